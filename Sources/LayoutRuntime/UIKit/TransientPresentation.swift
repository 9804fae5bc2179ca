#if canImport(UIKit)
import UIKit

/// What a popover or a picker points at. A popover needs one: without a source view or a bar
/// button item, UIKit raises `NSGenericException` when it presents it.
public enum TransientAnchor {
    /// `rect` in `view`'s coordinates; `nil` points at the view's bounds and follows them
    /// (`sourceRect` `CGRect.null`, UIPopoverPresentationController.h:48-50).
    case view(UIView, rect: CGRect? = nil)
    /// A button in a navigation bar or toolbar: the arrow points at the button itself.
    case barButtonItem(UIBarButtonItem)
}

extension TransientAnchor {
    /// Where a popover chosen from `controller`'s title menu points: the middle of the top of
    /// its view's safe area, just under the navigation bar that shows the title (UIKit does not
    /// make the title's own view public).
    @MainActor
    public static func title(of controller: UIViewController) -> TransientAnchor {
        let frame = controller.view.safeAreaLayoutGuide.layoutFrame
        return .view(controller.view, rect: CGRect(x: frame.midX, y: frame.minY, width: 0, height: 0))
    }

    /// The bar button on screen that one of `items` made (`barButtonItems(at:)`), for a popover that
    /// a control with nothing to point at presents (a keyboard shortcut, an alert's button): it
    /// points where a tap on that button would have. On screen means in the window of `source`,
    /// in a presented controller first (UIKit takes the views of covered stack entries and of
    /// columns put away out of the window). `nil` when there is none: the popover then points at
    /// the middle of its presenter.
    @MainActor
    public static func barButton(showing items: any ToolbarItemDescribing..., in source: UIViewController) -> TransientAnchor? {
        let identifiers = items.map(\.uiActionIdentifier)
        func button(in controller: UIViewController) -> UIBarButtonItem? {
            if let presented = controller.presentedViewController, presented.presentingViewController === controller,
               let found = button(in: presented) {
                return found
            }
            guard controller.viewIfLoaded?.window != nil else { return nil }
            if let found = controller.layoutBarButtonItems.first(where: { item in item.primaryAction.map { identifiers.contains($0.identifier) } ?? false }) {
                return found
            }
            return controller.children.lazy.compactMap(button(in:)).first
        }
        guard let root = source.viewIfLoaded?.window?.rootViewController else { return nil }
        return button(in: root).map { .barButtonItem($0) }
    }
}

/// Presents a transient controller the way its spec entry says and dismisses it on the declared
/// signals. Popovers and pickers float beside the presenting screen, in compact width too; where
/// the user keeps working in that screen (`scroll`, `draw`, `typing`) it stays interactive, and
/// drags and taps on it are observed with gesture recognizers that never take the touches away
/// from it. Sheets are form sheets the user can swipe down. A `menu` entry is a `UIMenu` on a
/// button (its own class attaches it); a controller presented for one is shown as a popover.
@MainActor
public final class TransientPresentation: NSObject, UIGestureRecognizerDelegate, UIAdaptivePresentationControllerDelegate {
    /// The entry's behaviour, which is all the presentation needs of it.
    public let kind: TransientKind
    public let dismissSignals: [TransientDismissSignal]
    public let detents: [SheetDetent]
    public let isDismissible: Bool
    /// The largest detent at which the screen behind stays undimmed (`undimmedUpTo:`).
    public let largestUndimmedDetent: SheetDetent?
    /// Asked as the person swipes the sheet down (`dismissible: app`): whether it may close now,
    /// not while it holds unsaved work. `nil`: it may.
    public var mayDismiss: (@MainActor () -> Bool)?
    private weak var presentedController: UIViewController?
    private var observers: [UIGestureRecognizer] = []

    /// Presents the spec entry `transient` (a case of the generated `Transient`).
    public init(_ transient: some TransientDescribing) {
        kind = transient.kind
        dismissSignals = transient.dismissSignals
        detents = transient.detents
        isDismissible = transient.isDismissible
        largestUndimmedDetent = transient.largestUndimmedDetent
        super.init()
    }

    /// Whether the controller is on screen.
    public var isPresented: Bool {
        presentedController?.presentingViewController != nil
    }

    /// Presents `controller` from `presenter`; a popover or a picker points at `anchor` (a sheet has none).
    public func present(_ controller: UIViewController, from presenter: UIViewController, anchor: TransientAnchor, animated: Bool = true) {
        show(controller, from: presenter, anchor: anchor, animated: animated)
    }

    /// Presents `controller` from `presenter`; a popover or a picker points at `sourceView`, or at the
    /// middle of the presenter's view when there is none.
    public func present(_ controller: UIViewController, from presenter: UIViewController, sourceView: UIView? = nil, animated: Bool = true) {
        show(controller, from: presenter, anchor: sourceView.map { .view($0) }, animated: animated)
    }

    private func show(_ controller: UIViewController, from presenter: UIViewController, anchor: TransientAnchor?, animated: Bool) {
        dismiss(animated: false)
        let signals = dismissSignals
        let presenterView = presenter.viewIfLoaded
        let keepsPresenterInteractive = signals.contains(.scroll) || signals.contains(.draw) || signals.contains(.typing)
        switch kind {
        case .sheet, .formSheet:
            controller.modalPresentationStyle = .formSheet
        case .pageSheet:
            controller.modalPresentationStyle = .pageSheet
        case .fullScreen:
            controller.modalPresentationStyle = .fullScreen
        case .alert, .confirmationDialog:
            // A UIAlertController presents itself: an action sheet as a popover in regular width.
            break
        case .popover, .picker, .menu:
            controller.modalPresentationStyle = .popover
        }
        if #available(iOS 15.0, *), let sheet = controller.sheetPresentationController {
            sheet.detents = detents.map(\.sheetDetent)
            sheet.prefersGrabberVisible = detents.count > 1
            // UISheetPresentationController.h:142-144: up to this detent the presenter stays
            // undimmed and takes touches.
            sheet.largestUndimmedDetentIdentifier = largestUndimmedDetent?.identifier
        }
        // A sheet that is not dismissible closes only through its own controls (UIViewController.h:591).
        controller.isModalInPresentation = !isDismissible
        if let popover = controller.popoverPresentationController {
            switch anchor ?? Self.middle(of: presenter) {
            case .view(let view, let rect):
                popover.sourceView = view
                popover.sourceRect = rect ?? .null
            case .barButtonItem(let item):
                // UIPopoverPresentationController.h:57-60: `sourceItem` (iOS 16) replaces `barButtonItem`,
                // which the iOS 17 SDK marks API_TO_BE_DEPRECATED; with a bar item `sourceRect` is ignored.
                if #available(iOS 16.0, *) {
                    popover.sourceItem = item
                } else {
                    popover.barButtonItem = item
                }
            }
            if keepsPresenterInteractive, let presenterView {
                popover.passthroughViews = [presenterView]
            }
        }
        if kind != .alert, kind != .confirmationDialog {
            controller.presentationController?.delegate = self
        }
        presenter.present(controller, animated: animated)
        presentedController = controller
        guard let presenterView, kind == .popover || kind == .picker else { return }
        if signals.contains(.scroll) {
            observe(UIPanGestureRecognizer(), on: presenterView)
        }
        if signals.contains(.outsideTap), keepsPresenterInteractive {
            // Taps on a passthrough view do not dismiss a popover by themselves.
            observe(UITapGestureRecognizer(), on: presenterView)
        }
    }

    /// Where a popover presented without an anchor points: the middle of the presenter's view.
    private static func middle(of presenter: UIViewController) -> TransientAnchor {
        let view: UIView = presenter.view
        return .view(view, rect: CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0))
    }

    /// Dismisses the controller if it is on screen.
    public func dismiss(animated: Bool = true) {
        for observer in observers {
            observer.view?.removeGestureRecognizer(observer)
        }
        observers = []
        guard let controller = presentedController else { return }
        presentedController = nil
        if controller.presentingViewController != nil {
            controller.dismiss(animated: animated)
        }
    }

    // MARK: Signals only the app sees

    /// Call when the user starts drawing: it closes if its entry says `dismissOn: draw`.
    public func userDidStartDrawing() { dismiss(on: .draw) }

    /// Call when the user starts typing: it closes if its entry says `dismissOn: typing`.
    public func userDidStartTyping() { dismiss(on: .typing) }

    /// Call when the outside event that ends it happens: it closes if its entry says
    /// `dismissOn: externalEvent`.
    public func externalEventDidOccur() { dismiss(on: .externalEvent) }

    private func dismiss(on signal: TransientDismissSignal) {
        if dismissSignals.contains(signal) { dismiss() }
    }

    private func observe(_ recognizer: UIGestureRecognizer, on view: UIView) {
        recognizer.cancelsTouchesInView = false
        recognizer.delegate = self
        view.addGestureRecognizer(recognizer)
        observers.append(recognizer)
    }

    /// A drag or a tap began on the presenting screen: dismiss, and let the screen have the touch.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        dismiss()
        return false
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// No kind adapts to compact width (`.none`: "an adaptation should not happen",
    /// UIPresentationController.h:31-32). Left to UIKit, a popover there becomes a sheet over the
    /// presenting screen (UIPopoverPresentationController.h:83-84), which hides what the user
    /// draws, types or scrolls in and, without `outsideTap`, cannot be swiped away. So popovers
    /// and pickers stay popovers at their anchor, the presenting screen visible and usable; sheets
    /// stay form sheets, which compact width shows as a sheet the user can swipe down.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    /// A tap outside a popover dismisses it only when the spec lists `outsideTap`. A sheet can always
    /// be swiped down, unless its controller sets `isModalInPresentation` (for a sheet with its own
    /// close control) or, for `dismissible: app`, the app says it holds unsaved work
    /// (UIPresentationController.h: `presentationControllerShouldDismiss`).
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        switch kind {
        case .sheet, .formSheet, .pageSheet, .fullScreen:
            return isDismissible && (mayDismiss?() ?? true)
        default:
            return dismissSignals.contains(.outsideTap)
        }
    }

    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dismiss(animated: false)
    }
}
/// A `menu` entry: a `UIMenu` on a button, not a presented controller. UIKit shows it and closes
/// it at the first touch outside it (a tap or the start of a scroll), whatever `dismissOn` says;
/// the menu of a `UIButton` can also be closed from code (`contextMenuInteraction.dismissMenu()`),
/// while UIKit has no call that closes a bar button item's menu.
@MainActor
public final class MenuPresentation {
    /// What closes it besides a touch outside it (`dismissOn:`).
    public let dismissSignals: [TransientDismissSignal]
    private weak var button: UIButton?

    /// The menu of the spec entry `transient` (a case of the generated `Transient`).
    public init(_ transient: some TransientDescribing) {
        dismissSignals = transient.dismissSignals
    }

    /// A new bar button item whose tap opens a menu of `children`, the app's actions and submenus
    /// (`init(title:image:primaryAction:menu:)`, iOS 14).
    public func makeBarButtonItem(title: String? = nil, image: UIImage? = nil, children: [UIMenuElement]) -> UIBarButtonItem {
        UIBarButtonItem(title: title, image: image, primaryAction: nil, menu: UIMenu(children: children))
    }

    /// Makes a menu of `children` what a tap on `item` opens (`menu`, iOS 14). A bar button item opens
    /// its menu on a tap only when it has no action of its own, otherwise on a long press
    /// (UIBarButtonItem.h:109), so the primary action is removed; the item keeps its title and image
    /// (:106). An item made with a target and an action keeps them, and opens the menu on a long press.
    public func attach(_ children: [UIMenuElement], title: String = "", to item: UIBarButtonItem) {
        item.primaryAction = nil
        item.menu = UIMenu(title: title, children: children)
    }

    /// Makes a menu of `children` what a touch on `button` opens: `menu` and
    /// `showsMenuAsPrimaryAction` (iOS 14; the menu shows on touch-down).
    public func attach(_ children: [UIMenuElement], title: String = "", to button: UIButton) {
        button.menu = UIMenu(title: title, children: children)
        button.showsMenuAsPrimaryAction = true
        self.button = button
    }

    /// Closes the menu of the button it is attached to, if it is open (`dismissMenu()`, iOS 14).
    public func dismiss() {
        button?.contextMenuInteraction?.dismissMenu()
    }

    /// Call when the user starts drawing: the menu closes if its entry says `dismissOn: draw`.
    public func userDidStartDrawing() { dismiss(on: .draw) }

    /// Call when the user starts typing: the menu closes if its entry says `dismissOn: typing`.
    public func userDidStartTyping() { dismiss(on: .typing) }

    /// Call when the outside event that ends it happens: the menu closes if its entry says
    /// `dismissOn: externalEvent`.
    public func externalEventDidOccur() { dismiss(on: .externalEvent) }

    private func dismiss(on signal: TransientDismissSignal) {
        if dismissSignals.contains(signal) { dismiss() }
    }
}
@available(iOS 15.0, *)
extension SheetDetent {
    /// The sheet's detent: a fixed height is a custom detent (iOS 16, UISheetPresentationController.h:63;
    /// before it, `medium`), identified by its height so `largestUndimmedDetent` can name it.
    @MainActor
    var sheetDetent: UISheetPresentationController.Detent {
        switch self {
        case .medium: return .medium()
        case .large: return .large()
        case .height(let points):
            guard #available(iOS 16.0, *) else { return .medium() }
            return .custom(identifier: identifier) { _ in CGFloat(points) }
        }
    }

    /// The identifier UIKit knows the detent by (`.medium`, `.large`, or the height's own).
    var identifier: UISheetPresentationController.Detent.Identifier {
        switch self {
        case .medium: return .medium
        case .large: return .large
        case .height(let points):
            guard #available(iOS 16.0, *) else { return .medium }
            return UISheetPresentationController.Detent.Identifier("layoutc.height.\(points)")
        }
    }
}
#endif
