export const id = 589;
export const ids = [589];
export const modules = {

/***/ 1476:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ readFlowInputs),
/* harmony export */   h: () => (/* binding */ readFlow)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _inputs_read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4245);
/** The `flow` and `fail-on-non-compliant` inputs, shared by the commands that record to a flow. */


/** `flow`, required when `command` needs it (then the error names the command). */
function readFlow(env, requiredBy) {
    const flow = (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_1__/* .read */ .LF)(env, 'flow');
    if (flow)
        (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_1__/* .requireMatch */ .vt)('flow', flow, 'flowName');
    else if (requiredBy) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('flow', '', `is required for command ${requiredBy} (or set KOSLI_FLOW)`);
    }
    return flow;
}
function readFlowInputs(env, requiredBy) {
    return {
        flow: readFlow(env, requiredBy),
        failOnNonCompliant: (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readBool */ .r5)(env, 'fail-on-non-compliant')
    };
}


/***/ }),

/***/ 2589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NO_APPROVAL_STATE: () => (/* binding */ NO_APPROVAL_STATE),
/* harmony export */   UNKNOWN_APPROVAL_STATE: () => (/* binding */ UNKNOWN_APPROVAL_STATE),
/* harmony export */   latestApprovalState: () => (/* binding */ latestApprovalState),
/* harmony export */   listApprovalsCommand: () => (/* binding */ listApprovalsCommand),
/* harmony export */   runListApprovals: () => (/* binding */ runListApprovals)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3249);
/* harmony import */ var _api_operations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6505);
/* harmony import */ var _inputs_artifacts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(314);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3155);
/* harmony import */ var _flow_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1476);
/* harmony import */ var _subject_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5358);






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
    const result = (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .newResult */ .Y)(listApprovalsCommand, config);
    const { flow } = config;
    const { fingerprint } = await (0,_subject_js__WEBPACK_IMPORTED_MODULE_4__/* .requireSubjectArtifact */ .W)(config);
    const outcome = {
        flow,
        fingerprint,
        list: [],
        state: NO_APPROVAL_STATE
    };
    result.approvals = outcome;
    try {
        const checked = await (0,_api_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .listApprovals */ .P8)(client, config.org, flow, fingerprint);
        if (checked === undefined) {
            result.notices.push(`Dry run: the approvals of ${fingerprint} in flow '${flow}' were not fetched.`);
            return result;
        }
        // operations.ts has checked it is a list, and skipped the items that are not approvals.
        const list = checked.value;
        result.warnings.push(...checked.warnings);
        outcome.list = list;
        // The latest approval decides; when it was unreadable, an older one must not stand in.
        outcome.state = checked.lastSkipped ? UNKNOWN_APPROVAL_STATE : latestApprovalState(list);
    }
    catch (err) {
        if (!(err instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD))
            throw err;
        outcome.error = err.message;
        result.failures.push(`Listing the approvals of ${fingerprint} in flow '${flow}' failed: ${err.status === 404 && err.serverMessage ? err.serverMessage : err.message}`);
        return result;
    }
    result.compliant = outcome.state === 'APPROVED';
    if (config.failOnNonCompliant && !result.compliant) {
        result.failures.push(outcome.state === NO_APPROVAL_STATE
            ? `Artifact ${fingerprint} has no approvals in flow '${flow}'.`
            : `Artifact ${fingerprint} is not approved in flow '${flow}': approval state ${outcome.state}.`);
    }
    return result;
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

/***/ 5358:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ requireSubjectArtifact),
/* harmony export */   v: () => (/* binding */ resolveSubjectArtifact)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _artifacts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9563);
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
