export const id = 641;
export const ids = [641];
export const modules = {

/***/ 39641:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DownloadBudget: () => (/* binding */ DownloadBudget),
  DownloadBudgetError: () => (/* binding */ DownloadBudgetError),
  MAX_SAME_NAME: () => (/* binding */ MAX_SAME_NAME),
  RETENTION_DAYS: () => (/* reexport */ outbox_document/* RETENTION_DAYS */.zh),
  deleteOwnArtifact: () => (/* binding */ deleteOwnArtifact),
  listRepositoryArtifacts: () => (/* binding */ listRepositoryArtifacts),
  listRunArtifacts: () => (/* binding */ listRunArtifacts),
  nameTaken: () => (/* binding */ nameTaken),
  uploadFile: () => (/* binding */ uploadFile),
  uploadUnderFreeName: () => (/* binding */ uploadUnderFreeName),
  withDownloaded: () => (/* binding */ withDownloaded)
});

// UNUSED EXPORTS: DOWNLOAD_DEADLINE_MS, MAX_REPLAY_DOWNLOAD_BYTES, fetchCounted

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./node_modules/@actions/artifact/lib/artifact.js + 303 modules
var artifact = __webpack_require__(9645);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(44942);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/github/client.ts + 1 modules
var client = __webpack_require__(69390);
// EXTERNAL MODULE: ./src/util/english.ts
var english = __webpack_require__(448);
// EXTERNAL MODULE: ./src/version.ts + 1 modules
var version = __webpack_require__(71013);
// EXTERNAL MODULE: ./src/outbox/document.ts
var outbox_document = __webpack_require__(61372);
// EXTERNAL MODULE: ./src/outbox/receipts.ts
var receipts = __webpack_require__(68232);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/outbox/unzip.ts
/**
 * A counted unzip (docs/bad-day.md, "What is downloaded is counted"): a downloaded artifact may
 * have been planted, and a zip of 254 KB can expand to 256 MiB. The entries are found through
 * the central directory (so a streamed zip's data descriptors need no guessing), and each is
 * inflated as a stream with Node's zlib, every byte counted before it is written: past the bound
 * nothing more is written and the whole artifact is refused. The sizes a zip declares are never
 * trusted; only what inflating produces counts. What is read counts too: entries whose data
 * overlap are refused before any is inflated (64 directory records sharing one stream of empty
 * deflate blocks would inflate it 64 times and write nothing), and the compressed bytes read are
 * counted against the same bound as what is written. Only files are made (no links), only under
 * the folder given.
 */







/** The most entries one artifact may hold (an outbox or a receipt artifact holds one file). */
const MAX_ZIP_ENTRIES = 64;
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** An artifact past its bound, or not a zip this action reads. */
class UnzipError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UnzipError';
    }
}
/**
 * Extracts the zip `file` into `dir`, writing at most `bound` bytes in all; returns how many it
 * wrote. Throws UnzipError when the entries would expand past the bound (having written no byte
 * past it), or when the file is not a plain zip (encrypted, zip64, another method, a name that
 * leaves the folder).
 */
async function extractCounted(file, dir, bound, 
/** Counts each chunk before it is written, against more than this zip; may throw. */
spend) {
    const entries = await entriesOf(file);
    const root = external_node_path_default().resolve(dir);
    let written = 0;
    let read = 0;
    // The compressed bytes, counted as they are read, against the same bound.
    const reader = () => new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            read += chunk.length;
            if (read > bound) {
                done(new UnzipError(`it reads past the bound of ${(0,english/* count */.U9)(bound, 'byte')}`));
                return;
            }
            done(null, chunk);
        }
    });
    const counter = () => new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            if (written + chunk.length > bound) {
                done(new UnzipError(`it expands past the bound of ${(0,english/* count */.U9)(bound, 'byte')}`));
                return;
            }
            try {
                spend?.(chunk.length);
            }
            catch (err) {
                done(err);
                return;
            }
            written += chunk.length;
            done(null, chunk);
        }
    });
    for (const entry of entries) {
        const target = external_node_path_default().resolve(root, entry.name);
        if (target !== root && !target.startsWith(root + (external_node_path_default()).sep)) {
            throw new UnzipError(`its entry ${JSON.stringify(entry.name)} leaves the folder`);
        }
        if (entry.name.endsWith('/')) {
            await (0,promises_.mkdir)(target, { recursive: true });
            continue;
        }
        await (0,promises_.mkdir)(external_node_path_default().dirname(target), { recursive: true });
        const raw = entry.compressed === 0
            ? external_node_stream_.PassThrough.from(Buffer.alloc(0))
            : (0,external_node_fs_.createReadStream)(file, { start: entry.offset, end: entry.offset + entry.compressed - 1 });
        const inflate = entry.method === DEFLATED ? (0,external_node_zlib_.createInflateRaw)() : new external_node_stream_.PassThrough();
        await (0,external_node_stream_promises_.pipeline)(raw, reader(), inflate, counter(), (0,external_node_fs_.createWriteStream)(target, { flags: 'wx' }));
    }
    return written;
}
/** The entries the central directory lists, each checked against its local header. */
async function entriesOf(file) {
    const handle = await (0,promises_.open)(file, 'r');
    try {
        const { size } = await handle.stat();
        const end = await endOfDirectory(handle, size);
        const total = end.readUInt16LE(10);
        if (total > MAX_ZIP_ENTRIES) {
            throw new UnzipError(`it holds ${total} entries, more than ${MAX_ZIP_ENTRIES}`);
        }
        const dirSize = end.readUInt32LE(12);
        const dirOffset = end.readUInt32LE(16);
        if (dirOffset + dirSize > size)
            throw notAZip('its directory lies outside the file');
        const directory = await readAt(handle, dirOffset, dirSize);
        const entries = [];
        let at = 0;
        for (let i = 0; i < total; i++) {
            if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_HEADER) {
                throw notAZip('its directory is cut short');
            }
            const entry = await entryAt(handle, directory, at, size);
            entries.push(entry);
            at +=
                46 +
                    directory.readUInt16LE(at + 28) +
                    directory.readUInt16LE(at + 30) +
                    directory.readUInt16LE(at + 32);
        }
        refuseOverlaps(entries, dirOffset);
        return entries;
    }
    finally {
        await handle.close();
    }
}
async function entryAt(handle, directory, at, size) {
    const flags = directory.readUInt16LE(at + 8);
    const method = directory.readUInt16LE(at + 10);
    const compressed = directory.readUInt32LE(at + 20);
    const local = directory.readUInt32LE(at + 42);
    const nameLength = directory.readUInt16LE(at + 28);
    const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
    if (flags & 1)
        throw notAZip(`its entry ${JSON.stringify(name)} is encrypted`);
    if (method !== STORED && method !== DEFLATED) {
        throw notAZip(`its entry ${JSON.stringify(name)} uses compression method ${method}`);
    }
    // A zip64 size (0xFFFFFFFF) is past every bound this action has.
    if (compressed === 0xffffffff || local === 0xffffffff)
        throw notAZip('it is a zip64 archive');
    if (local + 30 > size)
        throw notAZip(`its entry ${JSON.stringify(name)} lies outside the file`);
    const header = await readAt(handle, local, 30);
    if (header.readUInt32LE(0) !== LOCAL_HEADER)
        throw notAZip('a local header is missing');
    const offset = local + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (offset + compressed > size) {
        throw notAZip(`its entry ${JSON.stringify(name)} lies outside the file`);
    }
    return { name, method, compressed, local, offset };
}
/**
 * Each entry's bytes (local header to the end of its data) are its own and lie before the
 * directory: an entry that shares bytes with another would have them read, and inflated, again.
 */
function refuseOverlaps(entries, dirOffset) {
    const spans = [...entries].sort((a, b) => a.local - b.local);
    for (let i = 0; i < spans.length; i++) {
        const entry = spans[i];
        const end = entry.offset + entry.compressed;
        const next = spans[i + 1];
        if (next !== undefined && next.local < end) {
            throw notAZip(`its entries ${JSON.stringify(entry.name)} and ${JSON.stringify(next.name)} overlap`);
        }
        if (end > dirOffset) {
            throw notAZip(`its entry ${JSON.stringify(entry.name)} overlaps its directory`);
        }
    }
}
/** The end-of-central-directory record: within the last 64 KiB + 22 bytes (its comment). */
async function endOfDirectory(handle, size) {
    const length = Math.min(size, 22 + 0xffff);
    const tail = await readAt(handle, size - length, length);
    for (let i = length - 22; i >= 0; i--) {
        if (tail.readUInt32LE(i) === END_OF_DIRECTORY)
            return tail.subarray(i, i + 22);
    }
    throw notAZip('it has no central directory');
}
async function readAt(handle, position, length) {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    if (bytesRead !== length)
        throw notAZip('it is cut short');
    return buffer;
}
const notAZip = (why) => new UnzipError(`it is not a zip this action reads: ${why}`);

;// CONCATENATED MODULE: ./src/outbox/artifact.ts
/**
 * Outboxes and receipts as workflow artifacts: uploaded through the toolkit's own
 * @actions/artifact (the backend of actions/upload-artifact); listed through the REST API
 * (GitHub's one client, github/client.ts), keeping only artifacts of runs whose head repository is this repository
 * (a fork's run may plant any name); downloaded here, counted (docs/bad-day.md, "What is
 * downloaded is counted"): the zip through GitHub's redirect to its blob, never more bytes than
 * the bound, and extracted by unzip.ts within the same bound. Loaded on demand: only a run with
 * deferred writes, or a replay, loads it.
 */















/**
 * The most artifacts of one name a replay downloads, newest first: each receipt of an origin is
 * the union of what the receipts before it said, so the newest few say everything.
 */
const MAX_SAME_NAME = 10;
/** The most artifacts one listing reads before choosing (10 pages of 100). */
const MAX_LISTED = 1000;
/**
 * The most bytes the outbox downloads of one replay may fetch and extract together. Each
 * outbox is bounded at 64 MiB zipped and 64 MiB extracted, so a run of hundreds would
 * otherwise cost hundreds × 128 MiB of transfer, disk writes and time. An honest outbox is a few
 * KiB to a few MiB (a leg's writes, its JUnit reports); 1 GiB is eight outboxes at their bound,
 * or a thousand of half a MiB each, and at the ≈ 1 MB/s the download deadline assumes it is
 * some 18 minutes, the most a replay should spend before sending anything.
 */
const MAX_REPLAY_DOWNLOAD_BYTES = 1024 * 1024 * 1024;
/** The longest one download may take, headers to last byte (64 MiB at ≈ 1 MB/s). */
const DOWNLOAD_DEADLINE_MS = 120_000;
async function uploadFile(name, file) {
    await new artifact/* DefaultArtifactClient */.t9().uploadArtifact(name, [file], external_node_path_default().dirname(file), {
        retentionDays: outbox_document/* RETENTION_DAYS */.zh
    });
}
/**
 * How many names a step tries for one of its artifacts (its outbox, its leg's presence record).
 * Its first name is its own (run, job, attempt, leg, step); a later one is for a name another
 * step took all the same (legs whose values read alike once cut, a runner without
 * GITHUB_ACTION, two calls of one reusable workflow). Each try that is refused costs one round trip.
 */
const NAME_TRIES = 10;
/**
 * Uploads `file` as a workflow artifact of this run under `nameOf(1)`, else `nameOf(2)`, …;
 * returns the name it took. An artifact name is unique in a run: when the service says the name
 * is taken (409), the next is tried, so that a step never loses its artifact because another
 * step saved first. `around` runs each upload (a group of the step log, whose title names it).
 */
async function uploadUnderFreeName(nameOf, file, around) {
    for (let nth = 1;; nth++) {
        const name = nameOf(nth);
        try {
            await around(name, () => uploadFile(name, file));
            return name;
        }
        catch (err) {
            if (!nameTaken(err) || nth >= NAME_TRIES)
                throw err;
        }
    }
}
/**
 * The artifacts of run `runId` whose names start with `prefix`. Throws, naming the first, when
 * that run's head repository is not this repository (a fork's run): none of it is downloaded.
 */
async function listRunArtifacts(access, runId, prefix, 
/** Receives those of `prefix` that GitHub lists as expired (never downloaded). */
expired) {
    const found = (await (0,client/* gitHubClient */.XB)(access).run('list run artifacts', (octokit) => octokit.paginate(octokit.rest.actions.listWorkflowRunArtifacts, {
        ...(0,client/* ownerRepo */.QH)(access),
        run_id: runId,
        per_page: 100
    })));
    const named = found.filter((a) => a.name.startsWith(prefix) && !a.expired);
    for (const a of found) {
        if (a.name.startsWith(prefix) && a.expired)
            expired?.push(listed(a, runId, outbox_document/* MAX_OUTBOX_BYTES */.Zt));
    }
    const foreign = named.find((a) => !fromThisRepository(a));
    if (foreign) {
        throw new Error(`the artifact ${foreign.name} of run ${runId} was not downloaded: that run's head ` +
            `repository is not ${access.repository} (a fork's run), and anything it uploaded may have been planted`);
    }
    return named.map((a) => listed(a, runId, outbox_document/* MAX_OUTBOX_BYTES */.Zt));
}
/**
 * The newest artifacts of the repository named exactly `name` (receipts: needs
 * `actions: read`), at most MAX_SAME_NAME, each bound to MAX_RECEIPT_BYTES; those of runs whose
 * head repository is not this repository (a fork's run) are left out, never downloaded.
 */
async function listRepositoryArtifacts(access, name) {
    let seen = 0;
    const found = (await (0,client/* gitHubClient */.XB)(access).run('list repository artifacts', (octokit) => octokit.paginate(octokit.rest.actions.listArtifactsForRepo, { ...(0,client/* ownerRepo */.QH)(access), name, per_page: 100 }, (response, done) => {
        seen += response.data.length;
        if (seen >= MAX_LISTED)
            done();
        return response.data;
    })));
    return found
        .filter((a) => a.name === name && !a.expired && a.workflow_run?.id !== undefined)
        .filter(fromThisRepository)
        .sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id)
        .slice(0, MAX_SAME_NAME)
        .map((a) => listed(a, Number(a.workflow_run?.id), receipts/* MAX_RECEIPT_BYTES */.cs));
}
/** Whether the run that uploaded `a` built this repository's own code (not a fork's). */
function fromThisRepository(a) {
    const run = a.workflow_run;
    return (typeof run?.repository_id === 'number' &&
        typeof run.head_repository_id === 'number' &&
        run.head_repository_id === run.repository_id);
}
function listed(a, runId, bound) {
    return {
        id: a.id,
        name: a.name,
        runId,
        size: a.size_in_bytes,
        ...(a.created_at && { createdAt: a.created_at }),
        ...(a.expires_at && { expiresAt: a.expires_at }),
        bound
    };
}
/** A replay's downloads ran past their budget: nothing of them is used. */
class DownloadBudgetError extends Error {
    constructor(message) {
        super(message);
        this.name = 'DownloadBudgetError';
    }
}
/**
 * What one replay's downloads may cost together: the sizes GitHub lists are summed before any
 * download (a floor of what fetching them costs, so an honest run over the budget downloads
 * nothing), then every byte fetched and every byte extracted is counted as it arrives, so that
 * sizes listed too small buy nothing either.
 */
class DownloadBudget {
    what;
    total;
    spent = 0;
    constructor(
    /** What is downloaded, in words: "the outboxes of run 4242". */
    what, total = MAX_REPLAY_DOWNLOAD_BYTES) {
        this.what = what;
        this.total = total;
    }
    /** Throws, before any download, when `listed` alone is over the budget. */
    planned(listed) {
        const sum = listed.reduce((n, a) => n + a.size, 0);
        if (sum > this.total) {
            throw new DownloadBudgetError(`${this.what} are listed at ${(0,english/* count */.U9)(sum, 'byte')} together, over the ` +
                `${(0,english/* count */.U9)(this.total, 'byte')} a replay downloads (MAX_REPLAY_DOWNLOAD_BYTES); ` +
                'nothing was downloaded, nothing was sent');
        }
        return this;
    }
    /** Counts `bytes` fetched or extracted; throws past the budget. */
    spend(bytes) {
        this.spent += bytes;
        if (this.spent > this.total) {
            throw new DownloadBudgetError(`${this.what} run past the ${(0,english/* count */.U9)(this.total, 'byte')} a replay downloads and ` +
                'extracts together (MAX_REPLAY_DOWNLOAD_BYTES); nothing was sent');
        }
    }
}
/**
 * Downloads `artifact` into a new folder under `base` and runs `read` on the folder it was
 * extracted into; the folder is removed afterwards. At most `bound` bytes are downloaded and at
 * most `bound` extracted (counted as they come, never trusting a listed or declared size):
 * past it nothing more is written and this throws, naming the artifact. With a `budget`, every
 * byte fetched and extracted is also counted against it; past it this throws its
 * DownloadBudgetError as it is.
 */
async function withDownloaded(access, artifact, base, read) {
    const { bound = outbox_document/* MAX_OUTBOX_BYTES */.Zt, budget } = artifact;
    const refused = (why) => new Error(`the artifact ${artifact.name} of run ${artifact.runId} is refused: ${why}`);
    const over = `over the bound of ${(0,english/* count */.U9)(bound, 'byte')}; not downloaded`;
    if (artifact.size > bound)
        throw refused(`it is listed at ${(0,english/* count */.U9)(artifact.size, 'byte')}, ${over}`);
    const scratch = await (0,promises_.mkdtemp)(external_node_path_default().join(base, 'records-download-'));
    try {
        const zip = external_node_path_default().join(scratch, 'artifact.zip');
        const dir = external_node_path_default().join(scratch, 'files');
        const spend = budget && ((bytes) => budget.spend(bytes));
        try {
            await downloadZip(access, artifact.id, zip, bound, spend);
            await (0,promises_.mkdir)(dir);
            await extractCounted(zip, dir, bound, spend);
        }
        catch (err) {
            if (err instanceof DownloadBudgetError)
                throw err;
            throw refused((0,errors/* errorMessage */.gJ)(err));
        }
        await (0,promises_.rm)(zip, { force: true });
        return await read(dir);
    }
    finally {
        await (0,promises_.rm)(scratch, { recursive: true, force: true });
    }
}
/**
 * Fetches artifact `id`'s zip into `file`: GitHub answers the REST route with a redirect to the
 * blob (as @actions/artifact's own download by run does); the blob is read as a stream, counted,
 * and cut off past `bound` bytes or past the deadline.
 */
async function downloadZip(access, id, file, bound, spend) {
    const { status, headers } = await (0,client/* gitHubClient */.XB)(access).run('download artifact', (octokit) => octokit.rest.actions.downloadArtifact({
        ...(0,client/* ownerRepo */.QH)(access),
        artifact_id: id,
        archive_format: 'zip',
        request: { redirect: 'manual' }
    }));
    const location = headers.location;
    if (status !== 302 || !location)
        throw new Error(`GitHub answered ${status} without a redirect`);
    await fetchCounted(location, file, bound, DOWNLOAD_DEADLINE_MS, spend);
}
/**
 * Reads the blob at `url` into `file`, counting every byte: past `bound` or past the deadline
 * (headers to last byte) the download stops. Through @actions/http-client, which honours the
 * runner's proxy settings as the artifact client's own download does, and sends no token.
 */
async function fetchCounted(url, file, bound, deadlineMs = DOWNLOAD_DEADLINE_MS, 
/** Counts each chunk as it arrives, against more than this one download; may throw. */
spend) {
    const client = new lib.HttpClient(version/* USER_AGENT */._);
    let body;
    let late = false;
    const timer = setTimeout(() => {
        late = true;
        body?.destroy();
        client.dispose(); // ends a request still waiting for its headers
    }, deadlineMs);
    try {
        body = (await client.get(url)).message;
        if (body.statusCode !== 200)
            throw new Error(`the blob store answered ${body.statusCode}`);
        const over = `over the bound of ${(0,english/* count */.U9)(bound, 'byte')}`;
        const declared = Number(body.headers['content-length']);
        if (declared > bound)
            throw new Error(`it is ${(0,english/* count */.U9)(declared, 'byte')} zipped, ${over}`);
        let received = 0;
        const counted = new external_node_stream_.Transform({
            transform(chunk, _encoding, done) {
                received += chunk.length;
                if (received > bound)
                    return done(new Error(`its zip runs ${over}`));
                try {
                    spend?.(chunk.length);
                }
                catch (err) {
                    return done(err);
                }
                done(null, chunk);
            }
        });
        await (0,external_node_stream_promises_.pipeline)(body, counted, (0,external_node_fs_.createWriteStream)(file));
    }
    catch (err) {
        if (late)
            throw new Error(`the download took longer than ${deadlineMs / 1000} s`);
        throw err;
    }
    finally {
        clearTimeout(timer);
        body?.destroy();
        client.dispose();
    }
}
/**
 * Whether the artifact client's error says the name is taken in the run: the results service
 * answers `409 Conflict: an artifact with this name already exists on the workflow run`.
 */
const nameTaken = (err) => /\(409\)|already exists/.test((0,errors/* errorMessage */.gJ)(err));
/** Deletes this run's artifact `name` (the runtime token may), to upload a newer one. */
async function deleteOwnArtifact(name) {
    await new artifact/* DefaultArtifactClient */.t9().deleteArtifact(name);
}


/***/ })

};
