package sim

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

var msOnce = truthOnce(misago)

// msFixture is the Misago site and its truth, built once for the tests of
// this file, with a thread of three pages or more, a one-page thread with
// replies, a board of two pages or more and a board with sub-boards.
type msFixture struct {
	fixture
	tr *Truth
	d  *msTables
}

func newMSFixture(t *testing.T) msFixture {
	t.Helper()
	s, tr := msOnce(t)
	f := msFixture{fixture: newFixture(t, s), tr: tr, d: msTab(s.World)}
	if f.short == nil || f.parent == nil {
		t.Fatal("fixture incomplete: no thread of one page with replies, or no board with sub-boards")
	}
	return f
}

// msKind names a Misago URL by its route, with " paged" when it names a later page.
func msKind(u *url.URL) string {
	seg := strings.Split(strings.Trim(u.Path, "/"), "/")
	paged := ""
	if u.Query().Has("cursor") {
		paged = " paged"
	}
	switch {
	case u.Path == "/":
		return "index" + paged
	case seg[0] == "c" && len(seg) == 3:
		return "category" + paged
	case seg[0] == "t" && len(seg) == 3:
		return "thread"
	case seg[0] == "t" && len(seg) == 4 && seg[3] == "last":
		return "last"
	case seg[0] == "t" && len(seg) == 4:
		return "thread paged"
	case seg[0] == "t" && len(seg) == 5 && seg[3] == "post":
		return "post"
	case seg[0] == "u" && len(seg) == 3:
		return "profile landing"
	case seg[0] == "u" && len(seg) == 4:
		return "profile " + seg[3]
	case seg[0] == "users", seg[0] == "search", seg[0] == "categories", seg[0] == "threads":
		return seg[0]
	case len(seg) == 1 && (seg[0] == "login" || seg[0] == "register" || seg[0] == "forgotten-password" || seg[0] == "request-activation"):
		return "form"
	}
	return "unknown " + u.Path
}

// The ground truth: the forum index the entry and its later pages index
// pages of no board, every category page an index page (a board's under its
// board), thread pages threads under their plain URL, the post permalinks and
// last-post shortcuts 302s labelled as the page they end on, profiles, users
// lists, search and the forms other pages.
func TestMisagoTruth(t *testing.T) {
	f := newMSFixture(t)
	s, tr, d := f.s, f.tr, f.d
	per := s.Pkg.Shape.ThreadsPerPage
	t.Logf("counts %+v", tr.Counts)
	opensAt(t, tr, testBase+"/")
	want := pageCount(len(d.index), per) - 1 + 1 // the index's later pages, the categories page
	for _, mc := range d.cats {
		want += pageCount(len(mc.threads), per)
	}
	if tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (category pages, the categories page and the index's later pages)", tr.Counts.IndexPages, want)
	}
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := msKind(u)
		kinds[k+" "+p.Type]++
		switch k {
		case "thread", "thread paged":
			th := s.World.Thread(p.TID)
			if p.Status == 200 && (p.Type != TypeThread || th == nil || p.Canonical != raw) {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "post", "last":
			if p.Status != 302 || p.Type != TypeThread || !strings.Contains(p.RedirectTo, "#post-") {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "index":
			if p.Type != TypeEntry || p.Canonical != testBase+"/" {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "index paged", "category", "category paged":
			if p.Status != 200 || p.Type != TypeIndex || p.Canonical != raw {
				t.Errorf("%s labelled %+v", raw, p)
			}
		}
		if p.Status != 200 {
			continue
		}
		isThread := k == "thread" || k == "thread paged"
		isIndex := k == "index paged" || k == "category" || k == "category paged" || k == "categories"
		if (p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex || (p.Type == TypeEntry) != (k == "index") {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "index entry", "index paged index", "category index", "category paged index", "categories index",
		"thread thread", "thread paged thread", "post thread", "last thread", "profile landing other", "profile posts other",
		"profile threads other", "profile follows other", "profile followers other", "profile details other", "users other",
		"search other", "form other")
}

// What each kind of URL answers and how it is labelled.
func TestMisagoURLs(t *testing.T) {
	f := newMSFixture(t)
	sk := f.s.Pkg.Skin.(msSkin)
	d := f.d
	long, b := f.long, f.board
	per := f.s.Pkg.Shape.ThreadsPerPage
	mc := d.ofBoard[b]
	pages := long.Pages(18)
	bpages := pageCount(len(mc.threads), per)
	top := d.ofCat[b.Category]
	tid := d.o.threadID[long]
	p20, last := long.Posts[19], long.LastPost()
	u := long.Author
	thread := threadCases(sk, long)
	list := boardCases(sk, b)
	to := movedTo
	other := otherCase
	found := func(path, loc string) urlCase { return urlCase{path, 302, TypeOther, 0, 0, 0, 0, "", loc} }
	missing := missingCase
	cat := "/" + msCatURL(mc)
	plain := "/" + sk.ThreadURL(long, 1)
	boundary := d.lastID[mc.threads[per-1]]
	// Past the end: the last 26 threads, under the request's query, labelled as the page holding the first.
	pastEnd := cat + "?utm=x"
	if len(mc.threads) > per {
		pastEnd = fmt.Sprintf("%s?cursor=%d&utm=x", cat, d.lastID[mc.threads[len(mc.threads)-per-1]])
	}
	tests := []urlCase{
		// The forum index and its later pages.
		{"/", 200, TypeEntry, 0, 0, 0, 0, "/", ""},
		{fmt.Sprintf("/?cursor=%d", d.lastID[d.index[per-1]]), 200, TypeIndex, 0, 0, 0, 2, fmt.Sprintf("/?cursor=%d", d.lastID[d.index[per-1]]), ""},
		{fmt.Sprintf("/?cursor=%d", d.lastID[d.index[0]]+1), 200, TypeEntry, 0, 0, 0, 0, "/", ""},
		{"/threads/", 302, TypeEntry, 0, 0, 0, 0, "/", "/"}, {"/threads", 301, TypeEntry, 0, 0, 0, 0, "/", "/threads/"},
		missing("/?cursor=0"), missing("/?cursor=x"), missing("/threads/my/"), missing("/threads/unread/"),
		// Categories: a board's, its cursor pages, a bad slug, a past-the-end cursor.
		list(cat, 1), list(fmt.Sprintf("%s?cursor=%d", cat, boundary), 2),
		list(fmt.Sprintf("/%s", sk.BoardURL(b, bpages)), bpages),
		list(fmt.Sprintf("%s?cursor=%d", cat, boundary-1), 2),
		to(fmt.Sprintf("%s?cursor=1&utm=x", cat), 302, pastEnd, list("", pageOf(max(0, len(mc.threads)-per), per))),
		to(fmt.Sprintf("/c/wrong-slug/%d/?cursor=%d", mc.id, boundary), 301, cat, list("", 1)),
		to(strings.TrimSuffix(cat, "/"), 301, cat, list("", 1)),
		missing(cat + "?cursor=-3"), missing(cat + "my/"), missing("/c/x/99999/"),
		{"/" + msCatURL(top), 200, TypeIndex, 0, 0, 0, 1, msCatURL(top), ""},
		{"/categories/", 200, TypeIndex, 0, 0, 0, 1, "categories/", ""},
		// Threads: /N/ pages, /1/ and past the end redirected, a bad slug 301.
		thread(plain, 1), thread(plain+"2/", 2), thread(fmt.Sprintf("%s%d/", plain, pages), pages), thread(plain+"0/", pages),
		to(plain+"1/", 302, plain, thread("", 1)),
		to(fmt.Sprintf("%s%d/", plain, pages+1), 302, fmt.Sprintf("%s%d/", plain, pages), thread("", pages)),
		to(fmt.Sprintf("/t/wrong/%d/2/", tid), 301, plain, thread("", 1)),
		to(strings.TrimSuffix(plain, "/"), 301, plain, thread("", 1)),
		missing("/t/x/999999/"), missing(plain + "nothing/"),
		// Post permalinks and shortcuts.
		to(fmt.Sprintf("%spost/%d/", plain, d.o.postID[p20]), 302, fmt.Sprintf("%s2/#post-%d", plain, d.o.postID[p20]), thread("", 2)),
		to(fmt.Sprintf("%spost/%d/", plain, d.o.postID[long.Posts[0]]), 302, fmt.Sprintf("%s#post-%d", plain, d.o.postID[long.Posts[0]]), thread("", 1)),
		to(plain+"last/", 302, fmt.Sprintf("%s%d/#post-%d", plain, pages, d.o.postID[last]), thread("", pages)),
		to(plain+"unread/", 302, plain, thread("", 1)),
		missing(fmt.Sprintf("%spost/%d/", plain, d.o.postID[f.short.Posts[0]])),
		// Profiles and the users lists.
		found("/"+d.userURL(u), "/"+d.userURL(u)+"posts/"),
		other("/" + d.userURL(u) + "posts/"), other("/" + d.userURL(u) + "threads/"), other("/" + d.userURL(u) + "details/"),
		{fmt.Sprintf("/u/wrong/%d/follows/", u.ID), 301, TypeOther, 0, 0, 0, 0, "", "/" + d.userURL(u) + "follows/"},
		missing("/u/x/99999/"), missing("/" + d.userURL(u) + "likes/"),
		found("/users/", "/users/active-posters/"), other("/users/active-posters/"), other("/users/forum-team/"),
		found("/users/forum-team/1/", "/users/forum-team/"), missing("/users/forum-team/2/"), missing("/users/members/"),
		// Search and the forms.
		found("/search/", "/search/threads/"), other("/search/threads/"), other("/search/threads/?q=the"),
		other("/login/"), other("/register/"), other("/forgotten-password/"), other("/request-activation/"),
		missing("/viewtopic.php"), missing("/robots.txt"), missing("/rss/"),
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: the guest navbar, the list rows and
// their cursor paginator, the categories' children, the thread paginator and
// the posts' permalinks.
func TestMisagoMarkup(t *testing.T) {
	f := newMSFixture(t)
	sk := f.s.Pkg.Skin.(msSkin)
	d := f.d
	per := f.s.Pkg.Shape.ThreadsPerPage

	t.Run("index", func(t *testing.T) {
		r := f.get(t, "/")
		hasAll(t, "index", r.Body, "<title>"+msSite+"</title>", `href="/login/" class="btn btn-default navbar-btn btn-sign-in">Sign in</a>`,
			`<li><a href="/categories/">Categories</a></li>`, `<button class="btn btn-default btn-icon" disabled>`,
			fmt.Sprintf(`href="/?cursor=%d"`, d.lastID[d.index[per-1]]), `title="Go to next page"`)
		if n := strings.Count(r.Body, `class="threads-list-item"`); n != per {
			t.Errorf("the index lists %d threads", n)
		}
		ls := linkSet(r.Body)
		for _, th := range d.index[:per] {
			if !ls["/"+sk.ThreadURL(th, 1)] || !ls["/"+d.lastURL(th)] || !ls["/"+d.userURL(th.Author)] {
				t.Errorf("the index lacks thread %d, its last post or its starter", th.ID)
			}
			if p := th.Pages(18); p > 1 && !ls["/"+sk.ThreadURL(th, p)] {
				t.Errorf("the index lacks thread %d's last page", th.ID)
			}
		}
		two := f.get(t, fmt.Sprintf("/?cursor=%d", d.lastID[d.index[per-1]]))
		hasAll(t, "index page 2", two.Body, `title="Go to first page"`, `<meta itemprop="position" content="27">`)
		if strings.Count(two.Body, `href="/"
        class="btn btn-default btn-icon"`) != 4 {
			t.Error("page 2's first and previous links do not both name the bare index, top and bottom")
		}
	})

	t.Run("category", func(t *testing.T) {
		b := f.board
		mc := d.ofBoard[b]
		r := f.get(t, "/"+sk.BoardURL(b, 1))
		hasAll(t, "category", r.Body, "<h1>"+Esc(mc.name)+"</h1>", `<ol class="breadcrumbs"`,
			fmt.Sprintf(`href="/%s?cursor=%d"`, msCatURL(mc), d.lastID[mc.threads[per-1]]))
		pinned := 0
		for _, th := range b.Threads {
			if th.Sticky {
				pinned++
			}
		}
		if n := strings.Count(r.Body, `class="threads-list-item"`); n != pinned+per {
			t.Errorf("page 1 lists %d threads, want %d pinned and %d", n, pinned, per)
		}
		p := f.get(t, "/"+sk.BoardURL(f.parent, 1))
		ls := linkSet(p.Body)
		for _, ch := range f.parent.Children {
			if !ls["/"+sk.BoardURL(ch, 1)] {
				t.Errorf("board %d does not show its child %d", f.parent.ID, ch.ID)
			}
			for _, th := range ch.Threads {
				if strings.Contains(p.Body, fmt.Sprintf(`id="threads-item-%d"`, d.o.threadID[th])) {
					goto listed
				}
			}
		}
		t.Error("a board with sub-boards lists none of their threads on page 1")
	listed:
		cats := f.get(t, "/categories/")
		cl := linkSet(cats.Body)
		for _, b := range f.s.World.Boards {
			if b.Parent == nil && !cl["/"+sk.BoardURL(b, 1)] {
				t.Errorf("the categories page lacks board %d", b.ID)
			}
		}
	})

	t.Run("thread", func(t *testing.T) {
		long := f.long
		pages := long.Pages(18)
		r := f.get(t, "/"+sk.ThreadURL(long, 2))
		p := long.Posts[18]
		hasAll(t, "thread page 2", r.Body, "<title>"+Esc(long.Title)+" | Page 2 | "+msSite+"</title>",
			fmt.Sprintf("Page 2 of %d", pages), `rel="prev"`, fmt.Sprintf(`<a id="post-%d" class="scroll-target"></a>`, d.o.postID[p]),
			fmt.Sprintf(`href="/%s">
          #19`, sk.postURL(d, p)), fmt.Sprintf(`href="/%s"`, sk.ThreadURL(long, 3)),
			fmt.Sprintf(`title="Go to last page"
          href="/%s"`, sk.ThreadURL(long, pages)))
		if n := strings.Count(r.Body, `class="posts-feed-item"`); n != min(18, len(long.Posts)-18) {
			t.Errorf("page 2 shows %d posts", n)
		}
		ls := linkSet(r.Body)
		if !ls["/"+msCatURL(d.ofBoard[long.Board])] || !ls["/"+d.userURL(p.Author)] {
			t.Error("the thread lacks its category or a poster's profile")
		}
		one := f.get(t, "/"+sk.ThreadURL(f.short, 1))
		if strings.Contains(one.Body, "thread-paginator") {
			t.Error("a thread of one page has a paginator")
		}
	})
}

// Misago's text rules: slugs and the query dict of the last-page redirect.
func TestMisagoHelpers(t *testing.T) {
	slugs := map[string]string{
		"Don't panic: it's fine!": "dont-panic-its-fine",
		"Flowers & Ornamentals":   "flowers-ornamentals",
		"Über straße":             "ueber-strasse",
		"??":                      "thread",
	}
	for in, want := range slugs {
		if got := msSlug(in, "thread"); got != want {
			t.Errorf("msSlug(%q) = %q, want %q", in, got, want)
		}
	}
	q := msQueryDict("a=1&cursor=5&a=2&b=x%20y")
	q.set("cursor", "9")
	if got := q.encode(); got != "?a=2&cursor=9&b=x+y" {
		t.Errorf("encode: %s", got)
	}
	q.del("cursor")
	q.del("a")
	q.del("b")
	if got := q.encode(); got != "" {
		t.Errorf("empty encode: %q", got)
	}
}
