package sim

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"
)

var ip2Once = truthOnce(ipb2)

// newIP2Fixture is the IPB 2 site and its truth, built once for the tests of
// this file, with a thread of three pages or more, a one-page thread with
// replies and a forum of two pages or more.
func newIP2Fixture(t *testing.T) (fixture, *Truth) {
	t.Helper()
	s, tr := ip2Once(t)
	f := newFixture(t, s)
	if f.short == nil {
		t.Fatal("fixture incomplete: no thread of one page with replies")
	}
	return f, tr
}

// ip2Kind names an IPB 2 URL for the truth test: the lo-fi version, or what
// index.php's query asks for (the act, showforum or showtopic with its view
// and whether it names a start offset or a post); act=idx is the entry.
func ip2Kind(raw string) string {
	u, _ := url.Parse(raw)
	if strings.Contains(u.Path, "/lofiversion/") {
		return "lofi"
	}
	q := u.Query()
	switch {
	case q.Get("showforum") != "":
		if q.Has("prune_day") {
			return "showforum+filter"
		}
		return "showforum"
	case q.Get("showtopic") != "":
		switch {
		case q.Get("view") != "":
			return "showtopic view=" + q.Get("view")
		case q.Has("p") || q.Has("pid") || q.Has("hl"):
			return "showtopic post"
		case q.Has("st"):
			return "showtopic st"
		}
		return "showtopic"
	case q.Get("showuser") != "":
		return "showuser"
	case q.Get("act") != "" && q.Get("act") != "idx":
		return "act=" + strings.ToLower(q.Get("act"))
	}
	return "entry"
}

// The ground truth: every forum page and category an index page, every topic
// page reached by links, findpost and last-post links leading to the page
// holding the post, and all the rest other.
func TestIPB2Truth(t *testing.T) {
	f, tr := newIP2Fixture(t)
	s := f.s
	t.Logf("counts %+v", tr.Counts)
	if want := pagesOfBoards(s) + len(s.World.Categories); tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (forum pages and categories)", tr.Counts.IndexPages, want)
	}
	if tr.EntryURL != testBase+"/forums/index.php" || len(tr.SessionParams) != 1 || tr.SessionParams[0] != "s" {
		t.Errorf("entry %s, session params %v", tr.EntryURL, tr.SessionParams)
	}
	per := s.Pkg.Shape.PostsPerPage
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		k := ip2Kind(raw)
		kinds[k+" "+p.Type]++
		if p.Type == TypeThread && (p.TID == 0 || p.Page == 0 || p.Canonical == "") {
			t.Errorf("%s: thread page without tid, page or canonical: %+v", raw, p)
		}
		u, _ := url.Parse(raw)
		q := u.Query()
		if k == "showtopic view=findpost" {
			// The 302 leads to showtopic=T&st=S&p=P, S the start of the page holding P.
			post := s.World.Post(atoi(q.Get("p")))
			want := PageOf(post.Index, per)
			loc := fmt.Sprintf("%s/forums/index.php?showtopic=%d&st=%d&p=%d&#entry%d", testBase, post.Thread.ID, (want-1)*per, post.ID, post.ID)
			if p.Status != 302 || p.RedirectTo != loc || p.TID != post.Thread.ID || p.Page != want {
				t.Errorf("%s labelled %+v, want a 302 to %s", raw, p, loc)
			}
		}
		if k == "showtopic post" && q.Has("p") {
			post := s.World.Post(atoi(q.Get("p")))
			if want := testBase + "/forums/" + s.Pkg.Skin.ThreadURL(post.Thread, PageOf(post.Index, per)); p.Canonical != want {
				t.Errorf("%s labelled %+v, want canonical %s", raw, p, want)
			}
		}
	}
	hasKinds(t, kinds, "entry entry", "showforum index", "showforum+filter index", "showtopic thread", "showtopic st thread",
		"showtopic post thread", "showtopic view=findpost thread", "showtopic view=getlastpost thread", "showtopic view=getnewpost thread",
		"showtopic view=old thread", "showtopic view=new thread", "showuser other", "act=print other", "act=post other", "act=search other",
		"act=members other", "act=login other", "act=reg other", "act=help other", "act=boardrules other", "act=stats other",
		"act=online other", "act=calendar other", "lofi other")
	for k, n := range kinds {
		typ := k[strings.LastIndexByte(k, ' ')+1:]
		switch {
		case typ == TypeThread && !strings.HasPrefix(k, "showtopic"),
			typ == TypeIndex && !strings.HasPrefix(k, "showforum"),
			typ == TypeEntry && k != "entry entry",
			(strings.HasPrefix(k, "act=") || k == "lofi" || k == "showuser") && typ != TypeOther:
			t.Errorf("%d %q pages in the truth", n, k)
		}
	}
}

// What each kind of URL answers: start offsets, the pager's filter keys,
// findpost and the last-post shortcuts, the neighbours and the walls.
func TestIPB2URLs(t *testing.T) {
	f, _ := newIP2Fixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World
	long, b := f.long, f.board
	pages, bpages := long.Pages(20), b.Pages(30)
	F, T, bid := nodeID(long.Board), long.ID, nodeID(b)
	p21, last := long.Posts[20], long.LastPost()
	cat := w.Categories[0]
	thread := func(q string, page int) urlCase {
		return urlCase{"/forums/index.php?" + q, 200, TypeThread, T, page, 0, 0, sk.ThreadURL(long, page), ""}
	}
	forum := func(q string, page int) urlCase {
		return urlCase{"/forums/index.php?" + q, 200, TypeIndex, 0, 0, b.ID, page, sk.BoardURL(b, page), ""}
	}
	other := func(q string) urlCase { return urlCase{"/forums/index.php?" + q, 200, TypeOther, 0, 0, 0, 0, "", ""} }
	missing := missingCase
	entry := func(path string) urlCase { return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, "index.php", ""} }
	older, newer := ip2Neighbour(long, false), ip2Neighbour(long, true)
	neighbour := func(view string, n *Thread) urlCase {
		if n == nil {
			return other(fmt.Sprintf("showtopic=%d&view=%s", T, view))
		}
		return urlCase{fmt.Sprintf("/forums/index.php?showtopic=%d&view=%s", T, view), 302, TypeThread, n.ID, 1, 0, 0, sk.ThreadURL(n, 1),
			fmt.Sprintf("/forums/index.php?showtopic=%d", n.ID)}
	}
	lastLoc := fmt.Sprintf("/forums/index.php?showtopic=%d&pid=%d&st=%d&#entry%d", T, last.ID, (pages-1)*20, last.ID)
	tests := []urlCase{
		entry("/forums/"), entry("/forums/index.php"), entry("/forums/index.php?act=idx"), entry("/forums/index.php?act=nosuchact"),
		{"/forums", 301, TypeEntry, 0, 0, 0, 0, "", "/forums/"},
		{"/forums/index.php?" + ip2CatQ(cat), 200, TypeIndex, 0, 0, 0, 1, "index.php?" + ip2CatQ(cat), ""},
		// Forums: st offsets, the pager's filter keys, st=0 for page 1, other orders as the same pages.
		forum(fmt.Sprintf("showforum=%d", bid), 1),
		forum(fmt.Sprintf("showforum=%d&%s&st=0", bid, ip2FilterQS), 1),
		forum(fmt.Sprintf("showforum=%d&%s", bid, ip2FilterQS), 1),
		forum(fmt.Sprintf("showforum=%d&%s&st=30", bid, ip2FilterQS), 2),
		forum(fmt.Sprintf("showforum=%d&st=30", bid), 2),
		forum(fmt.Sprintf("showforum=%d&%s&st=%d", bid, ip2FilterQS, (bpages-1)*30), bpages),
		forum(fmt.Sprintf("showforum=%d&prune_day=100&sort_by=A-Z&sort_key=title&topicfilter=all", bid), 1),
		other(fmt.Sprintf("showforum=%d&%s&st=99999", bid, ip2FilterQS)),
		other(fmt.Sprintf("showforum=%d&sort_key=nonsense", bid)),
		missing("/forums/index.php?showforum=9999"),
		// Topics: st offsets, st=0, post and highlight parameters as duplicates.
		thread(fmt.Sprintf("showtopic=%d", T), 1), thread(fmt.Sprintf("showtopic=%d&st=0", T), 1),
		thread(fmt.Sprintf("showtopic=%d&st=20", T), 2), thread(fmt.Sprintf("showtopic=%d&st=%d", T, (pages-1)*20), pages),
		thread(fmt.Sprintf("showtopic=%d&st=99999", T), pages), thread(fmt.Sprintf("showtopic=%d&hl=", T), 1),
		thread(fmt.Sprintf("showtopic=%d&st=20&p=%d", T, p21.ID), 2), thread(fmt.Sprintf("act=ST&f=%d&t=%d&st=20", F, T), 2),
		missing("/forums/index.php?showtopic=999999"),
		// Shortcuts: 302s to the page holding the post.
		{fmt.Sprintf("/forums/index.php?showtopic=%d&view=findpost&p=%d", T, p21.ID), 302, TypeThread, T, 2, 0, 0, sk.ThreadURL(long, 2),
			fmt.Sprintf("/forums/index.php?showtopic=%d&st=20&p=%d&#entry%d", T, p21.ID, p21.ID)},
		{fmt.Sprintf("/forums/index.php?showtopic=%d&view=findpost&p=%d", T, long.Posts[0].ID), 302, TypeThread, T, 1, 0, 0, sk.ThreadURL(long, 1),
			fmt.Sprintf("/forums/index.php?showtopic=%d&st=0&p=%d&#entry%d", T, long.Posts[0].ID, long.Posts[0].ID)},
		{fmt.Sprintf("/forums/index.php?showtopic=%d&view=getlastpost", T), 302, TypeThread, T, pages, 0, 0, sk.ThreadURL(long, pages), lastLoc},
		{fmt.Sprintf("/forums/index.php?showtopic=%d&view=getnewpost", T), 302, TypeThread, T, pages, 0, 0, sk.ThreadURL(long, pages), lastLoc},
		neighbour("old", older), neighbour("new", newer),
		// Everything else is other.
		other(fmt.Sprintf("act=Print&client=printer&f=%d&t=%d", F, T)),
		other(fmt.Sprintf("showuser=%d", long.Author.ID)), missing("/forums/index.php?showuser=9999"),
		other(fmt.Sprintf("act=post&do=new_post&f=%d", F)), other(fmt.Sprintf("act=post&do=reply_post&f=%d&t=%d", F, T)),
		other(fmt.Sprintf("act=Post&CODE=02&f=%d&t=%d&qpid=%d", F, T, p21.ID)), other(fmt.Sprintf("act=Post&CODE=00&f=%d", F)),
		other("act=Search"), other(fmt.Sprintf("act=Search&CODE=gettopicsuser&mid=%d", long.Author.ID)),
		other(fmt.Sprintf("act=Search&CODE=getalluser&mid=%d", long.Author.ID)), other("act=Search&CODE=getactive"),
		other("act=Members"), other("act=Members&max_results=20&filter=ALL&sort_order=asc&sort_key=members_display_name&st=20"),
		other("act=Login&CODE=00"), other("act=Reg&CODE=00"), other("act=Reg&CODE=reval"), other("act=Help"), other("act=boardrules"),
		other("act=Stats"), other("act=Stats&CODE=leaders"), other("act=Online&CODE=listall&sort_key=click"),
		other("act=calendar&cal_id=1&m=2&y=2031"), other("act=rssout&id=1"),
		{"/forums/lofiversion/index.php", 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/forums/lofiversion/index.php/f%d.html", bid), 200, TypeOther, 0, 0, 0, 0, "", ""},
		{fmt.Sprintf("/forums/lofiversion/index.php/t%d.html", T), 200, TypeOther, 0, 0, 0, 0, "", ""},
		missing(fmt.Sprintf("/forums/lofiversion/index.php/t%d-7.html", T)), missing("/forums/lofiversion/index.php/x1.html"),
		missing("/forums/showthread.php"), missing("/robots.txt"),
	}
	checkURLs(t, f.s, tests)
}

// Guests without a cookie get s=<32 hex> first in every index.php query,
// redirects included; the lo-fi version carries none.
func TestIPB2Session(t *testing.T) {
	f, _ := newIP2Fixture(t)
	sid := "0123456789abcdef0123456789abcdef"
	get := func(path string) Response {
		u, err := url.Parse(testBase + path)
		if err != nil {
			t.Fatal(err)
		}
		return f.s.Respond(u, sid)
	}
	r := get("/forums/index.php?s=" + sid + "&" + ip2ThreadQ(f.long, 2))
	if r.Status != 200 || r.Info.Type != TypeThread || r.Info.Page != 2 {
		t.Fatalf("a topic page with the session: %d %+v", r.Status, r.Info)
	}
	n := 0
	for l := range linkSet(r.Body) {
		u, _ := url.Parse(l)
		if u.Path != "/forums/index.php" || u.RawQuery == "" {
			continue
		}
		n++
		if !strings.HasPrefix(u.RawQuery, "s="+sid+"&") {
			t.Errorf("link %s does not start with the session", l)
		}
	}
	if n < 20 {
		t.Errorf("only %d index.php links", n)
	}
	if !strings.Contains(r.Body, "/forums/lofiversion/index.php/t"+strconv.Itoa(f.long.ID)+".html'") {
		t.Error("the lo-fi link is missing or carries the session")
	}
	r = get(fmt.Sprintf("/forums/index.php?s=%s&showtopic=%d&view=getlastpost", sid, f.long.ID))
	if r.Status != 302 || !strings.HasPrefix(r.Location, "/forums/index.php?s="+sid+"&showtopic=") {
		t.Errorf("getlastpost redirects to %q", r.Location)
	}
}

// What a reader of the HTML notices: the wrapper and guest bar, forum tables,
// topic rows with their mini pagers, posts with the "#N" link, build_pagelinks'
// pager, IPB's dates.
func TestIPB2Markup(t *testing.T) {
	f, _ := newIP2Fixture(t)
	w := f.s.World
	m := "/forums/index.php?"

	t.Run("index", func(t *testing.T) {
		r := f.get(t, "/forums/index.php")
		hasAll(t, "index", r.Body, `<div id="ipbwrapper">`, `<div id="userlinksguest">`, `<b>Welcome Guest</b>`, `<div id="navstrip">`,
			`<th align="center" width="7%">Topics</th>`, `<td class="catend" colspan="5">`, "Board Statistics", "Lo-Fi Version")
		ls := linkSet(r.Body)
		for _, b := range w.Boards {
			if !ls[m+ip2BoardQ(b, 1)] {
				t.Errorf("index does not link forum %d", b.ID)
			}
		}
		for _, l := range []string{"act=Login&CODE=00", "act=Reg&CODE=00", "act=Members", "act=Help", "act=idx"} {
			if !ls[m+l] {
				t.Errorf("index lacks %s", l)
			}
		}
	})

	t.Run("forum", func(t *testing.T) {
		b := f.board
		id := nodeID(b)
		r := f.get(t, m+ip2BoardQ(b, 1))
		n := b.Pages(30)
		hasAll(t, "forum", r.Body, fmt.Sprintf(`<span class="pagelink" id='page-jump'>%d Pages`, n), `&nbsp;<span class="pagecurrent">1</span>`,
			fmt.Sprintf(`<a href="%sshowforum=%d&amp;%s&amp;st=30" title="2">2</a>`, m, id, strings.ReplaceAll(ip2FilterQS, "&", "&amp;")),
			`title="Next page">&gt;</a>`, `<th width="14%" style="text-align:center" nowrap="nowrap">Topic Starter</th>`, `Last post by:</a>`)
		if c := strings.Count(r.Body, `<span class="lastaction">`); c != 30 {
			t.Errorf("page one lists %d topics", c)
		}
		ls := linkSet(r.Body)
		for _, th := range b.Threads[:30] {
			if !ls[m+ip2ThreadQ(th, 1)] || !ls[fmt.Sprintf("%sshowtopic=%d&view=getlastpost", m, th.ID)] || !ls[fmt.Sprintf("%sshowuser=%d", m, th.Author.ID)] {
				t.Errorf("forum page lacks thread %d's links", th.ID)
			}
			if th.Pages(20) > 1 && !ls[fmt.Sprintf("%sshowtopic=%d&st=20", m, th.ID)] {
				t.Errorf("forum page lacks thread %d's mini pager", th.ID)
			}
		}
		r = f.get(t, m+ip2BoardQ(b, 2))
		hasAll(t, "forum page 2", r.Body, `&nbsp;<span class="pagecurrent">2</span>`, `title="Previous page">&lt;</a>`,
			fmt.Sprintf(`<a href="%sshowforum=%d&amp;%s&amp;st=0" title="1">1</a>`, m, id, strings.ReplaceAll(ip2FilterQS, "&", "&amp;")))
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		r := f.get(t, m+ip2ThreadQ(long, 2))
		p := long.Posts[20]
		hasAll(t, "topic", r.Body, fmt.Sprintf(`<a name="entry%d"></a>`, p.ID), `<span class="normalname">`, `<div class="postcolor"`,
			fmt.Sprintf(`href="%sshowtopic=%d&amp;view=findpost&amp;p=%d" onclick="link_to_post(%d); return false;">#21</a>`, m, long.ID, p.ID, p.ID),
			"Joined: "+p.Author.Joined.Format("2-January 06"), fmt.Sprintf(`<a href="%sshowtopic=%d&amp;st=0" title="1">1</a>`, m, long.ID),
			fmt.Sprintf(`%sshowtopic=%d&amp;view=old`, m, long.ID), fmt.Sprintf(`%sact=Print&amp;client=printer&amp;f=%d&amp;t=%d`, m, nodeID(long.Board), long.ID))
		if c := strings.Count(r.Body, `<div class="postcolor"`); c != min(20, len(long.Posts)-20) {
			t.Errorf("page two shows %d posts", c)
		}
		if strings.Contains(r.Body, "qpid=") {
			t.Error("guests are offered Quote buttons")
		}
		if strings.Contains(f.get(t, m+ip2ThreadQ(f.short, 1)).Body, `id='page-jump'`) {
			t.Error("a topic of one page has a pager")
		}
	})

	t.Run("dates", func(t *testing.T) {
		for _, tc := range []struct {
			at, long, short string
		}{
			{"2026-10-01T03:37:00Z", "Today, 03:37 AM", "Today, 03:37 AM"},
			{"2026-09-30T15:05:00Z", "Yesterday, 03:05 PM", "Yesterday, 03:05 PM"},
			{"2025-11-29T03:37:00Z", "Nov 29 2025, 03:37 AM", "29th November 2025 - 03:37 AM"},
			{"2025-11-02T23:10:00Z", "Nov 2 2025, 11:10 PM", "2nd November 2025 - 11:10 PM"},
			{"2025-11-12T08:00:00Z", "Nov 12 2025, 08:00 AM", "12th November 2025 - 08:00 AM"},
		} {
			at, err := time.Parse(time.RFC3339, tc.at)
			if err != nil {
				t.Fatal(err)
			}
			if l, s := ip2Long(w.Now, at), ip2Short(w.Now, at); l != tc.long || s != tc.short {
				t.Errorf("%s prints %q and %q, want %q and %q", tc.at, l, s, tc.long, tc.short)
			}
		}
	})
}
