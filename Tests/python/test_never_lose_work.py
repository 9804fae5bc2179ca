"""Generated output is replaced atomically: an interrupted build leaves the old file or the new
one, never half of one; a file without layoutc's header is never overwritten; two builds at
once leave consistent output."""
import os
import re
import resource
import shutil
import signal
import subprocess

import pytest

from conftest import ROOT

SPECS = sorted(str(p) for p in (ROOT / "Specs").glob("*.layout.yaml"))


def binary():
    return os.environ.get("LAYOUTC_BIN") or str(ROOT / ".build" / "release" / "layoutc")


def big_spec(path, rows, title, app="Big"):
    """A valid spec with `rows` rows, each titled `title` and its number."""
    items = "".join(f"            - {{ id: r{n}, title: \"{title} {n}\", image: doc }}\n" for n in range(rows))
    path.write_text(
        f"spec: 1\napp: {app}\nscreens:\n  Rows:\n    list:\n      appearance: sidebar\n      sections:\n"
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


def strace_or_skip():
    """The strace binary, or a skip with the reason (Scripts/setup.sh --python installs it)."""
    strace = shutil.which("strace")
    if strace is None:
        pytest.skip("strace is not installed (Scripts/setup.sh --python installs it: apt-get install strace); "
                    "this test needs it to kill layoutc at exact system calls")
    probe = subprocess.run([strace, "-f", "-o", "/dev/null", "true"], capture_output=True, text=True)
    if probe.returncode != 0:
        pytest.skip(f"strace cannot trace here (is ptrace permitted?): {probe.stderr.strip()}")
    return strace


# A line of `strace -f -o FILE`: pid, system call and arguments, and (after ` = `) the result.
CALL = re.compile(r"^(\d+) +(\w+)\((.*)$")
# How writeAtomically names its temporary file: `.<name>.tmp-` and six random characters.
TEMPORARY = re.compile(r"^\.(.+)\.tmp-[A-Za-z0-9]{6}$")
# Calls left out: how many of them a build makes varies from run to run (the allocator's requests
# with the hash seed, the `read`s of /proc/self/maps at start-up with the address layout, and
# glibc's mkstemp now and then asks getrandom for more random bits), which would move the kills;
# and none of them changes a file, so a kill at one leaves what a kill at the next call leaves.
UNCOUNTED = {"brk", "mmap", "munmap", "mremap", "mprotect", "madvise", "read", "getrandom"}


def calls(log):
    """The system calls of a `strace -f -o` log but the UNCOUNTED ones, in order:
    (pid, name, call without its result, normalized, line as logged)."""
    found = []
    for line in log.splitlines():
        match = CALL.match(line)
        if match and match[2] not in UNCOUNTED:
            text = re.sub(r"\s+= [^\"]*$", "", f"{match[2]}({match[3]}")
            # A call killed at its entry shows only the arguments read on entry.
            text = re.sub(r",?\s*<unfinished \.\.\.>\)?$", "", text)
            # Temporary names are random and addresses move (ASLR); nothing else differs between runs.
            text = re.sub(r"tmp-[A-Za-z0-9]{6}", "tmp-XXXXXX", re.sub(r"0x[0-9a-f]+", "0x?", text))
            found.append((match[1], match[2], text, line))
    return found


def outputs(folder):
    """Every file of an output folder, hidden ones (the manifest) included, but temporaries."""
    return {name: (folder / name).read_bytes() for name in sorted(os.listdir(folder)) if not TEMPORARY.match(name)}


@pytest.mark.parametrize("change", ["replace", "rename"])
def test_a_build_killed_at_any_moment_leaves_the_old_or_the_new_file(tmp_path, change):
    """SIGKILL at every system call of a build, from its first look at the output folder to its
    exit, injected by strace at the call's entry; after each kill every output is byte for byte
    its old version or its new one (or absent where that version is). `replace` rewrites a
    generated file; `rename` (the spec's `app` renamed) creates one, removes the old one and
    rewrites the manifest.

    That covers every moment, not a sample: a process changes files only through its system
    calls, so whenever a kill lands it leaves what a kill at the entry of the next call leaves,
    unless it lands inside a call; of those only a `write` can stop half done, and a short write
    (forced with RLIMIT_FSIZE) followed by a kill covers that. The build is of one spec, so
    layoutc runs one thread and its calls come in the same order every run.

    A kill after a temporary file was created leaves it behind: layoutc does not sweep stale
    temporaries. That is harmless, and checked: it is named `.<output>.tmp-XXXXXX`, hidden (SwiftPM
    skips hidden files) and not ending in `.swift` (no `*.swift` glob picks it up), it is not in
    the manifest, and the next build succeeds and writes the new outputs."""
    strace = strace_or_skip()
    spec = tmp_path / "Big.layout.yaml"
    big_spec(spec, 2_000, "Old")
    build = [binary(), "build", str(spec), "--output"]
    old_folder = tmp_path / "Old"
    subprocess.run([*build, str(old_folder)], check=True, capture_output=True)
    old = outputs(old_folder)
    if change == "replace":
        big_spec(spec, 2_000, "New")
    else:
        big_spec(spec, 2_000, "Old", app="Bigger")
    new_folder = tmp_path / "New"
    shutil.copytree(old_folder, new_folder)
    subprocess.run([*build, str(new_folder)], check=True, capture_output=True)
    new = outputs(new_folder)
    assert sorted(old) == [".layoutc-manifest", "Big+UIKit.layout.swift", "Big.layout.swift"]
    if change == "replace":
        assert sorted(new) == sorted(old) and new["Big.layout.swift"] != old["Big.layout.swift"]
    else:
        assert sorted(new) == [".layoutc-manifest", "Bigger+UIKit.layout.swift", "Bigger.layout.swift"]
        assert new[".layoutc-manifest"] != old[".layoutc-manifest"]

    runs = []

    def run(inject=None, limit=None):
        """The new build under strace in a copy of the old output folder: folder, result, calls."""
        folder = tmp_path / f"Run-{len(runs):03}"  # one length: paths appear in messages and their lengths
        runs.append(folder)
        shutil.copytree(old_folder, folder)
        # The log goes to strace's stderr, a pipe: RLIMIT_FSIZE limits regular files only.
        result = subprocess.run(
            [strace, "-f", "-o", "/dev/stderr", *(["-e", f"inject={inject}"] if inject else []), *build, str(folder)],
            capture_output=True, text=True, timeout=60,
            preexec_fn=(lambda: resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))) if limit else None)
        return folder, result, calls(result.stderr)

    # A complete traced build: the calls to kill at, in order.
    traced, result, reference = run()
    assert result.returncode == 0, result.stderr[-3000:]
    assert outputs(traced) == new
    assert len({pid for pid, *_ in reference}) == 1, \
        "layoutc ran more than one thread for one spec; strace counts calls per thread, so the kills would move"
    assert reference[-1][1] == "exit_group"
    first = next(i for i, (*_, text, _) in enumerate(reference) if str(traced) in text)

    def kill_at(index, limit=None, extra_calls=0):
        """Kills the build at the entry of reference call `index`, or with `extra_calls` more
        calls of its name first (a short write's continuation under `limit`)."""
        _, name, text, _ = reference[index]
        ordinal = sum(1 for _, other, _, _ in reference[:index + 1] if other == name) + extra_calls
        folder, result, made = run(f"{name}:signal=SIGKILL:when={ordinal}", limit)
        what = f"at {text[:150]}" + (f" (and {extra_calls} more {name})" if extra_calls else "")
        # strace ends itself with the signal that ended the process it traced.
        assert result.returncode == -signal.SIGKILL, f"strace exited with {result.returncode}, not killed {what}: {result.stderr[-2000:]}"
        assert result.stderr.rstrip().endswith("+++ killed by SIGKILL +++"), result.stderr[-2000:]
        # It died at the entry of the chosen call, after the same calls as the complete build.
        assert [c[1] for c in made[:-1 - extra_calls]] == [c[1] for c in reference[:index]], \
            f"the killed build took another path before {what}"
        shown = made[-1 - extra_calls][2]
        assert made[-1][1] == name and text.replace(str(traced), str(folder)).startswith(shown), \
            f"killed at {made[-1][3]!r}, not {what}"
        return folder, made, what

    def check(folder, what):
        """Each output old or new, temporaries harmless, and a build afterwards completes.
        Returns what the kill left: every file, temporaries included, by name."""
        files = sorted(os.listdir(folder))
        state = {name: (folder / name).read_bytes() for name in files}
        temporaries = [name for name in files if TEMPORARY.match(name)]
        for name in sorted(set(old) | set(new)):
            data = (folder / name).read_bytes() if name in files else None
            assert data in (old.get(name), new.get(name)), f"{name} is neither its old nor its new version after a kill {what}"
        assert set(files) - set(temporaries) <= set(old) | set(new), f"unexpected files after a kill {what}: {files}"
        for name in temporaries:
            assert TEMPORARY.match(name)[1] in new and not name.endswith(".swift"), name
        finished = subprocess.run([*build, str(folder)], capture_output=True, text=True, timeout=60)
        assert finished.returncode == 0, f"the build after a kill {what} failed: {finished.stderr}"
        assert outputs(folder) == new, f"the build after a kill {what} did not write the new outputs"
        assert not any(name.encode() in new[".layoutc-manifest"] for name in temporaries)
        return state

    # Every call from the first look at the output folder to the exit.
    left = {}
    for index in range(first, len(reference)):
        folder, _, what = kill_at(index)
        left[index] = check(folder, what)

    # Each atomic write, at the moments that matter, with what it must have left there.
    created = [i for i, c in enumerate(reference) if c[1] == "openat" and "O_CREAT" in c[2] and ".tmp-XXXXXX" in c[2]]
    # One atomic write per file that changed (the manifest changes only on a rename).
    assert len(created) == sum(1 for name in new if new[name] != old.get(name))
    for at in created:
        temporary = re.search(r'"([^"]*\.tmp-)XXXXXX"', reference[at][2])[1]
        target = os.path.basename(temporary)[1:-len(".tmp-")]
        fd = reference[at][3].rsplit("= ", 1)[1].strip()
        write = next(i for i in range(at, len(reference)) if reference[i][2].startswith(f"write({fd}, "))
        publish = next(i for i in range(at, len(reference)) if reference[i][1] == "rename" and temporary in reference[i][2])
        assert at < write < publish, (at, write, publish)

        def temporaries(state):
            return [data for name, data in state.items() if name.startswith(f".{target}.tmp-")]

        assert temporaries(left[at]) == []  # the temporary file is not there yet
        assert temporaries(left[write]) == [b""]  # created, nothing written to it yet
        # Written and synced, not yet renamed over the target.
        assert temporaries(left[publish]) == [new[target]] and left[publish].get(target) == old.get(target)
        # Just published.
        assert temporaries(left[publish + 1]) == [] and left[publish + 1][target] == new[target]

    # In the middle of the first write: a file size limit of half the file makes the write stop
    # there (it returns a short count), and the kill lands on the `write` that would go on.
    at = created[0]
    fd = reference[at][3].rsplit("= ", 1)[1].strip()
    target = re.search(r'/\.([^/"]*)\.tmp-XXXXXX"', reference[at][2])[1]
    write = next(i for i in range(at, len(reference)) if reference[i][2].startswith(f"write({fd}, "))
    half = len(new[target]) // 2
    folder, made, what = kill_at(write, limit=half, extra_calls=1)
    assert made[-2][3].endswith(f"= {half}"), f"the write was not cut short: {made[-2][3]!r}"
    assert made[-1][2].startswith(f"write({fd}, ") and made[-1][2].endswith(f", {len(new[target]) - half})")
    [mine] = [name for name in os.listdir(folder) if TEMPORARY.match(name)]
    assert (folder / mine).read_bytes() == new[target][:half]
    check(folder, what)
    print(f"\n{change}: killed the build at {len(left)} calls and once mid-write ({len(runs)} traced builds)")


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
    # Timestamps far in the past and inode numbers: a rewrite would change the first (however
    # coarse the file system's clock) and an atomic replace the second, with no sleep to wait.
    for name in os.listdir(out):
        os.utime(out / name, ns=(1_000_000_000, 1_000_000_000))
    before = {name: (os.stat(out / name).st_ino, os.stat(out / name).st_mtime_ns) for name in os.listdir(out)}
    assert layoutc("build", *SPECS, "--output", str(out)).returncode == 0
    after = {name: (os.stat(out / name).st_ino, os.stat(out / name).st_mtime_ns) for name in os.listdir(out)}
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
