#if canImport(UIKit)
import UIKit

/// How a generated list lays out its rows, as its spec says (`appearance`, `compactAppearance`,
/// `headerMode`, `readableWidth`, swipe actions): `ListViewController.makeLayout()` builds the
/// compositional layout from it, so a generated list states values instead of layout code.
///
/// UIKit facts it rests on: a layout made with a section provider asks it for each section,
/// again whenever the layout is invalidated, with the environment the list has then
/// (UICollectionViewCompositionalLayout.h:44, :55), so the look follows a size-class change; the
/// list configuration's appearance, header mode and swipe providers (UICollectionLayoutList.h:25-34,
/// :90-97, :102-103); a section inset to `.readableContent` keeps its rows within the readable width.
public struct ListLayout {
    public var appearance: UICollectionLayoutListConfiguration.Appearance
    /// The appearance in compact width; `nil`: `appearance` in every width.
    public var compactAppearance: UICollectionLayoutListConfiguration.Appearance?
    /// How titled sections show their titles; untitled sections never get a header.
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode
    /// The header mode in compact width; `nil`: `headerMode` in every width.
    public var compactHeaderMode: UICollectionLayoutListConfiguration.HeaderMode?
    /// Rows keep to the readable width (`readableWidth: true`).
    public var readableWidth: Bool
    /// The edges the list has swipe actions on; the list says which (`swipeActions(on:at:)`).
    public var swipeEdges: Set<SwipeEdge>

    public init(_ appearance: UICollectionLayoutListConfiguration.Appearance,
                compact compactAppearance: UICollectionLayoutListConfiguration.Appearance? = nil,
                headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none,
                compactHeaderMode: UICollectionLayoutListConfiguration.HeaderMode? = nil,
                readableWidth: Bool = false, swipeEdges: Set<SwipeEdge> = []) {
        self.appearance = appearance
        self.compactAppearance = compactAppearance
        self.headerMode = headerMode
        self.compactHeaderMode = compactHeaderMode
        self.readableWidth = readableWidth
        self.swipeEdges = swipeEdges
    }

    /// The list configuration of a section in a width of this size class (`true`: compact).
    /// `hasTitle` says whether the section has a title to show as a header or a title row; it is
    /// asked only where the width has a header mode.
    func configuration(compact: Bool, hasTitle: () -> Bool) -> UICollectionLayoutListConfiguration {
        var configuration = UICollectionLayoutListConfiguration(
            appearance: compact ? compactAppearance ?? appearance : appearance)
        let mode = compact ? compactHeaderMode ?? headerMode : headerMode
        if mode != .none, hasTitle() { configuration.headerMode = mode }
        return configuration
    }
}
#endif
