import ScalingStages
import SpecGenerator
import LayoutCompiler
import SystemInterface

/// `layoutc-bench --scaling`: every stage on every worst-case shape at 1×, 2× and 4×, with the
/// ratio of the largest to the smallest time per 4× of bytes (linear is 4; the bar is 6, 1.5×
/// of linear). Written as a table and as JSON beside the other results.
func runScalingReport(shapes: [WorstCaseSpec], scales: [Int] = [1, 2, 4], runs: Int = 3, jsonPath: String) {
    var rows: [String] = []
    print("scaling: the fastest of \(runs) runs, in seconds; the ratio per 4× of bytes is 4 for a linear stage")
    print(pad("shape", 14) + pad("stage", 18) + scales.map { pad("\($0)×", 10) }.joined() + "per 4×")
    for shape in shapes {
        let inputs = scales.map { ScalingStages.input(shape, scale: $0) }
        print("\(shape.rawValue): " + inputs.map { "\($0.bytes.count) bytes, \($0.result.diagnostics.count) findings" }.joined(separator: "; "))
        for stage in ScalingStages.stages {
            let times = inputs.map { ScalingStages.time(stage, $0, runs: runs) }
            let ratio = ScalingStages.ratioPer4x(small: (times[0], inputs[0].bytes.count),
                                                 large: (times[times.count - 1], inputs[inputs.count - 1].bytes.count))
            print(pad(shape.rawValue, 14) + pad(stage.name, 18) + times.map { pad(format($0, 4), 10) }.joined() + format(ratio, 1))
            rows.append(#"{"shape":"\#(shape.rawValue)","stage":"\#(stage.name)","bytes":[\#(inputs.map { "\($0.bytes.count)" }.joined(separator: ","))],"seconds":[\#(times.map { format($0, 4) }.joined(separator: ","))],"ratio":\#(format(ratio, 2))}"#)
        }
    }
    let json = "[\n" + rows.joined(separator: ",\n") + "\n]\n"
    try? FileSystem.writeAtomically(Array(json.utf8), to: jsonPath)
    print("wrote \(jsonPath)")
}

