// The defects of the first generated transient UI, each as a scenario: the app's screens present
// the spec's popovers, pickers, sheets and menus from their toolbar buttons, as an app would, and
// the behavioural UIKit model shows where they point, how they adapt to compact width and what
// dismisses them.
import UIKit

/// The screen on top of what `window` shows (the compact stack, or the secondary column).
@MainActor func topScreen(_ window: UIWindow) -> UIViewController? {
    window.rootViewController.flatMap { UIKitModel.visibleStack(of: $0).last?.last }
}

/// A presentation style for messages: its case name, or "nothing" when nothing is presented.
func styleName(_ style: UIModalPresentationStyle?) -> String {
    style.map { "\($0)" } ?? "nothing"
}

// MARK: Notes: the ink picker, from the Markup button

/// Notes' editor as an app writes it: Markup shows the ink picker, pointing at the Markup button;
/// the canvas reports the first stroke.
@MainActor final class InkNoteEditor: UIViewController {
    weak var screens: InkNotesScreens?
    var layout: Notes.Layout? { screens?.layout }
    let picker = UIViewController()

    init(screens: InkNotesScreens) {
        self.screens = screens
        super.init(nibName: nil, bundle: nil)
        title = "NoteEditor"
        picker.title = "Ink"
        toolbarItems = Notes.NoteEditorToolbarItem.barButtonItems(at: .bottom) { [weak self] item, _ in
            if item == .markup { self?.showInkPicker() }
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("made in code") }

    var markupItem: UIBarButtonItem? {
        toolbarItems?.first { $0.title == Notes.NoteEditorToolbarItem.markup.title }
    }

    func showInkPicker() {
        guard let layout, let markupItem else { return }
        layout.inkColorPicker.present(picker, from: self, anchor: .barButtonItem(markupItem))
    }

    /// The canvas delegate's first stroke.
    func canvasDidBeginStroke() {
        layout?.inkColorPicker.userDidStartDrawing()
    }
}

@MainActor final class InkNotesScreens: Notes.Screens {
    let inner = NotesScreens()
    weak var layout: Notes.Layout?
    func makeNoteEditor(for selection: Notes.Selection?) -> UIViewController { InkNoteEditor(screens: self) }
    func loadNoteList(_ list: Notes.NoteListViewController, for selection: Notes.Selection?) { inner.loadNoteList(list, for: selection) }
    func noteList(_ list: Notes.NoteListViewController, perform action: Notes.NoteListSwipeAction, on row: Notes.Note,
                  completion: @escaping @MainActor (Bool) -> Void) { completion(false) }
    func noteList(_ list: Notes.NoteListViewController, didTap item: Notes.NoteListToolbarItem) {}
}

@MainActor func makeInkNotes(_ sizeClass: UIUserInterfaceSizeClass) -> (Notes.Layout, UIWindow) {
    let screens = InkNotesScreens()
    let layout = Notes.Layout(screens: screens)
    screens.layout = layout
    let window = launch(layout.splitViewController, sizeClass) { layout.install(in: $0) }
    return (layout, window)
}

// 1. A popover from a bar button item points at the button, not at the middle of the screen.
@MainActor func scenario_aPopoverPointsAtItsBarButtonItem() {
    let (layout, window) = makeInkNotes(.regular)
    guard let editor = topScreen(window) as? InkNoteEditor, let markup = editor.markupItem else {
        Scenario.check(false, "Notes shows no editor with a Markup button: \(titles(window))")
        return
    }
    UIKitModel.tap(markup)
    Scenario.check(layout.inkColorPicker.isPresented, "tapping Markup does not show the ink picker")
    let popover = editor.picker.popoverPresentationController
    Scenario.check(popover?.sourceItem === markup || popover?.barButtonItem === markup,
                   "the ink picker does not point at the Markup button (source item \(String(describing: popover?.sourceItem)), source view \(String(describing: popover?.sourceView)))")
    Scenario.check(UIKitModel.presentationStyle(of: editor.picker) == .popover, "the ink picker is not a popover on iPad: \(styleName(UIKitModel.presentationStyle(of: editor.picker)))")
    Scenario.checkNoExceptions("presenting the ink picker from the Markup button")
}

// 3. In compact width the ink picker stays a popover beside the canvas, and the first stroke closes it.
@MainActor func scenario_theInkPickerStaysAPopoverInCompactWidth() {
    let (layout, window) = makeInkNotes(.regular)
    tap(0, onTopOf: columnStack(window, .supplementary))    // a note
    UIKitModel.setHorizontalSizeClass(.compact, for: window)
    guard let editor = topScreen(window) as? InkNoteEditor else {
        Scenario.check(false, "compact width shows no editor on top: \(titles(window))")
        return
    }
    editor.showInkPicker()
    let style = UIKitModel.presentationStyle(of: editor.picker)
    Scenario.check(style == .popover, "on iPhone the ink picker shows as \(styleName(style)), not a popover: it covers the canvas")
    Scenario.check(editor.picker.popoverPresentationController?.passthroughViews?.contains { $0 === editor.view } == true,
                   "the canvas does not stay usable under the ink picker")
    // The app reports what it sees; only what the entry's `dismissOn` names closes it.
    layout.inkColorPicker.userDidStartTyping()
    Scenario.check(layout.inkColorPicker.isPresented, "typing closes the ink picker, whose spec says only `draw`")
    editor.canvasDidBeginStroke()
    Scenario.check(!layout.inkColorPicker.isPresented && editor.presentedViewController == nil, "the first stroke does not close the ink picker")
    Scenario.checkNoExceptions("with the ink picker in compact width")
}

// 3. A sheet in compact width stays a sheet the user can swipe down (unless it blocks that itself).
@MainActor func scenario_aSheetCanBeSwipedDownInCompactWidth() {
    let layout = Mail.Layout(screens: MailScreens())
    let window = launch(layout.splitViewController, .compact) { layout.install(in: $0) }
    guard let mailboxes = topScreen(window) else {
        Scenario.check(false, "Mail shows nothing in compact width")
        return
    }
    let composer = UIViewController()
    layout.compose.present(composer, from: mailboxes)
    let style = UIKitModel.presentationStyle(of: composer)
    Scenario.check(style == .formSheet, "compose shows as \(styleName(style)) in compact width, not a sheet")
    composer.isModalInPresentation = true    // a draft, with its own Cancel button
    Scenario.check(!UIKitModel.userDismissPresentation(of: composer) && layout.compose.isPresented, "a sheet that blocks the swipe is swiped away")
    composer.isModalInPresentation = false
    Scenario.check(UIKitModel.userDismissPresentation(of: composer), "compose cannot be swiped down in compact width")
    Scenario.check(!layout.compose.isPresented && mailboxes.presentedViewController == nil, "compose is still on screen after the swipe")
    Scenario.checkNoExceptions("with the compose sheet in compact width")
}

// MARK: Mail: the Move menu, on the Move button

/// Mail's message screen as an app writes it: the Move button opens the spec's Move menu.
@MainActor final class MenuMessageDetail: UIViewController {
    weak var screens: MenuMailScreens?
    var moved: [String] = []

    init(screens: MenuMailScreens) {
        self.screens = screens
        super.init(nibName: nil, bundle: nil)
        title = "MessageDetail"
        toolbarItems = Mail.MessageDetailToolbarItem.barButtonItems(at: .bottom) { _, _ in }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        if let moveItem { screens?.layout?.moveMenu.attach(menuElements, to: moveItem) }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("made in code") }

    var moveItem: UIBarButtonItem? {
        toolbarItems?.first { $0.title == Mail.MessageDetailToolbarItem.move.title }
    }

    var menuElements: [UIMenuElement] {
        ["Inbox", "Archive", "Junk"].map { mailbox in
            UIAction(title: mailbox) { [weak self] _ in self?.moved.append(mailbox) }
        }
    }
}

@MainActor final class MenuMailScreens: Mail.Screens {
    let inner = MailScreens()
    weak var layout: Mail.Layout?
    func makeMessageDetail(for selection: Mail.Selection?) -> UIViewController { MenuMessageDetail(screens: self) }
    func loadMessageList(_ list: Mail.MessageListViewController, for selection: Mail.Selection?) { inner.loadMessageList(list, for: selection) }
    func refreshMessageList(_ list: Mail.MessageListViewController, done: @escaping @MainActor () -> Void) { done() }
    func messageList(_ list: Mail.MessageListViewController, perform action: Mail.MessageListSwipeAction, on row: Mail.Message,
                     completion: @escaping @MainActor (Bool) -> Void) { completion(false) }
}

// 2. A `menu` transient is the Move button's UIMenu, not a presented controller.
@MainActor func scenario_aMenuTransientIsTheButtonsMenu() {
    let screens = MenuMailScreens()
    let layout = Mail.Layout(screens: screens)
    screens.layout = layout
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard let detail = topScreen(window) as? MenuMessageDetail, let move = detail.moveItem else {
        Scenario.check(false, "Mail shows no message with a Move button: \(titles(window))")
        return
    }
    let menu = UIKitModel.tap(move)
    Scenario.check(move.menu != nil && menu === move.menu, "tapping Move does not open its menu (menu: \(String(describing: move.menu)))")
    Scenario.check(menu?.children.map(\.title) == ["Inbox", "Archive", "Junk"], "the Move menu shows \(String(describing: menu?.children.map(\.title))), not the app's mailboxes")
    Scenario.check(UIKitModel.chooseMenuItem("Archive") && detail.moved == ["Archive"], "picking Archive does not run the app's action: \(detail.moved)")
    Scenario.check(UIKitModel.visibleMenu == nil && window.rootViewController?.presentedViewController == nil, "the menu leaves something on screen")
    UIKitModel.tap(move)
    Scenario.check(UIKitModel.touchOutsideMenu() && UIKitModel.visibleMenu == nil, "a tap outside does not close the Move menu")

    // The same menu on a button in the message's own view, closed by the app.
    let button = UIButton(frame: .zero)
    layout.moveMenu.attach(detail.menuElements, to: button)
    Scenario.check(UIKitModel.tap(button)?.children.count == 3, "touching the button does not open the Move menu")
    layout.moveMenu.dismiss()
    Scenario.check(UIKitModel.visibleMenu == nil, "the app cannot close the button's Move menu")
    Scenario.checkNoExceptions("with the Move menu")
}
