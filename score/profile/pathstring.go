package profile

import (
	"iter"
	"net/url"
	"slices"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"focus/align"
)

// PSNV is a path string node value pair: a text node (or a link or image)
// and the path string of where it sits in the DOM.
type PSNV struct {
	// Path runs from the node's parent (the element itself for a link or
	// image) up to the root, "<td><tr-class/people><table><body><html>":
	// each element with its display properties, as "-name/value".
	Path  string `json:"path"`
	Value string `json:"value"`
	// Attr is "href" or "src" for a link's or an image's pair, "" for text.
	Attr string `json:"attr,omitempty"`
}

// skipped elements hold no visible data.
func skipped(a atom.Atom) bool {
	switch a {
	case atom.Script, atom.Style, atom.Noscript, atom.Template, atom.Svg, atom.Iframe, atom.Head:
		return true
	}
	return false
}

// PathStrings lists the PSNV pairs of a parsed page in document order: one
// per non-blank text node, plus one per link (valued by its href) and image
// (its src), since thumbnails and image links carry no text yet make up a
// list page's main perceptual group.
func PathStrings(root *html.Node) []PSNV {
	var out []PSNV
	var walk func(n *html.Node, path string)
	walk = func(n *html.Node, path string) {
		switch n.Type {
		case html.TextNode:
			if v := strings.Join(strings.Fields(n.Data), " "); v != "" {
				out = append(out, PSNV{Path: path, Value: v})
			}
			return
		case html.ElementNode:
			if skipped(n.DataAtom) {
				return
			}
			path = elementString(n) + path
			switch n.DataAtom {
			case atom.A:
				if v, ok := attrOf(n, "href"); ok {
					out = append(out, PSNV{Path: path, Value: v, Attr: "href"})
				}
			case atom.Img:
				if v, ok := attrOf(n, "src"); ok {
					out = append(out, PSNV{Path: path, Value: v, Attr: "src"})
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, path)
		}
	}
	walk(root, "")
	return out
}

// elementString is one element of a path string, "<tr-class/people>";
// class names are sorted so that their order does not split a group.
func elementString(n *html.Node) string {
	var b strings.Builder
	b.WriteString("<")
	b.WriteString(n.Data)
	// Only display properties, which change how a node looks, count: href,
	// src or id would make a path unique to one node, and style is left out
	// too as sites write per-item geometry (widths, offsets) into it.
	for _, k := range [...]string{"class", "align", "valign", "size", "face", "color", "dir"} {
		v, ok := attrOf(n, k)
		if !ok {
			continue
		}
		v = strings.Join(strings.Fields(strings.ToLower(v)), " ")
		if k == "class" {
			f := strings.Fields(v)
			slices.Sort(f)
			v = strings.Join(f, " ")
		}
		b.WriteString("-" + k + "/" + v)
	}
	b.WriteString(">")
	return b.String()
}

// pathOf is the path string of element n itself.
func pathOf(n *html.Node) string {
	var b strings.Builder
	for x := n; x != nil; x = x.Parent {
		if x.Type == html.ElementNode {
			b.WriteString(elementString(x))
		}
	}
	return b.String()
}

func attrOf(n *html.Node, key string) (string, bool) {
	for _, a := range n.Attr {
		if a.Namespace == "" && a.Key == key {
			return a.Val, true
		}
	}
	return "", false
}

// hrefs yields the <a> elements under root with the URL each leads to,
// resolved against base (the page's align.BaseURL) as the crawl resolves
// links; links that lead nowhere a crawler goes are left out.
func hrefs(root *html.Node, base *url.URL) iter.Seq2[*html.Node, *url.URL] {
	return func(yield func(*html.Node, *url.URL) bool) {
		for n := range root.Descendants() {
			if n.Type != html.ElementNode || n.DataAtom != atom.A {
				continue
			}
			href, _ := attrOf(n, "href")
			u, ok := align.Resolve(base, href)
			if !ok {
				continue
			}
			if !yield(n, u) {
				return
			}
		}
	}
}

// Schema returns the schema pairs of a set of pages (the paper's Algorithm 1,
// with its threshold extension): the PSNV pairs found on at least share of
// them (1 = on every page). Such pairs are the site's furniture (menus,
// footers, "Sign in") and say nothing about a page's class.
func Schema(pages [][]PSNV, share float64) map[PSNV]bool {
	count := map[PSNV]int{}
	for _, p := range pages {
		seen := map[PSNV]bool{}
		for _, x := range p {
			if !seen[x] {
				seen[x] = true
				count[x]++
			}
		}
	}
	need := max(1, int(share*float64(len(pages))+0.999999))
	schema := map[PSNV]bool{}
	for x, n := range count {
		if n >= need {
			schema[x] = true
		}
	}
	return schema
}

// RealData is pairs without the schema ones.
func RealData(pairs []PSNV, schema map[PSNV]bool) []PSNV {
	return slices.DeleteFunc(slices.Clone(pairs), func(x PSNV) bool { return schema[x] })
}

// pathSet is the distinct path strings of some pairs.
func pathSet(pairs []PSNV) map[string]bool {
	s := make(map[string]bool, len(pairs))
	for _, x := range pairs {
		s[x.Path] = true
	}
	return s
}
