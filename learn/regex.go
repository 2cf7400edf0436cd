package learn

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"focus/urlpattern"
)

// regex learns the regex of one URL type from its training sets, each
// generalised on its own (see indexLists), their patterns pooled, with
// the ignore parameters stripped. Avoid are URLs known not to be of the
// type: a pattern keeps their values out of its free path segments where
// it can (see urlpattern.Options.Avoid), and one that accepts any first
// path segment and matches one of them is narrowed to the first segments
// it was learned from (see narrowTop).
func (l *learner) regex(urlType string, ignore, avoid []string, lists ...[]string) (Regex, *urlpattern.Matcher, error) {
	set := urlpattern.Set{Patterns: []urlpattern.Pattern{}, Ignore: ignore}
	var all []string
	for _, urls := range lists {
		s, err := urlpattern.Learn(urls, urlpattern.Options{Ignore: ignore, Avoid: avoid, Nested: urlType == TypeIndex})
		if err != nil {
			return Regex{}, nil, fmt.Errorf("%s regex: %w", urlType, err)
		}
		for _, p := range s.Patterns {
			set.Patterns = pool(set.Patterns, p)
		}
		all = append(all, urls...)
	}
	slices.SortStableFunc(set.Patterns, func(a, b urlpattern.Pattern) int { return b.Covered - a.Covered })
	training := make([]string, len(all))
	for i, u := range all {
		training[i] = urlpattern.StripParams(u, ignore)
	}
	dir := l.dir()
	for i, p := range set.Patterns {
		set.Patterns[i].Regex = narrowTop(p.Regex, dir, ignore, training, avoid)
	}
	// A pattern about to be dropped must not absorb the others first.
	if len(set.Patterns) > 1 {
		set.Patterns = slices.DeleteFunc(set.Patterns, func(p urlpattern.Pattern) bool {
			start, _ := topLevel(p.Regex, dir)
			return p.Covered < broadSupport && start >= 0
		})
	}
	set.Patterns = absorb(set.Patterns, training)
	m, err := set.Compile()
	if err != nil {
		return Regex{}, nil, fmt.Errorf("%s regex: %w", urlType, err)
	}
	pageType := TypeIndex
	if urlType == TypeThread || urlType == TypeThreadFlip {
		pageType = TypeThread
	}
	return Regex{URLType: urlType, PageType: pageType, Patterns: set, LearnedFrom: len(all), Samples: samples(all, 5)}, m, nil
}

// dir is the path segments of the entry page's directory.
func (l *learner) dir() []string {
	p := pathOf(l.home)
	return strings.FieldsFunc(p[:strings.LastIndex(p, "/")+1], func(c rune) bool { return c == '/' })
}

// flipRegex learns a page-flipping regex from its training sets and adds
// the patterns made after first pages' (see suffixed): counted into a
// learned pattern they equal, left out when a learned one covers them.
func (l *learner) flipRegex(urlType string, ignore []string, after []urlpattern.Pattern, lists ...[]string) (Regex, *urlpattern.Matcher, error) {
	r, m, err := l.regex(urlType, ignore, nil, lists...)
	if err != nil || len(after) == 0 {
		return r, m, err
	}
	for _, p := range after {
		r.LearnedFrom += p.Covered
		r.Samples = append(r.Samples, p.Examples...)
		if equal(r.Patterns.Patterns, p) >= 0 || !m.Match(p.Examples[0]) {
			r.Patterns.Patterns = pool(r.Patterns.Patterns, p)
		}
	}
	r.Samples = samples(r.Samples, 5)
	if m, err = recompile(&r); err != nil {
		return Regex{}, nil, err
	}
	return r, m, nil
}

// recompile sorts the patterns of r, the most covering first, and
// compiles them.
func recompile(r *Regex) (*urlpattern.Matcher, error) {
	slices.SortStableFunc(r.Patterns.Patterns, func(a, b urlpattern.Pattern) int { return b.Covered - a.Covered })
	m, err := r.Patterns.Compile()
	if err != nil {
		return nil, fmt.Errorf("%s regex: %w", r.URLType, err)
	}
	return m, nil
}

// widen puts the broader patterns of broad (see suffixLists) in place of
// the learned patterns of r whose examples they match, and compiles r
// anew. The learned patterns still count the lists toward the share a
// pattern must cover, so a menu's paging stays too rare to be learned.
func widen(r *Regex, broad []urlpattern.Pattern) (*urlpattern.Matcher, error) {
	for _, b := range broad {
		re, err := regexp.Compile(b.Regex)
		if err != nil {
			return nil, fmt.Errorf("%s regex: %w", r.URLType, err)
		}
		r.Patterns.Patterns = slices.DeleteFunc(r.Patterns.Patterns, func(p urlpattern.Pattern) bool {
			return len(p.Examples) > 0 && !slices.ContainsFunc(p.Examples, func(u string) bool { return !re.MatchString(u) })
		})
		r.Patterns.Patterns = pool(r.Patterns.Patterns, b)
	}
	return recompile(r)
}

// pool adds p to ps, its URLs counted into the pattern of ps with the same
// regex if there is one.
func pool(ps []urlpattern.Pattern, p urlpattern.Pattern) []urlpattern.Pattern {
	if i := equal(ps, p); i >= 0 {
		ps[i].Covered += p.Covered
		return ps
	}
	return append(ps, p)
}

// equal is the index of the pattern of ps with p's regex, or -1.
func equal(ps []urlpattern.Pattern, p urlpattern.Pattern) int {
	return slices.IndexFunc(ps, func(q urlpattern.Pattern) bool { return q.Regex == p.Regex })
}

// broadSupport is how many URLs a pattern must be learned from to accept
// any path segment at the site's top level (see topLevel): such a
// pattern claims every top-level page of the site (/about/, /contact/),
// which a few links in a menu do not show.
const broadSupport = 8

// topLevel is where a learned regex accepts any path segment at the
// site's top level: right after its origin, or after a part of the entry
// page's directory (dir, its segments), for a forum installed below the
// host's root (/jforum/forums/list.page: /jforum/X/ and /jforum/forums/X
// are its top-level pages). It returns the offset in expr where that
// segment starts and its index in the path, or -1.
func topLevel(expr string, dir []string) (start, index int) {
	i := strings.Index(expr, "://")
	if i < 0 {
		return -1, 0
	}
	j := strings.Index(expr[i+3:], "/")
	if j < 0 {
		return -1, 0
	}
	start = i + 3 + j + 1
	for index = 0; ; index++ {
		if strings.HasPrefix(expr[start:], "[^") {
			return start, index
		}
		if index == len(dir) {
			return -1, 0
		}
		lit := regexp.QuoteMeta(dir[index]) + "/"
		if !strings.HasPrefix(expr[start:], lit) {
			return -1, 0
		}
		start += len(lit)
	}
}

// narrowTop narrows a regex that accepts any top-level path segment (see
// topLevel) and matches a URL of avoid: that segment becomes the
// alternation of the training URLs' segments there that it matches. A
// site's top-level sections are the few its menu lists; the imprint, the
// contact form and the member list learning saw beside them are
// top-level pages too. The regex is returned unchanged when it is no such
// pattern or matches none of avoid. Training's URLs come stripped of the
// ignore parameters, avoid's do not.
func narrowTop(expr string, dir, ignore, training, avoid []string) string {
	re, err := regexp.Compile(expr)
	start, index := topLevel(expr, dir)
	if err != nil || start < 0 || !strings.HasPrefix(expr, "^") || strings.HasPrefix(expr, "^(") {
		return expr
	}
	strip := func(u string) string { return urlpattern.StripParams(u, ignore) }
	if !slices.ContainsFunc(avoid, func(u string) bool { return re.MatchString(strip(u)) }) {
		return expr
	}
	end := segmentEnd(expr, start)
	var firsts []string
	for _, u := range training {
		if !re.MatchString(u) {
			continue
		}
		seg, ok := segmentAt(u, index)
		if ok && !slices.Contains(firsts, seg) {
			firsts = append(firsts, seg)
		}
	}
	if len(firsts) == 0 || end < 0 {
		return expr
	}
	slices.Sort(firsts)
	for i, f := range firsts {
		firsts[i] = regexp.QuoteMeta(f)
	}
	return expr[:start] + "(?:" + strings.Join(firsts, "|") + ")" + expr[end:]
}

// segmentEnd is where the path segment of regex expr that starts at i
// ends: at a '/' outside a character class, an escaped '?' or the final
// '$'; -1 if it does not.
func segmentEnd(expr string, i int) int {
	for class := false; i < len(expr); i++ {
		switch c := expr[i]; {
		case c == '\\':
			if !class && i+1 < len(expr) && expr[i+1] == '?' {
				return i
			}
			i++
		case class:
			class = c != ']'
		case c == '[':
			class = true
		case c == '/' || c == '$' && i == len(expr)-1:
			return i
		}
	}
	return -1
}

// segmentAt is path segment i (from 0) of absolute URL u, as regex
// learning splits it.
func segmentAt(u string, i int) (string, bool) {
	p := pathOf(u)
	if !strings.HasPrefix(p, "/") {
		return "", false
	}
	segs := strings.Split(p[1:], "/")
	if i >= len(segs) {
		return "", false
	}
	return segs[i], true
}

// absorb drops the patterns whose URLs another pattern matches: the
// lists learned apart overlap (a category linked from two places). A
// pattern stands for its examples and for the URLs of training it
// matches: its examples are the first few only, and a list of some of the
// boards, named one by one, matches the first few of every board. A
// pattern that absorbed others stands for their URLs too, so that it is
// absorbed in turn only by a pattern that matches them all.
func absorb(ps []urlpattern.Pattern, training []string) []urlpattern.Pattern {
	res := make([]*regexp.Regexp, len(ps))
	stands := make([][]string, len(ps))
	for i, p := range ps {
		res[i], _ = regexp.Compile(p.Regex) // nil: never matches, never absorbed
		stands[i] = slices.Clip(p.Examples)
		for _, u := range training {
			if res[i] != nil && res[i].MatchString(u) {
				stands[i] = append(stands[i], u)
			}
		}
	}
	gone := make([]bool, len(ps))
	for i, p := range ps {
		for j := range ps {
			if i != j && !gone[j] && res[j] != nil && len(stands[i]) > 0 &&
				!slices.ContainsFunc(stands[i], func(u string) bool { return !res[j].MatchString(u) }) {
				gone[i] = true
				ps[j].Covered += p.Covered
				stands[j] = append(stands[j], stands[i]...)
				break
			}
		}
	}
	out := []urlpattern.Pattern{}
	for i, p := range ps {
		if !gone[i] {
			out = append(out, p)
		}
	}
	return out
}
