package profile

import (
	"bytes"
	"os"
	"testing"

	"focus/sim"
)

// TestClassifyFarm learns the classifier from the labelled pages and
// measures it on every other page of the site (held out).
func TestClassifyFarm(t *testing.T) {
	f := farm(t)
	train, used := f.training(t)
	m, err := Learn(train, LearnOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for c, ps := range m.Classes {
		t.Logf("%s: %d groups of characteristic path strings, the first of %d", c, len(ps), len(ps[0]))
	}
	c := m.Classifier()
	type tally struct{ n, ok int }
	per := map[string]*tally{}
	confusion := map[[2]string]int{}
	for _, u := range f.urls {
		if used[u] {
			continue
		}
		want, _ := f.class(u)
		got := c.Classify(f.page(t, u)).Class
		if per[want] == nil {
			per[want] = &tally{}
		}
		per[want].n++
		if got == want {
			per[want].ok++
		} else {
			confusion[[2]string{want, got}]++
			if confusion[[2]string{want, got}] <= 3 {
				t.Logf("%s page %s taken for %s", want, u, got)
			}
		}
	}
	n, ok := 0, 0
	for class, x := range per {
		t.Logf("%-8s %4d/%4d = %.3f", class, x.ok, x.n, float64(x.ok)/float64(x.n))
		n += x.n
		ok += x.ok
	}
	for k, v := range confusion {
		t.Logf("%s taken for %s: %d", k[0], k[1], v)
	}
	acc := float64(ok) / float64(n)
	t.Logf("held-out accuracy %d/%d = %.4f (%d training pages)", ok, n, acc, len(train))
	if acc < 0.97 {
		t.Errorf("held-out accuracy %.4f, want at least 0.97", acc)
	}
	for _, class := range []string{sim.MediaList, sim.MediaDetail, sim.MediaProfile} {
		if x := per[class]; x == nil || float64(x.ok)/float64(x.n) < 0.95 {
			t.Errorf("%s pages: %+v, want at least 95%% right", class, x)
		}
	}
	if *update {
		if err := m.Save("default_model.json"); err != nil {
			t.Fatal(err)
		}
	}
}

// TestDefaultModel checks that the embedded model is the one the farm
// teaches (rebuild it with go test -run ClassifyFarm -update).
func TestDefaultModel(t *testing.T) {
	f := farm(t)
	train, _ := f.training(t)
	m, err := Learn(train, LearnOptions{})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := m.Save(dir + "/m.json"); err != nil {
		t.Fatal(err)
	}
	want, _ := os.ReadFile(dir + "/m.json")
	if !bytes.Equal(want, defaultModel) {
		t.Fatalf("default_model.json is stale: go test ./score/profile -run ClassifyFarm -update")
	}
	if _, err := DefaultModel(); err != nil {
		t.Fatal(err)
	}
}
