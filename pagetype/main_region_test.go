package pagetype

import (
	"fmt"
	"strings"
	"testing"

	"focus/align"
)

// boardRow is a row of a board index: title, description, counts, last post.
func boardRow(i int) string {
	return fmt.Sprintf(`<li class="row"><dl><dt><a href="/viewforum.php?f=%d" class="forumtitle">Board number %d about things</a>
<br>Talk about the things of board %d here</dt><dd class="topics">%d</dd><dd class="posts">%d</dd>
<dd class="lastpost">by <a href="/memberlist.php?mode=viewprofile&u=%d">user%d</a> 12 Jan 2024</dd></dl></li>`, i, i, i, 10+i, 100+i, i, i)
}

// post is a post of a thread: author, date and a paragraph of prose, with a
// short list of links in its signature.
func post(i int) string {
	return fmt.Sprintf(`<div class="post"><p class="author"><a href="/memberlist.php?mode=viewprofile&u=%d">user%d</a> %d Jan 2024</p>
<div class="content">%s</div><ul class="sig"><li><a href="/a%d">my site</a></li><li><a href="/b%d">my blog</a></li></ul></div>`,
		i, i, i+1, strings.Repeat("Some words of a reply that goes on for a while. ", 8), i, i)
}

func page(body string) string { return "<html><body><div id=wrap>" + body + "</div></body></html>" }

// The main region of a board index is the board rows inside the categories,
// joined across categories; posts stay the main region of a thread even
// when each holds a small list of its own.
func TestMainRegion(t *testing.T) {
	var boards, posts strings.Builder
	for c := range 3 {
		fmt.Fprintf(&boards, `<div class="forabg"><div class="header">Category %d</div><ul class="forums">`, c)
		for b := range 4 {
			boards.WriteString(boardRow(4*c + b))
		}
		boards.WriteString("</ul></div>")
	}
	for i := range 5 {
		posts.WriteString(post(i))
	}
	// A board index whose last category holds a single board: its list
	// forms no region, yet its board is a board row like the others.
	lone := boards.String() + `<div class="forabg"><div class="header">Category 3</div><ul class="forums">` + boardRow(12) + `</ul></div>`
	// Posts of paragraphs: the first post's two form a region, the one
	// paragraph of each other post none. Paragraphs lead nowhere, so they
	// are not taken for a short list like the first post's, and the posts
	// stay the main list.
	var paras strings.Builder
	for i := range 4 {
		fmt.Fprintf(&paras, `<div class="post"><p class="author"><a href="/u/%d">user%d</a> %d Jan 2024</p><div class="content">`, i, i, i+1)
		for range max(2-i, 1) {
			paras.WriteString("<p>A paragraph of a <b>reply</b> that goes on, <i>and on</i>, and <b>on</b> again. " + strings.Repeat("More of the same. ", 4) + "</p>")
		}
		paras.WriteString("</div></div>")
	}
	// Two posts, the first of three long paragraphs holding more than half
	// the text: the paragraphs are the post's prose, not a list in it.
	var long strings.Builder
	for i, n := range []int{3, 1} {
		fmt.Fprintf(&long, `<div class="post"><p class="author"><a href="/u/%d">user%d</a> %d Jan 2024</p><div class="content">`, i, i, i+1)
		for range n {
			long.WriteString("<p>" + strings.Repeat("A long paragraph of a message that goes on. ", 5) + "</p>")
		}
		long.WriteString("</div></div><br>")
	}
	var grid strings.Builder
	grid.WriteString(`<ul class="menu">`)
	for _, m := range []string{"Home", "Explore", "Groups", "Prints", "Blog", "Help"} {
		fmt.Fprintf(&grid, `<li><a href="/%s">%s</a></li>`, m, m)
	}
	grid.WriteString(`</ul><div class="photos">`)
	for i := range 2 {
		fmt.Fprintf(&grid, `<div class="photo"><a href="/p/%d"><img src="/i/%d.jpg"></a><a href="/p/%d" class="title">Sunset over the harbour in May</a></div>`, i, i, i)
	}
	grid.WriteString(`</div>`)
	// A category of three boards beside a sidebar of two widgets, recent
	// topics and recent replies: the widgets align as a list of two boxes
	// holding more text than the boards, but each box is a list of its
	// own, and neither outweighs the boards.
	var sidebar strings.Builder
	sidebar.WriteString(`<div class="sidebar">`)
	for _, w := range []string{"topics", "replies"} {
		fmt.Fprintf(&sidebar, `<section class="widget"><h2>Recent %s</h2><ul class="%s">`, w, w)
		for i := range 5 {
			fmt.Fprintf(&sidebar, `<li><a href="/t/%s%d">Lens hood question %d</a> by <a href="/u/%d">user%d</a> 3 weeks ago</li>`, w, i, i, i, i)
		}
		sidebar.WriteString(`</ul></section>`)
	}
	sidebar.WriteString(`</div>`)
	category := `<ul class="forums">` + boardRow(1) + boardRow(2) + boardRow(3) + `</ul>` + sidebar.String()
	for _, tc := range []struct {
		name, html string
		records    int
		first      string // text the first record starts with
	}{
		{"board index", page(boards.String()), 12, "Board number 0"},
		{"topic list", page(`<ul class="forums">` + boardRow(1) + boardRow(2) + boardRow(3) + `</ul>`), 3, "Board number 1"},
		{"thread", page(posts.String()), 5, "user0"},
		{"thread of paragraphs", page(paras.String()), 4, "user0"},
		{"two posts, one of long paragraphs", page(long.String()), 2, "user0"},
		{"board index, a category of one board", page(lone), 13, "Board number 0"},
		{"two photos under a longer menu", page(grid.String()), 2, "Sunset over the harbour"},
		{"boards beside a sidebar of widgets", page(category), 3, "Board number 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := align.Parse(strings.NewReader(tc.html), "http://127.0.0.1/")
			if err != nil {
				t.Fatal(err)
			}
			m := mainRegion(joinPaths(d, d.Regions()))
			if m == nil {
				t.Fatal("no main region")
			}
			if len(m.Records) != tc.records || !strings.HasPrefix(m.Records[0].Text, tc.first) {
				t.Errorf("main region has %d records, first %.40q; want %d, first %q", len(m.Records), m.Records[0].Text, tc.records, tc.first)
			}
		})
	}
}
