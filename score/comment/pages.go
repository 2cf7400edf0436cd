package comment

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"focus/annotations"
)

// The labels of comment-annotated pages.
const (
	LabelComments = "comments" // the page shows at least one user comment
	LabelNone     = "none"     // it shows none (a comment form or a count alone is none)
)

// Labelled is a page labelled for comment detection.
type Labelled struct {
	Site     string // the site folder's name (or a farm package's): learning and evaluation group by it
	URL      string
	Comments bool
	HTML     []byte
}

// record is one line of a site folder's labels.jsonl: the annotations
// package's line with the label comments or none.
type record struct {
	URL        string    `json:"url"`
	Label      string    `json:"label"`
	File       string    `json:"file"`
	FetchedAt  time.Time `json:"fetched_at,omitzero"`
	LabelledAt time.Time `json:"labelled_at,omitzero"`
}

const labelsFile = "labels.jsonl"

// Load reads every site folder of a comment-pages folder (see the package
// doc). A bad line is reported, naming its file and line, in an error
// returned along with every good page; a site folder without labels.jsonl
// is skipped.
func Load(dir string) ([]Labelled, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("comment pages: %w", err)
	}
	var (
		out  []Labelled
		errs []error
	)
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		site := filepath.Join(dir, e.Name())
		data, err := os.ReadFile(filepath.Join(site, labelsFile))
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("comment pages: %w", err))
			continue
		}
		var pages []Labelled
		at := map[string]int{} // URL -> index in pages: the last line for a URL wins
		for n, line := range bytes.Split(data, []byte("\n")) {
			if len(bytes.TrimSpace(line)) == 0 {
				continue
			}
			p, err := readRecord(site, e.Name(), line)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s line %d: %w", filepath.Join(site, labelsFile), n+1, err))
				continue
			}
			if i, ok := at[p.URL]; ok {
				pages[i] = p
				continue
			}
			at[p.URL] = len(pages)
			pages = append(pages, p)
		}
		out = append(out, pages...)
	}
	return out, errors.Join(errs...)
}

func readRecord(siteDir, site string, line []byte) (Labelled, error) {
	var r record
	if err := json.Unmarshal(line, &r); err != nil {
		return Labelled{}, err
	}
	if r.URL == "" {
		return Labelled{}, errors.New("no url")
	}
	if r.Label != LabelComments && r.Label != LabelNone {
		return Labelled{}, fmt.Errorf("label %q is not %s or %s", r.Label, LabelComments, LabelNone)
	}
	f := filepath.FromSlash(r.File)
	if !strings.HasPrefix(r.File, "pages/") || !filepath.IsLocal(f) {
		return Labelled{}, fmt.Errorf("file %q is not under pages/", r.File)
	}
	raw, err := os.ReadFile(filepath.Join(siteDir, f))
	if err != nil {
		return Labelled{}, err
	}
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		return Labelled{}, fmt.Errorf("page %s: %w", r.File, err)
	}
	body, err := io.ReadAll(zr)
	if err != nil {
		return Labelled{}, fmt.Errorf("page %s: %w", r.File, err)
	}
	return Labelled{Site: site, URL: r.URL, Comments: r.Label == LabelComments, HTML: body}, nil
}

// Save writes pages into dir, one site folder per distinct Site (a folder
// is named after the first page's URL host, as annotations names it, when
// Site is empty), replacing each folder's labels.jsonl. Save is for
// exporting labelled sets (the farm's, for inspection or hand correction);
// it is not safe against concurrent writers.
func Save(dir string, pages []Labelled) error {
	bySite := map[string][]Labelled{}
	var order []string
	for _, p := range pages {
		name := p.Site
		if name == "" {
			var err error
			if name, err = annotations.SiteFolder(p.URL); err != nil {
				return fmt.Errorf("save comment pages: %w", err)
			}
		}
		if !filepath.IsLocal(name) || strings.ContainsAny(name, `/\`) {
			return fmt.Errorf("save comment pages: site %q is not a folder name", name)
		}
		if _, ok := bySite[name]; !ok {
			order = append(order, name)
		}
		bySite[name] = append(bySite[name], p)
	}
	now := time.Now().UTC()
	for _, name := range order {
		site := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Join(site, "pages"), 0o755); err != nil {
			return fmt.Errorf("save comment pages: %w", err)
		}
		var lines bytes.Buffer
		for _, p := range bySite[name] {
			r := record{URL: p.URL, Label: LabelNone, File: annotations.PageFile(p.URL), LabelledAt: now}
			if p.Comments {
				r.Label = LabelComments
			}
			var gz bytes.Buffer
			zw := gzip.NewWriter(&gz)
			zw.Write(p.HTML) // a bytes.Buffer does not fail
			zw.Close()
			if err := writeFile(filepath.Join(site, filepath.FromSlash(r.File)), gz.Bytes()); err != nil {
				return err
			}
			line, _ := json.Marshal(r) // plain strings and times always encode
			lines.Write(append(line, '\n'))
		}
		if err := writeFile(filepath.Join(site, labelsFile), lines.Bytes()); err != nil {
			return err
		}
	}
	return nil
}

// writeFile replaces path through a temporary file, so a reader never sees
// half a file.
func writeFile(path string, data []byte) error {
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return fmt.Errorf("save comment pages: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("save comment pages: %w", err)
	}
	return nil
}

// Sites returns the distinct sites of pages, sorted.
func Sites(pages []Labelled) []string {
	var out []string
	for _, p := range pages {
		out = append(out, p.Site)
	}
	slices.Sort(out)
	return slices.Compact(out)
}
