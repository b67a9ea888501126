export const id = 580;
export const ids = [580];
export const modules = {

/***/ 1580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createClient: () => (/* binding */ createClient)
});

;// CONCATENATED MODULE: ./src/version.ts
/** Sent in the User-Agent header; keep in step with package.json. */
const VERSION = '0.1.0';
const USER_AGENT = `records-action/${VERSION}`;

// EXTERNAL MODULE: ./src/api/client.ts + 1 modules
var client = __webpack_require__(7866);
;// CONCATENATED MODULE: ./src/api/create.ts


function createClient(service) {
    if (service.baseUrl === undefined)
        return undefined; // an offline command
    return new client/* RecordsClient */.cO({
        baseUrl: service.baseUrl,
        // A dry run may have no token: nothing is sent.
        token: service.apiToken || 'DRY_RUN',
        maxRetries: service.maxRetries,
        timeoutSeconds: service.timeoutSeconds,
        dryRun: service.dryRun,
        userAgent: USER_AGENT
    });
}


/***/ })

};
