import SpecSource

/// One decoded `*.layout.yaml`: a scene's split view, its screens, its compact flow and its
/// transient UI. Every part keeps its source range. Parts that failed to decode are nil or
/// absent, and the diagnostics say why, so rules can still run on the rest.
public struct LayoutSpec: Sendable {
    /// `spec:` — the format version.
    public var version: Located<Int>?
    /// `app:` — the namespace of the generated code.
    public var app: Located<String>?
    /// Every screen: those under `screens:` in order, then inline column screens.
    public var screens: [Screen]
    public var split: Split?
    public var transient: [TransientUI]
    /// The `screens:` key, for findings about the set of screens.
    public var screensKeyRange: SourceRange?
    /// The document's root mapping.
    public var range: SourceRange

    public init(version: Located<Int>? = nil, app: Located<String>? = nil, screens: [Screen] = [],
                split: Split? = nil, transient: [TransientUI] = [], screensKeyRange: SourceRange? = nil,
                range: SourceRange = .at(0)) {
        self.version = version
        self.app = app
        self.screens = screens
        self.split = split
        self.transient = transient
        self.screensKeyRange = screensKeyRange
        self.range = range
    }

    /// The first screen with this name (the one that counts when two share it).
    public func screen(named name: String) -> Screen? {
        screens.first { $0.name.value == name }
    }

    public var screenNames: [String] { screens.map(\.name.value) }

    /// Every list in the spec with the screen that holds it.
    public var lists: [(screen: Screen, list: ListSpec)] {
        screens.compactMap { screen in screen.list.map { (screen, $0) } }
    }
}

/// A screen: a named view controller, optionally showing a list.
public struct Screen: Sendable {
    public enum Origin: Sendable, Equatable {
        /// Declared under `screens:`.
        case declared
        /// Written inline as a split column's value.
        case inline(Column)
    }

    public var name: Located<String>
    public var origin: Origin
    public var title: Located<String>?
    public var list: ListSpec?
    public var readableWidth: Located<Bool>?
    public var restoresState: Located<Bool>?
    public var toolbar: [ToolbarItem]
    public var range: SourceRange

    public init(name: Located<String>, origin: Origin, title: Located<String>? = nil, list: ListSpec? = nil,
                readableWidth: Located<Bool>? = nil, restoresState: Located<Bool>? = nil,
                toolbar: [ToolbarItem] = [], range: SourceRange) {
        self.name = name
        self.origin = origin
        self.title = title
        self.list = list
        self.readableWidth = readableWidth
        self.restoresState = restoresState
        self.toolbar = toolbar
        self.range = range
    }

    public var readsAtReadableWidth: Bool { readableWidth?.value ?? false }
    public var restoresStateAcrossSizeClasses: Bool { restoresState?.value ?? false }
}

/// A toolbar button.
public struct ToolbarItem: Sendable {
    public var title: Located<String>?
    public var image: Located<String>?
    public var range: SourceRange
}

/// A piece of transient UI and what dismisses it.
public struct TransientUI: Sendable {
    public var id: Located<String>?
    public var kind: Located<TransientKind>?
    /// The screen that presents it.
    public var screen: Located<String>?
    public var dismissOn: [Located<DismissSignal>]
    public var dismissOnKeyRange: SourceRange?
    public var range: SourceRange
}
