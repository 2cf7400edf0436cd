package eval

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strings"

	"focus/urlpattern"
)

// Truth is the part of a ground-truth file that scoring needs.
type Truth struct {
	Site          string          `json:"site"`
	EntryURL      string          `json:"entry_url"`
	SessionParams []string        `json:"session_params"`
	Counts        Counts          `json:"counts"`
	Pages         map[string]Page `json:"pages"`
}

// Counts holds the truth's totals.
type Counts struct {
	RetrievableThreadPages int `json:"retrievable_thread_pages"`
}

// Page labels one URL of the truth.
type Page struct {
	Type      string `json:"type"`
	Canonical string `json:"canonical"`
	Status    int    `json:"status"`
}

// Fetch is one line of a crawl log (crawl.jsonl); other fields are ignored.
type Fetch struct {
	URL     string `json:"url"`
	Status  int    `json:"status"`
	URLType string `json:"url_type"`
	Depth   int    `json:"depth"`
}

// Result is one site's score.
type Result struct {
	Site          string
	Fetches       int
	ThreadPages   int // distinct canonical thread pages fetched
	UsefulPages   int // distinct canonical entry, index and thread pages fetched
	Retrievable   int // thread pages in the truth
	Effectiveness float64
	UsefulRate    float64
	Coverage      float64
}

// LoadTruth reads a ground-truth JSON file.
func LoadTruth(path string) (*Truth, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read truth: %w", err)
	}
	t, err := ParseTruth(b)
	if err != nil {
		return nil, fmt.Errorf("truth %s: %w", path, err)
	}
	return t, nil
}

// ParseTruth reads ground-truth JSON.
func ParseTruth(data []byte) (*Truth, error) {
	var t Truth
	if err := json.Unmarshal(data, &t); err != nil {
		return nil, err
	}
	if len(t.Pages) == 0 || t.Counts.RetrievableThreadPages == 0 {
		return nil, errors.New("no pages or no retrievable thread pages")
	}
	return &t, nil
}

// ReadLog reads a crawl log, one JSON object a line.
func ReadLog(r io.Reader) ([]Fetch, error) {
	var out []Fetch
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var f Fetch
		if err := json.Unmarshal([]byte(line), &f); err != nil {
			return nil, fmt.Errorf("crawl log line %d: %w", n, err)
		}
		out = append(out, f)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("crawl log: %w", err)
	}
	return out, nil
}

// LoadLog reads a crawl log file.
func LoadLog(path string) ([]Fetch, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read crawl log: %w", err)
	}
	defer f.Close()
	return ReadLog(f)
}

// labels indexes a truth's pages by URL as urlpattern.StripParams spells
// them: without the site's session parameters and empty query items, as a
// crawler that strips them sees them (FUDforum's links end in '&' where a
// session id would go). Of two URLs spelt alike, the one that is so
// spelt, or else the first in order, labels them.
func (t *Truth) labels() map[string]Page {
	out := make(map[string]Page, len(t.Pages))
	for _, u := range slices.Sorted(maps.Keys(t.Pages)) {
		k := urlpattern.StripParams(u, t.SessionParams)
		if _, taken := out[k]; !taken || u == k {
			out[k] = t.Pages[u]
		}
	}
	return out
}

// Score measures a crawl: each fetch is a cost; each distinct canonical page a gain.
func Score(t *Truth, log []Fetch) Result {
	threads, useful := map[string]bool{}, map[string]bool{}
	labels := t.labels()
	for _, f := range log {
		p, ok := t.Pages[f.URL]
		if !ok {
			// URLs the truth does not know count as waste.
			p, ok = labels[urlpattern.StripParams(f.URL, t.SessionParams)]
		}
		if !ok || f.Status != 200 {
			continue
		}
		canon := p.Canonical
		if canon == "" {
			canon = f.URL
		}
		switch p.Type {
		case "thread":
			threads[canon] = true
			useful[canon] = true
		case "index", "entry":
			useful[canon] = true
		}
	}
	r := Result{Site: t.Site, Fetches: len(log), ThreadPages: len(threads), UsefulPages: len(useful),
		Retrievable: t.Counts.RetrievableThreadPages}
	if r.Fetches > 0 {
		r.Effectiveness = float64(r.ThreadPages) / float64(r.Fetches)
		r.UsefulRate = float64(r.UsefulPages) / float64(r.Fetches)
	}
	r.Coverage = float64(r.ThreadPages) / float64(r.Retrievable)
	return r
}

// Table prints results one site a line, with a mean row when there are several.
func Table(w io.Writer, rs []Result) {
	fmt.Fprintf(w, "%-16s %8s %8s %8s %14s %12s %9s\n", "site", "fetches", "threads", "truth", "effectiveness", "useful-rate", "coverage")
	var e, u, c float64
	for _, r := range rs {
		fmt.Fprintf(w, "%-16s %8d %8d %8d %13.1f%% %11.1f%% %8.1f%%\n", r.Site, r.Fetches, r.ThreadPages, r.Retrievable, 100*r.Effectiveness, 100*r.UsefulRate, 100*r.Coverage)
		e, u, c = e+r.Effectiveness, u+r.UsefulRate, c+r.Coverage
	}
	if n := float64(len(rs)); n > 1 {
		fmt.Fprintf(w, "%-16s %8s %8s %8s %13.1f%% %11.1f%% %8.1f%%\n", "mean", "", "", "", 100*e/n, 100*u/n, 100*c/n)
	}
}
