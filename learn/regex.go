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
// the ignore parameters stripped.
func (l *learner) regex(urlType string, ignore []string, lists ...[]string) (Regex, *urlpattern.Matcher, error) {
	set := urlpattern.Set{Patterns: []urlpattern.Pattern{}, Ignore: ignore}
	var all []string
	for _, urls := range lists {
		s, err := urlpattern.Learn(urls, urlpattern.Options{Ignore: ignore})
		if err != nil {
			return Regex{}, nil, fmt.Errorf("%s regex: %w", urlType, err)
		}
		for _, p := range s.Patterns {
			if i := slices.IndexFunc(set.Patterns, func(q urlpattern.Pattern) bool { return q.Regex == p.Regex }); i >= 0 {
				set.Patterns[i].Covered += p.Covered
			} else {
				set.Patterns = append(set.Patterns, p)
			}
		}
		all = append(all, urls...)
	}
	slices.SortStableFunc(set.Patterns, func(a, b urlpattern.Pattern) int { return b.Covered - a.Covered })
	set.Patterns = absorb(set.Patterns)
	if len(set.Patterns) > 1 {
		set.Patterns = slices.DeleteFunc(set.Patterns, func(p urlpattern.Pattern) bool {
			return p.Covered < broadSupport && anyTopLevel(p.Regex)
		})
	}
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

// broadSupport is how many URLs a pattern must be learned from to accept
// any first path segment: such a pattern claims every top-level page of
// the site (/about/, /contact/), which a few links in a menu do not show.
const broadSupport = 8

// anyTopLevel reports whether a learned regex accepts any first path
// segment: its origin is followed by a character class.
func anyTopLevel(expr string) bool {
	i := strings.Index(expr, "://")
	if i < 0 {
		return false
	}
	j := strings.Index(expr[i+3:], "/")
	return j >= 0 && strings.HasPrefix(expr[i+3+j+1:], "[^")
}

// absorb drops the patterns whose examples another pattern matches: the
// lists learned apart overlap (a category linked from two places).
func absorb(ps []urlpattern.Pattern) []urlpattern.Pattern {
	res := make([]*regexp.Regexp, len(ps))
	for i, p := range ps {
		res[i], _ = regexp.Compile(p.Regex) // nil: never matches, never absorbed
	}
	gone := make([]bool, len(ps))
	for i, p := range ps {
		for j := range ps {
			if i != j && !gone[j] && res[j] != nil && len(p.Examples) > 0 &&
				!slices.ContainsFunc(p.Examples, func(u string) bool { return !res[j].MatchString(u) }) {
				gone[i] = true
				ps[j].Covered += p.Covered
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
