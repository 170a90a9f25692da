package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net"
	"os"
	"os/signal"
	"syscall"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/health"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"
)

// A method's work, on the JSON forms of its request and response.
type handler func(ctx context.Context, request map[string]any) (map[string]any, error)

// runServer hosts the processor on 127.0.0.1 until SIGTERM or SIGINT.
func runServer(args []string) error {
	flags := flag.NewFlagSet("server", flag.ContinueOnError)
	protoDir := flags.String("proto", "", "folder holding svc/api/v1/*.proto")
	port := flags.Int("port", 0, "port to listen on (0: any free port)")
	eventsAddress := flags.String("events", "", "host:port of the events service the processor reads and writes")
	if err := flags.Parse(args); err != nil {
		return err
	}
	if *eventsAddress == "" {
		return fmt.Errorf("--events ADDRESS is required")
	}
	a, err := loadAPI(*protoDir)
	if err != nil {
		return err
	}
	events, err := dial(*eventsAddress)
	if err != nil {
		return err
	}
	defer events.Close()
	service, err := a.service("svc.api.v1.Processor")
	if err != nil {
		return err
	}
	desc, err := serviceDesc(a, service, newProcessor(a, events).handlers())
	if err != nil {
		return err
	}

	listener, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", *port))
	if err != nil {
		return err
	}
	server := grpc.NewServer(grpc.MaxRecvMsgSize(maxMessageBytes), grpc.MaxSendMsgSize(maxMessageBytes))
	server.RegisterService(desc, nil)
	healthpb.RegisterHealthServer(server, health.NewServer())
	go stopOnSignal(server)
	fmt.Printf("READY %d\n", listener.Addr().(*net.TCPAddr).Port)
	return server.Serve(listener)
}

// stopOnSignal lets calls in flight finish for up to a second, then ends the rest.
func stopOnSignal(server *grpc.Server) {
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, syscall.SIGTERM, syscall.SIGINT)
	<-signals
	stopped := make(chan struct{})
	go func() {
		server.GracefulStop()
		close(stopped)
	}()
	select {
	case <-stopped:
	case <-time.After(time.Second):
		server.Stop()
	}
}

// serviceDesc serves every method of the service through its handler, decoding and encoding
// dynamic messages; a method without a handler answers UNIMPLEMENTED as generated code would.
func serviceDesc(a *api, service protoreflect.ServiceDescriptor, handlers map[string]handler) (*grpc.ServiceDesc, error) {
	desc := &grpc.ServiceDesc{ServiceName: string(service.FullName()), HandlerType: (*any)(nil), Metadata: service.ParentFile().Path()}
	for name := range handlers {
		if service.Methods().ByName(protoreflect.Name(name)) == nil {
			return nil, fmt.Errorf("service %s has no method %s", service.FullName(), name)
		}
	}
	methods := service.Methods()
	for i := 0; i < methods.Len(); i++ {
		method := methods.Get(i)
		work, ok := handlers[string(method.Name())]
		if !ok {
			continue
		}
		desc.Methods = append(desc.Methods, grpc.MethodDesc{
			MethodName: string(method.Name()),
			Handler: func(_ any, ctx context.Context, decode func(any) error, _ grpc.UnaryServerInterceptor) (any, error) {
				return serveUnary(ctx, a, method, work, decode)
			},
		})
	}
	return desc, nil
}

func serveUnary(ctx context.Context, a *api, method protoreflect.MethodDescriptor, work handler, decode func(any) error) (any, error) {
	in := dynamicpb.NewMessage(method.Input())
	if err := decode(in); err != nil {
		return nil, err
	}
	requestJSON, err := a.marshal.Marshal(in)
	if err != nil {
		return nil, err
	}
	request := map[string]any{}
	if err := json.Unmarshal(requestJSON, &request); err != nil {
		return nil, err
	}
	response, err := work(ctx, request)
	if err != nil {
		return nil, err
	}
	responseJSON, err := json.Marshal(response)
	if err != nil {
		return nil, err
	}
	return a.fromJSON(method.Output(), responseJSON)
}
