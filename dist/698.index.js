export const id = 698;
export const ids = [698];
export const modules = {

/***/ 29698:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   outboxArtifactName: () => (/* binding */ outboxArtifactName),
/* harmony export */   settleDelivery: () => (/* binding */ settleDelivery)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _util_english_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(448);
/**
 * After a command's writes: the one report of what stopped the run (a refused token, a
 * service that is down), and the outbox saved as a workflow artifact when writes were deferred.
 * If it cannot be saved, nothing is pretended: the step fails and the file's path is given.
 */





/** `records-outbox-<run id>-<job>-<attempt>`, without the characters artifact names refuse. */
function outboxArtifactName(github) {
    const parts = [github.runId || 'local', github.job || 'job', github.runAttempt || '1'];
    return `records-outbox-${parts.join('-')}`.replace(/[":<>|*?\\/\r\n\s]+/g, '_');
}
/** What the writes that a stop kept from the service record, for people. */
function stoppedWrites(result) {
    const names = (result.artifacts ?? [])
        .filter((a) => a.undelivered === 'stopped')
        .map((a) => `artifact ${a.name}`);
    const j = result.junit;
    if (j?.undelivered === 'stopped')
        names.push(`JUnit attestation '${j.attestationName ?? 'junit'}'`);
    const o = result.override;
    if (o?.undelivered === 'stopped')
        names.push(`override of '${o.attestationName}'`);
    return names;
}
/** The result with what the delivery added: a preview's notice, the stop, the saved outbox. */
async function settleDelivery(result, config, client) {
    const stop = client.stopped;
    const kept = stoppedWrites(result);
    const notRecorded = kept.length > 0 ? ` Not recorded: ${kept.join(', ')}.` : '';
    const failures = [...result.failures];
    if (stop?.stops === 'auth')
        failures.push(`${stop.message}${notRecorded}`);
    const outbox = client.outbox;
    const cause = (o) => stop?.stops === 'down' ? stop.message : o.requests[0].reason;
    const saved = outbox && outbox.size > 0 ? await saveOutbox(outbox, config.github, cause(outbox)) : undefined;
    if (saved?.failure)
        failures.push(saved.failure);
    else if (!saved && stop?.stops === 'down') {
        failures.push(`The service is down: ${stop.message}${notRecorded}`);
    }
    return {
        ...result,
        failures,
        notices: config.preview ? [...result.notices, previewNotice(config.preview)] : result.notices,
        ...(config.preview && { preview: config.preview }),
        ...(stop && { stopped: stop.stops }),
        ...(saved && { outbox: saved.outbox })
    };
}
function previewNotice(why) {
    return (`Preview: nothing is sent to the records service, because ${why}. ` +
        'Everything else is computed and shown; the outcome depends on the tests only.');
}
/** The outbox written to a file and uploaded as a workflow artifact; a failure says where it is. */
async function saveOutbox(outbox, github, cause) {
    const labels = outbox.requests.map((r) => r.label);
    const base = process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_0___default().tmpdir();
    const name = outboxArtifactName(github);
    let file;
    try {
        file = await outbox.write(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(base, 'records-outbox-')));
        const { uploadOutbox } = await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(942), __webpack_require__.e(351), __webpack_require__.e(645), __webpack_require__.e(551)]).then(__webpack_require__.bind(__webpack_require__, 70551));
        await uploadOutbox(name, file);
        return { outbox: { count: outbox.size, labels, file, artifact: name } };
    }
    catch (err) {
        const error = (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(err);
        const where = file
            ? `it is at ${file} (the outbox-file output) until the runner is wiped`
            : 'it could not be written either';
        return {
            outbox: { count: outbox.size, labels, error, ...(file && { file }) },
            failure: `${(0,_util_english_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U)(outbox.size, 'write')} could not be delivered (${cause}), and the outbox could ` +
                `not be saved as a workflow artifact (${error}): ${where}`
        };
    }
}


/***/ })

};
