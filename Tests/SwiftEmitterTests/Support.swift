import Foundation
import LayoutCompiler
import LayoutModel
import SpecSource
import SwiftEmitter
import TestSupport
import Testing

/// The package's files as the tests see them: specs are named by their path relative to the
/// package root ("Specs/Mail.layout.yaml"), as a user in that folder would give them.
enum Package {
    static let root = Repository.root

    static func url(_ relative: String) -> URL { Repository.url(relative) }

    /// Every spec in Specs/, and the fixtures that exercise what the real specs do not.
    static let specPaths = Repository.specPaths

    /// The decoded spec, which must have no errors (the generators only see clean specs).
    static func spec(_ relativePath: String) throws -> LayoutSpec {
        let bytes = try [UInt8](Data(contentsOf: url(relativePath)))
        let result = LayoutCompiler().check(path: relativePath, bytes: bytes)
        let errors = result.diagnostics.filter { $0.severity == .error }.map { "\($0.ruleID): \($0.message)" }
        try #require(errors.isEmpty, "\(relativePath) has errors: \(errors)")
        return result.spec
    }

    /// The files `build` writes (the model and `target`'s code): with the spec's text, so
    /// declarations name their spec lines.
    static func generated(_ relativePath: String, target: EmitTarget, access: GeneratedAccess = .public) throws -> GeneratedCode {
        try generated(relativePath, targets: [target], access: access)
    }

    static func generated(_ relativePath: String, targets: [EmitTarget], access: GeneratedAccess = .public) throws -> GeneratedCode {
        let source = TextDecoding.decode(path: relativePath, bytes: try [UInt8](Data(contentsOf: url(relativePath)))).source
        return try SwiftEmitter.emit(spec(relativePath), sourcePath: relativePath, targets: targets, access: access, source: source)
    }

    static func scaffolded(_ relativePath: String, target: EmitTarget, access: GeneratedAccess = .public) throws -> [GeneratedFile] {
        try ScaffoldEmitter.files(for: spec(relativePath), sourcePath: relativePath, target: target, access: access)
    }
}

extension Array where Element == GeneratedFile {
    /// The files of several specs' scaffolds, for type-checking as one module: each SwiftUI
    /// scaffold's app is `@main`, and a module has one entry point, so every app after the first
    /// loses the attribute (its body is type-checked all the same). `entryPoint` says whether an
    /// earlier batch of the module already has one.
    func withOneEntryPoint(_ entryPoint: inout Bool) -> [GeneratedFile] {
        map { file in
            let text = file.contents
            guard text.contains("\n@main\n") else { return file }
            defer { entryPoint = true }
            guard entryPoint else { return file }
            return GeneratedFile(name: file.name, contents: text.replacingOccurrences(
                of: "\n@main\n", with: "\n// @main: one entry point per module; another spec's app has it here\n"))
        }
    }
}
