// Closing a scene kind's window from a view that also runs on iOS 16.
#if canImport(SwiftUI) && !os(macOS)
import SwiftUI

extension View {
    /// Closes this view's window when `isClosing` turns true, with SwiftUI's `dismissWindow`
    /// (iOS 17), and turns it back off; on iOS 16 SwiftUI cannot close a window, and people close
    /// it. For a generated `RootView` that supports iOS 16: it cannot hold the iOS 17 action in an
    /// `@Environment` property of its own, and reading the whole environment instead would redraw
    /// it on every change of any value.
    @MainActor @ViewBuilder
    public func closesWindow(when isClosing: Binding<Bool>) -> some View {
        if #available(iOS 17.0, *) {
            WindowClosing(isClosing: isClosing, content: self)
        } else {
            self
        }
    }
}

/// `content`, with the `dismissWindow` action of its window at hand.
@available(iOS 17.0, *)
@MainActor
private struct WindowClosing<Content: View>: View {
    @Environment(\.dismissWindow) private var dismissWindow
    @Binding var isClosing: Bool
    let content: Content

    var body: some View {
        content.onChange(of: isClosing) { _, closing in
            guard closing else { return }
            isClosing = false
            dismissWindow()
        }
    }
}
#endif
