package sim

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"
)

var ybOnce = truthOnce(yabb)

// ybFixture is the YaBB site and its truth, built once for the tests of this
// file, with a thread of three pages or more, a one-page thread with replies
// and a board of two pages or more.
type ybFixture struct {
	fixture
	tr *Truth
	d  *ybTables
}

func newYBFixture(t *testing.T) ybFixture {
	t.Helper()
	s, tr := ybOnce(t)
	f := ybFixture{fixture: newFixture(t, s), tr: tr, d: ybTab(s.World)}
	if f.short == nil {
		t.Fatal("fixture incomplete: no thread of one page with replies")
	}
	return f
}

// ybKind names a YaBB URL by what its query asks for: the action, or num,
// board or catselect, with "/" when a start offset follows the id.
func ybKind(raw string) string {
	u, _ := url.Parse(raw)
	q := smfParse(u.RawQuery, "")
	switch {
	case u.Path != "/cgi-bin/yabb2/YaBB.pl":
		return u.Path
	case q["action"] != "":
		return "action=" + q["action"]
	case q.has("num"), q.has("board"):
		k := "board"
		if q.has("num") {
			k = "num"
		}
		if _, start, ok := strings.Cut(q[k], "/"); ok {
			return k + "/" + strings.Trim(start, "0123456789")
		}
		return k
	case q.has("catselect"):
		return "catselect"
	}
	return "entry"
}

// The ground truth: consistent, within the farm's budget, every board page and
// category an index page, every thread page reached by links, reply links
// labelled as the thread pages they show, and all the rest other.
func TestYaBBTruth(t *testing.T) {
	f := newYBFixture(t)
	s, tr := f.s, f.tr
	c := tr.Counts
	t.Logf("counts %+v", c)
	if want := pagesOfBoards(s) + len(s.World.Categories); c.IndexPages != want {
		t.Errorf("%d index pages, want %d (board pages and categories)", c.IndexPages, want)
	}
	if got := tr.Pages[tr.EntryURL]; got.Type != TypeEntry || tr.EntryURL != testBase+"/cgi-bin/yabb2/YaBB.pl" {
		t.Errorf("entry %s labelled %+v", tr.EntryURL, got)
	}
	per := s.Pkg.Shape.PostsPerPage
	sk := s.Pkg.Skin
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		k := ybKind(raw)
		kinds[k+" "+p.Type]++
		if p.Type == TypeThread && (p.TID == 0 || p.Page == 0 || p.Canonical == "") {
			t.Errorf("%s: thread page without tid, page or canonical: %+v", raw, p)
		}
		if k != "num/" {
			continue
		}
		// num=T/R: the page holding reply R, under its canonical URL.
		u, _ := url.Parse(raw)
		id, start, _ := strings.Cut(smfParse(u.RawQuery, "")["num"], "/")
		n, _ := strconv.Atoi(id)
		r, _ := strconv.Atoi(start)
		th := f.d.byNum[n]
		want := PageOf(r, per)
		canon := testBase + "/cgi-bin/yabb2/" + sk.ThreadURL(th, want)
		if p.Status != 200 || p.Type != TypeThread || p.TID != th.ID || p.Page != want || p.Canonical != canon {
			t.Errorf("%s labelled %+v, want page %d of thread %d", raw, p, want, th.ID)
		}
	}
	hasKinds(t, kinds, "entry entry", "catselect index", "board index", "board/ index", "num thread", "num/ thread", "num/all other",
		"action=print other", "action=post other", "action=viewprofile other", "action=usersrecentposts other", "action=ml other",
		"action=recent other", "action=search other", "action=help other", "action=login other", "action=reminder other",
		"action=register other", "action=RSSboard other", "action=RSSrecent other")
	for k, n := range kinds {
		typ := k[strings.LastIndexByte(k, ' ')+1:]
		switch {
		case strings.HasPrefix(k, "action=") && typ != TypeOther,
			typ == TypeIndex && !strings.HasPrefix(k, "board") && k != "catselect index",
			typ == TypeThread && !strings.HasPrefix(k, "num"):
			t.Errorf("%d %q pages in the truth", n, k)
		}
	}
}

// What each kind of URL answers and how it is labelled: start offsets after
// the id, rounded down into the list; replies, /new and /0 as duplicates.
func TestYaBBURLs(t *testing.T) {
	f := newYBFixture(t)
	sk := f.s.Pkg.Skin
	long, short, b := f.long, f.short, f.board
	tn, sn, bid := f.d.num[long], f.d.num[short], f.d.board[b]
	pages, bpages := long.Pages(15), b.Pages(20)
	last := len(long.Posts) - 1
	cat := b.Category
	u := long.Author
	tests := []urlCase{
		{"/cgi-bin/yabb2/YaBB.pl", 200, TypeEntry, 0, 0, 0, 0, "YaBB.pl", ""},
		{"/cgi-bin/yabb2/", 403, TypeOther, 0, 0, 0, 0, "", ""},
		{"/", 302, TypeEntry, 0, 0, 0, 0, "", "/cgi-bin/yabb2/YaBB.pl"},
		{"/cgi-bin/yabb2/YaBB.pl?catselect=" + f.d.cat[cat], 200, TypeIndex, 0, 0, 0, 1, "YaBB.pl?catselect=" + f.d.cat[cat], ""},
		{"/cgi-bin/yabb2/YaBB.pl?catselect=nosuchcat", 404, TypeOther, 0, 0, 0, 0, "", ""},
		// Boards: the offset after a slash, rounded down, past the end the last page.
		{"/cgi-bin/yabb2/YaBB.pl?board=" + bid, 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{"/cgi-bin/yabb2/YaBB.pl?board=" + bid + "/0", 200, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), ""},
		{"/cgi-bin/yabb2/YaBB.pl?board=" + bid + "/20", 200, TypeIndex, 0, 0, b.ID, 2, sk.BoardURL(b, 2), ""},
		{"/cgi-bin/yabb2/YaBB.pl?board=" + bid + "/27", 200, TypeIndex, 0, 0, b.ID, 2, sk.BoardURL(b, 2), ""},
		{"/cgi-bin/yabb2/YaBB.pl?board=" + bid + ";start=20", 200, TypeIndex, 0, 0, b.ID, 2, sk.BoardURL(b, 2), ""},
		{"/cgi-bin/yabb2/YaBB.pl?board=" + bid + "/99999", 200, TypeIndex, 0, 0, b.ID, bpages, sk.BoardURL(b, bpages), ""},
		{"/cgi-bin/yabb2/YaBB.pl?board=" + bid + "/all", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/cgi-bin/yabb2/YaBB.pl?board=nosuchboard", 404, TypeOther, 0, 0, 0, 0, "", ""},
		// Threads: the same, and replies, /new and /all.
		{fmt.Sprintf("/cgi-bin/yabb2/YaBB.pl?num=%d", tn), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("/cgi-bin/yabb2/YaBB.pl?num=%d/0", tn), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("/cgi-bin/yabb2/YaBB.pl?num=%d/15", tn), 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{fmt.Sprintf("/cgi-bin/yabb2/YaBB.pl?num=%d/17#17", tn), 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		{fmt.Sprintf("/cgi-bin/yabb2/YaBB.pl?num=%d;start=30", tn), 200, TypeThread, long.ID, 3, 0, 0, sk.ThreadURL(long, 3), ""},
		{fmt.Sprintf("/cgi-bin/yabb2/YaBB.pl?num=%d/%d#%d", tn, last, last), 200, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), ""},
		{fmt.Sprintf("/cgi-bin/yabb2/YaBB.pl?num=%d/99999", tn), 200, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages), ""},
		{fmt.Sprintf("/cgi-bin/yabb2/YaBB.pl?num=%d/new#new", tn), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("/cgi-bin/yabb2/YaBB.pl?num=%d/-15", tn), 200, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), ""},
		{fmt.Sprintf("/cgi-bin/yabb2/YaBB.pl?num=%d/all", tn), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/cgi-bin/yabb2/YaBB.pl?num=%d/all", sn), 200, TypeThread, short.ID, 1, 0, 0, sk.ThreadURL(short, 1), ""},
		{"/cgi-bin/yabb2/YaBB.pl?num=1234567890", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/cgi-bin/yabb2/YaBB.pl?num=abc", 404, TypeOther, 0, 0, 0, 0, "", ""},
		// Everything else is other.
		{fmt.Sprintf("/cgi-bin/yabb2/YaBB.pl?action=print;num=%d", tn), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/cgi-bin/yabb2/YaBB.pl?action=post;num=%d;virboard=;title=PostReply", tn), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/cgi-bin/yabb2/YaBB.pl?action=post;num=%d;virboard=;quote=3;title=PostReply", tn), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/cgi-bin/yabb2/YaBB.pl?board=" + bid + ";action=post;title=StartNewTopic", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/cgi-bin/yabb2/YaBB.pl?action=sendtopic;topic=%d", tn), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/cgi-bin/yabb2/YaBB.pl?action=viewprofile;username=" + url.QueryEscape(u.Name), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/cgi-bin/yabb2/YaBB.pl?action=usersrecentposts;username=" + url.QueryEscape(u.Name), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/cgi-bin/yabb2/YaBB.pl?action=viewprofile;username=nobody_here", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/cgi-bin/yabb2/YaBB.pl?action=ml", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/cgi-bin/yabb2/YaBB.pl?action=ml;sort=posts;letter=;start=20", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/cgi-bin/yabb2/YaBB.pl?action=ml;sort=mlletter;letter=q", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/cgi-bin/yabb2/YaBB.pl?action=recent;display=10", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/cgi-bin/yabb2/YaBB.pl?action=search", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/cgi-bin/yabb2/YaBB.pl?action=help", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/cgi-bin/yabb2/YaBB.pl?action=login", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/cgi-bin/yabb2/YaBB.pl?action=register", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/cgi-bin/yabb2/YaBB.pl?action=RSSrecent", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/cgi-bin/yabb2/YaBB.pl?action=RSSboard;board=" + bid, 200, TypeOther, 0, 0, 0, 0, "", ""},
		{"/cgi-bin/yabb2/YaBB.pl?action=nosuchaction", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/cgi-bin/yabb2/Other.pl", 404, TypeOther, 0, 0, 0, 0, "", ""},
	}
	checkURLs(t, f.s, tests)
}

// Thread numbers are creation times in Unix seconds, unique, counted up when two threads share a second.
func TestYaBBThreadNumbers(t *testing.T) {
	f := newYBFixture(t)
	for _, th := range f.s.World.Threads {
		n := f.d.num[th]
		if f.d.byNum[n] != th {
			t.Fatalf("thread %d: number %d names thread %v", th.ID, n, f.d.byNum[n])
		}
		if created := int(th.Posts[0].Time.Unix()); n < created || n > created+len(f.s.World.Threads) || len(strconv.Itoa(n)) != 10 {
			t.Errorf("thread %d created at %d numbered %d", th.ID, created, n)
		}
	}
	if len(f.d.byNum) != len(f.s.World.Threads) {
		t.Errorf("%d numbers for %d threads", len(f.d.byNum), len(f.s.World.Threads))
	}
}

// What a reader of the HTML notices: the bordercolor tables and window
// classes, topic rows with their page links, the guests' page index, posts
// with "Reply #N on" dates and their icons linking the reply.
func TestYaBBMarkup(t *testing.T) {
	f := newYBFixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World
	mount := "/cgi-bin/yabb2/"

	t.Run("entry", func(t *testing.T) {
		r := f.get(t, mount+"YaBB.pl")
		hasAll(t, "entry", r.Body, `class="bordercolor"`, `<td class="tabtitle"`, `<td class="windowbg2"`, `<b>in:</b>`, `<b>by:</b>`,
			"Info Center", `name="loginform"`)
		ls := linkSet(r.Body)
		for _, b := range w.Boards {
			if !ls[mount+sk.BoardURL(b, 1)] {
				t.Errorf("entry does not link board %d", b.ID)
			}
			p := b.Latest()
			if !ls[fmt.Sprintf("%sYaBB.pl?num=%d/%d#%d", mount, f.d.num[p.Thread], p.Index, p.Index)] {
				t.Errorf("entry lacks board %d's last-post link", b.ID)
			}
		}
		for _, cat := range w.Categories {
			if !ls[mount+"YaBB.pl?catselect="+f.d.cat[cat]] {
				t.Errorf("entry does not link category %d", cat.ID)
			}
		}
		for _, a := range []string{"help", "search", "ml", "login", "register", "RSSrecent", "recent;display=10"} {
			if !ls[mount+"YaBB.pl?action="+a] {
				t.Errorf("entry lacks action=%s", a)
			}
		}
	})

	t.Run("board", func(t *testing.T) {
		b := f.board
		id := f.d.board[b]
		r := f.get(t, mount+sk.BoardURL(b, 1))
		hasAll(t, "board", r.Body, `<td class="catbg">`, `<td class="titlebg" width="32%" align="left">Subject</td>`, "Started by",
			`Pages: <b>1</b>&nbsp;`, fmt.Sprintf(`<a href="%sYaBB.pl?board=%s/20" style="font-weight: normal;">2</a>`, mount, id),
			fmt.Sprintf(`<a href="%sYaBB.pl?board=%s;action=post;title=StartNewTopic">`, mount, id))
		ls := linkSet(r.Body)
		for _, th := range b.Threads[:20] {
			n := f.d.num[th]
			if !ls[fmt.Sprintf("%sYaBB.pl?num=%d", mount, n)] {
				t.Errorf("board page does not link thread %d", th.ID)
			}
			last := len(th.Posts) - 1
			if !ls[fmt.Sprintf("%sYaBB.pl?num=%d/%d#%d", mount, n, last, last)] {
				t.Errorf("board page lacks thread %d's last-post link", th.ID)
			}
			if th.Pages(15) > 1 && (!ls[fmt.Sprintf("%sYaBB.pl?num=%d/15#15", mount, n)] || !ls[fmt.Sprintf("%sYaBB.pl?num=%d/all", mount, n)]) {
				t.Errorf("board page lacks thread %d's page links", th.ID)
			}
		}
		if n := strings.Count(r.Body, `<td class="windowbg" valign="middle"  align="left" width="32%">`); n != 20 {
			t.Errorf("page one lists %d topics", n)
		}
		r = f.get(t, mount+sk.BoardURL(b, 2))
		hasAll(t, "board page 2", r.Body, fmt.Sprintf(`<a href="%sYaBB.pl?board=%s/0" style="font-weight: normal;">1</a>&nbsp;<b>2</b>`, mount, id))
	})

	t.Run("thread", func(t *testing.T) {
		long := f.long
		n := f.d.num[long]
		r := f.get(t, mount+sk.ThreadURL(long, 1))
		p := long.Posts[1]
		hasAll(t, "thread", r.Body, `class="windowbg"`, `class="windowbg2"`, `<a name="top">`, "(Read ",
			fmt.Sprintf(`<b>Reply #1 - </b>%s`, p.Time.Format("01/02/06 at 15:04:05")),
			fmt.Sprintf(`<a href="%sYaBB.pl?num=%d/1#1"><img`, mount, n),
			fmt.Sprintf(`<a href="%sYaBB.pl?num=%d/15" style="font-weight: normal;">2</a>`, mount, n),
			fmt.Sprintf(`<a href="%sYaBB.pl?action=print;num=%d" target="_blank">`, mount, n),
			fmt.Sprintf(`<a href="%sYaBB.pl?action=post;num=%d;virboard=;title=PostReply">`, mount, n),
			fmt.Sprintf(`<a href="%s">%s</a>`, mount+ybProfile(p.Author), Esc(p.Author.Name)))
		if c := strings.Count(r.Body, `<div class="message"`); c != 15 {
			t.Errorf("page one shows %d posts", c)
		}
		r = f.get(t, fmt.Sprintf("%sYaBB.pl?num=%d/all", mount, n))
		if c := strings.Count(r.Body, `<div class="message"`); c != len(long.Posts) {
			t.Errorf("the all view shows %d of %d posts", c, len(long.Posts))
		}
		r = f.get(t, mount+sk.ThreadURL(f.short, 1))
		if strings.Contains(r.Body, "Pages: <") {
			t.Error("a thread of one page links pages")
		}
	})

	t.Run("dates", func(t *testing.T) {
		now := w.Now
		for _, tc := range []struct {
			at   string
			want string
		}{
			{"2026-10-01T03:37:21Z", "<b>Today</b> at 03:37:21"},
			{"2026-09-30T23:59:00Z", "<b>Yesterday</b> at 23:59:00"},
			{"2025-11-29T03:37:21Z", "11/29/25 at 03:37:21"},
		} {
			at, err := time.Parse(time.RFC3339, tc.at)
			if err != nil {
				t.Fatal(err)
			}
			if got := ybDate(now, at); got != tc.want {
				t.Errorf("%s prints %q, want %q", tc.at, got, tc.want)
			}
		}
	})
}
