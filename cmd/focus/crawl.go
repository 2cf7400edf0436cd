package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"focus/crawl"
	"focus/fetch"
)

func runCrawl(ctx context.Context, e *env, args []string) error {
	fs := flags(e, "crawl")
	strategy := fs.String("strategy", "focus", "focus (follow the learned profile) or bfs (generic breadth-first baseline)")
	out := fs.String("out", "crawl-out", "output folder: crawl.jsonl, pages.warc.gz")
	maxPages := fs.Int("max-pages", 0, "stop after this many fetches (0: no limit)")
	delay := fs.Duration("delay", time.Second, "politeness gap between requests to one host (0 allowed on loopback)")
	conc := fs.Int("concurrency", 2, "parallel fetches")
	resume := fs.Bool("resume", false, "continue the crawl saved in --out")
	maxDepth := fs.Int("max-depth", bfsMaxDepth, "do not follow links more than this many hops from the start (0: no limit)")
	ignoreRobots := fs.Bool("ignore-robots", false, "do not honour robots.txt (only for sites you run)")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("give one site URL")
	}
	var gate crawl.Gate
	switch *strategy {
	case "bfs":
		if gate, err = crawl.NewBFS(pos[0]); err != nil {
			return usageError{err.Error()}
		}
	case "focus":
		return errors.New("no site profile: focus learn is not built yet; use --strategy bfs")
	default:
		return usagef("unknown strategy %q: focus or bfs", *strategy)
	}
	fc := fetch.DefaultConfig()
	fc.Delay = *delay
	fc.IgnoreRobots = *ignoreRobots
	st, err := crawl.Run(ctx, pos[0], gate, crawl.Config{Out: *out, MaxPages: *maxPages, MaxDepth: *maxDepth, Concurrency: *conc, Resume: *resume, Fetch: fc, Logger: e.log})
	fmt.Fprintf(e.stdout, "fetched %d pages (%d errors) in %s into %s\n", st.Fetched, st.Errors, durationSince(st.Started), *out)
	return err
}

func durationSince(t time.Time) time.Duration { return time.Since(t).Round(time.Millisecond) }
