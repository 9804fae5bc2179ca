import Foundation
import LayoutCompiler
import TestSupport
import Testing

/// `check .` walks the folder it is given and nothing else: symbolic links lead out of it only
/// when they are named on the command line, and a link cycle is walked once.
@Suite("Finding specs in folders")
struct SpecDiscoveryTests {
    static let spec = "spec: 1\napp: Mail\n"

    func link(_ target: String, at path: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    @Test("A link to a folder outside the walked folder is not followed (a link to / walked the whole disk)")
    func aLinkOutOfTheTreeIsNotFollowed() throws {
        let tree = try TemporaryFolder(), outside = try TemporaryFolder()
        try tree.write("Specs/Mail.layout.yaml", Self.spec)
        try outside.write("Elsewhere.layout.yaml", Self.spec)
        try link("/", at: tree.path + "/Specs/root")
        try link(outside.path, at: tree.path + "/Specs/outside")
        let found = SpecDiscovery.find(["Specs"], base: tree.path)
        #expect(found.files == ["Specs/Mail.layout.yaml"])
        #expect(found.errors.isEmpty)
    }

    @Test("A spec link to a file outside the tree is read only when it is named")
    func aSpecLinkOutOfTheTreeIsReadOnlyWhenNamed() throws {
        let tree = try TemporaryFolder(), outside = try TemporaryFolder()
        try outside.write("Secret.layout.yaml", Self.spec)
        try link(outside.path + "/Secret.layout.yaml", at: tree.path + "/Linked.layout.yaml")
        #expect(SpecDiscovery.find(["."], base: tree.path).files.isEmpty)
        #expect(SpecDiscovery.find(["Linked.layout.yaml"], base: tree.path).files == ["Linked.layout.yaml"])
    }

    @Test("Links inside the tree are followed, a cycle is walked once, and a spec reached twice counts once")
    func linksInsideTheTreeAndCycles() throws {
        let tree = try TemporaryFolder()
        try tree.write("Specs/Mail/Mail.layout.yaml", Self.spec)
        try link("..", at: tree.path + "/Specs/Mail/up")
        try link("Mail", at: tree.path + "/Specs/AlsoMail")
        try link("Mail/Mail.layout.yaml", at: tree.path + "/Specs/Alias.layout.yaml")
        let found = SpecDiscovery.find(["Specs"], base: tree.path)
        #expect(found.files.count == 1, "\(found.files)")
        #expect(found.errors.isEmpty)
    }
}
