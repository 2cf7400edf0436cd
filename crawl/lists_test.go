package crawl

import (
	"context"
	"fmt"
	"testing"

	"focus/urlpattern"
)

// TestListsRule walks one kind of list through pages and checks when it
// is pruned, which popped URLs are dropped, and when it is revived.
func TestListsRule(t *testing.T) {
	type step struct {
		listed, fresh int
		pruned        bool // the kind is pruned after this page
	}
	for _, c := range []struct {
		name  string
		steps []step
	}{
		{"tags after the home page's pages: pruned after dryPages dry pages", []step{
			{10, 0, false}, {8, 0, false}, {12, 0, false}, {9, 0, false}, {10, 0, true},
		}},
		{"pages without threads count neither way", []step{
			{10, 0, false}, {0, 0, false}, {10, 0, false}, {0, 0, false}, {10, 0, false}, {10, 0, false}, {10, 0, true},
		}},
		{"a new thread restarts the dry run", []step{
			{10, 0, false}, {10, 0, false}, {10, 0, false}, {10, 0, false}, {100, 1, false},
			{10, 0, false}, {10, 0, false}, {10, 0, false}, {10, 0, false}, {10, 0, true},
		}},
		{"a kind that found threads on 12 pages needs 6 dry pages in a row", []step{
			{20, 20, false}, {20, 20, false}, {20, 20, false}, {20, 20, false}, {20, 20, false}, {20, 20, false},
			{20, 20, false}, {20, 20, false}, {20, 20, false}, {20, 20, false}, {20, 20, false}, {20, 20, false},
			{2, 0, false}, {2, 0, false}, {2, 0, false}, {2, 0, false}, {2, 0, false}, {2, 0, true},
		}},
		{"a kind that found threads on its first pages is pruned after dryPages", []step{
			{15, 15, false}, {15, 10, false}, {15, 0, false}, {15, 0, false}, {15, 0, false}, {15, 0, false}, {15, 0, true},
		}},
		{"a pruned kind whose sample finds a new thread is revived", []step{
			{10, 0, false}, {10, 0, false}, {10, 0, false}, {10, 0, false}, {10, 0, true}, {10, 0, true}, {10, 2, false},
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			ls := newLists()
			for i, s := range c.steps {
				ls.observe("index tags", s.listed, s.fresh)
				if got := ls.kinds["index tags"] != nil && ls.kinds["index tags"].pruned; got != s.pruned {
					t.Fatalf("after page %d: pruned %v, want %v", i+1, got, s.pruned)
				}
			}
		})
	}

	ls := newLists()
	for range dryPages {
		ls.observe("index tags", 10, 0)
	}
	var kept []int
	for i := 1; i <= 3*sampleEvery; i++ {
		if !ls.drop("index tags") {
			kept = append(kept, i)
		}
	}
	if want := []int{sampleEvery, 2 * sampleEvery, 3 * sampleEvery}; fmt.Sprint(kept) != fmt.Sprint(want) {
		t.Errorf("popped URLs fetched as samples: %v, want %v", kept, want)
	}
	if ls.drop("index boards") || ls.drop("") {
		t.Error("a kind never pruned must not be dropped")
	}

	// A kind three pages into a dry run: two pages in flight, both dry,
	// would prune it, so its next URL waits for them; one would not.
	ls = newLists()
	for range 3 {
		ls.observe("index tags", 10, 0)
	}
	for inFlight, want := range []bool{false, false, true} {
		if got := ls.wait(TypeIndex, "index tags"); got != want {
			t.Errorf("%d pages in flight: wait %v, want %v", inFlight, got, want)
		}
		ls.fetching(TypeIndex, "index tags", 1)
	}

	// No list is opened while one is paged; its own next page and
	// threads go on.
	ls = newLists()
	ls.fetching(TypeIndexFlip, "index-flip home", 1)
	if !ls.wait(TypeIndex, "index tags") || ls.wait(TypeIndexFlip, "index-flip home") || ls.wait(TypeThread, "") {
		t.Error("while a list is paged: only index URLs wait")
	}
	ls.fetching(TypeIndexFlip, "index-flip home", -1)
	if ls.wait(TypeIndex, "index tags") {
		t.Error("an index URL waits though no list is paged")
	}
}

// blogPosts and blogTags size blogSite.
const (
	blogPosts   = 40
	blogPerPage = 4
	blogTags    = 30
)

// blogSite is a blog: the home page and its "Older posts" pages list
// every post, four a page; thirty tag pages list posts again, each post
// under three tags; each post page links to its tags.
func blogSite() map[string]string {
	pages := map[string]string{}
	tagLinks := func(ids ...int) []string {
		var ls []string
		for _, id := range ids {
			ls = append(ls, a(fmt.Sprintf("/tag/t%d", id), fmt.Sprintf("tag %d", id)))
		}
		return ls
	}
	var allTags []int
	for j := 1; j <= blogTags; j++ {
		allTags = append(allTags, j)
	}
	for p := 1; p <= blogPosts/blogPerPage; p++ {
		uri := "/"
		if p > 1 {
			uri = fmt.Sprintf("/page/%d", p)
		}
		var links []string
		for i := 1; i <= blogPerPage; i++ {
			id := (p-1)*blogPerPage + i
			links = append(links, a(fmt.Sprintf("/p/%d", id), fmt.Sprintf("Post number %d", id)))
		}
		if p < blogPosts/blogPerPage {
			links = append(links, a(fmt.Sprintf("/page/%d", p+1), "Older posts"))
		}
		pages[uri] = page(fmt.Sprintf("Blog, page %d", p), append(links, tagLinks(allTags...)...)...)
	}
	tagged := map[int][]string{}
	for id := 1; id <= blogPosts; id++ {
		var tags []int
		for k := range 3 {
			tags = append(tags, (id+k*7)%blogTags+1)
		}
		for _, j := range tags {
			tagged[j] = append(tagged[j], a(fmt.Sprintf("/p/%d", id), fmt.Sprintf("Post number %d", id)))
		}
		pages[fmt.Sprintf("/p/%d", id)] = page(fmt.Sprintf("Post %d", id), append([]string{"<p>text</p>"}, tagLinks(tags...)...)...)
	}
	for j := 1; j <= blogTags; j++ {
		pages[fmt.Sprintf("/tag/t%d", j)] = page(fmt.Sprintf("Tag %d", j), tagged[j]...)
	}
	return pages
}

// TestPruneLists crawls blogSite with a profile whose index regex matches
// its tag pages: pruning fetches every post and only a few tag pages, as
// few with four fetches at a time as with one; without it, every tag
// page.
func TestPruneLists(t *testing.T) {
	compile := func(re string) *urlpattern.Matcher {
		m, err := urlpattern.Set{Patterns: []urlpattern.Pattern{{Regex: re}}}.Compile()
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	re := ITFRegexes{
		Index:     compile(`^http://[^/]+/tag/t\d+$`),
		IndexFlip: compile(`^http://[^/]+/page/\d+$`),
		Thread:    compile(`^http://[^/]+/p/\d+$`),
	}
	s := newSite(t, blogSite(), "", nil)
	maxTags := dryPages + (blogTags-dryPages)/sampleEvery
	for _, tt := range []struct {
		prune       bool
		concurrency int
	}{{true, 1}, {true, 4}, {false, 4}} {
		prune := tt.prune
		t.Run(fmt.Sprintf("prune %v, %d at a time", prune, tt.concurrency), func(t *testing.T) {
			gate, err := NewITF(s.URL+"/", re)
			if err != nil {
				t.Fatal(err)
			}
			st, err := Run(context.Background(), s.URL+"/", gate, Config{Out: t.TempDir(), Fetch: testFetch(), PruneLists: prune, Concurrency: tt.concurrency})
			if err != nil {
				t.Fatal(err)
			}
			if got := st.ByType[TypeThread]; got != blogPosts {
				t.Errorf("%d posts fetched, want all %d", got, blogPosts)
			}
			tags := st.ByType[TypeIndex]
			switch {
			case prune && (tags > maxTags || st.Pruned != blogTags-tags):
				t.Errorf("%d tag pages fetched and %d pruned, want at most %d fetched and the other %d pruned", tags, st.Pruned, maxTags, blogTags-tags)
			case !prune && (tags != blogTags || st.Pruned != 0):
				t.Errorf("without pruning, %d tag pages fetched and %d pruned, want all %d fetched", tags, st.Pruned, blogTags)
			}
		})
	}
}

// The kind of a list is the pattern its URL matched, by url_type.
func TestListKind(t *testing.T) {
	set := urlpattern.Set{Patterns: []urlpattern.Pattern{{Regex: `^http://h/tag/[^/]+/$`}, {Regex: `^http://h/category/[^/]+/$`}}}
	m, err := set.Compile()
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewITF("http://h/", ITFRegexes{Index: m, SessionParams: []string{"sid"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ typ, url, want string }{
		{TypeIndex, "http://h/tag/soup/?sid=1", "index ^http://h/tag/[^/]+/$"},
		{TypeIndex, "http://h/category/food/", "index ^http://h/category/[^/]+/$"},
		{TypeThread, "http://h/tag/soup/", ""},
		{TypeIndexFlip, "http://h/tag/soup/", ""},
		{TypeIndex, "http://h/other/", ""},
	} {
		if got := g.ListKind(c.typ, c.url); got != c.want {
			t.Errorf("ListKind(%s, %s) = %q, want %q", c.typ, c.url, got, c.want)
		}
	}
}
