// Package builtin imports every built-in guard for its registration side effect, like Caddy's
// modules/standard. Order here means nothing: precedence is the groups' declared order.
package builtin

import (
	_ "github.com/hookguard/hookguard/guards/boundary"
	_ "github.com/hookguard/hookguard/guards/command"
	_ "github.com/hookguard/hookguard/guards/destructive"
	_ "github.com/hookguard/hookguard/guards/ledger"
	_ "github.com/hookguard/hookguard/guards/migrations"
	_ "github.com/hookguard/hookguard/guards/multivac"
	_ "github.com/hookguard/hookguard/guards/rules"
	_ "github.com/hookguard/hookguard/guards/secrets"
	_ "github.com/hookguard/hookguard/guards/self"
)
