package harness

import "github.com/hookguard/hookguard"

// The harnesses, registered from one table rather than from each adapter's package: the
// guards that read them sit below the adapters, and must see every harness whether or not the
// adapter is linked (see the package comment). Facts: reference/harness-protocols.md.
func init() {
	Register(&Descriptor{
		Runner: hookguard.Claude, Name: "Claude Code",
		Project: ".claude/settings.json", Local: ".claude/settings.local.json", User: ".claude/settings.json",
		Format: JSON, Config: []string{},
		// ~/.claude.json (beside .claude/, not in it) holds the user's and each project's MCP
		// servers, which Claude Code starts at a session's start, outside any hook, and what
		// each project's trust dialog answered.
		Guarded: []string{".claude/settings.json", ".claude/settings.local.json", ".claude/hooks/", ".claude.json"},
		DirEnv:  "CLAUDE_CONFIG_DIR", Dir: ".claude", HomeEnv: None,
		SettingsEnv: []string{"CLAUDE_CONFIG_DIR"}, EnvFamily: None,
		EnvMarkers: []string{"CLAUDECODE", "CLAUDE_CODE_ENTRYPOINT"},
		HookEnv:    []string{"CLAUDE"}, ProjectEnv: "CLAUDE_PROJECT_DIR",
		CLIs:        []string{"claude"},
		Packages:    []string{"/@anthropic-ai/claude-code"},
		Transcripts: []string{".claude/projects"},
		Credentials: []string{".claude/.credentials.json"},
		CanAsk:      Yes, HumanChannel: Yes,
		TranscriptProof: Yes,
		Trust:           TrustDialog,
		TrustNote:       "Claude Code runs project hooks once you accept its workspace-trust dialog",
	})
	Register(&Descriptor{
		Runner: hookguard.Codex, Name: "Codex",
		Project: ".codex/hooks.json", Local: None, User: ".codex/hooks.json",
		Format: JSON, Config: []string{".codex/config.toml"},
		Guarded: []string{".codex/"},
		DirEnv:  "CODEX_HOME", Dir: ".codex", HomeEnv: None,
		SettingsEnv: []string{"CODEX_HOME"}, EnvFamily: None,
		EnvMarkers: []string{"CODEX_SANDBOX", "CODEX_THREAD_ID"},
		HookEnv:    []string{"CODEX_"}, ProjectEnv: None,
		CLIs:        []string{"codex"},
		Packages:    []string{"/@openai/codex"},
		Transcripts: []string{".codex/sessions", ".codex/archived_sessions"},
		Credentials: []string{".codex/auth.json"},
		// Codex rejects an ask; the chat is there for an authorisation.
		CanAsk: No, HumanChannel: Yes,
		TranscriptProof: No,
		Trust:           TrustReviewedHooks,
		TrustNote:       "Codex skips new or changed hooks until you trust them: run codex, open /hooks and trust the hookguard entries (project hooks also need the project trusted)",
	})
	Register(&Descriptor{
		Runner: hookguard.Gemini, Name: "Gemini CLI",
		Project: ".gemini/settings.json", Local: None, User: ".gemini/settings.json",
		// Gemini CLI strips comments from its settings when it loads them.
		Format: JSONC, Config: []string{},
		Guarded: []string{".gemini/settings.json"},
		DirEnv:  None, Dir: ".gemini", HomeEnv: "GEMINI_CLI_HOME",
		SettingsEnv: []string{"GEMINI_CLI_HOME", "GEMINI_CLI_SYSTEM_SETTINGS_PATH", "GEMINI_CLI_SYSTEM_DEFAULTS_PATH"}, EnvFamily: "GEMINI_CLI_",
		EnvMarkers: []string{"GEMINI_CLI"},
		HookEnv:    []string{"GEMINI_PROJECT_DIR", "GEMINI_CLI", "GEMINI_SESSION"}, ProjectEnv: "GEMINI_PROJECT_DIR",
		CLIs:        []string{"gemini"},
		Packages:    []string{"/@google/gemini-cli"},
		Transcripts: []string{".gemini/tmp"},
		Credentials: []string{".gemini/oauth_creds.json"},
		// An ask hangs Gemini's headless mode and overrides policy denials.
		CanAsk: No, HumanChannel: Yes,
		TranscriptProof: No,
		Trust:           TrustFolders,
		TrustNote:       "Gemini CLI runs project hooks only in a trusted folder, and asks again when a hook changes",
	})
	Register(&Descriptor{
		Runner: hookguard.Clarvis, Name: "Clarvis",
		Project: ".clarvis/settings.json", Local: None, User: ".clarvis/settings.json",
		Format: JSON, Config: []string{},
		Guarded: []string{".clarvis/settings.json"},
		DirEnv:  None, Dir: ".clarvis", HomeEnv: None,
		SettingsEnv: []string{}, EnvFamily: None,
		EnvMarkers: []string{"CLARVIS_SESSION"},
		HookEnv:    []string{"CLARVIS"}, ProjectEnv: None,
		CLIs:     []string{"clarvis"},
		Packages: []string{},
		// Clarvis' contract documents neither where it keeps transcripts nor its login.
		Transcripts: []string{}, Credentials: []string{},
		// Clarvis has no ask verdict, and sends no session, so no chat answer can be tied to a
		// block.
		CanAsk: No, HumanChannel: No,
		TranscriptProof: No,
		Trust:           TrustFingerprint,
		TrustNote:       "Clarvis runs .clarvis/settings.json hooks only after you approve the workspace's fingerprint (/workspace-trust), and again after every change",
	})
}
