import SpecSource

/// The `split:` section: how `UISplitViewController` is built.
public struct Split: Sendable {
    public var style: Located<SplitStyle>?
    public var behavior: Located<SplitBehavior>?
    public var displayMode: Located<DisplayMode>?
    public var presentsWithGesture: Located<Bool>?
    public var primaryEdge: Located<PrimaryEdge>?
    public var showsSecondaryOnlyButton: Located<Bool>?
    public var columnWidths: [ColumnWidth]
    /// The columns in the order they were written.
    public var columns: [ColumnAssignment]
    public var compact: CompactFlow?
    /// The `split` key.
    public var keyRange: SourceRange
    public var range: SourceRange

    public init(style: Located<SplitStyle>? = nil, behavior: Located<SplitBehavior>? = nil,
                displayMode: Located<DisplayMode>? = nil, presentsWithGesture: Located<Bool>? = nil,
                showsSecondaryOnlyButton: Located<Bool>? = nil, columnWidths: [ColumnWidth] = [],
                columns: [ColumnAssignment] = [], compact: CompactFlow? = nil,
                keyRange: SourceRange, range: SourceRange) {
        self.style = style
        self.behavior = behavior
        self.displayMode = displayMode
        self.presentsWithGesture = presentsWithGesture
        self.showsSecondaryOnlyButton = showsSecondaryOnlyButton
        self.columnWidths = columnWidths
        self.columns = columns
        self.compact = compact
        self.keyRange = keyRange
        self.range = range
    }

    public func column(_ column: Column) -> ColumnAssignment? {
        columns.first { $0.column == column }
    }
}

/// `UISplitViewController.PrimaryEdge`: which side the primary column is on.
public enum PrimaryEdge: String, SpecEnum {
    case leading, trailing

    public var documentation: String {
        switch self {
        case .leading: ".leading: the primary column is on the leading edge (the default)"
        case .trailing: ".trailing: the primary column is on the trailing edge, as in an inspector-like layout"
        }
    }
}

/// A column's content: the screen it shows first.
public struct ColumnAssignment: Sendable {
    public var column: Column
    /// The screen's name; its range is the reference, or the inline screen's mapping.
    public var screen: Located<String>
    public var isInline: Bool
}

/// `columnWidths.primary` / `.supplementary`: the preferred, minimum and maximum widths.
public struct ColumnWidth: Sendable {
    public var column: Column
    public var fraction: Located<Double>?
    public var points: Located<Double>?
    public var min: Located<Double>?
    public var max: Located<Double>?
    public var keyRange: SourceRange
    public var range: SourceRange
}

/// What the app shows in compact width (`setViewController(_:for: .compact)`).
public struct CompactFlow: Sendable {
    public enum Kind: Sendable {
        case tabBar([Tab])
        case navigation(root: Located<String>?)
    }

    public var kind: Kind
    /// The `compact` key.
    public var keyRange: SourceRange
    /// The `tabBar` or `navigation` key.
    public var flowKeyRange: SourceRange
    public var range: SourceRange

    /// The screens the flow starts from.
    public var roots: [Located<String>] {
        switch kind {
        case .tabBar(let tabs): tabs.compactMap(\.root)
        case .navigation(let root): root.map { [$0] } ?? []
        }
    }
}

/// One tab of a compact tab bar.
public struct Tab: Sendable {
    public var title: Located<String>?
    public var image: Located<String>?
    public var root: Located<String>?
    public var range: SourceRange
}
