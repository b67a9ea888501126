export const id = 370;
export const ids = [370];
export const modules = {

/***/ 5370:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fingerprintCommand: () => (/* binding */ fingerprintCommand),
/* harmony export */   runFingerprint: () => (/* binding */ runFingerprint)
/* harmony export */ });
/* harmony import */ var _inputs_artifact_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98361);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53155);
/* harmony import */ var _artifacts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74959);
/** `fingerprint`: compute fingerprints only. No token, no network. */



async function readInputs(env, run) {
    return (0,_inputs_artifact_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readArtifactInputs */ .WZ)(env, run.workspace, { command: run.command, required: true });
}
async function runFingerprint(config) {
    const read = await (0,_artifacts_js__WEBPACK_IMPORTED_MODULE_1__/* .prepareArtifacts */ .t$)(config);
    return (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .commandResult */ .f)(fingerprintCommand, config, {
        artifacts: read.map((a) => (0,_artifacts_js__WEBPACK_IMPORTED_MODULE_1__/* .artifactRow */ .XV)(a)),
        failures: (0,_artifacts_js__WEBPACK_IMPORTED_MODULE_1__/* .unreadableArtifacts */ .Bw)(read)
    });
}
const fingerprintCommand = {
    name: 'fingerprint',
    title: 'fingerprints',
    verdict: false,
    online: false,
    readInputs,
    run: runFingerprint
};


/***/ })

};
