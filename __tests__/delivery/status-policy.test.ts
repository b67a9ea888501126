/**
 * The status-policy table (src/delivery/status-policy.ts) is the only place a status class is
 * decided, and the texts a user reads say what it says: each column, worded from the table,
 * appears in README.md, action.yml, docs/delivery.md and docs/bad-day.md after its label, and
 * docs/delivery.md shows the whole table. Change one entry and the behaviour changes (the
 * client, the gate and the delivery read it) and this test fails until the texts follow.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  FAILURE_CLASSES,
  STATUS_POLICY,
  classOf,
  type FailureClass,
  type Treatment
} from '../../src/delivery/status-policy.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const read = (file: string): string =>
  readFileSync(path.join(ROOT, file), 'utf8').replace(/\s+/g, ' ')

const FOUR = ['401', '403', '409', '429'] as const
const FIVE = ['500', '501', '502', '503', '504'] as const
const TRANSPORT: Array<[FailureClass, string]> = [
  ['timeout', 'a timeout'],
  ['connection', 'a failed connection'],
  ['proxy', 'a proxy that cannot be reached or refuses the tunnel'],
  ['fatal', 'a transport error a retry cannot fix'],
  ['other', 'any other answer']
]

/** One status family: `5xx except 501` when the rest of it is in, else the members that are. */
function family(
  members: readonly FailureClass[],
  rest: FailureClass,
  name: string,
  has: (c: FailureClass) => boolean
): string[] {
  if (!has(rest)) return members.filter(has)
  const out = members.filter((c) => !has(c))
  return [out.length === 0 ? name : `${name} except ${out.join(', ')}`]
}

/** What the table says of one column, in the words the texts use. */
function worded(has: (c: FailureClass) => boolean): string {
  return [
    ...family(FOUR, 'other 4xx', '4xx', has),
    ...family(FIVE, 'other 5xx', '5xx', has),
    ...TRANSPORT.filter(([c]) => has(c)).map(([, words]) => words)
  ].join(', ')
}

const column = (pick: (t: Treatment) => boolean) => worded((c) => pick(STATUS_POLICY[c]))
const RETRIED = `retried (${column((t) => t.retried)})`
const IN_TROUBLE = `in trouble (${column((t) => t.inTrouble)})`
const DEFERRED = `deferred (${column((t) => t.deferred)})`
const AT_ONCE = `at once (${column((t) => t.stops === 'at once')})`

/** The table as docs/delivery.md shows it, one row per class. */
function tableRows(): string[][] {
  const yes = (b: boolean): string => (b ? 'yes' : '—')
  return [
    ['failure', 'retried', 'in trouble: probed', 'deferred', 'stops the run'],
    ...FAILURE_CLASSES.map((c) => {
      const t = STATUS_POLICY[c]
      return [
        c,
        yes(t.retried),
        yes(t.inTrouble),
        yes(t.deferred),
        t.stops === 'no' ? '—' : t.stops
      ]
    })
  ]
}

function rowsBetween(text: string, start: string, end: string): string[][] {
  const block = text.slice(text.indexOf(start) + start.length, text.indexOf(end))
  return block
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|[\s|:-]+\|$/.test(l))
    .map((l) =>
      l
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim().replace(/^`|`$/g, ''))
    )
}

describe('the status-policy table', () => {
  it('classifies every status and transport failure', () => {
    expect(classOf({ status: 503 })).toBe('503')
    expect(classOf({ status: 507 })).toBe('other 5xx')
    expect(classOf({ status: 418 })).toBe('other 4xx')
    expect(classOf({ status: 302 })).toBe('other')
    expect(classOf({ status: 204 })).toBe('other')
    expect(classOf({ failure: 'timeout' })).toBe('timeout')
    expect(classOf({ failure: 'fatal' })).toBe('fatal')
    expect(classOf({ failure: 'proxy' })).toBe('proxy')
  })

  it('what is in trouble is retried and deferred, and stops the run when its probe gives up', () => {
    for (const c of FAILURE_CLASSES) {
      const t = STATUS_POLICY[c]
      if (t.inTrouble)
        expect([c, t.retried, t.deferred, t.stops]).toEqual([
          c,
          true,
          true,
          'when its probe gives up'
        ])
    }
  })

  it('is the only place a status class is decided: no status compared in the client or delivery/', () => {
    const files = ['src/api/client.ts', 'src/api/attempt.ts', 'src/delivery/gate.ts']
    files.push('src/delivery/delivery.ts', 'src/delivery/create.ts', 'src/delivery/settle.ts')
    for (const file of files) {
      const code = readFileSync(path.join(ROOT, file), 'utf8').replace(
        /\/\*[\s\S]*?\*\/|\/\/.*$/gm,
        ''
      )
      expect([file, code.match(/(?:[=!]==?|[<>]=?)\s*(?:409|429|5\d\d)\b/g)]).toEqual([file, null])
    }
  })

  it('is worded as it is in the README', () => {
    const readme = read('README.md')
    for (const words of [RETRIED, IN_TROUBLE, DEFERRED, AT_ONCE]) expect(readme).toContain(words)
  })

  it('is worded as it is in action.yml (max-retries, on-service-down)', () => {
    const yml = read('action.yml')
    for (const words of [RETRIED, DEFERRED]) expect(yml).toContain(words)
  })

  it('is worded as it is in docs/bad-day.md', () => {
    const doc = read('docs/bad-day.md')
    for (const words of [IN_TROUBLE, DEFERRED, AT_ONCE]) expect(doc).toContain(words)
  })

  it('is shown whole in docs/delivery.md', () => {
    const doc = readFileSync(path.join(ROOT, 'docs/delivery.md'), 'utf8')
    expect(rowsBetween(doc, '<!-- status-policy:start -->', '<!-- status-policy:end -->')).toEqual(
      tableRows()
    )
    expect(doc.replace(/\s+/g, ' ')).toContain(IN_TROUBLE)
  })
})
