import Diagnostics
import Foundation
import JSONValue
import Testing
@testable import LanguageServer

/// Open specs follow the `.layoutc.yml` that applies to them, and are re-checked when a watched
/// configuration file changes.
@Suite struct ServerConfigurationTests {
    let rule = "primary-sidebar-appearance"

    /// A folder with a spec whose primary list is `plain` (a warning by default).
    func workspace(configuration: String?) throws -> (folder: URL, uri: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let configuration {
            try configuration.write(to: folder.appendingPathComponent(".layoutc.yml"), atomically: true, encoding: .utf8)
        }
        return (folder, DocumentURI.uri(ofPath: folder.appendingPathComponent("Mail.layout.yaml").path))
    }

    func severities(_ published: [JSON], of rule: String) -> [Int] {
        published.last?["diagnostics"]?.arrayValue?.filter { $0["code"]?.stringValue == rule }.compactMap { $0["severity"]?.intValue } ?? []
    }

    var spec: String { specWithTypo.replacingOccurrences(of: "showDetial", with: "showDetail").replacingOccurrences(of: "appearance: sidebar", with: "appearance: plain") }

    @Test func theNearestConfigurationAppliesAndAChangeToItRechecks() throws {
        let (folder, uri) = try workspace(configuration: "rules: { \(rule): error }\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        var harness = ServerHarness()
        _ = harness.initialize()
        harness.open(spec, uri: uri)
        #expect(severities(harness.advance(1), of: rule) == [1])

        try "rules: { \(rule): off }\n".write(to: folder.appendingPathComponent(".layoutc.yml"), atomically: true, encoding: .utf8)
        _ = harness.notify("workspace/didChangeWatchedFiles", .object([("changes", .array([.object([
            ("uri", .string(DocumentURI.uri(ofPath: folder.appendingPathComponent(".layoutc.yml").path))), ("type", .int(2)),
        ])]))]))
        let published = harness.advance(1)
        #expect(published.count == 1)
        #expect(published.first?["version"]?.intValue == 1)
        #expect(severities(published, of: rule) == [])
    }

    @Test func reopeningASpecReadsTheConfigurationAgain() throws {
        let (folder, uri) = try workspace(configuration: "rules: { \(rule): error }\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        var harness = ServerHarness()
        _ = harness.initialize()
        harness.open(spec, uri: uri)
        #expect(severities(harness.advance(1), of: rule) == [1])
        try "rules: { \(rule): warning }\n".write(to: folder.appendingPathComponent(".layoutc.yml"), atomically: true, encoding: .utf8)
        _ = harness.notify("textDocument/didClose", .object([("textDocument", .object([("uri", .string(uri))]))]))
        harness.open(spec, uri: uri)
        #expect(severities(harness.advance(1), of: rule) == [2])
    }

    @Test func withoutAConfigurationTheDefaultsApply() throws {
        let (folder, uri) = try workspace(configuration: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        var harness = ServerHarness()
        _ = harness.initialize()
        harness.open(spec, uri: uri)
        #expect(severities(harness.advance(1), of: rule) == [2])
    }

    @Test func problemsInTheConfigurationArePublishedOnItAndClearedWhenFixed() throws {
        let (folder, uri) = try workspace(configuration: "rulez: {}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configURI = DocumentURI.uri(ofPath: folder.appendingPathComponent(".layoutc.yml").path)
        var harness = ServerHarness()
        _ = harness.initialize()
        harness.open(spec, uri: uri)
        let first = harness.advance(1)
        let onConfig = try #require(first.first { $0["uri"]?.stringValue == configURI })
        #expect(onConfig["diagnostics"]?.arrayValue?.first?["code"]?.stringValue == "config-error")

        try "rules: {}\n".write(to: folder.appendingPathComponent(".layoutc.yml"), atomically: true, encoding: .utf8)
        _ = harness.notify("workspace/didChangeWatchedFiles", .object([("changes", .array([]))]))
        let second = harness.advance(1)
        let cleared = try #require(second.first { $0["uri"]?.stringValue == configURI })
        #expect(cleared["diagnostics"]?.arrayValue == [])
    }
}
