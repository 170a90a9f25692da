// A grpc-go program for the interop tests (test/interop/grpc-go-*.test.ts), built by
// scripts/get-grpc-go-fixture.sh. Two commands:
//
//	client --proto DIR           calls what JSON lines on stdin ask, answers each as a JSON line
//	server --proto DIR --events ADDRESS [--port N]
//	                             hosts the processor `go-fixture`, prints "READY <port>"
//
// Messages are built at run time from the project's own .proto files (protocompile + dynamicpb)
// and converted to and from JSON with protojson, so the program holds no generated code and no
// field numbers of its own: the tests state every request in TypeScript, and a change to the
// .proto files reaches this program without a rebuild.
package main

import (
	"fmt"
	"os"
)

// The largest message either side sends or accepts: grpc-go's default of 4 MiB would refuse
// the tests' 10 MB documents, and our servers allow 512 MiB.
const maxMessageBytes = 64 << 20

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: grpc-go-fixture client|server --proto DIR [options]")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "client":
		err = runClient(os.Args[2:])
	case "server":
		err = runServer(os.Args[2:])
	default:
		err = fmt.Errorf("unknown command %q (client or server)", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "grpc-go-fixture:", err)
		os.Exit(1)
	}
}
