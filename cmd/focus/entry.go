package main

import (
	"context"
	"fmt"
	"strings"

	"focus/entry"
	"focus/fetch"
)

func runEntry(ctx context.Context, e *env, args []string) error {
	fs := flags(e, "entry")
	classifier := classifierFlags(fs)
	budget := fs.Int("budget", entry.DefaultBudget, "most pages fetched, the given one included")
	fetchConfig := fetchFlags(fs, true)
	verbose := fs.Bool("v", false, "also print the candidates considered, with their scores, on stderr")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("give one page URL")
	}
	if err := urlArg(pos[0]); err != nil {
		return err
	}
	cfg, err := fetchConfig()
	if err != nil {
		return err
	}
	c, err := classifier()
	if err != nil {
		return err
	}
	r, err := entry.Find(ctx, fetch.New(cfg), c, pos[0], entry.Options{Budget: *budget, Logger: e.log})
	if *verbose {
		for _, k := range r.Candidates {
			fmt.Fprintf(e.stderr, "%6.2f  %s  (%s)\n", k.Score, k.URL, strings.Join(k.Why, "; "))
		}
		fmt.Fprintf(e.stderr, "%d fetches\n", r.Fetches)
	}
	if err != nil {
		return advise(err, tryNoOther)
	}
	fmt.Fprintln(e.stdout, r.Entry)
	return nil
}
