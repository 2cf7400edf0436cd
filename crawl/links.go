package crawl

import (
	"mime"
	"net/http"
	"net/url"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"focus/align"
)

// isHTML reports whether a Content-Type is one whose links we extract.
func isHTML(contentType string) bool {
	mt, _, err := mime.ParseMediaType(contentType)
	if err != nil {
		mt, _, _ = strings.Cut(strings.ToLower(contentType), ";")
		mt = strings.TrimSpace(mt)
	}
	return mt == "text/html" || mt == "application/xhtml+xml"
}

// Links returns the links (<a>, <area>) of the parsed page doc fetched from
// pageURL, resolved as learning resolves them (align.BaseURL, align.Resolve):
// against the first <base href>, fragments dropped, in-page links and
// other schemes than http(s) left out. A page that forbids
// following its links (<meta name="robots"> or an X-Robots-Tag header
// saying nofollow) has none: that is the site's word for every gate, while
// rel=nofollow on a link is a hint each gate weighs.
func Links(doc *html.Node, pageURL string, header http.Header) []Link {
	page, err := url.Parse(pageURL)
	if err != nil || hasNoFollow(header.Get("X-Robots-Tag")) {
		return nil
	}
	for n := range doc.Descendants() {
		if n.Type == html.ElementNode && n.DataAtom == atom.Meta {
			if name, _ := attr(n, "name"); strings.EqualFold(name, "robots") {
				if content, _ := attr(n, "content"); hasNoFollow(content) {
					return nil
				}
			}
		}
	}
	base := align.BaseURL(doc, page)
	var links []Link
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode || (n.DataAtom != atom.A && n.DataAtom != atom.Area) {
			continue
		}
		href, _ := attr(n, "href")
		u, ok := align.Resolve(base, href)
		if !ok {
			continue // javascript:, mailto:, tel:, in-page, malformed ...
		}
		rel, _ := attr(n, "rel")
		links = append(links, Link{
			URL:      u.String(),
			Anchor:   align.Anchor(n),
			NoFollow: hasToken(rel, "nofollow"),
			Jump:     strings.Contains(href, "#"),
		})
	}
	return links
}

// title returns the text of the page's first <title>, whitespace collapsed.
func title(doc *html.Node) string {
	for n := range doc.Descendants() {
		if n.Type == html.ElementNode && n.DataAtom == atom.Title {
			var b strings.Builder
			for c := range n.Descendants() {
				if c.Type == html.TextNode {
					b.WriteString(c.Data)
				}
			}
			return strings.Join(strings.Fields(b.String()), " ")
		}
	}
	return ""
}

// hasNoFollow reads a robots meta or X-Robots-Tag value: "nofollow" or
// "none" forbid following links.
func hasNoFollow(directives string) bool {
	for d := range strings.SplitSeq(directives, ",") {
		d = strings.ToLower(strings.TrimSpace(d))
		if d == "nofollow" || d == "none" {
			return true
		}
	}
	return false
}

// hasToken reports whether the space-separated list has tok, ignoring case.
func hasToken(list, tok string) bool {
	for f := range strings.FieldsSeq(list) {
		if strings.EqualFold(f, tok) {
			return true
		}
	}
	return false
}

func attr(n *html.Node, key string) (string, bool) {
	for _, a := range n.Attr {
		if a.Namespace == "" && strings.EqualFold(a.Key, key) {
			return a.Val, true
		}
	}
	return "", false
}
