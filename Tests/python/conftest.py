import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def layoutc():
    """The release binary built once by Scripts/test.sh (LAYOUTC_BIN)."""
    binary = os.environ.get("LAYOUTC_BIN") or str(ROOT / ".build" / "release" / "layoutc")
    if not os.path.exists(binary):
        pytest.fail(f"layoutc binary not found at {binary}; run Scripts/test.sh or set LAYOUTC_BIN")

    def run(*args, cwd=ROOT, input=None):
        return subprocess.run([binary, *args], cwd=cwd, input=input, capture_output=True, text=True, timeout=120)

    return run
