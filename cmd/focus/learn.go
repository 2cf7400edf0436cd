package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"focus/fetch"
	"focus/learn"
	"focus/pagetype"
	"focus/urlpattern"
)

func runLearn(ctx context.Context, e *env, args []string) error {
	fs := flags(e, "learn")
	dir := fs.String("profiles", "profiles", "folder the site profiles are saved in")
	budget := fs.Int("budget", learn.DefaultBudget, "most pages fetched for one site, entry discovery included")
	fetchConfig := fetchFlags(fs, true)
	concurrency := fs.Int("concurrency", 4, "sites learned at once with --batch (one at a time per host)")
	batch := fs.String("batch", "", "learn every site of this file: one URL a line, # comments")
	classifier := classifierFlags(fs)
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	switch {
	case *batch == "" && len(pos) != 1:
		return usagef("give one URL of the site, or --batch FILE")
	case *batch != "" && len(pos) != 0:
		return usagef("give either a URL or --batch FILE, not both")
	case *budget < 1:
		return usagef("--budget must be at least 1")
	case *concurrency < 1:
		return usagef("--concurrency must be at least 1")
	}
	if *batch == "" {
		if err := urlArg(pos[0]); err != nil {
			return err
		}
	}
	fc, err := fetchConfig()
	if err != nil {
		return err
	}
	c, err := classifier()
	if err != nil {
		return err
	}
	lr := siteLearner{client: fetch.New(fc), classifier: c, dir: *dir, opts: learn.Options{Budget: *budget, Logger: e.log}}
	if *batch != "" {
		return lr.batch(ctx, e, *batch, *concurrency)
	}
	res := lr.learn(ctx, pos[0])
	if res.err != nil {
		return advise(res.err, tryTrain)
	}
	printLearned(e.stdout, res)
	return nil
}

// siteLearner learns and saves the profiles of sites.
type siteLearner struct {
	client     *fetch.Client
	classifier *pagetype.Classifier
	dir        string
	opts       learn.Options
}

// learnResult is the outcome of learning one site.
type learnResult struct {
	input   string
	entry   string
	note    string // how the entry URL was found
	profile *learn.Profile
	path    string // where the profile was saved
	fetches int
	took    time.Duration
	err     error
}

// learn finds the entry page of the site input names, learns its profile
// (see profile) and saves it.
func (lr siteLearner) learn(ctx context.Context, input string) learnResult {
	res := lr.profile(ctx, input)
	if res.err == nil {
		res.path, res.err = res.profile.Save(lr.dir)
	}
	return res
}

// profile finds the entry page of the site input names and learns its
// profile (learn.Site), unsaved.
func (lr siteLearner) profile(ctx context.Context, input string) learnResult {
	start := time.Now()
	res := learnResult{input: input}
	p, err := learn.Site(ctx, lr.client, lr.classifier, input, lr.opts)
	res.took = time.Since(start)
	if err != nil {
		var le *learn.Error
		if errors.As(err, &le) {
			res.entry, res.fetches = le.Entry, le.Fetches
		}
		res.err = err
		return res
	}
	res.profile, res.entry, res.fetches = p, p.EntryURL, p.Fetches
	var notes []string
	if p.EntryURL != input {
		notes = append(notes, "found from "+input)
	}
	if p.JudgedWithoutOther {
		notes = append(notes, "pages judged by index and thread scores alone")
	}
	res.note = strings.Join(notes, "; ")
	return res
}

func printLearned(w io.Writer, res learnResult) {
	p := res.profile
	fmt.Fprintf(w, "site     %s\nentry    %s", p.Site, p.EntryURL)
	if res.note != "" {
		fmt.Fprintf(w, " (%s)", res.note)
	}
	fmt.Fprintln(w)
	if len(p.SessionParams) > 0 {
		fmt.Fprintf(w, "session  %s (stripped from URLs)\n", strings.Join(p.SessionParams, ", "))
	}
	rs := []*learn.Regex{&p.Regexes.Index, &p.Regexes.Thread, &p.Regexes.IndexFlip, &p.Regexes.ThreadFlip}
	for _, r := range rs {
		fmt.Fprintf(w, "%-12s learned from %d URLs, leads to %s pages\n", r.URLType, r.LearnedFrom, r.PageType)
		if len(r.Patterns.Patterns) == 0 {
			fmt.Fprintln(w, "             (none found)")
		}
		for _, pt := range r.Patterns.Patterns {
			fmt.Fprintf(w, "             %s", pt.Regex)
			if pt.Step > 0 {
				fmt.Fprintf(w, "  with %s = %d + %dk, k >= 1", urlpattern.StepGroup, pt.From, pt.Step)
			}
			fmt.Fprintln(w)
		}
	}
	fmt.Fprintf(w, "fetches  %d in %s (entry discovery and learning)\nsaved    %s\n", res.fetches, res.took.Round(time.Millisecond), res.path)
}

// batch learns the sites a file lists, concurrently but one at a time per
// host, and prints a table; one site's failure does not stop the others.
func (lr siteLearner) batch(ctx context.Context, e *env, file string, concurrency int) error {
	inputs, err := readBatch(file)
	if err != nil {
		return err
	}
	if len(inputs) == 0 {
		return usagef("%s lists no URL", file)
	}
	results := make([]learnResult, len(inputs))
	byHost(inputs, concurrency, func(i int) { results[i] = lr.learn(ctx, inputs[i]) })
	failed := printLearnTable(e.stdout, results)
	if err := ctx.Err(); err != nil {
		return err
	}
	if failed == 0 {
		return nil
	}
	err = fmt.Errorf("%d of %d sites failed", failed, len(results))
	// The table's rows stay short; the advice is said once, below it.
	var allOther []string
	for _, r := range results {
		if errors.Is(r.err, pagetype.ErrAllOther) {
			allOther = append(allOther, r.input)
		}
	}
	if len(allOther) > 0 {
		err = advise(fmt.Errorf("%w; %s: %w", err, strings.Join(allOther, ", "), pagetype.ErrAllOther), tryTrain)
	}
	return err
}

// byHost calls learn(i) for every input, at most concurrency at once and
// one at a time per host, and returns when all have returned.
func byHost(inputs []string, concurrency int, learn func(i int)) {
	hosts := map[string]*sync.Mutex{}
	for _, in := range inputs {
		if _, ok := hosts[learnHost(in)]; !ok {
			hosts[learnHost(in)] = &sync.Mutex{}
		}
	}
	slots := make(chan struct{}, concurrency)
	var wg sync.WaitGroup
	for i, in := range inputs {
		wg.Go(func() {
			mu := hosts[learnHost(in)]
			mu.Lock()
			defer mu.Unlock()
			slots <- struct{}{}
			defer func() { <-slots }()
			learn(i)
		})
	}
	wg.Wait()
}

// printLearnTable prints one line per site and returns how many failed.
func printLearnTable(w io.Writer, results []learnResult) int {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "SITE\tENTRY\tINDEX\tTHREAD\tINDEX-FLIP\tTHREAD-FLIP\tFETCHES\tTIME\tERROR")
	failed := 0
	for _, r := range results {
		n := [4]string{"-", "-", "-", "-"}
		site, errText := learnHost(r.input), ""
		if r.profile != nil {
			site = r.profile.Site
			for i, rx := range []*learn.Regex{&r.profile.Regexes.Index, &r.profile.Regexes.Thread,
				&r.profile.Regexes.IndexFlip, &r.profile.Regexes.ThreadFlip} {
				n[i] = fmt.Sprint(len(rx.Patterns.Patterns))
			}
		}
		if r.err != nil {
			failed++
			errText = r.err.Error()
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%d\t%s\t%s\n", site, r.entry, n[0], n[1], n[2], n[3],
			r.fetches, r.took.Round(10*time.Millisecond), errText)
	}
	tw.Flush()
	return failed
}

// readBatch reads the URLs of a batch file: one a line, blank lines and #
// comments skipped.
func readBatch(file string) ([]string, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, fmt.Errorf("batch: %w", err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("batch %s: %w", file, err)
	}
	return out, nil
}

// learnHost is the host[:port] of a URL, or the text itself when it has none.
func learnHost(s string) string {
	if u, err := url.Parse(s); err == nil && u.Host != "" {
		return u.Host
	}
	return s
}
