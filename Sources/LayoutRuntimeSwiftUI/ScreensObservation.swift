// How a generated RootView hears that an `ObservableObject` Screens type changed its data.
#if canImport(SwiftUI) && !os(macOS)
import Combine
import SwiftUI

/// The change signal of the app's `Screens` object, for `RootView` to observe
/// (`@ObservedObject`). On iOS 16 an `ObservableObject` is how data tells SwiftUI it changed, but
/// `RootView` holds the app's object in a plain property: without this, the parent's new
/// `RootView` compares equal (the same object) and the lists keep their old rows. From iOS 17 an
/// `@Observable` type needs none of it: reading its properties in a body is the subscription.
public final class ScreensObservation: ObservableObject {
    /// The app object's own publisher, so a change there is a change here: nothing to forward.
    public let objectWillChange: ObservableObjectPublisher

    /// Observes `screens` if it is an `ObservableObject` with the standard publisher (what
    /// `@Published` properties send through); otherwise there is nothing to observe.
    public init(observing screens: Any) {
        if let object = screens as? any ObservableObject, let publisher = Self.publisher(of: object) {
            objectWillChange = publisher
        } else {
            objectWillChange = ObservableObjectPublisher()
        }
    }

    private static func publisher(of object: some ObservableObject) -> ObservableObjectPublisher? {
        object.objectWillChange as? ObservableObjectPublisher
    }
}
#endif
