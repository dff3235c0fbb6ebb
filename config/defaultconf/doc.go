// Package defaultconf is guards.toml compiled into Go data.
package defaultconf

//go:generate go run ../internal/gendefault ../../guards.toml default_gen.go
