package urlpattern

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// DefaultMinCover is the FoCUS coverage threshold: a pattern is kept only if
// it covers more than this share of the URLs it was learned from.
const DefaultMinCover = 0.2

// Options tune [Learn].
type Options struct {
	// MinCover is the share of the URLs a pattern must cover more than to be
	// kept, in [0, 1); 0 means DefaultMinCover.
	MinCover float64
	// Ignore names session parameters (see [SessionParams]), or one value
	// of a parameter as "name=value": they are stripped before learning
	// and, through [Set.Ignore], before matching.
	Ignore []string
	// Avoid are URLs known not to be of the type (the members' profiles
	// beside a forum's threads). A pattern that would match one keeps its
	// value out of a free path segment where the URLs learned from never
	// hold it: forum/[^/?#.]+/\d+-[^/?#.]+, learned from forum/CAT/ID-title,
	// spells out "any category but user" when forum/user/ID-name is to be
	// avoided; a board's page-2 keeps out page-N. An avoided URL that
	// differs from the members nowhere but in a title or the first path
	// segment is matched all the same.
	Avoid []string
	// Nested says the URLs' items nest, as boards do: a URL one path
	// segment below another URL of the set (a sub-board below its board)
	// is learned as its parent's pattern followed by that segment, however
	// few such URLs the set holds (see nest).
	Nested bool
}

// Pattern is one learned regular expression, anchored (^...$), over a URL
// without its fragment.
type Pattern struct {
	Regex string `json:"regex"`
	// Step, when set, asks the number the regex's group named n captures
	// to be From plus a positive multiple of it: the offset of a later
	// page's first item (YaBB's num=T/15), where offsets between page
	// starts (a reply's link, num=T/17#17) show pages the crawl fetches at
	// their own URLs.
	Step int `json:"step,omitempty"`
	// From is the number of the first item, where items count from 1
	// (Beehive's msg=T.21 is the page of posts 21-40, msg=T.1 the first).
	From     int      `json:"from,omitempty"`
	Covered  int      `json:"covered"`            // distinct training URLs it was learned from
	Examples []string `json:"examples,omitempty"` // a few of them, for people reading a profile
}

// StepGroup names the group of a Pattern's regex that its Step applies to.
const StepGroup = "n"

// Set is the learned description of one URL type: a URL belongs to it if it
// matches any pattern once the Ignore parameters are stripped.
type Set struct {
	Patterns []Pattern `json:"patterns"`
	Ignore   []string  `json:"ignore,omitempty"`
}

const maxExamples = 3

// Learn induces the patterns that describe urls (see the package comment for
// the method). URLs that are relative, invalid UTF-8 or longer than
// MaxURLLen are skipped; duplicates count once. The patterns are ordered by
// coverage, largest first. The only error is an invalid option.
func Learn(urls []string, o Options) (Set, error) {
	cs, err := learn(urls, o)
	if err != nil {
		return Set{}, err
	}
	s := Set{Ignore: slices.Clone(o.Ignore)}
	for _, c := range cs {
		s.Patterns = append(s.Patterns, Pattern{Regex: "^" + c.regex + "$", Covered: len(c.members), Examples: examples(c.members)})
	}
	return s, nil
}

// examples are a few of a pattern's URLs, for people reading a profile:
// one of each shape (path length and query keys) first, so that every
// branch of an alternation (boards and the sub-boards below them) shows.
func examples(ms []*parts) []string {
	var out []string
	shapes := map[string]bool{}
	for _, m := range ms {
		shape := fmt.Sprint(len(m.segs), queryShape(m.params))
		if !shapes[shape] && len(out) < maxExamples {
			shapes[shape] = true
			out = append(out, m.raw)
		}
	}
	for _, m := range ms {
		if len(out) < maxExamples && !slices.Contains(out, m.raw) {
			out = append(out, m.raw)
		}
	}
	return out
}

// cluster is the URLs one pattern was learned from.
type cluster struct {
	regex   string // unanchored
	members []*parts
}

func learn(urls []string, o Options) ([]cluster, error) {
	minCover := o.MinCover
	if minCover == 0 {
		minCover = DefaultMinCover
	}
	if !(minCover > 0 && minCover < 1) {
		return nil, fmt.Errorf("urlpattern: MinCover %v is outside [0, 1)", o.MinCover)
	}
	l := learner{minCover: minCover}
	for _, u := range o.Avoid {
		if p, ok := split(StripParams(u, o.Ignore)); ok {
			l.avoid = append(l.avoid, &p)
		}
	}
	seen := make(map[string]bool, len(urls))
	var ps []*parts
	for _, u := range urls {
		p, ok := split(StripParams(u, o.Ignore))
		if !ok || seen[p.raw] {
			continue
		}
		seen[p.raw] = true
		ps = append(ps, &p)
		l.segs = max(l.segs, len(p.segs))
		l.params = max(l.params, len(p.params))
	}
	if len(ps) == 0 {
		return nil, nil
	}
	var below []*parts
	if o.Nested {
		ps, below = children(ps)
	}
	cs := absorb(l.refine(ps, 0, minCover*float64(len(ps)), nil))
	if len(below) > 0 {
		cs = absorb(l.nest(cs, below))
	}
	slices.SortStableFunc(cs, func(a, b cluster) int { return len(b.members) - len(a.members) })
	return cs, nil
}

// learner refines groups of URLs feature by feature. The features, in
// order: 0 the origin; 1..segs the path segments; segs+1 the query's keys
// and separators; then each query value.
type learner struct {
	minCover     float64
	segs, params int // the most path segments and query parameters of any URL
	avoid        []*parts
}

func (l *learner) features() int { return l.segs + l.params + 2 }

// refine returns the clusters of node, starting at feature f. A group splits
// on the first feature where its URLs differ in form; the parts covering
// more than base URLs are refined further and the rest dropped as noise.
// When no part covers enough, node itself (which does, unless it is the
// root) is kept whole, as the alternation of the parts that dominate it
// locally. A part split off by a title that several of its URLs share (a
// category and its subcategories, /c/garden-tools/5 and
// /c/garden-tools/pruning/9) keeps the title out of its pattern: titles
// are the features in titled.
func (l *learner) refine(node []*parts, f int, base float64, titled []int) []cluster {
	for ; f < l.features(); f++ {
		groups, keys := partition(node, l.keys(node, f))
		if len(groups) == 1 {
			continue
		}
		var out []cluster
		kept := false
		for i, g := range groups {
			if float64(len(g)) > base {
				kept = true
				t := titled
				if skel, ok := strings.CutPrefix(keys[i], "="); ok && titleWords(skel) {
					t = append(slices.Clip(titled), f)
				}
				out = append(out, l.refine(g, f+1, base, t)...)
			}
		}
		if kept {
			return out
		}
		// The root has no coarser pattern to fall back on (local == base).
		if local := l.minCover * float64(len(node)); local < base {
			return merge(l.refine(node, f, local, titled))
		}
		return nil
	}
	return []cluster{l.leaf(node, titled)}
}

// none is the key of a URL lacking the feature (a shorter path, no query).
const none = "\x00"

// keys returns the key of each URL of node at feature f: URLs with the same
// key share a form there.
func (l *learner) keys(node []*parts, f int) []string {
	keys := make([]string, len(node))
	if f == 0 {
		for i, p := range node {
			keys[i] = p.origin
		}
		return keys
	}
	if f == l.segs+1 {
		for i, p := range node {
			keys[i] = queryShape(p.params)
		}
		return keys
	}
	vals := make([]string, len(node))
	has := make([]bool, len(node))
	for i, p := range node {
		if f <= l.segs {
			has[i] = f <= len(p.segs)
			if has[i] {
				vals[i] = p.segs[f-1]
			}
		} else if j := f - l.segs - 2; j < len(p.params) && p.params[j].valued() {
			vals[i], has[i] = p.params[j].val, true
		}
	}
	return l.valueKeys(vals, has)
}

// valueKeys keys varying values by form. A skeleton (digits reduced) shared
// by more than minCover of the group is a form of its own ("viewtopic.php").
// Other values key as "*", free text such as titles, except that where some
// head word dominates ("topic" of topic12-title.html), every value with a
// head keys by it: post34.html is another kind of URL, not a title. A form
// needs two URLs at least, as a value seen once says nothing about the
// site's URL scheme. Missing values key as none.
func (l *learner) valueKeys(vals []string, has []bool) []string {
	least := l.minCover * float64(len(vals))
	form := func(n int) bool { return n >= 2 && float64(n) > least }
	skels, heads := make([]string, len(vals)), make([]string, len(vals))
	skelCount, headCount := map[string]int{}, map[string]int{}
	for i, v := range vals {
		if has[i] {
			skels[i], heads[i] = skeleton(v), head(v)
			skelCount[skels[i]]++
			headCount[heads[i]]++
		}
	}
	headed := false
	for h, n := range headCount {
		headed = headed || h != "" && form(n)
	}
	keys := make([]string, len(vals))
	for i := range vals {
		switch {
		case !has[i]:
			keys[i] = none
		case form(skelCount[skels[i]]):
			keys[i] = "=" + skels[i]
		case headed && heads[i] != "":
			keys[i] = "~" + heads[i]
		default:
			keys[i] = "*"
		}
	}
	return keys
}

// queryShape spells the keys and separators of a query, none without one.
func queryShape(ps []param) string {
	if ps == nil {
		return none
	}
	var b strings.Builder
	for _, q := range ps {
		b.WriteByte(q.sep)
		b.WriteString(q.key)
		switch {
		case q.eq:
			b.WriteByte('=')
		case q.pos:
			b.WriteByte('#') // no key holds it
		}
	}
	return b.String()
}

// partition groups node by key, keeping input order within groups, and
// returns the key of each group.
func partition(node []*parts, keys []string) ([][]*parts, []string) {
	index := map[string]int{}
	var groups [][]*parts
	var gkeys []string
	for i, p := range node {
		g, ok := index[keys[i]]
		if !ok {
			g = len(groups)
			index[keys[i]] = g
			groups = append(groups, nil)
			gkeys = append(gkeys, keys[i])
		}
		groups[g] = append(groups[g], p)
	}
	return groups, gkeys
}

// merge joins clusters into one whose regex is their alternation.
func merge(cs []cluster) []cluster {
	cs = absorb(cs)
	if len(cs) <= 1 {
		return cs
	}
	alts := make([]string, len(cs))
	var m cluster
	for i, c := range cs {
		alts[i] = c.regex
		m.members = append(m.members, c.members...)
	}
	m.regex = "(?:" + strings.Join(alts, "|") + ")"
	return []cluster{m}
}

// leaf generalises a group of URLs of one shape (same origin, path length
// and query keys) position by position; a title segment (see refine) takes
// the class of titles whatever its URLs agree on.
func (l *learner) leaf(node []*parts, titled []int) cluster {
	p0 := node[0]
	segs := make([]string, len(p0.segs))
	free := make([]string, len(p0.segs)) // the class of a segment left wholly free
	vals := make([][]string, len(p0.segs))
	for i := range p0.segs {
		for _, p := range node {
			vals[i] = append(vals[i], p.segs[i])
		}
		fallback := segmentClass(vals[i])
		if slices.Contains(titled, i+1) {
			segs[i] = class(vals[i], fallback)
		} else {
			segs[i] = generalise(vals[i], fallback)
		}
		if segs[i] == fallback+"+" {
			free[i] = fallback
		}
	}
	rest := l.query(node)
	spell := func() string {
		return regexp.QuoteMeta(p0.origin) + "/" + strings.Join(segs, "/") + rest
	}
	if p0.segs == nil {
		spell = func() string { return regexp.QuoteMeta(p0.origin) + rest }
	}
	if excluded := l.exclusions(spell(), vals, free); excluded != nil {
		for i, words := range excluded {
			if len(words) > 0 {
				if re, ok := keepOut(free[i], words, vals[i]); ok {
					segs[i] = re
				}
			}
		}
	}
	return cluster{regex: spell(), members: node}
}

// keepOut is a free segment of class (a negated class such as [^/?#.])
// that matches none of words and every value of vals. Items named by
// number and title (a topic's 123-title beside sub-forums' names) are
// kept out by their class: no value led by a digit, whichever the crawl
// meets; items named by number alone (a member's users/12 beside topics,
// some titled 10-tips) as any number alone, the post permalinks of that
// shape (posts/396) with them. Words as many as the values at least are
// items of another type named as these are (Simple:Press's topics,
// forum/F/T/, beside the sub-forums, forum/F/SUB/): only the values seen
// are of the type, and the segment is spelled as them. Other words are spelled out (see
// except), when they are few enough; ok is false when they are not.
func keepOut(class string, words, vals []string) (re string, ok bool) {
	seen := slices.Compact(slices.Sorted(slices.Values(vals)))
	if digitLed(words) && !slices.ContainsFunc(vals, digitLedWord) {
		return strings.TrimSuffix(class, "]") + "0-9]" + class + "*", true
	}
	if !slices.ContainsFunc(vals, number) {
		kept := make([]string, len(words))
		for i, w := range words {
			if number(w) {
				w = numberMark // any number alone (see except)
			}
			kept[i] = w
		}
		slices.Sort(kept)
		words = slices.Compact(kept)
	}
	switch {
	case len(words) >= len(seen):
		return alternation(seen), true
	case len(words) <= maxExcept:
		return except(class, words), true
	}
	return "", false
}

// children splits off the URLs of ps one path segment below another URL
// of ps without a query: sub-boards, where boards are in the set too. A
// name that ends several URLs of ps is no sub-board's: it is a category
// crossed with views of the site (unanswered/CAT beside questions/CAT and
// CAT), not an item nested in its parent.
func children(ps []*parts) (roots, below []*parts) {
	plain := map[string]bool{}
	names := map[string]int{}
	for _, p := range ps {
		if p.params == nil {
			plain[p.raw] = true
		}
		if i := p.own(); i >= 0 {
			names[p.segs[i]]++
		}
	}
	for _, p := range ps {
		if up := p.parent(); up != "" && plain[up] && names[p.segs[p.own()]] == 1 {
			below = append(below, p)
		} else {
			roots = append(roots, p)
		}
	}
	return roots, below
}

// nest takes the URLs below into the clusters whose patterns match their
// parents: a branch of the parent's pattern followed by their own
// segment, free (boards/cat/board/sub beside boards/cat/board), so that
// the sub-boards learning saw under one board stand for those of every
// board, however few they are. A URL below one so taken is taken in the
// next round, one level further down. The segment keeps out the avoided
// URLs' values there (see keepOut); URLs whose segment cannot, or whose
// parent no pattern matches, are dropped as noise.
func (l *learner) nest(cs []cluster, below []*parts) []cluster {
	branches := make([][]string, len(cs))
	res := make([][]*regexp.Regexp, len(cs))
	for i, c := range cs {
		branches[i] = []string{c.regex}
		res[i] = []*regexp.Regexp{regexp.MustCompile("^" + c.regex + "$")} // built from quoted literals and fixed classes
	}
	// URLs below one branch, with a trailing slash or without.
	type siblings struct {
		branchAt
		slash bool
	}
	for len(below) > 0 {
		took := map[siblings][]*parts{}
		var order []siblings
		var rest []*parts
		for _, p := range below {
			at, ok := branchOf(res, p.parent())
			if !ok {
				rest = append(rest, p)
				continue
			}
			k := siblings{at, strings.HasSuffix(p.raw, "/")}
			if took[k] == nil {
				order = append(order, k)
			}
			took[k] = append(took[k], p)
		}
		if len(order) == 0 {
			break
		}
		added := make([][]string, len(cs))
		for _, k := range order {
			ps := took[k]
			expr, ok := l.below(branches[k.cluster][k.branch], ps)
			if !ok {
				continue
			}
			if !slices.Contains(branches[k.cluster], expr) && !slices.Contains(added[k.cluster], expr) {
				added[k.cluster] = append(added[k.cluster], expr)
			}
			cs[k.cluster].members = append(cs[k.cluster].members, ps...)
		}
		for i := range cs {
			for _, expr := range added[i] {
				branches[i] = append(branches[i], expr)
				res[i] = append(res[i], regexp.MustCompile("^"+expr+"$"))
			}
		}
		below = rest
	}
	for i := range cs {
		if len(branches[i]) > 1 {
			cs[i].regex = "(?:" + strings.Join(branches[i], "|") + ")"
		}
	}
	return cs
}

// branchAt is a branch of a cluster's pattern, by index.
type branchAt struct{ cluster, branch int }

// branchOf is the branch whose compiled pattern matches url.
func branchOf(res [][]*regexp.Regexp, url string) (branchAt, bool) {
	for c, rs := range res {
		for b, re := range rs {
			if re.MatchString(url) {
				return branchAt{c, b}, true
			}
		}
	}
	return branchAt{}, false
}

// below is the pattern of ps, URLs one segment below URLs parent matches:
// parent followed by their own segment, free but for the avoided URLs it
// must keep out.
func (l *learner) below(parent string, ps []*parts) (string, bool) {
	vals := make([]string, len(ps))
	for i, p := range ps {
		vals[i] = p.segs[p.own()]
	}
	free := segmentClass(vals)
	spell := func(seg string) string {
		if strings.HasSuffix(ps[0].raw, "/") {
			return parent + seg + "/"
		}
		return parent + "/" + seg
	}
	seg := class(vals, free)
	re, err := regexp.Compile("^" + spell(seg) + "$")
	if err != nil {
		return "", false
	}
	var words []string
	for _, a := range l.avoid {
		if i := a.own(); i >= 0 && re.MatchString(a.raw) && !slices.Contains(vals, a.segs[i]) && !slices.Contains(words, a.segs[i]) {
			words = append(words, a.segs[i])
		}
	}
	if len(words) > 0 {
		if seg != free+"+" {
			return "", false
		}
		var ok bool
		if seg, ok = keepOut(free, words, vals); !ok {
			return "", false
		}
	}
	return spell(seg), true
}

// exclusions are, by path segment, the words that keep the avoided URLs
// that regex matches out of it (nil when none is matched), each out of a
// free segment where no member holds it. An avoided URL whose value
// alone starts with a digit there is kept out at that segment (by its
// class, see leaf). The others are kept out a word at a time, the word
// that the most of those still matched hold first: a word many share is
// one kind of page (each topic's feed, forum/F/T/rss/; a board's later
// pages, page-#), where their other values (the boards and topics) would
// be a list of items. A word and a number wins a tie with a name. Nothing
// is kept out of the first segment: a site's top-level sections are few,
// and their names (as learn narrows such a pattern to) say more than a
// list of what they are not.
func (l *learner) exclusions(regex string, vals [][]string, free []string) [][]string {
	re, err := regexp.Compile("^" + regex + "$")
	if err != nil {
		return nil
	}
	// word is what keeps an avoided URL's value out: the value, or its
	// word and a number (page-# of page-2) when no member's value is
	// that word and a number, so that every page of the kind is kept out.
	word := func(i int, v string) string {
		w, ok := numbered(v)
		if !ok || slices.ContainsFunc(vals[i], func(m string) bool { mw, ok := numbered(m); return ok && mw == w }) {
			return v
		}
		return w + numberMark
	}
	open := func(a *parts, i int) bool {
		v := a.segs[i]
		return i > 0 && free[i] != "" && !slices.Contains(vals[i], v) && plainASCII(v)
	}
	var out [][]string
	keep := func(i int, w string) {
		if out == nil {
			out = make([][]string, len(vals))
		}
		if !slices.Contains(out[i], w) {
			out[i] = append(out[i], w)
		}
	}
	var rest []*parts
	for _, a := range l.avoid {
		if len(a.segs) != len(vals) || !re.MatchString(a.raw) {
			continue
		}
		led := -1
		for i, v := range a.segs {
			if open(a, i) && (digitLedWord(v) && !slices.ContainsFunc(vals[i], digitLedWord) || number(v) && !slices.ContainsFunc(vals[i], number)) {
				led = i
				break
			}
		}
		if led >= 0 {
			keep(led, a.segs[led]) // an item named by number: kept out by its class (see keepOut)
		} else {
			rest = append(rest, a)
		}
	}
	type at struct {
		seg  int
		word string
	}
	for len(rest) > 0 {
		held := map[at]int{}
		for _, a := range rest {
			for i, v := range a.segs {
				if open(a, i) {
					held[at{i, word(i, v)}]++
				}
			}
		}
		if len(held) == 0 {
			break
		}
		best := slices.MaxFunc(slices.Collect(maps.Keys(held)), func(x, y at) int {
			if d := held[x] - held[y]; d != 0 {
				return d
			}
			if nx, ny := strings.HasSuffix(x.word, numberMark), strings.HasSuffix(y.word, numberMark); nx != ny {
				if nx {
					return 1
				}
				return -1
			}
			if x.seg != y.seg {
				return y.seg - x.seg
			}
			return strings.Compare(y.word, x.word)
		})
		keep(best.seg, best.word)
		rest = slices.DeleteFunc(rest, func(a *parts) bool { return open(a, best.seg) && word(best.seg, a.segs[best.seg]) == best.word })
	}
	return out
}

// numberMark ends a word that except keeps out followed by any number:
// page-# is page-2, page-3... A path segment's class never holds it.
const numberMark = "#"

// numbered splits a value that is a word and a number (page-2, p3) into
// the word; ok is false for any other value.
func numbered(v string) (w string, ok bool) {
	ts := tokens(v)
	n := len(ts) - 1
	if n < 1 || !isDigit(ts[n][0]) || slices.ContainsFunc(ts[:n], func(t string) bool { return isDigit(t[0]) }) {
		return "", false
	}
	return v[:len(v)-len(ts[n])], true
}

// alternation is a regex for exactly the values of sorted, distinct vals.
func alternation(vals []string) string {
	qs := make([]string, len(vals))
	for i, v := range vals {
		qs[i] = regexp.QuoteMeta(v)
	}
	return "(?:" + strings.Join(qs, "|") + ")"
}

// plainASCII reports whether v is ASCII without characters a path's class
// leaves out, so that except can spell it.
func plainASCII(v string) bool {
	for i := 0; i < len(v); i++ {
		if c := v[i]; c >= utf8.RuneSelf || strings.IndexByte("/?#.", c) >= 0 {
			return false
		}
	}
	return v != ""
}

// maxExcept is the most values except spells out of a segment: more would
// be a list of items (topics, members) no shorter than the pattern's own
// URLs, and no help on the items learning did not see.
const maxExcept = 16

// digitLed reports whether every word starts with a digit.
func digitLed(words []string) bool {
	return !slices.ContainsFunc(words, func(w string) bool { return !digitLedWord(w) })
}

func digitLedWord(w string) bool { return w != "" && isDigit(w[0]) }

// number reports whether w is a run of digits.
func number(w string) bool { return w != "" && strings.Trim(w, "0123456789") == "" }

// except is a regex for one or more characters of class, a negated class
// such as [^/?#.], other than the words: RE2 has no lookahead, so it spells
// out, prefix by prefix of the words, what may follow. For "user":
// [^/?#.u][^/?#.]* or u followed by nothing, or by [^/?#.s][^/?#.]*, or
// by s followed ..., or by "ser" and one character more at least. A word
// ending in numberMark keeps out its word and any number: after "page-"
// may follow nothing, or what does not start with a digit, or digits and
// then a character that is none; numberMark alone keeps out any number.
func except(class string, words []string) string {
	// without is class without the characters cs nor, with digits, 0-9.
	without := func(cs []byte, digits bool) string {
		var b strings.Builder
		b.WriteString(strings.TrimSuffix(class, "]"))
		for _, c := range cs {
			if !isLetter(c) && !isDigit(c) {
				b.WriteByte('\\')
			}
			b.WriteByte(c)
		}
		if digits {
			b.WriteString("0-9")
		}
		b.WriteByte(']')
		return b.String()
	}
	var after func(ws []string, depth int) string
	after = func(ws []string, depth int) string {
		next := map[byte][]string{}
		ended, number := false, false
		for _, w := range ws {
			switch {
			case len(w) == depth:
				ended = true
			case w[depth:] == numberMark:
				number = true
			default:
				next[w[depth]] = append(next[w[depth]], w)
			}
		}
		cs := slices.Sorted(maps.Keys(next))
		if len(cs) == 0 && !number {
			return class + "+" // a word ends here: one character more at least
		}
		alts := []string{without(cs, number) + class + "*"}
		if number {
			alts = append(alts, `\d+`+without(nil, true)+class+"*")
		}
		for _, c := range cs {
			alts = append(alts, regexp.QuoteMeta(string(c))+after(next[c], depth+1))
		}
		re := "(?:" + strings.Join(alts, "|") + ")"
		if depth > 0 && !ended {
			re += "?" // the prefix itself is no word
		}
		return re
	}
	return after(words, 0)
}

// query spells the query of a group of URLs of one shape.
func (l *learner) query(node []*parts) string {
	p0 := node[0]
	var b strings.Builder
	vals := make([]string, len(node))
	for j, q := range p0.params {
		if q.sep == '?' {
			b.WriteByte('\\')
		}
		b.WriteByte(q.sep)
		b.WriteString(regexp.QuoteMeta(q.key))
		if q.eq {
			b.WriteByte('=')
		}
		if q.valued() {
			for k, p := range node {
				vals[k] = p.params[j].val
			}
			b.WriteString(generalise(vals, queryClass(vals, p0.params)))
		}
	}
	return b.String()
}

// segmentClass is the class of what a path segment's values leave free: a
// segment none of whose values holds a dot takes none, so that a list's
// pages do not take in the files beside them (tags/TAG.rss beside
// tags/TAG). Slugs seldom keep a dot; software turns it into a dash.
func segmentClass(vals []string) string {
	if slices.ContainsFunc(vals, func(v string) bool { return strings.Contains(v, ".") }) {
		return `[^/?#]`
	}
	return `[^/?#.]`
}

// queryClass is the class of what a query value leaves free: a value none
// of whose values holds a slash takes none, so that a board's name
// (YaBB's board=NAME) does not take in its pages (board=NAME/20) and their
// first-page aliases (board=NAME/0), which software writes with one. A
// value of a query joined by commas (see splitQuery) takes no comma.
func queryClass(vals []string, params []param) string {
	stop := `&;#`
	if slices.ContainsFunc(params, func(q param) bool { return q.pos || q.sep == ',' }) {
		stop += `,`
	}
	if !slices.ContainsFunc(vals, func(v string) bool { return strings.Contains(v, "/") }) {
		stop += `/`
	}
	return `[^` + stop + `]`
}

// absorb folds each cluster whose URLs another cluster's regex already
// matches into that cluster. This undoes splits on content that merely
// repeats, such as a category name carried by several page-flips, whose
// literal pattern the pattern of the other categories subsumes.
func absorb(cs []cluster) []cluster {
	if len(cs) < 2 {
		return cs
	}
	res := make([]*regexp.Regexp, len(cs))
	for i, c := range cs {
		res[i] = regexp.MustCompile("^" + c.regex + "$") // built from quoted literals and fixed classes
	}
	out := slices.Clone(cs)
	gone := make([]bool, len(cs))
	for i := range out {
		for j := range out {
			if i != j && !gone[j] && matchesAll(res[j], out[i].members) {
				out[j].members = append(out[j].members, out[i].members...)
				gone[i] = true
				break
			}
		}
	}
	kept := out[:0]
	for i, c := range out {
		if !gone[i] {
			kept = append(kept, c)
		}
	}
	return kept
}

func matchesAll(re *regexp.Regexp, ps []*parts) bool {
	for _, p := range ps {
		if !re.MatchString(p.raw) {
			return false
		}
	}
	return true
}
