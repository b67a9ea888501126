/**
 * The checks the API client no longer repeats (it trusts its options): config.ts refuses a
 * base-url with credentials and a token that cannot go in a header, without printing either.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readConfig } from '../src/config.js'
import { InputError } from '../src/errors.js'

let workspace: string
const write = process.stdout.write.bind(process.stdout)

beforeAll(() => {
  workspace = mkdtempSync(path.join(os.tmpdir(), 'config-safety-'))
  // registerSecret masks through core.setSecret (`::add-mask::` on stdout): mute those lines.
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) =>
    String(chunk).startsWith('::add-mask::')
      ? true
      : write(chunk, ...rest)) as typeof process.stdout.write
})
afterAll(() => {
  process.stdout.write = write
  rmSync(workspace, { recursive: true, force: true })
})

async function refusal(inputs: Record<string, string>): Promise<InputError> {
  const env: NodeJS.ProcessEnv = {
    GITHUB_WORKSPACE: workspace,
    INPUT_COMMAND: 'search',
    INPUT_ORG: 'acme',
    'INPUT_SEARCH-VALUE': 'c'.repeat(40),
    'INPUT_API-TOKEN': 'tok-valid-123-4567',
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]))
  }
  try {
    await readConfig(env)
  } catch (err) {
    if (err instanceof InputError) return err
    throw err
  }
  throw new Error('expected an InputError')
}

describe('config refuses what the client would otherwise send or print', () => {
  it('a base-url carrying credentials, without printing them', async () => {
    const err = await refusal({ 'base-url': 'https://me:hunter2pass@records.example.com/api/v2' })
    expect(err.input).toBe('base-url')
    expect(err.message).toContain('must not carry credentials')
    expect(err.message).not.toContain('hunter2pass')
  })

  it('a token with whitespace inside, without printing it', async () => {
    const err = await refusal({ 'api-token': 'tok-abc def-secret' })
    expect(err.input).toBe('api-token')
    expect(err.message).toContain('cannot be sent in an HTTP header')
    expect(err.message).not.toContain('def-secret')
  })

  it('accepts a clean token and URL', async () => {
    const { config } = await readConfig({
      GITHUB_WORKSPACE: workspace,
      INPUT_COMMAND: 'search',
      INPUT_ORG: 'acme',
      'INPUT_API-TOKEN': 'tok-valid-123-4567',
      'INPUT_SEARCH-VALUE': 'c'.repeat(40),
      'INPUT_BASE-URL': 'https://records.example.com'
    })
    expect(config).toMatchObject({ baseUrl: 'https://records.example.com/api/v2' })
  })
})
