package comment

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/net/html"

	"focus/align"
	"focus/eval"
)

// LearnOptions tune keyword learning; the zero value means the defaults.
type LearnOptions struct {
	Max int // keywords to keep; 0 = 25, the size of the paper's list
	// MaxFPR bounds each keyword's false-positive rate: the share of pages
	// without comments on which it fires, averaged over sites so that a big
	// site does not outvote a small one. 0 = 0.02.
	MaxFPR float64
	// MaxListFPR bounds the whole list's false-positive rate (the rule is
	// an OR, so errors add up), averaged the same way. 0 = 0.05.
	MaxListFPR float64
	// MaxSiteFPR bounds each keyword's false-positive rate on every site
	// alone: a name that fires on a tenth of some site's pages without
	// comments is that site's chrome ("tools", "message"), however rare
	// elsewhere. 0 = 0.1.
	MaxSiteFPR float64
	// MinSupport is how many pages with comments a keyword must fire on, so
	// that one page's odd class name is not learned. 0 = 2.
	MinSupport int
	// MinSites is on how many sites a keyword must fire on at least half
	// the pages with comments. A class name of one site's comment markup
	// is as likely to be that site's article markup ("single", "share__x")
	// or its words for anything at all ("note", "tags"): what several
	// comment systems share is what carries over to sites never seen, as
	// the paper draws its list from many domains. 0 = 2; 1 learns
	// site-specific lists.
	MinSites int
	// Redundant keeps keywords that detect no training page with comments
	// the list misses so far, as the paper's list of 25 does. On the farm
	// those are the generic words several sites happen to share ("thread",
	// "article", "depth", "even"), and they cost precision on sites not
	// seen: off by default.
	Redundant bool
}

func (o LearnOptions) withDefaults() LearnOptions {
	if o.Max <= 0 {
		o.Max = 25
	}
	if o.MaxFPR <= 0 {
		o.MaxFPR = 0.02
	}
	if o.MaxListFPR <= 0 {
		o.MaxListFPR = 0.05
	}
	if o.MinSupport <= 0 {
		o.MinSupport = 2
	}
	if o.MaxSiteFPR <= 0 {
		o.MaxSiteFPR = 0.1
	}
	if o.MinSites <= 0 {
		o.MinSites = 2
	}
	return o
}

// minKeyword is the shortest keyword learned: shorter pieces of class names
// ("nav", "box") say nothing about comments.
const minKeyword = 4

// doc is a labelled page reduced to what learning reads.
type doc struct {
	site     int
	comments bool
	classes  []string
	uses     []int // by classes: how many elements carry the class name
}

// corpus is labelled pages parsed once, for learning and evaluation.
type corpus struct {
	sites []string // site names, by doc.site
	docs  []doc
}

func newCorpus(pages []Labelled) (*corpus, error) {
	c := &corpus{}
	at := map[string]int{}
	for _, p := range pages {
		root, err := align.ParseHTML(p.HTML)
		if err != nil {
			return nil, fmt.Errorf("page %s: %w", p.URL, err)
		}
		i, ok := at[p.Site]
		if !ok {
			i = len(c.sites)
			at[p.Site] = i
			c.sites = append(c.sites, p.Site)
		}
		classes, uses := proseUses(root)
		c.docs = append(c.docs, doc{site: i, comments: p.Comments, classes: classes, uses: uses})
	}
	return c, nil
}

// Learn learns the comment keyword list from pages with and without
// comments, as the paper composes its list from the CSS class names found
// near comments on training pages of many domains. Page labels say which
// pages show comments, not which elements are comments, so "near
// comments" becomes "on elements that carry prose, on pages with
// comments, repeated with the comments, and hardly ever on pages
// without". Only the class names of elements that carry prose count
// ([ProseClasses]), in learning as in detection:
//
//  1. Candidates are the prose class names of pages with comments and their
//     pieces: runs of up to three words of a name split at "-" and "_"
//     ("comment-body" gives "comment", "body" and "comment-body"), at
//     least four characters long, with no digit (numbered names are ids:
//     post-123, depth-1, col-6).
//  2. A candidate fires on a page when it is a substring of one of the
//     page's prose class names: the rule the detector applies. A candidate is
//     kept if it fires on at least MinSupport pages with comments, on at
//     least half the pages with comments of MinSites sites, on at most
//     MaxFPR of the pages without (averaged over sites) and MaxSiteFPR of
//     any one site's, and if on some
//     site the number of elements it fires on varies between pages with
//     comments (see repeats).
//  3. Candidates are ranked by the number of sites on which they fire on
//     at least half the pages with comments (a keyword many sites share is
//     what carries over to sites never seen), then by recall averaged over
//     sites, then by false-positive rate, then shorter first (more
//     general).
//  4. The list is filled in rank order up to Max keywords. A candidate that
//     contains a keyword already listed adds nothing (the shorter one fires
//     wherever it does) and is skipped; one contained in listed keywords
//     replaces them. A candidate that would lift the list's false-positive
//     rate over MaxListFPR is skipped, and so is one that detects no
//     training page with comments the list misses (unless Redundant).
//
// The pages without comments should include posts nobody commented on
// (FarmPages and MirrorPages take half of them so): against listings
// alone, the markup of any article passes for comment markup. Every site
// needs pages of both labels for its rates to mean anything; a site with
// one label still counts where it can.
func Learn(pages []Labelled, opt LearnOptions) (Keywords, error) {
	c, err := newCorpus(pages)
	if err != nil {
		return nil, fmt.Errorf("learn comment keywords: %w", err)
	}
	kw := c.learn(nil, opt.withDefaults())
	if len(kw) == 0 {
		return nil, errors.New("learn comment keywords: no class name tells the pages with comments from those without")
	}
	return kw, nil
}

// learn learns from the docs of sites not excluded (by index).
func (c *corpus) learn(exclude []bool, opt LearnOptions) Keywords {
	use := func(d doc) bool { return exclude == nil || !exclude[d.site] }
	// Every distinct class name, with the docs that use it.
	type usage struct{ doc, n int }
	names := map[string][]usage{}
	for i, d := range c.docs {
		if !use(d) {
			continue
		}
		for j, n := range d.classes {
			names[n] = append(names[n], usage{i, d.uses[j]})
		}
	}
	cands := map[string]bool{}
	for _, d := range c.docs {
		if use(d) && d.comments {
			for _, n := range d.classes {
				for _, p := range pieces(n) {
					cands[p] = true
				}
			}
		}
	}
	nameList := make([]string, 0, len(names))
	for n := range names {
		nameList = append(nameList, n)
	}
	slices.Sort(nameList)

	type scored struct {
		kw         string
		fires      []bool // by doc
		wideSites  int
		recall     float64
		fpr        float64
		supportPos int
	}
	var ranked []scored
	for k := range cands {
		fires := make([]bool, len(c.docs))
		count := make([]int, len(c.docs))
		for _, n := range nameList {
			if strings.Contains(n, k) {
				for _, u := range names[n] {
					fires[u.doc] = true
					count[u.doc] += u.n
				}
			}
		}
		r := c.rates(fires, use)
		if r.tpTotal < opt.MinSupport || r.wideSites < opt.MinSites || r.fpr > opt.MaxFPR || r.maxFPR > opt.MaxSiteFPR || !c.repeats(count, use) {
			continue
		}
		ranked = append(ranked, scored{kw: k, fires: fires, wideSites: r.wideSites, recall: r.recall, fpr: r.fpr, supportPos: r.tpTotal})
	}
	slices.SortFunc(ranked, func(a, b scored) int {
		return cmp.Or(
			cmp.Compare(b.wideSites, a.wideSites),
			cmp.Compare(b.recall, a.recall),
			cmp.Compare(a.fpr, b.fpr),
			cmp.Compare(len(a.kw), len(b.kw)),
			strings.Compare(a.kw, b.kw))
	})

	var list []scored
	listFires := func(l []scored) []bool {
		f := make([]bool, len(c.docs))
		for _, s := range l {
			for i, v := range s.fires {
				f[i] = f[i] || v
			}
		}
		return f
	}
	for _, s := range ranked {
		if len(list) == opt.Max {
			break
		}
		if slices.ContainsFunc(list, func(t scored) bool { return strings.Contains(s.kw, t.kw) }) {
			continue
		}
		next := slices.DeleteFunc(slices.Clone(list), func(t scored) bool { return strings.Contains(t.kw, s.kw) })
		next = append(next, s)
		r := c.rates(listFires(next), use)
		if r.fpr > opt.MaxListFPR || (!opt.Redundant && len(next) > len(list) && r.tpTotal == c.rates(listFires(list), use).tpTotal) {
			continue
		}
		list = next
	}
	kw := make(Keywords, len(list))
	for i, s := range list {
		kw[i] = s.kw
	}
	return kw
}

// repeats reports whether a candidate, by the number of elements it fires
// on (count, by doc), marks something that comes in varying numbers on the
// pages with comments of some site: the comments. The paper collects the
// class names "located closely to Web comments"; page labels do not say
// where the comments are, but a comment's markup repeats with the
// comments, while the page's own ("article", "single", "permalink" of the
// post) comes once whatever the number of comments.
func (c *corpus) repeats(count []int, use func(doc) bool) bool {
	lo, hi := make([]int, len(c.sites)), make([]int, len(c.sites))
	for s := range lo {
		lo[s] = -1
	}
	for i, d := range c.docs {
		if !use(d) || !d.comments || count[i] == 0 {
			continue
		}
		if lo[d.site] < 0 || count[i] < lo[d.site] {
			lo[d.site] = count[i]
		}
		hi[d.site] = max(hi[d.site], count[i])
	}
	for s := range lo {
		if hi[s] >= 2 && hi[s] > lo[s] {
			return true
		}
	}
	return false
}

// classUses returns the distinct class names (lower-cased, in document
// order of first use) of the elements under root that keep accepts (nil:
// all), with the number of those elements that carry each.
func classUses(root *html.Node, keep func(*html.Node) bool) ([]string, []int) {
	var names []string
	var uses []int
	at := map[string]int{}
	for n := range root.Descendants() {
		if n.Type != html.ElementNode || (keep != nil && !keep(n)) {
			continue
		}
		for _, a := range n.Attr {
			if a.Namespace != "" || a.Key != "class" {
				continue
			}
			for _, c := range strings.Fields(a.Val) {
				c = strings.ToLower(c)
				i, ok := at[c]
				if !ok {
					i = len(names)
					at[c] = i
					names = append(names, c)
					uses = append(uses, 0)
				}
				uses[i]++
			}
		}
	}
	return names, uses
}

// rates are a rule's rates over the docs in use, averaged over sites.
type rates struct {
	recall    float64 // mean over sites with pages with comments
	fpr       float64 // mean over sites with pages without
	maxFPR    float64 // the highest of one site
	wideSites int     // sites where the rule fires on at least half the pages with comments
	tpTotal   int
}

func (c *corpus) rates(fires []bool, use func(doc) bool) rates {
	n := len(c.sites)
	tp, pos, fp, neg := make([]int, n), make([]int, n), make([]int, n), make([]int, n)
	for i, d := range c.docs {
		if !use(d) {
			continue
		}
		if d.comments {
			pos[d.site]++
			if fires[i] {
				tp[d.site]++
			}
		} else {
			neg[d.site]++
			if fires[i] {
				fp[d.site]++
			}
		}
	}
	var r rates
	var npos, nneg int
	for s := range n {
		if pos[s] > 0 {
			npos++
			r.recall += float64(tp[s]) / float64(pos[s])
			if 2*tp[s] >= pos[s] {
				r.wideSites++
			}
		}
		if neg[s] > 0 {
			nneg++
			r.fpr += float64(fp[s]) / float64(neg[s])
			r.maxFPR = max(r.maxFPR, float64(fp[s])/float64(neg[s]))
		}
		r.tpTotal += tp[s]
	}
	if npos > 0 {
		r.recall /= float64(npos)
	}
	if nneg > 0 {
		r.fpr /= float64(nneg)
	}
	return r
}

// pieces returns the keyword candidates of one class name (see Learn).
func pieces(name string) []string {
	// Words and the separators before them: BEM's "__" stays in the
	// piece that spans it, so "comment__text" is a candidate as written.
	type word struct{ sep, w string }
	var words []word
	sep, cur := "", ""
	for _, r := range name {
		if r == '-' || r == '_' {
			if cur != "" {
				words = append(words, word{sep, cur})
				sep, cur = "", ""
			}
			sep += string(r)
			continue
		}
		cur += string(r)
	}
	if cur != "" {
		words = append(words, word{sep, cur})
	}
	var out []string
	for i := range words {
		s := ""
		for j := i; j < len(words) && j < i+3; j++ {
			if j > i {
				s += words[j].sep
			}
			s += words[j].w
			if len(s) >= minKeyword && !strings.ContainsFunc(s, unicode.IsDigit) && strings.ContainsFunc(s, unicode.IsLetter) {
				out = append(out, s)
			}
		}
	}
	return out
}

// Metrics are a keyword list's detection results on labelled pages.
type Metrics struct {
	eval.Detection
	TN int
}

// Accuracy is the share of pages detected right.
func (m Metrics) Accuracy() float64 {
	n := m.TP + m.FP + m.FN + m.TN
	if n == 0 {
		return 1
	}
	return float64(m.TP+m.TN) / float64(n)
}

func (m *Metrics) add(truth, got bool) {
	switch {
	case truth && got:
		m.TP++
	case truth:
		m.FN++
	case got:
		m.FP++
	default:
		m.TN++
	}
}

// Evaluate detects comments on pages with kw and counts the results per
// site and over all pages (under "").
func Evaluate(kw Keywords, pages []Labelled) (map[string]Metrics, error) {
	out := map[string]Metrics{}
	for _, p := range pages {
		d, err := kw.DetectPage(p.HTML)
		if err != nil {
			return nil, fmt.Errorf("evaluate %s: %w", p.URL, err)
		}
		for _, s := range []string{p.Site, ""} {
			m := out[s]
			m.add(p.Comments, d.Comments)
			out[s] = m
		}
	}
	return out, nil
}

// HeldOut is one fold of a leave-one-site-out evaluation.
type HeldOut struct {
	Site     string
	Keywords Keywords // learned from every other site
	Metrics  Metrics  // on Site's pages
}

// CrossValidate learns a list from all sites but one and evaluates it on
// the one left out, for each site: how the learning does on sites it has
// never seen, which is what a crawl across the web meets.
func CrossValidate(pages []Labelled, opt LearnOptions) ([]HeldOut, error) {
	c, err := newCorpus(pages)
	if err != nil {
		return nil, fmt.Errorf("cross-validate comment keywords: %w", err)
	}
	if len(c.sites) < 2 {
		return nil, fmt.Errorf("cross-validate comment keywords: %d site(s); need two or more", len(c.sites))
	}
	opt = opt.withDefaults()
	var out []HeldOut
	for s, name := range c.sites {
		exclude := make([]bool, len(c.sites))
		exclude[s] = true
		kw := c.learn(exclude, opt)
		h := HeldOut{Site: name, Keywords: kw}
		for _, d := range c.docs {
			if d.site == s {
				h.Metrics.add(d.comments, kw.Detect(d.classes).Comments)
			}
		}
		out = append(out, h)
	}
	return out, nil
}
