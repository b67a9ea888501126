/**
 * The service inputs (src/inputs/service.ts): the token (refused without ever being shown),
 * the address (never echoing credentials), the org and the request settings, each refusal
 * naming the input — and the variable, when the value came from one.
 */
import { describe, expect, it } from '@jest/globals'
import {
  apiBaseUrl,
  readSecret,
  readServiceInputs,
  withoutCredentials
} from '../../src/inputs/service.js'
import { registeredSecrets } from '../../src/util/secrets.js'
import { expectRefused, inputs } from './refusal.js'

const good = { 'api-token': 'a-real-token-1234', org: 'acme' }
const read = (values: Record<string, string>, extra = {}) =>
  readServiceInputs(inputs(values, extra), 'report')

describe('readServiceInputs', () => {
  it('reads a whole set, with the defaults of the one table', () => {
    expect(read(good)).toEqual({
      apiToken: 'a-real-token-1234',
      apiTokenFrom: 'the api-token input',
      baseUrl: 'https://app.kosli.com/api/v2',
      org: 'acme',
      dryRun: false,
      maxRetries: 3,
      timeoutSeconds: 20,
      onServiceDown: 'defer'
    })
    const fromVariables = readServiceInputs(
      { KOSLI_API_TOKEN: 'a-real-token-1234', KOSLI_ORG: 'acme', KOSLI_HOST: 'http://h:8080/' },
      'report'
    )
    expect(fromVariables).toMatchObject({
      apiTokenFrom: 'the KOSLI_API_TOKEN variable',
      baseUrl: 'http://h:8080/api/v2'
    })
  })

  it('a dry run needs no token; without one and without dry run, the token is required', async () => {
    expect(read({ org: 'acme', 'dry-run': 'true' })).toMatchObject({ apiToken: '', dryRun: true })
    expect(read({ org: 'acme', 'api-token': 'DRY_RUN' })).toMatchObject({ dryRun: true })
    await expectRefused(
      () => read({ org: 'acme' }),
      'api-token',
      '',
      /required for report \(or set KOSLI_API_TOKEN\)/
    )
  })

  it('refuses the org, the settings and the address by name and value', async () => {
    await expectRefused(
      () => read({ 'api-token': good['api-token'] }),
      'org',
      '',
      /required for report/
    )
    await expectRefused(() => read({ ...good, org: 'ac me' }), 'org', 'ac me', /must match/)
    await expectRefused(
      () => read({ ...good, 'max-retries': '11' }),
      'max-retries',
      '11',
      /from 0 to 10/
    )
    await expectRefused(
      () => read({ ...good, 'timeout-seconds': '0' }),
      'timeout-seconds',
      '0',
      /from 1 to 3600/
    )
    await expectRefused(
      () => read({ ...good, 'on-service-down': 'retry' }),
      'on-service-down',
      'retry',
      /defer, fail/
    )
    await expectRefused(
      () => read({ ...good, 'dry-run': 'maybe' }),
      'dry-run',
      'maybe',
      /true or false/
    )
    const err = await expectRefused(
      () => read(good, { KOSLI_HOST: 'app.kosli.com' }),
      'base-url',
      'app.kosli.com',
      /http\(s\) URL/
    )
    expect(err.message).toContain('(from KOSLI_HOST)')
  })
})

describe('the token', () => {
  it('too short or with whitespace: refused, saying what is wrong and never what it is', async () => {
    await expectRefused(
      () => readSecret(inputs({ 'api-token': 'k3y9z' }), 'api-token'),
      'api-token',
      'k3y9z',
      /5 characters long/,
      true
    )
    await expectRefused(
      () => readSecret(inputs({ 'github-token': 'ghs_secret\tvalue' }), 'github-token'),
      'github-token',
      'ghs_secret',
      /whitespace/,
      true
    )
  })
})

describe('base-url', () => {
  it('ends with /api/v2 whatever is given', () => {
    expect(apiBaseUrl('https://records.example.com')).toBe('https://records.example.com/api/v2')
    expect(apiBaseUrl('https://records.example.com/api/v2/')).toBe(
      'https://records.example.com/api/v2'
    )
  })

  it('refuses credentials, a query or a fragment, never echoing the credentials', async () => {
    const err = await expectRefused(
      () => apiBaseUrl('https://user:hunter2@records.example.com'),
      'base-url',
      'https://***@records.example.com',
      /must not carry credentials/
    )
    expect(err.message).not.toContain('hunter2')
    await expectRefused(
      () => apiBaseUrl('https://r.example.com/?x=1'),
      'base-url',
      'https://r.example.com/?x=1',
      /\?query or #fragment/
    )
  })
})

describe('http-proxy', () => {
  const refusedProxy = (value: string, extra = {}) =>
    expectRefused(
      () => read({ ...good, 'http-proxy': value }, extra),
      'http-proxy',
      withoutCredentials(value),
      /is not a proxy address \(http:\/\/host:port/
    )

  it('an http(s) address from the input, else KOSLI_HTTP_PROXY; none by default', () => {
    expect(read(good).httpProxy).toBeUndefined()
    expect(read({ ...good, 'http-proxy': 'http://proxy.corp:3128' }).httpProxy).toBe(
      'http://proxy.corp:3128/'
    )
    expect(read(good, { KOSLI_HTTP_PROXY: 'https://p.corp:8443/' }).httpProxy).toBe(
      'https://p.corp:8443/'
    )
  })

  it('a proxy password is masked like a token, decoded as the proxy will receive it', () => {
    const password = `proxy-pw-${process.pid}/x`
    const given = `http://build:${encodeURIComponent(password)}@proxy.corp:3128`
    expect(read({ ...good, 'http-proxy': given }).httpProxy).toBe(`${given}/`)
    expect(registeredSecrets()).toContain(password)
  })

  it('refuses what is not a proxy address, naming the input and the value', async () => {
    for (const value of ['proxy.corp:3128', 'socks5://p.corp:1080', 'http://p.corp:3128/pac']) {
      await refusedProxy(value)
    }
    const err = await refusedProxy('http://p.corp:3128/?x=1', { KOSLI_HTTP_PROXY: 'unused' })
    expect(err.message).not.toContain('KOSLI_HTTP_PROXY')
    const fromVariable = await expectRefused(
      () => read(good, { KOSLI_HTTP_PROXY: 'p.corp' }),
      'http-proxy',
      'p.corp',
      /from KOSLI_HTTP_PROXY\) is not a proxy address/
    )
    expect(fromVariable.value).toBe('p.corp')
  })

  it('never shows a password, even one whose unencoded / ? # @ breaks the address', async () => {
    for (const password of ['s3cret-pw', 'pa/ss-word', 'pa#ss-word', 'pa?ss-word', 'p@ss-word']) {
      const err = await refusedProxy(`http://build:${password}@proxy.corp:3128/path`)
      expect(err.message).toContain('"http://***@proxy.corp:3128/path"')
      expect(err.message).not.toContain(password)
      expect(err.message).not.toContain(password.slice(0, 4))
    }
  })
})
