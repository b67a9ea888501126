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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _context_commit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7432);
/* harmony import */ var _inputs_artifacts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60314);
/* harmony import */ var _inputs_attestation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9335);
/* harmony import */ var _inputs_commit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(28836);
/* harmony import */ var _inputs_junit_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(35645);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(53155);
/* harmony import */ var _flow_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(21476);
/* harmony import */ var _junit_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(20950);
/* harmony import */ var _subject_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(25358);










async function readInputs(env, run) {
    const flowInputs = (0,_flow_js__WEBPACK_IMPORTED_MODULE_6__/* .readFlowInputs */ .A)(env, 'attest-junit');
    const junit = (0,_inputs_junit_js__WEBPACK_IMPORTED_MODULE_5__/* .readJUnitInputs */ .uF)(env);
    if (junit.junit.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('junit', '', 'is required for attest-junit');
    const commit = await (0,_inputs_commit_js__WEBPACK_IMPORTED_MODULE_4__/* .readCommitInputs */ .h)(env, run.workspace, run.github, { commit: true });
    const attestation = await (0,_inputs_attestation_js__WEBPACK_IMPORTED_MODULE_3__/* .readAttestationInputs */ .e)(env, run.workspace, commit.buildUrl);
    return { ...flowInputs, ...(0,_inputs_artifacts_js__WEBPACK_IMPORTED_MODULE_2__/* .readArtifactInputs */ .WZ)(env), ...junit, ...commit, ...attestation };
}
async function runAttestJUnit(config, client) {
    // Bound to the `fingerprint` input or the one artifact of `artifacts`, when given.
    const subject = await (0,_subject_js__WEBPACK_IMPORTED_MODULE_8__/* .resolveSubjectArtifact */ .v)(config);
    // Git runs while the reports are read (loadCommitContext turns every failure into a warning).
    const commitContext = (0,_context_commit_js__WEBPACK_IMPORTED_MODULE_1__/* .loadCommitContext */ .f)(config);
    const junit = await (0,_junit_js__WEBPACK_IMPORTED_MODULE_7__/* .prepareJUnit */ .uS)(config);
    const ctx = await commitContext;
    const attested = await (0,_junit_js__WEBPACK_IMPORTED_MODULE_7__/* .sendJUnit */ .Dh)(config, client, junit, ctx, subject?.fingerprint);
    return (0,_command_js__WEBPACK_IMPORTED_MODULE_9__/* .commandResult */ .f)(attestJUnitCommand, config, {
        junit: attested,
        ...(0,_junit_js__WEBPACK_IMPORTED_MODULE_7__/* .junitVerdict */ .qC)(attested, config.failOnNonCompliant),
        warnings: [...junit.warnings, ...ctx.warnings],
        notices: attested.notices ?? []
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
