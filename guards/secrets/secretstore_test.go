package secrets

import (
	"testing"

	"github.com/hookguard/hookguard"
)

// A secret variable piped into a secret store's stdin is stored, not shown: the store reads
// its value there (gh secret set, docker secret create NAME -, gcloud --data-file=-, wrangler
// secret put, kubectl --from-file=/dev/stdin), also through a launcher that hands it on
// (npx, sudo). Where the store takes its value elsewhere, or something else reads the pipe,
// the variable is printed as before.
func TestSecretStoreStdin(t *testing.T) {
	f := newFixture(t)
	g := New()
	run := func(cmd string) hookguard.Verdict {
		ev := f.ev(hookguard.PreShell)
		ev.Command = cmd
		return judge(t, g, ev)
	}
	for _, c := range []string{
		`printf %s "$DB_PASSWORD" | docker secret create db_password -`,
		`printf %s "$DB_PASSWORD" | podman secret create db_password -`,
		`printf %s "$GITHUB_TOKEN" | gh secret set GH_TOKEN`,
		`printf %s "$GITHUB_TOKEN" | gh secret set GH_TOKEN --env production`,
		`echo -n "$DB_PASSWORD" | gcloud secrets create db --data-file=-`,
		`echo -n "$DB_PASSWORD" | gcloud secrets versions add db --data-file -`,
		`printf %s "$DB_PASSWORD" | wrangler secret put DB_PASSWORD`,
		`printf %s "$DB_PASSWORD" | npx wrangler secret put DB_PASSWORD`,
		`echo "$SECRET_KEY" | kubectl create secret generic s --from-file=key=/dev/stdin`,
		`echo "$API_KEY" | vercel env add API_KEY production`,
		`printf %s "$GITHUB_TOKEN" | sudo gh secret set GH_TOKEN`,
	} {
		if v := run(c); v.Decision != hookguard.Allow {
			t.Errorf("%s: %s", c, v.Reason)
		}
	}
	for _, c := range []string{
		`printf %s "$GITHUB_TOKEN" | gh secret set GH_TOKEN --body x`,
		`printf %s "$DB_PASSWORD" | docker secret create db_password ./pw.txt`,
		`echo -n "$DB_PASSWORD" | gcloud secrets create db --data-file=pw.txt`,
		`echo "$SECRET_KEY" | kubectl create secret generic s --from-file=key=/dev/stdin -o yaml`,
		`printf %s "$DB_PASSWORD" | npx cat`,
		`printf %s "$DB_PASSWORD" | sh -c "cat; gh secret set X"`,
		`printf %s "$DB_PASSWORD" | xargs gh secret set X`,
		`printf %s "$DB_PASSWORD" | wrangler secret put X < /dev/null`,
		`printf %s "$DB_PASSWORD" | tee /dev/stderr | gh secret set X`,
		`echo "$DB_PASSWORD"; gh secret set X`,
	} {
		if v := run(c); v.Decision == hookguard.Allow {
			t.Errorf("%s: allowed", c)
		}
	}
}
