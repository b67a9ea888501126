/**
 * Fetching a blob (src/outbox/artifact.ts `fetchCounted`) from a loopback blob store that is
 * sick or hostile: every byte counted and none kept past the bound, however the answer is
 * framed; a total deadline from the request to the last byte, whether the store trickles its
 * body or never answers at all.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import http from 'node:http'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { fetchCounted } from '../../src/outbox/artifact.js'
import { closeServer, listenOnLoopback } from '../helpers/loopback.js'
import { tempFolder } from './helpers.js'

const KiB = 1024
let base: string
let server: http.Server
let dir: string
let remove: () => Promise<void>
const timers: NodeJS.Timeout[] = []

/** What the store does, by path. */
const routes: Record<string, (res: http.ServerResponse) => void> = {
  '/ok': (res) => res.end(Buffer.alloc(10 * KiB, 1)),
  // Chunked, so no length is declared: only counting can stop it.
  '/endless': (res) => {
    res.writeHead(200, { 'content-type': 'application/zip' })
    const more = (): void => {
      if (res.destroyed) return
      if (res.write(Buffer.alloc(64 * KiB))) setImmediate(more)
      else res.once('drain', more)
    }
    more()
  },
  '/declared': (res) => {
    res.writeHead(200, { 'content-length': String(64 * KiB * KiB) })
    res.write('x')
  },
  '/trickle': (res) => {
    res.writeHead(200)
    timers.push(setInterval(() => res.destroyed || res.write('x'), 50))
  },
  '/silent': () => undefined,
  '/gone': (res) => {
    res.writeHead(404)
    res.end('{"message":"Not Found"}')
  }
}

beforeAll(async () => {
  server = http.createServer((req, res) => routes[req.url ?? '']?.(res))
  base = `http://127.0.0.1:${await listenOnLoopback(server)}`
})
afterAll(() => closeServer(server))
beforeEach(async () => ({ dir, remove } = await tempFolder()))
afterEach(async () => {
  for (const t of timers.splice(0)) clearInterval(t)
  await remove()
})

const file = (): string => path.join(dir, 'artifact.zip')
const size = async (): Promise<number> => (await stat(file()).catch(() => ({ size: 0 }))).size

describe('the bound', () => {
  it('a blob within it is kept whole', async () => {
    await fetchCounted(`${base}/ok`, file(), 10 * KiB)
    expect(await size()).toBe(10 * KiB)
  })

  it('an endless body without a declared length stops past the bound, no byte past it kept', async () => {
    await expect(fetchCounted(`${base}/endless`, file(), 256 * KiB)).rejects.toThrow(
      'its zip runs over the bound of 262,144 bytes'
    )
    expect(await size()).toBeLessThanOrEqual(256 * KiB)
  })

  it('a declared length over the bound is refused before its body is read', async () => {
    await expect(fetchCounted(`${base}/declared`, file(), KiB)).rejects.toThrow(
      'it is 67,108,864 bytes zipped, over the bound of 1,024 bytes'
    )
    expect(await size()).toBe(0)
  })

  it('an answer other than 200 is said', async () => {
    await expect(fetchCounted(`${base}/gone`, file(), KiB)).rejects.toThrow(
      'the blob store answered 404'
    )
  })
})

describe('the deadline counts from the request to the last byte', () => {
  it.each([
    ['a body that trickles a byte every 50 ms', '/trickle'],
    ['a store that never answers', '/silent']
  ])('%s', async (_, route) => {
    const started = Date.now()
    await expect(fetchCounted(`${base}${route}`, file(), 64 * KiB, 400)).rejects.toThrow(
      'the download took longer than 0.4 s'
    )
    // Not before the deadline (a busy machine only makes it later, so no upper bound here).
    expect(Date.now() - started).toBeGreaterThanOrEqual(390)
  })
})
