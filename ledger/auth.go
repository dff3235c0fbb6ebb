package ledger

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"time"

	"github.com/tidwall/gjson"

	"github.com/hookguard/hookguard"
	"github.com/hookguard/hookguard/engine"
	"github.com/hookguard/hookguard/harness"
	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/state"
)

// Defaults for how long a grant and a pending block live.
const (
	DefaultTTL = 10 * time.Minute // a grant not used in this time lapses
	PendingTTL = time.Hour        // how long a human has to answer a block
)

// HumanChannel reports whether a runner has a chat in which a human can answer a block.
// Clarvis sends no session, git and the cli are a person already at the keyboard.
func HumanChannel(r hookguard.Runner) bool {
	d := harness.Of(r)
	return d != nil && d.HumanChannel.Bool()
}

// transcriptProof reports whether a grant for r rests on the person's message in its
// transcript (the descriptor's TranscriptProof).
func transcriptProof(r hookguard.Runner) bool {
	d := harness.Of(r)
	return d != nil && d.TranscriptProof.Bool()
}

// Auth is the engine's Authoriser backed by the ledger.
type Auth struct {
	Dir string // hookguard's state directory
	TTL time.Duration
	Now func() time.Time
	// Waits bounds every lock it waits for, and its transcript reads: the hook's answer must
	// come before the harness gives up on it.
	state.Waits
	// Trail is what the audit records it writes carry besides their own fields (the writer,
	// the policy, the call's start) and how the audit file is kept.
	Trail Trail
}

// ledger is a project's ledger with this Auth's bounds.
func (a *Auth) ledger(root string) *Ledger {
	return &Ledger{Dir: a.Dir, Root: root, Now: a.now, Waits: a.Waits}
}

var _ engine.Authoriser = (*Auth)(nil)

// New returns an Auth over a state directory with the default lifetimes.
func New(stateDir string) *Auth { return &Auth{Dir: stateDir} }

func (a *Auth) now() time.Time {
	if a.Now != nil {
		return a.Now()
	}
	return time.Now()
}

func (a *Auth) ttl() time.Duration {
	if a.TTL > 0 {
		return a.TTL
	}
	return DefaultTTL
}

// ActionHash binds a verdict to exactly the action it judged: the guard, the rule, the group
// and the project root; then the whole action, always: the full command line with its cwd, each
// file's resolved path, operation and a hash of its new text, each read's resolved path; and
// the guard's own canonical words for what it stopped (Verdict.Action), which narrow the hash
// further and never stand in for the whole (they once did: a grant for one command of a line
// then let the same command through with anything chained after it); and the text of every
// file the line runs (a script, a recipe), as the parse read it, since a grant for `bash
// deploy.sh` once ran whatever the agent appended to deploy.sh after the yes.
func ActionHash(ev *hookguard.Event, v hookguard.Verdict) string {
	// The words are put together and hashed at once: a Write per word and its NUL, each
	// copying the word to bytes first, cost twice the hashing (the hash is the same).
	var stack [512]byte
	buf := stack[:0]
	w := func(s string) { buf = append(append(buf, s...), 0) }
	w("hookguard action v2")
	w(v.Guard)
	w(v.Rule)
	w(string(ev.Group))
	w(ev.Root)
	w(v.Action)
	if ev.Command != "" || ev.Group == hookguard.PreShell {
		w("command")
		w(ev.Command)
		w(ev.Cwd)
		// The text of every file the line runs or reads code from: the same words with a
		// script changed since are another action. Written only where there is one, so a
		// line that reads nothing keeps the hash it always had.
		for _, src := range shell.Of(ev).CodeRead() {
			w("code")
			w(src)
		}
	}
	for _, f := range ev.Files {
		w("file")
		w(resolved(ev, f.Path))
		w(string(f.Op))
		w(resolved(ev, f.From))
		t := sha256.Sum256([]byte(f.Text))
		w(hex.EncodeToString(t[:]))
	}
	for _, r := range ev.Reads {
		w("read")
		w(resolved(ev, r))
	}
	if !ev.Group.Pre() {
		w("prompt")
		w(ev.Prompt)
	}
	sum := sha256.Sum256(buf)
	return hex.EncodeToString(sum[:])
}

func resolved(ev *hookguard.Event, p string) string {
	if p == "" {
		return ""
	}
	cwd := ev.Cwd
	if cwd == "" {
		cwd = ev.Root
	}
	return paths.Resolve(p, cwd, ev.Home)
}

// Summary words the action for the human who authorises it: exactly what will run.
func Summary(ev *hookguard.Event, v hookguard.Verdict) string {
	var what string
	switch ev.Group {
	case hookguard.PreShell:
		what = "run `" + oneLine(ev.Command) + "`"
		if ev.Cwd != "" {
			what += " in " + ev.Cwd
		}
	case hookguard.PreFiles:
		var ps []string
		for _, f := range ev.Files {
			ps = append(ps, string(f.Op)+" "+resolved(ev, f.Path))
		}
		what = strings.Join(ps, ", ")
	case hookguard.PreRead:
		var ps []string
		for _, r := range ev.Reads {
			ps = append(ps, resolved(ev, r))
		}
		what = "read " + strings.Join(ps, ", ")
	default:
		what = string(ev.Group)
	}
	who := v.Guard
	if v.Rule != "" {
		who += "/" + v.Rule
	}
	return what + " (stopped by " + who + ")"
}

// MaxShown bounds the command a code may be offered for: the person is shown the whole of what
// they authorise, and a longer command is a script to read in an editor, not in a chat line.
const MaxShown = 2000

// oneLine shows a command on one line, its line breaks as " ⏎ ", nothing left out.
func oneLine(s string) string {
	return strings.ReplaceAll(strings.TrimSpace(strings.ReplaceAll(s, "\r\n", "\n")), "\n", " ⏎ ")
}

// Offer records a pending block and returns its code. It offers none where nobody can answer
// in a chat, outside the pre-action groups (a code in a stop reason would ride a continuation),
// for a command too long to show a person whole, and where the pending record cannot be
// written; the error then says why (the block stands either way).
func (a *Auth) Offer(ev *hookguard.Event, v hookguard.Verdict) (string, error) {
	if !HumanChannel(ev.Runner) || ev.SessionID == "" || v.NoCode || v.Decision != hookguard.Block {
		return "", nil
	}
	switch ev.Group {
	case hookguard.PreShell, hookguard.PreFiles, hookguard.PreRead:
	default:
		return "", nil
	}
	if len(ev.Command) > MaxShown {
		return "", fmt.Errorf("the command is %d characters long, too long to show a person whole in the chat, so no code is offered: if it is wanted, a person runs it by hand", len(ev.Command))
	}
	if err := state.Check(a.Dir); err != nil {
		return "", err
	}
	action := ActionHash(ev, v)
	now := a.now()
	var code string
	err := a.updatePending(ev.Root, func(s *pendingSet) ([]pendingLine, bool, error) {
		live := func(i int) bool { return now.Sub(time.UnixMilli(s.lines[i].created)) < PendingTTL }
		reuse := -1
		var again pending
		for _, i := range s.find("action", action) {
			if b, ok := s.lines[i].decode(); ok && live(i) && b.Session == ev.SessionID && b.Guard == v.Guard && b.Rule == v.Rule && b.Action == action {
				// The agent tried the same thing again: the same code, so the human is not
				// left with two that mean one action.
				reuse, again = i, b
			}
		}
		if reuse >= 0 {
			code = again.Code
			again.Created = now.UnixMilli()
		}
		for try := 0; code == "" && try < 8; try++ {
			c, err := newCode()
			if err != nil {
				return nil, false, err
			}
			taken := false
			for _, i := range s.find("code", c) {
				taken = taken || live(i)
			}
			if !taken {
				code = c
			}
		}
		if code == "" {
			return nil, false, errors.New("no free code")
		}
		mineAt := make([]bool, len(s.lines))
		for _, i := range s.find("session", ev.SessionID) {
			mineAt[i] = true
		}
		ls := make([]pendingLine, 0, len(s.lines)+1)
		mine := make([]bool, 0, len(s.lines)+1)
		for i, l := range s.lines {
			switch {
			case i == reuse:
				l = lineOf(again)
			case !live(i):
				continue
			}
			ls, mine = append(ls, l), append(mine, mineAt[i])
		}
		if reuse < 0 {
			ls = append(ls, lineOf(pending{Code: code, Session: ev.SessionID, Runner: string(ev.Runner), Guard: v.Guard,
				Rule: v.Rule, Action: action, Summary: Summary(ev, v), Created: now.UnixMilli()}))
			mine = append(mine, true)
		}
		return capPending(ls, mine), true, nil
	})
	if err != nil {
		return "", fmt.Errorf("no authorisation code could be offered: %w", err)
	}
	return code, nil
}

// Status of a grant at a moment.
type Status string

const (
	Active  Status = "active"
	Used    Status = "used"
	Expired Status = "expired"
	Revoked Status = "revoked"
)

// Grants folds the entries into each grant's current status, in ledger order.
func Grants(es []Entry, now time.Time) []GrantState {
	var out []GrantState
	idx := map[string]int{} // code -> index of its latest grant
	for _, e := range es {
		switch e.Kind {
		case KindGrant:
			idx[e.Code] = len(out)
			out = append(out, GrantState{Entry: e, Status: Active})
		case KindConsume, KindRevoke:
			if i, ok := idx[e.Code]; ok && out[i].Status == Active {
				if e.Kind == KindConsume {
					out[i].Status, out[i].Uses = Used, out[i].Uses+1
				} else {
					out[i].Status = Revoked
				}
			} else if ok && e.Kind == KindConsume {
				out[i].Uses++ // never written by us; counted so that verify can say so
			}
		}
	}
	for i := range out {
		// A grant made "in the future" means the clock was set back since: its lifetime would
		// stretch by the skew, so it lapses instead (a minute's slack for clocks that wander).
		if out[i].Status == Active && (!now.Before(time.UnixMilli(out[i].Expires)) || now.Add(time.Minute).Before(time.UnixMilli(out[i].Created))) {
			out[i].Status = Expired
		}
	}
	return out
}

// GrantState is a grant with what has become of it.
type GrantState struct {
	Entry
	Status Status
	Uses   int
}

// Authorised finds an active grant for exactly this guard's block of exactly this action in
// this session, and, where the runner keeps a transcript, the human's own message with its
// code in it.
func (a *Auth) Authorised(ev *hookguard.Event, v hookguard.Verdict) (engine.Grant, bool) {
	if ev.SessionID == "" || ev.Root == "" {
		return engine.Grant{}, false
	}
	if state.Check(a.Dir) != nil {
		return engine.Grant{}, false
	}
	l := a.ledger(ev.Root)
	if _, err := os.Stat(l.Path()); err != nil {
		return engine.Grant{}, false // the common case: nothing was ever authorised here
	}
	es, _ := l.Current() // a damaged ledger still yields its valid prefix
	action := ActionHash(ev, v)
	gs := Grants(es, a.now())
	for i := len(gs) - 1; i >= 0; i-- {
		g := gs[i]
		if g.Status != Active || g.Session != ev.SessionID || g.Guard != v.Guard || g.Rule != v.Rule || g.Action != action {
			continue
		}
		if transcriptProof(ev.Runner) && ev.TranscriptPath != "" {
			t := Transcript{Path: ev.TranscriptPath, Session: ev.SessionID, From: g.TranscriptAt, PromptID: g.PromptID,
				Until: state.Waits{Until: a.Until, Each: DefaultTranscriptWait}.End()}
			if ok, _ := HumanSaid(t, g.Code); !ok {
				continue
			}
		}
		return engine.Grant{Code: g.Code, Guard: g.Guard, Rule: g.Rule}, true
	}
	return engine.Grant{}, false
}

// ErrSpent says a grant was used or withdrawn between the check and the spending.
var ErrSpent = errors.New("the authorisation was already used, withdrawn or expired")

// Consume spends the grants atomically: under the ledger's lock every one must still be
// active, or none is spent and the action is stopped.
func (a *Auth) Consume(ev *hookguard.Event, grants []engine.Grant) error {
	l := a.ledger(ev.Root)
	now := a.now()
	actions := map[string]string{} // code -> the action's hash, for the audit trail
	err := l.Update(func(es []Entry) ([]Entry, error) {
		gs := Grants(es, now)
		var add []Entry
		for _, want := range grants {
			ok := false
			for _, g := range gs {
				if g.Code == want.Code && g.Status == Active && g.Session == ev.SessionID && g.Guard == want.Guard && g.Rule == want.Rule {
					ok = true
					actions[g.Code] = g.Action
				}
			}
			if !ok {
				return nil, fmt.Errorf("%s: %w", want.Code, ErrSpent)
			}
			add = append(add, Entry{Kind: KindConsume, Code: want.Code, Guard: want.Guard, Rule: want.Rule,
				Session: ev.SessionID, Runner: string(ev.Runner), Created: now.UnixMilli()})
		}
		return add, nil
	})
	if err != nil {
		return err
	}
	codes := make([]string, len(grants))
	for i, g := range grants {
		codes[i] = g.Code
		_ = a.Audit(ev.Root, Record{Kind: "consume", Runner: ev.Runner, Group: ev.Group, Session: ev.SessionID,
			Agent: ev.AgentID, Guard: g.Guard, Rule: g.Rule, Code: g.Code, Action: actions[g.Code]})
	}
	a.dropPending(ev.Root, codes)
	return nil
}

func (a *Auth) dropPending(root string, codes []string) {
	_ = a.updatePending(root, func(s *pendingSet) ([]pendingLine, bool, error) {
		drop := map[int]bool{}
		for _, c := range codes {
			for _, i := range s.find("code", c) {
				drop[i] = true
			}
		}
		keep := make([]pendingLine, 0, len(s.lines))
		for i, l := range s.lines {
			if !drop[i] {
				keep = append(keep, l)
			}
		}
		return keep, len(drop) > 0, nil
	})
}

// Outcome of one `allow <code>` in a prompt.
type Outcome struct {
	Code    string
	OK      bool   // a grant was recorded, or one was already active
	Message string // what the human is told
}

// Record turns the codes a human typed into grants. The caller has already decided that the
// prompt is a human's own (see guards/ledger).
func (a *Auth) Record(ev *hookguard.Event, codes []string) []Outcome {
	now := a.now()
	var ps *pendingSet
	err := state.Check(a.Dir)
	if err == nil {
		ps, err = a.lockedPending(ev.Root)
	}
	if err != nil {
		return []Outcome{{Message: "could not read the pending blocks (" + err.Error() + "); nothing was authorised"}}
	}
	ph := sha256.Sum256([]byte(ev.Prompt))
	promptID, at := "", int64(0)
	if transcriptProof(ev.Runner) {
		// Claude Code writes this prompt's record to the transcript after this hook: the grant
		// rests on the first human turn written past this point (see HumanSaid).
		promptID = gjson.GetBytes(ev.Raw, "prompt_id").String()
		at = TranscriptSize(ev.TranscriptPath)
	}
	var out []Outcome
	for _, code := range codes {
		var found *pending
		for _, i := range ps.find("code", code) {
			if b, ok := ps.lines[i].decode(); ok && b.Code == code && b.Session == ev.SessionID && now.Sub(time.UnixMilli(b.Created)) < PendingTTL {
				found = &b
			}
		}
		if found == nil {
			out = append(out, Outcome{Code: code, Message: "a code you typed matches no block of this session in the last hour (unknown, expired or already used): nothing was authorised. The agent gets a new code when it is blocked again."})
			continue
		}
		var o Outcome
		expires := now.Add(a.ttl())
		err := a.ledger(ev.Root).Update(func(es []Entry) ([]Entry, error) {
			for _, g := range Grants(es, now) {
				if g.Code != code {
					continue
				}
				switch g.Status {
				case Active:
					o = Outcome{Code: code, OK: true, Message: "already authorised, until " + time.UnixMilli(g.Expires).Format("15:04:05") + ": " + g.Summary}
					return nil, nil
				case Used, Revoked:
					o = Outcome{Code: code, Message: "that authorisation was already " + string(g.Status) + ", nothing new was authorised: " + g.Summary}
					return nil, nil
				}
			}
			o = Outcome{Code: code, OK: true, Message: "authorised once, until " + expires.Format("15:04:05") + ": " + found.Summary}
			return []Entry{{Kind: KindGrant, Code: code, Guard: found.Guard, Rule: found.Rule, Action: found.Action,
				Summary: found.Summary, Session: ev.SessionID, Runner: string(ev.Runner), Created: now.UnixMilli(),
				Expires: expires.UnixMilli(), Single: true, Prompt: hex.EncodeToString(ph[:]), PromptID: promptID, TranscriptAt: at}}, nil
		})
		if err != nil {
			o = Outcome{Code: code, Message: "the authorisation could not be recorded (" + err.Error() + "): nothing was authorised"}
		} else if o.OK && strings.HasPrefix(o.Message, "authorised") {
			_ = a.Audit(ev.Root, Record{Kind: "authorise", Runner: ev.Runner, Group: ev.Group, Session: ev.SessionID,
				Agent: ev.AgentID, Guard: found.Guard, Rule: found.Rule, Code: code, Reason: found.Summary, Action: found.Action})
		}
		out = append(out, o)
	}
	return out
}

// Revoke withdraws an active grant by code, for `hookguard ledger revoke`.
func (a *Auth) Revoke(root, code string) error {
	code = strings.ToLower(strings.TrimSpace(code))
	now := a.now()
	var found bool
	err := a.ledger(root).Update(func(es []Entry) ([]Entry, error) {
		for _, g := range Grants(es, now) {
			if g.Code == code && g.Status == Active {
				found = true
				return []Entry{{Kind: KindRevoke, Code: code, Guard: g.Guard, Rule: g.Rule, Session: g.Session, Created: now.UnixMilli()}}, nil
			}
		}
		return nil, nil
	})
	if errors.Is(err, fs.ErrNotExist) {
		err = nil
	}
	if err != nil {
		return err
	}
	if !found {
		return fmt.Errorf("no active authorisation has the code %s in this project (`hookguard ledger list` shows them)", code)
	}
	a.dropPending(root, []string{code})
	return a.Audit(root, Record{Kind: "revoke", Runner: hookguard.CLI, Code: code})
}

func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}
