/**
 * The output boundary against the runner's own reading of the log (helpers/runner-log.ts):
 * hostile data in every kind of line the boundary writes never becomes a command, and what
 * the action means as a command still is one.
 */
import { describe, expect, it } from '@jest/globals'
import { Output, safeText } from '../../src/report/boundary.js'
import { holdsCommand } from '../../src/report/runner-lines.js'
import { registerSecret } from '../../src/util/secrets.js'
import { forgedCommands, hostileValues, readAsRunner } from '../helpers/runner-log.js'
import { capturedStdout } from './fixtures.js'

const stdoutOf = capturedStdout

describe('the runner-faithful reading (the yardstick itself)', () => {
  it('finds the forged command in every hostile value written raw', () => {
    for (const value of hostileValues()) {
      expect({ value, problems: forgedCommands(`${value}\n`) }).toEqual({
        value,
        problems: expect.arrayContaining([expect.any(String)])
      })
    }
  })

  it('honours a stop-commands fence only until its token', () => {
    const log = '::stop-commands::tok\n::error::a\n##[warning]b\n::tok::\n::error::c\n'
    expect(readAsRunner(log).commands.map((c) => `${c.name}:${c.data}`)).toEqual([
      'stop-commands:tok',
      'error:c'
    ])
  })
})

describe('Output', () => {
  const out = new Output()

  it('writes no command from hostile data in log lines, blocks, groups and annotations', () => {
    for (const value of hostileValues()) {
      const log = stdoutOf(() => {
        out.info(value)
        out.info(`prefix: ${value}`)
        out.block(`{\n  "message": ${JSON.stringify(value)},\n  "raw": "${value}"\n}`)
        out.group(value, [value, `✗ ${value}: ${value}`])
        out.warning(value, { title: value, file: value, startLine: 3 })
        out.error(`x ${value}`, { title: `x ${value}` })
        out.notice(value)
      })
      expect({ value, problems: forgedCommands(log) }).toEqual({ value, problems: [] })
      // The action's own commands are still read as such, carrying the data whole.
      const reading = readAsRunner(log)
      const names = reading.commands.map((c) => c.name).filter((n) => n !== 'stop-commands')
      expect(names).toEqual(['group', 'endgroup', 'warning', 'error', 'notice'])
      const warning = reading.commands.find((c) => c.name === 'warning')
      expect(warning?.data).toBe(value)
      expect(warning?.properties).toEqual({ title: value, file: value, line: '3' })
    }
  })

  it('prints plain text as it is, without a fence', () => {
    const log = stdoutOf(() => out.info('3 passed, 1 failed: see #12 and a::b'))
    expect(log).toBe('3 passed, 1 failed: see #12 and a::b\n')
  })

  it('fences what a culture-aware comparison could read as a command', () => {
    for (const line of [
      't #\u200b#[warning]x',
      '\u200b::error::x',
      '\u0000::error::x',
      ':\u00ad:x'
    ]) {
      expect(holdsCommand(line)).toBe(true)
    }
    for (const line of ['a::b', '# [x]', '#[#', 'x\u2028y: z'])
      expect(holdsCommand(line)).toBe(false)
  })

  it('redacts before it cuts, and marks the cut, also for text far over the limit', () => {
    const secret = 'boundary-secret-5f2a9c7e1d'
    registerSecret(secret)
    const text = 'a'.repeat(95) + secret + 'b'.repeat(1_000_000)
    const shown = safeText(text, 100)
    expect(shown).toBe('a'.repeat(95) + '***b…')
    expect(safeText(`${secret} ok`, 100)).toBe('*** ok')
    // Cut before redaction, and what is left fits: still marked as cut.
    expect(safeText(`${secret}${'c'.repeat(200)}`, 100)).toBe(`***${'c'.repeat(96)}…`)
    expect(safeText(`${'d'.repeat(50)}${secret}${'e'.repeat(500)}`, 60)).toBe(
      `${'d'.repeat(50)}***${'e'.repeat(6)}…`
    )
  })
})
