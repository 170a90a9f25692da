// grpcio's client (1.67.1, the release MTAP 1.5.0 installs, with MTAP's generated messages;
// test/interop/fixtures/grpcio_client.py) calling our events service, processor host and
// pipeline service under MTAP's package name: the scenarios run for grpc-go and grpc-java
// (test/helpers/interop-client-scenarios.ts). MTAP's own Python programs are tested in the mtap-*
// and events-client tests beside this one.
import t from 'tap'
import { implementationOrSkip } from '../helpers/grpc-fixtures.js'
import { testClientAgainstOurServers } from '../helpers/interop-client-scenarios.js'

const impl = await implementationOrSkip(t, 'grpcio')
if (impl) testClientAgainstOurServers(t, impl)
