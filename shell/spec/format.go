package spec

import (
	"path/filepath"
	"strings"

	"github.com/hookguard/hookguard/paths"
)

// formatSpecs are the formatters and fixers that rewrite files in place (prettier --write,
// black, ruff format, gofmt -w, rubocop -a, sqlfluff fix, ...): a Write effect on each file
// operand, and a tree Write on each directory (a formatter given a directory rewrites files
// below it). A formatter rewrites only files of its languages, so its tree Write carries them
// in Text, "files matching *.go" (see TreeMatches). Where a formatter prints instead of
// writing, a file it is given is shown. Sorted by Name.
var formatSpecs = []Spec{
	{Name: "autopep8", Opts: "i|in-place r|recursive d|diff a|aggressive j|jobs= p|pep8-passes= experimental exclude= list-fixes ignore= select= max-line-length= line-range|range= indent-size= hang-closing exit-code v|verbose global-config= ignore-local-config",
		Does: func(c *Call) { c.format(fmtRule{write: "i", dry: "d", dirs: "r", files: pyFiles, show: true}) },
		Examples: "autopep8 -i app.py => write app.py\n" + "autopep8 --in-place -r src => write-r src\n" + "autopep8 -i src !> write-r src\n" +
			"autopep8 app.py => read:show app.py\n" + "autopep8 --diff -i app.py !> write app.py\n"},
	{Name: "biome", Opts: biomeOpts, Style: Exact, Subs: true},
	{Name: "biome check", Opts: biomeOpts, Style: Exact, Does: func(c *Call) {
		c.format(fmtRule{write: "write fix apply apply-unsafe", all: true, dirs: "*", files: biomeFiles})
	},
		Examples: "npx @biomejs/biome check --write ./src => write-r ./src\n" + "biome check --apply => write-r .\n" + "biome check src !> write-r src\n"},
	{Name: "biome format", Like: "biome check"},
	{Name: "biome lint", Like: "biome check"},
	{Name: "black", Opts: "c|code= l|line-length= t|target-version= config= include= exclude= extend-exclude= force-exclude= stdin-filename= W|workers= python-cell-magics= required-version= check diff color no-color q|quiet v|verbose fast safe preview unstable enable-unstable-feature= S|skip-string-normalization C|skip-magic-trailing-comma pyi ipynb line-ranges= skip-source-first-line",
		Style: Exact, Does: func(c *Call) { c.format(fmtRule{dry: "check diff c", dirs: "*", files: pyFiles}) },
		Examples: "black . => write-r .\n" + "black -l 100 app/main.py => write app/main.py\n" + "black --check src !> write-r src\n" + "uv run black --diff . !> write-r .\n"},
	{Name: "clang-format", Opts: "i n|dry-run Werror style= assume-filename= lines= offset= length= fallback-style= sort-includes cursor= files= output-replacements-xml verbose ferror-limit= qualifier-alignment= fail-on-incomplete-format dump-config",
		Style: Single, Does: func(c *Call) { c.format(fmtRule{write: "i", dry: "n", show: true}) },
		Examples: "clang-format -i src/main.c include/api.h => write include/api.h\n" + "clang-format --style=file -i a.cc => write a.cc\n" + "clang-format a.cc => read:show a.cc\n" +
			"clang-format -i --dry-run a.cc !> write a.cc\n" + "clang-format -i --dry-run=false a.cc => write a.cc\n"},
	{Name: "csharpier", Opts: "check fast skip-write write-stdout no-cache config-path= log-format= log-level= include-generated", Style: Exact, Subs: true,
		Does: func(c *Call) {
			c.format(fmtRule{dry: "check skip-write write-stdout", dirs: "*", files: "*.cs *.csx *.xml *.csproj *.props *.targets"})
		},
		Examples: "dotnet csharpier . => write-r .\n" + "csharpier format src/Api => write-r src/Api\n" + "csharpier check . !> write-r .\n"},
	{Name: "csharpier check", Opts: "fast no-cache config-path= log-format= log-level= include-generated", Style: Exact},
	{Name: "csharpier format", Like: "csharpier"},
	{Name: "djlint", Opts: "e|extension= i|ignore= indent= quiet profile= require-pragma max-line-length= max-attribute-length= use-gitignore format-css format-js configuration= statistics include= ignore-case ignore-blocks= blank-line-after-tag= blank-line-before-tag= close-void-tags no-line-after-yaml no-function-formatting no-set-formatting max-blank-lines= linter-output-format= preserve-leading-space preserve-blank-lines warn reformat check lint",
		Style: Exact, Does: func(c *Call) {
			c.format(fmtRule{write: "reformat", dirs: "*", files: "*.html *.htm *.jinja *.jinja2 *.j2 *.njk *.hbs *.handlebars *.twig *.tmpl"})
		},
		Examples: "djlint templates --reformat => write-r templates\n" + "djlint templates --check !> write-r templates\n"},
	{Name: "dotnet csharpier", Like: "csharpier"},
	{Name: "dotnet format", Like: "dotnet-format"},
	{Name: "dotnet-format", Opts: "diagnostics= severity= no-restore verify-no-changes include= exclude= include-generated v|verbosity= binarylog? report= folder", Style: Exact, Subs: true,
		Does:     dotnetFormatDoes,
		Examples: "dotnet format => write-r .\n" + "dotnet format src/Shop.sln => write-r src\n" + "dotnet format whitespace --folder lib => write-r lib\n" + "dotnet format --verify-no-changes !> write-r .\n"},
	{Name: "dotnet-format analyzers", Like: "dotnet-format"},
	{Name: "dotnet-format style", Like: "dotnet-format"},
	{Name: "dotnet-format whitespace", Like: "dotnet-format"},
	{Name: "dprint", Opts: dprintOpts, Style: Exact, Subs: true},
	{Name: "dprint fmt", Opts: dprintOpts + " diff skip-stable-format allow-no-files", Style: Exact, Does: func(c *Call) { c.format(fmtRule{all: true, dirs: "*"}) },
		Examples: "dprint fmt => write-r .\n" + "dprint fmt src/index.ts => write src/index.ts\n" + "dprint check !> write-r .\n"},
	{Name: "eslint", Opts: "c|config= env= ext= global= parser= parser-options= resolve-plugins-relative-to= rulesdir= plugin= rule= ignore-path= ignore-pattern= stdin-filename= max-warnings= o|output-file= f|format= cache-location= cache-strategy= report-unused-disable-directives-severity= flag= concurrency= inspect-config print-config= init env-info no-eslintrc no-config-lookup no-inline-config no-ignore stdin quiet color no-color cache debug exit-on-fatal-error no-error-on-unmatched-pattern report-unused-disable-directives pass-on-no-patterns stats mcp suppress-all suppress-rule= suppressions-location= prune-suppressions fix fix-dry-run fix-type= no-warn-ignored",
		Style: Exact, Does: eslintDoes,
		Examples: "npx eslint --fix src => write-r src\n" + "eslint --fix => write-r .\n" + "eslint --fix app/page.tsx => write app/page.tsx\n" + "eslint src !> write-r src\n" +
			"eslint --fix-dry-run src !> write-r src\n" + "eslint -o report.txt src => write report.txt\n"},
	{Name: "gofmt", Opts: "w l d s e r= cpuprofile= lang=", Style: Single, Does: func(c *Call) { c.format(fmtRule{write: "w", dirs: "*", files: "*.go", show: true}) },
		Examples: "gofmt -w . => write-r .\n" + "gofmt -s -w main.go => write main.go\n" + "gofmt -l . !> write-r .\n" + "gofmt main.go => read:show main.go\n" + "gofmt -w -l ./internal => write-r ./internal\n"},
	{Name: "gofumpt", Opts: "w l d extra lang= modpath=", Style: Single, Does: func(c *Call) { c.format(fmtRule{write: "w", dirs: "*", files: "*.go", show: true}) },
		Examples: "gofumpt -w . => write-r .\n" + "gofumpt -l . !> write-r .\n"},
	{Name: "goimports", Opts: "w l d e local= format-only srcdir= v cpuprofile= memprofile= memrate= trace=", Style: Single, Does: func(c *Call) { c.format(fmtRule{write: "w", dirs: "*", files: "*.go", show: true}) },
		Examples: "goimports -local example.com/app -w ./cmd => write-r ./cmd\n" + "goimports -d ./cmd !> write-r ./cmd\n"},
	{Name: "google-java-format", Opts: "i|r|replace aosp n|dry-run set-exit-if-changed lines= offset= length= skip-sorting-imports skip-removing-unused-imports skip-reflowing-long-strings skip-javadoc-formatting fix-imports-only", Style: Exact,
		Does:     func(c *Call) { c.format(fmtRule{write: "i", dry: "n", show: true}) },
		Examples: "google-java-format --replace src/main/java/App.java => write src/main/java/App.java\n" + "google-java-format -n App.java !> write App.java\n"},
	{Name: "isort", Opts: "c|check-only d|diff stdout show-files show-config sp|settings-path|settings-file= profile= l|line-length|line-width= m|multi-line= src|src-path= p|project= o|thirdparty= b|known-standard-library= a|add-import= rm|remove-import= s|skip= skip-glob= sg= filter-files ext|extension|supported-extension= ff|from-first fss|force-sort-within-sections fgw|force-grid-wrap= j|jobs= q|quiet v|verbose atomic e|balanced",
		Does: func(c *Call) {
			c.format(fmtRule{dry: "c d stdout show-files show-config", dirs: "*", files: "*.py *.pyi *.pyx *.pxd"})
		},
		Examples: "isort . => write-r .\n" + "isort --profile black app.py => write app.py\n" + "isort --check-only --diff . !> write-r .\n"},
	{Name: "ktlint", Opts: "F|format color color-name= code-style= disabled_rules= editorconfig= limit= relative reporter= ruleset= stdin patterns-from-stdin? log-level=", Style: Exact,
		Does:     func(c *Call) { c.format(fmtRule{write: "F", all: true, dirs: "*", files: "*.kt *.kts"}) },
		Examples: "ktlint -F => write-r .\n" + "ktlint --format 'src/**/*.kt' => write-r src/**/*.kt\n" + "ktlint !> write-r .\n"},
	{Name: "markdownlint", Opts: "fix c|config= i|ignore= p|ignore-path= o|output= r|rules= s|stdin j|json q|quiet d|dot enable= disable=", Style: Exact,
		Does:     func(c *Call) { c.format(fmtRule{write: "fix", dirs: "*", files: "*.md *.markdown"}) },
		Examples: "markdownlint --fix docs => write-r docs\n" + "markdownlint docs !> write-r docs\n"},
	{Name: "markdownlint-cli2", Opts: "fix config= no-globs help", Style: Exact, Does: func(c *Call) { c.format(fmtRule{write: "fix", dirs: "*", files: "*.md *.markdown"}) },
		Examples: "npx markdownlint-cli2 --fix '**/*.md' => write-r **/*.md\n"},
	{Name: "mix format", Opts: "check-formatted dry-run dot-formatter= migrate stdin-filename= no-exit", Does: func(c *Call) {
		c.format(fmtRule{dry: "check-formatted dry-run", all: true, dirs: "*", files: "*.ex *.exs *.heex *.eex"})
	},
		Examples: "mix format => write-r .\n" + "mix format lib/app.ex => write lib/app.ex\n" + "mix format --check-formatted !> write-r .\n"},
	{Name: "pg_format", Opts: "a|anonymize b|comma-start B|comma-break c|config= C|wrap-comment d|debug e|no-extra-line? f|function-case= F|format-only g|nogrouping i|inplace k|keep-newline L|no-extra-line m|maxlength= M|multiline n|nocomment N|numbering o|output= p|placeholder= r|redshift s|spaces= S|separator= t|format-type T|tabs u|keyword-case= U|type-case= w|wrap-limit= W|wrap-after= X|no-rcfile extra-function= extra-keyword= no-space-function redundant-parenthesis comma-end comma=",
		Does: pgFormatDoes,
		Examples: "pg_format -i migrations/001.sql => write migrations/001.sql\n" + "pg_format query.sql => read:show query.sql\n" + "pg_format -o pretty.sql query.sql => write pretty.sql\n" +
			"pg_format -o pretty.sql query.sql !> write query.sql\n"},
	{Name: "php-cs-fixer", Opts: phpCsOpts, Style: Exact, Subs: true},
	{Name: "php-cs-fixer fix", Opts: phpCsOpts, Style: Exact, Does: func(c *Call) { c.format(fmtRule{dry: "dry-run", all: true, dirs: "*", files: "*.php"}) },
		Examples: "vendor/bin/php-cs-fixer fix src => write-r src\n" + "php-cs-fixer fix => write-r .\n" + "php-cs-fixer fix --dry-run --diff src !> write-r src\n"},
	{Name: "pint", Opts: "test bail repair diff? dirty preset= config= format= output-to-file= output-format= cache-file= parallel max-processes= v|verbose q|quiet", Style: Exact,
		Does:     func(c *Call) { c.format(fmtRule{dry: "test", all: true, dirs: "*", files: "*.php"}) },
		Examples: "vendor/bin/pint => write-r .\n" + "./vendor/bin/pint app/Models => write-r app/Models\n" + "vendor/bin/pint --test !> write-r .\n"},
	{Name: "prettier", Opts: prettierOpts, Style: Exact, Does: prettierDoes,
		Examples: "npx prettier --write . => write-r .\n" + "prettier -w src/app.ts => write src/app.ts\n" + "prettier --check . !> write-r .\n" +
			"prettier --list-different --write 'src/**/*.ts' => write-r src/**/*.ts\n" + "prettier src/app.ts => read:show src/app.ts\n" +
			"prettier --write --ignore-path .gitignore . => write-r .\n"},
	{Name: "rome", Like: "biome"},
	{Name: "rubocop", Opts: "a|autocorrect|auto-correct A|autocorrect-all|auto-correct-all x|fix-layout safe-auto-correct c|config= only= except= r|require= f|format= o|out= cache-root= exclude-limit= fail-level= show-cops= show-docs-url= E|extra-details S|display-style-guide D|display-cop-names P|parallel force-exclusion L|list-target-files s|stdin= auto-gen-config l|lint regenerate-todo no-exclude-limit only-guide-cops server C|cache= no-cache d|debug F|fail-fast plugin= ignore-parent-exclusion ignore-unrecognized-cops",
		Does: rubocopDoes,
		Examples: "bundle exec rubocop -A => write-r .\n" + "rubocop -a app/models => write-r app/models\n" + "rubocop --autocorrect-all db/migrate => write-r db/migrate\n" +
			"rubocop app/models !> write-r app/models\n" + "rubocop -A -s app/x.rb !> write app/x.rb\n" + "rubocop -o lint.txt => write lint.txt\n"},
	{Name: "ruff", Opts: ruffOpts, Style: Exact, Subs: true, Does: ruffCheckDoes,
		Examples: "ruff --fix . => write-r .\n" + "ruff . !> write-r .\n"},
	{Name: "ruff check", Opts: ruffOpts, Style: Exact, Does: ruffCheckDoes,
		Examples: "ruff check --fix => write-r .\n" + "uvx ruff check --fix src/app.py => write src/app.py\n" + "ruff check --add-noqa src => write-r src\n" +
			"ruff check src !> write-r src\n" + "ruff check --fix --diff src !> write-r src\n"},
	{Name: "ruff format", Opts: ruffOpts, Style: Exact, Does: func(c *Call) { c.format(fmtRule{dry: "check diff", all: true, dirs: "*", files: pyFiles}) },
		Examples: "ruff format => write-r .\n" + "ruff format app => write-r app\n" + "ruff format --check . !> write-r .\n"},
	{Name: "rustfmt", Opts: "check emit= backup config-path= edition= color= print-config= l|files-with-diff config= v|verbose q|quiet style-edition=", Style: Exact, Does: rustfmtDoes,
		Examples: "rustfmt src/main.rs => write src/main.rs\n" + "rustfmt --edition 2021 src/lib.rs => write src/lib.rs\n" + "rustfmt --check src/main.rs !> write src/main.rs\n" +
			"rustfmt --emit stdout src/main.rs !> write src/main.rs\n"},
	{Name: "shfmt", Opts: "w|write l|list? d|diff s|simplify i|indent= ln|language-dialect= p|posix bn|binary-next-line ci|case-indent sr|space-redirects kp|keep-padding fn|func-next-line mn|minify f|find filename= apply-ignore tojson|to-json from-json", Style: Single,
		Does: func(c *Call) {
			c.format(fmtRule{write: "w", dry: "f", dirs: "*", files: "*.sh *.bash *.mksh *.bats *.zsh", show: true})
		},
		Examples: "shfmt -w -i 2 scripts => write-r scripts\n" + "shfmt -l -w deploy.sh => write deploy.sh\n" + "shfmt -d scripts !> write-r scripts\n" + "shfmt deploy.sh => read:show deploy.sh\n"},
	{Name: "sql-formatter", Opts: "fix o|output= l|language= c|config= version", Style: Exact, Does: sqlFormatterDoes,
		Examples: "npx sql-formatter --fix migrations/001_init.sql => write migrations/001_init.sql\n" + "sql-formatter -l postgresql query.sql => read:show query.sql\n" +
			"sql-formatter query.sql -o out.sql => write out.sql\n"},
	{Name: "sqlfluff", Opts: sqlfluffOpts, Style: Exact, Subs: true},
	{Name: "sqlfluff fix", Opts: sqlfluffOpts, Style: Exact, Does: func(c *Call) { c.format(fmtRule{dirs: "*", files: sqlFiles}) },
		Examples: "sqlfluff fix --dialect postgres models => write-r models\n" + "sqlfluff fix -f queries/report.sql => write queries/report.sql\n" + "sqlfluff lint models !> write-r models\n"},
	{Name: "sqlfluff format", Like: "sqlfluff fix"},
	{Name: "standardrb", Opts: "fix fix-unsafely no-fix f|format= o|out= r|require= only= except= P|parallel c|config=", Style: Exact, Does: func(c *Call) { c.format(fmtRule{write: "fix fix-unsafely", all: true, dirs: "*", files: rubyFiles}) },
		Examples: "bundle exec standardrb --fix => write-r .\n" + "standardrb --fix lib => write-r lib\n" + "standardrb lib !> write-r lib\n"},
	{Name: "stylelint", Opts: "fix c|config= config-basedir= i|ignore-path= ip|ignore-pattern= f|formatter= o|output-file= custom-syntax= cache cache-location= q|quiet allow-empty-input max-warnings= report-needless-disables report-invalid-scope-disables stdin stdin-filename=", Style: Exact,
		Does: func(c *Call) {
			c.format(fmtRule{write: "fix", dirs: "*", files: "*.css *.scss *.sass *.less *.vue *.svelte *.html"})
		},
		Examples: "npx stylelint --fix 'src/**/*.css' => write-r src/**/*.css\n" + "stylelint 'src/**/*.css' !> write-r src/**/*.css\n"},
	{Name: "stylua", Opts: "check f|config-path= search-parent-directories respect-ignores g|glob= num-threads= verify color= output-format= indent-type= indent-width= column-width= quote-style= line-endings= call-parentheses= collapse-simple-statement= sort-requires stdin-filepath= allow-hidden no-editorconfig", Style: Exact,
		Does:     func(c *Call) { c.format(fmtRule{dry: "check", dirs: "*", files: "*.lua *.luau"}) },
		Examples: "stylua lua/ => write-r lua/\n" + "stylua --check lua/ !> write-r lua/\n"},
	{Name: "swiftformat", Opts: "lint dryrun config= exclude= unexclude= swiftversion= rules= enable= disable= cache= verbose quiet output= stdinpath=", Style: Exact,
		Does:     func(c *Call) { c.format(fmtRule{dry: "lint dryrun", dirs: "*", files: "*.swift"}) },
		Examples: "swiftformat Sources => write-r Sources\n" + "swiftformat --lint Sources !> write-r Sources\n"},
	{Name: "taplo", Opts: "c|config= no-auto-config colors= verbose log-spans", Style: Exact, Subs: true},
	{Name: "taplo fmt", Opts: "c|config= no-auto-config check diff o|option= stdin-filepath= colors= verbose log-spans cache-path=", Style: Exact,
		Does:     func(c *Call) { c.format(fmtRule{dry: "check diff", all: true, dirs: "*", files: "*.toml"}) },
		Examples: "taplo fmt => write-r .\n" + "taplo format Cargo.toml => write Cargo.toml\n" + "taplo fmt --check !> write-r .\n"},
	{Name: "taplo format", Like: "taplo fmt"},
	{Name: "yamlfmt", Opts: "dry lint in conf= global-conf= gitignore_excludes= formatter= exclude= doublestar debug= quiet continue_on_error", Style: Single,
		Does:     func(c *Call) { c.format(fmtRule{dry: "dry lint in", all: true, dirs: "*", files: "*.yaml *.yml"}) },
		Examples: "yamlfmt => write-r .\n" + "yamlfmt .github/workflows => write-r .github/workflows\n" + "yamlfmt -lint . !> write-r .\n"},
	{Name: "yapf", Opts: "i|in-place r|recursive d|diff style= style-help no-local-style e|exclude= l|lines= p|parallel m|print-modified q|quiet vv", Does: func(c *Call) { c.format(fmtRule{write: "i", dry: "d", dirs: "r", files: pyFiles, show: true}) },
		Examples: "yapf -i -r src => write-r src\n" + "yapf -i app.py => write app.py\n" + "yapf --diff -r src !> write-r src\n" + "yapf app.py => read:show app.py\n"},
}

const (
	pyFiles    = "*.py *.pyi *.ipynb"
	rubyFiles  = "*.rb *.rake *.gemspec *.ru *.jbuilder *.builder *.podspec *.thor Gemfile Rakefile Guardfile Capfile Brewfile"
	sqlFiles   = "*.sql *.sql.j2 *.dml *.ddl"
	jsFiles    = "*.js *.mjs *.cjs *.jsx *.ts *.mts *.cts *.tsx *.vue *.svelte *.astro"
	biomeFiles = jsFiles + " *.json *.jsonc *.css *.graphql *.gql *.html"
	// prettierFiles are what prettier formats without plugins (with --plugin, anything).
	prettierFiles = jsFiles + " *.json *.json5 *.jsonc *.yaml *.yml *.md *.mdx *.markdown *.css *.scss *.less *.html *.htm *.graphql *.gql *.hbs *.handlebars .prettierrc .babelrc"
	eslintFiles   = jsFiles + " *.json *.jsonc *.json5 *.md *.css"
)

const biomeOpts = "write fix apply apply-unsafe unsafe config-path= max-diagnostics= diagnostic-level= colors= vcs-enabled= vcs-client-kind= vcs-use-ignore-file= vcs-root= vcs-default-branch= files-max-size= files-ignore-unknown= indent-style= indent-width= line-ending= line-width= attribute-position= bracket-same-line= bracket-spacing= stdin-file-path= staged changed since= formatter-enabled= linter-enabled= organize-imports-enabled= assists-enabled= assist-enabled= skip= only= reporter= log-level= log-kind= use-server verbose no-errors-on-unmatched error-on-warnings skip-parse-errors"

const dprintOpts = "c|config= excludes= allow-node-modules staged incremental? log-level= plugins= verbose"

const prettierOpts = "w|write c|check l|list-different config= no-config no-editorconfig ignore-path= plugin= parser= stdin-filepath= cache cache-location= cache-strategy= log-level= config-precedence= end-of-line= print-width= tab-width= trailing-comma= arrow-parens= prose-wrap= html-whitespace-sensitivity= embedded-language-formatting= object-wrap= experimental-operator-position= quote-props= cursor-offset= range-start= range-end= use-tabs no-semi single-quote jsx-single-quote bracket-same-line no-bracket-spacing u|ignore-unknown no-error-on-unmatched-pattern insert-pragma require-pragma vue-indent-script-and-style single-attribute-per-line debug-check color no-color with-node-modules experimental-ternaries find-config-path= file-info= support-info"

const phpCsOpts = "config= rules= using-cache= cache-file= path-mode= allow-risky= format= diff dry-run stop-on-violation show-progress= sequential allow-unsupported-php-version= v|verbose q|quiet n|no-interaction ansi no-ansi"

const ruffOpts = "fix no-fix unsafe-fixes no-unsafe-fixes fix-only no-fix-only add-noqa diff check config= select= ignore= extend-select= extend-ignore= line-length= target-version= exclude= extend-exclude= stdin-filename= output-format= o|output-file= cache-dir= per-file-ignores= extend-per-file-ignores= fixable= unfixable= extend-fixable= preview no-preview n|no-cache e|exit-zero exit-non-zero-on-fix exit-non-zero-on-format show-fixes statistics w|watch isolated force-exclude respect-gitignore range= q|quiet s|silent v|verbose show-files show-settings dependency-graph"

const sqlfluffOpts = "dialect= templater= rules= exclude-rules= config= ignore= encoding= p|processes= disable-progress-bar nocolor v|verbose logger= bench ignore-local-config library-path= stdin-filename= f|force q|quiet FIX-EVEN-UNPARSABLE show-lint-violations persist-timing= x|fixed-suffix= check warn-unused-ignores"

// fmtRule says how a formatter writes.
type fmtRule struct {
	// write lists the options that make it rewrite files (first aliases); "" when it does
	// by default. dry lists the options that keep it from writing (a check, a diff).
	write, dry string
	// all: with no path it rewrites the files below its working directory.
	all bool
	// dirs: "*" it walks directories it is given, "" it does not, else the option that makes
	// it walk them (autopep8 -r).
	dirs string
	// files are the name patterns of the files it rewrites below a directory; "" every file.
	files string
	// show: when it does not write, it prints the files it is given.
	show bool
}

// writes reports whether r's formatter rewrites files in this call.
func (c *Call) writes(r fmtRule) bool {
	if c.onIn(r.dry) {
		return false
	}
	return r.write == "" || c.hasIn(r.write)
}

func (c *Call) format(r fmtRule) {
	ops := c.Operands()
	if !c.writes(r) {
		if r.show {
			for _, w := range ops {
				if p := c.PathOf(w); w.S != "-" && !c.isDir(p) {
					c.Add(Effect{Kind: Read, Path: p, Class: "show", By: c.Path[0]})
				}
			}
		}
		return
	}
	if len(ops) == 0 && r.all {
		ops = []Word{{S: "."}}
	}
	walks := r.dirs == "*" || r.dirs != "" && c.Has(r.dirs)
	for _, w := range ops {
		if w.S == "-" && !w.Dyn {
			continue // stdin
		}
		c.formatWrite(w, walks, r.files)
	}
}

// formatWrite adds the write of one operand: a directory's tree (its files of the
// formatter's kinds), a pattern the formatter expands itself, or the file.
func (c *Call) formatWrite(w Word, walks bool, files string) {
	p := c.PathOf(ownPattern(w))
	e := Effect{Kind: Write, Path: p, By: c.Path[0]}
	switch {
	case walks && c.maybeDir(w, p):
		e.Tree = true
		if files != "" {
			e.Text = matchPrefix + files
		}
	case p.Glob() && strings.Contains(w.S, "**"):
		e.Tree = true // a pattern the formatter expands under its directory
	}
	c.Add(e)
}

// maybeDir reports an operand that is, or may be, a directory: one now, one named so (a
// trailing slash, "."), or a name without an extension that is not there yet (an earlier
// command of the line may make it).
func (c *Call) maybeDir(w Word, p Path) bool {
	switch {
	case w.Dyn || strings.HasSuffix(w.S, "/") || w.S == "." || w.S == ".." || c.isDir(p):
		return true
	case filepath.Ext(w.S) != "" || strings.HasPrefix(filepath.Base(w.S), "."):
		return false
	}
	return !c.exists(p)
}

// matchPrefix starts the Text of a formatter's tree write that names the files it rewrites.
const matchPrefix = "files matching "

// TreeMatches reports whether a tree write e may write the file at name (a base name): a
// formatter's tree write rewrites only the files its Text names ("files matching *.go"); any
// other tree write may write every file.
func TreeMatches(e Effect, name string) bool {
	pats, ok := strings.CutPrefix(e.Text, matchPrefix)
	if e.Kind != Write || !ok {
		return true
	}
	for _, pat := range strings.Fields(pats) {
		if m, _ := filepath.Match(pat, name); m {
			return true
		}
	}
	return false
}

func prettierDoes(c *Call) {
	r := fmtRule{write: "w", dirs: "*", files: prettierFiles, show: true}
	if c.Has("plugin") {
		r.files = ""
	}
	c.format(r)
}

func eslintDoes(c *Call) {
	if o, ok := c.Value("o"); ok {
		c.Add(Effect{Kind: Write, Path: c.PathOf(o), By: "eslint -o"})
	}
	if c.Has("fix-dry-run") || c.Has("stdin") {
		return
	}
	c.format(fmtRule{write: "fix", all: true, dirs: "*", files: eslintFiles})
}

// rubocopDoes: rubocop -a/-A rewrites Ruby files (of its working directory without paths);
// -s reads stdin and prints; -o and --auto-gen-config write their files.
func rubocopDoes(c *Call) {
	if o, ok := c.Value("o"); ok {
		c.Add(Effect{Kind: Write, Path: c.PathOf(o), By: "rubocop -o"})
	}
	if c.Has("auto-gen-config") || c.Has("regenerate-todo") {
		c.Add(Effect{Kind: Write, Path: c.PathOf(Word{S: ".rubocop_todo.yml"}), By: "rubocop --auto-gen-config"})
		c.Add(Effect{Kind: Write, Path: c.PathOf(Word{S: ".rubocop.yml"}), Keep: true, By: "rubocop --auto-gen-config"})
	}
	if c.Has("s") || c.Has("L") {
		return
	}
	c.format(fmtRule{write: "a A x safe-auto-correct", all: true, dirs: "*", files: rubyFiles})
}

// ruffCheckDoes: ruff check --fix (and the old ruff --fix) rewrites Python files; --add-noqa
// writes suppression comments into them.
func ruffCheckDoes(c *Call) {
	if o, ok := c.Value("o"); ok {
		c.Add(Effect{Kind: Write, Path: c.PathOf(o), By: "ruff -o"})
	}
	if c.Has("diff") && !c.Has("add-noqa") {
		return
	}
	c.format(fmtRule{write: "fix fix-only add-noqa", all: true, dirs: "*", files: pyFiles})
}

func rustfmtDoes(c *Call) {
	if e, ok := c.Value("emit"); ok && e.S == "stdout" {
		return
	}
	c.format(fmtRule{dry: "check", files: "*.rs"})
}

func pgFormatDoes(c *Call) {
	if o, ok := c.Value("o"); ok {
		c.Add(Effect{Kind: Write, Path: c.PathOf(o), By: "pg_format -o"})
		return
	}
	c.format(fmtRule{write: "i", show: true})
}

func sqlFormatterDoes(c *Call) {
	if o, ok := c.Value("o"); ok {
		c.Add(Effect{Kind: Write, Path: c.PathOf(o), By: "sql-formatter -o"})
		return
	}
	c.format(fmtRule{write: "fix", show: true})
}

// dotnetFormatDoes: dotnet format rewrites the C# and VB files of the project or solution it
// is given (its directory), or of the one in its working directory; --folder takes a folder.
func dotnetFormatDoes(c *Call) {
	if c.Has("verify-no-changes") {
		return
	}
	w := Word{S: "."}
	if op := c.Operand(0); op.S != "" || op.Dyn {
		w = op
		if ext := filepath.Ext(op.S); ext != "" && !op.Dyn {
			w = Word{S: paths.Dir(op.S)}
		}
	}
	c.Add(Effect{Kind: Write, Path: c.PathOf(w), Tree: true, By: "dotnet format", Text: matchPrefix + "*.cs *.vb *.csx"})
}
