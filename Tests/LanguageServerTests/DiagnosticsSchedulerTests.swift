import Testing
@testable import LanguageServer

/// Debouncing and staleness: checks wait for quiet, and results never go backwards.
@Suite struct DiagnosticsSchedulerTests {
    let policy = DiagnosticsScheduler.Policy(immediateBelow: 0, checkCostRatio: 2, minimumDelay: 0.05, maximumDelay: 0.5, maximumWait: 1)

    @Test func aChangeIsDueAfterTheQuietPeriod() {
        var scheduler = DiagnosticsScheduler(policy: policy)
        scheduler.changed("a", version: 1, at: 10)
        #expect(abs((scheduler.nextDeadline ?? 0) - 10.05) < 1e-9)
        #expect(scheduler.takeDue(at: 10.049).isEmpty)
        #expect(scheduler.takeDue(at: 10.051) == ["a"])
        #expect(scheduler.nextDeadline == nil)
        #expect(scheduler.takeDue(at: 11).isEmpty)
    }

    @Test func everyChangeRestartsTheQuietPeriod() {
        var scheduler = DiagnosticsScheduler(policy: policy)
        scheduler.changed("a", version: 1, at: 10)
        scheduler.changed("a", version: 2, at: 10.03)
        scheduler.changed("a", version: 3, at: 10.06)
        #expect(scheduler.takeDue(at: 10.109).isEmpty)
        #expect(scheduler.takeDue(at: 10.111) == ["a"])
    }

    @Test func continuousChangesStillPublishAfterTheMaximumWait() {
        var scheduler = DiagnosticsScheduler(policy: policy)
        var now = 10.0
        var due: [String] = []
        while due.isEmpty && now < 12 {
            scheduler.changed("a", version: Int(now * 100), at: now)
            now += 0.02
            due = scheduler.takeDue(at: now)
        }
        #expect(due == ["a"])
        #expect(now >= 11.0 && now < 11.05)
    }

    @Test func theQuietPeriodGrowsWithTheCostOfChecking() {
        var scheduler = DiagnosticsScheduler(policy: policy)
        scheduler.checked("slow", duration: 0.1)
        scheduler.checked("fast", duration: 0.001)
        scheduler.changed("slow", version: 2, at: 0)
        scheduler.changed("fast", version: 2, at: 0)
        #expect(scheduler.takeDue(at: 0.051) == ["fast"])
        #expect(scheduler.takeDue(at: 0.199).isEmpty)
        #expect(scheduler.takeDue(at: 0.201) == ["slow"])
    }

    @Test func staleResultsAreNeverPublished() {
        var scheduler = DiagnosticsScheduler(policy: policy)
        // The document is at version 7: a result computed for 6 is stale.
        #expect(!scheduler.mayPublish("a", version: 6, latestVersion: 7))
        #expect(scheduler.mayPublish("a", version: 7, latestVersion: 7))
        scheduler.didPublish("a", version: 7)
        // Version 5 finishing late must not overwrite 7, whatever the document says.
        #expect(!scheduler.mayPublish("a", version: 5, latestVersion: 5))
        // Publishing 7 again (after a configuration change) is allowed.
        #expect(scheduler.mayPublish("a", version: 7, latestVersion: 7))
    }

    @Test func closingForgetsADocument() {
        var scheduler = DiagnosticsScheduler(policy: policy)
        scheduler.changed("a", version: 1, at: 0)
        scheduler.didPublish("a", version: 9)
        scheduler.closed("a")
        #expect(scheduler.nextDeadline == nil)
        #expect(scheduler.mayPublish("a", version: 1, latestVersion: 1))
    }

    @Test func cheapChecksRunAtOnceAndExpensiveOnesWaitInProportion() {
        let adaptive = DiagnosticsScheduler.Policy()
        #expect(adaptive.delay(lastCheckDuration: 0) == 0)
        #expect(adaptive.delay(lastCheckDuration: 0.010) == 0)
        #expect(adaptive.delay(lastCheckDuration: 0.030) == 0.05)
        #expect(adaptive.delay(lastCheckDuration: 0.3) == 0.3)
        #expect(adaptive.delay(lastCheckDuration: 9) == 0.5)
    }

    @Test func oneSlowCheckDoesNotDelayTheNextAnswer() {
        var scheduler = DiagnosticsScheduler(policy: DiagnosticsScheduler.Policy())
        for _ in 0..<5 { scheduler.checked("a", duration: 0.005) }
        scheduler.checked("a", duration: 0.040)   // the machine was busy once
        scheduler.changed("a", version: 2, at: 0)
        #expect(scheduler.takeDue(at: 0) == ["a"])
        // A spec that really got expensive soon waits for quiet.
        for _ in 0..<5 { scheduler.checked("a", duration: 0.2) }
        scheduler.changed("a", version: 3, at: 1)
        #expect(scheduler.takeDue(at: 1.1).isEmpty)
        #expect(scheduler.takeDue(at: 1.3) == ["a"])
    }

    @Test func aFixedPolicyIgnoresCheckCost() {
        let fixed = DiagnosticsScheduler.Policy.fixed(0.05)
        #expect(fixed.delay(lastCheckDuration: 3) == 0.05)
        #expect(fixed.delay(lastCheckDuration: 0) == 0.05)
        #expect(DiagnosticsScheduler.Policy.fixed(0).delay(lastCheckDuration: 1) == 0)
    }
}
