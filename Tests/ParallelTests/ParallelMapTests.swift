import Foundation
import Parallel
import Synchronization
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
        let started = Atomic<Int>(0)
        let results = ParallelMap.map([1, 2], workers: 2) { _ -> Bool in
            started.add(1, ordering: .sequentiallyConsistent)
            for _ in 0..<600_000 {
                if started.load(ordering: .sequentiallyConsistent) == 2 { return true }
                usleep(100)
            }
            return false
        }
        #expect(results == [true, true], "each transform saw the other one running")
    }

    @Test func aSingleItemRunsOnTheCallingThread() {
        #expect(ParallelMap.map(["a"]) { $0.uppercased() } == ["A"])
        #expect(ParallelMap.map([Int]()) { $0 }.isEmpty)
    }
}
