import Foundation
import TestSupport
import Testing

/// The documentation shows what layoutc does: its example output is the real output (rewritten by
/// `Scripts/update-goldens.sh` when the output changes), every command-line flag it shows exists,
/// and every link between its files resolves.
@Suite("Docs tell the truth")
struct DocumentationTests {
    /// The documents people read.
    static let documents: [String] = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"]
        + ((try? FileManager.default.contentsOfDirectory(atPath: Repository.url("Docs").path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }

    /// The README's `check` example, also shown in Docs/Diagnostics.md: a spec with mistakes kept
    /// outside Specs/ (which stays clean), checked as on a terminal without colour.
    static let checkExample = ["check", "Docs/Examples/MailMistakes.layout.yaml"]

    @Test func theCheckExampleIsWhatCheckPrintsOnATerminal() throws {
        let run = Layoutc.run(Self.checkExample, in: Repository.root.path, terminal: true, environment: ["NO_COLOR": "1"])
        #expect(run.status == 1, "the example has errors: \(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("error["), "the human format, the default on a terminal")
        for document in ["README.md", "Docs/Diagnostics.md"] {
            try Golden.assertBlockMatches(run.stdout, in: Repository.url(document),
                                          opening: "```console\n$ layoutc " + Self.checkExample.joined(separator: " "))
        }
    }

    @Test func theExampleWithMistakesIsNotABundledSpec() {
        #expect(!Repository.specs(in: "Specs").contains { $0.hasSuffix("MailMistakes.layout.yaml") })
        #expect(FileManager.default.fileExists(atPath: Repository.url(Self.checkExample[1]).path))
    }

    @Test func referencePrintsTheCheckedInLanguageReference() throws {
        let run = Layoutc.run(["reference"], in: Repository.root.path)
        #expect(run.status == 0)
        #expect(Data(run.stdout.utf8) == (try Data(contentsOf: Repository.url("Docs/SpecLanguage.md"))))
    }

    /// The YAML blocks of a Markdown text that are whole specs (they start at `spec:`, or at the
    /// editor modeline), not fragments of one.
    static func wholeSpecs(in markdown: String) -> [String] {
        markdown.components(separatedBy: "```yaml\n").dropFirst()
            .compactMap { $0.components(separatedBy: "\n```").first.map { $0 + "\n" } }
            .filter { $0.hasPrefix("spec:") || $0.hasPrefix("# yaml-language-server:") }
    }

    @Test func theWholeSpecsTheREADMEAndTheLanguageReferenceShowAreClean() throws {
        let folder = try TemporaryFolder()
        var count = 0
        for document in ["README.md", "Docs/SpecLanguage.md"] {
            for (i, spec) in Self.wholeSpecs(in: try Repository.read(document)).enumerated() {
                let name = "Example\(count).layout.yaml"
                try folder.write(name, spec)
                count += 1
                let run = Layoutc.run(["check", "--format", "xcode", name], in: folder.path)
                #expect(run.status == 0 && run.stdout.isEmpty, "\(document), spec \(i + 1):\n\(run.stdout)\(run.stderr)")
            }
        }
        #expect(count >= 3)
    }

    /// Code in a Markdown text: the lines of fenced blocks and the inline code spans.
    static func code(in markdown: String) -> [String] {
        var snippets: [String] = []
        var fenced = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                fenced.toggle()
                continue
            }
            if fenced {
                snippets.append(String(line))
            } else {
                let parts = line.split(separator: "`", omittingEmptySubsequences: false)
                snippets += stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
            }
        }
        return snippets
    }

    @Test func everyFlagTheDocsShowOnALayoutcCommandExists() throws {
        let overview = Layoutc.run(["--help"], in: Repository.root.path).stdout
        let commands = Set(overview.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), let word = line.split(separator: " ").first else { return nil }
            return String(word)
        })
        #expect(commands.isSuperset(of: ["check", "build", "fix", "preview", "reference", "init"]))
        let invocation = try Regex(#"(?:^|[\s$(])layoutc ([a-z]+)([^#\n]*)"#)
        let flag = try Regex(#"--[a-z][a-z-]*"#)
        var checked = 0
        for document in Self.documents {
            for snippet in Self.code(in: try Repository.read(document)) {
                for match in snippet.matches(of: invocation) {
                    guard let command = match.output[1].substring.map(String.init), commands.contains(command),
                          let rest = match.output[2].substring else { continue }
                    let help = Layoutc.run(["help", command], in: Repository.root.path).stdout
                    for option in rest.matches(of: flag).map({ String(snippet[$0.range]) }) {
                        checked += 1
                        #expect(help.contains("  \(option) ") || help.contains("  \(option)\n") || help.contains("[\(option)"),
                                "\(document): `layoutc \(command) \(option)` is not an option of \(command): \(snippet)")
                    }
                }
            }
        }
        #expect(checked > 20, "the docs show \(checked) flags")
    }

    @Test func everyLinkBetweenTheDocumentsResolves() throws {
        let link = try Regex(#"\]\(([^)\s#]+)(#[^)\s]*)?\)"#)
        for document in Self.documents {
            let folder = Repository.url(document).deletingLastPathComponent()
            for match in try Repository.read(document).matches(of: link) {
                guard let target = match.output[1].substring.map(String.init),
                      !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
                let path = folder.appendingPathComponent(target).standardizedFileURL.path
                #expect(FileManager.default.fileExists(atPath: path), "\(document) links to \(target), which does not exist")
            }
        }
    }
}
