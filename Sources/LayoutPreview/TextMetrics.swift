/// Approximate text widths for the system font, without loading a font: enough to truncate
/// titles with an ellipsis and size badges, and the same on every machine.
enum TextMetrics {
    /// The advance of one character in ems (Helvetica-like proportions).
    static func advance(of character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0.5 }
        if scalar.value > 0x2E7F { return 1.0 }  // CJK and emoji are about square
        switch character {
        case "i", "l", "j", "'", "|", "!", ".", ",", ":", ";", "I": return 0.25
        case "f", "t", "r", " ", "(", ")", "[", "]", "-", "/": return 0.32
        case "m", "w", "M", "W", "@": return 0.85
        case "0"..."9": return 0.56
        case "A"..."Z": return 0.68
        default: return 0.54
        }
    }

    static func width(of text: String, size: Double, bold: Bool = false) -> Double {
        let ems = text.reduce(0.0) { $0 + advance(of: $1) }
        return ems * size * (bold ? 1.07 : 1.0)
    }

    /// The text, cut and ended with `…` when it is wider than `width`.
    static func truncated(_ text: String, toWidth width: Double, size: Double, bold: Bool = false) -> String {
        guard Self.width(of: text, size: size, bold: bold) > width else { return text }
        let ellipsis = Self.width(of: "…", size: size, bold: bold)
        var result = ""
        var used = 0.0
        for character in text {
            let next = advance(of: character) * size * (bold ? 1.07 : 1.0)
            if used + next + ellipsis > width { break }
            result.append(character)
            used += next
        }
        return result + "…"
    }

    /// Words laid into lines no wider than `width`; a word longer than a line is cut.
    static func wrapped(_ text: String, toWidth width: Double, size: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if Self.width(of: candidate, size: size) <= width || current.isEmpty {
                current = Self.width(of: candidate, size: size) <= width ? candidate : truncated(candidate, toWidth: width, size: size)
            } else {
                lines.append(current)
                current = Self.width(of: word, size: size) <= width ? word : truncated(word, toWidth: width, size: size)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
