package pagetype

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"time"

	"focus/align"
	"focus/eval"
	"focus/svm"
)

// The page types the classifier tells apart.
const (
	Entry  = "entry" // a label of training data; classified as Index
	Index  = "index"
	Thread = "thread"
	Other  = "other"
)

// ErrAllOther is wrapped by the errors of entry discovery and learning
// when the classifier called every page they fetched "other", or all but
// a few (see [MostlyOther]): the site's layout is unlike every training
// site's, and [Classifier.Without] may still tell its lists from its
// threads.
var ErrAllOther = errors.New("the page-type classifier called (nearly) every page fetched 'other'")

// MostlyOther reports whether other of n pages fetched, those the
// classifier called 'other', are all of them but a tenth at most: one
// page of an unfamiliar layout read as a list (a gallery's comment page
// among its albums and photos) says no more than the rest.
func MostlyOther(other, n int) bool { return n > 0 && 10*other >= 9*n }

// Classifier labels pages with a trained linear SVM.
type Classifier struct {
	model *svm.Model
	never string // a type it does not answer (see Without)
}

// New wraps a model, checking that it was trained on this package's features.
func New(m *svm.Model) (*Classifier, error) {
	if err := m.Check(); err != nil {
		return nil, err
	}
	if !slices.Equal(m.Features, Names()) {
		return nil, fmt.Errorf("pagetype: model features %v do not match this version's %v", m.Features, Names())
	}
	return &Classifier{model: m}, nil
}

// Model is the classifier's SVM, for saving.
func (c *Classifier) Model() *svm.Model { return c.model }

// Without is the classifier that answers, for a page it would call t,
// the likeliest of the other types: on a site whose layout is unlike
// every training site's (Flarum's crawler view: no dates, no profile
// links, few links at all), every page is "other", yet the index and
// thread scores still tell its lists from its discussions.
func (c *Classifier) Without(t string) *Classifier {
	return &Classifier{model: c.model, never: t}
}

// predict is the type of a feature row and the score of every type.
func (c *Classifier) predict(row []float64) (string, []float64) {
	s := c.model.Scores(row)
	best := -1
	for i, cl := range c.model.Classes {
		if cl != c.never && (best < 0 || s[i] > s[best]) {
			best = i
		}
	}
	return c.model.Classes[best], s
}

// Result is a page's type and the decision value of every type.
type Result struct {
	Type   string
	Scores map[string]float64
}

// Classify labels a parsed page.
func (c *Classifier) Classify(d *align.Doc) Result {
	t, s := c.predict(Features(d))
	r := Result{Type: t, Scores: map[string]float64{}}
	for i, cl := range c.model.Classes {
		r.Scores[cl] = s[i]
	}
	return r
}

// Example is a labelled page for training or testing.
type Example struct {
	Site, URL, Label string
	HTML             []byte
	// At is when the page was served, which anchors "Today" and dates
	// without a year; zero reads the page at the current time.
	At time.Time
}

// Set is labelled pages read into feature rows once, to be trained and
// tested on many times: the protocol's tables, a model per site left out.
type Set struct {
	X     [][]float64
	Y     []string // labels; an entry page is an index page
	Sites []string
}

// NewSet parses examples into a Set.
func NewSet(exs []Example) (Set, error) {
	s := Set{X: make([][]float64, 0, len(exs)), Y: make([]string, 0, len(exs)), Sites: make([]string, 0, len(exs))}
	for _, e := range exs {
		d, err := align.Parse(bytes.NewReader(e.HTML), e.URL)
		if err != nil {
			return Set{}, fmt.Errorf("pagetype: %s: %w", e.URL, err)
		}
		if !e.At.IsZero() {
			d.Now = e.At
		}
		label := e.Label
		if label == Entry {
			label = Index
		}
		s.X = append(s.X, Features(d))
		s.Y = append(s.Y, label)
		s.Sites = append(s.Sites, e.Site)
	}
	return s, nil
}

// Join is the rows of sets, in order.
func Join(sets ...Set) Set {
	var out Set
	for _, s := range sets {
		out.X = append(out.X, s.X...)
		out.Y = append(out.Y, s.Y...)
		out.Sites = append(out.Sites, s.Sites...)
	}
	return out
}

// cost is the SVM's C. Training sites are few (5 to 18) and each brings
// its own quirks; a softer margin (C below 1) keeps any one feature from
// carrying the quirks of the training sites over to unseen ones. 0.05 was
// chosen with the protocol's cross-site tables (5 packages; each farm
// package and each mirror left out in turn), never the packages kept
// unseen, among 0.03 to 1: below it the mirrors' index recall falls.
const cost = 0.05

// Train fits a classifier on labelled pages (see TrainSet).
func Train(exs []Example) (*Classifier, error) {
	s, err := NewSet(exs)
	if err != nil {
		return nil, err
	}
	return TrainSet(s)
}

// TrainSet fits a classifier on a set: the average of the models trained
// without each site in turn (svm.TrainAveraged), so that no one training
// site's quirks carry over to sites it never saw.
func TrainSet(s Set) (*Classifier, error) {
	m, err := svm.TrainAveraged(Names(), s.X, s.Y, s.Sites, svm.Options{C: cost, Seed: 1})
	if err != nil {
		return nil, err
	}
	return New(m)
}

// Score counts, per type, how often a classifier agreed with the labels.
type Score struct {
	TP, FP, FN map[string]int
	N          int
}

// Evaluate classifies the pages of a set and counts hits and misses per
// type.
func (c *Classifier) Evaluate(set Set) Score {
	s := Score{TP: map[string]int{}, FP: map[string]int{}, FN: map[string]int{}, N: len(set.X)}
	for i := range set.X {
		got, _ := c.predict(set.X[i])
		if got == set.Y[i] {
			s.TP[got]++
			continue
		}
		s.FP[got]++
		s.FN[set.Y[i]]++
	}
	return s
}

// Precision of a type: the share of pages labelled so that are so.
func (s Score) Precision(t string) float64 { return s.of(t).Precision() }

// Recall of a type: the share of pages of the type labelled so.
func (s Score) Recall(t string) float64 { return s.of(t).Recall() }

// of is the detection counts of one type.
func (s Score) of(t string) eval.Detection {
	return eval.Detection{TP: s.TP[t], FP: s.FP[t], FN: s.FN[t]}
}

// Add sums two scores.
func (s Score) Add(o Score) Score {
	out := Score{TP: map[string]int{}, FP: map[string]int{}, FN: map[string]int{}, N: s.N + o.N}
	for _, m := range []Score{s, o} {
		for k, v := range m.TP {
			out.TP[k] += v
		}
		for k, v := range m.FP {
			out.FP[k] += v
		}
		for k, v := range m.FN {
			out.FN[k] += v
		}
	}
	return out
}
