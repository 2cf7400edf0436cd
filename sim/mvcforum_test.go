package sim

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

var mfOnce = truthOnce(mvcforum)

// mfFixture is the MVCForum site and its truth, built once for the tests of
// this file, with a topic of three pages or more, a one-page topic with
// replies, a category of two pages or more and one with sub-categories.
type mfFixture struct {
	fixture
	tr *Truth
	d  *mfTables
}

func newMFFixture(t *testing.T) mfFixture {
	t.Helper()
	s, tr := mfOnce(t)
	f := mfFixture{fixture: newFixture(t, s), tr: tr, d: mfTab(s.World)}
	if f.short == nil || f.parent == nil {
		t.Fatal("fixture incomplete: no one-page topic with replies, or no category with sub-categories")
	}
	return f
}

// mfKind names an MVCForum URL by its route, with " paged" or the order it asks for.
func mfKind(u *url.URL) string {
	seg := strings.Split(strings.Trim(u.Path, "/"), "/")
	q := u.Query()
	paged := ""
	if p := q.Get("p"); p != "" && p != "1" {
		paged = " paged"
	}
	switch {
	case u.Path == "/":
		return "home" + paged
	case u.Path == "/category/":
		return "categories"
	case seg[0] == "cat" && len(seg) == 2:
		return "category" + paged
	case seg[0] == "cat" && len(seg) == 3 && seg[1] == "rss":
		return "feed"
	case seg[0] == "thread" && len(seg) == 2:
		if o := q.Get("order"); o != "" {
			return "topic " + strings.ToLower(o)
		}
		return "topic" + paged
	case seg[0] == "tagged" && len(seg) == 2:
		return "tag" + paged
	case seg[0] == "profile" && len(seg) == 2:
		return "profile"
	case u.Path == "/home/activity/":
		return "activity"
	case u.Path == "/home/leaderboard/", u.Path == "/badge/allbadges/":
		return "points"
	case u.Path == "/home/latestrss/", u.Path == "/home/activityrss/":
		return "feed"
	case seg[0] == "members" && len(seg) == 2:
		return "form"
	}
	return "unknown " + u.Path
}

// The ground truth: the latest topics the entry and their later pages index
// pages of no board, categories index pages of their board, tags and the
// categories page index pages of no board, topic pages threads (the whole
// topic and the newest-first view labelled as the pages they cover), the
// rest other pages.
func TestMvcforumTruth(t *testing.T) {
	f := newMFFixture(t)
	s, tr, d := f.s, f.tr, f.d
	t.Logf("counts %+v", tr.Counts)
	if tr.EntryURL != testBase+"/" {
		t.Errorf("entry %s", tr.EntryURL)
	}
	if len(tr.SessionParams) != 0 || s.Pkg.Robots != "" || !s.Pkg.JSPaging {
		t.Errorf("session %v, robots %q, JS paging %v", tr.SessionParams, s.Pkg.Robots, s.Pkg.JSPaging)
	}
	// Later topic pages are reached only by the show-more button's script.
	if tr.Counts.LinkedThreadPages >= tr.Counts.RetrievableThreadPages {
		t.Errorf("links reach all %d topic pages", tr.Counts.RetrievableThreadPages)
	}
	want := pagesOfBoards(s) + pageCount(len(d.latest), mfTopicsPer) - 1 + 1
	for _, tag := range d.tags {
		want += pageCount(len(d.tagged[tag]), mfTopicsPer)
	}
	if tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (categories, the latest topics' later pages, the categories page, tags)", tr.Counts.IndexPages, want)
	}
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := mfKind(u)
		kinds[k+" "+p.Type]++
		switch k {
		case "topic", "topic paged", "topic all", "topic newest", "topic votes":
			if p.Status != 200 || p.Type != TypeThread || s.World.Thread(p.TID) == nil {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "home":
			if p.Type != TypeEntry {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "category", "category paged", "home paged", "tag", "tag paged", "categories":
			if p.Status != 200 || p.Type != TypeIndex {
				t.Errorf("%s labelled %+v", raw, p)
			}
		default:
			if p.Type != TypeOther {
				t.Errorf("%s (%s) labelled %+v", raw, k, p)
			}
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "home entry", "home paged index", "categories index", "category index", "category paged index",
		"topic thread", "topic all thread", "topic newest thread", "topic votes thread", "tag index", "profile other",
		"activity other", "points other", "feed other", "form other")
}

// What each kind of URL answers and how it is labelled.
func TestMvcforumURLs(t *testing.T) {
	f := newMFFixture(t)
	sk := f.s.Pkg.Skin.(mfSkin)
	d := f.d
	long, b := f.long, f.board
	pages := long.Pages(mfPostsPer)
	bpages := b.Pages(mfTopicsPer)
	plain := "/" + sk.ThreadURL(long, 1)
	cat := "/" + sk.BoardURL(b, 1)
	thread := threadCases(sk, long)
	list := boardCases(sk, b)
	other := otherCase
	home := func(path string) urlCase { return urlCase{path, 302, TypeEntry, 0, 0, 0, 0, "/", "/"} }
	wall := func(path string) urlCase {
		return urlCase{path, 302, TypeOther, 0, 0, 0, 0, "", "/members/logon/?ReturnUrl=" + strings.ToLower(url.QueryEscape(path))}
	}
	tag := long.Tags[0]
	tests := []urlCase{
		// The home page and its later pages.
		{"/", 200, TypeEntry, 0, 0, 0, 0, "/", ""}, {"/?p=1", 200, TypeEntry, 0, 0, 0, 0, "/", ""},
		{"/?p=x", 200, TypeEntry, 0, 0, 0, 0, "/", ""}, {"/home/", 200, TypeEntry, 0, 0, 0, 0, "/", ""},
		{"/?p=2", 200, TypeIndex, 0, 0, 0, 2, "?p=2", ""}, other("/?p=99"),
		{"/category/", 200, TypeIndex, 0, 0, 0, 1, "category/", ""},
		// Categories: ?p=N, any case, without the slash; past the end; unknown.
		list(cat, 1), list(cat+"?p=1", 1), list(cat+"?p=2", 2), list(fmt.Sprintf("%s?p=%d", cat, bpages), bpages),
		list(strings.ToUpper(strings.TrimSuffix(cat, "/")), 1), other(fmt.Sprintf("%s?p=%d", cat, bpages+1)),
		home("/cat/no-such-category/"), home("/cat/"),
		// Topics: pages through ?p=N only, the order views, unknown topics.
		thread(plain, 1), thread(plain+"?p=2", 2), thread(fmt.Sprintf("%s?p=%d", plain, pages), pages),
		thread(plain+"?order=all", 1), thread(plain+"?order=Newest", pages), thread(plain+"?order=Votes", 1),
		thread(strings.TrimSuffix(plain, "/"), 1), other(fmt.Sprintf("%s?p=%d", plain, pages+1)),
		home("/thread/no-such-topic/"), home("/thread/"),
		// Tags, profiles and the rest.
		{"/" + mfTagURL(tag), 200, TypeIndex, 0, 0, 0, 1, mfTagURL(tag), ""}, home("/tagged/no-such-tag/"),
		other("/" + d.userURL(long.Author)), {"/profile/nobody-here/", 404, TypeOther, 0, 0, 0, 0, "", ""},
		other("/home/activity/"), other("/home/activity/?p=2"), other("/home/leaderboard/"), other("/badge/allbadges/"),
		other("/search/?term=the"), other("/members/logon/"), other("/members/register/"), other("/members/forgotpassword/"),
		other("/home/latestrss/"), other("/home/activityrss/"), other("/cat/rss/" + d.ofBoard[b].slug + "/"), other("/topicxmlsitemap"),
		wall("/topic/create/"), wall("/privatemessage/"), wall("/home/postedin/"),
		{"/viewtopic.php", 404, TypeOther, 0, 0, 0, 0, "", ""}, {"/robots.txt", 404, TypeOther, 0, 0, 0, 0, "", ""},
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: the guest's navbar, the topic rows
// and their ?p=N pager, the sub-categories, a topic's starter post, its
// permalinks and order links, and no link to a topic's later pages.
func TestMvcforumMarkup(t *testing.T) {
	f := newMFFixture(t)
	sk := f.s.Pkg.Skin.(mfSkin)
	d := f.d

	t.Run("home", func(t *testing.T) {
		r := f.get(t, "/")
		hasAll(t, "home", r.Body, "<title>"+mfSite+"</title>", `<li><a href="/members/logon/">Log On</a></li>`,
			`<li><a href="/members/register/">Register</a></li>`, `<h2>Latest Discussions</h2>`, `href="/home/latestrss/"`,
			`<li class="active"><a href="/?p=1">1</a></li>`, `<a class="next" href="/?p=2">`, `rel="canonical"`)
		if n := strings.Count(r.Body, `<div class="topicrow `); n != mfTopicsPer {
			t.Errorf("the home page lists %d topics", n)
		}
		ls := linkSet(r.Body)
		for _, th := range d.latest[:mfTopicsPer] {
			if !ls["/"+sk.ThreadURL(th, 1)] || !ls["/"+d.permaLink(th.LastPost())] || !ls["/"+d.userURL(th.Author)] {
				t.Errorf("the home page lacks topic %d, its latest post or its starter", th.ID)
			}
		}
		last := f.get(t, fmt.Sprintf("/?p=%d", pageCount(len(d.latest), mfTopicsPer)))
		if strings.Contains(last.Body, `class="next"`) || !strings.Contains(last.Body, `class="previous"`) {
			t.Error("the last page of latest topics pages on, or not back")
		}
	})

	t.Run("category", func(t *testing.T) {
		b := f.board
		r := f.get(t, "/"+sk.BoardURL(b, 1))
		hasAll(t, "category", r.Body, "<h1>"+Esc(b.Name)+"</h1>", `<ul class="breadcrumb"`,
			fmt.Sprintf(`href="/%s?p=2"`, sk.BoardURL(b, 1)), fmt.Sprintf(`href="/cat/rss/%s/"`, d.ofBoard[b].slug))
		if n := strings.Count(r.Body, `<div class="topicrow `); n != mfTopicsPer {
			t.Errorf("page 1 lists %d topics", n)
		}
		p := f.get(t, "/"+sk.BoardURL(f.parent, 1))
		ls := linkSet(p.Body)
		for _, ch := range f.parent.Children {
			if !ls["/"+sk.BoardURL(ch, 1)] {
				t.Errorf("category %d does not show its sub-category %d", f.parent.ID, ch.ID)
			}
		}
		cats := linkSet(f.get(t, "/category/").Body)
		for _, b := range f.s.World.Boards {
			if !cats["/"+sk.BoardURL(b, 1)] {
				t.Errorf("the categories page lacks category %d", b.ID)
			}
		}
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		r := f.get(t, "/"+sk.ThreadURL(long, 2))
		p := long.Posts[mfPostsPer]
		hasAll(t, "topic page 2", r.Body, "<h1>"+Esc(long.Title)+"</h1>", `class="showmoreposts`,
			fmt.Sprintf(`<a id="comment-%s"></a>`, d.pid[long.Posts[0]]), fmt.Sprintf(`<a id="comment-%s"></a>`, d.pid[p]),
			fmt.Sprintf(`<a href="/%s">#Permalink</a>`, d.permaLink(p)), `href="?order=Newest"`, `href="?order=Votes"`,
			`<input type="hidden" id="pageIndex" value="3" />`)
		if n := strings.Count(r.Body, `<div class="post solution-`); n != 1+min(mfPostsPer, len(long.Posts)-mfPostsPer) {
			t.Errorf("page 2 shows %d posts", n)
		}
		for l := range linkSet(r.Body) {
			if strings.Contains(l, "p=") && strings.HasPrefix(l, "/thread/") {
				t.Errorf("the topic links a later page: %s", l)
			}
		}
		all := f.get(t, "/"+sk.ThreadURL(long, 1)+"?order=all")
		if n := strings.Count(all.Body, `<div class="post solution-`); n != len(long.Posts) {
			t.Errorf("?order=all shows %d of %d posts", n, len(long.Posts))
		}
		one := f.get(t, "/"+sk.ThreadURL(f.short, 1))
		if strings.Contains(one.Body, "showmoreposts") {
			t.Error("a topic of one page has a show-more button")
		}
	})
}

// MVCForum's text rules: slugs, numbering of taken ones, KiloFormat and the pager's groups.
func TestMvcforumHelpers(t *testing.T) {
	if got := mfSlug("Tools & Tips: 2024!", "x"); got != "tools-tips-2024" {
		t.Errorf("slug %q", got)
	}
	taken := map[string]bool{"a": true, "a-1": true}
	if got := mfUnique("a", func(s string) bool { return taken[s] }); got != "a-2" {
		t.Errorf("unique %q", got)
	}
	for n, want := range map[int]string{999: "999", 1234: "1.2K", 15300: "15K", 2500000: "2.5M"} {
		if got := mfKilo(n); got != want {
			t.Errorf("mfKilo(%d) = %s, want %s", n, got, want)
		}
	}
	c := &Ctx{Pkg: &Package{Mount: "/"}}
	h := mfPagerN(c, "cat/x/", 12, 25)
	for _, part := range []string{`href="/cat/x/?p=11">&#171;`, `class="previous-dots" href="/cat/x/?p=1"`, `<li class="active"><a href="/cat/x/?p=12">12</a>`,
		`href="/cat/x/?p=20">20</a>`, `class="next-dots" href="/cat/x/?p=21"`, `class="next" href="/cat/x/?p=13"`} {
		if !strings.Contains(h, part) {
			t.Errorf("pager lacks %q: %s", part, h)
		}
	}
}
