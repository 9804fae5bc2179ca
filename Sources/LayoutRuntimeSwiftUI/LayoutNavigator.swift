// Where the user is in a generated SwiftUI layout, in an object the app can hold.
#if canImport(SwiftUI) && !os(macOS)
import Combine
import LayoutRuntime
import Observation
import SwiftUI

/// The navigation state of a generated `RootView`, owned by whoever creates it: the view itself
/// by default, or the app, which then goes somewhere from code (a deep link, a notification, a
/// Spotlight or Handoff activity) by changing it. Every change is one of `NavigationState`'s
/// functions, the same the user's taps and the UIKit layout go through.
///
/// Two objects keep it, and a spec's `Navigator` is the one its `deploymentTarget` allows:
/// `LayoutNavigator`, an `ObservableObject` (iOS 16, held with `@StateObject`), and
/// `ObservableLayoutNavigator`, `Observable` (iOS 17, held with `@State`, read anywhere without
/// a wrapper). Everything they do is written once, here.
@MainActor
public protocol LayoutNavigating: AnyObject {
    associatedtype Screen: NavigationValue
    associatedtype Selection: NavigationValue
    typealias State = NavigationState<Screen, Selection>

    /// The spec's screens and where each one goes.
    var map: NavigationMap<Screen, Selection> { get }

    /// Where the user is. A layout with a tab bar keeps it in the width it was last changed in
    /// and shows it adapted to the width on screen, so a size-class change loses nothing.
    var state: State { get set }

    /// Whether the state was changed or restored since `init`: a saved state is restored only
    /// into a navigator nothing has moved yet, so a deep link handled first is not undone.
    var hasChanged: Bool { get }
}

extension LayoutNavigating {
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

/// The navigator as an `ObservableObject`: what a spec whose `deploymentTarget` is below 17 gets.
@MainActor
public final class LayoutNavigator<Screen: NavigationValue, Selection: NavigationValue>: ObservableObject, LayoutNavigating {
    public typealias State = NavigationState<Screen, Selection>
    public let map: NavigationMap<Screen, Selection>

    @Published public var state: State {
        didSet { hasChanged = true }
    }

    public private(set) var hasChanged = false

    public init(map: NavigationMap<Screen, Selection>, state: State) {
        self.map = map
        self.state = state
    }
}

/// The navigator as an `Observable` (iOS 17): a view that reads `state` updates when it changes,
/// and the app holds it with `@State` or passes it in the environment. The conformance is
/// written out as the `@Observable` macro expands it (an `ObservationRegistrar` told of each read
/// and write of `state`), so it does not depend on the macro's version matching the SDK's.
@available(iOS 17.0, *)
@MainActor
public final class ObservableLayoutNavigator<Screen: NavigationValue, Selection: NavigationValue>: Observable, LayoutNavigating {
    public typealias State = NavigationState<Screen, Selection>
    public let map: NavigationMap<Screen, Selection>
    private let registrar = ObservationRegistrar()
    private var stored: State

    public var state: State {
        get {
            registrar.access(self, keyPath: \.state)
            return stored
        }
        set {
            registrar.withMutation(of: self, keyPath: \.state) {
                stored = newValue
                hasChanged = true
            }
        }
    }

    public private(set) var hasChanged = false

    public init(map: NavigationMap<Screen, Selection>, state: State) {
        self.map = map
        stored = state
    }
}

extension View {
    /// Keeps `navigator`'s state in `saved` (a `@SceneStorage` string): restores it when the view
    /// appears, unless something moved the navigator first (a deep link), and saves every later
    /// change, whoever makes it.
    @available(iOS 16.0, *)
    @MainActor @ViewBuilder
    public func savingNavigation(_ navigator: some LayoutNavigating, in saved: Binding<String>) -> some View {
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
