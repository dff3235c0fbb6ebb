package spec

// envSpecs are the shell builtins that set, export or print variables (export, declare,
// typeset, readonly, local, set): the environment they give later commands, and what they
// print. envEffects says what a variable given to a command means besides its value: hooks
// switched off, a configuration redirected, a command that will run. Sorted by Name.
var envSpecs = [...]Spec{}

// envEffects adds what an environment variable given to a command (NAME=VALUE) means.
func (c *Call) envEffects(kv string) {}
