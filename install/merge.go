package install

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/tidwall/gjson"
)

// obj is a JSON object whose keys keep the order they are written in.
type obj []kv

type kv struct {
	K string
	V any
}

func (o obj) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, p := range o {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(p.K)
		b.Write(k)
		b.WriteByte(':')
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(p.V); err != nil {
			return nil, err
		}
		b.Truncate(b.Len() - 1) // Encode's newline
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// ourCommand names our command in a notice: by the wrapper it runs, since the command itself is a
// few hundred characters of shell.
func ourCommand(p placed) string { return "hookguard's " + p.Wire.Wrapper + " command" }

// placed is one wire as install would write it into one file.
type placed struct {
	Wire    Wire
	Command string
}

// matchAll reports whether a matcher selects everything, as every JSON harness reads it.
func matchAll(m string) bool { return m == "" || m == "*" }

// covers reports whether an entry on matcher have runs its commands for everything our wire
// selects with want. Only the same matcher or a match-all does: a matcher is the user's, and
// ours is never rewritten.
func covers(have, want string) bool { return have == want || matchAll(have) }

func hookObject(h *Harness, p placed) obj {
	o := obj{}
	if p.Wire.Name != "" {
		o = append(o, kv{"name", p.Wire.Name})
	}
	o = append(o, kv{"type", "command"}, kv{"command", p.Command}, kv{h.TimeoutKey, p.Wire.Timeout})
	return o
}

func entryObject(h *Harness, p placed) obj {
	if h.Shape == Flat {
		return obj{{"event", p.Wire.Event}, {"command", p.Command}, {h.TimeoutKey, p.Wire.Timeout}}
	}
	e := obj{}
	if p.Wire.Matcher != "" {
		e = append(e, kv{"matcher", p.Wire.Matcher})
	}
	return append(e, kv{"hooks", []any{hookObject(h, p)}})
}

// occurrence is one place our exact command appears.
type occurrence struct {
	Event   string
	Entry   int    // index in the event's array (nested) or in hooks (flat)
	Hook    int    // index in the entry's hooks (nested); -1 for flat
	Matcher string // the entry's matcher ("" when absent); flat: "" unless it has a match
	Typed   string // the hook's type field ("" when absent)
	HasType bool
}

// find lists where command appears under event in doc, in file order.
func find(doc string, h *Harness, event, command string) []occurrence {
	root := parse(doc)
	hooks, ok := child(root, "hooks")
	if !ok {
		return nil
	}
	var out []occurrence
	if h.Shape == Flat {
		if !hooks.IsArray() {
			return nil
		}
		for i, e := range members(hooks) {
			v := e.Value
			if v.Get("command").String() != command || v.Get("event").String() != event || v.Get("command").Type != gjson.String {
				continue
			}
			m := ""
			if mv := v.Get("match"); mv.Exists() {
				m = mv.Raw
			}
			out = append(out, occurrence{Event: event, Entry: i, Hook: -1, Matcher: m})
		}
		return out
	}
	if !hooks.IsObject() {
		return nil
	}
	arr, ok := child(hooks, event)
	if !ok || !arr.IsArray() {
		return nil
	}
	for i, e := range members(arr) {
		matcher := e.Value.Get("matcher").String()
		hs := e.Value.Get("hooks")
		if !hs.IsArray() {
			continue
		}
		for j, hk := range members(hs) {
			c := hk.Value.Get("command")
			if c.Type != gjson.String || c.String() != command {
				continue
			}
			t := hk.Value.Get("type")
			out = append(out, occurrence{Event: event, Entry: i, Hook: j, Matcher: matcher, Typed: t.String(), HasType: t.Exists()})
		}
	}
	return out
}

// merge wires ps into doc by the seed's rules and returns the new text and what to tell the
// user. A shape it cannot merge into (hooks not an object, an event not an array) is reported
// and that part left alone.
func merge(doc string, h *Harness, ps []placed, disp string) (string, []string) {
	var notes []string
	for _, p := range ps {
		w := p.Wire
		occ := find(doc, h, w.Event, p.Command)
		var cov []occurrence
		for _, o := range occ {
			if h.Shape == Flat && o.Matcher == "" || h.Shape == Nested && covers(o.Matcher, w.Matcher) {
				cov = append(cov, o)
			}
		}
		if len(cov) > 1 {
			notes = append(notes, fmt.Sprintf("%s: %s runs %s %d times — it fires once per copy. Delete the entries you do not want by hand; hookguard removes no hook entry it did not write.", disp, where(h, w.Event), ourCommand(p), len(cov)))
		}
		if len(cov) > 0 {
			o := cov[0]
			if h.Shape == Nested && o.Typed != "command" {
				doc = setType(doc, o)
				notes = append(notes, fmt.Sprintf("%s: %s: %s had no type \"command\", so it never ran; hookguard set it in place.", disp, where(h, w.Event), ourCommand(p)))
			}
			continue
		}
		if len(occ) > 0 {
			m := w.Matcher
			if h.Shape == Flat {
				m = "(no match)"
			}
			notes = append(notes, fmt.Sprintf("%s: %s already runs %s, but not on matcher `%s` — the guard has to cover what it guards, so hookguard added its own entry beside yours rather than rewrite a matcher it does not own. Delete whichever you do not want by hand.", disp, where(h, w.Event), ourCommand(p), m))
		}
		var n []string
		doc, n = add(doc, h, p, disp)
		notes = append(notes, n...)
	}
	return doc, notes
}

func where(h *Harness, event string) string {
	if h.Shape == Flat {
		return "hooks[event=" + event + "]"
	}
	return "hooks." + event
}

// add appends our entry for p: always at the end, so that entries keyed by position (Codex's
// trust) keep their keys.
func add(doc string, h *Harness, p placed, disp string) (string, []string) {
	root := parse(doc)
	hooks, ok := child(root, "hooks")
	if !ok {
		if h.Shape == Flat {
			return appendMember(doc, root, "hooks", []any{entryObject(h, p)}), nil
		}
		return appendMember(doc, root, "hooks", obj{{p.Wire.Event, []any{entryObject(h, p)}}}), nil
	}
	if h.Shape == Flat {
		if !hooks.IsArray() {
			return doc, []string{fmt.Sprintf("%s: \"hooks\" is not an array, as Clarvis expects — NOT touched; fix it, then rerun `hookguard install %s`", disp, h.Runner)}
		}
		return appendMember(doc, hooks, "", entryObject(h, p)), nil
	}
	if !hooks.IsObject() {
		return doc, []string{fmt.Sprintf("%s: \"hooks\" is not an object keyed by event — NOT touched; fix it, then rerun `hookguard install %s`", disp, h.Runner)}
	}
	arr, ok := child(hooks, p.Wire.Event)
	if !ok {
		return appendMember(doc, hooks, p.Wire.Event, []any{entryObject(h, p)}), nil
	}
	if !arr.IsArray() {
		return doc, []string{fmt.Sprintf("%s: hooks.%s is not an array — NOT touched; fix it, then rerun `hookguard install %s`", disp, p.Wire.Event, h.Runner)}
	}
	return appendMember(doc, arr, "", entryObject(h, p)), nil
}

// setType gives a hand-typed copy of our hook the type we write, in place: a hook without it
// never runs.
func setType(doc string, o occurrence) string {
	hk := parse(doc).Get("hooks").Get(gjsonKey(o.Event)).Get(fmt.Sprintf("%d.hooks.%d", o.Entry, o.Hook))
	if t, ok := child(hk, "type"); ok {
		return doc[:t.Index] + `"command"` + doc[t.Index+len(t.Raw):]
	}
	return appendMember(doc, hk, "type", "command")
}

// gjsonKey escapes a key for a gjson path.
func gjsonKey(k string) string {
	var b strings.Builder
	for _, r := range k {
		if strings.ContainsRune(`.*?|#@\!=<>%`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// migrate rewrites, in place, every hook command that is a key of repl into its value, and
// says how many it rewrote. In place keeps everything around the command as it was (the
// entry, its matcher, the user's fields and neighbours, and the positions Codex keys its trust
// by); a copy under a matcher of the user's is rewritten there too, since the command is ours
// wherever it is.
func migrate(doc string, h *Harness, repl map[string]string) (string, int) {
	n := 0
	for {
		s, ok := firstCommand(doc, h, func(c string) bool { _, ok := repl[c]; return ok })
		if !ok {
			return doc, n
		}
		c := s.command
		doc = doc[:c.Index] + render(repl[c.String()], "", "") + doc[c.Index+len(c.Raw):]
		n++
	}
}

// site is where a hook command sits: the command, and the member that removing it takes out of
// its container (the hook object; in the nested shape its entry when it is the entry's only
// hook: an entry install writes holds nothing but its hook). The event's array that leaves
// empty is unmerge's to judge.
type site struct {
	command gjson.Result
	in      gjson.Result
	at      int
}

// firstCommand finds the first hook command, in file order, that want accepts.
func firstCommand(doc string, h *Harness, want func(string) bool) (site, bool) {
	hooks, ok := child(parse(doc), "hooks")
	if !ok {
		return site{}, false
	}
	check := func(v gjson.Result) (gjson.Result, bool) {
		c, ok := child(v, "command")
		return c, ok && c.Type == gjson.String && want(c.String())
	}
	if h.Shape == Flat {
		if !hooks.IsArray() {
			return site{}, false
		}
		for i, e := range members(hooks) {
			if c, ok := check(e.Value); ok {
				return site{c, hooks, i}, true
			}
		}
		return site{}, false
	}
	if !hooks.IsObject() {
		return site{}, false
	}
	for _, ev := range members(hooks) {
		if !ev.Value.IsArray() {
			continue
		}
		for i, e := range members(ev.Value) {
			hs, ok := child(e.Value, "hooks")
			if !ok || !hs.IsArray() {
				continue
			}
			hms := members(hs)
			for j, hk := range hms {
				c, ok := check(hk.Value)
				switch {
				case !ok:
				case len(hms) > 1:
					return site{c, hs, j}, true
				default:
					return site{c, ev.Value, i}, true
				}
			}
		}
	}
	return site{}, false
}

// unmerge removes every hook whose command is one of ours, and the entries that leaves empty;
// an event's array or the hooks member that its removals empty goes only where rec says
// install added it (rec nil: every one, the rule before install recorded what it created), so
// a user's own "hooks": {} or "PreToolUse": [] stays. It returns the notices, including, where
// entries are keyed by position, how many of the user's hooks moved.
func unmerge(doc string, h *Harness, commands map[string]bool, disp string, rec *created) (string, []string) {
	var notes []string
	removed := false
	before := userPositions(doc, h, commands)
	full := map[string]bool{} // the containers that held something before the removals
	if hooks, ok := child(parse(doc), "hooks"); ok && !isEmpty(hooks) {
		full["hooks"] = true
		if h.Shape == Nested && hooks.IsObject() {
			for _, ev := range members(hooks) {
				if (ev.Value.IsArray() || ev.Value.IsObject()) && !isEmpty(ev.Value) {
					full["hooks\t"+ev.Key] = true
				}
			}
		}
	}
	for {
		s, ok := firstCommand(doc, h, func(c string) bool { return commands[c] })
		if !ok {
			break
		}
		doc = removeMember(doc, s.in, s.at)
		removed = true
	}
	if !removed {
		return doc, nil
	}
	emptied := func(key string, v gjson.Result) bool {
		return full[key] && (v.IsArray() || v.IsObject()) && isEmpty(v) && !rec.keep(key)
	}
	if h.Shape == Nested {
		for {
			hooks, ok := child(parse(doc), "hooks")
			if !ok || !hooks.IsObject() {
				break
			}
			gone := false
			for i, ev := range members(hooks) {
				if emptied("hooks\t"+ev.Key, ev.Value) {
					doc, gone = removeMember(doc, hooks, i), true
					break
				}
			}
			if !gone {
				break
			}
		}
	}
	root := parse(doc)
	for i, m := range members(root) {
		if m.Key == "hooks" {
			if emptied("hooks", m.Value) {
				doc = removeMember(doc, root, i)
			}
			break
		}
	}
	shifted := 0
	for i, p := range userPositions(doc, h, commands) {
		if i < len(before) && before[i] != p {
			shifted++
		}
	}
	if h.Positional && shifted > 0 {
		notes = append(notes, fmt.Sprintf("%s: removing hookguard's hooks moved %d of your hooks to new positions; Codex keys its trust by position, so it will ask you to trust them again in /hooks", disp, shifted))
	}
	return doc, notes
}

// userPositions lists where each of the user's hooks sits (event:entry:hook, the shape of
// Codex's trust keys), in file order.
func userPositions(doc string, h *Harness, commands map[string]bool) []string {
	var out []string
	hooks, ok := child(parse(doc), "hooks")
	if !ok || !hooks.IsObject() {
		return nil
	}
	for _, ev := range members(hooks) {
		for i, e := range members(ev.Value) {
			hs, ok := child(e.Value, "hooks")
			if !ok {
				continue
			}
			for j, hk := range members(hs) {
				if c := hk.Value.Get("command"); c.Type == gjson.String && commands[c.String()] {
					continue
				}
				out = append(out, fmt.Sprintf("%s:%d:%d", ev.Key, i, j))
			}
		}
	}
	return out
}
