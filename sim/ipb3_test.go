package sim

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

// newIPBFixture is an IP.Board site with a topic of three pages or more, a
// topic of one page with replies and a forum of two pages or more.
func newIPBFixture(t *testing.T) fixture {
	t.Helper()
	f := newFixture(t, NewSite(ipb3()))
	if f.short == nil {
		t.Fatal("fixture incomplete: no topic of one page with replies")
	}
	return f
}

// ipbKind names an IP.Board URL for the truth test: the friendly object kind
// ("forum", "topic", ...) or the app/module/section of a plain URL, with the
// variables that change what it is.
func ipbKind(raw string) string {
	u, _ := url.Parse(raw)
	if !strings.HasPrefix(u.RawQuery, "/") {
		q := u.Query()
		if len(q) == 0 {
			return "home"
		}
		return strings.Join([]string{q.Get("app"), q.Get("module"), q.Get("section") + q.Get("do")}, "/")
	}
	f := ipbParse(u.RawQuery)
	kind := f.kind
	for _, k := range []string{"view", "prune_day", "st", "sort_key"} {
		if f.extra.Has(k) {
			kind += "?" + k
			break
		}
	}
	if f.page == 1 {
		kind += " page-1"
	}
	return kind
}

// The ground truth: every forum page and category an index page, topic pages
// and nothing else threads, the pager's filter keys and the sorts labelled as
// the plain forum pages, findpost and the shortcuts as the pages they lead to.
func TestIPB3Truth(t *testing.T) {
	s, tr := truthOfBoards(t, ipb3())
	per := s.Pkg.Shape.PostsPerPage
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		kind := ipbKind(raw)
		kinds[kind+" "+p.Type]++
		u, _ := url.Parse(raw)
		f := ipbParse(u.RawQuery)
		switch {
		case kind == "topic?view" && f.extra.Get("view") == "findpost":
			post := s.World.Post(atoi(f.extra.Get("p")))
			want := PageOf(post.Index, per)
			canon := testBase + "/forums/" + s.Pkg.Skin.ThreadURL(post.Thread, want)
			if p.Status != 302 || p.Type != TypeThread || p.TID != post.Thread.ID || p.Page != want || p.Canonical != canon ||
				p.RedirectTo != fmt.Sprintf("%s#entry%d", canon, post.ID) {
				t.Errorf("findpost %s labelled %+v, want page %d", raw, p, want)
			}
		case strings.HasPrefix(kind, "forum?"):
			if p.Type != TypeIndex || strings.Contains(p.Canonical, "?prune_day") || strings.Contains(p.Canonical, "sort_key") {
				t.Errorf("forum variant %s labelled %+v", raw, p)
			}
		}
		isThread := strings.HasPrefix(kind, "topic")
		isIndex := kind == "forum" || strings.HasPrefix(kind, "forum?") || strings.HasPrefix(kind, "forum ")
		if p.Status == 200 && ((p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex) {
			t.Errorf("%s (%s) labelled %s", raw, kind, p.Type)
		}
	}
	hasKinds(t, kinds, "home entry", "forum index", "forum?prune_day index", "forum?sort_key index", "forum?st index", "forum?prune_day page-1 index",
		"topic thread", "topic page-1 thread", "topic?view thread", "user other", "members other", "tags other",
		"forums/extras/printtopic other", "forums/extras/stats other", "forums/extras/statsleaders other", "forums/forums/markasread index",
		"core/global/login other", "core/global/register other", "core/search/viewNewContent other", "core/search/user_activity other",
		"members/online/ other", "members/list/ other", "core/help/ other")
}

// URL habits: the board index and its aliases, the pages-mode suffixes, the
// pager's filter keys, st offsets, findpost and the shortcuts, the pre-FURL
// links and the ends of the pagination.
func TestIPB3URLs(t *testing.T) {
	f := newIPBFixture(t)
	sk := f.s.Pkg.Skin
	long, b, w := f.long, f.board, f.s.World
	pages, bpages := long.Pages(20), b.Pages(20)
	tb, fb := "/forums/"+ipbTopicBase(long), "/forums/"+ipbForumBase(b)
	last, p21 := long.LastPost(), long.Posts[20]
	cat := w.Categories[0]
	u := long.Author
	entry := func(path string) urlCase { return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, "", ""} }
	tests := []urlCase{
		entry("/forums/"), entry("/forums/index.php"), entry("/forums/index.php?/"), entry("/forums/index.php?/index"), entry("/forums/index.php?act=idx"),
		{"/forums", 301, TypeEntry, 0, 0, 0, 0, "", "/forums/"},
		// Forums: page-N, the pager's filter keys, sorts, st offsets and wrong slugs.
		{fb, 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{fb + "page-2", 200, TypeIndex, 0, 0, b.ID, 2, sk.BoardURL(b, 2), ""},
		{fb + "page-1?" + ipbFilterQS, 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{fb + "?" + ipbFilterQS, 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{fb + "page-2?prune_day=100&sort_by=Z-A&sort_key=views&topicfilter=all", 200, TypeIndex, 0, 0, b.ID, 2, sk.BoardURL(b, 2), ""},
		{fb + "?sort_key=posts&sort_by=Z-A", 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{fb + "?st=20&sort_key=posts&sort_by=Z-A", 301, TypeIndex, 0, 0, b.ID, 2, sk.BoardURL(b, 2), fb + "page-2?sort_key=posts&sort_by=Z-A"},
		{fmt.Sprintf("%spage-%d", fb, bpages+1), 301, TypeIndex, 0, 0, b.ID, bpages, sk.BoardURL(b, bpages), "/forums/" + sk.BoardURL(b, bpages)},
		{fmt.Sprintf("/forums/index.php?/forum/%d-wrong/page-2", nodeID(b)), 301, TypeIndex, 0, 0, b.ID, 2, sk.BoardURL(b, 2), fb + "page-2"},
		{"/forums/" + ipbCatURL(cat), 200, TypeIndex, 0, 0, 0, 1, ipbCatURL(cat), ""},
		{"/forums/index.php?/forum/9999-nothing/", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/forums/index.php?showforum=%d", nodeID(b)), 301, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), fb},
		// Topics.
		{tb, 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{tb + "page-1", 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{tb + "page-2", 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{fmt.Sprintf("%spage-%d", tb, pages), 200, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), ""},
		{fmt.Sprintf("%spage-%d", tb, pages+1), 301, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), "/forums/" + sk.ThreadURL(long, pages)},
		{tb + "?st=40", 301, TypeThread, long.ID, 3, 0, 0, sk.ThreadURL(long, 3), tb + "page-3"},
		{fmt.Sprintf("/forums/index.php?/topic/%d-x/page-2", long.ID), 301, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), tb + "page-2"},
		{fmt.Sprintf("/forums/index.php?showtopic=%d&st=20", long.ID), 301, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), tb + "page-2"},
		{"/forums/index.php?/topic/999999-x/", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forums/index.php?/topic/12/", 404, TypeOther, 0, 0, 0, 0, "", ""},
		// findpost and the shortcuts: 302 to the page holding the post, #entryP.
		{fmt.Sprintf("%s?view=findpost&p=%d", tb, long.Posts[0].ID), 302, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), fmt.Sprintf("%s#entry%d", tb, long.Posts[0].ID)},
		{fmt.Sprintf("%s?view=findpost&p=%d", tb, p21.ID), 302, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), fmt.Sprintf("%spage-2#entry%d", tb, p21.ID)},
		{tb + "?view=getlastpost", 302, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), fmt.Sprintf("/forums/%s#entry%d", sk.ThreadURL(long, pages), last.ID)},
		{tb + "?view=getnewpost", 302, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), fmt.Sprintf("/forums/%s#entry%d", sk.ThreadURL(long, pages), last.ID)},
		{tb + "?view=findpost&p=99999999", 404, TypeOther, 0, 0, 0, 0, "", ""},
		// Everything else is other.
		{"/forums/" + ipbUserURL(u), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/forums/index.php?showuser=%d", u.ID), 301, TypeOther, 0, 0, 0, 0, "", "/forums/" + ipbUserURL(u)},
		{"/forums/index.php?/members/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forums/index.php?/members/?quickjump=B", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forums/" + ipbTagURL(long.Tags[0]), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forums/" + ipbPrint(long), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/forums/index.php?app=core&module=global&section=rss&type=forums&id=%d", nodeID(b)), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forums/index.php?app=core&module=global&section=login", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forums/index.php?app=core&module=search&do=viewNewContent&search_app=forums", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/forums/index.php?app=forums&module=forums&section=markasread&marktype=forum&forumid=%d&returntoforumid=%d", nodeID(b), nodeID(b)), 302, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), fb},
		{"/forums/index.php?app=nothing", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forums/viewtopic.php", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/robots.txt", 404, TypeOther, 0, 0, 0, 0, "", ""},
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: the board index's categories, stats and
// who is online, the forum's filter bar and pager carrying the filter keys,
// the topic's post blocks with their findpost links, the canonicals.
func TestIPB3Markup(t *testing.T) {
	f := newIPBFixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World

	t.Run("index", func(t *testing.T) {
		r := f.get(t, "/forums/index.php")
		hasAll(t, "index", r.Body, `<body id='ipboard_body'>`, `<div id='board_index'`, `class='category_block block_wrap'`, `<div id='board_stats'>`,
			`<div id='board_statistics' class='statistics clearfix'>`, `active in the past 15 minutes`, `<link id="ipsCanonical" rel="canonical" href="/forums/" />`,
			`id='sign_in'`, `Community Forum Software by IP.Board 3.4`)
		ls := linkSet(r.Body)
		for _, b := range w.Boards {
			if !ls["/forums/"+sk.BoardURL(b, 1)] {
				t.Errorf("index does not link forum %d", b.ID)
			}
		}
		for _, cat := range w.Categories {
			if !ls["/forums/"+ipbCatURL(cat)] {
				t.Errorf("index does not link category %d", cat.ID)
			}
		}
		for _, l := range []string{"/forums/", "/forums/index.php?/members/", "/forums/index.php?app=core&module=global&section=login",
			"/forums/index.php?app=core&module=search&do=viewNewContent&search_app=forums", "/forums/index.php?app=members&module=online&sort_order=desc"} {
			if !ls[l] {
				t.Errorf("index lacks %s", l)
			}
		}
		if ls["/forums/index.php"] {
			t.Error("the board links its home as index.php")
		}
	})

	t.Run("forum", func(t *testing.T) {
		b := f.board
		base := "/forums/" + ipbForumBase(b)
		r := f.get(t, base+"page-2")
		hasAll(t, "forum", r.Body, `<div class='ipsFilterbar maintitle'>`, `<table class='ipb_table topic_list hover_rows '`, `<li class='page active'>2</li>`,
			fmt.Sprintf(`<link id="ipsCanonical" rel="canonical" href="%spage-2" />`, base), `class='topic_title'`, `<ul class='back left'>`)
		ls := linkSet(r.Body)
		for _, l := range []string{base + "?" + ipbFilterQS, base + "page-1?" + ipbFilterQS, base + "page-3?" + ipbFilterQS, base + "?st=20&sort_key=views&sort_by=Z-A"} {
			if b.Pages(20) >= 3 || !strings.Contains(l, "page-3") {
				if !ls[l] {
					t.Errorf("forum page 2 lacks %s", l)
				}
			}
		}
		if ls[base+"page-2"] {
			t.Error("the pager links a page without its filter keys")
		}
		if n := strings.Count(f.get(t, base).Body, `class='topic_title'`); n != 20 {
			t.Errorf("page 1 lists %d topics", n)
		}
		for _, th := range Page(b.Threads, 2, 20) {
			if !ls["/forums/"+sk.ThreadURL(th, 1)] || !ls["/forums/"+ipbTopicBase(th)+"?view=getlastpost"] {
				t.Errorf("forum page lacks topic %d or its last-post link", th.ID)
			}
		}
		sorted := f.get(t, base+"?sort_key=views&sort_by=Z-A")
		if !linkSet(sorted.Body)[base+"page-2?prune_day=100&sort_by=Z-A&sort_key=views&topicfilter=all"] {
			t.Error("a sorted page's pager drops the sort")
		}
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		base := "/forums/" + ipbTopicBase(long)
		r := f.get(t, base+"page-2")
		p := long.Posts[20]
		hasAll(t, "topic", r.Body, fmt.Sprintf(`<a id='entry%d'></a>`, p.ID), fmt.Sprintf(`<div class='post_block hentry clear clearfix  ' id='post_id_%d'>`, p.ID),
			fmt.Sprintf(`href='%s?view=findpost&amp;p=%d' title='Link to post #21'>#21</a>`, base, p.ID),
			fmt.Sprintf(`<link id="ipsCanonical" rel="canonical" href="%spage-2" />`, base), `<li class='page active'>2</li>`, `user(s) are reading this topic`)
		if n := strings.Count(r.Body, `class='post_block hentry`); n != 20 {
			t.Errorf("page 2 shows %d posts", n)
		}
		ls := linkSet(r.Body)
		for _, l := range []string{base, base + "page-1", base + "page-3", "/forums/" + ipbPrint(long), "/forums/" + ipbUserURL(p.Author)} {
			if !ls[l] {
				t.Errorf("topic page 2 lacks %s", l)
			}
		}
		one := f.get(t, base+"page-1")
		hasAll(t, "page-1", one.Body, fmt.Sprintf(`<link id="ipsCanonical" rel="canonical" href="%s" />`, base))
		if strings.Contains(f.get(t, "/forums/"+sk.ThreadURL(f.short, 1)).Body, `<div class='pagination`) {
			t.Error("a topic of one page has a pager")
		}
	})
}
