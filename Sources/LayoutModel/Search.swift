import Diagnostics
import JSONValue
import SpecSource

/// `search:` — a search field in a screen's navigation bar that filters the screen's list in
/// place, as NetNewsWire's timeline and Food Truck's orders do: the app gets the text and the
/// scope, and applies the rows that match.
public struct Search: Sendable {
    public var prompt: Located<String>?
    /// The scope bar's titles; UIKit shows the bar only with two or more.
    public var scopes: [Located<String>]
    public var scopesKeyRange: SourceRange?
    /// The `search:` key.
    public var keyRange: SourceRange
    public var range: SourceRange
}

// MARK: - Grammar

extension Grammar {
    public static let search = ObjectShape(
        name: "search", noun: "a search field", pluralNoun: "search fields",
        summary: "A search field in the screen's navigation bar that filters its list in place.",
        keys: [
            KeyShape("prompt", .string, "The placeholder text of the empty field", uikit: "UISearchBar.placeholder",
                     swiftui: "`.searchable(text:prompt:)`'s prompt", default: "UIKit's \"Search\""),
            KeyShape("scopes", .list(.string), "Scope titles, for a scope bar under the field (two or more)",
                     uikit: "UISearchBar.scopeButtonTitles", swiftui: "`.searchScopes(_:scopes:)`", default: "`[]`: no scope bar"),
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
        if let scopes = sequence(f.value("scopes"), key: "scopes", expected: "a list of scope titles", scalarEntries: true) {
            search.scopes = scopes.compactMap { string($0, key: "scopes", keyRange: nil) }
        }
        return search
    }
}

// MARK: - Model JSON

extension ModelJSONEncoder {
    func search(_ s: Search?) -> JSON {
        guard let s else { return .null }
        return object([("prompt", str(s.prompt)), ("scopes", .array(s.scopes.map { located($0, JSON.string) }))], range: s.range)
    }
}
