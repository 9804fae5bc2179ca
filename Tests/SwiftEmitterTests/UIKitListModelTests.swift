import Foundation
import TestSupport
import Testing

/// The list part of the UIKit stand-in (Tests/StandIns/UIKit/UIKit+Diffable.swift,
/// UIKit+Lists.swift, UIKit+ListModel.swift) is a behavioural model of UIKit's diffable lists.
/// These tests compile the stand-in into a static library, link two drivers against it — one that
/// exercises the model directly, one that runs the generated Mail and Kitchen list controllers
/// (the checked-in goldens) — and run one scenario per test. A driver prints `FAIL (driver line
/// N): …` for each failed check and `OK` when all passed; each check names the source (SDK header
/// line, swiftinterface line or Apple doc page) of the behaviour it pins.
@Suite("UIKit list model: the stand-in behaves as the SDK documents", .serialized)
struct UIKitListModelTests {
    struct Drivers: Sendable {
        let folder: TemporaryFolder
        /// The driver of the model itself (`coreDriver`).
        let core: String
        /// The driver of generated list controllers (`generatedDriver`).
        let generated: String
    }

    struct BuildFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// Built once for the suite.
    static let drivers = Result<Drivers, any Error> { try buildDrivers() }

    static func buildDrivers() throws -> Drivers {
        guard let swiftc = Toolchain.swiftc else { throw BuildFailure(description: "no swiftc found; set LAYOUTC_SWIFTC") }
        let folder = try TemporaryFolder()
        let modules = folder.path + "/modules", cache = folder.path + "/cache"
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        let standIn = try FileManager.default.contentsOfDirectory(atPath: Package.url("Tests/StandIns/UIKit").path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { Package.url("Tests/StandIns/UIKit/\($0)").path }
        let library = try ProcessRun.run(swiftc, ["-emit-library", "-static", "-module-name", "UIKit", "-parse-as-library", "-swift-version", "6",
                                                  "-module-cache-path", cache, "-emit-module", "-emit-module-path", modules + "/UIKit.swiftmodule",
                                                  "-o", modules + "/libUIKit.a"] + standIn)
        guard library.status == 0, !Toolchain.hasDiagnostics(library.output) else {
            throw BuildFailure(description: "the UIKit stand-in does not build cleanly:\n\(library.output)")
        }
        // The generated files import LayoutRuntime; it is built against the stand-in too.
        let runtime = try ProcessRun.run(swiftc, ["-emit-library", "-static", "-module-name", "LayoutRuntime", "-parse-as-library", "-swift-version", "6",
                                                  "-module-cache-path", cache, "-I", modules, "-emit-module", "-emit-module-path", modules + "/LayoutRuntime.swiftmodule",
                                                  "-o", modules + "/libLayoutRuntime.a"] + Repository.sources(of: "LayoutRuntime").map { Package.url($0).path })
        guard runtime.status == 0, !Toolchain.hasDiagnostics(runtime.output) else {
            throw BuildFailure(description: "LayoutRuntime does not build cleanly:\n\(runtime.output)")
        }
        func link(_ name: String, _ source: String, with others: [String] = []) throws -> String {
            let main = try folder.write("\(name)/main.swift", source)
            let executable = folder.path + "/\(name)/driver"
            let run = try ProcessRun.run(swiftc, ["-swift-version", "6", "-module-name", name, "-I", modules, "-L", modules, "-lLayoutRuntime", "-lUIKit",
                                                  "-module-cache-path", cache, "-o", executable, main] + others)
            guard run.status == 0, !Toolchain.hasDiagnostics(run.output) else {
                throw BuildFailure(description: "the \(name) driver does not build cleanly:\n\(run.output)")
            }
            return executable
        }
        let goldens = ["Mail", "Kitchen"].flatMap { app in
            ["Model/\(app).layout.swift", "UIKit/\(app)+UIKit.layout.swift"].map { Package.url("Tests/SwiftEmitterTests/Goldens/\($0)").path }
        }
        return Drivers(folder: folder, core: try link("CoreDriver", coreDriver),
                       generated: try link("GeneratedDriver", generatedDriver, with: goldens))
    }

    /// Runs one scenario of a driver and expects every check in it to pass.
    func expectScenario(_ driver: KeyPath<Drivers, String>, _ scenario: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let drivers = try Self.drivers.get()
        let run = try ProcessRun.run(drivers[keyPath: driver], [scenario])
        #expect(run.status == 0 && run.stdout.hasSuffix("OK\n"), "scenario \(scenario):\n\(run.output)", sourceLocation: sourceLocation)
    }

    // MARK: The model

    @Test("Snapshots are real data structures: sections, items, indexes, moves, reload/reconfigure marks (UIDiffableDataSource.h:34-88, UIKit.si:3185-3233)")
    func snapshotBookkeeping() throws { try expectScenario(\.core, "snapshotBookkeeping") }

    @Test("Duplicate identifiers are refused with UIKit's exception; identity is Hashable equality (UIDiffableDataSource.h:28-31, reference §8)")
    func duplicatesRefused() throws { try expectScenario(\.core, "duplicatesRefused") }

    @Test("Applies record identity versus content: a changed identifier is deleted and inserted with a new cell; reconfigureItems keeps the cell, reloadItems replaces it (UIDiffableDataSource.h:69-72, :158-166)")
    func identityVersusContent() throws { try expectScenario(\.core, "identityVersusContent") }

    @Test("Section snapshots: hierarchy, insert levels, expansion; a collapsed parent hides its children; disclosure taps go through sectionSnapshotHandlers (NSDiffableDataSourceSectionSnapshot.h:20-148, UIKit.si:1635-1658, UICellAccessory.h:148-152)")
    func sectionSnapshotOutline() throws { try expectScenario(\.core, "sectionSnapshotOutline") }

    @Test("A full swipe performs actions[0] unless performsFirstActionWithFullSwipe is false; completion(true/false) is reported (Apple doc init(actions:), UISwipeActionsConfiguration.h:21, UIContextualAction.h:17-19)")
    func swipeActions() throws { try expectScenario(\.core, "swipeActions") }

    @Test("Reordering asks the delegate for each proposed target, then runs willReorder/didReorder with a transaction and takes the final snapshot (UICollectionView.h:88-89, :188; UIKit.si:2008-2039)")
    func reorder() throws { try expectScenario(\.core, "reorder") }

    @Test("Taps follow UIKit's selection sequence; programmatic selection calls no delegate; header-style disclosures toggle instead of selecting (UICollectionView.h:116-162, :411-520; UICellAccessory.h:131-140)")
    func selection() throws { try expectScenario(\.core, "selection") }

    @Test("Cells come from registrations made up front; reconfigure needs the same registration; accessories show by editing state; supplementary headers by header mode")
    func cellsAndRegistrations() throws { try expectScenario(\.core, "cellsAndRegistrations") }

    // MARK: Generated list controllers

    @Test("Generated MessageListViewController: swipes reach performSwipeAction and wait for the app's completion, taps reach didSelect, a changed message is reconfigured in place")
    func generatedMessageList() throws { try expectScenario(\.generated, "messageList") }

    @Test("Generated MailboxesViewController: an expanded outline with supplementary headers; disclosures collapse parents")
    func generatedMailboxes() throws { try expectScenario(\.generated, "mailboxes") }

    @Test("Generated PantryViewController: rows reorder only while editing, the title row never, and didReorder hears the section's new order")
    func generatedPantryReorder() throws { try expectScenario(\.generated, "pantryReorder") }
}

// MARK: - Driver sources

extension UIKitListModelTests {
    /// Exercises the model through UIKit API and the test-only `UIKitListModel` driver.
    static let coreDriver = #"""
import UIKit

var failures = 0

@MainActor func check(_ condition: Bool, _ message: @autoclosure () -> String, line: Int = #line) {
    if !condition {
        failures += 1
        print("FAIL (driver line \(line)): \(message())")
    }
}

@MainActor func expectRaised(_ fragment: String, line: Int = #line) {
    check(UIKitListModel.exceptions.contains { $0.reason.contains(fragment) },
          "expected an exception containing \"\(fragment)\", got \(UIKitListModel.exceptions)", line: line)
    UIKitListModel.reset()
}

@MainActor func expectNoExceptions(line: Int = #line) {
    check(UIKitListModel.exceptions.isEmpty, "unexpected exceptions: \(UIKitListModel.exceptions)", line: line)
}

func ip(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

/// A row whose identity is all of its fields, like the generated model structs.
struct Note: Hashable, Sendable {
    var id: Int
    var title: String
}

/// Records the delegate calls UIKit makes.
@MainActor final class Delegate: NSObject, UICollectionViewDelegate {
    var calls: [String] = []
    var allowSelect = true
    var retarget: ((IndexPath, IndexPath, IndexPath) -> IndexPath)?

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)")
        return allowSelect
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldDeselect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        calls.append("primary \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        calls.append("target \(originalIndexPath.item) \(currentIndexPath.item) \(proposedIndexPath.item)")
        return retarget?(originalIndexPath, currentIndexPath, proposedIndexPath) ?? proposedIndexPath
    }
}

/// A list of `Item` rows in `String` sections, configured like the generated controllers do it.
@MainActor final class List<Item: Hashable & Sendable> {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<String, Item>
    let delegate = Delegate()

    init(_ configuration: UICollectionLayoutListConfiguration = UICollectionLayoutListConfiguration(appearance: .plain),
         accessories: @escaping (Item) -> [UICellAccessory] = { _ in [] }) {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "\(item)"
            cell.contentConfiguration = content
            cell.accessories = accessories(item)
        }
        dataSource = UICollectionViewDiffableDataSource<String, Item>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        collectionView.delegate = delegate
    }

    func show(_ sections: [String: [Item]], order: [String], animating: Bool = false) {
        var snapshot = NSDiffableDataSourceSnapshot<String, Item>()
        snapshot.appendSections(order)
        for section in order { snapshot.appendItems(sections[section] ?? [], toSection: section) }
        dataSource.apply(snapshot, animatingDifferences: animating)
    }

    var rows: [[AnyHashable]] { UIKitListModel.visibleItems(of: collectionView) }
    var lastApply: UIKitListModel.ApplyRecord? { UIKitListModel.applies(of: collectionView).last }
    func text(_ indexPath: IndexPath) -> String? { UIKitListModel.content(at: indexPath, in: collectionView)?.text }
}

// MARK: - Scenarios

/// NSDiffableDataSourceSnapshot is a real data structure (UIDiffableDataSource.h:34-88).
@MainActor func snapshotBookkeeping() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendItems([1])
    expectRaised("There are currently no sections in the data source. Please add a section first.")
    snapshot.appendSections(["a", "c"])
    snapshot.insertSections(["b"], afterSection: "a")
    snapshot.insertSections(["z"], beforeSection: "a")
    check(snapshot.sectionIdentifiers == ["z", "a", "b", "c"], "sections \(snapshot.sectionIdentifiers)")
    snapshot.deleteSections(["z"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([9])                                   // into the last section (UIDiffableDataSource.h:57)
    snapshot.appendItems([5], toSection: "b")
    snapshot.insertItems([4], beforeItem: 5)
    snapshot.insertItems([6], afterItem: 5)
    snapshot.appendItems([0], toSection: "nope")
    expectRaised("Invalid parameter not satisfying: section != NSNotFound")
    check(snapshot.itemIdentifiers == [1, 2, 3, 4, 5, 6, 9], "items \(snapshot.itemIdentifiers)")
    check(snapshot.numberOfItems == 7 && snapshot.numberOfSections == 3, "counts \(snapshot.numberOfItems) \(snapshot.numberOfSections)")
    check(snapshot.numberOfItems(inSection: "b") == 3 && snapshot.itemIdentifiers(inSection: "c") == [9], "per section")
    check(snapshot.sectionIdentifier(containingItem: 5) == "b" && snapshot.sectionIdentifier(containingItem: 42) == nil, "containing")
    check(snapshot.indexOfItem(4) == 3 && snapshot.indexOfItem(42) == nil, "indexOfItem is nil for NSNotFound (h:52)")
    check(snapshot.indexOfSection("c") == 2 && snapshot.indexOfSection("z") == nil, "indexOfSection (h:53)")
    snapshot.moveItem(1, afterItem: 3)
    snapshot.moveItem(9, beforeItem: 4)
    check(snapshot.itemIdentifiers(inSection: "a") == [2, 3, 1] && snapshot.itemIdentifiers(inSection: "b") == [9, 4, 5, 6], "moves \(snapshot.itemIdentifiers)")
    snapshot.moveSection("c", beforeSection: "a")
    check(snapshot.sectionIdentifiers == ["c", "a", "b"], "moveSection \(snapshot.sectionIdentifiers)")
    snapshot.deleteItems([2, 6])
    check(snapshot.itemIdentifiers == [3, 1, 9, 4, 5], "deleteItems \(snapshot.itemIdentifiers)")
    // iOS 15 marks (UIDiffableDataSource.h:44-46, :69-72; UIKit.si:3225).
    snapshot.reloadItems([3])
    snapshot.reconfigureItems([4, 4])
    snapshot.reloadItems([42])
    expectRaised("Attempted to reload item identifier that does not exist in the snapshot")
    check(snapshot.reloadedItemIdentifiers == [3] && snapshot.reconfiguredItemIdentifiers == [4], "marks \(snapshot.reloadedItemIdentifiers) \(snapshot.reconfiguredItemIdentifiers)")
    snapshot.reloadSections(["a"])
    check(snapshot.reloadedSectionIdentifiers == ["a"], "reloadSections")
    snapshot.deleteAllItems()
    check(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0 && snapshot.reloadedItemIdentifiers.isEmpty, "deleteAllItems")
    expectNoExceptions()
}

/// Duplicate identifiers raise "Fatal: supplied item identifiers are not unique"
/// (UIDiffableDataSource.h:28-31; identity is Hashable equality, reference §8).
@MainActor func duplicatesRefused() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Note>()
    snapshot.appendSections(["a"])
    snapshot.appendSections(["a"])
    expectRaised("Fatal: supplied section identifiers are not unique")
    let one = Note(id: 1, title: "One")
    snapshot.appendItems([one, one])
    expectRaised("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(")
    snapshot.appendItems([Note(id: 1, title: "One")])
    expectRaised("Fatal: supplied item identifiers are not unique")
    snapshot.appendItems([Note(id: 1, title: "One, renamed")])    // a different value is a different item
    expectNoExceptions()
    check(snapshot.numberOfItems == 2, "duplicates are dropped, distinct values kept: \(snapshot.itemIdentifiers)")
    var section = NSDiffableDataSourceSectionSnapshot<Int>()
    section.append([1, 2])
    section.append([2], to: 1)
    expectRaised("Fatal: supplied item identifiers are not unique")
    // A section snapshot whose items are already in another section of the data source.
    let list = List<Int>()
    list.show(["a": [1], "b": []], order: ["a", "b"])
    var other = NSDiffableDataSourceSectionSnapshot<Int>()
    other.append([1])
    list.dataSource.apply(other, to: "b", animatingDifferences: false)
    expectRaised("Fatal: supplied item identifiers are not unique")
    check(list.rows == [[1], []], "the refused apply changed nothing: \(list.rows)")
}

/// Apply records: a changed identifier is deleted and inserted (new cell); reconfigureItems keeps
/// the cell and re-runs the registration's handler; reloadItems makes a new cell
/// (UIDiffableDataSource.h:69-72; Apple doc reconfigureItems(_:)).
@MainActor func identityVersusContent() {
    let list = List<Note>()
    let a = Note(id: 1, title: "A"), b = Note(id: 2, title: "B"), c = Note(id: 3, title: "C")
    list.show(["main": [a, b, c]], order: ["main"])
    check(list.lastApply?.inserted == [a, b, c].map(AnyHashable.init) && list.lastApply?.insertedSections == ["main"], "first apply inserts \(String(describing: list.lastApply))")
    check(list.collectionView.numberOfSections == 1 && list.collectionView.numberOfItems(inSection: 0) == 3, "counts")
    let firstCellOfB = list.collectionView.cellForItem(at: ip(1))
    list.collectionView.selectItem(at: ip(1), animated: false, scrollPosition: [])
    // Content change = identity change.
    let renamed = Note(id: 2, title: "B, renamed")
    list.show(["main": [a, renamed, c]], order: ["main"], animating: true)
    check(list.lastApply?.deleted == [AnyHashable(b)] && list.lastApply?.inserted == [AnyHashable(renamed)], "rename = delete + insert: \(String(describing: list.lastApply))")
    check(list.lastApply?.animatingDifferences == true && list.lastApply?.kind == .snapshot, "kind")
    check(list.collectionView.cellForItem(at: ip(1)) !== firstCellOfB, "a new cell for the new identifier")
    check(UIKitListModel.cellsMade(in: list.collectionView)[AnyHashable(renamed)] == 1, "one cell made for the new identifier")
    check(list.collectionView.indexPathsForSelectedItems == [], "the deleted item's selection is gone: \(String(describing: list.collectionView.indexPathsForSelectedItems))")
    check(list.text(ip(1)) == "\(renamed)", "the new cell shows the new value")
    // Reconfigure keeps the cell.
    let cellOfC = list.collectionView.cellForItem(at: ip(2))
    list.collectionView.selectItem(at: ip(2), animated: false, scrollPosition: [])
    var snapshot = list.dataSource.snapshot()
    snapshot.reconfigureItems([c])
    list.dataSource.apply(snapshot)
    check(list.lastApply?.reconfigured == [AnyHashable(c)] && list.lastApply?.deleted == [] && list.lastApply?.inserted == [], "reconfigure record: \(String(describing: list.lastApply))")
    check(list.collectionView.cellForItem(at: ip(2)) === cellOfC, "reconfigure keeps the cell")
    check(UIKitListModel.cellsMade(in: list.collectionView)[AnyHashable(c)] == 1, "no new cell for a reconfigure")
    check(UIKitListModel.configurations(in: list.collectionView)[AnyHashable(c)] == 2, "the handler ran again on the same cell")
    check(list.collectionView.indexPathsForSelectedItems == [ip(2)], "selection stays on a reconfigured item")
    check(list.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty, "the data source's snapshot carries no marks after the apply")
    // Reload replaces it.
    snapshot = list.dataSource.snapshot()
    snapshot.reloadItems([c])
    list.dataSource.apply(snapshot)
    check(list.lastApply?.reloaded == [AnyHashable(c)], "reload record")
    check(list.collectionView.cellForItem(at: ip(2)) !== cellOfC && UIKitListModel.cellsMade(in: list.collectionView)[AnyHashable(c)] == 2, "reload makes a new cell")
    // Moves and sections.
    snapshot = list.dataSource.snapshot()
    snapshot.moveItem(a, afterItem: c)
    snapshot.appendSections(["more"])
    snapshot.appendItems([Note(id: 4, title: "D")], toSection: "more")
    list.dataSource.apply(snapshot)
    check(list.lastApply?.moved == [AnyHashable(a)] && list.lastApply?.insertedSections == ["more"], "move record \(String(describing: list.lastApply))")
    check(list.collectionView.indexPathsForSelectedItems == [ip(1)], "selection follows its item when others move: \(String(describing: list.collectionView.indexPathsForSelectedItems))")
    // Reload data: no diff, every row a new cell (UIDiffableDataSource.h:158-166).
    let before = UIKitListModel.cellsMade(in: list.collectionView).values.reduce(0, +)
    list.dataSource.applySnapshotUsingReloadData(list.dataSource.snapshot())
    check(list.lastApply?.kind == .reloadData, "reloadData kind")
    check(UIKitListModel.cellsMade(in: list.collectionView).values.reduce(0, +) == before + 4, "reloadData makes a cell per row")
    check(list.dataSource.itemIdentifier(for: ip(0, 1)) == Note(id: 4, title: "D") && list.dataSource.indexPath(for: a) == ip(2), "identifier <-> index path (h:175-176)")
    check(list.dataSource.sectionIdentifier(for: 1) == "more" && list.dataSource.index(for: "main") == 0, "section <-> index (h:170-171)")
    var completed = false
    list.dataSource.apply(list.dataSource.snapshot(), animatingDifferences: true) { completed = true }
    check(completed, "the completion runs")
    expectNoExceptions()
}

/// NSDiffableDataSourceSectionSnapshot: a hierarchy whose collapsed parents hide their children
/// (NSDiffableDataSourceSectionSnapshot.h:20-148), applied to a section (UIDiffableDataSource.h:184-186).
@MainActor func sectionSnapshotOutline() {
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Food", "Drinks"])
    outline.append(["Apple", "Pear"], to: "Food")
    outline.append(["Tea"], to: "Drinks")
    outline.append(["Fuji"], to: "Apple")
    outline.append(["Plum"], to: "Food")                     // appends to existing children (h:23-24)
    check(outline.items == ["Food", "Apple", "Fuji", "Pear", "Plum", "Drinks", "Tea"], "depth-first items \(outline.items)")
    check(outline.rootItems == ["Food", "Drinks"], "roots")
    check(outline.parent(of: "Fuji") == "Apple" && outline.parent(of: "Food") == nil, "parent")
    check(outline.level(of: "Fuji") == 2 && outline.level(of: "Food") == 0 && outline.level(of: "x") == NSNotFound, "level (h:125)")
    check(outline.index(of: "Pear") == 3 && outline.contains("Tea") && !outline.contains("x"), "index and contains")
    check(outline.visibleItems == ["Food", "Drinks"], "nothing expanded: only roots visible \(outline.visibleItems)")
    outline.expand(["Food"])
    check(outline.visibleItems == ["Food", "Apple", "Pear", "Plum", "Drinks"], "expanded Food \(outline.visibleItems)")
    outline.expand(["Apple", "Drinks"])
    outline.collapse(["Food"])
    check(outline.visibleItems == ["Food", "Drinks", "Tea"] && outline.isExpanded("Apple") && !outline.isVisible("Fuji"), "a collapsed parent hides the whole subtree")
    outline.expand(["nowhere"])
    check(UIKitListModel.logs.contains { $0.contains("nowhere") } && UIKitListModel.exceptions.isEmpty, "expanding a missing item logs (h:111)")
    outline.insert(["Bread"], before: "Pear")               // the level of the destination (h:27)
    outline.insert(["Milk"], after: "Apple")                // after Apple's children, at its level (h:65)
    check(outline.items == ["Food", "Apple", "Fuji", "Milk", "Bread", "Pear", "Plum", "Drinks", "Tea"], "inserts \(outline.items)")
    check(outline.parent(of: "Milk") == "Food" && outline.parent(of: "Bread") == "Food", "inserted at the destination's level")
    let food = outline.snapshot(of: "Food")
    check(food.rootItems == ["Apple", "Milk", "Bread", "Pear", "Plum"] && food.level(of: "Fuji") == 1 && food.isExpanded("Apple"), "snapshot(of:) levels start at 0 (h:133-136)")
    let withParent = outline.snapshot(of: "Apple", includingParent: true)
    check(withParent.items == ["Apple", "Fuji"] && withParent.rootItems == ["Apple"], "snapshot(of:includingParent:)")
    outline.delete(["Apple"])
    check(!outline.contains("Fuji") && !outline.contains("Apple"), "delete takes the children too (h:105)")

    // Applied to a data source: the section's rows are its visible items.
    let list = List<String>(accessories: { ["Food", "Drinks"].contains($0) ? [.outlineDisclosure()] : [] })
    list.show(["snacks": [], "other": ["x"]], order: ["snacks", "other"])
    var snacks = NSDiffableDataSourceSectionSnapshot<String>()
    snacks.append(["Food", "Drinks"])
    snacks.append(["Apple", "Pear"], to: "Food")
    snacks.append(["Tea"], to: "Drinks")
    snacks.expand(["Food"])
    list.dataSource.apply(snacks, to: "snacks", animatingDifferences: false)
    check(list.rows == [["Food", "Apple", "Pear", "Drinks"], ["x"]], "children of collapsed parents are hidden: \(list.rows)")
    check(list.lastApply?.kind == .sectionSnapshot("snacks") && list.lastApply?.inserted == ["Food", "Apple", "Pear", "Drinks"], "section apply record \(String(describing: list.lastApply))")
    check(list.dataSource.snapshot(for: "snacks").items == snacks.items, "snapshot(for:) returns the hierarchy")
    check(list.dataSource.snapshot().itemIdentifiers(inSection: "snacks") == ["Food", "Apple", "Pear", "Drinks"], "the data source snapshot holds the rows shown")
    // Tapping a disclosure goes through sectionSnapshotHandlers (UIKit.si:1635-1658; UICellAccessory.h:150-152).
    var calls: [String] = []
    list.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { item in calls.append("shouldCollapse \(item)"); return item != "Food" }
    list.dataSource.sectionSnapshotHandlers.willExpandItem = { calls.append("willExpand \($0)") }
    list.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
        calls.append("snapshotFor \(parent) \(current.items)")
        var children = NSDiffableDataSourceSectionSnapshot<String>()
        children.append(current.items + ["Coffee"])
        return children
    }
    check(UIKitListModel.toggleDisclosure(of: "Food", in: list.collectionView) == .refused, "shouldCollapseItem false refuses")
    check(UIKitListModel.toggleDisclosure(of: "Drinks", in: list.collectionView) == .expanded, "expand Drinks")
    check(list.rows[0] == ["Food", "Apple", "Pear", "Drinks", "Tea", "Coffee"], "expanded with the provided children: \(list.rows)")
    check(calls == ["shouldCollapse Food", "willExpand Drinks", "snapshotFor Drinks [\"Tea\"]"], "handler calls \(calls)")
    check(UIKitListModel.toggleDisclosure(of: "Drinks", in: list.collectionView) == .collapsed, "collapse Drinks")
    check(list.rows[0] == ["Food", "Apple", "Pear", "Drinks"] && list.lastApply?.deleted == ["Tea", "Coffee"], "collapse hides: \(list.rows)")
    check(UIKitListModel.toggleDisclosure(of: "Apple", in: list.collectionView) == .noDisclosure, "a row without a disclosure")
    // A full apply that changes the section drops the hierarchy (model), one that keeps it keeps it.
    list.dataSource.apply(list.dataSource.snapshot(), animatingDifferences: false)
    check(list.dataSource.snapshot(for: "snacks").parent(of: "Apple") == "Food", "an unchanged section keeps its hierarchy")
    UIKitListModel.reset()
}

/// Swipe actions: actions[0] is the outermost and what a full swipe performs, unless
/// performsFirstActionWithFullSwipe is false (Apple doc init(actions:); UISwipeActionsConfiguration.h:21);
/// the handler's completion reports performed or reset (UIContextualAction.h:17-19).
@MainActor func swipeActions() {
    var performed: [String] = []
    var fullSwipePerforms = true
    func action(_ title: String, _ result: Bool, _ style: UIContextualAction.Style = .normal) -> UIContextualAction {
        UIContextualAction(style: style, title: title) { action, sourceView, completion in
            performed.append("\(title) \(action.style == .destructive ? "destructive" : "normal") \(sourceView is UICollectionViewCell)")
            completion(result)
        }
    }
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
        guard indexPath.item != 2 else { return nil }
        let swipe = UISwipeActionsConfiguration(actions: [action("Delete", true, .destructive), action("Flag", false)])
        swipe.performsFirstActionWithFullSwipe = fullSwipePerforms
        return swipe
    }
    configuration.leadingSwipeActionsConfigurationProvider = { _ in UISwipeActionsConfiguration(actions: [action("Unread", true)]) }
    let list = List<Int>(configuration)
    list.show(["main": [10, 20, 30]], order: ["main"])
    let swipe = UISwipeActionsConfiguration(actions: [])
    check(swipe.performsFirstActionWithFullSwipe, "performsFirstActionWithFullSwipe defaults to true (h:21)")
    check(UIKitListModel.swipeActions(.trailing, at: ip(0), in: list.collectionView)?.actions.map(\.title) == ["Delete", "Flag"], "the provider's actions")
    let full = UIKitListModel.swipe(.trailing, at: ip(0), in: list.collectionView)
    check(full?.title == "Delete" && full?.completion == true && full?.revealedTitles == ["Delete", "Flag"], "a full swipe performs actions[0]: \(String(describing: full))")
    check(performed == ["Delete destructive true"], "the handler got the action and a source view: \(performed)")
    let tapped = UIKitListModel.swipe(.trailing, at: ip(1), in: list.collectionView, fullSwipe: false, tapping: "Flag")
    check(tapped?.title == "Flag" && tapped?.completion == false, "completion(false) just resets the row: \(String(describing: tapped))")
    let firstTap = UIKitListModel.swipe(.trailing, at: ip(1), in: list.collectionView, fullSwipe: false)
    check(firstTap?.title == "Delete", "a partial swipe then a tap on the outermost action")
    check(performed.count == 3, "three handlers ran: \(performed)")
    fullSwipePerforms = false
    let blocked = UIKitListModel.swipe(.trailing, at: ip(0), in: list.collectionView)
    check(blocked?.performedIndex == nil, "performsFirstActionWithFullSwipe = false: a full swipe performs nothing")
    check(UIKitListModel.swipe(.trailing, at: ip(2), in: list.collectionView) == nil, "a nil configuration: no swipe")
    check(UIKitListModel.swipe(.leading, at: ip(2), in: list.collectionView)?.title == "Unread", "the leading provider for leading swipes")
    // A section provider layout (UICollectionViewCompositionalLayout(sectionProvider:)).
    let provided = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout { section, environment in
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = section == 0 ? .firstItemInSection : .none
        configuration.trailingSwipeActionsConfigurationProvider = { _ in UISwipeActionsConfiguration(actions: [action("S\(section)", true)]) }
        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    })
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: provided) { collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems([1], toSection: 0)
    snapshot.appendItems([2], toSection: 1)
    dataSource.apply(snapshot)
    check(UIKitListModel.swipe(.trailing, at: ip(0, 1), in: provided)?.title == "S1", "each section's own provider")
    check(UIKitListModel.listConfiguration(forSection: 0, in: provided)?.headerMode == .firstItemInSection, "the section's list configuration")
    expectNoExceptions()
}

/// Interactive reordering: the delegate is asked for each proposed position
/// (UICollectionView.h:188), then willReorder/didReorder get a transaction and the data source
/// takes the final snapshot (UIKit.si:2008-2039).
@MainActor func reorder() {
    let list = List<String>(accessories: { _ in [.reorder()] })
    list.show(["a": ["A0", "A1", "A2", "A3"], "b": ["B0"]], order: ["a", "b"])
    let cellOfA0 = list.collectionView.cellForItem(at: ip(0))
    let made = UIKitListModel.cellsMade(in: list.collectionView)
    var transactions: [String] = []
    list.dataSource.reorderingHandlers.willReorder = { transactions.append("will \($0.initialSnapshot.itemIdentifiers) -> \($0.finalSnapshot.itemIdentifiers)") }
    list.dataSource.reorderingHandlers.didReorder = { transaction in
        transactions.append("did \(transaction.finalSnapshot.itemIdentifiers)")
        let applied = transaction.initialSnapshot.itemIdentifiers.applying(transaction.difference)
        transactions.append("difference applies: \(applied == transaction.finalSnapshot.itemIdentifiers)")
        transactions.append("sections \(transaction.sectionTransactions.map { "\($0.sectionIdentifier) \($0.initialSnapshot.items) -> \($0.finalSnapshot.items)" })")
    }
    var outcome = UIKitListModel.moveRow(from: ip(0), to: ip(2), in: list.collectionView)
    check(outcome.refusal != nil && outcome.refusal!.contains("reorder control"), "the reorder control shows only when editing (.reorder() is .whenEditing)")
    list.collectionView.isEditing = true
    outcome = UIKitListModel.moveRow(from: ip(0), to: ip(2), in: list.collectionView)
    check(outcome.refusal == "canMoveItemAt returned false", "no canReorderItem: no reordering \(String(describing: outcome.refusal))")
    list.dataSource.reorderingHandlers.canReorderItem = { $0 != "A3" }
    check(UIKitListModel.moveRow(from: ip(3), to: ip(0), in: list.collectionView).refusal == "canMoveItemAt returned false", "canReorderItem false refuses")
    outcome = UIKitListModel.moveRow(from: ip(0), to: ip(2), in: list.collectionView)
    check(outcome.proposals == [ip(1), ip(2)] && outcome.destination == ip(2), "proposals \(outcome.proposals) -> \(String(describing: outcome.destination))")
    check(list.delegate.calls == ["target 0 0 1", "target 0 1 2"], "asked with original, current and proposed: \(list.delegate.calls)")
    check(transactions == ["will [\"A0\", \"A1\", \"A2\", \"A3\", \"B0\"] -> [\"A1\", \"A2\", \"A0\", \"A3\", \"B0\"]",
                           "did [\"A1\", \"A2\", \"A0\", \"A3\", \"B0\"]", "difference applies: true",
                           "sections [\"a [\\\"A0\\\", \\\"A1\\\", \\\"A2\\\", \\\"A3\\\"] -> [\\\"A1\\\", \\\"A2\\\", \\\"A0\\\", \\\"A3\\\"]\"]"], "transactions \(transactions)")
    check(list.rows == [["A1", "A2", "A0", "A3"], ["B0"]] && list.dataSource.snapshot().itemIdentifiers == ["A1", "A2", "A0", "A3", "B0"], "the data source took the final snapshot: \(list.rows)")
    check(list.lastApply?.kind == .reorder && list.lastApply?.moved == ["A0"], "reorder record")
    check(list.collectionView.cellForItem(at: ip(2)) === cellOfA0 && UIKitListModel.cellsMade(in: list.collectionView) == made, "the moved row keeps its cell")
    // The delegate retargets: the row goes where it says.
    list.delegate.calls = []
    transactions = []
    list.delegate.retarget = { _, current, proposed in proposed.section == 1 ? current : proposed }
    outcome = UIKitListModel.moveRow(from: ip(0), to: ip(0, 1), in: list.collectionView)
    check(outcome.proposals == [ip(1), ip(2), ip(3), ip(0, 1)] && outcome.destination == ip(3), "retargeted: \(outcome.proposals) -> \(String(describing: outcome.destination))")
    check(list.rows == [["A2", "A0", "A3", "A1"], ["B0"]], "moved to the delegate's target: \(list.rows)")
    // Across sections.
    list.delegate.retarget = nil
    outcome = UIKitListModel.moveRow(from: ip(0, 1), to: ip(1), in: list.collectionView)
    check(list.rows == [["A2", "B0", "A0", "A3", "A1"], []], "moved across sections: \(list.rows)")
    check(transactions.last?.contains("b [\\\"B0\\\"] -> []") == true, "a section transaction for each section changed: \(transactions)")
    expectNoExceptions()
}

/// Selection through taps (UICollectionView.h:116-162, :411-520) and programmatic selection
/// without delegate calls (Apple doc selectItem(at:animated:scrollPosition:)).
@MainActor func selection() {
    let list = List<Int>()
    list.show(["main": [0, 1, 2]], order: ["main"])
    let cv = list.collectionView, delegate = list.delegate
    check(cv.allowsSelection && !cv.allowsMultipleSelection && !cv.allowsSelectionDuringEditing, "defaults (h:411-412, :511-514)")
    check(UIKitListModel.tapRow(at: ip(0), in: cv) == .selected && cv.indexPathsForSelectedItems == [ip(0)], "tap selects")
    check(delegate.calls == ["shouldSelect 0", "didSelect 0", "primary 0"], "calls \(delegate.calls)")
    delegate.calls = []
    UIKitListModel.tapRow(at: ip(1), in: cv)
    check(cv.indexPathsForSelectedItems == [ip(1)] && delegate.calls == ["shouldSelect 1", "didDeselect 0", "didSelect 1", "primary 1"], "single selection moves: \(delegate.calls)")
    delegate.calls = []
    delegate.allowSelect = false
    check(UIKitListModel.tapRow(at: ip(2), in: cv) == .ignored("shouldSelectItemAt returned false") && cv.indexPathsForSelectedItems == [ip(1)], "shouldSelect false")
    check(delegate.calls == ["shouldSelect 2", "primary 2"], "the primary action runs even when selection is refused (h:150-154): \(delegate.calls)")
    delegate.allowSelect = true
    cv.allowsMultipleSelection = true
    delegate.calls = []
    UIKitListModel.tapRow(at: ip(2), in: cv)
    check(cv.indexPathsForSelectedItems == [ip(1), ip(2)] && delegate.calls == ["shouldSelect 2", "didSelect 2"], "multiple selection extends, no primary action: \(delegate.calls)")
    delegate.calls = []
    check(UIKitListModel.tapRow(at: ip(1), in: cv) == .deselected && delegate.calls == ["shouldDeselect 1", "didDeselect 1"], "tapping a selected row deselects in multiple selection (h:132)")
    delegate.calls = []
    cv.selectItem(at: ip(0), animated: false, scrollPosition: [])
    cv.deselectItem(at: ip(2), animated: false)
    check(cv.indexPathsForSelectedItems == [ip(0)] && delegate.calls.isEmpty, "programmatic selection calls no delegate method")
    cv.selectItem(at: nil, animated: false, scrollPosition: [])
    check(cv.indexPathsForSelectedItems == [], "selectItem(at: nil) clears")
    cv.isEditing = true
    check(UIKitListModel.tapRow(at: ip(0), in: cv) == .ignored("selection is off"), "no selection while editing by default (h:511-514)")
    cv.isEditing = false
    cv.allowsSelection = false
    check(UIKitListModel.tapRow(at: ip(0), in: cv) == .ignored("selection is off"), "allowsSelection false")
    cv.selectItem(at: ip(0), animated: false, scrollPosition: [])
    check(cv.indexPathsForSelectedItems == [], "selectItem has no effect when allowsSelection is false")
    // A header-style outline disclosure row toggles instead of selecting (UICellAccessory.h:131-140).
    var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    configuration.headerMode = .firstItemInSection
    let outline = List<String>(configuration, accessories: { $0 == "Header" ? [.outlineDisclosure()] : [.outlineDisclosure(options: .init(style: .cell))] })
    outline.show(["s": []], order: ["s"])
    var rows = NSDiffableDataSourceSectionSnapshot<String>()
    rows.append(["Header"])
    rows.append(["Parent"], to: "Header")
    rows.append(["Child"], to: "Parent")
    rows.expand(["Header", "Parent"])
    outline.dataSource.apply(rows, to: "s")
    check(UIKitListModel.tapRow(at: ip(1), in: outline.collectionView) == .selected, "a .cell-style disclosure row selects")
    check(UIKitListModel.tapRow(at: ip(0), in: outline.collectionView) == .toggledDisclosure(.collapsed), "the first item of a .firstItemInSection section is a header: a tap toggles")
    check(outline.rows == [["Header"]] && outline.delegate.calls == ["shouldSelect 1", "didSelect 1", "primary 1"], "collapsed, never selected: \(outline.rows) \(outline.delegate.calls)")
    check(outline.collectionView.indexPathsForSelectedItems == [], "the selected row was hidden by the collapse")
    expectNoExceptions()
}

/// Registrations and cells: created up front, dequeued by the provider, reconfigured with the same
/// registration (exception texts UIKit raises, quoted from crash reports), and the list cell's
/// content, accessories and supplementary views.
@MainActor func cellsAndRegistrations() {
    let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
    let first = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "first \(item)"
        content.secondaryText = "secondary"
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator(), .delete(), .checkmark(options: .init(isHidden: true))]
    }
    let second = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
    var useSecond = false
    var makeInside = false
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { collectionView, indexPath, item in
        if makeInside {
            let late = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
            return collectionView.dequeueConfiguredReusableCell(using: late, for: indexPath, item: item)
        }
        if item == 99 { return UICollectionViewListCell(frame: .zero) }
        if useSecond { return collectionView.dequeueConfiguredReusableCell(using: second, for: indexPath, item: item) }
        return collectionView.dequeueConfiguredReusableCell(using: first, for: indexPath, item: item)
    }
    check(cv.dataSource === dataSource, "the data source connects itself to the collection view")
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2])
    dataSource.apply(snapshot)
    let content = UIKitListModel.content(at: ip(0), in: cv)
    check(content?.text == "first 1" && content?.secondaryText == "secondary" && content.map(UIKitListModel.style(of:)) == "subtitleCell", "content configuration")
    check(UIKitListModel.accessories(at: ip(0), in: cv) == [.disclosureIndicator], "accessories shown when not editing: \(UIKitListModel.accessories(at: ip(0), in: cv))")
    cv.isEditing = true
    check(UIKitListModel.accessories(at: ip(0), in: cv) == [.disclosureIndicator, .delete], "delete shows when editing; a hidden checkmark never")
    check(UIKitListModel.tapAccessory(.delete, at: ip(0), in: cv) == .revealedTrailingSwipeActions([]), "a delete accessory without a handler reveals the trailing swipe actions (UICellAccessory.h:90-91)")
    check(UIKitListModel.tapAccessory(.checkmark, at: ip(0), in: cv) == .notShown, "a hidden accessory does nothing (UICellAccessory.h:42-44)")
    check((cv.cellForItem(at: ip(0)) as? UICollectionViewListCell)?.accessories.count == 3, "the cell keeps all its accessories")
    check(cv.cellForItem(at: ip(5)) == nil, "no cell out of range (h:442)")
    check(cv.indexPath(for: cv.cellForItem(at: ip(1))!) == ip(1) && cv.visibleCells.count == 2, "indexPath(for:) and visibleCells")
    // Reconfiguring with a different registration raises (Apple doc reconfigureItems(_:)).
    useSecond = true
    snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([1])
    dataSource.apply(snapshot)
    expectRaised("Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when reconfiguring an item")
    useSecond = false
    makeInside = true
    snapshot.appendItems([3])
    dataSource.apply(snapshot)
    expectRaised("Attempted to dequeue a cell using a registration that was created inside")
    makeInside = false
    snapshot.appendItems([99])
    dataSource.apply(snapshot)
    expectRaised("cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
    // Supplementary views: asked only where the section's header mode is .supplementary.
    var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    configuration.headerMode = .supplementary
    let headed = List<Int>(configuration)
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, kind, indexPath in
        var content = UIListContentConfiguration.groupedHeader()
        content.text = "Section \(indexPath.section) \(kind == UICollectionView.elementKindSectionHeader)"
        view.contentConfiguration = content
    }
    headed.dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
        collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    headed.show(["x": [1]], order: ["x"])
    let view = UIKitListModel.supplementaryView(ofKind: UICollectionView.elementKindSectionHeader, atSection: 0, in: headed.collectionView)
    check(((view as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text == "Section 0 true", "the header registration's handler ran")
    check(UIKitListModel.supplementaryView(ofKind: UICollectionView.elementKindSectionFooter, atSection: 0, in: headed.collectionView) == nil, "no footer without footerMode")
    expectNoExceptions()
}

MainActor.assumeIsolated {
    let scenarios: [String: @MainActor () -> Void] = [
        "snapshotBookkeeping": snapshotBookkeeping,
        "duplicatesRefused": duplicatesRefused,
        "identityVersusContent": identityVersusContent,
        "sectionSnapshotOutline": sectionSnapshotOutline,
        "swipeActions": swipeActions,
        "reorder": reorder,
        "selection": selection,
        "cellsAndRegistrations": cellsAndRegistrations,
    ]
    let name = CommandLine.arguments.dropFirst().first ?? ""
    guard let scenario = scenarios[name] else {
        print("unknown scenario \(name)")
        exit(2)
    }
    scenario()
    print(failures == 0 ? "OK" : "FAILED \(failures)")
}
"""#

    /// Runs generated list controllers (compiled with the Mail and Kitchen goldens).
    static let generatedDriver = #"""
import UIKit

var failures = 0

@MainActor func check(_ condition: Bool, _ message: @autoclosure () -> String, line: Int = #line) {
    if !condition {
        failures += 1
        print("FAIL (driver line \(line)): \(message())")
    }
}

func ip(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

/// Loads a generated controller's view (viewDidLoad makes its collection view).
@MainActor func load<Controller: UIViewController>(_ controller: Controller, _ list: (Controller) -> UICollectionView?) -> UICollectionView {
    _ = controller.view
    if list(controller) == nil { controller.viewDidLoad() }
    return list(controller)!
}

/// The visible rows, by the name of the case they wrap (generated row types are private).
@MainActor func names(_ collectionView: UICollectionView) -> [[String]] {
    UIKitListModel.visibleItems(of: collectionView).map { $0.map { "\($0.base)".split(separator: ".").last.map { String($0.dropLast(")".count)) } ?? "" } }
}

/// Mail's message list: swipe actions reach `performSwipeAction` and end with the app's answer, a
/// tap reaches `didSelect`, and a changed message is the same row, reconfigured in place.
@MainActor func messageList() {
    let list = Mail.MessageListViewController()
    var performed: [String] = []
    final class Answer { var value = true }
    let answer = Answer()
    list.performSwipeAction = { action, message, _, completion in
        performed.append("\(action.title) \(message.id)")
        completion(answer.value)
    }
    var selected: [String] = []
    list.didSelect = { selected.append($0.id) }
    let collectionView = load(list) { $0.collectionView }
    let a = Mail.Message(id: "a", title: "Hello"), b = Mail.Message(id: "b", title: "World")
    list.apply([a, b, a], animatingDifferences: false)
    check(UIKitListModel.exceptions.isEmpty && collectionView.numberOfItems(inSection: 0) == 2, "repeated rows are shown once, no exception: \(UIKitListModel.exceptions)")
    check(UIKitListModel.content(at: ip(1), in: collectionView)?.text == "World", "the cell shows the title")
    let full = UIKitListModel.swipe(.trailing, at: ip(1), in: collectionView)
    check(full?.revealedTitles == ["Delete", "Flag"] && full?.title == "Delete" && full?.completion == true, "a full trailing swipe performs the first trailing action: \(String(describing: full))")
    answer.value = false
    let unread = UIKitListModel.swipe(.leading, at: ip(0), in: collectionView, fullSwipe: false, tapping: "Unread")
    check(unread?.completion == false, "the app's answer reaches the completion")
    check(performed == ["Delete b", "Unread a"], "performSwipeAction calls: \(performed)")
    check(UIKitListModel.tapRow(at: ip(0), in: collectionView) == .selected && selected == ["a"], "a tap reaches didSelect: \(selected)")
    list.highlightRow(matching: Mail.Selection.messageList(a))    // as the layout does once the detail opens
    let cell = collectionView.cellForItem(at: ip(0))
    var renamed = a
    renamed.title = "Hello again"
    list.apply([renamed, b])
    let record = UIKitListModel.applies(of: collectionView).last
    check(record?.deleted == [] && record?.inserted == [] && record?.reconfigured == ["a"], "a changed message is reconfigured, not deleted and inserted: \(String(describing: record))")
    check(collectionView.cellForItem(at: ip(0)) === cell && UIKitListModel.content(at: ip(0), in: collectionView)?.text == "Hello again", "in its own cell, showing the new title")
    check(collectionView.indexPathsForSelectedItems == [ip(0)], "and stays highlighted, found by id: \(String(describing: collectionView.indexPathsForSelectedItems))")
    check(UIKitListModel.exceptions.isEmpty, "\(UIKitListModel.exceptions)")
}

/// Mail's mailboxes: an outline whose parents expand and collapse, with supplementary section
/// headers outside compact width.
@MainActor func mailboxes() {
    let boxes = Mail.MailboxesViewController()
    var selected: [Mail.MailboxesItem] = []
    boxes.didSelect = { selected.append($0) }
    let collectionView = load(boxes) { $0.collectionView }
    check(names(collectionView) == [["allInboxes", "vip", "flagged", "drafts", "sent"],
                                    ["icloud", "icloudInbox", "icloudArchive", "icloudJunk", "work", "workInbox", "workProjects", "workTrash"]],
          "all expanded: \(names(collectionView))")
    let header = UIKitListModel.supplementaryView(ofKind: UICollectionView.elementKindSectionHeader, atSection: 1, in: collectionView)
    check(((header as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text == "Accounts", "a supplementary header with the section title")
    check(UIKitListModel.accessories(at: ip(0, 1), in: collectionView) == [.outlineDisclosure], "a parent shows an outline disclosure")
    check(UIKitListModel.toggleDisclosure(at: ip(0, 1), in: collectionView) == .collapsed, "tapping it collapses")
    check(names(collectionView)[1] == ["icloud", "work", "workInbox", "workProjects", "workTrash"], "children hidden: \(names(collectionView))")
    check(UIKitListModel.tapRow(at: ip(1, 1), in: collectionView) == .selected && selected == [.work], "a tap on a parent row selects it (.cell style where it is not a header): \(selected)")
    check(UIKitListModel.exceptions.isEmpty, "\(UIKitListModel.exceptions)")
}

/// Kitchen's pantry: rows reorder only while editing, the title row never, and the app hears the
/// section's new order.
@MainActor func pantryReorder() {
    let pantry = Kitchen.PantryViewController()
    var orders: [[Kitchen.PantryItem]] = []
    var sections: [Kitchen.PantrySection] = []
    pantry.didReorder = { rows, section in
        orders.append(rows)
        sections.append(section)
    }
    let collectionView = load(pantry) { $0.collectionView }
    check(names(collectionView) == [["staplesAndMore", "dryGoods", "_2kgRice", "pasta", "spices"], ["scraps"], ["recipeCard"]], "rows: \(names(collectionView))")
    let notEditing = UIKitListModel.moveRow(from: ip(4), to: ip(1), in: collectionView)
    check(notEditing.destination == nil && orders.isEmpty, "no reorder control outside editing: \(String(describing: notEditing.refusal))")
    pantry.setEditing(true, animated: false)
    check(UIKitListModel.moveRow(from: ip(0), to: ip(2), in: collectionView, usingReorderControl: false).refusal == "canMoveItemAt returned false", "the title row cannot move")
    let moved = UIKitListModel.moveRow(from: ip(4), to: ip(1), in: collectionView)
    check(moved.proposals == [ip(3), ip(2), ip(1)] && moved.destination == ip(1), "dragged up over each row: \(moved.proposals)")
    check(orders == [[.spices, .dryGoods, ._2kgRice, .pasta]] && sections == [.staplesAndMore], "didReorder reports the section's new order: \(orders) in \(sections)")
    check(names(collectionView)[0] == ["staplesAndMore", "spices", "dryGoods", "_2kgRice", "pasta"], "rows: \(names(collectionView))")
    check(UIKitListModel.tapRow(at: ip(0), in: collectionView) == .toggledDisclosure(.collapsed), "the title row's header disclosure collapses the section")
    check(names(collectionView)[0] == ["staplesAndMore"], "collapsed: \(names(collectionView))")
    check(UIKitListModel.exceptions.isEmpty, "\(UIKitListModel.exceptions)")
}

MainActor.assumeIsolated {
    let scenarios: [String: @MainActor () -> Void] = [
        "messageList": messageList,
        "mailboxes": mailboxes,
        "pantryReorder": pantryReorder,
    ]
    let name = CommandLine.arguments.dropFirst().first ?? ""
    guard let scenario = scenarios[name] else {
        print("unknown scenario \(name)")
        exit(2)
    }
    scenario()
    print(failures == 0 ? "OK" : "FAILED \(failures)")
}
"""#
}
