package align

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// A category of one board forms no region; Alike finds its board row by
// the shape of the rows of a longer category at the same tag path, and
// leaves the category's heading out.
func TestAlike(t *testing.T) {
	d := categories(t)
	rs := d.Regions()
	var list *Region
	for i := range rs {
		if len(rs[i].Records) == 3 {
			list = &rs[i]
		}
	}
	if list == nil {
		t.Fatalf("no region of the 3 boards among %d regions", len(rs))
	}
	got := d.Alike(list)
	if len(got) != 1 || !strings.HasPrefix(got[0].Text, "Board 3") {
		var texts []string
		for _, r := range got {
			texts = append(texts, r.Text)
		}
		t.Errorf("Alike = %q, want the one row of Board 3 (Board 4 sits at another tag path)", texts)
	}
}

// categories is a board index of a category of three boards, a category
// of one (its heading a row of its own) and a board at another tag path.
func categories(t *testing.T) *Doc {
	t.Helper()
	row := func(i int) string {
		return fmt.Sprintf(`<li><a href="/f/%d">Board %d</a><p>About board %d</p><span>%d topics</span></li>`, i, i, i, 10+i)
	}
	var b strings.Builder
	b.WriteString(`<html><body><div class="cat"><ul class="forums">`)
	for i := range 3 {
		b.WriteString(row(i))
	}
	b.WriteString(`</ul></div><div class="cat"><ul class="forums"><li><h3>Lone category</h3></li>` + row(3) + `</ul></div>`)
	b.WriteString(`<div class="other"><ul class="forums">` + row(4) + `</ul></div></body></html>`)
	d, err := Parse(strings.NewReader(b.String()), "http://127.0.0.1/")
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// The board of a category of one is in the column of the other boards'
// titles: a forum whose categories hold one or two boards each has one
// list of boards, not columns of one or two that its footer outweighs.
func TestLinkTablesTakeInAlike(t *testing.T) {
	var got []string
	for _, tb := range categories(t).LinkTables() {
		for _, c := range tb.Columns {
			var urls []string
			for _, l := range c.Links {
				urls = append(urls, strings.TrimPrefix(l.URL, "http://127.0.0.1"))
			}
			got = append(got, strings.Join(urls, " "))
		}
	}
	if !slices.Contains(got, "/f/0 /f/1 /f/2 /f/3") {
		t.Errorf("columns %q, want one of /f/0 /f/1 /f/2 /f/3 (/f/4 sits at another tag path)", got)
	}
}
