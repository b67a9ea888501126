/**
 * `docker` fingerprint: the RepoDigest of a local image, via the docker CLI on PATH
 * (`docker image inspect`), selected with the Kosli CLI's rules (DockerImageSha256).
 */
import { execFile } from 'node:child_process'
import { PATTERNS } from '../api/rules.js'
import { ImageError } from './fingerprint-errors.js'

/** The CLI's ErrRepoDigestUnavailable text. */
export const REPO_DIGEST_UNAVAILABLE =
  'repo digest unavailable for the image, has it been pushed to or pulled from a registry?'

function hexAfterSha256(repoDigest: string): string | undefined {
  const i = repoDigest.indexOf('@sha256:')
  if (i < 0) return undefined
  const hex = repoDigest.slice(i + 8).split('@sha256:')[0]
  return PATTERNS.fingerprint.test(hex) ? hex : undefined
}

/**
 * The CLI's extractImageDigestFromRepoDigest: one entry → it; several and `image` is a 64-hex
 * ID → the first; otherwise the first entry starting with the image name (library/ prefix,
 * tag and trailing @sha256 removed). Throws the CLI's "repo digest unavailable" error.
 */
export function selectRepoDigest(image: string, repoDigests: string[]): string {
  let chosen: string | undefined
  if (repoDigests.length === 0 || image === '') chosen = undefined
  else if (repoDigests.length === 1 || PATTERNS.fingerprint.test(image)) chosen = repoDigests[0]
  else {
    let prefix = image.startsWith('library/') ? image.slice(8) : image
    prefix = prefix.split(':')[0]
    if (prefix.endsWith('@sha256')) prefix = prefix.slice(0, -7)
    chosen = repoDigests.find((r) => r.startsWith(prefix))
  }
  if (chosen === undefined) throw new ImageError(image, REPO_DIGEST_UNAVAILABLE)
  const hex = hexAfterSha256(chosen)
  if (!hex) throw new ImageError(image, `unexpected RepoDigest ${JSON.stringify(chosen)}`)
  return hex
}

/** Fingerprint of a local docker image from its RepoDigests. */
export async function dockerFingerprint(
  image: string,
  opts: { timeoutMs?: number } = {}
): Promise<string> {
  // env given explicitly: PATH as this process sees it now (also under a test sandbox)
  const args = ['image', 'inspect', '--format', '{{json .RepoDigests}}', '--', image]
  const out = await new Promise<string>((resolve, reject) => {
    execFile(
      'docker',
      args,
      { timeout: opts.timeoutMs ?? 60_000, env: process.env },
      (err, stdout, stderr) => {
        if (!err) return resolve(stdout)
        const e = err as NodeJS.ErrnoException & { killed?: boolean }
        if (e.code === 'ENOENT')
          return reject(new ImageError(image, 'the docker command is not on PATH'))
        if (e.killed) return reject(new ImageError(image, 'docker image inspect timed out'))
        const msg = String(stderr).trim() || e.message
        reject(new ImageError(image, `docker image inspect failed: ${msg}`))
      }
    )
  })
  let digests: unknown
  try {
    digests = JSON.parse(out.trim() || 'null')
  } catch {
    throw new ImageError(image, `unexpected output of docker image inspect: ${out.slice(0, 200)}`)
  }
  if (digests === null) digests = []
  if (!Array.isArray(digests) || !digests.every((d) => typeof d === 'string')) {
    throw new ImageError(image, `unexpected output of docker image inspect: ${out.slice(0, 200)}`)
  }
  return selectRepoDigest(image, digests)
}
