package score

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"focus/crawl"
)

func TestText(t *testing.T) {
	tests := []struct{ name, html, want string }{
		{"blocks", `<h1>Title</h1><p>One  two
three</p><p>four</p>`, "Title\nOne two three\nfour"},
		{"inline keeps spaces", `<p>a <b>bold</b> word and<i>glued</i></p>`, "a bold word andglued"},
		{"no scripts or styles", `<head><title>T</title><style>p{}</style><script>var x=1</script></head><body>seen<noscript>no</noscript></body>`, "T\nseen"},
		{"list", `<ul><li>x</li><li>y</li></ul>`, "x\ny"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, err := html.Parse(strings.NewReader(tt.html))
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
