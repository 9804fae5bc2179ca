#if canImport(UIKit)
import UIKit

/// Keeping a screen's content within the readable width, for the screens a spec marks
/// `readableWidth` (generated lists do it themselves with `contentInsetsReference`).
public enum ReadableWidth {
    /// Adds `content` to `view` and keeps what it shows within the readable width
    /// (`readableContentGuide`). A plain view is pinned to the readable width, top and bottom to
    /// the safe area. A scroll view spans the whole view, so it scrolls from the margins and keeps
    /// its indicator at the edge, and its content is inset instead: a table view's rows follow the
    /// readable width; a collection view's sections should use
    /// `contentInsetsReference = .readableContent`, as the generated lists do.
    @MainActor
    public static func pin(_ content: UIView, in view: UIView) {
        content.translatesAutoresizingMaskIntoConstraints = false
        if content.superview !== view { view.addSubview(content) }
        if let scrollView = content as? UIScrollView {
            (scrollView as? UITableView)?.cellLayoutMarginsFollowReadableWidth = true
            NSLayoutConstraint.activate([
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            return
        }
        let readable = view.readableContentGuide
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            content.topAnchor.constraint(equalTo: safeArea.topAnchor),
            content.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
        ])
    }
}
#endif
