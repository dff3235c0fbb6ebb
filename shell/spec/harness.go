package spec

// harnessSpecs are the coding-agent harnesses and hookguard itself (claude, codex, gemini, clarvis, hookguard): the commands that change their settings, enter a session, or run hookguard's own state-changing commands. Sorted by Name.
var harnessSpecs = [...]Spec{}
