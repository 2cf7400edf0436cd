package align

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
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
		"http://f.test/index.php?t=usrinfo&id=7&":              true, // FUDforum
		"http://f.test/community/participant/ann/":             true, // wpForo
		"http://f.test/community/participants/":                false,
		"http://f.test/userinfo.php?id=7":                      true,
		"http://f.test/user.php?id.27":                         true, // e107
		"http://f.test/mvnforum/viewmember?member=ann":         true, // mvnForum
		"http://f.test/index.php?showuser=7":                   true, // IP.Board 2
		"http://f.test/user.php":                               false,
		"http://f.test/viewmembers":                            false,
		"http://f.test/userinformation/":                       false,
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
		if got := IsProfile(&l); got != want {
			t.Errorf("IsProfile(%s) = %v, want %v", u, got, want)
		}
	}
}

// A page's links resolve against its first <base href>, wherever it sits,
// and only links a crawler can follow resolve at all.
func TestResolve(t *testing.T) {
	page, _ := url.Parse("http://f.test/dir/page.html")
	for _, tc := range []struct {
		name, doc, href, want string
	}{
		{"relative to the page", `<p>`, "b.html#x", "http://f.test/dir/b.html"},
		{"base in head", `<head><base href="/other/"><base href="/ignored/"></head>`, "x", "http://f.test/other/x"},
		{"base in the body", `<body><p>text</p><base href="http://g.test/b/">`, "x", "http://g.test/b/x"},
		{"a base without href", `<head><base target="_blank"><base href="/second/"></head>`, "x", "http://f.test/second/x"},
		{"spaces", `<p>`, "  /c  ", "http://f.test/c"},
		{"in-page", `<p>`, "#top", ""},
		{"empty", `<p>`, "", ""},
		{"script", `<p>`, "javascript:void(0)", ""},
		{"mail", `<p>`, "mailto:a@f.test", ""},
		{"no host", `<p>`, "http:relative", ""},
	} {
		root, err := html.Parse(strings.NewReader(tc.doc))
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		if u, ok := Resolve(BaseURL(root, page), tc.href); ok {
			got = u.String()
		}
		if got != tc.want {
			t.Errorf("%s: Resolve(%q) = %q, want %q", tc.name, tc.href, got, tc.want)
		}
	}
}

// A link to an element of the page itself under another URL is one of the
// page's own posts (phpBB's viewtopic.php?p=45#p45, Drupal's
// comment/12#comment-12), not another page; a section name (#comments)
// may end every pager link and is not.
func TestPermalink(t *testing.T) {
	page := `<div id="p45"><a href="viewtopic.php?p=45#p45">#1</a></div>
<a id="comment-12"></a><div><h3><a href="/comment/12#comment-12">Re: tyres</a></h3></div>
<div id="comments"><a href="/node/3?page=1#comments">2</a></div>
<a href="viewtopic.php?p=99#p99">last post</a>
<a name="msg7"></a><a href="index.php?topic=3.msg7#msg7">Re: oil</a>`
	d, err := Parse(strings.NewReader(page), "http://f.test/viewtopic.php?t=3")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{
		"http://f.test/viewtopic.php?p=45":     true,
		"http://f.test/comment/12":             true,
		"http://f.test/node/3?page=1":          false,
		"http://f.test/viewtopic.php?p=99":     false, // a post on another page
		"http://f.test/index.php?topic=3.msg7": true,
	}
	links := d.Links()
	if len(links) != len(want) {
		t.Fatalf("%d links, want %d", len(links), len(want))
	}
	for _, l := range links {
		if l.Permalink != want[l.URL] {
			t.Errorf("%s: Permalink %v, want %v", l.URL, l.Permalink, want[l.URL])
		}
	}
}

// An icon font's ligature ("chevron_right", drawn as an arrow) is no
// anchor text: the link's title says what it does.
func TestAnchorIconFont(t *testing.T) {
	page := `<html><body>
<a href="/?cursor=9" title="Go to next page"><span class="material-icon">chevron_right</span></a>
<a href="/last" title="Last"><i class="material-icons-outlined">last_page</i> Last page</a>
<a href="/next"><span class="material-symbols-rounded">arrow_forward</span></a>
<a href="/t/1/" title="Thread"><span class="icon">Help with my modem</span></a>
</body></html>`
	d, err := Parse(strings.NewReader(page), "http://f.test/")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range d.Links() {
		got = append(got, l.Anchor)
	}
	want := []string{"Go to next page", "last_page Last page", "", "Help with my modem"}
	if !slices.Equal(got, want) {
		t.Errorf("anchors %q, want %q", got, want)
	}
}

// Anchor reads a link as learning and the crawl both do.
func TestAnchor(t *testing.T) {
	for _, c := range []struct{ link, want string }{
		{`<a href="/t/1">  Help with
my   modem </a>`, "Help with my modem"},
		{`<a href="/t/1"><div>Title</div><div>by anna</div></a>`, "Title by anna"},
		{`<a href="/p/2"><img src="next.gif" alt="Next page"></a>`, "Next page"},
		{`<a href="/p/2" title="Go to next page"><span class="material-icon">chevron_right</span></a>`, "Go to next page"},
		{`<a href="/p/2">2<script>track()</script><span hidden>skip</span></a>`, "2"},
		{`<a href="/p/2" title="Page 2"></a>`, "Page 2"},
		{`<map><area href="/p/2" alt="Next"></map>`, "Next"},
		{`<a href="?page=1"><span aria-hidden="true">Prev</span><span class="visually-hidden">Prev</span></a>`, "Prev"},
		{`<a href="?page=3"><i class="fa fa-chevron-right"></i><span class="sr-only">Next page</span></a>`, "Next page"},
		{`<a href="/node/80">Read more<span class="element-invisible"> about Help with my modem</span></a>`, "Read more about Help with my modem"},
	} {
		doc, err := html.Parse(strings.NewReader("<html><body>" + c.link + "</body></html>"))
		if err != nil {
			t.Fatal(err)
		}
		var a *html.Node
		for n := range doc.Descendants() {
			if a == nil && (n.DataAtom == atom.A || n.DataAtom == atom.Area) {
				a = n
			}
		}
		if got := Anchor(a); got != c.want {
			t.Errorf("Anchor(%s) = %q, want %q", c.link, got, c.want)
		}
	}
}
