package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"focus/score/comment"
	"focus/sim"
)

// runComment is `focus comment learn|detect|eval`: the comment keywords of
// score/comment.
func runComment(ctx context.Context, e *env, args []string) error {
	if len(args) == 0 {
		return usagef("give a subcommand: learn, detect or eval")
	}
	switch args[0] {
	case "learn":
		return runCommentLearn(ctx, e, args[1:])
	case "detect":
		return runCommentDetect(ctx, e, args[1:])
	case "eval":
		return runCommentEval(ctx, e, args[1:])
	case "-h", "--help", "help":
		fmt.Fprintln(e.stdout, `Usage: focus comment learn [flags] --out FILE
       focus comment detect [--keywords FILE] <url-or-html-file>
       focus comment eval [flags] [--keywords FILE]

learn   learn the CSS class-name keywords that tell pages with comments from
        pages without, from comment-pages folders (--pages), farm packages
        (--farm) and mirrored blogs (--mirror)
detect  print "comments" or "none" for a page, then the keywords found
eval    print the precision and recall of a keyword list on labelled pages

focus comment <subcommand> --help shows its flags.`)
		return nil
	}
	return usagef("unknown subcommand %q: learn, detect or eval", args[0])
}

// listFlag is a flag that may be given several times.
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, ",") }
func (l *listFlag) Set(s string) error {
	*l = append(*l, s)
	return nil
}

// sources are the flags that gather labelled pages.
type sources struct {
	pages, mirrors listFlag
	farm           *string
	perClass       *int
	background     *int
	seed           *uint64
	export         *string
}

func sourceFlags(fs *flag.FlagSet, farmDefault string) *sources {
	s := &sources{}
	fs.Var(&s.pages, "pages", "comment-pages folder (see score/comment's doc); repeatable")
	fs.Var(&s.mirrors, "mirror", "mirrored blog: name.warc.gz beside name.truth.json; repeatable")
	s.farm = fs.String("farm", farmDefault, "farm packages with comment sections (blogs, news, media): all, none or a comma-separated list")
	s.perClass = fs.Int("per-class", 60, "pages with comments, and as many without, taken from each farm package and mirror")
	s.background = fs.Int("background", 40, "pages (listings and others, labelled none) taken from each farm forum and Q&A package, when --farm is not none")
	s.seed = fs.Uint64("seed", 1, "sampling seed")
	s.export = fs.String("export", "", "also save the gathered pages here as a comment-pages folder")
	return s
}

// gather loads every page the flags name.
func (s *sources) gather(e *env) ([]comment.Labelled, error) {
	var all []comment.Labelled
	for _, dir := range s.pages {
		ps, err := comment.Load(dir)
		if err != nil && len(ps) == 0 {
			return nil, err
		}
		if err != nil {
			fmt.Fprintf(e.stderr, "warning: %v\n", err)
		}
		all = append(all, ps...)
	}
	if *s.farm != "none" && *s.farm != "" {
		pkgs := comment.FarmPackages()
		if *s.farm != "all" {
			pkgs = nil
			for _, name := range strings.Split(*s.farm, ",") {
				p, err := sim.Lookup(strings.TrimSpace(name))
				if err != nil {
					return nil, usagef("%v", err)
				}
				pkgs = append(pkgs, p)
			}
		}
		for _, p := range pkgs {
			ps, err := comment.FarmPages(p, *s.perClass, *s.seed)
			if err != nil {
				return nil, err
			}
			all = append(all, ps...)
		}
		if *s.background > 0 {
			for _, p := range sim.Packages() {
				if slices.ContainsFunc(comment.FarmPackages(), func(q *sim.Package) bool { return q.Name == p.Name }) {
					continue
				}
				ps, err := comment.FarmBackground(p, *s.background, *s.seed)
				if err != nil {
					return nil, err
				}
				all = append(all, ps...)
			}
		}
	}
	for _, m := range s.mirrors {
		ps, err := comment.MirrorPages(m, *s.perClass, *s.seed)
		if err != nil {
			return nil, err
		}
		all = append(all, ps...)
	}
	if len(all) == 0 {
		return nil, usagef("no labelled pages: give --pages, --farm or --mirror")
	}
	if *s.export != "" {
		if err := comment.Save(*s.export, all); err != nil {
			return nil, err
		}
	}
	return all, nil
}

func runCommentLearn(_ context.Context, e *env, args []string) error {
	fs := flags(e, "comment")
	src := sourceFlags(fs, "none")
	out := fs.String("out", "", "where to write the keyword list (required)")
	maxKW := fs.Int("max", 25, "keywords to keep at most")
	minSites := fs.Int("min-sites", 2, "sites on which a keyword must find at least half the pages with comments")
	maxFPR := fs.Float64("max-fpr", 0.02, "false-positive rate a keyword may have, averaged over sites")
	maxSiteFPR := fs.Float64("max-site-fpr", 0.1, "false-positive rate a keyword may have on any one site")
	redundant := fs.Bool("redundant", false, "keep keywords that find no training page the list misses")
	cv := fs.Bool("cv", false, "also print a leave-one-site-out evaluation")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 0 {
		return usagef("unexpected arguments %q", pos)
	}
	if *out == "" {
		return usagef("give --out FILE")
	}
	pages, err := src.gather(e)
	if err != nil {
		return err
	}
	opt := comment.LearnOptions{Max: *maxKW, MinSites: *minSites, MaxFPR: *maxFPR, MaxSiteFPR: *maxSiteFPR, Redundant: *redundant}
	kw, err := comment.Learn(pages, opt)
	if err != nil {
		return err
	}
	var header strings.Builder
	fmt.Fprintf(&header, "Comment keywords: a page has comments when a CSS class name of an element carrying prose contains one of these.\n")
	fmt.Fprintf(&header, "Learned by focus comment learn on %s from %d pages of %s\n", time.Now().UTC().Format(time.DateOnly), len(pages), strings.Join(comment.Sites(pages), ", "))
	fmt.Fprintf(&header, "(options: max %d, min-sites %d, max-fpr %g, max-site-fpr %g, redundant %v, per-class %d, background %d, seed %d).",
		*maxKW, *minSites, *maxFPR, *maxSiteFPR, *redundant, *src.perClass, *src.background, *src.seed)
	var b bytes.Buffer
	if err := comment.WriteKeywords(&b, kw, header.String()); err != nil {
		return err
	}
	if err := os.WriteFile(*out, b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("write keywords: %w", err)
	}
	fmt.Fprintf(e.stdout, "%d keywords written to %s: %s\n", len(kw), *out, strings.Join(kw, " "))
	m, err := comment.Evaluate(kw, pages)
	if err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, "\non the training pages:")
	printMetrics(e.stdout, m)
	if *cv {
		folds, err := comment.CrossValidate(pages, opt)
		if err != nil {
			return err
		}
		fmt.Fprintln(e.stdout, "\nleave one site out (learned without the site, evaluated on it):")
		var total comment.Metrics
		for _, f := range folds {
			fmt.Fprintf(e.stdout, "  %-14s %s  keywords: %s\n", f.Site, formatMetrics(f.Metrics), strings.Join(f.Keywords, " "))
			total.TP, total.FP, total.FN, total.TN = total.TP+f.Metrics.TP, total.FP+f.Metrics.FP, total.FN+f.Metrics.FN, total.TN+f.Metrics.TN
		}
		fmt.Fprintf(e.stdout, "  %-14s %s\n", "all", formatMetrics(total))
	}
	return nil
}

func runCommentEval(_ context.Context, e *env, args []string) error {
	fs := flags(e, "comment")
	src := sourceFlags(fs, "none")
	kwFile := fs.String("keywords", "", "keyword file (default: the list that ships with focus)")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 0 {
		return usagef("unexpected arguments %q", pos)
	}
	kw, err := comment.LoadKeywords(*kwFile)
	if err != nil {
		return err
	}
	pages, err := src.gather(e)
	if err != nil {
		return err
	}
	m, err := comment.Evaluate(kw, pages)
	if err != nil {
		return err
	}
	printMetrics(e.stdout, m)
	return nil
}

func runCommentDetect(ctx context.Context, e *env, args []string) error {
	fs := flags(e, "comment")
	kwFile := fs.String("keywords", "", "keyword file (default: the list that ships with focus)")
	fetchConfig := fetchFlags(fs, false)
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("give one URL or HTML file")
	}
	fc, err := fetchConfig()
	if err != nil {
		return err
	}
	kw, err := comment.LoadKeywords(*kwFile)
	if err != nil {
		return err
	}
	src, err := readSource(ctx, fc, pos[0])
	if err != nil {
		return err
	}
	d, err := kw.DetectPage(src.body)
	if err != nil {
		return err
	}
	if d.Comments {
		fmt.Fprintln(e.stdout, comment.LabelComments)
	} else {
		fmt.Fprintln(e.stdout, comment.LabelNone)
	}
	fmt.Fprintf(e.stdout, "hits\t%d\n", d.Hits)
	if len(d.Matched) > 0 {
		fmt.Fprintf(e.stdout, "keywords\t%s\n", strings.Join(d.Matched, " "))
	}
	return nil
}

func formatMetrics(m comment.Metrics) string {
	return fmt.Sprintf("precision %.3f  recall %.3f  accuracy %.3f  (tp %d fp %d fn %d tn %d)",
		m.Precision(), m.Recall(), m.Accuracy(), m.TP, m.FP, m.FN, m.TN)
}

// printMetrics prints the metrics of each site, then of all ("").
func printMetrics(w io.Writer, m map[string]comment.Metrics) {
	var sites []string
	for s := range m {
		if s != "" {
			sites = append(sites, s)
		}
	}
	slices.Sort(sites)
	for _, s := range append(sites, "") {
		name := s
		if s == "" {
			name = "all"
		}
		fmt.Fprintf(w, "  %-14s %s\n", name, formatMetrics(m[s]))
	}
}
