"""The module graph as Package.swift declares it is the one the code uses: every module a file
imports is a declared dependency of its target, and only the executable ends the process."""
import json
import pathlib
import re
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
# Modules that come with the toolchain or the system, not targets of this package.
SYSTEM = {"Glibc", "Darwin", "Musl", "MachO", "Foundation", "FoundationXML", "Testing", "XCTest", "Synchronization",
          "PackagePlugin", "XcodeProjectPlugin", "Dispatch", "CoreFoundation",
          # Apple's UI frameworks: LayoutRuntime imports them under `#if canImport`, and the tests
          # compile stand-ins of them into programs of their own. Observation comes with the
          # toolchain (Swift 5.9) and the iOS 17 SDK: LayoutRuntimeSwiftUI's iOS 17 navigator.
          "UIKit", "SwiftUI", "Combine", "UniformTypeIdentifiers", "Observation"}
# Top-level imports start a line; indented ones are inside string literals (code under test).
IMPORT = re.compile(r"^(?:@testable[ \t]+|@_implementationOnly[ \t]+|public[ \t]+|internal[ \t]+)*import[ \t]+(?:(?:struct|class|enum|protocol|func|var|typealias)[ \t]+)?([A-Za-z_]\w*)", re.M)


@pytest.fixture(scope="module")
def package():
    if shutil.which("swift") is None:
        pytest.skip("swift is not on PATH")
    result = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def folder(target):
    if target.get("path"):
        return ROOT / target["path"]
    kind = target["type"]
    base = {"test": "Tests", "plugin": "Plugins"}.get(kind, "Sources")
    return ROOT / base / target["name"]


def dependencies(target):
    names = set()
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency and dependency[kind]:
                names.add(dependency[kind][0])
    return names


def sources(target):
    """The target's Swift files, without the folders it excludes (golden Swift files)."""
    base = folder(target)
    excluded = [base / e for e in target.get("exclude", [])]
    return [f for f in base.rglob("*.swift") if not any(f.is_relative_to(e) for e in excluded)]


def imports(target):
    found = set()
    for file in sources(target):
        found |= set(IMPORT.findall(file.read_text()))
    return found


def test_every_imported_module_is_a_declared_dependency(package):
    targets = {t["name"]: t for t in package["targets"]}
    problems = []
    for name, target in targets.items():
        if target["type"] == "system":
            continue
        used = imports(target) - SYSTEM - {name}
        undeclared = sorted(m for m in used if m in targets and m not in dependencies(target))
        unknown = sorted(m for m in used if m not in targets)
        if undeclared:
            problems.append(f"{name} imports {', '.join(undeclared)} without declaring it in Package.swift")
        if unknown:
            problems.append(f"{name} imports {', '.join(unknown)}, which is neither a target nor a system module")
    assert not problems, "\n".join(problems)


def test_the_graph_flows_one_way_from_text_to_outputs(package):
    """The layers of the architecture: a module never depends on one above it."""
    layers = [
        {"SystemInterface", "CYAML", "JSONValue"},
        {"Parallel"},
        {"SpecSource"},
        {"Diagnostics"},
        {"LayoutModel"},
        {"LayoutRules", "SwiftEmitter", "LayoutPreview"},
        {"LayoutCompiler"},
        {"LanguageServer"},
        {"LayoutcCLI"},
        {"layoutc"},
    ]
    level = {name: i for i, layer in enumerate(layers) for name in layer}
    targets = {t["name"]: t for t in package["targets"]}
    for name in level:
        assert name in targets, f"{name} is no longer a target; update this test and CONTRIBUTING.md"
        for dependency in dependencies(targets[name]):
            assert level[dependency] < level[name], \
                f"{name} depends on {dependency}, which is not below it"


def test_only_the_executable_ends_the_process_or_prints(package):
    """Libraries are called by the CLI, the language server, the plugin and tests: none of them may
    print or exit on their behalf."""
    problems = []
    for target in package["targets"]:
        if target["type"] not in ("regular",) or target["name"] in ("yaml-scan",):
            continue
        if str(folder(target)).startswith(str(ROOT / "Benchmarks")) or str(folder(target)).startswith(str(ROOT / "Tests")):
            continue
        for file in sources(target):
            for number, line in enumerate(file.read_text().splitlines(), 1):
                code = line.split("//")[0]
                if re.search(r"(?<![\w.])(print|exit)\(", code):
                    problems.append(f"{file.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not problems, "\n".join(problems)


def test_every_module_has_a_test_target_named_after_it(package):
    targets = {t["name"]: t for t in package["targets"]}
    modules = [n for n, t in targets.items()
               if t["type"] == "regular" and folder(t).is_relative_to(ROOT / "Sources")]
    missing = [m for m in modules if f"{m}Tests" not in targets]
    assert not missing, f"modules without a <Module>Tests target: {missing}"
    strays = [n for n, t in targets.items() if t["type"] == "test" and n[:-len("Tests")] not in targets]
    assert not strays, f"test targets not named after a module: {strays}"
