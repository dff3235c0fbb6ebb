package sqlscan

// Statements that destroy rows without DROP, DELETE or TRUNCATE in their head: MERGE ... WHEN
// MATCHED THEN DELETE over a join every row meets, MySQL's ALTER TABLE ... ENGINE=BLACKHOLE
// (every row discarded) and DISCARD TABLESPACE (the data file removed), an upsert that reads
// its own table back over itself, and ALTER COLUMN ... TYPE ... USING a constant, which
// overwrites every value of the column.

// merge reads MERGE [INTO] target [[AS] a] USING source [[AS] b] ON cond WHEN ...: a WHEN
// MATCHED THEN DELETE (or UPDATE) that every row of target reaches deletes (or overwrites)
// every row.
func (s *scanner) merge(st Statement) {
	i := skip(st, 1, "INTO")
	target, _ := name(st, i)
	using := topWord(st, i, "USING")
	on := topWord(st, i, "ON")
	if using < 0 || on < using {
		return
	}
	source, _ := name(st, using+1)
	end := clauseEnd(st, on+1, "WHEN")
	every := always(st[on+1:end], s.d) || source != "" && source == target && sameColumns(st[on+1:end])
	if !every {
		return
	}
	for w := end; w >= 0 && w < len(st); w = topWord(st, w+1, "WHEN") {
		then := topWord(st, w+1, "THEN")
		if then < 0 || !isWord(st[w+1], "MATCHED") {
			continue // WHEN NOT MATCHED inserts
		}
		if and := topWord(st[:then], w+2, "AND"); and >= 0 && !always(st[and+1:then], s.d) {
			continue // only the rows a condition picks
		}
		t := orQ(target)
		switch {
		case then+1 < len(st) && isWord(st[then+1], "DELETE"):
			s.live(Finding{Rule: "delete-all", Op: "MERGE ... WHEN MATCHED THEN DELETE", Object: "every row of " + t,
				What: "MERGE INTO " + t + " on a join every row meets, WHEN MATCHED THEN DELETE, deletes every row", Target: target})
			return
		case then+1 < len(st) && isWord(st[then+1], "UPDATE"):
			s.live(Finding{Rule: "update-all", Op: "MERGE ... WHEN MATCHED THEN UPDATE", Object: "every row of " + t + " (overwritten)",
				What: "MERGE INTO " + t + " on a join every row meets, WHEN MATCHED THEN UPDATE, overwrites every row", Target: target})
			return
		}
	}
}

// sameColumns reports an ON condition that joins a table to itself row for row: a = b (or an
// AND of such) where both sides name the same column (u.id = s.id).
func sameColumns(c Statement) bool {
	parts := splitBool(trimParens(c), Unknown, false)
	for _, p := range parts {
		p = trimParens(p)
		eq := -1
		for i, t := range p {
			if t.Kind == Punct && t.Text == "=" {
				eq = i
				break
			}
		}
		if eq <= 0 || eq == len(p)-1 {
			return false
		}
		l, r := p[eq-1], p[len(p)-1]
		if l.Kind != Word && l.Kind != Ident || l.Kind != r.Kind || l.Up != r.Up || l.Text != r.Text && l.Kind == Ident {
			return false
		}
	}
	return len(parts) > 0
}

// upsert reads INSERT INTO t ... SELECT ... FROM t ... ON CONFLICT DO UPDATE (ON DUPLICATE KEY
// UPDATE): every row of t read back collides with itself, and the update overwrites it.
func (s *scanner) upsert(st Statement) {
	i := skipAny(st, 1, "INTO", "IGNORE", "LOW_PRIORITY", "HIGH_PRIORITY", "DELAYED")
	target, _ := name(st, i)
	sel := topWord(st, i, "SELECT")
	if target == "" || sel < 0 {
		return
	}
	from := topWord(st, sel, "FROM")
	if from < 0 {
		return
	}
	if src, _ := name(st, from+1); src != target {
		return
	}
	conflict := topWord(st, from, "ON")
	if conflict < 0 || conflict+1 >= len(st) || !isWord(st[conflict+1], "CONFLICT", "DUPLICATE") || topWord(st, conflict, "UPDATE") < 0 {
		return
	}
	if w := topWord(st[:conflict], from, "WHERE"); w >= 0 && !always(st[w+1:clauseEnd(st[:conflict], w+1, "GROUP", "ORDER", "LIMIT")], s.d) {
		return
	}
	s.live(Finding{Rule: "update-all", Op: "INSERT ... SELECT FROM itself ... ON CONFLICT DO UPDATE", Object: "every row of " + target + " (overwritten)",
		What: "INSERT INTO " + target + " of its own rows with an update on conflict overwrites every row", Target: target})
}

// engineLoss reads ALTER TABLE's ENGINE = BLACKHOLE and DISCARD TABLESPACE (MySQL), which
// throw every row away.
func (s *scanner) engineLoss(a Statement, table string) {
	t := orQ(table)
	switch a[0].Up {
	case "ENGINE", "TYPE":
		i := 1
		if i < len(a) && a[i].Kind == Punct && a[i].Text == "=" {
			i++
		}
		if i < len(a) && (a[i].Kind == Word || a[i].Kind == String || a[i].Kind == Ident) && (a[i].Up == "BLACKHOLE" || upper(a[i].Text) == "BLACKHOLE") {
			s.live(Finding{Rule: "delete-all", Op: "ALTER TABLE ENGINE=BLACKHOLE", Object: "every row of " + t,
				What: "ALTER TABLE " + t + " ENGINE=BLACKHOLE discards every row", Target: table})
		}
	case "DISCARD":
		if len(a) > 1 && isWord(a[1], "TABLESPACE") {
			s.live(Finding{Rule: "delete-all", Op: "ALTER TABLE DISCARD TABLESPACE", Object: "every row of " + t,
				What: "ALTER TABLE " + t + " DISCARD TABLESPACE removes the file that holds every row", Target: table})
		}
	}
}

// usingConstant reports ALTER COLUMN ... TYPE ... USING an expression without columns: every
// value of the column is overwritten by it.
func (s *scanner) usingConstant(a Statement, table string) {
	u := topWord(a, 1, "USING")
	if u < 0 {
		return
	}
	if _, ok := constant(a[u+1:]); ok {
		t := orQ(table)
		s.live(Finding{Rule: "update-all", Op: "ALTER COLUMN TYPE ... USING a constant", Object: "every row of " + t + " (overwritten)",
			What: "ALTER COLUMN ... USING a constant on " + t + " overwrites the column in every row", Target: table})
	}
}

func upper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 32
		}
	}
	return string(b)
}

// replaceTable reads CREATE OR REPLACE TABLE (MariaDB, Snowflake, BigQuery, Databricks): an
// existing table of that name is dropped with its rows, unless the text made it.
func (s *scanner) replaceTable(st Statement) {
	if len(st) < 4 || !isWord(st[1], "OR") || !isWord(st[2], "REPLACE") {
		return
	}
	i := skipAny(st, 3, "TRANSIENT", "VOLATILE", "GLOBAL", "LOCAL")
	if i >= len(st) || !isWord(st[i], "TABLE") {
		return // a view, a function: no rows
	}
	n, _ := name(st, i+1)
	s.live(Finding{Rule: "drop-table", Op: "CREATE OR REPLACE TABLE", Object: "table " + orQ(n) + " and its rows",
		What: "CREATE OR REPLACE TABLE " + orQ(n) + " drops the existing table and all its rows", Target: n, Schema: true})
}
