package annotations

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha1"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// The page labels.
const (
	Entry  = "entry"
	Index  = "index"
	Thread = "thread"
	Other  = "other"
)

// ValidLabel reports whether l is one of Entry, Index, Thread and Other.
func ValidLabel(l string) bool {
	switch l {
	case Entry, Index, Thread, Other:
		return true
	}
	return false
}

const (
	labelsFile = "labels.jsonl"
	pagesDir   = "pages"
	queueFile  = "queue.json"
)

// Labelled is one line of labels.jsonl.
type Labelled struct {
	URL        string    `json:"url"`
	Label      string    `json:"label"`
	File       string    `json:"file"` // relative to the site folder, "/"-separated
	FetchedAt  time.Time `json:"fetched_at"`
	LabelledAt time.Time `json:"labelled_at"`
}

func (l Labelled) check() error {
	switch {
	case l.URL == "":
		return errors.New("no url")
	case !ValidLabel(l.Label):
		return fmt.Errorf("label %q is not entry, index, thread or other", l.Label)
	case !strings.HasPrefix(l.File, pagesDir+"/") || !filepath.IsLocal(filepath.FromSlash(l.File)):
		return fmt.Errorf("file %q is not under %s/", l.File, pagesDir)
	}
	return nil
}

// Set is the labelled pages of one site: one site folder. It is safe for
// concurrent use within one process; two processes must not share a folder.
type Set struct {
	dir  string // the site folder
	name string // its base name

	mu sync.Mutex // serialises appends and file replacements
}

// Open opens the folder of site under dir, creating it if needed. site is
// any URL of the site, or its host[:port].
func Open(dir, site string) (*Set, error) {
	name, err := SiteFolder(site)
	if err != nil {
		return nil, err
	}
	s := &Set{dir: filepath.Join(dir, name), name: name}
	if err := os.MkdirAll(filepath.Join(s.dir, pagesDir), 0o755); err != nil {
		return nil, fmt.Errorf("open annotations: %w", err)
	}
	return s, nil
}

// SiteFolder returns the folder name of site (any URL of it, or host[:port]).
func SiteFolder(site string) (string, error) {
	raw := site
	if !strings.Contains(raw, "://") {
		raw = "http://" + raw
	}
	u, err := url.Parse(raw)
	if err != nil || u.Hostname() == "" {
		return "", fmt.Errorf("site %q: not a URL or host", site)
	}
	name := strings.ToLower(u.Hostname())
	if p := u.Port(); p != "" && p != defaultPort(u.Scheme) {
		name += "_" + p
	}
	name = strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '.' || r == '-' {
			return r
		}
		return '_'
	}, name)
	if strings.Trim(name, ".") == "" {
		return "", fmt.Errorf("site %q: not a usable host", site)
	}
	return name, nil
}

func defaultPort(scheme string) string {
	switch strings.ToLower(scheme) {
	case "http":
		return "80"
	case "https":
		return "443"
	}
	return ""
}

// Name is the site folder's name, e.g. 127.0.0.1_18100.
func (s *Set) Name() string { return s.name }

// Dir is the site folder's path.
func (s *Set) Dir() string { return s.dir }

// PageFile is where the HTML of rawURL is kept, relative to the site folder.
func PageFile(rawURL string) string {
	sum := sha1.Sum([]byte(rawURL))
	return path.Join(pagesDir, hex.EncodeToString(sum[:])+".html.gz")
}

// Add saves html as the page at rawURL, fetched at fetchedAt (zero: now),
// and appends its label. Re-adding a URL replaces its page and its label.
func (s *Set) Add(ctx context.Context, rawURL string, html []byte, label string, fetchedAt time.Time) error {
	now := time.Now().UTC()
	if fetchedAt.IsZero() {
		fetchedAt = now
	}
	rec := Labelled{URL: rawURL, Label: label, File: PageFile(rawURL), FetchedAt: fetchedAt.UTC(), LabelledAt: now}
	if err := rec.check(); err != nil {
		return fmt.Errorf("label %s: %w", rawURL, err)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(html) // a bytes.Buffer does not fail
	zw.Close()
	line, err := json.Marshal(rec)
	if err != nil {
		return fmt.Errorf("label %s: %w", rawURL, err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	// The page first: a label line must never point at a missing page.
	if err := writeAtomic(filepath.Join(s.dir, filepath.FromSlash(rec.File)), gz.Bytes()); err != nil {
		return fmt.Errorf("label %s: %w", rawURL, err)
	}
	if err := appendLine(filepath.Join(s.dir, labelsFile), line); err != nil {
		return fmt.Errorf("label %s: %w", rawURL, err)
	}
	return nil
}

// Labels returns the site's labelled pages, one per URL (its last label), in
// the order they were first labelled. Corrupt lines are skipped and
// reported, each naming the file and line, in an error returned along with
// every good record.
func (s *Set) Labels() ([]Labelled, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := filepath.Join(s.dir, labelsFile)
	data, err := os.ReadFile(p)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read labels: %w", err)
	}
	var (
		out  []Labelled
		at   = make(map[string]int) // URL -> index in out
		errs []error
	)
	for n, line := range bytes.Split(data, []byte("\n")) {
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		var l Labelled
		err := json.Unmarshal(line, &l)
		if err == nil {
			err = l.check()
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("%s:%d: corrupt label line: %w", p, n+1, err))
			continue
		}
		if i, ok := at[l.URL]; ok {
			out[i] = l
			continue
		}
		at[l.URL] = len(out)
		out = append(out, l)
	}
	return out, errors.Join(errs...)
}

// ReadPage returns the HTML saved for a labelled page.
func (s *Set) ReadPage(l Labelled) ([]byte, error) {
	if err := l.check(); err != nil {
		return nil, fmt.Errorf("page of %s: %w", l.URL, err)
	}
	p := filepath.Join(s.dir, filepath.FromSlash(l.File))
	f, err := os.Open(p)
	if err != nil {
		return nil, fmt.Errorf("page of %s: %w", l.URL, err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("page of %s: %s: %w", l.URL, p, err)
	}
	html, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("page of %s: %s: %w", l.URL, p, err)
	}
	return html, nil
}

// appendLine appends line and a newline to the file at p in one write and
// fsyncs it. If the file ends in a torn line (no newline), a newline goes
// first, so the torn line stays one corrupt line and this one stays whole.
func appendLine(p string, line []byte) error {
	f, err := os.OpenFile(p, os.O_RDWR|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return err
	}
	buf := make([]byte, 0, len(line)+2)
	if fi.Size() > 0 {
		last := make([]byte, 1)
		if _, err := f.ReadAt(last, fi.Size()-1); err != nil {
			return err
		}
		if last[0] != '\n' {
			buf = append(buf, '\n')
		}
	}
	buf = append(append(buf, line...), '\n')
	if _, err := f.Write(buf); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if fi.Size() == 0 { // a new file: make its directory entry durable too
		return syncDir(filepath.Dir(p))
	}
	return nil
}

// writeAtomic replaces the file at p with data: readers see the old file or
// the new one, never a part.
func writeAtomic(p string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(p), ".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, p)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	return syncDir(filepath.Dir(p))
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
