import Foundation
import TestSupport
import Testing

/// `layoutc init` writes the same editor modeline as the bundled specs: a path to the checkout's
/// schema that works from where the spec is, never an address the project does not have.
@Suite("init command")
struct InitCommandTests {
    static let bundledModeline = "# yaml-language-server: $schema=../Grammar/layout-spec.schema.json\n"

    /// A folder laid out like a layoutc checkout: the schema in Grammar/.
    func checkout() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Grammar/layout-spec.schema.json", try Repository.read("Grammar/layout-spec.schema.json"))
        return folder
    }

    @Test func aSpecInACheckoutNamesItsSchemaAsTheBundledSpecsDo() throws {
        let folder = try checkout()
        try FileManager.default.createDirectory(at: folder.file("Specs"), withIntermediateDirectories: true)
        let run = Layoutc.run(["init", "Notes", "--output", "Specs/Notes.layout.yaml"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        let text = try folder.read("Specs/Notes.layout.yaml")
        #expect(text.hasPrefix(Self.bundledModeline), "\(text.prefix(80))")
        #expect(try Repository.read("Specs/Mail.layout.yaml").hasPrefix(Self.bundledModeline))
        #expect(run.stderr.isEmpty)
    }

    @Test func thePathIsRelativeToWhereTheSpecIsWritten() throws {
        let folder = try checkout()
        #expect(Layoutc.run(["init", "Top"], in: folder.path).status == 0)
        #expect(try folder.read("Top.layout.yaml").hasPrefix("# yaml-language-server: $schema=Grammar/layout-spec.schema.json\n"))
        try FileManager.default.createDirectory(at: folder.file("App/Sources/Layout"), withIntermediateDirectories: true)
        #expect(Layoutc.run(["init", "Deep", "--output", "Layout/Deep.layout.yaml"], in: folder.path + "/App/Sources").status == 0)
        #expect(try folder.read("App/Sources/Layout/Deep.layout.yaml")
            .hasPrefix("# yaml-language-server: $schema=../../../Grammar/layout-spec.schema.json\n"))
    }

    @Test func outsideACheckoutNoModelineIsInventedAndTheNoteSaysWhatToDo() throws {
        let folder = try TemporaryFolder()
        let run = Layoutc.run(["init", "Podcasts"], in: folder.path)
        #expect(run.status == 0)
        let text = try folder.read("Podcasts.layout.yaml")
        #expect(text.hasPrefix("spec: 1\n"), "\(text.prefix(80))")
        #expect(!text.contains("http"))
        #expect(run.stderr.contains("note: no schema modeline"))
        #expect(run.stderr.contains("--schema"))
        #expect(Layoutc.run(["check", "Podcasts.layout.yaml"], in: folder.path).status == 0, "the starter spec is clean")
    }

    @Test("Every style's starter passes check --strict, with no finding at all, as the help says",
          arguments: ["doubleColumn", "tripleColumn"])
    func everyStarterIsStrictlyClean(style: String) throws {
        let folder = try TemporaryFolder()
        #expect(Layoutc.run(["init", "Mail", "--style", style], in: folder.path).status == 0)
        let check = Layoutc.run(["check", "--strict", "Mail.layout.yaml"], in: folder.path)
        #expect(check.status == 0 && check.stdout.isEmpty && check.stderr.isEmpty, "\(check.stdout)\(check.stderr)")
    }

    @Test func schemaOverridesTheModeline() throws {
        let folder = try TemporaryFolder()
        let run = Layoutc.run(["init", "Podcasts", "--schema", "Schemas/layout-spec.schema.json"], in: folder.path)
        #expect(run.status == 0)
        #expect(try folder.read("Podcasts.layout.yaml").hasPrefix("# yaml-language-server: $schema=Schemas/layout-spec.schema.json\nspec: 1\n"))
        #expect(run.stderr.isEmpty)
    }
}
