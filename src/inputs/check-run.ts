/**
 * The check run's inputs: `check-run`, and `check-name`, which a matrix leg's check run carries
 * its leg's values in when it is left at its default (each leg makes a check run on the same
 * commit, and one name for all of them tells none apart).
 */
import { INPUT_DEFAULTS } from './defaults.js'
import { matrixLegDigest, matrixLegWords, readMatrixLeg } from './matrix.js'
import { invalid, read, readBool, readSourced, type Env } from './read.js'

export interface CheckRunInputs {
  checkRun: boolean
  /** `check-name`; left at its default in a matrix leg: `Compliance (os: windows-latest)`. */
  checkName: string
  /** The matrix leg this job runs as, in words (`os: windows-latest`): the check run's title names it. */
  checkLeg?: string
  /** The leg's whole values, as a digest (inputs/matrix.ts): what tells legs apart. */
  checkLegDigest?: string
  /**
   * `job-check-run-id` (`job.check_run_id`): the check run GitHub keeps for this job, whose name
   * tells apart two calls of one reusable workflow (docs/workflow-shapes.md §2).
   */
  jobCheckRunId?: number
}

/** `job-check-run-id`: a check run's id, as the runner gives `job.check_run_id`; '' on GHES. */
function readJobCheckRunId(env: Env): number | undefined {
  const sourced = readSourced(env, 'job-check-run-id')
  if (sourced.value === '') return undefined
  const id = Number(sourced.value)
  if (!/^[1-9]\d*$/.test(sourced.value) || !Number.isSafeInteger(id)) {
    throw invalid(
      'job-check-run-id',
      sourced,
      "must be this job's check run id, a whole number (job.check_run_id): leave its default"
    )
  }
  return id
}

export function readCheckRunInputs(env: Env): CheckRunInputs {
  const checkRun = readBool(env, 'check-run')
  const given = read(env, 'check-name')
  const jobCheckRunId = readJobCheckRunId(env)
  const job = jobCheckRunId === undefined ? {} : { jobCheckRunId }
  const leg = readMatrixLeg(env)
  if (leg === undefined) return { checkRun, checkName: given, ...job }
  const words = matrixLegWords(leg)
  const checkName = given === INPUT_DEFAULTS['check-name'] ? `${given} (${words})` : given
  return { checkRun, checkName, checkLeg: words, checkLegDigest: matrixLegDigest(leg), ...job }
}
