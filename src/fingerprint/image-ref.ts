/**
 * Docker image references (distribution/reference ParseNormalizedNamed rules): default
 * registry docker.io (served at registry-1.docker.io) with the `library/` prefix for official
 * images, tag `latest` unless a tag or `@digest` is given.
 */

export interface ImageReference {
  /** Registry host[:port] as named (docker.io for the default registry). */
  registry: string
  /** Host[:port] to contact (registry-1.docker.io for docker.io). */
  endpoint: string
  /** Repository path, e.g. library/alpine. */
  repository: string
  tag?: string
  digest?: string
  /** What to ask the manifests endpoint for: the digest, else the tag (default latest). */
  reference: string
}

const COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/
const DOMAIN =
  /^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*|\[[0-9a-fA-F:.]+\])(?::[0-9]+)?$/
const TAG = /^[\w][\w.-]{0,127}$/
const DIGEST = /^[a-z0-9]+(?:[.+_-][a-z0-9]+)*:[a-zA-Z0-9=_-]{32,}$/

/** Parses `ref`; throws an Error saying what is wrong (the caller names the input). */
export function parseImageReference(ref: string): ImageReference {
  let rest = ref
  let digest: string | undefined
  const at = rest.indexOf('@')
  if (at >= 0) {
    digest = rest.slice(at + 1)
    rest = rest.slice(0, at)
    if (!DIGEST.test(digest)) throw new Error(`invalid digest ${JSON.stringify(digest)}`)
  }
  let tag: string | undefined
  const colon = rest.lastIndexOf(':')
  if (colon > rest.lastIndexOf('/')) {
    tag = rest.slice(colon + 1)
    rest = rest.slice(0, colon)
    if (!TAG.test(tag)) throw new Error(`invalid tag ${JSON.stringify(tag)}`)
  }
  if (rest === '') throw new Error('missing repository name')
  const slash = rest.indexOf('/')
  let registry = 'docker.io'
  let repository = rest
  if (slash >= 0) {
    const first = rest.slice(0, slash)
    if (/[.:]/.test(first) || first === 'localhost' || first.toLowerCase() !== first) {
      registry = first
      repository = rest.slice(slash + 1)
    }
  }
  if (!DOMAIN.test(registry)) throw new Error(`invalid registry ${JSON.stringify(registry)}`)
  if (registry === 'index.docker.io') registry = 'docker.io'
  if (registry === 'docker.io' && !repository.includes('/')) repository = `library/${repository}`
  if (repository.toLowerCase() !== repository) throw new Error('repository name must be lowercase')
  if (!repository.split('/').every((c) => COMPONENT.test(c))) {
    throw new Error(`invalid repository name ${JSON.stringify(repository)}`)
  }
  const endpoint = registry === 'docker.io' ? 'registry-1.docker.io' : registry
  return { registry, endpoint, repository, tag, digest, reference: digest ?? tag ?? 'latest' }
}

/** Loopback registries are spoken to over plain http (local registries, test stubs). */
export function isLoopbackHost(hostPort: string): boolean {
  const host = hostPort.replace(/:\d+$/, '')
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]'
}
