package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"
)

// flagSet is a command's flags and the synopsis its --help shows. It is the standard library's
// flag package with what the commands need on top: flags after arguments (`check --explain
// 'rm -rf /'` and `check 'rm -rf /' --explain` alike), repeatable flags, and --help listing
// the flags in the order they were defined.
//
// It is not pflag: pflag imports net for its IP flags, and net makes a default (cgo) build
// link the C library and its loader, which cost ~4 ms, a third of every hook call.
type flagSet struct {
	*flag.FlagSet
	synopsis string
	order    []string // flag names as defined, for --help
	args     []string // the arguments left once flags are taken out
}

// flags makes a flag set that reports its errors in our words.
func flags(c *ctx, name, synopsis string) *flagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	// The flag package's own messages are replaced by parse's: help to stdout, errors to stderr.
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return &flagSet{FlagSet: fs, synopsis: synopsis}
}

func (fs *flagSet) String(name, value, usage string) *string {
	fs.order = append(fs.order, name)
	return fs.FlagSet.String(name, value, usage)
}

func (fs *flagSet) Bool(name string, value bool, usage string) *bool {
	fs.order = append(fs.order, name)
	return fs.FlagSet.Bool(name, value, usage)
}

func (fs *flagSet) Duration(name string, value time.Duration, usage string) *time.Duration {
	fs.order = append(fs.order, name)
	return fs.FlagSet.Duration(name, value, usage)
}

func (fs *flagSet) Float64(name string, value float64, usage string) *float64 {
	fs.order = append(fs.order, name)
	return fs.FlagSet.Float64(name, value, usage)
}

// StringArray defines a flag that may be given many times; each value is kept as given.
func (fs *flagSet) StringArray(name string, value []string, usage string) *[]string {
	fs.order = append(fs.order, name)
	p := new([]string)
	*p = append(*p, value...)
	fs.FlagSet.Var((*stringsValue)(p), name, usage)
	return p
}

type stringsValue []string

func (s *stringsValue) String() string { return strings.Join(*s, ",") }

func (s *stringsValue) Set(v string) error {
	*s = append(*s, v)
	return nil
}

// Args returns the arguments that are not flags, wherever they stood.
func (fs *flagSet) Args() []string { return fs.args }

// NArg returns how many arguments are not flags.
func (fs *flagSet) NArg() int { return len(fs.args) }

// Changed reports whether the flag was given on the command line.
func (fs *flagSet) Changed(name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// Parse takes flags from anywhere in args; after "--" everything is an argument.
func (fs *flagSet) Parse(args []string) error {
	fs.args = nil
	for {
		if err := fs.FlagSet.Parse(args); err != nil {
			return err
		}
		rest := fs.FlagSet.Args()
		if len(rest) == 0 {
			return nil
		}
		if taken := len(args) - len(rest); taken > 0 && args[taken-1] == "--" {
			fs.args = append(fs.args, rest...)
			return nil
		}
		fs.args = append(fs.args, rest[0])
		args = rest[1:]
	}
}

// usages lists the flags as --help shows them, in the order they were defined.
func (fs *flagSet) usages() string {
	type line struct{ head, usage string }
	var lines []line
	width := 0
	for _, name := range fs.order {
		f := fs.Lookup(name)
		typ, usage := flag.UnquoteUsage(f)
		switch f.Value.(type) {
		case *stringsValue:
			typ = "string"
		}
		head := "  --" + name
		if typ != "" {
			head += " " + typ
		}
		switch f.DefValue {
		case "", "false", "0", "0s":
		default:
			if typ == "string" {
				usage += fmt.Sprintf(" (default %q)", f.DefValue)
			} else {
				usage += fmt.Sprintf(" (default %s)", f.DefValue)
			}
		}
		lines = append(lines, line{head, usage})
		width = max(width, len(head))
	}
	var b strings.Builder
	for _, l := range lines {
		fmt.Fprintf(&b, "%-*s   %s\n", width, l.head, l.usage)
	}
	return b.String()
}

// parse parses flags; it returns false with the exit code when the command must end here.
func parse(c *ctx, fs *flagSet, args []string) (int, bool) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintf(c.stdout, "Usage: hookguard %s %s\n\nFlags:\n%s", fs.Name(), fs.synopsis, fs.usages())
			return 0, false
		}
		fmt.Fprintf(c.stderr, "hookguard %s: %v (see `hookguard %s --help`)\n", fs.Name(), flagError(err), fs.Name())
		return 2, false
	}
	return 0, true
}

// flagError words the flag package's errors as a person reads them ("flag provided but not
// defined: -bogus" is "unknown flag --bogus").
func flagError(err error) error {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: "); ok {
		return fmt.Errorf("unknown flag --%s", strings.TrimLeft(name, "-"))
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: "); ok {
		return fmt.Errorf("flag --%s needs a value", strings.TrimLeft(name, "-"))
	}
	return err
}
