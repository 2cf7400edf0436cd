package sim

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

var xoOnce = truthOnce(xoops)

// xoFixture is the XOOPS site and its truth, built once for the tests of this
// file, with a topic of three pages or more, a forum of two pages or more and
// a forum with sub-forums.
type xoFixture struct {
	fixture
	tr *Truth
	d  *xoTables
}

func newXOFixture(t *testing.T) xoFixture {
	t.Helper()
	s, tr := xoOnce(t)
	f := xoFixture{fixture: newFixture(t, s), tr: tr, d: xoTab(s.World)}
	if f.parent == nil || f.short == nil {
		t.Fatal("fixture incomplete: no forum with sub-forums or no one-page topic with replies")
	}
	return f
}

// xoKind names a URL of the site by its script and the parameters that pick its view.
func xoKind(u *url.URL) string {
	q := u.Query()
	switch p := strings.TrimPrefix(u.Path, "/"); p {
	case "", "index.php":
		return "home"
	case "modules/newbb":
		return "module dir"
	case "modules/newbb/", "modules/newbb/index.php":
		switch {
		case q.Get("mark_read") != "":
			return "forums mark"
		case q.Get("cat") != "" && q.Get("cat") != "0":
			return "category"
		}
		return "forums"
	case "modules/newbb/viewforum.php":
		switch q.Get("status") {
		case "digest", "unreplied", "unread":
			return "forum filtered"
		}
		k := "forum"
		if q.Has("sort") {
			k += " sorted"
		}
		if q.Get("start") != "" && q.Get("start") != "0" {
			k += " paged"
		}
		return k
	case "modules/newbb/viewtopic.php":
		switch {
		case q.Has("move"):
			return "topic move"
		case q.Has("post_id"):
			return "topic post"
		case q.Has("start") && q.Has("order"):
			return "topic paged"
		case q.Has("start"):
			return "topic jump"
		}
		return "topic"
	case "modules/newbb/print.php":
		return "print"
	case "modules/newbb/viewpost.php":
		return "posts"
	case "modules/newbb/list.topic.php":
		return "topics"
	case "modules/newbb/rss.php":
		return "feed"
	case "modules/newbb/search.php":
		return "mod search"
	case "userinfo.php":
		return "user"
	case "search.php":
		return "search"
	case "user.php", "register.php", "backend.php":
		return "site " + strings.TrimSuffix(p, ".php")
	}
	return "unknown " + u.Path
}

// The ground truth: the module's index the entry, a category's page and the
// forums' pages (their sorted views too) index pages, every view of a topic
// page thread pages (the pager's, the page jumps', post permalinks, moves
// to the next topic), the filtered lists, all-posts and all-topics lists,
// printable views, feeds, user pages, searches and the XOOPS pages other.
func TestXoopsTruth(t *testing.T) {
	f := newXOFixture(t)
	s, tr := f.s, f.tr
	t.Logf("counts %+v", tr.Counts)
	if want := pagesOfBoards(s) + len(s.World.Categories); tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (forum pages and categories)", tr.Counts.IndexPages, want)
	}
	opensAt(t, tr, testBase+"/modules/newbb/index.php")
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := xoKind(u)
		kinds[k+" "+p.Type]++
		if p.Status != 200 {
			continue
		}
		isThread := k == "topic" || strings.HasPrefix(k, "topic ")
		isIndex := k == "category" || k == "forum" || strings.HasPrefix(k, "forum ") && k != "forum filtered"
		if (p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex || (p.Type == TypeEntry) != (k == "forums") {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
		if p.Type == TypeThread {
			cu, _ := url.Parse(p.Canonical)
			th := f.d.topic(atoi(cu.Query().Get("topic_id")))
			if th == nil || th.ID != p.TID || p.Page > th.Pages(xoPostsPer) || p.Canonical != testBase+"/"+s.Pkg.Skin.ThreadURL(th, p.Page) {
				t.Errorf("%s labelled %+v: canonical names another page", raw, p)
			}
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "forums entry", "module dir entry", "category index", "forum index", "forum paged index", "forum sorted index",
		"forum sorted paged index", "forum filtered other", "topic thread", "topic paged thread", "topic jump thread", "topic post thread",
		"topic move thread", "print other", "posts other", "topics other", "feed other", "user other", "search other", "home other",
		"mod search other", "site user other", "site register other")
}

// What each kind of URL answers and how it is labelled.
func TestXoopsURLs(t *testing.T) {
	f := newXOFixture(t)
	sk := f.s.Pkg.Skin.(xoSkin)
	d := f.d
	long, b := f.long, f.board
	pages, bpages := long.Pages(xoPostsPer), b.Pages(xoTopicsPer)
	tid, fid := d.tid(long), long.Board.ID
	n := len(long.Posts)
	p13 := d.pid(long.Posts[13])
	vt, vf := "/modules/newbb/viewtopic.php", "/modules/newbb/viewforum.php"
	entry := func(path string) urlCase { return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, sk.Entry(), ""} }
	other := otherCase
	missing := missingCase
	topicOf := func(th *Thread) func(path string, page int) urlCase {
		return func(path string, page int) urlCase {
			return urlCase{path, 200, TypeThread, th.ID, page, 0, 0, sk.ThreadURL(th, page), ""}
		}
	}
	view := topicOf(long)
	list := boardCases(sk, b)
	// The topics of the long topic's forum by id, for the moves.
	byID := d.byForum[long.Board]
	i := 0
	for j, x := range byID {
		if x == long {
			i = j
		}
	}
	next, prev := long, long
	if i+1 < len(byID) {
		next = byID[i+1]
	}
	if i > 0 {
		prev = byID[i-1]
	}
	first := byID[0]
	// Another topic's post, asked for under the long topic's id.
	var stranger *Post
	for _, th := range f.s.World.Threads {
		if th != long && len(th.Posts) > 1 {
			stranger = th.Posts[1]
			break
		}
	}
	tests := []urlCase{
		entry("/modules/newbb/index.php"), entry("/modules/newbb/"), entry("/modules/newbb/index.php?cat=0"),
		{"/modules/newbb", 301, TypeEntry, 0, 0, 0, 0, sk.Entry(), "/modules/newbb/"},
		{"/modules/newbb/index.php?cat=1", 200, TypeIndex, 0, 0, 0, 1, "modules/newbb/index.php?cat=1", ""},
		other("/modules/newbb/index.php?cat=99"), other("/modules/newbb/index.php?mark_read=1"),
		// Forums: the pager's start (0 is page 1), the headers' sorts; filters, off-grid or past-the-end offsets list other things.
		list(vf+fmt.Sprintf("?forum=%d", b.ID), 1), list(vf+fmt.Sprintf("?forum=%d&start=0", b.ID), 1),
		list(vf+fmt.Sprintf("?start=20&forum=%d", b.ID), 2), list(vf+fmt.Sprintf("?forum=%d&start=%d", b.ID, (bpages-1)*20), bpages),
		list(vf+fmt.Sprintf("?forum=%d&start=20&sort=t.topic_title&order=ASC", b.ID), 2),
		list(vf+fmt.Sprintf("?start=20&forum=%d&sort=t.topic_views&order=DESC", b.ID), 2),
		list(vf+fmt.Sprintf("?forum=%d&status=active", b.ID), 1), list(vf+fmt.Sprintf("?forum=%d&sort=junk", b.ID), 1),
		other(vf + fmt.Sprintf("?forum=%d&start=7", b.ID)), other(vf + fmt.Sprintf("?forum=%d&start=%d", b.ID, bpages*20)),
		other(vf + fmt.Sprintf("?forum=%d&status=digest", b.ID)), other(vf + fmt.Sprintf("?forum=%d&status=unreplied", b.ID)),
		other(vf + fmt.Sprintf("?forum=%d&since=5", b.ID)), other(vf + fmt.Sprintf("?forum=%d&type=2", b.ID)),
		other(vf + fmt.Sprintf("?forum=%d&mark=1", b.ID)), other(vf + "?forum=999"), other(vf),
		// Topics: page 1, the pager's long form, the page jumps, a window off the grid, past the end.
		view(vt+fmt.Sprintf("?topic_id=%d", tid), 1), view("/"+xoTopicStart(tid, 0, "ASC"), 1), view("/"+xoTopicStart(tid, 10, "ASC"), 2),
		view("/"+xoTopicStart(tid, (pages-1)*10, "ASC"), pages), view(vt+fmt.Sprintf("?topic_id=%d&start=0", tid), 1),
		view(vt+fmt.Sprintf("?topic_id=%d&start=10", tid), 2), view(vt+fmt.Sprintf("?topic_id=%d&start=5", tid), 1),
		view(vt+fmt.Sprintf("?topic_id=%d&start=15", tid), 2), other(vt + fmt.Sprintf("?topic_id=%d&start=%d", tid, pages*10)),
		other(vt + fmt.Sprintf("?topic_id=%d&start=-10", tid)),
		// Ignored parameters: the view mode, a guest's status and mode, search highlights, a forum id.
		view(vt+fmt.Sprintf("?viewmode=thread&topic_id=%d&start=10", tid), 2), view(vt+fmt.Sprintf("?topic_id=%d&status=deleted&mode=2", tid), 1),
		view(vt+fmt.Sprintf("?post_id=%d&keywords=the", p13), 2), view(vt+fmt.Sprintf("?topic_id=%d&forum=999", tid), 1),
		// Newest first: the page holding the newest post shown.
		view(vt+fmt.Sprintf("?order=DESC&status=$status&topic_id=%d", tid), pages), view("/"+xoTopicStart(tid, 10, "DESC"), PageOf(n-11, 10)),
		// Post permalinks: the page holding the post, whatever topic_id says.
		view(vt+fmt.Sprintf("?post_id=%d", p13), 2), view(vt+fmt.Sprintf("?topic_id=%d&post_id=%d", tid, p13), 2),
		view(vt+fmt.Sprintf("?topic_id=&post_id=%d", p13), 2), view(vt+fmt.Sprintf("?post_id=%d&order=DESC", p13), PageOf(13, 10)),
		topicOf(stranger.Thread)(vt+fmt.Sprintf("?topic_id=%d&post_id=%d", tid, d.pid(stranger)), 1),
		// Moves: by topic id inside the forum; the topic itself at the ends.
		topicOf(next)(vt+fmt.Sprintf("?order=ASC&topic_id=%d&forum=%d&move=next", tid, fid), 1),
		topicOf(prev)(vt+fmt.Sprintf("?viewmode=flat&order=ASC&topic_id=%d&forum=%d&move=prev", tid, fid), 1),
		topicOf(first)(vt+fmt.Sprintf("?order=ASC&topic_id=%d&forum=%d&move=prev", d.tid(first), fid), 1),
		other(vt + "?topic_id=999999"), other(vt + "?post_id=999999"), other(vt), other(vt + "?topic_id=0&forum=1"),
		// The rest of the module.
		other(fmt.Sprintf("/modules/newbb/print.php?form=2&forum=%d&topic_id=%d&post_id=%d", fid, tid, p13)),
		other(fmt.Sprintf("/modules/newbb/print.php?form=2&forum=%d&topic_id=%d", fid, tid)),
		other("/modules/newbb/viewpost.php"), other("/modules/newbb/viewpost.php?status=new"),
		other(fmt.Sprintf("/modules/newbb/viewpost.php?uid=%d", xoUID(long.Author))),
		other("/modules/newbb/viewpost.php?start=10&forum=0&viewmode=flat&status=&uid=0&order=DESC&mode=0"),
		other("/modules/newbb/list.topic.php"), other("/modules/newbb/list.topic.php?status=all&sort=topic&order=1&start=20"),
		other("/modules/newbb/rss.php"), other(fmt.Sprintf("/modules/newbb/rss.php?f=%d", fid)), other("/modules/newbb/rss.php?c=1"),
		other("/modules/newbb/search.php"), other("/modules/newbb/search.php?term=the&action=yes"), other("/modules/newbb/newtopic.php?forum=1"),
		// XOOPS around the module.
		other("/"), other("/index.php"), other(fmt.Sprintf("/userinfo.php?uid=%d", xoUID(long.Author))), other("/userinfo.php?uid=1"),
		other("/userinfo.php?uid=9999"), other("/search.php"), other("/search.php?query=the&action=results"),
		other(fmt.Sprintf("/search.php?action=showallbyuser&mid=2&uid=%d", xoUID(long.Author))),
		other(fmt.Sprintf("/search.php?query=&mid=2&action=showallbyuser&andor=AND&uid=%d&start=20", xoUID(long.Author))),
		other("/user.php"), other("/register.php"), other("/backend.php"),
		missing("/modules/newbb/nothing.php"), missing("/forum/"), missing("/modules/news/"),
	}
	checkURLs(t, f.s, tests)

	r := f.get(t, fmt.Sprintf("/modules/newbb/rss.php?f=%d", fid))
	hasAll(t, "forum feed", r.Body, `<rss version="2.0">`, "<generator>NewBB 5.01</generator>", "viewtopic.php?post_id=")
	if r.ContentType != "text/xml; charset=UTF-8" {
		t.Errorf("feed sent as %q", r.ContentType)
	}
}

// XoopsPageNav::renderNav(4): the first and last pages, three either side of the
// current one, "..." between, arrows to the neighbours.
func TestXoopsPageNav(t *testing.T) {
	c := &Ctx{Pkg: xoops()}
	nav := xoPageNav(c, "modules/newbb/viewforum.php", 200, 20, 100, "forum=3")
	want := []string{`<u>&laquo;</u>`, `start=0&amp;forum=3">1</a>`, "...", `start=40&amp;forum=3">3</a>`, `start=80&amp;forum=3">5</a>`,
		`<strong class="xo-pagact" >(6)</strong>`, `start=160&amp;forum=3">9</a>`, `start=180&amp;forum=3">10</a>`, `start=120&amp;forum=3"><u>&raquo;</u>`}
	hasAll(t, "page 6 of 10", nav, want...)
	if strings.Contains(nav, `>2</a>`) || strings.Count(nav, "...") != 1 {
		t.Errorf("page 6 of 10 shows page 2 or the wrong gaps:\n%s", nav)
	}
	one := xoPageNav(c, "modules/newbb/viewforum.php", 200, 20, 0, "forum=3")
	if strings.Contains(one, "&laquo;") || !strings.Contains(one, `<strong class="xo-pagact" >(1)</strong>`) || strings.Count(one, "...") != 1 {
		t.Errorf("page 1 of 10:\n%s", one)
	}
	if xoPageNav(c, "modules/newbb/viewforum.php", 20, 20, 0, "forum=3") != "" {
		t.Error("a single page has a pager")
	}
}

// What a reader of the HTML notices: the XOOPS theme around the module, the
// index's categories and collapsed sub-forums, the forum's XoopsPageNav and
// sort headers, topic rows with page jumps and last-post links, the topic's
// "#N" post permalinks, print and share actions, moves to the next topic,
// and no posting links for a guest.
func TestXoopsMarkup(t *testing.T) {
	f := newXOFixture(t)
	sk := f.s.Pkg.Skin.(xoSkin)
	d := f.d
	w := f.s.World

	t.Run("index", func(t *testing.T) {
		r := f.get(t, "/modules/newbb/index.php")
		hasAll(t, "index", r.Body, `<div id="mainmenu">`, `<a class="menuMain maincurrent" href="/modules/newbb/" title="Forum">Forum</a>`,
			`<input type="hidden" name="op" value="login"/>`, `<a href="/register.php" title="Register now!">Register now!</a>`,
			fmt.Sprintf(`<a href="/modules/newbb/index.php?cat=1">%s</a>`, Esc(w.Categories[0].Name)), "Powered by XOOPS",
			fmt.Sprintf(`<a href="/modules/newbb/rss.php?f=%d" target="_blank" title="RSS feed">RSS</a>`, w.Boards[0].ID),
			"Subforums&nbsp;", fmt.Sprintf(`<a href="/modules/newbb/viewforum.php?forum=%d">%s</a>`, f.parent.Children[0].ID, Esc(f.parent.Children[0].Name)),
			`<a href="/modules/newbb/list.topic.php" title="All">`, `<a href="/modules/newbb/viewpost.php?status=new" title="View new posts">`)
		ls := linkSet(r.Body)
		for _, b := range w.Boards {
			if !ls["/"+sk.BoardURL(b, 1)] {
				t.Errorf("the index does not link forum %d", b.ID)
			}
		}
		if p := f.parent.Latest(); !ls[fmt.Sprintf("/modules/newbb/viewtopic.php?post_id=%d", d.pid(p))] {
			t.Error("the index does not link the parent forum's last post by post_id")
		}
	})

	t.Run("forum", func(t *testing.T) {
		b := f.board
		r := f.get(t, "/"+sk.BoardURL(b, 2))
		hasAll(t, "forum page 2", r.Body, `<strong class="xo-pagact" >(2)</strong>`,
			fmt.Sprintf(`<a class="xo-pagarrow" href="/modules/newbb/viewforum.php?start=0&amp;forum=%d"><u>&laquo;</u></a>`, b.ID),
			fmt.Sprintf(`href="/modules/newbb/viewforum.php?forum=%d&amp;start=20&amp;sort=t.topic_title&amp;order=DESC">Topics</a>`, b.ID),
			fmt.Sprintf(`href="/modules/newbb/viewforum.php?forum=%d&amp;start=20&amp;sort=t.topic_last_post_id&amp;order=ASC">Last post time</a>`, b.ID),
			fmt.Sprintf(`href="/modules/newbb/viewforum.php?forum=%d&amp;status=digest" title="Digest"`, b.ID),
			"<strong>Forum Description:</strong>", `name="forum_jumpbox"`)
		th := b.Threads[20]
		tid, last := d.tid(th), d.pid(th.LastPost())
		hasAll(t, "forum page 2", r.Body, fmt.Sprintf(`<a href="/modules/newbb/viewtopic.php?topic_id=%d" title="`, tid),
			fmt.Sprintf(`<a href='/modules/newbb/viewtopic.php?topic_id=%d&amp;post_id=%d#forumpost%d'>`, tid, last, last))
		// A topic of three pages or more has page jumps in its row.
		lt := f.long
		lr := f.get(t, "/"+sk.BoardURL(lt.Board, 1+indexOf(lt.Board.Threads, lt)/xoTopicsPer))
		hasAll(t, "the long topic's row", lr.Body, fmt.Sprintf(`[<a href="/modules/newbb/viewtopic.php?topic_id=%d&amp;start=10#forumpost%d">2</a>]`, d.tid(lt), d.pid(lt.LastPost())))
		for _, no := range []string{"newtopic.php", "reply.php", "polls.php"} {
			if strings.Contains(r.Body, no) {
				t.Errorf("a guest is offered %s", no)
			}
		}
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		tid, fid := d.tid(long), long.Board.ID
		r := f.get(t, "/"+sk.ThreadURL(long, 2))
		p := d.pid(long.Posts[10])
		hasAll(t, "topic page 2", r.Body, `<strong class="xo-pagact" >(2)</strong>`,
			fmt.Sprintf(`<a id="forumpost%d" href="/modules/newbb/viewtopic.php?topic_id=%d&post_id=%d#forumpost%d">#11</a>`, p, tid, p, p),
			fmt.Sprintf(`<a class="xo-counterpage" href="/modules/newbb/viewtopic.php?start=0&amp;topic_id=%d&amp;order=ASC&amp;status=&amp;mode=0">1</a>`, tid),
			fmt.Sprintf(`href="/modules/newbb/viewtopic.php?order=ASC&amp;topic_id=%d&amp;forum=%d&amp;move=next">Next Topic</a>`, tid, fid),
			fmt.Sprintf(`href="/modules/newbb/viewtopic.php?viewmode=flat&amp;order=ASC&amp;topic_id=%d&amp;forum=%d&amp;move=prev">Previous Topic</a>`, tid, fid),
			fmt.Sprintf(`<a href="/modules/newbb/print.php?form=2&amp;forum=%d&amp;topic_id=%d&amp;post_id=%d"`, fid, tid, p),
			fmt.Sprintf(`href="/modules/newbb/viewpost.php?uid=%d"`, xoUID(long.Posts[10].Author)), "https://twitter.com/share?text=",
			fmt.Sprintf(`<title>Re: %s [%s] - %s</title>`, Esc(long.Title), Esc(long.Board.Name), xoSite))
		if got := strings.Count(r.Body, `<table class="outer" cellpadding="0" cellspacing="0"`); got != min(10, len(long.Posts)-10) {
			t.Errorf("page 2 shows %d posts", got)
		}
		for _, no := range []string{"reply.php", "quotedac", "edit.php", "delete.php", "makepdf.php"} {
			if strings.Contains(r.Body, no) {
				t.Errorf("a guest is offered %s", no)
			}
		}
		one := f.get(t, "/"+sk.ThreadURL(f.short, 1))
		if strings.Contains(one.Body, "xo-pagact") {
			t.Error("a topic of one page has a pager")
		}
	})

	t.Run("lists", func(t *testing.T) {
		r := f.get(t, "/modules/newbb/viewpost.php")
		p := w.Posts[0]
		for _, x := range f.d.o.posts[len(f.d.o.posts)-1:] {
			p = x
		}
		hasAll(t, "all posts", r.Body, fmt.Sprintf(`href="/modules/newbb/viewtopic.php?topic_id=&post_id=%d#forumpost%d">#1</a>`, d.pid(p), d.pid(p)),
			"/modules/newbb/viewpost.php?start=10&amp;forum=0&amp;viewmode=flat&amp;status=&amp;uid=0&amp;order=DESC&amp;mode=0", "<strong>View topic</strong>")
		if strings.Contains(r.Body, "print.php") {
			t.Error("the all-posts list offers post actions")
		}
		l := f.get(t, "/modules/newbb/list.topic.php")
		hasAll(t, "all topics", l.Body, `<a href="list.topic.php?status=all&amp;sort=topic">Topics</a>`,
			`<a href="list.topic.php?status=all&amp;sort=lastpost&amp;order=1">Last Post</a>`,
			"/modules/newbb/list.topic.php?start=20&amp;status=all&amp;sort=lastpost")
		u := f.get(t, fmt.Sprintf("/userinfo.php?uid=%d", xoUID(f.long.Author)))
		hasAll(t, "user page", u.Body, "All about "+Esc(f.long.Author.Name), fmt.Sprintf(`href="/modules/newbb/viewtopic.php?post_id=%d"`, d.pid(d.o.byUser[f.long.Author][0])))
		h := f.get(t, "/")
		hasAll(t, "home", h.Body, `<a class="menuTop maincurrent" href="/" title="Home">Home</a>`, "Recent Topics", `<a href="/modules/newbb">Visit Forums</a>`)
		if strings.Contains(h.Body, "forum_header") {
			t.Error("the home page carries the module's templates")
		}
	})

	t.Run("missing", func(t *testing.T) {
		r := f.get(t, "/modules/newbb/viewtopic.php?topic_id=999999")
		hasAll(t, "redirect page", r.Body, `<body id="xo-refresh">`, `<meta http-equiv="Refresh" content="2; url=/modules/newbb/index.php"/>`,
			`please click <a href="/modules/newbb/index.php">here</a>`)
	})
}

func indexOf(ts []*Thread, t *Thread) int {
	for i, x := range ts {
		if x == t {
			return i
		}
	}
	return -1
}
