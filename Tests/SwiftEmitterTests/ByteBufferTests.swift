@testable import SwiftEmitter
import Testing

/// `CodeWriter` keeps its text in a `ByteBuffer`: an array already as long as its capacity, with
/// a count of the bytes written. It must behave as the `[UInt8]` it replaced: a value, whatever
/// its capacity and however it grows.
@Suite("Byte buffer")
struct ByteBufferTests {
    static func written(_ buffer: ByteBuffer) -> String { String(decoding: buffer.bytes, as: UTF8.self) }

    @Test("Appends in order past the capacity it started with, and past each run of zeros")
    func growsPastItsCapacity() {
        var buffer = ByteBuffer(capacity: 4)
        var expected = ""
        for i in 0..<20_000 {
            let piece = i % 7 == 0 ? "é\(i)" : "\(i),"
            buffer.append(piece)
            expected += piece
            if i % 5 == 0 { buffer.appendSpaces(i % 9); expected += String(repeating: " ", count: i % 9) }
            if i % 11 == 0 { buffer.append(0x0A); expected += "\n" }
        }
        #expect(Self.written(buffer) == expected)
        #expect(buffer.count == expected.utf8.count)
    }

    @Test("A copy keeps its text when the original goes on writing, trimmed or not")
    func isAValue() {
        var original = ByteBuffer(capacity: 1024)
        original.append("struct A {}")
        let copy = original
        original.append(" // more")
        #expect(Self.written(copy) == "struct A {}")
        #expect(Self.written(original) == "struct A {} // more")

        original.trim()
        let trimmed = original
        #expect(trimmed.bytes == Array("struct A {} // more".utf8))
        original.append("!")
        #expect(Self.written(trimmed) == "struct A {} // more")
        #expect(Self.written(original) == "struct A {} // more!")
    }

    @Test("Nothing written is empty, and empty pieces write nothing")
    func emptyPieces() {
        var buffer = ByteBuffer()
        #expect(buffer.isEmpty && buffer.bytes.isEmpty)
        buffer.append("")
        buffer.appendSpaces(0)
        buffer.append([])
        #expect(buffer.isEmpty)
        buffer.trim()
        #expect(buffer.bytes.isEmpty)
    }
}
