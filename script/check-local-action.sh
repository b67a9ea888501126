#!/usr/bin/env bash
# `npm run local-action` shows what the action gives a runner: runs src/main.ts under
# @github/local-action (which stands in for @actions/core) with `command: fingerprint` of the
# bundle, offline, and fails unless its outputs table holds the fingerprint and the job summary
# was printed. Run by .ci/run (a few seconds: too slow for npm test).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/env" <<EOF
INPUT_COMMAND=fingerprint
INPUT_ARTIFACTS=dist/index.js
GITHUB_STEP_SUMMARY=$work/summary.md
RUNNER_TEMP=$work
EOF
# TMPDIR: the tsx command line that local-action starts makes its IPC folder there.
TMPDIR="$work" TSX_DISABLE_CACHE=1 npx --no-install local-action . src/main.ts "$work/env" >"$work/out" 2>&1 || {
  cat "$work/out" >&2
  exit 1
}
want=$(sha256sum dist/index.js | cut -d' ' -f1)
if ! grep -q "'fingerprint' .*'$want'" "$work/out"; then
  echo "local-action: the outputs table does not hold the fingerprint $want:" >&2
  sed -n '/Action Outputs/,$p' "$work/out" >&2
  exit 1
fi
if ! grep -q '^## Records: fingerprints' "$work/summary.md"; then
  echo "local-action: no job summary in $work/summary.md" >&2
  exit 1
fi
echo "npm run local-action: outputs and job summary shown"
