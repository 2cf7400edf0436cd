package entry

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"focus/fetch"
	"focus/pagetype"
	"focus/sim"
	"focus/sim/simtest"
)

// site is a forum under measurement: its truth, and how to judge an answer
// and whether a page is HTML.
type site struct {
	name    string
	kind    string
	base    string // where it is served, for a mirror
	pages   map[string]truthPage
	isEntry func(string) bool
	isHTML  func(string) bool
}

// truthPage is what the measurement reads of a truth's page, farm or mirror.
type truthPage struct {
	Type       string `json:"type"`
	Status     int    `json:"status"`
	Page       int    `json:"page"`
	FPage      int    `json:"fpage"`
	RedirectTo string `json:"redirect_to"`
}

// TestMeasure is the evaluation of FoCUS 5.1.3: for every farm package and
// every mirrored training forum, 10 random start pages (threads, their deep
// pages, boards, their deep pages, profile and other pages) under 3 seeds
// (FOCUS_ENTRY_SEEDS for more), entry discovery and the keyword baseline
// side by side; a start page on which the classifier called every page
// 'other' is tried once more with 'other' set aside, as focus learn does.
// Precision is correct / answered, recall correct / asked.
// It takes minutes (the farm's truth is walked in full), so it runs only
// with FOCUS_ENTRY_MEASURE=1 (FOCUS_ENTRY_SITES=a,b for some sites;
// FOCUS_ENTRY_WORLD=N builds the farm from other seeds, as learn's
// FOCUS_LEARN_WORLD does: the same software with other boards, threads
// and sizes).
func TestMeasure(t *testing.T) {
	if os.Getenv("FOCUS_ENTRY_MEASURE") == "" {
		t.Skip("set FOCUS_ENTRY_MEASURE=1 to measure entry discovery")
	}
	only := os.Getenv("FOCUS_ENTRY_SITES")
	world := 0
	if w := os.Getenv("FOCUS_ENTRY_WORLD"); w != "" {
		var err error
		if world, err = strconv.Atoi(w); err != nil {
			t.Fatalf("FOCUS_ENTRY_WORLD=%q: %v", w, err)
		}
	}
	var sites []site
	for _, p := range sim.Packages() {
		if only != "" && !slices.Contains(strings.Split(only, ","), p.Name) {
			continue
		}
		p.Seed += int64(world)
		srv := simtest.StartPackage(t, p)
		tr, err := srv.Site.Truth(srv.Base)
		if err != nil {
			t.Fatal(err)
		}
		s := srv.Site
		pages := map[string]truthPage{}
		for u, tp := range tr.Pages {
			if inShop(p, u) {
				continue // a shop page is no page of the forum: Find answers ErrNoForum there
			}
			pages[u] = truthPage{Type: tp.Type, Status: tp.Status, Page: tp.Page, FPage: tp.FPage, RedirectTo: tp.RedirectTo}
		}
		sites = append(sites, site{name: p.Name, kind: string(p.Kind), pages: pages,
			isEntry: func(u string) bool { return farmEntry(s, u) },
			isHTML: func(raw string) bool {
				u, err := url.Parse(raw)
				return err == nil && strings.HasPrefix(cmpOr(s.Respond(u, "").ContentType, "text/html"), "text/html")
			}})
	}
	for _, m := range []string{"fluxbb", "punbb", "chyrp"} {
		if only != "" && !slices.Contains(strings.Split(only, ","), m) {
			continue
		}
		s, ok := startMirror(t, m)
		if ok {
			sites = append(sites, s)
		}
	}
	seeds := uint64(3)
	if n, err := strconv.Atoi(os.Getenv("FOCUS_ENTRY_SEEDS")); err == nil && n > 0 {
		seeds = uint64(n)
	}
	c := classifier(t)
	client := testClient()
	type tally struct{ asked, answered, correct, base, fetches int }
	row := func(name, kind string, tl tally) {
		fmt.Printf("%-14s %-6s %5d %8s %8s %8s %8s %8.1f\n", name, kind, tl.asked,
			pct(tl.correct, tl.answered), pct(tl.correct, tl.asked), pct(tl.base, tl.asked), pct(tl.base, tl.asked),
			float64(tl.fetches)/float64(max(tl.asked, 1)))
	}
	add := func(a *tally, b tally) {
		a.asked += b.asked
		a.answered += b.answered
		a.correct += b.correct
		a.base += b.base
		a.fetches += b.fetches
	}
	totals := map[string]*tally{"farm forums": {}, "farm, all": {}, "mirrors": {}, "everything": {}}
	fmt.Printf("%-14s %-6s %5s %8s %8s %8s %8s %8s\n", "site", "kind", "asked", "Find P", "Find R", "Base P", "Base R", "fetches")
	for _, s := range sites {
		var tl tally
		for seed := range seeds {
			for _, u := range samplePages(t, s, client, seed) {
				tl.asked++
				r, err := Find(t.Context(), client, c, u, Options{})
				if errors.Is(err, pagetype.ErrAllOther) {
					// As focus learn does (learn.Site): once more, 'other' set aside.
					fetches := r.Fetches
					r, err = Find(t.Context(), client, c.Without(pagetype.Other), u, Options{})
					r.Fetches += fetches
				}
				tl.fetches += r.Fetches
				switch {
				case err != nil:
					t.Logf("%s: %s -> %v", s.name, u, err)
				case s.isEntry(r.Entry):
					tl.answered++
					tl.correct++
				default:
					tl.answered++
					t.Logf("%s: %s -> %s (wrong)", s.name, u, r.Entry)
				}
				if s.isEntry(Baseline(u)) {
					tl.base++
				}
			}
		}
		row(s.name, s.kind, tl)
		switch s.kind {
		case "mirror":
			add(totals["mirrors"], tl)
		case string(sim.Forum):
			add(totals["farm forums"], tl)
			add(totals["farm, all"], tl)
		default:
			add(totals["farm, all"], tl)
		}
		add(totals["everything"], tl)
	}
	for _, name := range []string{"farm forums", "farm, all", "mirrors", "everything"} {
		row("ALL "+name, "", *totals[name])
	}
}

// samplePages draws 10 start pages of a site: 4 thread pages (2 of them a
// deep page of a long thread when there is one), 3 index pages (1 a deep
// page of a board), 3 other pages (profiles, member lists, help), all HTML,
// answering 200 and allowed by robots.txt; the same seed draws the same.
func samplePages(t *testing.T, s site, client *fetch.Client, seed uint64) []string {
	t.Helper()
	pools := map[string][]string{}
	for u, p := range s.pages {
		if p.Status != 200 {
			continue
		}
		kind := p.Type
		switch {
		case p.Type == sim.TypeThread && p.Page > 1:
			kind = "thread-flip"
		case p.Type == sim.TypeIndex && p.FPage > 1:
			kind = "index-flip"
		}
		pools[kind] = append(pools[kind], u)
	}
	r := rand.New(rand.NewPCG(seed, sim.Hash("entry", s.name)))
	var out []string
	draw := func(kind string, n int) int {
		urls := pools[kind]
		slices.Sort(urls)
		r.Shuffle(len(urls), func(i, j int) { urls[i], urls[j] = urls[j], urls[i] })
		got := 0
		for _, u := range urls {
			if got == n {
				break
			}
			if ok, err := client.Allowed(t.Context(), u); err != nil || !ok || !s.isHTML(u) {
				continue
			}
			out = append(out, u)
			got++
		}
		return got
	}
	draw(sim.TypeThread, 4-draw("thread-flip", 2))
	draw(sim.TypeIndex, 3-draw("index-flip", 1))
	draw(sim.TypeOther, 3)
	if len(out) < 10 {
		draw(sim.TypeThread, 10-len(out)) // a site with few other pages
	}
	return out
}

// inShop reports whether a farm URL belongs to the shop beside the forum.
func inShop(p *sim.Package, raw string) bool {
	u, err := url.Parse(raw)
	if err != nil || !p.Beside {
		return false
	}
	if p.Mount == "/" {
		return strings.HasPrefix(u.Path, "/shop/")
	}
	return !strings.HasPrefix(u.Path, p.Mount)
}

func pct(n, of int) string {
	if of == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(of))
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// startMirror replays a mirrored training forum on a free port; ok is
// false (the test logs why) when the mirror is missing.
func startMirror(t *testing.T, name string) (site, bool) {
	t.Helper()
	dir := "../../shared/training/sites"
	m, err := sim.StartMirror(filepath.Join(dir, name+".warc.gz"), filepath.Join(dir, name+".truth.json"))
	if err != nil {
		t.Logf("mirror %s: %v", name, err)
		return site{}, false
	}
	t.Cleanup(func() { m.Close() })
	var tr struct {
		Pages map[string]truthPage `json:"pages"`
	}
	if err := json.Unmarshal(m.Truth, &tr); err != nil {
		t.Fatalf("mirror %s: %v", name, err)
	}
	rp := m.Replay
	eu, err := url.Parse(m.EntryURL)
	if err != nil {
		t.Fatal(err)
	}
	entryBody, _, _ := rp.Body(eu)
	return site{name: name, kind: "mirror", base: m.Base, pages: tr.Pages,
		isEntry: func(raw string) bool {
			for range 5 {
				p, ok := tr.Pages[raw]
				if ok && p.RedirectTo != "" {
					raw = p.RedirectTo
					continue
				}
				if ok {
					return p.Type == sim.TypeEntry
				}
				u, err := url.Parse(raw)
				if err != nil {
					return false
				}
				body, status, ok := rp.Body(u)
				return ok && status == 200 && bytes.Equal(body, entryBody)
			}
			return false
		},
		isHTML: func(raw string) bool {
			u, err := url.Parse(raw)
			if err != nil {
				return false
			}
			body, _, ok := rp.Body(u)
			return ok && strings.HasPrefix(http.DetectContentType(body), "text/html")
		}}, true
}
