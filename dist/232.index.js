export const id = 232;
export const ids = [232];
export const modules = {

/***/ 69232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   attestJUnitCommand: () => (/* binding */ attestJUnitCommand),
/* harmony export */   runAttestJUnit: () => (/* binding */ runAttestJUnit)
/* harmony export */ });
/* harmony import */ var _context_commit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43002);
/* harmony import */ var _inputs_artifact_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98361);
/* harmony import */ var _inputs_attestation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9335);
/* harmony import */ var _inputs_commit_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(16188);
/* harmony import */ var _inputs_flow_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(28729);
/* harmony import */ var _inputs_junit_inputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(60699);
/* harmony import */ var _junit_tests_record_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(16451);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(53155);
/* harmony import */ var _compliance_judge_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(97248);
/* harmony import */ var _junit_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(38872);
/* harmony import */ var _own_evidence_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(13958);
/* harmony import */ var _subject_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(25358);












async function readInputs(env, run) {
    const { command, workspace } = run;
    const flowInputs = (0,_inputs_flow_js__WEBPACK_IMPORTED_MODULE_4__/* .readFlowInputs */ .A)(env, command);
    const junit = await (0,_inputs_junit_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .readJUnitInputs */ .uF)(env, workspace, { command, required: true });
    const commit = await (0,_inputs_commit_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .readCommitInputs */ .h)(env, workspace, run.github, { command, commit: true });
    const attestation = await (0,_inputs_attestation_js__WEBPACK_IMPORTED_MODULE_2__/* .readAttestationInputs */ .e)(env, workspace, commit.buildUrl, {
        ownKey: _junit_tests_record_js__WEBPACK_IMPORTED_MODULE_6__/* .TESTS_RECORD_KEY */ .G9
    });
    // Bound to the `fingerprint` input or the one artifact of `artifacts`, when given.
    const artifacts = await (0,_inputs_artifact_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .readArtifactInputs */ .WZ)(env, workspace, { command, one: true });
    return { ...flowInputs, ...artifacts, ...junit, ...commit, ...attestation };
}
async function runAttestJUnit(config, delivery) {
    // Bound to the `fingerprint` input or the one artifact of `artifacts`, when given.
    const subject = await (0,_subject_js__WEBPACK_IMPORTED_MODULE_9__/* .resolveSubjectArtifact */ .v)(config);
    // Started before the reports are read, finished after: the read holds the thread (a turn of
    // the event loop per chunk, to let git run beside it, gained nothing: docs/performance.md
    // §5). loadCommitContext turns every failure into a warning.
    const commitContext = (0,_context_commit_js__WEBPACK_IMPORTED_MODULE_0__/* .loadCommitContext */ .f)(config);
    const junit = await (0,_junit_js__WEBPACK_IMPORTED_MODULE_7__/* .prepareJUnit */ .uS)(config);
    const ctx = await commitContext;
    const write = await (0,_junit_js__WEBPACK_IMPORTED_MODULE_7__/* .sendJUnit */ .Dh)(config, delivery, junit, ctx, subject?.fingerprint);
    return (0,_command_js__WEBPACK_IMPORTED_MODULE_10__/* .commandResult */ .f)(attestJUnitCommand, config, {
        junit: { ...junit.outcome, writeId: write.id },
        writes: [write],
        // Judged by its tests: the operations this action uses give no state of a trail, and an
        // attestation bound to an artifact is judged as one that is not (docs/bad-day.md).
        ...(0,_compliance_judge_js__WEBPACK_IMPORTED_MODULE_11__/* .judgeCompliance */ .dV)({
            tests: (0,_own_evidence_js__WEBPACK_IMPORTED_MODULE_8__/* .testFacts */ .a)(junit.outcome.totals, junit.outcome.failedTests),
            failOnNonCompliant: config.failOnNonCompliant
        }),
        warnings: [...junit.warnings, ...ctx.warnings],
        notices: junit.outcome.notices ?? []
    });
}
const attestJUnitCommand = {
    name: 'attest-junit',
    title: 'JUnit attestation',
    verdict: true,
    online: true,
    readInputs,
    run: runAttestJUnit
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


/***/ })

};
