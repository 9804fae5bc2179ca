/// Replace the bytes of `range` with `replacement`.
public struct TextEdit: Sendable, Equatable {
    public var range: SourceRange
    public var replacement: String

    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}
