package align

import (
	"cmp"
	"slices"
	"time"

	"golang.org/x/net/html"
)

// Record is one data record: a span of sibling sub-trees (a topic row, a
// post, a blog entry).
type Record struct {
	Nodes        []*html.Node // the sibling span, elements only
	Text         string       // visible text, whitespace collapsed
	AnchorText   int          // runes of text inside links
	Links        []Link       // in page order
	Times        []time.Time  // dates printed in the record, in page order; a member's join date is none
	ProfileLinks int          // links to user profile pages

	trees []*tnode
}

// Region is a data region: two or more records under one parent.
type Region struct {
	Parent  *html.Node
	Path    string // tag path of Parent, as in Link.Path
	Records []Record

	parent *tnode
}

const (
	simThreshold = 0.6     // MDR: generalised nodes this similar are records of one region
	maxGen       = 3       // siblings in one generalised node
	maxPivotSpan = 6       // siblings in one date-anchored record
	minRecord    = 2       // nodes in a record: lone <br>, <img> or empty cells are not records
	regionBudget = 1 << 25 // tree-matching cells for finding the regions of a page
)

// Regions returns the data regions of the page, the one covering the most
// nodes first. A region is either a run of at least two similar
// generalised nodes (one to three adjacent siblings, MDR style, normalised
// STM >= 0.6 between neighbours) or, after MiBAT, the sibling sub-trees
// that each print a date at the same tag path, however different their
// shapes (free-format posts). Regions inside the records of another
// region are dropped unless they have more records than it (a sidebar
// section holding a long list) or fill half of their record (the boards
// of a category). The result is shared: do not modify it.
func (d *Doc) Regions() []Region {
	return d.analysis().regions
}

// Leads reports a list of rows that lead somewhere: at least half of its
// records hold a link. The boards of a category do; the paragraphs of a
// post do not.
func (r *Region) Leads() bool {
	n := 0
	for _, rec := range r.Records {
		if len(rec.Links) > 0 {
			n++
		}
	}
	return 2*n >= len(r.Records)
}

// cand is a region before its records are built.
type cand struct {
	parent *tnode
	elems  []*tnode // the parent's element kids
	spans  [][2]int // records, as [from, to) over elems
	dated  []int    // for a date-anchored region, the kids holding its dates
}

func (c *cand) cover() int {
	n := 0
	for _, sp := range c.spans {
		n += forestSize(c.elems[sp[0]:sp[1]])
	}
	return n
}

func (c *cand) overlaps(o *cand) bool {
	return c.parent == o.parent && c.spans[0][0] < o.spans[len(o.spans)-1][1] && o.spans[0][0] < c.spans[len(c.spans)-1][1]
}

func analyze(d *Doc) *analysis {
	root := d.Root
	if root == nil {
		root = &html.Node{Type: html.DocumentNode}
	}
	bd := body(root)
	b := builder{now: d.Now, order: pageDates(bd), paired: alternating(bd)}
	own := b.order
	if own == DatesBySeparator {
		b.order = d.Dates
	}
	an := &analysis{body: b.build(bd, nil, 0, false, false), base: d.Base, dates: own}
	an.links, an.linkOf = links(an.body, d.Base)
	an.profile = make([]bool, len(an.links))
	for i := range an.links {
		an.profile[i] = IsProfile(&an.links[i])
	}
	an.text = an.body.text - an.body.anchor
	m := &matcher{budget: regionBudget}
	var cands []*cand
	preorder(an.body, func(t *tnode) {
		if !t.isText() {
			cands = append(cands, mdr(m, t)...)
		}
	})
	cands = merge(cands, pivots(m, an.body))
	cands = dropNested(cands)
	slices.SortStableFunc(cands, func(a, b *cand) int {
		return cmp.Or(cmp.Compare(b.cover(), a.cover()), cmp.Compare(a.parent.pos, b.parent.pos))
	})
	for _, c := range cands {
		an.regions = append(an.regions, an.region(c))
	}
	return an
}

// mdr finds the data regions among t's element kids: for each size k of
// generalised node and each start offset, runs of neighbours that are
// similar; then the runs covering the most kids, smaller k first, that do
// not overlap.
func mdr(m *matcher, t *tnode) []*cand {
	if len(t.kids) < 2 {
		return nil
	}
	elems := t.elems()
	n := len(elems)
	if n < 2 {
		return nil
	}
	g := gen{m: m, elems: elems, memo: make([]int, n*2*maxGen)}
	type run struct{ from, to, k int }
	var runs []run
	for k := 1; k <= maxGen && 2*k <= n; k++ {
		for s := 0; s < k; s++ {
			from := -1
			for i := s; i+2*k <= n; i += k {
				if g.similar(i, k) {
					if from < 0 {
						from = i
					}
					continue
				}
				if from >= 0 {
					runs = append(runs, run{from, i + k, k})
					from = -1
				}
			}
			if from >= 0 {
				runs = append(runs, run{from, from + k*((n-from)/k), k})
			}
		}
	}
	slices.SortStableFunc(runs, func(a, b run) int {
		return cmp.Or(cmp.Compare(b.to-b.from, a.to-a.from), cmp.Compare(a.k, b.k), cmp.Compare(a.from, b.from))
	})
	taken := make([]bool, n)
	var out []*cand
	for _, r := range runs {
		if slices.Contains(taken[r.from:r.to], true) {
			continue
		}
		c := &cand{parent: t, elems: elems}
		for i := r.from; i < r.to; i += r.k {
			c.spans = append(c.spans, [2]int{i, i + r.k})
		}
		for i := r.from; i < r.to; i++ {
			taken[i] = true
		}
		out = append(out, c)
	}
	return out
}

// gen compares generalised nodes of one parent, remembering the STM of
// sibling pairs, which every k and offset reuse.
type gen struct {
	m     *matcher
	elems []*tnode
	memo  []int // [x*2*maxGen + y-x-1] = STM(elems[x], elems[y]) + 1; 0 unknown
}

func (g *gen) stm(x, y int) int {
	i := x*2*maxGen + y - x - 1
	if g.memo[i] == 0 {
		g.memo[i] = g.m.stm(g.elems[x], g.elems[y]) + 1
	}
	return g.memo[i] - 1
}

// similar compares elems[i:i+k] with elems[i+k:i+2k].
func (g *gen) similar(i, k int) bool {
	sa, sb := forestSize(g.elems[i:i+k]), forestSize(g.elems[i+k:i+2*k])
	if sa < minRecord || sb < minRecord || 2*float64(min(sa, sb)) < simThreshold*float64(sa+sb) {
		return false // even a perfect match of the smaller one falls short
	}
	var dp [maxGen + 1][maxGen + 1]int
	for x := 1; x <= k; x++ {
		for y := 1; y <= k; y++ {
			dp[x][y] = max(dp[x-1][y], dp[x][y-1], dp[x-1][y-1]+g.stm(i+x-1, i+k+y-1))
		}
	}
	return 2*float64(dp[k][k]) >= simThreshold*float64(sa+sb)
}

// pivots finds MiBAT regions: dates (the pivots) are grouped by tag path;
// a group's records are the kids of the node that spreads the group's
// dates over the most kids, more than any node below it does. A record
// spans from its dated kid for as many kids as the closest pair of dates
// is apart, shifted back when that makes neighbouring records more alike
// (an author row printed before the dated row).
func pivots(m *matcher, root *tnode) []*cand {
	groups := map[string][]*tnode{}
	var keys []string
	preorder(root, func(t *tnode) {
		if len(t.times) == 0 || t.parent == nil {
			return
		}
		e := element(t)
		k := e.path()
		if groups[k] == nil {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], e)
	})
	var out []*cand
	for _, k := range keys {
		out = append(out, pivotGroup(m, groups[k])...)
	}
	return out
}

func element(t *tnode) *tnode {
	if t.isText() {
		return t.parent
	}
	return t
}

func pivotGroup(m *matcher, group []*tnode) []*cand {
	if len(group) < 2 {
		return nil
	}
	kids := map[*tnode][]int{} // ancestor -> indices of its kids holding a date
	var order []*tnode
	for _, p := range group {
		for c, a := p, p.parent; a != nil; c, a = a, a.parent {
			ks := kids[a]
			if len(ks) == 0 {
				order = append(order, a)
			}
			if len(ks) == 0 || ks[len(ks)-1] != c.idx {
				kids[a] = append(ks, c.idx)
			}
		}
	}
	below := map[*tnode]int{} // ancestor -> largest spread of a node below it
	for _, p := range group {
		spread := 0
		for a := p.parent; a != nil; a = a.parent {
			below[a] = max(below[a], spread)
			spread = max(spread, len(kids[a]))
		}
	}
	var out []*cand
	for _, a := range order {
		if ks := kids[a]; len(ks) >= 2 && below[a] < len(ks) {
			if c := pivotCand(m, a, ks); c != nil {
				out = append(out, c)
			}
		}
	}
	return out
}

func pivotCand(m *matcher, parent *tnode, dated []int) *cand {
	elems := parent.elems()
	span := maxPivotSpan
	for i := 1; i < len(dated); i++ {
		span = min(span, dated[i]-dated[i-1])
	}
	off := 0
	if span == 1 {
		for _, i := range dated {
			if elems[i].label != elems[dated[0]].label {
				return nil // records of one region share their tag
			}
		}
	} else {
		best := -1.0
		for o := range span {
			score := 0.0
			for j := 1; j < len(dated); j++ {
				a, b := dated[j-1]-o, dated[j]-o
				if a >= 0 && b+span <= len(elems) {
					score += m.similarity(elems[a:a+span], elems[b:b+span])
				}
			}
			if score > best {
				best, off = score, o
			}
		}
	}
	c := &cand{parent: parent, elems: elems, dated: dated}
	end := 0
	for _, i := range dated {
		from, to := max(i-off, end), min(i-off+span, len(elems))
		if to > from {
			c.spans = append(c.spans, [2]int{from, to})
			end = to
		}
	}
	if len(c.spans) < 2 {
		return nil
	}
	return c
}

// merge adds the date-anchored regions, each replacing the similarity
// regions it overlaps unless one of them has more records, none of which
// holds two of its dates (dated topic rows among undated sticky ones).
// A similarity region whose records hold several dates each grouped
// records wrongly: generalised nodes of three siblings can pair the
// header bar plus two posts with the next three posts.
func merge(cands, dated []*cand) []*cand {
	for _, p := range dated {
		if slices.ContainsFunc(cands, func(c *cand) bool { return c.overlaps(p) && c.finer(p) }) {
			continue
		}
		cands = slices.DeleteFunc(cands, func(c *cand) bool { return c.overlaps(p) })
		cands = append(cands, p)
	}
	return cands
}

// finer reports whether c has more records than the date-anchored p and
// none of them holds two of p's dates.
func (c *cand) finer(p *cand) bool {
	if len(c.spans) <= len(p.spans) {
		return false
	}
	for _, sp := range c.spans {
		n := 0
		for _, i := range p.dated {
			if sp[0] <= i && i < sp[1] {
				n++
			}
		}
		if n > 1 {
			return false
		}
	}
	return true
}

// dropNested removes regions lying inside a record of another region with
// at least as many records, unless they fill half of that record with rows
// of some size: then the outer records are groups (a forum's categories)
// and the inner regions their lists (the boards), which LinkTables joins.
// Rows of a pair of links inside a topic row are too small to count.
func dropNested(cands []*cand) []*cand {
	owner := map[*tnode]*cand{}
	for _, c := range cands {
		for _, sp := range c.spans {
			for _, e := range c.elems[sp[0]:sp[1]] {
				owner[e] = c
			}
		}
	}
	return slices.DeleteFunc(slices.Clone(cands), func(c *cand) bool {
		for a := c.parent; a != nil; a = a.parent {
			if o := owner[a]; o != nil && o != c && len(o.spans) >= len(c.spans) && !c.fills(a) {
				return true
			}
		}
		return false
	})
}

// minRow is the least mean size of the records of a list kept inside a
// group: a board row has a title, counts and a last post.
const minRow = 8

// fills reports whether c's records fill half of the record rooted at a
// and are rows of at least minRow nodes.
func (c *cand) fills(a *tnode) bool {
	cover := c.cover()
	return 2*cover >= a.size && cover >= minRow*len(c.spans)
}

func (an *analysis) region(c *cand) Region {
	r := Region{Parent: c.parent.n, Path: c.parent.path(), parent: c.parent}
	for _, sp := range c.spans {
		r.Records = append(r.Records, an.record(c.elems[sp[0]:sp[1]]))
	}
	return r
}

func (an *analysis) record(ts []*tnode) Record {
	rec := Record{Text: text(ts...), trees: ts}
	for _, t := range ts {
		rec.Nodes = append(rec.Nodes, t.n)
		rec.AnchorText += t.anchor
		preorder(t, func(x *tnode) {
			if len(x.times) > 0 && !joinDate(x) { // a member's join date says nothing of the record's order
				rec.Times = append(rec.Times, x.times...)
			}
			if i, ok := an.linkOf[x.n]; ok {
				rec.Links = append(rec.Links, an.links[i])
				if an.profile[i] {
					rec.ProfileLinks++
				}
			}
		})
	}
	return rec
}
