package sim

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

var mcOnce = truthOnce(machina)

// mcFixture is the machina site and its truth, built once for the tests of
// this file, with a thread of three pages or more, a one-page thread with
// replies, a board of two pages or more and a board with sub-boards.
type mcFixture struct {
	fixture
	tr *Truth
	d  *mcTables
}

func newMCFixture(t *testing.T) mcFixture {
	t.Helper()
	s, tr := mcOnce(t)
	f := mcFixture{fixture: newFixture(t, s), tr: tr, d: mcTab(s.World)}
	if f.short == nil || f.parent == nil {
		t.Fatal("fixture incomplete: no thread of one page with replies, or no board with sub-boards")
	}
	return f
}

// mcKind names a machina URL by its route, with " paged" when it asks for a
// page and " post" when it names a post.
func mcKind(d *mcTables, u *url.URL) string {
	p := strings.TrimSuffix(strings.TrimPrefix(u.Path, "/forum/"), "/")
	seg := strings.Split(p, "/")
	q := u.Query()
	extra := ""
	switch {
	case q.Has("post"):
		extra = " post"
	case q.Has("page"):
		extra = " paged"
	}
	switch {
	case u.Path == "/forum/":
		return "index"
	case seg[0] == "forum" && len(seg) == 2:
		if _, id, _ := mcSlugPK(seg[1]); d.cats[id] != nil {
			return "category" + extra
		}
		return "forum" + extra
	case seg[0] == "forum" && len(seg) == 4 && seg[2] == "topic":
		return "topic" + extra
	case seg[0] == "member" && len(seg) == 3 && seg[1] == "profile":
		return "profile"
	case seg[0] == "member" && len(seg) == 4 && seg[3] == "posts":
		return "member posts"
	case seg[0] == "feeds":
		return "feed"
	case seg[0] == "search":
		return "search"
	case seg[0] == "accounts":
		return "account"
	}
	return "unknown " + u.String()
}

// The ground truth: the board index the entry, category and forum pages
// index pages (a category's of no board), topic pages threads under their
// own forum's path, post links the page holding the post under that page's
// URL, profiles, member post lists, feeds, search and the project's forms
// other pages.
func TestMachinaTruth(t *testing.T) {
	f := newMCFixture(t)
	s, tr, d := f.s, f.tr, f.d
	t.Logf("counts %+v", tr.Counts)
	if tr.EntryURL != testBase+"/forum/" {
		t.Errorf("entry %s", tr.EntryURL)
	}
	if len(tr.SessionParams) != 0 || s.Pkg.Robots != "" {
		t.Error("machina carries no session ids and ships no robots.txt")
	}
	if want := pagesOfBoards(s) + len(s.World.Categories); tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (forum pages and categories)", tr.Counts.IndexPages, want)
	}
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := mcKind(d, u)
		kinds[k+" "+p.Type]++
		switch k {
		case "topic", "topic paged", "topic post":
			th := s.World.Thread(p.TID)
			if p.Status != 200 || p.Type != TypeThread || th == nil || p.Canonical != testBase+"/forum/"+s.Pkg.Skin.ThreadURL(th, p.Page) {
				t.Errorf("%s labelled %+v", raw, p)
			}
			if k == "topic post" {
				id := u.Query().Get("post")
				if !strings.Contains(raw, "/topic/"+d.tslug[th]+"-") || id == "" {
					t.Errorf("%s names no post of its topic", raw)
				}
			}
		case "forum", "forum paged", "category":
			if p.Status != 200 || p.Type != TypeIndex || p.Canonical != testBase+strings.Split(strings.TrimPrefix(raw, testBase), "?page=1")[0] && k != "forum paged" {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "index":
			if p.Type != TypeEntry {
				t.Errorf("%s labelled %+v", raw, p)
			}
		}
		if p.Status == 200 && (p.Type == TypeOther) != (k == "profile" || k == "member posts" || k == "feed" || k == "search" || k == "account") {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "index entry", "category index", "forum index", "forum paged index", "topic thread", "topic paged thread",
		"topic post thread", "profile other", "member posts other", "feed other", "search other", "account other")
}

// What each kind of URL answers and how it is labelled.
func TestMachinaURLs(t *testing.T) {
	f := newMCFixture(t)
	sk := f.s.Pkg.Skin.(mcSkin)
	d := f.d
	long, b := f.long, f.board
	pages, bpages := long.Pages(mcPostsPer), b.Pages(mcTopicsPer)
	plain := "/forum/" + sk.ThreadURL(long, 1)
	forum := "/forum/" + sk.BoardURL(b, 1)
	tid := d.o.threadID[long]
	p20, last := long.Posts[19], long.LastPost()
	cat := b.Category
	thread := threadCases(sk, long)
	list := boardCases(sk, b)
	to := movedTo
	other := otherCase
	wall := func(path string) urlCase {
		return urlCase{path, 302, TypeOther, 0, 0, 0, 0, "", "/forum/accounts/login/?next=" + strings.ReplaceAll(strings.ReplaceAll(path, "?", "%3F"), "=", "%3D")}
	}
	missing := missingCase
	catURL := "/forum/" + mcCatURL(d, cat)
	tests := []urlCase{
		{"/forum/", 200, TypeEntry, 0, 0, 0, 0, "", ""}, {"/forum/?page=7", 200, TypeEntry, 0, 0, 0, 0, "", ""},
		{"/forum", 301, TypeEntry, 0, 0, 0, 0, "", "/forum/"}, {"/", 302, TypeEntry, 0, 0, 0, 0, "", "/forum/"},
		// Categories: their one page.
		{catURL, 200, TypeIndex, 0, 0, 0, 1, mcCatURL(d, cat), ""}, {catURL + "?page=1", 200, TypeIndex, 0, 0, 0, 1, mcCatURL(d, cat), ""},
		missing(catURL + "?page=2"),
		// Forums: the bare URL, ?page=N, ?page=1, ?page=last, the last value of page, any slug.
		list(forum, 1), list(forum+"?page=1", 1), list(forum+"?page=2", 2), list(fmt.Sprintf("%s?page=%d", forum, bpages), bpages),
		list(forum+"?page=last", bpages), list(forum+"?page=9&page=2", 2), list(forum+"?page=", 1),
		list(fmt.Sprintf("/forum/forum/anything-%d/?page=2", nodeID(b)), 2),
		to(strings.TrimSuffix(forum, "/")+"?page=2", 301, strings.TrimSuffix(forum, "/")+"/?page=2", list("", 2)),
		missing(forum + "?page=0"), missing(fmt.Sprintf("%s?page=%d", forum, bpages+1)), missing(forum + "?page=x"),
		missing("/forum/forum/x-99999/"), missing("/forum/forum/nothing/"),
		// Topics: ?page=N, ?post=PID, any forum and slug in the path.
		thread(plain, 1), thread(plain+"?page=1", 1), thread(plain+"?page=2", 2), thread(plain+"?page=last", pages),
		thread(fmt.Sprintf("%s?post=%d", plain, d.o.postID[p20]), 2), thread(fmt.Sprintf("%s?post=%d", plain, d.o.postID[last]), pages),
		thread(fmt.Sprintf("%s?post=%d&page=1", plain, d.o.postID[p20]), 2),
		thread(fmt.Sprintf("%s?post=%d", plain, d.o.postID[f.short.Posts[0]]), 1),
		thread(fmt.Sprintf("%s?post=x1&page=3", plain), 3),
		thread(fmt.Sprintf("/forum/%stopic/other-%d/?page=2", mcForumURL(d, f.board), tid), 2),
		missing(plain + "?page=0"), missing(fmt.Sprintf("%s?page=%d", plain, pages+1)), missing("/forum/forum/x-1/topic/y-999999/"),
		// The guest's walls.
		wall(fmt.Sprintf("/forum/forum/%s-%d/topic/create/", d.fslug[b], nodeID(b))), wall(plain + "post/create/"), wall(plain + "update/"),
		wall(fmt.Sprintf("%s%d/post/update/", plain, d.o.postID[p20])), wall(fmt.Sprintf("/forum/member/topic/%d/subscribe/", tid)),
		wall("/forum/member/profile/edit/"), wall("/forum/member/subscriptions/"), wall("/forum/tracking/unread-topics/"),
		wall("/forum/tracking/mark/forums/"), wall("/forum/moderation/queue/"), wall("/forum/member/subscriptions/?page=2"),
		missing("/forum/forum/x-99999/topic/create/"), missing("/forum/forum/x-1/topic/y-999999/post/create/"),
		// Members, feeds, search and the project's forms.
		other(fmt.Sprintf("/forum/member/profile/%d/", long.Author.ID)), other(fmt.Sprintf("/forum/member/profile/%d/posts/", long.Author.ID)),
		other(fmt.Sprintf("/forum/member/profile/%d/posts/?page=2", long.Author.ID)),
		missing(fmt.Sprintf("/forum/member/profile/%d/posts/?page=99", long.Author.ID)), missing("/forum/member/profile/99999/"),
		missing("/forum/member/profile/abc/"),
		other("/forum/feeds/topics/"), other("/forum/" + mcFeedURL(d, b)), other(fmt.Sprintf("/forum/feeds/forum/%s-%d/topics/", d.fslug[b], nodeID(b))),
		missing("/forum/feeds/forum/x-99999/topics/"),
		other("/forum/search/"), other("/forum/search/?q=the"), other("/forum/accounts/login/"), other("/forum/accounts/register/"),
		missing("/robots.txt"), missing("/forum/index.php"), missing("/forum/member/"),
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: the guest navbar, the index's
// categories and forum rows with their last-post arrows, the forum page's
// sub-forums, topic rows and pagination, the topic's posts and pilcrows.
func TestMachinaMarkup(t *testing.T) {
	f := newMCFixture(t)
	sk := f.s.Pkg.Skin.(mcSkin)
	d := f.d
	w := f.s.World

	r := f.get(t, "/forum/")
	hasAll(t, "index", r.Body, "<title>"+mcSite+" &mdash; Index</title>", `<a href="/forum/accounts/login/" class="nav-link">Sign in</a>`,
		`<a href="/forum/search/" class="text-light">Advanced search</a>`, "<b>Subforums:</b>", `title="RSS feed"`, "Total topics:&nbsp;<b>")
	ls := linkSet(r.Body)
	for _, b := range w.Boards {
		if !ls["/forum/"+sk.BoardURL(b, 1)] {
			t.Errorf("the index lacks forum %d", b.ID)
		}
	}
	for _, cat := range w.Categories {
		if !ls["/forum/"+mcCatURL(d, cat)] {
			t.Errorf("the index lacks category %d", cat.ID)
		}
	}
	// A parent forum's row names itself in its last post's link, even when the post is a sub-forum's.
	p := f.parent.Latest()
	if !ls["/forum/"+mcPostURL(d, f.parent, p)] {
		t.Errorf("the index lacks forum %d's last post under its own path", f.parent.ID)
	}

	b := f.board
	r = f.get(t, "/forum/"+sk.BoardURL(b, 1))
	if n := strings.Count(r.Body, `class="topic-name-link"`); n != mcTopicsPer {
		t.Errorf("page 1 lists %d topics", n)
	}
	hasAll(t, "forum", r.Body, `<li class="page-item active"><a href="?page=1" class="page-link">1</a></li>`,
		`<a href="?page=2" class="page-link">&raquo;</a>`, `<li class="page-item disabled">`, "<h1>"+Esc(b.Name)+"</h1>")
	for _, th := range b.Threads[:mcTopicsPer] {
		base := "/forum/" + sk.ThreadURL(th, 1)
		tl := linkSet(r.Body)
		if !tl[base] || !tl["/forum/"+mcPostURL(d, b, th.LastPost())] || !tl["/forum/"+mcProfileURL(th.Author)] {
			t.Errorf("the forum lacks topic %d, its last post or its starter", th.ID)
		}
		if n := th.Pages(mcPostsPer); n > 1 && !tl[fmt.Sprintf("%s?page=%d", base, n)] {
			t.Errorf("topic %d's row lacks its last page", th.ID)
		}
	}
	r = f.get(t, "/forum/"+sk.BoardURL(f.parent, 1))
	pl := linkSet(r.Body)
	for _, ch := range f.parent.Children {
		if !pl["/forum/"+sk.BoardURL(ch, 1)] {
			t.Errorf("forum %d does not show its sub-forum %d", f.parent.ID, ch.ID)
		}
	}

	long := f.long
	pages := long.Pages(mcPostsPer)
	r = f.get(t, "/forum/"+sk.ThreadURL(long, 2))
	post := long.Posts[mcPostsPer]
	id := d.o.postID[post]
	hasAll(t, "topic page 2", r.Body, "<title>"+mcSite+" &mdash; "+Esc(long.Title)+"</title>",
		fmt.Sprintf(`<div id="%d" class="my-3 card post">`, id),
		fmt.Sprintf(`Re: %s&nbsp;<a href="/forum/%s?post=%d#%d">&#182;</a>`, Esc(long.Title), sk.ThreadURL(long, 1), id, id),
		`<a href="?page=1" class="page-link">&laquo;</a>`, fmt.Sprintf(`<a href="?page=%d" class="page-link">%d</a>`, pages, pages))
	if n := strings.Count(r.Body, `class="my-3 card post"`); n != min(mcPostsPer, len(long.Posts)-mcPostsPer) {
		t.Errorf("page 2 shows %d posts", n)
	}
	if strings.Contains(r.Body, "Post reply") || strings.Contains(r.Body, "Subscribe") {
		t.Error("a guest is offered an action it may not take")
	}
	if strings.Contains(f.get(t, "/forum/"+sk.ThreadURL(f.short, 1)).Body, `class="m-0 pagination`) {
		t.Error("a topic of one page has a pagination")
	}
	m := f.get(t, "/forum/"+mcProfileURL(long.Author))
	if n := strings.Count(m.Body, `<div class="post-title">`); n == 0 || n > mcRecentN {
		t.Errorf("the profile shows %d recent posts", n)
	}
	hasAll(t, "profile", m.Body, fmt.Sprintf(`(<a href="/forum/member/profile/%d/posts/">View all</a>)`, long.Author.ID))
}

// machina's text rules: slugs, the slug-pk segments and the pagination window.
func TestMachinaHelpers(t *testing.T) {
	slugs := map[string]string{
		"Don't panic: it's fine!": "dont-panic-its-fine",
		"Flowers & Ornamentals":   "flowers-ornamentals",
		"a - b_c":                 "a-b_c",
		"??":                      "topic",
	}
	for in, want := range slugs {
		if got := mcSlug(in, "topic"); got != want {
			t.Errorf("mcSlug(%q) = %q, want %q", in, got, want)
		}
	}
	if sl, id, ok := mcSlugPK("my-topic-12-7"); !ok || sl != "my-topic-12" || id != 7 {
		t.Errorf("mcSlugPK: %q %d %v", sl, id, ok)
	}
	for _, bad := range []string{"-7", "topic", "topic-", "topic-7x"} {
		if _, _, ok := mcSlugPK(bad); ok {
			t.Errorf("mcSlugPK(%q) matched", bad)
		}
	}
	shown := func(cur, total int) string {
		var out []string
		for _, l := range Links(mcPager(cur, total)) {
			out = append(out, strings.TrimPrefix(l, "?page="))
		}
		return strings.Join(out, ",")
	}
	for _, tc := range []struct {
		cur, total int
		want       string
	}{
		{1, 10, ",1,2,3,4,5,,10,2"}, {6, 10, "5,1,#,4,5,6,7,8,,10,7"}, {10, 10, "9,1,#,6,7,8,9,10,"}, {2, 3, "1,1,2,3,3"},
	} {
		if got := shown(tc.cur, tc.total); got != tc.want {
			t.Errorf("pager %d of %d: %s, want %s", tc.cur, tc.total, got, tc.want)
		}
	}
	if mcPager(1, 1) != "" {
		t.Error("one page has a pagination")
	}
}
