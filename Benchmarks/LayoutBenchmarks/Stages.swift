import Diagnostics
import LayoutCompiler
import LayoutModel
import LayoutRules
import SpecSource
import SwiftEmitter

/// Renderers and emitters, each measured on the spec's result. Renderers get a diagnostic for
/// about every 40 lines (a generated spec is clean, and rendering nothing measures nothing).
enum ExtraStages {
    static func syntheticFindings(_ result: LayoutCompiler.Result) -> FileDiagnostics {
        var diagnostics: [Diagnostic] = []
        let source = result.source
        var line = 5
        while line < source.lineStarts.count {
            let start = source.lineStarts[line]
            let text = source.lineBytes(line)
            let indent = text.prefix { $0 == 0x20 }.count
            let end = start + max(indent + 1, text.count)
            diagnostics.append(Diagnostic(
                ruleID: "unknown-key", severity: .warning, message: "a finding for the benchmark on line \(line + 1)",
                range: SourceRange(start: start + indent, end: end), label: "here",
                related: [RelatedLocation(range: SourceRange(start: source.lineStarts[line - 3], end: source.lineStarts[line - 3] + 1), label: "related")],
                notes: ["a note"], help: "do something else",
                fixIts: [.replace(SourceRange(start: start + indent, end: start + indent + 1), with: "x", message: "replace")]))
            line += 40
        }
        return FileDiagnostics(source: source, diagnostics: diagnostics)
    }

    static var all: [ExtraStage] {
        [
            ExtraStage(name: "render human") { result, _ in _ = HumanRenderer().render([syntheticFindings(result)], specCount: 1) },
            ExtraStage(name: "render xcode") { result, _ in _ = XcodeRenderer().render([syntheticFindings(result)]) },
            ExtraStage(name: "render json") { result, _ in _ = JSONRenderer().render([syntheticFindings(result)], specCount: 1) },
            ExtraStage(name: "render sarif") { result, _ in
                _ = SARIFRenderer(rules: RuleRegistry.descriptors, toolVersion: "bench").render([syntheticFindings(result)])
            },
            ExtraStage(name: "render github") { result, _ in _ = GitHubRenderer().render([syntheticFindings(result)]) },
            ExtraStage(name: "emit uikit") { result, path in _ = try? UIKitEmitter().emit(result.spec, sourcePath: path) },
            ExtraStage(name: "emit swiftui") { result, path in _ = try? SwiftUIEmitter().emit(result.spec, sourcePath: path) },
            // As `layoutc build` of one spec does it: a large spec's file is generated while its
            // rules run, and kept when the findings pass.
            ExtraStage(name: "build (in process)") { _, path in
                if let bytes = try? FileSystem.read(path) {
                    let (result, generated) = LayoutCompiler().check(path: path, bytes: bytes, alongside: bytes.count >= 256 * 1024) { spec in
                        try? UIKitEmitter().emit(spec, sourcePath: path)
                    }
                    if !result.hasErrors, generated == nil { _ = try? UIKitEmitter().emit(result.spec, sourcePath: path) }
                }
            },
        ]
    }
}
