package align

import "golang.org/x/net/html"

// STM is Zhai and Liu's simple tree matching: the size of the largest
// top-down, order-preserving matching of the two trees' nodes, where nodes
// match by tag name (text nodes match any text). Scripts, styles, comments
// and blank text are ignored. The work is capped (about 4M matrix cells);
// past the cap the result is a lower bound.
func STM(a, b *html.Node) int {
	ta, tb := tree(a), tree(b)
	m := matcher{budget: stmBudget}
	return m.stm(ta, tb)
}

// Similarity is STM normalised by the trees' mean size, in [0, 1].
func Similarity(a, b *html.Node) float64 {
	ta, tb := tree(a), tree(b)
	m := matcher{budget: stmBudget}
	return m.similarity([]*tnode{ta}, []*tnode{tb})
}

const stmBudget = 1 << 22

// Tree similarity thresholds. Pages of one list or thread score 0.85 and
// more in similarity (simple tree matching over the mean size) on the
// farm, an index page against a thread page of the same site 0.55 at most.
// A short last page (one topic) scores less, but nearly all of it is found
// in the full page: containment (matching over the smaller size) is then
// 0.88 and more, against 0.2 to 0.6 between an index and a thread page.
const (
	similarLayout = 0.7
	containLayout = 0.85
)

// SameLayout reports whether two pages share a layout: their trees are
// similar, or the smaller is contained in the larger.
func SameLayout(a, b *html.Node) bool {
	if Similarity(a, b) >= similarLayout {
		return true
	}
	// STM of a tree with itself is its size.
	small := min(STM(a, a), STM(b, b))
	return small > 0 && float64(STM(a, b)) >= containLayout*float64(small)
}

// tree builds the tnode tree of one node outside a Doc.
func tree(n *html.Node) *tnode {
	b := builder{}
	return b.build(n, nil, 0, false, true)
}

// matcher runs tree matching under a work budget shared by all its calls,
// so that a page of many large, similar sub-trees costs bounded time.
type matcher struct {
	budget int // DP cells left; when spent, unexplored pairs score 0
}

func (m *matcher) stm(a, b *tnode) int {
	if a.label != b.label {
		return 0
	}
	if len(a.kids) == 0 || len(b.kids) == 0 {
		return 1
	}
	return 1 + m.forest(a.kids, b.kids)
}

// forest matches two sequences of sibling trees: the DP of STM over a
// node's children, keeping two rows.
func (m *matcher) forest(as, bs []*tnode) int {
	cells := len(as) * len(bs)
	if cells > m.budget {
		m.budget = 0
		return 0
	}
	m.budget -= cells
	var buf [64]int // rows for up to 31 columns stay on the stack
	var prev, cur []int
	if len(bs) < 32 {
		prev, cur = buf[:len(bs)+1], buf[32:32+len(bs)+1]
	} else {
		prev, cur = make([]int, len(bs)+1), make([]int, len(bs)+1)
	}
	for _, a := range as {
		cur[0] = 0
		for j, b := range bs {
			v := max(cur[j], prev[j+1])
			if a.label == b.label {
				v = max(v, prev[j]+m.stm(a, b))
			}
			cur[j+1] = v
		}
		prev, cur = cur, prev
	}
	return prev[len(bs)]
}

// similarity is the normalised match of two forests (a generalised node
// of one or more siblings each): 2*match / (|as|+|bs|).
func (m *matcher) similarity(as, bs []*tnode) float64 {
	sa, sb := forestSize(as), forestSize(bs)
	if sa+sb == 0 {
		return 0
	}
	return 2 * float64(m.forest(as, bs)) / float64(sa+sb)
}

func forestSize(ts []*tnode) int {
	s := 0
	for _, t := range ts {
		s += t.size
	}
	return s
}
