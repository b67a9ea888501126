/**
 * Shared set-up for the command tests: a Config with sensible defaults, a real delivery, a
 * temp workspace, and helpers that write records into the emulator through its own API.
 */
import { createHash } from 'node:crypto'
import { isRetried } from '../../src/delivery/status-policy.js'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RunConfig } from '../../src/commands/command.js'
import type { ArtifactInputs } from '../../src/inputs/artifact-inputs.js'
import type { AttestationInputs } from '../../src/inputs/attestation.js'
import type { CommitInputs } from '../../src/inputs/commit-inputs.js'
import type { FlowInputs } from '../../src/inputs/flow.js'
import type { JUnitInputs } from '../../src/inputs/junit-inputs.js'
import type { OverrideInputs } from '../../src/inputs/override-inputs.js'
import type { QueryInputs } from '../../src/inputs/queries.js'
import type { ServiceInputs } from '../../src/inputs/service.js'
import { RecordsClient } from '../../src/api/client.js'
import { Delivery } from '../../src/delivery/delivery.js'
import { readGitHubContext } from '../../src/context/github.js'
import { readRunnerContext } from '../../src/context/runner.js'

/** Every input of every command: the tests build one config that any command's run accepts. */
export type Config = RunConfig &
  ServiceInputs &
  ArtifactInputs &
  JUnitInputs &
  AttestationInputs &
  CommitInputs &
  FlowInputs &
  OverrideInputs &
  QueryInputs

export const ORG = 'acme'
export const TOKEN = 'tok-acme-1234-5678'

export function makeConfig(overrides: Partial<Config> & { baseUrl: string }): Config {
  const workspace = overrides.workspace ?? tmpdir()
  return {
    command: 'search',
    apiToken: TOKEN,
    org: ORG,
    flow: '',
    trail: '',
    commit: '',
    repoRoot: workspace,
    buildUrl: '',
    commitUrl: '',
    artifacts: [],
    excludes: [],
    junit: [],
    reports: [],
    attestationName: '',
    targetArtifacts: undefined,
    attachResults: 'false',
    testMessages: 'first-line',
    attestationType: 'generic',
    compliant: false,
    reason: '',
    searchValue: '',
    environment: '',
    page: undefined,
    perPage: undefined,
    annotations: {},
    externalUrls: {},
    userData: undefined,
    description: '',
    originUrl: '',
    redact: [],
    failOnNonCompliant: false,
    checkRun: false,
    checkName: 'Compliance',
    githubToken: '',
    summary: false,
    maxRetries: 0,
    timeoutSeconds: 10,
    dryRun: false,
    workspace,
    github: readGitHubContext({}),
    runner: readRunnerContext({}, { serverUrl: '', repository: '' }),
    ...overrides
  }
}

/** The artifacts a given `fingerprint` (and `artifact-name`) input is read as. */
export function givenFingerprint(fingerprint: string, name = ''): Pick<Config, 'artifacts'> {
  return { artifacts: [{ name, path: '', type: 'file', givenFingerprint: fingerprint }] }
}

/** The delivery of a command run: a real RecordsClient, with the policy as the action sets it. */
export function makeDelivery(config: Config): Delivery {
  const sleep = async (): Promise<void> => undefined
  const client = new RecordsClient({
    baseUrl: config.baseUrl,
    token: config.apiToken,
    maxRetries: config.maxRetries,
    timeoutSeconds: config.timeoutSeconds,
    userAgent: 'records-action-test',
    sleep,
    retryable: isRetried
  })
  return new Delivery({ client, dryRun: config.dryRun, defer: false, sleep })
}

export function tempDir(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix))
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) }
}

/** A GET straight to the service, to compare what a command kept with what was served. */
export async function fetchJson(base: string, path: string): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    headers: { Authorization: `Bearer ${TOKEN}` }
  })
  return response.json()
}

/** A POST straight to the service (test set-up, not under test). */
export async function postJson(base: string, path: string, body: unknown): Promise<number> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body)
  })
  await response.text()
  return response.status
}

/** Reports an artifact (operation 1) into `flow`, optionally in a trail. */
export async function seedArtifact(
  base: string,
  flow: string,
  fields: { fingerprint: string; commit: string; trail?: string; filename?: string }
): Promise<void> {
  const status = await postJson(base, `/artifacts/${ORG}/${flow}`, {
    fingerprint: fields.fingerprint,
    filename: fields.filename ?? 'app.tar.gz',
    git_commit: fields.commit,
    build_url: 'https://ci.example/run/1',
    commit_url: `https://git.example/commit/${fields.commit}`,
    trail_name: fields.trail
  })
  if (status !== 201 && status !== 200) throw new Error(`seeding an artifact answered ${status}`)
}

/** Sets a trail's attestation compliance with an override (operation 2). */
export async function seedOverride(
  base: string,
  flow: string,
  trail: string,
  compliant: boolean
): Promise<void> {
  const status = await postJson(base, `/attestations/${ORG}/${flow}/trail/${trail}/override`, {
    attestation_name: 'tests',
    reason: 'seed',
    new_compliance_status: compliant,
    original_attestation_type: 'junit'
  })
  if (status !== 201 && status !== 200) throw new Error(`seeding an override answered ${status}`)
}

/** A stable 64-hex fingerprint named by `label`. */
export const fp = (label: string): string => createHash('sha256').update(label).digest('hex')
/** A stable 40-hex commit named by `label`. */
export const sha = (label: string): string => createHash('sha1').update(label).digest('hex')
