package urlpattern

import (
	"slices"
	"strings"
)

// sessionAgreement is the share of evidence a session parameter needs: of
// its link pairs whose value changed, and of its occurrences in one fetch
// that carry that fetch's most common value. Below 1 so that a stray stale
// link does not hide a session id.
const sessionAgreement = 0.8

// SessionParams finds session-id parameters by comparing the links of one
// page fetched twice without cookies (FoCUS 4.3.2).
//
// Input contract: first[i] and second[i] are the i-th link of each fetch in
// document order, absolute or not. A pair is compared only when its two URLs
// are the same apart from parameter values (same path, same parameter names
// in the same order); other pairs, such as links shifted by a new post, are
// skipped.
//
// A parameter is a session id when it sits in two compared pairs at least,
// its value changed in most of them, and each fetch gave (almost) all its
// links one value. The last condition keeps out parameters that merely
// differ between links, such as start= or t= at a shifted position, and
// category ids that happen to be called sid. Query parameters (separated by
// '&' or ';') and path parameters (";jsessionid=...") are both considered.
// The names are returned sorted, for [StripParams] and [Options.Ignore].
func SessionParams(first, second []string) []string {
	type evidence struct {
		pairs, changed int
		values         [2]map[string]int // per fetch
	}
	seen := map[string]*evidence{}
	for i := range min(len(first), len(second)) {
		shapeA, pa := linkParams(first[i])
		shapeB, pb := linkParams(second[i])
		if shapeA != shapeB {
			continue
		}
		for j, a := range pa {
			e := seen[a.key]
			if e == nil {
				e = &evidence{values: [2]map[string]int{{}, {}}}
				seen[a.key] = e
			}
			e.pairs++
			if a.val != pb[j].val {
				e.changed++
			}
			e.values[0][a.val]++
			e.values[1][pb[j].val]++
		}
	}
	agrees := func(n, of int) bool { return float64(n) >= sessionAgreement*float64(of) }
	var names []string
	for name, e := range seen {
		if e.pairs >= 2 && agrees(e.changed, e.pairs) &&
			agrees(mostCommon(e.values[0]), e.pairs) && agrees(mostCommon(e.values[1]), e.pairs) {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return names
}

func mostCommon(counts map[string]int) int {
	most := 0
	for _, n := range counts {
		most = max(most, n)
	}
	return most
}

// linkParams returns the shape of u (u without its fragment and its
// parameter values) and its path and query parameters in order.
func linkParams(u string) (string, []param) {
	u = cutFragment(u)
	start := PathStart(u)
	path, query, hasQuery := strings.Cut(u[start:], "?")
	var shape strings.Builder
	shape.WriteString(u[:start])
	var ps []param
	add := func(sep byte, q param) {
		shape.WriteByte(sep)
		shape.WriteString(q.key)
		ps = append(ps, q)
	}
	for i, seg := range strings.Split(path, "/") {
		if i > 0 {
			shape.WriteByte('/')
		}
		items := strings.Split(seg, ";")
		shape.WriteString(items[0])
		for _, it := range items[1:] {
			k, v, _ := strings.Cut(it, "=")
			add(';', param{key: k, val: v})
		}
	}
	if hasQuery {
		for _, q := range splitQuery(query) {
			add(q.sep, q)
		}
	}
	return shape.String(), ps
}
