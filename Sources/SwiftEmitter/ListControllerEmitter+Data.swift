import LayoutModel

/// The data half of a list view controller: swipe actions, and the options and accessories the
/// runtime's list base classes take (their data sources are theirs).
extension ListControllerEmitter {
    // MARK: Swipe actions

    /// The row's actions for one edge, in spec order, which is UIKit's (`SwipeActions`); the row
    /// is found again when an action is chosen, by id for rows from data.
    func emitSwipeActions(_ w: inout CodeWriter) {
        let actions = "\(list.swipeTypeName).actions(on: edge)"
        w.block("public override func swipeActions(on edge: SwipeEdge, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {") { w in
            if list.isDynamic {
                // Found again by id when an action is chosen (`DataListViewController`, `SectionedDataListViewController`).
                w.line("swipeActions(\(actions), at: indexPath, perform: performSwipeAction)")
            } else {
                w.line(rowGuard(at: "indexPath", else: "return nil"))
                w.line("return swipeActions(\(actions), at: indexPath, row: { row }, perform: performSwipeAction)")
            }
        }
    }

    // MARK: Options

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

    /// The accessories every row from data gets, but the reorder control: a disclosure indicator
    /// where rows push.
    var rowAccessories: [String] {
        list.defaultDestination?.kind == .push ? [".disclosureIndicator()"] : []
    }

    // MARK: Documentation

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
