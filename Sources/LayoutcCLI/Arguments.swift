import Diagnostics

/// A command's accepted options, declared once so parsing, `--help` and suggestions agree.
struct CommandSpec {
    struct Option {
        var name: String
        var valueName: String?
        var help: String
        var repeating = false
        /// The values the option takes, for shell completion; empty: any (a path, a number).
        var choices: [String] = []

        /// The value is a file or folder path (shell completion offers paths).
        var takesPath: Bool { ["file", "folder", "path"].contains(valueName ?? "") }
    }

    var name: String
    var summary: String
    var usage: String
    var options: [Option]
    var discussion: String = ""

    var helpText: String {
        var text = "OVERVIEW: \(summary)\n\nUSAGE: layoutc \(usage)\n"
        if !options.isEmpty {
            text += "\nOPTIONS:\n"
            for option in options + [Option(name: "help", help: "Show help information.")] {
                let left = "  --\(option.name)" + (option.valueName.map { " <\($0)>" } ?? "")
                text += left.padding(to: 30) + option.help + "\n"
            }
        }
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        return text
    }
}

struct UsageError: Error {
    var message: String
}

/// Parsed arguments of one command.
struct ParsedArguments {
    var flags: Set<String> = []
    var values: [String: [String]] = [:]
    var positional: [String] = []

    func value(_ name: String) -> String? { values[name]?.last }
    func has(_ name: String) -> Bool { flags.contains(name) }
}

extension CommandSpec {
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var i = 0
        var onlyPositional = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                parsed.positional.append(argument)
                continue
            }
            if argument == "--" { onlyPositional = true; continue }
            if argument == "--help" || argument == "-h" { parsed.flags.insert("help"); continue }
            var name = String(argument.drop { $0 == "-" })
            var inlineValue: String?
            if let eq = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                let suggestion = Suggestions.closest(to: name, in: options.map(\.name) + ["help"])
                throw UsageError(message: "unknown option '\(argument)' for 'layoutc \(self.name)'"
                    + (suggestion.map { "; did you mean '--\($0)'?" } ?? ""))
            }
            if option.valueName != nil {
                let value: String
                if let inlineValue { value = inlineValue } else {
                    guard i < arguments.count else { throw UsageError(message: "missing value for '--\(name) <\(option.valueName!)>'") }
                    value = arguments[i]
                    i += 1
                }
                parsed.values[name, default: []].append(value)
            } else {
                if inlineValue != nil { throw UsageError(message: "'--\(name)' takes no value") }
                parsed.flags.insert(name)
            }
        }
        return parsed
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
