#!/usr/bin/env bash
# Installs what layoutc needs to build on a fresh Debian/Ubuntu machine with the Swift
# toolchain: libyaml (through pkg-config); with --python, also what the end-to-end tests need
# (python3-venv, strace to kill a build at exact system calls, zsh and fish to load the
# completion scripts, Neovim to drive its LSP client, shellcheck for the GitHub Action's
# scripts, Bazel and nginx for the Bazel rules and their remote cache); with --bundle, also zip for the artifact bundle. Flags combine. Does nothing when
# it is already there.
set -euo pipefail
need=()
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
pkg-config --exists yaml-0.1 2>/dev/null || need+=(libyaml-dev)
for flag in "$@"; do
  case "$flag" in
    --python)
      python3 -m venv --help >/dev/null 2>&1 || need+=(python3-venv)
      command -v strace >/dev/null 2>&1 || need+=(strace)
      command -v zsh >/dev/null 2>&1 || need+=(zsh)
      command -v fish >/dev/null 2>&1 || need+=(fish)
      command -v nvim >/dev/null 2>&1 || need+=(neovim)
      command -v shellcheck >/dev/null 2>&1 || need+=(shellcheck)
      command -v bazel >/dev/null 2>&1 || need+=(bazel-bootstrap)
      command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx)
      ;;
    --bundle)
      command -v zip >/dev/null 2>&1 || need+=(zip)
      ;;
    *) echo "setup: unknown flag $flag (--python, --bundle)" >&2; exit 2 ;;
  esac
done
if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing ${need[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
