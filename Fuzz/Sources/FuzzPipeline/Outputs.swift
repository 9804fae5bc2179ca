import Diagnostics
import LayoutCompiler
import LayoutModel
import LayoutPreview
import LayoutRules
import SwiftEmitter

/// Every output the pipeline can produce from a result: all renderers, both emitters, previews.
enum FuzzOutputs {
    static func renderAll(_ result: LayoutCompiler.Result) {
        let files = [result.fileDiagnostics]
        _ = XcodeRenderer().render(files)
        _ = HumanRenderer(colored: true).render(files, specCount: 1)
        _ = JSONRenderer().render(files, specCount: 1)
        _ = SARIFRenderer(rules: RuleRegistry.descriptors, toolVersion: "fuzz").render(files)
        _ = GitHubRenderer().render(files)
        _ = ModelJSONEncoder(source: result.source, includeRanges: true).encode(result.spec).serialized()
        // The emitters only run on specs without errors, as `layoutc build` does.
        if !result.hasErrors {
            _ = try? UIKitEmitter().emit(result.spec, sourcePath: "Fuzz.layout.yaml")
            _ = try? SwiftUIEmitter().emit(result.spec, sourcePath: "Fuzz.layout.yaml")
        }
        _ = PreviewRenderer().render(result.spec, diagnostics: result.diagnostics, name: "Fuzz", source: "Fuzz.layout.yaml")
    }
}
