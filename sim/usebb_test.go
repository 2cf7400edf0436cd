package sim

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

var ubOnce = truthOnce(usebb)

// ubFixture is the UseBB site and its truth, built once for the tests of
// this file, with a thread of three pages or more, a one-page thread with
// replies and a forum of two pages or more.
type ubFixture struct {
	fixture
	tr *Truth
	d  *ubTables
}

func newUBFixture(t *testing.T) ubFixture {
	t.Helper()
	s, tr := ubOnce(t)
	f := ubFixture{fixture: newFixture(t, s), tr: tr, d: ubTab(s.World)}
	if f.short == nil {
		t.Fatal("fixture incomplete: no thread of one page with replies")
	}
	return f
}

// ubKind names a UseBB URL by its script and what its query asks for.
func ubKind(u *url.URL) string {
	q := u.Query()
	script := strings.TrimPrefix(u.Path, "/forum/")
	if script == "" {
		script = "index.php"
	}
	switch {
	case script == "topic.php" && q.Has("post"):
		return "topic.php post"
	case script == "index.php" && q.Has("cat"):
		return "index.php cat"
	case script == "post.php" && q.Has("quotepost"):
		return "post.php quote"
	case (script == "panel.php" || script == "members.php") && q.Get("act") != "":
		return script + " " + q.Get("act")
	case script == "rss.php" && len(q) > 0:
		return "rss.php part"
	case q.Has("page"):
		return script + " page"
	case script == "online.php" && q.Has("show"):
		return "online.php show"
	}
	return script
}

var ubThreadCanon = regexp.MustCompile(`^http://127\.0\.0\.1:18999/forum/topic\.php\?id=(\d+)(?:&page=(\d+))?$`)

// The ground truth: index.php the entry, a category and forum pages index
// pages, topic pages and post links thread pages, the rest other.
func TestUseBBTruth(t *testing.T) {
	f := newUBFixture(t)
	s, tr := f.s, f.tr
	t.Logf("counts %+v", tr.Counts)
	if want := pagesOfBoards(s) + len(s.World.Categories); tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (forum pages and categories)", tr.Counts.IndexPages, want)
	}
	if len(tr.SessionParams) != 1 || tr.SessionParams[0] != "usebb_sid" {
		t.Errorf("session params %v", tr.SessionParams)
	}
	if got := tr.Pages[tr.EntryURL]; tr.EntryURL != testBase+"/forum/index.php" || got.Type != TypeEntry {
		t.Errorf("entry %s labelled %+v", tr.EntryURL, got)
	}
	per := s.Pkg.Shape.PostsPerPage
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := ubKind(u)
		kinds[k+" "+p.Type]++
		if p.Type == TypeThread {
			m := ubThreadCanon.FindStringSubmatch(p.Canonical)
			if m == nil {
				t.Errorf("%s: thread page under canonical %q", raw, p.Canonical)
				continue
			}
			page := 1
			if m[2] != "" {
				page = atoi(m[2])
			}
			if th := f.d.topicByID(atoi(m[1])); th == nil || th.ID != p.TID || page != p.Page {
				t.Errorf("%s labelled %+v: canonical names another page", raw, p)
			}
		}
		if k == "topic.php post" {
			post := f.d.postByID(atoi(u.Query().Get("post")))
			if p.Status != 200 || p.Type != TypeThread || p.TID != post.Thread.ID || p.Page != PageOf(post.Index, per) {
				t.Errorf("%s labelled %+v, want page %d of thread %d", raw, p, PageOf(post.Index, per), post.Thread.ID)
			}
		}
		isThread := k == "topic.php" || k == "topic.php page" || k == "topic.php post"
		isIndex := k == "forum.php" || k == "forum.php page" || k == "index.php cat"
		if p.Status/100 != 4 && ((p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex || (p.Type == TypeEntry) != (k == "index.php")) {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "index.php entry", "index.php cat index", "forum.php index", "forum.php page index",
		"topic.php thread", "topic.php page thread", "topic.php post thread", "post.php other", "post.php quote other",
		"panel.php login other", "panel.php register other", "panel.php sendpwd other", "profile.php other", "mail.php other",
		"members.php other", "members.php page other", "members.php staff other", "online.php other", "online.php show other",
		"stats.php other", "active.php other", "search.php other", "faq.php other", "rss.php other", "rss.php part other")
}

// What each kind of URL answers and how it is labelled.
func TestUseBBURLs(t *testing.T) {
	f := newUBFixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World
	d := f.d
	long, short, b := f.long, f.short, f.board
	T, ST := d.topic[long], d.topic[short]
	pages, bpages := long.Pages(25), b.Pages(25)
	p26, last := long.Posts[25], long.LastPost()
	cat := w.Categories[0]
	u := long.Author
	entry := func(path string) urlCase { return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, "index.php", ""} }
	other := otherCase
	missing := missingCase
	login := func(path string) urlCase {
		return urlCase{path, 302, TypeOther, 0, 0, 0, 0, "", "/forum/panel.php?act=login"}
	}
	home := func(path string) urlCase {
		return urlCase{path, 302, TypeEntry, 0, 0, 0, 0, "index.php", "/forum/index.php"}
	}
	topic := func(q string, th *Thread, page int) urlCase {
		return urlCase{"/forum/topic.php?" + q, 200, TypeThread, th.ID, page, 0, 0, sk.ThreadURL(th, page), ""}
	}
	forum := func(q string, page int) urlCase {
		return urlCase{"/forum/forum.php?" + q, 200, TypeIndex, 0, 0, b.ID, page, sk.BoardURL(b, page), ""}
	}
	tests := []urlCase{
		entry("/forum/"), entry("/forum/index.php"), entry("/forum/index.php?cat=0"), entry("/forum/index.php?cat=x"),
		{"/forum", 301, TypeEntry, 0, 0, 0, 0, "", "/forum/"},
		{"/", 302, TypeEntry, 0, 0, 0, 0, "", "/forum/index.php"},
		{fmt.Sprintf("/forum/index.php?cat=%d", cat.ID), 200, TypeIndex, 0, 0, 0, 1, fmt.Sprintf("index.php?cat=%d", cat.ID), ""},
		other("/forum/index.php?cat=99"),
		// Forums: page=N; page=1, 0, junk and pages past the end show page 1.
		forum(fmt.Sprintf("id=%d", b.ID), 1), forum(fmt.Sprintf("id=%d&page=1", b.ID), 1), forum(fmt.Sprintf("id=%d&page=2", b.ID), 2),
		forum(fmt.Sprintf("id=%d&page=%d", b.ID, bpages), bpages), forum(fmt.Sprintf("id=%d&page=%d", b.ID, bpages+1), 1),
		forum(fmt.Sprintf("id=%d&page=0", b.ID), 1), forum(fmt.Sprintf("id=%d&page=x", b.ID), 1), forum(fmt.Sprintf("page=2&id=%d", b.ID), 2),
		missing("/forum/forum.php?id=999"), home("/forum/forum.php"), home("/forum/forum.php?id=abc"),
		// Topics and their duplicates.
		topic(fmt.Sprintf("id=%d", T), long, 1), topic(fmt.Sprintf("id=%d&page=1", T), long, 1), topic(fmt.Sprintf("id=%d&page=2", T), long, 2),
		topic(fmt.Sprintf("id=%d&page=%d", T, pages), long, pages), topic(fmt.Sprintf("id=%d&page=%d", T, pages+1), long, 1),
		topic(fmt.Sprintf("id=%d&act=getnewpost", T), long, 1), topic(fmt.Sprintf("id=%d", ST), short, 1),
		missing("/forum/topic.php?id=99999"), home("/forum/topic.php"),
		// Post links: the page holding the post, in place.
		topic(fmt.Sprintf("post=%d", d.post[p26]), long, 2), topic(fmt.Sprintf("post=%d", d.post[last]), long, pages),
		topic(fmt.Sprintf("post=%d&id=%d", d.post[long.Posts[0]], ST), long, 1), missing("/forum/topic.php?post=999999"),
		// Guests meet log-in walls.
		login(fmt.Sprintf("/forum/post.php?forum=%d", b.ID)), login(fmt.Sprintf("/forum/post.php?topic=%d", T)),
		login(fmt.Sprintf("/forum/post.php?topic=%d&quotepost=%d", T, d.post[p26])), missing("/forum/post.php?forum=999"),
		login(fmt.Sprintf("/forum/mail.php?id=%d", u.ID)), login("/forum/edit.php?post=1"), login("/forum/panel.php"), login("/forum/panel.php?act=editprofile"),
		other("/forum/panel.php?act=login"), other("/forum/panel.php?act=register"), other("/forum/panel.php?act=sendpwd"),
		// Members and the rest.
		other("/forum/" + ubProfileURL(u)), missing("/forum/profile.php?id=9999"), home("/forum/profile.php"),
		other("/forum/members.php"), other("/forum/members.php?search=&sort_by=regdate&order=asc&page=2"), other("/forum/members.php?sort_by=posts&order=desc"),
		other("/forum/members.php?act=staff"), home("/forum/members.php?act=nothing"),
		other("/forum/online.php"), other("/forum/online.php?show=guests"), other("/forum/stats.php"), other("/forum/active.php"),
		other("/forum/search.php"), other("/forum/search.php?keywords=the"), other("/forum/faq.php"),
		other("/forum/rss.php"), other(fmt.Sprintf("/forum/rss.php?forum=%d", b.ID)), other(fmt.Sprintf("/forum/rss.php?topic=%d", T)),
		other("/forum/css.php"),
		missing("/forum/viewtopic.php"), missing("/forum/topic-1.html"), missing("/robots.txt"),
	}
	checkURLs(t, f.s, tests)
}

// Guests without a cookie get usebb_sid in every internal link, before a
// link's anchor, and in the log-in redirects.
func TestUseBBSession(t *testing.T) {
	f := newUBFixture(t)
	const sid = "0123456789abcdef0123456789abcdef"
	ask := func(path string) Response {
		t.Helper()
		u, err := url.Parse(testBase + path)
		if err != nil {
			t.Fatal(err)
		}
		return f.s.Respond(u, sid)
	}
	d, long := f.d, f.long
	T := d.topic[long]
	for _, path := range []string{"/forum/index.php", "/forum/" + f.s.Pkg.Skin.BoardURL(f.board, 1), fmt.Sprintf("/forum/topic.php?id=%d&usebb_sid=%s", T, sid),
		"/forum/members.php", "/forum/active.php"} {
		for _, l := range Links(ask(path).Body) {
			if !strings.HasPrefix(l, "http") && !strings.HasPrefix(l, "mailto:") && !strings.Contains(l, "usebb_sid="+sid) {
				t.Errorf("%s: link %s lacks the session", path, l)
			}
		}
	}
	p := d.post[long.Posts[1]]
	hasAll(t, "topic", ask(fmt.Sprintf("/forum/topic.php?id=%d", T)).Body,
		fmt.Sprintf(`href="topic.php?post=%d&amp;usebb_sid=%s#post%d" name="post%d" rel="nofollow">#2</a>`, p, sid, p, p),
		fmt.Sprintf(`<a href="topic.php?id=%d&amp;page=2&amp;usebb_sid=%s">2</a>`, T, sid))
	if r := ask(fmt.Sprintf("/forum/post.php?topic=%d", T)); r.Location != "/forum/panel.php?act=login&usebb_sid="+sid {
		t.Errorf("reply wall sends to %q", r.Location)
	}
	if r := ask("/forum/members.php?usebb_sid=" + sid); !strings.Contains(r.Body, "members.php?search=&amp;sort_by=regdate&amp;order=asc&amp;page=2&amp;usebb_sid="+sid) {
		t.Error("the member list's pager does not carry the session once, last")
	}
}

// What a reader of the HTML notices: the default template's tables,
// make_page_links()'s pager, the post anchors and the posting links.
func TestUseBBMarkup(t *testing.T) {
	f := newUBFixture(t)
	w := f.s.World
	sk := f.s.Pkg.Skin
	d := f.d

	t.Run("index", func(t *testing.T) {
		r := f.get(t, "/forum/index.php")
		hasAll(t, "index", r.Body, `<title>Maplewood Commons: Maplewood Commons Forum Index</title>`, `<div id="topmenu"><ul>`,
			`<td colspan="5" class="forumcat"><a href="index.php?cat=1#cat1" name="cat1" rel="nofollow">&raquo;</a>`,
			`<a href="online.php">Detailed</a>`, `<a href="members.php">Member List</a> &middot; <a href="members.php?act=staff">Staff List</a>`,
			`<link rel="alternate" type="application/rss+xml" title="RSS Feed" href="rss.php" />`, `powered by <a href="http://www.usebb.net">UseBB 1 Forum Software</a>`)
		ls := linkSet(r.Body)
		for _, b := range w.Boards {
			if !ls[sk.BoardURL(b, 1)] {
				t.Errorf("index does not link forum %d", b.ID)
			}
			if p := b.Latest(); !ls[ubPostURL(d, p)] {
				t.Errorf("index lacks forum %d's latest post", b.ID)
			}
		}
		for _, l := range []string{"panel.php?act=register", "panel.php?act=login", "faq.php", "search.php", "active.php", "stats.php"} {
			if !ls[l] {
				t.Errorf("index lacks %s", l)
			}
		}
		one := f.get(t, fmt.Sprintf("/forum/index.php?cat=%d", w.Categories[0].ID)).Body
		if n := strings.Count(one, `class="forumname"`); n != len(w.Categories[0].Boards) {
			t.Errorf("a category page lists %d forums", n)
		}
		if n := strings.Count(one, `class="forumcat"`); n != len(w.Categories) {
			t.Errorf("a category page shows %d headings", n)
		}
	})

	t.Run("forum", func(t *testing.T) {
		b := f.board
		r := f.get(t, "/forum/"+sk.BoardURL(b, 2))
		hasAll(t, "forum page 2", r.Body, fmt.Sprintf(`<p id="pagelinkstop">Page: <a href="forum.php?id=%d&amp;page=1">&lt;</a> <a href="forum.php?id=%d&amp;page=1">1</a> <strong>2</strong>`, b.ID, b.ID),
			fmt.Sprintf(`<a href="post.php?forum=%d" rel="nofollow">Post New Topic</a>`, b.ID), `<p id="forummods">Moderators: <a href="profile.php?id=`,
			fmt.Sprintf(`href="rss.php?forum=%d"`, b.ID))
		if n := strings.Count(f.get(t, "/forum/"+sk.BoardURL(b, 1)).Body, `<div class="topicname">`); n != 25 {
			t.Errorf("page one lists %d topics", n)
		}
		ls := linkSet(f.get(t, "/forum/"+sk.BoardURL(b, 1)).Body)
		for _, th := range b.Threads[:25] {
			if !ls[sk.ThreadURL(th, 1)] || !ls[ubPostURL(d, th.LastPost())] {
				t.Errorf("forum does not link topic %d or its last post", th.ID)
			}
			for p := 2; p <= th.Pages(25); p++ {
				if !ls[fmt.Sprintf("topic.php?id=%d&page=%d", d.topic[th], p)] {
					t.Errorf("topic %d's page links lack page %d", th.ID, p)
				}
			}
		}
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		T := d.topic[long]
		r := f.get(t, "/forum/"+sk.ThreadURL(long, 2))
		p := long.Posts[25]
		P := d.post[p]
		hasAll(t, "topic page 2", r.Body, fmt.Sprintf(`<a href="topic.php?post=%d#post%d" name="post%d" rel="nofollow">#26</a> %s`, P, P, P, p.Time.Format(ubDate)),
			fmt.Sprintf(`<a href="post.php?topic=%d&amp;quotepost=%d" rel="nofollow">Quote</a>`, T, P),
			fmt.Sprintf(`<a href="post.php?topic=%d" rel="nofollow">Post Reply</a>`, T), fmt.Sprintf(`href="rss.php?topic=%d"`, T),
			fmt.Sprintf(`<h3 id="forumname"><a href="topic.php?id=%d">`, T))
		if n := strings.Count(r.Body, `<td class="postcontent">`); n != min(25, len(long.Posts)-25) {
			t.Errorf("page 2 shows %d posts", n)
		}
		if !strings.Contains(f.get(t, "/forum/"+sk.ThreadURL(f.short, 1)).Body, `<p id="pagelinkstop">Page: 1</p>`) {
			t.Error("a topic of one page lacks its plain page line")
		}
	})

	t.Run("pager", func(t *testing.T) {
		c := &Ctx{Pkg: f.s.Pkg}
		plain := regexp.MustCompile(`<a href="[^"]*">([^<]*)</a>`)
		link := func(p int) string { return fmt.Sprintf("x.php?id=1&page=%d", p) }
		for _, tc := range []struct {
			cur  int
			back bool
			want string
		}{
			{1, true, "Page: <strong>1</strong> 2 3 4 5 ... &gt; &raquo;"},
			{2, true, "Page: &lt; 1 <strong>2</strong> 3 4 5 6 ... &gt; &raquo;"},
			{7, true, "Page: &laquo; &lt; ... 3 4 5 6 <strong>7</strong> 8 9 10 11 ... &gt; &raquo;"},
			{12, true, "Page: &laquo; &lt; ... 8 9 10 11 <strong>12</strong>"},
			{0, false, "Page: ... 8 9 10 11 12"},
		} {
			if got := plain.ReplaceAllString(ubPageLinks(c, 12, tc.cur, 300, 25, tc.back, link), "$1"); got != tc.want {
				t.Errorf("page %d of 12:\n got %s\nwant %s", tc.cur, got, tc.want)
			}
		}
		if ubPageLinks(c, 1, 1, 10, 25, true, link) != "Page: 1" {
			t.Error("one page has page links")
		}
	})
}
