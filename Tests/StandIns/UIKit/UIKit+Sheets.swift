import Foundation

// Sheets with detents and alerts: the declarations generated code uses, with the SDK's spellings
// (UISheetPresentationController.h, UIAlertController.h, iOS 17 SDK), and the behaviour the
// model needs to run them.

/// UISheetPresentationController.h:92 (iOS 15): the presentation controller of a `.pageSheet` or
/// `.formSheet` presentation (`UIViewController.sheetPresentationController`).
@available(iOS 15.0, *)
@MainActor open class UISheetPresentationController: UIPresentationController {
    /// UISheetPresentationController.h:45-54 (`UISheetPresentationControllerDetent`, imported as
    /// `UISheetPresentationController.Detent`; `+mediumDetent`/`+largeDetent` as `medium()`/`large()`).
    @MainActor open class Detent: NSObject {
        /// :17-23 (`UISheetPresentationControllerDetentIdentifier`, an extensible string enum;
        /// UIKit.apinotes names it `UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// Model: the detent's identifier (for every detent; UIKit's `identifier` is iOS 16), and
        /// its height in a model screen 1000 points tall (`UIKitModel.sheetHeight`).
        let _modelIdentifier: Identifier
        let _modelResolver: (@MainActor () -> CGFloat?)?
        public required init(_modelIdentifier: Identifier, resolver: (@MainActor () -> CGFloat?)? = nil) {
            self._modelIdentifier = _modelIdentifier
            _modelResolver = resolver
            super.init()
        }
        /// :51: about half the screen's height; inactive in compact height.
        open class func medium() -> Self { Self(_modelIdentifier: .medium) }
        /// :54: the full height.
        open class func large() -> Self { Self(_modelIdentifier: .large) }

        /// :57-63 (iOS 16): a height from `resolver`; without an identifier, a random one.
        @available(iOS 16.0, *)
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (_ context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(_modelIdentifier: identifier ?? Identifier(UUID().uuidString)) { resolver(_ModelDetentContext()) }
        }

        /// :66 (iOS 16).
        @available(iOS 16.0, *)
        open var identifier: Identifier { _modelIdentifier }

        /// Model: the height in a screen 1000 points tall: medium 500, large 1000, a custom one
        /// what its resolver says.
        var _modelHeight: CGFloat {
            switch _modelIdentifier {
            case .medium: return 500
            case .large: return 1000
            default: return _modelResolver?() ?? 0
            }
        }
    }

    /// :127-131: the heights the sheet may rest at, at least one, smallest first; the default is
    /// `[.large()]`. Model: an empty or unordered list is reported (`UIKitModel.warnings`).
    open var detents: [Detent] = [.large()] {
        didSet {
            let heights = detents.map(\._modelHeight)
            if detents.isEmpty || heights != heights.sorted() {
                UIKitModel._warn("UISheetPresentationController.detents must be non-empty and ordered smallest to largest")
            }
        }
    }
    /// :120: a grabber at the top of the sheet; default `false`.
    open var prefersGrabberVisible: Bool = false
    /// :138-140: the detent the sheet rests at; `nil` or one not in `detents`: the smallest.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// :142-144: the largest detent at which what is behind the sheet is not dimmed; `nil` or one
    /// not in `detents`: every detent dims it.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?

    /// Model: the detent the sheet rests at now.
    var _modelRestingDetent: Detent? {
        detents.first { $0._modelIdentifier == selectedDetentIdentifier } ?? detents.first
    }

    /// Model: whether what is behind the sheet is dimmed now, and so takes no touches.
    var _modelDimsBehind: Bool {
        guard let resting = _modelRestingDetent, let undimmed = detents.first(where: { $0._modelIdentifier == largestUndimmedDetentIdentifier })
        else { return true }
        return resting._modelHeight > undimmed._modelHeight
    }
}

/// :31-40 (iOS 16): what a custom detent's resolver is given.
@available(iOS 16.0, *)
@MainActor public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    var containerTraitCollection: UITraitCollection { get }
    var maximumDetentValue: CGFloat { get }
}

/// Model: a screen 1000 points tall.
@available(iOS 16.0, *)
final class _ModelDetentContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    var containerTraitCollection: UITraitCollection { UITraitCollection() }
    var maximumDetentValue: CGFloat { 1000 }
}

extension UIKitModel {
    /// The person drags the grabber of `controller`'s sheet to the detent `identifier`
    /// (UISheetPresentationController.h:138-140). Returns whether the sheet has that detent.
    @available(iOS 15.0, *)
    @discardableResult
    public static func dragSheet(of controller: UIViewController, to identifier: UISheetPresentationController.Detent.Identifier) -> Bool {
        guard let sheet = controller.sheetPresentationController, sheet.detents.contains(where: { $0._modelIdentifier == identifier }) else { return false }
        _update { sheet.selectedDetentIdentifier = identifier }
        return true
    }

    /// The detent `controller`'s sheet rests at now.
    @available(iOS 15.0, *)
    public static func restingDetent(of controller: UIViewController) -> UISheetPresentationController.Detent.Identifier? {
        controller.sheetPresentationController?._modelRestingDetent?._modelIdentifier
    }
}

@available(iOS 15.0, *)
extension UIViewController {
    /// UIViewController.h:585 (iOS 15): the sheet presentation controller when the controller is
    /// presented (or about to be) as a page or form sheet, `nil` otherwise.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
}

/// UIAlertController.h:15-19.
@available(iOS 8.0, *)
@MainActor open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0, cancel, destructive
    }
    /// `+actionWithTitle:style:handler:` (UIAlertController.h:33).
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        _modelTitle = title
        _modelStyle = style
        _modelHandler = handler
    }
    public override init() { super.init() }
    var _modelTitle: String?
    var _modelStyle: Style = .default
    var _modelHandler: ((UIAlertAction) -> Void)?
    /// UIAlertController.h:35-37.
    open var title: String? { _modelTitle }
    open var style: UIAlertAction.Style { _modelStyle }
    open var isEnabled: Bool = true
}

/// UIAlertController.h:41-58 (iOS 8).
@available(iOS 8.0, *)
@MainActor open class UIAlertController: UIViewController {
    /// UIAlertController.h:21-24.
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert
    }
    /// `+alertControllerWithTitle:message:preferredStyle:` (:44).
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        _modelStyle = preferredStyle
    }
    var _modelStyle: Style = .alert
    var _modelActions: [UIAlertAction] = []
    /// :46-47.
    open func addAction(_ action: UIAlertAction) { _modelActions.append(action) }
    open var actions: [UIAlertAction] { _modelActions }
    /// :49 (iOS 9).
    open var preferredAction: UIAlertAction?
    /// :55.
    open var message: String?
    /// :57.
    open var preferredStyle: UIAlertController.Style { _modelStyle }

    /// Model of fact 9 (uikit-behaviour-and-actions.md §4): an action sheet is presented as a popover,
    /// so on iPad it needs an anchor (`popoverPresentationController`); an alert is a custom
    /// presentation in the middle of the screen that needs none.
    open override var modalPresentationStyle: UIModalPresentationStyle {
        get { _modelStyle == .actionSheet ? .popover : .custom }
        set {}
    }
}

extension UIKitModel {
    /// The user taps the button titled `title` of the alert or action sheet on screen: UIKit closes
    /// it, then runs the button's handler. Model: the handler runs once the dismissal has finished
    /// (so a handler may present), which no header states; Docs/DeviceChecklist.md lists it.
    /// Returns whether there was such a button.
    @discardableResult
    public static func tapAlertButton(_ title: String, in alert: UIAlertController) -> Bool {
        _update {
            guard alert.presentingViewController != nil,
                  let action = alert.actions.first(where: { $0.title == title && $0.isEnabled }) else {
                _warn("no enabled button titled \(title) in an alert on screen")
                return false
            }
            alert.dismiss(animated: true) { action._modelHandler?(action) }
            return true
        }
    }
}
