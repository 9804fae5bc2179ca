import Diagnostics
import LayoutCompiler

/// Renderers and emitters, each measured on the spec's result.
enum ExtraStages {
    static var all: [ExtraStage] {
        [
            ExtraStage(name: "render xcode") { result, _ in _ = XcodeRenderer().render([result.fileDiagnostics]) },
        ]
    }
}
