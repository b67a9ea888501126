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
        // A retired API is said once, by the failure; the section says only what it means.
        const error = isRetired(err)
            ? `this service does not serve them (its approvals API was retired on ${APPROVALS_RETIRED})`
            : err.message;
        return (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .commandResult */ .f)(listApprovalsCommand, config, {
            approvals: { ...asked, error },
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
/** What a service answers for an API it retired. */
const GONE = 410;
/** The service has no approvals route (404 Not Found, as for any unknown path) or says 410 Gone. */
const isRetired = (err) => (0,_api_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isRouteNotFound */ .hy)(err) || err.status === GONE;
/** The day the records service stopped serving approvals (operation 7; docs/compatibility.md). */
const APPROVALS_RETIRED = '2026-07-28';
/**
 * Why the approvals could not be listed, in one line. A service that has no approvals route
 * answers as for any unknown path (or base-url points elsewhere), or `410 Gone`: it retired them.
 */
function approvalsFailure(err, fingerprint, flow) {
    if (isRetired(err)) {
        return (`The service does not serve approvals (GET ${err.url} answered ${(0,_api_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusLine */ .Bs)(err.status ?? GONE)}): the ` +
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
/* harmony import */ var _artifacts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74959);
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
