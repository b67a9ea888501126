/** The error types of src/fingerprint. */

/** An image could not be fingerprinted; names the image. */
export class ImageError extends Error {
  constructor(
    readonly image: string,
    reason: string
  ) {
    super(`image ${JSON.stringify(image)}: ${reason}`)
    this.name = 'ImageError'
  }
}

/** Go's filepath.ErrBadPattern. */
export class BadPatternError extends Error {
  constructor() {
    super('syntax error in pattern')
    this.name = 'BadPatternError'
  }
}
