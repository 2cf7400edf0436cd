package annotations

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"focus/fetch"
)

// testSite is a tiny loopback forum. It counts the requests for each path,
// so tests can tell the previews reached nothing and robots.txt held.
// Breadth-first from / its pages come in the order of order.
type testSite struct {
	*httptest.Server
	mu   sync.Mutex
	hits map[string]int
}

var order = []string{"/", "/forum/1", "/thread/1", "/private", "/thread/2"}

func newTestSite(t *testing.T) *testSite {
	t.Helper()
	s := &testSite{hits: make(map[string]int)}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.Close)
	return s
}

func (s *testSite) serve(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	s.hits[r.URL.Path]++
	s.mu.Unlock()
	page := func(title, body string) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html><head><title>%s</title>
<style>body{font-family:sans-serif;margin:0}h1{background:#345;color:#fff;padding:8px 16px;margin:0}
table{border-collapse:collapse;margin:16px}td{border:1px solid #bbb;padding:6px 12px}p{margin:16px}</style>
<script>fetch("%s/beacon")</script></head><body><h1>%s</h1>%s
<img src="%s/pixel.png" alt=""></body></html>`, title, s.URL, title, body, s.URL)
	}
	switch r.URL.Path {
	case "/robots.txt":
		fmt.Fprint(w, "User-agent: *\nDisallow: /private\n")
	case "/":
		page("Test board", `<p><a href="/forum/1">General discussion</a> · latest: <a href="/thread/1">Hello world</a>
· <a href="/logo.png">logo</a> · <a href="https://example.org/">elsewhere</a></p>
<table><tr><td><a href="/forum/1">General discussion</a></td><td>2 threads</td></tr>
<tr><td><a href="/private">Moderators</a></td><td>hidden</td></tr></table>`)
	case "/forum/1":
		page("General discussion", `<table><tr><td><a href="/thread/1">Hello world</a></td><td>3 replies</td></tr>
<tr><td><a href="/thread/2">Second thread</a></td><td>1 reply</td></tr></table><p><a href="/">Board index</a></p>`)
	case "/thread/1", "/thread/2":
		page("Thread "+strings.TrimPrefix(r.URL.Path, "/thread/"), `<p><b>alice</b> wrote: first post</p>
<p><b>bob</b> wrote: a reply</p><p><a href="/forum/1">Back to General discussion</a> · <a href="/thread/2">next</a></p>`)
	default:
		http.NotFound(w, r)
	}
}

func (s *testSite) count(path string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hits[path]
}

// newTestApp returns an app over dir that fetches without delay.
func newTestApp(t *testing.T, dir string) *App {
	t.Helper()
	fc := fetch.DefaultConfig()
	fc.Delay = 0
	fc.Retries = 0
	fc.Timeout = 5 * time.Second
	a, err := NewApp(AppConfig{Dir: dir, Fetch: fc})
	if err != nil {
		t.Fatal(err)
	}
	return a
}
