package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"slices"
	"strings"

	"focus/align"
	"focus/fetch"
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
	src, base := pos[0], ""
	var body []byte
	if strings.HasPrefix(src, "http://") || strings.HasPrefix(src, "https://") {
		p, err := fetch.New(fetch.DefaultConfig()).Get(ctx, src)
		if err != nil {
			return err
		}
		if p.Status != 200 {
			return fmt.Errorf("%s answered %d", src, p.Status)
		}
		body, base = p.Body, p.FinalURL
	} else if body, err = os.ReadFile(src); err != nil {
		return fmt.Errorf("read page: %w", err)
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
