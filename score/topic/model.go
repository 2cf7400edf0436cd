package topic

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
)

// maxTopicText bounds the text of one page read for its topic: the
// profile of a long page is settled long before its end.
const maxTopicText = 64 << 10

// nearestRule explains the default decision in the model file, for its
// reader.
const nearestRule = "on topic when relevance > threshold; relevance = dc/(ds+dc), ds and dc the out-of-place distances " +
	"of the page's n-gram profile to the sample and contrast profiles; threshold 0.5 is the paper's (TextCat's) rule: the nearer collection wins"

// calibratedRule explains a calibrated decision in the model file.
const calibratedRule = "on topic when relevance > threshold; relevance = dc/(ds+dc), ds and dc the out-of-place distances " +
	"of the page's n-gram profile to the sample and contrast profiles; the threshold was calibrated on the training collections"

// Model is a topic model in the paper's manner: the n-gram profile of a
// sample collection on the topic and that of a contrast collection (the
// paper used news articles), and the decision rule. It is saved as JSON a
// person can read and edit (the threshold, say).
type Model struct {
	Rule string `json:"rule"`
	// Threshold is the relevance above which a page is on topic. 0.5 is
	// the paper's rule; CalibratedThreshold is the alternative measured on
	// the training collections.
	Threshold float64 `json:"threshold"`
	// CalibratedThreshold is the threshold that best separates the two
	// training collections (the largest mean of the two shares right);
	// being measured on the documents the profiles were built from, it is
	// a hint, not the default.
	CalibratedThreshold float64    `json:"calibrated_threshold"`
	Size                int        `json:"profile_size"`
	Sample              Collection `json:"sample"`
	Contrast            Collection `json:"contrast"`
}

// Collection is one side of a topic model: where it came from, how the
// model scores its own documents, and its profile.
type Collection struct {
	Source     string  `json:"source,omitempty"`
	Docs       int     `json:"docs"`
	Paragraphs int     `json:"unique_paragraphs"`
	OnTopic    float64 `json:"on_topic_share"` // of its documents, at Threshold
	// MeanRelevance is the mean relevance of its documents.
	MeanRelevance float64  `json:"mean_relevance"`
	NGrams        []string `json:"ngrams"` // the profile, most frequent first
	profile       *Profile
}

// TrainOptions tune [Train].
type TrainOptions struct {
	Size int // n-grams per profile; 0: [TopicSize]
	// Calibrated decides by the threshold calibrated on the training
	// collections instead of the paper's nearest-profile rule.
	Calibrated bool
}

// Train builds a topic model from a sample collection on the topic and a
// contrast collection off it. Each collection is reduced to its unique
// paragraphs first ([UniqueParagraphs]).
func Train(sample, contrast []Doc, o TrainOptions) (*Model, error) {
	if len(sample) == 0 || len(contrast) == 0 {
		return nil, errors.New("train topic: both collections need documents")
	}
	size := o.Size
	if size <= 0 {
		size = TopicSize
	}
	m := &Model{Rule: nearestRule, Threshold: 0.5, Size: size}
	sample, contrast = UniqueParagraphs(sample), UniqueParagraphs(contrast)
	for _, c := range []struct {
		docs []Doc
		col  *Collection
	}{{sample, &m.Sample}, {contrast, &m.Contrast}} {
		cnt := Counts{}
		for _, d := range c.docs {
			cnt.Add(d.Text)
			c.col.Paragraphs += countLines(d.Text)
		}
		if len(cnt) == 0 {
			return nil, errors.New("train topic: a collection has no text")
		}
		c.col.Docs = len(c.docs)
		c.col.profile = cnt.Profile(size)
		c.col.NGrams = c.col.profile.NGrams
	}
	rs := make([]float64, len(sample))
	for i, d := range sample {
		rs[i] = m.Relevance(d.Text)
	}
	rc := make([]float64, len(contrast))
	for i, d := range contrast {
		rc[i] = m.Relevance(d.Text)
	}
	m.CalibratedThreshold = calibrate(rs, rc)
	if o.Calibrated {
		m.Threshold, m.Rule = m.CalibratedThreshold, calibratedRule
	}
	m.Sample.OnTopic, m.Sample.MeanRelevance = shareAbove(rs, m.Threshold)
	m.Contrast.OnTopic, m.Contrast.MeanRelevance = shareAbove(rc, m.Threshold)
	return m, nil
}

func countLines(s string) int {
	n := 0
	for range strings.Lines(s) {
		n++
	}
	return n
}

// shareAbove returns the share of rs above t, and their mean.
func shareAbove(rs []float64, t float64) (share, mean float64) {
	if len(rs) == 0 {
		return 0, 0
	}
	n, sum := 0, 0.0
	for _, r := range rs {
		if r > t {
			n++
		}
		sum += r
	}
	return float64(n) / float64(len(rs)), sum / float64(len(rs))
}

// calibrate returns the threshold that maximises the mean of the share of
// on-topic scores above it and off-topic scores at or below it: midway
// between two neighbouring scores, so it does not sit on a document.
func calibrate(on, off []float64) float64 {
	all := slices.Concat(on, off)
	slices.Sort(all)
	best, bestT := -1.0, 0.5
	for i := range all {
		t := all[i]
		if i+1 < len(all) {
			t = (all[i] + all[i+1]) / 2
		}
		a, _ := shareAbove(on, t)
		b, _ := shareAbove(off, t)
		if acc := (a + 1 - b) / 2; acc > best {
			best, bestT = acc, t
		}
	}
	return bestT
}

// Relevance scores text against the topic: dc/(ds+dc), where ds and dc
// are the out-of-place distances of its profile to the sample and contrast
// profiles. It is in [0, 1]: 0.5 is as near the one as the other, above
// nearer the sample. A text with no letters scores 0.
func (m *Model) Relevance(text string) float64 {
	if len(text) > maxTopicText {
		text = text[:maxTopicText] // a cut rune is one stray byte: no letter
	}
	d := TextProfile(text, m.Size)
	if d.Len() == 0 {
		return 0
	}
	ds, dc := m.Sample.profile.Distance(d), m.Contrast.profile.Distance(d)
	if ds+dc == 0 {
		return 0.5
	}
	return dc / (ds + dc)
}

// OnTopic reports whether text is on the topic by the model's rule, and its
// relevance.
func (m *Model) OnTopic(text string) (bool, float64) {
	r := m.Relevance(text)
	return r > m.Threshold, r
}

// LoadModel reads a topic model file.
func LoadModel(path string) (*Model, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("topic model: %w", err)
	}
	m, err := ParseModel(b)
	if err != nil {
		return nil, fmt.Errorf("topic model %s: %w", path, err)
	}
	return m, nil
}

// ParseModel reads a topic model from its JSON.
func ParseModel(b []byte) (*Model, error) {
	var m Model
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	if len(m.Sample.NGrams) == 0 || len(m.Contrast.NGrams) == 0 {
		return nil, errors.New("the sample and the contrast profile both need n-grams")
	}
	if m.Threshold < 0 || m.Threshold > 1 {
		return nil, fmt.Errorf("threshold %g is not in [0, 1]", m.Threshold)
	}
	if m.Size <= 0 {
		m.Size = max(len(m.Sample.NGrams), len(m.Contrast.NGrams))
	}
	m.Sample.profile = NewProfile(m.Sample.NGrams)
	m.Contrast.profile = NewProfile(m.Contrast.NGrams)
	return &m, nil
}

// Save writes the model as indented JSON.
func (m *Model) Save(path string) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false) // the rule reads "relevance > threshold", not \u003e
	enc.SetIndent("", "  ")
	if err := enc.Encode(m); err != nil {
		return fmt.Errorf("save topic model: %w", err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("save topic model: %w", err)
	}
	return nil
}
