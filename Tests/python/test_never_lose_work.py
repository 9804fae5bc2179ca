"""Generated output is replaced atomically: an interrupted build leaves the old file or the new
one, never half of one; a file without layoutc's header is never overwritten; two builds at
once leave consistent output."""
import os
import random
import signal
import subprocess
import time

from conftest import ROOT

SPECS = sorted(str(p) for p in (ROOT / "Specs").glob("*.layout.yaml"))


def binary():
    return os.environ.get("LAYOUTC_BIN") or str(ROOT / ".build" / "release" / "layoutc")


def big_spec(path, rows, title):
    """A valid spec whose generated file is large enough for a build to be caught mid-write."""
    items = "".join(f"            - {{ id: r{n}, title: \"{title} {n}\", image: doc }}\n" for n in range(rows))
    path.write_text(
        "spec: 1\napp: Big\nscreens:\n  Rows:\n    list:\n      appearance: sidebar\n      sections:\n"
        "        - id: all\n          title: All\n          items:\n" + items +
        "      onSelect: { showDetail: Detail }\n  Detail: { restoresState: true }\n"
        "split:\n  style: doubleColumn\n  primary: Rows\n  secondary: Detail\n")


def snapshot(folder):
    return {name: (folder / name).read_bytes() for name in sorted(os.listdir(folder)) if not name.startswith(".")}


def test_a_file_without_the_generated_header_is_never_overwritten(layoutc, tmp_path):
    out = tmp_path / "Generated"
    out.mkdir()
    mine = out / "Mail.layout.swift"
    mine.write_text("// my own code, not generated\nstruct Mine {}\n")
    result = layoutc("build", str(ROOT / "Specs" / "Mail.layout.yaml"), "--output", str(out))
    assert result.returncode != 0
    assert "Mail.layout.swift" in result.stderr + result.stdout
    assert mine.read_text() == "// my own code, not generated\nstruct Mine {}\n"


def test_a_build_killed_at_any_moment_leaves_the_old_or_the_new_file(tmp_path):
    spec = tmp_path / "Big.layout.yaml"
    out = tmp_path / "Generated"
    big_spec(spec, 20_000, "Old")
    subprocess.run([binary(), "build", str(spec), "--output", str(out)], check=True, capture_output=True)
    old = snapshot(out)
    big_spec(spec, 20_000, "New")
    # The complete new output, built elsewhere for comparison.
    reference = tmp_path / "Reference"
    subprocess.run([binary(), "build", str(spec), "--output", str(reference)], check=True, capture_output=True)
    new = snapshot(reference)
    assert old != new
    rng = random.Random(7)
    kills = 0
    for attempt in range(12):
        # Restore the old output, then interrupt a build of the new spec at a random moment.
        for name, data in old.items():
            (out / name).write_bytes(data)
        proc = subprocess.Popen([binary(), "build", str(spec), "--output", str(out)],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.0, 0.25))
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
            kills += 1
        proc.wait()
        for name in old:
            data = (out / name).read_bytes()
            assert data == old[name] or data == new[name], f"{name} is neither the old nor the new file after kill #{attempt}"
    assert kills > 0, "no build was interrupted; make the spec bigger"


def test_two_builds_at_once_leave_consistent_output(tmp_path):
    out = tmp_path / "Generated"
    reference = tmp_path / "Reference"
    subprocess.run([binary(), "build", *SPECS, "--output", str(reference)], check=True, capture_output=True)
    for _ in range(3):
        a = subprocess.Popen([binary(), "build", *SPECS, "--output", str(out)], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        b = subprocess.Popen([binary(), "build", *reversed(SPECS), "--output", str(out)], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        a.wait()
        b.wait()
        assert a.returncode == 0, a.stderr.read()
        assert b.returncode == 0, b.stderr.read()
        assert snapshot(out) == snapshot(reference)


def test_build_writes_only_what_changed(layoutc, tmp_path):
    out = tmp_path / "Generated"
    assert layoutc("build", *SPECS, "--output", str(out)).returncode == 0
    before = {name: os.stat(out / name).st_mtime_ns for name in os.listdir(out)}
    time.sleep(0.05)
    assert layoutc("build", *SPECS, "--output", str(out)).returncode == 0
    after = {name: os.stat(out / name).st_mtime_ns for name in os.listdir(out)}
    assert before == after


def test_fix_leaves_the_file_untouched_when_nothing_applies(layoutc, tmp_path):
    spec = tmp_path / "Home.layout.yaml"
    spec.write_bytes((ROOT / "Specs" / "Home.layout.yaml").read_bytes())
    before = os.stat(spec).st_mtime_ns
    assert layoutc("fix", str(spec)).returncode == 0
    assert os.stat(spec).st_mtime_ns == before


def test_build_uses_the_configuration_that_applies_to_each_spec(layoutc, tmp_path):
    """`build` checks each spec with its nearest .layoutc.yml, like `check`: a warning raised to
    an error stops that spec's generation, and the other specs are still generated."""
    specs = tmp_path / "Specs"
    specs.mkdir()
    for spec in SPECS:
        (specs / os.path.basename(spec)).write_bytes(open(spec, "rb").read())
    home = specs / "Home.layout.yaml"
    home.write_text(home.read_text().replace("appearance: sidebar ", "appearance: plain ", 1))
    (tmp_path / ".layoutc.yml").write_text("rules:\n  primary-sidebar-appearance: error\n")
    out = tmp_path / "Generated"
    result = layoutc("build", "Specs", "--output", str(out), "--format", "xcode", cwd=tmp_path)
    assert result.returncode == 1
    assert "Specs/Home.layout.yaml:" in result.stderr and "[primary-sidebar-appearance]" in result.stderr
    assert "error:" in result.stderr
    generated = sorted(os.listdir(out))
    assert "Home.layout.swift" not in generated
    assert "Mail.layout.swift" in generated
