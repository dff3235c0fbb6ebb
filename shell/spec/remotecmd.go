package spec

import (
	"encoding/json"
	"strings"
)

// remoteCmdSpecs are the cloud CLIs that run shell text on a machine or in a container
// through their own agent, not ssh: AWS Systems Manager's documents (send-command's commands,
// an interactive session's command), ECS exec, Azure's run-command and container exec, Fly
// Machines, Railway and Platform.sh/Upsun. The text is judged as a remote command, the way
// ssh's is. Sorted by Name.
var remoteCmdSpecs = []Spec{
	{Name: "aws ecs", Opts: awsOpts, Style: ExactInOrder, Subs: true, Group: true},
	{Name: "aws ecs execute-command", Opts: awsOpts + " cluster= container= command= interactive task=", Style: Exact,
		Run: &Run{Text: "command", Remote: true},
		Examples: "aws ecs execute-command --cluster c --task t --interactive --command 'rm -rf /srv' => delete-r /srv\n" +
			"aws ecs execute-command --cluster c --task t --interactive --command /bin/sh !> delete-r /srv\n" + "aws ecs delete-cluster --cluster c => destroy:cluster ecs cluster c\n"},
	{Name: "aws ssm", Opts: awsOpts, Style: ExactInOrder, Subs: true, Group: true},
	{Name: "aws ssm send-command", Opts: awsOpts + " instance-ids= targets= document-name= document-version= document-hash= document-hash-type= timeout-seconds= comment= parameters= output-s3-region= output-s3-bucket-name= output-s3-key-prefix= max-concurrency= max-errors= service-role-arn= notification-config= cloud-watch-output-config= alarm-configuration=", Style: Exact,
		Run: &Run{Remote: true, Value: ssmCommands},
		Examples: "aws ssm send-command --instance-ids i-1 --document-name AWS-RunShellScript --parameters commands='rm -rf /srv' => delete-r /srv\n" +
			"aws ssm send-command --document-name AWS-RunShellScript --targets Key=tag:env,Values=prod --parameters 'commands=[\"echo hi\",\"rm -rf /srv\"]' => delete-r /srv\n" +
			"aws ssm send-command --document-name AWS-RunShellScript --instance-ids i-1 --parameters '{\"commands\":[\"rm -rf /srv\"]}' => delete-r /srv\n" +
			"aws --region eu-west-1 ssm send-command --document-name AWS-RunRemoteScript --parameters commandLine='rm -rf /srv' => delete-r /srv\n" +
			"aws ssm send-command --instance-ids i-1 --document-name AWS-RunShellScript --parameters commands=uptime !> delete-r /srv\n" +
			"echo '{\"commands\":[\"rm -rf /srv\"]}' > p.json; aws ssm send-command --document-name AWS-RunShellScript --instance-ids i-1 --parameters file://p.json => delete-r /srv\n" +
			"echo '{\"commands\":[\"uptime\"]}' > p.json; aws ssm send-command --document-name AWS-RunShellScript --instance-ids i-1 --parameters file://p.json !> delete-r /srv\n" +
			"aws ssm send-command --instance-ids i-1 --document-name AWS-RunShellScript --parameters 'commands=ls -rf /srv' !> delete-r /srv\n"},
	{Name: "aws ssm start-session", Opts: awsOpts + " target= document-name= reason= parameters=", Style: Exact,
		Run: &Run{Remote: true, Value: ssmCommands},
		Examples: "aws ssm start-session --target i-1 --document-name AWS-StartInteractiveCommand --parameters command='rm -rf /srv' => delete-r /srv\n" +
			"aws ssm start-session --target i-1 --document-name AWS-StartNonInteractiveCommand --parameters '{\"command\":[\"rm -rf /srv\"]}' => delete-r /srv\n" +
			"aws ssm start-session --target i-1 => -\n" + "aws ssm start-session --target i-1 --document-name AWS-StartPortForwardingSession --parameters portNumber=80,localPortNumber=8080 => -\n" +
			"aws ssm get-parameters-by-path --path /prod --with-decryption => expose:credential decrypted SSM parameters\n"},
	{Name: "az connectedmachine", Opts: azOpts, Style: Exact, Subs: true, Group: true},
	{Name: "az connectedmachine run-command", Opts: azOpts, Style: Exact, Subs: true, Group: true},
	{Name: "az connectedmachine run-command create", Like: "az vm run-command create"},
	{Name: "az container", Opts: azOpts, Style: Exact, Subs: true, Group: true},
	{Name: "az container exec", Opts: azOpts + " exec-command= container-name= terminal-col-size= terminal-row-size=", Style: Exact,
		Run: &Run{Text: "exec-command", Remote: true},
		Examples: "az container exec -g rg -n web --exec-command 'rm -rf /srv' => delete-r /srv\n" + "az container exec -g rg -n web --exec-command /bin/bash !> delete-r /srv\n" +
			"az container delete -g rg -n web -y => destroy:cloud container web\n"},
	{Name: "az containerapp", Opts: azOpts, Style: Exact, Subs: true, Group: true},
	{Name: "az containerapp exec", Opts: azOpts + " command= container= replica= revision=", Style: Exact,
		Run:      &Run{Text: "command", Remote: true},
		Examples: "az containerapp exec -g rg -n api --command 'rm -rf /srv' => delete-r /srv\n" + "az containerapp exec -g rg -n api !> delete-r /srv\n"},
	{Name: "az vm", Opts: azOpts, Style: Exact, Subs: true, Group: true},
	{Name: "az vm run-command", Opts: azOpts, Style: Exact, Subs: true, Group: true},
	// run-command create takes one script; invoke takes one or more (--scripts a b).
	{Name: "az vm run-command create", Opts: azOpts + " script= script-uri= vm-name= machine-name= run-command-name= command-id= parameters= protected-parameters= run-as-user= run-as-password= timeout-in-seconds= async-execution output-blob-uri= error-blob-uri= tags=", Style: Exact,
		Run: &Run{Remote: true, Value: azScript},
		Examples: "az vm run-command create -g rg --vm-name web --name rc1 --script 'rm -rf /srv' => delete-r /srv\n" +
			"echo 'rm -rf /srv' > s.sh; az vm run-command create -g rg --vm-name web --name rc1 --script @s.sh => delete-r /srv\n" + "az connectedmachine run-command create -g rg --machine-name m1 -n rc1 --script 'rm -rf /srv' => delete-r /srv\n" +
			"az vm run-command create -g rg --vm-name web --name rc1 --script-uri https://x/s.sh !> delete-r /srv\n"},
	{Name: "az vm run-command invoke", Opts: azOpts + " command-id= scripts= parameters=", Style: Exact,
		Run: &Run{Remote: true, Value: azScripts},
		Examples: "az vm run-command invoke -g rg -n web --command-id RunShellScript --scripts 'rm -rf /srv' => delete-r /srv\n" +
			"az vm run-command invoke -g rg -n web --command-id RunShellScript --scripts 'echo a' 'rm -rf /srv' => delete-r /srv\n" +
			"az vm run-command invoke -g rg -n web --command-id RunShellScript --scripts uptime !> delete-r /srv\n" +
			"echo 'rm -rf /srv' > s.sh; az vm run-command invoke -g rg -n web --command-id RunShellScript --scripts @s.sh => delete-r /srv\n" +
			"echo 'echo ok' > s.sh; az vm run-command invoke -g rg -n web --command-id RunShellScript --scripts @s.sh !> delete-r /srv\n" + "az vm delete -g rg -n web1 -y => destroy:vm vm web1\n"},
	// fly machine exec runs its command in a Machine: the operand after the Machine's id, or
	// the only one (with --select the id is asked for).
	{Name: "fly machine", Opts: "a|app= c|config= t|access-token= verbose debug y|yes auto-confirm force help|h o|org= r|region= j|json s|select", Style: Exact, Subs: true, Group: true},
	{Name: "fly machine exec", Opts: "a|app= c|config= t|access-token= verbose debug select container= timeout= q|quiet help|h", Style: Exact,
		Run: &Run{Remote: true, Value: flyMachineExec},
		Examples: "fly machine exec 148e 'rm -rf /srv' => delete-r /srv\n" + "flyctl machines exec --select 'rm -rf /srv' => delete-r /srv\n" + "fly machine exec 148e 'ls -la' !> delete-r /srv\n" +
			"fly machine rm 148e -a web --force => destroy:vm machine 148e\n"},
	{Name: "fly machines", Like: "fly machine"},
	{Name: "heroku run:detached", Like: "heroku run"},
	{Name: "heroku run:inside", Like: "heroku run"},
	// Platform.sh's CLI (upsun is its new name) runs ssh's command text on the environment.
	{Name: "platform", Opts: "help|h v|verbose q|quiet y|yes no|n V|version", Style: Exact, Subs: true},
	{Name: "platform ssh", Opts: "p|project= e|environment= A|app= worker= I|instance= pipe all W|no-wait i|identity-file= o|option= r|relationship= y|yes n|no v|verbose q|quiet help|h", Style: Exact,
		Run:      &Run{Kind: RunText, Remote: true, None: "pipe all"},
		Examples: "platform ssh -- 'rm -rf /srv' => delete-r /srv\n" + "upsun ssh -e main 'rm -rf /srv' => delete-r /srv\n" + "platform ssh => -\n" + "upsun ssh -- ls -la !> delete-r /srv\n" + "heroku run:detached -a x 'rm -rf /srv' => delete-r /srv\n"},
	// railway ssh runs its words in the service's container.
	{Name: "railway ssh", Opts: "p|project= s|service= e|environment= d|deployment-instance= help|h", Style: ExactInOrder,
		Run:      &Run{Kind: RunText, Remote: true},
		Examples: "railway ssh -- rm -rf /srv => delete-r /srv\n" + "railway ssh -s api 'rm -rf /srv' => delete-r /srv\n" + "railway ssh => -\n" + "railway ssh ls -la !> delete-r /srv\n"},
	{Name: "upsun", Like: "platform"},
}

// flyMachineExec is the command fly machine exec runs: its last operand after the Machine's
// id, or its only one.
func flyMachineExec(c *Call) (Word, bool) {
	ops := c.Operands()
	switch len(ops) {
	case 0:
		return Word{}, false
	case 1:
		return ops[0], true
	}
	return joinWords(ops[1:], " "), true
}

// ssmCommands is the shell text of an SSM document's parameters: commands (AWS-RunShellScript),
// command (AWS-StartInteractiveCommand), commandLine (AWS-RunRemoteScript), given in the CLI's
// shorthand (commands=CMD, commands=[A,B]) or as JSON; the lines of a list are run in turn.
func ssmCommands(c *Call) (Word, bool) {
	v, ok := c.Value("parameters")
	if !ok {
		return Word{}, false
	}
	if v.Dyn {
		return v, true
	}
	s := strings.TrimSpace(v.S)
	if f, ok := strings.CutPrefix(s, "file://"); ok {
		// The CLI reads the parameters from the file: they are what it holds.
		text, ok := c.ReadCode(c.PathOf(Word{S: f}))
		if !ok {
			return Word{S: s, Dyn: true}, true
		}
		s = strings.TrimSpace(text)
	}
	if strings.HasPrefix(s, "{") {
		var m map[string]any
		if json.Unmarshal([]byte(s), &m) != nil {
			return Word{S: s, Dyn: true}, true // the CLI would refuse it; an unread text is opaque
		}
		var lines []string
		for _, k := range ssmCommandKeys {
			lines = append(lines, jsonLines(m[k])...)
		}
		return Word{S: strings.Join(lines, "\n"), From: v.From}, len(lines) > 0
	}
	for _, k := range ssmCommandKeys {
		if text, ok := shorthandValue(s, k); ok {
			return Word{S: text, From: v.From}, true
		}
	}
	return Word{}, false
}

var ssmCommandKeys = [...]string{"commands", "command", "commandLine"}

// shorthandValue is key's value in the CLI's shorthand key=value,key=[a,b]: a list's items as
// lines; a plain value to the end of the word, as a command may hold commas.
func shorthandValue(s, key string) (string, bool) {
	for i := 0; i < len(s); {
		j := strings.Index(s[i:], key+"=")
		if j < 0 {
			return "", false
		}
		i += j
		if i > 0 && s[i-1] != ',' {
			i += len(key)
			continue
		}
		val := s[i+len(key)+1:]
		if strings.HasPrefix(val, "[") {
			var list []any
			if json.Unmarshal([]byte(val), &list) == nil {
				return strings.Join(jsonLines(list), "\n"), true // commands=["a","b"]
			}
			val = strings.TrimPrefix(val, "[")
			if k := strings.LastIndexByte(val, ']'); k >= 0 {
				val = val[:k]
			}
			return strings.Join(strings.Split(val, ","), "\n"), true
		}
		return val, true
	}
	return "", false
}

// jsonLines is a JSON parameter's text: a string, or a list of them as lines.
func jsonLines(v any) []string {
	switch x := v.(type) {
	case string:
		return []string{x}
	case []any:
		var out []string
		for _, e := range x {
			out = append(out, jsonLines(e)...)
		}
		return out
	}
	return nil
}

// azScripts is the text of az vm run-command invoke --scripts: its value and the operands
// after it, each a line of the script.
func azScripts(c *Call) (Word, bool) {
	v, ok := c.Value("scripts")
	if !ok {
		return Word{}, false
	}
	ws := append([]Word{v}, c.Operands()...)
	for i, w := range ws {
		ws[i] = azFileArg(c, w)
	}
	return joinWords(ws, "\n"), true
}

// azScript is run-command create's --script: its text, or the file an @ names.
func azScript(c *Call) (Word, bool) {
	v, ok := c.Value("script")
	if !ok {
		return Word{}, false
	}
	return azFileArg(c, v), true
}

// azFileArg is an az argument as the CLI takes it: @FILE stands for the file's text, unknown
// where the file cannot be read.
func azFileArg(c *Call, w Word) Word {
	f, ok := strings.CutPrefix(w.S, "@")
	if w.Dyn || !ok {
		return w
	}
	if text, ok := c.ReadCode(c.PathOf(Word{S: f})); ok {
		return Word{S: text}
	}
	return Word{S: w.S, Dyn: true}
}

// gcloudCommand is a gcloud ssh command's remote command: --command, or the --command key of
// the YAML file --flags-file names (gcloud reads its flags from there as if typed), unknown
// where that file cannot be read.
func gcloudCommand(c *Call) (Word, bool) {
	if v, ok := c.Value("command"); ok {
		return v, true
	}
	f, ok := c.Value("flags-file")
	if !ok {
		return Word{}, false
	}
	if f.Dyn {
		return Word{S: f.S, Dyn: true}, true
	}
	text, ok := c.ReadCode(c.PathOf(f))
	if !ok {
		return Word{S: f.S, Dyn: true}, true
	}
	return yamlFlag(text, "--command")
}

// yamlFlag finds a flag's value in a gcloud flags file: KEY: VALUE (quoted or not), or a
// block scalar (| or >) on the lines indented below it.
func yamlFlag(text, key string) (Word, bool) {
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		t := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "- "))
		v, ok := strings.CutPrefix(t, key+":")
		if !ok {
			continue
		}
		v = strings.TrimSpace(v)
		if v != "" && v[0] != '|' && v[0] != '>' {
			if len(v) > 1 && (v[0] == '"' || v[0] == '\'') && v[len(v)-1] == v[0] {
				v = v[1 : len(v)-1]
			}
			return Word{S: v}, true
		}
		indent := len(line) - len(strings.TrimLeft(line, " "))
		var block []string
		for _, l := range lines[i+1:] {
			if strings.TrimSpace(l) != "" && len(l)-len(strings.TrimLeft(l, " ")) <= indent {
				break
			}
			block = append(block, strings.TrimSpace(l))
		}
		return Word{S: strings.Join(block, "\n")}, true
	}
	return Word{}, false
}
