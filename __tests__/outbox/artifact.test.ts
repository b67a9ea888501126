/**
 * The listing of a run's artifacts (src/outbox/artifact.ts) through GitHub's one client: a
 * listing that never answers ends by its deadline, naming GitHub, instead of holding the replay.
 */
import { describe, expect, it } from '@jest/globals'
import { listRunArtifacts } from '../../src/outbox/artifact.js'
import { artifactStubAround } from '../helpers/e2e.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'

let stub: ArtifactStub
artifactStubAround((started) => (stub = started))

describe('listRunArtifacts', () => {
  it('a listing that never answers ends by its deadline, with a message naming GitHub', async () => {
    stub.restTrouble = () => 'hang'
    const access = {
      repository: 'acme/shop',
      token: 'ghs_artifactList0123456789',
      apiUrl: stub.url,
      requestMs: 200,
      maxRetries: 1,
      sleep: async () => undefined
    }
    const started = performance.now()
    const err = await listRunArtifacts(access, 4242, 'records-outbox-').catch((e: unknown) => e)
    expect(performance.now() - started).toBeLessThan(10_000)
    expect((err as Error).message).toBe(
      'GitHub could not be reached to list the artifacts of a run after 2 attempts: no answer within 0.2 s'
    )
    expect(stub.requests.filter((r) => r.endsWith('/runs/4242/artifacts'))).toHaveLength(2)
  })
})
