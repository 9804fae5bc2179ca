import SpecSource

/// A decoded value with the text it came from, so any finding can point at it.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    /// The value's own text (`sidebar` in `appearance: sidebar`).
    public var range: SourceRange
    /// Every decoded value carries this, so "no key" is a sentinel rather than an optional's
    /// extra byte and padding.
    private var storedKeyRange: SourceRange

    /// The key it was written under, when it has one (`appearance`).
    public var keyRange: SourceRange? {
        get { storedKeyRange == Self.noKey ? nil : storedKeyRange }
        set { storedKeyRange = newValue ?? Self.noKey }
    }

    private static var noKey: SourceRange { SourceRange(start: -1, end: -1) }

    public init(_ value: Value, range: SourceRange, keyRange: SourceRange? = nil) {
        self.value = value
        self.range = range
        self.storedKeyRange = keyRange ?? Self.noKey
    }

    /// The key if there is one, else the value: where "this setting" is.
    public var settingRange: SourceRange { keyRange ?? range }
}

extension Located: Equatable where Value: Equatable {}

extension Located where Value == String {
    /// `kind` located at this value's key: the kind of `perform: refresh` or `showDetail: Message`
    /// is its key, which actions keep once, as their target's key.
    func atItsKey<Kind: Sendable>(_ kind: Kind) -> Located<Kind> {
        Located<Kind>(kind, range: keyRange ?? range)
    }
}
