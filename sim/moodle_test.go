package sim

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

var mdOnce = truthOnce(moodle)

// mdFixture is the Moodle site and its truth, built once for the tests of
// this file, with a discussion of three pages or more, a one-page
// discussion with replies and a forum of two pages or more.
type mdFixture struct {
	fixture
	tr *Truth
	d  *mdTables
}

func newMdFixture(t *testing.T) mdFixture {
	t.Helper()
	s, tr := mdOnce(t)
	f := mdFixture{fixture: newFixture(t, s), tr: tr, d: mdTab(s.World)}
	if f.short == nil {
		t.Fatal("fixture incomplete: no discussion of one page with replies")
	}
	return f
}

// mdKind names a Moodle URL by its script and the parameters that decide
// what it shows.
func mdKind(u *url.URL) string {
	q := u.Query()
	switch p := strings.TrimPrefix(u.Path, "/"); {
	case p == "" || p == "index.php":
		return "home"
	case strings.HasPrefix(p, "rss/"):
		return "rss"
	case p == "mod/forum/view.php":
		k := "view"
		for _, name := range []string{"f", "o", "p", "forceview"} {
			if q.Has(name) {
				k += " " + name
			}
		}
		return k
	case p == "mod/forum/discuss.php":
		k := "discuss"
		for _, name := range []string{"parent", "page", "mode"} {
			if q.Has(name) {
				k += " " + name
			}
		}
		return k
	case p == "mod/forum/search.php" && q.Has("search"):
		return "search results"
	default:
		return p
	}
}

// The ground truth: the site home is the entry; course pages, the course
// forum indexes and forum pages are index pages (sort variants and the
// pager's p=0 duplicates of a forum page); discussion pages are thread
// pages, a post shown alone other; profiles, walls, forms other.
func TestMoodleTruth(t *testing.T) {
	f := newMdFixture(t)
	s, tr := f.s, f.tr
	t.Logf("counts %+v", tr.Counts)
	if got := tr.Pages[tr.EntryURL]; got.Type != TypeEntry || tr.EntryURL != testBase+"/" {
		t.Errorf("entry %s labelled %+v", tr.EntryURL, got)
	}
	// Each course has two category pages: its course page and its forum index.
	if want := pagesOfBoards(s) + 2*len(s.World.Categories); tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (forum pages, course pages, forum indexes)", tr.Counts.IndexPages, want)
	}
	per := s.Pkg.Shape.PostsPerPage
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := mdKind(u)
		kinds[k+" "+p.Type]++
		q := u.Query()
		switch k {
		case "discuss parent":
			post := f.d.postByID(atoi(q.Get("parent")))
			first := post.Index == 0
			if first && (p.Type != TypeThread || p.Page != 1) || !first && p.Type != TypeOther {
				t.Errorf("%s labelled %+v (post %d of its discussion)", raw, p, post.Index)
			}
		case "discuss page":
			th := f.d.thread(atoi(q.Get("d")))
			want := atoi(q.Get("page")) + 1
			if p.Type != TypeThread || p.TID != th.ID || p.Page != want || p.Canonical != testBase+"/"+s.Pkg.Skin.ThreadURL(th, want) {
				t.Errorf("%s labelled %+v, want page %d of thread %d", raw, p, want, th.ID)
			}
			if want > th.Pages(per) {
				t.Errorf("%s: linked page past the end", raw)
			}
		case "view o p", "view p", "view f", "view forceview", "view o":
			if p.Type != TypeIndex || p.FID == 0 || p.FPage != atoi(q.Get("p"))+1 {
				t.Errorf("%s labelled %+v", raw, p)
			}
		}
		isThread := k == "discuss" || k == "discuss page" || k == "discuss parent" && p.Page == 1
		isIndex := strings.HasPrefix(k, "view") || k == "course/view.php" || k == "mod/forum/index.php"
		if p.Status == 200 && ((p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex || (p.Type == TypeEntry) != (k == "home")) {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	hasKinds(t, kinds, "home entry", "course/view.php index", "mod/forum/index.php index", "view index", "view f index",
		"view o p index", "view o index", "view forceview index", "discuss thread", "discuss page thread", "discuss parent thread",
		"discuss parent other", "mod/forum/post.php other", "mod/forum/search.php other", "user/view.php other", "user/profile.php other",
		"login/index.php other", "login/signup.php other", "login/forgot_password.php other", "admin/tool/dataprivacy/summary.php other")
}

// What each kind of URL answers and how it is labelled.
func TestMoodleURLs(t *testing.T) {
	f := newMdFixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World
	long, short, b := f.long, f.short, f.board
	D, SD := f.d.disc[long], f.d.disc[short]
	CM := mdCM(b)
	pages, bpages := long.Pages(25), b.Pages(100)
	cat := b.Category
	C := mdCourse(cat)
	u := long.Author
	p26, last := long.Posts[25], long.LastPost()
	entry := func(path, canon string) urlCase { return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, canon, ""} }
	other := otherCase
	missing := missingCase
	disc := func(q string, th *Thread, page int) urlCase {
		return urlCase{"/mod/forum/discuss.php?" + q, 200, TypeThread, th.ID, page, 0, 0, sk.ThreadURL(th, page), ""}
	}
	list := func(q string, page int) urlCase {
		return urlCase{"/mod/forum/view.php?" + q, 200, TypeIndex, 0, 0, b.ID, page, sk.BoardURL(b, page), ""}
	}
	tests := []urlCase{
		entry("/", ""), entry("/index.php", "/"), entry("/?redirect=0", "/"),
		{"/course/view.php?id=1", 302, TypeEntry, 0, 0, 0, 0, "/", "/?redirect=0"},
		{fmt.Sprintf("/course/view.php?id=%d", C), 200, TypeIndex, 0, 0, 0, 1, mdCourseURL(cat), ""},
		{fmt.Sprintf("/course/view.php?id=%d&section=1", C), 200, TypeIndex, 0, 0, 0, 1, mdCourseURL(cat) + "&section=1", ""},
		missing(fmt.Sprintf("/course/view.php?id=%d&section=9", C)), missing("/course/view.php?id=99"),
		{fmt.Sprintf("/mod/forum/index.php?id=%d", C), 200, TypeIndex, 0, 0, 0, 1, mdIndexURL(cat), ""},
		other("/mod/forum/index.php?id=1"), missing("/mod/forum/index.php?id=99"),
		// Forum pages: p is 0-based, page the legacy name, f the forum id, o a sort.
		list(fmt.Sprintf("id=%d", CM), 1), list(fmt.Sprintf("f=%d", b.ID), 1), list(fmt.Sprintf("id=%d&forceview=1", CM), 1),
		list(fmt.Sprintf("id=%d&o=1&s=100&p=0", CM), 1), list(fmt.Sprintf("id=%d&o=1&s=100&p=1", CM), 2), list(fmt.Sprintf("id=%d&page=1", CM), 2),
		list(fmt.Sprintf("id=%d&o=8", CM), 1), list(fmt.Sprintf("id=%d&o=8&s=100&p=1", CM), 2), list(fmt.Sprintf("id=%d&p=-3", CM), 1),
		other(fmt.Sprintf("/mod/forum/view.php?id=%d&o=1&s=100&p=%d", CM, bpages)),
		{fmt.Sprintf("/mod/forum/view.php?id=%d&s=10&p=1", CM), 200, TypeIndex, 0, 0, b.ID, 2, "", ""},
		missing("/mod/forum/view.php"), missing("/mod/forum/view.php?id=1"), missing("/mod/forum/view.php?f=999"),
		// Discussions: page is the farm's pager, 0-based; parent shows a post alone unless it is the first.
		disc(fmt.Sprintf("d=%d", D), long, 1), disc(fmt.Sprintf("d=%d&page=0", D), long, 1), disc(fmt.Sprintf("d=%d&page=1", D), long, 2),
		disc(fmt.Sprintf("d=%d&page=%d", D, pages-1), long, pages), missing(fmt.Sprintf("/mod/forum/discuss.php?d=%d&page=%d", D, pages)),
		disc(fmt.Sprintf("d=%d&mode=1", D), long, 1), disc(fmt.Sprintf("d=%d&mode=-1&page=1", D), long, 2), disc(fmt.Sprintf("d=%d&mode=3", D), long, 1),
		other(fmt.Sprintf("/mod/forum/discuss.php?d=%d&mode=2", D)),
		disc(fmt.Sprintf("d=%d&parent=%d", D, f.d.post[long.Posts[0]]), long, 1),
		other(fmt.Sprintf("/mod/forum/discuss.php?d=%d&parent=%d", D, f.d.post[p26])), other(fmt.Sprintf("/mod/forum/discuss.php?d=%d&parent=%d", D, f.d.post[last])),
		missing(fmt.Sprintf("/mod/forum/discuss.php?d=%d&parent=%d", SD, f.d.post[p26])), missing("/mod/forum/discuss.php?d=99999"),
		disc(fmt.Sprintf("d=%d", SD), short, 1),
		// Everything else is other.
		other(fmt.Sprintf("/mod/forum/post.php?reply=%d", f.d.post[p26])), other(fmt.Sprintf("/mod/forum/post.php?forum=%d", b.ID)),
		missing("/mod/forum/post.php?reply=999999"),
		other(fmt.Sprintf("/mod/forum/search.php?id=%d", C)), other(fmt.Sprintf("/mod/forum/search.php?search=the&id=%d&perpage=10&page=1", C)),
		missing("/mod/forum/search.php?id=99"),
		other(fmt.Sprintf("/user/view.php?id=%d&course=%d", mdUser(u), C)),
		{fmt.Sprintf("/user/view.php?id=%d&course=1", mdUser(u)), 302, TypeOther, 0, 0, 0, 0, "", fmt.Sprintf("/user/profile.php?id=%d", mdUser(u))},
		other(fmt.Sprintf("/user/profile.php?id=%d", mdUser(u))), missing("/user/view.php?id=1&course=2"),
		other("/login/index.php"), other("/login/signup.php"), other("/login/forgot_password.php"), other("/course/search.php?q=a"),
		other("/admin/tool/dataprivacy/summary.php"), other("/" + mdRSS(b)),
		missing("/rss/file.php/1/abc/mod_forum/1/rss.xml"), missing("/mod/forum/user.php"), missing("/robots.txt"),
	}
	checkURLs(t, f.s, tests)
	if w.Categories[0].Boards[0] == nil {
		t.Fatal("no forum")
	}
}

// What a reader of the HTML notices: Boost's navbar with a guest's login,
// the drawers, the course boxes, the sections and activities, the
// discussion table with its sort links and paging_bar, nested posts with
// Permalink, Parent and Reply, Moodle's dates.
func TestMoodleMarkup(t *testing.T) {
	f := newMdFixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World

	t.Run("home", func(t *testing.T) {
		r := f.get(t, "/")
		hasAll(t, "home", r.Body, `<nav class="navbar fixed-top navbar-light bg-white navbar-expand" aria-label="Site navigation">`,
			`You are currently using guest access`, `<div id="frontpage-available-course-list"><h2>Available courses</h2>`,
			`<div class="coursebox clearfix odd first" data-courseid="2" data-type="1">`, `title="Guest access"`, `id="page-site-index"`,
			`<footer id="page-footer" class="footer-popover bg-white">`)
		ls := linkSet(r.Body)
		for _, cat := range w.Categories {
			if !ls["/"+mdCourseURL(cat)] {
				t.Errorf("home does not link course %d", mdCourse(cat))
			}
		}
		for _, l := range []string{"/login/index.php", "/admin/tool/dataprivacy/summary.php", "/"} {
			if !ls[l] {
				t.Errorf("home lacks %s", l)
			}
		}
	})

	t.Run("course", func(t *testing.T) {
		cat := w.Categories[0]
		r := f.get(t, "/"+mdCourseURL(cat))
		hasAll(t, "course", r.Body, `<ul class="topics" data-for="course_sectionlist">`, `id="theme_boost-drawers-courseindex"`,
			`data-region="loading-placeholder-content"`, `<span class="instancename">`+Esc(cat.Boards[0].Name)+` <span class="accesshide " > Forum</span></span>`,
			`block_search_forums`, fmt.Sprintf(`<a href="/mod/forum/search.php?id=%d">Advanced search</a>`, mdCourse(cat)),
			fmt.Sprintf(`<a href="/course/view.php?id=%d#section-1">Topic 1</a>`, mdCourse(cat)))
		ls := linkSet(r.Body)
		for _, b := range cat.Boards {
			if !ls["/"+sk.BoardURL(b, 1)] {
				t.Errorf("course page does not link forum %d", b.ID)
			}
		}
		idx := f.get(t, "/"+mdIndexURL(cat))
		hasAll(t, "forum index", idx.Body, `<h2>Learning forums</h2><table class="generaltable mod_index">`,
			fmt.Sprintf(`<a href="view.php?f=%d" >%s</a>`, cat.Boards[0].ID, Esc(cat.Boards[0].Name)))
	})

	t.Run("forum", func(t *testing.T) {
		b := f.board
		r := f.get(t, "/"+sk.BoardURL(b, 1))
		CM := mdCM(b)
		hasAll(t, "forum", r.Body, `<table class="table discussion-list generaltable">`, `<ul class="mt-1 pagination " data-page-size="100">`,
			fmt.Sprintf(`<a href="/mod/forum/view.php?id=%d&amp;o=1&amp;s=100&amp;p=1" class="page-link">`, CM),
			fmt.Sprintf(`<a href="/mod/forum/view.php?id=%d&amp;o=2" aria-label="Sort by last post creation date in ascending order">Last post</a>`, CM),
			fmt.Sprintf(`href="/mod/forum/post.php?forum=%d">`, b.ID), `<h1 class="h2">`+Esc(b.Name)+`</h1>`, `id="prev-activity-link"`,
			`<link rel="alternate" type="application/rss+xml"`, "Showing 100 of "+strconv.Itoa(len(b.Threads))+" discussions")
		if n := strings.Count(r.Body, `data-region="discussion-list-item"`); n != 100 {
			t.Errorf("page 1 lists %d discussions", n)
		}
		ls := linkSet(r.Body)
		for _, th := range b.Threads[:100] {
			if !ls["/"+sk.ThreadURL(th, 1)] || !ls["/"+mdIsolated(f.d, th.LastPost())] {
				t.Errorf("forum page lacks discussion %d or its last post", th.ID)
			}
			if !strings.Contains(r.Body, th.LastPost().Time.Format("Mon, 2 Jan 2006, 3:04 PM")) {
				t.Errorf("forum page lacks discussion %d's last-post date", th.ID)
			}
		}
	})

	t.Run("discussion", func(t *testing.T) {
		long := f.long
		D := f.d.disc[long]
		r := f.get(t, "/"+sk.ThreadURL(long, 2))
		p := long.Posts[25]
		P := f.d.post[p]
		hasAll(t, "discussion", r.Body, fmt.Sprintf(`<article
id="p%d"
class="forum-post-container mb-2"`, P), `data-region-content="forum-post-core"`, `<h3 class="discussionname">`+Esc(long.Title)+`</h3>`,
			fmt.Sprintf(`href="/mod/forum/discuss.php?d=%d#p%d"`, D, P), fmt.Sprintf(`href="/mod/forum/post.php?reply=%d#mformforum"`, P),
			"by <a href=\"/user/view.php?id="+strconv.Itoa(mdUser(p.Author))+"&amp;course=", p.Time.Format("Monday, 2 January 2006, 3:04 PM"),
			fmt.Sprintf(`<a href="/mod/forum/discuss.php?d=%d&amp;page=0" class="page-link">`, D), `name="mode"`,
			`<option  value="3" selected>Display replies in nested form</option>`, `<div class="discussion-nav clearfix">`)
		if n := strings.Count(r.Body, `data-region-content="forum-post-core"`); n != min(25, len(long.Posts)-25) {
			t.Errorf("page 2 shows %d posts", n)
		}
		short := f.get(t, "/"+sk.ThreadURL(f.short, 1))
		if strings.Contains(short.Body, `class="pagination`) {
			t.Error("a one-page discussion has a paging_bar")
		}
		if n := strings.Count(short.Body, `data-region-content="forum-post-core"`); n != len(f.short.Posts) {
			t.Errorf("short discussion shows %d of %d posts", n, len(f.short.Posts))
		}
		// Nested: a reply sits inside the article of the post it answers.
		for _, q := range f.short.Posts[1:] {
			par := f.d.parent[q]
			in := strings.Index(short.Body, fmt.Sprintf("id=\"p%d\"", f.d.post[par]))
			at := strings.Index(short.Body, fmt.Sprintf("id=\"p%d\"", f.d.post[q]))
			if in < 0 || at < in {
				t.Errorf("post %d is not inside its parent %d", f.d.post[q], f.d.post[par])
			}
		}
	})

	t.Run("walls", func(t *testing.T) {
		r := f.get(t, fmt.Sprintf("/mod/forum/post.php?reply=%d", f.d.post[f.long.Posts[1]]))
		hasAll(t, "post.php", r.Body, "Sorry, guests are not allowed to post.", `<div id="modal-footer" class="modal-footer">`)
		l := f.get(t, "/login/index.php")
		hasAll(t, "login", l.Body, `<h1 class="login-heading">Log in to `+mdSite+`</h1>`, `<a href="/login/forgot_password.php">Lost password?</a>`,
			`<a class="btn btn-secondary" href="/login/signup.php">Create new account</a>`, `pagelayout-login`)
	})
}
