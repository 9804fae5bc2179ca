import LayoutRuntime
import Testing

/// The adaptive behaviour the generated layouts had wrong, pinned on the bundled specs at the
/// level of the navigation state (the UIKit scenarios run the same through generated code).
@Suite("Navigation state")
struct NavigationStateTests {
    let mail = try! SpecNavigation(path: "Specs/Mail.layout.yaml")
    let shortcuts = try! SpecNavigation(path: "Specs/Shortcuts.layout.yaml")
    let contacts = try! SpecNavigation(path: "Specs/Contacts.layout.yaml")

    func pick(_ source: String, _ row: String) -> Pick { Pick(source: source, row: row) }

    @Test func launchingInCompactWidthShowsTheCompactRootAndNoEmptyDetail() {
        for nav in [mail, contacts] {
            let state = State(nav.map, width: .compact)
            #expect(state.compactStack.map(\.screen) == [nav.outline.compactRoots[0]], "\(nav.name)")
        }
        // Collapsing a layout where nothing is selected shows the root alone as well.
        var state = State(mail.map, width: .regular)
        state.collapse(mail.map)
        #expect(state.compactStack.map(\.screen) == ["Mailboxes"])
    }

    /// Shortcuts picks All Shortcuts at launch (`selectedAtLaunch`): the state starts as if the
    /// user had picked it, in either width, and keeps the display mode the spec asks for.
    @Test func aRowSelectedAtLaunchIsPickedInEitherWidth() {
        let regular = State(shortcuts.map, width: .regular, displayMode: .oneOverSecondary)
        #expect(regular.secondary == [Route("ShortcutCollection", selection: pick("Library", "allShortcuts"))])
        #expect(regular.highlightedSelection(in: .primary) == pick("Library", "allShortcuts"), "the sidebar highlights it")
        #expect(regular.displayMode == .oneOverSecondary, "the spec's display mode stands: the launch pick puts no sidebar away")
        let compact = State(shortcuts.map, width: .compact)
        #expect(compact.selectedTab == 0)
        #expect(compact.compactStack.map(\.screen) == ["Library", "ShortcutCollection"], "Back goes to the sidebar's list")
        var expanded = compact
        expanded.expand(shortcuts.map)
        #expect(expanded.secondary == regular.secondary, "widening shows the same pick")
        // Without the pick, the layout starts at its first screens.
        var plain = shortcuts.map
        plain.launch = []
        #expect(State(plain, width: .regular).secondary.isEmpty)
        #expect(State(plain, width: .compact).compactStack.map(\.screen) == ["Library"])
    }

    /// A pick at launch in the detail's own list pushes: the layout starts deeper than the
    /// column's first screen (Files: iCloud Drive, then its Documents folder).
    @Test func picksAtLaunchCanStartAStackDeeperThanTheColumnsRoot() {
        let files = Map(style: .doubleColumn, primary: "Locations", secondary: "Folders", launch: [
            .init(pick("Locations", "iCloud"), Destination(.showDetail, "Folders")),
            .init(pick("Folders", "documents"), Destination(.push, "Folder")),
        ])
        let regular = State(files, width: .regular)
        #expect(regular.secondary.map(\.screen) == ["Folders", "Folder"])
        #expect(regular.secondary.last?.selection == pick("Folders", "documents"))
        let compact = State(files, width: .compact)
        #expect(compact.compactStack.map(\.screen) == ["Locations", "Folders", "Folder"], "Back goes to Documents' folder list, then the locations")
    }

    /// Picking again the row whose screen the next column shows, after going deeper there, goes
    /// back to that screen (Shortcuts: All Shortcuts, an editor pushed, All Shortcuts again).
    @Test func pickingTheShownRowAgainPopsItsColumnToTheRowsScreen() {
        var state = State(shortcuts.map, width: .regular)
        state.select(pick("ShortcutCollection", "sample-1"), opening: Destination(.push, "ShortcutEditor"), from: .column(.secondary), shortcuts.map)
        #expect(state.secondary.map(\.screen) == ["ShortcutCollection", "ShortcutEditor"])
        state.select(pick("Library", "allShortcuts"), opening: Destination(.showDetail, "ShortcutCollection"), from: .column(.primary), shortcuts.map)
        #expect(state.secondary == [Route("ShortcutCollection", selection: pick("Library", "allShortcuts"))])
    }

    @Test func collapsingMailShowsTheWholeChainAndExpandingPutsItBack() {
        var state = State(mail.map, width: .regular)
        state.select(pick("Mailboxes", "vip"), opening: Destination(.showSupplementary, "MessageList"), from: .column(.primary), mail.map)
        state.select(pick("MessageList", "sample-1"), opening: Destination(.showDetail, "MessageDetail"), from: .column(.supplementary), mail.map)
        state.collapse(mail.map)
        #expect(state.compactStack.map(\.screen) == ["Mailboxes", "MessageList", "MessageDetail"], "Back goes to the message list")
        state.expand(mail.map)
        #expect(state.supplementary.map(\.selection) == [pick("Mailboxes", "vip")], "the list of the mailbox the message came from")
        #expect(state.secondary.map(\.selection) == [pick("MessageList", "sample-1")])
        #expect(state.highlightedSelection(in: .primary) == pick("Mailboxes", "vip"), "the sidebar highlights the mailbox")
    }

    @Test func choosingAnotherListResetsTheDetail() {
        var state = State(mail.map, width: .regular)
        state.select(pick("Mailboxes", "vip"), opening: Destination(.showSupplementary, "MessageList"), from: .column(.primary), mail.map)
        state.select(pick("MessageList", "sample-1"), opening: Destination(.showDetail, "MessageDetail"), from: .column(.supplementary), mail.map)
        state.select(pick("Mailboxes", "flagged"), opening: Destination(.showSupplementary, "MessageList"), from: .column(.primary), mail.map)
        #expect(state.secondary.isEmpty, "the placeholder, not a message of another mailbox")
    }

    @Test func overlaidSidebarsHideAfterAPickThatShowsADetail() {
        var state = State(contacts.map, width: .regular, displayMode: .oneOverSecondary)
        state.select(pick("ContactList", "sample-1"), opening: Destination(.showDetail, "ContactCard"), from: .column(.primary), contacts.map)
        #expect(state.displayMode == .secondaryOnly)
    }

    @Test func aDisplacedDetailGetsThePrimaryColumnOutOfTheWayOnlyWhenADetailIsPicked() {
        var state = State(mail.map, width: .regular, displayMode: .twoDisplaceSecondary)
        state.select(pick("Mailboxes", "vip"), opening: Destination(.showSupplementary, "MessageList"), from: .column(.primary), mail.map)
        #expect(state.displayMode == .twoDisplaceSecondary, "a mailbox pick shows no detail: the sidebar stays")
        state.select(pick("MessageList", "sample-1"), opening: Destination(.showDetail, "MessageDetail"), from: .column(.supplementary), mail.map)
        #expect(state.displayMode == .oneBesideSecondary, "the list stays beside the message, which is no longer dimmed")
    }

    @Test func collapsingShortcutsChoosesTheTabTheSidebarSelectionStarts() {
        var state = State(shortcuts.map, width: .regular)
        state.select(pick("Library", "automation"), opening: Destination(.showDetail, "Automations"), from: .column(.primary), shortcuts.map)
        state.select(pick("Automations", "sunset"), opening: Destination(.push, "AutomationEditor"), from: .column(.secondary), shortcuts.map)
        state.collapse(shortcuts.map)
        #expect(state.selectedTab == 1)
        #expect(state.compactStack.map(\.screen) == ["Automations", "AutomationEditor"], "the tab's root once, then the editor")
        state.expand(shortcuts.map)
        #expect(state.secondary.map(\.screen) == ["Automations", "AutomationEditor"])
        #expect(state.highlightedSelection(in: .primary) == pick("Library", "automation"))
    }

    @Test func aTabShowingOnlyItsRootReachesTheSecondaryColumnAndTheSidebar() {
        var state = State(shortcuts.map, width: .compact)
        state.selectTab(1)
        state.expand(shortcuts.map)
        #expect(state.secondary.map(\.screen) == ["Automations"])
        #expect(state.highlightedSelection(in: .primary) == pick("Library", "automation"), "the sidebar row of the tab")
        state.collapse(shortcuts.map)
        #expect(state.selectedTab == 1 && state.compactStack.map(\.screen) == ["Automations"])
    }

    @Test func savedStateRestoresExactlyAndAStaleOneIsRefused() throws {
        var state = State(mail.map, width: .regular)
        state.select(pick("Mailboxes", "vip"), opening: Destination(.showSupplementary, "MessageList"), from: .column(.primary), mail.map)
        #expect(State.restored(state, mail.map) == state)
        #expect(State.restored(state, shortcuts.map) == nil, "a state saved by another layout")
    }

    @Test func aSidebarOpenOverTheDetailComesBackPutAway() {
        var state = State(mail.map, width: .regular)
        for (mode, expected) in [(State.DisplayMode.oneOverSecondary, State.DisplayMode.automatic), (.twoOverSecondary, .automatic),
                                 (.twoBesideSecondary, .twoBesideSecondary), (.secondaryOnly, .secondaryOnly)] {
            state.displayModeChanged(to: mode)
            #expect(State.restored(state, mail.map)?.displayMode == expected, "saved with \(mode)")
        }
    }
}
