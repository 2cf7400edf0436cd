package sim

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// khFixture is a Khoros site with what its tests look for: a topic of three
// pages or more, a board of two pages or more, a tag with topics.
type khFixture struct {
	fixture
	tag string
}

func newKHFixture(t *testing.T) khFixture {
	t.Helper()
	f := khFixture{fixture: newFixture(t, NewSite(khoros()))}
	f.tag = f.s.World.Tags()[0]
	return f
}

// The ground truth: consistent, within the farm's budget, every topic page
// reached by links, and message permalinks labelled as the pages they duplicate.
func TestKhorosTruth(t *testing.T) {
	s := NewSite(khoros())
	tr, err := s.Truth(testBase)
	if err != nil {
		t.Fatal(err)
	}
	c := tr.Counts
	t.Logf("counts %+v", c)
	per := s.Pkg.Shape.PostsPerPage
	boardPages := pagesOfBoards(s)
	// Index pages: every board page, every category, every tag list page.
	tags := len(s.World.Tags())
	if lo, hi := boardPages+len(s.World.Categories)+tags, boardPages+len(s.World.Categories)+3*tags; c.IndexPages < lo || c.IndexPages > hi {
		t.Errorf("%d index pages, want %d to %d", c.IndexPages, lo, hi)
	}
	permalink := regexp.MustCompile(`^/t5/[^/]+/[^/]+/m-p/(\d+)$`)
	kinds := map[string]int{}
	mp := 0
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		kind := "entry"
		if ps := strings.Split(strings.TrimPrefix(u.Path, "/"), "/"); len(ps) > 2 && ps[0] == "t5" {
			kind = ps[len(ps)-2]
			if m := regexp.MustCompile(`/(ct-p|bd-p|td-p|m-p|tg-p)(/|$)`).FindStringSubmatch(u.Path); m != nil {
				kind = m[1]
			} else {
				kind = ps[1] + "/" + ps[2]
			}
		} else if ps[0] != "" {
			kind = ps[0]
		}
		kinds[kind+" "+p.Type]++
		if m := permalink.FindStringSubmatch(u.Path); m != nil && p.Status == 200 {
			mp++
			var id int
			fmt.Sscan(m[1], &id)
			post := s.World.Post(id)
			want := PageOf(post.Index, per)
			if p.Type != TypeThread || p.TID != post.Thread.ID || p.Page != want || p.Canonical != testBase+"/"+s.Pkg.Skin.ThreadURL(post.Thread, want) {
				t.Errorf("permalink %s labelled %+v, want page %d of topic %d", raw, p, want, post.Thread.ID)
			}
		}
		if p.Type == TypeThread && p.Status == 200 && (p.TID == 0 || p.Page == 0 || p.Canonical == "") {
			t.Errorf("%s: thread page without tid, page or canonical: %+v", raw, p)
		}
	}
	t.Logf("%d message permalinks; kinds %v", mp, kinds)
	if mp < c.Threads {
		t.Errorf("only %d message permalinks in the truth", mp)
	}
	hasKinds(t, kinds, "td-p thread", "m-p thread", "bd-p index", "ct-p index", "tg-p index", "user/viewprofilepage other",
		"forums/recentpostspage other", "kudos/leaderboardpage other", "plugins other", "user/userloginpage other", "khoros other",
		"forums/replypage other", "forums/postpage other", "forums/forumtopicprintpage other")
}

// URL habits: what each kind of URL answers and how the truth labels it.
func TestKhorosURLs(t *testing.T) {
	f := newKHFixture(t)
	sk := f.s.Pkg.Skin
	long, b := f.long, f.board
	tab := khTab(f.s.World)
	pages := long.Pages(20)
	topic := "/" + sk.ThreadURL(long, 1)
	reply := long.Posts[25] // on page 2
	mp := "/" + khMsgBase(reply)
	bid := tab.boardID[b]
	tests := []urlCase{
		{"/", 200, TypeEntry, 0, 0, 0, 0, "", ""},
		{"/t5", 302, TypeEntry, 0, 0, 0, 0, "", "/"},
		{"/" + khCatURL(&Ctx{W: f.s.World}, b.Category), 200, TypeIndex, 0, 0, 0, 1, khCatURL(&Ctx{W: f.s.World}, b.Category), ""},
		{"/t5/No-Such/ct-p/no-such-category", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/" + sk.BoardURL(b, 1), 200, TypeIndex, 0, 0, 0, 1, sk.BoardURL(b, 1), ""},
		{"/" + sk.BoardURL(b, 2), 200, TypeIndex, 0, 0, 0, 2, sk.BoardURL(b, 2), ""},
		{"/" + sk.BoardURL(b, 1) + "/page/1", 200, TypeIndex, 0, 0, 0, 1, sk.BoardURL(b, 1), ""},
		{"/" + sk.BoardURL(b, 1) + "/page/999", 200, TypeIndex, 0, 0, 0, b.Pages(20), sk.BoardURL(b, b.Pages(20)), ""},
		{"/" + sk.BoardURL(b, 2) + "?sort=views", 200, TypeIndex, 0, 0, 0, 2, sk.BoardURL(b, 2), ""},
		{"/t5/Anything-At-All/bd-p/" + bid, 200, TypeIndex, 0, 0, 0, 1, sk.BoardURL(b, 1), ""},
		{"/t5/Anything/bd-p/no-such-board", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/" + sk.BoardURL(b, 1) + "/page/x", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{topic, 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{topic + "/page/2", 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{topic + "/page/1", 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("%s/page/%d", topic, pages+5), 200, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), ""},
		{fmt.Sprintf("/t5/x/y/td-p/%d", long.Posts[0].ID), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("/t5/x/y/td-p/%d", reply.ID), 404, TypeOther, 0, 0, 0, 0, "", ""},
		{topic + "/jump-to/first-unread-message", 302, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), "/" + sk.ThreadURL(long, 1)},
		// Message permalinks and their variants: the topic page holding the message.
		{mp, 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{mp + "/highlight/true", 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{mp + fmt.Sprintf("/thread-id/%d", tab.msgNo[long.Posts[0]]), 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{"/" + khMsgBase(long.Posts[0]), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{mp + "/nonsense", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/t5/tag/" + url.PathEscape(f.tag) + "/tg-p", 200, TypeIndex, 0, 0, 0, 1, "t5/tag/" + url.PathEscape(f.tag) + "/tg-p", ""},
		{"/t5/tag/no-such-tag-at-all/tg-p", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/t5/user/viewprofilepage/user-id/%d", long.Author.ID), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/t5/user/viewprofilepage/user-id/999999", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/t5/forums/searchpage/tab/message?q=the", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/t5/kudos/leaderboardpage/timerange/one_week", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/t5/forums/postpage/board-id/" + bid, 302, TypeOther, 0, 0, 0, 0, "", "/" + khSignIn("t5/forums/postpage/board-id/"+bid)},
		{"/plugins/common/feature/saml/doauth/login?referer=%2Ft5", 302, TypeOther, 0, 0, 0, 0, "", "/t5/user/userloginpage?dest_url=%2Ft5"},
		{"/khoros/rss/board?board.id=" + bid, 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/khoros/rss/board?board.id=nope", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/t5/nothing/here", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/wp-login.php", 404, TypeOther, 0, 0, 0, 0, "", ""},
	}
	checkURLs(t, f.s, tests)
}

// What a reader sees: boards list their topics and page on, topics page on,
// messages carry their author, date and permalink.
func TestKhorosMarkup(t *testing.T) {
	f := newKHFixture(t)
	sk := f.s.Pkg.Skin
	long, b := f.long, f.board
	href := func(rel string) string { return `href="/` + strings.ReplaceAll(rel, "&", "&amp;") + `"` }
	reply := long.Posts[21]
	tests := []struct {
		path string
		has  []string
	}{
		{"/", []string{`lia-category-tile`, href(sk.BoardURL(b, 1)), href(khCatURL(&Ctx{W: f.s.World}, b.Category))}},
		{"/" + sk.BoardURL(b, 1), []string{`<tr class="lia-list-row`, href(sk.ThreadURL(b.Threads[0], 1)), href(sk.ThreadURL(b.Threads[19], 1)),
			`<ul class="lia-paging-full-pages">`, `class="lia-paging-page-next lia-component-next"><a`, href(sk.BoardURL(b, 2)), `rel="next"`}},
		{"/" + sk.BoardURL(b, 2), []string{href(sk.ThreadURL(b.Threads[20], 1)), `rel="prev" href="/` + sk.BoardURL(b, 1) + `/page/1"`}},
		{"/" + sk.ThreadURL(long, 1), []string{`<div class="lia-message-body`, `<span class="local-date">`, `<span class="local-time">`,
			`rel="next" href="/` + sk.ThreadURL(long, 2) + `"`, href(khUserURL(long.Author)), `id="M`, href(khMsgURL(&Ctx{W: f.s.World}, long.Posts[1]))}},
		{"/" + sk.ThreadURL(long, 2), []string{`Re: ` + Esc(long.Title), href(khMsgURL(&Ctx{W: f.s.World}, reply)), `/Re-`}},
	}
	for _, tc := range tests {
		r := f.get(t, tc.path)
		if r.Status != 200 {
			t.Errorf("%s: status %d", tc.path, r.Status)
			continue
		}
		for _, want := range tc.has {
			if !strings.Contains(r.Body, want) {
				t.Errorf("%s lacks %s", tc.path, want)
			}
		}
	}
	// A board of two pages or more lists each of its topics once across its pages.
	seen := map[string]int{}
	for p := 1; p <= b.Pages(20); p++ {
		for _, l := range Links(f.get(t, "/"+sk.BoardURL(b, p)).Body) {
			if strings.Contains(l, "/td-p/") {
				seen[l]++
			}
		}
	}
	for _, th := range b.Threads {
		if seen["/"+sk.ThreadURL(th, 1)] == 0 {
			t.Errorf("board %d never lists topic %d", b.ID, th.ID)
		}
	}
	// The last page of a topic links no next page; a 404 says so.
	last := f.get(t, "/"+sk.ThreadURL(long, long.Pages(20)))
	if strings.Contains(last.Body, `rel="next"`) {
		t.Error("last topic page links a next page")
	}
	if r := f.get(t, "/t5/x/y/td-p/99999999"); r.Status != 404 || !strings.Contains(r.Body, "cannot be found") {
		t.Errorf("unknown topic: %d", r.Status)
	}
}
