package sqlscan

import "strings"

// SQL that runs by another name than its own statement: a routine the same text defines and
// then calls (CREATE FUNCTION x() ... EXECUTE 'DROP TABLE users'; SELECT x()), whose body runs
// at the call, and dblink_exec/dblink, which run their SQL argument on a (possibly the same)
// server.

// routine notes a PostgreSQL routine a statement defines, with its body, so that a call later
// in the text runs it.
func (s *scanner) routine(st Statement) {
	if !routineDef(st) {
		return
	}
	i := skip(st, 1, "OR", "REPLACE")
	if i >= len(st) || !isWord(st[i], "FUNCTION", "PROCEDURE") {
		return
	}
	n, _ := name(st, i+1)
	if n == "" {
		return
	}
	as := topWord(st, i+1, "AS")
	if as < 0 || as+1 >= len(st) || st[as+1].Kind != Body && st[as+1].Kind != String {
		return
	}
	if s.routines == nil {
		s.routines = map[string]string{}
	}
	s.routines[n] = st[as+1].Text
}

// calls runs the bodies of the routines the text defined that st calls (SELECT x(), CALL x(),
// PERFORM x()), each once per call chain.
func (s *scanner) calls(st Statement) {
	if len(s.routines) == 0 || routineDef(st) {
		return
	}
	for i := 0; i+1 < len(st); i++ {
		t := st[i]
		if t.Kind != Word && t.Kind != Ident || st[i+1].Kind != Punct || st[i+1].Text != "(" {
			continue
		}
		n := strings.ToLower(t.Text)
		body, ok := s.routines[n]
		if !ok || s.running(n) {
			continue
		}
		s.calling = append(s.calling, n)
		s.plpgsql(body)
		s.calling = s.calling[:len(s.calling)-1]
	}
}

func (s *scanner) running(n string) bool {
	for _, c := range s.calling {
		if c == n {
			return true
		}
	}
	return false
}

// dblinkFuncs run their last SQL argument on a server: dblink_exec([conn,] sql [, fail]),
// dblink([conn,] sql [, fail]), dblink_send_query(conn, sql), dblink_open(conn, cursor, sql).
var dblinkFuncs = [...]string{"DBLINK_EXEC", "DBLINK", "DBLINK_SEND_QUERY", "DBLINK_OPEN"}

// dblink reads the SQL given to dblink's functions as SQL run where it lands.
func (s *scanner) dblink(st Statement) {
	for i := 0; i+1 < len(st); i++ {
		if !isWord(st[i], dblinkFuncs[:]...) || st[i+1].Kind != Punct || st[i+1].Text != "(" {
			continue
		}
		end := closeParen(st, i+1)
		args := splitTop(st[i+2:end], ",")
		last := args[len(args)-1]
		if len(args) > 1 && len(last) == 1 && isWord(last[0], "TRUE", "FALSE") {
			last = args[len(args)-2]
		}
		s.dynamic(last, strings.ToLower(st[i].Text))
		i = end
	}
}
