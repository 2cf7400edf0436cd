package main

import (
	"context"
	"fmt"
	"os"

	"focus/score/harvest"
)

// runCurves runs the focused-crawling papers' experiments on loopback and
// writes their curves as PNG plots, with a table on stdout.
func runCurves(ctx context.Context, e *env, args []string) error {
	fs := flags(e, "curves")
	out := fs.String("out", "curves", "folder for the plots and the crawls")
	pages := fs.Int("pages", 1500, "fetches per crawl")
	seed := fs.Int64("seed", 1, "seed of the web of linked sites")
	scale := fs.Float64("scale", 1, "size of the web (1: some 5,000 pages)")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 0 || *pages < 4 || *scale <= 0 {
		return usagef("curves takes flags only: --pages (at least 4), --scale (above 0), --seed, --out")
	}
	if entries, err := os.ReadDir(*out); err == nil && len(entries) > 0 {
		return usagef("%s is not empty: choose another --out", *out)
	}
	rs, err := harvest.Papers(ctx, *out, harvest.Options{Pages: *pages, Seed: *seed, Scale: *scale})
	for _, r := range rs {
		harvest.Table(e.stdout, r.Experiment, r.Curves, *pages)
		if r.Note != "" {
			fmt.Fprintln(e.stdout, r.Note)
		}
		fmt.Fprintf(e.stdout, "plot: %s\n\n", r.Plot)
	}
	return err
}
