package cli

import (
	"fmt"
	"os"
	"strings"

	"github.com/hookguard/hookguard/install"
	"github.com/hookguard/hookguard/internal/buildrec"
	"github.com/hookguard/hookguard/internal/settle"
)

// doctorBuild says whether the hookguard the wrappers would run was built as releases are,
// with CGO_ENABLED=0. A cgo build of hookguard links the C library (pflag brings net, and net
// uses cgo's resolver when it can), so the dynamic loader runs at every hook call, ~4 ms; a
// plain `go install` makes one wherever a C compiler is installed. It warns and never
// disarms: the guards work the same, only slower. It reads the binary's build record and
// runs nothing.
func doctorBuild(env install.Env, stateDir string) install.Status {
	s := install.Status{Name: "build", Armed: true}
	b := install.ResolveBinary(env, true)
	s.Binary = b
	if b.Path == "" {
		s.Parts = append([]string{"no hookguard the wrappers would run (see above)"}, heapParts()...)
		return s
	}
	s.Parts, s.Warnings = buildFindings(b.Path)
	// How its code is mapped: a hookguard from before `settle` cannot say, and says nothing.
	switch pages, _ := pagesOf(b.Path); pages {
	case "2 MB pages":
		s.Parts = append(s.Parts, "its code is mapped in 2 MB pages (settled)")
	case "4 KB pages":
		s.Parts = append(s.Parts, "its code is mapped in 4 KB pages"+unsettled(stateDir, b.Path))
	}
	s.Parts = append(s.Parts, heapParts()...)
	return s
}

// heapParts is the sentence on how hook calls page their heap on this machine, which this
// process's own init found out, where it has one.
func heapParts() []string {
	if l := heapLine(os.Getenv); l != "" {
		return []string{l}
	}
	return nil
}

func buildFindings(path string) (parts, warnings []string) {
	mod, err := buildrec.Read(path)
	if err != nil {
		return nil, []string{fmt.Sprintf("%s: its build cannot be read (%v): is it a Go binary?", path, err)}
	}
	cgo := ""
	for _, l := range strings.Split(mod, "\n") {
		if v, ok := strings.CutPrefix(l, "build\tCGO_ENABLED="); ok {
			cgo = v
		}
	}
	switch cgo {
	case "0":
		return []string{path + " is static (CGO_ENABLED=0)"}, nil
	case "1":
		return nil, []string{fmt.Sprintf("%s was built with cgo: every hook call pays the dynamic loader (~4 ms) → rebuild it with CGO_ENABLED=0 (CGO_ENABLED=0 go install github.com/hookguard/hookguard/cmd/hookguard@latest) and run `hookguard install`", path)}
	}
	return []string{path + " does not record CGO_ENABLED (built before Go 1.18?)"}, nil
}

// unsettled says why a binary is in 4 KB pages and what would change it.
func unsettled(stateDir, path string) string {
	if settle.Tried(stateDir, path) {
		return ", although it was settled this boot: its file system keeps files in small pages whatever wrote them"
	}
	if err := settle.Rewritable(path); err != nil {
		return fmt.Sprintf(", and this user cannot settle it (%v): its owner can run `%s settle` (each hook call ~60 fewer page faults; README, Speed)", err, path)
	}
	return ": hook calls settle it in the background within a few dozen calls, or run `hookguard settle` (each call ~60 fewer page faults; README, Speed)"
}
