package secrets

import (
	"os"
	"strings"
	"testing"
)

// A value of a secret file the line sources, typed as a literal on the same line, is that
// secret, whatever its shape: none of these values matches a vendor pattern, so only the
// file says what they are.
func TestTypedSourcedValue(t *testing.T) {
	f := commandWorld(t)
	env := "# local settings\n" +
		"export API_TOKEN=\"q8Zt3LmX9vKw2RpNc7Yd\"\n" +
		"DB_PASS='Hn3q9ZxR2vKw8LpB'\n" +
		"SESSION_SEED=u8K3mQ9zLw2Pq7Xc # rotated monthly\n" +
		"DEBUG=true\nPORT=3000\nDB_HOST=db.internal.local\nAPP_NAME=billing-service\n" +
		"LOG_DIR=/var/log/billing\nSHORT=Zq8#vL2\nREF=${API_TOKEN}\n"
	if err := os.WriteFile(f.root+"/.env", []byte(env), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(f.root+"/settings.txt", []byte("API_TOKEN=q8Zt3LmX9vKw2RpNc7Yd\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	g := New()
	block := []string{
		`. ./.env; ./client call q8Zt3LmX9vKw2RpNc7Yd`,
		`source .env && ./client call 'q8Zt3LmX9vKw2RpNc7Yd'`,
		`set -a; . .env; set +a; ./cli login --pass Hn3q9ZxR2vKw8LpB`,
		`. .env; printf '%s' u8K3mQ9zLw2Pq7Xc | ./seed`,
		`. .env; ./seed <<< u8K3mQ9zLw2Pq7Xc`,
		`. .env; ./client call $'\x71\x38Zt3LmX9vKw2RpNc7Yd'`,
		`. .env; ./client call q8Zt3LmX9v"Kw2RpNc7Yd"`,
		`. .env; A=q8Zt3LmX9v; B=Kw2RpNc7Yd; ./client call "$A$B"`,
		`bash -c '. ./.env; ./client call q8Zt3LmX9vKw2RpNc7Yd'`,
		`export $(grep -v '^#' .env | xargs); ./client call q8Zt3LmX9vKw2RpNc7Yd`,
		`docker run --env-file .env -e SEED=u8K3mQ9zLw2Pq7Xc app`,
		"cd services/api && . ../../.env && ./cli login --password Hn3q9ZxR2vKw8LpB",
		// patterns catch these too; the value would stop them if none did
		`source .env && curl -H 'Authorization: Bearer q8Zt3LmX9vKw2RpNc7Yd' https://api.internal`,
		`. .env; PGPASSWORD=Hn3q9ZxR2vKw8LpB psql -h db`,
	}
	allow := []string{
		// the variables, not the values
		`. ./.env; curl -H "Authorization: Bearer $API_TOKEN" https://api.internal`,
		`. ./.env; PGPASSWORD="$DB_PASS" psql -h db`,
		// values that are no secrets: a flag, a port, a host, a name, a path, a short one
		`. ./.env; curl http://db.internal.local:3000/health; echo true`,
		`. ./.env; systemctl status billing-service; ls /var/log/billing; echo Zq8#vL2`,
		// the literal without a line that reads the file: judged by patterns alone
		`./client call q8Zt3LmX9vKw2RpNc7Yd`,
		// a file that is no secret file is not taken as one
		`. ./settings.txt; ./client call q8Zt3LmX9vKw2RpNc7Yd`,
	}
	runCommands(t, f, g, block, allow)

	ev := f.ev("pre-shell")
	ev.Command = block[0]
	v := judge(t, g, ev)
	if v.Rule != "sourced-value-typed" || strings.Contains(v.Reason, "q8Zt3LmX9vKw2RpNc7Yd") || !strings.Contains(v.Reason, "API_TOKEN") {
		t.Errorf("want the variable named and the value redacted: %s: %s", v.Rule, v.Reason)
	}
}

// envValues reads a .env as a loader does and keeps only values that may be secrets.
func TestEnvValues(t *testing.T) {
	text := "export A_TOKEN='q8Zt3LmX9vKw2RpN c7Yd'\n#B=Hn3q9ZxR2vKw8LpB\nC = \"Hn3q9ZxR2vKw8LpB\"\n" +
		"D=u8K3mQ9zLw2Pq7Xc # note\nnot a line\nE=AKIAIOSFODNN7EXAMPLE\nF=changeme-please\n"
	got := map[string]string{}
	for n, v := range envValues(text) {
		got[n] = v
	}
	want := map[string]string{"A_TOKEN": "q8Zt3LmX9vKw2RpN c7Yd", "C": "Hn3q9ZxR2vKw8LpB", "D": "u8K3mQ9zLw2Pq7Xc"}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for n, v := range want {
		if got[n] != v {
			t.Errorf("%s = %q, want %q", n, got[n], v)
		}
	}
}
