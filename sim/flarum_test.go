package sim

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// faFixture is a Flarum site with a discussion of three pages or more, one of
// exactly 20 posts if any, and a tag of two pages or more.
type faFixture struct{ fixture }

func newFAFixture(t *testing.T) faFixture {
	t.Helper()
	f := faFixture{fixture{s: NewSite(flarum())}}
	for _, th := range f.s.World.Threads {
		if f.long == nil && th.Pages(20) >= 3 {
			f.long = th
		}
	}
	for _, b := range f.s.World.Boards {
		if f.board == nil && b.Parent == nil && pageCount(len(faTab(f.s.World).listed[b]), 20) >= 2 && b.Pages(20) >= 2 {
			f.board = b
		}
	}
	if f.long == nil || f.board == nil {
		t.Fatalf("fixture incomplete: long %v board %v", f.long, f.board)
	}
	return f
}

// The ground truth: consistent, within the farm's budget, every thread page
// reached by links, and post-number URLs labelled as the page holding the post.
func TestFlarumTruth(t *testing.T) {
	s := NewSite(flarum())
	tr, err := s.Truth(testBase)
	if err != nil {
		t.Fatal(err)
	}
	c := tr.Counts
	t.Logf("counts %+v", c)
	postNumber := regexp.MustCompile(`^/d/(\d+)/(\d+)$`)
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		first, _, _ := strings.Cut(strings.TrimPrefix(u.Path, "/"), "/")
		kinds[first+" "+p.Type]++
		if m := postNumber.FindStringSubmatch(u.Path); m != nil && u.RawQuery == "" {
			var tid, n int
			fmt.Sscan(m[1], &tid)
			fmt.Sscan(m[2], &n)
			th := s.World.Thread(tid)
			want := PageOf(n-1, 20)
			if p.Status != 200 || p.Type != TypeThread || p.TID != tid || p.Page != want || p.Canonical != testBase+"/"+s.Pkg.Skin.ThreadURL(th, want) {
				t.Errorf("post number %s labelled %+v, want page %d", raw, p, want)
			}
			kinds["post number"]++
		}
		if p.Type == TypeThread && p.Status == 200 && (p.TID == 0 || p.Page == 0 || p.Canonical == "") {
			t.Errorf("%s: thread page without tid, page or canonical: %+v", raw, p)
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "post number", "d thread", "t index", "tags index", "all index", "all entry", "u other")
}

// URL habits: what each kind of URL answers and how the truth labels it.
func TestFlarumURLs(t *testing.T) {
	f := newFAFixture(t)
	sk := f.s.Pkg.Skin
	long, b := f.long, f.board
	pages := long.Pages(20)
	d := "/" + sk.ThreadURL(long, 1)
	tag := "/" + sk.BoardURL(b, 1)
	user := faTab(f.s.World).userName[long.Author]
	tests := []urlCase{
		{"/", 200, TypeEntry, 0, 0, 0, 0, "/", ""},
		{"/all", 200, TypeEntry, 0, 0, 0, 0, "/", ""},
		{"/all?page=1", 200, TypeEntry, 0, 0, 0, 0, "/", ""},
		{"/all?page=2", 200, TypeIndex, 0, 0, 0, 2, "all?page=2", ""},
		{"/?page=2", 200, TypeIndex, 0, 0, 0, 2, "all?page=2", ""},
		{"/?sort=top&page=2", 200, TypeIndex, 0, 0, 0, 2, "all?page=2", ""},
		{"/?sort=oldest", 200, TypeEntry, 0, 0, 0, 0, "/", ""},
		{"/all?page=999", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/?q=phone", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/tags", 200, TypeIndex, 0, 0, 0, 1, "tags", ""},
		{tag, 200, TypeIndex, 0, 0, 0, 1, sk.BoardURL(b, 1), ""},
		{tag + "?page=1", 200, TypeIndex, 0, 0, 0, 1, sk.BoardURL(b, 1), ""},
		{tag + "?page=2", 200, TypeIndex, 0, 0, 0, 2, sk.BoardURL(b, 2), ""},
		{tag + "?sort=newest&page=2", 200, TypeIndex, 0, 0, 0, 2, sk.BoardURL(b, 2), ""},
		{tag + "?page=99", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/t/no-such-tag", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{d, 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{d + "?page=2", 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{d + "?page=1", 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{d + "?page=abc", 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("%s?page=%d", d, pages+3), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{d + "/", 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		// No redirect: any d/T-anything renders the discussion.
		{fmt.Sprintf("/d/%d", long.ID), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("/d/%d-wrong-slug?page=2", long.ID), 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		// Post numbers: the page holding the post.
		{fmt.Sprintf("/d/%d/1", long.ID), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("/d/%d/20", long.ID), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("/d/%d/21", long.ID), 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{fmt.Sprintf("%s/%d", d, len(long.Posts)+40), 200, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), ""},
		{"/d/999999-x", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/d/abc", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/u/" + user, 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/u/" + user + "/discussions", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/u/nobody-by-this-name", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/api/discussions", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/api/discussions/%d", long.ID), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/api/nothing", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/login", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/nothing/here", 404, TypeOther, 0, 0, 0, 0, "", ""},
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: Flarum's empty app shell, the crawler
// view in <noscript>, bare lists, "Next Page »" links and post mentions.
func TestFlarumMarkup(t *testing.T) {
	f := newFAFixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World

	t.Run("entry", func(t *testing.T) {
		r := f.get(t, "/")
		hasAll(t, "entry", r.Body, `<div id="app" class="App">`, `<noscript id="flarum-content">`, `<h2>All Discussions</h2>`,
			`<a href="/all?page=2">Next Page &raquo;</a>`, `<link rel="canonical" href="/">`, `<link rel="next" href="/?page=2">`,
			`flarum.core.app.load(`, `<title>Riverside Makers</title>`)
		if strings.Contains(r.Body, "Previous Page") {
			t.Error("page one links a previous page")
		}
		ls := linkSet(r.Body)
		if !ls["/tags"] {
			t.Error("the custom header does not link the tags")
		}
		r = f.get(t, "/all?page=2")
		hasAll(t, "page two", r.Body, `<a href="/all?page=1">&laquo; Previous Page</a>`, `<link rel="prev" href="/">`,
			`<title>All Discussions - Page 2 - Riverside Makers</title>`)
	})

	t.Run("tag", func(t *testing.T) {
		b := f.board
		r := f.get(t, "/"+sk.BoardURL(b, 1))
		slug := faTab(w).tagSlug[b]
		hasAll(t, "tag page", r.Body, "<h1>"+Esc(b.Name)+"</h1>", fmt.Sprintf(`<a href="/t/%s?page=2">Next Page &raquo;</a>`, slug))
		ls := linkSet(r.Body)
		for _, th := range faTab(w).listed[b][:20] {
			if !ls["/"+sk.ThreadURL(th, 1)] {
				t.Errorf("tag page does not list discussion %d", th.ID)
			}
		}
		r = f.get(t, "/tags")
		ls = linkSet(r.Body)
		for _, x := range w.Boards {
			if !ls["/"+sk.BoardURL(x, 1)] {
				t.Errorf("tags page does not link tag %d", x.ID)
			}
		}
	})

	t.Run("discussion", func(t *testing.T) {
		long := f.long
		d := "/" + sk.ThreadURL(long, 1)
		r := f.get(t, d)
		hasAll(t, "discussion", r.Body, "<h2>"+Esc(long.Title)+"</h2>", `<div class="Post-body">`,
			"<h3>"+faTab(w).userName[long.Author]+"</h3>", `<a href="`+d+`?page=2">Next Page &raquo;</a>`)
		if n := strings.Count(r.Body, `<div class="Post-body">`); n != 20 {
			t.Errorf("page one shows %d posts", n)
		}
		r = f.get(t, d+"?page=2")
		hasAll(t, "page two", r.Body, `<a href="`+d+`">&laquo; Previous Page</a>`, `<link rel="canonical" href="`+d+`?page=2">`)
		// Post numbers render the posts around the post, canonical the discussion.
		r = f.get(t, fmt.Sprintf("/d/%d/25", long.ID))
		hasAll(t, "post 25", r.Body, `<link rel="canonical" href="`+d+`">`, Esc(long.Posts[14].Body[0]), Esc(long.Posts[33].Body[0]))
	})

	t.Run("mentions", func(t *testing.T) {
		mention := regexp.MustCompile(`<a href="/d/(\d+)/(\d+)" class="PostMention" data-id="(\d+)">`)
		found := 0
		for _, th := range w.Threads[:60] {
			for _, m := range mention.FindAllStringSubmatch(f.get(t, "/"+sk.ThreadURL(th, 1)).Body, -1) {
				var tid, n, pid int
				fmt.Sscan(m[1], &tid)
				fmt.Sscan(m[2], &n)
				fmt.Sscan(m[3], &pid)
				if p := w.Post(pid); p == nil || p.Thread.ID != tid || p.Index+1 != n {
					t.Errorf("mention %s names the wrong post", m[0])
				}
				found++
			}
		}
		if found == 0 {
			t.Error("no post mentions")
		}
	})

	t.Run("exactly twenty", func(t *testing.T) {
		for _, th := range w.Threads {
			if len(th.Posts)%20 != 0 {
				continue
			}
			r := f.get(t, "/"+sk.ThreadURL(th, 1))
			if !strings.Contains(r.Body, "Next Page &raquo;") {
				t.Error("a discussion of a multiple of 20 posts does not offer its empty next page")
			}
			if e := f.get(t, "/"+sk.ThreadURL(th, 1)+"?page=2"); e.Status != 200 || e.Info.Type != TypeOther || strings.Contains(e.Body, `class="Post-body"`) {
				t.Errorf("the empty page: %d %+v", e.Status, e.Info)
			}
			return
		}
		t.Skip("no discussion of a multiple of 20 posts in this world")
	})

	t.Run("not found", func(t *testing.T) {
		r := f.get(t, "/nothing/here")
		hasAll(t, "404", r.Body, "The page you requested was not found.")
	})
}
