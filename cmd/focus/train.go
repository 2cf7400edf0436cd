package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"focus/corpus"
	"focus/pagetype"
	"focus/sim"
)

// protocolTrain are the five farm packages the paper-style protocol trains on:
// two forums of different families, a blog, a Q&A site and a news site.
var protocolTrain = []string{"phpbb3", "xenforo", "wordpress", "stackexchange", "news"}

func runTrain(_ context.Context, e *env, args []string) error {
	fs := flags(e, "train")
	annDir := fs.String("annotations", "", "folder of annotated pages (focus annotate) to train on")
	farm := fs.String("farm", "training", "farm packages to train on: training (all but those kept unseen), all, none, or a comma-separated list")
	mirrors := fs.String("mirrors", "", "folder of mirrored training sites (name.warc.gz + name.truth.json)")
	perType := fs.Int("per-type", 30, "pages of each type taken from each farm package and mirror")
	out := fs.String("out", filepath.Join("models", "pagetype.json"), "where to write the model")
	protocol := fs.Bool("protocol", false, "instead of training, print the evaluation tables: 5 training packages, 10 and 15 with cross-validation, each real mirror left out, the packages kept unseen, and those again on a model trained on them too")
	if _, err := parse(fs, args); err != nil {
		return err
	}
	sets, err := gather(*farm, *mirrors, *annDir, *perType, *protocol)
	if err != nil {
		return err
	}
	if *protocol {
		return printProtocol(e.stdout, sets)
	}
	all := join(sets)
	c, err := pagetype.TrainSet(all)
	if err != nil {
		return err
	}
	b, err := json.MarshalIndent(c.Model(), "", " ")
	if err != nil {
		return fmt.Errorf("train: %w", err)
	}
	if err := os.WriteFile(*out, append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("train: %w", err)
	}
	fmt.Fprintf(e.stdout, "trained on %d pages of %d sites; model written to %s\n", len(all.X), len(sets), *out)
	return nil
}

// siteSet is the labelled pages of one site.
type siteSet struct {
	name   string
	real   bool // a mirror of real software, not a farm package
	unseen bool // a farm package kept out of training, only tested on
	pages  pagetype.Set
}

// gather loads the labelled pages to train on. With protocol, the farm
// packages kept unseen are loaded as well, marked, to be tested on only.
func gather(farm, mirrors, annDir string, perType int, protocol bool) ([]siteSet, error) {
	var sets []siteSet
	var names []string
	switch farm {
	case "none":
	case "training", "all":
		for _, p := range sim.Packages() {
			if farm == "all" || !p.Unseen || protocol {
				names = append(names, p.Name)
			}
		}
	default:
		names = strings.Split(farm, ",")
	}
	for _, n := range names {
		p, err := sim.Lookup(strings.TrimSpace(n))
		if err != nil {
			return nil, usageError{err.Error()}
		}
		set, err := read(corpus.Farm(p, perType, 1))
		if err != nil {
			return nil, err
		}
		sets = append(sets, siteSet{name: p.Name, unseen: p.Unseen && farm == "training", pages: set})
	}
	if mirrors != "" {
		warcs, err := filepath.Glob(filepath.Join(mirrors, "*.warc.gz"))
		if err != nil || len(warcs) == 0 {
			return nil, fmt.Errorf("no *.warc.gz mirrors in %s", mirrors)
		}
		for _, w := range warcs {
			set, err := read(corpus.Mirror(w, perType, 1))
			if err != nil {
				return nil, err
			}
			if len(set.X) > 0 {
				sets = append(sets, siteSet{name: set.Sites[0], real: true, pages: set})
			}
		}
	}
	if annDir != "" {
		exs, err := corpus.Annotated(annDir)
		if err != nil {
			return nil, err
		}
		bySite := map[string][]pagetype.Example{}
		for _, x := range exs {
			bySite[x.Site] = append(bySite[x.Site], x)
		}
		// In one order, so that the same annotations train the same model.
		for _, s := range slices.Sorted(maps.Keys(bySite)) {
			set, err := pagetype.NewSet(bySite[s])
			if err != nil {
				return nil, err
			}
			sets = append(sets, siteSet{name: s, pages: set})
		}
	}
	if len(sets) == 0 {
		return nil, usagef("nothing to train on: give --farm, --mirrors or --annotations")
	}
	return sets, nil
}

// join is the pages of sites, in order.
func join(sites []siteSet) pagetype.Set {
	sets := make([]pagetype.Set, len(sites))
	for i, s := range sites {
		sets[i] = s.pages
	}
	return pagetype.Join(sets...)
}

// read parses the examples a corpus gave into a set.
func read(exs []pagetype.Example, err error) (pagetype.Set, error) {
	if err != nil {
		return pagetype.Set{}, err
	}
	return pagetype.NewSet(exs)
}

// printProtocol evaluates on sites left out of training, as the paper's
// Table 2. The packages kept unseen are tested last, on a model trained as
// the shipped one is, and take no part in the tables before.
func printProtocol(w io.Writer, all []siteSet) error {
	var sets, unseen []siteSet
	for _, s := range all {
		if s.unseen {
			unseen = append(unseen, s)
		} else {
			sets = append(sets, s)
		}
	}
	pages := func(pick func(siteSet) bool) pagetype.Set {
		var picked []siteSet
		for _, s := range sets {
			if pick(s) {
				picked = append(picked, s)
			}
		}
		return join(picked)
	}
	isTrain := func(s siteSet) bool { return slices.Contains(protocolTrain, s.name) }

	fmt.Fprintf(w, "Trained on 5 farm packages (%s); tested on every other site:\n", strings.Join(protocolTrain, ", "))
	c, err := pagetype.TrainSet(pages(isTrain))
	if err != nil {
		return err
	}
	rows := evaluateEach(c, slices.DeleteFunc(slices.Clone(sets), isTrain))
	printRows(w, rows)

	var farm []siteSet
	for _, s := range sets {
		if !s.real {
			farm = append(farm, s)
		}
	}
	for _, k := range []int{10, 15} {
		if len(farm) <= k {
			continue
		}
		// Cross-validation: rotate which farm packages are held out. When
		// one is held out at a time, each has its row.
		var total pagetype.Score
		var rows []protocolRow
		folds := 0
		for start := 0; start < len(farm); start += len(farm) - k {
			held := map[string]bool{}
			for i := range len(farm) - k {
				held[farm[(start+i)%len(farm)].name] = true
			}
			c, err := pagetype.TrainSet(pages(func(s siteSet) bool { return !s.real && !held[s.name] }))
			if err != nil {
				return err
			}
			sc := c.Evaluate(pages(func(s siteSet) bool { return held[s.name] }))
			total = total.Add(sc)
			folds++
			if len(held) == 1 {
				rows = append(rows, protocolRow{farm[start].name, sc})
			}
		}
		fmt.Fprintf(w, "\nTrained on %d farm packages, tested on the other %d, %d folds:\n", k, len(farm)-k, folds)
		if rows == nil {
			rows = []protocolRow{{fmt.Sprintf("%d folds", folds), total}}
		}
		printRows(w, rows)
	}

	var real []protocolRow
	for _, s := range sets {
		if !s.real {
			continue
		}
		c, err := pagetype.TrainSet(pages(func(o siteSet) bool { return o.name != s.name }))
		if err != nil {
			return err
		}
		real = append(real, protocolRow{s.name, c.Evaluate(s.pages)})
	}
	if len(real) > 0 {
		fmt.Fprintln(w, "\nEach real mirror left out (trained on every other site):")
		printRows(w, real)
	}
	if len(unseen) == 0 {
		return nil
	}
	c, err = pagetype.TrainSet(join(sets))
	if err != nil {
		return err
	}
	rows = evaluateEach(c, unseen)
	fmt.Fprintln(w, "\nThe farm packages kept unseen (trained on every other site, as the shipped model):")
	printRows(w, rows)

	// The same pages on a model that saw them: what it still misses, the
	// features cannot tell apart (or the sites label alike pages unalike),
	// which no choice of training sites mends.
	if c, err = pagetype.TrainSet(join(slices.Concat(sets, unseen))); err != nil {
		return err
	}
	rows = evaluateEach(c, unseen)
	fmt.Fprintln(w, "\nThe same packages, with every site trained on, themselves included (what the layout features cannot fit):")
	printRows(w, rows)
	return nil
}

// evaluateEach is a row of c's scores for each site.
func evaluateEach(c *pagetype.Classifier, sites []siteSet) []protocolRow {
	var rows []protocolRow
	for _, s := range sites {
		rows = append(rows, protocolRow{s.name, c.Evaluate(s.pages)})
	}
	return rows
}

type protocolRow struct {
	site  string
	score pagetype.Score
}

func printRows(w io.Writer, rows []protocolRow) {
	fmt.Fprintf(w, "%-16s %6s %9s %9s %9s %9s %9s %9s\n", "site", "pages", "index-P", "index-R", "thread-P", "thread-R", "other-P", "other-R")
	var all pagetype.Score
	for _, r := range rows {
		s := r.score
		fmt.Fprintf(w, "%-16s %6d %8.1f%% %8.1f%% %8.1f%% %8.1f%% %8.1f%% %8.1f%%\n", r.site, s.N,
			100*s.Precision(pagetype.Index), 100*s.Recall(pagetype.Index), 100*s.Precision(pagetype.Thread), 100*s.Recall(pagetype.Thread),
			100*s.Precision(pagetype.Other), 100*s.Recall(pagetype.Other))
		all = all.Add(s)
	}
	if len(rows) > 1 {
		printRows(w, []protocolRow{{"all", all}})
	}
}
