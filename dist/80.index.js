export const id = 80;
export const ids = [80];
export const modules = {

/***/ 91080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UNKNOWN_STATE: () => (/* reexport safe */ _compliance_states_js__WEBPACK_IMPORTED_MODULE_5__.fq),
/* harmony export */   linkSearchedArtifacts: () => (/* binding */ linkSearchedArtifacts),
/* harmony export */   runSearch: () => (/* binding */ runSearch),
/* harmony export */   searchCommand: () => (/* binding */ searchCommand),
/* harmony export */   searchValue: () => (/* binding */ searchValue),
/* harmony export */   worstComplianceState: () => (/* reexport safe */ _compliance_states_js__WEBPACK_IMPORTED_MODULE_5__.O0)
/* harmony export */ });
/* harmony import */ var _api_api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36050);
/* harmony import */ var _api_operations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26505);
/* harmony import */ var _inputs_commit_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16188);
/* harmony import */ var _inputs_flow_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28729);
/* harmony import */ var _inputs_queries_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(98257);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(53155);
/* harmony import */ var _compliance_judge_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(97248);
/* harmony import */ var _compliance_states_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48953);









async function readInputs(env, run) {
    const { command } = run;
    const commit = await (0,_inputs_commit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readCommitInputs */ .h)(env, run.workspace, run.github, { command });
    const search = (0,_inputs_queries_js__WEBPACK_IMPORTED_MODULE_4__/* .readSearchInputs */ .aI)(env, commit.commit, command);
    return { ...(0,_inputs_flow_js__WEBPACK_IMPORTED_MODULE_3__/* .readFlowInputs */ .A)(env), ...commit, ...search };
}
/**
 * Searches `value` and reads the worst compliance state of what matched. 404 No matches gives
 * `notFound`; the 404 of an unknown route and any other service failure is kept in `error`
 * (the caller decides whether it fails the step). Invalid values throw a ValidationError
 * before anything is sent.
 */
async function searchValue(config, delivery, value) {
    const outcome = { value };
    try {
        const checked = await (0,_api_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .search */ .$P)(delivery, config.org, value);
        if (checked === undefined)
            return outcome; // dry run: nothing was asked
        const found = checked.value;
        outcome.result = found;
        outcome.resultJson = checked.received;
        if (checked.warnings.length > 0)
            outcome.warnings = checked.warnings;
        const skipped = checked.skipped ?? 0;
        if (found.artifacts.length === 0 && skipped === 0)
            outcome.notFound = true;
        else {
            // A skipped item may have been the worst: it counts as an artifact of unknown state.
            const unknown = skipped > 0 ? [{ fingerprint: '', name: '' }] : [];
            outcome.complianceState = (0,_compliance_states_js__WEBPACK_IMPORTED_MODULE_5__/* .worstComplianceState */ .O0)([...found.artifacts, ...unknown]);
        }
    }
    catch (err) {
        if (!(err instanceof _api_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD))
            throw err;
        // Only the service's own "No matches" is an empty answer: a 404 for a route it does not
        // have (base-url wrong) or a proxy's page is a failure, with what to check (api/api-errors.ts).
        if ((0,_api_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isServiceNotFound */ .Rl)(err))
            outcome.notFound = true;
        else
            outcome.error = err.message;
    }
    return outcome;
}
/** The artifacts again, each linked to its page, preferring this flow's record of it. */
function linkSearchedArtifacts(artifacts, search, flow) {
    // One pass over what was found (not one per artifact): by fingerprint, the first record,
    // replaced by the first of this flow when the fingerprint is in other flows of the commit too.
    const byFingerprint = new Map();
    for (const s of search.result?.artifacts ?? []) {
        const first = byFingerprint.get(s.fingerprint);
        const ours = (s.flow ?? s.pipeline) === flow;
        if (!first || (ours && (first.flow ?? first.pipeline) !== flow)) {
            byFingerprint.set(s.fingerprint, s);
        }
    }
    return artifacts.map((a) => {
        const found = a.stage === 'fingerprinted' ? byFingerprint.get(a.fingerprint) : undefined;
        return found?.html_url ? { ...a, htmlUrl: found.html_url } : a;
    });
}
async function runSearch(config, delivery) {
    const value = config.searchValue;
    const search = await searchValue(config, delivery, value);
    const parts = { search, warnings: search.warnings ?? [], ...judgeSearch(config, search) };
    return (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .commandResult */ .f)(searchCommand, config, parts);
}
/**
 * Why a gate finds nothing on a trail that holds only attestations (both matrix patterns of the
 * README attest JUnit without reporting an artifact): a search finds artifacts, nothing else.
 */
const GATE_NEEDS_AN_ARTIFACT = 'The gate judges reported artifacts: an artifact must be reported (command report with ' +
    "artifacts) to gate on; attestations alone, such as a matrix's JUnit attestations, match no search.";
/** What a search says of the step: its compliance, failures and notices. */
function judgeSearch(config, search) {
    const { value } = search;
    if (search.error) {
        return { failures: [`Search for '${value}' failed: ${search.error}`], notices: [] };
    }
    if (!search.result && !search.notFound) {
        return { failures: [], notices: [`Dry run: the search for '${value}' was not sent.`] };
    }
    if (search.notFound) {
        const message = `No artifact matches '${value}' in org '${config.org}'.`;
        return config.failOnNonCompliant
            ? { failures: [`${message} ${GATE_NEEDS_AN_ARTIFACT}`], notices: [] }
            : { failures: [], notices: [message] };
    }
    const judged = (0,_compliance_judge_js__WEBPACK_IMPORTED_MODULE_7__/* .judgeCompliance */ .dV)({
        service: { state: search.complianceState, of: value },
        failOnNonCompliant: config.failOnNonCompliant
    });
    return { ...judged, notices: [] };
}
const searchCommand = {
    name: 'search',
    title: 'search',
    verdict: false,
    online: true,
    readInputs,
    run: runSearch
};


/***/ }),

/***/ 97248:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ NO_APPROVAL_STATE),
/* harmony export */   Mc: () => (/* binding */ judgeTogether),
/* harmony export */   ZF: () => (/* binding */ UNKNOWN_APPROVAL_STATE),
/* harmony export */   dV: () => (/* binding */ judgeCompliance)
/* harmony export */ });
/* unused harmony export testsFailedLine */
/* harmony import */ var _util_english_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(448);
/* harmony import */ var _states_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48953);
/**
 * The one judge of compliance: every command that states whether something is compliant hands
 * the facts it gathered here (the tests' totals, the service's compliance state, the latest
 * approval, `fail-on-non-compliant`) and takes back the verdict and the lines that fail the
 * step. No command decides or words compliance itself (__tests__/architecture.test.ts).
 */


/** The approval state when an artifact has no approval at all. */
const NO_APPROVAL_STATE = 'NONE';
/** The latest approval could not be read (the service's last item was skipped). */
const UNKNOWN_APPROVAL_STATE = 'UNKNOWN';
/** The failure line of a red test run, e.g. "Tests failed: 2 failed, 1 error". */
function testsFailedLine(tests) {
    return `Tests failed: ${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U)(tests.failures, 'failed', 'failed')}, ${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U)(tests.errors, 'error')}`;
}
/** No failures and no errors in any suite: the service's rule (docs/compatibility.md §4.8). */
const testsPass = (t) => t.failures === 0 && t.errors === 0;
/** The verdict of the facts, and its failure lines. */
function judgeCompliance(facts) {
    const found = [];
    if (facts.tests)
        found.push({ ok: testsPass(facts.tests), line: testsFailedLine(facts.tests) });
    if (facts.service)
        found.push(judgeService(facts.service));
    if (facts.approval)
        found.push(judgeApproval(facts.approval));
    const judged = found.filter((f) => f.ok !== undefined);
    if (judged.length === 0)
        return { failures: [] };
    const against = judged.filter((f) => f.ok === false);
    const compliant = against.length === 0;
    // The first fact against it is the one the step fails on (the tests, before the service).
    const failures = facts.failOnNonCompliant && !compliant ? [against[0].line] : [];
    return { compliant, failures };
}
function judgeService(service) {
    if (service.of === undefined) {
        return { ok: (0,_states_js__WEBPACK_IMPORTED_MODULE_1__/* .isCompliantState */ .ll)(service.state), line: `Not compliant: ${service.state}` };
    }
    const state = service.state ?? _states_js__WEBPACK_IMPORTED_MODULE_1__/* .UNKNOWN_STATE */ .fq;
    return {
        ok: (0,_states_js__WEBPACK_IMPORTED_MODULE_1__/* .isCompliantState */ .ll)(state) === true,
        line: `'${service.of}' is not compliant: compliance state ${state}.`
    };
}
function judgeApproval(a) {
    return {
        ok: a.state === 'APPROVED',
        line: a.state === NO_APPROVAL_STATE
            ? `Artifact ${a.fingerprint} has no approvals in flow '${a.flow}'.`
            : `Artifact ${a.fingerprint} is not approved in flow '${a.flow}': approval state ${a.state}.`
    };
}
/**
 * The verdict of several judged parts together (a replay's origins): compliant when every part
 * judged is, not when one is not, undefined when none was judged.
 */
function judgeTogether(parts) {
    const judged = parts.filter((p) => p !== undefined);
    return judged.length === 0 ? undefined : judged.every((p) => p);
}


/***/ }),

/***/ 48953:
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

/***/ 98257:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JR: () => (/* binding */ readEnvironmentInputs),
/* harmony export */   PS: () => (/* binding */ readPageInputs),
/* harmony export */   aI: () => (/* binding */ readSearchInputs)
/* harmony export */ });
/* harmony import */ var _api_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91451);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44245);
/** The inputs of the read commands: what to search for, in which environment, which page. */


/** `search-value`, else the commit found: a hex prefix of a commit or fingerprint. */
function readSearchInputs(env, commit, command) {
    const searchValue = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .read */ .LF)(env, 'search-value') || commit;
    if (!searchValue) {
        throw (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .missing */ .LO)('search-value', { for: command, orGive: 'commit, or run in a git checkout' });
    }
    (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .requireMatch */ .vt)('search-value', searchValue, 'searchValue');
    return { searchValue };
}
/** `environment`, required for `command`. */
function readEnvironmentInputs(env, command) {
    const environment = (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readRequired */ .yu)(env, 'environment', { for: command });
    (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .requireMatch */ .vt)('environment', environment, 'environmentName');
    return { environment };
}
/** The highest `page` taken: far beyond any real list of environments. */
const MAX_PAGE = 1_000_000;
/** `page` and `per-page`, each unset unless given. */
function readPageInputs(env) {
    return {
        page: (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readInt */ .Uk)(env, 'page', 1, MAX_PAGE),
        perPage: (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readInt */ .Uk)(env, 'per-page', _api_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .PER_PAGE_MIN */ .BC, _api_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .PER_PAGE_MAX */ .ve)
    };
}


/***/ })

};
