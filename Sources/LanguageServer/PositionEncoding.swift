import Diagnostics
import JSONValue
import SpecSource

/// How LSP positions count characters within a line. The protocol's default is UTF-16 code
/// units (what JavaScript editors count); newer clients may offer UTF-8 or UTF-32.
public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    public var columnUnit: ColumnUnit {
        switch self {
        case .utf8: .utf8
        case .utf16: .utf16
        case .utf32: .unicodeScalar
        }
    }

    /// The encoding to use given the client's `general.positionEncodings`: the first one the
    /// client lists (clients list them in order of preference), UTF-16 when it lists none.
    public static func negotiate(clientOffers: [String]?) -> PositionEncoding {
        for offer in clientOffers ?? [] {
            if let encoding = PositionEncoding(rawValue: offer) { return encoding }
        }
        return .utf16
    }
}

/// Conversions between byte offsets in a `SourceFile` and LSP positions and ranges.
public struct PositionConverter: Sendable {
    public let source: SourceFile
    public let encoding: PositionEncoding

    public init(source: SourceFile, encoding: PositionEncoding) {
        self.source = source
        self.encoding = encoding
    }

    public func offset(of position: Position) -> Int {
        source.offset(line: position.line, column: position.character, in: encoding.columnUnit)
    }

    public func position(of offset: Int) -> Position {
        let location = source.location(of: offset, in: encoding.columnUnit)
        return Position(line: location.line - 1, character: location.column - 1)
    }

    /// An LSP range (`{start, end}`) as a byte range; nil when malformed.
    public func range(_ json: JSON?) -> SourceRange? {
        guard let start = Position(json?["start"]), let end = Position(json?["end"]) else { return nil }
        let a = offset(of: start)
        let b = offset(of: end)
        return SourceRange(start: min(a, b), end: max(a, b))
    }

    public func lspRange(_ range: SourceRange) -> LSPRange {
        LSPRange(start: position(of: range.start), end: position(of: range.end))
    }
}
