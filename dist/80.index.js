export const id = 80;
export const ids = [80];
export const modules = {

/***/ 53155:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ commandResult)
/* harmony export */ });

/** Where the repository's files are shown at the recorded commit, when GitHub says. */
function blobUrl(config) {
    const gh = config.github;
    if (!gh?.serverUrl || !gh.repository || !config.commit)
        return undefined;
    return `${gh.serverUrl}/${gh.repository}/blob/${config.commit}`;
}
/** The pull request the run is for, when its head is the commit recorded. */
function pullRequest(config) {
    const pr = config.github?.pullRequest;
    if (!pr || !config.commit || pr.headSha !== config.commit)
        return undefined;
    const merge = config.github?.sha;
    return {
        number: pr.number,
        ...(pr.htmlUrl && { htmlUrl: pr.htmlUrl }),
        ...(merge && merge !== pr.headSha && { mergeSha: merge })
    };
}
/** The merge queue the run is for, when the commit it tested is the commit recorded. */
function mergeGroup(config) {
    const group = config.github?.mergeGroup;
    if (!group || group.headSha !== config.commit)
        return undefined;
    return { branch: group.branch, base: group.base };
}
/**
 * A command's result, built once from its spec, its config (where the records went and the
 * checkout they came from) and what it found. Lists not given are empty.
 */
function commandResult(spec, config, parts = {}) {
    return {
        command: spec.name,
        title: spec.title,
        givesVerdict: spec.verdict,
        destination: {
            org: config.org || undefined,
            flow: config.flow || undefined,
            trail: config.trail || undefined,
            commit: config.commit || undefined,
            baseUrl: config.baseUrl,
            dryRun: config.dryRun ?? false,
            ...(blobUrl(config) !== undefined && { blobUrl: blobUrl(config) }),
            ...(pullRequest(config) !== undefined && { pullRequest: pullRequest(config) }),
            ...(mergeGroup(config) !== undefined && { mergeGroup: mergeGroup(config) })
        },
        build: {
            workspace: config.workspace,
            repoRoot: config.repoRoot || undefined,
            url: config.buildUrl || undefined
        },
        failOnNonCompliant: config.failOnNonCompliant ?? false,
        writes: [],
        failures: [],
        warnings: [],
        notices: [],
        ...parts
    };
}


/***/ }),

/***/ 91080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   flowOf: () => (/* binding */ flowOf),
/* harmony export */   linkSearchedArtifacts: () => (/* binding */ linkSearchedArtifacts),
/* harmony export */   runSearch: () => (/* binding */ runSearch),
/* harmony export */   searchCommand: () => (/* binding */ searchCommand),
/* harmony export */   searchValue: () => (/* binding */ searchValue)
/* harmony export */ });
/* harmony import */ var _api_api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36050);
/* harmony import */ var _api_operations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26505);
/* harmony import */ var _inputs_commit_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16188);
/* harmony import */ var _inputs_flow_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28729);
/* harmony import */ var _inputs_queries_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(98257);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53155);
/* harmony import */ var _compliance_judge_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(97248);
/* harmony import */ var _compliance_states_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(48953);








async function readInputs(env, run) {
    const { command } = run;
    const commit = await (0,_inputs_commit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readCommitInputs */ .h)(env, run.workspace, run.github, { command });
    const search = (0,_inputs_queries_js__WEBPACK_IMPORTED_MODULE_4__/* .readSearchInputs */ .aI)(env, commit.commit, command);
    return { ...(0,_inputs_flow_js__WEBPACK_IMPORTED_MODULE_3__/* .readFlowInputs */ .A)(env), ...commit, ...search };
}
/**
 * Searches `value`: what matched, and how many items were skipped. 404 No matches gives
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
        if (skipped > 0)
            outcome.skipped = skipped;
        if (found.artifacts.length === 0 && skipped === 0)
            outcome.notFound = true;
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
/** The flow a searched artifact is recorded in (`pipeline` is its older name). */
const flowOf = (s) => s.flow ?? s.pipeline ?? undefined;
/** The artifacts again, each linked to its page, preferring this flow's record of it. */
function linkSearchedArtifacts(artifacts, search, flow) {
    // One pass over what was found (not one per artifact): by fingerprint, the first record,
    // replaced by the first of this flow when the fingerprint is in other flows of the commit too.
    const byFingerprint = new Map();
    for (const s of search.result?.artifacts ?? []) {
        const first = byFingerprint.get(s.fingerprint);
        const ours = flowOf(s) === flow;
        if (!first || (ours && flowOf(first) !== flow)) {
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
    return (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .commandResult */ .f)(searchCommand, config, parts);
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
    // A skipped item may have been the worst: it counts as an artifact of unknown state.
    const found = search.result?.artifacts ?? [];
    const skipped = (search.skipped ?? 0) > 0 ? [undefined] : [];
    const judged = (0,_compliance_judge_js__WEBPACK_IMPORTED_MODULE_6__/* .judgeCompliance */ .dV)({
        gate: { of: value, states: [...found.map(_compliance_states_js__WEBPACK_IMPORTED_MODULE_7__/* .stateOf */ .L4), ...skipped] },
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
