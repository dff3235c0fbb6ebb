package secrets

import "testing"

// curl -u as API providers document it: the key alone as the user (Stripe's, Mailgun's
// "$KEY:"), quoted or not, and a default account whose password is its own name
// (admin:admin on a local Elasticsearch, guest:guest on RabbitMQ) type no secret. A literal
// password, a literal key as the user, or a reference whose default is a literal still does.
func TestCurlUserReferencesAndDefaultAccounts(t *testing.T) {
	f := commandWorld(t)
	block := []string{
		`curl -u tokenuser:Welcome01 -X POST http://localhost:7101/oauth2/token`,
		`curl -X POST -u "sk_live_51Hf4k3K3yAbCdEfGhIjKl:" https://api.stripe.com/v1/customers`,
		`curl -u "${STRIPE_KEY:-rk_live_51Hf4k3K3yAbCdEfGh}:" https://api.stripe.com/v1/customers`,
		`curl -u "$USER:Welcome01" https://api.example.com`,
		`curl -u 'q8Zt3LmX9v:q8Zt3LmX9v1' https://api.example.com`,
		`curl --user "deploy:Kx7$(date)Qp2" https://api.example.com`,
	}
	allow := []string{
		`curl -X POST -u "$STRIPE_SECRET_KEY:" https://api.stripe.com/v1/customers`,
		`curl -u "${STRIPE_SECRET_KEY}:" https://api.stripe.com/v1/charges`,
		`curl -u "$TWILIO_ACCOUNT_SID:$TWILIO_AUTH_TOKEN" https://api.twilio.com/2010-04-01/Accounts.json`,
		`curl -u "${API_USER}:${API_KEY}" https://api.example.com`,
		`curl -u admin:admin http://localhost:9200/_cat/indices`,
		`curl -u guest:guest http://localhost:15672/api/overview`,
		`curl -u "elastic:elastic" http://localhost:9200`,
	}
	runCommands(t, f, New(), block, allow)
}

// A URL's password written as ${NAME:-default} (docker compose's, a shell's) is the default
// whenever NAME is unset: judged as that password written bare, so a stand-in default passes
// and a real one is found, where the whole ${...} was judged as one odd password before.
func TestURLPasswordDefaultJudgedAsItsWord(t *testing.T) {
	found := []string{
		"DATABASE_URL: postgres://app:${DB_PASSWORD:-s3cr3tPa55wQ}@db:5432/app\n",
		"url = \"redis://default:${REDIS_PASSWORD:=Zq8x7LmKp2Vn}@cache:6379/0\"\n",
		"DATABASE_URL=postgres://app:Xk29fjQpL0vB7mNw@db.internal:5432/app\n",
	}
	clean := []string{
		"DATABASE_URL: postgres://app:${DB_PASSWORD:-postgres}@db:5432/app\n",
		"DATABASE_URL: postgres://app:${DB_PASSWORD-changeme}@db:5432/app\n",
		"DATABASE_URL: postgres://app:${DB_PASSWORD}@db:5432/app\n",
		"AMQP_URL: amqp://guest:${RABBIT_PASSWORD:-guest}@rabbit:5672/\n",
	}
	for _, text := range found {
		if fs := urlFindings(text); len(fs) == 0 {
			t.Errorf("no url-credentials finding in %q", text)
		}
	}
	for _, text := range clean {
		if fs := urlFindings(text); len(fs) != 0 {
			t.Errorf("url-credentials finding in %q: %v", text, brief(fs))
		}
	}
}

func urlFindings(text string) []Finding {
	var out []Finding
	for _, f := range rulesEngine().scan("docker-compose.yml", text, nil) {
		if f.Rule == "url-credentials" {
			out = append(out, f)
		}
	}
	return out
}

// grep -r given one source file in a container searches that file, as grep without -r does;
// a directory, a configuration file's name or a secret's own name there is still a tree
// that may hold a secret file.
func TestRemoteRecursiveSearchOfOneSourceFile(t *testing.T) {
	f := commandWorld(t)
	block := []string{
		`docker exec web grep -r KEY /app`,
		`docker exec web grep -rn KEY /app/config`,
		`docker exec web grep -r KEY /app/conf.d`,
		`docker exec web grep -r KEY /app/settings.yaml`,
		`kubectl exec p -- grep -r KEY /srv/app/.env`,
	}
	allow := []string{
		`docker compose exec web grep -r "import" /app/src/main.py`,
		`kubectl exec p -- grep -rn TODO /app/server.js`,
		`docker exec web grep -rn ERROR /app/logs/app.log`,
		`docker exec web grep -r listen /app/README.md`,
	}
	runCommands(t, f, New(), block, allow)
}
