package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"focus/align"
	"focus/crawl"
	"focus/eval"
	"focus/fetch"
	"focus/learn"
	"focus/pagetype"
	"focus/sim"
)

// runDemo is the whole job on the embedded default: a farm site started in
// process, its entry found and its profile learned from a random thread
// page, crawled by focus and by the generic breadth-first baseline, both
// scored against the site's ground truth. --mirrors adds mirrored real
// sites, replayed on loopback.
func runDemo(ctx context.Context, e *env, args []string) error {
	fs := flags(e, "demo")
	name := fs.String("package", "phpbb3", "farm package to run, all, or none (see focus sim list)")
	mirrors := fs.String("mirrors", "", "also run the mirrored sites of this folder (name.warc.gz + name.truth.json)")
	classifier := classifierFlags(fs)
	seed := fs.Uint64("seed", 1, "picks the page learning starts from")
	world := fs.Int64("world", 0, "build each farm package's world from its seed plus this: other boards, threads and users, the same software")
	maxPages := fs.Int("max-pages", 0, "fetch budget per crawl (0: no limit)")
	keep := fs.String("out", "", "keep the crawl outputs in this folder, one sub-folder a site (default: a temporary folder)")
	if _, err := parse(fs, args); err != nil {
		return err
	}
	var sites []demoSite
	if *name != "none" {
		names := []string{*name}
		if *name == "all" {
			names = nil
		}
		pkgs, err := packages(names)
		if err != nil {
			return err
		}
		for _, p := range pkgs {
			p.Seed += *world // packages are built afresh for each call
			sites = append(sites, farmSite(p))
		}
	}
	if *mirrors != "" {
		warcs, err := filepath.Glob(filepath.Join(*mirrors, "*.warc.gz"))
		if err != nil || len(warcs) == 0 {
			return usagef("no *.warc.gz mirrors in %s", *mirrors)
		}
		for _, w := range warcs {
			sites = append(sites, mirrorSite(w))
		}
	}
	out := *keep
	if out == "" {
		var err error
		if out, err = os.MkdirTemp("", "focus-demo-"); err != nil {
			return fmt.Errorf("demo: %w", err)
		}
		defer os.RemoveAll(out)
	}
	c, err := classifier()
	if err != nil {
		return err
	}
	var focus, bfs []eval.Result
	for _, s := range sites {
		f, b, err := runDemoSite(ctx, e, c, s, filepath.Join(out, s.name), *seed, *maxPages)
		if err != nil {
			if ctx.Err() != nil {
				return err
			}
			fmt.Fprintf(e.stdout, "%-14s focus: %v\n", s.name, err)
		} else {
			focus = append(focus, f)
		}
		if b.Site != "" {
			bfs = append(bfs, b)
		}
	}
	fmt.Fprintln(e.stdout, "\nfocus (entry found and profile learned from a random thread page):")
	eval.Table(e.stdout, focus)
	bound := fmt.Sprintf("at most %d fetches per thread page", bfsWaste)
	if *maxPages > 0 {
		bound = fmt.Sprintf("at most %d fetches", *maxPages)
	}
	fmt.Fprintf(e.stdout, "\ngeneric breadth-first crawler from the entry page (robots.txt, nofollow, %d hops, %s):\n", bfsMaxDepth, bound)
	eval.Table(e.stdout, bfs)
	return nil
}

// demoSite is a site the demo serves on loopback with its ground truth.
type demoSite struct {
	name  string
	start func() (entryURL string, truth *eval.Truth, stop func(), err error)
}

// farmSite serves a farm package.
func farmSite(p *sim.Package) demoSite {
	return demoSite{name: p.Name, start: func() (string, *eval.Truth, func(), error) {
		srv, err := sim.Start(p, "127.0.0.1:0")
		if err != nil {
			return "", nil, nil, err
		}
		truth, err := srv.Site.Truth(srv.Base)
		if err != nil {
			srv.Close()
			return "", nil, nil, err
		}
		return srv.Entry(), toEval(truth), func() { srv.Close() }, nil
	}}
}

// mirrorSite replays a mirrored real site: name.warc.gz beside
// name.truth.json.
func mirrorSite(warc string) demoSite {
	name := strings.TrimSuffix(filepath.Base(warc), ".warc.gz")
	return demoSite{name: "real:" + name, start: func() (string, *eval.Truth, func(), error) {
		m, err := sim.StartMirror(warc, strings.TrimSuffix(warc, ".warc.gz")+".truth.json")
		if err != nil {
			return "", nil, nil, err
		}
		truth, err := eval.ParseTruth(m.Truth)
		if err != nil {
			m.Close()
			return "", nil, nil, fmt.Errorf("truth of %s: %w", name, err)
		}
		return m.EntryURL, truth, func() { m.Close() }, nil
	}}
}

// runDemoSite serves one site on loopback, learns it, crawls it both ways
// into out and scores both crawls. The baseline is scored even when
// learning fails; its Site is empty when it did not run.
func runDemoSite(ctx context.Context, e *env, c *pagetype.Classifier, s demoSite, out string, seed uint64, maxPages int) (focus, bfs eval.Result, err error) {
	entryURL, truth, stop, err := s.start()
	if err != nil {
		return focus, bfs, err
	}
	defer stop()
	fc := fetch.DefaultConfig()
	fc.Delay = 0
	score := func(dir, seedURL string, gate crawl.Gate, budget, depth int, dates align.DateOrder) (eval.Result, error) {
		if _, err := crawl.Run(ctx, seedURL, gate, crawl.Config{Out: dir, MaxPages: budget, MaxDepth: depth, Concurrency: 4, Fetch: fc, PruneLists: true, Dates: dates}); err != nil {
			return eval.Result{}, err
		}
		log, err := eval.LoadLog(filepath.Join(dir, crawl.LogFile))
		if err != nil {
			return eval.Result{}, err
		}
		r := eval.Score(truth, log)
		r.Site = s.name
		return r, nil
	}
	gate, err := crawl.NewBFS(entryURL)
	if err != nil {
		return focus, bfs, err
	}
	bfsBudget := maxPages
	if bfsBudget == 0 {
		bfsBudget = bfsWaste * truth.Counts.RetrievableThreadPages
	}
	if bfs, err = score(filepath.Join(out, "bfs"), entryURL, gate, bfsBudget, bfsMaxDepth, align.DatesBySeparator); err != nil {
		return focus, bfs, err
	}

	start := randomThreadPage(truth, seed)
	lr := siteLearner{client: fetch.New(fc), classifier: c, opts: learn.Options{Budget: learn.DefaultBudget, Logger: e.log}}
	res := lr.profile(ctx, start)
	if res.err != nil {
		return focus, bfs, res.err
	}
	itf, err := itfGate(res.profile)
	if err != nil {
		return focus, bfs, err
	}
	focus, err = score(filepath.Join(out, "focus"), res.profile.EntryURL, itf, maxPages, 0, res.profile.NumericDates)
	fmt.Fprintf(e.stdout, "%-14s learned from %s: entry %s, %d learning fetches\n", s.name, start, res.profile.EntryURL, res.fetches)
	return focus, bfs, err
}

// randomThreadPage picks a canonical thread page of the truth, the same for
// the same seed.
func randomThreadPage(t *eval.Truth, seed uint64) string {
	var urls []string
	for u, p := range t.Pages {
		if p.Type == sim.TypeThread && p.Status == 200 && (p.Canonical == u || p.Canonical == "") {
			urls = append(urls, u)
		}
	}
	slices.Sort(urls)
	return urls[rand.New(rand.NewPCG(seed, 3)).IntN(len(urls))]
}

// bfsMaxDepth bounds the generic crawler's hops from the entry page, as
// generic crawlers do: without it an endless calendar keeps it busy forever.
const bfsMaxDepth = 20

// bfsWaste bounds the generic crawler, unless --max-pages does, at this
// many fetches per thread page of the site: the most waste the FoCUS paper
// reports of generic crawlers on forums. Without it, a crawler that knows
// no session ids crawls a forum that puts one in every link (UseBB) without
// end.
const bfsWaste = 30

// toEval keeps what scoring needs of a farm truth.
func toEval(t *sim.Truth) *eval.Truth {
	pages := make(map[string]eval.Page, len(t.Pages))
	for u, p := range t.Pages {
		pages[u] = eval.Page{Type: p.Type, Canonical: p.Canonical, Status: p.Status}
	}
	return &eval.Truth{Site: t.Site, EntryURL: t.EntryURL, SessionParams: t.SessionParams,
		Counts: eval.Counts{RetrievableThreadPages: t.Counts.RetrievableThreadPages}, Pages: pages}
}
