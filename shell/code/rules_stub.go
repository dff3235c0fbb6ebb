package code

var jsRules = [...]rule{{name: "__none__"}}
var rubyRules = [...]rule{{name: "__none__"}}
var perlRules = [...]rule{{name: "__none__"}}
var phpRules = [...]rule{{name: "__none__"}}
var luaRules = [...]rule{{name: "__none__"}}
var awkRules = [...]rule{{name: "__none__"}}
var rRules = [...]rule{{name: "__none__"}}
var juliaRules = [...]rule{{name: "__none__"}}
