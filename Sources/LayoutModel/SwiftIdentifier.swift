/// How names in a spec become Swift names in generated code, defined once so the rules that
/// check names (`invalid-identifier`) and the generators that emit them agree.
///
/// - Type names (`app`, screen names, `itemType`) are used as written. They must be a valid
///   Swift identifier (a letter or `_` first, then letters, digits or `_`; no backticks) and not
///   a keyword. UpperCamelCase is conventional but not required.
/// - Ids (items, sections, transient UI) become lowerCamelCase enum cases: the id is split into
///   words at every character that is not a letter or digit, the first word gets a lowercase first
///   letter, every later word an uppercase first letter, the rest of each word is kept as written
///   (`speakers-and-TVs` → `speakersAndTVs`, `icloudInbox` stays `icloudInbox`), and a `_` is put
///   in front when the result starts with a digit (`2fa` → `_2fa`). A result that is a keyword is
///   not escaped with backticks: it is reported.
/// - Screen names also become cases of the generated `Screen` enum, converted the same way
///   (`MessageList` → `messageList`), so two screen names that differ only in the case of their
///   first letter collide.
public enum SwiftIdentifier {
    /// The lowerCamelCase case name for an id or screen name, or nil when it has no letter or digit.
    public static func caseName(for name: String) -> String? {
        // Most ids are already lowerCamelCase ASCII: they are their own case name.
        if let lead = name.utf8.first, lead >= UInt8(ascii: "a"), lead <= UInt8(ascii: "z"), name.utf8.allSatisfy(isASCIIAlphanumeric) {
            return name
        }
        // Screen names and titles are often one UpperCamelCase ASCII word (`MessageList`, `Flag`):
        // one word, its first letter lowered.
        if let lead = name.utf8.first, lead >= UInt8(ascii: "A"), lead <= UInt8(ascii: "Z"), name.utf8.allSatisfy(isASCIIAlphanumeric) {
            var bytes = Array(name.utf8)
            bytes[0] += UInt8(ascii: "a") - UInt8(ascii: "A")
            return String(decoding: bytes, as: UTF8.self)
        }
        return caseNameByWords(name)
    }

    /// `caseName(for:)` of any name: its words (runs of letters and digits), the first lowered and
    /// the others capitalised, after `_` when it begins with a digit.
    static func caseNameByWords(_ name: String) -> String? {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if isWordCharacter(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return nil }
        var result = lowercasingFirst(first)
        for word in words.dropFirst() { result += uppercasingFirst(word) }
        if let lead = result.unicodeScalars.first, ("0"..."9").contains(lead) { result = "_" + result }
        return result
    }

    /// Why `name` cannot be a Swift type name as written, or nil when it can.
    public static func problemAsTypeName(_ name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if let problem = problemAsIdentifier(name) { return problem }
        if keywords.contains(name) || typeNameKeywords.contains(name) { return "`\(name)` is a Swift keyword" }
        return nil
    }

    /// Why a converted case name cannot be used, or nil.
    public static func problemAsCaseName(_ name: String) -> String? {
        if let problem = problemAsIdentifier(name) { return problem }
        if keywords.contains(name) { return "`\(name)` is a Swift keyword" }
        return nil
    }

    /// Letters and digits form words; everything else separates them.
    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) }
        return scalar.properties.isAlphabetic
    }

    static func problemAsIdentifier(_ name: String) -> String? {
        if let lead = name.utf8.first, !isASCIIDigit(lead), lead != UInt8(ascii: "_"),
           name.utf8.allSatisfy({ isASCIIAlphanumeric($0) || $0 == UInt8(ascii: "_") }) {
            return nil
        }
        guard let first = name.unicodeScalars.first else { return "it is empty" }
        if name == "_" { return "`_` alone is not a name in Swift" }
        if ("0"..."9").contains(first) { return "a Swift name cannot start with a digit" }
        if !(isWordCharacter(first) || first == "_") { return "a Swift name cannot start with `\(first)`" }
        if let bad = name.unicodeScalars.first(where: { !(isWordCharacter($0) || $0 == "_") }) {
            return bad == " " ? "a Swift name cannot contain spaces" : "a Swift name cannot contain `\(bad)`"
        }
        return nil
    }

    static func isASCIIDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        isASCIIDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    static func lowercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    static func uppercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// Words Swift reserves in declarations, statements and expressions: they cannot name a case,
    /// a property or a type without backticks.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Names that cannot declare a nested type (`Mail.Type` is the metatype).
    static let typeNameKeywords: Set<String> = ["Type", "Protocol"]

    /// Types generated code declares in a spec's namespace (some only where the spec has what they
    /// describe: `BadgedTab` for tabs with a count), so no screen, item type or app may take these
    /// names. The generators declare exactly these; a test pins it.
    public static let reservedTypeNames: Set<String> = [
        "Screen", "Screens", "ScreenViews", "Destination", "Selection", "Route", "Layout", "RestorableScreen", "Transient",
        "TransientPresentation", "MenuPresentation", "TransientAnchor", "RootView", "RowLabel", "AppAction", "ToolbarPlacement", "ToolbarAction",
        "Navigator", "BadgedTab",
    ]

    /// Modules generated code imports or names (`Swift.String`): an app namespace of one of these
    /// names would shadow it inside the generated file.
    public static let generatedCodeModules: Set<String> = ["UIKit", "SwiftUI", "Swift", "Foundation", "Combine", "os", "LayoutRuntime"]

    /// The standard library's, Foundation's and SwiftUI's types that generated code names
    /// unqualified (`String`, `Hashable`, `List`, `Text`, `Image`, `Section`, `View`, …; the list is
    /// what the bundled specs' UIKit and SwiftUI output names): an app
    /// namespace, an item type or a section type of one of these names would hide it, in the
    /// namespace (a type) or in the whole module (an app). UIKit's are `uikitTypeNames`.
    public static let frameworkTypeNames: Set<String> = [
        "String", "Substring", "Int", "Bool", "Void", "Array", "Dictionary", "Set", "Hashable", "Identifiable",
        "Sendable", "CaseIterable", "Codable", "AnyHashable", "MainActor", "URL", "Date", "IndexPath", "IndexSet",
        "NSObject", "NSUserActivity", "NSItemProvider", "NSDiffableDataSourceSnapshot",
        "NSDiffableDataSourceSectionSnapshot", "View", "Text", "Image", "Label", "List", "Section", "ForEach",
        "Button", "Menu", "Toggle", "EmptyView", "AnyView", "Binding", "State", "Environment", "EnvironmentValues",
        "Scene", "WindowGroup", "CommandMenu", "CommandGroup", "KeyEquivalent", "EventModifiers",
        "NavigationSplitView", "NavigationStack", "NavigationSplitViewVisibility", "ToolbarItem", "ToolbarItemGroup",
        "EditButton", "ViewBuilder", "ToolbarContent", "PresentationDetent", "App",
    ]

    /// UIKit's types that generated code names, which a spec's name could hide the same way.
    public static let uikitTypeNames: Set<String> = [
        "UIViewController", "UIView", "UIImage", "UIAction", "UIMenu", "UIMenuElement", "UIBarButtonItem", "UICollectionView",
        "UICollectionViewCell", "UICollectionViewListCell", "UINavigationController", "UISplitViewController", "UIWindow",
        "UIScene", "UIWindowScene", "UIApplication", "UIKeyCommand", "UIColor", "UIButton", "UIAlertController",
        "UISearchController", "UITraitCollection", "UIResponder", "UIContextMenuConfiguration", "UIContextualAction",
        "UISwipeActionsConfiguration", "UIListContentConfiguration", "UIDragItem", "UIDropProposal",
    ]

    /// The screen names from which a generated type would take a framework type's name
    /// (`Empty` + `View`, `Toolbar` + `Item`): a framework type name minus a `ScreenType` suffix.
    public static let screenNamesHidingFrameworkTypes: Set<String> = {
        var names = Set<String>()
        for type in frameworkTypeNames.union(uikitTypeNames) {
            for kind in ScreenType.allCases where type.hasSuffix(kind.rawValue) && type.count > kind.rawValue.count {
                names.insert(String(type.dropLast(kind.rawValue.count)))
            }
        }
        return names
    }()

    /// Whether a type of this name in the app's namespace (or as the namespace) would hide a type
    /// of Swift, Foundation, UIKit or SwiftUI that generated code names.
    public static func hidesFrameworkType(_ name: String) -> Bool {
        frameworkTypeNames.contains(name) || uikitTypeNames.contains(name)
    }

    /// The module of each framework type that generated code spells with its module
    /// (`SwiftUI.Image`) when a spec's own type of that name hides it, so that a spec may name
    /// its types `Image`, `List` or `String`. Not here, and so still refused as names: `App` (the
    /// generic parameter of generated views), `Sendable` and `MainActor` (attributes),
    /// Foundation's `NS` classes (not Foundation's on Linux, where the stand-ins declare them).
    public static let moduleOfFrameworkType: [String: String] = {
        var modules: [String: String] = [:]
        for name in ["String", "Substring", "Int", "Bool", "Void", "Array", "Dictionary", "Set", "Hashable", "Identifiable",
                     "CaseIterable", "Codable", "AnyHashable"] { modules[name] = "Swift" }
        for name in ["URL", "Date", "IndexPath", "IndexSet"] { modules[name] = "Foundation" }
        for name in frameworkTypeNames where modules[name] == nil && !name.hasPrefix("NS")
            && !["App", "Sendable", "MainActor"].contains(name) { modules[name] = "SwiftUI" }
        for name in uikitTypeNames { modules[name] = "UIKit" }
        for name in ["NSDiffableDataSourceSnapshot", "NSDiffableDataSourceSectionSnapshot"] { modules[name] = "UIKit" }
        return modules
    }()

    /// Whether a type of this name in the app's namespace would hide a framework type that
    /// generated code cannot spell with its module.
    public static func hidesUnqualifiableFrameworkType(_ name: String) -> Bool {
        hidesFrameworkType(name) && moduleOfFrameworkType[name] == nil
    }

    /// LayoutRuntime's types that generated code names unqualified: an app namespace, an item type
    /// or a section type of one of these names would hide it inside the generated file.
    public static let runtimeTypeNames: Set<String> = [
        "ActionState", "ActionStates", "AppActionDescribing", "AppMenuItem", "BadgeCount", "ButtonLabel", "ColumnSlot", "DataListContents", "DataListSection", "DataListViewController", "DataRows", "DraggedRow", "EmptyListState", "EmptyListView", "HighlightingList", "HorizontalSizeClass", "LayoutNavigating", "LayoutNavigator", "ObservableLayoutNavigator", "LayoutSplitViewController", "ListHeaders", "ListLayout", "ListPosition", "ListRefresh", "ListReorder", "SceneActivation", "SceneKindDescribing", "SceneKindWindows",
        "ListSelection", "ListViewController", "NavigationMap", "NavigationState", "OutlineExpansions", "OutlineList", "OutlineRow", "ReadableWidth", "RestorableController", "RowContent", "RowOrder",
        "MenuButtons", "MenuGroupDescribing", "MenuItemDescribing", "MenuPresentation", "MenuWithAppItems", "SceneNavigationController", "ScreensObservation", "SectionedDataListViewController", "ShortcutButtons", "ShortcutDescribing", "ShortcutHandlers", "ShortcutTarget", "ShortcutModifiers", "SheetDetent", "SceneKindLayout", "ScreenDescribing", "SplitLayout", "SplitNavigator", "StaticListItem", "StaticListSection", "StaticListView", "StaticListViewController",
        "SwipeActionDescribing", "SwipeActions", "SwipeEdge", "SwipeHandler",
        "SwipeButtons", "TitleMenu",
        "ToolbarButtons", "ToolbarItemDescribing", "TransientAnchor", "TransientDescribing", "TransientDismissSignal", "TransientKind", "TransientPresentation",
        "WholeList",
    ]

    /// What an app namespace of this name would shadow in the generated file, and whether that
    /// is a module (else one of LayoutRuntime's types); nil when nothing.
    public static func shadowedByNamespace(_ app: String) -> (what: String, isModule: Bool)? {
        if generatedCodeModules.contains(app) { return ("the module `\(app)`", true) }
        if runtimeTypeNames.contains(app) { return ("LayoutRuntime's `\(app)`", false) }
        // Spelling it with its module in the app's own file would not do: the namespace is a type
        // of the whole module, so the app's code and the other specs' files would lose it too.
        if hidesFrameworkType(app) { return ("the framework type `\(app)`", false) }
        return nil
    }

    /// A type generated code declares in the namespace for one screen, named `<Screen><suffix>`.
    public enum ScreenType: String, CaseIterable, Sendable {
        /// The enum of a fixed list's rows.
        case item = "Item"
        /// The enum of a fixed list's sections.
        case section = "Section"
        /// The UIKit list controller.
        case viewController = "ViewController"
        /// The SwiftUI list view.
        case view = "View"
        /// The SwiftUI row view of a fixed list, or a dynamic list's row struct without `itemType`.
        case row = "Row"
        /// The enum of a list's swipe actions.
        case swipeAction = "SwipeAction"
        /// The enum of a screen's toolbar buttons.
        case toolbarItem = "ToolbarItem"
        /// The enum of the items of a screen's toolbar menus.
        case toolbarMenuItem = "ToolbarMenuItem"
        /// The enum of a screen's search scopes.
        case searchScope = "SearchScope"
        /// The enum of a list's context menu items.
        case contextMenuItem = "ContextMenuItem"
        /// The enum of the groups (submenus and inline sections) of a screen's toolbar menus.
        case toolbarMenuGroup = "ToolbarMenuGroup"

        /// The declared name for the screen whose type name is `screen`.
        public func name(for screen: String) -> String { screen + rawValue }

        /// Which of these a screen declares: all but the toolbar need a list; a dynamic list has
        /// its own row type, so `Row` only when `itemType` is missing.
        public static func declared(hasList: Bool, isDynamic: Bool, hasItemType: Bool,
                                    hasSwipeActions: Bool, hasToolbar: Bool, hasToolbarMenu: Bool = false,
                                    hasSearchScopes: Bool = false, hasContextMenu: Bool = false,
                                    hasToolbarMenuGroups: Bool = false) -> [ScreenType] {
            var result: [ScreenType] = []
            if hasList {
                if !isDynamic { result += [.item, .section] }
                result += [.viewController, .view]
                if !isDynamic || !hasItemType { result.append(.row) }
                if hasSwipeActions { result.append(.swipeAction) }
                if hasContextMenu { result.append(.contextMenuItem) }
            }
            if hasToolbar { result.append(.toolbarItem) }
            if hasToolbarMenu { result.append(.toolbarMenuItem) }
            if hasToolbarMenuGroups { result.append(.toolbarMenuGroup) }
            if hasSearchScopes { result.append(.searchScope) }
            return result
        }
    }

    /// Members generated item enums declare besides their cases (`title`, `systemImageName`, and
    /// what `String` raw values and `CaseIterable` bring), so no item id may convert to them.
    public static let reservedItemMembers: Set<String> = ["title", "systemImageName", "allCases", "rawValue", "init"]

    /// Members generated section enums declare besides their cases.
    public static let reservedSectionMembers: Set<String> = ["title", "items", "allCases", "rawValue", "init"]
}
