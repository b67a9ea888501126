/**
 * How GitHub's runner reads the step's stdout (docs/runner-lines.md): lines end at CR, LF or
 * CRLF; a line is a command when it starts with `::` after .NET's leading white space, or holds
 * the legacy `##[` anywhere. The check here errs on the safe side: it also passes over the
 * characters a culture-aware .NET comparison may ignore (controls, format characters such as
 * U+200B), so a line it lets through can never be read as a command.
 */

/** Line ends as .NET's StreamReader.ReadLine sees them. */
export const LINE_BREAK = /\r\n|\r|\n/

/**
 * Characters that may stand before `::` (white space by .NET's Char.IsWhiteSpace, which is
 * Unicode's White_Space set, U+0085 and U+00A0 included) or that a culture-aware comparison
 * may skip (controls, format and default-ignorable characters).
 */
const IGNORED = '\\p{White_Space}\\p{Cc}\\p{Cf}\\p{Default_Ignorable_Code_Point}'
const STARTS_COMMAND = new RegExp(`^[${IGNORED}]*:[${IGNORED}]*:`, 'u')
/** Between the characters of `##[`, only what a comparison may skip (no white space). */
const SKIPPABLE = '\\p{Cc}\\p{Cf}\\p{Default_Ignorable_Code_Point}'
const SKIPPABLE_RUN = new RegExp(`[${SKIPPABLE}]+`, 'gu')

/** true when the runner could take this one line (no line breaks in it) for a command. */
export function isCommandLine(line: string): boolean {
  if (STARTS_COMMAND.test(line)) return true
  if (!line.includes('#')) return false
  if (line.includes('##[')) return true
  return line.replace(SKIPPABLE_RUN, '').includes('##[')
}

/** true when any line of `text`, split as the runner splits it, could be a command. */
export function holdsCommand(text: string): boolean {
  // A command needs `:` or `#`: most text is answered without splitting it.
  if (!text.includes(':') && !text.includes('#')) return false
  return text.split(LINE_BREAK).some(isCommandLine)
}
