package entry

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"focus/align"
)

func parsed(t *testing.T, body string) *page {
	t.Helper()
	d, err := align.Parse(strings.NewReader("<html><body>"+body+"</body></html>"), "http://example.com/forum/viewtopic.php?t=9")
	if err != nil {
		t.Fatal(err)
	}
	p := &page{}
	analyse(p, d, func(align.Link) bool { return false })
	return p
}

func TestTrail(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		want       []string
	}{
		{"named", `<ul class="linklist navlinks"><li class="breadcrumbs"><span class="crumb"><a href="/">Home</a></span><span class="crumb"><a href="index.php">Board index</a></span></li></ul>`,
			[]string{"http://example.com/", "http://example.com/forum/index.php"}},
		{"separated (Discuz)", `<div class="bm cl"><div class="z"><a href="/" class="nvhm">Site</a><em>&raquo;</em><a href="forum.php">Forum</a> <em>&rsaquo;</em> <a href="forum.php?fid=1">Board</a> <em>&rsaquo;</em> <a href="viewtopic.php?t=9">Topic</a></div></div>`,
			[]string{"http://example.com/", "http://example.com/forum/forum.php", "http://example.com/forum/forum.php?fid=1", "http://example.com/forum/viewtopic.php?t=9"}},
		{"the trail list beside another (Invision)", `<nav class="ipsBreadcrumb"><ul class="ipsPos_right"><li><a href="/discover/">All Activity</a></li></ul><ul data-role="breadcrumbList"><li><a href="/">Home</a></li></ul></nav>`,
			[]string{"http://example.com/"}},
		{"schema.org", `<ol itemscope itemtype="https://schema.org/BreadcrumbList"><li><a href="/">Start</a></li><li><a href="/f/1">Cars</a></li></ol>`,
			[]string{"http://example.com/", "http://example.com/f/1"}},
		{"a menu is no trail", `<div><a href="/">Home</a> | <a href="/faq">FAQ</a> | <a href="/members">Members</a></div>`, nil},
		{"arrows after a slashed menu (JForum)", `<span class="mainmenu"><a href="/user/insert.page">Register</a> / <a href="/user/login.page">Login</a></span><span class="nav"><a href="/forums/list.page">Forum Index</a> &raquo; <a href="/forums/show/1.page">Cars</a></span>`,
			[]string{"http://example.com/forums/list.page", "http://example.com/forums/show/1.page"}},
		{"the current page in plain text, then its feed (DjangoBB)", `<ul><li><a href="/forum/">Root</a></li><li>&raquo; <a href="/forum/2/">Europe</a></li><li>&raquo; Anyone else struggling? <a href="/forum/feeds/topic/9/"><img src="/feed.png" alt="[RSS Feed]"></a></li></ul>`,
			[]string{"http://example.com/forum/", "http://example.com/forum/2/"}},
		{"after the buttons of the page (mwForum)", `<div class="hcl"><span class="nav"><a href="prevnext.pl?tid=9;dir=prev"><img src="/p.png" alt="Previous"></a> <a href="prevnext.pl?tid=9;dir=next"><img src="/n.png" alt="Next"></a> <a href="board_show.pl?tid=9"><img src="/u.png" alt="Up"></a></span> <span class="htt">Topic</span> <a href="forum_show.pl#bid8">Trip Reports</a> / <a href="board_show.pl?tid=9#tid9">Souvenirs</a> / Update on my cruise</div>`,
			[]string{"http://example.com/forum/forum_show.pl", "http://example.com/forum/board_show.pl?tid=9"}},
		{"slashes alone", `<div><a href="/">Home</a> / <a href="/forums/">Forums</a> / <a href="/forums/cars/">Cars</a></div>`,
			[]string{"http://example.com/", "http://example.com/forums/", "http://example.com/forums/cars/"}},
	} {
		if got := parsed(t, tc.body).trail; !slices.Equal(got, tc.want) {
			t.Errorf("%s: trail %q, want %q", tc.name, got, tc.want)
		}
	}
}

// The home links of a page: its logo (one link, not a list classed like
// one, as phpBB's board titles are), rel links, anchors named like home.
func TestHomes(t *testing.T) {
	p := parsed(t, `<div id="logo"><a href="/"><img src="/l.png" alt="Site"></a></div>
<a href="/forum/">Forenübersicht</a> <a href="/shop/">Community forum</a> <a rel="up" href="/forum/viewforum.php?f=2">Cars</a> <a href="/faq">FAQ</a>
<ul class="topiclist forums"><li class="row"><a href="viewforum.php?f=3" class="forumtitle">Vans</a></li><li class="row"><a href="viewforum.php?f=4" class="forumtitle">Bikes</a></li></ul>`)
	want := map[string]string{
		"http://example.com/":                        "logo",
		"http://example.com/forum/":                  "named Forenübersicht",
		"http://example.com/forum/viewforum.php?f=2": "rel=up",
	}
	if len(p.homes) != len(want) {
		t.Errorf("homes %v, want %v", p.homes, want)
	}
	for u, why := range want {
		if p.homes[u] != why {
			t.Errorf("home %s: %q, want %q", u, p.homes[u], why)
		}
	}
}

func TestAncestors(t *testing.T) {
	got := ancestors("http://example.com/community/bbs/showthread.php?tid=4")
	want := []string{"http://example.com/community/bbs/showthread.php", "http://example.com/community/bbs/", "http://example.com/community/", "http://example.com/"}
	if !slices.Equal(got, want) {
		t.Errorf("ancestors = %q, want %q", got, want)
	}
	if got := ancestors("http://example.com"); !slices.Equal(got, []string{"http://example.com/"}) {
		t.Errorf("ancestors of a host = %q", got)
	}
}

func TestSessionParams(t *testing.T) {
	sid := "0e21b6707047add592b8eaae035eb3b4"
	var links []align.Link
	for _, u := range []string{"index.php?sid=" + sid, "viewforum.php?f=1&sid=" + sid, "faq.php?sid=" + sid, "viewforum.php?f=2&sid=3", "viewtopic.php?t=1;PHPSESSID=x"} {
		links = append(links, align.Link{URL: "http://example.com/" + u})
	}
	if got := sessionParams(links); !slices.Equal(got, []string{"sid"}) {
		t.Errorf("sessionParams = %q, want [sid]", got)
	}
	if got := normalise("HTTP://Example.com/index.php?sid="+sid+"#top", []string{"sid"}); got != "http://example.com/index.php" {
		t.Errorf("normalise = %q", got)
	}
}

// A forum index with two boards and a longer list of who is online: the
// best column is the boards, not the members, whose anchors weigh more.
func TestBestLeavesPeopleOut(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<table class="forums">`)
	for i, name := range []string{"Gigs and Bands", "Saxophone"} {
		fmt.Fprintf(&b, `<tr><td class="tablerow"><a href="./forumdisplay.php?fid=%d">%s</a><br><span>About %s</span></td><td>12</td><td>40</td></tr>`, i+2, name, name)
	}
	b.WriteString(`</table><div class="online">`)
	for i := range 12 {
		fmt.Fprintf(&b, `<a href="member.php?action=viewpro&amp;member=somebody_%d">somebody_%d</a>, `, i, i)
	}
	b.WriteString(`</div>`)
	want := []string{"http://example.com/forum/forumdisplay.php?fid=2", "http://example.com/forum/forumdisplay.php?fid=3"}
	if got := parsed(t, b.String()).best; !slices.Equal(got, want) {
		t.Errorf("best column %q, want %q", got, want)
	}
}
