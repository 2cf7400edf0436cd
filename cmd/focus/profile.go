package main

import (
	"bufio"
	"cmp"
	"context"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"

	"golang.org/x/net/html"

	"focus/align"
	"focus/fetch"
	"focus/score/profile"
)

// runProfile is `focus profile`: the profile-based focused crawler's page
// classifier and cotagging topic expansion (Zhang and Nasraoui 2009).
//
//	focus profile classify [--model FILE] <url-or-html-file>
//	focus profile expand --seed TAG[,TAG...] [--pages N] [--delay D] [--min-phi X] [--min-votes N] <list-page-url>... | <tags-file>
func runProfile(ctx context.Context, e *env, args []string) error {
	if len(args) == 0 {
		return usagef("profile: give a subcommand: classify or expand")
	}
	switch args[0] {
	case "classify":
		return runProfileClassify(ctx, e, args[1:])
	case "expand":
		return runProfileExpand(ctx, e, args[1:])
	}
	return usagef("profile: unknown subcommand %q (classify or expand)", args[0])
}

// profileModel loads the model named on the command line, or the embedded one.
func profileModel(path string) (*profile.Model, error) {
	if path == "" {
		return profile.DefaultModel()
	}
	return profile.LoadModel(path)
}

// runProfileClassify prints the page's class (list, detail, profile or
// other) alone on the first line, then each class's match share.
func runProfileClassify(ctx context.Context, e *env, args []string) error {
	fs := flags(e, "profile")
	model := fs.String("model", "", "profile page model (JSON; default: the embedded Flickr-style one)")
	fetchConfig := fetchFlags(fs, false)
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("profile classify: give one URL or HTML file")
	}
	fc, err := fetchConfig()
	if err != nil {
		return err
	}
	m, err := profileModel(*model)
	if err != nil {
		return err
	}
	root, _, err := readPage(ctx, fc, pos[0])
	if err != nil {
		return err
	}
	r := m.Classifier().Classify(root)
	fmt.Fprintln(e.stdout, r.Class)
	for _, c := range slices.Sorted(maps.Keys(r.Scores)) {
		fmt.Fprintf(e.stdout, "%s\t%.3f\n", c, r.Scores[c])
	}
	return nil
}

// readPage fetches a URL or reads an HTML file and parses it.
func readPage(ctx context.Context, cfg fetch.Config, src string) (*html.Node, string, error) {
	page, err := readSource(ctx, cfg, src)
	if err != nil {
		return nil, "", err
	}
	root, err := align.ParseHTML(page.body)
	if err != nil {
		return nil, "", fmt.Errorf("parse %s: %w", src, err)
	}
	return root, cmp.Or(page.base, src), nil
}

// runProfileExpand grows a crawl topic from seed tags by cotagging and
// prints it, one tag a line with its phi, round and the tag it came from.
// The photos' tag sets come from a file (one photo a line, tags separated
// by spaces or commas) or from a crawl of the site as the paper's first
// stage does it: list pages are followed, detail pages give their tags,
// profile pages are not fetched.
func runProfileExpand(ctx context.Context, e *env, args []string) error {
	fs := flags(e, "profile")
	seed := fs.String("seed", "", "seed tags, comma-separated")
	pages := fs.Int("pages", 300, "most pages fetched when expanding over a site")
	fetchConfig := fetchFlags(fs, true)
	model := fs.String("model", "", "profile page model (JSON; default: the embedded one)")
	minPhi := fs.Float64("min-phi", 0, "least phi of a tag that joins the topic (0: the default, 2)")
	minVotes := fs.Int("min-votes", 0, "least photos a tag must share with a topic tag (0: the default, 1)")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 || *seed == "" {
		return usagef("profile expand: give --seed and list page URLs (the seed's tag page is a good one) or a tags file")
	}
	var sets [][]string
	src := pos[0]
	if strings.HasPrefix(src, "http://") || strings.HasPrefix(src, "https://") {
		m, err := profileModel(*model)
		if err != nil {
			return err
		}
		cfg, err := fetchConfig()
		if err != nil {
			return err
		}
		if sets, err = profile.CollectTags(ctx, fetch.New(cfg), m, pos, *pages, e.log); err != nil {
			return err
		}
	} else if len(pos) > 1 {
		return usagef("profile expand: give one tags file")
	} else if sets, err = readTagSets(src); err != nil {
		return err
	}
	cs := profile.Expand(strings.Split(*seed, ","), sets, profile.ExpandOptions{MinPhi: *minPhi, MinVotes: *minVotes})
	fmt.Fprintf(e.stderr, "%d photos, %d topic tags\n", len(sets), len(cs))
	for _, c := range cs {
		if c.Round == 0 {
			fmt.Fprintf(e.stdout, "%s\tseed\n", c.Tag)
			continue
		}
		fmt.Fprintf(e.stdout, "%s\t%.2f\tround %d\tfrom %s (%d photos)\n", c.Tag, c.Phi, c.Round, c.From, c.Votes)
	}
	return nil
}

func readTagSets(path string) ([][]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read tags: %w", err)
	}
	defer f.Close()
	var sets [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if tags := strings.FieldsFunc(sc.Text(), func(r rune) bool { return r == ' ' || r == ',' || r == '\t' }); len(tags) > 0 {
			sets = append(sets, tags)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read tags: %w", err)
	}
	return sets, nil
}
