package align

import (
	"cmp"
	"slices"
)

// Column is one position of a region's aligned records and the links the
// records have there, at most one per record; or, after the aligned
// columns, the links no position took that share a tag path.
type Column struct {
	Index int    // position in the table, in document order of the grown seed
	Path  string // tag path of the position, as in Link.Path
	Links []Link // in record order
}

// LinkTable is the link table of one region: FoCUS's URL groups.
type LinkTable struct {
	Region  *Region
	Columns []Column
}

const (
	tableBudget = 1 << 25 // tree-matching cells for all tables of a page
	maxPasses   = 8       // seed-growing passes over the records left over
)

// LinkTables aligns the records of each region (in Regions order) by
// DEPTA's partial tree alignment and returns, per region with links, its
// columns. The seed is the record with the most nodes; every other record
// is matched to it with STM, and runs of its unmatched siblings are
// inserted into the seed where the position is unique (between two
// adjacent matched nodes, or at an end). Records whose runs had no unique
// position are retried after the seed has grown, until a pass changes
// nothing. Each record's links then go to the column of the seed node
// they match; links that match none are grouped by their tag path in
// extra columns after the aligned ones.
//
// Regions at the same tag path, one list split under headings like the
// boards of a forum's categories, make one table of all their records,
// whose Region is their union, with the records like its own that formed
// no region (Alike: a category of one board). The result is shared: do not modify it.
func (d *Doc) LinkTables() []LinkTable {
	d.tblOnce.Do(func() {
		an := d.analysis()
		m := &matcher{budget: tableBudget}
		for _, r := range samePath(an.regions) {
			if more := d.Alike(r); len(more) > 0 {
				u := *r
				u.Records = append(slices.Clip(u.Records), more...)
				r = &u
			}
			if t := an.linkTable(m, r); len(t.Columns) > 0 {
				d.tables = append(d.tables, t)
			}
		}
	})
	return d.tables
}

// samePath joins the regions that share a tag path, in the order of the
// first of each. Joined regions are copies: Regions() stays as it is.
func samePath(regions []Region) []*Region {
	var out []*Region
	at := map[string]int{}
	for i := range regions {
		r := &regions[i]
		j, seen := at[r.Path]
		if !seen {
			at[r.Path] = len(out)
			out = append(out, r)
			continue
		}
		u := *out[j]
		u.Records = append(slices.Clip(u.Records), r.Records...)
		out[j] = &u
	}
	return out
}

func (an *analysis) linkTable(m *matcher, r *Region) LinkTable {
	recs := make([]*tnode, len(r.Records))
	for i, rec := range r.Records {
		recs[i] = &tnode{label: "#record", kids: rec.trees, size: forestSize(rec.trees)}
	}
	seed := grow(m, recs)
	pos := map[*tnode]int{}
	preorder(seed, func(t *tnode) { pos[t] = len(pos) })
	cols := map[*tnode]*Column{}
	extra := map[string]*Column{}
	var order []*Column
	for _, rec := range recs {
		pairs := map[*tnode]*tnode{}
		m.align(seed, rec, pairs)
		preorder(rec, func(t *tnode) {
			li, ok := an.linkOf[t.n]
			if !ok {
				return
			}
			l := an.links[li]
			var c *Column
			if s := pairs[t]; s != nil {
				if c = cols[s]; c == nil {
					c = &Column{Index: pos[s], Path: joinPath(r.Path, s.path())}
					cols[s] = c
					order = append(order, c)
				}
			} else if c = extra[l.Path]; c == nil {
				c = &Column{Index: len(pos) + len(extra), Path: l.Path}
				extra[l.Path] = c
				order = append(order, c)
			}
			c.Links = append(c.Links, l)
		})
	}
	slices.SortFunc(order, func(a, b *Column) int { return cmp.Compare(a.Index, b.Index) })
	t := LinkTable{Region: r, Columns: make([]Column, len(order))}
	for i, c := range order {
		t.Columns[i] = *c
		t.Columns[i].Index = i
		t.Columns[i].Path = mostPath(c)
	}
	return t
}

// mostPath is the tag path most of a column's links have, the seed's
// position's on a tie. The seed is the largest record, which may be laid
// out unlike most: UseBB's topic with a pager puts the pager's "1" where
// the other topics' rows have their titles.
func mostPath(c *Column) string {
	n := map[string]int{}
	best := c.Path
	for _, l := range c.Links {
		n[l.Path]++
		if n[l.Path] > n[best] {
			best = l.Path
		}
	}
	return best
}

// grow builds the seed of partial tree alignment from record trees.
func grow(m *matcher, recs []*tnode) *tnode {
	first := 0
	for i, r := range recs {
		if r.size > recs[first].size {
			first = i
		}
	}
	seed := clone(recs[first], nil)
	todo := slices.Delete(slices.Clone(recs), first, first+1)
	for pass := 0; len(todo) > 0 && pass < maxPasses; pass++ {
		var left []*tnode
		changed := false
		for _, r := range todo {
			pairs := map[*tnode]*tnode{}
			m.align(seed, r, pairs)
			done, grew := insert(r, pairs)
			changed = changed || grew
			if !done {
				left = append(left, r)
			}
		}
		if !changed {
			break
		}
		todo = left
	}
	return seed
}

// insert copies the runs of r's unmatched sibling nodes into the seed
// where their position is unique. done reports that no run was left out.
func insert(r *tnode, pairs map[*tnode]*tnode) (done, grew bool) {
	done = true
	var visit func(t *tnode)
	visit = func(t *tnode) {
		s := pairs[t]
		for i := 0; i < len(t.kids); {
			if pairs[t.kids[i]] != nil {
				visit(t.kids[i])
				i++
				continue
			}
			j := i + 1
			for j < len(t.kids) && pairs[t.kids[j]] == nil {
				j++
			}
			if at := insertAt(s, t.kids, i, j, pairs); at >= 0 {
				run := make([]*tnode, 0, j-i)
				for _, k := range t.kids[i:j] {
					run = append(run, clone(k, s))
				}
				s.kids = slices.Insert(s.kids, at, run...)
				grew = true
			} else {
				done = false
			}
			i = j
		}
	}
	visit(r)
	return done, grew
}

// insertAt is the unique position in s.kids for the unmatched run
// kids[i:j], or -1: the run must sit between the seed partners of its
// matched neighbours, and those must be adjacent (or the run and its
// neighbour's partner both at the same end).
func insertAt(s *tnode, kids []*tnode, i, j int, pairs map[*tnode]*tnode) int {
	switch {
	case i > 0 && j < len(kids):
		l, r := slices.Index(s.kids, pairs[kids[i-1]]), slices.Index(s.kids, pairs[kids[j]])
		if l >= 0 && r == l+1 {
			return r
		}
	case i > 0:
		if l := slices.Index(s.kids, pairs[kids[i-1]]); l >= 0 && l == len(s.kids)-1 {
			return l + 1
		}
	case j < len(kids):
		if slices.Index(s.kids, pairs[kids[j]]) == 0 {
			return 0
		}
	case len(s.kids) == 0:
		return 0
	}
	return -1
}

// clone deep-copies a tree for the seed, which grows while the records
// stay as they are.
func clone(t, parent *tnode) *tnode {
	c := *t
	c.parent = parent
	c.kids = make([]*tnode, len(t.kids))
	for i, k := range t.kids {
		c.kids[i] = clone(k, &c)
	}
	return &c
}

// align matches b to a as STM does and records, for every node of b that
// matches, its partner in a.
func (m *matcher) align(a, b *tnode, pairs map[*tnode]*tnode) {
	if a.label != b.label {
		return
	}
	pairs[b] = a
	rows, cols := len(a.kids), len(b.kids)
	if rows == 0 || cols == 0 {
		return
	}
	if rows*cols > m.budget {
		m.budget = 0
		return
	}
	m.budget -= rows * cols
	w := make([]int, rows*cols)
	dp := make([]int, (rows+1)*(cols+1))
	at := func(i, j int) int { return i*(cols+1) + j }
	for i := 1; i <= rows; i++ {
		for j := 1; j <= cols; j++ {
			v := max(dp[at(i-1, j)], dp[at(i, j-1)])
			if a.kids[i-1].label == b.kids[j-1].label {
				w[(i-1)*cols+j-1] = m.stm(a.kids[i-1], b.kids[j-1])
				v = max(v, dp[at(i-1, j-1)]+w[(i-1)*cols+j-1])
			}
			dp[at(i, j)] = v
		}
	}
	// Trace back preferring skips, so that of equal matchings the one
	// pairing earlier siblings wins: pages 1 and 2 of a two-page mini
	// pager align with pages 1 and 2 of a three-page one.
	for i, j := rows, cols; i > 0 && j > 0; {
		switch d := dp[at(i, j)]; {
		case d == dp[at(i-1, j)]:
			i--
		case d == dp[at(i, j-1)]:
			j--
		default:
			m.align(a.kids[i-1], b.kids[j-1], pairs)
			i, j = i-1, j-1
		}
	}
}
