package sim

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

var cbOnce = truthOnce(carbon)

// cbFixture is the Carbon Forum site and its truth, built once for the
// tests of this file, with a topic of three pages or more, a one-page topic
// with replies and a board (a tag) of two pages or more.
type cbFixture struct {
	fixture
	tr *Truth
	d  *cbTables
}

func newCBFixture(t *testing.T) cbFixture {
	t.Helper()
	s, tr := cbOnce(t)
	f := cbFixture{fixture: newFixture(t, s), tr: tr, d: cbTab(s.World)}
	if f.short == nil {
		t.Fatal("fixture incomplete: no one-page topic with replies")
	}
	return f
}

// cbKind names a Carbon Forum URL by its route, with " paged" for a later page.
func cbKind(u *url.URL) string {
	p := strings.TrimPrefix(u.Path, "/")
	head, rest, _ := strings.Cut(p, "/")
	paged := ""
	if strings.Contains(rest, "/page/") || strings.HasPrefix(rest, "page/") || head == "page" {
		paged = " paged"
	}
	switch {
	case p == "":
		return "home"
	case head == "page":
		return "home paged"
	case head == "t" && strings.Contains(rest, "-"):
		return "topic paged"
	case head == "t":
		return "topic"
	case head == "goto":
		return "goto"
	case head == "tag":
		return "tag" + paged
	case head == "tags":
		return "tags" + paged
	case head == "u":
		return "user"
	case head == "search":
		return "search" + paged
	case p == "statistics", p == "login", p == "register", p == "forgot":
		return p
	}
	return "unknown " + u.Path
}

// The ground truth: the home page the entry, its later pages, the tags'
// lists and the hot tags list index pages (a board's tag under its board),
// topic pages threads, the goto links 301s labelled as the page they end
// on, members, searches, statistics and the forms other pages.
func TestCarbonTruth(t *testing.T) {
	f := newCBFixture(t)
	s, tr, d := f.s, f.tr, f.d
	t.Logf("counts %+v", tr.Counts)
	opensAt(t, tr, testBase+"/")
	want := pageCount(len(d.home), cbTopicsPer) - 1 + pageCount(len(d.hot), cbTopicsPer)
	for _, tg := range d.tags {
		want += pageCount(len(tg.topics), cbTopicsPer)
	}
	if tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (the home's later pages, the tags' pages, the hot tags' pages)", tr.Counts.IndexPages, want)
	}
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := cbKind(u)
		kinds[k+" "+p.Type]++
		switch k {
		case "topic", "topic paged":
			if p.Type != TypeThread || s.World.Thread(p.TID) == nil {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "goto":
			if p.Status != 301 || p.Type != TypeThread || strings.Contains(p.RedirectTo, "#") {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "home":
			if p.Type != TypeEntry || p.Canonical != testBase+"/" {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "tag", "tag paged", "tags", "tags paged", "home paged":
			if p.Type != TypeIndex && !(k == "home paged" && p.Status == 302 && p.Type == TypeEntry) {
				t.Errorf("%s labelled %+v", raw, p)
			}
		}
		if p.Status != 200 {
			continue
		}
		isThread := k == "topic" || k == "topic paged"
		isIndex := strings.HasPrefix(k, "tag") || k == "home paged"
		if (p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex || (p.Type == TypeEntry) != (k == "home") {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "home entry", "home paged index", "topic thread", "topic paged thread", "goto thread",
		"tag index", "tag paged index", "tags index", "user other", "search other", "search paged other",
		"statistics other", "login other", "register other", "forgot other")
	for k := range kinds {
		if strings.HasPrefix(k, "unknown") {
			t.Errorf("the truth reached a page Carbon Forum has not: %s", k)
		}
	}
	// Every board's tag lists exactly the board's topics.
	for _, b := range s.World.Boards {
		tg := d.ofBoard[b]
		if len(tg.topics) != len(b.Threads) {
			t.Errorf("board %d's tag %q lists %d topics, the board has %d", b.ID, tg.name, len(tg.topics), len(b.Threads))
		}
	}
}

// What each kind of URL answers and how it is labelled.
func TestCarbonURLs(t *testing.T) {
	f := newCBFixture(t)
	sk := f.s.Pkg.Skin.(cbSkin)
	d := f.d
	long, b := f.long, f.board
	tg := d.ofBoard[b]
	pages := long.Pages(cbPostsPer)
	bpages := b.Pages(cbTopicsPer)
	tid := d.o.threadID[long]
	plain := fmt.Sprintf("/t/%d", tid)
	p30 := long.Posts[29]
	u := long.Author
	thread := threadCases(sk, long)
	list := boardCases(sk, b)
	to := movedTo
	other := func(path string, status int) urlCase { return urlCase{path, status, TypeOther, 0, 0, 0, 0, "", ""} }
	spaced := strings.ReplaceAll(tg.name, " ", "%20")
	homePages := pageCount(len(d.home), cbTopicsPer)
	tests := []urlCase{
		// The home list and its pages.
		{"/", 200, TypeEntry, 0, 0, 0, 0, "/", ""},
		{"/?page=3", 200, TypeEntry, 0, 0, 0, 0, "/", ""},
		{"/page/2", 200, TypeIndex, 0, 0, 0, 2, "page/2", ""},
		{"/page/0", 200, TypeEntry, 0, 0, 0, 0, "/", ""},
		{"/page/1", 302, TypeEntry, 0, 0, 0, 0, "/", "/"},
		{"/page/999", 302, TypeIndex, 0, 0, 0, homePages, fmt.Sprintf("page/%d", homePages), fmt.Sprintf("/page/%d", homePages)},
		other("/page/", 404), other("/page/x", 404), other("/index.php", 403), other("/nothing", 404),
		// Topics: -N pages, -1 and past the end redirected, - and -0 page 1.
		thread(plain, 1), thread(plain+"-2", 2), thread(fmt.Sprintf("%s-%d", plain, pages), pages),
		thread(plain+"-", 1), thread(plain+"-0", 1), thread(strings.Replace(plain, "/t/", "/T/", 1), 1),
		to(plain+"-1", 302, plain, thread("", 1)),
		to(fmt.Sprintf("%s-%d", plain, pages+1), 302, fmt.Sprintf("%s-%d", plain, pages), thread("", pages)),
		other("/t/999999", 404), other(plain+"-x", 404), other("/t/", 404),
		// Post links.
		to(fmt.Sprintf("/goto/%d-%d", tid, d.o.postID[p30]), 301, plain+"-2", thread("", 2)),
		to(fmt.Sprintf("/goto/%d-%d", tid, d.o.postID[long.Posts[3]]), 301, plain, thread("", 1)),
		other("/goto/0-0", 400), other("/goto/5", 404),
		// A board's tag: its pages, the spellings of its first page, the pager's /page/1.
		list("/tag/"+strings.ReplaceAll(tg.name, " ", "+"), 1), list("/tag/"+spaced, 1),
		list("/tag/"+strings.ToLower(strings.ReplaceAll(tg.name, " ", "+")), 1),
		list("/tag/"+spaced+"/page/2", 2), list(fmt.Sprintf("/tag/%s/page/%d", spaced, bpages), bpages),
		list("/tag/"+spaced+"/page/", 1),
		to("/tag/"+spaced+"/page/1", 302, "/tag/"+spaced, list("", 1)),
		to("/tag/"+spaced+"/page/99", 302, fmt.Sprintf("/tag/%s/page/%d", spaced, bpages), list("", bpages)),
		other("/tag/no-such-tag", 404), other("/tag/", 404),
		// The hot tags.
		{"/tags", 200, TypeIndex, 0, 0, 0, 1, "tags", ""}, {"/tags/page/1", 302, TypeIndex, 0, 0, 0, 1, "tags", "/tags"},
		// Members, search, the forms and the walls.
		other("/"+d.userURL(u), 200), other("/u/"+strings.ToUpper(d.uname[u]), 200), other("/u/nobody-here", 404),
		other("/search/"+url.QueryEscape("user:"+d.uname[u]), 200), other("/search/"+url.QueryEscape("user:"+d.uname[u]+" post:true"), 200),
		other("/search/tomato", 200), to("/search/tomato/page/1", 302, "/search/tomato", other("", 0)),
		other("/statistics", 200), other("/login", 200), other("/register", 200), other("/forgot", 200),
		other("/favorites", 401), other("/tags/following", 401), other("/users/following/page/2", 401), other("/new", 401),
		other("/settings", 401), other("/notifications/list", 401), other("/dashboard", 401), other("/inbox/"+d.uname[u], 401),
		other("/robots.txt", 200),
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: the guest's nav and sider, the list
// rows, the pagers (a tag's with its name raw) and the posts' floors.
func TestCarbonMarkup(t *testing.T) {
	f := newCBFixture(t)
	sk := f.s.Pkg.Skin.(cbSkin)
	d := f.d

	t.Run("home", func(t *testing.T) {
		r := f.get(t, "/")
		hasAll(t, "home", r.Body, "<title>"+cbSite+"</title>", `<a href="/register">`, `<a href="/login">`,
			`<a href="/statistics">Statistics</a>`, `<a href="/tags">Show more</a>`, `<a href="/forgot">Forgot password</a>`,
			`<span class="currentpage">1</span><a href="/page/2">2</a>`, `<div class="float-right"><a href="/page/2">Next&rsaquo;&rsaquo;</a></div>`)
		if n := strings.Count(r.Body, `<div class="post-list">`); n != cbTopicsPer {
			t.Errorf("home lists %d topics", n)
		}
		ls := linkSet(r.Body)
		for _, th := range d.home[:cbTopicsPer] {
			if !ls["/"+sk.ThreadURL(th, 1)] || !ls["/"+d.userURL(th.Author)] {
				t.Errorf("home lacks topic %d or its starter", th.ID)
			}
			for _, tg := range d.topicTag[th] {
				if !ls["/tag/"+url.QueryEscape(tg.name)] {
					t.Errorf("home lacks tag %q of topic %d", tg.name, th.ID)
				}
			}
		}
		two := f.get(t, "/page/2")
		hasAll(t, "home page 2", two.Body, "<title> Page2-"+cbSite+"</title>",
			`<div class="float-left"><a href="/page/1">&lsaquo;&lsaquo;Previous</a></div>`)
	})

	t.Run("tag", func(t *testing.T) {
		b := f.board
		tg := d.ofBoard[b]
		r := f.get(t, "/"+sk.BoardURL(b, 1))
		hasAll(t, "tag", r.Body, "<h1>"+Esc(tg.name)+"</h1>", `<a href="/tags">`,
			fmt.Sprintf(`<a href="/tag/%s/page/2">2</a>`, Esc(tg.name)))
		if n := strings.Count(r.Body, `<div class="post-list">`); n != cbTopicsPer {
			t.Errorf("the tag's page 1 lists %d topics", n)
		}
		ls := linkSet(r.Body)
		for _, th := range tg.topics[:cbTopicsPer] {
			if !ls["/"+sk.ThreadURL(th, 1)] {
				t.Errorf("the tag's page 1 lacks topic %d", th.ID)
			}
		}
		tags := f.get(t, "/tags")
		tl := linkSet(tags.Body)
		for _, x := range d.hot[:cbTopicsPer] {
			if !tl["/tag/"+url.QueryEscape(x.name)] {
				t.Errorf("the hot tags lack %q", x.name)
			}
		}
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		pages := long.Pages(cbPostsPer)
		tid := d.o.threadID[long]
		r := f.get(t, "/"+sk.ThreadURL(long, 2))
		p := long.Posts[25]
		hasAll(t, "topic page 2", r.Body, "<title>"+Esc(long.Title)+" Page2 - "+cbSite+"</title>",
			fmt.Sprintf(`<a name="Post%d"></a>`, d.o.postID[p]), fmt.Sprintf("#%d\n", 25),
			fmt.Sprintf(`<a href="/t/%d-1">1</a>`, tid), fmt.Sprintf(`<a href="/t/%d-3">`, tid), "Requirements for log in")
		if strings.Contains(r.Body, `class="topic-title"`) {
			t.Error("page 2 repeats the opening post")
		}
		if n := strings.Count(r.Body, `<div class="comment-item">`); n != min(cbPostsPer, len(long.Posts)-cbPostsPer) {
			t.Errorf("page 2 shows %d replies", n)
		}
		one := f.get(t, "/"+sk.ThreadURL(long, 1))
		if n := strings.Count(one.Body, `<div class="comment-item">`); n != cbPostsPer-1 {
			t.Errorf("page 1 shows %d replies beside the opening post", n)
		}
		ls := linkSet(one.Body)
		for _, tg := range d.topicTag[long] {
			if !ls["/tag/"+url.QueryEscape(tg.name)] {
				t.Errorf("the topic lacks its tag %q", tg.name)
			}
		}
		if pages > 1 && strings.Contains(f.get(t, "/"+sk.ThreadURL(f.short, 1)).Body, `class="pagination"`) {
			t.Error("a topic of one page has a pager")
		}
	})

	t.Run("user", func(t *testing.T) {
		u := f.long.Author
		r := f.get(t, "/"+d.userURL(u))
		ls := linkSet(r.Body)
		if !ls["/search/"+url.QueryEscape("user:"+d.uname[u])] || !ls["/search/"+url.QueryEscape("user:"+d.uname[u]+" post:true")] {
			t.Error("the member page lacks its searches")
		}
		posts := d.o.byUser[u]
		for _, p := range posts[:min(cbUserPosts, len(posts))] {
			if !ls["/"+d.gotoURL(p)] {
				t.Errorf("the member page lacks post %d", d.o.postID[p])
			}
		}
	})
}

// Carbon's text rules: tag and member names, time stamps and the pager's window.
func TestCarbonHelpers(t *testing.T) {
	for in, want := range map[string]string{"Home Recording & Mixing": "Home Recording", "Ovens, Hobs": "Ovens Hobs", "Café": "Cafe"} {
		if got := cbTagName(in); got != want {
			t.Errorf("cbTagName(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{"Marco.R": "Marco_R", "ab": "ab__", "the_rusty_wrench_of_doom": "the_rusty_wrench_of_"} {
		if got := cbUserName(in); got != want {
			t.Errorf("cbUserName(%q) = %q, want %q", in, got, want)
		}
	}
	c := &Ctx{Pkg: &Package{Mount: "/"}}
	got := cbPagination(c, "page/", 6, 12)
	want := `<div class="float-left"><a href="/page/5">&lsaquo;&lsaquo;Previous</a></div><a href="/page/1">1</a><a href="/page/3">3</a><a href="/page/4">4</a><a href="/page/5">5</a><span class="currentpage">6</span><a href="/page/7">7</a><a href="/page/8">8</a><a href="/page/9">9</a><a href="/page/12">12</a><div class="float-right"><a href="/page/7">Next&rsaquo;&rsaquo;</a></div>`
	if got != want {
		t.Errorf("pager:\n%s\nwant\n%s", got, want)
	}
	if cbPagination(c, "page/", 1, 1) != "" {
		t.Error("a single page has a pager")
	}
}
