import Foundation
import Parallel
import Testing

/// `check` over many specs uses every core and still reports in the order it found them.
@Suite("Parallel map")
struct ParallelMapTests {
    @Test func keepsTheInputOrder() {
        let result = ParallelMap.map(Array(0..<1000), workers: 4) { $0 * 2 }
        #expect(result == (0..<1000).map { $0 * 2 })
    }

    /// Each transform waits until the other has started: this finishes only when two threads run
    /// transforms at once (a worker blocked in its transform cannot take the second item). The
    /// bound only turns a regression into a failure instead of a hang; it is never reached when
    /// the map is parallel, however slow the machine.
    @Test func runsTransformsAtTheSameTimeOnTwoThreads() {
        let started = SharedCounter()
        let results = ParallelMap.map([1, 2], workers: 2) { _ -> Bool in
            started.add(1)
            for _ in 0..<600_000 {
                if started.current == 2 { return true }
                usleep(100)
            }
            return false
        }
        #expect(results == [true, true], "each transform saw the other one running")
    }

    /// Work is cut into consecutive ranges that cover every item once: one range for one thread,
    /// `perWorker` for each of several, never more ranges than items.
    @Test func chunksCoverTheItemsInOrder() {
        #expect(ParallelMap.chunks(of: 0, workers: 2, perWorker: 8).isEmpty)
        #expect(ParallelMap.chunks(of: 100, workers: 1, perWorker: 8) == [0..<100])
        #expect(ParallelMap.chunks(of: 3, workers: 2, perWorker: 8) == [0..<1, 1..<2, 2..<3])
        let chunks = ParallelMap.chunks(of: 1000, workers: 2, perWorker: 8)
        #expect(chunks.count == 16)
        #expect(chunks.first?.lowerBound == 0 && chunks.last?.upperBound == 1000)
        #expect(zip(chunks, chunks.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound && !$0.isEmpty })
    }

    @Test func aSingleItemRunsOnTheCallingThread() {
        #expect(ParallelMap.map(["a"]) { $0.uppercased() } == ["A"])
        #expect(ParallelMap.map([Int]()) { $0 }.isEmpty)
    }
}
