// A server hosting several named things (processors, pipelines) routes each request by the id it
// names. An empty id means the only one when only one is hosted, as MTAP clients expect.
import { invalidArgument, notFound } from '../api/errors.js'

/**
 * The lookup of `entries` by a request's id field: INVALID_ARGUMENT when the id is empty but
 * several are hosted, NOT_FOUND naming the hosted ones when it names none of them. `what` names
 * an entry in messages ('processor', 'pipeline'); the id field is `${what}_id`.
 */
export function hostedById<T>(what: string, entries: ReadonlyMap<string, T>): (id: string) => T {
  const names = [...entries.keys()].join(', ')
  const only = entries.size === 1 ? entries.values().next().value : undefined
  return (id) => {
    if (!id) {
      if (only !== undefined) return only
      throw invalidArgument(`${what}_id is required: this server hosts ${names}`)
    }
    const entry = entries.get(id)
    if (entry === undefined) throw notFound(`no ${what} '${id}' is hosted here (hosted: ${names})`)
    return entry
  }
}
