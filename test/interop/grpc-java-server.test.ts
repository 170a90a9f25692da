// A processor written with MTAP 1.5.0's Java SDK (grpc-java 1.70.0 over Netty; test/interop/java,
// built by scripts/get-grpc-java-fixture.sh) on our events service, called by our clients: behind
// our gateway with the spec's body and as a component of our pipeline service; large messages,
// hundreds of calls at once, deadlines, its errors as REST answers, a crash and restart under load
// (test/helpers/interop-server-scenarios.ts).
import t from 'tap'
import { Status } from '../../src/api/status.js'
import { implementationOrSkip } from '../helpers/grpc-fixtures.js'
import { testServerBehindOurClients } from '../helpers/interop-server-scenarios.js'

const impl = await implementationOrSkip(t, 'grpc-java')
if (impl) {
  testServerBehindOurClients(t, impl, {
    id: 'java-fixture',
    index: 'java_words',
    failures: [
      {
        params: { fail: true },
        status: 500,
        body: {
          code: Status.UNKNOWN,
          message: 'Internal error during processing.',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'PROCESSING_FAILURE',
              metadata: { lang: 'java', errorType: 'java.lang.IllegalStateException' },
            },
            { '@type': 'type.googleapis.com/google.rpc.DebugInfo' },
            { '@type': 'type.googleapis.com/google.rpc.LocalizedMessage', locale: 'en-US' },
          ],
        },
      },
    ],
  })
}
