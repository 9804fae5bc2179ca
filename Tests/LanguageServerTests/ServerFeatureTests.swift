import Diagnostics
import Foundation
import JSONValue
import Testing
@testable import LanguageServer

/// Hover, completion, navigation, symbols and code actions, through the protocol.
@Suite struct ServerFeatureTests {
    func opened(_ text: String = specWithTypo) -> ServerHarness {
        var harness = ServerHarness()
        _ = harness.initialize()
        harness.open(text)
        return harness
    }

    func labels(_ response: JSON) -> [String] {
        response["result", "items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
    }

    @Test func hoverOnAKeyShowsItsMeaningUIKitAndAllowedValues() throws {
        var harness = opened()
        let hover = harness.request("textDocument/hover", harness.at(6, 8))
        let text = try #require(hover["result", "contents", "value"]?.stringValue)
        #expect(text.contains("**appearance**"))
        #expect(text.contains("UICollectionLayoutListConfiguration(appearance:)"))
        #expect(text.contains("`sidebarPlain`"))
        #expect(hover["result", "range"] == harness.range(6, 6, 6, 16))
    }

    @Test func hoverOnAnEnumValueShowsItsDocumentation() throws {
        var harness = opened()
        let text = try #require(harness.request("textDocument/hover", harness.at(14, 12))["result", "contents", "value"]?.stringValue)
        #expect(text.contains("UISplitViewController(style: .doubleColumn)"))
    }

    @Test func hoverOnAFindingExplainsTheRule() throws {
        var harness = opened()
        let text = try #require(harness.request("textDocument/hover", harness.at(8, 70))["result", "contents", "value"]?.stringValue)
        #expect(text.contains("**unknown-key**"))
        #expect(text.contains("misspelled key"))
        #expect(text.contains("Documentation: " + ProjectHome.markdownReference("Docs/Rules.md", anchor: "unknown-key")))
    }

    @Test func hoverOnAScreenReferenceNamesTheScreen() throws {
        var harness = opened()
        let text = try #require(harness.request("textDocument/hover", harness.at(16, 14))["result", "contents", "value"]?.stringValue)
        #expect(text.contains("Screen `Message`"))
    }

    @Test func completionOffersMissingKeysWithDocumentation() throws {
        var harness = opened(specWithTypo.replacingOccurrences(of: "    restoresState: true\n", with: "    restoresState: true\n    re\n"))
        let response = harness.request("textDocument/completion", harness.at(13, 6))
        let items = try #require(response["result", "items"]?.arrayValue)
        let names = items.compactMap { $0["label"]?.stringValue }
        #expect(names.contains("readableWidth"))
        #expect(names.contains("title"))
        #expect(!names.contains("restoresState"))
        let readable = try #require(items.first { $0["label"]?.stringValue == "readableWidth" })
        #expect(readable["documentation", "value"]?.stringValue?.contains("readableContentGuide") == true)
        #expect(readable["textEdit", "range"] == harness.range(13, 4, 13, 6))
        #expect(readable["textEdit", "newText"]?.stringValue == "readableWidth: ")
    }

    @Test func completionOffersEnumValuesForTheKey() {
        var harness = opened(specWithTypo.replacingOccurrences(of: "style: doubleColumn", with: "style: "))
        #expect(labels(harness.request("textDocument/completion", harness.at(14, 9))) == ["doubleColumn", "tripleColumn"])
    }

    @Test func completionOffersScreenNamesWhereAScreenIsExpected() {
        var harness = opened()
        let names = labels(harness.request("textDocument/completion", harness.at(10, 31)))
        #expect(names == ["Mailboxes", "Message"])
        let column = labels(harness.request("textDocument/completion", harness.at(16, 13)))
        #expect(column.contains("Mailboxes"))
    }

    @Test func definitionGoesFromAReferenceToTheScreenAndReferencesComeBack() throws {
        var harness = opened()
        let definition = harness.request("textDocument/definition", harness.at(16, 14))
        #expect(definition["result", "uri"]?.stringValue == ServerHarness.uri)
        #expect(definition["result", "range"] == harness.range(11, 2, 11, 9))
        var params = harness.at(11, 4)
        if case .object(var pairs) = params {
            pairs.append(("context", .object([("includeDeclaration", .bool(true))])))
            params = .object(pairs)
        }
        let references = try #require(harness.request("textDocument/references", params)["result"]?.arrayValue)
        let lines = references.compactMap { $0["range", "start", "line"]?.intValue }
        #expect(lines == [11, 10, 16])
    }

    @Test func definitionGoesFromPerformToTheAppActionAndReferencesComeBack() throws {
        let spec = """
            spec: 1
            app: Reader
            screens:
              Feeds:
                list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Article } }
                toolbar:
                  - { title: Refresh, placement: trailing, action: { perform: refresh } }
                  - { title: More, menu: [{ title: Refresh All, action: { perform: refresh } }] }
              Article:
            actions:
              refresh: { title: Refresh }
            split: { style: doubleColumn, primary: Feeds, secondary: Article }

            """
        var harness = opened(spec)
        let definition = harness.request("textDocument/definition", harness.at(6, 67))
        #expect(definition["result", "range"] == harness.range(10, 2, 10, 9))
        var params = harness.at(10, 4)
        if case .object(var pairs) = params {
            pairs.append(("context", .object([("includeDeclaration", .bool(true))])))
            params = .object(pairs)
        }
        let references = try #require(harness.request("textDocument/references", params)["result"]?.arrayValue)
        #expect(references.compactMap { $0["range", "start", "line"]?.intValue } == [10, 6, 7])
        // And `perform:` completes the declared actions.
        harness.change([(6, 66, 6, 73, "")], version: 2)
        let completion = harness.request("textDocument/completion", harness.at(6, 66))
        let labels = completion["result", "items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        #expect(labels.contains("refresh"), "\(labels)")
    }

    @Test func definitionGoesFromPresentToTheTransientAndReferencesComeBack() throws {
        let spec = """
            spec: 1
            app: Social
            screens:
              Timeline:
                list: { appearance: sidebar, items: [{ id: home, title: Home }], onSelect: { showDetail: Post } }
                toolbar:
                  - { title: Compose, placement: trailing, action: { present: composer } }
              Post:
              Compose:
                toolbar:
                  - { title: Cancel, placement: leading, action: { dismiss: composer } }
            split: { style: doubleColumn, primary: Timeline, secondary: Post }
            transient:
              - { id: composer, kind: formSheet, content: Compose }

            """
        var harness = opened(spec)
        let definition = harness.request("textDocument/definition", harness.at(6, 68))
        #expect(definition["result", "range"] == harness.range(13, 10, 13, 18))
        var params = harness.at(13, 12)
        if case .object(var pairs) = params {
            pairs.append(("context", .object([("includeDeclaration", .bool(true))])))
            params = .object(pairs)
        }
        let references = try #require(harness.request("textDocument/references", params)["result"]?.arrayValue)
        #expect(references.compactMap { $0["range", "start", "line"]?.intValue } == [13, 6, 10])
        // `content:` is a screen reference: it goes to the screen.
        let content = harness.request("textDocument/definition", harness.at(13, 48))
        #expect(content["result", "range"] == harness.range(8, 2, 8, 9))
        // And `present:` completes the transient entries.
        harness.change([(6, 66, 6, 74, "")], version: 2)
        let completion = harness.request("textDocument/completion", harness.at(6, 66))
        let labels = completion["result", "items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        #expect(labels.contains("composer"), "\(labels)")
    }

    @Test func definitionGoesFromOpenSceneToTheSceneKindAndReferencesComeBack() throws {
        let spec = """
            spec: 1
            app: Social
            screens:
              Timeline:
                list: { appearance: sidebar, items: [{ id: home, title: Home }], onSelect: { showDetail: Post } }
                toolbar:
                  - { title: Compose, placement: trailing, action: { openScene: compose } }
              Post:
              Compose:
                toolbar:
                  - { title: Cancel, placement: leading, action: { closeScene: compose } }
            split: { style: doubleColumn, primary: Timeline, secondary: Post }
            scenes:
              compose: { screen: Compose, title: New Post }

            """
        var harness = opened(spec)
        let definition = harness.request("textDocument/definition", harness.at(6, 70))
        #expect(definition["result", "range"] == harness.range(13, 2, 13, 9))
        var params = harness.at(13, 4)
        if case .object(var pairs) = params {
            pairs.append(("context", .object([("includeDeclaration", .bool(true))])))
            params = .object(pairs)
        }
        let references = try #require(harness.request("textDocument/references", params)["result"]?.arrayValue)
        #expect(references.compactMap { $0["range", "start", "line"]?.intValue } == [13, 6, 10])
        // The kind's `screen:` is a screen reference: it goes to the screen.
        let screen = harness.request("textDocument/definition", harness.at(13, 22))
        #expect(screen["result", "range"] == harness.range(8, 2, 8, 9))
        // And `openScene:` completes the scene kinds.
        harness.change([(6, 68, 6, 75, "")], version: 2)
        let completion = harness.request("textDocument/completion", harness.at(6, 68))
        let labels = completion["result", "items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        #expect(labels.contains("compose"), "\(labels)")
    }

    @Test func itemTypeAndSectionTypeCompleteTheTypesOfRowsFromData() throws {
        let spec = """
            spec: 1
            app: Reader
            screens:
              Feeds:
                list:
                  appearance: sidebar
                  itemType: Feed
                  sections:
                    - { id: smart, title: Smart Feeds, items: [{ id: today, title: Today }] }
                    - { id: accounts, sectionType: Account, outline: true, items: dynamic }
                  onSelect: { showDetail: Timeline }
              Timeline:
                list: { appearance: sidebarPlain, itemType: Article, items: dynamic }
            split: { style: doubleColumn, primary: Feeds, secondary: Timeline }
            itemTypes:
              Feed: { children: true }
              Folder: {}

            """
        var harness = opened(spec)
        // Hover on `sectionType` explains it in UIKit's terms.
        let hover = harness.request("textDocument/hover", harness.at(9, 30))
        let text = hover["result", "contents", "value"]?.stringValue ?? ""
        #expect(text.contains("one section per value the app supplies"), "\(text)")
        // `itemType:` offers the declared types and the other lists' types.
        harness.change([(6, 16, 6, 20, "")], version: 2)
        let completion = harness.request("textDocument/completion", harness.at(6, 16))
        let items = completion["result", "items"]?.arrayValue ?? []
        let labels = items.compactMap { $0["label"]?.stringValue }
        #expect(labels.contains("Feed") && labels.contains("Folder") && labels.contains("Article"), "\(labels)")
        let feed = items.first { $0["label"]?.stringValue == "Feed" }
        #expect(feed?["detail"]?.stringValue == "Item type whose rows hold rows", "\(String(describing: feed))")
    }

    @Test func documentSymbolsOutlineTheSpec() throws {
        var harness = opened(specWithTypo.replacingOccurrences(of: "showDetial", with: "showDetail"))
        let symbols = try #require(harness.request("textDocument/documentSymbol", .object([("textDocument", .object([("uri", .string(ServerHarness.uri))]))]))["result"]?.arrayValue)
        #expect(symbols.compactMap { $0["name"]?.stringValue } == ["Mail", "screens", "split"])
        let screens = try #require(symbols[1]["children"]?.arrayValue)
        #expect(screens.compactMap { $0["name"]?.stringValue } == ["Mailboxes", "Message"])
        let items = try #require(screens[0]["children"]?.arrayValue?.first?["children"]?.arrayValue)
        #expect(items.compactMap { $0["name"]?.stringValue } == ["😀 受信トレイ", "Sent"])
        let columns = try #require(symbols[2]["children"]?.arrayValue)
        #expect(columns.compactMap { $0["name"]?.stringValue } == ["primary", "secondary"])
    }

    @Test func codeActionsOfferTheFixItAsThePreferredQuickFix() throws {
        var harness = opened()
        let params: JSON = .object([
            ("textDocument", .object([("uri", .string(ServerHarness.uri))])),
            ("range", harness.range(8, 70, 8, 70)),
            ("context", .object([("diagnostics", .array([]))])),
        ])
        let actions = try #require(harness.request("textDocument/codeAction", params)["result"]?.arrayValue)
        let fix = try #require(actions.first)
        #expect(fix["title"]?.stringValue == "rename to `showDetail`")
        #expect(fix["kind"]?.stringValue == "quickfix")
        #expect(fix["isPreferred"]?.boolValue == true)
        #expect(fix["diagnostics"]?.arrayValue?.first?["code"]?.stringValue == "unknown-key")
        let edit = try #require(fix["edit", "changes", ServerHarness.uri]?.arrayValue?.first)
        #expect(edit["range"] == harness.range(8, 67, 8, 77))
        #expect(edit["newText"]?.stringValue == "showDetail")
        // Input rules cannot be suppressed, so no "disable" action for them.
        #expect(!actions.contains { $0["title"]?.stringValue?.hasPrefix("Disable") == true })
    }

    @Test func aDisableActionInsertsTheSuppressionAboveAtTheSameIndentation() throws {
        var harness = opened(specWithTypo.replacingOccurrences(of: "appearance: sidebar", with: "appearance: plain"))
        let params: JSON = .object([
            ("textDocument", .object([("uri", .string(ServerHarness.uri))])),
            ("range", harness.range(6, 20, 6, 20)),
            ("context", .object([("diagnostics", .array([]))])),
        ])
        let actions = try #require(harness.request("textDocument/codeAction", params)["result"]?.arrayValue)
        let disable = try #require(actions.first { $0["title"]?.stringValue == "Disable primary-sidebar-appearance for this line" })
        let edit = try #require(disable["edit", "changes", ServerHarness.uri]?.arrayValue?.first)
        #expect(edit["range"] == harness.range(6, 0, 6, 0))
        #expect(edit["newText"]?.stringValue == "      # layoutc:disable-next-line primary-sidebar-appearance\n")
    }

    @Test func aClientThatDeclaresLittleGetsThePlainestForms() throws {
        var harness = ServerHarness()
        _ = harness.initialize(textDocument: .object([]))
        harness.open(specWithTypo)
        let hover = harness.request("textDocument/hover", harness.at(6, 8))
        #expect(hover["result", "contents", "kind"]?.stringValue == "plaintext")
        let symbols = try #require(harness.request("textDocument/documentSymbol", .object([("textDocument", .object([("uri", .string(ServerHarness.uri))]))]))["result"]?.arrayValue)
        #expect(symbols.first?["location", "uri"]?.stringValue == ServerHarness.uri)
        #expect(symbols.contains { $0["name"]?.stringValue == "Message" && $0["containerName"]?.stringValue == "screens" })
        let diagnostics = try #require(harness.advance(1).first?["diagnostics"]?.arrayValue)
        #expect(diagnostics.allSatisfy { $0["codeDescription"] == nil && $0["relatedInformation"] == nil })
        let params: JSON = .object([
            ("textDocument", .object([("uri", .string(ServerHarness.uri))])),
            ("range", harness.range(8, 70, 8, 70)),
            ("context", .object([("diagnostics", .array([]))])),
        ])
        #expect(harness.request("textDocument/codeAction", params)["result"] == .array([]))
    }
}
