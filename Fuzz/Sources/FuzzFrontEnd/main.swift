import FuzzSupport
import SpecSource

// The YAML front end: any bytes must give a tree and located problems, never a crash, and
// both readers the same tree.
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
    // The common-shape reader must build the tree libyaml builds, or give up.
    if tree.reader == .commonShape {
        let other = YAMLParser.parse(tree.source, reader: .libyaml)
        precondition(other.nodeCount == tree.nodeCount && other.root == tree.root && other.isComplete == tree.isComplete
                     && other.problems == tree.problems, "the readers disagree on the tree")
        for index in 0..<tree.nodeCount {
            let node = NodeID(Int32(index))
            precondition(other.kind(node) == tree.kind(node) && other.style(node) == tree.style(node)
                         && other.range(node) == tree.range(node) && other.string(node) == tree.string(node)
                         && other.items(node) == tree.items(node) && other.pairs(node).elementsEqual(tree.pairs(node), by: { $0 == $1 }),
                         "the readers disagree on node \(index)")
        }
    }
    return 0
}
