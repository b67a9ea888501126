/** Sent in the User-Agent header; keep in step with package.json. */
const VERSION = '0.1.0'
export const USER_AGENT = `records-action/${VERSION}`
