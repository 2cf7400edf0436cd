package comment

import (
	"strings"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// MinProseWords is how many words (white-space-separated tokens holding a
// letter) a run of text must have to be prose: a sentence someone wrote,
// not a count ("12"), a label ("Replies") or a byline ("Bob on").
const MinProseWords = 6

// notProse are the elements whose text is never prose: links, buttons and
// form controls (what "12 comments", "Reply" and "Leave a comment" are),
// headings ("Leave a Reply", "3 Comments"), whole forms (a comment form's
// notes and labels; but see wrapsPage) and what is not shown as text.
var notProse = map[atom.Atom]bool{
	atom.A: true, atom.Button: true, atom.Form: true, atom.Input: true, atom.Select: true,
	atom.Option: true, atom.Textarea: true, atom.Label: true,
	atom.H1: true, atom.H2: true, atom.H3: true, atom.H4: true, atom.H5: true, atom.H6: true,
	atom.Script: true, atom.Style: true, atom.Noscript: true, atom.Template: true,
	atom.Iframe: true, atom.Svg: true, atom.Head: true, atom.Title: true,
}

// inline are the elements whose text runs on in their parent's: prose
// split by emphasis or a line break is one run.
var inline = map[atom.Atom]bool{
	atom.Span: true, atom.B: true, atom.I: true, atom.Em: true, atom.Strong: true,
	atom.Small: true, atom.Sub: true, atom.Sup: true, atom.Abbr: true, atom.Cite: true,
	atom.Q: true, atom.Code: true, atom.Mark: true, atom.U: true, atom.S: true,
	atom.Br: true, atom.Time: true, atom.Font: true, atom.Del: true, atom.Ins: true,
	atom.Kbd: true, atom.Var: true, atom.Dfn: true, atom.Bdi: true, atom.Bdo: true,
	atom.Wbr: true, atom.Img: true,
}

// proseUses are the class names of the elements under root that carry
// prose, lower-cased, in document order of first use, with how many such
// elements carry each (see [ProseClasses]).
func proseUses(root *html.Node) ([]string, []int) {
	prose := map[*html.Node]bool{} // the elements that carry prose
	// walk returns the words n adds to its parent's run (n's own run when
	// n is text or inline) and whether n is or holds prose.
	var walk func(n *html.Node) (int, bool)
	walk = func(n *html.Node) (int, bool) {
		switch n.Type {
		case html.TextNode:
			return words(n.Data), false
		case html.ElementNode:
			if notProse[n.DataAtom] && !(n.DataAtom == atom.Form && wrapsPage(n)) {
				return 0, false
			}
		case html.DocumentNode:
		default:
			return 0, false
		}
		run, has := 0, false
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			w, h := walk(c)
			run += w
			has = has || h
		}
		has = has || run >= MinProseWords
		if has && n.Type == html.ElementNode {
			prose[n] = true
		}
		if n.Type == html.ElementNode && inline[n.DataAtom] {
			return run, has
		}
		return 0, has
	}
	walk(root)

	return classUses(root, func(n *html.Node) bool { return prose[n] })
}

// wrapsPage reports whether a form wraps the page's content rather than
// being a form (ASP.NET WebForms pages put the whole body in one): it
// holds an h1, main or article element. Its controls still hold no prose.
func wrapsPage(form *html.Node) bool {
	for n := range form.Descendants() {
		if n.Type == html.ElementNode && (n.DataAtom == atom.H1 || n.DataAtom == atom.Main || n.DataAtom == atom.Article) {
			return true
		}
	}
	return false
}

// words counts the white-space-separated tokens of s that hold a letter.
func words(s string) int {
	n := 0
	for _, f := range strings.Fields(s) {
		if strings.ContainsFunc(f, unicode.IsLetter) {
			n++
		}
	}
	return n
}
