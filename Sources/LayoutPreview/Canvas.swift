import SpecSource

/// A place in the picture that a part of the spec was drawn at, so a finding about that part
/// can be shown there.
struct Anchor: Sendable {
    /// The spec text the drawn thing comes from.
    var range: SourceRange
    /// Where it was drawn.
    var rect: Rect
}

/// The SVG being drawn, the drawing primitives of the wireframes, and the anchors collected
/// along the way.
struct Canvas: Sendable {
    var writer = SVGWriter()
    private(set) var anchors: [Anchor] = []
    /// Spec text this picture does not show even though an enclosing part is drawn (the
    /// compact flow in a regular-width picture): findings there are listed, not badged.
    var hiddenRanges: [SourceRange] = []
    private var nextID = 0

    /// A fresh id for a clip path or gradient, numbered in drawing order (deterministic).
    mutating func makeID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    /// Records that the spec text in `ranges` (joined) was drawn in `rect`. Nil ranges and the
    /// placeholder range `0..<0` of parts that did not decode are left out.
    mutating func anchor(_ ranges: SourceRange?..., at rect: Rect) {
        let present = ranges.compactMap { $0 }.filter { !($0.start == 0 && $0.end == 0) }
        guard let first = present.first else { return }
        anchors.append(Anchor(range: present.dropFirst().reduce(first) { $0.union($1) }, rect: rect))
    }

    mutating func rect(_ r: Rect, fill: String, stroke: String? = nil, radius: Double = 0, opacity: Double? = nil, dashed: Bool = false) {
        var attributes: [(String, SVGValue)] = [("x", .n(r.x)), ("y", .n(r.y)), ("width", .n(r.width)), ("height", .n(r.height))]
        if radius > 0 { attributes.append(("rx", .n(radius))) }
        attributes.append(("fill", .text(fill)))
        if let stroke { attributes.append(("stroke", .text(stroke))) }
        if dashed { attributes.append(("stroke-dasharray", "4 3")) }
        if let opacity { attributes.append(("opacity", .n(opacity))) }
        writer.element("rect", attributes: attributes)
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1) {
        writer.element("line", ["x1": .n(x1), "y1": .n(y1), "x2": .n(x2), "y2": .n(y2),
                                "stroke": .text(stroke), "stroke-width": .n(width)])
    }

    enum TextAnchor: String { case start, middle, end }

    /// Text on a baseline at `y`, cut with `…` to `maxWidth` when given.
    mutating func text(_ content: String, x: Double, y: Double, size: Double, weight: Int = 400,
                       fill: String = Theme.label, anchor: TextAnchor = .start, maxWidth: Double? = nil, italic: Bool = false) {
        let bold = weight >= 600
        let shown = maxWidth.map { TextMetrics.truncated(content, toWidth: max($0, 0), size: size, bold: bold) } ?? content
        guard !shown.isEmpty else { return }
        var attributes: [(String, SVGValue)] = [("x", .n(x)), ("y", .n(y)), ("font-size", .n(size))]
        if weight != 400 { attributes.append(("font-weight", .n(Double(weight)))) }
        if italic { attributes.append(("font-style", "italic")) }
        attributes.append(("fill", .text(fill)))
        if anchor != .start { attributes.append(("text-anchor", .text(anchor.rawValue))) }
        writer.element("text", attributes: attributes, text: shown)
    }

    /// An SF Symbol as a labelled placeholder: a small rounded square with the symbol's name
    /// in tiny text, and the name as a tooltip.
    mutating func symbol(_ name: String, in r: Rect, tint: String = Theme.tint, onTint: Bool = false) {
        writer.start("g", ["class": "symbol"])
        writer.element("title", text: "SF Symbol \(name)")
        rect(r, fill: onTint ? "#FFFFFF" : tint, stroke: onTint ? "#FFFFFF" : tint, radius: r.width * 0.25,
             opacity: onTint ? 0.25 : 0.14)
        writer.element("rect", ["x": .n(r.x + 0.5), "y": .n(r.y + 0.5), "width": .n(r.width - 1), "height": .n(r.height - 1),
                                "rx": .n(r.width * 0.25), "fill": "none", "stroke": .text(onTint ? "#FFFFFF" : tint), "stroke-width": 0.75])
        var parts = name.split(separator: ".").map(String.init)
        if parts.count > 3 { parts = [parts[0], parts[1], parts[2...].joined(separator: ".")] }
        if parts.isEmpty { parts = ["?"] }
        let available = r.width - 3
        // Each part in the largest size up to 5.5 that fits, never below 3.5; past that, cut.
        let size = min(5.5, r.height / Double(parts.count + 1),
                       parts.map { available / max(TextMetrics.width(of: $0, size: 1), 0.01) }.min() ?? 5.5)
        let fontSize = max(size, 3.5)
        let top = r.midY - Double(parts.count) * fontSize * 1.1 / 2 + fontSize * 0.85
        for (index, part) in parts.enumerated() {
            text(part, x: r.midX, y: top + Double(index) * fontSize * 1.1, size: fontSize, fill: onTint ? "#FFFFFF" : tint,
                 anchor: .middle, maxWidth: available)
        }
        writer.end()
    }

    enum ChevronDirection { case right, down, left }

    /// A chevron centred at (x, y): disclosure indicator, expanded outline, back button.
    mutating func chevron(_ direction: ChevronDirection, x: Double, y: Double, size: Double, stroke: String, width: Double = 2) {
        let h = size / 2
        let points: String
        switch direction {
        case .right: points = "\(SVGWriter.format(x - h / 2)),\(SVGWriter.format(y - h)) \(SVGWriter.format(x + h / 2)),\(SVGWriter.format(y)) \(SVGWriter.format(x - h / 2)),\(SVGWriter.format(y + h))"
        case .left: points = "\(SVGWriter.format(x + h / 2)),\(SVGWriter.format(y - h)) \(SVGWriter.format(x - h / 2)),\(SVGWriter.format(y)) \(SVGWriter.format(x + h / 2)),\(SVGWriter.format(y + h))"
        case .down: points = "\(SVGWriter.format(x - h)),\(SVGWriter.format(y - h / 2)) \(SVGWriter.format(x)),\(SVGWriter.format(y + h / 2)) \(SVGWriter.format(x + h)),\(SVGWriter.format(y - h / 2))"
        }
        writer.element("polyline", ["points": .text(points), "fill": "none", "stroke": .text(stroke), "stroke-width": .n(width),
                                    "stroke-linecap": "round", "stroke-linejoin": "round"])
    }

    /// Starts a group clipped to `r`; close it with `writer.end()`.
    mutating func startClipped(to r: Rect, radius: Double = 0) {
        let id = makeID("clip")
        writer.start("clipPath", ["id": .text(id)])
        if radius > 0 {
            writer.element("rect", ["x": .n(r.x), "y": .n(r.y), "width": .n(r.width), "height": .n(r.height), "rx": .n(radius)])
        } else {
            writer.element("rect", ["x": .n(r.x), "y": .n(r.y), "width": .n(r.width), "height": .n(r.height)])
        }
        writer.end()
        writer.start("g", ["clip-path": .text("url(#\(id))")])
    }
}
