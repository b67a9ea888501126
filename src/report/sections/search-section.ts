/** Search: what the value resolved to, a row per matched artifact, and their histories. */
import type { SearchFoundArtifact } from '../../api/models.js'
import { PATTERNS } from '../../api/rules.js'
import type { CommandResult } from '../../results.js'
import type { Block } from '../budget.js'
import type { RenderLimits } from '../render-limits.js'
import { attr, code, link, text } from '../escape.js'
import { SHOWN_CHARS, clip } from '../display-limits.js'
import { isoTime, num, short, stateIcon } from '../format.js'
import { count } from '../../util/english.js'
import { fingerprintHtml } from './artifacts-section.js'

export function searchBlocks(result: CommandResult, ctx: RenderLimits): Block[] {
  const search = result.search
  if (!search) return []
  const value = clip(search.value, ctx.textCap)
  const blocks: Block[] = [`### Search for ${code(value)}\n\n`]
  if (search.error) blocks.push(`❌ ${text(clip(search.error, ctx.textCap))}\n\n`)
  const artifacts = search.result?.artifacts ?? []
  if (search.notFound || (search.result && artifacts.length === 0)) {
    blocks.push(
      testsAlone(result)
        ? `The records service knows no artifact of commit ${code(short(search.value, 7))}: ` +
            'expected when only tests were attested (an artifact is reported by `report` with ' +
            '`artifacts`; a release gate needs one).\n\n'
        : `No matches for '${text(value)}'.\n\n`
    )
    return blocks
  }
  if (!search.result) return blocks
  blocks.push(resolvedLine(search.result.resolved_to, search.value, artifacts.length))
  const state = result.complianceState
  if (state) {
    blocks.push(
      `${stateLabel(result, artifacts.length)}: ${stateIcon(state)} **${text(clip(state, SHOWN_CHARS.label))}**\n\n`
    )
  }
  if (showsOthers(result, artifacts)) {
    blocks.push(
      "_The verdict is judged by this step's own artifacts in its own flow; the others of this " +
        'commit are shown for information._\n\n'
    )
  }
  // Where the artifacts run: left out when no artifact has any environment to show.
  const where = artifacts.some(
    (a) => (a.running_in ?? []).length + (a.exited_from ?? []).length > 0
  )
  blocks.push({
    head: where
      ? '| Artifact | Flow | Trail | Compliance | Running in | Exited from | Links |\n' +
        '|---|---|---|---|---|---|---|\n'
      : '| Artifact | Flow | Trail | Compliance | Links |\n|---|---|---|---|---|\n',
    tail: '\n',
    count: artifacts.length,
    priority: 2,
    item: (i) => artifactRow(artifacts[i], where, ctx),
    more: (n) => `_… and ${num(n)} more artifacts — see the \`search-result\` output._\n\n`
  })
  const withHistory = artifacts.filter((a) => a.history && a.history.length > 0)
  if (withHistory.length > 0) {
    blocks.push({
      head: '<details><summary><b>History</b></summary>\n<ul>\n',
      tail: '</ul>\n</details>\n\n',
      count: withHistory.length,
      priority: 6,
      item: (i) => historyItem(withHistory[i], ctx),
      more: (n) => `_… and the history of ${count(n, 'more artifact')}._\n\n`
    })
  }
  return blocks
}

/**
 * What the state is of: what a search matched (the worst of several), or this step's (a
 * replay's) own artifacts in its flow — never another flow's artifacts of the commit.
 */
function stateLabel(result: CommandResult, found: number): string {
  if (result.command === 'search') {
    return found > 1 ? 'Compliance state (the worst)' : 'Compliance state'
  }
  const whose = result.replayedOrigins ? 'the replayed' : "this step's"
  const flow = result.destination.flow
  return `Compliance state of ${whose} artifacts${flow ? ` in flow ${code(clip(flow, SHOWN_CHARS.name))}` : ''}`
}

/** The key of an artifact in a flow. */
const keyOf = (flow: string | null | undefined, fingerprint: string): string =>
  JSON.stringify([flow ?? '', fingerprint])

/**
 * The artifacts a verdict is judged by, as keys of their flow and fingerprint: this step's own
 * (a replay's: its origins'); undefined for a search, whose subject is all it matched.
 */
function ownKeys(result: CommandResult): Set<string> | undefined {
  if (result.command === 'search') return undefined
  if (result.replayedOrigins) {
    return new Set(
      result.replayedOrigins.flatMap((v) =>
        (v.artifacts ?? []).map((a) => keyOf(a.flow, a.fingerprint))
      )
    )
  }
  const flow = result.destination.flow
  return new Set(
    (result.artifacts ?? []).flatMap((a) =>
      a.stage === 'fingerprinted' ? [keyOf(flow, a.fingerprint)] : []
    )
  )
}

/**
 * For each searched artifact, whether it is one the verdict is not judged by (another flow's,
 * another step's artifact of the commit): information only. Never for a search.
 */
export function notJudged(result: CommandResult): (a: SearchFoundArtifact) => boolean {
  const own = ownKeys(result)
  return (a) => own !== undefined && !own.has(keyOf(a.flow ?? a.pipeline, a.fingerprint))
}

/** Whether the table shows artifacts the verdict is not judged by. */
function showsOthers(result: CommandResult, found: SearchFoundArtifact[]): boolean {
  return found.some(notJudged(result))
}

/** A build that attested tests and reported no artifact: its commit has none to find. */
export function testsAlone(result: CommandResult): boolean {
  if (result.command === 'search' || result.artifacts?.length) return false
  // A build's own attestation, or a replay's writes (a replay holds no JUnit outcome of its own).
  const kinds = new Set(result.writes.map((w) => w.kind))
  return (result.junit !== undefined || kinds.has('junit')) && !kinds.has('artifact')
}

type ResolvedTo = NonNullable<NonNullable<CommandResult['search']>['result']>['resolved_to']

/** What the value resolved to, said once: the full match only when it is not the value itself. */
function resolvedLine(resolved: ResolvedTo, value: string, artifacts: number): string {
  if (!resolved) return ''
  const full =
    resolved.full_match === value ? '' : ` ${code(clip(resolved.full_match, SHOWN_CHARS.label))}`
  if (resolved.type === 'commit') return `Resolved to ${full ? 'commit' : 'a commit'}${full}.\n\n`
  if (resolved.type === 'fingerprint')
    return `Resolved to the artifact with fingerprint${full || ' ' + code(short(value))}.\n\n`
  const fps = resolved.fingerprints?.count ?? 0
  const commits = resolved.commits?.count ?? 0
  return (
    `⚠️ Ambiguous: resolved to ${count(fps, 'fingerprint')} and ${count(commits, 'commit')} ` +
    `across ${count(artifacts, 'artifact')}.\n\n`
  )
}

function list(values: string[] | null | undefined, ctx: RenderLimits): string {
  const items = values ?? []
  if (items.length === 0) return '–'
  const shown = items.slice(0, ctx.nestedCap).map((v) => code(clip(v, SHOWN_CHARS.name)))
  if (items.length > shown.length) shown.push(`… +${num(items.length - shown.length)}`)
  return shown.join(' ')
}

function artifactRow(a: SearchFoundArtifact, where: boolean, ctx: RenderLimits): string {
  const name = `${text(clip(a.name, ctx.textCap))}<br>${fingerprintHtml(a.fingerprint)}`
  const flow = text(clip(a.flow ?? a.pipeline ?? '', SHOWN_CHARS.name)) || '–'
  // Trails are usually the 40-hex commit: shortened, as the commit link is, to keep the table narrow.
  const trail =
    a.trail && PATTERNS.gitCommit.test(a.trail)
      ? `<code title="${attr(a.trail)}">${a.trail.slice(0, 7)}</code>`
      : text(clip(a.trail ?? '', SHOWN_CHARS.name)) || '–'
  const state = a.compliance_state
    ? `${stateIcon(a.compliance_state)} ${text(clip(a.compliance_state, SHOWN_CHARS.label))}`
    : a.has_provenance === false
      ? '– no provenance'
      : '–'
  const links: string[] = []
  if (a.html_url) links.push(link('artifact', a.html_url))
  if (a.commit_url)
    links.push(link(`commit ${text(short(a.git_commit, 7)) || ''}`.trim(), a.commit_url))
  if (a.build_url) links.push(link('build', a.build_url))
  return (
    `| ${name} | ${flow} | ${trail} | ${state} ` +
    (where ? `| ${list(a.running_in, ctx)} | ${list(a.exited_from, ctx)} ` : '') +
    `| ${links.join(' · ') || '–'} |\n`
  )
}

function historyItem(a: SearchFoundArtifact, ctx: RenderLimits): string {
  const history = a.history ?? []
  const events = history
    .slice(0, ctx.nestedCap)
    .map((h) => `<li>${isoTime(h.timestamp)} — ${text(clip(h.event ?? '', ctx.textCap))}</li>`)
  if (history.length > events.length) {
    events.push(`<li>… and ${count(history.length - events.length, 'more event')}</li>`)
  }
  return `<li><b>${text(clip(a.name, ctx.textCap))}</b> ${fingerprintHtml(a.fingerprint)}<ul>${events.join('')}</ul></li>\n`
}
