export const id = 938;
export const ids = [938,80];
export const modules = {

/***/ 2571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O0: () => (/* binding */ worstComplianceState),
/* harmony export */   fq: () => (/* binding */ UNKNOWN_STATE),
/* harmony export */   ll: () => (/* binding */ isCompliantState)
/* harmony export */ });
/** What an artifact without a compliance_state counts as. */
const UNKNOWN_STATE = 'UNKNOWN';
function normalise(state) {
    return state.toUpperCase().replace(/-/g, '_');
}
/** true for COMPLIANT, false for NON_COMPLIANT / NON-COMPLIANT, undefined otherwise. */
function isCompliantState(state) {
    if (!state)
        return undefined;
    const s = normalise(state);
    if (s === 'COMPLIANT')
        return true;
    if (s === 'NON_COMPLIANT')
        return false;
    return undefined;
}
/** Lower is worse: non-compliant, incomplete, anything unknown, compliant. */
function stateRank(state) {
    switch (normalise(state)) {
        case 'NON_COMPLIANT':
            return 0;
        case 'INCOMPLETE':
            return 1;
        case 'COMPLIANT':
            return 3;
        default:
            return 2;
    }
}
/** The worst compliance_state of the artifacts (as spelled); UNKNOWN for one without a state. */
function worstComplianceState(artifacts) {
    let worst;
    for (const artifact of artifacts) {
        const state = typeof artifact.compliance_state === 'string' && artifact.compliance_state
            ? artifact.compliance_state
            : UNKNOWN_STATE;
        if (worst === undefined || stateRank(state) < stateRank(worst))
            worst = state;
    }
    return worst;
}


/***/ }),

/***/ 8938:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reportCommand: () => (/* binding */ reportCommand),
/* harmony export */   runReport: () => (/* binding */ runReport)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _inputs_artifacts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(314);
/* harmony import */ var _inputs_attestation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9335);
/* harmony import */ var _inputs_commit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8836);
/* harmony import */ var _inputs_junit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3241);
/* harmony import */ var _context_commit_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3002);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3155);
/* harmony import */ var _artifacts_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4735);
/* harmony import */ var _flow_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1476);
/* harmony import */ var _junit_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4732);
/* harmony import */ var _search_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1080);
/* harmony import */ var _compliance_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(2571);












async function readInputs(env, run) {
    const flowInputs = (0,_flow_js__WEBPACK_IMPORTED_MODULE_7__/* .readFlowInputs */ .A)(env, 'report');
    const artifacts = (0,_inputs_artifacts_js__WEBPACK_IMPORTED_MODULE_1__/* .readArtifactInputs */ .WZ)(env);
    const junit = (0,_inputs_junit_js__WEBPACK_IMPORTED_MODULE_4__/* .readJUnitInputs */ .uF)(env);
    if (!(0,_inputs_artifacts_js__WEBPACK_IMPORTED_MODULE_1__/* .namesArtifacts */ .a7)(artifacts) && junit.junit.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('artifacts', '', 'is required for report (or give fingerprint or junit)');
    }
    const commit = await (0,_inputs_commit_js__WEBPACK_IMPORTED_MODULE_3__/* .readCommitInputs */ .h)(env, run.workspace, run.github, { commit: true });
    if ((0,_inputs_artifacts_js__WEBPACK_IMPORTED_MODULE_1__/* .namesArtifacts */ .a7)(artifacts)) {
        if (!commit.buildUrl)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('build-url', '', 'is required outside GitHub Actions');
        if (!commit.commitUrl) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('commit-url', '', 'is required outside GitHub Actions');
        }
    }
    const attestation = await (0,_inputs_attestation_js__WEBPACK_IMPORTED_MODULE_2__/* .readAttestationInputs */ .e)(env, run.workspace, commit.buildUrl);
    return { ...flowInputs, ...artifacts, ...junit, ...commit, ...attestation };
}
async function runReport(config, client) {
    const result = (0,_command_js__WEBPACK_IMPORTED_MODULE_10__/* .newResult */ .Y)(reportCommand, config);
    // Everything that reads local files happens first: bad input sends nothing.
    const artifacts = (0,_inputs_artifacts_js__WEBPACK_IMPORTED_MODULE_1__/* .namesArtifacts */ .a7)(config) ? await (0,_artifacts_js__WEBPACK_IMPORTED_MODULE_6__/* .prepareArtifacts */ .t$)(config) : [];
    const junit = config.junit.length > 0 ? await (0,_junit_js__WEBPACK_IMPORTED_MODULE_8__/* .prepareJUnit */ .uS)(config) : undefined;
    if ((0,_inputs_artifacts_js__WEBPACK_IMPORTED_MODULE_1__/* .namesArtifacts */ .a7)(config))
        result.artifacts = artifacts;
    if (junit)
        result.junit = junit.outcome;
    if (junit)
        result.warnings.push(...junit.warnings);
    const unreadable = artifacts.filter((a) => a.error);
    if (unreadable.length > 0) {
        for (const a of unreadable)
            result.failures.push(`Artifact ${a.path || a.name}: ${a.error}`);
        result.failures.push('Nothing was reported: fix the artifacts above first.');
        return result;
    }
    const ctx = await (0,_context_commit_js__WEBPACK_IMPORTED_MODULE_5__/* .loadCommitContext */ .f)(config);
    result.warnings.push(...ctx.warnings);
    await (0,_artifacts_js__WEBPACK_IMPORTED_MODULE_6__/* .sendArtifacts */ .al)(config, client, artifacts, ctx);
    for (const a of artifacts) {
        if (a.reported === false)
            result.failures.push(`Artifact ${a.name} was not reported: ${a.error}`);
    }
    if (junit) {
        await (0,_junit_js__WEBPACK_IMPORTED_MODULE_8__/* .sendJUnit */ .Dh)(config, client, junit, ctx);
        if (junit.outcome.attested === false) {
            result.failures.push(`JUnit attestation was not sent: ${junit.outcome.error}`);
        }
    }
    // What the service knows now. Nothing was recorded in a dry run, so do not ask.
    if (config.commit && !config.dryRun) {
        result.search = await (0,_search_js__WEBPACK_IMPORTED_MODULE_9__.searchValue)(config, client, config.commit);
        (0,_search_js__WEBPACK_IMPORTED_MODULE_9__.linkSearchedArtifacts)(artifacts, result.search, config.flow);
    }
    const testsOk = junit ? (0,_junit_js__WEBPACK_IMPORTED_MODULE_8__/* .junitCompliant */ .Su)(junit.outcome) : undefined;
    const searchOk = (0,_compliance_js__WEBPACK_IMPORTED_MODULE_11__/* .isCompliantState */ .ll)(result.search?.complianceState);
    result.compliant = testsOk === false || searchOk === false ? false : (testsOk ?? searchOk);
    if (config.failOnNonCompliant && result.compliant === false) {
        result.failures.push(junit && testsOk === false
            ? (0,_junit_js__WEBPACK_IMPORTED_MODULE_8__/* .testsFailedMessage */ .E)(junit.outcome)
            : `Not compliant: ${result.search?.complianceState}`);
    }
    return result;
}
const reportCommand = {
    name: 'report',
    title: 'build report',
    verdict: true,
    online: true,
    readInputs,
    run: runReport
};


/***/ }),

/***/ 1080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UNKNOWN_STATE: () => (/* reexport safe */ _compliance_js__WEBPACK_IMPORTED_MODULE_7__.fq),
/* harmony export */   linkSearchedArtifacts: () => (/* binding */ linkSearchedArtifacts),
/* harmony export */   runSearch: () => (/* binding */ runSearch),
/* harmony export */   searchCommand: () => (/* binding */ searchCommand),
/* harmony export */   searchValue: () => (/* binding */ searchValue),
/* harmony export */   worstComplianceState: () => (/* reexport safe */ _compliance_js__WEBPACK_IMPORTED_MODULE_7__.O0)
/* harmony export */ });
/* harmony import */ var _api_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7866);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3249);
/* harmony import */ var _api_operations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7122);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _inputs_commit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8836);
/* harmony import */ var _inputs_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4245);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3155);
/* harmony import */ var _flow_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1476);
/* harmony import */ var _compliance_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2571);
/**
 * `search`: look a commit SHA or fingerprint up (operation 5) and judge the compliance of what
 * matched. "No matches" is a notice, and a failure only with fail-on-non-compliant.
 */










async function readInputs(env, run) {
    const commit = await (0,_inputs_commit_js__WEBPACK_IMPORTED_MODULE_4__/* .readCommitInputs */ .h)(env, run.workspace, run.github);
    const searchValue = (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_5__/* .read */ .LF)(env, 'search-value') || commit.commit;
    if (!searchValue)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('search-value', '', 'is required (no commit was found)');
    (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_5__/* .requireMatch */ .vt)('search-value', searchValue, 'searchValue');
    return { ...(0,_flow_js__WEBPACK_IMPORTED_MODULE_6__/* .readFlowInputs */ .A)(env), ...commit, searchValue };
}
/**
 * Searches `value` and reads the worst compliance state of what matched. 404 No matches gives
 * `notFound`; any other service failure is kept in `error` (the caller decides whether it
 * fails the step). Invalid values throw a ValidationError before anything is sent.
 */
async function searchValue(config, client, value) {
    const outcome = { value };
    try {
        const found = await (0,_api_operations_js__WEBPACK_IMPORTED_MODULE_2__/* .search */ .$P)(client, config.org, value);
        if (found === undefined)
            return outcome; // dry run: nothing was asked
        outcome.result = found;
        outcome.resultJson = (0,_api_client_js__WEBPACK_IMPORTED_MODULE_0__/* .receivedText */ .Rq)(found);
        if (found.artifacts.length === 0)
            outcome.notFound = true;
        else
            outcome.complianceState = (0,_compliance_js__WEBPACK_IMPORTED_MODULE_7__/* .worstComplianceState */ .O0)(found.artifacts);
    }
    catch (err) {
        if (!(err instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD))
            throw err;
        if (err.status === 404)
            outcome.notFound = true;
        else
            outcome.error = err.message;
    }
    return outcome;
}
/** Links each reported artifact to its page, preferring this flow's record of it. */
function linkSearchedArtifacts(artifacts, search, flow) {
    for (const a of artifacts) {
        // The same fingerprint may be in other flows of the commit: link this flow's record.
        const matches = search.result?.artifacts.filter((s) => s.fingerprint === a.fingerprint);
        const found = matches?.find((s) => (s.flow ?? s.pipeline) === flow) ?? matches?.[0];
        if (found?.html_url)
            a.htmlUrl = found.html_url;
    }
}
async function runSearch(config, client) {
    const result = (0,_command_js__WEBPACK_IMPORTED_MODULE_8__/* .newResult */ .Y)(searchCommand, config);
    const value = config.searchValue;
    const outcome = await searchValue(config, client, value);
    result.search = outcome;
    if (outcome.error) {
        result.failures.push(`Search for '${value}' failed: ${outcome.error}`);
        return result;
    }
    if (!outcome.result && !outcome.notFound) {
        result.notices.push(`Dry run: the search for '${value}' was not sent.`);
        return result;
    }
    if (outcome.notFound) {
        const message = `No artifact matches '${value}' in org '${config.org}'.`;
        if (config.failOnNonCompliant)
            result.failures.push(message);
        else
            result.notices.push(message);
        return result;
    }
    const state = outcome.complianceState ?? _compliance_js__WEBPACK_IMPORTED_MODULE_7__/* .UNKNOWN_STATE */ .fq;
    result.compliant = (0,_compliance_js__WEBPACK_IMPORTED_MODULE_7__/* .isCompliantState */ .ll)(state) === true;
    if (config.failOnNonCompliant && !result.compliant) {
        result.failures.push(`'${value}' is not compliant: compliance state ${state}.`);
    }
    return result;
}
const searchCommand = {
    name: 'search',
    title: 'search',
    verdict: false,
    online: true,
    readInputs,
    run: runSearch
};


/***/ })

};
