"""`layoutc explain RULE` prints the UIKit / HIG fact behind a rule, the same text Docs/Rules.md
shows under **UIKit / HIG:**, so the terminal and the reference cannot disagree."""
import re

from conftest import ROOT


def documented_basis(rule_id):
    text = (ROOT / "Docs" / "Rules.md").read_text()
    section = text.split(f'<a id="{rule_id}"></a>', 1)[1].split("<a id=", 1)[0]
    match = re.search(r"^\*\*UIKit / HIG:\*\* (.*)$", section, re.MULTILINE)
    return match.group(1) if match else None


def test_explain_prints_the_basis_of_a_rule(layoutc):
    result = layoutc("explain", "invalid-identifier")
    assert result.returncode == 0, result.stderr
    basis = documented_basis("invalid-identifier")
    assert basis, "invalid-identifier has a basis in Docs/Rules.md"
    assert f"UIKit / HIG: {basis}\n" in result.stdout
    # The fact comes after the rationale and before the examples.
    assert result.stdout.index("UIKit / HIG:") < result.stdout.index("Triggers (")


def test_explain_prints_every_documented_basis_and_no_other(layoutc):
    rules = (ROOT / "Docs" / "Rules.md").read_text()
    ids = re.findall(r'<a id="([a-z-]+)"></a>', rules)
    with_basis = [i for i in ids if documented_basis(i)]
    without_basis = [i for i in ids if not documented_basis(i)]
    for rule_id in with_basis:
        result = layoutc("explain", rule_id)
        assert result.returncode == 0, result.stderr
        assert f"UIKit / HIG: {documented_basis(rule_id)}\n" in result.stdout, rule_id
    for rule_id in without_basis:
        assert "UIKit / HIG:" not in layoutc("explain", rule_id).stdout, rule_id
