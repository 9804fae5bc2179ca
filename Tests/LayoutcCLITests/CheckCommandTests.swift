import Foundation
import TestSupport
import Testing

/// `check` never succeeds silently: a folder with nothing to check says so.
@Suite("check command")
struct CheckCommandTests {
    @Test func aFolderWithNoSpecSaysSoAndNamesNearMisses() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Specs/Podcasts.layout.yml", "spec: 1\n")
        _ = try folder.write("Specs/Notes.yaml", "spec: 1\n")
        _ = try folder.write("Specs/.layoutc.yml", "strict: false\n")
        let run = Layoutc.run(["check", "Specs"], in: folder.path)
        #expect(run.status == 0, "a warning, not a failure, unless --strict")
        #expect(run.stderr.contains("warning: Specs: no spec found; layoutc checks files named *.layout.yaml"))
        #expect(run.stderr.contains("note: Specs/Podcasts.layout.yml is not checked; if it is a spec, rename it to Podcasts.layout.yaml"))
        #expect(run.stderr.contains("note: Specs/Notes.yaml is not checked; if it is a spec, rename it to Notes.layout.yaml"))
        #expect(!run.stderr.contains(".layoutc.yml is not checked"), "the configuration file is not a near miss")
        let strict = Layoutc.run(["check", "--strict", "Specs"], in: folder.path)
        #expect(strict.status == 1, "--strict fails when there was nothing to check")
    }

    @Test func aFolderWithSpecsSaysNothingExtra() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Specs/Empty/README.md", "notes\n")
        _ = try folder.write("Specs/Minimal.layout.yaml", """
            spec: 1
            app: Minimal
            screens:
              Sidebar:
                list: { appearance: sidebar, items: [{ id: a, title: A }], onSelect: { showDetail: Detail } }
              Detail:
            split: { style: doubleColumn, primary: Sidebar, secondary: Detail }

            """)
        let run = Layoutc.run(["check", "Specs"], in: folder.path)
        #expect(!run.stderr.contains("no spec found"), "\(run.stderr)")
    }

    @Test func everyCommandSaysTheSameAboutAPathThatIsNotThere() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Out/.keep", "")
        let commands: [[String]] = [
            ["check", "Nowhere.layout.yaml"],
            ["fix", "Nowhere.layout.yaml"],
            ["model", "Nowhere.layout.yaml"],
            ["build", "Nowhere.layout.yaml", "--output", "Out"],
            ["preview", "Nowhere.layout.yaml", "--output", "Out"],
            ["check", "--config", "Nowhere.yml", "Out"],
        ]
        for command in commands {
            let run = Layoutc.run(command, in: folder.path)
            #expect(run.status != 0, "\(command)")
            #expect(run.stderr.contains("Nowhere") && run.stderr.contains(": no such file or folder"), "\(command): \(run.stderr)")
            #expect(!run.stderr.contains("directory"), "\(command): \(run.stderr)")
        }
    }

    @Test("Every command that reads a spec keeps the .layoutc.yml limits (model read past them)",
          arguments: [["check"], ["model"], ["fix"], ["build", "--output", "Out"], ["preview", "--output", "Out"]])
    func everyCommandKeepsTheConfiguredLimits(command: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write(".layoutc.yml", "limits:\n  maxFileBytes: 40\n")
        try folder.write("Mail.layout.yaml", "spec: 1\napp: Mail\nscreens:\n  Inbox: { title: Inbox }\n")
        let run = Layoutc.run([command[0], "Mail.layout.yaml"] + command.dropFirst(), in: folder.path)
        #expect(run.status == 2, "\(command): \(run.stderr)")
        #expect(run.stderr.contains("more than the limit of 40 bytes"), "\(command): \(run.stderr)")
    }

    @Test func buildChoosesItsDiagnosticsFormatFromTheStreamItWritesThem() throws {
        // `build` prints diagnostics on standard error: a terminal there means the human format
        // in colour, a file there (`2> log`) means Xcode's lines and no escape codes, whatever
        // standard output is.
        let folder = try TemporaryFolder()
        _ = try folder.write("Bad.layout.yaml", "spec: 1\napp: Bad\nsplit: { style: triple, primary: A, secondary: B }\n")
        let toFile = Layoutc.run(["build", "Bad.layout.yaml", "--output", "Out"], in: folder.path, terminal: true, errorTerminal: false)
        #expect(toFile.stderr.contains("Bad.layout.yaml:3:17: error:"), "\(toFile.stderr)")
        #expect(!toFile.stderr.contains("\u{1B}["))
        let toTerminal = Layoutc.run(["build", "Bad.layout.yaml", "--output", "Out"], in: folder.path, terminal: false, errorTerminal: true)
        #expect(toTerminal.stderr.contains("error[unknown-value]"), "\(toTerminal.stderr)")
        #expect(toTerminal.stderr.contains("\u{1B}["))
    }
}
