/// What a spec's `transient:` entry is, as generated code and the runtime's presenters need to
/// know it: a `Transient` enum of every spec adopts it.

/// How an entry is shown (`kind:` in the spec).
public enum TransientKind: String, Hashable, Sendable {
    case popover, menu, picker, sheet, formSheet, pageSheet, fullScreen, alert, confirmationDialog
}

/// A height a sheet rests at (`UISheetPresentationController.Detent`, `PresentationDetent`):
/// about half the screen, the full height, or a fixed height in points (iOS 16).
public enum SheetDetent: Hashable, Sendable {
    case medium, large
    case height(Double)
}

/// What dismisses an entry besides its own controls (`dismissOn:`). `scroll` and `outsideTap`
/// are observed by the generated code and the runtime; the app reports the others.
public enum TransientDismissSignal: String, Hashable, Sendable {
    case scroll, draw, typing, outsideTap, externalEvent
}

/// A transient entry's behaviour, which does not depend on which entry it is.
public protocol TransientDescribing: Hashable, Sendable, Identifiable where ID == Self {
    typealias Kind = TransientKind
    typealias Detent = SheetDetent
    typealias DismissSignal = TransientDismissSignal
    var kind: TransientKind { get }
    /// What dismisses it, besides its own controls.
    var dismissSignals: [TransientDismissSignal] { get }
    /// The heights a sheet rests at, smallest first.
    var detents: [SheetDetent] { get }
    /// Whether a swipe down or a tap outside closes it; when not, only its own controls do.
    var isDismissible: Bool { get }
    /// The largest detent at which the screen behind the sheet stays undimmed and takes touches;
    /// `nil`: every detent dims it.
    var largestUndimmedDetent: SheetDetent? { get }
    /// A swipe down closes the sheet only when the app says so (`dismissible: app`): not while it
    /// holds unsaved work.
    var asksBeforeDismissing: Bool { get }
}

extension TransientDescribing {
    /// Itself, so that SwiftUI can present it as an item (`sheet(item:content:)`).
    public var id: Self { self }
    /// An entry without `dismissOn:` closes through its own controls.
    public var dismissSignals: [TransientDismissSignal] { [] }
    /// A sheet without `detents:` is full height.
    public var detents: [SheetDetent] { [.large] }
    /// An entry is dismissible unless the spec says `dismissible: false`.
    public var isDismissible: Bool { true }
    /// A sheet dims what is behind it unless the spec says `undimmedUpTo:`.
    public var largestUndimmedDetent: SheetDetent? { nil }
    /// A dismissible sheet closes on a swipe without asking, unless the spec says `dismissible: app`.
    public var asksBeforeDismissing: Bool { false }
}
