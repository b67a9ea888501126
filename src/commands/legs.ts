/**
 * `legs` (docs/matrix-builds.md, "Every leg accounted for"): after a matrix, count its legs —
 * what `expect-legs` asks for against the presence records the legs left in this run — and when
 * a leg is missing (or a reported leg's tests failed), override the legs' shared attestation to
 * not compliant (operation 2), naming each leg and why, with the legs in its `user_data`.
 */
import type { OverrideBody } from '../api/models.js'
import { overrideRequest } from '../api/operations.js'
import { judgeCompliance, legsLine, type LegsFacts } from '../compliance/judge.js'
import { loadCommitContext } from '../context/commit.js'
import type { Delivery } from '../delivery/delivery.js'
import { errorMessage } from '../errors.js'
import { listAttemptJobs, type AttemptJob } from '../github/run-record.js'
import { readAttestationInputs, type AttestationInputs } from '../inputs/attestation.js'
import { readCommitInputs, type CommitInputs } from '../inputs/commit-inputs.js'
import { readFlowInputs, type FlowInputs } from '../inputs/flow.js'
import { readAttestationNameInputs, type JUnitInputs } from '../inputs/junit-inputs.js'
import {
  LEGS_USER_DATA_KEY,
  legsUserData,
  readLegsInputs,
  refuseWhereLegsCannotBeCounted,
  type LegsInputs
} from '../inputs/legs-inputs.js'
import { matrixLegWords } from '../inputs/matrix.js'
import type { Env } from '../inputs/read.js'
import { countLegs, valuesInName, type LegsCount } from '../legs/count.js'
import { presenceOfRun, type FoundPresence } from '../legs/read.js'
import type { CommandResult, LegsOutcome, MissingLeg, ReportedLeg } from '../results.js'
import { buildCommonAttestation } from './attestation-body.js'
import { commandResult, type OnlineCommand, type ServiceRunConfig } from './command.js'

type LegsCommandInputs = LegsInputs &
  AttestationInputs &
  CommitInputs &
  FlowInputs &
  Pick<JUnitInputs, 'attestationName' | 'targetArtifacts'>
type LegsConfig = ServiceRunConfig & LegsCommandInputs

async function readInputs(env: Env, run: ServiceRunConfig): Promise<LegsCommandInputs> {
  const { command, workspace } = run
  const flow = readFlowInputs(env, command)
  const legs = readLegsInputs(env, command)
  const commit = await readCommitInputs(env, workspace, run.github, { command, trail: true })
  const attestation = await readAttestationInputs(env, workspace, commit.buildUrl)
  const userData = legsUserData(env, attestation.userData)
  refuseWhereLegsCannotBeCounted(run)
  return {
    ...flow,
    ...readAttestationNameInputs(env),
    ...legs,
    ...commit,
    ...attestation,
    userData
  }
}

/** What was asked, read: the presence records of this subject, and (auto) this attempt's jobs. */
async function readLegs(
  config: LegsConfig
): Promise<{ found: FoundPresence; jobs: AttemptJob[] } | { failure: string }> {
  const { github } = config
  const access = {
    repository: github.repository,
    token: config.githubToken,
    apiUrl: github.apiUrl,
    maxRetries: config.maxRetries
  }
  const attempt = Number(github.runAttempt || '1')
  const subject = {
    repository: github.repository,
    run: github.runId,
    attempt,
    org: config.org,
    flow: config.flow,
    trail: config.trail,
    ...(config.commit && { commit: config.commit }),
    attestation: config.attestationName
  }
  let found: FoundPresence
  try {
    found = await presenceOfRun(access, subject, config.apiToken, config.runner.temp)
  } catch (err) {
    return { failure: `The legs' presence records could not be read: ${permissionWords(err)}` }
  }
  if (config.expectLegs.kind !== 'auto') return { found, jobs: [] }
  try {
    const jobs = await listAttemptJobs(access, Number(github.runId), attempt)
    return { found, jobs }
  } catch (err) {
    return { failure: `expect-legs: auto could not read the run's jobs: ${permissionWords(err)}` }
  }
}

/** An error of GitHub's API (its client names the permission to grant when it is a refusal). */
function permissionWords(err: unknown): string {
  return `${errorMessage(err)}. No leg was counted and nothing was sent.`
}

/** The failure of a step whose legs could not be counted: nothing was sent. */
function notCounted(config: LegsConfig, failure: string, warnings: string[] = []): CommandResult {
  return commandResult(legsCommand, config, { failures: [failure], warnings })
}

export async function runLegs(config: LegsConfig, delivery: Delivery): Promise<CommandResult> {
  if (config.preview) {
    return commandResult(legsCommand, config, {
      notices: [
        'The legs were not counted: their presence records are sealed with the api-token, which this preview does not have.'
      ]
    })
  }
  const read = await readLegs(config)
  if ('failure' in read) return notCounted(config, read.failure)
  const expect = config.expectLegs
  const warnings = read.found.ignored.map((why) => `A presence record was ignored: ${why}.`)
  if (
    expect.kind === 'auto' &&
    !read.jobs.some((j) => valuesInName(j.name, expect.job) !== undefined)
  ) {
    return notCounted(config, noSuchJob(expect.job, read.jobs, config), warnings)
  }
  const counted = countLegs(expect, read.found.records, read.jobs, matrixLegWords)
  const facts = legsFacts(counted)
  const judged = judgeCompliance({ legs: facts, failOnNonCompliant: config.failOnNonCompliant })
  const legs: LegsOutcome = {
    attestationName: config.attestationName,
    trail: config.trail,
    expect,
    expected: counted.expected,
    reported: counted.reported,
    missing: counted.missing
  }
  const notices = counted.unasked.map((words) => `A leg that was not asked for reported: ${words}.`)
  if (judged.compliant !== false) {
    return commandResult(legsCommand, config, { legs, ...judged, warnings, notices })
  }
  const { write, override, contextWarnings } = await sendOverride(config, delivery, counted, facts)
  return commandResult(legsCommand, config, {
    legs: { ...legs, writeId: write.id },
    override: { ...override, writeId: write.id },
    writes: [write],
    ...judged,
    warnings: [...warnings, ...contextWarnings],
    notices
  })
}

/** What the judge is told of the legs. */
function legsFacts(counted: LegsCount): LegsFacts {
  return { expected: counted.expected, reported: counted.reported, missing: counted.missing }
}

/** No job of `legs-job` ran in this attempt: the name is wrong, said with the names there are. */
function noSuchJob(job: string, jobs: readonly AttemptJob[], config: LegsConfig): string {
  const names = [...new Set(jobs.map((j) => j.name))].slice(0, 20)
  return (
    `expect-legs: auto found no job named '${job}' (nor '${job} (…)') in attempt ` +
    `${config.github.runAttempt || '1'} of run ${config.github.runId}: legs-job must name the ` +
    `matrix job as GitHub lists it (its name:, else its key under jobs:). The jobs are: ` +
    `${names.length > 0 ? names.join(', ') : 'none'}. Nothing was sent.`
  )
}

/** A leg in the override's user_data: how it is known, and what it reported or why it did not. */
function legData(leg: ReportedLeg | MissingLeg): Record<string, unknown> {
  const { words: _words, ...data } = leg
  return data
}

/** The override of the legs' attestation to not compliant, naming each leg. */
async function sendOverride(
  config: LegsConfig,
  delivery: Delivery,
  counted: LegsCount,
  facts: LegsFacts
) {
  const { flow, trail, attestationName } = config
  const context = await loadCommitContext(config)
  const reason = legsLine(facts)
  const legsData = {
    schema: 1,
    expect: config.expectLegs.kind,
    expected: counted.expected,
    reported: counted.reported.map(legData),
    missing: counted.missing.map(legData)
  }
  const userData = { ...(config.userData as object | undefined), [LEGS_USER_DATA_KEY]: legsData }
  const body: OverrideBody = {
    ...buildCommonAttestation(
      { ...config, userData },
      { gitCommitInfo: context.gitCommitInfo, repoInfo: context.repoInfo }
    ),
    reason,
    new_compliance_status: false,
    original_attestation_type: 'junit'
  }
  const write = await delivery.write({
    kind: 'override',
    label: `override of attestation '${attestationName}' in trail '${trail}' (legs)`,
    request: () => overrideRequest(config.org, flow, trail, body)
  })
  const override = {
    attestationName,
    attestationType: 'junit',
    compliant: false,
    reason,
    trail,
    ...(config.targetArtifacts?.length && { targetArtifacts: [...config.targetArtifacts] })
  }
  return { write, override, contextWarnings: context.warnings }
}

export const legsCommand: OnlineCommand<LegsCommandInputs> = {
  name: 'legs',
  title: 'matrix legs',
  verdict: true,
  online: true,
  readInputs,
  run: runLegs
}
