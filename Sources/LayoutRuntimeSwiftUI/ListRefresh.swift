#if canImport(SwiftUI) && !os(macOS)
import SwiftUI

/// What a list does when people pull it down (`refreshable: true`): the app's async function,
/// which the list's `.refreshable` awaits while it shows the refresh indicator. A main-actor
/// class, so the `@Sendable` action `.refreshable` takes can hold it and call the app's code on
/// the main actor, where the app's `ScreenViews` lives.
@MainActor
public final class ListRefresh {
    private let action: @MainActor () async -> Void

    public init(_ action: @escaping @MainActor () async -> Void) {
        self.action = action
    }

    public func callAsFunction() async {
        await action()
    }
}
#endif
