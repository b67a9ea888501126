export const id = 753;
export const ids = [753];
export const modules = {

/***/ 93753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   settleDelivery: () => (/* binding */ settleDelivery)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _context_github_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37212);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _outbox_document_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(61372);
/* harmony import */ var _outbox_outbox_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(60955);
/* harmony import */ var _outbox_receipts_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(68232);
/**
 * After a command's writes: what the delivery adds to its result — the stop (a refused token, a
 * service that is down), what a dry run would have sent, why a preview sent nothing — and the
 * outbox, sealed with the api-token and saved as a workflow artifact when writes were deferred.
 * If it cannot be saved, nothing is pretended: the result says so, with the file's path
 * (docs/bad-day.md). Every line about it is worded in report/ from the result.
 */







/** The result with what the delivery added. */
async function settleDelivery(result, config, delivery) {
    const done = delivery.outcome();
    const outbox = done.deferred.length > 0 ? await saveOutbox(result, config, delivery, done) : undefined;
    const runId = config.github.runId;
    // After the outbox: a leg whose attestation waits in it is present only once it is saved.
    const presence = config.matrixLeg
        ? await leaveLegPresence({ ...result, ...(outbox && { outbox }) }, config, delivery)
        : undefined;
    return {
        ...result,
        ...(presence && { presence }),
        // A preview's writes were not sent because of the preview, not because a dry run was asked.
        ...(config.preview && {
            preview: config.preview,
            writes: result.writes.map((w) => (w.state === 'preview' ? { ...w, detail: 'preview' } : w))
        }),
        ...(done.stopped && { stopped: done.stopped }),
        ...(done.dryRunRequests.length > 0 && { dryRunRequests: [...done.dryRunRequests] }),
        // Why it could not be saved is worded by report/ from `outbox.unsaved`, never here.
        ...(outbox && { outbox: { ...outbox, ...(runId && { runId }) } })
    };
}
/** This leg's presence record (src/legs/leave.ts, loaded only in a matrix leg). */
async function leaveLegPresence(result, config, delivery) {
    const { leavePresence } = await __webpack_require__.e(/* import() */ 398).then(__webpack_require__.bind(__webpack_require__, 84398));
    return leavePresence(result, config, (title, work) => delivery.around(title, work));
}
/** This run, as the origin of the writes it deferred. */
async function originHere(result, config) {
    const gh = config.github;
    const d = result.destination;
    const jobKey = await config.jobKey?.();
    return {
        ...(0,_context_github_js__WEBPACK_IMPORTED_MODULE_2__/* .thisRun */ .os)(gh),
        written: new Date().toISOString(),
        org: d.org ?? '',
        ...(d.flow && { flow: d.flow }),
        ...(d.trail && { trail: d.trail }),
        ...(d.commit && { commit: d.commit }),
        ...(config.checkName && { checkName: config.checkName }),
        ...(config.checkLeg && { leg: config.checkLeg }),
        ...(config.checkLegDigest && { legSha: config.checkLegDigest }),
        ...(config.checkRun === false && { checkRun: false }),
        ...(gh.action && { step: gh.action }),
        ...(jobKey && { jobKey })
    };
}
/** The sealed outbox written to a file and uploaded as a workflow artifact. */
async function saveOutbox(result, config, delivery, done) {
    const here = await originHere(result, config);
    const content = (0,_outbox_document_js__WEBPACK_IMPORTED_MODULE_4__/* .outboxContent */ .pq)(done.deferred, here);
    let file;
    try {
        const { temp, cannotSaveArtifacts } = config.runner;
        file = await (0,_outbox_outbox_file_js__WEBPACK_IMPORTED_MODULE_5__/* .writeOutboxFile */ .xr)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_0___default().join(temp, 'records-outbox-')), content, here, config.apiToken);
        // Where this step cannot save a workflow artifact, the file is the outbox: nothing is
        // tried that cannot work, and the result says why (report/ words it).
        if (cannotSaveArtifacts)
            return { file, unsaved: cannotSaveArtifacts };
        const { RETENTION_DAYS, uploadUnderFreeName } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(942), __webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(641)]).then(__webpack_require__.bind(__webpack_require__, 39641));
        const artifact = await uploadUnderFreeName((nth) => (0,_outbox_receipts_js__WEBPACK_IMPORTED_MODULE_6__/* .outboxName */ .ZH)(here, nth), file, (name, upload) => delivery.around(`Saving the outbox as the workflow artifact ${name}`, upload));
        return { file, artifact, keptDays: RETENTION_DAYS };
    }
    catch (err) {
        return { error: (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(err), ...(file && { file }) };
    }
}


/***/ })

};
