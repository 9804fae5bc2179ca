/// libyaml's error strings, said the way a person editing a spec thinks about them.
enum SyntaxMessages {
    struct Words {
        var message: String
        var help: String?
    }

    static func explain(problem: String, context: String?) -> Words {
        let context = context ?? ""
        switch problem {
        case "found unexpected end of stream" where context.contains("quoted scalar"):
            return Words(message: "this quoted string is never closed",
                         help: "add the closing quote at the end of the value")
        case "found unexpected end of stream":
            return Words(message: "the file ends in the middle of a value")
        case "mapping values are not allowed in this context":
            return Words(message: "a `:` here starts a key inside a value that cannot hold one",
                         help: "quote the value if the colon is part of it (`title: \"Note: draft\"`), or put the key on its own line")
        case "could not find expected ':'":
            return Words(message: "a key is missing its `:`",
                         help: "write `key: value`, with a space after the colon")
        case "did not find expected key":
            return Words(message: "this line does not fit the mapping above it: its indentation or content is not a `key: value`",
                         help: "check the indentation; keys of one mapping line up in one column")
        case "did not find expected '-' indicator":
            return Words(message: "this line does not fit the list above it: list entries start with `- `",
                         help: "check the indentation of the list's entries")
        case "did not find expected ',' or ']'":
            return Words(message: "this `[` list is not closed, or its entries are not separated by commas",
                         help: "close it with `]` and separate entries with `,`")
        case "did not find expected ',' or '}'":
            return Words(message: "this `{` mapping is not closed, or its entries are not separated by commas",
                         help: "close it with `}` and separate entries with `,`")
        case "did not find expected node content":
            return Words(message: "a value was expected here",
                         help: "write a value after the `:` or `- `, or quote text that starts with a character YAML reserves")
        case "found character that cannot start any token":
            return Words(message: "this character cannot start a YAML value",
                         help: "quote the value if it starts with `@`, `` ` ``, `%` or a tab")
        case "block sequence entries are not allowed in this context":
            return Words(message: "a `- ` list entry cannot start here",
                         help: "put the list on the lines below its key, indented")
        case "found unknown escape character":
            return Words(message: "unknown escape sequence in a double-quoted string",
                         help: "write `\\\\` for a backslash, or use single quotes")
        case let p where p.contains("tab character"):
            return Words(message: "a tab is used for indentation; YAML indents with spaces only",
                         help: "replace the tab with spaces")
        case "did not find expected <document start>":
            return Words(message: "unexpected content after the end of the document",
                         help: "a spec is one document; remove what follows, or start a new `*.layout.yaml` file")
        case "did not find expected <stream-start>":
            return Words(message: "the text cannot be read as YAML from its first character")
        case "found undefined tag handle":
            return Words(message: "this tag uses a handle that is not defined",
                         help: "specs need no tags; remove the `!` prefix, or quote the value")
        case "did not find expected alphabetic or numeric character":
            return Words(message: "an anchor or alias name must be letters or digits",
                         help: "write `&name` to define an anchor and `*name` to refer to it, or quote a value that starts with `&` or `*`")
        case "control characters are not allowed":
            return Words(message: "the text contains a control character, which YAML does not allow",
                         help: "delete it; it is invisible in most editors (it often comes from copying text out of another app)")
        case "found unexpected ':'":
            return Words(message: "a `:` here cannot start a value",
                         help: "quote the value if the colon is part of it")
        case "mapping keys are not allowed in this context":
            return Words(message: "a `? ` complex key cannot start here",
                         help: "write keys as `key: value`")
        case "found unexpected document indicator":
            return Words(message: "`---` or `...` at the start of a line ends the document, here in the middle of a quoted string",
                         help: "indent the line, or close the string before it")
        case "did not find expected comment or line break":
            return Words(message: "unexpected text after the value on this line",
                         help: "a comment starts with ` #` (a space before `#`); otherwise move the text to its own line or into the quotes")
        case "did not find expected hexdecimal number":
            return Words(message: "an escape such as `\\x`, `\\u` or `\\U` needs hexadecimal digits after it",
                         help: "write `\\\\` for a backslash, or use single quotes")
        case "found invalid Unicode character escape code":
            return Words(message: "this `\\u` escape names no Unicode character",
                         help: "write the character itself; specs are UTF-8")
        case "found an indentation indicator equal to 0":
            return Words(message: "a block scalar's indentation indicator (`|2`) must be 1 to 9")
        case "did not find expected whitespace or line break":
            return Words(message: "a tag or block scalar indicator must be followed by a space or the end of the line")
        case "did not find expected whitespace":
            return Words(message: "a directive's parts must be separated by spaces")
        case "did not find expected '!'", "did not find expected tag URI", "did not find URI escaped octet", "did not find the expected '>'":
            return Words(message: "this `!` tag is not well formed",
                         help: "specs need no tags; remove the `!` prefix, or quote the value if it starts with `!`")
        case "could not find expected directive name", "found unexpected non-alphabetical character", "found unknown directive name",
             "did not find expected digit or '.' character", "did not find expected version number", "found extremely long version number",
             "found duplicate %YAML directive", "found duplicate %TAG directive", "duplicate %TAG directive",
             "found incompatible YAML document", "incompatible %YAML directive":
            return Words(message: "this `%` directive line cannot be read (\(problem))",
                         help: "specs need no directives; remove the line that starts with `%`")
        case "found an incorrect leading UTF-8 octet", "found an incorrect trailing UTF-8 octet":
            return Words(message: "the text is not valid UTF-8 here", help: "save the file as UTF-8")
        case "found duplicate anchor; first occurrence":
            return Words(message: "this anchor name is already used above",
                         help: "give each `&anchor` its own name")
        case "found undefined alias":
            return Words(message: "this alias refers to no anchor defined before it")
        default:
            return Words(message: problem.prefix(1).lowercased() + problem.dropFirst())
        }
    }

    /// Every problem libyaml 0.2's scanner, parser and reader can report (the strings in
    /// libyaml's source), so a test can hold `explain` to covering each of them.
    static let libyamlProblems: [String] = [
        "block sequence entries are not allowed in this context", "control characters are not allowed",
        "could not find expected ':'", "could not find expected directive name", "did not find URI escaped octet",
        "did not find expected '!'", "did not find expected ',' or ']'", "did not find expected ',' or '}'",
        "did not find expected '-' indicator", "did not find expected <document start>", "did not find expected <stream-start>",
        "did not find expected alphabetic or numeric character", "did not find expected comment or line break",
        "did not find expected digit or '.' character", "did not find expected hexdecimal number", "did not find expected key",
        "did not find expected node content", "did not find expected tag URI", "did not find expected version number",
        "did not find expected whitespace", "did not find expected whitespace or line break", "did not find the expected '>'",
        "duplicate %TAG directive", "found a tab character that violates indentation",
        "found a tab character where an indentation space is expected", "found an indentation indicator equal to 0",
        "found an incorrect leading UTF-8 octet", "found an incorrect trailing UTF-8 octet",
        "found character that cannot start any token", "found duplicate %TAG directive", "found duplicate %YAML directive",
        "found duplicate anchor; first occurrence", "found extremely long version number", "found incompatible YAML document",
        "found invalid Unicode character escape code", "found undefined alias", "found undefined tag handle",
        "found unexpected ':'", "found unexpected document indicator", "found unexpected end of stream",
        "found unexpected non-alphabetical character", "found unknown directive name", "found unknown escape character",
        "incompatible %YAML directive", "mapping keys are not allowed in this context", "mapping values are not allowed in this context",
    ]

    static func contextLabel(_ context: String) -> String {
        switch context {
        case let c where c.contains("quoted scalar"): return "the quoted string starts here"
        case let c where c.contains("flow sequence"): return "the `[` list starts here"
        case let c where c.contains("flow mapping"): return "the `{` mapping starts here"
        case let c where c.contains("block mapping"): return "the mapping starts here"
        case let c where c.contains("block collection"): return "the list starts here"
        case let c where c.contains("simple key"): return "the key starts here"
        case let c where c.contains("block scalar"): return "the block scalar starts here"
        default: return context.replacingPrefix("while ", with: "")
        }
    }
}

extension String {
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
