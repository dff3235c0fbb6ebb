package spec

// secretSpecs are the programs whose job is credentials or the environment (gh auth token, aws sts, vault, op, pass, printenv, ps e, ...): what they expose. Sorted by Name.
var secretSpecs = [...]Spec{}
