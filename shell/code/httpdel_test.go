package code

import "testing"

// DeletingURL's table: a request whose URL names a delete, by method.
func TestDeletingURL(t *testing.T) {
	for _, c := range []struct {
		url, method string
		want        bool
	}{
		{"https://api.example.com/projects/42/delete", "POST", true},
		{"https://api.example.com/v1/repos/x/destroy", "POST", true},
		{"https://api.example.com/v1/teams/3/members/9/remove", "PUT", true},
		{"https://api.example.com/v1/cache/purge/", "POST", true},
		{"https://api.example.com/v1/projects/p/instances/i:delete", "POST", true},
		{"https://slack.com/api/chat.delete", "POST", true},
		{"https://api.example.com/api/deleteProject", "POST", true},
		{"https://api.example.com/v1/items:batchDelete", "POST", true},
		{"https://api.example.com/users/bulk_remove", "POST", true},
		{"https://api.example.com/posts/1/delete.json", "POST", true},
		{"https://api.example.com/posts/1/DELETE", "?", true},
		{"/projects/42/delete", "POST", true},
		{"api.example.com/projects/42/delete", "PATCH", true},
		{"https://api.example.com/projects?action=delete&id=4", "GET", true},
		{"https://ec2.example.com/?Action=TerminateInstances", "GET", false},
		{"https://s3.example.com/?Action=DeleteBucket&Bucket=b", "", true},
		{"https://app.example.com/admin.php?op=remove_user&id=3", "POST", true},
		{"https://app.example.com/x?cmd=purge%20all", "POST", true},

		{"https://api.example.com/projects/42/delete", "GET", false},
		{"https://api.example.com/projects/42/delete", "", false},
		{"https://api.example.com/projects/42/delete", "HEAD", false},
		{"https://api.example.com/search?q=delete", "POST", false},
		{"https://api.example.com/search?q=delete", "GET", false},
		{"https://example.com/docs/deleting-things", "POST", false},
		{"https://example.com/blog/how-to-delete-files", "POST", false},
		{"https://api.remove.bg/v1.0/removebg", "POST", false},
		{"https://api.example.com/v1/deletions", "POST", false},
		{"https://api.example.com/delete/42/edit", "POST", false},
		{"https://delete.example.com", "POST", false},
		{"https://delete.example.com/", "POST", false},
		{"https://api.example.com/uploads/drop", "POST", false},
		{"https://api.example.com/notes?note=action=delete", "POST", false},
		{"https://api.example.com/notes#action=delete", "GET", false},
	} {
		if _, got := DeletingURL(c.url, c.method); got != c.want {
			t.Errorf("DeletingURL(%q, %q) = %v, want %v", c.url, c.method, got, c.want)
		}
	}
}
