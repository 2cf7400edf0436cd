package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"focus/align"
	"focus/crawl"
	"focus/fetch"
	"focus/learn"
	"focus/urlpattern"
)

func runCrawl(ctx context.Context, e *env, args []string) error {
	fs := flags(e, "crawl")
	strategy := fs.String("strategy", "focus", "focus (follow the learned profile) or bfs (generic breadth-first baseline)")
	out := fs.String("out", "crawl-out", "output folder: crawl.jsonl, pages.warc.gz")
	maxPages := fs.Int("max-pages", 0, "stop after this many fetches (0: no limit)")
	fetchConfig := fetchFlags(fs, true)
	conc := fs.Int("concurrency", 2, "parallel fetches")
	resume := fs.Bool("resume", false, "continue the crawl saved in --out")
	maxDepth := fs.Int("max-depth", bfsMaxDepth, "do not follow links more than this many hops from the start (0: no limit)")
	ignoreRobots := fs.Bool("ignore-robots", false, "do not honour robots.txt (only for sites you run)")
	profiles := fs.String("profiles", "profiles", "folder of site profiles written by focus learn")
	seedsFile := fs.String("seeds", "", "crawl across sites from the URLs in this file (one a line), following links to any host")
	pruneLists := fs.Bool("prune-lists", true, "page through each list first, and stop fetching kinds of lists (tags, archives) whose pages show only threads already found")
	sf := scorerFlags(fs)
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	var seeds []string
	if *seedsFile != "" {
		if seeds, err = readSeeds(*seedsFile); err != nil {
			return err
		}
		pos = append(seeds, pos...)
		*strategy = "web"
	} else if len(pos) != 1 {
		return usagef("give one site URL, or --seeds FILE")
	} else if err := urlArg(pos[0]); err != nil {
		return err
	}
	fc, err := fetchConfig()
	if err != nil {
		return err
	}
	fc.IgnoreRobots = *ignoreRobots
	scorer, err := sf.scorer()
	if err != nil {
		return err
	}
	var gate crawl.Gate
	var dates align.DateOrder
	var profile *learn.Profile // for --strategy focus
	seed := pos[0]
	switch *strategy {
	case "web":
		gate = crawl.NewWeb()
	case "bfs":
		if gate, err = crawl.NewBFS(seed); err != nil {
			return usageError{err.Error()}
		}
	case "focus":
		if profile, err = learn.Find(*profiles, seed); err != nil {
			return err
		}
		if gate, err = itfGate(profile); err != nil {
			return err
		}
		seed, dates = profile.EntryURL, profile.NumericDates
		*maxDepth = 0 // the profile's regexes are the bound
	default:
		return usagef("unknown strategy %q: focus or bfs", *strategy)
	}
	progress := crawl.NewProgress(e.stderr, e.log, 10*time.Second)
	began := time.Now()
	st, err := crawl.Run(ctx, seed, gate, crawl.Config{Out: *out, MaxPages: *maxPages, MaxDepth: *maxDepth,
		Concurrency: *conc, Resume: *resume, Fetch: fc, Logger: e.log, Progress: progress.Update,
		Seeds: pos[1:], Scorer: scorer, PruneLists: *pruneLists, Dates: dates})
	if st.Started.IsZero() {
		return err // the crawl did not start: nothing to sum up
	}
	progress.Finish(st)
	d := durationSince(began)
	took := fmt.Sprintf("in %s", d)
	if *resume {
		// The counts are the crawl's, every run's together.
		took = fmt.Sprintf("in all runs (this one took %s)", d)
	}
	fmt.Fprintf(e.stdout, "fetched %d pages (%d errors, %d disallowed by robots.txt, %d list pages skipped as redundant), %d threads, %s, into %s\n",
		st.Fetched, st.Errors, st.ByType["robots"], st.Pruned, st.ThreadsDone, took, *out)
	switch {
	case err != nil:
	case st.Fetched == 0 && st.ByType["robots"] > 0:
		// A host that forbids crawling ends the crawl at once; a script
		// running focus must not take that for a crawl done.
		err = errors.New("nothing fetched: robots.txt disallowed every URL")
	case profile != nil && st.Queued == 0 && st.ByType[crawl.TypeThread] == 0:
		// Nor a profile the site has outgrown (a new forum package, new
		// URLs, a forum moved), which crawls the entry page alone.
		err = outgrown(profile, st.EntryStatus)
	}
	return err
}

// outgrown says why a focus crawl found no thread page, given the status
// its entry page answered with.
func outgrown(p *learn.Profile, entryStatus int) error {
	if entryStatus >= 400 {
		return fmt.Errorf("no thread page found: the entry page %s answered %d; if the forum has moved, learn it again from one of its pages (focus learn URL)", p.EntryURL, entryStatus)
	}
	return fmt.Errorf("no thread page found: the profile learned %s admitted none of the links the crawl met; if the site has changed, learn it again (focus learn %s)",
		p.LearnedAt.Format("2006-01-02"), p.EntryURL)
}

// itfGate compiles a profile's four regexes into the crawl's ITF gate.
func itfGate(p *learn.Profile) (*crawl.ITF, error) {
	var m [4]*urlpattern.Matcher
	for i, r := range []*learn.Regex{&p.Regexes.Index, &p.Regexes.IndexFlip, &p.Regexes.Thread, &p.Regexes.ThreadFlip} {
		var err error
		if m[i], err = r.Patterns.Compile(); err != nil {
			return nil, fmt.Errorf("profile of %s: %s regex: %w", p.Site, r.URLType, err)
		}
	}
	return crawl.NewITF(p.EntryURL, crawl.ITFRegexes{Index: m[0], IndexFlip: m[1], Thread: m[2], ThreadFlip: m[3], SessionParams: p.SessionParams})
}

// readSeeds reads start URLs, one a line; blank lines and lines starting
// with # are skipped.
func readSeeds(path string) ([]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("seeds: %w", err)
	}
	var seeds []string
	for n, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if _, err := fetch.ParseURL(line); err != nil {
			return nil, usagef("%s:%d: %v", path, n+1, err)
		}
		seeds = append(seeds, line)
	}
	if len(seeds) == 0 {
		return nil, usagef("%s: no seed URLs", path)
	}
	return seeds, nil
}

func durationSince(t time.Time) time.Duration { return time.Since(t).Round(time.Millisecond) }
