#!/usr/bin/env bash
# Rewrites every golden file after an intended change, then shows what changed so it can be
# reviewed as a diff: the diagnostics renderers' outputs, the generated Swift (UIKit, SwiftUI,
# scaffolds), the preview pictures (and the README's), the `layoutc check` example in README.md and
# Docs/Diagnostics.md, Docs/Rules.md, Docs/SpecLanguage.md, and Grammar/layout-spec.schema.json.
# Tests that compare goldens rewrite them instead when LAYOUTC_UPDATE_GOLDENS=1; every other test
# still runs and must pass.
set -euo pipefail
cd "$(dirname "$0")/.."
LAYOUTC_UPDATE_GOLDENS=1 swift test "$@"
echo
echo "Goldens rewritten. Review before committing:"
git status --short -- Tests Docs Grammar README.md
