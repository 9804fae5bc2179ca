/// The closed sets of values the spec language accepts, spelled exactly as UIKit spells them,
/// so a developer who knows `UISplitViewController` reads a spec without a manual.
public protocol SpecEnum: RawRepresentable, CaseIterable, Sendable, Hashable where RawValue == String {
    /// What the value means, in UIKit terms (schema descriptions, hover).
    var documentation: String { get }
}

extension SpecEnum {
    public static var spellings: [String] { allCases.map(\.rawValue) }
}

/// `UISplitViewController.Style`.
public enum SplitStyle: String, SpecEnum {
    case doubleColumn, tripleColumn

    public var documentation: String {
        switch self {
        case .doubleColumn: "UISplitViewController(style: .doubleColumn): a primary and a secondary column"
        case .tripleColumn: "UISplitViewController(style: .tripleColumn): primary, supplementary and secondary columns"
        }
    }
}

/// `UISplitViewController.SplitBehavior`, set as `preferredSplitBehavior`.
public enum SplitBehavior: String, SpecEnum {
    case automatic, tile, displace, overlay

    public var documentation: String {
        switch self {
        case .automatic: ".automatic: UIKit picks tile, overlay or displace from the width and aspect ratio"
        case .tile: ".tile: sidebars sit beside the secondary column, which shrinks"
        case .displace: ".displace: sidebars push the secondary column partly off screen"
        case .overlay: ".overlay: sidebars slide over the secondary column"
        }
    }

    /// The display modes UIKit can show under this behavior; it remaps any other.
    public var allowedDisplayModes: [DisplayMode]? {
        switch self {
        case .automatic: nil
        case .tile: [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary]
        case .overlay: [.secondaryOnly, .oneOverSecondary, .twoOverSecondary]
        case .displace: [.secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary]
        }
    }
}

/// `UISplitViewController.DisplayMode`, set as `preferredDisplayMode`.
public enum DisplayMode: String, SpecEnum {
    case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary
    case twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary

    /// The `two…` modes show primary and supplementary: triple column only.
    public var needsTripleColumn: Bool { rawValue.hasPrefix("two") }

    public var documentation: String {
        switch self {
        case .automatic: ".automatic: UIKit chooses from the size and the split behavior"
        case .secondaryOnly: ".secondaryOnly: only the secondary column is visible"
        case .oneBesideSecondary: ".oneBesideSecondary: one sidebar beside the secondary column"
        case .oneOverSecondary: ".oneOverSecondary: one sidebar over the secondary column"
        case .twoBesideSecondary: ".twoBesideSecondary: primary and supplementary beside the secondary column (triple column)"
        case .twoOverSecondary: ".twoOverSecondary: primary and supplementary over the secondary column (triple column)"
        case .twoDisplaceSecondary: ".twoDisplaceSecondary: primary and supplementary push the secondary column aside (triple column)"
        }
    }
}

/// `UICollectionLayoutListConfiguration.Appearance`.
public enum ListAppearance: String, SpecEnum {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain

    public var documentation: String {
        switch self {
        case .plain: ".plain: a plain list with separators"
        case .grouped: ".grouped: sections on a grouped background"
        case .insetGrouped: ".insetGrouped: rounded, inset sections"
        case .sidebar: ".sidebar: the tinted sidebar look for app-level navigation in the primary column"
        case .sidebarPlain: ".sidebarPlain: the plain sidebar look for content lists in the supplementary column"
        }
    }
}

/// `UICollectionLayoutListConfiguration.HeaderMode`.
public enum HeaderMode: String, SpecEnum {
    case none, supplementary, firstItemInSection

    public var showsHeaders: Bool { self != .none }

    public var documentation: String {
        switch self {
        case .none: ".none: no section headers"
        case .supplementary: ".supplementary: section titles as header views"
        case .firstItemInSection: ".firstItemInSection: the section title is the first row, which expands and collapses an outline section"
        }
    }
}

/// `UICellAccessory` factories.
public enum Accessory: String, SpecEnum {
    case disclosureIndicator, checkmark, outlineDisclosure, reorder, delete, insert

    public var documentation: String { "UICellAccessory.\(rawValue)()" }
}

/// `UIContextualAction.Style`.
public enum SwipeActionStyle: String, SpecEnum {
    case normal, destructive

    public var documentation: String { "UIContextualAction.Style.\(rawValue)" }
}

/// How a piece of transient UI is presented.
public enum TransientKind: String, SpecEnum {
    case popover, menu, picker, sheet, formSheet, pageSheet, fullScreen, alert, confirmationDialog

    /// Popovers, menus and pickers float over the task and should go away on their own; sheets,
    /// full-screen covers and alerts close through their own controls.
    public var blocksUntilDismissed: Bool { self == .popover || self == .menu || self == .picker }

    /// A sheet of some kind: a controller the user can swipe down (`sheet` is version 1's spelling
    /// of `formSheet`).
    public var isSheet: Bool { self == .sheet || self == .formSheet || self == .pageSheet }

    /// Shown as a popover in regular width, where it needs something to point at: popovers,
    /// pickers, and confirmation dialogs (an action-sheet alert is a popover on iPad).
    public var pointsAtAnchor: Bool { self == .popover || self == .picker || self == .confirmationDialog }

    /// An alert or a confirmation dialog: a title, a message and buttons, not a screen.
    public var isAlert: Bool { self == .alert || self == .confirmationDialog }

    public var documentation: String {
        switch self {
        case .popover: "a popover (UIModalPresentationStyle.popover)"
        case .menu: "a UIMenu"
        case .picker: "a picker, such as UIColorPickerViewController"
        case .sheet: "a sheet (UIModalPresentationStyle.formSheet); version 1's spelling of formSheet"
        case .formSheet: "a form sheet (UIModalPresentationStyle.formSheet): a centred card in regular width"
        case .pageSheet: "a page sheet (UIModalPresentationStyle.pageSheet): the width of a page in regular width"
        case .fullScreen: "a full-screen cover (UIModalPresentationStyle.fullScreen): no swipe closes it"
        case .alert: "an alert (UIAlertController, preferredStyle .alert)"
        case .confirmationDialog: "a confirmation dialog (UIAlertController, preferredStyle .actionSheet): a popover on iPad"
        }
    }
}

/// A height a sheet rests at (`UISheetPresentationController.Detent`).
public enum SheetDetent: String, SpecEnum {
    case medium, large

    public var documentation: String {
        switch self {
        case .medium: "UISheetPresentationController.Detent.medium(): about half the screen's height"
        case .large: "UISheetPresentationController.Detent.large(): the full height"
        }
    }
}

/// One height a sheet rests at (`detents: [240, medium, large]`): a system detent, or a fixed
/// height in points (`UISheetPresentationController.Detent.custom`, `PresentationDetent.height`,
/// iOS 16).
public enum Detent: Hashable, Sendable {
    case system(SheetDetent)
    case height(Double)

    /// How the spec writes it, and how messages name it.
    public var spelling: String {
        switch self {
        case .system(let detent): detent.rawValue
        case .height(let points): points == points.rounded() ? String(Int(points)) : String(points)
        }
    }
}

/// What an alert button stands for (`UIAlertAction.Style`, `ButtonRole`).
public enum AlertButtonRole: String, SpecEnum {
    case cancel, destructive

    public var documentation: String {
        switch self {
        case .cancel: "UIAlertAction.Style.cancel: closes without doing anything"
        case .destructive: "UIAlertAction.Style.destructive: destroys data, shown in red"
        }
    }
}

/// What makes transient UI go away.
public enum DismissSignal: String, SpecEnum {
    case scroll, draw, typing, outsideTap, externalEvent

    /// Signals the generated code can observe itself; the others are methods the app calls.
    public var isObservedByGeneratedCode: Bool { self == .scroll || self == .outsideTap }

    public var documentation: String {
        switch self {
        case .scroll: "the user scrolls the presenting screen (observed by the generated code)"
        case .draw: "the user starts drawing (the app calls the generated method)"
        case .typing: "the user starts typing (the app calls the generated method)"
        case .outsideTap: "the user taps outside (observed by the generated code)"
        case .externalEvent: "something outside the UI happens (the app calls the generated method)"
        }
    }
}

/// What selecting a row does.
public enum SelectionKind: String, SpecEnum {
    case showDetail, showSupplementary, push

    public var documentation: String {
        switch self {
        case .showDetail: "show the screen in the secondary column (showDetailViewController(_:sender:))"
        case .showSupplementary: "show the screen in the supplementary column (setViewController(_:for: .supplementary))"
        case .push: "push the screen onto the navigation stack of the column or flow showing the list"
        }
    }
}

/// A column of the split view.
public enum Column: String, SpecEnum {
    case primary, supplementary, secondary

    public var documentation: String { "UISplitViewController.Column.\(rawValue)" }

    /// The name an inline screen gets when it has no `name`.
    public var defaultScreenName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// A horizontal size class; the only condition a spec can vary on.
public enum SizeClass: String, SpecEnum {
    case regular, compact

    public var documentation: String { "UIUserInterfaceSizeClass.\(rawValue)" }
}
