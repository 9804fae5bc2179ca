import LayoutModel

extension Canvas {
    /// A transient UI entry presented over the layout: the layout dimmed behind a sheet (a form
    /// sheet is a centred card, a page sheet the width of a page from near the top, a medium detent
    /// half the height), a full-screen cover, a popover near the top trailing bar, or an alert's or
    /// confirmation dialog's box with its buttons.
    mutating func drawPresentation(_ entry: TransientUI, spec: LayoutSpec, screen: Rect, device: PreviewScene.Device) {
        guard let kind = entry.kind?.value else { return }
        writer.start("g", ["class": .text("presentation \(kind.rawValue)")])
        // Popovers (a confirmation dialog is one on iPad) leave the layout undimmed.
        if !kind.pointsAtAnchor && kind != .menu { rect(screen, fill: "#000000", opacity: 0.25) }
        let top = screen.y + device.statusBarHeight
        let card: Rect
        switch kind {
        case .fullScreen:
            card = screen
        case .pageSheet:
            let width = min(704, screen.width)
            card = Rect(x: screen.midX - width / 2, y: top + 16, width: width, height: screen.maxY - top - 16)
        case .popover, .picker, .menu:
            let width = min(375, screen.width - 16)
            card = Rect(x: screen.maxX - width - 8, y: top + 52, width: width, height: min(480, screen.height - top - 60))
        case .sheet, .formSheet:
            let width = min(540, screen.width), height = min(620, screen.height - top - 32)
            card = Rect(x: screen.midX - width / 2, y: screen.midY - height / 2 + device.statusBarHeight / 2, width: width, height: height)
        case .alert, .confirmationDialog:
            drawAlert(entry, kind: kind, screen: screen, top: top)
            writer.end()
            anchor(entry.kind?.range, entry.range, at: screen)
            return
        }
        var shown = card
        // A sheet opens at its smallest detent: half the card for `medium`, its height for a fixed one.
        switch kind.isSheet ? entry.detents.first?.value : nil {
        case .system(.medium)?:
            shown = Rect(x: card.x, y: card.maxY - card.height / 2, width: card.width, height: card.height / 2)
        case .height(let points)?:
            let height = min(card.height, max(44, points))
            shown = Rect(x: card.x, y: card.maxY - height, width: card.width, height: height)
        default:
            break
        }
        startClipped(to: shown, radius: kind == .fullScreen ? 0 : 12)
        if let name = entry.content?.value {
            let chrome = ScreenChrome(sizeClass: .regular, largeTitle: false, topInset: kind == .fullScreen ? device.statusBarHeight : 0,
                                      bottomInset: kind == .fullScreen ? device.homeIndicatorHeight : 0)
            drawScreen(spec.screen(named: name), named: name, in: shown, chrome: chrome)
        } else {
            rect(shown, fill: Theme.background)
        }
        writer.end()
        if entry.detents.count > 1 {
            rect(Rect(x: shown.midX - 18, y: shown.y + 5, width: 36, height: 5), fill: Theme.secondaryLabel, radius: 2.5, opacity: 0.5)
        }
        writer.end()
        anchor(entry.content?.keyRange ?? entry.kind?.range, entry.range, at: shown)
    }

    /// UIAlertController's box: the title, the message, one button per row (cancel in bold,
    /// destructive ones in red). An action sheet shown as a popover on iPad leaves out its cancel
    /// button: a tap outside cancels.
    private mutating func drawAlert(_ entry: TransientUI, kind: TransientKind, screen: Rect, top: Double) {
        let width = kind == .alert ? 270.0 : 304.0
        let buttons = kind == .alert ? entry.buttons : entry.buttons.filter { $0.role?.value != .cancel }
        let headerHeight = 24 + (entry.title == nil ? 0 : 22) + (entry.message == nil ? 0 : 20.0)
        let height = headerHeight + Double(max(buttons.count, 1)) * 44
        let box = kind == .alert
            ? Rect(x: screen.midX - width / 2, y: screen.midY - height / 2, width: width, height: height)
            : Rect(x: screen.maxX - width - 8, y: top + 52, width: width, height: height)
        rect(box, fill: "#F2F2F7", radius: 14)
        var y = box.y + 16
        if let title = entry.title?.value {
            y += 16
            text(title, x: box.midX, y: y, size: 17, weight: 600, anchor: .middle, maxWidth: width - 32)
        }
        if let message = entry.message?.value {
            y += 20
            text(message, x: box.midX, y: y, size: 13, fill: Theme.secondaryLabel, anchor: .middle, maxWidth: width - 32)
        }
        var row = box.y + headerHeight
        for button in buttons {
            line(x1: box.x, y1: row, x2: box.maxX, y2: row, stroke: Theme.separator, width: 0.5)
            let role = button.role?.value
            text(button.title?.value ?? "", x: box.midX, y: row + 28, size: 17, weight: role == .cancel ? 600 : 400,
                 fill: role == .destructive ? Theme.red : Theme.tint, anchor: .middle, maxWidth: width - 24)
            row += 44
        }
    }
}
