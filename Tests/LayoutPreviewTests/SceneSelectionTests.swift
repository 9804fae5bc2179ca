@testable import LayoutPreview
import LayoutCompiler
import LayoutModel
import SpecSource
import Testing

/// Which pictures a spec gets and how its columns are laid out follow UIKit's rules
/// (uikit-api.md §1.3): display modes per split behavior, column widths clamped by min and max.
@Suite("Scenes and column layout")
struct SceneSelectionTests {
    func spec(_ split: String, screens: String = "") -> LayoutSpec {
        let text = "spec: 1\napp: T\nscreens:\n  A: { title: A }\n  B: { title: B }\n  C: { title: C }\n" + screens + "split:\n" + split
        return LayoutCompiler().check(path: "t.layout.yaml", bytes: Array(text.utf8)).spec
    }

    func landscapeModes(_ spec: LayoutSpec) -> [DisplayMode] {
        SceneSelection.scenes(for: spec.split).filter { $0.device == .ipadLandscape }.compactMap(\.displayMode)
    }

    @Test func thePreferredModeComesFirstThenEveryModeTheBehaviorAllows() {
        let mail = spec("  style: tripleColumn\n  behavior: displace\n  displayMode: twoDisplaceSecondary\n  primary: A\n  supplementary: B\n  secondary: C\n")
        #expect(landscapeModes(mail) == [.twoDisplaceSecondary, .secondaryOnly, .oneBesideSecondary])
    }

    @Test func automaticBehaviorShowsEveryModeValidForTheStyle() {
        let double = spec("  style: doubleColumn\n  primary: A\n  secondary: C\n")
        #expect(landscapeModes(double) == [.oneBesideSecondary, .secondaryOnly, .oneOverSecondary])
        let triple = spec("  style: tripleColumn\n  displayMode: twoBesideSecondary\n  primary: A\n  supplementary: B\n  secondary: C\n")
        #expect(landscapeModes(triple) == [.twoBesideSecondary, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary,
                                           .twoOverSecondary, .twoDisplaceSecondary])
    }

    @Test func aTwoColumnSplitUnderTileNeverShowsATwoMode() {
        let reminders = spec("  style: doubleColumn\n  behavior: tile\n  displayMode: oneBesideSecondary\n  primary: A\n  secondary: C\n")
        #expect(landscapeModes(reminders) == [.oneBesideSecondary, .secondaryOnly])
    }

    @Test func aModeTheBehaviorCannotShowIsDrawnAsUIKitRemapsIt() {
        let scenes = SceneSelection.scenes(for: spec("  style: tripleColumn\n  behavior: overlay\n  displayMode: twoBesideSecondary\n  primary: A\n  supplementary: B\n  secondary: C\n").split)
        #expect(scenes[0].displayMode == .twoOverSecondary)
        #expect(scenes[0].remark == "UIKit remaps twoBesideSecondary to twoOverSecondary under behavior overlay")
    }

    @Test func portraitStartsWithTheSecondaryAloneWhenTheModeIsAutomatic() {
        let scenes = SceneSelection.scenes(for: spec("  style: doubleColumn\n  primary: A\n  secondary: C\n").split)
        #expect(scenes.first { $0.device == .ipadPortrait }?.displayMode == .secondaryOnly)
        #expect(scenes.suffix(2).map(\.device) == [.ipadSlideOver, .iphone])
        #expect(scenes.suffix(2).allSatisfy { $0.displayMode == nil && $0.sizeClass == .compact })
    }

    @Test func transientsWithAScreenOrAnAlertAreDrawnPresentedOverTheLayout() throws {
        let text = """
            spec: 1
            app: Social
            screens:
              Timeline: { list: { appearance: sidebar, items: [{ id: home, title: Home }], onSelect: { showDetail: Post } } }
              Post:
              Compose:
            split: { style: doubleColumn, displayMode: oneBesideSecondary, primary: Timeline, secondary: Post }
            transient:
              - { id: composer, kind: pageSheet, content: Compose }
              - { id: share, kind: popover, screen: Post, dismissOn: [outsideTap] }
              - { id: discard, kind: confirmationDialog, buttons: [{ title: Discard, role: destructive }] }
            """
        let decoded = LayoutCompiler().check(path: "Social.layout.yaml", bytes: Array(text.utf8))
        let scenes = SceneSelection.scenes(for: decoded.spec)
        // The app presents `share` with a controller of its own: nothing to draw for it.
        #expect(scenes.compactMap(\.presenting) == ["composer", "discard"])
        #expect(scenes.filter { $0.presenting != nil }.allSatisfy { $0.device == .ipadLandscape && $0.displayMode == .oneBesideSecondary })
        #expect(scenes.last?.fileSuffix == "ipad-landscape-presenting-discard")
        let images = PreviewRenderer().render(decoded.spec, diagnostics: [], name: "Social", source: "Social.layout.yaml")
        let sheet = try #require(images.first { $0.fileName == "Social-ipad-landscape-presenting-composer.svg" })
        #expect(sheet.svg.contains("class=\"presentation pageSheet\""))
        let dialog = try #require(images.last)
        #expect(dialog.svg.contains(">Discard</text>") && dialog.svg.contains("class=\"presentation confirmationDialog\""))
    }

    @Test func eachSceneKindIsDrawnAsAWindowOfItsScreenAlone() throws {
        let text = """
            spec: 1
            app: Mail
            screens:
              Mailboxes: { list: { appearance: sidebar, items: [{ id: inbox, title: Inbox }], onSelect: { showDetail: Message } } }
              Message:
              Compose:
                title: New Message
                toolbar:
                  - { title: Cancel, placement: leading, action: { closeScene: compose } }
            split: { style: doubleColumn, primary: Mailboxes, secondary: Message }
            scenes:
              compose: { screen: Compose, title: New Message }
            shortcuts:
              - { title: New Message, key: n, action: { openScene: compose } }
            """
        let decoded = LayoutCompiler().check(path: "Mail.layout.yaml", bytes: Array(text.utf8))
        let scenes = SceneSelection.scenes(for: decoded.spec)
        let window = try #require(scenes.last)
        #expect(window.window == "compose" && window.device == .ipadPortrait && window.displayMode == nil)
        #expect(window.fileSuffix == "ipad-portrait-window-compose")
        let images = PreviewRenderer().render(decoded.spec, diagnostics: [], name: "Mail", source: "Mail.layout.yaml")
        let picture = try #require(images.first { $0.fileName == "Mail-ipad-portrait-window-compose.svg" })
        // The window shows Compose with its Cancel button, and no column of the split view.
        #expect(picture.svg.contains(">New Message</text>") && picture.svg.contains(">Cancel</text>"))
        #expect(!picture.svg.contains(">Inbox</text>") && !picture.svg.contains("class=\"column"))
    }

    @Test func columnWidthsUseTheFractionClampedByMinAndMax() {
        let split = spec("  style: tripleColumn\n  columnWidths:\n    primary: { fraction: 0.22, min: 240, max: 320 }\n    supplementary: { fraction: 0.1, min: 300 }\n  primary: A\n  supplementary: B\n  secondary: C\n").split
        #expect(abs(SplitLayout.width(of: .primary, in: split, screenWidth: 1194) - 262.68) < 0.001)
        #expect(SplitLayout.width(of: .primary, in: split, screenWidth: 834) == 240, "0.22 × 834 is below the minimum")
        #expect(SplitLayout.width(of: .supplementary, in: split, screenWidth: 1194) == 300)
    }

    @Test func pointsOverrideTheFractionAndUndeclaredWidthsAreUIKitsDefault() {
        let split = spec("  style: tripleColumn\n  columnWidths:\n    primary: { fraction: 0.5, points: 280 }\n    supplementary: { max: 300 }\n  primary: A\n  supplementary: B\n  secondary: C\n").split
        #expect(SplitLayout.width(of: .primary, in: split, screenWidth: 1194) == 280)
        #expect(SplitLayout.width(of: .supplementary, in: split, screenWidth: 1194) == 300, "the default 320 clamped by max")
        #expect(SplitLayout.width(of: .primary, in: nil, screenWidth: 1194) == 320)
    }

    @Test func displaceKeepsTheSecondaryWidthAndPushesItOffScreen() {
        let split = spec("  style: tripleColumn\n  columnWidths:\n    primary: { points: 300 }\n    supplementary: { points: 350 }\n  primary: A\n  supplementary: B\n  secondary: C\n").split
        let screen = Rect(x: 0, y: 0, width: 1194, height: 834)
        let displaced = SplitLayout(split: split, mode: .twoDisplaceSecondary, screen: screen).frames
        let secondary = displaced.first { $0.column == .secondary }!
        #expect(secondary.presentation == .displaced)
        #expect(secondary.rect.x == 650 && secondary.rect.width == 1194 - 350)
        #expect(secondary.rect.maxX > screen.maxX)
        let overlay = SplitLayout(split: split, mode: .twoOverSecondary, screen: screen).frames
        #expect(overlay.first { $0.column == .secondary }?.rect == screen)
        #expect(overlay.filter { $0.presentation == .overlay }.map(\.column) == [.supplementary, .primary])
    }

    @Test func aTrailingPrimaryEdgeMirrorsTheColumns() {
        let split = spec("  style: tripleColumn\n  primaryEdge: trailing\n  columnWidths:\n    primary: { points: 300 }\n    supplementary: { points: 350 }\n  primary: A\n  supplementary: B\n  secondary: C\n").split
        let screen = Rect(x: 0, y: 0, width: 1194, height: 834)
        let frames = SplitLayout(split: split, mode: .twoBesideSecondary, screen: screen).frames
        func x(_ column: Column) -> Double? { frames.first { $0.column == column }?.rect.x }
        #expect(x(.primary) == 894.0, "the primary column is at the trailing edge (1194 - 300)")
        #expect(x(.supplementary) == 544.0, "then the supplementary column (894 - 350)")
        #expect(x(.secondary) == 0.0)
    }

    @Test func theOneSidebarOfATripleColumnSplitIsTheSupplementaryColumn() {
        let split = spec("  style: tripleColumn\n  primary: A\n  supplementary: B\n  secondary: C\n").split
        let frames = SplitLayout(split: split, mode: .oneBesideSecondary, screen: Rect(x: 0, y: 0, width: 1194, height: 834)).frames
        #expect(frames.map(\.column) == [.secondary, .supplementary])
    }

    @Test func theFirstRowsSelectionChoosesWhatTheNextColumnsShow() {
        let screens = """
              Sidebar:
                list:
                  items:
                    - { id: one, title: One, onSelect: { showDetail: Other } }
                    - { id: two, title: Two }
                  onSelect: { showDetail: C }
              Other: { title: Other }

            """
        let contents = ColumnContents(spec("  style: doubleColumn\n  primary: Sidebar\n  secondary: C\n", screens: screens))
        #expect(contents.screens[.secondary] == "Other", "the first row's own action wins over the list's")
        #expect(contents.selectedRows[.primary] == 0)
    }

    @Test func aPushDoesNotChangeAnotherColumn() {
        let screens = """
              Sidebar:
                list:
                  items: [{ id: one, title: One }]
                  onSelect: { push: A }

            """
        let contents = ColumnContents(spec("  style: doubleColumn\n  primary: Sidebar\n  secondary: C\n", screens: screens))
        #expect(contents.screens[.secondary] == "C")
        #expect(contents.selectedRows[.primary] == nil)
    }
}

/// The preview draws the place the app starts at: the row picked at launch selected, its screen
/// in the next column.
@Suite("Columns at launch")
struct ColumnContentsTests {
    @Test func theRowPickedAtLaunchIsDrawnSelectedAndFillsTheNextColumn() {
        let text = """
            spec: 1
            app: T
            screens:
              Library:
                list:
                  appearance: sidebar
                  items:
                    - { id: gallery, title: Gallery, onSelect: { showDetail: Gallery } }
                    - { id: all, title: All Shortcuts, selectedAtLaunch: true }
                  onSelect: { showDetail: Collection }
              Collection: { title: All Shortcuts }
              Gallery: { title: Gallery }
            split: { style: doubleColumn, primary: Library, secondary: Gallery }
            """
        let spec = LayoutCompiler().check(path: "t.layout.yaml", bytes: Array(text.utf8)).spec
        let contents = ColumnContents(spec)
        #expect(contents.selectedRows[.primary] == 1)
        #expect(contents.screens[.secondary] == "Collection")
        // Without the pick, the first row is drawn selected, as before.
        let plain = LayoutCompiler().check(path: "t.layout.yaml", bytes: Array(text.replacingOccurrences(of: ", selectedAtLaunch: true", with: "").utf8)).spec
        #expect(ColumnContents(plain).selectedRows[.primary] == 0)
        #expect(ColumnContents(plain).screens[.secondary] == "Gallery")
    }
}
