package sim

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

var elOnce = truthOnce(elgg)

// elFixture is the Elgg site and its truth, built once for the tests of this
// file, with a discussion of three pages or more, a one-page discussion with
// replies and a group of two pages or more.
type elFixture struct {
	fixture
	tr *Truth
	d  *elTables
}

func newELFixture(t *testing.T) elFixture {
	t.Helper()
	s, tr := elOnce(t)
	f := elFixture{fixture: newFixture(t, s), tr: tr, d: elTab(s.World)}
	if f.short == nil {
		t.Fatal("fixture incomplete: no discussion of one page with replies")
	}
	return f
}

// elKind names an Elgg URL by its route, with " paged" when it carries an
// offset and " rss" for the feed view.
func elKind(u *url.URL) string {
	q := u.Query()
	suffix := ""
	if q.Get("offset") != "" && q.Get("offset") != "0" {
		suffix = " paged"
	}
	if q.Get("view") == "rss" {
		return "rss"
	}
	seg := strings.Split(strings.Trim(u.Path, "/"), "/")
	switch {
	case u.Path == "/":
		return "home" + suffix
	case seg[0] == "discussion" && len(seg) == 2 && seg[1] == "all":
		return "discussions" + suffix
	case seg[0] == "discussion" && len(seg) == 3 && seg[1] == "group":
		return "group discussions" + suffix
	case seg[0] == "discussion" && len(seg) == 4 && seg[1] == "view":
		return "discussion" + suffix
	case seg[0] == "discussion" && len(seg) == 3 && seg[1] == "owner":
		return "owner discussions"
	case seg[0] == "comment":
		return "comment"
	case seg[0] == "groups" && len(seg) == 2 && seg[1] == "all":
		if f := q.Get("filter"); f == "featured" {
			return "groups featured"
		}
		return "groups"
	case seg[0] == "groups" && len(seg) >= 3 && seg[1] == "profile":
		return "group profile"
	case seg[0] == "groups":
		return "groups other"
	case seg[0] == "activity", seg[0] == "profile", seg[0] == "friends", seg[0] == "members", seg[0] == "search":
		return seg[0]
	case len(seg) == 1 && (seg[0] == "login" || seg[0] == "register" || seg[0] == "forgotpassword" || seg[0] == "about" || seg[0] == "terms" || seg[0] == "privacy"):
		return "page"
	}
	return "unknown " + u.Path
}

// The ground truth: discussion/all the entry and its later pages index pages
// of no board, a group's discussions its board's index, discussions thread
// pages under discussion/view/GUID/TITLE[?offset=N], the reply permalinks
// 302s labelled as the page they lead to, groups/all an index of no board,
// and the home river, group profiles, members, profiles and forms other.
func TestElggTruth(t *testing.T) {
	f := newELFixture(t)
	s, tr, d := f.s, f.tr, f.d
	t.Logf("counts %+v", tr.Counts)
	opensAt(t, tr, testBase+"/discussion/all")
	// discussion/all's later pages, the groups' pages, groups/all.
	if want := pageCount(len(d.all), elDiscPer) - 1 + pagesOfBoards(s) + 1; tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d", tr.Counts.IndexPages, want)
	}
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := elKind(u)
		kinds[k+" "+p.Type]++
		switch k {
		case "discussion", "discussion paged":
			if p.Status == 200 && p.Type == TypeThread {
				th := s.World.Thread(p.TID)
				if th == nil || p.Canonical != testBase+"/"+s.Pkg.Skin.ThreadURL(th, p.Page) {
					t.Errorf("%s labelled %+v", raw, p)
				}
			}
		case "comment":
			if p.Status != 302 || p.Type != TypeThread || !strings.Contains(p.RedirectTo, "#elgg-object-") {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "group discussions", "group discussions paged", "discussions paged":
			if p.Status != 200 || p.Type != TypeIndex || p.Canonical != raw {
				t.Errorf("%s labelled %+v", raw, p)
			}
		}
		if p.Status != 200 {
			continue
		}
		isThread := k == "discussion" || k == "discussion paged"
		isIndex := k == "discussions paged" || k == "group discussions" || k == "group discussions paged" || k == "groups"
		if (p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex || (p.Type == TypeEntry) != (k == "discussions") {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "discussions entry", "discussions paged index", "group discussions index", "group discussions paged index",
		"discussion thread", "discussion paged thread", "comment thread", "groups index", "groups featured other", "group profile other",
		"groups other other", "home other", "home paged other", "activity other", "profile other", "friends other", "members other",
		"search other", "page other", "rss other", "owner discussions other")
}

// Elgg pages replies only; the shape keeps every discussion's reply pages
// equal to the pages its posts would fill, which the truth counts.
func TestElggReplyPages(t *testing.T) {
	s := NewSite(elgg())
	per := s.Pkg.Shape.PostsPerPage
	for _, th := range s.World.Threads {
		if got := pageCount(len(th.Posts)-1, per); got != th.Pages(per) {
			t.Errorf("thread %d: %d posts fill %d pages, its replies %d", th.ID, len(th.Posts), th.Pages(per), got)
		}
	}
}

// What each kind of URL answers and how it is labelled.
func TestElggURLs(t *testing.T) {
	f := newELFixture(t)
	sk := f.s.Pkg.Skin.(elSkin)
	d := f.d
	long, b := f.long, f.board
	pages := long.Pages(25)
	g, tg := d.gGUID[b], d.tGUID[long]
	plain := "/" + d.discURL(long)
	thread := threadCases(sk, long)
	list := boardCases(sk, b)
	to := movedTo
	other := otherCase
	found := func(path, loc string) urlCase { return urlCase{path, 302, TypeOther, 0, 0, 0, 0, "", loc} }
	missing := missingCase
	newest, oldest := long.LastPost(), long.Posts[1]
	u := long.Author
	tests := []urlCase{
		// The entry and its later pages.
		{"/discussion/all", 200, TypeEntry, 0, 0, 0, 0, "discussion/all", ""},
		{"/discussion", 200, TypeEntry, 0, 0, 0, 0, "discussion/all", ""},
		{"/discussion/all?offset=0", 200, TypeEntry, 0, 0, 0, 0, "discussion/all", ""},
		{"/discussion/all?offset=abc", 200, TypeEntry, 0, 0, 0, 0, "discussion/all", ""},
		{"/discussion/all?offset=20", 200, TypeIndex, 0, 0, 0, 2, "discussion/all?offset=20", ""},
		{"/discussion/all?offset=25&limit=5", 200, TypeIndex, 0, 0, 0, 2, "discussion/all?offset=20", ""},
		other("/discussion/all?offset=99999"),
		// A group's discussions.
		list(fmt.Sprintf("/discussion/group/%d", g), 1), list(fmt.Sprintf("/discussion/group/%d?offset=20", g), 2),
		missing(fmt.Sprintf("/discussion/group/%d", tg)), missing("/discussion/group/999999"),
		// Discussions: the title part is ignored, replies paged by offset.
		thread(plain, 1), thread(fmt.Sprintf("/discussion/view/%d", tg), 1), thread(fmt.Sprintf("/discussion/view/%d/wrong-title", tg), 1),
		thread(plain+"?offset=25", 2), thread(fmt.Sprintf("%s?offset=%d", plain, (pages-1)*25), pages),
		other(fmt.Sprintf("%s?offset=%d", plain, len(long.Posts)-1)),
		missing(fmt.Sprintf("/discussion/view/%d/x", g)), missing("/discussion/view/999999/x"),
		// Reply permalinks: latest first, so the newest is on page 1 and the oldest on the last.
		to(fmt.Sprintf("/comment/view/%d/%d", d.pGUID[newest], tg), 302, fmt.Sprintf("/%s#elgg-object-%d", d.discURL(long), d.pGUID[newest]), thread("", 1)),
		to(fmt.Sprintf("/comment/view/%d/%d", d.pGUID[oldest], tg), 302, fmt.Sprintf("/%s?offset=%d#elgg-object-%d", d.discURL(long), (pages-1)*25, d.pGUID[oldest]), thread("", pages)),
		to(fmt.Sprintf("/comment/view/999999/%d", tg), 302, "/"+d.discURL(long), thread("", 1)),
		missing("/comment/view/999999/999999"),
		// Walls.
		found(fmt.Sprintf("/discussion/add/%d", g), "/login"), found(fmt.Sprintf("/groups/add/%d", g), "/login"),
		found("/discussion/my_groups/"+u.Name, "/login"), found("/settings", "/login"),
		other("/login"), other("/register"), other("/forgotpassword"),
		// Groups.
		{"/groups/all", 200, TypeIndex, 0, 0, 0, 1, "groups/all", ""}, {"/groups", 200, TypeIndex, 0, 0, 0, 1, "groups/all", ""},
		{"/groups/all?filter=alpha", 200, TypeIndex, 0, 0, 0, 1, "groups/all", ""},
		other("/groups/all?filter=featured"), other("/" + d.groupURL(b)), other(fmt.Sprintf("/groups/profile/%d", g)),
		other(fmt.Sprintf("/groups/members/%d", g)), other(fmt.Sprintf("/groups/members/%d/newest", g)),
		other("/groups/member/" + u.Name), other("/groups/owner/" + u.Name), other("/groups/search?tag=x"),
		missing(fmt.Sprintf("/groups/profile/%d", tg)),
		// The river, members and the rest.
		other("/"), other("/?offset=10"), other("/activity"), other("/activity/all?type=object"), other("/activity/owner/" + u.Name),
		other(fmt.Sprintf("/activity/group/%d", g)), other("/profile/" + u.Name), other("/friends/" + u.Name),
		found(fmt.Sprintf("/user/%d", d.uGUID[u]), "/profile/"+u.Name), missing("/profile/nobody-here"),
		other("/members"), other("/members/alpha"), other("/members/online"), other("/members/search?member_query=a"),
		other("/search?q=the"), other("/about"), other(plain + "?view=rss"), other("/discussion/all?view=rss"),
		missing("/blog/all"), missing("/robots.txt"),
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: the guests' topbar, the list rows with
// their last-reply permalinks, Elgg's numbered pager with its "#", the
// replies latest first with their own pager, the river's Newer and Older.
func TestElggMarkup(t *testing.T) {
	f := newELFixture(t)
	sk := f.s.Pkg.Skin.(elSkin)
	d := f.d

	t.Run("entry", func(t *testing.T) {
		r := f.get(t, "/discussion/all")
		hasAll(t, "discussion/all", r.Body, "<title>Discussions : "+elSite+"</title>", `<li class="elgg-menu-item-login"><a href="/login"`,
			`<li class="elgg-state-selected"><span>1</span></li><li><a href="/discussion/all?offset=20#">2</a></li>`,
			`<li class="elgg-pagination-next"><a href="/discussion/all?offset=20#">Next</a></li>`, `href="/discussion/all?view=rss"`)
		if n := strings.Count(r.Body, `class="elgg-item elgg-item-object elgg-item-object-discussion"`); n != elDiscPer {
			t.Errorf("the entry lists %d discussions", n)
		}
		ls := linkSet(r.Body)
		for _, th := range d.all[:elDiscPer] {
			if !ls["/"+d.discURL(th)] || !ls["/"+d.groupURL(th.Board)] {
				t.Errorf("the entry lacks discussion %d or its group", th.ID)
			}
			if len(th.Posts) > 1 && !ls["/"+d.commentURL(th.LastPost())] {
				t.Errorf("the entry lacks discussion %d's last reply", th.ID)
			}
		}
		two := f.get(t, "/discussion/all?offset=20")
		hasAll(t, "page 2", two.Body, `<li class="elgg-pagination-previous"><a href="/discussion/all">Previous</a></li><li><a href="/discussion/all">1</a></li><li class="elgg-state-selected"><span>2</span></li>`)
	})

	t.Run("discussion", func(t *testing.T) {
		long := f.long
		pages := long.Pages(25)
		r := f.get(t, "/"+sk.ThreadURL(long, 2))
		hasAll(t, "discussion page 2", r.Body, "<title>"+Esc(long.Title)+" : "+elSite+"</title>", `<div id="comments" class="elgg-comments">`,
			fmt.Sprintf(`<li class="elgg-pagination-previous"><a href="/%s">Previous</a></li>`, d.discURL(long)),
			Paras(long.Posts[0].Body, "<p>", "</p>"))
		if pages > 2 {
			hasAll(t, "discussion page 2", r.Body, fmt.Sprintf(`<a href="/%s?offset=50#comments">Next</a>`, d.discURL(long)))
		}
		// Latest first: page 2 opens with the 26th newest reply.
		replies := elReplies(long)
		if i, j := strings.Index(r.Body, fmt.Sprintf(`id="elgg-object-%d"`, d.pGUID[replies[25]])), strings.Index(r.Body, fmt.Sprintf(`id="elgg-object-%d"`, d.pGUID[replies[26]])); i < 0 || j < i {
			t.Error("page 2 does not list replies newest first from the 26th")
		}
		if n := strings.Count(r.Body, `elgg-item-object-comment"`); n != min(25, len(replies)-25) {
			t.Errorf("page 2 shows %d replies", n)
		}
		one := f.get(t, "/"+sk.ThreadURL(f.short, 1))
		if strings.Contains(one.Body, "elgg-pagination") {
			t.Error("a discussion of one page has a pager")
		}
	})

	t.Run("river", func(t *testing.T) {
		r := f.get(t, "/")
		hasAll(t, "home", r.Body, "<title>Latest site activity : "+elSite+"</title>", `<form method="post" action="/action/login"`,
			`<li class="elgg-pagination-next"><a href="/?offset=10#">Older</a></li>`)
		if strings.Contains(r.Body, "elgg-state-selected\"><span>1") {
			t.Error("the river's pager shows numbers")
		}
		g := f.get(t, "/"+d.groupURL(f.board))
		ls := linkSet(g.Body)
		if !ls[fmt.Sprintf("/discussion/group/%d", d.gGUID[f.board])] || !ls[fmt.Sprintf("/activity/group/%d", d.gGUID[f.board])] {
			t.Error("a group's profile lacks its discussions or its activity")
		}
	})
}

// Elgg's friendly titles and its pager's window.
func TestElggHelpers(t *testing.T) {
	slugs := map[string]string{
		"Don't panic: it's fine!":    "dont-panic-its-fine",
		"Flowers & Ornamentals":      "flowers-ornamentals",
		"Über straße, v2.0":          "uber-strasse-v20",
		"snake_case and-hyphen here": "snake-case-and-hyphen-here",
	}
	for in, want := range slugs {
		if got := elSlug(in); got != want {
			t.Errorf("elSlug(%q) = %q, want %q", in, got, want)
		}
	}
	s := NewSite(elgg())
	c := &Ctx{W: s.World, Pkg: s.Pkg, Path: "x", Query: url.Values{}, RawQuery: "a=1&offset=90", site: s}
	got := linkSet(elSkin{}.pager(c, 90, 10, 200, true, "Previous", "Next", ""))
	for _, want := range []string{"/x?a=1&offset=80#", "/x?a=1", "/x?a=1&offset=70#", "/x?a=1&offset=110#", "/x?a=1&offset=190#", "/x?a=1&offset=100#"} {
		if !got[want] {
			t.Errorf("pager lacks %s: %v", want, got)
		}
	}
}
