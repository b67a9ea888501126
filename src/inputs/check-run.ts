/**
 * The check run's inputs: `check-run`, and `check-name`, which a matrix leg's check run carries
 * its leg's values in when it is left at its default (each leg makes a check run on the same
 * commit, and one name for all of them tells none apart).
 */
import { INPUT_DEFAULTS } from './defaults.js'
import { matrixLegWords, readMatrixLeg } from './matrix.js'
import { read, readBool, type Env } from './read.js'

export interface CheckRunInputs {
  checkRun: boolean
  /** `check-name`; left at its default in a matrix leg: `Compliance (os: windows-latest)`. */
  checkName: string
  /** The matrix leg this job runs as, in words (`os: windows-latest`): the check run's title names it. */
  checkLeg?: string
}

export function readCheckRunInputs(env: Env): CheckRunInputs {
  const checkRun = readBool(env, 'check-run')
  const given = read(env, 'check-name')
  const leg = readMatrixLeg(env)
  if (leg === undefined) return { checkRun, checkName: given }
  const words = matrixLegWords(leg)
  const checkName = given === INPUT_DEFAULTS['check-name'] ? `${given} (${words})` : given
  return { checkRun, checkName, checkLeg: words }
}
