package comment

import (
	"math"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"focus/crawl"
)

// fake is a fetched page: with or without comments, with links.
func fake(t *testing.T, url string, depth int, comments bool, links ...string) *crawl.Page {
	t.Helper()
	body := "<html><body>"
	if comments {
		body += `<div class="comment-body">Thanks, this was just what I needed today.</div>`
	}
	body += "</body></html>"
	root, err := html.Parse(strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	p := &crawl.Page{URL: url, Depth: depth, Body: []byte(body), Root: root}
	for _, l := range links {
		p.Links = append(p.Links, crawl.Link{URL: l})
	}
	return p
}

// step is one fetched page and what Priority must answer for its links.
type step struct {
	page *crawl.Page
	keep bool
	prio map[string]float64 // link -> priority
}

func run(t *testing.T, s crawl.Scorer, steps []step) {
	t.Helper()
	for i, st := range steps {
		if keep, _ := s.Keep(st.page); keep != st.keep {
			t.Errorf("step %d (%s): keep %v, want %v", i, st.page.URL, keep, st.keep)
		}
		for _, l := range st.page.Links {
			want, ok := st.prio[l.URL]
			if !ok {
				continue
			}
			if got := s.Priority(st.page, l, "link"); math.Abs(got-want) > 1e-12 {
				t.Errorf("step %d (%s): priority of %s = %v, want %v", i, st.page.URL, l.URL, got, want)
			}
		}
	}
}

func TestOPICCash(t *testing.T) {
	kw := Keywords{"comment-body"}
	const s, a, b, c, d = "http://s/", "http://a/", "http://b/", "http://c/", "http://d/"
	// The seed has comments and links a twice and b once (and itself): n = 3.
	seed := func() *crawl.Page { return fake(t, s, 0, true, a, a, b, s+"#top") }
	tests := []struct {
		name     string
		feedback bool
		steps    func() []step
		reserve  float64
	}{
		{"OPIC+COMMD: pages without comments hand on nothing; the next page with comments hands on their cash", true, func() []step {
			return []step{
				{seed(), true, map[string]float64{a: 2.0 / 3, b: 1.0 / 3}},
				{fake(t, a, 1, false, c), false, map[string]float64{c: 0}},
				// b's own 1/3 and a's 2/3 from the reserve, over 2 links.
				{fake(t, b, 1, true, c, d), true, map[string]float64{c: 0.5, d: 0.5}},
			}
		}, 0},
		{"plain OPIC: every page hands its cash on", false, func() []step {
			return []step{
				{seed(), true, map[string]float64{a: 2.0 / 3, b: 1.0 / 3}},
				{fake(t, a, 1, false, c), false, map[string]float64{c: 2.0 / 3}},
				{fake(t, b, 1, true, c, d), true, map[string]float64{c: 2.0/3 + 1.0/6, d: 1.0 / 6}},
			}
		}, 0},
		{"OPIC+COMMD: a page without comments last keeps its cash in the reserve", true, func() []step {
			return []step{
				{seed(), true, map[string]float64{a: 2.0 / 3, b: 1.0 / 3}},
				{fake(t, a, 1, false, c), false, map[string]float64{c: 0}},
			}
		}, 2.0 / 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := NewOPIC(kw, tc.feedback)
			steps := tc.steps()
			run(t, o, steps)
			// The cash is all on URLs not fetched, or in the reserve: C = 1 seed.
			total := o.Reserve()
			for _, u := range []string{a, b, c, d} {
				fetched := false
				for _, st := range steps {
					fetched = fetched || st.page.URL == u
				}
				if !fetched {
					total += o.Cash(u)
				}
			}
			if math.Abs(total-1) > 1e-12 || math.Abs(o.Reserve()-tc.reserve) > 1e-12 {
				t.Errorf("cash on queued URLs + reserve = %v (reserve %v), want 1 (reserve %v)", total, o.Reserve(), tc.reserve)
			}
		})
	}
	// A page with two links to one URL pays it once, whatever the number of
	// Priority calls.
	o := NewOPIC(kw, true)
	p := seed()
	o.Keep(p)
	for range 3 {
		o.Priority(p, crawl.Link{URL: a}, "link")
	}
	if got := o.Cash(a); math.Abs(got-2.0/3) > 1e-12 {
		t.Errorf("cash of a after three calls: %v, want 2/3", got)
	}
	if got := o.Priority(nil, crawl.Link{URL: "http://seed2/"}, crawl.TypeEntry); got != 1 {
		t.Errorf("a seed queued by the crawl: %v, want 1", got)
	}
}

func TestCOMMD(t *testing.T) {
	const a, b, c = "http://a/", "http://b/", "http://c/"
	run(t, NewCOMMD(Keywords{"comment-body"}), []step{
		{fake(t, "http://s/", 0, true, a, b), true, map[string]float64{a: 1, b: 1}},
		// A parent without comments scores its new links 0 but cannot lower
		// b, which a parent with comments linked.
		{fake(t, a, 1, false, c, b), false, map[string]float64{c: 0, b: 1}},
		// Fetched, b is forgotten: a later link to it would be a new URL.
		{fake(t, b, 1, false, c), false, map[string]float64{c: 0}},
		{fake(t, "http://d/", 1, true, c), true, map[string]float64{c: 1}},
	})
}

func TestFilter(t *testing.T) {
	f := NewFilter(Keywords{"comment-body"})
	tests := []struct {
		page *crawl.Page
		keep bool
	}{
		{fake(t, "http://a/", 0, true), true},
		{fake(t, "http://b/", 0, false), false},
		{&crawl.Page{URL: "http://c/feed.xml", Body: []byte("<rss/>")}, false}, // not HTML: no Root
	}
	for _, tc := range tests {
		if keep, score := f.Keep(tc.page); keep != tc.keep || (score > 0) != tc.keep {
			t.Errorf("%s: keep %v score %v, want keep %v", tc.page.URL, keep, score, tc.keep)
		}
	}
}
