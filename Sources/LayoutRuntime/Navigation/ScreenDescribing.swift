/// A screen of a spec, as the generated `Screen` enums describe it: what the spec says of each
/// screen besides where it sits in the navigation. Its raw value is the spec's name. A property
/// the spec leaves out for every screen is this protocol's default.
public protocol ScreenDescribing: NavigationValue, RawRepresentable, CaseIterable where RawValue == String {
    /// The navigation title the spec gives the screen.
    var title: String? { get }
    /// Whether the screen's controller moves to the other size class when the split view collapses
    /// or expands, keeping its state, instead of being made again (`restoresState`).
    var restoresState: Bool { get }
    /// Whether the screen's content keeps to the readable width (`readableWidth`).
    var usesReadableWidth: Bool { get }
    /// What selecting a row of the screen's list shows, unless the row says otherwise.
    var selectionDestination: Destination<Self>? { get }
}

extension ScreenDescribing {
    public var title: String? { nil }
    public var restoresState: Bool { false }
    public var usesReadableWidth: Bool { false }
    public var selectionDestination: Destination<Self>? { nil }
}
