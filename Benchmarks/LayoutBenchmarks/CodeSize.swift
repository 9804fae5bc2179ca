import Foundation
import LayoutCompiler
import SpecSource
import SwiftEmitter

/// `layoutc-bench --code-size`: how much Swift the bundled specs generate, as issue 40 counts it,
/// so a change to the emitters or the runtimes can be measured again. For each target: non-blank
/// lines of generated Swift (the model's file and the target's) per spec line that is neither
/// blank nor a comment; the substantive lines (not comments, not a lone brace or parenthesis);
/// and the share of those that are the same in every bundled spec's output, which is code no
/// spec decides and belongs in a runtime.
struct CodeSizeReport {
    struct Figures {
        var perSpecLine: [(spec: String, ratio: Double)] = []
        var substantive = 0
        var identical = 0
    }

    /// The specs in `folder` (the package's `Specs`), read and checked from disk.
    static func run(folder: String = "Specs", shown: [String] = ["Mail", "Reader", "Shortcuts"]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".layout.yaml") }.sorted()
        guard !names.isEmpty else {
            print("no specs in \(folder): run from the package's folder")
            exit(2)
        }
        for target in EmitTarget.allCases {
            let figures = measure(names.map { "\(folder)/\($0)" }, target: target)
            let ratios = figures.perSpecLine.filter { shown.contains($0.spec) }
                .map { "\($0.spec) \(String(format: "%.2f", $0.ratio))" }.joined(separator: ", ")
            let share = Double(figures.identical) / Double(max(figures.substantive, 1)) * 100
            print("\(target.rawValue): lines per spec line \(ratios); \(figures.substantive) substantive lines, "
                  + "\(String(format: "%.1f", share))% the same in all \(names.count) specs")
        }
    }

    static func measure(_ paths: [String], target: EmitTarget) -> Figures {
        var figures = Figures()
        var seenIn: [Substring: Int] = [:]
        var outputs: [[Substring]] = []
        for path in paths {
            guard let bytes = try? FileSystem.read(path) else { continue }
            let result = LayoutCompiler().check(path: path, bytes: bytes)
            guard !result.hasErrors,
                  let code = try? SwiftEmitter.emit(result.spec, sourcePath: path, target: target, workers: 1, source: result.source)
            else { continue }
            let text = code.contents
            let nonBlank = text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
            let specLines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").filter { line in
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                return !trimmed.isEmpty && !trimmed.hasPrefix("#")
            }
            let name = String(path.split(separator: "/").last ?? "").replacingOccurrences(of: ".layout.yaml", with: "")
            figures.perSpecLine.append((name, Double(nonBlank.count) / Double(max(specLines.count, 1))))
            let substantive = nonBlank.map { $0.drop { $0 == " " } }.filter { line in
                !line.hasPrefix("//") && !["}", ")", "{"].contains(line)
            }
            outputs.append(substantive)
            for line in Set(substantive) { seenIn[line, default: 0] += 1 }
        }
        for output in outputs {
            figures.substantive += output.count
            figures.identical += output.filter { seenIn[$0] == outputs.count }.count
        }
        return figures
    }
}
