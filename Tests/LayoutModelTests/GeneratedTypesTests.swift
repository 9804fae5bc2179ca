import Foundation
import LayoutModel
import SpecSource
import Testing
import TestSupport

/// `GeneratedTypes` finds the names the generated namespace would declare twice by comparing
/// hashes first and names only where hashes meet. Its answers must be those of comparing every
/// name: the reference below is that plain algorithm, over the declarations in order.
@Suite struct GeneratedTypesTests {
    static func referenceCollisions(_ types: GeneratedTypes) -> [(first: String, second: String)] {
        var firsts: [String: GeneratedTypes.Declaration] = [:]
        var result: [(first: String, second: String)] = []
        for declaration in types.declarations {
            guard let first = firsts[declaration.name] else {
                firsts[declaration.name] = declaration
                continue
            }
            if first.isSharedRowType && declaration.isSharedRowType { continue }
            if first.isSectionType && declaration.isSectionType { continue }
            result.append((first.owner, declaration.owner))
        }
        return result
    }

    static func expectReferenceAnswers(_ text: String, _ name: String,
                                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let spec = SpecDecoder.decode(YAMLParser.parse(path: "spec.layout.yaml", bytes: Array(text.utf8))).spec
        let types = GeneratedTypes(spec)
        let found = types.collisions.map { ($0.first.owner, $0.second.owner) }
        let reference = referenceCollisions(types)
        #expect(found.map(\.0) == reference.map(\.first) && found.map(\.1) == reference.map(\.second),
                "\(name)", sourceLocation: sourceLocation)
        // `first(named:)` derives the declarations again for each name: only for small specs.
        let declarations = types.declarations
        for declaration in declarations where declarations.count < 400 {
            #expect(types.first(named: declaration.name)?.owner == declarations.first { $0.name == declaration.name }?.owner,
                    "\(name): \(declaration.name)", sourceLocation: sourceLocation)
        }
        // One survey gives what the separate questions give: the collisions, the first screen or
        // transient declaration of each name asked about, the first declaration named like the app.
        let names = Set(declarations.prefix(60).map(\.name) + ["NoSuchType"])
        let survey = types.survey(firstOf: names, where: \.isScreenOrTransient, app: "MailboxesItem")
        #expect(survey.collisions.map(\.first.owner) == found.map(\.0) && survey.collisions.map(\.second.owner) == found.map(\.1),
                "\(name)", sourceLocation: sourceLocation)
        #expect(survey.firstByName.mapValues(\.owner) == types.firstDeclarations(named: names, where: \.isScreenOrTransient).mapValues(\.owner),
                "\(name)", sourceLocation: sourceLocation)
        #expect(survey.appDeclaration?.owner == types.first(named: "MailboxesItem")?.owner, "\(name)", sourceLocation: sourceLocation)
    }

    @Test func collisionsAreThoseOfComparingEveryName() {
        let spec = """
            spec: 1
            app: Mail
            screens:
              Mailboxes:
                list:
                  appearance: sidebar
                  items:
                    - { id: inbox, title: Inbox }
              MailboxesItem:
              MailboxesView:
              Files:
                list: { appearance: plain, items: dynamic, itemType: MailboxesRow }
              Folders:
                list: { appearance: plain, items: dynamic, itemType: File }
              Downloads:
                list: { appearance: plain, items: dynamic, itemType: File }
              Sections:
                list:
                  appearance: plain
                  sections:
                    - { sectionType: File, items: dynamic, itemType: Entry }
              Layout:
            split:
              style: tripleColumn
              primary: Mailboxes
              supplementary: Files
              secondary: MailboxesItem
            transient:
              - { id: share, kind: sheet, screen: Folders }
              - { id: Share, kind: sheet, screen: Folders }

            """
        let types = GeneratedTypes(SpecDecoder.decode(YAMLParser.parse(path: "spec.layout.yaml", bytes: Array(spec.utf8))).spec)
        #expect(!types.collisions.isEmpty)
        Self.expectReferenceAnswers(spec, "colliding names")
    }

    @Test func everySpecInTheRepositoryGetsTheReferenceAnswers() throws {
        for path in StreamedDecodingTests.specFiles {
            Self.expectReferenceAnswers(try String(contentsOf: Repository.url(path), encoding: .utf8), path)
        }
    }
}
