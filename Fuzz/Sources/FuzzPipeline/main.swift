import Diagnostics
import FuzzSupport
import LayoutCompiler
import LayoutModel
import SpecSource

// The whole pipeline: front end, typed model, rules, every renderer and emitter.
runFuzzer { data, size in
    let input = bytes(data, size)
    let result = LayoutCompiler().check(path: "Fuzz.layout.yaml", bytes: input)
    for d in result.diagnostics {
        precondition(d.range.start >= 0 && d.range.end <= result.source.bytes.count, "diagnostic range outside the text")
        for edit in d.fixIts.flatMap(\.edits) {
            precondition(edit.range.start >= 0 && edit.range.end <= result.source.bytes.count, "fix-it outside the text")
        }
    }
    FuzzOutputs.renderAll(result)
    return 0
}
