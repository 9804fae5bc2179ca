import Diagnostics
import LayoutCompiler
import LayoutRules
import SpecSource
import TestSupport
import Testing

/// Each spec uses the nearest `.layoutc.yml` above it, or the one given with `--config`.
@Suite("Configuration discovery")
struct ConfigurationDiscoveryTests {
    static let rule = "supplementary-requires-triple-column"

    /// The severity `rule` is reported with in each checked spec, keyed by file name.
    func severities(_ outcome: CheckSession.Outcome) -> [String: String] {
        var result: [String: String] = [:]
        for file in outcome.specs {
            let name = PathArithmetic.fileName(of: file.source.path)
            result[name] = file.diagnostics.first { $0.ruleID == Self.rule }?.severity.rawValue ?? "none"
        }
        return result
    }

    /// A session run from `folder`, showing paths relative to it as the CLI does.
    func session(_ folder: TemporaryFolder, configPath: String? = nil) -> CheckSession {
        let prefix = folder.path + "/"
        return CheckSession(configPath: configPath, base: folder.path, displayPath: { path in
            path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        })
    }

    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(".layoutc.yml", "rules: { \(Self.rule): warning }\n")
        try folder.write("team/.layoutc.yml", "rules: { \(Self.rule): off }\n")
        try folder.write("team/app/deep/inner.layout.yaml", doubleColumnWithSupplementary)
        try folder.write("team/near.layout.yaml", doubleColumnWithSupplementary)
        try folder.write("top.layout.yaml", doubleColumnWithSupplementary)
        try folder.write("custom.yml", "rules: { \(Self.rule): error }\nexcluded: [team/near.layout.yaml]\n")
        return folder
    }

    @Test func theNearestConfigurationAboveEachSpecWins() throws {
        let folder = try project()
        let outcome = session(folder).check([folder.path])
        #expect(outcome.errors.isEmpty)
        #expect(severities(outcome) == ["inner.layout.yaml": "none", "near.layout.yaml": "none", "top.layout.yaml": "warning"])
    }

    @Test func pathsWithDotDotFindTheConfigurationOfTheFolderTheyResolveTo() throws {
        let folder = try project()
        let outcome = session(folder).check([folder.path + "/team/app/deep/inner.layout.yaml",
                                             folder.path + "/team/app/../../top.layout.yaml"])
        #expect(severities(outcome) == ["inner.layout.yaml": "none", "top.layout.yaml": "warning"])
    }

    @Test func aConfigurationGivenExplicitlyAppliesToEverySpec() throws {
        let folder = try project()
        let outcome = session(folder, configPath: folder.path + "/custom.yml").check([folder.path])
        #expect(severities(outcome) == ["inner.layout.yaml": "error", "top.layout.yaml": "error"],
                "near.layout.yaml is excluded by custom.yml")
    }

    @Test func aMissingExplicitConfigurationIsAnIOErrorAndNothingIsChecked() throws {
        let folder = try project()
        let outcome = session(folder, configPath: folder.path + "/nope.yml").check([folder.path])
        #expect(outcome.specs.isEmpty)
        #expect(outcome.errors.count == 1)
        #expect(outcome.errors.first?.description.hasSuffix("nope.yml: no such file or folder") == true)
    }

    @Test func excludedPathsAreRelativeToTheConfigurationsFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("specs/.layoutc.yml", "excluded: [Drafts, \"**/*.old.layout.yaml\", \"Generated/*.layout.yaml\"]\n")
        for name in ["specs/Keep.layout.yaml", "specs/Drafts/Skip.layout.yaml", "specs/Deep/Thing.old.layout.yaml",
                     "specs/Generated/Out.layout.yaml", "specs/Generated/Sub/Kept.layout.yaml"] {
            try folder.write(name, doubleColumnWithSupplementary)
        }
        let outcome = session(folder).check([folder.path + "/specs"])
        #expect(outcome.specs.map(\.source.path).sorted() == ["specs/Generated/Sub/Kept.layout.yaml", "specs/Keep.layout.yaml"])
        // A spec named on the command line is checked even when excluded.
        let named = session(folder).check([folder.path + "/specs/Drafts/Skip.layout.yaml"])
        #expect(named.specs.map(\.source.path) == ["specs/Drafts/Skip.layout.yaml"])
    }

    @Test func pathPatternsMatchFilesAndTheFoldersAboveThem() {
        #expect(PathPattern("Generated").matches("Generated/A.layout.yaml"))
        #expect(PathPattern("./Generated/").matches("Generated/Sub/A.layout.yaml"))
        #expect(!PathPattern("Generated").matches("Other/Generated.layout.yaml"))
        #expect(PathPattern("*.layout.yaml").matches("A.layout.yaml"))
        #expect(!PathPattern("*.layout.yaml").matches("Sub/A.layout.yaml"), "`*` does not cross folders")
        #expect(PathPattern("**/A.layout.yaml").matches("x/y/A.layout.yaml"))
        #expect(PathPattern("**/A.layout.yaml").matches("A.layout.yaml"))
        #expect(PathPattern("Sub/?.layout.yaml").matches("Sub/B.layout.yaml"))
        #expect(!PathPattern("Sub/?.layout.yaml").matches("Sub/BC.layout.yaml"))
    }

    @Test func configurationProblemsAreReportedOnceInTheirOwnFile() throws {
        let folder = try TemporaryFolder()
        try folder.write(".layoutc.yml", "strict: true\nrules:\n  suplementary-requires-triple-column: off\n")
        try folder.write("a.layout.yaml", doubleColumnWithSupplementary)
        try folder.write("b.layout.yaml", doubleColumnWithSupplementary)
        let outcome = session(folder).check([folder.path])
        #expect(outcome.specs.count == 2)
        #expect(outcome.configurations.count == 1)
        let file = try #require(outcome.configurations.first)
        #expect(file.source.path == ".layoutc.yml")
        #expect(file.diagnostics.map { Finding($0, in: file.source) }
                == [Finding(at: "3:3", severity: .error, message: "unknown rule `suplementary-requires-triple-column` in `rules`")])
        #expect(outcome.files.first?.source.path == ".layoutc.yml", "configuration problems come first")
        #expect(outcome.failed)
    }

    @Test func pathArithmetic() {
        #expect(PathArithmetic.absolute("../b/./c.yaml", base: "/x/y") == "/x/b/c.yaml")
        #expect(PathArithmetic.normalized("a//b/../c/") == "a/c")
        #expect(PathArithmetic.normalized("/../a") == "/a")
        #expect(PathArithmetic.relative("/x/b/c.yaml", to: "/x/y") == "../b/c.yaml")
        #expect(PathArithmetic.relative("/x/y/c.yaml", to: "/x/y") == "c.yaml")
        #expect(PathArithmetic.ancestors(of: "/a/b") == ["/a/b", "/a", "/"])
        #expect(PathArithmetic.directory(of: "/c") == "/")
    }
}
