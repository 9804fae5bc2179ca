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

    static let one = """
        spec: 1
        app: One
        screens:
          Sidebar:
            list: { appearance: sidebar, items: [{ id: a, title: A }], onSelect: { showDetail: Detail } }
          Detail:
            restoresState: true
        split: { style: doubleColumn, primary: Sidebar, secondary: Detail }

        """

    @Test("Files preview did not write are never replaced (as build); its own are, run after run")
    func filesInTheWayAreKept() throws {
        let folder = try TemporaryFolder()
        try folder.write("One.layout.yaml", Self.one)
        try folder.write("site/index.html", "<p>my site</p>\n")
        let refused = Layoutc.run(["preview", "One.layout.yaml", "--output", "site"], in: folder.path)
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("site/index.html: exists and was not written by layoutc preview"), "\(refused.stderr)")
        #expect(try folder.read("site/index.html") == "<p>my site</p>\n")

        let fresh = Layoutc.run(["preview", "One.layout.yaml", "--output", "out"], in: folder.path)
        #expect(fresh.status == 0, "\(fresh.stderr)")
        let before = try folder.read("out/index.html")
        try folder.write("One.layout.yaml", Self.one.replacingOccurrences(of: "app: One", with: "app: Two"))
        let again = Layoutc.run(["preview", "One.layout.yaml", "--output", "out"], in: folder.path)
        #expect(again.status == 0, "its own files are rewritten: \(again.stderr)")
        #expect(try folder.read("out/index.html") != before)
        // A picture from before there was a manifest still says it is layoutc's.
        try FileManager.default.removeItem(atPath: folder.file("out/.layoutc-previews").path)
        #expect(Layoutc.run(["preview", "One.layout.yaml", "--output", "out"], in: folder.path).status == 0)
    }

    @Test("A configuration error fails preview, as it fails check and build")
    func configurationErrorsFail() throws {
        let folder = try TemporaryFolder()
        try folder.write("One.layout.yaml", Self.one)
        try folder.write(".layoutc.yml", "disabled_rules: [no-such-rule]\nstrict: maybe\n")
        let check = Layoutc.run(["check", "One.layout.yaml"], in: folder.path)
        let preview = Layoutc.run(["preview", "One.layout.yaml", "--output", "out"], in: folder.path)
        #expect(check.status != 0)
        #expect(preview.status == 2, "\(preview.stderr)")
        #expect(preview.stderr.contains(".layoutc.yml"))
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
