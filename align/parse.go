package align

import (
	"bytes"
	"fmt"
	"io"
	"net/url"
	"strings"
	"sync"
	"time"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Limits that keep hostile pages cheap. Real forum pages stay far below
// them (a 200 KB page has about 10k nodes and depth 30).
const (
	maxBytes = 8 << 20 // input read; the rest is cut
	maxNodes = 200_000 // tokens parsed and DOM nodes kept, in document order
	maxDepth = 512     // DOM depth walked (x/net/html nests no deeper)
)

// Doc is a parsed page. Its analysis (links, regions, tables) is computed
// on first use and cached, so set Now before calling any method.
type Doc struct {
	Root *html.Node
	Base *url.URL // absolute URL links resolve against (<base href> applied); nil leaves them relative
	// Now anchors relative dates ("3 hours ago", "Today 15:04") and dates
	// printed without a year. Parse sets it to time.Now(); a crawler sets
	// the fetch time. Zero means such dates are ignored.
	Now time.Time
	// Dates is how to read the numeric dates the page leaves open: the
	// order its site's other pages show (a page's own dates that allow
	// one order alone decide first). See [Doc.DateOrder].
	Dates DateOrder

	once     sync.Once
	an       *analysis
	tblOnce  sync.Once
	tables   []LinkTable
	postOnce sync.Once
	posts    []Post
}

// Parse reads at most 8 MiB of UTF-8 HTML (the fetcher decodes other
// charsets) and builds its DOM with x/net/html. Input longer than 200k
// tokens is cut; input nesting deeper than the parser accepts (512 open
// elements) has its deepest tags dropped, keeping their text, rather than
// being rejected. base is the page's URL; a <base href> in the page
// overrides it.
func Parse(r io.Reader, base string) (*Doc, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxBytes))
	if err != nil {
		return nil, fmt.Errorf("align: read: %w", err)
	}
	root, err := ParseHTML(data)
	if err != nil {
		return nil, err
	}
	d := &Doc{Root: root, Now: time.Now()}
	if base != "" {
		if d.Base, err = url.Parse(base); err != nil {
			return nil, fmt.Errorf("align: base URL: %w", err)
		}
	}
	d.Base = BaseURL(root, d.Base)
	return d, nil
}

// ParseHTML builds the DOM of UTF-8 HTML as Parse does, within the same
// limits, for the parts of focus that read a page without analysing it
// (its links, its text): one parse for all, so that each sees the same
// page, and a hostile one costs each as little. Scripting is off: the
// content of <noscript>, which a browser without scripts shows (a
// crawler, a reader of the archive), is markup, and for some forum
// software (Flarum) the only content a crawler is served.
func ParseHTML(data []byte) (*html.Node, error) {
	root, err := parseBounded(data[:min(len(data), maxBytes)])
	if err != nil {
		return nil, fmt.Errorf("align: parse: %w", err)
	}
	prune(root)
	return root, nil
}

// flatDepth is the nesting kept when a page is too deep for the parser.
// The count is naive (every element that is not void counts, closed only
// by its own end tag), which overestimates the parser's stack except for
// the few elements it implies (tbody, reopened formatting), hence the
// margin below 512.
const flatDepth = 128

// parseBounded parses data cut to maxNodes tokens. A page the parser
// rejects for nesting is parsed again with tags deeper than flatDepth
// dropped and, should that fail too, as text alone.
func parseBounded(data []byte) (*html.Node, error) {
	noScript := html.ParseOptionEnableScripting(false)
	root, err := html.ParseWithOptions(bytes.NewReader(bound(data, -1)), noScript)
	for _, depth := range []int{flatDepth, 0} {
		if err == nil {
			break
		}
		root, err = html.ParseWithOptions(bytes.NewReader(bound(data, depth)), noScript)
	}
	return root, err
}

// bound rewrites data to at most maxNodes tokens and, when depth >= 0,
// drops the start and end tags of elements nested deeper than depth
// (text stays; the content of a dropped script or style goes too). Data
// that needs no change is returned as it is.
func bound(data []byte, depth int) []byte {
	if depth < 0 && len(data) <= maxNodes {
		return data // a token takes a byte at least
	}
	z := html.NewTokenizer(bytes.NewReader(data))
	var out []byte // nil until a token is dropped
	pos, open, dropped := 0, 0, 0
	var raw atom.Atom // a dropped raw-text element whose content is skipped
	for tokens := 0; ; tokens++ {
		tt := z.Next()
		if tt == html.ErrorToken {
			break
		}
		tok := z.Raw()
		if tokens >= maxNodes {
			if out == nil {
				return data[:pos]
			}
			return out
		}
		keep := true
		if depth >= 0 && tt != html.CommentToken && tt != html.DoctypeToken {
			var a atom.Atom
			if tt != html.TextToken {
				name, _ := z.TagName()
				a = atom.Lookup(name)
			}
			switch {
			case raw != 0:
				keep = false
				if tt == html.EndTagToken && a == raw {
					raw = 0
				}
			case tt == html.TextToken || void(a):
			case tt == html.EndTagToken && dropped > 0:
				dropped--
				keep = false
			case tt == html.EndTagToken:
				open = max(open-1, 0)
			case open >= depth:
				dropped++
				keep = false
				if rawText(a) {
					raw, dropped = a, dropped-1
				}
			default:
				open++
			}
		}
		if !keep && out == nil {
			out = append(make([]byte, 0, len(data)), data[:pos]...)
		}
		if keep && out != nil {
			out = append(out, tok...)
		}
		pos += len(tok)
	}
	if out == nil {
		return data
	}
	return out
}

// void elements have no content and no end tag.
func void(a atom.Atom) bool {
	switch a {
	case atom.Area, atom.Base, atom.Br, atom.Col, atom.Embed, atom.Hr, atom.Img,
		atom.Input, atom.Link, atom.Meta, atom.Param, atom.Source, atom.Track, atom.Wbr:
		return true
	}
	return false
}

// rawText elements hold text the tokenizer does not parse as markup.
func rawText(a atom.Atom) bool {
	switch a {
	case atom.Script, atom.Style, atom.Textarea, atom.Title, atom.Xmp,
		atom.Iframe, atom.Noembed, atom.Noframes, atom.Noscript, atom.Plaintext:
		return true
	}
	return false
}

// prune cuts what the tree builder still made too deep or too large (it
// can add implied and reconstructed elements): children below maxDepth and
// every node after the maxNodes-th in document order. It walks by pointers,
// not recursion.
func prune(root *html.Node) {
	n, depth, count := root, 0, 0
	for n != nil {
		count++
		if count >= maxNodes {
			n.FirstChild, n.LastChild = nil, nil
			for a := n; a.Parent != nil; a = a.Parent {
				a.NextSibling = nil
				a.Parent.LastChild = a
			}
			return
		}
		if depth >= maxDepth {
			n.FirstChild, n.LastChild = nil, nil
		}
		if n.FirstChild != nil {
			n, depth = n.FirstChild, depth+1
			continue
		}
		for n != nil && n.NextSibling == nil {
			n, depth = n.Parent, depth-1
		}
		if n != nil {
			n = n.NextSibling
		}
	}
}

// baseHref returns the href of the first <base> element that has one.
func baseHref(root *html.Node) string {
	var href string
	walk(root, func(n *html.Node) bool {
		if href == "" && n.Type == html.ElementNode && n.DataAtom == atom.Base {
			href = strings.TrimSpace(attr(n, "href"))
		}
		return href == ""
	})
	return href
}

// walk visits n and its descendants in document order, descending only
// where visit returns true. Depth is bounded by prune for parsed pages and
// by maxDepth for hand-built ones.
func walk(n *html.Node, visit func(*html.Node) bool) {
	walkDepth(n, 0, visit)
}

func walkDepth(n *html.Node, depth int, visit func(*html.Node) bool) {
	if depth > maxDepth || !visit(n) {
		return
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		walkDepth(c, depth+1, visit)
	}
}

// Canonical is the URL the page's <link rel="canonical"> names, resolved
// against the page's base; nil for none.
func (d *Doc) Canonical() *url.URL {
	var href string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if href != "" || n.Type == html.ElementNode && n.DataAtom == atom.Body {
			return
		}
		if n.Type == html.ElementNode && n.DataAtom == atom.Link && strings.EqualFold(attr(n, "rel"), "canonical") {
			href = strings.TrimSpace(attr(n, "href"))
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(d.Root)
	if href == "" {
		return nil
	}
	u, err := url.Parse(href)
	if err != nil {
		return nil
	}
	if d.Base != nil {
		u = d.Base.ResolveReference(u)
	}
	return u
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key && a.Namespace == "" {
			return a.Val
		}
	}
	return ""
}

// analysis is everything derived from the DOM once.
type analysis struct {
	body    *tnode
	base    *url.URL
	links   []Link
	linkOf  map[*html.Node]int // <a> node -> index in links
	profile []bool             // links[i] points to a user profile
	// uiLabels are texts of links to two or more profiles ("Offline",
	// "View Public Profile"): no user's name. Posts, their only reader,
	// sets them.
	uiLabels map[string]bool
	regions  []Region
	text     int       // visible text runes of the body, minus anchor text
	dates    DateOrder // shown by the page's own dates
}

// DateOrder is the order the page's own numeric dates show: those that
// allow only one order (04-27-2026 is month first) say how all of them are
// read. DatesBySeparator when they show none or both; the site's order
// (Doc.Dates) then reads them.
func (d *Doc) DateOrder() DateOrder {
	return d.analysis().dates
}

func (d *Doc) analysis() *analysis {
	d.once.Do(func() { d.an = analyze(d) })
	return d.an
}
