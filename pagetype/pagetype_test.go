package pagetype_test

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"focus/align"
	"focus/models"
	"focus/pagetype"
)

func readPage(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "align", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func parse(t testing.TB, b []byte) *align.Doc {
	t.Helper()
	d, err := align.Parse(bytes.NewReader(b), "http://127.0.0.1/")
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// The shipped model labels real pages of the training forums.
func TestShippedModelOnRealPages(t *testing.T) {
	c, err := models.PageType("")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ file, want string }{
		{"fluxbb-viewforum-1.html", pagetype.Index},
		{"fluxbb-viewtopic-1.html", pagetype.Thread},
		{"punbb-forum1.html", pagetype.Index},
		{"punbb-topic1.html", pagetype.Thread},
		{"punbb-topic12-p10.html", pagetype.Thread},
		{"chyrp-lentil-soup.html", pagetype.Thread},
	}
	for _, tc := range tests {
		if got := c.Classify(parse(t, readPage(t, tc.file))).Type; got != tc.want {
			t.Errorf("%s: %s, want %s", tc.file, got, tc.want)
		}
	}
}

// featureIndex is the position of the named feature in a feature vector.
func featureIndex(t *testing.T, name string) int {
	t.Helper()
	i := slices.Index(pagetype.Names(), name)
	if i < 0 {
		t.Fatalf("no feature %q", name)
	}
	return i
}

func TestFeaturesMatchNames(t *testing.T) {
	for _, page := range []string{"", "<html><body><p>x</p></body></html>", "\x00\xff<<<"} {
		if got := len(pagetype.Features(parse(t, []byte(page)))); got != len(pagetype.Names()) {
			t.Errorf("%q: %d features, %d names", page, got, len(pagetype.Names()))
		}
	}
}

// Thread pages print their posts oldest first, listings newest first.
func TestDateOrderFeature(t *testing.T) {
	idx := featureIndex(t, "date_order")
	row := func(date string) string {
		return `<div class="post"><span class="author"><a href="/u/1">ann</a></span> <span class="date">` + date + `</span><p>` + strings.Repeat("word ", 40) + `</p></div>`
	}
	page := func(dates ...string) []byte {
		var b strings.Builder
		b.WriteString("<html><body><div id=main>")
		for _, d := range dates {
			b.WriteString(row(d))
		}
		b.WriteString("</div></body></html>")
		return []byte(b.String())
	}
	asc := pagetype.Features(parse(t, page("2024-01-02 10:00", "2024-01-03 10:00", "2024-01-04 10:00", "2024-01-05 10:00")))[idx]
	desc := pagetype.Features(parse(t, page("2024-01-05 10:00", "2024-01-04 10:00", "2024-01-03 10:00", "2024-01-02 10:00")))[idx]
	if asc <= 0 || desc >= 0 {
		t.Errorf("date order: ascending %v, descending %v", asc, desc)
	}
}

// Without(Other) answers the likelier of index and thread for a page the
// classifier calls other, and leaves every other answer as it was.
func TestWithoutOther(t *testing.T) {
	c, err := models.PageType("")
	if err != nil {
		t.Fatal(err)
	}
	w := c.Without(pagetype.Other)
	login := []byte(`<html><body><h1>Log in</h1><form method=post><input name=user><input type=password name=pass><input type=submit></form><a href="/">Home</a></body></html>`)
	pages := map[string][]byte{"login": login}
	for _, f := range []string{"fluxbb-viewforum-1.html", "fluxbb-viewtopic-1.html", "chyrp-front.html"} {
		pages[f] = readPage(t, f)
	}
	others := 0
	for name, b := range pages {
		d := parse(t, b)
		plain, got := c.Classify(d), w.Classify(d)
		want := plain.Type
		if want == pagetype.Other {
			others++
			want = pagetype.Index
			if plain.Scores[pagetype.Thread] > plain.Scores[pagetype.Index] {
				want = pagetype.Thread
			}
		}
		if got.Type != want {
			t.Errorf("%s: %s without other, want %s (scores %v)", name, got.Type, want, plain.Scores)
		}
	}
	if others == 0 {
		t.Error("no page the classifier calls other: the test tests nothing")
	}
}

func BenchmarkClassify(b *testing.B) {
	c, err := models.PageType("")
	if err != nil {
		b.Fatal(err)
	}
	d := parse(b, readPage(b, "fluxbb-viewtopic-1.html"))
	d.Regions() // parsing and alignment are measured in package align
	d.LinkTables()
	for b.Loop() {
		c.Classify(d)
	}
}

// rowsPage is a page whose main list is n copies of row, each with its
// "#" replaced by a letter of its own and its "@" by a digit.
func rowsPage(n int, row string) []byte {
	var b strings.Builder
	b.WriteString("<html><body><div id=main>")
	for i := range n {
		b.WriteString(strings.NewReplacer("#", string(rune('a'+i)), "@", string(rune('1'+i))).Replace(row))
	}
	b.WriteString("</div></body></html>")
	return []byte(b.String())
}

// Topic rows name a user but carry little text of their own; posts name a
// user and carry prose; rows without a user link are neither.
func TestListingsFeature(t *testing.T) {
	idx := featureIndex(t, "listings")
	topic := `<div class="row"><a href="/t/#">A topic title about #</a> by <a href="/u/#">ann</a> <span>12 replies</span></div>`
	post := `<div class="post"><a href="/u/#">ann</a><p>` + strings.Repeat("word # ", 40) + `</p></div>`
	plainRow := `<div class="row"><a href="/t/#">A topic title about #</a> <span>12 replies</span></div>`
	tests := []struct {
		name string
		html []byte
		want float64
	}{
		{"topic rows", rowsPage(6, topic), 6},
		{"posts", rowsPage(6, post), 0},
		{"rows without users", rowsPage(6, plainRow), 0},
		{"no region", []byte("<html><body><p>hello</p></body></html>"), 0},
	}
	for _, tc := range tests {
		got := pagetype.Features(parse(t, tc.html))[idx]
		if want := math.Log1p(tc.want); math.Abs(got-want) > 1e-9 {
			t.Errorf("%s: listings %v, want %v", tc.name, got, want)
		}
	}
}

// A topic row's long link is its title; a post's long link printed as its
// time (FluxBB's and PunBB's permalinks) or as its subject, to the post on
// this page, titles nothing, nor does a byline's link to a profile.
func TestRecordTitleFeature(t *testing.T) {
	idx := featureIndex(t, "record_title")
	body := `<p>` + strings.Repeat("word # ", 40) + `</p>`
	tests := []struct {
		name, row string
		want      float64
	}{
		{"topic titles", `<div class="row"><a href="/t/#">A topic title about #</a> <span>12 replies</span></div>`, 1},
		{"ISO time permalinks", `<div class="post"><a href="/p/#">2021-04-07 10:22:13</a>` + body + `</div>`, 0},
		{"written date permalinks", `<div class="post"><a href="/p/#">Apr 7, 2021 at 10:22</a>` + body + `</div>`, 0},
		{"a post's history, a word and its date", `<div class="post"><a href="/posts/#/timeline">edited Apr @, 2021</a>` + body + `</div>`, 0},
		{"titles naming a date", `<div class="row"><a href="/t/#">Meeting notes of Apr @, 2021</a> <span>12 replies</span></div>`, 1},
		{"short post numbers", `<div class="post"><a href="/p/#">#1</a>` + body + `</div>`, 0},
		{"an action on every post", `<div class="post"><a href="/email.php?#">Email to someone</a>` + body + `</div>`, 0},
		{"a subject on every reply", `<div class="post"><a href="/p/#">Re: A topic title about cars</a>` + body + `</div>`, 0},
		// rowsPage spells each "#" as a letter: "~" stands for the fragment's.
		{"subjects linking the posts themselves", `<div class="post" id="m#1"><a href="/m-p/#1~m#1">The subject of message #, in full</a>` + body + `</div>`, 0},
		{"bylines naming the author's group", `<div class="post">by <a href="/groups/profile/#1">The group of gardeners #</a>` + body + `</div>`, 0},
	}
	for _, tc := range tests {
		page := bytes.ReplaceAll(rowsPage(6, tc.row), []byte("~"), []byte("#"))
		if got := pagetype.Features(parse(t, page))[idx]; got != tc.want {
			t.Errorf("%s: record_title %v, want %v", tc.name, got, tc.want)
		}
	}
}

// A member's own pages (their topics, their posts) list topics or posts as
// a board or a thread does; the page's address tells them apart. A blog's
// author archive is one of the blog's lists of posts, no member's page.
func TestUserPageFeature(t *testing.T) {
	idx := featureIndex(t, "user_page")
	body := []byte(`<html><body><ul><li><a href="/t/1">A topic</a></li><li><a href="/t/2">Another topic</a></li></ul></body></html>`)
	tests := []struct {
		url  string
		want float64
	}{
		{"http://127.0.0.1/user/ann-b/topics", 1},
		{"http://127.0.0.1/forums/users/ann/replies/page/2/", 1},
		{"http://127.0.0.1/index.php?action=profile;area=showposts;u=115", 1},
		{"http://127.0.0.1/search.php?action=show_user_topics&user_id=7", 1},
		{"http://127.0.0.1/viewforum.php?id=7", 0},
		{"http://127.0.0.1/forum/kitchen-equipment?start=20", 0},
		{"http://127.0.0.1/topic/12-user-interface-question/", 0},
		{"http://127.0.0.1/author/ann-b/", 0},
		{"http://127.0.0.1/author/ann-b/page/2/", 0},
	}
	for _, tc := range tests {
		d, err := align.Parse(bytes.NewReader(body), tc.url)
		if err != nil {
			t.Fatal(err)
		}
		if got := pagetype.Features(d)[idx]; got != tc.want {
			t.Errorf("%s: user_page %v, want %v", tc.url, got, tc.want)
		}
	}
}

// Feature extraction never panics and always gives a full vector.
func FuzzFeatures(f *testing.F) {
	for _, name := range []string{"fluxbb-viewforum-1.html", "punbb-topic1.html", "chyrp-front.html"} {
		b := readPage(f, name)
		f.Add(b)
		f.Add(b[:len(b)/3])
	}
	f.Add([]byte("<table><tr><td><a href=x>1</a><td>2024-01-01</table>"))
	f.Add([]byte("\x00\xff<div><div><div>"))
	f.Fuzz(func(t *testing.T, page []byte) {
		if got := len(pagetype.Features(parse(t, page))); got != len(pagetype.Names()) {
			t.Fatalf("%d features, %d names", got, len(pagetype.Names()))
		}
	})
}

// A crawler runs no scripts, so a page reads the same whether its content
// sits in <noscript> (Flarum serves it so) or in the page itself.
func TestNoscriptContentCounts(t *testing.T) {
	var rows strings.Builder
	for i := range 12 {
		rows.WriteString(`<li><a href="/d/` + string(rune('a'+i)) + `">A discussion with a long enough title</a> <span>` + strings.Repeat("reply ", i+3) + `</span></li>`)
	}
	body := `<h2>All discussions</h2><ul>` + rows.String() + `</ul>`
	plain := pagetype.Features(parse(t, []byte(`<html><body><div id="app"></div>`+body+`</body></html>`)))
	hidden := pagetype.Features(parse(t, []byte(`<html><body><div id="app"></div><noscript id="flarum-content">`+body+`</noscript></body></html>`)))
	for i, name := range pagetype.Names() {
		if math.Abs(plain[i]-hidden[i]) > 1e-9 {
			t.Errorf("%s: %.3f in the page, %.3f in <noscript>", name, plain[i], hidden[i])
		}
	}
}

// One page of an unfamiliar layout read as a list among pages all read
// 'other' keeps the site's layout the failure; two of ten do not.
func TestMostlyOther(t *testing.T) {
	for _, c := range []struct {
		other, n int
		want     bool
	}{
		{0, 0, false},
		{12, 12, true},
		{9, 10, true},
		{95, 96, true},
		{8, 10, false},
		{0, 5, false},
	} {
		if got := pagetype.MostlyOther(c.other, c.n); got != c.want {
			t.Errorf("MostlyOther(%d, %d) = %v, want %v", c.other, c.n, got, c.want)
		}
	}
}
