package pagetype

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"focus/align"
)

// A page of one item is told by how the item is titled: a link to another
// page makes it a listing of one, no link or a link to the page itself the
// item's own page; a page of several items has no lone item. The one item
// counts as a dated record, as each of several posts does.
func TestLoneFeature(t *testing.T) {
	entry := func(title string) string {
		return `<article>` + title + `<p>` + strings.Repeat("A paragraph of the entry that goes on. ", 8) + `</p><footer>3 March 2024</footer></article>`
	}
	linked := `<h2><a href="/2024/03/an-entry/">An entry about the garden</a></h2>`
	var several strings.Builder
	for i := range 5 {
		several.WriteString(post(i))
	}
	cases := []struct {
		name, url, body string
		want            float64
		dated           int
	}{
		{"archive month of one entry", "http://127.0.0.1/archive/2024/03/", entry(linked), 1, 1},
		{"the entry's own page", "http://127.0.0.1/2024/03/an-entry/", entry(linked), -1, 1},
		{"a post without a title", "http://127.0.0.1/t/1", entry(""), -1, 1},
		// A byline's links name the author and the author's group, however
		// long the group's name: they title nothing.
		{"a post under a byline", "http://127.0.0.1/t/3", entry(`<p>By <a href="/profile/OldGardener">OldGardener</a> in <a href="/groups/profile/226/zucchini">Zucchini &amp; Leaf Mold</a></p>`), -1, 1},
		{"a thread of several posts", "http://127.0.0.1/t/2", several.String(), 0, 5},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			menu := `<ul class="menu"><li><a href="/">Home</a></li><li><a href="/tags">Tags</a></li></ul>`
			d, err := align.Parse(strings.NewReader(page(menu+tc.body)), tc.url)
			if err != nil {
				t.Fatal(err)
			}
			item, ok := d.Lone()
			if got := lone(d, item, ok); got != tc.want {
				t.Errorf("lone = %v, want %v", got, tc.want)
			}
			f := Features(d)
			if got := f[slices.Index(Names(), "lone")]; fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("feature lone = %v, want %v", got, tc.want)
			}
			if got := math.Round(math.Expm1(f[slices.Index(Names(), "dated_records")])); got != float64(tc.dated) {
				t.Errorf("dated records = %v, want %d", got, tc.dated)
			}
		})
	}
}
