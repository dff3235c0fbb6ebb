package hookguard

import _ "embed"

// DefaultConfig is guards.toml as shipped, for `hookguard config --default` and for the test
// that keeps config/defaultconf (the same file as Go data) in step with it.
//
//go:embed guards.toml
var DefaultConfig []byte
