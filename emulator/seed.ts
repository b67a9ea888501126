/** Reading and checking a seed file (environments, deployments, approvals). */
import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { isPlainObject } from './check.js'
import { APPROVAL_STATES } from './request-tables.js'
import type { SeedApproval, SeedData, SeedDeployment, SeedEnvironment } from './types.js'

/** What a seed entry must hold; the rest of it is served as seeded (a test may seed oddities). */
const SEED = {
  environments: v.looseObject({ org: v.string(), name: v.string(), type: v.string() }),
  deployments: v.looseObject({
    org: v.string(),
    env_name: v.string(),
    fingerprint: v.string(),
    deployed_at: v.number()
  }),
  approvals: v.looseObject({
    org: v.string(),
    flow_name: v.string(),
    fingerprint: v.string(),
    release_number: v.number(),
    state: v.picklist(APPROVAL_STATES)
  })
}

function list<T>(seed: Record<string, unknown>, key: keyof typeof SEED): T[] {
  const value = seed[key]
  if (value === undefined) return []
  if (!Array.isArray(value)) throw new Error(`seed: "${key}" must be an array`)
  value.forEach((item, i) => {
    if (!isPlainObject(item)) throw new Error(`seed: ${key}[${i}] must be an object`)
    const issue = v.safeParse(SEED[key], item).issues?.[0]
    if (issue) {
      const field = issue.path?.map((p) => String(p.key)).join('.') ?? ''
      throw new Error(`seed: ${key}[${i}].${field}: ${issue.message}`)
    }
  })
  return value as T[]
}

/** Checks the shape of parsed seed JSON; throws an Error naming the bad entry. */
export function parseSeed(json: unknown): SeedData {
  if (!isPlainObject(json)) throw new Error('seed: the file must hold a JSON object')
  return {
    environments: list<SeedEnvironment>(json, 'environments'),
    deployments: list<SeedDeployment>(json, 'deployments'),
    approvals: list<SeedApproval>(json, 'approvals')
  }
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
