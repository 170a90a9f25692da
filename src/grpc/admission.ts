// Admission before decoding: a server may look at the size of a request's encoded message and
// refuse it before decoding it, or reserve what decoding it will cost until the call is answered.
// Decoding can take many times a message's size (a label index of empty objects: 16 times), so
// a store that checked its budget only after decoding could run out of heap doing it. grpc-js
// answers a throwing deserializer with INTERNAL, so the decision travels to the handler's
// adapter inside the decoded value (Refused, Admitted), which answers the refusal's own status.
import type * as grpc from '@grpc/grpc-js'

/**
 * Called with a request's method and encoded size before it is decoded. Throw (an SvcError) to
 * refuse the call; return a function to run once the call is answered (a release), or nothing.
 */
export type Admit = (method: string, encodedBytes: number) => (() => void) | undefined

class Refused {
  constructor(readonly error: unknown) {}
}

class Admitted {
  constructor(
    readonly message: unknown,
    readonly release: () => void,
  ) {}
}

/** `def` with each method's request deserializer asking `admit` first. */
export function admittingDefinition(def: grpc.ServiceDefinition, admit: Admit): grpc.ServiceDefinition {
  const out: Record<string, grpc.MethodDefinition<unknown, unknown>> = {}
  for (const [method, md] of Object.entries(def)) {
    const decode = md.requestDeserialize
    out[method] = {
      ...md,
      requestDeserialize: (bytes: Buffer) => {
        let release: (() => void) | undefined
        try {
          release = admit(method, bytes.length)
        } catch (err) {
          return new Refused(err)
        }
        if (!release) return decode(bytes)
        try {
          return new Admitted(decode(bytes), release)
        } catch (err) {
          release()
          throw err
        }
      },
    }
  }
  return out as grpc.ServiceDefinition
}

/** What the handler's adapter receives: the request, the refusal to answer instead, and the release to run after. */
export function admitted(request: unknown): { message: unknown; refused?: unknown; release?: () => void } {
  if (request instanceof Refused) return { message: undefined, refused: request.error }
  if (request instanceof Admitted) return { message: request.message, release: request.release }
  return { message: request }
}
