import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def layoutc_path():
    """The path of the release binary built once by Scripts/test.sh (LAYOUTC_BIN)."""
    binary = os.environ.get("LAYOUTC_BIN") or str(ROOT / ".build" / "release" / "layoutc")
    if not os.path.exists(binary):
        pytest.fail(f"layoutc binary not found at {binary}; run Scripts/test.sh or set LAYOUTC_BIN")
    return binary


@pytest.fixture
def layoutc_bin_dir(tmp_path, layoutc_path):
    """A folder holding only `layoutc` (the binary under test), for a PATH that tools such as
    editors and git hooks search, as a user's installed layoutc would be found."""
    folder = tmp_path / "bin"
    folder.mkdir()
    (folder / "layoutc").symlink_to(layoutc_path)
    return folder


@pytest.fixture(scope="session")
def layoutc(layoutc_path):
    """Runs the release binary built once by Scripts/test.sh (LAYOUTC_BIN)."""
    binary = layoutc_path

    def run(*args, cwd=ROOT, input=None):
        return subprocess.run([binary, *args], cwd=cwd, input=input, capture_output=True, text=True, timeout=120)

    return run
