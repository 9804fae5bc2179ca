"""The same inputs give byte-identical outputs: across runs, across the order the inputs are
named in, and across machines (no absolute paths, dates or hash-order dependence)."""
import filecmp
import os
import shutil

import pytest

from conftest import ROOT

SPECS = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "Specs").glob("*.layout.yaml"))
BROKEN = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "Tests" / "Fixtures" / "Diagnostics").glob("*.layout.yaml"))


@pytest.mark.parametrize("fmt", ["human", "xcode", "json", "sarif", "github"])
def test_check_output_is_identical_across_runs_and_input_order(layoutc, fmt):
    inputs = BROKEN + SPECS
    first = layoutc("check", "--format", fmt, "--color", "never", *inputs)
    second = layoutc("check", "--format", fmt, "--color", "never", *inputs)
    reversed_ = layoutc("check", "--format", fmt, "--color", "never", *reversed(inputs))
    assert first.stdout == second.stdout
    assert first.stdout == reversed_.stdout
    assert first.returncode == reversed_.returncode


def test_no_output_names_the_machine(layoutc):
    home = os.path.expanduser("~")
    for fmt in ["human", "xcode", "json", "github"]:
        out = layoutc("check", "--format", fmt, "--color", "never", *BROKEN).stdout
        assert str(ROOT) not in out, fmt
        assert home not in out or home == "/", fmt


def test_model_json_is_identical_across_runs(layoutc):
    for spec in SPECS:
        a = layoutc("model", "--ranges", spec)
        b = layoutc("model", "--ranges", spec)
        assert a.returncode == 0, a.stderr
        assert a.stdout == b.stdout


def test_build_output_is_identical_across_runs_and_input_order(layoutc, tmp_path):
    one, two = tmp_path / "one", tmp_path / "two"
    assert layoutc("build", *SPECS, "--output", str(one)).returncode == 0
    assert layoutc("build", *reversed(SPECS), "--output", str(two)).returncode == 0
    names = sorted(os.listdir(one))
    assert names == sorted(os.listdir(two))
    assert names, "build wrote nothing"
    match, mismatch, errors = filecmp.cmpfiles(one, two, names, shallow=False)
    assert not mismatch and not errors
    for name in names:
        text = (one / name).read_bytes()
        assert str(ROOT).encode() not in text, name
        assert b"2026" not in text and b"2025" not in text, f"{name} contains a date"


def test_build_in_another_folder_gives_the_same_files(layoutc, tmp_path):
    """Paths in headers are as given on the command line, so a clone elsewhere matches."""
    clone = tmp_path / "clone"
    shutil.copytree(ROOT / "Specs", clone / "Specs")
    here, there = tmp_path / "here", tmp_path / "there"
    assert layoutc("build", "Specs", "--output", str(here)).returncode == 0
    assert layoutc("build", "Specs", "--output", str(there), cwd=clone).returncode == 0
    names = sorted(n for n in os.listdir(here))
    match, mismatch, errors = filecmp.cmpfiles(here, there, names, shallow=False)
    assert not mismatch and not errors


def test_preview_output_is_identical_across_runs(layoutc, tmp_path):
    one, two = tmp_path / "one", tmp_path / "two"
    assert layoutc("preview", "Specs", "--output", str(one)).returncode == 0
    assert layoutc("preview", "Specs", "--output", str(two)).returncode == 0
    names = sorted(os.listdir(one))
    match, mismatch, errors = filecmp.cmpfiles(one, two, names, shallow=False)
    assert not mismatch and not errors
