/** UTF-8 byte sizes and cuts that never split a character. */

export function byteLength(s: string): number {
  return Buffer.byteLength(s, 'utf8')
}

/**
 * The longest prefix of `s` that is at most `maxBytes` UTF-8 bytes and still valid UTF-8: for
 * data that must stay a prefix (an output value). Text a person reads is cut with clipBytes
 * (limits.ts), which marks the cut.
 */
export function truncateUtf8(s: string, maxBytes: number): string {
  if (maxBytes <= 0) return ''
  // Cheap exits: every UTF-16 unit is at most 3 UTF-8 bytes.
  if (s.length * 3 <= maxBytes) return s
  const buf = Buffer.from(s, 'utf8')
  if (buf.length <= maxBytes) return s
  let end = maxBytes
  // Step back over continuation bytes (10xxxxxx) to the start of the cut character.
  while (end > 0 && (buf[end] & 0xc0) === 0x80) end--
  return buf.subarray(0, end).toString('utf8')
}
