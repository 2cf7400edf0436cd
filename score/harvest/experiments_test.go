package harvest

import (
	"strings"
	"testing"
)

// TestPapers runs the four papers' experiments at a small scale: every
// scorer beats breadth-first on its own measure by a wide margin.
func TestPapers(t *testing.T) {
	if testing.Short() {
		t.Skip("crawls a web of sites with 14 strategies")
	}
	const pages = 400
	rs, err := Papers(t.Context(), t.TempDir(), Options{Pages: pages, Seed: 1, Scale: 0.3})
	if err != nil {
		t.Fatal(err)
	}
	// The focused strategy of each experiment and the least factor by
	// which it beats breadth-first after all pages.
	want := map[string]struct {
		strategy string
		factor   float64
	}{
		"topic":     {"topic+lang", 2},
		"comments":  {"COMMD+links", 1.5},
		"sentiment": {"S-ML", 1.5},
		"profiles":  {"profile", 5},
	}
	for _, r := range rs {
		var b strings.Builder
		Table(&b, r.Experiment, r.Curves, pages)
		t.Log("\n" + b.String() + r.Note)
		w, ok := want[r.Experiment.Name]
		if !ok {
			t.Errorf("unexpected experiment %s", r.Experiment.Name)
			continue
		}
		got := map[string]float64{}
		for _, c := range r.Curves {
			got[c.Strategy] = c.At(pages)
		}
		if bfs := got["breadth-first"]; got[w.strategy] < w.factor*bfs || got[w.strategy] == 0 {
			t.Errorf("%s: %s %.3f, breadth-first %.3f: want at least %.1f times as much", r.Experiment.Name, w.strategy, got[w.strategy], bfs, w.factor)
		}
		delete(want, r.Experiment.Name)
	}
	for name := range want {
		t.Errorf("experiment %s did not run", name)
	}
}
