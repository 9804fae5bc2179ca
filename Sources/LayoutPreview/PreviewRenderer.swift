import Diagnostics
import LayoutModel

/// One rendered picture of a spec.
public struct PreviewImage: Sendable {
    public var scene: PreviewScene
    /// `Mail-ipad-landscape-twoDisplaceSecondary.svg`.
    public var fileName: String
    public var width: Double
    public var height: Double
    /// The findings shown on this picture as badges (the others are listed under it).
    public var placedFindings: Int
    /// A complete, self-contained SVG document.
    public var svg: String
}

/// Draws a decoded spec as wireframes in every width it will meet: the expanded split view in
/// each display mode in iPad landscape, iPad portrait, and the compact flow in Slide Over and on
/// iPhone, with the rules' findings as badges where they apply. Output is deterministic: the
/// same spec and findings give the same bytes.
public struct PreviewRenderer: Sendable {
    public init() {}

    static let margin = 24.0
    static let bezel = 12.0

    /// Every scene of the spec, named after `name` (usually the spec's file name without
    /// `.layout.yaml`). `source` is shown in each picture's caption.
    public func render(_ spec: LayoutSpec, diagnostics: [Diagnostic], name: String, source: String) -> [PreviewImage] {
        SceneSelection.scenes(for: spec).map { render(spec, diagnostics: diagnostics, scene: $0, name: name, source: source) }
    }

    /// One scene.
    public func render(_ spec: LayoutSpec, diagnostics allFindings: [Diagnostic], scene: PreviewScene, name: String, source: String) -> PreviewImage {
        // A picture shows the first findings, errors first; the rest are counted. A spec with
        // 12,500 unknown keys drew 12,500 badges and legend lines into every picture (18 s).
        let diagnostics = Self.shown(allFindings)
        let size = scene.device.size
        let width = max(size.width + 2 * (Self.margin + Self.bezel), 440)
        let textWidth = width - 2 * Self.margin

        // The header: what is shown, then the caption and why the mode differs, if it does.
        let title = "\(spec.app?.value ?? name) — \(scene.device.displayName)" + (scene.displayMode.map { " · \($0.rawValue)" } ?? "")
        var captionLines = TextMetrics.wrapped("\(source) · " + scene.caption, toWidth: textWidth, size: 12)
        if let remark = remark(for: scene, spec: spec) { captionLines += TextMetrics.wrapped(remark, toWidth: textWidth, size: 12) }
        let headerHeight = 34 + Double(captionLines.count) * 16 + 12
        let device = Rect(x: (width - size.width - 2 * Self.bezel) / 2, y: Self.margin + headerHeight,
                          width: size.width + 2 * Self.bezel, height: size.height + 2 * Self.bezel)
        let screen = device.insetBy(dx: Self.bezel, dy: Self.bezel)

        // The scene itself, drawn first so the findings know where they go.
        var body = Canvas()
        body.startClipped(to: screen, radius: scene.device.cornerRadius)
        if let name = scene.window, let kind = spec.sceneKind(named: name) {
            body.drawSceneWindow(kind, spec: spec, screen: screen, device: scene.device)
        } else if let mode = scene.displayMode, scene.sizeClass == .regular {
            body.drawSplit(spec, mode: mode, screen: screen, device: scene.device)
        } else {
            body.drawCompact(spec, screen: screen, device: scene.device)
        }
        if let id = scene.presenting, let entry = spec.transient(withID: id) {
            body.drawPresentation(entry, spec: spec, screen: screen, device: scene.device)
        }
        body.drawSystemChrome(screen: screen, device: scene.device)
        body.writer.end()
        let placements = body.placements(of: diagnostics, within: screen)
        body.drawBadges(diagnostics, placements: placements, screen: screen)

        // The findings under the picture, numbered like the badges.
        var legend: [(number: Int, color: String, lines: [String])] = []
        for (index, diagnostic) in diagnostics.enumerated() {
            var line = "\(diagnostic.severity.rawValue)[\(diagnostic.ruleID)]: \(diagnostic.message)"
            if placements[index] == nil { line += " (not in this picture)" }
            legend.append((index + 1, Theme.color(for: diagnostic.severity), TextMetrics.wrapped(line, toWidth: textWidth - 26, size: 12)))
        }
        let unshown = allFindings.count - diagnostics.count
        let legendHeight = 24 + (legend.isEmpty ? 16 : legend.reduce(0.0) { $0 + Double($1.lines.count) * 16 + 6 }) + (unshown > 0 ? 22 : 0)
        let height = device.maxY + legendHeight + Self.margin

        var svg = SVGWriter()
        svg.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        svg.start("svg", ["xmlns": "http://www.w3.org/2000/svg", "width": .n(width), "height": .n(height),
                          "viewBox": .text("0 0 \(SVGWriter.format(width)) \(SVGWriter.format(height))"),
                          "font-family": .text(Theme.fontFamily)])
        svg.element("title", text: title)
        svg.element("desc", text: "layoutc preview of \(source): \(scene.caption)")
        var frame = Canvas()
        frame.rect(Rect(x: 0, y: 0, width: width, height: height), fill: Theme.canvas)
        frame.text(title, x: Self.margin, y: Self.margin + 18, size: 18, weight: 700, maxWidth: textWidth)
        for (index, line) in captionLines.enumerated() {
            frame.text(line, x: Self.margin, y: Self.margin + 40 + Double(index) * 16, size: 12, fill: Theme.secondaryLabel)
        }
        frame.rect(device, fill: Theme.bezel, radius: scene.device.cornerRadius + Self.bezel)
        svg.append(frame.writer)
        svg.append(body.writer)

        var footer = Canvas()
        var y = device.maxY + 26
        if legend.isEmpty {
            footer.text("No findings: layoutc check is clean.", x: Self.margin, y: y, size: 12, fill: Theme.secondaryLabel)
        }
        for entry in legend {
            footer.writer.element("circle", ["cx": .n(Self.margin + 8), "cy": .n(y - 4), "r": 8, "fill": .text(entry.color)])
            footer.text("\(entry.number)", x: Self.margin + 8, y: y, size: 10, weight: 700, fill: "#FFFFFF", anchor: .middle)
            for (lineIndex, line) in entry.lines.enumerated() {
                footer.text(line, x: Self.margin + 24, y: y + Double(lineIndex) * 16, size: 12, fill: lineIndex == 0 ? entry.color : Theme.label)
            }
            y += Double(entry.lines.count) * 16 + 6
        }
        if unshown > 0 {
            footer.text("… and \(unshown) more \(unshown == 1 ? "finding" : "findings"), not drawn: layoutc check lists them all.",
                        x: Self.margin, y: y + 6, size: 12, fill: Theme.secondaryLabel)
        }
        svg.append(footer.writer)
        svg.end()
        return PreviewImage(scene: scene, fileName: "\(name)-\(scene.fileSuffix).svg", width: width, height: height,
                            placedFindings: placements.compactMap { $0 }.count, svg: svg.text)
    }

    /// The most findings a picture draws: enough for any spec a person is fixing, few enough
    /// that a spec with thousands draws in the time of one with none.
    public static let maximumFindingsDrawn = 50

    /// The findings a picture draws: the first `maximumFindingsDrawn`, errors before warnings
    /// before notes, each in spec order.
    static func shown(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.count > maximumFindingsDrawn else { return diagnostics }
        var shown: [Diagnostic] = []
        for severity in [Severity.error, .warning, .note] where shown.count < maximumFindingsDrawn {
            shown += diagnostics.lazy.filter { $0.severity == severity }.prefix(maximumFindingsDrawn - shown.count)
        }
        return shown
    }

    /// Why the picture is not simply the spec's preferred display mode, or what compact width does.
    func remark(for scene: PreviewScene, spec: LayoutSpec) -> String? {
        if let remark = scene.remark { return remark }
        if let id = scene.presenting, let kind = spec.transient(withID: id)?.kind?.value {
            return "\(id) presented as a \(kind.rawValue) over the layout"
        }
        if let name = scene.window, let kind = spec.sceneKind(named: name) {
            let title = kind.title.map { " \"\($0.value)\"" } ?? ""
            return "the window\(title) that openScene: \(name) opens beside the main one (a sheet on iPhone)"
        }
        guard scene.sizeClass == .compact else {
            return scene.isPreferred ? nil : "another display mode the split behavior allows (\(scene.behavior?.rawValue ?? "automatic"))"
        }
        switch spec.split?.compact?.kind {
        case .tabBar?: return "compact: the tab bar, showing its first tab"
        case .navigation(let root)?: return "compact: a navigation stack starting at \(root?.value ?? "its root")"
        case nil:
            let primary = spec.split?.column(.primary)?.screen.value ?? "the primary column"
            return "no compact flow: UIKit collapses the columns into one stack, starting at \(primary)"
        }
    }
}
