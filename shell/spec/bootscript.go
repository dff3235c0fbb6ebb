package spec

import (
	"encoding/base64"
	"encoding/json"
	"strings"
	"unicode/utf8"
)

// bootScriptSpecs are the cloud CLIs that set the script a VM runs as root when it next boots
// (and at each boot after, for a startup script): GCE metadata's startup-script (on create,
// add-metadata, an instance template, or the project's metadata every VM without its own
// reads), EC2's user data (run-instances, modify-instance-attribute), Azure's custom data (az
// vm create, az vmss create), which cloud-init runs. The script is judged as a remote command,
// as the text of ssh or az vm run-command is. A script only a URL names (startup-script-url)
// is not known here, as az run-command's --script-uri is not. Sorted by Name.
var bootScriptSpecs = []Spec{
	{Name: "aws ec2", Opts: awsOpts, Style: ExactInOrder, Subs: true, Group: true},
	{Name: "aws ec2 create-launch-template", Opts: awsOpts + " launch-template-name= launch-template-id= version-description= launch-template-data= client-token= tag-specifications= source-version= resolve-alias operator=",
		Style: Exact, Run: &Run{Remote: true, Value: ec2TemplateUserData, None: "dry-run generate-cli-skeleton"},
		Examples: "aws ec2 create-launch-template --launch-template-name t --launch-template-data '{\"ImageId\": \"ami-1\", \"UserData\": \"cm0gLXJmIC9zcnY=\"}' => delete-r /srv\n" +
			"aws ec2 create-launch-template --launch-template-name t --launch-template-data ImageId=ami-1,UserData=cm0gLXJmIC9zcnY= => delete-r /srv\n" +
			"printf '{\"UserData\": \"cm0gLXJmIC9zcnY=\"}' > lt.json; aws ec2 create-launch-template --launch-template-name t --launch-template-data file://lt.json => delete-r /srv\n" +
			"aws ec2 create-launch-template-version --launch-template-id lt-1 --source-version 1 --launch-template-data '{\"UserData\": \"cm0gLXJmIC9zcnY=\"}' => delete-r /srv\n" +
			"aws ec2 create-launch-template --cli-input-json '{\"LaunchTemplateName\": \"t\", \"LaunchTemplateData\": {\"UserData\": \"cm0gLXJmIC9zcnY=\"}}' => delete-r /srv\n" +
			"aws ec2 create-launch-template --launch-template-name t --launch-template-data '{\"UserData\": \"bHMgLXJmIC9zcnY=\"}' !> delete-r /srv\n" +
			"aws ec2 create-launch-template --launch-template-name t --launch-template-data '{\"ImageId\": \"ami-1\"}' => -\n"},
	{Name: "aws ec2 create-launch-template-version", Like: "aws ec2 create-launch-template"},
	{Name: "aws ec2 modify-instance-attribute", Opts: awsOpts + " instance-id= attribute= value= user-data= source-dest-check no-source-dest-check disable-api-termination no-disable-api-termination instance-type= kernel= ramdisk= groups= ebs-optimized no-ebs-optimized sriov-net-support= ena-support no-ena-support block-device-mappings= instance-initiated-shutdown-behavior= disable-api-stop no-disable-api-stop",
		Style: Exact, Run: &Run{Remote: true, Value: ec2UserDataAttr, None: "dry-run generate-cli-skeleton"},
		Examples: "aws ec2 modify-instance-attribute --instance-id i-1 --user-data Value=cm0gLXJmIC9zcnY= => delete-r /srv\n" +
			"aws ec2 modify-instance-attribute --instance-id i-1 --attribute userData --value cm0gLXJmIC9zcnY= => delete-r /srv\n" +
			"echo 'rm -rf /srv' > u.sh; aws ec2 modify-instance-attribute --instance-id i-1 --user-data Value=fileb://u.sh => delete-r /srv\n" +
			"aws ec2 modify-instance-attribute --instance-id i-1 --user-data '{\"Value\": \"cm0gLXJmIC9zcnY=\"}' => delete-r /srv\n" +
			"aws ec2 modify-instance-attribute --instance-id i-1 --user-data Value=bHMgLXJmIC9zcnY= !> delete-r /srv\n" +
			"aws ec2 modify-instance-attribute --instance-id i-1 --attribute instanceType --value m5.large !> delete-r /srv\n"},
	{Name: "aws ec2 run-instances", Opts: awsOpts + " image-id= instance-type= key-name= security-group-ids= security-groups= subnet-id= count= user-data= launch-template= iam-instance-profile= tag-specifications= block-device-mappings= placement= network-interfaces= private-ip-address= client-token= metadata-options= associate-public-ip-address no-associate-public-ip-address",
		Style: Exact, Run: &Run{Remote: true, Value: ec2UserData, None: "dry-run generate-cli-skeleton"},
		Examples: "aws ec2 run-instances --image-id ami-1 --user-data 'rm -rf /srv' => delete-r /srv\n" +
			"echo 'rm -rf /srv' > u.sh; aws ec2 run-instances --image-id ami-1 --user-data file://u.sh => delete-r /srv\n" +
			"aws --region eu-west-1 ec2 run-instances --image-id ami-1 --user-data $'#cloud-config\\nruncmd:\\n  - rm -rf /srv\\n' => delete-r /srv\n" +
			"aws ec2 run-instances --image-id ami-1 --user-data $'#cloud-config\\nruncmd:\\n  - [sh, -c, \"rm -rf /srv\"]\\n' => delete-r /srv\n" +
			"aws ec2 run-instances --cli-input-json '{\"ImageId\": \"ami-1\", \"UserData\": \"cm0gLXJmIC9zcnY=\"}' => delete-r /srv\n" +
			"aws ec2 run-instances --image-id ami-1 --user-data 'rm -rf /srv' --dry-run !> delete-r /srv\n" +
			"aws ec2 run-instances --image-id ami-1 --user-data 'apt-get update' !> delete-r /srv\n" + "aws ec2 run-instances --image-id ami-1 => -\n" +
			"aws ec2 terminate-instances --instance-ids i-0abc => destroy:vm ec2 instance i-0abc\n"},
	{Name: "az vm create", Opts: azOpts + " image= size= admin-username= admin-password= ssh-key-values= generate-ssh-keys authentication-type= vnet-name= subnet= public-ip-address= nsg= custom-data= user-data= zone= os-disk-size-gb= assign-identity= scope= role= tags=",
		Style: Exact, Run: &Run{Remote: true, Value: azCustomData, None: "help"},
		Examples: "az vm create -g rg -n web --image Ubuntu2204 --custom-data 'rm -rf /srv' => delete-r /srv\n" +
			"echo 'rm -rf /srv' > init.sh; az vm create -g rg -n web --image Ubuntu2204 --custom-data init.sh => delete-r /srv\n" +
			"echo 'rm -rf /srv' > init.sh; az vm create -g rg -n web --image Ubuntu2204 --custom-data @init.sh => delete-r /srv\n" +
			"az vmss create -g rg -n pool --image Ubuntu2204 --custom-data 'rm -rf /srv' => delete-r /srv\n" +
			"az vm create -g rg -n web --image Ubuntu2204 --custom-data 'apt-get update' !> delete-r /srv\n" + "az vm create -g rg -n web --image Ubuntu2204 => -\n"},
	{Name: "az vmss", Opts: azOpts, Style: Exact, Subs: true, Group: true},
	{Name: "az vmss create", Like: "az vm create"},
	{Name: "gcloud compute instance-templates", Opts: gcloudOpts, Style: Exact, Subs: true, Group: true},
	{Name: "gcloud compute instance-templates create", Like: "gcloud compute instances create"},
	{Name: "gcloud compute instances", Opts: gcloudOpts, Style: Exact, Subs: true, Group: true},
	{Name: "gcloud compute instances add-metadata", Opts: gcloudOpts + " metadata= metadata-from-file=", Style: Exact,
		Run: &Run{Remote: true, Value: gceStartupScript, None: "help"},
		Examples: "gcloud compute instances add-metadata web-1 --metadata startup-script='rm -rf /srv' => delete-r /srv\n" +
			"gcloud compute instances add-metadata web-1 --zone z --metadata=enable-oslogin=TRUE,startup-script='rm -rf /srv' => delete-r /srv\n" +
			"gcloud compute instances add-metadata web-1 --metadata '^:^startup-script=echo a,b; rm -rf /srv:enable-oslogin=TRUE' => delete-r /srv\n" +
			"echo 'rm -rf /srv' > boot.sh; gcloud compute instances add-metadata web-1 --metadata-from-file startup-script=boot.sh => delete-r /srv\n" +
			"gcloud beta compute instances add-metadata web-1 --metadata shutdown-script='rm -rf /srv' => delete-r /srv\n" +
			"gcloud compute project-info add-metadata --metadata startup-script='rm -rf /srv' => delete-r /srv\n" +
			"gcloud compute instances add-metadata web-1 --metadata startup-script='ls -rf /srv' !> delete-r /srv\n" +
			"gcloud compute instances add-metadata web-1 --metadata note='rm -rf /srv' !> delete-r /srv\n" +
			"gcloud compute instances add-metadata web-1 --metadata startup-script-url=gs://b/s.sh => -\n" +
			"gcloud compute instances delete web-1 => destroy:vm compute instances web-1\n"},
	{Name: "gcloud compute instances create", Opts: gcloudOpts + " metadata= metadata-from-file= machine-type= image= image-family= image-project= boot-disk-size= boot-disk-type= network= subnet= tags= labels= service-account= scopes= preemptible spot",
		Style: Exact, Run: &Run{Remote: true, Value: gceStartupScript, None: "help"},
		Examples: "gcloud compute instances create web-1 --image-family debian-12 --metadata startup-script='rm -rf /srv' => delete-r /srv\n" +
			"gcloud compute instance-templates create t1 --metadata=startup-script='rm -rf /srv' => delete-r /srv\n" +
			"gcloud compute instances create web-1 --metadata user-data=$'#cloud-config\\nbootcmd:\\n- rm -rf /srv\\n' => delete-r /srv\n" +
			"gcloud compute instances create web-1 --image-family debian-12 => -\n" +
			"printf -- '--metadata: startup-script=rm -rf /srv\\n' > f.yaml; gcloud compute instances create web-1 --flags-file=f.yaml => delete-r /srv\n" +
			"printf -- '--zone: z\\n--metadata:\\n  enable-oslogin: TRUE\\n  startup-script: |\\n    echo a\\n    rm -rf /srv\\n' > f.yaml; gcloud compute instances create web-1 --flags-file f.yaml => delete-r /srv\n" +
			"printf 'rm -rf /srv\\n' > b.sh; printf -- '--metadata-from-file:\\n  startup-script: b.sh\\n' > f.yaml; gcloud compute instance-templates create t1 --flags-file f.yaml => delete-r /srv\n" +
			"printf -- '--metadata:\\n  startup-script: ls -rf /srv\\n  note: rm -rf /srv\\n' > f.yaml; gcloud compute instances create web-1 --flags-file f.yaml !> delete-r /srv\n" +
			"gcloud compute instances create w-1 --metadata windows-startup-script-ps1='Remove-Item -Recurse -Force /srv' => delete-r /srv\n" +
			"gcloud compute instances create w-1 --metadata sysprep-specialize-script-cmd='echo a' --metadata-from-file windows-startup-script-bat=s.bat !> delete-r /srv\n" +
			"printf 'echo a\\r\\nrd /s /q C:\\\\srv\\r\\n' > s.cmd; gcloud compute instances add-metadata w-1 --metadata-from-file windows-shutdown-script-cmd=s.cmd => delete-r C:/srv\n" +
			"gcloud compute instances create w-1 --metadata windows-startup-script-url=gs://b/s.ps1 => -\n"},
	{Name: "gcloud compute project-info", Opts: gcloudOpts, Style: Exact, Subs: true, Group: true},
	{Name: "gcloud compute project-info add-metadata", Like: "gcloud compute instances add-metadata"},
}

// gceStartupScript is the script GCE metadata gives a VM to run as it boots or shuts down:
// the startup-script, shutdown-script or (cloud-init's) user-data key of --metadata, or the
// file --metadata-from-file names for one. Several are run one after another.
func gceStartupScript(c *Call) (Word, bool) {
	var scripts []Word
	add := func(key string, w Word, fromFile bool) {
		lang := gceScriptKey(key)
		if lang == gceNone {
			return
		}
		ok := true
		if fromFile {
			w, ok = bootFile(c, w)
		}
		if ok {
			scripts = append(scripts, gceScriptText(lang, bootText(w)))
		}
	}
	for _, o := range c.P.Opts {
		if !o.Set || o.Name != "metadata" && o.Name != "metadata-from-file" {
			continue
		}
		for _, kv := range gcloudDict(o.Value.S) {
			add(kv[0], Word{S: kv[1], Dyn: o.Value.Dyn, From: o.Value.From}, o.Name == "metadata-from-file")
		}
	}
	if f, ok := c.Value("flags-file"); ok {
		gceFlagsFileScripts(c, f, add)
	}
	if len(scripts) == 0 {
		return Word{}, false
	}
	return joinWords(scripts, "\n"), true
}

// gceFlagsFileScripts reads the --metadata and --metadata-from-file of the YAML file
// --flags-file names, which gcloud takes as if typed: a KEY=VALUE string, or a mapping of keys
// on the lines indented below the flag. A file that cannot be read may set any script.
func gceFlagsFileScripts(c *Call, f Word, add func(key string, w Word, fromFile bool)) {
	text, ok := "", false
	if !f.Dyn {
		text, ok = c.ReadCode(c.PathOf(f))
	}
	if !ok {
		add("startup-script", Word{S: f.S, Dyn: true}, false)
		return
	}
	for _, flag := range [...]string{"--metadata", "--metadata-from-file"} {
		if v, ok := yamlFlag(text, flag); ok && strings.Contains(v.S, "=") && !strings.Contains(v.S, "\n") {
			for _, kv := range gcloudDict(v.S) {
				add(kv[0], Word{S: kv[1]}, flag == "--metadata-from-file")
			}
			continue
		}
		for _, kv := range yamlMapping(text, flag) {
			add(kv[0], Word{S: kv[1]}, flag == "--metadata-from-file")
		}
	}
}

// yamlMapping is the mapping a flags file gives a flag on the lines indented below it
// (--metadata:\n  startup-script: |\n    ...), each key with its value as yamlFlag reads it.
func yamlMapping(text, flag string) [][2]string {
	lines := strings.Split(text, "\n")
	var out [][2]string
	for i, line := range lines {
		t := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "- "))
		if t != flag+":" {
			continue
		}
		indent := len(line) - len(strings.TrimLeft(line, " "))
		var body []string
		for _, l := range lines[i+1:] {
			if strings.TrimSpace(l) != "" && len(l)-len(strings.TrimLeft(l, " ")) <= indent {
				break
			}
			body = append(body, l)
		}
		inner := -1
		for j, l := range body {
			ind := len(l) - len(strings.TrimLeft(l, " "))
			if strings.TrimSpace(l) == "" || inner >= 0 && ind > inner {
				continue
			}
			inner = ind
			k, _, ok := strings.Cut(strings.TrimSpace(l), ":")
			if !ok {
				continue
			}
			if v, ok := yamlFlag(strings.Join(body[j:], "\n"), k); ok {
				out = append(out, [2]string{unquoteYAML(k), v.S})
			}
		}
	}
	return out
}

// The languages of GCE's boot script keys: sh for Linux, PowerShell and cmd for Windows.
const (
	gceNone = iota
	gceSh
	gcePowerShell
	gceCmd
)

// gceScriptKey is the language of the script a metadata key gives a VM to run as it boots or
// shuts down, gceNone for any other key (a -url key names a script that is not known here).
func gceScriptKey(k string) int {
	k = strings.TrimSpace(k)
	switch k {
	case "startup-script", "shutdown-script", "user-data":
		return gceSh
	}
	for _, pre := range [...]string{"windows-startup-script-", "windows-shutdown-script-", "sysprep-specialize-script-"} {
		switch strings.TrimPrefix(k, pre) {
		case "ps1":
			return gcePowerShell
		case "cmd", "bat":
			return gceCmd
		}
	}
	return gceNone
}

// gceScriptText is a boot script as the shell text that runs it: a Windows script is handed to
// PowerShell, or to cmd line by line, as a Windows VM's agent does.
func gceScriptText(lang int, w Word) Word {
	if w.Dyn {
		return w
	}
	switch lang {
	case gcePowerShell:
		w.S = "pwsh -Command " + ShellQuote(w.S)
	case gceCmd:
		var lines []string
		for _, l := range strings.Split(w.S, "\n") {
			if l = strings.TrimSpace(l); l != "" {
				lines = append(lines, "cmd /c "+ShellQuote(l))
			}
		}
		w.S = strings.Join(lines, "\n")
	}
	return w
}

// gcloudDict splits a gcloud dictionary flag's value, KEY=VALUE pairs joined by commas, or by
// the delimiter a leading ^D^ names (--metadata '^:^startup-script=a,b:k=v').
func gcloudDict(s string) [][2]string {
	sep := ","
	if len(s) > 2 && s[0] == '^' {
		if i := strings.IndexByte(s[1:], '^'); i > 0 {
			sep, s = s[1:1+i], s[2+i:]
		}
	}
	var out [][2]string
	for _, item := range strings.Split(s, sep) {
		if k, v, ok := strings.Cut(item, "="); ok {
			out = append(out, [2]string{k, v})
		}
	}
	return out
}

// ec2UserData is run-instances' --user-data: its text, or the file a file:// or fileb:// names
// (the CLI encodes it); without it, the UserData of --cli-input-json, base64 as the API takes
// it.
func ec2UserData(c *Call) (Word, bool) {
	v, ok := c.Value("user-data")
	if !ok {
		return cliInputUserData(c)
	}
	v, ok = awsFileArg(c, v)
	return bootText(v), ok
}

// cliInputUserData is the UserData an aws command's --cli-input-json gives, inline or in the
// file a file:// names.
func cliInputUserData(c *Call) (Word, bool) {
	var m struct{ UserData string }
	if !cliInput(c, &m) || m.UserData == "" {
		return Word{}, false
	}
	return bootText(Word{S: unBase64(m.UserData)}), true
}

// cliInput decodes an aws command's --cli-input-json, inline or in the file a file:// names,
// into m; false where it is not given, not JSON, or only known when the line runs (a script
// only known then is not judged, as ssh "$CMD"'s is not).
func cliInput(c *Call, m any) bool {
	in, ok := c.Value("cli-input-json")
	if !ok {
		return false
	}
	if in, ok = awsFileArg(c, in); !ok || in.Dyn {
		return false
	}
	return json.Unmarshal([]byte(in.S), m) == nil
}

// ec2TemplateUserData is the UserData of a launch template's data (--launch-template-data as
// JSON, in the CLI's shorthand, or in the file a file:// names; else LaunchTemplateData of
// --cli-input-json), base64 as the API takes it: every instance run-instances --launch-template
// starts from the template runs it as it boots.
func ec2TemplateUserData(c *Call) (Word, bool) {
	v, ok := c.Value("launch-template-data")
	if !ok {
		var m struct{ LaunchTemplateData json.RawMessage }
		if !cliInput(c, &m) || len(m.LaunchTemplateData) == 0 {
			return Word{}, false
		}
		v = Word{S: string(m.LaunchTemplateData)}
	}
	if v, ok = awsFileArg(c, v); !ok || v.Dyn {
		return v, ok
	}
	s := strings.TrimSpace(v.S)
	var m struct{ UserData string }
	switch {
	case strings.HasPrefix(s, "{"):
		if json.Unmarshal([]byte(s), &m) != nil {
			return Word{S: v.S, Dyn: true}, true // not JSON the CLI takes; what it means is not known
		}
	default:
		m.UserData, _ = shorthandValue(s, "UserData")
	}
	if m.UserData == "" {
		return Word{}, false
	}
	return bootText(Word{S: unBase64(m.UserData)}), true
}

// ec2UserDataAttr is the user data modify-instance-attribute sets: --user-data's Value (in the
// CLI's shorthand, as JSON, or in the file a file:// names), or --value with --attribute
// userData; base64 as the API takes it, or the file a fileb:// names.
func ec2UserDataAttr(c *Call) (Word, bool) {
	v, ok := c.Value("user-data")
	if !ok {
		a, has := c.Value("attribute")
		if !has || !a.Dyn && !strings.EqualFold(a.S, "userData") {
			return Word{}, false
		}
		if v, ok = c.Value("value"); !ok {
			return Word{}, false
		}
	} else if !v.Dyn {
		if v, ok = awsFileArg(c, v); !ok {
			return Word{}, false
		}
		s := strings.TrimSpace(v.S)
		var m struct{ Value string }
		switch {
		case v.Dyn:
		case strings.HasPrefix(s, "{") && json.Unmarshal([]byte(s), &m) == nil:
			v.S = m.Value
		default:
			if val, ok := shorthandValue(s, "Value"); ok {
				v.S = val
			}
		}
	}
	if v.Dyn {
		return bootText(v), true
	}
	if f, ok := strings.CutPrefix(v.S, "fileb://"); ok {
		v, ok = bootFile(c, Word{S: f})
		return bootText(v), ok
	}
	if v, ok = awsFileArg(c, v); ok && !v.Dyn {
		v.S = unBase64(v.S)
	}
	return bootText(v), ok
}

// awsFileArg is an aws argument as the CLI takes it: file:// and fileb:// stand for the file's
// content (bootFile).
func awsFileArg(c *Call, w Word) (Word, bool) {
	if w.Dyn {
		return w, true
	}
	for _, pre := range [...]string{"file://", "fileb://"} {
		if f, ok := strings.CutPrefix(w.S, pre); ok {
			return bootFile(c, Word{S: f})
		}
	}
	return w, true
}

// azCustomData is az vm create's --custom-data: a file's text where the value names one (the
// CLI reads it then, as it reads any @FILE), else the text itself.
func azCustomData(c *Call) (Word, bool) {
	v, ok := c.Value("custom-data")
	if !ok {
		return Word{}, false
	}
	if strings.HasPrefix(v.S, "@") {
		return bootText(azFileArg(c, v)), true
	}
	if !v.Dyn && !strings.ContainsRune(v.S, '\n') {
		if text, ok := c.ReadCode(c.PathOf(v)); ok {
			return bootText(Word{S: text}), true
		}
	}
	return bootText(v), true
}

// bootFile is the text of the file w names, unknown where it cannot be read (as az's @FILE
// and the aws CLI's file:// are elsewhere); ok is false where no such file is there nor written
// earlier on the line: the CLI refuses, and no script is set.
func bootFile(c *Call, w Word) (Word, bool) {
	if w.Dyn {
		return w, true
	}
	p := c.PathOf(w)
	if text, ok := c.ReadCode(p); ok {
		return Word{S: text}, true
	}
	if fs := c.In.FS; fs != nil && !c.In.Remote && p.Abs != "" && !fs.Exists(p.Abs) && !fs.WrittenBefore(p.Abs) {
		return Word{}, false
	}
	return Word{S: w.S, Dyn: true}, true
}

// unBase64 is s decoded where it is base64 of text, else s as it is.
func unBase64(s string) string {
	t := strings.TrimSpace(s)
	if len(t) < 4 || len(t)%4 != 0 || strings.ContainsAny(t, " \n\t") {
		return s
	}
	b, err := base64.StdEncoding.DecodeString(t)
	if err != nil || !utf8.Valid(b) || strings.IndexByte(string(b), 0) >= 0 {
		return s
	}
	return string(b)
}

// bootText is the shell text a boot script holds: the script itself, or for cloud-init's
// #cloud-config the commands of its runcmd and bootcmd lists (a string is run by sh, a list is
// an argv, quoted here so that sh reads the same words).
func bootText(w Word) Word {
	if w.Dyn || !strings.HasPrefix(strings.TrimSpace(w.S), "#cloud-config") {
		return w
	}
	return Word{S: strings.Join(cloudConfigCommands(w.S), "\n"), From: w.From}
}

// cloudConfigCommands are the items of a cloud-config's runcmd and bootcmd lists: a plain or
// quoted string, a block scalar (- |), or a flow list ([sh, -c, "..."]).
func cloudConfigCommands(text string) []string {
	lines := strings.Split(text, "\n")
	var out []string
	in := false
	for i := 0; i < len(lines); i++ {
		l := strings.TrimRight(lines[i], " \r\t")
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		if l[0] != ' ' && l[0] != '-' {
			in = t == "runcmd:" || t == "bootcmd:"
			continue
		}
		item, ok := strings.CutPrefix(t, "-")
		if !in || !ok {
			continue
		}
		item = strings.TrimSpace(item)
		switch {
		case item == "|" || item == ">" || item == "|-" || item == ">-":
			indent := len(l) - len(strings.TrimLeft(l, " "))
			var block []string
			for i+1 < len(lines) && (strings.TrimSpace(lines[i+1]) == "" || len(lines[i+1])-len(strings.TrimLeft(lines[i+1], " ")) > indent) {
				i++
				block = append(block, strings.TrimSpace(lines[i]))
			}
			out = append(out, strings.Join(block, "\n"))
		case strings.HasPrefix(item, "[") && strings.HasSuffix(item, "]"):
			var argv []string
			for _, a := range flowItems(item[1 : len(item)-1]) {
				argv = append(argv, ShellQuote(unquoteYAML(strings.TrimSpace(a))))
			}
			out = append(out, strings.Join(argv, " "))
		default:
			out = append(out, unquoteYAML(item))
		}
	}
	return out
}

// flowItems splits a YAML flow list's text at the commas outside quotes.
func flowItems(s string) []string {
	var out []string
	start, quote := 0, byte(0)
	for i := 0; i < len(s); i++ {
		switch ch := s[i]; {
		case quote != 0:
			if ch == quote {
				quote = 0
			}
		case ch == '"' || ch == '\'':
			quote = ch
		case ch == ',':
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// unquoteYAML drops the quotes around a YAML scalar.
func unquoteYAML(s string) string {
	if len(s) > 1 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	return s
}
