"""The self-contained binary as it ships: the artifact bundle Scripts/make-artifactbundle.sh
writes (SwiftPM's artifact-bundle format), the binary inside it (no libyaml, no Swift runtime
loaded), and `make install` / `make uninstall` with PREFIX and DESTDIR.

Scripts/test.sh builds the bundle first and runs the whole end-to-end suite against the bundle's
binary (LAYOUTC_BIN); the first test proves it is that binary."""
import hashlib
import json
import os
import pathlib
import shutil
import subprocess
import zipfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
BUNDLE = pathlib.Path(os.environ.get("LAYOUTC_BUNDLE") or ROOT / ".build" / "artifacts" / "layoutc.artifactbundle")

pytestmark = pytest.mark.skipif(
    not (BUNDLE / "info.json").exists(),
    reason=f"no artifact bundle at {BUNDLE}: run Scripts/test.sh or Scripts/make-artifactbundle.sh",
)


def host_triple():
    info = json.loads(subprocess.run(["swift", "-print-target-info"], capture_output=True, text=True, check=True).stdout)
    return info["target"]["unversionedTriple"]


def bundled_binary():
    info = json.loads((BUNDLE / "info.json").read_text())
    variants = info["artifacts"]["layoutc"]["variants"]
    (variant,) = [v for v in variants if host_triple() in v["supportedTriples"]]
    return BUNDLE / variant["path"]


def test_info_json_is_an_artifact_bundle_manifest_for_this_platform():
    info = json.loads((BUNDLE / "info.json").read_text())
    assert info["schemaVersion"] == "1.0"
    artifact = info["artifacts"]["layoutc"]
    assert artifact["type"] == "executable"
    version = subprocess.run([str(bundled_binary()), "--version"], capture_output=True, text=True, check=True).stdout
    assert version.strip() == f"layoutc {artifact['version']}"
    for variant in artifact["variants"]:
        path = BUNDLE / variant["path"]
        assert path.is_file() and os.access(path, os.X_OK), variant
        assert not pathlib.PurePath(variant["path"]).is_absolute()


def test_the_end_to_end_suite_runs_the_bundled_binary():
    binary = os.environ.get("LAYOUTC_BIN")
    if not binary:
        pytest.skip("LAYOUTC_BIN is not set (Scripts/test.sh sets it to the bundle's binary)")
    assert pathlib.Path(binary).read_bytes() == bundled_binary().read_bytes()


def test_the_binary_loads_neither_libyaml_nor_the_swift_runtime():
    if shutil.which("ldd") is None:
        pytest.skip("no ldd on this machine")
    loaded = subprocess.run(["ldd", str(bundled_binary())], capture_output=True, text=True).stdout
    for library in ("libyaml", "libswiftCore", "libFoundation", "libswift_", "libdispatch"):
        assert library not in loaded, loaded
    # And it runs with nothing of the toolchain in its environment.
    env = {"PATH": "/usr/bin:/bin"}
    result = subprocess.run([str(bundled_binary()), "check", str(ROOT / "Specs" / "Mail.layout.yaml")],
                            capture_output=True, text=True, env=env)
    assert result.returncode == 0, result.stderr


def test_the_zip_holds_the_bundle_and_its_checksum_is_swiftpms():
    archive = BUNDLE.parent / "layoutc.artifactbundle.zip"
    with zipfile.ZipFile(archive) as z:
        names = z.namelist()
        assert "layoutc.artifactbundle/info.json" in names
        binary = str(bundled_binary().relative_to(BUNDLE.parent))
        assert binary in names
        # The executable bit survives the zip, or SwiftPM's plugin could not run it.
        assert (z.getinfo(binary).external_attr >> 16) & 0o111
    recorded = (BUNDLE.parent / "layoutc.artifactbundle.zip.checksum").read_text().strip()
    assert recorded == hashlib.sha256(archive.read_bytes()).hexdigest()
    computed = subprocess.run(["swift", "package", "compute-checksum", str(archive)],
                              capture_output=True, text=True, check=True).stdout.strip()
    assert computed == recorded


def test_make_install_and_uninstall_with_prefix_and_destdir(tmp_path):
    prefix = "/opt/layoutc-test"
    destdir = tmp_path / "stage"
    install = subprocess.run(["make", "install", f"PREFIX={prefix}", f"DESTDIR={destdir}"],
                             cwd=ROOT, capture_output=True, text=True, timeout=1200)
    assert install.returncode == 0, install.stdout + install.stderr
    root = destdir / prefix.lstrip("/")
    installed = sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())
    assert installed == [
        "bin/layoutc",
        "share/bash-completion/completions/layoutc",
        "share/fish/vendor_completions.d/layoutc.fish",
        "share/zsh/site-functions/_layoutc",
    ]
    # The installed binary is the self-contained one, and it runs.
    assert (root / "bin/layoutc").read_bytes() == bundled_binary().read_bytes()
    check = subprocess.run([str(root / "bin/layoutc"), "check", str(ROOT / "Docs/Examples/MailMistakes.layout.yaml")],
                           capture_output=True, text=True)
    assert check.returncode == 1 and "unknown-value" in check.stdout + check.stderr
    # bash loads the installed completion and registers it for layoutc.
    loaded = subprocess.run(["bash", "-c", f"source {root}/share/bash-completion/completions/layoutc && complete -p layoutc"],
                            capture_output=True, text=True)
    assert loaded.returncode == 0 and "layoutc" in loaded.stdout, loaded.stderr

    uninstall = subprocess.run(["make", "uninstall", f"PREFIX={prefix}", f"DESTDIR={destdir}"],
                               cwd=ROOT, capture_output=True, text=True)
    assert uninstall.returncode == 0, uninstall.stderr
    assert [p for p in root.rglob("*") if p.is_file()] == []
