import { describe, expect, it } from '@jest/globals'
import { commitUrlFor, repoUrlFromRemote } from '../../src/context/repo-url.js'
import { trimSpaceLikeGo } from '../../src/context/commit-object.js'

const SHA = 'abcdef0123456789abcdef0123456789abcdef01'

describe('repoUrlFromRemote (the CLI rules, Go url semantics)', () => {
  it.each([
    ['git@github.com:o/r.git', 'https://github.com/o/r'],
    ['git@github.com:o/r', 'https://github.com/o/r'],
    ['https://user:pa%40ss@GitHub.com/o/r.git', 'https://GitHub.com/o/r'],
    ['https://host:8443/o/r.git', 'https://host:8443/o/r'],
    ['ssh://git@host:2222/o/r.git', 'ssh://host:2222/o/r'],
    ['file:///srv/git/r.git', 'file:///srv/git/r'],
    ['/srv/git/r.git', '/srv/git/r'],
    ['../r.git', '../r'],
    ['https://github.com/o/r.git?x=1#frag', 'https://github.com/o/r?x=1#frag'],
    ['https://github.com', 'https://github.com']
  ])('%s → %s', (remote, expected) => {
    expect(repoUrlFromRemote(remote)).toBe(expected)
  })

  it.each([
    ['user@host:o/r', /colon/],
    ['myhost:o/r.git', /not a URL/],
    ['https://host:abc/o/r', /invalid port/],
    ['https://host/o/%zz', /invalid URL escape/],
    ['https://host/o/r\n', /control character/]
  ])('refuses %j', (remote, reason) => {
    expect(() => repoUrlFromRemote(remote)).toThrow(reason)
  })
})

describe('commitUrlFor', () => {
  it.each([
    ['https://github.com/o/r', `https://github.com/o/r/commit/${SHA}`],
    ['https://gitlab.com/g/p', `https://gitlab.com/g/p/-/commit/${SHA}`],
    ['https://my.gitlab.com.example/g/p', `https://my.gitlab.com.example/g/p/-/commit/${SHA}`],
    ['https://bitbucket.org/w/r', `https://bitbucket.org/w/r/commits/${SHA}`],
    ['https://dev.azure.com/o/p/_git/r', `https://dev.azure.com/o/p/_git/r/commit/${SHA}`],
    ['https://github.com//o//r/', `https://github.com/o/r/commit/${SHA}`],
    ['https://github.com', `https://github.com/commit/${SHA}`],
    ['/srv/git/r', `/srv/git/r/commit/${SHA}`],
    // Go's JoinPath drops leading ../ from a relative path.
    ['../r', `r/commit/${SHA}`]
  ])('%s → %s', (repoUrl, expected) => {
    expect(commitUrlFor(repoUrl, SHA)).toBe(expected)
  })

  it('gives nothing for what is not a URL', () => {
    expect(commitUrlFor('host:o/r', SHA)).toBeUndefined()
    expect(commitUrlFor('a:b/c', SHA)).toBeUndefined()
  })
})

describe('trimSpaceLikeGo', () => {
  it('trims Unicode white space as Go does, unlike String.prototype.trim', () => {
    expect(trimSpaceLikeGo('\u0085\u00a0 msg\u3000\n\t')).toBe('msg')
    // U+FEFF is not white space to Go, so it stays (JS trim() would remove it).
    expect(trimSpaceLikeGo('\ufeffmsg\ufeff')).toBe('\ufeffmsg\ufeff')
    expect(trimSpaceLikeGo(' a \n b ')).toBe('a \n b')
    expect(trimSpaceLikeGo(' \n ')).toBe('')
  })
})
