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
                w.line("order[section] = RowOrder.arranged(section.items, by: saved[section] ?? order[section] ?? [], children: \\.children)")
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
        let section = fixed.sectionTypeName
        w.doc("""
            Takes the order the user left and tells the app, a section at a time. Each row keeps the
            section and parent the spec gives it (`RowOrder`): a row UIKit put elsewhere is shown back.
            """)
        w.block("private func commitReorder(_ transaction: NSDiffableDataSourceTransaction<\(section), \(identifierType)>) {") { w in
            w.line("guard let dataSource else { return }")
            w.block("for change in ListReorder.sectionChanges(of: transaction) {") { w in
                w.line("let section = change.sectionIdentifier, previous = order[section]")
                w.line("order[section] = RowOrder.arranged(section.items, by: \(self.item("change.finalSnapshot.items")), children: \\.children)")
                w.line("ListReorder.show(sectionSnapshot(for: section\(titleRowArgument("appliedTitleRows ?? false"))), in: section, of: dataSource, over: change.finalSnapshot)")
                w.line("if let rows = order[section], rows != previous { didReorder?(rows, section) }")
            }
        }
        w.blank()
        w.doc("Keeps a moving row among its siblings (`ListReorder.target`). UIKit asks from iOS 15; on iOS 14\n`commitReorder` shows a row that landed elsewhere back among its siblings.")
        w.block("public override func target(forMoveFrom originalIndexPath: IndexPath, proposed proposedIndexPath: IndexPath) -> IndexPath {") { w in
            w.comment("Only UIKit's iOS 15 delegate method asks (`ListViewController`).")
            w.block("guard #available(iOS 15.0, *) else {", close: "}") { w in
                w.line("return proposedIndexPath")
            }
            w.line("return ListReorder.target(forMoveFrom: originalIndexPath, proposed: proposedIndexPath, in: dataSource)")
        }
    }
}
