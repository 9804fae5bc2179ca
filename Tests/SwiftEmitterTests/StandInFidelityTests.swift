import Foundation
import TestSupport
import Testing

/// A stand-in that accepts more than the SDK proves nothing, so these snippets, each wrong against
/// the real iOS 17 SDK, must be rejected by the stand-in too (the real-SDK test checks that the SDK
/// rejects them as well).
@Suite("Stand-in fidelity", .serialized)
struct StandInFidelityTests {
    struct Probe: Sendable {
        var module: String
        var name: String
        var code: String
    }

    static let probes: [Probe] = [
        Probe(module: "UIKit", name: "diffable identifiers must be Sendable", code: """
            final class Key: Hashable { static func == (a: Key, b: Key) -> Bool { true }; func hash(into h: inout Hasher) {} }
            @MainActor func f(_ c: UICollectionView) { _ = UICollectionViewDiffableDataSource<Key, Int>(collectionView: c) { _, _, _ in nil } }
            """),
        Probe(module: "UIKit", name: "UIListContentConfiguration.header() is iOS 18", code: """
            func f() { _ = UIListContentConfiguration.header() }
            """),
        Probe(module: "UIKit", name: "list appearances have no raw value", code: """
            func f() { _ = UICollectionLayoutListConfiguration.Appearance.sidebar.rawValue }
            """),
        Probe(module: "UIKit", name: "UIKit classes are main-actor isolated", code: """
            func f() { _ = UISplitViewController(style: .tripleColumn) }
            """),
        Probe(module: "UIKit", name: "showColumn is spelled show(_:) in Swift", code: """
            @MainActor func f(_ s: UISplitViewController) { s.showColumn(.primary) }
            """),
        Probe(module: "UIKit", name: "UIImage(systemName:) is failable", code: """
            @MainActor func f() -> UIImage { UIImage(systemName: "tray") }
            """),
        Probe(module: "UIKit", name: "cell accessories are factory functions, not enum cases", code: """
            @MainActor func f(_ cell: UICollectionViewListCell) { cell.accessories = [.disclosureIndicator] }
            """),
        Probe(module: "UIKit", name: "a supplementary dequeue takes no item", code: """
            @MainActor func f(_ c: UICollectionView, _ r: UICollectionView.SupplementaryRegistration<UICollectionViewListCell>, _ i: IndexPath) {
                _ = c.dequeueConfiguredReusableSupplementary(using: r, for: i, item: 1)
            }
            """),
        Probe(module: "UIKit", name: "traitCollectionDidChange is deprecated in iOS 17", code: """
            final class V: UIViewController { override func traitCollectionDidChange(_ p: UITraitCollection?) { super.traitCollectionDidChange(p) } }
            """),
        Probe(module: "UIKit", name: "layout sections are made by factories", code: """
            @MainActor func f() { _ = NSCollectionLayoutSection() }
            """),
        Probe(module: "UIKit", name: "a tab bar's view controllers are optional", code: """
            @MainActor func f(_ t: UITabBarController) { let c: [UIViewController] = t.viewControllers; _ = c }
            """),
        Probe(module: "UIKit", name: "the inspector column is iOS 26", code: """
            @MainActor func f(_ s: UISplitViewController) { s.setViewController(UIViewController(), for: .inspector) }
            """),
        Probe(module: "UIKit", name: "showsMenuAsPrimaryAction belongs to UIControl, not to bar button items", code: """
            @MainActor func f(_ i: UIBarButtonItem) { i.showsMenuAsPrimaryAction = true }
            """),
        Probe(module: "UIKit", name: "a scene activation request is the overlay's struct, with no Objective-C factory", code: """
            func f() { _ = UISceneSessionActivationRequest.request(withRole: .windowApplication) }
            """),
        Probe(module: "UIKit", name: "a scene's session is read-only", code: """
            @MainActor func f(_ s: UIScene, _ t: UISceneSession) { s.session = t }
            """),
        Probe(module: "SwiftUI", name: "openWindow takes the value by label", code: """
            func f(_ o: OpenWindowAction) { o(id: "a", 1) }
            """),
        Probe(module: "UIKit", name: "a menu's children are read-only", code: """
            @MainActor func f(_ m: UIMenu) { m.children = [] }
            """),
        Probe(module: "UIKit", name: "a popover's sourceItem is a source item, not any object", code: """
            @MainActor func f(_ p: UIPopoverPresentationController) { p.sourceItem = UIViewController() }
            """),
        Probe(module: "SwiftUI", name: "NavigationSplitViewVisibility is a struct, not an enum", code: """
            func f(_ v: NavigationSplitViewVisibility) -> Int { switch v { case .all: 1; case .doubleColumn: 2; case .detailOnly: 3; case .automatic: 4 } }
            """),
        Probe(module: "SwiftUI", name: "NavigationSplitViewColumn is iOS 17 and not an enum either", code: """
            func f(_ c: NavigationSplitViewColumn) -> Int { switch c { case .sidebar: 1; case .content: 2; case .detail: 3 } }
            """),
        Probe(module: "SwiftUI", name: "a view's body is main-actor isolated", code: """
            struct V: View { var body: some View { Text("a") } }
            func f() { _ = V().body }
            """),
        Probe(module: "SwiftUI", name: "a StateObject holds an ObservableObject, not a value", code: """
            @MainActor struct V { @StateObject var count = 0 }
            """),
        Probe(module: "SwiftUI", name: "@Published is for properties of classes", code: """
            import Combine
            struct S { @Published var count = 0 }
            func f(_ s: S) -> Int { s.count }
            """),
    ]

    @Test("The stand-in rejects what the SDK rejects", arguments: ["UIKit", "SwiftUI"])
    func standInRejects(module: String) throws {
        let folder = try TemporaryFolder()
        let modules = try TypeCheckTests.buildStandIn(module, in: folder)
        for (i, probe) in Self.probes.enumerated() where probe.module == module {
            try folder.write("probe\(i).swift", "import \(module)\n\(probe.code)\n")
            let run = try ProcessRun.run(try #require(Toolchain.swiftc), ["-typecheck", "-I", modules, "-swift-version", "6",
                                                                          "-module-cache-path", folder.path + "/cache",
                                                                          folder.file("probe\(i).swift").path])
            #expect(Toolchain.hasDiagnostics(run.output), "the stand-in accepted a probe (\(probe.name)): \(probe.code)")
        }
    }
}
