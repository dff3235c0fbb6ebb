package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/hookguard/hookguard/internal/settle"
)

func init() {
	register("settle", "rewrite this binary's file in place, byte for byte, so that Linux maps its code in 2 MB pages (faster hook calls)", settleCmd)
}

// SettleAfterRun lets a hook call start `hookguard settle` in the background when its code is
// mapped in 4 KB pages (see internal/settle). The hookguard command's main sets it; tests that
// run cli.Main leave it off, since there the running binary is a test binary.
var SettleAfterRun bool

// kickSettle is a hook call's last step, after its answer is written.
func (c *ctx) kickSettle() {
	if SettleAfterRun {
		settle.Kick(c.store().Dir, c.getenv)
	}
}

func settleCmd(c *ctx, args []string) int {
	fs := flags(c, "settle", "[--check]")
	check := fs.Bool("check", false, "only say whether this binary's code is mapped in 2 MB pages")
	background := fs.Bool("background", false, "started by a hook call: lower priority, no output")
	if code, ok := parse(c, fs, args); !ok {
		return code
	}
	if *check {
		fmt.Fprintln(c.stdout, pages())
		return 0
	}
	if *background {
		settle.Yield()
	}
	res, err := settle.Run(c.store().Dir)
	if *background {
		if err != nil {
			return 1
		}
		return 0
	}
	switch {
	case errors.Is(err, settle.ErrUnsupported) || errors.Is(err, settle.ErrReplaced):
		fmt.Fprintf(c.stdout, "hookguard settle: %v\n", err)
		return 0
	case err != nil:
		fmt.Fprintf(c.stderr, "hookguard settle: %v\nThis costs only speed: each hook call maps hookguard's code in 4 KB pages. Run `hookguard settle` as the binary's owner, or reinstall it where its user can write.\n", err)
		return 1
	case res.Already:
		fmt.Fprintf(c.stdout, "%s: its code is mapped in 2 MB pages already; nothing to do\n", res.Path)
		return 0
	}
	fmt.Fprintf(c.stdout, "%s: rewrote its %.1f MB with large writes (the same bytes); a new hookguard process now maps its code in %s\n",
		res.Path, float64(res.Size)/(1<<20), newPages(res.Path))
	return 0
}

// pages says how this process's code is mapped.
func pages() string {
	switch huge, known := settle.MappedWhole(); {
	case !known:
		return "unknown pages (the kernel cannot say: before Linux 6.7, or not Linux)"
	case huge:
		return "2 MB pages"
	}
	return "4 KB pages"
}

// newPages asks the rewritten binary how its code is mapped: a file system that keeps files in
// 4 KB pages whatever wrote them gains nothing, and the person should know.
func newPages(path string) string {
	s, err := pagesOf(path)
	if err != nil {
		return fmt.Sprintf("pages it could not report (%v)", err)
	}
	if s == "4 KB pages" {
		s += " all the same: this file system keeps files in small pages whatever wrote them, so nothing was gained (and nothing lost)"
	}
	return s
}

// pagesOf asks the hookguard at path how its code is mapped (`settle --check`), briefly: a
// broken binary must not hang doctor.
func pagesOf(path string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, "settle", "--check")
	cmd.Env = append(os.Environ(), settle.EnvVar+"=off")
	out, err := cmd.Output()
	if err != nil {
		return "", err
	}
	return strings.TrimSpace(string(out)), nil
}
