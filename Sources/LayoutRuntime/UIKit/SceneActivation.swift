#if canImport(UIKit)
import Foundation

/// Asking the system for another window of the app, which it may refuse.
public enum SceneActivation {
    /// The error handler for `activateSceneSession(for:errorHandler:)` and
    /// `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`. UIApplication.h:180
    /// says only that it is "called if the request fails", not on which thread; a closure written
    /// in a layout's main-actor code would then run its UIKit calls off the main thread, or stop
    /// the app under Swift 6's isolation checks. `refused` runs on the main actor: at once when
    /// UIKit calls from the main thread (iOS 17, where `MainActor.assumeIsolated` is), otherwise
    /// queued there.
    public static func errorHandler(_ refused: @escaping @MainActor @Sendable () -> Void) -> @Sendable (any Error) -> Void {
        { _ in
            if #available(iOS 17.0, macCatalyst 17.0, *), Thread.isMainThread {
                MainActor.assumeIsolated { refused() }
            } else {
                Task { @MainActor in refused() }
            }
        }
    }
}
#endif
