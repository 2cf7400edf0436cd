package pagetype

import (
	"math"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"focus/align"
)

// Names are the layout features, in the order Features returns them.
func Names() []string {
	return []string{
		"records",         // log(1+records) of the main region
		"record_text",     // log(1+mean visible text per record)
		"record_text_cv",  // spread of record text length (std/mean)
		"record_anchor",   // share of the main region's text inside links
		"record_dated",    // share of records printing a date
		"date_order",      // +1 all ascending (posts) .. -1 all descending (listings)
		"record_profiles", // profile links per record
		"record_links",    // log(1+links per record)
		"record_title",    // share of records with a title-like link (long anchor, no date, not on most records)
		"longest_record",  // log(1+text of the longest record)
		"main_share",      // share of the page's text in the main region
		"regions",         // log(1+data regions)
		"dated_records",   // log(1+records with a date, all regions and the page's one item)
		"max_records",     // log(1+records of the largest list: regions at one tag path joined)
		"page_anchor",     // share of the page's text inside links
		"page_links",      // log(1+links)
		"password",        // a password field (login pages)
		"textarea",        // a text area (posting forms)
		"listings",        // log(1+records of one region naming a user with little own text): topic rows, not posts
		"lone",            // the page's one item: +1 titled by a link to another page, -1 shown on its own page, 0 none
		"user_page",       // the page is at a member's profile URL (not a blog's author archive): a member's topics or posts list like an index or thread but are neither
	}
}

// Features computes the layout feature vector of a parsed page.
func Features(d *align.Doc) []float64 {
	f := make([]float64, 0, len(Names()))
	regions := d.Regions()
	lists := joinPaths(d, regions)
	main := mainRegion(lists)
	pageText, password, textarea := pageStats(d.Root)
	links := d.Links()

	var recs []align.Record
	if main != nil {
		recs = main.Records
	}
	n := float64(len(recs))
	labels := recurring(recs)
	var sum, sumSq, anchor, dated, profiles, nlinks, titles, longest float64
	for _, r := range recs {
		l := float64(utf8.RuneCountInString(r.Text))
		sum += l
		sumSq += l * l
		anchor += float64(r.AnchorText)
		profiles += float64(r.ProfileLinks)
		nlinks += float64(len(r.Links))
		longest = max(longest, l)
		if len(r.Times) > 0 {
			dated++
		}
		if slices.ContainsFunc(r.Links, func(lk align.Link) bool { return titled(lk, d.Now) && !labels[lk.Anchor] }) {
			titles++
		}
	}
	mean, cv := 0.0, 0.0
	if n > 0 {
		mean = sum / n
		if mean > 0 {
			cv = math.Sqrt(max(sumSq/n-mean*mean, 0)) / mean
		}
	}
	f = append(f,
		math.Log1p(n),
		math.Log1p(mean),
		cv,
		share(anchor, sum),
		share(dated, n),
		dateOrder(recs),
		share(profiles, n),
		math.Log1p(share(nlinks, n)),
		share(titles, n),
		math.Log1p(longest),
		math.Min(share(sum, float64(pageText)), 1),
	)

	var allDated, maxRecs float64
	for _, r := range lists {
		maxRecs = max(maxRecs, float64(len(r.Records)))
	}
	for _, r := range regions {
		for _, rec := range r.Records {
			if len(rec.Times) > 0 {
				allDated++
			}
		}
	}
	// A page's one item is a dated record too: a thread of a single post
	// forms no list, so no region counts its date, and the page looked
	// as undated as a login form.
	item, hasItem := d.Lone()
	if hasItem && len(item.Times) > 0 {
		allDated++
	}
	// No feature counts page-number links: a pager tells a long list or
	// thread from a short one, not an index page from a thread page, and
	// its absence made short boards and tag pages look like "other" to
	// models trained on other packages (leave-one-package-out index recall
	// 89.4% with it, 94.0% without).
	var anchorText float64
	for _, l := range links {
		anchorText += float64(utf8.RuneCountInString(l.Anchor))
	}
	f = append(f,
		math.Log1p(float64(len(regions))),
		math.Log1p(allDated),
		math.Log1p(maxRecs),
		math.Min(share(anchorText, float64(pageText)), 1),
		math.Log1p(float64(len(links))),
		flag(password),
		flag(textarea),
		math.Log1p(listings(regions)),
		lone(d, item, hasItem),
		flag(d.Base != nil && memberPage(d.Base.String())),
	)
	return f
}

// blogAuthor matches a blog's author archive (/author/name/), which lists
// the blog's posts by one author: an index page, where a forum member's
// pages (their topics, posts, favourites) are none.
var blogAuthor = regexp.MustCompile(`/author/[^/?#]`)

// memberPage reports whether u is a forum member's profile or one of its
// pages.
func memberPage(u string) bool {
	return align.IsProfileURL(u) && !blogAuthor.MatchString(u)
}

// titleAnchor is the least anchor text, in runes, of a title-like link.
const titleAnchor = 15

// titled reports whether a link reads as a title: a long anchor text, no
// date (nor a word and a date: "edited Oct 22, 2024", a post's history),
// not a profile, not a permalink. A post's permalink printed as its
// time (FluxBB's and PunBB's "2021-04-07 10:22:13") or its subject
// (Khoros's "Re: Noise reduction vs. exposure", to m-p/26#M26) is as long
// as a title but titles nothing: the post is on this page. Nor does a
// byline's link to the author or to the author's group (Elgg's "in
// Zucchini & Leaf Mold"), however long.
func titled(l align.Link, now time.Time) bool {
	if utf8.RuneCountInString(l.Anchor) < titleAnchor || l.Permalink || align.IsProfile(&l) {
		return false
	}
	_, date := align.ParseTime(l.Anchor, now)
	if _, rest, ok := strings.Cut(l.Anchor, " "); ok && !date {
		_, date = align.ParseTime(rest, now)
	}
	return !date
}

// recurring is the anchor texts that more than one record, and at least
// half of them, carry: the label of an action each record offers (e107's
// "Email to someone", "Report this post") or a subject repeated on every
// reply. A title names its own item, so its text is its record's alone.
func recurring(recs []align.Record) map[string]bool {
	count := map[string]int{}
	seen := map[string]bool{}
	for _, r := range recs {
		clear(seen)
		for _, l := range r.Links {
			if !seen[l.Anchor] {
				seen[l.Anchor] = true
				count[l.Anchor]++
			}
		}
	}
	labels := map[string]bool{}
	for a, k := range count {
		if k > 1 && 2*k >= len(recs) {
			labels[a] = true
		}
	}
	return labels
}

// lone tells apart the pages whose content is one item (align.Doc.Lone),
// which form no list to judge by: a listing of one (an archive month or a
// tag page holding one entry) titles its item with a link to the item's
// own page, while the item's own page (a thread of one post, a photo)
// titles it without a link or with a link to itself. +1 for the first,
// -1 for the second, 0 for a page without one item (ok false).
func lone(d *align.Doc, item align.Record, ok bool) float64 {
	if !ok {
		return 0
	}
	self := ""
	if d.Base != nil {
		u := *d.Base
		u.Fragment = ""
		self = u.String()
	}
	for _, l := range item.Links {
		if titled(l, d.Now) && l.URL != self {
			return 1
		}
	}
	return -1
}

// listingMax is the most non-link text, in runes, of a record that lists
// a topic rather than carrying a post.
const listingMax = 150

// listings is the largest number of records in one region that name a user
// (a profile link) but carry little text of their own: the rows of a topic
// list (starter, last poster), where a post's record carries its prose.
func listings(regions []align.Region) float64 {
	best := 0
	for _, r := range regions {
		n := 0
		for _, rec := range r.Records {
			if rec.ProfileLinks > 0 && plain(rec) < listingMax {
				n++
			}
		}
		best = max(best, n)
	}
	return float64(best)
}

// plain is the record's text outside links, in runes.
func plain(r align.Record) int {
	return max(utf8.RuneCountInString(r.Text)-r.AnchorText, 0)
}

// mainRegion is the page's main list. It starts from the list holding the
// most record text, regions at one tag path counting as one list (a board
// index splits its boards under category headings) with the records like
// theirs that formed no region (a category of one board); then, while a
// list nested inside its records holds at least half of its text, and
// leads somewhere (align.Region.Leads: not the paragraphs of one post,
// Beehive's message of three long paragraphs), it descends into that
// list. A board index is a list of categories, each a list of board rows: the rows, like the topic rows
// of a board, are the records whose shape tells the page type, while the
// categories, few and long, look like the posts of a thread. Navigation
// (menus, link bars) is no main list: a page whose content list is short
// (a tag page of two photos) is judged by that list, not by its longer
// menus. Nor is a column of boxes (see boxes): a sidebar's widgets of
// recent topics and recent replies outweigh a category's few boards.
func mainRegion(lists []align.Region) *align.Region {
	lists = slices.DeleteFunc(slices.Clone(lists), navigation)
	var cands []align.Region
	for i := range lists {
		if !boxes(lists, &lists[i]) {
			cands = append(cands, lists[i])
		}
	}
	best := mostText(cands)
	for best != nil {
		inner := nestedIn(lists, best)
		next := mostText(inner)
		if next == nil || 2*recordText(next) < recordText(best) || !next.Leads() {
			return best
		}
		best = next
	}
	return best
}

// boxes reports a list whose records hold lists of more than one kind
// (tag path) that together, none alone, hold at least half of its text:
// boxes side by side, each its own list, not a list of items.
func boxes(lists []align.Region, r *align.Region) bool {
	inner := nestedIn(lists, r)
	tops := make([]map[*html.Node]bool, len(inner))
	for i := range inner {
		tops[i] = recordNodes(&inner[i])
	}
	text, n := 0, 0
	for i := range inner {
		if slices.ContainsFunc(tops, func(top map[*html.Node]bool) bool { return under(top, &inner[i]) }) {
			continue // counted with the list it lies in
		}
		t := recordText(&inner[i])
		if 2*t >= recordText(r) {
			return false
		}
		text += t
		n++
	}
	return n > 1 && 2*text >= recordText(r)
}

// navText is the most text, in runes, of a record that is a navigation
// item: a menu entry or a breadcrumb, a word or two.
const navText = 16

// navigation reports a list of navigation items: records that are all
// links, short ones.
func navigation(r align.Region) bool {
	var text, anchor int
	for _, rec := range r.Records {
		text += utf8.RuneCountInString(rec.Text)
		anchor += rec.AnchorText
	}
	return 10*anchor >= 9*text && text <= navText*len(r.Records)
}

// joinPaths makes one list of the regions at each tag path, in the order of
// the first of each, adding the records like theirs that formed no region.
// Records are copied, never appended in place: the regions are shared.
func joinPaths(d *align.Doc, regions []align.Region) []align.Region {
	var out []align.Region
	at := map[string]int{}
	for i, r := range regions {
		j, seen := at[r.Path]
		if !seen {
			at[r.Path] = len(out)
			if more := d.Alike(&regions[i]); len(more) > 0 {
				r.Records = append(slices.Clip(r.Records), more...)
			}
			out = append(out, r)
			continue
		}
		out[j].Records = append(slices.Clip(out[j].Records), r.Records...)
	}
	return out
}

// nestedIn returns the lists whose parent lies inside a record of outer.
func nestedIn(lists []align.Region, outer *align.Region) []align.Region {
	top := recordNodes(outer)
	var out []align.Region
	for i := range lists {
		if under(top, &lists[i]) {
			out = append(out, lists[i])
		}
	}
	return out
}

// recordNodes is the set of the top nodes of r's records.
func recordNodes(r *align.Region) map[*html.Node]bool {
	top := map[*html.Node]bool{}
	for _, rec := range r.Records {
		for _, n := range rec.Nodes {
			top[n] = true
		}
	}
	return top
}

// under reports whether r's parent is one of nodes or lies below one.
func under(nodes map[*html.Node]bool, r *align.Region) bool {
	for a := r.Parent; a != nil; a = a.Parent {
		if nodes[a] {
			return true
		}
	}
	return false
}

// mostText returns the list holding the most record text, nil if none has any.
func mostText(lists []align.Region) *align.Region {
	var best *align.Region
	bestText := 0
	for i := range lists {
		if t := recordText(&lists[i]); t > bestText {
			best, bestText = &lists[i], t
		}
	}
	return best
}

// recordText is the text of a region's records, in bytes.
func recordText(r *align.Region) int {
	t := 0
	for _, rec := range r.Records {
		t += len(rec.Text)
	}
	return t
}

// dateOrder compares the first dates of consecutive dated records.
func dateOrder(recs []align.Record) float64 {
	var pairs, asc, desc float64
	var have bool
	var last int64
	for _, r := range recs {
		if len(r.Times) == 0 {
			continue
		}
		t := r.Times[0].Unix()
		if have {
			switch {
			case t > last:
				asc++
			case t < last:
				desc++
			}
			pairs++
		}
		last, have = t, true
	}
	if pairs == 0 {
		return 0
	}
	return (asc - desc) / pairs
}

// pageStats measures the visible text of the page, what <noscript> holds
// included (a crawler runs no scripts), and spots login and posting forms.
func pageStats(root *html.Node) (text int, password, textarea bool) {
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		switch n.Type {
		case html.TextNode:
			text += utf8.RuneCountInString(strings.TrimSpace(n.Data))
		case html.ElementNode:
			switch n.DataAtom {
			case atom.Script, atom.Style, atom.Template, atom.Head:
				return
			case atom.Textarea:
				textarea = true
			case atom.Input:
				for _, a := range n.Attr {
					if a.Key == "type" && strings.EqualFold(a.Val, "password") {
						password = true
					}
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(root)
	return text, password, textarea
}

func share(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}

func flag(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
