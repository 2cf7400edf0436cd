package sentiment

import (
	"fmt"

	"gonum.org/v1/gonum/mat"
)

// feature is one non-zero entry of a sparse feature vector.
type feature struct {
	i int
	v float64
}

// ridge is linear least squares with an L2 penalty, refitted from scratch
// over every sample seen so far. It keeps the sufficient statistics X'X
// and X'y instead of the samples: adding a sample costs the square of its
// non-zero count, memory is fixed at d*d, and a refit is one Cholesky
// solve of (X'X + lambda*I) w = X'y, exactly the model over all samples
// that the paper rebuilds at each interval.
type ridge struct {
	d      int
	dense  int // the first dense features, index 0 the bias
	lambda float64
	xx     []float64 // d*d, row major, full (both triangles)
	xy     []float64
	n      int       // samples added
	w      []float64 // nil until the first fit
}

// newRidge fits d features, of which the first dense are dense (index 0
// the bias), the rest sparse indicators.
func newRidge(d, dense int, lambda float64) *ridge {
	return &ridge{d: d, dense: dense, lambda: lambda, xx: make([]float64, d*d), xy: make([]float64, d)}
}

// add adds one sample. An index repeated in x counts as the sum of its
// values, as in predict.
func (r *ridge) add(x []feature, y float64) {
	for _, a := range x {
		row := r.xx[a.i*r.d:]
		for _, b := range x {
			row[b.i] += a.v * b.v
		}
		r.xy[a.i] += a.v * y
	}
	r.n++
}

// fit solves for the weights. Index 0, the bias, is penalised only a
// little (to keep the system definite when few samples are in): a penalty
// pulling the intercept to 0 would pull every prediction towards 0. The
// other dense features are penalised in proportion to their mean square,
// which is ridge on features scaled to unit mean square: sentimentality
// runs from 0 to 0.1 at the word level and a plain penalty would all but
// zero its weight, the very feature S-PC lives on. The sparse indicators
// are on one scale already and get lambda as it is.
func (r *ridge) fit() error {
	a := mat.NewSymDense(r.d, nil)
	for i := range r.d {
		for j := i; j < r.d; j++ {
			a.SetSym(i, j, r.xx[i*r.d+j])
		}
		pen := r.lambda
		switch {
		case i == 0:
			pen = 1e-6
		case i < r.dense:
			// The floor keeps a feature that is almost always 0 from
			// fitting its few non-zero samples exactly.
			pen *= max(r.xx[i*r.d+i]/float64(r.n), 1e-4)
		}
		a.SetSym(i, i, a.At(i, i)+pen)
	}
	var ch mat.Cholesky
	if !ch.Factorize(a) {
		return fmt.Errorf("ridge fit over %d samples: system not positive definite", r.n)
	}
	w := mat.NewVecDense(r.d, nil)
	if err := ch.SolveVecTo(w, mat.NewVecDense(r.d, append([]float64(nil), r.xy...))); err != nil {
		return fmt.Errorf("ridge fit over %d samples: %w", r.n, err)
	}
	r.w = w.RawVector().Data
	return nil
}

// predict is w·x; ok is false before the first fit.
func (r *ridge) predict(x []feature) (y float64, ok bool) {
	if r.w == nil {
		return 0, false
	}
	for _, f := range x {
		y += r.w[f.i] * f.v
	}
	return y, true
}
