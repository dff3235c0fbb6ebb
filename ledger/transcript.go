package ledger

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/hookguard/hookguard/state"
)

// maxLine bounds one transcript record read for the check; a human turn is far smaller, and
// longer records (tool results with whole files) are skipped unread.
const maxLine = 4 << 20

// Bounds of the transcript read. The human's turn is among the first records written after
// the prompt's hook ran, so a scan that has read this much past that point without finding it
// will not, and the harness names the path: it must not be able to make the hook read for ever
// (a FIFO, /dev/zero) or wait past its deadline (a file on a hung mount).
const (
	MaxTranscriptScan     = 32 << 20
	DefaultTranscriptWait = 2 * time.Second
	// TranscriptLag is how long a read that reached the end of the transcript waits for the
	// prompt's turn to be written.
	TranscriptLag = 500 * time.Millisecond
)

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
	PromptID                  string          `json:"promptId"`
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

// Transcript names the part of a Claude Code transcript that may vouch for a grant.
type Transcript struct {
	Path    string
	Session string
	// From is the transcript's size when the granting prompt's hook ran. Claude Code writes the
	// prompt's record after that hook returns, so the record is the first human turn at or past
	// From; what the agent appends later comes after it and is never read.
	From int64
	// PromptID is the granting prompt's id where the harness sends one; the record carries it.
	PromptID string
	// Until ends the read; zero: DefaultTranscriptWait from the call.
	Until time.Time
}

// HumanSaid reports whether the human turn of the granting prompt, in a Claude Code transcript,
// says `allow <code>` by the rules of Codes. It reads only from t.From on, and stops at the
// first human turn of that prompt: a turn that comes later, whoever wrote it, does not count. A
// transcript the harness named but that cannot be read, or not in time, counts as not saying
// it: the check exists because the agent cannot write that file.
func HumanSaid(t Transcript, code string) (bool, error) {
	until := t.Until
	if until.IsZero() {
		until = time.Now().Add(DefaultTranscriptWait)
	}
	ok, err := state.Within(until, func() (bool, error) { return t.scan(code, until) })
	if errors.Is(err, state.ErrLate) {
		return false, fmt.Errorf("the transcript %s could not be read in time", t.Path)
	}
	return ok, err
}

func (t Transcript) scan(code string, until time.Time) (bool, error) {
	f, err := state.OpenRegular(t.Path)
	if err != nil {
		return false, fmt.Errorf("the transcript cannot be read: %w", err)
	}
	defer f.Close()
	if t.From > 0 {
		if st, err := f.Stat(); err != nil || st.Size() < t.From {
			return false, fmt.Errorf("the transcript %s is shorter than when the authorisation was given", t.Path)
		}
		if _, err := f.Seek(t.From, io.SeekStart); err != nil {
			return false, err
		}
	}
	r := bufio.NewReaderSize(io.LimitReader(f, MaxTranscriptScan), 64<<10)
	// Claude Code writes its transcript asynchronously: the prompt's turn may land a moment
	// after the tool call's hook starts. At the end of the file, wait a little for it.
	lag := time.Now().Add(TranscriptLag)
	if until.Before(lag) {
		lag = until
	}
	var part []byte // a line not yet written whole
	for {
		if time.Now().After(until) {
			return false, fmt.Errorf("the transcript %s could not be read in time", t.Path)
		}
		line, err := readLine(r)
		if errors.Is(err, io.EOF) && len(line) > 0 && line[len(line)-1] != '\n' {
			part, line = append(part, line...), nil
		} else if len(part) > 0 && line != nil {
			line, part = append(part, line...), nil
		}
		if len(line) > 0 && bytes.Contains(line, []byte(`"user"`)) {
			var rec turn
			if json.Unmarshal(line, &rec) == nil {
				if text, ok := rec.humanText(t.Session); ok && (t.PromptID == "" || rec.PromptID == "" || rec.PromptID == t.PromptID) {
					// The granting prompt's turn: it alone decides.
					return slices.Contains(Codes(text), code), nil
				}
			}
		}
		if errors.Is(err, io.EOF) {
			if time.Now().After(lag) {
				return false, nil
			}
			time.Sleep(20 * time.Millisecond)
			continue
		}
		if err != nil {
			return false, err
		}
	}
}

// TranscriptSize is where the records written from now on start: the transcript's size if it
// is a regular file, else 0 (Claude Code makes the file after a new session's first prompt).
func TranscriptSize(path string) int64 {
	if path == "" {
		return 0
	}
	st, err := os.Stat(path)
	if err != nil || !st.Mode().IsRegular() {
		return 0
	}
	return st.Size()
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
