import Diagnostics
import JSONValue
import LayoutModel
import LayoutRules
import Testing

/// The graph answers the questions hig-rules.md's terms ask: reachable in regular and compact
/// width, destinations, detail screens, and which column each screen lives in.
@Suite("Navigation graph")
struct NavigationGraphTests {
    static func graph(_ text: String) -> NavigationGraph {
        NavigationGraph(Examples.check(text).spec)
    }

    static let mail = """
        spec: 1
        app: Mail
        screens:
          Mailboxes:
            list:
              appearance: sidebar
              items:
                - { id: inbox, title: Inbox }
                - { id: settings, title: Settings, onSelect: { push: Settings } }
              onSelect: { showSupplementary: MessageList }
          MessageList:
            list:
              appearance: sidebarPlain
              items: dynamic
              itemType: Message
              onSelect: { showDetail: Message }
          Message:
            list:
              appearance: insetGrouped
              items:
                - { id: attachments, title: Attachments, onSelect: { push: Attachments } }
          Attachments:
          Settings:
          Orphan:
        split:
          style: tripleColumn
          primary: Mailboxes
          supplementary: MessageList
          secondary: Message
        """

    @Test func withoutACompactFlowEveryColumnScreenIsReachableInCompactWidth() {
        let graph = Self.graph(Self.mail)
        #expect(!graph.hasCompactFlow)
        #expect(graph.compactRoots == ["Mailboxes", "MessageList", "Message"])
        let reachable: Set = ["Mailboxes", "MessageList", "Message", "Attachments", "Settings"]
        #expect(graph.reachableInRegular == reachable)
        #expect(graph.reachableInCompact == reachable)
        #expect(!graph.isReachableInRegular("Orphan"))
    }

    @Test func screensLiveInTheColumnsThatShowThem() {
        let graph = Self.graph(Self.mail)
        #expect(graph.columns(of: "Mailboxes") == [.primary])
        #expect(graph.columns(of: "Settings") == [.primary], "a push stays in the pushing screen's column")
        #expect(graph.columns(of: "MessageList") == [.supplementary])
        #expect(graph.columns(of: "Message") == [.secondary])
        #expect(graph.columns(of: "Attachments") == [.secondary])
        #expect(graph.columns(of: "Orphan").isEmpty)
        #expect(graph.screens(in: .secondary) == ["Attachments", "Message"])
    }

    @Test func destinationsAreSelectionTargetsAndTheNonPrimaryColumnRoots() {
        let graph = Self.graph(Self.mail)
        #expect(Set(graph.destinations.map(\.name)) == ["MessageList", "Message", "Settings", "Attachments"])
        #expect(Set(graph.detailScreens.map(\.name)) == ["Message"], "the secondary root and showDetail targets")
        #expect(graph.isDetailScreen("Message") && !graph.isDetailScreen("Attachments"))
    }

    @Test func edgesKeepTheirKindWithTheListActionBeforeItsRows() {
        let graph = Self.graph(Self.mail)
        #expect(graph.edges.map { "\($0.from)>\($0.to):\($0.kind.rawValue)" } == [
            "Mailboxes>MessageList:showSupplementary", "Mailboxes>Settings:push",
            "MessageList>Message:showDetail", "Message>Attachments:push",
        ])
        #expect(graph.edges(from: "Mailboxes").count == 2)
    }

    @Test func aCompactTabBarReachesOnlyWhatItsRootsLeadTo() {
        let text = Self.mail + """

              compact:
                tabBar:
                  tabs:
                    - { title: Inbox, image: tray, root: MessageList }
                    - { title: Settings, image: gear, root: Settings }
            """
        let graph = Self.graph(text)
        #expect(graph.hasCompactFlow)
        #expect(graph.compactRoots == ["MessageList", "Settings"])
        #expect(graph.reachableInCompact == ["MessageList", "Message", "Attachments", "Settings"])
        #expect(!graph.isShownInCompact("Mailboxes"))
    }

    @Test func aPartialSpecStillBuildsAGraph() {
        let graph = Self.graph("""
            spec: 1
            app: Broken
            screens:
              A:
                list: { items: [{ id: a, onSelect: { push: Missing } }] }
            split:
              style: doubleColumn
              primary: A
            """)
        #expect(graph.reachableInRegular == ["A", "Missing"])
        #expect(graph.columns(of: "Missing") == [.primary])
        #expect(graph.screenIndex["A"] == 0 && graph.screenIndex["Missing"] == nil, "a target is not a screen")
    }

    /// The graph numbers the names it meets; a name it never met is in no set and no column.
    @Test func aNameTheGraphNeverMetIsNowhere() {
        let graph = Self.graph(Self.mail)
        #expect(!graph.isReachableInRegular("Nowhere") && !graph.isShownInCompact("Nowhere"))
        #expect(!graph.isDestination("Nowhere") && !graph.isDetailScreen("Nowhere"))
        #expect(graph.columns(of: "Nowhere").isEmpty && graph.edges(from: "Nowhere").isEmpty)
        #expect(graph.screenIndex["Nowhere"] == nil && graph.screenIndex["Message"] == 2)
        #expect(graph.columnsByScreen["Settings"] == [.primary] && graph.columnsByScreen["Orphan"] == nil)
        #expect(graph.shownOnlyWhenPresented.isEmpty)
    }

    @Test func jsonIsDeterministicAndListsEveryScreen() {
        let graph = Self.graph(Self.mail)
        let json = graph.json().serialized()
        #expect(json == Self.graph(Self.mail).json().serialized())
        #expect(json.contains("\"reachableInCompact\": ["))
        #expect(json.contains("\"detailScreens\": [\n    \"Message\"\n  ]"))
        guard case .object(let pairs) = graph.json(),
              case .array(let screens)? = pairs.first(where: { $0.0 == "screens" })?.1 else {
            Issue.record("the graph JSON has a screens array")
            return
        }
        #expect(screens.count == 6, "every defined screen, orphans included")
        #expect(pairs.map(\.0) == ["compactFlow", "compactRoots", "reachableInRegular", "reachableInCompact",
                                   "columns", "edges", "destinations", "detailScreens", "screens"])
    }

    @Test func jsonWithLocationsSaysWhereEachEdgeIsWritten() {
        let result = Examples.check(Self.mail)
        let json = NavigationGraph(result.spec).json(locationsIn: result.source).serialized()
        #expect(json.contains("\"at\": \"10:38\""), "Mailboxes' onSelect target is on line 10")
    }
}
