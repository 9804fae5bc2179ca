import Foundation
import LayoutPreview
import Testing

/// Every spec in Specs/ is previewed in every scene, and the pictures are pinned byte for byte:
/// the output is deterministic, so nothing is normalised before comparing.
@Suite("Golden previews")
struct GoldenPreviewTests {
    @Test(arguments: PreviewGoldens.specPaths)
    func everySceneMatchesItsGolden(_ path: String) throws {
        let (_, images) = try PreviewGoldens.preview(path)
        #expect(!images.isEmpty)
        for image in images {
            try PreviewGoldens.assertMatches(image.svg, golden: image.fileName)
        }
    }

    @Test func theIndexPageMatchesItsGolden() throws {
        let entries = try PreviewGoldens.specPaths.map { path in
            let (result, images) = try PreviewGoldens.preview(path)
            return PreviewIndex.Entry(title: result.spec.app?.value ?? path, source: path, findings: result.diagnostics.count,
                                      images: images, files: images.map(\.fileName))
        }
        try PreviewGoldens.assertMatches(PreviewIndex.html(entries), golden: "index.html")
    }

    @Test func theReadmePictureIsMailsPreferredLandscapePreview() throws {
        let image = try PreviewGoldens.preview("Specs/Mail.layout.yaml").images[0]
        #expect(image.scene.isPreferred && image.scene.device == .ipadLandscape)
        try PreviewGoldens.assertMatches(image.svg, file: PreviewGoldens.repositoryRoot.appendingPathComponent("Docs/Images/Mail-ipad-landscape.svg"))
    }

    @Test func noGoldenIsLeftOverFromASceneThatIsNoLongerDrawn() throws {
        guard !PreviewGoldens.updating else { return }
        var expected: Set<String> = ["index.html"]
        for path in PreviewGoldens.specPaths { expected.formUnion(try PreviewGoldens.preview(path).images.map(\.fileName)) }
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: PreviewGoldens.goldenFolder.path))
        #expect(present.subtracting(expected).sorted() == [], "delete these goldens")
    }

    @Test(arguments: PreviewGoldens.specPaths)
    func everyPictureIsWellFormedXML(_ path: String) throws {
        for image in try PreviewGoldens.preview(path).images {
            let parsed = ParsedXML(image.svg)
            #expect(parsed.error == nil, "\(image.fileName): \(parsed.error ?? "")")
            #expect(parsed.elements.first?.name == "svg")
            #expect(parsed.elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        }
    }

    @Test func thePicturesAreSelfContained() throws {
        for path in PreviewGoldens.specPaths {
            for image in try PreviewGoldens.preview(path).images {
                let parsed = ParsedXML(image.svg)
                #expect(!parsed.elements.contains { $0.name == "script" || $0.name == "image" || $0.name == "style" }, "\(image.fileName)")
                #expect(!parsed.elements.contains { $0.attributes.keys.contains("href") || $0.attributes.keys.contains("xlink:href") })
                #expect(image.svg.components(separatedBy: "http").count == 2, "only the SVG namespace is a URL in \(image.fileName)")
                #expect(!image.svg.contains("@font-face"))
                #expect(parsed.elements.first?.attributes["font-family"] == "-apple-system, Helvetica, Arial, sans-serif")
            }
        }
    }

    @Test func mailIsDrawnInEveryWidthItWillMeet() throws {
        let names = try PreviewGoldens.preview("Specs/Mail.layout.yaml").images.map(\.fileName)
        #expect(names == [
            "Mail-ipad-landscape-twoDisplaceSecondary.svg",
            "Mail-ipad-landscape-secondaryOnly.svg",
            "Mail-ipad-landscape-oneBesideSecondary.svg",
            "Mail-ipad-portrait.svg",
            "Mail-ipad-slideover.svg",
            "Mail-iphone.svg",
        ])
    }

    @Test func mailShowsItsRealRowsAndCarriesTheSelectionIntoTheNextColumn() throws {
        let images = try PreviewGoldens.preview("Specs/Mail.layout.yaml").images
        let landscape = ParsedXML(images[0].svg)
        // Section headers (supplementary in regular width), items, outline children.
        for title in ["Mailboxes", "Favorites", "All Inboxes", "Accounts", "iCloud", "Archive", "Projects"] {
            #expect(landscape.texts.contains(title), "\(title)")
        }
        // The first mailbox is selected; its showSupplementary target fills the next column,
        // whose dynamic rows are placeholders named after the item type.
        #expect(landscape.texts.contains("Inbox"))
        #expect(landscape.texts.contains("Message 1"))
        // SF Symbols are labelled placeholders with their name as a tooltip.
        #expect(landscape.elements.contains { $0.name == "title" && $0.text == "SF Symbol tray.2" })

        // In compact width the header becomes the section's first row: no header view, and
        // the Accounts row sits where a row would.
        let iphone = ParsedXML(images[5].svg)
        #expect(iphone.texts.contains("Accounts"))
        #expect(!iphone.texts.contains("Message 1"), "the compact flow starts at the mailboxes, not the message list")
    }

    @Test func shortcutsShowsItsTabBarInCompactWidth() throws {
        let images = try PreviewGoldens.preview("Specs/Shortcuts.layout.yaml").images
        let iphone = ParsedXML(images.first { $0.scene.device == .iphone }!.svg)
        let tabs = iphone.elements.filter { $0.name == "g" && $0.attributes["class"] == "tab" }
        #expect(tabs.count == 3)
        for title in ["Shortcuts", "Automation", "Gallery"] { #expect(iphone.texts.contains(title)) }
        #expect(!iphone.elements.contains { $0.attributes["class"] == "tab-badge" }, "no tab of Shortcuts carries a count")
    }

    @Test("A tab with `badge: true` shows a badge without a number: the count is the app's")
    func aCountedTabShowsABadge() throws {
        let images = try PreviewGoldens.preview("Tests/SwiftEmitterTests/Fixtures/Kitchen.layout.yaml").images
        let iphone = ParsedXML(try #require(images.first { $0.scene.device == .iphone }).svg)
        let badges = iphone.elements.filter { $0.attributes["class"] == "tab-badge" }
        #expect(badges.count == 1 && iphone.texts.contains("Leftovers"), "one badge, on Leftovers: \(badges.count)")
    }

    @Test("A title with a menu shows a chevron after it and lists the menu's items in its tooltip")
    func aTitleMenuShowsAChevron() throws {
        let images = try PreviewGoldens.preview("Tests/SwiftEmitterTests/Fixtures/Kitchen.layout.yaml").images
        // Compact width opens on the Pantry tab.
        let iphone = ParsedXML(try #require(images.first { $0.scene.device == .iphone }).svg)
        #expect(iphone.texts.contains("Pantry ⌄"), "Pantry's title carries the chevron: \(iphone.texts.prefix(8))")
        #expect(iphone.elements.contains { $0.name == "title" && $0.text == "Title menu: Alphabetical, Rename Pantry" })
        let mail = try PreviewGoldens.preview("Specs/Mail.layout.yaml").images
        #expect(!ParsedXML(mail[0].svg).texts.contains { $0.hasSuffix("⌄") }, "a title without a menu has none")
    }
}
