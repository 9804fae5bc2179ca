import Diagnostics
import JSONValue
import SpecSource

/// `scenes:` — a kind of window besides the main one (a compose window, an item in a window of
/// its own). On iPad each opens as a new `UIWindowScene` with its own session, so people can put
/// it beside the main window; where there is one window (iPhone), it is presented as a sheet.
public struct SceneKind: Sendable {
    /// The kind's name: what `openScene:` and `closeScene:` name, and the generated `SceneKind` case.
    public var name: Located<String>
    /// `title:` — the window's title, which the app switcher shows.
    public var title: Located<String>?
    /// `screen:` — the screen the window shows first, in a navigation stack of its own.
    public var screen: Located<String>?
    public var range: SourceRange
}

extension LayoutSpec {
    /// The first scene kind with this name.
    public func sceneKind(named name: String) -> SceneKind? {
        scenes.first { $0.name.value == name }
    }

    /// Every `openScene:` and `closeScene:` of the spec's controls, in source order.
    public var sceneReferences: [Action] {
        allActions.filter { $0.kind.value.namesScene }
    }
}

// MARK: - Grammar

extension Grammar {
    public static let sceneKind = ObjectShape(
        name: "sceneKind", noun: "a scene kind", pluralNoun: "scene kinds",
        summary: "A kind of window besides the main one, which `openScene:` opens.",
        keys: [
            KeyShape("screen", .screenReference, "The screen the window shows, in a navigation stack of its own; the row that opened it is its selection",
                     uikit: "the screen's controller as the root of a UINavigationController, the window's root view controller (`Layout.makeWindow(for:restoring:)`)",
                     swiftui: "`RootView(screens:scene:route:)` in `WindowGroup(_:id:for:content:)`: the screen in a `NavigationStack`",
                     required: true),
            KeyShape("title", .string, "The window's title, shown in the app switcher and window menus",
                     uikit: "UIScene.title", swiftui: "the title of the `WindowGroup`", default: "the screen's title"),
        ])
}

// MARK: - Decoding

extension SpecDecoder {
    mutating func decodeScenes(_ node: NodeID) -> [SceneKind] {
        guard tree.kind(node) == .mapping else {
            if !(tree.kind(node) == .scalar && tree.resolve(node) == .null) {
                wrongType(node, expected: "a mapping of scene kind names to scene kinds", key: "scenes",
                          help: "name each kind as a key: `scenes: { compose: { screen: Compose } }`")
            }
            return []
        }
        var result: [SceneKind] = []
        for (k, v) in tree.pairs(node) {
            guard tree.kind(k) == .scalar else {
                report(InputRuleID.wrongType, "a scene kind's name is a string; this key is \(describe(k))", at: tree.range(k))
                continue
            }
            let name = Located(tree.string(k), range: tree.range(k), keyRange: tree.range(k))
            var kind = SceneKind(name: name, range: tree.range(v))
            if let f = fields(v, Grammar.sceneKind, key: name.value, keyRange: name.range) {
                kind.screen = string(f.value("screen"), key: "screen", keyRange: f.keyRange("screen", in: tree))
                kind.title = string(f.value("title"), key: "title", keyRange: f.keyRange("title", in: tree))
            }
            result.append(kind)
        }
        return result
    }
}

// MARK: - Model JSON

extension ModelJSONEncoder {
    func sceneKind(_ s: SceneKind) -> JSON {
        object([("name", located(s.name, JSON.string)), ("screen", str(s.screen)), ("title", str(s.title))], range: s.range)
    }
}
