package sim

import (
	"fmt"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"
)

// bbpFixture is the bbPress site and its truth, built once for the tests of this file.
var bbpFixture = truthOnce(bbpress)

// The truth holds together and has the size of the farm's other forums.
func TestBbpressTruth(t *testing.T) {
	s, tr := bbpFixture(t)
	c := tr.Counts
	t.Logf("counts: %+v", c)
	if got := tr.Pages[tr.EntryURL]; got.Type != TypeEntry || tr.EntryURL != testBase+"/forums/" {
		t.Errorf("entry %s labelled %+v", tr.EntryURL, got)
	}
	// Index pages: every forum page, the categories and the topic tag pages.
	boardPages := pagesOfBoards(s)
	tagPages := 0
	for _, tag := range s.World.Tags() {
		tagPages += pageCount(len(s.World.ThreadsTagged(tag)), 15)
	}
	if want := boardPages + len(s.World.Categories) + tagPages; c.IndexPages != want {
		t.Errorf("%d index pages, want %d (%d forum, %d category, %d tag pages)", c.IndexPages, want, boardPages, len(s.World.Categories), tagPages)
	}
	multi, long := 0, 0
	for _, b := range s.World.Boards {
		if b.Pages(15) > 1 {
			multi++
		}
	}
	for _, th := range s.World.Threads {
		if th.Pages(15) >= 3 {
			long++
		}
	}
	if multi == 0 || long == 0 {
		t.Errorf("%d forums of 2+ pages, %d topics of 3+ pages: paging untested", multi, long)
	}
	// Every page the walk met is labelled; thread and index pages name their canonical URL.
	for u, p := range tr.Pages {
		if p.Type == "" {
			t.Errorf("%s: no type", u)
		}
		if p.Status == 200 && (p.Type == TypeThread || p.Type == TypeIndex) && p.Canonical == "" {
			t.Errorf("%s: %s page without a canonical URL", u, p.Type)
		}
		if p.Status == 200 && p.Type == TypeThread && (p.TID == 0 || p.Page == 0) {
			t.Errorf("%s: thread page without tid/page: %+v", u, p)
		}
	}
}

// What a visitor meets at each kind of URL.
func TestBbpressURLs(t *testing.T) {
	s, tr := bbpFixture(t)
	w := s.World
	d := bbpSkin{}.data(w)
	var long, short *Thread
	for _, th := range w.Threads {
		if long == nil && th.Pages(15) >= 3 {
			long = th
		}
		if short == nil && len(th.Posts) > 1 && th.Pages(15) == 1 {
			short = th
		}
	}
	var big *Board
	for _, b := range w.Boards {
		if b.Pages(15) > 1 {
			big = b
			break
		}
	}
	reply := long.Posts[20]
	u := long.Posts[1].Author
	tag := long.Tags[0]
	topic := "/forums/topic/" + d.topic[long] + "/"
	forum := "/forums/forum/" + d.path[big] + "/"
	user := "/forums/users/" + d.nice[u] + "/"
	tests := []urlCase{
		{"/forums/", 200, TypeEntry, 0, 0, 0, 0, "forums/", ""},
		{"/forums", 301, TypeEntry, 0, 0, 0, 0, "forums/", "/forums/"},
		{"/forums/page/2/", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{forum, 200, TypeIndex, 0, 0, 0, 1, forum[1:], ""},
		{forum + "page/2/", 200, TypeIndex, 0, 0, 0, 2, forum[1:] + "page/2/", ""},
		{forum + "page/1/", 301, TypeIndex, 0, 0, 0, 1, forum[1:], forum},
		{forum + fmt.Sprintf("page/%d/", big.Pages(15)+1), 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forums/forum/" + d.catPath[w.Categories[0]] + "/", 200, TypeIndex, 0, 0, 0, 1, "forums/forum/" + d.catPath[w.Categories[0]] + "/", ""},
		{"/forums/forum/" + d.catPath[w.Categories[0]] + "/page/2/", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{topic, 200, TypeThread, long.ID, 1, 0, 0, topic[1:], ""},
		{topic + "page/2/", 200, TypeThread, long.ID, 2, 0, 0, topic[1:] + "page/2/", ""},
		{topic + "page/1/", 301, TypeThread, long.ID, 1, 0, 0, topic[1:], topic},
		{strings.TrimSuffix(topic, "/"), 301, TypeThread, long.ID, 1, 0, 0, topic[1:], topic},
		{topic + fmt.Sprintf("page/%d/", long.Pages(15)), 200, TypeThread, long.ID, long.Pages(15), 0, 0, "", ""},
		{topic + fmt.Sprintf("page/%d/", long.Pages(15)+1), 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forums/topic/" + d.topic[short] + "/page/2/", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forums/topic/no-such-topic/", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{topic + "feed/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/forums/reply/%d/", bbpPostID(reply)), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/forums/reply/%d/", bbpTopicID(long)), 404, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/?p=%d", bbpTopicID(long)), 301, TypeThread, long.ID, 1, 0, 0, topic[1:], topic},
		{fmt.Sprintf("/?p=%d", bbpPostID(reply)), 301, TypeOther, 0, 0, 0, 0, "", fmt.Sprintf("/forums/reply/%d/", bbpPostID(reply))},
		{user, 200, TypeOther, 0, 0, 0, 0, "", ""},
		{user + "topics/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{user + "replies/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{user + "engagements/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{user + "favorites/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{user + "page/2/", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{user + "subscriptions/", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forums/topic-tag/" + d.tagSlug[tag] + "/", 200, TypeIndex, 0, 0, 0, 1, "forums/topic-tag/" + d.tagSlug[tag] + "/", ""},
		{"/forums/topic-tag/" + d.tagSlug[tag] + "/page/99/", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forums/view/popular/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forums/view/popular/page/2/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forums/view/no-replies/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forums/view/nothing/", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forums/search/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forums/search/?bbp_search=" + url.QueryEscape(strings.Fields(long.Title)[0]), 302, TypeOther, 0, 0, 0, 0, "", "/forums/search/" + url.QueryEscape(strings.Fields(long.Title)[0]) + "/"},
		{"/forums/search/" + url.QueryEscape(strings.ToLower(strings.Fields(long.Title)[0])) + "/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/forums/feed/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/wp-login.php", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/wp-login.php?action=register", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/wp-login.php?action=lostpassword", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/wp-login.php?redirect_to=%2Fforums%2F", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/feed/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/comments/feed/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/about/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/?s=about", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/wp-json/", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/nothing-here/", 404, TypeOther, 0, 0, 0, 0, "", ""},
	}
	checkURLs(t, s, tests)
	// The walk labels reply permalinks nowhere (no page links them) and user, tag and view pages as the table says.
	for u, p := range tr.Pages {
		path := strings.TrimPrefix(u, testBase)
		var want string
		switch {
		case strings.HasPrefix(path, "/forums/reply/"):
			t.Errorf("%s: a page links a reply permalink", u)
		case strings.HasPrefix(path, "/forums/users/"), strings.HasPrefix(path, "/forums/view/"), strings.HasPrefix(path, "/wp-login.php"):
			want = TypeOther
		case strings.HasPrefix(path, "/forums/topic-tag/"):
			want = TypeIndex
		case strings.HasPrefix(path, "/forums/topic/"):
			want = TypeThread
		}
		if want != "" && p.Status == 200 && p.Type != want {
			t.Errorf("%s labelled %s, want %s", u, p.Type, want)
		}
	}
}

// The entry page links every forum and category; long forums and topics carry
// bbPress's pagination, short ones none.
func TestBbpressMarkup(t *testing.T) {
	s, _ := bbpFixture(t)
	srv := httptest.NewServer(s)
	defer srv.Close()
	w := s.World
	sk := bbpSkin{}
	page := func(path string) string {
		t.Helper()
		status, body := get(t, srv.URL+path)
		if status != 200 {
			t.Fatalf("%s: status %d", path, status)
		}
		return body
	}
	entry := page("/forums/")
	links := Links(entry)
	for _, b := range w.Boards {
		if !slices.Contains(links, "/"+sk.BoardURL(b, 1)) {
			t.Errorf("entry page does not link forum %d at /%s", b.ID, sk.BoardURL(b, 1))
		}
	}
	for _, cat := range w.Categories {
		if u := "/" + sk.catURL(sk.data(w), cat); !slices.Contains(links, u) {
			t.Errorf("entry page does not link category %s", u)
		}
	}
	for _, want := range []string{`<ul id="forums-list-0" class="bbp-forums">`, `<ul class="bbp-forums-list">`, `class="bbp-breadcrumb"`, `id="bbp-search-form"`, `class="bbp-forum-freshness"`} {
		if !strings.Contains(entry, want) {
			t.Errorf("entry page lacks %s", want)
		}
	}

	var long, short *Thread
	for _, th := range w.Threads {
		if long == nil && th.Pages(15) >= 3 {
			long = th
		}
		if short == nil && th.Pages(15) == 1 {
			short = th
		}
	}
	page2 := "/" + sk.ThreadURL(long, 2)
	if !strings.HasSuffix(page2, "/page/2/") {
		t.Errorf("page 2 URL %s", page2)
	}
	body := page("/" + sk.ThreadURL(long, 1))
	for _, want := range []string{
		`<div class="bbp-pagination-count">Viewing 15 posts - 1 through 15 (of ` + fmt.Sprint(len(long.Posts)) + ` total)</div>`,
		`<span aria-current="page" class="page-numbers current">1</span>`,
		`<a class="page-numbers" href="` + page2 + `">2</a>`,
		`<a class="next page-numbers" href="` + page2 + `">&rarr;</a>`,
		`class="bbp-reply-header"`, `class="bbp-reply-author"`, `class="bbp-author-name"`, `class="bbp-reply-content"`,
		fmt.Sprintf(`<a href="/%s#post-%d" class="bbp-reply-permalink">#%d</a>`, sk.ThreadURL(long, 1), bbpTopicID(long), bbpTopicID(long)),
		`<div class="bbp-topic-tags"><p>Tagged:&nbsp;`,
		`You must be logged in to reply to this topic.`, `type="password"`,
		`class="bbp-topic-description"`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("topic page 1 lacks %s", want)
		}
	}
	if strings.Contains(body, `class="prev page-numbers"`) {
		t.Error("topic page 1 links a previous page")
	}
	last := page("/" + sk.ThreadURL(long, long.Pages(15)))
	if !strings.Contains(last, `class="prev page-numbers"`) || strings.Contains(last, `class="next page-numbers"`) {
		t.Error("last topic page: want a previous link and no next link")
	}
	if one := page("/" + sk.ThreadURL(short, 1)); strings.Contains(one, `class="page-numbers`) {
		t.Error("a one-page topic shows page numbers")
	}

	var big *Board
	for _, b := range w.Boards {
		if b.Pages(15) > 1 && big == nil {
			big = b
		}
	}
	fb := page("/" + sk.BoardURL(big, 1))
	for _, want := range []string{
		`<ul id="bbp-forum-` + fmt.Sprint(bbpForumID(big)) + `" class="bbp-topics">`,
		`<li class="bbp-topic-voice-count">`, `<li class="bbp-topic-reply-count">`, `<li class="bbp-topic-freshness">`,
		fmt.Sprintf(`Viewing 15 topics - 1 through 15 (of %d total)`, len(big.Threads)),
		`<a class="page-numbers" href="/` + sk.BoardURL(big, 2) + `">2</a>`,
		`You must be logged in to create new topics.`,
		` ago</a>`,
	} {
		if !strings.Contains(fb, want) {
			t.Errorf("forum page lacks %s", want)
		}
	}
	// Topics of several pages show their page links in the forum's rows.
	for _, th := range Page(big.Threads, 1, 15) {
		if th.Pages(15) > 1 && !strings.Contains(fb, `<a class="page-numbers" href="/`+sk.ThreadURL(th, 2)+`">2</a>`) {
			t.Errorf("forum row of topic %d lacks its page 2 link", th.ID)
		}
	}
	// Stickies come first.
	if bs := big.Threads; bs[0].Sticky != slices.ContainsFunc(bs, func(x *Thread) bool { return x.Sticky }) {
		t.Error("stickies are not first")
	}
}

// Slugs are unique, as WordPress makes them.
func TestBbpressSlugs(t *testing.T) {
	s, _ := bbpFixture(t)
	d := bbpSkin{}.data(s.World)
	seen := map[string]bool{}
	for _, th := range s.World.Threads {
		if sl := d.topic[th]; sl == "" || seen[sl] {
			t.Errorf("topic slug %q empty or taken", sl)
		} else {
			seen[sl] = true
		}
	}
	paths := map[string]bool{}
	for _, b := range s.World.Boards {
		if p := d.path[b]; paths[p] || d.byPath[p] != b {
			t.Errorf("forum path %q taken", p)
		} else {
			paths[p] = true
		}
	}
	if len(d.byNice) != len(s.World.Users) {
		t.Errorf("%d nicenames for %d users", len(d.byNice), len(s.World.Users))
	}
	if got := bbpSlugs([]string{"Lens talk", "Lens Talk!", "Feed", "lens talk"}, "forum"); !slices.Equal(got, []string{"lens-talk", "lens-talk-2", "feed-2", "lens-talk-3"}) {
		t.Errorf("bbpSlugs: %v", got)
	}
	if got := bbpNicename("Marco.R"); got != "marco-r" {
		t.Errorf("nicename of Marco.R: %q", got)
	}
}

// Same seed, same bytes; dates read as bbPress prints them.
func TestBbpressDeterministicAndDates(t *testing.T) {
	a, b := NewSite(bbpress()), NewSite(bbpress())
	th := a.World.Threads[len(a.World.Threads)/2]
	raw := testBase + "/" + bbpSkin{}.ThreadURL(th, 1)
	if respond(t, a, raw).Body != respond(t, b, raw).Body {
		t.Error("two builds of the same site differ")
	}
	now := a.World.Now
	day := 24 * time.Hour
	for _, tc := range []struct {
		ago  time.Duration
		want string
	}{
		{17*day + 2*time.Hour, "2 weeks, 3 days ago"},
		{14 * day, "2 weeks ago"},
		{400 * day, "1 year, 1 month ago"},
		{3*time.Hour + 5*time.Minute, "3 hours, 5 minutes ago"},
		{day, "1 day ago"},
	} {
		if got := bbpSince(now, now.Add(-tc.ago)); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.ago, got, tc.want)
		}
	}
	p := a.World.Posts[0]
	if got := bbpDate(p.Time); !strings.Contains(got, " at ") || !(strings.HasSuffix(got, "am") || strings.HasSuffix(got, "pm")) {
		t.Errorf("post date %q", got)
	}
}
