import SystemInterface
import Parallel

/// One generated Swift file: its name in the output folder and its UTF-8.
public struct GeneratedFile: Sendable, Equatable {
    public var name: String
    /// The file's UTF-8, as it is written, in the parts it was written in (`FileParts`): a large
    /// spec's file is tens of megabytes written on several cores, and joining the parts would copy
    /// it once more only to write it out. Emitters build bytes: keeping them as bytes spares
    /// checking and copying them into a `String` and back on the way to the disk.
    public private(set) var segments: [[UInt8]]

    /// The file's UTF-8 in one array (joined when it was written in parts).
    public var bytes: [UInt8] {
        get {
            guard segments.count > 1 else { return segments[0] }
            // Appended a segment at a time (a copy of its bytes each), not through a flattening
            // iterator, which a debug build walks byte by byte through generic code.
            var joined: [UInt8] = []
            joined.reserveCapacity(count)
            for segment in segments { joined.append(contentsOf: segment) }
            return joined
        }
        set { segments = [newValue] }
    }

    /// The file's size in bytes.
    public var count: Int { segments.reduce(0) { $0 + $1.count } }

    /// The file's text.
    public var contents: String { String(decoding: bytes, as: UTF8.self) }

    public init(name: String, contents: String) {
        self.name = name
        self.segments = [Array(contents.utf8)]
    }

    /// A file from `bytes`, which must be UTF-8 (as `CodeWriter.finishedBytes` is).
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.segments = [bytes]
    }

    /// A file from its parts, in order; together they must be UTF-8.
    public init(name: String, segments: [[UInt8]]) {
        self.name = name
        self.segments = segments.isEmpty ? [[]] : segments
    }

    /// Files are equal when their names and their bytes are, however the bytes are split.
    /// Compared with memcmp: `==` on byte arrays goes byte by byte in a debug build, and tests
    /// compare files of tens of megabytes.
    public static func == (a: GeneratedFile, b: GeneratedFile) -> Bool {
        guard a.name == b.name, a.count == b.count else { return false }
        let (x, y) = (a.bytes, b.bytes)
        return x.isEmpty || x.withUnsafeBytes { x in y.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    /// About how large a spec's generated file is: the benchmark's specs give 10 to 20 bytes of
    /// Swift per byte of YAML. Reserving that much up front spares copying the file each time the
    /// buffer doubles; pages never written are never committed.
    static func expectedSize(ofSpecBytes specBytes: Int) -> Int { 16 * max(specBytes, 0) + 65_536 }

    /// `Mail.layout.swift`: the spec's model, named after its namespace.
    public static func name(app: String) -> String { "\(app).layout.swift" }

    /// `Mail+UIKit.layout.swift`: the spec's code for `target`, beside its model.
    public static func name(app: String, target: EmitTarget) -> String { "\(app)+\(target.fileSuffix).layout.swift" }

    /// The name of `target`'s file beside a model file named `modelName` (a build system's declared
    /// output, whatever the spec's `app`): `Mail.layout.swift` → `Mail+UIKit.layout.swift`,
    /// `Generated.swift` → `Generated+UIKit.swift`.
    public static func name(beside modelName: String, target: EmitTarget) -> String {
        for suffix in [".layout.swift", ".swift"] where modelName.hasSuffix(suffix) && modelName.count > suffix.count {
            return String(modelName.dropLast(suffix.count)) + "+\(target.fileSuffix)" + suffix
        }
        return modelName + "+\(target.fileSuffix)"
    }
}

/// What `build` writes for one spec: its typed model once, and one file per target, so that the
/// UIKit and the SwiftUI code of a spec can be compiled into one module (an app that moves
/// screen by screen from one to the other needs both).
public struct GeneratedCode: Sendable, Equatable {
    /// `Mail.layout.swift`: the platform-neutral model both targets' code builds on.
    public var model: GeneratedFile
    /// `Mail+UIKit.layout.swift`, `Mail+SwiftUI.layout.swift`: in the order the targets were asked for.
    public var targets: [GeneratedFile]

    public init(model: GeneratedFile, targets: [GeneratedFile]) {
        self.model = model
        self.targets = targets
    }

    /// Every file, the model first.
    public var files: [GeneratedFile] { [model] + targets }

    /// Every file's text, in order: for reading the whole output at once.
    public var contents: String { files.map(\.contents).joined(separator: "\n") }
}

/// Which UI framework the skeleton targets (`--target`).
public enum EmitTarget: String, Sendable, CaseIterable {
    case uikit, swiftui

    /// How its file is told apart: `Mail+UIKit.layout.swift`.
    public var fileSuffix: String { self == .uikit ? "UIKit" : "SwiftUI" }
}

/// Why a spec cannot be turned into Swift although it has no errors (two generated declarations
/// would share a name).
public struct EmitError: Error, Sendable, CustomStringConvertible {
    public var sourcePath: String
    public var problems: [String]

    public init(sourcePath: String, problems: [String]) {
        self.sourcePath = sourcePath
        self.problems = problems.map(FrameworkShadowing.unmarked)
    }

    public var description: String {
        problems.map { "\(sourcePath): error: \($0)" }.joined(separator: "\n")
    }
}

/// The fixed first lines of every generated file. They name the spec and say the file is
/// generated; no timestamps or absolute paths, so output is byte-for-byte reproducible, and the
/// output writer recognises its own files by the first line.
public enum GeneratedHeader {
    public static let marker = "// Generated by layoutc from "

    public static func firstLine(sourcePath: String) -> String {
        "\(marker)\(sourcePath). Do not edit: changes are lost on the next build."
    }

    /// `firstLine`, or where it would pass 120 columns, the spec's path alone on the first line
    /// and the warning on the next.
    static func lines(sourcePath: String) -> [String] {
        let line = firstLine(sourcePath: sourcePath)
        guard line.count > LineWrapping.width else { return [line] }
        return ["\(marker)\(sourcePath).", "// Do not edit: changes are lost on the next build."]
    }

    /// Tells the linters and formatters iOS teams run to leave the file alone: its style is the
    /// generator's, and a formatter's edits would be lost on the next build anyway (SwiftLint,
    /// Apple's swift-format, which reads it in the file's leading comments, and SwiftFormat).
    public static let toolDirectives = ["// swiftlint:disable all", "// swift-format-ignore-file", "// swiftformat:disable all"]

    /// `target` nil: the model's file.
    static func write(sourcePath: String, target: EmitTarget?, app: String, into w: inout CodeWriter) {
        // The path is never wrapped, however long: tools find the file's origin on its first line.
        for line in lines(sourcePath: sourcePath) { w.directive(line) }
        switch target {
        case nil:
            w.line("// The typed model of the spec, which its UIKit and SwiftUI code (\(GeneratedFile.name(app: app, target: .uikit)),")
            w.line("// \(GeneratedFile.name(app: app, target: .swiftui))) build on; both can be compiled into one module.")
        case .uikit:
            w.line("// Your code goes in a type that adopts the `Screens` protocol below (`layoutc scaffold`")
            w.line("// writes a starting point), and in the view controllers it makes.")
        case .swiftui:
            w.line("// Your code goes in a type that adopts the `ScreenViews` protocol below (`layoutc scaffold`")
            w.line("// writes a starting point), and in the views it makes.")
        }
        for directive in toolDirectives { w.line(directive) }
        w.blank()
    }

    /// Whether `bytes` start with the generated header (the file is ours to replace or remove).
    public static func isGenerated(_ bytes: [UInt8]) -> Bool {
        let marker = Array(Self.marker.utf8)
        return bytes.count >= marker.count && Array(bytes.prefix(marker.count)) == marker
    }
}

/// The one entry point drivers use: a spec in, its model and its code for each target out.
public enum SwiftEmitter {
    /// `workers`: how many threads may write a file (1 when other specs are built beside it).
    public static func emit(_ spec: LayoutModel.LayoutSpec, sourcePath: String, targets: [EmitTarget],
                            workers: Int = ParallelMap.coreCount, access: GeneratedAccess = .public,
                            source: SpecSource.SourceFile? = nil) throws(EmitError) -> GeneratedCode {
        var plan = LayoutPlan(spec: spec, sourcePath: sourcePath, workers: workers)
        plan.access = access
        plan.source = source
        if !plan.collisions.isEmpty { throw EmitError(sourcePath: sourcePath, problems: plan.collisions) }
        let specBytes = spec.range.end
        return GeneratedCode(model: ModelEmitter.file(of: plan, specBytes: specBytes, workers: workers), targets: targets.map { target in
            switch target {
            case .uikit: UIKitEmitter.file(of: plan, specBytes: specBytes, workers: workers)
            case .swiftui: SwiftUIEmitter.file(of: plan, specBytes: specBytes, workers: workers)
            }
        })
    }

    /// The model and `target`'s code.
    public static func emit(_ spec: LayoutModel.LayoutSpec, sourcePath: String, target: EmitTarget,
                            workers: Int = ParallelMap.coreCount, access: GeneratedAccess = .public,
                            source: SpecSource.SourceFile? = nil) throws(EmitError) -> GeneratedCode {
        try emit(spec, sourcePath: sourcePath, targets: [target], workers: workers, access: access, source: source)
    }
}

import LayoutModel
import SpecSource
