#!/usr/bin/env bash
# The whole test suite, from a fresh clone: installs what is missing, runs the Swift tests,
# builds the release binary once (the self-contained one that ships, in its artifact bundle),
# and runs the end-to-end suites against it.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
start=$(date +%s)
step() { echo; echo "==> $* ($(( $(date +%s) - start ))s)"; }

step "setup"
bash Scripts/setup.sh --python --bundle

step "swift build && swift test"
swift build --build-tests
swift test --skip-build

step "release build: the self-contained binary and its artifact bundle (shared by every end-to-end suite)"
LAYOUTC_BIN=$(bash Scripts/make-artifactbundle.sh)   # not `export X=$(...)`: that hides a failure
export LAYOUTC_BIN LAYOUTC_BUNDLE="$root/.build/artifacts/layoutc.artifactbundle"

step "build plugin: the example package builds incrementally, fails at the spec's line, and its tests pass"
bash Scripts/test-plugin.sh

step "binary plugins: the same example with LayoutcPlugins, the prebuilt layoutc of the bundle"
plugins_package=$(bash Scripts/make-plugins-package.sh --bundle "$LAYOUTC_BUNDLE")
LAYOUTC_PLUGINS_PACKAGE="$plugins_package" bash Scripts/test-plugin.sh

step "python test tools"
venv="${LAYOUTC_VENV:-$root/.build/venv}"
if [ ! -x "$venv/bin/pytest" ] || ! "$venv/bin/python" -c "import jsonschema, check_jsonschema, pytest_lsp" 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check -r Tests/python/requirements.txt
fi

step "end-to-end tests (pytest)"
"$venv/bin/pytest" -q Tests/python

step "bounded fuzz pass (about a minute in all; Scripts/fuzz.sh --seconds 1800 for a long run)"
bash Scripts/fuzz.sh --unoptimized --seconds "${LAYOUTC_FUZZ_SECONDS:-20}"

echo
echo "all tests passed in $(( $(date +%s) - start ))s"
