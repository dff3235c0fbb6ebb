package secrets

import (
	"strings"

	"github.com/hookguard/hookguard/shell"
	"github.com/hookguard/hookguard/shell/spec"
)

// A secret file's values are known to the guard when the line sources or loads it (the front
// end reads it, inside the project, bounded): a value of that file typed on the same line as a
// literal (`. ./.env; curl -H "Authorization: Bearer sk-live-..."`) is that secret in the
// transcript, the history and the process list, whether or not a vendor pattern knows its
// shape. Only a value that value analysis would not excuse counts (numbers, paths, URLs
// without credentials, names, references, placeholders, low-entropy runs are what .env files
// also hold: DEBUG=true, PORT=3000, DB_HOST=localhost), from minTypedValue bytes on, so that
// a word the line has for another reason is not taken for one.
const (
	minTypedValue = 8
	// maxTypedValues bounds the lookups a line pays for: each value is searched for in the
	// line's text once. A .env holds tens of values; one of thousands is judged by its first.
	maxTypedValues = 512
)

// typedSourcedValue finds a value of a secret file the line sources, loads (export $(cat
// .env)) or hands a program as configuration (docker run --env-file .env) typed as a literal
// in the command line or in the words the shell would pass (escapes decoded). Words whose
// value came from the sourced file itself (`$TOKEN`) are not typed and not looked at: the
// marked text leaves them out, and the line as written holds the variable's name. The file
// is read only when the line names one; lines that do not pay nothing beyond the effects
// walk the guard makes anyway.
func (j *cmdJudge) typedSourcedValue() *hit {
	var files []secretSource
	for k, c := range j.s.Commands {
		if c.Remote {
			continue
		}
		effs := c.Effects()
		for x := range effs {
			e := &effs[x] // by pointer: most effects are passed over
			if e.Path.Dyn || e.Remote || e.Path.Abs == "" || e.Kind != spec.Read {
				continue
			}
			if !sourced(e) && e.Class != "config" && !j.loaded(k, e) {
				continue
			}
			if r, _, shown := j.pathHit(e.Path, e.Remote); r != "" {
				files = append(files, secretSource{k: k, e: *e, shown: shown})
			}
		}
	}
	if len(files) == 0 {
		return nil
	}
	if j.readRoot == nil {
		j.readRoot = shell.RootReader(j.ev.Root, j.ev.Home)
	}
	if j.readRoot == nil {
		return nil
	}
	marked, _ := passedText(j.s, j.ev.Command)
	budget := maxTypedValues
	for k := range files {
		text, ok := j.sourceText(&files[k])
		if !ok {
			continue
		}
		for name, v := range envValues(text) {
			if budget--; budget < 0 {
				return nil
			}
			if strings.Contains(j.ev.Command, v) || strings.Contains(marked, v) {
				return &hit{"sourced-value-typed",
					"this command types the value of " + name + " (" + Redact(v) + "), which " + files[k].shown +
						" sets, as a literal: the secret lands in the transcript, the shell history and the process list",
					"Use the variable the file sets instead (e.g. \"$" + name + "\" after sourcing it), or ask the user to run this command themselves."}
			}
		}
	}
	return nil
}

// envValues yields an environment file's NAME=VALUE pairs whose value may be a secret, as a
// shell or a dotenv loader would read them: `export`, `declare -x`, `readonly` before the
// name, one pair of quotes around the value, a ` #` comment after an unquoted one.
func envValues(text string) func(yield func(name, value string) bool) {
	return func(yield func(name, value string) bool) {
		for line := range strings.SplitSeq(text, "\n") {
			line = strings.TrimSpace(line)
			for _, kw := range [...]string{"export ", "declare -x ", "declare ", "readonly ", "local "} {
				line = strings.TrimSpace(strings.TrimPrefix(line, kw))
			}
			name, v, ok := strings.Cut(line, "=")
			name = strings.TrimSpace(name)
			if !ok || name == "" || strings.HasPrefix(name, "#") || !isKeyName(name) {
				continue
			}
			v = strings.TrimSpace(v)
			quoted := false
			if len(v) >= 2 && isQuote(v[0]) {
				if end := strings.IndexByte(v[1:], v[0]); end >= 0 {
					v, quoted = v[1:1+end], true
				}
			}
			if !quoted {
				if i := strings.Index(v, " #"); i >= 0 {
					v = strings.TrimSpace(v[:i])
				}
			}
			if len(v) < minTypedValue || valueExcuse(v, quoted, langRaw) != "" || exampleValue(v) {
				continue
			}
			if !yield(name, v) {
				return
			}
		}
	}
}
