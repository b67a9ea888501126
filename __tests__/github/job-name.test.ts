/**
 * This job's key (src/github/job-name.ts): the digest of the name GitHub gives the job's check
 * run, read once however often it is asked for, from GitHub's Checks API on loopback; nothing
 * asked without the job's check run id or a token; a refused read is left to the check run's
 * own warning, any other failure warned once.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import http from 'node:http'
import { checkRunName, jobKeyOf, jobKeyOnce } from '../../src/github/job-name.js'
import { serverAround } from '../helpers/e2e.js'
import { closeServer, listenOnLoopback } from '../helpers/loopback.js'

/** GitHub's Checks API for one check run: `answers` by id (status and body), what was asked. */
const answers = new Map<number, { status: number; body: unknown }>()
const asked: string[] = []
let apiUrl = ''

serverAround(
  async () => {
    const server = http.createServer((req, res) => {
      asked.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`)
      const id = Number(/\/check-runs\/(\d+)$/.exec(req.url ?? '')?.[1])
      const answer = answers.get(id) ?? { status: 404, body: { message: 'Not Found' } }
      res.writeHead(answer.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(answer.body))
    })
    apiUrl = `http://127.0.0.1:${await listenOnLoopback(server)}`
    return { close: () => closeServer(server) }
  },
  () => undefined
)
beforeEach(() => {
  answers.clear()
  asked.length = 0
})

const lookup = (checkRunId?: number, token = 'ghs_jobNameToken0123') => ({
  repository: 'acme/shop',
  token,
  apiUrl,
  ...(checkRunId !== undefined && { checkRunId })
})

describe("this job's key", () => {
  it('is a short digest of the name, the same for the same name, another for another', () => {
    expect(jobKeyOf('web / build')).toMatch(/^[0-9a-f]{16}$/)
    expect(jobKeyOf('web / build')).toBe(jobKeyOf('web / build'))
    expect(jobKeyOf('web / build')).not.toBe(jobKeyOf('billing / build'))
    expect(jobKeyOf('x'.repeat(10_000))).toHaveLength(16)
  })

  it("is read from the job's check run, once however often it is asked for", async () => {
    answers.set(7001, { status: 200, body: { id: 7001, name: 'web / build (ubuntu-latest)' } })
    const warnings: string[] = []
    const key = jobKeyOnce(lookup(7001), (w) => warnings.push(w))
    expect(await Promise.all([key(), key()])).toEqual([
      jobKeyOf('web / build (ubuntu-latest)'),
      jobKeyOf('web / build (ubuntu-latest)')
    ])
    expect(await key()).toBe(jobKeyOf('web / build (ubuntu-latest)'))
    expect(asked).toEqual(['GET /repos/acme/shop/check-runs/7001 token ghs_jobNameToken0123'])
    expect(warnings).toEqual([])
  })

  it('asks nothing without the check run id (GitHub Enterprise Server) or a token', async () => {
    for (const l of [lookup(), lookup(7001, ''), { ...lookup(7001), repository: '' }]) {
      expect(await jobKeyOnce(l, () => undefined)()).toBeUndefined()
    }
    expect(asked).toEqual([])
  })

  it('a refused read (403, 404) says nothing: the check run says what permission is missing', async () => {
    answers.set(7002, { status: 403, body: { message: 'Resource not accessible by integration' } })
    const warnings: string[] = []
    for (const id of [7002, 7003]) {
      expect(await jobKeyOnce(lookup(id), (w) => warnings.push(w))()).toBeUndefined()
    }
    expect(warnings).toEqual([])
  })

  it('another failure, or an answer without a name, is warned once, naming the check run', async () => {
    answers.set(7004, { status: 500, body: { message: 'Server Error' } })
    answers.set(7005, { status: 200, body: { id: 7005 } })
    const warnings: string[] = []
    for (const id of [7004, 7005]) {
      const key = jobKeyOnce(lookup(id), (w) => warnings.push(w))
      expect([await key(), await key()]).toEqual([undefined, undefined])
    }
    expect(warnings).toEqual([
      expect.stringMatching(
        /^This job's name could not be read from GitHub \(its check run 7004: .*Server Error/
      ),
      expect.stringMatching(/its check run 7005: GitHub answered a check run without a name\)/)
    ])
    expect(warnings[0]).toMatch(/told apart only by their check-name\.$/)
  })

  it('checkRunName is the check run of the given repository, by id', async () => {
    answers.set(7006, { status: 200, body: { id: 7006, name: 'billing / build' } })
    await expect(checkRunName(lookup(), 7006)).resolves.toBe('billing / build')
    await expect(checkRunName(lookup(), 7007)).rejects.toMatchObject({ status: 404 })
  })
})
