import Foundation
@testable import LayoutCompiler
import TestSupport
import Testing

/// How `layoutc fix` writes a spec back: to the real file behind a link, to every hard link, with
/// the file's permissions, and never over an edit made while it ran.
@Suite("Replacing a fixed spec")
struct ReplaceFileTests {
    static let old = Array("spec: 1\napp: Old\n".utf8), new = Array("spec: 1\napp: New\n".utf8)

    func attributes(_ path: String) throws -> [FileAttributeKey: Any] {
        try FileManager.default.attributesOfItem(atPath: path)
    }

    @Test("Through a symbolic link the real file changes and the link stays a link")
    func throughASymbolicLink() throws {
        let folder = try TemporaryFolder()
        try folder.write("Real.layout.yaml", String(decoding: Self.old, as: UTF8.self))
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Link.layout.yaml", withDestinationPath: "Real.layout.yaml")
        try FileSystem.replace(folder.path + "/Link.layout.yaml", with: Self.new, ifStill: Self.old)
        #expect(try folder.read("Real.layout.yaml") == "spec: 1\napp: New\n")
        #expect(try attributes(folder.path + "/Link.layout.yaml")[.type] as? FileAttributeType == .typeSymbolicLink)
    }

    @Test("A file with another hard link is rewritten in place, so both names see the fix, mode kept")
    func withHardLinks() throws {
        let folder = try TemporaryFolder()
        try folder.write("Mail.layout.yaml", String(decoding: Self.old, as: UTF8.self))
        try FileManager.default.linkItem(atPath: folder.path + "/Mail.layout.yaml", toPath: folder.path + "/Other.layout.yaml")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.path + "/Mail.layout.yaml")
        try FileSystem.replace(folder.path + "/Mail.layout.yaml", with: Self.new, ifStill: Self.old)
        #expect(try folder.read("Other.layout.yaml") == "spec: 1\napp: New\n")
        #expect(try attributes(folder.path + "/Mail.layout.yaml")[.posixPermissions] as? Int == 0o640)
        #expect(try attributes(folder.path + "/Mail.layout.yaml")[.referenceCount] as? Int == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Mail.layout.yaml", "Other.layout.yaml"])
    }

    @Test("An edit made after the spec was read is kept, and fix says so")
    func anEditMadeMeanwhileIsKept() throws {
        let folder = try TemporaryFolder()
        try folder.write("Mail.layout.yaml", "spec: 1\napp: Old\n# added while fix ran\n")
        #expect(throws: FileSystem.Error.self) {
            try FileSystem.replace(folder.path + "/Mail.layout.yaml", with: Self.new, ifStill: Self.old)
        }
        #expect(try folder.read("Mail.layout.yaml") == "spec: 1\napp: Old\n# added while fix ran\n")
    }

    @Test("A full disk is reported as one, not as a missing file",
          .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
    func aFullDiskIsReportedAsOne() {
        // The write's errno is kept: the stat of a file that does not exist yet used to replace it.
        let fd = open("/dev/full", O_WRONLY)
        defer { close(fd) }
        let failure = FileSystem.writeAll(fd, [Self.new])
        #expect(failure == ENOSPC)
        #expect(FileSystem.errorText(failure) == "no space left on device")
    }
}
