/// An `excluded:` entry: a path or a glob relative to the configuration file's folder.
///
/// `*` matches within one path component, `?` one character, `**` any number of components.
/// A pattern that names a folder excludes everything under it, so `Generated` and
/// `Generated/**` mean the same.
public struct PathPattern: Sendable, Equatable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    let components: [[Character]]

    public init(_ text: String) {
        self.text = text
        var trimmed = Substring(text)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
            .map { Array($0) }
    }

    public var description: String { text }

    /// Whether `path` (relative to the configuration's folder, `/`-separated) or a folder
    /// containing it matches.
    public func matches(_ path: String) -> Bool {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.map { Array($0) }
        guard !components.isEmpty else { return false }
        // A match of a leading part of the path means a folder above the spec was named.
        for count in stride(from: parts.count, through: 1, by: -1) {
            if Self.match(components[...], parts[..<count]) { return true }
        }
        return false
    }

    static func match(_ pattern: ArraySlice<[Character]>, _ path: ArraySlice<[Character]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == ["*", "*"] {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                if remaining.isEmpty { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(first[...], component[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    static func matchComponent(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            var remaining = name
            while true {
                if matchComponent(pattern.dropFirst(), remaining) { return true }
                if remaining.isEmpty { return false }
                remaining = remaining.dropFirst()
            }
        case "?":
            return !name.isEmpty && matchComponent(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchComponent(pattern.dropFirst(), name.dropFirst())
        }
    }
}
