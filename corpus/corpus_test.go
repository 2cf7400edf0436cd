package corpus

import (
	"testing"
	"time"

	"focus/pagetype"
	"focus/sim"
)

func countLabels(t *testing.T, exs []pagetype.Example) map[string]int {
	n := map[string]int{}
	for _, e := range exs {
		n[e.Label]++
		if len(e.HTML) == 0 || e.URL == "" {
			t.Errorf("empty example %q", e.URL)
		}
	}
	return n
}

func TestFarmSample(t *testing.T) {
	p, err := sim.Lookup("discourse")
	if err != nil {
		t.Fatal(err)
	}
	a, err := Farm(p, 5, 1)
	if err != nil {
		t.Fatal(err)
	}
	n := countLabels(t, a)
	for _, e := range a {
		if !e.At.Equal(sim.NewWorld(p.Seed, p.Shape).Now) {
			t.Fatalf("%s is read at %v, not at the world's clock", e.URL, e.At)
		}
	}
	if n[pagetype.Entry] < 1 || n[pagetype.Index] != 5 || n[pagetype.Thread] != 5 || n[pagetype.Other] != 5 {
		t.Errorf("labels %v", n)
	}
	b, err := Farm(p, 5, 1)
	if err != nil {
		t.Fatal(err)
	}
	for i := range a {
		if a[i].URL != b[i].URL {
			t.Fatalf("the same seed picked %s, then %s", a[i].URL, b[i].URL)
		}
	}
}

func TestMirrorSample(t *testing.T) {
	exs, err := Mirror("../../shared/training/sites/fluxbb.warc.gz", 4, 1)
	if err != nil {
		t.Skipf("training mirrors not beside the repository: %v", err)
	}
	n := countLabels(t, exs)
	for _, e := range exs {
		// The mirror was captured on 2026-11-22; its pages' "Today" is that day.
		if e.At.Format(time.DateOnly) != "2026-11-22" {
			t.Fatalf("%s is read at %v, not when it was captured", e.URL, e.At)
		}
	}
	if n[pagetype.Entry] != 1 || n[pagetype.Index] != 4 || n[pagetype.Thread] != 4 || n[pagetype.Other] != 4 {
		t.Errorf("labels %v", n)
	}
}
