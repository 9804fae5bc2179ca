#!/usr/bin/env bash
# Runs the example package's tests on a copy of Examples/Shortcuts, then proves that the build
# plugin is incremental and quiet:
#  (a) a second `swift build` with nothing changed runs no layoutc command and touches no
#      generated file;
#  (b) changing one spec regenerates only its output (and touching a spec without changing it
#      reruns its command but leaves its output file alone);
#  (c) a spec with an error fails the build with the error at the spec's path:line:col, and
#      fixing it makes the next build pass; a warning does not fail the build unless `strict`;
#  (d) two specs with one app name fail the build at both;
# then that the restored specs generate byte for byte the first files, and runs the
# lint-layout-specs command plugin.
# The checked-in example is never modified. One scratch path is reused by every step (and by
# later runs): LAYOUTC_PLUGIN_SCRATCH, default .build/plugin-example.
#
# With LAYOUTC_PLUGINS_PACKAGE set to a package written by Scripts/make-plugins-package.sh, the
# copy uses that package's plugins (a prebuilt layoutc from an artifact bundle) instead of this
# checkout, runs the same checks, and also proves the bundled binary ran: no part of layoutc is
# compiled, and the build's commands run the bundle's executable.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd -P)
plugins="${LAYOUTC_PLUGINS_PACKAGE:-}"
if [ -n "$plugins" ]; then
  plugins=$(cd "$plugins" && pwd -P)
  scratch="${LAYOUTC_PLUGIN_SCRATCH:-$root/.build/plugin-example-binary}"
else
  scratch="${LAYOUTC_PLUGIN_SCRATCH:-$root/.build/plugin-example}"
fi
work=$(cd "$(mktemp -d)" && pwd -P)
trap 'rm -rf "$work"' EXIT
start=$(date +%s)

pkg="$work/Shortcuts"
mkdir "$pkg"
tar -C Examples/Shortcuts --exclude=.build --exclude=.swiftpm --exclude=Package.resolved -cf - . | tar -C "$pkg" -xf -
if [ -n "$plugins" ]; then
  # The copy depends on the plugins package instead of this checkout.
  sed -i.orig -e "s|.package(name: \"layoutc\", path: \"../..\")|.package(name: \"LayoutcPlugins\", path: \"$plugins\")|" \
    -e 's|package: "layoutc"|package: "LayoutcPlugins"|g' "$pkg/Package.swift" && rm "$pkg/Package.swift.orig"
  grep -q "path: \"$plugins\"" "$pkg/Package.swift" && ! grep -q 'package: "layoutc"' "$pkg/Package.swift" \
    || { echo "FAIL: could not point the copy at $plugins"; exit 1; }
else
  # The copy's path dependency must still reach this package.
  sed -i.orig "s|path: \"../..\"|path: \"$root\"|" "$pkg/Package.swift" && rm "$pkg/Package.swift.orig"
  grep -q "path: \"$root\"" "$pkg/Package.swift" || { echo "FAIL: could not point the copy at $root"; exit 1; }
fi
specs="$pkg/Sources/ShortcutsLayout"
log="$work/build.log"

fail() { echo "FAIL: $*"; echo "--- last build output:"; cat "$log"; exit 1; }
pass() { echo "ok: $*"; }
mtime() { stat -c %y "$1" 2>/dev/null || stat -f %Fm "$1"; }
# `swift build` of the copy into $log; returns its exit status.
build() { (cd "$pkg" && swift build --scratch-path "$scratch" "$@") >"$log" 2>&1; }
generated() { grep -E "Generating [A-Za-z]+\.layout\.swift from" "$log" || true; }
output() {
  local found
  found=$(find "$scratch/plugins/outputs" -path "*ShortcutsLayout*LayoutSpecPlugin*" -name "$1" | head -2)
  [ "$(printf '%s\n' "$found" | grep -c .)" = 1 ] || fail "expected one generated $1, found: $found"
  echo "$found"
}
# The line and column (1-based) where $2 starts in file $1.
# Fails unless the generated Shortcuts.layout.swift puts the Delete swipe on edge $1 (`leading` or
# `trailing`): the output follows the spec as it is now, not as it was a build ago.
swipe_edge() {
  grep -q -F "public static var ${1}Actions: [ShortcutCollectionSwipeAction] { [.delete] }" "$(output Shortcuts.layout.swift)" \
    || fail "Shortcuts.layout.swift does not put Delete on the $1 edge: $2"
}
position() { grep -n -F -- "$2" "$1" | head -1 | awk -F: -v text="$2" '{ line=$1; sub(/^[0-9]+:/, ""); print line ":" index($0, text) }'; }

if [ -n "$plugins" ]; then
  echo "== baseline build (the plugins package's prebuilt layoutc)"
  build -v || fail "the example package does not build"
  bundled=$(find "$plugins/layoutc.artifactbundle" -path "*/bin/layoutc" -type f | head -1)
  [ -n "$bundled" ] || fail "no bundled layoutc in $plugins"
  grep -qE "(^|[ \"])$bundled\"? build .*Shortcuts\.layout\.yaml" "$log" || fail "the build did not run the bundled $bundled"
  grep -E "Compiling .*(LayoutCompiler|SpecSource|LayoutcCLI|CYAML)|Compiling layoutc" "$log" && fail "the build compiled part of layoutc"
  [ -z "$(find "$scratch" -name 'layoutc-tool*' -o -name 'SpecSource.build' | head -1)" ] || fail "layoutc was built from source in $scratch"
  pass "the plugin ran the bundled binary; nothing of layoutc was compiled"
else
  echo "== baseline build (builds layoutc for the plugin in debug the first time)"
  build || fail "the example package does not build"
fi
shortcuts=$(output Shortcuts.layout.swift)
editor=$(output Editor.layout.swift)
grep -q "public enum ShortcutEditor" "$editor" || fail "Editor.layout.swift should hold the ShortcutEditor namespace (app differs from the file name)"
echo "   $(( $(date +%s) - start ))s"
# The example's tests, on the files generated from the checked-in specs before any edit: what
# follows proves the plugin's incrementality through the generated files themselves (the
# compiler's own incremental builds are SwiftPM's, not ours).
echo "== the example package's tests"
diff -r -x Package.swift -x .build -x .swiftpm -x Package.resolved Examples/Shortcuts "$pkg" || fail "the copy differs from Examples/Shortcuts"
(cd "$pkg" && swift test --scratch-path "$scratch") >"$log" 2>&1 || fail "the example package's tests failed"
grep -E "Test run with [0-9]+ tests? .*passed" "$log" || fail "no Swift Testing summary"
swipe_edge trailing "the checked-in spec's file"
cp "$shortcuts" "$work/Shortcuts.layout.swift.first"
cp "$editor" "$work/Editor.layout.swift.first"

# SwiftPM (6.x) builds the plugin's tool in two phases with two build databases (plugin-tools.db
# and build.db). After a fresh scratch path, a moved package or `swift test`, the next build
# still relinks
# layoutc-tool in both phases, and a changed tool reruns every command that uses it. From the
# third build on the tool is stable, so settle once before measuring what the plugin does.
build || fail "the settling build failed"
[ -n "$(generated)" ] && echo "   (settling build: SwiftPM relinked the tool and reran $(generated | grep -c .) commands)"

echo "== (a) nothing changed"
before_s=$(mtime "$shortcuts"); before_e=$(mtime "$editor")
build || fail "no-op build failed"
[ -z "$(generated)" ] || fail "a no-op build ran layoutc: $(generated)"
grep -q "layoutc" "$log" && fail "a no-op build mentions layoutc"
[ "$(mtime "$shortcuts")" = "$before_s" ] && [ "$(mtime "$editor")" = "$before_e" ] || fail "a no-op build touched a generated file"
pass "second build ran no layoutc command and touched no generated file"

echo "== (b) one spec changes"
sed -i.orig 's/title: Actions$/title: Action Library/' "$specs/Editor.layout.yaml" && rm "$specs/Editor.layout.yaml.orig"
grep -q "title: Action Library" "$specs/Editor.layout.yaml" || fail "could not edit Editor.layout.yaml"
touch "$specs/Editor.layout.yaml"
build || fail "build after a spec change failed"
[ "$(generated | grep -c .)" = 1 ] && generated | grep -q "Editor.layout.swift" || fail "expected exactly Editor's command to run, ran: $(generated)"
[ "$(mtime "$editor")" != "$before_e" ] || fail "Editor.layout.swift was not rewritten"
grep -q '"Action Library"' "$editor" || fail "Editor.layout.swift does not have the new title"
[ "$(mtime "$shortcuts")" = "$before_s" ] || fail "Shortcuts.layout.swift was touched although its spec did not change"
pass "changing Editor.layout.yaml regenerated only Editor.layout.swift"

before_s=$(mtime "$shortcuts"); before_e=$(mtime "$editor")
touch "$specs/Shortcuts.layout.yaml"
build || fail "build after touching a spec failed"
generated | grep -q "Shortcuts.layout.swift" || fail "touching Shortcuts.layout.yaml did not rerun its command"
[ "$(mtime "$shortcuts")" = "$before_s" ] && [ "$(mtime "$editor")" = "$before_e" ] || fail "an unchanged output was rewritten"
pass "touching a spec without changing it reran its command and left every output file alone"

echo "== (c) errors fail the build at the spec's line, warnings do not unless strict"
cp "$specs/Shortcuts.layout.yaml" "$work/Shortcuts.layout.yaml.good"
sed -i.orig 's/^  style: doubleColumn$/  style: doubleColum/' "$specs/Shortcuts.layout.yaml" && rm "$specs/Shortcuts.layout.yaml.orig"
at=$(position "$specs/Shortcuts.layout.yaml" "doubleColum")
[ -n "$at" ] || fail "could not break Shortcuts.layout.yaml"
if build; then fail "a spec with an error built"; fi
grep -q -F "$specs/Shortcuts.layout.yaml:$at: error: \`doubleColum\` is not a valid \`style\` [unknown-value]" "$log" \
  || fail "the error is not at Shortcuts.layout.yaml:$at"
pass "the error fails the build at Shortcuts.layout.yaml:$at"
cp "$work/Shortcuts.layout.yaml.good" "$specs/Shortcuts.layout.yaml"
build || fail "the build still fails after fixing the spec"
generated | grep -q "Shortcuts.layout.swift" || fail "fixing the spec did not rerun its command"
pass "fixing the spec makes the next build pass"

# A destructive swipe action on the leading edge is a warning (destructive-swipe-leading).
sed -i.orig 's/^        trailing:$/        leading:/' "$specs/Shortcuts.layout.yaml" && rm "$specs/Shortcuts.layout.yaml.orig"
at=$(position "$specs/Shortcuts.layout.yaml" "{ title: Delete")
build || fail "a warning failed the build"
swipe_edge leading "the spec's leading swipe was not generated"
grep -q -F "$specs/Shortcuts.layout.yaml:$at: warning:" "$log" && grep -q "warning: .*\[destructive-swipe-leading\]" "$log" \
  || fail "the warning is not shown at Shortcuts.layout.yaml:$at"
pass "a warning is shown and the build passes"
# A .layoutc.yml added above the target's folder is noticed through the folders the plugin declares.
printf 'strict: true\n' > "$pkg/.layoutc.yml"
if build; then fail "a warning did not fail the build with strict: true in a new .layoutc.yml"; fi
grep -q -F "$specs/Shortcuts.layout.yaml:$at: warning:" "$log" && grep -q "1 warning treated as errors (\`strict\`)" "$log" \
  || fail "the strict failure does not show the warning and say why"
pass "after adding strict: true in .layoutc.yml the warning fails the build"
cp "$work/Shortcuts.layout.yaml.good" "$specs/Shortcuts.layout.yaml"
build || fail "the build fails after removing the warning"
swipe_edge trailing "restoring the spec after a strict failure did not regenerate its file"
rm "$pkg/.layoutc.yml"
build || fail "the build fails after removing .layoutc.yml"
pass "back to clean"

echo "== (d) two specs with one app name fail the build at both specs' app lines"
cp "$specs/Editor.layout.yaml" "$work/Editor.layout.yaml.good"
sed -i.orig 's/^app: ShortcutEditor$/app: Shortcuts/' "$specs/Editor.layout.yaml" && rm "$specs/Editor.layout.yaml.orig"
grep -q "^app: Shortcuts$" "$specs/Editor.layout.yaml" || fail "could not rename Editor's app"
if build; then fail "two specs with app: Shortcuts built"; fi
for spec in Editor Shortcuts; do
  at=$(position "$specs/$spec.layout.yaml" "app: Shortcuts")   # the value starts 5 columns after `app: `'s a
  grep -q -F "$specs/$spec.layout.yaml:${at%%:*}:$(( ${at##*:} + 5 )): error:" "$log" \
    && grep -q "\[shared-app-name\]" "$log" || fail "the shared app name is not reported at $spec.layout.yaml's app line"
done
pass "the shared app name fails the build at both specs"
cp "$work/Editor.layout.yaml.good" "$specs/Editor.layout.yaml"
build || fail "the build fails after giving the specs their own app names again"
pass "back to clean"

echo "== after every edit, the checked-in specs generate the files they generated at first"
cp Examples/Shortcuts/Sources/ShortcutsLayout/*.layout.yaml "$specs/"
diff -r -x Package.swift -x .build -x .swiftpm -x Package.resolved Examples/Shortcuts "$pkg" || fail "the copy differs from Examples/Shortcuts"
build || fail "the build of the checked-in specs failed"
for name in Shortcuts Editor; do
  cmp -s "$work/$name.layout.swift.first" "$(output $name.layout.swift)" || fail "$name.layout.swift differs from the first build's"
done
swipe_edge trailing "the checked-in spec's file is stale"
pass "both generated files are again byte for byte the first build's"

echo "== lint-layout-specs"
(cd "$pkg" && swift package --scratch-path "$scratch" lint-layout-specs) >"$log" 2>&1 || fail "lint-layout-specs failed on clean specs"
grep -q "no problems in 2 specs" "$log" || fail "lint-layout-specs did not check both specs"
sed -i.orig 's/^  style: doubleColumn$/  style: doubleColum/' "$specs/Shortcuts.layout.yaml" && rm "$specs/Shortcuts.layout.yaml.orig"
if (cd "$pkg" && swift package --scratch-path "$scratch" lint-layout-specs --format xcode) >"$log" 2>&1; then
  fail "lint-layout-specs passed a spec with an error"
fi
grep -q -F "Shortcuts.layout.yaml:$(position "$specs/Shortcuts.layout.yaml" "doubleColum"): error:" "$log" || fail "lint-layout-specs did not report the error"
[ -z "$(find "$pkg" -newer "$specs/Shortcuts.layout.yaml" -type f)" ] || fail "lint-layout-specs wrote into the package"
pass "lint-layout-specs passes clean specs, fails on an error and writes nothing"

echo "plugin checks passed in $(( $(date +%s) - start ))s"
