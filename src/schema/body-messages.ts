// What is wrong with a JSON body, in the API's words: the member by its path in the body, and
// what it must be, or the unknown member with the known one it most resembles. Never a value:
// bodies carry clinical text.
import { kindOf } from '../api/json.js'
import { issueOf, type SchemaIssue, type SchemaPath } from './validator.js'
import { withComponents } from './api-schemas.js'

/** `event.documents.note.label_indices.sentences.labels[3].start_index` */
export function memberPath(path: SchemaPath, root = ''): string {
  let out = root
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out === '' ? p : `.${p}`
  return out
}

/** The message for an issue with a body, or with the member `root` of one (the pipeline's `event`). */
export function bodyMessage(issue: SchemaIssue, root = ''): string {
  if (issue.kind === 'unknown') {
    const where =
      issue.path.length === 0 && root === ''
        ? `${issue.member} is not a known member of the body`
        : `${memberPath([...issue.path, issue.member], root)} is not a known member`
    const hint = issue.suggestion ? `did you mean "${issue.suggestion}"? ` : ''
    return `${where} (${hint}expected ${issue.known.join(', ')})`
  }
  const where = issue.path.length === 0 && root === '' ? 'the body' : memberPath(issue.path, root)
  const hint = issue.suggestion ? `; did you mean "${issue.suggestion}"?` : ''
  // An object's kind says nothing: what is wrong is inside it, and the expectation names it.
  const got = kindOf(issue.got) === 'object' ? '' : ` (got ${kindOf(issue.got)}${hint})`
  return `${where} must be ${issue.expected}${got}`
}

/** The message for what is wrong with `value` under one of the API's schemas, or undefined. */
export function apiBodyProblem(schema: object, value: unknown, root = ''): string | undefined {
  const issue = issueOf(withComponents(schema), value)
  return issue && bodyMessage(issue, root)
}
