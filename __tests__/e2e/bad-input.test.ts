/**
 * The bad-input catalogue: every input of action.yml with its invalid values, each run through
 * the action's run() in process against the emulator, reset for each row. Every row must end with exit code 1, ONE
 * `::error::` naming the input (or the file) and the value, and no request at the service.
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { chmod, mkdir, symlink, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import {
  errorLines,
  printedBy,
  reportWith,
  samplePartsAround,
  unescapeCommand
} from '../helpers/e2e.js'

const TOKEN = 'bad-input-token-7c1e04'
const FP = 'a'.repeat(64)
/** Root reads a chmod 000 file anyway: that row cannot be made to fail as root. */
const IS_ROOT = process.getuid?.() === 0

interface Row {
  name: string
  /** Inputs on top of the defaults of a `report` of build/shop.tar.gz ('' removes one). */
  inputs: Record<string, string>
  /** Strings the one error message must contain: the input (or file) and the value. */
  mentions: string[]
  /** Text the error must NOT contain (e.g. a password from a URL). */
  hides?: string[]
  env?: Record<string, string | undefined>
  skip?: string
}

const override = {
  command: 'override',
  'attestation-name': 'junit',
  'attestation-type': 'junit',
  compliant: 'true',
  reason: 'flaky',
  artifacts: ''
}
const getDeployment = { command: 'get-deployment', environment: 'prod', fingerprint: FP }

const ROWS: Row[] = [
  // command and the inputs each command requires
  { name: 'unknown command', inputs: { command: 'deploy' }, mentions: ['command', 'deploy'] },
  { name: 'command in capitals', inputs: { command: 'REPORT' }, mentions: ['command', 'REPORT'] },
  { name: 'missing api-token', inputs: { 'api-token': '' }, mentions: ['api-token', '""'] },
  { name: 'missing org', inputs: { org: '' }, mentions: ["'org'", '""'] },
  {
    // The token is never echoed, not even to say what is wrong with it.
    name: 'api-token with a space',
    inputs: { 'api-token': 'tok en-8d2f-51c0a7' },
    mentions: ['api-token', 'whitespace'],
    hides: ['tok en-8d2f-51c0a7']
  },
  {
    name: 'KOSLI_ORG with a space',
    inputs: { org: '' },
    env: { KOSLI_ORG: 'a b' },
    mentions: ["'org'", 'a b']
  },
  { name: 'missing flow (report)', inputs: { flow: '' }, mentions: ["'flow'", '""'] },
  {
    name: 'missing flow (list-approvals)',
    inputs: { command: 'list-approvals', flow: '', fingerprint: FP, artifacts: '' },
    mentions: ["'flow'", '""']
  },
  {
    name: 'missing environment (get-deployment)',
    inputs: { ...getDeployment, environment: '' },
    mentions: ["'environment'", '""']
  },
  {
    name: 'missing fingerprint and artifacts (get-deployment)',
    inputs: { ...getDeployment, fingerprint: '', artifacts: '' },
    mentions: ["'fingerprint'", 'artifacts']
  },
  {
    name: 'missing fingerprint and artifacts (list-approvals)',
    inputs: { command: 'list-approvals', artifacts: '' },
    mentions: ["'fingerprint'", 'artifacts']
  },
  {
    name: 'missing reason (override)',
    inputs: { ...override, reason: '' },
    mentions: ["'reason'", '""']
  },
  {
    name: 'missing compliant (override)',
    inputs: { ...override, compliant: '' },
    mentions: ["'compliant'", '""']
  },
  {
    name: 'missing attestation-type (override)',
    inputs: { ...override, 'attestation-type': '' },
    mentions: ["'attestation-type'", '""']
  },
  {
    name: 'unknown attestation-type (override)',
    inputs: { ...override, 'attestation-type': 'unit-tests' },
    mentions: ["'attestation-type'", 'unit-tests']
  },
  {
    name: 'missing junit (attest-junit)',
    inputs: { command: 'attest-junit', artifacts: '' },
    mentions: ["'junit'", '""']
  },
  {
    name: 'missing artifacts (fingerprint)',
    inputs: { command: 'fingerprint', artifacts: '' },
    mentions: ["'artifacts'", '""']
  },
  {
    name: 'missing artifacts and junit (report)',
    inputs: { artifacts: '' },
    mentions: ["'artifacts'", '""']
  },
  // names against the spec's patterns
  {
    name: 'fingerprint too short',
    inputs: { fingerprint: 'abc123' },
    mentions: ['fingerprint', 'abc123']
  },
  {
    name: 'fingerprint in capitals',
    inputs: { fingerprint: 'A'.repeat(64) },
    mentions: ['fingerprint', 'A'.repeat(64)]
  },
  { name: 'org with a space', inputs: { org: 'ac me' }, mentions: ["'org'", 'ac me'] },
  { name: 'org with a slash', inputs: { org: 'acme/x' }, mentions: ["'org'", 'acme/x'] },
  { name: 'flow starting with a dot', inputs: { flow: '.shop' }, mentions: ["'flow'", '.shop'] },
  { name: 'flow with a slash', inputs: { flow: 'shop/api' }, mentions: ["'flow'", 'shop/api'] },
  { name: 'trail with a space', inputs: { trail: 'my trail' }, mentions: ["'trail'", 'my trail'] },
  { name: 'trail starting with ~', inputs: { trail: '~t' }, mentions: ["'trail'", '~t'] },
  {
    name: 'environment with a space',
    inputs: { ...getDeployment, environment: 'prod eu' },
    mentions: ["'environment'", 'prod eu']
  },
  {
    name: 'attestation-name with a space',
    inputs: { 'attestation-name': 'unit tests' },
    mentions: ['attestation-name', 'unit tests']
  },
  {
    name: 'attestation-name with two dots',
    inputs: { 'attestation-name': 'a.b.c' },
    mentions: ['attestation-name', 'a.b.c']
  },
  {
    name: 'attestation-name with an empty template',
    inputs: { 'attestation-name': '.junit' },
    mentions: ['attestation-name', '.junit']
  },
  {
    name: 'template name with a space',
    inputs: { artifacts: 'my shop=build/shop.tar.gz' },
    mentions: ['artifacts', 'my shop=build/shop.tar.gz']
  },
  {
    name: 'commit that is not in the repository',
    inputs: { commit: 'nope' },
    mentions: ["'commit'", 'nope']
  },
  {
    name: 'search-value too short',
    inputs: { command: 'search', 'search-value': 'abcd' },
    mentions: ['search-value', 'abcd']
  },
  {
    name: 'search-value in capitals',
    inputs: { command: 'search', 'search-value': 'ABCDEF' },
    mentions: ['search-value', 'ABCDEF']
  },
  {
    name: 'search-value not hex',
    inputs: { command: 'search', 'search-value': 'xyz123' },
    mentions: ['search-value', 'xyz123']
  },
  // numbers
  {
    name: 'per-page 0',
    inputs: { command: 'list-environments', 'per-page': '0' },
    mentions: ['per-page', '"0"']
  },
  {
    name: 'per-page 51',
    inputs: { command: 'list-environments', 'per-page': '51' },
    mentions: ['per-page', '51']
  },
  {
    name: 'per-page x',
    inputs: { command: 'list-environments', 'per-page': 'x' },
    mentions: ['per-page', '"x"']
  },
  {
    name: 'page 0',
    inputs: { command: 'list-environments', page: '0' },
    mentions: ["'page'", '"0"']
  },
  {
    name: 'page -1',
    inputs: { command: 'list-environments', page: '-1' },
    mentions: ["'page'", '-1']
  },
  { name: 'max-retries -1', inputs: { 'max-retries': '-1' }, mentions: ['max-retries', '-1'] },
  { name: 'max-retries 11', inputs: { 'max-retries': '11' }, mentions: ['max-retries', '11'] },
  { name: 'max-retries 2.5', inputs: { 'max-retries': '2.5' }, mentions: ['max-retries', '2.5'] },
  {
    name: 'timeout-seconds 0',
    inputs: { 'timeout-seconds': '0' },
    mentions: ['timeout-seconds', '"0"']
  },
  {
    name: 'timeout-seconds 3601',
    inputs: { 'timeout-seconds': '3601' },
    mentions: ['timeout-seconds', '3601']
  },
  // booleans
  ...['attach-results', 'fail-on-non-compliant', 'check-run', 'summary', 'dry-run'].map(
    (input): Row => ({
      name: `${input} maybe`,
      inputs: { [input]: 'maybe' },
      mentions: [input, 'maybe']
    })
  ),
  {
    name: 'compliant yes (override)',
    inputs: { ...override, compliant: 'maybe' },
    mentions: ["'compliant'", 'maybe']
  },
  {
    name: 'KOSLI_DRY_RUN maybe',
    inputs: {},
    env: { KOSLI_DRY_RUN: 'maybe' },
    mentions: ['dry-run', 'maybe']
  },
  // choices and URLs
  {
    name: 'artifact-type zip',
    inputs: { 'artifact-type': 'zip' },
    mentions: ['artifact-type', 'zip']
  },
  {
    name: 'base-url ftp',
    inputs: { 'base-url': 'ftp://records.example' },
    mentions: ['base-url', 'ftp://records.example']
  },
  {
    name: 'base-url not a URL',
    inputs: { 'base-url': 'records' },
    mentions: ['base-url', 'records']
  },
  {
    name: 'base-url with credentials',
    inputs: { 'base-url': 'http://user:hunter2pass@127.0.0.1:9/api/v2' },
    mentions: ['base-url'],
    hides: ['hunter2pass']
  },
  {
    name: 'build-url not http',
    inputs: { 'build-url': 'file:///etc' },
    mentions: ['build-url', 'file:///etc']
  },
  {
    name: 'commit-url not a URL',
    inputs: { 'commit-url': 'commit' },
    mentions: ['commit-url', 'commit']
  },
  {
    name: 'origin-url javascript:',
    inputs: { 'origin-url': 'javascript:alert(1)' },
    mentions: ['origin-url', 'javascript:alert(1)']
  },
  // key=value lines
  {
    name: 'annotation without =',
    inputs: { annotations: 'owner' },
    mentions: ['annotations', 'owner']
  },
  {
    name: 'annotation with a bad key',
    inputs: { annotations: 'the owner=ada' },
    mentions: ['annotations', 'the owner']
  },
  {
    name: 'annotation without a key',
    inputs: { annotations: '=ada' },
    mentions: ['annotations', '=ada']
  },
  {
    name: 'external-urls with a bad URL',
    inputs: { 'external-urls': 'docs=not a url' },
    mentions: ['external-urls', 'not a url']
  },
  {
    name: 'external-urls without =',
    inputs: { 'external-urls': 'docs' },
    mentions: ['external-urls', 'docs']
  },
  {
    name: 'redact-commit-info email',
    inputs: { 'redact-commit-info': 'author,email' },
    mentions: ['redact-commit-info', 'email']
  },
  // files
  {
    name: 'user-data malformed JSON',
    inputs: { 'user-data': 'bad/user.json' },
    mentions: ['user-data', 'bad/user.json']
  },
  {
    name: 'user-data FIFO',
    inputs: { 'user-data': 'bad/pipe' },
    mentions: ['user-data', 'bad/pipe']
  },
  { name: 'user-data directory', inputs: { 'user-data': 'bad' }, mentions: ['user-data', '"bad"'] },
  {
    name: 'repo-root missing',
    inputs: { 'repo-root': 'nowhere' },
    mentions: ['repo-root', 'nowhere']
  },
  {
    name: 'template name without a path',
    inputs: { artifacts: 'shop=' },
    mentions: ['artifacts', 'shop=']
  },
  {
    name: 'user-data missing',
    inputs: { 'user-data': 'bad/none.json' },
    mentions: ['user-data', 'bad/none.json']
  },
  {
    name: 'artifact path that does not exist',
    inputs: { artifacts: 'build/missing.tar.gz' },
    mentions: ['artifacts', 'build/missing.tar.gz']
  },
  {
    // Under the default artifact-type auto: the error says how to name an image.
    name: 'image reference without a type',
    inputs: { artifacts: 'ghcr.io/acme/shop:1.2' },
    mentions: [
      'artifacts',
      'ghcr.io/acme/shop:1.2',
      'artifact-type',
      'docker:ghcr.io/acme/shop:1.2'
    ]
  },
  {
    name: 'type prefix without an image',
    inputs: { artifacts: 'docker:' },
    mentions: ['artifacts', 'docker:']
  },
  {
    name: 'fingerprint without artifacts or artifact-name (report)',
    inputs: { artifacts: '', fingerprint: FP },
    mentions: ["'artifact-name'", '""']
  },
  {
    name: 'run-id without github-token (replay)',
    inputs: { command: 'replay', 'run-id': '42', artifacts: '' },
    mentions: ["'github-token'", 'run-id', '""']
  },
  {
    name: 'glob that matches nothing',
    inputs: { artifacts: 'build/*.nothing' },
    mentions: ['artifacts', 'build/*.nothing']
  },
  {
    name: 'directory with artifact-type file',
    inputs: { artifacts: 'build/site', 'artifact-type': 'file' },
    mentions: ['artifacts', 'build/site']
  },
  {
    name: 'file with artifact-type dir',
    inputs: { artifacts: 'build/shop.tar.gz', 'artifact-type': 'dir' },
    mentions: ['artifacts', 'build/shop.tar.gz']
  },
  {
    name: 'unreadable file (chmod 000)',
    inputs: { artifacts: 'bad/secret.bin' },
    mentions: ['bad/secret.bin'],
    skip: IS_ROOT ? 'root reads a chmod 000 file: see the EIO row below' : undefined
  },
  {
    // As root nothing is unreadable by permission; a file whose read fails (EIO) stands in.
    name: 'unreadable file (read fails with EIO)',
    inputs: { artifacts: 'bad/mem' },
    mentions: ['bad/mem'],
    skip: existsSync('/proc/self/mem') ? undefined : 'needs Linux /proc'
  },
  { name: 'broken symlink', inputs: { artifacts: 'bad/broken' }, mentions: ['bad/broken'] },
  { name: 'FIFO', inputs: { artifacts: 'bad/pipe' }, mentions: ['bad/pipe'] },
  { name: 'symlink loop', inputs: { artifacts: 'bad/loop-a' }, mentions: ['bad/loop-a'] },
  {
    name: 'directory holding a FIFO',
    inputs: { artifacts: 'bad/dir-with-fifo' },
    mentions: ['dir-with-fifo', 'fifo']
  },
  {
    name: 'bad exclude pattern',
    inputs: { artifacts: 'build/site', exclude: '[' },
    mentions: ['exclude', '[']
  },
  // JUnit reports
  {
    name: 'truncated JUnit',
    inputs: { junit: 'bad/truncated.xml' },
    mentions: ['bad/truncated.xml']
  },
  {
    name: 'JUnit with a DOCTYPE',
    inputs: { junit: 'bad/doctype.xml' },
    mentions: ['bad/doctype.xml', 'DOCTYPE']
  },
  {
    name: 'JUnit glob that matches nothing',
    inputs: { junit: 'bad/*.none' },
    mentions: ['junit', 'bad/*.none']
  },
  { name: 'JUnit FIFO', inputs: { junit: 'bad/pipe' }, mentions: ['bad/pipe'] }
]

/** The bad files every row may name, under `bad/` in the checkout. */
async function writeBadFiles(ws: SampleWorkspace): Promise<void> {
  const bad = path.join(ws.dir, 'bad')
  await mkdir(path.join(bad, 'dir-with-fifo'), { recursive: true })
  await writeFile(path.join(bad, 'user.json'), '{"owner": "ada",')
  await writeFile(path.join(bad, 'secret.bin'), 'secret')
  await chmod(path.join(bad, 'secret.bin'), 0o000)
  if (existsSync('/proc/self/mem')) await symlink('/proc/self/mem', path.join(bad, 'mem'))
  await symlink('nowhere.bin', path.join(bad, 'broken'))
  await symlink('loop-b', path.join(bad, 'loop-a'))
  await symlink('loop-a', path.join(bad, 'loop-b'))
  execFileSync('mkfifo', [path.join(bad, 'pipe')])
  await writeFile(path.join(bad, 'dir-with-fifo', 'a.txt'), 'a')
  execFileSync('mkfifo', [path.join(bad, 'dir-with-fifo', 'fifo')])
  await writeFile(path.join(bad, 'truncated.xml'), '<testsuite name="x"><testcase name="a">')
  await writeFile(
    path.join(bad, 'doctype.xml'),
    '<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY a "aaaa">]>\n<testsuite name="x" tests="1"><testcase name="&a;"/></testsuite>\n'
  )
}

let emulator: Emulator
let ws: SampleWorkspace
samplePartsAround(TOKEN, (parts) => {
  emulator = parts.emulator
  ws = parts.ws
  return writeBadFiles(ws)
})

describe('bad input is refused before any request', () => {
  // Rows that cannot run here show as skipped, with the reason in their title.
  for (const row of ROWS.filter((r) => r.skip)) it.skip(`${row.name} — ${row.skip}`, () => {})
  const rows = ROWS.filter((r) => !r.skip).map((r) => [r.name, r] as const)
  it.each(rows)('%s', async (_name, row) => {
    const run = await reportWith(ws, emulator.url, TOKEN, row.inputs, {
      env: row.env,
      // A row that hangs (a FIFO read) is killed and fails on its exit code.
      timeoutMs: 15_000
    })
    const errors = errorLines(run)
    const message = unescapeCommand(errors.join('\n'))
    expect({ code: run.code, errors: errors.length }).toEqual({ code: 1, errors: 1 })
    for (const m of row.mentions) expect(message).toContain(m)
    // The runner learns secrets from ::add-mask:: lines; those are the only allowed echo.
    const printed = printedBy(run)
    for (const h of row.hides ?? []) expect(printed).not.toContain(h)
    expect(emulator.requests()).toEqual([])
  })
})
