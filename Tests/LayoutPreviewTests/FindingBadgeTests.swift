import Foundation
import LayoutCompiler
import LayoutPreview
import Testing

/// Findings appear on the picture where they apply: a numbered badge on the column, row or
/// tab, with the message as its tooltip, and every finding listed under the picture.
@Suite("Finding badges")
struct FindingBadgeTests {
    static let fixture = "Tests/LayoutPreviewTests/Fixtures/Findings.layout.yaml"

    func pictures() throws -> (result: LayoutCompiler.Result, images: [PreviewImage]) {
        try PreviewGoldens.preview(Self.fixture)
    }

    func picture(_ device: PreviewScene.Device, _ images: [PreviewImage]) -> ParsedXML {
        ParsedXML(images.first { $0.scene.device == device }!.svg)
    }

    @Test func theFixtureHasTheFindingsItWasWrittenFor() throws {
        let rules = Set(try pictures().result.diagnostics.map(\.ruleID))
        #expect(rules == ["primary-sidebar-appearance", "supplementary-sidebar-plain", "destructive-swipe-leading",
                          "display-mode-behavior-mismatch", "tab-needs-image", "tab-bar-overflow", "transient-without-dismissal",
                          "destructive-swipe-unconfirmed"])
    }

    @Test func aFindingOnAColumnsListIsABadgeWithItsMessage() throws {
        let (result, images) = try pictures()
        let landscape = picture(.ipadLandscape, images)
        let badge = try #require(landscape.badges.first { $0.rule == "primary-sidebar-appearance" })
        let message = try #require(result.diagnostics.first { $0.ruleID == "primary-sidebar-appearance" }?.message)
        #expect(badge.tooltip.contains(message))
        #expect(badge.tooltip.hasPrefix("warning[primary-sidebar-appearance]: "))
        #expect(landscape.texts.contains("primary-sidebar-appearance"), "the badge has visible text too")
        #expect(landscape.texts.contains { $0.contains(message) }, "the full message is listed under the picture")
    }

    @Test func aFindingOnASwipeActionIsABadgeOnTheRevealedAction() throws {
        let landscape = picture(.ipadLandscape, try pictures().images)
        #expect(landscape.badges.contains { $0.rule == "destructive-swipe-leading" })
    }

    @Test func compactFlowFindingsAreBadgedInCompactWidthOnly() throws {
        let images = try pictures().images
        let landscapeRules = picture(.ipadLandscape, images).badges.map(\.rule)
        let iphoneRules = picture(.iphone, images).badges.map(\.rule)
        #expect(!landscapeRules.contains("tab-needs-image"))
        #expect(!landscapeRules.contains("tab-bar-overflow"))
        #expect(iphoneRules.contains("tab-needs-image"))
        #expect(iphoneRules.contains("tab-bar-overflow"), "the sixth tab lives under More, so the badge goes there")
        #expect(!iphoneRules.contains("supplementary-sidebar-plain"), "the supplementary column is not on an iPhone")
    }

    @Test func aFindingWithNothingToDrawIsListedAsNotInThisPicture() throws {
        let landscape = picture(.ipadLandscape, try pictures().images)
        #expect(!landscape.badges.contains { $0.rule == "transient-without-dismissal" })
        #expect(landscape.texts.contains { $0.hasPrefix("warning[transient-without-dismissal]") })
        #expect(landscape.texts.contains { $0.contains("(not in this picture)") })
    }

    @Test func aRemappedDisplayModeIsDrawnAsUIKitShowsItAndSaysSo() throws {
        let images = try pictures().images
        #expect(images[0].fileName == "Findings-ipad-landscape-twoBesideSecondary.svg")
        #expect(picture(.ipadLandscape, images).texts.contains("UIKit remaps twoOverSecondary to twoBesideSecondary under behavior tile"))
        #expect(picture(.ipadLandscape, images).badges.contains { $0.rule == "display-mode-behavior-mismatch" })
    }

    @Test func specTextIsEscapedNotMarkup() throws {
        let image = try pictures().images[0]
        #expect(image.svg.contains("Rock &amp; &lt;Roll&gt;"))
        let parsed = ParsedXML(image.svg)
        #expect(parsed.error == nil)
        #expect(parsed.texts.contains("Rock & <Roll>"))
    }

    @Test func aCleanSpecHasNoBadges() throws {
        for image in try PreviewGoldens.preview("Specs/Mail.layout.yaml").images {
            #expect(ParsedXML(image.svg).badges.isEmpty)
            #expect(image.placedFindings == 0)
        }
    }
}

/// A spec with thousands of findings draws as fast as one with a few: each picture draws the
/// first findings, errors first, and counts the rest.
@Suite("Finding badges, many findings")
struct ManyFindingsTests {
    @Test func aPictureDrawsAtMostFiftyFindingsAndCountsTheRest() throws {
        let keys = (0..<400).map { "    unknownKey\($0): \($0)" }.joined(separator: "\n")
        let spec = "spec: 1\napp: Big\nscreens:\n  Home:\n    title: Home\n\(keys)\n  Detail:\n    title: Detail\n"
            + "split:\n  style: doubleColumn\n  primary: Home\n  secondary: Detail\n"
        let result = LayoutCompiler().check(path: "Big.layout.yaml", bytes: Array(spec.utf8))
        #expect(result.diagnostics.count >= 400)
        let images = PreviewRenderer().render(result.spec, diagnostics: result.diagnostics, name: "Big", source: "Big.layout.yaml")
        for image in images {
            let legend = image.svg.components(separatedBy: "<circle").count - 1
            #expect(legend <= 2 * PreviewRenderer.maximumFindingsDrawn, "badges and legend circles: \(legend)")
            #expect(image.svg.contains("and \(result.diagnostics.count - PreviewRenderer.maximumFindingsDrawn) more findings, not drawn"))
        }
    }
}
