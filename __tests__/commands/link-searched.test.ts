/** linkSearchedArtifacts: each reported artifact linked to the page of what the search found. */
import { describe, expect, it } from '@jest/globals'
import { linkSearchedArtifacts } from '../../src/commands/search.js'
import type { ArtifactRow, SearchOutcome } from '../../src/results.js'

const artifact = (name: string, fingerprint?: string): ArtifactRow => ({
  name,
  path: `build/${name}`,
  type: 'file',
  ...(fingerprint ? { stage: 'fingerprinted', fingerprint } : { stage: 'unreadable' })
})

describe('linkSearchedArtifacts', () => {
  it("prefers this flow's record of a fingerprint, else the first one found", () => {
    const x = 'a'.repeat(64)
    const y = 'b'.repeat(64)
    const search: SearchOutcome = {
      value: 'c'.repeat(40),
      result: {
        artifacts: [
          { fingerprint: x, flow: 'other', html_url: 'https://x/other' },
          { fingerprint: y, pipeline: 'other', html_url: 'https://y/first' },
          { fingerprint: x, flow: 'ours', html_url: 'https://x/ours' },
          { fingerprint: x, flow: 'ours', html_url: 'https://x/ours-later' },
          { fingerprint: y, pipeline: 'third', html_url: 'https://y/second' }
        ]
      }
    }
    const linked = linkSearchedArtifacts(
      [
        artifact('x.bin', x),
        artifact('y.bin', y),
        artifact('z.bin', 'd'.repeat(64)),
        artifact('e')
      ],
      search,
      'ours'
    )
    expect(linked.map((a) => a.htmlUrl)).toEqual([
      'https://x/ours',
      'https://y/first',
      undefined,
      undefined
    ])
    expect(linked[2]).toEqual(artifact('z.bin', 'd'.repeat(64)))
  })

  it('matches a flow given as `pipeline` by older services', () => {
    const x = 'a'.repeat(64)
    const search: SearchOutcome = {
      value: x,
      result: {
        artifacts: [
          { fingerprint: x, flow: 'other', html_url: 'https://x/other' },
          { fingerprint: x, pipeline: 'ours', html_url: 'https://x/ours' }
        ]
      }
    }
    expect(linkSearchedArtifacts([artifact('x.bin', x)], search, 'ours')[0].htmlUrl).toBe(
      'https://x/ours'
    )
  })
})
