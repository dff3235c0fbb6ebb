package spec

import (
	"path/filepath"
	"strconv"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/hookguard/hookguard/paths"
	"github.com/hookguard/hookguard/shell/code"
)

// pkgSpecs are package managers, build tools and the runners that start a package's program
// (npm, npx, pnpm, yarn, pip, uv, poetry, cargo, go, make, just, mvn, gradle, bundle, ...):
// what they write and what they run. A runner's unknown subcommand is a script of the
// project's package.json, or else the package's binary of that name (pnpm prisma ...), so
// every built-in command of pnpm and yarn has a spec, effects or not. Sorted by Name.
//
// Where a tool installs is said as the tool decides it: the directory an option names, the
// project's own directory (node_modules, target/, .venv, vendor/), or, for a global or user
// install, the user's tool directory (~/go/bin, ~/.cargo/bin, ~/.local) as NAME=VALUE prefixes
// on the line override it. A location only the environment knows (npm's global prefix) is a
// dynamic path. An install into "the active environment" (pip install, gem install without
// options) writes where no word of the command says, and is not listed. Caches (~/.npm,
// ~/.cache/pip, ~/.m2, GOMODCACHE) are the tools' own and not listed either. A lockfile is
// listed: its owner writes it (boundary knows the owners).
var pkgSpecs = []Spec{
	{Name: "bundle", Opts: "r|retry= V|verbose no-color", Style: InOrder, Subs: true},
	{Name: "bundle add", Opts: "v|version= g|group= source= require= path= git= github= branch= ref= glob= quiet skip-install strict optimistic", Does: bundleDoes,
		Examples: "bundle add rails => write+ Gemfile\n" + "bundle add rails => write Gemfile.lock\n" + "bundle add rails --skip-install !> write Gemfile.lock\n"},
	{Name: "bundle binstubs", Opts: "force path= standalone shebang= all all-platforms", Does: bundleDoes,
		Examples: "bundle binstubs rspec-core => write-r bin\n" + "bundle binstubs rake --path /usr/local/bin => write-r /usr/local/bin\n"},
	{Name: "bundle cache", Opts: "all all-platforms cache-path= gemfile= no-install no-prune path= quiet frozen", Does: bundleDoes,
		Examples: "bundle cache => write-r vendor/cache\n" + "bundle package --cache-path /opt/gems => write-r /opt/gems\n"},
	{Name: "bundle check", Opts: "dry-run gemfile= path="},
	{Name: "bundle config", Opts: "local global delete", Does: bundleConfigDoes,
		Examples: "bundle config set --local path vendor/bundle => write+ .bundle/config\n" + "bundle config set path /opt => write+ ~/.bundle/config\n" + "bundle config get path => -\n"},
	{Name: "bundle exec", Opts: "gemfile= keep-file-descriptors", Style: InOrder, Run: &Run{Kind: RunArgv},
		Examples: "bundle exec rm -rf /srv/app => delete-r /srv/app\n"},
	{Name: "bundle i", Like: "bundle install"},
	{Name: "bundle init", Opts: "gemspec= gemfile=", Does: bundleDoes, Examples: "bundle init => create Gemfile\n"},
	{Name: "bundle install", Opts: "binstubs? clean deployment redownload frozen full-index gemfile= j|jobs= local no-cache no-prune path= quiet retry= shebang= standalone? system trust-policy= with= without= prefer-local force", Does: bundleDoes,
		Examples: "bundle install => write Gemfile.lock\n" + "bundle install --path vendor/bundle => write-r vendor/bundle\n" + "bundle install --deployment => write-r vendor/bundle\n" +
			"BUNDLE_PATH=/opt/gems bundle install => write-r /opt/gems\n" + "bundle install --binstubs => write-r bin\n" + "bundle install !> write-r vendor/bundle\n" + "bundle i --path=.gems => write-r .gems\n"},
	{Name: "bundle package", Like: "bundle cache"},
	{Name: "bundle update", Opts: "all conservative gemfile= group= j|jobs= local major minor patch quiet source= strict bundler? redownload full-index retry=", Does: bundleDoes,
		Examples: "bundle update rails => write Gemfile.lock\n"},
	{Name: "bundler", Like: "bundle"},
	{Name: "cargo", Opts: cargoGlobal, Style: ExactInOrder, Subs: true, Does: cargoScriptDoes,
		Examples: `echo 'fn main() { std::fs::remove_dir_all("/srv").unwrap(); }' > x.rs; cargo +nightly -Zscript x.rs => delete-r /srv` + "\n" +
			`echo 'fn main() { std::fs::remove_dir_all("/srv").unwrap(); }' > x.rs; cargo script x.rs => delete-r /srv` + "\n" +
			`echo 'fn main() { println!("rm -rf /srv"); }' > x.rs; cargo -Zscript x.rs !> delete-r /srv` + "\n" + "cargo --version => -\n"},
	{Name: "cargo add", Opts: cargoOpts + " dev build target= rename= optional no-optional features= default-features no-default-features path= git= branch= tag= rev= registry= n|dry-run", Does: cargoManifestDoes,
		Examples: "cargo add serde => write+ Cargo.toml\n" + "cargo add serde => write Cargo.lock\n" + "cargo add --manifest-path crates/x/Cargo.toml anyhow => write+ crates/x/Cargo.toml\n" + "cargo add -n serde => -\n"},
	{Name: "cargo b", Like: "cargo build"},
	{Name: "cargo bench", Like: "cargo build"},
	{Name: "cargo build", Opts: cargoOpts, Style: Exact, Does: cargoBuildDoes,
		Examples: "cargo build --release => write-r target\n" + "cargo build --target-dir /opt/out => write-r /opt/out\n" + "CARGO_TARGET_DIR=../shared cargo build => write-r ../shared\n" + "CARGO_TARGET_DIR=/etc CARGO_TARGET_DIR= cargo build !> write-r /etc\n" + "CARGO_TARGET_DIR=/etc CARGO_TARGET_DIR= cargo build => write-r target\n" +
			"cargo -C sub build => write-r sub/target\n" + "cargo build --manifest-path tools/gen/Cargo.toml => write-r tools/gen/target\n" + "cargo build => write Cargo.lock\n" + "cargo build --locked !> write Cargo.lock\n" +
			"cargo test --target-dir=out/t => write-r out/t\n" + "cargo build !> write-r:maybe .\n"},
	{Name: "cargo c", Like: "cargo check"},
	{Name: "cargo check", Like: "cargo build"},
	{Name: "cargo clean", Opts: cargoOpts + " doc n|dry-run", Style: Exact, Does: cargoCleanDoes,
		Examples: "cargo clean => delete-r target\n" + "cargo clean --target-dir /tmp/t => delete-r /tmp/t\n" + "cargo clean -n => -\n"},
	{Name: "cargo clippy", Like: "cargo build"},
	{Name: "cargo d", Like: "cargo doc"},
	{Name: "cargo doc", Like: "cargo build"},
	{Name: "cargo generate-lockfile", Opts: cargoOpts, Style: Exact, Does: cargoLockDoes, Examples: "cargo generate-lockfile => write Cargo.lock\n"},
	{Name: "cargo init", Opts: cargoOpts + " bin lib edition= name= vcs= registry=", Style: Exact, Does: cargoNewDoes,
		Examples: "cargo init => create Cargo.toml\n" + "cargo init --lib tools/x => create tools/x/Cargo.toml\n" + "cargo init => write-r src\n"},
	{Name: "cargo install", Opts: cargoOpts + " version= index= registry= git= branch= tag= rev= path= root= f|force n|dry-run no-track list debug bin= bins example= examples", Style: Exact, Does: cargoInstallDoes,
		Examples: "cargo install ripgrep => write-r ~/.cargo/bin\n" + "cargo install --root /usr/local fd-find => write-r /usr/local/bin\n" + "CARGO_INSTALL_ROOT=./tools cargo install just => write-r ./tools/bin\n" +
			"CARGO_HOME=/opt/cargo cargo install bat => write-r /opt/cargo/bin\n" + "cargo install --path . --root=out => write-r out/bin\n" + "cargo install --list => -\n" + "cargo install -n ripgrep => -\n"},
	{Name: "cargo login", Opts: cargoOpts + " registry=", Style: Exact, Does: cargoLoginDoes,
		Examples: "cargo login => write ~/.cargo/credentials.toml\n" + "CARGO_HOME=/srv/c cargo login => write /srv/c/credentials.toml\n"},
	{Name: "cargo logout", Like: "cargo login"},
	{Name: "cargo new", Opts: cargoOpts + " bin lib edition= name= vcs= registry=", Style: Exact, Does: cargoNewDoes,
		Examples: "cargo new hello => write-r hello\n" + "cargo new --lib ../sibling => write-r ../sibling\n" + "cargo new => -\n"},
	{Name: "cargo package", Opts: cargoOpts + " l|list no-verify no-metadata allow-dirty index= registry=", Style: Exact, Does: cargoBuildDoes,
		Examples: "cargo package => write-r target\n"},
	{Name: "cargo publish", Opts: cargoOpts + " no-verify allow-dirty index= registry= token= n|dry-run", Style: Exact, Does: cargoPublishDoes,
		Examples: "cargo publish => send:upload crates.io\n" + "cargo publish --registry my-reg => send:upload my-reg\n" + "cargo publish --dry-run !> send:upload crates.io\n"},
	{Name: "cargo r", Like: "cargo run"},
	{Name: "cargo remove", Opts: cargoOpts + " dev build target= n|dry-run", Style: Exact, Does: cargoManifestDoes,
		Examples: "cargo remove serde => write+ Cargo.toml\n"},
	{Name: "cargo rm", Like: "cargo remove"},
	{Name: "cargo run", Opts: cargoOpts, Style: ExactInOrder, Does: cargoRunDoes,
		Examples: "cargo run --release -- --out x => write-r target\n" + "cargo run => write-r:maybe .\n" + "cargo -C ../other run => write-r:maybe ../other\n"},
	{Name: "cargo rustc", Like: "cargo build"},
	{Name: "cargo rustdoc", Like: "cargo build"},
	{Name: "cargo t", Like: "cargo test"},
	{Name: "cargo test", Like: "cargo build"},
	{Name: "cargo uninstall", Opts: cargoOpts + " root= bin=", Style: Exact, Does: cargoInstallDoes,
		Examples: "cargo uninstall ripgrep => write-r ~/.cargo/bin\n"},
	{Name: "cargo update", Like: "cargo generate-lockfile"},
	{Name: "cargo vendor", Opts: cargoOpts + " no-delete s|sync= respect-source-config versioned-dirs", Style: Exact, Does: cargoVendorDoes,
		Examples: "cargo vendor => write-r vendor\n" + "cargo vendor third_party/rust => write-r third_party/rust\n"},
	{Name: "cmake", Opts: cmakeOpts, Style: ExactInOrder, Subs: true, Does: cmakeDoes,
		Examples: "cmake -P /dev/stdin <<< 'file(REMOVE_RECURSE $ENV{HOME})' => delete-r ~\n" + "cmake -P - <<< 'FILE(remove /etc/motd) # file(REMOVE_RECURSE /x)' => delete /etc/motd\n" +
			"cmake -P /dev/stdin <<< 'execute_process(COMMAND rm -rf /srv WORKING_DIRECTORY .)' => delete-r /srv\n" + "cmake -P /dev/stdin <<< 'file(REMOVE_RECURSE ${DIR})' => delete-r <${DIR}>\n" +
			"cmake -P /dev/stdin <<< 'message(hi)' !> delete-r ~\n" + "cmake -P /dev/stdin <<< 'file(WRITE /etc/motd x)' => write /etc/motd\n" + "cmake -S . -B build => write-r build\n" + "cmake -B/opt/build => write-r /opt/build\n" + "cmake --build out/rel --target all => write-r out/rel\n" +
			"cmake --install build --prefix /usr/local => write-r /usr/local\n" + "cmake --install build => write-r /usr/local\n" + "cmake .. => write CMakeCache.txt\n" +
			"cmake -P gen.cmake => read:code gen.cmake\n" + "cmake --build build !> write-r /usr/local\n" + "cmake --install build --prefix ./stage => write-r ./stage\n"},
	{Name: "cmake cat", Style: ExactInOrder, Does: cmakeToolDoes, Examples: "cmake -E cat notes.txt => read:show notes.txt\n"},
	{Name: "cmake chdir", Style: ExactInOrder, Run: &Run{Kind: RunArgv, Skip: 1}},
	{Name: "cmake copy", Opts: "t=", Style: ExactInOrder, Does: cmakeToolDoes,
		Examples: "cmake -E copy a.txt b.txt ~/x/ => write ~/x/b.txt\n" + "cmake -E copy -t /etc a.conf => write /etc/a.conf\n" + "cmake -E copy a b => read:copy a\n"},
	{Name: "cmake copy_directory", Style: ExactInOrder, Does: cmakeToolDoes,
		Examples: "cmake -E copy_directory assets /srv/www => write-r /srv/www\n"},
	{Name: "cmake copy_directory_if_different", Like: "cmake copy_directory"},
	{Name: "cmake copy_if_different", Like: "cmake copy"},
	{Name: "cmake create_hardlink", Like: "cmake create_symlink"},
	{Name: "cmake create_symlink", Style: ExactInOrder, Does: cmakeToolDoes,
		Examples: "cmake -E create_symlink ~/.ssh/id_rsa key => read:link ~/.ssh/id_rsa\n" + "cmake -E create_symlink lib.so.1 lib.so => create lib.so\n"},
	{Name: "cmake env", Opts: "unset= modify=", Style: ExactInOrder, Run: &Run{Kind: RunArgv, Assigns: true},
		Examples: "cmake -E env CC=clang rm -rf /opt/x => delete-r /opt/x\n"},
	{Name: "cmake environment", Style: ExactInOrder, Does: cmakeToolDoes,
		Examples: "cmake -E environment => expose:env the whole environment\n" + "cmake environment !> expose:env the whole environment\n"},
	{Name: "cmake make_directory", Style: ExactInOrder, Does: cmakeToolDoes, Examples: "cmake -E make_directory out/a /var/x => create /var/x\n"},
	{Name: "cmake remove", Opts: "f r", Style: ExactInOrder, Does: cmakeToolDoes, Examples: "cmake -E remove -f a.o => delete a.o\n"},
	{Name: "cmake remove_directory", Style: ExactInOrder, Does: cmakeToolDoes, Examples: "cmake -E remove_directory build => delete-r build\n"},
	{Name: "cmake rename", Style: ExactInOrder, Does: cmakeToolDoes,
		Examples: "cmake -E rename a.txt /etc/motd => write-r /etc/motd\n" + "cmake -E rename a.txt /etc/motd => delete-r:move a.txt\n"},
	{Name: "cmake rm", Opts: "r|R f", Style: ExactInOrder, Does: cmakeToolDoes,
		Examples: "cmake -E rm -rf ~/src => delete-r ~/src\n" + "cmake -E rm -f x => delete x\n" + "cmake -E rm -f x !> delete-r x\n"},
	{Name: "cmake tar", Style: ExactInOrder, Does: cmakeToolDoes,
		Examples: "cmake -E tar xzf missing.tgz => write:extract .\n" + "cmake -E tar cf out.tar src => read-r:archive src\n"},
	{Name: "cmake time", Style: ExactInOrder, Run: &Run{Kind: RunArgv}, Examples: "cmake -E time rm -rf /opt/y => delete-r /opt/y\n"},
	{Name: "cmake touch", Style: ExactInOrder, Does: cmakeToolDoes, Examples: "cmake -E touch stamp => create+ stamp\n"},
	{Name: "cmake touch_nocreate", Like: "cmake touch"},
	{Name: "composer", Opts: composerOpts, Style: ExactInOrder, Subs: true, Does: composerScriptDoes,
		Examples: "composer frobnicate => -\n" + "composer --version => -\n"},
	{Name: "composer create-project", Opts: composerOpts + " s|stability= prefer-source prefer-dist prefer-install= repository= repository-url= add-repository dev no-dev no-scripts no-progress no-secure-http keep-vcs remove-vcs no-install no-audit audit-format= ignore-platform-req= ignore-platform-reqs ask", Does: composerCreateDoes,
		Examples: "composer create-project laravel/laravel blog => write-r blog\n" + "composer create-project symfony/skeleton /srv/app => write-r /srv/app\n"},
	{Name: "composer dump", Like: "composer dump-autoload"},
	{Name: "composer dump-autoload", Opts: composerOpts + " o|optimize a|classmap-authoritative apcu apcu-prefix= dry-run dev no-dev ignore-platform-req= ignore-platform-reqs strict-psr strict-ambiguous", Does: composerInstallDoes,
		Examples: "composer dump-autoload -o => write-r vendor\n"},
	{Name: "composer exec", Opts: composerOpts + " l|list", Style: ExactInOrder, Run: &Run{Kind: RunArgv, None: "l"},
		Examples: "composer exec -- rm -rf /srv/x => delete-r /srv/x\n"},
	{Name: "composer global", Opts: composerOpts, Style: ExactInOrder, Does: composerGlobalDoes,
		Examples: "composer global require laravel/installer => write-r ~/.config/composer/vendor\n" + "COMPOSER_HOME=/opt/c composer global update => write-r /opt/c/vendor\n" + "composer global show => -\n"},
	{Name: "composer i", Like: "composer install"},
	{Name: "composer install", Opts: composerInstallOpts, Does: composerInstallDoes,
		Examples: "composer install => write-r vendor\n" + "composer install => write composer.lock\n" + "composer install -d ../api => write-r ../api/vendor\n" + "composer install --working-dir=/srv/site => write-r /srv/site/vendor\n" +
			"composer install --dry-run => -\n"},
	{Name: "composer remove", Like: "composer require"},
	{Name: "composer require", Opts: composerInstallOpts + " dev fixed", Does: composerInstallDoes,
		Examples: "composer require monolog/monolog => write+ composer.json\n" + "composer require --dev phpunit/phpunit => write-r vendor\n"},
	{Name: "composer run", Like: "composer run-script"},
	{Name: "composer run-script", Opts: composerOpts + " timeout= dev no-dev l|list", Style: ExactInOrder, Does: composerScriptDoes,
		Examples: "composer run-script test => -\n" + "composer run-script --list => -\n"},
	{Name: "composer u", Like: "composer update"},
	{Name: "composer update", Opts: composerInstallOpts + " with= with-dependencies w with-all-dependencies W lock minimal-changes m root-reqs bump-after-update? patch-only interactive i", Does: composerInstallDoes,
		Examples: "composer update => write composer.lock\n" + "composer update --lock => write-r vendor\n"},
	{Name: "conda", Opts: "v|verbose q|quiet json", Style: InOrder, Subs: true},
	{Name: "conda config", Opts: "system env file= show? show-sources validate describe? write-default get? append= prepend|add= set= remove= remove-key= stdin json v|verbose q|quiet", Does: condaConfigDoes,
		Examples: "conda config --set auto_activate_base false => write+ ~/.condarc\n" + "conda config --show => -\n" + "conda config --file ./.condarc --add channels x => write+ ./.condarc\n"},
	{Name: "conda create", Opts: condaOpts + " clone= dev", Does: condaDoes,
		Examples: "conda create -p ./env python=3.12 => write-r ./env\n" + "conda create --prefix /opt/envs/x numpy => write-r /opt/envs/x\n" + "conda create -n x numpy => -\n" + "conda create -p ./env --dry-run => -\n"},
	{Name: "conda env", Style: InOrder, Subs: true},
	{Name: "conda env create", Opts: condaOpts + " f|file=", Does: condaDoes,
		Examples: "conda env create -f environment.yml -p .venv => write-r .venv\n"},
	{Name: "conda env remove", Opts: condaOpts, Does: condaDoes,
		Examples: "conda env remove -p ./env => delete-r ./env\n"},
	{Name: "conda env update", Like: "conda env create"},
	{Name: "conda install", Opts: condaOpts + " revision= force-reinstall", Does: condaDoes,
		Examples: "conda install -p /opt/env scipy => write-r /opt/env\n"},
	{Name: "conda remove", Opts: condaOpts + " all features force", Does: condaDoes,
		Examples: "conda remove -p ./env --all => delete-r ./env\n" + "conda remove -p ./env scipy => write-r ./env\n"},
	{Name: "conda run", Opts: "n|name= p|prefix= cwd= no-capture-output live-stream v|verbose", Style: InOrder, Run: &Run{Kind: RunArgv, Cwd: "cwd"}},
	{Name: "conda uninstall", Like: "conda remove"},
	{Name: "conda update", Like: "conda install"},
	{Name: "gem", Opts: "h|help v|version", Style: InOrder, Subs: true},
	{Name: "gem build", Opts: "force strict o|output= C= platform=", Does: gemDoes,
		Examples: "gem build app.gemspec => write <./*>\n" + "gem build app.gemspec -o /tmp/x/app.gem => write /tmp/x/app.gem\n"},
	{Name: "gem fetch", Opts: "v|version= platform= prerelease suggestions", Does: gemDoes, Examples: "gem fetch rake => write <./*>\n"},
	{Name: "gem i", Like: "gem install"},
	{Name: "gem install", Opts: "platform= v|version= prerelease i|install-dir= n|bindir= document? build-root= vendor N|no-document E|env-shebang f|force w|wrappers P|trust-policy= ignore-dependencies format-executable user-install development development-all conservative minimal-deps post-install-message g|file? without= default explain lock suggestions target-rbconfig= l|local r|remote b|both bulk-threshold= clear-sources s|source= http-proxy? no-http-proxy q|quiet V|verbose backtrace debug", Does: gemDoes,
		Examples: "gem install rails => -\n" + "gem install --user-install rake => write-r ~/.gem\n" + "gem install -i ./gems rake => write-r ./gems\n" + "gem install --bindir=/usr/local/bin foo => write-r /usr/local/bin\n" +
			"GEM_HOME=/opt/gems gem install rake !> write-r ~/.gem\n"},
	{Name: "gem push", Opts: "k|key= otp= host= attestation=", Does: gemDoes,
		Examples: "gem push mygem-1.0.0.gem => send:upload rubygems.org\n" + "gem push x.gem --host https://gems.example.com => send:upload https://gems.example.com\n"},
	{Name: "gem signin", Opts: "host= otp=", Does: gemDoes, Examples: "gem signin => write+ ~/.gem/credentials\n"},
	{Name: "gem yank", Opts: "v|version= platform= otp= k|key= host=", Does: gemDoes,
		Examples: "gem yank mygem -v 1.0.0 => destroy:package gem mygem\n" + "gem yank => -\n"},
	{Name: "go", Opts: "C=", Style: Single, Subs: true},
	{Name: "go build", Opts: goBuildOpts + " o=", Style: Single, Does: goBuildDoes,
		Examples: "go build -o ./bin/app ./cmd/app => write ./bin/app\n" + "go build -o /usr/local/bin/tool . => write /usr/local/bin/tool\n" + "go build -o=out/x => write out/x\n" +
			"go build --o dist/ ./cmd/... => write-r dist/\n" + "go build -o bin ./cmd/x => write-r bin\n" + "go build => write <./*>\n" + "go build ./... !> write <./*>\n" +
			"go -C tools build -o ../bin/gen ./gen => write tools/../bin/gen\n" + "go build -toolexec 'rm -rf /' . => delete-r /\n" +
			`echo 'package main; import "os"; func main() { os.RemoveAll("/srv") }' > x.go; go build -o /tmp/x x.go && /tmp/x => delete-r /srv` + "\n" +
			`echo 'package main; import "os"; func main() { os.RemoveAll("/srv") }' > x.go; go build x.go; ./x => delete-r /srv` + "\n" +
			"go build x.go => write x\n"},
	{Name: "go env", Opts: "json changed u w", Style: Single, Does: goEnvDoes,
		Examples: "go env -w GOPRIVATE=example.com => write+ ~/.config/go/env\n" + "GOENV=./go.env go env -w GOFLAGS=-mod=mod => write+ ./go.env\n" + "go env GOPATH => -\n"},
	{Name: "go fmt", Opts: "n x mod= modfile=", Style: Single, Does: goFmtDoes,
		Examples: "go fmt ./... => write-r .\n" + "go fmt ./internal/x => write-r ./internal/x\n" + "go fmt -n ./... => -\n"},
	{Name: "go generate", Opts: goBuildOpts + " run= skip=", Style: Single, Does: goGenerateDoes,
		Examples: "go generate ./... !> exec:sh ?\n" + "go generate -n ./... => -\n"},
	{Name: "go get", Opts: goBuildOpts + " d t u? tool", Style: Single, Does: goModFilesDoes,
		Examples: "go get golang.org/x/tools@latest => write+ go.mod\n" + "go get -u ./... => write go.sum\n"},
	{Name: "go install", Opts: goBuildOpts, Style: Single, Does: goInstallDoes,
		Examples: "go install golang.org/x/tools/gopls@latest => write-r ~/go/bin\n" + "GOBIN=/usr/local/bin go install ./cmd/x => write-r /usr/local/bin\n" +
			"GOPATH=/opt/go go install ./... => write-r /opt/go/bin\n" + "GOBIN=./bin go install ./cmd/x => write-r ./bin\n" + "GOBIN=./bin go install ./cmd/x !> write-r ~/go/bin\n" + "go install -n ./... => -\n"},
	{Name: "go mod", Style: Single, Subs: true},
	{Name: "go mod download", Opts: "json x reuse=", Style: Single},
	{Name: "go mod edit", Opts: "fmt module= go= toolchain= print json require= droprequire= exclude= dropexclude= replace= dropreplace= retract= dropretract= tool= droptool= godebug= dropgodebug= ignore= dropignore=", Style: Single, Does: goModEditDoes,
		Examples: "go mod edit -require=golang.org/x/text@v0.3.0 => write+ go.mod\n" + "go mod edit -json => -\n" + "go mod edit -fmt ../other/go.mod => write+ ../other/go.mod\n"},
	{Name: "go mod init", Style: Single, Does: goModInitDoes, Examples: "go mod init example.com/x => create go.mod\n"},
	{Name: "go mod tidy", Opts: "e v x go= compat= diff", Style: Single, Does: goModFilesDoes,
		Examples: "go mod tidy => write go.sum\n" + "go mod tidy -diff => -\n"},
	{Name: "go mod vendor", Opts: "e v o=", Style: Single, Does: goModVendorDoes,
		Examples: "go mod vendor => write-r vendor\n" + "go mod vendor -o /opt/vendor => write-r /opt/vendor\n"},
	{Name: "go run", Opts: goBuildOpts + " exec=", Style: Single, Does: goRunDoes,
		Examples: "go run ./cmd/gen -out x => write-r:maybe .\n" + "go -C ../other run . => write-r:maybe ../other\n" + "go run -exec 'rm -rf ~' . => delete-r ~\n" +
			`mkdir t && echo 'package main; import "os"; func main() { os.RemoveAll("/srv") }' > t/main.go && go run ./t => delete-r /srv` + "\n" +
			`mkdir -p /tmp/t && echo 'package main; import "os"; func main() { os.RemoveAll("/srv") }' > /tmp/t/main.go && cd /tmp/t && go run . => delete-r /srv` + "\n" +
			`mkdir t && echo 'package main; import "os"; func main() { os.RemoveAll("/srv") }' > t/main.go && go build -o x ./t && ./x => delete-r /srv` + "\n" +
			`mkdir t && echo 'package main; import "fmt"; func main() { fmt.Println("rm -rf /srv") }' > t/main.go && go run ./t !> delete-r /srv` + "\n" +
			`echo 'package main; import "os"; func main() { os.RemoveAll("/srv") }' > t/main_test.go && go run ./t !> delete-r /srv` + "\n" +
			`echo 'package main; import "os"; func main() { os.RemoveAll(os.Getenv("HOME")) }' > /tmp/x.go; go run /tmp/x.go => delete-r ~` + "\n" +
			`echo 'package main; import "os/exec"; func main() { exec.Command("rm", "-rf", "/srv").Run() }' > x.go; go run x.go a b => delete-r /srv` + "\n" +
			`echo 'package main; import "fmt"; func main() { fmt.Println("rm -rf /srv") }' > x.go; go run x.go !> delete-r /srv` + "\n" +
			"go run . !> exec:go ?\n"},
	{Name: "go test", Opts: goBuildOpts + goTestOpts, Style: Single, Does: goTestDoes,
		Examples: "go test -coverprofile=cover.out ./... => write cover.out\n" + "go test -cpuprofile cpu.prof -outputdir /tmp/prof . => write /tmp/prof/cpu.prof\n" +
			"go test -c -o /opt/x.test ./pkg => write /opt/x.test\n" + "go test ./... => -\n" + "go test -c ./pkg => write <./*>\n"},
	{Name: "go tool", Opts: "n modfile=", Style: Single, Run: &Run{Kind: RunArgv, None: "n"}},
	{Name: "go work", Style: Single, Subs: true},
	{Name: "go work edit", Opts: "fmt godebug= dropgodebug= use= dropuse= replace= dropreplace= go= toolchain= print json", Style: Single, Does: goWorkDoes,
		Examples: "go work edit -use=./x => write+ go.work\n" + "go work edit -json => -\n"},
	{Name: "go work init", Style: Single, Does: goWorkDoes, Examples: "go work init ./a ./b => write+ go.work\n"},
	{Name: "go work use", Opts: "r", Style: Single, Does: goWorkDoes, Examples: "go work use ./tools => write+ go.work\n"},
	{Name: "gradle", Opts: gradleOpts, Style: Exact, Does: gradleDoes,
		Examples: "gradle build => write-r build\n" + "gradle clean => delete-r build\n" + "./gradlew clean build => write-r build\n" + "gradle -p services/api test => write-r services/api/build\n" +
			"gradle flywayClean => rewind flyway clean: drops every object in the configured schemas\n" + "./gradlew :db:flywayRepair => rewind flyway repair: rewrites the schema history table\n" +
			"gradle fC => rewind flyway clean: drops every object in the configured schemas\n" + "gradle dropAll => rewind liquibase dropAll: drops every object in the database\n" +
			"gradle rollbackCount -PliquibaseCommandValue=2 => rewind liquibase rollbackCount: rolls back applied changesets\n" +
			"gradle flywayMigrate -Pflyway.cleanDisabled=false => rewind flyway clean enabled: flyway.cleanDisabled=false\n" +
			"gradle clean !> rewind flyway clean: drops every object in the configured schemas\n" + "gradle flywayInfo !> rewind flyway clean: drops every object in the configured schemas\n" +
			"gradle build -x flywayClean !> rewind flyway clean: drops every object in the configured schemas\n" + "gradle -m flywayClean => -\n" + "gradle tasks --all => -\n" +
			"gradle rollbackSql !> rewind liquibase rollback: rolls back applied changesets\n"},
	{Name: "gradlew", Like: "gradle"},
	{Name: "hatch", Opts: "e|env= p|project= v|verbose q|quiet data-dir= cache-dir= config= color no-color interactive no-interactive", Style: InOrder, Subs: true},
	{Name: "hatch build", Opts: "t|target= hooks-only no-hooks e|ext c|clean clean-hooks-after", Does: pyBuildDoes,
		Examples: "hatch build => write-r dist\n" + "hatch build -t wheel /opt/out => write-r /opt/out\n"},
	{Name: "hatch new", Opts: "i|interactive cli init", Does: pyNewDoes, Examples: "hatch new my-app => write-r my-app\n" + "hatch new --init => -\n"},
	{Name: "hatch publish", Opts: "r|repo= u|user= a|auth= ca-cert= client-cert= client-key= no-prompt initialize-auth p|publisher= o|option= y|yes", Does: pyPublishDoes,
		Examples: "hatch publish => send:upload pypi\n" + "hatch publish -r test => send:upload test\n"},
	{Name: "hatch run", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "just", Opts: "f|justfile= d|working-directory= n|dry-run q|quiet v|verbose l|list s|show= summary dump evaluate set= shell= shell-arg= unstable yes color= choose chooser= edit init fmt check c|command= unsorted u list-heading= list-prefix= dotenv-filename= dotenv-path= E", Style: InOrder,
		Run: &Run{Kind: RunScript, Opt: "just", None: "n l s summary dump evaluate choose edit init fmt"}, Does: justDoes,
		Examples: "just -d ../other build => write-r:maybe ../other\n" + "just test => write-r:maybe .\n" + "just --list !> write-r:maybe .\n" + "just -f tools/justfile gen => write-r:maybe tools\n" +
			"just --fmt --unstable => write+ justfile\n"},
	{Name: "make", Opts: "f|file|makefile= C|directory= j|jobs? k|keep-going n|just-print|dry-run|recon s|silent|quiet B|always-make e|environment-overrides i|ignore-errors I|include-dir= l|load-average? o|old-file|assume-old= W|what-if|new-file|assume-new= q|question r|no-builtin-rules R|no-builtin-variables t|touch w|print-directory no-print-directory p|print-data-base d debug? O|output-sync? warn-undefined-variables eval= L|check-symlink-times shuffle? trace", Style: GNU,
		Run: &Run{Kind: RunScript, Opt: "make", None: "n q t p"}, Does: makeDoes,
		Examples: "make -C ../other clean => write-r:maybe ../other\n" +
			`echo 'int main(void) { return system("rm -rf /srv"); }' > x.c; make x && ./x => delete-r /srv` + "\n" +
			`echo 'int main(void) { return system("rm -rf /srv"); }' > x.cpp; make x; ./x => delete-r /srv` + "\n" +
			`echo 'int main(void) { return system("rm -rf /srv"); }' > x.c; make -r x && ./x !> delete-r /srv` + "\n" +
			`echo 'int main(void) { puts("rm -rf /srv"); }' > x.c; make x && ./x !> delete-r /srv` + "\n" + "make -f - <<< $'x:\\n\\trm -rf /srv' => delete-r /srv\n" + "make --eval=$'x:\\n\\trm -rf /srv' x => delete-r /srv\n" + "make -f /dev/stdin <<< $'x:\\n\\techo hi' !> delete-r /srv\n" + "make => write-r:maybe .\n" + "make -n install !> write-r:maybe .\n" + "make --directory=/srv/app => write-r:maybe /srv/app\n" +
			"make -C sub -C .. all => write-r:maybe sub/..\n" +
			"make -p -f /dev/null => expose:env the whole environment, as make variables (make -p)\n" + "make -pn => expose:env the whole environment, as make variables (make -p)\n" +
			"make --print-data-base => expose:env the whole environment, as make variables (make -p)\n" + "make -pf .env => read:show .env\n" +
			"make -f .env --eval 'x:;@echo $(GITHUB_TOKEN)' x => read:show .env\n" + "make -f build.mk test !> expose:env the whole environment, as make variables (make -p)\n" +
			"make -f /dev/null -n !> read:show /dev/null\n"},
	{Name: "mamba", Like: "conda"},
	{Name: "micromamba", Like: "conda"},
	{Name: "mvn", Opts: mvnOpts, Style: Single, Does: mvnDoes,
		Examples: "mvn package => write-r target\n" + "mvn clean => delete-r target\n" + "mvn -f backend/pom.xml verify => write-r backend/target\n" + "mvn -q -DskipTests install => write-r target\n" +
			"mvn flyway:clean => rewind flyway clean: drops every object in the configured schemas\n" + "./mvnw org.flywaydb:flyway-maven-plugin:10.1.0:repair => rewind flyway repair: rewrites the schema history table\n" +
			"mvn liquibase:dropAll => rewind liquibase dropAll: drops every object in the database\n" + "mvn liquibase:rollback -Dliquibase.rollbackCount=1 => rewind liquibase rollback: rolls back applied changesets\n" +
			"mvn liquibase:clearCheckSums => rewind liquibase clearCheckSums: forgets applied checksums\n" +
			"mvn -Dflyway.cleanDisabled=false flyway:migrate => rewind flyway clean enabled: flyway.cleanDisabled=false\n" +
			"mvn -D flyway.cleanDisabled=false flyway:migrate => rewind flyway clean enabled: flyway.cleanDisabled=false\n" +
			"mvn clean install !> rewind flyway clean: drops every object in the configured schemas\n" + "mvn flyway:migrate !> rewind flyway clean: drops every object in the configured schemas\n" +
			"mvn liquibase:rollbackSQL !> rewind liquibase rollback: rolls back applied changesets\n" + "mvn deploy => send:upload the project's distribution repository\n" +
			"mvn -pl api -am package => write-r target\n"},
	{Name: "mvnd", Like: "mvn"},
	{Name: "mvnw", Like: "mvn"},
	{Name: "npm", Opts: npmOpts, Style: InOrder, Subs: true},
	{Name: "npm access"},
	{Name: "npm add", Like: "npm install"},
	{Name: "npm adduser", Like: "npm login"},
	{Name: "npm audit", Opts: npmOpts + " audit-level= json omit= include= package-lock-only", Subs: true},
	{Name: "npm audit fix", Opts: npmOpts + " audit-level= json omit= include= package-lock-only force", Does: npmInstallDoes,
		Examples: "npm audit fix => write-r node_modules\n" + "npm audit fix --dry-run => -\n"},
	{Name: "npm c", Like: "npm config"},
	{Name: "npm ci", Opts: npmOpts + " ignore-scripts omit= include= production foreground-scripts no-audit no-fund", Run: &Run{Kind: RunScript, Opt: "npm", Script: "install", None: "ignore-scripts"}, Does: npmInstallDoes,
		Examples: "npm ci => delete-r node_modules\n" + "npm ci --prefix web => write-r web/node_modules\n" + "npm ci --ignore-scripts => write-r node_modules\n"},
	{Name: "npm clean-install", Like: "npm ci"},
	{Name: "npm config", Opts: npmOpts + " location= json l|long", Subs: true},
	{Name: "npm config delete", Like: "npm config set"},
	{Name: "npm config edit", Like: "npm config set"},
	{Name: "npm config get", Opts: npmOpts + " location= json l|long", Does: npmConfigGetDoes,
		Examples: "npm config get //registry.npmjs.org/:_authToken => expose:credential npm config //registry.npmjs.org/:_authToken\n" + "npm get _auth => expose:credential npm config _auth\n" +
			"npm config get registry => -\n" + "npm c get always-auth => -\n"},
	{Name: "npm config list", Opts: npmOpts + " location= json l|long"},
	{Name: "npm config ls", Like: "npm config list"},
	{Name: "npm config set", Opts: npmOpts + " location= json l|long", Does: npmConfigSetDoes,
		Examples: "npm config set registry https://r.example.com => write+ ~/.npmrc\n" + "npm config set --location=project save-exact true => write+ .npmrc\n" +
			"npm set init-license MIT --userconfig ./npmrc => write+ ./npmrc\n" + "npm config set -g prefix /x => write+ <$(npm prefix -g)/etc/npmrc>\n" + "npm config delete //r/:_authToken => write+ ~/.npmrc\n"},
	{Name: "npm create", Like: "npm init"},
	{Name: "npm ddp", Like: "npm update"},
	{Name: "npm dedupe", Like: "npm update"},
	{Name: "npm deprecate"},
	{Name: "npm exec", Opts: "p|package= c|call= " + npmOpts, Style: InOrder, Run: &Run{Kind: RunArgv, Text: "c"}},
	{Name: "npm get", Like: "npm config get"},
	{Name: "npm i", Like: "npm install"},
	{Name: "npm ic", Like: "npm ci"},
	{Name: "npm in", Like: "npm install"},
	{Name: "npm init", Opts: npmOpts + " y|yes f|force scope= w|workspace= init-author-name= init-license= init-version=", Does: npmInitDoes,
		Examples: "npm init -y => write+ package.json\n" + "npm init vite@latest my-app => write-r:maybe .\n" + "npm create vite@latest => write-r:maybe .\n"},
	{Name: "npm install", Opts: npmInstallOpts, Run: &Run{Kind: RunScript, Opt: "npm", Script: "install", None: "ignore-scripts"}, Does: npmInstallDoes,
		Examples: "npm install => write-r node_modules\n" + "npm install => write package-lock.json\n" + "npm install left-pad => write+ package.json\n" + "npm install !> write+ package.json\n" +
			"npm install --prefix ../other lodash => write-r ../other/node_modules\n" + "npm --prefix=/opt/app i express => write-r /opt/app/node_modules\n" +
			"npm install -g typescript => write-r <$(npm prefix -g)/lib/node_modules>\n" + "npm i --global --prefix ~/.npm-global eslint => write-r ~/.npm-global/lib/node_modules\n" +
			"npm_config_prefix=/usr/local npm install -g pnpm => write-r /usr/local/lib/node_modules\n" + "npm install --location=global x => write-r <$(npm prefix -g)/lib/node_modules>\n" +
			"npm install -g typescript !> write-r node_modules\n" + "npm install --dry-run lodash => -\n" + "npm add -D vitest => write+ package.json\n" + "npm install --no-save x !> write+ package.json\n" +
			"npm install --no-package-lock !> write package-lock.json\n"},
	{Name: "npm install-ci-test", Like: "npm ci"},
	{Name: "npm install-clean", Like: "npm ci"},
	{Name: "npm install-test", Like: "npm install"},
	{Name: "npm isntall", Like: "npm install"},
	{Name: "npm it", Like: "npm install"},
	{Name: "npm link", Opts: npmInstallOpts, Run: &Run{Kind: RunScript, Opt: "npm", Script: "install", None: "ignore-scripts"}, Does: npmLinkDoes,
		Examples: "npm link => write-r <$(npm prefix -g)/lib/node_modules>\n" + "npm link ../lib => write-r node_modules\n" + "npm ln my-lib !> write-r <$(npm prefix -g)/lib/node_modules>\n"},
	{Name: "npm ln", Like: "npm link"},
	{Name: "npm login", Opts: npmOpts + " scope= auth-type=", Does: npmLoginDoes,
		Examples: "npm login => write+ ~/.npmrc\n" + "npm login --userconfig=./.npmrc --registry https://r.example => write+ ./.npmrc\n" + "npm logout => write+ ~/.npmrc\n"},
	{Name: "npm logout", Like: "npm login"},
	{Name: "npm pack", Opts: npmOpts + " pack-destination= json ignore-scripts", Run: &Run{Kind: RunScript, Opt: "npm", Script: "pack", None: "ignore-scripts"}, Does: npmPackDoes,
		Examples: "npm pack => write <./*>\n" + "npm pack --pack-destination /tmp/out => write </tmp/out/*>\n" + "npm pack --dry-run => -\n"},
	{Name: "npm pkg", Opts: npmOpts + " f|force json", Subs: true},
	{Name: "npm pkg delete", Like: "npm pkg set"},
	{Name: "npm pkg fix", Like: "npm pkg set"},
	{Name: "npm pkg set", Opts: npmOpts + " f|force json", Does: npmPkgDoes, Examples: "npm pkg set scripts.x=y => write+ package.json\n" + "npm pkg set scripts.prepare=husky => hooks-off:hooks-path core.hooksPath=.husky/_\n" + "npm pkg set scripts.test=jest => exec:sh jest\n" + "npm pkg set name=scripts.x !> exec:sh ?\n" + "npm pkg set --prefix ../w name=z => write+ ../w/package.json\n"},
	{Name: "npm prune", Like: "npm update"},
	{Name: "npm publish", Opts: npmOpts + " tag= access= otp= provenance provenance-file= ignore-scripts", Run: &Run{Kind: RunScript, Opt: "npm", Script: "publish", None: "ignore-scripts"}, Does: npmPublishDoes,
		Examples: "npm publish => send:upload registry.npmjs.org\n" + "npm publish --registry https://npm.pkg.github.com => send:upload https://npm.pkg.github.com\n" + "npm publish --dry-run => -\n"},
	{Name: "npm r", Like: "npm uninstall"},
	{Name: "npm rb", Like: "npm rebuild"},
	{Name: "npm rebuild", Opts: npmInstallOpts, Run: &Run{Kind: RunScript, Opt: "npm", Script: "rebuild", None: "ignore-scripts"}, Does: npmInstallDoes,
		Examples: "npm rebuild => write-r node_modules\n"},
	{Name: "npm remove", Like: "npm uninstall"},
	{Name: "npm restart", Opts: npmOpts, Run: &Run{Kind: RunScript, Opt: "npm", Script: "restart"}},
	{Name: "npm rm", Like: "npm uninstall"},
	{Name: "npm rum", Like: "npm run"},
	{Name: "npm run", Opts: npmOpts + " if-present ignore-scripts script-shell=", Style: InOrder, Run: &Run{Kind: RunScript, Opt: "npm"}},
	{Name: "npm run-script", Like: "npm run"},
	{Name: "npm set", Like: "npm config set"},
	{Name: "npm shrinkwrap", Opts: npmOpts, Does: npmShrinkwrapDoes, Examples: "npm shrinkwrap => write npm-shrinkwrap.json\n"},
	{Name: "npm sit", Like: "npm ci"},
	{Name: "npm start", Opts: npmOpts, Run: &Run{Kind: RunScript, Opt: "npm", Script: "start"}},
	{Name: "npm stop", Opts: npmOpts, Run: &Run{Kind: RunScript, Opt: "npm", Script: "stop"}},
	{Name: "npm t", Like: "npm test"},
	{Name: "npm test", Opts: npmOpts, Run: &Run{Kind: RunScript, Opt: "npm", Script: "test"}},
	{Name: "npm token", Opts: npmOpts + " read-only cidr= otp= json parseable|p", Subs: true},
	{Name: "npm token create", Opts: npmOpts + " read-only cidr= otp= json parseable|p name= token-description= expires= bypass-2fa packages= packages-all scopes= orgs= packages-and-scopes-permission= orgs-permission=", Does: npmTokenDoes,
		Examples: "npm token create --read-only => expose:credential a new npm access token\n"},
	// The registry lists each token's id and first characters, never the token itself.
	{Name: "npm token list", Opts: npmOpts + " json parseable|p", Examples: "npm token list => -\n" + "npm token ls --json => -\n"},
	{Name: "npm token ls", Like: "npm token list"},
	{Name: "npm tst", Like: "npm test"},
	{Name: "npm udpate", Like: "npm update"},
	{Name: "npm un", Like: "npm uninstall"},
	{Name: "npm uninstall", Opts: npmInstallOpts, Does: npmInstallDoes,
		Examples: "npm uninstall lodash => write-r node_modules\n" + "npm uninstall -g npm-check => write-r <$(npm prefix -g)/lib/node_modules>\n"},
	{Name: "npm unlink", Like: "npm uninstall"},
	{Name: "npm unpublish", Opts: npmOpts + " f|force otp= w|workspace=", Does: npmUnpublishDoes,
		Examples: "npm unpublish my-pkg@1.0.3 => destroy:package npm package my-pkg@1.0.3\n" + "npm unpublish --force => destroy:package npm package this package\n" + "npm unpublish x --dry-run => -\n"},
	{Name: "npm up", Like: "npm update"},
	{Name: "npm update", Opts: npmInstallOpts, Does: npmInstallDoes,
		Examples: "npm update => write-r node_modules\n" + "npm update -g => write-r <$(npm prefix -g)/lib/node_modules>\n"},
	{Name: "npm upgrade", Like: "npm update"},
	{Name: "npm version", Opts: npmOpts + " allow-same-version commit-hooks git-tag-version no-git-tag-version m|message= preid= sign-git-tag ignore-scripts json", Does: npmVersionDoes,
		Examples: "npm version patch => write+ package.json\n" + "npm version => -\n"},
	{Name: "npm x", Like: "npm exec"},
	{Name: "npx", Opts: "p|package= c|call= y|yes no|no-install? q|quiet ignore-existing shell= shell-auto-fallback", Style: InOrder, Run: &Run{Kind: RunArgv, Text: "c"},
		Examples: "npx rimraf ~ => delete-r ~\n"},
	{Name: "pdm", Opts: "v|verbose q|quiet c|config= p|project= g|global I|ignore-python", Style: InOrder, Subs: true},
	{Name: "pdm add", Opts: pdmOpts + " d|dev G|group= e|editable= no-editable save-compatible save-wildcard save-exact save-minimum u|update-reuse update-eager update-all prerelease stable unconstrained no-sync", Does: pdmDoes,
		Examples: "pdm add requests => write pdm.lock\n" + "pdm add requests => write+ pyproject.toml\n" + "pdm add requests => write-r .venv\n" + "pdm -p ../svc add x => write ../svc/pdm.lock\n" + "pdm add --dry-run x => -\n"},
	{Name: "pdm build", Opts: "d|dest= no-sdist no-wheel no-clean skip= C|config-setting=", Does: pyBuildDoes,
		Examples: "pdm build => write-r dist\n" + "pdm build -d /opt/dist => write-r /opt/dist\n"},
	{Name: "pdm export", Opts: "f|format= o|output= G|group= d|dev prod without-hashes no-hashes self editable-self expandvars no-extras", Does: pyExportDoes,
		Examples: "pdm export -o requirements.txt => write requirements.txt\n" + "pdm export => -\n"},
	{Name: "pdm install", Opts: pdmOpts + " G|group= d|dev prod production no-editable no-self fail-fast x check plugins", Does: pdmDoes, Examples: "pdm install => write-r .venv\n"},
	{Name: "pdm lock", Like: "pdm install"},
	{Name: "pdm publish", Opts: "r|repository= u|username= P|password= S|sign i|identity= c|comment= no-build no-very-ssl ca-certs= skip-existing d|dest=", Does: pyPublishDoes,
		Examples: "pdm publish => send:upload pypi\n" + "pdm publish --no-build -r testpypi => send:upload testpypi\n"},
	{Name: "pdm remove", Like: "pdm add"},
	{Name: "pdm run", Opts: "l|list j|json s|site-packages recreate skip=", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "pdm sync", Like: "pdm install"},
	{Name: "pdm update", Like: "pdm add"},
	{Name: "pip", Opts: pipGlobal, Style: InOrder, Subs: true},
	{Name: "pip config", Opts: pipGlobal + " global user site editor=", Subs: true},
	{Name: "pip config edit", Like: "pip config set"},
	{Name: "pip config set", Opts: pipGlobal + " global user site editor=", Does: pipConfigDoes,
		Examples: "pip config set global.index-url https://x.example/simple => write+ ~/.config/pip/pip.conf\n" + "pip config --global set global.timeout 60 => write+ /etc/pip.conf\n" +
			"PIP_CONFIG_FILE=./pip.conf pip config set global.timeout 5 => write+ ./pip.conf\n"},
	{Name: "pip config unset", Like: "pip config set"},
	{Name: "pip download", Opts: pipInstallOpts + " d|dest=", Does: pipDoes,
		Examples: "pip download requests => write <./*>\n" + "pip download -d /opt/wheels requests => write </opt/wheels/*>\n" + "pip download -r reqs.txt -d deps => read:config reqs.txt\n"},
	{Name: "pip install", Opts: pipInstallOpts, Does: pipDoes,
		Examples: "pip install requests => -\n" + "pip install -t ./vendor-py requests => write-r ./vendor-py\n" + "pip install --target=/opt/site x => write-r /opt/site\n" + "pip3 install --prefix ~/.local/py x => write-r ~/.local/py\n" +
			"pip install --user black => write-r ~/.local\n" + "PYTHONUSERBASE=/opt/u pip install --user black => write-r /opt/u\n" + "pip install -r requirements.txt => read:config requirements.txt\n" +
			"pip install --root /mnt/img x => write-r /mnt/img\n" + "pip install --tar lib x => write-r lib\n" + "pip install --dry-run -t /opt/x y => -\n" + "pip install --log /var/log/pip.log x => write+ /var/log/pip.log\n" +
			"pip install --user x !> write-r .\n" + "pip install -c constraints.txt x => read:config constraints.txt\n"},
	{Name: "pip wheel", Opts: pipInstallOpts + " w|wheel-dir=", Does: pipDoes,
		Examples: "pip wheel . => write <./*>\n" + "pip wheel -w /tmp/wh . => write </tmp/wh/*>\n"},
	{Name: "pipenv", Opts: "where venv py envs rm bare man support site-packages python= clear q|quiet v|verbose", Style: InOrder, Subs: true},
	{Name: "pipenv install", Opts: pipenvOpts, Does: pipenvDoes,
		Examples: "pipenv install requests => write+ Pipfile\n" + "pipenv install => write Pipfile.lock\n" + "pipenv install --dry-run !> write Pipfile.lock\n"},
	{Name: "pipenv lock", Like: "pipenv install"},
	{Name: "pipenv run", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "pipenv sync", Like: "pipenv install"},
	{Name: "pipenv uninstall", Like: "pipenv install"},
	{Name: "pipenv update", Like: "pipenv install"},
	{Name: "pipenv upgrade", Like: "pipenv install"},
	{Name: "pipx", Opts: "q|quiet v|verbose global", Style: InOrder, Subs: true},
	{Name: "pipx inject", Like: "pipx install"},
	{Name: "pipx install", Opts: "q|quiet v|verbose global include-deps f|force suffix= python= preinstall= system-site-packages index-url= e|editable pip-args= fetch-missing-python", Does: pipxDoes,
		Examples: "pipx install ruff => write-r ~/.local/share/pipx\n" + "pipx install ruff => write-r ~/.local/bin\n" + "PIPX_BIN_DIR=./bin pipx install x => write-r ./bin\n" + "pipx install --global x => write-r /opt/pipx\n"},
	{Name: "pipx reinstall", Like: "pipx install"},
	{Name: "pipx run", Opts: "no-cache pypackages index-url= editable e system-site-packages python= spec= fetch-missing-python path", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "pipx uninstall", Like: "pipx install"},
	{Name: "pipx upgrade", Like: "pipx install"},
	{Name: "pipx upgrade-all", Like: "pipx install"},
	{Name: "pixi", Opts: "v|verbose q|quiet color= no-progress manifest-path=", Style: InOrder, Subs: true},
	{Name: "pixi run", Opts: "e|environment= manifest-path= frozen locked", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "pnpm", Opts: pnpmOpts, Style: InOrder, Subs: true, Run: &Run{Kind: RunScript, Opt: "npm"},
		Examples: "pnpm rimraf /srv/www => delete-r /srv/www\n"},
	{Name: "pnpm access", Like: "npm access"},
	{Name: "pnpm add", Opts: pnpmOpts + " D|save-dev P|save-prod O|save-optional E|save-exact save-peer g|global workspace allow-build= ignore-scripts config", Does: pnpmDoes,
		Examples: "pnpm add zod => write-r node_modules\n" + "pnpm add zod => write pnpm-lock.yaml\n" + "pnpm add -D vitest => write+ package.json\n" + "pnpm -C ../web add zod => write-r ../web/node_modules\n" +
			"pnpm add -g @antfu/ni => write-r ~/.local/share/pnpm\n" + "PNPM_HOME=/opt/pnpm pnpm add -g x => write-r /opt/pnpm\n" + "pnpm add -g x !> write-r node_modules\n"},
	{Name: "pnpm adduser", Like: "npm login"},
	{Name: "pnpm approve-builds"},
	{Name: "pnpm audit", Opts: pnpmOpts + " fix json D|dev P|prod no-optional audit-level= ignore-registry-errors ignore=", Does: pnpmAuditDoes,
		Examples: "pnpm audit --fix => write+ package.json\n" + "pnpm audit => -\n"},
	{Name: "pnpm bin"},
	{Name: "pnpm bugs"},
	{Name: "pnpm c", Like: "pnpm config"},
	{Name: "pnpm cache"},
	{Name: "pnpm cat-file"},
	{Name: "pnpm cat-index"},
	{Name: "pnpm ci", Like: "pnpm install"},
	{Name: "pnpm clean", Opts: pnpmOpts + " lockfile", Run: &Run{Kind: RunScript, Opt: "npm", Script: "clean"}},
	{Name: "pnpm clean-install", Like: "pnpm install"},
	{Name: "pnpm completion"},
	{Name: "pnpm config", Opts: pnpmOpts + " location= json g|global", Subs: true},
	{Name: "pnpm config delete", Like: "npm config set"},
	{Name: "pnpm config get", Like: "npm config get"},
	{Name: "pnpm config list"},
	{Name: "pnpm config set", Like: "npm config set"},
	{Name: "pnpm create", Opts: pnpmOpts + " allow-build=", Does: npmInitDoes, Examples: "pnpm create vite my-app => write-r:maybe .\n"},
	{Name: "pnpm dedupe", Like: "pnpm install"},
	{Name: "pnpm deploy", Opts: pnpmOpts + " D|dev P|prod no-optional legacy", Does: pnpmDeployDoes,
		Examples: "pnpm --filter=api deploy /srv/api => write-r /srv/api\n" + "pnpm deploy --filter web out/web => write-r out/web\n"},
	{Name: "pnpm deprecate", Like: "npm deprecate"},
	{Name: "pnpm dist-tag"},
	{Name: "pnpm dlx", Opts: "package= c|shell-mode= silent", Style: InOrder, Run: &Run{Kind: RunArgv, Text: "c"}},
	{Name: "pnpm docs"},
	{Name: "pnpm doctor"},
	{Name: "pnpm edit"},
	{Name: "pnpm env", Opts: pnpmOpts + " g|global remote", Does: pnpmEnvDoes,
		Examples: "pnpm env use --global 20 => write-r ~/.local/share/pnpm\n" + "pnpm env list => -\n"},
	{Name: "pnpm exec", Opts: pnpmOpts + " c|shell-mode", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "pnpm fetch", Opts: pnpmOpts + " D|dev P|prod"},
	{Name: "pnpm find"},
	{Name: "pnpm find-hash"},
	{Name: "pnpm get", Like: "npm config get"},
	{Name: "pnpm help"},
	{Name: "pnpm home"},
	{Name: "pnpm i", Like: "pnpm install"},
	{Name: "pnpm ignored-builds"},
	{Name: "pnpm import", Opts: pnpmOpts, Does: pnpmDoes, Examples: "pnpm import => write pnpm-lock.yaml\n"},
	{Name: "pnpm info"},
	{Name: "pnpm init", Opts: pnpmOpts, Does: npmInitDoes, Examples: "pnpm init => write+ package.json\n"},
	{Name: "pnpm install", Opts: pnpmOpts + " frozen-lockfile prefer-offline offline P|prod D|dev no-optional ignore-scripts lockfile-only force fix-lockfile", Run: &Run{Kind: RunScript, Opt: "npm", Script: "install", None: "ignore-scripts"}, Does: pnpmDoes,
		Examples: "pnpm install => write-r node_modules\n" + "pnpm i --frozen-lockfile !> write pnpm-lock.yaml\n" + "pnpm install --lockfile-only !> write-r node_modules\n" + "pnpm --dir packages/ui install => write-r packages/ui/node_modules\n"},
	{Name: "pnpm install-test", Like: "pnpm install"},
	{Name: "pnpm issues"},
	{Name: "pnpm it", Like: "pnpm install"},
	{Name: "pnpm la", Like: "pnpm list"},
	{Name: "pnpm licenses"},
	{Name: "pnpm link", Opts: pnpmOpts + " g|global", Does: pnpmDoes, Examples: "pnpm link ../lib => write-r node_modules\n"},
	{Name: "pnpm list", Opts: pnpmOpts + " depth= json long parseable P|prod D|dev no-optional only-projects global g"},
	{Name: "pnpm ll", Like: "pnpm list"},
	{Name: "pnpm ln", Like: "pnpm link"},
	{Name: "pnpm login", Like: "npm login"},
	{Name: "pnpm logout", Like: "npm login"},
	{Name: "pnpm ls", Like: "pnpm list"},
	{Name: "pnpm m", Like: "pnpm recursive"},
	{Name: "pnpm multi", Like: "pnpm recursive"},
	{Name: "pnpm outdated"},
	{Name: "pnpm owner"},
	{Name: "pnpm pack", Opts: pnpmOpts + " pack-destination= out= json pack-gzip-level= ignore-scripts", Run: &Run{Kind: RunScript, Opt: "npm", Script: "pack", None: "ignore-scripts"}, Does: npmPackDoes, Examples: "pnpm pack --pack-destination ../dist => write <../dist/*>\n"},
	{Name: "pnpm patch", Opts: pnpmOpts + " edit-dir= ignore-existing"},
	{Name: "pnpm patch-commit", Opts: pnpmOpts + " patches-dir=", Does: pnpmDoes, Examples: "pnpm patch-commit /tmp/p => write+ package.json\n"},
	{Name: "pnpm patch-remove", Like: "pnpm patch-commit"},
	{Name: "pnpm peers"},
	{Name: "pnpm ping"},
	{Name: "pnpm pkg", Like: "npm pkg"},
	{Name: "pnpm prefix"},
	{Name: "pnpm profile"},
	{Name: "pnpm prune", Like: "pnpm install"},
	{Name: "pnpm publish", Opts: pnpmOpts + " tag= access= otp= no-git-checks publish-branch= force report-summary json dry-run ignore-scripts", Run: &Run{Kind: RunScript, Opt: "npm", Script: "publish", None: "ignore-scripts"}, Does: npmPublishDoes,
		Examples: "pnpm publish --no-git-checks => send:upload registry.npmjs.org\n" + "pnpm -r publish --dry-run => -\n"},
	{Name: "pnpm purge", Like: "pnpm clean"},
	{Name: "pnpm rb", Like: "pnpm rebuild"},
	{Name: "pnpm rebuild", Like: "pnpm install"},
	{Name: "pnpm recursive", Opts: pnpmOpts, Subs: true},
	{Name: "pnpm remove", Opts: pnpmOpts + " D|save-dev P|save-prod O|save-optional g|global", Does: pnpmDoes, Examples: "pnpm remove lodash => write+ package.json\n"},
	{Name: "pnpm repo"},
	{Name: "pnpm restart", Opts: pnpmOpts, Run: &Run{Kind: RunScript, Opt: "npm", Script: "restart"}},
	{Name: "pnpm rm", Like: "pnpm remove"},
	{Name: "pnpm root", Opts: pnpmOpts + " g|global"},
	{Name: "pnpm run", Opts: pnpmOpts + " if-present parallel stream no-bail resume-from= reporter-hide-prefix", Style: InOrder, Run: &Run{Kind: RunScript, Opt: "npm"}},
	{Name: "pnpm run-script", Like: "pnpm run"},
	{Name: "pnpm runtime"},
	{Name: "pnpm s", Like: "pnpm search"},
	{Name: "pnpm sbom"},
	{Name: "pnpm se", Like: "pnpm search"},
	{Name: "pnpm search"},
	{Name: "pnpm self-update", Opts: pnpmOpts, Does: pnpmEnvDoes, Examples: "pnpm self-update => write-r ~/.local/share/pnpm\n"},
	{Name: "pnpm set", Like: "npm config set"},
	{Name: "pnpm set-script"},
	{Name: "pnpm setup", Opts: pnpmOpts + " f|force", Does: pnpmSetupDoes,
		Examples: "pnpm setup => write+ <~/.$SHELLrc>\n" + "pnpm setup => write-r ~/.local/share/pnpm\n"},
	{Name: "pnpm show", Like: "pnpm view"},
	{Name: "pnpm star"},
	{Name: "pnpm stars"},
	{Name: "pnpm start", Opts: pnpmOpts, Run: &Run{Kind: RunScript, Opt: "npm", Script: "start"}},
	{Name: "pnpm store"},
	{Name: "pnpm t", Like: "pnpm test"},
	{Name: "pnpm team"},
	{Name: "pnpm test", Opts: pnpmOpts, Run: &Run{Kind: RunScript, Opt: "npm", Script: "test"}},
	{Name: "pnpm token", Like: "npm token"},
	{Name: "pnpm tst", Like: "pnpm test"},
	{Name: "pnpm un", Like: "pnpm remove"},
	{Name: "pnpm uni", Like: "pnpm remove"},
	{Name: "pnpm uninstall", Like: "pnpm remove"},
	{Name: "pnpm unlink", Like: "pnpm remove"},
	{Name: "pnpm unpublish", Like: "npm unpublish"},
	{Name: "pnpm unstar"},
	{Name: "pnpm up", Like: "pnpm update"},
	{Name: "pnpm update", Opts: pnpmOpts + " L|latest g|global D|dev P|prod i|interactive depth= no-optional no-save workspace", Does: pnpmDoes,
		Examples: "pnpm update => write pnpm-lock.yaml\n" + "pnpm up -L -g => write-r ~/.local/share/pnpm\n"},
	{Name: "pnpm upgrade", Like: "pnpm update"},
	{Name: "pnpm v", Like: "pnpm view"},
	{Name: "pnpm version", Like: "npm version"},
	{Name: "pnpm view"},
	{Name: "pnpm whoami"},
	{Name: "pnpm why", Opts: pnpmOpts + " json long parseable P|prod D|dev depth= g|global"},
	{Name: "pnpm xmas"},
	{Name: "pnpx", Like: "pnpm dlx"},
	{Name: "poetry", Opts: "q|quiet v|verbose n|no-interaction P|project= C|directory= no-ansi ansi no-plugins no-cache", Style: InOrder, Subs: true},
	{Name: "poetry add", Opts: poetryOpts + " G|group= D|dev e|editable E|extras= optional python= platform= markers= source= allow-prereleases dry-run lock", Does: poetryDoes,
		Examples: "poetry add httpx => write poetry.lock\n" + "poetry add httpx => write+ pyproject.toml\n" + "poetry -C ../svc add x => write ../svc/poetry.lock\n" + "poetry add --dry-run x => -\n"},
	{Name: "poetry build", Opts: poetryOpts + " f|format= clean o|output= config-settings=", Does: pyBuildDoes,
		Examples: "poetry build => write-r dist\n" + "poetry build -o /srv/dist => write-r /srv/dist\n"},
	{Name: "poetry config", Opts: poetryOpts + " local list unset migrate", Does: poetryConfigDoes,
		Examples: "poetry config virtualenvs.in-project true => write+ ~/.config/pypoetry/config.toml\n" + "poetry config --local virtualenvs.in-project true => write+ poetry.toml\n" + "poetry config --list => -\n"},
	{Name: "poetry export", Opts: poetryOpts + " f|format= o|output= with= without= only= E|extras= all-extras all-groups with-credentials without-hashes without-urls", Does: pyExportDoes,
		Examples: "poetry export -f requirements.txt -o reqs.txt => write reqs.txt\n"},
	{Name: "poetry init", Opts: poetryOpts + " name= description= author= python= dependency= dev-dependency= l|license=", Does: poetryDoes, Examples: "poetry init -n => write+ pyproject.toml\n"},
	{Name: "poetry install", Opts: poetryOpts + " with= without= only= only-root sync no-root no-directory dry-run E|extras= all-extras all-groups compile", Does: poetryDoes,
		Examples: "poetry install => write poetry.lock\n" + "poetry install --dry-run => -\n"},
	{Name: "poetry lock", Opts: poetryOpts + " no-update regenerate check", Does: poetryDoes, Examples: "poetry lock => write poetry.lock\n"},
	{Name: "poetry new", Opts: poetryOpts + " name= src flat readme= interactive python= dependency= dev-dependency= l|license= description= author=", Does: pyNewDoes,
		Examples: "poetry new demo => write-r demo\n" + "poetry new /opt/demo => write-r /opt/demo\n"},
	{Name: "poetry publish", Opts: poetryOpts + " r|repository= u|username= p|password= cert= client-cert= dist-dir= build skip-existing dry-run", Does: pyPublishDoes,
		Examples: "poetry publish --build => send:upload pypi\n" + "poetry publish -r private => send:upload private\n" + "poetry publish --dry-run => -\n"},
	{Name: "poetry remove", Like: "poetry add"},
	{Name: "poetry run", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "poetry sync", Like: "poetry install"},
	{Name: "poetry update", Like: "poetry add"},
	{Name: "pre-commit", Opts: "c|config= color=", Style: InOrder, Subs: true, Does: preCommitDoes,
		Examples: "pre-commit => write-r:maybe .\n" + "pre-commit --version => -\n"},
	{Name: "pre-commit autoupdate", Opts: "c|config= color= bleeding-edge freeze repo= j|jobs=", Does: preCommitDoes,
		Examples: "pre-commit autoupdate => write+ .pre-commit-config.yaml\n" + "pre-commit autoupdate -c tools/pc.yaml => write+ tools/pc.yaml\n"},
	{Name: "pre-commit run", Opts: "c|config= color= v|verbose a|all-files files= show-diff-on-failure hook-stage= remote-branch= local-branch= from-ref|s|source= to-ref|o|origin= commit-msg-filename= prepare-commit-message-source= commit-object-name= remote-name= remote-url= checkout-type= is-squash-merge= rewrite-command= pre-rebase-upstream= pre-rebase-branch=", Does: preCommitDoes,
		Examples: "pre-commit run --all-files => write-r:maybe .\n" + "pre-commit run ruff => write-r:maybe .\n"},
	{Name: "pre-commit try-repo", Like: "pre-commit run"},
	{Name: "rye", Style: InOrder, Subs: true},
	{Name: "rye add", Opts: "git= url= path= absolute tag= rev= branch= features= dev excluded optional= pre pin= sync no-sync v|verbose q|quiet pyproject=", Does: ryeDoes,
		Examples: "rye add flask => write+ pyproject.toml\n" + "rye add flask => write requirements.lock\n"},
	{Name: "rye build", Opts: "sdist wheel a|all p|package= o|out= pyproject= c|clean v|verbose q|quiet", Does: pyBuildDoes,
		Examples: "rye build => write-r dist\n" + "rye build -o /opt/dist => write-r /opt/dist\n"},
	{Name: "rye install", Opts: "git= url= path= absolute tag= rev= branch= features= include-dep= extra-requirement= python= f|force v|verbose q|quiet", Does: ryeToolDoes,
		Examples: "rye install ruff => write-r ~/.rye/tools\n"},
	{Name: "rye lock", Like: "rye sync"},
	{Name: "rye publish", Opts: "r|repository= repository-url= u|username= token= sign i|identity= cert= y|yes skip-existing v|verbose q|quiet", Does: pyPublishDoes,
		Examples: "rye publish => send:upload pypi\n"},
	{Name: "rye remove", Like: "rye add"},
	{Name: "rye run", Opts: "l|list pyproject=", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "rye sync", Opts: "f|force no-dev no-lock update= update-all pre features= all-features with-sources generate-hashes universal pyproject= v|verbose q|quiet", Does: ryeDoes,
		Examples: "rye sync => write-r .venv\n"},
	{Name: "rye uninstall", Like: "rye install"},
	{Name: "uv", Opts: uvGlobal, Style: InOrder, Subs: true},
	{Name: "uv add", Opts: uvProjectOpts + " dev optional= group= editable raw bounds= rev= tag= branch= extra= marker= r|requirements= c|constraints= m|marker= script= workspace no-workspace", Does: uvProjectDoes,
		Examples: "uv add httpx => write-r .venv\n" + "uv add httpx => write uv.lock\n" + "uv add httpx => write+ pyproject.toml\n" + "uv add --frozen httpx !> write uv.lock\n" +
			"uv --directory ../svc add x => write-r ../svc/.venv\n" + "UV_PROJECT_ENVIRONMENT=/opt/venv uv sync => write-r /opt/venv\n" + "uv add --no-sync x !> write-r .venv\n"},
	{Name: "uv build", Opts: uvGlobal + " o|out-dir= sdist wheel package= all-packages b|build-constraints= require-hashes", Does: pyBuildDoes,
		Examples: "uv build => write-r dist\n" + "uv build -o /srv/out => write-r /srv/out\n"},
	{Name: "uv export", Opts: uvProjectOpts + " format= o|output-file= no-hashes no-header all-packages package= only-dev no-editable", Does: pyExportDoes,
		Examples: "uv export -o requirements.txt => write requirements.txt\n"},
	{Name: "uv init", Opts: uvGlobal + " name= app lib package no-package script bare vcs= build-backend= no-readme author-from= python= p= no-pin-python no-workspace", Does: pyNewDoes,
		Examples: "uv init demo => write-r demo\n" + "uv init => create pyproject.toml\n"},
	{Name: "uv lock", Opts: uvProjectOpts + " check check-exists dry-run script=", Does: uvProjectDoes, Examples: "uv lock => write uv.lock\n" + "uv lock --check !> write uv.lock\n"},
	{Name: "uv pip", Opts: uvGlobal, Style: InOrder, Subs: true},
	{Name: "uv pip compile", Opts: uvPipOpts + " o|output-file= universal generate-hashes no-header no-annotate", Does: uvPipDoes,
		Examples: "uv pip compile requirements.in -o requirements.txt => write requirements.txt\n" + "uv pip compile pyproject.toml => -\n"},
	{Name: "uv pip install", Opts: uvPipOpts + " t|target= prefix= system break-system-packages e|editable= U|upgrade reinstall no-deps", Does: uvPipDoes,
		Examples: "uv pip install --target ./py-deps httpx => write-r ./py-deps\n" + "uv pip install --prefix=/opt/p x => write-r /opt/p\n" + "uv pip install -r req.txt => read:config req.txt\n" + "uv pip install x => -\n"},
	{Name: "uv pip sync", Like: "uv pip install"},
	{Name: "uv publish", Opts: uvGlobal + " publish-url= u|username= p|password= t|token= trusted-publishing= keyring-provider= check-url= index= dry-run", Does: pyPublishDoes,
		Examples: "uv publish => send:upload pypi\n" + "uv publish --publish-url https://test.pypi.org/legacy/ => send:upload https://test.pypi.org/legacy/\n"},
	{Name: "uv python", Style: InOrder, Subs: true},
	{Name: "uv python install", Opts: uvGlobal + " i|install-dir= r|reinstall f|force default mirror= pypy-mirror=", Does: uvToolDoes,
		Examples: "uv python install 3.12 => write-r ~/.local/share/uv/python\n" + "uv python install -i ./py 3.12 => write-r ./py\n"},
	{Name: "uv remove", Like: "uv add"},
	{Name: "uv run", Opts: "with= with-editable= with-requirements= p|python= isolated no-project project= directory= package= frozen locked no-sync all-extras extra= group= only-group= no-group= no-dev only-dev env-file= no-env-file m|module= s|script all-packages q|quiet v|verbose", Style: InOrder,
		Run: &Run{Kind: RunArgv, Cwd: "directory"}},
	{Name: "uv sync", Like: "uv add"},
	{Name: "uv tool", Style: InOrder, Subs: true},
	{Name: "uv tool install", Opts: uvGlobal + " e|editable from= with= with-editable= with-requirements= c|constraints= overrides= force p|python=", Does: uvToolDoes,
		Examples: "uv tool install ruff => write-r ~/.local/share/uv/tools\n" + "uv tool install ruff => write-r ~/.local/bin\n" + "UV_TOOL_BIN_DIR=/usr/local/bin uv tool install x => write-r /usr/local/bin\n"},
	{Name: "uv tool run", Opts: "from= with= with-editable= with-requirements= p|python= isolated", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "uv tool uninstall", Like: "uv tool install"},
	{Name: "uv tool upgrade", Like: "uv tool install"},
	{Name: "uv venv", Opts: uvGlobal + " p|python= seed allow-existing prompt= system-site-packages relocatable index-strategy= link-mode=", Does: uvVenvDoes,
		Examples: "uv venv => write-r .venv\n" + "uv venv /opt/env => write-r /opt/env\n" + "uv venv --python 3.12 venv => write-r venv\n"},
	{Name: "uvx", Like: "uv tool run"},
	{Name: "yarn", Opts: yarnOpts, Style: InOrder, Subs: true, Run: &Run{Kind: RunScript, Opt: "npm", Bare: "install"}, Does: yarnBareDoes,
		Examples: "yarn => write-r node_modules\n" + "yarn => write yarn.lock\n" + "yarn --cwd ../site => write-r ../site/node_modules\n" + "yarn lint !> write-r node_modules\n" + "yarn rimraf /srv/y => delete-r /srv/y\n"},
	{Name: "yarn access"},
	{Name: "yarn add", Opts: yarnOpts + " D|dev P|peer O|optional E|exact T|tilde C|caret W|ignore-workspace-root-check i|interactive cached mode=", Does: yarnDoes,
		Examples: "yarn add react => write-r node_modules\n" + "yarn add react => write+ package.json\n" + "yarn add -D jest => write yarn.lock\n" + "yarn --cwd web add x => write-r web/node_modules\n" +
			"yarn add --modules-folder /opt/nm x => write-r /opt/nm\n"},
	{Name: "yarn audit"},
	{Name: "yarn autoclean", Opts: yarnOpts + " I|init F|force", Does: yarnDoes, Examples: "yarn autoclean --force => write-r node_modules\n"},
	{Name: "yarn bin"},
	{Name: "yarn cache"},
	{Name: "yarn check"},
	{Name: "yarn config", Opts: yarnOpts + " H|home json", Subs: true, Does: yarnConfigDoes,
		Examples: "yarn config => -\n"},
	{Name: "yarn config delete", Like: "yarn config set"},
	{Name: "yarn config get", Opts: yarnOpts + " H|home json", Does: yarnConfigDoes,
		Examples: "yarn config get npmAuthToken => expose:credential yarn config npmAuthToken\n" + "yarn config get registry => -\n"},
	{Name: "yarn config list", Opts: yarnOpts + " H|home json", Does: yarnConfigDoes,
		Examples: "yarn config list => expose:credential yarn config list (it prints the npm auth settings it reads)\n"},
	{Name: "yarn config set", Opts: yarnOpts + " H|home json g|global", Does: yarnConfigDoes,
		Examples: "yarn config set registry https://r.example => write+ ~/.yarnrc\n" + "yarn config delete registry => write+ ~/.yarnrc\n"},
	{Name: "yarn config unset", Like: "yarn config set"},
	{Name: "yarn constraints"},
	{Name: "yarn create", Opts: yarnOpts, Does: npmInitDoes, Examples: "yarn create next-app web => write-r:maybe .\n"},
	{Name: "yarn dedupe", Like: "yarn install"},
	{Name: "yarn dlx", Opts: "p|package= q|quiet", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "yarn exec", Style: InOrder, Run: &Run{Kind: RunArgv}},
	{Name: "yarn explain"},
	{Name: "yarn generate-lock-entry"},
	{Name: "yarn global", Opts: yarnOpts + " prefix= global-folder=", Does: yarnGlobalDoes,
		Examples: "yarn global add serve => write-r ~/.config/yarn/global\n" + "yarn global add serve --prefix /usr/local => write-r /usr/local/bin\n" + "yarn global list => -\n"},
	{Name: "yarn help"},
	{Name: "yarn import", Opts: yarnOpts, Does: yarnDoes, Examples: "yarn import => write yarn.lock\n"},
	{Name: "yarn info"},
	{Name: "yarn init", Opts: yarnOpts + " y|yes p|private 2", Does: npmInitDoes, Examples: "yarn init -y => write+ package.json\n"},
	{Name: "yarn install", Opts: yarnOpts + " frozen-lockfile immutable immutable-cache check-cache pure-lockfile production ignore-scripts check-files force no-lockfile mode= inline-builds", Run: &Run{Kind: RunScript, Opt: "npm", Script: "install", None: "ignore-scripts"}, Does: yarnDoes,
		Examples: "yarn install --frozen-lockfile => write-r node_modules\n" + "yarn install --frozen-lockfile !> write yarn.lock\n" + "yarn install --immutable !> write yarn.lock\n"},
	{Name: "yarn licenses"},
	{Name: "yarn link", Opts: yarnOpts + " A|all p|private r|relative", Does: yarnDoes, Examples: "yarn link ../lib => write-r node_modules\n" + "yarn link => write-r ~/.config/yarn/link\n"},
	{Name: "yarn list"},
	{Name: "yarn login", Opts: yarnOpts, Does: yarnLoginDoes, Examples: "yarn login => write+ ~/.yarnrc\n"},
	{Name: "yarn logout", Like: "yarn login"},
	{Name: "yarn node"},
	{Name: "yarn npm", Opts: yarnOpts, Subs: true},
	{Name: "yarn npm audit"},
	{Name: "yarn npm info"},
	{Name: "yarn npm login", Opts: yarnOpts + " s|scope= publish always-auth", Does: yarnLoginDoes, Examples: "yarn npm login => write+ ~/.yarnrc.yml\n"},
	{Name: "yarn npm logout", Like: "yarn npm login"},
	{Name: "yarn npm publish", Opts: yarnOpts + " access= tag= tolerate-republish otp= provenance", Run: &Run{Kind: RunScript, Opt: "npm", Script: "publish", None: "ignore-scripts"}, Does: npmPublishDoes,
		Examples: "yarn npm publish --access public => send:upload registry.npmjs.org\n"},
	{Name: "yarn npm tag"},
	{Name: "yarn npm whoami"},
	{Name: "yarn outdated"},
	{Name: "yarn owner"},
	{Name: "yarn pack", Opts: yarnOpts + " f|filename= o|out= n|dry-run install-if-needed json", Run: &Run{Kind: RunScript, Opt: "npm", Script: "pack", None: "ignore-scripts"}, Does: yarnPackDoes,
		Examples: "yarn pack => write <./*>\n" + "yarn pack --filename /tmp/pkg.tgz => write /tmp/pkg.tgz\n" + "yarn pack -o ../out/%s.tgz => write ../out/%s.tgz\n"},
	{Name: "yarn patch"},
	{Name: "yarn patch-commit", Opts: yarnOpts + " s|save", Does: yarnDoes, Examples: "yarn patch-commit -s /tmp/x => write+ package.json\n"},
	{Name: "yarn plugin"},
	{Name: "yarn policies"},
	{Name: "yarn publish", Opts: yarnOpts + " tag= access= new-version= no-git-tag-version otp= non-interactive", Run: &Run{Kind: RunScript, Opt: "npm", Script: "publish", None: "ignore-scripts"}, Does: npmPublishDoes,
		Examples: "yarn publish --new-version 1.2.0 => send:upload registry.npmjs.org\n"},
	{Name: "yarn rebuild", Like: "yarn install"},
	{Name: "yarn remove", Opts: yarnOpts + " W|ignore-workspace-root-check A|all", Does: yarnDoes, Examples: "yarn remove lodash => write+ package.json\n"},
	{Name: "yarn run", Opts: "T|top-level B|binaries-only", Style: InOrder, Run: &Run{Kind: RunScript, Opt: "npm"}},
	{Name: "yarn search"},
	{Name: "yarn set", Opts: yarnOpts, Subs: true},
	{Name: "yarn set version", Opts: yarnOpts + " only-if-needed yarn-path", Does: yarnSetVersionDoes,
		Examples: "yarn set version stable => write-r .yarn/releases\n" + "yarn set version berry => write+ .yarnrc.yml\n"},
	{Name: "yarn stage"},
	{Name: "yarn start", Run: &Run{Kind: RunScript, Opt: "npm", Script: "start"}},
	{Name: "yarn tag"},
	{Name: "yarn team"},
	{Name: "yarn test", Run: &Run{Kind: RunScript, Opt: "npm", Script: "test"}},
	{Name: "yarn unlink", Like: "yarn remove"},
	{Name: "yarn unplug", Like: "yarn install"},
	{Name: "yarn up", Opts: yarnOpts + " i|interactive E|exact T|tilde C|caret R|recursive F|fixed mode=", Does: yarnDoes, Examples: "yarn up react => write yarn.lock\n"},
	{Name: "yarn upgrade", Opts: yarnOpts + " L|latest E|exact P|pattern= T|tilde C|caret S|scope=", Does: yarnDoes, Examples: "yarn upgrade --latest => write-r node_modules\n"},
	{Name: "yarn upgrade-interactive", Like: "yarn upgrade"},
	{Name: "yarn version"},
	{Name: "yarn versions"},
	{Name: "yarn why"},
	{Name: "yarn workspace"},
	{Name: "yarn workspaces"},
	{Name: "yarnpkg", Like: "yarn"},
}

const npmOpts = "w|workspace= workspaces include-workspace-root prefix= g|global location= loglevel= silent s q|quiet d dd ddd y|yes no-yes registry= userconfig= globalconfig= dry-run json parseable|p color= no-color cache= offline prefer-offline prefer-online f|force"

const npmInstallOpts = npmOpts + " save-dev|D save|S save-optional|O save-exact|E save-bundle|B save-peer save-prod|P no-save ignore-scripts omit= include= production package-lock-only no-package-lock legacy-peer-deps strict-peer-deps install-strategy= install-links foreground-scripts no-audit audit no-fund fund global-style legacy-bundling no-bin-links bin-links script-shell= only= also= before= cpu= os= libc="

const pnpmOpts = "C|dir= w|workspace-root filter|F= filter-prod= r|recursive s|silent reporter= stream parallel prefix= loglevel= color no-color aggregate-output use-stderr ignore-workspace workspace-packages= test-pattern= changed-files-ignore-pattern= include-workspace-root fail-if-no-match parseable y|yes modules-dir= virtual-store-dir= store-dir= lockfile-dir= offline prefer-offline registry= dry-run"

const yarnOpts = "cwd= verbose offline prefer-offline silent s no-progress modules-folder= global-folder= cache-folder= mutex= link-folder= network-timeout= registry= no-lockfile pure-lockfile frozen-lockfile ignore-scripts ignore-engines ignore-optional ignore-platform json production? non-interactive no-default-rc use-yarnrc= emoji? flat har https-proxy= proxy= link-duplicates no-bin-links no-node-version-check focus otp= scripts-prepend-node-path? skip-integrity-check strict-semver"

const pipGlobal = "h|help debug isolated require-virtualenv python= v|verbose V|version q|quiet log= no-input keyring-provider= proxy= retries= timeout= exists-action= trusted-host= cert= client-cert= cache-dir= no-cache-dir disable-pip-version-check no-color no-python-version-warning use-feature= use-deprecated= resume-retries="

const pipInstallOpts = pipGlobal + " r|requirement= c|constraint= no-deps pre e|editable= dry-run t|target= platform= python-version= implementation= abi= user root= prefix= src= U|upgrade upgrade-strategy= force-reinstall I|ignore-installed ignore-requires-python no-build-isolation use-pep517 no-use-pep517 check-build-dependencies break-system-packages C|config-settings= global-option= compile no-compile no-warn-script-location no-warn-conflicts no-binary= only-binary= prefer-binary require-hashes progress-bar= root-user-action= report= group= no-clean i|index-url= extra-index-url= no-index f|find-links="

const pipenvOpts = "dev d categories= system ignore-pipfile skip-lock deploy pre r|requirements= extra-pip-args= python= site-packages clear q|quiet v|verbose dry-run outdated"

const pdmOpts = "v|verbose q|quiet g|global p|project= L|lockfile= frozen-lockfile no-lock no-isolation dry-run k|skip= venv="

const poetryOpts = "q|quiet v|verbose n|no-interaction P|project= C|directory= no-ansi ansi no-plugins no-cache"

const uvGlobal = "q|quiet v|verbose color= native-tls offline no-progress directory= project= config-file= no-config cache-dir= n|no-cache python-preference= no-python-downloads allow-insecure-host= managed-python no-managed-python"

const uvProjectOpts = uvGlobal + " frozen locked no-sync p|python= package= all-extras extra= no-dev only-dev group= no-group= index= default-index= i|index-url= extra-index-url= f|find-links= no-index upgrade U P|upgrade-package= reinstall no-install-project no-editable inexact exact active"

const uvPipOpts = uvGlobal + " r|requirements= c|constraints= overrides= extra= all-extras p|python= index= i|index-url= extra-index-url= f|find-links= no-index"

const cargoGlobal = "V|version v|verbose q|quiet color= C= locked offline frozen config= Z= list explain= h|help"

const cargoOpts = "p|package= workspace all exclude= lib bin= bins example= examples test= tests bench= benches all-targets r|release profile= F|features= all-features no-default-features target= target-dir= artifact-dir= manifest-path= j|jobs= keep-going message-format= timings? unit-graph locked offline frozen q|quiet v|verbose color= config= Z= ignore-rust-version lockfile-path= future-incompat-report no-run no-fail-fast doc open"

const goBuildOpts = "a n p= race msan asan cover covermode= coverpkg= v work x asmflags= buildmode= buildvcs? compiler= gccgoflags= gcflags= installsuffix= json ldflags= linkshared mod= modcacherw modfile= overlay= pgo= pkgdir= tags= trimpath toolexec= C="

const goTestOpts = " args c exec= o= artifacts bench= benchtime= count= cpu= failfast fullpath fuzz= fuzztime= fuzzminimizetime= list= outputdir= parallel= run= short shuffle= skip= timeout= vet= benchmem blockprofile= blockprofilerate= coverprofile= cpuprofile= memprofile= memprofilerate= mutexprofile= mutexprofilefraction= trace="

const cmakeOpts = "S= B= C= D= U= G= T= A= toolchain= install-prefix= project-file= Wdev Wno-dev Werror= Wno-error= Wdeprecated Wno-deprecated L LA LH LAH N graphviz= system-information log-level= log-context debug-trycompile debug-output debug-find trace trace-expand trace-format= trace-redirect= warn-uninitialized warn-unused-vars no-warn-unused-cli check-system-vars compile-no-warning-as-error profiling-format= profiling-output= preset= list-presets? fresh build= install= open= E P= target= t= config= parallel? j? clean-first resolve-package-references= use-stderr prefix= component= strip default-directory-permissions= workflow version help h"

const composerOpts = "h|help q|quiet V|version ansi no-ansi n|no-interaction profile no-plugins no-scripts d|working-dir= no-cache v|verbose"

const composerInstallOpts = composerOpts + " prefer-source prefer-dist prefer-install= dry-run download-only dev no-dev no-autoloader no-progress no-suggest audit audit-format= o|optimize-autoloader a|classmap-authoritative apcu-autoloader apcu-autoloader-prefix= ignore-platform-req= ignore-platform-reqs update-no-dev update-with-dependencies update-with-all-dependencies sort-packages no-update no-install no-audit"

const condaOpts = "n|name= p|prefix= c|channel= override-channels y|yes d|dry-run q|quiet json v|verbose file= offline solver= no-deps only-deps"

const mvnOpts = "f|file= D= P= pl= rf= am amd o|offline q|quiet X|debug e|errors B|batch-mode U|update-snapshots N|non-recursive T= s|settings= gs= t= gt= l= ntp|no-transfer-progress fae ff fn C c V v|version h|help emp= ep= llr npu cpu up b= color= cis ipr nsu npr itr"

const gradleOpts = "p|project-dir= b|build-file= c|settings-file= x|exclude-task= P|project-prop= D|system-prop= g|gradle-user-home= I|init-script= m|dry-run offline q|quiet i|info d|debug w|warn s|stacktrace S|full-stacktrace scan no-scan build-cache no-build-cache configuration-cache no-configuration-cache configure-on-demand continue daemon no-daemon foreground parallel no-parallel max-workers= priority= profile refresh-dependencies rerun-tasks rerun t|continuous console= warning-mode= include-build= project-cache-dir= write-locks update-locks= write-verification-metadata= dependency-verification= F export-keys status stop v|version h|help watch-fs no-watch-fs problems-report no-problems-report"

// pkgValue returns an option's value given to the subcommand or, before it, to the program
// (npm --prefix DIR install, pnpm -C DIR add): package managers read their options on either
// side of the subcommand.
func pkgValue(c *Call, names ...string) (Word, bool) {
	for _, n := range names {
		if v, ok := c.Value(n); ok {
			return v, true
		}
	}
	for i := len(c.Up) - 1; i >= 0; i-- {
		for _, n := range names {
			if v, ok := c.Up[i].Value(n); ok {
				return v, true
			}
		}
	}
	return Word{}, false
}

// pkgHas reports an option given to the subcommand or before it.
func pkgHas(c *Call, names ...string) bool { return c.HasAny(names...) || upHas(c, names...) }

// envWord returns the value a NAME=VALUE prefix of the command gives one of names, as a word;
// an empty value is the variable unset, as the tools read it (CARGO_TARGET_DIR= cargo build
// builds in target/).
func envWord(c *Call, names ...string) (Word, bool) {
	if v, ok := c.assigned(names...); ok && v.S != "" {
		return v, true
	}
	return Word{}, false
}

// envOr is the value a NAME=VALUE prefix gives one of names, else dflt: where a tool keeps
// its files unless the environment moves them (CARGO_HOME, else ~/.cargo).
func envOr(c *Call, dflt Word, names ...string) Word {
	if v, ok := envWord(c, names...); ok {
		return v
	}
	return dflt
}

// valueWord makes a word of a value that may hold unexpanded shell text.
func valueWord(v string) Word {
	if i := strings.IndexAny(v, "$`"); i >= 0 {
		return Word{S: v, Dyn: true, Lead: v[:i]}
	}
	return Word{S: v}
}

// inDir is name inside dir, as a word; "." stays out of the way (node_modules, not
// ./node_modules). A name "*" is an entry only known when the command runs.
func inDir(dir Word, name string) Word {
	if name == "*" {
		lead := dir.Lead
		if !dir.Dyn {
			lead = strings.TrimSuffix(dir.S, "/") + "/"
		}
		if dir.S == "." && !dir.Dyn {
			return Word{S: "./*", Dyn: true, Lead: "./"}
		}
		return Word{S: strings.TrimSuffix(dir.S, "/") + "/*", Dyn: true, Lead: lead, From: dir.From}
	}
	if dir.S == "." && !dir.Dyn {
		return Word{S: name}
	}
	return joinWord(dir, name)
}

// home is a path under the user's home, as a word.
func home(rel string) Word { return Word{S: "~/" + rel} }

// base is the directory a tool works in when an option moves it (go -C, cargo -C, pnpm -C,
// yarn --cwd, composer -d, make -C), as a word relative to where the command runs: paths are
// then shown as the user would name them ("../web/node_modules").
func base(c *Call, opts ...string) Word {
	if v, ok := pkgValue(c, opts...); ok {
		return v
	}
	return Word{S: "."}
}

// under is w, a path given relative to dir, as a path relative to where the command runs.
func under(dir, w Word) Word {
	switch {
	case dir.S == "." && !dir.Dyn, w.S == "." && !w.Dyn:
		if w.S == "." && !w.Dyn {
			return dir
		}
		return w
	case !w.Dyn && (filepath.IsAbs(w.S) || strings.HasPrefix(w.S, "~")):
		return w
	case dir.Dyn:
		return Word{S: strings.TrimSuffix(dir.S, "/") + "/" + w.S, Dyn: true, Lead: dir.Lead, From: dir.From}
	case w.Dyn:
		d := strings.TrimSuffix(dir.S, "/") + "/"
		return Word{S: d + w.S, Dyn: true, Lead: d + w.Lead, From: w.From}
	}
	return joinWord(dir, w.S)
}

func (c *Call) writeTo(w Word, tree, keep bool) {
	c.Add(Effect{Kind: Write, Path: c.PathOf(w), Tree: tree, Keep: keep, By: byOf(c)})
}

// mayWrite is what a program the table cannot see into does where it runs: it writes below
// its directory (the project's own program under go run, the recipes of a make file).
func (c *Call) mayWrite(dir Word) {
	p := c.PathOf(dir)
	if p.Abs == "" && !p.Dyn {
		return
	}
	c.Add(Effect{Kind: Write, Path: p, Tree: true, Class: "maybe", By: byOf(c)})
}

// ---- npm, pnpm, yarn ----

// nodeInstall is what installing into a node project writes: node_modules under dir, the
// lockfile beside it, and package.json where dependencies are named.
func nodeInstall(c *Call, dir Word, lock string, saves bool) {
	c.writeTo(inDir(dir, "node_modules"), true, false)
	if lock != "" {
		c.writeTo(inDir(dir, lock), false, false)
	}
	if saves {
		c.writeTo(inDir(dir, "package.json"), false, true)
	}
}

func npmGlobal(c *Call) bool {
	if pkgHas(c, "g") {
		return true
	}
	if v, ok := pkgValue(c, "location"); ok && v.S == "global" {
		return true
	}
	v, ok := envWord(c, "npm_config_global", "NPM_CONFIG_GLOBAL")
	return ok && v.S == "true"
}

// npmGlobalPrefix is npm's global prefix: --prefix with -g, npm_config_prefix, or else the
// one npm's configuration holds, which only running npm tells.
func npmGlobalPrefix(c *Call) Word {
	if v, ok := pkgValue(c, "prefix"); ok {
		return v
	}
	return envOr(c, Word{S: "$(npm prefix -g)", Dyn: true}, "npm_config_prefix", "NPM_CONFIG_PREFIX")
}

func npmPrefix(c *Call) Word { return base(c, "prefix") }

// npmInstallDoes: install, ci, update, uninstall, audit fix and the like write node_modules,
// the lockfile and, when packages are named, package.json; -g writes the global prefix.
func npmInstallDoes(c *Call) {
	if pkgDryRun(c, "dry-run") {
		return
	}
	if npmGlobal(c) {
		c.writeTo(inDir(npmGlobalPrefix(c), "lib/node_modules"), true, false)
		return
	}
	dir := npmPrefix(c)
	if sub := c.Path[len(c.Path)-1]; sub == "ci" {
		c.Add(Effect{Kind: Delete, Path: c.PathOf(inDir(dir, "node_modules")), Tree: true, By: byOf(c)})
	}
	lock := "package-lock.json"
	if c.Has("no-package-lock") {
		lock = ""
	}
	if c.Has("package-lock-only") {
		c.writeTo(inDir(dir, lock), false, false)
		return
	}
	saves := len(c.P.Operands) > 0 && !c.Has("no-save") && c.Path[len(c.Path)-1] != "ci"
	nodeInstall(c, dir, lock, saves)
}

func npmLinkDoes(c *Call) {
	if pkgDryRun(c, "dry-run") {
		return
	}
	if len(c.P.Operands) == 0 || npmGlobal(c) {
		c.writeTo(inDir(npmGlobalPrefix(c), "lib/node_modules"), true, false)
		return
	}
	nodeInstall(c, npmPrefix(c), "", false)
}

// npmSecretKey reports a configuration key whose value is a credential: an auth token, a
// password, a base64 user:password, a client key.
func npmSecretKey(k string) bool {
	l := strings.ToLower(k)
	if l == "key" || strings.HasSuffix(l, ":key") {
		return true
	}
	for _, s := range []string{"_auth", "_password", "password", "token", "npmauthident"} {
		if strings.Contains(l, s) {
			return true
		}
	}
	return false
}

// npmConfigGetDoes: `npm config get KEY` prints the value, and npm before 9 (pnpm and yarn
// alike) printed auth tokens and passwords as they are.
func npmConfigGetDoes(c *Call) {
	for _, w := range c.Operands() {
		if w.Dyn || npmSecretKey(w.S) {
			c.Add(Effect{Kind: Expose, Class: "credential", Text: c.Path[0] + " config " + w.S, Known: !w.Dyn, By: byOf(c)})
		}
	}
}

// npmrc is the configuration file `npm config set` writes: --location=project the project's,
// global the prefix's, else the user's (--userconfig, npm_config_userconfig, ~/.npmrc).
func npmrc(c *Call) Word {
	loc, _ := pkgValue(c, "location")
	switch {
	case loc.S == "project":
		return inDir(npmPrefix(c), ".npmrc")
	case loc.S == "global" || pkgHas(c, "g"):
		return inDir(npmGlobalPrefix(c), "etc/npmrc")
	}
	if v, ok := pkgValue(c, "userconfig"); ok {
		return v
	}
	return envOr(c, home(".npmrc"), "npm_config_userconfig", "NPM_CONFIG_USERCONFIG")
}

func npmConfigSetDoes(c *Call) { c.writeTo(npmrc(c), false, true) }

// npmLoginDoes: login and logout keep the registry token in the user's npmrc.
func npmLoginDoes(c *Call) { c.writeTo(npmrc(c), false, true) }

func npmInitDoes(c *Call) {
	if len(c.P.Operands) > 0 {
		// npm init X runs create-X, a package's program, which writes below the directory.
		c.mayWrite(Word{S: "."})
		return
	}
	c.writeTo(inDir(npmPrefix(c), "package.json"), false, true)
}

func npmPackDoes(c *Call) {
	if pkgDryRun(c, "dry-run") {
		return
	}
	c.writeTo(inDir(base(c, "pack-destination"), "*"), false, false)
}

// npmPkgDoes: npm pkg set writes package.json; a script it sets is code npm runs later (the
// prepare script at the next install), judged now.
func npmPkgDoes(c *Call) {
	c.writeTo(inDir(npmPrefix(c), "package.json"), false, true)
	if len(c.Path) < 3 || c.Path[2] != "set" {
		return
	}
	for _, w := range c.Operands() {
		k, v, ok := strings.Cut(w.S, "=")
		if name, script := strings.CutPrefix(k, "scripts."); ok && script && !w.Dyn && strings.TrimSpace(v) != "" {
			c.Add(Effect{Kind: Exec, Lang: "sh", Class: "config", Text: v, Known: true, By: byOf(c), Via: "package.json scripts." + name})
		}
	}
}

func npmShrinkwrapDoes(c *Call) { c.writeTo(inDir(npmPrefix(c), "npm-shrinkwrap.json"), false, false) }

func npmVersionDoes(c *Call) {
	if len(c.P.Operands) == 0 {
		return // prints the versions
	}
	c.writeTo(inDir(npmPrefix(c), "package.json"), false, true)
	c.writeTo(inDir(npmPrefix(c), "package-lock.json"), false, false)
}

// npmPublishDoes: publish uploads the package to its registry.
func npmPublishDoes(c *Call) {
	if pkgDryRun(c, "dry-run") {
		return
	}
	reg := "registry.npmjs.org"
	if v, ok := pkgValue(c, "registry"); ok {
		reg = v.S
	}
	c.Add(Effect{Kind: Send, Class: "upload", Text: reg, By: byOf(c)})
}

// npmUnpublishDoes: unpublish deletes a published version, or the whole package, from the
// registry; nobody can publish that version again.
func npmUnpublishDoes(c *Call) {
	if pkgDryRun(c, "dry-run") {
		return
	}
	what, known := "this package", false
	if w := c.Operand(0); w.S != "" && !w.Dyn {
		what, known = w.S, true
	}
	c.Add(Effect{Kind: Destroy, Class: "package", Text: "npm package " + what, Known: known, By: byOf(c)})
}

// npmTokenDoes: token list prints the account's tokens, token create a new one.
// npmTokenDoes: npm token create prints the new token.
func npmTokenDoes(c *Call) {
	c.Add(Effect{Kind: Expose, Class: "credential", Text: "a new npm access token", Known: true, By: byOf(c)})
}

// pnpmHome is where pnpm keeps global packages and its own binary: PNPM_HOME, else
// $XDG_DATA_HOME/pnpm, ~/.local/share/pnpm on Linux.
func pnpmHome(c *Call) Word { return envOr(c, home(".local/share/pnpm"), "PNPM_HOME") }

// pnpmDoes: add, install, remove, update, link, import and patch-commit write the project's
// node_modules, pnpm-lock.yaml and, naming packages, package.json; -g the global directory.
func pnpmDoes(c *Call) {
	dir := base(c, "C")
	if pkgDryRun(c, "dry-run") {
		return
	}
	if pkgHas(c, "g") {
		c.writeTo(pnpmHome(c), true, false)
		return
	}
	sub := c.Path[len(c.Path)-1]
	switch {
	case sub == "import" || c.Has("lockfile-only"):
		c.writeTo(inDir(dir, "pnpm-lock.yaml"), false, false)
		return
	case sub == "patch-commit" || sub == "patch-remove":
		c.writeTo(inDir(dir, "package.json"), false, true)
		c.writeTo(inDir(dir, "pnpm-lock.yaml"), false, false)
		return
	}
	lock := "pnpm-lock.yaml"
	if c.HasAny("frozen-lockfile") || sub == "link" {
		lock = ""
	}
	saves := (sub == "add" || sub == "remove") && len(c.P.Operands) > 0
	nodeInstall(c, dir, lock, saves)
}

func pnpmAuditDoes(c *Call) {
	if c.Has("fix") {
		c.writeTo(inDir(base(c, "C"), "package.json"), false, true)
	}
}

func pnpmDeployDoes(c *Call) {
	if w := c.Operand(0); w.S != "" || w.Dyn {
		c.writeTo(under(base(c, "C"), w), true, false)
	}
}

// pnpmEnvDoes: `pnpm env use -g VERSION` (and add, remove) installs Node.js into pnpm's home;
// self-update replaces pnpm there.
func pnpmEnvDoes(c *Call) {
	if c.Path[len(c.Path)-1] == "self-update" {
		c.writeTo(pnpmHome(c), true, false)
		return
	}
	switch c.Op(0) {
	case "use", "add", "remove", "rm":
		if pkgHas(c, "g") {
			c.writeTo(pnpmHome(c), true, false)
		}
	}
}

// pnpmSetupDoes: setup puts PNPM_HOME on PATH in the shell's start-up file, which one by
// $SHELL, and installs pnpm into its home.
func pnpmSetupDoes(c *Call) {
	c.writeTo(Word{S: "~/.$SHELLrc", Dyn: true, Lead: "~/."}, false, true)
	c.writeTo(pnpmHome(c), true, false)
}

// yarnInstall is what yarn writes installing: node_modules (or --modules-folder), yarn.lock
// unless frozen, package.json when dependencies are named.
func yarnInstall(c *Call, dir Word, saves bool) {
	lock := "yarn.lock"
	if pkgHas(c, "frozen-lockfile", "immutable", "pure-lockfile", "no-lockfile") {
		lock = ""
	}
	if v, ok := pkgValue(c, "modules-folder"); ok {
		c.writeTo(under(dir, v), true, false)
	} else {
		c.writeTo(inDir(dir, "node_modules"), true, false)
	}
	if lock != "" {
		c.writeTo(inDir(dir, lock), false, false)
	}
	if saves {
		c.writeTo(inDir(dir, "package.json"), false, true)
	}
}

// yarnBareDoes: yarn without a command installs.
func yarnBareDoes(c *Call) {
	if len(c.P.Operands) > 0 {
		return // a subcommand the table lacks: a script or a package's binary
	}
	yarnInstall(c, base(c, "cwd"), false)
}

// yarnDoes: add, install, remove, up, upgrade, import, link, autoclean and patch-commit.
func yarnDoes(c *Call) {
	dir := base(c, "cwd")
	switch sub := c.Path[len(c.Path)-1]; sub {
	case "import":
		c.writeTo(inDir(dir, "yarn.lock"), false, false)
	case "patch-commit":
		c.writeTo(inDir(dir, "package.json"), false, true)
	case "link":
		if len(c.P.Operands) == 0 {
			c.writeTo(yarnConfigHome(c, "link"), true, false)
			return
		}
		c.writeTo(inDir(dir, "node_modules"), true, false)
	case "autoclean":
		if c.Has("F") {
			c.writeTo(inDir(dir, "node_modules"), true, false)
		}
	default:
		yarnInstall(c, dir, (sub == "add" || sub == "remove") && len(c.P.Operands) > 0)
	}
}

// yarnConfigHome is yarn 1's per-user directory: ~/.config/yarn/NAME.
func yarnConfigHome(c *Call, name string) Word {
	if v, ok := envWord(c, "XDG_CONFIG_HOME"); ok {
		return inDir(v, "yarn/"+name)
	}
	return home(".config/yarn/" + name)
}

// yarnGlobalDoes: `yarn global add|remove|upgrade` installs into yarn's global folder and
// links binaries into its bin directory (--prefix DIR: DIR/bin).
func yarnGlobalDoes(c *Call) {
	switch c.Op(0) {
	case "add", "remove", "upgrade", "upgrade-interactive":
	default:
		return
	}
	folder, ok := pkgValue(c, "global-folder")
	if !ok {
		folder = yarnConfigHome(c, "global")
	}
	c.writeTo(folder, true, false)
	if p, ok := pkgValue(c, "prefix"); ok {
		c.writeTo(inDir(p, "bin"), true, false)
	}
}

// yarnBerry reports a project that yarn 2+ manages (.yarnrc.yml), whose `config set` writes
// the project's .yarnrc.yml rather than the user's ~/.yarnrc.
func yarnBerry(c *Call, dir Word) bool {
	return c.exists(c.PathOf(inDir(dir, ".yarnrc.yml")))
}

// yarnConfigDoes: get of a credential key and yarn 1's list (which prints the npm auth
// settings it reads) expose them; set and delete write the configuration.
func yarnConfigDoes(c *Call) {
	dir := base(c, "cwd")
	switch c.Path[len(c.Path)-1] {
	case "get":
		for _, w := range c.Operands() {
			if w.Dyn || npmSecretKey(w.S) {
				c.Add(Effect{Kind: Expose, Class: "credential", Text: "yarn config " + w.S, Known: !w.Dyn, By: byOf(c)})
			}
		}
	case "list":
		c.Add(Effect{Kind: Expose, Class: "credential", Text: "yarn config list (it prints the npm auth settings it reads)", Known: true, By: byOf(c)})
	case "set", "unset", "delete":
		switch {
		case yarnBerry(c, dir) && !c.Has("H"):
			c.writeTo(inDir(dir, ".yarnrc.yml"), false, true)
		case yarnBerry(c, dir):
			c.writeTo(home(".yarnrc.yml"), false, true)
		default:
			c.writeTo(home(".yarnrc"), false, true)
		}
	}
}

// yarnLoginDoes: yarn 1 keeps the login in ~/.yarnrc, yarn 2+ (`yarn npm login`) the token in
// ~/.yarnrc.yml.
func yarnLoginDoes(c *Call) {
	if c.Path[1] == "npm" {
		c.writeTo(home(".yarnrc.yml"), false, true)
		return
	}
	c.writeTo(home(".yarnrc"), false, true)
}

func yarnPackDoes(c *Call) {
	if c.Has("n") {
		return
	}
	dir := base(c, "cwd")
	if v, ok := pkgValue(c, "f", "o"); ok {
		c.writeTo(under(dir, v), false, false)
		return
	}
	c.writeTo(inDir(dir, "*"), false, false)
}

func yarnSetVersionDoes(c *Call) {
	dir := base(c, "cwd")
	c.writeTo(inDir(dir, ".yarn/releases"), true, false)
	c.writeTo(inDir(dir, ".yarnrc.yml"), false, true)
}

// ---- Python ----

// userBase is Python's user base (pip --user): PYTHONUSERBASE, else ~/.local.
func userBase(c *Call) Word { return envOr(c, home(".local"), "PYTHONUSERBASE") }

// pipDoes: install, download and wheel. Requirement and constraint files are read; -t, --prefix,
// --root and --user name where packages land; download and wheel write archives into -d/-w
// (the directory). Without those, pip installs into the active environment, which no word of
// the command names.
func pipDoes(c *Call) {
	for _, o := range []string{"r", "c"} {
		for _, w := range c.P.Values(o) {
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "config", By: byOf(c)})
		}
	}
	if log, ok := pkgValue(c, "log"); ok {
		c.writeTo(log, false, true)
	}
	if c.dryRun("dry-run") {
		return
	}
	switch c.Path[len(c.Path)-1] {
	case "download", "wheel":
		c.writeTo(inDir(base(c, "d", "w"), "*"), false, false)
		return
	}
	for _, o := range []string{"t", "prefix", "root", "src"} {
		if v, ok := c.Value(o); ok {
			c.writeTo(v, true, false)
		}
	}
	if c.Has("user") {
		c.writeTo(userBase(c), true, false)
	}
}

// pipConfigDoes: set, unset and edit write a pip configuration file: --global the system's,
// --site the environment's, else the user's (PIP_CONFIG_FILE overrides).
func pipConfigDoes(c *Call) {
	switch {
	case pkgHas(c, "global"):
		c.writeTo(Word{S: "/etc/pip.conf"}, false, true)
	case pkgHas(c, "site"):
		c.writeTo(Word{S: "$VIRTUAL_ENV/pip.conf", Dyn: true}, false, true)
	default:
		c.writeTo(envOr(c, home(".config/pip/pip.conf"), "PIP_CONFIG_FILE"), false, true)
	}
}

func pipenvDoes(c *Call) {
	if c.dryRun("dry-run") {
		return
	}
	switch c.Path[len(c.Path)-1] {
	case "install", "uninstall", "update", "upgrade":
		if len(c.P.Operands) > 0 {
			c.writeTo(Word{S: "Pipfile"}, false, true)
		}
	}
	if c.Path[len(c.Path)-1] != "sync" {
		c.writeTo(Word{S: "Pipfile.lock"}, false, false)
	}
}

// pipxDoes: pipx keeps each application's environment in PIPX_HOME (~/.local/share/pipx) and
// links its programs into PIPX_BIN_DIR (~/.local/bin); --global uses /opt/pipx and
// /usr/local/bin.
func pipxDoes(c *Call) {
	if pkgHas(c, "global") {
		c.writeTo(Word{S: "/opt/pipx"}, true, false)
		c.writeTo(Word{S: "/usr/local/bin"}, true, false)
		return
	}
	c.writeTo(envOr(c, home(".local/share/pipx"), "PIPX_HOME"), true, false)
	c.writeTo(envOr(c, home(".local/bin"), "PIPX_BIN_DIR"), true, false)
}

// pyDir is the directory a Python tool works in: uv's --directory and --project, poetry's
// -C/--directory, pdm's -p/--project.
func pyDir(c *Call) Word {
	switch c.Path[0] {
	case "uv":
		d := base(c, "directory")
		if p, ok := pkgValue(c, "project"); ok {
			return under(d, p)
		}
		return d
	case "poetry":
		return base(c, "C")
	case "pdm":
		return base(c, "p")
	}
	return Word{S: "."}
}

// pyBuildDoes: hatch, pdm, poetry, rye and uv build into dist/ or the directory given.
func pyBuildDoes(c *Call) {
	dir := pyDir(c)
	if v, ok := c.Value("o"); ok {
		c.writeTo(under(dir, v), true, false)
		return
	}
	if v, ok := c.Value("d"); ok && c.Path[0] == "pdm" {
		c.writeTo(under(dir, v), true, false)
		return
	}
	if w := c.Operand(0); c.Path[0] == "hatch" && (w.S != "" || w.Dyn) {
		c.writeTo(w, true, false)
		return
	}
	c.writeTo(inDir(dir, "dist"), true, false)
}

func pyPublishDoes(c *Call) {
	if pkgDryRun(c, "dry-run") {
		return
	}
	dest := "pypi"
	if v, ok := pkgValue(c, "r", "publish-url"); ok {
		dest = v.S
	}
	c.Add(Effect{Kind: Send, Class: "upload", Text: dest, By: byOf(c)})
}

func pyExportDoes(c *Call) {
	if v, ok := c.Value("o"); ok {
		c.writeTo(under(pyDir(c), v), false, false)
	}
}

// pyNewDoes: hatch new, poetry new and uv init NAME create the project's directory; uv init
// without one writes pyproject.toml where it runs.
func pyNewDoes(c *Call) {
	if c.Has("init") {
		return
	}
	dir := pyDir(c)
	if w := c.Operand(0); w.S != "" || w.Dyn {
		c.writeTo(under(dir, w), true, false)
		return
	}
	if c.Path[0] == "uv" {
		c.Add(Effect{Kind: Create, Path: c.PathOf(inDir(dir, "pyproject.toml")), By: byOf(c)})
	}
}

func poetryDoes(c *Call) {
	if c.dryRun("dry-run") {
		return
	}
	dir := pyDir(c)
	sub := c.Path[len(c.Path)-1]
	switch sub {
	case "add", "remove", "init":
		c.writeTo(inDir(dir, "pyproject.toml"), false, true)
	}
	if sub != "init" {
		c.writeTo(inDir(dir, "poetry.lock"), false, false)
	}
}

// poetryConfigDoes: setting a value writes the user's config.toml, or with --local the
// project's poetry.toml.
func poetryConfigDoes(c *Call) {
	if c.Has("list") || len(c.P.Operands) < 2 && !c.Has("unset") {
		return
	}
	if c.Has("local") {
		c.writeTo(inDir(pyDir(c), "poetry.toml"), false, true)
		return
	}
	if v, ok := envWord(c, "POETRY_CONFIG_DIR"); ok {
		c.writeTo(inDir(v, "config.toml"), false, true)
		return
	}
	c.writeTo(home(".config/pypoetry/config.toml"), false, true)
}

// pdmDoes: pdm keeps pdm.lock and, by default, an in-project .venv.
func pdmDoes(c *Call) {
	if pkgDryRun(c, "dry-run") {
		return
	}
	dir := pyDir(c)
	sub := c.Path[len(c.Path)-1]
	if sub == "add" || sub == "remove" {
		c.writeTo(inDir(dir, "pyproject.toml"), false, true)
	}
	if !pkgHas(c, "frozen-lockfile", "no-lock") {
		c.writeTo(inDir(dir, "pdm.lock"), false, false)
	}
	if sub != "lock" && !c.Has("no-sync") {
		c.writeTo(inDir(dir, ".venv"), true, false)
	}
}

func ryeDoes(c *Call) {
	sub := c.Path[len(c.Path)-1]
	if sub == "add" || sub == "remove" {
		c.writeTo(Word{S: "pyproject.toml"}, false, true)
	}
	c.writeTo(Word{S: "requirements.lock"}, false, false)
	if sub == "sync" || c.Has("sync") {
		c.writeTo(Word{S: ".venv"}, true, false)
	}
}

func ryeToolDoes(c *Call) {
	h := envOr(c, home(".rye"), "RYE_HOME")
	c.writeTo(inDir(h, "tools"), true, false)
	c.writeTo(inDir(h, "shims"), true, false)
}

// uvProjectDoes: add, remove, sync and lock keep uv.lock and the project's environment
// (.venv, or UV_PROJECT_ENVIRONMENT) in step with pyproject.toml.
func uvProjectDoes(c *Call) {
	if c.HasAny("check", "check-exists") || c.dryRun("dry-run") {
		return
	}
	dir := pyDir(c)
	sub := c.Path[len(c.Path)-1]
	if sub == "add" || sub == "remove" {
		c.writeTo(inDir(dir, "pyproject.toml"), false, true)
	}
	if !c.HasAny("frozen", "locked") {
		c.writeTo(inDir(dir, "uv.lock"), false, false)
	}
	if sub == "lock" || c.Has("no-sync") {
		return
	}
	if env, ok := envWord(c, "UV_PROJECT_ENVIRONMENT"); ok {
		c.writeTo(under(dir, env), true, false)
		return
	}
	c.writeTo(inDir(dir, ".venv"), true, false)
}

func uvPipDoes(c *Call) {
	dir := pyDir(c)
	for _, o := range []string{"r", "c"} {
		for _, w := range c.P.Values(o) {
			c.Add(Effect{Kind: Read, Path: c.PathOf(under(dir, w)), Class: "config", By: byOf(c)})
		}
	}
	if c.Path[len(c.Path)-1] == "compile" {
		if v, ok := c.Value("o"); ok {
			c.writeTo(under(dir, v), false, false)
		}
		return
	}
	for _, o := range []string{"t", "prefix"} {
		if v, ok := c.Value(o); ok {
			c.writeTo(under(dir, v), true, false)
		}
	}
}

// uvToolDoes: tools live in UV_TOOL_DIR (~/.local/share/uv/tools) with their programs linked
// into UV_TOOL_BIN_DIR (~/.local/bin); Pythons in UV_PYTHON_INSTALL_DIR.
func uvToolDoes(c *Call) {
	if c.Path[1] == "python" {
		dir, ok := c.Value("i")
		if !ok {
			dir = envOr(c, home(".local/share/uv/python"), "UV_PYTHON_INSTALL_DIR")
		}
		c.writeTo(dir, true, false)
		return
	}
	c.writeTo(envOr(c, home(".local/share/uv/tools"), "UV_TOOL_DIR"), true, false)
	c.writeTo(envOr(c, home(".local/bin"), "UV_TOOL_BIN_DIR"), true, false)
}

func uvVenvDoes(c *Call) {
	dir := pyDir(c)
	if w := c.Operand(0); w.S != "" || w.Dyn {
		c.writeTo(under(dir, w), true, false)
		return
	}
	c.writeTo(inDir(dir, ".venv"), true, false)
}

// condaDoes: create, install, update and remove write the environment named by -p/--prefix
// (remove --all deletes it); an environment named by -n lives in conda's own directory.
func condaDoes(c *Call) {
	if c.Has("d") {
		return
	}
	p, ok := c.Value("p")
	if !ok {
		return
	}
	sub := c.Path[len(c.Path)-1]
	if sub == "remove" && (c.Has("all") || c.Path[1] == "env") {
		c.Add(Effect{Kind: Delete, Path: c.PathOf(p), Tree: true, By: byOf(c)})
		return
	}
	c.writeTo(p, true, false)
}

func condaConfigDoes(c *Call) {
	if !c.HasAny("set", "append", "prepend", "remove", "remove-key", "write-default") {
		return
	}
	switch {
	case c.Has("file"):
		v, _ := c.Value("file")
		c.writeTo(v, false, true)
	case c.Has("system"):
		c.writeTo(Word{S: "$CONDA_ROOT/.condarc", Dyn: true}, false, true)
	case c.Has("env"):
		c.writeTo(Word{S: "$CONDA_PREFIX/.condarc", Dyn: true}, false, true)
	default:
		c.writeTo(home(".condarc"), false, true)
	}
}

// ---- Ruby, PHP ----

func bundleDoes(c *Call) {
	gemfileDir := Word{S: "."}
	if g, ok := pkgValue(c, "gemfile"); ok && !g.Dyn {
		gemfileDir = Word{S: paths.Dir(g.S)}
	}
	switch c.Path[len(c.Path)-1] {
	case "init":
		c.Add(Effect{Kind: Create, Path: c.PathOf(inDir(gemfileDir, "Gemfile")), By: byOf(c)})
		return
	case "binstubs":
		dir, ok := c.Value("path")
		if !ok {
			dir = Word{S: "bin"}
		}
		c.writeTo(dir, true, false)
		return
	case "cache":
		dir, ok := c.Value("cache-path")
		if !ok {
			dir = Word{S: "vendor/cache"}
		}
		c.writeTo(dir, true, false)
		return
	case "add":
		c.writeTo(inDir(gemfileDir, "Gemfile"), false, true)
		if c.Has("skip-install") {
			return
		}
	}
	c.writeTo(inDir(gemfileDir, "Gemfile.lock"), false, false)
	bundleInstallDirs(c)
}

// bundleInstallDirs: where bundle install puts gems when a word of the command says.
func bundleInstallDirs(c *Call) {
	if p, ok := c.Value("path"); ok {
		c.writeTo(p, true, false)
	} else if c.Has("deployment") {
		c.writeTo(Word{S: "vendor/bundle"}, true, false)
	} else if v, ok := envWord(c, "BUNDLE_PATH"); ok {
		c.writeTo(v, true, false)
	}
	if c.Has("binstubs") {
		dir, ok := c.Value("binstubs")
		if !ok || dir.S == "" {
			dir = Word{S: "bin"}
		}
		c.writeTo(dir, true, false)
	}
}

// bundleConfigDoes: `bundle config set` writes the user's ~/.bundle/config, or with --local
// the project's .bundle/config.
func bundleConfigDoes(c *Call) {
	switch c.Op(0) {
	case "set", "unset":
	default:
		if len(c.P.Operands) < 2 || c.Op(0) == "get" || c.Op(0) == "list" {
			return
		}
	}
	if c.Has("local") {
		c.writeTo(Word{S: ".bundle/config"}, false, true)
		return
	}
	c.writeTo(home(".bundle/config"), false, true)
}

func gemDoes(c *Call) {
	by := byOf(c)
	switch c.Path[1] {
	case "install":
		for _, o := range []string{"i", "n"} {
			if v, ok := c.Value(o); ok {
				c.writeTo(v, true, false)
			}
		}
		if c.Has("user-install") {
			c.writeTo(home(".gem"), true, false)
		}
	case "build", "fetch":
		if v, ok := c.Value("o"); ok {
			c.writeTo(v, false, false)
			return
		}
		c.writeTo(inDir(Word{S: "."}, "*"), false, false)
	case "push":
		host := "rubygems.org"
		if v, ok := c.Value("host"); ok {
			host = v.S
		}
		c.Add(Effect{Kind: Send, Class: "upload", Text: host, By: by})
	case "yank":
		if w := c.Operand(0); w.S != "" {
			c.Add(Effect{Kind: Destroy, Class: "package", Text: "gem " + w.S, Known: !w.Dyn, By: by})
		}
	case "signin":
		c.writeTo(home(".gem/credentials"), false, true)
	}
}

// composerInstallDoes: install, update, require, remove and dump-autoload write vendor/
// (and composer.lock; require and remove composer.json) in the working directory (-d), then
// run the project's scripts for those events.
func composerInstallDoes(c *Call) {
	if c.dryRun("dry-run") {
		return
	}
	dir := base(c, "d")
	sub := c.Path[len(c.Path)-1]
	events := []string{"pre-autoload-dump", "post-autoload-dump"}
	if sub != "dump-autoload" {
		events = append(events, "pre-install-cmd", "post-install-cmd", "pre-update-cmd", "post-update-cmd")
		c.writeTo(inDir(dir, "composer.lock"), false, false)
	}
	if !c.Has("no-install") {
		c.writeTo(inDir(dir, "vendor"), true, false)
	}
	if sub == "require" || sub == "remove" {
		c.writeTo(inDir(dir, "composer.json"), false, true)
	}
	if !pkgHas(c, "no-scripts") {
		composerRun(c, dir, events...)
	}
}

// composerHome is COMPOSER_HOME, else ~/.config/composer.
func composerHome(c *Call) Word { return envOr(c, home(".config/composer"), "COMPOSER_HOME") }

func composerGlobalDoes(c *Call) {
	switch c.Op(0) {
	case "require", "update", "remove", "install", "upgrade", "u", "i":
		c.writeTo(inDir(composerHome(c), "vendor"), true, false)
	case "config":
		if len(c.P.Operands) > 2 {
			c.writeTo(inDir(composerHome(c), "config.json"), false, true)
		}
	}
}

func composerCreateDoes(c *Call) {
	if c.dryRun("dry-run") {
		return
	}
	dir := c.Operand(1)
	if dir.S == "" && !dir.Dyn {
		name := c.Op(0)
		if name == "" {
			return
		}
		dir = Word{S: filepath.Base(strings.Split(name, ":")[0])}
	}
	c.writeTo(under(base(c, "d"), dir), true, false)
}

// composerScriptDoes: run-script NAME, and `composer NAME` for a script composer.json
// defines, run that script's commands.
func composerScriptDoes(c *Call) {
	if c.Has("l") {
		return
	}
	if name := c.Op(0); name != "" {
		composerRun(c, base(c, "d"), name)
	}
}

// maxComposerScripts bounds the script references (@name) followed for one command.
const maxComposerScripts = 16

// composerRun adds the shell commands of the scripts composer.json (in dir) defines under
// names: a script is a command or a list of them; "@name" runs another script, "@php X" php,
// "@composer X" composer, and a Class::method callback runs PHP code the table cannot see.
// Each runs in dir.
func composerRun(c *Call, dir Word, names ...string) {
	body, ok := c.ReadFile(c.PathOf(inDir(dir, "composer.json")))
	if !ok {
		return
	}
	cd := ""
	if dir.S != "." || dir.Dyn {
		cd = "cd " + ShellQuote(dir.S) + " && "
	}
	seen := 0
	var run func(name, via string)
	run = func(name, via string) {
		if seen++; seen > maxComposerScripts {
			return
		}
		for _, cmd := range jsonStrings(body, "scripts", name) {
			switch {
			case strings.HasPrefix(cmd, "@php "):
				cmd = "php " + cmd[len("@php "):]
			case strings.HasPrefix(cmd, "@composer "):
				cmd = "composer " + cmd[len("@composer "):]
			case strings.HasPrefix(cmd, "@putenv "):
				continue
			case strings.HasPrefix(cmd, "@"):
				run(strings.Fields(cmd[1:] + " x")[0], via+" > @"+name)
				continue
			case phpCallback(cmd):
				c.Add(Effect{Kind: Exec, Lang: "php", Text: cmd, Class: "config", By: byOf(c), Via: via + " " + name})
				continue
			}
			c.Add(Effect{Kind: Exec, Lang: "sh", Text: cd + cmd, Known: true, By: byOf(c), Via: via + " " + name})
		}
	}
	for _, n := range names {
		run(n, "composer script")
	}
}

// jsonStrings returns the string at obj.key.name in a JSON document, or the strings of the
// list there.
func jsonStrings(doc, obj, name string) []string {
	v := gjson.Get(doc, gjson.Escape(obj)+"."+gjson.Escape(name))
	if v.Type == gjson.String {
		return []string{v.String()}
	}
	var out []string
	if v.IsArray() {
		for _, x := range v.Array() {
			if x.Type == gjson.String {
				out = append(out, x.String())
			}
		}
	}
	return out
}

// phpCallback reports a composer script entry that is a PHP static method (Vendor\Class::m).
func phpCallback(s string) bool {
	i := strings.Index(s, "::")
	return i > 0 && !strings.ContainsAny(s[:i], " /") && !strings.ContainsAny(s[i+2:], " /")
}

// ---- Rust, Go ----

// cargoDir is where cargo runs (-C DIR moves it) and the package's directory
// (--manifest-path's, where target/ and Cargo.lock are by default), both relative to where
// the command runs.
func cargoDir(c *Call) (cwd, pkg Word) {
	cwd = base(c, "C")
	if m, ok := c.Value("manifest-path"); ok && !m.Dyn {
		return cwd, under(cwd, Word{S: paths.Dir(m.S)})
	}
	return cwd, cwd
}

// cargoTarget is where cargo builds: --target-dir, CARGO_TARGET_DIR, else target/ beside the
// manifest.
func cargoTarget(c *Call) Word {
	cwd, pkg := cargoDir(c)
	if v, ok := c.Value("target-dir"); ok {
		return under(cwd, v)
	}
	if v, ok := envWord(c, "CARGO_TARGET_DIR"); ok {
		return under(cwd, v)
	}
	return inDir(pkg, "target")
}

func cargoBuildDoes(c *Call) {
	cwd, pkg := cargoDir(c)
	c.writeTo(cargoTarget(c), true, false)
	if v, ok := c.Value("artifact-dir"); ok {
		c.writeTo(under(cwd, v), true, false)
	}
	if !pkgHas(c, "locked", "frozen") && c.Path[1] != "package" {
		c.writeTo(inDir(pkg, "Cargo.lock"), false, false)
	}
}

// cargoRunDoes: run builds, then runs the package's own program, which may write anything
// below the directory it runs in.
func cargoRunDoes(c *Call) {
	cargoBuildDoes(c)
	cwd, _ := cargoDir(c)
	c.mayWrite(cwd)
}

func cargoCleanDoes(c *Call) {
	if c.Has("n") {
		return
	}
	c.Add(Effect{Kind: Delete, Path: c.PathOf(cargoTarget(c)), Tree: true, By: byOf(c)})
}

func cargoLockDoes(c *Call) {
	_, pkg := cargoDir(c)
	c.writeTo(inDir(pkg, "Cargo.lock"), false, false)
}

func cargoManifestDoes(c *Call) {
	if c.Has("n") {
		return
	}
	_, pkg := cargoDir(c)
	c.writeTo(inDir(pkg, "Cargo.toml"), false, true)
	if !pkgHas(c, "locked", "frozen") {
		c.writeTo(inDir(pkg, "Cargo.lock"), false, false)
	}
}

// cargoHome is CARGO_HOME, else ~/.cargo.
func cargoHome(c *Call) Word { return envOr(c, home(".cargo"), "CARGO_HOME") }

// cargoInstallDoes: install and uninstall change the binaries in ROOT/bin: --root,
// CARGO_INSTALL_ROOT, else CARGO_HOME.
func cargoInstallDoes(c *Call) {
	if c.HasAny("list", "n") {
		return
	}
	cwd, _ := cargoDir(c)
	root, ok := c.Value("root")
	if !ok {
		root = envOr(c, cargoHome(c), "CARGO_INSTALL_ROOT")
	}
	c.writeTo(inDir(under(cwd, root), "bin"), true, false)
}

func cargoNewDoes(c *Call) {
	cwd, _ := cargoDir(c)
	w := c.Operand(0)
	if c.Path[1] == "new" {
		if w.S != "" || w.Dyn {
			c.writeTo(under(cwd, w), true, false)
		}
		return
	}
	if w.S == "" && !w.Dyn {
		w = Word{S: "."}
	}
	w = under(cwd, w)
	c.Add(Effect{Kind: Create, Path: c.PathOf(inDir(w, "Cargo.toml")), By: byOf(c)})
	c.writeTo(inDir(w, "src"), true, false)
}

func cargoPublishDoes(c *Call) {
	if c.Has("n") {
		return
	}
	reg := "crates.io"
	if v, ok := c.Value("registry"); ok {
		reg = v.S
	} else if v, ok := c.Value("index"); ok {
		reg = v.S
	}
	c.Add(Effect{Kind: Send, Class: "upload", Text: reg, By: byOf(c)})
}

func cargoLoginDoes(c *Call) { c.writeTo(inDir(cargoHome(c), "credentials.toml"), false, false) }

func cargoVendorDoes(c *Call) {
	cwd, _ := cargoDir(c)
	dir := c.Operand(0)
	if dir.S == "" && !dir.Dyn {
		dir = Word{S: "vendor"}
	}
	c.writeTo(under(cwd, dir), true, false)
}

// goExecs adds the programs -toolexec and -exec run: the toolchain's programs, and the built
// binary, run through them.
func goExecs(c *Call) {
	for _, o := range []string{"toolexec", "exec"} {
		if v, ok := c.Value(o); ok {
			c.Add(Effect{Kind: Exec, Lang: "sh", Text: v.S, Known: !v.Dyn, By: byOf(c) + " -" + o})
		}
	}
}

// goBuildDoes: -o names the file written, or, ending in a slash or naming a directory, where
// the binaries land; without it, building one package writes its binary where go runs.
// go -C DIR runs in DIR, and -o is relative to it.
func goBuildDoes(c *Call) {
	goExecs(c)
	if c.Has("n") {
		return
	}
	dir := base(c, "C")
	files := goFiles(c, dir)
	if o, ok := c.Value("o"); ok {
		o = under(dir, o)
		c.writeTo(o, strings.HasSuffix(o.S, "/") || c.isDir(c.PathOf(o)), false)
		if len(files) == 0 {
			files = goLineFiles(c, dir)
		}
		built(c, code.Go, files)
		return
	}
	ops := c.Operands()
	if len(files) > 0 && !files[0].Dyn {
		// go build x.go writes x, named for the first file
		c.writeTo(inDir(dir, stem(files[0].S)), false, false)
		built(c, code.Go, files)
		return
	}
	if len(ops) <= 1 && (len(ops) == 0 || !strings.Contains(ops[0].S, "...")) {
		c.writeTo(inDir(dir, "*"), false, false)
	}
}

// goFiles are the .go files go build or go run is given in place of packages, from the
// first operand on (those after them are go run's program's arguments), under go -C's DIR.
func goFiles(c *Call, dir Word) []Word {
	var out []Word
	for _, w := range c.Operands() {
		if w.Dyn || !strings.HasSuffix(w.S, ".go") {
			break
		}
		out = append(out, under(dir, w))
	}
	return out
}

// goBin is where go install puts binaries: GOBIN, else the first GOPATH entry's bin, else
// ~/go/bin.
func goBin(c *Call) Word {
	if v, ok := envWord(c, "GOBIN"); ok {
		return v
	}
	if v, ok := envWord(c, "GOPATH"); ok {
		first, _, _ := strings.Cut(v.S, string(filepath.ListSeparator))
		return inDir(valueWord(first), "bin")
	}
	return home("go/bin")
}

func goInstallDoes(c *Call) {
	goExecs(c)
	if c.Has("n") {
		return
	}
	c.writeTo(goBin(c), true, false)
}

// goRunDoes: go run builds and runs the project's own program, which may write anything
// below the directory it runs in. Given .go files rather than a package (go run /tmp/x.go),
// it runs those files' code, read as a script's is.
func goRunDoes(c *Call) {
	goExecs(c)
	if c.Has("n") {
		return
	}
	dir := base(c, "C")
	c.mayWrite(dir)
	var ps []piece
	files := goFiles(c, dir)
	if len(files) == 0 {
		files = goLineFiles(c, dir)
	}
	for _, f := range files {
		ps = append(ps, c.scriptFile(f))
	}
	c.runCode(&goLang, ps, code.Options{})
}

// goLineFiles are the Go files (not tests) of the local package go build or go run is given
// first (./t, ., /tmp/x) that an earlier command of the same line wrote: code the line
// brings and runs, read as go run x.go's is (mkdir t && cat > t/main.go <<EOF ... && go run
// ./t). A package the line did not write is the project's own program.
func goLineFiles(c *Call, dir Word) []Word {
	if c.In.FS == nil || c.In.Remote {
		return nil
	}
	pkg := Word{S: "."}
	if ops := c.Operands(); len(ops) > 0 {
		pkg = ops[0]
	}
	if pkg.Dyn || strings.Contains(pkg.S, "...") || strings.Contains(pkg.S, "@") ||
		!(pkg.S == "." || strings.HasPrefix(pkg.S, "./") || strings.HasPrefix(pkg.S, "../") || strings.HasPrefix(pkg.S, "/")) {
		return nil
	}
	p := c.PathOf(under(dir, pkg))
	if p.Abs == "" {
		return nil
	}
	var out []Word
	for _, f := range c.In.FS.LineFiles(p.Abs, ".go") {
		if !strings.HasSuffix(f, "_test.go") {
			out = append(out, Word{S: f})
		}
	}
	return out
}

// builtinSource reports a C or C++ source for target t that make's built-in rules compile
// (t.c, t.cc, t.C, t.cpp), there or written before on the line.
func builtinSource(c *Call, dir Word, t string) bool {
	for _, ext := range [...]string{".c", ".cc", ".C", ".cpp"} {
		p := c.PathOf(inDir(dir, t+ext))
		if p.Abs != "" && (c.exists(p) || c.In.FS.WrittenBefore(p.Abs)) {
			return true
		}
	}
	return false
}

// goProfiles are go test's options that name a file it writes, relative to -outputdir.
var goProfiles = [...]string{"coverprofile", "cpuprofile", "memprofile", "blockprofile", "mutexprofile", "trace"}

func goTestDoes(c *Call) {
	goExecs(c)
	if c.Has("n") {
		return
	}
	dir := base(c, "C")
	out := dir
	if o, ok := c.Value("outputdir"); ok {
		out = under(dir, o)
	}
	for _, o := range goProfiles {
		if v, ok := c.Value(o); ok {
			c.writeTo(under(out, v), false, false)
		}
	}
	if o, ok := c.Value("o"); ok {
		o = under(dir, o)
		c.writeTo(o, strings.HasSuffix(o.S, "/") || c.isDir(c.PathOf(o)), false)
	} else if c.Has("c") {
		c.writeTo(inDir(dir, "*"), false, false)
	}
}

func goModFilesDoes(c *Call) {
	if c.HasAny("n", "diff") {
		return
	}
	dir := base(c, "C")
	c.writeTo(inDir(dir, "go.mod"), false, true)
	c.writeTo(inDir(dir, "go.sum"), false, false)
}

func goModVendorDoes(c *Call) {
	dir := base(c, "C")
	if o, ok := c.Value("o"); ok {
		c.writeTo(under(dir, o), true, false)
		return
	}
	c.writeTo(inDir(dir, "vendor"), true, false)
}

func goModInitDoes(c *Call) {
	c.Add(Effect{Kind: Create, Path: c.PathOf(inDir(base(c, "C"), "go.mod")), By: byOf(c)})
}

func goModEditDoes(c *Call) {
	if c.HasAny("print", "json") {
		return
	}
	dir := base(c, "C")
	if f := c.Operand(0); f.S != "" || f.Dyn {
		c.writeTo(under(dir, f), false, true)
		return
	}
	c.writeTo(inDir(dir, "go.mod"), false, true)
}

func goWorkDoes(c *Call) {
	if c.HasAny("print", "json") {
		return
	}
	c.writeTo(inDir(base(c, "C"), "go.work"), false, true)
}

// goEnvDoes: -w and -u change the user's go env file (GOENV, else ~/.config/go/env).
func goEnvDoes(c *Call) {
	if !c.HasAny("w", "u") {
		return
	}
	c.writeTo(envOr(c, home(".config/go/env"), "GOENV"), false, true)
}

// goFmtDoes: go fmt rewrites the Go files of each package named (./... a tree) in place.
func goFmtDoes(c *Call) {
	if c.Has("n") {
		return
	}
	dir := base(c, "C")
	ops := c.Operands()
	if len(ops) == 0 {
		ops = []Word{{S: "."}}
	}
	for _, w := range ops {
		// gofmt -l -w on the packages' files: only .go files are rewritten.
		c.Add(Effect{Kind: Write, Path: c.PathOf(under(dir, goPkgDir(w))), Tree: true, By: byOf(c), Text: matchPrefix + "*.go"})
	}
}

// goPkgDir is the directory a package pattern names: ./x/... is ./x (and the tree below).
func goPkgDir(w Word) Word {
	if w.Dyn {
		return w
	}
	if rest, ok := strings.CutSuffix(w.S, "/..."); ok {
		if rest == "" {
			rest = "."
		}
		return Word{S: rest}
	}
	if w.S == "..." {
		return Word{S: "."}
	}
	return w
}

// Bounds on reading a package's files for //go:generate lines.
const (
	maxGenDirs  = 64
	maxGenFiles = 256
)

// goGenerateDoes: go generate runs the //go:generate lines of the packages' Go files, each in
// its package's directory. The files are read where they are the project's (the front end's
// reader); each line becomes shell code that the front end walks. Where the packages cannot
// all be read, what runs is unknown.
func goGenerateDoes(c *Call) {
	if c.Has("n") {
		return
	}
	dir := base(c, "C")
	ops := c.Operands()
	if len(ops) == 0 {
		ops = []Word{{S: "."}}
	}
	g := &goGen{c: c}
	for _, w := range ops {
		p := goPkgDir(w)
		switch {
		case w.Dyn:
			g.unknown = true
		case strings.HasSuffix(w.S, ".go"):
			g.file(c.PathOf(under(dir, w)).Abs)
		case !strings.HasPrefix(p.S, ".") && !filepath.IsAbs(p.S):
			g.unknown = true // an import path: a package in the module cache or GOPATH
		default:
			g.dir(c.PathOf(under(dir, p)).Abs, strings.HasSuffix(w.S, "..."))
		}
	}
	if g.unknown {
		c.Add(Effect{Kind: Exec, Lang: "sh", Class: "file", Text: "the //go:generate lines of packages that cannot be read", By: byOf(c)})
	}
}

type goGen struct {
	c            *Call
	dirs, files  int
	unknown      bool
	commandAlias map[string]string
}

func (g *goGen) dir(abs string, tree bool) {
	fs := g.c.In.FS
	if abs == "" || fs == nil || g.c.In.Remote {
		g.unknown = true
		return
	}
	if g.dirs++; g.dirs > maxGenDirs {
		g.unknown = true
		return
	}
	names, ok := fs.List(abs)
	if !ok {
		g.unknown = true
		return
	}
	for _, n := range names {
		p := paths.Join(abs, n)
		switch {
		case strings.HasSuffix(n, ".go"):
			g.file(p)
		case tree && !strings.HasPrefix(n, ".") && !strings.HasPrefix(n, "_") && n != "testdata" && n != "vendor" && fs.IsDir(p):
			g.dir(p, true)
		}
	}
}

func (g *goGen) file(abs string) {
	if g.files++; g.files > maxGenFiles {
		g.unknown = true
		return
	}
	text, ok := g.c.ReadFile(Path{Abs: abs})
	if !ok {
		g.unknown = true
		return
	}
	pkg := goPackage(text)
	for n, line := range strings.Split(text, "\n") {
		cmd, ok := strings.CutPrefix(strings.TrimRight(line, "\r"), "//go:generate ")
		if !ok {
			continue
		}
		cmd = strings.TrimSpace(cmd)
		if name, rest, ok := strings.Cut(strings.TrimPrefix(cmd, "-command "), " "); ok && strings.HasPrefix(cmd, "-command ") {
			if g.commandAlias == nil {
				g.commandAlias = map[string]string{}
			}
			g.commandAlias[name] = rest
			continue
		}
		first, rest, _ := strings.Cut(cmd, " ")
		if alias, ok := g.commandAlias[first]; ok {
			cmd = alias + " " + rest
		}
		cmd = goGenVars(cmd, filepath.Base(abs), pkg)
		g.c.Add(Effect{Kind: Exec, Lang: "sh", Known: true, Text: "cd " + ShellQuote(g.rel(paths.Dir(abs))) + " && " + cmd,
			By: byOf(g.c), Via: "go generate " + filepath.Base(abs) + ":" + strconv.Itoa(n+1)})
	}
}

// rel names a package's directory from where go runs, as a person would.
func (g *goGen) rel(dir string) string {
	if g.c.Cwd != "" {
		if r, err := filepath.Rel(g.c.Cwd, dir); err == nil && !strings.HasPrefix(r, "..") {
			return r
		}
	}
	return dir
}

// goGenVars puts in what go generate sets for the line: $GOFILE, $GOPACKAGE and $DOLLAR.
func goGenVars(cmd, file, pkg string) string {
	r := strings.NewReplacer("${GOFILE}", file, "$GOFILE", file, "${GOPACKAGE}", pkg, "$GOPACKAGE", pkg, "${DOLLAR}", "\\$", "$DOLLAR", "\\$")
	return r.Replace(cmd)
}

// goPackage is the name in a Go file's package clause.
func goPackage(text string) string {
	for _, line := range strings.Split(text, "\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "package "); ok {
			return strings.TrimSpace(strings.SplitN(rest, "//", 2)[0])
		}
	}
	return ""
}

// ---- make, just, cmake, pre-commit ----

// makeDoes: make runs its recipes in its directory (-C, each relative to the last), and what
// a recipe writes lands below it; the recipes themselves, where the makefile can be read, are
// the front end's to walk.
func makeDoes(c *Call) {
	// make takes every environment variable as a make variable, and -p prints its whole
	// database, each variable with its value, whatever it was asked to build (-n, -q too).
	if c.Has("p") {
		c.Add(Effect{Kind: Expose, Class: "env", Text: "the whole environment, as make variables (make -p)", By: c.Name})
	}
	// A makefile's lines are make's variables: KEY=VALUE lines (.env) among them, which -p
	// prints and any recipe or --eval can echo.
	for _, f := range c.P.Values("f") {
		if f.Dyn || !stdinName(f) && f.S != "/dev/null" {
			c.Add(Effect{Kind: Read, Class: "show", Path: c.PathOf(f), By: "make -f"})
		}
	}
	if c.HasAny("n", "q") {
		return
	}
	dir := Word{S: "."}
	for _, d := range c.P.Values("C") {
		dir = under(dir, d)
	}
	if builtinOnly(c, dir) {
		// no makefile, and a C or C++ source for each target: make's built-in rules write
		// the targets (make foo: cc foo.c -o foo), nothing else
		for _, t := range c.Operands() {
			c.writeTo(under(dir, t), false, false)
		}
		return
	}
	c.mayWrite(dir)
}

// builtinOnly reports a make that reads no makefile (none given by -f, --eval or MAKEFILES
// on the line, none in the directory, none written before it) and builds each target it is
// given from a C or C++ source of its name by its built-in rules (on: no -r).
func builtinOnly(c *Call, dir Word) bool {
	if c.In.FS == nil || c.In.Remote || dir.Dyn || c.HasAny("f", "eval", "r") || len(c.P.Operands) == 0 {
		return false
	}
	if _, ok := c.assigned("MAKEFILES"); ok {
		return false
	}
	// the makefile first: most projects have one, and it ends the look at one stat
	for _, n := range [...]string{"Makefile", "makefile", "GNUmakefile"} {
		p := c.PathOf(inDir(dir, n))
		if p.Abs == "" || c.exists(p) || c.In.FS.WrittenBefore(p.Abs) {
			return false
		}
	}
	for _, t := range c.Operands() {
		if t.Dyn || IsAssign(t.S) || !builtinSource(c, dir, t.S) {
			return false
		}
	}
	return true
}

// justDoes: just runs a recipe in the working directory (-d), else the justfile's directory;
// --fmt rewrites the justfile.
func justDoes(c *Call) {
	f, hasF := c.Value("f")
	if c.Has("fmt") {
		if !hasF {
			f = Word{S: "justfile"}
		}
		c.writeTo(f, false, true)
		return
	}
	if c.HasAny("n", "l", "s", "summary", "dump", "evaluate", "choose", "edit", "init", "check") {
		return
	}
	switch d, ok := c.Value("d"); {
	case ok:
		c.mayWrite(d)
	case hasF && !f.Dyn:
		c.mayWrite(Word{S: paths.Dir(f.S)})
	default:
		c.mayWrite(Word{S: "."})
	}
}

// cmakeDoes: configuring writes the build directory (-B, else where cmake runs), --build
// builds in it, --install copies into the prefix (--prefix, else /usr/local), -P runs a
// script. cmake -E TOOL is a multi-tool: see the "cmake TOOL" specs.
func cmakeDoes(c *Call) {
	switch {
	case c.Has("P"):
		v, _ := c.Value("P")
		cmakeScriptDoes(c, v)
	case c.Has("build"):
		v, _ := c.Value("build")
		c.writeTo(v, true, false)
	case c.Has("install"):
		c.writeTo(cmakePrefix(c), true, false)
	case c.HasAny("E", "version", "help", "h", "system-information", "list-presets", "N", "workflow"):
	case c.Has("B"):
		v, _ := c.Value("B")
		c.writeTo(v, true, false)
	default:
		// In-source or run from the build directory: the cache and CMakeFiles land here.
		c.writeTo(Word{S: "CMakeCache.txt"}, false, false)
		c.writeTo(Word{S: "CMakeFiles"}, true, false)
	}
}

// cmakePrefix is where cmake --install DIR copies: --prefix, else the CMAKE_INSTALL_PREFIX
// the build directory was configured with, else /usr/local.
func cmakePrefix(c *Call) Word {
	if p, ok := c.Value("prefix"); ok {
		return p
	}
	dir, _ := c.Value("install")
	if text, ok := c.ReadFile(c.PathOf(inDir(dir, "CMakeCache.txt"))); ok {
		for _, line := range strings.Split(text, "\n") {
			if v, ok := strings.CutPrefix(line, "CMAKE_INSTALL_PREFIX:PATH="); ok && strings.TrimSpace(v) != "" {
				return Word{S: strings.TrimSpace(v)}
			}
		}
	}
	return Word{S: "/usr/local"}
}

// cmakeToolDoes: the file tools of cmake -E, read as the programs they stand for.
func cmakeToolDoes(c *Call) {
	if len(c.Up) == 0 || !c.Up[0].Has("E") {
		return // `cmake NAME` without -E names a source directory
	}
	switch tool := c.Path[len(c.Path)-1]; tool {
	case "environment":
		c.exposeEnv() // prints every variable with its value
	case "rm":
		rmDoes(c)
	case "remove":
		c.All(Delete, 0, c.Has("r"), "cmake -E remove")
	case "remove_directory":
		c.All(Delete, 0, true, "cmake -E remove_directory")
	case "make_directory":
		createDoes(c)
	case "touch":
		touchDoes(c)
	case "copy":
		copies(c, "cmake -E copy", false, false)
	case "copy_directory":
		copies(c, "cmake -E copy_directory", true, false)
	case "rename":
		copies(c, "cmake -E rename", true, true)
	case "create_symlink":
		lnDoes(c)
	case "cat":
		for _, w := range c.Operands() {
			c.Add(Effect{Kind: Read, Path: c.PathOf(w), Class: "show", By: "cmake -E cat"})
		}
	case "tar":
		tarDoes(c)
	}
}

// preCommitDoes: run (and pre-commit alone) runs the configured hooks where it runs: a local
// hook's entry is shell text (read from the configuration), the others are programs the
// table cannot see, which may rewrite files below (formatters do). autoupdate rewrites the
// configuration.
func preCommitDoes(c *Call) {
	if len(c.Path) == 1 && len(c.P.Operands) > 0 {
		return // a subcommand the table lacks
	}
	cfg, ok := pkgValue(c, "c")
	if !ok {
		cfg = Word{S: ".pre-commit-config.yaml"}
	}
	if len(c.Path) > 1 && c.Path[1] == "autoupdate" {
		c.writeTo(cfg, false, true)
		return
	}
	c.mayWrite(Word{S: "."})
	body, ok := c.ReadFile(c.PathOf(cfg))
	if !ok {
		return
	}
	for _, entry := range localHookEntries(body) {
		c.Add(Effect{Kind: Exec, Lang: "sh", Text: entry, Known: true, Class: "config", By: byOf(c), Via: "pre-commit local hook"})
	}
}

// localHookEntries reads the entry: of each hook under a `repo: local` in a pre-commit
// configuration. It reads the YAML line by line, as the file is written in practice (a
// list of repos, each with a list of hooks); a value in quotes loses them.
func localHookEntries(body string) []string {
	var out []string
	local := false
	for _, line := range strings.Split(body, "\n") {
		t := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "- "))
		if v, ok := strings.CutPrefix(t, "repo:"); ok {
			local = unquote(strings.TrimSpace(v)) == "local"
			continue
		}
		if v, ok := strings.CutPrefix(t, "entry:"); ok && local {
			if e := unquote(strings.TrimSpace(v)); e != "" {
				out = append(out, e)
			}
		}
	}
	return out
}

func unquote(s string) string {
	if i := strings.Index(s, " #"); i >= 0 && !strings.HasPrefix(s, "'") && !strings.HasPrefix(s, "\"") {
		s = strings.TrimSpace(s[:i])
	}
	if len(s) >= 2 && (s[0] == '"' && s[len(s)-1] == '"' || s[0] == '\'' && s[len(s)-1] == '\'') {
		return s[1 : len(s)-1]
	}
	return s
}

// ---- Maven, Gradle ----

// pluginRewind is a goal or task of a migration plugin that drops or rewrites applied history.
type pluginRewind struct{ tool, name, what string }

// rewinds are the Flyway and Liquibase goals (mvn PLUGIN:GOAL) and tasks (gradle) that drop
// the schema or rewrite the record of applied migrations. migrate, info, validate, update and
// the *SQL goals that only print are not among them; neither are `mvn clean` and `gradle
// clean`, which delete build output.
var rewinds = [...]pluginRewind{
	{"flyway", "clean", "flyway clean: drops every object in the configured schemas"},
	{"flyway", "undo", "flyway undo: reverts applied migrations"},
	{"flyway", "repair", "flyway repair: rewrites the schema history table"},
	{"flyway", "baseline", "flyway baseline: marks the existing schema as applied history"},
	{"liquibase", "dropAll", "liquibase dropAll: drops every object in the database"},
	{"liquibase", "rollback", "liquibase rollback: rolls back applied changesets"},
	{"liquibase", "rollbackCount", "liquibase rollbackCount: rolls back applied changesets"},
	{"liquibase", "rollbackToDate", "liquibase rollbackToDate: rolls back applied changesets"},
	{"liquibase", "rollbackOneChangeSet", "liquibase rollbackOneChangeSet: rolls back a changeset"},
	{"liquibase", "rollbackOneUpdate", "liquibase rollbackOneUpdate: rolls back an applied update"},
	{"liquibase", "clearCheckSums", "liquibase clearCheckSums: forgets applied checksums"},
	{"liquibase", "changelogSync", "liquibase changelogSync: records changesets as applied"},
	{"liquibase", "changelogSyncToTag", "liquibase changelogSyncToTag: records changesets as applied"},
	{"liquibase", "markNextChangeSetRan", "liquibase markNextChangeSetRan: records a changeset as run"},
}

// cleanEnablers are properties that let Flyway drop the schema: with clean enabled, clean
// (or cleanOnValidationError, on any migrate) deletes everything.
var cleanEnablers = [...]struct{ key, value string }{
	{"cleanDisabled", "false"},
	{"cleanOnValidationError", "true"},
}

// rewindEffect adds the Rewind of a maven goal ("flyway:clean",
// "org.flywaydb:flyway-maven-plugin:10.1.0:repair") or a gradle task ("flywayClean",
// ":db:rollbackCount", an abbreviation "fC").
func rewindEffect(c *Call, goal string, gradle bool) {
	for _, r := range rewinds {
		if gradle && gradleTaskIs(goal, r) || !gradle && mvnGoalIs(goal, r) {
			c.Add(Effect{Kind: Rewind, Text: r.what, Known: true, By: c.Name + " " + goal})
			return
		}
	}
}

func mvnGoalIs(goal string, r pluginRewind) bool {
	i := strings.LastIndexByte(goal, ':')
	if i < 0 {
		return false
	}
	plugin, name := goal[:i], goal[i+1:]
	return strings.EqualFold(name, r.name) && strings.Contains(strings.ToLower(plugin), r.tool)
}

// gradleTaskIs reports a task name (after its project path) that is, or that gradle's
// camel-case abbreviation would expand to, the rewind's task: flywayClean for flyway, the
// command's own name for the Liquibase plugin.
func gradleTaskIs(task string, r pluginRewind) bool {
	if i := strings.LastIndexByte(task, ':'); i >= 0 {
		task = task[i+1:]
	}
	full := r.name
	if r.tool == "flyway" {
		full = "flyway" + strings.ToUpper(r.name[:1]) + r.name[1:]
	}
	if task == full {
		return true
	}
	return task != "" && !exactNonRewind(task) && camelAbbrev(task, full)
}

// exactNonRewind lists tasks of the same plugins whose names begin like a rewind's but only
// print or migrate forward.
func exactNonRewind(task string) bool {
	switch task {
	case "rollbackSql", "rollbackSQL", "rollbackCountSql", "rollbackToDateSql", "changelogSyncSql", "flywayInfo", "flywayMigrate", "flywayValidate":
		return true
	}
	return false
}

// camelAbbrev reports whether abbr abbreviates name as gradle reads task names: each
// camel-case part of abbr is a prefix of the matching part of name (fC, flyC, flywayCl for
// flywayClean), and abbr has as many parts as name, or fewer where its last part is a prefix.
func camelAbbrev(abbr, name string) bool {
	a, n := camelParts(abbr), camelParts(name)
	if len(a) > len(n) {
		return false
	}
	for i := range a {
		if !strings.HasPrefix(strings.ToLower(n[i]), strings.ToLower(a[i])) {
			return false
		}
	}
	return len(a) == len(n)
}

func camelParts(s string) []string {
	var out []string
	start := 0
	for i := 1; i < len(s); i++ {
		if s[i] >= 'A' && s[i] <= 'Z' {
			out = append(out, s[start:i])
			start = i
		}
	}
	return append(out, s[start:])
}

// propRewinds adds a Rewind for each -D/-P property that enables Flyway's clean.
func propRewinds(c *Call, props []string) {
	for _, kv := range props {
		k, v, _ := strings.Cut(kv, "=")
		k = strings.TrimPrefix(k, "flyway.")
		for _, e := range cleanEnablers {
			if strings.EqualFold(k, e.key) && strings.EqualFold(v, e.value) && strings.Contains(kv, "flyway.") {
				c.Add(Effect{Kind: Rewind, Text: "flyway clean enabled: " + kv, Known: true, By: c.Name + " -D" + kv})
			}
		}
	}
}

// mvnProps are the properties given with -D (as one word -Dk=v, or -D k=v).
func mvnProps(c *Call) []string {
	var out []string
	for _, o := range c.P.Opts {
		switch {
		case o.Name == "D" && o.Set:
			out = append(out, o.Value.S)
		case !o.Known && strings.HasPrefix(o.Name, "D") && len(o.Name) > 1:
			kv := o.Name[1:]
			if o.Set {
				kv += "=" + o.Value.S
			}
			out = append(out, kv)
		}
	}
	return out
}

// mvnDoes: a build writes target/ beside the POM (-f), clean deletes it, deploy uploads the
// artifacts, and the Flyway and Liquibase goals that drop or rewrite applied history rewind.
func mvnDoes(c *Call) {
	dir := Word{S: "."}
	if f, ok := c.Value("f"); ok && !f.Dyn {
		dir = Word{S: f.S}
		if strings.HasSuffix(f.S, ".xml") {
			dir = Word{S: paths.Dir(f.S)}
		}
	}
	propRewinds(c, mvnProps(c))
	build := false
	for _, g := range c.Operands() {
		switch {
		case g.S == "clean":
			c.Add(Effect{Kind: Delete, Path: c.PathOf(inDir(dir, "target")), Tree: true, By: c.Name + " clean"})
		case strings.Contains(g.S, ":"):
			rewindEffect(c, g.S, false)
			build = true
		case g.S == "deploy":
			c.Add(Effect{Kind: Send, Class: "upload", Text: "the project's distribution repository", By: c.Name + " deploy"})
			build = true
		default:
			build = true
		}
	}
	if build {
		c.writeTo(inDir(dir, "target"), true, false)
	}
}

// gradleProps are the properties given with -P and -D.
func gradleProps(c *Call) []string {
	var out []string
	for _, o := range c.P.Opts {
		if (o.Name == "P" || o.Name == "D") && o.Set {
			out = append(out, o.Value.S)
		}
	}
	return out
}

// gradleDoes: tasks build into build/ of the project directory (-p), clean deletes it, and
// the Flyway and Liquibase tasks that drop or rewrite applied history rewind. -x excludes a
// task; -m only lists what would run.
func gradleDoes(c *Call) {
	if c.Has("m") {
		return
	}
	dir := Word{S: "."}
	if p, ok := c.Value("p"); ok {
		dir = p
	}
	propRewinds(c, gradleProps(c))
	build := false
	for _, t := range c.Operands() {
		name := t.S
		if i := strings.LastIndexByte(name, ':'); i >= 0 {
			name = name[i+1:]
		}
		switch name {
		case "clean":
			c.Add(Effect{Kind: Delete, Path: c.PathOf(inDir(dir, "build")), Tree: true, By: c.Name + " clean"})
		case "tasks", "help", "projects", "properties", "dependencies", "dependencyInsight", "buildEnvironment", "outgoingVariants", "javaToolchains":
		default:
			rewindEffect(c, t.S, true)
			build = true
		}
	}
	if build {
		c.writeTo(inDir(dir, "build"), true, false)
	}
}
