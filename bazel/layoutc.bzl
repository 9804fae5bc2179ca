"""Bazel rules for layoutc specs (Docs/Bazel.md).

layoutc_swift_sources turns each spec into `<Name>.layout.swift` (its model) and the code of each
target beside it (`<Name>+UIKit.layout.swift`, `<Name>+SwiftUI.layout.swift`), one action per
spec, ready as `srcs` of a `swift_library`; layoutc_lint_test checks specs under `bazel test`.

Both run a prebuilt, self-contained layoutc (the artifact bundle's binary: no Swift runtime, no
libyaml on the machine) and declare exactly what it reads: the spec and the one configuration
file, always passed with --config (an empty one when the target names none), so layoutc never
looks for a .layoutc.yml above the spec and the actions are hermetic. The generated files name
their spec by file name only, so outputs are byte-identical on every machine and in every output
base, and remote caches and remote execution can share them.
"""

_SPEC_SUFFIX = ".layout.yaml"

# How a target's file is named beside the model: Mail+UIKit.layout.swift.
_TARGET_SUFFIX = {"uikit": "UIKit", "swiftui": "SwiftUI"}

_TOOL = attr.label(
    default = Label("@layoutc//:layoutc"),
    executable = True,
    cfg = "exec",
    allow_single_file = True,
    doc = "The layoutc binary: by default the one of the repository named `layoutc` (an http_archive of the artifact bundle).",
)

def _spec_name(spec):
    if not spec.basename.endswith(_SPEC_SUFFIX):
        fail("%s is not a *%s file" % (spec.short_path, _SPEC_SUFFIX))
    return spec.basename[:-len(_SPEC_SUFFIX)]

def _config_file(ctx):
    """The configuration every action reads: the target's, or an empty one written here."""
    if ctx.file.config:
        return ctx.file.config
    empty = ctx.actions.declare_file(ctx.label.name + ".layoutc.yml")
    ctx.actions.write(empty, "# no configuration: layoutc's defaults\n")
    return empty

def _layoutc_swift_sources_impl(ctx):
    config = _config_file(ctx)
    outputs = []
    seen = {}
    for spec in ctx.files.specs:
        name = _spec_name(spec)
        # Compared without case: on the Mac's default case-insensitive disk they are one file.
        if name.lower() in seen:
            fail("two specs named %s (%s, %s): their generated files would share a name" % (name, seen[name.lower()], spec.short_path))
        seen[name.lower()] = spec.short_path
        out = ctx.actions.declare_file("%s/%s.layout.swift" % (ctx.label.name, name))
        # layoutc writes each target's code beside the model, under these names.
        code = [
            ctx.actions.declare_file("%s/%s+%s.layout.swift" % (ctx.label.name, name, _TARGET_SUFFIX[target]))
            for target in ctx.attr.target.split(",")
        ]
        args = ctx.actions.args()
        args.add("build", spec)
        args.add("--output-file", out)
        args.add("--config", config)
        args.add("--target", ctx.attr.target)
        args.add("--format", "xcode")
        if ctx.attr.strict:
            args.add("--strict")
        ctx.actions.run(
            executable = ctx.executable.layoutc,
            arguments = [args],
            inputs = [spec, config],
            outputs = [out] + code,
            mnemonic = "LayoutcBuild",
            progress_message = "Generating %s.layout.swift from %s" % (name, spec.short_path),
            env = {"NO_COLOR": "1"},
        )
        outputs += [out] + code
    if len(ctx.files.specs) > 1:
        # The specs are compiled into one module: two with the same `app` would declare its
        # types twice. A Swift file holding only a comment is written when they share none.
        stamp = ctx.actions.declare_file("%s/LayoutSpecs.names.swift" % ctx.label.name)
        args = ctx.actions.args()
        args.add_all(["check", "--across-specs", "--stamp", stamp, "--config", config, "--format", "xcode"])
        args.add_all(ctx.files.specs)
        ctx.actions.run(
            executable = ctx.executable.layoutc,
            arguments = [args],
            inputs = ctx.files.specs + [config],
            outputs = [stamp],
            mnemonic = "LayoutcSharedNames",
            progress_message = "Checking that the %d layout specs of %s share no app name" % (len(ctx.files.specs), ctx.label.name),
            env = {"NO_COLOR": "1"},
        )
        outputs.append(stamp)
    return [DefaultInfo(files = depset(outputs))]

layoutc_swift_sources = rule(
    implementation = _layoutc_swift_sources_impl,
    doc = "Generates <Name>.layout.swift and <Name>+UIKit.layout.swift from each spec; use the target as srcs of a swift_library.",
    attrs = {
        "specs": attr.label_list(allow_files = [_SPEC_SUFFIX], mandatory = True, doc = "The *.layout.yaml files."),
        "config": attr.label(allow_single_file = True, doc = "The .layoutc.yml that applies to these specs."),
        "target": attr.string(
            default = "uikit",
            values = ["uikit", "swiftui", "uikit,swiftui"],
            doc = "The code to generate beside each model; both can be compiled into one module.",
        ),
        "strict": attr.bool(default = False, doc = "Warnings fail the build, as `strict: true` does."),
        "layoutc": _TOOL,
    },
)

def _layoutc_lint_test_impl(ctx):
    config = _config_file(ctx)
    command = [ctx.executable.layoutc.short_path, "check", "--format", "xcode", "--config", config.short_path]
    if ctx.attr.strict:
        command.append("--strict")
    command += [spec.short_path for spec in ctx.files.specs]
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(
        script,
        "#!/bin/sh\nexport NO_COLOR=1\nexec %s\n" % " ".join(["'%s'" % part.replace("'", "'\\''") for part in command]),
        is_executable = True,
    )
    runfiles = ctx.runfiles(files = ctx.files.specs + [config, ctx.executable.layoutc])
    return [DefaultInfo(executable = script, runfiles = runfiles)]

layoutc_lint_test = rule(
    implementation = _layoutc_lint_test_impl,
    test = True,
    doc = "`bazel test` fails when a spec has errors (or warnings, with strict), printing them at the spec's line.",
    attrs = {
        "specs": attr.label_list(allow_files = [_SPEC_SUFFIX], mandatory = True),
        "config": attr.label(allow_single_file = True),
        "strict": attr.bool(default = False),
        "layoutc": _TOOL,
    },
)
