package align

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The golden pages in testdata were taken from the training mirrors in
// /work/shared/training/sites (FluxBB 1.5.11, PunBB 1.4.4, Chyrp Lite),
// but for nested-*.html, written by hand in the markup of Lemmy's comment
// trees, qa-answer-commented.html, in the layout of Question2Answer's
// question page, and alternating-rows.html, in MVNForum's.
var golden = map[string]string{ // file -> the URL it was fetched from
	"fluxbb-index.html":           "http://127.0.0.1:18082/index.php",
	"fluxbb-viewforum-1.html":     "http://127.0.0.1:18082/viewforum.php?id=1",
	"fluxbb-viewtopic-1.html":     "http://127.0.0.1:18082/viewtopic.php?id=1",
	"punbb-forum1.html":           "http://127.0.0.1:18089/forum1-grilling-and-bbq.html",
	"punbb-topic1.html":           "http://127.0.0.1:18089/topic1-planning-around-street-food.html",
	"punbb-topic12-p10.html":      "http://127.0.0.1:18089/topic12-which-phone-has-the-best-the-night-mode-p10.html",
	"chyrp-front.html":            "http://127.0.0.1:18091/",
	"chyrp-lentil-soup.html":      "http://127.0.0.1:18091/2018/04/03/tips-for-lentil-soup/",
	"chyrp-one-comment.html":      "http://127.0.0.1:18091/2023/10/22/a-rental-car-tips-needed/",
	"nested-tree.html":            "http://127.0.0.1:18093/post/1",
	"nested-chain.html":           "http://127.0.0.1:18093/post/2",
	"nested-level.html":           "http://127.0.0.1:18093/post/3",
	"nested-same-age.html":        "http://127.0.0.1:18093/post/4",
	"nested-indented.html":        "http://127.0.0.1:18093/node/5",
	"nested-indented-author.html": "http://127.0.0.1:18093/node/6",
	"qa-answer-commented.html":    "http://127.0.0.1:18093/q/1",
	"alternating-rows.html":       "http://127.0.0.1:18093/forum/viewthread?thread=1",
}

var testNow = time.Date(2026, 1, 10, 12, 0, 0, 0, time.UTC)

func goldenDoc(t testing.TB, name string) *Doc {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d, err := Parse(f, golden[name])
	if err != nil {
		t.Fatal(err)
	}
	d.Now = testNow
	return d
}

func urls(ls []Link) []string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = l.URL
	}
	return out
}

// TestBoardTopicColumn: on a board page the column with the longest total
// anchor text (FoCUS's candidate thread URL group) is exactly the topic
// links, one per row, and the main region has one record per topic with
// its last-post date, newest first.
func TestBoardTopicColumn(t *testing.T) {
	tests := []struct {
		file   string
		topics []string
	}{
		{"fluxbb-viewforum-1.html", []string{
			"viewtopic.php?id=216", "viewtopic.php?id=214", "viewtopic.php?id=185", "viewtopic.php?id=181", "viewtopic.php?id=174",
			"viewtopic.php?id=148", "viewtopic.php?id=144", "viewtopic.php?id=98", "viewtopic.php?id=63", "viewtopic.php?id=51"}},
		{"punbb-forum1.html", []string{
			"topic88-favorite-recipe-for-the-stand-mixer.html", "topic68-the-smoker-disaster-last-night.html",
			"topic54-how-long-to-rest-pizza-dough.html", "topic46-favorite-recipe-for-fried-rice.html",
			"topic35-substitute-for-fried-rice.html", "topic34-tips-for-cast-iron-pan.html",
			"topic23-why-is-my-tofu-always-crispy.html", "topic11-pizza-dough-disaster-last-night.html"}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			d := goldenDoc(t, tt.file)
			base := golden[tt.file][:strings.LastIndexByte(golden[tt.file], '/')+1]
			var want []string
			for _, p := range tt.topics {
				want = append(want, base+p)
			}
			c := longest(d.LinkTables())
			if c == nil || !slices.Equal(urls(c.Links), want) {
				t.Fatalf("longest column %v\nwant %v", c, want)
			}
			main := d.Regions()[0]
			if len(main.Records) != len(tt.topics) {
				t.Fatalf("main region has %d records, want %d", len(main.Records), len(tt.topics))
			}
			var last []time.Time
			for _, r := range main.Records {
				if len(r.Times) != 1 {
					t.Fatalf("record %q has dates %v, want one", r.Text, r.Times)
				}
				last = append(last, r.Times[0])
			}
			if !slices.IsSortedFunc(last, func(a, b time.Time) int { return b.Compare(a) }) {
				t.Errorf("last-post dates not newest first: %v", last)
			}
		})
	}
}

// TestBoardListColumn: on a forum's entry page the boards of all
// categories fall in one column of the joined table.
func TestBoardListColumn(t *testing.T) {
	d := goldenDoc(t, "fluxbb-index.html")
	var want []string
	for i := 1; i <= 20; i++ {
		want = append(want, "http://127.0.0.1:18082/viewforum.php?id="+strconv.Itoa(i))
	}
	for _, tb := range d.LinkTables() {
		for _, c := range tb.Columns {
			if slices.Equal(urls(c.Links), want) {
				return
			}
		}
	}
	t.Errorf("no column holds the 20 boards in order")
}

// TestBlogTitleColumn: on a blog front page the post titles form a column.
func TestBlogTitleColumn(t *testing.T) {
	d := goldenDoc(t, "chyrp-front.html")
	want := map[string]string{
		"http://127.0.0.1:18091/2024/11/27/the-oven-disaster-last-night/":        "The oven disaster last night",
		"http://127.0.0.1:18091/2024/11/22/which-phone-has-the-best-the-screen/": "Which phone has the best the screen?",
		"http://127.0.0.1:18091/2024/11/19/which-phone-has-the-best-the-case/":   "Which phone has the best the case?",
		"http://127.0.0.1:18091/2024/11/19/how-long-to-rest-pizza-dough-2/":      "How long to rest pizza dough?",
		"http://127.0.0.1:18091/2024/11/13/storage-keeps-acting-buggy/":          "Storage keeps acting buggy",
	}
	if n := len(d.Regions()[0].Records); n != 5 {
		t.Errorf("main region has %d records, want the 5 posts", n)
	}
	for _, tb := range d.LinkTables() {
		for _, c := range tb.Columns {
			ok := len(c.Links) == len(want)
			for _, l := range c.Links {
				ok = ok && want[l.URL] == l.Anchor
			}
			if ok {
				return
			}
		}
	}
	t.Errorf("no column holds exactly the 5 post titles")
}

// TestThreadPosts: Posts returns every post of a thread page with its
// author, date (ascending) and message.
func TestThreadPosts(t *testing.T) {
	tests := []struct {
		file      string
		authors   []string
		first     time.Time
		firstURL  string
		firstText string
		profiles  bool
	}{
		{"fluxbb-viewtopic-1.html", []string{"felixtech", "ruth77", "priya_travels", "ada2000", "felix_nyc", "omar_gardens"},
			time.Date(2018, 1, 6, 4, 1, 35, 0, time.UTC), "http://127.0.0.1:18082/viewtopic.php?pid=1#p1", "Which model do you have exactly?", true},
		{"punbb-topic12-p10.html", []string{"ruth_dev", "maria_cooks", "maria_cooks", "ruth77", "ruth_rider", "meitech"},
			time.Date(2018, 8, 18, 14, 36, 4, 0, time.UTC), "http://127.0.0.1:18089/post151.html#p151", "I'm really impressed with the refresh rate", true},
		{"punbb-topic1.html", []string{"alex_mtl"}, // one post: no region to find
			time.Date(2018, 1, 31, 7, 43, 47, 0, time.UTC), "http://127.0.0.1:18089/post1.html#p1", "Great advice, this worked perfectly for me.", true},
		{"chyrp-lentil-soup.html", []string{"", "kenji_uk", "priya_uk", "lucas_mtl", "omar_oz", "omar_oz", "nina_oz"}, // the entry, then its comments
			time.Date(2018, 4, 3, 4, 30, 50, 0, time.UTC), "http://127.0.0.1:18091/2018/04/03/tips-for-lentil-soup/", "The manual says to check a chef knife", false},
		{"chyrp-one-comment.html", []string{"", "mei_gardens"}, // one comment: no region, the lone post parts in two
			time.Date(2023, 10, 22, 4, 56, 28, 0, time.UTC), "http://127.0.0.1:18091/2023/10/22/a-rental-car-tips-needed/", "Which model do you have", false},
		{"qa-answer-commented.html", []string{"zoe", "ada", "ben"}, // the answer holds the most text; the question lies four levels above it
			time.Date(2026, 5, 6, 13, 0, 0, 0, time.UTC), "", "I shot twelve frames", true},
		{"alternating-rows.html", []string{"maria_b", "greenthumb", "old_potter", "maria_b"}, // every other post's rows are classed portlet-section-alternate
			time.Date(2025, 3, 2, 9, 14, 0, 0, time.UTC), "", "My tomato seedlings", false},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			posts := goldenDoc(t, tt.file).Posts()
			var authors []string
			for _, p := range posts {
				authors = append(authors, p.Author)
				if tt.profiles && !strings.Contains(p.AuthorURL, "user") && !strings.Contains(p.AuthorURL, "profile") {
					t.Errorf("post by %s: author URL %q", p.Author, p.AuthorURL)
				}
				for _, box := range []string{"Registered", "Offline", " said:"} {
					if strings.Contains(p.Text, box) {
						t.Errorf("post by %s: text has %q: %q", p.Author, box, p.Text)
					}
				}
			}
			if !slices.Equal(authors, tt.authors) {
				t.Fatalf("authors %q, want %q", authors, tt.authors)
			}
			if !slices.IsSortedFunc(posts, func(a, b Post) int { return a.Time.Compare(b.Time) }) {
				t.Errorf("dates not ascending")
			}
			p := posts[0]
			if !p.Time.Equal(tt.first) || p.URL != tt.firstURL || !strings.HasPrefix(p.Text, tt.firstText) {
				t.Errorf("first post %v %q %.60q, want %v %q %q", p.Time, p.URL, p.Text, tt.first, tt.firstURL, tt.firstText)
			}
		})
	}
}

// TestNestedReplies: a page that nests each comment's replies inside its
// element gives the post and every comment in page order, each comment
// with its own text only, however many comments the top level holds.
func TestNestedReplies(t *testing.T) {
	tests := []struct {
		file    string
		authors []string
		sameAge bool // every post prints the same relative age, not its date
	}{
		{"nested-tree.html", []string{"zoe", "ada", "ben", "cyd", "dee", "eve", "fay"}, false},
		{"nested-chain.html", []string{"zoe", "ada", "ben", "cyd"}, false},        // one comment at each level: no region
		{"nested-level.html", []string{"zoe", "ada", "ben", "cyd", "dee"}, false}, // the one region is a level of replies
		{"nested-same-age.html", []string{"zoe", "ada"}, true},                    // a post and its one comment, both "8 months ago"
		// Replies in a box after their parent, as Drupal's div.indented,
		// some comments without: the records align from a box of replies
		// to the next comment, and the topic author's comment, classed
		// apart, opens the list.
		{"nested-indented.html", []string{"zoe", "zoe", "ada", "ben", "cyd", "dee", "eve", "fay"}, false},
		// Every comment answered, the topic author's by a plain comment.
		{"nested-indented-author.html", []string{"zoe", "ada", "ben", "zoe", "cyd", "dee", "eve", "fay"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			posts := goldenDoc(t, tt.file).Posts()
			if authors := names(posts); !slices.Equal(authors, tt.authors) {
				t.Fatalf("authors %q, want %q", authors, tt.authors)
			}
			for i, p := range posts[1:] {
				dated := p.Time.Day() == i+2
				if tt.sameAge {
					dated = p.Time.Equal(posts[0].Time)
				}
				if n := strings.Count(p.Text, "."); n != 1 || !dated {
					t.Errorf("comment by %s, %v: %d sentences, want its own one: %q", p.Author, p.Time, n, p.Text)
				}
			}
		})
	}
}

func TestLinks(t *testing.T) {
	d := goldenDoc(t, "chyrp-front.html")
	links := d.Links()
	for _, l := range links {
		if !strings.HasPrefix(l.URL, "http://") || strings.Contains(l.URL, "#") {
			t.Errorf("link %q: want absolute http, no fragment", l.URL)
		}
		if l.Anchor == "Email" || l.Anchor == "Menu" {
			t.Errorf("mailto: or in-page link kept: %+v", l)
		}
	}
	d = goldenDoc(t, "fluxbb-viewforum-1.html") // relative hrefs
	i := slices.IndexFunc(d.Links(), func(l Link) bool { return l.Anchor == "Is the screen worth it?" })
	if i < 0 {
		t.Fatal("topic link missing")
	}
	l := d.Links()[i]
	if l.URL != "http://127.0.0.1:18082/viewtopic.php?id=216" {
		t.Errorf("URL %q", l.URL)
	}
	// ids and the rowodd/roweven stripes are left out so that every row,
	// and the same row on another page, has the same path.
	if want := "div.pun/div.punwrap/div/div.blocktable/div.box/div.inbox/table/tbody/tr/td.tcl/div.tclcon/div/a"; l.Path != want {
		t.Errorf("path %q, want %q", l.Path, want)
	}
}

func TestParseBase(t *testing.T) {
	page := `<html><head><base href="/forum/"></head><body>
<a href="t?id=1#p3">a</a> <a href="javascript:void(0)">b</a> <a href="mailto:x@y">c</a>
<a href="#top">d</a> <a href="../up" rel="NoFollow noopener">e</a> <a href="https://o.test/x"><img alt="logo"></a></body></html>`
	d, err := Parse(strings.NewReader(page), "http://f.test/a/b.html")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range d.Links() {
		got = append(got, l.URL+" "+l.Anchor+" "+map[bool]string{true: "nofollow"}[l.NoFollow])
	}
	want := []string{"http://f.test/forum/t?id=1 a ", "http://f.test/up e nofollow", "https://o.test/x logo "}
	if !slices.Equal(got, want) {
		t.Errorf("links %q, want %q", got, want)
	}
}
