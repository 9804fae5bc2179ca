"""The pre-commit hooks (.pre-commit-hooks.yaml) driven by PyPI's pre-commit itself, with
`pre-commit try-repo` against a scratch git repository: a bad spec fails the check hook with the
diagnostic at its line and column, a good one passes, and the fix hook rewrites a fixable spec.

The -system hooks run the layoutc on PATH (here the release binary of LAYOUTC_BIN). The hooks
with `language: swift` build layoutc from this repository inside pre-commit's cache, a whole
release build; that is run when LAYOUTC_TEST_PRECOMMIT_SWIFT=1."""
import os
import pathlib
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
PRE_COMMIT = shutil.which("pre-commit", path=str(pathlib.Path(os.sys.executable).parent)) or shutil.which("pre-commit")

pytestmark = pytest.mark.skipif(PRE_COMMIT is None, reason="pre-commit is not installed (Tests/python/requirements.txt)")


@pytest.fixture
def repo(tmp_path, layoutc_bin_dir):
    """A git repository with a good spec and a bad one, and an environment whose PATH has layoutc."""
    bin_dir = layoutc_bin_dir
    work = tmp_path / "app"
    work.mkdir()
    shutil.copy(ROOT / "Specs" / "Mail.layout.yaml", work / "Good.layout.yaml")
    shutil.copy(ROOT / "Docs" / "Examples" / "MailMistakes.layout.yaml", work / "Bad.layout.yaml")
    (work / "notes.yaml").write_text("not: a spec\n")
    env = dict(os.environ, PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
               PRE_COMMIT_HOME=str(tmp_path / "cache"), NO_COLOR="1",
               GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.com",
               GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@example.com")
    subprocess.run(["git", "init", "-q"], cwd=work, check=True, env=env)
    subprocess.run(["git", "add", "."], cwd=work, check=True, env=env)
    return work, env


def try_repo(work, env, hook, *files):
    return subprocess.run([PRE_COMMIT, "try-repo", str(ROOT), hook, "--color", "never", "--verbose", "--files", *files],
                          cwd=work, env=env, capture_output=True, text=True, timeout=1800)


def test_the_check_hook_fails_a_bad_spec_at_its_line_and_column(repo):
    work, env = repo
    result = try_repo(work, env, "layoutc-check-system", "Bad.layout.yaml")
    assert result.returncode == 1, result.stdout + result.stderr
    assert "layoutc check" in result.stdout and "Failed" in result.stdout
    assert "error[unknown-value]: `checkmrk` is not a valid `accessories`" in result.stdout
    assert "--> Bad.layout.yaml:10:67" in result.stdout


def test_the_check_hook_passes_a_good_spec_and_skips_other_yaml(repo):
    work, env = repo
    result = try_repo(work, env, "layoutc-check-system", "Good.layout.yaml", "notes.yaml")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Passed" in result.stdout
    skipped = try_repo(work, env, "layoutc-check-system", "notes.yaml")
    assert skipped.returncode == 0 and "no files to check" in skipped.stdout.lower(), skipped.stdout


def test_the_fix_hook_applies_the_safe_fix_its(repo):
    work, env = repo
    result = try_repo(work, env, "layoutc-fix-system", "Bad.layout.yaml")
    # pre-commit fails a hook that changed files, so the fix is reviewed before committing.
    assert result.returncode == 1, result.stdout + result.stderr
    fixed = (work / "Bad.layout.yaml").read_text()
    assert "accessories: [checkmark]" in fixed and "checkmrk" not in fixed
    assert "files were modified by this hook" in result.stdout


@pytest.mark.skipif(os.environ.get("LAYOUTC_TEST_PRECOMMIT_SWIFT") != "1",
                    reason="the language: swift hooks build layoutc in release inside pre-commit's cache "
                           "(minutes); set LAYOUTC_TEST_PRECOMMIT_SWIFT=1 to run them")
def test_the_swift_hook_builds_layoutc_from_the_repository(repo):
    work, env = repo
    env = dict(env, PATH=os.environ["PATH"])  # no layoutc on PATH: the hook must bring its own
    result = try_repo(work, env, "layoutc-check", "Bad.layout.yaml")
    assert result.returncode == 1, result.stdout + result.stderr
    assert "--> Bad.layout.yaml:10:67" in result.stdout
