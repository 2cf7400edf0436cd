package sim

import (
	"fmt"
	"net/http/httptest"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

var dpOnce = truthOnce(drupal)

// dpFixture is the Drupal site and its truth, built once for the tests of
// this file, with a forum topic of three comment pages or more, a one-page
// topic with replies, a forum of two pages or more and an article with comments.
type dpFixture struct {
	fixture
	tr      *Truth
	d       *dpData
	article *dpNode
}

func newDpFixture(t *testing.T) dpFixture {
	t.Helper()
	var f dpFixture
	s, tr := dpOnce(t)
	f.fixture, f.tr = newFixture(t, s), tr
	f.d = dpSkin{}.data(f.s.World)
	for _, n := range f.d.front {
		if f.article == nil && len(n.t.Posts) > 1 {
			f.article = n
		}
	}
	if f.short == nil || f.article == nil {
		t.Fatalf("fixture incomplete: short %v article %v", f.short, f.article)
	}
	return f
}

// nid is the node id of a forum topic.
func (f dpFixture) nid(t *Thread) int { return f.d.byThread[t].nid }

// The ground truth: the forum index is the entry, forums and containers
// are index pages, comment permalinks are the thread pages holding their
// comments, and the CMS around the forum is other.
func TestDrupalTruth(t *testing.T) {
	f := newDpFixture(t)
	s, tr, d := f.s, f.tr, f.d
	t.Logf("counts %+v", tr.Counts)
	if got := tr.Pages[tr.EntryURL]; got.Type != TypeEntry || tr.EntryURL != testBase+"/forum" {
		t.Errorf("entry %s labelled %+v", tr.EntryURL, got)
	}
	if want := pagesOfBoards(s) + len(s.World.Categories); tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (forum pages and containers)", tr.Counts.IndexPages, want)
	}
	per := s.Pkg.Shape.PostsPerPage
	kinds := map[string]int{}
	permalink := regexp.MustCompile(`^/comment/(\d+)$`)
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		first, _, _ := strings.Cut(strings.TrimPrefix(u.Path, "/"), "/")
		kinds[first+" "+p.Type]++
		if m := permalink.FindStringSubmatch(u.Path); m != nil {
			var cid int
			fmt.Sscan(m[1], &cid)
			c := d.comments[cid-1]
			n := d.byThread[c.Thread]
			if n.kind == "forum" {
				want := PageOf(c.Index-1, per)
				if p.Type != TypeThread || p.TID != c.Thread.ID || p.Page != want || p.Canonical != testBase+"/"+s.Pkg.Skin.ThreadURL(c.Thread, want) {
					t.Errorf("permalink %s labelled %+v, want thread %d page %d", raw, p, c.Thread.ID, want)
				}
			} else if p.Type != TypeOther {
				t.Errorf("permalink %s of an article labelled %s", raw, p.Type)
			}
		}
		if u.Query().Has("order") && p.Type != TypeIndex {
			t.Errorf("sort variant %s labelled %+v", raw, p)
		}
		if (first == "user" || first == "taxonomy" || first == "search") && p.Type != TypeOther {
			t.Errorf("%s labelled %s, want other", raw, p.Type)
		}
	}
	hasKinds(t, kinds, "comment thread", "comment other", "node other", "user other", "taxonomy other", " other")
	// Comment pages (the node's comments by 50) must be the world's pages
	// (its posts by 50): the shape keeps post counts where the two agree.
	for _, th := range s.World.Threads {
		if a, b := dpPages(th, per), th.Pages(per); a != b {
			t.Errorf("thread %d: %d posts make %d comment pages but %d thread pages", th.ID, len(th.Posts), a, b)
		}
	}
	if got := tr.Pages[testBase+"/"].Type; got != TypeOther {
		t.Errorf("the front page labelled %q", got)
	}
}

// What each kind of URL answers and how the truth labels it.
func TestDrupalURLs(t *testing.T) {
	f := newDpFixture(t)
	sk := dpSkin{}
	w, d := f.s.World, f.d
	long, short, b := f.long, f.short, f.board
	pages, bpages := long.Pages(50), b.Pages(25)
	node := fmt.Sprintf("/node/%d", f.nid(long))
	forum := fmt.Sprintf("/forum/%d", nodeID(b))
	cat := w.Categories[0]
	tag := d.firstTag
	art := fmt.Sprintf("/node/%d", f.article.nid)
	// Comments 1-50 are on the first page, 51 on the second.
	c50, c51 := d.cid[long.Posts[50]], d.cid[long.Posts[51]]
	tests := []urlCase{
		{"/forum", 200, TypeEntry, 0, 0, 0, 0, "forum", ""},
		{"/forum?page=2", 200, TypeEntry, 0, 0, 0, 0, "forum", ""},
		{fmt.Sprintf("/forum/%d", catNodeID(cat)), 200, TypeIndex, 0, 0, 0, 1, fmt.Sprintf("forum/%d", catNodeID(cat)), ""},
		{forum, 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{forum + "?page=1", 200, TypeIndex, 0, 0, b.ID, 2, sk.BoardURL(b, 2), ""},
		{forum + "?page=0", 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{forum + "?page=999", 200, TypeIndex, 0, 0, b.ID, bpages, sk.BoardURL(b, bpages), ""},
		{forum + "?page=-4", 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{forum + "?sort=asc&order=Topic", 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{forum + "?page=1&sort=desc&order=Replies", 200, TypeIndex, 0, 0, b.ID, 2, sk.BoardURL(b, 2), ""},
		{forum + "?sort=asc&order=Last%20reply", 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{forum + "/feed", 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{"/forum/99999", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forum/general", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/forum/%d", tag), 404, TypeOther, 0, 0, 0, 0, "", ""},
		{node, 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{node + "/", 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{node + "?page=1", 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{node + "?page=1,0", 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{node + "?page=999", 200, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), ""},
		{node + "?page=abc", 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("/?q=node/%d", f.nid(long)), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("/comment/%d", c50), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("/comment/%d", c51), 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{fmt.Sprintf("/comment/%d", d.cid[short.Posts[1]]), 200, TypeThread, short.ID, 1, 0, 0, sk.ThreadURL(short, 1), ""},
		{fmt.Sprintf("/comment/%d", d.cid[f.article.t.Posts[1]]), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/comment/99999999", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/comment/%d/edit", c50), 403, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/comment/reply/%d", f.nid(long)), 302, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), node},
		{node + "/edit", 403, TypeOther, 0, 0, 0, 0, "", ""},
		{"/node/99999", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/node/1", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{art, 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/node", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/node?page=1", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/rss.xml", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/taxonomy/term/%d", nodeID(b)), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/taxonomy/term/%d/feed", nodeID(b)), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/taxonomy/term/%d", tag), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/taxonomy/term/99999", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/user", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/user/login?destination=node/5%23comment-form", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/user/register", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/user/password", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/user/%d", long.Author.ID), 403, TypeOther, 0, 0, 0, 0, "", ""},
		{"/user/99999", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/search", 302, TypeOther, 0, 0, 0, 0, "", "/search/node"},
		{"/search/node/" + url.PathEscape(strings.Fields(long.Title)[0]), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/nothing-here", 404, TypeOther, 0, 0, 0, 0, "", ""},
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: Drupal's forum tables, tablesort
// headers, theme_pager, the topic node with its comments and permalinks,
// names without links, the login prompts and the Forum blocks.
func TestDrupalMarkup(t *testing.T) {
	f := newDpFixture(t)
	srv := httptest.NewServer(f.s)
	defer srv.Close()
	w, d := f.s.World, f.d
	page := func(t *testing.T, path string) string {
		t.Helper()
		status, body := get(t, srv.URL+path)
		if status != 200 {
			t.Fatalf("%s: status %d", path, status)
		}
		return body
	}
	profile := regexp.MustCompile(`href="/user/\d`)

	t.Run("forum index", func(t *testing.T) {
		body := page(t, "/forum")
		links := Links(body)
		for _, b := range w.Boards {
			if !slices.Contains(links, fmt.Sprintf("/forum/%d", nodeID(b))) {
				t.Errorf("the forum index does not link forum %d", nodeID(b))
			}
		}
		for _, c := range w.Categories {
			if !slices.Contains(links, fmt.Sprintf("/forum/%d", catNodeID(c))) {
				t.Errorf("the forum index does not link container %d", catNodeID(c))
			}
		}
		hasAll(t, "forum index", body, `<table id="forum-0">`, `<td colspan="4" class="container">`, `<div class="indent">`,
			`<th>Last post</th>`, `<ul class="action-links">`, `href="/user/login?destination=forum">Log in</a> to post new content in the forum.`,
			`<meta name="Generator" content="Drupal 7 (http://drupal.org)" />`, `<h2>Active forum topics</h2>`, `<h2>New forum topics</h2>`)
		for _, th := range d.active {
			if !slices.Contains(links, fmt.Sprintf("/node/%d", f.nid(th))) {
				t.Errorf("Active forum topics does not link topic %d", th.ID)
			}
		}
	})

	t.Run("forum", func(t *testing.T) {
		b := f.board
		base := fmt.Sprintf("/forum/%d", nodeID(b))
		body := page(t, base)
		links := Links(body)
		for _, th := range Page(b.Threads, 1, 25) {
			if !slices.Contains(links, fmt.Sprintf("/node/%d", f.nid(th))) {
				t.Errorf("forum page does not list topic %d", th.ID)
			}
		}
		hasAll(t, "forum", body, fmt.Sprintf(`<table id="forum-topic-%d">`, nodeID(b)),
			`<th></th><th><a href="`+base+`?sort=asc&amp;order=Topic" title="sort by Topic" class="active">Topic</a></th>`,
			`<th class="active"><a href="`+base+`?sort=asc&amp;order=Last%20reply" title="sort by Last reply" class="active">Last reply<img`,
			`<li class="pager-current first">1</li>`, `<li class="pager-next"><a href="`+base+`?page=1" title="Go to next page" class="active">next ›</a></li>`,
			`href="/taxonomy/term/`+fmt.Sprint(nodeID(b))+`/feed" class="feed-icon"`, `<span class="submitted">By <span class="username"`)
		if profile.MatchString(body) {
			t.Error("the forum links a profile anonymous users may not see")
		}
		// A sorted second page: the pager keeps the sort, the headers the page.
		sorted := page(t, base+"?page=1&sort=asc&order=Topic")
		hasAll(t, "sorted page", sorted, `<li class="pager-first first"><a href="`+base+`?sort=asc&amp;order=Topic" title="Go to first page"`,
			`<th class="active"><a href="`+base+`?page=1&amp;sort=desc&amp;order=Topic"`, `destination=forum/`+fmt.Sprint(nodeID(b))+`%3Fpage%3D1%26sort%3Dasc%26order%3DTopic`)
		var got []string
		table := page(t, base+"?sort=asc&order=Topic")
		table = table[strings.Index(table, "<table id=\"forum-topic-"):]
		table = table[:strings.Index(table, "</table>")]
		for _, l := range Links(table) {
			if strings.HasPrefix(l, "/node/") && !slices.Contains(got, l) {
				got = append(got, l)
			}
		}
		want := Page(stickyFirst(b.Threads, byTitle, false), 1, 25)
		for i, th := range want {
			if i >= len(got) || got[i] != fmt.Sprintf("/node/%d", f.nid(th)) {
				t.Fatalf("sorted by topic, row %d is %v, want topic %d", i, got[min(i, len(got)-1)], th.ID)
			}
		}
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		nid := f.nid(long)
		body := page(t, fmt.Sprintf("/node/%d", nid))
		if n := strings.Count(body, `typeof="sioc:Post sioct:Comment"`); n != 50 {
			t.Errorf("page one shows %d comments", n)
		}
		p := long.Posts[1]
		cid := d.cid[p]
		hasAll(t, "topic", body, fmt.Sprintf(`<link rel="canonical" href="/node/%d" />`, nid),
			fmt.Sprintf(`<div id="node-%d" class="node node-forum`, nid), fmt.Sprintf(`<a id="comment-%d"></a>`, cid),
			fmt.Sprintf(`<a href="/comment/%d#comment-%d" class="permalink" rel="bookmark">Permalink</a>`, cid, cid),
			fmt.Sprintf(`<a href="/user/login?destination=node/%d%%23comment-form">Log in</a> or <a href="/user/register?destination=node/%d%%23comment-form">register</a> to post comments`, nid, nid),
			`<h3 class="field-label">Forums: </h3>`, fmt.Sprintf(`<a href="/forum/%d" typeof="skos:Concept"`, nodeID(long.Board)),
			fmt.Sprintf(`<a href="/forum">Forums</a> » <a href="/forum/%d">`, catNodeID(long.Board.Category)),
			fmt.Sprintf(`<li class="pager-next"><a href="/node/%d?page=1" title="Go to next page" class="active">next ›</a></li>`, nid))
		if strings.Contains(body, `<h2 class="title">Comments</h2>`) {
			t.Error("a forum topic prints the Comments heading Bartik keeps for other nodes")
		}
		if profile.MatchString(body) {
			t.Error("the topic links a profile anonymous users may not see")
		}
		// Every comment page names the first as canonical, as node_page_view() does.
		two := page(t, fmt.Sprintf("/node/%d?page=1", nid))
		hasAll(t, "page two", two, fmt.Sprintf(`<link rel="canonical" href="/node/%d" />`, nid), `<li class="pager-current">2</li>`)
		if strings.Contains(two, fmt.Sprintf(`id="comment-%d"`, cid)) {
			t.Error("page two repeats the first page's comments")
		}
		// Threaded comments: some topic indents a reply under the comment it answers.
		indented := false
		for _, th := range w.Threads[:40] {
			if strings.Contains(page(t, fmt.Sprintf("/node/%d", f.nid(th))), `<div class="indented"><a id="comment-`) {
				indented = true
				break
			}
		}
		if !indented {
			t.Error("no topic indents a reply")
		}
		art := page(t, fmt.Sprintf("/node/%d", f.article.nid))
		hasAll(t, "article", art, `<h2 class="title">Comments</h2>`, `<h3 class="field-label">Tags: </h3>`, `href="/taxonomy/term/`)
	})

	t.Run("front page", func(t *testing.T) {
		body := page(t, "/")
		links := Links(body)
		for _, want := range []string{"/", "/forum", "/node/1", "/user/register", "/user/password", "/rss.xml", "/node?page=1", fmt.Sprintf("/node/%d", d.front[0].nid)} {
			if !slices.Contains(links, want) {
				t.Errorf("front page does not link %s", want)
			}
		}
		hasAll(t, "front page", body, `<body class="html front not-logged-in two-sidebars page-node" >`, `node-teaser`, `Read more<span class="element-invisible">`)
	})

	t.Run("errors and robots", func(t *testing.T) {
		for path, want := range map[string]int{"/nothing": 404, "/user/3": 403, "/forum/99999": 404} {
			if status, body := get(t, srv.URL+path); status != want || !strings.Contains(body, `id="page-title"`) {
				t.Errorf("%s: %d, want %d in the site's chrome", path, status, want)
			}
		}
		_, robots := get(t, srv.URL+"/robots.txt")
		hasAll(t, "robots.txt", robots, "Allow: /misc/*.css$", "Disallow: /comment/reply/", "Disallow: /user/login/", "Disallow: /?q=search/")
		if strings.Contains(robots, "Crawl-delay") {
			t.Error("robots.txt asks for a crawl delay: crawls of the farm would take hours")
		}
	})
}

// theme_pager: first and previous, nine pages around the current one, next and last.
func TestDrupalPager(t *testing.T) {
	s := NewSite(drupal())
	c := &Ctx{W: s.World, Pkg: s.Pkg, site: s}
	item := regexp.MustCompile(`<li class="pager-(\w+)[^"]*">(?:<a href="/forum/2(?:\?page=(\d+))?"[^>]*>)?([^<]*)`)
	tests := []struct {
		cur, total int
		want       string
	}{
		{1, 1, ""},
		{1, 5, "*1 2:1 3:2 4:3 5:4 next:1 last:4"},
		{1, 12, "*1 2:1 3:2 4:3 5:4 6:5 7:6 8:7 9:8 … next:1 last:11"},
		{7, 20, "first prev:5 … 3:2 4:3 5:4 6:5 *7 8:7 9:8 10:9 11:10 … next:7 last:19"},
		{20, 20, "first prev:18 … 12:11 13:12 14:13 15:14 16:15 17:16 18:17 19:18 *20"},
		{2, 2, "first prev 1 *2"},
	}
	for _, tc := range tests {
		var got []string
		for _, m := range item.FindAllStringSubmatch(dpSkin{}.pager(c, "forum/2", "", tc.cur, tc.total), -1) {
			text := map[string]string{"first": "first", "previous": "prev", "next": "next", "last": "last", "ellipsis": "…", "current": "*" + m[3]}[m[1]]
			if text == "" {
				text = m[3]
			}
			if m[2] != "" {
				text += ":" + m[2]
			}
			got = append(got, text)
		}
		if g := strings.Join(got, " "); g != tc.want {
			t.Errorf("page %d of %d: %s; want %s", tc.cur, tc.total, g, tc.want)
		}
	}
}

// format_interval(): the two largest units present, not necessarily adjacent.
func TestDrupalInterval(t *testing.T) {
	day := 24 * time.Hour
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{17*day + 2*time.Hour, "2 weeks 3 days"},
		{400 * day, "1 year 1 month"},
		{366*day + 2*time.Hour, "1 year 1 day"},
		{3*time.Hour + 5*time.Minute, "3 hours 5 min"},
		{day, "1 day"},
		{30 * time.Second, "30 sec"},
		{0, "0 sec"},
	} {
		if got := dpInterval(tc.d); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.d, got, tc.want)
		}
	}
}
