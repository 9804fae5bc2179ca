import LayoutModel

/// A list of rows from data in sections or an outline: sections the spec lists beside sections
/// whose rows the app applies (some repeated per value, an account each), and rows that hold
/// rows. The data source's identifiers are `SnapshotRow`s: a section's title row, or a row's `id`, so a
/// row keeps its cell, selection and expansion while its content changes.
///
/// UIKit facts (reference §8): a section snapshot carries the hierarchy and its expansion
/// (`NSDiffableDataSourceSectionSnapshot`, `UIKit.si:1930`) and must be applied to a section the
/// data source already has (`apply(_:to:animatingDifferences:)`, `UIKit.si:1963`); identifiers
/// are unique in the whole data source (`UIKit.si:3243`); `reconfigureItems` (iOS 15,
/// `UIKit.si:3225`) shows new content in the existing cell.
extension ListControllerEmitter {
    var sectioned: DataList? { list.dataSections }

    func emitSectionedNestedTypes(_ data: DataList, _ w: inout CodeWriter) {
        if data.isWholeList {
            w.line("private enum SnapshotSection: Hashable, Sendable { case main }")
            w.blank()
        }
        w.doc("A row: a section's title row (where the header mode is `firstItemInSection`), or a row by its `id`.")
        w.block("private enum SnapshotRow: Hashable, Sendable {") { w in
            w.line("case title(\(sectionType))")
            w.line("case row(\(data.rowType).ID)")
            w.blank()
            w.block("var item: \(data.rowType).ID? {") { w in
                w.line("if case .row(let id) = self { return id }")
                w.line("return nil")
            }
        }
        w.blank()
    }

    func emitSectionedProperties(_ data: DataList, _ w: inout CodeWriter) {
        let row = data.rowType
        if data.isWholeList {
            w.doc("The top-level rows shown, as last given to `apply(_:)`; their children hang under them.")
            w.line("public private(set) var rows: [\(row)] = []")
        } else {
            w.doc("The sections shown, in order: the spec's, with those from data where the app put them.")
            w.line("public private(set) var sections: [\(sectionType)] = []")
            w.doc("Each section's top-level rows: the spec's rows, or the rows last applied to it.")
            w.line("public private(set) var rowsBySection: [\(sectionType): [\(row)]] = [:]")
            for section in data.dynamicSections {
                if let type = section.sectionType {
                    w.doc("The `\(section.rawValue)` sections' values and rows, as last applied.")
                    w.line("private var \(appliedName(section)): [(\(type), [\(row)])] = []")
                } else {
                    w.doc("The `\(section.rawValue)` section's rows, as last applied.")
                    w.line("private var \(appliedName(section)): [\(row)] = []")
                }
            }
            w.doc("The sections' titles: the spec's, and those of sections repeated from data, from their values.")
            w.line("private var sectionTitles: [\(sectionType): String] = [:]")
        }
        w.doc("Every row by `id`, children included. The data source's items are ids, so a row whose content\nchanges stays the same item: same cell, same selection, same expansion.")
        w.line("private var rowsByID: [\(row).ID: \(row)] = [:]")
        if data.rowsHaveChildren {
            w.doc("Called when the user expands a row, before its children show: load the level below them\n(the grandchildren) and apply again, so the next expansion has rows to show.")
            w.line("public var didExpandRow: (@MainActor (\(row)) -> Void)?")
        }
    }

    func appliedName(_ section: DataSectionPlan) -> String {
        "applied" + SwiftName.bare(section.caseName).capitalizedFirst
    }

    /// The public `apply` of each part of the list that comes from data.
    func emitSectionedApply(_ data: DataList, _ w: inout CodeWriter) {
        let row = data.rowType
        if data.isWholeList {
            w.doc("""
                Shows `rows` with their children, animating the difference from what is shown now. The list
                identifies rows by `id` (unique in the whole list, children included): a row whose `id` is
                already shown keeps its cell, its selection and its expansion, and is shown again in place
                when its content changed; of rows with the same `id`, the first is shown.
                """)
            w.block("public func apply(_ rows: [\(row)], animatingDifferences: Bool = true) {") { w in
                w.line("var byID: [\(row).ID: \(row)] = [:]")
                w.line("self.rows = \(vc).unique(rows, into: &byID)")
                w.line("update(byID, animatingDifferences: animatingDifferences)")
            }
        } else {
            for section in data.dynamicSections {
                let label = SwiftName.bare(section.caseName)
                if let type = section.sectionType {
                    w.doc(Self.wrapped("Shows one `\(section.rawValue)` section per value, in this order, each with its rows and their children, animating the difference. Sections are identified by their value's `id`, rows by theirs (unique in the whole list): a row already shown keeps its cell, selection and expansion; of sections or rows with the same `id`, the first is shown."))
                    w.block("public func apply(\(label) sections: [(\(type), [\(row)])], animatingDifferences: Bool = true) {") { w in
                        w.line("\(appliedName(section)) = sections")
                        w.line("rebuild(animatingDifferences: animatingDifferences)")
                    }
                } else {
                    w.doc(Self.wrapped("Shows `rows` in the `\(section.rawValue)` section, with their children, animating the difference. Rows are identified by `id` (unique in the whole list): a row already shown keeps its cell, selection and expansion; of rows with the same `id`, the first is shown."))
                    w.block("public func apply(\(label) rows: [\(row)], animatingDifferences: Bool = true) {") { w in
                        w.line("\(appliedName(section)) = rows")
                        w.line("rebuild(animatingDifferences: animatingDifferences)")
                    }
                }
                w.blank()
            }
            emitRebuild(data, &w)
        }
        w.blank()
        if data.isWholeList {
            w.doc("Keeps the first row of each `id`, children included, indexing them by id.")
            w.block("private static func unique(_ rows: [\(row)], into byID: inout [\(row).ID: \(row)]) -> [\(row)] {") { w in
                w.line("var kept: [\(row)] = []")
                w.block("for row in rows where byID[row.id] == nil {") { w in
                    if data.rowsHaveChildren {
                        w.line("var row = row")
                        w.line("byID[row.id] = row")
                        w.line("row.children = row.children.map { unique($0, into: &byID) }")
                    }
                    w.line("byID[row.id] = row")
                    w.line("kept.append(row)")
                }
                w.line("return kept")
            }
        } else {
            w.doc("Indexes the rows by `id`, children included (`contents` already kept the first of each id).")
            w.block("private static func index(_ rows: [\(row)], into byID: inout [\(row).ID: \(row)]) {") { w in
                w.block("for row in rows {") { w in
                    w.line("byID[row.id] = row")
                    if data.rowsHaveChildren { w.line("if let children = row.children { index(children, into: &byID) }") }
                }
            }
        }
        w.blank()
        let retitles = !data.isWholeList && !data.repeatedSections.isEmpty
        w.doc("Shows the rows now indexed in `byID`; rows whose content changed are shown again in their cells\(retitles ? ",\nand so are the titles of `retitled` sections" : "").")
        w.block("private func update(_ byID: [\(row).ID: \(row)]\(retitles ? ", retitled: [\(sectionType)] = []" : ""), animatingDifferences: Bool) {") { w in
            w.line("let updated = byID.values.filter { row in rowsByID[row.id].map { $0 != row } ?? false }")
            w.line("\(retitles && usesTitleRows ? "var" : "let") changed = updated.map { SnapshotRow.row($0.id) }")
            if retitles && usesTitleRows { w.line("changed += retitled.map(SnapshotRow.title)") }
            w.line("rowsByID = byID")
            w.line("applySnapshot(changed: changed, animatingDifferences: animatingDifferences)")
            if retitles && usesSupplementaryHeaders {
                w.comment("Headers are not items: the ones on screen take the new title directly.")
                w.block("for (index, section) in sections.enumerated() where retitled.contains(section) {") { w in
                    w.line("let header = collectionView?.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: index)) as? UICollectionViewListCell")
                    w.line("guard let header,")
                    w.line("      var content = header.contentConfiguration as? UIListContentConfiguration else { continue }")
                    w.line("content.text = title(of: section)")
                    w.line("header.contentConfiguration = content")
                }
            }
        }
    }

    /// The sections in spec order, with the app's where it put them (the model's `contents`).
    func emitRebuild(_ data: DataList, _ w: inout CodeWriter) {
        let row = data.rowType, type = sectionType
        let arguments = data.dynamicSections.map { "\(SwiftName.bare($0.caseName)): \(appliedName($0))" }.joined(separator: ", ")
        w.doc("Works out the sections and their rows from the spec's rows and the app's, then shows them.")
        w.block("private func rebuild(animatingDifferences: Bool) {") { w in
            w.line("var sections: [\(type)] = []")
            w.line("var rows: [\(type): [\(row)]] = [:]")
            w.line("var titles: [\(type): String] = [:]")
            w.line("var byID: [\(row).ID: \(row)] = [:]")
            w.block("for part in \(type).contents(\(arguments)) {") { w in
                w.line("sections.append(part.section)")
                w.line("titles[part.section] = part.title")
                w.line("rows[part.section] = part.rows")
                w.line("\(vc).index(part.rows, into: &byID)")
            }
            // Only a section repeated per value can be renamed by the app (`update` has `retitled` then).
            let retitles = !data.repeatedSections.isEmpty
            if retitles {
                w.comment("A section whose value the app renamed keeps its identity: its title is shown again.")
                w.line("let retitled = sections.filter { section in sectionTitles[section].map { $0 != titles[section] } ?? false }")
            }
            w.line("self.sections = sections")
            w.line("rowsBySection = rows")
            w.line("sectionTitles = titles")
            w.line("update(byID\(retitles ? ", retitled: retitled" : ""), animatingDifferences: animatingDifferences)")
        }
        w.blank()
        w.doc("A section's title: the spec's, or its value's for a section repeated from data.")
        w.block("private func title(of section: \(type)) -> String? {") { w in
            w.line("sectionTitles[section]")
        }
    }

    /// Applies the sections, then each section's hierarchy, then new content in place.
    func emitSectionedSnapshot(_ data: DataList, _ w: inout CodeWriter) {
        let row = data.rowType
        let sections = data.isWholeList ? "[.main]" : "sections"
        w.doc("""
            Shows every section's rows. When the sections change they are applied with their visible rows
            first; each section snapshot then gives its hierarchy, diffed against what is shown, so the
            rows that stay keep their cells. Rows whose content changed are reconfigured in place.
            """)
        w.block("private func applySnapshot(changed: [SnapshotRow] = [], animatingDifferences: Bool = false) {") { w in
            w.line("guard let dataSource else { return }")
            if titleRowsVary {
                let compactRows = list.compactHeaderMode == .firstItemInSection
                w.line("let titleRows = traitCollection.horizontalSizeClass \(compactRows ? "==" : "!=") .compact")
                w.line("appliedTitleRows = titleRows")
            }
            w.line("let shown: [\(sectionType)] = \(sections)")
            w.line("let snapshots = shown.map { sectionSnapshot(for: $0\(titleRowArgument("titleRows"))) }")
            w.line("let current = dataSource.snapshot()")
            // Looked for only when the sections stayed: otherwise everything is applied anyway.
            let moves = data.isWholeList ? "" : " || rowMovesToAnotherSection(shown, snapshots)"
            w.block("if current.sectionIdentifiers != shown\(moves) {") { w in
                w.line("var snapshot = NSDiffableDataSourceSnapshot<\(sectionType), SnapshotRow>()")
                w.line("snapshot.appendSections(shown)")
                w.block("for (section, sectionSnapshot) in zip(shown, snapshots) {") { w in
                    w.line("snapshot.appendItems(sectionSnapshot.visibleItems, toSection: section)")
                }
                w.line("dataSource.apply(snapshot, animatingDifferences: animatingDifferences)")
            }
            w.block("for (section, sectionSnapshot) in zip(shown, snapshots) {") { w in
                w.line("dataSource.apply(sectionSnapshot, to: section, animatingDifferences: animatingDifferences)")
            }
            w.line("var snapshot = dataSource.snapshot()")
            w.line("let visibleChanges = changed.filter { snapshot.indexOfItem($0) != nil }")
            w.block("if !visibleChanges.isEmpty {") { w in
                w.comment("Rows under collapsed parents show their content when they appear.")
                w.line("DataRows.showAgain(visibleChanges, in: &snapshot)")
                w.line("dataSource.apply(snapshot, animatingDifferences: animatingDifferences)")
            }
            w.line("showHighlightedRow()")
        }
        if !data.isWholeList {
            w.blank()
            w.doc("""
                Whether a row shown in one section is now in another (a feed moved to another account): it
                must leave its old section before a section snapshot adds it, since identifiers are unique
                in the whole data source.
                """)
            w.block("private func rowMovesToAnotherSection(_ shown: [\(sectionType)], _ snapshots: [NSDiffableDataSourceSectionSnapshot<SnapshotRow>]) -> Bool {") { w in
                w.line("guard let dataSource else { return false }")
                w.line("var sectionOf: [SnapshotRow: \(sectionType)] = [:]")
                w.comment("Asked only when the data source shows exactly `shown`.")
                w.block("for section in shown {") { w in
                    w.line("for row in dataSource.snapshot(for: section).items { sectionOf[row] = section }")
                }
                w.line("return zip(shown, snapshots).contains { section, snapshot in snapshot.items.contains { sectionOf[$0].map { $0 != section } ?? false } }")
            }
        }
        w.blank()
        let underTitle = usesTitleRows ? ", under the title row when there is one" : ""
        let expansion = collapsible ? "; expanded unless the user collapsed them" : ""
        w.doc(Self.wrapped("A section's rows: children under their parents\(underTitle)\(expansion)."))
        let titleRowParameter = titleRowsVary ? ", titleRow: Bool" : ""
        w.block("private func sectionSnapshot(for section: \(sectionType)\(titleRowParameter)) -> NSDiffableDataSourceSectionSnapshot<SnapshotRow> {") { w in
            w.line("var snapshot = NSDiffableDataSourceSectionSnapshot<SnapshotRow>()")
            let top = data.isWholeList ? "rows" : "rowsBySection[section] ?? []"
            if usesTitleRows {
                w.line("var parent: SnapshotRow?")
                w.block(titleRowsVary ? "if titleRow, title(of: section) != nil {" : "if title(of: section) != nil {") { w in
                    w.line("snapshot.append([.title(section)])")
                    w.line("parent = .title(section)")
                }
                w.line("\(vc).append(\(top), to: parent, in: &snapshot)")
            } else {
                w.line("\(vc).append(\(top), to: nil, in: &snapshot)")
            }
            if collapsible { w.line("snapshot.expand(snapshot.items.filter { !collapsed.contains($0) })") }
            w.line("return snapshot")
        }
        w.blank()
        w.block("private static func append(_ rows: [\(row)], to parent: SnapshotRow?, in snapshot: inout NSDiffableDataSourceSectionSnapshot<SnapshotRow>) {") { w in
            w.line("snapshot.append(rows.map { SnapshotRow.row($0.id) }, to: parent)")
            if data.rowsHaveChildren {
                w.block("for row in rows {") { w in
                    w.line("guard let children = row.children, !children.isEmpty else { continue }")
                    w.line("append(children, to: .row(row.id), in: &snapshot)")
                }
            }
        }
        if data.isWholeList {
            w.blank()
            w.doc("Rows from data without sections have no title.")
            w.line("private func title(of section: SnapshotSection) -> String? { nil }")
        }
    }

    /// The rows' collapsed state as keys that last: a row's `id`, a title row's section key.
    func emitSectionedExpansionKeys(_ data: DataList, _ w: inout CodeWriter) {
        w.doc("""
            The rows the user collapsed, by keys that last across launches: a row's `id`, and for a
            section's title row `section:` and the section's key. The layout saves them with the window;
            setting them shows the rows collapsed so (keys of rows not shown are kept for when they are).
            """)
        w.block("public var collapsedRowKeys: [String] {") { w in
            w.line("get { collapsed.map(Self.expansionKey).sorted() }")
            w.block("set {") { w in
                w.line("collapsed = Set(newValue.compactMap(Self.row(forExpansionKey:)))")
                w.line("applySnapshot()")
            }
        }
        w.blank()
        w.block("private static func expansionKey(_ row: SnapshotRow) -> String {") { w in
            w.line("switch row {")
            w.line(data.isWholeList ? "case .title: \"section:main\"" : "case .title(let section): \"section:\" + section.key")
            w.line("case .row(let id): id")
            w.line("}")
        }
        w.blank()
        w.block("private static func row(forExpansionKey key: String) -> SnapshotRow? {") { w in
            w.block("if key.hasPrefix(\"section:\") {") { w in
                if data.isWholeList {
                    w.line("return key == \"section:main\" ? .title(.main) : nil")
                } else {
                    w.line("return \(sectionType)(key: String(key.dropFirst(8))).map(SnapshotRow.title)")
                }
            }
            w.line("return .row(key)")
        }
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
