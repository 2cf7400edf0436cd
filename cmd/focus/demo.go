package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"

	"focus/crawl"
	"focus/entry"
	"focus/eval"
	"focus/fetch"
	"focus/learn"
	"focus/models"
	"focus/pagetype"
	"focus/sim"
)

// runDemo is the whole job on the embedded default: a farm site started in
// process, its entry found and its profile learned from a random thread
// page, crawled by focus and by the generic breadth-first baseline, both
// scored against the site's ground truth.
func runDemo(ctx context.Context, e *env, args []string) error {
	fs := flags(e, "demo")
	name := fs.String("package", "phpbb3", "farm package to run, or all (see focus sim list)")
	seed := fs.Uint64("seed", 1, "picks the page learning starts from")
	maxPages := fs.Int("max-pages", 0, "fetch budget per crawl (0: no limit)")
	keep := fs.String("out", "", "keep the crawl outputs in this folder, one sub-folder a site (default: a temporary folder)")
	if _, err := parse(fs, args); err != nil {
		return err
	}
	names := []string{*name}
	if *name == "all" {
		names = nil
	}
	pkgs, err := packages(names)
	if err != nil {
		return err
	}
	out := *keep
	if out == "" {
		if out, err = os.MkdirTemp("", "focus-demo-"); err != nil {
			return fmt.Errorf("demo: %w", err)
		}
		defer os.RemoveAll(out)
	}
	c, err := models.PageType("")
	if err != nil {
		return err
	}
	var focus, bfs []eval.Result
	for _, p := range pkgs {
		f, b, err := demoSite(ctx, e, c, p, filepath.Join(out, p.Name), *seed, *maxPages)
		if err != nil {
			if ctx.Err() != nil {
				return err
			}
			fmt.Fprintf(e.stdout, "%-14s focus: %v\n", p.Name, err)
		} else {
			focus = append(focus, f)
		}
		bfs = append(bfs, b)
	}
	fmt.Fprintln(e.stdout, "\nfocus (entry found and profile learned from a random thread page):")
	eval.Table(e.stdout, focus)
	fmt.Fprintln(e.stdout, "\ngeneric breadth-first crawler from the entry page (robots.txt, nofollow, 20 hops):")
	eval.Table(e.stdout, bfs)
	return nil
}

// demoSite serves one farm package on loopback, learns it, crawls it both
// ways into out and scores both crawls. The baseline is scored even when
// learning fails.
func demoSite(ctx context.Context, e *env, c *pagetype.Classifier, p *sim.Package, out string, seed uint64, maxPages int) (focus, bfs eval.Result, err error) {
	srv, err := sim.Start(p, "127.0.0.1:0")
	if err != nil {
		return focus, bfs, err
	}
	defer srv.Close()
	truth, err := srv.Site.Truth(srv.Base)
	if err != nil {
		return focus, bfs, err
	}
	fc := fetch.DefaultConfig()
	fc.Delay = 0
	score := func(name, dir, seedURL string, gate crawl.Gate, depth int) (eval.Result, error) {
		if _, err := crawl.Run(ctx, seedURL, gate, crawl.Config{Out: dir, MaxPages: maxPages, MaxDepth: depth, Concurrency: 4, Fetch: fc}); err != nil {
			return eval.Result{}, err
		}
		log, err := eval.LoadLog(filepath.Join(dir, crawl.LogFile))
		if err != nil {
			return eval.Result{}, err
		}
		r := eval.Score(toEval(truth), log)
		r.Site = name
		return r, nil
	}
	gate, err := crawl.NewBFS(srv.Entry())
	if err != nil {
		return focus, bfs, err
	}
	if bfs, err = score(p.Name, filepath.Join(out, "bfs"), srv.Entry(), gate, bfsMaxDepth); err != nil {
		return focus, bfs, err
	}

	start := randomThreadPage(truth, seed)
	client := fetch.New(fc)
	found, err := entry.Find(ctx, client, c, start, entry.Options{})
	if err != nil {
		return focus, bfs, fmt.Errorf("entry from %s: %w", start, err)
	}
	prof, err := learn.Learn(ctx, client, c, found.Entry, learn.Options{})
	if err != nil {
		return focus, bfs, err
	}
	itf, err := itfGate(prof)
	if err != nil {
		return focus, bfs, err
	}
	focus, err = score(p.Name, filepath.Join(out, "focus"), prof.EntryURL, itf, 0)
	fmt.Fprintf(e.stdout, "%-14s learned from %s: entry %s, %d learning fetches\n", p.Name, start, prof.EntryURL, prof.Fetches+found.Fetches)
	return focus, bfs, err
}

// randomThreadPage picks a thread page of the truth, the same for the same seed.
func randomThreadPage(t *sim.Truth, seed uint64) string {
	var urls []string
	for u, p := range t.Pages {
		if p.Type == sim.TypeThread && p.Status == 200 && p.Canonical == u {
			urls = append(urls, u)
		}
	}
	slices.Sort(urls)
	return urls[rand.New(rand.NewPCG(seed, 3)).IntN(len(urls))]
}

// bfsMaxDepth bounds the generic crawler's hops from the entry page, as
// generic crawlers do: without it an endless calendar keeps it busy forever.
const bfsMaxDepth = 20

// toEval keeps what scoring needs of a farm truth.
func toEval(t *sim.Truth) *eval.Truth {
	pages := make(map[string]eval.Page, len(t.Pages))
	for u, p := range t.Pages {
		pages[u] = eval.Page{Type: p.Type, Canonical: p.Canonical, Status: p.Status}
	}
	return &eval.Truth{Site: t.Site, EntryURL: t.EntryURL, SessionParams: t.SessionParams,
		Counts: eval.Counts{RetrievableThreadPages: t.Counts.RetrievableThreadPages}, Pages: pages}
}
