package urlpattern

import (
	"fmt"
	"regexp"
	"regexp/syntax"
	"slices"
	"strconv"
)

// Matcher tests URLs against a compiled Set.
type Matcher struct {
	res    []*regexp.Regexp
	steps  []step
	ignore []string
}

// step is a pattern's Step and From and the index of its group; zero for
// none.
type step struct{ by, from, group int }

// ok reports whether a URL the regex matches is one the pattern takes.
func (s step) ok(re *regexp.Regexp, u string) bool {
	if s.by == 0 {
		return true
	}
	m := re.FindStringSubmatch(u)
	n, err := strconv.Atoi(m[s.group])
	return err == nil && n > s.from && (n-s.from)%s.by == 0
}

// Compile compiles the set's patterns. Each pattern must match the whole
// URL: a hand-edited pattern without ^ and $ is anchored here. The patterns
// are compiled one by one, not as one alternation, because Go runs a simple
// anchored regexp several times faster (one-pass) than an alternation.
func (s Set) Compile() (*Matcher, error) {
	m := &Matcher{ignore: slices.Clone(s.Ignore)}
	for i, p := range s.Patterns {
		expr := p.Regex
		if !anchored(expr) {
			expr = "^(?:" + expr + ")$"
		}
		re, err := regexp.Compile(expr)
		if err != nil {
			return nil, fmt.Errorf("urlpattern: pattern %d: %w", i+1, err)
		}
		var st step
		if p.Step != 0 {
			st = step{by: p.Step, from: p.From, group: re.SubexpIndex(StepGroup)}
			if p.Step < 0 || p.From < 0 || st.group < 0 {
				return nil, fmt.Errorf("urlpattern: pattern %d: step %d from %d needs a positive step, a first number of 0 or more and a group (?P<%s>...) in the regex", i+1, p.Step, p.From, StepGroup)
			}
		}
		m.res = append(m.res, re)
		m.steps = append(m.steps, st)
	}
	return m, nil
}

// anchored reports whether expr starts with ^ and ends with $ (false if it
// does not parse: compiling it reports the error).
func anchored(expr string) bool {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil || re.Op != syntax.OpConcat {
		return false
	}
	return re.Sub[0].Op == syntax.OpBeginText && re.Sub[len(re.Sub)-1].Op == syntax.OpEndText
}

// Match reports whether u, without its fragment and the set's session
// parameters, matches a pattern. URLs longer than MaxURLLen never match.
func (m *Matcher) Match(u string) bool { return m.Which(u) >= 0 }

// Which returns the index of the first pattern u matches (as Match sees
// it), or -1: the kind of URL within a set (a blog's tags against its
// categories).
func (m *Matcher) Which(u string) int {
	if m == nil || len(m.res) == 0 || len(u) > MaxURLLen {
		return -1
	}
	u = StripParams(cutFragment(u), m.ignore)
	for i, re := range m.res {
		if re.MatchString(u) && m.steps[i].ok(re, u) {
			return i
		}
	}
	return -1
}

// Strip returns u without the set's ignored parameters: the URL Match
// judges, and the one to deduplicate on.
func (m *Matcher) Strip(u string) string {
	if m == nil {
		return u
	}
	return StripParams(u, m.ignore)
}

// Pattern returns the source of pattern i as compiled (anchored).
func (m *Matcher) Pattern(i int) string { return m.res[i].String() }
