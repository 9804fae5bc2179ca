import LayoutModel

/// The model of a list whose rows come from data: the row struct, the types of sections
/// repeated per value, the sections' enum, and the listed rows as rows of the same type.
extension ModelEmitter {
    func emitDataListTypes(_ data: DataList, screen: ScreenPlan, _ w: inout CodeWriter) {
        var first = true
        func separate() { if !first { w.blank() }; first = false }
        if plan.declaresRowType(data.rowType, screen: screen) {
            separate()
            emitRowType(data.rowType, screen: screen, &w)
        }
        var declared = Set<String>()
        for type in data.repeatedSections.compactMap(\.sectionType) where plan.declaresSectionType(type, screen: screen) && declared.insert(type).inserted {
            separate()
            emitSectionValueType(type, screen: screen, &w)
        }
        guard !data.isFlat, !data.isWholeList else { return }
        separate()
        emitDataSections(data, screen: screen, &w)
        if let listed = data.listed {
            w.blank()
            emitItems(listed, screen: screen, &w) { w in emitListedRows(listed, data: data, screen: screen, &w) }
        }
    }

    static let contentsDoc = """
        The sections to show, in spec order, each with its title and top-level rows: the spec's rows,
        and the app's where it supplies them. A section repeated from data shows once per value id, and
        a row once per id in the whole list, children included: the first. UIKit's list and SwiftUI's
        view show exactly this.
        """

    /// `accounts: [(Account, [Feed])]`, `recent: [Feed]`: one parameter per section from data.
    func contentsParameters(_ data: DataList) -> String {
        data.dynamicSections.map { section in
            let label = SwiftName.bare(section.caseName)
            if let type = section.sectionType { return "\(label): [(\(type), [\(data.rowType)])]" }
            return "\(label): [\(data.rowType)]"
        }.joined(separator: ", ")
    }

    /// `sectionType: Account`: what the app says about each section it supplies.
    func emitSectionValueType(_ type: String, screen: ScreenPlan, _ w: inout CodeWriter) {
        w.doc("""
            A section of the \(screen.name) list repeated from data (`sectionType: \(type)`), made by the
            app: one section per value, in the app's order, titled by it. The list identifies the section
            by its `id`, so its title can change without the rows losing their cells.
            """)
        w.block("public struct \(type): Hashable, Sendable, Codable, Identifiable {") { w in
            w.line("public var id: String")
            w.doc("The section's header, or its first row where the header mode is `firstItemInSection`.")
            w.line("public var title: String")
            w.blank()
            w.block("public init(id: String, title: String) {") { w in
                w.line("self.id = id")
                w.line("self.title = title")
            }
        }
    }

    func emitDataSections(_ data: DataList, screen: ScreenPlan, _ w: inout CodeWriter) {
        let type = data.sectionTypeName
        w.doc("""
            The sections of the \(screen.name) list, in spec order: the sections the spec lists, and those
            whose rows come from data, where a section repeated per value is identified by the value's id.
            """)
        w.block("public enum \(type): DataListSection, Codable {") { w in
            for section in data.sections {
                if let valueType = section.sectionType {
                    w.doc("One section per `\(valueType)` the app supplies, by its id.")
                    w.line("case \(section.caseName)(\(valueType).ID)")
                } else {
                    w.line("case \(section.caseName)")
                }
            }
            w.blank()
            w.doc(Self.contentsDoc)
            w.block("public static func contents(\(contentsParameters(data))) -> [(section: \(type), title: String?, rows: [\(data.rowType)])] {") { w in
                w.line("var result: [(section: \(type), title: String?, rows: [\(data.rowType)])] = []")
                for section in data.sections {
                    let title = SwiftLiteral.optionalString(section.title)
                    switch section.source {
                    case .listed(let items) where items.isEmpty:
                        w.line("result.append((.\(section.caseName), \(title), []))")
                    case .listed(let items):
                        let listed = data.listed?.itemTypeName ?? ""
                        let cases = CodeWriter.caseList(items.map { data.listed?.items[$0].caseName ?? "" })
                        w.line("result.append((.\(section.caseName), \(title), (\(cases) as [\(listed)]).map(\\.row)))")
                    case .rows:
                        w.line("result.append((.\(section.caseName), \(title), \(SwiftName.bare(section.caseName))))")
                    case .repeated:
                        w.block("for (value, rows) in \(SwiftName.bare(section.caseName)) {") { w in
                            w.line("result.append((.\(section.caseName)(value.id), value.title, rows))")
                        }
                    }
                }
                let children = plan.rowTypesWithChildren.contains(data.rowType) ? ", children: \\.children" : ""
                w.line("return DataListContents.unique(result\(children))")
            }
            w.blank()
            w.doc("A key that lasts across launches (a saved expansion): the spec's id, and for a section\nrepeated from data the value's id after a slash.")
            w.block("public var key: String {") { w in
                w.line("switch self {")
                for section in data.sections {
                    if section.sectionType != nil {
                        w.line("case .\(section.caseName)(let id): \(SwiftLiteral.string(section.rawValue + "/")) + id")
                    } else {
                        w.line("case .\(section.caseName): \(SwiftLiteral.string(section.rawValue))")
                    }
                }
                w.line("}")
            }
            w.blank()
            w.doc("The section a `key` names; `nil` for a key of a section the spec no longer has.")
            w.block("public init?(key: String) {") { w in
                w.line("switch key {")
                for section in data.sections where section.sectionType == nil {
                    w.line("case \(SwiftLiteral.string(section.rawValue)): self = .\(section.caseName)")
                }
                w.line("default:")
                w.indented { w in
                    for section in data.sections where section.sectionType != nil {
                        let prefix = section.rawValue + "/"
                        w.block("if key.hasPrefix(\(SwiftLiteral.string(prefix))) {") { w in
                            w.line("self = .\(section.caseName)(String(key.dropFirst(\(prefix.count))))")
                            w.line("return")
                        }
                    }
                    w.line("return nil")
                }
                w.line("}")
            }
        }
    }

    /// The listed rows of a mixed list are rows of the row type, with the spec's ids: the app sees
    /// one kind of row, and the list tells them apart by id.
    func emitListedRows(_ listed: StaticList, data: DataList, screen: ScreenPlan, _ w: inout CodeWriter) {
        let item = listed.itemTypeName
        let row = data.rowType
        let children = plan.rowTypesWithChildren.contains(row)
        do {
            w.doc("The row as the list shows it: a `\(row)` whose id is the spec's id.")
            w.block("public var row: \(row) {") { w in
                let childrenArgument = children ? ", children: self.children.isEmpty ? nil : self.children.map(\\.row)" : ""
                w.line("\(row)(id: rawValue, title: title, subtitle: subtitle, systemImageName: systemImageName\(childrenArgument))")
            }
            w.blank()
            w.doc("The listed row a row of the list is, by id; `nil` for a row from data.")
            w.block("public init?(_ row: \(row)) {") { w in
                w.line("self.init(rawValue: row.id)")
            }
            w.blank()
            w.doc("What selecting a row of the \(screen.name) list shows: a listed row's own destination, else the list's.")
            w.block("public static func destination(of row: \(row)) -> Destination? {") { w in
                w.line("if let item = \(item)(row) { return item.destination }")
                w.line("return \(destinationLiteral(plan.screens[screen.index].list?.defaultDestination))")
            }
            if plan.screens[screen.index].list?.hasRowActions == true {
                w.blank()
                w.doc("What selecting a row that is a button runs: a listed row's own action, else the list's `action`.")
                w.block("public static func action(of row: \(row)) -> ToolbarAction? {") { w in
                    w.line("if let item = \(item)(row) { return item.action }")
                    w.line("return \(actionLiteral(plan.screens[screen.index].list?.dynamicRowAction))")
                }
            }
        }
    }
}
