package spec

// curl reads a default config file at every start unless -q is its first option
// ($CURL_HOME/.curlrc, $XDG_CONFIG_HOME/.curlrc, ~/.curlrc, ~/.config/curlrc, Windows'
// _curlrc), and wget its startup file (~/.wgetrc, $WGETRC): their options act on every later
// call, whose line shows none of them.

// laterURL stands for the URL a later call is given, known only then.
var laterURL = Word{S: "https://host/<the-name-in-the-url>", Dyn: true}

// DefaultConfigAdds is what the options of curl's or wget's default config file (prog "curl"
// or "wget"; nil for another) add to every later call of it: the effects of a call given them
// and a URL known only then, less those the same call has without them. The later call's
// directory is not known, so a relative path has no Abs. A config the file names in turn
// (-K) comes back as a read By "curl -K", since its own text is never judged.
func DefaultConfigAdds(prog, text, home string) []Effect {
	var args []Word
	switch prog {
	case "curl":
		args = curlConfigArgs(text, true)
	case "wget":
		args = wgetrcArgs(text)
	default:
		return nil
	}
	if len(args) == 0 {
		return nil
	}
	plain := laterCall(prog, nil, home)
	var out []Effect
	for _, e := range laterCall(prog, args, home) {
		if !hasEffect(plain, e) {
			out = append(out, e)
		}
	}
	return out
}

// laterCall is the effects of prog given args and laterURL, in no known directory.
func laterCall(prog string, args []Word, home string) []Effect {
	args = append(args[:len(args):len(args)], laterURL)
	in := Input{Name: prog, Args: args, Home: home}
	c := &Call{In: &in, Name: prog, Words: args}
	c.pathBuf[0] = prog
	c.Path = c.pathBuf[:1:1]
	if prog == "curl" {
		c.P = Parse(curlOpts, inOrder(Exact), args)
		curlDoes(c)
	} else {
		c.P = Parse(wgetOpts, inOrder(GNU), args)
		wgetDoes(c)
	}
	return c.out
}

func hasEffect(list []Effect, e Effect) bool {
	for _, o := range list {
		if o.Kind == e.Kind && o.Path.Arg == e.Path.Arg && o.Path.Abs == e.Path.Abs && o.By == e.By && o.Text == e.Text && o.Class == e.Class {
			return true
		}
	}
	return false
}
