import Diagnostics
import Testing

/// Lists that share one `&swipes` mapping share its actions. A finding about such an action
/// is made once, where the action is written, and names the lists it affects: a spec with a
/// thousand timelines sharing one Delete gets one warning, not a thousand at the same line.
@Suite struct SharedSwipeActionsTests {
    static func spec(lists: Int) -> String {
        var text = """
            spec: 1
            app: Reader
            screens:
              Feeds:
                list:
                  appearance: sidebar
                  items:

            """
        for index in 0..<lists {
            text += "        - { id: feed\(index), title: Feed \(index), image: tray, onSelect: { showSupplementary: Timeline\(index) } }\n"
        }
        for index in 0..<lists {
            text += """
                  Timeline\(index):
                    list:
                      appearance: sidebarPlain
                      items: dynamic
                      itemType: Article
                      swipeActions: \(index == 0 ? "&swipes\n          trailing:\n            - { title: Delete, style: destructive, image: trash }" : "*swipes")
                      onSelect: { showDetail: Article }

                """
        }
        text += """
              Article:
            split: { style: tripleColumn, primary: Feeds, supplementary: Timeline0, secondary: Article }

            """
        return text
    }

    static func unconfirmed(lists: Int) -> [Diagnostic] {
        Examples.findings(of: "destructive-swipe-unconfirmed", in: spec(lists: lists))
    }

    @Test func oneListIsNamedAsBefore() {
        #expect(Self.unconfirmed(lists: 1).map(\.message) == [
            "`Delete` destroys data and a full trailing swipe on a `Timeline0` row performs it at once, with no confirmation and no Undo",
        ])
    }

    @Test func aFewListsAreAllNamedInOneFinding() {
        #expect(Self.unconfirmed(lists: 3).map(\.message) == [
            "`Delete` destroys data and a full trailing swipe on a `Timeline0`, `Timeline1` or `Timeline2` row performs it at once, with no confirmation and no Undo",
        ])
    }

    @Test func manyListsAreCountedInOneFinding() throws {
        let findings = Self.unconfirmed(lists: 40)
        #expect(findings.map(\.message) == [
            "`Delete` destroys data and a full trailing swipe on a row of `Timeline0`, `Timeline1` or one of the 38 other lists that share it performs it at once, with no confirmation and no Undo",
        ])
        // Still with its fix-it, which adds the question once, where the action is written.
        #expect(try #require(findings.first).fixIts.count == 1)
    }

    /// The same actions as one list's leading edge and another's trailing edge: a finding for
    /// each edge, each naming its own lists; a list that reaches them on both edges is named once
    /// in each.
    @Test func anEdgeIsNamedForTheListsThatSwipeFromIt() {
        let text = """
            spec: 1
            app: Mail
            screens:
              Inbox:
                list:
                  items: dynamic
                  itemType: Message
                  swipeActions:
                    leading: &delete
                      - { title: Delete, style: destructive, image: trash }
                    trailing: *delete
                  onSelect: { showDetail: Message }
              Archive:
                list:
                  items: dynamic
                  itemType: Message
                  swipeActions:
                    trailing: *delete
                  onSelect: { showDetail: Message }
              Message:
            split: { style: doubleColumn, primary: Inbox, secondary: Message }

            """
        #expect(Examples.findings(of: "destructive-swipe-unconfirmed", in: text).map(\.message).sorted() == [
            "`Delete` destroys data and a full leading swipe on a `Inbox` row performs it at once, with no confirmation and no Undo",
            "`Delete` destroys data and a full trailing swipe on a `Inbox` or `Archive` row performs it at once, with no confirmation and no Undo",
        ])
    }
}
