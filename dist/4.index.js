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
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53249);
/* harmony import */ var _api_operations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26505);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _inputs_artifacts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(60314);
/* harmony import */ var _inputs_read_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(44245);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(53155);
/* harmony import */ var _subject_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25358);







async function readInputs(env) {
    const environment = (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_4__/* .read */ .LF)(env, 'environment');
    if (!environment)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('environment', '', 'is required for get-deployment');
    (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_4__/* .requireMatch */ .vt)('environment', environment, 'environmentName');
    const artifacts = (0,_inputs_artifacts_js__WEBPACK_IMPORTED_MODULE_3__/* .readArtifactInputs */ .WZ)(env);
    (0,_inputs_artifacts_js__WEBPACK_IMPORTED_MODULE_3__/* .requireArtifact */ .oY)(artifacts, 'get-deployment');
    return { ...artifacts, environment };
}
async function runGetDeployment(config, client) {
    const { environment } = config;
    const { fingerprint } = await (0,_subject_js__WEBPACK_IMPORTED_MODULE_5__/* .requireSubjectArtifact */ .W)(config);
    const asked = { environment, fingerprint };
    try {
        const checked = await (0,_api_operations_js__WEBPACK_IMPORTED_MODULE_1__/* .getDeployment */ .i8)(client, config.org, environment, fingerprint);
        if (checked === undefined) {
            const notice = `Dry run: the deployment of ${fingerprint} in '${environment}' was not fetched.`;
            return (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .commandResult */ .f)(getDeploymentCommand, config, { deployment: asked, notices: [notice] });
        }
        return (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .commandResult */ .f)(getDeploymentCommand, config, {
            deployment: { ...asked, deployment: checked.value },
            warnings: checked.warnings
        });
    }
    catch (err) {
        if (!(err instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD))
            throw err;
        // A 404's text names what is missing (the environment, or the deployment) by itself.
        const failure = err.status === 404 && err.serverMessage
            ? `Deployment not found: ${err.serverMessage}`
            : `Getting the deployment of ${fingerprint} in '${environment}' failed: ${err.message}`;
        return (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .commandResult */ .f)(getDeploymentCommand, config, {
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
