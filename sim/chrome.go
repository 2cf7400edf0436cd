package sim

import (
	"fmt"
	"html"
	"math/rand/v2"
	"strings"
	"time"
)

// Esc escapes text for HTML.
func Esc(s string) string { return html.EscapeString(s) }

// Styles is an inline stylesheet of about kb kilobytes, the same on every page
// of a package: real skins ship large CSS, and page weight is part of realism.
func Styles(pkg string, kb int) string {
	r := rand.New(rand.NewPCG(Hash("css", pkg), 1))
	words := []string{"header", "nav", "row", "inner", "wrap", "post", "topic", "forum", "list", "item", "title",
		"meta", "author", "date", "body", "content", "footer", "sidebar", "widget", "button", "icon", "avatar",
		"pagination", "crumb", "badge", "panel", "block", "menu", "tab", "notice", "quote", "code", "sig"}
	props := []string{"margin:0 auto", "padding:4px 8px", "color:#%06x", "background:#%06x", "border:1px solid #%06x",
		"font-size:%dpx", "line-height:1.%d", "display:flex", "float:left", "text-decoration:none", "width:%d%%",
		"border-radius:%dpx", "font-weight:bold", "overflow:hidden", "white-space:nowrap", "vertical-align:middle"}
	var b strings.Builder
	b.WriteString("<style type=\"text/css\">\n")
	for b.Len() < kb*1024 {
		sel := "." + words[r.IntN(len(words))] + "-" + words[r.IntN(len(words))]
		if r.IntN(3) == 0 {
			sel += " ." + words[r.IntN(len(words))]
		}
		b.WriteString(sel + "{")
		Decls(&b, r, props, 2+r.IntN(5), 8)
		b.WriteString("}\n")
	}
	b.WriteString("</style>\n")
	return b.String()
}

// Decls writes n CSS declarations drawn from props: a %06x in one becomes
// a random colour, another % verb a number from least up.
func Decls(b *strings.Builder, r *rand.Rand, props []string, n, least int) {
	for range n {
		p := props[r.IntN(len(props))]
		switch {
		case strings.Contains(p, "%06x"):
			p = fmt.Sprintf(p, r.IntN(1<<24))
		case strings.Contains(p, "%"):
			p = fmt.Sprintf(p, least+r.IntN(40))
		}
		b.WriteString(p + ";")
	}
}

// Scripts is inline JavaScript of about kb kilobytes: analytics, settings and
// helper code, as real pages carry.
func Scripts(pkg string, kb int) string {
	r := rand.New(rand.NewPCG(Hash("js", pkg), 2))
	var b strings.Builder
	fmt.Fprintf(&b, "<script type=\"text/javascript\">\n// <![CDATA[\nvar %s_config = {\"cookie_name\":\"%s_u\",\"cookie_path\":\"/\",\"style\":%d,\"ajax\":true,\"timezone\":\"UTC\"};\n",
		pkg, pkg, r.IntN(9))
	verbs := []string{"toggle", "load", "show", "hide", "bind", "init", "parse", "render", "update", "fetch"}
	nouns := []string{"Menu", "Quote", "Spoiler", "Avatar", "Tooltip", "Editor", "Panel", "Notice", "Poll", "Gallery"}
	for b.Len() < kb*1024 {
		name := verbs[r.IntN(len(verbs))] + nouns[r.IntN(len(nouns))] + fmt.Sprint(r.IntN(100))
		fmt.Fprintf(&b, "function %s(el, opts) {\n  opts = opts || {};\n  var node = document.getElementById(el);\n  if (!node) { return false; }\n  node.className = node.className.replace(/\\bhidden\\b/, '') + ' %s-active';\n  return node.getAttribute('data-%d') !== null;\n}\n",
			name, pkg, r.IntN(1000))
	}
	b.WriteString("// ]]>\n</script>\n")
	return b.String()
}

// PagerItem is one element of a page-number list: a page, or a gap ("...").
type PagerItem struct {
	N       int
	Current bool
	Gap     bool
}

// Pager lists the page numbers a typical forum shows: the first, the last and
// a window around the current page, with gaps between.
func Pager(cur, total, window int) []PagerItem {
	var items []PagerItem
	last := 0
	for n := 1; n <= total; n++ {
		if n != 1 && n != total && (n < cur-window || n > cur+window) {
			continue
		}
		if last != 0 && n > last+1 {
			items = append(items, PagerItem{Gap: true})
		}
		items = append(items, PagerItem{N: n, Current: n == cur})
		last = n
	}
	return items
}

// Paras wraps paragraphs in an opening and closing tag each.
func Paras(body []string, open, close string) string {
	var b strings.Builder
	for _, p := range body {
		b.WriteString(open + Esc(p) + close)
	}
	return b.String()
}

// Ago says how long before now t was, the way packages print recent dates.
func Ago(now, t time.Time) string {
	d := now.Sub(t)
	switch {
	case d < time.Hour:
		return fmt.Sprintf("%d minutes ago", int(d.Minutes()))
	case d < 24*time.Hour:
		return fmt.Sprintf("%d hours ago", int(d.Hours()))
	case d < 30*24*time.Hour:
		return fmt.Sprintf("%d days ago", int(d.Hours()/24))
	}
	return t.Format("Jan 2, 2006")
}
