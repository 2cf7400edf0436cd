package sim

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

var mbOnce = truthOnce(mbin)

// mbFixture is the Mbin site and its truth, built once for the tests of this
// file, with a thread of three pages or more, a one-page thread with replies
// and a magazine of two pages or more.
type mbFixture struct {
	fixture
	tr *Truth
	d  *mbTables
}

func newMBFixture(t *testing.T) mbFixture {
	t.Helper()
	s, tr := mbOnce(t)
	f := mbFixture{fixture: newFixture(t, s), tr: tr, d: mbTab(s.World)}
	if f.short == nil {
		t.Fatal("fixture incomplete: no thread of one page with replies")
	}
	return f
}

// mbKind names an Mbin URL by its route, with " paged" when it names a later page.
func mbKind(u *url.URL) string {
	seg := strings.Split(strings.Trim(u.Path, "/"), "/")
	paged := ""
	if p := u.Query().Get("p"); p != "" && p != "1" {
		paged = " paged"
	}
	switch {
	case u.Path == "/":
		return "front" + paged
	case seg[0] == "m" && len(seg) == 2:
		return "magazine" + paged
	case seg[0] == "m" && len(seg) >= 4 && seg[2] == "t":
		switch rest := seg[min(5, len(seg)):]; {
		case len(rest) == 0:
			return "entry" + paged
		case len(rest) == 2 && rest[0] == "comment":
			return "comment"
		case rest[0] == "votes" || rest[0] == "favourites":
			return "activity"
		}
		return "entry sorted"
	case seg[0] == "m" && len(seg) == 3 && (seg[2] == "people" || seg[2] == "moderators" || seg[2] == "modlog"):
		return "magazine page"
	case seg[0] == "m" && len(seg) == 3 && seg[2] == "new_entry":
		return "wall"
	case seg[0] == "m":
		return "magazine sorted"
	case seg[0] == "threads":
		return "front sorted"
	case seg[0] == "u":
		return "user"
	case seg[0] == "tag", seg[0] == "magazines", seg[0] == "feed", seg[0] == "settings":
		return seg[0]
	case len(seg) == 1 && (seg[0] == "login" || seg[0] == "register" || seg[0] == "reset-password" || seg[0] == "search" || seg[0] == "people" ||
		seg[0] == "faq" || seg[0] == "terms" || seg[0] == "privacy-policy" || seg[0] == "contact" || seg[0] == "stats" || seg[0] == "modlog"):
		return "page"
	case seg[0] == "microblog" || seg[0] == "all" && seg[1] == "microblog":
		return "microblog"
	}
	return "unknown " + u.Path
}

// The ground truth: the front page the entry and its later pages index
// pages of no board, a magazine's pages its board's index pages, re-sorted
// lists index pages under the default list's page, time-filtered lists
// other, entry pages and their re-sorted pages and comment permalinks thread
// pages, profiles, tags, feeds and the forms other.
func TestMbinTruth(t *testing.T) {
	f := newMBFixture(t)
	s, tr := f.s, f.tr
	t.Logf("counts %+v", tr.Counts)
	opensAt(t, tr, testBase+"/")
	// The board pages, the front page's later pages, the magazines list.
	if want := pagesOfBoards(s) + pageCount(len(s.World.Threads), mbEntriesPer) - 1 + 1; tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d", tr.Counts.IndexPages, want)
	}
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := mbKind(u)
		kinds[fmt.Sprintf("%s %s %d", k, p.Type, p.Status)]++
		if p.Status != 200 {
			continue
		}
		switch k {
		case "front":
			if p.Type != TypeEntry || p.Canonical != testBase+"/" {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "front paged", "magazine", "magazine paged":
			if p.Type != TypeIndex || p.Canonical != raw && u.Query().Get("p") != "1" {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "entry", "entry paged", "entry sorted", "comment":
			th := s.World.Thread(p.TID)
			if p.Type != TypeThread || th == nil || p.Canonical != testBase+"/"+s.Pkg.Skin.ThreadURL(th, p.Page) {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "front sorted", "magazine sorted":
			filtered := strings.Count(u.Path, "/") >= map[bool]int{true: 5, false: 3}[k == "magazine sorted"] &&
				!strings.HasSuffix(u.Path, "/%E2%88%9E") && !strings.HasSuffix(u.Path, "/∞") && !strings.Contains(u.Path, "∞/")
			if p.Type == TypeThread || p.Type == TypeEntry || filtered && p.Type != TypeOther {
				t.Errorf("%s labelled %+v", raw, p)
			}
		default:
			if p.Type != TypeOther && k != "magazines" {
				t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
			}
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "front entry 200", "front paged index 200", "front sorted index 200", "front sorted other 200", "front sorted other 404",
		"magazine index 200", "magazine paged index 200", "magazine sorted index 200", "magazine sorted other 200",
		"entry thread 200", "entry paged thread 200", "entry sorted thread 200", "comment thread 200", "activity other 200",
		"magazine page other 200", "wall other 302", "magazines index 200", "user other 200", "tag other 200", "feed other 200",
		"settings other 302", "page other 200", "microblog other 302", "microblog other 200")
}

// What each kind of URL answers and how it is labelled.
func TestMbinURLs(t *testing.T) {
	f := newMBFixture(t)
	sk := f.s.Pkg.Skin.(mbSkin)
	d := f.d
	long, b := f.long, f.board
	pages := long.Pages(mbPostsPer)
	bpages := b.Pages(mbEntriesPer)
	mag := "/m/" + d.mag[b]
	plain := "/" + sk.ThreadURL(long, 1)
	id := d.o.threadID[long]
	thread := threadCases(sk, long)
	list := boardCases(sk, b)
	other := otherCase
	found := func(path, loc string) urlCase { return urlCase{path, 302, TypeOther, 0, 0, 0, 0, "", loc} }
	missing := missingCase
	to := movedTo
	// A comment on page 2, and the last top-level comment, which the reversed order shows first.
	p2 := long.Posts[mbPostsPer+1]
	roots := d.roots[long]
	lastRoot := roots[len(roots)-1]
	other2 := d.mag[f.s.World.Boards[0]]
	if f.s.World.Boards[0] == long.Board {
		other2 = d.mag[f.s.World.Boards[1]]
	}
	frontPages := pageCount(len(f.s.World.Threads), mbEntriesPer)
	tests := []urlCase{
		// The front page, its pages and variants.
		{"/", 200, TypeEntry, 0, 0, 0, 0, "/", ""}, {"/?p=1", 200, TypeEntry, 0, 0, 0, 0, "/", ""},
		{"/?p=2", 200, TypeIndex, 0, 0, 0, 2, "", ""}, missing(fmt.Sprintf("/?p=%d", frontPages+1)), missing("/?p=0"),
		{"/threads/top", 200, TypeIndex, 0, 0, 0, 1, "/", ""}, {"/threads/newest?p=2", 200, TypeIndex, 0, 0, 0, 2, "?p=2", ""},
		{"/newest", 200, TypeIndex, 0, 0, 0, 1, "/", ""}, {"/all/threads/commented", 200, TypeIndex, 0, 0, 0, 1, "/", ""},
		other("/threads/default/1y"), other("/threads/top/1y/local"), missing("/threads/bogus"),
		found("/sub", "/login"), found("/fav/threads/top", "/login"),
		found("/microblog", "/all/microblog"), other("/all/microblog"),
		// A magazine: its pages, sorts, filters and walls.
		list(mag, 1), list(mag+"?p=2", 2), list(fmt.Sprintf("%s?p=%d", mag, bpages), bpages), list(mag+"?p=1", 1),
		list(mag+"/threads/top", 1), list(mag+"/threads/active?p=2", 2), list(mag+"/newest/%E2%88%9E/local", 1),
		other(mag + "/threads/default/1y"), missing(mag + "?p=0"), missing(fmt.Sprintf("%s?p=%d", mag, bpages+1)),
		to(mag+"/", 301, mag, list("", 1)), missing("/m/nosuchmagazine"),
		other(mag + "/people"), other(mag + "/moderators"), other(mag + "/modlog"), found(mag+"/new_entry", "/login"),
		// Entries: pages, slugs, sorts, the wrong magazine, permalinks.
		thread(plain, 1), thread(plain+"?p=2", 2), thread(fmt.Sprintf("%s?p=%d", plain, pages), pages), thread(plain+"?p=1", 1),
		thread(fmt.Sprintf("/m/%s/t/%d", d.mag[long.Board], id), 1), thread(fmt.Sprintf("/m/%s/t/%d/wrong-slug?p=2", d.mag[long.Board], id), 2),
		thread(plain+"/top?p=2", 2), thread(plain+"/oldest", 1), thread(plain+"/comments/hot", 1),
		thread(plain+"/newest", PageOf(lastRoot.Index, mbPostsPer)),
		to(fmt.Sprintf("/m/%s/t/%d/x", other2, id), 301, "/"+d.entryPath(long), thread("", 1)),
		missing(fmt.Sprintf("%s?p=%d", plain, pages+1)), missing(plain + "/bogus"), missing("/m/" + d.mag[long.Board] + "/t/999999/x"),
		thread("/"+d.commentPath(p2), 2), thread("/"+d.commentPath(long.Posts[1]), 1), missing(plain + "/comment/999999"),
		other(plain + "/favourites"), other(plain + "/votes/up"),
		// Members, tags, lists, feeds and pages.
		other("/" + d.userPath(long.Author)), other("/" + d.userPath(long.Author) + "/threads"), other("/" + d.userPath(long.Author) + "/comments"),
		other("/" + d.userPath(long.Author) + "/followers"), missing("/" + d.userPath(long.Author) + "/settings"), missing("/u/nosuchuser"),
		other("/tag/" + url.PathEscape(long.Tags[0])), missing("/tag/nosuchtag"),
		{"/magazines", 200, TypeIndex, 0, 0, 0, 1, "magazines", ""}, {"/magazines/newest/cards", 200, TypeIndex, 0, 0, 0, 1, "magazines", ""},
		other("/feed"), other("/feed?magazine=" + d.mag[b]), missing("/feed?magazine=nosuch"),
		found("/settings/theme/entry_comments_view/chat", "/"), found("/new_entry", "/login"), found("/newMagazine", "/login"),
		other("/login"), other("/register"), other("/reset-password"), other("/search"), other("/search?q=the"), other("/people"),
		other("/faq"), other("/terms"), other("/privacy-policy"), other("/contact"), other("/stats"), other("/modlog"),
		missing("/index.php"), missing("/viewtopic.php"),
	}
	checkURLs(t, f.s, tests)
	if r := f.get(t, "/robots.txt"); r.Status != 200 || strings.Contains(r.Body, "Request-rate") || strings.Contains(r.Body, "Crawl-delay") {
		t.Errorf("robots.txt: %d %q", r.Status, r.Body)
	}
}

// What a reader of the HTML notices: the options bar's links, the pager, the
// comment trees and their permalinks.
func TestMbinMarkup(t *testing.T) {
	f := newMBFixture(t)
	sk := f.s.Pkg.Skin.(mbSkin)
	d := f.d

	t.Run("front", func(t *testing.T) {
		r := f.get(t, "/")
		hasAll(t, "front", r.Body, `href="/threads/top"`, `href="/threads/default/1w"`, `href="/threads/default/%E2%88%9E/local"`,
			`href="/?p=2"`, `pagination__item--current-page`, `href="/login" class="login"`, `href="/magazines"`)
		if n := strings.Count(r.Body, `<article class="section entry`); n != mbEntriesPer {
			t.Errorf("the front page lists %d entries", n)
		}
		two := f.get(t, "/?p=2")
		hasAll(t, "front page 2", two.Body, `href="/?p=1"`, `href="/threads/top?p=2"`, `href="/threads/default/1y?p=2"`, `rel="prev"`)
		top := f.get(t, "/threads/top")
		hasAll(t, "front by top", top.Body, `href="/threads/top/1w"`, `href="/threads/top?p=2"`, `href="/threads/hot"`)
	})

	t.Run("magazine", func(t *testing.T) {
		b := f.board
		r := f.get(t, "/"+sk.BoardURL(b, 1))
		mag := "/m/" + d.mag[b]
		hasAll(t, "magazine", r.Body, `href="`+mag+`/threads/top"`, `href="`+mag+`?p=2"`, `href="`+mag+`/new_entry"`,
			`href="/feed?magazine=`+d.mag[b]+`"`)
		ls := linkSet(r.Body)
		for _, th := range Page(d.lists[b]["hot"], 1, mbEntriesPer) {
			if !ls["/"+sk.ThreadURL(th, 1)] || !ls["/"+d.userPath(th.Author)] {
				t.Errorf("the magazine lacks entry %d or its author", th.ID)
			}
		}
	})

	t.Run("entry", func(t *testing.T) {
		long := f.long
		r := f.get(t, "/"+sk.ThreadURL(long, 2))
		ls := linkSet(r.Body)
		for _, p := range long.Posts[mbPostsPer:min(2*mbPostsPer, len(long.Posts))] {
			if !ls["/"+d.commentPath(p)] || !strings.Contains(r.Body, fmt.Sprintf(`id="entry-comment-%d"`, d.cid[p])) {
				t.Errorf("page 2 lacks comment %d or its permalink", p.ID)
			}
		}
		if strings.Contains(r.Body, fmt.Sprintf(`id="entry-comment-%d"`, d.cid[long.Posts[1]])) {
			t.Error("page 2 shows a comment of page 1")
		}
		if n := strings.Count(r.Body, "comment-level--1\""); n != mbRootsPer {
			t.Errorf("page 2 shows %d top-level comments, want %d", n, mbRootsPer)
		}
		hasAll(t, "entry page 2", r.Body, "<h1>"+Esc(long.Title)+"</h1>", `href="/`+sk.ThreadURL(long, 1)+`?p=1"`,
			`href="/`+sk.ThreadURL(long, 1)+`/newest?p=2"`, `href="/settings/theme/entry_comments_view/chat"`, `href="/tag/`)
		one := f.get(t, "/"+sk.ThreadURL(f.short, 1))
		if strings.Contains(one.Body, `class="pagination"`) {
			t.Error("a one-page entry has a pager")
		}
	})

	t.Run("tree", func(t *testing.T) {
		// Each full page holds exactly 15 top-level comments, and a reply follows its parent.
		for _, th := range f.s.World.Threads {
			pages := th.Pages(mbPostsPer)
			per := map[int]int{}
			for _, p := range th.Posts[1:] {
				if q := d.parent[p]; q != nil {
					if q.Index >= p.Index || d.rootOf[q] != d.rootOf[p] || d.depth[p] != d.depth[q]+1 {
						t.Fatalf("thread %d: comment %d answers %d", th.ID, p.Index, q.Index)
					}
					continue
				}
				per[PageOf(p.Index, mbPostsPer)]++
			}
			for pg := 1; pg < pages; pg++ {
				if per[pg] != mbRootsPer {
					t.Fatalf("thread %d page %d holds %d top-level comments", th.ID, pg, per[pg])
				}
			}
		}
	})
}

// Mbin's names: magazine and user names within \w{2,25}.
func TestMbinNames(t *testing.T) {
	cases := map[[2]string]string{
		{"Home Recording & Mixing", "l"}: "home_recording_mixing",
		{"Dave F.", ""}:                  "Dave_F",
		{"Ä", "l"}:                       "xx",
		{"A very long magazine name that goes on", "l"}: "a_very_long_magazine_name",
	}
	for in, want := range cases {
		if got := mbName(in[0], in[1] == "l"); got != want {
			t.Errorf("mbName(%q) = %q, want %q", in[0], got, want)
		}
	}
	r := mbListRoute{sort: "default", time: mbInf, fed: "local"}
	if got := r.path(nil); got != "threads/default/%E2%88%9E/local" {
		t.Errorf("path %q", got)
	}
}
