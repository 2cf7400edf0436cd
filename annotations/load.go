package annotations

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// Example is one labelled page with its HTML, for training.
type Example struct {
	Site  string // the site folder's name, e.g. 127.0.0.1_18100
	URL   string
	Label string // Entry, Index, Thread or Other
	HTML  []byte // UTF-8
	// FetchedAt is when the page was fetched: the clock its relative
	// dates are read at.
	FetchedAt time.Time
}

// Load returns every labelled page of every site folder under dir, sites in
// name order, pages in labelling order. Corrupt label lines and unreadable
// pages are skipped and reported together in an error returned along with
// every good example; a caller that must not train on partial data stops on
// any error.
func Load(dir string) ([]Example, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("load annotations: %w", err)
	}
	var (
		out  []Example
		errs []error
	)
	for _, e := range entries { // ReadDir sorts by name
		if !e.IsDir() {
			continue
		}
		s := &Set{dir: filepath.Join(dir, e.Name()), name: e.Name()}
		if _, err := os.Stat(filepath.Join(s.dir, labelsFile)); err != nil {
			continue // not a site folder, or one with nothing labelled yet
		}
		labels, err := s.Labels()
		if err != nil {
			errs = append(errs, err)
		}
		for _, l := range labels {
			html, err := s.ReadPage(l)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			out = append(out, Example{Site: s.name, URL: l.URL, Label: l.Label, HTML: html, FetchedAt: l.FetchedAt})
		}
	}
	return out, errors.Join(errs...)
}
