package sim

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"
)

var lmOnce = truthOnce(lemmy)

// lmFixture is the Lemmy site and its truth, built once for the tests of
// this file, with a post that has nested comments, a community of two pages
// or more and a comment below the top level. Lemmy never pages a post's
// comments, so the shared fixture's long thread does not exist here.
type lmFixture struct {
	s     *Site
	tr    *Truth
	d     *lmTables
	post  *Thread // a post with a reply to a comment
	board *Board  // a community of two pages or more
	reply *Post   // a comment answering a comment of post
}

func newLMFixture(t *testing.T) lmFixture {
	t.Helper()
	s, tr := lmOnce(t)
	f := lmFixture{s: s, tr: tr, d: lmTab(s.World)}
	for _, th := range s.World.Threads {
		for _, p := range th.Posts[1:] {
			if f.post == nil && f.d.parent[p] != nil {
				f.post, f.reply = th, p
			}
		}
	}
	for _, b := range s.World.Boards {
		if f.board == nil && b.Pages(lmPerPage) >= 2 {
			f.board = b
		}
	}
	if f.post == nil || f.board == nil {
		t.Fatalf("fixture incomplete: post %v board %v", f.post, f.board)
	}
	return f
}

func (f lmFixture) get(t *testing.T, path string) Response {
	t.Helper()
	return respond(t, f.s, testBase+path)
}

// lmKind names a Lemmy URL by its route.
func lmKind(u *url.URL) string {
	seg := strings.Split(strings.Trim(u.Path, "/"), "/")
	q := u.Query()
	paged := ""
	if q.Get("pageCursor") != "" || q.Get("page") != "" && q.Get("page") != "1" {
		paged = " paged"
	}
	switch {
	case u.Path == "/":
		return "front" + paged
	case seg[0] == "c" && len(seg) == 2:
		return "community" + paged
	case u.Path == "/communities":
		return "communities" + paged
	case seg[0] == "post" && len(seg) == 2 && q.Has("scrollToComments"):
		return "post comments"
	case seg[0] == "post" && len(seg) == 2:
		return "post"
	case seg[0] == "comment" && len(seg) == 2:
		return "comment"
	case seg[0] == "u" && len(seg) == 2:
		return "profile"
	case seg[0] == "modlog":
		return "modlog"
	case seg[0] == "feeds":
		return "feed"
	case u.Path == "/login" && q.Has("prev"):
		return "login wall"
	case strings.HasPrefix(u.Path, "/create_"):
		return "guest wall"
	case len(seg) == 1 && (seg[0] == "login" || seg[0] == "signup" || seg[0] == "login_reset" || seg[0] == "search" || seg[0] == "instances" || seg[0] == "legal"):
		return "site " + seg[0]
	}
	return "unknown " + u.Path
}

// The ground truth: the front page the entry, community listings their
// boards' index pages (later pages only by the canonical walk: the pager is
// JavaScript), the communities list an index of no board, every post one
// thread page, comment permalinks labelled as their post, the guests' walls
// 302s to the login form, profiles, feeds and the site's pages other.
func TestLemmyTruth(t *testing.T) {
	f := newLMFixture(t)
	s, tr := f.s, f.tr
	t.Logf("counts %+v", tr.Counts)
	if tr.EntryURL != testBase+"/" || tr.Pages[tr.EntryURL].Type != TypeEntry {
		t.Errorf("entry %s labelled %+v", tr.EntryURL, tr.Pages[tr.EntryURL])
	}
	if tr.Counts.RetrievableThreadPages != len(s.World.Threads) {
		t.Errorf("%d thread pages for %d posts: a post never pages", tr.Counts.RetrievableThreadPages, len(s.World.Threads))
	}
	if !tr.Config.JSPaging || tr.Counts.LinkedThreadPages >= tr.Counts.RetrievableThreadPages {
		t.Errorf("the pager is JavaScript, yet links reach %d of %d posts", tr.Counts.LinkedThreadPages, tr.Counts.RetrievableThreadPages)
	}
	// The communities' pages and the communities list; the front page's
	// later pages are neither linked nor a board's, so the truth has none.
	if want := pagesOfBoards(s) + 1; tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d", tr.Counts.IndexPages, want)
	}
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := lmKind(u)
		kinds[k+" "+p.Type]++
		switch k {
		case "post", "post comments", "comment":
			if p.Status != 200 || p.Type != TypeThread || p.Page != 1 || !strings.HasPrefix(p.Canonical, testBase+"/post/") {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "front":
			if p.Type != TypeEntry {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "community", "community paged":
			if p.Type != TypeIndex || p.FID == 0 {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "front paged", "communities":
			if p.Type != TypeIndex || p.FID != 0 {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "guest wall":
			if p.Status != 302 || !strings.HasPrefix(p.RedirectTo, testBase+"/login?prev=%2Fcreate_") {
				t.Errorf("%s labelled %+v", raw, p)
			}
		default:
			if p.Type != TypeOther {
				t.Errorf("%s (%s) labelled %+v", raw, k, p)
			}
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "front entry", "community index", "community paged index", "communities index",
		"post thread", "post comments thread", "comment thread", "profile other", "modlog other", "login wall other", "guest wall other",
		"site login other", "site signup other", "site login_reset other", "site search other", "site instances other", "site legal other")
}

// What each kind of URL answers and how it is labelled.
func TestLemmyURLs(t *testing.T) {
	f := newLMFixture(t)
	sk := f.s.Pkg.Skin.(lmSkin)
	d, b, th := f.d, f.board, f.post
	name := d.comm[b]
	pages := b.Pages(lmPerPage)
	list := boardCases(sk, b)
	thread := func(path string) urlCase {
		return urlCase{path, 200, TypeThread, th.ID, 1, 0, 0, sk.ThreadURL(th, 1), ""}
	}
	other := otherCase
	broken := func(path string) urlCase { return urlCase{path, 500, TypeOther, 0, 0, 0, 0, "", ""} }
	wall := func(path, loc string) urlCase { return urlCase{path, 302, TypeOther, 0, 0, 0, 0, "", loc} }
	u := d.uname[th.Author]
	id := d.postID[th]
	cur2 := d.cursor(b.Threads[lmPerPage-1])
	tests := []urlCase{
		{"/", 200, TypeEntry, 0, 0, 0, 0, "", ""}, {"/?listingType=All", 200, TypeEntry, 0, 0, 0, 0, "", ""},
		{"/?sort=New", 200, TypeEntry, 0, 0, 0, 0, "", ""},
		{"/" + d.homeURL(2), 200, TypeIndex, 0, 0, 0, 2, d.homeURL(2), ""},
		other("/?sort=TopDay"), other("/?listingType=Subscribed"), other("/?dataType=Comment"), broken("/?sort=Nonsense"), broken("/?pageCursor=zz"),
		list("/c/"+name, 1), list("/c/"+name+"/", 1), list("/c/"+name+"?dataType=Post&pageCursor="+cur2+"&sort=Active", 2),
		list("/"+sk.BoardURL(b, pages), pages), list("/c/"+name+"?sort=Hot", 1), other("/c/" + name + "?sort=TopHour"),
		other("/c/" + name + "?pageCursor=" + d.cursor(b.Threads[len(b.Threads)-1])), other("/c/" + name + "?dataType=Comment"),
		broken("/c/no_such_community"),
		{"/communities", 200, TypeIndex, 0, 0, 0, 1, "communities", ""}, {"/communities?sort=New&page=1", 200, TypeIndex, 0, 0, 0, 1, "communities", ""},
		other("/communities?page=9"),
		thread(fmt.Sprintf("/post/%d", id)), thread(fmt.Sprintf("/post/%d?scrollToComments=true", id)), thread(fmt.Sprintf("/post/%d/", id)),
		thread(fmt.Sprintf("/comment/%d", d.cmtID[f.reply])), broken("/post/999999"), broken("/comment/999999"), broken("/post/abc"),
		other("/u/" + u), other("/u/" + u + "?view=Posts&sort=New&page=2"), broken("/u/nobody_here_at_all"),
		other("/search"), other("/search?q=the&type=All"), other("/login"), other("/login?prev=%2Fcreate_post"), other("/signup"), other("/login_reset"),
		other("/modlog"), other(fmt.Sprintf("/modlog/%d", b.ID)), other("/instances"), other("/legal"),
		wall("/create_post", "/login?prev=%2Fcreate_post"), wall(fmt.Sprintf("/create_post?communityId=%d", b.ID), fmt.Sprintf("/login?prev=%%2Fcreate_post%%3FcommunityId%%3D%d", b.ID)),
		wall("/create_community", "/login?prev=%2Fcreate_community"), wall("/inbox", "/login?prev=%2Finbox"), wall("/settings", "/login?prev=%2Fsettings"),
		other("/feeds/all.xml?sort=Active"), other("/feeds/local.xml"), other("/feeds/c/" + name + ".xml?sort=Active"), other("/feeds/u/" + u + ".xml?sort=New"),
		{"/nothing", 404, TypeOther, 0, 0, 0, 0, "", ""}, {"/c", 404, TypeOther, 0, 0, 0, 0, "", ""},
	}
	checkURLs(t, f.s, tests)
	if r := f.get(t, "/robots.txt"); !strings.Contains(r.Body, "Disallow: /create_post") || strings.Contains(r.Body, "Crawl-delay") {
		t.Errorf("robots.txt: %q", r.Body)
	}
	if r := f.get(t, "/feeds/c/"+name+".xml"); r.ContentType != "application/rss+xml" || !strings.Contains(r.Body, "/"+sk.ThreadURL(b.Threads[0], 1)) {
		t.Errorf("community feed: %s %.200s", r.ContentType, r.Body)
	}
}

// What a reader of the HTML notices: the isoData, the navbar and footer, post
// listings with their comment links, the cursor pager's buttons, the nested
// comment tree with permalinks, the comment box replaced by a login notice.
func TestLemmyMarkup(t *testing.T) {
	f := newLMFixture(t)
	sk := f.s.Pkg.Skin.(lmSkin)
	d, b, th := f.d, f.board, f.post

	r := f.get(t, "/")
	hasAll(t, "front page", r.Body, "window.isoData = {", `<a class="nav-link" title="Communities" href="/communities">Communities</a>`,
		`href="/create_post">Create Post</a>`, `<a class="nav-link" title="Login" href="/login">Login</a>`, `<a class="nav-link" href="/modlog">Modlog</a>`,
		`<div class="paginator my-2"><button class="btn btn-secondary me-2" disabled="">Prev</button><button class="btn btn-secondary">Next</button></div>`,
		`href="/feeds/local.xml?sort=Active"`, `<select id="sort-select"`, "Javascript is disabled. Actions will not work.", `Explore communities</a>`)
	if n := strings.Count(r.Body, `<div class="post-listing mt-2">`); n != lmPerPage {
		t.Errorf("the front page lists %d posts", n)
	}
	ls := linkSet(r.Body)
	for _, x := range d.front[:lmPerPage] {
		if !ls["/"+sk.ThreadURL(x, 1)] || !ls[fmt.Sprintf("/post/%d?scrollToComments=true", d.postID[x])] || !ls["/c/"+d.comm[x.Board]] || !ls["/"+d.userPath(x.Author)] {
			t.Errorf("the front page lacks post %d, its comments link, community or author", x.ID)
		}
	}
	for l := range ls {
		if strings.Contains(l, "pageCursor") || strings.Contains(l, "sort=") && !strings.HasPrefix(l, "/feeds/") {
			t.Errorf("the front page links %s: its pager and selects are JavaScript", l)
		}
	}

	c := f.get(t, "/"+sk.BoardURL(b, 1))
	hasAll(t, "community", c.Body, `<h1 class="h4 mb-0 overflow-wrap-anywhere">`+Esc(b.Name)+`</h1>`, fmt.Sprintf(`href="/create_post?communityId=%d">Create a post</a>`, b.ID),
		fmt.Sprintf(`<a class="badge text-bg-primary" href="/modlog/%d">Modlog</a>`, b.ID), `href="/feeds/c/`+d.comm[b]+`.xml?sort=Active"`, `"next_page":"`+d.cursor(b.Threads[lmPerPage-1])+`"`)
	for i, x := range b.Threads[:lmPerPage] {
		if !strings.Contains(c.Body, fmt.Sprintf(`href="/post/%d" title="Comments"><span`, d.postID[x])) {
			t.Errorf("the community's post %d (%d) is missing", i, d.postID[x])
		}
	}
	two := f.get(t, "/"+sk.BoardURL(b, 2))
	if !strings.Contains(two.Body, fmt.Sprintf(`href="/post/%d" title="Comments"><span`, d.postID[b.Threads[lmPerPage]])) {
		t.Error("the community's page 2 does not start after page 1")
	}

	p := f.get(t, "/"+sk.ThreadURL(th, 1))
	hasAll(t, "post", p.Body, `You must <a class="alert-link" href="/login">log in</a> or <a class="alert-link" href="/signup">register</a> to comment.`,
		`<ul class="comments list-unstyled">`, fmt.Sprintf(`id="comment-%d"`, d.cmtID[f.reply]), fmt.Sprintf(`href="/comment/%d" title="link"`, d.cmtID[f.reply]))
	for _, x := range th.Posts[1:] {
		if !strings.Contains(p.Body, fmt.Sprintf(`id="comment-%d"`, d.cmtID[x])) {
			t.Errorf("post %d lacks comment %d", th.ID, d.cmtID[x])
		}
	}
	if strings.Count(p.Body, "<ul") != strings.Count(p.Body, "</ul>") || lbCountLi(p.Body) != strings.Count(p.Body, "</li>") {
		t.Error("the comment tree is unbalanced")
	}
	cm := f.get(t, fmt.Sprintf("/comment/%d", d.cmtID[f.reply]))
	if strings.Contains(cm.Body, fmt.Sprintf(`id="comment-%d"`, d.cmtID[d.parent[f.reply]])) || !strings.Contains(cm.Body, "View all comments") {
		t.Error("a comment's permalink shows its parent, or no way back")
	}

	u := f.get(t, "/"+d.userPath(th.Author))
	hasAll(t, "profile", u.Body, "@"+d.uname[th.Author]+"@"+lmHost, `href="/feeds/u/`+d.uname[th.Author]+`.xml?sort=New"`, " Posts</li>", " Comments</li>")
}

// Lemmy's names and moment's relative times.
func TestLemmyHelpers(t *testing.T) {
	for in, want := range map[string]string{"Home Recording & Mixing": "home_recording_mixin", "Bücher": "buecher", "A": "a__"} {
		if got := lmName(in, true); got != want {
			t.Errorf("lmName(%q) = %q, want %q", in, got, want)
		}
	}
	if got := lmName("j.reed", false); got != "j_reed" {
		t.Errorf("lmName = %q", got)
	}
	s := NewSite(lemmy())
	now := s.World.Now
	for d, want := range map[string]string{"10s": "a few seconds ago", "1m": "a minute ago", "30m": "30 minutes ago", "3h": "3 hours ago", "30h": "a day ago", "100h": "4 days ago", "1000h": "a month ago", "20000h": "2 years ago"} {
		dur, _ := time.ParseDuration(d)
		if got := lmAgo(now, now.Add(-dur)); got != want {
			t.Errorf("lmAgo(%s) = %q, want %q", d, got, want)
		}
	}
	for path, want := range map[string]bool{"/create_post": true, "/inbox": true, "/reports/": true, "/activitypub/x": true,
		"/c/gardening": false, "/c/trip_reports": false, "/inboxes": false, "/admin_tools": false} {
		if got := lmAuthPath(path); got != want {
			t.Errorf("lmAuthPath(%s) = %v, want %v", path, got, want)
		}
	}
}
