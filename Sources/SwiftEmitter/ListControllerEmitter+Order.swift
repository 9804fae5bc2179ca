import LayoutModel

/// The order of a reorderable static list: where a moving row may land, what the app hears when
/// it lands, and how a saved order comes back. A row moves among its siblings only: its section
/// and its outline parent come from the spec, never from where a drag happened to end.
extension ListControllerEmitter {
    func emitApplyOrder(_ w: inout CodeWriter) {
        guard let fixed else { return }
        let section = fixed.sectionTypeName, item = fixed.itemTypeName
        w.doc("""
            Shows the rows in a saved order, such as one `didReorder` reported: in each section, the
            top-level rows and each parent's children are sorted by their place in `saved[section]`.
            Rows it lacks follow in spec order; no row changes section or parent. Expansion is kept.
            """)
        w.block("public func apply(order saved: [\(section): [\(item)]]) {") { w in
            w.block("for section in \(section).allCases {") { w in
                w.line("order[section] = \(vc).arranged(section.items, by: saved[section] ?? order[section] ?? [])")
            }
            if titleRowsVary {
                w.line("guard let appliedTitleRows else { return }")
                w.line("showRows(titleRows: appliedTitleRows)")
            } else {
                w.line("applySnapshot()")
            }
        }
    }

    func emitReorder(_ w: inout CodeWriter) {
        guard let fixed else { return }
        let section = fixed.sectionTypeName, item = fixed.itemTypeName
        w.doc("""
            `items` and their outline children, depth first, each group of siblings in the order of `saved`
            (rows it lacks follow in spec order).
            """)
        w.block("private nonisolated static func arranged(_ items: [\(item)], by saved: [\(item)]) -> [\(item)] {") { w in
            w.line("let rank = Dictionary(saved.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })")
            w.line("let sorted = items.enumerated().sorted { (rank[$0.element] ?? saved.count + $0.offset) < (rank[$1.element] ?? saved.count + $1.offset) }")
            w.line("return sorted.flatMap { [$0.element] + arranged($0.element.children, by: saved) }")
        }
        w.blank()
        w.doc("""
            Takes the order the user left and tells the app, a section at a time. Each row keeps the
            section and parent the spec gives it: where UIKit put a row elsewhere (after the last of its
            siblings it can land under another parent; on iOS 14, where moves are not clamped, in
            another section), the section is shown again as the order says.
            """)
        w.block("private func commitReorder(_ transaction: NSDiffableDataSourceTransaction<\(section), \(identifierType)>) {") { w in
            w.line("guard let dataSource else { return }")
            w.comment("A section that gained a row gives it back before its own section takes it again.")
            w.block("let changes = transaction.sectionTransactions.sorted {") { w in
                w.line("$0.finalSnapshot.items.count - $0.initialSnapshot.items.count > $1.finalSnapshot.items.count - $1.initialSnapshot.items.count")
            }
            w.block("for change in changes {") { w in
                w.line("let section = change.sectionIdentifier, shown = change.finalSnapshot")
                w.line("let previous = order[section]")
                w.line("order[section] = \(vc).arranged(section.items, by: \(self.item("shown.items")))")
                w.line("let kept = sectionSnapshot(for: section\(titleRowArgument("appliedTitleRows ?? false")))")
                w.block("if kept.items != shown.items || kept.items.contains(where: { kept.parent(of: $0) != shown.parent(of: $0) }) {") { w in
                    w.line("dataSource.apply(kept, to: section, animatingDifferences: false)")
                }
                w.line("if let rows = order[section], rows != previous { didReorder?(rows, section) }")
            }
        }
        w.blank()
        w.doc("""
            Keeps a moving row among its siblings: in its own section, under its own parent, never above
            a title row. It can land before any sibling, or after the last one and its children.
            UIKit asks from iOS 15 (`UICollectionView.h:188`); on iOS 14 the move is not clamped, and
            `commitReorder` puts a row that landed elsewhere back among its siblings.
            """)
        w.line("@available(iOS 15.0, *)")
        w.block("public func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath, atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {") { w in
            w.line("guard let dataSource, let row = dataSource.itemIdentifier(for: originalIndexPath),")
            w.line("      let section = dataSource.sectionIdentifier(for: originalIndexPath.section) else { return originalIndexPath }")
            w.line("let snapshot = dataSource.snapshot(for: section)")
            w.comment("The rows shown once the moving row and its children are lifted out; proposals count in them.")
            w.line("let lifted = Set(snapshot.snapshot(of: row, includingParent: true).items)")
            w.line("let others = snapshot.visibleItems.filter { !lifted.contains($0) }")
            w.line("let parent = snapshot.parent(of: row)")
            w.line("var targets = others.indices.filter { snapshot.parent(of: others[$0]) == parent }")
            w.line("guard let last = targets.last else { return originalIndexPath }")
            w.line("targets.append(others[(last + 1)...].firstIndex { snapshot.level(of: $0) <= snapshot.level(of: row) } ?? others.count)")
            w.line("let item: Int")
            w.block("if proposedIndexPath.section != originalIndexPath.section {", close: "} else {") { w in
                w.line("item = proposedIndexPath.section < originalIndexPath.section ? targets[0] : targets[targets.count - 1]")
            }
            w.indented { w in
                w.line("item = targets.min { abs($0 - proposedIndexPath.item) < abs($1 - proposedIndexPath.item) } ?? originalIndexPath.item")
            }
            w.line("}")
            w.line("return IndexPath(item: item, section: originalIndexPath.section)")
        }
    }
}
