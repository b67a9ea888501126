/**
 * The one place that words a write's state, and the lines about delivery that fail the step:
 * every count, list and row of writes — the verdict's, the outputs', the log's, the summary's —
 * is a filter or a render of `result.writes` through here (docs/delivery.md).
 */
import {
  IN_THE_SERVICE,
  isInService,
  type CommandResult,
  type Write,
  type WriteState
} from '../results.js'
import { count } from '../util/english.js'
import { outboxNotSaved } from './no-artifacts.js'

/** The writes of each state. */
export function writesIn(result: CommandResult, ...states: WriteState[]): Write[] {
  return result.writes.filter((w) => states.includes(w.state))
}

export { IN_THE_SERVICE, isInService }

/** The writes by id (an artifact, the tests, an override name their write by id). */
export function writesById(result: CommandResult): Map<string, Write> {
  return new Map(result.writes.map((w) => [w.id, w]))
}

/** The write an outcome names by id, if it names one and it is in the result. */
export function writeOf(result: CommandResult, id: string | undefined): Write | undefined {
  return id === undefined ? undefined : result.writes.find((w) => w.id === id)
}

/**
 * The ids of the writes shown beside their subject: each artifact's in its row, the tests'
 * attestation in the Tests section, the override in its own. Every other write (a replay's, a
 * second attestation) is shown in the list of other writes: the log's and the summary's.
 */
function idsBesideSubject(result: CommandResult): Set<string> {
  const ids = [
    ...(result.artifacts ?? []).map((a) => a.writeId),
    result.junit?.writeId,
    result.override?.writeId
  ]
  return new Set(ids.filter((id): id is string => id !== undefined))
}

/** The writes no subject shows beside it, in order: the log's and the summary's other writes. */
export function otherWrites(result: CommandResult): Write[] {
  const beside = idsBesideSubject(result)
  return result.writes.filter((w) => !beside.has(w.id))
}

/**
 * The state in a few words, for a log line or a table cell: `deferred to the outbox` (why it
 * was deferred is told once, for all of them).
 */
export function stateWords(write: Write): string {
  switch (write.state) {
    case 'recorded':
      return 'recorded'
    case 'failed':
      return `not recorded: ${write.detail ?? 'it failed'}`
    case 'deferred':
      return 'deferred to the outbox'
    case 'stopped':
      return `not sent: ${write.detail ?? 'the run was stopped'}`
    case 'in-flight':
      return (
        `in flight when ${write.detail ?? 'the job was cancelled'}: it may be recorded, ` +
        'and the next replay sends it again'
      )
    case 'preview':
      // `detail`: why, when not a dry run that was asked for (a fork's preview).
      return `not sent (${write.detail ?? 'dry run'})`
    case 'earlier':
      return `recorded earlier${write.detail ? ` (${write.detail})` : ''}`
    case 'superseded':
      return `not sent: superseded${write.detail ? ` by ${write.detail}` : ''}`
    case 'held':
      return `held, not sent as the latest: ${write.detail ?? 'newer evidence may exist'}`
  }
}

/** A mark for a table: ✓ in the service, ✗ not, ? may be (in flight), – not sent on purpose. */
export function stateMark(write: Write): string {
  if (isInService(write.state)) return '✓'
  if (write.state === 'in-flight') return '?'
  return write.state === 'preview' || write.state === 'superseded' ? '–' : '✗'
}

const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** `artifact a, artifact b and 3 more` (the labels of up to 10 writes). */
export function labelList(writes: readonly Write[], shown = 10): string {
  const labels = writes.slice(0, shown).map((w) => w.label)
  const more = writes.length - labels.length
  return more > 0 ? `${labels.join(', ')} and ${count(more, 'more')}` : labels.join(', ')
}

/**
 * The failures the delivery adds to a command's own: each write refused on its merits, the stop
 * (told once, with the writes it kept from the service), and an outbox that could not be saved.
 */
export function deliveryFailures(result: CommandResult): string[] {
  const lines = writesIn(result, 'failed').map(
    (w) => `${capitalised(w.label)} was not recorded: ${w.detail ?? 'it failed'}`
  )
  const stopped = writesIn(result, 'stopped')
  const stop = result.stopped
  if (stop?.kind === 'auth') {
    if (tellerOfStop(result) < 0) lines.push(sentence(stop.cause, afterRefusal(result)))
  } else if (stop?.kind === 'config') {
    if (tellerOfStop(result) < 0) lines.push(sentence(stop.cause, afterConfigError(result)))
  } else if (stop?.kind === 'down' && stopped.length > 0) {
    lines.push(`The service is down: ${stop.cause}.${notRecorded(stopped)}`)
  } else if (stop?.kind === 'cancelled') {
    lines.push(cancelledLine(result, stop.cause))
  }
  const outbox = result.outbox
  const notSaved = outboxNotSaved(outbox)
  if (outbox && notSaved !== undefined) {
    const deferred = writesIn(result, 'deferred')
    const cause = result.stopped?.cause ?? deferred[0]?.detail
    const where = outbox.file
      ? `it is at ${outbox.file} (the outbox-file output) until the runner is wiped`
      : 'it could not be written either'
    lines.push(
      `${capitalised(count(deferred.length, 'write'))} could not be delivered` +
        `${cause ? ` (${cause})` : ''}, and the outbox could not be saved as a workflow ` +
        `artifact (${notSaved}): ${where}`
    )
  }
  return lines
}

/**
 * What a cancelled run sent: `Replay cancelled: 20 recorded, 12 in flight (may be recorded),
 * 29 not sent`, why, and what the next replay does about each (docs/bad-day.md).
 */
function cancelledLine(result: CommandResult, cause: string): string {
  const recorded = writesIn(result, 'recorded').length
  const inFlight = writesIn(result, 'in-flight').length
  const notSent = writesIn(result, 'stopped').length
  const head =
    `${capitalised(result.command)} cancelled: ${recorded} recorded, ${inFlight} in flight ` +
    `(may be recorded), ${notSent} not sent: ${cause}.`
  if (inFlight + notSent === 0) return head
  if (result.command !== 'replay') return `${head} ${droppedByCancel(result)}`
  const again =
    inFlight > 0
      ? ` (if the service recorded one in flight, it records it twice: the same record again)`
      : ''
  return (
    `${head} The next replay of the same outbox sends what no receipt names: ` +
    `${count(inFlight + notSent, 'write')}${again}.`
  )
}

/**
 * What a cancelled build step dropped: the writes it did not record (in flight: perhaps
 * recorded) are not kept in an outbox — the runner kills the step within seconds, too soon to
 * save one — so they are named, with how to record them (docs/bad-day.md, "Lost evidence").
 */
function droppedByCancel(result: CommandResult): string {
  const dropped = [...writesIn(result, 'in-flight'), ...writesIn(result, 'stopped')]
  return (
    `Not kept, as a cancelled step saves no outbox: ${labelList(dropped)} (one in flight ` +
    'may be recorded; the others are not). Re-run the job to record them.'
  )
}

/** Every failure of the result: the command's own, then the delivery's. */
export function failuresOf(result: CommandResult): string[] {
  const own = [...result.failures]
  // A read the token was refused on is the command's own failure, which gives the cause
  // already: what the refusal means is said in the same sentence, not in one of its own.
  const teller = tellerOfStop(result)
  const config = result.stopped?.kind === 'config'
  // A configuration error the command told itself: what it kept from the service, if anything.
  if (teller >= 0 && !(config && writesIn(result, 'stopped').length === 0)) {
    own[teller] = sentence(own[teller], config ? afterConfigError(result) : afterRefusal(result))
  }
  return [...own, ...deliveryFailures(result)]
}

/**
 * The command's failure that gives the cause of a refused token or a configuration error, or
 * -1 (a command that words a route-not-found itself says "check base-url" already).
 */
function tellerOfStop(result: CommandResult): number {
  const stop = result.stopped
  if (stop?.kind === 'auth') return result.failures.findIndex((f) => f.includes(stop.cause))
  if (stop?.kind !== 'config') return -1
  return result.failures.findIndex((f) => f.includes(stop.cause) || f.includes('check base-url'))
}

/** What a configuration error (a proxy, a base-url) means for the run, after its cause. */
function afterConfigError(result: CommandResult): string {
  return `Nothing more was sent.${notRecorded(writesIn(result, 'stopped'))}`
}

/** What a refused token means for the run, after its cause. */
function afterRefusal(result: CommandResult): string {
  const stopped = writesIn(result, 'stopped')
  return `Nothing more was sent with this token.${notRecorded(stopped)}`
}

const notRecorded = (stopped: Write[]): string =>
  stopped.length > 0 ? ` Not recorded: ${labelList(stopped)}.` : ''

/** `head`, ended with a full stop, then `rest`. */
const sentence = (head: string, rest: string): string =>
  `${head}${/[.!?]$/.test(head) ? '' : '.'} ${rest}`
