package svm

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// blobs makes three separable clusters with a noise feature.
func blobs(n int, seed uint64) ([][]float64, []string) {
	r := rand.New(rand.NewPCG(seed, 1))
	centres := map[string][2]float64{"index": {5, 1}, "thread": {1, 5}, "other": {-3, -3}}
	var x [][]float64
	var y []string
	for i := range n {
		label := []string{"index", "thread", "other"}[i%3]
		c := centres[label]
		x = append(x, []float64{c[0] + r.NormFloat64(), 100 * (c[1] + r.NormFloat64()), r.NormFloat64()})
		y = append(y, label)
	}
	return x, y
}

func accuracy(m *Model, x [][]float64, y []string) float64 {
	ok := 0
	for i := range x {
		if got, _ := m.Predict(x[i]); got == y[i] {
			ok++
		}
	}
	return float64(ok) / float64(len(x))
}

func TestSeparatesClusters(t *testing.T) {
	x, y := blobs(300, 1)
	m, err := Train([]string{"a", "b", "noise"}, x, y, Options{})
	if err != nil {
		t.Fatal(err)
	}
	tx, ty := blobs(300, 2)
	if a := accuracy(m, tx, ty); a < 0.97 {
		t.Errorf("held-out accuracy %.3f", a)
	}
}

// Rare classes still get found thanks to inverse-frequency costs.
func TestUnbalancedClasses(t *testing.T) {
	x, y := blobs(600, 3)
	var bx [][]float64
	var by []string
	for i := range x {
		if y[i] != "thread" || i%20 == 1 {
			bx, by = append(bx, x[i]), append(by, y[i])
		}
	}
	m, err := Train([]string{"a", "b", "noise"}, bx, by, Options{})
	if err != nil {
		t.Fatal(err)
	}
	tx, ty := blobs(300, 4)
	found, total := 0, 0
	for i := range tx {
		if ty[i] == "thread" {
			total++
			if got, _ := m.Predict(tx[i]); got == "thread" {
				found++
			}
		}
	}
	if float64(found)/float64(total) < 0.95 {
		t.Errorf("recall of the rare class %d/%d", found, total)
	}
}

func TestSaveLoad(t *testing.T) {
	x, y := blobs(90, 5)
	m, err := Train([]string{"a", "b", "noise"}, x, y, Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.MarshalIndent(m, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	back, err := Load(b)
	if err != nil {
		t.Fatal(err)
	}
	for i := range x {
		a, _ := m.Predict(x[i])
		b, _ := back.Predict(x[i])
		if a != b {
			t.Fatalf("row %d: %s before saving, %s after", i, a, b)
		}
	}
}

func TestBadInput(t *testing.T) {
	tests := []struct {
		name string
		x    [][]float64
		y    []string
		want string
	}{
		{"no rows", nil, nil, "0 rows"},
		{"one class", [][]float64{{1}, {2}}, []string{"a", "a"}, "two classes"},
		{"ragged", [][]float64{{1}, {2, 3}}, []string{"a", "b"}, "row 1"},
	}
	for _, tc := range tests {
		if _, err := Train([]string{"f"}, tc.x, tc.y, Options{}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v", tc.name, err)
		}
	}
	for _, bad := range []string{`{`, `{"features":["a"],"classes":["x","y"],"mean":[0],"scale":[0],"weights":[[1],[1]],"bias":[0,0]}`, `{"features":["a"],"classes":["x"]}`} {
		if _, err := Load([]byte(bad)); err == nil {
			t.Errorf("loaded corrupt model %s", bad)
		}
	}
}

func BenchmarkPredict(b *testing.B) {
	x, y := blobs(300, 1)
	m, err := Train([]string{"a", "b", "noise"}, x, y, Options{})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		m.Predict(x[7])
	}
}
