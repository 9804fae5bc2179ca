#if canImport(UIKit)
import UIKit

extension ToolbarItemDescribing {
    /// Bar button items for the buttons at `placement`, in spec order; `action` runs on a tap, with
    /// the bar button item, which popovers presented from it point at. The bottom toolbar spreads
    /// its buttons across its width, flexible space between them.
    @MainActor
    public static func barButtonItems(at placement: ToolbarPlacement,
                                      action: @escaping @MainActor (Self, UIBarButtonItem) -> Void) -> [UIBarButtonItem] {
        let items = allCases.filter { $0.placement == placement }.map { item -> UIBarButtonItem in
            let image = item.systemImageName.flatMap { UIImage(systemName: $0) }
            let button = UIBarButtonItem(title: item.title, image: image, primaryAction: nil, menu: nil)
            button.primaryAction = UIAction(title: item.title, image: image) { [unowned button] _ in action(item, button) }
            return button
        }
        guard placement == .bottom else { return items }
        return items.enumerated().flatMap { index, item in index == 0 ? [item] : [.flexibleSpace(), item] }
    }
}
#endif
