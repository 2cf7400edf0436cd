package simtest

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"focus/sim"
)

// Start serves the farm package called name until the test ends.
func Start(t testing.TB, name string) *sim.Server {
	t.Helper()
	p, err := sim.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return StartPackage(t, p)
}

// StartPackage serves p until the test ends.
func StartPackage(t testing.TB, p *sim.Package) *sim.Server {
	t.Helper()
	srv, err := sim.Start(p, "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	return srv
}

// HangUp closes the request's connection without an answer, as a site
// that is down but still accepts connections does.
func HangUp(w http.ResponseWriter) {
	if conn, _, err := http.NewResponseController(w).Hijack(); err == nil {
		conn.Close()
	}
}

// Silent serves a site that answers nothing, robots.txt included, until
// the test ends. Its port stays taken, which a closed server's does not:
// another process may take that over and answer.
func Silent(t testing.TB) *httptest.Server {
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { HangUp(w) }))
	t.Cleanup(s.Close)
	return s
}
