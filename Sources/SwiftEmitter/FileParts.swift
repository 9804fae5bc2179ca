import Parallel

/// A generated file written in parts on the machine's cores and joined in file order. The parts
/// of a large spec's file are independent (each list's model and controller depend only on the
/// plan), and writing tens of megabytes of Swift is most of `build`; joined with
/// `CodeWriter.finishedSegments`, the text is byte for byte what writing the parts in order gives.
struct FileParts<Part: Sendable>: Sendable {
    /// The parts in file order; `early` ones are started first (the few large parts that are not
    /// chunks of lists), so the last part a core takes is a small one.
    var parts: [(part: Part, early: Bool)]

    /// Threads start only for specs of this size or more, as for the rules: below it, starting a
    /// thread costs more than the part it writes.
    static var parallelFromBytes: Int { 256 * 1024 }

    /// The lists cut into chunks for `workers` cores, 16 for each: a list's parts differ in size.
    static func chunks(of count: Int, workers: Int) -> [Range<Int>] {
        ParallelMap.chunks(of: count, workers: workers, perWorker: 16)
    }

    /// Writes every part (on up to `workers` threads) after `head`, and returns the file's
    /// segments in file order: the parts are not joined into one array, which would copy the
    /// whole file once more (and fault in as many fresh pages) only to write it out.
    func write(after head: CodeWriter, workers: Int, expectedSize: Int,
               _ write: @escaping @Sendable (Part, inout CodeWriter) -> Void) -> [[UInt8]] {
        guard workers > 1, parts.count > 1 else {
            var w = head
            w.reserve(expectedSize)
            for part in parts { write(part.part, &w) }
            w.trim()
            return [w.finishedBytes]
        }
        let parts = self.parts
        let template = head.part()
        let schedule = parts.indices.filter { parts[$0].early } + parts.indices.filter { !parts[$0].early }
        let perPart = expectedSize / parts.count
        var inFileOrder = [CodeWriter?](repeating: nil, count: parts.count)
        for (index, part) in zip(schedule, ParallelMap.map(schedule, workers: workers) { index -> CodeWriter in
            var part = template.part(expectedSize: perPart)
            write(parts[index].part, &part)
            part.trim()
            return part
        }) {
            inFileOrder[index] = part
        }
        return CodeWriter.finishedSegments(head, inFileOrder.map { $0! })
    }
}

extension ModelEmitter {
    /// The model's file, which both frameworks' files build on.
    static func file(of plan: LayoutPlan, specBytes: Int, workers: Int) -> GeneratedFile {
        plan.generatedFile(target: nil, specBytes: specBytes, workers: workers, parts: parts) { part, w in
            ModelEmitter(plan: plan).write(part, into: &w)
        }
    }

    /// The model's parts: its head, its lists in chunks, its tail.
    enum Part: Sendable {
        case head, lists(Range<Int>), tail
    }

    static func parts(_ chunks: [Range<Int>]) -> [(part: Part, early: Bool)] {
        [(.head, true)] + chunks.map { (.lists($0), false) } + [(.tail, true)]
    }

    func write(_ part: Part, into w: inout CodeWriter) {
        switch part {
        case .head: emitHead(into: &w)
        case .lists(let range):
            for index in range { emitList(screen: plan.lists[index].screen, list: plan.lists[index].list, into: &w) }
        case .tail: emitTail(into: &w)
        }
    }
}

extension LayoutPlan {
    /// The plan's file for `target` (nil: the model's): the generated header, then `parts` (made
    /// from the lists cut into chunks for the threads), written on up to `workers` threads from a
    /// spec of `specBytes` and kept in file order as its segments.
    func generatedFile<Part: Sendable>(target: EmitTarget?, specBytes: Int, workers requested: Int,
                                       parts: ([Range<Int>]) -> [(part: Part, early: Bool)],
                                       write: @escaping @Sendable (Part, inout CodeWriter) -> Void) -> GeneratedFile {
        let workers = specBytes >= FileParts<Part>.parallelFromBytes ? requested : 1
        var head = CodeWriter()
        GeneratedHeader.write(sourcePath: sourcePath, target: target, app: app, into: &head)
        let file = FileParts<Part>(parts: parts(FileParts<Part>.chunks(of: lists.count, workers: workers)))
        let segments = file.write(after: head, workers: workers, expectedSize: GeneratedFile.expectedSize(ofSpecBytes: specBytes), write)
        let name = target.map { GeneratedFile.name(app: app, target: $0) } ?? GeneratedFile.name(app: app)
        return shadowing.finish(GeneratedFile(name: name, segments: segments), access: access)
    }
}
