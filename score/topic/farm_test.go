package topic

import (
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"focus/corpus"
	"focus/pagetype"
	"focus/sim"
)

// TestIdentifyFarm identifies pages of the farm's sites, whose posts are
// generated in English, German (smf, news) and French (vanilla): pages of
// every type, chrome and all, as the crawl would meet them.
func TestIdentifyFarm(t *testing.T) {
	id := shipped(t)
	tests := []struct {
		pkg, lang string
	}{
		{"smf", "de"},
		{"news", "de"},
		{"vanilla", "fr"},
		{"phpbb3", "en"},
		{"xenforo", "en"},
	}
	for _, tc := range tests {
		t.Run(tc.pkg, func(t *testing.T) {
			p, err := sim.Lookup(tc.pkg)
			if err != nil {
				t.Fatal(err)
			}
			measure(t, id, tc.pkg, tc.lang, farmPages(p, 80))
		})
	}
}

// farmPages walks a farm site in process, breadth first from its entry
// page, and returns up to n of its HTML pages labelled with their type.
// (corpus.Farm samples by type, but computes the whole site's truth first,
// which takes seconds.)
func farmPages(p *sim.Package, n int) []pagetype.Example {
	s := sim.NewSite(p)
	base, _ := url.Parse("http://farm.test/")
	start := base.ResolveReference(&url.URL{Path: s.EntryPath()})
	queue, seen := []*url.URL{start}, map[string]bool{start.String(): true}
	var out []pagetype.Example
	for len(queue) > 0 && len(out) < n {
		u := queue[0]
		queue = queue[1:]
		r := s.Respond(u, "")
		if r.Status != 200 || !strings.Contains(r.Body, "<html") {
			continue
		}
		out = append(out, pagetype.Example{Site: p.Name, URL: u.String(), Label: r.Info.Type, HTML: []byte(r.Body)})
		for _, h := range sim.Links(r.Body) {
			l, err := u.Parse(h)
			if err != nil || l.Host != base.Host {
				continue
			}
			l.Fragment = ""
			if !seen[l.String()] {
				seen[l.String()] = true
				queue = append(queue, l)
			}
		}
	}
	return out
}

// TestIdentifyMirrors identifies pages of the real English training forums
// mirrored in /work/shared/training (FOCUS_TRAINING overrides the folder);
// skipped when they are not there.
func TestIdentifyMirrors(t *testing.T) {
	dir := os.Getenv("FOCUS_TRAINING")
	if dir == "" {
		dir = "/work/shared/training"
	}
	warcs, _ := filepath.Glob(filepath.Join(dir, "sites", "*.warc.gz"))
	if len(warcs) == 0 {
		t.Skip("no training mirrors in " + dir)
	}
	id := shipped(t)
	for _, w := range warcs {
		name := filepath.Base(w)
		t.Run(name, func(t *testing.T) {
			exs, err := corpus.Mirror(w, 25, 7)
			if err != nil {
				t.Fatal(err)
			}
			measure(t, id, name, "en", exs)
		})
	}
}

// measure logs the share of pages with text identified as lang, per page
// type, and asserts the bar on all of them: "other" pages (login forms,
// member lists) are mostly chrome, but the chrome is in the site's
// language too.
func measure(t *testing.T, id *Identifier, site, lang string, exs []pagetype.Example) {
	t.Helper()
	right, total := map[string]int{}, map[string]int{}
	for _, ex := range exs {
		got, _ := id.Identify(HTMLText(ex.HTML))
		if got == "" {
			continue // no text at all: nothing to identify
		}
		total[ex.Label]++
		if got == lang {
			right[ex.Label]++
		} else {
			t.Logf("%s %s page %s taken for %s", site, ex.Label, ex.URL, got)
		}
	}
	r, n := 0, 0
	for _, typ := range []string{pagetype.Entry, pagetype.Index, pagetype.Thread, pagetype.Other} {
		t.Logf("%s (%s) %s pages: %d/%d right", site, lang, typ, right[typ], total[typ])
		r, n = r+right[typ], n+total[typ]
	}
	if n == 0 {
		t.Fatal("no pages with text")
	}
	acc := float64(r) / float64(n)
	t.Logf("%s (%s): %d/%d = %.2f%% of pages right", site, lang, r, n, 100*acc)
	if acc < bar {
		t.Errorf("%s: accuracy %.2f%% < %.0f%%", site, 100*acc, 100*bar)
	}
}
