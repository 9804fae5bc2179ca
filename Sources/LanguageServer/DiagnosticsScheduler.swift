/// Decides when each open document is checked and whether a result may be published.
///
/// Changes that arrive together are already handled as one batch by the event loop, so one
/// check covers a paste or a burst of edits. Beyond that, a check waits for a quiet period
/// only when checking is expensive: a spec that checks in a few milliseconds (2,000 lines take
/// about 10) is checked at once, because people type far slower than that and the answer is
/// wanted now; a 5 MB spec that takes 300 ms waits for a pause proportional to its cost, the
/// way clangd's debounce does, so typing is not answered with a queue of stale checks. A
/// change that keeps arriving cannot postpone diagnostics forever (`maximumWait`).
///
/// Versions make publishing monotonic: a result computed for an older version than the newest
/// known, or than a newer one already published, is dropped, so stale results never
/// overwrite newer ones, whatever order checks finish in.
public struct DiagnosticsScheduler: Sendable {
    /// How long to wait for quiet, in seconds.
    public struct Policy: Sendable, Equatable {
        /// Checks that took less than this run without waiting for quiet.
        public var immediateBelow: Double
        /// Otherwise the quiet period is this multiple of the last check's duration,
        public var checkCostRatio: Double
        /// but at least this,
        public var minimumDelay: Double
        /// and at most this.
        public var maximumDelay: Double
        /// Continuous changes publish at least this often.
        public var maximumWait: Double

        public init(immediateBelow: Double = 0.025, checkCostRatio: Double = 1, minimumDelay: Double = 0.05,
                    maximumDelay: Double = 0.5, maximumWait: Double = 1.0) {
            self.immediateBelow = immediateBelow
            self.checkCostRatio = checkCostRatio
            self.minimumDelay = minimumDelay
            self.maximumDelay = maximumDelay
            self.maximumWait = maximumWait
        }

        /// A fixed quiet period whatever checking costs (`layoutc lsp --debounce-ms N`).
        public static func fixed(_ seconds: Double) -> Policy {
            Policy(immediateBelow: 0, checkCostRatio: 0, minimumDelay: seconds, maximumDelay: seconds,
                   maximumWait: max(1.0, seconds * 4))
        }

        func delay(lastCheckDuration: Double) -> Double {
            if lastCheckDuration < immediateBelow { return 0 }
            return min(maximumDelay, max(minimumDelay, lastCheckDuration * checkCostRatio))
        }
    }

    struct Pending: Sendable {
        var version: Int
        var firstChange: Double
        var lastChange: Double
    }

    public var policy: Policy
    var pending: [String: Pending] = [:]
    /// The newest version published per document.
    var published: [String: Int] = [:]
    /// Seconds a check of each document takes (smoothed).
    var checkDurations: [String: Double] = [:]

    public init(policy: Policy = Policy()) {
        self.policy = policy
    }

    /// A document changed (or was opened) at `now`; it will be checked after the quiet period.
    public mutating func changed(_ uri: String, version: Int, at now: Double) {
        if var entry = pending[uri] {
            entry.version = max(entry.version, version)
            entry.lastChange = now
            pending[uri] = entry
        } else {
            pending[uri] = Pending(version: version, firstChange: now, lastChange: now)
        }
    }

    /// The document was closed: nothing more is published for it.
    public mutating func closed(_ uri: String) {
        pending[uri] = nil
        published[uri] = nil
        checkDurations[uri] = nil
    }

    func deadline(_ uri: String, _ entry: Pending) -> Double {
        let delay = policy.delay(lastCheckDuration: checkDurations[uri] ?? 0)
        return min(entry.lastChange + delay, entry.firstChange + policy.maximumWait)
    }

    /// When the next check is due, for the event loop's poll timeout; nil when nothing waits.
    public var nextDeadline: Double? {
        pending.map { deadline($0.key, $0.value) }.min()
    }

    /// The documents whose quiet period has passed at `now`, in a stable order; they are no
    /// longer pending.
    public mutating func takeDue(at now: Double) -> [String] {
        let due = pending.filter { deadline($0.key, $0.value) <= now }.map(\.key).sorted()
        for uri in due { pending[uri] = nil }
        return due
    }

    /// Whether a result computed for `version` may be published: never when the document has
    /// moved on (`latestVersion`), nor over a newer version already published. The same
    /// version may be published again (after a configuration change).
    public func mayPublish(_ uri: String, version: Int, latestVersion: Int) -> Bool {
        guard version >= latestVersion else { return false }
        if let last = published[uri], last > version { return false }
        return true
    }

    /// Records a publication.
    public mutating func didPublish(_ uri: String, version: Int) {
        published[uri] = max(published[uri] ?? version, version)
    }

    /// Records how long a check took, which sets the next quiet period. Durations are
    /// smoothed, so one check slowed by a busy machine does not delay the next answer.
    public mutating func checked(_ uri: String, duration: Double) {
        checkDurations[uri] = checkDurations[uri].map { $0 * 0.7 + duration * 0.3 } ?? duration
    }
}
