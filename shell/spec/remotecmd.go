package spec

import (
	"encoding/json"
	"strings"
)

// remoteCmdSpecs are the cloud CLIs that run shell text on a machine through their own agent,
// not ssh: AWS Systems Manager's documents (send-command's commands, an interactive
// session's command) and Azure's run-command. The text is judged as a remote command, the
// way ssh's is. Sorted by Name.
var remoteCmdSpecs = []Spec{
	{Name: "aws ssm", Opts: awsOpts, Style: ExactInOrder, Subs: true, Group: true},
	{Name: "aws ssm send-command", Opts: awsOpts + " instance-ids= targets= document-name= document-version= document-hash= document-hash-type= timeout-seconds= comment= parameters= output-s3-region= output-s3-bucket-name= output-s3-key-prefix= max-concurrency= max-errors= service-role-arn= notification-config= cloud-watch-output-config= alarm-configuration=", Style: Exact,
		Run: &Run{Remote: true, Value: ssmCommands},
		Examples: "aws ssm send-command --instance-ids i-1 --document-name AWS-RunShellScript --parameters commands='rm -rf /srv' => delete-r /srv\n" +
			"aws ssm send-command --document-name AWS-RunShellScript --targets Key=tag:env,Values=prod --parameters 'commands=[\"echo hi\",\"rm -rf /srv\"]' => delete-r /srv\n" +
			"aws ssm send-command --document-name AWS-RunShellScript --instance-ids i-1 --parameters '{\"commands\":[\"rm -rf /srv\"]}' => delete-r /srv\n" +
			"aws --region eu-west-1 ssm send-command --document-name AWS-RunRemoteScript --parameters commandLine='rm -rf /srv' => delete-r /srv\n" +
			"aws ssm send-command --instance-ids i-1 --document-name AWS-RunShellScript --parameters commands=uptime !> delete-r /srv\n" +
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
	{Name: "az vm", Opts: azOpts, Style: Exact, Subs: true, Group: true},
	{Name: "az vm run-command", Opts: azOpts, Style: Exact, Subs: true, Group: true},
	// run-command create takes one script; invoke takes one or more (--scripts a b).
	{Name: "az vm run-command create", Opts: azOpts + " script= script-uri= vm-name= machine-name= run-command-name= command-id= parameters= protected-parameters= run-as-user= run-as-password= timeout-in-seconds= async-execution output-blob-uri= error-blob-uri= tags=", Style: Exact,
		Run: &Run{Text: "script", Remote: true},
		Examples: "az vm run-command create -g rg --vm-name web --name rc1 --script 'rm -rf /srv' => delete-r /srv\n" + "az connectedmachine run-command create -g rg --machine-name m1 -n rc1 --script 'rm -rf /srv' => delete-r /srv\n" +
			"az vm run-command create -g rg --vm-name web --name rc1 --script-uri https://x/s.sh !> delete-r /srv\n"},
	{Name: "az vm run-command invoke", Opts: azOpts + " command-id= scripts= parameters=", Style: Exact,
		Run: &Run{Remote: true, Value: azScripts},
		Examples: "az vm run-command invoke -g rg -n web --command-id RunShellScript --scripts 'rm -rf /srv' => delete-r /srv\n" +
			"az vm run-command invoke -g rg -n web --command-id RunShellScript --scripts 'echo a' 'rm -rf /srv' => delete-r /srv\n" +
			"az vm run-command invoke -g rg -n web --command-id RunShellScript --scripts uptime !> delete-r /srv\n" + "az vm delete -g rg -n web1 -y => destroy:vm vm web1\n"},
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
	lines := []string{v.S}
	dyn := v.Dyn
	for _, w := range c.Operands() {
		lines = append(lines, w.S)
		dyn = dyn || w.Dyn
	}
	return Word{S: strings.Join(lines, "\n"), Dyn: dyn}, true
}
