/**
 * What the demo says the words mean before it runs the action: one line per bullet, as many as
 * the README says (`__tests__/demo/newcomer.test.ts` holds them to it).
 */
export const GLOSSARY = [
  '- flow: one pipeline of one product (here `shop`); trail: one run of it, named by the commit.',
  '- artifact: a build output, known by its SHA-256; template: the artifacts a trail should have.',
  '- attestation: evidence about the trail or an artifact, such as the JUnit test results.'
]
