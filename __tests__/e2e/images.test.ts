/**
 * Images end to end (README, "Images"): the action's run() in process with a fake `docker` on
 * PATH (the RepoDigests a daemon knows of the images it pushed) and a private registry stub on
 * loopback (credentials from the Docker config, where docker/login-action leaves them), against
 * the emulator: an image of each kind and a tarball reported in one step.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Emulator } from '../../emulator/server.js'
import type { SampleWorkspace } from '../../demo/workspace.js'
import {
  errorLines,
  errorMessages,
  reportWith,
  samplePartsAround,
  serverAround,
  tempDirAround
} from '../helpers/e2e.js'
import { startRegistryStub, type RegistryStub } from '../helpers/registry-stub.js'

const TOKEN = 'e2e-images-token-3b81d0'
const LOGIN = { user: 'octocat', password: 'ghs_registry-login-7e2f' }
const hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex')
/** The RepoDigest the daemon keeps for the pushed backend image. */
const BACKEND = hex('backend image')
/** The manifest digest the registry answers for the web image. */
const WEB = hex('web image')

let emulator: Emulator
let ws: SampleWorkspace
let registry: RegistryStub
let tools = ''

samplePartsAround(TOKEN, (parts) => ({ emulator, ws } = parts))
serverAround(
  () => startRegistryStub({ 'acme/web:1.0': WEB }, LOGIN),
  (started) => (registry = started)
)

tempDirAround('e2e-images-', (made) => (tools = made))
beforeAll(async () => {
  mkdirSync(path.join(tools, 'bin'))
  mkdirSync(path.join(tools, 'login'))
  mkdirSync(path.join(tools, 'no-login'))
  // `docker image inspect … -- IMAGE`: a pushed image has a RepoDigest, one only built has none.
  const docker = `#!/bin/sh
for last; do :; done
case "$last" in
  ghcr.io/acme/backend:1.2) echo '["ghcr.io/acme/backend@sha256:${BACKEND}"]' ;;
  acme/fresh:dev) echo '[]' ;;
  acme/unreachable:1) echo 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?' >&2; exit 1 ;;
  *) echo "Error: No such image: $last" >&2; exit 1 ;;
esac
`
  writeFileSync(path.join(tools, 'bin', 'docker'), docker)
  chmodSync(path.join(tools, 'bin', 'docker'), 0o755)
  // What `docker login` (docker/login-action) writes on a runner without a credential helper.
  const auth = Buffer.from(`${LOGIN.user}:${LOGIN.password}`).toString('base64')
  const config = { auths: { [registry.host]: { auth } } }
  writeFileSync(path.join(tools, 'login', 'config.json'), JSON.stringify(config))
})

/** The runner's environment of a job that logged in (or not) and has docker on its PATH. */
function runnerEnv(login: 'login' | 'no-login') {
  return {
    PATH: `${path.join(tools, 'bin')}:${process.env.PATH ?? ''}`,
    DOCKER_CONFIG: path.join(tools, login)
  }
}

function artifactPosts(): Array<Record<string, unknown>> {
  return emulator
    .requests()
    .filter((r) => r.method === 'POST' && r.path === '/api/v2/artifacts/acme/shop')
    .map((r) => JSON.parse(r.body ?? '{}') as Record<string, unknown>)
}

describe('images', () => {
  it('reports a docker image, an oci image and a tarball from one step', async () => {
    const artifacts = [
      'docker:backend=ghcr.io/acme/backend:1.2',
      `oci:web=${registry.host}/acme/web:1.0`,
      'shop=build/shop.tar.gz'
    ].join('\n')
    const run = await reportWith(
      ws,
      emulator.url,
      TOKEN,
      { artifacts },
      { env: runnerEnv('login') }
    )
    expect(errorLines(run)).toEqual([])
    expect(run.code).toBe(0)

    const tarball = hex(readFileSync(path.join(ws.dir, 'build/shop.tar.gz')))
    const sent = artifactPosts().map((p) => [p.template_reference_name, p.filename, p.fingerprint])
    expect(sent.sort()).toEqual(
      [
        ['backend', 'ghcr.io/acme/backend:1.2', BACKEND],
        ['shop', 'shop.tar.gz', tarball],
        ['web', `${registry.host}/acme/web:1.0`, WEB]
      ].sort()
    )
    // The registry was read with the login's token: first challenged, then let in.
    expect(registry.manifestAuth()[0]).toBeUndefined()
    expect(registry.manifestAuth().at(-1)).toMatch(/^Bearer /)
    // One step: one summary names all three.
    for (const name of ['ghcr.io/acme/backend:1.2', 'acme/web:1.0', 'shop.tar.gz']) {
      expect(run.summary).toContain(name)
    }
  })

  it('with no Docker daemon: the image fails the step, named, and the attestation is still sent', async () => {
    await mkdir(path.join(ws.dir, 'green'), { recursive: true })
    await writeFile(
      path.join(ws.dir, 'green/junit.xml'),
      '<testsuite name="cart" tests="1" failures="0"><testcase classname="cart" name="adds"/></testsuite>\n'
    )
    const run = await reportWith(
      ws,
      emulator.url,
      TOKEN,
      { artifacts: 'docker:acme/unreachable:1\nshop=build/shop.tar.gz', junit: 'green/junit.xml' },
      { env: runnerEnv('login') }
    )
    expect(run.code).toBe(1)
    const message = errorMessages(run)
    expect(message).toContain('acme/unreachable:1')
    expect(message).toContain('Cannot connect to the Docker daemon')
    // The tarball's report and the passing tests' attestation went all the same.
    expect(artifactPosts().map((p) => p.filename)).toEqual(['shop.tar.gz'])
    const attested = emulator.requests().filter((r) => r.path.endsWith('/junit'))
    expect(attested).toHaveLength(1)
    expect(run.stdout).toMatch(
      /^Verdict: ❌ Not recorded — 1 of 3 writes not recorded; tests: 1 passed/m
    )
    expect(message).toMatch(/^::error::Artifact acme\/unreachable:1 was not recorded: /)
  })

  it('fails on a docker image that was built but never pushed, saying what to do', async () => {
    const run = await reportWith(
      ws,
      emulator.url,
      TOKEN,
      { artifacts: 'docker:acme/fresh:dev' },
      { env: runnerEnv('login') }
    )
    expect(run.code).toBe(1)
    const message = errorMessages(run)
    expect(message).toContain('acme/fresh:dev')
    expect(message).toContain('has it been pushed to or pulled from a registry?')
    expect(artifactPosts()).toEqual([])
  })

  it('reads a private image anonymously without a login, and fails naming it', async () => {
    const image = `${registry.host}/acme/web:1.0`
    const run = await reportWith(
      ws,
      emulator.url,
      TOKEN,
      { artifacts: `oci:${image}` },
      { env: runnerEnv('no-login') }
    )
    expect(run.code).toBe(1)
    const message = errorMessages(run)
    expect(message).toContain(image)
    expect(message).toContain('answered 401')
    expect(artifactPosts()).toEqual([])
  })
})
