package align

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// el builds an element tree by hand: el("p", el("a"), el("b")). A kid
// given as a string is a text node.
func el(tag string, kids ...any) *html.Node {
	n := &html.Node{Type: html.ElementNode, Data: tag}
	for _, k := range kids {
		switch k := k.(type) {
		case *html.Node:
			n.AppendChild(k)
		case string:
			n.AppendChild(&html.Node{Type: html.TextNode, Data: k})
		}
	}
	return n
}

// sexp writes a tree as "p(a b(c))" for readable failures.
func sexp(t *tnode) string {
	if len(t.kids) == 0 {
		return t.label
	}
	parts := make([]string, len(t.kids))
	for i, k := range t.kids {
		parts[i] = sexp(k)
	}
	return t.label + "(" + strings.Join(parts, " ") + ")"
}

func TestSTM(t *testing.T) {
	tests := []struct {
		name string
		a, b *html.Node
		want int
	}{
		{"different roots", el("p", el("a")), el("q", el("a")), 0},
		{"leaves", el("p"), el("p"), 1},
		{"one child differs", el("a", el("b"), el("c"), el("e")), el("a", el("b"), el("c"), el("d")), 3},
		{"nested", el("a", el("b"), el("c", el("b"), el("e")), el("e")), el("a", el("b"), el("c", el("b"), el("e")), el("d")), 5},
		{"deeper", el("a", el("b"), el("c", el("b", el("a")), el("e")), el("e")), el("a", el("b"), el("c", el("b", el("a")), el("e")), el("d")), 6},
		{"order kept, no crossing", el("p", el("a"), el("b"), el("e")), el("p", el("b"), el("c"), el("d"), el("e")), 3},
		{"no level skipping", el("tr", el("td"), el("td")), el("tr", el("td"), el("tr", el("td"))), 2},
		// a(b(d e) c(f)) and a(b(d) c(g f) h): a, b, d, c, f
		{"two levels", el("a", el("b", el("d"), el("e")), el("c", el("f"))), el("a", el("b", el("d")), el("c", el("g"), el("f")), el("h")), 5},
		{"text matches text", el("td", "4"), el("td", "1,854"), 2},
		{"scripts and blank text ignored", el("div", el("script", "x()"), "  ", el("a", "t")), el("div", el("a", "u")), 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := STM(tt.a, tt.b); got != tt.want {
				t.Errorf("STM = %d, want %d", got, tt.want)
			}
			if got := STM(tt.b, tt.a); got != tt.want {
				t.Errorf("STM reversed = %d, want %d", got, tt.want)
			}
		})
	}
}

func TestSimilarity(t *testing.T) {
	row := func(cells ...any) *html.Node { return el("tr", cells...) }
	a := row(el("td", el("a", "Title one")), el("td", "4"), el("td", "338"))
	b := row(el("td", el("a", "Another title")), el("td", "1"), el("td", "60"))
	if got := Similarity(a, b); got != 1 {
		t.Errorf("same shape: %v, want 1", got)
	}
	c := row(el("td", el("a", "Title"), el("span", "[", el("a", "1"), el("a", "2"), "]")), el("td", "4"), el("td", "338"))
	if got := Similarity(a, c); got < simThreshold || got >= 1 {
		t.Errorf("row with a mini pager: %v, want in [%v, 1)", got, simThreshold)
	}
	if got := Similarity(a, el("div", el("p", "x"))); got != 0 {
		t.Errorf("different roots: %v, want 0", got)
	}
}

// TestSTMBudget checks that matching huge similar trees stops at the
// work cap instead of taking quadratic time.
func TestSTMBudget(t *testing.T) {
	wide := func() *html.Node {
		n := el("ul")
		for range 5000 {
			n.AppendChild(el("li", el("a", "x")))
		}
		return n
	}
	m := matcher{budget: 1000}
	if got := m.stm(tree(wide()), tree(wide())); got != 1 {
		t.Errorf("over budget: STM = %d, want 1 (roots only)", got)
	}
	if m.budget != 0 {
		t.Errorf("budget left %d, want 0", m.budget)
	}
}
