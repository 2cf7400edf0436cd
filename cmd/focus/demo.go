package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"focus/crawl"
	"focus/eval"
	"focus/fetch"
	"focus/sim"
)

// runDemo is the whole job on the embedded default: a farm site started in
// process, crawled, and scored against its ground truth.
func runDemo(ctx context.Context, e *env, args []string) error {
	fs := flags(e, "demo")
	name := fs.String("package", "phpbb3", "farm package to run, or all (see focus sim list)")
	maxPages := fs.Int("max-pages", 0, "fetch budget per site (0: no limit)")
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
	fmt.Fprintln(e.stdout, "learning is not built yet: each site is crawled by the generic breadth-first baseline from its entry page")
	var rs []eval.Result
	for _, p := range pkgs {
		r, err := demoSite(ctx, e, p, filepath.Join(out, p.Name), *maxPages)
		if err != nil {
			return err
		}
		rs = append(rs, r)
	}
	fmt.Fprintln(e.stdout)
	eval.Table(e.stdout, rs)
	return nil
}

// demoSite serves one farm package on loopback, crawls it into out and scores the crawl.
func demoSite(ctx context.Context, e *env, p *sim.Package, out string, maxPages int) (eval.Result, error) {
	srv, err := sim.Start(p, "127.0.0.1:0")
	if err != nil {
		return eval.Result{}, err
	}
	defer srv.Close()
	truth, err := srv.Site.Truth(srv.Base)
	if err != nil {
		return eval.Result{}, err
	}
	gate, err := crawl.NewBFS(srv.Entry())
	if err != nil {
		return eval.Result{}, err
	}
	fc := fetch.DefaultConfig()
	fc.Delay = 0
	st, err := crawl.Run(ctx, srv.Entry(), gate, crawl.Config{Out: out, MaxPages: maxPages, MaxDepth: bfsMaxDepth, Concurrency: 4, Fetch: fc})
	if err != nil {
		return eval.Result{}, err
	}
	log, err := eval.LoadLog(filepath.Join(out, crawl.LogFile))
	if err != nil {
		return eval.Result{}, err
	}
	fmt.Fprintf(e.stdout, "%-14s %-32s %5d threads, %5d thread pages, %6d URLs by links; bfs fetched %d in %s\n",
		p.Name, p.Software, truth.Counts.Threads, truth.Counts.RetrievableThreadPages, truth.Counts.URLs,
		st.Fetched, durationSince(st.Started))
	r := eval.Score(toEval(truth), log)
	r.Site = p.Name
	return r, nil
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
