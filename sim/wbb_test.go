package sim

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

// wbbFixture is a WoltLab forum with a thread of three pages or more, a
// thread of one page with replies and a board of two pages or more.
func newWBBFixture(t *testing.T) fixture {
	t.Helper()
	f := newFixture(t, NewSite(wbb()))
	if f.short == nil {
		t.Fatal("fixture incomplete: no thread of one page with replies")
	}
	return f
}

// The ground truth: every board page and category an index page, permalinks
// labelled as the thread pages holding their posts, nothing outside
// forum/board/ and forum/thread/ an index or a thread.
func TestWBBTruth(t *testing.T) {
	s, tr := truthOfBoards(t, wbb())
	per := s.Pkg.Shape.PostsPerPage
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		parts := strings.Split(strings.Trim(u.Path, "/"), "/")
		kind := parts[0]
		if kind == "forum" && len(parts) > 1 {
			kind += "/" + parts[1]
		}
		q := u.Query()
		switch {
		case q.Has("postID"):
			kind += "?postID"
			post := s.World.Post(atoi(q.Get("postID")))
			want := PageOf(post.Index, per)
			canon := testBase + "/" + s.Pkg.Skin.ThreadURL(post.Thread, want)
			if p.Status != 200 || p.Type != TypeThread || p.TID != post.Thread.ID || p.Page != want || p.Canonical != canon {
				t.Errorf("permalink %s labelled %+v, want page %d", raw, p, want)
			}
		case q.Has("action"):
			kind += "?action"
			if p.Status != 302 || p.Type != TypeThread || !strings.Contains(p.RedirectTo, "?postID=") {
				t.Errorf("shortcut %s labelled %+v", raw, p)
			}
		case q.Has("sortField"):
			kind += "?sortField"
		}
		kinds[kind+" "+p.Type]++
		isThread := strings.HasPrefix(kind, "forum/thread")
		isIndex := kind == "forum/board" || kind == "forum/board?sortField"
		if p.Status == 200 && ((p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex) {
			t.Errorf("%s labelled %s", raw, p.Type)
		}
	}
	hasKinds(t, kinds, "forum entry", "forum/board index", "forum/board?sortField index", "forum/thread thread", "forum/thread?postID thread",
		"forum/thread?action thread", "forum/board-feed other", "forum/user-post-list other", "user other", "members-list other",
		"login other", "tagged other", "register other", " other")
}

func atoi(s string) int {
	var n int
	fmt.Sscan(s, &n)
	return n
}

// URL habits: the canonical check's 301s, pageNo=1 duplicates, permalinks,
// shortcuts and the pages past the end.
func TestWBBURLs(t *testing.T) {
	f := newWBBFixture(t)
	sk := f.s.Pkg.Skin
	long, b, w := f.long, f.board, f.s.World
	pages, bpages := long.Pages(20), b.Pages(20)
	tb, bb := "/"+wbbThreadBase(long), "/"+wbbBoardBase(b)
	last := long.LastPost()
	p21 := long.Posts[20]
	cat := w.Categories[0]
	u := long.Author
	tests := []urlCase{
		{"/forum/", 200, TypeEntry, 0, 0, 0, 0, "forum/", ""},
		{"/forum", 301, TypeEntry, 0, 0, 0, 0, "forum/", "/forum/"},
		{"/forum/board-list/", 301, TypeEntry, 0, 0, 0, 0, "forum/", "/forum/"},
		{"/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		// Boards: ?pageNo=1 renders page 1 under its canonical; a wrong title or a missing slash is a 301.
		{bb, 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{bb + "?pageNo=1", 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{bb + "?pageNo=2", 200, TypeIndex, 0, 0, b.ID, 2, sk.BoardURL(b, 2), ""},
		{fmt.Sprintf("%s?pageNo=%d", bb, bpages+1), 404, TypeOther, 0, 0, 0, 0, "", ""},
		{bb + "?pageNo=2&sortField=topic&sortOrder=ASC", 200, TypeIndex, 0, 0, b.ID, 2, sk.BoardURL(b, 2), ""},
		{bb + "?sortField=replies&sortOrder=DESC", 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{fmt.Sprintf("/forum/board/%d-wrong-title/?pageNo=2&sortField=views", nodeID(b)), 301, TypeIndex, 0, 0, b.ID, 2, sk.BoardURL(b, 2), bb + "?pageNo=2&sortField=views"},
		{fmt.Sprintf("/forum/board/%d/", nodeID(b)), 301, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), bb},
		{strings.TrimSuffix(bb, "/"), 301, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), bb},
		{"/" + wbbCatURL(cat), 200, TypeIndex, 0, 0, 0, 1, wbbCatURL(cat), ""},
		{"/forum/board/99999-nothing/", 404, TypeOther, 0, 0, 0, 0, "", ""},
		// Threads.
		{tb, 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{tb + "?pageNo=1", 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{tb + "?pageNo=2", 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{fmt.Sprintf("%s?pageNo=%d", tb, pages), 200, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), ""},
		{fmt.Sprintf("%s?pageNo=%d", tb, pages+1), 404, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/forum/thread/%d-x/?pageNo=2", long.ID), 301, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), tb + "?pageNo=2"},
		{"/forum/thread/999999-x/", 404, TypeOther, 0, 0, 0, 0, "", ""},
		// Permalinks render the page holding the post; a post of another thread moves to its own.
		{fmt.Sprintf("%s?postID=%d", tb, long.Posts[0].ID), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("%s?postID=%d", tb, p21.ID), 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{fmt.Sprintf("%s?postID=%d", tb, last.ID), 200, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), ""},
		{fmt.Sprintf("/%s?postID=%d", wbbThreadBase(f.short), p21.ID), 301, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), fmt.Sprintf("%s?postID=%d", tb, p21.ID)},
		{tb + "?postID=99999999", 404, TypeOther, 0, 0, 0, 0, "", ""},
		// Shortcuts: 302 to the last post's permalink.
		{tb + "?action=lastPost", 302, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), fmt.Sprintf("%s?postID=%d#post%d", tb, last.ID, last.ID)},
		{tb + "?action=firstNew", 302, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), fmt.Sprintf("%s?postID=%d#post%d", tb, last.ID, last.ID)},
		// Everything else is other.
		{fmt.Sprintf("/forum/board-feed/%d/", nodeID(b)), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/board-feed/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/unread-thread-list/", 403, TypeOther, 0, 0, 0, 0, "", ""},
		{"/" + wbbUserURL(u), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/user/%d-x/", u.ID), 301, TypeOther, 0, 0, 0, 0, "", "/" + wbbUserURL(u)},
		{"/" + wbbPostListURL(u), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/members-list/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/members-list/?pageNo=2&letter=&sortField=username&sortOrder=ASC", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/members-list/?letter=A", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/members-list/?pageNo=9", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/login/?url=%2Fforum%2F", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/register/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/search/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/" + wbbTagURL(wbbTab(w), long.Tags[0]), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/tagged/1-x/", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/nothing/", 404, TypeOther, 0, 0, 0, 0, "", ""},
	}
	checkURLs(t, f.s, tests)
	if r := f.get(t, "/login/?url=%2Fforum%2F"); !r.Info.Trap {
		t.Error("the login page is not a trap")
	}
}

// What a reader of the HTML notices: the board list, thread rows with their
// shortcuts, pagination naming page 1, posts with their permalinks, the
// login link carrying the request URI.
func TestWBBMarkup(t *testing.T) {
	f := newWBBFixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World

	t.Run("entry", func(t *testing.T) {
		r := f.get(t, "/forum/")
		hasAll(t, "entry", r.Body, `<ul class="wbbBoardList">`, `<h2 class="wbbBoardTitle">`, `class="wbbBoardLink"`, `<link rel="canonical" href="/forum/">`,
			`data-box-identifier="com.woltlab.wbb.StatisticsSidebar"`, `data-box-identifier="com.woltlab.wcf.UsersOnline"`, `<nav class="breadcrumbs"`,
			`href="/login/?url=%2Fforum%2F"`, `id="pageFooterCopyright"`)
		ls := linkSet(r.Body)
		for _, b := range w.Boards {
			if !ls["/"+sk.BoardURL(b, 1)] {
				t.Errorf("entry does not link board %d", b.ID)
			}
		}
		for _, cat := range w.Categories {
			if !ls["/"+wbbCatURL(cat)] {
				t.Errorf("entry does not link category %d", cat.ID)
			}
		}
		for _, n := range []string{"/", "/members-list/", "/users-online-list/", "/team/", "/search/", "/legal-notice/", "/privacy-policy/", "/forum/board-feed/"} {
			if !ls[n] {
				t.Errorf("entry lacks %s", n)
			}
		}
	})

	t.Run("board", func(t *testing.T) {
		b := f.board
		r := f.get(t, "/"+sk.BoardURL(b, 2))
		base := "/" + wbbBoardBase(b)
		hasAll(t, "board", r.Body, `<nav class="pagination"`, `<li class="active"><span>2</span>`, `rel="prev"`,
			fmt.Sprintf(`<link rel="canonical" href="%s?pageNo=2">`, base), `class="messageGroupLink wbbTopicLink"`, `<dt>Antworten</dt>`)
		ls := linkSet(r.Body)
		if !ls[base+"?pageNo=1"] {
			t.Error("page 2 does not link page 1 as ?pageNo=1")
		}
		if !ls[base+"?pageNo=2&sortField=topic&sortOrder=ASC"] {
			t.Error("no sort link keeping the page")
		}
		if n := strings.Count(f.get(t, "/"+sk.BoardURL(b, 1)).Body, `class="messageGroupLink wbbTopicLink"`); n != 20 {
			t.Errorf("page 1 lists %d threads", n)
		}
		for _, th := range Page(b.Threads, 2, 20) {
			if !ls["/"+sk.ThreadURL(th, 1)] || !ls["/"+wbbThreadBase(th)+"?action=lastPost"] {
				t.Errorf("board page lacks thread %d or its last-post link", th.ID)
			}
		}
		sorted := f.get(t, "/"+sk.BoardURL(b, 1)+"?sortField=topic&sortOrder=ASC")
		if !linkSet(sorted.Body)[base+"?pageNo=2&sortField=topic&sortOrder=ASC"] {
			t.Error("a sorted page's pagination drops the sort")
		}
	})

	t.Run("thread", func(t *testing.T) {
		long := f.long
		r := f.get(t, "/"+sk.ThreadURL(long, 2))
		p := long.Posts[20]
		perma := fmt.Sprintf("/%s?postID=%d#post%d", wbbThreadBase(long), p.ID, p.ID)
		hasAll(t, "thread", r.Body, `<article class="wbbPost message`, fmt.Sprintf(`<li id="post%d"`, p.ID),
			fmt.Sprintf(`<a href="%s" class="jsTooltip wsShareButton" title="Teilen" data-link-title="%s">#21</a>`, perma, Esc(long.Title)),
			fmt.Sprintf(`<a href="%s" rel="nofollow" class="permalink messagePublicationTime"><time datetime="%s"`, perma, p.Time.In(wbbZone).Format(time3339)),
			`<div class="messageAuthorContainer"><a href="/`+wbbUserURL(p.Author)+`" class="username userLink"`,
			fmt.Sprintf(`<link rel="canonical" href="/%s?pageNo=2">`, wbbThreadBase(long)),
			`<li class="active"><span>2</span>`, `data-box-identifier="com.woltlab.wbb.SimilarThreads"`)
		if n := strings.Count(r.Body, `<article class="wbbPost message`); n != 20 {
			t.Errorf("page 2 shows %d posts", n)
		}
		if !linkSet(r.Body)["/"+wbbThreadBase(long)+"?pageNo=1"] {
			t.Error("page 2 does not link page 1 as ?pageNo=1")
		}
		if strings.Contains(f.get(t, "/"+sk.ThreadURL(f.short, 1)).Body, `<nav class="pagination"`) {
			t.Error("a thread of one page has a pagination")
		}
		perm := f.get(t, perma[:strings.IndexByte(perma, '#')])
		hasAll(t, "permalink", perm.Body, fmt.Sprintf(`<link rel="canonical" href="/%s?pageNo=2">`, wbbThreadBase(long)), fmt.Sprintf(`<li id="post%d"`, p.ID))
	})
}
