import Diagnostics

extension Canvas {
    /// Where each finding applies in this picture: the drawn part (column, screen, list,
    /// section, row, tab, toolbar item) whose spec text most tightly contains the finding's
    /// range, clipped to the screen; nil when nothing drawn here contains it.
    func placements(of diagnostics: [Diagnostic], within screen: Rect) -> [Rect?] {
        diagnostics.map { diagnostic in
            if hiddenRanges.contains(where: { $0.start <= diagnostic.range.start && diagnostic.range.end <= $0.end }) { return nil }
            var best: (length: Int, rect: Rect)?
            for anchor in anchors where anchor.range.start <= diagnostic.range.start && diagnostic.range.end <= anchor.range.end {
                guard let visible = anchor.rect.intersection(screen) else { continue }
                if best == nil || anchor.range.length <= best!.length {
                    best = (anchor.range.length, visible)
                }
            }
            return best?.rect
        }
    }

    /// A badge per placed finding at the top right of what it applies to, numbered as in the
    /// list under the picture, with the full message as its tooltip.
    mutating func drawBadges(_ diagnostics: [Diagnostic], placements: [Rect?], screen: Rect) {
        var stacked: [String: Int] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            guard let target = placements[index] else { continue }
            let key = "\(target.x),\(target.y),\(target.width),\(target.height)"
            let level = stacked[key, default: 0]
            stacked[key] = level + 1
            let color = Theme.color(for: diagnostic.severity)
            let label = diagnostic.ruleID
            let width = min(TextMetrics.width(of: label, size: 11, bold: true) + 34, screen.width - 8)
            // Inside the top right corner of what it applies to, or above it when that is too small.
            let fitsInside = width <= target.width - 12 && target.height >= 28
            var x = fitsInside ? target.maxX - width - 6 : target.midX - width / 2
            x = max(screen.x + 4, min(x, screen.maxX - width - 4))
            var y = (fitsInside ? target.y + 6 : target.y - 24) + Double(level) * 24
            y = max(screen.y + 4, min(y, screen.maxY - 24))
            writer.start("g", ["class": "finding", "data-rule": .text(diagnostic.ruleID)])
            writer.element("title", text: Self.tooltip(diagnostic))
            rect(target.insetBy(dx: 1, dy: 1), fill: "none", stroke: color, radius: 4, opacity: 0.9)
            rect(Rect(x: x, y: y, width: width, height: 20), fill: color, radius: 10)
            writer.element("circle", ["cx": .n(x + 11), "cy": .n(y + 10), "r": 7, "fill": "#FFFFFF"])
            text("\(index + 1)", x: x + 11, y: y + 13.5, size: 10, weight: 700, fill: color, anchor: .middle)
            text(label, x: x + 23, y: y + 14, size: 11, weight: 600, fill: "#FFFFFF", maxWidth: width - 28)
            writer.end()
        }
    }

    /// `warning[rule-id]: message`, then the help: what a reviewer needs at a glance.
    static func tooltip(_ diagnostic: Diagnostic) -> String {
        var text = "\(diagnostic.severity.rawValue)[\(diagnostic.ruleID)]: \(diagnostic.message)"
        if let help = diagnostic.help { text += "\nhelp: \(help)" }
        return text
    }
}
