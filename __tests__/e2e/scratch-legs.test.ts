import { it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import { PASSING_JUNIT, artifactStubAround, runWith, samplePartsAround } from '../helpers/e2e.js'
import type { ArtifactStub } from '../helpers/artifact-stub.js'
let emulator: Emulator
let ws: SampleWorkspace
let stub: ArtifactStub
samplePartsAround('legs-token-0a1b2c3d4e', (p) => ({ emulator, ws } = p), { files: { 'passing/junit.xml': PASSING_JUNIT } })
artifactStubAround((s) => (stub = s))
it('prints', async () => {
  for (const i of [0, 1]) {
    const r = await runWith(ws, emulator.url, 'legs-token-0a1b2c3d4e', { command: 'attest-junit', flow: 'shop', junit: i ? 'test-results/*.xml' : 'passing/junit.xml', 'attestation-name': 'tests', matrix: JSON.stringify({ os: `os${i}`, node: 20 }), strategy: JSON.stringify({ 'job-index': i, 'job-total': 3 }) }, { env: stub.jobEnv('4242', 'test') })
    writeFileSync(`/work/wt/legs/.scratch-leg${i}.txt`, r.stdout + '\n----\n' + r.summary)
  }
  const r = await runWith(ws, emulator.url, 'legs-token-0a1b2c3d4e', { command: 'legs', flow: 'shop', 'attestation-name': 'tests', 'expect-legs': '3', 'github-token': 'ghs_x0123456789abcdef' }, { env: stub.jobEnv('4242', 'legs') })
  writeFileSync('/work/wt/legs/.scratch-legs.txt', `${r.code}\n` + r.stdout + '\n----\n' + r.summary + '\n----\n' + JSON.stringify(r.outputs, null, 1))
}, 60000)
