import Diagnostics
import LayoutModel
import SpecSource
import Testing

/// Decoding reports every input problem at once, each at the smallest range that is wrong,
/// and keeps whatever decoded so the rules can still run.
@Suite("Decoding")
struct DecodingTests {
    struct Finding: Equatable, CustomStringConvertible {
        var rule: String
        var at: String
        var description: String { "\(rule)@\(at)" }
    }

    func decode(_ text: String) -> (LayoutSpec, [Diagnostic], SourceFile) {
        let tree = YAMLParser.parse(path: "t.layout.yaml", bytes: Array(text.utf8))
        let (spec, diagnostics) = SpecDecoder.decode(tree)
        return (spec, diagnostics, tree.source)
    }

    func findings(_ text: String) -> [Finding] {
        let (_, diagnostics, source) = decode(text)
        return diagnostics.map { Finding(rule: $0.ruleID, at: source.location(of: $0.range.start).description) }
    }

    static let valid = """
        spec: 1
        app: Mail
        screens:
          Mailboxes:
            title: Mailboxes
            list:
              appearance: sidebar
              sections:
                - id: favorites
                  title: Favorites
                  items:
                    - { id: inbox, title: Inbox, image: tray }
              onSelect: { showDetail: Detail }
          Detail:
            readableWidth: true
        split:
          style: doubleColumn
          primary: Mailboxes
          secondary: Detail
        """

    @Test func aValidSpecDecodesIntoUIKitVocabulary() {
        let (spec, diagnostics, _) = decode(Self.valid)
        #expect(diagnostics.isEmpty)
        #expect(spec.app?.value == "Mail")
        #expect(spec.split?.style?.value == .doubleColumn)
        let list = spec.screen(named: "Mailboxes")?.list
        #expect(list?.appearance?.value == .sidebar)
        #expect(list?.allItems.map { $0.id?.value } == ["inbox"])
        #expect(list?.onSelect?.kind.value == .showDetail)
        #expect(list?.onSelect?.target.value == "Detail")
        #expect(list?.headerMode(in: .regular) == .supplementary)
        #expect(spec.screen(named: "Detail")?.readsAtReadableWidth == true)
    }

    @Test func everyValueKeepsItsSourceRange() {
        let (spec, _, source) = decode(Self.valid)
        let style = spec.split!.style!
        #expect(source.text(style.range) == "doubleColumn")
        #expect(source.text(style.keyRange!) == "style")
        #expect(source.location(of: style.range.start).description == "17:10")
    }

    @Test func unknownKeysSuggestTheAllowedKeyAndUIKitsSpelling() {
        let (_, diagnostics, source) = decode(Self.valid.replacingOccurrences(of: "  style: doubleColumn", with: "  style: doubleColumn\n  preferredSplitBehavior: tile"))
        let d = try! #require(diagnostics.first)
        #expect(d.ruleID == "unknown-key")
        #expect(source.location(of: d.range.start).description == "18:3")
        #expect(d.help == "did you mean `behavior` (UIKit's preferredSplitBehavior)?")
        #expect(d.fixIts.first?.edits.first?.replacement == "behavior")
    }

    @Test func misspelledKeysGetADidYouMean() {
        let (_, diagnostics, _) = decode(Self.valid.replacingOccurrences(of: "appearance:", with: "appearence:"))
        #expect(diagnostics.map(\.ruleID) == ["unknown-key"])
        #expect(diagnostics[0].help == "did you mean `appearance`?")
    }

    @Test func deviceKeysAreDeviceIdiomNotUnknownKey() {
        let found = findings(Self.valid + "\n  idiom: pad\n")
        #expect(found == [Finding(rule: "device-idiom", at: "20:3")])
    }

    @Test func wrongTypesSayWhatWasExpectedAndWhatWasFound() {
        let (_, diagnostics, source) = decode(Self.valid.replacingOccurrences(of: "      sections:\n        - id: favorites\n          title: Favorites\n          items:\n            - { id: inbox, title: Inbox, image: tray }", with: "      items: inbox"))
        let d = try! #require(diagnostics.first)
        #expect(d.ruleID == "unknown-value")
        #expect(d.message.contains("`items` is a list of items or `dynamic`"))
        #expect(source.location(of: d.range.start).description == "8:14")
    }

    @Test func yamlOneOneBooleansAreStringsWithAFix() {
        let (_, diagnostics, source) = decode(Self.valid.replacingOccurrences(of: "readableWidth: true", with: "readableWidth: yes"))
        #expect(diagnostics.map(\.ruleID) == ["wrong-type"])
        #expect(diagnostics[0].message == "`readableWidth` expects `true` or `false`, found the string `yes`")
        #expect(source.location(of: diagnostics[0].range.start).description == "15:20")
        #expect(diagnostics[0].fixIts.first?.edits.first?.replacement == "true")
    }

    @Test func titleNoStaysAString() {
        let (spec, diagnostics, _) = decode(Self.valid.replacingOccurrences(of: "title: Mailboxes", with: "title: No"))
        #expect(diagnostics.isEmpty)
        #expect(spec.screen(named: "Mailboxes")?.title?.value == "No")
    }

    @Test func aNumberWhereAStringIsExpectedIsAWrongType() {
        let found = findings(Self.valid.replacingOccurrences(of: "title: Mailboxes", with: "title: 2024"))
        #expect(found == [Finding(rule: "wrong-type", at: "5:12")])
    }

    @Test func unknownEnumValuesListTheAllowedValuesAndTheClosest() {
        let (_, diagnostics, source) = decode(Self.valid.replacingOccurrences(of: "appearance: sidebar", with: "appearance: sidebarplain"))
        let d = try! #require(diagnostics.first)
        #expect(d.ruleID == "unknown-value")
        #expect(source.location(of: d.range.start).description == "7:19")
        #expect(d.help == "did you mean `sidebarPlain`?")
        #expect(d.notes.first?.contains("`plain`, `grouped`, `insetGrouped`, `sidebar` or `sidebarPlain`") == true)
    }

    @Test func missingRequiredKeysPointAtTheMappingsKey() {
        let found = findings(Self.valid.replacingOccurrences(of: "  secondary: Detail", with: ""))
        #expect(found == [Finding(rule: "missing-key", at: "16:1")])
        let items = findings(Self.valid.replacingOccurrences(of: "id: inbox, ", with: ""))
        #expect(items == [Finding(rule: "missing-key", at: "12:15")])
    }

    @Test func missingTopLevelKeysPointAtTheStartOfTheSpec() {
        let found = findings("spec: 1\nscreens: {}\n")
        #expect(found == [Finding(rule: "missing-key", at: "1:1"), Finding(rule: "missing-key", at: "1:1")])
    }

    @Test func itemsAndSectionsConflict() {
        let found = findings(Self.valid.replacingOccurrences(of: "      sections:", with: "      items: dynamic\n      sections:"))
        #expect(found == [Finding(rule: "conflicting-keys", at: "8:7")])
    }

    /// A list whose rows the spec writes out is never empty: its empty state could never show.
    @Test func anEmptyStateNeedsRowsFromData() {
        let listed = Self.valid.replacingOccurrences(of: "      onSelect: { showDetail: Detail }",
                                                     with: "      emptyState: { title: No Mail }\n      onSelect: { showDetail: Detail }")
        let (_, diagnostics, source) = decode(listed)
        let d = try! #require(diagnostics.first)
        #expect(diagnostics.count == 1 && d.ruleID == "conflicting-keys")
        #expect(source.location(of: d.range.start).description == "13:7")
        #expect(d.related.map { source.location(of: $0.range.start).description } == ["8:7"])
        let fromData = listed.replacingOccurrences(of: "          items:\n            - { id: inbox, title: Inbox, image: tray }",
                                                   with: "          items: dynamic")
            .replacingOccurrences(of: "      appearance: sidebar", with: "      appearance: sidebar\n      itemType: Mailbox")
        let (spec, accepted, _) = decode(fromData)
        #expect(accepted.isEmpty, "\(accepted.map(\.message))")
        #expect(spec.screen(named: "Mailboxes")?.list?.emptyState?.title?.value == "No Mail")
    }

    @Test func twoSelectionActionsConflict() {
        let found = findings(Self.valid.replacingOccurrences(of: "{ showDetail: Detail }", with: "{ showDetail: Detail, push: Detail }"))
        #expect(found == [Finding(rule: "conflicting-keys", at: "13:39")])
    }

    @Test func everyProblemIsReportedAtOnce() {
        let text = Self.valid
            .replacingOccurrences(of: "appearance: sidebar", with: "appearance: sidbar")
            .replacingOccurrences(of: "readableWidth: true", with: "readableWidth: 1")
            .replacingOccurrences(of: "  primary: Mailboxes", with: "  primary: Mailboxes\n  colour: red")
        #expect(findings(text).map(\.rule) == ["unknown-value", "wrong-type", "unknown-key"])
    }

    @Test func inlineScreensAreNamedAfterTheirColumnOrTheirName() {
        let (spec, diagnostics, _) = decode("""
            spec: 1
            app: Home
            split:
              style: doubleColumn
              primary: { name: Rooms, title: Rooms }
              secondary: { title: Room }
            """)
        #expect(diagnostics.isEmpty)
        #expect(spec.screenNames == ["Rooms", "Secondary"])
        #expect(spec.split?.column(.primary)?.screen.value == "Rooms")
        #expect(spec.screen(named: "Secondary")?.origin == .inline(.secondary))
    }

    @Test func aShortcutsKeyIsOneCharacterOrANamedKeyAndItsModifiersDefaultToCommand() throws {
        let text = """
            spec: 1
            app: Reader
            split: { style: doubleColumn, primary: A, secondary: B }
            shortcuts:
              - { title: Refresh, key: r, action: { perform: refresh } }
              - { title: Next Unread, key: space, modifiers: [], action: { perform: nextUnread } }
              - { title: Up, key: uparrow, modifiers: [shift], action: { perform: up } }
              - { title: New, key: cmd-n, action: { perform: new } }
            """
        let (spec, diagnostics, source) = decode(text)
        #expect(spec.shortcuts.map(\.symbol) == ["⌘R", "Space", "⇧", "⌘"], "the last two keys are refused")
        #expect(spec.shortcuts.map { $0.resolvedModifiers.count } == [1, 0, 1, 1])
        let messages = diagnostics.map { "\(source.location(of: $0.range.start)) [\($0.ruleID)] \($0.message) / \($0.help ?? "")" }
        #expect(messages == [
            "7:23 [unknown-value] `uparrow` is not a key: write one character, or one of the named keys / did you mean `upArrow`?",
            "8:24 [unknown-value] `cmd-n` is not a key: write one character, or one of the named keys / for ⌘N write `key: n`, with `modifiers: [command]`",
        ])
        let fix = try #require(diagnostics.first?.fixIts.first)
        #expect(fix.message == "change to `upArrow`")
    }

    @Test func aMenuGroupHoldsItemsOneLevelDeepAndNoActionOfItsOwn() {
        let text = """
            spec: 1
            app: Reader
            split: { style: doubleColumn, primary: A, secondary: B }
            screens:
              A:
                toolbar:
                  - title: More
                    menu:
                      - title: Sort
                        inline: true
                        items:
                          - { title: Newest }
                          - { title: Deeper, items: [{ title: Too Deep }] }
                      - { title: Share, items: [{ title: Mail }], action: { perform: share } }
            """
        let (spec, diagnostics, source) = decode(text)
        let menu = spec.screens.first?.toolbar.first?.menu ?? []
        #expect(menu.map(\.isGroup) == [true, true])
        #expect(menu.leaves.map { $0.title?.value } == ["Newest", "Deeper", "Mail"], "a group inside a group is refused, its items dropped")
        #expect(diagnostics.map { "\(source.location(of: $0.range.start)) [\($0.ruleID)] \($0.message)" } == [
            "13:34 [conflicting-keys] a group inside a group: a menu's groups hold items, one level deep",
            "14:55 [conflicting-keys] `items` cannot be combined with `action`: choosing a group opens it",
        ])
    }

    @Test func aRowOrAListIsAButtonOrOpensAScreenNeverBoth() {
        let text = """
            spec: 1
            app: Social
            split: { style: doubleColumn, primary: Accounts, secondary: Profile }
            screens:
              Accounts:
                list:
                  items: dynamic
                  itemType: Account
                  onSelect: { showDetail: Profile }
                  action: { present: accountCard }
              Profile:
                list:
                  items:
                    - { id: edit, onSelect: { push: Accounts }, action: { perform: edit } }
            """
        let (spec, diagnostics, source) = decode(text)
        #expect(spec.screens.first?.list?.action?.target.value == "accountCard", "the list's action is kept, with the conflict reported")
        #expect(diagnostics.map { "\(source.location(of: $0.range.start)) [\($0.ruleID)] \($0.related.first?.label ?? "")" } == [
            "10:7 [conflicting-keys] `onSelect` is set here",
            "14:53 [conflicting-keys] `onSelect` is set here",
        ])
    }

    @Test func aSectionsRowsComeFromDataWithItemsDynamicAndRepeatPerValueWithASectionType() {
        let text = """
            spec: 1
            app: Reader
            split: { style: doubleColumn, primary: Feeds, secondary: Timeline }
            screens:
              Feeds:
                list:
                  itemType: Feed
                  reorderable: true
                  sections:
                    - { id: smart, items: [{ id: today }] }
                    - { id: accounts, sectionType: Account, outline: true, items: dynamic }
                    - { id: recent, items: dynamc }
                    - { id: tags, sectionType: Tag, items: [{ id: red }] }
            itemTypes:
              Feed: { children: true }
              Tag:
              Other: { children: maybe }
            """
        let (spec, diagnostics, source) = decode(text)
        let sections = spec.screens.first?.list?.sections ?? []
        #expect(sections.map(\.isDynamic) == [false, true, false, false])
        #expect(sections[1].sectionType?.value == "Account" && sections[1].isOutline)
        #expect(spec.screens.first?.list?.hasDynamicSections == true && spec.screens.first?.list?.isDynamic == false)
        #expect(spec.itemTypes.map(\.name.value) == ["Feed", "Tag", "Other"])
        #expect(spec.itemTypeHasChildren("Feed") && !spec.itemTypeHasChildren("Tag") && !spec.itemTypeHasChildren("Article"))
        #expect(diagnostics.map { "\(source.location(of: $0.range.start)) [\($0.ruleID)] \($0.message)" } == [
            "12:32 [unknown-value] `items` is a list of items or `dynamic`, found the string `dynamc`",
            "13:23 [conflicting-keys] `sectionType` repeats a section for each value the app supplies, so its rows come from data: it needs `items: dynamic`",
            "8:20 [conflicting-keys] `reorderable` is not generated yet for a list with sections from data: only lists whose rows the spec lists, or whose rows all come from data, can be reordered",
            "17:22 [wrong-type] `children` expects `true` or `false`, found the string `maybe`",
        ])
    }

    @Test func aListDragsRowsToScreensAndAcceptsDropsButDoesNotAlsoReorder() {
        let text = """
            spec: 1
            app: Reader
            split: { style: doubleColumn, primary: Feeds, secondary: Timeline }
            screens:
              Feeds:
                list: { items: dynamic, itemType: Feed, acceptsDrops: true, dragTo: [Feeds] }
              Timeline:
                list: { items: dynamic, itemType: Article, dragTo: Feeds, reorderable: true }
            """
        let (spec, diagnostics, source) = decode(text)
        #expect(spec.screens[0].list?.takesDrops == true && spec.screens[0].list?.dragTo.map(\.value) == ["Feeds"])
        #expect(spec.screens[1].list?.dragTo.map(\.value) == [], "a single name is not a list")
        #expect(diagnostics.map { "\(source.location(of: $0.range.start)) [\($0.ruleID)]" } == ["8:56 [wrong-type]"])
        let both = text.replacingOccurrences(of: "dragTo: Feeds", with: "dragTo: [Feeds]")
        let (_, reordering, at) = decode(both)
        #expect(reordering.map { "\(at.location(of: $0.range.start)) [\($0.ruleID)] \($0.message)" } == [
            "8:48 [conflicting-keys] `reorderable` is not generated yet together with dragging rows between lists",
        ])
    }

    @Test func onlyAMaximumWidthCanBeUnbounded() {
        let text = """
            spec: 1
            app: Notes
            screens:
              A:
              B:
            split:
              style: doubleColumn
              primary: A
              secondary: B
              columnWidths:
                primary: { min: .inf, max: .inf }
            """
        let (spec, diagnostics, source) = decode(text)
        #expect(spec.split?.columnWidths.first?.max?.value == .infinity, "YAML 1.2's `.inf` is a number: an unbounded maximum")
        #expect(diagnostics.map { "\(source.location(of: $0.range.start)) [\($0.ruleID)] \($0.message)" } == [
            "11:21 [wrong-type] `min` expects a finite number; `.inf` is unbounded",
        ])
    }

    @Test func aDeploymentTargetIsAnIOSVersionWrittenAsANumberOrAString() {
        func target(_ written: String) -> (String?, [String]) {
            let (spec, diagnostics, _) = decode("spec: 1\napp: A\ndeploymentTarget: \(written)\nsplit: { style: doubleColumn, primary: A, secondary: B }\n")
            return (spec.deploymentTarget?.value.description, diagnostics.map(\.ruleID))
        }
        #expect(target("15").0 == "15.0")
        #expect(target("14.5").0 == "14.5")
        #expect(target("\"16.4\"").0 == "16.4")
        #expect(target("iOS 17").0 == "17.0")
        #expect(target("17.0.1").0 == "17.0", "the patch is ignored: APIs arrive in minor releases")
        #expect(target("fifteen") == (nil, ["unknown-value"]))
        #expect(target("[15]") == (nil, ["wrong-type"]))
    }

    @Test func aScalarOrListAtTheRootIsAWrongType() {
        #expect(findings("just a string\n") == [Finding(rule: "wrong-type", at: "1:1")])
        #expect(findings("- a\n- b\n") == [Finding(rule: "wrong-type", at: "1:1")])
    }

    @Test func anEmptySpecSaysWhatItNeeds() {
        let (_, diagnostics, _) = decode("# only a comment\n")
        #expect(diagnostics.map(\.ruleID) == ["missing-key"])
        #expect(diagnostics[0].message.contains("the spec is empty"))
    }

    @Test func aSyntaxErrorDoesNotAlsoReportMissingKeys() {
        let found = findings("spec: 1\napp: Mail\nsplit:\n  style: \"doubleColumn\n")
        #expect(found.map(\.rule) == ["yaml-syntax"])
    }

    @Test func anotherSpecVersionIsRejected() {
        #expect(findings(Self.valid.replacingOccurrences(of: "spec: 1", with: "spec: 2")) == [Finding(rule: "unknown-value", at: "1:7")])
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
