/**
 * A matrix leg attesting JUnit results: the default attestation name warns, naming the fix; a
 * name of its own does not; the summary says the name attested under (docs/matrix-builds.md).
 */
import { describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { printedBy, runWith, sampleEmulatorAround, sampleWorkspaceAround } from '../helpers/e2e.js'

const TOKEN = 'matrix-token-5d21'
let emulator: Emulator
let ws: SampleWorkspace
sampleEmulatorAround(TOKEN, (started) => (emulator = started))
sampleWorkspaceAround((created) => (ws = created))

/** `attest-junit` of the sample's reports into the flow `shop`, as the runner gives `matrix`. */
const attest = (inputs: Record<string, string>) =>
  runWith(ws, emulator.url, TOKEN, {
    command: 'attest-junit',
    flow: 'shop',
    junit: 'test-results/*.xml',
    ...inputs
  })

/** The warnings besides the one that says the sample's tests failed (issue 22.2: always there). */
const warnings = (stdout: string) =>
  stdout
    .split('\n')
    .filter((l) => l.startsWith('::warning') && !l.startsWith('::warning::Tests failed:'))

describe('attest-junit in a matrix leg', () => {
  it('warns under the default name, naming the leg and the fix, and still attests', async () => {
    emulator.reset()
    const r = await attest({ matrix: '{"os":"windows-latest","node":20}' })
    expect(r.code).toBe(0)
    const [warning, ...others] = warnings(r.stdout)
    expect(others).toEqual([])
    expect(warning).toContain('one leg of a matrix (os=windows-latest, node=20)')
    expect(warning).toContain("attests under the default name 'junit'")
    expect(warning).toContain('attestation-name: junit-${{ matrix.os }}')
    expect(r.summary).toContain('one leg of a matrix (os=windows-latest, node=20)')
    expect(r.summary).toContain('Attestation <code>junit</code> recorded')
    expect(emulator.state().attestations.map((a) => a.attestation_name)).toEqual(['junit'])
  })

  it('does not warn when the leg attests under its own name, and the summary names it', async () => {
    emulator.reset()
    const r = await attest({
      matrix: '{"os":"windows-latest"}',
      'attestation-name': 'junit-windows-latest'
    })
    expect(r.code).toBe(0)
    expect(warnings(r.stdout)).toEqual([])
    expect(r.summary).toContain('Attestation <code>junit-windows-latest</code> recorded')
    expect(emulator.state().attestations.map((a) => a.attestation_name)).toEqual([
      'junit-windows-latest'
    ])
  })

  it('does not warn outside a matrix (the runner gives null, the harness nothing)', async () => {
    for (const matrix of ['null', '', '{}']) {
      const r = await attest({ matrix })
      expect([matrix, r.code, warnings(r.stdout)]).toEqual([matrix, 0, []])
    }
  })

  it('refuses a matrix value that is not the JSON of a matrix, naming the input', async () => {
    emulator.reset()
    const r = await attest({ matrix: 'ubuntu-latest' })
    expect(r.code).toBe(1)
    expect(printedBy(r)).toMatch(/Input 'matrix' must be the JSON of the matrix.*"ubuntu-latest"/)
    expect(emulator.requests()).toEqual([])
  })
})
