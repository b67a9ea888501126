/**
 * The one table of input defaults and KOSLI_* variables. readSourced (read.ts) applies them;
 * action.yml carries the same `default:` for every input without a variable, and the README's
 * inputs table is generated from this table (script/action-tables.ts). Tests compare all three.
 */

/** The CLI's variable for each input that has one. */
export const INPUT_VARIABLES: Readonly<Record<string, string>> = {
  'api-token': 'KOSLI_API_TOKEN',
  'base-url': 'KOSLI_HOST',
  org: 'KOSLI_ORG',
  flow: 'KOSLI_FLOW',
  trail: 'KOSLI_TRAIL',
  commit: 'KOSLI_COMMIT',
  fingerprint: 'KOSLI_FINGERPRINT',
  'dry-run': 'KOSLI_DRY_RUN',
  'build-url': 'KOSLI_BUILD_URL',
  'commit-url': 'KOSLI_COMMIT_URL',
  'repo-root': 'KOSLI_REPO_ROOT',
  'max-retries': 'KOSLI_MAX_API_RETRIES',
  'http-proxy': 'KOSLI_HTTP_PROXY'
}

/**
 * Built-in defaults, applied after the variable. For an input without a variable, action.yml
 * carries the same `default:`; for one with a variable, only this table does.
 */
export const INPUT_DEFAULTS: Readonly<Record<string, string>> = {
  command: 'report',
  'base-url': 'https://app.kosli.com',
  'dry-run': 'false',
  'max-retries': '3',
  // With these, a service that accepts connections and never answers costs a run one request's
  // attempts and waits, at most: 4 × 20 s + the backoff (1 + 2 + 4 s) = 87 s (docs/bad-day.md).
  'timeout-seconds': '20',
  'on-service-down': 'defer',
  'artifact-type': 'auto',
  'attestation-name': 'junit',
  'attach-results': 'auto',
  'test-messages': 'first-line',
  'fail-on-non-compliant': 'false',
  'check-run': 'true',
  'send-superseded': 'false',
  'check-name': 'Compliance',
  summary: 'true'
}

/**
 * Defaults only the runner can give (an expression it evaluates): action.yml's `default:`,
 * with nothing in their place outside a workflow.
 */
export const RUNNER_DEFAULTS: Readonly<Record<string, string>> = {
  'github-token': '${{ github.token }}',
  matrix: '${{ toJSON(matrix) }}',
  strategy: '${{ toJSON(strategy) }}',
  'job-check-run-id': '${{job.check_run_id}}'
}
