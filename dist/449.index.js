export const id = 449;
export const ids = [449];
export const modules = {

/***/ 70449:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publishCheckRun: () => (/* binding */ publishCheckRun)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69390);
/* harmony import */ var _annotations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(856);
/* harmony import */ var _display_limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74009);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12011);
/* harmony import */ var _util_english_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(448);
/* harmony import */ var _util_secrets_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(84537);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(90687);
/* harmony import */ var _compliance_judge_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(97248);
/* harmony import */ var _writes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(24372);
/* harmony import */ var _context_check_mark_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(22277);
/**
 * The PR check run (Checks API): conclusion from the verdict, the summary cut to 65,535 bytes,
 * and an annotation per failing test in batches of 50 (create carries the first batch, then
 * each update appends one). Missing permission (403/404: forks get a read-only token) and any
 * other error become a warning: a check run never fails the step.
 */












const ANNOTATIONS_PER_REQUEST = _display_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_LIMITS */ .f_.annotationsPerRequest;
const CUT_NOTE = '\n\n_… cut to fit the check run; the job summary has everything._\n';
/**
 * The check run's title. A red one says why first: the verdict's reasons (the failing tests by
 * name, the artifact and flow that are not compliant), or what was not recorded. Otherwise what
 * the run says (its counts). Then, for a replayed origin, that it was replayed and from which
 * run, and the matrix leg it is about: a cut never drops those.
 */
function checkTitle(result, leg) {
    const verdict = (0,_verdict_js__WEBPACK_IMPORTED_MODULE_6__/* .verdictOf */ .Vj)(result);
    const replayed = replayedFrom(result);
    const tail = (replayed ? ` · ${replayed}` : '') + (leg === undefined ? '' : ` · ${leg}`);
    const max = _display_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_LIMITS */ .f_.checkRunTitleChars - tail.length;
    const why = verdict.kind === 'not-compliant' ? (0,_verdict_js__WEBPACK_IMPORTED_MODULE_6__/* .whyNotCompliant */ .fq)(result) : [];
    // `command: legs` opens with its count, whatever the verdict (docs/matrix-builds.md).
    const says = result.legs
        ? (0,_compliance_judge_js__WEBPACK_IMPORTED_MODULE_8__/* .legsLine */ .Ol)(result.legs)
        : verdict.kind === 'not-recorded' ||
            verdict.kind === 'preview' ||
            verdict.kind === 'nothing-to-send'
            ? `${verdict.text.replace(/^\S+ /, '')}: ${verdict.reason}${notRecordedWrites(result, verdict)}`
            : why.length > 0
                ? why.join('; ')
                : (replayFacts(result) ?? checkFacts(result) ?? verdict.text.replace(/^\S+ /, ''));
    return (0,_display_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(says, max) + tail;
}
/** `replayed from run 4242`, for the check run of a replay's one origin. */
function replayedFrom(result) {
    const origins = result.replayedOrigins;
    return origins?.length === 1 ? `replayed from run ${origins[0].origin.run}` : undefined;
}
/**
 * Which writes were not recorded, when only some were: `: artifact shop.tar.gz` (when none
 * was, the count says it).
 */
function notRecordedWrites(result, verdict) {
    if (verdict.kind !== 'not-recorded' || verdict.writes.recorded === 0)
        return '';
    const missing = result.writes.filter((w) => w.state !== 'preview' && w.state !== 'superseded' && !(0,_writes_js__WEBPACK_IMPORTED_MODULE_7__/* .isInService */ .h8)(w.state));
    return missing.length > 0 ? `: ${missing.map((w) => w.label).join(', ')}` : '';
}
/**
 * A replayed origin's check run says what the build's said (its tests, or what the service
 * says of its artifacts): "6 tests: 4 passed, 1 failed, 1 skipped".
 */
function replayFacts(result) {
    const origins = result.replayedOrigins;
    if (origins?.length !== 1)
        return undefined;
    const [v] = origins;
    if (v.tests)
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .testCountsLine */ .v)(v.tests);
    return v.complianceState ? `compliance ${v.complianceState}` : undefined;
}
function checkFacts(result) {
    if (result.junit)
        return (0,_display_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)((0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .testCountsLine */ .v)(result.junit.totals), _display_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_LIMITS */ .f_.checkRunTitleChars);
    // Without tests: what was reported and what the service says, e.g. "2 artifacts reported ·
    // compliance INCOMPLETE".
    const parts = [];
    if (result.artifacts && result.artifacts.length > 0) {
        const total = result.artifacts.length;
        const writes = (0,_writes_js__WEBPACK_IMPORTED_MODULE_7__/* .writesById */ .XZ)(result);
        const reported = result.artifacts.filter((a) => {
            const state = a.writeId === undefined ? undefined : writes.get(a.writeId)?.state;
            return (0,_writes_js__WEBPACK_IMPORTED_MODULE_7__/* .isInService */ .h8)(state);
        }).length;
        parts.push(reported === total
            ? `${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_9__/* .count */ .U9)(total, 'artifact')} reported`
            : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .num */ .bu)(reported)} of ${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_9__/* .count */ .U9)(total, 'artifact')} reported`);
    }
    const state = result.complianceState;
    if (state)
        parts.push(`compliance ${state}`);
    if (parts.length > 0)
        return (0,_display_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(parts.join(' · '), _display_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_LIMITS */ .f_.checkRunTitleChars);
    return undefined;
}
/** The markdown cut to the Checks API's 65,535-byte summary limit, with a note when cut. */
function checkSummary(markdown) {
    return (0,_display_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .clipBytes */ .Wp)(markdown, _display_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_LIMITS */ .f_.checkRunSummaryBytes, CUT_NOTE);
}
async function publishCheckRun(result, opts) {
    const where = ownerAndRepo(opts.repository);
    if (where === undefined) {
        return {
            warning: `No check run: repository '${opts.repository}' is not in the form owner/repo.`,
            annotationsSent: 0
        };
    }
    const max = Math.max(0, opts.maxAnnotations ?? _display_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .CHECK_RUN_ANNOTATIONS_MAX */ .$B);
    const annotations = result.junit
        ? (0,_annotations_js__WEBPACK_IMPORTED_MODULE_2__/* .checkAnnotations */ .LO)(result.junit.failedTests, max, result.junit.suites)
        : [];
    const title = checkTitle(result, opts.leg);
    const summary = checkSummary(opts.summaryMarkdown);
    const text = subjectsText(result);
    const pub = {
        where,
        opts,
        output: (batch) => ({ title, summary, ...(text && { text }), annotations: batch }),
        github: (0,_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHubClient */ .XB)(opts)
    };
    const made = await makeCheckRun(pub, result, annotations.slice(0, ANNOTATIONS_PER_REQUEST));
    if ('warning' in made)
        return { warning: made.warning, annotationsSent: 0 };
    return appendTheRest(pub, made, annotations);
}
/**
 * What this check run recorded, listed for a replay to compare (docs/bad-day.md, "Never
 * stale"): the subjects of its writes that are in the service or kept in its outbox.
 */
function subjectsText(result) {
    const kept = (w) => (0,_writes_js__WEBPACK_IMPORTED_MODULE_7__/* .isInService */ .h8)(w.state) || w.state === 'deferred';
    const digests = result.writes.flatMap((w) => (w.subject && kept(w) ? [w.subject] : []));
    return digests.length > 0 ? (0,_context_check_mark_js__WEBPACK_IMPORTED_MODULE_10__/* .checkSubjectsText */ .Fk)(digests) : undefined;
}
/** `owner/repo` in its two parts; undefined for anything else. */
function ownerAndRepo(repository) {
    const [owner, repo, extra] = repository.split('/');
    return owner && repo && extra === undefined ? { owner, repo } : undefined;
}
/**
 * Creates the check run with the first batch of annotations, or, for a replay, brings the
 * origin's own one up to date; a warning when that fails or the latest one is not ours to move.
 */
async function makeCheckRun(pub, result, batch) {
    const { where, opts } = pub;
    try {
        const existing = opts.replace ? await ownOfName(pub.github, where, opts) : undefined;
        if (existing === 'left') {
            return {
                warning: `The check run '${opts.name}' was left as it is: its latest one is another run's, attempt's or job's, which a replay never moves.`
            };
        }
        const made = await createOrUpdate(pub, result, pub.output(batch), existing);
        const url = typeof made.data.html_url === 'string' ? made.data.html_url : undefined;
        return { id: made.data.id, url, updated: existing !== undefined };
    }
    catch (err) {
        return { warning: describeError(err, 'create', opts) };
    }
}
/**
 * Adds the annotations after the first batch to the check run made; an update that fails ends
 * it with a warning that says how many were added.
 */
async function appendTheRest(pub, made, annotations) {
    const { id, url, updated } = made;
    const rest = annotations.slice(ANNOTATIONS_PER_REQUEST);
    const update = (batch) => pub.github.run('update check run', (octokit) => octokit.rest.checks.update({ ...pub.where, check_run_id: id, output: pub.output(batch) }));
    const added = await appendAnnotations(rest, update);
    const annotationsSent = annotations.length - rest.length + added.sent;
    if (added.error === undefined)
        return { url, updated, annotationsSent };
    const warning = `${describeError(added.error, 'update', pub.opts)} ` +
        `${annotationsSent} of ${annotations.length} annotations were added.`;
    return { url, updated, warning, annotationsSent };
}
/** Creates the check run (marked), or brings `existing` to this result. */
function createOrUpdate(pub, result, output, existing) {
    const { where, opts } = pub;
    const fields = {
        ...where,
        status: 'completed',
        conclusion: (0,_verdict_js__WEBPACK_IMPORTED_MODULE_6__/* .verdictOf */ .Vj)(result).conclusion,
        completed_at: new Date().toISOString(),
        ...(opts.detailsUrl ? { details_url: opts.detailsUrl } : {}),
        output
    };
    if (existing !== undefined) {
        return pub.github.run('update check run', (octokit) => octokit.rest.checks.update({ ...fields, check_run_id: existing }));
    }
    return pub.github.run('create check run', (octokit) => octokit.rest.checks.create({
        ...fields,
        name: opts.name,
        head_sha: opts.sha,
        ...(opts.mark && { external_id: (0,_context_check_mark_js__WEBPACK_IMPORTED_MODULE_10__/* .checkMarkId */ .LK)(opts.mark) })
    }));
}
/**
 * The check run to bring up to date for a replay: the commit's check run of `opts.name` marked
 * by the origin (`opts.replace`); else the latest of that name when it carries no mark (made
 * before check runs were marked); 'left' when the latest is marked by another run or attempt
 * (never moved); undefined when there is none (a new one is made).
 */
async function ownOfName(github, where, opts) {
    const origin = opts.replace;
    try {
        const runs = await github.run('list check runs', (octokit) => octokit.paginate(octokit.rest.checks.listForRef, {
            ...where,
            ref: opts.sha,
            check_name: opts.name,
            filter: 'all',
            per_page: 100
        }));
        const own = runs.find((r) => {
            const mark = (0,_context_check_mark_js__WEBPACK_IMPORTED_MODULE_10__/* .readCheckMark */ ["in"])(r.external_id);
            return mark !== undefined && (0,_context_check_mark_js__WEBPACK_IMPORTED_MODULE_10__/* .sameMark */ .ah)(mark, origin);
        });
        if (own)
            return own.id;
        const latest = [...runs].sort((a, b) => b.id - a.id)[0];
        if (latest === undefined)
            return undefined;
        return (0,_context_check_mark_js__WEBPACK_IMPORTED_MODULE_10__/* .readCheckMark */ ["in"])(latest.external_id) === undefined ? latest.id : 'left';
    }
    catch {
        // Without the list (a token that may create but not read), a new check run still tells.
        return undefined;
    }
}
/** Sends the annotations after the first batch, one update per batch, until one fails. */
async function appendAnnotations(annotations, update) {
    let sent = 0;
    while (sent < annotations.length) {
        const batch = annotations.slice(sent, sent + ANNOTATIONS_PER_REQUEST);
        try {
            await update(batch);
        }
        catch (error) {
            return { sent, error: error ?? new Error('failed') };
        }
        sent += batch.length;
    }
    return { sent };
}
function describeError(err, step, opts) {
    const what = `Could not ${step} the check run '${opts.name}'`;
    const known = err instanceof _github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubError */ .y_;
    // Redacted before it is cut: a cut could leave a piece of the token behind.
    const safe = (0,_util_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .redactSecrets */ .fp)((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err), opts.token ? [opts.token] : []);
    const said = known && (err.permission || err.failure === 'rate limit')
        ? safe
        : (0,_display_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(safe, _display_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .SHOWN_CHARS */ .q4.message);
    return `${what}: ${said}. The results are in the job summary.`;
}


/***/ })

};
