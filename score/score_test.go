package score

import (
	"fmt"
	"strings"
	"testing"

	"focus/align"
	"focus/crawl"
)

func TestText(t *testing.T) {
	tests := []struct{ name, html, want string }{
		{"blocks", `<h1>Title</h1><p>One  two
three</p><p>four</p>`, "Title\nOne two three\nfour"},
		{"inline keeps spaces", `<p>a <b>bold</b> word and<i>glued</i></p>`, "a bold word andglued"},
		{"no scripts or styles", `<head><title>T</title><style>p{}</style><script>var x=1</script></head><body>seen</body>`, "T\nseen"},
		// A crawler runs no scripts: what <noscript> holds is shown, all of
		// a Flarum discussion's posts.
		{"noscript shown", `<body><div id="app"></div><noscript id="flarum-content"><h2>Lenses</h2><div><h3>Tom</h3><p>A <b>fine</b> post.</p></div></noscript></body>`, "Lenses\nTom\nA fine post."},
		{"list", `<ul><li>x</li><li>y</li></ul>`, "x\ny"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, err := align.ParseHTML([]byte(tt.html))
			if err != nil {
				t.Fatal(err)
			}
			if got := Text(root); got != tt.want {
				t.Errorf("Text = %q, want %q", got, tt.want)
			}
		})
	}
}

// fixed keeps pages whose URL contains want and ranks links by anchor
// length; it counts the pages it was shown.
type fixed struct {
	want  string
	score float64
	seen  *int
}

func (f fixed) Keep(p *crawl.Page) (bool, float64) {
	*f.seen++
	return strings.Contains(p.URL, f.want), f.score
}

func (f fixed) Priority(_ *crawl.Page, l crawl.Link, _ string) float64 { return float64(len(l.Anchor)) }

func TestCombine(t *testing.T) {
	var n1, n2, n3 int
	prio := fixed{want: "nothing", score: 0.7, seen: &n1}
	a, b := fixed{want: "a", score: 0.1, seen: &n2}, fixed{want: "b", score: 0.2, seen: &n3}
	tests := []struct {
		name      string
		s         crawl.Scorer
		url       string
		keep      bool
		score     float64
		priority  float64
		prioShown int
	}{
		{"filters all keep", Combine(prio, a, b), "http://x/ab", true, 0.7, 4, 1},
		{"one filter drops", Combine(prio, a, b), "http://x/a", false, 0.7, 4, 1},
		{"priority alone keeps all", Combine(prio), "http://x/", true, 0.7, 4, 1},
		{"breadth-first with a filter", Combine(nil, b, a), "http://x/b", false, 0.2, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n1 = 0
			keep, score := tt.s.Keep(&crawl.Page{URL: tt.url})
			if keep != tt.keep || score != tt.score || n1 != tt.prioShown {
				t.Errorf("Keep = %v, %v (priority scorer shown %d pages), want %v, %v (%d)", keep, score, n1, tt.keep, tt.score, tt.prioShown)
			}
			if p := tt.s.Priority(nil, crawl.Link{Anchor: "four"}, "link"); p != tt.priority {
				t.Errorf("Priority = %v, want %v", p, tt.priority)
			}
		})
	}
}

// TestCombineSharedScorer: a scorer that orders the frontier and filters
// pages is asked once a page, and its verdict counts.
func TestCombineSharedScorer(t *testing.T) {
	var n int
	both := &fixed{want: "a", score: 0.5, seen: &n}
	s := Combine(both, both)
	for _, tt := range []struct {
		url  string
		keep bool
	}{{"http://x/a", true}, {"http://x/b", false}} {
		n = 0
		if keep, _ := s.Keep(&crawl.Page{URL: tt.url}); keep != tt.keep || n != 1 {
			t.Errorf("%s: keep %v after %d calls, want %v after 1", tt.url, keep, n, tt.keep)
		}
	}
}

func TestLinkGroup(t *testing.T) {
	tests := []struct{ a, b string }{
		{"http://h/2024/03/why-my-tomatoes-split/", "http://h/2019/11/a-long-slug-here/"},
		{"http://h/2024/03/why-my-tomatoes-split/print", "http://h/2023/01/other-post-slug/print"},
		{"http://h/wp-login.php?redirect_to=%2Fa", "http://h/wp-login.php?redirect_to=%2Fb"},
		{"http://h/topic/12/page/3", "http://h/topic/7/page/10"},
		{"http://h/post123.html", "http://h/post9.html"},
	}
	for _, tt := range tests {
		if LinkGroup(tt.a) != LinkGroup(tt.b) {
			t.Errorf("%s and %s: groups %q and %q, want one", tt.a, tt.b, LinkGroup(tt.a), LinkGroup(tt.b))
		}
	}
	apart := [][2]string{
		{"http://h/2024/03/why-my-tomatoes-split/", "http://h/2024/03/why-my-tomatoes-split/print"},
		{"http://h/tag/roses/", "http://h/category/roses/"},
		{"http://h/view?id=1", "http://h/view?id=1&print=1"},
		{"http://h/a/", "http://other/a/"},
	}
	for _, p := range apart {
		if LinkGroup(p[0]) == LinkGroup(p[1]) {
			t.Errorf("%s and %s share the group %q", p[0], p[1], LinkGroup(p[0]))
		}
	}
}

func TestGroupLearner(t *testing.T) {
	g := NewGroupLearner()
	post := func(i int) string { return fmt.Sprintf("http://h/2024/03/post-number-%d/", i) }
	printView := func(i int) string { return post(i) + "print" }
	for i := range 4 {
		if p := g.Queued(post(i), 0.5); p != 0.5 {
			t.Fatalf("untried group: priority %v, want the prior 0.5", p)
		}
		g.Queued(printView(i), 0.5)
	}
	g.Fetched(post(0), true)
	g.Fetched(post(1), true)
	g.Fetched(printView(0), false)
	g.Fetched(printView(1), false)
	gp, _ := g.Rescore(post(2))
	pp, _ := g.Rescore(printView(2))
	if gp <= 0.5 || pp >= 0.5 {
		t.Errorf("after evidence: posts %v, prints %v; want above and below the prior 0.5", gp, pp)
	}
	if _, ok := g.Rescore(post(0)); ok {
		t.Error("a fetched URL is still rescored")
	}
	if _, ok := g.Rescore("http://h/never"); ok {
		t.Error("a URL never queued is rescored")
	}
}
