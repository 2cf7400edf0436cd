package crawl

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
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
