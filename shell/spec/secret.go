package spec

import "strings"

// secretSpecs are the programs whose job is credentials or the environment (vault, op, pass,
// sops, gpg, openssl, ssh-keygen, printenv, ps e, source, ...): the credentials they print
// (Expose "credential"), the environment they show, the secret stores they destroy, the
// key files they use without showing (Read "config") or create (Write), and the commands
// they run with secrets in the environment (op run, doppler run, aws-vault exec). The cloud
// CLIs (aws, gcloud, az, gh, kubectl, heroku) and git credential are in their own tables.
// Sorted by Name.
var secretSpecs = []Spec{
	{Name: ".", Like: "source"},
	{Name: "age", Opts: "d|decrypt e|encrypt i|identity= r|recipient= R|recipients-file= o|output= a|armor p|passphrase j= plugin=", Does: ageDoes,
		Examples: []string{"age -d -i key.txt secrets.age => expose:credential age -d secrets.age", "age -d -i key.txt secrets.age => read:config key.txt",
			"age -e -r age1xyz -o out.age .env !> expose:credential age -d .env", "age --decrypt -o plain.txt -i k.txt s.age => write plain.txt"}},
	{Name: "ansible-vault", Opts: "version h|help v|verbose", Style: InOrder, Subs: true},
	{Name: "ansible-vault decrypt", Opts: ansibleVaultOpts, Does: ansibleVaultDoes,
		Examples: []string{"ansible-vault decrypt group_vars/all/vault.yml => expose:credential ansible-vault decrypt group_vars/all/vault.yml",
			"ansible-vault decrypt group_vars/all/vault.yml => write group_vars/all/vault.yml",
			"ansible-vault decrypt --vault-password-file ~/.vault_pass secrets.yml --output - => expose:credential ansible-vault decrypt secrets.yml",
			"ansible-vault decrypt --vault-password-file ~/.vault_pass secrets.yml --output - => read:config ~/.vault_pass",
			"ansible-vault decrypt --output=plain.yml secrets.yml => write plain.yml", "ansible-vault decrypt --output=plain.yml secrets.yml !> write secrets.yml",
			"ansible-vault decrypt --help => -"}},
	{Name: "ansible-vault view", Opts: ansibleVaultOpts, Does: ansibleVaultDoes,
		Examples: []string{"ansible-vault view vars/secrets.yml => expose:credential ansible-vault view vars/secrets.yml",
			"ansible-vault view --vault-id prod@prompt inventory/prod/vault.yml => expose:credential ansible-vault view inventory/prod/vault.yml",
			"ansible-vault view --ask-vault-pass s.yml !> write s.yml", "ansible-vault encrypt secrets.yml !> expose:credential ansible-vault encrypt secrets.yml",
			"ansible-vault encrypt_string --name db_pass hunter2 => -", "ansible-vault create new.yml => -", "ansible-vault rekey s.yml => -"}},
	{Name: "aws-vault", Opts: "debug backend= prompt= keychain= secret-service-collection= pass-dir= pass-cmd= pass-prefix= file-dir=", Style: InOrder, Subs: true},
	{Name: "aws-vault exec", Opts: "d|duration= n|no-session region= t|mfa-token= j|json s|server ec2-server ecs-server lazy stdout prompt= debug backend=", Style: InOrder,
		Run:      &Run{Kind: RunArgv, Sep: "--"},
		Examples: []string{"aws-vault exec prod -- env => expose:env the whole environment", "aws-vault exec --duration 1h prod -- aws s3 ls !> expose:env the whole environment"}},
	{Name: "aws-vault export", Opts: "format= region= t|mfa-token= d|duration= n|no-session", Does: credential,
		Examples: []string{"aws-vault export prod => expose:credential aws-vault export prod"}},
	{Name: "aws-vault login", Opts: "s|stdout d|duration= t|mfa-token= path= region=", Does: awsVaultLoginDoes,
		Examples: []string{"aws-vault login prod --stdout => expose:credential aws-vault login prod", "aws-vault login prod !> expose:credential aws-vault login prod"}},
	{Name: "bw", Opts: bwOpts, Style: InOrder, Subs: true},
	{Name: "bw delete", Opts: bwOpts + " p|permanent organizationid=", Does: bwDeleteDoes,
		Examples: []string{"bw delete item 9f2 --permanent => destroy:secret-store item 9f2", "bw delete item 9f2 => -"}},
	{Name: "bw export", Opts: bwOpts + " output= format= password= organizationid=", Does: bwExportDoes,
		Examples: []string{"bw export --format json => expose:credential bw export", "bw export --output v.json --format json => write v.json"}},
	{Name: "bw get", Opts: bwOpts + " itemid= output=", Does: credential,
		Examples: []string{"bw get password github.com => expose:credential bw get password github.com", "bw get --session x totp 1 => expose:credential bw get totp 1"}},
	{Name: "bw list", Opts: bwOpts + " search= url= folderid= collectionid= organizationid= trash", Does: bwListDoes,
		Examples: []string{"bw list items --search github => expose:credential bw list items", "bw list folders => -"}},
	{Name: "bw unlock", Opts: bwOpts + " check passwordenv= passwordfile=", Does: bwUnlockDoes,
		Examples: []string{"bw unlock --raw => expose:credential bw unlock", "bw unlock --check => -", "bw unlock --passwordfile pw.txt => read:config pw.txt"}},
	{Name: "chamber", Opts: "r|retries= b|backend= kms-key-alias= verbose", Style: InOrder, Subs: true},
	{Name: "chamber delete", Opts: "e|exact", Does: chamberDeleteDoes,
		Examples: []string{"chamber delete prod/api db_password => destroy:secret-store prod/api db_password"}},
	{Name: "chamber env", Opts: "e|exclude= preserve-case", Does: credential,
		Examples: []string{"chamber env prod/api => expose:credential chamber env prod/api"}},
	{Name: "chamber exec", Opts: "pristine strict strict-value=", Style: InOrder, Run: &Run{Kind: RunArgv, Sep: "--"},
		Examples: []string{"chamber exec prod/api -- printenv => expose:env printenv", "chamber exec a b -- ./run.sh !> expose:env printenv"}},
	{Name: "chamber export", Opts: "f|format= o|output-file=", Does: credential,
		Examples: []string{"chamber export -f dotenv prod/api => expose:credential chamber export prod/api"}},
	{Name: "chamber list", Opts: "e|expand t|time u|user", Does: chamberListDoes,
		Examples: []string{"chamber list -e prod/api => expose:credential chamber list prod/api", "chamber list prod/api => -"}},
	{Name: "chamber read", Opts: "q|quiet v|version=", Does: credential,
		Examples: []string{"chamber read prod/api db_password => expose:credential chamber read prod/api db_password"}},
	{Name: "direnv", Style: InOrder, Subs: true},
	{Name: "direnv allow", Does: direnvAllowDoes, Examples: []string{"direnv allow .envrc => read:config .envrc", "direnv allow => read:config .",
		"direnv allow => write-r ~/.local/share/direnv/allow", "direnv permit . => write-r ~/.local/share/direnv/allow"}},
	{Name: "direnv deny", Does: direnvDenyDoes, Examples: []string{"direnv deny => read:config .", "direnv deny !> write-r ~/.local/share/direnv/allow"}},
	{Name: "direnv exec", Style: InOrder, Run: &Run{Kind: RunArgv, Skip: 1},
		Examples: []string{"direnv exec . printenv => expose:env printenv", "direnv exec . make test !> expose:env printenv"}},
	{Name: "direnv grant", Like: "direnv allow"},
	{Name: "direnv permit", Like: "direnv allow"},
	// Registry logins take the password on stdin with --password-stdin: a credential piped
	// into them is used, not shown (aws ecr get-login-password | docker login ...).
	{Name: "docker login", Opts: dockerOpts + " u|username= p|password= password-stdin help", Style: Exact, Does: registryLoginDoes,
		Examples: []string{"docker login -u AWS --password-stdin 1.dkr.ecr.r.amazonaws.com => read:config -", "docker login ghcr.io => -",
			"podman login --username me --password-stdin quay.io => read:config -"}},
	{Name: "doppler", Opts: dopplerOpts, Style: ExactInOrder, Subs: true},
	{Name: "doppler configs", Opts: dopplerOpts, Style: ExactInOrder, Subs: true},
	{Name: "doppler configs tokens", Opts: dopplerOpts, Style: ExactInOrder, Subs: true, Does: credential,
		Examples: []string{"doppler configs tokens => expose:credential doppler configs tokens", "doppler configs tokens create ci => expose:credential doppler configs tokens create ci"}},
	{Name: "doppler configs tokens create", Opts: dopplerOpts + " name= max-age= access= plain copy", Does: credential,
		Examples: []string{"doppler configs tokens create ci --plain => expose:credential doppler configs tokens create ci"}},
	{Name: "doppler run", Opts: dopplerOpts + " command= mount= mount-format= mount-template= mount-max-reads= fallback= fallback-readonly fallback-only no-fallback forward-signals preserve-env= name-transformer= watch", Style: ExactInOrder,
		Run:      &Run{Kind: RunArgv, Text: "command"},
		Examples: []string{"doppler run -- printenv => expose:env printenv", "doppler run --command 'echo $DB_PASSWORD' => expose:var DB_PASSWORD", "doppler run -- npm start !> expose:env printenv"}},
	{Name: "doppler secrets", Opts: dopplerOpts + " raw only-names visibility", Style: ExactInOrder, Subs: true, Does: dopplerSecretsDoes,
		Examples: []string{"doppler secrets => expose:credential doppler secrets", "doppler secrets --only-names => -", "doppler secrets -p web -c prd => expose:credential doppler secrets"}},
	{Name: "doppler secrets delete", Opts: dopplerOpts + " y|yes", Does: destroyStore,
		Examples: []string{"doppler secrets delete API_KEY -y => destroy:secret-store doppler secrets delete API_KEY"}},
	{Name: "doppler secrets download", Opts: dopplerOpts + " format= no-file fallback= passphrase= name-transformer=", Does: credential,
		Examples: []string{"doppler secrets download --no-file --format env => expose:credential doppler secrets download"}},
	{Name: "doppler secrets get", Opts: dopplerOpts + " plain copy raw exit-on-missing-secret no-exit-on-missing-secret", Does: credential,
		Examples: []string{"doppler secrets get STRIPE_KEY --plain => expose:credential doppler secrets get STRIPE_KEY"}},
	{Name: "doppler secrets names", Opts: dopplerOpts},
	{Name: "doppler secrets set", Opts: dopplerOpts + " raw no-interactive silent"},
	{Name: "doppler secrets upload", Opts: dopplerOpts + " raw silent"},
	{Name: "dotenv", Opts: "f|file= q|quote= e|export= c|environment? p|print= v= o|override debug", Style: InOrder, Subs: true, Run: &Run{Kind: RunArgv}, Does: dotenvCLIDoes,
		Examples: []string{"dotenv -e .env.test -- jest => read:config .env.test", "dotenv -e .env -- printenv => expose:env printenv", "dotenv -p STRIPE_KEY => read:show .env"}},
	{Name: "dotenv get", Opts: "f|file=", Does: dotenvShowDoes, Examples: []string{"dotenv get DB_PASSWORD => read:show .env"}},
	{Name: "dotenv list", Opts: "f|file= format=", Does: dotenvShowDoes, Examples: []string{"dotenv -f .env.prod list => read:show .env.prod"}},
	{Name: "dotenv run", Opts: "override no-override", Style: InOrder, Run: &Run{Kind: RunArgv}, Does: dotenvRunDoes,
		Examples: []string{"dotenv run -- pytest !> read:show .env", "dotenv -f .env.local run python app.py => read:config .env.local", "dotenv run printenv => expose:env printenv"}},
	{Name: "dotenv set", Opts: "f|file=", Does: dotenvSetDoes, Examples: []string{"dotenv set DEBUG 1 => write .env"}},
	{Name: "dotenv unset", Opts: "f|file=", Does: dotenvSetDoes, Examples: []string{"dotenv -f .env.dev unset DEBUG => write .env.dev"}},
	{Name: "ejson", Opts: "keydir|k= help|h version", Style: InOrder, Subs: true},
	{Name: "ejson decrypt", Opts: "o= key-from-stdin keydir|k=", Does: ejsonDecryptDoes,
		Examples: []string{"ejson decrypt config/secrets.production.ejson => expose:credential ejson decrypt config/secrets.production.ejson",
			"ejson decrypt -o out.json secrets.ejson => write out.json", "ejson encrypt secrets.ejson => -", "ejson keygen => -"}},
	{Name: "env-cmd", Opts: "f|file= r|rc-file= e|environments= fallback no-override silent use-shell x|expand-envs verbose", Style: InOrder, Run: &Run{Kind: RunArgv}, Does: envCmdDoes,
		Examples: []string{"env-cmd -f .env.staging node server.js => read:config .env.staging", "env-cmd -f .env printenv => expose:env printenv"}},
	// git-secret (a git subcommand): cat prints the files decrypted, reveal writes them out in
	// the clear.
	{Name: "git secret", Opts: "h|help version", Style: InOrder, Subs: true},
	{Name: "git secret cat", Opts: "d= p=", Does: credential,
		Examples: []string{"git secret cat .env.production => expose:credential git secret cat .env.production", "git-secret cat config/db.yml => expose:credential git secret cat config/db.yml"}},
	{Name: "git secret reveal", Opts: "f d= p= P v F", Does: credential,
		Examples: []string{"git secret reveal -f => expose:credential git secret reveal", "git secret reveal -p \"$PASS\" => expose:credential git secret reveal",
			"git secret hide => -", "git secret list => -", "git secret tell me@x.example => -"}},
	{Name: "git-secret", Like: "git secret"},
	{Name: "gopass", Opts: "c|clip C|alsoclip u|unsafe|force q|qr password|o revision= noparsing|n", Style: InOrder, Subs: true, Does: passShowDoes,
		Examples: []string{"gopass prod/db => expose:credential gopass prod/db", "gopass mounts => -", "gopass ls => -", "gopass show -o prod/db => expose:credential gopass show prod/db",
			"gopass cat notes/x => expose:credential gopass cat notes/x", "gopass otp web/github => expose:credential gopass otp web/github", "gopass generate web/x 24 => -",
			"gopass env prod/db printenv => expose:env printenv"}},
	{Name: "gopass age"}, {Name: "gopass alias"}, {Name: "gopass audit"},
	{Name: "gopass cat", Opts: "c|clip C|alsoclip u|unsafe q|qr password|o revision= noparsing|n", Does: credential,
		Examples: []string{"gopass cat notes/x => expose:credential gopass cat notes/x"}},
	{Name: "gopass clone"}, {Name: "gopass completion"}, {Name: "gopass config"}, {Name: "gopass convert"},
	{Name: "gopass copy"}, {Name: "gopass cp"}, {Name: "gopass create"}, {Name: "gopass delete", Like: "gopass rm"},
	{Name: "gopass edit"},
	{Name: "gopass env", Opts: "keep-case|kc", Style: InOrder, Run: &Run{Kind: RunArgv, Skip: 1}},
	{Name: "gopass find"}, {Name: "gopass fsck"}, {Name: "gopass fscopy"}, {Name: "gopass fsmove"},
	{Name: "gopass generate", Opts: "c|clip p|print e|edit f|force s|symbols g|generator= strict sep= lang="}, {Name: "gopass git"}, {Name: "gopass grep"},
	{Name: "gopass hist"}, {Name: "gopass history"}, {Name: "gopass init"}, {Name: "gopass insert"}, {Name: "gopass link"}, {Name: "gopass list"},
	{Name: "gopass ls"}, {Name: "gopass merge"}, {Name: "gopass mounts"}, {Name: "gopass move"}, {Name: "gopass mv"}, {Name: "gopass new"},
	{Name: "gopass otp", Opts: "c|clip q|qr= o|password chained", Does: credential,
		Examples: []string{"gopass otp -c web/github => expose:credential gopass otp web/github", "gopass totp web/github => expose:credential gopass otp web/github"}},
	{Name: "gopass process"}, {Name: "gopass pwgen"}, {Name: "gopass rcs"}, {Name: "gopass recipients"}, {Name: "gopass remove", Like: "gopass rm"},
	{Name: "gopass rm", Opts: "r|recursive f|force", Does: destroyStore,
		Examples: []string{"gopass rm -f old/token => destroy:secret-store gopass rm old/token"}},
	{Name: "gopass search"}, {Name: "gopass set"}, {Name: "gopass setup"}, {Name: "gopass sha"}, {Name: "gopass sha256"},
	{Name: "gopass show", Opts: "c|clip C|alsoclip u|unsafe|force q|qr password|o revision= noparsing|n chars=", Does: credential,
		Examples: []string{"gopass show -o prod/db => expose:credential gopass show prod/db", "gopass show --revision -2 x => expose:credential gopass show x"}},
	{Name: "gopass sum"}, {Name: "gopass sync"}, {Name: "gopass templates"},
	{Name: "gopass totp", Like: "gopass otp"},
	{Name: "gopass unclip"}, {Name: "gopass update"}, {Name: "gopass version"},
	{Name: "gpg", Opts: gpgOpts, Does: gpgDoes,
		Examples: []string{"gpg --export-secret-keys -a me@x.example => expose:credential gpg --export-secret-keys", "gpg --armor --export-secret-subkeys => expose:credential gpg --export-secret-keys",
			"gpg -d secrets.txt.gpg => read:show secrets.txt.gpg", "gpg --decrypt doc.txt.gpg => expose:credential gpg -d doc.txt.gpg",
			"gpg -d message.asc => expose:credential gpg -d message.asc", "gpg --output doc.txt --decrypt doc.txt.gpg => expose:credential gpg -d doc.txt.gpg",
			"gpg --batch --passphrase-file pw.txt -d backup.tar.gpg > backup.tar => expose:credential gpg -d backup.tar.gpg", "echo x | gpg -qd => expose:credential gpg -d",
			"gpg --decrypt-files a.gpg b.gpg => expose:credential gpg -d a.gpg", "gpg -d --list-only s.gpg !> expose:credential gpg -d s.gpg",
			"gpg -e -r me doc.txt !> expose:credential gpg -d doc.txt", "gpg --verify doc.sig !> expose:credential gpg -d doc.sig", "gpg --decrypt -o plain.txt s.gpg => read:copy s.gpg", "gpg --decrypt -o plain.txt s.gpg => write plain.txt",
			"gpg --armor --export me@x.example => -", "gpg -c .env => read:copy .env", "gpg -c --batch --passphrase x -o - .env => read:show .env", "gpg --symmetric -a -o - .env => read:show .env",
			"gpg --clearsign -o - .env => read:show .env", "gpg --enarmor -o - .env => read:show .env", "gpg -e -r me -o - .env !> read:show .env", "gpg -b -o - a.tgz !> read:show a.tgz", "gpg -r me -e .env => write .env.gpg", "gpg --verify a.sig a.tgz => read:digest a.tgz",
			"gpg --import key.asc => read:config key.asc", "curl -s https://x.example/k.asc | gpg --import => read:config -", "gpg -r me -e .env !> read:show me", "gpg --batch --passphrase-file pw.txt -d x.gpg => read:config pw.txt"}},
	{Name: "gpg2", Like: "gpg"},
	{Name: "infisical", Opts: infisicalOpts, Style: ExactInOrder, Subs: true},
	{Name: "infisical export", Opts: infisicalOpts + " format= output-file= template=", Does: credential,
		Examples: []string{"infisical export --env=prod => expose:credential infisical export"}},
	{Name: "infisical run", Opts: infisicalOpts + " command= watch watch-interval=", Style: ExactInOrder, Run: &Run{Kind: RunArgv, Text: "command"},
		Examples: []string{"infisical run --env=dev -- printenv => expose:env printenv", "infisical run -- npm run dev !> expose:env printenv"}},
	{Name: "infisical secrets", Opts: infisicalOpts + " plain", Style: ExactInOrder, Subs: true, Does: credential,
		Examples: []string{"infisical secrets --env=prod => expose:credential infisical secrets", "infisical secrets get DB_URL => expose:credential infisical secrets get DB_URL"}},
	{Name: "infisical secrets delete", Opts: infisicalOpts, Does: destroyStore,
		Examples: []string{"infisical secrets delete OLD_KEY --env=prod => destroy:secret-store infisical secrets delete OLD_KEY"}},
	{Name: "infisical secrets folders", Opts: infisicalOpts, Subs: true},
	{Name: "infisical secrets generate-example-env", Opts: infisicalOpts},
	{Name: "infisical secrets get", Opts: infisicalOpts + " plain raw-value", Does: credential,
		Examples: []string{"infisical secrets get DB_URL --plain => expose:credential infisical secrets get DB_URL"}},
	{Name: "infisical secrets set", Opts: infisicalOpts + " file= type="},
	{Name: "keepassxc-cli", Opts: "debug-info q|quiet", Style: InOrder, Subs: true},
	{Name: "keepassxc-cli clip", Opts: keepassOpts + " a|attribute= t|totp b|best-match", Does: keepassDoes,
		Examples: []string{"keepassxc-cli clip vault.kdbx github => expose:credential keepassxc-cli clip vault.kdbx github", "keepassxc-cli clip vault.kdbx github => read:config vault.kdbx"}},
	{Name: "keepassxc-cli export", Opts: keepassOpts + " f|format=", Does: keepassDoes,
		Examples: []string{"keepassxc-cli export -f csv vault.kdbx => expose:credential keepassxc-cli export vault.kdbx"}},
	{Name: "keepassxc-cli show", Opts: keepassOpts + " s|show-protected a|attributes= t|totp all show-attachments", Does: keepassShowDoes,
		Examples: []string{"keepassxc-cli show -s vault.kdbx github => expose:credential keepassxc-cli show vault.kdbx github", "keepassxc-cli show -a Password vault.kdbx x => expose:credential keepassxc-cli show vault.kdbx x",
			"keepassxc-cli show vault.kdbx github !> expose:credential keepassxc-cli show vault.kdbx github"}},
	{Name: "lpass", Opts: "color=", Style: InOrder, Subs: true},
	{Name: "lpass export", Opts: "sync= color= fields=", Does: credential,
		Examples: []string{"lpass export => expose:credential lpass export"}},
	{Name: "lpass show", Opts: "sync= c|clip q|quiet x|expand-multi all username password url notes field= id name attach= G|basic-regexp F|fixed-strings color= json", Does: credential,
		Examples: []string{"lpass show --password work/db => expose:credential lpass show work/db"}},
	{Name: "op", Opts: opOpts, Style: ExactInOrder, Subs: true},
	{Name: "op document", Opts: opOpts, Style: ExactInOrder, Subs: true},
	{Name: "op document get", Opts: opOpts + " vault= o|out-file= file-mode= include-archive force", Does: credential,
		Examples: []string{"op document get ssh-key --vault Ops => expose:credential op document get ssh-key"}},
	{Name: "op inject", Opts: opOpts + " i|in-file= o|out-file= file-mode= f|force", Does: opInjectDoes,
		Examples: []string{"op inject -i config.tpl => expose:credential op inject", "op inject -i config.tpl -o config.yml => write config.yml"}},
	{Name: "op item", Opts: opOpts, Style: ExactInOrder, Subs: true},
	{Name: "op item delete", Opts: opOpts + " vault= archive", Does: opItemDeleteDoes,
		Examples: []string{"op item delete db-prod --vault Ops => destroy:secret-store op item delete db-prod", "op item delete db-prod --archive => -"}},
	{Name: "op item get", Opts: opOpts + " vault= fields= reveal otp include-archive share-link", Does: opItemGetDoes,
		Examples: []string{"op item get db --reveal => expose:credential op item get db", "op item get db --fields password => expose:credential op item get db",
			"op item get db --otp => expose:credential op item get db", "op item get db --format json => expose:credential op item get db", "op item get db => -"}},
	{Name: "op read", Opts: opOpts + " o|out-file= file-mode= f|force n|no-newline", Does: credential,
		Examples: []string{"op read op://Ops/db/password => expose:credential op read op://Ops/db/password", "op read -n 'op://Ops/api/token' => expose:credential op read op://Ops/api/token"}},
	{Name: "op run", Opts: opOpts + " env-file= no-masking", Style: ExactInOrder, Run: &Run{Kind: RunArgv}, Does: opRunDoes,
		Examples: []string{"op run -- printenv => expose:env printenv", "op run --env-file=.env -- npm start => read:config .env", "op run --env-file=.env -- npm start !> read:show .env"}},
	{Name: "op signin", Opts: opOpts + " f|force raw", Does: opSigninDoes,
		Examples: []string{"op signin --raw => expose:credential op signin", "op signin => -"}},
	{Name: "openssl", Opts: opensslOpts, Style: Single, Does: opensslDoes,
		Examples: []string{"openssl genpkey -algorithm ed25519 -out private.key => write private.key", "openssl genpkey -algorithm ed25519 -out private.key !> read:show private.key",
			"openssl genrsa -out server.key 2048 => write server.key", "openssl req -new -key server.key -out server.csr => read:config server.key",
			"openssl req -x509 -newkey rsa:4096 -keyout key.pem -out cert.pem -days 365 => write key.pem", "openssl req -x509 -newkey rsa:4096 -keyout key.pem -out cert.pem !> read:show key.pem",
			"openssl rsa -in server.key => read:show server.key", "openssl rsa -in server.key -noout -check => read:digest server.key", "openssl pkey -in k.pem -pubout => read:config k.pem",
			"openssl pkey -in k.pem -out k2.pem => read:copy k.pem", "openssl x509 -in cert.pem -noout -text => read:digest cert.pem", "openssl enc -base64 -in .env => read:show .env",
			"openssl base64 -in .env -out env.b64 => read:copy .env", "openssl aes-256-cbc -d -in s.enc -out s.txt -pass file:pw.txt => read:config pw.txt",
			"openssl pkcs12 -in id.p12 -nodes => read:show id.p12", "openssl pkcs12 -export -inkey k.pem -in c.pem -out id.p12 => read:config k.pem",
			"openssl dgst -sha256 .env => read:digest .env", "openssl s_client -connect example.com:443 => send:raw example.com:443", "openssl rand -hex 32 => -",
			"openssl rsautl -decrypt -inkey k.pem -in msg.enc => read:show msg.enc", "openssl rsautl -decrypt -inkey k.pem -in msg.enc => expose:credential openssl rsautl -decrypt msg.enc",
			"openssl enc -d -aes-256-cbc -in secrets.enc => expose:credential openssl enc -d secrets.enc", "openssl enc -aes-256-cbc -d -a -pbkdf2 -in x.enc -out x.txt => expose:credential openssl enc -d x.enc",
			"openssl aes-256-cbc -d -in s.enc -out s.txt -pass file:pw.txt => expose:credential openssl aes-256-cbc -d s.enc", "openssl des3 -d < db.dump.enc => expose:credential openssl des3 -d",
			"openssl pkeyutl -decrypt -inkey k.pem -in m.bin => expose:credential openssl pkeyutl -decrypt m.bin", "openssl cms -decrypt -in m.p7m -recip c.pem -inkey k.pem => expose:credential openssl cms -decrypt m.p7m",
			"openssl enc -d -base64 -in x.b64 !> expose:credential openssl enc -d x.b64", "openssl base64 -d -in x.b64 !> expose:credential openssl base64 -d x.b64",
			"openssl enc -aes-256-cbc -salt -in x.txt -out x.enc !> expose:credential openssl enc -d x.txt", "openssl aes-256-cbc -in x.txt -out x.enc !> expose:credential openssl aes-256-cbc -d x.txt"}},
	{Name: "pass", Opts: "c|clip? q|qrcode?", Style: InOrder, Subs: true, Does: passShowDoes,
		Examples: []string{"pass email/work => expose:credential pass email/work", "pass show -c web/github => expose:credential pass show web/github", "pass => -",
			"pass ls => -", "pass find bank => -", "pass grep token => -", "pass insert -m x => -", "pass otp web/github => expose:credential pass otp web/github", "pass git push => -",
			"pass -c email/work => expose:credential pass email/work", "pass rm -f old => destroy:secret-store pass rm old"}},
	{Name: "pass add", Like: "pass insert"},
	{Name: "pass copy"}, {Name: "pass cp"},
	{Name: "pass delete", Like: "pass rm"},
	{Name: "pass edit"}, {Name: "pass find"},
	{Name: "pass generate", Opts: "n|no-symbols c|clip? i|in-place f|force q|qrcode?"},
	{Name: "pass git", Style: InOrder}, {Name: "pass grep"}, {Name: "pass help"}, {Name: "pass init", Opts: "p|path="},
	{Name: "pass insert", Opts: "e|echo m|multiline f|force"},
	{Name: "pass list"}, {Name: "pass ls"}, {Name: "pass mv"},
	{Name: "pass otp", Opts: "c|clip q|qrcode", Subs: true, Does: credential,
		Examples: []string{"pass otp web/github => expose:credential pass otp web/github", "pass otp insert web/x => -"}},
	{Name: "pass otp append"}, {Name: "pass otp code", Opts: "c|clip q|qrcode", Does: credential, Examples: []string{"pass otp code -c web/x => expose:credential pass otp code web/x"}}, {Name: "pass otp insert"}, {Name: "pass otp uri", Opts: "c|clip q|qrcode", Does: credential, Examples: []string{"pass otp uri -q web/x => expose:credential pass otp uri web/x"}},
	{Name: "pass remove", Like: "pass rm"}, {Name: "pass rename"},
	{Name: "pass rm", Opts: "r|recursive f|force", Does: destroyStore,
		Examples: []string{"pass rm -rf old => destroy:secret-store pass rm old", "pass remove old => destroy:secret-store pass rm old"}},
	{Name: "pass search"},
	{Name: "pass show", Opts: "c|clip? q|qrcode?", Does: credential,
		Examples: []string{"pass show -c2 web/github => expose:credential pass show web/github"}},
	{Name: "pass version"},
	{Name: "printenv", Opts: "0|null", Does: printenvDoes,
		Examples: []string{"printenv => expose:env printenv", "printenv GITHUB_TOKEN => expose:var GITHUB_TOKEN", "printenv HOME PATH => expose:var PATH", "printenv HOME !> expose:env printenv"}},
	{Name: "ps", Does: psDoes,
		Examples: []string{"ps eww => expose:env ps e", "ps auxe => expose:env ps e", "ps -E => expose:env ps e", "ps -ef !> expose:env ps e", "ps k size !> expose:env ps e",
			"ps aux => -", "ps -eo pid,comm => -", "ps axo pid,user,etime => -", "ps e -o pid,args => expose:env ps e", "ps --sort size => -"}},
	{Name: "rage", Like: "age"},
	{Name: "secret-tool", Style: InOrder, Subs: true},
	{Name: "secret-tool clear"},
	{Name: "secret-tool lookup", Does: credential,
		Examples: []string{"secret-tool lookup service github => expose:credential secret-tool lookup service github"}},
	{Name: "secret-tool search", Opts: "all unlock", Does: credential,
		Examples: []string{"secret-tool search --all service github => expose:credential secret-tool search service github"}},
	{Name: "secret-tool store", Opts: "label="},
	{Name: "security", Opts: "h i l p= q v", Style: InOrder, Subs: true},
	{Name: "security dump-keychain", Opts: "a d i r", Does: credential,
		Examples: []string{"security dump-keychain -d login.keychain => expose:credential security dump-keychain login.keychain"}},
	{Name: "security export", Opts: "k= t= f= w p P= o=", Does: credential,
		Examples: []string{"security export -k login.keychain -t identities -f pkcs12 -o out.p12 => expose:credential security export"}},
	{Name: "security find-generic-password", Opts: securityFindOpts, Does: securityFindDoes,
		Examples: []string{"security find-generic-password -s github -w => expose:credential security find-generic-password", "security find-generic-password -s github => -",
			"security find-internet-password -gs example.com => expose:credential security find-internet-password"}},
	{Name: "security find-internet-password", Opts: securityFindOpts, Does: securityFindDoes,
		Examples: []string{"security find-internet-password -s example.com -w => expose:credential security find-internet-password", "security find-internet-password -s example.com => -"}},
	{Name: "sops", Opts: sopsOpts, Style: InOrder, Subs: true, Does: sopsDoes,
		Examples: []string{"sops -d secrets.enc.yaml => expose:credential sops -d secrets.enc.yaml", "sops --decrypt --extract '[\"db\"]' s.json => expose:credential sops -d s.json",
			"sops decrypt secrets.enc.yaml => expose:credential sops decrypt secrets.enc.yaml", "sops -e -i secrets.yaml !> expose:credential sops -d secrets.yaml",
			"sops secrets.enc.yaml => -", "sops exec-env secrets.enc.yaml 'printenv' => expose:env printenv", "sops -d --output plain.yaml s.yaml => write plain.yaml"}},
	{Name: "sops decrypt", Opts: sopsOpts, Does: credential,
		Examples: []string{"sops decrypt --extract '[\"db\"]' s.yaml => expose:credential sops decrypt s.yaml"}},
	{Name: "sops edit", Opts: sopsOpts},
	{Name: "sops encrypt", Opts: sopsOpts},
	{Name: "sops exec-env", Opts: "background pristine user= same-process", Style: InOrder, Run: &Run{Kind: RunText, Skip: 1}},
	{Name: "sops exec-file", Opts: "background no-fifo user= input-type= output-type= filename=", Style: InOrder, Run: &Run{Kind: RunText, Skip: 1}},
	{Name: "source", Style: InOrder, Does: sourceDoes,
		Examples: []string{"source .env => read:code .env", ". ./.env.local => read:code ./.env.local", "source .env !> read:show .env"}},
	{Name: "ssh-add", Opts: "c C D d E= e= H= h= K k L l M q S= s= T t= v X x", Does: sshAddDoes,
		Examples: []string{"ssh-add ~/.ssh/id_ed25519 => read:config ~/.ssh/id_ed25519", "ssh-add -t 1h ~/.ssh/id_rsa !> read:config 1h", "ssh-add -L => -",
			"cat deploy.key | ssh-add - => read:config -"}},
	{Name: "ssh-copy-id", Opts: "f n s x i= p= o= t= F=", Style: InOrder, Does: sshCopyIDDoes,
		Examples: []string{"ssh-copy-id -i ~/.ssh/id_ed25519 me@host => read:config ~/.ssh/id_ed25519", "ssh-copy-id -i ~/.ssh/id_ed25519 me@host => send:ssh me@host"}},
	{Name: "ssh-keygen", Opts: "A a= B b= C= c D= E= e F= f= g H h I= i J= j= K k L l M= m= N= n= O= P= p Q q R= r= s= t= U u V= v w= Y= y Z= z=", Does: sshKeygenDoes,
		Examples: []string{"ssh-keygen -t ed25519 -f ~/.ssh/id_ed25519 -N '' => write ~/.ssh/id_ed25519", "ssh-keygen -t ed25519 -f ~/.ssh/id_ed25519 -N '' !> read:show ~/.ssh/id_ed25519",
			"ssh-keygen -y -f ~/.ssh/id_rsa => read:config ~/.ssh/id_rsa", "ssh-keygen -y -f ~/.ssh/id_rsa !> write ~/.ssh/id_rsa", "ssh-keygen -lf ~/.ssh/id_rsa.pub => read:digest ~/.ssh/id_rsa.pub",
			"ssh-keygen -p -f ~/.ssh/id_rsa => write ~/.ssh/id_rsa", "ssh-keygen -R host.example => write ~/.ssh/known_hosts", "ssh-keygen -s ca_key -I id user.pub => read:config ca_key"}},
	{Name: "vault", Opts: vaultOpts, Style: Single, Subs: true},
	{Name: "vault kv", Opts: vaultOpts, Style: Single, Subs: true},
	{Name: "vault kv destroy", Opts: vaultOpts, Style: Single, Does: destroyStore,
		Examples: []string{"vault kv destroy -versions=3 secret/app => destroy:secret-store vault kv destroy secret/app", "vault kv destroy -mount=secret app => destroy:secret-store vault kv destroy app"}},
	{Name: "vault kv get", Opts: vaultOpts, Style: Single, Does: credential,
		Examples: []string{"vault kv get secret/app => expose:credential vault kv get secret/app", "vault kv get -field=password -mount=secret db => expose:credential vault kv get db",
			"vault -address=https://v:8200 kv get secret/x => expose:credential vault kv get secret/x"}},
	{Name: "vault kv list", Opts: vaultOpts, Style: Single},
	{Name: "vault kv metadata", Opts: vaultOpts, Style: Single, Subs: true},
	{Name: "vault kv metadata delete", Opts: vaultOpts, Style: Single, Does: destroyStore,
		Examples: []string{"vault kv metadata delete secret/app => destroy:secret-store vault kv metadata delete secret/app"}},
	{Name: "vault kv metadata get", Opts: vaultOpts, Style: Single},
	{Name: "vault kv put", Opts: vaultOpts, Style: Single},
	{Name: "vault login", Opts: vaultOpts, Style: Single, Does: vaultLoginDoes,
		Examples: []string{"vault login -method=userpass username=me => expose:credential vault login", "vault login -no-print -method=oidc => -", "vault login -token-only -method=oidc => expose:credential vault login"}},
	{Name: "vault operator", Opts: vaultOpts, Style: Single, Subs: true},
	{Name: "vault operator generate-root", Opts: vaultOpts, Style: Single, Does: credential,
		Examples: []string{"vault operator generate-root -init => expose:credential vault operator generate-root"}},
	{Name: "vault operator init", Opts: vaultOpts, Style: Single, Does: credential,
		Examples: []string{"vault operator init -key-shares=1 => expose:credential vault operator init"}},
	{Name: "vault print", Opts: vaultOpts, Style: Single, Subs: true},
	{Name: "vault print token", Opts: vaultOpts, Style: Single, Does: credential,
		Examples: []string{"vault print token => expose:credential vault print token"}},
	{Name: "vault read", Opts: vaultOpts, Style: Single, Does: credential,
		Examples: []string{"vault read database/creds/readonly => expose:credential vault read database/creds/readonly", "vault read -format=json secret/x => expose:credential vault read secret/x"}},
	{Name: "vault secrets", Opts: vaultOpts, Style: Single, Subs: true},
	{Name: "vault secrets disable", Opts: vaultOpts, Style: Single, Does: destroyStore,
		Examples: []string{"vault secrets disable kv-old => destroy:secret-store vault secrets disable kv-old"}},
	{Name: "vault secrets list", Opts: vaultOpts, Style: Single},
	{Name: "vault status", Opts: vaultOpts, Style: Single},
	{Name: "vault token", Opts: vaultOpts, Style: Single, Subs: true},
	{Name: "vault token create", Opts: vaultOpts, Style: Single, Does: credential,
		Examples: []string{"vault token create -policy=ci -ttl=1h => expose:credential vault token create"}},
	{Name: "vault token lookup", Opts: vaultOpts, Style: Single},
	{Name: "vault unwrap", Opts: vaultOpts, Style: Single, Does: credential,
		Examples: []string{"vault unwrap s.abc => expose:credential vault unwrap s.abc"}},
	{Name: "vault write", Opts: vaultOpts, Style: Single, Does: vaultWriteDoes,
		Examples: []string{"vault write transit/decrypt/orders ciphertext=vault:v1:abc => expose:credential data decrypted by Vault transit",
			"vault write -field=plaintext transit/decrypt/app ciphertext=$CT => expose:credential data decrypted by Vault transit",
			"vault write -f transit/datakey/plaintext/app => expose:credential a plaintext data key",
			"vault write pki_int/issue/web common_name=a.example.com => expose:credential a new certificate's private key",
			"vault write auth/approle/login role_id=x secret_id=y => expose:credential a Vault token",
			"vault write transit/encrypt/orders plaintext=aGk= => -", "vault write secret/app key=v => -", "vault write sys/policy/x policy=@p.hcl => -"}},
}

const bwOpts = "session= nointeraction raw pretty response quiet cleanexit"

const dopplerOpts = "t|token= config-dir= configuration= debug no-check-version no-verify-tls no-timeout timeout= json silent print-config scope= api-host= dashboard-host= p|project= c|config= y|yes"

const infisicalOpts = "env= projectId= path= token= domain= silent plain type= expand recursive include-imports t|tags= log-level= telemetry"

const keepassOpts = "q|quiet k|key-file= no-password y|yubikey="

const opOpts = "account= config= format= session= cache debug encoding= iso-timestamps no-color"

const securityFindOpts = "a= c= C= D= G= j= l= r= s= t= P= S= g w k="

const sopsOpts = "d|decrypt e|encrypt r|rotate i|in-place s|show-master-keys output= output-type= input-type= extract= k|kms= p|pgp= a|age= gcp-kms= azure-kv= hc-vault-transit= aws-profile= encryption-context= unencrypted-suffix= encrypted-suffix= unencrypted-regex= encrypted-regex= unencrypted-comment-regex= encrypted-comment-regex= shamir-secret-sharing-threshold= set= config= filename-override= ignore-mac verbose enable-local-keyservice keyservice= indent= decryption-order= mac-only-encrypted"

const vaultOpts = "address= agent-address= ca-cert= ca-path= client-cert= client-key= namespace|ns= tls-server-name= tls-skip-verify wrap-ttl= policy-override= unlock-key= mfa= format= field= output-curl-string output-policy non-interactive header= log-level= disable-redirects detailed mount= version= versions= method= path= no-print token-only no-store display-name= ttl= explicit-max-ttl= period= policy= role= orphan renewable= type= entity-alias= use-limit= metadata= id= cas= all-versions force f key-shares= key-threshold= pgp-keys= root-token-pgp-key= recovery-shares= recovery-threshold= recovery-pgp-keys= description= local seal-wrap plugin-name= plugin-version= default-lease-ttl= max-lease-ttl= options= self"

const gpgOpts = "a|armor b|detach-sign c|symmetric d|decrypt e|encrypt s|sign k|list-keys|list-public-keys K|list-secret-keys o|output= r|recipient= R|hidden-recipient= u|local-user= z= q|quiet v|verbose n|dry-run i|interactive batch yes no homedir= keyring= secret-keyring= default-key= passphrase= passphrase-file= passphrase-fd= pinentry-mode= trust-model= keyserver= keyserver-options= recv-keys send-keys search-keys import export export-secret-keys export-secret-subkeys export-ssh-key fingerprint gen-key generate-key full-generate-key full-gen-key quick-generate-key quick-gen-key edit-key sign-key lsign-key delete-keys delete-secret-keys delete-secret-and-public-keys verify verify-files decrypt-files encrypt-files clearsign|clear-sign cipher-algo= digest-algo= compress-algo= status-fd= logger-fd= attribute-fd= command-fd= status-file= logger-file= with-colons textmode set-filename= for-your-eyes-only no-tty always-trust list-options= export-options= import-options= default-recipient= encrypt-to= hidden-encrypt-to= throw-keyids no-throw-keyids personal-cipher-preferences= s2k-cipher-algo= s2k-digest-algo= s2k-mode= s2k-count= faked-system-time= with-fingerprint with-keygrip with-subkey-fingerprint list-sigs check-sigs card-status card-edit refresh-keys update-trustdb check-trustdb print-md= gen-random gen-revoke store dearmor enarmor options= no-options"

const opensslOpts = "in= out= inkey= key= keyout= signkey= passin= passout= pass= kfile= CAkey= CA= CAfile= CApath= CAserial= cert= certfile= config= keyfile= extfile= extensions= reqexts= subj= days= newkey= pkeyopt= algorithm= name= paramfile= md= digest= sigopt= engine= keyform= inform= outform= certform= CAform= CAkeyform= sign= verify= prverify= signature= hmac= mac= macopt= connect= servername= recip= rand= writerand= cipher= iter= iv= K= S= md5 salt= set_serial= addext= section= sigfile= peerkey= kdf= kdflen= kdfopt= out_trusted= untrusted= trusted= purpose= nameopt= certopt= ext= checkend= alias= setalias= addtrust= addreject= inpass= caname= name= LMK= CSP= macalg= certpbe= keypbe= chain= dcert= dkey= dpass= port= accept= host= proxy= starttls= xmpphost= sess_out= sess_in= alpn= nextprotoneg= cipher= ciphersuites= curves= groups= sigalgs= psk= psk_identity= psk_session= srpuser= srppass= CRL= crl_download CRLfile= verify_hostname= verify_ip= verify_email= keylogfile= msgfile= trace msg to= from= subject= signer= encerts= multi= verify_depth= keymatexport= keymatexportlen= rsa_pss_saltlen= pkeyopt_passin= bits= provider= provider-path= propquery= noout pubout nodes nokeys export"

// credential adds an Expose "credential": the command's whole purpose is to print a live
// credential (vault kv get, op read, pass show, bw get). Text names it by the command and
// its first operand.
func credential(c *Call) {
	c.Add(Effect{Kind: Expose, Class: "credential", Text: credentialText(c), Known: true, By: byOf(c)})
}

func credentialText(c *Call) string {
	t := byOf(c)
	for i := 0; i < 2; i++ {
		if w := c.Operand(i); w.S != "" {
			t += " " + w.S
		}
	}
	return t
}

// destroyStore adds a Destroy "secret-store": a secret is deleted from the store for good.
func destroyStore(c *Call) {
	c.Add(Effect{Kind: Destroy, Class: "secret-store", Text: credentialText(c), Known: true, By: byOf(c)})
}

func awsVaultLoginDoes(c *Call) {
	if c.Has("s") {
		credential(c)
	}
}

func bwExportDoes(c *Call) {
	credential(c)
	if w, ok := c.Value("output"); ok {
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: "bw export --output"})
	}
}

func bwDeleteDoes(c *Call) {
	if c.Has("p") {
		c.Add(Effect{Kind: Destroy, Class: "secret-store", Text: strings.TrimSpace(c.Op(0) + " " + c.Op(1)), Known: true, By: "bw delete --permanent"})
	}
}

// bwListDoes: `bw list items` prints every login with its password.
func bwListDoes(c *Call) {
	if c.Op(0) == "items" {
		credential(c)
	}
}

func bwUnlockDoes(c *Call) {
	if w, ok := c.Value("passwordfile"); ok {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "config", By: "bw unlock --passwordfile"})
	}
	if !c.Has("check") {
		c.Add(Effect{Kind: Expose, Class: "credential", Text: "bw unlock", Known: true, By: "bw unlock"})
	}
}

func chamberDeleteDoes(c *Call) {
	c.Add(Effect{Kind: Destroy, Class: "secret-store", Text: strings.TrimSpace(c.Op(0) + " " + c.Op(1)), Known: true, By: "chamber delete"})
}

func chamberListDoes(c *Call) {
	if c.Has("e") {
		credential(c)
	}
}

func dopplerSecretsDoes(c *Call) {
	if !c.Has("only-names") {
		c.Add(Effect{Kind: Expose, Class: "credential", Text: "doppler secrets", Known: true, By: "doppler secrets"})
	}
}

// passShowDoes: pass and gopass given a name that is no subcommand show that secret (with
// -c, put it on the clipboard, which is read back as easily); with none, pass lists names.
func passShowDoes(c *Call) {
	if len(c.P.Operands) > 0 {
		credential(c)
	}
}

func keepassDoes(c *Call) {
	c.Add(Effect{Kind: Read, Path: c.PathOf(c.Operand(0)), Class: "config", By: byOf(c)})
	if w, ok := c.Value("k"); ok {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "config", By: byOf(c) + " -k"})
	}
	credential(c)
}

// keepassShowDoes: show prints an entry with its protected fields masked, unless told to
// show them (-s), to print an attribute such as the password (-a), or a TOTP code (-t).
func keepassShowDoes(c *Call) {
	c.Add(Effect{Kind: Read, Path: c.PathOf(c.Operand(0)), Class: "config", By: "keepassxc-cli show"})
	if c.HasAny("s", "a", "t") {
		credential(c)
	}
}

func opInjectDoes(c *Call) {
	if w, ok := c.Value("i"); ok {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "config", By: "op inject -i"})
	}
	if w, ok := c.Value("o"); ok {
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: "op inject -o"})
	}
	c.Add(Effect{Kind: Expose, Class: "credential", Text: "op inject", Known: true, By: "op inject"})
}

func opItemDeleteDoes(c *Call) {
	if !c.Has("archive") {
		destroyStore(c)
	}
}

// opItemGetDoes: `op item get` masks concealed fields unless --reveal, --fields, --otp or a
// JSON format asks for their values.
func opItemGetDoes(c *Call) {
	if c.HasAny("reveal", "fields", "otp") || strings.EqualFold(valueOf(c, "format"), "json") {
		credential(c)
	}
}

func opRunDoes(c *Call) {
	for _, w := range c.P.Values("env-file") {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "config", By: "op run --env-file"})
	}
}

func opSigninDoes(c *Call) {
	if c.Has("raw") {
		c.Add(Effect{Kind: Expose, Class: "credential", Text: "op signin", Known: true, By: "op signin --raw"})
	}
}

func securityFindDoes(c *Call) {
	if c.HasAny("w", "g") {
		c.Add(Effect{Kind: Expose, Class: "credential", Text: byOf(c), Known: true, By: byOf(c)})
	}
}

// sopsDoes: sops -d prints a file decrypted, whatever its name; sops FILE opens an editor.
func sopsDoes(c *Call) {
	if !c.Has("d") {
		return
	}
	f := c.Operand(0)
	c.Add(Effect{Kind: Expose, Class: "credential", Text: strings.TrimSpace("sops -d " + f.S), Known: true, By: "sops -d"})
	if w, ok := c.Value("output"); ok {
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: "sops --output"})
	}
	if c.Has("i") && (f.S != "" || f.Dyn) {
		c.Add(Effect{Kind: Write, Path: c.PathOf(f), By: "sops -d -i"})
	}
}

// decrypted adds what a decryption does with its plaintext: it is printed, or written to a
// file the agent can read next, so it is judged shown either way (as sops -d, age -d and
// gcloud secrets versions access --out-file are): data encrypted at rest is a secret.
func decrypted(c *Call, by string, files []Word) {
	text := by
	if len(files) > 0 {
		text += " " + files[0].S
	}
	c.Add(Effect{Kind: Expose, Class: "credential", Text: text, Known: true, By: by})
}

// opensslDecrypts returns the flag that makes openssl decrypt ("-d", "-decrypt"), or "":
// enc and the cipher commands (aes-256-cbc, des3) with -d and a cipher (enc -d -base64 only
// decodes), and rsautl, pkeyutl, cms and smime with -decrypt.
func opensslDecrypts(c *Call, sub string) string {
	switch {
	case inWords("rsautl pkeyutl cms smime", sub):
		if c.Has("decrypt") {
			return "-decrypt"
		}
	case sub == "enc":
		if !c.Has("d") {
			return ""
		}
		for _, o := range c.P.Opts {
			if !o.Known && cipherName(o.Name) {
				return "-d"
			}
		}
		if v, ok := c.Value("cipher"); ok && cipherName(v.S) {
			return "-d"
		}
	case cipherName(sub):
		if c.Has("d") {
			return "-d"
		}
	}
	return ""
}

// cipherName reports a symmetric cipher's name as openssl takes it (aes-256-cbc, des3, bf,
// chacha20); base64 and zlib are encodings, none is no cipher.
func cipherName(s string) bool {
	s = strings.ToLower(s)
	for _, p := range [...]string{"aes", "des", "bf", "blowfish", "camellia", "cast", "chacha", "idea", "rc2", "rc4", "rc5", "seed", "sm4", "aria", "id-aes"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

const ansibleVaultOpts = "vault-id= J|ask-vault-password|ask-vault-pass vault-password-file|vault-pass-file= output= v|verbose help|h"

// ansibleVaultDoes: view prints the vault decrypted; decrypt writes it decrypted over itself,
// to --output's file, or to stdout (--output -), judged shown either way.
func ansibleVaultDoes(c *Call) {
	for _, w := range c.P.Values("vault-password-file") {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "config", By: "ansible-vault --vault-password-file"})
	}
	credential(c)
	if c.Path[len(c.Path)-1] != "decrypt" {
		return
	}
	if w, ok := c.Value("output"); ok {
		if w.S != "-" || w.Dyn {
			c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: "ansible-vault decrypt --output"})
		}
		return
	}
	for _, w := range c.Operands() {
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: "ansible-vault decrypt"})
	}
}

func ejsonDecryptDoes(c *Call) {
	credential(c)
	if w, ok := c.Value("o"); ok {
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: "ejson decrypt -o"})
	}
}

// vaultWriteDoes: vault write to some endpoints returns a secret: transit decrypts, a data
// key in plaintext, a certificate issued with its private key, a login's token.
func vaultWriteDoes(c *Call) {
	p := "/" + strings.Trim(c.Op(0), "/") + "/"
	switch {
	case strings.Contains(p, "/decrypt/"):
		cloudExpose(c, "data decrypted by Vault transit")
	case strings.Contains(p, "/datakey/plaintext/"):
		cloudExpose(c, "a plaintext data key")
	case strings.Contains(p, "/issue/"):
		cloudExpose(c, "a new certificate's private key")
	case strings.HasPrefix(p, "/auth/") && (strings.Contains(p, "/login/") || strings.HasSuffix(p, "/token/create/")):
		cloudExpose(c, "a Vault token")
	}
}

// ageDoes: age -d prints the plaintext (or writes it with -o); -i names the identity it
// decrypts with.
func ageDoes(c *Call) {
	for _, w := range c.P.Values("i") {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "config", By: "age -i"})
	}
	if w, ok := c.Value("o"); ok && (w.Dyn || w.S != "-") {
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: "age -o"})
	}
	if c.Has("d") {
		c.Add(Effect{Kind: Expose, Class: "credential", Text: strings.TrimSpace("age -d " + c.Op(0)), Known: true, By: "age -d"})
	}
}

func vaultLoginDoes(c *Call) {
	if !c.Has("no-print") {
		c.Add(Effect{Kind: Expose, Class: "credential", Text: "vault login", Known: true, By: "vault login"})
	}
}

// printenvDoes: printenv prints the whole environment, or the variables it names.
func printenvDoes(c *Call) {
	ops := c.Operands()
	if len(ops) == 0 {
		c.Add(Effect{Kind: Expose, Class: "env", Text: "printenv", By: "printenv"})
		return
	}
	for _, w := range ops {
		c.Add(Effect{Kind: Expose, Class: "var", Text: w.S, Known: !w.Dyn, By: "printenv"})
	}
}

// psDoes reads ps's three option syntaxes: BSD words without a dash (the `e` modifier shows
// each process's environment), UNIX options after one dash (-E does on BSD systems; -e is
// every process), GNU long options. BSD k, o, O, p, q, t, U and UNIX C, G, g, O, o, p, q, s, t,
// U, u take a value, attached or as the next word.
func psDoes(c *Call) {
	env := false
	for i := 0; i < len(c.Words); i++ {
		w := c.Words[i]
		if w.Dyn {
			continue
		}
		s := w.S
		var letters, valued string
		switch {
		case strings.HasPrefix(s, "--"):
			if _, _, has := strings.Cut(s, "="); !has && psLongValued(s[2:]) {
				i++
			}
			continue
		case strings.HasPrefix(s, "-"):
			letters, valued = s[1:], "CGgOopqstUu"
			if strings.Contains(letters, "E") {
				env = true
			}
		default:
			letters, valued = s, "kOopqtU"
			if strings.Trim(s, "0123456789,") == "" {
				continue // a pid list
			}
		}
		for k := 0; k < len(letters); k++ {
			ch := letters[k]
			if strings.IndexByte(valued, ch) >= 0 {
				if k == len(letters)-1 {
					i++
				}
				break
			}
			if ch == 'e' && !strings.HasPrefix(s, "-") {
				env = true
			}
		}
	}
	if env {
		c.Add(Effect{Kind: Expose, Class: "env", Text: "ps e", By: "ps"})
	}
}

func psLongValued(name string) bool {
	switch name {
	case "sort", "format", "pid", "ppid", "user", "group", "tty", "cols", "columns", "rows", "lines", "width", "quick-pid", "Group", "User", "sid", "context", "signames":
		return true
	}
	return false
}

// sourceDoes: source reads a file of shell code in the current shell; its values are used,
// not shown (the front end walks the file's commands and marks what it assigns).
// sourceDoes: source runs a file as code in the current shell (its commands are the shell
// front end's to walk); it shows nothing of it.
func sourceDoes(c *Call) {
	if w := c.Operand(0); w.S != "" || w.Dyn {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "code", By: c.Name})
	}
}

func sshAddDoes(c *Call) {
	if c.HasAny("L", "l", "D") {
		return
	}
	for _, w := range fileWords(c, 0) {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "config", By: "ssh-add"})
	}
	if !readsStdin(c, fileWords(c, 0)) || len(c.P.Operands) == 0 {
		return
	}
	// `ssh-add -` takes a key on stdin: what a pipe feeds it is used, not shown.
	stdinConfig(c, "ssh-add -")
	if w, ok := c.Value("T"); ok {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "config", By: "ssh-add -T"})
	}
}

// sshKeygenDoes: with -y, -l, -e, -B or -i ssh-keygen reads a key to print its public half
// or fingerprint; -p and -c rewrite a key; -R rewrites known_hosts; -s signs public keys with
// a CA key; with no mode it creates a key at -f.
func sshKeygenDoes(c *Call) {
	f, hasF := c.Value("f")
	switch {
	case c.HasAny("y", "e", "i"):
		if hasF {
			c.Add(Effect{Kind: Read, Path: c.PathOf(f), Class: "config", By: "ssh-keygen"})
		}
	case c.HasAny("l", "B"):
		if hasF {
			c.Add(Effect{Kind: Read, Path: c.PathOf(f), Class: "digest", By: "ssh-keygen -l"})
		}
	case c.HasAny("p", "c"):
		if hasF {
			c.Add(Effect{Kind: Read, Path: c.PathOf(f), Class: "config", By: "ssh-keygen -p"})
			c.Add(Effect{Kind: Write, Path: c.PathOf(f), By: "ssh-keygen -p"})
		}
	case c.Has("R"):
		kh := Word{S: "~/.ssh/known_hosts"}
		if hasF {
			kh = f
		}
		c.Add(Effect{Kind: Write, Path: c.PathOf(kh), By: "ssh-keygen -R"})
	case c.Has("F"):
	case c.Has("s"):
		ca, _ := c.Value("s")
		c.Add(Effect{Kind: Read, Path: c.PathOf(ca), Class: "config", By: "ssh-keygen -s"})
		for _, w := range c.Operands() {
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "config", By: "ssh-keygen -s"})
		}
	case c.Has("Y"):
		if hasF {
			c.Add(Effect{Kind: Read, Path: c.PathOf(f), Class: "config", By: "ssh-keygen -Y"})
		}
		for _, w := range c.Operands() {
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "digest", By: "ssh-keygen -Y"})
		}
	case c.HasAny("K", "A", "D", "G", "T", "Q", "k", "L", "H", "r", "M"):
	default:
		if hasF {
			c.Add(Effect{Kind: Write, Path: c.PathOf(f), By: "ssh-keygen"})
			c.Add(Effect{Kind: Write, Path: c.PathOf(Word{S: f.S + ".pub", Dyn: f.Dyn, Lead: f.Lead}), By: "ssh-keygen"})
		}
	}
}

// gpgDoes: see the examples. Exporting secret keys prints them; decrypting shows the plain
// text (or copies it with -o); encrypting and signing copy a file into a new one beside it.
// gpgWrapClass is how gpg's output to stdout (-o -) shows a file it encrypts, signs or wraps:
// a symmetric encryption (-c) is opened by the passphrase the caller gave or gpg-agent holds,
// a signed or clear-signed message and --store/--enarmor carry the file itself, so each is
// the file printed in another spelling. A public-key encryption or a detached signature
// written there is not.
func gpgWrapClass(c *Call, toStdout bool) string {
	if toStdout && !c.Has("b") && (c.HasAny("c", "clearsign", "store", "enarmor", "dearmor") || c.Has("s") && !c.Has("e")) {
		return "show"
	}
	return "copy"
}

func gpgDoes(c *Call) {
	if c.HasAny("export-secret-keys", "export-secret-subkeys") {
		c.Add(Effect{Kind: Expose, Class: "credential", Text: "gpg --export-secret-keys", Known: true, By: "gpg"})
		return
	}
	if w, ok := c.Value("passphrase-file"); ok {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "config", By: "gpg --passphrase-file"})
	}
	out, hasOut := c.Value("o")
	toStdout := hasOut && !out.Dyn && out.S == "-"
	if toStdout {
		hasOut = false
	}
	files := fileWords(c, 0)
	switch {
	case c.HasAny("d", "decrypt-files"):
		class := "show"
		if hasOut || c.Has("decrypt-files") {
			class = "copy"
		}
		readWords(c, files, class, false, "gpg -d", nil)
		if !c.Has("list-only") {
			decrypted(c, "gpg -d", files)
		}
	case c.HasAny("e", "s", "c", "clearsign", "b", "encrypt-files"):
		readWords(c, files, gpgWrapClass(c, toStdout), false, "gpg", nil)
		if !hasOut {
			ext := ".gpg"
			switch {
			case c.Has("a") || c.Has("clearsign"):
				ext = ".asc"
			case c.Has("b"):
				ext = ".sig"
			}
			for _, w := range files {
				c.Add(Effect{Kind: Write, Path: c.PathOf(Word{S: w.S + ext, Dyn: w.Dyn, Lead: w.Lead}), By: "gpg"})
			}
		}
	case c.HasAny("verify", "verify-files", "print-md"):
		readWords(c, files, "digest", false, "gpg --verify", nil)
	case c.Has("import"):
		readWords(c, files, "config", false, "gpg --import", nil)
		if len(files) == 0 {
			stdinConfig(c, "gpg --import")
		}
	case c.HasAny("k", "K", "fingerprint", "export", "export-ssh-key", "gen-key", "generate-key", "full-generate-key", "full-gen-key", "quick-generate-key", "quick-gen-key",
		"edit-key", "sign-key", "lsign-key", "recv-keys", "send-keys", "search-keys", "delete-keys", "delete-secret-keys", "delete-secret-and-public-keys",
		"list-sigs", "check-sigs", "card-status", "card-edit", "refresh-keys", "update-trustdb", "check-trustdb", "gen-random", "gen-revoke"):
		return
	case c.HasAny("store", "dearmor", "enarmor"):
		readWords(c, files, gpgWrapClass(c, toStdout), false, "gpg", nil)
	default:
		readWords(c, files, "maybe", false, "gpg", nil)
	}
	if hasOut {
		c.Add(Effect{Kind: Write, Path: c.PathOf(out), By: "gpg -o"})
	}
}

// opensslDoes reads openssl's first operand, its command, and judges its files by what the
// command does with them: key printers (rsa, ec, pkey ...) show the key unless -noout or
// -pubout; enc and the ciphers show or copy their input; genpkey, genrsa and req create keys;
// x509, req -in, crl and verify read public data; dgst digests.
func opensslDoes(c *Call) {
	ops := c.Operands()
	if len(ops) == 0 || ops[0].Dyn {
		return
	}
	sub := ops[0].S
	in, hasIn := c.Value("in")
	out, hasOut := c.Value("out")
	if hasOut && !out.Dyn && out.S == "-" {
		hasOut = false
	}
	for _, o := range []string{"inkey", "key", "signkey", "CAkey", "kfile", "keyfile", "paramfile", "sign", "prverify", "recip", "dkey", "cert", "CA", "dcert"} {
		for _, w := range c.P.Values(o) {
			if !w.Dyn && strings.Contains(w.S, ":") && !strings.Contains(w.S, "/") {
				continue // rsa:4096, ed25519 and the like, not files
			}
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "config", By: "openssl " + sub + " -" + o})
		}
	}
	for _, o := range []string{"passin", "passout", "pass"} {
		if w, ok := c.Value(o); ok && !w.Dyn && strings.HasPrefix(w.S, "file:") {
			c.Add(Effect{Kind: Read, Path: c.PathOf(Word{S: w.S[5:]}), Class: "config", By: "openssl -" + o})
		}
	}
	if w, ok := c.Value("keyout"); ok {
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: "openssl " + sub + " -keyout"})
	}
	by := "openssl " + sub
	inClass := opensslInClass(c, sub, hasOut)
	if hasIn && inClass != "" {
		c.Add(Effect{Kind: Read, Path: c.PathOf(in), Class: inClass, By: by + " -in"})
	}
	if flag := opensslDecrypts(c, sub); flag != "" {
		var ws []Word
		if hasIn {
			ws = append(ws, in)
		}
		decrypted(c, by+" "+flag, ws)
	}
	switch sub {
	case "dgst", "sha1", "sha256", "sha512", "md5", "verify":
		readWords(c, dropStdin(ops[1:]), "digest", false, by, nil)
	case "s_client", "s_server":
		if w, ok := c.Value("connect"); ok {
			c.Add(Effect{Kind: Send, Class: "raw", Text: w.S, Known: !w.Dyn, By: by})
		}
	}
	if hasOut {
		c.Add(Effect{Kind: Write, Path: c.PathOf(out), By: by + " -out"})
	}
}

// opensslInClass is what an openssl command does with its -in file.
func opensslInClass(c *Call, sub string, hasOut bool) string {
	shows := func() string {
		if hasOut {
			return "copy"
		}
		return "show"
	}
	switch sub {
	case "rsa", "ec", "dsa", "pkey", "pkcs8", "asn1parse":
		if c.HasAny("noout", "pubout", "check") && !c.Has("text") || c.Has("pubout") {
			if c.Has("pubout") {
				return "config"
			}
			return "digest"
		}
		return shows()
	case "pkcs12":
		if c.Has("export") {
			return "config"
		}
		if c.HasAny("nokeys", "noout") {
			return "digest"
		}
		return shows()
	case "rsautl", "pkeyutl", "cms", "smime":
		if c.HasAny("decrypt") {
			return shows()
		}
		return "digest"
	case "x509", "req", "crl", "crl2pkcs7", "pkcs7", "verify", "ecparam", "dhparam", "pkeyparam", "dsaparam", "passwd", "ts", "ocsp", "sess_id", "spkac", "nseq", "storeutl", "srp", "ca":
		return "digest"
	case "genpkey", "genrsa", "gendsa", "rand", "version", "list", "speed", "ciphers", "prime", "errstr", "engine", "help":
		return ""
	}
	return shows() // enc, base64 and the cipher commands
}

func direnvAllowDoes(c *Call) {
	direnvRcRead(c, "direnv allow")
	// allow (grant, permit) records the person's approval of the .envrc in their data
	// directory: after it the user's shell runs the file on every cd, unasked. An agent that
	// runs it approves its own code.
	c.Add(Effect{Kind: Write, Path: c.PathOf(Word{S: "~/.local/share/direnv/allow"}), Tree: true, By: "direnv allow"})
}

// direnvDenyDoes: deny reads the .envrc's path and takes an approval away, which lets
// nothing run.
func direnvDenyDoes(c *Call) { direnvRcRead(c, "direnv deny") }

// direnvRcRead adds the read of the .envrc allow and deny are given: the operand, else the
// current directory's.
func direnvRcRead(c *Call, by string) {
	w := c.Operand(0)
	if w.S == "" && !w.Dyn {
		w = Word{S: "."}
	}
	c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "config", By: by})
}

// dotenvFiles are the env files dotenv reads: -f (python-dotenv) or -e (dotenv-cli), .env by
// default; a subcommand finds the program's own options in c.Up.
func dotenvFiles(c *Call) []Word {
	var out []Word
	for _, p := range append(append([]Parsed(nil), c.Up...), c.P) {
		out = append(out, p.Values("f")...)
		if c.Path[len(c.Path)-1] == "dotenv" {
			out = append(out, p.Values("e")...)
		}
	}
	if len(out) == 0 {
		out = []Word{{S: ".env"}}
	}
	return out
}

// dotenvCLIDoes is dotenv-cli (npm): it loads -e files into a command's environment, or
// prints one variable's value with -p.
func dotenvCLIDoes(c *Call) {
	class := "config"
	if c.Has("p") {
		class = "show"
	}
	for _, w := range dotenvFiles(c) {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: class, By: "dotenv"})
	}
}

// dotenvShowDoes is python-dotenv's get and list: they print values of the file.
func dotenvShowDoes(c *Call) {
	for _, w := range dotenvFiles(c) {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "show", By: byOf(c)})
	}
}

func dotenvRunDoes(c *Call) {
	for _, w := range dotenvFiles(c) {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "config", By: "dotenv run"})
	}
}

func dotenvSetDoes(c *Call) {
	for _, w := range dotenvFiles(c) {
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), By: byOf(c)})
	}
}

func envCmdDoes(c *Call) {
	for _, o := range []string{"f", "r"} {
		if w, ok := c.Value(o); ok {
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "config", By: "env-cmd -" + o})
		}
	}
}

func sshCopyIDDoes(c *Call) {
	if w, ok := c.Value("i"); ok {
		c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "config", By: "ssh-copy-id -i"})
	}
	if h := c.Operand(0); h.S != "" {
		c.Add(Effect{Kind: Send, Class: "ssh", Text: h.S, Known: !h.Dyn, By: "ssh-copy-id"})
	}
}

// registryLoginDoes: a registry login reading its password from stdin.
func registryLoginDoes(c *Call) {
	if c.Has("password-stdin") {
		stdinConfig(c, byOf(c)+" --password-stdin")
	}
}

// LoginSecrets are the values a registry login is given on its command line as its password
// (docker, podman and nerdctl login -p, helm registry login --password), read through the
// login's option grammar: attached (-pVALUE), after `=`, after the program's own options
// (docker --config DIR login). Nil for any other command.
func (c *Call) LoginSecrets() []Word {
	switch c.Spec.Name {
	case "docker login", "helm registry login":
		return c.P.Values("p")
	}
	return nil
}

// stdinConfig records that a program reads its stdin as configuration or a credential it
// uses (a key, a password): a Read "config" of "-". A guard lets output piped into it go,
// since it is used there, not shown (`cat key | ssh-add -`, `... | docker login
// --password-stdin`).
func stdinConfig(c *Call, by string) {
	c.Add(Effect{Kind: Read, Path: Path{Arg: "-"}, Class: "config", By: by})
}
