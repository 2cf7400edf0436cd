package align

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// truth is the part of a training site's ground truth these tests read.
type truth struct {
	Pages map[string]struct {
		Type    string `json:"type"`
		Tid     any    `json:"tid"`
		Page    int    `json:"page"`
		PostIDs []any  `json:"post_ids"`
	} `json:"pages"`
	Threads map[string]struct {
		Posts int `json:"posts"`
	} `json:"threads"`
}

// TestTrainingSites checks every page of the mirrored training sites. It
// reads the WARCs in $ALIGN_TRAINING (e.g. /work/shared/training/sites)
// and is skipped without it: the golden pages in testdata cover the same
// ground in the plain run.
func TestTrainingSites(t *testing.T) {
	dir := os.Getenv("ALIGN_TRAINING")
	if dir == "" {
		t.Skip("set ALIGN_TRAINING to the training sites folder")
	}
	sites := []struct {
		name   string
		thread *regexp.Regexp // first page of a thread
		flip   *regexp.Regexp
		row    string // marks one listed topic or post in an index page
	}{
		{"fluxbb", regexp.MustCompile(`/viewtopic\.php\?id=\d+$`), nil, `<tr class="row`},
		{"punbb", regexp.MustCompile(`/topic\d+-[^/]*\.html$`), regexp.MustCompile(`-p\d+\.html$`), `class="main-item`},
		{"chyrp", regexp.MustCompile(`/\d{4}/\d\d/\d\d/[^/]+/$`), nil, `<article class="post`},
	}
	for _, s := range sites {
		t.Run(s.name, func(t *testing.T) {
			var tr truth
			raw, err := os.ReadFile(filepath.Join(dir, s.name+".truth.json"))
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(raw, &tr); err != nil {
				t.Fatal(err)
			}
			pages := readWARC(t, filepath.Join(dir, s.name+".warc.gz"))
			isThread := func(u string) bool { return s.thread.MatchString(u) && (s.flip == nil || !s.flip.MatchString(u)) }
			var nIndex, okIndex, nSingle, nThread, okThread, okOrder, okAuthor int
			var fails []string
			for u, p := range tr.Pages {
				body, ok := pages[u]
				if !ok {
					continue
				}
				d, err := Parse(bytes.NewReader(body), u)
				if err != nil {
					t.Fatal(err)
				}
				d.Now = testNow
				switch p.Type {
				case "index":
					if bytes.Count(body, []byte(s.row)) < 2 {
						nSingle++ // one row: nothing repeats, so no region
						continue
					}
					nIndex++
					if topicColumn(d, s.name == "chyrp", isThread) {
						okIndex++
					} else if len(fails) < 10 {
						fails = append(fails, "index "+u)
					}
				case "thread":
					if p.Page == 0 {
						continue
					}
					nThread++
					want := expectedPosts(s.name, tr, p.Tid, p.Page, p.PostIDs)
					posts := d.Posts()
					if len(posts) == want {
						okThread++
					} else if len(fails) < 10 {
						fails = append(fails, u+" posts "+strconv.Itoa(len(posts))+" want "+strconv.Itoa(want))
					}
					if slices.IsSortedFunc(posts, func(a, b Post) int { return a.Time.Compare(b.Time) }) && !slices.ContainsFunc(posts, func(p Post) bool { return p.Time.IsZero() }) {
						okOrder++
					}
					if !slices.ContainsFunc(posts[min(1, len(posts)):], func(p Post) bool { return p.Author == "" || p.Text == "" }) {
						okAuthor++
					}
				}
			}
			if okIndex < nIndex || okOrder < nThread || okAuthor < nThread || okThread*100 < nThread*95 {
				t.Errorf("%s: below the recorded accuracy", s.name)
			}
			t.Logf("%s: index pages %d/%d with the topic column (%d one-row pages left out); thread pages %d/%d with the right post count, %d ascending, %d with authors and text", s.name, okIndex, nIndex, nSingle, okThread, nThread, okOrder, okAuthor)
			for _, f := range fails {
				t.Log("  ", f)
			}
		})
	}
}

// topicColumn reports whether the page's link tables hold the topic
// column: on a forum, the column with the longest total anchor text is
// exactly the page's thread links; on a blog, whose sidebar categories
// outweigh the titles and whose year archives list posts month by month,
// some column of two or more links holds only post links.
func topicColumn(d *Doc, blog bool, isThread func(string) bool) bool {
	onlyThreads := func(c *Column) bool {
		return !slices.ContainsFunc(c.Links, func(l Link) bool { return !isThread(l.URL) })
	}
	if blog {
		for _, tb := range d.LinkTables() {
			for _, c := range tb.Columns {
				if len(c.Links) >= 2 && onlyThreads(&c) {
					return true
				}
			}
		}
		return false
	}
	want := map[string]bool{}
	for _, l := range d.Links() {
		if isThread(l.URL) {
			want[l.URL] = true
		}
	}
	c := longest(d.LinkTables())
	if c == nil || len(c.Links) != len(want) || !onlyThreads(c) {
		return false
	}
	for _, l := range c.Links {
		delete(want, l.URL)
	}
	return len(want) == 0
}

// longest is FoCUS's candidate URL group: the column with the longest
// total anchor text.
func longest(tables []LinkTable) *Column {
	var best *Column
	most := -1
	for i := range tables {
		for j := range tables[i].Columns {
			c := &tables[i].Columns[j]
			n := 0
			for _, l := range c.Links {
				n += len([]rune(l.Anchor))
			}
			if n > most {
				best, most = c, n
			}
		}
	}
	return best
}

// expectedPosts is the number of posts on a page of a thread: forums show
// six per page; Chyrp shows the entry on every page above up to six
// comments (post_ids gives the first and last comment id).
func expectedPosts(site string, tr truth, tid any, page int, ids []any) int {
	if site == "chyrp" {
		first, _ := ids[0].(string)
		last, _ := ids[1].(string)
		if !strings.HasPrefix(first, "c") {
			return 1
		}
		a, _ := strconv.Atoi(first[1:])
		b, _ := strconv.Atoi(last[1:])
		return 1 + b - a + 1
	}
	key := ""
	switch v := tid.(type) {
	case float64:
		key = strconv.Itoa(int(v))
	case string:
		key = v
	}
	return min(6, tr.Threads[key].Posts-6*(page-1))
}
