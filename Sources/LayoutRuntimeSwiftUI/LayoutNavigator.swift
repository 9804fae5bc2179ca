// Where the user is in a generated SwiftUI layout, in an object the app can hold.
#if canImport(SwiftUI) && !os(macOS)
import Combine
import LayoutRuntime
import SwiftUI

/// The navigation state of a generated `RootView`, owned by whoever creates it: the view itself
/// by default, or the app, which then goes somewhere from code (a deep link, a notification, a
/// Spotlight or Handoff activity) by changing it. Every change is one of `NavigationState`'s
/// functions, the same the user's taps and the UIKit layout go through.
///
/// An `ObservableObject`, not `@Observable`: it works from iOS 16, where generated SwiftUI code
/// starts, and a view holds it with `@StateObject`, which keeps one instance for the scene.
@MainActor
public final class LayoutNavigator<Screen: NavigationValue, Selection: NavigationValue>: ObservableObject {
    public typealias State = NavigationState<Screen, Selection>

    /// The spec's screens and where each one goes.
    public let map: NavigationMap<Screen, Selection>

    /// Where the user is. A layout with a tab bar keeps it in the width it was last changed in
    /// and shows it adapted to the width on screen, so a size-class change loses nothing.
    @Published public var state: State {
        didSet { hasChanged = true }
    }

    /// Whether the state was changed or restored since `init`: a saved state is restored only
    /// into a navigator nothing has moved yet, so a deep link handled first is not undone.
    public private(set) var hasChanged = false

    public init(map: NavigationMap<Screen, Selection>, state: State) {
        self.map = map
        self.state = state
    }

    /// Opens a chain of steps from the primary column's first screen, as if the user had picked
    /// each in turn: in regular width each in its column, in compact width on the matching stack.
    public func open(_ steps: [Step<Screen, Selection>]) {
        state.open(steps, map)
    }

    /// Compact width with a tab bar: shows the tab at `index`.
    public func selectTab(_ index: Int) {
        state.selectTab(index)
    }

    /// Goes back to a state saved as `NavigationState.savedText`; text that does not describe a
    /// state of this layout is ignored. Returns whether it was used.
    @discardableResult
    public func restore(savedText: String) -> Bool {
        guard !savedText.isEmpty, let saved = State(savedText: savedText, map) else { return false }
        state = saved
        return true
    }
}

extension View {
    /// Keeps `navigator`'s state in `saved` (a `@SceneStorage` string): restores it when the view
    /// appears, unless something moved the navigator first (a deep link), and saves every later
    /// change, whoever makes it.
    @available(iOS 16.0, *)
    @MainActor @ViewBuilder
    public func savingNavigation<Screen, Selection>(_ navigator: LayoutNavigator<Screen, Selection>,
                                                    in saved: Binding<String>) -> some View {
        let restore = {
            if !navigator.hasChanged { navigator.restore(savedText: saved.wrappedValue) }
        }
        if #available(iOS 17.0, *) {
            onAppear(perform: restore)
                .onChange(of: navigator.state) { _, state in saved.wrappedValue = state.savedText }
        } else {
            onAppear(perform: restore)
                .onChange(of: navigator.state) { state in saved.wrappedValue = state.savedText }
        }
    }
}
#endif
