package sim

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// nbFixture is a NodeBB site with the things its tests look for: a topic of
// three pages or more, a category of two pages or more, a tag with topics.
type nbFixture struct {
	fixture
	tag string
}

func newNBFixture(t *testing.T) nbFixture {
	t.Helper()
	f := nbFixture{fixture: newFixture(t, NewSite(nodebb()))}
	f.tag = f.s.World.Tags()[0]
	if f.short == nil {
		t.Fatal("fixture incomplete: no topic of one page with replies")
	}
	return f
}

// The ground truth: consistent, within the farm's budget, every thread page
// reached by links, and the post-index trap labelled as the pages it duplicates.
func TestNodeBBTruth(t *testing.T) {
	s := NewSite(nodebb())
	tr, err := s.Truth(testBase)
	if err != nil {
		t.Fatal(err)
	}
	c := tr.Counts
	t.Logf("counts %+v", c)
	boardPages := pagesOfBoards(s)
	// Index pages: every category page and every tag list page.
	if c.IndexPages < boardPages+len(s.World.Tags()) || c.IndexPages > boardPages+3*len(s.World.Tags()) {
		t.Errorf("%d index pages for %d category pages and %d tags", c.IndexPages, boardPages, len(s.World.Tags()))
	}
	postIndex := regexp.MustCompile(`^/topic/(\d+)/[^/?]+/(\d+)$`)
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		first, _, _ := strings.Cut(strings.TrimPrefix(u.Path, "/"), "/")
		kinds[first+" "+p.Type]++
		if m := postIndex.FindStringSubmatch(u.Path); m != nil && u.RawQuery == "" && !u.ForceQuery && p.Status == 200 {
			var tid, n int
			fmt.Sscan(m[1], &tid)
			fmt.Sscan(m[2], &n)
			th := s.World.Thread(tid)
			want := PageOf(n-1, s.Pkg.Shape.PostsPerPage)
			if p.Type != TypeThread || p.TID != tid || p.Page != want || p.Canonical != testBase+"/"+s.Pkg.Skin.ThreadURL(th, want) {
				t.Errorf("post index %s labelled %+v, want page %d", raw, p, want)
			}
		}
		if p.Type == TypeThread && p.Status == 200 && (p.TID == 0 || p.Page == 0 || p.Canonical == "") {
			t.Errorf("%s: thread page without tid, page or canonical: %+v", raw, p)
		}
	}
	hasKinds(t, kinds, "post thread", "topic thread", "tags index", "recent other", "popular other", "top other", "user other", "users other", "groups other")
	for _, k := range []string{"recent index", "popular index", "user index", "user thread", "tags thread"} {
		if kinds[k] != 0 {
			t.Errorf("%d %q pages in the truth", kinds[k], k)
		}
	}
}

// URL habits: what each kind of URL answers and how the truth labels it.
func TestNodeBBURLs(t *testing.T) {
	f := newNBFixture(t)
	sk := f.s.Pkg.Skin
	long, short, b := f.long, f.short, f.board
	pages := long.Pages(20)
	slug := "/" + sk.ThreadURL(long, 1)
	ts, _ := strings.CutPrefix(sk.ThreadURL(short, 1), "topic/")
	user := nbTab(f.s.World).slugOf[long.Author]
	tests := []urlCase{
		{"/", 200, TypeEntry, 0, 0, 0, 0, "/", ""},
		{"/categories", 200, TypeEntry, 0, 0, 0, 0, "/", ""},
		{"/" + sk.BoardURL(b, 2), 200, TypeIndex, 0, 0, 0, 2, sk.BoardURL(b, 2), ""},
		{"/" + sk.BoardURL(b, 1) + "?page=1", 200, TypeIndex, 0, 0, 0, 1, sk.BoardURL(b, 1), ""},
		{"/" + sk.BoardURL(b, 1) + fmt.Sprintf("?page=%d", b.Pages(20)+1), 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/" + sk.BoardURL(b, 1) + "?sort=most_posts&page=2", 200, TypeIndex, 0, 0, 0, 2, sk.BoardURL(b, 2), ""},
		{"/" + sk.BoardURL(b, 1) + "/21", 200, TypeIndex, 0, 0, 0, 2, sk.BoardURL(b, 2), ""},
		{fmt.Sprintf("/category/%d/no-such-slug", b.ID), 200, TypeIndex, 0, 0, 0, 1, sk.BoardURL(b, 1), ""},
		{fmt.Sprintf("/category/%d", b.ID), 308, TypeIndex, 0, 0, 0, 1, sk.BoardURL(b, 1), "/" + sk.BoardURL(b, 1) + "?"},
		{"/category/9999/x", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{slug, 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{slug + "?page=2", 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{slug + "?page=1", 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{slug + "?", 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("%s?page=%d", slug, pages), 200, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), ""},
		{fmt.Sprintf("%s?page=%d", slug, pages+1), 404, TypeOther, 0, 0, 0, 0, "", ""},
		{slug + "?page=-1", 404, TypeOther, 0, 0, 0, 0, "", ""},
		// Post indexes: the page holding the post, or the page asked for.
		{slug + "/1", 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{slug + "/20", 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{slug + "/21", 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{slug + "/21?page=3", 200, TypeThread, long.ID, 3, 0, 0, sk.ThreadURL(long, 3), ""},
		{slug + "/21?page=1", 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("%s/%d", slug, len(long.Posts)), 200, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), ""},
		{fmt.Sprintf("%s/%d", slug, len(long.Posts)+5), 307, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), fmt.Sprintf("%s/%d", slug, len(long.Posts))},
		{slug + "/-2", 307, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), slug},
		{slug + "/abc", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/topic/%d", long.ID), 308, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), slug + "/1"},
		{fmt.Sprintf("/topic/%d/wrong-slug/21", long.ID), 308, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), slug + "/21"},
		{"/topic/" + ts + "/2", 200, TypeThread, short.ID, 1, 0, 0, sk.ThreadURL(short, 1), ""},
		{"/topic/999999/x", 404, TypeOther, 0, 0, 0, 0, "", ""},
		// Post permalinks redirect to the post index (the topic itself for the first post).
		{fmt.Sprintf("/post/%d", long.Posts[0].ID), 307, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), slug},
		{fmt.Sprintf("/post/%d", long.Posts[20].ID), 307, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), slug + "/21"},
		{"/post/99999999", 404, TypeOther, 0, 0, 0, 0, "", ""},
		// Tags are index pages; recent, popular and top are other.
		{"/tags", 200, TypeIndex, 0, 0, 0, 1, "tags", ""},
		{"/tags/" + f.tag, 200, TypeIndex, 0, 0, 0, 1, "tags/" + f.tag, ""},
		{"/tags/" + f.tag + "?page=99", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/tags/no-such-tag-at-all", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/recent", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/recent?page=2", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/recent?page=999", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/recent?filter=unreplied", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/popular", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/popular?term=month", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/popular?term=decade", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/top?term=alltime", 200, TypeOther, 0, 0, 0, 0, "", ""},
		// Members, groups and guest walls.
		{"/user/" + user, 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/user/" + user + "/topics", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/user/" + user + "/posts", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/user/" + user + "/followers", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/user/" + user + "/bookmarks", 302, TypeOther, 0, 0, 0, 0, "", "/login"},
		{"/user/nobody-by-this-name", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/users?section=sort-posts", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/groups", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/groups/administrators", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/unread", 302, TypeOther, 0, 0, 0, 0, "", "/login"},
		{"/compose?cid=1", 302, TypeOther, 0, 0, 0, 0, "", "/login"},
		{"/login", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/register", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/reset", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/category/%d.rss", b.ID), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/topic/%d.rss", long.ID), 200, TypeOther, 0, 0, 0, 0, "", ""},
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: NodeBB's components, the entry page
// linking every category, teasers into the post-index trap, ISO timeago text,
// and relative ?page=N links that stay below a post-index URL.
func TestNodeBBMarkup(t *testing.T) {
	f := newNBFixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World
	links := func(base, body string) map[string]bool {
		out := map[string]bool{}
		bu, _ := url.Parse(base)
		for _, l := range Links(body) {
			if u, err := bu.Parse(l); err == nil {
				out[u.RequestURI()] = true
			}
		}
		return out
	}

	t.Run("entry", func(t *testing.T) {
		r := f.get(t, "/")
		hasAll(t, "entry", r.Body, `<ul class="categories"`, `component="categories/category"`, `<h2 class="title">`,
			`class="category-children"`, `class="permalink text-muted"`, `<span class="timeago" title="`)
		ls := links(testBase+"/", r.Body)
		for _, b := range w.Boards {
			if !ls["/"+sk.BoardURL(b, 1)] {
				t.Errorf("entry does not link category %d (%s)", b.ID, sk.BoardURL(b, 1))
			}
			if b.Parent == nil {
				p := b.Latest()
				if !ls[fmt.Sprintf("/topic/%s/%d", nbSlug(p.Thread), len(p.Thread.Posts))] || !ls[fmt.Sprintf("/post/%d", p.ID)] {
					t.Errorf("category %d: no teaser links to its latest post %d", b.ID, p.ID)
				}
			}
		}
		for _, n := range []string{"/categories", "/recent", "/tags", "/popular", "/users", "/groups", "/search", "/login", "/register"} {
			if !ls[n] {
				t.Errorf("header lacks %s", n)
			}
		}
	})

	t.Run("category", func(t *testing.T) {
		b := f.board
		base := testBase + "/" + sk.BoardURL(b, 1)
		r := f.get(t, "/"+sk.BoardURL(b, 1))
		th := b.Threads[0]
		hasAll(t, "category", r.Body, `<ul component="category" class="topic-list"`, `<li component="category/topic"`,
			fmt.Sprintf(`data-tid="%d" data-index="0"`, th.ID), `<h3 component="topic/header" class="title">`,
			`<ol class="breadcrumb" itemscope="itemscope" itemprop="breadcrumb"`, `itemprop="itemListElement"`,
			`<ul class="pagination`, `<li class="page-item previous`, `<li class="page-item next`, `href="?page=2"`, `?sort=most_posts`)
		ls := links(base, r.Body)
		for _, want := range []string{"/" + sk.ThreadURL(th, 1), fmt.Sprintf("/topic/%s/%d", nbSlug(th), len(th.Posts)),
			"/" + nbUserURL(&Ctx{W: w}, th.Author), "/tags/" + th.Tags[0], "/" + sk.BoardURL(b, 2), "/" + sk.BoardURL(b, 1) + "?page=1"} {
			if !ls[want] {
				t.Errorf("category page does not link %s", want)
			}
		}
		for _, ch := range b.Children {
			if !ls["/"+sk.BoardURL(ch, 1)] {
				t.Errorf("category page does not list sub-category %d", ch.ID)
			}
		}
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		p := long.Posts[0]
		r := f.get(t, "/"+sk.ThreadURL(long, 1))
		hasAll(t, "topic", r.Body, fmt.Sprintf(`<ul component="topic" class="posts timeline" data-tid="%d"`, long.ID),
			fmt.Sprintf(`<li component="post" class="topic-owner-post" data-index="0" data-pid="%d"`, p.ID), `itemprop="comment"`,
			fmt.Sprintf(`<a class="permalink text-muted" href="/post/%d">`, p.ID),
			fmt.Sprintf(`<span class="timeago" title="%s">%s</span>`, nbISO(p.Time), nbISO(p.Time)),
			`<div class="content" component="post/content" itemprop="text">`, `<ol class="breadcrumb"`,
			`<link rel="canonical" href="/`+sk.ThreadURL(long, 1)+`" />`, `href="?page=2"`, `href="?page=1"`)
		if n := strings.Count(r.Body, `<li component="post"`); n != 20 {
			t.Errorf("page one shows %d posts", n)
		}
		// On a post-index URL the page links stay below it: the trap.
		idx := fmt.Sprintf("/topic/%s/%d", nbSlug(long), 25)
		r = f.get(t, idx)
		ls := links(testBase+idx, r.Body)
		if !ls[idx+"?page=1"] || !ls[idx+"?page=3"] || ls["/"+sk.ThreadURL(long, 3)] {
			t.Errorf("post-index page links %v", ls)
		}
		if got := f.get(t, idx+"?page=3").Info; got.Page != 3 || got.Canonical != sk.ThreadURL(long, 3) {
			t.Errorf("%s?page=3 labelled %+v", idx, got)
		}
		// A single page still carries the hidden paginator's "?" links.
		r = f.get(t, "/"+sk.ThreadURL(f.short, 1))
		hasAll(t, "short topic", r.Body, `class="pagination-container hidden"`, `href="?"`)
	})

	t.Run("pages weigh", func(t *testing.T) {
		for _, raw := range []string{"/", "/" + sk.BoardURL(w.Boards[0], 1), "/" + sk.ThreadURL(w.Boards[0].Threads[0], 1), "/" + sk.ThreadURL(f.long, 1)} {
			if n := len(f.get(t, raw).Body); n < 20<<10 || n > 150<<10 {
				t.Errorf("%s weighs %d bytes", raw, n)
			}
		}
	})
}

// NodeBB's pagination.create: first two, last two and a window of five, a gap
// of one page filled (with NodeBB's link to the last page), larger gaps elided.
func TestNodeBBPaginator(t *testing.T) {
	s := NewSite(nodebb())
	item := regexp.MustCompile(`<li (?:class="page-item page( active)?" >\s*<a class="page-link" href="([^"]*)" data-page="(\d+)"|component="pagination/select-page")`)
	tests := []struct {
		query      string
		cur, total int
		want       string
	}{
		{"", 1, 10, "*1:?page=1 2:?page=2 3:?page=3 4:?page=4 5:?page=5 … 9:?page=9 10:?page=10"},
		{"page=5", 5, 10, "1:?page=1 2:?page=2 3:?page=3 4:?page=4 *5:?page=5 6:?page=6 7:?page=7 8:?page=10 9:?page=9 10:?page=10"},
		{"sort=most_posts&page=2", 2, 3, "1:?sort=most_posts&page=1 *2:?sort=most_posts&page=2 3:?sort=most_posts&page=3"},
		{"page=2&sort=most_posts", 2, 3, "1:?page=1&sort=most_posts *2:?page=2&sort=most_posts 3:?page=3&sort=most_posts"},
		{"", 1, 1, ""},
	}
	for _, tc := range tests {
		c := &Ctx{W: s.World, Pkg: s.Pkg, RawQuery: tc.query, site: s}
		body := nbSkin{}.paginator(c, tc.cur, tc.total)
		body, _, _ = strings.Cut(body, "hidden-sm hidden-md") // the desktop list only
		var got []string
		for _, m := range item.FindAllStringSubmatch(body, -1) {
			if m[3] == "" {
				got = append(got, "…")
				continue
			}
			got = append(got, map[bool]string{true: "*"}[m[1] != ""]+m[3]+":"+strings.ReplaceAll(m[2], "&amp;", "&"))
		}
		g := strings.Join(got, " ")
		if g != tc.want {
			t.Errorf("?%s page %d of %d: %s; want %s", tc.query, tc.cur, tc.total, g, tc.want)
		}
	}
}

// Over HTTP: NodeBB's redirect statuses and the same site byte for byte from the same seed.
func TestNodeBBServe(t *testing.T) {
	f := newNBFixture(t)
	srv := httptest.NewServer(f.s)
	defer srv.Close()
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	p := f.long.Posts[30]
	tests := []struct {
		path, location string
		status         int
	}{
		{fmt.Sprintf("/post/%d", p.ID), fmt.Sprintf("/topic/%s/%d", nbSlug(f.long), 31), http.StatusTemporaryRedirect},
		{fmt.Sprintf("/topic/%d", f.long.ID), fmt.Sprintf("/topic/%s/1", nbSlug(f.long)), http.StatusPermanentRedirect},
		{"/unread", "/login", http.StatusFound},
		{"/robots.txt", "", http.StatusOK},
		{"/nothing/here", "", http.StatusNotFound},
	}
	for _, tc := range tests {
		resp, err := client.Get(srv.URL + tc.path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != tc.status || resp.Header.Get("Location") != tc.location {
			t.Errorf("%s: %d to %q; want %d to %q", tc.path, resp.StatusCode, resp.Header.Get("Location"), tc.status, tc.location)
		}
	}
	other := NewSite(nodebb())
	for _, raw := range []string{"/", "/" + f.s.Pkg.Skin.ThreadURL(f.long, 2), "/recent"} {
		if respond(t, f.s, testBase+raw).Body != respond(t, other, testBase+raw).Body {
			t.Errorf("%s differs between two builds", raw)
		}
	}
}
