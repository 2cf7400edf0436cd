package profile

import (
	"bufio"
	"context"
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"focus/crawl"
	"focus/fetch"
	"focus/sim"
	"focus/sim/simtest"
)

// farmTopic grows the test topic from its seed over the tags of the
// farm's photo pages, as the paper's first stage does over a crawl.
func farmTopic(t testing.TB, seed string) []Cotag {
	t.Helper()
	f := farm(t)
	photo := regexp.MustCompile(`/photos/[^/]+/\d+/$`)
	var sets [][]string
	for _, u := range f.urls {
		if photo.MatchString(u) {
			sets = append(sets, Tags(f.page(t, u), u))
		}
	}
	return Expand([]string{seed}, sets, ExpandOptions{})
}

// harvest crawls the farm's flickr site with scorer (nil: breadth-first)
// for budget pages and returns, after each fetch, how many of the pages
// fetched so far are profile pages of members whose topic is topic, judged
// by the site's truth (a page fetched twice counts once).
func harvest(t *testing.T, srv *sim.Server, scorer crawl.Scorer, budget int, topic string) []int {
	t.Helper()
	gate, err := crawl.NewBFS(srv.Entry())
	if err != nil {
		t.Fatal(err)
	}
	fc := fetch.DefaultConfig()
	fc.Delay, fc.Retries, fc.Backoff = 0, 0, 0
	out := t.TempDir()
	cfg := crawl.Config{Out: out, MaxPages: budget, Fetch: fc, Concurrency: 1}
	if scorer != nil {
		cfg.Scorer = scorer
	}
	if _, err := crawl.Run(context.Background(), srv.Entry(), gate, cfg); err != nil {
		t.Fatal(err)
	}
	fh, err := os.Open(filepath.Join(out, "crawl.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	var found []int
	relevant := 0
	seen := map[string]bool{}
	classes := map[string]int{}
	defer func() { t.Logf("fetched by class: %v", classes) }()
	sc := bufio.NewScanner(fh)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var r struct {
			URL      string `json:"url"`
			FinalURL string `json:"final_url"`
			Status   int    `json:"status"`
		}
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		u := r.URL
		if r.FinalURL != "" {
			u = r.FinalURL
		}
		pu, err := url.Parse(u)
		if err != nil || seen[u] {
			found = append(found, relevant)
			continue // a duplicate fetch is waste
		}
		seen[u] = true
		class, owner := sim.FlickrClass(srv.Site, pu.Path)
		classes[class]++
		if class == sim.MediaProfile && owner != nil && owner.Topic == topic {
			relevant++
		}
		found = append(found, relevant)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(found) == 0 {
		t.Fatal("nothing fetched")
	}
	return found
}

// TestHarvestFarm is the paper's experiment on the farm: a crawl of the
// flickr site for the topic "medicine" (about one member in seven) fetches
// far more relevant profile pages in its first pages than breadth-first.
func TestHarvestFarm(t *testing.T) {
	if testing.Short() {
		t.Skip("crawls a farm site")
	}
	const topic, budget = "medicine", 300
	terms := TopicTerms(farmTopic(t, topic))
	t.Logf("topic: %s", strings.Join(terms, " "))
	srv := simtest.Start(t, "flickr")
	all := 0
	for _, u := range srv.Site.World.Users {
		if u.Topic == topic {
			all++
		}
	}

	bfs := harvest(t, srv, nil, budget, topic)
	s, err := New(Options{Topic: terms})
	if err != nil {
		t.Fatal(err)
	}
	focused := harvest(t, srv, s, budget, topic)
	ratio := func(found []int, n int) (float64, int) {
		n = min(n, len(found))
		return float64(found[n-1]) / float64(n), found[n-1]
	}
	for _, n := range []int{100, 200, budget} {
		b, bn := ratio(bfs, n)
		f, fn := ratio(focused, n)
		t.Logf("first %3d pages: breadth-first %.3f (%2d relevant profiles), profile-based %.3f (%2d of the site's %d)", n, b, bn, f, fn, all)
	}
	b, _ := ratio(bfs, budget)
	f, fn := ratio(focused, budget)
	known, ranked := 0, 0
	for _, m := range s.Members() {
		known++
		if m.Rank >= DefaultThreshold {
			ranked++
		}
	}
	t.Logf("the scorer knows %d members, %d of them ranked at least the threshold", known, ranked)
	if f < 5*b || 3*fn < 2*all {
		t.Errorf("harvest %.3f (%d of %d relevant profiles), breadth-first %.3f: want five times as much and two thirds of the relevant profiles", f, fn, all, b)
	}
}

// TestCollectTags: the first stage, over HTTP from the seed's tag page,
// gathers the tag sets of photo pages, from which the topic grows.
func TestCollectTags(t *testing.T) {
	srv := simtest.Start(t, "flickr")
	m, err := DefaultModel()
	if err != nil {
		t.Fatal(err)
	}
	fc := fetch.DefaultConfig()
	fc.Delay = 0
	sets, err := CollectTags(t.Context(), fetch.New(fc), m, []string{srv.Base + "/photos/tags/medicine/"}, 60, nil)
	if err != nil {
		t.Fatal(err)
	}
	terms := TopicTerms(Expand([]string{"medicine"}, sets, ExpandOptions{}))
	if len(sets) < 10 || len(terms) < 3 || terms[0] != "medicine" {
		t.Errorf("%d tag sets, topic %v; want 10 or more sets and a topic grown from medicine", len(sets), terms)
	}
	t.Logf("%d tag sets, topic %v", len(sets), terms)
}
