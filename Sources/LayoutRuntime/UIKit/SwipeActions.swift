#if canImport(UIKit)
import UIKit

/// Swipe actions of generated lists, made the one way UIKit expects:
/// - `UISwipeActionsConfiguration(actions:)`: `actions[0]` sits at the edge and is the one a full
///   swipe performs (`performsFirstActionWithFullSwipe` is true by default,
///   UISwipeActionsConfiguration.h:21), so the spec's order is UIKit's;
/// - a `UIContextualAction` handler gets a completion: `true` once the action was performed,
///   `false` to just close the row (UIContextualAction.h:17-19). The app answers when it is
///   done, so it can ask first or wait for its data;
/// - an action with a `confirmation` asks first in an action sheet, which on iPad is a popover
///   and needs an anchor: the swiped action's view (uikit-behaviour fact 9). Cancel, or a tap
///   outside the popover, closes the row.
@MainActor
public enum SwipeActions {
    /// Runs a resolved action and calls `completion` when it is done.
    public typealias Run = @MainActor (_ completion: @escaping @MainActor (Bool) -> Void) -> Void

    /// One edge's actions. When the user picks one, `resolve` finds what runs it (the list's
    /// handler, the row, its cell) or returns `nil` when nothing can (no handler set, the row
    /// gone), which just closes the row, before any confirmation is asked. `presenter` shows the
    /// confirmations and is held weakly, as the list is.
    public static func configuration<Action: SwipeActionDescribing>(
        _ actions: [Action], presenter: UIViewController?, resolve: @escaping @MainActor (Action) -> Run?
    ) -> UISwipeActionsConfiguration {
        let contextualActions = actions.map { action -> UIContextualAction in
            let style: UIContextualAction.Style = action.isDestructive ? .destructive : .normal
            let contextualAction = UIContextualAction(style: style, title: action.title) { [weak presenter] _, sourceView, completion in
                guard let run = resolve(action) else { return completion(false) }
                guard let question = action.confirmation else { return run { performed in completion(performed) } }
                // Never run an action unasked: without a list to ask from, the row just closes.
                guard let presenter else { return completion(false) }
                let sheet = UIAlertController(title: question, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: action.title, style: .destructive) { _ in
                    run { performed in completion(performed) }
                })
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in completion(false) })
                sheet.popoverPresentationController?.sourceView = sourceView
                presenter.present(sheet, animated: true)
            }
            contextualAction.image = action.systemImageName.flatMap { UIImage(systemName: $0) }
            return contextualAction
        }
        return UISwipeActionsConfiguration(actions: contextualActions)
    }
}
#endif
