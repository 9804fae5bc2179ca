"""`layoutc check --format`: every format reports the same findings with the same exit status."""
import json

import pytest

FIXTURES = "Tests/Fixtures/Diagnostics"
FORMATS = ["human", "xcode", "json", "sarif", "github"]


@pytest.mark.parametrize("fmt", FORMATS)
def test_exit_status_does_not_depend_on_the_format(layoutc, fmt):
    assert layoutc("check", "--format", fmt, FIXTURES).returncode == 1
    assert layoutc("check", "--format", fmt, "Specs").returncode == 0
    assert layoutc("check", "--format", fmt, "Missing.layout.yaml").returncode == 2


def test_an_unknown_format_is_a_usage_error_with_a_suggestion(layoutc):
    result = layoutc("check", "--format", "sarf", FIXTURES)
    assert result.returncode == 2
    assert "did you mean 'sarif'" in result.stderr


def test_without_a_terminal_the_default_is_the_xcode_format(layoutc):
    assert layoutc("check", FIXTURES).stdout == layoutc("check", "--format", "xcode", FIXTURES).stdout


def test_every_format_reports_the_same_findings(layoutc):
    document = json.loads(layoutc("check", "--format", "json", FIXTURES).stdout)
    count = len(document["diagnostics"])
    assert count > 0 and document["version"] == 1
    sarif = json.loads(layoutc("check", "--format", "sarif", FIXTURES).stdout)
    assert len(sarif["runs"][0]["results"]) == count
    github = layoutc("check", "--format", "github", FIXTURES).stdout.splitlines()
    assert len(github) == count
    human = layoutc("check", "--format", "human", FIXTURES).stdout
    assert human.count("\n-->") + human.count("\n -->") + human.count("\n  -->") == count


def test_colour_only_when_asked_or_on_a_terminal(layoutc):
    assert "\x1b[" not in layoutc("check", "--format", "human", FIXTURES).stdout
    assert "\x1b[" not in layoutc("check", "--format", "human", "--color", "never", FIXTURES).stdout
    assert "\x1b[" in layoutc("check", "--format", "human", "--color", "always", FIXTURES).stdout
    assert layoutc("check", "--format", "human", "--color", "sometimes", FIXTURES).returncode == 2
