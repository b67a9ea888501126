/** Counts as English: `1 error`, `3 errors`, `1,000 tests`. */
export function count(n: number, one: string, many = one + 's'): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
}
