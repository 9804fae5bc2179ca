"""`layoutc check --format sarif` is SARIF 2.1.0 that code scanning accepts: validated against
the official OASIS schema (../shared/reference/sarif-schema-2.1.0.json) by an independent
validator, jsonschema, using the JSON Schema draft the schema itself declares (draft-04)."""
import json
import re

import jsonschema
import pytest

from conftest import ROOT

SCHEMA = ROOT.parent / "shared" / "reference" / "sarif-schema-2.1.0.json"
FIXTURES = "Tests/Fixtures/Diagnostics"


@pytest.fixture(scope="module")
def validator():
    if not SCHEMA.is_file():
        reason = f"SARIF schema not found at {SCHEMA}; SARIF schema validation skipped"
        print(reason)
        pytest.skip(reason)
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)


def sarif_of(layoutc, *paths, expected_status):
    result = layoutc("check", "--format", "sarif", *paths)
    assert result.returncode == expected_status, result.stderr
    return json.loads(result.stdout)


@pytest.fixture(scope="module")
def fixtures_log(layoutc):
    return sarif_of(layoutc, FIXTURES, expected_status=1)


def assert_valid(validator, log):
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
    assert not errors, "\n".join(f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in errors[:20])


def test_the_validator_uses_the_schemas_own_draft(validator):
    assert validator.META_SCHEMA["$schema"].startswith("http://json-schema.org/draft-04/")


def test_findings_over_the_fixtures_are_schema_valid(validator, fixtures_log):
    assert fixtures_log["runs"][0]["results"], "the fixtures are meant to produce findings"
    assert_valid(validator, fixtures_log)


def test_a_clean_run_is_schema_valid_with_no_results(validator, layoutc):
    log = sarif_of(layoutc, "Specs", expected_status=0)
    assert log["runs"][0]["results"] == []
    assert_valid(validator, log)


def is_absolute_uri(text):
    """SARIF 2.1.0 requires `informationUri` and `helpUri` to be absolute URIs (3.19.17, 3.49.12)."""
    return re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", text) is not None


def test_the_run_states_its_version_tool_and_column_kind(fixtures_log):
    assert fixtures_log["version"] == "2.1.0"
    run = fixtures_log["runs"][0]
    driver = run["tool"]["driver"]
    assert driver["name"] == "layoutc"
    assert driver["version"]
    # Optional; layoutc leaves it out until the project has a published home, never invents one.
    assert "informationUri" not in driver or is_absolute_uri(driver["informationUri"])
    assert run["columnKind"] == "unicodeCodePoints"
    assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"].startswith("file:///")
    assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"].endswith("/")


def test_the_driver_lists_every_rule_layoutc_knows(fixtures_log, layoutc):
    listed = {line.split()[0] for line in layoutc("rules").stdout.splitlines() if line.strip()}
    rules = fixtures_log["runs"][0]["tool"]["driver"]["rules"]
    assert listed <= {rule["id"] for rule in rules}
    for rule in rules:
        assert rule["shortDescription"]["text"] and rule["fullDescription"]["text"] and rule["help"]["text"]
        # The help names the rule's section of the reference; a URI only where there is a true one.
        assert f"Docs/Rules.md#{rule['id']}" in rule["help"]["text"]
        assert "helpUri" not in rule or is_absolute_uri(rule["helpUri"])
        assert rule["defaultConfiguration"]["level"] in {"error", "warning", "note"}
        assert rule["properties"]["category"] in {"input", "structure", "guideline"}


def test_results_point_at_their_rule_and_at_relative_paths(fixtures_log):
    run = fixtures_log["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    for result in run["results"]:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
        assert result["level"] in {"error", "warning", "note"}
        location = result["locations"][0]["physicalLocation"]
        assert location["artifactLocation"]["uriBaseId"] == "%SRCROOT%"
        assert location["artifactLocation"]["uri"].startswith(FIXTURES + "/")
        region = location["region"]
        assert region["startLine"] >= 1 and region["startColumn"] >= 1
        assert (region["endLine"], region["endColumn"]) >= (region["startLine"], region["startColumn"])


def test_related_locations_fixes_and_fingerprints_are_present(fixtures_log):
    results = fixtures_log["runs"][0]["results"]
    assert any(r.get("relatedLocations") for r in results)
    for related in (loc for r in results for loc in r.get("relatedLocations", [])):
        assert related["id"] >= 1 and related["message"]["text"]
    fixes = [fix for r in results for fix in r.get("fixes", [])]
    assert fixes
    for fix in fixes:
        for change in fix["artifactChanges"]:
            for replacement in change["replacements"]:
                assert "startLine" in replacement["deletedRegion"]
                assert "text" in replacement["insertedContent"]
    prints = [r["partialFingerprints"]["layoutcFingerprint/v1"] for r in results]
    assert len(set(prints)) == len(prints)
