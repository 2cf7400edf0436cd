package topic

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"testing"
)

func TestContentRuns(t *testing.T) {
	id := shipped(t)
	tests := []struct {
		lang, text string
		want       [][]string
	}{
		{"en", "The blood pressure of the patient was high.", [][]string{{"blood", "pressure"}}},
		{"en", "Blood pressure, heart rate and body temperature", [][]string{{"blood", "pressure"}, {"heart", "rate"}, {"body", "temperature"}}},
		{"en", "I don't check e-mail daily", [][]string{{"check", "e-mail", "daily"}}},
		{"en", "take 20 mg tablets twice", [][]string{{"mg", "tablets", "twice"}}},
		{"fr", "la tension artérielle de l'homme malade", [][]string{{"tension", "artérielle"}, {"homme", "malade"}}},
		{"de", "Der hohe Blutdruck des Patienten", [][]string{{"hohe", "blutdruck"}}},
	}
	for _, tc := range tests {
		got := contentRuns(tc.text, func(w string) bool { return id.IsStopword(tc.lang, w) })
		if !slices.EqualFunc(got, tc.want, slices.Equal) {
			t.Errorf("%q: %q, want %q", tc.text, got, tc.want)
		}
	}
}

func TestPhrases(t *testing.T) {
	id := shipped(t)
	docs := []Doc{
		{Text: "High blood pressure needs care. High blood pressure again.\nShared footer line"},
		{Text: "Low blood sugar is common.\nShared footer line"},
		{Text: "Blood sugar and blood pressure.\nShared footer line"},
		{Text: "Nothing here."},
	}
	ps := Phrases(docs, id, "en", 0)
	byText := map[string]Phrase{}
	for _, p := range ps {
		byText[p.Text] = p
	}
	// "high blood pressure": in 1 of 4 documents, twice
	want := (1 + math.Log(2)) * math.Log(4.0/1) / 4
	if p := byText["high blood pressure"]; math.Abs(p.Score-want) > 1e-12 || p.DF != 1 {
		t.Errorf("high blood pressure: %+v, want score %g, df 1", p, want)
	}
	// "blood pressure" in documents 1 (twice) and 3
	want = ((1+math.Log(2))*math.Log(4.0/2) + math.Log(4.0/2)) / 4
	if p := byText["blood pressure"]; math.Abs(p.Score-want) > 1e-12 || p.DF != 2 {
		t.Errorf("blood pressure: %+v, want score %g, df 2", p, want)
	}
	// the repeated footer counts once, in one document only
	if p := byText["shared footer line"]; p.DF != 1 {
		t.Errorf("repeated paragraph counted in %d documents", p.DF)
	}
	if _, ok := byText["pressure needs"]; !ok {
		t.Error("no phrase pressure needs")
	}
	for _, p := range ps {
		if n := len(strings.Fields(p.Text)); n < 2 || n > 5 {
			t.Errorf("phrase %q has %d words", p.Text, n)
		}
	}
	if !slices.IsSortedFunc(ps, func(a, b Phrase) int { return cmp.Compare(b.Score, a.Score) }) {
		t.Error("phrases not ranked by score")
	}
	if top := Phrases(docs, id, "", 3); len(top) != 3 || top[0] != ps[0] {
		t.Errorf("top 3 with each document's language: %v, want the first of %v", top, ps[:3])
	}
}
