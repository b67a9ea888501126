/** Command-line arguments of emulator/main.ts. */
import { loadSeedFile } from './seed.js'
import type { EmulatorOptions } from './server.js'

export const USAGE =
  'usage: npm run emulator -- [--port PORT] [--host HOST] --token TOKEN:ORG [--token TOKEN:ORG ...] ' +
  '[--seed FILE] [--state FILE] [--artifact-body object|string] [--retire-approvals]'

/** Parses the arguments into emulator options; throws an Error saying what is wrong. */
export function parseArgs(argv: string[]): EmulatorOptions {
  const opts: EmulatorOptions = { port: 0, tokens: [] }
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]
    const value = (): string => {
      const v = argv[++i]
      if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value`)
      return v
    }
    switch (flag) {
      case '--port': {
        const text = value()
        const port = Number(text)
        if (!/^\d+$/.test(text) || port > 65535) {
          throw new Error(`--port must be an integer from 0 to 65535, got ${JSON.stringify(text)}`)
        }
        opts.port = port
        break
      }
      case '--host':
        opts.host = value()
        break
      case '--token': {
        const text = value()
        const colon = text.lastIndexOf(':')
        if (colon <= 0 || colon === text.length - 1) {
          throw new Error('--token must be TOKEN:ORG (both non-empty)')
        }
        opts.tokens.push({ token: text.slice(0, colon), org: text.slice(colon + 1) })
        break
      }
      case '--seed':
        opts.seed = loadSeedFile(value())
        break
      case '--state':
        opts.stateFile = value()
        break
      case '--artifact-body': {
        const text = value()
        if (text !== 'object' && text !== 'string') {
          throw new Error(
            `--artifact-body must be "object" or "string", got ${JSON.stringify(text)}`
          )
        }
        opts.artifactSuccessBody = text
        break
      }
      case '--retire-approvals':
        opts.retireApprovals = true
        break
      default:
        throw new Error(`unknown argument ${JSON.stringify(flag)}`)
    }
  }
  if (opts.tokens.length === 0) throw new Error('at least one --token TOKEN:ORG is required')
  return opts
}
