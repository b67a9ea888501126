/**
 * `npm run demo`: the action against the local emulator, with no account anywhere. Starts the
 * emulator with a seed, builds a sample checkout, runs dist/index.js as the runner would,
 * prints the job summary and the outputs, and stops the emulator.
 */
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startEmulator, type SeedData } from '../emulator/server.js'
import { createSampleWorkspace } from './workspace.js'
import { runAction } from './runner.js'
import { readableLog, readableSummary } from './readable.js'
import { GLOSSARY } from './glossary.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const TOKEN = 'demo-token-0123456789'

const seed = JSON.parse(
  await readFile(path.join(here, '..', 'emulator', 'seed.example.json'), 'utf8')
) as SeedData
const emulator = await startEmulator({ port: 0, tokens: [{ token: TOKEN, org: 'acme' }], seed })
const workspace = await createSampleWorkspace()
try {
  console.log(`emulator: ${emulator.url}`)
  console.log(`sample checkout: ${workspace.dir} (HEAD ${workspace.head})\n`)
  console.log('What the words mean:')
  console.log(`${GLOSSARY.join('\n')}\n`)
  const run = await runAction({
    workspace: workspace.dir,
    inputs: {
      'api-token': TOKEN,
      'base-url': emulator.url,
      org: 'acme',
      flow: 'shop',
      artifacts: 'shop=build/shop.tar.gz\nsite=build/site/',
      junit: 'test-results/*.xml',
      'github-token': ''
    },
    env: { GITHUB_SHA: workspace.head }
  })
  console.log('──── step log, as the runner shows it ────')
  console.log(readableLog(run.stdout) + run.stderr)
  console.log('\n──── job summary, as GitHub renders it ────')
  console.log(readableSummary(run.summary))
  console.log('──── outputs (GITHUB_OUTPUT) ────')
  for (const [name, value] of Object.entries(run.outputs)) {
    console.log(`${name}: ${value.length > 200 ? value.slice(0, 200) + '…' : value}`)
  }
  console.log(`\nrequests the emulator received: ${emulator.requests().length}`)
  console.log(`action exit code: ${run.code}`)
  if (run.code !== 0) process.exitCode = 1
  await rm(run.runnerTemp, { recursive: true, force: true })
} finally {
  await emulator.close()
  await rm(workspace.dir, { recursive: true, force: true })
}
