package align

import (
	"bytes"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"focus/sim"
)

// TestFarmPosts reads the first page of every thread of farm packages,
// whose worlds hold the truth: a forum's page gives its first posts, by
// their authors, in order (no topic header read as a post of its own); a
// blog entry or question with one comment or answer gives two posts; a
// page without authors to read (Flarum's crawler view) gives as many posts
// as the world has. For some forums the second page of every thread of
// two pages or more is read too: it gives the next posts, the topic's
// header, dated by its first post, being none of them. Each
// package must keep the share of pages it reads right (the percentages
// are what this code reads; raise them as it learns more).
func TestFarmPosts(t *testing.T) {
	tests := []struct {
		pkg     string
		oneOnly bool // check only threads of one lead post and one reply
		count   bool // check the number of posts only
		min     int  // percent of pages read right
		page    int  // the page of the thread read
	}{
		{"phpbb3", false, false, 100, 1},
		{"vbulletin", false, false, 100, 1},
		{"mybb", false, false, 100, 1},
		{"smf", false, false, 100, 1},
		{"xenforo", false, false, 100, 1},
		{"invision", false, false, 100, 1},
		{"punbb", false, false, 100, 1},
		{"discourse", false, false, 99, 1}, // a few pages read no author
		{"discuz", false, false, 100, 1},
		{"bbpress", false, false, 100, 1},
		{"nodebb", false, false, 100, 1},
		{"kunena", false, false, 99, 1},
		{"jforum", false, false, 100, 1},
		{"khoros", false, false, 100, 1},
		{"wbb", false, false, 100, 1},
		{"vb5", false, false, 100, 1},
		{"ipb3", false, false, 100, 1},
		{"phorum", false, false, 100, 1},
		{"yabb", false, false, 100, 1},
		{"ipb2", false, false, 100, 1},
		{"fudforum", false, false, 100, 1},
		{"spirit", false, false, 100, 1},
		{"djangobb", false, false, 88, 1}, // a topic of one post reads its "Profile" link as the author (not looked into)
		{"phpbb2", false, false, 100, 1},
		{"xmb", false, false, 100, 1},
		{"wpforo", false, false, 99, 1},
		{"mwforum", false, false, 79, 1}, // a fifth of the pages misread (not looked into)
		{"usebb", false, false, 99, 1},
		{"yafnet", false, false, 100, 1},
		{"simplepress", false, false, 100, 1},
		{"mvnforum", false, false, 30, 1}, // two posts of eight a page read as one record: an empty <a name> heads each post's table (not looked into further)
		{"e107", false, false, 100, 1},
		{"misago", false, false, 100, 1},
		{"beehive", false, false, 100, 1},
		{"tiki", false, false, 85, 1},    // every page shows the topic's first post above its ten replies: eleven posts where the world's page holds ten
		{"elgg", false, false, 8, 1},     // replies are shown newest first, in page order here, and the discussion's lead post above them is not read (not looked into)
		{"xoops", false, false, 85, 1},   // a topic of one post reads no author, some pages a sidebar block's (not looked into)
		{"lobsters", false, false, 3, 1}, // comments nest in their parents (as Moodle's) and the story's own text is no post read; names are spelled as Lobsters allows (k_reed for the world's k.reed)
		{"thredded", false, false, 100, 1},
		{"mbin", false, false, 4, 1}, // comments nest inside their parents' (as Lobsters' and Moodle's), the entry's own body above them (not looked into)
		{"machina", false, false, 100, 1},
		{"redmine", false, false, 90, 1}, // a long topic's page holds its first message and 25 replies, one more than the world's page size
		{"moodle", false, false, 18, 1},  // shown nested: replies inside their parents' posts are missed, and the tree's order is not the world's (not looked into)
		{"flarum", false, true, 94, 1},   // a one-post page reads the wrong region
		{"drupal", false, false, 90, 1},  // a topic's lead is missed on some pages (not looked into)
		{"news", false, false, 97, 1},
		{"flickr", false, false, 95, 1}, // a photo with one comment reads as the photo alone
		{"q2a", false, false, 74, 1},
		{"wordpress", true, false, 100, 1},
		{"blogger", true, false, 100, 1},
		{"vanilla", true, false, 100, 1},
		{"q2a", true, false, 60, 1}, // an answer is missed on some pages (not looked into)
		{"stackexchange", true, false, 93, 1},
		{"phpbb3", false, false, 100, 2},
		{"vbulletin", false, false, 98, 2},
		{"mybb", false, false, 100, 2},
		{"mybb", false, false, 100, 3},
		{"xenforo", false, false, 100, 2},
		{"jforum", false, false, 100, 2},
		{"invision", false, false, 100, 2},
		{"ipb3", false, false, 100, 2},
		{"vb5", false, false, 100, 2},
		{"phorum", false, false, 100, 2},
		{"yabb", false, false, 100, 2},
		{"ipb2", false, false, 100, 2},
		{"fudforum", false, false, 100, 2},
		{"spirit", false, false, 100, 2},
		{"djangobb", false, false, 100, 2},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s/page%d", tt.pkg, tt.page), func(t *testing.T) {
			p, err := sim.Lookup(tt.pkg)
			if err != nil {
				t.Fatal(err)
			}
			s := sim.NewSite(p)
			base := fmt.Sprintf("http://127.0.0.1:%d%s", sim.DefaultPort(p.Name), p.Mount)
			var checked, right int
			var wrong []string
			for _, th := range s.World.Threads {
				per := p.Shape.PostsPerPage
				if tt.oneOnly && len(th.Posts) != 2 || th.Pages(per) < tt.page {
					continue
				}
				var want []string
				for _, post := range th.Posts[(tt.page-1)*per : min(tt.page*per, len(th.Posts))] {
					want = append(want, post.Author.Name)
				}
				u := base + p.Skin.ThreadURL(th, tt.page)
				x, err := url.Parse(u)
				if err != nil {
					t.Fatal(err)
				}
				d, err := Parse(bytes.NewReader([]byte(s.Respond(x, "").Body)), u)
				if err != nil {
					t.Fatal(err)
				}
				var got []string
				for _, post := range d.Posts() {
					got = append(got, post.Author)
				}
				checked++
				// A blog's entry may print no author; a name's case is the site's.
				if tt.count && len(got) == len(want) ||
					tt.oneOnly && len(got) == 2 && (got[0] == "" || strings.EqualFold(got[0], want[0])) && strings.EqualFold(got[1], want[1]) ||
					!tt.count && !tt.oneOnly && slices.EqualFunc(got, want, strings.EqualFold) {
					right++
				} else if len(wrong) < 3 {
					wrong = append(wrong, fmt.Sprintf("%s: authors %q, want %q", u, got, want))
				}
			}
			t.Logf("%s: %d of %d pages read right", tt.pkg, right, checked)
			if checked == 0 || right*100 < tt.min*checked {
				t.Errorf("%s: %d of %d pages read right, below %d%%; e.g. %s", tt.pkg, right, checked, tt.min, strings.Join(wrong, "; "))
			}
		})
	}
}
