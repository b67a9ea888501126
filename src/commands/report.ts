/**
 * `report`: fingerprint the artifacts and parse the JUnit reports (all before any request),
 * then every write at once — each artifact's report and the tests' attestation, which needs
 * none of them — then search the commit to show what the service now knows. An artifact that
 * cannot be fingerprinted or reported does not stop the others nor the attestation; every
 * failure is named.
 */
import type { Delivery } from '../delivery/delivery.js'
import { describeStop } from '../delivery/gate.js'
import {
  namesArtifacts,
  readArtifactInputs,
  type ArtifactInputs
} from '../inputs/artifact-inputs.js'
import { readAttestationInputs, type AttestationInputs } from '../inputs/attestation.js'
import { readCommitInputs, type CommitInputs } from '../inputs/commit-inputs.js'
import { readFlowInputs, type FlowInputs } from '../inputs/flow.js'
import { readJUnitInputs, type JUnitInputs } from '../inputs/junit-inputs.js'
import { TESTS_RECORD_KEY } from '../junit/tests-record.js'
import { missing, type Env } from '../inputs/read.js'
import type { ServiceInputs } from '../inputs/service.js'
import { isInService, type CommandResult } from '../results.js'
import { loadCommitContext } from '../context/commit.js'
import { commandResult, type OnlineCommand, type RunConfig } from './command.js'
import { prepareArtifacts } from './artifacts.js'
import { sendArtifacts } from './send-artifacts.js'
import { prepareJUnit, sendJUnit } from './junit.js'
import { linkSearchedArtifacts, searchValue } from './search.js'
import { ownArtifactFacts, testFacts } from './own-evidence.js'
import { judgeCompliance } from '../compliance/judge.js'

export type ReportInputs = ArtifactInputs &
  JUnitInputs &
  AttestationInputs &
  CommitInputs &
  FlowInputs
type ReportConfig = RunConfig & ServiceInputs & ReportInputs

async function readInputs(env: Env, run: RunConfig): Promise<ReportInputs> {
  const { command, workspace } = run
  const flowInputs = readFlowInputs(env, command)
  const artifacts = await readArtifactInputs(env, workspace, { command })
  const junit = await readJUnitInputs(env, workspace, { command })
  if (!namesArtifacts(artifacts) && junit.junit.length === 0) {
    throw missing('artifacts', { for: command, orGive: 'fingerprint or junit' })
  }
  const urls = namesArtifacts(artifacts)
  const commit = await readCommitInputs(env, workspace, run.github, { command, commit: true, urls })
  const attestation = await readAttestationInputs(env, workspace, commit.buildUrl, {
    ownKey: TESTS_RECORD_KEY
  })
  return { ...flowInputs, ...artifacts, ...junit, ...commit, ...attestation }
}

export async function runReport(config: ReportConfig, delivery: Delivery): Promise<CommandResult> {
  // Everything that reads local files happens first: bad input sends nothing.
  const prepared = namesArtifacts(config) ? await prepareArtifacts(config) : []
  const junit = config.junit.length > 0 ? await prepareJUnit(config) : undefined
  const warnings = [...(junit?.warnings ?? [])]
  const notices = [...(junit?.outcome.notices ?? [])]
  // An artifact that could not be read is a write that failed (sendArtifacts): report/ says so once.
  const failures: string[] = []

  const ctx = await loadCommitContext(config)
  warnings.push(...ctx.warnings)
  const [sent, junitWrite] = await Promise.all([
    sendArtifacts(config, delivery, prepared, ctx),
    junit && sendJUnit(config, delivery, junit, ctx)
  ])
  const writes = junitWrite ? [...sent.writes, junitWrite] : sent.writes

  // What the service knows now, once something was sent (not in a dry run, nor when nothing
  // could be); not of a service that is down or refused the token (one line says so).
  const sentSome = junitWrite !== undefined || prepared.some((a) => a.stage === 'fingerprinted')
  const ask = config.commit && !config.dryRun && sentSome
  if (ask && delivery.stop) {
    notices.push(`The search for ${config.commit} was skipped: ${describeStop(delivery.stop)}.`)
  }
  const search =
    ask && !delivery.stop ? await searchValue(config, delivery, config.commit) : undefined
  warnings.push(...(search?.warnings ?? []))
  const artifacts = search
    ? linkSearchedArtifacts(sent.artifacts, search, config.flow)
    : sent.artifacts

  // Judged by its own evidence: compliant when its tests pass and the service holds none of the
  // artifacts it recorded non-compliant in this step's flow; other flows' artifacts of the
  // commit are shown (the search), never judged.
  const recorded = new Set(writes.filter((w) => isInService(w.state)).map((w) => w.id))
  const own = sent.artifacts.flatMap((a) =>
    a.stage === 'fingerprinted' && a.writeId !== undefined && recorded.has(a.writeId)
      ? [{ name: a.name, fingerprint: a.fingerprint, flow: config.flow }]
      : []
  )
  const { failures: failing, ...judged } = judgeCompliance({
    ...(junit && { tests: testFacts(junit.outcome.totals, junit.outcome.failedTests) }),
    ...(search && own.length > 0 && { artifacts: ownArtifactFacts(own, search) }),
    failOnNonCompliant: config.failOnNonCompliant
  })
  failures.push(...failing)
  return commandResult(reportCommand, config, {
    ...(namesArtifacts(config) && { artifacts }),
    junit: junit && { ...junit.outcome, ...(junitWrite && { writeId: junitWrite.id }) },
    writes,
    search,
    ...judged,
    failures,
    warnings,
    notices
  })
}

export const reportCommand: OnlineCommand<ReportInputs> = {
  name: 'report',
  title: 'build report',
  verdict: true,
  online: true,
  readInputs,
  run: runReport
}
