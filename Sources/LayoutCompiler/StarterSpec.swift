import LayoutModel

/// The spec `layoutc init` writes: small, idiomatic, and clean under `check`.
public enum StarterSpec {
    /// The JSON Schema's place in a layoutc checkout, which the bundled specs' modeline names.
    public static let schemaFile = "Grammar/layout-spec.schema.json"

    /// - Parameter schemaPath: what the yaml-language-server modeline names (a path relative to
    ///   the spec, or a URL); nil writes no modeline.
    public static func text(app: String, style: SplitStyle, schemaPath: String?) -> String {
        var lines = schemaPath.map { ["# yaml-language-server: $schema=\($0)"] } ?? []
        lines += [
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
                "    restoresState: true",
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

    /// The modeline path for a spec written at `specPath` (absolute, normalized): the schema of
    /// the layoutc checkout the spec is inside, relative to the spec's folder, as the bundled
    /// specs name it (`../Grammar/layout-spec.schema.json` from `Specs/`); nil outside a checkout.
    public static func schemaPath(forSpecAt specPath: String) -> String? {
        let folder = PathArithmetic.directory(of: specPath)
        for candidate in PathArithmetic.ancestors(of: folder) {
            let schema = PathArithmetic.join(candidate, schemaFile)
            if FileSystem.kind(of: schema) == .file { return PathArithmetic.relative(schema, to: folder) }
        }
        return nil
    }
}
