import LayoutRuntime
import Testing

/// What a generated SwiftUI `RootView` does with its bindings, run on the state it binds to:
/// SwiftUI itself does not exist here, so each binding's getter and setter is exercised as the
/// framework calls them (a list selection set, a path shortened by Back, a tab chosen, the size
/// class changing under a tab bar, the scene saved and restored).
@Suite("Navigation bindings (SwiftUI)")
struct NavigationBindingsTests {
    let mail = try! SpecNavigation(path: "Specs/Mail.layout.yaml")
    let shortcuts = try! SpecNavigation(path: "Specs/Shortcuts.layout.yaml")

    func pick(_ source: String, _ row: String) -> Pick { Pick(source: source, row: row) }

    func mailWithAMessage() -> State {
        var state = State(mail.map, width: .regular)
        state.select(pick("Mailboxes", "vip"), opening: Destination(.showSupplementary, "MessageList"), from: .column(.primary), mail.map)
        state.select(pick("MessageList", "sample-1"), opening: Destination(.showDetail, "MessageDetail"), from: .column(.supplementary), mail.map)
        return state
    }

    @Test func eachColumnStartsWithTheScreenItsSelectionOpenedAndHighlightsIt() {
        let state = mailWithAMessage()
        #expect(state.firstRoute(in: .supplementary, mail.map)?.screen == "MessageList")
        #expect(state.firstRoute(in: .secondary, mail.map)?.selection == pick("MessageList", "sample-1"))
        #expect(state.path(in: .secondary).isEmpty, "nothing pushed above the message")
        #expect(state.highlightedSelection(at: .column(.primary)) == pick("Mailboxes", "vip"))
        #expect(state.highlightedSelection(at: .column(.supplementary)) == pick("MessageList", "sample-1"))
        #expect(state.highlightedSelection(at: .compact) == nil, "a row in a stack is not left looking chosen after Back")
    }

    @Test func clearingAListSelectionClosesTheColumnsItOpened() {
        var state = mailWithAMessage()
        state.deselect(in: .supplementary)
        #expect(state.secondary.isEmpty)
        #expect(state.supplementary.map(\.screen) == ["MessageList"], "the list stays; only what it opened closes")
        state.deselect(in: .primary)
        #expect(state.supplementary.isEmpty)
    }

    @Test func backInAColumnKeepsWhatThePathStillHoldsAndIgnoresAnythingElse() {
        var state = State(shortcuts.map, width: .regular)
        state.select(pick("Library", "automation"), opening: Destination(.showDetail, "Automations"), from: .column(.primary), shortcuts.map)
        state.select(pick("Automations", "sunset"), opening: Destination(.push, "AutomationEditor"), from: .column(.secondary), shortcuts.map)
        let pushed = state.path(in: .secondary)
        #expect(pushed.map(\.screen) == ["AutomationEditor"])

        var unchanged = state
        unchanged.setPath(pushed + pushed, in: .secondary, shortcuts.map)
        #expect(unchanged == state, "a path SwiftUI grows on its own is not navigation the state made")

        state.setPath([], in: .secondary, shortcuts.map)
        #expect(state.secondary.map(\.screen) == ["Automations"])
        #expect(state.highlightedSelection(in: .primary) == pick("Library", "automation"), "Back does not lose the sidebar pick")
    }

    @Test func aTabBarReadsTheStateAdaptedToTheWidthOnScreenWithoutLosingIt() {
        var state = State(shortcuts.map, width: .regular)
        state.select(pick("Library", "automation"), opening: Destination(.showDetail, "Automations"), from: .column(.primary), shortcuts.map)
        state.select(pick("Automations", "sunset"), opening: Destination(.push, "AutomationEditor"), from: .column(.secondary), shortcuts.map)

        let compact = state.adapted(to: .compact, shortcuts.map)
        #expect(compact.selectedTab == 1)
        #expect(compact.compactPath(tab: 1).map(\.screen) == ["AutomationEditor"])
        #expect(compact.adapted(to: .regular, shortcuts.map).secondary == state.secondary, "rotating back finds the same place")
        #expect(state.adapted(to: .regular, shortcuts.map) == state, "adapting to the width it is in changes nothing")
    }

    @Test func backAndTabsInCompactWidthUpdateOnlyTheirTab() {
        var state = State(shortcuts.map, width: .compact)
        state.selectTab(1)
        state.select(pick("Automations", "sunset"), opening: Destination(.push, "AutomationEditor"), from: .compact, shortcuts.map)
        #expect(state.compactPath(tab: 1).count == 1)
        state.setCompactPath([], tab: 1)
        #expect(state.compactPath(tab: 1).isEmpty && state.selectedTab == 1)
        state.setCompactPath([], tab: 7)
        #expect(state.compactPath(tab: 7).isEmpty, "a tab the layout does not have is ignored, not a crash")
    }

    @Test func theSceneSavesTheStateAsTextAndRefusesTextFromAnotherLayout() {
        let state = mailWithAMessage()
        #expect(State(savedText: state.savedText, mail.map) == state)
        #expect(State(savedText: state.savedText, shortcuts.map) == nil)
        #expect(State(savedText: "", mail.map) == nil, "a scene with nothing saved yet")
        #expect(State(savedText: "{\"width\":", mail.map) == nil, "text cut short")
    }
}

/// A generated `Selection` in small: a case per list, two lists with rows of the same type.
private enum MailboxPick: NavigationValue {
    case mailboxes(String)
    case smartMailboxes(String)
}

@Suite("A list's highlighted row (SwiftUI)")
struct HighlightedRowTests {
    @Test("A list's binding reads its own row, never one of another list whose rows have the same type")
    func eachListReadsItsOwnCase() {
        let map = NavigationMap<String, MailboxPick>(style: .doubleColumn, primary: "Mailboxes", secondary: "Messages")
        var state = NavigationState(map, width: .regular)
        state.select(.smartMailboxes("today"), opening: Destination(.showDetail, "Messages"), from: .column(.primary), map)
        #expect(state.highlightedRow(at: .column(.primary), of: MailboxPick.smartMailboxes) == "today")
        #expect(state.highlightedRow(at: .column(.primary), of: MailboxPick.mailboxes) == nil)
        #expect(state.highlightedRow(at: .compact, of: MailboxPick.smartMailboxes) == nil, "nothing is highlighted in a stack")
    }
}
