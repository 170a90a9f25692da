// The gRPC status codes and the one table that maps them to HTTP statuses (PROTOCOL.md §5,
// the table grpc-gateway and Google APIs use).
import { status as Status } from '@grpc/grpc-js'

export { Status }

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

/** Name of a gRPC code ("NOT_FOUND"), for logs and metrics labels. */
export function codeName(code: number): string {
  return (Status as unknown as Record<number, string>)[code] ?? `CODE_${code}`
}
