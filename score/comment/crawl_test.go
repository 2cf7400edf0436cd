package comment

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"focus/crawl"
	"focus/fetch"
)

// web is a few small sites on loopback that link to each other: two blogs
// whose posts have comments (but for their last post), a blog archive and
// a shop with none. The seed is a post with comments whose first links go
// to the archive and the shop, as a blog's sidebar and ads come before its
// "related posts": breadth-first fetches all of that before the posts.
type web struct {
	blogA, blogB, shop *httptest.Server
	comments           map[string]bool // URL -> has comments
}

const (
	posts    = 8  // per blog; the last has no comments
	archives = 30 // archive pages of blog A
	products = 20
)

func newWeb(t *testing.T) *web {
	t.Helper()
	w := &web{comments: map[string]bool{}}
	pages := map[string]map[string]string{"a": {}, "b": {}, "shop": {}}
	serve := func(name string) *httptest.Server {
		s := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
			body, ok := pages[name][r.URL.Path]
			if !ok {
				http.NotFound(rw, r)
				return
			}
			rw.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(rw, body)
		}))
		t.Cleanup(s.Close)
		return s
	}
	w.blogA, w.blogB, w.shop = serve("a"), serve("b"), serve("shop")
	a := func(href string) string { return `<a href="` + href + `">link</a>` }
	html := func(comments int, links ...string) string {
		var b strings.Builder
		// Every page has the sidebar of a blog theme: names that mention
		// comments but are none.
		b.WriteString(`<html><body><aside class="widget recentcomments"><span class="comment-count">4</span></aside>`)
		for _, l := range links {
			b.WriteString(a(l))
		}
		for i := range comments {
			fmt.Fprintf(&b, `<li class="comment"><div class="comment-body">Comment %d: thanks for writing this up, it helped.</div></li>`, i)
		}
		b.WriteString(`</body></html>`)
		return b.String()
	}
	shopURL := func(i int) string { return fmt.Sprintf("%s/p/%d", w.shop.URL, i) }
	archURL := func(i int) string { return fmt.Sprintf("%s/archive/%d", w.blogA.URL, i) }
	postURL := func(s *httptest.Server, i int) string { return fmt.Sprintf("%s/post/%d", s.URL, i) }

	pages["shop"]["/"] = html(0, shopURL(1), shopURL(2), shopURL(3))
	for i := 1; i <= products; i++ {
		pages["shop"][fmt.Sprintf("/p/%d", i)] = html(0, shopURL(i%products+1), shopURL((i+1)%products+1), shopURL((i+6)%products+1))
	}
	for i := 1; i <= archives; i++ {
		pages["a"][fmt.Sprintf("/archive/%d", i)] = html(0, archURL(i%archives+1), archURL((i+10)%archives+1), shopURL(i%products+1))
	}
	for _, blog := range []struct {
		s     *httptest.Server
		name  string
		other *httptest.Server
	}{{w.blogA, "a", w.blogB}, {w.blogB, "b", w.blogA}} {
		for i := 1; i <= posts; i++ {
			n := 1 + i%4
			if i == posts {
				n = 0
			}
			var links []string
			if blog.name == "a" {
				for j := range 6 { // the sidebar: archives, then the shop's ads
					links = append(links, archURL((i*6+j)%archives+1))
				}
			}
			links = append(links, w.shop.URL+"/", shopURL(i), postURL(blog.s, i%posts+1), postURL(blog.other, i))
			pages[blog.name][fmt.Sprintf("/post/%d", i)] = html(n, links...)
			w.comments[postURL(blog.s, i)] = n > 0
		}
	}
	return w
}

// fetchOrder crawls the web from blog A's first post and returns the URLs
// fetched, in order.
func (w *web) fetchOrder(t *testing.T, s crawl.Scorer, budget int) []string {
	t.Helper()
	dir := t.TempDir()
	fc := fetch.DefaultConfig()
	fc.Delay, fc.Retries, fc.Backoff, fc.Timeout = 0, 0, time.Millisecond, 5*time.Second
	cfg := crawl.Config{Out: dir, Concurrency: 1, Fetch: fc, MaxPages: budget, Scorer: s}
	if _, err := crawl.Run(context.Background(), w.blogA.URL+"/post/1", crawl.NewWeb(), cfg); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, crawl.LogFile))
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	for line := range strings.Lines(string(data)) {
		var r crawl.Record
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		if !strings.HasSuffix(r.URL, "/robots.txt") {
			order = append(order, r.URL)
		}
	}
	return order
}

// TestFocusedCrawl crawls the same small web four ways and compares how
// early the pages with comments come: OPIC+COMMD and COMMD must fetch them
// before breadth-first does.
func TestFocusedCrawl(t *testing.T) {
	w := newWeb(t)
	kw := Keywords{"comment-body"}
	total := 0
	for _, c := range w.comments {
		if c {
			total++
		}
	}
	const budget = 30
	type result struct {
		harvest  int     // pages with comments among the first budget fetches
		meanRank float64 // mean fetch position of the pages with comments, whole crawl
	}
	got := map[string]result{}
	for _, tc := range []struct {
		name string
		s    func() crawl.Scorer
	}{
		{"bfs", func() crawl.Scorer { return nil }},
		{"opic", func() crawl.Scorer { return NewOPIC(kw, false) }},
		{"commd", func() crawl.Scorer { return NewCOMMD(kw) }},
		{"opic+commd", func() crawl.Scorer { return NewOPIC(kw, true) }},
	} {
		full := w.fetchOrder(t, tc.s(), 0)
		var r result
		found := 0
		for i, u := range full {
			if w.comments[u] {
				found++
				r.meanRank += float64(i + 1)
				if i < budget {
					r.harvest++
				}
			}
		}
		if found != total {
			t.Fatalf("%s: the whole crawl (%d fetches) found %d of %d pages with comments", tc.name, len(full), found, total)
		}
		r.meanRank /= float64(found)
		got[tc.name] = r
		t.Logf("%-10s first %d fetches: %2d of %d pages with comments (harvest rate %.2f); whole crawl of %d: mean position %.1f",
			tc.name, budget, r.harvest, total, float64(r.harvest)/budget, len(full), r.meanRank)
	}
	for _, name := range []string{"opic+commd", "commd"} {
		if got[name].harvest <= got["bfs"].harvest || got[name].meanRank >= got["bfs"].meanRank {
			t.Errorf("%s %+v does not beat breadth-first %+v", name, got[name], got["bfs"])
		}
	}
	// The budget stops a focused crawl as it does a breadth-first one.
	if order := w.fetchOrder(t, NewOPIC(kw, true), budget); len(order) != budget {
		t.Errorf("budget %d: %d fetches", budget, len(order))
	}
}
