import Diagnostics
import SpecSource

/// The `unused-suppression` findings for one suppression comment: rule ids that silenced
/// nothing, ids no rule has, and input rules (which cannot be suppressed). Each comes with a
/// fix-it that removes the id, or the whole comment when nothing in it is left doing anything.
struct UnusedSuppressionReport {
    let suppression: Suppression
    let used: [Bool]
    let source: SourceFile
    /// False when the spec could not be read completely: a finding may be missing only because
    /// the rules could not see its line, so "unused" cannot be claimed.
    let reportsUnused: Bool

    enum Status {
        case used
        case unused
        case unknown(suggestion: String?)
        case notSuppressible
    }

    var directive: String { "layoutc:\(suppression.kind.rawValue)" }

    func status(_ index: Int) -> Status {
        let id = suppression.rules[index].id
        if used[index] { return .used }
        guard RuleRegistry.descriptor(for: id) != nil else {
            return .unknown(suggestion: Suggestions.closest(to: id, in: RuleRegistry.descriptors.map(\.id)))
        }
        if !Suppressions.isSuppressible(id) { return .notSuppressible }
        return .unused
    }

    func diagnostics() -> [Diagnostic] {
        let rules = suppression.rules
        if rules.isEmpty {
            return [finding("`\(directive)` names no rule, so it suppresses nothing", at: suppression.comment.range,
                            help: "write `# \(directive) RULE-ID`; `layoutc rules` lists the ids",
                            fix: removeComment())]
        }
        let statuses = rules.indices.map(status)
        let allUnused = statuses.allSatisfy { if case .unused = $0 { return true } else { return false } }
        if allUnused {
            guard reportsUnused else { return [] }
            let ids = Suggestions.list(rules.map(\.id), conjunction: "or")
            return [finding("this suppression is unused: no \(ids) finding starts on \(targetDescription)",
                            at: suppression.comment.range,
                            help: "remove the comment; the finding it silenced is gone",
                            fix: removeComment())]
        }
        var result: [Diagnostic] = []
        for (index, status) in statuses.enumerated() {
            let reference = rules[index]
            let removal = rules.count == 1 ? removeComment() : removeReference(index)
            switch status {
            case .used: continue
            case .unused:
                guard reportsUnused else { continue }
                result.append(finding("`\(reference.id)` is suppressed here but no `\(reference.id)` finding starts on \(targetDescription)",
                                      at: reference.range, help: "remove `\(reference.id)` from the comment", fix: removal))
            case .unknown(let suggestion):
                let fix = suggestion.map { FixIt.replace(reference.range, with: $0, message: "replace with `\($0)`") } ?? removal
                result.append(finding("unknown rule `\(reference.id)` in a suppression; it suppresses nothing",
                                      at: reference.range,
                                      help: suggestion.map { "did you mean `\($0)`?" } ?? "`layoutc rules` lists every rule id",
                                      fix: fix))
            case .notSuppressible:
                result.append(finding("`\(reference.id)` is an input rule and cannot be suppressed: the spec cannot be read as written",
                                      at: reference.range, help: "fix the spec instead", fix: removal))
            }
        }
        return result
    }

    var targetDescription: String {
        switch suppression.kind {
        case .line: return "this line"
        case .nextLine:
            guard let line = suppression.targetLine else { return "a following line (there is none)" }
            return "line \(line + 1)"
        }
    }

    func finding(_ message: String, at range: SourceRange, help: String, fix: FixIt) -> Diagnostic {
        Diagnostic(ruleID: Suppressions.unusedRuleID, severity: .warning, message: message, range: range,
                   help: help, fixIts: [fix])
    }

    /// Deletes the comment: the whole line when the comment stands alone, else the comment and
    /// the whitespace before it.
    func removeComment() -> FixIt {
        let comment = suppression.comment
        let bytes = source.bytes
        let range: SourceRange
        if comment.isWholeLine {
            let start = source.lineStarts[comment.line]
            let end = comment.line + 1 < source.lineStarts.count ? source.lineStarts[comment.line + 1] : bytes.count
            range = SourceRange(start: start, end: end)
        } else {
            var start = comment.range.start
            while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
            var end = comment.range.end
            while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
            range = SourceRange(start: start, end: end)
        }
        return FixIt(message: "remove the suppression comment", edits: [TextEdit(range: range, replacement: "")])
    }

    /// Deletes one id and the separator that joins it to its neighbour.
    func removeReference(_ index: Int) -> FixIt {
        let rules = suppression.rules
        let range: SourceRange
        if index > 0 {
            range = SourceRange(start: rules[index - 1].range.end, end: rules[index].range.end)
        } else {
            range = SourceRange(start: rules[0].range.start, end: rules[1].range.start)
        }
        return FixIt(message: "remove `\(rules[index].id)` from the suppression", edits: [TextEdit(range: range, replacement: "")])
    }
}
