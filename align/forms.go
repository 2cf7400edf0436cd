package align

import (
	"net/url"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// SearchForm is a search box of a page: a GET form that says it searches
// and has a field to type in. Its answers are lists made up on demand (a
// tag's search, a member's posts), not the site's own lists.
type SearchForm struct {
	Action *url.URL // resolved against Doc.Base, query dropped
	Fields []string // the names of its text fields
}

// SearchForms returns the page's search forms. A form says it searches by
// an input of type search, role=search on it or above it, or the word in
// its action, id, class or name, or in the id or class of the box it sits
// in (wpForo's div.wpf-search): code identifiers, whatever the site's
// language. The page's body is no such box: WordPress classes a search
// results page's body "search", and a jump-to-page form there is no
// search. A goto box (a message number typed into messages.php?msg=) has a
// text field too, and is no search.
func (d *Doc) SearchForms() []SearchForm {
	if d.Root == nil {
		return nil // a Doc built without a page, as Links allows
	}
	var out []SearchForm
	var walk func(n *html.Node, inSearch bool)
	walk = func(n *html.Node, inSearch bool) {
		if n.Type == html.ElementNode {
			inSearch = inSearch || strings.EqualFold(attr(n, "role"), "search") || n.Data == "search"
			if n.DataAtom == atom.Form {
				if f, ok := d.searchForm(n, inSearch); ok {
					out = append(out, f)
				}
				return
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, inSearch)
		}
	}
	walk(d.Root, false)
	return out
}

// searchForm reads form as a search form, if it is one.
func (d *Doc) searchForm(form *html.Node, inSearch bool) (SearchForm, bool) {
	if m := attr(form, "method"); m != "" && !strings.EqualFold(m, "get") {
		return SearchForm{}, false
	}
	action := strings.TrimSpace(attr(form, "action"))
	says := inSearch
	names := []string{action, attr(form, "id"), attr(form, "class"), attr(form, "name")}
	if box := form.Parent; box != nil && box.Type == html.ElementNode && box.DataAtom != atom.Body {
		names = append(names, attr(box, "id"), attr(box, "class"))
	}
	for _, v := range names {
		says = says || strings.Contains(strings.ToLower(v), "search")
	}
	var fields []string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && n.DataAtom == atom.Input {
			typ := strings.ToLower(attr(n, "type"))
			if name := attr(n, "name"); name != "" && (typ == "" || typ == "text" || typ == "search") {
				fields = append(fields, name)
				says = says || typ == "search"
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(form)
	if !says || len(fields) == 0 {
		return SearchForm{}, false
	}
	u, err := url.Parse(action)
	if err != nil {
		return SearchForm{}, false
	}
	if d.Base != nil {
		u = d.Base.ResolveReference(u)
	}
	u.RawQuery, u.Fragment = "", ""
	return SearchForm{Action: u, Fields: fields}, true
}

// Answers reports whether u is one of f's result pages: f's action with
// one of its fields filled in.
func (f SearchForm) Answers(u *url.URL) bool {
	if u.Host != f.Action.Host || u.EscapedPath() != f.Action.EscapedPath() {
		return false
	}
	q := u.Query()
	for _, name := range f.Fields {
		if q.Get(name) != "" {
			return true
		}
	}
	return false
}
