package svm

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
)

// Options tune training.
type Options struct {
	C          float64 // cost of a margin violation; 0 means 1
	Epochs     int     // passes over the data at most; 0 means 1000
	Tolerance  float64 // stop when the projected gradient spread is below it; 0 means 0.01
	Seed       uint64  // order of the coordinate passes
	Unbalanced bool    // keep raw costs instead of weighting each class by its inverse frequency
}

// Model is a trained one-vs-rest linear classifier. Features are standardised
// with Mean and Scale before the weights apply.
type Model struct {
	Features []string    `json:"features"`
	Classes  []string    `json:"classes"`
	Mean     []float64   `json:"mean"`
	Scale    []float64   `json:"scale"`
	Weights  [][]float64 `json:"weights"` // one row per class
	Bias     []float64   `json:"bias"`
}

// Train fits one binary SVM per class on rows x labelled y.
func Train(features []string, x [][]float64, y []string, o Options) (*Model, error) {
	if len(x) == 0 || len(x) != len(y) {
		return nil, fmt.Errorf("svm: %d rows, %d labels", len(x), len(y))
	}
	for i, row := range x {
		if len(row) != len(features) {
			return nil, fmt.Errorf("svm: row %d has %d features, want %d", i, len(row), len(features))
		}
	}
	classes := distinct(y)
	if len(classes) < 2 {
		return nil, errors.New("svm: training needs at least two classes")
	}
	if o.C == 0 {
		o.C = 1
	}
	if o.Epochs == 0 {
		o.Epochs = 1000
	}
	if o.Tolerance == 0 {
		o.Tolerance = 0.01
	}
	m := &Model{Features: slices.Clone(features), Classes: classes}
	m.Mean, m.Scale = standardiser(x)
	z := make([][]float64, len(x))
	for i, row := range x {
		z[i] = m.standardise(row)
	}
	for _, c := range classes {
		sign := make([]float64, len(y))
		pos := 0
		for i, l := range y {
			sign[i] = -1
			if l == c {
				sign[i] = 1
				pos++
			}
		}
		cost := [2]float64{o.C, o.C} // [negative, positive]
		if !o.Unbalanced {
			n := float64(len(y))
			cost = [2]float64{o.C * n / (2 * float64(len(y)-pos)), o.C * n / (2 * float64(pos))}
		}
		w, b := binary(z, sign, cost, o)
		m.Weights = append(m.Weights, w)
		m.Bias = append(m.Bias, b)
	}
	return m, nil
}

// TrainAveraged fits one model per group of rows left out (groups[i] is
// row i's: the site a page comes from) and averages them into one linear
// model, standardised as Train standardises all the rows. A weight that
// one group's quirks earn is diluted by the models trained without that
// group, so the average leans on what the groups share: what a classifier
// needs on sites it never saw. A group that alone holds rows of a class is
// never left out: the model without it would know nothing of the class.
// With fewer than three groups, or none to leave out, it is Train.
func TrainAveraged(features []string, x [][]float64, y, groups []string, o Options) (*Model, error) {
	if len(groups) != len(x) {
		return nil, fmt.Errorf("svm: %d rows, %d groups", len(x), len(groups))
	}
	all, err := Train(features, x, y, o)
	if err != nil {
		return nil, err
	}
	names := distinct(groups)
	if len(names) < 3 {
		return all, nil
	}
	var ms []*Model
	for _, out := range names {
		var gx [][]float64
		var gy []string
		for i, g := range groups {
			if g != out {
				gx, gy = append(gx, x[i]), append(gy, y[i])
			}
		}
		if !slices.Equal(distinct(gy), all.Classes) {
			continue
		}
		m, err := Train(features, gx, gy, o)
		if err != nil {
			return nil, fmt.Errorf("svm: without group %s: %w", out, err)
		}
		ms = append(ms, m)
	}
	if len(ms) == 0 {
		return all, nil
	}
	return average(ms, all.Mean, all.Scale), nil
}

// distinct returns the values of ss, once each, sorted.
func distinct(ss []string) []string { return slices.Compact(slices.Sorted(slices.Values(ss))) }

// average is the model whose decision values are the mean of ms's, with
// features standardised by mean and scale. Each model's weights are taken
// back to raw features (w/scale, and the bias less w·mean/scale), averaged,
// and standardised again.
func average(ms []*Model, mean, scale []float64) *Model {
	out := &Model{Features: ms[0].Features, Classes: ms[0].Classes, Mean: mean, Scale: scale}
	n := float64(len(ms))
	for c := range out.Classes {
		w := make([]float64, len(mean))
		var b float64
		for _, m := range ms {
			b += m.Bias[c] / n
			for k, v := range m.Weights[c] {
				raw := v / m.Scale[k]
				w[k] += raw * scale[k] / n
				b += raw * (mean[k] - m.Mean[k]) / n
			}
		}
		out.Weights = append(out.Weights, w)
		out.Bias = append(out.Bias, b)
	}
	return out
}

// binary solves the dual of the L1-loss linear SVM by coordinate descent;
// the bias is a weight on a constant feature.
func binary(x [][]float64, y []float64, cost [2]float64, o Options) ([]float64, float64) {
	d := len(x[0])
	w := make([]float64, d+1)
	alpha := make([]float64, len(x))
	q := make([]float64, len(x))
	for i, row := range x {
		q[i] = 1 // the constant feature
		for _, v := range row {
			q[i] += v * v
		}
	}
	r := rand.New(rand.NewPCG(o.Seed, 7))
	order := r.Perm(len(x))
	for range o.Epochs {
		r.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, i := range order {
			c := cost[0]
			if y[i] > 0 {
				c = cost[1]
			}
			g := y[i]*dot(w, x[i]) - 1
			pg := g
			switch {
			case alpha[i] == 0:
				pg = min(g, 0)
			case alpha[i] == c:
				pg = max(g, 0)
			}
			lo, hi = min(lo, pg), max(hi, pg)
			if pg == 0 {
				continue
			}
			old := alpha[i]
			alpha[i] = min(max(alpha[i]-g/q[i], 0), c)
			step := (alpha[i] - old) * y[i]
			for k, v := range x[i] {
				w[k] += step * v
			}
			w[d] += step
		}
		if hi-lo < o.Tolerance {
			break
		}
	}
	return w[:d], w[d]
}

// dot is w·x plus the bias weight w[len(x)].
func dot(w, x []float64) float64 {
	s := w[len(x)]
	for k, v := range x {
		s += w[k] * v
	}
	return s
}

func standardiser(x [][]float64) (mean, scale []float64) {
	d := len(x[0])
	mean, scale = make([]float64, d), make([]float64, d)
	for _, row := range x {
		for k, v := range row {
			mean[k] += v
		}
	}
	for k := range mean {
		mean[k] /= float64(len(x))
	}
	for _, row := range x {
		for k, v := range row {
			scale[k] += (v - mean[k]) * (v - mean[k])
		}
	}
	for k := range scale {
		scale[k] = math.Sqrt(scale[k] / float64(len(x)))
		if scale[k] == 0 {
			scale[k] = 1 // a constant feature carries no information; keep it harmless
		}
	}
	return mean, scale
}

func (m *Model) standardise(row []float64) []float64 {
	z := make([]float64, len(row))
	for k, v := range row {
		z[k] = (v - m.Mean[k]) / m.Scale[k]
	}
	return z
}

// Scores are the decision values of each class for one row, in Classes order.
func (m *Model) Scores(row []float64) []float64 {
	z := m.standardise(row)
	out := make([]float64, len(m.Classes))
	for c, w := range m.Weights {
		s := m.Bias[c]
		for k, v := range z {
			s += w[k] * v
		}
		out[c] = s
	}
	return out
}

// Predict is the class with the highest decision value, and all the values.
func (m *Model) Predict(row []float64) (string, []float64) {
	s := m.Scores(row)
	best := 0
	for c := range s {
		if s[c] > s[best] {
			best = c
		}
	}
	return m.Classes[best], s
}

// Check reports a model whose parts do not fit together (a corrupt or hand-edited file).
func (m *Model) Check() error {
	d, k := len(m.Features), len(m.Classes)
	if d == 0 || k < 2 || len(m.Mean) != d || len(m.Scale) != d || len(m.Weights) != k || len(m.Bias) != k {
		return fmt.Errorf("svm: model shape does not fit: %d features, %d classes", d, k)
	}
	for c, w := range m.Weights {
		if len(w) != d {
			return fmt.Errorf("svm: class %s has %d weights, want %d", m.Classes[c], len(w), d)
		}
	}
	for k, s := range m.Scale {
		if s == 0 || math.IsNaN(s) || math.IsInf(s, 0) {
			return fmt.Errorf("svm: feature %s has scale %v", m.Features[k], s)
		}
	}
	return nil
}

// Load decodes a model saved as JSON and checks it.
func Load(b []byte) (*Model, error) {
	var m Model
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("svm: %w", err)
	}
	if err := m.Check(); err != nil {
		return nil, err
	}
	return &m, nil
}
