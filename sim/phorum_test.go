package sim

import (
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// newPhorumFixture is a Phorum site with a thread of three pages or more, a
// thread of one page with replies and a forum of two pages or more.
func newPhorumFixture(t *testing.T) fixture {
	t.Helper()
	f := newFixture(t, NewSite(phorum()))
	if f.short == nil {
		t.Fatal("fixture incomplete: no thread of one page with replies")
	}
	return f
}

// phKind names a Phorum URL for the truth test: its script, and for read.php
// what its arguments make of it.
func phKind(raw string) string {
	u, _ := url.Parse(raw)
	kind := strings.TrimPrefix(u.Path, "/phorum/")
	if kind == "" {
		kind = "index.php"
	}
	if kind != "read.php" {
		return kind
	}
	args := strings.Split(u.RawQuery, ",")
	switch {
	case len(args) > 2 && (args[2] == "newer" || args[2] == "older" || args[2] == "printview"):
		return kind + " " + args[2]
	case strings.Contains(u.RawQuery, "quote=1"):
		return kind + " quote"
	case len(args) > 2 && !strings.Contains(args[2], "="):
		return kind + " message"
	case strings.Contains(u.RawQuery, "page="):
		return kind + " page"
	}
	return kind
}

// The ground truth: every forum page and folder an index page, thread pages,
// message links and quotes threads and nothing else, the page=1 duplicates
// and message links labelled as the pages they show, the neighbour links as
// the pages they redirect to.
func TestPhorumTruth(t *testing.T) {
	s, tr := truthOfBoards(t, phorum())
	d := phTab(s.World)
	per := s.Pkg.Shape.PostsPerPage
	msgArgs := regexp.MustCompile(`^(\d+),(\d+),(\d+)(?:,page=(\d+))?(?:,quote=1)?$`)
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		kind := phKind(raw)
		kinds[kind+" "+p.Type]++
		u, _ := url.Parse(raw)
		switch kind {
		case "read.php message", "read.php quote":
			m := msgArgs.FindStringSubmatch(u.RawQuery)
			if m == nil {
				t.Errorf("%s: not a message URL", raw)
				continue
			}
			post := d.post(atoi(m[3]))
			want := PageOf(post.Index, per)
			if m[4] != "" {
				want = atoi(m[4])
			}
			canon := testBase + "/phorum/" + s.Pkg.Skin.ThreadURL(post.Thread, want)
			if p.Status != 200 || p.Type != TypeThread || p.TID != post.Thread.ID || p.Page != want || p.Canonical != canon {
				t.Errorf("message link %s labelled %+v, want page %d", raw, p, want)
			}
		case "read.php page", "list.php":
			if strings.HasSuffix(u.RawQuery, ",page=1") && p.Canonical != testBase+"/phorum/"+strings.TrimSuffix(strings.TrimPrefix(raw, testBase+"/phorum/"), ",page=1") {
				t.Errorf("%s labelled %+v: page 1 under its plain URL", raw, p)
			}
		case "read.php newer", "read.php older":
			if p.Status != 302 || p.RedirectTo != p.Canonical || (p.Type != TypeThread || p.Page != 1) && (p.Type != TypeIndex || p.FPage != 1) {
				t.Errorf("neighbour link %s labelled %+v", raw, p)
			}
		}
		isThread := kind == "read.php" || kind == "read.php page" || kind == "read.php message" || kind == "read.php quote"
		isIndex := kind == "list.php" || kind == "index.php" && strings.Contains(raw, "?")
		if p.Status == 200 && ((p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex) {
			t.Errorf("%s (%s) labelled %s", raw, kind, p.Type)
		}
	}
	hasKinds(t, kinds, "index.php entry", "index.php index", "list.php index", "read.php thread", "read.php page thread",
		"read.php message thread", "read.php quote thread", "read.php newer thread", "read.php older thread", "read.php newer index",
		"read.php older index", "read.php printview other", "profile.php other", "search.php other", "login.php other",
		"register.php other", "posting.php other", "report.php other", "feed.php other")
}

// URL habits: the comma-separated arguments, page=1 and message links as
// duplicates, the neighbour links keyed by the last-post time, folder and
// forum ids in each other's places, and the walls guests meet.
func TestPhorumURLs(t *testing.T) {
	f := newPhorumFixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World
	d := phTab(w)
	long, b := f.long, f.board
	pages, bpages := long.Pages(20), b.Pages(30)
	F, T := nodeID(long.Board), d.msg[long.Posts[0]]
	bf := nodeID(b)
	cat := w.Categories[0]
	C := catNodeID(cat)
	p21, last := long.Posts[20], long.LastPost()
	elsewhere := w.Boards[0]
	if elsewhere == long.Board {
		elsewhere = w.Boards[1]
	}
	// The thread whose last post comes next after long's, and the one before it, in long's forum.
	byStamp := slices.Clone(long.Board.Threads)
	slices.SortStableFunc(byStamp, func(x, y *Thread) int { return x.LastPost().Time.Compare(y.LastPost().Time) })
	i := slices.Index(byStamp, long)
	newer := urlCase{status: 302, typ: TypeIndex, fpage: 1, canonical: sk.BoardURL(long.Board, 1), location: "/phorum/" + sk.BoardURL(long.Board, 1)}
	older := newer
	if i+1 < len(byStamp) {
		n := byStamp[i+1]
		newer = urlCase{status: 302, typ: TypeThread, tid: n.ID, page: 1, canonical: sk.ThreadURL(n, 1), location: "/phorum/" + sk.ThreadURL(n, 1)}
	}
	if i > 0 {
		o := byStamp[i-1]
		older = urlCase{status: 302, typ: TypeThread, tid: o.ID, page: 1, canonical: sk.ThreadURL(o, 1), location: "/phorum/" + sk.ThreadURL(o, 1)}
	}
	newer.path = fmt.Sprintf("/phorum/read.php?%d,%d,newer", F, phStamp(long))
	older.path = fmt.Sprintf("/phorum/read.php?%d,%d,older", F, phStamp(long))
	entry := func(path string) urlCase { return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, "index.php", ""} }
	other := otherCase
	missing := missingCase
	read := func(q string, page int) urlCase {
		return urlCase{"/phorum/read.php?" + q, 200, TypeThread, long.ID, page, 0, 0, sk.ThreadURL(long, page), ""}
	}
	list := func(q string, page int) urlCase {
		return urlCase{"/phorum/list.php?" + q, 200, TypeIndex, 0, 0, b.ID, page, sk.BoardURL(b, page), ""}
	}
	tests := []urlCase{
		entry("/phorum/"), entry("/phorum/index.php"), entry("/phorum/index.php?0"),
		{"/phorum", 301, TypeEntry, 0, 0, 0, 0, "", "/phorum/"},
		{"/", 302, TypeEntry, 0, 0, 0, 0, "", "/phorum/index.php"},
		// Folders and forums share the ids; each script sends the other kind where it belongs.
		{fmt.Sprintf("/phorum/index.php?%d", C), 200, TypeIndex, 0, 0, 0, 1, phFolderURL(cat), ""},
		{fmt.Sprintf("/phorum/index.php?%d", bf), 302, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), "/phorum/" + sk.BoardURL(b, 1)},
		{fmt.Sprintf("/phorum/list.php?%d", C), 302, TypeIndex, 0, 0, 0, 1, phFolderURL(cat), "/phorum/" + phFolderURL(cat)},
		{fmt.Sprintf("/phorum/read.php?%d,%d", C, T), 302, TypeIndex, 0, 0, 0, 1, phFolderURL(cat), "/phorum/" + phFolderURL(cat)},
		{"/phorum/list.php?9999", 302, TypeEntry, 0, 0, 0, 0, "index.php", "/phorum/index.php"},
		{"/phorum/list.php", 302, TypeEntry, 0, 0, 0, 0, "index.php", "/phorum/index.php"},
		// Forums: page=N, page=1 naming page 1, pages past the end sent to page 1.
		list(strconv.Itoa(bf), 1), list(fmt.Sprintf("%d,page=2", bf), 2), list(fmt.Sprintf("%d,page=1", bf), 1),
		list(fmt.Sprintf("%d,page=0", bf), 1), list(fmt.Sprintf("%d,page=x", bf), 1), list(fmt.Sprintf("%d,page=%d", bf, bpages), bpages),
		{fmt.Sprintf("/phorum/list.php?%d,page=%d", bf, bpages+1), 302, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), "/phorum/" + sk.BoardURL(b, 1)},
		// Threads: the thread id is its first message's; page=1 names page 1.
		read(fmt.Sprintf("%d,%d", F, T), 1), read(fmt.Sprintf("%d,%d,page=2", F, T), 2), read(fmt.Sprintf("%d,%d,page=1", F, T), 1),
		read(fmt.Sprintf("%d,%d,page=%d", F, T, pages), pages), missing(fmt.Sprintf("/phorum/read.php?%d,%d,page=%d", F, T, pages+1)),
		missing(fmt.Sprintf("/phorum/read.php?%d,%d", nodeID(elsewhere), T)),
		missing(fmt.Sprintf("/phorum/read.php?%d,%d", F, d.msg[p21])),
		missing(fmt.Sprintf("/phorum/read.php?%d,999999", F)),
		{fmt.Sprintf("/phorum/read.php?%d", F), 302, TypeIndex, 0, 0, long.Board.ID, 1, sk.BoardURL(long.Board, 1), "/phorum/" + sk.BoardURL(long.Board, 1)},
		// Message links (Reply, Last Post, search results) and quotes: the page holding the message, or the page named.
		read(fmt.Sprintf("%d,%d,%d", F, T, T), 1), read(fmt.Sprintf("%d,%d,%d", F, T, d.msg[p21]), 2),
		read(fmt.Sprintf("%d,%d,%d,page=%d", F, T, d.msg[last], pages), pages), read(fmt.Sprintf("%d,%d,%d,page=1", F, T, d.msg[last]), 1),
		read(fmt.Sprintf("%d,%d,%d,quote=1", F, T, d.msg[p21]), 2),
		missing(fmt.Sprintf("/phorum/read.php?%d,%d,%d", F, T, d.msg[f.short.Posts[1]])),
		// Newer and Older Topic, keyed by the last-post time.
		newer, older,
		{fmt.Sprintf("/phorum/read.php?%d,%d,somethingelse", F, T), 302, TypeIndex, 0, 0, long.Board.ID, 1, sk.BoardURL(long.Board, 1), "/phorum/" + sk.BoardURL(long.Board, 1)},
		other(fmt.Sprintf("/phorum/read.php?%d,%d,printview", F, T)),
		// Everything else is other.
		other(fmt.Sprintf("/phorum/profile.php?%d,%d", F, long.Author.ID)), other(fmt.Sprintf("/phorum/profile.php?0,%d", long.Author.ID)),
		missing(fmt.Sprintf("/phorum/profile.php?%d,9999", F)),
		other(fmt.Sprintf("/phorum/search.php?%d", F)),
		other(fmt.Sprintf("/phorum/search.php?%d,author=%d,match_type=USER_ID,match_dates=0,match_threads=0", F, long.Author.ID)),
		other("/phorum/search.php?forum_id=0&search=the&match_type=ALL&match_dates=365"),
		other(fmt.Sprintf("/phorum/posting.php?%d", F)), other(fmt.Sprintf("/phorum/report.php?%d,%d", F, d.msg[last])),
		missing(fmt.Sprintf("/phorum/report.php?%d,999999", F)),
		other("/phorum/login.php?0"), other(fmt.Sprintf("/phorum/register.php?%d", C)),
		{fmt.Sprintf("/phorum/control.php?%d", F), 302, TypeOther, 0, 0, 0, 0, "", fmt.Sprintf("/phorum/login.php?%d,redir=%%2Fphorum%%2Fcontrol.php%%3F%d", F, F)},
		{"/phorum/pm.php?0", 302, TypeOther, 0, 0, 0, 0, "", "/phorum/login.php?0,redir=%2Fphorum%2Fpm.php%3F0"},
		other(fmt.Sprintf("/phorum/feed.php?%d,type=rss", F)), other(fmt.Sprintf("/phorum/feed.php?%d,%d,type=rss", F, T)),
		other("/phorum/feed.php?0,replies=1,type=rss"),
		missing("/phorum/viewtopic.php"), missing("/robots.txt"),
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: the flat index under folder headings,
// the message list with its paging and Last Post links, the flat read view's
// message blocks with Reply, Quote and Report, the neighbour links, Phorum's
// two date formats.
func TestPhorumMarkup(t *testing.T) {
	f := newPhorumFixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World
	d := phTab(w)

	t.Run("index", func(t *testing.T) {
		r := f.get(t, "/phorum/")
		hasAll(t, "index", r.Body, `<div id="phorum">`, `<div id="breadcrumb">`, `<!-- BEGIN TEMPLATE index_flat.tpl -->`,
			`<table cellspacing="0" class="list">`, `<th>Threads</th>`, `<div id="user-info" class="logged-out">`, `is powered by <a href="http://www.phorum.org/">Phorum</a>`)
		ls := linkSet(r.Body)
		for _, b := range w.Boards {
			if !ls["/phorum/"+sk.BoardURL(b, 1)] || !ls[fmt.Sprintf("/phorum/feed.php?%d,type=rss", nodeID(b))] {
				t.Errorf("index does not link forum %d or its feed", b.ID)
			}
		}
		for _, cat := range w.Categories {
			if !ls["/phorum/"+phFolderURL(cat)] {
				t.Errorf("index does not link folder %d", cat.ID)
			}
		}
		for _, l := range []string{"/phorum/login.php?0", "/phorum/register.php?0", "/phorum/search.php?0", "/phorum/index.php", "/phorum/"} {
			if !ls[l] {
				t.Errorf("index lacks %s", l)
			}
		}
	})

	t.Run("list", func(t *testing.T) {
		b := f.board
		fid := nodeID(b)
		r := f.get(t, "/phorum/"+sk.BoardURL(b, 2))
		hasAll(t, "list", r.Body, `<div class="paging">`, fmt.Sprintf("Page 2 of %d", b.Pages(30)), `<strong class="current-page">2</strong>`,
			fmt.Sprintf(`<a href="/phorum/list.php?%d,page=1">1</a>`, fid), `title="Previous Page"`, `<th align="left" nowrap="nowrap">Last Post</th>`)
		one := f.get(t, "/phorum/"+sk.BoardURL(b, 1))
		if n := strings.Count(one.Body, `">Last Post</a> by `); n != 30 {
			t.Errorf("page 1 lists %d threads", n)
		}
		hasAll(t, "list page 1", one.Body, `Page 1 of`, fmt.Sprintf(`<a href="/phorum/list.php?%d,page=2">2</a>`, fid), `title="Next Page"`)
		ls := linkSet(r.Body)
		for _, th := range Page(b.Threads, 2, 30) {
			last := th.LastPost()
			lastURL := fmt.Sprintf("/phorum/read.php?%d,%d,%d#msg-%d", fid, d.msg[th.Posts[0]], d.msg[last], d.msg[last])
			if n := th.Pages(20); n > 1 {
				lastURL = fmt.Sprintf("/phorum/read.php?%d,%d,%d,page=%d#msg-%d", fid, d.msg[th.Posts[0]], d.msg[last], n, d.msg[last])
			}
			if !ls["/phorum/"+sk.ThreadURL(th, 1)] || !ls[lastURL] {
				t.Errorf("list page 2 lacks thread %d or its Last Post link", th.ID)
			}
			if !strings.Contains(r.Body, last.Time.Format("01/02/2006 03:04PM")) {
				t.Errorf("list page 2 lacks thread %d's short last-post date", th.ID)
			}
		}
	})

	t.Run("read", func(t *testing.T) {
		long := f.long
		F, T := nodeID(long.Board), d.msg[long.Posts[0]]
		r := f.get(t, "/phorum/"+sk.ThreadURL(long, 2))
		p := long.Posts[20]
		m := d.msg[p]
		hasAll(t, "read", r.Body, fmt.Sprintf(`<a name="msg-%d"></a>`, m), `<div class="message-author icon-user">`, `<div class="message-body">`,
			fmt.Sprintf(`<a class="icon icon-comment-add" href="/phorum/read.php?%d,%d,%d#REPLY">Reply</a>`, F, T, m),
			fmt.Sprintf(`href="/phorum/read.php?%d,%d,%d,quote=1#REPLY">Quote</a>`, F, T, m),
			fmt.Sprintf(`href="/phorum/report.php?%d,%d">Report</a>`, F, m), p.Time.Format("January _2, 2006 03:04PM"),
			fmt.Sprintf(`href="/phorum/read.php?%d,%d,newer">Newer Topic</a>`, F, phStamp(long)),
			fmt.Sprintf(`href="/phorum/read.php?%d,%d,printview" target="_blank">Print View</a>`, F, T),
			fmt.Sprintf(`<a href="/phorum/read.php?%d,%d,page=1">1</a><strong class="current-page">2</strong>`, F, T),
			`<h1 class="heading">`+Esc(long.Title)+`</h1>`, `<a name="REPLY"></a>`, `Only registered users may reply`)
		if n := strings.Count(r.Body, `<div class="message">`); n != min(20, len(long.Posts)-20) {
			t.Errorf("page 2 shows %d messages", n)
		}
		if strings.Contains(r.Body, fmt.Sprintf(`name="msg-%d"`, T)) {
			t.Error("page 2 repeats the first message")
		}
		short := f.get(t, "/phorum/"+sk.ThreadURL(f.short, 1))
		if strings.Contains(short.Body, `<div class="paging">`) {
			t.Error("a thread of one page has paging")
		}
		pv := f.get(t, fmt.Sprintf("/phorum/read.php?%d,%d,printview", F, T))
		hasAll(t, "print view", pv.Body, `<meta name="robots" content="NOINDEX,NOFOLLOW">`)
		if strings.Contains(pv.Body, `<div id="breadcrumb">`) {
			t.Error("the print view has the header")
		}
	})
}
