package fetch

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"testing"
	"time"
)

// server is a loopback HTTP server that records every request's path and
// arrival time. Its handler is told how many times the path was hit so far
// (1 for the first request).
type server struct {
	*httptest.Server
	mu   sync.Mutex
	hits map[string]int
	at   []time.Time
}

func newServer(t *testing.T, h func(w http.ResponseWriter, r *http.Request, n int)) *server {
	t.Helper()
	s := &server{hits: make(map[string]int)}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.hits[r.URL.Path]++
		n := s.hits[r.URL.Path]
		s.at = append(s.at, time.Now())
		s.mu.Unlock()
		h(w, r, n)
	}))
	t.Cleanup(s.Close)
	return s
}

func (s *server) count(path string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hits[path]
}

func (s *server) arrivals() []time.Time {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]time.Time(nil), s.at...)
}

func (s *server) host(t *testing.T) string {
	t.Helper()
	u, err := url.Parse(s.URL)
	if err != nil {
		t.Fatal(err)
	}
	return u.Host
}

// testConfig is DefaultConfig made fast: no politeness gap, tiny backoff.
func testConfig() Config {
	cfg := DefaultConfig()
	cfg.Delay = 0
	cfg.Backoff = time.Millisecond
	cfg.Timeout = 2 * time.Second
	return cfg
}

// robotsThen serves robots.txt with the given status and body, and
// everything else with 200 "ok".
func robotsThen(status int, body string) func(http.ResponseWriter, *http.Request, int) {
	return func(w http.ResponseWriter, r *http.Request, _ int) {
		if r.URL.Path == "/robots.txt" {
			w.WriteHeader(status)
			_, _ = w.Write([]byte(body))
			return
		}
		_, _ = w.Write([]byte("ok"))
	}
}
