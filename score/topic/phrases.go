package topic

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Phrase is a candidate query phrase of a collection.
type Phrase struct {
	Text  string  // its words, lower case, one space apart
	Score float64 // average TF×IDF over the collection
	DF    int     // documents that contain it
}

// Phrases returns the phrases of 2 to 5 consecutive non-stopwords in docs,
// ranked by the paper's average TF×IDF, highest first:
//
//	Σ_{c∈C} (1 + log TF_{i,c}) · log(|C| / DF_i) / |C|
//
// summed over the documents c that contain phrase i. A phrase never spans
// a stopword, a number, a one-letter word or punctuation (a sentence or
// clause end). The
// stopwords are lang's, or, when lang is "", those of each document's
// language as id tells it. Paragraphs repeated across documents are
// counted once ([UniqueParagraphs]), as the paper does. n > 0 keeps the
// top n.
func Phrases(docs []Doc, id *Identifier, lang string, n int) []Phrase {
	docs = UniqueParagraphs(docs)
	df := map[string]int{}
	tfs := make([]map[string]int, len(docs))
	for i, d := range docs {
		l := lang
		if l == "" {
			l, _ = id.Identify(d.Text)
		}
		tf := map[string]int{}
		for _, run := range contentRuns(d.Text, func(w string) bool { return id.IsStopword(l, w) }) {
			for i := range run {
				for k := 2; k <= 5 && i+k <= len(run); k++ {
					tf[strings.Join(run[i:i+k], " ")]++
				}
			}
		}
		for p := range tf {
			df[p]++
		}
		tfs[i] = tf
	}
	size := float64(len(docs))
	sum := map[string]float64{}
	for _, tf := range tfs {
		for p, f := range tf {
			sum[p] += (1 + math.Log(float64(f))) * math.Log(size/float64(df[p]))
		}
	}
	out := make([]Phrase, 0, len(sum))
	for p, s := range sum {
		out = append(out, Phrase{Text: p, Score: s / size, DF: df[p]})
	}
	slices.SortFunc(out, func(a, b Phrase) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		return strings.Compare(a.Text, b.Text)
	})
	if n > 0 && len(out) > n {
		out = out[:n]
	}
	return out
}

// contentRuns splits text into runs of consecutive content words (lower
// case). Words are letters and digits, with inner apostrophes and hyphens
// ("don't", "e-mail"); an elided stopword is split off ("l'homme" -> "l",
// "homme") so French articles do not glue to nouns.
func contentRuns(text string, stop func(string) bool) [][]string {
	var runs [][]string
	var cur []string
	end := func() {
		if len(cur) >= 2 {
			runs = append(runs, cur)
		}
		cur = nil
	}
	word := func(w string) {
		// a letter alone ("paket a", "option b") is a label, not a term
		if stop(w) || !strings.ContainsFunc(w, unicode.IsLetter) || utf8.RuneCountInString(w) < 2 {
			end()
			return
		}
		cur = append(cur, w)
	}
	rs := []rune(strings.ToLower(text))
	for i := 0; i < len(rs); {
		r := rs[i]
		if !isWordRune(r) {
			if !unicode.IsSpace(r) {
				end() // punctuation ends a phrase
			}
			i++
			continue
		}
		j := i
		for j < len(rs) && (isWordRune(rs[j]) || (isJoiner(rs[j]) && j+1 < len(rs) && isWordRune(rs[j+1]) && j > i)) {
			j++
		}
		w := string(rs[i:j])
		if k := strings.IndexAny(w, "'’"); k > 0 && !stop(w) && stop(w[:k]) {
			word(w[:k])
			_, size := utf8.DecodeRuneInString(w[k:])
			word(w[k+size:])
		} else {
			word(w)
		}
		i = j
	}
	end()
	return runs
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func isJoiner(r rune) bool { return r == '\'' || r == '’' || r == '-' }
