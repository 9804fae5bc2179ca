import ScalingStages
import SpecGenerator
import Testing

/// No stage has a superlinear path on the inputs that used to find them: many typos of one
/// word, many unknown keys, many findings of one rule, deep outlines, long lines. Each stage
/// runs on each worst-case shape at 1× and 4× (small sizes, the fastest of three runs), and per
/// 4× of bytes the larger must take less than 8 times as long: linear is 4, the bar the release
/// build is held to is 6 (`layoutc-bench --scaling` reports it), and the quadratic paths this
/// replaced took 16 or more. Debug timings are noisier, hence the looser bound here.
@Suite("Scaling", .serialized)
struct ScalingTests {
    static let allowedRatio = 8.0
    /// Below this a run is too short to time reliably; the 1× time is raised to it.
    static let shortest = 0.002

    @Test("each stage grows linearly", arguments: WorstCaseSpec.allCases)
    func stagesGrowLinearly(_ shape: WorstCaseSpec) {
        let unit = shape.defaultUnit / (shape == .deepOutlines ? 1 : 4)
        let small = ScalingStages.input(shape, scale: 1, unit: unit)
        let large = ScalingStages.input(shape, scale: 4, unit: unit)
        #expect(!small.result.diagnostics.isEmpty || shape == .deepOutlines, "a worst case with nothing to report measures nothing")
        for stage in ScalingStages.stages {
            let base = max(ScalingStages.time(stage, small, runs: 3), Self.shortest)
            let grown = ScalingStages.time(stage, large, runs: 3)
            let ratio = ScalingStages.ratioPer4x(small: (base, small.bytes.count), large: (grown, large.bytes.count))
            #expect(ratio < Self.allowedRatio, """
                \(shape.rawValue), \(stage.name): \(grown) s at 4× against \(base) s at 1× \
                (\(small.bytes.count) and \(large.bytes.count) bytes): \(ratio) per 4× of bytes
                """)
        }
    }

    @Test func theShapesAreWhatTheySay() {
        func findings(_ shape: WorstCaseSpec, rule: String) -> Int {
            ScalingStages.input(shape, scale: 1, unit: 40).result.diagnostics.filter { $0.ruleID == rule }.count
        }
        #expect(findings(.typos, rule: "unknown-screen") == 40)
        #expect(findings(.unknownKeys, rule: "unknown-key") == 40)
        #expect(findings(.findings, rule: "empty-list") == 40)
        #expect(findings(.longLines, rule: "unknown-key") == 40)
        let outline = ScalingStages.input(.deepOutlines, scale: 1, unit: 40)
        #expect(outline.result.diagnostics.filter { $0.severity == .error }.isEmpty, "forty levels read and decode")
    }
}
