export const id = 4;
export const ids = [4];
export const modules = {

/***/ 94004:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   getDeploymentCommand: () => (/* binding */ getDeploymentCommand),
/* harmony export */   runGetDeployment: () => (/* binding */ runGetDeployment)
/* harmony export */ });
/* harmony import */ var _api_api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36050);
/* harmony import */ var _api_operations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26505);
/* harmony import */ var _inputs_artifact_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(98361);
/* harmony import */ var _inputs_queries_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(98257);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53155);
/* harmony import */ var _subject_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25358);






async function readInputs(env, run) {
    const { command, workspace } = run;
    const environment = (0,_inputs_queries_js__WEBPACK_IMPORTED_MODULE_3__/* .readEnvironmentInputs */ .JR)(env, command);
    const use = { command, one: true, required: true };
    return { ...environment, ...(await (0,_inputs_artifact_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .readArtifactInputs */ .WZ)(env, workspace, use)) };
}
async function runGetDeployment(config, delivery) {
    const { environment } = config;
    const { fingerprint } = await (0,_subject_js__WEBPACK_IMPORTED_MODULE_4__/* .requireSubjectArtifact */ .W)(config);
    const asked = { environment, fingerprint };
    try {
        const checked = await (0,_api_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .getDeployment */ .i8)(delivery, config.org, environment, fingerprint);
        if (checked === undefined) {
            const notice = `Dry run: the deployment of ${fingerprint} in '${environment}' was not fetched.`;
            return (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .commandResult */ .f)(getDeploymentCommand, config, { deployment: asked, notices: [notice] });
        }
        return (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .commandResult */ .f)(getDeploymentCommand, config, {
            deployment: { ...asked, deployment: checked.value },
            warnings: checked.warnings
        });
    }
    catch (err) {
        if (!(err instanceof _api_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD))
            throw err;
        // A 404's text names what is missing (the environment, or the deployment) by itself.
        const failure = (0,_api_api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isServiceNotFound */ .Rl)(err)
            ? `Deployment not found: ${err.serverMessage}`
            : `Getting the deployment of ${fingerprint} in '${environment}' failed: ${err.message}`;
        return (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .commandResult */ .f)(getDeploymentCommand, config, {
            deployment: { ...asked, error: err.message },
            failures: [failure]
        });
    }
}
const getDeploymentCommand = {
    name: 'get-deployment',
    title: 'deployment',
    verdict: false,
    online: true,
    readInputs,
    run: runGetDeployment
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
