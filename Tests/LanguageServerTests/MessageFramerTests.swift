import Testing
@testable import LanguageServer

/// The base protocol's framing: messages arrive in arbitrary pieces, and a broken stream is
/// skipped past rather than ending the session.
@Suite struct MessageFramerTests {
    func frame(_ body: String) -> [UInt8] { MessageFramer.frame(body) }

    func drain(_ framer: inout MessageFramer) -> [MessageFramer.Event] {
        var events: [MessageFramer.Event] = []
        while let event = framer.next() { events.append(event) }
        return events
    }

    func message(_ text: String) -> MessageFramer.Event { .message(Array(text.utf8)) }

    @Test func aWholeMessageIsReturnedOnce() {
        var framer = MessageFramer()
        framer.append(frame(#"{"a":1}"#))
        #expect(drain(&framer) == [message(#"{"a":1}"#)])
        #expect(framer.next() == nil)
        #expect(framer.bufferedByteCount == 0)
    }

    @Test func aMessageSplitIntoSingleBytesIsReassembled() {
        var framer = MessageFramer()
        var events: [MessageFramer.Event] = []
        for byte in frame(#"{"text":"受信トレイ 😀"}"#) {
            framer.append([byte])
            while let event = framer.next() { events.append(event) }
        }
        #expect(events == [message(#"{"text":"受信トレイ 😀"}"#)])
    }

    @Test func concatenatedMessagesInOneReadAreAllReturnedInOrder() {
        var framer = MessageFramer()
        framer.append(frame("[1]") + frame("[2]") + frame("[3]"))
        #expect(drain(&framer) == [message("[1]"), message("[2]"), message("[3]")])
    }

    @Test func aReadEndingMidHeaderWaitsForTheRest() {
        var framer = MessageFramer()
        let bytes = frame("[1]") + frame("[22]")
        framer.append(bytes[0..<(bytes.count - 10)])
        #expect(drain(&framer) == [message("[1]")])
        framer.append(bytes[(bytes.count - 10)...])
        #expect(drain(&framer) == [message("[22]")])
    }

    @Test func contentTypeAndHeaderCaseAreAccepted() {
        var framer = MessageFramer()
        framer.append(Array("content-length: 3\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n[1]".utf8))
        #expect(drain(&framer) == [message("[1]")])
    }

    @Test func garbageBeforeAHeaderIsReportedAndSkipped() {
        var framer = MessageFramer()
        framer.append(Array("hello there\n".utf8) + frame("[1]"))
        let events = drain(&framer)
        #expect(events.count == 2)
        guard case .problem(let text) = events.first else { Issue.record("expected a problem first"); return }
        #expect(text.contains("12 bytes"))
        #expect(events.last == message("[1]"))
    }

    @Test func aHeaderWithoutAValidLengthIsSkippedAndTheNextMessageStillArrives() {
        var framer = MessageFramer()
        framer.append(Array("Content-Length: banana\r\n\r\n".utf8) + frame("[2]"))
        let events = drain(&framer)
        #expect(events.count == 2)
        guard case .problem(let text) = events.first else { Issue.record("expected a problem first"); return }
        #expect(text.contains("Content-Length"))
        #expect(events.last == message("[2]"))
    }

    @Test func aNegativeLengthIsABadHeader() {
        #expect(MessageFramer.contentLength(in: "Content-Length: -4") == nil)
        #expect(MessageFramer.contentLength(in: "Content-Length:  42 ") == 42)
        #expect(MessageFramer.contentLength(in: "Content-Type: x") == nil)
    }

    @Test func anOversizedBodyIsDiscardedWithoutBeingKept() {
        var framer = MessageFramer(maximumBodyBytes: 8)
        framer.append(Array("Content-Length: 20\r\n\r\n0123456789".utf8))
        let events = drain(&framer)
        #expect(events.count == 1)
        guard case .problem(let text) = events.first else { Issue.record("expected a problem"); return }
        #expect(text.contains("larger than the limit"))
        framer.append(Array("0123456789".utf8) + frame("[3]"))
        #expect(drain(&framer) == [message("[3]")])
        #expect(framer.bufferedByteCount == 0)
    }

    @Test("A length no client sends does not swallow the messages after it")
    func anAbsurdLengthResynchronisesAtTheNextHeader() {
        var framer = MessageFramer(maximumBodyBytes: 64)
        framer.append(Array("Content-Length: 1000000000000\r\n\r\n{\"jsonrpc\":\"2.0\"}".utf8))
        framer.append(frame("[1]"))
        framer.append(Array("Content-Len".utf8))
        let events = drain(&framer)
        #expect(events.count == 2, "\(events)")
        guard case .problem(let text)? = events.first else { Issue.record("expected a problem"); return }
        #expect(text.contains("1000000000000-byte message"))
        #expect(events.last == message("[1]"))
        // A header split across reads still counts once it is whole.
        framer.append(Array("gth: 3\r\n\r\n[2]".utf8))
        #expect(drain(&framer) == [message("[2]")])
    }

    @Test func laxLineFeedOnlyHeadersAreAccepted() {
        var framer = MessageFramer()
        framer.append(Array("Content-Length: 3\n\n[1]".utf8))
        #expect(drain(&framer) == [message("[1]")])
    }

    @Test func framingCountsBytesNotCharacters() {
        let framed = String(decoding: MessageFramer.frame("\"é😀\""), as: UTF8.self)
        #expect(framed.hasPrefix("Content-Length: 8\r\n\r\n"))
    }
}
