package align

import (
	"net/url"
	"strings"
	"testing"
)

// A search box's answers are told from the site's own lists, and a box
// that looks a page up by its number is no search.
func TestSearchForms(t *testing.T) {
	if forms := (&Doc{}).SearchForms(); forms != nil {
		t.Errorf("a Doc without a page has search forms %v", forms)
	}
	for _, tc := range []struct {
		name, form string
		answers    map[string]bool
	}{
		{"Elgg's header search, by its class",
			`<form class="elgg-search elgg-search-header" action="/search" method="get"><input type="text" name="q"><input type="hidden" name="search_type" value="all"></form>`,
			map[string]bool{
				"http://f.test/search?q=lawn&search_type=tags": true,
				"http://f.test/search?search_type=all":         false, // no field filled in
				"http://f.test/search/advanced?q=lawn":         false, // another path
				"http://g.test/search?q=lawn":                  false, // another host
			}},
		{"phpBB's quick search, by its action",
			`<form action="./search.php" method="get" id="quick"><input name="keywords" type="text"><input type="hidden" name="fid[]" value="2"></form>`,
			map[string]bool{
				"http://f.test/forum/search.php?keywords=soil":        true,
				"http://f.test/forum/search.php?search_id=newposts":   false,
				"http://f.test/forum/viewforum.php?f=2&keywords=soil": false,
			}},
		{"role=search on a wrapper, method left out",
			`<div role="search"><form action="find"><input name="w"></form></div>`,
			map[string]bool{"http://f.test/forum/find?w=soil": true}},
		{"wpForo's header search, by the class of its box",
			`<div class="wpf-right wpf-search"><form action="/community/" method="get"><input class="wpf-search-field" name="wpfs" type="text" value=""></form></div>`,
			map[string]bool{
				"http://f.test/community/?wpfin=tag&wpfs=lawn": true,
				"http://f.test/community/lawns/":               false,
			}},
		{"a page box on a search page's body is no search",
			`<form action="results.php" method="get"><input type="text" name="page"></form>`,
			map[string]bool{"http://f.test/forum/results.php?page=2": false}},
		{"an input of type search",
			`<form action="lookup.php"><input type="search" name="s"></form>`,
			map[string]bool{"http://f.test/forum/lookup.php?s=soil": true}},
		{"Beehive's goto box is no search",
			`<form name="f_nav" method="get" action="messages.php"><input type="hidden" name="webtag" value="DEFAULT"><input type="text" name="msg"></form>`,
			map[string]bool{"http://f.test/forum/messages.php?webtag=DEFAULT&msg=12.1": false}},
		{"a search posted is no list of links",
			`<form action="search.php" method="post"><input type="text" name="keywords"></form>`,
			map[string]bool{"http://f.test/forum/search.php?keywords=soil": false}},
		{"a jump menu has no field to type in",
			`<form action="search.php" method="get"><select name="f"><option value="2">Soil</option></select></form>`,
			map[string]bool{"http://f.test/forum/search.php?f=2": false}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The body's class is WordPress's on a search results page:
			// it makes no form on the page a search box.
			d, err := Parse(strings.NewReader(`<body class="search search-results">`+tc.form+"</body>"), "http://f.test/forum/index.php")
			if err != nil {
				t.Fatal(err)
			}
			forms := d.SearchForms()
			for raw, want := range tc.answers {
				u, _ := url.Parse(raw)
				got := false
				for _, f := range forms {
					got = got || f.Answers(u)
				}
				if got != want {
					t.Errorf("%s answers a search: %v, want %v (forms %v)", raw, got, want, forms)
				}
			}
		})
	}
}
