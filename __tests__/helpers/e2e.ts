/**
 * Shared plumbing of the e2e tests: the parts a file's tests run against, each made before them
 * and closed or removed after them (the `…Around` helpers), the action's run() in the test
 * process (helpers/action.ts) in the sample checkout (demo/workspace.ts) with a runner's
 * environment (demo/runner.ts), against the emulator, and what the runner makes of its output.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from '@jest/globals'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Emulator, EmulatorOptions } from '../../emulator/server.js'
import type { ActionRun } from '../../demo/runner.js'
import { createSampleWorkspace, git, type SampleWorkspace } from '../../demo/workspace.js'
import { emulatorAround } from '../emulator/helpers.js'
import { runInProcess, type InProcessOptions, type InProcessRun } from './action.js'
import { startArtifactStub, type ArtifactStub } from './artifact-stub.js'
import { deadLoopbackUrl } from './loopback.js'

/** The organisation every e2e test records into. */
export const SAMPLE_ORG = 'acme'

/** The emulator on a free loopback port, with one token, for `acme`. */
const sampleEmulator = (token: string): EmulatorOptions => ({
  port: 0,
  tokens: [{ token, org: SAMPLE_ORG }]
})

/** `emulatorAround` (emulator/helpers.ts) of the sample emulator. */
export function sampleEmulatorAround(token: string, use: (emulator: Emulator) => unknown): void {
  emulatorAround(sampleEmulator(token), use)
}

export interface SampleWorkspaceOptions {
  /** A fresh checkout for every test instead of one for the file (or describe block). */
  each?: boolean
  /** Files to add to the checkout (path relative to it → content), as writeIntoWorkspace. */
  files?: Record<string, string>
}

/**
 * A sample checkout for the tests of the calling file (or describe block), removed after them;
 * with `each`, a fresh one for every test. `use` receives it once made and is awaited.
 */
export function sampleWorkspaceAround(
  use: (ws: SampleWorkspace) => unknown,
  opts: SampleWorkspaceOptions = {}
): void {
  let created: SampleWorkspace | undefined
  const [before, after] = opts.each ? [beforeEach, afterEach] : [beforeAll, afterAll]
  before(async () => {
    created = await createSampleWorkspace()
    await writeIntoWorkspace(created, opts.files ?? {})
    await use(created)
  })
  after(async () => {
    if (created) await rm(created.dir, { recursive: true, force: true })
    created = undefined
  })
}

/** The parts of most e2e files: the sample emulator and the sample checkout. */
export interface SampleParts {
  emulator: Emulator
  ws: SampleWorkspace
}

/**
 * The sample emulator and the sample checkout for the tests of the calling file, the emulator
 * reset before each test (its records, requests and faults forgotten); `use` receives both once
 * ready and is awaited. `opts` are the checkout's (sampleWorkspaceAround).
 */
export function samplePartsAround(
  token: string,
  use: (parts: SampleParts) => unknown,
  opts: SampleWorkspaceOptions = {}
): void {
  let emulator: Emulator | undefined
  sampleEmulatorAround(token, (started) => (emulator = started))
  sampleWorkspaceAround((ws) => use({ emulator: emulator as Emulator, ws }), opts)
  beforeEach(() => emulator?.reset())
}

/**
 * A loopback server (a stub, a proxy) started by `start` before the tests of the calling file
 * (or describe block) and closed after them; `use` receives it once started and is awaited.
 */
export function serverAround<Server extends { close(): Promise<void> }>(
  start: () => Promise<Server>,
  use: (server: Server) => unknown
): void {
  let started: Server | undefined
  beforeAll(async () => {
    started = await start()
    await use(started)
  })
  afterAll(async () => {
    await started?.close()
  })
}

/**
 * One artifact-service stub for the tests of the calling file — one, because @actions/github
 * takes GITHUB_API_URL once, when it is first loaded — reset before each test (its artifacts,
 * check runs, requests and settings forgotten) and closed after them; `use` receives it once
 * started and is awaited.
 */
export function artifactStubAround(use: (stub: ArtifactStub) => unknown): void {
  let started: ArtifactStub | undefined
  serverAround(startArtifactStub, (stub) => use((started = stub)))
  beforeEach(() => started?.reset())
}

/** Writes `files` (path relative to `ws`'s checkout → content), making their folders. */
export async function writeIntoWorkspace(
  ws: SampleWorkspace,
  files: Record<string, string>
): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(ws.dir, name)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, content)
  }
}

/** Files `folder/<name>.bin` for writeIntoWorkspace, each of its own bytes: artifacts to report. */
export function binariesIn(folder: string, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [`${folder}/${name}.bin`, `bytes of ${name}\n`]))
}

/** `count` artifacts `many/a00.bin`, `many/a01.bin`, … for writeIntoWorkspace, each its own bytes. */
export function manyArtifacts(count: number): Record<string, string> {
  const name = (i: number): string => `many/a${String(i).padStart(2, '0')}.bin`
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [name(i), `bytes ${i}\n`]))
}

/** A JUnit report of two passing tests of the cart (the sample's own reports have a failure). */
export const PASSING_JUNIT = `<?xml version="1.0"?>
<testsuite name="cart" tests="2" failures="0" errors="0" skipped="0" time="0.2">
  <testcase classname="cart.Total" name="adds" time="0.1"/>
  <testcase classname="cart.Total" name="rounds" time="0.1"/>
</testsuite>
`

/** A git checkout the action runs in: its folder and its head commit. */
export type Checkout = Pick<SampleWorkspace, 'dir' | 'head'>

/** The monorepo of six tools' projects and their reports (its README names each tool). */
const MONOREPO_FIXTURE = path.join(process.cwd(), '__tests__', 'fixtures', 'monorepo')

/**
 * An empty temp folder named `prefix…` for the tests of the calling file (or describe block),
 * removed with all in it after them; `use` receives its path once made and is awaited.
 */
export function tempDirAround(prefix: string, use: (dir: string) => unknown): void {
  let made = ''
  beforeAll(async () => {
    made = await mkdtemp(path.join(os.tmpdir(), prefix))
    await use(made)
  })
  afterAll(async () => {
    if (made) await rm(made, { recursive: true, force: true })
  })
}

/**
 * A git checkout of the monorepo fixture in a temp folder, one commit, for the tests of the
 * calling file (or describe block), removed after them; `use` receives it once made.
 */
export function monorepoAround(use: (repo: Checkout) => unknown): void {
  tempDirAround('records-monorepo-', async (dir) => {
    await cp(MONOREPO_FIXTURE, dir, { recursive: true })
    git(dir, ['init', '-q', '-b', 'main'])
    git(dir, ['add', '-A'])
    git(dir, ['commit', '-q', '-m', 'Six projects'])
    await use({ dir, head: git(dir, ['rev-parse', 'HEAD']) })
  })
}

/** Options of a run besides its inputs; `env` is merged over GITHUB_SHA = the sample's head. */
export type RunOptions = Omit<Partial<InProcessOptions>, 'inputs'>

/**
 * A run of the action in a checkout (the sample's, most often) at its head commit, with the
 * service inputs (token, base URL, org `acme`, no GitHub token) under `inputs`.
 */
export function runWith(
  ws: Checkout,
  baseUrl: string,
  token: string,
  inputs: Record<string, string> = {},
  opts: RunOptions = {}
): Promise<InProcessRun> {
  return runInProcess({
    workspace: ws.dir,
    ...opts,
    inputs: {
      'api-token': token,
      'base-url': baseUrl,
      org: SAMPLE_ORG,
      'github-token': '',
      ...inputs
    },
    env: { GITHUB_SHA: ws.head, ...opts.env }
  })
}

/** The inputs of a `report` of build/shop.tar.gz into the flow `shop`. */
const SHOP_REPORT = { flow: 'shop', artifacts: 'build/shop.tar.gz' }

/** `runWith` of a `report` of build/shop.tar.gz into the flow `shop`, `inputs` on top. */
export function reportWith(
  ...[ws, baseUrl, token, inputs, opts]: Parameters<typeof runWith>
): Promise<InProcessRun> {
  return runWith(ws, baseUrl, token, { ...SHOP_REPORT, ...inputs }, opts)
}

/**
 * `reportWith` the service down (nothing listens at its address; no retries): every write is
 * deferred to the outbox. The run, and the text of the outbox file it left; its runner temp
 * folder is removed.
 */
export async function outageReport(
  ws: Checkout,
  token: string,
  inputs: Record<string, string>,
  opts: RunOptions = {}
): Promise<{ run: InProcessRun; text: string }> {
  const down = await deadLoopbackUrl()
  const more = { ...opts, keepRunnerTemp: true }
  const run = await reportWith(ws, down, token, { ...inputs, 'max-retries': '0' }, more)
  try {
    return { run, text: await readFile(run.outputs['outbox-file'], 'utf8') }
  } finally {
    await rm(run.runnerTemp, { recursive: true, force: true })
  }
}

/** The `git_commit_info` the action sends for the sample's head commit, keys in the CLI order. */
export function sampleCommitInfo(ws: SampleWorkspace): Record<string, unknown> {
  return {
    sha1: ws.head,
    message: 'Add cart totals\n\nWith a discount that is not applied yet.',
    author: 'Ada Lovelace <ada@example.com>',
    timestamp: Date.parse('2026-11-01T10:00:00Z') / 1000,
    branch: 'main',
    url: `https://github.com/acme/shop/commit/${ws.head}`
  }
}

/** The `repo_info` the action sends for the runner's repository `acme/shop` (demo/runner.ts). */
export const SAMPLE_REPO_INFO = {
  url: 'https://github.com/acme/shop',
  name: 'acme/shop',
  id: '123456789',
  provider: 'github'
}

/** The runner escapes % CR LF in command data; undo it to read the message. */
export function unescapeCommand(data: string): string {
  return data.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
}

/** The `::error` workflow command lines of a run, as printed. */
export function errorLines(run: ActionRun): string[] {
  return run.stdout.split('\n').filter((l) => l.startsWith('::error'))
}

/** Every `::error` line of a run, unescaped, one after the other (a message may span lines). */
export function errorMessages(run: ActionRun): string {
  return unescapeCommand(errorLines(run).join('\n'))
}

/** The one `::error` message, unescaped; fails the test when there is not exactly one. */
export function errorOf(run: ActionRun): string {
  const lines = errorLines(run)
  expect(lines).toHaveLength(1)
  return unescapeCommand(lines[0])
}

/** stdout without the runner's `::add-mask::` lines, the one allowed echo of a secret. */
export function withoutMasks(stdout: string): string {
  return stdout.replace(/^::add-mask::.*$/gm, '')
}

/** What a run showed a reader of the job: stdout `withoutMasks`, stderr and the summary. */
export function printedBy(run: ActionRun): string {
  return withoutMasks(run.stdout) + run.stderr + run.summary
}
