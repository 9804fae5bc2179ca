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
            return Words(message: "a value was expected here")
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
            return Words(message: "unexpected content after the end of the document")
        case "found undefined tag handle":
            return Words(message: "this tag uses a handle that is not defined")
        case "did not find expected alphabetic or numeric character":
            return Words(message: "an anchor or alias name must be letters or digits")
        default:
            return Words(message: problem.prefix(1).lowercased() + problem.dropFirst())
        }
    }

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
