package main

import (
	"context"
	"fmt"
	"os"
	"strings"

	"focus/fetch"
)

// readSource reads the page a command is given: an http(s) URL, fetched
// politely (robots.txt, size limit, charset to UTF-8) as cfg says, or a file. base is
// the URL links resolve against: the final URL, or "" for a file.
func readSource(ctx context.Context, cfg fetch.Config, src string) (body []byte, base string, err error) {
	if !strings.HasPrefix(src, "http://") && !strings.HasPrefix(src, "https://") {
		if body, err = os.ReadFile(src); err != nil {
			return nil, "", fmt.Errorf("read page: %w", err)
		}
		return body, "", nil
	}
	p, err := fetch.New(cfg).Get(ctx, src)
	if err != nil {
		return nil, "", err
	}
	if p.Status != 200 {
		return nil, "", fmt.Errorf("%s answered %d", src, p.Status)
	}
	return p.Body, p.FinalURL, nil
}
