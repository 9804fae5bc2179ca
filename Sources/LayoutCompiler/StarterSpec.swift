import LayoutModel

/// The spec `layoutc init` writes: small, idiomatic, and clean under `check`.
public enum StarterSpec {
    public static func text(app: String, style: SplitStyle, schemaPath: String) -> String {
        var lines = [
            "# yaml-language-server: $schema=\(schemaPath)",
            "spec: 1",
            "app: \(app)",
            "",
            "screens:",
            "  Sidebar:",
            "    title: \(app)",
            "    list:",
            "      appearance: sidebar",
            "      sections:",
            "        - id: library",
            "          title: Library",
            "          items:",
            "            - { id: all, title: All Items, image: tray.full }",
            "            - { id: recent, title: Recent, image: clock }",
        ]
        switch style {
        case .doubleColumn:
            lines += [
                "      onSelect: { showDetail: Detail }",
                "  Detail:",
                "    readableWidth: true",
                "    restoresState: true",
                "",
                "split:",
                "  style: doubleColumn",
                "  behavior: tile",
                "  displayMode: oneBesideSecondary",
                "  primary: Sidebar",
                "  secondary: Detail",
                "  compact:",
                "    navigation: { root: Sidebar }",
            ]
        case .tripleColumn:
            lines += [
                "      onSelect: { showSupplementary: Content }",
                "  Content:",
                "    title: Items",
                "    list:",
                "      appearance: sidebarPlain",
                "      items: dynamic",
                "      itemType: Entry",
                "      onSelect: { showDetail: Detail }",
                "  Detail:",
                "    readableWidth: true",
                "    restoresState: true",
                "",
                "split:",
                "  style: tripleColumn",
                "  behavior: displace",
                "  displayMode: twoDisplaceSecondary",
                "  showsSecondaryOnlyButton: true",
                "  primary: Sidebar",
                "  supplementary: Content",
                "  secondary: Detail",
                "  compact:",
                "    navigation: { root: Sidebar }",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
