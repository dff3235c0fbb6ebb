package e2e

import (
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
)

// fakeModel is a scripted model behind a local HTTP server: the first request that offers the
// scripted tool gets one call of it (the first `times` such requests, one call each, where a
// case sets times), every other request gets a text answer. It keeps every request body, so a
// case can read what the harness told the model.
type fakeModel struct {
	URL   string
	tool  string          // the tool to call
	args  json.RawMessage // its input
	times int             // how many requests get the call; 0 is once
	mu    sync.Mutex
	reqs  []string // model requests' bodies, in order
	calls int      // tool calls sent so far
	n     int
}

// callNext reports whether the next request that offers the tool gets a call of it, and counts
// the call. Callers hold mu.
func (f *fakeModel) callNext() bool {
	if f.tool == "" || f.calls >= max(f.times, 1) {
		return false
	}
	f.calls++
	return true
}

// requests returns the model requests so far.
func (f *fakeModel) requests() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.reqs...)
}

// toolCalls is how many tool calls the fake has sent.
func (f *fakeModel) toolCalls() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls
}

// told reports whether any model request after the tool call carries s.
func (f *fakeModel) told(s string) bool {
	for _, r := range f.requests() {
		if strings.Contains(r, s) {
			return true
		}
	}
	return false
}

func (f *fakeModel) count(s string) int {
	n := 0
	for _, r := range f.requests() {
		if strings.Contains(r, s) {
			n++
		}
	}
	return n
}

// serve starts the server on 127.0.0.1 only.
func serve(t *testing.T, h http.Handler) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: h}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return "http://" + ln.Addr().String()
}

type sse struct {
	w http.ResponseWriter
}

func (s sse) event(typ string, data any) {
	b, _ := json.Marshal(data)
	fmt.Fprintf(s.w, "event: %s\ndata: %s\n\n", typ, b)
}

// anthropic fakes the Messages API (SSE) that Claude Code calls at ANTHROPIC_BASE_URL; it calls
// tool once.
func anthropic(t *testing.T, tool string, args any) *fakeModel { return anthropicN(t, tool, args, 1) }

// anthropicN is anthropic calling tool on each of the first times requests that offer it.
func anthropicN(t *testing.T, tool string, args any, times int) *fakeModel {
	raw, _ := json.Marshal(args)
	f := &fakeModel{tool: tool, args: raw, times: times}
	f.URL = serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if r.Method != http.MethodPost || !strings.HasPrefix(r.URL.Path, "/v1/messages") {
			http.Error(w, `{"type":"error","error":{"type":"not_found_error","message":"fake"}}`, http.StatusNotFound)
			return
		}
		if strings.HasPrefix(r.URL.Path, "/v1/messages/count_tokens") {
			w.Header().Set("content-type", "application/json")
			io.WriteString(w, `{"input_tokens":10}`)
			return
		}
		var req struct {
			Model  string `json:"model"`
			Stream bool   `json:"stream"`
			Tools  []struct {
				Name string `json:"name"`
			} `json:"tools"`
		}
		json.Unmarshal(body, &req)
		f.mu.Lock()
		f.reqs = append(f.reqs, string(body))
		offers := false
		for _, tl := range req.Tools {
			offers = offers || tl.Name == f.tool
		}
		var block map[string]any
		stop := "end_turn"
		if offers && f.callNext() {
			block = map[string]any{"type": "tool_use", "id": fmt.Sprintf("toolu_fake_%04d", f.calls), "name": f.tool, "input": json.RawMessage(f.args)}
			stop = "tool_use"
		} else {
			f.n++
			block = map[string]any{"type": "text", "text": fmt.Sprintf("FINAL-ANSWER-%d", f.n)}
		}
		f.mu.Unlock()
		msg := map[string]any{"id": "msg_fake", "type": "message", "role": "assistant", "model": req.Model,
			"content": []any{}, "stop_reason": nil, "stop_sequence": nil, "usage": map[string]int{"input_tokens": 10, "output_tokens": 1}}
		if !req.Stream {
			msg["content"], msg["stop_reason"] = []any{block}, stop
			w.Header().Set("content-type", "application/json")
			json.NewEncoder(w).Encode(msg)
			return
		}
		w.Header().Set("content-type", "text/event-stream")
		s := sse{w}
		s.event("message_start", map[string]any{"type": "message_start", "message": msg})
		if block["type"] == "text" {
			s.event("content_block_start", map[string]any{"type": "content_block_start", "index": 0, "content_block": map[string]any{"type": "text", "text": ""}})
			s.event("content_block_delta", map[string]any{"type": "content_block_delta", "index": 0, "delta": map[string]any{"type": "text_delta", "text": block["text"]}})
		} else {
			s.event("content_block_start", map[string]any{"type": "content_block_start", "index": 0, "content_block": map[string]any{"type": "tool_use", "id": block["id"], "name": block["name"], "input": map[string]any{}}})
			s.event("content_block_delta", map[string]any{"type": "content_block_delta", "index": 0, "delta": map[string]any{"type": "input_json_delta", "partial_json": string(f.args)}})
		}
		s.event("content_block_stop", map[string]any{"type": "content_block_stop", "index": 0})
		s.event("message_delta", map[string]any{"type": "message_delta", "delta": map[string]any{"stop_reason": stop, "stop_sequence": nil}, "usage": map[string]int{"output_tokens": 5}})
		s.event("message_stop", map[string]any{"type": "message_stop"})
	}))
	return f
}

// openai fakes the Responses API (SSE) that Codex calls through a custom model provider. The
// tool is a function tool (exec_command, arguments JSON) or a custom one (apply_patch, raw input
// text), whichever the request offers under that name.
func openai(t *testing.T, tool string, args any) *fakeModel {
	var raw json.RawMessage
	if s, ok := args.(string); ok {
		raw, _ = json.Marshal(s)
	} else {
		raw, _ = json.Marshal(args)
	}
	f := &fakeModel{tool: tool, args: raw}
	rid := 0
	f.URL = serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if r.Method != http.MethodPost || !strings.HasSuffix(r.URL.Path, "/responses") {
			http.NotFound(w, r)
			return
		}
		var req struct {
			Tools []struct {
				Type     string `json:"type"`
				Name     string `json:"name"`
				Function struct {
					Name string `json:"name"`
				} `json:"function"`
			} `json:"tools"`
		}
		json.Unmarshal(body, &req)
		f.mu.Lock()
		f.reqs = append(f.reqs, string(body))
		rid++
		id := fmt.Sprintf("resp_fake_%d", rid)
		var item map[string]any
		for _, tl := range req.Tools {
			name := tl.Name
			if name == "" {
				name = tl.Function.Name
			}
			if name != f.tool || !f.callNext() {
				continue
			}
			if tl.Type == "custom" {
				var input string
				json.Unmarshal(f.args, &input)
				item = map[string]any{"type": "custom_tool_call", "id": "ctc_1", "call_id": "call_fake_1", "name": name, "input": input}
			} else {
				item = map[string]any{"type": "function_call", "id": "fc_1", "call_id": "call_fake_1", "name": name, "arguments": string(f.args)}
			}
		}
		if item == nil {
			f.n++
			item = map[string]any{"type": "message", "role": "assistant", "id": fmt.Sprintf("msg_%d", rid),
				"content": []any{map[string]any{"type": "output_text", "text": fmt.Sprintf("FINAL-ANSWER-%d", f.n)}}}
		}
		f.mu.Unlock()
		w.Header().Set("content-type", "text/event-stream")
		s := sse{w}
		s.event("response.created", map[string]any{"type": "response.created", "response": map[string]any{"id": id}})
		s.event("response.output_item.done", map[string]any{"type": "response.output_item.done", "item": item})
		s.event("response.completed", map[string]any{"type": "response.completed", "response": map[string]any{"id": id,
			"usage": map[string]any{"input_tokens": 10, "input_tokens_details": nil, "output_tokens": 5, "output_tokens_details": nil, "total_tokens": 15}}})
	}))
	return f
}
