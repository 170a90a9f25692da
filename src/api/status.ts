// The gRPC status codes as the project's own table (the numbers are gRPC's, fixed by its
// specification), their names, and the one mapping to HTTP statuses (PROTOCOL.md §5, the table
// grpc-gateway and Google APIs use).

export const Status = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
} as const

export type StatusName = keyof typeof Status

const NAME_OF_CODE: ReadonlyMap<number, StatusName> = new Map(Object.entries(Status).map(([name, code]) => [code, name as StatusName]))

const HTTP_BY_CODE: Record<number, number> = {
  [Status.OK]: 200,
  [Status.CANCELLED]: 499, // client closed request
  [Status.UNKNOWN]: 500,
  [Status.INVALID_ARGUMENT]: 400,
  [Status.DEADLINE_EXCEEDED]: 504,
  [Status.NOT_FOUND]: 404,
  [Status.ALREADY_EXISTS]: 409,
  [Status.PERMISSION_DENIED]: 403,
  [Status.RESOURCE_EXHAUSTED]: 429,
  [Status.FAILED_PRECONDITION]: 400, // not 412: the request, not a header precondition, is wrong
  [Status.ABORTED]: 409,
  [Status.OUT_OF_RANGE]: 400,
  [Status.UNIMPLEMENTED]: 501,
  [Status.INTERNAL]: 500,
  [Status.UNAVAILABLE]: 503,
  [Status.DATA_LOSS]: 500,
  [Status.UNAUTHENTICATED]: 401,
}

/** HTTP status for a gRPC code; unknown codes are server errors. */
export function httpStatusOf(code: number): number {
  return HTTP_BY_CODE[code] ?? 500
}

/** Name of a gRPC code ("NOT_FOUND"), for logs and metrics labels; CODE_<n> when unknown. */
export function codeName(code: number): string {
  return NAME_OF_CODE.get(code) ?? `CODE_${code}`
}
