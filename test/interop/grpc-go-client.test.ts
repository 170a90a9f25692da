// grpc-go's client (google.golang.org/grpc 1.85.0; test/interop/go, built by
// scripts/get-grpc-go-fixture.sh) calling our events service, processor host and pipeline
// service: large messages, hundreds of calls at once, deadlines, trailers-only errors and a
// restart under load (test/helpers/interop-client-scenarios.ts).
import t from 'tap'
import { implementationOrSkip } from '../helpers/grpc-fixtures.js'
import { testClientAgainstOurServers } from '../helpers/interop-client-scenarios.js'

const impl = await implementationOrSkip(t, 'grpc-go')
if (impl) testClientAgainstOurServers(t, impl)
