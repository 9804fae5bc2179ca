import SpecSource

/// An attribute value: text is escaped, numbers are printed with at most two decimals, so the
/// same picture is always the same bytes (golden files compare byte for byte).
public enum SVGValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    case text(String)
    case number(Double)

    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }

    /// A number attribute (`"x": .n(frame.x)`).
    public static func n(_ value: Double) -> SVGValue { .number(value) }

    var rendered: String {
        switch self {
        case .text(let text): SVGWriter.escapedAttribute(text)
        case .number(let number): SVGWriter.format(number)
        }
    }
}

/// Writes indented XML for SVG (and the HTML index) element by element. Every piece of text
/// from a spec goes through it, so a title such as `Mail & <Friends>` stays text, never markup.
public struct SVGWriter: Sendable {
    public private(set) var text = ""
    private var openElements: [String] = []

    public init() {}

    /// Opens an element whose children follow.
    public mutating func start(_ name: String, _ attributes: KeyValuePairs<String, SVGValue> = [:]) {
        indent()
        text += "<" + name + Self.attributes(attributes) + ">\n"
        openElements.append(name)
    }

    /// Closes the innermost open element.
    public mutating func end() {
        guard let name = openElements.popLast() else { return }
        indent()
        text += "</" + name + ">\n"
    }

    /// An element with no children, or with only text.
    public mutating func element(_ name: String, _ attributes: KeyValuePairs<String, SVGValue> = [:], text content: String? = nil) {
        indent()
        text += "<" + name + Self.attributes(attributes)
        if let content {
            text += ">" + Self.escapedText(content) + "</" + name + ">\n"
        } else {
            text += "/>\n"
        }
    }

    /// An element whose attributes are built up at run time (optional ones left out).
    public mutating func element(_ name: String, attributes: [(String, SVGValue)], text content: String? = nil) {
        indent()
        text += "<" + name + Self.attributes(attributes)
        if let content {
            text += ">" + Self.escapedText(content) + "</" + name + ">\n"
        } else {
            text += "/>\n"
        }
    }

    /// Another writer's elements, indented at the current depth (a picture drawn apart first).
    public mutating func append(_ other: SVGWriter) {
        let prefix = String(repeating: "  ", count: openElements.count)
        for line in other.text.split(separator: "\n", omittingEmptySubsequences: true) {
            text += prefix + line + "\n"
        }
    }

    /// A line written as is: only for fixed markup such as the XML declaration or a doctype.
    public mutating func line(_ markup: String) {
        indent()
        text += markup + "\n"
    }

    /// A comment; `--` cannot appear inside one, so it is broken up.
    public mutating func comment(_ content: String) {
        var safe = Self.escapedText(content)
        while safe.contains("--") { safe = safe.replacingAll("--", with: "- -") }
        indent()
        text += "<!-- " + safe + " -->\n"
    }

    private mutating func indent() {
        text += String(repeating: "  ", count: openElements.count)
    }

    private static func attributes(_ attributes: KeyValuePairs<String, SVGValue>) -> String {
        Self.attributes(attributes.map { ($0.key, $0.value) })
    }

    private static func attributes(_ attributes: [(String, SVGValue)]) -> String {
        var result = ""
        for (name, value) in attributes {
            result += " " + name + "=\"" + value.rendered + "\""
        }
        return result
    }

    /// Text content: `&`, `<` and `>` escaped, tabs and line breaks as character references
    /// (one element stays one line), characters XML cannot carry replaced by U+FFFD.
    public static func escapedText(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    /// An attribute value in double quotes: quotes and line breaks escaped as well.
    public static func escapedAttribute(_ text: String) -> String {
        escape(text, inAttribute: true)
    }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "'" where inAttribute: result += "&apos;"
            case "\t", "\n", "\r": result += "&#\(scalar.value);"  // one element, one line
            default:
                result.unicodeScalars.append(isXMLCharacter(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    /// XML 1.0's `Char` production (Swift scalars are never surrogates).
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value == 0x9 || value == 0xA || value == 0xD }
        return value != 0xFFFE && value != 0xFFFF
    }

    /// A coordinate with at most two decimals and no trailing zeros (`12`, `0.5`, `-3.25`).
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return "0" }
        let hundredths = Int((number * 100).rounded())
        let magnitude = hundredths.magnitude
        let whole = magnitude / 100
        let fraction = magnitude % 100
        var result = hundredths < 0 ? "-" : ""
        result += String(whole)
        if fraction != 0 {
            result += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
        }
        return result
    }
}
