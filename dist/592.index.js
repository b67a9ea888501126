export const id = 592;
export const ids = [592];
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

/***/ 8592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   newerCheckRuns: () => (/* binding */ newerCheckRuns)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _context_check_mark_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22277);
/**
 * What GitHub knows that is newer than an outbox (docs/bad-day.md, "Never stale"): a check run
 * of the origin's `check-name` on the origin's commit, marked by this action as made by a later
 * run or attempt of the same job, leg and step, completed after the outbox was written. The
 * origin's own check run (same mark) never counts; an unmarked one cannot be told apart from
 * the origin's own (made before check runs were marked) and is not believed either way.
 */


const REQUEST_TIMEOUT_MS = 30_000;
function markOf(o) {
    return {
        run: o.run,
        job: o.job,
        attempt: o.attempt,
        ...(o.leg && { leg: o.leg }),
        ...(o.step && { step: o.step }),
        ...(o.jobKey && { jobKey: o.jobKey })
    };
}
/**
 * For each origin with a commit and a check name, what supersedes it, if anything; a lookup
 * that fails is a warning (nothing newer is then known).
 */
async function newerCheckRuns(access, origins) {
    const newer = new Map();
    const warnings = [];
    const { getOctokit } = await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(351)]).then(__webpack_require__.bind(__webpack_require__, 61351));
    const octokit = getOctokit(access.token, { baseUrl: access.apiUrl || 'https://api.github.com' });
    const [owner, repo] = access.repository.split('/');
    const listed = new Map();
    for (const o of origins) {
        if (!o.commit || !o.checkName || o.repository !== access.repository)
            continue;
        const key = JSON.stringify([o.commit, o.checkName]);
        const list = listed.get(key) ??
            octokit.paginate(octokit.rest.checks.listForRef, {
                owner,
                repo,
                ref: o.commit,
                check_name: o.checkName,
                filter: 'all',
                per_page: 100,
                request: { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }
            });
        listed.set(key, list);
        try {
            const found = supersedingCheck(o, await list);
            if (found)
                newer.set(o, found);
        }
        catch (err) {
            warnings.push(`Whether a later run or attempt recorded ${o.commit} could not be told (the check runs ` +
                `'${o.checkName}' could not be listed: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err)}); the writes of run ` +
                `${o.run} were sent as written.`);
        }
    }
    return { newer, warnings };
}
/** The latest check run that supersedes the origin's writes, in words. */
function supersedingCheck(o, runs) {
    const own = markOf(o);
    const written = Date.parse(o.written);
    let best;
    for (const r of runs) {
        const mark = (0,_context_check_mark_js__WEBPACK_IMPORTED_MODULE_1__/* .readCheckMark */ ["in"])(r.external_id);
        if (!mark || !r.completed_at || !(0,_context_check_mark_js__WEBPACK_IMPORTED_MODULE_1__/* .sameJobMark */ .Hq)(mark, own) || (0,_context_check_mark_js__WEBPACK_IMPORTED_MODULE_1__/* .sameMark */ .ah)(mark, own))
            continue;
        if (Date.parse(r.completed_at) <= written)
            continue;
        if (!best || Date.parse(r.completed_at) > Date.parse(best.at))
            best = { mark, at: r.completed_at };
    }
    if (!best)
        return undefined;
    const m = best.mark;
    return {
        by: `the check run '${o.checkName}' of run ${m.run} (job ${m.job}, attempt ${m.attempt})`,
        at: best.at
    };
}


/***/ })

};
