package learn

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"focus/corpus"
	"focus/eval"
	"focus/fetch"
	"focus/models"
	"focus/pagetype"
	"focus/sim"
	"focus/sim/simtest"
	"focus/urlpattern"
)

// truthPage is what the measurements read of a ground-truth page, farm or
// mirror.
type truthPage struct {
	Type      string `json:"type"`
	Status    int    `json:"status"`
	Page      int    `json:"page"`
	FPage     int    `json:"fpage"`
	Canonical string `json:"canonical"`
}

// testSite is a site served on loopback for a test.
type testSite struct {
	name  string
	entry string
	truth func(t *testing.T) map[string]truthPage
}

// mirrors are the real training forums. Tests call them "real:NAME" (the
// farm has a punbb too).
var mirrors = map[string]bool{"real:fluxbb": true, "real:punbb": true, "real:chyrp": true}

const sitesDir = "../../shared/training/sites"

// startFarm serves a farm package on a free port. A name "mybb@3" builds
// its world from another seed (the package's plus 3), as FOCUS_LEARN_WORLD=3
// does for names without one: the same software and markup with other
// boards, threads, users and sizes, a site no measure was taken on before.
func startFarm(t *testing.T, name string) testSite {
	t.Helper()
	name, world, ok := strings.Cut(name, "@")
	if !ok {
		world = os.Getenv("FOCUS_LEARN_WORLD")
	}
	p, err := sim.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	if world != "" {
		n, err := strconv.Atoi(world)
		if err != nil {
			t.Fatalf("world %q of %s: %v", world, name, err)
		}
		p.Seed += int64(n) // Lookup builds the package afresh
	}
	srv := simtest.StartPackage(t, p)
	return testSite{name: name, entry: srv.Entry(), truth: func(t *testing.T) map[string]truthPage {
		tr, err := srv.Site.Truth(srv.Base)
		if err != nil {
			t.Fatal(err)
		}
		// A page robots.txt keeps a polite crawler from is neither found
		// nor missed: learning may not fetch it, nor the crawl (Lobsters
		// disallows its front page's later pages).
		ctx, client, _ := fullSpeed(t)
		out := make(map[string]truthPage, len(tr.Pages))
		for u, tp := range tr.Pages {
			ok, err := client.Allowed(ctx, u)
			if err != nil {
				t.Fatal(err)
			}
			if !ok {
				continue
			}
			c := tp.Canonical
			if c == "" {
				c = u
			}
			out[u] = truthPage{Type: tp.Type, Status: tp.Status, Page: tp.Page, FPage: tp.FPage, Canonical: c}
		}
		return out
	}}
}

// startMirror replays a mirrored real site on a free port.
func startMirror(t *testing.T, name string) testSite {
	t.Helper()
	base := strings.TrimPrefix(name, "real:")
	warc := filepath.Join(sitesDir, base+".warc.gz")
	if _, err := os.Stat(warc); err != nil {
		t.Skipf("mirror %s not available: %v", name, err)
	}
	m, err := sim.StartMirror(warc, filepath.Join(sitesDir, base+".truth.json"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { m.Close() })
	var tr struct {
		Pages map[string]truthPage `json:"pages"`
	}
	if err := json.Unmarshal(m.Truth, &tr); err != nil {
		t.Fatal(err)
	}
	for u, tp := range tr.Pages {
		if tp.Canonical == "" {
			tp.Canonical = u
			tr.Pages[u] = tp
		}
	}
	return testSite{name: name, entry: m.EntryURL, truth: func(*testing.T) map[string]truthPage { return tr.Pages }}
}

func start(t *testing.T, name string) testSite {
	if mirrors[name] {
		return startMirror(t, name)
	}
	return startFarm(t, name)
}

// shippedClassifier is the page-type model focus ships, loaded once.
var shippedClassifier = sync.OnceValues(func() (*pagetype.Classifier, error) { return models.PageType("") })

// mirrorClassifier is trained on the three real training forums alone, so
// that every farm package is a site it has never seen.
var mirrorClassifier = sync.OnceValues(func() (*pagetype.Classifier, error) {
	var all []pagetype.Example
	for _, n := range []string{"fluxbb", "punbb", "chyrp"} {
		exs, err := corpus.Mirror(filepath.Join(sitesDir, n+".warc.gz"), 30, 1)
		if err != nil {
			return nil, err
		}
		all = append(all, exs...)
	}
	return pagetype.Train(all)
})

// examples are the labelled pages of the farm packages and mirrors the
// shipped model is trained on (not those kept unseen), by test site name,
// read once.
var examples = sync.OnceValues(func() (map[string]pagetype.Set, error) {
	out := map[string]pagetype.Set{}
	add := func(name string, exs []pagetype.Example, err error) error {
		if err == nil {
			out[name], err = pagetype.NewSet(exs)
		}
		return err
	}
	for _, p := range sim.Packages() {
		if p.Unseen {
			continue
		}
		exs, err := corpus.Farm(p, 30, 1)
		if err := add(p.Name, exs, err); err != nil {
			return nil, err
		}
	}
	for name := range mirrors {
		exs, err := corpus.Mirror(filepath.Join(sitesDir, strings.TrimPrefix(name, "real:")+".warc.gz"), 30, 1)
		if err := add(name, exs, err); err != nil {
			return nil, err
		}
	}
	return out, nil
})

// heldOut is a classifier trained as the shipped one is, on the farm
// packages (but those kept unseen) and mirrors, without the site under test.
func heldOut(site string) (*pagetype.Classifier, error) {
	all, err := examples()
	if err != nil {
		return nil, err
	}
	var train []pagetype.Set
	for _, name := range slices.Sorted(maps.Keys(all)) { // in one order: the same model every run
		if name != site {
			train = append(train, all[name])
		}
	}
	return pagetype.TrainSet(pagetype.Join(train...))
}

// classifier is the page-type classifier a test learns with: the shipped
// model, or with FOCUS_LEARN_MODEL=mirrors one trained on the three real
// forums alone, or with FOCUS_LEARN_MODEL=heldout one trained without the
// site (the shipped model has seen every farm package but those kept
// unseen, and every mirror). With FOCUS_LEARN_NO_OTHER set, it never
// answers "other" (focus learn --no-other).
func classifier(t *testing.T) *pagetype.Classifier {
	t.Helper()
	var c *pagetype.Classifier
	var err error
	switch os.Getenv("FOCUS_LEARN_MODEL") {
	case "mirrors":
		c, err = mirrorClassifier()
	case "heldout":
		site, _, _ := strings.Cut(t.Name()[strings.LastIndex(t.Name(), "/")+1:], "@")
		c, err = heldOut(site)
	default:
		c, err = shippedClassifier()
	}
	if err != nil {
		t.Fatal(err)
	}
	if os.Getenv("FOCUS_LEARN_NO_OTHER") != "" {
		c = c.Without(pagetype.Other)
	}
	return c
}

// learnSite learns a site's profile at full speed, logging decisions when
// the test runs with -v.
func learnSite(t *testing.T, s testSite) (*Profile, error) {
	t.Helper()
	return learnWith(t, s, classifier(t))
}

// learnWith is learnSite with the given classifier.
func learnWith(t *testing.T, s testSite, c *pagetype.Classifier) (*Profile, error) {
	t.Helper()
	ctx, client, opts := fullSpeed(t)
	return Learn(ctx, client, c, s.entry, opts)
}

// fullSpeed is what a test learns with: a client without a politeness gap
// or retries, and options whose logger writes to the test's log (decisions
// too with FOCUS_LEARN_DEBUG set).
func fullSpeed(t *testing.T) (context.Context, *fetch.Client, Options) {
	cfg := fetch.DefaultConfig()
	cfg.Delay = 0
	cfg.Retries = 0
	level := slog.LevelInfo
	if os.Getenv("FOCUS_LEARN_DEBUG") != "" {
		level = slog.LevelDebug
	}
	log := slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: level}))
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	return ctx, fetch.New(cfg), Options{Logger: log}
}

type testWriter struct{ t *testing.T }

func (w testWriter) Write(b []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(b)))
	return len(b), nil
}

// score counts one URL type's detection against the truth.
type score struct {
	eval.Detection
	fps, fns []string // a few false positives and negatives, for the log
}

func (s score) String() string {
	if s.TP+s.FP+s.FN == 0 {
		return "    -      -   "
	}
	return fmt.Sprintf("%5.1f%% %5.1f%%", 100*s.Precision(), 100*s.Recall())
}

// measure applies a profile's regexes to every URL of the truth. For the
// regex of one URL type (thread, say), a URL is
//   - a positive: a canonical page of the type's page kind at the type's
//     paging position (thread: page 1 of a thread; thread-flip: a later
//     page), to be matched;
//   - neutral: a canonical page of the kind at the other position (a
//     thread's page 2 for the thread regex; matching it costs nothing), a
//     canonical page of the kind whose position the truth does not know
//     (the farm numbers no blog front-page or cursor pages), the entry page
//     (the crawl's seed), or a missing page (any URL can be missing);
//   - a negative: anything else, duplicate URLs of the right page kind
//     (permalinks, last-post links, sort variants, redirects) included.
//
// Matching a negative is a false positive. Two more scores pool the
// regexes of a page kind (index and index-flip, thread and thread-flip)
// against every canonical page of the kind, whatever its position: what
// the crawl's coverage and waste depend on.
func measure(p *Profile, truth map[string]truthPage) map[string]score {
	out := map[string]score{}
	ms := map[string]*urlpattern.Matcher{}
	for _, r := range p.Regexes.All() {
		m, err := r.Patterns.Compile()
		if err != nil {
			panic(err) // a loaded or learned profile compiles
		}
		ms[r.URLType] = m
		first := r.URLType == TypeIndex || r.URLType == TypeThread
		out[r.URLType] = count(truth, m.Match, func(tp truthPage, u string) int {
			return classify(tp, u, r.PageType, &first, r.Patterns.Ignore)
		})
	}
	for kind, types := range map[string][2]string{"index pages": {TypeIndex, TypeIndexFlip}, "thread pages": {TypeThread, TypeThreadFlip}} {
		pageKind := TypeIndex
		if kind == "thread pages" {
			pageKind = TypeThread
		}
		match := func(u string) bool { return ms[types[0]].Match(u) || ms[types[1]].Match(u) }
		// A URL either regex takes for its canonical one (stripped of the
		// parameters it ignores) is the page the crawl fetches once.
		ignore := slices.Concat(p.Regexes.Thread.Patterns.Ignore, p.Regexes.ThreadFlip.Patterns.Ignore)
		if pageKind == TypeIndex {
			ignore = slices.Concat(p.Regexes.Index.Patterns.Ignore, p.Regexes.IndexFlip.Patterns.Ignore)
		}
		out[kind] = count(truth, match, func(tp truthPage, u string) int { return classify(tp, u, pageKind, nil, ignore) })
	}
	return out
}

func count(truth map[string]truthPage, match func(string) bool, class func(truthPage, string) int) score {
	var s score
	for u, tp := range truth {
		c := class(tp, u)
		switch hit := match(u); {
		case c > 0 && hit:
			s.TP++
		case c > 0:
			s.FN++
			if len(s.fns) < 5 {
				s.fns = append(s.fns, u)
			}
		case c < 0 && hit:
			s.FP++
			if len(s.fps) < 5 {
				s.fps = append(s.fps, u)
			}
		}
	}
	return s
}

// classify is 1 for a positive, 0 for neutral and -1 for a negative (see
// measure); first is the paging position wanted, nil for any. A duplicate
// URL that is its canonical URL once the ignored parameters are stripped
// is neutral: the crawl deduplicates it.
func classify(tp truthPage, u, kind string, first *bool, ignore []string) int {
	page := max(tp.Page, tp.FPage)
	switch {
	case tp.Type == "entry", tp.Type == "other" && tp.Status >= 400:
		return 0
	case tp.Type == kind && tp.Canonical != u && len(ignore) > 0 &&
		urlpattern.StripParams(u, ignore) == urlpattern.StripParams(tp.Canonical, ignore):
		return 0
	case tp.Type != kind, tp.Canonical != u, tp.Status != 0 && tp.Status != 200:
		return -1
	case first == nil:
		return 1
	case kind == TypeIndex && tp.FPage == 0:
		return 0
	case (page <= 1) == *first:
		return 1
	}
	return 0
}
