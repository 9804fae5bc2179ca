#!/usr/bin/env bash
# Builds the self-contained layoutc that ships: a release binary with the Swift standard library
# and Foundation linked statically (Linux) and libyaml linked statically (every platform), so the
# machine that runs it needs neither a Swift toolchain nor libyaml. Then writes it as a SwiftPM
# artifact bundle, the form a `binaryTarget` takes (Docs/Distribution.md):
#
#   .build/artifacts/layoutc.artifactbundle/
#     info.json                                  schema 1.0, one variant for this platform
#     layoutc-<version>-<triple>/bin/layoutc
#   .build/artifacts/layoutc.artifactbundle.zip  what a release uploads
#   .build/artifacts/layoutc.artifactbundle.zip.checksum
#                                                `swift package compute-checksum` of the zip,
#                                                what a `binaryTarget(url:checksum:)` names
#
# On Linux it checks with ldd that the binary loads neither libyaml nor the Swift runtime. On a
# Mac the same script builds a universal binary (arm64 + x86_64; macOS has the Swift runtime in
# the OS, so only libyaml is linked statically, from Homebrew's libyaml.a).
#
# Prints the binary's path on its last line. Options:
#   --output DIR    where to write the bundle (default .build/artifacts)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd -P)
out="$root/.build/artifacts"
while [ $# -gt 0 ]; do
  case "$1" in
    --output) out=$(mkdir -p "$2" && cd "$2" && pwd -P); shift 2 ;;
    *) echo "make-artifactbundle: unknown option $1" >&2; exit 2 ;;
  esac
done

os=$(uname -s)
[ "$os" = Darwin ] || bash Scripts/setup.sh --bundle >&2

# libyaml's static archive, alone in a folder that a pkg-config file of our own puts first, so
# the linker's `-lyaml` (from the CYAML module map) resolves to libyaml.a, not libyaml.so.
# (SwiftPM reads yaml-0.1.pc itself and puts its -L before any -Xlinker flag, so the folder
# has to come from the .pc file.)
if [ "$os" = Darwin ]; then
  libdir="$(brew --prefix libyaml)/lib"
else
  libdir=$(pkg-config --variable=libdir yaml-0.1)
fi
[ -f "$libdir/libyaml.a" ] || { echo "make-artifactbundle: no libyaml.a in $libdir (Debian's libyaml-dev and Homebrew's libyaml ship it)" >&2; exit 1; }
static_libs="$root/.build/static-libs"
rm -rf "$static_libs" && mkdir -p "$static_libs"
ln -s "$libdir/libyaml.a" "$static_libs/libyaml.a"
includedir=$(pkg-config --variable=includedir yaml-0.1 2>/dev/null || echo "$libdir/../include")
cat > "$static_libs/yaml-0.1.pc" <<PC
Name: LibYAML
Description: libyaml, linked statically into layoutc's self-contained binary
Version: $(pkg-config --modversion yaml-0.1 2>/dev/null || echo 0.2)
Cflags: -I$includedir
Libs: -L$static_libs -lyaml
PC
export PKG_CONFIG_PATH="$static_libs${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"

flags=(-c release --product layoutc)
if [ "$os" = Darwin ]; then
  flags+=(--arch arm64 --arch x86_64)
  triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
  variant_name="macos"
else
  flags+=(--static-swift-stdlib)
  triple=$(swift -print-target-info | sed -n 's/.*"unversionedTriple": "\(.*\)".*/\1/p' | head -1)
  [ -n "$triple" ] || { echo "make-artifactbundle: could not read the target triple from swift -print-target-info" >&2; exit 1; }
  triples="\"$triple\""
  variant_name="$triple"
fi

echo "make-artifactbundle: swift build ${flags[*]}" >&2
swift build "${flags[@]}" >&2
bin_dir=$(swift build "${flags[@]}" --show-bin-path)
binary="$bin_dir/layoutc"
[ -x "$binary" ] || { echo "make-artifactbundle: no binary at $binary" >&2; exit 1; }

if [ "$os" != Darwin ]; then
  deps=$(ldd "$binary" 2>&1 || true)
  if echo "$deps" | grep -E "libyaml|libswiftCore|libFoundation|libswift_" >&2; then
    echo "make-artifactbundle: the binary still loads the libraries above" >&2
    exit 1
  fi
else
  if otool -L "$binary" | grep -E "libyaml" >&2; then
    echo "make-artifactbundle: the binary still loads libyaml" >&2
    exit 1
  fi
fi

version=$("$binary" --version | awk '{ print $2 }')
bundle="$out/layoutc.artifactbundle"
variant="layoutc-$version-$variant_name"
rm -rf "$bundle" "$out/layoutc.artifactbundle.zip" "$out/layoutc.artifactbundle.zip.checksum"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/layoutc"

cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "layoutc": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/layoutc",
          "supportedTriples": [$triples]
        }
      ]
    }
  }
}
JSON

# The zip holds the bundle folder itself, as SwiftPM expects of a downloaded bundle. Entries are
# sorted and dated alike so the same binary gives the same zip and checksum.
(cd "$out" && find layoutc.artifactbundle -exec touch -h -d "2000-01-01 00:00:00" {} + \
  && find layoutc.artifactbundle | LC_ALL=C sort | zip -q -X -@ layoutc.artifactbundle.zip)
checksum=$(swift package compute-checksum "$out/layoutc.artifactbundle.zip")
echo "$checksum" > "$out/layoutc.artifactbundle.zip.checksum"

size=$(du -k "$bundle/$variant/bin/layoutc" | awk '{ print $1 }')
echo "make-artifactbundle: $bundle ($variant, $(( size / 1024 )) MB binary)" >&2
echo "make-artifactbundle: $out/layoutc.artifactbundle.zip checksum $checksum" >&2
echo "$bundle/$variant/bin/layoutc"
