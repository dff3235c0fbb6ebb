package spec

import "strings"

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

// jsonValues returns the text of each value (a string, or an array's whole text) given to a
// key (quoted, lower case) anywhere in a JSON text, in any case: a scan, not a parse, so a
// comment or a trailing comma (which these settings files allow) does not hide a key.
func jsonValues(text, key string) []string {
	var vals []string
	lower := strings.ToLower(text)
	for i := strings.Index(lower, key); i >= 0; {
		rest := strings.TrimLeft(text[i+len(key):], " \t\r\n")
		if r, ok := strings.CutPrefix(rest, ":"); ok {
			r = strings.TrimLeft(r, " \t\r\n")
			end := -1
			switch {
			case strings.HasPrefix(r, `"`):
				end = strings.Index(r[1:], `"`) + 2
			case strings.HasPrefix(r, "["):
				end = strings.Index(r, "]") + 1
			}
			if end > 0 {
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
