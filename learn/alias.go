package learn

import (
	"context"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"focus/align"
	"focus/urlpattern"
)

// A first-page alias is a URL in page-flipping form that shows a first
// page: Vanilla's discussion/N/title/p1, Chyrp's comments_page/1/, Stack
// Exchange's ?page=1, linked from page 2 back to page 1. Its form is the
// page-flipping regex's, so the regex alone would send the crawl to every
// first page twice. Learning looks for one on the later pages it reaches
// and, when found, narrows the regex's page number to exclude it.

// backWords are the paging anchors that lead back towards the first page.
// Older and newer go both ways: blogs list posts newest first and
// comments oldest first.
var backWords = align.WordSet("first|first page|previous|prev|previous page|newer|newer posts|newer entries|" +
	"newer articles|newer comments|older|older posts|older entries|older articles|older comments|erste|erste seite|vorherige|vorherige seite|zurück|neuere beiträge|" +
	"neuere einträge|neuere kommentare|ältere beiträge|ältere einträge|ältere kommentare|première|première page|précédent|précédente|page précédente|" +
	"articles plus récents|messages plus récents|commentaires plus récents|articles plus anciens|" +
	"messages plus anciens|commentaires plus anciens|anterior|precedente|vorige|" +
	"上一页|上页|前へ")

// backAnchor reports whether an anchor leads back towards the first page.
func backAnchor(a string) bool {
	n, sym := align.NormAnchor(a)
	if sym {
		return strings.ContainsAny(a, "«‹←⇐◄◀<")
	}
	if lead, ok := align.Counted(n); ok {
		return backWords[lead]
	}
	return backWords[n] || firstNumber(n)
}

// firstNumber reports whether a normalised anchor is the first page's
// number: "1", "page 1" (Lobsters' "<< Page 1").
func firstNumber(n string) bool {
	v, ok := align.PageNumber(n)
	return ok && v == 1
}

// firstWords name the first page itself, not the one before.
var firstWords = align.WordSet("first|first page|erste|erste seite|première|première page")

// firstAnchor reports whether an anchor names the first page: from page 3
// the pager's "1" leads there, its "previous" to page 2. A vote count or
// a comment's number reads "1" too: findAlias trusts the anchor only on
// a URL that extends the first page's.
func firstAnchor(a string) bool {
	n, _ := align.NormAnchor(a)
	return firstWords[n] || firstNumber(n)
}

// findAlias looks, once per kind of list, for a first-page alias: on a
// later page of p's list (p itself, or the page its paging links lead to
// when p is a first page), the links back to the first page. One that is
// not the first page's own URL but, fetched, shows the first page or
// redirects to it, is an alias. Back links all to the first page's own URL settle that this kind
// of list has none; IP.Board's First goes there, its Prev and 1 to the
// alias page-1.
func (l *learner) findAlias(ctx context.Context, p *page, kind string, accepted []*group) {
	root := l.pages[p.family()]
	// One alias per kind of list: a blog's front page and its category
	// pages may spell page 1 differently.
	list := kind + " " + l.via[p.family()]
	if root == nil || !root.ok() || l.aliasDone[list] || l.aliasTries[list] >= 2 {
		return
	}
	later := p
	if p == root {
		// On a first page every paging link leads on.
		next := ""
		fwd := ""
		for _, g := range accepted {
			for _, i := range flipOrder(g) {
				if u := g.urls[i]; next == "" && !l.index.seen[u] && !l.thread.seen[u] {
					next, fwd = u, g.anchors[i]
				}
			}
		}
		if next == "" {
			return
		}
		l.aliasTries[list]++
		if later = l.get(ctx, next); later == nil || !later.ok() {
			return
		}
		if later.fam == "" {
			later.fam, later.fwd = root.url, fwd
		}
		if kind == TypeIndex {
			l.enqueue(later.url, root.url)
		} else {
			l.threads = append(l.threads, later)
		}
	}
	var back []string
	toRoot := false
	for _, k := range l.links(ctx, later) {
		if !backAnchor(k.Anchor) {
			continue
		}
		if k.URL == root.url {
			toRoot = true
			continue
		}
		if !l.index.seen[k.URL] && !l.thread.seen[k.URL] {
			if firstAnchor(k.Anchor) && extends(k.URL, root.url) {
				back = slices.Insert(back, 0, k.URL)
			} else {
				back = append(back, k.URL)
			}
		}
	}
	if len(back) == 0 {
		l.aliasDone[list] = toRoot
		return
	}
	// A link back of the later page's own shape first: on a board's page 2
	// each topic row's pager links its topic's page 1 ahead of the board's
	// own pager (e107's viewtopic.php?p=1&id=T before viewforum.php?p=1&id=F).
	// Its own URL but for the numbers comes before that: a topic row's
	// count of replies reads "1" too, in the same shape (Carbon Forum's t/103
	// beside tag/NAME/page/1).
	own, form := urlpattern.Shape(later.url), digitsAsOne(later.url)
	other := func(u string) int {
		switch {
		case digitsAsOne(u) == form:
			return 0
		case urlpattern.Shape(u) == own:
			return 1
		}
		return 2
	}
	slices.SortStableFunc(back, func(a, b string) int { return other(a) - other(b) })
	l.aliasTries[list]++
	// Redirected to the first page, it is an alias all the same (Carbon
	// Forum's t/ID-1 to t/ID, tag/A%20B/page/1 to tag/A%20B, which shows
	// tag/A+B): the crawl would fetch it for nothing.
	if d := l.get(ctx, back[0]); d != nil && (d.final == root.url || d.doc != nil && samePage(root, d)) {
		l.log.Debug("first-page alias", "kind", kind, "url", d.url, "of", root.url)
		l.aliases[kind] = append(l.aliases[kind], d.url)
		l.aliasDone[list] = true
	}
}

// moreAliases looks for first-page aliases among the links of first pages
// of kind that the learned page-flipping regex matches but that were not
// learned from: WordPress links each comment of a post's first page as
// comment-page-1/#comment-N, a page its pagers never name. Two tries at
// most, on the first such link found that want takes (nil takes any).
func (l *learner) moreAliases(ctx context.Context, kind string, pages []*page, firsts, flips *urlpattern.Matcher, training []string, want func(string) bool) {
	tries := 0
	for _, p := range pages {
		if p.family() != p.url || !p.ok() || !firsts.Match(p.url) && p.url != l.home {
			continue
		}
		for _, k := range l.links(ctx, p) {
			u := k.URL
			if !flips.Match(u) || want != nil && !want(u) || slices.Contains(training, u) || slices.Contains(l.aliases[kind], u) ||
				l.index.seen[u] || l.thread.seen[u] {
				continue
			}
			if tries++; tries > 2 {
				return
			}
			if d := l.get(ctx, u); d != nil && d.ok() && samePage(p, d) {
				l.log.Debug("first-page alias", "kind", kind, "url", u, "of", p.url)
				l.aliases[kind] = append(l.aliases[kind], u)
				return
			}
			break
		}
	}
}

// wordAliases looks for page-flipping URLs that give their page as a word
// in a parameter that other page-flipping URLs of the kind number:
// Askbot's paginator prints its hidden previous link, on a first page, as
// ?page=None, and that shows the first page. One fetch for each kind,
// parameter and word settles it (samePage); the word's URLs are then
// first-page aliases, kept out of the page-flipping URLs (see flipLists),
// as narrowing a number (see excludeFirst) cannot keep out a word.
func (l *learner) wordAliases(ctx context.Context) {
	numbered := map[string]bool{} // page kind and parameter
	words := map[string]flipURL{} // page kind, parameter and word -> the first URL met
	var order []string
	for _, f := range l.flipURLs {
		q := urlpattern.QueryValues(f.url)
		for _, k := range slices.Sorted(maps.Keys(q)) {
			for _, v := range q[k] {
				if isNumber(v) {
					numbered[f.kind+" "+k] = true
				} else if w := f.kind + " " + k + "=" + v; words[w].url == "" {
					words[w] = f
					order = append(order, w)
				}
			}
		}
	}
	for _, w := range order {
		f := words[w]
		kindParam, _, _ := strings.Cut(w, "=")
		root := l.pages[f.source.family()]
		if !numbered[kindParam] || root == nil || !root.ok() || root.url == f.url {
			continue
		}
		if d := l.get(ctx, f.url); d != nil && d.ok() && samePage(root, d) {
			l.log.Debug("first-page alias", "kind", f.kind, "url", f.url, "of", root.url, "word", w)
			l.aliases[f.kind] = append(l.aliases[f.kind], f.url)
			l.pageWords[w] = true
		}
	}
}

// namedByWord reports whether u names its page by a word that names the
// first page (see wordAliases).
func (l *learner) namedByWord(kind, u string) bool {
	for k, vs := range urlpattern.QueryValues(u) {
		for _, v := range vs {
			if l.pageWords[kind+" "+k+"="+v] {
				return true
			}
		}
	}
	return false
}

func isNumber(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// digits is how urlpattern writes a generalised number.
const digits = `\d+`

// pageNumber is one generalised number of a page-flipping regex: the regex
// with that number captured as the group urlpattern.StepGroup names.
type pageNumber struct {
	expr    string
	at      int // where the number starts in expr
	grouped string
	re      *regexp.Regexp
	ignore  []string
}

// pageNumbers lists the generalised numbers of expr, the last first: a page
// number is usually the last.
func pageNumbers(expr string, ignore []string) []pageNumber {
	var out []pageNumber
	for at := strings.LastIndex(expr, digits); at >= 0; at = strings.LastIndex(expr[:at], digits) {
		grouped := expr[:at] + `(?P<` + urlpattern.StepGroup + `>` + digits + `)` + expr[at+len(digits):]
		re, err := regexp.Compile(grouped)
		if err != nil {
			return nil
		}
		out = append(out, pageNumber{expr: expr, at: at, grouped: grouped, re: re, ignore: ignore})
	}
	return out
}

// of is the number in u; false when u does not match.
func (n pageNumber) of(u string) (string, bool) {
	m := n.re.FindStringSubmatch(urlpattern.StripParams(u, n.ignore))
	if m == nil {
		return "", false
	}
	return m[n.re.SubexpIndex(urlpattern.StepGroup)], true
}

// value is the number in u as an int, 0 when u does not match.
func (n pageNumber) value(u string) int {
	s, _ := n.of(u)
	v, _ := strconv.Atoi(s)
	return v
}

// listed reports whether the number in u is part of the URL of u's first
// page: a leading part of u that ends after it, at a separator, is a URL
// firsts matches.
func (n pageNumber) listed(u string, firsts *urlpattern.Matcher) bool {
	u = urlpattern.StripParams(u, n.ignore)
	m := n.re.FindStringSubmatchIndex(u)
	end := -1
	if m != nil {
		end = m[2*n.re.SubexpIndex(urlpattern.StepGroup)+1]
	}
	if end < 0 {
		return false // no match, or the number in a branch u does not take
	}
	for c := end; c <= len(u); c++ {
		if (c == len(u) || strings.IndexByte("/?&;#", u[c]) >= 0) && firsts.Match(u[:c]) {
			return true
		}
	}
	return false
}

// pageStep gives a page-flipping pattern the step of its page numbers
// where they count items, not pages, and the site links offsets that are
// no page's start: YaBB's pagers link num=T/15 and num=T/30, its replies
// num=T/17#17, each the page holding the reply under another URL. The
// training URLs' numbers give the step, 3 at least. The evidence is a URL
// of the pattern at an offset from 2 to the step that shows the first
// page (num=T/2), looked for (see moreAliases) when no alias found is one:
// where numbers count pages, 2 is the second page. A number the first
// page's URL has as well (Askbot's question/ID/SLUG/?page=2) is the
// list's, not the page's: another list's alias is no offset of this one.
//
// Where the first pages' URLs carry the number too, at 1, the numbers
// count items from 1 (see windows), and no more evidence is needed.
func (l *learner) pageStep(ctx context.Context, kind string, set *urlpattern.Set, pages []*page, firsts, flips *urlpattern.Matcher, training []string) {
	for i, p := range set.Patterns {
		for _, n := range pageNumbers(p.Regex, set.Ignore) {
			if step := n.windows(pages, firsts, training); step > 0 {
				set.Patterns[i].Regex, set.Patterns[i].Step, set.Patterns[i].From = n.grouped, step, 1
				l.log.Debug("page windows", "kind", kind, "step", step, "regex", n.grouped)
				break
			}
			step := 0
			for _, u := range training {
				if v := n.value(u); v > 0 {
					step = gcd(step, v)
				}
			}
			if step < 3 || slices.ContainsFunc(training, func(u string) bool { return n.listed(u, firsts) }) {
				continue
			}
			inside := func(u string) bool { v := n.value(u); return v >= 2 && v < step }
			if !slices.ContainsFunc(l.aliases[kind], inside) {
				l.moreAliases(ctx, kind, pages, firsts, flips, training, inside)
			}
			if slices.ContainsFunc(l.aliases[kind], inside) {
				set.Patterns[i].Regex, set.Patterns[i].Step = n.grouped, step
				l.log.Debug("page offsets", "kind", kind, "step", step, "regex", n.grouped)
				break
			}
		}
	}
}

// windows is the step of a number that counts items from 1, 0 for a
// number that does not: Beehive's page of a thread is the window of 20
// posts from the one its URL names, msg=T.1 the first page, T.21 and T.41
// the pager's later pages, and any other post's window (a reply's link to
// T.7) a view across two pages. The first pages' URLs have the number at
// 1, and two training URLs or more at 1 plus multiples of the step, 3 at
// least: page numbers would be at 2 (a pager's next page), their step 1.
// The training URLs are often all second pages (T.21), of threads two
// pages long.
func (n pageNumber) windows(pages []*page, firsts *urlpattern.Matcher, training []string) int {
	ones := 0
	for _, p := range pages {
		if !firsts.Match(p.url) {
			continue
		}
		if v, ok := n.of(p.url); ok {
			if v != "1" {
				return 0
			}
			ones++
		}
	}
	step, later := 0, 0
	for _, u := range training {
		if v := n.value(u); v > 1 {
			step = gcd(step, v-1)
			later++
		} else if _, ok := n.of(u); ok {
			return 0
		}
	}
	if ones == 0 || later < 2 || step < 3 {
		return 0
	}
	return step
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// excludeFirst narrows, in each pattern of set that matches an alias, the
// number that is the alias's page number (1, or 0 where pages count from
// 0) and no training URL's, so that it no longer matches that page. A
// site numbers the pages of all its lists alike: a pattern no alias
// matches is narrowed the same where its number follows the same
// parameter (Askbot's tag lists page as tags:T/page:N/ like the entry's
// list, whose page:1 is an alias).
func excludeFirst(set *urlpattern.Set, aliases, training []string) {
	firsts := map[string]string{} // parameter of a narrowed number -> the first page's number
	var rest []int
	for i, p := range set.Patterns {
		n, first := aliasNumber(p.Regex, set.Ignore, aliases, training)
		if first == "" {
			rest = append(rest, i)
			continue
		}
		set.Patterns[i].Regex = n.without(first)
		if k := n.param(); k != "" {
			firsts[k] = first
		}
	}
	for _, i := range rest {
		for _, n := range pageNumbers(set.Patterns[i].Regex, set.Ignore) {
			if n.takes(aliases, "") {
				break // an alias's pattern, left as aliasNumber judged it
			}
			if first, ok := firsts[n.param()]; ok && n.param() != "" && !n.takes(training, first) {
				set.Patterns[i].Regex = n.without(first)
				break
			}
		}
	}
}

// aliasNumber finds the number of expr that is the aliases' page number
// (1 or 0) and no training URL's; first is "" when there is none.
func aliasNumber(expr string, ignore, aliases, training []string) (n pageNumber, first string) {
	for _, n := range pageNumbers(expr, ignore) {
		first := ""
		for _, a := range aliases {
			if v, ok := n.of(a); ok {
				if first != "" && v != first || v != "0" && v != "1" {
					first = "-"
				} else {
					first = v
				}
			}
		}
		if first != "" && first != "-" && !n.takes(training, first) {
			return n, first
		}
	}
	return pageNumber{}, ""
}

// takes reports whether some URL of us has the number at value v ("":
// at any value).
func (n pageNumber) takes(us []string, v string) bool {
	return slices.ContainsFunc(us, func(u string) bool {
		w, ok := n.of(u)
		return ok && (v == "" || w == v)
	})
}

// without is the regex with the number kept from value first (1 or 0).
func (n pageNumber) without(first string) string {
	without := `(?:[2-9]|[1-9]\d+)` // 1 excluded
	if first == "0" {
		without = `[1-9]\d*`
	}
	e := n.expr
	return e[:n.at] + without + e[n.at+len(digits):]
}

// param is the parameter name the number follows ("page=", "page:"), ""
// when it follows a separator or a pattern.
func (n pageNumber) param() string {
	e := n.expr[:n.at]
	k := e[strings.LastIndexAny(e, "/?&;")+1:]
	if strings.ContainsAny(k, `[]()\+*`) || !strings.HasSuffix(k, "=") && !strings.HasSuffix(k, ":") {
		return ""
	}
	return k
}
