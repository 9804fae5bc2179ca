import Diagnostics
import LayoutCompiler
import LayoutRules
import SpecSource
import Testing

/// A rule example with its `↓` markers taken out: the spec text as the compiler sees it, and
/// the byte offsets where the markers stood (where each expected finding starts).
struct MarkedExample {
    static let marker: Unicode.Scalar = "↓"

    let text: String
    let markers: [Int]

    init(_ example: String) {
        var bytes: [UInt8] = []
        var markers: [Int] = []
        for scalar in example.unicodeScalars {
            if scalar == Self.marker {
                markers.append(bytes.count)
            } else {
                bytes += Array(String(scalar).utf8)
            }
        }
        self.text = String(decoding: bytes, as: UTF8.self)
        self.markers = markers
    }

    init(_ example: RuleExample) {
        self.init(example.text)
    }

    var bytes: [UInt8] { Array(text.utf8) }
}

extension RuleExample {
    /// Where a place in the example is in the rule's file (the snippet starts on the line after
    /// `RuleExample(`, and Swift strips the literal's indentation, so columns are approximate).
    func sourceLocation(line lineInExample: Int = 1, column: Int = 1) -> Testing.SourceLocation {
        Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line + lineInExample, column: max(column, 1))
    }

    /// The location of a byte offset of the example's text with its markers removed.
    func sourceLocation(ofOffset offset: Int, in text: String) -> Testing.SourceLocation {
        let location = SpecSource.SourceFile(path: "example.layout.yaml", text: text).location(of: offset)
        return sourceLocation(line: location.line, column: location.column)
    }
}

enum Examples {
    /// Every rule enabled, opt-in ones included, so each example shows its own rule's findings.
    static let compiler = LayoutCompiler(rules: RuleEngine(enabledRuleIDs: Set(RuleRegistry.descriptors.map(\.id))))

    static func check(_ text: String) -> LayoutCompiler.Result {
        compiler.check(path: "example.layout.yaml", bytes: Array(text.utf8))
    }

    static func findings(of ruleID: String, in text: String) -> [Diagnostic] {
        check(text).diagnostics.filter { $0.ruleID == ruleID }
    }

    /// Findings of the rules that mean the text could not be read as a spec.
    static func inputProblems(in result: LayoutCompiler.Result) -> [Diagnostic] {
        result.diagnostics.filter { RuleRegistry.descriptor(for: $0.ruleID)?.category == .input }
    }

    /// Findings of `after` beyond what `before` had, counted per rule: a fix-it moves text, and
    /// with it the positions and sometimes the words of findings it did not cause (an action
    /// moved to the other edge is still the one unconfirmed action, named by its new edge).
    static func introduced(by after: [Diagnostic], over before: [Diagnostic]) -> [Diagnostic] {
        var allowance: [String: Int] = [:]
        for diagnostic in before { allowance[diagnostic.ruleID, default: 0] += 1 }
        return after.filter { diagnostic in
            let left = allowance[diagnostic.ruleID, default: 0]
            allowance[diagnostic.ruleID] = left - 1
            return left <= 0
        }
    }

    /// `line:column` for failure messages.
    static func position(_ offset: Int, in text: String) -> String {
        SourceFile(path: "example.layout.yaml", text: text).location(of: offset).description
    }

    /// The text with a fix-it's edits applied (edits never overlap; apply from the end).
    static func applying(_ fixIt: FixIt, to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in fixIt.edits.sorted(by: { $0.range.start > $1.range.start }) {
            bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Every registered model rule's id, the argument of the parameterized tests.
    static var ruleIDs: [String] { RuleRegistry.rules.map { $0.descriptor.id } }

    static func rule(_ id: String) -> any Rule.Type {
        RuleRegistry.rule(for: id)!
    }
}
