package sentiment

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"focus/crawl"
)

func newScorer(t testing.TB, o Options) *Scorer {
	t.Helper()
	s, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func parse(t testing.TB, s string) *html.Node {
	t.Helper()
	root, err := html.Parse(strings.NewReader(s))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// TestSATRanksSentimentalAnchors: at both levels, links whose anchors
// carry opinion ("awful", "amazing") rank above neutral ones, all on the
// same neutral page.
func TestSATRanksSentimentalAnchors(t *testing.T) {
	sentimental := []string{
		"Awful battery, a total waste of money",
		"Amazing camera, I love it!",
		"Why I hate this terrible phone",
		"The best pizza in town, simply wonderful",
	}
	neutral := []string{
		"Battery specifications",
		"Next page",
		"Installation guide for version 2.1",
		"Camera settings and menus",
		"",
	}
	for _, level := range []Level{LevelSentence, LevelWord} {
		t.Run(string(level), func(t *testing.T) {
			s := newScorer(t, Options{Mode: ModeSAT, Level: level})
			from := &crawl.Page{URL: "http://example.test/", Root: fixture(t, "forum_index.html")}
			s.Keep(from)
			prio := func(i int, anchor string) float64 {
				return s.Priority(from, crawl.Link{URL: "http://example.test/t/" + string(rune('a'+i)), Anchor: anchor}, "link")
			}
			var low, high []float64
			for i, a := range neutral {
				low = append(low, prio(i, a))
			}
			for i, a := range sentimental {
				high = append(high, prio(10+i, a))
			}
			t.Logf("sentimental %.3f, neutral %.3f", high, low)
			if slices.Min(high) <= slices.Max(low) {
				t.Errorf("lowest sentimental anchor %.3f not above highest neutral %.3f", slices.Min(high), slices.Max(low))
			}
		})
	}
}

// TestSPCInherits: links inherit their page's sentimentality; a URL linked
// from two pages gets the mean of the two, under S-PC and under S-ML
// before its first fit.
func TestSPCInherits(t *testing.T) {
	rant := &crawl.Page{URL: "http://example.test/rant", Root: fixture(t, "review_rant.html")}
	manual := &crawl.Page{URL: "http://example.test/manual", Root: fixture(t, "tech_manual.html")}
	for _, mode := range []Mode{ModeSPC, ModeSML} {
		t.Run(string(mode), func(t *testing.T) {
			s := newScorer(t, Options{Mode: mode})
			_, vr := s.Keep(rant)
			p1 := s.Priority(rant, crawl.Link{URL: "http://example.test/x", Anchor: "next"}, "link")
			p2 := s.Priority(rant, crawl.Link{URL: "http://example.test/y", Anchor: "I love it"}, "link")
			_, vm := s.Keep(manual)
			p3 := s.Priority(manual, crawl.Link{URL: "http://example.test/z", Anchor: "next"}, "link")
			p4 := s.Priority(manual, crawl.Link{URL: "http://example.test/x", Anchor: "next"}, "link")
			if p1 != vr || p2 != vr {
				t.Errorf("links of the rant: %.4f, %.4f; want its score %.4f", p1, p2, vr)
			}
			if p3 != vm {
				t.Errorf("link of the manual: %.4f; want its score %.4f", p3, vm)
			}
			if want := (vr + vm) / 2; abs(p4-want) > 1e-6 {
				t.Errorf("URL linked from both: %.4f; want the mean %.4f", p4, want)
			}
			if st := s.Stats(); st.Tracked != 3 || st.Pages != 2 || st.Trainings != 0 {
				t.Errorf("stats %+v", st)
			}
		})
	}
}

// TestKeepThreshold: Keep's score is the page's sentimentality at the
// scorer's level; the threshold decides.
func TestKeepThreshold(t *testing.T) {
	rant := &crawl.Page{URL: "http://example.test/rant", Root: fixture(t, "review_rant.html")}
	manual := &crawl.Page{URL: "http://example.test/manual", Root: fixture(t, "tech_manual.html")}
	notHTML := &crawl.Page{URL: "http://example.test/a.pdf"}
	tests := []struct {
		level     Level
		threshold float64
		page      *crawl.Page
		keep      bool
	}{
		{LevelWord, 0, manual, true},
		{LevelWord, 0, notHTML, true},
		{LevelWord, 0.03, manual, false},
		{LevelWord, 0.03, rant, true},
		{LevelSentence, 0.2, manual, false},
		{LevelSentence, 0.2, rant, true},
		{LevelSentence, 0.2, notHTML, false},
	}
	for _, tt := range tests {
		s := newScorer(t, Options{Mode: ModeSPC, Level: tt.level, Threshold: tt.threshold})
		keep, v := s.Keep(tt.page)
		if want := s.Analyzer().Page(tt.page.Root).Value(tt.level); v != want {
			t.Errorf("%s: score %.4f, want %.4f", tt.page.URL, v, want)
		}
		if keep != tt.keep {
			t.Errorf("%s at %s level, threshold %.2f: keep %v (score %.4f)", tt.page.URL, tt.level, tt.threshold, keep, v)
		}
	}
}

func TestNewOptions(t *testing.T) {
	tests := []struct {
		o  Options
		ok bool
	}{
		{Options{}, true},
		{Options{Mode: "sat", Level: "sentence", RetrainEvery: 10, Threshold: 0.1}, true},
		{Options{Mode: "bfs"}, false},
		{Options{Level: "paragraph"}, false},
		{Options{RetrainEvery: -1}, false},
		{Options{Lambda: -1}, false},
		{Options{HashBits: 20}, false},
	}
	for _, tt := range tests {
		s, err := New(tt.o)
		if (err == nil) != tt.ok {
			t.Errorf("New(%+v): error %v, want ok %v", tt.o, err, tt.ok)
		}
		if err == nil && tt.o.Mode == "" {
			if o := s.Options(); o.Mode != ModeSML || o.Level != LevelWord || o.RetrainEvery != 1000 {
				t.Errorf("defaults: %+v", o)
			}
		}
	}
}

func TestURLWords(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"http://Reviews.Example.com/opinions/2024/awful-blender_x?sort=hot&id=77", []string{"reviews.example.com", "opinions", "awful", "blender", "sort", "hot", "id"}},
		{"https://example.com/", []string{"example.com"}},
		{"::", nil},
	}
	for _, tt := range tests {
		if got := urlWords(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("urlWords(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestRidge: the fit recovers a linear target from noiseless samples,
// repeated indices included.
func TestRidge(t *testing.T) {
	r := newRidge(4, 3, 1e-6)
	if _, ok := r.predict([]feature{{0, 1}}); ok {
		t.Fatal("prediction before the first fit")
	}
	f := func(a, b float64) float64 { return 0.5 + 2*a - 3*b }
	for i := range 50 {
		a, b := float64(i%7)/7, float64(i%5)/5
		r.add([]feature{{0, 1}, {1, a / 2}, {1, a / 2}, {2, b}}, f(a, b))
	}
	if err := r.fit(); err != nil {
		t.Fatal(err)
	}
	if y, _ := r.predict([]feature{{0, 1}, {1, 0.3}, {2, 0.9}}); abs(y-f(0.3, 0.9)) > 1e-3 {
		t.Errorf("predict %.4f, want %.4f", y, f(0.3, 0.9))
	}
}

// BenchmarkFit times one S-ML refit at the default 512 buckets.
func BenchmarkFit(b *testing.B) {
	r := newRidge(nDense+1<<9, nDense, 1)
	for i := range 1000 {
		r.add([]feature{{0, 1}, {1, float64(i%7) / 7}, {nDense + i%512, 1}, {nDense + (i*7)%512, 1}}, float64(i%3))
	}
	for b.Loop() {
		if err := r.fit(); err != nil {
			b.Fatal(err)
		}
	}
}

// TestSMLRescore: queued URLs are predicted again by the latest fit; other
// modes, and URLs the scorer knows nothing of, keep their priority.
func TestSMLRescore(t *testing.T) {
	rant := &crawl.Page{URL: "http://example.test/rant", Root: fixture(t, "review_rant.html")}
	manual := &crawl.Page{URL: "http://example.test/manual", Root: fixture(t, "tech_manual.html")}
	spc := newScorer(t, Options{Mode: ModeSPC})
	spc.Keep(rant)
	spc.Priority(rant, crawl.Link{URL: "http://example.test/x", Anchor: "more"}, "link")
	if got := spc.Rescore("http://example.test/x", "link", 0.3); got != 0.3 {
		t.Errorf("S-PC rescored to %v, want the queued 0.3", got)
	}
	sml := newScorer(t, Options{Mode: ModeSML, RetrainEvery: 2})
	if got := sml.Rescore("http://example.test/unknown", "link", 0.3); got != 0.3 {
		t.Errorf("unknown URL rescored to %v, want 0.3", got)
	}
	// Two samples, then a fit: pages linked from the rant were rants.
	for i, p := range []*crawl.Page{rant, manual} {
		sml.Keep(p)
		for j := range 3 {
			sml.Priority(p, crawl.Link{URL: fmt.Sprintf("http://example.test/%d/%d", i, j), Anchor: "read on"}, "link")
		}
	}
	sml.Keep(&crawl.Page{URL: "http://example.test/0/0", Root: fixture(t, "review_rave.html")})
	sml.Keep(&crawl.Page{URL: "http://example.test/1/0", Root: fixture(t, "changelog.html")})
	if sml.Stats().Trainings == 0 {
		t.Fatal("no fit after two samples")
	}
	fromRant, fromManual := sml.Rescore("http://example.test/0/1", "link", 9), sml.Rescore("http://example.test/1/1", "link", 9)
	if fromRant == 9 || fromManual == 9 || fromRant <= fromManual {
		t.Errorf("after the fit: link from the rant %v, from the manual %v; want new predictions, the rant's higher", fromRant, fromManual)
	}
}
