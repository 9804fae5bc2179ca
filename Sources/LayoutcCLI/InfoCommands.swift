import Diagnostics
import JSONValue
import LayoutCompiler
import LayoutModel
import LayoutRules

enum ModelCommand {
    static let spec = CommandSpec(
        name: "model",
        summary: "Print a spec's typed model as JSON.",
        usage: "model <spec> [--ranges] [--graph] [--config <file>]",
        options: [.init(name: "ranges", help: "Include the source range of every value."),
                  .init(name: "graph", help: "Print the navigation graph instead: reachability, edges, destinations, detail screens."),
                  .init(name: "config", valueName: "file", help: "Use this configuration instead of the nearest .layoutc.yml.")])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let console = context.console
        guard arguments.positional.count == 1 else { throw UsageError(message: "give exactly one spec; usage: layoutc \(spec.usage)") }
        // The spec's own configuration, as `check` uses it: its limits (`max_file_bytes`, …)
        // and its rules apply here too.
        let session = context.session(config: arguments.value("config"))
        let plan = session.plan(arguments.positional)
        for error in plan.errors { console.err("error: \(error)\n") }
        let configurations = session.configurationProblems(plan).0
        if !configurations.isEmpty { console.err(XcodeRenderer().render(configurations)) }
        guard let job = plan.jobs.first, plan.errors.isEmpty else { return .usage }
        if configurations.contains(where: { $0.diagnostics.contains { $0.severity == .error } }) { return .usage }
        let path = job.displayPath
        let bytes: [UInt8]
        do { bytes = try job.read() } catch {
            console.err("error: \(error)\n")
            return .usage
        }
        let result = job.compiler.check(path: path, bytes: bytes)
        let json = arguments.has("graph")
            ? NavigationGraph(result.spec).json(locationsIn: arguments.has("ranges") ? result.source : nil)
            : ModelJSONEncoder(source: result.source, includeRanges: arguments.has("ranges")).encode(result.spec)
        console.out(json.serialized() + "\n")
        let errors = result.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            console.err(XcodeRenderer().render([FileDiagnostics(source: result.source, diagnostics: errors)]))
            return .findings
        }
        return .success
    }
}

enum SchemaCommand {
    static let spec = CommandSpec(
        name: "schema",
        summary: "Print the JSON Schema of the spec language (for editors).",
        usage: "schema",
        options: [],
        discussion: "Grammar/layout-spec.schema.json is this output. Reference it from a spec with\n  # yaml-language-server: $schema=<path>/layout-spec.schema.json")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let console = context.console
        guard arguments.positional.isEmpty else { throw UsageError(message: "'schema' takes no arguments") }
        console.out(Grammar.jsonSchema().serialized() + "\n")
        return .success
    }
}

enum ReferenceCommand {
    static let spec = CommandSpec(
        name: "reference",
        summary: "Print the language reference (Markdown): a guide, then every key.",
        usage: "reference",
        options: [],
        discussion: "Docs/SpecLanguage.md is this output: for every key of the language, where it goes, its values,\n  its default, and what it becomes in UIKit and in SwiftUI.")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        guard arguments.positional.isEmpty else { throw UsageError(message: "'reference' takes no arguments") }
        context.console.out(LanguageReference.markdown())
        return .success
    }
}

enum InitCommand {
    static let spec = CommandSpec(
        name: "init",
        summary: "Write a starter spec that passes check.",
        usage: "init [<AppName>] [--style doubleColumn|tripleColumn] [--output <file>] [--schema <path>]",
        options: [
            .init(name: "style", valueName: "style", help: "doubleColumn (default) | tripleColumn", choices: ["doubleColumn", "tripleColumn"]),
            .init(name: "output", valueName: "file", help: "Where to write (default: <AppName>.layout.yaml)."),
            .init(name: "schema", valueName: "path", help: "The schema the editor modeline names: a path from the spec, or a URL."),
        ],
        discussion: """
            The spec starts with the yaml-language-server modeline the bundled specs carry, so editors \
            complete and validate it. By default it names Grammar/layout-spec.schema.json of the layoutc \
            checkout the spec is written in, relative to the spec (../Grammar/layout-spec.schema.json \
            from Specs/). Outside a checkout no modeline is written unless --schema names the schema; \
            'layoutc schema > layout-spec.schema.json' writes one.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let console = context.console
        guard arguments.positional.count <= 1 else { throw UsageError(message: "give at most one app name") }
        let app = arguments.positional.first ?? "MyApp"
        guard let first = app.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
              app.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }) else {
            throw UsageError(message: "'\(app)' is not a Swift type name; the app name becomes `enum \(app)` in generated code")
        }
        let styleName = arguments.value("style") ?? "doubleColumn"
        guard let style = SplitStyle(rawValue: styleName) else {
            throw UsageError(message: "unknown style '\(styleName)'; use doubleColumn or tripleColumn")
        }
        let output = arguments.value("output") ?? "\(app).layout.yaml"
        if FileSystem.kind(of: context.absolute(output)) != .missing {
            console.err("error: \(output) already exists; layoutc init never overwrites a file\n")
            return .usage
        }
        let schemaPath = arguments.value("schema") ?? StarterSpec.schemaPath(forSpecAt: context.absolute(output))
        let text = StarterSpec.text(app: app, style: style, schemaPath: schemaPath)
        do { try FileSystem.writeAtomically(Array(text.utf8), to: context.absolute(output)) } catch {
            console.err("error: \(error)\n")
            return .usage
        }
        console.out("wrote \(output)\n")
        if schemaPath == nil {
            console.err("""
                note: no schema modeline: \(output) is not inside a layoutc checkout, so there is no \
                \(StarterSpec.schemaFile) to point at; write one with 'layoutc schema > layout-spec.schema.json' \
                and pass --schema with its path from the spec

                """)
        }
        return .success
    }
}

enum RulesCommand {
    static let spec = CommandSpec(name: "rules", summary: "List every rule with its default severity.", usage: "rules", options: [])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let console = context.console
        var text = ""
        for d in RuleRegistry.descriptors {
            let severity = d.isOptIn ? "opt-in" : d.defaultSeverity.rawValue
            text += d.id.padding(to: 38) + severity.padding(to: 9) + d.summary + "\n"
        }
        console.out(text)
        return .success
    }
}

enum ExplainCommand {
    static let spec = CommandSpec(name: "explain", summary: "Explain a rule, with a bad and a good example.", usage: "explain <rule-id>", options: [])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let console = context.console
        guard arguments.positional.count == 1 else { throw UsageError(message: "give one rule id; see 'layoutc rules'") }
        let id = arguments.positional[0]
        guard let d = RuleRegistry.descriptor(for: id) else {
            let suggestion = Suggestions.closest(to: id, in: RuleRegistry.descriptors.map(\.id))
            throw UsageError(message: "no rule '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
        }
        var text = "\(d.id) (\(d.isOptIn ? "opt-in, " : "")\(d.defaultSeverity.rawValue))\n\n\(d.summary).\n\n\(d.rationale)\n"
        let basis = RulesDocument.basis(for: id)
        if !basis.isEmpty { text += "\nUIKit / HIG: \(basis)\n" }
        if let rule = RuleRegistry.rule(for: id) {
            if let bad = rule.triggeringExamples.first {
                text += "\nTriggers (↓ marks the finding):\n\n" + indent(bad.text) + "\n"
            }
            if let good = rule.nonTriggeringExamples.first {
                text += "\nDoes not trigger:\n\n" + indent(good.text) + "\n"
            }
        }
        text += "\nDocumentation: \(d.documentationReference)\n"
        console.out(text)
        return .success
    }

    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}
