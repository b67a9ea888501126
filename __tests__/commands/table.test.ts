/**
 * The command table keeps each command's own types: an online command always gets a client and
 * an offline one is never handed one (checked by the type checker: `npm run typecheck`), and
 * readConfig says which kind it read.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { RecordsClient } from '../../src/api/client.js'
import type { ReadyCommand } from '../../src/commands/command.js'
import { readConfig } from '../../src/config.js'

const workspace = mkdtempSync(path.join(os.tmpdir(), 'command-table-'))
afterAll(() => rmSync(workspace, { recursive: true, force: true }))

/** Never called: the type checker fails the build if either call compiles. */
export function handsClientsOnlyToOnlineCommands(ready: ReadyCommand, client: RecordsClient): void {
  if (ready.online) {
    // @ts-expect-error an online command always gets a client
    void ready.run()
  } else {
    // @ts-expect-error an offline command is never handed a client
    void ready.run(client)
  }
}

const env = (inputs: Record<string, string>): NodeJS.ProcessEnv => ({
  GITHUB_WORKSPACE: workspace,
  'INPUT_API-TOKEN': 'DRY_RUN',
  INPUT_ORG: 'acme',
  ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]))
})

describe('the command table', () => {
  it('reads fingerprint as offline, without the service inputs', async () => {
    const given = { fingerprint: 'a'.repeat(64), 'artifact-name': 'app' }
    const ready = await readConfig(env({ command: 'fingerprint', ...given }))
    expect(ready.online).toBe(false)
    expect(ready.config).not.toHaveProperty('baseUrl')
  })

  it('reads search as online, with the service inputs its client is made from', async () => {
    const ready = await readConfig(env({ command: 'search', 'search-value': 'c'.repeat(40) }))
    expect(ready.online).toBe(true)
    expect(ready.config).toMatchObject({ baseUrl: 'https://app.kosli.com/api/v2', dryRun: true })
  })
})
