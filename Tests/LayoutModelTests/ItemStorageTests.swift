import LayoutModel
import SpecSource
import Testing

/// A row keeps one accessory inline and its `children:` key without an optional's padding, since
/// a large spec holds tens of thousands of rows; what it says must not change with that.
@Suite struct ItemStorageTests {
    func items(_ text: String) -> [Item] {
        let tree = YAMLParser.parse(path: "t.layout.yaml", bytes: Array(text.utf8))
        let spec = SpecDecoder.decode(tree).spec
        return spec.screens.first?.list?.sections.first?.items ?? []
    }

    @Test func keepsNoneOneOrManyAccessoriesInOrder() {
        let rows = items("""
        spec: 1
        app: A
        screens:
          Library:
            list:
              items:
                - { id: a, title: A }
                - { id: b, title: B, accessories: [disclosureIndicator] }
                - { id: c, title: C, accessories: [checkmark, reorder, delete] }

        """)
        #expect(rows.map { $0.accessories.map(\.value) } == [[], [.disclosureIndicator], [.checkmark, .reorder, .delete]])
        #expect(rows[1].accessories[0].range.length == "disclosureIndicator".utf8.count)
        var row = rows[0]
        row.accessories = rows[2].accessories
        #expect(row.accessories.map(\.value) == [.checkmark, .reorder, .delete])
        row.accessories = []
        #expect(row.accessories.isEmpty)
    }

    @Test func knowsWhetherChildrenWereWritten() {
        let rows = items("""
        spec: 1
        app: A
        screens:
          Library:
            list:
              items:
                - { id: a, title: A }
                - { id: b, title: B, children: [] }
                - { id: c, title: C, children: [{ id: d, title: D }] }

        """)
        #expect(rows[0].childrenKeyRange == nil)
        #expect(rows[1].childrenKeyRange != nil && rows[1].children.isEmpty)
        #expect(rows[2].childrenKeyRange != nil && rows[2].children.map { $0.id?.value } == ["d"])
    }

    func spec(_ text: String) -> LayoutSpec {
        SpecDecoder.decode(YAMLParser.parse(path: "t.layout.yaml", bytes: Array(text.utf8))).spec
    }

    /// An action keeps its kind without its own copy of where the kind is written: the kind's key
    /// is the target's key, and changing one changes the other.
    @Test func anActionsKindIsWhereItsTargetsKeyIs() {
        let text = """
        spec: 1
        app: A
        screens:
          Library:
            toolbar:
              - { title: Refresh, action: { perform: refresh } }

        """
        var action = spec(text).screens[0].toolbar[0].action!
        let bytes = Array(text.utf8), word = Array("perform".utf8)
        let key = bytes.indices.first { Array(bytes[$0..<min($0 + word.count, bytes.count)]) == word }!
        #expect(action.kind.value == .perform)
        #expect(action.kind.range == SourceRange(start: key, end: key + "perform".utf8.count))
        #expect(action.kind.keyRange == nil, "the kind is the key itself")
        #expect(action.target.keyRange == action.kind.range)
        #expect(action.selectionKind == nil)
        action.kind = Located(.push, range: SourceRange(start: 1, end: 2))
        #expect(action.selectionKind == .push && action.target.keyRange == SourceRange(start: 1, end: 2))
        #expect(action.target.value == "refresh")
    }

    /// A menu item keeps its group parts (`items`, `inline`) out of line; an item with neither is
    /// not a group, and setting them back to nothing leaves none.
    @Test func aMenuItemsGroupPartsReadAsWritten() {
        let toolbar = spec("""
        spec: 1
        app: A
        screens:
          Library:
            toolbar:
              - title: More
                menu:
                  - { title: Plain, destructive: true }
                  - title: Sort
                    inline: true
                    items:
                      - { title: Newest, action: { perform: sortNewest } }
                  - { title: Flagged, inline: false }

        """).screens[0].toolbar
        var menu = toolbar[0].menu
        #expect(menu.map(\.isGroup) == [false, true, false])
        #expect(menu.map { $0.inline?.value } == [nil, true, false])
        #expect(menu[0].isDestructive && menu[0].items.isEmpty)
        #expect(menu[1].items.map { $0.title?.value } == ["Newest"])
        #expect(menu[1].items[0].action?.target.value == "sortNewest")
        menu[1].items = []
        menu[1].inline = nil
        #expect(!menu[1].isGroup && menu[1].inline == nil && menu[1].title?.value == "Sort")
        menu[0].items = [menu[2]]
        #expect(menu[0].isGroup && menu[0].isDestructive)
    }

    /// A list keeps what most lists leave out (its compact appearance, header mode, reordering,
    /// list-wide action, drops) in one box; each still reads as written.
    @Test func aListsRarePartsReadAsWritten() {
        let screens = spec("""
        spec: 1
        app: A
        screens:
          Plain:
            list: { items: dynamic, itemType: Row }
          Full:
            list:
              appearance: { regular: sidebar, compact: insetGrouped }
              headerMode: firstItemInSection
              reorderable: true
              acceptsDrops: true
              action: { present: compose }
              items: [{ id: a, title: A }]

        """).screens
        let plain = screens[0].list!, full = screens[1].list!
        #expect(plain.compactAppearance == nil && plain.headerMode == nil && plain.reorderable == nil)
        #expect(plain.action == nil && plain.acceptsDrops == nil && !plain.takesDrops)
        #expect(full.appearance?.value == .sidebar && full.compactAppearance?.value == .insetGrouped)
        #expect(full.headerMode?.regular?.value == .firstItemInSection)
        #expect(full.reorderable?.value == true && full.takesDrops)
        #expect(full.action?.kind.value == .present && full.action?.target.value == "compose")
        var edited = full
        edited.action = nil
        edited.acceptsDrops = nil
        #expect(edited.action == nil && !edited.takesDrops && edited.reorderable?.value == true)
    }
}
