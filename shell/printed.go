package shell

import (
	"strconv"
	"strings"
)

// What a tool prints carried through values. A SQL client judges the SQL a tool prints where
// it reaches the client (spec.Call.PrintsSQL): a pipe (sqlflush | psql), a substitution in
// its words (psql -c "$(sqlflush)"). The same text kept in a variable first
// (X=$(sqlflush); psql -c "$X"), handed to a function (f "$(sqlflush)" running psql -c "$1"),
// read from the tool (read -r X < <(pg_dump --clean db)), exported to a nested shell or
// echoed into the client's stdin, is the same SQL. So a value made from such a tool's output
// carries, among its origins (value.from), a mark naming the tool's command; wherever the
// value goes the mark goes (assignments, arrays, positional parameters, the environment of
// nested shells), and a command whose words or stdin hold it is judged as if the tool's
// output were there (Command.printers, the stdin's from).
//
// Marks are made only for commands whose printed SQL does something where a client runs it,
// and for commands that print lines of a file (tail -1 names.lst, or a pipeline from one: the
// guards read that file for the names a command given such a value reads, LinesFrom), so an
// ordinary $(date) or $(git rev-parse HEAD) carries none; they are taken out of the origins the
// spec table and the guards read (those name variables and files).

// printedMark starts an origin that is the index of a printing command in cmdEnv.printed.
const printedMark = "printed:"

// printedMarks returns the marks of the commands in listed that print SQL a client would act
// on (printedBy), lines of a file (shownFiles) or text the line gives them through filters the
// walk does not work out (textGiven), registering them with the walk; last: only
// those that print into the value itself, the last stage of a pipeline.
func (w *walker) printedMarks(listed []*Command, last bool) []string {
	if w.env == nil {
		return nil
	}
	var out []string
	for _, o := range listed {
		if last && o.pipedTo != nil {
			continue
		}
		if len(printedBy([]*Command{o}, 0)) == 0 && len(shownFiles([]*Command{o}, 0)) == 0 && len(textGiven([]*Command{o})) == 0 {
			continue
		}
		w.env.printed = append(w.env.printed, o)
		out = append(out, printedMark+strconv.Itoa(len(w.env.printed)-1))
	}
	return out
}

// splitPrinted separates an origin list into the origins that name variables and files, and
// the printing commands its marks name. Without marks it returns from itself.
func (w *walker) splitPrinted(from []string) ([]string, []*Command) {
	if w.env == nil || len(w.env.printed) == 0 {
		return from, nil
	}
	var plain []string
	var cmds []*Command
	for i, f := range from {
		n, ok := strings.CutPrefix(f, printedMark)
		if !ok {
			if plain != nil {
				plain = append(plain, f)
			}
			continue
		}
		if plain == nil {
			plain = append(make([]string, 0, len(from)), from[:i]...)
		}
		if k, err := strconv.Atoi(n); err == nil && k >= 0 && k < len(w.env.printed) {
			cmds = appendNew(cmds, w.env.printed[k])
		}
	}
	if plain == nil {
		return from, nil
	}
	if len(plain) == 0 {
		plain = nil
	}
	return plain, cmds
}

// plainFrom is from without its marks of printing commands: what a guard reads of a word's
// or a declaration's origins.
func plainFrom(from []string) []string {
	for i, f := range from {
		if !strings.HasPrefix(f, printedMark) {
			continue
		}
		out := append(make([]string, 0, len(from)), from[:i]...)
		for _, g := range from[i+1:] {
			if !strings.HasPrefix(g, printedMark) {
				out = append(out, g)
			}
		}
		if len(out) == 0 {
			return nil
		}
		return out
	}
	return from
}

// printedIn returns the marks of printing commands in the fields' origins: what a builtin
// that makes a value of its words (printf -v) passes on.
func printedIn(fs []field) []string {
	var out []string
	for _, f := range fs {
		for _, o := range f.from {
			if strings.HasPrefix(o, printedMark) {
				out = append(out, o)
			}
		}
	}
	return out
}

// appendNew appends c to cs where it is not there yet.
func appendNew(cs []*Command, c *Command) []*Command {
	for _, o := range cs {
		if o == c {
			return cs
		}
	}
	return append(cs, c)
}
