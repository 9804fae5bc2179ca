import Foundation
import LayoutCompiler
import Synchronization
import Testing

/// `check` over many specs uses every core and still reports in the order it found them.
@Suite("Parallel map")
struct ParallelMapTests {
    @Test func keepsTheInputOrder() {
        let result = ParallelMap.map(Array(0..<1000), workers: 4) { $0 * 2 }
        #expect(result == (0..<1000).map { $0 * 2 })
    }

    @Test func runsTransformsAtTheSameTimeOnTwoThreads() {
        let inFlight = Atomic<Int>(0)
        let sawTwo = Atomic<Bool>(false)
        _ = ParallelMap.map([1, 2], workers: 2) { _ in
            inFlight.add(1, ordering: .sequentiallyConsistent)
            // Wait up to two seconds for the other item to be in flight too.
            let deadline = Date().addingTimeInterval(2)
            while Date() < deadline {
                if inFlight.load(ordering: .sequentiallyConsistent) == 2 { sawTwo.store(true, ordering: .sequentiallyConsistent); break }
                usleep(1000)
            }
            return 0
        }
        let bothInFlight = sawTwo.load(ordering: .sequentiallyConsistent)
        #expect(bothInFlight)
    }

    @Test func aSingleItemRunsOnTheCallingThread() {
        #expect(ParallelMap.map(["a"]) { $0.uppercased() } == ["A"])
        #expect(ParallelMap.map([Int]()) { $0 }.isEmpty)
    }
}
