import Diagnostics
import JSONValue
import SpecSource

/// An open spec as the editor has it: only the latest text is kept, so memory is bounded by
/// the documents open, not by the edits made to them.
public struct TextDocument: Sendable {
    public let uri: String
    /// The file system path for `file:` URIs (configuration discovery), else the URI itself.
    public let path: String
    public private(set) var version: Int
    public private(set) var source: SourceFile

    public init(uri: String, version: Int, text: [UInt8]) {
        self.uri = uri
        self.path = DocumentURI.path(of: uri) ?? uri
        self.version = version
        self.source = SourceFile(path: path, bytes: text)
    }

    /// One `TextDocumentContentChangeEvent`: a range in the negotiated encoding and its new
    /// text, or no range for a whole-document replacement.
    public struct Change: Sendable, Equatable {
        public var range: (start: Position, end: Position)?
        public var text: String

        public init(range: (start: Position, end: Position)?, text: String) {
            self.range = range
            self.text = text
        }

        public static func == (lhs: Change, rhs: Change) -> Bool {
            lhs.text == rhs.text && lhs.range?.start == rhs.range?.start && lhs.range?.end == rhs.range?.end
        }

        /// Reads a change event; nil when it has a malformed range.
        init?(_ json: JSON) {
            guard let text = json["text"]?.stringValue else { return nil }
            if let range = json["range"], !range.isNull {
                guard let start = Position(range["start"]), let end = Position(range["end"]) else { return nil }
                self.init(range: (start, end), text: text)
            } else {
                self.init(range: nil, text: text)
            }
        }
    }

    /// Applies changes in order, each to the result of the previous one, as LSP requires.
    /// Positions past a line's end clamp to it; a range given backwards is read forwards.
    public mutating func apply(_ changes: [Change], version: Int, encoding: PositionEncoding) {
        var bytes = source.bytes
        for (index, change) in changes.enumerated() {
            guard let range = change.range else {
                bytes = Array(change.text.utf8)
                continue
            }
            // Every change after the first sees the text the previous one made.
            let current = index == 0 ? source : SourceFile(path: path, bytes: bytes)
            let converter = PositionConverter(source: current, encoding: encoding)
            let a = converter.offset(of: range.start)
            let b = converter.offset(of: range.end)
            bytes.replaceSubrange(min(a, b)..<max(a, b), with: change.text.utf8)
        }
        self.source = SourceFile(path: path, bytes: bytes)
        self.version = version
    }
}

/// `file:` URIs and paths.
public enum DocumentURI {
    /// The path of a `file://` URI with percent-escapes decoded; nil for other schemes.
    public static func path(of uri: String) -> String? {
        let prefix = "file://"
        guard uri.hasPrefix(prefix) else { return nil }
        var rest = Array(uri.utf8.dropFirst(prefix.utf8.count))
        // `file://host/path`: keep only the path.
        if let slash = rest.firstIndex(of: UInt8(ascii: "/")), slash > 0 { rest = Array(rest[slash...]) }
        var out: [UInt8] = []
        var i = 0
        while i < rest.count {
            if rest[i] == UInt8(ascii: "%"), i + 2 < rest.count, let hi = hex(rest[i + 1]), let lo = hex(rest[i + 2]) {
                out.append(hi << 4 | lo)
                i += 3
            } else {
                out.append(rest[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The `file://` URI of an absolute path, percent-encoding what RFC 3986 requires.
    public static func uri(ofPath path: String) -> String {
        var out = "file://"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits: [Character] = Array("0123456789ABCDEF")
                out += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
            }
        }
        return out
    }

    static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
