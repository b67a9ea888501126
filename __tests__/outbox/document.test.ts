/**
 * What an outbox may hold (src/outbox/document.ts): its content round-trips every byte of what
 * would have been sent, and `checkedContent` refuses, naming the write, each thing an outbox
 * cannot hold — before replay sends anything of it.
 */
import { describe, expect, it } from '@jest/globals'
import {
  MAX_OUTBOX_WRITES,
  checkedContent,
  outboxContent,
  requestOf,
  type OutboxContent
} from '../../src/outbox/document.js'
import { ORG, HERE, content, copy, entries } from './helpers.js'

describe('the content of an outbox', () => {
  it('restores each request as it would have been sent: path, JSON body, each file’s bytes', () => {
    const made = entries()
    const held = checkedContent(copy(outboxContent(made, HERE)), ORG)
    expect(held.writes.map(requestOf)).toEqual(made.map((e) => e.request))
    expect(held.writes.map((w) => w.id)).toEqual(made.map((e) => e.id))
  })

  it('keeps each origin once, and a re-deferred write its first origin', () => {
    const [a, b, c] = entries()
    const first = { ...HERE, run: '4000', written: '2026-11-27T08:00:00.000Z' }
    const held = outboxContent([{ ...a, origin: first }, b, { ...c, origin: first }], HERE)
    expect(held.origins).toEqual([first, HERE])
    expect(held.writes.map((w) => w.origin)).toEqual([0, 1, 0])
  })
})

describe('checkedContent refuses what an outbox cannot hold, naming the write', () => {
  const refusal = (alter: (c: OutboxContent) => unknown, org = ORG): string => {
    const held = copy(content())
    alter(held)
    try {
      checkedContent(held, org)
    } catch (err) {
      return (err as Error).message
    }
    throw new Error('accepted')
  }

  it.each([
    [
      'a write without an id',
      (c: OutboxContent) => void ((c.writes[0] as { id?: string }).id = undefined),
      /writes\.0\.id/
    ],
    [
      'an id that is not a UUID',
      (c: OutboxContent) => void (c.writes[0].id = 'one'),
      /writes\.0\.id/
    ],
    [
      'a GET',
      (c: OutboxContent) => void ((c.writes[0] as { method: string }).method = 'GET'),
      /writes\.0\.method/
    ],
    [
      'an unknown kind',
      (c: OutboxContent) => void ((c.writes[0] as { kind: string }).kind = 'delete'),
      /writes\.0\.kind/
    ],
    [
      'a label over 1,000 characters',
      (c: OutboxContent) => void (c.writes[0].label = 'x'.repeat(1001)),
      /writes\.0\.label/
    ],
    [
      'a negative origin',
      (c: OutboxContent) => void (c.writes[0].origin = -1),
      /writes\.0\.origin/
    ],
    [
      'an origin without its run',
      (c: OutboxContent) => void ((c.origins[0] as { run?: string }).run = undefined),
      /origins\.0\.run/
    ],
    [
      'a repeated id',
      (c: OutboxContent) => void (c.writes[1].id = c.writes[0].id),
      /^write 2 \("JUnit unit-tests"\) repeats the id of another write$/
    ],
    [
      'an origin it does not have',
      (c: OutboxContent) => void (c.writes[2].origin = 5),
      /^write 3 \("override unit-tests"\) names an origin the outbox does not have$/
    ],
    [
      'another operation of the service',
      (c: OutboxContent) => void (c.writes[0].path = ['environments', ORG, 'prod']),
      /^write 1 \("artifact backend\.tar"\) is not a write this action makes: /
    ],
    [
      'a climbing path segment',
      (c: OutboxContent) => void (c.writes[0].path = ['artifacts', ORG, '..']),
      /^write 1 .* is not a write this action makes: .*flow_name/
    ],
    [
      'a kind that is not its shape',
      (c: OutboxContent) => void (c.writes[0].kind = 'override'),
      /^write 1 .* says it is a override write but is a artifact$/
    ],
    [
      'a JUnit attestation with a part no attestation has',
      (c: OutboxContent) => {
        const body = c.writes[1].body
        if (body.kind === 'form') body.fields.extra = 'x'
      },
      /^write 2 .* has no part extra/
    ]
  ])('%s', (_, alter, why) => {
    expect(refusal(alter)).toMatch(why)
  })

  it('a text, not an object', () => {
    expect(() => checkedContent('text', ORG)).toThrow(/^it is not an outbox's content \(/)
  })

  it('a write for another org than the replay step’s', () => {
    expect(refusal(() => undefined, 'other-org')).toBe(
      "write 1 (\"artifact backend.tar\") is for the org 'acme', not for 'other-org', the org of this step"
    )
  })

  it(`more than ${MAX_OUTBOX_WRITES} writes: the bound, said as such`, () => {
    expect(
      refusal((c) => {
        c.writes = Array.from({ length: MAX_OUTBOX_WRITES + 1 }, () => c.writes[0])
      })
    ).toBe('it holds more than 10,000 writes, the bound')
  })
})
