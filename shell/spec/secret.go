package spec

import (
	"slices"
	"strings"
)

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
		Examples: "age -d -i key.txt secrets.age => expose:credential age -d secrets.age\n" + "age -d -i key.txt secrets.age => read:config key.txt\n" +
			"age -e -r age1xyz -o out.age .env !> expose:credential age -d .env\n" + "age --decrypt -o plain.txt -i k.txt s.age => write plain.txt\n"},
	{Name: "ansible-vault", Opts: "version h|help v|verbose", Style: InOrder, Subs: true},
	{Name: "ansible-vault decrypt", Opts: ansibleVaultOpts, Does: ansibleVaultDoes,
		Examples: "ansible-vault decrypt group_vars/all/vault.yml => expose:credential ansible-vault decrypt group_vars/all/vault.yml\n" +
			"ansible-vault decrypt group_vars/all/vault.yml => write group_vars/all/vault.yml\n" +
			"ansible-vault decrypt --vault-password-file ~/.vault_pass secrets.yml --output - => expose:credential ansible-vault decrypt secrets.yml\n" +
			"ansible-vault decrypt --vault-password-file ~/.vault_pass secrets.yml --output - => read:config ~/.vault_pass\n" +
			"ansible-vault decrypt --output=plain.yml secrets.yml => write plain.yml\n" + "ansible-vault decrypt --output=plain.yml secrets.yml !> write secrets.yml\n" +
			"ansible-vault decrypt --help => -\n"},
	{Name: "ansible-vault view", Opts: ansibleVaultOpts, Does: ansibleVaultDoes,
		Examples: "ansible-vault view vars/secrets.yml => expose:credential ansible-vault view vars/secrets.yml\n" +
			"ansible-vault view --vault-id prod@prompt inventory/prod/vault.yml => expose:credential ansible-vault view inventory/prod/vault.yml\n" +
			"ansible-vault view --ask-vault-pass s.yml !> write s.yml\n" + "ansible-vault encrypt secrets.yml !> expose:credential ansible-vault encrypt secrets.yml\n" +
			"ansible-vault encrypt_string --name db_pass hunter2 => -\n" + "ansible-vault create new.yml => -\n" + "ansible-vault rekey s.yml => -\n"},
	{Name: "aws-vault", Opts: "debug backend= prompt= keychain= secret-service-collection= pass-dir= pass-cmd= pass-prefix= file-dir=", Style: InOrder, Subs: true},
	{Name: "aws-vault exec", Opts: "d|duration= n|no-session region= t|mfa-token= j|json s|server ec2-server ecs-server lazy stdout prompt= debug backend=", Style: InOrder,
		Run:      &Run{Kind: RunArgv, Sep: "--"},
		Examples: "aws-vault exec prod -- env => expose:env the whole environment\n" + "aws-vault exec --duration 1h prod -- aws s3 ls !> expose:env the whole environment\n"},
	{Name: "aws-vault export", Opts: "format= region= t|mfa-token= d|duration= n|no-session", Does: credential,
		Examples: "aws-vault export prod => expose:credential aws-vault export prod\n"},
	{Name: "aws-vault login", Opts: "s|stdout d|duration= t|mfa-token= path= region=", Does: awsVaultLoginDoes,
		Examples: "aws-vault login prod --stdout => expose:credential aws-vault login prod\n" + "aws-vault login prod !> expose:credential aws-vault login prod\n"},
	{Name: "bw", Opts: bwOpts, Style: InOrder, Subs: true},
	{Name: "bw delete", Opts: bwOpts + " p|permanent organizationid=", Does: bwDeleteDoes,
		Examples: "bw delete item 9f2 --permanent => destroy:secret-store item 9f2\n" + "bw delete item 9f2 => -\n"},
	{Name: "bw export", Opts: bwOpts + " output= format= password= organizationid=", Does: bwExportDoes,
		Examples: "bw export --format json => expose:credential bw export\n" + "bw export --output v.json --format json => write v.json\n"},
	{Name: "bw get", Opts: bwOpts + " itemid= output=", Does: credential,
		Examples: "bw get password github.com => expose:credential bw get password github.com\n" + "bw get --session x totp 1 => expose:credential bw get totp 1\n"},
	{Name: "bw list", Opts: bwOpts + " search= url= folderid= collectionid= organizationid= trash", Does: bwListDoes,
		Examples: "bw list items --search github => expose:credential bw list items\n" + "bw list folders => -\n"},
	{Name: "bw unlock", Opts: bwOpts + " check passwordenv= passwordfile=", Does: bwUnlockDoes,
		Examples: "bw unlock --raw => expose:credential bw unlock\n" + "bw unlock --check => -\n" + "bw unlock --passwordfile pw.txt => read:config pw.txt\n"},
	{Name: "chamber", Opts: "r|retries= b|backend= kms-key-alias= verbose", Style: InOrder, Subs: true},
	{Name: "chamber delete", Opts: "e|exact", Does: chamberDeleteDoes,
		Examples: "chamber delete prod/api db_password => destroy:secret-store prod/api db_password\n"},
	{Name: "chamber env", Opts: "e|exclude= preserve-case", Does: credential,
		Examples: "chamber env prod/api => expose:credential chamber env prod/api\n"},
	{Name: "chamber exec", Opts: "pristine strict strict-value=", Style: InOrder, Run: &Run{Kind: RunArgv, Sep: "--"},
		Examples: "chamber exec prod/api -- printenv => expose:env printenv\n" + "chamber exec a b -- ./run.sh !> expose:env printenv\n"},
	{Name: "chamber export", Opts: "f|format= o|output-file=", Does: credential,
		Examples: "chamber export -f dotenv prod/api => expose:credential chamber export prod/api\n"},
	{Name: "chamber list", Opts: "e|expand t|time u|user", Does: chamberListDoes,
		Examples: "chamber list -e prod/api => expose:credential chamber list prod/api\n" + "chamber list prod/api => -\n"},
	{Name: "chamber read", Opts: "q|quiet v|version=", Does: credential,
		Examples: "chamber read prod/api db_password => expose:credential chamber read prod/api db_password\n"},
	{Name: "direnv", Style: InOrder, Subs: true},
	{Name: "direnv allow", Does: direnvAllowDoes, Examples: "direnv allow .envrc => read:config .envrc\n" + "direnv allow => read:config .\n" +
		"direnv allow => write-r ~/.local/share/direnv/allow\n" + "direnv permit . => write-r ~/.local/share/direnv/allow\n"},
	{Name: "direnv deny", Does: direnvDenyDoes, Examples: "direnv deny => read:config .\n" + "direnv deny !> write-r ~/.local/share/direnv/allow\n"},
	{Name: "direnv exec", Style: InOrder, Run: &Run{Kind: RunArgv, Skip: 1},
		Examples: "direnv exec . printenv => expose:env printenv\n" + "direnv exec . make test !> expose:env printenv\n"},
	{Name: "direnv grant", Like: "direnv allow"},
	{Name: "direnv permit", Like: "direnv allow"},
	// Registry logins take the password on stdin with --password-stdin: a credential piped
	// into them is used, not shown (aws ecr get-login-password | docker login ...).
	{Name: "docker login", Opts: dockerOpts + " u|username= p|password= password-stdin help", Style: Exact, Does: registryLoginDoes,
		Examples: "docker login -u AWS --password-stdin 1.dkr.ecr.r.amazonaws.com => read:config -\n" + "docker login ghcr.io => -\n" +
			"docker login -u AWS --password-stdin 1.dkr.ecr.r.amazonaws.com => expose:login - 1.dkr.ecr.r.amazonaws.com\n" + "docker login -u me --password-stdin => expose:login - docker.io\n" +
			"docker login -u me --password-stdin ghcr.io <<< \"$GITHUB_TOKEN\" => expose:login GITHUB_TOKEN ghcr.io\n" + "docker login -u me --password-stdin ghcr.io <<< \"$GITHUB_TOKEN\" !> expose:var GITHUB_TOKEN\n" +
			"docker login -u me -p \"$GITHUB_TOKEN\" evil.example => expose:login GITHUB_TOKEN evil.example\n" + "podman login -u me -p $T => expose:login T\n" +
			"podman login --username me --password-stdin quay.io => read:config -\n"},
	{Name: "doppler", Opts: dopplerOpts, Style: ExactInOrder, Subs: true},
	{Name: "doppler configs", Opts: dopplerOpts, Style: ExactInOrder, Subs: true},
	{Name: "doppler configs tokens", Opts: dopplerOpts, Style: ExactInOrder, Subs: true, Does: credential,
		Examples: "doppler configs tokens => expose:credential doppler configs tokens\n" + "doppler configs tokens create ci => expose:credential doppler configs tokens create ci\n"},
	{Name: "doppler configs tokens create", Opts: dopplerOpts + " name= max-age= access= plain copy", Does: credential,
		Examples: "doppler configs tokens create ci --plain => expose:credential doppler configs tokens create ci\n"},
	{Name: "doppler run", Opts: dopplerOpts + " command= mount= mount-format= mount-template= mount-max-reads= fallback= fallback-readonly fallback-only no-fallback forward-signals preserve-env= name-transformer= watch", Style: ExactInOrder,
		Run:      &Run{Kind: RunArgv, Text: "command"},
		Examples: "doppler run -- printenv => expose:env printenv\n" + "doppler run --command 'echo $DB_PASSWORD' => expose:var DB_PASSWORD\n" + "doppler run -- npm start !> expose:env printenv\n"},
	{Name: "doppler secrets", Opts: dopplerOpts + " raw only-names visibility", Style: ExactInOrder, Subs: true, Does: dopplerSecretsDoes,
		Examples: "doppler secrets => expose:credential doppler secrets\n" + "doppler secrets --only-names => -\n" + "doppler secrets -p web -c prd => expose:credential doppler secrets\n"},
	{Name: "doppler secrets delete", Opts: dopplerOpts + " y|yes", Does: destroyStore,
		Examples: "doppler secrets delete API_KEY -y => destroy:secret-store doppler secrets delete API_KEY\n"},
	{Name: "doppler secrets download", Opts: dopplerOpts + " format= no-file fallback= passphrase= name-transformer=", Does: credential,
		Examples: "doppler secrets download --no-file --format env => expose:credential doppler secrets download\n"},
	{Name: "doppler secrets get", Opts: dopplerOpts + " plain copy raw exit-on-missing-secret no-exit-on-missing-secret", Does: credential,
		Examples: "doppler secrets get STRIPE_KEY --plain => expose:credential doppler secrets get STRIPE_KEY\n"},
	{Name: "doppler secrets names", Opts: dopplerOpts},
	{Name: "doppler secrets set", Opts: dopplerOpts + " raw no-interactive silent"},
	{Name: "doppler secrets upload", Opts: dopplerOpts + " raw silent"},
	{Name: "dotenv", Opts: "f|file= q|quote= e|export= c|environment? p|print= v= o|override debug", Style: InOrder, Subs: true, Run: &Run{Kind: RunArgv}, Does: dotenvCLIDoes,
		Examples: "dotenv -e .env.test -- jest => read:config .env.test\n" + "dotenv -e .env -- printenv => expose:env printenv\n" + "dotenv -p STRIPE_KEY => read:show .env\n"},
	{Name: "dotenv get", Opts: "f|file=", Does: dotenvShowDoes, Examples: "dotenv get DB_PASSWORD => read:show .env\n"},
	{Name: "dotenv list", Opts: "f|file= format=", Does: dotenvShowDoes, Examples: "dotenv -f .env.prod list => read:show .env.prod\n"},
	{Name: "dotenv run", Opts: "override no-override", Style: InOrder, Run: &Run{Kind: RunArgv}, Does: dotenvRunDoes,
		Examples: "dotenv run -- pytest !> read:show .env\n" + "dotenv -f .env.local run python app.py => read:config .env.local\n" + "dotenv run printenv => expose:env printenv\n"},
	{Name: "dotenv set", Opts: "f|file=", Does: dotenvSetDoes, Examples: "dotenv set DEBUG 1 => write .env\n"},
	{Name: "dotenv unset", Opts: "f|file=", Does: dotenvSetDoes, Examples: "dotenv -f .env.dev unset DEBUG => write .env.dev\n"},
	{Name: "ejson", Opts: "keydir|k= help|h version", Style: InOrder, Subs: true},
	{Name: "ejson decrypt", Opts: "o= key-from-stdin keydir|k=", Does: ejsonDecryptDoes,
		Examples: "ejson decrypt config/secrets.production.ejson => expose:credential ejson decrypt config/secrets.production.ejson\n" +
			"ejson decrypt -o out.json secrets.ejson => write out.json\n" + "ejson encrypt secrets.ejson => -\n" + "ejson keygen => -\n"},
	{Name: "env-cmd", Opts: "f|file= r|rc-file= e|environments= fallback no-override silent use-shell x|expand-envs verbose", Style: InOrder, Run: &Run{Kind: RunArgv}, Does: envCmdDoes,
		Examples: "env-cmd -f .env.staging node server.js => read:config .env.staging\n" + "env-cmd -f .env printenv => expose:env printenv\n"},
	{Name: "envsubst", Opts: "v|variables h|help V|version", Does: envsubstDoes,
		Examples: "envsubst <<< '$GITHUB_TOKEN' => expose:var GITHUB_TOKEN\n" + "echo 'url: ${DATABASE_URL}' | envsubst => expose:var DATABASE_URL\n" +
			"envsubst '$HOME' <<< '$HOME $GITHUB_TOKEN' => expose:var HOME\n" + "envsubst '$HOME' <<< '$HOME $GITHUB_TOKEN' !> expose:var GITHUB_TOKEN\n" +
			"envsubst < deploy.tmpl > deploy.yaml !> expose:var\n" + "envsubst -v '$A $B' => -\n"},
	// git-secret (a git subcommand): cat prints the files decrypted, reveal writes them out in
	// the clear.
	{Name: "git secret", Opts: "h|help version", Style: InOrder, Subs: true},
	{Name: "git secret cat", Opts: "d= p=", Does: credential,
		Examples: "git secret cat .env.production => expose:credential git secret cat .env.production\n" + "git-secret cat config/db.yml => expose:credential git secret cat config/db.yml\n"},
	{Name: "git secret reveal", Opts: "f d= p= P v F", Does: credential,
		Examples: "git secret reveal -f => expose:credential git secret reveal\n" + "git secret reveal -p \"$PASS\" => expose:credential git secret reveal\n" +
			"git secret hide => -\n" + "git secret list => -\n" + "git secret tell me@x.example => -\n"},
	{Name: "git-secret", Like: "git secret"},
	{Name: "gopass", Opts: "c|clip C|alsoclip u|unsafe|force q|qr password|o revision= noparsing|n", Style: InOrder, Subs: true, Does: passShowDoes,
		Examples: "gopass prod/db => expose:credential gopass prod/db\n" + "gopass mounts => -\n" + "gopass ls => -\n" + "gopass show -o prod/db => expose:credential gopass show prod/db\n" +
			"gopass cat notes/x => expose:credential gopass cat notes/x\n" + "gopass otp web/github => expose:credential gopass otp web/github\n" + "gopass generate web/x 24 => -\n" +
			"gopass env prod/db printenv => expose:env printenv\n"},
	{Name: "gopass age"}, {Name: "gopass alias"}, {Name: "gopass audit"},
	{Name: "gopass cat", Opts: "c|clip C|alsoclip u|unsafe q|qr password|o revision= noparsing|n", Does: credential,
		Examples: "gopass cat notes/x => expose:credential gopass cat notes/x\n"},
	{Name: "gopass clone"}, {Name: "gopass completion"}, {Name: "gopass config"}, {Name: "gopass convert"},
	{Name: "gopass copy"}, {Name: "gopass cp"}, {Name: "gopass create"}, {Name: "gopass delete", Like: "gopass rm"},
	{Name: "gopass edit"},
	{Name: "gopass env", Opts: "keep-case|kc", Style: InOrder, Run: &Run{Kind: RunArgv, Skip: 1}},
	{Name: "gopass find"}, {Name: "gopass fsck"}, {Name: "gopass fscopy"}, {Name: "gopass fsmove"},
	{Name: "gopass generate", Opts: "c|clip p|print e|edit f|force s|symbols g|generator= strict sep= lang="}, {Name: "gopass git"}, {Name: "gopass grep"},
	{Name: "gopass hist"}, {Name: "gopass history"}, {Name: "gopass init"}, {Name: "gopass insert"}, {Name: "gopass link"}, {Name: "gopass list"},
	{Name: "gopass ls"}, {Name: "gopass merge"}, {Name: "gopass mounts"}, {Name: "gopass move"}, {Name: "gopass mv"}, {Name: "gopass new"},
	{Name: "gopass otp", Opts: "c|clip q|qr= o|password chained", Does: credential,
		Examples: "gopass otp -c web/github => expose:credential gopass otp web/github\n" + "gopass totp web/github => expose:credential gopass otp web/github\n"},
	{Name: "gopass process"}, {Name: "gopass pwgen"}, {Name: "gopass rcs"}, {Name: "gopass recipients"}, {Name: "gopass remove", Like: "gopass rm"},
	{Name: "gopass rm", Opts: "r|recursive f|force", Does: destroyStore,
		Examples: "gopass rm -f old/token => destroy:secret-store gopass rm old/token\n"},
	{Name: "gopass search"}, {Name: "gopass set"}, {Name: "gopass setup"}, {Name: "gopass sha"}, {Name: "gopass sha256"},
	{Name: "gopass show", Opts: "c|clip C|alsoclip u|unsafe|force q|qr password|o revision= noparsing|n chars=", Does: credential,
		Examples: "gopass show -o prod/db => expose:credential gopass show prod/db\n" + "gopass show --revision -2 x => expose:credential gopass show x\n"},
	{Name: "gopass sum"}, {Name: "gopass sync"}, {Name: "gopass templates"},
	{Name: "gopass totp", Like: "gopass otp"},
	{Name: "gopass unclip"}, {Name: "gopass update"}, {Name: "gopass version"},
	{Name: "gpg", Opts: gpgOpts, Does: gpgDoes,
		Examples: "gpg --export-secret-keys -a me@x.example => expose:credential gpg --export-secret-keys\n" + "gpg --armor --export-secret-subkeys => expose:credential gpg --export-secret-keys\n" +
			"gpg -d secrets.txt.gpg => read:show secrets.txt.gpg\n" + "gpg --decrypt doc.txt.gpg => expose:credential gpg -d doc.txt.gpg\n" +
			"gpg -d message.asc => expose:credential gpg -d message.asc\n" + "gpg --output doc.txt --decrypt doc.txt.gpg => expose:credential gpg -d doc.txt.gpg\n" +
			"gpg --batch --passphrase-file pw.txt -d backup.tar.gpg > backup.tar => expose:credential gpg -d backup.tar.gpg\n" + "echo x | gpg -qd => expose:credential gpg -d\n" +
			"gpg --decrypt-files a.gpg b.gpg => expose:credential gpg -d a.gpg\n" + "gpg -d --list-only s.gpg !> expose:credential gpg -d s.gpg\n" +
			"gpg -e -r me doc.txt !> expose:credential gpg -d doc.txt\n" + "gpg --verify doc.sig !> expose:credential gpg -d doc.sig\n" + "gpg --decrypt -o plain.txt s.gpg => read:copy s.gpg\n" + "gpg --decrypt -o plain.txt s.gpg => write plain.txt\n" +
			"gpg --armor --export me@x.example => -\n" + "gpg -c .env => read:copy .env\n" + "gpg -c --batch --passphrase x -o - .env => read:show .env\n" + "gpg --symmetric -a -o - .env => read:show .env\n" +
			"gpg --clearsign -o - .env => read:show .env\n" + "gpg --enarmor -o - .env => read:show .env\n" + "gpg -e -r me -o - .env !> read:show .env\n" + "gpg -b -o - a.tgz !> read:show a.tgz\n" + "gpg -r me -e .env => write .env.gpg\n" + "gpg --verify a.sig a.tgz => read:digest a.tgz\n" +
			"gpg --import key.asc => read:config key.asc\n" + "curl -s https://x.example/k.asc | gpg --import => read:config -\n" + "gpg -r me -e .env !> read:show me\n" + "gpg --batch --passphrase-file pw.txt -d x.gpg => read:config pw.txt\n"},
	{Name: "gpg2", Like: "gpg"},
	{Name: "infisical", Opts: infisicalOpts, Style: ExactInOrder, Subs: true},
	{Name: "infisical export", Opts: infisicalOpts + " format= output-file= template=", Does: credential,
		Examples: "infisical export --env=prod => expose:credential infisical export\n"},
	{Name: "infisical run", Opts: infisicalOpts + " command= watch watch-interval=", Style: ExactInOrder, Run: &Run{Kind: RunArgv, Text: "command"},
		Examples: "infisical run --env=dev -- printenv => expose:env printenv\n" + "infisical run -- npm run dev !> expose:env printenv\n"},
	{Name: "infisical secrets", Opts: infisicalOpts + " plain", Style: ExactInOrder, Subs: true, Does: credential,
		Examples: "infisical secrets --env=prod => expose:credential infisical secrets\n" + "infisical secrets get DB_URL => expose:credential infisical secrets get DB_URL\n"},
	{Name: "infisical secrets delete", Opts: infisicalOpts, Does: destroyStore,
		Examples: "infisical secrets delete OLD_KEY --env=prod => destroy:secret-store infisical secrets delete OLD_KEY\n"},
	{Name: "infisical secrets folders", Opts: infisicalOpts, Subs: true},
	{Name: "infisical secrets generate-example-env", Opts: infisicalOpts},
	{Name: "infisical secrets get", Opts: infisicalOpts + " plain raw-value", Does: credential,
		Examples: "infisical secrets get DB_URL --plain => expose:credential infisical secrets get DB_URL\n"},
	{Name: "infisical secrets set", Opts: infisicalOpts + " file= type="},
	{Name: "keepassxc-cli", Opts: "debug-info q|quiet", Style: InOrder, Subs: true},
	{Name: "keepassxc-cli clip", Opts: keepassOpts + " a|attribute= t|totp b|best-match", Does: keepassDoes,
		Examples: "keepassxc-cli clip vault.kdbx github => expose:credential keepassxc-cli clip vault.kdbx github\n" + "keepassxc-cli clip vault.kdbx github => read:config vault.kdbx\n"},
	{Name: "keepassxc-cli export", Opts: keepassOpts + " f|format=", Does: keepassDoes,
		Examples: "keepassxc-cli export -f csv vault.kdbx => expose:credential keepassxc-cli export vault.kdbx\n"},
	{Name: "keepassxc-cli show", Opts: keepassOpts + " s|show-protected a|attributes= t|totp all show-attachments", Does: keepassShowDoes,
		Examples: "keepassxc-cli show -s vault.kdbx github => expose:credential keepassxc-cli show vault.kdbx github\n" + "keepassxc-cli show -a Password vault.kdbx x => expose:credential keepassxc-cli show vault.kdbx x\n" +
			"keepassxc-cli show vault.kdbx github !> expose:credential keepassxc-cli show vault.kdbx github\n"},
	{Name: "lpass", Opts: "color=", Style: InOrder, Subs: true},
	{Name: "lpass export", Opts: "sync= color= fields=", Does: credential,
		Examples: "lpass export => expose:credential lpass export\n"},
	{Name: "lpass show", Opts: "sync= c|clip q|quiet x|expand-multi all username password url notes field= id name attach= G|basic-regexp F|fixed-strings color= json", Does: credential,
		Examples: "lpass show --password work/db => expose:credential lpass show work/db\n"},
	{Name: "op", Opts: opOpts, Style: ExactInOrder, Subs: true},
	{Name: "op document", Opts: opOpts, Style: ExactInOrder, Subs: true},
	{Name: "op document get", Opts: opOpts + " vault= o|out-file= file-mode= include-archive force", Does: credential,
		Examples: "op document get ssh-key --vault Ops => expose:credential op document get ssh-key\n"},
	{Name: "op inject", Opts: opOpts + " i|in-file= o|out-file= file-mode= f|force", Does: opInjectDoes,
		Examples: "op inject -i config.tpl => expose:credential op inject\n" + "op inject -i config.tpl -o config.yml => write config.yml\n"},
	{Name: "op item", Opts: opOpts, Style: ExactInOrder, Subs: true},
	{Name: "op item delete", Opts: opOpts + " vault= archive", Does: opItemDeleteDoes,
		Examples: "op item delete db-prod --vault Ops => destroy:secret-store op item delete db-prod\n" + "op item delete db-prod --archive => -\n"},
	{Name: "op item get", Opts: opOpts + " vault= fields= reveal otp include-archive share-link", Does: opItemGetDoes,
		Examples: "op item get db --reveal => expose:credential op item get db\n" + "op item get db --fields password => expose:credential op item get db\n" +
			"op item get db --otp => expose:credential op item get db\n" + "op item get db --format json => expose:credential op item get db\n" + "op item get db => -\n"},
	{Name: "op read", Opts: opOpts + " o|out-file= file-mode= f|force n|no-newline", Does: credential,
		Examples: "op read op://Ops/db/password => expose:credential op read op://Ops/db/password\n" + "op read -n 'op://Ops/api/token' => expose:credential op read op://Ops/api/token\n"},
	{Name: "op run", Opts: opOpts + " env-file= no-masking", Style: ExactInOrder, Run: &Run{Kind: RunArgv}, Does: opRunDoes,
		Examples: "op run -- printenv => expose:env printenv\n" + "op run --env-file=.env -- npm start => read:config .env\n" + "op run --env-file=.env -- npm start !> read:show .env\n"},
	{Name: "op signin", Opts: opOpts + " f|force raw", Does: opSigninDoes,
		Examples: "op signin --raw => expose:credential op signin\n" + "op signin => -\n"},
	{Name: "openssl", Opts: opensslOpts, Style: Single, Does: opensslDoes,
		Examples: "openssl genpkey -algorithm ed25519 -out private.key => write private.key\n" + "openssl genpkey -algorithm ed25519 -out private.key !> read:show private.key\n" +
			"openssl genrsa -out server.key 2048 => write server.key\n" + "openssl req -new -key server.key -out server.csr => read:config server.key\n" +
			"openssl req -x509 -newkey rsa:4096 -keyout key.pem -out cert.pem -days 365 => write key.pem\n" + "openssl req -x509 -newkey rsa:4096 -keyout key.pem -out cert.pem !> read:show key.pem\n" +
			"openssl rsa -in server.key => read:show server.key\n" + "openssl rsa -in server.key -noout -check => read:digest server.key\n" + "openssl pkey -in k.pem -pubout => read:config k.pem\n" +
			"openssl pkey -in k.pem -out k2.pem => read:copy k.pem\n" + "openssl x509 -in cert.pem -noout -text => read:digest cert.pem\n" + "openssl enc -base64 -in .env => read:show .env\n" +
			"openssl base64 -in .env -out env.b64 => read:copy .env\n" + "openssl aes-256-cbc -d -in s.enc -out s.txt -pass file:pw.txt => read:config pw.txt\n" +
			"openssl pkcs12 -in id.p12 -nodes => read:show id.p12\n" + "openssl pkcs12 -export -inkey k.pem -in c.pem -out id.p12 => read:config k.pem\n" +
			"openssl dgst -sha256 .env => read:digest .env\n" + "openssl s_client -connect example.com:443 => send:raw example.com:443\n" + "openssl rand -hex 32 => -\n" +
			"openssl rsautl -decrypt -inkey k.pem -in msg.enc => read:show msg.enc\n" + "openssl rsautl -decrypt -inkey k.pem -in msg.enc => expose:credential openssl rsautl -decrypt msg.enc\n" +
			"openssl enc -d -aes-256-cbc -in secrets.enc => expose:credential openssl enc -d secrets.enc\n" + "openssl enc -aes-256-cbc -d -a -pbkdf2 -in x.enc -out x.txt => expose:credential openssl enc -d x.enc\n" +
			"openssl aes-256-cbc -d -in s.enc -out s.txt -pass file:pw.txt => expose:credential openssl aes-256-cbc -d s.enc\n" + "openssl des3 -d < db.dump.enc => expose:credential openssl des3 -d\n" +
			"openssl pkeyutl -decrypt -inkey k.pem -in m.bin => expose:credential openssl pkeyutl -decrypt m.bin\n" + "openssl cms -decrypt -in m.p7m -recip c.pem -inkey k.pem => expose:credential openssl cms -decrypt m.p7m\n" +
			"openssl enc -d -base64 -in x.b64 !> expose:credential openssl enc -d x.b64\n" + "openssl base64 -d -in x.b64 !> expose:credential openssl base64 -d x.b64\n" +
			"openssl enc -aes-256-cbc -salt -in x.txt -out x.enc !> expose:credential openssl enc -d x.txt\n" + "openssl aes-256-cbc -in x.txt -out x.enc !> expose:credential openssl aes-256-cbc -d x.txt\n"},
	{Name: "pass", Opts: "c|clip? q|qrcode?", Style: InOrder, Subs: true, Does: passShowDoes,
		Examples: "pass email/work => expose:credential pass email/work\n" + "pass show -c web/github => expose:credential pass show web/github\n" + "pass => -\n" +
			"pass ls => -\n" + "pass find bank => -\n" + "pass grep token => -\n" + "pass insert -m x => -\n" + "pass otp web/github => expose:credential pass otp web/github\n" + "pass git push => -\n" +
			"pass -c email/work => expose:credential pass email/work\n" + "pass rm -f old => destroy:secret-store pass rm old\n"},
	{Name: "pass add", Like: "pass insert"},
	{Name: "pass copy"}, {Name: "pass cp"},
	{Name: "pass delete", Like: "pass rm"},
	{Name: "pass edit"}, {Name: "pass find"},
	{Name: "pass generate", Opts: "n|no-symbols c|clip? i|in-place f|force q|qrcode?"},
	{Name: "pass git", Style: InOrder}, {Name: "pass grep"}, {Name: "pass help"}, {Name: "pass init", Opts: "p|path="},
	{Name: "pass insert", Opts: "e|echo m|multiline f|force"},
	{Name: "pass list"}, {Name: "pass ls"}, {Name: "pass mv"},
	{Name: "pass otp", Opts: "c|clip q|qrcode", Subs: true, Does: credential,
		Examples: "pass otp web/github => expose:credential pass otp web/github\n" + "pass otp insert web/x => -\n"},
	{Name: "pass otp append"}, {Name: "pass otp code", Opts: "c|clip q|qrcode", Does: credential, Examples: "pass otp code -c web/x => expose:credential pass otp code web/x\n"}, {Name: "pass otp insert"}, {Name: "pass otp uri", Opts: "c|clip q|qrcode", Does: credential, Examples: "pass otp uri -q web/x => expose:credential pass otp uri web/x\n"},
	{Name: "pass remove", Like: "pass rm"}, {Name: "pass rename"},
	{Name: "pass rm", Opts: "r|recursive f|force", Does: destroyStore,
		Examples: "pass rm -rf old => destroy:secret-store pass rm old\n" + "pass remove old => destroy:secret-store pass rm old\n"},
	{Name: "pass search"},
	{Name: "pass show", Opts: "c|clip? q|qrcode?", Does: credential,
		Examples: "pass show -c2 web/github => expose:credential pass show web/github\n"},
	{Name: "pass version"},
	{Name: "printenv", Opts: "0|null", Does: printenvDoes,
		Examples: "printenv => expose:env printenv\n" + "printenv GITHUB_TOKEN => expose:var GITHUB_TOKEN\n" + "printenv HOME PATH => expose:var PATH\n" + "printenv HOME !> expose:env printenv\n"},
	{Name: "ps", Does: psDoes,
		Examples: "ps eww => expose:env ps e\n" + "ps auxe => expose:env ps e\n" + "ps -E => expose:env ps e\n" + "ps -ef !> expose:env ps e\n" + "ps k size !> expose:env ps e\n" +
			"ps aux => -\n" + "ps -eo pid,comm => -\n" + "ps axo pid,user,etime => -\n" + "ps e -o pid,args => expose:env ps e\n" + "ps --sort size => -\n"},
	{Name: "rage", Like: "age"},
	{Name: "secret-tool", Style: InOrder, Subs: true},
	{Name: "secret-tool clear"},
	{Name: "secret-tool lookup", Does: credential,
		Examples: "secret-tool lookup service github => expose:credential secret-tool lookup service github\n"},
	{Name: "secret-tool search", Opts: "all unlock", Does: credential,
		Examples: "secret-tool search --all service github => expose:credential secret-tool search service github\n"},
	{Name: "secret-tool store", Opts: "label="},
	{Name: "security", Opts: "h i l p= q v", Style: InOrder, Subs: true},
	{Name: "security dump-keychain", Opts: "a d i r", Does: credential,
		Examples: "security dump-keychain -d login.keychain => expose:credential security dump-keychain login.keychain\n"},
	{Name: "security export", Opts: "k= t= f= w p P= o=", Does: credential,
		Examples: "security export -k login.keychain -t identities -f pkcs12 -o out.p12 => expose:credential security export\n"},
	{Name: "security find-generic-password", Opts: securityFindOpts, Does: securityFindDoes,
		Examples: "security find-generic-password -s github -w => expose:credential security find-generic-password\n" + "security find-generic-password -s github => -\n" +
			"security find-internet-password -gs example.com => expose:credential security find-internet-password\n"},
	{Name: "security find-internet-password", Opts: securityFindOpts, Does: securityFindDoes,
		Examples: "security find-internet-password -s example.com -w => expose:credential security find-internet-password\n" + "security find-internet-password -s example.com => -\n"},
	{Name: "sops", Opts: sopsOpts, Style: InOrder, Subs: true, Does: sopsDoes,
		Examples: "sops -d secrets.enc.yaml => expose:credential sops -d secrets.enc.yaml\n" + "sops --decrypt --extract '[\"db\"]' s.json => expose:credential sops -d s.json\n" +
			"sops decrypt secrets.enc.yaml => expose:credential sops decrypt secrets.enc.yaml\n" + "sops -e -i secrets.yaml !> expose:credential sops -d secrets.yaml\n" +
			"sops secrets.enc.yaml => -\n" + "sops exec-env secrets.enc.yaml 'printenv' => expose:env printenv\n" + "sops -d --output plain.yaml s.yaml => write plain.yaml\n"},
	{Name: "sops decrypt", Opts: sopsOpts, Does: credential,
		Examples: "sops decrypt --extract '[\"db\"]' s.yaml => expose:credential sops decrypt s.yaml\n"},
	{Name: "sops edit", Opts: sopsOpts},
	{Name: "sops encrypt", Opts: sopsOpts},
	{Name: "sops exec-env", Opts: "background pristine user= same-process", Style: InOrder, Run: &Run{Kind: RunText, Skip: 1}},
	{Name: "sops exec-file", Opts: "background no-fifo user= input-type= output-type= filename=", Style: InOrder, Run: &Run{Kind: RunText, Skip: 1}},
	{Name: "source", Style: InOrder, Does: sourceDoes,
		Examples: "source .env => read:code .env\n" + ". ./.env.local => read:code ./.env.local\n" + "source .env !> read:show .env\n"},
	{Name: "ssh-add", Opts: "c C D d E= e= H= h= K k L l M q S= s= T t= v X x", Does: sshAddDoes,
		Examples: "ssh-add ~/.ssh/id_ed25519 => read:config ~/.ssh/id_ed25519\n" + "ssh-add -t 1h ~/.ssh/id_rsa !> read:config 1h\n" + "ssh-add -L => -\n" +
			"cat deploy.key | ssh-add - => read:config -\n"},
	{Name: "ssh-copy-id", Opts: "f n s x i= p= o= t= F=", Style: InOrder, Does: sshCopyIDDoes,
		Examples: "ssh-copy-id -i ~/.ssh/id_ed25519 me@host => read:config ~/.ssh/id_ed25519\n" + "ssh-copy-id -i ~/.ssh/id_ed25519 me@host => send:ssh me@host\n"},
	{Name: "ssh-keygen", Opts: "A a= B b= C= c D= E= e F= f= g H h I= i J= j= K k L l M= m= N= n= O= P= p Q q R= r= s= t= U u V= v w= Y= y Z= z=", Does: sshKeygenDoes,
		Examples: "ssh-keygen -t ed25519 -f ~/.ssh/id_ed25519 -N '' => write ~/.ssh/id_ed25519\n" + "ssh-keygen -t ed25519 -f ~/.ssh/id_ed25519 -N '' !> read:show ~/.ssh/id_ed25519\n" +
			"ssh-keygen -y -f ~/.ssh/id_rsa => read:config ~/.ssh/id_rsa\n" + "ssh-keygen -y -f ~/.ssh/id_rsa !> write ~/.ssh/id_rsa\n" + "ssh-keygen -lf ~/.ssh/id_rsa.pub => read:digest ~/.ssh/id_rsa.pub\n" +
			"ssh-keygen -p -f ~/.ssh/id_rsa => write ~/.ssh/id_rsa\n" + "ssh-keygen -R host.example => write ~/.ssh/known_hosts\n" + "ssh-keygen -s ca_key -I id user.pub => read:config ca_key\n"},
	{Name: "vault", Opts: vaultOpts, Style: Single, Subs: true},
	{Name: "vault kv", Opts: vaultOpts, Style: Single, Subs: true},
	{Name: "vault kv destroy", Opts: vaultOpts, Style: Single, Does: destroyStore,
		Examples: "vault kv destroy -versions=3 secret/app => destroy:secret-store vault kv destroy secret/app\n" + "vault kv destroy -mount=secret app => destroy:secret-store vault kv destroy app\n"},
	{Name: "vault kv get", Opts: vaultOpts, Style: Single, Does: credential,
		Examples: "vault kv get secret/app => expose:credential vault kv get secret/app\n" + "vault kv get -field=password -mount=secret db => expose:credential vault kv get db\n" +
			"vault -address=https://v:8200 kv get secret/x => expose:credential vault kv get secret/x\n"},
	{Name: "vault kv list", Opts: vaultOpts, Style: Single},
	{Name: "vault kv metadata", Opts: vaultOpts, Style: Single, Subs: true},
	{Name: "vault kv metadata delete", Opts: vaultOpts, Style: Single, Does: destroyStore,
		Examples: "vault kv metadata delete secret/app => destroy:secret-store vault kv metadata delete secret/app\n"},
	{Name: "vault kv metadata get", Opts: vaultOpts, Style: Single},
	{Name: "vault kv put", Opts: vaultOpts, Style: Single},
	{Name: "vault login", Opts: vaultOpts, Style: Single, Does: vaultLoginDoes,
		Examples: "vault login -method=userpass username=me => expose:credential vault login\n" + "vault login -no-print -method=oidc => -\n" + "vault login -token-only -method=oidc => expose:credential vault login\n"},
	{Name: "vault operator", Opts: vaultOpts, Style: Single, Subs: true},
	{Name: "vault operator generate-root", Opts: vaultOpts, Style: Single, Does: credential,
		Examples: "vault operator generate-root -init => expose:credential vault operator generate-root\n"},
	{Name: "vault operator init", Opts: vaultOpts, Style: Single, Does: credential,
		Examples: "vault operator init -key-shares=1 => expose:credential vault operator init\n"},
	{Name: "vault print", Opts: vaultOpts, Style: Single, Subs: true},
	{Name: "vault print token", Opts: vaultOpts, Style: Single, Does: credential,
		Examples: "vault print token => expose:credential vault print token\n"},
	{Name: "vault read", Opts: vaultOpts, Style: Single, Does: credential,
		Examples: "vault read database/creds/readonly => expose:credential vault read database/creds/readonly\n" + "vault read -format=json secret/x => expose:credential vault read secret/x\n"},
	{Name: "vault secrets", Opts: vaultOpts, Style: Single, Subs: true},
	{Name: "vault secrets disable", Opts: vaultOpts, Style: Single, Does: destroyStore,
		Examples: "vault secrets disable kv-old => destroy:secret-store vault secrets disable kv-old\n"},
	{Name: "vault secrets list", Opts: vaultOpts, Style: Single},
	{Name: "vault status", Opts: vaultOpts, Style: Single},
	{Name: "vault token", Opts: vaultOpts, Style: Single, Subs: true},
	{Name: "vault token create", Opts: vaultOpts, Style: Single, Does: credential,
		Examples: "vault token create -policy=ci -ttl=1h => expose:credential vault token create\n"},
	{Name: "vault token lookup", Opts: vaultOpts, Style: Single},
	{Name: "vault unwrap", Opts: vaultOpts, Style: Single, Does: credential,
		Examples: "vault unwrap s.abc => expose:credential vault unwrap s.abc\n"},
	{Name: "vault write", Opts: vaultOpts, Style: Single, Does: vaultWriteDoes,
		Examples: "vault write transit/decrypt/orders ciphertext=vault:v1:abc => expose:credential data decrypted by Vault transit\n" +
			"vault write -field=plaintext transit/decrypt/app ciphertext=$CT => expose:credential data decrypted by Vault transit\n" +
			"vault write -f transit/datakey/plaintext/app => expose:credential a plaintext data key\n" +
			"vault write pki_int/issue/web common_name=a.example.com => expose:credential a new certificate's private key\n" +
			"vault write auth/approle/login role_id=x secret_id=y => expose:credential a Vault token\n" +
			"vault write transit/encrypt/orders plaintext=aGk= => -\n" + "vault write secret/app key=v => -\n" + "vault write sys/policy/x policy=@p.hcl => -\n"},
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
// envsubst prints its input with each $NAME and ${NAME} replaced by the variable's value (only
// the names its SHELL-FORMAT operand lists, where given): input the line spells out
// (envsubst <<< '$TOKEN') is a printenv of the names it holds. A template read from a file is
// left to what reads the output.
func envsubstDoes(c *Call) {
	if c.HasAny("v", "h", "V") || !c.In.StdinKnown {
		return
	}
	only := ""
	if f := c.Operand(0); f.S != "" || f.Dyn {
		if f.Dyn {
			return
		}
		only = " " + strings.Join(shellVarNames(f.S), " ") + " "
	}
	for _, n := range shellVarNames(c.In.Stdin) {
		if only == "" || strings.Contains(only, " "+n+" ") {
			c.Add(Effect{Kind: Expose, Class: "var", Text: n, Known: true, By: "envsubst"})
		}
	}
}

// shellVarNames lists the names text refers to as $NAME or ${NAME}, each once.
func shellVarNames(text string) []string {
	var out []string
	for i := strings.IndexByte(text, '$'); i >= 0 && len(out) < 64; i = strings.IndexByte(text, '$') {
		text = text[i+1:]
		brace := strings.HasPrefix(text, "{")
		if brace {
			text = text[1:]
		}
		n := 0
		for n < len(text) && (text[n] == '_' || text[n] >= 'A' && text[n] <= 'Z' || text[n] >= 'a' && text[n] <= 'z' || n > 0 && text[n] >= '0' && text[n] <= '9') {
			n++
		}
		if n == 0 || brace && !strings.HasPrefix(text[n:], "}") {
			continue
		}
		if name := text[:n]; !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	return out
}

func printenvDoes(c *Call) { exposeVars(c, c.Operands(), "printenv", "printenv") }

// exposeVars says a program prints the variables ws name, or, where it names none and whole
// says what, the whole environment.
func exposeVars(c *Call, ws []Word, whole, by string) {
	if len(ws) == 0 && whole != "" {
		c.Add(Effect{Kind: Expose, Class: "env", Text: whole, By: by})
		return
	}
	for _, w := range ws {
		c.Add(Effect{Kind: Expose, Class: "var", Text: w.S, Known: !w.Dyn, By: by})
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
			c.Add(Effect{Kind: Read, Path: c.PathOf(w.Part(w.S[5:])), Class: "config", By: "openssl -" + o})
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
		c.Add(Effect{Kind: Write, Path: c.PathOf(w), Edit: true, By: byOf(c)}) // one key's line
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
// registryLoginDoes: a registry login gives its password (-p, or stdin with --password-stdin)
// to the registry it names, Docker Hub where docker names none: an Expose "login" of each
// variable in -p, and of "-" (whatever is piped in) for stdin.
func registryLoginDoes(c *Call) {
	reg := c.Operand(0)
	if len(c.P.Operands) == 0 && c.Name == "docker" {
		reg = Word{S: "docker.io"}
	}
	credentialsTo(c, c.P.Values("p"), []Word{reg})
	if c.Has("password-stdin") {
		stdinLoginTo(c, byOf(c)+" --password-stdin", loginHost(reg))
	}
}

// stdinLoginTo: the command logs in to host ("" where only known when it runs) with what it
// reads on stdin, a credential it uses (stdinConfig) and gives to that host: an Expose
// "login" of "-", which a pipe's printer stands for, and of each variable a here-string or
// here-document puts there, as a pipe from a printer would.
func stdinLoginTo(c *Call, by, host string) {
	stdinConfig(c, by)
	e := Effect{Kind: Expose, Class: "login", Text: "-", By: by}
	if host != "" {
		e.Text, e.Known = "- "+host, true
	}
	c.Add(e)
	for _, name := range stdinVars(c) {
		v := e
		v.Text = name + strings.TrimPrefix(e.Text, "-")
		c.Add(v)
	}
}

// ghAuthLoginDoes: gh auth login --with-token logs in to --hostname (GH_HOST; github.com)
// with the token it reads on stdin.
func ghAuthLoginDoes(c *Call) { tokenLoginDoes(c, "with-token", "GH_HOST", "github.com") }

// glabAuthLoginDoes: glab auth login --stdin, the same for GitLab.
func glabAuthLoginDoes(c *Call) { tokenLoginDoes(c, "stdin", "GITLAB_HOST", "gitlab.com") }

// tokenLoginDoes: a forge's CLI logging in to its --hostname (-h), the host variable, or its
// own host, with the token it reads on stdin where flag is given, or the one --token (-t)
// gives.
func tokenLoginDoes(c *Call, flag, hostVar, home string) {
	if c.Has("help") {
		return
	}
	host, ok := c.Value("h")
	if !ok {
		host, ok = c.assigned(hostVar)
	}
	if !ok {
		host = Word{S: home}
	}
	if c.Has(flag) {
		name := ""
		if !host.Dyn {
			name = loginHost(host)
		}
		stdinLoginTo(c, c.Name+" auth login --"+flag, name)
	}
	credentialsTo(c, c.P.Values("t"), []Word{host})
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
