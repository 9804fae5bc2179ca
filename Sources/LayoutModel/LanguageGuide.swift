/// The hand-written part of `Docs/SpecLanguage.md`, above the reference generated from the
/// grammar. It lives here, not in a Markdown file, so `layoutc reference` prints the whole document
/// wherever layoutc is installed. Edit it here, then run `bash Scripts/update-goldens.sh`.
/// `LanguageReferenceTests` checks that its Mail example is the README's, byte for byte, and that
/// every example in it reads without input errors.
enum LanguageGuide {
    static let text = #"""
A layout spec describes one scene of an iPad and iPhone app: the split view and its columns, the
lists in those columns, what the app shows when the window is narrow, and the transient UI that
floats over it. layoutc reads it, checks it against UIKit's rules and the Human Interface
Guidelines (`layoutc check`), and generates the Swift that builds it (`layoutc build`).

This document has two parts. The guide explains the language with examples. The
[reference](#reference) lists every key, generated from the grammar layoutc itself reads specs
with, so it is always the language of this version of layoutc. `layoutc reference` prints this
document; [`Grammar/layout-spec.schema.json`](../Grammar/layout-spec.schema.json) is the same
language as a JSON Schema for editors, and [Docs/Rules.md](Rules.md) lists what `check` reports.

## The shape of a spec

A spec is one YAML file named `<Something>.layout.yaml` (`layoutc check` looks for that ending
when it searches a folder). Its top level has five keys:

| key | what it holds |
|---|---|
| `spec` | The format version, `1`. Required. |
| `app` | The app's name. Everything generated lives in `enum <app> { … }`. Required. |
| `screens` | The screens, by name. A screen is a view controller; it may show a list. |
| `split` | The split view: its style, its columns, each column's first screen, and the compact flow. Required. |
| `transient` | Popovers, sheets, pickers and menus, and what dismisses each. |

The smallest useful spec is a sidebar and a detail:

```yaml
spec: 1
app: Notes
screens:
  Folders:
    list: { appearance: sidebar, items: [{ id: all, title: All Notes }], onSelect: { showDetail: Editor } }
  Editor: {}
split: { style: doubleColumn, primary: Folders, secondary: Editor }
```

Start a new one with `layoutc init MyApp` (add `--style tripleColumn` for three columns): it writes
a spec that passes `check`.

## The Mail example, key by key

This is the spec from the README: Mail's three columns.

```yaml
# yaml-language-server: $schema=../Grammar/layout-spec.schema.json
spec: 1
app: Mail
screens:
  Mailboxes:
    list:
      appearance: sidebar
      sections:
        - id: favorites
          title: Favorites
          items:
            - { id: inbox, title: Inbox, image: tray }
      onSelect: { showSupplementary: MessageList }
  MessageList:
    restoresState: true
    list: { appearance: sidebarPlain, items: dynamic, itemType: Message, onSelect: { showDetail: MessageDetail } }
  MessageDetail: { readableWidth: true, restoresState: true }
split:
  style: tripleColumn
  behavior: displace
  displayMode: twoDisplaceSecondary
  primary: Mailboxes
  supplementary: MessageList
  secondary: MessageDetail
  compact:
    navigation: { root: Mailboxes }
```

- `# yaml-language-server: $schema=…` is a comment for editors: with a YAML extension that reads
  it, the editor completes and checks keys from the JSON Schema. The path is relative to the spec
  (this one sits in a folder next to `Grammar/`). `layoutc init` writes it for you.
- `spec: 1` says which version of the language the file is written in.
- `app: Mail` names the namespace of the generated code: `Mail.Layout` (UIKit), `Mail.RootView`
  (SwiftUI), `Mail.Screens`, `Mail.Screen`, and so on.
- `screens:` declares three screens. Their names are how the rest of the spec refers to them, and
  they become Swift names: the cases `Mail.Screen.mailboxes`, `.messageList` and `.messageDetail`,
  and types such as `Mail.MailboxesViewController`.
- `Mailboxes` shows a `list` with `appearance: sidebar`, the look of app-level navigation in the
  primary column (`check` warns when the primary column's list has another look).
  - `sections:` holds one section. Its `id`, `favorites`, identifies it; its `title`, `Favorites`,
    is shown as the section's header, because a list with titled sections shows headers unless
    `headerMode` says otherwise.
  - `items:` are the section's rows. `id` identifies a row and must be unique in the whole list;
    `title` is its text and `image` the name of an SF Symbol.
  - `onSelect: { showSupplementary: MessageList }` is what picking any row does: it shows the
    `MessageList` screen in the supplementary column. A row can say otherwise with its own
    `onSelect`.
- `MessageList`'s list is written in flow style (`{ … }`), which means the same as the block style
  above it. It has the `sidebarPlain` look of a content list in the supplementary column.
  `items: dynamic` means the rows come from the app's data at run time, and `itemType: Message`
  names the row type generated for them: `Mail.Message`, with `id`, `title`, `subtitle` and
  `systemImageName`. The app supplies the rows for the mailbox that was picked
  (`loadMessageList(_:for:)` in UIKit, `messageListRows(for:)` in SwiftUI). Picking a message
  shows `MessageDetail` in the secondary column.
- `MessageDetail` has no list, so the app makes it (`makeMessageDetail(for:)` in UIKit,
  `messageDetail(for:)` in SwiftUI), for the message that was picked. `readableWidth: true` says
  its content keeps to the readable width, a comfortable line length on a wide iPad (in UIKit,
  `Mail.pinToReadableWidth(_:in:)` does it, and the scaffold calls it).
- `restoresState: true`, on `MessageList` and `MessageDetail`, asks for the screen to be carried
  over when the window changes between regular and compact width, so the reader stays in the
  mailbox and on the message. `check` warns about a screen that a size-class change rebuilds
  without it.
- `split:` is the `UISplitViewController`.
  - `style: tripleColumn` gives it three columns: `primary`, `supplementary` and `secondary`.
  - `behavior: displace` and `displayMode: twoDisplaceSecondary`: both sidebars show, and they
    push the message partly off screen instead of covering it. Not every display mode is possible
    under every behavior; the reference lists which are.
  - `primary`, `supplementary` and `secondary` name the screen each column shows first.
  - `compact: navigation: { root: Mailboxes }` is what the app shows in compact width (iPhone,
    Slide Over, a narrow Split View): one navigation stack starting at the mailboxes. Picking a
    mailbox pushes the message list, picking a message pushes the message.

The bundled [Specs/Mail.layout.yaml](../Specs/Mail.layout.yaml) is the full version, with an
outline of accounts, swipe actions, a toolbar, column widths and transient UI.

## How the parts fit together

### Columns and screens

A split view has two columns (`style: doubleColumn`: `primary` and `secondary`) or three
(`style: tripleColumn`: `primary`, `supplementary` and `secondary`). Each column names the screen
it shows first, or holds a screen written in place:

```yaml
split:
  style: doubleColumn
  primary: Folders
  secondary:
    name: Editor           # optional; without it the screen is called Secondary
    readableWidth: true
```

UIKit ignores a supplementary column in a two-column split and has nothing to show in the middle
of a three-column split without one; `check` reports both. `behavior` decides whether sidebars sit
beside the secondary column (`tile`), slide over it (`overlay`) or push it aside (`displace`), and
`displayMode` which columns show when the scene appears. `columnWidths` sets each sidebar's width
in points or as a fraction of the split view.

### Lists

A screen with a `list` gets a generated list: a collection view with a list layout in UIKit, a
`List` in SwiftUI. Use `sidebar` for the primary column and `sidebarPlain` for a content list in
the supplementary column; `plain`, `grouped` and `insetGrouped` are for lists elsewhere. A list
has either `items` (one section without a title) or `sections`, never both.

Rows are written in the spec (a fixed list, which becomes an enum of its rows) or come from data
(`items: dynamic` with an `itemType`). A fixed list can nest rows with `children` in a section
marked `outline: true`; people expand and collapse them. `headerMode` says how section titles
show: as headers (`supplementary`), as the section's first row, which expands and collapses an
outline section (`firstItemInSection`), or not at all (`none`). `swipeActions` adds actions to every row,
`reorderable: true` lets people reorder rows in edit mode, and each row can carry `accessories`.

Real sidebars mix the two. A section with `items: dynamic` takes its rows from data, beside the
sections the spec lists: NetNewsWire's Smart Feeds above its accounts. All rows from data in a list
are values of the list's `itemType`, and the spec's own rows become values of the same type, with
their ids, so the app handles one kind of row. `sectionType: Account` makes the entry stand for one
section per value the app supplies, in its order, each titled by the value; UIKit's list has an
`apply(accounts:)` for it (`apply(recent:)` for a single section from data), and SwiftUI asks
`Screens` for `feedsAccountsSections(for:)`. Rows are identified by `id` across the whole list,
children included, so applying new data keeps the cells, the selection and the expansion of every
row that stays.

An item type whose rows hold rows is declared once, under `itemTypes`:

```yaml
itemTypes:
  Feed: { children: true }   # a folder holds feeds
```

The generated `Feed` then has `children: [Feed]?`, and every list of it is an outline built from
data: a row with children expands under a disclosure, the user's collapses are kept by id (and
saved with the window), and `didExpandRow` tells the app a row is about to show its children, so it
can load the level below them. `outline: true` on a section whose item type holds no rows is
reported (`outline-without-children`), and so is a section with `items: dynamic` in a list with no
`itemType` (`dynamic-items-need-type`).

### Drag and drop

`dragTo: [Feeds]` lets people drag a list's rows (a long press, then move) onto the rows of the
Feeds list, which says `acceptsDrops: true`: an article onto a feed, a feed into a folder. The
dropped rows reach the app as the selections they would make (`[Selection]`), with the row they
were dropped onto, through `Screens`' `feeds(_:didDrop:onto:)`; the app moves them in its data and
applies the lists again. In UIKit a dragged row carries its selection as the drag item's
`localObject` and its title as text for other apps; the target proposes a move into the row under
the finger for rows of the lists whose `dragTo` names it, and refuses anything else: a title row,
other apps' data, a row dropped onto itself, a folder dropped into its own subfolder
(`Selection.canDrop(onFeeds:)` decides, in both frameworks). In SwiftUI a row travels as text, its
selection as JSON, which `.dropDestination` reads back; other apps receive that text.
`drop-target-not-accepting` reports a `dragTo` screen whose list does not accept drops.
Reordering rows within their own list stays `reorderable`, which is not yet generated together
with dragging rows between lists.

### Selection: what a row opens

`onSelect` on a list applies to every row; `onSelect` on a row overrides it. It holds one of:

| | in regular width | in compact width |
|---|---|---|
| `showSupplementary: Screen` | the screen replaces the supplementary column, and the detail is reset | pushed onto the stack |
| `showDetail: Screen` | the screen replaces the secondary column | pushed onto the stack |
| `push: Screen` | pushed onto the column the list is in | pushed onto the stack |

A row without a destination still tells the app it was picked.

### Compact width

When the window is narrow, a split view cannot show its columns side by side. `split.compact`
says what the app shows instead:

- `navigation: { root: Screen }`: one navigation stack starting at that screen, usually the
  primary column's. Picks push onto it.
- `tabBar: { tabs: [...] }`: a tab bar, each tab with a `title`, an SF Symbol `image` and the
  `root` screen of its own stack. More than five tabs put the rest under More.

Without `compact`, compact width shows one stack starting at the primary column's screen. When the
size class changes, the generated code rebuilds what the user was looking at in the other form: a
collapse puts the chain of picks (sidebar row, list row, detail) on the compact stack, or on the
tab whose root starts it, and an expand puts it back in the columns. Screens marked
`restoresState` are carried across; `check` warns about detail screens that are not, and about
destinations the columns can reach but the compact flow cannot.

### Transient UI

`transient` lists the UI that floats over a screen for a moment: a `popover`, a `picker`, a
`sheet` or a `menu` (`kind`), the `screen` that presents it, and `dismissOn`, what makes it go
away. `scroll` and `outsideTap` are noticed by the generated code; `draw`, `typing` and
`externalEvent` are methods the app calls when they happen. A popover, picker or menu with no
`dismissOn` is reported: people should not have to close it by hand.

```yaml
transient:
  - id: inkPicker
    kind: picker
    screen: Canvas
    dismissOn: [draw, outsideTap]
```

### Toolbars, menus, app actions and search

A screen's `toolbar` lists its buttons. Each sits at a `placement` (`leading` or `trailing` in
the navigation bar, or the `bottom` toolbar, the default) and either does something by itself,
with an `action`, or opens a `menu` of items that do. An action opens a screen the way a row's
selection does (`showDetail`, `showSupplementary`, `push`), so a screen reached only from a
toolbar counts as reachable, or runs an app action: `perform: markAllAsRead` names an entry of
`actions`, which becomes a case of the generated `AppAction` and one `perform(_:)` the app
implements. A button or menu item without an action is handed to the app. Mark menu items that
destroy data `destructive: true`; `check` reports a Delete or Remove that is not. A screen's
`titleMenu` holds menu items the navigation title opens (iPadOS 16): what people do to all the
screen shows, such as Rename, Duplicate or Export, after the items the system suggests.

A screen's `search` puts a search field under its title that filters its list in place: the app
is told the text and the scope and shows the rows that match. With `results: SearchResults` the
results show on a screen of their own over the list instead, whose rows open screens as the
list's would. Give `scopes` two or more titles, or none; and keep one search field among the
columns shown side by side.

An app action whose availability or on/off state is the app's to say declares it:
`enabled: app` (Mark All as Read with nothing unread) or `checked: app` (a filter, a sort order).
Every control that runs it follows the app's `state(of:)`: dimmed buttons and menu items,
checkmarks, key commands that are not taken while disabled.

```yaml
screens:
  Timeline:
    search: { prompt: Search Articles, scopes: [Here, All Articles] }
    toolbar:
      - { title: Mark All as Read, image: checkmark.circle, action: { perform: markAllAsRead } }
      - title: Sort
        image: arrow.up.arrow.down
        placement: trailing
        menu:
          - { title: Newest First, action: { perform: sortNewestFirst } }
          - { title: Delete Read Articles, image: trash, destructive: true }
actions:
  markAllAsRead: { title: Mark All as Read, image: checkmark.circle }
  sortNewestFirst: { title: Newest First }
```

### Windows: scene kinds

A spec describes the app's main window. `scenes` adds kinds of window people open beside it on
iPad: a compose window, an item on its own. Each kind names the `screen` it shows, in a
navigation stack of its own (what that screen opens is pushed there: a window of one kind has no
columns), and a `title` for the app switcher. `openScene: compose` on any control opens a new
window of the kind; on a row, its context menu or its swipe actions, the window shows the screen
for that row. `closeScene: compose` closes the window the control is in: the Send or Cancel of a
compose window. Where the app can have one window only (iPhone, or iPad without
`UIApplicationSupportsMultipleScenes` in Info.plist), the kind's screen is presented as a sheet
instead and `closeScene` dismisses it.

A window opens with a user activity of the kind's `activityType` that carries the route it shows;
the generated `Layout.makeWindow(for:restoring:)` reads it, and the same activity, saved by
`stateRestorationActivity(for:)`, brings the window back at the next launch, as the main window
comes back where the user was. `layoutc scene-manifest` prints the Info.plist entries the app
needs (the scene manifest and the activity types).

```yaml
screens:
  Compose:
    toolbar:
      - { title: Cancel, placement: leading, action: { closeScene: compose } }
      - { title: Send, placement: trailing, action: { perform: send } }
scenes:
  compose: { screen: Compose, title: New Message }
shortcuts:
  - { title: New Message, key: n, menu: File, action: { openScene: compose } }
```

## Value forms

- **Scalars** follow YAML 1.2: only `true` and `false` are booleans, so `title: No` is the text
  "No", and `readableWidth: yes` is an error with a fix. Quote text that contains `: ` or starts
  with a character YAML treats specially (`title: "Inbox: 3"`).
- **Lists** are written as block entries (`- …` on their own lines) or in flow style, `[a, b]`.
  **Mappings** as indented keys or in flow style, `{ key: value }`. The two styles mix freely.
- **Names.** Screen names, `app` and `itemType` become Swift type names as written. The `id`s of
  rows, sections and transient entries become Swift case names in lowerCamelCase
  (`icloud-drive` becomes `icloudDrive`); the enum keeps your spelling as its raw value. A name
  that cannot become Swift, or two that collide, is an error.
- **Screen references** (`primary`, `onSelect`, a tab's `root`, a transient entry's `screen`)
  name a screen under `screens` or an inline column screen.
- **By size class.** A key that may differ between regular and compact width takes either one
  value or a mapping with one per size class, `{ regular: A, compact: B }`. Two keys do:
  `headerMode: { regular: supplementary, compact: firstItemInSection }` shows headers beside the
  columns and title rows on iPhone, and `appearance: { regular: sidebar, compact: insetGrouped }`
  gives a sidebar a list look where it fills a compact screen. There is no form that branches on the
  device: an iPad in Slide Over has compact width and should get the compact layout, so keys such
  as `idiom` or `device` are reported.
- **Spellings** follow UIKit (`tripleColumn`, `twoDisplaceSecondary`, `sidebarPlain`,
  `disclosureIndicator`), so the reference's UIKit column is also the vocabulary. A UIKit property
  name used as a key (`preferredDisplayMode`) is reported with the key to use instead.
- **Comments** (`# …`) are ignored, except `# layoutc:disable-next-line RULE - reason` and
  `# layoutc:disable-line RULE`, which silence one finding ([Docs/Configuration.md](Configuration.md)).

## Versions

Every spec starts with `spec: 1`. This version of layoutc reads version 1 only: another number is
an error that says which version it reads, and a spec without `spec` is an error too.

Within version 1 the language grows by new keys (`split.primaryEdge` is one). layoutc rejects
every key it does not know, so a spec that uses a key from a newer layoutc fails `check` under an
older one with `unknown-key`; it is never half understood. The JSON Schema forbids unknown keys in
the same way, so editors agree.

The generated code needs Swift 5.10 or later. UIKit output runs on iOS 14 and later, SwiftUI
output on iOS 16 and later ([Docs/CodeGeneration.md](CodeGeneration.md)). Newer API stays behind
`#available` with a fallback; `deploymentTarget: 15.0` tells `check` the oldest iOS the app runs
on, and it names each construct that does less there (a sheet's `detents` before iOS 15, an
`inline` search field before iOS 16) and says what happens instead.

### Not yet in the language

These need more than this version says, and are reported as unknown keys until they are:

- **Reordering rows from data in sections.** `reorderable` works on lists the spec
  lists and on lists whose rows all come from data, not yet on a list with sections from data.
- **Children loaded only when their parent expands.** A row's children come with the row; the
  app can load a level ahead (`didExpandRow`), but a row shows its disclosure only when it has
  children to show.
- **Dropping between rows, and data for other apps.** A drop lands on a row (into a folder), not
  between rows; another app receives a UIKit row's title as text and a SwiftUI row's selection as
  JSON text, not the app's own data types. A list cannot both reorder and drag to other lists.
- **Saved UI state beyond navigation and outlines.** Where the user is (selections, pushes, the
  tab, the display mode) and what they collapsed in outline lists are saved with each window, and a
  scene kind's window comes back with what it showed; scroll positions and a screen's own state
  (a draft, a chosen time frame) are not saved by the generated code.
- **Opening a scene kind from a toolbar for the screen's item.** `openScene` on a row, its context
  menu or its swipe actions passes the row; on a toolbar button or a shortcut the window opens for
  no row.
- **iOS 18 and later.** Tab bars that adapt into a sidebar (`UITabBarController.mode`
  `.tabSidebar`, `UITab`; SwiftUI's `.sidebarAdaptable`) and the iPadOS 26 inspector column need an
  SDK newer than the iOS 17 SDK layoutc is verified against.
- **All of a list's delegate.** Lists take the app's cells (`configureCell`, `provideCell` in UIKit,
  a row view of the app's in SwiftUI), hand on scrolling and cells coming and going, and the app
  may replace a generated screen; other collection view delegate calls (prefetching, focus) are
  not handed on yet.

`layoutc --version` prints the version of layoutc; the JSON output of `check --format json` has a version of its own
([Docs/JSONFormat.md](JSONFormat.md)).
"""#
}
