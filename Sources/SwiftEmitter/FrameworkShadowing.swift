import LayoutModel

/// A spec may name its types after framework types: `itemType: Image`, `sectionType: List`.
/// Inside the app's namespace such a name hides the framework's, so in the files of such a spec
/// generated code spells the framework's type with its module (`SwiftUI.Image`) and the spec's
/// type with its namespace (`Mail.Image`). Every other spec's files are exactly as they would be
/// without this. (`app: List` stays an error: the namespace is a type of the whole module, so it
/// would hide SwiftUI's `List` from the app's own code and from other specs' files too.)
///
/// The planner marks the spec's own spelling of each such name (`marked`); when a file has been
/// written, `qualify` rewrites every unmarked use of the name as a type and removes the marks.
/// Doing it after writing keeps the emitters free of a spelling for each framework type at each
/// of their hundreds of uses, and only files of specs that hide something are read again.
struct FrameworkShadowing: Sendable {
    /// Follows the spec's spelling of a name that hides a framework type. A control character:
    /// string literals escape every one, so a spec's text can never put it in a file.
    static let mark: UInt8 = 0x01
    static let markText = "\u{1}"

    /// The spec's type names that hide a framework type generated code names, and its module.
    let hidden: [String: String]
    /// The namespace, unmarked.
    let app: String

    init(_ spec: LayoutSpec, app: String) {
        self.app = app
        var names = Array(spec.rowTypesHoldingRows)
        for screen in spec.screens {
            guard let list = screen.list else { continue }
            if let type = list.itemType?.value { names.append(type) }
            names += list.sections.compactMap { $0.sectionType?.value }
        }
        var hidden: [String: String] = [:]
        for name in names.map(SwiftName.type) {
            if let module = SwiftIdentifier.moduleOfFrameworkType[name] { hidden[name] = module }
        }
        self.hidden = hidden
    }

    var isEmpty: Bool { hidden.isEmpty }

    /// The spelling of a spec's type name in generated code before `qualify`: marked when it
    /// hides a framework type.
    func marked(_ typeName: String) -> String {
        hidden[typeName] == nil ? typeName : typeName + Self.markText
    }

    /// `text` without marks: for names and text that are not Swift source (file names, Info.plist
    /// entries, messages).
    static func unmarked(_ text: String) -> String {
        text.utf8.contains(mark) ? String(decoding: text.utf8.filter { $0 != mark }, as: UTF8.self) : text
    }

    /// A written file with its uses of hidden framework types spelled with their modules, the
    /// spec's marked types spelled with the namespace, and no marks; with `internal` access, with
    /// no `public` modifier either (the emitters write every declaration `public`, and this one
    /// pass over the code, which knows comments and string literals from code, takes it off).
    func finish(_ file: GeneratedFile, access: GeneratedAccess) -> GeneratedFile {
        guard !isEmpty || access == .internal else { return file }
        var rewriter = Rewriter(source: file.bytes, shadowing: self)
        rewriter.dropsPublic = access == .internal
        return GeneratedFile(name: Self.unmarked(file.name), bytes: rewriter.rewrite())
    }

    /// One pass over Swift source: code, comments, string literals (with their interpolations,
    /// which are code again).
    struct Rewriter {
        let source: [UInt8]
        let shadowing: FrameworkShadowing
        var output: [UInt8] = []
        var index = 0
        /// The last identifier written, and the last byte other than white space: together they
        /// tell a use of a name from its declaration (`struct Image`) and from a member (`.Image`).
        var lastWord: ArraySlice<UInt8> = []
        var lastByte: UInt8 = 0x0A
        /// Modules this file imports, and so may name.
        var imported: Set<String> = ["Swift"]
        /// Drops each `public` modifier (with the space after it): `access: internal`.
        var dropsPublic = false

        init(source: [UInt8], shadowing: FrameworkShadowing) {
            self.source = source
            self.shadowing = shadowing
            output.reserveCapacity(source.count + source.count / 16)
        }

        mutating func rewrite() -> [UInt8] {
            code(untilParenthesis: false)
            return output
        }

        /// Copies code up to the end, or up to the `)` that closes an interpolation.
        mutating func code(untilParenthesis: Bool) {
            var depth = 0
            while index < source.count {
                let byte = source[index]
                switch byte {
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    copy(while: { $0 != 0x0A }, dropMarks: true)
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    blockComment()
                case UInt8(ascii: "\""):
                    stringLiteral()
                case UInt8(ascii: "#") where rawStringStart() != nil:
                    stringLiteral()
                case UInt8(ascii: "("):
                    depth += 1
                    emit(byte)
                case UInt8(ascii: ")"):
                    if untilParenthesis && depth == 0 { return }
                    depth -= 1
                    emit(byte)
                case _ where Self.isIdentifierByte(byte):
                    identifier()
                default:
                    emit(byte)
                }
            }
        }

        func peek(_ offset: Int) -> UInt8? {
            index + offset < source.count ? source[index + offset] : nil
        }

        /// How many `#` open a string literal here (`#"…"#`), or nil when no literal starts here.
        func rawStringStart() -> Int? {
            var hashes = 0
            while let byte = peek(hashes), byte == UInt8(ascii: "#") { hashes += 1 }
            return peek(hashes) == UInt8(ascii: "\"") ? hashes : nil
        }

        mutating func emit(_ byte: UInt8) {
            if byte == FrameworkShadowing.mark { index += 1; return }
            output.append(byte)
            if byte != 0x20 && byte != 0x0A && byte != 0x09 { lastByte = byte }
            index += 1
        }

        mutating func copy(while keep: (UInt8) -> Bool, dropMarks: Bool) {
            while index < source.count, keep(source[index]) {
                if source[index] != FrameworkShadowing.mark || !dropMarks { output.append(source[index]) }
                index += 1
            }
        }

        mutating func blockComment() {
            var depth = 0
            while index < source.count {
                if source[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    depth += 1
                    output += [source[index], source[index + 1]]
                    index += 2
                } else if source[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                    depth -= 1
                    output += [source[index], source[index + 1]]
                    index += 2
                    if depth == 0 { return }
                } else {
                    if source[index] != FrameworkShadowing.mark { output.append(source[index]) }
                    index += 1
                }
            }
        }

        /// A string literal, single-line or multi-line, raw or not; interpolations are code.
        mutating func stringLiteral() {
            let hashes = rawStringStart() ?? 0
            let multiline = peek(hashes) == UInt8(ascii: "\"") && peek(hashes + 1) == UInt8(ascii: "\"") && peek(hashes + 2) == UInt8(ascii: "\"")
            let quotes = multiline ? 3 : 1
            for _ in 0..<(hashes + quotes) { output.append(source[index]); index += 1 }
            while index < source.count {
                let byte = source[index]
                if byte == UInt8(ascii: "\\") && (1...hashes + 1).allSatisfy({ $0 == hashes + 1 || peek($0) == UInt8(ascii: "#") }) {
                    // An escape: `\(` (after the raw string's `#`s) opens an interpolation.
                    for _ in 0...hashes { output.append(source[index]); index += 1 }
                    guard index < source.count else { return }
                    if source[index] == UInt8(ascii: "(") {
                        output.append(source[index])
                        index += 1
                        code(untilParenthesis: true)
                        if index < source.count { output.append(source[index]); index += 1 }
                    } else {
                        output.append(source[index])
                        index += 1
                    }
                    continue
                }
                if byte == UInt8(ascii: "\""), closes(quotes: quotes, hashes: hashes) {
                    for _ in 0..<(quotes + hashes) { output.append(source[index]); index += 1 }
                    lastByte = UInt8(ascii: "\"")
                    return
                }
                if byte != FrameworkShadowing.mark { output.append(byte) }
                index += 1
            }
        }

        func closes(quotes: Int, hashes: Int) -> Bool {
            (0..<quotes).allSatisfy { peek($0) == UInt8(ascii: "\"") } && (0..<hashes).allSatisfy { peek(quotes + $0) == UInt8(ascii: "#") }
        }

        static func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
                || byte == FrameworkShadowing.mark
        }

        /// Keywords after which a name is declared, not used.
        static let declaring: Set<String> = ["struct", "enum", "class", "actor", "protocol", "typealias", "associatedtype", "import", "case", "func", "var", "let"]

        mutating func identifier() {
            let start = index
            while index < source.count, Self.isIdentifierByte(source[index]) { index += 1 }
            let word = source[start..<index]
            // The modifier, not `` `public` `` (a name) nor `.public` (a member).
            if dropsPublic, word.elementsEqual("public".utf8), peek(0) == 0x20,
               start == 0 || source[start - 1] != UInt8(ascii: "`"), lastByte != UInt8(ascii: ".") {
                index += 1
                return
            }
            let marked = word.last == FrameworkShadowing.mark && !word.dropLast().contains(FrameworkShadowing.mark)
            let name = String(decoding: word.filter { $0 != FrameworkShadowing.mark }, as: UTF8.self)
            let previous = String(decoding: lastWord, as: UTF8.self)
            let isUse = lastByte != UInt8(ascii: ".") && !Self.declaring.contains(previous)
            if previous == "import" { imported.insert(name) }
            if marked, isUse, shadowing.hidden[name] != nil {
                // The spec's own type: spelled with the namespace, which nothing generated shadows.
                output += Array(shadowing.app.utf8) + [UInt8(ascii: ".")]
            } else if !marked, isUse, let module = shadowing.hidden[name], canName(module) {
                output += Array(module.utf8) + [UInt8(ascii: ".")]
            }
            output += Array(name.utf8)
            lastWord = word
            lastByte = word.last ?? lastByte
        }

        /// Whether this file can spell `module`: it imports it, or a module that re-exports it.
        func canName(_ module: String) -> Bool {
            imported.contains(module) || (module == "Foundation" && !imported.isDisjoint(with: ["UIKit", "SwiftUI"]))
        }
    }
}
