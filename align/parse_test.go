package align

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/net/html"
)

// depthAndCount measures a parsed tree without recursion.
func depthAndCount(root *html.Node) (depth, count int) {
	type item struct {
		n *html.Node
		d int
	}
	stack := []item{{root, 0}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		count++
		depth = max(depth, it.d)
		for c := it.n.FirstChild; c != nil; c = c.NextSibling {
			stack = append(stack, item{c, it.d + 1})
		}
	}
	return depth, count
}

// TestParseBounds feeds pages that would make an unbounded parser or
// analysis slow or crash: they are cut, quickly, and analysed without
// panicking.
func TestParseBounds(t *testing.T) {
	if raceEnabled {
		t.Skip("single goroutine; too slow under the race detector")
	}
	tests := []struct {
		name string
		page string
		keep string // text that must survive the cut
	}{
		{"deep divs", strings.Repeat("<div>", 50_000) + "deep text" + strings.Repeat("</div>", 50_000) + "after", "deep text after"},
		{"deep unclosed formatting", strings.Repeat("<b><i>", 50_000) + "x<script>var s</script>", "x"},
		{"deep self-closing divs", strings.Repeat("<div/>", 100_000) + "end", "end"},
		{"many paragraphs", strings.Repeat("<p>a", 300_000), "a"},
		{"huge attribute", `<a href="/x" title="` + strings.Repeat("y", 4<<20) + `">t</a>`, "t"},
		{"deep lists of links", strings.Repeat(`<ul><li><a href="/a">a</a></li><li><a href="/b">b 1 Jan 2020</a>`, 20_000), "b 1 Jan 2020"},
		{"links below deep nesting", strings.Repeat("<div>", 120) + strings.Repeat(`<p><a href="/a">x 2 Jan 2020</a>`, 60_000), "x 2 Jan 2020"},
		{"wide dated list", "<ul>" + strings.Repeat(`<li><span><a href="/u/1">u</a> 3 Jan 2020</span> text text</li>`, 30_000), "text"},
		{"two deep dated records", strings.Repeat(`<div class="post"><span>4 Jan 2020</span>`+strings.Repeat("<div>", 100)+strings.Repeat("<p>words words words</p>", 20_000)+strings.Repeat("</div>", 101), 2), "words"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Now()
			d, err := Parse(strings.NewReader(tt.page), "http://f.test/")
			if err != nil {
				t.Fatal(err)
			}
			if body := text(tree(body(d.Root))); !strings.Contains(body, tt.keep) || strings.Contains(body, "var s") {
				t.Errorf("text %.80q... lost %q or kept a script", body, tt.keep)
			}
			depth, count := depthAndCount(d.Root)
			if depth > maxDepth || count > maxNodes {
				t.Errorf("tree depth %d, %d nodes; limits %d, %d", depth, count, maxDepth, maxNodes)
			}
			d.Links()
			d.Regions()
			d.LinkTables()
			d.Posts()
			if el := time.Since(start); el > 10*time.Second {
				t.Errorf("took %v", el)
			}
		})
	}
}

func TestParseReadsAtMostMaxBytes(t *testing.T) {
	if raceEnabled {
		t.Skip("single goroutine; too slow under the race detector")
	}
	page := "<p>" + strings.Repeat("a", maxBytes+1000) + "END"
	d, err := Parse(strings.NewReader(page), "")
	if err != nil {
		t.Fatal(err)
	}
	var sb bytes.Buffer
	if err := html.Render(&sb, d.Root); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(sb.String(), "END") {
		t.Error("read past the limit")
	}
}

// TestConcurrentUse reads one Doc from several goroutines, as a crawler
// handing a page to its scorers may: the analysis is computed once.
func TestConcurrentUse(t *testing.T) {
	d := goldenDoc(t, "fluxbb-viewtopic-1.html")
	var wg sync.WaitGroup
	counts := make([]int, 8)
	for i := range counts {
		wg.Go(func() {
			counts[i] = len(d.Links()) + len(d.Regions()) + len(d.LinkTables()) + len(d.Posts())
		})
	}
	wg.Wait()
	for _, c := range counts[1:] {
		if c != counts[0] {
			t.Fatalf("goroutines saw different results: %v", counts)
		}
	}
}

func TestZeroDoc(t *testing.T) {
	var d Doc
	if len(d.Links()) != 0 || len(d.Regions()) != 0 || len(d.LinkTables()) != 0 || len(d.Posts()) != 0 {
		t.Error("a Doc without a tree has content")
	}
}

func TestParseBadBase(t *testing.T) {
	if _, err := Parse(strings.NewReader("<p>x"), "http://[::1"); err == nil {
		t.Error("bad base URL accepted")
	}
}

// TestRecordDates reads the dates of records from the attributes and texts
// packages use, and the profile links; the list sits in <noscript>, which
// a crawler sees as a browser without scripts does.
func TestRecordDates(t *testing.T) {
	page := `<html><body><noscript><ul>
<li><a href="/t/1">First topic</a> by <a href="/members/ann.1/">ann</a> <time datetime="2020-01-02T03:04:05Z">Yesterday</time></li>
<li><a href="/t/2">Second topic</a> by <a href="/members/bob.2/">bob</a> <span data-time="1577934245">2h</span></li>
<li><a href="/t/3">Third topic</a> by <a href="/members/cy.3/">cy</a> <span data-timestamp="1577934245000">2h</span></li>
<li><a href="/t/4">Fourth topic</a> by <a href="/members/di.4/">di</a> <abbr class="published" title="2020-01-02T03:04:05+00:00">Jan 2</abbr></li>
<li><a href="/t/5">Fifth topic</a> by <a href="/members/ed.5/">ed</a> <span>Today, 09:15</span></li>
<li><a href="/t/6">Sixth topic</a> by <a href="/members/fa.6/">fa</a> <span class="date" title="2020-01-02 03:04:05">6y</span></li>
<li><a href="/t/7">Seventh topic</a> by <a href="/members/gu.7/">gu</a> <a href="/t/7#last" title="January 2, 2020 3:04 AM">6y</a></li>
</ul></noscript></body></html>`
	d, err := Parse(strings.NewReader(page), "http://f.test/")
	if err != nil {
		t.Fatal(err)
	}
	d.Now = time.Date(2026, 1, 10, 12, 0, 0, 0, time.UTC)
	rs := d.Regions()
	if len(rs) != 1 || len(rs[0].Records) != 7 {
		t.Fatalf("regions %+v, want one of 7 records", rs)
	}
	want := []time.Time{
		time.Date(2020, 1, 2, 3, 4, 5, 0, time.UTC),
		time.Date(2020, 1, 2, 3, 4, 5, 0, time.UTC),
		time.Date(2020, 1, 2, 3, 4, 5, 0, time.UTC),
		time.Date(2020, 1, 2, 3, 4, 5, 0, time.UTC),
		time.Date(2026, 1, 10, 9, 15, 0, 0, time.UTC),
		time.Date(2020, 1, 2, 3, 4, 5, 0, time.UTC),
		time.Date(2020, 1, 2, 3, 4, 0, 0, time.UTC),
	}
	for i, r := range rs[0].Records {
		if len(r.Times) != 1 || !r.Times[0].Equal(want[i]) {
			t.Errorf("record %d dates %v, want %v", i, r.Times, want[i])
		}
		if links := 2 + i/6; r.ProfileLinks != 1 || len(r.Links) != links {
			t.Errorf("record %d: %d links, %d to profiles; want %d, 1", i, len(r.Links), r.ProfileLinks, links)
		}
	}
}

// A forum printing month-first dates with "-" is read month first on every
// date of a page where one date shows it; a page whose dates show nothing
// is read in the site's order (Doc.Dates), else by separator.
// TestRecordDatesNoJoinDate leaves a member's join date, printed in the
// author box before the post's date (Simple:Press's "Member Since"), out
// of a post's dates: posts in ascending order read as ascending.
func TestRecordDatesNoJoinDate(t *testing.T) {
	var b strings.Builder
	b.WriteString("<html><body><div id=posts>")
	for i, joined := range []string{"March 3, 2019", "July 9, 2024", "January 5, 2021"} {
		fmt.Fprintf(&b, `<div class=post><div class=author><a href="/profile/u%d/">u%d</a><p>Member Since: %s</p></div>`+
			`<div class=body><p class=date>September %d, 2026 10:0%d am</p><p>A reply long enough to read as the text of a post, number %d.</p></div></div>`,
			i, i, joined, 10+i, i, i)
	}
	b.WriteString("</div></body></html>")
	d, err := Parse(strings.NewReader(b.String()), "http://f.test/topic/")
	if err != nil {
		t.Fatal(err)
	}
	d.Now = time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	rs := d.Regions()
	if len(rs) != 1 || len(rs[0].Records) != 3 {
		t.Fatalf("regions %+v, want one of 3 records", rs)
	}
	for i, r := range rs[0].Records {
		want := time.Date(2026, 9, 10+i, 10, i, 0, 0, time.UTC)
		if len(r.Times) != 1 || !r.Times[0].Equal(want) {
			t.Errorf("record %d dates %v, want only the post's %v", i, r.Times, want)
		}
	}
}

func TestRecordDatesPageOrder(t *testing.T) {
	row := `<li><a href="/t/%d">Topic</a> by <a href="/members/a.%d/">a</a> <span>%s, 10:15 AM</span></li>`
	at := func(mo, d int) time.Time { return time.Date(2026, time.Month(mo), d, 10, 15, 0, 0, time.UTC) }
	tests := []struct {
		dates []string
		site  DateOrder
		own   DateOrder
		want  []time.Time
	}{
		{[]string{"04-08-2026", "04-27-2026", "05-01-2026"}, DatesBySeparator, DatesMonthFirst, []time.Time{at(4, 8), at(4, 27), at(5, 1)}},
		{[]string{"04-08-2026", "04-27-2026", "05-01-2026"}, DatesDayFirst, DatesMonthFirst, []time.Time{at(4, 8), at(4, 27), at(5, 1)}},
		{[]string{"04-08-2026", "05-01-2026", "06-02-2026"}, DatesBySeparator, DatesBySeparator, []time.Time{at(8, 4), at(1, 5), at(2, 6)}},
		{[]string{"04-08-2026", "05-01-2026", "06-02-2026"}, DatesMonthFirst, DatesBySeparator, []time.Time{at(4, 8), at(5, 1), at(6, 2)}},
		{[]string{"04/08/2026", "05/01/2026", "06/02/2026"}, DatesDayFirst, DatesBySeparator, []time.Time{at(8, 4), at(1, 5), at(2, 6)}},
	}
	for _, tt := range tests {
		var b strings.Builder
		b.WriteString("<html><body><ul>")
		for i, d := range tt.dates {
			fmt.Fprintf(&b, row, i, i, d)
		}
		b.WriteString("</ul></body></html>")
		d, err := Parse(strings.NewReader(b.String()), "http://f.test/")
		if err != nil {
			t.Fatal(err)
		}
		d.Dates = tt.site
		if got := d.DateOrder(); got != tt.own {
			t.Errorf("%v: DateOrder() = %v, want %v", tt.dates, got, tt.own)
		}
		rs := d.Regions()
		if len(rs) != 1 || len(rs[0].Records) != len(tt.want) {
			t.Fatalf("%v: regions %+v, want one of %d records", tt.dates, rs, len(tt.want))
		}
		for i, r := range rs[0].Records {
			if len(r.Times) != 1 || !r.Times[0].Equal(tt.want[i]) {
				t.Errorf("%v, site %v: record %d dates %v, want %v", tt.dates, tt.site, i, r.Times, tt.want[i])
			}
		}
	}
}

// A page's canonical link, resolved as its other links are; none outside
// the head's links or when absent.
func TestCanonical(t *testing.T) {
	for _, c := range []struct {
		name, html, want string
	}{
		{"absolute", `<html><head><link rel="canonical" href="https://f.example/t5/B/S/td-p/12"></head><body></body></html>`, "https://f.example/t5/B/S/td-p/12"},
		{"relative", `<html><head><link href="/topic/5/slug" rel="Canonical"></head><body></body></html>`, "http://127.0.0.1:8080/topic/5/slug"},
		{"after other links", `<html><head><link rel="stylesheet" href="/a.css"><link rel="canonical" href="?page=2"></head></html>`, "http://127.0.0.1:8080/topic/5?page=2"},
		{"none", `<html><head><link rel="alternate" href="/feed"></head><body><a href="/x">x</a></body></html>`, ""},
		{"in the body", `<html><body><link rel="canonical" href="/elsewhere"></body></html>`, ""},
	} {
		d, err := Parse(strings.NewReader(c.html), "http://127.0.0.1:8080/topic/5")
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		if u := d.Canonical(); u != nil {
			got = u.String()
		}
		if got != c.want {
			t.Errorf("%s: Canonical() = %q, want %q", c.name, got, c.want)
		}
	}
}
