#!/usr/bin/env bash
# Fails when dist/ is not what `npm run package` builds from src/ (GitHub runs dist/index.js).
set -euo pipefail
cd "$(dirname "$0")/.."
npm run package --silent >/dev/null
if [ -n "$(git status --porcelain -- dist)" ]; then
  echo "dist/ is out of date with src/. Run 'npm run bundle' and commit dist/:" >&2
  git status --porcelain -- dist >&2
  git diff --stat -- dist >&2
  exit 1
fi
echo "dist/ is up to date"
