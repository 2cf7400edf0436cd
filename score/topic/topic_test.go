package topic

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"focus/sim/text"
)

// farmDocs generates n forum posts of paras paragraphs in lang, cycling
// through topics, from the farm's text generator.
func farmDocs(seed int64, lang text.Lang, topics []string, n, paras int) []Doc {
	g := text.New(seed, lang)
	out := make([]Doc, n)
	for i := range out {
		tp := topics[i%len(topics)]
		out[i] = Doc{Path: fmt.Sprintf("%s-%d.txt", tp, i), Text: strings.Join(g.Paragraphs(tp, paras, 0.3), "\n")}
	}
	return out
}

// TestTopicFarm trains medicine (the paper's topic) against the farm's
// other topics, the way the paper trained medical articles against news,
// and judges posts generated from other seeds.
func TestTopicFarm(t *testing.T) {
	const topic = "medicine"
	others := slices.DeleteFunc(text.Topics(), func(s string) bool { return s == topic })
	for _, lang := range []text.Lang{text.English, text.German, text.French} {
		t.Run(string(lang), func(t *testing.T) {
			m, err := Train(farmDocs(1, lang, []string{topic}, 60, 4), farmDocs(2, lang, others, 70, 4), TrainOptions{})
			if err != nil {
				t.Fatal(err)
			}
			on, off := farmDocs(3, lang, []string{topic}, 100, 3), farmDocs(4, lang, others, 98, 3)
			hits, rejects := 0, 0
			for _, d := range on {
				if ok, _ := m.OnTopic(d.Text); ok {
					hits++
				}
			}
			for _, d := range off {
				if ok, _ := m.OnTopic(d.Text); !ok {
					rejects++
				}
			}
			recall, specificity := float64(hits)/float64(len(on)), float64(rejects)/float64(len(off))
			t.Logf("%s %s: %d/%d on-topic posts kept (%.0f%%), %d/%d off-topic rejected (%.0f%%); training: %.0f%% / %.0f%%, calibrated threshold %.4f",
				lang, topic, hits, len(on), 100*recall, rejects, len(off), 100*specificity,
				100*m.Sample.OnTopic, 100*(1-m.Contrast.OnTopic), m.CalibratedThreshold)
			if recall < 0.95 || specificity < 0.95 {
				t.Errorf("recall %.2f, specificity %.2f: want both >= 0.95", recall, specificity)
			}
		})
	}
}

func TestModelSaveLoad(t *testing.T) {
	m, err := Train(farmDocs(1, text.English, []string{"cars"}, 10, 3), farmDocs(2, text.English, []string{"cooking"}, 10, 3), TrainOptions{Size: 300, Calibrated: true})
	if err != nil {
		t.Fatal(err)
	}
	if m.Threshold != m.CalibratedThreshold || m.Rule != calibratedRule {
		t.Errorf("calibrated model decides by %g (%q)", m.Threshold, m.Rule)
	}
	path := filepath.Join(t.TempDir(), "cars.json")
	if err := m.Save(path); err != nil {
		t.Fatal(err)
	}
	back, err := LoadModel(path)
	if err != nil {
		t.Fatal(err)
	}
	doc := farmDocs(5, text.English, []string{"cars"}, 1, 3)[0].Text
	if a, b := m.Relevance(doc), back.Relevance(doc); a != b {
		t.Errorf("relevance %g before saving, %g after", a, b)
	}
	if back.Relevance("") != 0 {
		t.Error("a text without letters has relevance")
	}
}

func TestParseModelErrors(t *testing.T) {
	tests := []struct{ json, want string }{
		{`{`, "unexpected end"},
		{`{"sample":{"ngrams":["a"]}}`, "both need n-grams"},
		{`{"threshold":2,"sample":{"ngrams":["a"]},"contrast":{"ngrams":["b"]}}`, "not in [0, 1]"},
	}
	for _, tc := range tests {
		if _, err := ParseModel([]byte(tc.json)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseModel(%s) = %v, want an error saying %q", tc.json, err, tc.want)
		}
	}
}

func TestTrainErrors(t *testing.T) {
	docs := []Doc{{Text: "some words here"}}
	tests := []struct {
		name             string
		sample, contrast []Doc
		want             string
	}{
		{"no sample", nil, docs, "need documents"},
		{"no contrast", docs, nil, "need documents"},
		{"no letters", []Doc{{Text: "123 456"}}, docs, "no text"},
	}
	for _, tc := range tests {
		if _, err := Train(tc.sample, tc.contrast, TrainOptions{}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error saying %q", tc.name, err, tc.want)
		}
	}
}

func TestCalibrate(t *testing.T) {
	tests := []struct {
		on, off []float64
		lo, hi  float64
	}{
		{[]float64{0.6, 0.7}, []float64{0.3, 0.4}, 0.4, 0.6},
		{[]float64{0.52, 0.55}, []float64{0.51, 0.50}, 0.51, 0.52},
	}
	for _, tc := range tests {
		if got := calibrate(tc.on, tc.off); got <= tc.lo || got >= tc.hi {
			t.Errorf("calibrate(%v, %v) = %g, want in (%g, %g)", tc.on, tc.off, got, tc.lo, tc.hi)
		}
	}
}
