/**
 * Starts the emulator from the command line and prints one line,
 * `listening on http://127.0.0.1:PORT/api/v2`. Stops on SIGINT/SIGTERM. Bad arguments: exit 2.
 * `--help` (or `-h`): prints the usage and exits 0.
 */
import { parseArgs, USAGE } from './cli-args.js'
import { startEmulator, type EmulatorOptions } from './server.js'

async function main(): Promise<void> {
  const argv = process.argv.slice(2).filter((a) => a !== '--')
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  let opts: EmulatorOptions
  try {
    opts = parseArgs(argv)
  } catch (e) {
    process.stderr.write(`emulator: ${(e as Error).message}\n${USAGE}\n`)
    process.exit(2)
  }
  const emulator = await startEmulator(opts)
  process.stdout.write(`listening on ${emulator.url}\n`)
  const stop = (): void => {
    void emulator.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((e: unknown) => {
  process.stderr.write(`emulator: ${(e as Error).message}\n`)
  process.exit(1)
})
