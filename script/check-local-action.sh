#!/usr/bin/env bash
# `npm run local-action` shows what the action gives a runner: runs src/main.ts under
# @github/local-action (which stands in for @actions/core) with `command: fingerprint` of the
# bundle, offline, its output sent to a file as `npm run local-action > out.txt` sends it, and
# fails unless that file holds the outputs table with the fingerprint and the job summary. Run
# by .ci/run (a few seconds: too slow for npm test).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The summary line is left out by the script: its own file is printed after the outputs.
cat >"$work/env" <<ENV
INPUT_COMMAND=fingerprint
INPUT_ARTIFACTS=dist/index.js
GITHUB_STEP_SUMMARY=/dev/stdout
RUNNER_TEMP=$work
ENV
npm run --silent local-action -- "$work/env" >"$work/out" 2>&1 || {
  cat "$work/out" >&2
  exit 1
}
want=$(sha256sum dist/index.js | cut -d' ' -f1)
if ! grep -q "'fingerprint' .*'$want'" "$work/out"; then
  echo "local-action: the outputs table does not hold the fingerprint $want:" >&2
  sed -n '/Action Outputs/,$p' "$work/out" >&2
  exit 1
fi
if ! sed -n '/Action Outputs/,$p' "$work/out" | grep -q '^## Records: fingerprints'; then
  echo "local-action: no job summary after the outputs in its output sent to a file:" >&2
  cat "$work/out" >&2
  exit 1
fi
echo "npm run local-action > file: outputs and job summary in the file"
