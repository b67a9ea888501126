/**
 * The inputs of `command: legs` and of a leg's presence record (src/inputs/legs-inputs.ts,
 * src/inputs/matrix.ts): each refusal names the input and the value, before anything is sent.
 */
import { describe, expect, it } from '@jest/globals'
import { legsUserData, readLegsInputs } from '../../src/inputs/legs-inputs.js'
import { readStrategy } from '../../src/inputs/matrix.js'
import { expectRefused, inputs } from './refusal.js'

const read = (values: Record<string, string>) => readLegsInputs(inputs(values), 'legs')

describe('expect-legs', () => {
  it('is auto with legs-job, a number of legs, or a JSON list of matrix objects', () => {
    expect(read({ 'expect-legs': 'auto', 'legs-job': 'test' })).toEqual({
      expectLegs: { kind: 'auto', job: 'test' }
    })
    expect(read({ 'expect-legs': '6' })).toEqual({ expectLegs: { kind: 'count', legs: 6 } })
    expect(read({ 'expect-legs': '[{"os":"a"},{"os":"b","node":20}]' })).toEqual({
      expectLegs: { kind: 'list', legs: [{ os: 'a' }, { os: 'b', node: 20 }] }
    })
  })

  it('refuses what it cannot count, naming the input and the value', async () => {
    await expectRefused(() => read({}), 'expect-legs', '', /is required for legs/)
    await expectRefused(
      () => read({ 'expect-legs': 'auto' }),
      'legs-job',
      '',
      /required for expect-legs: auto/
    )
    await expectRefused(() => read({ 'expect-legs': '0' }), 'expect-legs', '0', /from 1 to 256/)
    await expectRefused(() => read({ 'expect-legs': '257' }), 'expect-legs', '257', /from 1 to 256/)
    await expectRefused(
      () => read({ 'expect-legs': 'six' }),
      'expect-legs',
      'six',
      /it is none of these/
    )
    await expectRefused(
      () => read({ 'expect-legs': '{"os":"a"}' }),
      'expect-legs',
      '{"os":"a"}',
      /not a list/
    )
    await expectRefused(() => read({ 'expect-legs': '[]' }), 'expect-legs', '[]', /lists 0 legs/)
    await expectRefused(
      () => read({ 'expect-legs': '[{"os":"a"},"b"]' }),
      'expect-legs',
      '[{"os":"a"},"b"]',
      /item 2 is not an object/
    )
    await expectRefused(
      () => read({ 'expect-legs': '[{}]' }),
      'expect-legs',
      '[{}]',
      /item 1 is not an object/
    )
    const twice = '[{"os":"a","n":1},{"n":1,"os":"a"}]'
    await expectRefused(
      () => read({ 'expect-legs': twice }),
      'expect-legs',
      twice,
      /item 2 lists the same leg/
    )
  })
})

describe('strategy', () => {
  it("is the leg's job-index and job-total; nothing outside a workflow", () => {
    const strategy = '{"fail-fast":true,"job-index":3,"job-total":6,"max-parallel":6}'
    expect(readStrategy(inputs({ strategy }))).toEqual({ jobIndex: 3, jobTotal: 6 })
    expect(readStrategy(inputs({ strategy: '' }))).toBeUndefined()
    expect(readStrategy(inputs({ strategy: 'null' }))).toBeUndefined()
  })

  it('refuses anything but the JSON of the strategy context', async () => {
    for (const bad of ['3', '{"job-index":-1,"job-total":2}', '{"job-index":0}', 'nope']) {
      await expectRefused(
        () => readStrategy(inputs({ strategy: bad })),
        'strategy',
        bad,
        /leave its default/
      )
    }
  })
})

describe("user-data beside the override's legs", () => {
  it('is an object the legs go beside, or nothing', async () => {
    expect(legsUserData({}, undefined)).toBeUndefined()
    expect(legsUserData({}, { team: 'shop' })).toEqual({ team: 'shop' })
    const env = inputs({ 'user-data': 'data.json' })
    await expectRefused(
      () => legsUserData(env, [1, 2]),
      'user-data',
      'data.json',
      /must hold a JSON object/
    )
    await expectRefused(
      () => legsUserData(env, 'x'),
      'user-data',
      'data.json',
      /must hold a JSON object/
    )
    await expectRefused(
      () => legsUserData(env, { records_action_legs: 1 }),
      'user-data',
      'data.json',
      /has the key records_action_legs/
    )
  })
})
