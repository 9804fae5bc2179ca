import Diagnostics
import LayoutModel
import SpecSource
import Testing

/// A value reached through several aliases is decoded once and shared, and a long string
/// written many times is held once: a large spec's model then costs what it says, not what it
/// repeats. Sharing must never change what is decoded or reported.
@Suite struct SharedValuesTests {
    static let aliased = """
        spec: 1
        app: Mail
        screens:
          Inbox:
            list:
              appearance: plain
              swipeActions: &swipes
                leading:
                  - { title: Toggle Unread State, image: envelope.badge }
                trailing:
                  - { title: Delete, style: destructive, image: trash, colour: red }
              items:
                - { id: a, title: A }
          Archive:
            list:
              appearance: plain
              swipeActions: *swipes
              items:
                - { id: b, title: B }
          Message:
            toolbar:
              - title: More
                image: ellipsis.circle
                menu: &more
                  - { title: Mark All as Read, image: checkmark.circle }
                  - { title: Delete All Messages, image: trash, destructive: yes }
          Thread:
            toolbar:
              - { title: More, image: ellipsis.circle, menu: *more }
        split:
          style: doubleColumn
          primary: Inbox
          secondary: Message

        """

    /// The same spec with each alias written out where it is used.
    static let writtenOut = """
        spec: 1
        app: Mail
        screens:
          Inbox:
            list:
              appearance: plain
              swipeActions:
                leading:
                  - { title: Toggle Unread State, image: envelope.badge }
                trailing:
                  - { title: Delete, style: destructive, image: trash, colour: red }
              items:
                - { id: a, title: A }
          Archive:
            list:
              appearance: plain
              swipeActions:
                leading:
                  - { title: Toggle Unread State, image: envelope.badge }
                trailing:
                  - { title: Delete, style: destructive, image: trash, colour: red }
              items:
                - { id: b, title: B }
          Message:
            toolbar:
              - title: More
                image: ellipsis.circle
                menu:
                  - { title: Mark All as Read, image: checkmark.circle }
                  - { title: Delete All Messages, image: trash, destructive: yes }
          Thread:
            toolbar:
              - { title: More, image: ellipsis.circle, menu: [{ title: Mark All as Read, image: checkmark.circle }, { title: Delete All Messages, image: trash, destructive: yes }] }
        split:
          style: doubleColumn
          primary: Inbox
          secondary: Message

        """

    static func decode(_ text: String) -> (spec: LayoutSpec, diagnostics: [Diagnostic], tree: YAMLTree) {
        let tree = YAMLParser.parse(path: "spec.layout.yaml", bytes: Array(text.utf8))
        let decoded = SpecDecoder.decode(tree)
        return (decoded.spec, decoded.diagnostics, tree)
    }

    static func screen(_ name: String, in spec: LayoutSpec) -> Screen? {
        spec.screens.first { $0.name.value == name }
    }

    static func storage<T>(_ array: [T]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    @Test func listsSharingOneSwipeActionsMappingShareItsDecodedValue() throws {
        let spec = Self.decode(Self.aliased).spec
        let inbox = try #require(Self.screen("Inbox", in: spec)?.list)
        let archive = try #require(Self.screen("Archive", in: spec)?.list)
        #expect(inbox.swipeActions.trailing.count == 1)
        #expect(Self.storage(inbox.swipeActions.leading) == Self.storage(archive.swipeActions.leading))
        #expect(Self.storage(inbox.swipeActions.trailing) == Self.storage(archive.swipeActions.trailing))
        // Each list keeps its own key: only the value is shared.
        #expect(inbox.swipeActions.keyRange != archive.swipeActions.keyRange)
    }

    @Test func toolbarsSharingOneMenuShareItsDecodedValue() throws {
        let spec = Self.decode(Self.aliased).spec
        let message = try #require(Self.screen("Message", in: spec)?.toolbar.first)
        let thread = try #require(Self.screen("Thread", in: spec)?.toolbar.first)
        #expect(message.menu.count == 2)
        #expect(Self.storage(message.menu) == Self.storage(thread.menu))
    }

    @Test func sharingDecodesAndReportsWhatTheWrittenOutSpecDoes() {
        let aliased = Self.decode(Self.aliased)
        let writtenOut = Self.decode(Self.writtenOut)
        #expect(ModelJSONEncoder(source: aliased.tree.source, includeRanges: false).encode(aliased.spec)
                    == ModelJSONEncoder(source: writtenOut.tree.source, includeRanges: false).encode(writtenOut.spec))
        // The decoder reports a shared value's problems wherever it is reached, as decoding it
        // again would (the compiler then keeps one finding per place in the text).
        #expect(aliased.diagnostics.map(\.message) == writtenOut.diagnostics.map(\.message))
        #expect(aliased.diagnostics.filter { $0.message.contains("colour") }.count == 2)
        #expect(aliased.diagnostics.filter { $0.message.contains("yes") }.count == 2)
    }

    @Test func readingWhileDecodingSharesAndReportsTheSame() {
        _ = StreamedDecodingTests.expectSameDecoding(Self.aliased, "aliased swipe actions and menus")
    }

    @Test func aLongStringWrittenTwiceIsHeldOnce() throws {
        let spec = Self.decode(Self.aliased).spec
        let first = try #require(Self.screen("Message", in: spec)?.toolbar.first?.menu.first?.title?.value)
        let second = try #require(Self.screen("Thread", in: spec)?.toolbar.first?.menu.first?.title?.value)
        #expect(first == "Mark All as Read")
        func storage(_ text: String) -> UnsafeRawPointer? {
            var text = text
            return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
        }
        // Through the alias they are one node; the swipe titles come from two places in the
        // written-out spec and are still one string.
        let writtenOut = Self.decode(Self.writtenOut).spec
        let inbox = try #require(Self.screen("Inbox", in: writtenOut)?.list?.swipeActions.leading.first?.title?.value)
        let archive = try #require(Self.screen("Archive", in: writtenOut)?.list?.swipeActions.leading.first?.title?.value)
        #expect(inbox == "Toggle Unread State")
        #expect(storage(inbox) == storage(archive))
        #expect(storage(first) == storage(second))
    }
}
