package score

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"focus/crawl"
)

// Combine returns the crawl scorer that orders the frontier by prio (nil:
// breadth-first) and keeps a page only if every filter keeps it. Every
// scorer's Keep sees every page, whatever its verdict is used for: a
// priority scorer learns from the pages it is shown (a parent's sentiment,
// the cash of a page with comments). The score logged for a page is prio's
// (its own measure), or the first filter's when there is no prio. prio may
// be one of the filters too: it is asked once a page.
func Combine(prio crawl.Scorer, filters ...crawl.Scorer) crawl.Scorer {
	return combined{prio: prio, filters: filters}
}

type combined struct {
	prio    crawl.Scorer
	filters []crawl.Scorer
}

func (c combined) Keep(p *crawl.Page) (bool, float64) {
	keep, score, scored := true, 0.0, false
	var prioKeep bool
	if c.prio != nil {
		prioKeep, score = c.prio.Keep(p)
		scored = true
	}
	for _, f := range c.filters {
		if f == c.prio {
			keep = keep && prioKeep
			continue
		}
		k, s := f.Keep(p)
		keep = keep && k
		if !scored {
			score, scored = s, true
		}
	}
	return keep, score
}

func (c combined) Priority(from *crawl.Page, l crawl.Link, urlType string) float64 {
	if c.prio == nil {
		return 0
	}
	return c.prio.Priority(from, l, urlType)
}

// Rescore passes the crawl's question on to prio when it can answer it.
func (c combined) Rescore(u, urlType string, queued float64) float64 {
	if r, ok := c.prio.(crawl.Rescorer); ok {
		return r.Rescore(u, urlType, queued)
	}
	return queued
}

// Text returns the text a reader sees on the page under n: no scripts,
// styles or markup; blocks end in a newline, runs of white space are one
// space. The reader runs no scripts: what <noscript> holds counts (parsed
// as markup, as [focus/align.ParseHTML] does).
func Text(n *html.Node) string {
	var b []byte
	b = text(b, n)
	return strings.TrimSpace(string(b))
}

func text(b []byte, n *html.Node) []byte {
	switch n.Type {
	case html.TextNode:
		lead := len(n.Data) > 0 && isSpace(n.Data[0])
		for i, f := range strings.Fields(n.Data) {
			if (i > 0 || lead) && len(b) > 0 && !isSpace(b[len(b)-1]) {
				b = append(b, ' ')
			}
			b = append(b, f...)
		}
		if len(n.Data) > 0 && isSpace(n.Data[len(n.Data)-1]) && len(b) > 0 && !isSpace(b[len(b)-1]) {
			b = append(b, ' ')
		}
		return b
	case html.CommentNode, html.DoctypeNode:
		return b
	case html.ElementNode:
		switch n.DataAtom {
		case atom.Script, atom.Style, atom.Template, atom.Svg, atom.Iframe:
			return b
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		b = text(b, c)
	}
	if n.Type == html.ElementNode && block(n.DataAtom) && len(b) > 0 {
		for len(b) > 0 && b[len(b)-1] == ' ' {
			b = b[:len(b)-1]
		}
		if len(b) > 0 && b[len(b)-1] != '\n' {
			b = append(b, '\n')
		}
	}
	return b
}

func isSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f' }

// block reports elements that end a line of text.
func block(a atom.Atom) bool {
	switch a {
	case atom.P, atom.Div, atom.Br, atom.Li, atom.Tr, atom.Td, atom.Th, atom.H1, atom.H2, atom.H3,
		atom.H4, atom.H5, atom.H6, atom.Blockquote, atom.Pre, atom.Article, atom.Section,
		atom.Header, atom.Footer, atom.Nav, atom.Aside, atom.Dd, atom.Dt, atom.Title, atom.Table,
		atom.Ul, atom.Ol, atom.Form, atom.Main, atom.Figcaption:
		return true
	}
	return false
}
