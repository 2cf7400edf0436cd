package align

import (
	"testing"

	"golang.org/x/net/html"
)

func TestProfileURL(t *testing.T) {
	for u, want := range map[string]bool{
		"http://f.test/profile.php?id=18":                      true, // FluxBB
		"http://f.test/user3.html":                             true, // PunBB
		"http://f.test/memberlist.php?mode=viewprofile&u=2":    true, // phpBB
		"http://f.test/member.php?u=7":                         true, // vBulletin
		"http://f.test/member.php?action=profile&uid=7":        true, // MyBB
		"http://f.test/index.php?action=profile;u=7":           true, // SMF
		"http://f.test/members/ann.12/":                        true, // XenForo
		"http://f.test/u/ann":                                  true, // Discourse
		"http://f.test/author/ann/":                            true, // WordPress
		"http://f.test/users/42/ann":                           true, // Stack Exchange
		"http://f.test/userlist.php":                           false,
		"http://f.test/users.html":                             false,
		"http://f.test/memberlist.php":                         false,
		"http://f.test/viewtopic.php?id=5":                     false,
		"http://profile.example/viewtopic.php?id=5":            false, // the host does not count
		"http://f.test/2018/04/03/tips-for-lentil-soup/":       false,
		"http://f.test/forum/user-guide-and-rules/":            false,
		"http://f.test/viewforum.php?f=2&sort=user&dir=asc":    false,
		"http://f.test/search.php?author_id=2&sr=posts&user=x": false,
	} {
		l := Link{URL: u, Node: &html.Node{Type: html.ElementNode, Data: "a"}}
		if got := isProfile(&l); got != want {
			t.Errorf("isProfile(%s) = %v, want %v", u, got, want)
		}
	}
}
