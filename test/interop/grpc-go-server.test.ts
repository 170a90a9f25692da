// A processor written with grpc-go (google.golang.org/grpc 1.85.0; test/interop/go, built by
// scripts/get-grpc-go-fixture.sh) called by our clients: behind our gateway with the spec's body
// and as a component of our pipeline service; large messages, hundreds of calls at once,
// deadlines, its errors as REST answers, a crash and restart under load
// (test/helpers/interop-server-scenarios.ts).
import t from 'tap'
import { Status } from '../../src/api/status.js'
import { implementationOrSkip } from '../helpers/grpc-fixtures.js'
import { testServerBehindOurClients } from '../helpers/interop-server-scenarios.js'

const impl = await implementationOrSkip(t, 'grpc-go')
if (impl) {
  testServerBehindOurClients(t, impl, {
    id: 'go-fixture',
    index: 'go_words',
    failures: [
      {
        params: { fail_code: Status.NOT_FOUND, fail_message: 'no such note' },
        status: 404,
        body: { code: Status.NOT_FOUND, message: 'no such note' },
      },
      {
        params: { fail_code: Status.INVALID_ARGUMENT, fail_message: 'bad span' },
        status: 400,
        body: { code: Status.INVALID_ARGUMENT, message: 'bad span' },
      },
      {
        params: { fail_code: Status.RESOURCE_EXHAUSTED, fail_message: 'too many' },
        status: 429,
        body: { code: Status.RESOURCE_EXHAUSTED, message: 'too many' },
      },
      {
        params: { fail_code: Status.INTERNAL, fail_message: 'broken' },
        status: 500,
        body: { code: Status.INTERNAL, message: 'broken' },
      },
      // Our events service's NOT_FOUND, answered on by the Go processor as it came.
      {
        params: { document_name: 'absent' },
        status: 404,
        body: { code: Status.NOT_FOUND, message: 'document "absent" not found in event "bad"' },
      },
    ],
  })
}
