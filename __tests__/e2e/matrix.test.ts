/**
 * A matrix leg attesting JUnit results: the default attestation name warns, naming the fix; a
 * name of its own does not; the summary says the name attested under (docs/matrix-builds.md).
 * Each leg's check run carries the leg's values in its name and title, so that the legs of one
 * commit can be told apart.
 */
import { describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import {
  printedBy,
  runWith,
  samplePartsAround,
  serverAround,
  type RunOptions
} from '../helpers/e2e.js'
import { startGitHubStub, type GitHubStub } from '../helpers/github-stub.js'

const TOKEN = 'matrix-token-5d21'
let emulator: Emulator
let ws: SampleWorkspace
samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts))

/** `attest-junit` of the sample's reports into the flow `shop`, as the runner gives `matrix`. */
const attest = (inputs: Record<string, string>, opts: RunOptions = {}) =>
  runWith(
    ws,
    emulator.url,
    TOKEN,
    { command: 'attest-junit', flow: 'shop', junit: 'test-results/*.xml', ...inputs },
    opts
  )

/** The warnings besides the one that says the sample's tests failed (issue 22.2: always there). */
const warnings = (stdout: string) =>
  stdout
    .split('\n')
    .filter((l) => l.startsWith('::warning') && !l.startsWith('::warning::Tests failed:'))

describe('attest-junit in a matrix leg', () => {
  it('warns under the default name, naming the leg and the fix, and still attests', async () => {
    const r = await attest({ matrix: '{"os":"windows-latest","node":20}' })
    expect(r.code).toBe(0)
    const [warning, ...others] = warnings(r.stdout)
    expect(others).toEqual([])
    expect(warning).toContain('one leg of a matrix (os: windows-latest, node: 20)')
    expect(warning).toContain("attests under the default name 'junit'")
    expect(warning).toContain('attestation-name: junit-${{ matrix.os }}')
    expect(r.summary).toContain('one leg of a matrix (os: windows-latest, node: 20)')
    expect(r.summary).toContain('Attestation <code>junit</code> recorded')
    expect(emulator.state().attestations.map((a) => a.attestation_name)).toEqual(['junit'])
  })

  it('does not warn when the leg attests under its own name, and the summary names it', async () => {
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
    const r = await attest({ matrix: 'ubuntu-latest' })
    expect(r.code).toBe(1)
    expect(printedBy(r)).toMatch(/Input 'matrix' must be the JSON of the matrix.*"ubuntu-latest"/)
    expect(emulator.requests()).toEqual([])
  })
})

describe('the check runs of a matrix', () => {
  const GH_TOKEN = 'ghs_matrixCheckRuns0123456789'
  let github: GitHubStub
  serverAround(startGitHubStub, (started) => (github = started))

  /** The check runs the legs created: name, commit and title of each, in order. */
  const created = () =>
    github
      .requests()
      .filter((q) => q.method === 'POST')
      .map((q) => q.body as { name: string; head_sha: string; output: { title: string } })

  /** One leg of `os`, with a GitHub token, against the stub. */
  const leg = (os: string, inputs: Record<string, string> = {}) =>
    attest(
      {
        matrix: JSON.stringify({ os, node: 20 }),
        'attestation-name': `junit-${os}`,
        'github-token': GH_TOKEN,
        ...inputs
      },
      { env: { GITHUB_API_URL: github.url } }
    )

  it('three legs on one commit give three check runs, each named and titled by its leg', async () => {
    const legs = ['ubuntu-latest', 'windows-latest', 'macos-latest']
    for (const os of legs) expect((await leg(os)).code).toBe(0)
    const runs = created()
    expect(runs.map((r) => r.name)).toEqual(legs.map((os) => `Compliance (os: ${os}, node: 20)`))
    expect(runs.map((r) => r.head_sha)).toEqual(legs.map(() => ws.head))
    // The title names the leg too, after why it is red (the sample's failing test): the check
    // run's page shows it.
    for (const [i, os] of legs.entries()) {
      expect(runs[i].output.title).toMatch(
        /^Tests failed: 1 failed — cart\.Total › applies discount · os: [a-z-]+, node: 20$/
      )
      expect(runs[i].output.title.endsWith(` · os: ${os}, node: 20`)).toBe(true)
    }
  })

  it('a check-name of its own is used as given; the title still names the leg', async () => {
    const before = created().length
    const r = await leg('windows-latest', { 'check-name': 'Tests on Windows' })
    expect(r.code).toBe(0)
    const [run] = created().slice(before)
    expect(run.name).toBe('Tests on Windows')
    expect(run.output.title).toMatch(/ · os: windows-latest, node: 20$/)
  })
})
