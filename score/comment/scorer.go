package comment

import (
	"cmp"
	"net/url"

	"focus/crawl"
	"focus/score"
)

// key is the identity of a URL between Priority (a link's URL) and Keep
// (the fetched page's final URL): the crawl's normal form, so that case
// and default ports do not split one URL's evidence in two. A redirect
// still does: the evidence of the URL that redirected is dropped (see the
// scorers' memory notes).
func key(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	u.Fragment = ""
	return crawl.Normalize(u).String()
}

// COMMD is the paper's hard focusing rule as a crawl scorer. A URL's score
// is 1 if at least one page linking to it has comments, else 0:
//
//	s(j) = 1 if Σ_{i ∈ M} t(i,j)/n(i) · 1_i > 0, else 0
//
// Pages with score 1 are fetched before any with 0. Among equal scores the
// paper picks at random; the crawl takes them first in, first out, which
// is as blind to relevance and keeps runs reproducible.
//
// Keep keeps the pages with comments, scored by how many of their class
// names hold a keyword.
//
// Memory: the set of URLs queued with a parent that has comments (a
// string each), so that a later parent without comments cannot lower them;
// a URL leaves the set when it is fetched.
type COMMD struct {
	kw     Keywords
	marked map[string]bool
	last   *crawl.Page // the page Keep saw last, whose links Priority scores
	hasCmt bool        // whether last has comments
}

// NewCOMMD returns the COMMD scorer detecting comments with kw.
func NewCOMMD(kw Keywords) *COMMD {
	return &COMMD{kw: kw, marked: map[string]bool{}}
}

// Keep reports whether p has comments.
func (c *COMMD) Keep(p *crawl.Page) (bool, float64) {
	d := c.detect(p)
	delete(c.marked, key(p.URL))
	c.last, c.hasCmt = p, d.Comments
	return d.Comments, float64(d.Hits)
}

func (c *COMMD) detect(p *crawl.Page) Detection {
	if p.Root == nil {
		return Detection{}
	}
	return c.kw.DetectRoot(p.Root)
}

// Priority is 1 for a link from a page with comments, or to a URL that
// such a page linked to before; else 0. A nil from is a seed: 1.
func (c *COMMD) Priority(from *crawl.Page, l crawl.Link, _ string) float64 {
	k := key(l.URL)
	if from == nil {
		return 1
	}
	if from != c.last {
		// Run calls Priority for the links of the page Keep saw last; a
		// caller that does otherwise gets the detection done here.
		c.last, c.hasCmt = from, c.detect(from).Comments
	}
	if c.hasCmt {
		c.marked[k] = true
	}
	if c.marked[k] {
		return 1
	}
	return 0
}

// OPIC is Online Page Importance Computation (Abiteboul et al.) as a crawl
// scorer, with or without the paper's relevance feedback from comment
// detection (OPIC+COMMD and its OPIC baseline).
//
// The paper works in layers k (Nutch's fetch rounds): the seeds share the
// cash C (eq. 1); every page i fetched in layer k hands its cash c_k(i) to
// the pages it links to, in proportion to its links to each, t_k(i,j) of
// n_k(i) (eq. 3). With feedback, only relevant pages (1_i = 1, eq. 2: the
// page has comments) hand cash on; the cash of the others, R_k, is split
// equally over the relevant pages of the layer (eq. 4) and handed on with
// theirs (eq. 5):
//
//	c_{k+1}(j) = Σ_{i ∈ M_k} t_k(i,j)/n_k(i) · (c_k(i) + R_{k+1}) · 1_i,  R_{k+1} = R_k / Σ_{i ∈ M_k} 1_i
//
// The printed eq. 5 adds R_{k+1} to each relevant page's cash; that is the
// reading kept here (the garbled copy's alternative, splitting R by link
// share, would not keep the sum at C, which the paper says it does). A
// URL's score is its cash summed over the layers, over C:
// s(j) = Σ_n c_n(j)/C; a URL not yet fetched has handed on nothing, so
// its score is all the cash it has received.
//
// The crawl fetches one page at a time, not in layers, so a layer here is
// the run of fetches up to and including the next relevant page: the cash
// of the pages without comments fetched since the last relevant page is
// the reserve R, and the next relevant page hands it on with its own
// (Σ 1_i = 1 in eq. 4). The sum of cash stays C, as the paper requires, up
// to the cash handed along links the crawl does not follow (nofollow,
// depth limit, URLs already fetched): that leaves the system, as it would
// sit unused on fetched pages in a crawl that never refetches. A relevant
// page without links keeps its cash in the reserve; without feedback such
// cash is lost, as in plain OPIC without a virtual page.
//
// Seeds: Keep gives a page it has no cash for at depth 0 the cash 1, so C
// is the number of seeds and every seed has C/|M_0| (eq. 1); scores are
// cash over 1 instead of over C, which orders URLs the same. Priority with
// a nil page is asked about a seed and answers 1 too. (crawl.Run fetches
// its seeds first without asking.)
//
// Memory: one float64 per URL queued and not yet fetched (its cash, keyed
// by URL), dropped when the URL is fetched; the links of the page being
// scored; a URL that redirects elsewhere leaves its entry behind.
type OPIC struct {
	kw       Keywords
	feedback bool
	cash     map[string]float64
	reserve  float64 // R: cash of pages without comments not yet handed on

	// The page whose links Priority is scoring.
	last *crawl.Page
	pay  float64        // cash per link: (c(i) + R)/n(i), 0 when it hands on nothing
	t    map[string]int // t(i,j) by URL key; a URL leaves when paid
}

// NewOPIC returns the OPIC scorer: with feedback, OPIC+COMMD (only pages
// with comments, detected with kw, hand their cash on); without, plain
// OPIC, which still detects comments for Keep.
func NewOPIC(kw Keywords, feedback bool) *OPIC {
	return &OPIC{kw: kw, feedback: feedback, cash: map[string]float64{}}
}

// Keep reports whether p has comments, and spends p's cash: it is handed
// on along p's links as Priority is asked about them.
func (o *OPIC) Keep(p *crawl.Page) (bool, float64) {
	d := Detection{}
	if p.Root != nil {
		d = o.kw.DetectRoot(p.Root)
	}
	self := key(p.URL)
	c, ok := o.cash[self]
	delete(o.cash, self)
	if !ok && p.Depth == 0 {
		c = 1 // a seed: eq. 1 with C = |M_0|
	}
	o.last, o.t, o.pay = p, map[string]int{}, 0
	for _, l := range p.Links {
		if k := key(l.URL); k != self { // n(i) sums t(i,j) over j ≠ i
			o.t[k]++
		}
	}
	n := 0
	for _, v := range o.t {
		n += v
	}
	relevant := d.Comments || !o.feedback
	switch {
	case !relevant:
		o.reserve += c
	case n == 0:
		if o.feedback {
			o.reserve += c
		}
	case o.feedback:
		o.pay = (c + o.reserve) / float64(n)
		o.reserve = 0
	default:
		o.pay = c / float64(n)
	}
	return d.Comments, float64(d.Hits)
}

// Priority hands the link's target its share of the page's cash (once per
// target, for all the page's links to it) and returns the target's
// score: the cash it has received.
func (o *OPIC) Priority(from *crawl.Page, l crawl.Link, _ string) float64 {
	k := key(l.URL)
	if from == nil {
		o.cash[k] = max(o.cash[k], 1)
		return o.cash[k]
	}
	if from == o.last {
		if t, ok := o.t[k]; ok {
			o.cash[k] += o.pay * float64(t)
			delete(o.t, k)
		}
	}
	return o.cash[k]
}

// Reserve is the cash of pages without comments not yet handed on (0
// without feedback): with Cash, what the conservation of cash is checked
// against.
func (o *OPIC) Reserve() float64 { return o.reserve }

// Cash is the cash received so far by a URL not yet fetched: its score.
func (o *OPIC) Cash(rawURL string) float64 { return o.cash[key(rawURL)] }

// Filter is comment detection as a crawl post-filter: Keep keeps the pages
// with comments (score: class names holding a keyword) and Priority is
// always 0. It holds no state, so it is what score.Combine wants beside
// another priority scorer (e.g. a breadth-first crawl that archives only
// pages with comments, the paper's BFIRST with its harvest measured).
type Filter struct{ kw Keywords }

// NewFilter returns the post-filter detecting comments with kw.
func NewFilter(kw Keywords) Filter { return Filter{kw: kw} }

// Keep reports whether p has comments.
func (f Filter) Keep(p *crawl.Page) (bool, float64) {
	if p.Root == nil {
		return false, 0
	}
	d := f.kw.DetectRoot(p.Root)
	return d.Comments, float64(d.Hits)
}

// Priority is 0: a filter does not order the frontier.
func (Filter) Priority(*crawl.Page, crawl.Link, string) float64 { return 0 }

// Learned is COMMD with what the crawl learns of links, focus's addition
// to the paper (whose outlook asks for a better focus than the hard rule).
// The hard rule favours every link of a page with comments alike: on a
// blog the login, print, tag and feed links of a commented post as much as
// its links to other posts. Learned ranks a link by the share of pages with
// comments among the pages fetched so far through links of its group
// (score.LinkGroup: host and URL shape), starting from the hard rule's
// verdict until the group has evidence of its own: 0.5 for a link from a
// page with comments, 0.05 otherwise. Before a URL is fetched the crawl
// asks again (Rescore), so a URL queued while its group looked promising
// sinks once the group has led to pages without comments.
//
// Memory: a tally per link group and the group of each queued URL (see
// score.GroupLearner).
type Learned struct {
	kw     Keywords
	groups *score.GroupLearner
	last   *crawl.Page
	hasCmt bool
}

// NewLearned returns the Learned scorer detecting comments with kw.
func NewLearned(kw Keywords) *Learned {
	return &Learned{kw: kw, groups: score.NewGroupLearner()}
}

// Keep reports whether p has comments, and credits the group of the link
// that led to it.
func (c *Learned) Keep(p *crawl.Page) (bool, float64) {
	var d Detection
	if p.Root != nil {
		d = c.kw.DetectRoot(p.Root)
	}
	c.groups.Fetched(key(cmp.Or(p.Queued, p.URL)), d.Comments)
	c.last, c.hasCmt = p, d.Comments
	return d.Comments, float64(d.Hits)
}

// Priority is the link group's smoothed share of pages with comments.
func (c *Learned) Priority(from *crawl.Page, l crawl.Link, _ string) float64 {
	prior := 0.05
	if from == nil || (from == c.last && c.hasCmt) {
		prior = 0.5
	}
	return c.groups.Queued(key(l.URL), prior)
}

// Rescore is a queued URL's priority with what its link group has shown
// since: links of groups that led nowhere sink before they are fetched.
func (c *Learned) Rescore(u, _ string, queued float64) float64 {
	if p, ok := c.groups.Rescore(key(u)); ok {
		return p
	}
	return queued
}
