package spec

import (
	"strings"

	"github.com/hookguard/hookguard/shell/code"
)

// zxDoes: zx runs a script as node does, and a markdown one (FILE.md, or stdin or --eval with
// --ext=md) as the JavaScript zx makes of it: its js and ts code blocks, and its sh and bash
// blocks as `await $` commands (zxMarkdown); its shell options run too (zxShellOptions).
func zxDoes(c *Call) {
	ps := c.pieces(&nodeLang)
	ext, _ := c.Value("ext")
	for i := range ps {
		p := &ps[i]
		md := strings.HasSuffix(p.file, ".md")
		if p.class != "file" {
			md = !ext.Dyn && strings.TrimPrefix(ext.S, ".") == "md"
		}
		if md && p.known {
			p.text = zxMarkdown(p.text)
		}
	}
	c.runCode(&nodeLang, ps, code.Options{})
	zxShellOptions(c)
}

// zxShellOptions: zx's --prefix and --postfix are shell text run with every $`...` command,
// and --shell the program that runs them (zx --prefix='rm -rf ~;' x.mjs).
func zxShellOptions(c *Call) {
	for _, o := range [...]string{"prefix", "postfix", "shell"} {
		v, ok := c.Value(o)
		if !ok || !v.Dyn && strings.TrimSpace(v.S) == "" {
			continue
		}
		// Each stands around a command, here the empty one (:), so that the text parses as
		// it runs.
		text := v.S + " :"
		switch {
		case o == "postfix":
			text = ":" + v.S
		case o == "shell" && !v.Dyn:
			text = ShellQuote(v.S)
		case o == "shell":
			text = v.S
		}
		c.Add(Effect{Kind: Exec, Lang: "sh", Class: "config", Text: text, Known: !v.Dyn, Dyn: v.Dyn, By: "zx --" + o})
	}
}

// zxMarkdown is the script zx runs for a markdown file, line for line as zx's
// transformMarkdown makes it: the lines of ```js, ```javascript, ```ts and ```typescript
// blocks and of indented blocks after a blank line are code, a ```sh, ```shell or ```bash
// block becomes one await $`...` command, and every other line a comment.
func zxMarkdown(src string) string {
	var out strings.Builder
	state, fence := "root", ""
	blank := true
	for _, line := range strings.Split(src, "\n") {
		emit := "// " + line
		switch state {
		case "root":
			f, lang, isFence := mdFence(line)
			switch {
			case blank && (strings.HasPrefix(line, "    ") || strings.HasPrefix(line, "\t")):
				emit, state = line, "tab"
			case isFence && (lang == "js" || lang == "javascript" || lang == "ts" || lang == "typescript"):
				emit, state, fence = "", "js", f
			case isFence && (lang == "sh" || lang == "shell" || lang == "bash"):
				emit, state, fence = "await $`", "bash", f
			case isFence:
				emit, state, fence = "", "other", f
			default:
				blank = line == ""
			}
		case "tab":
			switch {
			case line == "":
				emit = ""
			case strings.HasPrefix(line, " ") || strings.HasPrefix(line, "\t"):
				emit = line
			default:
				state = "root"
			}
		case "js", "bash", "other":
			switch {
			case line == fence && state == "bash":
				emit, state = "`", "root"
			case line == fence:
				emit, state = "", "root"
			case state != "other":
				emit = line
			}
		}
		out.WriteString(emit)
		out.WriteByte('\n')
	}
	return out.String()
}

// mdFence reads a markdown fence line: 1 to 20 backticks or tildes (more than two), then the
// block's language to the end of the line.
func mdFence(line string) (fence, lang string, ok bool) {
	if len(line) < 3 || line[0] != '`' && line[0] != '~' {
		return "", "", false
	}
	n := 0
	for n < len(line) && line[n] == line[0] {
		n++
	}
	if n < 3 || n > 20 {
		return "", "", false
	}
	return line[:n], line[n:], true
}
