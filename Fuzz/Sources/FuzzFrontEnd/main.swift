import FuzzSupport
import SpecSource

// The YAML front end: any bytes must give a tree and located problems, never a crash.
runFuzzer { data, size in
    let input = bytes(data, size)
    let tree = YAMLParser.parse(path: "fuzz.layout.yaml", bytes: input)
    // Every range must lie inside the text, and every position must convert.
    for problem in tree.problems {
        precondition(problem.range.start >= 0 && problem.range.end <= tree.source.bytes.count, "problem range outside the text")
        _ = tree.source.location(of: problem.range.start, in: .utf16)
    }
    if let root = tree.root {
        var stack = [root]
        var visited = 0
        while let node = stack.popLast(), visited < 100_000 {
            visited += 1
            let range = tree.range(node)
            precondition(range.start >= 0 && range.end <= tree.source.bytes.count, "node range outside the text")
            _ = tree.resolve(node)
            for pair in tree.pairs(node) where pair.value.index > node.index { stack.append(pair.key); stack.append(pair.value) }
            for item in tree.items(node) where item.index > node.index { stack.append(item) }
        }
    }
    return 0
}
