import Foundation
import LayoutRules
import TestSupport
import Testing

/// The `fix` and `check` commands as a user runs them, in process (`Layoutc.run`).
@Suite("layoutc fix and check --baseline")
struct FixAndBaselineCommandTests {
    func layoutc(_ arguments: [String], in folder: TemporaryFolder) throws -> ProcessRun {
        Layoutc.run(arguments, in: folder.path)
    }

    /// A spec whose only fix-it is the `style` change (the other rules are off in `.layoutc.yml`).
    static let spec = "spec: 1\r\napp: \"Mail\" # keep me\r\nscreens:\r\n  A: { title: 'A # not a comment' }\r\n  B: {title: B}\r\n  C: {title: C}\r\nsplit:\r\n  style: doubleColumn\r\n  primary: A\r\n  supplementary: B\r\n  secondary: C\r\n"

    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        // Every model rule but one is off, so the expected text does not depend on the others.
        let others = RuleRegistry.rules.map { $0.descriptor.id }.filter { $0 != "supplementary-requires-triple-column" }
        try folder.write(".layoutc.yml", "disabled_rules: [\(others.joined(separator: ", "))]\n")
        try folder.write("Specs/Mail.layout.yaml", Self.spec)
        return folder
    }

    @Test func dryRunPrintsAUnifiedDiffAndWritesNothing() throws {
        let folder = try project()
        let run = try layoutc(["fix", "--dry-run", "Specs"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout == """
            --- a/Specs/Mail.layout.yaml
            +++ b/Specs/Mail.layout.yaml
            @@ -5,7 +5,7 @@
               B: {title: B}\r
               C: {title: C}\r
             split:\r
            -  style: doubleColumn\r
            +  style: tripleColumn\r
               primary: A\r
               supplementary: B\r
               secondary: C\r

            """)
        #expect(run.stderr.contains("would apply 1 fix-it in 1 spec"))
        #expect(try folder.bytes("Specs/Mail.layout.yaml") == Array(Self.spec.utf8))
    }

    @Test func fixRewritesOnlyTheFlaggedBytesAndASecondRunChangesNothing() throws {
        let folder = try project()
        let first = try layoutc(["fix", "Specs/Mail.layout.yaml"], in: folder)
        #expect(first.status == 0)
        #expect(first.stderr.contains("fixed Specs/Mail.layout.yaml (1 fix-it)"))
        let expected = Self.spec.replacingOccurrences(of: "doubleColumn", with: "tripleColumn")
        #expect(try folder.bytes("Specs/Mail.layout.yaml") == Array(expected.utf8))
        let second = try layoutc(["fix", "Specs"], in: folder)
        #expect(second.status == 0)
        #expect(second.stderr.contains("nothing to fix"))
        #expect(try folder.bytes("Specs/Mail.layout.yaml") == Array(expected.utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Specs")
        #expect(leftovers == ["Mail.layout.yaml"], "no temporary files are left behind")
    }

    @Test func aMissingSpecIsAnErrorAndNotAlsoNothingToFix() throws {
        let folder = try project()
        let run = try layoutc(["fix", "Specs/Missing.layout.yaml"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr == "error: Specs/Missing.layout.yaml: no such file or folder\n")
    }

    @Test func fixRefusesUTF16() throws {
        let folder = try project()
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in Self.spec.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try folder.write("Specs/Mail.layout.yaml", bytes: bytes)
        let run = try layoutc(["fix", "Specs"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains("UTF-16"))
        #expect(try folder.bytes("Specs/Mail.layout.yaml") == bytes)
    }

    @Test func aBaselineHidesKnownFindingsAndNamesTheOnesThatAreGone() throws {
        let folder = try project()
        let write = try layoutc(["check", "Specs", "--write-baseline", "baseline.json"], in: folder)
        #expect(write.status == 1)
        #expect(write.stderr.contains("wrote baseline.json with 1 finding"))
        let known = try layoutc(["check", "Specs", "--baseline", "baseline.json"], in: folder)
        #expect(known.status == 0)
        #expect(known.stdout == "")
        // Lines inserted above keep the finding known; a new finding is reported.
        let moved = "# moved down\r\n" + Self.spec.replacingOccurrences(of: "  B: {title: B}", with: "  B: {title: B, titel: x}")
        try folder.write("Specs/Mail.layout.yaml", moved)
        let new = try layoutc(["check", "Specs", "--baseline", "baseline.json"], in: folder)
        #expect(new.status == 1)
        #expect(new.stdout.hasPrefix("Specs/Mail.layout.yaml:6:17: error: unknown key `titel` in `B` [unknown-key]\n"))
        // The recorded finding is fixed: the baseline says so, so it can be rewritten smaller.
        try folder.write("Specs/Mail.layout.yaml", Self.spec.replacingOccurrences(of: "doubleColumn", with: "tripleColumn"))
        let gone = try layoutc(["check", "Specs", "--baseline", "baseline.json"], in: folder)
        #expect(gone.status == 0)
        #expect(gone.stderr.contains("note: 1 finding in the baseline baseline.json no longer occurs"))
        #expect(gone.stderr.contains("note: gone: Specs/Mail.layout.yaml: [supplementary-requires-triple-column]"))
    }

    @Test func checkReportsConfigurationErrorsInTheConfigurationFile() throws {
        let folder = try project()
        try folder.write("Specs/.layoutc.yml", "strict: yes\n")
        let run = try layoutc(["check", "Specs", "--format", "xcode"], in: folder)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("Specs/.layoutc.yml:1:9: error: `strict` expects `true` or `false`, found the string `yes` [config-error]\n"))
    }
}
