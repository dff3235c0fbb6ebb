package secrets

import "strings"

// A value of upper-case letters joined by underscores is usually a constant's name
// (DEFAULT_API_KEY_HEADER, AWS_SECRETS_MANAGER, an enum's member), and was let pass as one. A
// generator that groups its output for reading (QZXK_MPLW_RTVB_KQPZ, licence-key style) makes
// the same shape from random chunks. The two differ in what the parts are: a name's parts are
// mostly words, and a word's letters follow one another as a language's do; a random chunk's
// letters mostly do not (QZ, LW, TV, XH are rare in any name). Chunks with digits in them
// (K7QZ_9XLM) were never taken for names, so only letters are weighed here.

// minChunkLetters: below this many letters, an upper-case run is too short to be a key the
// guard can tell from an acronym list (AWS_KMS_GCP, SASL_SSL).
const minChunkLetters = 12

// randomChunks: v is upper-case parts joined by underscores, holds at least minChunkLetters
// letters and no digit, and fewer than half of its parts of three or more letters (two at
// least) read as words. Parts of one or two letters (the ID of AZURE_CLIENT_ID, the X of
// X_API_KEY) are neither: names hold them, and so may a generator's output. On 16,000 random
// values of three to eight letters a part, nine in ten are told; of 40,000 upper-case names in
// Go modules, Python and Node packages, about one in fifty is taken for one (kernel constants
// such as BPF_TCP_LISTEN), and only where a secret's name is given it does that matter.
func randomChunks(v string) bool {
	if len(v) < minChunkLetters+1 || strings.IndexByte(v, '_') < 0 {
		return false
	}
	letters := 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case 'A' <= c && c <= 'Z':
			letters++
		case c != '_':
			return false
		}
	}
	if letters < minChunkLetters {
		return false
	}
	parts, words := 0, 0
	for seg := range strings.SplitSeq(v, "_") {
		if len(seg) < 3 {
			continue
		}
		parts++
		if spelledWord(seg) {
			words++
		}
	}
	return parts >= 2 && words*2 < parts
}

// spelledWord: a part that reads as a word: wordLike (a vowel, no long consonant run) and its
// letter pairs common in English and in names, with one rare pair allowed in a part of six or
// more letters (WEBHOOK's BH, PUBKEY's BK).
func spelledWord(w string) bool {
	if !wordLike(w) {
		return false
	}
	rare := 0
	for i := 1; i < len(w); i++ {
		a, b := lowerTab[w[i-1]], lowerTab[w[i]]
		if a < 'a' || a > 'z' || strings.IndexByte(commonNext[a-'a'], b) < 0 {
			rare++
		}
	}
	return rare == 0 || rare == 1 && len(w) >= 6
}

// commonNext lists, for each letter, the letters that follow it in at least 0.4% of its pairs
// in English prose (the words of the Python standard library's comments and docstrings, 3.8
// million pairs). A fixed array of strings: static data, nothing built when the process starts.
var commonNext = [26]string{
	"bcdfgiklmnprstuvy",      // a
	"abceijloprstuy",         // b
	"acehiklorstuy",          // c
	"adeilnorstuy",           // d
	"acdefgilmnpqrstvwxy",    // e
	"aefilmorstuy",           // f
	"aceghilmnorstu",         // g
	"aeiortu",                // h
	"abcdefgklmnoprstvxz",    // i
	"adeikosu",               // j
	"adegijlnostuw",          // k
	"adefiloprstuwy",         // l
	"abeilmopstu",            // m
	"acdefgiklnostuvy",       // n
	"abcdefgijklmnopqrstuvw", // o
	"adehiloprstuy",          // p
	"asu",                    // q
	"acdegiklmnorstuvy",      // r
	"acehiklnopstuy",         // s
	"acefhiloprstuwy",        // t
	"abcdefgilmnoprst",       // u
	"aeio",                   // v
	"aehilnorsw",             // w
	"aceiptxy",               // x
	"acegilmnoprstw",         // y
	"aeiory",                 // z
}
