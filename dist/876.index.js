export const id = 876;
export const ids = [876];
export const modules = {

/***/ 43002:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ resolveRunCommit),
/* harmony export */   f: () => (/* binding */ loadCommitContext)
/* harmony export */ });
/* harmony import */ var _api_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91451);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10580);
/* harmony import */ var _github_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37212);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);




/**
 * The full SHA of the commit to record, resolved once: `revision` (a SHA, or anything git
 * resolves), else HEAD of repoRoot; '' when there is none. A full SHA is taken as it is: whether
 * this checkout has it shows when its information is read (loadCommitContext). Throws GitError
 * when a revision does not resolve.
 */
async function resolveRunCommit(repoRoot, revision) {
    if (_api_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.gitCommit.test(revision))
        return revision;
    if (revision)
        return (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveCommit */ .WL)(repoRoot, revision);
    return (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveHead */ .tK)(repoRoot).catch(() => '');
}
/** What the service is told about the resolved commit (config.commit) and the repository. */
async function loadCommitContext(config) {
    const warnings = [];
    const { repoInfo, warning } = (0,_github_js__WEBPACK_IMPORTED_MODULE_2__/* .repoInfoFromContext */ .Yx)(config.github);
    if (warning)
        warnings.push(warning);
    if (!config.commit) {
        warnings.push('No commit was found: git commit information will not be reported.');
        return { repoUrl: '', repoInfo, warnings };
    }
    try {
        const git = await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .readCommitInfo */ .Ut)(config.repoRoot, config.commit, { redact: config.redact });
        warnings.push(...git.warnings);
        return { gitCommitInfo: git.info, repoUrl: git.repoUrl, repoInfo, warnings };
    }
    catch (err) {
        warnings.push(`Git commit information will not be reported: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(err)}`);
        return { repoUrl: '', repoInfo, warnings };
    }
}


/***/ }),

/***/ 20177:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EO: () => (/* binding */ runGit),
/* harmony export */   XS: () => (/* binding */ GitError),
/* harmony export */   mx: () => (/* binding */ hasRepositoryAt)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * Runs the `git` binary against one repository, quietly: no prompts, C locale, no output of its
 * own. The command line is never printed or put in an error (it can hold a user's revision).
 */



/** A git failure explained for the user (missing repository, commit, or git itself). */
class GitError extends Error {
    constructor(message) {
        super(message);
        this.name = 'GitError';
    }
}
const TIMEOUT_MS = 60_000;
const MAX_BUFFER = 64 * 1024 * 1024;
/** Variables that would point git at another repository than the one asked for. */
const REPOSITORY_VARIABLES = [
    'GIT_DIR',
    'GIT_WORK_TREE',
    'GIT_COMMON_DIR',
    'GIT_INDEX_FILE',
    'GIT_OBJECT_DIRECTORY',
    'GIT_ALTERNATE_OBJECT_DIRECTORIES',
    'GIT_NAMESPACE',
    'GIT_CEILING_DIRECTORIES'
];
/**
 * Runs `git -C <repoRoot> <args>`. Like the CLI (go-git PlainOpen), the repository must be at
 * repoRoot itself: parent folders are not searched, replace refs are ignored, and ownership
 * (safe.directory) does not matter. core.fsmonitor is off so no hook program can run.
 */
function runGit(repoRoot, args) {
    const root = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(repoRoot);
    const env = { ...process.env };
    for (const name of REPOSITORY_VARIABLES)
        delete env[name];
    Object.assign(env, {
        LC_ALL: 'C',
        LANGUAGE: 'C',
        GIT_TERMINAL_PROMPT: '0',
        GIT_OPTIONAL_LOCKS: '0',
        GIT_NO_REPLACE_OBJECTS: '1',
        GIT_CEILING_DIRECTORIES: node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(root)
    });
    const gitArgs = ['-c', 'safe.directory=*', '-c', 'core.fsmonitor=false', '-C', root, ...args];
    return new Promise((resolve, reject) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', gitArgs, { env, encoding: 'buffer', timeout: TIMEOUT_MS, maxBuffer: MAX_BUFFER, windowsHide: true }, (err, stdout, stderr) => {
            const code = err ? err.code : 0;
            if (err && typeof code !== 'number') {
                reject(spawnError(err, repoRoot));
                return;
            }
            resolve({ code: code, stdout, reason: firstReason(stderr.toString('utf8')) });
        });
    });
}
/**
 * Whether runGit(repoRoot, …) can find a repository: a `.git` folder or file (a worktree's) at
 * repoRoot, or repoRoot itself bare (`HEAD` and `objects`). It looks nowhere else, as runGit
 * does. Without one, git is not started at all: a process forked from a big heap costs the
 * step several milliseconds each (docs/performance.md §5), and a job without a checkout (one
 * that attests the reports it downloaded) would start five for nothing.
 */
function hasRepositoryAt(repoRoot) {
    const at = (name) => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(repoRoot, name), { throwIfNoEntry: false });
    try {
        if (at('.git') !== undefined)
            return true;
        return at('HEAD')?.isFile() === true && at('objects')?.isDirectory() === true;
    }
    catch {
        return true; // cannot tell (not a folder, no permission): git answers, as before
    }
}
function spawnError(err, repoRoot) {
    if (err.code === 'ENOENT') {
        return new GitError(`git is not installed or not on PATH; it is needed to read commit information from ${repoRoot}`);
    }
    if (err.killed)
        return new GitError(`git did not answer within ${TIMEOUT_MS / 1000}s in ${repoRoot}`);
    return new GitError(`git could not be run in ${repoRoot}: ${err.code ?? err.message}`);
}
function firstReason(stderr) {
    const lines = stderr.split('\n').map((line) => line.trim());
    const line = lines.find((l) => /^(fatal|error):/.test(l)) ?? lines.find((l) => l) ?? '';
    return line.replace(/^(fatal|error):\s*/, '');
}


/***/ }),

/***/ 10580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q2: () => (/* binding */ REDACT_FIELDS),
  Ut: () => (/* binding */ readCommitInfo),
  WL: () => (/* binding */ resolveCommit),
  tK: () => (/* binding */ resolveHead)
});

// UNUSED EXPORTS: COMMIT_INFO_REDACTED, GitError, NOT_FETCHED_HINT, NO_ORIGIN_WARNING, SHALLOW_HINT

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/api/rules.ts
var rules = __webpack_require__(91451);
;// CONCATENATED MODULE: ./src/context/commit-object.ts
/**
 * Parses a raw commit object (`git cat-file commit`) the way go-git reads it, so message, author
 * and time come out exactly as the CLI reports them, whatever the characters.
 */
function parseCommitObject(raw) {
    const end = headerEnd(raw);
    const header = raw.subarray(0, end).toString('utf8');
    const body = end < raw.length ? raw.subarray(end + 1) : Buffer.alloc(0);
    let author = '';
    let encoding = '';
    for (const line of header.split('\n')) {
        if (line.startsWith('author '))
            author = line.slice('author '.length).trim();
        else if (line.startsWith('encoding '))
            encoding = line.slice('encoding '.length).trim();
    }
    return { message: decode(body, encoding), ...parseSignature(author) };
}
/** Index of the blank line that ends the header (or the end of the object). */
function headerEnd(raw) {
    if (raw[0] === 0x0a)
        return 0;
    const at = raw.indexOf('\n\n');
    return at < 0 ? raw.length : at + 1;
}
/** go-git Signature.Decode: name before the last '<', email up to the last '>', then time. */
function parseSignature(line) {
    const open = line.lastIndexOf('<');
    const close = line.lastIndexOf('>');
    if (open < 0 || close < 0 || close < open)
        return { authorName: '', authorEmail: '', authorTime: 0 };
    const time = /^[+-]?\d+(?= |$)/.exec(line.slice(close + 2));
    return {
        authorName: line.slice(0, open).replace(/^ +| +$/g, ''),
        authorEmail: line.slice(open + 1, close),
        authorTime: time ? Number(time[0]) : 0
    };
}
/**
 * The message text. Go keeps the bytes and JSON turns invalid UTF-8 into U+FFFD, as Node's
 * UTF-8 decoding does; a declared legacy encoding (rare) is decoded properly instead.
 */
function decode(bytes, encoding) {
    if (encoding && !/^utf-?8$/i.test(encoding)) {
        try {
            return new TextDecoder(encoding).decode(bytes);
        }
        catch {
            // An unknown label: fall back to UTF-8 like the CLI.
        }
    }
    return bytes.toString('utf8');
}
/** Go's strings.TrimSpace: Unicode White_Space only (JS trim() also strips U+FEFF, not U+0085). */
function trimSpaceLikeGo(text) {
    const space = '[\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
    return text.replace(new RegExp(`^${space}+|${space}+$`, 'g'), '');
}

// EXTERNAL MODULE: ./src/context/git-exec.ts
var git_exec = __webpack_require__(20177);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/context/repo-url.ts
/**
 * The repository and commit URLs the CLI derives from the `origin` remote (docs/compatibility.md §6).
 * The URL handling mirrors Go's net/url closely enough for remote URLs: no host lowercasing, no
 * added trailing slash (which WHATWG URL would do), user-info cut at the last '@'.
 */

/**
 * The CLI's repository URL for a remote URL: `git@host:o/r.git` becomes `https://host/o/r`, the
 * FIRST `.git` anywhere is removed (a CLI quirk kept for identical payloads), credentials are
 * dropped. Throws when Go's url.Parse would refuse the result (the CLI then reports no URL).
 */
function repoUrlFromRemote(remote) {
    let url = remote;
    if (url.startsWith('git@')) {
        url = url.replace(':', '/').replace('git@', 'https://');
    }
    url = url.replace('.git', '');
    const parts = splitUrl(url);
    // Go accepts `word:rest` as an opaque URL and the CLI would send it verbatim, credentials
    // included (`user:token@host:o/r`); it is no web address, so it is refused instead.
    if (parts.opaque !== undefined)
        throw new Error('it is not a URL with a host or a path');
    return joinUrl({ ...parts, userinfo: undefined });
}
/** Commit page URL for a repository URL, by host; undefined when the URL cannot be parsed. */
function commitUrlFor(repoUrl, sha) {
    let parts;
    try {
        parts = splitUrl(repoUrl);
    }
    catch {
        return undefined;
    }
    if (parts.opaque !== undefined)
        return undefined;
    const suffix = parts.host.includes('gitlab.com')
        ? ['-', 'commit', sha]
        : parts.host.includes('bitbucket.org')
            ? ['commits', sha]
            : ['commit', sha];
    return joinUrl({ ...parts, path: joinPath(parts.path, suffix) });
}
/** Splits like Go's url.Parse, with its refusals that matter for remote URLs. */
function splitUrl(raw) {
    // eslint-disable-next-line no-control-regex
    if (/[\x00-\x1f\x7f]/.test(raw))
        throw new Error('invalid control character in URL');
    if (/%(?![0-9a-fA-F]{2})/.test(raw))
        throw new Error('invalid URL escape');
    let rest = raw;
    let fragment;
    let query;
    const hash = rest.indexOf('#');
    if (hash >= 0)
        [rest, fragment] = [rest.slice(0, hash), rest.slice(hash + 1)];
    const scheme = /^[a-zA-Z][a-zA-Z0-9+.-]*:/.exec(rest)?.[0].slice(0, -1) ?? '';
    rest = rest.slice(scheme ? scheme.length + 1 : 0);
    const q = rest.indexOf('?');
    if (q >= 0)
        [rest, query] = [rest.slice(0, q), rest.slice(q + 1)];
    if (scheme && !rest.startsWith('/')) {
        return { scheme, authority: false, host: '', path: '', opaque: rest, query, fragment };
    }
    if (!scheme) {
        const colon = rest.indexOf(':');
        const slash = rest.indexOf('/');
        if (colon >= 0 && (slash < 0 || colon < slash)) {
            throw new Error('first path segment in URL cannot contain colon');
        }
    }
    if (!rest.startsWith('//') || (!scheme && rest.startsWith('///'))) {
        return { scheme, authority: false, host: '', path: rest, query, fragment };
    }
    rest = rest.slice(2);
    const slash = rest.indexOf('/');
    const authority = slash >= 0 ? rest.slice(0, slash) : rest;
    const at = authority.lastIndexOf('@');
    const host = authority.slice(at + 1);
    const port = /:([^:\]]*)$/.exec(host);
    if (port && !host.startsWith('[') && !/^[0-9]*$/.test(port[1])) {
        throw new Error(`invalid port "${port[0]}" after host`);
    }
    return {
        scheme,
        authority: true,
        userinfo: at >= 0 ? authority.slice(0, at) : undefined,
        host,
        path: slash >= 0 ? rest.slice(slash) : '',
        query,
        fragment
    };
}
function joinUrl(p) {
    let out = p.scheme ? `${p.scheme}:` : '';
    if (p.opaque !== undefined) {
        out += p.opaque;
    }
    else {
        if (p.authority || p.host)
            out += `//${p.userinfo !== undefined ? `${p.userinfo}@` : ''}${p.host}`;
        out += p.path && !p.path.startsWith('/') && (p.authority || p.host) ? `/${p.path}` : p.path;
    }
    if (p.query !== undefined)
        out += `?${p.query}`;
    if (p.fragment !== undefined)
        out += `#${p.fragment}`;
    return out;
}
/** Go's URL.JoinPath on the path: joined and cleaned (no `//`, no `.`), a final `/` kept. */
function joinPath(base, elems) {
    const last = elems[elems.length - 1] ?? base;
    let joined = external_node_path_default().posix.join(base.startsWith('/') ? base : `/${base}`, ...elems);
    if (!base.startsWith('/'))
        joined = joined.slice(1);
    if (last.endsWith('/') && !joined.endsWith('/'))
        joined += '/';
    return joined;
}

;// CONCATENATED MODULE: ./src/context/git.ts
/**
 * Local git information, as the CLI reports it (docs/compatibility.md §6): the commit's
 * `git_commit_info` and the repository URL from `origin`. Read with the `git` binary.
 */







/** The fields `redact-commit-info` may name, as the CLI's `--redact-commit-info` takes them. */
const REDACT_FIELDS = ['author', 'message', 'branch'];
/** What `redact-commit-info` puts in place of a field, as the CLI does (not a secret's `***`). */
const COMMIT_INFO_REDACTED = '**REDACTED**';
const NO_ORIGIN_WARNING = 'Repo URL will not be reported as there is no remote named origin';
/**
 * What to do when the commit is missing. The first run on a pull request meets it: the commit
 * recorded is the pull request's head, but actions/checkout fetches only the merge commit.
 */
const SHALLOW_HINT = 'this checkout is shallow: actions/checkout fetches one commit unless told otherwise, and on ' +
    "a pull request that is the merge commit, not the pull request's head commit recorded here. " +
    "Set 'fetch-depth: 0' on actions/checkout, or set the 'commit' input to a commit that was fetched";
const NOT_FETCHED_HINT = "was it fetched? Set 'fetch-depth: 0' on actions/checkout, or set the 'commit' input to a " +
    'commit of this repository';
/** Full SHA of HEAD in the repository at repoRoot. */
async function resolveHead(repoRoot) {
    await requireRepositoryFolder(repoRoot);
    const head = await (0,git_exec/* runGit */.EO)(repoRoot, ['rev-parse', '--verify', 'HEAD^{commit}']);
    if (head.code !== 0) {
        await requireRepository(repoRoot);
        throw new git_exec/* GitError */.XS(`failed to resolve HEAD in the git repository at ${repoRoot}: it has no commits`);
    }
    return head.stdout.toString('utf8').trim();
}
/** Full 40-hex SHA of a commit given as a SHA, a SHA prefix or a revision (`HEAD~1`, a branch). */
async function resolveCommit(repoRoot, rev) {
    // A leading '-' would be read as an option; spaces and control characters are refused too.
    // eslint-disable-next-line no-control-regex
    if (!rev || rev.startsWith('-') || /[\x00-\x20\x7f]/.test(rev)) {
        throw new git_exec/* GitError */.XS(`failed to resolve git reference ${JSON.stringify(rev)}: not a valid revision`);
    }
    await requireRepositoryFolder(repoRoot);
    const resolved = await (0,git_exec/* runGit */.EO)(repoRoot, ['rev-parse', '--verify', `${rev}^{commit}`]);
    if (resolved.code === 0)
        return resolved.stdout.toString('utf8').trim();
    await requireRepository(repoRoot);
    throw await unresolvedError(repoRoot, rev, resolved.reason);
}
/**
 * The git_commit_info of a resolved commit (a full SHA: resolveRunCommit) and the repository
 * URL, as the CLI builds them. A commit this checkout lacks fails with what to do about it.
 */
async function readCommitInfo(repoRoot, sha1, opts = {}) {
    if (!rules/* PATTERNS */.G3.gitCommit.test(sha1)) {
        throw new git_exec/* GitError */.XS(`${JSON.stringify(sha1)} is not a full commit SHA (resolve it first)`);
    }
    await requireRepositoryFolder(repoRoot);
    const [object, head, origin] = await Promise.all([
        (0,git_exec/* runGit */.EO)(repoRoot, ['cat-file', 'commit', sha1]),
        (0,git_exec/* runGit */.EO)(repoRoot, ['symbolic-ref', '-q', 'HEAD']),
        (0,git_exec/* runGit */.EO)(repoRoot, ['config', '--get-all', 'remote.origin.url'])
    ]);
    if (object.code !== 0) {
        await requireRepository(repoRoot);
        throw await unresolvedError(repoRoot, sha1, object.reason);
    }
    const commit = parseCommitObject(object.stdout);
    const warnings = [];
    const repoUrl = originRepoUrl(origin.code === 0 ? origin.stdout.toString('utf8') : '', warnings);
    const redact = new Set(opts.redact ?? []);
    const info = {
        sha1,
        message: redact.has('message') ? COMMIT_INFO_REDACTED : trimSpaceLikeGo(commit.message),
        author: redact.has('author')
            ? COMMIT_INFO_REDACTED
            : `${commit.authorName} <${commit.authorEmail}>`,
        timestamp: commit.authorTime,
        branch: redact.has('branch')
            ? COMMIT_INFO_REDACTED
            : branchOf(head.code === 0 ? head.stdout : undefined)
    };
    const url = repoUrl ? commitUrlFor(repoUrl, sha1) : undefined;
    if (url)
        info.url = url;
    return { info, repoUrl, warnings };
}
/** Fails with the CLI's message, without starting git, unless repoRoot can hold a repository. */
async function requireRepositoryFolder(repoRoot) {
    const isDir = await (0,promises_.stat)(repoRoot).then((s) => s.isDirectory(), () => false);
    if (!isDir) {
        throw new git_exec/* GitError */.XS(`failed to open git repository at ${repoRoot}: no such directory`);
    }
    if (!(0,git_exec/* hasRepositoryAt */.mx)(repoRoot))
        throw notARepository(repoRoot);
}
function notARepository(repoRoot) {
    return new git_exec/* GitError */.XS(`failed to open git repository at ${repoRoot}: repository does not exist`);
}
/**
 * Fails with the CLI's message unless repoRoot itself holds a git repository. Only called once
 * something failed, to keep the usual path to one git process per question.
 */
async function requireRepository(repoRoot) {
    const probe = await (0,git_exec/* runGit */.EO)(repoRoot, ['rev-parse', '--git-dir']);
    if (probe.code !== 0) {
        if (/not a git repository/i.test(probe.reason))
            throw notARepository(repoRoot);
        const reason = probe.reason || `git exited with status ${probe.code}`;
        throw new git_exec/* GitError */.XS(`failed to open git repository at ${repoRoot}: ${reason}`);
    }
}
/** Why a revision did not resolve, with the shallow-clone hint where it is the likely cause. */
async function unresolvedError(repoRoot, rev, reason) {
    if (/ambiguous/i.test(reason)) {
        return new git_exec/* GitError */.XS(`commit ${rev} is ambiguous in the repository at ${repoRoot}: give more characters of the SHA`);
    }
    const exists = await (0,git_exec/* runGit */.EO)(repoRoot, ['cat-file', '-e', rev]);
    if (exists.code === 0) {
        return new git_exec/* GitError */.XS(`failed to resolve git reference ${rev}: it is not a commit in ${repoRoot}`);
    }
    const shallow = await (0,git_exec/* runGit */.EO)(repoRoot, ['rev-parse', '--is-shallow-repository']);
    const isShallow = shallow.stdout.toString('utf8').trim() === 'true';
    if (/^[0-9a-fA-F]{4,64}$/.test(rev)) {
        const why = isShallow ? SHALLOW_HINT : NOT_FETCHED_HINT;
        return new git_exec/* GitError */.XS(`commit ${rev} is not in the repository at ${repoRoot} (${why})`);
    }
    const hint = isShallow ? ` (${SHALLOW_HINT})` : '';
    return new git_exec/* GitError */.XS(`failed to resolve git reference ${rev}: not found in the repository at ${repoRoot}${hint}`);
}
/** Short branch name from `git symbolic-ref HEAD`; '' when HEAD is detached. */
function branchOf(symbolicRef) {
    const ref = symbolicRef?.toString('utf8').trim() ?? '';
    return ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : '';
}
/** The CLI's repository URL from origin's first URL; '' with a warning when there is none. */
function originRepoUrl(originUrls, warnings) {
    const first = originUrls.split('\n')[0];
    if (!first) {
        warnings.push(NO_ORIGIN_WARNING);
        return '';
    }
    try {
        return repoUrlFromRemote(first);
    }
    catch (err) {
        // The remote URL itself is left out: it may hold credentials.
        const reason = (0,errors/* errorMessage */.gJ)(err);
        warnings.push(`Repo URL will not be reported as the URL of remote origin cannot be parsed: ${reason}`);
        return '';
    }
}


/***/ }),

/***/ 16188:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ readCommitInputs)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _context_commit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43002);
/* harmony import */ var _context_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10580);
/* harmony import */ var _context_github_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(37212);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(44245);
/**
 * The commit a command records against and what is said about it: the git work tree, the
 * commit (explicit, else the PR head or GITHUB_SHA, else the local HEAD), the trail (default:
 * the commit), the build and commit URLs, and which commit fields to redact.
 */







async function readRepoRoot(env, workspace) {
    const raw = (0,_read_js__WEBPACK_IMPORTED_MODULE_6__/* .read */ .LF)(env, 'repo-root');
    const repoRoot = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace, raw || '.');
    if (raw && !(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(repoRoot).catch(() => undefined))?.isDirectory()) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('repo-root', raw, 'is not an existing directory');
    }
    return repoRoot;
}
/**
 * The commit: the `commit` input (a SHA or anything git resolves), else the run's (the pull
 * request's head, else GITHUB_SHA), else HEAD — resolved once, in context/, to a full SHA.
 */
async function readCommit(env, repoRoot, github) {
    const commit = (0,_read_js__WEBPACK_IMPORTED_MODULE_6__/* .read */ .LF)(env, 'commit') || (0,_context_github_js__WEBPACK_IMPORTED_MODULE_5__/* .defaultCommit */ .vs)(github) || '';
    return (0,_context_commit_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveRunCommit */ .Z)(repoRoot, commit).catch((err) => {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('commit', commit, `is not a commit of ${repoRoot} (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(err)})`);
    });
}
function readRedact(env) {
    const fields = (0,_read_js__WEBPACK_IMPORTED_MODULE_6__/* .read */ .LF)(env, 'redact-commit-info')
        .split(/[\s,]+/)
        .filter((s) => s !== '');
    for (const f of fields) {
        if (!_context_git_js__WEBPACK_IMPORTED_MODULE_4__/* .REDACT_FIELDS */ .q2.includes(f)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('redact-commit-info', f, `must be one of ${_context_git_js__WEBPACK_IMPORTED_MODULE_4__/* .REDACT_FIELDS */ .q2.join(', ')}`);
        }
    }
    return fields;
}
async function readCommitInputs(env, workspace, github, needs) {
    const repoRoot = await readRepoRoot(env, workspace);
    const commit = await readCommit(env, repoRoot, github);
    const explicitTrail = (0,_read_js__WEBPACK_IMPORTED_MODULE_6__/* .read */ .LF)(env, 'trail');
    if (!commit && needs.commit && !explicitTrail) {
        throw (0,_read_js__WEBPACK_IMPORTED_MODULE_6__/* .missing */ .LO)('commit', { for: needs.command, orGive: 'trail, or run in a git checkout' });
    }
    const trail = explicitTrail || commit;
    if (trail)
        (0,_read_js__WEBPACK_IMPORTED_MODULE_6__/* .requireMatch */ .vt)('trail', trail, 'trailName');
    else if (needs.trail)
        throw (0,_read_js__WEBPACK_IMPORTED_MODULE_6__/* .missing */ .LO)('trail', { for: needs.command, orGive: 'commit' });
    const buildUrl = (0,_read_js__WEBPACK_IMPORTED_MODULE_6__/* .read */ .LF)(env, 'build-url') || (0,_context_github_js__WEBPACK_IMPORTED_MODULE_5__/* .defaultBuildUrl */ .xv)(github) || '';
    const commitUrl = (0,_read_js__WEBPACK_IMPORTED_MODULE_6__/* .read */ .LF)(env, 'commit-url') || (commit ? (0,_context_github_js__WEBPACK_IMPORTED_MODULE_5__/* .defaultCommitUrl */ .w1)(github, commit) : '') || '';
    for (const [input, url] of [
        ['build-url', buildUrl],
        ['commit-url', commitUrl]
    ]) {
        if (url)
            (0,_read_js__WEBPACK_IMPORTED_MODULE_6__/* .requireUrl */ .pS)(input, url);
        else if (needs.urls)
            throw (0,_read_js__WEBPACK_IMPORTED_MODULE_6__/* .missing */ .LO)(input, { for: 'reporting artifacts outside GitHub Actions' });
    }
    return { repoRoot, commit, trail, buildUrl, commitUrl, redact: readRedact(env) };
}


/***/ }),

/***/ 28729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ readFlowInputs)
/* harmony export */ });
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44245);
/** The `flow` and `fail-on-non-compliant` inputs, shared by the commands that record to a flow. */

/** `flow` (required when `requiredFor` names the command) and `fail-on-non-compliant`. */
function readFlowInputs(env, requiredFor) {
    const flow = (0,_read_js__WEBPACK_IMPORTED_MODULE_0__/* .read */ .LF)(env, 'flow');
    if (flow)
        (0,_read_js__WEBPACK_IMPORTED_MODULE_0__/* .requireMatch */ .vt)('flow', flow, 'flowName');
    else if (requiredFor)
        throw (0,_read_js__WEBPACK_IMPORTED_MODULE_0__/* .missing */ .LO)('flow', { for: requiredFor });
    return { flow, failOnNonCompliant: (0,_read_js__WEBPACK_IMPORTED_MODULE_0__/* .readBool */ .r5)(env, 'fail-on-non-compliant') };
}


/***/ })

};
