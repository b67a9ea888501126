/**
 * The inputs every command that talks to the records service reads: token, address, org,
 * dry run and the request settings. The client trusts what this returns.
 */
import { InputError } from '../errors.js'
import { DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_SECONDS } from '../api/client.js'
import { registerSecret } from '../util/secrets.js'
import {
  INPUT_VARIABLES,
  readBool,
  readChoice,
  readInt,
  readSourced,
  requireMatch,
  type Env
} from './read.js'
import type { GitHubContext } from '../context/github.js'
import { previewReason } from '../context/github.js'

export interface ServiceInputs {
  /** '' only in a dry run without a token; masked before anything is logged. */
  apiToken: string
  /** Where the token was read from, for the hint of a 401: `the api-token input`, … */
  apiTokenFrom?: string
  /** Always ends with /api/v2, no trailing slash. */
  baseUrl: string
  org: string
  dryRun: boolean
  maxRetries: number
  timeoutSeconds: number
  /** What a write that cannot be delivered does: wait in the outbox, or fail the step. */
  onServiceDown?: 'defer' | 'fail'
  /**
   * Why this run is a preview (nothing sent, outcome from the tests only): a fork or Dependabot
   * pull request, which GitHub runs without secrets. Implies dryRun.
   */
  preview?: string
}

export const ON_SERVICE_DOWN = ['defer', 'fail'] as const

/** The token value that switches dry-run on, as in the CLI. */
export const DRY_RUN_TOKEN = 'DRY_RUN'
/** Shorter than this cannot be a real token, and masking it would blank common words. */
export const MIN_TOKEN_LENGTH = 8

/**
 * A secret input: refused (without showing it) when it is too short to be a token, else
 * registered for masking. Refusing comes first: masking `true` would blank every "true".
 */
export function readSecret(env: Env, input: string): string {
  const sourced = readSourced(env, input)
  const { value } = sourced
  if (value !== '' && value !== DRY_RUN_TOKEN && value.length < MIN_TOKEN_LENGTH) {
    throw new InputError(
      input,
      '',
      `is ${value.length} characters long: too short to be a token (at least ${MIN_TOKEN_LENGTH})`,
      {
        variable: sourced.origin === 'variable' ? INPUT_VARIABLES[input] : undefined,
        hideValue: true
      }
    )
  }
  // Never echo it: say only what is wrong with it.
  if (/[^\x21-\x7e]/.test(value)) {
    throw new InputError(
      input,
      '',
      'contains whitespace or characters that cannot be sent in an HTTP header (for example ' +
        'a trailing newline); check the secret',
      {
        variable: sourced.origin === 'variable' ? INPUT_VARIABLES[input] : undefined,
        hideValue: true
      }
    )
  }
  // DRY_RUN is a switch, not a secret: masking it would blank the word in every log.
  if (value !== DRY_RUN_TOKEN) registerSecret(value)
  return value
}

/** `base-url` → the API root ending with /api/v2. Never echoes credentials. */
export function apiBaseUrl(raw: string, variable?: string): string {
  const refuse = (reason: string): InputError =>
    new InputError('base-url', withoutCredentials(raw), reason, { variable })
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw refuse('must be an http(s) URL')
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host === '') {
    throw refuse('must be an http(s) URL')
  }
  if (url.username !== '' || url.password !== '') {
    throw refuse('must not carry credentials (the token goes in api-token)')
  }
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(raw)) {
    throw refuse('must not have a ?query or #fragment')
  }
  const trimmed = raw.replace(/\/+$/, '')
  return trimmed.endsWith('/api/v2') ? trimmed : `${trimmed}/api/v2`
}

/** The text of a URL-ish value with anything before an `@` in its authority replaced. */
export function withoutCredentials(raw: string): string {
  return raw.replace(/^([^:/?#]*:\/*)[^/?#]*@/, '$1***@')
}

export function readServiceInputs(env: Env, github?: GitHubContext): ServiceInputs {
  const apiToken = readSecret(env, 'api-token')
  const tokenOrigin = readSourced(env, 'api-token').origin
  // Without secrets on a fork's or Dependabot's pull request: a preview, not a failure.
  const preview = !apiToken && github ? previewReason(github) : undefined
  const dryRun = readBool(env, 'dry-run') || apiToken === DRY_RUN_TOKEN || preview !== undefined
  if (!apiToken && !dryRun) {
    throw new InputError('api-token', '', 'is required (or set KOSLI_API_TOKEN)')
  }
  const base = readSourced(env, 'base-url')
  const baseUrl = apiBaseUrl(base.value, base.origin === 'variable' ? 'KOSLI_HOST' : undefined)
  const org = readSourced(env, 'org').value
  if (!org) throw new InputError('org', '', 'is required (or set KOSLI_ORG)')
  requireMatch('org', org, 'org')
  return {
    apiToken,
    apiTokenFrom:
      tokenOrigin === 'variable' ? 'the KOSLI_API_TOKEN variable' : 'the api-token input',
    baseUrl,
    org,
    dryRun,
    maxRetries: readInt(env, 'max-retries', 0, 10) ?? DEFAULT_MAX_RETRIES,
    timeoutSeconds: readInt(env, 'timeout-seconds', 1, 3600) ?? DEFAULT_TIMEOUT_SECONDS,
    onServiceDown: readChoice(env, 'on-service-down', ON_SERVICE_DOWN),
    ...(preview ? { preview } : {})
  }
}
