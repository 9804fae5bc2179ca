import LayoutRules

/// `layoutc --generate-completion-script bash|zsh|fish`: completion for the shells people use,
/// written from the same command table that parses arguments and prints `--help`, so a new
/// option completes the day it exists. Subcommands, their options, the values an option takes
/// (formats, targets, styles), paths where an option or argument is a path, and rule ids for
/// `explain`.
enum CompletionScript {
    static let shells = ["bash", "zsh", "fish"]

    static func script(for shell: String, commands: [CommandSpec]) -> String? {
        let rules = RuleRegistry.descriptors.map(\.id)
        switch shell {
        case "bash": return bash(commands, rules: rules)
        case "zsh": return zsh(commands, rules: rules)
        case "fish": return fish(commands, rules: rules)
        default: return nil
        }
    }

    /// Whether a command's positional arguments are files (specs), as opposed to a name or a rule.
    static func takesSpecFiles(_ command: CommandSpec) -> Bool {
        !["init", "explain", "rules", "schema", "reference", "lsp"].contains(command.name)
    }

    static func optionWords(_ command: CommandSpec) -> [String] {
        command.options.map { "--" + $0.name } + ["--help"]
    }

    // MARK: bash

    static func bash(_ commands: [CommandSpec], rules: [String]) -> String {
        var text = """
            # bash completion for layoutc. Load it with:
            #   source <(layoutc --generate-completion-script bash)
            # or save it as ~/.local/share/bash-completion/completions/layoutc
            _layoutc() {
                local cur prev words cword
                cur="${COMP_WORDS[COMP_CWORD]}"
                prev=""
                if (( COMP_CWORD > 0 )); then prev="${COMP_WORDS[COMP_CWORD-1]}"; fi
                if (( COMP_CWORD == 1 )); then
                    COMPREPLY=( $(compgen -W "\(commands.map(\.name).joined(separator: " ")) help --help --version --generate-completion-script" -- "$cur") )
                    return 0
                fi
                if [[ "${COMP_WORDS[1]}" == "--generate-completion-script" ]]; then
                    COMPREPLY=( $(compgen -W "\(shells.joined(separator: " "))" -- "$cur") )
                    return 0
                fi
                case "${COMP_WORDS[1]}" in

            """
        for command in commands {
            text += "        \(command.name))\n"
            text += "            case \"$prev\" in\n"
            for option in command.options where option.valueName != nil {
                let reply = !option.choices.isEmpty ? "$(compgen -W \"\(option.choices.joined(separator: " "))\" -- \"$cur\")"
                    : option.takesPath ? "$(compgen -f -- \"$cur\")" : ""
                text += "                --\(option.name)) COMPREPLY=( \(reply) ); return 0 ;;\n"
            }
            text += "            esac\n"
            let words = optionWords(command).joined(separator: " ")
            let positional = command.name == "explain" ? "$(compgen -W \"\(rules.joined(separator: " "))\" -- \"$cur\")"
                : command.name == "help" ? "" : takesSpecFiles(command) ? "$(compgen -f -- \"$cur\")" : ""
            text += "            if [[ \"$cur\" == -* ]]; then COMPREPLY=( $(compgen -W \"\(words)\" -- \"$cur\") ); else COMPREPLY=( \(positional) ); fi\n"
            text += "            ;;\n"
        }
        text += """
                    help)
                        COMPREPLY=( $(compgen -W "\(commands.map(\.name).joined(separator: " "))" -- "$cur") )
                        ;;
                esac
                return 0
            }
            complete -o filenames -F _layoutc layoutc

            """
        return text
    }

    // MARK: zsh

    /// Text inside a single-quoted `_arguments` spec: quotes closed and reopened, and the
    /// brackets and colons `_arguments` reads escaped.
    static func zshQuoted(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "'": result += "'\\''"
            case "[", "]", ":": result += "\\" + String(character)
            default: result.append(character)
            }
        }
        return result
    }

    static func zsh(_ commands: [CommandSpec], rules: [String]) -> String {
        var text = """
            #compdef layoutc
            # zsh completion for layoutc. Save it as _layoutc in a folder of $fpath, or load it with:
            #   source <(layoutc --generate-completion-script zsh)

            _layoutc() {
                local -a subcommands
                subcommands=(

            """
        for command in commands {
            text += "        '\(command.name):\(zshQuoted(command.summary))'\n"
        }
        text += """
                )
                if (( CURRENT == 2 )); then
                    _describe -t commands 'layoutc subcommand' subcommands
                    _arguments '--version[Print the version]' '--help[Show help]' '--generate-completion-script[Print a completion script]:shell:(\(shells.joined(separator: " ")))'
                    return
                fi
                local subcommand=${words[2]}
                shift words
                (( CURRENT-- ))
                case $subcommand in

            """
        for command in commands {
            var specs: [String] = []
            for option in command.options {
                let description = zshQuoted(option.help)
                if option.valueName == nil {
                    specs.append("'--\(option.name)[\(description)]'")
                } else if !option.choices.isEmpty {
                    specs.append("'--\(option.name)[\(description)]:\(option.valueName!):(\(option.choices.joined(separator: " ")))'")
                } else if option.takesPath {
                    specs.append("'--\(option.name)[\(description)]:\(option.valueName!):_files'")
                } else {
                    specs.append("'--\(option.name)[\(description)]:\(option.valueName!):'")
                }
            }
            specs.append("'--help[Show help information]'")
            if command.name == "explain" {
                specs.append("'1:rule:(\(rules.joined(separator: " ")))'")
            } else if takesSpecFiles(command) {
                specs.append("'*:spec:_files'")
            }
            text += "        \(command.name))\n            _arguments \\\n"
            text += specs.map { "                \($0)" }.joined(separator: " \\\n") + "\n            ;;\n"
        }
        text += """
                    help)
                        _describe -t commands 'layoutc subcommand' subcommands
                        ;;
                esac
            }

            if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
                _layoutc "$@"
            else
                compdef _layoutc layoutc
            fi

            """
        return text
    }

    // MARK: fish

    /// A fish single-quoted string: backslashes and quotes escaped.
    static func fishQuoted(_ text: String) -> String {
        var result = "'"
        for character in text {
            if character == "\\" || character == "'" { result += "\\" }
            result.append(character)
        }
        return result + "'"
    }

    static func fish(_ commands: [CommandSpec], rules: [String]) -> String {
        var text = """
            # fish completion for layoutc. Save it as ~/.config/fish/completions/layoutc.fish, or load it with:
            #   layoutc --generate-completion-script fish | source
            complete -c layoutc -f
            complete -c layoutc -n __fish_use_subcommand -l version -d 'Print the version'
            complete -c layoutc -n __fish_use_subcommand -l generate-completion-script -x -a '\(shells.joined(separator: " "))' -d 'Print a completion script'

            """
        for command in commands {
            text += "complete -c layoutc -n __fish_use_subcommand -a \(command.name) -d \(fishQuoted(command.summary))\n"
            let condition = "'__fish_seen_subcommand_from \(command.name)'"
            for option in command.options {
                var line = "complete -c layoutc -n \(condition) -l \(option.name)"
                if !option.choices.isEmpty {
                    line += " -x -a '\(option.choices.joined(separator: " "))'"
                } else if option.takesPath {
                    line += " -r -F"
                } else if option.valueName != nil {
                    line += " -x"
                }
                text += line + " -d \(fishQuoted(option.help))\n"
            }
            if command.name == "explain" {
                text += "complete -c layoutc -n \(condition) -x -a '\(rules.joined(separator: " "))'\n"
            } else if takesSpecFiles(command) {
                text += "complete -c layoutc -n \(condition) -F\n"
            }
        }
        text += "complete -c layoutc -n '__fish_seen_subcommand_from help' -x -a '\(commands.map(\.name).joined(separator: " "))'\n"
        return text
    }
}
