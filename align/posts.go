package align

import (
	"cmp"
	"net/url"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html/atom"
)

// Post is one post of a thread page.
type Post struct {
	Author    string
	AuthorURL string // the author's profile, if linked
	Time      time.Time
	Text      string // the message, without the author box and post header
	URL       string // permalink (fragment kept): a rel=bookmark or "permalink" link, a link to an id inside the post, or the link on its date
}

// Authored counts the posts that name their author and date.
func Authored(posts []Post) int {
	n := 0
	for _, p := range posts {
		if p.Author != "" && !p.Time.IsZero() {
			n++
		}
	}
	return n
}

// Posts returns the posts of a thread page in page order: the records of
// the region whose records are dated (any, on a page without dates) and
// hold the most non-link text, if that is at least a quarter of the
// page's, each parted from the replies nested in it (see nested), with the
// posts laid out as its records that alignment left out (see around); or,
// when no such region forms or it is a level of replies inside one
// comment, the comment tree that holds them all (see commentTree); either
// preceded by a lead post laid out apart (a blog entry above
// its comments, a question above its answers; undated, a photo's owner
// and description above its comments, when it names its author).
// Otherwise, for a page of one post, the lone post (see lonePost) that
// holds half the page's non-link text, parted in two when it is a lead
// post and its one reply, with a lead post before it or one reply after it
// laid out apart (see lead, reply); or a lead post and its one reply that
// each carry dates of their own (see apart); or the lone post that holds
// half the text outside the regions' records (the last page of a thread,
// holding one post beside a list of similar threads); or the lone post
// that holds half the page's text and prints at most two instants (a
// question nobody answered, which prints when it was asked, edited and
// modified). Nil when none exists. Call it on thread pages: on an index
// page it returns the topic rows. The result is shared: do not modify it.
func (d *Doc) Posts() []Post {
	d.postOnce.Do(func() {
		an := d.analysis()
		an.uiLabels = uiLabels(an)
		r := an.postRegion()
		if r == nil || r.reply() {
			if t := an.commentTree(); t != nil {
				r = t
			}
		}
		if r != nil {
			var recs [][]*tnode
			for _, rec := range r.Records {
				own, replies := nested(rec.trees)
				if len(own) > 0 {
					recs = append(recs, own)
				}
				recs = append(recs, replies...)
			}
			recs = append(recs, around(r)...)
			slices.SortStableFunc(recs, func(a, b []*tnode) int { return cmp.Compare(a[0].pos, b[0].pos) })
			replies := dropBlank(an.posts(recs))
			if p, ok := an.leadPost(r, replies); ok {
				d.posts = append(d.posts, p)
			}
			d.posts = append(d.posts, replies...)
		} else if t := an.lonePost(an.text, false); t != nil {
			d.posts = an.lone(t)
		} else if ps := an.apart(); ps != nil {
			for _, p := range ps {
				d.posts = append(d.posts, an.posts([][]*tnode{{p}})...)
			}
		} else if t := an.lonePost(an.looseText(), false); t != nil {
			d.posts = an.lone(t)
		} else if t := an.lonePost(an.text, true); t != nil {
			d.posts = an.lone(t)
		}
	})
	return d.posts
}

// dropBlank drops the posts with neither author nor date from replies
// that are dated: records cut a row early (phpBB 2's post, buttons and
// spacer rows read as buttons, spacer and the next post, after a header
// row) leave the rows after the last post a record of their own.
func dropBlank(replies []Post) []Post {
	if !slices.ContainsFunc(replies, func(p Post) bool { return !p.Time.IsZero() }) {
		return replies
	}
	return slices.DeleteFunc(replies, func(p Post) bool { return p.Author == "" && p.Time.IsZero() })
}

// lone reads lone post t, below the topic's header (see belowHeader),
// parted when it is a lead post and its one reply, and preceded by a lead
// post laid out apart (see lead): Drupal's topic above comments that align
// into no region, a question above the one answer that holds the most
// text.
func (an *analysis) lone(t *tnode) []Post {
	t = belowHeader(t)
	var out []Post
	parts := an.leadAndReply(t)
	for _, p := range parts {
		out = append(out, an.posts([][]*tnode{p})...)
	}
	if p := &out[0]; len(parts) == 1 && p.Author == "" {
		p.Author, p.AuthorURL = an.authorAround(t)
	}
	if p, ok := an.lead(t, leadReach, func(p Post) bool { return opens(p, out) }); ok {
		out = append([]Post{p}, out...)
	} else if len(out) == 1 {
		if p, ok := an.reply(t, out[0]); ok {
			out = append(out, p)
		}
	}
	return out
}

// reply finds the one reply laid out apart after lone post t, whose
// post is first: a box of replies holding one forms no region (Carbon's).
// It is the nearest dated element after t, a following sibling of t or of
// an ancestor up to replyReach levels up, if it prints at most two
// instants and holds a message's prose, names its author and was written
// after first (see precedes). An element of a date and no prose (Carbon's
// "1 Replies | Last updated in <date>") is passed over.
func (an *analysis) reply(t *tnode, first Post) (Post, bool) {
	for up, a := 0, t; up < replyReach && a.parent != nil; up, a = up+1, a.parent {
		for _, s := range a.parent.elems()[a.idx+1:] {
			if s.dates == 0 || prose(s) == 0 {
				continue
			}
			if instants(s, nil) > 2 || prose(s) < minMessage || 2*prose(s) < s.text {
				return Post{}, false
			}
			p := an.posts([][]*tnode{{s}})[0]
			return p, p.Author != "" && !first.Time.IsZero() && precedes(first, p)
		}
	}
	return Post{}, false
}

// posts reads records of one layout, which share a body position. A
// profile link at one place in the message of most of them (four in five,
// two at least) is their author's, not a mention: YaBB's poster column
// sits in the row that holds the message.
func (an *analysis) posts(recs [][]*tnode) []Post {
	body := bodyPosition(recs)
	slots := make([]map[*tnode]string, len(recs))
	count := map[string]int{}
	if body != "" {
		for i, rec := range recs {
			slots[i] = an.profileSlots(message(rec, body))
			seen := map[string]bool{}
			for _, k := range slots[i] {
				if !seen[k] {
					seen[k] = true
					count[k]++
				}
			}
		}
	}
	out := make([]Post, 0, len(recs))
	for i, rec := range recs {
		authors := map[*tnode]bool{}
		for x, k := range slots[i] {
			if n := count[k]; n >= 2 && 5*n >= 4*len(recs) {
				authors[x] = true
			}
		}
		out = append(out, an.post(rec, body, authors))
	}
	return out
}

// message is the elements of a record at a body position (see
// bodyPosition): the record itself when there are none.
func message(rec []*tnode, body string) []*tnode {
	if body != "" {
		if at := atPosition(rec, body); len(at) > 0 {
			return at
		}
	}
	return rec
}

// profileSlots maps each profile link in msg to its place there: the
// tags down to it, without the classes that alternate from row to row
// (YaBB's windowbg and windowbg2).
func (an *analysis) profileSlots(msg []*tnode) map[*tnode]string {
	out := map[*tnode]string{}
	var walk func(t *tnode, key string)
	walk = func(t *tnode, key string) {
		if i, ok := an.linkOf[t.n]; ok && an.profile[i] {
			out[t] = key
		}
		nth := map[string]int{}
		for _, k := range t.kids {
			if !k.isText() {
				walk(k, key+"/"+k.n.Data+"#"+strconv.Itoa(nth[k.n.Data]))
				nth[k.n.Data]++
			}
		}
	}
	for i, m := range msg {
		walk(m, strconv.Itoa(i))
	}
	return out
}

func (an *analysis) postRegion() *Region {
	var best *Region
	most := 0
	for i := range an.regions {
		r := &an.regions[i]
		dated, own, said := 0, 0, 0
		for _, rec := range r.Records {
			// A join date dates the author, not a post: the author box
			// and the message of one post are no two records.
			if an.created(rec.trees, nil) != nil {
				dated++
			}
			for _, t := range rec.trees {
				own += t.text - t.anchor
			}
			if prose(rec.trees...) >= minLead {
				said++
			}
		}
		// A page without any date (Flarum's crawler view) has undated
		// posts. Posts say something: rows of related topics (a title,
		// its tags and counts) beside a topic of one post do not.
		if (2*dated >= len(r.Records) || an.body.dates == 0) && 2*said >= len(r.Records) && own > most {
			best, most = r, own
		}
	}
	if 4*most < an.text {
		return nil
	}
	return best
}

// reply reports whether region r lies inside an element laid out as its
// records that holds a dated element before it: the replies to one
// comment, nested in it. (Lobsters nests all comments in one such element
// of no date of its own.)
func (r *Region) reply() bool {
	step := r.Records[0].trees[0].step
	for a := r.parent.parent; a != nil && strings.Contains(step, "."); a = a.parent {
		if a.step == step && before(a, r.parent) != nil {
			return true
		}
	}
	return false
}

// commentTree is the replies of a page that nests them in their parents'
// elements and shows one at the top level, so that they form no region
// (a Lemmy post with one comment and its replies): a region of one record,
// the largest dated element of a classed tag that holds dated elements of
// its tag (see nested) and a quarter of the page's non-link text at least.
// Nil when none does.
func (an *analysis) commentTree() *Region {
	var best *tnode
	var walk func(t *tnode)
	walk = func(t *tnode) {
		if t.isText() || t.dates < 2 {
			return
		}
		// The root's own post is among its children: a list of replies
		// holding one comment and its replies is no comment.
		if own, replies := nested([]*tnode{t}); len(replies) > 0 && len(own) > 0 && own[0].parent == t && strings.Contains(t.step, ".") && said(append(replies, own)) {
			if best == nil || t.text-t.anchor > best.text-best.anchor {
				best = t
			}
			return
		}
		for _, k := range t.kids {
			walk(k)
		}
	}
	walk(an.body)
	if best == nil || 4*(best.text-best.anchor) < an.text {
		return nil
	}
	return &Region{Parent: best.parent.n, Path: best.parent.path(), Records: []Record{an.record([]*tnode{best})}, parent: best.parent}
}

// said reports whether every record holds a message's prose.
func said(recs [][]*tnode) bool {
	return !slices.ContainsFunc(recs, func(rec []*tnode) bool { return prose(rec...) < minLead })
}

// lonePost is the largest element that holds half of text, a count of
// the page's non-link text, and at most two dates (the post's and its
// author's join date, or the date it was edited), or two instants if
// instant is set (see instants); nil when none does.
func (an *analysis) lonePost(text int, instant bool) *tnode {
	var best *tnode
	preorder(an.body, func(t *tnode) {
		if len(t.times) == 0 || t.parent == nil {
			return
		}
		for a := element(t); a != nil; a = a.parent {
			if 2*(a.text-a.anchor) < text {
				continue
			}
			n := a.dates
			if instant {
				n = instants(a, nil)
			}
			if n <= 2 && (best == nil || a.size > best.size) {
				best = a
			}
			return
		}
	})
	return best
}

// belowHeader is lone post t without the topic's header above it, when
// t's earlier date is one: IP.Board's title and "Started by X, date" on a
// later page of one post (a title before it, no prose).
func belowHeader(t *tnode) *tnode {
	if a, b := twoDated(t); a != nil && prose(a) < minLead && titled(a) {
		return b
	}
	return t
}

// titled reports whether t or an element before it among its siblings
// holds an <h1>, a page's title.
func titled(t *tnode) bool {
	found := false
	for _, k := range t.parent.kids {
		preorder(k, func(x *tnode) { found = found || x.n.DataAtom == atom.H1 })
		if k == t {
			break
		}
	}
	return found
}

// looseText is the page's non-link text outside the records of its
// regions: on the last page of a thread, holding one post, the lists
// beside it (similar threads, menus) may hold more text than the post.
func (an *analysis) looseText() int {
	inRec := an.recordTrees()
	n := 0
	var walk func(t *tnode)
	walk = func(t *tnode) {
		switch {
		case inRec[t]:
		case t.isText():
			n += t.text - t.anchor
		default:
			for _, k := range t.kids {
				walk(k)
			}
		}
	}
	walk(an.body)
	return n
}

// recordTrees is the set of the trees of the records of the page's regions.
func (an *analysis) recordTrees() map[*tnode]bool {
	inRec := map[*tnode]bool{}
	for _, r := range an.regions {
		for _, rec := range r.Records {
			for _, t := range rec.trees {
				inRec[t] = true
			}
		}
	}
	return inRec
}

// nested parts a record from the replies nested inside it, in page
// order: when every comment of a page has a reply, Drupal's div.indented
// after each comment aligns as part of its record, and Lobsters, Lemmy
// and Moodle hold a comment's replies inside its own element
// (li.comment > ul > li.comment). The replies are the elements laid out as
// the record's first dated tree, dated, inside it or one of its later
// trees, each parted from its own replies in turn. The record keeps its
// trees before the first that holds one, and when that is its dated tree,
// the dated elements of that tree before the reply (see before).
//
// A record may begin with the replies of the post before it: when only
// some comments have replies, Drupal's records align as div.indented,
// then the next comment. Its first dated tree then holds dated elements
// laid out as a later one of its trees, the post; what comes before the
// post are replies.
func nested(trees []*tnode) (own []*tnode, replies [][]*tnode) {
	first := slices.IndexFunc(trees, func(t *tnode) bool { return t.dates > 0 })
	if first < 0 {
		return trees, nil
	}
	for k := first + 1; k < len(trees); k++ {
		// A bare tag's rows may hold tables of rows: classes only.
		if trees[k].dates == 0 || !strings.Contains(trees[k].step, ".") {
			continue
		}
		step := trees[k].step
		for _, t := range trees[first:k] {
			replies = append(replies, repliesIn(t, func(s string) bool { return akin(s, step) })...)
		}
		if len(replies) > 0 {
			own, rs := nested(trees[k:])
			return own, append(replies, rs...)
		}
	}
	step := trees[first].step
	own = trees
	for k := first; k < len(trees); k++ {
		n := len(replies)
		if k > first {
			replies = append(replies, repliesIn(trees[k], func(s string) bool { return akin(s, step) })...)
		} else if strings.Contains(step, ".") {
			// Inside a post, only its own classes make a reply: a row of
			// a bare tag may hold a table, a post block a quoted one.
			replies = append(replies, repliesIn(trees[k], func(s string) bool { return s == step })...)
		}
		if len(replies) > n && len(own) == len(trees) {
			own = trees[:k:k]
			if k == first {
				own = append(own, before(trees[k], replies[n][0])...)
			}
		}
	}
	return own, replies
}

// repliesIn is the dated elements of a kind inside x, outermost only, in
// page order, each parted from its own replies (see nested).
func repliesIn(x *tnode, kind func(string) bool) [][]*tnode {
	var out [][]*tnode
	for _, c := range x.kids {
		if kind(c.step) && c.dates > 0 {
			own, rs := nested([]*tnode{c})
			if len(own) > 0 {
				out = append(out, own)
			}
			out = append(out, rs...)
		} else if !c.isText() {
			out = append(out, repliesIn(c, kind)...)
		}
	}
	return out
}

// before is the elements of t before its descendant r, on the level
// nearest t where some of them are dated: a comment's own box before the
// list of its replies. Nil when none is.
func before(t, r *tnode) []*tnode {
	for t != r {
		k := r
		for k.parent != t {
			k = k.parent
		}
		if own := t.elems()[:k.idx]; slices.ContainsFunc(own, func(x *tnode) bool { return x.dates > 0 }) {
			return own
		}
		t = k
	}
	return nil
}

// sameKind reports whether tag step s is step k, or k with classes added
// (Drupal's comment by the topic's author: comment-by-node-author beside
// comment).
func sameKind(s, k string) bool {
	if s == k {
		return true
	}
	st, sc, _ := strings.Cut(s, ".")
	kt, kc, _ := strings.Cut(k, ".")
	if st != kt || kc == "" {
		return false
	}
	have := strings.Split(sc, ".")
	return !slices.ContainsFunc(strings.Split(kc, "."), func(c string) bool { return !slices.Contains(have, c) })
}

// akin reports whether tag steps s and k are one kind, either with classes
// added: the replies to Drupal's comment-by-node-author are plain comments.
func akin(s, k string) bool { return sameKind(s, k) || sameKind(k, s) }

// around returns the posts a page lays out as the records but that record
// alignment leaves out: the last of records spanning several siblings
// (SMF's anchor, post and separator: no separator follows the last post)
// and replies indented below a record (Drupal's div.indented), or above
// the first when the topic author's comment opens the list, classed apart
// from the records. They are dated elements laid out as a record's dated
// tree (see sameKind), outside every record, in the siblings up to the
// last record or the one just after it.
func around(r *Region) [][]*tnode {
	var steps []string
	in := map[*tnode]bool{}
	for _, rec := range r.Records {
		for _, t := range rec.trees {
			in[t] = true
			if t.dates > 0 && !slices.Contains(steps, t.step) {
				steps = append(steps, t.step)
			}
		}
	}
	var out [][]*tnode
	var walk func(t *tnode)
	walk = func(t *tnode) {
		switch {
		case t.isText() || t.dates == 0:
		case slices.ContainsFunc(steps, func(k string) bool { return sameKind(t.step, k) }):
			out = append(out, []*tnode{t})
		default:
			for _, k := range t.kids {
				walk(k)
			}
		}
	}
	last := r.Records[len(r.Records)-1].trees
	sibs := r.parent.elems()
	for _, t := range sibs[:min(len(sibs), last[len(last)-1].idx+2)] {
		if !in[t] {
			walk(t)
		}
	}
	return out
}

// apart finds a lead post and its one reply that each carry dates of
// their own (a question asked on one date, its answer answered and edited
// on two), so that no element of two dates at most holds them both: the
// two children holding all the dates of the largest element that holds
// half the page's non-link text, when both hold some prose, the first is
// dated earlier and the second, mostly text outside links (a one-row
// table of related threads beside a thread's last post is mostly titles),
// names its author, each narrowed to the post it holds. Nil when none.
func (an *analysis) apart() []*tnode {
	var out []*tnode
	var walk func(t *tnode)
	walk = func(t *tnode) {
		if out != nil || t.isText() || 2*(t.text-t.anchor) < an.text {
			return
		}
		var dated []*tnode
		for _, k := range t.kids {
			if k.dates > 0 {
				dated = append(dated, k)
			}
		}
		if len(dated) == 2 && prose(dated[0]) >= minLead && prose(dated[1]) >= minLead && 2*dated[1].anchor < dated[1].text &&
			firstDate(dated[0]).Before(firstDate(dated[1])) && an.post(dated[1:], "", nil).Author != "" {
			out = []*tnode{narrow(dated[0]), narrow(dated[1])}
			return
		}
		for _, k := range t.kids {
			walk(k)
		}
	}
	walk(an.body)
	return out
}

// narrow descends from t into the child that holds all its dates and half
// its prose at least, while there is one: the answer itself, not the
// answers' heading and the form below it.
func narrow(t *tnode) *tnode {
	for {
		var only *tnode
		for _, k := range t.kids {
			if k.dates == t.dates {
				only = k
			}
		}
		if only == nil || 2*prose(only) < prose(t) {
			return t
		}
		t = only
	}
}

// firstDate is the earliest date t holds, join dates aside.
func firstDate(t *tnode) time.Time {
	var first time.Time
	preorder(t, func(x *tnode) {
		if joinDate(x) {
			return
		}
		for _, tm := range x.times {
			if first.IsZero() || tm.Before(first) {
				first = tm
			}
		}
	})
	return first
}

// leadAndReply parts a lone post that is a lead post and its one reply (a
// blog entry with one comment, a question with one answer), which repeat
// nothing for a region to align: the children of the nearest common
// ancestor of t's two dates that hold one each, the first with the
// undated siblings after it (a story's byline, then its text: Lobsters),
// when both hold some prose, the reply names its author and was written
// after the lead (see precedes: Lemmy prints a post and its comment of a
// day later as "8 months ago" both). A topic
// header or notice above the post is no lead: it holds only a title, or
// the post's date, or the later "last updated" one; nor is a post header
// whose message ends with an edit date: it holds no prose; nor is a page
// footer's "generated at" line a reply: it names no author. Otherwise it
// returns t alone.
func (an *analysis) leadAndReply(t *tnode) [][]*tnode {
	if a, b := twoDated(t); a != nil {
		lead := a.parent.elems()[a.idx:b.idx]
		if prose(lead...) >= minLead && prose(b) >= minLead {
			if r := an.post([]*tnode{b}, "", nil); r.Author != "" && precedes(an.post(lead, "", nil), r) {
				return [][]*tnode{lead, {b}}
			}
		}
	}
	return [][]*tnode{{t}}
}

// twoDated returns, for an element holding two dates besides join dates,
// the first not the later, the children of their nearest common ancestor
// that hold one each; nil otherwise.
func twoDated(t *tnode) (a, b *tnode) {
	var dated []*tnode
	preorder(t, func(x *tnode) {
		if len(x.times) > 0 && !joinDate(x) {
			dated = append(dated, x)
		}
	})
	if len(dated) != 2 || dated[1].times[0].Before(dated[0].times[0]) {
		return nil, nil
	}
	for a := dated[0]; a != t; a = a.parent {
		for b := dated[1]; b != t; b = b.parent {
			if a.parent == b.parent && a != b {
				return a, b
			}
		}
	}
	return nil, nil
}

// authorAround finds the author of a lone post t whose author box sits
// beside the message, outside t (WoltLab's sidebar): in the nearest
// ancestor that names one and adds no date to t's.
func (an *analysis) authorAround(t *tnode) (name, url string) {
	for a := t.parent; a != nil && a.dates == t.dates; a = a.parent {
		if p := an.post([]*tnode{a}, "", nil); p.Author != "" {
			return p.Author, p.AuthorURL
		}
	}
	return "", ""
}

// replyReach is how many levels up from a lone post its one reply is
// looked for: Question2Answer's answer list is a sibling of the question's
// part, three levels above the question's text (form, main, item).
const replyReach = 4

// leadReach is how many levels up from the replies a lead post is looked
// for: Elgg's list of comments sits four levels below the discussion's
// parent (comments, module, body, list container), and Question2Answer's
// answer four below its question's part (form, item, list, part).
const leadReach = 5

// leadPost is the post that opens the thread above region r's replies,
// laid out apart from them: before the region (see lead), undated (see
// undatedLead), or in the region's own box before its first record, beside
// the topic's header (MVCForum's starter post), where it must name its
// author so that a header with a date and a few words is not taken.
func (an *analysis) leadPost(r *Region, replies []Post) (Post, bool) {
	opensReplies := func(p Post) bool { return opens(p, replies) }
	if p, ok := an.lead(r.parent, leadReach, opensReplies); ok {
		return p, true
	}
	if l := undatedLead(r); l != nil {
		p := an.posts([][]*tnode{l})[0]
		return p, p.Author != ""
	}
	return an.lead(r.Records[0].trees[0], 1, func(p Post) bool { return p.Author != "" && opens(p, replies) })
}

// opens reports whether lead post p is dated before the first reply (see
// precedes) and after none: one dated as the first reply is the topic's
// header (title, starter, date). A later reply may share its date and
// author: its starter's own, printed "8 months ago" as the lead (Lemmy).
func opens(p Post, replies []Post) bool {
	return !p.Time.IsZero() && (len(replies) == 0 || precedes(p, replies[0])) &&
		!slices.ContainsFunc(replies, func(r Post) bool { return r.Time.Before(p.Time) })
}

// precedes reports whether post a was written before post b: dated
// earlier, or on the same date by another author, both named (MVCForum
// dates its posts by the day).
func precedes(a, b Post) bool {
	return a.Time.Before(b.Time) || a.Time.Equal(b.Time) && a.Author != "" && b.Author != "" && !strings.EqualFold(a.Author, b.Author)
}

// lead finds the opening post of a page that lays it out unlike the
// replies: the nearest dated element before a (the region's parent, its
// first record, or a lone post) that ok accepts, a preceding sibling of a
// or of one of its ancestors up to levels, if it prints at most two
// instants (see instants) and some prose (so that a "Last visit: <date>"
// line in the page header is not taken); or, when its message is apart
// (Drupal prints "Submitted by X on <date>" above it), that element and
// the undated siblings after it, if they hold a message's prose. Passed
// over are one that ok refuses, one whose dates are all in the records of
// regions, and a date without prose: a replies' heading dated by the last
// of them (Carbon's "13 Replies | Last updated in <date>") stands between
// them and the opening post.
func (an *analysis) lead(a *tnode, levels int, ok func(Post) bool) (Post, bool) {
	var inRec map[*tnode]bool // built for the first element of more than two dates
	for up := 0; up < levels && a.parent != nil; up, a = up+1, a.parent {
		sibs := a.parent.elems()
		for i := a.idx - 1; i >= 0; i-- {
			if inRec == nil && sibs[i].dates > 2 {
				inRec = an.recordTrees()
			}
			var l []*tnode
			switch n := instants(sibs[i], inRec); {
			case n == 0 || prose(sibs[i]) == 0:
				continue
			case n <= 2 && prose(sibs[i]) >= minLead:
				l = sibs[i : i+1]
			case n <= 2 && prose(sibs[i:a.idx]...) >= minMessage:
				l = sibs[i:a.idx]
			default:
				return Post{}, false
			}
			if p := an.posts([][]*tnode{l})[0]; ok(p) {
				return p, true
			}
		}
	}
	return Post{}, false
}

// instants counts the distinct times t prints, up to three, leaving out
// the subtrees in skip when it prints more than two dates: a question
// prints when it was asked twice, and when it was edited and modified
// (Apache Answer), four dates of two instants, and the comments below it
// align into a list of their own.
func instants(t *tnode, skip map[*tnode]bool) int {
	if t.dates <= 2 {
		return t.dates
	}
	var seen []time.Time
	var walk func(t *tnode)
	walk = func(t *tnode) {
		if skip[t] {
			return
		}
		for _, tm := range t.times {
			if len(seen) < 3 && !slices.ContainsFunc(seen, tm.Equal) {
				seen = append(seen, tm)
			}
		}
		for _, k := range t.kids {
			if len(seen) < 3 && k.dates > 0 {
				walk(k)
			}
		}
	}
	walk(t)
	return len(seen)
}

// undatedLead finds the opening post of a page that prints its date
// elsewhere (a photo's owner and description above its comments, its
// upload date in a sidebar): the undated preceding siblings of the
// region's parent or of one of its two ancestors, if they hold a
// message's prose; a dated sibling ends the search. Its author is checked
// by the caller.
func undatedLead(r *Region) []*tnode {
	a := r.parent
	for up := 0; up < 4 && a.parent != nil; up, a = up+1, a.parent {
		sibs := a.parent.elems()
		i := a.idx
		for i > 0 && sibs[i-1].dates == 0 {
			i--
		}
		if i < a.idx && prose(sibs[i:a.idx]...) >= minMessage {
			return sibs[i:a.idx]
		}
		if i > 0 {
			return nil
		}
	}
	return nil
}

// prose counts the runes of ts' text outside links, dates and headings
// (a topic's title above its one post is no post).
func prose(ts ...*tnode) int {
	n := 0
	for _, t := range ts {
		switch {
		case t.isText():
			if t.anchor == 0 && len(t.times) == 0 {
				n += t.text
			}
		case len(t.times) > 0 && t.text <= maxTimeText: // <time datetime=...>, its text the date printed
		case t.n.DataAtom == atom.H1 || t.n.DataAtom == atom.H2 || t.n.DataAtom == atom.H3 ||
			t.n.DataAtom == atom.H4 || t.n.DataAtom == atom.H5 || t.n.DataAtom == atom.H6:
		default:
			n += prose(t.kids...)
		}
	}
	return n
}

// bodyShare is the share of a position's non-link text one child position
// must hold for the message to be looked for inside it.
const bodyShare = 0.7

// maxBodyDepth bounds the descent of bodyPosition: messages sit a few
// levels below the record root, and position keys grow with depth.
const maxBodyDepth = 16

// minLead is the least prose of a lead post, more than the label of a
// "Last visit was: <date>" line in a page header.
const minLead = 20

// minMessage is the least prose of a lead post whose message is apart from
// its dated header: more than a topic header's "Started by X, <date>. This
// topic has 15 replies".
const minMessage = 80

// bodyPosition finds where the message sits in records of one layout: from
// the record roots it descends, over all records at once, into the child
// position that holds most of the non-link text, while one holds at least
// bodyShare of it. Positions are tag steps numbered among same-step
// siblings ("div.inbox#1"), so the author box and the message stay apart
// while the paragraphs of a message, each holding a part, stop the
// descent. Pooling the records keeps a one-line reply from leading into
// its author box.
func bodyPosition(recs [][]*tnode) string {
	type agg struct {
		text int
		kids []string
	}
	pos := map[string]*agg{"": {}}
	var add func(t *tnode, parent string, nth map[string]int, depth int)
	add = func(t *tnode, parent string, nth map[string]int, depth int) {
		if depth > maxBodyDepth {
			return
		}
		key := parent + "/" + t.step + "#" + strconv.Itoa(nth[t.step])
		nth[t.step]++
		a := pos[key]
		if a == nil {
			a = &agg{}
			pos[key] = a
			pos[parent].kids = append(pos[parent].kids, key)
		}
		a.text += t.text - t.anchor
		kidNth := map[string]int{}
		for _, k := range t.kids {
			if !k.isText() {
				add(k, key, kidNth, depth+1)
			}
		}
	}
	for _, rec := range recs {
		nth := map[string]int{}
		for _, t := range rec {
			pos[""].text += t.text - t.anchor
			add(t, "", nth, 0)
		}
	}
	cur := ""
	for {
		best := ""
		for _, k := range pos[cur].kids {
			if best == "" || pos[k].text > pos[best].text {
				best = k
			}
		}
		if best == "" || float64(pos[best].text) < bodyShare*float64(pos[cur].text) {
			return cur
		}
		cur = best
	}
}

// atPosition returns the elements of one record at a bodyPosition.
func atPosition(rec []*tnode, key string) []*tnode {
	var out []*tnode
	var find func(ts []*tnode, parent string)
	find = func(ts []*tnode, parent string) {
		nth := map[string]int{}
		for _, t := range ts {
			if t.isText() {
				continue
			}
			k := parent + "/" + t.step + "#" + strconv.Itoa(nth[t.step])
			nth[t.step]++
			switch {
			case k == key:
				out = append(out, t)
			case strings.HasPrefix(key, k+"/"):
				find(t.kids, k)
			}
		}
	}
	find(rec, "")
	return out
}

// post reads one record; authors are the links in its message to its
// author (see posts).
func (an *analysis) post(rec []*tnode, body string, authors map[*tnode]bool) Post {
	var p Post
	msg := message(rec, body)
	p.Text = text(msg...)
	// A profile link inside the message is a mention or a quote's source,
	// not the author, when the message is apart from the rest.
	inMsg := map[*tnode]bool{}
	if body != "" && len(msg) > 0 && msg[0] != rec[0] {
		for _, m := range msg {
			preorder(m, func(x *tnode) { inMsg[x] = true })
		}
		for x := range authors {
			delete(inMsg, x)
		}
	}
	ids := map[string]bool{}
	for _, t := range rec {
		preorder(t, func(x *tnode) {
			if id := attr(x.n, "id"); id != "" {
				ids[id] = true
			}
		})
	}
	var dated *tnode
	var anchored string // a link to "#id" of an element of the post
	for _, t := range rec {
		preorder(t, func(x *tnode) {
			if dated == nil && len(x.times) > 0 && !joinDate(x) {
				dated, p.Time = x, x.times[0]
			}
			if x.n.DataAtom != atom.A {
				return
			}
			i, ok := an.linkOf[x.n]
			if !ok {
				return
			}
			if p.AuthorURL == "" && an.profile[i] && !inMsg[x] && !accountRE.MatchString(an.links[i].URL) {
				if name := text(x); isName(name) && !an.uiLabels[name] {
					p.Author, p.AuthorURL = name, an.links[i].URL
				}
			}
			if p.URL == "" && (hasWord(attr(x.n, "rel"), "bookmark") || strings.Contains(attr(x.n, "class"), "permalink")) {
				p.URL = an.permalink(x)
			}
			if _, frag, _ := strings.Cut(attr(x.n, "href"), "#"); anchored == "" && ids[frag] {
				anchored = an.permalink(x)
			}
		})
	}
	if name := namedInURL(rec, p.AuthorURL, p.Author); name != "" {
		p.Author = name
	}
	if first := an.created(rec, inMsg); len(inMsg) > 0 && first != nil && first != dated && (dated == nil || first.times[0].Before(dated.times[0])) {
		// The post's own signature follows an edit's, which is dated later
		// (Stack Exchange's "edited X" left of "asked Y"). Only dates outside
		// a message set apart count: a quote's is earlier. A later date is
		// no signature of the post's: a comment's below it (Askbot's
		// answers, whose message holds their own signature).
		dated, p.Time = first, first.times[0]
		if name, u := an.authorAfter(rec, first, inMsg); u != "" {
			p.Author, p.AuthorURL = name, u
		}
	}
	if p.URL == "" {
		p.URL = anchored
	}
	if p.URL == "" && dated != nil {
		for a := dated; a != nil && a.parent != nil; a = a.parent {
			if _, ok := an.linkOf[a.n]; ok {
				p.URL = an.permalink(a)
				break
			}
		}
	}
	if p.Author == "" {
		var heading string
		p.Author, heading = authorName(rec)
		p.Text = strings.TrimSpace(strings.TrimPrefix(p.Text, heading))
	}
	return p
}

// created is the dated element of a post that carries its earliest date,
// join dates and dates inside a message set apart (a quote's) aside; nil
// when the post carries none.
func (an *analysis) created(rec []*tnode, inMsg map[*tnode]bool) *tnode {
	var first *tnode
	for _, t := range rec {
		preorder(t, func(x *tnode) {
			if len(x.times) > 0 && !joinDate(x) && !inMsg[x] && (first == nil || x.times[0].Before(first.times[0])) {
				first = x
			}
		})
	}
	return first
}

// authorAfter is the first author's name and profile link after element
// from in the post, as post reads them.
func (an *analysis) authorAfter(rec []*tnode, from *tnode, inMsg map[*tnode]bool) (name, u string) {
	for _, t := range rec {
		preorder(t, func(x *tnode) {
			if u != "" || x.pos <= from.pos+from.size-1 || x.n.DataAtom != atom.A || inMsg[x] {
				return
			}
			if i, ok := an.linkOf[x.n]; ok && an.profile[i] && !accountRE.MatchString(an.links[i].URL) {
				if n := text(x); isName(n) && !an.uiLabels[n] {
					name, u = n, an.links[i].URL
				}
			}
		})
	}
	return name, u
}

// accountRE marks the account pages that profile-like URLs also lead to
// (Drupal's /user/login beside each comment, Discuz!'s member.php?mod=
// register, the menu's "Profile" to phpBB 2's and vBulletin's
// editprofile, the visitor's own): their links name no author.
var accountRE = regexp.MustCompile(`(?i)log-?in|log-?out|logging|sign-?(in|up|out)|sign_(in|up)|register|password|edit-?profile`)

// isName reports whether a profile link's text can be a user's name: an
// avatar showing an initial (XenForo's "R") is not.
func isName(s string) bool { return utf8.RuneCountInString(s) > 1 }

// namedInURL is the member's name that post rec prints apart from the
// link to their profile, u, whose anchor text is not it: DjangoBB's
// "Profile" link to /forum/user/MikeTinkerer/ beside the name in bold, on
// a page of one post, where "Profile" links to no other profile to be
// known as a label (see uiLabels). It is a text of the post, with a
// letter, that is the last part of u's path or a value of its query, when
// anchor is neither; "" otherwise.
func namedInURL(rec []*tnode, u, anchor string) string {
	pu, err := url.Parse(u)
	if u == "" || err != nil {
		return ""
	}
	parts := map[string]bool{strings.ToLower(path.Base(pu.Path)): true}
	for _, vs := range pu.Query() {
		for _, v := range vs {
			parts[strings.ToLower(v)] = true
		}
	}
	if parts[strings.ToLower(anchor)] {
		return ""
	}
	name := ""
	for _, t := range rec {
		preorder(t, func(x *tnode) {
			if s := strings.TrimSpace(x.n.Data); name == "" && x.isText() && x.anchor == 0 && isName(s) && strings.ContainsFunc(s, unicode.IsLetter) && parts[strings.ToLower(s)] {
				name = s
			}
		})
	}
	return name
}

// uiLabels finds the texts of links to two or more profiles.
func uiLabels(an *analysis) map[string]bool {
	to := map[string]string{} // text -> the one profile it links to, "" for two or more
	for i, l := range an.links {
		if !an.profile[i] || l.Anchor == "" {
			continue
		}
		if u, seen := to[l.Anchor]; !seen {
			to[l.Anchor] = l.URL
		} else if u != l.URL {
			to[l.Anchor] = ""
		}
	}
	labels := map[string]bool{}
	for name, u := range to {
		if u == "" {
			labels[name] = true
		}
	}
	return labels
}

func (an *analysis) permalink(a *tnode) string {
	u, ok := resolveURL(an.base, attr(a.n, "href"))
	if !ok {
		return ""
	}
	return u.String()
}

// joinRE marks a user's join date printed in the author box.
var joinRE = regexp.MustCompile(`(?i)regist|joined|join date|member since|mitglied seit|dabei seit|inscrit|inscription`)

// joinDate reports whether the date at t is labelled as a join date, in
// its own text or in its parent's when that is a short label.
func joinDate(t *tnode) bool {
	e := element(t)
	if p := e.parent; p != nil && p.text <= maxTimeText {
		e = p
	}
	return joinRE.MatchString(text(e))
}

// nameClass reports whether one of the words of class attribute cls
// ends in "name" ("name", "owner-name", "display_name").
func nameClass(cls string) bool {
	return slices.ContainsFunc(strings.Fields(cls), func(w string) bool { return strings.HasSuffix(w, "name") })
}

// saidRE reads the author of "kenji said:", "X wrote:", "X schrieb:",
// "X a écrit :", "X said...".
var saidRE = regexp.MustCompile(`^(\S.{0,59}?)\s+(said|wrote|says|writes|schrieb|a écrit)\s*(:|\.\.\.|…)?$`)

// authorName finds an unlinked author: a <cite>, an element whose class
// names the author (or a name: JForum's and phpBB 2's "name", Flickr's
// "owner-name"), or a "X said:" heading, which is returned too so that it
// can be cut from the message.
func authorName(rec []*tnode) (name, heading string) {
	for _, t := range rec {
		preorder(t, func(x *tnode) {
			if name != "" || x.text == 0 || x.text > 60 {
				return
			}
			cls := strings.ToLower(attr(x.n, "class"))
			if x.n.DataAtom == atom.Cite || strings.Contains(cls, "author") || strings.Contains(cls, "username") || strings.Contains(cls, "poster") || nameClass(cls) {
				name = text(x)
				if m := saidRE.FindStringSubmatch(name); m != nil { // WordPress's "<cite>X</cite> says:"
					name, heading = m[1], name
				}
			} else if x.isText() {
				heading = collapse(x.n.Data)
				if m := saidRE.FindStringSubmatch(heading); m != nil {
					name = m[1]
				} else {
					heading = ""
				}
			}
		})
	}
	return name, heading
}
