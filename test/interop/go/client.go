package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/backoff"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
)

// One call the test asks for: a line of stdin.
type callOrder struct {
	ID        string          `json:"id"`
	Target    string          `json:"target"`
	Method    string          `json:"method"`
	Request   json.RawMessage `json:"request"`
	TimeoutMs int64           `json:"timeout_ms"`
}

// Its outcome: a line of stdout. TrailersOnly: the answer was one header block, the status
// without a head before it (as gRPC servers answer an error raised before any message).
type callOutcome struct {
	ID           string          `json:"id"`
	Code         uint32          `json:"code"`
	Message      string          `json:"message"`
	Response     json.RawMessage `json:"response,omitempty"`
	TrailersOnly bool            `json:"trailers_only"`
}

// runClient makes each call asked on stdin as soon as it is read, each on its own goroutine, so
// the test decides how many are in flight; it ends when stdin closes and every call has ended.
func runClient(args []string) error {
	flags := flag.NewFlagSet("client", flag.ContinueOnError)
	protoDir := flags.String("proto", "", "folder holding svc/api/v1/*.proto")
	if err := flags.Parse(args); err != nil {
		return err
	}
	a, err := loadAPI(*protoDir)
	if err != nil {
		return err
	}
	conns := newConnections()
	defer conns.closeAll()
	out := newOutcomeWriter(os.Stdout)
	var calls sync.WaitGroup
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	for {
		line, err := in.ReadBytes('\n')
		if len(line) > 0 {
			var order callOrder
			if jsonErr := json.Unmarshal(line, &order); jsonErr != nil {
				return fmt.Errorf("stdin line is not a call: %w", jsonErr)
			}
			calls.Add(1)
			go func() {
				defer calls.Done()
				out.write(makeCall(a, conns, order))
			}()
		}
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return err
		}
	}
	calls.Wait()
	return nil
}

func makeCall(a *api, conns *connections, order callOrder) callOutcome {
	conn, err := conns.get(order.Target)
	if err != nil {
		return callOutcome{ID: order.ID, Code: uint32(status.Code(err)), Message: err.Error()}
	}
	ctx := context.Background()
	if order.TimeoutMs > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, time.Duration(order.TimeoutMs)*time.Millisecond)
		defer cancel()
	}
	// grpc-go leaves the head nil when the answer had none.
	var head metadata.MD
	response, err := a.invoke(ctx, conn, order.Method, order.Request, grpc.Header(&head))
	if err != nil {
		s := status.Convert(err)
		return callOutcome{ID: order.ID, Code: uint32(s.Code()), Message: s.Message(), TrailersOnly: head == nil}
	}
	return callOutcome{ID: order.ID, Response: response}
}

// connections keeps one ClientConn per target, shared by every call to it, as an application would.
type connections struct {
	mu    sync.Mutex
	conns map[string]*grpc.ClientConn
}

func newConnections() *connections {
	return &connections{conns: map[string]*grpc.ClientConn{}}
}

func (c *connections) get(target string) (*grpc.ClientConn, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if conn, ok := c.conns[target]; ok {
		return conn, nil
	}
	conn, err := dial(target)
	if err != nil {
		return nil, err
	}
	c.conns[target] = conn
	return conn, nil
}

func (c *connections) closeAll() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, conn := range c.conns {
		conn.Close()
	}
}

// dial opens a plaintext channel. gRPC's connection backoff keeps its shape (×1.6, jitter 0.2)
// with a shorter start and cap, so that after a test restarts a server the channel reconnects
// within a second or so rather than up to two minutes later.
func dial(target string) (*grpc.ClientConn, error) {
	return grpc.NewClient(target,
		grpc.WithTransportCredentials(insecure.NewCredentials()),
		grpc.WithDefaultCallOptions(grpc.MaxCallRecvMsgSize(maxMessageBytes), grpc.MaxCallSendMsgSize(maxMessageBytes)),
		grpc.WithConnectParams(grpc.ConnectParams{
			Backoff:           backoff.Config{BaseDelay: 100 * time.Millisecond, Multiplier: 1.6, Jitter: 0.2, MaxDelay: time.Second},
			MinConnectTimeout: 5 * time.Second,
		}),
	)
}

// outcomeWriter writes whole lines, one call at a time.
type outcomeWriter struct {
	mu  sync.Mutex
	out *bufio.Writer
	enc *json.Encoder
}

func newOutcomeWriter(w io.Writer) *outcomeWriter {
	out := bufio.NewWriter(w)
	return &outcomeWriter{out: out, enc: json.NewEncoder(out)}
}

func (w *outcomeWriter) write(o callOutcome) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if err := w.enc.Encode(o); err != nil {
		fmt.Fprintln(os.Stderr, "grpc-go-fixture: writing an outcome:", err)
		return
	}
	w.out.Flush()
}
