import Diagnostics
import Foundation
import LayoutCompiler
import SpecSource
import Testing
import TestSupport

/// The mistakes people make writing a spec, each made once in a clean spec
/// (`Tests/Fixtures/Mistakes/Podcasts.layout.yaml`). Every one must be reported as its root
/// cause and nothing else: one finding, at the line and column of the mistake, naming it, with
/// a help or a fix-it; where the fix-it is offered, `layoutc fix` alone makes the spec clean.
/// The human output of all of them is one golden (`Goldens/mistakes.txt`) to read as a catalogue.
@Suite("Mistake corpus")
struct MistakeCorpusTests {
    struct Mistake: CustomTestStringConvertible, Sendable {
        var name: String
        var find: String
        var replace: String
        /// More replacements, for mistakes made in several places.
        var also: [(String, String)] = []
        /// Where the finding must start, 1-based.
        var line: Int
        var column: Int
        var rule: String
        /// Words of the message that name the cause.
        var cause: String
        /// The fix-it alone repairs the spec; false when the help asks for a choice.
        var fixRepairs: Bool
        /// Mistakes made on several lines are one finding each.
        var findings = 1
        var testDescription: String { name }
    }

    static let base = (try? Repository.read("Tests/Fixtures/Mistakes/Podcasts.layout.yaml")) ?? ""

    static func mistake(_ name: String, _ find: String, _ replace: String, also: [(String, String)] = [], at line: Int, _ column: Int,
                        _ rule: String, _ cause: String, fixRepairs: Bool = true, findings: Int = 1) -> Mistake {
        Mistake(name: name, find: find, replace: replace, also: also, line: line, column: column, rule: rule, cause: cause,
                fixRepairs: fixRepairs, findings: findings)
    }

    static let corpus: [Mistake] = [
        // Indentation.
        mistake("a key indented under a key that has a value", "    title: Now Playing\n    readableWidth: true", "    title: Now Playing\n      readableWidth: true",
                at: 40, 7, "yaml-syntax", "indented more than `title`"),
        mistake("a key indented between two levels", "    title: Now Playing\n    readableWidth: true", "    title: Now Playing\n   readableWidth: true",
                at: 40, 4, "yaml-syntax", "between the keys of `Player` (column 5) and `Player` itself (column 3)", fixRepairs: false),
        mistake("a nested key under a key with a value", "    title: Now Playing\n    readableWidth: true\n", "    title: Now Playing\n      subtitle: Queue\n    readableWidth: true\n",
                at: 40, 7, "yaml-syntax", "`title` already has a value", fixRepairs: false),
        mistake("a list entry less indented than its list", "            - id: episodes\n", "          - id: episodes\n",
                at: 23, 11, "yaml-syntax", "the entries of `items` start at column 13"),
        mistake("a list entry more indented than its list", "            - id: episodes\n", "              - id: episodes\n",
                at: 23, 15, "yaml-syntax", "the entries of `items` start at column 13"),
        mistake("a list whose second entry is indented more than its first", "          items:\n            - { id: listenNow", "          items:\n          - { id: listenNow",
                at: 16, 13, "yaml-syntax", "the entries of `items` start at column 11"),
        mistake("a key of a list entry out of line", "              title: Shows\n", "             title: Shows\n",
                at: 21, 14, "yaml-syntax", "the keys of the list entry above start at column 15"),
        mistake("a tab in the indentation", "    restoresState: true\n    list:\n      appearance: sidebarPlain", "    restoresState: true\n\tlist:\n      appearance: sidebarPlain",
                at: 32, 1, "yaml-syntax", "a tab is used for indentation"),
        mistake("a tab before a screen that is referred to above it", "  Episodes:\n", "\tEpisodes:\n",
                at: 29, 1, "yaml-syntax", "a tab is used for indentation"),
        mistake("tabs on several lines, fixed in one run", "    title: Now Playing\n    readableWidth: true\n    restoresState: true\n",
                "\ttitle: Now Playing\n\treadableWidth: true\n\trestoresState: true\n",
                at: 39, 1, "yaml-syntax", "a tab is used for indentation", findings: 3),
        mistake("tab-indented keys of a block, and a key beside them", "  style: tripleColumn\n  behavior: tile\n", "  style: tripleColumn\n\tbehavior: tile\n",
                at: 45, 1, "yaml-syntax", "a tab is used for indentation"),
        mistake("a key dedented to its block's own column", "    list:\n      appearance: sidebar\n", "    list:\n    appearance: sidebar\n",
                at: 10, 5, "yaml-syntax", "`appearance` starts at column 5, in line with `list`, which leaves `list` empty"),
        mistake("a key dedented between a block and its lines", "      sections:\n        - id: browse\n", "      sections:\n    appearance: sidebar\n        - id: browse\n",
                also: [("      appearance: sidebar\n", "")],
                at: 11, 5, "yaml-syntax", "`appearance` comes between `sections` and the lines under it", fixRepairs: false),
        // List entries.
        mistake("a list entry without a space after its dash", "        - id: library\n", "        -id: library\n",
                at: 17, 9, "yaml-syntax", "needs a space after its `-`"),
        mistake("a list entry without its dash", "        - { title: Episodes, image: list.bullet, root: Episodes }\n", "          { title: Episodes, image: list.bullet, root: Episodes }\n",
                at: 56, 11, "yaml-syntax", "not an entry of `tabs`"),
        mistake("the first list entry without its dash", "            - { id: listenNow", "              { id: listenNow",
                at: 15, 15, "yaml-syntax", "the first entry of `items` has no `- `"),
        mistake("the first entry of a list of mappings without its dash", "            - id: shows\n", "              id: shows\n",
                at: 20, 15, "yaml-syntax", "the first entry of `items` has no `- `"),
        mistake("a dash in front of a key of a mapping", "  primary: Library\n", "  - primary: Library\n",
                at: 47, 3, "yaml-syntax", "cannot start among the keys of `split`"),
        // Keys and colons.
        mistake("a key without its colon", "    title: Now Playing\n", "    title Now Playing\n",
                at: 39, 5, "yaml-syntax", "`title` is missing its `:`"),
        mistake("a split key without its colon", "  style: tripleColumn\n", "  style tripleColumn\n",
                at: 44, 3, "yaml-syntax", "`style` is missing its `:`"),
        mistake("no space after a colon", "  behavior: tile\n", "  behavior:tile\n",
                at: 45, 11, "yaml-syntax", "needs a space after the `:`"),
        mistake("a value on the line below its key", "  secondary: Player\n", "  secondary:\n  Player\n",
                at: 50, 3, "yaml-syntax", "not `secondary`'s value"),
        mistake("a colon inside a value", "    title: Now Playing\n", "    title: Now Playing: Episode\n",
                at: 39, 23, "yaml-syntax", "contains `: `"),
        // Quotes and flows.
        mistake("an unclosed double quote", "    title: Now Playing\n", "    title: \"Now Playing\n",
                at: 39, 12, "yaml-syntax", "closing `\"` is missing"),
        mistake("an unclosed single quote early in the file", "    title: Library\n", "    title: 'Library\n",
                at: 8, 12, "yaml-syntax", "closing `'` is missing"),
        mistake("an unclosed flow mapping", "            - { id: listenNow, title: Listen Now, image: play.circle }\n", "            - { id: listenNow, title: Listen Now, image: play.circle\n",
                at: 15, 15, "yaml-syntax", "`{` mapping is never closed"),
        mistake("an unclosed flow list", "    dismissOn: [scroll, outsideTap]\n", "    dismissOn: [scroll, outsideTap\n",
                at: 62, 16, "yaml-syntax", "`[` list is never closed"),
        mistake("a missing comma in a flow mapping", "{ title: Library, image: books.vertical, root: Library }", "{ title: Library image: books.vertical, root: Library }",
                at: 55, 27, "yaml-syntax", "a `,` is missing between `Library` and `image`"),
        mistake("a value starting with @", "    title: Now Playing\n", "    title: @nowPlaying\n",
                at: 39, 12, "yaml-syntax", "cannot start with `@`"),
        mistake("backticks used as quotes", "    title: Now Playing\n", "    title: `Now Playing`\n",
                at: 39, 12, "yaml-syntax", "backticks are not quotes"),
        // Keys that do not exist where they are written.
        mistake("a misspelt list key", "      appearance: sidebar\n", "      apperance: sidebar\n",
                at: 10, 7, "unknown-key", "unknown key `apperance`"),
        mistake("a key in the wrong case", "    tabBar:\n", "    tabbar:\n",
                at: 53, 5, "unknown-key", "unknown key `tabbar`"),
        mistake("a key written with a space", "  displayMode: twoBesideSecondary\n", "  display mode: twoBesideSecondary\n",
                at: 46, 3, "unknown-key", "unknown key `display mode`"),
        mistake("tabs written directly under compact", "    tabBar:\n      tabs:\n        - { title: Library, image: books.vertical, root: Library }\n        - { title: Episodes, image: list.bullet, root: Episodes }\n",
                "    tabs:\n      - { title: Library, image: books.vertical, root: Library }\n      - { title: Episodes, image: list.bullet, root: Episodes }\n",
                at: 53, 5, "unknown-key", "unknown key `tabs` in `compact`"),
        mistake("an outline on a list of rows from data", "      items: dynamic\n      itemType: Episode\n", "      items: dynamic\n      itemType: Episode\n      outline: true\n",
                at: 36, 7, "unknown-key", "unknown key `outline`", fixRepairs: false),
        mistake("a selection action in the wrong case", "      onSelect: { showDetail: Player }\n", "      onSelect: { showdetail: Player }\n",
                at: 36, 19, "unknown-key", "unknown key `showdetail`"),
        mistake("UIKit's name for a key", "  displayMode: twoBesideSecondary\n", "  preferredDisplayMode: twoBesideSecondary\n",
                at: 46, 3, "unknown-key", "unknown key `preferredDisplayMode`"),
        // Values of the wrong shape.
        mistake("one accessory where a list is expected", "              accessories: [disclosureIndicator]\n", "              accessories: disclosureIndicator\n",
                at: 26, 28, "wrong-type", "`accessories` expects a list"),
        mistake("a selection action written as words", "      onSelect: { showDetail: Player }\n", "      onSelect: showDetail Player\n",
                at: 36, 17, "wrong-type", "`onSelect` expects a selection action"),
        mistake("a percentage as a fraction", "    primary: { min: 240, max: 320 }\n", "    primary: { fraction: 30%, min: 240, max: 320 }\n",
                at: 51, 26, "wrong-type", "`fraction` expects a number"),
        mistake("a width with a unit", "    primary: { min: 240, max: 320 }\n", "    primary: { min: 240pt, max: 320 }\n",
                at: 51, 21, "wrong-type", "`min` expects a number"),
        mistake("tabs written as a mapping", "      tabs:\n        - { title: Library, image: books.vertical, root: Library }\n        - { title: Episodes, image: list.bullet, root: Episodes }\n",
                "      tabs:\n        library: { title: Library, image: books.vertical, root: Library }\n        episodes: { title: Episodes, image: list.bullet, root: Episodes }\n",
                at: 55, 9, "wrong-type", "`tabs` expects a list of tabs"),
        mistake("one screen written as a list entry", "  Library:\n", "  - Library:\n",
                at: 29, 3, "yaml-syntax", "`Episodes` lines up with the entries of `screens`", fixRepairs: false),
        mistake("every screen written as a list entry", "  Library:\n", "  - Library:\n", also: [("  Episodes:\n", "  - Episodes:\n"), ("  Player:\n", "  - Player:\n")],
                at: 7, 3, "wrong-type", "`screens` expects a mapping of screen names", fixRepairs: false),
        mistake("a one-value list where one value is expected", "  behavior: tile\n", "  behavior: [tile]\n",
                at: 45, 13, "wrong-type", "`behavior` expects one of"),
        mistake("1 for true", "    readableWidth: true\n", "    readableWidth: 1\n",
                at: 40, 20, "wrong-type", "expects `true` or `false`"),
        mistake("yes for true", "    readableWidth: true\n", "    readableWidth: yes\n",
                at: 40, 20, "wrong-type", "expects `true` or `false`"),
        mistake("rows from data inside a section", "          items:\n            - { id: listenNow, title: Listen Now, image: play.circle }\n            - { id: browse, title: Browse, image: square.grid.2x2 }\n",
                "          items: dynamic\n          itemType: Show\n          outline: true\n",
                at: 15, 11, "unknown-key", "`itemType` is a key of the list, not of a section", fixRepairs: false),
        // Values outside their set, and names.
        mistake("a short value", "  style: tripleColumn\n", "  style: triple\n",
                at: 44, 10, "unknown-value", "`triple` is not a valid `style`"),
        mistake("a misspelt screen name", "  secondary: Player\n", "  secondary: Playr\n",
                at: 49, 14, "unknown-screen", "no screen named `Playr`"),
        mistake("a key written twice", "    title: Now Playing\n", "    title: Now Playing\n    title: Playing\n",
                at: 40, 5, "duplicate-key", "the key `title` appears twice", fixRepairs: false),
    ]

    static func text(of mistake: Mistake) -> String {
        var text = base
        for (find, replace) in [(mistake.find, mistake.replace)] + mistake.also {
            precondition(text.contains(find), "\(mistake.name): the clean spec has no `\(find)`")
            guard let range = text.range(of: find) else { continue }
            text = text.replacingCharacters(in: range, with: replace)
        }
        return text
    }

    static func check(_ mistake: Mistake) -> LayoutCompiler.Result {
        LayoutCompiler().check(path: "Podcasts.layout.yaml", bytes: Array(text(of: mistake).utf8))
    }

    @Test func theCleanSpecIsClean() {
        let result = LayoutCompiler().check(path: "Podcasts.layout.yaml", bytes: Array(Self.base.utf8))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    @Test func theCorpusIsLargeAndEveryMistakeIsDifferent() {
        #expect(Self.corpus.count >= 30)
        #expect(Set(Self.corpus.map { Self.text(of: $0) }).count == Self.corpus.count)
    }

    @Test("each mistake is reported once, as its cause, where it is, with what to do", arguments: corpus)
    func rootCauseOnly(_ mistake: Mistake) throws {
        let result = Self.check(mistake)
        #expect(result.diagnostics.count == mistake.findings, "follow-on findings: \(result.diagnostics.map { "[\($0.ruleID)] \($0.message)" })")
        let finding = try #require(result.diagnostics.first)
        let at = result.source.location(of: finding.range.start)
        #expect(finding.ruleID == mistake.rule)
        #expect("\(at.line):\(at.column)" == "\(mistake.line):\(mistake.column)")
        #expect(finding.message.contains(mistake.cause), "\(finding.message)")
        #expect(finding.help != nil || !finding.fixIts.isEmpty, "no help and no fix-it")
        #expect(!finding.message.contains("libyaml"), "libyaml's words belong in a note")
    }

    @Test("where the fix-it is the repair, `fix` alone makes the spec clean", arguments: corpus.filter(\.fixRepairs))
    func fixRepairs(_ mistake: Mistake) throws {
        let outcome = FixApplier(compiler: LayoutCompiler()).fix(path: "Podcasts.layout.yaml", bytes: Array(Self.text(of: mistake).utf8))
        #expect(outcome.applied >= 1)
        #expect(outcome.remaining.diagnostics.isEmpty, "\(outcome.remaining.diagnostics.map(\.message))")
    }

    @Test func theCatalogueMatchesItsGolden() throws {
        var out = "# The human output for each mistake in MistakeCorpusTests, made in Tests/Fixtures/Mistakes/Podcasts.layout.yaml.\n"
        for mistake in Self.corpus {
            let result = Self.check(mistake)
            out += "\n## \(mistake.name)\n\n"
            out += HumanRenderer(colored: false).render([result.fileDiagnostics], specCount: 1)
        }
        try Golden.assertMatches(out, file: Repository.url("Tests/LayoutCompilerTests/Goldens/mistakes.txt"))
    }
}
