/**
 * The inputs every command that talks to the records service reads: token, address, org,
 * dry run and the request settings. The client trusts what this returns.
 */
import { DRY_RUN_TOKEN } from '../api/rules.js'
import { InputError } from '../errors.js'
import { REDACTED, registerSecret } from '../util/secrets.js'
import { httpUrl, withoutTrailingSlashes } from '../util/url.js'
import { INPUT_VARIABLES } from './defaults.js'
import {
  invalid,
  missing,
  readBool,
  readChoice,
  readDefaultedInt,
  readRequired,
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
  /** `http-proxy` (KOSLI_HTTP_PROXY): every request to the service through it, as the CLI's flag. */
  httpProxy?: string
  /** Where `httpProxy` came from, for an error naming it: the input, or KOSLI_HTTP_PROXY. */
  httpProxyFrom?: string
  /** What a write that cannot be delivered does: wait in the outbox, or fail the step. */
  onServiceDown?: 'defer' | 'fail'
  /**
   * Why this run is a preview (nothing sent, outcome from the tests only): a fork or Dependabot
   * pull request, which GitHub runs without secrets. Implies dryRun.
   */
  preview?: string
}

export const ON_SERVICE_DOWN = ['defer', 'fail'] as const

/** Shorter than this cannot be a real token, and masking it would blank common words. */
export const MIN_TOKEN_LENGTH = 8

/**
 * The shortest api-token accepted (docs/bad-day.md, "Sealing"): a published outbox lets anyone
 * try tokens offline at scrypt's cost (≈ 100 ms a guess on one core); 16 random characters of
 * an API key's alphabet are ≈ 95 bits, out of reach at any number of cores. A length is a
 * floor, not a proof of randomness: the service's own generated keys are what it assumes.
 */
export const MIN_API_TOKEN_LENGTH = 16

/**
 * A secret input: refused (without showing it) when it is too short to be a token, else
 * registered for masking. Refusing comes first: masking `true` would blank every "true".
 */
export function readSecret(env: Env, input: string, least = MIN_TOKEN_LENGTH): string {
  const sourced = readSourced(env, input)
  const { value } = sourced
  if (value !== '' && value !== DRY_RUN_TOKEN && value.length < least) {
    throw invalid(
      input,
      sourced,
      `is ${value.length} characters long: too short to be a token (at least ${least})`,
      { hideValue: true }
    )
  }
  // Never echo it: say only what is wrong with it.
  if (/[^\x21-\x7e]/.test(value)) {
    throw invalid(
      input,
      sourced,
      'contains whitespace or characters that cannot be sent in an HTTP header (for example ' +
        'a trailing newline); check the secret',
      { hideValue: true }
    )
  }
  // DRY_RUN is a switch, not a secret: masking it would blank the word in every log.
  if (value !== DRY_RUN_TOKEN) registerSecret(value)
  return value
}

/** An offline command does not use the token, but it is still masked if it could be one. */
export function maskUnusedToken(env: Env): void {
  try {
    readSecret(env, 'api-token')
  } catch {
    // Too short to be a token: there is nothing to mask, and it is not used.
  }
}

/** `base-url` → the API root ending with /api/v2. Never echoes credentials. */
export function apiBaseUrl(raw: string, variable?: string): string {
  const refuse = (reason: string): InputError =>
    new InputError('base-url', withoutCredentials(raw), reason, { variable })
  const url = httpUrl(raw)
  if (!url) throw refuse('must be an http(s) URL')
  if (url.username !== '' || url.password !== '') {
    throw refuse('must not carry credentials (the token goes in api-token)')
  }
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(raw)) {
    throw refuse('must not have a ?query or #fragment')
  }
  const trimmed = withoutTrailingSlashes(raw)
  return trimmed.endsWith('/api/v2') ? trimmed : `${trimmed}/api/v2`
}

/**
 * The text of a URL-ish value with everything between its scheme and its last `@` replaced by
 * the redaction mark. Up to the last `@`, not the end of the authority: a refused value is often
 * one whose password holds an unencoded `/`, `?` or `#`, which ends the authority early.
 */
export function withoutCredentials(raw: string): string {
  return raw.replace(/^([^:/?#]*:\/*).*@/s, (_, scheme: string) => `${scheme}${REDACTED}@`)
}

/** `http-proxy`, else KOSLI_HTTP_PROXY: an http(s) URL; its password is masked like a token. */
function readHttpProxy(env: Env): { httpProxy?: string; httpProxyFrom?: string } {
  const sourced = readSourced(env, 'http-proxy')
  if (sourced.value === '') return {}
  const url = httpUrl(sourced.value)
  if (url?.password) registerSecret(decodeURIComponent(url.password))
  if (!url || (url.pathname !== '/' && url.pathname !== '') || url.search !== '') {
    throw invalid(
      'http-proxy',
      { ...sourced, value: withoutCredentials(sourced.value) },
      'is not a proxy address (http://host:port or https://host:port, with user:password@ if the proxy asks for them)'
    )
  }
  const httpProxyFrom =
    sourced.origin === 'variable' ? 'the KOSLI_HTTP_PROXY variable' : 'the http-proxy input'
  return { httpProxy: url.href, httpProxyFrom }
}

/** The service inputs of `command` (the name its required inputs are refused for). */
export function readServiceInputs(
  env: Env,
  command: string,
  github?: GitHubContext
): ServiceInputs {
  const apiToken = readSecret(env, 'api-token', MIN_API_TOKEN_LENGTH)
  const tokenOrigin = readSourced(env, 'api-token').origin
  // Without secrets on a fork's or Dependabot's pull request: a preview, not a failure.
  const preview = !apiToken && github ? previewReason(github) : undefined
  const dryRun = readBool(env, 'dry-run') || apiToken === DRY_RUN_TOKEN || preview !== undefined
  if (!apiToken && !dryRun) {
    throw missing('api-token', { for: command })
  }
  const base = readSourced(env, 'base-url')
  const baseUrl = apiBaseUrl(
    base.value,
    base.origin === 'variable' ? INPUT_VARIABLES['base-url'] : undefined
  )
  const org = readRequired(env, 'org', { for: command })
  requireMatch('org', org, 'org')
  return {
    apiToken,
    apiTokenFrom:
      tokenOrigin === 'variable' ? 'the KOSLI_API_TOKEN variable' : 'the api-token input',
    baseUrl,
    org,
    dryRun,
    maxRetries: readDefaultedInt(env, 'max-retries', 0, 10),
    timeoutSeconds: readDefaultedInt(env, 'timeout-seconds', 1, 3600),
    ...readHttpProxy(env),
    onServiceDown: readChoice(env, 'on-service-down', ON_SERVICE_DOWN),
    ...(preview ? { preview } : {})
  }
}
