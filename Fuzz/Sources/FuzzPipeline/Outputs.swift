import Diagnostics
import LayoutCompiler
import LayoutModel

/// Every output the pipeline can produce from a result.
enum FuzzOutputs {
    static func renderAll(_ result: LayoutCompiler.Result) {
        _ = XcodeRenderer().render([result.fileDiagnostics])
        _ = ModelJSONEncoder(source: result.source, includeRanges: true).encode(result.spec).serialized()
    }
}
