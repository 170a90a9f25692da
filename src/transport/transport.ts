// How a part of the project calls a backend: one unary call by service, method and request,
// with a deadline. Over gRPC (grpc-transport.ts) or, for a backend in this process, by calling
// its handlers (in-process-transport.ts); the caller cannot tell them apart except by timing.
import type { ServiceName } from '../api/names.js'

export interface UnaryOptions {
  /** Absolute deadline in epoch milliseconds (as Date.now()); no deadline when absent. */
  deadline?: number
  /**
   * Resolve with the response message's encoded bytes (a Buffer) instead of decoding it: for a
   * caller that copies or transcodes what it received rather than reading it.
   */
  raw?: boolean
  /**
   * Called with the size of the encoded answer before it is decoded; the answer is decoded once
   * it resolves, and the call fails with its error if it rejects. Decoding an answer can take
   * many times its size in memory: this lets the caller budget for it first. `encoded` is the
   * answer itself, for a caller whose estimate depends on which fields it holds.
   */
  admitResponse?: (encodedBytes: number, encoded?: Uint8Array) => Promise<void>
  /**
   * The caller reads the response once, right away, and keeps none of its objects: a transport
   * in this process may then hand it parts of the server's own (never-changed) objects where it
   * would copy them. What the caller reads is the same either way.
   */
  readOnly?: boolean
  /**
   * The caller hands the request's objects over: it neither changes nor reads them after the
   * call. A transport in this process may then give the server those of them that are already
   * what decoding would give, where it would copy them. What the server gets is the same.
   */
  handOver?: boolean
}

/** A decoded message: its members by name (the caller names a narrower type where it reads them). */
export type Message = Record<string, unknown>

export interface Transport {
  /** Whether calls are answered in this process rather than over gRPC. */
  readonly inProcess: boolean
  /**
   * Calls `method` of `service` once. Resolves the response message, or rejects with an
   * SvcError carrying the call's status code and message.
   */
  unary<Res = Message>(service: ServiceName, method: string, request: object, opts?: UnaryOptions): Promise<Res>
  /** Releases what the transport holds (its channel); calls made afterwards fail. */
  close(): void
}
