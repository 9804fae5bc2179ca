import LayoutRuntime
import ShortcutsLayout
import Testing

/// The Shortcuts window as its spec (Shortcuts.layout.yaml) describes it, read through the typed
/// model that the build plugin generated. If the spec changes, these say what changed.
@Suite struct ShortcutsWindow {
    @Test func sidebarListsTheShortcutsDestinationsThenTheFolders() {
        #expect(Shortcuts.LibrarySection.allCases == [.myShortcuts, .folders])
        #expect(Shortcuts.LibrarySection.myShortcuts.items.map(\.title)
            == ["All Shortcuts", "Share Sheet", "Apple Watch", "Automation", "Gallery"])
        #expect(Shortcuts.LibrarySection.folders.items.map(\.title) == ["Morning Routine", "Travel", "Focus"])
    }

    @Test func sidebarRowsOpenTheirScreenInTheSecondaryColumn() {
        let destinations = Dictionary(uniqueKeysWithValues: Shortcuts.sidebarDestinations.map { ($0.item, $0.destination) })
        #expect(destinations[.automation] == Shortcuts.Destination(.showDetail, .automations))
        #expect(destinations[.gallery] == Shortcuts.Destination(.showDetail, .gallery))
        // Rows without their own `onSelect` use the list's: the collection of shortcuts.
        for item in [Shortcuts.LibraryItem.allShortcuts, .shareSheet, .appleWatch, .morningRoutine, .travel, .focus] {
            #expect(destinations[item] == Shortcuts.Destination(.showDetail, .shortcutCollection), "\(item)")
        }
    }

    @Test func screensAreTheSpecsInDeclarationOrder() {
        #expect(Shortcuts.Screen.allCases.map(\.rawValue)
            == ["Library", "ShortcutCollection", "ShortcutEditor", "Automations", "AutomationEditor", "Gallery"])
        #expect(Shortcuts.Screen.library.title == "Shortcuts")
        #expect(Shortcuts.Screen.shortcutEditor.title == "Edit Shortcut")
    }

    @Test func everyScreenBeyondTheSidebarSurvivesASizeClassChange() {
        let restored = Shortcuts.Screen.allCases.filter(\.restoresState)
        #expect(restored == Shortcuts.Screen.allCases.filter { $0 != .library })
    }

    @Test func shortcutsOpenInTheEditorAndDeleteWithATrailingSwipe() {
        #expect(Shortcuts.Screen.shortcutCollection.selectionDestination == Shortcuts.Destination(.push, .shortcutEditor))
        #expect(Shortcuts.ShortcutCollectionSwipeAction.trailingActions == [.delete])
        #expect(Shortcuts.ShortcutCollectionSwipeAction.delete.isDestructive)
        #expect(Shortcuts.ShortcutCollectionSwipeAction.leadingActions.isEmpty)
    }

    @Test func rowsOfTheDynamicCollectionAreValuesTheAppMakes() {
        let row = Shortcuts.Shortcut(id: "1", title: "Log Water", systemImageName: "drop")
        #expect(row == Shortcuts.Shortcut(id: "1", title: "Log Water", systemImageName: "drop"))
        #expect(Shortcuts.Selection.shortcutCollection(row) != .shortcutCollection(Shortcuts.Shortcut(id: "2", title: "Log Water")))
    }

    @Test func theEditorsDetailsPopoverClosesOnScrollOrAnOutsideTap() {
        #expect(Shortcuts.Transient.shortcutDetails.kind == .popover)
        #expect(Shortcuts.Transient.shortcutDetails.presenter == .shortcutEditor)
        #expect(Set(Shortcuts.Transient.shortcutDetails.dismissSignals) == [.outsideTap, .scroll])
    }
}

/// The editor's scene (Editor.layout.yaml, `app: ShortcutEditor`): the generated file is named
/// after the spec file, the namespace after `app`.
@Suite struct ShortcutEditorScene {
    @Test func theActionLibraryIsAnOutlineOfCategories() {
        #expect(ShortcutEditor.ActionLibrarySection.allCases.map(\.title) == ["Suggestions", "Categories"])
        #expect(ShortcutEditor.ActionLibrarySection.categories.isOutline)
        #expect(!ShortcutEditor.ActionLibrarySection.suggestions.isOutline)
        #expect(ShortcutEditor.ActionLibrarySection.categories.items.map(\.title) == ["Apps", "Scripting", "Media", "Web"])
        #expect(ShortcutEditor.ActionLibraryItem.apps.children.map(\.title) == ["Calendar", "Notes"])
    }

    @Test func everyCategoryShowsItsActionsInTheSecondaryColumn() {
        for item in ShortcutEditor.ActionLibraryItem.allCases {
            #expect(item.destination == ShortcutEditor.Destination(.showDetail, .actionList), "\(item)")
        }
        #expect(ShortcutEditor.Screen.actionList.selectionDestination == ShortcutEditor.Destination(.push, .actionDetails))
    }

    @Test func actionDetailsKeepToTheReadableWidth() {
        #expect(ShortcutEditor.Screen.actionDetails.usesReadableWidth)
        #expect(!ShortcutEditor.Screen.actionLibrary.usesReadableWidth)
        #expect(ShortcutEditor.ActionDetailsToolbarItem.allCases.map(\.title) == ["Add to Shortcut"])
    }
}

/// The navigation state of the Shortcuts layout, run on any platform through LayoutRuntime.
@Suite struct ShortcutsNavigation {
    @Test func pickingAutomationInTheSidebarThenNarrowingTheWindowShowsTheAutomationTab() {
        let map = Shortcuts.navigationMap
        var state = NavigationState(map, width: .regular)
        state.select(.library(.automation), opening: Shortcuts.Destination(.showDetail, .automations), from: .column(.primary), map)
        state.collapse(map)
        #expect(state.selectedTab == 1)
        #expect(state.compactStack.map(\.screen) == [.automations])
        state.expand(map)
        #expect(state.highlightedSelection(in: .primary) == .library(.automation), "the sidebar still shows where the user is")
    }
}
