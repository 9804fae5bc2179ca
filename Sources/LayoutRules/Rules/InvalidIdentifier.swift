import Diagnostics
import LayoutModel
import SpecSource

/// Names in a spec become Swift names in generated code (see `SwiftIdentifier` for the rules).
struct InvalidIdentifier: Rule {
    static let evidence = Evidence.valuesPresent
    static let descriptor = RuleDescriptor(
        id: "invalid-identifier",
        category: .structure,
        defaultSeverity: .error,
        summary: "A name that cannot become a Swift identifier, or two names that collide once converted",
        rationale: """
            The app name, screen names, item types and ids become Swift types and enum cases in \
            the generated code. A name Swift cannot spell, a keyword, a name the generated code \
            already uses, or two ids that convert to the same case would make the generated code \
            fail to compile, so the app could not be built at all.
            """)

    static let basis = """
        Swift identifiers start with a letter or `_` and continue with letters, digits or `_`; \
        keywords need backticks, which generated code does not use. Ids become lowerCamelCase enum \
        cases (split at non-alphanumerics, `_` before a leading digit); item enums also declare \
        `title`, `systemImageName`, `allCases`, `rawValue` and `init`, section enums `title`, \
        `items`, `allCases`, `rawValue` and `init`. The namespace declares `Screen`, `Screens`, `ScreenViews`, \
        `Destination`, `Selection`, `Route`, `Layout`, `RestorableScreen`, `Transient`, \
        `TransientPresentation`, `MenuPresentation`, `TransientAnchor`, `RootView`, `RowLabel`, `Navigator` and `BadgedTab`; for a screen with a list \
        `<Screen>ViewController`, `<Screen>View`, `<Screen>Row` (no `itemType`), `<Screen>SwipeAction`, \
        for a fixed list `<Screen>Item` and `<Screen>Section`, and for a toolbar `<Screen>ToolbarItem`. \
        The generated files import UIKit or \
        SwiftUI, so an app namespace named after a module it uses would shadow it; they also call \
        LayoutRuntime's types by their bare names (\(SwiftIdentifier.runtimeTypeNames.sorted().map { "`\($0)`" }.joined(separator: ", "))), \
        so an app, item type or section type of one of those names would hide it. An item or section type \
        may take the name of a Swift, Foundation, SwiftUI or UIKit type that generated code uses (`Image`, \
        `List`, `String`): that spec's files then spell the framework's type with its module \
        (`SwiftUI.Image`). An app may not: its namespace is a type of the whole module, and would hide the \
        framework's type from the app's own code; nor may a type take `App`, `Sendable`, `MainActor` or a \
        Foundation `NS` class name. Nor may a type derived from a screen's name: a list screen named `Empty` \
        would declare `EmptyView`, and the generated code's `EmptyView()` would then build that list.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: ↓My Mail
        screens:
          Mailboxes:
            list:
              appearance: sidebar
              items:
                - { id: inbox, title: Inbox, image: tray }
                - { id: ↓class, title: Class, image: book }
                - { id: ↓Inbox, title: Other Inbox, image: tray }
                - { id: ↓title, title: Title, image: textformat }
          Message:
        split:
          style: doubleColumn
          primary: Mailboxes
          secondary: Message
        """),
        RuleExample("""
        spec: 1
        app: Files
        screens:
          ↓Screen:
          ↓2Pane:
          Browser:
            list:
              appearance: sidebar
              items: dynamic
              itemType: ↓File-Item
        split:
          style: doubleColumn
          primary: Browser
          secondary: Screen
        """),
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          MessageList:
          ↓messageList:
        split:
          style: doubleColumn
          primary: MessageList
          secondary: messageList
        transient:
          - { id: ↓default, kind: sheet, screen: MessageList }
        """),
        RuleExample("""
        spec: 1
        app: ↓UIKit
        screens:
          Mailboxes:
            list:
              appearance: sidebar
              items:
                - { id: inbox, title: Inbox, image: tray }
          ↓MailboxesItem:
          Files:
            list:
              appearance: plain
              items: dynamic
              itemType: ↓MailboxesView
        split:
          style: tripleColumn
          primary: Mailboxes
          supplementary: Files
          secondary: MailboxesItem
        """),
        RuleExample("""
        spec: 1
        app: ↓Layout
        screens:
          Notes:
            toolbar:
              - { title: New, image: square.and.pencil }
          ↓NotesToolbar:
            list:
              appearance: plain
              items:
                - { id: all, title: All Notes }
          Detail:
        split:
          style: tripleColumn
          primary: NotesToolbar
          supplementary: Notes
          secondary: Detail
        """),
        RuleExample("""
        spec: 1
        app: Pantry
        screens:
          ↓Empty:
            list:
              appearance: plain
              items: dynamic
              itemType: Jar
          Detail:
        split:
          style: doubleColumn
          primary: Empty
          secondary: Detail
        """),
        RuleExample("""
        spec: 1
        app: Library
        screens:
          ↓Root:
            list:
              appearance: sidebar
              items:
                - { id: all, title: All }
        split:
          style: doubleColumn
          primary: Root
          secondary: { name: Detail }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Home
        screens:
          Rooms:
            list:
              appearance: sidebar
              sections:
                - id: speakers-and-TVs
                  title: Speakers & TVs
                  items:
                    - { id: living room, title: Living Room, image: sofa }
                    - { id: 2nd-floor, title: Second Floor, image: stairs }
                    - { id: café, title: Café, image: cup.and.saucer }
          RoomDetail:
            list:
              appearance: insetGrouped
              items: dynamic
              itemType: Device
        split:
          style: doubleColumn
          primary: Rooms
          secondary: RoomDetail
        """),
        RuleExample("""
        spec: 1
        app: _Internal
        split:
          style: doubleColumn
          primary: { name: Sidebar }
          secondary: { name: Content }
        transient:
          - { id: share-sheet, kind: sheet, screen: Content }
        """),
        RuleExample("""
        spec: 1
        app: Mailer
        screens:
          Mailboxes:
            list:
              appearance: sidebar
              items: dynamic
          MailboxesItem:
          Messages:
            list:
              appearance: plain
              items: dynamic
              itemType: MailboxesRow
        split:
          style: tripleColumn
          primary: Mailboxes
          supplementary: Messages
          secondary: MailboxesItem
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        let spec = context.spec
        if let app = spec.app, let problem = SwiftIdentifier.problemAsTypeName(app.value) {
            let suggestion = typeNameSuggestion(for: app.value)
            findings.report(
                "`app: \(app.value)` cannot name the generated namespace: \(problem)",
                at: app.range,
                label: "becomes `enum \(app.value)`",
                help: suggestion.map { "write `\($0)`" } ?? "write a Swift type name such as `MyApp`",
                fixIts: suggestion.map { [.replace(app.range, with: $0, message: "rename the app to `\($0)`")] } ?? [])
        }
        checkScreens(spec, into: &findings)
        for (_, list) in context.allLists {
            if let itemType = list.itemType { checkTypeName(itemType, noun: "item type", into: &findings) }
            for section in list.sections {
                if let type = section.sectionType { checkTypeName(type, noun: "section type", into: &findings) }
            }
            if case .sections(let sections) = list.content {
                checkCaseNames(sections.compactMap(\.id), noun: "section id",
                               reserved: SwiftIdentifier.reservedSectionMembers, into: &findings)
            }
            checkCaseNames(list.itemIDs, noun: "item id",
                           reserved: SwiftIdentifier.reservedItemMembers, into: &findings)
        }
        checkCaseNames(spec.transient.compactMap(\.id), noun: "transient UI id", reserved: [], into: &findings)
        checkGeneratedTypeCollisions(spec, into: &findings)
    }

    /// Names that are valid on their own but collide with a type the generator derives from
    /// another part of the spec (`MailboxesItem` next to a `Mailboxes` list), or an app that
    /// shadows an imported module or a type inside its own namespace. The list of generated
    /// types is the emitters' own (`GeneratedTypes`).
    func checkGeneratedTypeCollisions(_ spec: LayoutSpec, into findings: inout Findings) {
        // One pass over the generated types answers all three questions below.
        let survey = GeneratedTypes(spec).survey(firstOf: Set(spec.screens.lazy.map(\.name.value)),
                                                 where: \.isScreenOrTransient, app: spec.app?.value)
        /// The screen or transient a derived type belongs to, as messages name it.
        func owner(_ declaration: GeneratedTypes.Declaration) -> String? {
            switch declaration.origin {
            case .screen(let name, _): "screen `\(name.value)`"
            case .fixed, .itemType, .sectionType: nil
            }
        }
        for (first, second) in survey.collisions {
            switch second.origin {
            case .screen(let name, _):
                if let firstOwner = owner(first) {
                    findings.report(
                        "screen name `\(name.value)` makes the generated code declare `\(second.name)`, already declared for \(firstOwner)",
                        at: name.range, label: "generated type declared twice",
                        help: "rename the screen, and update the references to it")
                } else {
                    findings.report(
                        "screen name `\(name.value)` makes the generated code declare `\(second.name)`, a type the generated code always declares",
                        at: name.range, label: "generated type declared twice",
                        help: "rename the screen, and update the references to it")
                }
            case .itemType(let itemType, _), .sectionType(let itemType, _):
                // A reserved name is reported as such where the item type is checked.
                let noun = second.isSectionType ? "section type" : "item type"
                if case .itemType = first.origin, second.isSectionType {
                    findings.report(
                        "section type `\(itemType.value)` is also an item type: the generated code would declare `\(itemType.value)` twice",
                        at: itemType.range, label: "already the item type",
                        help: "give the sections their own type, for example `\(itemType.value)Group`")
                } else if first.isSectionType, case .itemType = second.origin {
                    findings.report(
                        "item type `\(itemType.value)` is also a section type: the generated code would declare `\(itemType.value)` twice",
                        at: itemType.range, label: "already a section type",
                        help: "give the rows their own type, for example `\(itemType.value)Item`")
                } else if let firstOwner = owner(first) {
                    findings.report(
                        "\(noun) `\(itemType.value)` collides with the type `\(itemType.value)` the generated code declares for \(firstOwner)",
                        at: itemType.range, label: "already a generated type",
                        help: "rename it, for example to `\(itemType.value)Model`")
                }
            case .fixed:
                // Transient ids are checked as case names; the first declaration wins.
                break
            }
        }
        // A type derived from a screen's name may hide a framework type generated code names
        // (screen `Empty` declares `EmptyView`, and SwiftUI's `EmptyView()` would build the list).
        // Only a few screen names can (`SwiftIdentifier.screenNamesHidingFrameworkTypes`): the
        // declarations, derived again on each walk, are walked a second time only for a spec that
        // has one.
        if spec.screens.contains(where: { SwiftIdentifier.screenNamesHidingFrameworkTypes.contains($0.name.value) }) {
            reportScreenTypesHidingFrameworkTypes(spec, into: &findings)
        }
        // The first type a screen or transient derives under each screen's name.
        let derivedByName = survey.firstByName
        for screen in spec.screens where SwiftIdentifier.problemAsTypeName(screen.name.value) == nil {
            // Screen names are not types themselves, but prefix the types derived from them.
            if let derived = derivedByName[screen.name.value], let derivedOwner = owner(derived) {
                findings.report(
                    "screen name `\(screen.name.value)` collides with the type `\(screen.name.value)` the generated code declares for \(derivedOwner)",
                    at: screen.name.range, label: "already a generated type",
                    help: "rename it, for example to `\(screen.name.value)Model`")
            }
        }
        guard let app = spec.app, SwiftIdentifier.problemAsTypeName(app.value) == nil else { return }
        if let shadowed = SwiftIdentifier.shadowedByNamespace(app.value) {
            findings.report(
                shadowed.isModule || SwiftIdentifier.runtimeTypeNames.contains(app.value)
                    ? "`app: \(app.value)` would shadow \(shadowed.what) that the generated code uses"
                    : "`app: \(app.value)` would declare `\(app.value)` for the whole module, hiding \(shadowed.what) from your code and from every generated file",
                at: app.range, label: shadowed.isModule ? "shadows a module" : "shadows a type it uses",
                help: "write `\(app.value)App`",
                fixIts: [.replace(app.range, with: app.value + "App", message: "rename the app to `\(app.value)App`")])
        } else if GeneratedTypes.problem(withApp: app.value, declaration: survey.appDeclaration) != nil {
            findings.report(
                "`app: \(app.value)` names the generated namespace and also a type inside it",
                at: app.range, label: "also a type in the namespace",
                help: "write `\(app.value)App`",
                fixIts: [.replace(app.range, with: app.value + "App", message: "rename the app to `\(app.value)App`")])
        }
    }

    /// A screen whose derived type takes a framework type's name, as the generators declare them.
    func reportScreenTypesHidingFrameworkTypes(_ spec: LayoutSpec, into findings: inout Findings) {
        GeneratedTypes(spec).forEachDeclaration { _, declaration in
            guard case .screen(let name, _) = declaration.origin, SwiftIdentifier.hidesFrameworkType(declaration.name) else { return }
            let module = SwiftIdentifier.moduleOfFrameworkType[declaration.name].map { "\($0)'s " } ?? "the framework type "
            findings.report(
                "screen name `\(name.value)` makes the generated code declare `\(declaration.name)`, hiding \(module)`\(declaration.name)`, which the generated code uses",
                at: name.range, label: "hides a framework type",
                help: "rename the screen, for example to `\(name.value)Screen`, and update the references to it")
        }
    }

    /// Screen names are type names, and cases of the generated `Screen` enum.
    func checkScreens(_ spec: LayoutSpec, into findings: inout Findings) {
        var seen = Set<String>()
        var valid: [(name: Located<String>, caseName: String)] = []
        for name in spec.screens.map(\.name).sorted(by: { $0.range.start < $1.range.start }) {
            // A repeated name is `duplicate-id`'s finding.
            guard seen.insert(name.value).inserted else { continue }
            if checkTypeName(name, noun: "screen name", declaresType: false, into: &findings), let caseName = SwiftIdentifier.caseName(for: name.value) {
                valid.append((name, caseName))
            }
        }
        checkCollisions(valid, noun: "screen name", what: "a case of the generated `Screen` enum", into: &findings)
    }

    /// Reports a name that cannot be a type in the namespace; returns whether it can.
    /// `declaresType`: the name itself becomes a type there (an item or section type; a screen's
    /// name only prefixes its types).
    @discardableResult
    func checkTypeName(_ name: Located<String>, noun: String, declaresType: Bool = true, into findings: inout Findings) -> Bool {
        var problem = SwiftIdentifier.problemAsTypeName(name.value)
        // Asked only of a name with a problem: every screen name is checked, few need one.
        var suggestion: String?
        if problem == nil, SwiftIdentifier.reservedTypeNames.contains(name.value) {
            problem = "the generated code already declares `\(name.value)` in the app's namespace"
        } else if problem == nil, declaresType, SwiftIdentifier.runtimeTypeNames.contains(name.value) {
            problem = "in the app's namespace it would hide LayoutRuntime's `\(name.value)`, which the generated code uses"
            suggestion = "write `\(name.value)Model`"
        } else if problem == nil, declaresType, SwiftIdentifier.hidesUnqualifiableFrameworkType(name.value) {
            // The others generated code spells with their module where the spec hides them.
            problem = "in the app's namespace it would hide the framework type `\(name.value)`, which the generated code uses"
            suggestion = "write `\(name.value)Item`"
        }
        guard let problem else { return true }
        if suggestion == nil { suggestion = typeNameSuggestion(for: name.value).map { "write `\($0)`" } }
        findings.report(
            "\(noun) `\(name.value)` cannot become a Swift type name: \(problem)",
            at: name.range,
            label: "not a usable Swift name",
            help: (suggestion ?? "use letters, digits and `_`, starting with a letter") + (noun == "screen name" ? ", and update the references to it" : ""))
        return false
    }

    /// Ids become lowerCamelCase cases; each must be usable, and distinct ids must stay distinct.
    func checkCaseNames(_ ids: [Located<String>], noun: String, reserved: Set<String>, into findings: inout Findings) {
        var valid: [(name: Located<String>, caseName: String)] = []
        for id in ids {
            guard let caseName = SwiftIdentifier.caseName(for: id.value) else {
                findings.report("\(noun) `\(id.value)` has no letters or digits, so it cannot become a Swift case",
                                at: id.range, label: "not a usable Swift name", help: "use a name such as `inbox`")
                continue
            }
            var problem = SwiftIdentifier.problemAsCaseName(caseName)
            if problem == nil, reserved.contains(caseName) {
                problem = "the generated type already declares `\(caseName)`"
            }
            if let problem {
                findings.report("\(noun) `\(id.value)` becomes the Swift case `\(caseName)`, which cannot be used: \(problem)",
                                at: id.range, label: "not a usable Swift name",
                                help: "rename it, for example to `\(caseName)\(noun.hasPrefix("section") ? "Section" : noun.hasPrefix("item") ? "Item" : "Entry")`")
            } else {
                valid.append((id, caseName))
            }
        }
        checkCollisions(valid, noun: noun, what: "a Swift case", into: &findings)
    }

    /// Two different names that convert to one case name.
    func checkCollisions(_ names: [(name: Located<String>, caseName: String)], noun: String, what: String,
                         into findings: inout Findings) {
        // Names that are their own case name can only collide with one that is not.
        guard names.contains(where: { $0.name.value != $0.caseName }) else { return }
        var first: [String: Located<String>] = [:]
        for (name, caseName) in names {
            if let earlier = first[caseName] {
                // Identical names are `duplicate-id`'s finding.
                guard earlier.value != name.value else { continue }
                findings.report(
                    "\(noun) `\(name.value)` and `\(earlier.value)` both become `\(caseName)`, \(what)",
                    at: name.range,
                    label: "collides once converted",
                    related: [RelatedLocation(range: earlier.range, label: "`\(earlier.value)` is here")],
                    help: "rename one of them so they differ in more than case or punctuation")
            } else {
                first[caseName] = name
            }
        }
    }

    /// `My Mail` → `MyMail`, `2Pane` → `_2Pane`: a spelling that would be valid, if one exists.
    func typeNameSuggestion(for name: String) -> String? {
        guard let caseName = SwiftIdentifier.caseName(for: name) else { return nil }
        var suggestion = caseName.first.map { $0.uppercased() + caseName.dropFirst() } ?? caseName
        if SwiftIdentifier.reservedTypeNames.contains(suggestion) || SwiftIdentifier.problemAsTypeName(suggestion) != nil {
            suggestion = "App" + suggestion
        }
        guard suggestion != name, SwiftIdentifier.problemAsTypeName(suggestion) == nil,
              !SwiftIdentifier.reservedTypeNames.contains(suggestion) else { return nil }
        return suggestion
    }
}
