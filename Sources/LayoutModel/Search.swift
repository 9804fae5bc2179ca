import Diagnostics
import JSONValue
import SpecSource

/// `search:` — a search field in a screen's navigation bar that filters the screen's list in
/// place, as NetNewsWire's timeline and Food Truck's orders do, or shows its results on a screen
/// of their own over it, as Mastodon's Search does: the app gets the text and the scope, and
/// applies the rows that match.
public struct Search: Sendable {
    public var prompt: Located<String>?
    /// The scope bar's titles; UIKit shows the bar only with two or more.
    public var scopes: [Located<String>]
    public var scopesKeyRange: SourceRange?
    /// `placement:` — where the field sits.
    public var placement: Located<SearchPlacement>? = nil
    /// `results:` — the screen that shows the results over this one while people search; its rows
    /// open screens as this screen's rows would, in this screen's column.
    public var results: Located<String>? = nil
    /// The `search:` key.
    public var keyRange: SourceRange
    public var range: SourceRange
}

/// Where a search field sits.
public enum SearchPlacement: String, SpecEnum {
    case navigationBar, inline, pinned, sidebar

    public var documentation: String {
        switch self {
        case .navigationBar: "under the title, hidden while scrolling down (UINavigationItem.SearchBarPlacement.automatic; SwiftUI .automatic)"
        case .inline: "in the navigation bar itself, on its trailing side (UINavigationItem.SearchBarPlacement.inline, iOS 16; SwiftUI .toolbar)"
        case .pinned: "under the title and always visible (.stacked with hidesSearchBarWhenScrolling false; SwiftUI .navigationBarDrawer(displayMode: .always))"
        case .sidebar: "at the top of the sidebar column (SwiftUI .sidebar; UIKit: pinned in the sidebar's navigation bar)"
        }
    }
}

// MARK: - Grammar

extension Grammar {
    public static let search = ObjectShape(
        name: "search", noun: "a search field", pluralNoun: "search fields",
        summary: "A search field in the screen's navigation bar that filters its list in place, or shows results on a screen of their own.",
        keys: [
            KeyShape("prompt", .string, "The placeholder text of the empty field", uikit: "UISearchBar.placeholder",
                     swiftui: "`.searchable(text:prompt:)`'s prompt", default: "UIKit's \"Search\""),
            KeyShape("scopes", .list(.string), "Scope titles, for a scope bar under the field (two or more)",
                     uikit: "UISearchBar.scopeButtonTitles", swiftui: "`.searchScopes(_:scopes:)`", default: "`[]`: no scope bar"),
            KeyShape("placement", enumeration(SearchPlacement.self), "Where the field sits: under the title, in the bar itself, pinned, or in the sidebar",
                     uikit: "UINavigationItem.preferredSearchBarPlacement (iOS 16) and hidesSearchBarWhenScrolling",
                     swiftui: "`.searchable(text:placement:prompt:)`'s `SearchFieldPlacement`", default: "`navigationBar`"),
            KeyShape("results", .screenReference, "A screen that shows the results while people search, over this screen; its rows open screens as this screen's would, in this screen's column",
                     uikit: "UISearchController(searchResultsController:) with the results screen's controller; the app fills it from `searchFor:…showingResultsIn:`",
                     swiftui: "the results screen's view over the list (`.overlay`) while the search text is not empty",
                     default: "the list filters itself in place"),
        ])
}

// MARK: - Decoding

extension SpecDecoder {
    mutating func decodeSearch(_ node: NodeID, keyRange: SourceRange) -> Search? {
        var search = Search(prompt: nil, scopes: [], scopesKeyRange: nil, keyRange: keyRange, range: tree.range(node))
        // `search: {}` is a field with UIKit's defaults.
        guard let f = fields(node, Grammar.search, key: "search", keyRange: keyRange) else { return nil }
        search.prompt = string(f.value("prompt"), key: "prompt", keyRange: f.keyRange("prompt", in: tree))
        search.scopesKeyRange = f.keyRange("scopes", in: tree)
        search.placement = enumValue(f.value("placement"), SearchPlacement.self, key: "placement", keyRange: f.keyRange("placement", in: tree))
        search.results = string(f.value("results"), key: "results", keyRange: f.keyRange("results", in: tree))
        if let scopes = sequence(f.value("scopes"), key: "scopes", expected: "a list of scope titles", scalarEntries: true) {
            search.scopes = scopes.compactMapExact { string($0, key: "scopes", keyRange: nil) }
        }
        return search
    }
}

// MARK: - Model JSON

extension ModelJSONEncoder {
    func search(_ s: Search?) -> JSON {
        guard let s else { return .null }
        return object([("prompt", str(s.prompt)), ("scopes", .array(s.scopes.map { located($0, JSON.string) })),
                       ("placement", enumeration(s.placement)), ("results", str(s.results))], range: s.range)
    }
}
