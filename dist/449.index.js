export const id = 449;
export const ids = [449];
export const modules = {

/***/ 449:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publishCheckRun: () => (/* binding */ publishCheckRun)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2413);
/* harmony import */ var _bytes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2661);
/* harmony import */ var _annotations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(856);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4031);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2011);
/* harmony import */ var _sections_junit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1875);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7037);
/* harmony import */ var _util_secrets_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4537);
/**
 * The PR check run (Checks API): conclusion from the verdict, the summary cut to 65,535 bytes,
 * and an annotation per failing test in batches of 50 (create carries the first batch, then
 * each update appends one). Missing permission (403/404: forks get a read-only token) and any
 * other error become a warning: a check run never fails the step.
 */









/** The Checks API takes at most 50 annotations per request. */
const ANNOTATIONS_PER_REQUEST = 50;
const REQUEST_TIMEOUT_MS = 30_000;
const CUT_NOTE = '\n\n_… cut to fit the check run; the job summary has everything._\n';
function checkConclusion(compliant) {
    if (compliant === true)
        return 'success';
    if (compliant === false)
        return 'failure';
    return 'neutral';
}
function checkTitle(result) {
    if (result.junit)
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)((0,_sections_junit_js__WEBPACK_IMPORTED_MODULE_4__/* .testCountsLine */ .v)(result.junit), 255);
    // Without tests: what was reported and what the service says, e.g. "2 artifacts reported ·
    // compliance INCOMPLETE".
    const parts = [];
    if (result.artifacts && result.artifacts.length > 0) {
        const total = result.artifacts.length;
        const reported = result.artifacts.filter((a) => a.reported === true).length;
        parts.push(reported === total
            ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(total, 'artifact')} reported`
            : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(reported)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(total, 'artifact')} reported`);
    }
    const state = result.search?.complianceState;
    if (state)
        parts.push(`compliance ${state}`);
    if (parts.length > 0)
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(parts.join(' · '), 255);
    if (result.compliant === true)
        return 'Compliant';
    if (result.compliant === false)
        return 'Not compliant';
    return 'Nothing evaluated';
}
/** The markdown cut to the Checks API's 65,535-byte summary limit, with a note when cut. */
function checkSummary(markdown) {
    if ((0,_bytes_js__WEBPACK_IMPORTED_MODULE_7__/* .byteLength */ .d)(markdown) <= _summary_js__WEBPACK_IMPORTED_MODULE_5__/* .CHECK_RUN_SUMMARY_MAX_BYTES */ .rW)
        return markdown;
    return (0,_bytes_js__WEBPACK_IMPORTED_MODULE_7__/* .truncateUtf8 */ .C)(markdown, _summary_js__WEBPACK_IMPORTED_MODULE_5__/* .CHECK_RUN_SUMMARY_MAX_BYTES */ .rW - (0,_bytes_js__WEBPACK_IMPORTED_MODULE_7__/* .byteLength */ .d)(CUT_NOTE)) + CUT_NOTE;
}
async function publishCheckRun(result, opts) {
    const [owner, repo, extra] = opts.repository.split('/');
    if (!owner || !repo || extra !== undefined) {
        return {
            warning: `No check run: repository '${opts.repository}' is not in the form owner/repo.`,
            annotationsSent: 0
        };
    }
    const max = Math.max(0, opts.maxAnnotations ?? 500);
    const annotations = result.junit
        ? (0,_annotations_js__WEBPACK_IMPORTED_MODULE_1__/* .checkAnnotations */ .LO)(result.junit.failedTests, opts.workspace, max, opts.repoRoot, result.junit.suites)
        : [];
    const title = checkTitle(result);
    const summary = checkSummary(opts.summaryMarkdown);
    const output = (batch) => ({
        title,
        summary,
        annotations: batch
    });
    let octokit;
    let url;
    let id;
    try {
        octokit = _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q(opts.token, { baseUrl: opts.apiUrl || 'https://api.github.com' });
        const created = await octokit.rest.checks.create({
            owner,
            repo,
            name: opts.name,
            head_sha: opts.sha,
            status: 'completed',
            conclusion: checkConclusion(result.compliant),
            completed_at: new Date().toISOString(),
            ...(opts.detailsUrl ? { details_url: opts.detailsUrl } : {}),
            output: output(annotations.slice(0, ANNOTATIONS_PER_REQUEST)),
            request: { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }
        });
        id = created.data.id;
        url = typeof created.data.html_url === 'string' ? created.data.html_url : undefined;
    }
    catch (err) {
        return { warning: describeError(err, 'create', opts), annotationsSent: 0 };
    }
    const rest = annotations.slice(ANNOTATIONS_PER_REQUEST);
    const update = (batch) => octokit.rest.checks.update({
        owner,
        repo,
        check_run_id: id,
        output: output(batch),
        request: { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }
    });
    const first = annotations.length - rest.length;
    const added = await appendAnnotations(rest, update);
    if (added.error === undefined)
        return { url, annotationsSent: first + added.sent };
    const warning = `${describeError(added.error, 'update', opts)} ` +
        `${first + added.sent} of ${annotations.length} annotations were added.`;
    return { url, warning, annotationsSent: first + added.sent };
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
    if (status === 403 || status === 404) {
        return (`${what} (HTTP ${status}): the token lacks the \`checks: write\` permission ` +
            `(add \`permissions: checks: write\` to the job; pull requests from forks get a ` +
            `read-only token). The results are in the job summary.`);
    }
    // Redacted before it is cut: a cut could leave a piece of the token behind.
    const message = err instanceof Error ? err.message : String(err);
    const safe = (0,_util_secrets_js__WEBPACK_IMPORTED_MODULE_6__/* .redactSecrets */ .fp)(message, opts.token ? [opts.token] : []);
    return `${what}${status ? ` (HTTP ${status})` : ''}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(safe, 500)}`;
}


/***/ })

};
