package annotations

import (
	"bytes"
	"net/url"
	"path"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"focus/align"
)

// PreviewCSP is the Content-Security-Policy of a page preview: inline styles
// and data: images only, so nothing in it runs or reaches the network.
const PreviewCSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

// previewStyle marks out links in a preview, whose href clean removed.
const previewStyle = "a[data-href]{color:LinkText;text-decoration:underline;cursor:default}"

// skipExt reports whether p names a file that is not a page; the walk does
// not queue those, sparing the site fetches the app would throw away.
func skipExt(p string) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".jpg", ".jpeg", ".png", ".gif", ".webp", ".svg", ".ico", ".css", ".js",
		".pdf", ".zip", ".gz", ".tgz", ".rar", ".7z", ".mp3", ".mp4", ".webm", ".avi", ".mov":
		return true
	}
	return false
}

// siteLinks returns the http(s) URLs that page's links lead to on page's
// own host, fragment-free and in document order, each once, read as
// learning reads them (align): resolved against the first <base href>.
func siteLinks(page *url.URL, body []byte) []string {
	d, err := align.Parse(bytes.NewReader(body), page.String())
	if err != nil {
		return nil
	}
	seen := make(map[string]bool)
	var out []string
	for _, l := range d.Links() {
		u, err := url.Parse(l.URL)
		if err != nil || !strings.EqualFold(u.Host, page.Host) || skipExt(u.Path) || seen[l.URL] {
			continue
		}
		seen[l.URL] = true
		out = append(out, l.URL)
	}
	return out
}

// preview returns body made safe to show in an <iframe sandbox srcdoc>:
// no scripts, no frames or plug-ins, no links or forms that could navigate
// the frame, no meta refresh, and PreviewCSP as a meta tag first in <head>
// so the browser blocks any fetch left (images, fonts, stylesheets).
// Links lose their href, so previewStyle still marks them out.
func preview(body []byte) string {
	// Scripting off: <noscript> content is parsed, and cleaned, as markup,
	// as the sandboxed (script-less) frame will render it.
	doc, err := html.ParseWithOptions(bytes.NewReader(body), html.ParseOptionEnableScripting(false))
	if err != nil { // only reader errors, which a bytes.Reader never gives
		return ""
	}
	clean(doc)
	if head := find(doc, atom.Head); head != nil {
		style := &html.Node{Type: html.ElementNode, Data: "style", DataAtom: atom.Style}
		style.AppendChild(&html.Node{Type: html.TextNode, Data: previewStyle})
		head.InsertBefore(style, head.FirstChild)
		head.InsertBefore(&html.Node{
			Type: html.ElementNode, Data: "meta", DataAtom: atom.Meta,
			Attr: []html.Attribute{{Key: "http-equiv", Val: "Content-Security-Policy"}, {Key: "content", Val: PreviewCSP}},
		}, style)
	}
	var b strings.Builder
	html.Render(&b, doc) // a strings.Builder does not fail
	return b.String()
}

// clean removes from n's subtree what could run code or reach the network.
func clean(n *html.Node) {
	for c := n.FirstChild; c != nil; {
		next := c.NextSibling
		if c.Type == html.ElementNode && dropped(c) {
			n.RemoveChild(c)
		} else {
			if c.Type == html.ElementNode {
				c.Attr = safeAttrs(c.Attr)
			}
			clean(c)
		}
		c = next
	}
}

func dropped(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Script, atom.Iframe, atom.Frame, atom.Frameset, atom.Object, atom.Embed,
		atom.Applet, atom.Base, atom.Link, atom.Meta:
		return true
	}
	// Foreign content (<svg><script>) and newer elements may lack an atom.
	return n.Data == "script" || n.Data == "portal"
}

func safeAttrs(as []html.Attribute) []html.Attribute {
	out := as[:0]
	for _, a := range as {
		k := strings.ToLower(a.Key)
		switch {
		case strings.HasPrefix(k, "on"), k == "action", k == "formaction",
			k == "ping", k == "srcdoc", k == "http-equiv",
			strings.HasPrefix(strings.ToLower(strings.TrimSpace(a.Val)), "javascript:"):
			continue
		case k == "href": // kept for the eye only: previewStyle shows it as a link
			a.Key, a.Namespace = "data-href", ""
		}
		out = append(out, a)
	}
	return out
}

func find(n *html.Node, a atom.Atom) *html.Node {
	if n.Type == html.ElementNode && n.DataAtom == a {
		return n
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if f := find(c, a); f != nil {
			return f
		}
	}
	return nil
}
