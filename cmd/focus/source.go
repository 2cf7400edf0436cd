package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"time"

	"focus/fetch"
)

// source is a page a command is given.
type source struct {
	body []byte
	base string    // the URL links resolve against: the final URL, or "" for a file
	at   time.Time // the page's clock (fetch.Page.Clock), or a file's modification time
}

// readSource reads the page a command is given: an http(s) URL, fetched
// politely (robots.txt, size limit, charset to UTF-8) as cfg says, or a file.
func readSource(ctx context.Context, cfg fetch.Config, src string) (source, error) {
	if !strings.HasPrefix(src, "http://") && !strings.HasPrefix(src, "https://") {
		body, err := os.ReadFile(src)
		if err != nil {
			return source{}, fmt.Errorf("read page: %w", err)
		}
		var at time.Time
		if fi, err := os.Stat(src); err == nil {
			at = fi.ModTime() // a saved page was saved when it was shown
		}
		return source{body: body, at: at}, nil
	}
	p, err := fetch.New(cfg).Get(ctx, src)
	if err != nil {
		return source{}, err
	}
	if p.Status != 200 {
		return source{}, fmt.Errorf("%s answered %d", src, p.Status)
	}
	return source{body: p.Body, base: p.FinalURL, at: p.Clock()}, nil
}
