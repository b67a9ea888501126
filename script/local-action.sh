#!/usr/bin/env bash
# `npm run local-action [-- ENV_FILE]`: src/main.ts under GitHub's @github/local-action with the
# inputs and runner variables of ENV_FILE (default .env), then the job summary it wrote.
#
# The summary goes to .scratch/local-action/summary.md (any GITHUB_STEP_SUMMARY line of the file
# is left out: the script sets it), emptied before the run and printed after local-action's
# outputs table, so it lands wherever the output goes: a terminal, a pipe or a file
# (`npm run local-action > out.txt`). A summary written to /dev/stdout instead is lost when the
# output is a file: the action's own opening of it appends at the file's end, and the lines
# local-action prints afterwards overwrite it from where its own stdout stood.
set -euo pipefail
cd "$(dirname "$0")/.."
env_file=${1:-.env}
if [ ! -f "$env_file" ]; then
  echo "local-action: no $env_file (cp .env.example .env)" >&2
  exit 1
fi
scratch="$PWD/.scratch/local-action"
mkdir -p "$scratch"
summary="$scratch/summary.md"
: >"$summary"
# The file's lines without its GITHUB_STEP_SUMMARY: local-action lets the file override the
# environment.
grep -v '^[[:space:]]*GITHUB_STEP_SUMMARY=' "$env_file" >"$scratch/env" || true
status=0
# TMPDIR: the tsx command line that local-action starts makes its IPC folder there.
GITHUB_STEP_SUMMARY="$summary" TMPDIR="$scratch" TSX_DISABLE_CACHE=1 \
  npx --no-install local-action . src/main.ts "$scratch/env" || status=$?
echo
echo "Job summary (${summary#"$PWD/"}):"
echo
cat "$summary"
exit "$status"
