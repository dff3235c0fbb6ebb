module github.com/hookguard/hookguard

go 1.26.0

require (
	github.com/BurntSushi/toml v1.6.0
	github.com/expr-lang/expr v1.17.8
	github.com/gofrs/flock v0.13.2
	github.com/hashicorp/go-multierror v1.1.1
	github.com/rogpeppe/go-internal v1.16.0
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.2
	github.com/spf13/pflag v1.1.0
	github.com/tidwall/gjson v1.20.3
	golang.org/x/sys v0.49.0
	mvdan.cc/sh/v3 v3.14.1
)

require (
	github.com/hashicorp/errwrap v1.0.0 // indirect
	github.com/tidwall/match v1.1.1 // indirect
	github.com/tidwall/pretty v1.3.0 // indirect
	golang.org/x/text v0.14.0 // indirect
	golang.org/x/tools v0.38.0 // indirect
)
