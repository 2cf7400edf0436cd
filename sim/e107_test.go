package sim

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

var e1Once = truthOnce(e107)

// e1Fixture is the e107 site and its truth, built once for the tests of this
// file, with a topic of three pages or more, a one-page topic with replies,
// a forum of two pages or more and a forum with sub-forums.
type e1Fixture struct {
	fixture
	tr *Truth
	d  *e1Tables
}

func newE1Fixture(t *testing.T) e1Fixture {
	t.Helper()
	s, tr := e1Once(t)
	f := e1Fixture{fixture: newFixture(t, s), tr: tr, d: e1Tab(s.World)}
	if f.short == nil || f.parent == nil {
		t.Fatal("fixture incomplete: no topic of one page with replies, or no forum with sub-forums")
	}
	return f
}

// e1Kind names a URL of the site by its script and the query that picks its view.
func e1Kind(u *url.URL) string {
	q := u.Query()
	paged := ""
	if q.Has("p") {
		paged = " paged"
	}
	switch strings.TrimPrefix(u.Path, "/") {
	case e1Forum + "forum.php":
		switch {
		case u.RawQuery == "":
			return "index"
		case u.RawQuery == "new":
			return "new"
		}
		return "forum.php " + q.Get("f")
	case e1Forum + "forum_viewforum.php":
		return "forum" + paged
	case e1Forum + "forum_viewtopic.php":
		switch {
		case q.Get("f") == "post":
			return "post"
		case q.Has("last"):
			return "last"
		}
		return "topic" + paged
	case e1Forum + "forum_stats.php":
		return "stats"
	case e1RSS:
		return "feed"
	case "user.php":
		return "user"
	case "email.php", "print.php", "news.php", "search.php", "login.php", "signup.php", "fpw.php", "contact.php", "submitnews.php", "page.php", "index.php", "":
		return "site " + strings.TrimSuffix(u.Path[1:], ".php")
	}
	return "unknown " + u.Path
}

// The ground truth: forum.php the entry, forum pages index pages, topic pages
// (the last-page shortcut included) threads, the post permalinks 301s labelled
// as the page they lead to, and the rest, the site's news among it, other.
func TestE107Truth(t *testing.T) {
	f := newE1Fixture(t)
	s, tr := f.s, f.tr
	t.Logf("counts %+v", tr.Counts)
	if want := pagesOfBoards(s); tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (forum pages; parents have no page)", tr.Counts.IndexPages, want)
	}
	opensAt(t, tr, testBase+"/e107_plugins/forum/forum.php")
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := e1Kind(u)
		kinds[k+" "+p.Type]++
		if p.Type == TypeThread {
			cu, err := url.Parse(p.Canonical)
			if err != nil || cu.Path != "/"+e1Forum+"forum_viewtopic.php" {
				t.Errorf("%s: thread page under canonical %q", raw, p.Canonical)
				continue
			}
			th := byID(f.d.o.threads, atoi(cu.Query().Get("id")))
			page := 1
			if v := cu.Query().Get("p"); v != "" {
				page = atoi(v)
			}
			if th == nil || th.ID != p.TID || page != p.Page || page > th.Pages(10) {
				t.Errorf("%s labelled %+v: canonical names another page", raw, p)
			}
		}
		switch {
		case k == "post":
			if p.Status != 301 || p.Type != TypeThread || !strings.Contains(p.RedirectTo, "forum_viewtopic.php?p=") {
				t.Errorf("post permalink %s labelled %+v", raw, p)
			}
			continue
		case p.Status != 200:
			continue
		}
		isThread := k == "topic" || k == "topic paged" || k == "last"
		isIndex := k == "forum" || k == "forum paged"
		if (p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex || (p.Type == TypeEntry) != (k == "index") {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "index entry", "forum index", "forum paged index", "topic thread", "topic paged thread", "last thread",
		"post thread", "new other", "forum.php track other", "forum.php rules other", "stats other", "feed other", "user other",
		"site news other", "site email other", "site print other", "site search other", "site login other", "site signup other",
		"site contact other", "site page other", "site index other")
	// The news site around the forum is reached, and none of it is a forum page.
	for _, p := range []string{"/news.php", fmt.Sprintf("/news.php?extend.%d", f.d.news[0].id), "/news.php?list.1"} {
		if got, ok := tr.Pages[testBase+p]; !ok || got.Type != TypeOther || got.Status != 200 {
			t.Errorf("news page %s: %+v (in truth %v)", p, got, ok)
		}
	}
}

// What each kind of URL answers and how it is labelled.
func TestE107URLs(t *testing.T) {
	f := newE1Fixture(t)
	sk := f.s.Pkg.Skin.(e1Skin)
	d := f.d
	long, b := f.long, f.board
	pages, bpages := long.Pages(10), b.Pages(25)
	tid, fid := d.o.threadID[long], d.fid[b]
	p15, last := long.Posts[15], long.LastPost()
	vt := "/" + e1Forum + "forum_viewtopic.php"
	vf := "/" + e1Forum + "forum_viewforum.php"
	entryURL := "/" + e1Forum + "forum.php"
	entry := func(path string) urlCase { return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, sk.Entry(), ""} }
	other := otherCase
	missing := missingCase
	view := func(path string, page int) urlCase {
		return urlCase{path, 200, TypeThread, long.ID, page, 0, 0, sk.ThreadURL(long, page), ""}
	}
	list := boardCases(sk, b)
	toIndex := func(path string) urlCase { return urlCase{path, 302, TypeEntry, 0, 0, 0, 0, "", entryURL} }
	moved := func(path, to string, c urlCase) urlCase {
		c.path, c.status, c.location = path, 301, to
		return c
	}
	tests := []urlCase{
		// The forum's index and its functions.
		entry(entryURL), other(entryURL + "?new"), other(entryURL + "?f=track"), other(entryURL + "?f=rules"),
		toIndex(entryURL + "?f=mfar&id=2"),
		// Forums: ?id=F, the pager's ?p=N&id=F (p=1 is page 1); past the end lists nothing; unknown ids go to the index.
		list(vf+fmt.Sprintf("?id=%d", fid), 1), list(vf+fmt.Sprintf("?p=1&id=%d", fid), 1), list(vf+fmt.Sprintf("?p=2&id=%d", fid), 2),
		list(vf+fmt.Sprintf("?id=%d&p=%d", fid, bpages), bpages), list(vf+fmt.Sprintf("?p=0&id=%d", fid), 1),
		other(vf + fmt.Sprintf("?p=%d&id=%d", bpages+1, fid)),
		toIndex(vf + "?id=999"), toIndex(vf), toIndex(vf + fmt.Sprintf("?id=%d", d.pid[f.s.World.Categories[0]])),
		// Topics: the same paging; last=1 renders the last page; a post's permalink 301s to its page.
		view(vt+fmt.Sprintf("?id=%d", tid), 1), view(vt+fmt.Sprintf("?p=1&id=%d", tid), 1), view(vt+fmt.Sprintf("?p=2&id=%d", tid), 2),
		view(vt+fmt.Sprintf("?id=%d&p=%d", tid, pages), pages), view(vt+fmt.Sprintf("?last=1&id=%d", tid), pages),
		other(vt + fmt.Sprintf("?p=%d&id=%d", pages+1, tid)),
		moved(vt+fmt.Sprintf("?f=post&id=%d", d.o.postID[p15]), vt+fmt.Sprintf("?p=2&id=%d#post-%d", tid, d.o.postID[p15]), view("", 2)),
		moved(vt+fmt.Sprintf("?f=post&id=%d", d.o.postID[last]), vt+fmt.Sprintf("?p=%d&id=%d#post-%d", pages, tid, d.o.postID[last]), view("", pages)),
		moved(vt+fmt.Sprintf("?f=post&id=%d", d.o.postID[long.Posts[0]]), vt+fmt.Sprintf("?p=1&id=%d#post-%d", tid, d.o.postID[long.Posts[0]]), view("", 1)),
		toIndex(vt + "?id=999999"), toIndex(vt + "?f=post&id=999999"), toIndex(vt),
		// The forum's other pages, feeds, the walls.
		other("/" + e1Forum + "forum_stats.php"), other("/" + e1Forum + "forum_post.php?f=nt&id=2"),
		other("/" + e1RSS + "?forumthreads.2"), other("/" + e1RSS + fmt.Sprintf("?forumname.2.%d", fid)),
		other("/" + e1RSS + fmt.Sprintf("?forumtopic.2.%d", tid)), other("/" + e1RSS + "?news.2"), missing("/" + e1RSS + "?forumtopic.2.999999"),
		other("/user.php"), other(fmt.Sprintf("/user.php?id.%d", e1UID(long.Author))),
		other(fmt.Sprintf("/email.php?plugin:forum.%d", tid)), other(fmt.Sprintf("/print.php?plugin:forum.%d", tid)),
		// The site around the forum.
		{"/", 302, TypeOther, 0, 0, 0, 0, "", "/news.php"}, {"/index.php", 302, TypeOther, 0, 0, 0, 0, "", "/news.php"},
		other("/news.php"), other(fmt.Sprintf("/news.php?extend.%d", d.news[0].id)), other("/news.php?list.2"),
		other("/page.php?id=1"), other("/contact.php"), other("/search.php"), other("/search.php?q=the&r=0&t=forum"),
		other("/login.php"), other("/signup.php"), other("/fpw.php"), other("/submitnews.php"),
		missing("/page.php?id=7"), missing("/forum/"), missing("/e107_plugins/forum/nothing.php"),
	}
	checkURLs(t, f.s, tests)

	r := f.get(t, "/"+e1RSS+fmt.Sprintf("?forumtopic.2.%d", tid))
	hasAll(t, "topic feed", r.Body, `<rss version="2.0"`, "<title>Re: "+Esc(long.Title)+"</title>")
	if r.ContentType != "application/rss+xml; charset=utf-8" {
		t.Errorf("feed sent as %q", r.ContentType)
	}
}

// What a reader of the HTML notices: the theme's frame, the index's parents
// and forums, the forum and topic pagers (p before id), the guest's disabled
// buttons, the posts' anchors.
func TestE107Markup(t *testing.T) {
	f := newE1Fixture(t)
	sk := f.s.Pkg.Skin.(e1Skin)
	d := f.d
	w := f.s.World

	t.Run("index", func(t *testing.T) {
		r := f.get(t, "/"+sk.Entry())
		hasAll(t, "index", r.Body, "<title>Forums - "+e1Site+"</title>", `<tr class='forum-parent'>`, "<th colspan='2'>"+Esc(w.Categories[0].Name)+" </th>",
			"Sub-forums: <a href='/"+sk.BoardURL(f.parent.Children[0], 1)+"'>", `<a href="/news.php" title="">News</a>`,
			"href='/"+e1Forum+"forum_stats.php'", "Latest Forum Posts", `<meta name="generator" content="e107 v`+e1Version+`" />`)
		ls := linkSet(r.Body)
		for _, b := range w.Boards {
			if !ls["/"+sk.BoardURL(b, 1)] {
				t.Errorf("the index does not link forum %d", b.ID)
			}
		}
		for _, p := range d.latest {
			if !ls["/"+sk.postURL(d, p)] {
				t.Errorf("the latest-posts menu does not link post %d", d.o.postID[p])
			}
		}
	})

	t.Run("forum", func(t *testing.T) {
		b := f.board
		fid := d.fid[b]
		r := f.get(t, "/"+sk.BoardURL(b, 2))
		hasAll(t, "forum page 2", r.Body, `<ul class="pagination">`,
			fmt.Sprintf(`href="/%sforum_viewforum.php?p=1&amp;id=%d" title="Go to the previous page"`, e1Forum, fid),
			`class="btn btn-primary disabled"`, "Icon Key", fmt.Sprintf("?forumname.2.%d", fid), "<h3>"+Esc(b.Name)+"</h3>")
		if n := strings.Count(r.Body, "<tr id='thread-"); n != len(Page(b.Threads, 2, 25)) {
			t.Errorf("page 2 lists %d topics", n)
		}
		p := f.get(t, "/"+sk.BoardURL(f.parent, 1))
		for _, ch := range f.parent.Children {
			hasAll(t, "a forum with sub-forums", p.Body, "<td><div><a href='/"+sk.BoardURL(ch, 1)+"'>"+Esc(ch.Name)+"</a></div>")
		}
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		tid := d.o.threadID[long]
		r := f.get(t, "/"+sk.ThreadURL(long, 2))
		hasAll(t, "topic page 2", r.Body, fmt.Sprintf("<li id='post-%d' class='forum-viewtopic-post'>", d.o.postID[long.Posts[10]]),
			fmt.Sprintf(`href="/%sforum_viewtopic.php?p=1&amp;id=%d"`, e1Forum, tid), "Post reply</a>", `class='btn btn-primary disabled'`,
			fmt.Sprintf("href='/print.php?plugin:forum.%d'", tid), fmt.Sprintf("href='/email.php?plugin:forum.%d'", tid),
			`<a class="btn btn-default btn-secondary btn-sm btn-small" href="/`+e1Profile(long.Posts[10].Author)+`">`)
		if n := strings.Count(r.Body, "class='forum-viewtopic-post'>"); n != min(10, len(long.Posts)-10) {
			t.Errorf("page 2 shows %d posts", n)
		}
		if strings.Contains(r.Body, "forum_post.php") {
			t.Error("a guest is offered a posting link")
		}
		one := f.get(t, "/"+sk.ThreadURL(f.short, 1))
		if strings.Contains(one.Body, `<ul class="pagination">`) {
			t.Error("a topic of one page has a pager")
		}
	})

	t.Run("nextprev", func(t *testing.T) {
		href := func(n int) string { return fmt.Sprintf("/x?p=%d", n) }
		got := e1Nextprev(12, 6, 4, href)
		for _, want := range []string{`href="/x?p=1" title="Go to the first page"`, `href="/x?p=5" title="Go to the previous page"`,
			`href="/x?p=5" title="Go to page 5"`, `title="Currently viewing">6</a>`, `href="/x?p=8" title="Go to page 8"`,
			`href="/x?p=12" title="Go to the last page"`} {
			if !strings.Contains(got, want) {
				t.Errorf("nextprev lacks %q:\n%s", want, got)
			}
		}
		// The window runs from current-navcount/2+1 for navcount pages: 5 to 8.
		if strings.Contains(got, `title="Go to page 4"`) || strings.Contains(got, `title="Go to page 9"`) {
			t.Errorf("nextprev's window of 4 reaches past pages 5-8:\n%s", got)
		}
		if e1Nextprev(1, 1, 4, href) != "" {
			t.Error("one page has a pager")
		}
	})

	t.Run("site", func(t *testing.T) {
		it := d.news[0]
		r := f.get(t, fmt.Sprintf("/news.php?extend.%d", it.id))
		hasAll(t, "news item", r.Body, Esc(it.title), "You must be logged in to post comments", `href="/news.php?list.`)
		if strings.Contains(r.Body, "id='forum-viewforum'") || strings.Contains(r.Body, "forum-viewtopic-post") {
			t.Error("a news page carries the forum's templates")
		}
	})
}
