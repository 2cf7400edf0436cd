package sim

import (
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

var djOnce = truthOnce(djangobb)

// djFixture is the DjangoBB site and its truth, built once for the tests of
// this file, with a topic of three pages or more, a one-page topic with
// replies and a forum of two pages or more.
type djFixture struct {
	fixture
	tr *Truth
	d  *djTables
}

func newDJFixture(t *testing.T) djFixture {
	t.Helper()
	s, tr := djOnce(t)
	f := djFixture{fixture: newFixture(t, s), tr: tr, d: djTab(s.World)}
	if f.short == nil {
		t.Fatal("fixture incomplete: no topic of one page with replies")
	}
	return f
}

// djKind names a DjangoBB URL by its route, and for search by its action.
func djKind(u *url.URL) string {
	p := strings.TrimPrefix(u.Path, "/forum/")
	seg := strings.Split(strings.TrimSuffix(p, "/"), "/")
	q := u.Query()
	switch {
	case u.Path == "/forum/":
		return "index"
	case !strings.HasPrefix(u.Path, "/forum/"):
		return "outside"
	case seg[len(seg)-1] == "lofi":
		return "lofi"
	case djIsNum(seg[0]) && len(seg) == 1 && q.Has("page"):
		return "forum page"
	case djIsNum(seg[0]) && len(seg) == 1:
		return "forum"
	case seg[0] == "topic" && len(seg) == 2 && q.Has("page"):
		return "topic page"
	case seg[0] == "topic" && len(seg) == 2:
		return "topic"
	case seg[0] == "search" && q.Has("action"):
		k := "search " + q.Get("action")
		if q.Get("show_as") == "posts" {
			k += " posts"
		}
		return k
	case seg[0] == "account" || seg[0] == "feeds":
		return strings.Join(seg[:2], "/")
	}
	return seg[0]
}

var djPostRedirect = regexp.MustCompile(`^` + regexp.QuoteMeta(testBase) + `/forum/topic/(\d+)/\?page=(\d+)#post-(\d+)$`)

// The ground truth: forum pages index pages (categories have none), topic
// pages thread pages, ?page=1 and post permalinks labelled as the page they
// show or end on, member actions redirects to the sign-in page, the rest other.
func TestDjangoBBTruth(t *testing.T) {
	f := newDJFixture(t)
	s, tr := f.s, f.tr
	t.Logf("counts %+v", tr.Counts)
	if want := pagesOfBoards(s); tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (forum pages)", tr.Counts.IndexPages, want)
	}
	per := s.Pkg.Shape.PostsPerPage
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := djKind(u)
		kinds[k+" "+p.Type]++
		switch k {
		case "post":
			m := djPostRedirect.FindStringSubmatch(p.RedirectTo)
			if m == nil || p.Status != 302 {
				t.Errorf("permalink %s: %d to %q", raw, p.Status, p.RedirectTo)
				continue
			}
			post := f.d.postByID(atoi(m[3]))
			th := post.Thread
			page := PageOf(post.Index, per)
			if !strings.HasSuffix(raw, fmt.Sprintf("/post/%d/", atoi(m[3]))) || f.d.topic[th] != atoi(m[1]) || atoi(m[2]) != page ||
				p.Type != TypeThread || p.TID != th.ID || p.Page != page || p.Canonical != testBase+"/forum/"+s.Pkg.Skin.ThreadURL(th, page) {
				t.Errorf("permalink %s labelled %+v, want page %d of topic %d", raw, p, page, f.d.topic[th])
			}
		case "topic page", "forum page":
			if u.Query().Get("page") == "1" && p.Canonical != testBase+u.Path {
				t.Errorf("%s labelled %+v: page 1 under its plain URL", raw, p)
			}
		case "misc", "reputation":
			if p.Status != 302 || !strings.HasPrefix(p.RedirectTo, testBase+"/forum/account/signin/?next=/forum/"+k+"/") {
				t.Errorf("%s: %d to %q, want the sign-in page", raw, p.Status, p.RedirectTo)
			}
		}
		isThread := k == "topic" || k == "topic page" || k == "post"
		isIndex := k == "forum" || k == "forum page"
		if p.Status == 200 && ((p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex || (p.Type == TypeEntry) != (k == "index")) {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	hasKinds(t, kinds, "index entry", "forum index", "forum page index", "topic thread", "topic page thread", "post thread",
		"lofi other", "user other", "users other", "search other", "search show_24h other", "search show_unanswered other",
		"search show_unanswered posts other", "search show_user other", "misc other", "reputation other", "account/signin other",
		"account/signup other", "account/password other", "feeds/forum other", "feeds/topic other")
}

// What each kind of URL answers and how it is labelled.
func TestDjangoBBURLs(t *testing.T) {
	f := newDJFixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World
	long, short, b := f.long, f.short, f.board
	T, ST := f.d.topic[long], f.d.topic[short]
	pages, bpages := long.Pages(10), b.Pages(20)
	p11, last := long.Posts[10], long.LastPost()
	P11, PL := f.d.post[p11], f.d.post[last]
	poster := long.Author
	var idle *User // a member without posts, if the world has one
	for _, u := range w.Users {
		if u.Posts == 0 {
			idle = u
		}
	}
	entry := func(path string) urlCase { return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, "/forum/", ""} }
	other := otherCase
	missing := missingCase
	login := func(path string) urlCase {
		return urlCase{path, 302, TypeOther, 0, 0, 0, 0, "", "/forum/account/signin/?next=" + djQuote(path)}
	}
	topic := func(q string, th *Thread, page int) urlCase {
		return urlCase{fmt.Sprintf("/forum/topic/%d/%s", f.d.topic[th], q), 200, TypeThread, th.ID, page, 0, 0, sk.ThreadURL(th, page), ""}
	}
	forum := func(q string, page int) urlCase {
		return urlCase{fmt.Sprintf("/forum/%d/%s", b.ID, q), 200, TypeIndex, 0, 0, b.ID, page, sk.BoardURL(b, page), ""}
	}
	permalink := func(p *Post, page int) urlCase {
		id := f.d.post[p]
		return urlCase{fmt.Sprintf("/forum/post/%d/", id), 302, TypeThread, p.Thread.ID, page, 0, 0, sk.ThreadURL(p.Thread, page),
			fmt.Sprintf("/forum/topic/%d/?page=%d#post-%d", f.d.topic[p.Thread], page, id)}
	}
	tests := []urlCase{
		entry("/forum/"), entry("/forum/?page=2"),
		{"/forum", 301, TypeEntry, 0, 0, 0, 0, "", "/forum/"},
		{"/", 302, TypeEntry, 0, 0, 0, 0, "", "/forum/"},
		// Forums: ?page=N, page 1 named or not a number, out of range an empty page.
		forum("", 1), forum("?page=1", 1), forum("?page=2", 2), forum(fmt.Sprintf("?page=%d", bpages), bpages), forum("?page=x", 1),
		other(fmt.Sprintf("/forum/%d/?page=%d", b.ID, bpages+1)), other(fmt.Sprintf("/forum/%d/?page=0", b.ID)),
		{fmt.Sprintf("/forum/%d", b.ID), 301, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), fmt.Sprintf("/forum/%d/", b.ID)},
		{fmt.Sprintf("/forum/%d?page=2", b.ID), 301, TypeIndex, 0, 0, b.ID, 2, sk.BoardURL(b, 2), fmt.Sprintf("/forum/%d/?page=2", b.ID)},
		// APPEND_SLASH asks only whether a pattern matches, not whether the forum exists.
		missing("/forum/999/"), {"/forum/999", 301, TypeOther, 0, 0, 0, 0, "", "/forum/999/"}, missing("/forum/nothing"),
		// Topics likewise, with the highlight parameter search results may add.
		topic("", long, 1), topic("?page=1", long, 1), topic("?page=2", long, 2), topic(fmt.Sprintf("?page=%d", pages), long, pages),
		topic("?page=2&hl=the", long, 2), topic("?page=abc", long, 1), topic("", short, 1),
		other(fmt.Sprintf("/forum/topic/%d/?page=%d", T, pages+1)), other(fmt.Sprintf("/forum/topic/%d/?page=-1", T)),
		{fmt.Sprintf("/forum/topic/%d", T), 301, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), fmt.Sprintf("/forum/topic/%d/", T)},
		missing("/forum/topic/99999/"),
		// Post permalinks: the page holding the post, ?page=1 included.
		permalink(long.Posts[0], 1), permalink(p11, 2), permalink(last, pages), permalink(short.Posts[1], 1),
		missing("/forum/post/999999/"),
		// The Lo-Fi version.
		other("/forum/lofi/"), other(fmt.Sprintf("/forum/%d/lofi/", b.ID)), other(fmt.Sprintf("/forum/topic/%d/lofi/", T)),
		other(fmt.Sprintf("/forum/topic/%d/lofi/?page=2", T)), missing(fmt.Sprintf("/forum/topic/%d/lofi/", 99999)),
		// Every member action sends a guest to sign in.
		login(fmt.Sprintf("/forum/misc/?action=report&post_id=%d", P11)), login("/forum/misc/?mail_to=" + poster.Name),
		login("/forum/reputation/" + poster.Name + "/"), login(fmt.Sprintf("/forum/reputation/%s/?action=plus&post_id=%d", poster.Name, PL)),
		login(fmt.Sprintf("/forum/%d/topic/add/", b.ID)), login(fmt.Sprintf("/forum/post/%d/edit/", P11)), login(fmt.Sprintf("/forum/post/%d/delete/", P11)),
		login(fmt.Sprintf("/forum/topic/%d/delete_posts/", ST)), login("/forum/topic/move/"), login(fmt.Sprintf("/forum/topic/%d/stick_unstick/s/", T)),
		login(fmt.Sprintf("/forum/topic/%d/open_close/c/", T)), login(fmt.Sprintf("/forum/subscription/topic/%d/add/", T)),
		missing(fmt.Sprintf("/forum/moderate/%d/", b.ID)),
		// Members: a profile, or a wall when the member has not posted.
		other("/forum/user/" + poster.Name + "/"), other("/forum/user/" + poster.Name + "/essentials/"),
		missing("/forum/user/nobody-here/"), other("/forum/users/"), other("/forum/users/?page=2"), other("/forum/users/?sort_by=num_posts&sort_dir=DESC"),
		// Search: the link searches, their post lists and pages; the member searches 404 for guests.
		other("/forum/search/"), other("/forum/search/?action=show_24h"), other("/forum/search/?action=show_unanswered"),
		other("/forum/search/?page=2&action=show_unanswered"), other("/forum/search/?action=show_unanswered&show_as=posts"),
		other("/forum/search/?action=show_subscriptions"), other("/forum/search/?action=search&keywords=the&author=&forum=0&search_in=all&sort_by=0&sort_dir=DESC&show_as=topics"),
		missing("/forum/search/?action=show_new"), missing(fmt.Sprintf("/forum/search/?action=show_user&user_id=%d", poster.ID)),
		// Feeds and account pages.
		other("/forum/feeds/posts/"), other("/forum/feeds/topics/"), other(fmt.Sprintf("/forum/feeds/topic/%d/", T)),
		other(fmt.Sprintf("/forum/feeds/forum/%d/", b.ID)), other("/forum/feeds/category/1/"), missing("/forum/feeds/topic/99999/"),
		other("/forum/account/signin/"), other("/forum/account/signin/?next=/forum/misc/%3Fmail_to%3Dx"), other("/forum/account/signup/"),
		other("/forum/account/password/reset/"),
		missing("/forum/viewtopic.php"), missing("/robots.txt"),
	}
	if idle != nil {
		tests = append(tests, login("/forum/user/"+idle.Name+"/"))
	}
	checkURLs(t, f.s, tests)
}

// django-pagination's page list, against the original's output.
func TestDjangoBBPages(t *testing.T) {
	for _, tc := range []struct {
		cur, total int
		want       []int
	}{
		{1, 2, []int{1, 2}}, {9, 9, []int{1, 2, 3, 4, 5, 6, 7, 8, 9}},
		{6, 14, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14}},
		{1, 20, []int{1, 2, 3, 4, 0, 17, 18, 19, 20}},
		{10, 20, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 0, 17, 18, 19, 20}},
		{20, 20, []int{1, 2, 3, 4, 0, 16, 17, 18, 19, 20}},
		{12, 25, []int{1, 2, 3, 4, 0, 8, 9, 10, 11, 12, 13, 14, 15, 0, 22, 23, 24, 25}},
	} {
		if got := djPages(tc.cur, tc.total); !slices.Equal(got, tc.want) {
			t.Errorf("page %d of %d: %v, want %v", tc.cur, tc.total, got, tc.want)
		}
	}
}

// What a reader of the HTML notices: PunBB's blocks and tables, the
// relative ?page=N pager, every post's permalink, reputation, e-mail and
// report links, Django's dates.
func TestDjangoBBMarkup(t *testing.T) {
	f := newDJFixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World

	t.Run("index", func(t *testing.T) {
		r := f.get(t, "/forum/")
		hasAll(t, "index", r.Body, `<div id="djangobbwrap">`, `<div id="brdheader" class="block">`, `<div id="idx1" class="blocktable">`,
			`<th class="tcl" scope="col">Forum</th>`, `<a class="toggle" href="#">Toggle shoutbox</a>`, `<div id="brdstats" class="block">`,
			`Powered by <a href="http://djangobb.org/">DjangoBB</a>`, `<li>You are not logged in.</li>`)
		ls := linkSet(r.Body)
		for _, b := range w.Boards {
			if !ls["/forum/"+sk.BoardURL(b, 1)] || !ls[fmt.Sprintf("/forum/feeds/forum/%d/", b.ID)] || !ls["/forum/"+djPostURL(f.d, b.Latest())] {
				t.Errorf("index lacks forum %d, its feed or its last post", b.ID)
			}
		}
		for _, l := range []string{"/forum/users/", "/forum/search/", "/forum/account/signin/", "/forum/account/signup/",
			"/forum/search/?action=show_24h", "/forum/search/?action=show_unanswered", "/forum/lofi/", "/forum/" + djUserURL(f.d.newest)} {
			if !ls[l] {
				t.Errorf("index lacks %s", l)
			}
		}
	})

	t.Run("forum", func(t *testing.T) {
		b := f.board
		r := f.get(t, "/forum/"+sk.BoardURL(b, 2))
		hasAll(t, "forum", r.Body, `<div id="vf" class="blocktable">`, `<th class="tc2" scope="col">Replies</th>`,
			`<div class="pagelink conl">`, `<a href="?page=1" class="prev">&lsaquo;&lsaquo; previous</a>`,
			`<a href="?page=1" class="page">1</a>`, `<span class="current page">2</span>`, `<li>&raquo; `+Esc(b.Name)+`</li>`,
			fmt.Sprintf(`<a href="/forum/%d/lofi/">Lo-Fi Version</a>`, b.ID), `<form id="qjump" method="get" action="forum">`)
		one := f.get(t, "/forum/"+sk.BoardURL(b, 1))
		if n := strings.Count(one.Body, `<td class="tcl">`); n != 20 {
			t.Errorf("page 1 lists %d topics", n)
		}
		hasAll(t, "forum page 1", one.Body, `<span class="disabled prev">`, `<a href="?page=2" class="next">next &rsaquo;&rsaquo;</a>`)
		ls := linkSet(r.Body)
		for _, th := range Page(b.Threads, 2, 20) {
			if !ls["/forum/"+sk.ThreadURL(th, 1)] || !ls["/forum/"+djPostURL(f.d, th.LastPost())] {
				t.Errorf("forum page 2 lacks topic %d or its last post", th.ID)
			}
			if !strings.Contains(r.Body, djTime(w.Now, th.LastPost().Time)) {
				t.Errorf("forum page 2 lacks topic %d's last-post time", th.ID)
			}
		}
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		T := f.d.topic[long]
		r := f.get(t, "/forum/"+sk.ThreadURL(long, 2))
		p := long.Posts[10]
		id := f.d.post[p]
		u := p.Author
		hasAll(t, "topic", r.Body, fmt.Sprintf(`<div id="p%d" class="blockpost roweven firstpost">`, id), fmt.Sprintf(`<a name="post-%d"></a>`, id),
			fmt.Sprintf(`<span class="conr">#1&nbsp;</span><a href="/forum/post/%d/">%s</a>`, id, djTime(w.Now, p.Time)),
			`<dt><strong class="username">`+Esc(u.Name)+`</strong></dt>`, `<dd>Registered: `+u.Joined.Format("2006-01-02")+`</dd>`,
			fmt.Sprintf(`<a href="/forum/reputation/%s/?action=plus&amp;post_id=%d">`, u.Name, id),
			fmt.Sprintf(`<a href="/forum/misc/?action=report&amp;post_id=%d">Report</a>`, id),
			`<a href="/forum/user/`+u.Name+`/">Profile</a>`, `<a href="?page=1" class="page">1</a>`, `<span class="current page">2</span>`,
			fmt.Sprintf(`<a href="/forum/feeds/topic/%d/">`, T), fmt.Sprintf(`<a href="/forum/topic/%d/lofi/">Lo-Fi Version</a>`, T),
			`<dl id="modcontrols"><dt><strong>Moderator control</strong></dt>`)
		if n := strings.Count(r.Body, `class="blockpost roweven firstpost"`); n != min(10, len(long.Posts)-10) {
			t.Errorf("page 2 shows %d posts", n)
		}
		if strings.Contains(r.Body, `href="#reply"`) || strings.Contains(r.Body, "post_form") {
			t.Error("a guest gets the reply form or quote links")
		}
		short := f.get(t, "/forum/"+sk.ThreadURL(f.short, 1))
		if strings.Contains(short.Body, `<div class="pagination">`) {
			t.Error("a topic of one page has a pager")
		}
	})

	t.Run("search pager", func(t *testing.T) {
		r := f.get(t, "/forum/search/?action=show_unanswered")
		hasAll(t, "search", r.Body, `<a href="?page=2&amp;action=show_unanswered" class="page">2</a>`,
			`<a href="?action=show_unanswered&amp;show_as=posts">Show results as post list.</a>`, `<li class="success">Found `)
	})

	t.Run("dates", func(t *testing.T) {
		now := time.Date(2026, 10, 1, 12, 0, 0, 0, time.UTC)
		for _, tc := range []struct{ at, want string }{
			{djTime(now, time.Date(2025, 9, 3, 14, 22, 5, 0, time.UTC)), "Sept. 3, 2025 14:22:05"},
			{djTime(now, time.Date(2026, 5, 30, 8, 0, 0, 0, time.UTC)), "May 30, 2026 08:00:00"},
			{djTime(now, time.Date(2026, 10, 1, 9, 1, 2, 0, time.UTC)), "today 09:01:02"},
			{djTime(now, time.Date(2026, 9, 30, 23, 0, 0, 0, time.UTC)), "yesterday 23:00:00"},
			{djDateTime(time.Date(2026, 3, 4, 14, 5, 0, 0, time.UTC)), "March 4, 2026, 2:05 p.m."},
			{djDateTime(time.Date(2026, 3, 4, 12, 0, 0, 0, time.UTC)), "March 4, 2026, noon"},
			{djDateTime(time.Date(2026, 3, 4, 9, 0, 0, 0, time.UTC)), "March 4, 2026, 9 a.m."},
		} {
			if tc.at != tc.want {
				t.Errorf("date prints %q, want %q", tc.at, tc.want)
			}
		}
	})
}
