package sim

import (
	"encoding/base64"
	"fmt"
	"net/url"
	"strings"
	"testing"
)

// newVB5Fixture is a vBulletin 5 site with a topic of three pages or more, a
// topic of one page with replies and a forum of two pages or more.
func newVB5Fixture(t *testing.T) fixture {
	t.Helper()
	f := newFixture(t, NewSite(vb5()))
	if f.short == nil {
		t.Fatal("fixture incomplete: no topic of one page with replies")
	}
	return f
}

// The ground truth: forum pages and categories index pages, topic pages and
// permalinks thread pages, nothing outside the channel tree either.
func TestVB5Truth(t *testing.T) {
	s, tr := truthOfBoards(t, vb5())
	per := s.Pkg.Shape.PostsPerPage
	d := vb5Tab(s.World)
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		rel := strings.TrimPrefix(u.Path, "/forum/")
		kind, _, _ := strings.Cut(rel, "/")
		inTree := kind == "forum" && rel != "forum"
		_, isChannel := d.byPath[strings.TrimSuffix(rel, "/")]
		if inTree && !isChannel && !strings.Contains(rel, "/page") {
			kind = "topic"
		} else if inTree {
			kind = "channel"
		}
		if p.Status == 200 && u.Query().Has("p") {
			kind += "?p"
			post := s.World.Post(atoi(u.Query().Get("p")) - vb5PostBase)
			want := PageOf(post.Index, per)
			canon := testBase + "/forum/" + s.Pkg.Skin.ThreadURL(post.Thread, want)
			if p.Type != TypeThread || p.TID != post.Thread.ID || p.Page != want || p.Canonical != canon {
				t.Errorf("permalink %s labelled %+v, want page %d", raw, p, want)
			}
		}
		if u.Query().Has("urlpath") {
			kind += "?urlpath"
		}
		kinds[kind+" "+p.Type]++
		if p.Status == 200 && p.Type == TypeThread && !strings.HasPrefix(kind, "topic") && !strings.HasPrefix(kind, "channel") {
			t.Errorf("%s labelled thread", raw)
		}
		if p.Status == 200 && p.Type == TypeIndex && kind != "channel" {
			t.Errorf("%s labelled index", raw)
		}
	}
	hasKinds(t, kinds, " entry", "forum entry", "channel index", "topic thread", "topic?p thread", "member other", "memberlist other",
		"search other", "register?urlpath other", "auth other", "lostpw other", "calendar other", "online other")
}

// URL habits: /pageN paging, canonical 301s, permalinks, node/N shortcuts,
// and the pages past the end.
func TestVB5URLs(t *testing.T) {
	f := newVB5Fixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World
	d := vb5Tab(w)
	long, b := f.long, f.board
	pages, bpages := long.Pages(10), b.Pages(20)
	tb, bb := "/forum/"+vb5TopicBase(long), "/forum/"+d.boardPath[b]
	last := long.LastPost()
	p11 := long.Posts[10]
	cat := w.Categories[0]
	u := long.Author
	wrongChannel := d.boardPath[f.short.Board] + fmt.Sprintf("/%d-x", vb5TopicID(long))
	tests := []urlCase{
		{"/forum/", 200, TypeEntry, 0, 0, 0, 0, "", ""},
		{"/forum", 301, TypeEntry, 0, 0, 0, 0, "", "/forum/"},
		{"/forum/forum", 200, TypeEntry, 0, 0, 0, 0, "forum", ""},
		{"/forum/" + d.catPath[cat], 200, TypeIndex, 0, 0, 0, 1, d.catPath[cat], ""},
		// Forums: /page1 renders page 1 under the bare canonical; past the end is a 404.
		{bb, 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{bb + "/page1", 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{bb + "/page2", 200, TypeIndex, 0, 0, b.ID, 2, sk.BoardURL(b, 2), ""},
		{fmt.Sprintf("%s/page%d", bb, bpages+1), 404, TypeOther, 0, 0, 0, 0, "", ""},
		{bb + "/page0", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{bb + "/page2?filter_sort=title&filter_order=asc", 200, TypeIndex, 0, 0, b.ID, 2, sk.BoardURL(b, 2), ""},
		{bb + "/no-such-forum", 404, TypeOther, 0, 0, 0, 0, "", ""},
		// Topics.
		{tb, 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{tb + "/page1", 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{tb + "/page2", 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{fmt.Sprintf("%s/page%d", tb, pages), 200, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), ""},
		{fmt.Sprintf("%s/page%d", tb, pages+1), 404, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("%s/%d-wrong-title/page2?foo=1", bb, vb5TopicID(long)), 301, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), "/forum/" + sk.ThreadURL(long, 2) + "?foo=1"},
		{"/forum/" + wrongChannel, 301, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), tb},
		{fmt.Sprintf("/forum/%s/%d", d.boardPath[long.Board], vb5TopicID(long)), 301, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), tb},
		{fmt.Sprintf("%s/%d-reply", bb, vb5Node(long.Posts[1])), 404, TypeOther, 0, 0, 0, 0, "", ""},
		{bb + "/999999-nothing", 404, TypeOther, 0, 0, 0, 0, "", ""},
		// Permalinks render the page holding the post; a post of another topic is ignored.
		{fmt.Sprintf("%s?p=%d", tb, vb5Node(long.Posts[0])), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("%s?p=%d", tb, vb5Node(p11)), 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{fmt.Sprintf("%s?p=%d", tb, vb5Node(last)), 200, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), ""},
		{fmt.Sprintf("%s?p=%d", tb, vb5Node(f.short.Posts[1])), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		// node/N: 301 to the node's route.
		{fmt.Sprintf("/forum/node/%d", vb5TopicID(long)), 301, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), tb},
		{fmt.Sprintf("/forum/node/%d", vb5Node(p11)), 301, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), fmt.Sprintf("%s?p=%d", tb, vb5Node(p11))},
		{fmt.Sprintf("/forum/node/%d", vb5ChanBase+nodeID(b)), 301, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), bb},
		{"/forum/node/2", 301, TypeEntry, 0, 0, 0, 0, "forum", "/forum/forum"},
		{"/forum/node/99999999", 404, TypeOther, 0, 0, 0, 0, "", ""},
		// Everything else is other.
		{"/forum/" + vb5MemberURL(u), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/forum/member/%d-x", u.ID), 301, TypeOther, 0, 0, 0, 0, "", "/forum/" + vb5MemberURL(u)},
		{"/forum/" + vb5MemberURL(u) + "/subscriptions", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/" + vb5MemberURL(u) + "/subscribers", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/" + vb5MemberURL(u) + "/likes", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/memberlist", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/memberlist/page2", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/memberlist/page99", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/" + vb5SearchURL(vb5TodaysPosts), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/" + vb5AuthorSearch(u), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/search", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/external?type=rss2", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/forum/external?type=rss2&nodeid=%d", vb5ChanBase+nodeID(b)), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/external?type=rss2&nodeid=99999", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/register?urlpath=L2ZvcnVtLw%3D%3D", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/auth/login-form", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/lostpw", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/calendar", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/nothing", 404, TypeOther, 0, 0, 0, 0, "", ""},
	}
	checkURLs(t, f.s, tests)
	if r := f.get(t, "/forum/register?urlpath=L2ZvcnVtLw%3D%3D"); !r.Info.Trap {
		t.Error("the registration page is not a trap")
	}
}

// What a reader of the HTML notices: the forum list, topic rows with their
// last-post permalinks, the pagenav naming page 1 by its bare URL, posts with
// their "#N" permalinks, the Sign Up link carrying the current URL.
func TestVB5Markup(t *testing.T) {
	f := newVB5Fixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World
	d := vb5Tab(w)

	t.Run("entry", func(t *testing.T) {
		r := f.get(t, "/forum/")
		hasAll(t, "entry", r.Body, `<table class="forum-list-container" id="forums">`, `class="forum-title"`, `<h1 class="main-title js-main-title hide-on-editmode">What's Going On?</h1>`,
			`<link rel="canonical" href="/forum/" />`, `All times are GMT.`, `<meta name="generator" content="vBulletin 5.6.9" />`,
			`href="/forum/register?urlpath=`+url.QueryEscape(base64.StdEncoding.EncodeToString([]byte("/forum/")))+`"`)
		ls := linkSet(r.Body)
		for _, b := range w.Boards {
			if !ls["/forum/"+sk.BoardURL(b, 1)] {
				t.Errorf("entry does not link forum %d", b.ID)
			}
		}
		for _, cat := range w.Categories {
			if !ls["/forum/"+d.catPath[cat]] {
				t.Errorf("entry does not link category %d", cat.ID)
			}
		}
		for _, n := range []string{"/forum/memberlist", "/forum/calendar", "/forum/lostpw", "/forum/online", "/forum/" + vb5SearchURL(vb5TodaysPosts), "/forum/" + vb5SearchURL(vb5NewTopics)} {
			if !ls[n] {
				t.Errorf("entry lacks %s", n)
			}
		}
		if strings.Contains(r.Body, `id="breadcrumbs"`) {
			t.Error("the home page has breadcrumbs")
		}
	})

	t.Run("forum", func(t *testing.T) {
		b := f.board
		base := "/forum/" + d.boardPath[b]
		r := f.get(t, base+"/page2")
		hasAll(t, "forum", r.Body, `<div class="js-pagenav pagenav`, `js-pagenav-current-button b-button b-button--primary b-button--narrow js-shrink-event-child" data-page="2"`,
			fmt.Sprintf(`<link rel="canonical" href="%s/page2" />`, base), `class="topic-title js-topic-title"`, `name="filter_sort" value="title"`,
			fmt.Sprintf(`href="/forum/external?type=rss2&amp;nodeid=%d"`, vb5ChanBase+nodeID(b)), `id="breadcrumbs"`)
		ls := linkSet(r.Body)
		if !ls[base] || ls[base+"/page1"] {
			t.Error("page 2 does not link page 1 by its bare URL")
		}
		for l := range ls {
			if strings.Contains(l, "filter_") {
				t.Errorf("a guest's link carries the filter: %s", l)
			}
		}
		if n := strings.Count(f.get(t, base).Body, `class="topic-title js-topic-title"`); n != 20 {
			t.Errorf("page 1 lists %d topics", n)
		}
		for _, th := range Page(b.Threads, 2, 20) {
			if !ls["/forum/"+sk.ThreadURL(th, 1)] || !ls["/forum/"+strings.Split(vb5PostURL(th.LastPost()), "#")[0]+"#post"+fmt.Sprint(vb5Node(th.LastPost()))] {
				t.Errorf("forum page lacks topic %d or its last-post link", th.ID)
			}
		}
		sorted := f.get(t, base+"?filter_sort=title&filter_order=asc")
		if !linkSet(sorted.Body)[base+"/page2?filter_sort=title&filter_order=asc"] {
			t.Error("a sorted page's pagenav drops the sort")
		}
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		base := "/forum/" + vb5TopicBase(long)
		r := f.get(t, base+"/page2")
		p := long.Posts[10]
		perma := fmt.Sprintf("%s?p=%d#post%d", base, vb5Node(p), vb5Node(p))
		hasAll(t, "topic", r.Body, `<li class="b-post js-post`, fmt.Sprintf(`<a id="post%d" class="anchor"></a>`, vb5Node(p)),
			fmt.Sprintf(`<a href="%s" class="b-post__count js-show-post-link">#11</a>`, perma),
			`<div class="js-post__content-text restore h-wordwrap" itemprop="text">`,
			`<div class="author h-text-size--14"><strong><a href="/forum/`+vb5MemberURL(p.Author)+`" data-vbnamecard=`,
			fmt.Sprintf(`<link rel="canonical" href="%s/page2" />`, base), `<span itemprop="name">`+Esc(long.Title)+`</span>`)
		if n := strings.Count(r.Body, `<li class="b-post js-post`); n != 10 {
			t.Errorf("page 2 shows %d posts", n)
		}
		if strings.Contains(r.Body, `<h2 class="b-post__title`) {
			t.Error("page 2 shows the topic's first post title")
		}
		if !linkSet(r.Body)[base] {
			t.Error("page 2 does not link page 1 by its bare URL")
		}
		if strings.Contains(f.get(t, "/forum/"+sk.ThreadURL(f.short, 1)).Body, `<div class="js-pagenav pagenav`) {
			t.Error("a topic of one page has a pagenav")
		}
		perm := f.get(t, perma[:strings.IndexByte(perma, '#')])
		hasAll(t, "permalink", perm.Body, fmt.Sprintf(`<link rel="canonical" href="%s/page2" />`, base), fmt.Sprintf(`<a id="post%d" class="anchor"></a>`, vb5Node(p)))
	})
}
