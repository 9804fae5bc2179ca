#if canImport(UIKit)
import UIKit

/// A row's count (`badge: true` on its item type) as UIKit lists show one: a label accessory at
/// the trailing edge, before an outline disclosure (UICellAccessory.h: `label`, iOS 14), as Mail
/// and Files show unread counts in their sidebars.
enum RowBadge {
    /// The label for `row`'s count, or none when it has no count above 0.
    static func accessories<Row: RowContent>(for row: Row) -> [UICellAccessory] {
        row.badgeText.map { [.label(text: $0)] } ?? []
    }
}
#endif
