package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"slices"

	"focus/align"
	"focus/models"
	"focus/pagetype"
)

func runClassify(ctx context.Context, e *env, args []string) error {
	fs := flags(e, "classify")
	classifier := classifierFlags(fs)
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
	c, err := classifier()
	if err != nil {
		return err
	}
	src, err := readSource(ctx, fc, pos[0])
	if err != nil {
		return err
	}
	d, err := align.Parse(bytes.NewReader(src.body), src.base)
	if err != nil {
		return err
	}
	if !src.at.IsZero() {
		d.Now = src.at
	}
	r := c.Classify(d)
	fmt.Fprintln(e.stdout, r.Type)
	var types []string
	for t := range r.Scores {
		types = append(types, t)
	}
	slices.Sort(types)
	for _, t := range types {
		fmt.Fprintf(e.stdout, "%s\t%.3f\n", t, r.Scores[t])
	}
	return nil
}

// What to do when the classifier called (nearly) every page of a site
// 'other' (pagetype.ErrAllOther): its layout is unlike every training
// site's. Entry discovery alone is tried once; focus learn has already
// tried again with 'other' set aside, so what is left is to teach the
// classifier the site.
const (
	tryNoOther = "if this is a forum, try --no-other (every page judged by its index and thread scores alone)"
	tryTrain   = "if this is a forum, label some of its pages with focus annotate, train on them with focus train --annotations, and learn with --model"
)

// advise appends hint to an error that wraps pagetype.ErrAllOther.
func advise(err error, hint string) error {
	if errors.Is(err, pagetype.ErrAllOther) {
		return fmt.Errorf("%w; %s", err, hint)
	}
	return err
}

// classifierFlags adds the flags that choose the page-type classifier to
// fs, and returns what loads it once they are parsed.
func classifierFlags(fs *flag.FlagSet) func() (*pagetype.Classifier, error) {
	model := fs.String("model", "", "page-type model file (default: the embedded one)")
	noOther := fs.Bool("no-other", false, "call every page an index or a thread page, whichever the classifier scores higher: for a forum whose pages it calls all 'other'")
	return func() (*pagetype.Classifier, error) {
		c, err := models.PageType(*model)
		if err != nil || !*noOther {
			return c, err
		}
		return c.Without(pagetype.Other), nil
	}
}
