/// Splits a byte stream into JSON-RPC message bodies using the LSP base protocol's headers
/// (`Content-Length: N\r\n ... \r\n\r\n` then N bytes).
///
/// Bytes arrive in arbitrary pieces: a read may hold half a header, or three messages. The
/// framer never gives up on the stream: garbage before a header is skipped, a header without a
/// usable `Content-Length` is reported and skipped, and an oversized body is reported and
/// discarded without being kept in memory, up to the next `Content-Length:` field at most.
public struct MessageFramer: Sendable {
    /// What the stream yielded next.
    public enum Event: Sendable, Equatable {
        case message([UInt8])
        /// Something was wrong with the stream; reading continues after it.
        case problem(String)
    }

    /// The largest body accepted; a larger one is skipped (the LSP stress case is a 5 MB document).
    public var maximumBodyBytes: Int
    /// The largest header block accepted before it is declared garbage.
    public var maximumHeaderBytes = 8192

    var buffer: [UInt8] = []
    var start = 0
    /// Bytes of an oversized body still to throw away.
    var discarding = 0

    public init(maximumBodyBytes: Int = 64 << 20) {
        self.maximumBodyBytes = maximumBodyBytes
    }

    /// Bytes held but not yet returned as a message.
    public var bufferedByteCount: Int { buffer.count - start }

    public mutating func append<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete message or problem, or nil when more bytes are needed.
    public mutating func next() -> Event? {
        if discarding > 0 {
            discard()
            if discarding > 0 { return nil }
        }
        guard start < buffer.count else { return nil }
        // Garbage before a header: skip to the next place a header could start.
        if !startsHeader(at: start) {
            var p = start + 1
            while p < buffer.count && !startsHeader(at: p) { p += 1 }
            let skipped = p - start
            start = p
            return .problem("skipped \(skipped) bytes that are not a message header")
        }
        guard let end = headerEnd(from: start) else {
            if buffer.count - start > maximumHeaderBytes {
                start = buffer.count
                return .problem("a message header longer than \(maximumHeaderBytes) bytes was skipped")
            }
            return nil
        }
        let header = String(decoding: buffer[start..<end.headerEnd], as: UTF8.self)
        guard let length = Self.contentLength(in: header) else {
            start = end.bodyStart
            return .problem("a message header without a valid Content-Length was skipped")
        }
        if length > maximumBodyBytes {
            start = end.bodyStart
            discarding = length
            discard()
            return .problem("a \(length)-byte message is larger than the limit of \(maximumBodyBytes) bytes and was skipped")
        }
        guard buffer.count - end.bodyStart >= length else { return nil }
        let body = Array(buffer[end.bodyStart..<(end.bodyStart + length)])
        start = end.bodyStart + length
        return .message(body)
    }

    static let headerName = Array("content-".utf8)
    static let lengthField = Array("content-length:".utf8)

    /// Throws away what is left of an oversized body, up to the next `Content-Length:` field: a
    /// length no client sends (`Content-Length: 1000000000000`) must not swallow every later
    /// message, `shutdown` included, so the stream resynchronises at the next header.
    mutating func discard() {
        let limit = min(buffer.count, start + discarding)
        var p = start
        while p < limit {
            if Self.lower(buffer[p]) == UInt8(ascii: "c") {
                let n = min(Self.lengthField.count, buffer.count - p)
                if (0..<n).allSatisfy({ Self.lower(buffer[p + $0]) == Self.lengthField[$0] }) {
                    // A whole field: a header starts here. Part of one at the end: wait for more.
                    if n == Self.lengthField.count { discarding = 0 } else { discarding -= p - start }
                    start = p
                    return
                }
            }
            p += 1
        }
        discarding -= limit - start
        start = limit
    }

    /// Whether the bytes at `i` begin a header field (`Content-Length:` or `Content-Type:`),
    /// or are too few to tell yet but could.
    func startsHeader(at i: Int) -> Bool {
        let prefix = Self.headerName
        let n = min(prefix.count, buffer.count - i)
        for k in 0..<n where Self.lower(buffer[i + k]) != prefix[k] { return false }
        return true
    }

    static func lower(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// The end of the header block: the blank line (`\r\n\r\n`, or `\n\n` from lax clients).
    func headerEnd(from i: Int) -> (headerEnd: Int, bodyStart: Int)? {
        var k = i
        while k < buffer.count {
            if buffer[k] == 0x0A {
                if k + 1 < buffer.count, buffer[k + 1] == 0x0A { return (k, k + 2) }
                if k + 2 < buffer.count, buffer[k + 1] == 0x0D, buffer[k + 2] == 0x0A { return (k, k + 3) }
            }
            k += 1
        }
        return nil
    }

    /// The `Content-Length` value of a header block, if it is a non-negative integer.
    static func contentLength(in header: String) -> Int? {
        var length: Int?
        for line in header.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces()
            if name == "content-length" {
                guard let n = Int(value), n >= 0 else { return nil }
                length = n
            }
        }
        return length
    }

    /// A message body framed for the wire.
    public static func frame(_ body: String) -> [UInt8] {
        var body = body
        let bytes = body.withUTF8 { Array($0) }
        return Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes
    }
}

extension Substring {
    func trimmingSpaces() -> Substring {
        var s = self
        while let first = s.first, first == " " || first == "\t" { s = s.dropFirst() }
        while let last = s.last, last == " " || last == "\t" { s = s.dropLast() }
        return s
    }
}
