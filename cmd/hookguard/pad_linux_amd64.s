//go:build linux && amd64

#include "textflag.h"

// 2 KiB of code that traps, to the next 2 KiB boundary.
#define PAD BYTE $0xCC; PCALIGN $2048
#define PAD32 PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD; PAD

// pad is 2 MiB of code that is never run (pad_linux.go says why).
TEXT ·pad(SB), NOSPLIT|NOFRAME, $0-0
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	PAD32
	INT $3
	RET
