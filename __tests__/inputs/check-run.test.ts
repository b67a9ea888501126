/**
 * The check run's inputs (src/inputs/check-run.ts): a matrix leg's check run carries the leg's
 * values in its name while `check-name` is at its default, and its title names them whatever
 * the name; outside a matrix the name is as given.
 */
import { describe, expect, it } from '@jest/globals'
import { readCheckRunInputs } from '../../src/inputs/check-run.js'

/** The inputs as the runner passes them: every action.yml default set, `with:` over it. */
const read = (inputs: Record<string, string>) =>
  readCheckRunInputs({
    'INPUT_CHECK-RUN': 'true',
    'INPUT_CHECK-NAME': 'Compliance',
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]))
  })

describe('readCheckRunInputs', () => {
  it('names a leg by its values at the default name, in the order the matrix gives them', () => {
    expect(read({ matrix: '{"os":"windows-latest","node":20,"cfg":{"arch":"arm64"}}' })).toEqual({
      checkRun: true,
      checkName: 'Compliance (os: windows-latest, node: 20, cfg: {"arch":"arm64"})',
      checkLeg: 'os: windows-latest, node: 20, cfg: {"arch":"arm64"}',
      checkLegDigest: expect.stringMatching(/^[0-9a-f]{32}$/)
    })
  })

  it('keeps a name of its own, and still gives the leg for the title', () => {
    expect(read({ matrix: '{"os":"macos-latest"}', 'check-name': 'Tests (macOS)' })).toEqual({
      checkRun: true,
      checkName: 'Tests (macOS)',
      checkLeg: 'os: macos-latest',
      checkLegDigest: expect.stringMatching(/^[0-9a-f]{32}$/)
    })
  })

  it('outside a matrix (null from the runner, nothing from a harness, {}): the name as given', () => {
    for (const matrix of ['null', '', '{}']) {
      expect(read({ matrix })).toEqual({ checkRun: true, checkName: 'Compliance' })
    }
  })

  it("takes the job's check run id the runner gives (job.check_run_id), and refuses anything else", () => {
    expect(read({ 'job-check-run-id': '51725241954' })).toEqual({
      checkRun: true,
      checkName: 'Compliance',
      jobCheckRunId: 51725241954
    })
    // GitHub Enterprise Server has no job.check_run_id: the runner gives ''.
    expect(read({ 'job-check-run-id': '' })).not.toHaveProperty('jobCheckRunId')
    for (const bad of ['0', '-3', '12.5', 'abc', '99999999999999999999']) {
      expect(() => read({ 'job-check-run-id': bad })).toThrow(
        `Input 'job-check-run-id' must be this job's check run id, a whole number (job.check_run_id): leave its default: "${bad}"`
      )
    }
  })

  it('bounds a leg with long values', () => {
    const { checkName, checkLeg } = read({ matrix: JSON.stringify({ include: 'x'.repeat(500) }) })
    expect(checkLeg?.length).toBeLessThanOrEqual(100)
    expect(checkName).toBe(`Compliance (${checkLeg})`)
  })
})

describe('a leg digest', () => {
  it('tells apart legs whose words read alike once cut, and not legs given in another order', () => {
    const long = 'x'.repeat(120)
    const a = read({ matrix: JSON.stringify({ target: `${long}-a` }) })
    const b = read({ matrix: JSON.stringify({ target: `${long}-b` }) })
    expect(a.checkLeg).toBe(b.checkLeg)
    expect(a.checkLegDigest).not.toBe(b.checkLegDigest)
    const one = read({ matrix: '{"os":"linux","node":20}' })
    const other = read({ matrix: '{"node":20,"os":"linux"}' })
    expect(one.checkLegDigest).toBe(other.checkLegDigest)
  })
})
