"""Broken and hostile input against the release binary: every case ends with a located
diagnostic and exit status 1 (or 2 for I/O), never a crash, a hang, or unbounded memory."""
import os
import re
import subprocess
import time

import pytest

from conftest import ROOT

LOCATED = re.compile(r"^(?P<path>[^:\n]+):(?P<line>\d+):(?P<col>\d+): error: (?P<message>.+) \[(?P<rule>[a-z-]+)\]$", re.M)

VALID = (ROOT / "Specs" / "Home.layout.yaml").read_bytes()


def run(binary, *args, timeout=60):
    """Runs layoutc and returns (status, stdout, stderr, seconds, peak RSS in MB)."""
    start = time.monotonic()
    proc = subprocess.Popen([binary, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        pytest.fail(f"layoutc hung for more than {timeout}s on {args}")
    # The child has been reaped by communicate(); ask the kernel for its peak via /proc is gone,
    # so use RUSAGE_CHILDREN growth instead (monotonic maximum over all children so far).
    import resource
    peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return proc.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), time.monotonic() - start, peak_mb


@pytest.fixture
def check(layoutc, tmp_path):
    binary = os.environ.get("LAYOUTC_BIN") or str(ROOT / ".build" / "release" / "layoutc")

    def go(content: bytes, name="Hostile.layout.yaml", timeout=60):
        path = tmp_path / name
        path.write_bytes(content)
        status, out, err, seconds, peak = run(binary, "check", "--format", "xcode", str(path), timeout=timeout)
        assert status in (0, 1, 2), f"crashed with status {status}: {err}"
        assert status >= 0, f"killed by signal {-status}"
        return status, out, err, seconds, peak

    return go


def findings(out):
    return [m.groupdict() for m in LOCATED.finditer(out)]


def assert_located(out, rule, line=None, col=None):
    found = [f for f in findings(out) if f["rule"] == rule]
    assert found, f"expected a located [{rule}] error, got:\n{out}"
    if line is not None:
        assert int(found[0]["line"]) == line, out
    if col is not None:
        assert int(found[0]["col"]) == col, out


def test_empty_file(check):
    status, out, *_ = check(b"")
    assert status == 1
    assert_located(out, "missing-key", 1, 1)


def test_only_comments(check):
    status, out, *_ = check(b"# a spec to be\n# written later\n")
    assert status == 1
    assert_located(out, "missing-key", 1, 1)


def test_a_scalar_at_the_root(check):
    status, out, *_ = check(b"hello\n")
    assert status == 1
    assert_located(out, "wrong-type", 1, 1)


def test_a_sequence_at_the_root(check):
    status, out, *_ = check(b"- a\n- b\n")
    assert_located(out, "wrong-type", 1, 1)


def test_invalid_utf8(check):
    status, out, *_ = check(b"spec: 1\napp: \xff\xfeMail\n")
    assert status == 1
    assert_located(out, "invalid-encoding", 2, 6)


def test_a_utf8_byte_order_mark_is_fine(check):
    status, out, *_ = check(b"\xef\xbb\xbf" + VALID)
    assert status == 0, out


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
def test_utf16_files_with_a_byte_order_mark_are_read(check, codec):
    bom = b"\xff\xfe" if codec == "utf-16-le" else b"\xfe\xff"
    status, out, *_ = check(bom + VALID.decode("utf-8").encode(codec))
    assert status == 0, out


def test_utf16_errors_are_located_in_characters(check):
    bad = VALID.decode("utf-8").replace("split:", "split:\n  colour: red", 1)
    status, out, *_ = check(b"\xff\xfe" + bad.encode("utf-16-le"))
    assert status == 1
    line = bad.splitlines().index("  colour: red") + 1
    assert_located(out, "unknown-key", line, 3)


def test_nul_bytes(check):
    status, out, *_ = check(b"spec: 1\napp: Ma\x00il\n")
    assert status == 1
    assert_located(out, "invalid-encoding", 2, 8)


def test_crlf_line_endings(check):
    status, out, *_ = check(VALID.replace(b"\n", b"\r\n").replace(b"split:\r\n", b"split:\r\n  colour: red\r\n", 1))
    line = VALID.decode().splitlines().index("split:") + 2
    assert_located(out, "unknown-key", line, 3)


def test_mixed_line_endings(check):
    lines = VALID.decode().split("\n")
    mixed = "".join(l + ("\r\n" if i % 3 == 0 else "\r" if i % 3 == 1 else "\n") for i, l in enumerate(lines))
    status, out, *_ = check(mixed.encode().replace(b"split:", b"split:\n  colour: red", 1))
    assert_located(out, "unknown-key")


def test_tabs_for_indentation(check):
    status, out, *_ = check(b"spec: 1\nsplit:\n\tstyle: doubleColumn\n")
    assert status == 1
    assert_located(out, "yaml-syntax", 3, 1)
    assert "tab" in out


def test_a_very_long_line_and_scalar(check):
    status, out, _, seconds, _ = check(b"spec: 1\napp: " + b"A" * 2_000_000 + b"\nsplit: 7\n")
    assert status == 1
    assert_located(out, "wrong-type", 3, 8)
    assert seconds < 10


def test_ten_thousand_deep_nesting(check):
    status, out, _, seconds, _ = check(b"a: " + b"[" * 10_000 + b"]" * 10_000 + b"\n")
    assert status == 1
    assert_located(out, "resource-limit", 1)
    assert seconds < 5


def test_ten_thousand_deep_block_nesting(check):
    text = "".join("  " * i + f"k{i}:\n" for i in range(10_000))
    status, out, _, seconds, _ = check(text.encode())
    assert_located(out, "resource-limit")
    assert seconds < 10


def test_an_alias_bomb_fails_fast(check):
    lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
    for i, name in enumerate("bcdefghij"):
        prev = "abcdefghij"[i]
        lines.append(f"{name}: &{name} [" + ", ".join([f"*{prev}"] * 10) + "]")
    status, out, _, seconds, peak = check(("\n".join(lines) + "\n").encode())
    assert status == 1
    assert_located(out, "resource-limit")
    assert seconds < 5


def test_a_hundred_thousand_anchors(check):
    items = "".join(f"  - &a{i} {{ id: i{i}, title: T }}\n" for i in range(100_000))
    text = "spec: 1\napp: Many\nscreens:\n  S:\n    list:\n      appearance: sidebar\n      items:\n" + items.replace("  - ", "        - ")
    status, out, _, seconds, _ = check(text.encode())
    assert seconds < 30
    assert_located(out, "missing-key")  # no split


def test_unclosed_quote_at_end_of_file(check):
    status, out, *_ = check(b'spec: 1\napp: "Mail\n')
    assert status == 1
    assert_located(out, "yaml-syntax")
    # Reported at the opening quote, on line 2, column 6, not at the end of the file.
    assert ":2:6: error: this string's closing `\"` is missing" in out


def test_unclosed_flow_collections_at_end_of_file(check):
    for text in (b"spec: 1\nscreens: { A: { title: x }\n", b"spec: 1\ntransient: [ { id: a }\n"):
        status, out, *_ = check(text)
        assert status == 1
        assert_located(out, "yaml-syntax")


def test_a_spec_that_references_itself(check):
    status, out, *_ = check(b"spec: 1\napp: Loop\nscreens: &s\n  A: { list: *s }\nsplit: { style: doubleColumn, primary: A, secondary: A }\n")
    assert status == 1
    assert_located(out, "resource-limit")


def test_a_screen_that_selects_itself_is_fine(check):
    text = VALID.decode().replace("showDetail: RoomDetail", "push: Rooms", 1)
    status, out, *_ = check(text.encode())
    assert status in (0, 1)


def test_a_directory_given_as_a_spec(layoutc, tmp_path):
    (tmp_path / "empty.layout.yaml").mkdir()
    result = layoutc("check", str(tmp_path / "empty.layout.yaml"))
    # A folder is searched; a folder named like a spec holds no specs.
    assert result.returncode in (0, 2)
    assert "Traceback" not in result.stderr


def test_an_unreadable_file(layoutc, tmp_path):
    loop = tmp_path / "Loop.layout.yaml"
    os.symlink(loop, loop)
    result = layoutc("check", str(loop))
    assert result.returncode == 2
    assert "Loop.layout.yaml" in result.stderr
    assert "error:" in result.stderr


def test_a_missing_file(layoutc):
    result = layoutc("check", "Nowhere.layout.yaml")
    assert result.returncode == 2
    assert "Nowhere.layout.yaml: no such file or folder" in result.stderr


def test_limits_are_configurable(layoutc, tmp_path):
    (tmp_path / ".layoutc.yml").write_text("limits:\n  maxDepth: 4\n")
    spec = tmp_path / "Deep.layout.yaml"
    spec.write_text("spec: 1\na: [[[[[x]]]]]\n")
    result = layoutc("check", "--format", "xcode", str(spec))
    assert "[resource-limit]" in result.stdout


def test_a_50_megabyte_spec(tmp_path):
    """The XL benchmark size: checked in bounded time and memory (peak at most 6x the file)."""
    binary = os.environ.get("LAYOUTC_BIN") or str(ROOT / ".build" / "release" / "layoutc")
    # One big list of rows, about 50 MB, written in pieces: a spawned child's peak memory
    # starts from its parent's, so this process must stay small.
    row = '            - {{ id: r{n}, title: "Zeile {n} — 行", image: doc }}\n'
    head = "spec: 1\napp: Huge\nscreens:\n  Rows:\n    list:\n      appearance: sidebar\n      sections:\n        - id: all\n          title: All\n          items:\n"
    tail = "  Detail: { restoresState: true }\nsplit:\n  style: doubleColumn\n  primary: Rows\n  secondary: Detail\n"
    path = tmp_path / "Huge.layout.yaml"
    with open(path, "w", encoding="utf-8") as f:
        f.write(head)
        n = 0
        while f.tell() < 50_000_000:
            f.write("".join(row.format(n=k) for k in range(n, n + 1000)))
            n += 1000
        f.write(tail)
    proc = subprocess.Popen([binary, "check", "--format", "xcode", str(path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    pid, status, usage = os.wait4(proc.pid, 0)
    out = proc.stdout.read().decode()
    assert os.WIFEXITED(status), "crashed"
    assert os.WEXITSTATUS(status) in (0, 1), out[:2000]
    peak = usage.ru_maxrss * 1024
    assert peak < 10 * path.stat().st_size, f"peak memory {peak / 1e6:.0f} MB for a {path.stat().st_size / 1e6:.0f} MB file"
