package spec

import (
	"path"
	"strings"
)

// An agent's approvals can be switched off by the config file it loads as well as on its
// line: each file read here is judged as the line's switch would be, named by the file and
// the key. The files are the ones the agent loads from the home and the working directory.

// codexFiles judges Codex's config.toml ($CODEX_HOME's, ~/.codex's, the project's
// .codex/config.toml): sandbox_mode and approval_policy at the top, or in the profile the
// line (--profile) or the file (profile = "...") selects, judged as -c would be (codexKey). A
// key the line gives itself (-s, -a, -c) is the line's.
func codexFiles(c *Call, exec bool) {
	profiles, anyProfile := "", false
	var sandboxOnLine, approvalOnLine bool
	for _, p := range append(append([]Parsed(nil), c.Up...), c.P) {
		for _, v := range p.Values("profile") {
			profiles += " " + v.S
			anyProfile = anyProfile || v.Dyn
		}
		sandboxOnLine = sandboxOnLine || len(p.Values("sandbox")) > 0 || p.Has("full-auto") || p.Has("dangerously-bypass-approvals-and-sandbox")
		approvalOnLine = approvalOnLine || len(p.Values("ask-for-approval")) > 0
		for _, v := range p.Values("config") {
			key, _, _ := strings.Cut(strings.Trim(v.S, `"'`), "=")
			sandboxOnLine = sandboxOnLine || strings.TrimSpace(key) == "sandbox_mode"
			approvalOnLine = approvalOnLine || strings.TrimSpace(key) == "approval_policy"
		}
	}
	home := "~/.codex"
	if v, ok := c.assigned("CODEX_HOME"); ok && !v.Dyn {
		home = v.S
	}
	for _, f := range [...]string{home + "/config.toml", ".codex/config.toml"} {
		text, ok := agentFile(c, "codex", f)
		if !ok {
			continue
		}
		for _, kv := range codexConfigKeys(text, profiles, anyProfile) {
			if kv[0] == "sandbox_mode" && !sandboxOnLine || kv[0] == "approval_policy" && !approvalOnLine {
				codexKey(c, kv[0], kv[1], false, exec, "codex "+f+" ")
			}
		}
	}
}

// codexConfigKeys returns the sandbox_mode and approval_policy a config.toml sets, at its top
// or in a selected profile ([profiles.NAME] or profiles.NAME.key), as key, value pairs.
func codexConfigKeys(text, profiles string, anyProfile bool) [][2]string {
	var found [][2]string
	var profileKeys [][3]string // profile, key, value: judged once the file's own profile is known
	table := ""
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "[") {
			table = tomlKey(strings.Trim(line, "[] \t"))
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		full := tomlKey(k)
		if table != "" {
			full = table + "." + full
		}
		v, _, _ = strings.Cut(strings.TrimSpace(v), "#")
		v = strings.ToLower(strings.Trim(strings.TrimSpace(v), `"'`))
		if full == "profile" {
			profiles += " " + v
			continue
		}
		name, key, ok := strings.Cut(strings.TrimPrefix(full, "profiles."), ".")
		switch {
		case full == "sandbox_mode" || full == "approval_policy":
			found = append(found, [2]string{full, v})
		case strings.HasPrefix(full, "profiles.") && ok && (key == "sandbox_mode" || key == "approval_policy"):
			profileKeys = append(profileKeys, [3]string{name, key, v})
		}
	}
	for _, pk := range profileKeys {
		if anyProfile || inWords(profiles, pk[0]) {
			found = append(found, [2]string{pk[1], pk[2]})
		}
	}
	return found
}

// agentFile is the text of a config file prog loads, the project's or the home's: one the
// line wrote or copied there, else the file as it is (ReadCode, which reads outside the
// project too). One an earlier command of the line writes with text only known when it runs
// may hold the switch: judged unattended here.
func agentFile(c *Call, prog, f string) (string, bool) {
	p := c.PathOf(Word{S: f})
	if text, ok := c.ReadCode(p); ok {
		return text, true
	}
	if c.In.FS != nil && p.Abs != "" && !c.In.Remote && c.In.FS.WrittenBefore(p.Abs) {
		c.unattended(prog + " " + f + " (settings only known when the line runs)")
	}
	return "", false
}

// tomlKey is a dotted TOML key with its parts' quotes and spaces taken off.
func tomlKey(k string) string {
	parts := strings.Split(strings.TrimSpace(k), ".")
	for i, p := range parts {
		parts[i] = strings.Trim(strings.TrimSpace(p), `"'`)
	}
	return strings.Join(parts, ".")
}

// geminiFiles judges the settings.json Gemini CLI (dir .gemini) or its fork Qwen Code (.qwen)
// loads from the home and the project: an approval mode that edits or runs unasked
// (general.defaultApprovalMode, tools.approvalMode), and the tools it runs unasked
// (tools.allowed), judged as --approval-mode and --allowed-tools are.
func geminiFiles(c *Call, prog, dir string) {
	for _, f := range [...]string{"~/" + dir + "/settings.json", dir + "/settings.json"} {
		text, ok := agentFile(c, prog, f)
		if !ok {
			continue
		}
		for _, key := range [...]string{`"defaultapprovalmode"`, `"approvalmode"`} {
			for _, v := range jsonValues(text, key) {
				s := strings.ToLower(strings.ReplaceAll(strings.Trim(v, `"`), "_", "-"))
				if inWords("yolo auto-edit", s) {
					c.unattended(prog + " " + f + " " + strings.Trim(key, `"`) + " " + s)
				}
			}
		}
		for _, v := range jsonValues(text, `"allowed"`) {
			if t := listGrants(Word{S: strings.Trim(v, "[]")}, "run_shell_command", "ShellTool", "write_file", "replace"); t != "" {
				c.unattended(prog + " " + f + " tools.allowed " + t)
			}
		}
	}
}

// jsonValues returns the text of each value (a string, an array's or object's whole text, a
// bare true or number) given to a key (quoted, lower case) anywhere in a JSON text, in any
// case: a scan, not a parse, so a comment or a trailing comma (which these settings files
// allow) does not hide a key.
func jsonValues(text, key string) []string {
	var vals []string
	lower := strings.ToLower(text)
	for i := strings.Index(lower, key); i >= 0; {
		rest := strings.TrimLeft(text[i+len(key):], " \t\r\n")
		if r, ok := strings.CutPrefix(rest, ":"); ok {
			r = strings.TrimLeft(r, " \t\r\n")
			// A string, an array or object whole, or a bare value (true, 1).
			if end := jsonValueLen(r); end > 0 {
				vals = append(vals, r[:end])
			}
		}
		j := strings.Index(lower[i+len(key):], key)
		if j < 0 {
			break
		}
		i += len(key) + j
	}
	return vals
}

// configHome is the directory XDG tools keep their settings in: $XDG_CONFIG_HOME where the
// line sets it, else ~/.config. (One the harness's environment sets is not seen here; the
// home's default is read beside it.)
func configHome(c *Call) string {
	if v, ok := c.assigned("XDG_CONFIG_HOME"); ok && !v.Dyn && v.S != "" {
		return strings.TrimSuffix(v.S, "/")
	}
	return "~/.config"
}

// configFiles lists the file rel below the XDG config directory, the home's ~/.config
// too where the line names another, and then the others.
func configFiles(c *Call, rel string, others ...string) []string {
	files := []string{configHome(c) + "/" + rel}
	if files[0] != "~/.config/"+rel {
		files = append(files, "~/.config/"+rel)
	}
	return append(files, others...)
}

// ampFiles judges the settings Amp loads: ~/.config/amp/settings.json, a workspace's
// .amp/settings.json, and the file --settings-file or AMP_SETTINGS_FILE names (one nobody can
// read here may hold anything): amp.dangerouslyAllowAll on, or an amp.permissions rule that
// allows Bash, a file edit or every tool unconditionally, judged as --dangerously-allow-all is.
func ampFiles(c *Call) {
	for _, f := range configFiles(c, "amp/settings.json", ".amp/settings.json") {
		if text, ok := agentFile(c, "amp", f); ok {
			ampSettings(c, f, text)
		}
	}
	named := c.P.Values("settings-file")
	if v, ok := c.assigned("AMP_SETTINGS_FILE"); ok {
		named = append(named, v)
	}
	for _, w := range named {
		text, ok := c.ReadCode(c.PathOf(w))
		if !ok {
			c.unattended("amp " + w.S + " (settings nobody can read here)")
			continue
		}
		ampSettings(c, w.S, text)
	}
}

// ampSettings judges one Amp settings file's text.
func ampSettings(c *Call, f, text string) {
	for _, key := range [...]string{`"amp.dangerouslyallowall"`, `"dangerouslyallowall"`} {
		for _, v := range jsonValues(text, key) {
			if truthy(Word{S: strings.Trim(v, `"`)}) {
				c.unattended("amp " + f + " amp.dangerouslyAllowAll")
			}
		}
	}
	for _, perms := range jsonValues(text, `"amp.permissions"`) {
		for _, rule := range jsonItems(perms) {
			tool, action := jsonString(rule, `"tool"`), jsonString(rule, `"action"`)
			if strings.EqualFold(action, "allow") && matchesAll(jsonValues(rule, `"matches"`)) && toolGlob(tool, "bash", "edit_file", "create_file") {
				c.unattended("amp " + f + " amp.permissions allow " + tool)
			}
		}
	}
}

// cursorFiles judges the CLI config cursor-agent loads: ~/.cursor/cli-config.json (or under
// $XDG_CONFIG_HOME/cursor), and each .cursor/cli.json from the working directory up to the
// repository's top, which it merges: a permissions.allow entry that lets every shell command
// or every write through (Shell(*), Write(**)), or an approval mode that asks nothing.
func cursorFiles(c *Call) {
	files := configFiles(c, "cursor/cli-config.json", "~/.cursor/cli-config.json")
	up := ""
	for range 8 {
		files = append(files, up+".cursor/cli.json")
		top := c.PathOf(Word{S: up + ".git"})
		if c.In.FS == nil || top.Abs == "" || top.Abs == "/.git" || c.In.FS.Exists(top.Abs) {
			break
		}
		up += "../"
	}
	for _, f := range files {
		text, ok := agentFile(c, "cursor-agent", f)
		if !ok {
			continue
		}
		c.unattendedItems("cursor-agent "+f+" permissions.allow", text, "allow", cursorGrants)
		for _, v := range jsonValues(text, `"approvalmode"`) {
			if s := strings.ToLower(strings.Trim(v, `"`)); inWords("unrestricted yolo auto", s) {
				c.unattended("cursor-agent " + f + " approvalMode " + s)
			}
		}
	}
}

// cursorGrants reports a cursor-agent permission that lets every shell command or every file
// write run unasked: Shell or Write with no pattern, or one that matches anything.
func cursorGrants(item string) bool {
	name, arg, paren := strings.Cut(item, "(")
	if !strings.EqualFold(name, "shell") && !strings.EqualFold(name, "write") {
		return false
	}
	arg = strings.TrimSpace(strings.TrimSuffix(arg, ")"))
	return !paren || inWords("* ** :* *:* **/* ./**", arg) || arg == ""
}

// crushGrants reports a crush allowed_tools entry (a tool, or tool:action) that lets bash or a
// file write run unasked.
func crushGrants(item string) bool {
	tool, _, _ := strings.Cut(item, ":")
	return toolGlob(tool, "bash", "edit", "multiedit", "write", "download")
}

// unattendedItems says the agent runs unasked for each item of the JSON lists under key in
// text that grants (given the item unquoted) lets through; label names the setting.
func (c *Call) unattendedItems(label, text, key string, grants func(item string) bool) {
	for _, v := range jsonValues(text, `"`+key+`"`) {
		for _, item := range jsonItems(v) {
			if grants(strings.Trim(item, `"`)) {
				c.unattended(label + " " + item)
			}
		}
	}
}

// crushFiles judges the configs crush merges: ~/.config/crush/crush.json, its data
// directory's crush.json (~/.local/share/crush), and crush.json and .crush.json in the working
// directory (or the one --cwd names): a permissions.allowed_tools entry that lets bash or a
// file write run unasked (bash, bash:execute, edit, write), judged as --yolo is for those
// tools.
func crushFiles(c *Call) {
	dirs := []string{""}
	for _, p := range append(append([]Parsed(nil), c.Up...), c.P) {
		for _, w := range p.Values("cwd") {
			if w.Dyn {
				c.unattended("crush --cwd " + w.S + " (settings nobody can read here)")
				continue
			}
			dirs = append(dirs, strings.TrimSuffix(w.S, "/")+"/")
		}
	}
	data := "~/.local/share"
	if v, ok := c.assigned("XDG_DATA_HOME"); ok && !v.Dyn && v.S != "" {
		data = strings.TrimSuffix(v.S, "/")
	}
	files := configFiles(c, "crush/crush.json", data+"/crush/crush.json")
	for _, d := range dirs {
		files = append(files, d+"crush.json", d+".crush.json")
	}
	for _, f := range files {
		text, ok := agentFile(c, "crush", f)
		if !ok {
			continue
		}
		c.unattendedItems("crush "+f+" permissions.allowed_tools", text, "allowed_tools", crushGrants)
	}
}

// toolGlob reports a tool name or glob (any case) that names one of tools.
func toolGlob(pat string, tools ...string) bool {
	pat = strings.ToLower(strings.TrimSpace(pat))
	for _, t := range tools {
		if ok, _ := path.Match(pat, t); ok {
			return true
		}
	}
	return false
}

// matchesAll reports an Amp rule's matches (the text of each) that every call meets: none,
// or each of its values a pattern of everything ("*", "**").
func matchesAll(matches []string) bool {
	for _, m := range matches {
		for _, v := range jsonQuoted(m) {
			if v.value && v.s != "*" && v.s != "**" {
				return false
			}
		}
	}
	return true
}

// jsonString is the first string value given to key (quoted, lower case) in text, unquoted.
func jsonString(text, key string) string {
	for _, v := range jsonValues(text, key) {
		if strings.HasPrefix(v, `"`) {
			return strings.Trim(v, `"`)
		}
	}
	return ""
}

// jsonItems splits an array's text into its items' texts (strings with their quotes,
// objects and arrays whole, other values bare).
func jsonItems(arr string) []string {
	arr = strings.TrimSpace(arr)
	if !strings.HasPrefix(arr, "[") {
		return nil
	}
	var items []string
	r := arr[1:]
	for {
		r = strings.TrimLeft(r, " \t\r\n,")
		if r == "" || r[0] == ']' {
			return items
		}
		n := jsonValueLen(r)
		if n <= 0 {
			return items
		}
		items = append(items, r[:n])
		r = r[n:]
	}
}

// jsonValueLen is the length of the JSON value r starts with: a string to its closing quote,
// an object or array to its matching bracket (strings inside skipped), a bare value to the
// next delimiter; 0 where it does not end.
func jsonValueLen(r string) int {
	if r == "" {
		return 0
	}
	switch r[0] {
	case '"':
		for i := 1; i < len(r); i++ {
			switch r[i] {
			case '\\':
				i++
			case '"':
				return i + 1
			}
		}
		return 0
	case '{', '[':
		depth := 0
		for i := 0; i < len(r); i++ {
			switch r[i] {
			case '"':
				n := jsonValueLen(r[i:])
				if n == 0 {
					return 0
				}
				i += n - 1
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return i + 1
				}
			}
		}
		return 0
	}
	return strings.IndexAny(r+",", ",}] \t\r\n")
}

// jsonStr is one quoted string of a JSON text, and whether it stands as a value (not a
// key: no ':' follows it).
type jsonStr struct {
	s     string
	value bool
}

// jsonQuoted lists the strings of a JSON text in order.
func jsonQuoted(text string) []jsonStr {
	var out []jsonStr
	for i := 0; i < len(text); i++ {
		if text[i] != '"' {
			continue
		}
		n := jsonValueLen(text[i:])
		if n == 0 {
			break
		}
		after := strings.TrimLeft(text[i+n:], " \t\r\n")
		out = append(out, jsonStr{text[i+1 : i+n-1], !strings.HasPrefix(after, ":")})
		i += n - 1
	}
	return out
}
