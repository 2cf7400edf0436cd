package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"focus/sim/simtest"
)

func runLine(args ...string) (int, string, string) {
	var out, errs bytes.Buffer
	e := &env{stdout: &out, stderr: &errs}
	code := run(context.Background(), e, args)
	return code, out.String(), errs.String()
}

func TestUsage(t *testing.T) {
	tests := []struct {
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{[]string{"help"}, 0, "Commands:", ""},
		{nil, 0, "Commands:", ""},
		{[]string{"crawl", "--help"}, 0, "-max-pages", ""},
		{[]string{"help", "crawl"}, 0, "-strategy", ""},
		{[]string{"nosuch"}, 2, "", "unknown command"},
		{[]string{"crawl"}, 2, "", "give one site URL"},
		{[]string{"crawl", "--max-pages", "x", "http://127.0.0.1:1/"}, 2, "", "invalid value"},
		{[]string{"crawl", "--strategy", "dfs", "http://127.0.0.1:1/"}, 2, "", "unknown strategy"},
		{[]string{"eval", "a.json"}, 2, "", "pairs"},
		{[]string{"sim", "truth", "nosuch"}, 2, "", "no farm package"},
		{[]string{"classify"}, 2, "", "one URL or HTML file"},
		{[]string{"curves", "--pages", "2"}, 2, "", "at least 4"},
		{[]string{"sim", "web", "extra"}, 2, "", "flags only"},
		{[]string{"crawl", "--priority", "nope", "http://127.0.0.1:1/"}, 2, "", "unknown --priority"},
		{[]string{"crawl", "--priority", "topic", "http://127.0.0.1:1/"}, 2, "", "needs --keep lang="},
		{[]string{"crawl", "--keep", "lang=german", "http://127.0.0.1:1/"}, 2, "", "no profile for language"},
		{[]string{"crawl", "--keep", "sentiment=high", "http://127.0.0.1:1/"}, 2, "", "not a sentiment score"},
		{[]string{"crawl", "--priority", "profile", "http://127.0.0.1:1/"}, 2, "", "--profile-topic"},
		{[]string{"crawl", "--priority", "sentiment", "--sentiment-mode", "x", "http://127.0.0.1:1/"}, 2, "", "mode"},
		{[]string{"learn", "--timeout", "0s", "http://127.0.0.1:1/"}, 2, "", "--timeout must be positive"},
		{[]string{"crawl", "--delay", "-1s", "http://127.0.0.1:1/"}, 2, "", "--delay must not be negative"},
		{[]string{"entry", "--user-agent", " ", "http://127.0.0.1:1/"}, 2, "", "--user-agent must be one line"},
		{[]string{"classify", "--user-agent", "a\nb", "http://127.0.0.1:1/"}, 2, "", "--user-agent must be one line"},
		{[]string{"learn", "not a url"}, 2, "", "is not an absolute http(s) URL"},
		{[]string{"entry", "127.0.0.1:8080/"}, 2, "", "is not a URL"},
		{[]string{"crawl", "ftp://x/"}, 2, "", "is not an absolute http(s) URL"},
	}
	for _, tc := range tests {
		code, out, errs := runLine(tc.args...)
		if code != tc.code || !strings.Contains(out, tc.stdout) || !strings.Contains(errs, tc.stderr) {
			t.Errorf("focus %v: exit %d, stdout %q, stderr %q", tc.args, code, out, errs)
		}
		if code == 2 && strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("focus %v: usage error is not one line: %q", tc.args, errs)
		}
	}
}

func TestSimList(t *testing.T) {
	code, out, _ := runLine("sim", "list")
	if code != 0 || strings.Count(out, "\n") < 15 || !strings.HasPrefix(out, "phpbb3\t") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// classify prints the type alone on its first line, then the scores.
func TestClassifyFile(t *testing.T) {
	code, out, errs := runLine("classify", filepath.Join("..", "..", "align", "testdata", "fluxbb-viewtopic-1.html"))
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || lines[0] != "thread" || len(lines) != 4 {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if code, _, errs := runLine("classify", filepath.Join(t.TempDir(), "missing.html")); code != 1 || !strings.Contains(errs, "read page") {
		t.Errorf("missing file: exit %d, %q", code, errs)
	}
}

// The fetch flags reach the requests: the User-Agent is sent and picks the
// robots.txt group, and the time limit cuts a slow answer short, which is
// then retried.
func TestFetchFlags(t *testing.T) {
	var mu sync.Mutex
	agents := map[string]bool{}
	slow := 0
	mux := http.NewServeMux()
	mux.HandleFunc("/robots.txt", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, "User-agent: shy\nDisallow: /\n")
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		agents[r.UserAgent()] = true
		first := r.URL.Path == "/slow" && slow == 0
		if r.URL.Path == "/slow" {
			slow++
		}
		mu.Unlock()
		if first {
			select { // longer than --timeout, shorter than the default
			case <-time.After(time.Second):
			case <-r.Context().Done():
			}
		}
		fmt.Fprint(w, "<html><body><p>A page.</p></body></html>")
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()

	const agent = "archiver/1.2 (+mailto:team@example.org)"
	if code, out, errs := runLine("classify", "--user-agent", agent, srv.URL+"/page"); code != 0 || out == "" || !agents[agent] {
		t.Errorf("--user-agent %q: exit %d, %q, agents seen %v", agent, code, errs, agents)
	}
	if code, _, errs := runLine("classify", "--user-agent", "shy/1.0", srv.URL+"/page"); code != 1 || !strings.Contains(errs, "robots.txt") {
		t.Errorf("an agent robots.txt shuts out: exit %d, %q", code, errs)
	}
	if code, _, errs := runLine("classify", "--timeout", "100ms", srv.URL+"/slow"); code != 0 || slow != 2 {
		t.Errorf("--timeout 100ms on a 1s answer: exit %d, %q, %d requests (want 2: cut short, retried)", code, errs, slow)
	}
}

func TestEvalFiles(t *testing.T) {
	dir := t.TempDir()
	truth := filepath.Join(dir, "t.json")
	log := filepath.Join(dir, "crawl.jsonl")
	if err := os.WriteFile(truth, []byte(`{"site":"s","counts":{"retrievable_thread_pages":2},"pages":{"http://h/t1":{"type":"thread","canonical":"http://h/t1"},"http://h/t2":{"type":"thread","canonical":"http://h/t2"}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(log, []byte(`{"url":"http://h/t1","status":200}`+"\n"+`{"url":"http://h/x","status":200}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runLine("eval", truth, log)
	if code != 0 || !strings.Contains(out, "50.0%") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// crawl --seeds crosses sites, ordered by a scorer and filtered by another.
func TestCrawlSeeds(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/":
			fmt.Fprint(w, `<html><body><p>Start</p><a href="/talk">talk</a> <a href="/plain">plain</a></body></html>`)
		case "/talk":
			fmt.Fprint(w, `<html><body><article>A post.</article><ol class="comment-list"><li class="comment-body">I think so too, and here is why.</li></ol></body></html>`)
		default:
			fmt.Fprint(w, `<html><body><p>Nothing to say.</p></body></html>`)
		}
	})
	a, b := httptest.NewServer(mux), httptest.NewServer(mux)
	defer a.Close()
	defer b.Close()
	dir := t.TempDir()
	seeds := filepath.Join(dir, "seeds.txt")
	if err := os.WriteFile(seeds, []byte("# two sites\n"+a.URL+"/\n\n"+b.URL+"/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	code, stdout, errs := runLine("crawl", "--seeds", seeds, "--priority", "opic+commd", "--keep", "comments", "--delay", "0", "--out", out)
	if code != 0 {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, errs)
	}
	log, err := os.ReadFile(filepath.Join(out, "crawl.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var kept []string
	lines := strings.Split(strings.TrimSpace(string(log)), "\n")
	for _, l := range lines {
		var r struct {
			URL  string `json:"url"`
			Kept *bool  `json:"kept"`
		}
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatal(err)
		}
		if r.Kept != nil && *r.Kept {
			kept = append(kept, r.URL)
		}
	}
	slices.Sort(kept)
	want := []string{a.URL + "/talk", b.URL + "/talk"}
	slices.Sort(want)
	if len(lines) != 6 || !slices.Equal(kept, want) {
		t.Errorf("%d fetches, kept %v; want 6 fetches, kept %v", len(lines), kept, want)
	}
	if code, _, errs := runLine("crawl", "--seeds", filepath.Join(dir, "none.txt")); code != 1 || !strings.Contains(errs, "seeds") {
		t.Errorf("missing seeds file: exit %d, %q", code, errs)
	}
	down := simtest.Silent(t)
	if code, _, errs := runLine("crawl", "--strategy", "bfs", "--delay", "0", "--out", filepath.Join(dir, "down"), down.URL+"/"); code != 1 || !strings.Contains(errs, "no answer") || !strings.Contains(errs, "--resume") {
		t.Errorf("host down: exit %d, %q; want it to say there was no answer, and to resume", code, errs)
	}
	if code, out, errs := runLine("crawl", "--strategy", "bfs", "--delay", "0", "--out", filepath.Join(dir, "down"), down.URL+"/"); code != 1 || out != "" || !strings.Contains(errs, "not empty") {
		t.Errorf("crawl into a used folder: exit %d, stdout %q, stderr %q; want only the error", code, out, errs)
	}
	forbidden := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, "User-agent: *\nDisallow: /\n")
	}))
	defer forbidden.Close()
	if code, _, errs := runLine("crawl", "--strategy", "bfs", "--delay", "0", "--out", filepath.Join(dir, "forbidden"), forbidden.URL+"/"); code != 1 || !strings.Contains(errs, "robots.txt disallowed every URL") {
		t.Errorf("site forbidding crawlers: exit %d, %q; want it to say robots.txt disallowed every URL", code, errs)
	}
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("example.org\n"), 0o644)
	if code, _, errs := runLine("crawl", "--seeds", bad); code != 2 || !strings.Contains(errs, "bad.txt:1") {
		t.Errorf("bad seed: exit %d, %q", code, errs)
	}
}

// TestDemo runs the README's main command on one farm package, in its own
// world and in one built from another seed: each is crawled whole, and the
// two are different sites.
func TestDemo(t *testing.T) {
	truth := map[string]string{}
	for _, world := range []string{"0", "2"} {
		code, out, errs := runLine("demo", "--package", "smf", "--world", world)
		if code != 0 {
			t.Fatalf("demo --world %s: exit %d: %s", world, code, errs)
		}
		// The first "smf" row after the header is focus's: fetches, threads,
		// truth, effectiveness, useful-rate, coverage.
		var row []string
		for _, l := range strings.Split(out, "\n") {
			if f := strings.Fields(l); len(f) == 7 && f[0] == "smf" {
				row = f
				break
			}
		}
		if row == nil || row[2] != row[3] || row[6] != "100.0%" {
			t.Fatalf("demo --world %s: focus did not crawl every thread:\n%s", world, out)
		}
		truth[world] = row[3]
	}
	if truth["0"] == truth["2"] {
		t.Errorf("worlds 0 and 2 have the same %s threads: --world did not change the site", truth["0"])
	}
}

// The demo ends on a forum that puts a session id in every link (UseBB):
// the generic crawler, which knows no session ids, is stopped at 30
// fetches per thread page, and the table says so.
func TestDemoBoundsGenericCrawler(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	var out, errs bytes.Buffer
	if code := run(ctx, &env{stdout: &out, stderr: &errs}, []string{"demo", "--package", "usebb"}); code != 0 {
		t.Fatalf("demo: exit %d: %s", code, errs.String())
	}
	// Rows: site, fetches, threads, truth, effectiveness, useful-rate,
	// coverage; focus's first, the generic crawler's second.
	var rows [][]string
	for _, l := range strings.Split(out.String(), "\n") {
		if f := strings.Fields(l); len(f) == 7 && f[0] == "usebb" {
			rows = append(rows, f)
		}
	}
	if len(rows) != 2 || !strings.Contains(out.String(), "at most 30 fetches per thread page") {
		t.Fatalf("want a focus row and a generic row, the bound said:\n%s", out.String())
	}
	fetches, _ := strconv.Atoi(rows[1][1])
	threads, _ := strconv.Atoi(rows[1][3])
	if threads == 0 || fetches > 30*threads || rows[0][6] != "100.0%" {
		t.Errorf("generic crawler: %d fetches for %d thread pages, focus coverage %s; want at most 30 a thread page, and focus to cover all", fetches, threads, rows[0][6])
	}
}

// A crawl stopped by its budget and resumed sums up the whole crawl, and
// says so: the pages of both runs, and this run's time apart.
func TestCrawlResumeSummary(t *testing.T) {
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<html><body><a href="/1">1</a> <a href="/2">2</a> <a href="/3">3</a> <a href="/4">4</a></body></html>`)
	}))
	defer site.Close()
	out := filepath.Join(t.TempDir(), "crawl")
	for _, tc := range []struct {
		flags []string
		want  string
	}{
		{[]string{"--max-pages", "2"}, "fetched 2 pages"},
		{[]string{"--resume"}, "fetched 5 pages"},
	} {
		args := append([]string{"crawl", "--strategy", "bfs", "--delay", "0", "--out", out}, tc.flags...)
		code, stdout, errs := runLine(append(args, site.URL+"/")...)
		resumed := strings.Contains(stdout, "in all runs (this one took ")
		if code != 0 || !strings.Contains(stdout, tc.want) || resumed != slices.Contains(tc.flags, "--resume") {
			t.Errorf("crawl %v: exit %d, stdout %q, stderr %q; want %q, and all runs named only on resuming", tc.flags, code, stdout, errs, tc.want)
		}
	}
}
