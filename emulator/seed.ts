/** Reading and checking a seed file (environments, deployments, approvals). */
import { readFileSync } from 'node:fs'
import type { SeedApproval, SeedData, SeedDeployment, SeedEnvironment } from './types.js'

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

function list<T>(
  seed: Record<string, unknown>,
  key: string,
  required: Record<string, 'string' | 'number'>
): T[] {
  const value = seed[key]
  if (value === undefined) return []
  if (!Array.isArray(value)) throw new Error(`seed: "${key}" must be an array`)
  value.forEach((item, i) => {
    if (!isObject(item)) throw new Error(`seed: ${key}[${i}] must be an object`)
    for (const [field, type] of Object.entries(required)) {
      if (typeof item[field] !== type) {
        throw new Error(
          `seed: ${key}[${i}].${field} must be a ${type}, got ${JSON.stringify(item[field])}`
        )
      }
    }
  })
  return value as T[]
}

/** Checks the shape of parsed seed JSON; throws an Error naming the bad entry. */
export function parseSeed(json: unknown): SeedData {
  if (!isObject(json)) throw new Error('seed: the file must hold a JSON object')
  const environments = list<SeedEnvironment>(json, 'environments', {
    org: 'string',
    name: 'string',
    type: 'string'
  })
  const deployments = list<SeedDeployment>(json, 'deployments', {
    org: 'string',
    env_name: 'string',
    fingerprint: 'string',
    deployed_at: 'number'
  })
  const approvals = list<SeedApproval>(json, 'approvals', {
    org: 'string',
    flow_name: 'string',
    fingerprint: 'string',
    release_number: 'number',
    state: 'string'
  })
  return { environments, deployments, approvals }
}

/** Reads and checks a seed file. */
export function loadSeedFile(path: string): SeedData {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (e) {
    throw new Error(`seed: cannot read ${path}: ${(e as Error).message}`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    throw new Error(`seed: ${path} is not valid JSON: ${(e as Error).message}`)
  }
  return parseSeed(json)
}
