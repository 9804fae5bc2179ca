"""Every bundled spec is clean under `layoutc check` and valid under the JSON Schema that
editors use, checked by an independent validator (check-jsonschema, a YAML 1.2 reader)."""
import pathlib
import shutil
import subprocess
import sys

from conftest import ROOT

SCHEMA = ROOT / "Grammar" / "layout-spec.schema.json"
SPECS = sorted((ROOT / "Specs").glob("*.layout.yaml"))


def check_jsonschema(*files):
    exe = pathlib.Path(sys.executable).with_name("check-jsonschema")
    return subprocess.run([str(exe), "--schemafile", str(SCHEMA), *map(str, files)], capture_output=True, text=True)


def test_there_are_seven_bundled_specs():
    assert {p.name.split(".")[0] for p in SPECS} >= {"Mail", "Home", "Notes", "Shortcuts", "Reminders", "Files", "Contacts"}


def test_every_spec_passes_layoutc_check(layoutc):
    result = layoutc("check", "--format", "xcode", "Specs")
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout == ""


def test_every_spec_validates_against_the_schema():
    result = check_jsonschema(*SPECS)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_checked_in_schema_is_layoutc_schema_output(layoutc):
    assert layoutc("schema").stdout == SCHEMA.read_text()


def test_the_schema_and_layoutc_agree_on_an_unknown_key(layoutc, tmp_path):
    bad = tmp_path / "Bad.layout.yaml"
    bad.write_text((ROOT / "Specs" / "Home.layout.yaml").read_text().replace("split:\n", "split:\n  preferredSplitBehavior: tile\n", 1))
    assert check_jsonschema(bad).returncode != 0
    result = layoutc("check", "--format", "xcode", str(bad))
    assert result.returncode == 1
    assert "[unknown-key]" in result.stdout


def test_a_starter_spec_from_init_is_clean_and_schema_valid(layoutc, tmp_path):
    for style in ("doubleColumn", "tripleColumn"):
        out = tmp_path / f"Starter{style}.layout.yaml"
        assert layoutc("init", "Starter", "--style", style, "--output", str(out)).returncode == 0
        assert layoutc("check", "--format", "xcode", str(out)).returncode == 0
        assert check_jsonschema(out).returncode == 0
