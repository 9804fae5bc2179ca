import Diagnostics
import Foundation
import Testing
@testable import LanguageServer

/// Publishing: after the quiet period, for the latest version only, at the right positions.
@Suite struct ServerDiagnosticsTests {
    func opened(_ text: String = specWithTypo) -> ServerHarness {
        var harness = ServerHarness()
        _ = harness.initialize()
        harness.open(text)
        return harness
    }

    @Test func diagnosticsArePublishedAfterTheQuietPeriodNotBefore() {
        var harness = opened()
        #expect(harness.advance(0.01).isEmpty)
        let published = harness.advance(0.05)
        #expect(published.count == 1)
        #expect(published[0]["version"]?.intValue == 1)
        #expect(published[0]["diagnostics"]?.arrayValue?.isEmpty == false)
    }

    @Test func rangesCountUTF16UnitsAfterEmojiAndCJK() throws {
        var harness = opened()
        let diagnostics = try #require(harness.advance(1).first?["diagnostics"]?.arrayValue)
        let unknown = try #require(diagnostics.first { $0["code"]?.stringValue == "unknown-key" })
        // Line 9 (0-based 8): `showDetial` starts after 66 Unicode scalars, one of them 😀 (two UTF-16 units).
        #expect(unknown["range", "start"] == harness.position(8, 67))
        #expect(unknown["range", "end"] == harness.position(8, 77))
        #expect(unknown["severity"]?.intValue == 1)
        #expect(unknown["source"]?.stringValue == "layoutc")
        // `href` must be an absolute URI: there is one only once the project has a published home.
        #expect(unknown["codeDescription", "href"]?.stringValue == ProjectHome.url("Docs/Rules.md", anchor: "unknown-key"))
        #expect(unknown["message"]?.stringValue?.contains("help: did you mean `showDetail`?") == true)
    }

    @Test func utf8ClientsGetByteColumns() throws {
        var harness = ServerHarness()
        _ = harness.initialize(encodings: ["utf-8"])
        harness.open(specWithTypo)
        let diagnostics = try #require(harness.advance(1).first?["diagnostics"]?.arrayValue)
        let unknown = try #require(diagnostics.first { $0["code"]?.stringValue == "unknown-key" })
        let prefix = #"        - { title: "😀 受信トレイ", id: inbox, image: tray, onSelect: { "#
        #expect(unknown["range", "start", "character"]?.intValue == prefix.utf8.count)
    }

    @Test func rapidChangesPublishOnceForTheLatestVersion() {
        var harness = opened()
        for version in 2...20 {
            harness.change([(0, 6, 0, 7, version.isMultiple(of: 2) ? "1" : "2")], version: version)
            #expect(harness.advance(0.01).isEmpty)
        }
        let published = harness.advance(0.05)
        #expect(published.count == 1)
        #expect(published[0]["version"]?.intValue == 20)
    }

    @Test func aCheckOvertakenByAChangeIsNotPublished() {
        var harness = opened()
        harness.now += 1
        let due = harness.server.dueDocuments(at: harness.now)
        #expect(due == [ServerHarness.uri])
        guard let stale = harness.server.prepare(ServerHarness.uri) else {
            Issue.record("expected a check of version 1")
            return
        }
        // Version 2 arrives while version 1 is being checked.
        harness.change([(8, 67, 8, 77, "showDetail")], version: 2)
        #expect(harness.server.publish(stale).isEmpty)
        let published = harness.advance(1)
        #expect(published.count == 1)
        #expect(published.first?["version"]?.intValue == 2)
        // And the old result can never come back.
        #expect(harness.server.publish(stale).isEmpty)
    }

    @Test func fixingTheTextClearsTheDiagnostics() {
        var harness = opened()
        // `showDetial`: one finding, the unknown key; `onSelect` is not also missing an action.
        #expect(harness.advance(1).first?["diagnostics"]?.arrayValue?.count == 1)
        harness.change([(8, 67, 8, 77, "showDetail")], version: 2)
        let published = harness.advance(1)
        #expect(published.first?["version"]?.intValue == 2)
        #expect(published.first?["diagnostics"]?.arrayValue == [])
    }

    @Test func relatedLocationsBecomeRelatedInformation() throws {
        let spec = """
            spec: 1
            app: Mail
            split:
              style: doubleColumn
              primary: { title: A, list: { appearance: sidebar, items: [{ id: a }] } }
              supplementary: { title: B }
              secondary: { title: C }

            """
        var harness = opened(spec)
        let diagnostics = try #require(harness.advance(1).first?["diagnostics"]?.arrayValue)
        let conflict = try #require(diagnostics.first { $0["code"]?.stringValue == "supplementary-requires-triple-column" })
        let related = try #require(conflict["relatedInformation"]?.arrayValue?.first)
        #expect(related["location", "uri"]?.stringValue == ServerHarness.uri)
        #expect(related["location", "range", "start"] == harness.position(3, 9))
        #expect(related["message"]?.stringValue?.isEmpty == false)
    }

    @Test func warningsAreSeverityTwo() throws {
        var harness = opened(specWithTypo.replacingOccurrences(of: "appearance: sidebar", with: "appearance: plain"))
        let diagnostics = try #require(harness.advance(1).first?["diagnostics"]?.arrayValue)
        let warning = try #require(diagnostics.first { $0["code"]?.stringValue == "primary-sidebar-appearance" })
        #expect(warning["severity"]?.intValue == 2)
    }

    @Test func textThatIsNotYAMLIsReportedNotFatal() throws {
        var harness = opened("{ this is: [not yaml\n\u{0}\t\"")
        let diagnostics = try #require(harness.advance(1).first?["diagnostics"]?.arrayValue)
        #expect(!diagnostics.isEmpty)
        #expect(harness.request("textDocument/hover", harness.at(0, 3))["error"] == nil)
        #expect(harness.request("textDocument/completion", harness.at(0, 3))["error"] == nil)
        #expect(harness.request("textDocument/documentSymbol", .object([("textDocument", .object([("uri", .string(ServerHarness.uri))]))]))["result"] != nil)
    }

    @Test func closingADocumentClearsItsDiagnostics() {
        var harness = opened()
        _ = harness.advance(1)
        let out = harness.notify("textDocument/didClose", .object([("textDocument", .object([("uri", .string(ServerHarness.uri))]))]))
        #expect(out.first?["params", "diagnostics"]?.arrayValue == [])
        #expect(harness.advance(1).isEmpty)
    }
}
