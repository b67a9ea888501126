export const id = 589;
export const ids = [589];
export const modules = {

/***/ 32589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   latestApprovalState: () => (/* binding */ latestApprovalState),
/* harmony export */   listApprovalsCommand: () => (/* binding */ listApprovalsCommand),
/* harmony export */   runListApprovals: () => (/* binding */ runListApprovals)
/* harmony export */ });
/* harmony import */ var _api_api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36050);
/* harmony import */ var _api_operations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26505);
/* harmony import */ var _inputs_artifact_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(98361);
/* harmony import */ var _inputs_flow_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28729);
/* harmony import */ var _compliance_judge_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(97248);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(53155);
/* harmony import */ var _subject_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25358);







async function readInputs(env, run) {
    const { command, workspace } = run;
    const flow = (0,_inputs_flow_js__WEBPACK_IMPORTED_MODULE_3__/* .readFlowInputs */ .A)(env, command);
    const use = { command, one: true, required: true };
    return { ...flow, ...(await (0,_inputs_artifact_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readArtifactInputs */ .WZ)(env, workspace, use)) };
}
function latestApprovalState(list) {
    const last = list[list.length - 1];
    return last && typeof last.state === 'string' ? last.state : _compliance_judge_js__WEBPACK_IMPORTED_MODULE_5__/* .NO_APPROVAL_STATE */ .CJ;
}
async function runListApprovals(config, delivery) {
    const { flow } = config;
    const { fingerprint } = await (0,_subject_js__WEBPACK_IMPORTED_MODULE_4__/* .requireSubjectArtifact */ .W)(config);
    const asked = { flow, fingerprint, list: [], state: _compliance_judge_js__WEBPACK_IMPORTED_MODULE_5__/* .NO_APPROVAL_STATE */ .CJ };
    let checked;
    try {
        checked = await (0,_api_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .listApprovals */ .P8)(delivery, config.org, flow, fingerprint);
    }
    catch (err) {
        if (!(err instanceof _api_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD))
            throw err;
        return (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .commandResult */ .f)(listApprovalsCommand, config, {
            approvals: { ...asked, error: err.message },
            failures: [approvalsFailure(err, fingerprint, flow)]
        });
    }
    if (checked === undefined) {
        const notice = `Dry run: the approvals of ${fingerprint} in flow '${flow}' were not fetched.`;
        return (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .commandResult */ .f)(listApprovalsCommand, config, { approvals: asked, notices: [notice] });
    }
    // operations.ts has checked it is a list, and skipped the items that are not approvals.
    const list = checked.value;
    // The latest approval decides; when it was unreadable, an older one must not stand in.
    const state = checked.lastSkipped ? _compliance_judge_js__WEBPACK_IMPORTED_MODULE_5__/* .UNKNOWN_APPROVAL_STATE */ .ZF : latestApprovalState(list);
    const judged = (0,_compliance_judge_js__WEBPACK_IMPORTED_MODULE_5__/* .judgeCompliance */ .dV)({
        approval: { state, fingerprint, flow },
        failOnNonCompliant: config.failOnNonCompliant
    });
    return (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .commandResult */ .f)(listApprovalsCommand, config, {
        approvals: { ...asked, list, state },
        ...judged,
        warnings: checked.warnings
    });
}
/** The day the records service stopped serving approvals (operation 7; docs/compatibility.md). */
const APPROVALS_RETIRED = '2026-07-28';
/**
 * Why the approvals could not be listed, in one line. A service that has no approvals route
 * answers as for any unknown path: it retired them (or base-url points elsewhere).
 */
function approvalsFailure(err, fingerprint, flow) {
    if ((0,_api_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isRouteNotFound */ .hy)(err)) {
        return (`The service does not serve approvals (GET ${err.url} answered 404 Not Found): the ` +
            `records service retired its approvals API on ${APPROVALS_RETIRED}; if this service ` +
            'should still serve them, check base-url.');
    }
    const why = (0,_api_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isServiceNotFound */ .Rl)(err) ? err.serverMessage : err.message;
    return `Listing the approvals of ${fingerprint} in flow '${flow}' failed: ${why}`;
}
const listApprovalsCommand = {
    name: 'list-approvals',
    title: 'approvals',
    verdict: false,
    online: true,
    readInputs,
    run: runListApprovals
};


/***/ }),

/***/ 25358:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ requireSubjectArtifact),
/* harmony export */   v: () => (/* binding */ resolveSubjectArtifact)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _artifacts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42893);
/**
 * The one artifact a command is about, fingerprinted: the `fingerprint` input, else the single
 * artifact of `artifacts` (the inputs have checked there is at most one: inputs/artifact-inputs.ts).
 */


/** The artifact's fingerprint (FileError when it cannot be computed); undefined when none is named. */
async function resolveSubjectArtifact(config) {
    const [artifact] = await (0,_artifacts_js__WEBPACK_IMPORTED_MODULE_1__/* .prepareArtifacts */ .t$)(config);
    if (!artifact)
        return undefined;
    if (artifact.stage === 'unreadable')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FileError */ .f6(artifact.path || artifact.name, artifact.error);
    return { fingerprint: artifact.fingerprint };
}
/** resolveSubjectArtifact for a command whose inputs require the artifact (readArtifactInputs). */
async function requireSubjectArtifact(config) {
    const subject = await resolveSubjectArtifact(config);
    // The inputs were refused without one: reaching this is a bug, not bad input.
    if (!subject)
        throw new Error('no artifact was read for a command that requires one');
    return subject;
}


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

/***/ 28729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ readFlowInputs)
/* harmony export */ });
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44245);
/** The `flow` and `fail-on-non-compliant` inputs, shared by the commands that record to a flow. */

/** `flow` (required when `requiredFor` names the command) and `fail-on-non-compliant`. */
function readFlowInputs(env, requiredFor) {
    const flow = (0,_read_js__WEBPACK_IMPORTED_MODULE_0__/* .read */ .LF)(env, 'flow');
    if (flow)
        (0,_read_js__WEBPACK_IMPORTED_MODULE_0__/* .requireMatch */ .vt)('flow', flow, 'flowName');
    else if (requiredFor)
        throw (0,_read_js__WEBPACK_IMPORTED_MODULE_0__/* .missing */ .LO)('flow', { for: requiredFor });
    return { flow, failOnNonCompliant: (0,_read_js__WEBPACK_IMPORTED_MODULE_0__/* .readBool */ .r5)(env, 'fail-on-non-compliant') };
}


/***/ })

};
