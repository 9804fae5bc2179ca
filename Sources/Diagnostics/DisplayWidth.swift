/// How many terminal columns text occupies, so carets under a source line stay aligned when the
/// line holds tabs, CJK text, emoji or combining accents.
///
/// A small, dependency-free take on `wcwidth`: combining and format characters take no column,
/// East Asian wide and fullwidth characters and emoji take two, tabs take `tabWidth`, and control
/// characters are shown as U+FFFD (one column) by `DisplayWidth.printable(_:)`.
public enum DisplayWidth {
    /// Tabs are expanded to this many spaces (not to tab stops), as rustc does.
    public static let tabWidth = 4

    /// The columns `text` takes once printed with `printable(_:)`.
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        var width = 0
        for character in text { width += of(character) }
        return width
    }

    /// The columns one grapheme cluster takes.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count == 1 { return of(first) }
        // An emoji sequence (`☕️`, `👩‍💻`, `1️⃣`, `👍🏽`, flags) is drawn as one wide glyph.
        let isEmojiSequence = scalars.contains { $0.properties.isEmojiPresentation }
            || (first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x200D })
        if isEmojiSequence { return 2 }
        var width = 0
        for scalar in scalars { width += of(scalar) }
        return width
    }

    /// The columns one scalar takes on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0x09 { return tabWidth }
        if isControl(scalar) { return 1 }  // printed as U+FFFD
        if value < 0x300 { return 1 }      // Latin fast path
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels and finals join the syllable
        if scalar.properties.isEmojiPresentation || isEastAsianWide(value) { return 2 }
        return 1
    }

    /// `text` as it is printed under a gutter: tabs expanded to spaces and control characters
    /// replaced, so a spec cannot move the cursor or recolour the terminal.
    public static func printable<S: StringProtocol>(_ text: S) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value == 0x09 {
                out += String(repeating: " ", count: tabWidth)
            } else if isControl(scalar) {
                out += "\u{FFFD}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x09) || (0x7F...0x9F).contains(value)
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks, from Unicode's EastAsianWidth.txt. Emoji
    /// are covered by `isEmojiPresentation`.
    static func isEastAsianWide(_ value: UInt32) -> Bool {
        for range in wideRanges where range.contains(value) { return true }
        return false
    }

    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,   // Hangul Jamo initial consonants
        0x2329...0x232A,   // angle brackets
        0x2E80...0x303E,   // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,   // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK compatibility
        0x3400...0x4DBF,   // CJK Unified Ideographs Extension A
        0x4E00...0x9FFF,   // CJK Unified Ideographs
        0xA000...0xA4CF,   // Yi
        0xA960...0xA97F,   // Hangul Jamo Extended-A
        0xAC00...0xD7A3,   // Hangul syllables
        0xF900...0xFAFF,   // CJK compatibility ideographs
        0xFE10...0xFE19,   // vertical forms
        0xFE30...0xFE6F,   // CJK compatibility forms, small form variants
        0xFF00...0xFF60,   // fullwidth forms
        0xFFE0...0xFFE6,   // fullwidth signs
        0x16FE0...0x16FE4, // ideographic symbols
        0x17000...0x18CFF, // Tangut, Khitan
        0x1B000...0x1B2FF, // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF, // enclosed ideographic supplement
        0x20000...0x2FFFD, // CJK Extensions B-F, compatibility supplement
        0x30000...0x3FFFD, // CJK Extension G and later
    ]
}
