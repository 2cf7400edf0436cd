package profile

import (
	"math"
	"strings"
	"unicode"
)

// Terms counts the terms of a text: lowercased words, where "-" and "_"
// join, as tags are written ("pressure-cooker", "street_art"); numbers and
// one-letter words are not terms.
func Terms(text string) map[string]float64 {
	v := map[string]float64{}
	AddTerms(v, text)
	return v
}

// AddTerms adds the terms of text to v.
func AddTerms(v map[string]float64, text string) {
	for w := range strings.FieldsFuncSeq(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != '_'
	}) {
		w = strings.Trim(w, "-_")
		if len([]rune(w)) < 2 || strings.IndexFunc(w, unicode.IsLetter) < 0 {
			continue
		}
		v[w]++
	}
}

// TopicVector is the term vector of a crawl topic: each topic term once.
func TopicVector(terms []string) map[string]float64 {
	v := map[string]float64{}
	for _, t := range terms {
		for w := range Terms(t) {
			v[w] = 1
		}
	}
	return v
}

// Cosine is the cosine similarity of two term vectors, 0 when either is empty.
func Cosine(a, b map[string]float64) float64 {
	if len(a) > len(b) {
		a, b = b, a
	}
	dot := 0.0
	for t, x := range a {
		dot += x * b[t]
	}
	if dot == 0 {
		return 0
	}
	return dot / (norm(a) * norm(b))
}

func norm(v map[string]float64) float64 {
	s := 0.0
	for _, x := range v {
		s += x * x
	}
	return math.Sqrt(s)
}

// Inner is a member's inner profile rank for a topic (the paper's eq. 1):
// the cosine of their profile terms and the topic's.
func Inner(user, topic map[string]float64) float64 { return Cosine(user, topic) }

// Inter is a member's inter profile rank (eq. 2): the mean inner rank of
// their contacts; 0 with none.
func Inter(contactInner []float64) float64 {
	if len(contactInner) == 0 {
		return 0
	}
	s := 0.0
	for _, x := range contactInner {
		s += x
	}
	return s / float64(len(contactInner))
}

// Rank combines them into a link's priority (eq. 5).
func Rank(alpha, beta, inner, inter float64) float64 { return alpha*inner + beta*inter }
