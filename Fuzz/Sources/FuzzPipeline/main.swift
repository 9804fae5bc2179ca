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
    // `check` decodes each screen while reading and releases its part of the tree: the findings
    // must be exactly those of decoding the whole tree.
    let streamed = LayoutCompiler().diagnose(path: "Fuzz.layout.yaml", bytes: input)
    precondition(streamed.diagnostics == result.diagnostics, "decoding while reading changed the findings")
    FuzzOutputs.renderAll(result)
    return 0
}
