package simtest

import (
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
