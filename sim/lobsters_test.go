package sim

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"
)

var lbOnce = truthOnce(lobsters)

// lbFixture is the Lobsters site and its truth, built once for the tests of
// this file, with a story of three comment pages or more, a one-page story
// with comments and a tag of two pages or more.
type lbFixture struct {
	fixture
	tr *Truth
	d  *lbTables
}

func newLBFixture(t *testing.T) lbFixture {
	t.Helper()
	s, tr := lbOnce(t)
	f := lbFixture{fixture: newFixture(t, s), tr: tr, d: lbTab(s.World)}
	if f.short == nil {
		t.Fatal("fixture incomplete: no story of one page with comments")
	}
	return f
}

// lbKind names a Lobsters URL by its route, with " paged" for a later page.
func lbKind(u *url.URL) string {
	seg := strings.Split(strings.Trim(u.Path, "/"), "/")
	n := len(seg)
	paged := ""
	if n >= 2 && seg[n-2] == "page" || u.Query().Has("page") {
		paged = " paged"
	}
	switch {
	case u.Path == "/":
		return "front"
	case seg[0] == "page":
		return "front" + paged
	case seg[0] == "newest" || seg[0] == "active" || seg[0] == "recent" || seg[0] == "top":
		return seg[0] + paged
	case seg[0] == "t" && strings.Contains(seg[1], ","):
		return "tags" + paged
	case seg[0] == "t" && strings.HasSuffix(seg[1], ".rss"):
		return "feed"
	case seg[0] == "t":
		return "tag" + paged
	case seg[0] == "categories":
		return "category" + paged
	case seg[0] == "domains" && n == 3 && seg[2] == "origins":
		return "origins list"
	case seg[0] == "domains":
		return "domain" + paged
	case seg[0] == "origins":
		return "origin" + paged
	case seg[0] == "s" && n == 2:
		return "story short"
	case seg[0] == "s" && n == 3:
		return "story"
	case seg[0] == "s" && n == 5 && seg[3] == "page":
		return "story paged"
	case seg[0] == "c":
		return "comment link"
	case seg[0] == "comments":
		return "comments" + paged
	case strings.HasPrefix(seg[0], "~") && n == 1:
		return "user"
	case strings.HasPrefix(seg[0], "~"):
		return "user " + seg[1] + paged
	case seg[0] == "u" || strings.HasPrefix(seg[0], "@"):
		return "user moved"
	case n == 1 && slices.Contains([]string{"users", "moderators", "tags", "filters", "hats", "moderations", "about", "chat", "privacy", "login", "search", "threads"}, seg[0]),
		seg[0] == "moderations", seg[0] == "login":
		return "site " + seg[0]
	case strings.HasSuffix(u.Path, ".rss") || u.Path == "/rss" || u.Path == "/top/rss":
		return "feed"
	}
	return "unknown " + u.Path
}

// The ground truth: the front page the entry, its later pages, /newest and
// the lists of a tag, a category, a domain or an origin index pages, the
// re-sorted lists index pages under /newest, every story page a thread page,
// /c/ links 302s labelled as the page holding the comment, member pages,
// comment streams and the site's other pages other.
func TestLobstersTruth(t *testing.T) {
	f := newLBFixture(t)
	s, tr, d := f.s, f.tr, f.d
	t.Logf("counts %+v", tr.Counts)
	opensAt(t, tr, testBase+"/")
	if tr.Config.ThreadsPerIndexPage != 25 {
		t.Errorf("%d stories a page, want StoriesPaginator's 25", tr.Config.ThreadsPerIndexPage)
	}
	want := pageCount(len(d.hottest), 25) - 1 + pageCount(len(d.newest), 25) + pagesOfBoards(s)
	for _, ts := range d.catList {
		want += pageCount(len(ts), 25)
	}
	for _, ts := range d.domains {
		want += pageCount(len(ts), 25)
	}
	for _, ts := range d.origins {
		want += pageCount(len(ts), 25)
	}
	if tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (front page 2 on, newest, tags, categories, domains, origins)", tr.Counts.IndexPages, want)
	}
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := lbKind(u)
		kinds[k+" "+p.Type]++
		switch k {
		case "story", "story paged", "story short":
			cu, _ := url.Parse(p.Canonical)
			th := d.byStory[strings.Split(cu.Path, "/")[2]]
			if p.Status != 200 || p.Type != TypeThread || th == nil || th.ID != p.TID || p.Canonical != testBase+"/"+s.Pkg.Skin.ThreadURL(th, p.Page) {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "comment link":
			if p.Status != 302 || p.Type != TypeThread || !strings.Contains(p.RedirectTo, "#c_") {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "front":
			if p.Type != TypeEntry || p.Canonical != testBase+"/" {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "tag", "tag paged":
			if p.Type != TypeIndex || p.FID == 0 || p.FPage < 1 {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "active", "active paged", "recent", "recent paged", "top", "top paged":
			if p.Type == TypeIndex && !strings.HasPrefix(p.Canonical, testBase+"/newest") {
				t.Errorf("%s labelled %+v: a re-sorted list is canonically /newest", raw, p)
			}
		}
		if p.Status != 200 {
			continue
		}
		isThread := strings.HasPrefix(k, "story")
		isIndex := slices.Contains([]string{"front paged", "newest", "newest paged", "tag", "tag paged", "category", "category paged",
			"domain", "domain paged", "origin", "active", "active paged", "recent", "recent paged", "top", "top paged"}, k)
		isEntry := k == "front" || k == "front paged" && p.Canonical == testBase+"/"
		if (p.Type == TypeThread) != isThread || p.Type == TypeIndex && !isIndex || (p.Type == TypeEntry) != isEntry {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "front entry", "front paged entry", "front paged index", "newest index", "newest paged index", "active index", "active paged index",
		"tag index", "tag paged index", "category index", "domain index", "origin index", "origins list other",
		"story thread", "story paged thread", "story short thread", "comment link thread", "comments other", "comments paged other",
		"user other", "user stories other", "user threads other", "user moved other", "site users other", "site tags other",
		"site filters other", "site hats other", "site moderations other", "site about other", "site login other", "site search other")
}

// Every story page is reached by links, a long story's later pages through
// its pager, and a story and its comment tree are the thread's posts in order.
func TestLobstersTree(t *testing.T) {
	f := newLBFixture(t)
	d := f.d
	for _, th := range f.s.World.Threads {
		st := d.story[th]
		for i := 1; i < len(th.Posts); i++ {
			cm := st.cmt[i]
			if cm == nil || cm.p != th.Posts[i] {
				t.Fatalf("story %d: comment %d missing", th.ID, i)
			}
			prev := 0
			if i > 1 {
				prev = st.cmt[i-1].depth + 1
			}
			if cm.depth > prev || cm.depth > lbMaxDepth {
				t.Errorf("story %d comment %d at depth %d after depth %d", th.ID, i, cm.depth, prev-1)
			}
			if cm.depth == 0 && (cm.parent != 0 || cm.root != i) || cm.depth > 0 && (cm.parent >= i || st.cmt[cm.parent].depth != cm.depth-1 || st.cmt[cm.parent].root != cm.root) {
				t.Errorf("story %d comment %d: parent %d depth %d root %d", th.ID, i, cm.parent, cm.depth, cm.root)
			}
		}
	}
}

// What each kind of URL answers and how it is labelled.
func TestLobstersURLs(t *testing.T) {
	f := newLBFixture(t)
	sk := f.s.Pkg.Skin.(lbSkin)
	d := f.d
	long, b := f.long, f.board
	st := d.story[long]
	pages := long.Pages(30)
	bpages := b.Pages(25)
	tag := d.tag[b]
	plain := "/" + sk.ThreadURL(long, 1)
	thread := threadCases(sk, long)
	list := boardCases(sk, b)
	index := func(path string, page int, canon string) urlCase {
		return urlCase{path, 200, TypeIndex, 0, 0, 0, page, canon, ""}
	}
	to := movedTo
	other := otherCase
	moved := func(path, loc string) urlCase { return urlCase{path, 301, TypeOther, 0, 0, 0, 0, "", loc} }
	missing := missingCase
	c20, c40 := long.Posts[20], long.Posts[40]
	u := long.Author
	name := d.uname[u]
	newestPages := pageCount(len(d.newest), 25)
	var dom, origin string
	for _, th := range d.newest {
		if x := d.story[th]; x.domain != "" && x.origin == "" && dom == "" {
			dom = x.domain
		}
		if x := d.story[th]; x.origin != "" && origin == "" {
			origin = x.origin
		}
	}
	cat := d.cat[b.Category]
	other2 := f.s.World.Boards[0]
	if other2 == b {
		other2 = f.s.World.Boards[1]
	}
	tests := []urlCase{
		// The front page and its pages; /page/1 and /page/0 are page 1.
		{"/", 200, TypeEntry, 0, 0, 0, 0, "/", ""}, {"/page/1", 200, TypeEntry, 0, 0, 0, 0, "/", ""}, {"/page/0", 200, TypeEntry, 0, 0, 0, 0, "/", ""},
		index("/page/2", 2, "page/2"), index("/page/2/", 2, "page/2"), other(fmt.Sprintf("/page/%d", pageCount(len(d.hottest), 25)+1)), missing("/page/-1"),
		// Newest and the lists labelled under it.
		index("/newest", 1, "newest"), index("/newest/page/1", 1, "newest"), index("/newest/page/2", 2, "newest/page/2"),
		index(fmt.Sprintf("/newest/page/%d", newestPages), newestPages, lbNewestURL(newestPages)), other(fmt.Sprintf("/newest/page/%d", newestPages+1)),
		index("/active", 1, "newest"), index("/active/page/3", 3, "newest/page/3"), index("/top/1y", 1, "newest"), index("/top/2y/page/2", 2, "newest/page/2"),
		other("/top/0d"),
		moved("/newest/"+name, "/~"+name+"/stories"), moved("/newest/"+name+"/page/2", "/~"+name+"/stories/page/2"),
		// Tags: the board's pages; several tags; unknown ones.
		list("/t/"+tag, 1), list("/t/"+tag+"/page/1", 1), list("/t/"+tag+"/page/2", 2), list(fmt.Sprintf("/t/%s/page/%d", tag, bpages), bpages),
		other(fmt.Sprintf("/t/%s/page/%d", tag, bpages+1)),
		index("/t/"+tag+","+d.tag[other2], 1, "t/"+tag+","+d.tag[other2]),
		missing("/t/no-such-tag"), missing("/t/" + tag + ",no-such-tag"),
		// Categories, domains, origins.
		index("/categories/"+cat, 1, "categories/"+cat), missing("/categories/nothing"),
		index("/domains/"+dom, 1, "domains/"+dom), moved("/domain/"+dom, "/domains/"+dom), missing("/domains/nowhere.example"),
		index("/origins/"+origin, 1, "origins/"+origin), other("/domains/github.com/origins"),
		// Stories: the slugged URL, the short one, a wrong slug, the farm's comment pages.
		thread(plain, 1), thread(plain+"/", 1), thread("/s/"+st.id, 1), thread(plain+"/page/1", 1), thread(plain+"/page/2", 2),
		thread(fmt.Sprintf("%s/page/%d", plain, pages), pages),
		to("/s/"+st.id+"/wrong_title", 302, plain, thread("", 1)), to("/s/"+st.id+"/wrong_title/page/2", 302, plain, thread("", 1)),
		missing(fmt.Sprintf("%s/page/%d", plain, pages+1)), missing("/s/zzzzzz/nothing"), missing(plain + ".json"),
		// Comment permalinks: 302 to the page holding the comment.
		to("/c/"+d.cmt[c20].id, 302, plain+"#c_"+d.cmt[c20].id, thread("", 1)),
		to("/c/"+d.cmt[c40].id, 302, plain+"/page/2#c_"+d.cmt[c40].id, thread("", 2)),
		to("/comments/"+d.cmt[c40].id, 302, plain+"/page/2#c_"+d.cmt[c40].id, thread("", 2)),
		to(plain+"/comments/"+d.cmt[c20].id, 302, plain+"#c_"+d.cmt[c20].id, thread("", 1)),
		{"/c/zzzzzz", 400, TypeOther, 0, 0, 0, 0, "", ""}, {"/comments/zzzzzz", 404, TypeOther, 0, 0, 0, 0, "", ""},
		// Comment streams, members.
		other("/comments"), other("/comments/page/2"),
		other("/~" + name), other("/~" + name + "/stories"), other("/~" + name + "/threads"), missing("/~nobody-here"),
		moved("/u/"+name, "/~"+name), moved("/@"+name, "/~"+name), moved("/threads/"+name, "/~"+name+"/threads"), moved("/u", "/users"), moved("/u/", "/users"),
		to("/threads", 302, "/active", index("", 1, "newest")),
		// The site's other pages and feeds.
		other("/users"), other("/moderators"), other("/tags"), other("/filters"), other("/hats"), other("/moderations"), other("/about"),
		other("/chat"), other("/privacy"), other("/login"), other("/login/forgot_password"), other("/search"), other("/search?q=the&what=comments"),
		other("/rss"), other("/newest.rss"), other("/comments.rss"), other("/top/rss"), other("/t/" + tag + ".rss"), other("/domains/" + dom + ".rss"),
		missing("/nothing"), missing("/s"), missing("/404"),
	}
	checkURLs(t, f.s, tests)

	r := f.get(t, "/t/"+tag+".rss")
	hasAll(t, "tag feed", r.Body, `<rss version="2.0"`, "/"+sk.ThreadURL(d.tagList[b][0], 1))
	if r.ContentType != "application/rss+xml; charset=utf-8" {
		t.Errorf("feed sent as %q", r.ContentType)
	}
	if r := f.get(t, "/robots.txt"); !strings.Contains(r.Body, "Disallow: /comments/page/") {
		t.Errorf("robots.txt: %q", r.Body)
	}
}

// What a reader of the HTML notices: the header nav, ol.stories of li.story,
// the "Page N >>" links, the story page's nested ol.comments with #c_ ids,
// a guest's disabled comment box and login-bound vote arrows.
func TestLobstersMarkup(t *testing.T) {
	f := newLBFixture(t)
	sk := f.s.Pkg.Skin.(lbSkin)
	d := f.d

	t.Run("front", func(t *testing.T) {
		r := f.get(t, "/")
		hasAll(t, "front page", r.Body, "<title>"+lbSite+"</title>", `<header id="nav">`, `<nav class="links">`, `<a href="/active">Active</a>`,
			`<a href="/recent">Recent</a>`, `<a href="/comments">Comments</a>`, `<a class="corner" href="/login">Login</a>`,
			`<ol class="stories list ">`, `<a class="upvoter" href="/login"></a>`, `<div class="morelink">`,
			`<a href="/page/2">Page 2 &gt;&gt;</a>`, `title="RSS 2.0" href="/rss"`, `<a href="/moderations">Moderation Log</a>`)
		if n := strings.Count(r.Body, `class="story `); n != 25 {
			t.Errorf("the front page lists %d stories", n)
		}
		if strings.Contains(r.Body, "&lt;&lt; Page") {
			t.Error("page 1 links a previous page")
		}
		ls := linkSet(r.Body)
		for _, th := range d.hottest[:25] {
			if !ls["/"+sk.ThreadURL(th, 1)] || !ls["/t/"+d.tag[th.Board]] || !ls["/"+d.userPath(th.Author)] {
				t.Errorf("the front page lacks story %d, its tag or its submitter", th.ID)
			}
		}
		two := f.get(t, "/page/2")
		hasAll(t, "front page 2", two.Body, `<a href="/page/1">&lt;&lt; Page 1</a>`, "      |\n", `<a href="/page/3">Page 3 &gt;&gt;</a>`)
		newest := f.get(t, "/newest")
		hasAll(t, "newest", newest.Body, "<title>Newest Stories | "+lbSite+"</title>", `<header id="subnav">`, `<a class="current_page" href="/newest">Newest</a>`,
			`<a href="/newest/page/2">Page 2 &gt;&gt;</a>`)
		active := f.get(t, "/active/page/2")
		hasAll(t, "active page 2", active.Body, `<a class="current_page" href="/active">Active</a>`, `<a href="/active/page/1">&lt;&lt; Page 1</a>`)
	})

	t.Run("tag", func(t *testing.T) {
		b := f.board
		r := f.get(t, "/"+sk.BoardURL(b, 1))
		tag := d.tag[b]
		hasAll(t, "tag page", r.Body, "Stories <a href=\"/tags#"+tag+"\">tagged</a> as", `<a class="tag" title="`+Esc(b.Description)+`" href="/t/`+tag+`">`+tag+`</a>`,
			`href="/t/`+tag+`/page/2">Page 2 &gt;&gt;</a>`, `href="/t/`+tag+`.rss"`)
		if n := strings.Count(r.Body, `class="story `); n != 25 {
			t.Errorf("the tag page lists %d stories", n)
		}
		for _, th := range d.tagList[b][:25] {
			if !strings.Contains(r.Body, `id="story_`+d.story[th].id+`"`) {
				t.Errorf("tag page 1 lacks story %d", th.ID)
			}
		}
		tags := f.get(t, "/tags")
		for _, o := range f.s.World.Boards {
			if !linkSet(tags.Body)["/t/"+d.tag[o]] {
				t.Errorf("the tags page lacks %s", d.tag[o])
			}
		}
	})

	t.Run("story", func(t *testing.T) {
		long := f.long
		st := d.story[long]
		r := f.get(t, "/"+sk.ThreadURL(long, 1))
		hasAll(t, "story", r.Body, "<title>"+Esc(long.Title)+" | "+lbSite+"</title>", `<ol class="stories">`, `<div class="story_text">`,
			`<ol class="comments comments1">`, `<span class="prior_comment_has_children"></span>`,
			`<a href="/`+sk.ThreadURL(long, 2)+`">Page 2 &gt;&gt;</a>`, `rel="self alternate shorter shorturl shortlink"`)
		for _, p := range long.Posts[1:30] {
			cm := d.cmt[p]
			hasAll(t, "story page 1", r.Body, `<div id="c_`+cm.id+`"`, `<a name="c_`+cm.id+`"></a>`, `href="/`+sk.ThreadURL(long, 1)+`#c_`+cm.id+`"`)
		}
		if strings.Contains(r.Body, `id="c_`+d.cmt[long.Posts[30]].id+`"`) {
			t.Error("page 1 shows a comment of page 2")
		}
		// Nesting: each level an ol.comments inside the li of the comment replied to.
		deepest := 0
		for _, p := range long.Posts[1:30] {
			deepest = max(deepest, d.cmt[p].depth)
		}
		if n := strings.Count(r.Body, `<ol class="comments">`); n != 1+lbReplies(d, long, 1, 30) {
			t.Errorf("page 1 opens %d ol.comments, want one and one per comment with replies on the page", n)
		}
		if strings.Count(r.Body, "<ol") != strings.Count(r.Body, "</ol>") || lbCountLi(r.Body) != strings.Count(r.Body, "</li>") {
			t.Error("the comment tree's lists are unbalanced")
		}
		t.Logf("deepest comment on page 1: %d", deepest)
		two := f.get(t, "/"+sk.ThreadURL(long, 2))
		hasAll(t, "story page 2", two.Body, `<a href="/`+sk.ThreadURL(long, 1)+`/page/1">&lt;&lt; Page 1</a>`, `id="c_`+d.cmt[long.Posts[30]].id+`"`)
		if strings.Contains(two.Body, `<div class="story_text">`) {
			t.Error("a later comment page repeats the story text")
		}
		if strings.Count(two.Body, "<ol") != strings.Count(two.Body, "</ol>") {
			t.Error("page 2's lists are unbalanced")
		}
		one := f.get(t, "/"+sk.ThreadURL(f.short, 1))
		if strings.Contains(one.Body, `<div class="morelink">`) {
			t.Error("a story of one page has a pager")
		}
		if long.Posts[0].Time.Before(f.s.World.Now.AddDate(0, 0, -90)) && strings.Contains(r.Body, "You must be logged in to leave a comment.") {
			t.Error("a story over 90 days old offers a comment box")
		}
		for _, th := range d.newest {
			if th.Posts[0].Time.After(f.s.World.Now.AddDate(0, 0, -90)) {
				recent := f.get(t, "/"+sk.ThreadURL(th, 1))
				hasAll(t, "a recent story", recent.Body, `placeholder="You must be logged in to leave a comment."`, `disabled="disabled"`)
				break
			}
		}
		if st.url == "" && !strings.Contains(r.Body, `<a class="u-url" href="/`+sk.ThreadURL(long, 1)+`"`) {
			t.Error("a text story's title does not link the story")
		}
	})

	t.Run("comments", func(t *testing.T) {
		r := f.get(t, "/comments/page/2")
		hasAll(t, "comments page 2", r.Body, `<h1 class="">Newest Comments</h1>`, `<a href="/comments">&lt;&lt; `, `<a href="/comments/page/3">Page`, "| on:")
		if n := strings.Count(r.Body, `class="comment_folder_button"`); n != 20 {
			t.Errorf("comments page 2 shows %d comments", n)
		}
		last := pageCount(len(d.comments), 20)
		end := f.get(t, fmt.Sprintf("/comments/page/%d", last))
		hasAll(t, "the last comments page", end.Body, fmt.Sprintf(`<a href="/comments/page/%d">Page`, last+1))
		past := f.get(t, fmt.Sprintf("/comments/page/%d", last+1))
		if strings.Contains(past.Body, "&gt;&gt;</a>") || strings.Contains(past.Body, `class="comment_folder_button"`) {
			t.Error("the page after the last comments is not empty and final")
		}
	})

	t.Run("member", func(t *testing.T) {
		u := f.long.Author
		r := f.get(t, "/"+d.userPath(u))
		hasAll(t, "profile", r.Body, `<label class="required">Joined:</label>`, `href="/`+d.userPath(u)+`/stories"`, `href="/`+d.userPath(u)+`/threads"`)
		th := f.get(t, "/"+d.userPath(u)+"/threads")
		hasAll(t, "threads", th.Body, `<h1 class="">Threads for `+d.uname[u]+`</h1>`, "showing-user-comment")
		if strings.Count(th.Body, "<ol") != strings.Count(th.Body, "</ol>") {
			t.Error("a member's threads are unbalanced")
		}
	})
}

// lbCountLi counts the li elements a page opens.
func lbCountLi(body string) int { return strings.Count(body, "<li ") + strings.Count(body, "<li>") }

// lbReplies counts the comments of posts lo to hi-1 of t that have a reply
// among them, plus those whose reply opens the page's list at a lower level.
func lbReplies(d *lbTables, t *Thread, lo, hi int) int {
	n := 0
	for i := lo + 1; i < min(hi, len(t.Posts)); i++ {
		if d.cmt[t.Posts[i]].depth > d.cmt[t.Posts[i-1]].depth {
			n++
		}
	}
	return n
}

// Lobsters' text rules: title_as_url, page numbers, time ago, the search pager.
func TestLobstersHelpers(t *testing.T) {
	titles := map[string]string{
		"Hello there, this is a title": "hello_there_this_is_title",
		"The state of the art in Go":   "state_art_go",
		"Don't panic: it's fine!":      "don_t_panic_it_s_fine",
		"Über straße":                  "ueber_strasse",
		"A very long title with many words that will not all fit in": "very_long_title_with_many_words_will_not",
		"???": "_",
	}
	for in, want := range titles {
		if got := lbTitleURL(in); got != want {
			t.Errorf("lbTitleURL(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]int{"2": 2, "": 1, "0": 1, "abc": 1, "3x": 3} {
		if got, ok := lbPage(in); !ok || got != want {
			t.Errorf("lbPage(%q) = %d %v, want %d", in, got, ok, want)
		}
	}
	if _, ok := lbPage("-1"); ok {
		t.Error("a negative page is accepted")
	}
	now := time.Date(2026, 10, 1, 12, 0, 0, 0, time.UTC)
	for d, want := range map[time.Duration]string{3 * time.Second: "just now", 30 * time.Second: "less than a minute ago", time.Minute: "1 minute ago",
		47 * time.Hour: "47 hours ago", 72 * time.Hour: "3 days ago", 61 * 24 * time.Hour: "2 months ago", 800 * 24 * time.Hour: "2 years ago"} {
		if got := lbAgo(now, now.Add(-d)); got != want {
			t.Errorf("lbAgo(%v) = %q, want %q", d, got, want)
		}
	}
	if got := fmt.Sprint(lbPageNumbers(20, 10)); got != "[1 0 4 5 6 7 8 9 10 11 12 13 14 15 16 0 20]" {
		t.Errorf("page numbers %s", got)
	}
	if got := fmt.Sprint(lbPageNumbers(5, 2)); got != "[1 2 3 4 5]" {
		t.Errorf("page numbers %s", got)
	}
	for in, want := range map[string]string{"j.reed": "j_reed", "Katrin_Kocht": "Katrin_Kocht", ".x": "u_x"} {
		if got := lbUsername(in); got != want {
			t.Errorf("lbUsername(%q) = %q, want %q", in, got, want)
		}
	}
}
