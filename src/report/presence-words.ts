/** A matrix leg's presence record (docs/matrix-builds.md), in words: where it is, or why not. */
import type { CommandResult } from '../results.js'

/** The log's line of a record saved. */
export function presenceLine(result: CommandResult): string | undefined {
  const p = result.presence
  if (!p || p.error) return undefined
  return `This leg's presence record: saved as the workflow artifact ${p.artifact} (a command: legs step after the matrix counts it).`
}

/** A record that could not be saved: the leg will be counted as missing. */
export function presenceWarnings(result: CommandResult): string[] {
  const p = result.presence
  if (!p?.error) return []
  return [
    `This leg's presence record could not be saved as the workflow artifact ${p.artifact}: ` +
      `${p.error}. A command: legs step after the matrix will count this leg as missing.`
  ]
}
