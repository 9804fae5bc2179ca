import Foundation
import Parallel
import Testing

/// `build` reads a large spec on one thread and hands the screens it has read to another
/// (`Handoff`): the work is done while the producer goes on, and comes back in the order sent.
@Suite("Handoff")
struct HandoffTests {
    @Test func returnsTheOutputsInTheOrderTheWorkWasSent() {
        let handoff = Handoff<Int, Int>(helpers: 2) { $0 * $0 }
        for i in 0..<500 { handoff.send(i) }
        #expect(handoff.finish() == (0..<500).map { $0 * $0 })
    }

    @Test func withoutHelpersFinishDoesTheWork() {
        let handoff = Handoff<String, String>(helpers: 0) { $0.uppercased() }
        handoff.send("a")
        handoff.send("b")
        #expect(handoff.finish() == ["A", "B"])
        #expect(Handoff<Int, Int>(helpers: 1) { $0 }.finish().isEmpty)
    }

    /// The helper takes the first piece of work while the producer has not finished: the
    /// producer waits (boundedly) to see it started before sending anything more. The bound only
    /// turns a regression into a failure instead of a hang.
    @Test func aHelperWorksWhileTheProducerIsStillProducing() {
        let started = SharedCounter()
        let handoff = Handoff<Int, Int>(helpers: 1) { item in
            started.add(1)
            return item + 1
        }
        handoff.send(1)
        var sawHelper = false
        for _ in 0..<600_000 {
            if started.current > 0 { sawHelper = true; break }
            usleep(100)
        }
        #expect(sawHelper, "the helper took the work before finish")
        handoff.send(2)
        #expect(handoff.finish() == [2, 3])
    }
}
