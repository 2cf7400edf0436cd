package learn

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"focus/align"
	"focus/fetch"
	"focus/pagetype"
	"focus/urlpattern"
)

// A top-level wildcard that matches a page learning saw is no index page
// is narrowed to the first segments it was learned from; other patterns,
// and wildcards no such page contradicts, are left alone.
func TestNarrowTop(t *testing.T) {
	const h = "http://news.example"
	sections := []string{h + "/motor/", h + "/kombi/", h + "/oldtimer/"}
	for _, tc := range []struct {
		name     string
		expr     string
		dir      []string // of the entry page
		training []string
		avoid    []string
		want     string
	}{
		{"imprint beside the sections", `^http://news\.example/[^/?#]+/$`, nil, sections,
			[]string{h + "/impressum/", h + "/motor/2026-01-01/a-1.html"},
			`^http://news\.example/(?:kombi|motor|oldtimer)/$`},
		{"nothing contradicts it", `^http://news\.example/[^/?#]+/$`, nil, sections,
			[]string{h + "/motor/2026-01-01/a-1.html"}, `^http://news\.example/[^/?#]+/$`},
		{"the rest of the pattern stays", `^http://news\.example/[^/?#]+/seite-\d+/$`, nil,
			[]string{h + "/motor/seite-2/", h + "/kombi/seite-3/"}, []string{h + "/abo/seite-2/"},
			`^http://news\.example/(?:kombi|motor)/seite-\d+/$`},
		{"a query after the segment", `^http://qa\.example/[^/?#]+$`, nil,
			[]string{"http://qa.example/questions", "http://qa.example/unanswered"},
			[]string{"http://qa.example/tags"}, `^http://qa\.example/(?:questions|unanswered)$`},
		{"a deeper wildcard is no top-level one", `^http://qa\.example/tag/[^/?#]+$`, nil,
			[]string{"http://qa.example/tag/a", "http://qa.example/tag/b"}, []string{"http://qa.example/tag/empty"},
			`^http://qa\.example/tag/[^/?#]+$`},
		{"an alternation is left alone", `^(?:http://qa\.example/[^/?#]+|http://qa\.example/x/[^/?#]+)$`, nil,
			[]string{"http://qa.example/a"}, []string{"http://qa.example/b"},
			`^(?:http://qa\.example/[^/?#]+|http://qa\.example/x/[^/?#]+)$`},
		{"top level below the forum's directory", `^http://f\.example/jforum/[^/?#.]+/list\.page$`, []string{"jforum", "forums"},
			[]string{"http://f.example/jforum/recentTopics/list.page", "http://f.example/jforum/hottestTopics/list.page"},
			[]string{"http://f.example/jforum/user/list.page"},
			`^http://f\.example/jforum/(?:hottestTopics|recentTopics)/list\.page$`},
		{"a wildcard below the forum's directory is no top-level one", `^http://f\.example/forum/board/[^/?#.]+$`, []string{"forum"},
			[]string{"http://f.example/forum/board/a", "http://f.example/forum/board/b"}, []string{"http://f.example/forum/board/c"},
			`^http://f\.example/forum/board/[^/?#.]+$`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := narrowTop(tc.expr, tc.dir, nil, tc.training, tc.avoid)
			if got != tc.want {
				t.Fatalf("narrowTop = %s, want %s", got, tc.want)
			}
			re := regexp.MustCompile(got)
			for _, u := range tc.training {
				if !re.MatchString(u) {
					t.Errorf("%s no longer matches training URL %s", got, u)
				}
			}
		})
	}
}

func TestSegmentEnd(t *testing.T) {
	for _, tc := range []struct {
		expr string
		at   int
		want int
	}{
		{`^http://h/[^/?#]+/$`, 10, 17},
		{`^http://h/[^/?#]+$`, 10, 17},
		{`^http://h/[^/?#]+\?page=\d+$`, 10, 17},
		{`^http://h/[^/?#]+\.html$`, 10, 23},
		{`^http://h/[^/?#]+`, 10, -1},
	} {
		if got := segmentEnd(tc.expr, tc.at); got != tc.want {
			t.Errorf("segmentEnd(%s, %d) = %d, want %d", tc.expr, tc.at, got, tc.want)
		}
	}
}

// A paging link that leads out of its list into another list's URLs is
// not taken as a later page of the list it was found on.
func TestSameList(t *testing.T) {
	for _, tc := range []struct {
		home, first, u string
		want           bool
	}{
		{"http://qa.example/", "http://qa.example/questions", "http://qa.example/questions?tab=newest&page=2", true},
		{"http://qa.example/", "http://qa.example/unanswered", "http://qa.example/questions?tab=unanswered&page=2", false},
		{"http://b.example/bbs/index.php", "http://b.example/bbs/forum-2-1.html", "http://b.example/bbs/forum-2-2.html", true},
		{"http://b.example/bbs/index.php", "http://b.example/bbs/unanswered.php", "http://b.example/bbs/search.php?page=2", false},
		{"http://b.example/bbs/index.php", "http://b.example/bbs/viewforum.php?f=1", "http://b.example/bbs/viewforum.php?f=1&start=25", true},
		{"http://r.example/projects/lanternfish/boards", "http://r.example/boards/9/topics/16", "http://r.example/boards/9/topics/16?page=2", true},
	} {
		if got := sameList(tc.home, tc.first, tc.u); got != tc.want {
			t.Errorf("sameList(%s, %s, %s) = %v, want %v", tc.home, tc.first, tc.u, got, tc.want)
		}
	}
}

// A board and a tag page list their threads alike though a wrapper above
// the list is classed by the kind of page; a list that differs in its rows,
// in its tags or in its URLs' shape is another list.
func TestAlikeLists(t *testing.T) {
	const topics = "ul.bbp-topics/li.bbp-body/ul.topic/li.bbp-topic-title/a.bbp-topic-permalink ?"
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"div/main/article.forum.hentry/div/" + topics, "div/main/article.bbp-topic-tag/div/" + topics, true},
		{"div/main/article.forum/div/" + topics, "div/main/section.forum/div/" + topics, false},
		{"div/main/article/div/" + topics, "div/main/article/" + topics, false},
		{"div/main/article/div/" + topics, "div/main/article/div/ul.bbp-topics/li.bbp-body/ul.topic/li.bbp-topic-title/a.bbp-topic-permalink ?page", false},
		{"div/main/article/div/" + topics, "div/main/article/div/ul.bbp-topics/li.bbp-body/ul.topic/li.bbp-topic-title/a ?", false},
		{"div/aside.sidebar/section.widget/ul.bbp-topics-widget/li/a.bbp-forum-title ?", "div/main/article/div/" + topics, false},
	} {
		if got := alikeLists(tc.a, tc.b); got != tc.want {
			t.Errorf("alikeLists(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestSecondPage(t *testing.T) {
	for _, tc := range []struct {
		first, u string
		want     bool
	}{
		{"http://b.example/2026/08/post.html", "http://b.example/2026/08/post.html?commentPage=2", true},
		{"http://b.example/tag/x/", "http://b.example/tag/x/page/2/", true},
		{"http://b.example/2026/08/post.html", "http://b.example/2026/08/post.html?commentPage=3", false},
		{"http://b.example/2026/08/post.html", "http://b.example/2026/08/post.html?showComment=1722&page=2", false},
		{"http://b.example/2026/08/post.html", "http://b.example/2026/08/other.html?commentPage=2", false},
		{"http://b.example/2026/08/post.html", "http://b.example/2026/08/post.html", false},
	} {
		if got := secondPage(tc.first, tc.u); got != tc.want {
			t.Errorf("secondPage(%s, %s) = %v, want %v", tc.first, tc.u, got, tc.want)
		}
	}
}

// A top-level wildcard too weakly supported to be kept must not absorb
// the patterns it is dropped beside: the entry page's own list would go
// with it.
func TestRegexDropsBeforeAbsorbing(t *testing.T) {
	const h = "http://d.example"
	l := &learner{}
	r, m, err := l.regex(TypeIndexFlip, nil, nil,
		[]string{h + "/latest?page=1", h + "/latest?page=2", h + "/latest?page=3"},
		[]string{h + "/new?page=1", h + "/top?page=1"})
	if err != nil {
		t.Fatal(err)
	}
	if !m.Match(h+"/latest?page=7") || m.Match(h+"/new?page=7") {
		t.Errorf("patterns %+v: want /latest pages alone", r.Patterns.Patterns)
	}
}

// absorb drops the patterns another one matches every URL of. A pattern
// that absorbed another keeps standing for its URLs: a member's
// photostreams absorbed into the pattern of photostreams and favorites must
// not be carried on into the favorites' pattern. A broad pattern stands
// for all the training URLs it matches, not its first few examples alone:
// a sub-forum list naming some boards one by one (wpForo) matches the
// first boards, and must not absorb the pattern of every board.
func TestAbsorb(t *testing.T) {
	const h = "http://p.example"
	for _, tc := range []struct {
		name     string
		ps       []urlpattern.Pattern
		training []string
		match    []string
		covered  int
	}{
		{"chain",
			[]urlpattern.Pattern{
				{Regex: `^http://p\.example/photos/[^/?#]+/$`, Covered: 220, Examples: []string{h + "/photos/ann/", h + "/photos/bob/"}},
				{Regex: `^(?:http://p\.example/photos/[^/?#]+/favorites/|http://p\.example/photos/[^/?#]+/)$`, Covered: 16,
					Examples: []string{h + "/photos/cy/favorites/", h + "/photos/dee/favorites/"}},
				{Regex: `^http://p\.example/photos/[^/?#]+/favorites/$`, Covered: 9, Examples: []string{h + "/photos/dee/favorites/"}},
			},
			nil, []string{h + "/photos/eve/"}, 245},
		{"named boards beside every board",
			[]urlpattern.Pattern{
				{Regex: `^http://p\.example/community/[^/?#.]+/$`, Covered: 6,
					Examples: []string{h + "/community/baking/", h + "/community/bass/", h + "/community/cakes/"}},
				{Regex: `^http://p\.example/community/(?:baking|bass|cakes)/$`, Covered: 3,
					Examples: []string{h + "/community/baking/", h + "/community/bass/", h + "/community/cakes/"}},
			},
			[]string{h + "/community/baking/", h + "/community/bass/", h + "/community/cakes/", h + "/community/guitars/", h + "/community/rice/", h + "/community/tyres/",
				h + "/community/baking/", h + "/community/bass/", h + "/community/cakes/"},
			[]string{h + "/community/guitars/", h + "/community/drums/"}, 9},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set := urlpattern.Set{Patterns: absorb(tc.ps, tc.training)}
			m, err := set.Compile()
			if err != nil {
				t.Fatal(err)
			}
			for _, u := range tc.match {
				if !m.Match(u) {
					t.Errorf("patterns %+v do not match %s", set.Patterns, u)
				}
			}
			if len(set.Patterns) != 1 || set.Patterns[0].Covered != tc.covered {
				t.Errorf("patterns %+v: want one, covering %d", set.Patterns, tc.covered)
			}
		})
	}
}

// validate leaves out of the index training set the URLs of a kept group
// whose pages show no thread group and are no index pages: the imprint
// beside the sections in a footer. A page that shows another thread
// group, or a category page that shows the kept boards, stays.
func TestValidateLeavesOutNonIndexPages(t *testing.T) {
	const h = "http://news.example"
	doc := &align.Doc{}
	mk := func(u, typ string, v *visit) *page {
		return &page{url: u, final: u, status: 200, doc: doc, typ: typ, visit: v}
	}
	footer := []string{h + "/motor/", h + "/impressum/", h + "/kombi/", h + "/oldtimer/", h + "/suv/", h + "/cat/", h + "/tagged/"}
	home := mk(h+"/", TypeIndex, &visit{threadKey: "teasers", threadURLs: []string{h + "/motor/a-1.html"},
		index: map[string][]string{"footer": footer}})
	board := func(u string) *page {
		return mk(u, TypeIndex, &visit{threadKey: "teasers", threadURLs: []string{u + "a-2.html"},
			index: map[string][]string{"footer": footer}, heavy: []string{"teasers"}})
	}
	pages := []*page{
		home, board(h + "/motor/"), board(h + "/kombi/"), board(h + "/oldtimer/"), board(h + "/suv/"),
		// The imprint: only the menus, the footer among them.
		mk(h+"/impressum/", pagetype.Other, &visit{index: map[string][]string{"footer": footer}, heavy: []string{"footer"}}),
		// A category page: no threads, but the boards among its heavy groups.
		mk(h+"/cat/", TypeIndex, &visit{index: map[string][]string{"footer": footer}, heavy: []string{"footer"}}),
		// A listing in a thread group of its own: the group vote decides.
		mk(h+"/tagged/", TypeIndex, &visit{threadKey: "other teasers", index: map[string][]string{"footer": footer}}),
	}
	l, lists := oneIndexList(t, home, pages, "footer",
		[]string{h + "/cat/", h + "/kombi/", h + "/motor/", h + "/oldtimer/", h + "/suv/", h + "/tagged/"})
	if _, ok := l.listOf[h+"/impressum/"]; ok {
		t.Error("the imprint counts as an index page")
	}
	if got := l.nonIndex(home, lists); !slices.Equal(got, []string{h + "/impressum/"}) {
		t.Errorf("nonIndex = %v, want the imprint", got)
	}
}

// An empty list among lists of its kind (a category without unanswered
// questions, beside categories with some; a category without topics, named
// by id and slug as the others are) stays in its group's training
// list: it is an index URL with nothing to show, and without it its kind
// could fall under the share a pattern must cover. A failing page whose
// siblings fail as often, or one at the site's top level, is left out.
func TestValidateKeepsEmptyListsOfTheirKind(t *testing.T) {
	const h = "http://qa.example"
	doc := &align.Doc{}
	mk := func(u, typ string, v *visit) *page {
		return &page{url: u, final: u, status: 200, doc: doc, typ: typ, visit: v}
	}
	cats := []string{h + "/unanswered/a", h + "/unanswered/b", h + "/unanswered/c", h + "/unanswered/d", h + "/unanswered/h", h + "/about", h + "/x/e", h + "/x/f", h + "/x/g",
		h + "/category/2/uncategorized", h + "/category/3/gardens", h + "/category/14/kitchens"}
	home := mk(h+"/", TypeIndex, &visit{threadKey: "questions", threadURLs: []string{h + "/1/q"},
		index: map[string][]string{"cats": cats}})
	list := func(u string) *page {
		return mk(u, TypeIndex, &visit{threadKey: "questions", threadURLs: []string{u + "/2/q"},
			index: map[string][]string{"cats": cats}, heavy: []string{"questions"}})
	}
	empty := func(u string) *page {
		return mk(u, pagetype.Other, &visit{index: map[string][]string{"cats": cats}, heavy: []string{"cats"}})
	}
	pages := []*page{home, list(h + "/unanswered/a"), list(h + "/unanswered/b"), list(h + "/unanswered/c"), empty(h + "/unanswered/d"), list(h + "/unanswered/h"),
		empty(h + "/about"), list(h + "/x/e"), empty(h + "/x/f"), empty(h + "/x/g"),
		empty(h + "/category/2/uncategorized"), list(h + "/category/3/gardens"), list(h + "/category/14/kitchens")}
	oneIndexList(t, home, pages, "cats",
		[]string{h + "/category/14/kitchens", h + "/category/2/uncategorized", h + "/category/3/gardens",
			h + "/unanswered/a", h + "/unanswered/b", h + "/unanswered/c", h + "/unanswered/d", h + "/unanswered/h", h + "/x/e"})
}

// A page of a kept group that fails validation stays among its passing
// siblings only while nothing shows it is a list of something else: a
// members list voted with the boards in a button bar pages, and leaves.
func TestValidateDropsPagedNonLists(t *testing.T) {
	const h = "http://forum.example/forum/"
	doc := &align.Doc{}
	bar := []string{h + "a/", h + "b/", h + "members/"}
	mk := func(u, typ string, v *visit) *page {
		return &page{url: u, final: u, status: 200, doc: doc, typ: typ, visit: v}
	}
	board := func(u string) *page {
		return mk(u, TypeIndex, &visit{threadKey: "topics", threadURLs: []string{u + "t/"}, index: map[string][]string{"bar": bar}, heavy: []string{"topics"}})
	}
	members := mk(h+"members/", pagetype.Other, &visit{index: map[string][]string{"bar": bar}, heavy: []string{"people"}})
	home := mk(h, TypeIndex, &visit{threadKey: "topics", threadURLs: []string{h + "a/t1/"}, index: map[string][]string{"bar": bar}})
	for _, tc := range []struct {
		name  string
		pages []*page
		want  []string
	}{
		{"empty", []*page{home, board(h + "a/"), board(h + "b/"), members}, bar},
		{"paged", []*page{home, board(h + "a/"), board(h + "b/"), members, {url: h + "members/page-2/", final: h + "members/page-2/", status: 200, doc: doc, fam: h + "members/"}},
			[]string{h + "a/", h + "b/"}},
	} {
		t.Run(tc.name, func(t *testing.T) { oneIndexList(t, home, tc.pages, "bar", tc.want) })
	}
}

// A menu of views (recent topics, unanswered, search) is no index group
// even when one view lists topics as the boards do; its URLs, fetched or
// not, are kept out of the index regex, and the view's own breadcrumb,
// which links the view's first page from its later ones, lists no index
// URL.
func TestValidateLeavesOutViews(t *testing.T) {
	const h = "http://f.example"
	doc := &align.Doc{}
	mk := func(u, typ string, v *visit) *page {
		return &page{url: u, final: u, status: 200, doc: doc, typ: typ, visit: v}
	}
	boards := []string{h + "/forum/cooking", h + "/forum/garden"}
	menu := []string{h + "/forum/recent", h + "/forum/noreplies", h + "/forum/search", h + "/forum/statistics"}
	listing := func(u string, crumbs ...string) *page {
		return mk(u, TypeIndex, &visit{threadKey: "topics", threadURLs: []string{u + "/1-a"},
			index: map[string][]string{"menu": menu, "crumbs": crumbs}, heavy: []string{"topics"}})
	}
	home := mk(h+"/forum", TypeIndex, &visit{index: map[string][]string{"boards": boards, "menu": menu}})
	later := listing(h+"/forum/recent?start=20", h+"/forum", h+"/forum/recent")
	later.fam = h + "/forum/recent"
	pages := []*page{
		home, listing(boards[0], h+"/forum", h+"/forum/food", boards[0]), listing(boards[1], h+"/forum", h+"/forum/home", boards[1]),
		listing(h + "/forum/food"), listing(h + "/forum/home"), listing(h + "/forum/recent"), later,
		mk(h+"/forum/noreplies", pagetype.Other, &visit{index: map[string][]string{"menu": menu}}),
		mk(h+"/forum/search", pagetype.Other, &visit{index: map[string][]string{"menu": menu}}),
	}
	l := validated(home, pages)
	if l.valid["menu"] || !l.valid["boards"] || !l.valid["crumbs"] {
		t.Fatalf("kept %v, want the boards and the breadcrumb, not the menu", l.valid)
	}
	lists := l.indexLists(home)
	for _, us := range lists {
		if slices.Contains(us, h+"/forum/recent") {
			t.Errorf("index lists %v hold the recent topics", lists)
		}
	}
	got := l.nonIndex(home, lists)
	for _, u := range menu {
		if !slices.Contains(got, u) {
			t.Errorf("nonIndex = %v, want %s among them", got, u)
		}
	}
	if slices.Contains(got, later.url) {
		t.Errorf("nonIndex = %v holds a later page", got)
	}
}

// The URLs of a group whose destinations voted neither index nor thread
// are no index URLs, fetched or not, the classifier's reading aside: a
// menu of recent topics and forms beside boards named /community/SLUG/. A
// board it names too stays an index URL. A group voted index and then
// dropped (its pages the boards under other spellings) says nothing of
// its URLs.
func TestNonIndexOutvoted(t *testing.T) {
	const h = "http://f.example/community/"
	doc := &align.Doc{}
	mk := func(u, typ string, v *visit) *page {
		return &page{url: u, final: u, status: 200, doc: doc, typ: typ, visit: v}
	}
	boards := []string{h + "cooking/", h + "garden/"}
	menu := []string{h + "recent/", h + "sign-in/", h + "cooking/"}
	board := func(u string) *page {
		return mk(u, TypeIndex, &visit{threadKey: "topics", threadURLs: []string{u + "a-topic/"}, index: map[string][]string{"boards": boards}, heavy: []string{"topics"}})
	}
	home := mk(h, TypeIndex, &visit{threadKey: "topics", threadURLs: []string{h + "cooking/a-topic/"}, index: map[string][]string{"boards": boards}})
	l := validated(home, []*page{home, board(boards[0]), board(boards[1]), mk(h+"recent/", TypeIndex, nil)})
	l.shown = map[string][]shownGroup{"menu": {{url: home.url, family: home.url, urls: menu}}}
	for _, tc := range []struct {
		verdict  string
		outvoted bool
		want     []string
	}{
		{"", true, []string{h + "recent/", h + "sign-in/"}},
		{"", false, nil},
		{TypeThread, false, nil},
	} {
		l.verdicts = map[string]string{"boards": TypeIndex, "menu": tc.verdict}
		l.outvoted = map[string]bool{"menu": tc.outvoted}
		if got := l.nonIndex(home, l.indexLists(home)); !slices.Equal(got, tc.want) {
			t.Errorf("menu voted %q (outvoted %v): nonIndex = %q, want %q", tc.verdict, tc.outvoted, got, tc.want)
		}
	}
}

// validated is a learner that fetched pages (home first), every page
// but home linked from an index group, after validate.
// oneIndexList validates pages, wants the group key kept, and checks that
// the index training lists are that group's URLs want.
func oneIndexList(t *testing.T, home *page, pages []*page, key string, want []string) (*learner, [][]string) {
	t.Helper()
	l := validated(home, pages)
	if !l.valid[key] {
		t.Fatalf("group %s not kept", key)
	}
	lists := l.indexLists(home)
	if len(lists) != 1 || !slices.Equal(lists[0], want) {
		t.Errorf("index lists %v, want [%v]", lists, want)
	}
	return l, lists
}

func validated(home *page, pages []*page) *learner {
	l := &learner{
		log:   slog.New(slog.NewTextHandler(io.Discard, nil)),
		pages: map[string]*page{}, index: &urlSet{seen: map[string]bool{}},
	}
	for _, p := range pages {
		l.pages[p.url] = p
		l.order = append(l.order, p)
		if p != home {
			l.index.add(p.url)
		}
	}
	l.validate(context.Background(), home)
	return l
}

// A page without threads of its own counts for its group when it lists
// the site's boards (a category page), not when it names one board (a
// tag's search results, each row "in" its board) or names boards after
// other links (a stream of posts, each "posted in" its board): a tag cloud
// whose tags hold a topic or two, and a menu of members' groups, are no
// index groups.
func TestValidateWantsAListOfBoards(t *testing.T) {
	const h = "http://f.example"
	doc := &align.Doc{}
	mk := func(u string, v *visit) *page {
		return &page{url: u, final: u, status: 200, doc: doc, typ: TypeIndex, visit: v}
	}
	boards := []string{h + "/forum/1/", h + "/forum/2/"}
	board := func(u string) *page {
		return mk(u, &visit{threadKey: "topics", threadURLs: []string{u + "topic/1/"}, index: map[string][]string{}, heavy: []string{"topics"}})
	}
	tag := func(u, in string) *page {
		return mk(u, &visit{index: map[string][]string{"boards": {in}}, heavy: []string{"results", "boards"}})
	}
	// A members' group shows its members' posts, each naming its board.
	group := func(u string) *page {
		return mk(u, &visit{index: map[string][]string{"boards": boards}, heavy: []string{"posts", "boards"}, trailing: []string{"boards"}})
	}
	// A category of two boards with short names: their last posts' titles
	// and a list of recent posts outweigh them.
	light := func(u string) *page {
		return mk(u, &visit{index: map[string][]string{"boards": boards}, heavy: []string{"recent", "last posts"}, leads: map[string]string{"last posts": "boards"}})
	}
	home := mk(h+"/", &visit{index: map[string][]string{"boards": boards, "cats": {h + "/cat/1/"}, "tags": {h + "/tag/a/", h + "/tag/b/"},
		"groups": {h + "/groups/a/", h + "/groups/b/"}, "light": {h + "/cat/2/", h + "/cat/3/"}}})
	pages := []*page{
		home, board(boards[0]), board(boards[1]),
		mk(h+"/cat/1/", &visit{index: map[string][]string{"boards": boards}, heavy: []string{"boards"}}),
		light(h + "/cat/2/"), light(h + "/cat/3/"),
		tag(h+"/tag/a/", boards[0]), tag(h+"/tag/b/", boards[1]),
		group(h + "/groups/a/"), group(h + "/groups/b/"),
	}
	l := validated(home, pages)
	if !l.valid["boards"] || !l.valid["cats"] || !l.valid["light"] {
		t.Errorf("kept %v, want the boards and the categories", l.valid)
	}
	if l.valid["tags"] {
		t.Error("the tag cloud is kept: its pages name one board each")
	}
	if l.valid["groups"] {
		t.Error("the members' groups are kept: their pages name a board per post")
	}
}

// The boards' thread list is the one most pages one step down show; the
// entry page's own list counts too when some of them show it (a blog's
// front page and its tag pages), not when none does (last-post links); so
// does the list most pages of each of the entry page's own index groups
// show, three at least, when the group does not trail its records.
func TestMainThreadGroups(t *testing.T) {
	const h = "http://f.example"
	for _, tc := range []struct {
		name     string
		own      string
		shown    map[string]string // destination URL -> its thread group
		group    map[string]string // destination URL -> the entry page's index group linking it, "g" if none
		trailing []string          // the entry page's index groups trailing its records
		want     []string
	}{
		{"a sidebar a category page shows", "widget",
			map[string]string{h + "/c/": "widget", h + "/f/1/": "topics", h + "/f/2/": "topics"}, nil, nil, []string{"topics", "widget"}},
		{"last-post links no board shows", "last posts",
			map[string]string{h + "/f/1/": "topics", h + "/f/2/": "topics"}, nil, nil, []string{"topics"}},
		{"the front page's list, on a minority of pages", "front",
			map[string]string{h + "/questions": "front", h + "/t/a": "tagged", h + "/t/b": "tagged"}, nil, nil, []string{"tagged", "front"}},
		{"no destination lists threads", "front", map[string]string{h + "/about": ""}, nil, nil, []string{"front"}},
		{"categories beside more tags", "latest",
			map[string]string{h + "/t/a": "tagged", h + "/t/b": "tagged", h + "/t/c": "tagged", h + "/t/d": "tagged",
				h + "/c/x": "category", h + "/c/y": "category", h + "/c/z": "category"},
			map[string]string{h + "/c/x": "cats", h + "/c/y": "cats", h + "/c/z": "cats"}, nil, []string{"tagged", "category"}},
		{"tags trailing the topic rows", "latest",
			map[string]string{h + "/t/a": "tagged", h + "/t/b": "tagged", h + "/t/c": "tagged",
				h + "/c/w": "category", h + "/c/x": "category", h + "/c/y": "category", h + "/c/z": "category"},
			map[string]string{h + "/t/a": "tags", h + "/t/b": "tags", h + "/t/c": "tags"}, []string{"tags"}, []string{"category"}},
		{"a pair of views of the boards", "",
			map[string]string{h + "/search/recent": "results", h + "/search/unanswered": "results",
				h + "/f/1": "topics", h + "/f/2": "topics", h + "/f/3": "topics"},
			map[string]string{h + "/search/recent": "views", h + "/search/unanswered": "views"}, nil, []string{"topics"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			home := &page{url: h + "/", visit: &visit{threadKey: tc.own, index: map[string][]string{}, trailing: tc.trailing}}
			l := &learner{pages: map[string]*page{}}
			for _, u := range slices.Sorted(maps.Keys(tc.shown)) {
				g := tc.group[u]
				if g == "" {
					g = "g"
				}
				home.visit.index[g] = append(home.visit.index[g], u)
				p := &page{url: u, visit: &visit{threadKey: tc.shown[u]}}
				l.pages[u] = p
				l.order = append(l.order, p)
			}
			if got := l.mainThreadGroups(home); !slices.Equal(got, tc.want) {
				t.Errorf("mainThreadGroups = %q, want %q", got, tc.want)
			}
		})
	}
}

// winner decides a group's vote: a majority, or for a group fetched whole,
// half of it index pages, or a third when that is three pages at least; or
// thread pages tying with 'other' pages in a sample of six or more.
func TestWinner(t *testing.T) {
	for _, c := range []struct {
		name  string
		tally map[string]int
		whole bool
		want  string
	}{
		{"index majority", map[string]int{TypeIndex: 4, pagetype.Other: 2}, false, TypeIndex},
		{"thread majority", map[string]int{TypeThread: 5, TypeIndex: 1}, false, TypeThread},
		{"one vote decides nothing", map[string]int{TypeIndex: 1}, true, ""},
		{"a sampled group's tie is undecided", map[string]int{TypeIndex: 2, pagetype.Other: 2}, false, ""},
		{"a menu fetched whole, half index pages", map[string]int{TypeIndex: 2, pagetype.Other: 2}, true, TypeIndex},
		{"a menu fetched whole, mostly other pages", map[string]int{TypeIndex: 1, pagetype.Other: 6}, true, ""},
		{"a menu fetched whole, three lists of seven", map[string]int{TypeIndex: 3, pagetype.Other: 4}, true, TypeIndex},
		{"a sampled group's three of seven", map[string]int{TypeIndex: 3, pagetype.Other: 4}, false, ""},
		{"a profile's tabs, one list of three", map[string]int{TypeIndex: 1, pagetype.Other: 2}, true, ""},
		{"three lists of ten", map[string]int{TypeIndex: 3, pagetype.Other: 7}, true, ""},
		{"a small thread tie stays undecided", map[string]int{TypeThread: 2, pagetype.Other: 2}, true, ""},
		{"a thread tie in a large sample carries", map[string]int{TypeThread: 5, pagetype.Other: 5}, false, TypeThread},
		{"an index tie in a large sample does not", map[string]int{TypeIndex: 5, pagetype.Other: 5}, false, ""},
		{"nor does a thread tie with index pages", map[string]int{TypeThread: 3, TypeIndex: 3}, false, ""},
		{"half index, half thread pages: no menu", map[string]int{TypeIndex: 4, TypeThread: 4}, true, ""},
	} {
		n := 0
		for _, v := range c.tally {
			n += v
		}
		if got := winner(c.tally, n, c.whole); got != c.want {
			t.Errorf("%s: winner(%v, whole %v) = %q, want %q", c.name, c.tally, c.whole, got, c.want)
		}
	}
}

// A vote is contested, and taken again with a second sample, when index
// and thread pages both have a good share of it.
func TestContested(t *testing.T) {
	for _, c := range []struct {
		name  string
		tally map[string]int
		won   string
		want  bool
	}{
		{"four lists against two threads", map[string]int{TypeIndex: 4, TypeThread: 2}, TypeIndex, true},
		{"four threads against two lists", map[string]int{TypeThread: 4, TypeIndex: 2}, TypeThread, true},
		{"five lists against one thread", map[string]int{TypeIndex: 5, TypeThread: 1}, TypeIndex, false},
		{"threads against 'other' pages", map[string]int{TypeThread: 4, pagetype.Other: 2}, TypeThread, false},
		{"lists alone", map[string]int{TypeIndex: 6}, TypeIndex, false},
	} {
		if got := contested(c.tally, c.won); got != c.want {
			t.Errorf("%s: contested(%v, %s) = %v, want %v", c.name, c.tally, c.won, got, c.want)
		}
	}
}

// route is the word a web application's path starts with; titles, dates
// and single files have none.
func TestRoute(t *testing.T) {
	for _, c := range []struct{ url, want string }{
		{"http://f.example/d/12-a-title", "d"},
		{"http://f.example/t/carriers-plans", "t"},
		{"http://f.example/forum/3-news/", "forum"},
		{"http://f.example/index.php?/topic/5-a-title/", "topic"},
		{"http://f.example/a-title/", ""},
		{"http://f.example/2024/05/a-title", ""},
		{"http://f.example/viewtopic.php?t=3", ""},
		{"http://f.example/t5/board", ""},
		{"http://f.example/", ""},
	} {
		if got := route(c.url); got != c.want {
			t.Errorf("route(%s) = %q, want %q", c.url, got, c.want)
		}
	}
}

// parent is a URL up to its path's last segment, whatever its query.
func TestParent(t *testing.T) {
	for _, c := range []struct{ url, want string }{
		{"http://f.example/forums/topic-tag/x/", "http://f.example/forums/topic-tag/"},
		{"http://f.example/t5/tag/x/tg-p", "http://f.example/t5/tag/x/"},
		{"http://f.example/viewforum.php?f=3/4", "http://f.example/"},
		{"http://f.example/discuss/discussions/tagged/x", "http://f.example/discuss/discussions/tagged/"},
	} {
		if got := parent(c.url); got != c.want {
			t.Errorf("parent(%s) = %q, want %q", c.url, got, c.want)
		}
	}
}

// A page's list is a directory of the site's boards when two of its URLs
// are boards, the rest are their siblings of the same form, and it lists
// every board of that kind; a list of the boards' threads, of tags, of one
// board, or of a few of the tags is none. A list laid out as the front
// page's boards must have the form most of those have.
func TestBoardLists(t *testing.T) {
	const f = "http://f.example/"
	boards := map[string]bool{f + "m/bread": true, f + "m/cars": true, f + "m/bikes": true,
		f + "tag/a": true, f + "tag/b": true, f + "tag/c": true, f + "tag/d": true, f + "tag/e": true}
	for _, c := range []struct {
		urls []string
		want bool
	}{
		{[]string{f + "m/bread", f + "m/cars"}, false},
		{[]string{f + "m/bread", f + "m/cars", f + "m/bikes"}, true},
		{[]string{f + "m/bread", f + "m/cars", f + "m/bikes", f + "m/tea", f + "m/boats"}, true},
		{[]string{f + "m/bread", f + "m/cars", f + "m/tea", f + "m/boats"}, false},
		{[]string{f + "m/bread", f + "m/cars", f + "m/bikes", f + "m/cars/t/4/a-wheel"}, false},
		{[]string{f + "m/bread", f + "m/tea", f + "m/boats"}, false},
		{[]string{f + "m/bread", f + "m/cars", f + "m/bikes", f + "tags/tea"}, false},
		{[]string{f + "m/bread", f + "m/cars", f + "m/bikes", f + "m/7"}, false},
		{[]string{f + "tag/a", f + "tag/b", f + "tag/c", f + "tag/x"}, false},
		{[]string{f + "tag/a", f + "tag/b", f + "tag/c", f + "tag/d", f + "tag/e", f + "tag/x"}, true},
	} {
		if got := directory(c.urls, boards); got != c.want {
			t.Errorf("directory(%q) = %v, want %v", c.urls, got, c.want)
		}
	}
	front := []string{f + "m/bread", f + "m/cars/t/4/a-wheel", f + "m/cars", f + "m/bikes", f + "m/tea/t/9/a-pot"}
	for _, c := range []struct {
		urls []string
		want bool
	}{
		{[]string{f + "m/bread", f + "m/boats"}, true},
		{[]string{f + "m/bread", f + "m/tea/t/2/a-cup"}, false},
		{[]string{f + "m/bread", f + "m/boats?sort=new"}, false},
	} {
		if got := ofCommonForm(c.urls, front); got != c.want {
			t.Errorf("ofCommonForm(%q) = %v, want %v", c.urls, got, c.want)
		}
	}
}

// A list named by an id as the index URLs are is one of them however
// empty; a page named by a word beside boards named by words is another
// kind of page.
func TestNumberedKin(t *testing.T) {
	const f = "http://f.example/"
	listed := map[string]bool{f + "category/3/gardens/": true, f + "forum/kitchen": true}
	for _, c := range []struct {
		url  string
		want bool
	}{
		{f + "category/2/uncategorized/", true},
		{f + "category/12/a-b/", true},
		{f + "category/2/uncategorized", false}, // another form
		{f + "category/2/", false},
		{f + "user/2/ann/", false},
		{f + "forum/recent", false},
	} {
		if got := numberedKin(c.url, listed); got != c.want {
			t.Errorf("numberedKin(%q) = %v, want %v", c.url, got, c.want)
		}
	}
}

// The pages above the entry page are the site the forum is part of: a
// CMS's home page that shows the latest topics in a block and passes for
// an index page is no index URL of a forum at /forum.
func TestIndexListsLeaveOutTheSiteAbove(t *testing.T) {
	const h = "http://f.example"
	doc := &align.Doc{}
	crumbs := []string{h + "/", h + "/forum/garden", h + "/forum/kitchen"}
	mk := func(u string) *page {
		return &page{url: u, final: u, status: 200, doc: doc, typ: TypeIndex, visit: &visit{
			threadKey: "topics", threadURLs: []string{u + "/1-topic"}, index: map[string][]string{"crumbs": crumbs}}}
	}
	home := mk(h + "/forum")
	l := validated(home, []*page{home, mk(h + "/"), mk(h + "/forum/garden"), mk(h + "/forum/kitchen")})
	want := []string{h + "/forum/garden", h + "/forum/kitchen"}
	if lists := l.indexLists(home); len(lists) != 1 || !slices.Equal(lists[0], want) {
		t.Errorf("index lists %v, want [%v]", lists, want)
	}
	for _, c := range []struct {
		url, entry string
		want       bool
	}{
		{h + "/", h + "/forum", true},
		{h + "/community/", h + "/community/forum/index.php", true},
		{h + "/forum/", h + "/forum", false},       // the entry page itself
		{h + "/forum/garden", h + "/forum", false}, // below it
		{h + "/foru", h + "/forum", false},         // a prefix, not a path ancestor
		{h + "/?page=2", h + "/forum", false},      // a page of its own
		{"http://g.example/", h + "/forum", false}, // another host
	} {
		if got := above(c.url, c.entry); got != c.want {
			t.Errorf("above(%s, %s) = %v, want %v", c.url, c.entry, got, c.want)
		}
	}
}

// A list laid out as a known one but leading to other routes only may be
// another list (Flarum's tags beside its discussions) and is judged anew,
// unless its key is known to span routes (a news site's sections); one
// whose routes overlap its key's is that list, and widens its routes.
func TestSplitByRoute(t *testing.T) {
	const h = "http://f.example/"
	const key = "div/ul/li/a ?"
	for _, c := range []struct {
		name      string
		urls      []string
		mixed     bool
		own       bool // a verdict is known for the key of its own routes
		wantKey   string
		wantSplit string
		wantRoute []string
	}{
		{"another route", []string{h + "t/a", h + "t/b"}, false, false, key, key + " t", []string{"d"}},
		{"another route, judged before", []string{h + "t/a", h + "t/b"}, false, true, key + " t", "", []string{"d"}},
		{"a key spanning routes", []string{h + "t/a", h + "t/b"}, true, false, key, "", []string{"d", "t"}},
		{"overlapping routes", []string{h + "d/1-a", h + "u/x"}, false, false, key, "", []string{"d", "u"}},
		{"no routes", []string{h + "a-title", h + "b-title"}, false, false, key, "", []string{"d"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			l := &learner{verdicts: map[string]string{key: TypeThread}, routes: map[string][]string{key: {"d"}}, mixed: map[string]bool{key: c.mixed}}
			if c.own {
				l.verdicts[key+" t"] = TypeIndex
			}
			g := &group{key: key, urls: c.urls}
			l.splitByRoute(g)
			if g.key != c.wantKey || g.split != c.wantSplit || !slices.Equal(l.routes[key], c.wantRoute) {
				t.Errorf("key %q, split %q, routes %v; want %q, %q, %v", g.key, g.split, l.routes[key], c.wantKey, c.wantSplit, c.wantRoute)
			}
		})
	}
}

// A column of links into the threads of a page's thread group (their
// last pages, their last posts) is no list of its own.
func TestExtending(t *testing.T) {
	const h = "http://f.example/"
	threads := []string{h + "forums/topic/a/", h + "forums/topic/b/", h + "showthread.php?t=5"}
	for _, c := range []struct {
		name string
		urls []string
		want bool
	}{
		{"last pages", []string{h + "forums/topic/a/page/3/", h + "forums/topic/b/page/2/"}, true},
		{"last posts by query", []string{h + "showthread.php?t=5&goto=newpost", h + "forums/topic/a/#post-9"}, true},
		{"other threads", []string{h + "forums/topic/c/", h + "forums/topic/d/page/2/"}, false},
		{"the threads themselves", threads, false},
		{"a longer id", []string{h + "showthread.php?t=51", h + "showthread.php?t=52"}, false},
	} {
		if got := extending(&group{urls: c.urls}, threads); got != c.want {
			t.Errorf("%s: extending = %v, want %v", c.name, got, c.want)
		}
	}
}

// A group outlists a page's thread group when it links all of its threads
// and more: Lobsters' "N comments" beside titles that link on-site only
// the stories without a link of their own.
func TestOutlists(t *testing.T) {
	const h = "http://f.example/s/"
	v := &visit{threadKey: "titles", threadURLs: []string{h + "a", h + "c"}}
	for _, c := range []struct {
		name string
		urls []string
		want bool
	}{
		{"every story's comments", []string{h + "a", h + "b", h + "c", h + "d"}, true},
		{"the same threads", []string{h + "a", h + "c"}, false},
		{"more, but not all of them", []string{h + "a", h + "b", h + "d"}, false},
		{"last pages", []string{h + "a/page/2", h + "b/page/2", h + "c/page/2"}, false},
	} {
		if got := v.outlists(&group{urls: c.urls}); got != c.want {
			t.Errorf("%s: outlists = %v, want %v", c.name, got, c.want)
		}
	}
	if (&visit{}).outlists(&group{urls: []string{h + "a"}}) {
		t.Error("a page without a thread group: outlists = true")
	}
}

// A page's thread group is its heaviest, unless a group that outlists it
// is as much the page's own: Lobsters' newest stories show titles linking
// a few stories on-site and every story's "N comments", and both are
// shown again by the views of the list (active, recent) under other URLs.
func TestThreadGroup(t *testing.T) {
	const h = "http://f.example/"
	titles := &group{key: "titles", urls: []string{h + "s/a", h + "s/c"}}
	comments := &group{key: "comments", urls: []string{h + "s/a", h + "s/b", h + "s/c", h + "s/d"}}
	for _, c := range []struct {
		name      string
		elsewhere []*group // groups a view of the list under another URL shows the same
		want      string
	}{
		{"neither shown elsewhere", nil, "comments"},
		{"both shown by a view", []*group{titles, comments}, "comments"},
		{"the titles alone shown elsewhere", []*group{titles}, "comments"},
		{"the comments alone shown elsewhere: a widget beside the page's own titles", []*group{comments}, "titles"},
	} {
		l := &learner{shown: map[string][]shownGroup{}}
		for _, g := range c.elsewhere {
			l.shown[g.key] = []shownGroup{{url: h + "active", family: h + "active", urls: g.urls}}
		}
		p := &page{url: h + "newest", visit: &visit{index: map[string][]string{}}}
		l.threadGroup(p, titles)
		l.threadGroup(p, comments)
		if p.visit.threadKey != c.want {
			t.Errorf("%s: thread group %q, want %q", c.name, p.visit.threadKey, c.want)
		}
	}
}

// A list's threads are never the list itself: Simple:Press aligns a
// board's pager link to its first page with the titles of its topics.
func TestThreadGroupOwnList(t *testing.T) {
	const board = "http://f.example/forum/engines/"
	l := &learner{shown: map[string][]shownGroup{}}
	p := &page{url: board + "page-2/", fam: board, visit: &visit{index: map[string][]string{}}}
	l.threadGroup(p, &group{key: "titles", urls: []string{board + "oil-change/", board + "spark-plugs/", board, board + "page-2/"}})
	if want := []string{board + "oil-change/", board + "spark-plugs/"}; !slices.Equal(p.visit.threadURLs, want) {
		t.Errorf("thread URLs %v, want %v", p.visit.threadURLs, want)
	}
}

// Two pages show the same links when they differ in nothing but links to
// themselves, which a page's groups leave out.
func TestSameLinks(t *testing.T) {
	for _, c := range []struct {
		name string
		a, b []string
		want bool
	}{
		{"equal, another order", []string{"x", "y", "z"}, []string{"z", "x", "y"}, true},
		{"one lacks the link to itself", []string{"x", "z"}, []string{"x", "y", "z"}, true},
		{"another link", []string{"x", "w"}, []string{"x", "z"}, false},
		{"nothing but the pages themselves", []string{"y"}, []string{"p"}, false},
	} {
		if got := sameLinks(c.a, c.b, "p", "y"); got != c.want {
			t.Errorf("%s: sameLinks = %v, want %v", c.name, got, c.want)
		}
	}
}

// A destination naming another URL its canonical one is a duplicate and
// votes for neither, unless every such page names the same one. So does a
// redirect; a destination that is no HTML page (a feed) abstains.
func TestTallyCanonical(t *testing.T) {
	const h = "http://f.example"
	mk := func(u, canonical string) *page {
		d, err := align.Parse(strings.NewReader(`<html><head><link rel="canonical" href="`+canonical+`"></head><body><p>A post.</p></body></html>`), u)
		if err != nil {
			t.Fatal(err)
		}
		return &page{url: u, final: u, status: 200, doc: d, typ: TypeThread, canonical: pathQuery(d.Canonical())}
	}
	feed := func(u string) *page {
		return &page{url: u, final: u, status: 200, contentType: "application/atom+xml; charset=utf-8"}
	}
	l := &learner{verdicts: map[string]string{}, shown: map[string][]shownGroup{}, profiles: map[string]bool{}}
	for _, c := range []struct {
		name string
		ps   []*page
		want map[string]int
	}{
		{"topics naming themselves", []*page{mk(h+"/t/1", "/t/1"), mk(h+"/t/2", "https://f.example/t/2/")},
			map[string]int{TypeThread: 2}},
		{"message permalinks naming their topics", []*page{mk(h+"/m/11", "/t/1"), mk(h+"/m/21", "/t/2"), mk(h+"/t/3", "/t/3")},
			map[string]int{"": 2, TypeThread: 1}},
		{"one permalink", []*page{mk(h+"/m/11", "/t/1"), mk(h+"/t/3", "/t/3")},
			map[string]int{"": 1, TypeThread: 1}},
		{"every page naming the home", []*page{mk(h+"/t/1", "/"), mk(h+"/t/2", "/")},
			map[string]int{TypeThread: 2}},
		{"a feed beside each topic abstains", []*page{mk(h+"/t/1", "/t/1"), feed(h + "/feeds/t/1/"), mk(h+"/t/2", "/t/2"), feed(h + "/feeds/t/2/")},
			map[string]int{TypeThread: 2}},
		{"a redirect votes neither", []*page{mk(h+"/t/1", "/t/1"), {url: h + "/p/5", final: h + "/t/1", status: 200, contentType: "text/html"}},
			map[string]int{TypeThread: 1, "": 1}},
	} {
		if got := l.tally(context.Background(), c.ps); !maps.Equal(got, c.want) {
			t.Errorf("%s: tally %v, want %v", c.name, got, c.want)
		}
	}
}

// A page the classifier calls 'other' that is laid out as one of the
// group's thread pages (a thread of one post beside threads of many) votes
// thread; a page of another layout (a login form), or one that shows no
// post in the same frames, keeps its vote.
func TestTallyShortThreads(t *testing.T) {
	const h = "http://f.example"
	thread := func(u string, posts int, typ string) *page {
		var b strings.Builder
		b.WriteString(`<html><body><div id=nav><a href="/">Home</a> <a href="/login">Log in</a></div><h1>A topic</h1><div id=posts>`)
		for i := range posts {
			fmt.Fprintf(&b, `<div class=post><a href="/u/%d">member%d</a><span>2 May 2025</span><p>%s</p></div>`, i, i, strings.Repeat("Some words of a reply. ", 12))
		}
		b.WriteString(`</div><div id=foot><a href="/about">About</a></div></body></html>`)
		d, err := align.Parse(strings.NewReader(b.String()), u)
		if err != nil {
			t.Fatal(err)
		}
		return &page{url: u, final: u, status: 200, doc: d, typ: typ}
	}
	login := func(u string) *page {
		d, err := align.Parse(strings.NewReader(`<html><body><form><table><tr><td>Name</td><td><input name=u></td></tr><tr><td>Password</td><td><input type=password name=p></td></tr></table><button>Log in</button></form><ul><li><a href="/register">Register</a></li><li><a href="/lost">Lost password</a></li></ul></body></html>`), u)
		if err != nil {
			t.Fatal(err)
		}
		return &page{url: u, final: u, status: 200, doc: d, typ: pagetype.Other}
	}
	l := &learner{verdicts: map[string]string{}, shown: map[string][]shownGroup{}, profiles: map[string]bool{}}
	for _, c := range []struct {
		name string
		ps   []*page
		want map[string]int
	}{
		{"short threads beside long ones", []*page{thread(h+"/t/1", 8, TypeThread), thread(h+"/t/2", 1, pagetype.Other), thread(h+"/t/3", 2, pagetype.Other)},
			map[string]int{TypeThread: 3}},
		{"a login page beside threads", []*page{thread(h+"/t/1", 8, TypeThread), login(h + "/login")},
			map[string]int{TypeThread: 1, pagetype.Other: 1}},
		{"a page of the same frames without a post", []*page{thread(h+"/t/1", 8, TypeThread), thread(h+"/about", 0, pagetype.Other)},
			map[string]int{TypeThread: 1, pagetype.Other: 1}},
		{"short threads alone", []*page{thread(h+"/t/2", 1, pagetype.Other), thread(h+"/t/3", 2, pagetype.Other)},
			map[string]int{pagetype.Other: 2}},
	} {
		if got := l.tally(context.Background(), c.ps); !maps.Equal(got, c.want) {
			t.Errorf("%s: tally %v, want %v", c.name, got, c.want)
		}
	}
}

// The sort and filter links of a list are views of it, not lists of their
// own: they keep every parameter of the page and add some.
func TestViews(t *testing.T) {
	const h = "http://f.example/index.php"
	for _, tc := range []struct {
		name  string
		src   string
		entry bool
		urls  []string
		want  bool
	}{
		{"sort headers of a board", h + "?board=6.0", false, []string{h + "?board=6.0;sort=subject", h + "?board=6.0;sort=views;desc"}, true},
		{"ampersands", h + "?fid=3&page=2", false, []string{h + "?fid=3&page=2&sortby=lastpost"}, true},
		{"boards of the entry page", h, true, []string{h + "?board=6.0", h + "?board=7.0"}, false},
		{"sort menu of a board at a path", "http://f.example/category/1/photo", false,
			[]string{"http://f.example/category/1/photo?sort=most_posts", "http://f.example/category/1/photo?sort=most_views"}, true},
		{"other boards", h + "?board=6.0", false, []string{h + "?board=7.0;sort=subject"}, false},
		{"one link elsewhere", h + "?board=6.0", false, []string{h + "?board=6.0;sort=subject", "http://f.example/other.php?board=6.0;sort=views"}, false},
		{"the page itself", h + "?board=6.0", false, []string{h + "?board=6.0"}, false},
		{"folders of an entry page with the site's constant", h + "?webtag=DEFAULT", true,
			[]string{h + "?webtag=DEFAULT&mode=0&folder=3", h + "?webtag=DEFAULT&mode=0&folder=4"}, false},
		{"sort headers of a board with the site's constant", h + "?webtag=DEFAULT&folder=3", false,
			[]string{h + "?webtag=DEFAULT&folder=3&sort=1"}, true},
		// Page numbers that set a parameter of the page's own URL are its
		// own paging (Elgg's discussion/all?offset=20, see judge); numbers
		// on other paths are not (a blog's year archives).
		{"offsets of a page without parameters", "http://f.example/discussion/all", false,
			[]string{"http://f.example/discussion/all?offset=20", "http://f.example/discussion/all?offset=40"}, true},
		{"a board's offsets", "http://f.example/viewforum.php?f=2", false, []string{"http://f.example/viewforum.php?f=2&start=25"}, true},
		{"year archives", "http://f.example/", false, []string{"http://f.example/2024/", "http://f.example/2025/"}, false},
		{"another list's pages", "http://f.example/discussion/all", false,
			[]string{"http://f.example/discussion/all?offset=20", "http://f.example/discussion/group/7?offset=20"}, false},
		{"a longer path", "http://f.example/forum/a", false, []string{"http://f.example/forum/ab?page=2"}, false},
	} {
		if got := views(tc.src, tc.urls, []string{"webtag=DEFAULT"}, tc.entry); got != tc.want {
			t.Errorf("%s: views = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// A link that follows a link to another page in its record attributes
// the record (a post "posted in" its board), and is marked with the link
// it follows; a list of boards leads with its boards, whatever follows
// them, a category's boards after its own link are a list, not an
// attribution, and a member's name before a title leads nothing.
func TestTrailing(t *testing.T) {
	rows := func(row string) string {
		var b strings.Builder
		b.WriteString("<ul>")
		for i := range 4 {
			fmt.Fprintf(&b, row, i, i, i)
		}
		b.WriteString("</ul>")
		return b.String()
	}
	for _, tc := range []struct {
		name, row string
		trails    []string // URL prefixes of the links marked
		lead      string   // URL prefix of the link they follow
	}{
		{"stream of posts", `<li><a class="title" href="/post/%d">A question about the garden hose</a><p>Some text of the post, long enough to read.</p><span class="where"><a href="/category/%d/c">posted in General</a></span><span class="who"><a href="/user/u%d">someone</a></span></li>`,
			[]string{"/category/", "/user/"}, "/post/"},
		{"list of boards", `<li><a class="title" href="/forum/%d">Board of the garden</a><span class="last">Last post: <a href="/topic/%d">Re: the question about hoses</a></span><span class="who"><a href="/user/u%d">someone</a></span></li>`,
			[]string{"/topic/", "/user/"}, "/forum/"},
		{"last post and its poster in one cell", `<li><a class="title" href="/forum/%d">Board of the garden</a><span class="last"><a href="/topic/%d">Re: the question about hoses</a> by <a href="/user/u%d">someone</a></span></li>`,
			[]string{"/topic/", "/user/"}, "/forum/"},
		{"last post beside the day's activity", `<li><a class="title" href="/forum/%d">Board of the garden</a><span class="last"><a href="/activity?from=2025-08-%d">about 1 year</a> ago <a href="/topic/%d?r=9">RE: the question about hoses</a></span></li>`,
			[]string{"/topic/", "/activity"}, "/forum/"},
		// Simple:Press: the last post's title and an arrow icon, one URL.
		{"last post and its icon", `<li><a class="title" href="/forum/%d">Board of the garden</a><span class="last"><a href="/topic/%d#p9">Re: the question about hoses</a> <a href="/topic/%d#p9"><img src="arrow.png" alt=""></a></span></li>`,
			[]string{"/topic/"}, "/forum/"},
		{"categories of boards", `<li><a class="title" href="/category/%d">Garden</a><p>Boards of the garden</p><ul class="boards"><li><a href="/forum/%d">Roses</a></li><li><a href="/forum/%d1">Tulips</a></li></ul></li>`,
			nil, ""},
		{"a member first", `<li><span class="who"><a href="/user/u%d">someone</a></span> wrote <a class="title" href="/topic/%d">A question about the garden hose</a> in <span class="where"><a href="/forum/%d">Board</a></span></li>`,
			[]string{"/forum/"}, "/topic/"},
	} {
		d, err := align.Parse(strings.NewReader("<html><body>"+rows(tc.row)+"</body></html>"), "http://f.example/")
		if err != nil {
			t.Fatal(err)
		}
		follow := map[*html.Node]align.Link{}
		for _, k := range d.Links() {
			follow[k.Node] = k
		}
		marked := trailing(d.LinkTables(), follow)
		for _, k := range d.Links() {
			want := slices.ContainsFunc(tc.trails, func(p string) bool { return strings.HasPrefix(k.URL, "http://f.example"+p) })
			if got := marked[k.Node] != nil; got != want {
				t.Errorf("%s: %s trailing = %v, want %v", tc.name, k.URL, got, want)
			} else if got && !strings.HasPrefix(follow[marked[k.Node]].URL, "http://f.example"+tc.lead) {
				t.Errorf("%s: %s follows %s, want %s...", tc.name, k.URL, follow[marked[k.Node]].URL, tc.lead)
			}
		}
	}
}

// A page's lists are its heavy groups that name each URL about once: the
// boards of a category page are its list, the board named on every item
// of an activity stream is not.
func TestHeavy(t *testing.T) {
	g := func(key string, weight, links int, urls ...string) *group {
		return &group{key: key, weight: weight, links: links, urls: urls}
	}
	for _, tc := range []struct {
		name string
		gs   []*group
		want []string
	}{
		{"category page", []*group{g("boards", 300, 3, "/f/1", "/f/2", "/f/3"), g("last posts", 120, 3, "/t/1", "/t/2", "/t/3"), g("menu", 20, 2, "/", "/x")},
			[]string{"boards", "last posts"}},
		{"activity stream", []*group{g("posts", 800, 4, "/t/1?comment=1", "/t/2?comment=5", "/t/3?comment=7", "/t/4?comment=9"), g("boards named per item", 360, 4, "/f/1", "/f/2")},
			[]string{"posts"}},
		{"a board named twice in three", []*group{g("boards", 100, 4, "/f/1", "/f/2", "/f/3")}, []string{"boards"}},
		{"dates and numbers weigh nothing", []*group{g("pager", 0, 3, "?p=2", "?p=3", "?p=4")}, nil},
	} {
		if got := heavy(tc.gs); !slices.Equal(got, tc.want) {
			t.Errorf("%s: heavy = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// A destination votes index when its heaviest group is one of the site's
// thread groups, whatever the classifier calls it: a tag page of two
// topics lists them as the boards do. A page whose heaviest group is no
// thread group keeps the classifier's type.
func TestPageType(t *testing.T) {
	const h = "http://f.example"
	topics := func(n int) string {
		var b strings.Builder
		b.WriteString(`<ul class="topics">`)
		for i := range n {
			fmt.Fprintf(&b, `<li class="row"><a class="title" href="/t/%d">A topic title of some length %d</a></li>`, i+1, i+1)
		}
		return b.String() + `</ul>`
	}
	menu := `<div class="menu"><a href="/login">Log in</a> <a href="/register">Register</a></div>`
	parse := func(u, typ, body string) *page {
		d, err := align.Parse(strings.NewReader("<html><body>"+body+"</body></html>"), u)
		if err != nil {
			t.Fatal(err)
		}
		return &page{url: u, final: u, status: 200, doc: d, typ: typ}
	}
	cfg := fetch.DefaultConfig()
	cfg.IgnoreRobots = true
	l := &learner{host: "f.example", client: fetch.New(cfg), verdicts: map[string]string{}, routes: map[string][]string{},
		shown: map[string][]shownGroup{}, profiles: map[string]bool{}}
	board := parse(h+"/board/1", TypeIndex, menu+topics(20))
	l.verdicts[l.groups(context.Background(), board)[0].key] = TypeThread
	// A sidebar of boards every page shows, two boards already among them.
	sidebar := `<div class="side"><ul>`
	for _, name := range []string{"Cameras", "Lenses", "Travel", "Kitchens", "Gardens"} {
		sidebar += `<li><a href="/board/` + name + `">Everything about ` + name + `</a></li>`
	}
	sidebar += `</ul></div>`
	own := func(board string) string { // a board's own topics
		var b strings.Builder
		b.WriteString(`<ul class="own">`)
		for i := range 10 {
			fmt.Fprintf(&b, `<li><a href="/t/%s-%d">Topic %d of board %s, a title</a></li>`, board, i, i, board)
		}
		return b.String() + `</ul>`
	}
	for _, b := range []string{"3", "4"} {
		p := parse(h+"/board/"+b, TypeIndex, menu+sidebar+own(b))
		l.remember(p, l.groups(context.Background(), p))
	}
	for _, tc := range []struct {
		name string
		p    *page
		want string
	}{
		{"a tag of two topics", parse(h+"/tag/a", pagetype.Other, menu+topics(2)), TypeIndex},
		{"a login page", parse(h+"/login", pagetype.Other, menu+`<form><input type="password"></form>`), pagetype.Other},
		{"a tag of two topics called a thread", parse(h+"/tag/b", TypeThread, topics(2)), TypeIndex},
		{"a thread with related topics elsewhere on the page", parse(h+"/t/9", TypeThread,
			`<div class="post"><p>A post. <a href="/u/ann">ann</a></p></div><div class="related">`+topics(3)+`</div>`), TypeThread},
		{"the classifier's index page", parse(h+"/board/2", TypeIndex, menu+own("2")), TypeIndex},
		{"a short thread whose sidebar the boards show", parse(h+"/t/7", TypeIndex,
			menu+sidebar+`<div class="post"><p>A post.</p></div>`), pagetype.Other},
		{"a thread of dated posts by their authors beside the sidebar", parse(h+"/t/8", TypeIndex,
			menu+sidebar+`<ul class="posts">`+
				`<li class="post"><div class="author"><a href="/user/ann">ann</a> <span>March 3, 2025 10:00</span></div><p>A first post, long enough to be the text of a post and nothing else at all.</p></li>`+
				`<li class="post"><div class="author"><a href="/user/bob">bob</a> <span>March 4, 2025 11:00</span></div><p>A reply, long enough to be the text of a post and nothing else at all, too.</p></li>`+
				`<li class="post"><div class="author"><a href="/user/cy">cy</a> <span>March 5, 2025 12:00</span></div><p>Another reply, long enough to be the text of a post and nothing else.</p></li>`+
				`</ul>`), TypeThread},
		{"a board beside the sidebar", parse(h+"/board/5", TypeIndex, menu+sidebar+own("5")), TypeIndex},
		{"a discussion whose replies, newest first, link their authors alone", parse(h+"/d/4", TypeIndex,
			menu+`<h2>A discussion</h2><ul class="replies">`+
				`<li><a href="/profile/ann"><img alt="ann"></a> <a href="/profile/ann">ann</a> <time>5 March 2025</time><p>The newest reply, long enough to be a message and more than a line of a list: words, words and words.</p></li>`+
				`<li><a href="/profile/bob"><img alt="bob"></a> <a href="/profile/bob">bob</a> <time>4 March 2025</time><p>An older reply, long enough to be a message and more than a line of a list: words, words and more words.</p></li>`+
				`<li><a href="/profile/cy"><img alt="cy"></a> <a href="/profile/cy">cy</a> <time>3 March 2025</time><p>The oldest reply, long enough to be a message and more than a line of a list: words, words and words again.</p></li>`+
				`</ul>`), TypeThread},
		// Its rows' text, counts and tags, is no message (see messages).
		{"questions by their askers, newest first", parse(h+"/tags/x", TypeIndex,
			menu+`<ul class="questions">`+
				`<li><a href="/profile/ann_the_traveller">ann_the_traveller</a> <time>5 March 2025</time> <h3><a href="/q/1">Q1</a></h3> <span>3 answers, 12 views, 2 votes, tags: beach resort, old town, travel tips</span></li>`+
				`<li><a href="/profile/bob_from_the_hills">bob_from_the_hills</a> <time>4 March 2025</time> <h3><a href="/q/2">Q2</a></h3> <span>1 answer, 40 views, 5 votes, tags: rail pass, currency, night trains</span></li>`+
				`<li><a href="/profile/cy_the_night_owl">cy_the_night_owl</a> <time>3 March 2025</time> <h3><a href="/q/3">Q3</a></h3> <span>0 answers, 7 views, 1 vote, tags: hotel room, city pass, museum tickets</span></li>`+
				`</ul>`), TypeIndex},
	} {
		if got := l.pageType(context.Background(), tc.p); got != tc.want {
			t.Errorf("%s: pageType = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// A category page lists a few of the boards the entry page lists, in the
// same rows: it votes index whatever the classifier calls it, though each
// row names its board twice (an icon and a title) and its last posts
// outweigh its boards. A thread page keeps its type, though it names a
// few boards in a list of its own, and so does a page the classifier calls
// 'other' whose heaviest list is no list of boards.
func TestCategoryPage(t *testing.T) {
	const h = "http://f.example"
	boards := func(ids ...int) string {
		var b strings.Builder
		b.WriteString(`<table class="boards">`)
		for _, i := range ids {
			fmt.Fprintf(&b, `<tr><td class="windowbg"><a href="/board/%d"><img src="/on.gif" alt=""></a></td>`+
				`<td class="windowbg"><a href="/board/%d"><b>Board %d</b></a><br>Share your progress and ask about what you need.</td>`+
				`<td class="lp"><a href="/t/%d">Re: the last post in board %d</a> by <a href="/user/u%d">someone</a></td>`+
				`<td class="windowbg">39</td><td class="windowbg">1,005</td></tr>`, i, i, i, 100+i, i, i)
		}
		return b.String() + `</table>`
	}
	parse := func(u, typ, body string) *page {
		d, err := align.Parse(strings.NewReader("<html><body>"+body+"</body></html>"), u)
		if err != nil {
			t.Fatal(err)
		}
		return &page{url: u, final: u, status: 200, doc: d, typ: typ}
	}
	cfg := fetch.DefaultConfig()
	cfg.IgnoreRobots = true
	l := &learner{host: "f.example", client: fetch.New(cfg), verdicts: map[string]string{}, routes: map[string][]string{},
		shown: map[string][]shownGroup{}, profiles: map[string]bool{}, pages: map[string]*page{}, home: h + "/"}
	home := parse(h+"/", TypeIndex, boards(1, 2, 3, 4, 5, 6))
	gs := l.groups(context.Background(), home)
	var boardList *group
	for _, g := range gs {
		if strings.HasPrefix(g.urls[0], h+"/board/") {
			boardList = g
		}
	}
	if boardList == nil || !slices.Contains(heavy(gs), boardList.key) {
		t.Fatalf("the entry page's boards are not one of its lists: %v", heavy(gs))
	}
	l.verdicts[boardList.key] = TypeIndex
	home.visit = &visit{index: map[string][]string{}}
	home.visit.show(gs)
	home.visit.addIndex(boardList)
	l.pages[home.url] = home
	l.remember(home, gs)
	for _, tc := range []struct {
		name string
		p    *page
		want string
	}{
		{"a category of two boards called a thread", parse(h+"/category/1", TypeThread, boards(2, 5)), TypeIndex},
		{"a category of three boards called other", parse(h+"/category/2", pagetype.Other, boards(1, 3, 4)), TypeIndex},
		{"a thread", parse(h+"/t/9", TypeThread, `<div class="post"><p>A post. <a href="/user/ann">ann</a></p></div><div class="post"><p>Another post. <a href="/user/bob">bob</a></p></div>`), TypeThread},
		{"a thread naming its boards", parse(h+"/t/8", TypeThread, `<div class="post"><p>A post of some length, with words in it. <a href="/t/1">the thread before</a></p></div>`+
			`<div class="post"><p>Another post of some length, with words in it. <a href="/t/2">a thread after</a></p></div>`+
			`<div class="post"><p>A third post of some length, with words in it. <a href="/t/3">one more thread</a></p></div>`+
			`<ul class="tags"><li><a href="/board/2">Board 2</a></li><li><a href="/board/5">Board 5</a></li></ul>`), TypeThread},
		{"a question without answers, called other, naming its boards below related questions", parse(h+"/t/7", pagetype.Other,
			`<div class="post"><p>A question nobody answered yet. <a href="/user/ann">ann</a></p></div>`+
				`<ul class="related"><li><a href="/t/1">A related question, asked last week</a></li><li><a href="/t/2">Another related question, asked in May</a></li>`+
				`<li><a href="/t/3">One more related question, asked long ago</a></li><li><a href="/t/4">The last related question of the box</a></li></ul>`+
				`<div class="tags"><a class="tag" href="/board/2">Board 2, cameras and lenses</a> <a class="tag" href="/board/5">Board 5, travel and places</a></div>`), pagetype.Other},
	} {
		if got := l.pageType(context.Background(), tc.p); got != tc.want {
			t.Errorf("%s: pageType = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// A list of recent topics naming each topic's forum at the topic's own
// place ("Title in Forum", forum/F/ after forum/F/T/) is two lists: the
// topics, and the forums they sit in. A list whose second links lead
// elsewhere (two boards a row) stays one.
func TestGroupsContainers(t *testing.T) {
	const h = "http://f.example"
	rows := func(row string) string {
		var b strings.Builder
		for i := range 6 {
			fmt.Fprintf(&b, row, i%3, i, i%3, i%3, i)
		}
		return b.String()
	}
	cfg := fetch.DefaultConfig()
	cfg.IgnoreRobots = true
	for _, tc := range []struct {
		name, row string
		groups    int // groups of the links under /forum/
	}{
		{"topics in their forums", `<div class="row"><a class="l" href="/forum/f%d/topic-%d/">A question about the garden hose</a> in <a class="l" href="/forum/f%d/">Board %d</a><span class="date">June %d, 2025</span></div>`, 2},
		{"two boards a row", `<div class="row"><a class="l" href="/forum/g%d-%d/">A board about the garden hose</a> and <a class="l" href="/forum/h%d/">Board %d</a><span class="date">June %d, 2025</span></div>`, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := align.Parse(strings.NewReader("<html><body><div id=recent>"+rows(tc.row)+"</div></body></html>"), h+"/forum/")
			if err != nil {
				t.Fatal(err)
			}
			l := &learner{host: "f.example", client: fetch.New(cfg), routes: map[string][]string{}, profiles: map[string]bool{}}
			p := &page{url: h + "/forum/", final: h + "/forum/", status: 200, doc: d, typ: TypeIndex}
			n := 0
			for _, g := range l.groups(context.Background(), p) {
				if strings.HasPrefix(g.urls[0], h+"/forum/") {
					n++
					t.Logf("%s: %q", g.key, g.urls)
				}
			}
			if n != tc.groups {
				t.Errorf("%d groups, want %d", n, tc.groups)
			}
		})
	}
}

// The boards a directory must list are those of the entry page's kept
// index groups, in both spellings, and a stream's naming one board a row (a
// conversation's channel) where no list names boards of that kind; a
// stream whose rows name several of its URLs names tags, which a page of
// the most used tags leaves out.
func TestKeptBoards(t *testing.T) {
	const h = "http://f.example"
	rows := func(row string) string {
		var b strings.Builder
		for i := range 6 {
			fmt.Fprintf(&b, row, i, i%3, i%3)
		}
		return b.String()
	}
	const channels = `<div class="row"><a class="t" href="/%d-a-question-about-the-hose">A question about the garden hose</a> <a class="c" href="/c/ch%d/">Channel %d</a></div>`
	both := func(us ...string) []string {
		var out []string
		for _, u := range us {
			out = append(out, h+u, h+u+"/")
		}
		return out
	}
	cfg := fetch.DefaultConfig()
	cfg.IgnoreRobots = true
	for _, tc := range []struct {
		name, row, side string
		want            []string
	}{
		{"a channel a row", channels, "", both("/c/ch0", "/c/ch1", "/c/ch2")},
		{"a list of the kind", channels, `<ul class="side"><li><a href="/c/ch0/">The first channel</a></li><li><a href="/c/ch1/">The second channel</a></li></ul>`,
			both("/c/ch0", "/c/ch1")},
		{"tags a row", `<div class="row"><a class="t" href="/%d-a-question-about-the-hose">A question about the garden hose</a> <a class="c" href="/c/x%d/">x</a> <a class="c" href="/c/y%d/">y</a></div>`, "",
			nil},
		// Each topic its own tags, so the group names each about once, a
		// list to heavy; the sidebar's most used tags are the boards a page
		// of the hot tags must list (Carbon's /tags).
		{"topics' tags beside hot tags", `<div class="row"><a class="t" href="/%d-a-question-about-the-hose">A question about the garden hose</a> <a class="c" href="/c/x%[1]d/">x</a> <a class="c" href="/c/y%[1]d/">y</a></div>`,
			`<ul class="side"><li><a href="/c/x0/">x0</a></li><li><a href="/c/y0/">y0</a></li><li><a href="/c/x1/">x1</a></li></ul>`,
			both("/c/x0", "/c/x1", "/c/y0")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := align.Parse(strings.NewReader("<html><body><div id=list>"+rows(tc.row)+"</div>"+tc.side+"</body></html>"), h+"/")
			if err != nil {
				t.Fatal(err)
			}
			l := &learner{host: "f.example", client: fetch.New(cfg), routes: map[string][]string{}, profiles: map[string]bool{},
				home: h + "/", pages: map[string]*page{}, verdicts: map[string]string{}, listOf: map[string]string{}, spelling: map[string]string{}}
			home := &page{url: h + "/", final: h + "/", status: 200, doc: d, typ: TypeIndex, visit: &visit{index: map[string][]string{}}}
			l.pages[home.url] = home
			for _, g := range l.groups(context.Background(), home) {
				if !strings.Contains(g.urls[0], "/c/") {
					continue
				}
				l.verdicts[g.key] = TypeIndex
				home.visit.addIndex(g)
				for _, u := range g.urls {
					l.listOf[u] = g.key
					l.spelling[u] = strings.TrimSuffix(u, "/")
				}
			}
			if got := slices.Sorted(maps.Keys(l.keptBoards())); !slices.Equal(got, tc.want) {
				t.Errorf("kept boards %q, want %q", got, tc.want)
			}
		})
	}
}

// A pager's URL is read by its longest anchor: an icon ahead of its words
// (a chevron, then "Last") does not hide a single paging link.
func TestPathGroupsAnchors(t *testing.T) {
	const h = "http://f.example"
	d, err := align.Parse(strings.NewReader(`<html><body><div class="post"><p>A post.</p></div><ul class="paginator">`+
		`<li class="pages">Page 1 of 2</li><li class="button"><a href="?page=2"><i class="fa fa-chevron-right"></i></a></li>`+
		`<li class="button"><a href="?page=2">Last <i class="fa fa-chevron-right"></i></a></li></ul></body></html>`), h+"/topic/1/a/")
	if err != nil {
		t.Fatal(err)
	}
	cfg := fetch.DefaultConfig()
	cfg.IgnoreRobots = true
	l := &learner{host: "f.example", client: fetch.New(cfg)}
	p := &page{url: h + "/topic/1/a/", final: h + "/topic/1/a/", status: 200, doc: d, typ: TypeThread}
	gs := l.pathGroups(context.Background(), p)
	if len(gs) != 1 || !slices.Equal(gs[0].anchors, []string{"Last"}) || pagerOf(gs[0]) != single {
		for _, g := range gs {
			t.Logf("%s %q", g.key, g.anchors)
		}
		t.Fatalf("want one group, a single paging link read as Last")
	}
}

// A candidate's weight is measured against the heaviest group that leads
// its records: a board list's last posts trail their boards.
func TestLeading(t *testing.T) {
	last := &group{key: "last posts", weight: 300, lead: "boards"}
	boards := &group{key: "boards", weight: 150}
	if got := leading([]*group{last, boards}); got != boards {
		t.Errorf("leading = %s, want the boards", got.key)
	}
	if got := leading([]*group{last}); got != last {
		t.Errorf("leading of trailing groups only = %s, want the heaviest", got.key)
	}
}

// A light group whose links head the runs of an index group's links (the
// categories over their boards) is voted on however light; one trailing
// them (their last posts) or above them (a menu) is not.
func TestHeads(t *testing.T) {
	urls := func(n int) []string { return make([]string, n) }
	boards := &group{key: "boards", urls: urls(6), at: []int{3, 5, 8, 10, 12, 14}}
	l := &learner{verdicts: map[string]string{"boards": TypeIndex}}
	for _, tt := range []struct {
		name string
		at   []int
		want bool
	}{
		{"categories over their boards", []int{1, 7}, true},
		{"a category of one board among them", []int{1, 7, 13}, true},
		{"a menu above the boards", []int{0, 1}, false},
		{"links after the boards", []int{15, 16}, false},
		{"a link before every board (its icon)", []int{2, 4, 7, 9, 11, 13}, false},
		{"categories, the last of no board", []int{1, 7, 15}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := &group{key: "light", urls: urls(len(tt.at)), at: tt.at}
			if got := l.heads(g, []*group{boards, g}); got != tt.want {
				t.Errorf("heads = %v, want %v", got, tt.want)
			}
		})
	}
	l.verdicts["boards"] = ""
	if l.heads(&group{key: "light", urls: urls(2), at: []int{1, 7}}, []*group{boards}) {
		t.Error("heads the links of a group voted neither index nor thread")
	}
}

// A light group whose records' trailing links lead to thread pages (the
// sub-forums above a board's topics, each with its last post) is voted on
// however light; one whose trailing links lead elsewhere, or which leads
// fewer records than it has links, is not.
func TestLeadsThreads(t *testing.T) {
	const h = "http://f.example/"
	doc := &align.Doc{}
	pages := map[string]*page{}
	for i, typ := range []string{TypeThread, TypeThread, TypeThread, pagetype.Other, pagetype.Other, TypeIndex} {
		u := fmt.Sprintf("%sp%d", h, i)
		pages[u] = &page{url: u, final: u, doc: doc, typ: typ}
	}
	l := &learner{pages: pages}
	subs := &group{key: "subs", urls: []string{h + "s1", h + "s2", h + "s3"}}
	for _, tt := range []struct {
		name  string
		lead  string
		trail []string
		want  bool
	}{
		{"last posts of sub-forums", "subs", []string{h + "p0", h + "p1", h + "p2"}, true},
		{"two of three fetched, threads", "subs", []string{h + "p0", h + "p1", h + "unfetched"}, true},
		{"led by another group", "other", []string{h + "p0", h + "p1", h + "p2"}, false},
		{"trailing pages no threads", "subs", []string{h + "p3", h + "p4", h + "p5"}, false},
		{"one trailing link for three records", "subs", []string{h + "p0"}, false},
		{"one fetched", "subs", []string{h + "p0", h + "x", h + "y"}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			last := &group{key: "last", lead: tt.lead, urls: tt.trail}
			if got := l.leadsThreads(subs, []*group{last, subs}); got != tt.want {
				t.Errorf("leadsThreads = %v, want %v", got, tt.want)
			}
		})
	}
}

// A light group is voted on when it holds an index URL, not the entry
// page, beside URLs not met, all as deep as it and deeper than the entry
// page: a board's sub-forums, not a breadcrumb nor the site's menu.
func TestExtendsIndex(t *testing.T) {
	const h = "http://f.example/forum/"
	l := &learner{home: h, index: &urlSet{seen: map[string]bool{h: true, h + "b/s1/": true, "http://f.example/tags/": true}},
		thread: &urlSet{seen: map[string]bool{h + "b/t9/": true}}}
	for _, tt := range []struct {
		name string
		urls []string
		want bool
	}{
		{"a sub-forum known beside one not", []string{h + "b/s1/", h + "c/s2/"}, true},
		{"every URL known", []string{h + "b/s1/", h + "b/t9/"}, false},
		{"no index URL known", []string{h + "b/s3/", h + "c/s2/"}, false},
		{"the entry page is no index URL to extend", []string{h, h + "members/"}, false},
		{"a breadcrumb climbs", []string{h + "b/", h + "b/s1/"}, false},
		{"a menu of top-level pages, no deeper than the entry page", []string{"http://f.example/tags/", "http://f.example/about/"}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := l.extendsIndex(&group{urls: tt.urls}); got != tt.want {
				t.Errorf("extendsIndex(%v) = %v, want %v", tt.urls, got, tt.want)
			}
		})
	}
}

// Page-flipping URLs that are their first page's URL with the page
// appended take the first pages' pattern, so that flips seen on one
// thread describe every thread's; the others are left to be learned.
func TestSuffixed(t *testing.T) {
	const h = "http://f.example"
	first := urlpattern.Set{Patterns: []urlpattern.Pattern{
		{Regex: `^http://f\.example/topic/\d+/[^/?#]+/$`},
		{Regex: `^http://f\.example/index\.php\?topic=\d+\.0$`},
	}}
	flips := [][2]string{
		{h + "/topic/39/one-thread/", h + "/topic/39/one-thread/page/3/"},
		{h + "/topic/39/one-thread/", h + "/topic/39/one-thread/page/2/"},
		{h + "/topic/39/one-thread/page/3/", h + "/topic/39/one-thread/page/2/"}, // seen again from page 3
		{h + "/index.php?topic=5.0", h + "/index.php?topic=5.15"},                // not appended
		{h + "/blog/7/", h + "/blog/7/page/2/"},                                  // no first-page pattern
	}
	pats, rest := suffixed(first, flips)
	if len(pats) != 1 || pats[0].Regex != `^http://f\.example/topic/\d+/[^/?#]+/page/\d+/$` || pats[0].Covered != 2 {
		t.Errorf("patterns %+v, want the topic pattern with /page/N/ appended, covering 2 URLs", pats)
	}
	if want := []string{h + "/index.php?topic=5.15", h + "/blog/7/page/2/"}; !slices.Equal(rest, want) {
		t.Errorf("rest %q, want %q", rest, want)
	}
}

// A list of index page-flipping URLs from two first pages or more becomes
// the first pages' index pattern with the paging appended, so that boards
// at another depth page too; a list from one first page, or from first
// pages of a pattern of a few URLs (a menu), is learned as it is. Percent
// escapes keep their digits. The wider pattern replaces the one learned
// from the list.
func TestSuffixLists(t *testing.T) {
	const h = "http://f.example"
	index := urlpattern.Set{Patterns: []urlpattern.Pattern{
		{Regex: `^(?:http://f\.example/forum/[^/?#.]+/[^/?#.]+/|http://f\.example/forum/[^/?#.]+/[^/?#.]+/[^/?#.]+/)$`, Covered: 40},
		{Regex: `^http://f\.example/(?:latest|new|top)$`, Covered: 3},
		{Regex: `^http://f\.example/search/label/[^/?#.]+$`, Covered: 12},
	}}
	l := &learner{home: h + "/"}
	flip := func(root, u string) string {
		l.flipURLs = append(l.flipURLs, flipURL{url: h + u, kind: TypeIndex, source: &page{url: h + root}})
		return h + u
	}
	boards := []string{flip("/forum/a/b/", "/forum/a/b/page/2/"), flip("/forum/a/c/", "/forum/a/c/page/2/"), flip("/forum/a/c/", "/forum/a/c/page/3/")}
	latest := []string{flip("/latest", "/latest?page=2"), flip("/latest", "/latest?page=3")}
	menu := []string{flip("/new", "/new?page=2"), flip("/top", "/top?page=2")}
	labels := []string{flip("/search/label/x", "/search/label/x?updated-max=2024-01-02T10:00:00%2B01:00"), flip("/search/label/y", "/search/label/y?updated-max=2023-05-06T11:00:00%2B01:00")}
	pats := l.suffixLists(index, [][]string{boards, latest, menu, labels})
	want := []string{
		`^(?:http://f\.example/forum/[^/?#.]+/[^/?#.]+/|http://f\.example/forum/[^/?#.]+/[^/?#.]+/[^/?#.]+/)page/\d+/$`,
		`^http://f\.example/search/label/[^/?#.]+\?updated-max=\d+-\d+-\d+T\d+:\d+:\d+%2B\d+:\d+$`,
	}
	var got []string
	for _, p := range pats {
		got = append(got, p.Regex)
	}
	if !slices.Equal(got, want) || pats[0].Covered != 3 {
		t.Errorf("patterns %q (covering %d), want %q covering 3", got, pats[0].Covered, want)
	}
	// The pattern learned from the boards' list gives way; /latest's stays.
	r := Regex{URLType: TypeIndexFlip, Patterns: urlpattern.Set{Patterns: []urlpattern.Pattern{
		{Regex: `^http://f\.example/forum/[^/?#.]+/[^/?#.]+/page/\d+/$`, Covered: 3, Examples: boards},
		{Regex: `^http://f\.example/latest\?page=\d+$`, Covered: 2, Examples: latest},
	}}}
	m, err := widen(&r, pats[:1])
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Patterns.Patterns) != 2 || r.Patterns.Patterns[0].Regex != want[0] || !m.Match(h+"/forum/a/b/c/page/2/") || !m.Match(h+"/latest?page=4") {
		t.Errorf("widened to %+v", r.Patterns.Patterns)
	}
}

// The index patterns learning never saw paging page as the others do,
// when every page-flipping pattern is an index pattern with a part
// appended, the same for most of the well supported ones; otherwise
// nothing is carried. A menu's views,
// named one by one, are left alone.
func TestCarriedPaging(t *testing.T) {
	const (
		boards  = `^http://f\.example/t5/[^/?#.]+/bd-p/[^/?#.]+$`
		cats    = `^http://f\.example/t5/[^/?#.]+/ct-p/[^/?#.]+$`
		tags    = `^http://f\.example/t5/tag/[^/?#.]+/tg-p$`
		menu    = `^http://f\.example/(?:popular|recent)$`
		domains = `^http://f\.example/domains/[^/?#]+$`
		origins = `^http://f\.example/origins/[^/?#]+$`
		paged   = `/page/(?:[2-9]|[1-9]\d+)$`
	)
	index := urlpattern.Set{Patterns: []urlpattern.Pattern{{Regex: boards, Covered: 28}, {Regex: cats, Covered: 5}, {Regex: tags, Covered: 4}, {Regex: menu, Covered: 2}}}
	more := urlpattern.Set{Patterns: append(slices.Clone(index.Patterns), urlpattern.Pattern{Regex: domains, Covered: 30}, urlpattern.Pattern{Regex: origins, Covered: 20})}
	flip := func(regex string, covered int) urlpattern.Pattern {
		return urlpattern.Pattern{Regex: regex, Covered: covered}
	}
	boardFlips := flip(strings.TrimSuffix(boards, "$")+paged, 10)
	for _, c := range []struct {
		name  string
		index urlpattern.Set
		flips []urlpattern.Pattern
		want  []string
	}{
		{"boards page, the others alike", index, []urlpattern.Pattern{boardFlips},
			[]string{strings.TrimSuffix(cats, "$") + paged, strings.TrimSuffix(tags, "$") + paged}},
		{"a few lists' way of paging counts for nothing", index, []urlpattern.Pattern{boardFlips, flip(strings.TrimSuffix(tags, "$")+`\?page=\d+$`, 3)},
			[]string{strings.TrimSuffix(cats, "$") + paged}},
		{"two ways of paging, as many lists each", more, []urlpattern.Pattern{boardFlips, flip(strings.TrimSuffix(domains, "$")+`\?page=\d+$`, 3)}, nil},
		{"most lists page one way", more, []urlpattern.Pattern{boardFlips, flip(strings.TrimSuffix(domains, "$")+paged, 2), flip(strings.TrimSuffix(origins, "$")+`\?page=\d+$`, 3)},
			[]string{strings.TrimSuffix(cats, "$") + paged, strings.TrimSuffix(tags, "$") + paged}},
		{"a paging of no index pattern", index, []urlpattern.Pattern{boardFlips, flip(`^http://f\.example/latest\?page=\d+$`, 4)}, nil},
		{"paging seen once", index, []urlpattern.Pattern{flip(strings.TrimSuffix(boards, "$")+paged, 1)}, nil},
		{"paging of a menu's few lists", urlpattern.Set{Patterns: []urlpattern.Pattern{{Regex: boards, Covered: 3}, {Regex: tags, Covered: 40}}},
			[]urlpattern.Pattern{boardFlips}, nil},
		{"every list pages already", urlpattern.Set{Patterns: index.Patterns[:1]}, []urlpattern.Pattern{boardFlips}, nil},
		{"no paging", index, nil, nil},
		{"a path's paging after a query", urlpattern.Set{Patterns: append(slices.Clone(index.Patterns[:2]), urlpattern.Pattern{Regex: `^http://f\.example/forum/\?group=\d+$`, Covered: 3})},
			[]urlpattern.Pattern{boardFlips}, []string{strings.TrimSuffix(cats, "$") + paged}},
	} {
		var got []string
		for _, p := range carriedPaging(c.index, urlpattern.Set{Patterns: c.flips}) {
			got = append(got, p.Regex)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: carried %q, want %q", c.name, got, c.want)
		}
	}
	re := regexp.MustCompile(strings.TrimSuffix(tags, "$") + paged)
	if !re.MatchString("http://f.example/t5/tag/steering-rack/tg-p/page/2") || re.MatchString("http://f.example/t5/tag/steering-rack/tg-p/page/1") {
		t.Errorf("the carried tag paging %s matches the wrong pages", re)
	}
}

// A thread pattern whose threads sit below the boards that list them
// becomes the boards' pattern with the topic appended, so that topics of
// sub-boards one level deeper match too, even when the thread pattern's
// branches keep a board's name that the boards' pattern generalised, and
// with the thread pattern kept beside it when the boards' pattern misses
// a thread it matched. Where topics have the shape of sub-boards, only
// the sub-boards' alternatives are widened, when a sub-board lists a
// topic no thread pattern matches. Threads below one board only,
// threads not below their lists, an index pattern without alternatives
// and a widened pattern matching an index URL in every alternative leave
// it alone.
func TestThreadsBelow(t *testing.T) {
	const h = "http://f.example"
	boards := `^(?:http://f\.example/forum/[^/?#.]+/[^/?#.]+|http://f\.example/forum/[^/?#.]+/[^/?#.]+/[^/?#.0-9][^/?#.]*)$`
	topics := `^http://f\.example/forum/[^/?#.]+/[^/?#.]+/\d+-[^/?#.]+$`
	named := `^(?:(?:http://f\.example/forum/[^/?#.]+/b/\d+-[^/?#.]+|http://f\.example/forum/[^/?#.]+/b/c/\d+-[^/?#.]+)|http://f\.example/forum/[^/?#.]+/[^/?#.]+/\d+-[^/?#.]+)$`
	numbered := `^(?:http://f\.example/forum/[^/?#.]+/[^/?#.]+-\d+|http://f\.example/forum/[^/?#.]+/[^/?#.]+-\d+/[^/?#.]+)$`
	deeper := `^(?:http://f\.example/forum/[^/?#.]+/[^/?#.]+/\d+-[^/?#.]+|http://f\.example/forum/[^/?#.]+/b-1/c/\d+-[^/?#.]+)$`
	list := func(board string, topics ...string) *page {
		v := &visit{threadKey: "topics"}
		for _, tp := range topics {
			v.threadURLs = append(v.threadURLs, h+board+"/"+tp)
		}
		return &page{url: h + board, visit: v}
	}
	below := []*page{list("/forum/a/b", "1-one", "2-two"), list("/forum/a/c", "3-three")}
	subBoards := `^(?:http://f\.example/forum/[^/?#.]+|http://f\.example/forum/[^/?#.]+/(?:subs))$`
	shaped := []*page{list("/forum/a", "one", "two"), list("/forum/b", "three"), list("/forum/a/subs", "four")}
	widened := `^(?:http://f\.example/forum/[^/?#.]+/[^/?#.]+|http://f\.example/forum/[^/?#.]+/[^/?#.]+/[^/?#.0-9][^/?#.]*)/\d+-[^/?#.]+$`
	tests := []struct {
		name   string
		index  string
		thread string
		pages  []*page
		avoid  []string
		want   string
	}{
		{"below", boards, topics, below, nil, widened},
		{"branches naming a board", boards, named, []*page{list("/forum/a/b", "1-one"), list("/forum/a/b/c", "2-two")}, nil, widened},
		{"a thread the boards' pattern misses", numbered, deeper, []*page{list("/forum/a/b-1", "1-one"), list("/forum/a/b-1/c", "2-two"), list("/forum/x/y", "3-three")}, nil,
			`^(?:(?:http://f\.example/forum/[^/?#.]+/[^/?#.]+-\d+|http://f\.example/forum/[^/?#.]+/[^/?#.]+-\d+/[^/?#.]+)/\d+-[^/?#.]+|` + deeper[1:len(deeper)-1] + `)$`},
		{"one board", boards, topics, below[:1], nil, ""},
		{"no alternation", `^http://f\.example/forum/[^/?#.]+/[^/?#.]+$`, topics, below, nil, ""},
		{"listed elsewhere", boards, topics, []*page{list("/forum/a/b", "1-one", "2-two"), {url: h + "/forum/a/c", visit: &visit{threadURLs: []string{h + "/forum/x/y/4-four"}}}}, nil, ""},
		{"matches an index URL", boards, topics, below, []string{h + "/forum/a/b/9-nine", h + "/forum/a/b/c/9-nine"}, ""},
		{"topics shaped as sub-boards", subBoards, `^http://f\.example/forum/[^/?#.]+/[^/?#.]+$`, shaped, []string{h + "/forum/a/subs"},
			`^(?:(?:http://f\.example/forum/[^/?#.]+/(?:subs))/[^/?#.]+|http://f\.example/forum/[^/?#.]+/[^/?#.]+)$`},
		{"sub-boards' topics matched already", subBoards, `^(?:http://f\.example/forum/[^/?#.]+/[^/?#.]+|http://f\.example/forum/[^/?#.]+/subs/[^/?#.]+)$`, shaped, []string{h + "/forum/a/subs"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := &learner{order: tt.pages}
			index := urlpattern.Set{Patterns: []urlpattern.Pattern{{Regex: tt.index, Covered: 20}}}
			thread := urlpattern.Set{Patterns: []urlpattern.Pattern{{Regex: tt.thread, Covered: 40, Examples: []string{h + "/forum/a/b/1-one"}}}}
			got := l.threadsBelow(index, thread, tt.avoid)
			if tt.want == "" && len(got) > 0 || tt.want != "" && (len(got) != 1 || got[0].Regex != tt.want || got[0].Covered != 40) {
				t.Errorf("threadsBelow = %+v, want %q", got, tt.want)
			}
		})
	}
}

func TestBranches(t *testing.T) {
	tests := []struct {
		expr string
		want []string
	}{
		{`^(?:(?:a|b/(?:x|y))|c)$`, []string{`^a$`, `^b/(?:x|y)$`, `^c$`}},
		{`^a/b$`, []string{`^a/b$`}},
	}
	for _, tt := range tests {
		if got := branches(tt.expr); !slices.Equal(got, tt.want) {
			t.Errorf("branches(%q) = %q, want %q", tt.expr, got, tt.want)
		}
	}
}

func TestAlternatives(t *testing.T) {
	tests := []struct {
		expr string
		want []string
	}{
		{`^(?:a/[^/|]+|b/(?:x|y))$`, []string{`a/[^/|]+`, `b/(?:x|y)`}},
		{`^(?:a\|b)$`, []string{`a\|b`}},
		{`^a/b$`, nil},
		{`^(?:a)|(?:b)$`, nil},
	}
	for _, tt := range tests {
		if got := alternatives(tt.expr); !slices.Equal(got, tt.want) {
			t.Errorf("alternatives(%q) = %q, want %q", tt.expr, got, tt.want)
		}
	}
}

// A tag path keeps the classes of a position and drops those that name
// one item: a post's category, a tag, a title in the page's own URL; a
// class that spells a kind of page of the URLs (PunBB's basic-page on a
// thread's last page, whose URL is the one with /page/2/; main-forum on
// a board of one page, /forum/3/) is a position.
func TestPathClasses(t *testing.T) {
	const h = "http://f.example"
	links := func(urls ...string) []align.Link {
		var ls []align.Link
		for _, u := range urls {
			ls = append(ls, align.Link{URL: h + u})
		}
		return ls
	}
	for _, tc := range []struct {
		name, self string
		links      []align.Link
		path, want string
	}{
		{"a post's category", "/", links("/category/baking/", "/2024/01/a/", "/2024/01/b/"),
			"div.post.category-baking/h2/a", "div.post/h2/a"},
		{"a category used by many", "/", links("/category/baking/", "/category/baking/page/2/", "/category/baking/x/"),
			"div.post.category-baking/h2/a", "div.post.category-baking/h2/a"},
		{"the page's own title", "/topic/5/my-first-loaf/", links("/topic/5/my-first-loaf/page/2/"),
			"div.topic-my-first-loaf/p/a", "div/p/a"},
		{"a thread's last page", "/topic/5/my-first-loaf/page/2/", links("/topic/5/my-first-loaf/", "/topic/5/my-first-loaf/page/2/#p12", "/user/3/"),
			"div.brd/div.basic-page.brd-page/p.paging/a", "div.brd/div.basic-page.brd-page/p.paging/a"},
		{"a section of the site", "/c/cooking/3/", links("/categories/", "/c/baking/4/", "/t/rye/7/", "/t/oven/8/"),
			"ul.categories-list/li.categories-list-item/a.categories-list-item-name", "ul.categories-list/li.categories-list-item/a.categories-list-item-name"},
		{"a board of one page", "/forum/3/general/", links("/", "/forum/4/baking/", "/topic/7/first-loaf/", "/topic/8/rye/", "/user/3/"),
			"div.main-content.main-forum/div.main-item/h3/a", "div.main-content.main-forum/div.main-item/h3/a"},
	} {
		if got := newPathClasses(tc.links, h+tc.self).clean(tc.path); got != tc.want {
			t.Errorf("%s: clean(%s) = %s, want %s", tc.name, tc.path, got, tc.want)
		}
	}
}

// A first-page alias narrows the page number of its pattern; the site's
// other lists, paged by the same parameter, are narrowed alike unless a
// training URL is at that number.
func TestExcludeFirst(t *testing.T) {
	const h = `^http://q\.example/`
	for _, tc := range []struct {
		name              string
		patterns          []string
		aliases, training []string
		want              []string
	}{
		{"the alias's own pattern", []string{h + `questions/page:\d+/$`},
			[]string{"http://q.example/questions/page:1/"}, []string{"http://q.example/questions/page:2/"},
			[]string{h + `questions/page:(?:[2-9]|[1-9]\d+)/$`}},
		{"a sibling paged by the same parameter",
			[]string{h + `questions/page:\d+/$`, h + `questions/tags:[^/?#.]+/page:\d+/$`},
			[]string{"http://q.example/questions/page:1/"},
			[]string{"http://q.example/questions/page:2/", "http://q.example/questions/tags:go/page:3/"},
			[]string{h + `questions/page:(?:[2-9]|[1-9]\d+)/$`, h + `questions/tags:[^/?#.]+/page:(?:[2-9]|[1-9]\d+)/$`}},
		{"a sibling whose page 1 was met as a later page",
			[]string{h + `questions/page:\d+/$`, h + `questions/tags:[^/?#.]+/page:\d+/$`},
			[]string{"http://q.example/questions/page:1/"},
			[]string{"http://q.example/questions/page:2/", "http://q.example/questions/tags:go/page:1/"},
			[]string{h + `questions/page:(?:[2-9]|[1-9]\d+)/$`, h + `questions/tags:[^/?#.]+/page:\d+/$`}},
		{"a sibling paged by another parameter",
			[]string{h + `questions/page:\d+/$`, h + `tags/[^/?#.]+/\d+/$`},
			[]string{"http://q.example/questions/page:1/"},
			[]string{"http://q.example/questions/page:2/", "http://q.example/tags/go/2/"},
			[]string{h + `questions/page:(?:[2-9]|[1-9]\d+)/$`, h + `tags/[^/?#.]+/\d+/$`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var set urlpattern.Set
			for _, p := range tc.patterns {
				set.Patterns = append(set.Patterns, urlpattern.Pattern{Regex: p})
			}
			excludeFirst(&set, tc.aliases, tc.training)
			for i, p := range set.Patterns {
				if p.Regex != tc.want[i] {
					t.Errorf("pattern %d: %s, want %s", i, p.Regex, tc.want[i])
				}
			}
		})
	}
}

// A number the first page's URL carries (the question's id, the topic's)
// is no page number, however the numbers of a few page-flipping URLs
// divide.
func TestPageNumberListed(t *testing.T) {
	const (
		question = `^http://q\.example/question/\d+/[^/?#.]+/`
		yabb     = `^http://y\.example/YaBB\.pl\?num=\d+`
	)
	for _, tc := range []struct {
		flip, first, u string
		want           []bool // by number, the last first
	}{
		{question + `\?page=\d+$`, question + `$`, "http://q.example/question/1068/saxophone/?page=2", []bool{false, true}},
		{yabb + `/\d+$`, yabb + `$`, "http://y.example/YaBB.pl?num=1234/15", []bool{false, true}},
		{yabb + `/\d+$`, yabb + `$`, "http://y.example/YaBB.pl?num=1234", nil},
		// The number in a branch the URL does not take.
		{`^http://b\.example/f/[^/?#.]+/(?:page/\d+/)?$`, `^http://b\.example/f/[^/?#.]+/$`, "http://b.example/f/cars/", []bool{false}},
	} {
		firsts, err := urlpattern.Set{Patterns: []urlpattern.Pattern{{Regex: tc.first}}}.Compile()
		if err != nil {
			t.Fatal(err)
		}
		var got []bool
		for _, n := range pageNumbers(tc.flip, nil) {
			if _, ok := n.of(tc.u); ok {
				got = append(got, n.listed(tc.u, firsts))
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: listed %v, want %v", tc.u, got, tc.want)
		}
	}
}

// A group of links is read as a pager by its anchors (page numbers,
// paging words), or as a calendar when every URL ends in a year and a
// month (HyperKitty's months, named by their names); a month's posts, a
// year alone or one month are none.
func TestPagerOf(t *testing.T) {
	const h = "http://m.example/archives/list/a@lists.example.org/"
	for _, tc := range []struct {
		name          string
		urls, anchors []string
		want          pager
	}{
		{"page numbers", []string{h + "?page=2", h + "?page=3"}, []string{"2", "3"}, numbered},
		{"next alone", []string{h + "?page=2"}, []string{"Next"}, single},
		{"titles", []string{h + "thread/X/", h + "thread/Y/"}, []string{"Bread", "Ovens"}, noPager},
		{"months", []string{h + "2026/9/", h + "2026/10/", h + "2025/1/"}, []string{"September", "October", "January"}, calendar},
		{"months without the slash", []string{"http://b.example/archive/2024/05", "http://b.example/archive/2024/06"}, []string{"May 2024", "June 2024"}, calendar},
		{"one month", []string{h + "2026/9/"}, []string{"September"}, noPager},
		{"posts of a month", []string{"http://b.example/2024/05/03/bread/", "http://b.example/2024/05/04/oven/"}, []string{"Bread", "Oven"}, noPager},
		{"a thirteenth month", []string{h + "2026/13/", h + "2026/9/"}, []string{"?", "September"}, noPager},
	} {
		if got := pagerOf(&group{urls: tc.urls, anchors: tc.anchors}); got != tc.want {
			t.Errorf("%s: pager %d, want %d", tc.name, got, tc.want)
		}
	}
}

// Months page the list whose page links them: months under the list's
// directory (HyperKitty's list/L/YYYY/M/) do, a blog's archive in the
// sidebar of a forum's front page does not, nor do months voted lists of
// their own, nor months on a thread page.
func TestMonthPager(t *testing.T) {
	const forum, list = "http://f.example/community/", "http://m.example/archives/list/a@lists.example.org/"
	blog := []string{"http://f.example/2026/09/", "http://f.example/2026/08/"}
	months := []string{list + "2026/9/", list + "2026/8/"}
	for _, tc := range []struct {
		name, home, page, kind string
		urls                   []string
		voted                  bool
		want                   bool
	}{
		{"a list's months", "http://m.example/archives/", list, TypeIndex, months, false, true},
		{"the months of the front page's list", list, list, TypeIndex, months, false, true},
		{"a blog's archive beside a forum", forum, forum, TypeIndex, blog, false, false},
		{"months voted lists", "http://f.example/", "http://f.example/", TypeIndex, blog, true, false},
		{"months on a thread page", "http://m.example/archives/", list, TypeThread, months, false, false},
	} {
		l := &learner{home: tc.home, index: &urlSet{seen: map[string]bool{}}}
		if tc.voted {
			for _, u := range tc.urls {
				l.index.seen[u] = true
			}
		}
		p := &page{url: tc.page}
		if got := l.monthPager(p, tc.kind, &group{urls: tc.urls}); got != tc.want {
			t.Errorf("%s: monthPager = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// A number that the first pages' URLs carry at 1, and later pages at 1
// plus multiples of a step, counts items from 1 (Beehive's windows of
// posts); page numbers, a first page without the number and a single
// later page do not.
func TestPageWindows(t *testing.T) {
	const (
		beehive = `^http://b\.example/messages\.php\?msg=\d+\.\d+$`
		thread  = `^http://b\.example/messages\.php\?msg=\d+\.1$`
		paged   = `^http://p\.example/t/\d+\?p=\d+$`
	)
	for _, tc := range []struct {
		name, flip, first string
		pages, training   []string
		want              int
	}{
		{"windows of 20 posts", beehive, thread,
			[]string{"http://b.example/messages.php?msg=7.1", "http://b.example/messages.php?msg=9.1"},
			[]string{"http://b.example/messages.php?msg=7.21", "http://b.example/messages.php?msg=9.21", "http://b.example/messages.php?msg=9.41"}, 20},
		{"one later page", beehive, thread,
			[]string{"http://b.example/messages.php?msg=7.1"},
			[]string{"http://b.example/messages.php?msg=7.21"}, 0},
		{"a first page at another number", beehive, `^http://b\.example/messages\.php\?msg=\d+\.\d+$`,
			[]string{"http://b.example/messages.php?msg=7.1", "http://b.example/messages.php?msg=9.3"},
			[]string{"http://b.example/messages.php?msg=7.21", "http://b.example/messages.php?msg=9.21"}, 0},
		{"page numbers", paged, `^http://p\.example/t/\d+\?p=1$`,
			[]string{"http://p.example/t/4?p=1", "http://p.example/t/5?p=1"},
			[]string{"http://p.example/t/4?p=2", "http://p.example/t/4?p=3", "http://p.example/t/5?p=2"}, 0},
		{"first pages without the number", paged, `^http://p\.example/t/\d+$`,
			[]string{"http://p.example/t/4", "http://p.example/t/5"},
			[]string{"http://p.example/t/4?p=21", "http://p.example/t/5?p=21"}, 0},
	} {
		firsts, err := urlpattern.Set{Patterns: []urlpattern.Pattern{{Regex: tc.first}}}.Compile()
		if err != nil {
			t.Fatal(err)
		}
		var pages []*page
		for _, u := range tc.pages {
			pages = append(pages, &page{url: u, final: u, status: 200})
		}
		if got := pageNumbers(tc.flip, nil)[0].windows(pages, firsts, tc.training); got != tc.want {
			t.Errorf("%s: step %d, want %d", tc.name, got, tc.want)
		}
	}
}

// A link that appends the same word to the URLs of two fetched threads or
// more (each topic's feed) is a view of every thread, kept out of the
// thread regex; a link appending a page number, a word one thread alone
// links, and links of pages that are not threads are not.
func TestThreadViews(t *testing.T) {
	const h = "http://f.example/forum/"
	mk := func(u, body string) *page {
		d, err := align.Parse(strings.NewReader("<html><body>"+body+"</body></html>"), u)
		if err != nil {
			t.Fatal(err)
		}
		return &page{url: u, final: u, status: 200, doc: d}
	}
	t1, t2, board, other, tags := h+"cooking/best-oven/", h+"cooking/rye-loaf/", h+"cooking/", h+"baking/", h+"tags/"
	l := &learner{thread: &urlSet{seen: map[string]bool{}}, index: &urlSet{seen: map[string]bool{}}}
	l.thread.add(t1)
	l.thread.add(t2)
	l.index.add(board)
	l.index.add(other)
	l.order = []*page{
		mk(t1, `<a rel="nofollow" href="rss/">RSS</a> <a href="page-2/">2</a> <a href="print/">Print</a> <a href="/forum/cooking/rye-loaf/rss/">other topic's feed</a>`),
		mk(t2, `<a rel="nofollow" href="rss/">RSS</a> <a href="page-2/">2</a>`),
		// The boards' feeds have the shape of topics: views all the same.
		mk(board, `<a rel="nofollow" href="rss/">RSS</a> <a href="best-oven/">Best oven</a> <a href="new-topic/">New topic</a>`),
		mk(other, `<a rel="nofollow" href="rss/">RSS</a> <a href="sourdough/">Sourdough</a>`),
		// A page neither thread nor list (tags/) names no views.
		mk(tags, `<a href="rss/">RSS</a>`),
	}
	got := l.threadViews()
	slices.Sort(got)
	if want := []string{other + "rss/", t1 + "rss/", board + "rss/", t2 + "rss/"}; !slices.Equal(got, want) {
		t.Errorf("threadViews = %q, want %q", got, want)
	}
}

// A parameter that links to two other paths carry is the site's constant.
func TestSiteWide(t *testing.T) {
	const h = "http://f.example/forum/"
	d, err := align.Parse(strings.NewReader(`<html><body>
<a href="thread_list.php?webtag=DEFAULT&mode=0&folder=3">Folder</a>
<a href="messages.php?webtag=DEFAULT&msg=8.1">Thread</a>
<a href="user_profile.php?webtag=DEFAULT&uid=2">Member</a>
<a href="post.php?webtag=DEFAULT&fid=3">New</a></body></html>`), h+"thread_list.php?webtag=DEFAULT")
	if err != nil {
		t.Fatal(err)
	}
	p := &page{url: h + "thread_list.php?webtag=DEFAULT", final: h + "thread_list.php?webtag=DEFAULT", doc: d}
	if got := siteWide(p); !slices.Equal(got, []string{"webtag=DEFAULT"}) {
		t.Errorf("siteWide = %q, want [webtag=DEFAULT]", got)
	}
}

func TestBackAnchor(t *testing.T) {
	for _, c := range []struct {
		anchor string
		want   bool
	}{
		{"« Previous", true},
		{"1", true},
		{"Previous 50 threads", true}, // a count of items back
		{"Next 50 threads", false},
		{"Next »", false},
		{"»", false},
		{"‹", true},
		{"<< Page 1", true}, // Lobsters' pager
		{"Page 3 >>", false},
		{"2", false},
	} {
		if got := backAnchor(c.anchor); got != c.want {
			t.Errorf("backAnchor(%q) = %v, want %v", c.anchor, got, c.want)
		}
	}
}

func TestFirstAnchor(t *testing.T) {
	for _, c := range []struct {
		anchor string
		want   bool
	}{
		{"1", true},
		{"First", true},
		{"<< Page 1", true},
		{"Seite 1", true},
		{"Page 2", false},
		{"« Previous", false}, // page 2 from page 3
		{"11", false},
	} {
		if got := firstAnchor(c.anchor); got != c.want {
			t.Errorf("firstAnchor(%q) = %v, want %v", c.anchor, got, c.want)
		}
	}
}

// A group whose URLs extend the pages of two lists that show it by the
// same words, and whose pages show the same threads again, is the views
// of their lists (sort orders, time filters); sub-boards extend their
// board by names of its own, categories under each view list other
// threads.
func TestBoardViews(t *testing.T) {
	const h = "http://f.example/"
	boards := []string{h + "m/garden", h + "m/kitchen", h + "m/travel", h + "m/cars", h + "m/music"}
	for _, c := range []struct {
		name   string
		src    string
		group  []string
		listed [][]string // what each of group's pages lists, in order
		thread bool       // group's pages list threads
		want   bool
	}{
		{"the list re-sorted and laid out otherwise", h + "magazines",
			[]string{h + "magazines/hot", h + "magazines/newest/cards", h + "magazines/default/columns"},
			[][]string{boards, boards[1:], boards}, false, true},
		{"categories, each with its own boards", h + "forums",
			[]string{h + "forums/home", h + "forums/leisure"},
			[][]string{boards[:3], boards[2:]}, false, false},
		{"boards listing threads", h + "forums",
			[]string{h + "forums/garden", h + "forums/kitchen"},
			[][]string{boards, boards}, true, false},
		{"on the entry page", h,
			[]string{h + "hot", h + "newest"},
			[][]string{boards, boards}, false, false},
		{"one view visited", h + "magazines",
			[]string{h + "magazines/hot", h + "magazines/newest"},
			[][]string{boards, nil}, false, false},
		{"a group leading elsewhere", h + "magazines",
			[]string{h + "magazines/hot", h + "faq"},
			[][]string{boards, boards}, false, false},
	} {
		src := &page{url: c.src, final: c.src, visit: &visit{index: map[string][]string{"g": c.group, "b": boards}}}
		l := &learner{home: h, order: []*page{src}, pages: map[string]*page{}}
		for i, u := range c.group {
			if c.listed[i] == nil {
				continue
			}
			v := &visit{index: map[string][]string{"b": c.listed[i]}}
			if c.thread {
				v.threadURLs = []string{u + "/t/1"}
			}
			l.pages[u] = &page{url: u, final: u, visit: v}
		}
		if got := l.listViews("g"); got != c.want {
			t.Errorf("%s: listViews = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestListViews(t *testing.T) {
	const h = "http://f.example/"
	at := func(u string, index ...string) *page {
		return &page{url: u, final: u, visit: &visit{index: map[string][]string{"g": index}}}
	}
	for _, c := range []struct {
		name  string
		pages []*page
		want  bool
	}{
		{"sort orders and time filters", []*page{
			at(h, h+"threads/top", h+"threads/newest", h+"threads/top/3h"),
			at(h+"m/garden", h+"m/garden/threads/top", h+"m/garden/threads/newest", h+"m/garden/threads/top/3h"),
			at(h+"m/kitchen", h+"m/kitchen/threads/top", h+"m/kitchen/threads/newest")}, true},
		{"the views of the front page and one board", []*page{
			at(h, h+"threads/top", h+"threads/newest", h+"threads/top/3h"),
			at(h+"m/garden", h+"m/garden/threads/top", h+"m/garden/threads/newest", h+"m/garden/threads/top/3h")}, false},
		{"query views", []*page{
			at(h+"forum.php?id=1", h+"forum.php?id=1&sort=views", h+"forum.php?id=1&sort=replies"),
			at(h+"forum.php?id=2", h+"forum.php?id=2&sort=views", h+"forum.php?id=2&sort=replies")}, true},
		{"sub-boards", []*page{
			at(h+"forum/garden/", h+"forum/garden/roses/", h+"forum/garden/lawn/"),
			at(h+"forum/kitchen/", h+"forum/kitchen/baking/", h+"forum/kitchen/knives/")}, false},
		{"boards on the front page, sub-boards on a board", []*page{
			at(h, h+"garden/", h+"kitchen/"),
			at(h+"garden/", h+"garden/roses/", h+"garden/lawn/")}, false},
		{"on one page only", []*page{at(h+"m/garden", h+"m/garden/threads/top", h+"m/garden/threads/newest")}, false},
		{"a later page reached from a group", []*page{
			at(h+"forum/garden", h+"forum/garden/category/roses", h+"forum/garden/category/lawn"),
			at(h+"forum/garden/page-2", h+"forum/garden/category/roses")}, false},
		{"on the pages of one list", []*page{
			at(h+"forum/garden", h+"forum/garden/category/roses", h+"forum/garden/category/lawn"),
			{url: h + "forum/garden/page-2", final: h + "forum/garden/page-2", fam: h + "forum/garden",
				visit: &visit{index: map[string][]string{"g": {h + "forum/garden/category/roses", h + "forum/garden/category/lawn"}}}}}, false},
		{"topic categories, half of them shared", []*page{
			at(h+"forum/travel", h+"forum/travel/category/ferry", h+"forum/travel/category/passport", h+"forum/travel/category/souvenirs", h+"forum/travel/category/hostels"),
			at(h+"forum/markets", h+"forum/markets/category/ferry", h+"forum/markets/category/passport", h+"forum/markets/category/jet-lag", h+"forum/markets/category/spices")}, false},
		{"categories under each view", []*page{
			at(h+"questions", h+"questions/cooking", h+"questions/travel", h+"questions/cars"),
			at(h+"unanswered", h+"unanswered/cooking", h+"unanswered/travel", h+"unanswered/cars")}, false},
		{"categories beside all of them", []*page{
			at(h, h+"unanswered", h+"unanswered/cooking", h+"unanswered/travel"),
			at(h+"activity", h+"activity/cooking", h+"activity/travel"),
			at(h+"questions", h+"questions/cooking", h+"questions/travel")}, false},
		{"one URL leads elsewhere", []*page{
			at(h+"m/garden", h+"m/garden/threads/top", h+"magazines"),
			at(h+"m/kitchen", h+"m/kitchen/threads/top", h+"magazines")}, false},
	} {
		// Each view shows threads 1-3 again, each category a thread of
		// its own, and all unanswered questions those of its categories.
		l := &learner{order: c.pages, pages: map[string]*page{}}
		for _, p := range c.pages {
			for _, u := range p.visit.index["g"] {
				threads := []string{h + "t/1", h + "t/2", h + "t/3"}
				switch {
				case strings.HasSuffix(u, "unanswered"):
					threads = []string{u + "/cooking/t/1", u + "/travel/t/1"} // the categories' below
				case strings.Contains(u, "category"), strings.HasSuffix(u, "/cooking"), strings.HasSuffix(u, "/travel"), strings.HasSuffix(u, "/cars"):
					threads = []string{u + "/t/1"}
				}
				l.pages[u] = &page{url: u, final: u, visit: &visit{threadURLs: threads}}
			}
		}
		if got := l.listViews("g"); got != c.want {
			t.Errorf("%s: listViews = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestScriptPaging(t *testing.T) {
	for _, c := range []struct {
		name, body string
		want       bool
	}{
		{"a Show more button", `<div><button type="button" onclick="loadMore(2)">Show more answers (12)</button></div>`, true},
		{"numbered script links", `<ul><li><a href="#" onclick="go(1)">1</a></li><li><a href="#" onclick="go(2)">2</a></li></ul>`, true},
		{"a number beside a scripted Next", `<div><a href="javascript:go(2)">2</a> <a href="javascript:go(2)">Next</a></div>`, true},
		{"a vote count between vote buttons", `<div class="btn-group"><button type="button"><i class="up"></i></button>` +
			`<button type="button" disabled="">3</button><button type="button"><i class="down"></i></button></div>`, false},
		{"a like count on its own", `<div class="post"><p>text</p><div><button type="button">12</button></div></div>`, false},
		{"a disabled Next", `<div><button disabled>Next</button></div>`, false},
		{"a pager of links", `<div><a href="?page=2">2</a> <a href="?page=2">Next</a></div>`, false},
		{"a search form's button", `<form><button type="submit">Next</button></form>`, false},
	} {
		root, err := html.Parse(strings.NewReader("<html><body>" + c.body + "</body></html>"))
		if err != nil {
			t.Fatal(err)
		}
		if got := scriptPaging(root); got != c.want {
			t.Errorf("%s: scriptPaging = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestForm(t *testing.T) {
	for _, c := range []struct{ url, want string }{
		{"http://f.example/questions/1001/how-to-tune", "/a/#/a?"},
		{"http://f.example/questions/1001/1002", "/a/#/#?"},
		{"http://f.example/users/12/", "/a/#/?"},
		{"http://f.example/viewtopic.php?t=3&p=9", "/a?p&t"},
		{"http://f.example/", "/a/?"},
	} {
		if got := form(c.url); got != c.want {
			t.Errorf("form(%s) = %q, want %q", c.url, got, c.want)
		}
	}
}

func TestCanonicalElsewhere(t *testing.T) {
	for _, c := range []struct {
		url, canonical string
		want           bool
	}{
		{"http://f.example/t5/board/m-p/123", "/t5/board/td-p/456", true},
		{"http://f.example/257-tomatoes", "/257-tomatoes/0", false},
		{"http://f.example/t/5/", "/t/5", false},
		{"http://f.example/forum?sort=views", "/forum", true},
		{"http://f.example/", "/conversations/all", true},
		{"http://f.example/t/5", "", false},
	} {
		p := &page{url: c.url, canonical: c.canonical}
		if got := p.canonicalElsewhere(); got != c.want {
			t.Errorf("%s naming %q: canonicalElsewhere = %v, want %v", c.url, c.canonical, got, c.want)
		}
	}
}

// A list whose pages name themselves with a trailing slash added or
// dropped is learned in the spelling they give, every URL of it, fetched or
// not.
func TestRespelled(t *testing.T) {
	const h = "http://f.example"
	mk := func(u, canonical string) *page {
		html := `<html><head></head><body><p>A list.</p></body></html>`
		if canonical != "" {
			html = `<html><head><link rel="canonical" href="` + canonical + `"></head><body><p>A list.</p></body></html>`
		}
		d, err := align.Parse(strings.NewReader(html), u)
		if err != nil {
			t.Fatal(err)
		}
		p := &page{url: u, final: u, status: 200, doc: d, typ: TypeIndex}
		if c := d.Canonical(); c != nil {
			p.slash = slashToggled(u, c)
		}
		return p
	}
	for _, c := range []struct {
		name  string
		pages []*page
		urls  []string
		want  []string
	}{
		{"slash dropped, one left unfetched",
			[]*page{mk(h+"/c/gear/", "/c/gear"), mk(h+"/c/film/", "http://other.example/c/film")},
			[]string{h + "/c/gear/", h + "/c/film/", h + "/c/iso/"},
			[]string{h + "/c/film", h + "/c/gear", h + "/c/iso"}},
		{"slash added",
			[]*page{mk(h+"/forum/a", "/forum/a/")},
			[]string{h + "/forum/a", h + "/forum/b?page=2"},
			[]string{h + "/forum/a/", h + "/forum/b/?page=2"}},
		{"pages naming themselves as linked",
			[]*page{mk(h+"/c/gear/", "/c/gear/"), mk(h+"/c/film/", "/c/film")},
			[]string{h + "/c/gear/", h + "/c/film/"},
			[]string{h + "/c/gear/", h + "/c/film/"}},
		{"a page without a canonical link",
			[]*page{mk(h+"/c/gear/", "/c/gear"), mk(h+"/c/film/", "")},
			[]string{h + "/c/gear/", h + "/c/film/"},
			[]string{h + "/c/gear/", h + "/c/film/"}},
		{"another query is another page",
			[]*page{mk(h+"/c/gear/?p=2", "/c/gear")},
			[]string{h + "/c/gear/?p=2"},
			[]string{h + "/c/gear/?p=2"}},
		{"nothing fetched",
			nil,
			[]string{h + "/c/gear/"},
			[]string{h + "/c/gear/"}},
	} {
		l := &learner{pages: map[string]*page{}, spelling: map[string]string{}}
		for _, p := range c.pages {
			l.pages[p.url] = p
		}
		if got := l.respelled(c.urls); !slices.Equal(got, c.want) {
			t.Errorf("%s: respelled %v, want %v", c.name, got, c.want)
		}
	}
}

func TestListPages(t *testing.T) {
	const h = "http://f.example/forum/"
	lists := []string{h, h + "a/", h + "b/", h + "b/sub/"}
	tests := []struct {
		name  string
		flips []string
		us    []string
		want  []string
	}{
		{"another board's page, a word and a number", []string{h + "a/page-2/"},
			[]string{h + "b/page-2/", h + "b/sub/page-3/", h + "b/page-two/", h + "a/topic-2/", h + "a/page-2/"},
			[]string{h + "b/page-2/", h + "b/sub/page-3/"}},
		{"numbers alone page their own board alone", []string{h + "a/2/"},
			[]string{h + "a/3/", h + "b/2/", h + "b/123/"},
			[]string{h + "a/3/"}},
		{"below no list", []string{"http://f.example/tags/x/page-2/"},
			[]string{"http://f.example/tags/x/page-3/", "http://f.example/tags/y/page-2/"},
			[]string{"http://f.example/tags/x/page-3/"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := listPages(tt.flips, tt.us, lists); !slices.Equal(got, tt.want) {
				t.Errorf("listPages = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestProfileHomes(t *testing.T) {
	const h = "http://f.example/forum/"
	tests := []struct {
		name     string
		profiles []string
		lists    [][]string
		want     []string
	}{
		{"a members' area beside the boards", []string{h + "profile/ann/", h + "profile/bob/"}, [][]string{{h + "garden/"}}, []string{h + "profile/"}},
		{"profiles named in a query", []string{h + "memberlist.php?u=5", "http://f.example/member.php?u=6"}, nil, nil},
		{"profiles at the entry page's level", []string{h + "ann", h + "bob"}, nil, nil},
		{"a board listing its members", []string{h + "garden/ann/"}, [][]string{{h + "garden/"}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := &learner{profiles: setOf(tt.profiles)}
			if got := l.profileHomes(&page{url: h}, tt.lists); !slices.Equal(got, tt.want) {
				t.Errorf("profileHomes = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestTrail(t *testing.T) {
	const h = "http://f.example"
	menu := `<ul class="menu"><li><a href="/">Home</a></li><li><a href="/forum/">Forum</a></li><li><a href="/forum/members/">Members</a></li></ul>`
	known := func(u string) bool { return u == h+"/forum/a/" || u == h+"/forum/a/b/" }
	tests := []struct {
		name, body string
		want       []string
	}{
		{"a group between the forum and its boards", menu + `<div class="crumbs"><a href="/">Home</a> &gt; <a href="/forum/">Forum</a> &gt; <a href="/forum/?group=2">Garden</a> &gt; <a href="/forum/a/">Trees</a> &gt; <a href="/forum/a/b/">Fruit</a></div>`,
			[]string{h + "/forum/?group=2"}},
		{"a trail in list items", menu + `<ol class="crumbs"><li><a href="/forum/">Forum</a></li><li><a href="/forum/cat-1/">Garden</a></li><li><a href="/forum/a/">Trees</a></li><li>A topic</li></ol>`,
			[]string{h + "/forum/cat-1/"}},
		{"nothing between", menu + `<div class="crumbs"><a href="/forum/">Forum</a> &gt; <a href="/forum/a/">Trees</a></div>`, nil},
		{"a short board's topics after its trail", `<div><div class="crumbs"><a href="/forum/">Forum</a> &gt; <a href="/forum/a/">Trees</a></div>` +
			`<ul><li><a href="/forum/topic/apples/">Apples</a> in <a href="/forum/a/">Trees</a></li></ul></div>`, nil},
		{"a row naming the forum, a topic and its board", `<div class="row"><a href="/forum/">Forum</a> <h3><a href="/forum/topic/apples/">Apples</a></h3> <a href="/forum/a/">Trees</a></div>`, nil},
		{"a menu naming the boards is no trail", `<ul class="menu"><li><a href="/forum/">Forum</a></li><li><a href="/forum/members/">Members</a></li><li><a href="/forum/recent/">Recent</a></li><li><a href="/forum/a/">Trees</a></li>` +
			`<li><a href="/x1/">1</a></li><li><a href="/x2/">2</a></li><li><a href="/x3/">3</a></li><li><a href="/x4/">4</a></li><li><a href="/x5/">5</a></li></ul>`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := align.Parse(strings.NewReader(`<html><body>`+tt.body+`<p>Topics of the board.</p></body></html>`), h+"/forum/a/b/")
			if err != nil {
				t.Fatal(err)
			}
			if got := trail(d.Links(), h+"/forum/", known); !slices.Equal(got, tt.want) {
				t.Errorf("trail = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestNamedFlips(t *testing.T) {
	const h = "http://f.example/forum/"
	index := urlpattern.Set{Patterns: []urlpattern.Pattern{
		{Regex: `^http://f\.example/forum/[^/?#.]+/$`},
		{Regex: `^http://f\.example/forum/(?:music)/(?:keys|drums)/$`},
	}}
	roots := []string{h, h + "garden/", h + "music/", h + "music/keys/", h + "music/drums/"}
	index.Patterns = append(index.Patterns, urlpattern.Pattern{Regex: `^http://f\.example/forum/(?:recent|popular)\?sort=new$`})
	named, rest := namedFlips(index, [][]string{{h + "garden/page-2/", h + "music/keys/page-2/"}, {h + "music/drums/page-3/"}, {"http://f.example/tags/x/page-2/"}, {h + "recent?sort=new&page=2"}},
		append(roots, h+"recent?sort=new"), h)
	wantNamed := [][2]string{{h + "music/keys/", h + "music/keys/page-2/"}, {h + "music/drums/", h + "music/drums/page-3/"}}
	wantRest := [][]string{{h + "garden/page-2/"}, {"http://f.example/tags/x/page-2/"}, {h + "recent?sort=new&page=2"}}
	if !slices.Equal(named, wantNamed) || !slices.EqualFunc(rest, wantRest, slices.Equal) {
		t.Errorf("namedFlips = %q, %q; want %q, %q", named, rest, wantNamed, wantRest)
	}
	pats, _ := suffixed(index, named)
	if len(pats) != 1 || pats[0].Regex != `^http://f\.example/forum/(?:music)/(?:keys|drums)/page-\d+/$` || pats[0].Covered != 2 {
		t.Errorf("suffixed = %+v, want the named sub-forums' pattern followed by page-N", pats)
	}
}

// The links that head the runs of a directory's list (the categories over
// their tags) are voted on however light, and kept as a list of boards
// when their pages are index pages; a menu above the list, and headings
// whose pages are no lists, are not.
func TestHeadings(t *testing.T) {
	const h = "http://f.example"
	var b strings.Builder
	b.WriteString(`<html><body><p><a href="/about">About this site</a> and <a href="/help">help with it</a></p>`)
	for c := range 3 {
		fmt.Fprintf(&b, `<h2><a href="/categories/c%d">c%d</a></h2><ol class="tags">`, c, c)
		for i := range 3 {
			fmt.Fprintf(&b, `<li><a class="tag" href="/t/tag-%d-%d">tag-%d-%d</a> <span>Stories about the garden hose, its fittings and its reels</span></li>`, c, i, c, i)
		}
		b.WriteString(`</ol>`)
	}
	b.WriteString(`</body></html>`)
	d, err := align.Parse(strings.NewReader(b.String()), h+"/tags")
	if err != nil {
		t.Fatal(err)
	}
	cats := []string{h + "/categories/c0", h + "/categories/c1", h + "/categories/c2"}
	cfg := fetch.DefaultConfig()
	cfg.IgnoreRobots = true
	for _, tc := range []struct {
		typ  string // of the categories' pages
		want [][]string
	}{
		{TypeIndex, [][]string{cats}},
		{pagetype.Other, nil},
	} {
		t.Run(tc.typ, func(t *testing.T) {
			l := &learner{host: "f.example", client: fetch.New(cfg), log: slog.New(slog.DiscardHandler), opts: Options{Budget: 100, Sample: DefaultSample},
				pages: map[string]*page{}, verdicts: map[string]string{}, routes: map[string][]string{}, profiles: map[string]bool{},
				outvoted: map[string]bool{}, shown: map[string][]shownGroup{}, via: map[string]string{}, scanned: map[string]bool{},
				index: &urlSet{seen: map[string]bool{}}, thread: &urlSet{seen: map[string]bool{}}}
			dir := &page{url: h + "/tags", final: h + "/tags", status: 200, doc: d, typ: pagetype.Other}
			for _, u := range cats {
				cd, err := align.Parse(strings.NewReader(`<html><body><p>A category</p></body></html>`), u)
				if err != nil {
					t.Fatal(err)
				}
				l.pages[u] = &page{url: u, final: u, status: 200, doc: cd, typ: tc.typ}
			}
			got := l.headings(context.Background(), dir)
			if !slices.EqualFunc(got, tc.want, slices.Equal) {
				t.Errorf("headings = %q, want %q", got, tc.want)
			}
			if _, voted := l.verdicts["p/a ?"]; voted || len(l.verdicts) != 1 {
				t.Errorf("verdicts %v: want the headings' alone", l.verdicts)
			}
		})
	}
}

// A list whose links sit in a form with a checkbox for each (a filter of
// tags to hide) is a form to fill; a list in a page wrapped in one form
// whole, with a box or two, is a list all the same.
func TestToTick(t *testing.T) {
	const h = "http://f.example"
	rows := func(row string) string {
		var b strings.Builder
		for i := range 5 {
			fmt.Fprintf(&b, row, i, i)
		}
		return b.String()
	}
	const boxed = `<tr><td><input type="checkbox" name="tags[]" value="t%d"></td><td><a href="/t/tag-%d">A tag about the garden hose</a></td></tr>`
	const plain = `<tr><td><a href="/t/tag-%d">A tag about the garden hose</a></td><td>%d stories</td></tr>`
	cfg := fetch.DefaultConfig()
	cfg.IgnoreRobots = true
	for _, tc := range []struct {
		name, body string
		want       bool
	}{
		{"a box a tag", `<form method="post" action="/filters"><table>` + rows(boxed) + `</table><input type="submit"></form>`, true},
		{"a page in one form", `<form method="post" action="/"><table>` + rows(plain) + `</table><input type="checkbox" name="remember"></form>`, false},
		{"no form", `<table>` + rows(plain) + `</table>`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := align.Parse(strings.NewReader("<html><body>"+tc.body+"</body></html>"), h+"/filters")
			if err != nil {
				t.Fatal(err)
			}
			l := &learner{host: "f.example", client: fetch.New(cfg), routes: map[string][]string{}, profiles: map[string]bool{}}
			p := &page{url: h + "/filters", final: h + "/filters", status: 200, doc: d, typ: TypeIndex}
			var tags *group
			for _, g := range l.groups(context.Background(), p) {
				if strings.Contains(g.urls[0], "/t/") {
					tags = g
				}
			}
			if tags == nil || len(tags.urls) != 5 {
				t.Fatalf("group of tags %+v, want one of 5", tags)
			}
			if got := toTick(p, tags); got != tc.want {
				t.Errorf("toTick = %v, want %v", got, tc.want)
			}
		})
	}
}

// A directory whose categories head the runs of their sub-categories, in
// a group of their own, lists every board of both (Misago's /categories/,
// its top categories laid out apart from their children); without the
// categories the page lists some boards only.
func TestListsDirectoryHeads(t *testing.T) {
	const h = "http://f.example"
	// layout lays out categories at top/N/ over sub-categories at c/N/.
	layout := func(top string) (body string, tops, subs []string) {
		var b strings.Builder
		for c := range 3 {
			fmt.Fprintf(&b, `<h3><a href="/%s/%d/">The top category number %d</a></h3><ul>`, top, 10*c+1, c)
			tops = append(tops, fmt.Sprintf("%s/%s/%d/", h, top, 10*c+1))
			for i := range 3 {
				fmt.Fprintf(&b, `<li><a class="name" href="/c/%d/">A sub-category about the garden hose</a><p>Its fittings, its reels and its nozzles</p></li>`, 10*c+2+i)
				subs = append(subs, fmt.Sprintf("%s/c/%d/", h, 10*c+2+i))
			}
			b.WriteString(`</ul>`)
		}
		return b.String(), tops, subs
	}
	body, tops, subs := layout("c")
	boards := slices.Concat(tops, subs)
	other, _, _ := layout("k")
	cfg := fetch.DefaultConfig()
	cfg.IgnoreRobots = true
	for _, tc := range []struct {
		name   string
		body   string
		boards []string
		want   bool
	}{
		{"categories over their sub-categories", body, boards, true},
		{"a board the page does not name", body, append(slices.Clone(boards), h+"/c/95/"), false},
		{"headings of other pages", other, subs, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := align.Parse(strings.NewReader("<html><body>"+tc.body+"</body></html>"), h+"/categories/")
			if err != nil {
				t.Fatal(err)
			}
			l := &learner{host: "f.example", client: fetch.New(cfg), routes: map[string][]string{}, profiles: map[string]bool{}, shown: map[string][]shownGroup{}}
			p := &page{url: h + "/categories/", final: h + "/categories/", status: 200, doc: d, typ: TypeIndex}
			if got := l.listsDirectory(p, l.groups(context.Background(), p), setOf(tc.boards)); got != tc.want {
				t.Errorf("listsDirectory = %v, want %v", got, tc.want)
			}
		})
	}
}

// The URLs the index regex claims are checked on the 'other' pages kept
// out of it too: wpForo's sign-in form, voted out with its menu, links a
// change-password form that is community/NAME/ as the boards are; a page
// of the crawl's links no one checks is left to the regex.
func TestCheckIndexBehindForms(t *testing.T) {
	form := `<html><body><form method="post"><input name="old" type="password"><input name="new" type="password"><input type="submit"></form></body></html>`
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/community/change-password/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, form)
	}))
	defer srv.Close()
	h := srv.URL + "/community/"
	boards := []string{h + "cooking/", h + "garden/", h + "music/"}
	parse := func(u, body string) *align.Doc {
		d, err := align.Parse(strings.NewReader("<html><body>"+body+"</body></html>"), u)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	var list strings.Builder
	for _, u := range boards {
		fmt.Fprintf(&list, `<li><a href="%s">A board about %s</a></li>`, u, u)
	}
	home := &page{url: h, final: h, status: 200, typ: TypeIndex, visit: &visit{index: map[string][]string{}},
		doc: parse(h, `<ul>`+list.String()+`</ul><p><a href="`+h+`sign-in/">Sign in</a></p>`)}
	signIn := &page{url: h + "sign-in/", final: h + "sign-in/", status: 200, typ: pagetype.Other,
		doc: parse(h+"sign-in/", `<p><a href="`+h+`change-password/">Forgot your password?</a></p>`+form)}
	set := urlpattern.Set{Patterns: []urlpattern.Pattern{{Regex: "^" + regexp.QuoteMeta(h) + `[^/?#.]+/$`}}}
	m, err := set.Compile()
	if err != nil {
		t.Fatal(err)
	}
	c, err := shippedClassifier()
	if err != nil {
		t.Fatal(err)
	}
	cfg := fetch.DefaultConfig()
	cfg.IgnoreRobots = true
	for _, tc := range []struct {
		name string
		kept []string
		want []string
	}{
		{"sign-in kept out", []string{signIn.url}, []string{h + "change-password/"}},
		{"nothing kept out", nil, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := &learner{host: strings.TrimPrefix(srv.URL, "http://"), client: fetch.New(cfg), classifier: c, log: slog.New(slog.DiscardHandler),
				opts: Options{Budget: 100, Sample: DefaultSample}, home: h,
				pages: map[string]*page{home.url: home, signIn.url: signIn}, order: []*page{home, signIn},
				verdicts: map[string]string{}, routes: map[string][]string{}, profiles: map[string]bool{}, outvoted: map[string]bool{},
				shown: map[string][]shownGroup{}, via: map[string]string{}, scanned: map[string]bool{}, valid: map[string]bool{},
				index: &urlSet{seen: map[string]bool{}}, thread: &urlSet{seen: map[string]bool{}}}
			if got := l.checkIndex(context.Background(), home, m, [][]string{boards}, tc.kept); !slices.Equal(got, tc.want) {
				t.Errorf("checkIndex = %q, want %q", got, tc.want)
			}
		})
	}
}
