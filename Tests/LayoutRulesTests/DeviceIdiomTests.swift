import Testing

/// `device-idiom` is a structure rule that the decoder reports (the key is not in the grammar),
/// instead of `unknown-key`; there is no second implementation among the model rules.
@Suite("device-idiom")
struct DeviceIdiomTests {
    @Test func theDecoderReportsDeviceKeysAtTheKey() {
        let marked = MarkedExample("""
            spec: 1
            app: Mail
            screens:
              Mailboxes:
                ↓idiom: pad
                title: Mailboxes
            split:
              style: doubleColumn
              ↓userInterfaceIdiom: phone
              primary: Mailboxes
              secondary: { name: Message }
            """)
        let result = Examples.check(marked.text)
        let found = result.diagnostics.filter { $0.ruleID == "device-idiom" }
        #expect(found.map(\.range.start) == marked.markers)
        #expect(found.allSatisfy { $0.severity == .error })
        #expect(!result.diagnostics.contains { $0.ruleID == "unknown-key" })
    }

    @Test func sizeClassValuesAreNotDeviceBranches() {
        let result = Examples.check("""
            spec: 1
            app: Mail
            screens:
              Mailboxes:
                list:
                  appearance: sidebar
                  headerMode: { regular: supplementary, compact: firstItemInSection }
                  sections:
                    - { id: all, title: All, items: [{ id: inbox, title: Inbox }] }
            split: { style: doubleColumn, primary: Mailboxes, secondary: { name: Message } }
            """)
        #expect(!result.diagnostics.contains { $0.ruleID == "device-idiom" })
    }
}
