//go:build linux && amd64

#include "textflag.h"

// A trap, then to the next 2 KiB boundary; PAD32 is 64 KiB of them, PAD1024 2 MiB.
#define PAD BYTE $0xCC; PCALIGN $2048
#define PAD32 PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD
#define PAD1024 PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32; PAD32

// pad is 2 MiB of code that is never run (pad_linux_amd64.go says why).
TEXT ·pad(SB), NOSPLIT|NOFRAME, $0-0
	PAD1024
	INT $3
	RET
