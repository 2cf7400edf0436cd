package sim

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// jfFixture is a JForum site with a topic of three pages or more, a topic of
// one page with replies, and a forum of two pages or more.
type jfFixture struct{ fixture }

func newJFFixture(t *testing.T) jfFixture {
	t.Helper()
	f := jfFixture{newFixture(t, NewSite(jforum()))}
	if f.short == nil {
		t.Fatal("fixture incomplete: no topic of one page with replies")
	}
	return f
}

// The ground truth: consistent, within the farm's budget, every topic page
// reached by links, and post permalinks labelled as the topic pages they lead to.
func TestJForumTruth(t *testing.T) {
	s := NewSite(jforum())
	tr, err := s.Truth(testBase)
	if err != nil {
		t.Fatal(err)
	}
	c := tr.Counts
	t.Logf("counts %+v", c)
	boardPages := pagesOfBoards(s)
	if c.IndexPages != boardPages {
		t.Errorf("%d index pages for %d forum pages", c.IndexPages, boardPages)
	}
	preList := regexp.MustCompile(`^/jforum/posts/preList/(\d+)/(\d+)\.page$`)
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		rest := strings.TrimPrefix(u.Path, "/jforum/")
		module, action, _ := strings.Cut(rest, "/")
		action, _, _ = strings.Cut(action, "/")
		kinds[module+"/"+strings.TrimSuffix(action, ".page")+" "+p.Type]++
		if m := preList.FindStringSubmatch(u.Path); m != nil {
			var tid, pid int
			fmt.Sscan(m[1], &tid)
			fmt.Sscan(m[2], &pid)
			post := s.World.Post(pid)
			want := PageOf(post.Index, s.Pkg.Shape.PostsPerPage)
			canon := testBase + "/jforum/" + s.Pkg.Skin.ThreadURL(post.Thread, want)
			if p.Status != 302 || p.Type != TypeThread || p.TID != tid || p.Page != want || p.Canonical != canon || p.RedirectTo != fmt.Sprintf("%s#%d", canon, pid) {
				t.Errorf("permalink %s labelled %+v, want page %d", raw, p, want)
			}
		}
		if p.Type == TypeThread && (p.TID == 0 || p.Page == 0 || p.Canonical == "") {
			t.Errorf("%s: topic page without tid, page or canonical: %+v", raw, p)
		}
	}
	hasKinds(t, kinds, "posts/list thread", "posts/preList thread", "forums/show index", "forums/list entry",
		"recentTopics/list other", "hottestTopics/list other", "user/profile other", "user/list other", "posts/listByUser other",
		"posts/reply other", "posts/quote other", "search/filters other", "user/login other", "user/insert other", "rss/forumTopics other")
	for k, n := range kinds {
		if strings.HasSuffix(k, " index") && k != "forums/show index" || strings.HasSuffix(k, " thread") && !strings.HasPrefix(k, "posts/") {
			t.Errorf("%d %q pages in the truth", n, k)
		}
	}
}

// URL habits: what each kind of URL answers and how it is labelled; the start
// offset comes before the id.
func TestJForumURLs(t *testing.T) {
	f := newJFFixture(t)
	sk := f.s.Pkg.Skin
	long, b := f.long, f.board
	pages := long.Pages(15)
	last := long.LastPost()
	tests := []urlCase{
		{"/jforum/", 302, TypeEntry, 0, 0, 0, 0, "forums/list.page", "/jforum/forums/list.page"},
		{"/jforum/forums/list.page", 200, TypeEntry, 0, 0, 0, 0, "forums/list.page", ""},
		{"/jforum/forums/list.page;jsessionid=0123456789ABCDEF", 200, TypeEntry, 0, 0, 0, 0, "forums/list.page", ""},
		{"/jforum/jforum.page?module=forums&action=list", 200, TypeEntry, 0, 0, 0, 0, "forums/list.page", ""},
		{fmt.Sprintf("/jforum/forums/show/%d.page", b.ID), 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{fmt.Sprintf("/jforum/forums/show/15/%d.page", b.ID), 200, TypeIndex, 0, 0, b.ID, 2, sk.BoardURL(b, 2), ""},
		{fmt.Sprintf("/jforum/forums/show/0/%d.page", b.ID), 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{fmt.Sprintf("/jforum/jforum.page?module=forums&action=show&forum_id=%d&start=15", b.ID), 200, TypeIndex, 0, 0, b.ID, 2, sk.BoardURL(b, 2), ""},
		{fmt.Sprintf("/jforum/forums/show/%d/%d.page", b.Pages(15)*15, b.ID), 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/jforum/forums/show/9999.page", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/jforum/forums/show/%d", b.ID), 404, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/jforum/posts/list/%d.page", long.ID), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("/jforum/posts/list/15/%d.page", long.ID), 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{fmt.Sprintf("/jforum/posts/list/%d/%d.page", (pages-1)*15, long.ID), 200, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), ""},
		{fmt.Sprintf("/jforum/posts/list/%d/%d.page", pages*15, long.ID), 404, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/jforum/jforum.page?module=posts&action=list&topic_id=%d&start=15", long.ID), 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{"/jforum/posts/list/999999.page", 404, TypeOther, 0, 0, 0, 0, "", ""},
		// Post permalinks 302 to the page holding the post, at its anchor.
		{fmt.Sprintf("/jforum/posts/preList/%d/%d.page", long.ID, long.Posts[0].ID), 302, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), fmt.Sprintf("/jforum/posts/list/%d.page#%d", long.ID, long.Posts[0].ID)},
		{fmt.Sprintf("/jforum/posts/preList/%d/%d.page", long.ID, long.Posts[15].ID), 302, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), fmt.Sprintf("/jforum/posts/list/15/%d.page#%d", long.ID, long.Posts[15].ID)},
		{fmt.Sprintf("/jforum/jforum.page?module=posts&action=preList&topic_id=%d&post_id=%d", long.ID, last.ID), 302, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), fmt.Sprintf("/jforum/%s#%d", sk.ThreadURL(long, pages), last.ID)},
		{fmt.Sprintf("/jforum/posts/preList/%d/%d.page", f.short.ID, long.Posts[0].ID), 404, TypeOther, 0, 0, 0, 0, "", ""},
		// Everything else is other.
		{fmt.Sprintf("/jforum/posts/reply/15/%d.page", long.ID), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/jforum/posts/quote/%d.page", last.ID), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/jforum/jforum.page?module=posts&action=insert&forum_id=%d", b.ID), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/jforum/user/profile/%d.page", long.Author.ID), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/jforum/posts/listByUser/%d.page", long.Author.ID), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/jforum/user/profile/99999.page", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/jforum/user/list.page", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/jforum/user/list/30.page", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/jforum/recentTopics/list.page", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/jforum/hottestTopics/list.page", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/jforum/search/filters.page", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/jforum/jforum.page?module=search&action=search&search_keywords=soil", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/jforum/user/login.page", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/jforum/user/insert.page", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/jforum/rss/forumTopics/%d.page", b.ID), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/jforum/rss/topicPosts/%d.page", long.ID), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/jforum/nothing/here.page", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/jforum/posts/list/abc.page", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/jforum/jforum.page?module=nothing&action=list", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/nothing", 404, TypeOther, 0, 0, 0, 0, "", ""},
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: the forumline tables, topic titles, the
// pager with the offset before the id, posts with their permalinks and dates.
func TestJForumMarkup(t *testing.T) {
	f := newJFFixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World

	t.Run("entry", func(t *testing.T) {
		r := f.get(t, "/jforum/forums/list.page")
		hasAll(t, "entry", r.Body, `<table class="forumline"`, `<span class="cattitle">`, `<span class="forumlink"><a class="forumlink" href="`,
			`<td class="row1"`, `<span class="postdetails">`, `alt="[Latest Reply]"`)
		ls := linkSet(r.Body)
		for _, b := range w.Boards {
			if !ls["/jforum/"+sk.BoardURL(b, 1)] {
				t.Errorf("entry does not link forum %d", b.ID)
			}
		}
		for _, n := range []string{"search/filters.page", "recentTopics/list.page", "hottestTopics/list.page", "user/list.page", "user/insert.page", "user/login.page"} {
			if !ls["/jforum/"+n] {
				t.Errorf("header lacks %s", n)
			}
		}
	})

	t.Run("forum", func(t *testing.T) {
		b := f.board
		r := f.get(t, "/jforum/"+sk.BoardURL(b, 1))
		hasAll(t, "forum", r.Body, `<span class="topictitle">`, `<div class="pagination">`, `<span class="current">1</span>`,
			fmt.Sprintf(`href="/jforum/forums/show/15/%d.page">&#9658;</a>`, b.ID), `<th class="thcornerl"`)
		if n := strings.Count(r.Body, `<span class="topictitle">`); n != 15 {
			t.Errorf("page one lists %d topics", n)
		}
		ls := linkSet(r.Body)
		for _, th := range b.Threads[:15] {
			if !ls["/jforum/"+sk.ThreadURL(th, 1)] {
				t.Errorf("forum page does not link topic %d", th.ID)
			}
			if n := th.Pages(15); !ls["/jforum/"+sk.ThreadURL(th, n)+fmt.Sprintf("#%d", th.LastPost().ID)] {
				t.Errorf("forum page lacks topic %d's last-post link", th.ID)
			}
		}
		r = f.get(t, "/jforum/"+sk.BoardURL(b, 2))
		hasAll(t, "forum page 2", r.Body, fmt.Sprintf(`<a href="/jforum/forums/show/%d.page">&#9668;</a>`, b.ID), `<span class="current">2</span>`)
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		r := f.get(t, "/jforum/"+sk.ThreadURL(long, 1))
		p := long.Posts[0]
		hasAll(t, "topic", r.Body, `<a class="maintitle" href="/jforum/posts/list/`, `<span class="postbody">`,
			fmt.Sprintf(`<a href="/jforum/posts/preList/%d/%d.page">`, long.ID, p.ID),
			fmt.Sprintf(`<span class="postdetails">Posted: %s`, p.Time.Format("02/01/2006 15:04:05")),
			fmt.Sprintf(`<a href="/jforum/posts/list/15/%d.page">&#9658;</a>`, long.ID),
			fmt.Sprintf(`<a href="/jforum/posts/list/30/%d.page">3</a>`, long.ID), `<span class="current">1</span>`)
		if n := strings.Count(r.Body, `<span class="postbody">`); n != 15 {
			t.Errorf("page one shows %d posts", n)
		}
		r = f.get(t, "/jforum/"+sk.ThreadURL(f.short, 1))
		if strings.Contains(r.Body, `<div class="pagination">`) {
			t.Error("a topic of one page has a pager")
		}
	})

	t.Run("not found", func(t *testing.T) {
		for _, raw := range []string{"/jforum/forums/show/9999.page", "/jforum/posts/list/999999.page", "/jforum/x/y/z.page", "/jforum/forums/list"} {
			if r := f.get(t, raw); r.Status != 404 {
				t.Errorf("%s: %d", raw, r.Status)
			}
		}
	})
}
