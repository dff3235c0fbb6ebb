package caches

import "testing"

func TestRegenerable(t *testing.T) {
	const home = "/home/u"
	for _, tc := range []struct {
		p    string
		want bool
	}{
		{"/home/u/.cache", true},
		{"/home/u/.cache/pip", true},
		{"/home/u/.cache/go-build/ab", true},
		{"/home/u/Library/Caches/com.apple.dt.Xcode", true},
		{"/home/u/Library/Developer/Xcode/DerivedData/App-abc", true},
		{"/home/u/.npm/_cacache", true},
		{"/home/u/.gradle/caches/modules-2", true},
		{"/home/u/.m2/repository/org", true},
		{"/home/u/.cargo/registry/cache", true},
		{"/home/u/go/pkg/mod/cache/download", true},
		{"/home/u/.pnpm-store/v3", true},
		// Not caches: the home, a tool's programs and settings, a name that only shares a
		// prefix, another user's cache, a path outside any home.
		{"/home/u", false},
		{"/home/u/", false},
		{"/home/u/.cache-old", false},
		{"/home/u/.cargo/bin", false},
		{"/home/u/.cargo", false},
		{"/home/u/.npm", false},
		{"/home/u/.npmrc", false},
		{"/home/u/.gradle", false},
		{"/home/u/.gradle/gradle.properties", false},
		{"/home/u/.m2/settings.xml", false},
		{"/home/u/go/bin", false},
		{"/home/u/Library", false},
		{"/home/u/Library/Developer/Xcode/Archives", false},
		{"/home/u/.ssh", false},
		{"/home/uu/.cache", false},
		{"/home/v/.cache", false},
		{"/tmp/.cache", false},
		{"/home/u/project/.cache", false},
	} {
		if got := Regenerable(tc.p, home); got != tc.want {
			t.Errorf("Regenerable(%q) = %v, want %v", tc.p, got, tc.want)
		}
	}
	if Regenerable("/.cache", "/") || Regenerable("/x/.cache", "") {
		t.Error("a root or unknown home has no caches")
	}
}
