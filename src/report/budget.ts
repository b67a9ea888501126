/**
 * Fitting the summary into a byte budget without dropping it. A document is a sequence of
 * blocks: fixed strings (always kept) and lists whose items are rendered lazily and cut with a
 * "… and N more" line. Lists first get an equal share of the room left by the fixed parts, then
 * the leftovers go to them in priority order. Items are rendered at most once and only while
 * they fit, so the work is linear in the output size, not in the number of items.
 */
import { byteLength, truncateUtf8 } from './bytes.js'

interface ListBlock {
  /** Written before the items (e.g. a table header); kept even when no item fits. */
  head: string
  /** Written after the items. */
  tail: string
  count: number
  /** Renders item i (0-based), in order. */
  item: (index: number) => string
  /** The line saying how many items were left out (written after `tail`). */
  more: (omitted: number) => string
  /** Items left out before rendering (e.g. beyond a collector's cap), added to the count. */
  alreadyOmitted?: number
  /** Lower fills first when sharing the leftover room. Default 10. */
  priority?: number
}

export type Block = string | ListBlock

interface ListState {
  block: ListBlock
  parts: string[]
  used: number
  pending?: string
}

const HARD_CUT_NOTE = '\n\n_… the summary was cut here to stay within its size limit._\n'

/** The blocks rendered to at most `maxBytes` UTF-8 bytes. */
export function fit(blocks: Block[], maxBytes: number): string {
  const lists: ListState[] = []
  let fixed = 0
  for (const block of blocks) {
    if (typeof block === 'string') {
      fixed += byteLength(block)
      continue
    }
    const omittedMax = block.count + (block.alreadyOmitted ?? 0)
    fixed += byteLength(block.head) + byteLength(block.tail)
    if (omittedMax > 0) fixed += byteLength(block.more(omittedMax))
    lists.push({ block, parts: [], used: 0 })
  }

  let room = Math.max(0, maxBytes - fixed)
  if (lists.length > 0) {
    const share = Math.floor(room / lists.length)
    for (const list of lists) fill(list, share)
    room -= lists.reduce((sum, list) => sum + list.used, 0)
    const byPriority = [...lists].sort(
      (a, b) => (a.block.priority ?? 10) - (b.block.priority ?? 10)
    )
    for (const list of byPriority) {
      const before = list.used
      fill(list, before + room)
      room -= list.used - before
    }
  }

  const out: string[] = []
  let index = 0
  for (const block of blocks) {
    if (typeof block === 'string') {
      out.push(block)
      continue
    }
    const list = lists[index++]
    const omitted = block.count - list.parts.length + (block.alreadyOmitted ?? 0)
    out.push(block.head)
    for (const part of list.parts) out.push(part)
    out.push(block.tail)
    if (omitted > 0) out.push(block.more(omitted))
  }
  const doc = out.join('')
  if (byteLength(doc) <= maxBytes) return doc
  // Only when the fixed parts alone are over the limit (a tiny maxBytes).
  const note = byteLength(HARD_CUT_NOTE) < maxBytes ? HARD_CUT_NOTE : ''
  // Drop a half-cut entity or tag at the end so no `&#12` or `<a hr` is left dangling.
  const cut = truncateUtf8(doc, maxBytes - byteLength(note)).replace(/&#?[A-Za-z0-9]*$|<[^>]*$/, '')
  return cut + note
}

function fill(list: ListState, limit: number): void {
  const { block } = list
  while (list.parts.length < block.count) {
    const next = list.pending ?? block.item(list.parts.length)
    const bytes = byteLength(next)
    if (list.used + bytes > limit) {
      list.pending = next
      return
    }
    list.parts.push(next)
    list.used += bytes
    list.pending = undefined
  }
}
