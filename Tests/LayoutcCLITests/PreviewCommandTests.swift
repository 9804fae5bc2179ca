import Foundation
import TestSupport
import Testing

/// `preview` draws what it can read, and says when it cannot.
@Suite("preview command")
struct PreviewCommandTests {
    @Test func aSpecThatCannotBeReadIsNotDrawnAndTheReasonIsGiven() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Broken.layout.yaml", "spec: 1\napp: Broken\nscreens:\n\tSidebar:\n")
        let run = Layoutc.run(["preview", "Broken.layout.yaml", "--output", "out"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: Broken.layout.yaml:4:1: cannot draw a spec that cannot be read: a tab is used for indentation"), "\(run.stderr)")
        let written = (try? FileManager.default.contentsOfDirectory(atPath: folder.file("out").path)) ?? []
        #expect(written == [], "no picture of half a spec, and no index of nothing: \(written)")
        #expect(!run.stdout.contains("wrote"))
    }

    @Test func countsAreWrittenInWords() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("One.layout.yaml", """
            spec: 1
            app: One
            screens:
              Sidebar:
                list: { appearance: plain, items: [{ id: a, title: A }], onSelect: { showDetail: Detail } }
              Detail:
            split: { style: doubleColumn, primary: Sidebar, secondary: Detail }

            """)
        let run = Layoutc.run(["preview", "One.layout.yaml", "--output", "out"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.stdout.contains("pictures, 1 finding shown"), "\(run.stdout)")
    }
}
