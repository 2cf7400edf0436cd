package main

import (
	"bytes"
	"context"
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
	body, base, err := readSource(ctx, fc, pos[0])
	if err != nil {
		return err
	}
	d, err := align.Parse(bytes.NewReader(body), base)
	if err != nil {
		return err
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
