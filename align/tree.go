package align

import (
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// tnode is the tag tree the algorithms work on: elements and non-blank
// text of the visible body, without comments, scripts, styles, form menus
// and inline graphics, which only add noise to tree matching.
type tnode struct {
	n      *html.Node
	label  string // tag name, or "#text"
	step   string // label plus stable classes, one step of a tag path
	parent *tnode
	kids   []*tnode
	idx    int // index among the parent's element kids; -1 for text
	pos    int // preorder number: document order
	size   int // nodes in this subtree
	text   int // visible text runes in this subtree
	anchor int // of which inside links
	times  []time.Time
	dates  int // times in this subtree
}

const textLabel = "#text"

func (t *tnode) isText() bool { return t.label == textLabel }

// elems returns the element kids of t.
func (t *tnode) elems() []*tnode {
	out := make([]*tnode, 0, len(t.kids))
	for _, k := range t.kids {
		if !k.isText() {
			out = append(out, k)
		}
	}
	return out
}

// skipped elements are invisible or hold no records. <noscript> is kept:
// a crawler sees what a browser without scripts shows (Discourse puts its
// whole topic there).
func skipped(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Script, atom.Style, atom.Template, atom.Head,
		atom.Select, atom.Datalist, atom.Svg, atom.Math, atom.Iframe,
		atom.Object, atom.Textarea:
		return true
	}
	return n.Namespace != "" || hasAttr(n, "hidden")
}

func hasAttr(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Key == key {
			return true
		}
	}
	return false
}

// builder makes the tnode tree of a body and collects its time pivots.
type builder struct {
	now    time.Time
	order  DateOrder
	nodes  int
	paired map[string]string // classes of alternating rows, to their stem (see alternating)
}

// pageDates is the order a page's own numeric dates show (see
// [pageOrder]).
func pageDates(root *html.Node) DateOrder {
	var texts []string
	walk(root, func(n *html.Node) bool {
		switch {
		case n.Type == html.TextNode && mayHoldNumericDate(n.Data) && textLen(n.Data) <= maxTimeText:
			texts = append(texts, n.Data)
		case n.Type == html.ElementNode && skipped(n):
			return false
		case n.Type == html.ElementNode:
			if v := attr(n, "title"); mayHoldNumericDate(v) && len(v) <= maxTimeText {
				texts = append(texts, v)
			}
		}
		return true
	})
	return pageOrder(texts)
}

// mayHoldNumericDate reports whether s may hold a numeric date: a digit
// before a "-", "/" or ".", spaces between. Most texts hold none, and are
// not tokenized.
func mayHoldNumericDate(s string) bool {
	digit := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case '0' <= c && c <= '9':
			digit = true
		case c == '-' || c == '/' || c == '.':
			if digit {
				return true
			}
		case c != ' ':
			digit = false
		}
	}
	return false
}

// maxTimeText is the longest text node searched for dates: post dates are
// short labels, while dates inside long post text are not timestamps.
const maxTimeText = 80

func (b *builder) build(n *html.Node, parent *tnode, depth int, inLink, timed bool) *tnode {
	t := &tnode{n: n, parent: parent, idx: -1, pos: b.nodes, size: 1}
	b.nodes++
	if n.Type == html.TextNode {
		t.label, t.step = textLabel, textLabel
		t.text = textLen(n.Data)
		if inLink {
			t.anchor = t.text
		}
		if !timed && t.text <= maxTimeText {
			t.times = findTimes(n.Data, b.now, b.order)
			t.dates = len(t.times)
		}
		return t
	}
	t.label = n.Data
	t.step = step(n, b.paired)
	inLink = inLink || n.DataAtom == atom.A
	if tm, ok := b.attrTime(n); ok && !timed {
		t.times, t.dates = []time.Time{tm}, 1
		timed = true // the printed form of the same date is not another date
	}
	if depth >= maxDepth {
		return t
	}
	nelem := 0
	for c := n.FirstChild; c != nil && b.nodes < maxNodes; c = c.NextSibling {
		switch {
		case c.Type == html.ElementNode && !skipped(c):
		case c.Type == html.TextNode && strings.TrimSpace(c.Data) != "":
		default:
			continue
		}
		k := b.build(c, t, depth+1, inLink, timed)
		if !k.isText() {
			k.idx = nelem
			nelem++
		}
		t.kids = append(t.kids, k)
		t.size += k.size
		t.text += k.text
		t.anchor += k.anchor
		t.dates += k.dates
	}
	return t
}

// attrTime reads a date from the attributes packages put them in: <time
// datetime>, data-time and data-timestamp in Unix seconds or milliseconds
// (XenForo, Discourse), and a title that is a date: the microformat <abbr>,
// and the tooltip of a date printed relative or short ("6y", "2 weeks
// ago"), whose printed form alone is no date or an imprecise one.
func (b *builder) attrTime(n *html.Node) (time.Time, bool) {
	if v := attr(n, "datetime"); v != "" {
		return b.parse(v)
	}
	for _, k := range []string{"data-time", "data-timestamp"} {
		v := strings.TrimSpace(attr(n, k))
		u, err := strconv.ParseInt(v, 10, 64)
		switch {
		case err != nil || u <= 0:
		case len(v) == 10:
			return time.Unix(u, 0).UTC(), true
		case len(v) == 13:
			return time.UnixMilli(u).UTC(), true
		}
	}
	return b.parse(attr(n, "title"))
}

func (b *builder) parse(s string) (time.Time, bool) {
	return parseTokens(tokenize(s), b.now, b.order)
}

// body returns the <body> element, or root when there is none.
func body(root *html.Node) *html.Node {
	var b *html.Node
	walk(root, func(n *html.Node) bool {
		if b != nil {
			return false
		}
		if n.Type == html.ElementNode && n.DataAtom == atom.Body {
			b = n
		}
		return true
	})
	if b == nil {
		return root
	}
	return b
}

// step is a node's label with its stable classes, sorted: classes that
// alternate between rows or mark a position or state (odd, even, alt,
// first, last, active, numbered ones; a pinned row's sticky, announce,
// Announcement, pinned) would make the same position on two pages, or in
// two records, look different. A pair of alternating classes (see
// alternating) is kept as their stem.
func step(n *html.Node, paired map[string]string) string {
	cls := strings.Fields(attr(n, "class"))
	if len(cls) == 0 {
		return n.Data
	}
	keep := cls[:0]
	for _, c := range cls {
		switch stem, ok := paired[n.Data+"."+c]; {
		case len(c) > 40 || unstableClass(c):
		case ok:
			keep = append(keep, stem)
		default:
			keep = append(keep, c)
		}
	}
	if len(keep) == 0 {
		return n.Data
	}
	slices.Sort(keep)
	keep = slices.Compact(keep)
	if len(keep) > 3 {
		keep = keep[:3]
	}
	return n.Data + "." + strings.Join(keep, ".")
}

// unstableClass reports a class of state or position: a state word alone
// or after a kind (phpBB's topic_read, sticky_unread_locked; not
// read-more), or a word of position anywhere.
func unstableClass(c string) bool {
	l := strings.ToLower(c)
	for i, part := range strings.FieldsFunc(l, func(r rune) bool { return r == '-' || r == '_' }) {
		if stateWords[part] && (i > 0 || part == l) {
			return true
		}
	}
	for _, w := range []string{"odd", "even", "first", "last", "active", "current", "selected", "announce", "pinned", "sticky"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return strings.ContainsAny(l, "0123456789")
}

// alternating maps the classes, as "tag.class", of rows that alternate
// between a class ending in an alternation word and its partner to their
// stem. The partner is the class of the same stem on the same tag that
// most often comes next to it, in page order: MVNForum's
// portlet-section-body beside portlet-section-alternate, not the -header
// and -subheader of the same tables. Neither names a state, so
// unstableClass keeps them, yet as they are they would make every other
// post a record of its own kind. Both must recur, as rows do.
func alternating(root *html.Node) map[string]string {
	if !hasAlternationClass(root) {
		return nil // most pages: no map to fill
	}
	count := map[string]int{}
	var order []string // "tag.class" of classes with a stem, in page order
	walk(root, func(n *html.Node) bool {
		if n.Type == html.ElementNode {
			for _, c := range strings.Fields(attr(n, "class")) {
				tc := n.Data + "." + c
				count[tc]++
				if _, _, ok := cutLastPart(tc); ok {
					order = append(order, tc)
				}
			}
		}
		return true
	})
	var paired map[string]string
	for alt, k := range count {
		stem, _, ok := cutLastPart(alt)
		if _, class, _ := strings.Cut(alt, "."); !ok || k < 2 || !alternationClass(class) {
			continue
		}
		partner, best := "", 0
		beside := map[string]int{}
		prev := "" // the last class of alt's stem so far
		for _, tc := range order {
			if s, _, _ := cutLastPart(tc); s != stem {
				continue
			}
			var other string
			switch {
			case prev == alt && tc != alt:
				other = tc
			case prev != "" && prev != alt && tc == alt:
				other = prev
			}
			if other != "" {
				if beside[other]++; beside[other] > best {
					partner, best = other, beside[other]
				}
			}
			prev = tc
		}
		if partner == "" || count[partner] < 2 {
			continue
		}
		if paired == nil {
			paired = map[string]string{}
		}
		_, class, _ := strings.Cut(stem, ".")
		paired[alt], paired[partner] = class, class
	}
	return paired
}

// hasAlternationClass reports whether a class under root ends in an
// alternation word, reading the class attributes in place.
func hasAlternationClass(root *html.Node) bool {
	found := false
	walk(root, func(n *html.Node) bool {
		if found || n.Type != html.ElementNode {
			return !found
		}
		for c := range strings.FieldsSeq(attr(n, "class")) {
			if alternationClass(c) {
				found = true
				break
			}
		}
		return !found
	})
	return found
}

// alternationClass reports whether class c ends in an alternation word
// after a stem: the class of every other row.
func alternationClass(c string) bool {
	i := strings.LastIndexAny(c, "-_")
	return i > 0 && alternationWords[strings.ToLower(c[i+1:])]
}

// alternationWords end the class of every other row.
var alternationWords = map[string]bool{"alt": true, "alternate": true, "odd": true, "even": true}

// cutLastPart splits "tag.a-b-c" into "tag.a-b" and "c" at the last hyphen
// or underscore of the class.
func cutLastPart(tc string) (stem, last string, ok bool) {
	i := strings.LastIndexAny(tc, "-_")
	if i <= strings.IndexByte(tc, '.')+1 {
		return "", "", false
	}
	return tc[:i], tc[i+1:], true
}

// stateWords name the state of a row: read or not, new or not (Discuz's
// th.new beside th.common), locked, hot.
var stateWords = map[string]bool{"alt": true, "new": true, "common": true, "read": true, "unread": true, "hover": true,
	"open": true, "closed": true, "locked": true, "hot": true}

// maxPath is the most steps a tag path keeps, the nearest ones: only
// hostile pages nest deeper, and full paths would cost depth squared.
const maxPath = 48

// path is the tag path from below <body> down to t, e.g.
// "div.wrap/ul.topiclist/li.row/dl/dt/a.topictitle".
func (t *tnode) path() string {
	var steps []string
	for a := t; a != nil && a.parent != nil && len(steps) < maxPath; a = a.parent {
		if a.isText() {
			continue
		}
		steps = append(steps, a.step)
	}
	slices.Reverse(steps)
	return strings.Join(steps, "/")
}

func joinPath(a, b string) string {
	if a == "" || b == "" {
		return a + b
	}
	return a + "/" + b
}

// textLen counts the runes of s with whitespace runs collapsed to one and
// trimmed, without building the string.
func textLen(s string) int {
	n, space := 0, false
	for _, r := range s {
		if unicode.IsSpace(r) {
			space = n > 0
			continue
		}
		if space {
			n++
			space = false
		}
		n++
	}
	return n
}

// blocks break words apart when their text is joined.
func block(a atom.Atom) bool {
	switch a {
	case atom.Address, atom.Article, atom.Aside, atom.Blockquote, atom.Br,
		atom.Dd, atom.Div, atom.Dl, atom.Dt, atom.Fieldset, atom.Figcaption,
		atom.Figure, atom.Footer, atom.Form, atom.H1, atom.H2, atom.H3, atom.H4,
		atom.H5, atom.H6, atom.Header, atom.Hr, atom.Li, atom.Main, atom.Nav,
		atom.Ol, atom.P, atom.Pre, atom.Section, atom.Table, atom.Td, atom.Th,
		atom.Tr, atom.Ul:
		return true
	}
	return false
}

// text returns the visible text of the tnode forest ts, whitespace
// collapsed, blocks separated by a space.
func text(ts ...*tnode) string {
	var sb strings.Builder
	var add func(t *tnode)
	add = func(t *tnode) {
		if p := t.n.PrevSibling; p != nil && p.Type == html.TextNode && strings.TrimRightFunc(p.Data, unicode.IsSpace) != p.Data {
			sb.WriteByte(' ') // the blank text the tnode tree left out
		}
		if t.isText() {
			sb.WriteString(t.n.Data)
			return
		}
		brk := block(t.n.DataAtom)
		if brk {
			sb.WriteByte(' ')
		}
		for _, k := range t.kids {
			add(k)
		}
		if brk {
			sb.WriteByte(' ')
		}
	}
	for _, t := range ts {
		add(t)
	}
	return collapse(sb.String())
}

// collapse trims s and turns its whitespace runs into single spaces.
func collapse(s string) string {
	var sb strings.Builder
	sb.Grow(len(s))
	space := false
	for _, r := range s {
		if unicode.IsSpace(r) {
			space = sb.Len() > 0
			continue
		}
		if space {
			sb.WriteByte(' ')
			space = false
		}
		sb.WriteRune(r)
	}
	return sb.String()
}

// preorder visits t and its descendants in document order.
func preorder(t *tnode, visit func(*tnode)) {
	visit(t)
	for _, k := range t.kids {
		preorder(k, visit)
	}
}
