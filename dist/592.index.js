export const id = 592;
export const ids = [592];
export const modules = {

/***/ 35158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ listAttemptJobs),
/* harmony export */   lR: () => (/* binding */ readRunRecord)
/* harmony export */ });
/* unused harmony export RunRecordError */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69390);
/**
 * GitHub's own record of a run: the jobs of one run attempt, as GitHub lists them (what ran,
 * how it ended, each step). Written by GitHub only, so a job of the run cannot forge it
 * (docs/matrix-builds.md, "Threat model"). Through GitHub's one client (client.ts); at most
 * MAX_PAGES pages are read.
 */


/**
 * The most pages read (100 jobs each): GitHub runs at most 256 jobs of a matrix, and a workflow
 * a few hundred jobs; past it, what was listed is what is known.
 */
const MAX_PAGES = 10;
/** A job as the API answers it: only the fields kept, each checked for its type. */
function jobOf(raw) {
    const text = (v) => (typeof v === 'string' ? v : null);
    const steps = Array.isArray(raw.steps) ? raw.steps : [];
    return {
        id: Number(raw.id),
        name: text(raw.name) ?? '',
        status: text(raw.status) ?? '',
        conclusion: text(raw.conclusion),
        run_attempt: Number(raw.run_attempt ?? 0),
        started_at: text(raw.started_at),
        completed_at: text(raw.completed_at),
        steps: steps.map((s) => ({
            name: text(s?.name) ?? '',
            number: Number(s?.number ?? 0),
            status: text(s?.status) ?? '',
            conclusion: text(s?.conclusion)
        }))
    };
}
/** GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs, every page. */
async function listAttemptJobs(access, runId, attempt) {
    const github = (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHubClient */ .XB)(access);
    const jobs = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
        let answer;
        try {
            const response = await github.run('list attempt jobs', (octokit) => octokit.rest.actions.listJobsForWorkflowRunAttempt({
                ...(0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .ownerRepo */ .QH)(access),
                run_id: runId,
                attempt_number: attempt,
                per_page: 100,
                page
            }));
            answer = response.data;
        }
        catch (err) {
            throw new RunRecordError(runId, attempt, err);
        }
        const listed = Array.isArray(answer.jobs) ? answer.jobs : [];
        for (const raw of listed)
            if (raw && typeof raw === 'object')
                jobs.push(jobOf(raw));
        const total = Number(answer.total_count);
        if (listed.length < 100 || !(jobs.length < total))
            break;
    }
    return jobs;
}
/** GitHub did not list the jobs: its status (403 without `actions: read`) and message. */
class RunRecordError extends Error {
    status;
    constructor(runId, attempt, cause) {
        super(`GitHub did not list the jobs of run ${runId}, attempt ${attempt}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(cause)}`);
        this.name = 'RunRecordError';
        const status = cause?.status;
        if (typeof status === 'number')
            this.status = status;
    }
}
/** A run's record as the API answers it, each field checked for its type. */
function runOf(raw) {
    return {
        id: Number(raw.id),
        attempt: Number(raw.run_attempt ?? 1),
        workflowId: Number(raw.workflow_id),
        path: typeof raw.path === 'string' ? raw.path : ''
    };
}
/**
 * GET /repos/{owner}/{repo}/actions/runs/{run_id} (its latest attempt), or
 * …/attempts/{attempt_number} when `attempt` is given: GitHub's record of it; undefined when
 * GitHub has none (404: no such run, or no such attempt). Any other failure throws.
 */
async function readRunRecord(access, runId, attempt) {
    const github = (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHubClient */ .XB)(access);
    try {
        const { data } = await github.run('read run', (octokit) => attempt === undefined
            ? octokit.rest.actions.getWorkflowRun({ ...(0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .ownerRepo */ .QH)(access), run_id: runId })
            : octokit.rest.actions.getWorkflowRunAttempt({
                ...(0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .ownerRepo */ .QH)(access),
                run_id: runId,
                attempt_number: attempt
            }));
        return runOf(data);
    }
    catch (err) {
        if ((0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(err) === 404)
            return undefined;
        throw new Error(`GitHub did not answer for run ${runId}${attempt === undefined ? '' : `, attempt ${attempt}`}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err)}`);
    }
}


/***/ }),

/***/ 8592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   newerCheckRuns: () => (/* binding */ newerCheckRuns)
/* harmony export */ });
/* unused harmony export GITHUB_ACTIONS_APP */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _util_clip_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(45940);
/* harmony import */ var _context_check_mark_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(22277);
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69390);
/* harmony import */ var _github_job_name_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5202);
/* harmony import */ var _github_run_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(35158);
/* harmony import */ var _subject_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(80573);
/**
 * What GitHub knows that is newer than an outbox (docs/bad-day.md, "Never stale"), believed
 * only from what cannot be forged or confused:
 *
 * - a check run of the origin's `check-name` on its commit, completed after the outbox was
 *   written, made by the app that makes this action's check runs, whose mark names a run and
 *   attempt that exist in GitHub's record, of the same workflow, with the same job, step and
 *   whole leg (its digest), that lists the write's subject among what it recorded;
 * - GitHub's own record of the origin's run: a later attempt that re-ran the origin's job. When
 *   what that attempt recorded cannot be seen (`check-run: false`, or no check run believed),
 *   the write is held, not sent as the latest.
 *
 * A check run that claims the origin's job and fails a check is not believed, and said so.
 */







/** The app GitHub Actions makes check runs as, with a job's GITHUB_TOKEN. */
const GITHUB_ACTIONS_APP = 'github-actions';
/** Whether a mark claims the origin's job, step and call (any run or attempt). */
function claimsJob(mark, o) {
    return (mark.job === o.job &&
        (mark.step ?? '') === (o.step ?? '') &&
        (mark.jobKey ?? '') === (o.jobKey ?? ''));
}
/** Reads GitHub once per key. */
class Lookups {
    access;
    checks = new Map();
    runs = new Map();
    jobs = new Map();
    constructor(access) {
        this.access = access;
    }
    checkRuns(commit, name) {
        const key = JSON.stringify([commit, name]);
        if (!this.checks.has(key))
            this.checks.set(key, listChecks(this.access, commit, name));
        return this.checks.get(key);
    }
    run(runId, attempt) {
        const key = `${runId}/${attempt ?? ''}`;
        if (!this.runs.has(key))
            this.runs.set(key, (0,_github_run_record_js__WEBPACK_IMPORTED_MODULE_3__/* .readRunRecord */ .lR)(this.access, runId, attempt));
        return this.runs.get(key);
    }
    attemptJobs(runId, attempt) {
        const key = `${runId}/${attempt}`;
        if (!this.jobs.has(key))
            this.jobs.set(key, (0,_github_run_record_js__WEBPACK_IMPORTED_MODULE_3__/* .listAttemptJobs */ .C7)(this.access, runId, attempt));
        return this.jobs.get(key);
    }
}
async function listChecks(access, commit, name) {
    const runs = await (0,_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .gitHubClient */ .XB)(access).run('list check runs', (octokit) => octokit.paginate(octokit.rest.checks.listForRef, {
        ...(0,_github_client_js__WEBPACK_IMPORTED_MODULE_1__/* .ownerRepo */ .QH)(access),
        ref: commit,
        check_name: name,
        filter: 'all',
        per_page: 100
    }));
    return runs;
}
/**
 * For each origin of this repository's runs, what is newer, as `judge(origin, subject)`; the
 * warnings (a lookup that failed, check runs not believed) to tell.
 */
async function newerCheckRuns(access, origins) {
    const look = new Lookups(access);
    const warnings = [];
    const news = new Map();
    for (const o of origins) {
        if (o.repository !== access.repository || !/^\d+$/.test(o.run))
            continue;
        news.set(o, await newsOf(look, o, warnings));
    }
    return { judge: (o, subject) => judgeWrite(o, news.get(o), subject), warnings };
}
/**
 * One origin's news: its run's record, the check runs believed, the later attempts that re-ran
 * its job unseen. When GitHub's record cannot be read nothing is believed, and a warning says
 * the writes go as written without that check.
 */
async function newsOf(look, o, warnings) {
    const none = { believed: [], unseenAttempts: [] };
    let record;
    try {
        record = await look.run(Number(o.run));
    }
    catch (err) {
        warnings.push(recordUnread(o, (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err)));
        return none;
    }
    if (!record) {
        warnings.push(recordUnread(o, 'GitHub has no record of it'));
        return none;
    }
    const otherLegs = [];
    const believed = await believedChecks(look, o, record, warnings, otherLegs);
    const later = [];
    for (let n = Number(o.attempt) + 1; n <= record.attempt; n++) {
        try {
            const jobs = await look.attemptJobs(Number(o.run), n);
            // Jobs GitHub names alike (legs whose names were cut alike) that other legs' genuine
            // check runs of that attempt account for are theirs, not this origin's.
            const others = new Set(otherLegs.filter((m) => m.run === o.run && m.attempt === String(n)).map((m) => m.legSha));
            if (jobs.filter((j) => reRan(j, o, n)).length > others.size)
                later.push(n);
        }
        catch (err) {
            warnings.push(recordUnread(o, (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err), n));
        }
    }
    const seen = new Set(believed.filter((b) => b.mark.run === o.run).map((b) => b.mark.attempt));
    return { believed, unseenAttempts: later.filter((n) => !seen.has(String(n))) };
}
/** Why nothing newer is believed of an origin: GitHub's record of its run cannot be read. */
function recordUnread(o, why, attempt) {
    const what = attempt === undefined ? `run ${o.run}` : `attempt ${attempt} of run ${o.run}`;
    return (`GitHub's record of ${what} could not be read (${why}): whether a later attempt of job ` +
        `${o.job} recorded newer evidence cannot be told, and its writes were sent as written.`);
}
/**
 * Whether a job of attempt `n` (GitHub's record) is the origin's job re-run in that attempt:
 * GitHub's name for it has the origin's job key (without one, its name is the job's id, or the
 * id and the leg's values in brackets, as GitHub names a matrix leg); it ran in attempt `n` (a
 * job carried over from an earlier attempt did not); and it ran to its end, succeeding or
 * failing (a job skipped or cancelled did not get to its records step).
 */
function reRan(j, o, n) {
    const same = o.jobKey
        ? (0,_github_job_name_js__WEBPACK_IMPORTED_MODULE_2__/* .jobKeyOf */ .qh)(j.name) === o.jobKey
        : j.name === o.job || j.name.startsWith(`${o.job} (`);
    const inThis = j.run_attempt === 0 || j.run_attempt === n;
    return same && inThis && (j.conclusion === 'success' || j.conclusion === 'failure');
}
/**
 * The check runs of the origin's name on its commit that are believed; each one that claims the
 * origin's job and is not believed is told, with why.
 */
async function believedChecks(look, o, record, warnings, otherLegs) {
    if (!o.commit || !o.checkName)
        return [];
    let runs;
    try {
        runs = await look.checkRuns(o.commit, o.checkName);
    }
    catch (err) {
        warnings.push(`The check runs '${o.checkName}' on ${o.commit} could not be listed ` +
            `(${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err)}): a later run's evidence of run ${o.run}'s subjects cannot be seen.`);
        return [];
    }
    const app = makerOf(runs, o);
    const believed = [];
    for (const r of runs) {
        const mark = (0,_context_check_mark_js__WEBPACK_IMPORTED_MODULE_5__/* .readCheckMark */ ["in"])(r.external_id);
        if (!mark || !claimsJob(mark, o) || (0,_context_check_mark_js__WEBPACK_IMPORTED_MODULE_5__/* .sameMark */ .ah)(mark, (0,_context_check_mark_js__WEBPACK_IMPORTED_MODULE_5__/* .checkMarkOf */ .$M)(o)))
            continue;
        if (!r.completed_at || Date.parse(r.completed_at) <= Date.parse(o.written))
            continue;
        const doubt = await doubtOf(look, { r, mark, o, record, app });
        if (typeof doubt === 'string') {
            warnings.push(`Not believed: the check run '${(0,_util_clip_js__WEBPACK_IMPORTED_MODULE_6__/* .clip */ .$)(r.name, 100)}' (id ${r.id}) that claims run ${(0,_util_clip_js__WEBPACK_IMPORTED_MODULE_6__/* .clip */ .$)(mark.run, 20)} ` +
                `(job ${mark.job}, attempt ${(0,_util_clip_js__WEBPACK_IMPORTED_MODULE_6__/* .clip */ .$)(mark.attempt, 20)}), because ${doubt}.`);
        }
        else if ('otherLeg' in doubt)
            otherLegs.push(mark);
        else
            believed.push({ mark, at: r.completed_at, ...doubt });
    }
    return believed;
}
/**
 * The app that makes this action's check runs for the origin: the app of the origin's own check
 * run (its exact mark), when one app made it; GitHub Actions when there is none; none (nothing
 * believed) when more than one app claims to have made it.
 */
function makerOf(runs, o) {
    const own = runs.filter((r) => {
        const mark = (0,_context_check_mark_js__WEBPACK_IMPORTED_MODULE_5__/* .readCheckMark */ ["in"])(r.external_id);
        return mark !== undefined && (0,_context_check_mark_js__WEBPACK_IMPORTED_MODULE_5__/* .sameMark */ .ah)(mark, (0,_context_check_mark_js__WEBPACK_IMPORTED_MODULE_5__/* .checkMarkOf */ .$M)(o));
    });
    const apps = new Set(own.map((r) => r.app?.slug ?? ''));
    if (apps.size === 0)
        return GITHUB_ACTIONS_APP;
    return apps.size === 1 ? [...apps][0] || undefined : undefined;
}
/** Why a check run is not believed (`otherLeg`: it is genuine, of another leg); else what it lists. */
async function doubtOf(look, c) {
    const { r, mark, o } = c;
    // Another app's slug, the check run's name and a workflow's path are theirs to choose: cut.
    const slug = (0,_util_clip_js__WEBPACK_IMPORTED_MODULE_6__/* .clip */ .$)(r.app?.slug ?? 'an unknown app', 100);
    if (c.app === undefined)
        return `more than one app made check runs marked as run ${o.run}'s own`;
    if (slug !== c.app)
        return `it was made by ${slug}, not by ${c.app}, which makes this action's`;
    if (!/^\d+$/.test(mark.run) || !/^\d+$/.test(mark.attempt))
        return 'its mark names no run';
    let theirs;
    try {
        theirs = await look.run(Number(mark.run), Number(mark.attempt));
    }
    catch (err) {
        return `GitHub's record of that run could not be read (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err)})`;
    }
    if (!theirs)
        return 'GitHub has no record of that run and attempt';
    if (theirs.workflowId !== c.record.workflowId) {
        const path = (w) => (0,_util_clip_js__WEBPACK_IMPORTED_MODULE_6__/* .clip */ .$)(w.path || String(w.workflowId), 200);
        return `it is of another workflow (${path(theirs)}, not ${path(c.record)})`;
    }
    if ((mark.leg ?? '') !== (o.leg ?? '') || (mark.legSha ?? '') !== (o.legSha ?? '')) {
        return { otherLeg: true };
    }
    const listed = (0,_context_check_mark_js__WEBPACK_IMPORTED_MODULE_5__/* .readCheckSubjects */ ._d)(r.output?.text);
    return listed ?? 'it does not list what it recorded';
}
/** What is newer than one write of `o` of `subject`. */
function judgeWrite(o, news, subject) {
    if (!news)
        return undefined;
    const digest = (0,_subject_js__WEBPACK_IMPORTED_MODULE_4__/* .subjectDigest */ .B7)(subject);
    let best;
    for (const b of news.believed) {
        if (!b.digests.has(digest))
            continue;
        if (!best || Date.parse(b.at) > Date.parse(best.at))
            best = b;
    }
    if (best)
        return { superseded: supersededBy(o, best) };
    const partial = news.believed.find((b) => !b.complete && b.mark.run === o.run);
    const unseen = news.unseenAttempts[0] ?? (partial && Number(partial.mark.attempt));
    if (unseen === undefined)
        return undefined;
    return {
        held: `attempt ${unseen} of run ${o.run} re-ran job ${o.job} (GitHub's record of the run), and ` +
            'what it recorded cannot be seen (no check run of it is believed, or it ran with ' +
            '`check-run: false`)'
    };
}
function supersededBy(o, b) {
    const m = b.mark;
    return {
        by: `the check run '${o.checkName}' of run ${m.run} (job ${m.job}, attempt ${m.attempt})`,
        at: b.at
    };
}


/***/ })

};
