export const id = 589;
export const ids = [589];
export const modules = {

/***/ 21476:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ readFlowInputs),
/* harmony export */   h: () => (/* binding */ readFlow)
/* harmony export */ });
/* harmony import */ var _inputs_read_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44245);
/** The `flow` and `fail-on-non-compliant` inputs, shared by the commands that record to a flow. */

/** `flow`, required when `command` needs it (then the error names the command). */
function readFlow(env, requiredBy) {
    const flow = (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_0__/* .read */ .LF)(env, 'flow');
    if (flow)
        (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_0__/* .requireMatch */ .vt)('flow', flow, 'flowName');
    else if (requiredBy) {
        throw (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_0__/* .missing */ .LO)('flow', `for command ${requiredBy}`);
    }
    return flow;
}
function readFlowInputs(env, requiredBy) {
    return {
        flow: readFlow(env, requiredBy),
        failOnNonCompliant: (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_0__/* .readBool */ .r5)(env, 'fail-on-non-compliant')
    };
}


/***/ }),

/***/ 32589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NO_APPROVAL_STATE: () => (/* binding */ NO_APPROVAL_STATE),
/* harmony export */   UNKNOWN_APPROVAL_STATE: () => (/* binding */ UNKNOWN_APPROVAL_STATE),
/* harmony export */   latestApprovalState: () => (/* binding */ latestApprovalState),
/* harmony export */   listApprovalsCommand: () => (/* binding */ listApprovalsCommand),
/* harmony export */   runListApprovals: () => (/* binding */ runListApprovals)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _api_operations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26505);
/* harmony import */ var _inputs_artifacts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60314);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53155);
/* harmony import */ var _flow_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(21476);
/* harmony import */ var _subject_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25358);






async function readInputs(env) {
    const flow = (0,_flow_js__WEBPACK_IMPORTED_MODULE_3__/* .readFlowInputs */ .A)(env, 'list-approvals');
    const artifacts = (0,_inputs_artifacts_js__WEBPACK_IMPORTED_MODULE_2__/* .readArtifactInputs */ .WZ)(env);
    (0,_inputs_artifacts_js__WEBPACK_IMPORTED_MODULE_2__/* .requireArtifact */ .oY)(artifacts, 'list-approvals');
    return { ...flow, ...artifacts };
}
const NO_APPROVAL_STATE = 'NONE';
/** The latest approval could not be read (the service's last item was skipped). */
const UNKNOWN_APPROVAL_STATE = 'UNKNOWN';
function latestApprovalState(list) {
    const last = list[list.length - 1];
    return last && typeof last.state === 'string' ? last.state : NO_APPROVAL_STATE;
}
async function runListApprovals(config, client) {
    const { flow } = config;
    const { fingerprint } = await (0,_subject_js__WEBPACK_IMPORTED_MODULE_4__/* .requireSubjectArtifact */ .W)(config);
    const asked = { flow, fingerprint, list: [], state: NO_APPROVAL_STATE };
    let checked;
    try {
        checked = await (0,_api_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .listApprovals */ .P8)(client, config.org, flow, fingerprint);
    }
    catch (err) {
        if (!(err instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD))
            throw err;
        const why = err.status === 404 && err.serverMessage ? err.serverMessage : err.message;
        return (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .commandResult */ .f)(listApprovalsCommand, config, {
            approvals: { ...asked, error: err.message },
            failures: [`Listing the approvals of ${fingerprint} in flow '${flow}' failed: ${why}`]
        });
    }
    if (checked === undefined) {
        const notice = `Dry run: the approvals of ${fingerprint} in flow '${flow}' were not fetched.`;
        return (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .commandResult */ .f)(listApprovalsCommand, config, { approvals: asked, notices: [notice] });
    }
    // operations.ts has checked it is a list, and skipped the items that are not approvals.
    const list = checked.value;
    // The latest approval decides; when it was unreadable, an older one must not stand in.
    const state = checked.lastSkipped ? UNKNOWN_APPROVAL_STATE : latestApprovalState(list);
    const compliant = state === 'APPROVED';
    const failures = [];
    if (config.failOnNonCompliant && !compliant) {
        failures.push(state === NO_APPROVAL_STATE
            ? `Artifact ${fingerprint} has no approvals in flow '${flow}'.`
            : `Artifact ${fingerprint} is not approved in flow '${flow}': approval state ${state}.`);
    }
    return (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .commandResult */ .f)(listApprovalsCommand, config, {
        approvals: { ...asked, list, state },
        compliant,
        failures,
        warnings: checked.warnings
    });
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
/* harmony import */ var _artifacts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55699);
/**
 * The one artifact a command is about: the `fingerprint` input, else the single artifact of
 * `artifacts`, fingerprinted.
 */


/**
 * The one artifact a command is about: the `fingerprint` input, else the single artifact of
 * `artifacts`, fingerprinted. Several artifacts is an error naming the input; none gives
 * undefined (the caller decides whether that is an error).
 */
async function resolveSubjectArtifact(config) {
    if (config.fingerprint)
        return { fingerprint: config.fingerprint };
    if (config.artifacts.length === 0)
        return undefined;
    const outcomes = await (0,_artifacts_js__WEBPACK_IMPORTED_MODULE_1__/* .prepareArtifacts */ .t)(config);
    if (outcomes.length !== 1) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('artifacts', config.artifacts.join('\n'), `must name exactly one artifact for '${config.command}' (it matched ${outcomes.length})`);
    }
    const [artifact] = outcomes;
    if (artifact.error || !artifact.fingerprint) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FileError */ .f6(artifact.path || artifact.name, artifact.error ?? 'no fingerprint');
    }
    return { fingerprint: artifact.fingerprint, name: artifact.name };
}
/** resolveSubjectArtifact, refusing "none" with an error that names both inputs. */
async function requireSubjectArtifact(config) {
    const subject = await resolveSubjectArtifact(config);
    if (!subject) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('fingerprint', '', `is required for '${config.command}' (or give exactly one artifact in 'artifacts')`);
    }
    return subject;
}


/***/ })

};
