package cli

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"
)

// flagSet is a command's flags (spf13/pflag, GNU style: --name VALUE or --name=VALUE, flags
// before or after the arguments, "--" ends them) and the synopsis its --help shows. The
// commands define no one-letter flags; -h asks for help.
//
// pflag imports net (for its IP flags). That costs nothing at run time in the static,
// pure-Go build every release and the README's install make (CGO_ENABLED=0); a cgo build
// would link the C library and its loader into every hook call (~4 ms), which is why the
// root's TestStaticBuild builds with CGO_ENABLED=0 and checks the binary has no interpreter.
type flagSet struct {
	*pflag.FlagSet
	name     string
	synopsis string
}

// flags makes a flag set that reports its errors in our words.
func flags(c *ctx, name, synopsis string) *flagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	// pflag's own messages are replaced by parse's: help to stdout, errors to stderr.
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	// --help lists the flags in the order they were defined, most used first.
	fs.SortFlags = false
	return &flagSet{FlagSet: fs, name: name, synopsis: synopsis}
}

// Name is the command the flags belong to.
func (fs *flagSet) Name() string { return fs.name }

// Parse takes flags from anywhere in args; after "--" everything is an argument. A word with
// one dash and more than one letter is refused before pflag sees it: pflag would read -json
// as the letters j, s, o, n (and silently skip -test.anything, which go test reserves).
func (fs *flagSet) Parse(args []string) error {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return fs.FlagSet.Parse(args)
		case strings.HasPrefix(a, "--"):
			name, _, hasValue := strings.Cut(a[2:], "=")
			if f := fs.Lookup(name); f != nil && !hasValue && takesValue(f) {
				i++ // the next word is this flag's value, whatever it looks like
			}
		case len(a) > 2 && a[0] == '-':
			return &singleDashError{word: a, long: fs.Lookup(strings.SplitN(a[1:], "=", 2)[0]) != nil}
		case len(a) == 2 && a[0] == '-' && a != "-h":
			return &singleDashError{word: a}
		}
	}
	return fs.FlagSet.Parse(args)
}

// singleDashError is a flag written with one dash.
type singleDashError struct {
	word string
	long bool // the word names one of the command's flags
}

func (e *singleDashError) Error() string {
	name := strings.SplitN(strings.TrimPrefix(e.word, "-"), "=", 2)[0]
	if e.long {
		return fmt.Sprintf("%s: a flag takes two dashes: --%s", e.word, strings.TrimPrefix(e.word, "-"))
	}
	return fmt.Sprintf("unknown flag -%s: flags take two dashes, and a word that starts with a dash goes after --", name)
}

// usages lists the flags as --help shows them, in the order they were defined.
func (fs *flagSet) usages() string {
	type line struct{ head, usage string }
	var lines []line
	width := 0
	fs.VisitAll(func(f *pflag.Flag) {
		typ := valueName(f)
		head := "  --" + f.Name
		if typ != "" {
			head += " " + typ
		}
		usage := f.Usage
		switch f.DefValue {
		case "", "false", "0", "0s", "[]":
		default:
			if typ == "string" {
				usage += fmt.Sprintf(" (default %q)", f.DefValue)
			} else {
				usage += fmt.Sprintf(" (default %s)", f.DefValue)
			}
		}
		lines = append(lines, line{head, usage})
		width = max(width, len(head))
	})
	var b strings.Builder
	for _, l := range lines {
		fmt.Fprintf(&b, "%-*s   %s\n", width, l.head, l.usage)
	}
	return b.String()
}

// valueName is what --help shows after a flag that takes a value ("" for a switch), in the
// words the commands' help has always used.
func valueName(f *pflag.Flag) string {
	switch t := f.Value.Type(); t {
	case "bool":
		return ""
	case "stringArray":
		return "string" // repeatable: each --flag adds one
	case "float64":
		return "float"
	default:
		return t
	}
}

// takesValue reports whether the flag needs a value (it is not a switch).
func takesValue(f *pflag.Flag) bool { return f.NoOptDefVal == "" }

// parse parses flags; it returns false with the exit code when the command must end here.
func parse(c *ctx, fs *flagSet, args []string) (int, bool) {
	if c.describe != nil {
		// `hookguard completion` is reading the command's flags: it ends here, before
		// anything the command does.
		c.describe(fs)
		return 0, false
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			fmt.Fprintf(c.stdout, "Usage: hookguard %s %s\n\nFlags:\n%s", fs.Name(), fs.synopsis, fs.usages())
			return 0, false
		}
		fmt.Fprintf(c.stderr, "hookguard %s: %v (see `hookguard %s --help`)\n", fs.Name(), flagError(err), fs.Name())
		return 2, false
	}
	return 0, true
}

// flagError words pflag's errors as a person reads them, the same for every command:
// "unknown flag: --bogus" is "unknown flag --bogus".
func flagError(err error) error {
	var notExist *pflag.NotExistError
	var noValue *pflag.ValueRequiredError
	var invalid *pflag.InvalidValueError
	var syntax *pflag.InvalidSyntaxError
	switch {
	case errors.As(err, &notExist):
		return fmt.Errorf("unknown flag --%s", notExist.GetSpecifiedName())
	case errors.As(err, &noValue):
		return fmt.Errorf("flag --%s needs a value", noValue.GetSpecifiedName())
	case errors.As(err, &invalid):
		return fmt.Errorf("invalid value %q for --%s: %v", invalid.GetValue(), invalid.GetFlag().Name, invalid.Unwrap())
	case errors.As(err, &syntax):
		return fmt.Errorf("bad flag %s: write --name or --name=value", syntax.GetSpecifiedFlag())
	}
	return err
}
