/** JUnit reports: parse (CLI-identical counts), collect (report files → outcome), JSON text, evidence. */
export { AttachmentTooLargeError, JUnitError } from './errors.js'
export { parseJUnitFile, type ParsedReport, type ParseOptions } from './parse.js'
export { collectJUnit, type CollectOptions } from './collect.js'
export { junitResultsJson, goJsonString, goFloat } from './results-json.js'
export { buildEvidence } from './evidence.js'
export { parseTimestamp } from './timestamp.js'
export { durationNanos, goSeconds } from './duration.js'
export { DEFAULT_LIMITS, DEFAULT_MAX_FAILED_TESTS, type ParseLimits } from './limits.js'
