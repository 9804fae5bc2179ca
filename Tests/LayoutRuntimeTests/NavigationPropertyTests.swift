import Foundation
import LayoutRuntime
import TestSupport
import Testing

/// Navigation as state, proven by running it: for every bundled spec and generator fixture,
/// seeded random sequences of what a person does (select rows in any visible list, go back,
/// switch tabs, change the display mode) and of what the system does (rotate, Slide Over,
/// launch in either width, save and restore), checking after every step the invariants that
/// make an adaptive layout keep the user's place. A failure prints its spec, seed and the
/// actions that led to it; add the seed to `regressions` to keep it forever.
@Suite("Navigation properties")
struct NavigationPropertyTests {
    /// Sequences per spec and actions per sequence.
    static let sequences = 1_000
    static let steps = 40

    /// Seeds that once failed, run every time (spec path, seed).
    static let regressions: [(spec: String, seed: UInt64)] = []

    static let specs: [String] = Repository.specPaths

    /// One thing that happens, with a description for failure reports.
    enum Action: CustomStringConvertible {
        case select(Pick, Destination<String>, ListPosition)
        case pop(Int, ListPosition)
        case selectTab(Int)
        case displayMode(State.DisplayMode)
        case collapse
        case expand
        case saveAndRestore

        var description: String {
            switch self {
            case .select(let pick, let destination, let position): "select \(pick) → \(destination.presentation.rawValue) \(destination.screen) at \(position)"
            case .pop(let count, let position): "back to \(count) at \(position)"
            case .selectTab(let tab): "tab \(tab)"
            case .displayMode(let mode): "display mode \(mode.rawValue)"
            case .collapse: "collapse (to compact width)"
            case .expand: "expand (to regular width)"
            case .saveAndRestore: "save and restore"
            }
        }
    }

    /// Everything a person or the system can do in `state`.
    static func actions(_ state: State, _ nav: SpecNavigation, _ rng: inout SeededGenerator) -> [Action] {
        var actions: [Action] = []
        switch state.width {
        case .regular:
            for column in ColumnSlot.allCases {
                guard let visible = state.visibleRoute(in: column, nav.map) else { continue }
                for (pick, destination) in nav.selections(on: visible.screen) {
                    actions.append(.select(pick, destination, .column(column)))
                }
                let count = state.stack(column).count
                if count > 1 { actions.append(.pop(Int.random(in: 1..<count, using: &rng), .column(column))) }
            }
            actions.append(.displayMode(State.DisplayMode.allCases.filter { $0 != .automatic }.randomElement(using: &rng)!))
            actions.append(.collapse)
        case .compact:
            if let top = state.compactStack.last {
                for (pick, destination) in nav.selections(on: top.screen) {
                    actions.append(.select(pick, destination, .compact))
                }
            }
            if state.compactStack.count > 1 { actions.append(.pop(state.compactStack.count - 1, .compact)) }
            for tab in state.tabs.indices where tab != state.selectedTab { actions.append(.selectTab(tab)) }
            actions.append(.expand)
        }
        actions.append(.saveAndRestore)
        return actions
    }

    static func apply(_ action: Action, to state: inout State, _ map: Map) throws {
        switch action {
        case .select(let pick, let destination, let position): state.select(pick, opening: destination, from: position, map)
        case .pop(let count, let position): state.popped(to: count, at: position, map)
        case .selectTab(let tab): state.selectTab(tab)
        case .displayMode(let mode): state.displayModeChanged(to: mode)
        case .collapse: state.collapse(map)
        case .expand: state.expand(map)
        case .saveAndRestore:
            let data = try JSONEncoder().encode(state)
            let decoded = try JSONDecoder().decode(State.self, from: data)
            guard let restored = State.restored(decoded, map) else { throw HarnessError(message: "a saved state was refused: \(state.problems(map))") }
            state = restored
        }
    }

    /// What must hold after every step; each problem in words.
    static func violations(_ state: State, _ map: Map, before: State?) -> [String] {
        var problems = state.problems(map)
        // The user's place survives a change of width and back.
        switch state.width {
        case .regular:
            var roundTrip = state
            roundTrip.collapse(map)
            roundTrip.expand(map)
            if roundTrip.primary != state.primary || roundTrip.supplementary != state.supplementary || roundTrip.secondary != state.secondary {
                problems.append("collapse then expand changed the columns: \(describe(state)) became \(describe(roundTrip))")
            }
            // The detail belongs to what is selected: a column's first screen was opened by a row
            // of the top screen of the column before it.
            if let first = state.supplementary.first, let pick = first.selection, pick.source != state.primary.last?.screen {
                problems.append("the supplementary column shows \(first.screen) for \(pick), but the primary column shows \(state.primary.last?.screen ?? "nothing")")
            }
            if let first = state.secondary.first, let pick = first.selection, let source = state.detailSource,
               let opener = state.visibleRoute(in: source, map), pick.source != opener.screen {
                problems.append("the secondary column shows \(first.screen) for \(pick), but the \(source) column shows \(opener.screen)")
            }
            for column in ColumnSlot.allCases {
                let stack = state.stack(column)
                for (index, route) in stack.enumerated() where index > 0 {
                    if let pick = route.selection, pick.source != stack[index - 1].screen {
                        problems.append("\(route.screen) is pushed for \(pick) on top of \(stack[index - 1].screen)")
                    }
                }
            }
            if let before, before.width == .compact {
                // Expanding keeps the screen the user was looking at on top.
                let top = before.compactStack.last?.route
                if let top, top != before.tabs[before.selectedTab].first?.route || before.compactStack.count > 1,
                   state.topRoute(map) != top, !(top.selection == nil && top.screen == map.primary) {
                    problems.append("expanding put \(state.topRoute(map).screen) on top instead of \(top.screen)")
                }
            }
        case .compact:
            var roundTrip = state
            roundTrip.expand(map)
            roundTrip.collapse(map)
            if roundTrip.tabs[roundTrip.selectedTab] != state.compactStack || roundTrip.selectedTab != state.selectedTab {
                problems.append("expand then collapse changed the compact stack: \(describe(state.compactStack)) (tab \(state.selectedTab)) became \(describe(roundTrip.compactStack)) (tab \(roundTrip.selectedTab))")
            }
            for (tab, stack) in state.tabs.enumerated() {
                // Never an empty detail on top: the secondary column's first screen without a
                // selection is the placeholder of regular width.
                if stack.count > 1, let top = stack.last, top.screen == map.secondary, top.selection == nil, top.column == .secondary {
                    problems.append("tab \(tab) shows the empty \(top.screen) placeholder: \(describe(stack))")
                }
                for (index, step) in stack.enumerated() where index > 0 {
                    // Screens pushed from the placeholder go back past it.
                    if let pick = step.selection, pick.source != stack[index - 1].screen, pick.source != map.secondary {
                        problems.append("tab \(tab): \(step.screen) for \(pick) sits on \(stack[index - 1].screen)")
                    }
                }
            }
            if let before, before.width == .regular {
                // Collapsing shows the whole chain, nothing more, on the tab that starts it.
                let chain = before.chain(map)
                let stack = state.compactStack
                let expected = stack.first.map { $0.screen == map.primary && $0.selection == nil ? Array(stack.dropFirst()) : stack } ?? []
                var unchanged = state
                unchanged.expand(map)
                let restoredEarlierStack = unchanged.primary == before.primary && unchanged.supplementary == before.supplementary
                    && unchanged.secondary == before.secondary
                if expected != chain && !restoredEarlierStack {
                    problems.append("collapsing showed \(describe(stack)) for the chain \(describe(chain))")
                }
                if state.topRoute(map) != before.topRoute(map), !chain.isEmpty {
                    problems.append("collapsing put \(state.topRoute(map).screen) on top instead of \(before.topRoute(map).screen)")
                }
            }
        }
        return problems
    }

    static func describe(_ state: State) -> String {
        "[\(state.primary.map(\.screen).joined(separator: ", "))] [\(state.supplementary.map(\.screen).joined(separator: ", "))] [\(state.secondary.map(\.screen).joined(separator: ", "))]"
    }

    static func describe(_ steps: [State.Step]) -> String {
        "[" + steps.map { "\($0.screen)\($0.selection.map { "(\($0))" } ?? "")@\($0.column.rawValue)" }.joined(separator: ", ") + "]"
    }

    /// Runs one seeded sequence; returns the first failure with the actions that led to it.
    static func run(_ nav: SpecNavigation, seed: UInt64) -> String? {
        var rng = SeededGenerator(seed: seed)
        var state = State(nav.map, width: Bool.random(using: &rng) ? .regular : .compact,
                          displayMode: [.secondaryOnly, .oneBesideSecondary, .oneOverSecondary].randomElement(using: &rng)!)
        var trace = ["launch in \(state.width.rawValue) width"]
        if let problem = violations(state, nav.map, before: nil).first {
            return "\(nav.name) seed \(seed): \(problem)\n  after: \(trace.joined(separator: " → "))"
        }
        for _ in 0..<steps {
            let choices = actions(state, nav, &rng)
            let action = choices.randomElement(using: &rng)!
            trace.append(action.description)
            let before = state
            do {
                try apply(action, to: &state, nav.map)
            } catch {
                return "\(nav.name) seed \(seed): \(error)\n  after: \(trace.joined(separator: " → "))"
            }
            if let problem = violations(state, nav.map, before: before).first {
                return "\(nav.name) seed \(seed): \(problem)\n  after: \(trace.joined(separator: " → "))"
            }
        }
        return nil
    }

    @Test("invariants hold through random sequences of actions and size-class changes", arguments: specs)
    func randomSequences(_ spec: String) throws {
        let nav = try SpecNavigation(path: spec)
        var failures: [String] = []
        for index in 0..<Self.sequences {
            if let failure = Self.run(nav, seed: UInt64(index) &* 2_654_435_761 &+ 17) {
                failures.append(failure)
                if failures.count >= 3 { break }
            }
        }
        for failure in failures { Issue.record(Comment(rawValue: failure)) }
    }

    @Test("seeds that once failed keep passing")
    func regressionSeeds() throws {
        for (spec, seed) in Self.regressions {
            let nav = try SpecNavigation(path: spec)
            if let failure = Self.run(nav, seed: seed) { Issue.record(Comment(rawValue: failure)) }
        }
    }
}
