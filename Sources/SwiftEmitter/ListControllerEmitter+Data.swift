import LayoutModel

/// The data half of a list view controller: swipe actions, the diffable data source with its
/// registrations, accessories, expansion and reordering handlers, and the section snapshots of
/// static lists.
extension ListControllerEmitter {
    // MARK: Swipe actions

    /// The row's actions for one edge, in spec order, which is UIKit's (`SwipeActions`); the row
    /// is found again when an action is chosen, by id for rows from data.
    func emitSwipeActions(_ w: inout CodeWriter) {
        let actions = "\(list.swipeTypeName).actions(on: edge)"
        w.block("public override func swipeActions(on edge: SwipeEdge, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {") { w in
            if flatData {
                w.line("swipeActions(\(actions), at: indexPath, perform: performSwipeAction)")
            } else if sectioned != nil {
                w.line("guard case .row(let id)? = dataSource?.itemIdentifier(for: indexPath) else { return nil }")
                w.line("return swipeActions(\(actions), at: indexPath, row: { [weak self] in self?.rowsByID[id] }, perform: performSwipeAction)")
            } else {
                w.line(rowGuard(at: "indexPath", else: "return nil"))
                w.line("return swipeActions(\(actions), at: indexPath, row: { row }, perform: performSwipeAction)")
            }
        }
    }

    // MARK: Data source

    /// The header configuration of the list's appearance, made fresh for each header.
    var headerContentConfiguration: String {
        switch list.appearance {
        case .sidebar: "UIListContentConfiguration.sidebarHeader()"
        case .grouped, .insetGrouped: "UIListContentConfiguration.groupedHeader()"
        case .plain, .sidebarPlain: "UIListContentConfiguration.plainHeader()"
        }
    }

    /// The data source of a list of rows from data in sections or an outline: title rows, and rows
    /// by `id`.
    func emitDataSource(_ w: inout CodeWriter) {
        guard let sectioned else { return }
        let dataSourceType = "UICollectionViewDiffableDataSource<\(sectionType), \(identifierType)>"
        w.block("private func makeDataSource(for collectionView: UICollectionView) -> \(dataSourceType) {") { w in
            w.comment("Cells are registered by `id` and show the row that has it now.")
            w.block("let itemCell = ListCellRegistration<\(list.rowType).ID> { [weak self] cell, indexPath, id in") { w in
                w.line("guard let self, let item = self.rowsByID[id] else { return }")
                emitCellContent(&w)
                w.line("configureCell?(cell, item, indexPath)")
            }
            emitSectionedCellProvider(sectioned, dataSourceType: dataSourceType, &w)
            if usesSupplementaryHeaders {
                // A list of data asks its own sections, which come and go.
                let sections = sectioned.isWholeList ? "{ [.main] }" : "{ [weak self] in self?.sections ?? [] }"
                w.line("ListHeaders.show(in: dataSource, style: { \(headerContentConfiguration) }, sections: \(sections), title: { [weak self] in self?.title(of: $0) })")
            }
            if collapsible {
                w.comment("The user's expansion, kept for every later apply (`sectionSnapshotHandlers`).")
                w.block("dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] row in") { w in
                    w.line("guard let self, self.collapsed.insert(row).inserted else { return }")
                    w.line("self.didChangeExpansion?()")
                }
                w.block("dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] row in") { w in
                    if sectioned.rowsHaveChildren {
                        w.line("guard let self else { return }")
                        w.line("if case .row(let id) = row, let expanding = self.rowsByID[id] { self.didExpandRow?(expanding) }")
                        w.line("guard self.collapsed.remove(row) != nil else { return }")
                    } else {
                        w.line("guard let self, self.collapsed.remove(row) != nil else { return }")
                    }
                    w.line("self.didChangeExpansion?()")
                }
            }
            if list.reorderable {
                w.line("dataSource.reorderingHandlers.canReorderItem = { _ in true }")
                w.block("dataSource.reorderingHandlers.didReorder = { [weak self] transaction in") { w in
                    w.line("guard let self else { return }")
                    w.line("self.rows = transaction.finalSnapshot.itemIdentifiers.compactMap { self.rowsByID[$0] }")
                    w.line("self.didReorder?(self.rows)")
                }
            }
            w.line("return dataSource")
        }
    }

    /// A static list's options for `StaticListViewController`, those that differ from its defaults.
    var staticListOptions: String {
        var options: [String] = []
        if usesTitleRows {
            let regular = list.regularHeaderMode == .firstItemInSection, compact = list.compactHeaderMode == .firstItemInSection
            options.append("titleRows: .\(regular && compact ? "always" : compact ? "inCompactWidth" : "inRegularWidth")")
        }
        if (usesTitleRows || usesSupplementaryHeaders), headerStyle != "plain" { options.append("headerStyle: .\(headerStyle)") }
        if usesSupplementaryHeaders { options.append("supplementaryHeaders: true") }
        if list.reorderable { options.append("reorderable: true") }
        return options.map { ", " + $0 }.joined()
    }

    /// `ListHeaderStyle`'s case for the list's appearance.
    var headerStyle: String {
        switch list.appearance {
        case .sidebar: "sidebar"
        case .grouped, .insetGrouped: "grouped"
        case .plain, .sidebarPlain: "plain"
        }
    }

    /// A static list's rows' accessories, as the spec gives them (`StaticListViewController` asks).
    func emitAccessories(_ w: inout CodeWriter) {
        guard let fixed, fixed.items.contains(where: { !$0.accessories.isEmpty }) else { return }
        w.blank()
        w.block("public override func accessories(for item: \(fixed.itemTypeName)) -> [UICellAccessory] {") { w in
            // Most rows have the same accessories: each distinct list is written once.
            let items = fixed.items
            var written: [(accessories: [Accessory], literal: String)] = []
            w.switchExpression(subject: "item", cases: items.indices.map { i in
                let accessories = items[i].accessories
                if let known = written.first(where: { $0.accessories == accessories }) { return (items[i].caseName, known.literal) }
                let literal = "[" + accessories.map { ".\($0.rawValue)()" }.joined(separator: ", ") + "]"
                if written.count < 8 { written.append((accessories, literal)) }
                return (items[i].caseName, literal)
            })
        }
    }

    /// Title rows by section, rows by `id`: the row that has the id now.
    func emitSectionedCellProvider(_ data: DataList, dataSourceType: String, _ w: inout CodeWriter) {
        if usesTitleRows {
            w.block("let titleCell = ListCellRegistration<\(sectionType)> { [weak self] cell, _, section in") { w in
                w.line("var content = \(headerContentConfiguration)")
                w.line("content.text = self?.title(of: section)")
                w.line("cell.contentConfiguration = content")
                w.line("cell.accessories = [.outlineDisclosure(options: .init(style: .header))]")
            }
        }
        w.block("let dataSource = \(dataSourceType)(collectionView: collectionView) { [weak self] collectionView, indexPath, row in") { w in
            w.line("switch row {")
            w.line(usesTitleRows ? "case .title(let section):" : "case .title:")
            w.indented { w in
                if usesTitleRows {
                    w.line("return collectionView.dequeueConfiguredReusableCell(using: titleCell, for: indexPath, item: section)")
                } else {
                    w.comment("Never made: this list has no title rows. A cell of no row, should it ever be asked for.")
                    w.line("return collectionView.dequeueConfiguredReusableCell(using: itemCell, for: indexPath, item: \"\")")
                }
            }
            w.line("case .row(let id):")
            w.indented { w in
                w.block("if let self, let row = self.rowsByID[id], let cell = self.provideCell?(collectionView, indexPath, row) {") { w in
                    w.line("return cell")
                }
                w.line("return collectionView.dequeueConfiguredReusableCell(using: itemCell, for: indexPath, item: id)")
            }
            w.line("}")
        }
    }

    func emitCellContent(_ w: inout CodeWriter) {
        w.line("var content = cell.defaultContentConfiguration()")
        w.line("content.text = item.title")
        w.line("content.secondaryText = item.subtitle")
        w.line("content.image = item.systemImageName.flatMap { UIImage(systemName: $0) }")
        w.line("cell.contentConfiguration = content")
        if let accessories = accessoriesExpression { w.line("cell.accessories = \(accessories)") }
    }

    /// The accessories every row gets: the spec's per-item accessories for static lists, a
    /// reorder control for reorderable dynamic lists, a disclosure indicator where rows push.
    var accessoriesExpression: String? {
        var accessories = rowAccessories
        if list.reorderable { accessories.append(".reorder()") }
        if sectioned?.rowsHaveChildren == true {
            // A row that holds rows expands with an outline disclosure (UICellAccessory.h:150-152).
            let others = accessories.isEmpty ? "[]" : "[" + accessories.joined(separator: ", ") + "]"
            let withDisclosure = "[" + (accessories + [".outlineDisclosure()"]).joined(separator: ", ") + "]"
            return "item.children?.isEmpty == false ? \(withDisclosure) : \(others)"
        }
        return accessories.isEmpty ? nil : "[" + accessories.joined(separator: ", ") + "]"
    }

    /// The accessories every row from data gets, but the reorder control: a disclosure indicator
    /// where rows push.
    var rowAccessories: [String] {
        list.defaultDestination?.kind == .push ? [".disclosureIndicator()"] : []
    }

    // MARK: Section snapshots

    /// `, titleRow: …`: the argument that says whether section titles are rows, where it varies.
    func titleRowArgument(_ value: String) -> String { titleRowsVary ? ", titleRow: \(value)" : "" }

    /// `text` broken into lines of at most `width` characters, at spaces.
    static func wrapped(_ text: String, width: Int = 96) -> String {
        // Every list's controller wraps a few sentences: ASCII text (the usual case) is wrapped by
        // its bytes, where a byte is a character, instead of splitting it into `Character`s.
        wrappedASCII(text, width: width) ?? wrappedByCharacters(text, width: width)
    }

    /// `wrapped` for any text: an ASCII word's width is its bytes (so `\r\n` counts two), any
    /// other word's its `Character`s, as generated files have always been wrapped.
    static func wrappedByCharacters(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        var length = 0
        for word in text.split(separator: " ") {
            let wordLength = word.utf8.allSatisfy { $0 < 0x80 } ? word.utf8.count : word.count
            if !line.isEmpty, length + 1 + wordLength > width {
                lines.append(line)
                line = ""
                length = 0
            }
            if !line.isEmpty {
                line += " "
                length += 1
            }
            line += word
            length += wordLength
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// `wrapped` of an ASCII `text`, found on its bytes; `nil` when `text` is not ASCII or has a
    /// carriage return (`\r\n` is one `Character` of two bytes).
    static func wrappedASCII(_ text: String, width: Int) -> String? {
        var text = text
        return text.withUTF8 { utf8 -> String? in
            guard !utf8.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(utf8.count)
            var length = 0
            var start = 0
            while start < utf8.count {
                // Words are the runs between spaces; a run of spaces separates nothing.
                guard utf8[start] != 0x20 else { start += 1; continue }
                var end = start
                while end < utf8.count, utf8[end] != 0x20 { end += 1 }
                let wordLength = end - start
                if length > 0, length + 1 + wordLength > width {
                    result.append(0x0A)
                    length = 0
                }
                if length > 0 {
                    result.append(0x20)
                    length += 1
                }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<end]))
                length += wordLength
                start = end
            }
            return String(decoding: result, as: UTF8.self)
        }
    }
}
