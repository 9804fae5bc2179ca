#!/usr/bin/env bash
# Writes LayoutcPlugins: the package an app depends on to use layoutc's build plugin, its lint
# command and LayoutRuntime without compiling layoutc and without libyaml on the machine, the
# way SwiftLint ships SwiftLintPlugins (Docs/Distribution.md). Its plugins run the prebuilt
# layoutc of an artifact bundle (a `binaryTarget`), and LayoutRuntime (plain Swift, no libyaml)
# is compiled from source, as generated code needs it.
#
#   Scripts/make-plugins-package.sh --bundle PATH [--output DIR]
#       the bundle is copied into the package and named by path (local use, tests)
#   Scripts/make-plugins-package.sh --url URL --checksum SUM [--output DIR]
#       the bundle is downloaded by SwiftPM from URL (a release: the zip and checksum that
#       Scripts/make-artifactbundle.sh wrote); the output is the content of the release's
#       plugins repository
#
# The plugin and runtime sources are copied from this checkout, so both packages run the same
# plugin code. Default output: .build/LayoutcPlugins. Prints the package's path.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd -P)
out="$root/.build/LayoutcPlugins"
bundle="" url="" checksum=""
while [ $# -gt 0 ]; do
  case "$1" in
    --bundle) bundle=$(cd "$2" && pwd -P); shift 2 ;;
    --url) url="$2"; shift 2 ;;
    --checksum) checksum="$2"; shift 2 ;;
    --output) out="$2"; shift 2 ;;
    *) echo "make-plugins-package: unknown option $1" >&2; exit 2 ;;
  esac
done
if [ -n "$bundle" ] && [ -n "$url" ] || [ -z "$bundle" ] && [ -z "$url" ]; then
  echo "make-plugins-package: give either --bundle PATH or --url URL --checksum SUM" >&2; exit 2
fi
[ -z "$url" ] || [ -n "$checksum" ] || { echo "make-plugins-package: --url needs --checksum" >&2; exit 2; }
[ -z "$bundle" ] || [ -f "$bundle/info.json" ] || { echo "make-plugins-package: $bundle has no info.json" >&2; exit 2; }

rm -rf "$out"
mkdir -p "$out/Plugins" "$out/Sources"
cp -R Plugins/LayoutSpecPlugin Plugins/LintLayoutSpecs "$out/Plugins/"
cp -R Sources/LayoutRuntime Sources/LayoutRuntimeSwiftUI "$out/Sources/"
if [ -n "$bundle" ]; then
  cp -R "$bundle" "$out/layoutc.artifactbundle"
  binary='.binaryTarget(name: "LayoutcBinary", path: "layoutc.artifactbundle")'
else
  binary=".binaryTarget(name: \"LayoutcBinary\", url: \"$url\", checksum: \"$checksum\")"
fi

cat > "$out/Package.swift" <<SWIFT
// swift-tools-version:6.0
// layoutc's plugins and runtime with a prebuilt layoutc: nothing to compile for the tool and no
// libyaml needed. Written by layoutc's Scripts/make-plugins-package.sh; do not edit.
import PackageDescription

let package = Package(
    name: "LayoutcPlugins",
    products: [
        .plugin(name: "LayoutSpecPlugin", targets: ["LayoutSpecPlugin"]),
        .plugin(name: "LintLayoutSpecs", targets: ["LintLayoutSpecs"]),
        // What generated code imports: add it to the target that compiles the generated files.
        .library(name: "LayoutRuntime", targets: ["LayoutRuntime"]),
        // And, for generated SwiftUI code (\`--target swiftui\`), this too.
        .library(name: "LayoutRuntimeSwiftUI", targets: ["LayoutRuntimeSwiftUI"]),
    ],
    targets: [
        $binary,
        .target(name: "LayoutRuntime"),
        .target(name: "LayoutRuntimeSwiftUI", dependencies: ["LayoutRuntime"]),
        .plugin(name: "LayoutSpecPlugin", capability: .buildTool(), dependencies: ["LayoutcBinary"]),
        .plugin(name: "LintLayoutSpecs",
                capability: .command(intent: .custom(verb: "lint-layout-specs",
                                                     description: "Check the layout specs of the package's targets")),
                dependencies: ["LayoutcBinary"]),
    ]
)
SWIFT
echo "$out"
