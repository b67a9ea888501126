/**
 * The shared readers of src/inputs/read.ts, which every group's refusals go through: where a
 * value comes from (input, KOSLI_* variable, default), and how a boolean, a number, a choice,
 * key=value lines and a missing input are refused, each naming the input and the value.
 */
import { describe, expect, it } from '@jest/globals'
import {
  readBool,
  readChoice,
  readInt,
  readLines,
  readPairs,
  readRequired,
  readSourced,
  requireMatch,
  requireUrl
} from '../../src/inputs/read.js'
import { expectRefused, inputs } from './refusal.js'

describe('where a value comes from', () => {
  it('the input, else its KOSLI_* variable, else the built-in default; blanks count as unset', () => {
    expect(readSourced(inputs({ flow: ' app ' }, { KOSLI_FLOW: 'other' }), 'flow')).toEqual({
      value: 'app',
      origin: 'input'
    })
    expect(readSourced(inputs({ flow: '  ' }, { KOSLI_FLOW: 'other' }), 'flow')).toEqual({
      value: 'other',
      origin: 'variable'
    })
    expect(readSourced({}, 'max-retries')).toEqual({ value: '3', origin: 'default' })
  })

  it('a refused value from a variable names the variable too', async () => {
    const err = await expectRefused(
      () => readInt({ KOSLI_MAX_API_RETRIES: 'many' }, 'max-retries', 0, 10),
      'max-retries',
      'many',
      /from KOSLI_MAX_API_RETRIES\) must be a whole number from 0 to 10/
    )
    expect(err.message).toContain("Input 'max-retries' (from KOSLI_MAX_API_RETRIES)")
  })
})

describe('booleans', () => {
  it('take the YAML core spellings from an input, and Go ParseBool ones from a variable', () => {
    for (const v of ['true', 'True', 'TRUE'])
      expect(readBool(inputs({ 'dry-run': v }), 'dry-run')).toBe(true)
    for (const v of ['false', 'False', 'FALSE'])
      expect(readBool(inputs({ 'dry-run': v }), 'dry-run')).toBe(false)
    expect(readBool({ KOSLI_DRY_RUN: '1' }, 'dry-run')).toBe(true)
    expect(readBool({ KOSLI_DRY_RUN: 'f' }, 'dry-run')).toBe(false)
  })

  it('refuse anything else, naming the input and the value', async () => {
    for (const v of ['yes', '1', 'tRUE', 'on']) {
      await expectRefused(
        () => readBool(inputs({ summary: v }), 'summary'),
        'summary',
        v,
        /must be true or false/
      )
    }
  })
})

describe('numbers, choices, lines, pairs, patterns', () => {
  it('a whole number in its range; unset is undefined', async () => {
    expect(readInt(inputs({ page: '7' }), 'page', 1, 10)).toBe(7)
    expect(readInt({}, 'page', 1, 10)).toBeUndefined()
    for (const v of ['0', '11', '-1', '2.5', '1e3', 'x']) {
      await expectRefused(
        () => readInt(inputs({ page: v }), 'page', 1, 10),
        'page',
        v,
        /from 1 to 10/
      )
    }
  })

  it('one of a fixed set of words, listing them', async () => {
    expect(
      readChoice(inputs({ 'on-service-down': 'fail' }), 'on-service-down', ['defer', 'fail'])
    ).toBe('fail')
    await expectRefused(
      () => readChoice(inputs({ 'on-service-down': 'Fail' }), 'on-service-down', ['defer', 'fail']),
      'on-service-down',
      'Fail',
      /must be one of defer, fail/
    )
  })

  it('lines are trimmed, blank ones dropped, # kept (paths may hold it)', () => {
    expect(readLines(inputs({ junit: ' a.xml \r\n\n  #b.xml\n' }), 'junit')).toEqual([
      'a.xml',
      '#b.xml'
    ])
  })

  it('key=value lines in order; a line without both sides is refused as it is', async () => {
    expect(readPairs(inputs({ 'user-data': 'a = 1\nb=x=y' }), 'user-data')).toEqual([
      ['a', '1'],
      ['b', 'x=y']
    ])
    for (const line of ['novalue', '=1', 'a=']) {
      await expectRefused(
        () => readPairs(inputs({ 'user-data': `a=1\n${line}` }), 'user-data'),
        'user-data',
        line,
        /one key=value per line/
      )
    }
  })

  it('a required input names what needs it, what would do instead, and its variable', async () => {
    await expectRefused(
      () => readRequired({}, 'flow', { for: 'report', orGive: 'a trail' }),
      'flow',
      '',
      /is required for report \(or give a trail, or set KOSLI_FLOW\)/
    )
  })

  it('a pattern and a URL, named with the value', async () => {
    await expectRefused(() => requireMatch('org', '-acme', 'org'), 'org', '-acme', /must match/)
    await expectRefused(
      () => requireUrl('build-url', 'ftp://x'),
      'build-url',
      'ftp://x',
      /http\(s\) URL/
    )
  })
})
