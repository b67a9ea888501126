/**
 * `npm run bench [startup|fingerprint|junit|adversarial]`: each benchmark runs in its own process, so peak
 * RSS figures do not mix. Every figure is a ratio to a reference measured in the same run.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import path from 'node:path'

const here = path.dirname(fileURLToPath(import.meta.url))
const only = process.argv[2]
for (const name of ['startup', 'fingerprint', 'junit', 'adversarial']) {
  if (only && only !== name) continue
  const args = ['--import', 'tsx', path.join(here, `${name}.ts`)]
  if (name === 'junit') args.push('--big') // the 300 MB report too
  const r = spawnSync(process.execPath, args, { stdio: 'inherit' })
  if (r.status !== 0) process.exitCode = 1
}
