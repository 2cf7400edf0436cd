package sim

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

var hkOnce = truthOnce(hyperkitty)

// hkFixture is the HyperKitty site and its truth, built once for the tests of
// this file. HyperKitty shows a whole thread on one page, so the shared
// fixture's long thread does not exist here: instead a thread whose replies
// nest (its thread order differs from its date order), a list with a month of
// two pages, a registered sender and an unregistered one.
type hkFixture struct {
	s       *Site
	tr      *Truth
	d       *hkTables
	nested  *Thread
	list    *hkList
	month   *hkMonth // a month of list with two pages or more
	member  *User    // a sender with a Mailman user
	unknown *User    // a sender without one
}

func newHKFixture(t *testing.T) hkFixture {
	t.Helper()
	s, tr := hkOnce(t)
	f := hkFixture{s: s, tr: tr, d: hkTab(s.World)}
	for _, th := range s.World.Threads {
		if f.nested == nil && len(th.Posts) >= 5 && f.d.tree[th][2] != th.Posts[2] {
			f.nested = th
		}
	}
	for _, l := range f.d.lists {
		for _, mo := range l.months {
			if f.month == nil && len(mo.threads) > hkPer {
				f.list, f.month = l, mo
			}
		}
	}
	for _, u := range s.World.Users {
		if u.Posts == 0 {
			continue
		}
		if f.d.uid[u] == "" && f.unknown == nil {
			f.unknown = u
		}
		if f.d.uid[u] != "" && f.member == nil {
			f.member = u
		}
	}
	if f.nested == nil || f.month == nil || f.member == nil || f.unknown == nil {
		t.Fatalf("fixture incomplete: nested %v month %v member %v unknown %v", f.nested, f.month, f.member, f.unknown)
	}
	return f
}

func (f hkFixture) get(t *testing.T, path string) Response {
	t.Helper()
	return respond(t, f.s, testBase+path)
}

var hkHashRE = regexp.MustCompile(`^[A-Z2-7]{32}$`)

// hkKind names a HyperKitty URL by its route, with " paged" for a later page.
func hkKind(u *url.URL) string {
	path, ok := strings.CutPrefix(u.Path, "/archives/")
	if !ok {
		return "unknown " + u.Path
	}
	seg := strings.Split(path, "/")
	q := u.Query()
	paged := ""
	if p := q.Get("page"); p != "" && p != "1" {
		paged = " paged"
	}
	switch {
	case path == "":
		return "index"
	case seg[0] == "list" && len(seg) == 3 && seg[2] == "":
		return "overview"
	case seg[0] == "list" && len(seg) == 5 && len(seg[2]) == 4 && seg[4] == "":
		return "month" + paged
	case seg[0] == "list" && len(seg) == 3 && seg[2] == "latest":
		return "latest"
	case seg[0] == "list" && len(seg) == 5 && seg[2] == "thread" && hkHashRE.MatchString(seg[3]) && seg[4] == "":
		if q.Has("sort") {
			return "thread sorted"
		}
		return "thread"
	case seg[0] == "list" && len(seg) == 5 && seg[2] == "message" && hkHashRE.MatchString(seg[3]) && seg[4] == "":
		return "message"
	case seg[0] == "list" && len(seg) == 4 && seg[2] == "message" && seg[3] == "new":
		return "new"
	case seg[0] == "list" && len(seg) == 4 && seg[2] == "export" && strings.HasSuffix(seg[3], ".mbox.gz"):
		if q.Has("thread") {
			return "export thread"
		}
		return "export dates"
	case seg[0] == "list" && len(seg) == 4 && seg[2] == "feed" && seg[3] == "":
		return "feed"
	case seg[0] == "users" && len(seg) == 3 && seg[2] == "":
		return "profile"
	case seg[0] == "users" && len(seg) == 3 && seg[2] == "posts":
		return "posts" + paged
	case path == "search":
		return "search" + paged
	case seg[0] == "accounts" && len(seg) == 3 && (seg[1] == "login" || seg[1] == "register"):
		return "account"
	}
	return "unknown " + u.Path
}

// The ground truth: the lists the entry (its sort orders too), every
// non-empty month page an index page of its list (?page=1 under the bare
// month), the overviews index pages of no board's sequence, thread pages
// (their sort orders under the plain URL) threads, empty months, messages,
// profiles, a sender's messages, search, exports, feeds and the login wall
// other pages.
func TestHyperkittyTruth(t *testing.T) {
	f := newHKFixture(t)
	s, tr, d := f.s, f.tr, f.d
	t.Logf("counts %+v", tr.Counts)
	opensAt(t, tr, testBase+"/archives/")
	want := len(d.lists)
	for _, l := range d.lists {
		for _, mo := range l.months {
			want += pageCount(len(mo.threads), hkPer)
		}
	}
	if tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (the months' pages and the overviews)", tr.Counts.IndexPages, want)
	}
	if tr.Counts.RetrievableThreadPages != len(s.World.Threads) || tr.Counts.LinkedThreadPages != len(s.World.Threads) {
		t.Errorf("threads page: %+v", tr.Counts)
	}
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := hkKind(u)
		kinds[fmt.Sprintf("%s %s %d", k, p.Type, p.Status)]++
		switch k {
		case "thread":
			if p.Status != 200 || p.Type != TypeThread || p.Page != 1 || p.Canonical != raw {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "thread sorted":
			if p.Type != TypeThread || p.Canonical != strings.Split(raw, "?")[0] {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "index":
			if p.Type != TypeEntry || p.Canonical != testBase+"/archives/" {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "month", "month paged":
			if p.Type == TypeIndex && (s.World.Board(p.FID) == nil || p.FPage < 1) {
				t.Errorf("%s labelled %+v", raw, p)
			}
			if p.Type != TypeIndex && p.Type != TypeOther {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "overview":
			if p.Type != TypeIndex || p.FID != 0 || p.Canonical != raw {
				t.Errorf("%s labelled %+v", raw, p)
			}
		default:
			if p.Type != TypeOther {
				t.Errorf("%s (%s) labelled %+v", raw, k, p)
			}
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "index entry 200", "overview index 200", "month index 200", "month paged index 200", "month other 200",
		"latest other 302", "thread thread 200", "thread sorted thread 200", "message other 200", "new other 302",
		"export thread other 200", "export dates other 200", "feed other 200", "profile other 200", "posts other 200",
		"posts paged other 200", "search other 200", "account other 200")
}

// What each kind of URL answers and how it is labelled.
func TestHyperkittyURLs(t *testing.T) {
	f := newHKFixture(t)
	sk := f.s.Pkg.Skin.(hkSkin)
	d, l, mo := f.d, f.list, f.month
	th := f.nested
	tl := d.ofBoard[th.Board]
	tid := d.tid[th]
	ol := d.lists[0] // a list the thread is not in
	if ol == tl {
		ol = d.lists[1]
	}
	plain := "/archives/" + sk.ThreadURL(th, 1)
	month := "/archives/" + hkMonthURL(l, mo.y, mo.m)
	list := "/archives/" + hkListURL(l)
	thread := func(path string) urlCase {
		return urlCase{path, 200, TypeThread, th.ID, 1, 0, 0, sk.ThreadURL(th, 1), ""}
	}
	index := func(path string, page int, canon string) urlCase {
		return urlCase{path, 200, TypeIndex, 0, 0, l.b.ID, mo.start + page - 1, canon, ""}
	}
	other := func(path string, status int) urlCase { return urlCase{path, status, TypeOther, 0, 0, 0, 0, "", ""} }
	found := func(path, loc string) urlCase { return urlCase{path, 302, TypeOther, 0, 0, 0, 0, "", loc} }
	bare := hkMonthURL(l, mo.y, mo.m)
	two := bare + "?page=2"
	last := pageCount(len(mo.threads), hkPer)
	lastURL := bare
	if last > 1 {
		lastURL = fmt.Sprintf("%s?page=%d", bare, last)
	}
	msg := "/archives/" + d.msgURL(th.Posts[2])
	uid := d.uid[f.member]
	tests := []urlCase{
		// The lists and their sort orders.
		{"/archives/", 200, TypeEntry, 0, 0, 0, 0, "/archives/", ""},
		{"/archives/?sort=name", 200, TypeEntry, 0, 0, 0, 0, "/archives/", ""},
		{"/archives/?sort=creation", 200, TypeEntry, 0, 0, 0, 0, "/archives/", ""},
		other("/archives/?sort=bogus", 500),
		{"/archives", 301, TypeEntry, 0, 0, 0, 0, "", "/archives/"},
		{"/", 302, TypeEntry, 0, 0, 0, 0, "", "/archives/"},
		// A list: its overview, its months and their pages.
		{list, 200, TypeIndex, 0, 0, 0, 1, hkListURL(l), ""},
		{strings.TrimSuffix(list, "/"), 301, TypeIndex, 0, 0, 0, 1, hkListURL(l), list},
		index(month, 1, bare), index(month+"?page=1", 1, bare), index(month+"?page=2", 2, two),
		index(month+"?page=x", 1, bare), index(month+"?page=0", last, lastURL), index(month+"?page=99", last, lastURL),
		index(fmt.Sprintf("/archives/list/%s/%d/%02d/", l.fqdn, mo.y, mo.m), 1, bare),
		other(fmt.Sprintf("/archives/list/%s/%d/%d/1/", l.fqdn, mo.y, mo.m), 200),
		other(fmt.Sprintf("/archives/list/%s/1999/3/", l.fqdn), 200),
		other(fmt.Sprintf("/archives/list/%s/2024/13/", l.fqdn), 404),
		other(fmt.Sprintf("/archives/list/%s/24/1/", l.fqdn), 404),
		{fmt.Sprintf("/archives/list/%s/latest", l.fqdn), 302, TypeOther, 0, 0, 0, 0, "", fmt.Sprintf("/archives/list/%s/2026/10/", l.fqdn)},
		other("/archives/list/nobody@lists.example.org/", 404),
		other(fmt.Sprintf("/archives/list/%s/recent-threads", l.fqdn), 200),
		other(fmt.Sprintf("/archives/list/%s/feed/", l.fqdn), 200),
		other(fmt.Sprintf("/archives/list/%s/export/x.mbox.gz?start=2025-01-01&end=2025-02-01", l.fqdn), 200),
		other(fmt.Sprintf("/archives/list/%s/export/x.mbox.gz?start=jan", l.fqdn), 400),
		found(fmt.Sprintf("/archives/list/%s/message/new", l.fqdn), fmt.Sprintf("/archives/accounts/login/?next=/archives/list/%s%%40%s/message/new", l.local, l.host)),
		{"/archives/pipermail/" + l.local + "/", 302, TypeIndex, 0, 0, 0, 1, hkListURL(l), list},
		// A thread: its sort orders, its replies' JSON, the guest's walls.
		thread(plain), thread(plain + "?sort=date"), thread(plain + "?sort=thread"),
		{strings.TrimSuffix(plain, "/"), 301, TypeThread, th.ID, 1, 0, 0, sk.ThreadURL(th, 1), plain},
		other(plain+"replies?sort=thread&last_view=&offset=7", 200),
		other(plain+"favorite", 403), other(plain+"tags", 403),
		other(fmt.Sprintf("/archives/list/%s/thread/%s/", ol.fqdn, tid), 404),
		other("/archives/list/"+tl.fqdn+"/thread/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/", 404),
		// Messages.
		other(msg, 200), other(msg+"vote", 400),
		found(msg+"reply", "/archives/accounts/login/?next="+hkQuote(msg+"reply")),
		other("/archives/list/"+tl.fqdn+"/message/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/", 404),
		// Senders.
		other("/archives/users/"+uid+"/", 200),
		other("/archives/users/"+uid+"/posts?list="+url.QueryEscape(tl.fqdn), 200),
		other("/archives/users/"+uid+"/posts", 500),
		other("/archives/users/0123456789abcdef0123456789abcdef/", 404),
		// Search, the login wall and what HyperKitty has not.
		other("/archives/search?q=tag:"+url.QueryEscape(th.Tags[0])+"&mlist="+url.QueryEscape(tl.fqdn), 200),
		other("/archives/search", 200),
		other("/archives/accounts/login/?next=/archives/", 200), other("/archives/accounts/register/", 200),
		other("/archives/viewtopic.php", 404), other("/robots.txt", 404),
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: the lists' table, the overview's
// sections and months, a month's rows and paginator, a thread with every
// reply nested under what it answers, a message page and a sender's pages.
func TestHyperkittyMarkup(t *testing.T) {
	f := newHKFixture(t)
	sk := f.s.Pkg.Skin.(hkSkin)
	d, l, mo := f.d, f.list, f.month

	t.Run("index", func(t *testing.T) {
		r := f.get(t, "/archives/")
		hasAll(t, "index", r.Body, "<title>Available lists - Mailing Lists</title>", `<span class="active">Most popular</span>`,
			`href="/archives/?sort=name" title="Sort alphabetically"`, `href="/archives/accounts/login/?next=/archives/">Login</a>`)
		ls := linkSet(r.Body)
		for _, x := range d.lists {
			if !ls["/archives/"+hkListURL(x)] {
				t.Errorf("the index lacks list %s", x.fqdn)
			}
		}
	})

	t.Run("overview", func(t *testing.T) {
		r := f.get(t, "/archives/"+hkListURL(l))
		hasAll(t, "overview", r.Body, "Recently active discussions", "Most active discussions", `id="months-list"`,
			fmt.Sprintf(`href="/archives/list/%s/latest"`, l.fqdn), `<a href="#">More...</a>`)
		ls := linkSet(r.Body)
		if !ls["/archives/"+hkMonthURL(l, mo.y, mo.m)] || !ls["/archives/"+hkMonthURL(l, 2026, 10)] {
			t.Error("the overview lacks a month")
		}
		if !ls["/archives/"+sk.ThreadURL(l.threads[0], 1)] {
			t.Error("the overview lacks the latest thread")
		}
	})

	t.Run("month", func(t *testing.T) {
		base := "/archives/" + hkMonthURL(l, mo.y, mo.m)
		r := f.get(t, base)
		if n := strings.Count(r.Body, `<div class="thread">`); n != hkPer {
			t.Errorf("page 1 shows %d threads", n)
		}
		hasAll(t, "month", r.Body, fmt.Sprintf("%d discussions", len(mo.threads)), `<a href="?page=2">2</a>`,
			"<li class=\"disabled\">\n        <a href=\"#\">\n        &larr; Newer", `class="btn btn-default disabled"`)
		two := f.get(t, base+"?page=2")
		hasAll(t, "month page 2", two.Body, "<a href=\"?page=1\">\n        &larr; Newer")
		ls := linkSet(r.Body)
		for _, th := range mo.threads[:hkPer] {
			if !ls["/archives/"+sk.ThreadURL(th, 1)] {
				t.Errorf("page 1 lacks thread %d", th.ID)
			}
		}
	})

	t.Run("thread", func(t *testing.T) {
		th := f.nested
		tl := d.ofBoard[th.Board]
		r := f.get(t, "/archives/"+sk.ThreadURL(th, 1))
		if n := strings.Count(r.Body, `class="email-header"`); n != len(th.Posts) {
			t.Errorf("the thread shows %d of %d messages", n, len(th.Posts))
		}
		hasAll(t, "thread", r.Body, "<h3>"+Esc(th.Title)+"</h3>", "Show replies by date", `class="email email-first"`,
			"margin-left:2em", `title="You must be logged-in to vote."`, `title="You must be logged-in to have favorites."`,
			`href="mailto:`+tl.fqdn+`?Subject=`)
		ls := linkSet(r.Body)
		for _, p := range th.Posts {
			if !ls["/archives/"+d.msgURL(p)] {
				t.Errorf("the thread lacks message %d's permalink", p.ID)
			}
		}
		if !ls["/archives/"+d.threadExport(tl, th)] || !ls["/archives/"+hkListURL(tl)] {
			t.Error("the thread lacks its export or its list")
		}
		// The tree order puts a reply under what it answers; by date it follows the clock.
		tree, date := r.Body, f.get(t, "/archives/"+sk.ThreadURL(th, 1)+"?sort=date").Body
		at := func(body string, p *Post) int { return strings.Index(body, `id="`+d.hash[p]+`"`) }
		a, b := d.tree[th][2], th.Posts[2]
		if at(tree, a) > at(tree, b) || at(date, a) < at(date, b) {
			t.Error("the sort orders do not differ as they should")
		}
	})

	t.Run("message and senders", func(t *testing.T) {
		var pm, pu *Post
		for _, p := range f.s.World.Posts {
			if pm == nil && p.Author == f.member && p.Index > 0 {
				pm = p
			}
			if pu == nil && p.Author == f.unknown {
				pu = p
			}
		}
		ml := d.ofBoard[pm.Thread.Board]
		r := f.get(t, "/archives/"+d.msgURL(pm))
		hasAll(t, "message", r.Body, fmt.Sprintf(`href="/archives/%s#%s"`, sk.ThreadURL(pm.Thread, 1), d.hash[pm]),
			fmt.Sprintf(`href="/archives/%s"`, d.userURL(f.member)), "<h1>Re: ["+ml.local+"] ")
		u := f.get(t, "/archives/"+d.msgURL(pu))
		if strings.Contains(u.Body, `title="See the profile for `+Esc(f.unknown.Name)) {
			t.Error("an unregistered sender links a profile")
		}
		p := f.get(t, "/archives/"+d.userURL(f.member))
		posts := "/archives/" + d.userURL(f.member) + "posts?list=" + url.QueryEscape(ml.fqdn)
		if !linkSet(p.Body)[posts] {
			t.Error("the profile lacks the sender's messages to the list")
		}
		list := f.get(t, posts)
		hasAll(t, "posts", list.Body, "Messages by "+Esc(f.member.Name), fmt.Sprintf("%d messages", len(d.posts[f.member][ml])))
	})
}

// HyperKitty's helpers: the paginator's page range, timesince, the quoting of ?next.
func TestHyperkittyHelpers(t *testing.T) {
	c := &Ctx{Query: url.Values{"page": {"12"}}}
	pg := hkPaginate(c, 30*hkPer)
	if got := fmt.Sprint(pg.rng); got != "[1 0 9 10 11 12 13 14 15 0 30]" {
		t.Errorf("page range %s", got)
	}
	c.Query.Set("page", "2")
	if got := fmt.Sprint(hkPaginate(c, 30*hkPer).rng); got != "[1 2 3 4 5 0 30]" {
		t.Errorf("page range %s", got)
	}
	w := NewWorld(1, hyperkitty().Shape)
	if got := hkTimesince(w.Now, w.Now.AddDate(0, 0, -17)); got != "2\u00a0weeks, 3\u00a0days" {
		t.Errorf("timesince %q", got)
	}
	if got := hkQuote("/archives/list/a@b.org/thread/X/"); got != "/archives/list/a%40b.org/thread/X/" {
		t.Errorf("quote %q", got)
	}
}
