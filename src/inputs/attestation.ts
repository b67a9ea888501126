/**
 * What may be sent with any record: annotations, external URLs, user data, a description and
 * the origin URL (default: the build URL, as the CLI does in CI).
 */
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { ExternalUrl } from '../api/models.js'
import { PATTERNS, PATTERN_TEXT } from '../api/rules.js'
import { InputError, errorMessage } from '../errors.js'
import { nestingDepth } from '../util/json-depth.js'
import { read, readPairs, requireUrl, type Env } from './read.js'

export interface AttestationInputs {
  annotations: Record<string, string>
  externalUrls: Record<string, ExternalUrl>
  userData?: unknown
  description: string
  originUrl: string
}

/**
 * The deepest `user-data` sent. Bodies are serialised by JSON.stringify, which recurses and
 * gives up at about 4,000 levels; real user data nests a few (docs/schemas.md).
 */
export const MAX_USER_DATA_DEPTH = 1000

/** Keys are data: `__proto__`, `constructor` and `prototype` are kept as keys, as the CLI sends them. */
const keyedByData = <T>(): Record<string, T> => Object.create(null) as Record<string, T>

/** `annotations`: key=value lines, keys as the CLI allows them. */
function readAnnotations(env: Env): Record<string, string> {
  const annotations = keyedByData<string>()
  for (const [k, v] of readPairs(env, 'annotations')) {
    if (!PATTERNS.annotationKey.test(k)) {
      const pattern = PATTERN_TEXT.annotationKey
      throw new InputError('annotations', k, `has a key that does not match ${pattern}`)
    }
    annotations[k] = v
  }
  return annotations
}

/** `external-urls`: label=url lines. */
function readExternalUrls(env: Env): Record<string, ExternalUrl> {
  const externalUrls = keyedByData<ExternalUrl>()
  for (const [label, url] of readPairs(env, 'external-urls')) {
    requireUrl('external-urls', url)
    externalUrls[label] = { href: url }
  }
  return externalUrls
}

/** Where a JSON parse error is, as line and column, from the parser's offset when it gives one. */
function jsonErrorPosition(text: string, err: unknown): string {
  const m = /position (\d+)/.exec(errorMessage(err))
  if (!m) return 'it is not valid JSON'
  const offset = Number(m[1])
  const before = text.slice(0, offset)
  const line = before.split('\n').length
  const column = offset - before.lastIndexOf('\n')
  return `it is not valid JSON at line ${line}, column ${column}`
}

/**
 * `user-data`: the JSON file's value, or undefined when the input is empty. A parse error
 * names the file and the position, never the content (the file may hold anything).
 */
async function readUserData(env: Env, workspace: string): Promise<unknown> {
  const userDataPath = read(env, 'user-data')
  if (!userDataPath) return undefined
  const file = path.resolve(workspace, userDataPath)
  let text: string
  try {
    // A FIFO or device would block the read forever: only a regular file is read.
    if (!(await stat(file)).isFile()) throw new Error('not a regular file')
    text = await readFile(file, 'utf8')
  } catch (err) {
    throw new InputError('user-data', userDataPath, `cannot be read (${errorMessage(err)})`)
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (err) {
    throw new InputError(
      'user-data',
      userDataPath,
      `is not usable: ${jsonErrorPosition(text, err)}`
    )
  }
  const depth = nestingDepth(value, MAX_USER_DATA_DEPTH)
  if (depth > MAX_USER_DATA_DEPTH) {
    throw new InputError(
      'user-data',
      userDataPath,
      `is not usable: its JSON nests more than ${MAX_USER_DATA_DEPTH} levels deep`
    )
  }
  return value
}

/**
 * The attestation inputs. `ownKey`: the key of `user_data` the action writes itself (a JUnit
 * attestation's `records_action_tests`): a `user-data` file that holds it is refused, so that
 * neither is sent over the other.
 */
export async function readAttestationInputs(
  env: Env,
  workspace: string,
  buildUrl: string,
  opts: { ownKey?: string } = {}
): Promise<AttestationInputs> {
  const originUrl = read(env, 'origin-url') || buildUrl
  if (originUrl) requireUrl('origin-url', originUrl)
  const userData = await readUserData(env, workspace)
  const { ownKey } = opts
  if (
    ownKey !== undefined &&
    typeof userData === 'object' &&
    userData !== null &&
    Object.prototype.hasOwnProperty.call(userData, ownKey)
  ) {
    throw new InputError(
      'user-data',
      read(env, 'user-data'),
      `has a key ${ownKey}, which the action writes itself beside yours (the failing tests ` +
        'of the JUnit attestation); rename that key in the file'
    )
  }
  return {
    annotations: readAnnotations(env),
    externalUrls: readExternalUrls(env),
    userData,
    description: read(env, 'description'),
    originUrl
  }
}
