package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/bufbuild/protocompile"
	"github.com/bufbuild/protocompile/linker"
	"google.golang.org/grpc"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/dynamicpb"
)

// The project's API, as the servers under test define it (proto/svc/api/v1).
var apiFiles = []string{"svc/api/v1/events.proto", "svc/api/v1/processing.proto", "svc/api/v1/pipeline.proto"}

// api resolves methods and message types by name from the compiled .proto files.
type api struct {
	resolver  linker.Resolver
	unmarshal protojson.UnmarshalOptions
	marshal   protojson.MarshalOptions
}

func loadAPI(protoDir string) (*api, error) {
	if protoDir == "" {
		return nil, fmt.Errorf("--proto DIR (the folder holding svc/api/v1/*.proto) is required")
	}
	compiler := protocompile.Compiler{
		Resolver: protocompile.WithStandardImports(&protocompile.SourceResolver{ImportPaths: []string{protoDir}}),
	}
	files, err := compiler.Compile(context.Background(), apiFiles...)
	if err != nil {
		return nil, fmt.Errorf("compiling %s: %w", protoDir, err)
	}
	resolver := files.AsResolver()
	return &api{
		resolver:  resolver,
		unmarshal: protojson.UnmarshalOptions{Resolver: resolver},
		// Field names as in the .proto files, as the TypeScript side writes them.
		marshal: protojson.MarshalOptions{UseProtoNames: true, Resolver: resolver},
	}, nil
}

// service finds a service by its full name, e.g. "svc.api.v1.Events".
func (a *api) service(name string) (protoreflect.ServiceDescriptor, error) {
	d, err := a.resolver.FindDescriptorByName(protoreflect.FullName(name))
	if err != nil {
		return nil, fmt.Errorf("no service %s: %w", name, err)
	}
	sd, ok := d.(protoreflect.ServiceDescriptor)
	if !ok {
		return nil, fmt.Errorf("%s is not a service", name)
	}
	return sd, nil
}

// method finds a method by "<package>.<Service>/<Method>", the path of its calls without the leading slash.
func (a *api) method(fullMethod string) (protoreflect.MethodDescriptor, error) {
	serviceName, methodName, ok := strings.Cut(fullMethod, "/")
	if !ok {
		return nil, fmt.Errorf("method %q is not <package>.<Service>/<Method>", fullMethod)
	}
	sd, err := a.service(serviceName)
	if err != nil {
		return nil, err
	}
	md := sd.Methods().ByName(protoreflect.Name(methodName))
	if md == nil {
		return nil, fmt.Errorf("service %s has no method %s", serviceName, methodName)
	}
	return md, nil
}

// fromJSON builds a message of type desc from its JSON form.
func (a *api) fromJSON(desc protoreflect.MessageDescriptor, data []byte) (*dynamicpb.Message, error) {
	msg := dynamicpb.NewMessage(desc)
	if len(data) == 0 {
		return msg, nil
	}
	if err := a.unmarshal.Unmarshal(data, msg); err != nil {
		return nil, fmt.Errorf("%s from JSON: %w", desc.FullName(), err)
	}
	return msg, nil
}

// invoke calls fullMethod on conn with the request in JSON, answering the response in JSON.
func (a *api) invoke(ctx context.Context, conn *grpc.ClientConn, fullMethod string, request []byte, opts ...grpc.CallOption) ([]byte, error) {
	md, err := a.method(fullMethod)
	if err != nil {
		return nil, err
	}
	req, err := a.fromJSON(md.Input(), request)
	if err != nil {
		return nil, err
	}
	resp := dynamicpb.NewMessage(md.Output())
	if err := conn.Invoke(ctx, "/"+fullMethod, req, resp, opts...); err != nil {
		return nil, err
	}
	return a.marshal.Marshal(resp)
}

// call is invoke with Go values for the JSON: what the processor uses on the events service.
func (a *api) call(ctx context.Context, conn *grpc.ClientConn, fullMethod string, request any) (map[string]any, error) {
	data, err := json.Marshal(request)
	if err != nil {
		return nil, err
	}
	answer, err := a.invoke(ctx, conn, fullMethod, data)
	if err != nil {
		return nil, err
	}
	out := map[string]any{}
	return out, json.Unmarshal(answer, &out)
}
