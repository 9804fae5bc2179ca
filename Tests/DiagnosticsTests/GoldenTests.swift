import Diagnostics
import Testing

/// Every output format over the same fixture specs: several files, related locations, notes,
/// help, fix-its, CJK text, emoji and combining accents, a CRLF file and a tab inside a line.
@Suite struct GoldenTests {
    let files: [FileDiagnostics]
    var specCount: Int { files.count }

    init() throws {
        files = try Goldens.fixtureDiagnostics()
    }

    @Test func theFixturesCoverWhatTheGoldensClaim() throws {
        let all = files.flatMap(\.diagnostics)
        #expect(files.count >= 4)
        #expect(files.contains { $0.diagnostics.isEmpty }, "a clean spec counts in the summary")
        #expect(all.contains { !$0.related.isEmpty })
        #expect(all.contains { !$0.notes.isEmpty })
        #expect(all.contains { $0.help != nil })
        #expect(all.contains { !$0.fixIts.isEmpty })
        #expect(files.contains { $0.source.bytes.contains(0x0D) }, "a CRLF file")
        #expect(files.contains { $0.source.bytes.contains(0x09) }, "a tab inside a line")
    }

    @Test func human() throws {
        try Goldens.assertMatches(HumanRenderer(colored: false).render(files, specCount: specCount), golden: "human.txt")
    }

    @Test func humanInColour() throws {
        try Goldens.assertMatches(HumanRenderer(colored: true).render(files, specCount: specCount), golden: "human-colored.txt")
    }

    @Test func xcode() throws {
        try Goldens.assertMatches(XcodeRenderer().render(DiagnosticOrder.sorted(files)), golden: "xcode.txt")
    }

    @Test func json() throws {
        try Goldens.assertMatches(JSONRenderer().render(files, specCount: specCount), golden: "json.json")
    }

    @Test func sarif() throws {
        let renderer = SARIFRenderer(rules: Goldens.pinnedDescriptors, toolVersion: "0.0.0-golden", sourceRoot: "/src/layoutc")
        try Goldens.assertMatches(renderer.render(files), golden: "sarif.json")
    }

    @Test func github() throws {
        try Goldens.assertMatches(GitHubRenderer().render(files), golden: "github.txt")
    }
}
