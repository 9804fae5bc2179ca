import Diagnostics
import Foundation
import LayoutCompiler
import Testing

/// `duplicate-id` compares a short list's ids one with another and hashes a long list's: both
/// must report every repeat, each pointing at the first use of its id.
@Suite struct DuplicateIDTests {
    /// A list of `count` distinct rows, with `inbox` repeated twice more and `a` once, after them.
    static func spec(rows count: Int) -> String {
        let rows = (0..<count).map { "        - { id: row\($0), title: Row \($0) }" }
            + ["        - { id: inbox, title: Inbox }", "        - { id: a, title: A }",
               "        - { id: inbox, title: Inbox again }", "        - { id: a, title: A again }",
               "        - { id: inbox, title: Inbox a third time }"]
        return """
        spec: 1
        app: Mail
        screens:
          Mailboxes:
            list:
              appearance: sidebar
              items:
        \(rows.joined(separator: "\n"))
          Detail:
        split: { style: doubleColumn, primary: Mailboxes, secondary: Detail }

        """
    }

    @Test("Every repeat is reported against the first use, in a short list and a long one", arguments: [2, 30])
    func reportsEveryRepeat(rows: Int) {
        let text = Self.spec(rows: rows)
        let findings = Examples.findings(of: "duplicate-id", in: text)
        // The value of the first `id: inbox`.
        let firstInbox = Examples.position(text.utf8.distance(from: text.startIndex, to: text.range(of: "id: inbox")!.lowerBound) + 4, in: text)
        #expect(findings.map(\.message) == ["item id `inbox` is already used in this list (ids are unique across the whole list, outline children included)",
                                            "item id `a` is already used in this list (ids are unique across the whole list, outline children included)",
                                            "item id `inbox` is already used in this list (ids are unique across the whole list, outline children included)"])
        #expect(Set(findings.filter { $0.message.contains("`inbox`") }.compactMap { $0.related.first.map { Examples.position($0.range.start, in: text) } }) == [firstInbox])
    }
}
