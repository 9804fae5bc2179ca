import LayoutModel

/// The bars around a screen's content, which depend on where the screen is shown.
struct ScreenChrome: Sendable {
    var sizeClass: SizeClass
    /// Sidebars and the roots of compact flows use large titles; the secondary column does not.
    var largeTitle: Bool
    /// The status bar above the navigation bar.
    var topInset: Double
    /// The home indicator, or a tab bar, below the content.
    var bottomInset: Double
    /// Bar buttons before the title (SF Symbol names), such as the sidebar button.
    var leadingSymbols: [String] = []
    /// The row shown selected, carried into the next column.
    var selectedRow: Int?
}

extension Canvas {
    /// Draws a screen: its navigation bar with title and toolbar items, then its list or a
    /// placeholder for custom content. A screen the spec does not define is drawn as missing.
    mutating func drawScreen(_ screen: Screen?, named name: String, in frame: Rect, chrome: ScreenChrome) {
        guard let screen else {
            rect(frame, fill: Theme.background)
            let box = frame.droppingTop(chrome.topInset).insetBy(dx: 16, dy: 16)
            rect(box, fill: "#FFF2F2", stroke: Theme.red, radius: 12, dashed: true)
            text("No screen named \(name)", x: box.midX, y: box.midY, size: 15, weight: 600, fill: Theme.red,
                 anchor: .middle, maxWidth: box.width - 16)
            return
        }
        let rows = screen.list.map { ListRows($0, sizeClass: chrome.sizeClass) }
        let style = screen.list.map { ListStyle($0.appearance(in: chrome.sizeClass), sizeClass: chrome.sizeClass) }
        rect(frame, fill: style?.background ?? Theme.background)
        anchor(screen.name.range, screen.range, at: frame)

        // Navigation bar.
        let barHeight = chrome.sizeClass == .regular ? Theme.navigationBarHeight : Theme.compactNavigationBarHeight
        let bar = Rect(x: frame.x, y: frame.y + chrome.topInset, width: frame.width, height: barHeight)
        var leading = bar.x + 16
        for symbolName in chrome.leadingSymbols {
            symbol(symbolName, in: Rect(x: leading, y: bar.midY - 12, width: 24, height: 24))
            leading += 36
        }
        // Each item where its placement puts it: leading items from the leading edge, trailing
        // items from the trailing edge inwards (the first at the outside edge, as UIKit places
        // `rightBarButtonItems`), the rest in the bottom toolbar (`toolbarItems`), in both widths,
        // except a button the spec shows in the other width only (`sizeClass:`).
        let toolbar = screen.toolbar.filter { $0.shows(in: chrome.sizeClass) }
        let bottomItems = toolbar.filter { $0.sitsAt == .bottom }
        let bottomToolbar = !bottomItems.isEmpty
        var trailing = bar.maxX - 16
        for item in toolbar where item.sitsAt == .leading {
            let width = barButtonWidth(item)
            guard leading + width < bar.midX - 40 else { break }
            drawBarButton(item, in: Rect(x: leading, y: bar.midY - 12, width: width, height: 24))
            leading += width + 14
        }
        for item in toolbar where item.sitsAt == .trailing {
            let width = barButtonWidth(item)
            let button = Rect(x: trailing - width, y: bar.midY - 12, width: width, height: 24)
            guard button.x > leading + 40 else { break }
            drawBarButton(item, in: button)
            trailing -= width + 14
        }
        // A title with a menu (`titleMenu:`) shows a chevron after it, as UIKit draws one.
        let titleMenu = screen.titleMenu.leaves.compactMap { $0.title?.value }
        // A title per size class shows the one for the width drawn.
        let shown = screen.titleFollowsSizeClass && chrome.sizeClass == .compact ? screen.compactTitle : screen.title
        let title = (shown?.value ?? "") + (titleMenu.isEmpty ? "" : " ⌄")
        if !titleMenu.isEmpty {
            writer.start("g", ["class": "title-menu"])
            writer.element("title", text: "Title menu: " + titleMenu.joined(separator: ", "))
        }
        var contentTop = bar.maxY
        if chrome.largeTitle && !title.isEmpty {
            text(title, x: frame.x + 16, y: bar.maxY + 36, size: chrome.sizeClass == .regular ? 30 : 34, weight: 700,
                 maxWidth: frame.width - 32)
            if !titleMenu.isEmpty { writer.end() }
            contentTop += Theme.largeTitleHeight
        } else {
            if !title.isEmpty {
                let room = 2 * min(bar.midX - leading, trailing - bar.midX) - 8
                text(title, x: bar.midX, y: bar.midY + 6, size: 17, weight: 600, anchor: .middle, maxWidth: max(room, 40))
            }
            if !titleMenu.isEmpty { writer.end() }
            line(x1: frame.x, y1: bar.maxY - 0.25, x2: frame.maxX, y2: bar.maxY - 0.25, stroke: Theme.separator, width: 0.5)
        }
        if let search = screen.search {
            contentTop = drawSearchField(search, below: contentTop, in: frame)
        }

        var contentBottom = frame.maxY - chrome.bottomInset
        if bottomToolbar { contentBottom -= Theme.toolbarHeight }
        let content = Rect(x: frame.x, y: contentTop, width: frame.width, height: max(0, contentBottom - contentTop))
        if let list = screen.list, let rows {
            drawList(list, rows: rows, in: content, sizeClass: chrome.sizeClass, selected: chrome.selectedRow)
        } else {
            drawCustomContent(of: screen, in: content)
        }
        if bottomToolbar {
            drawBottomToolbar(bottomItems, in: Rect(x: frame.x, y: contentBottom, width: frame.width, height: Theme.toolbarHeight))
        }
    }

    /// The search field under the title (`navigationItem.searchController`, kept visible), and its
    /// scope bar when there are two or more scopes, as UIKit shows it. Returns where content starts.
    private mutating func drawSearchField(_ search: Search, below top: Double, in frame: Rect) -> Double {
        let field = Rect(x: frame.x + 16, y: top + 8, width: frame.width - 32, height: 36)
        writer.start("g", ["class": "search-field"])
        writer.element("title", text: "UISearchController: " + (search.prompt?.value ?? "Search")
            + (search.scopes.isEmpty ? "" : " (scopes: " + search.scopes.map(\.value).joined(separator: ", ") + ")"))
        rect(field, fill: "#E9E9EB", radius: 10)
        symbol("magnifyingglass", in: Rect(x: field.x + 8, y: field.midY - 9, width: 18, height: 18))
        text(search.prompt?.value ?? "Search", x: field.x + 32, y: field.midY + 5, size: 16, fill: Theme.secondaryLabel,
             maxWidth: field.width - 40)
        writer.end()
        anchor(search.keyRange, search.range, at: field)
        var bottom = field.maxY + 8
        if search.scopes.count >= 2 {
            let bar = Rect(x: field.x, y: bottom, width: field.width, height: 28)
            rect(bar, fill: "#E9E9EB", radius: 8)
            let slot = bar.width / Double(search.scopes.count)
            for (index, scope) in search.scopes.enumerated() {
                let segment = Rect(x: bar.x + slot * Double(index) + 2, y: bar.y + 2, width: slot - 4, height: bar.height - 4)
                if index == 0 { rect(segment, fill: "#FFFFFF", radius: 6) }
                text(scope.value, x: segment.midX, y: segment.midY + 4, size: 13, weight: index == 0 ? 600 : 400, anchor: .middle,
                     maxWidth: segment.width - 8)
            }
            bottom = bar.maxY + 8
        }
        return bottom
    }

    private func barButtonWidth(_ item: ToolbarItem) -> Double {
        if item.image != nil { return 24 }
        return min(TextMetrics.width(of: item.title?.value ?? "", size: 17), 120)
    }

    /// A toolbar item: its symbol as a placeholder, or its title as a text button. A button with a
    /// menu says so in its tooltip, with the menu's items.
    private mutating func drawBarButton(_ item: ToolbarItem, in r: Rect) {
        if let image = item.image?.value {
            writer.start("g", ["class": "bar-button"])
            let menu = item.menu.isEmpty ? "" : " (menu: " + item.menu.leaves.compactMap { $0.title?.value }.joined(separator: ", ") + ")"
            writer.element("title", text: (item.title?.value ?? image) + menu)
            symbol(image, in: r)
            writer.end()
        } else {
            text(item.title?.value ?? "", x: r.x, y: r.midY + 6, size: 17, fill: Theme.tint, maxWidth: r.width)
        }
        anchor(item.range, at: r)
    }

    /// The bottom toolbar: its items spread across it.
    private mutating func drawBottomToolbar(_ items: [ToolbarItem], in r: Rect) {
        rect(r, fill: "#F9F9F9")
        line(x1: r.x, y1: r.y, x2: r.maxX, y2: r.y, stroke: Theme.separator, width: 0.5)
        let slot = r.width / Double(max(items.count, 1))
        for (index, item) in items.enumerated() {
            let width = min(barButtonWidth(item), slot - 8)
            let x = r.x + slot * Double(index) + (slot - width) / 2
            drawBarButton(item, in: Rect(x: x, y: r.midY - 12, width: width, height: 24))
        }
    }

    /// A screen without a list: the app's own content, shown as a placeholder, inside the
    /// readable content guide when the screen asks for readable width.
    private mutating func drawCustomContent(of screen: Screen, in content: Rect) {
        let name = screen.name.value
        guard content.height > 40 else { return }
        if screen.readsAtReadableWidth {
            let width = min(672, content.width - 40)
            let guide = Rect(x: content.midX - width / 2, y: content.y + 20, width: width, height: content.height - 40)
            writer.start("g", ["class": "readable-width"])
            writer.element("title", text: "\(name): content pinned to readableContentGuide")
            rect(guide, fill: "none", stroke: Theme.tint, dashed: true)
            text("\(name) · readableContentGuide", x: guide.x + 4, y: guide.y - 6, size: 10, fill: Theme.tint, maxWidth: guide.width)
            var y = guide.y + 24
            rect(Rect(x: guide.x + 16, y: y, width: (guide.width - 32) * 0.55, height: 14), fill: Theme.placeholderStroke, radius: 4, opacity: 0.6)
            y += 34
            let pattern = [1.0, 0.96, 0.99, 0.93, 0.62]
            var lineIndex = 0
            while y + 8 < guide.maxY - 12 && lineIndex < 40 {
                let fraction = pattern[lineIndex % pattern.count]
                rect(Rect(x: guide.x + 16, y: y, width: (guide.width - 32) * fraction, height: 7), fill: Theme.placeholderFill, radius: 3.5)
                y += lineIndex % pattern.count == pattern.count - 1 ? 28 : 16
                lineIndex += 1
            }
            writer.end()
        } else {
            let box = content.insetBy(dx: 20, dy: 20)
            writer.start("g", ["class": "custom-content"])
            writer.element("title", text: "\(name): the app's own content")
            rect(box, fill: Theme.groupedBackground, stroke: Theme.placeholderStroke, radius: 12, dashed: true)
            text(name, x: box.midX, y: box.midY - 4, size: 17, weight: 600, fill: Theme.secondaryLabel, anchor: .middle, maxWidth: box.width - 16)
            text("custom content", x: box.midX, y: box.midY + 16, size: 13, fill: Theme.secondaryLabel, anchor: .middle, maxWidth: box.width - 16)
            writer.end()
        }
    }

    /// A compact tab bar: each tab's symbol as a placeholder and its title, the first selected.
    /// Past five tabs UIKit shows four and a More tab.
    mutating func drawTabBar(_ tabs: [Tab], in r: Rect, barHeight: Double) {
        rect(r, fill: "#F9F9F9")
        line(x1: r.x, y1: r.y, x2: r.maxX, y2: r.y, stroke: Theme.separator, width: 0.5)
        let overflow = tabs.count > 5
        let shown: [Tab?] = overflow ? tabs.prefix(4).map { $0 } + [nil] : tabs.map { $0 }
        guard !shown.isEmpty else { return }
        let slot = r.width / Double(shown.count)
        for (index, tab) in shown.enumerated() {
            let slotRect = Rect(x: r.x + slot * Double(index), y: r.y, width: slot, height: barHeight)
            let color = index == 0 ? Theme.tint : "#8E8E93"
            let icon = Rect(x: slotRect.midX - 12, y: r.y + 5, width: 24, height: 24)
            writer.start("g", ["class": "tab"])
            if let tab {
                if let image = tab.image?.value {
                    symbol(image, in: icon, tint: color)
                } else {
                    rect(icon, fill: "none", stroke: color, radius: 6, dashed: true)
                }
                if tab.hasBadge {
                    // The count is the app's: a red badge with no number says one is there.
                    writer.start("g", ["class": "tab-badge"])
                    writer.element("title", text: "A count the app gives (`badge: true`)")
                    writer.element("circle", ["cx": .n(icon.maxX), "cy": .n(icon.y + 3), "r": 6, "fill": .text(Theme.red)])
                    writer.end()
                }
                text(tab.title?.value ?? "", x: slotRect.midX, y: r.y + 42, size: 10, weight: 500, fill: color,
                     anchor: .middle, maxWidth: slot - 4)
            } else {
                writer.element("title", text: "More: UIKit shows four tabs and a More tab when there are more than five")
                symbol("ellipsis", in: icon, tint: color)
                text("More", x: slotRect.midX, y: r.y + 42, size: 10, weight: 500, fill: color, anchor: .middle)
            }
            writer.end()
            if let tab {
                anchor(tab.range, at: slotRect)
            } else {
                // The tabs past the fourth live under More.
                for hidden in tabs.dropFirst(4) { anchor(hidden.range, at: slotRect) }
            }
        }
    }
}
