import LayoutModel

/// One picture of a spec: a device, a size class and, in regular width, the display mode the
/// split view shows. A spec is previewed in every width it will meet.
public struct PreviewScene: Sendable, Equatable {
    public enum Device: String, Sendable, CaseIterable {
        case ipadLandscape = "ipad-landscape"
        case ipadPortrait = "ipad-portrait"
        case ipadSlideOver = "ipad-slideover"
        case iphone

        /// The screen in points.
        public var size: (width: Double, height: Double) {
            switch self {
            case .ipadLandscape: (1194, 834)
            case .ipadPortrait: (834, 1194)
            case .ipadSlideOver: (320, 768)
            case .iphone: (390, 844)
            }
        }

        public var sizeClass: SizeClass {
            switch self {
            case .ipadLandscape, .ipadPortrait: .regular
            case .ipadSlideOver, .iphone: .compact
            }
        }

        public var displayName: String {
            switch self {
            case .ipadLandscape: "iPad landscape"
            case .ipadPortrait: "iPad portrait"
            case .ipadSlideOver: "iPad Slide Over"
            case .iphone: "iPhone portrait"
            }
        }

        var statusBarHeight: Double { self == .iphone ? 47 : 24 }
        var homeIndicatorHeight: Double { self == .iphone ? 34 : 20 }
        var cornerRadius: Double { self == .iphone ? 48 : (self == .ipadSlideOver ? 14 : 18) }
    }

    public var device: Device
    /// The display mode drawn; nil in compact width, where the split view is collapsed.
    public var displayMode: DisplayMode?
    /// The split behavior the display mode is drawn under.
    public var behavior: SplitBehavior?
    /// True for the display mode the app starts in (the preferred one, as UIKit reads it).
    public var isPreferred: Bool
    /// Why the mode drawn differs from the spec's `displayMode`, if it does.
    public var remark: String?
    /// The transient UI entry drawn presented over the layout (its `id`), if any.
    public var presenting: String? = nil
    /// The scene kind whose window is drawn instead of the layout (its name), if any.
    public var window: String? = nil

    public var sizeClass: SizeClass { device.sizeClass }

    /// The file name after the spec's name: `ipad-landscape-twoDisplaceSecondary`, `iphone`.
    public var fileSuffix: String {
        if let presenting { return device.rawValue + "-presenting-" + presenting }
        if let window { return device.rawValue + "-window-" + window }
        if device == .ipadLandscape, let displayMode { return device.rawValue + "-" + displayMode.rawValue }
        return device.rawValue
    }

    /// A one-line caption: device, size class and mode.
    public var caption: String {
        let size = device.size
        var text = "\(device.displayName) · \(SVGWriter.format(size.width))×\(SVGWriter.format(size.height)) pt · \(sizeClass.rawValue) width"
        if let displayMode { text += " · \(displayMode.rawValue)" }
        if isPreferred && device == .ipadLandscape { text += " (preferred)" }
        if let behavior, sizeClass == .regular { text += " · behavior \(behavior.rawValue)" }
        if sizeClass == .compact { text += " · compact flow" }
        if let presenting { text += " · presenting \(presenting)" }
        if let window { text += " · a window of scene kind \(window)" }
        return text
    }
}

/// Which scenes a split view is previewed in, following UIKit's rules (uikit-api.md §1.3).
public enum SceneSelection {
    /// The landscape scenes (the preferred display mode first, then every other mode the split
    /// behavior allows), portrait, Slide Over and iPhone.
    public static func scenes(for split: Split?) -> [PreviewScene] {
        let style = split?.style?.value ?? .doubleColumn
        let behavior = split?.behavior?.value ?? .automatic
        let preferred = split?.displayMode?.value ?? .automatic
        var scenes: [PreviewScene] = []

        let (landscapeMode, landscapeRemark) = shownMode(preferred: preferred, style: style, behavior: behavior, device: .ipadLandscape)
        scenes.append(PreviewScene(device: .ipadLandscape, displayMode: landscapeMode, behavior: behavior,
                                   isPreferred: true, remark: landscapeRemark))
        let allowed = (behavior.allowedDisplayModes ?? modes(validFor: style)).filter { modes(validFor: style).contains($0) }
        for mode in allowed where mode != landscapeMode {
            scenes.append(PreviewScene(device: .ipadLandscape, displayMode: mode, behavior: behavior, isPreferred: false, remark: nil))
        }
        let (portraitMode, portraitRemark) = shownMode(preferred: preferred, style: style, behavior: behavior, device: .ipadPortrait)
        scenes.append(PreviewScene(device: .ipadPortrait, displayMode: portraitMode, behavior: behavior,
                                   isPreferred: true, remark: portraitRemark))
        scenes.append(PreviewScene(device: .ipadSlideOver, displayMode: nil, behavior: nil, isPreferred: true, remark: nil))
        scenes.append(PreviewScene(device: .iphone, displayMode: nil, behavior: nil, isPreferred: true, remark: nil))
        return scenes
    }

    /// The scenes of a spec: the layout's, then each transient UI entry that shows a screen or is
    /// an alert, presented over the layout in iPad landscape at its preferred display mode.
    public static func scenes(for spec: LayoutSpec) -> [PreviewScene] {
        var scenes = scenes(for: spec.split)
        guard let first = scenes.first else { return scenes }
        var seen = Set<String>()
        for entry in spec.transient {
            guard let id = entry.id?.value, let kind = entry.kind?.value, entry.content != nil || kind.isAlert,
                  seen.insert(id).inserted else { continue }
            var scene = first
            scene.presenting = id
            scene.remark = nil
            scenes.append(scene)
        }
        // Each scene kind's window, in iPad portrait: its screen alone, with no columns.
        var seenKinds = Set<String>()
        for kind in spec.scenes where kind.screen != nil && seenKinds.insert(kind.name.value).inserted {
            scenes.append(PreviewScene(device: .ipadPortrait, displayMode: nil, behavior: nil, isPreferred: true, remark: nil,
                                       window: kind.name.value))
        }
        return scenes
    }

    /// The display modes a style can show: the `two…` modes need three columns.
    public static func modes(validFor style: SplitStyle) -> [DisplayMode] {
        switch style {
        case .doubleColumn: [.secondaryOnly, .oneBesideSecondary, .oneOverSecondary]
        case .tripleColumn: [.secondaryOnly, .oneBesideSecondary, .oneOverSecondary,
                             .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary]
        }
    }

    /// The display mode the app starts in on `device`, and why it differs from the spec's.
    ///
    /// `automatic` starts with the sidebars beside the secondary column in landscape and with
    /// the secondary column alone in portrait; a `two…` mode in a two-column split shows its
    /// one-sidebar counterpart; a mode the behavior does not allow is remapped as UIKit does.
    static func shownMode(preferred: DisplayMode, style: SplitStyle, behavior: SplitBehavior,
                          device: PreviewScene.Device) -> (DisplayMode, String?) {
        if preferred == .automatic {
            guard device == .ipadLandscape else { return (.secondaryOnly, "displayMode automatic: the secondary column alone in portrait") }
            let natural: DisplayMode = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
            let shown = behavior.remapped(natural)
            return (shown, "displayMode automatic: UIKit shows \(shown.rawValue) here")
        }
        var mode = preferred
        var remark: String?
        if style == .doubleColumn && mode.needsTripleColumn {
            mode = mode == .twoOverSecondary ? .oneOverSecondary : .oneBesideSecondary
            remark = "\(preferred.rawValue) needs tripleColumn; a two-column split shows \(mode.rawValue)"
        }
        let remapped = behavior.remapped(mode)
        if remapped != mode {
            remark = "UIKit remaps \(preferred.rawValue) to \(remapped.rawValue) under behavior \(behavior.rawValue)"
            mode = remapped
        }
        return (mode, remark)
    }
}
