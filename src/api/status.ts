// The gRPC status codes as the project's own table: each code's name, its number (gRPC's, fixed
// by its specification) and its one HTTP status (PROTOCOL.md §5, the table grpc-gateway and
// Google APIs use). Two of them are not HTTP's obvious choice: CANCELLED is 499, "client closed
// request"; FAILED_PRECONDITION is 400, not 412, because the request, not a header precondition,
// is what is wrong.
const CODES = {
  OK: { code: 0, http: 200 },
  CANCELLED: { code: 1, http: 499 },
  UNKNOWN: { code: 2, http: 500 },
  INVALID_ARGUMENT: { code: 3, http: 400 },
  DEADLINE_EXCEEDED: { code: 4, http: 504 },
  NOT_FOUND: { code: 5, http: 404 },
  ALREADY_EXISTS: { code: 6, http: 409 },
  PERMISSION_DENIED: { code: 7, http: 403 },
  RESOURCE_EXHAUSTED: { code: 8, http: 429 },
  FAILED_PRECONDITION: { code: 9, http: 400 },
  ABORTED: { code: 10, http: 409 },
  OUT_OF_RANGE: { code: 11, http: 400 },
  UNIMPLEMENTED: { code: 12, http: 501 },
  INTERNAL: { code: 13, http: 500 },
  UNAVAILABLE: { code: 14, http: 503 },
  DATA_LOSS: { code: 15, http: 500 },
  UNAUTHENTICATED: { code: 16, http: 401 },
} as const

export type StatusName = keyof typeof CODES

/** The codes by name: `Status.NOT_FOUND` is 5. */
export const Status = Object.fromEntries(Object.entries(CODES).map(([name, { code }]) => [name, code])) as {
  readonly [N in StatusName]: (typeof CODES)[N]['code']
}

const ROW_OF_CODE: ReadonlyMap<number, { name: StatusName; http: number }> = new Map(
  Object.entries(CODES).map(([name, { code, http }]) => [code, { name: name as StatusName, http }]),
)

/** HTTP status for a gRPC code; unknown codes are server errors. */
export function httpStatusOf(code: number): number {
  return ROW_OF_CODE.get(code)?.http ?? 500
}

/** Name of a gRPC code ("NOT_FOUND"), for logs and metrics labels; CODE_<n> when unknown. */
export function codeName(code: number): string {
  return ROW_OF_CODE.get(code)?.name ?? `CODE_${code}`
}
