package crawl

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"focus/sim/simtest"
)

// bfsSite exercises what the BFS gate and the link reader must skip.
func bfsSite(t *testing.T) *site {
	pages := map[string]string{
		"/": page("Home",
			a("/a", "A"), a("/b", "B"), `<a href="/nf" rel="nofollow">no</a>`,
			a("http://other.invalid/x", "elsewhere"), a("mailto:x@example.org", "mail"),
			a("javascript:void(0)", "js"), a("/a#frag", "A again"), a("/private/p", "private"),
			a("/meta", "meta"), a("/doc.pdf", "pdf"), a("/old", "moved")),
		"/a":      page("A", a("b", "B relative"), a("/missing", "gone"), a("/broken", "hangs up")),
		"/b":      `<html><head><base href="/sub/"></head><body>` + a("c", "C via base") + `</body></html>`,
		"/sub/c":  page("C"),
		"/meta":   `<html><head><meta name="robots" content="noindex, nofollow"></head><body>` + a("/hidden", "hidden") + `</body></html>`,
		"/new":    page("New"),
		"/nf":     page("never"),
		"/hidden": page("never"),
	}
	return newSite(t, pages, "User-agent: *\nDisallow: /private/\n", func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/doc.pdf":
			w.Header().Set("Content-Type", "application/pdf")
			_, _ = io.WriteString(w, `%PDF-1.4 <a href="/pdflink">x</a>`)
		case "/old":
			http.Redirect(w, r, "/new", http.StatusMovedPermanently)
		case "/broken": // no response at all
			simtest.HangUp(w)
		default:
			http.NotFound(w, r)
		}
	})
}

func TestBFS(t *testing.T) {
	all := []string{"/", "/a", "/b", "/sub/c", "/meta", "/doc.pdf", "/old", "/missing", "/broken"}
	tests := []struct {
		name        string
		maxPages    int
		concurrency int
		want        int // log lines
	}{
		{"all, one at a time", 0, 1, len(all)},
		{"all, concurrent", 0, 4, len(all)},
		{"budget of 3", 3, 1, 3},
		{"budget of 3, concurrent", 3, 4, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := bfsSite(t)
			gate, err := NewBFS(s.URL + "/")
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			cfg := Config{Out: dir, MaxPages: tt.maxPages, Concurrency: tt.concurrency, Fetch: testFetch()}
			st, err := Run(context.Background(), s.URL+"/", gate, cfg)
			if err != nil {
				t.Fatal(err)
			}
			recs := readLog(t, dir)
			urls := logURLs(t, recs)
			if len(recs) != tt.want || st.Fetched != tt.want {
				t.Fatalf("%d log lines, Stats.Fetched %d, want %d: %v", len(recs), st.Fetched, tt.want, urls)
			}
			for u := range urls {
				if !slices.Contains(all, strings.TrimPrefix(u, s.URL)) {
					t.Errorf("fetched %s, which BFS must skip", u)
				}
			}
			hits := s.hitsCopy()
			for _, never := range []string{"/nf", "/hidden", "/pdflink", "/private/p"} {
				if hits[never] > 0 {
					t.Errorf("%s requested %d times, want never", never, hits[never])
				}
			}
			if tt.maxPages == 0 {
				if st.ByType["robots"] != 1 || st.ByType["entry"] != 1 || st.ByType["link"] != len(all)-1 {
					t.Errorf("ByType %v", st.ByType)
				}
				byURL := map[string]Record{}
				for _, r := range recs {
					byURL[strings.TrimPrefix(r.URL, s.URL)] = r
				}
				if r := byURL["/old"]; r.FinalURL != s.URL+"/new" || r.Status != 200 || len(r.Redirects) != 1 {
					t.Errorf("redirect logged as %+v", r)
				}
				if r := byURL["/missing"]; r.Status != 404 || r.Parent != s.URL+"/a" || r.Depth != 2 {
					t.Errorf("404 logged as %+v", r)
				}
				if r := byURL["/broken"]; r.Status != 0 || r.Error == "" || st.Errors != 1 {
					t.Errorf("failed fetch logged as %+v, Stats.Errors %d", r, st.Errors)
				}
				if r := byURL["/"]; r.URLType != "entry" || r.Depth != 0 || r.FetchedAt.IsZero() || r.Bytes == 0 {
					t.Errorf("seed logged as %+v", r)
				}
			}
			checkWARC(t, dir, recs)
		})
	}
}

// A crawl of a host that is down from the start fetches nothing and stops,
// saying why (its robots.txt could not be read), with the seed still
// queued, run after run, for a resume once the host is up.
func TestHostDown(t *testing.T) {
	s := newSite(t, map[string]string{"/": page("Home")}, "", nil)
	s.Close()
	gate, err := NewBFS(s.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Out: t.TempDir(), Fetch: testFetch()}
	for run := range 2 {
		st, err := Run(context.Background(), s.URL+"/", gate, cfg)
		if !errors.Is(err, ErrNoAnswer) || !strings.Contains(err.Error(), "robots.txt could not be read") {
			t.Errorf("run %d: %v; want it stopped for no answer, saying robots.txt could not be read", run, err)
		}
		if st.Fetched != 0 || st.Errors != 0 || st.ByType["robots"] != 0 || st.Queued != 1 {
			t.Errorf("run %d: %d fetched, %d errors, ByType %v, %d queued; want the seed queued, nothing logged", run, st.Fetched, st.Errors, st.ByType, st.Queued)
		}
		cfg.Resume = true
	}
}

// A site that stops answering stops the crawl after maxUnanswered Gets in
// a row, which stay queued; resumed once the site is back, the crawl
// fetches every page once and logs no failure.
func TestSiteDownResume(t *testing.T) {
	const n = 30
	var home []string
	for i := range n {
		home = append(home, a(fmt.Sprintf("/p%d", i), "page"))
	}
	var served atomic.Int32
	var down atomic.Bool
	s := newSite(t, nil, "", func(w http.ResponseWriter, r *http.Request) {
		if down.Load() || served.Add(1) > 6 {
			down.Store(true)
			simtest.HangUp(w)
			return
		}
		w.Header().Set("Content-Type", "text/html")
		body := page("Page")
		if r.URL.Path == "/" {
			body = page("Home", home...)
		}
		_, _ = io.WriteString(w, body)
	})
	gate, err := NewBFS(s.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cfg := Config{Out: dir, Concurrency: 2, Fetch: testFetch()}
	st, err := Run(context.Background(), s.URL+"/", gate, cfg)
	if !errors.Is(err, ErrNoAnswer) {
		t.Fatalf("crawl of a site gone down: %v, want ErrNoAnswer", err)
	}
	if st.Errors != 0 || st.Queued < n+1-6 {
		t.Errorf("after the stop: %d errors logged, %d queued; want none logged, the unanswered still queued", st.Errors, st.Queued)
	}
	cfg.Resume = true
	if _, err := Run(context.Background(), s.URL+"/", gate, cfg); !errors.Is(err, ErrNoAnswer) {
		t.Fatalf("resumed while the site is down: %v, want ErrNoAnswer", err)
	}
	down.Store(false)
	served.Store(-n)
	if st, err = Run(context.Background(), s.URL+"/", gate, cfg); err != nil {
		t.Fatal(err)
	}
	recs := readLog(t, dir)
	urls := logURLs(t, recs)
	if len(recs) != n+1 || len(urls) != n+1 || st.Errors != 0 {
		t.Errorf("%d log lines for %d URLs, %d errors; want each of %d pages once, no error", len(recs), len(urls), st.Errors, n+1)
	}
}

// Across sites, silent ones do not stop the crawl of the others.
func TestSeedsSilent(t *testing.T) {
	live := newSite(t, map[string]string{"/": page("Home", a("/y", "y")), "/y": page("y")}, "", nil)
	var seeds []string
	for range maxUnanswered + 2 {
		seeds = append(seeds, simtest.Silent(t).URL+"/")
	}
	seeds = append(seeds, live.URL+"/")
	cfg := Config{Out: t.TempDir(), Concurrency: 2, Fetch: testFetch(), MaxDepth: 2, Seeds: seeds[1:]}
	st, err := Run(context.Background(), seeds[0], NewWeb(), cfg)
	if err != nil || st.Fetched != 2 || st.ByType["robots"] != len(seeds)-1 {
		t.Errorf("Run: %v, %d fetched, ByType %v; want no error, the live site's 2 pages, %d silent seeds", err, st.Fetched, st.ByType, len(seeds)-1)
	}
}

// Redirect loops are answers: however many come in a row, the site is up
// and the crawl goes on, logging each as failed.
func TestRedirectLoopsAnswer(t *testing.T) {
	const n = 12
	var home []string
	for i := range n {
		home = append(home, a(fmt.Sprintf("/loop%d", i), "loop"))
	}
	s := newSite(t, map[string]string{"/": page("Home", home...)}, "", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, r.URL.Path, http.StatusFound)
	})
	gate, err := NewBFS(s.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	st, err := Run(context.Background(), s.URL+"/", gate, Config{Out: t.TempDir(), Concurrency: 2, Fetch: testFetch()})
	if err != nil || st.Fetched != n+1 || st.Errors != n {
		t.Errorf("Run: %v, %d fetched, %d errors; want no error, %d fetched, %d errors", err, st.Fetched, st.Errors, n+1, n)
	}
}

// trapSite has three traps: an endless calendar, a link that appends a
// parameter on each visit, and a relative link that deepens the path.
func trapSite(t *testing.T) *site {
	pages := map[string]string{"/": page("Home", a("/cal?month=1", "calendar"), a("/grow?x=1", "grow"), a("/dir/", "dir"))}
	return newSite(t, pages, "", func(w http.ResponseWriter, r *http.Request) {
		var body string
		switch {
		case r.URL.Path == "/cal":
			var m int
			fmt.Sscan(r.URL.Query().Get("month"), &m)
			body = page("month", a(fmt.Sprintf("/cal?month=%d", m+1), "next"), a(fmt.Sprintf("/cal?month=%d", m-1), "prev"))
		case r.URL.Path == "/grow":
			body = page("grow", a(r.URL.RequestURI()+"&x=1", "more"))
		case strings.HasPrefix(r.URL.Path, "/dir/"):
			body = page("dir", a("dir/", "deeper"))
		default:
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html")
		_, _ = io.WriteString(w, body)
	})
}

func TestTrapsTerminate(t *testing.T) {
	tests := []struct {
		name     string
		maxDepth int
		maxPages int
		want     int
	}{
		// Home; months 1..12 by "next" and 0..-10 by "prev" (depth 1 is
		// month 1, depth 12 is month 12 or -10); 3 grows; 3 dirs.
		{"depth limit", 12, 0, 1 + 12 + 11 + 3 + 3},
		// Without a depth limit only the budget stops the calendar.
		{"budget", 0, 60, 60},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := trapSite(t)
			gate, err := NewBFS(s.URL)
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			cfg := Config{Out: dir, MaxDepth: tt.maxDepth, MaxPages: tt.maxPages, Concurrency: 2, Fetch: testFetch()}
			st, err := Run(context.Background(), s.URL, gate, cfg)
			if err != nil {
				t.Fatal(err)
			}
			recs := readLog(t, dir)
			logURLs(t, recs)
			if len(recs) != tt.want || st.Fetched != tt.want {
				t.Errorf("%d fetches (Stats %d), want %d", len(recs), st.Fetched, tt.want)
			}
			for _, r := range recs {
				if strings.Count(r.URL, "x=1") > maxRepeats || strings.Count(r.URL, "dir/") > maxRepeats {
					t.Errorf("trap URL fetched: %s", r.URL)
				}
			}
		})
	}
}

// TestCancelIsCleanStop cancels a crawl mid-way, as Ctrl-C does, and
// resumes it: the outputs, threads.jsonl included, come out whole.
func TestCancelIsCleanStop(t *testing.T) {
	for _, sc := range scenarios() {
		t.Run(sc.name, func(t *testing.T) {
			s := newSite(t, sc.pages, "", nil)
			seed := s.URL + "/"
			gate, err := gateFor(sc.name, seed)
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			const conc, at = 4, 50
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			cfg := Config{Out: dir, Concurrency: conc, Fetch: testFetch(), Progress: func(st Stats) {
				if st.Fetched >= at {
					cancel()
				}
			}}
			st, err := Run(ctx, seed, gate, cfg)
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("Run after cancel: %v, want context.Canceled", err)
			}
			if got := len(readLog(t, dir)); got != st.Fetched || got < at || got > at+conc {
				t.Fatalf("%d log lines, Stats.Fetched %d: want the same, %d to %d", got, st.Fetched, at, at+conc)
			}
			if got := len(readThreads(t, dir)); got != st.ThreadsDone {
				t.Errorf("%d threads written, Stats.ThreadsDone %d", got, st.ThreadsDone)
			}

			cfg.Progress, cfg.Resume = nil, true
			if st, err = Run(context.Background(), seed, gate, cfg); err != nil {
				t.Fatal(err)
			}
			if st.ThreadsDone != len(sc.threads) {
				t.Errorf("Stats.ThreadsDone %d, want %d", st.ThreadsDone, len(sc.threads))
			}
			checkWholeSite(t, s, sc, dir, conc)
		})
	}
}

// TestOutFolderChecks: a folder holds the crawl of its seeds only.
func TestOutFolderChecks(t *testing.T) {
	s := newSite(t, map[string]string{"/": page("Home")}, "", nil)
	gate, err := NewBFS(s.URL)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := Run(context.Background(), s.URL, gate, Config{Out: dir, Fetch: testFetch()}); err != nil {
		t.Fatal(err)
	}
	if _, err := Run(context.Background(), s.URL+"/other", gate, Config{Out: dir, Resume: true, Fetch: testFetch()}); err == nil {
		t.Error("resume with another seed: no error")
	}
	if st, err := Run(context.Background(), s.URL, gate, Config{Out: dir, Resume: true, Fetch: testFetch()}); err != nil || st.Fetched != 1 {
		t.Errorf("resume of a finished crawl: %+v, %v; want 1 fetch, no error", st, err)
	}
	if _, err := Run(context.Background(), "/relative", gate, Config{Out: t.TempDir()}); err == nil {
		t.Error("relative seed: no error")
	}
}

// TestOutputFolder: a crawl starts only in an empty folder, or, on
// resume, in one that holds its crawl; whatever the folder held is left
// as it was.
func TestOutputFolder(t *testing.T) {
	s := newSite(t, map[string]string{"/": page("Home")}, "", nil)
	tests := []struct {
		name   string
		resume bool
		files  map[string]string // the folder before; nil: no folder
		err    string            // "": the crawl runs
	}{
		{"new, no folder", false, nil, ""},
		{"new, empty folder", false, map[string]string{}, ""},
		{"new, folder with a file", false, map[string]string{"notes.txt": "mine"}, "not empty"},
		{"resume, no folder", true, nil, ""},
		{"resume, the empty files of a crawl killed at once", true, map[string]string{LogFile: "", WARCFile: ""}, ""},
		{"resume, folder with other files", true, map[string]string{"notes.txt": "mine"}, "other files (notes.txt)"},
		{"resume, a log without state", true, map[string]string{LogFile: "{}\n"}, "no crawl state"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "out")
			if tt.files != nil {
				if err := os.Mkdir(dir, 0o755); err != nil {
					t.Fatal(err)
				}
			}
			for name, body := range tt.files {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			gate, err := NewBFS(s.URL + "/")
			if err != nil {
				t.Fatal(err)
			}
			st, err := Run(context.Background(), s.URL+"/", gate, Config{Out: dir, Resume: tt.resume, Concurrency: 1, Fetch: testFetch()})
			switch {
			case tt.err == "" && err != nil:
				t.Fatalf("Run: %v", err)
			case tt.err == "" && st.Fetched != 1:
				t.Errorf("fetched %d, want 1", st.Fetched)
			case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
				t.Fatalf("Run: error %v, want one that says %q", err, tt.err)
			}
			if tt.err == "" {
				return
			}
			entries, err := os.ReadDir(dir)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range entries {
				want, ok := tt.files[e.Name()]
				if !ok {
					t.Errorf("refused crawl left %s in the folder", e.Name())
					continue
				}
				if got, err := os.ReadFile(filepath.Join(dir, e.Name())); ok && (err != nil || string(got) != want) {
					t.Errorf("%s is now %q, was %q", e.Name(), got, want)
				}
			}
		})
	}
}

// anchorScorer puts links whose anchor says "urgent" first and keeps only
// pages without "drop" in their URL.
type anchorScorer struct{}

func (anchorScorer) Priority(_ *Page, l Link, _ string) float64 {
	if strings.Contains(l.Anchor, "urgent") {
		return 1
	}
	return 0
}

func (anchorScorer) Keep(p *Page) (bool, float64) {
	if strings.Contains(p.URL, "drop") {
		return false, 0.1
	}
	return true, 0.9
}

func TestScorer(t *testing.T) {
	pages := map[string]string{
		"/":       page("Home", a("/low", "plain"), a("/drop", "plain too"), a("/high", "urgent"), a("/neg", "x")),
		"/low":    page("low"),
		"/drop":   page("drop"),
		"/high":   page("high"),
		"/neg":    page("neg"),
		"/unused": page("unused"),
	}
	s := newSite(t, pages, "", nil)
	gate, err := NewBFS(s.URL)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := Run(context.Background(), s.URL+"/", gate, Config{Out: dir, Concurrency: 1, Fetch: testFetch(), Scorer: anchorScorer{}}); err != nil {
		t.Fatal(err)
	}
	recs := readLog(t, dir)
	var order []string
	for _, r := range recs {
		order = append(order, strings.TrimPrefix(r.URL, s.URL))
		if r.Kept == nil || r.Score == nil || *r.Kept != !strings.Contains(r.URL, "drop") {
			t.Errorf("%s: kept %v score %v", r.URL, r.Kept, r.Score)
		}
	}
	if want := []string{"/", "/high", "/low", "/drop", "/neg"}; !slices.Equal(order, want) {
		t.Errorf("fetch order %v, want %v", order, want)
	}
	checkWARC(t, dir, recs)
}

// inlinkScorer ranks a URL by the links to it seen so far, as OPIC ranks
// by cash: a URL already queued moves up when another page links to it.
type inlinkScorer struct{ in map[string]int }

func (s inlinkScorer) Priority(_ *Page, l Link, _ string) float64 {
	s.in[l.URL]++
	return float64(s.in[l.URL])
}

func (inlinkScorer) Keep(p *Page) (bool, float64) { return p.Root != nil, 0 }

func TestScorerMovesQueuedURL(t *testing.T) {
	pages := map[string]string{
		"/":  page("Home", a("/a", "a"), a("/b", "b"), a("/c", "c")),
		"/a": page("a", a("/c", "c again"), a("/", "home")),
		"/b": page("b"),
		"/c": page("c"),
	}
	s := newSite(t, pages, "", nil)
	gate, err := NewBFS(s.URL)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := Run(context.Background(), s.URL+"/", gate, Config{Out: dir, Concurrency: 1, Fetch: testFetch(), Scorer: inlinkScorer{map[string]int{}}}); err != nil {
		t.Fatal(err)
	}
	var order []string
	for _, r := range readLog(t, dir) {
		order = append(order, strings.TrimPrefix(r.URL, s.URL))
	}
	// /c, queued after /b, has two links once /a is fetched: it goes first.
	if want := []string{"/", "/a", "/c", "/b"}; !slices.Equal(order, want) {
		t.Errorf("fetch order %v, want %v", order, want)
	}
}

func TestSeedsAcrossSites(t *testing.T) {
	other := newSite(t, map[string]string{"/": page("Other home", a("/x", "x")), "/x": page("x")}, "", nil)
	one := newSite(t, map[string]string{"/": page("Home", a(other.URL+"/x", "elsewhere"), a("/y", "y")), "/y": page("y")}, "", nil)
	dir := t.TempDir()
	cfg := Config{Out: dir, Concurrency: 2, Fetch: testFetch(), MaxDepth: 3, Seeds: []string{other.URL + "/"}}
	st, err := Run(context.Background(), one.URL+"/", NewWeb(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range readLog(t, dir) {
		got = append(got, r.URL)
	}
	slices.Sort(got)
	want := []string{one.URL + "/", one.URL + "/y", other.URL + "/", other.URL + "/x"}
	slices.Sort(want)
	if !slices.Equal(got, want) || st.ByType[TypeEntry] != 2 {
		t.Errorf("fetched %v (entries %d), want %v with 2 entries", got, st.ByType[TypeEntry], want)
	}
	// The same folder holds a crawl of these seeds, not of others.
	cfg.Resume, cfg.Seeds = true, nil
	if _, err := Run(context.Background(), one.URL+"/", NewWeb(), cfg); err == nil {
		t.Error("resume with other seeds: no error")
	}
}

// sinkingScorer queues links by the number in their anchor, then changes
// its mind about /a before it is fetched.
type sinkingScorer struct{ asked *[]string }

func (sinkingScorer) Keep(*Page) (bool, float64) { return true, 0 }
func (sinkingScorer) Priority(_ *Page, l Link, _ string) float64 {
	p, _ := strconv.ParseFloat(l.Anchor, 64)
	return p
}
func (s sinkingScorer) Rescore(u, _ string, queued float64) float64 {
	*s.asked = append(*s.asked, u)
	if strings.HasSuffix(u, "/a") {
		return 0.1
	}
	return queued
}

func TestRescorer(t *testing.T) {
	pages := map[string]string{
		"/":  page("Home", a("/a", "3"), a("/b", "2"), a("/c", "1")),
		"/a": page("a"), "/b": page("b"), "/c": page("c"),
	}
	s := newSite(t, pages, "", nil)
	gate, err := NewBFS(s.URL)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var asked []string
	st, err := Run(context.Background(), s.URL+"/", gate, Config{Out: dir, Concurrency: 1, Fetch: testFetch(), Scorer: sinkingScorer{&asked}})
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	for _, r := range readLog(t, dir) {
		order = append(order, strings.TrimPrefix(r.URL, s.URL))
	}
	// /a sank from 3 to 0.1 when it came up: /b and /c go first.
	if want := []string{"/", "/b", "/c", "/a"}; !slices.Equal(order, want) || st.Queued != 0 || st.Fetched != 4 {
		t.Errorf("fetch order %v (queued %d, fetched %d), want %v, nothing left", order, st.Queued, st.Fetched, want)
	}
	if slices.Contains(asked, s.URL+"/") {
		t.Errorf("the seed was rescored: %v", asked)
	}
}
