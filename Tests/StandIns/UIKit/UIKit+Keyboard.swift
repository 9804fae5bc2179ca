import Foundation

// Keyboard shortcuts: the declarations generated code and LayoutRuntime use (UICommand.h,
// UIKeyCommand.h, UIResponder.h, UIMenuBuilder.h, UIMenu.h, UIKit.apinotes and UIKit.swiftinterface
// of the iOS 17 SDK), and a model of how a key press finds its command and reaches its target.

/// ObjectiveC's `Selector`, which UIKit re-exports: a method's name. On Linux there is no
/// Objective-C runtime to send it; the model delivers it with `UIResponder._modelPerform`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let _modelName: String
    public init(_ str: String) { _modelName = str }
    public init(stringLiteral value: String) { _modelName = value }
    public var description: String { _modelName }
}

/// UICommand.h:15-22.
@available(iOS 7.0, *)
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// UICommand.h:28-60 (iOS 13).
@available(iOS 13.0, *)
@MainActor open class UICommandAlternate: NSObject {}

/// UICommand.h:62 (iOS 13): a menu element that sends an action up the responder chain.
@available(iOS 13.0, *)
@MainActor open class UICommand: UIMenuElement {
    var _modelAction: Selector = Selector("")
    var _modelPropertyList: Any?
    var _modelDiscoverabilityTitle: String?
    /// UICommand.h: the action sent to the first responder that can perform it.
    open var action: Selector { _modelAction }
    /// UICommand.h: data the sender carries for the target.
    open var propertyList: Any? { _modelPropertyList }
    /// UICommand.h: the title the ⌘ overlay shows.
    open var discoverabilityTitle: String? {
        get { _modelDiscoverabilityTitle }
        set { _modelDiscoverabilityTitle = newValue }
    }
    /// UICommand.h:81, :84: how the command is shown (`.disabled`), and its checkmark.
    open var attributes: UIMenuElement.Attributes = []
    open var state: UIMenuElement.State = .off
}

/// UIKeyCommand.h:17 (iOS 7; the initializer below is iOS 13).
@available(iOS 7.0, *)
@MainActor open class UIKeyCommand: UICommand {
    var _modelInput: String?
    var _modelModifierFlags: UIKeyModifierFlags = []
    /// UIKeyCommand.h:35.
    open var input: String? { _modelInput }
    /// UIKeyCommand.h:37.
    open var modifierFlags: UIKeyModifierFlags { _modelModifierFlags }
    /// UIKeyCommand.h:52 (iOS 15): default false.
    open var wantsPriorityOverSystemBehavior: Bool = false

    /// UIKeyInputUpArrow … (UIResponder.h:166-188), imported as `UIKeyCommand.input…`
    /// (UIKit.apinotes:2699-2741): members of a main-actor class, isolated to it (the real SDK
    /// warns when nonisolated code reads them).
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    @available(iOS 8.0, *) public static let inputPageUp = "UIKeyInputPageUp"
    @available(iOS 8.0, *) public static let inputPageDown = "UIKeyInputPageDown"
    @available(iOS 13.4, *) public static let inputHome = "UIKeyInputHome"
    @available(iOS 13.4, *) public static let inputEnd = "UIKeyInputEnd"
    @available(iOS 15.0, *) public static let inputDelete = "UIKeyInputDelete"
}

@available(iOS 13.0, *)
extension UIKeyCommand {
    /// UIKit.swiftinterface:3330 (iOS 13).
    @MainActor
    public convenience init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.init(standIn: ())
        _modelTitle = title
        _modelImage = image
        _modelAction = action
        _modelInput = input
        _modelModifierFlags = modifierFlags
        _modelPropertyList = propertyList
        _modelDiscoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }
}

@available(iOS 13.0, *)
extension UIMenu.Identifier {
    /// UIMenu.h:115-127.
    public static let file = UIMenu.Identifier("com.apple.menu.file")
    public static let edit = UIMenu.Identifier("com.apple.menu.edit")
    public static let view = UIMenu.Identifier("com.apple.menu.view")
    public static let window = UIMenu.Identifier("com.apple.menu.window")
    public static let help = UIMenu.Identifier("com.apple.menu.help")
}

/// UIMenuBuilder.h:20 (iOS 13): what `buildMenu(with:)` changes the main menu through. The
/// stand-in declares the requirements generated code calls.
@available(iOS 13.0, *)
@MainActor public protocol UIMenuBuilder {
    /// UIMenuBuilder.h:62.
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    /// UIMenuBuilder.h:80.
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
}

extension UIKitModel {
    /// A main menu being built: records what `buildMenu(with:)` inserts, by the menu it goes into.
    @MainActor public final class MenuBuilderRecord: UIMenuBuilder {
        public private(set) var children: [(parent: UIMenu.Identifier, menu: UIMenu)] = []
        public private(set) var siblings: [(before: UIMenu.Identifier, menu: UIMenu)] = []
        public init() {}
        public func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
            siblings.append((siblingIdentifier, siblingMenu))
        }
        public func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
            children.append((parentIdentifier, childMenu))
        }
    }

    /// The user presses `input` with `modifiers` on a hardware keyboard. A press goes to the
    /// responder that "either is focused or is the first responder in the window" (Apple's
    /// `UIPress.responder` documentation); the key commands of its responder chain are asked, from
    /// it up (UIResponder.h:125); the first command whose input and modifier flags match is sent,
    /// and its action goes to the first responder of the chain that performs it, skipping
    /// responders whose `canPerformAction(_:withSender:)` says no (UIResponder.h:109-111).
    ///
    /// Where the chain starts, in order:
    /// - a search field being edited (`UISearchController.isActive`): the screen whose navigation
    ///   bar holds it. A command that conflicts with text editing does not run unless it sets
    ///   `wantsPriorityOverSystemBehavior` (UIKeyCommand.h:51-52): the field takes the key. Model:
    ///   a key without ⌘, ⌃ or ⌥ conflicts, except ⎋, ⇞ and ⇟.
    /// - a list with keyboard focus (`moveFocus(into:in:)`): the screen that shows it. The arrow
    ///   keys, Space, Return and Tab move or use focus, and a command on them does not run unless
    ///   it sets `wantsPriorityOverSystemBehavior` (same lines).
    /// - the window's first responder (`becomeFirstResponder()`), a controller.
    /// - nothing: with no first responder the chain is the window and the application
    ///   (UIResponder.h:72, `canBecomeFirstResponder` is NO by default, so no controller is first
    ///   responder unless it asks), which offer no key commands here, so the key does nothing.
    /// From a controller the chain is its parents, then the controller that presented it and its
    /// parents (the `next` documentation of UIViewController). The Objective-C message send is
    /// `_modelPerform(_:sender:)`. Returns whether a command handled the key.
    @discardableResult
    public static func pressKey(_ input: String, modifiers: UIKeyModifierFlags = [], in window: UIWindow) -> Bool {
        _update {
            guard let root = window.rootViewController else { return false }
            let hierarchy = root._modelHierarchy
            let editing = _ModelState.editingSearch?._modelOwner.flatMap { owner in
                hierarchy.contains { $0 === owner } ? owner : nil
            }
            let focused = editing == nil ? _focusedScreen(in: window) : nil
            let first = editing ?? focused ?? _firstResponder(of: window) as? UIViewController
            guard let first else { return false }
            var chain: [UIResponder] = []
            var next: UIViewController? = first
            while let controller = next {
                chain.append(controller)
                next = controller._modelParent ?? controller._modelPresenting
            }
            let commands = chain.flatMap { $0.keyCommands ?? [] }
            guard let command = commands.first(where: { $0.input == input && $0.modifierFlags == modifiers }) else { return false }
            let bare = modifiers.intersection([.command, .control, .alternate]).isEmpty
            let typing = bare && ![UIKeyCommand.inputEscape, UIKeyCommand.inputPageUp, UIKeyCommand.inputPageDown].contains(input)
            let focusKeys = [UIKeyCommand.inputUpArrow, UIKeyCommand.inputDownArrow, UIKeyCommand.inputLeftArrow,
                             UIKeyCommand.inputRightArrow, " ", "\r", "\t"]
            if editing != nil, typing, !command.wantsPriorityOverSystemBehavior { return false }
            if focused != nil, bare, focusKeys.contains(input), !command.wantsPriorityOverSystemBehavior { return false }
            return chain.contains { $0.canPerformAction(command.action, withSender: command) && $0._modelPerform(command.action, sender: command) }
        }
    }

    /// The user moves keyboard focus into `list` (⇥ with a hardware keyboard, iPadOS 15), or out of
    /// every list for nil. Model: focus goes only to a list of a screen on `window` that no
    /// presentation covers, and it leaves when the list's screen leaves the window, something is
    /// presented over it, or a search field is edited.
    public static func moveFocus(into list: UICollectionView?, in window: UIWindow) {
        window._modelFocusedList = list
    }

    /// The screen of the list with keyboard focus in `window`, if that list is still where focus
    /// can be (see `moveFocus(into:in:)`).
    static func _focusedScreen(in window: UIWindow) -> UIViewController? {
        guard let list = window._modelFocusedList, var top = window.rootViewController else { return nil }
        while let presented = top._modelPresented { top = presented }
        let screen = top._modelHierarchy.first { controller in
            var view: UIView? = list
            while let current = view {
                if current === controller._modelView { return true }
                view = current.superview
            }
            return false
        }
        if screen == nil { window._modelFocusedList = nil }
        return screen
    }

    /// The first responder of `window`; a controller that has left the window's hierarchy is no
    /// longer first responder (a responder removed from its window resigns).
    static func _firstResponder(of window: UIWindow) -> UIResponder? {
        guard let responder = window._modelFirstResponder else { return nil }
        if let controller = responder as? UIViewController,
           !(window.rootViewController?._modelHierarchy.contains { $0 === controller } ?? false) {
            window._modelFirstResponder = nil
            return nil
        }
        return responder
    }

    /// The visible window whose hierarchy holds `responder` (a controller), if any.
    static func _visibleWindow(holding responder: UIResponder) -> UIWindow? {
        guard let controller = responder as? UIViewController else { return nil }
        return _ModelState.visibleWindows.first { window in
            window.rootViewController?._modelHierarchy.contains { $0 === controller } ?? false
        }
    }
}
