/** Image fingerprints: `docker` (local RepoDigest) and `oci` (registry manifest digest). */
export { dockerFingerprint, selectRepoDigest, REPO_DIGEST_UNAVAILABLE } from './docker.js'
export { ImageError } from './errors.js'
export { ociFingerprint, parseChallenge, dockerConfigCredentials, MANIFEST_ACCEPT } from './oci.js'
export type { OciOptions } from './oci.js'
export { parseImageReference, isLoopbackHost } from './image-ref.js'
export type { ImageReference } from './image-ref.js'
