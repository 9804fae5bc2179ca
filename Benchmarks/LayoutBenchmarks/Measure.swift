import SystemInterface

/// Monotonic time in seconds.
func now() -> Double { SystemCall.monotonicSeconds() }

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// One stage measured against the yardstick in pairs: each run of the stage is timed right
/// after a run of libyaml's bare scan of the same bytes, and the ratio is taken per pair, so a
/// noisy neighbour slows both sides of a pair alike.
struct PairedResult {
    var stage: String
    var size: String
    var bytes: Int
    var times: [Double] = []
    var yardstickTimes: [Double] = []
    var ratios: [Double] = []
    var peakMemoryBytes: Int?
    /// The same, for the self-contained binary that ships, when it was built.
    var shippedPeakMemoryBytes: Int?

    var medianTime: Double { median(times) }
    var medianRatio: Double { median(ratios) }
    var megabytesPerSecond: Double { Double(bytes) / 1e6 / medianTime }
}

func measurePaired(stage: String, size: String, bytes: Int, iterations: Int,
                   yardstick: () -> Void, body: () -> Void) -> PairedResult {
    var result = PairedResult(stage: stage, size: size, bytes: bytes)
    // One warm-up of each side.
    yardstick()
    body()
    for _ in 0..<iterations {
        let a = now()
        yardstick()
        let b = now()
        body()
        let c = now()
        result.yardstickTimes.append(b - a)
        result.times.append(c - b)
        result.ratios.append((c - b) / max(b - a, 1e-9))
    }
    return result
}

/// Runs a program to completion and returns its wall time and peak resident memory.
func runProcess(_ arguments: [String], quiet: Bool = true) -> (seconds: Double, peakBytes: Int, status: Int32) {
    let start = now()
    guard let child = ChildProcess.start(arguments, actions: quiet ? [.discard(1), .discard(2)] : []),
          let ending = child.wait() else { return (.nan, 0, -1) }
    return (now() - start, ending.peakResidentBytes, ending.status)
}

/// The folder this executable lives in (its siblings are the other built products).
func executableDirectory() -> String {
    guard let path = SystemCall.executablePath() else { return "." }
    return path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
}

func format(_ value: Double, _ digits: Int = 2) -> String {
    guard value.isFinite else { return "-" }
    var scaled = (value * pow(10, Double(digits))).rounded() / pow(10, Double(digits))
    if scaled == 0 { scaled = 0 }
    var text = String(scaled)
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    } else if digits > 0 {
        text += "." + String(repeating: "0", count: digits)
    }
    return text
}

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let n = text.count
    guard n < width else { return text }
    return right ? String(repeating: " ", count: width - n) + text : text + String(repeating: " ", count: width - n)
}
