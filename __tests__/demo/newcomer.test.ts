/**
 * What a newcomer runs first (issue 39, item 6): `npm run local-action` with `.env.example`
 * warns about nothing they did not cause, and the demo's words match what it prints.
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'
import { GLOSSARY } from '../../demo/glossary.js'
import { readableSummary } from '../../demo/readable.js'
import type { Emulator } from '../../emulator/server.js'
import { runInProcess } from '../helpers/action.js'
import { sampleEmulatorAround } from '../helpers/e2e.js'

const ROOT = process.cwd()
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8')

describe('npm run local-action with .env.example', () => {
  let emulator: Emulator
  sampleEmulatorAround('demo-token-0123456789', (started) => (emulator = started))

  /** This checkout's remotes: a clone has `origin`, a worktree or a bare copy may not. */
  const hasOrigin = (): boolean =>
    execFileSync('git', ['remote'], { cwd: ROOT, encoding: 'utf8' }).split('\n').includes('origin')

  it('warns only of the failing test it reports on purpose', async () => {
    const example = parseEnv(readFileSync(path.join(ROOT, '.env.example'), 'utf8'))
    const inputs: Record<string, string> = {}
    const runner: Record<string, string | undefined> = {}
    for (const [name, value] of Object.entries(example)) {
      if (name.startsWith('INPUT_')) inputs[name.slice('INPUT_'.length).toLowerCase()] = value ?? ''
      else if (name.startsWith('GITHUB_') && name !== 'GITHUB_STEP_SUMMARY') runner[name] = value
    }
    // The service is the test's emulator; the runner's variables are only what the file sets
    // (local-action sets no others), the folders and files of the harness aside.
    inputs['base-url'] = emulator.url
    const unset = [
      'GITHUB_REPOSITORY_ID',
      'GITHUB_REPOSITORY_OWNER',
      'GITHUB_JOB',
      'GITHUB_RUN_ATTEMPT'
    ]
    const env = { ...Object.fromEntries(unset.map((k) => [k, undefined])), ...runner }
    const r = await runInProcess({ workspace: ROOT, inputs, env })
    expect(r.code).toBe(0)
    const warnings = r.stdout.split('\n').filter((l) => l.startsWith('::warning'))
    const expected = [
      ...(hasOrigin()
        ? []
        : ['::warning::Repo URL will not be reported as there is no remote named origin']),
      expect.stringMatching(/^::warning::Tests failed: 1 failed — src\/sum\.test\.ts › sum fails/)
    ]
    expect(warnings).toEqual(expected)
    expect(r.summary.match(/^## Records: /gm)).toHaveLength(1)
  })
})

describe('npm run local-action: the job summary', () => {
  const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8')
  const script = readFileSync(path.join(ROOT, 'script/local-action.sh'), 'utf8')

  it('goes to a file the script prints after the outputs, and .env.example says which', () => {
    // /dev/stdout loses it when the output is a file (`npm run local-action > out.txt`).
    expect(parseEnv(example).GITHUB_STEP_SUMMARY).toBeUndefined()
    const file = '.scratch/local-action/summary.md'
    expect(example).toContain(file)
    expect(script).toMatch(/summary="\$scratch\/summary\.md"/)
    expect(script).toContain('scratch="$PWD/.scratch/local-action"')
    expect(script).toMatch(/GITHUB_STEP_SUMMARY="\$summary"[^]*local-action[^]*\ncat "\$summary"/)
  })
})

describe('npm run demo', () => {
  it('prints as many lines on the words as the README says, one bullet each, naming each word', () => {
    const said = /prints what a person would see: (\w+) lines on what (.+?) are,/s.exec(README)
    expect(said).not.toBeNull()
    const [, howMany, words] = said as RegExpExecArray
    expect(['one', 'two', 'three', 'four', 'five'].indexOf(howMany) + 1).toBe(GLOSSARY.length)
    expect(GLOSSARY.every((l) => l.startsWith('- ') && !l.includes('\n'))).toBe(true)
    for (const word of words.replace(/\s+/g, ' ').split(/, (?:and )?| and /)) {
      const term = word.replace(/^an? /, '')
      expect({ term, said: GLOSSARY.some((l) => l.includes(`${term}: `)) }).toEqual({
        term,
        said: true
      })
    }
  })

  it("shows an artifact's template and fingerprint on the artifact's row, not rows of their own", () => {
    const md =
      '| Artifact | Type |\n|---|---|\n' +
      '| shop.tar.gz<br><sub>template <code>shop</code></sub> | file |\n' +
      '| site<br><code>6674935b30c3</code> | dir |\n'
    const rows = readableSummary(md)
      .split('\n')
      .filter((l) => l.trim() !== '')
    expect(rows).toHaveLength(3)
    expect(rows[1]).toMatch(/^shop\.tar\.gz \(template shop\)\s+file$/)
    expect(rows[2]).toMatch(/^site 6674935b30c3\s+dir$/)
  })
})
