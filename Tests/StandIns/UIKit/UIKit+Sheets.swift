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
        /// Model: which system detent this is.
        public let _modelIdentifier: String
        public required init(_modelIdentifier: String) {
            self._modelIdentifier = _modelIdentifier
            super.init()
        }
        /// :51: about half the screen's height; inactive in compact height.
        open class func medium() -> Self { Self(_modelIdentifier: "medium") }
        /// :54: the full height.
        open class func large() -> Self { Self(_modelIdentifier: "large") }
    }

    /// :127-131: the heights the sheet may rest at, at least one, smallest first; the default is
    /// `[.large()]`. Model: an empty or unordered list is reported (`UIKitModel.warnings`).
    open var detents: [Detent] = [.large()] {
        didSet {
            let order = detents.map { $0._modelIdentifier == "medium" ? 0 : 1 }
            if detents.isEmpty || order != order.sorted() {
                UIKitModel._warn("UISheetPresentationController.detents must be non-empty and ordered smallest to largest")
            }
        }
    }
    /// :120: a grabber at the top of the sheet; default `false`.
    open var prefersGrabberVisible: Bool = false
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
