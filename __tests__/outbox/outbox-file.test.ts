/**
 * An outbox as a file (src/outbox/outbox-file.ts): what stays in clear, the round trip through the
 * seal and the checks, each refusal naming the outbox, the bound read before the file, and an
 * outbox written by the previous release (version 2).
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdir, readFile, truncate, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  MAX_OUTBOX_BYTES,
  OUTBOX_FORMAT,
  OUTBOX_LEGACY_VERSION
} from '../../src/outbox/document.js'
import {
  OutboxRefusedError,
  openOutboxFile,
  outboxFiles,
  writeOutboxFile
} from '../../src/outbox/outbox-file.js'
import { rejection } from '../api/helpers.js'
import { HERE, ORG, content, legacy, tempFolder } from './helpers.js'

const TOKEN = 'kosli_file-unit-0123456789'
let dir: string
let remove: () => Promise<void>
beforeEach(async () => ({ dir, remove } = await tempFolder()))
afterEach(() => remove())

const refusal = (file: string, token = TOKEN, org = ORG): Promise<OutboxRefusedError> =>
  rejection(openOutboxFile(file, 'the outbox here', token, org), OutboxRefusedError)

describe('writing an outbox', () => {
  it('keeps in clear only its format, version, when, and the run — never the origin’s org, flow, trail, commit or check name', async () => {
    // The delivery hands the whole origin as the source.
    const file = await writeOutboxFile(dir, content(), HERE, TOKEN)
    const text = await readFile(file, 'utf8')
    const doc = JSON.parse(text) as Record<string, unknown>
    expect(Object.keys(doc).sort()).toEqual([
      'format',
      'seal',
      'sealed',
      'source',
      'version',
      'written'
    ])
    expect(doc.source).toEqual({ repository: 'acme/shop', run: '4242', job: 'build', attempt: '1' })
    expect(doc.version).toBe(3)
    for (const hidden of [
      HERE.flow,
      HERE.trail,
      HERE.commit,
      HERE.checkName,
      'backend.tar',
      'unit-tests'
    ]) {
      expect(text).not.toContain(String(hidden))
    }
  })

  it('opens again with the token: the writes, their origin, and the run', async () => {
    const held = content()
    const file = await writeOutboxFile(dir, held, HERE, TOKEN)
    const opened = await openOutboxFile(file, 'the outbox here', TOKEN, ORG)
    expect(opened.content).toEqual(held)
    expect(opened.content.origins).toEqual([HERE])
    expect(opened.source).toEqual({
      repository: 'acme/shop',
      run: '4242',
      job: 'build',
      attempt: '1'
    })
    expect(opened.name).toBe('the outbox here')
  })
})

describe('opening refuses the whole outbox, naming it and saying why', () => {
  it('sealed with another token', async () => {
    const file = await writeOutboxFile(dir, content(), HERE, 'kosli_another-token-0123')
    expect((await refusal(file)).message).toMatch(
      /^The outbox the outbox here is refused, and nothing was sent: it was sealed with another api-token/
    )
  })

  it('holding a write for another org', async () => {
    const file = await writeOutboxFile(dir, content(), HERE, TOKEN)
    expect((await refusal(file, TOKEN, 'other-org')).message).toMatch(
      /is for the org 'acme', not for 'other-org'/
    )
  })

  it('over the bound: refused by its size, unread', async () => {
    const file = path.join(dir, 'records-outbox.json')
    await writeFile(file, '')
    await truncate(file, MAX_OUTBOX_BYTES + 1) // sparse: nothing is written
    expect((await refusal(file)).message).toMatch(
      /it is 67,108,865 bytes, over the bound of 67,108,864 bytes$/
    )
  })

  it('not JSON', async () => {
    const file = path.join(dir, 'records-outbox.json')
    await writeFile(file, 'PK\u0003\u0004')
    expect((await refusal(file)).message).toMatch(/: it is not JSON$/)
  })
})

describe('an outbox written by the previous release (version 2, HKDF, the count in clear)', () => {
  const v2 = (writes: number, held = content()): string =>
    legacy(
      {
        format: OUTBOX_FORMAT,
        version: OUTBOX_LEGACY_VERSION,
        written: HERE.written,
        source: { ...HERE },
        writes
      },
      held,
      TOKEN
    )

  it('still opens, with its checks', async () => {
    const held = content()
    const file = path.join(dir, 'records-outbox.json')
    await writeFile(file, v2(3, held))
    expect((await openOutboxFile(file, 'old', TOKEN, ORG)).content).toEqual(held)
  })

  it('is refused when the count it gives in clear is not what it holds', async () => {
    const file = path.join(dir, 'records-outbox.json')
    await writeFile(file, v2(1))
    expect((await refusal(file)).message).toMatch(/it says it holds 1 writes but holds 3$/)
  })
})

it('outboxFiles finds every records-outbox.json under a folder, in order, or takes a file as it is', async () => {
  for (const sub of ['b', 'a/deeper', 'c']) {
    await mkdir(path.join(dir, sub), { recursive: true })
    await writeFile(path.join(dir, sub, sub === 'c' ? 'other.json' : 'records-outbox.json'), '{}')
  }
  expect(await outboxFiles(dir)).toEqual([
    path.join(dir, 'a/deeper/records-outbox.json'),
    path.join(dir, 'b/records-outbox.json')
  ])
  expect(await outboxFiles(path.join(dir, 'c/other.json'))).toEqual([
    path.join(dir, 'c/other.json')
  ])
})
