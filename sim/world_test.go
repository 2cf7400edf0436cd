package sim

import (
	"sync"
	"sync/atomic"
	"testing"
)

// Derived builds once per world and key, also when asked from many goroutines.
func TestDerived(t *testing.T) {
	w := &World{}
	var builds atomic.Int32
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w.Derived("k", func() any { builds.Add(1); return 42 })
		}()
	}
	wg.Wait()
	if n := builds.Load(); n != 1 {
		t.Errorf("built %d times", n)
	}
	if v := w.Derived("k", nil); v != 42 {
		t.Errorf("k = %v", v)
	}
	if v := w.Derived("other", func() any { return "x" }); v != "x" {
		t.Errorf("other = %v", v)
	}
	if b := NewWorld(1, Packages()[0].Shape).Boards[0]; b.World == nil || b.World.Boards[0] != b {
		t.Error("a board does not reach its world")
	}
}
