package main

import (
	"bytes"
	"context"
	"fmt"
	"slices"

	"focus/align"
	"focus/models"
)

func runClassify(ctx context.Context, e *env, args []string) error {
	fs := flags(e, "classify")
	model := fs.String("model", "", "page-type model file (default: the embedded one)")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("give one URL or HTML file")
	}
	c, err := models.PageType(*model)
	if err != nil {
		return err
	}
	body, base, err := readSource(ctx, pos[0])
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
