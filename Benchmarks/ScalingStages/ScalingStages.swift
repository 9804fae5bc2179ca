import Diagnostics
import LanguageServer
import LayoutCompiler
import LayoutModel
import LayoutPreview
import LayoutRules
import SpecGenerator
import SpecSource
import SystemInterface

/// Every stage a worst-case spec passes through, as the commands and the language server run
/// it, timed at growing sizes. Linear stages take about `scale` times as long at `scale` as at
/// 1×; the benchmark reports the times (`layoutc-bench --scaling`), and `ScalingTests` pins
/// the ratio loosely on small sizes.
public enum ScalingStages {
    /// One spec's text and what the stages after the front end start from.
    public struct Input: Sendable {
        public let path: String
        public let bytes: [UInt8]
        public let tree: YAMLTree
        public let result: LayoutCompiler.Result
    }

    public struct Stage: Sendable {
        public let name: String
        public let run: @Sendable (Input) -> Void
    }

    public static let stages: [Stage] = [
        Stage(name: "front end") { input in _ = YAMLParser.parse(path: input.path, bytes: input.bytes) },
        Stage(name: "decoding") { input in _ = SpecDecoder.decode(input.tree) },
        Stage(name: "rules") { input in _ = RuleEngine().run(RuleContext(spec: input.result.spec, source: input.tree.source)) },
        Stage(name: "check (human)") { input in
            let file = LayoutCompiler().diagnose(path: input.path, bytes: input.bytes)
            _ = HumanRenderer(colored: false).render([file], specCount: 1)
        },
        Stage(name: "render json") { input in _ = JSONRenderer().render([input.result.fileDiagnostics], specCount: 1) },
        Stage(name: "render sarif") { input in
            _ = SARIFRenderer(rules: RuleRegistry.descriptors, toolVersion: "bench").render([input.result.fileDiagnostics])
        },
        Stage(name: "fix") { input in _ = FixApplier(compiler: LayoutCompiler()).fix(path: input.path, bytes: input.bytes) },
        Stage(name: "preview") { input in
            _ = PreviewRenderer().render(input.result.spec, diagnostics: input.result.diagnostics, name: "Worst", source: input.path)
        },
        Stage(name: "lsp diagnostics") { input in
            let renderer = LSPDiagnosticRenderer(source: input.result.source, uri: "file:///worst.layout.yaml", encoding: .utf16)
            _ = renderer.publishParams(input.result.diagnostics, version: 1)
        },
    ]

    public static func input(_ shape: WorstCaseSpec, scale: Int, unit: Int? = nil) -> Input {
        let path = "\(shape.rawValue)-\(scale)x.layout.yaml"
        let bytes = Array(shape.spec(scale: scale, unit: unit).utf8)
        let tree = YAMLParser.parse(path: path, bytes: bytes)
        return Input(path: path, bytes: bytes, tree: tree, result: LayoutCompiler().check(tree))
    }

    /// How much longer the larger input took, per 4× of bytes: 4 for a linear stage (a shape
    /// whose text grows faster than its scale, as deeper outlines do, is judged by what it reads).
    public static func ratioPer4x(small: (seconds: Double, bytes: Int), large: (seconds: Double, bytes: Int)) -> Double {
        large.seconds / max(small.seconds, 1e-9) * 4 / (Double(large.bytes) / Double(small.bytes))
    }

    /// The fastest of `runs` runs of `stage`, in seconds: the least disturbed by the machine.
    public static func time(_ stage: Stage, _ input: Input, runs: Int) -> Double {
        var best = Double.infinity
        for _ in 0..<max(1, runs) {
            let start = now()
            stage.run(input)
            best = min(best, now() - start)
        }
        return best
    }

    static func now() -> Double { SystemCall.monotonicSeconds() }
}
