// Asserts that a promise rejects with an SvcError of the given code and message.
import type { Test } from 'tap'
import { SvcError } from '../../src/api/errors.js'

export async function expectError(
  t: Test,
  p: Promise<unknown>,
  code: number,
  message: RegExp,
  name: string,
): Promise<void> {
  try {
    await p
    t.fail(`${name}: expected an error`)
  } catch (err) {
    t.ok(err instanceof SvcError, `${name}: SvcError`)
    t.equal((err as SvcError).code, code, `${name}: code ${code}`)
    t.match((err as SvcError).message, message, `${name}: message`)
  }
}
