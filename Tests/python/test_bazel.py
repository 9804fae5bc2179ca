"""The Bazel rules (bazel/layoutc.bzl) with Debian's Bazel (bazel-bootstrap, 4.2.3), offline:
a scratch workspace takes the rules by local_repository and the self-contained layoutc as an
http_archive of the artifact bundle's zip (a file:// URL, with the sha256 that
`swift package compute-checksum` printed), exactly as a release is used.

- the generation actions run in Bazel's linux sandbox, and their outputs are the bytes
  `layoutc build --output-file` writes;
- after `bazel clean`, a build is served from --disk_cache;
- an HTTP remote cache (Debian's nginx with WebDAV PUT on 127.0.0.1) filled from one output
  base serves the build in a second one, and the outputs are byte-identical in all of them;
- a spec with an error fails the build at the spec's line and column; the lint test fails too;
- the actions are hermetic: a .layoutc.yml the target does not declare changes nothing, the
  declared one applies.

Skipped, saying why, where bazel or nginx is not installed or the bundle was not built."""
import os
import pathlib
import shutil
import socket
import subprocess
import time

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = pathlib.Path(os.environ.get("LAYOUTC_BUNDLE") or ROOT / ".build/artifacts/layoutc.artifactbundle").parent
BAZEL = shutil.which("bazel")
NGINX = shutil.which("nginx") or (shutil.which("nginx", path="/usr/sbin"))

pytestmark = [
    pytest.mark.skipif(BAZEL is None, reason="bazel is not installed (Scripts/setup.sh --python installs Debian's bazel-bootstrap)"),
    pytest.mark.skipif(not (ARTIFACTS / "layoutc.artifactbundle.zip").exists(),
                       reason="no artifact bundle: run Scripts/make-artifactbundle.sh"),
]


class Workspace:
    def __init__(self, tmp):
        self.tmp = tmp
        self.root = tmp / "ws"
        (self.root / "app").mkdir(parents=True)
        checksum = (ARTIFACTS / "layoutc.artifactbundle.zip.checksum").read_text().strip()
        variant = next((ARTIFACTS / "layoutc.artifactbundle").glob("layoutc-*/bin/layoutc")).relative_to(ARTIFACTS / "layoutc.artifactbundle")
        (self.root / "WORKSPACE").write_text(f'''workspace(name = "app")
load("@bazel_tools//tools/build_defs/repo:http.bzl", "http_archive")
local_repository(name = "layoutc_rules", path = "{ROOT / 'bazel'}")
http_archive(
    name = "layoutc",
    urls = ["file://{ARTIFACTS / 'layoutc.artifactbundle.zip'}"],
    sha256 = "{checksum}",
    strip_prefix = "layoutc.artifactbundle",
    build_file_content = """alias(name = "layoutc", actual = "{variant}", visibility = ["//visibility:public"])""",
)
''')
        # Test rules depend on @remote_coverage_tools, which Bazel downloads; offline, a stub
        # stands in for it (coverage is never run here).
        stub = tmp / "coverage_tools"
        stub.mkdir()
        (stub / "WORKSPACE").write_text('workspace(name = "remote_coverage_tools")\n')
        (stub / "stub.sh").write_text("#!/bin/sh\nexit 0\n")
        (stub / "stub.sh").chmod(0o755)
        (stub / "BUILD").write_text("".join(
            f'filegroup(name = "{name}", srcs = ["stub.sh"], visibility = ["//visibility:public"])\n'
            for name in ("coverage_report_generator", "lcov_merger")))
        with (self.root / "WORKSPACE").open("a") as workspace:
            workspace.write(f'local_repository(name = "remote_coverage_tools", path = "{stub}")\n')
        shutil.copy(ROOT / "Specs/Mail.layout.yaml", self.root / "app")
        shutil.copy(ROOT / "Specs/Home.layout.yaml", self.root / "app")
        (self.root / "app/BUILD.bazel").write_text('''load("@layoutc_rules//:layoutc.bzl", "layoutc_lint_test", "layoutc_swift_sources")
layoutc_swift_sources(name = "layout", specs = glob(["*.layout.yaml"]))
layoutc_swift_sources(name = "strict_layout", specs = glob(["*.layout.yaml"]), config = "strict.layoutc.yml")
layoutc_swift_sources(name = "both", specs = glob(["*.layout.yaml"]), target = "uikit,swiftui")
layoutc_lint_test(name = "lint", specs = glob(["*.layout.yaml"]))
''')
        (self.root / "app/strict.layoutc.yml").write_text("strict: true\n")
        self.user_root = tmp / "bazel-root"

    def bazel(self, output_base, *args, check=True):
        command = [BAZEL, f"--output_user_root={self.user_root}", f"--output_base={self.tmp / output_base}", "--batch",
                   *args[:1], "--spawn_strategy=linux-sandbox", "--color=no", "--curses=no", *args[1:]]
        result = subprocess.run(command, cwd=self.root, capture_output=True, text=True, timeout=600,
                                env=dict(os.environ, HOME=str(self.tmp)))
        if check:
            assert result.returncode == 0, result.stderr[-4000:]
        return result

    def outputs(self, output_base, target="layout"):
        folder = self.tmp / output_base / "execroot/app/bazel-out/k8-fastbuild/bin/app" / target
        return {p.name: p.read_bytes() for p in sorted(folder.glob("*.layout.swift"))}


@pytest.fixture(scope="module")
def workspace(tmp_path_factory):
    return Workspace(tmp_path_factory.mktemp("bazel"))


def test_generation_runs_in_the_linux_sandbox_and_writes_what_layoutc_writes(workspace, tmp_path, layoutc_path):
    result = workspace.bazel("base1", "build", "//app:layout", f"--disk_cache={workspace.tmp / 'disk'}")
    # One action per spec, and one that checks the two share no `app` name.
    assert "3 linux-sandbox" in result.stderr, result.stderr[-2000:]
    outputs = workspace.outputs("base1")
    # Each spec's model, and its UIKit code beside it.
    assert sorted(outputs) == ["Home+UIKit.layout.swift", "Home.layout.swift", "Mail+UIKit.layout.swift", "Mail.layout.swift"]
    binary = layoutc_path
    empty = tmp_path / "empty.yml"
    empty.write_text("")
    for name in ["Home.layout.swift", "Mail.layout.swift"]:
        subprocess.run([binary, "build", str(workspace.root / "app" / name.replace(".swift", ".yaml")),
                        "--output-file", str(tmp_path / name), "--config", str(empty)], check=True)
    for name, data in outputs.items():
        assert data == (tmp_path / name).read_bytes(), name


def test_both_targets_are_declared_and_generated_for_one_module(workspace):
    workspace.bazel("base1", "build", "//app:both", f"--disk_cache={workspace.tmp / 'disk'}")
    outputs = workspace.outputs("base1", target="both")
    assert sorted(outputs) == ["Home+SwiftUI.layout.swift", "Home+UIKit.layout.swift", "Home.layout.swift",
                               "Mail+SwiftUI.layout.swift", "Mail+UIKit.layout.swift", "Mail.layout.swift"]
    assert b"public protocol ScreenViews" in outputs["Mail+SwiftUI.layout.swift"]
    assert b"public protocol Screens" in outputs["Mail+UIKit.layout.swift"]


def test_after_clean_the_disk_cache_serves_the_build(workspace):
    workspace.bazel("base1", "build", "//app:layout", f"--disk_cache={workspace.tmp / 'disk'}")
    workspace.bazel("base1", "clean")
    again = workspace.bazel("base1", "build", "//app:layout", f"--disk_cache={workspace.tmp / 'disk'}")
    # Bazel 4 counts disk cache hits as "remote cache hit" (later versions say "disk cache hit");
    # no remote cache is configured here, so they come from the disk cache.
    assert "3 remote cache hit" in again.stderr or "3 disk cache hit" in again.stderr, again.stderr[-2000:]
    assert "linux-sandbox" not in again.stderr.split("processes:")[-1]


@pytest.fixture(scope="module")
def http_cache(tmp_path_factory):
    if NGINX is None:
        pytest.skip("nginx is not installed (Scripts/setup.sh --python installs Debian's)")
    folder = tmp_path_factory.mktemp("nginx")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    (folder / "www/cache").mkdir(parents=True)
    user = "user root root;\n" if os.geteuid() == 0 else ""
    temps = "".join(f"{kind}_temp_path {folder / kind};\n" for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    (folder / "nginx.conf").write_text(f"""{user}worker_processes 1;
daemon off;
pid {folder / 'nginx.pid'};
error_log {folder / 'error.log'};
events {{}}
http {{
  access_log {folder / 'access.log'};
  {temps}
  server {{
    listen 127.0.0.1:{port};
    location /cache/ {{
      root {folder / 'www'};
      dav_methods PUT;
      create_full_put_path on;
      client_max_body_size 200m;
    }}
  }}
}}
""")
    server = subprocess.Popen([NGINX, "-p", str(folder), "-c", str(folder / "nginx.conf")])
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            break
        except OSError:
            time.sleep(0.05)
    yield f"http://127.0.0.1:{port}/cache", folder
    server.terminate()
    server.wait(timeout=10)


def test_an_http_remote_cache_serves_a_second_output_base_with_identical_outputs(workspace, http_cache):
    url, folder = http_cache
    first = workspace.bazel("base2", "build", "//app:layout", f"--remote_cache={url}")
    assert "3 linux-sandbox" in first.stderr, first.stderr[-2000:]
    puts = (folder / "access.log").read_text().count('"PUT /cache/')
    assert puts >= 4, "the action results and the two outputs were uploaded"
    second = workspace.bazel("base3", "build", "//app:layout", f"--remote_cache={url}")
    assert "3 remote cache hit" in second.stderr, second.stderr[-2000:]
    assert workspace.outputs("base3") == workspace.outputs("base2") == workspace.outputs("base1")


def test_an_error_fails_the_build_at_the_specs_line(workspace):
    bad = workspace.root / "app/Bad.layout.yaml"
    # Its own `app`: the bundled Mail spec is built beside it (shared-app-name otherwise).
    bad.write_text((ROOT / "Docs/Examples/MailMistakes.layout.yaml").read_text().replace("\napp: Mail\n", "\napp: Bad\n"))
    try:
        result = workspace.bazel("base1", "build", "//app:layout", check=False)
        assert result.returncode != 0
        assert "app/Bad.layout.yaml:10:67: error: `checkmrk` is not a valid `accessories` [unknown-value]" in result.stderr
        lint = workspace.bazel("base1", "test", "//app:lint", "--test_output=errors", check=False)
        assert lint.returncode != 0 and "app/Bad.layout.yaml:10:67: error:" in lint.stdout + lint.stderr
    finally:
        bad.unlink()
    lint = workspace.bazel("base1", "test", "//app:lint")
    assert "1 test passes" in lint.stdout + lint.stderr


def test_two_specs_with_one_app_name_fail_the_build_at_both(workspace):
    twin = workspace.root / "app/MailCopy.layout.yaml"
    shutil.copy(ROOT / "Specs/Mail.layout.yaml", twin)
    try:
        result = workspace.bazel("base1", "build", "//app:layout", check=False)
        assert result.returncode != 0
        line = next(i for i, text in enumerate((ROOT / "Specs/Mail.layout.yaml").read_text().splitlines(), 1)
                    if text.startswith("app: "))
        for spec in ("Mail", "MailCopy"):
            assert f"app/{spec}.layout.yaml:{line}:6: error:" in result.stderr and "[shared-app-name]" in result.stderr, \
                "\n".join(text for text in result.stderr.splitlines() if "linux-sandbox-pid1" not in text)[-3000:]
    finally:
        twin.unlink()


def test_only_the_declared_configuration_applies(workspace):
    # A spec whose one finding is a warning (MailMistakes with its two errors fixed).
    warn = workspace.root / "app/Warn.layout.yaml"
    text = (ROOT / "Docs/Examples/MailMistakes.layout.yaml").read_text()
    warn.write_text(text.replace("checkmrk", "checkmark").replace("style: doubleColumn", "style: tripleColumn")
                    .replace("\napp: Mail\n", "\napp: Warn\n"))
    # A .layoutc.yml above the spec that the target does not declare: the sandboxed action
    # cannot see it, and layoutc is told to use the declared (empty) one anyway.
    (workspace.root / ".layoutc.yml").write_text("strict: true\n")
    (workspace.root / "app/.layoutc.yml").write_text("strict: true\n")
    try:
        plain = workspace.bazel("base1", "build", "//app:layout")
        assert "app/Warn.layout.yaml:" in plain.stderr and ": warning: " in plain.stderr
        # The declared strict.layoutc.yml applies: the warning fails that target.
        strict = workspace.bazel("base1", "build", "//app:strict_layout", check=False)
        assert strict.returncode != 0
        assert "app/Warn.layout.yaml:" in strict.stderr and "treated as errors" in strict.stderr
    finally:
        for path in (warn, workspace.root / ".layoutc.yml", workspace.root / "app/.layoutc.yml"):
            path.unlink()
