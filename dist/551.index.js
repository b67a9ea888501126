export const id = 551;
export const ids = [551];
export const modules = {

/***/ 70551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   downloadOutboxes: () => (/* binding */ downloadOutboxes),
/* harmony export */   uploadOutbox: () => (/* binding */ uploadOutbox)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _actions_artifact__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9645);
/**
 * The outbox as a workflow artifact, through the toolkit's own @actions/artifact (the backend of
 * actions/upload-artifact). Loaded on demand: only a run with deferred writes, or a replay
 * by run id, loads it.
 */




/** Days GitHub keeps the outbox: long enough to replay after an outage. */
const RETENTION_DAYS = 30;
async function uploadOutbox(name, file) {
    const client = new _actions_artifact__WEBPACK_IMPORTED_MODULE_3__/* .DefaultArtifactClient */ .t9();
    await client.uploadArtifact(name, [file], node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file), {
        retentionDays: RETENTION_DAYS
    });
}
/**
 * Downloads every outbox artifact of run `runId` of `repository` (with the GitHub token) into a
 * new folder under `base`; returns the folder and the artifact names.
 */
async function downloadOutboxes(opts) {
    const [repositoryOwner, repositoryName] = opts.repository.split('/');
    const findBy = { token: opts.token, workflowRunId: opts.runId, repositoryOwner, repositoryName };
    const client = new _actions_artifact__WEBPACK_IMPORTED_MODULE_3__/* .DefaultArtifactClient */ .t9();
    const { artifacts } = await client.listArtifacts({ findBy });
    const outboxes = artifacts.filter((a) => a.name.startsWith('records-outbox-'));
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(opts.base ?? node_os__WEBPACK_IMPORTED_MODULE_2___default().tmpdir(), 'records-replay-'));
    for (const a of outboxes) {
        await client.downloadArtifact(a.id, { findBy, path: node_path__WEBPACK_IMPORTED_MODULE_0___default().join(dir, String(a.id)) });
    }
    return {
        dir,
        names: outboxes.map((a) => a.name),
        cleanup: () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true })
    };
}


/***/ })

};
