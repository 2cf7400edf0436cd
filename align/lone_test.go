package align

import (
	"fmt"
	"strings"
	"testing"
)

// A page of one item yields that item as its lone record; a page whose
// content is a list of dated items has none.
func TestLone(t *testing.T) {
	menu := `<ul class="menu"><li><a href="/">Home</a></li><li><a href="/tags">Tags</a></li><li><a href="/help">Help</a></li></ul>`
	item := func(i int) string {
		return fmt.Sprintf(`<article><h2><a href="/post/%d">A title of post number %d</a></h2><p>%s</p><p>%s</p><footer>%d March 2024</footer></article>`,
			i, i, strings.Repeat("A paragraph of the post that goes on. ", 6), strings.Repeat("Another one, shorter. ", 4), i+1)
	}
	var list strings.Builder
	for i := range 5 {
		list.WriteString(item(i))
	}
	cases := []struct {
		name string
		body string
		want string // start of the lone record's text, "" for none
	}{
		{"one item", menu + `<div id="main">` + item(7) + `</div>`, "A title of post number 7"},
		{"a list of items", menu + `<div id="main">` + list.String() + `</div>`, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Parse(strings.NewReader("<html><body>"+tc.body+"</body></html>"), "http://127.0.0.1/")
			if err != nil {
				t.Fatal(err)
			}
			r, ok := d.Lone()
			if ok != (tc.want != "") || ok && !strings.HasPrefix(r.Text, tc.want) {
				t.Fatalf("Lone() = %q, %v; want prefix %q", r.Text, ok, tc.want)
			}
		})
	}
}
