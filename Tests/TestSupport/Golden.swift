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

    /// Compares `actual` with a block inside a document (the README's `check` example), or
    /// rewrites the block when updating: the lines after the line `opening`, up to the next line
    /// that is `closing`. The rest of the document is left as it is.
    public static func assertBlockMatches(_ actual: String, in url: URL, opening: String, closing: String = "```",
                                          sourceLocation: SourceLocation = #_sourceLocation) throws {
        let name = url.path.hasPrefix(Repository.root.path) ? String(url.path.dropFirst(Repository.root.path.count + 1)) : url.path
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let open = text.range(of: opening + "\n"),
              let close = text.range(of: "\n" + closing + "\n", range: open.upperBound..<text.endIndex) else {
            Issue.record("\(name) has no block that starts with the line `\(opening)` and ends with `\(closing)`", sourceLocation: sourceLocation)
            return
        }
        let expected = String(text[open.upperBound..<close.lowerBound]) + "\n"
        if updating {
            if !Data(expected.utf8).elementsEqual(Data(actual.utf8)) {
                let updated = String(text[..<open.upperBound]) + actual + String(text[text.index(after: close.lowerBound)...])
                try Data(updated.utf8).write(to: url)
            }
            return
        }
        if !Data(expected.utf8).elementsEqual(Data(actual.utf8)) {
            let difference = firstDifference(expected, actual)
            Issue.record("the block `\(opening)` in \(name) differs from the real output: \(difference). Regenerate with Scripts/update-goldens.sh",
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
