export const id = 39;
export const ids = [39];
export const modules = {

/***/ 89039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportCommand: () => (/* binding */ reportCommand),
  runReport: () => (/* binding */ runReport)
});

// EXTERNAL MODULE: ./src/delivery/gate.ts
var gate = __webpack_require__(60361);
// EXTERNAL MODULE: ./src/inputs/artifact-inputs.ts + 2 modules
var artifact_inputs = __webpack_require__(98361);
// EXTERNAL MODULE: ./src/inputs/attestation.ts
var inputs_attestation = __webpack_require__(9335);
// EXTERNAL MODULE: ./src/inputs/commit-inputs.ts
var commit_inputs = __webpack_require__(16188);
// EXTERNAL MODULE: ./src/inputs/flow.ts
var flow = __webpack_require__(28729);
// EXTERNAL MODULE: ./src/inputs/junit-inputs.ts + 2 modules
var junit_inputs = __webpack_require__(60699);
// EXTERNAL MODULE: ./src/inputs/read.ts
var read = __webpack_require__(44245);
// EXTERNAL MODULE: ./src/context/commit.ts
var commit = __webpack_require__(43002);
// EXTERNAL MODULE: ./src/commands/command.ts
var command = __webpack_require__(53155);
// EXTERNAL MODULE: ./src/commands/artifacts.ts + 8 modules
var commands_artifacts = __webpack_require__(42893);
// EXTERNAL MODULE: ./src/api/operations.ts + 2 modules
var operations = __webpack_require__(26505);
;// CONCATENATED MODULE: ./src/commands/send-artifacts.ts


/** The operation 1 body, keys in the CLI's order (docs/compatibility.md §5.1). */
function artifactBody(config, artifact, ctx) {
    const body = {
        fingerprint: artifact.fingerprint,
        filename: artifact.name,
        git_commit: config.commit || undefined,
        git_commit_info: ctx.gitCommitInfo,
        repo_info: ctx.repoInfo,
        build_url: config.buildUrl,
        commit_url: config.commitUrl,
        repo_url: ctx.repoUrl,
        template_reference_name: artifact.templateName,
        trail_name: config.trail || undefined
    };
    if (Object.keys(config.externalUrls).length > 0)
        body.external_urls = config.externalUrls;
    if (Object.keys(config.annotations).length > 0)
        body.annotations = config.annotations;
    if (config.description)
        body.description = config.description;
    if (config.userData !== undefined)
        body.user_data = config.userData;
    return body;
}
/**
 * Reports every fingerprinted artifact, all at once (the delivery layer paces them): each
 * artifact's row, in order, with the id of its write, and the writes in the same order.
 * An artifact that could not be read is not sent, but it is a write of the build that is not in
 * the service: a failed one, which the verdict counts, and the one place its failure is kept.
 */
async function sendArtifacts(config, delivery, artifacts, ctx) {
    const request = (0,operations/* artifactReportRequests */.Pu)(config.org, config.flow);
    const writes = await Promise.all(artifacts.map(async (artifact) => {
        const label = `artifact ${artifact.name}`;
        switch (artifact.stage) {
            case 'unreadable':
                return delivery.unmade('artifact', label, artifact.error);
            case 'fingerprinted':
                return delivery.write({
                    kind: 'artifact',
                    label,
                    request: () => request(artifactBody(config, artifact, ctx))
                });
        }
    }));
    return { artifacts: artifacts.map((a, i) => (0,commands_artifacts/* artifactRow */.XV)(a, writes[i].id)), writes };
}

// EXTERNAL MODULE: ./src/commands/junit.ts + 4 modules
var commands_junit = __webpack_require__(29141);
// EXTERNAL MODULE: ./src/commands/search.ts
var commands_search = __webpack_require__(91080);
// EXTERNAL MODULE: ./src/compliance/judge.ts
var judge = __webpack_require__(97248);
;// CONCATENATED MODULE: ./src/commands/report.ts














async function readInputs(env, run) {
    const { command, workspace } = run;
    const flowInputs = (0,flow/* readFlowInputs */.A)(env, command);
    const artifacts = await (0,artifact_inputs/* readArtifactInputs */.WZ)(env, workspace, { command });
    const junit = await (0,junit_inputs/* readJUnitInputs */.uF)(env, workspace, { command });
    if (!(0,artifact_inputs/* namesArtifacts */.a7)(artifacts) && junit.junit.length === 0) {
        throw (0,read/* missing */.LO)('artifacts', { for: command, orGive: 'fingerprint or junit' });
    }
    const urls = (0,artifact_inputs/* namesArtifacts */.a7)(artifacts);
    const commit = await (0,commit_inputs/* readCommitInputs */.h)(env, workspace, run.github, { command, commit: true, urls });
    const attestation = await (0,inputs_attestation/* readAttestationInputs */.e)(env, workspace, commit.buildUrl);
    return { ...flowInputs, ...artifacts, ...junit, ...commit, ...attestation };
}
async function runReport(config, delivery) {
    // Everything that reads local files happens first: bad input sends nothing.
    const prepared = (0,artifact_inputs/* namesArtifacts */.a7)(config) ? await (0,commands_artifacts/* prepareArtifacts */.t$)(config) : [];
    const junit = config.junit.length > 0 ? await (0,commands_junit/* prepareJUnit */.u)(config) : undefined;
    const warnings = [...(junit?.warnings ?? [])];
    const notices = [...(junit?.outcome.notices ?? [])];
    // An artifact that could not be read is a write that failed (sendArtifacts): report/ says so once.
    const failures = [];
    const ctx = await (0,commit/* loadCommitContext */.f)(config);
    warnings.push(...ctx.warnings);
    const [sent, junitWrite] = await Promise.all([
        sendArtifacts(config, delivery, prepared, ctx),
        junit && (0,commands_junit/* sendJUnit */.D)(config, delivery, junit, ctx)
    ]);
    const writes = junitWrite ? [...sent.writes, junitWrite] : sent.writes;
    // What the service knows now, once something was sent (not in a dry run, nor when nothing
    // could be); not of a service that is down or refused the token (one line says so).
    const sentSome = junitWrite !== undefined || prepared.some((a) => a.stage === 'fingerprinted');
    const ask = config.commit && !config.dryRun && sentSome;
    if (ask && delivery.stop) {
        notices.push(`The search for ${config.commit} was skipped: ${(0,gate/* describeStop */.Cw)(delivery.stop)}.`);
    }
    const search = ask && !delivery.stop ? await (0,commands_search.searchValue)(config, delivery, config.commit) : undefined;
    warnings.push(...(search?.warnings ?? []));
    const artifacts = search
        ? (0,commands_search.linkSearchedArtifacts)(sent.artifacts, search, config.flow)
        : sent.artifacts;
    const judged = (0,judge/* judgeCompliance */.dV)({
        ...(junit && { tests: junit.outcome.totals }),
        ...(search && { service: { state: search.complianceState } }),
        failOnNonCompliant: config.failOnNonCompliant
    });
    failures.push(...judged.failures);
    return (0,command/* commandResult */.f)(reportCommand, config, {
        ...((0,artifact_inputs/* namesArtifacts */.a7)(config) && { artifacts }),
        junit: junit && { ...junit.outcome, ...(junitWrite && { writeId: junitWrite.id }) },
        writes,
        search,
        compliant: judged.compliant,
        failures,
        warnings,
        notices
    });
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
