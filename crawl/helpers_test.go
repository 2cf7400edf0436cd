package crawl

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nlnwa/gowarc"

	"focus/fetch"
)

// site is a loopback HTTP server that counts requests per request URI.
type site struct {
	*httptest.Server
	mu   sync.Mutex
	hits map[string]int
}

// newSite serves pages: request URI -> HTML. robots is the robots.txt body
// ("" for a 404); handle, if set, answers the URIs that pages lacks.
func newSite(t *testing.T, pages map[string]string, robots string, handle http.HandlerFunc) *site {
	t.Helper()
	s := &site{hits: map[string]int{}}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		uri := r.URL.RequestURI()
		s.mu.Lock()
		s.hits[uri]++
		s.mu.Unlock()
		if uri == "/robots.txt" {
			if robots == "" {
				http.NotFound(w, r)
				return
			}
			_, _ = io.WriteString(w, robots)
			return
		}
		if body, ok := pages[uri]; ok {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			_, _ = io.WriteString(w, body)
			return
		}
		if handle != nil {
			handle(w, r)
			return
		}
		http.NotFound(w, r)
	}))
	t.Cleanup(s.Close)
	return s
}

// hitsCopy returns the request counts, robots.txt excluded.
func (s *site) hitsCopy() map[string]int {
	s.mu.Lock()
	defer s.mu.Unlock()
	m := make(map[string]int, len(s.hits))
	for k, v := range s.hits {
		if k != "/robots.txt" {
			m[k] = v
		}
	}
	return m
}

// page returns an HTML page holding the given <a> tags (or any markup).
func page(title string, body ...string) string {
	return "<!doctype html><html><head><title>" + title + "</title></head><body><h1>" + title +
		"</h1>\n" + strings.Join(body, "\n") + "\n</body></html>"
}

func a(href, text string) string { return fmt.Sprintf(`<a href="%s">%s</a>`, href, text) }

// forum returns a site of 311 URLs: an entry page, ten boards of three
// index pages each (the first also reachable as ?page=1), and nine threads
// per index page. Pages link back up and to fragments, so dedup has work
// to do.
func forum() map[string]string {
	pages := map[string]string{}
	var boards []string
	for b := 1; b <= 10; b++ {
		boards = append(boards, a(fmt.Sprintf("/f/%d", b), fmt.Sprintf("Board %d", b)))
		for p := 1; p <= 3; p++ {
			uri := fmt.Sprintf("/f/%d?page=%d", b, p)
			if p == 1 {
				uri = fmt.Sprintf("/f/%d", b)
			}
			links := []string{a("/", "Home")}
			for q := 1; q <= 3; q++ {
				links = append(links, a(fmt.Sprintf("/f/%d?page=%d", b, q), fmt.Sprint(q)))
			}
			for i := 1; i <= 9; i++ {
				tid := ((b-1)*3+p-1)*9 + i
				links = append(links, a(fmt.Sprintf("/t/%d", tid), fmt.Sprintf("Thread %d", tid)))
				pages[fmt.Sprintf("/t/%d", tid)] = page(fmt.Sprintf("Thread %d", tid),
					a("/", "Home"), a(fmt.Sprintf("/f/%d", b), "Board"), a(fmt.Sprintf("/t/%d#post2", tid), "permalink"))
			}
			pages[uri] = page(uri, links...)
		}
	}
	// The board's first page is also linked as ?page=1: the same page twice.
	for b := 1; b <= 10; b++ {
		pages[fmt.Sprintf("/f/%d?page=1", b)] = pages[fmt.Sprintf("/f/%d", b)]
	}
	pages["/"] = page("Forum", boards...)
	return pages
}

// testFetch is fetch's default made fast for loopback.
func testFetch() fetch.Config {
	cfg := fetch.DefaultConfig()
	cfg.Delay = 0
	cfg.Retries = 0
	cfg.Backoff = time.Millisecond
	cfg.Timeout = 5 * time.Second
	return cfg
}

func readLog(t *testing.T, dir string) []Record {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, LogFile))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var recs []Record
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var r Record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("crawl.jsonl line %d: %v: %q", len(recs)+1, err, sc.Text())
		}
		recs = append(recs, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return recs
}

// logURLs returns the url of each log line, failing on a duplicate.
func logURLs(t *testing.T, recs []Record) map[string]bool {
	t.Helper()
	seen := map[string]bool{}
	for _, r := range recs {
		if seen[r.URL] {
			t.Errorf("%s logged twice", r.URL)
		}
		seen[r.URL] = true
	}
	return seen
}

// checkWARC reads the whole WARC with strict validation and checks it
// holds one warcinfo record, then a request and a response per logged
// response (kept pages only).
func checkWARC(t *testing.T, dir string, recs []Record) {
	t.Helper()
	r, err := gowarc.NewWarcFileReader(filepath.Join(dir, WARCFile), 0, gowarc.WithStrictValidation())
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	types := map[string]int{}
	responses := map[string]int{}
	for n := 0; ; n++ {
		rec, off, _, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("WARC record %d at offset %d: %v", n, off, err)
		}
		typ := rec.Type().String()
		if n == 0 && typ != "warcinfo" {
			t.Errorf("first WARC record is %s, want warcinfo", typ)
		}
		types[typ]++
		if typ == "response" {
			responses[rec.WarcHeader().Get(gowarc.WarcTargetURI)]++
		}
	}
	want := map[string]int{}
	for _, l := range recs {
		if l.Status > 0 && (l.Kept == nil || *l.Kept) {
			want[l.FinalURL]++
		}
	}
	if types["warcinfo"] != 1 || types["request"] != types["response"] {
		t.Errorf("WARC record types %v: want 1 warcinfo and a request per response", types)
	}
	if len(responses) != len(want) {
		t.Errorf("WARC has responses for %d URLs, log for %d", len(responses), len(want))
	}
	for u, n := range want {
		if responses[u] != n {
			t.Errorf("%s: %d WARC responses, %d log lines", u, responses[u], n)
		}
	}
}

// checkWholeSite checks that crawl.jsonl holds each URI of sc.want once,
// with its url_type, and nothing else; that the WARC holds them; that
// threads.jsonl holds sc.threads, each once and whole; and that the
// server saw no other request and at most extra repeated ones in all.
func checkWholeSite(t *testing.T, s *site, sc scenario, dir string, extra int) {
	t.Helper()
	recs := readLog(t, dir)
	logURLs(t, recs)
	for _, r := range recs {
		uri := strings.TrimPrefix(r.URL, s.URL)
		if typ, ok := sc.want[uri]; !ok || r.URLType != typ {
			t.Errorf("logged %s as %q, want %q", uri, r.URLType, typ)
		}
	}
	if len(recs) != len(sc.want) {
		t.Errorf("%d log lines for %d pages", len(recs), len(sc.want))
	}
	checkWARC(t, dir, recs)
	if partial := checkThreads(t, dir, s.URL, sc.threads); partial > 0 {
		t.Errorf("%d partial threads in a whole crawl", partial)
	}
	repeats := 0
	for uri, n := range s.hitsCopy() {
		if _, ok := sc.want[uri]; !ok {
			t.Errorf("requested %s, which the crawl must not fetch", uri)
		}
		repeats += n - 1
	}
	if repeats > extra {
		t.Errorf("%d repeated requests, want at most %d", repeats, extra)
	}
	t.Logf("%d pages, %d repeated requests (bound %d)", len(recs), repeats, extra)
}

func readThreads(t *testing.T, dir string) []Thread {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, ThreadFile))
	if err != nil {
		t.Fatal(err)
	}
	var ths []Thread
	for i, line := range bytes.Split(bytes.TrimSuffix(b, []byte("\n")), []byte("\n")) {
		if len(line) == 0 {
			continue
		}
		var th Thread
		if err := json.Unmarshal(line, &th); err != nil {
			t.Fatalf("%s line %d: %v: %q", ThreadFile, i+1, err, line)
		}
		ths = append(ths, th)
	}
	return ths
}

// checkThreads checks that threads.jsonl holds one complete line per
// thread of want (URLs relative to base), equal to it but for fetch
// times, and that any partial line of a thread comes before its complete
// one and holds some of its pages. It returns the number of partial lines.
func checkThreads(t *testing.T, dir, base string, want []Thread) (partial int) {
	t.Helper()
	wantByID := map[string]Thread{}
	for _, w := range want {
		w.Thread, w.URL = base+w.Thread, base+w.URL
		w.Pages = slices.Clone(w.Pages)
		for i := range w.Pages {
			w.Pages[i].URL = base + w.Pages[i].URL
		}
		w.Posts = slices.Clone(w.Posts)
		for i := range w.Posts {
			w.Posts[i].AuthorURL, w.Posts[i].URL = base+w.Posts[i].AuthorURL, base+w.Posts[i].URL
		}
		wantByID[w.Thread] = w
	}
	complete := map[string]bool{}
	for _, th := range readThreads(t, dir) {
		w, ok := wantByID[th.Thread]
		switch {
		case !ok:
			t.Errorf("unexpected thread %s", th.Thread)
			continue
		case complete[th.Thread]:
			t.Errorf("thread %s written again after its complete line", th.Thread)
		case th.Partial:
			partial++
			if len(th.Pages) == 0 || len(th.Pages) >= len(w.Pages) {
				t.Errorf("partial thread %s has %d of its %d pages", th.Thread, len(th.Pages), len(w.Pages))
			}
			continue
		}
		complete[th.Thread] = true
		for i := range th.Pages {
			if th.Pages[i].FetchedAt.IsZero() {
				t.Errorf("thread %s page %d: no fetch time", th.Thread, i+1)
			}
			th.Pages[i].FetchedAt = time.Time{}
		}
		if got, want := mustJSON(t, th), mustJSON(t, w); got != want {
			t.Errorf("thread %s:\ngot  %s\nwant %s", th.Thread, got, want)
		}
	}
	if len(complete) != len(want) {
		t.Errorf("%d complete threads, want %d", len(complete), len(want))
	}
	return partial
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
