package svm

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
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

// An averaged model decides as its members do on average, whatever
// standardisation each member and the average use.
func TestAverage(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 1))
	vec := func(lo float64) []float64 {
		return []float64{lo + r.Float64(), lo + 3*r.Float64(), lo + r.Float64()}
	}
	var ms []*Model
	for range 3 {
		ms = append(ms, &Model{Features: []string{"a", "b", "c"}, Classes: []string{"x", "y"},
			Mean: vec(-1), Scale: vec(0.5), Weights: [][]float64{vec(-1), vec(-1)}, Bias: vec(-1)[:2]})
	}
	avg := average(ms, vec(-2), vec(0.1))
	for range 20 {
		row := vec(-5)
		got := avg.Scores(row)
		for c := range got {
			want := 0.0
			for _, m := range ms {
				want += m.Scores(row)[c] / 3
			}
			if math.Abs(got[c]-want) > 1e-9 {
				t.Fatalf("class %d: averaged model scores %v, the members' mean %v", c, got[c], want)
			}
		}
	}
}

// A feature that tells the classes apart in one group of rows alone (one
// training site's quirk) weighs less in the average of the models trained
// without each group than in one model of all the rows.
func TestTrainAveragedDilutesAQuirk(t *testing.T) {
	var x [][]float64
	var y, groups []string
	for g := range 4 {
		gx, gy := blobs(90, uint64(10+g))
		for i := range gx {
			quirk := 0.0
			if g == 0 && gy[i] == "index" {
				quirk = 3
			}
			x = append(x, append(gx[i], quirk))
			y = append(y, gy[i])
			groups = append(groups, fmt.Sprint("site", g))
		}
	}
	features := []string{"a", "b", "noise", "quirk"}
	one, err := Train(features, x, y, Options{})
	if err != nil {
		t.Fatal(err)
	}
	avg, err := TrainAveraged(features, x, y, groups, Options{})
	if err != nil {
		t.Fatal(err)
	}
	index := slices.Index(avg.Classes, "index")
	if w0, w1 := one.Weights[index][3], avg.Weights[index][3]; math.Abs(w1) >= math.Abs(w0) {
		t.Errorf("weight of the quirk for index: %.3f averaged, %.3f in one model; want it smaller", w1, w0)
	}
	tx, ty := blobs(300, 2)
	for i := range tx {
		tx[i] = append(tx[i], 0)
	}
	if a := accuracy(avg, tx, ty); a < 0.97 {
		t.Errorf("averaged model's held-out accuracy %.3f", a)
	}
	two, err := TrainAveraged(features, x[:180], y[:180], groups[:180], Options{})
	if err != nil || !slices.Equal(two.Weights[index], func() []float64 {
		m, _ := Train(features, x[:180], y[:180], Options{})
		return m.Weights[index]
	}()) {
		t.Errorf("two groups: %v; want the model Train fits", err)
	}
}

// A class whose rows all come from one group (one site annotated its
// login pages, the others did not) is still learned.
func TestTrainAveragedClassOfOneGroup(t *testing.T) {
	x, y := blobs(300, 1)
	groups := make([]string, len(x))
	for i := range groups {
		groups[i] = fmt.Sprint(i % 5)
		if y[i] == "thread" {
			groups[i] = "only"
		}
	}
	m, err := TrainAveraged([]string{"a", "b", "noise"}, x, y, groups, Options{})
	if err != nil {
		t.Fatal(err)
	}
	tx, ty := blobs(300, 2)
	if a := accuracy(m, tx, ty); a < 0.97 {
		t.Errorf("held-out accuracy %.3f", a)
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
	x, y := blobs(30, 1)
	if _, err := TrainAveraged([]string{"a", "b", "noise"}, x, y, make([]string, 5), Options{}); err == nil || !strings.Contains(err.Error(), "5 groups") {
		t.Errorf("groups that do not fit the rows: %v", err)
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
