export const id = 449;
export const ids = [449];
export const modules = {

/***/ 22277:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hq: () => (/* binding */ sameJobMark),
/* harmony export */   LK: () => (/* binding */ checkMarkId),
/* harmony export */   ah: () => (/* binding */ sameMark),
/* harmony export */   "in": () => (/* binding */ readCheckMark)
/* harmony export */ });
/**
 * The mark this action puts on every check run it creates (the Checks API's `external_id`): the
 * run, job, attempt, matrix leg and step that made it, and the job's key (which call of a
 * reusable workflow). A replay reads it to tell the check run of
 * the run that deferred its writes from one a later run or attempt completed (docs/bad-day.md,
 * "Never stale"). Anyone who may create check runs may also write any `external_id`: the mark
 * says who claims to have made a check run, not who did.
 */
const PREFIX = 'records-action/1?';
/** The `external_id` of a check run made by `mark`. */
function checkMarkId(mark) {
    const q = new URLSearchParams({ run: mark.run, job: mark.job, attempt: mark.attempt });
    if (mark.leg)
        q.set('leg', mark.leg);
    if (mark.step)
        q.set('step', mark.step);
    if (mark.jobKey)
        q.set('job_key', mark.jobKey);
    return PREFIX + q.toString();
}
/** The mark an `external_id` carries, when this action wrote it. */
function readCheckMark(externalId) {
    if (!externalId?.startsWith(PREFIX))
        return undefined;
    const q = new URLSearchParams(externalId.slice(PREFIX.length));
    const run = q.get('run');
    const job = q.get('job');
    const attempt = q.get('attempt');
    if (!run || !job || !attempt)
        return undefined;
    const leg = q.get('leg') ?? undefined;
    const step = q.get('step') ?? undefined;
    const jobKey = q.get('job_key') ?? undefined;
    return {
        run,
        job,
        attempt,
        ...(leg && { leg }),
        ...(step && { step }),
        ...(jobKey && { jobKey })
    };
}
/** Whether two marks name the same job, leg, step and job key (of any run or attempt). */
function sameJobMark(a, b) {
    return (a.job === b.job &&
        (a.leg ?? '') === (b.leg ?? '') &&
        (a.step ?? '') === (b.step ?? '') &&
        (a.jobKey ?? '') === (b.jobKey ?? ''));
}
/** Whether two marks name the same run, attempt, job, leg and step. */
function sameMark(a, b) {
    return sameJobMark(a, b) && a.run === b.run && a.attempt === b.attempt;
}


/***/ }),

/***/ 70449:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publishCheckRun: () => (/* binding */ publishCheckRun)
/* harmony export */ });
/* unused harmony export rateLimitWait */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61351);
/* harmony import */ var _annotations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(856);
/* harmony import */ var _display_limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74009);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12011);
/* harmony import */ var _util_english_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(448);
/* harmony import */ var _util_secrets_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(84537);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(90687);
/* harmony import */ var _compliance_judge_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(97248);
/* harmony import */ var _util_retry_timing_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(22525);
/* harmony import */ var _writes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(24372);
/* harmony import */ var _context_check_mark_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(22277);
/**
 * The PR check run (Checks API): conclusion from the verdict, the summary cut to 65,535 bytes,
 * and an annotation per failing test in batches of 50 (create carries the first batch, then
 * each update appends one). Missing permission (403/404: forks get a read-only token) and any
 * other error become a warning: a check run never fails the step.
 */













const ANNOTATIONS_PER_REQUEST = _display_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_LIMITS */ .f_.annotationsPerRequest;
const REQUEST_TIMEOUT_MS = 30_000;
/** Attempts of one Checks API call that GitHub's rate limit refused. */
const RATE_LIMIT_ATTEMPTS = 3;
/**
 * The longest wait for a rate limit: GitHub asks for at least a minute on a secondary limit
 * without Retry-After (docs/bad-day.md); a longer limit is reported rather than waited out.
 */
const RATE_LIMIT_MAX_WAIT_MS = 60_000;
const CUT_NOTE = '\n\n_… cut to fit the check run; the job summary has everything._\n';
/** A GitHub error that says rate limit (403/429 with the words or the headers), with its wait. */
function rateLimitWait(err) {
    const e = err;
    if (!e || (e.status !== 403 && e.status !== 429))
        return undefined;
    const headers = e.response?.headers ?? {};
    const says = /rate limit/i.test(String(e.message ?? '')) ||
        headers['x-ratelimit-remaining'] === '0' ||
        headers['retry-after'] !== undefined;
    if (!says)
        return undefined;
    const after = (0,_util_retry_timing_js__WEBPACK_IMPORTED_MODULE_8__/* .parseRetryAfter */ .mu)(headers['retry-after']);
    if (after !== undefined)
        return after;
    const reset = Number(headers['x-ratelimit-reset']);
    if (headers['x-ratelimit-remaining'] === '0' && Number.isFinite(reset)) {
        return Math.max(reset * 1000 - Date.now(), 0);
    }
    return RATE_LIMIT_MAX_WAIT_MS;
}
/** Runs a Checks API call, waiting out a rate limit (bounded) before trying again. */
async function withRateLimit(call, sleep) {
    for (let attempt = 1;; attempt++) {
        try {
            return await call();
        }
        catch (err) {
            const wait = rateLimitWait(err);
            if (wait === undefined || wait > RATE_LIMIT_MAX_WAIT_MS || attempt >= RATE_LIMIT_ATTEMPTS) {
                throw err;
            }
            await sleep(wait);
        }
    }
}
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
        ? (0,_compliance_judge_js__WEBPACK_IMPORTED_MODULE_9__/* .legsLine */ .Ol)(result.legs)
        : verdict.kind === 'not-recorded' || verdict.kind === 'preview'
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
    const missing = result.writes.filter((w) => w.state !== 'preview' && w.state !== 'superseded' && !_writes_js__WEBPACK_IMPORTED_MODULE_7__/* .IN_THE_SERVICE */ .cK.includes(w.state));
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
            return state !== undefined && _writes_js__WEBPACK_IMPORTED_MODULE_7__/* .IN_THE_SERVICE */ .cK.includes(state);
        }).length;
        parts.push(reported === total
            ? `${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_10__/* .count */ .U)(total, 'artifact')} reported`
            : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .num */ .bu)(reported)} of ${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_10__/* .count */ .U)(total, 'artifact')} reported`);
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
    const sleep = opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    const pub = {
        where,
        opts,
        output: (batch) => ({ title, summary, annotations: batch }),
        limited: (call) => withRateLimit(call, sleep)
    };
    const made = await makeCheckRun(pub, result, annotations.slice(0, ANNOTATIONS_PER_REQUEST));
    if ('warning' in made)
        return { warning: made.warning, annotationsSent: 0 };
    return appendTheRest(pub, made, annotations);
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
        const octokit = _actions_github__WEBPACK_IMPORTED_MODULE_1__.getOctokit(opts.token, {
            baseUrl: opts.apiUrl || 'https://api.github.com'
        });
        const existing = opts.replace
            ? await ownOfName(octokit, where.owner, where.repo, opts)
            : undefined;
        if (existing === 'left') {
            return {
                warning: `The check run '${opts.name}' was left as it is: its latest one is another run's, attempt's or job's, which a replay never moves.`
            };
        }
        const made = await pub.limited(() => createOrUpdate(octokit, where, result, opts, pub.output(batch), existing));
        const url = typeof made.data.html_url === 'string' ? made.data.html_url : undefined;
        return { octokit, id: made.data.id, url, updated: existing !== undefined };
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
    const { octokit, id, url, updated } = made;
    const rest = annotations.slice(ANNOTATIONS_PER_REQUEST);
    const update = (batch) => pub.limited(() => octokit.rest.checks.update({
        ...pub.where,
        check_run_id: id,
        output: pub.output(batch),
        request: { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }
    }));
    const added = await appendAnnotations(rest, update);
    const annotationsSent = annotations.length - rest.length + added.sent;
    if (added.error === undefined)
        return { url, updated, annotationsSent };
    const warning = `${describeError(added.error, 'update', pub.opts)} ` +
        `${annotationsSent} of ${annotations.length} annotations were added.`;
    return { url, updated, warning, annotationsSent };
}
/** Creates the check run (marked), or brings `existing` to this result. */
function createOrUpdate(octokit, where, result, opts, output, existing) {
    const fields = {
        ...where,
        status: 'completed',
        conclusion: (0,_verdict_js__WEBPACK_IMPORTED_MODULE_6__/* .verdictOf */ .Vj)(result).conclusion,
        completed_at: new Date().toISOString(),
        ...(opts.detailsUrl ? { details_url: opts.detailsUrl } : {}),
        output,
        request: { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }
    };
    if (existing !== undefined)
        return octokit.rest.checks.update({ ...fields, check_run_id: existing });
    return octokit.rest.checks.create({
        ...fields,
        name: opts.name,
        head_sha: opts.sha,
        ...(opts.mark && { external_id: (0,_context_check_mark_js__WEBPACK_IMPORTED_MODULE_11__/* .checkMarkId */ .LK)(opts.mark) })
    });
}
/**
 * The check run to bring up to date for a replay: the commit's check run of `opts.name` marked
 * by the origin (`opts.replace`); else the latest of that name when it carries no mark (made
 * before check runs were marked); 'left' when the latest is marked by another run or attempt
 * (never moved); undefined when there is none (a new one is made).
 */
async function ownOfName(octokit, owner, repo, opts) {
    const origin = opts.replace;
    try {
        const runs = await octokit.paginate(octokit.rest.checks.listForRef, {
            owner,
            repo,
            ref: opts.sha,
            check_name: opts.name,
            filter: 'all',
            per_page: 100,
            request: { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }
        });
        const own = runs.find((r) => {
            const mark = (0,_context_check_mark_js__WEBPACK_IMPORTED_MODULE_11__/* .readCheckMark */ ["in"])(r.external_id);
            return mark !== undefined && (0,_context_check_mark_js__WEBPACK_IMPORTED_MODULE_11__/* .sameMark */ .ah)(mark, origin);
        });
        if (own)
            return own.id;
        const latest = [...runs].sort((a, b) => b.id - a.id)[0];
        if (latest === undefined)
            return undefined;
        return (0,_context_check_mark_js__WEBPACK_IMPORTED_MODULE_11__/* .readCheckMark */ ["in"])(latest.external_id) === undefined ? latest.id : 'left';
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
    const status = err && typeof err === 'object' && typeof err.status === 'number'
        ? err.status
        : undefined;
    const what = `Could not ${step} the check run '${opts.name}'`;
    if (rateLimitWait(err) !== undefined) {
        return (`${what} (HTTP ${status}): GitHub's API rate limit, still in force after waiting; ` +
            'this is not a missing permission. The results are in the job summary.');
    }
    if (status === 403 || status === 404) {
        return (`${what} (HTTP ${status}): the token lacks the \`checks: write\` permission ` +
            `(add \`permissions: checks: write\` to the job; pull requests from forks get a ` +
            `read-only token). The results are in the job summary.`);
    }
    // Redacted before it is cut: a cut could leave a piece of the token behind.
    const message = (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err);
    const safe = (0,_util_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .redactSecrets */ .fp)(message, opts.token ? [opts.token] : []);
    return `${what}${status ? ` (HTTP ${status})` : ''}: ${(0,_display_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(safe, _display_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .SHOWN_CHARS */ .q4.message)}`;
}


/***/ })

};
