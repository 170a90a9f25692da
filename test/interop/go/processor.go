package main

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"
	"unicode"
	"unicode/utf8"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

const processorID = "go-fixture"

// processor is `go-fixture`, a document processor as a grpc-go user would write one against
// the events service. Its params choose what a test needs:
//
//	document_name  reads the document and labels its words as index `go_words` (code points)
//	sleep_ms       waits first; if the call's deadline passes, prints "HANDLER_ENDED <event> <why>"
//	fail_code      answers that status code with fail_message, before any message (trailers only)
//	echo           answered back in the result (large messages both ways)
//
// The result always holds deadline_seconds, the time left on the call's deadline as received
// (absent without one).
type processor struct {
	api       *api
	events    *grpc.ClientConn
	processed atomic.Int32
}

func newProcessor(a *api, events *grpc.ClientConn) *processor {
	return &processor{api: a, events: events}
}

func (p *processor) handlers() map[string]handler {
	return map[string]handler{"Process": p.process, "GetInfo": p.info, "GetStats": p.stats}
}

func (p *processor) process(ctx context.Context, request map[string]any) (map[string]any, error) {
	started := time.Now()
	eventID, _ := request["event_id"].(string)
	params, _ := request["params"].(map[string]any)
	result := map[string]any{}
	if deadline, ok := ctx.Deadline(); ok {
		result["deadline_seconds"] = time.Until(deadline).Seconds()
	}
	if ms, ok := params["sleep_ms"].(float64); ok {
		if err := sleep(ctx, time.Duration(ms)*time.Millisecond); err != nil {
			fmt.Printf("HANDLER_ENDED %s %v\n", eventID, err)
			return nil, status.FromContextError(err).Err()
		}
	}
	if code, ok := params["fail_code"].(float64); ok {
		message, _ := params["fail_message"].(string)
		return nil, status.Error(codes.Code(code), message)
	}
	if echo, ok := params["echo"]; ok {
		result["echo"] = echo
	}
	var created []map[string]any
	if documentName, ok := params["document_name"].(string); ok {
		if err := p.labelWords(ctx, eventID, documentName, result); err != nil {
			return nil, err
		}
		created = append(created, map[string]any{"document_name": documentName, "index_name": "go_words"})
	}
	p.processed.Add(1)
	return map[string]any{
		"result":          result,
		"created_indices": created,
		"timing_info":     map[string]any{processorID + ":process": fmt.Sprintf("%.9fs", time.Since(started).Seconds())},
	}, nil
}

// labelWords reads the document and writes one label per run of non-space characters, with
// offsets in code points as the protocol counts them. An events error (NOT_FOUND for a missing
// document) is answered as it came, code and message.
func (p *processor) labelWords(ctx context.Context, eventID, documentName string, result map[string]any) error {
	doc, err := p.api.call(ctx, p.events, "svc.api.v1.Events/GetDocumentText", map[string]any{"event_id": eventID, "document_name": documentName})
	if err != nil {
		return err
	}
	text, _ := doc["text"].(string)
	labels := wordLabels(text)
	_, err = p.api.call(ctx, p.events, "svc.api.v1.Events/AddLabels", map[string]any{
		"event_id": eventID, "document_name": documentName, "index_name": "go_words",
		"generic_labels": map[string]any{"is_distinct": true, "labels": labels},
	})
	if err != nil {
		return err
	}
	result["words"] = len(labels)
	result["code_points"] = utf8.RuneCountInString(text)
	return nil
}

func wordLabels(text string) []map[string]any {
	labels := []map[string]any{}
	start, at := -1, 0
	add := func(end int) {
		labels = append(labels, map[string]any{
			"identifier": len(labels), "start_index": start, "end_index": end,
			"fields": map[string]any{"length": end - start},
		})
	}
	for _, r := range text {
		if unicode.IsSpace(r) {
			if start >= 0 {
				add(at)
				start = -1
			}
		} else if start < 0 {
			start = at
		}
		at++
	}
	if start >= 0 {
		add(at)
	}
	return labels
}

func sleep(ctx context.Context, d time.Duration) error {
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-timer.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (p *processor) info(context.Context, map[string]any) (map[string]any, error) {
	return map[string]any{"metadata": map[string]any{"name": processorID, "description": "grpc-go interop fixture"}}, nil
}

func (p *processor) stats(context.Context, map[string]any) (map[string]any, error) {
	return map[string]any{"processed": p.processed.Load(), "failures": 0}, nil
}
