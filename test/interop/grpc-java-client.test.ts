// grpc-java's client over Netty (1.70.0, with MTAP 1.5.0's generated classes; test/interop/java,
// built by scripts/get-grpc-java-fixture.sh) calling our events service, processor host and
// pipeline service under MTAP's package name: large messages, hundreds of calls at once,
// deadlines, trailers-only errors and a restart under load (test/helpers/interop-client-scenarios.ts).
import t from 'tap'
import { implementationOrSkip } from '../helpers/grpc-fixtures.js'
import { testClientAgainstOurServers } from '../helpers/interop-client-scenarios.js'

const impl = await implementationOrSkip(t, 'grpc-java')
if (impl) testClientAgainstOurServers(t, impl)
