/// The types generated code declares in a spec's namespace, derived once from the spec. The
/// `invalid-identifier` rule reports the names that would be declared twice, and the emitters
/// refuse to write such a namespace; both read this one list, so they cannot disagree.
public struct GeneratedTypes: Sendable {
    /// One type the namespace would declare, and what it is declared for.
    public struct Declaration: Sendable {
        public enum Origin: Sendable {
            /// Declared whatever the spec says (`Screen`, `Layout`, …).
            case fixed
            /// A type derived from a screen's name (`MailboxesItem`, `MailboxesViewController`).
            case screen(Located<String>, SwiftIdentifier.ScreenType)
            /// A dynamic list's `itemType`.
            case itemType(Located<String>, screen: String)
            /// A dynamic section's `sectionType`.
            case sectionType(Located<String>, screen: String)
        }

        public var name: String
        public var origin: Origin
        /// What it is declared for, in a reader's words ("the rows of Mailboxes"); worded only
        /// when a message needs it, since a large spec derives hundreds of thousands of types.
        public var owner: String {
            switch origin {
            case .fixed: "the generated `\(name)`"
            case .screen(let screen, let kind): GeneratedTypes.owner(kind, screen: screen.value)
            case .itemType(_, let screen): "the `itemType` of \(screen)"
            case .sectionType(_, let screen): "a `sectionType` of \(screen)"
            }
        }

        /// A dynamic list's row type, which several dynamic lists may share.
        public var isSharedRowType: Bool {
            switch origin {
            case .itemType: true
            case .screen(_, let kind): kind == .row && isDynamicRow
            default: false
            }
        }

        /// Derived from a screen or a transient entry (what messages name an owner for).
        public var isScreenOrTransient: Bool {
            switch origin {
            case .screen: true
            case .fixed, .itemType, .sectionType: false
            }
        }

        /// A section type, which several dynamic sections may share.
        public var isSectionType: Bool {
            if case .sectionType = origin { return true }
            return false
        }
        var isDynamicRow = false
    }

    /// The spec the declarations are derived from. They are derived again each time they are
    /// read rather than kept: a large spec derives tens of thousands of types, whose names and
    /// indexes were the largest working data of `check` (4 MB for a 5 MB spec), while asking
    /// which names repeat needs only a hash per name.
    private let spec: LayoutSpec

    public init(_ spec: LayoutSpec) {
        self.spec = spec
    }

    /// In declaration order: the fixed types, each screen's, the item types, the transients'.
    public var declarations: [Declaration] {
        var all: [Declaration] = []
        forEachDeclaration { _, declaration in all.append(declaration) }
        return all
    }

    /// Each declaration with its position in `declarations`, without keeping them.
    /// Screens with a usable type name, the first of each name (repeated names and unusable ones
    /// are reported by other checks and generate nothing of their own).
    public func forEachDeclaration(_ body: (Int, Declaration) -> Void) {
        var index = 0
        func declare(_ declaration: Declaration) {
            body(index, declaration)
            index += 1
        }
        for name in SwiftIdentifier.reservedTypeNames.sorted() {
            declare(Declaration(name: name, origin: .fixed))
        }
        var seen = Set<String>()
        for screen in spec.screens where seen.insert(screen.name.value).inserted
            && SwiftIdentifier.problemAsTypeName(screen.name.value) == nil {
            let list = screen.list
            let kinds = SwiftIdentifier.ScreenType.declared(
                hasList: list != nil, isDynamic: list?.isDynamic ?? false, hasItemType: list?.itemType != nil,
                hasSwipeActions: !(list.map { $0.swipeActions.leading.isEmpty && $0.swipeActions.trailing.isEmpty } ?? true),
                hasToolbar: !screen.toolbar.isEmpty,
                hasToolbarMenu: !screen.titleMenu.isEmpty || screen.toolbar.contains { !$0.menu.isEmpty },
                hasSearchScopes: !(screen.search?.scopes.isEmpty ?? true), hasContextMenu: !(list?.contextMenu.isEmpty ?? true),
                hasToolbarMenuGroups: screen.titleMenu.contains(where: \.isGroup) || screen.toolbar.contains { $0.menu.contains(where: \.isGroup) })
            for kind in kinds {
                var declaration = Declaration(name: kind.name(for: screen.name.value), origin: .screen(screen.name, kind))
                declaration.isDynamicRow = list?.isDynamic ?? false
                declare(declaration)
            }
        }
        for screen in spec.screens {
            guard let list = screen.list, list.hasRowsFromData else { continue }
            if let itemType = list.itemType, SwiftIdentifier.problemAsTypeName(itemType.value) == nil {
                declare(Declaration(name: itemType.value, origin: .itemType(itemType, screen: screen.name.value)))
            }
            for section in list.sections {
                guard let type = section.sectionType, section.isDynamic, SwiftIdentifier.problemAsTypeName(type.value) == nil else { continue }
                declare(Declaration(name: type.value, origin: .sectionType(type, screen: screen.name.value)))
            }
        }
    }

    static func owner(_ kind: SwiftIdentifier.ScreenType, screen: String) -> String {
        switch kind {
        case .item: "the rows of \(screen)"
        case .section: "the sections of \(screen)"
        case .viewController: "the \(screen) list"
        case .view: "the \(screen) list view"
        case .row: "the \(screen) row type"
        case .swipeAction: "the swipe actions of \(screen)"
        case .toolbarItem: "the toolbar of \(screen)"
        case .toolbarMenuItem: "the toolbar menus of \(screen)"
        case .searchScope: "the search scopes of \(screen)"
        case .contextMenuItem: "the context menu of \(screen)"
        case .toolbarMenuGroup: "the toolbar menu groups of \(screen)"
        }
    }

    /// The first declaration of each name.
    public func first(named name: String) -> Declaration? {
        firstDeclarations(named: [name], where: { _ in true })[name]
    }

    /// The first declaration of each of `names` that satisfies `include`, by name.
    public func firstDeclarations(named names: Set<String>, where include: (Declaration) -> Bool) -> [String: Declaration] {
        var found: [String: Declaration] = [:]
        forEachDeclaration { _, declaration in
            guard include(declaration), names.contains(declaration.name), found[declaration.name] == nil else { return }
            found[declaration.name] = declaration
        }
        return found
    }

    /// What `invalid-identifier` and the planner ask of the declarations, found in one pass:
    /// each pass derives every name again, and on a large spec one pass cost as much as a rule.
    public struct Survey {
        /// As `collisions`.
        public var collisions: [(first: Declaration, second: Declaration)]
        /// The first declaration of each name asked about that satisfies the condition.
        public var firstByName: [String: Declaration]
        /// The first declaration named like the app, if any.
        public var appDeclaration: Declaration?
    }

    /// The collisions; the first declaration of each of `names` that satisfies `include`; and the
    /// first declaration named `app`.
    public func survey(firstOf names: Set<String> = [], where include: (Declaration) -> Bool = { _ in true },
                       app: String? = nil) -> Survey {
        var keys: [UInt64] = []
        var found: [String: Declaration] = [:]
        var appDeclaration: Declaration?
        forEachDeclaration { index, declaration in
            keys.append(Self.key(hash: declaration.name.hashValue, index: index))
            if !names.isEmpty, include(declaration), names.contains(declaration.name), found[declaration.name] == nil {
                found[declaration.name] = declaration
            }
            if appDeclaration == nil, let app, declaration.name == app { appDeclaration = declaration }
        }
        return Survey(collisions: collisions(keys: &keys), firstByName: found, appDeclaration: appDeclaration)
    }

    /// Each declaration of a name that an earlier one already took, with that earlier one.
    /// Dynamic lists sharing one row type declare it once, so that is not a collision.
    public var collisions: [(first: Declaration, second: Declaration)] {
        survey().collisions
    }

    /// A declaration's hash (its high 32 bits) and index in one word: sorted, equal hashes sit
    /// together. Half the memory of a pair, and a large spec has tens of thousands of
    /// declarations while the rules hold the whole model.
    private static func key(hash: Int, index: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: UInt64(bitPattern: Int64(hash)) >> 32)) << 32 | UInt64(UInt32(truncatingIfNeeded: index))
    }

    /// `collisions` from each declaration's `key`, in declaration order; sorts `keys` in place
    /// and empties it.
    private func collisions(keys: inout [UInt64]) -> [(first: Declaration, second: Declaration)] {
        // Collisions are rare and the names many, so names are compared only where their hashes
        // meet: a key per declaration, then the few declarations whose hash is shared are derived
        // again and compared by name, in declaration order.
        keys.sort()
        var sharedHash = Set<Int32>()
        var start = 0
        while start < keys.count {
            var end = start + 1
            while end < keys.count && keys[end] >> 32 == keys[start] >> 32 { end += 1 }
            if end - start > 1 { for key in keys[start..<end] { sharedHash.insert(Int32(truncatingIfNeeded: key & 0xFFFF_FFFF)) } }
            start = end
        }
        keys = []
        guard !sharedHash.isEmpty else { return [] }
        var firsts: [String: Declaration] = [:]
        var result: [(first: Declaration, second: Declaration)] = []
        forEachDeclaration { index, declaration in
            guard sharedHash.contains(Int32(truncatingIfNeeded: index)) else { return }
            guard let first = firsts[declaration.name] else {
                firsts[declaration.name] = declaration
                return
            }
            if first.isSharedRowType && declaration.isSharedRowType { return }
            if first.isSectionType && declaration.isSectionType { return }
            result.append((first, declaration))
        }
        return result
    }

    /// Why the app's name cannot be the namespace: it shadows a module the generated code
    /// uses, or it is also a type inside the namespace. nil when it can.
    public func problem(withApp app: String) -> String? {
        Self.problem(withApp: app, declaration: SwiftIdentifier.shadowedByNamespace(app) == nil ? first(named: app) : nil)
    }

    /// `problem(withApp:)` with the first declaration named like the app already found
    /// (`Survey.appDeclaration`).
    public static func problem(withApp app: String, declaration: Declaration?) -> String? {
        if let shadowed = SwiftIdentifier.shadowedByNamespace(app) {
            return "the namespace `\(app)` would shadow \(shadowed.what) that generated code uses"
        }
        if let declaration {
            return "the namespace `\(app)` would also name a type inside it: \(declaration.owner)"
        }
        return nil
    }
}
