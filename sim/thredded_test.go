package sim

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

var thOnce = truthOnce(thredded)

// thFixture is the Thredded site and its truth, built once for the tests of this file.
type thFixture struct {
	fixture
	tr *Truth
	d  *thTables
}

func newTHFixture(t *testing.T) thFixture {
	t.Helper()
	s, tr := thOnce(t)
	f := thFixture{fixture: newFixture(t, s), tr: tr, d: thTab(s.World)}
	if f.short == nil {
		t.Fatal("fixture incomplete: no thread of one page with replies")
	}
	return f
}

// thKind names a Thredded URL by its route, with " paged" when it names a later page.
func thKind(d *thTables, u *url.URL) string {
	p := strings.TrimSuffix(strings.TrimPrefix(u.Path, "/forum/"), "/")
	seg := strings.Split(p, "/")
	paged := ""
	if u.Query().Has("page") || strings.HasPrefix(seg[len(seg)-1], "page-") {
		paged = " paged"
	}
	switch {
	case p == "" && u.Query().Has("q"):
		return "search"
	case p == "":
		return "index"
	case seg[0] == "posts" && len(seg) == 2:
		return "permalink"
	case seg[0] == "users" && len(seg) == 2 && seg[1] != "sign_in" && seg[1] != "sign_up":
		return "member"
	case seg[0] == "users":
		return "form"
	case seg[0] == "private-topics", seg[0] == "preferences", seg[0] == "unread":
		return "wall"
	case d.boardOf[seg[0]] == nil:
		return "unknown " + u.Path
	case len(seg) == 1 || len(seg) == 2 && paged != "":
		return "board" + paged
	case len(seg) == 3 && seg[1] == "category":
		return "category" + paged
	case len(seg) == 3 && seg[1] == "preferences":
		return "wall"
	case len(seg) == 2 || len(seg) == 3 && paged != "":
		return "topic" + paged
	}
	return "unknown " + u.Path
}

// The ground truth: the messageboards index the entry, messageboard pages
// index pages of their board, topic category pages index pages of no board,
// topic pages threads, permalinks 302s labelled as the page they end on,
// member pages, Devise's forms and the sign-in walls other pages.
func TestThreddedTruth(t *testing.T) {
	f := newTHFixture(t)
	s, tr, d := f.s, f.tr, f.d
	t.Logf("counts %+v", tr.Counts)
	if tr.EntryURL != testBase+"/forum/" {
		t.Errorf("entry %s", tr.EntryURL)
	}
	if len(tr.SessionParams) != 0 || s.Pkg.Robots != "" {
		t.Error("Thredded carries no session ids and ships no robots.txt")
	}
	want := pagesOfBoards(s)
	for _, b := range s.World.Boards {
		for _, ts := range d.catTops[b] {
			want += pageCount(len(ts), thPer)
		}
	}
	if tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (messageboard and category pages)", tr.Counts.IndexPages, want)
	}
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := thKind(d, u)
		kinds[k+" "+p.Type]++
		switch k {
		case "topic", "topic paged":
			if p.Status == 200 && (p.Type != TypeThread || p.Canonical != raw) {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "permalink":
			if p.Status != 302 || p.Type != TypeThread || !strings.Contains(p.RedirectTo, "#post_") {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "board", "board paged":
			if p.Status != 200 || p.Type != TypeIndex || p.FID == 0 || p.Canonical != raw {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "category", "category paged":
			if p.Status != 200 || p.Type != TypeIndex || p.FID != 0 || p.Canonical != raw {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "wall":
			if p.Status != 403 || p.Type != TypeOther {
				t.Errorf("%s labelled %+v", raw, p)
			}
		}
		if p.Status == 200 && (p.Type == TypeEntry) != (k == "index") {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "index entry", "board index", "board paged index", "category index", "topic thread",
		"topic paged thread", "permalink thread", "member other", "form other", "wall other")
}

// What each kind of URL answers and how it is labelled.
func TestThreddedURLs(t *testing.T) {
	f := newTHFixture(t)
	sk := f.s.Pkg.Skin.(thSkin)
	d := f.d
	long, b := f.long, f.board
	pages, bpages := long.Pages(thPer), b.Pages(thPer)
	tid := d.o.threadID[long]
	bs, ts := d.bslug[b], d.tslug[long]
	lbs := d.bslug[long.Board]
	p60, last := long.Posts[59], long.LastPost()
	u := long.Author
	thread := threadCases(sk, long)
	list := boardCases(sk, b)
	to := movedTo
	other := otherCase
	wall := func(path string) urlCase { return urlCase{path, 403, TypeOther, 0, 0, 0, 0, "", ""} }
	missing := missingCase
	var cat string
	for _, cs := range d.cats[b] {
		if len(d.catTops[b][cs]) > 0 {
			cat = cs
			break
		}
	}
	tests := []urlCase{
		{"/forum/", 200, TypeEntry, 0, 0, 0, 0, "", ""},
		other("/forum/?q=the"), other("/forum/" + bs + "?q=the"),
		to(fmt.Sprintf("/forum/%d?q=the", b.ID), 302, "/forum/"+bs+"?q=the", urlCase{typ: TypeOther}),
		// Messageboards: the bare URL, /page-N, ?page=N, /page-1, a trailing slash, past the end, by id.
		list("/forum/"+bs, 1), list("/forum/"+bs+"/", 1), list("/forum/"+bs+"/page-1", 1), list("/forum/"+bs+"/page-2", 2),
		list("/forum/"+bs+"?page=2", 2), list("/forum/"+bs+"?page=x", 1),
		to(fmt.Sprintf("/forum/%s/page-%d", bs, bpages+5), 302, fmt.Sprintf("/forum/%s/page-%d", bs, bpages), list("", bpages)),
		to(fmt.Sprintf("/forum/%d", b.ID), 302, "/forum/"+bs, list("", 1)),
		missing("/forum/no-such-board"), missing("/forum/" + bs + "/page-0/x"),
		// Topics.
		thread("/forum/"+lbs+"/"+ts, 1), thread("/forum/"+lbs+"/"+ts+"/page-1", 1), thread("/forum/"+lbs+"/"+ts+"/page-2", 2),
		thread(fmt.Sprintf("/forum/%s/%s?page=%d", lbs, ts, pages), pages),
		to(fmt.Sprintf("/forum/%s/%s/page-%d", lbs, ts, pages+1), 302, fmt.Sprintf("/forum/%s/%s/page-%d", lbs, ts, pages), thread("", pages)),
		to(fmt.Sprintf("/forum/%s/%d", lbs, tid), 302, "/forum/"+lbs+"/"+ts, thread("", 1)),
		to(fmt.Sprintf("/forum/other-board/%s/page-2", ts), 302, "/forum/"+lbs+"/"+ts, thread("", 1)),
		missing("/forum/" + lbs + "/no-such-topic"), missing("/forum/" + lbs + "/" + ts + "/page-0"),
		// Permalinks.
		to(fmt.Sprintf("/forum/posts/%d", d.o.postID[p60]), 302, fmt.Sprintf("/forum/%s/%s/page-2#post_%d", lbs, ts, d.o.postID[p60]), thread("", 2)),
		to(fmt.Sprintf("/forum/posts/%d", d.o.postID[long.Posts[0]]), 302, fmt.Sprintf("/forum/%s/%s#post_%d", lbs, ts, d.o.postID[long.Posts[0]]), thread("", 1)),
		to(fmt.Sprintf("/forum/posts/%d", d.o.postID[last]), 302, fmt.Sprintf("/forum/%s/%s/page-%d#post_%d", lbs, ts, pages, d.o.postID[last]), thread("", pages)),
		missing("/forum/posts/0"), missing("/forum/posts/9999999"),
		// Categories.
		{"/forum/" + bs + "/category/" + cat, 200, TypeIndex, 0, 0, 0, 1, bs + "/category/" + cat, ""},
		missing("/forum/" + bs + "/category/no-such-category"),
		// The guest's walls.
		wall("/forum/preferences/edit"), wall("/forum/" + bs + "/preferences/edit"), wall("/forum/private-topics"),
		wall("/forum/unread"), wall("/forum/" + bs + "/unread"), wall("/forum/" + bs + "/topics/new"),
		wall("/forum/messageboards/new"), wall("/forum/" + lbs + "/" + ts + "/follow"),
		// The host app.
		other(fmt.Sprintf("/forum/users/%d", u.ID)), other("/forum/users/sign_in"), other("/forum/users/sign_up"),
		other("/forum/users/password/new"), missing("/forum/users/99999"), missing("/forum/users"),
		missing("/robots.txt"),
		// A topic's own messageboard replaces the one in the URL, whatever that names.
		to("/forum/topics/"+fmt.Sprint(tid), 302, "/forum/"+lbs+"/"+ts, thread("", 1)),
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: the guest navigation, the group
// headings and messageboard cards, the topic rows and Kaminari's paginator,
// the posts' permalinks.
func TestThreddedMarkup(t *testing.T) {
	f := newTHFixture(t)
	sk := f.s.Pkg.Skin.(thSkin)
	d := f.d

	r := f.get(t, "/forum/")
	hasAll(t, "index", r.Body, "<title>Messageboards | "+thSite+"</title>", `href="/forum/users/sign_in"`, "Sign In / Register",
		`href="/forum/preferences/edit"`, `href="/forum/private-topics"`, `class="thredded--messageboards-group--title"`)
	ls := linkSet(r.Body)
	for _, b := range f.s.World.Boards {
		if !ls["/forum/"+sk.BoardURL(b, 1)] {
			t.Errorf("the index lacks messageboard %d", b.ID)
		}
	}

	b := f.board
	r = f.get(t, "/forum/"+sk.BoardURL(b, 1))
	if n := strings.Count(r.Body, `class="thredded--topics--topic`); n != thPer {
		t.Errorf("page 1 lists %d topics", n)
	}
	hasAll(t, "board", r.Body, `<nav class="pagination thredded--pagination">`, fmt.Sprintf(`<a rel="next" href="/forum/%s/page-2">2</a>`, d.bslug[b]),
		`Next &rsaquo;`, `href="/forum/`+d.bslug[b]+`/preferences/edit"`)
	two := f.get(t, "/forum/"+sk.BoardURL(b, 2))
	hasAll(t, "board page 2", two.Body, fmt.Sprintf(`<a href="/forum/%s">&laquo; First</a>`, d.bslug[b]), fmt.Sprintf(`<a rel="prev" href="/forum/%s">&lsaquo; Prev</a>`, d.bslug[b]))

	long := f.long
	r = f.get(t, "/forum/"+sk.ThreadURL(long, 2))
	p := long.Posts[thPer]
	hasAll(t, "topic page 2", r.Body, "<title>"+Esc(long.Title)+" | "+thSite+"</title>",
		fmt.Sprintf(`<article id="post_%d"`, d.o.postID[p]), fmt.Sprintf(`<a href="/forum/posts/%d" rel="nofollow"`, d.o.postID[p]),
		`<span class="page current">`, fmt.Sprintf(`href="/forum/users/%d"`, p.Author.ID))
	if strings.Contains(f.get(t, "/forum/"+sk.ThreadURL(f.short, 1)).Body, `class="pagination thredded--pagination"`) {
		t.Error("a topic of one page has a paginator")
	}
	m := f.get(t, fmt.Sprintf("/forum/users/%d", long.Author.ID))
	if n := strings.Count(m.Body, `href="/forum/posts/`); n == 0 || n > thRecent {
		t.Errorf("the member page links %d posts", n)
	}
}
