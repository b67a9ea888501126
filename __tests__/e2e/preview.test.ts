/**
 * A pull request from a fork or from Dependabot without the api-token is a preview that tells
 * the truth once (issue 32.2), under runner conditions: nothing in the log or the summary says
 * recorded; no check run is named, and none is made though a GitHub token is there; the
 * headline has one word and the reason is given once in the log and once in the summary; the
 * log's first lines outside a group are the notice and the verdict, the CLI-style payloads
 * folded in a group.
 */
import { describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { errorLines, reportWith, samplePartsAround, serverAround } from '../helpers/e2e.js'
import { startGitHubStub, type GitHubStub } from '../helpers/github-stub.js'
import { linesOutsideGroups, shownLines } from '../helpers/runner-log.js'

const TOKEN = 'preview-token-4e1b'
const GH_TOKEN = 'ghs_previewToken0123456789abcdef'

let emulator: Emulator
let ws: SampleWorkspace
let github: GitHubStub
samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts))
serverAround(startGitHubStub, (started) => (github = started))

/** A pull request event whose head is the sample's head commit, from `headRepository`. */
const pullRequest = (headRepository: string) => ({
  pull_request: {
    number: 12,
    head: { sha: ws.head, ref: 'fix', repo: { full_name: headRepository } },
    base: { ref: 'main', repo: { full_name: 'acme/shop' } }
  }
})

/** How often `part` occurs in `text`. */
const occurrences = (text: string, part: string): number => text.split(part).length - 1

describe.each([
  ['a fork', 'pull_request', 'contributor/shop', {}, "GitHub runs a fork's pull request without"],
  [
    'Dependabot',
    'pull_request',
    'acme/shop',
    { GITHUB_ACTOR: 'dependabot[bot]' },
    'whose runs get the Dependabot secrets instead of the Actions secrets'
  ],
  [
    'a fork, on pull_request_target',
    'pull_request_target',
    'contributor/shop',
    {},
    'this workflow passes it no api-token'
  ]
])('a pull request from %s (%s) without the api-token', (_, eventName, head, env, reason) => {
  it('is a preview that claims nothing recorded, names and makes no check run, and says why once', async () => {
    const before = github.requests().length
    const r = await reportWith(
      ws,
      emulator.url,
      '',
      { junit: 'test-results/*.xml', 'github-token': GH_TOKEN },
      { eventName, event: pullRequest(head), env: { GITHUB_API_URL: github.url, ...env } }
    )
    expect(errorLines(r).filter((l) => !l.startsWith('::error title='))).toEqual([])
    expect(r.code).toBe(0)
    expect(emulator.requests()).toEqual([])
    expect(github.requests().slice(before)).toEqual([])

    // Nothing claims a record or a check run.
    for (const text of [r.log, r.summary]) {
      expect(text).not.toMatch(/\brecorded\b/i)
      expect(text).not.toMatch(/Compliance|check run/)
    }
    // One headline word; the reason once in the log and once in the summary.
    expect(occurrences(r.summary, '🧪')).toBe(1)
    expect(r.summary).toContain('**🧪 Preview**')
    const headline = r.summary.slice(0, r.summary.indexOf('\n\n', r.summary.indexOf('🧪')))
    expect(headline).not.toMatch(/dry run/i)
    expect(occurrences(r.log, reason)).toBe(1)
    expect(occurrences(r.summary.replace(/&#39;/g, "'"), reason)).toBe(1)

    // Unfolded, the log opens with the notice and the verdict; the payloads are in a group.
    const outside = linesOutsideGroups(r.log).map((l) => l.line)
    expect(outside[0]).toMatch(/^::notice::Preview: nothing is sent to the records service, /)
    expect(outside[0]).toContain(reason)
    expect(outside[1]).toMatch(/^Verdict: 🧪 Preview — nothing was sent; tests: /)
    const payloads = shownLines(r.log).filter((l) => l.line.includes('THIS IS A DRY-RUN'))
    expect(payloads).toHaveLength(2)
    expect(payloads.every((l) => l.inGroup)).toBe(true)
  })
})
