import LayoutModel

/// A list of rows from data in sections or an outline: sections the spec lists beside sections
/// whose rows the app applies (some repeated per value, an account each), and rows that hold
/// rows. The list subclasses LayoutRuntime's `SectionedDataListViewController`, which keeps the
/// rows by `id`, the data source, the title rows and the user's expansion; the generated list
/// says only what its spec decides: its options, and an `apply` per part of it from data, which
/// hands the model's `contents` to `show(_:)`.
extension ListControllerEmitter {
    var sectioned: DataList? { list.dataSections }

    /// `SectionedDataListViewController`'s section type: the list's sections' enum, or
    /// `WholeList` for rows from data without sections.
    var dataSectionType: String {
        guard let sectioned, !sectioned.isWholeList else { return "WholeList" }
        return sectioned.sectionTypeName
    }

    /// The values the app applied to each section from data, kept where there are several (each
    /// `apply` shows them all again); with one, `apply` hands its argument straight on.
    func emitSectionedProperties(_ data: DataList, _ w: inout CodeWriter) {
        guard !data.isWholeList, data.dynamicSections.count > 1 else { return }
        for section in data.dynamicSections {
            let type = section.sectionType.map { "[(\($0), [\(data.rowType)])]" } ?? "[\(data.rowType)]"
            w.doc("The `\(section.rawValue)` section\(section.sectionType == nil ? "'s rows" : "s' values and rows"), as last applied.")
            w.line("private var \(appliedName(section)): \(type) = []")
        }
    }

    func appliedName(_ section: DataSectionPlan) -> String {
        "applied" + SwiftName.bare(section.caseName).capitalizedFirst
    }

    /// `SectionedDataListViewController`'s options, those that differ from its defaults.
    var sectionedListOptions: String {
        var options: [String] = []
        if sectioned?.rowsHaveChildren == true { options.append("children: \\.children") }
        if !rowAccessories.isEmpty { options.append("accessories: [\(rowAccessories.joined(separator: ", "))]") }
        return options.map { ", " + $0 }.joined() + staticListOptions
    }

    /// What the init shows before the app applies anything: the spec's rows and empty sections
    /// from data. A whole list from data starts empty.
    func emitInitialContents(_ data: DataList, _ w: inout CodeWriter) {
        guard !data.isWholeList else { return }
        let empty = data.dynamicSections.map { "\(SwiftName.bare($0.caseName)): []" }.joined(separator: ", ")
        w.line("show(\(data.sectionTypeName).contents(\(empty)), animatingDifferences: false)")
    }

    /// The public `apply` of each part of the list that comes from data (a whole list's is the
    /// runtime's `apply(_:)`).
    func emitSectionedApply(_ data: DataList, _ w: inout CodeWriter) {
        guard !data.isWholeList else { return }
        let row = data.rowType
        let keeps = data.dynamicSections.count > 1
        for (index, section) in data.dynamicSections.enumerated() {
            let label = SwiftName.bare(section.caseName)
            let parameter: String
            if let type = section.sectionType {
                w.doc(Self.wrapped("Shows one `\(section.rawValue)` section per value, in this order, each with its rows and their children, animating the difference (`show(_:)`: sections and rows are identified by `id`)."))
                parameter = "\(label) sections: [(\(type), [\(row)])]"
            } else {
                w.doc(Self.wrapped("Shows `rows` in the `\(section.rawValue)` section, with their children, animating the difference (`show(_:)`: rows are identified by `id`)."))
                parameter = "\(label) rows: [\(row)]"
            }
            let value = section.sectionType == nil ? "rows" : "sections"
            w.block("public func apply(\(parameter), animatingDifferences: Bool = true) {") { w in
                if keeps {
                    w.line("\(appliedName(section)) = \(value)")
                    w.line("showApplied(animatingDifferences: animatingDifferences)")
                } else {
                    w.line("show(\(data.sectionTypeName).contents(\(label): \(value)), animatingDifferences: animatingDifferences)")
                }
            }
            if keeps || index < data.dynamicSections.count - 1 { w.blank() }
        }
        guard keeps else { return }
        // One call that shows every part as last applied, so that each `apply` stays two lines
        // however many sections come from data.
        w.block("private func showApplied(animatingDifferences: Bool) {") { w in
            let arguments = data.dynamicSections.map { "\(SwiftName.bare($0.caseName)): \(appliedName($0))" }
            w.line("show(\(data.sectionTypeName).contents(\(arguments.joined(separator: ", "))), animatingDifferences: animatingDifferences)")
        }
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
