package ledger

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// maxLine bounds one transcript record read for the check; a human turn is far smaller, and
// longer records (tool results with whole files) are skipped unread.
const maxLine = 4 << 20

// turn is the part of a Claude Code transcript record that says who wrote it. Tool results,
// hook feedback (Stop continuations), compact summaries, command caveats and subagent turns
// are all written as "user" records; only the fields below tell a human's own turn apart.
type turn struct {
	Type                      string          `json:"type"`
	SessionID                 string          `json:"sessionId"`
	UserType                  string          `json:"userType"`
	IsMeta                    bool            `json:"isMeta"`
	IsSidechain               bool            `json:"isSidechain"`
	IsCompactSummary          bool            `json:"isCompactSummary"`
	IsVisibleInTranscriptOnly bool            `json:"isVisibleInTranscriptOnly"`
	ToolUseResult             json.RawMessage `json:"toolUseResult"`
	SourceToolUseID           string          `json:"sourceToolUseID"`
	Origin                    *struct {
		Kind string `json:"kind"`
	} `json:"origin"`
	Message struct {
		Role    string          `json:"role"`
		Content json.RawMessage `json:"content"`
	} `json:"message"`
}

// humanText returns the text of a record if, and only if, it has the exact shape of a turn a
// human typed: a main-chain "user" record with a user role, not meta, not a compact summary,
// no tool result, an origin (where the version writes one) of kind "human", a session that is
// this one, and content that is a string or text blocks only.
func (t *turn) humanText(session string) (string, bool) {
	if t.Type != "user" || t.Message.Role != "user" || t.IsMeta || t.IsSidechain || t.IsCompactSummary ||
		t.IsVisibleInTranscriptOnly || t.SourceToolUseID != "" {
		return "", false
	}
	if r := bytes.TrimSpace(t.ToolUseResult); len(r) > 0 && !bytes.Equal(r, []byte("null")) {
		return "", false
	}
	if t.Origin != nil && t.Origin.Kind != "human" {
		return "", false
	}
	if t.UserType != "" && t.UserType != "external" {
		return "", false
	}
	if t.SessionID != "" && t.SessionID != session {
		return "", false
	}
	var s string
	if json.Unmarshal(t.Message.Content, &s) == nil {
		return s, true
	}
	var blocks []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	if json.Unmarshal(t.Message.Content, &blocks) != nil {
		return "", false
	}
	var b strings.Builder
	for _, bl := range blocks {
		switch bl.Type {
		case "text":
			b.WriteString(bl.Text)
			b.WriteByte('\n')
		case "image":
		default:
			return "", false // a tool_result or anything else is not a human's turn
		}
	}
	return b.String(), true
}

// HumanSaid reports whether the Claude Code transcript at path holds a human turn of this
// session that says `allow <code>`. A transcript the harness named but that cannot be read
// counts as not saying it: the check exists because the agent cannot write that file.
func HumanSaid(path, session, code string) (bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return false, fmt.Errorf("the transcript cannot be read: %w", err)
	}
	defer f.Close()
	r := bufio.NewReaderSize(f, 64<<10)
	needle := []byte(code)
	for {
		line, err := readLine(r)
		if len(line) > 0 && containsFold(line, needle) {
			var t turn
			if json.Unmarshal(line, &t) == nil {
				if text, ok := t.humanText(session); ok {
					for _, c := range Codes(text) {
						if c == code {
							return true, nil
						}
					}
				}
			}
		}
		if errors.Is(err, io.EOF) {
			return false, nil
		}
		if err != nil {
			return false, err
		}
	}
}

// readLine returns one line, or nil for a line longer than maxLine (skipped to its end).
func readLine(r *bufio.Reader) ([]byte, error) {
	var buf []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if len(buf)+len(chunk) <= maxLine {
			buf = append(buf, chunk...)
		} else {
			buf = buf[:0:0]
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = r.ReadSlice('\n')
			}
			return nil, err
		}
		if !errors.Is(err, bufio.ErrBufferFull) {
			return buf, err
		}
	}
}

// containsFold is bytes.Contains for an ASCII lower-case needle, ignoring case.
func containsFold(hay, needle []byte) bool {
	if len(needle) == 0 {
		return true
	}
	first := needle[0]
	for i := 0; i+len(needle) <= len(hay); i++ {
		c := hay[i]
		if c|0x20 != first {
			continue
		}
		ok := true
		for j := 1; j < len(needle); j++ {
			if hay[i+j]|0x20 != needle[j]|0x20 {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}
