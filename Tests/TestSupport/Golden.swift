import Foundation
import Testing

/// Golden files: expected output kept in the repository and reviewed as diffs. Every golden of
/// every target is rewritten by one command, `Scripts/update-goldens.sh` (which sets
/// `LAYOUTC_UPDATE_GOLDENS=1` and runs the tests that compare goldens).
public enum Golden {
    public static var updating: Bool { ProcessInfo.processInfo.environment["LAYOUTC_UPDATE_GOLDENS"] == "1" }

    /// Compares `actual` with the file at `url`, or rewrites it when updating.
    public static func assertMatches(_ actual: String, file url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if updating {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if (try? Data(contentsOf: url)) != Data(actual.utf8) { try Data(actual.utf8).write(to: url) }
            return
        }
        let name = url.path.hasPrefix(Repository.root.path) ? String(url.path.dropFirst(Repository.root.path.count + 1)) : url.path
        guard let expected = try? Data(contentsOf: url) else {
            Issue.record("missing golden \(name); run Scripts/update-goldens.sh", sourceLocation: sourceLocation)
            return
        }
        // Bytes, not `String ==`, which treats canonically equivalent Unicode as equal.
        if Data(actual.utf8) != expected {
            let difference = firstDifference(String(decoding: expected, as: UTF8.self), actual)
            Issue.record("\(name) differs from its golden: \(difference). Review, then regenerate with Scripts/update-goldens.sh",
                         sourceLocation: sourceLocation)
        }
    }

    /// The first line that differs, for failure messages.
    public static func firstDifference(_ expected: String, _ actual: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(e.count, a.count) {
            let el = i < e.count ? String(e[i]) : "<end of file>"
            let al = i < a.count ? String(a[i]) : "<end of file>"
            if !el.utf8.elementsEqual(al.utf8) { return "line \(i + 1)\n  expected: \(el)\n  actual:   \(al)" }
        }
        return "no line differs"
    }
}
