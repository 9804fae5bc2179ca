"""Shell completion as people load it: `layoutc --generate-completion-script bash|zsh|fish`,
sourced in the real shells, asked what they complete."""
import os
import shutil
import subprocess

import pytest

from conftest import ROOT


def script(layoutc, shell, tmp_path):
    run = layoutc("--generate-completion-script", shell)
    assert run.returncode == 0, run.stderr
    path = tmp_path / f"layoutc.{shell}"
    path.write_text(run.stdout)
    return path


def bash_complete(path, words, cwd=ROOT):
    """What bash offers for the last of `words`, as the completion function fills COMPREPLY."""
    quoted = " ".join("'" + w + "'" for w in words)
    program = f"""
        source '{path}'
        COMP_WORDS=({quoted}); COMP_CWORD={len(words) - 1}
        _layoutc
        printf '%s\\n' "${{COMPREPLY[@]}}"
    """
    run = subprocess.run(["bash", "-c", program], cwd=cwd, capture_output=True, text=True, timeout=30)
    assert run.returncode == 0, run.stderr
    return [line for line in run.stdout.splitlines() if line]


def test_bash_registers_layoutc_and_completes_subcommands_options_values_and_rules(layoutc, tmp_path):
    path = script(layoutc, "bash", tmp_path)
    registered = subprocess.run(["bash", "-c", f"source '{path}'; complete -p layoutc"], capture_output=True, text=True)
    assert "-F _layoutc layoutc" in registered.stdout
    assert bash_complete(path, ["layoutc", "ch"]) == ["check"]
    assert bash_complete(path, ["layoutc", "check", "--format", ""]) == ["human", "xcode", "json", "sarif", "github"]
    assert bash_complete(path, ["layoutc", "build", "--target", "s"]) == ["swiftui"]
    assert bash_complete(path, ["layoutc", "init", "--style", ""]) == ["doubleColumn", "tripleColumn"]
    assert "--write-baseline" in bash_complete(path, ["layoutc", "check", "--w"])
    assert bash_complete(path, ["layoutc", "explain", "unknown-a"]) == ["unknown-action"]
    assert bash_complete(path, ["layoutc", "check", "Rea"], cwd=ROOT / "Specs") == ["Reader.layout.yaml"]
    assert bash_complete(path, ["layoutc", "--generate-completion-script", "f"]) == ["fish"]


def test_every_rule_and_subcommand_is_offered(layoutc, tmp_path):
    path = script(layoutc, "bash", tmp_path)
    rules = [line.split()[0] for line in layoutc("rules").stdout.splitlines() if line and not line.startswith(" ")]
    offered = bash_complete(path, ["layoutc", "explain", ""])
    for rule in ("unknown-action", "hidden-sidebar-unreachable", "deployment-target-too-low"):
        assert rule in offered
    subcommands = bash_complete(path, ["layoutc", ""])
    for name in ("check", "build", "scaffold", "fix", "preview", "lsp", "explain"):
        assert name in subcommands
    assert rules, "layoutc rules lists rules"


@pytest.mark.skipif(shutil.which("zsh") is None, reason="zsh is not installed (Scripts/setup.sh --python installs it)")
def test_zsh_script_parses_and_registers(layoutc, tmp_path):
    path = script(layoutc, "zsh", tmp_path)
    assert subprocess.run(["zsh", "-n", str(path)], capture_output=True, text=True).returncode == 0
    run = subprocess.run(["zsh", "-c", f"autoload -U compinit; compinit -u; source '{path}'; print $_comps[layoutc]"],
                         capture_output=True, text=True, env={**os.environ, "HOME": str(tmp_path)})
    assert run.stdout.strip() == "_layoutc", run.stderr


@pytest.mark.skipif(shutil.which("fish") is None, reason="fish is not installed (Scripts/setup.sh --python installs it)")
def test_fish_completes_subcommands_values_and_rules(layoutc, tmp_path):
    path = script(layoutc, "fish", tmp_path)
    assert subprocess.run(["fish", "-n", str(path)], capture_output=True, text=True).returncode == 0

    def complete(line):
        run = subprocess.run(["fish", "-c", f"source '{path}'; complete -C '{line}'"], capture_output=True, text=True,
                             env={**os.environ, "HOME": str(tmp_path)})
        return [entry.split("\t")[0] for entry in run.stdout.splitlines()]

    assert complete("layoutc ex") == ["explain"]
    assert sorted(complete("layoutc check --format ")) == ["github", "human", "json", "sarif", "xcode"]
    assert complete("layoutc explain unknown-a") == ["unknown-action"]


def test_an_unknown_shell_is_a_usage_error(layoutc):
    run = layoutc("--generate-completion-script", "powershell")
    assert run.returncode == 2
    assert "bash, zsh, fish" in run.stderr
