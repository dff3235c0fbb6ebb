package code

var luaRules = [...]rule{{name: "__none__"}}
var awkRules = [...]rule{{name: "__none__"}}
var rRules = [...]rule{{name: "__none__"}}
var juliaRules = [...]rule{{name: "__none__"}}
