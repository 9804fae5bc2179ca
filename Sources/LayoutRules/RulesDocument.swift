import Diagnostics

/// Docs/Rules.md, generated from the registry so the reference cannot drift from the rules:
/// every rule's id (as the anchor `RuleDescriptor.documentationPath` points at), severity,
/// summary, rationale, the UIKit or HIG fact behind it, and its first examples.
public enum RulesDocument {
    /// The facts behind rules the decoder reports, which have no `Rule` type to carry them.
    static let decoderRuleBasis: [String: String] = [
        "device-idiom": """
            `UIDevice.userInterfaceIdiom` is `.pad` for an iPad app in Slide Over or a narrow Split \
            View, which has compact width (`UITraitCollection.horizontalSizeClass == .compact`). \
            Apple's adaptivity guidance bases layout on size classes, never on the device.
            """,
    ]

    public static func markdown() -> String {
        var text = """
            # Rules

            <!-- Generated from RuleRegistry by `Scripts/update-goldens.sh`. Do not edit by hand. -->

            Every finding `layoutc check` reports carries one of these rule ids. Change a rule's \
            severity or turn it off in `.layoutc.yml`, silence one occurrence with \
            `# layoutc:disable-next-line RULE` or `# layoutc:disable-line RULE`, and run \
            `layoutc explain RULE` for the same text in the terminal. Input rules cannot be turned off \
            (except `unused-suppression`): the spec cannot be read as written.

            | id | severity | summary |
            |---|---|---|

            """
        for descriptor in RuleRegistry.descriptors {
            text += "| [`\(descriptor.id)`](#\(descriptor.id)) | \(severity(descriptor)) | \(tableCell(descriptor.summary)) |\n"
        }
        for category in [RuleDescriptor.Category.input, .structure, .guideline] {
            text += "\n## \(heading(category))\n"
            for descriptor in RuleRegistry.descriptors where descriptor.category == category {
                text += "\n" + section(descriptor)
            }
        }
        return text
    }

    /// The UIKit or HIG fact behind the rule `id` (empty when it has none), for `layoutc explain`.
    public static func basis(for id: String) -> String {
        RuleRegistry.rule(for: id)?.basis ?? decoderRuleBasis[id] ?? ""
    }

    static func section(_ descriptor: RuleDescriptor) -> String {
        let rule = RuleRegistry.rule(for: descriptor.id)
        var text = "<a id=\"\(descriptor.id)\"></a>\n### `\(descriptor.id)`\n\n"
        text += "**\(severity(descriptor))**. \(descriptor.summary).\n\n"
        text += "**Why:** \(descriptor.rationale)\n"
        let basis = basis(for: descriptor.id)
        if !basis.isEmpty { text += "\n**UIKit / HIG:** \(basis)\n" }
        if descriptor.id == SharedNames.ruleID {
            text += "\nReported at each spec's `app` when specs are checked or built together: `check` or `build` of "
                + "several specs or a folder, the build plugin's target, the Bazel rule's `specs`. A spec checked alone "
                + "is never compared.\n"
        } else if rule == nil, descriptor.category != .input {
            text += "\nReported while the spec is decoded, in place of `unknown-key`.\n"
        }
        if let rule {
            if let bad = rule.triggeringExamples.first?.text {
                text += "\nTriggers (`↓` marks where the finding starts):\n\n```yaml\n\(bad)\n```\n"
            }
            if let good = rule.nonTriggeringExamples.first?.text {
                text += "\nDoes not trigger:\n\n```yaml\n\(good)\n```\n"
            }
        }
        return text
    }

    static func severity(_ descriptor: RuleDescriptor) -> String {
        descriptor.isOptIn ? "\(descriptor.defaultSeverity.rawValue), opt-in" : descriptor.defaultSeverity.rawValue
    }

    static func heading(_ category: RuleDescriptor.Category) -> String {
        switch category {
        case .input: "Input (errors: the spec cannot be read as written)"
        case .structure: "Structure (errors: UIKit would ignore or silently remap it)"
        case .guideline: "Guidelines (warnings: it builds, but people get a worse iPad app)"
        }
    }

    static func tableCell(_ text: String) -> String {
        text.replacingPipes
    }
}

private extension String {
    var replacingPipes: String {
        var result = ""
        for character in self { result += character == "|" ? "\\|" : String(character) }
        return result
    }
}
