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
}
