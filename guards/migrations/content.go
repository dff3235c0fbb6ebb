package migrations

import (
	"slices"

	"github.com/hookguard/hookguard/sqlscan"
)

// finding is one hazard found in a new migration.
type finding struct {
	rule   string // stable rule id
	what   string // what the statement does, in words
	target string // the table it acts on, lower-cased, when known
}

// sqlOpts are the content scan's switches.
type sqlOpts struct {
	dialect         sqlscan.Dialect // Unknown reads the text under every dialect
	postgres        bool            // the database is PostgreSQL: a non-concurrent index locks writes
	concurrentIndex bool            // the rule is on for this framework
}

// contentRules are the sqlscan rules that are hazards of a new migration. A backfill (UPDATE
// without WHERE) and the drop of a view, function or role are a migration's ordinary work.
var contentRules = [...]string{"drop-table", "drop-schema", "drop-column", "truncate", "delete-all", "rename-table",
	"rename-column", "rename-schema", "change-type", "set-not-null", "not-null-no-default", "index-not-concurrent",
	"dynamic-ddl", "self-suppression"}

// scanSQL lists the hazards of forward SQL. created collects tables created in the same file
// (they hold no data yet, so their changes are exempt); it may be shared with host code.
func scanSQL(src string, o sqlOpts, created map[string]bool) []finding {
	var out []finding
	for _, f := range sqlscan.Scan(src, sqlscan.Options{Dialect: o.dialect, ConcurrentIndex: o.postgres && o.concurrentIndex, Created: created}) {
		if f.Fresh || !slices.Contains(contentRules[:], f.Rule) {
			continue
		}
		out = append(out, finding{rule: f.Rule, what: f.What, target: f.Target})
	}
	return out
}

// isWordStart and isWordByte read identifiers in host-language code.
func isWordStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

func isWordByte(c byte) bool { return isWordStart(c) || c >= '0' && c <= '9' }
