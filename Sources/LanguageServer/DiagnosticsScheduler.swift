/// Decides when each open document is checked and whether a result may be published.
///
/// While someone types, checking after every keystroke wastes work on text that is already
/// gone, so a check waits for a quiet period. The period adapts to the cost of checking, the
/// way clangd's does: a spec that checks in 2 ms is checked almost at once, a 5 MB one waits
/// longer. A change that keeps arriving cannot postpone diagnostics forever (`maximumWait`).
///
/// Versions make publishing monotonic: a result computed for an older version than the newest
/// one published (or the newest one known) is dropped, so stale results never overwrite
/// newer ones, whatever order checks finish in.
public struct DiagnosticsScheduler: Sendable {
    /// How long to wait for quiet, in seconds.
    public struct Policy: Sendable, Equatable {
        /// The quiet period never drops below this.
        public var minimumDelay: Double
        /// Nor rises above this.
        public var maximumDelay: Double
        /// The quiet period is this multiple of the last check's duration.
        public var checkCostRatio: Double
        /// Continuous changes publish at least this often.
        public var maximumWait: Double

        public init(minimumDelay: Double = 0.005, maximumDelay: Double = 0.5, checkCostRatio: Double = 1,
                    maximumWait: Double = 1.0) {
            self.minimumDelay = minimumDelay
            self.maximumDelay = maximumDelay
            self.checkCostRatio = checkCostRatio
            self.maximumWait = maximumWait
        }

        /// A fixed quiet period (`layoutc lsp --debounce-ms N`).
        public static func fixed(_ seconds: Double) -> Policy {
            Policy(minimumDelay: seconds, maximumDelay: seconds, checkCostRatio: 0, maximumWait: max(1.0, seconds * 4))
        }

        func delay(lastCheckDuration: Double) -> Double {
            min(maximumDelay, max(minimumDelay, lastCheckDuration * checkCostRatio))
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
    /// Seconds the last check of each document took.
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

    /// Records a publication and how long its check took.
    public mutating func didPublish(_ uri: String, version: Int, checkDuration: Double) {
        published[uri] = version
        checkDurations[uri] = checkDuration
    }
}
