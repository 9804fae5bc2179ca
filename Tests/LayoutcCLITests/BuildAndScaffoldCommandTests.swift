import Foundation
import LayoutCompiler
import SpecGenerator
import SwiftEmitter
import TestSupport
import Testing

/// `layoutc build` and `layoutc scaffold` as a user runs them (in process, `Layoutc.run`), in a
/// folder holding copies of the bundled specs.
@Suite("layoutc build and scaffold")
struct BuildAndScaffoldCommandTests {
    func layoutc(_ arguments: [String], in folder: TemporaryFolder) throws -> ProcessRun {
        Layoutc.run(arguments, in: folder.path)
    }

    /// What `build` must write for a bundled spec: the emitter's output for the checked spec.
    func generated(_ path: String) throws -> GeneratedCode {
        let result = LayoutCompiler().check(path: path, bytes: try Repository.bytes(path))
        return try SwiftEmitter.emit(result.spec, sourcePath: path, target: .uikit, source: result.source)
    }

    /// A folder with Specs/ holding copies of the bundled specs.
    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for path in Repository.specPaths where path.hasPrefix("Specs/") {
            try folder.write(path, String(contentsOf: Repository.url(path), encoding: .utf8))
        }
        return folder
    }

    @Test("build writes each spec's model and its UIKit code; a second build changes nothing")
    func buildThenRebuild() throws {
        let folder = try project()
        let first = try layoutc(["build", "Specs", "--output", "Generated"], in: folder)
        #expect(first.status == 0, "\(first.output)")
        #expect(first.stdout.contains("wrote Generated/Mail.layout.swift"))
        #expect(first.stdout.contains("wrote Generated/Mail+UIKit.layout.swift"))
        let mail = try generated("Specs/Mail.layout.yaml")
        #expect(try folder.read("Generated/Mail.layout.swift") == mail.model.contents)
        #expect(try folder.read("Generated/Mail+UIKit.layout.swift") == mail.targets[0].contents)
        let second = try layoutc(["build", "Specs", "--output", "Generated"], in: folder)
        #expect(second.status == 0)
        #expect(!second.stdout.contains("wrote"))
        #expect(second.stdout.contains("22 unchanged"))
    }

    @Test("A large spec, generated while its rules run, gets the file checking then generating gives; an error a rule finds still stops it")
    func largeSpec() throws {
        let folder = try TemporaryFolder()
        let text = SpecGenerator(targetBytes: 300_000).generate()
        try folder.write("Big.layout.yaml", text)
        let run = try layoutc(["build", "Big.layout.yaml", "--output", "Generated"], in: folder)
        #expect(run.status == 0, "\(run.output)")
        let result = LayoutCompiler().check(path: "Big.layout.yaml", bytes: Array(text.utf8))
        var emitter = UIKitEmitter()
        emitter.workers = 1
        emitter.source = result.source
        let expected = try emitter.emit(result.spec, sourcePath: "Big.layout.yaml")
        for file in expected.files {
            let written = try [UInt8](Data(contentsOf: folder.file("Generated/\(file.name)")))
            #expect(GeneratedFile(name: file.name, bytes: written) == file)
        }

        // The rules find this error after the file was generated beside them: it is not written.
        try folder.write("Broken.layout.yaml", text.replacingOccurrences(of: "\n  primary: Sidebar\n", with: "\n  primary: Nowhere\n")
            .replacingOccurrences(of: "app: Bench", with: "app: Broken"))
        let broken = try layoutc(["build", "Broken.layout.yaml", "--output", "Generated"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("[unknown-screen]"))
        #expect(!folder.exists("Generated/Broken.layout.swift") && !folder.exists("Generated/Broken+UIKit.layout.swift"))

        // `--strict` fails it on its warnings, after the file was generated: not written either.
        for name in ["Bench.layout.swift", "Bench+UIKit.layout.swift"] { try FileManager.default.removeItem(at: folder.file("Generated/\(name)")) }
        let strict = try layoutc(["build", "Big.layout.yaml", "--output", "Generated", "--strict"], in: folder)
        #expect(strict.status == 1)
        #expect(!folder.exists("Generated/Bench.layout.swift") && !folder.exists("Generated/Bench+UIKit.layout.swift"))
    }

    @Test("access: internal in .layoutc.yml, or --access, makes generated and scaffolded declarations internal")
    func internalAccess() throws {
        let folder = try project()
        try folder.write(".layoutc.yml", "access: internal\n")
        var run = try layoutc(["build", "Specs/Notes.layout.yaml", "--output", "Generated"], in: folder)
        #expect(run.status == 0, "\(run.output)")
        let generated = try folder.read("Generated/Notes.layout.swift")
        #expect(!generated.contains("public enum Notes") && generated.contains("\nenum Notes"))
        run = try layoutc(["build", "Specs/Notes.layout.yaml", "--output", "Generated", "--access", "public"], in: folder)
        #expect(run.status == 0, "\(run.output)")
        #expect(try folder.read("Generated/Notes.layout.swift").contains("public enum Notes"), "--access wins over the file")
        run = try layoutc(["scaffold", "Specs/Notes.layout.yaml", "--output", "App"], in: folder)
        #expect(run.status == 0, "\(run.output)")
        let starters = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/App")
        for name in starters { #expect(try !folder.read("App/\(name)").contains("public "), "\(name) follows the file's access") }
        run = try layoutc(["build", "Specs/Notes.layout.yaml", "--output", "Generated", "--access", "private"], in: folder)
        #expect(run.status == 2 && run.output.contains("use public or internal"), "\(run.output)")
    }

    @Test("build --target swiftui writes the SwiftUI code beside the model; switching targets removes the other's file")
    func swiftUITarget() throws {
        let folder = try project()
        var run = try layoutc(["build", "Specs/Notes.layout.yaml", "--output", "Generated"], in: folder)
        #expect(run.status == 0 && folder.exists("Generated/Notes+UIKit.layout.swift"), "\(run.output)")
        run = try layoutc(["build", "Specs/Notes.layout.yaml", "--output", "Generated", "--target", "swiftui"], in: folder)
        #expect(run.status == 0, "\(run.output)")
        #expect(try folder.read("Generated/Notes+SwiftUI.layout.swift").contains("import SwiftUI"))
        #expect(try !folder.read("Generated/Notes.layout.swift").contains("import SwiftUI"))
        #expect(!folder.exists("Generated/Notes+UIKit.layout.swift"), "the UIKit file of the earlier build stayed")
        run = try layoutc(["build", "Specs/Notes.layout.yaml", "--output", "Generated", "--target", "uikit,swiftui"], in: folder)
        #expect(run.status == 0 && folder.exists("Generated/Notes+UIKit.layout.swift") && folder.exists("Generated/Notes+SwiftUI.layout.swift"))
        run = try layoutc(["build", "Specs/Notes.layout.yaml", "--output", "Generated", "--target", "uikit,appkit"], in: folder)
        #expect(run.status == 2 && run.output.contains("unknown target 'appkit'"), "\(run.output)")
    }

    @Test("A spec with errors is not generated: its diagnostics are printed and the exit status is 1")
    func specWithErrors() throws {
        let folder = try project()
        try folder.write("Specs/Broken.layout.yaml", "spec: 1\napp: Broken\nsplit:\n  style: doubleColumn\n  primary: Nowhere\n  secondary: Nowhere\n")
        let run = try layoutc(["build", "Specs", "--output", "Generated"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.contains("Specs/Broken.layout.yaml:5:"))
        #expect(run.stderr.contains(": error: "))
        #expect(!folder.exists("Generated/Broken.layout.swift") && !folder.exists("Generated/Broken+UIKit.layout.swift"))
        #expect(folder.exists("Generated/Mail.layout.swift"), "the clean specs are still generated")
    }

    @Test("build refuses to overwrite a file it did not write (exit 1), and removes outputs of deleted specs")
    func foreignFileAndPruning() throws {
        let folder = try project()
        #expect(try layoutc(["build", "Specs", "--output", "Generated"], in: folder).status == 0)
        try FileManager.default.removeItem(at: folder.file("Specs/Home.layout.yaml"))
        let pruned = try layoutc(["build", "Specs", "--output", "Generated"], in: folder)
        #expect(pruned.status == 0)
        #expect(pruned.stdout.contains("removed Generated/Home.layout.swift"))
        #expect(!folder.exists("Generated/Home.layout.swift"))

        try folder.write("Generated/Mail.layout.swift", "// hand-written\n")
        let refused = try layoutc(["build", "Specs", "--output", "Generated"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("Generated/Mail.layout.swift exists and was not generated by layoutc"))
        #expect(try folder.read("Generated/Mail.layout.swift") == "// hand-written\n")
    }

    @Test("Usage problems exit with 2")
    func usage() throws {
        let folder = try project()
        #expect(try layoutc(["build", "Specs"], in: folder).status == 2)
        #expect(try layoutc(["build", "Specs", "--output", "G", "--target", "appkit"], in: folder).status == 2)
        #expect(try layoutc(["build", "Missing", "--output", "G"], in: folder).status == 2)
    }

    @Test("I/O problems exit with 2, as the help says: a file where the folder should be, a name too long")
    func ioProblems() throws {
        let folder = try project()
        try folder.write("Taken", "a file, not a folder\n")
        let notAFolder = try layoutc(["build", "Specs/Mail.layout.yaml", "--output", "Taken/Generated"], in: folder)
        #expect(notAFolder.status == 2, "\(notAFolder.stderr)")
        #expect(notAFolder.stderr.contains("a part of the path is not a folder"))
        let tooLong = try layoutc(["build", "Specs/Mail.layout.yaml", "--output", String(repeating: "x", count: 300)], in: folder)
        #expect(tooLong.status == 2, "\(tooLong.stderr)")
        #expect(tooLong.stderr.contains("file name too long"))
    }

    @Test("scaffold writes starter files once and keeps them on the next run")
    func scaffoldOnce() throws {
        let folder = try project()
        let first = try layoutc(["scaffold", "Specs/Mail.layout.yaml", "--output", "App"], in: folder)
        #expect(first.status == 0, "\(first.output)")
        #expect(first.stdout.contains("wrote App/MailScreens.swift"))
        try folder.write("App/MailScreens.swift", "// my edits\n")
        let second = try layoutc(["scaffold", "Specs/Mail.layout.yaml", "--output", "App"], in: folder)
        #expect(second.status == 0)
        #expect(second.stdout.contains("kept App/MailScreens.swift"))
        #expect(try folder.read("App/MailScreens.swift") == "// my edits\n")
    }
}
