import LayoutModel

/// How a list appearance looks (`UICollectionLayoutListConfiguration.Appearance`): the tinted
/// sidebar with rounded selection, the plain sidebar with separators, and the grouped looks.
struct ListStyle: Sendable {
    enum Header { case sidebar, band, grouped }

    var appearance: ListAppearance
    var background: String
    var separators: Bool
    /// The white card behind each section in the grouped looks.
    var sectionFill: String?
    var sectionInset: Double
    var sectionRadius: Double
    var roundedSelection: Bool
    var header: Header

    init(_ appearance: ListAppearance, sizeClass: SizeClass) {
        self.appearance = appearance
        switch appearance {
        case .sidebar:
            (background, separators, sectionFill, sectionInset, sectionRadius, roundedSelection, header)
                = (Theme.sidebarBackground, false, nil, 10, 0, true, .sidebar)
        case .sidebarPlain:
            (background, separators, sectionFill, sectionInset, sectionRadius, roundedSelection, header)
                = (Theme.background, true, nil, 0, 0, false, .band)
        case .plain:
            (background, separators, sectionFill, sectionInset, sectionRadius, roundedSelection, header)
                = (Theme.background, true, nil, 0, 0, false, .band)
        case .grouped:
            (background, separators, sectionFill, sectionInset, sectionRadius, roundedSelection, header)
                = (Theme.groupedBackground, true, Theme.background, 0, 0, false, .grouped)
        case .insetGrouped:
            (background, separators, sectionFill, sectionInset, sectionRadius, roundedSelection, header)
                = (Theme.groupedBackground, true, Theme.background, sizeClass == .regular ? 20 : 16, 10, false, .grouped)
        }
    }

    var isGrouped: Bool { sectionFill != nil }

    func headerHeight(first: Bool) -> Double {
        switch header {
        case .sidebar: first ? 36 : 44
        case .band: 28
        case .grouped: first ? 44 : 50
        }
    }

    /// Space between two sections that have no header view.
    var sectionGap: Double {
        switch header {
        case .sidebar: 14
        case .band: 0
        case .grouped: 24
        }
    }
}

extension Canvas {
    /// Draws a list's real rows into `frame`: headers, items with their symbols and
    /// accessories, outline children, swipe actions revealed on one row, and the selected row.
    mutating func drawList(_ list: ListSpec, rows: ListRows, in frame: Rect, sizeClass: SizeClass, selected: Int?) {
        let style = ListStyle(list.appearance(in: sizeClass), sizeClass: sizeClass)
        rect(frame, fill: style.background)
        anchor(list.keyRange, list.range, at: frame)

        // Lay the rows out top to bottom.
        var placed: [(index: Int, rect: Rect)] = []
        var y = frame.y + (style.isGrouped ? 0 : 6)
        var previousSection: Int?
        for (index, row) in rows.rows.enumerated() {
            if y > frame.maxY { break }
            let startsSection = previousSection != row.section
            if startsSection, previousSection != nil, !isHeaderView(row) { y += style.sectionGap }
            if startsSection, previousSection == nil, style.isGrouped, !isHeaderView(row) { y += 20 }
            previousSection = row.section
            let height = isHeaderView(row) ? style.headerHeight(first: placed.isEmpty) : rowHeight(row)
            placed.append((index, Rect(x: frame.x + style.sectionInset, y: y, width: frame.width - 2 * style.sectionInset, height: height)))
            y += height
        }

        // Section cards behind the rows of the grouped looks.
        if let fill = style.sectionFill {
            var spans: [Int: Rect] = [:]
            var order: [Int] = []
            for (index, r) in placed where !isHeaderView(rows.rows[index]) {
                let section = rows.rows[index].section
                if let span = spans[section] {
                    spans[section] = Rect(x: span.x, y: span.y, width: span.width, height: r.maxY - span.y)
                } else {
                    spans[section] = r
                    order.append(section)
                }
            }
            for section in order { rect(spans[section]!, fill: fill, radius: style.sectionRadius) }
        }

        var itemOrdinal = 0
        for (position, (index, r)) in placed.enumerated() {
            let row = rows.rows[index]
            if isHeaderView(row), case .sectionHeader(let title) = row.kind {
                drawSectionHeader(title, in: r, style: style)
                anchor(row.range, at: r)
                continue
            }
            let isLastInSection = position + 1 >= placed.count || rows.rows[placed[position + 1].index].section != row.section
                || isHeaderView(rows.rows[placed[position + 1].index])
            drawRow(row, in: r, style: style, selected: index == selected, separator: style.separators && !isLastInSection)
            if row.isSelectable {
                drawSwipeActions(list.swipeActions, onRow: itemOrdinal, in: r)
                itemOrdinal += 1
            }
        }
    }

    private func isHeaderView(_ row: ListRows.Row) -> Bool {
        if case .sectionHeader = row.kind { return true }
        return false
    }

    private func rowHeight(_ row: ListRows.Row) -> Double {
        switch row.kind {
        case .placeholder: Theme.dynamicRowHeight
        case .item(let item, _): item.subtitle == nil ? Theme.rowHeight : Theme.subtitleRowHeight
        case .headerRow, .sectionHeader: Theme.rowHeight
        }
    }

    private mutating func drawSectionHeader(_ title: String, in r: Rect, style: ListStyle) {
        switch style.header {
        case .sidebar:
            text(title, x: r.x + 12, y: r.maxY - 12, size: 15, weight: 700, fill: Theme.label, maxWidth: r.width - 24)
        case .band:
            rect(r, fill: Theme.groupedBackground)
            text(title, x: r.x + 16, y: r.maxY - 8, size: 15, weight: 600, fill: Theme.label, maxWidth: r.width - 32)
        case .grouped:
            text(title, x: r.x + 16, y: r.maxY - 8, size: 13, fill: Theme.secondaryLabel, maxWidth: r.width - 32)
        }
    }

    private mutating func drawRow(_ row: ListRows.Row, in r: Rect, style: ListStyle, selected: Bool, separator: Bool) {
        writer.start("g", ["class": "row"])
        let onTint = selected && style.roundedSelection
        if selected {
            if style.roundedSelection {
                rect(r.insetBy(dx: 0, dy: 1), fill: Theme.tint, radius: 10)
            } else {
                rect(r, fill: Theme.selectionGray)
            }
        }
        let textColor = onTint ? "#FFFFFF" : Theme.label
        var x = r.x + (style.appearance == .sidebar ? 12 : 16)
        var trailing = r.maxX - 16
        let mid = r.midY

        switch row.kind {
        case .sectionHeader:
            break
        case .headerRow(let title, let outline):
            if outline { chevron(.down, x: trailing - 6, y: mid, size: 11, stroke: onTint ? "#FFFFFF" : Theme.tint) }
            text(title, x: x, y: mid + 6, size: 17, weight: 700, fill: textColor, maxWidth: trailing - x - (outline ? 20 : 0))
        case .placeholder(let number, let itemType):
            text("\(itemType) \(number)", x: x, y: r.y + 22, size: 15, weight: 600, fill: textColor, maxWidth: trailing - x)
            rect(Rect(x: x, y: r.y + 31, width: (trailing - x) * 0.7, height: 7), fill: onTint ? "#FFFFFF" : Theme.placeholderFill, radius: 3.5,
                 opacity: onTint ? 0.5 : nil)
            rect(Rect(x: x, y: r.y + 43, width: (trailing - x) * 0.45, height: 7), fill: onTint ? "#FFFFFF" : Theme.placeholderFill, radius: 3.5,
                 opacity: onTint ? 0.5 : nil)
        case .item(let item, let depth):
            x += Double(depth) * 24
            let accessories = item.accessories.map(\.value)
            for accessory in accessories where accessory == .delete || accessory == .insert {
                editControl(accessory, x: x + 11, y: mid)
                x += 32
            }
            for accessory in accessories.reversed() {
                trailing = trailingAccessory(accessory, trailing: trailing, y: mid, onTint: onTint)
            }
            if !item.children.isEmpty && !accessories.contains(.outlineDisclosure) {
                // Children are shown expanded even without a disclosure control to collapse them.
                trailing -= 4
            }
            if let image = item.image?.value {
                symbol(image, in: Rect(x: x, y: mid - 12, width: 24, height: 24), onTint: onTint)
                x += 36
            }
            let title = item.title?.value ?? item.id?.value ?? ""
            let titleColor = item.title == nil ? (onTint ? "#FFFFFF" : Theme.secondaryLabel) : textColor
            if let subtitle = item.subtitle?.value {
                text(title, x: x, y: r.y + 24, size: 17, fill: titleColor, maxWidth: trailing - x - 8)
                text(subtitle, x: x, y: r.y + 44, size: 13, fill: onTint ? "#FFFFFF" : Theme.secondaryLabel, maxWidth: trailing - x - 8)
            } else {
                text(title, x: x, y: mid + 6, size: 17, fill: titleColor, maxWidth: trailing - x - 8)
            }
        }
        if separator && !selected {
            let start = r.x + (row.isSelectable && style.appearance != .plain ? 52 : 16)
            line(x1: min(start, r.maxX), y1: r.maxY - 0.25, x2: r.maxX, y2: r.maxY - 0.25, stroke: Theme.separator, width: 0.5)
        }
        writer.end()
        if case .placeholder = row.kind {
            // Stand-in rows have no text of their own; findings about the list go on the list.
        } else {
            anchor(row.range, at: r)
        }
    }

    /// Draws one trailing accessory ending at `trailing`; returns where the next one ends.
    private mutating func trailingAccessory(_ accessory: Accessory, trailing: Double, y: Double, onTint: Bool) -> Double {
        let gray = onTint ? "#FFFFFF" : Theme.tertiaryLabel
        switch accessory {
        case .disclosureIndicator:
            chevron(.right, x: trailing - 4, y: y, size: 12, stroke: gray)
            return trailing - 20
        case .checkmark:
            writer.element("polyline", ["points": .text("\(SVGWriter.format(trailing - 14)),\(SVGWriter.format(y)) \(SVGWriter.format(trailing - 9)),\(SVGWriter.format(y + 5)) \(SVGWriter.format(trailing)),\(SVGWriter.format(y - 6))"),
                                        "fill": "none", "stroke": .text(onTint ? "#FFFFFF" : Theme.tint), "stroke-width": 2.2,
                                        "stroke-linecap": "round", "stroke-linejoin": "round"])
            return trailing - 26
        case .outlineDisclosure:
            chevron(.down, x: trailing - 6, y: y, size: 11, stroke: onTint ? "#FFFFFF" : Theme.tint)
            return trailing - 24
        case .reorder:
            for offset in [-5.0, 0, 5] {
                line(x1: trailing - 18, y1: y + offset, x2: trailing, y2: y + offset, stroke: gray, width: 1.5)
            }
            return trailing - 30
        case .delete, .insert:
            return trailing
        }
    }

    /// The red minus or green plus at the leading edge of an editing row.
    private mutating func editControl(_ accessory: Accessory, x: Double, y: Double) {
        writer.element("circle", ["cx": .n(x), "cy": .n(y), "r": 10, "fill": .text(accessory == .delete ? Theme.red : Theme.green)])
        line(x1: x - 5, y1: y, x2: x + 5, y2: y, stroke: "#FFFFFF", width: 2)
        if accessory == .insert { line(x1: x, y1: y - 5, x2: x, y2: y + 5, stroke: "#FFFFFF", width: 2) }
    }

    /// Reveals the trailing swipe actions on the second row and the leading ones on the third,
    /// so the picture shows what a swipe offers.
    private mutating func drawSwipeActions(_ actions: SwipeActions, onRow ordinal: Int, in r: Rect) {
        let shown: [SwipeAction]
        let leading: Bool
        switch ordinal {
        case 1: (shown, leading) = (actions.trailing, false)
        case 2: (shown, leading) = (actions.leading, true)
        default: return
        }
        guard !shown.isEmpty else { return }
        let width = min(74, r.width / Double(shown.count + 1))
        for (index, action) in shown.enumerated() {
            // Trailing actions read right to left from the edge; leading ones left to right.
            let x = leading ? r.x + Double(index) * width : r.maxX - Double(index + 1) * width
            let button = Rect(x: x, y: r.y, width: width, height: r.height)
            writer.start("g", ["class": "swipe-action"])
            writer.element("title", text: "\(leading ? "leading" : "trailing") swipe action \(action.title?.value ?? "")")
            rect(button, fill: action.isDestructive ? Theme.red : (leading ? Theme.tint : "#8E8E93"))
            if let image = action.image?.value {
                symbol(image, in: Rect(x: button.midX - 9, y: button.midY - 16, width: 18, height: 18), tint: "#FFFFFF", onTint: true)
            }
            text(action.title?.value ?? "", x: button.midX, y: button.midY + 16, size: 11, weight: 600, fill: "#FFFFFF",
                 anchor: .middle, maxWidth: width - 6)
            writer.end()
            anchor(action.range, at: button)
        }
    }
}
