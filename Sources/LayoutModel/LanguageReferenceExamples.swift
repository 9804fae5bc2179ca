/// One short example per object of the grammar, for `Docs/SpecLanguage.md`. Each is written from
/// the top of the file, so it shows where the object goes; `LanguageReferenceTests` reads every
/// example with the decoder and fails on any input error other than the keys it leaves out.
enum LanguageReferenceExamples {
    static let byObject: [String: String] = [
        "spec": """
            # yaml-language-server: $schema=../Grammar/layout-spec.schema.json
            spec: 1
            app: Notes
            screens:
              Folders:
                list: { appearance: sidebar, items: [{ id: all, title: All Notes }], onSelect: { showDetail: Editor } }
              Editor: { readableWidth: true, restoresState: true }
            split: { style: doubleColumn, primary: Folders, secondary: Editor }
            """,
        "screen": """
            screens:
              MessageDetail:
                title: Message
                readableWidth: true
                restoresState: true
                toolbar:
                  - { title: Archive, image: archivebox }
            """,
        "list": """
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
                list: { appearance: sidebarPlain, items: dynamic, itemType: Message, reorderable: true }
            """,
        "appearanceBySizeClass": """
            screens:
              Feeds:
                list:
                  appearance: { regular: sidebar, compact: insetGrouped }
            """,
        "titleBySizeClass": """
            screens:
              Feeds:
                # No title beside the articles; "Feeds" when the list is the whole screen.
                title: { compact: Feeds }
                list: { appearance: sidebar, items: dynamic, itemType: Feed }
            """,
        "headerModeBySizeClass": """
            screens:
              Mailboxes:
                list:
                  headerMode: { regular: supplementary, compact: firstItemInSection }
            """,
        "section": """
            screens:
              Mailboxes:
                list:
                  sections:
                    - id: accounts
                      title: Accounts
                      outline: true
                      items:
                        - id: icloud
                          title: iCloud
                          children:
                            - { id: icloudInbox, title: Inbox, image: tray }
                    - id: shared           # one section per shared account the app supplies
                      sectionType: SharedAccount
                      items: dynamic
                  itemType: Mailbox        # the rows of sections from data
            """,
        "itemTypeDeclaration": """
            screens:
              Feeds:
                list:
                  itemType: Feed
                  sections:
                    - { id: smartFeeds, title: Smart Feeds, items: [{ id: today, title: Today }] }
                    - { id: accounts, sectionType: Account, outline: true, items: dynamic }
            itemTypes:
              Feed: { children: true }   # a folder holds feeds
            """,
        "item": """
            screens:
              Mailboxes:
                list:
                  items:
                    - id: flagged
                      title: Flagged
                      subtitle: Messages you flagged
                      image: flag
                      accessories: [disclosureIndicator]
                      onSelect: { push: FlaggedMessages }
            """,
        "selection": """
            screens:
              MessageList:
                list:
                  items: dynamic
                  itemType: Message
                  onSelect: { showDetail: MessageDetail }
            """,
        "emptyState": """
            screens:
              MessageList:
                search: { prompt: Search Mail }
                list:
                  items: dynamic
                  itemType: Message
                  emptyState:
                    title: No Mail
                    systemImage: tray
                    message: New messages show here.   # while searching: the system's "No Results"
            """,
        "swipeActions": """
            screens:
              MessageList:
                list:
                  items: dynamic
                  itemType: Message
                  swipeActions:
                    leading:
                      - { title: Unread, image: envelope.badge }
                    trailing:
                      - { title: Delete, style: destructive, image: trash }
                      - { title: Flag, image: flag }
            """,
        "swipeAction": """
            screens:
              MessageList:
                list:
                  swipeActions:
                    trailing:
                      - { title: Delete, style: destructive, image: trash }
            """,
        "toolbarItem": """
            screens:
              MessageDetail:
                toolbar:
                  - { title: Reply, image: arrowshape.turn.up.left }
                  - { title: Compose, image: square.and.pencil, placement: trailing, action: { perform: compose } }
            """,
        "action": """
            screens:
              Timeline:
                toolbar:
                  - { title: Mark All as Read, image: checkmark.circle, action: { perform: markAllAsRead } }
                  - { title: Settings, image: gear, placement: leading, action: { push: Settings } }
                  - { title: New Post, image: square.and.pencil, placement: trailing, action: { present: composer } }
            """,
        "menuItem": """
            screens:
              Timeline:
                toolbar:
                  - title: Sort
                    image: arrow.up.arrow.down
                    placement: trailing
                    menu:
                      - title: Sort By
                        inline: true
                        items:
                          - { title: Newest First, action: { perform: sortNewestFirst } }
                          - { title: Oldest First, action: { perform: sortOldestFirst } }
                      - { title: Delete All, image: trash, destructive: true }
            """,
        "search": """
            screens:
              Timeline:
                search:
                  prompt: Search Articles
                  scopes: [Here, All Articles]
                  placement: pinned
                list: { appearance: sidebarPlain, items: dynamic, itemType: Article }
            """,
        "contextMenuItem": """
            screens:
              Timeline:
                list:
                  appearance: sidebarPlain
                  items: dynamic
                  itemType: Article
                  contextMenu:
                    - { title: Mark as Read, image: envelope.open }
                    - { title: Delete, image: trash, destructive: true }
            """,
        "appAction": """
            actions:
              markAllAsRead: { title: Mark All as Read, image: checkmark.circle }
              refresh:
            """,
        "split": """
            split:
              style: tripleColumn
              behavior: displace
              displayMode: twoDisplaceSecondary
              presentsWithGesture: true
              primaryEdge: leading
              showsSecondaryOnlyButton: true
              primary: Mailboxes
              supplementary: MessageList
              secondary: MessageDetail
              compact:
                navigation: { root: Mailboxes }
            """,
        "columnWidths": """
            split:
              columnWidths:
                primary: { fraction: 0.22, min: 240, max: 320 }
                supplementary: { points: 360 }
            """,
        "columnWidth": """
            split:
              columnWidths:
                primary: { fraction: 0.22, min: 240, max: 320 }
            """,
        "inlineScreen": """
            split:
              style: doubleColumn
              primary: Folders
              secondary:
                name: Editor
                readableWidth: true
                restoresState: true
            """,
        "compact": """
            split:
              compact:
                tabBar:
                  tabs:
                    - { title: Library, image: square.stack, root: Library }
                    - { title: Search, image: magnifyingglass, root: Search }
            """,
        "tabBar": """
            split:
              compact:
                tabBar:
                  tabs:
                    - { title: Library, image: square.stack, root: Library }
            """,
        "tab": """
            split:
              compact:
                tabBar:
                  tabs:
                    - { title: Gallery, image: square.grid.2x2, root: Gallery }
            """,
        "navigation": """
            split:
              compact:
                navigation: { root: Mailboxes }
            """,
        "transient": """
            transient:
              - id: inkPicker
                kind: picker
                screen: Canvas
                dismissOn: [draw, outsideTap]
              - id: moveMenu
                kind: menu
                screen: MessageDetail
                dismissOn: [scroll, outsideTap]
              - id: composer
                kind: pageSheet
                content: Compose
                detents: [medium, large]
                dismissible: false
            """,
        "shortcut": """
            shortcuts:
              - { title: New Post, key: n, action: { present: composer } }
              - { title: Next Unread, key: space, modifiers: [], menu: Go, action: { perform: nextUnread } }
              - { title: Home, key: "1", modifiers: [command], menu: View, action: { showDetail: HomeTimeline } }
            """,
        "sceneKind": """
            scenes:
              compose: { screen: Compose, title: New Message }
              message: { screen: Message }
            """,
        "alertButton": """
            transient:
              - id: confirmDelete
                kind: confirmationDialog
                title: Delete this feed?
                message: Its articles go too.
                buttons:
                  - { title: Delete Feed, role: destructive, action: { perform: deleteFeed } }
                  - { title: Cancel, role: cancel }
            """,
    ]
}
