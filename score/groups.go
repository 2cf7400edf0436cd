package score

import (
	"net/url"
	"slices"
	"strings"
	"unicode"
)

// LinkGroup is the group of a link's target URL, for scorers that learn
// where links lead: its host, its path with each segment generalised
// (digits to '#'; a slug, a segment of three words or more, to '*'; a
// file name to its extension) and its query's keys. Links of one kind on
// a site (article permalinks, print views, tag pages, login links) share a
// group; links of different kinds seldom do.
func LinkGroup(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	var b strings.Builder
	b.WriteString(strings.ToLower(u.Host))
	for seg := range strings.SplitSeq(strings.Trim(u.Path, "/"), "/") {
		b.WriteByte('/')
		b.WriteString(segmentShape(seg))
	}
	var keys []string
	for kv := range strings.FieldsFuncSeq(u.RawQuery, func(r rune) bool { return r == '&' || r == ';' }) {
		k, _, _ := strings.Cut(kv, "=")
		keys = append(keys, k)
	}
	if len(keys) > 0 {
		slices.Sort(keys)
		b.WriteString("?" + strings.Join(keys, "&"))
	}
	return b.String()
}

func segmentShape(seg string) string {
	if i := strings.LastIndexByte(seg, '.'); i > 0 && len(seg)-i <= 5 && strings.ContainsFunc(seg[:i], unicode.IsDigit) {
		return "#" + seg[i:] // post123.html
	}
	if len(strings.FieldsFunc(seg, func(r rune) bool { return r == '-' || r == '_' || r == '+' })) >= 3 {
		return "*"
	}
	var b strings.Builder
	digits := false
	for _, r := range seg {
		if unicode.IsDigit(r) {
			if !digits {
				b.WriteByte('#')
			}
			digits = true
			continue
		}
		digits = false
		b.WriteRune(r)
	}
	return b.String()
}

// GroupLearner learns, per link group, how often a link of the group led
// to a relevant page, so that a scorer can rank links by what their kind
// of link has found so far. It is used from one goroutine.
//
// Memory: a tally per group (a site has tens to hundreds), and the group
// and prior of each URL queued and not yet fetched.
type GroupLearner struct {
	tally map[string][2]int     // group -> relevant pages, pages
	via   map[string]queuedLink // queued URL -> how it was queued
}

type queuedLink struct {
	group string
	prior float64
}

// NewGroupLearner returns a learner that has seen nothing.
func NewGroupLearner() *GroupLearner {
	return &GroupLearner{tally: map[string][2]int{}, via: map[string]queuedLink{}}
}

// Queued notes a link to target with the scorer's prior belief that it
// leads to a relevant page, and returns the link's priority: its group's
// share of relevant pages, smoothed towards the prior with the weight of
// two pages. The first link to a URL decides its group; the highest prior
// of its links counts.
func (g *GroupLearner) Queued(target string, prior float64) float64 {
	q, ok := g.via[target]
	if !ok {
		q.group = LinkGroup(target)
	}
	q.prior = max(q.prior, prior)
	g.via[target] = q
	return g.rate(q)
}

// Rescore is the priority of a queued URL now, with what its group has
// shown since it was queued; ok is false for a URL never queued.
func (g *GroupLearner) Rescore(target string) (priority float64, ok bool) {
	q, ok := g.via[target]
	if !ok {
		return 0, false
	}
	return g.rate(q), true
}

// Fetched credits the group of a fetched URL, as queued, with whether the
// page was relevant. A URL never queued (a seed) credits nothing.
func (g *GroupLearner) Fetched(queued string, relevant bool) {
	q, ok := g.via[queued]
	if !ok {
		return
	}
	delete(g.via, queued)
	t := g.tally[q.group]
	if relevant {
		t[0]++
	}
	t[1]++
	g.tally[q.group] = t
}

func (g *GroupLearner) rate(q queuedLink) float64 {
	t := g.tally[q.group]
	return (float64(t[0]) + 2*q.prior) / (float64(t[1]) + 2)
}
