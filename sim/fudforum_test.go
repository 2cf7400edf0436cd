package sim

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"
)

var fdOnce = truthOnce(fudforum)

// fdFixture is the FUDforum site and its truth, built once for the tests of
// this file, with a topic of three pages or more, a one-page topic with
// replies and a forum of two pages or more.
type fdFixture struct {
	fixture
	tr *Truth
	d  *fdTables
}

func newFDFixture(t *testing.T) fdFixture {
	t.Helper()
	s, tr := fdOnce(t)
	f := fdFixture{fixture: newFixture(t, s), tr: tr, d: fdTab(s.World)}
	if f.short == nil {
		t.Fatal("fixture incomplete: no topic of one page with replies")
	}
	return f
}

// fdKind names a FUDforum URL by its script and template, and for msg by
// what picks the page: goto, the pager's prevloaded or plain start.
func fdKind(u *url.URL) string {
	q := u.Query()
	switch {
	case strings.HasSuffix(u.Path, "feed.php"):
		return "feed"
	case q.Get("t") == "msg" && q.Has("goto"):
		return "msg goto"
	case q.Get("t") == "msg" && q.Has("prevloaded"):
		return "msg prevloaded"
	case q.Get("t") == "post" && q.Get("quote") == "true":
		return "post quote"
	case q.Get("t") == "post" && q.Has("reply_to"):
		return "post reply"
	case q.Get("t") == "tree" && q.Has("mid"):
		return "tree mid"
	case q.Get("t") == "thread" && q.Has("start"):
		return "thread start"
	case (q.Get("t") == "index" || q.Get("t") == "i") && q.Has("cat"):
		return "cat"
	case q.Get("t") == "", q.Get("t") == "index", q.Get("t") == "i":
		return "index"
	}
	return q.Get("t")
}

var fdThreadCanon = regexp.MustCompile(`/forum/index\.php\?t=msg&th=(\d+)&start=(\d+)&$`)

// The ground truth: every forum page and category an index page, topic pages
// thread pages under the form the topic list links, goto links the page
// holding their message, the pager's duplicates the page their start names,
// and the rest other.
func TestFUDforumTruth(t *testing.T) {
	f := newFDFixture(t)
	s, tr := f.s, f.tr
	t.Logf("counts %+v", tr.Counts)
	if want := pagesOfBoards(s) + len(s.World.Categories); tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (forum pages and categories)", tr.Counts.IndexPages, want)
	}
	if len(tr.SessionParams) != 1 || tr.SessionParams[0] != "S" {
		t.Errorf("session params %v, want [S]", tr.SessionParams)
	}
	per := s.Pkg.Shape.PostsPerPage
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := fdKind(u)
		kinds[k+" "+p.Type]++
		if p.Type == TypeThread {
			m := fdThreadCanon.FindStringSubmatch(p.Canonical)
			if m == nil || p.Status != 200 {
				t.Errorf("%s: thread page under canonical %q, status %d", raw, p.Canonical, p.Status)
				continue
			}
			if th := f.d.thread(atoi(m[1])); th == nil || th.ID != p.TID || atoi(m[2]) != (p.Page-1)*per {
				t.Errorf("%s labelled %+v: canonical names another page", raw, p)
			}
		}
		q := u.Query()
		switch k {
		case "msg goto":
			post := f.d.post(atoi(q.Get("goto")))
			if p.Type != TypeThread || p.TID != post.Thread.ID || p.Page != PageOf(post.Index, per) {
				t.Errorf("%s labelled %+v, want page %d of thread %d", raw, p, PageOf(post.Index, per), post.Thread.ID)
			}
		case "msg prevloaded":
			if p.Type != TypeThread || p.Page != atoi(q.Get("start"))/per+1 {
				t.Errorf("%s labelled %+v", raw, p)
			}
		}
		isThread := k == "msg" || k == "msg goto" || k == "msg prevloaded"
		isIndex := k == "thread" || k == "thread start" || k == "cat"
		if p.Status == 200 && ((p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex || (p.Type == TypeEntry) != (k == "index")) {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	hasKinds(t, kinds, "index entry", "cat index", "thread index", "thread start index", "msg thread", "msg goto thread",
		"msg prevloaded thread", "tree other", "tree mid other", "post other", "post reply other", "post quote other", "usrinfo other",
		"showposts other", "finduser other", "search other", "selmsg other", "polllist other", "actv other", "online_today other",
		"help_index other", "login other", "reset other", "register other", "feed other")
}

// What each kind of URL answers and how it is labelled.
func TestFUDforumURLs(t *testing.T) {
	f := newFDFixture(t)
	sk := f.s.Pkg.Skin
	long, short, b := f.long, f.short, f.board
	T, ST := f.d.th[long], f.d.th[short]
	pages, bpages := long.Pages(20), b.Pages(40)
	p21, last := long.Posts[20], long.LastPost()
	cat := b.Category
	u := long.Author
	entry := func(path string) urlCase { return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, "index.php", ""} }
	other := otherCase
	missing := missingCase
	msg := func(q string, th *Thread, page int) urlCase {
		return urlCase{"/forum/index.php?" + q, 200, TypeThread, th.ID, page, 0, 0, sk.ThreadURL(th, page), ""}
	}
	list := func(q string, page int) urlCase {
		return urlCase{"/forum/index.php?" + q, 200, TypeIndex, 0, 0, b.ID, page, sk.BoardURL(b, page), ""}
	}
	catURL := fmt.Sprintf("index.php?t=index&cat=%d&", cat.ID)
	tests := []urlCase{
		entry("/forum/"), entry("/forum/index.php"), entry("/forum/index.php?t=index&"), entry("/forum/index.php?t=i&"),
		entry("/forum/index.php?t=nosuchtemplate&"),
		{"/forum", 301, TypeEntry, 0, 0, 0, 0, "", "/forum/"},
		{"/", 302, TypeEntry, 0, 0, 0, 0, "", "/forum/index.php"},
		{"/forum/" + catURL, 200, TypeIndex, 0, 0, 0, 1, catURL, ""},
		{fmt.Sprintf("/forum/index.php?t=i&cat=%d&", cat.ID), 200, TypeIndex, 0, 0, 0, 1, catURL, ""},
		missing("/forum/index.php?t=index&cat=99&"),
		// Topic lists: start an item offset, rounded down to its page, past the end the last page.
		list(fmt.Sprintf("t=thread&frm_id=%d&", b.ID), 1), list(fmt.Sprintf("t=thread&frm_id=%d&&start=0", b.ID), 1),
		list(fmt.Sprintf("t=thread&frm_id=%d&&start=40", b.ID), 2), list(fmt.Sprintf("t=thread&frm_id=%d&&start=55", b.ID), 2),
		list(fmt.Sprintf("t=thread&frm_id=%d&&start=99999", b.ID), bpages), list(fmt.Sprintf("t=thread&frm_id=%d&&start=-40", b.ID), 1),
		missing("/forum/index.php?t=thread&frm_id=999&"),
		// Topic pages and their duplicates.
		msg(fmt.Sprintf("t=msg&th=%d&start=0&", T), long, 1), msg(fmt.Sprintf("t=msg&th=%d&", T), long, 1),
		msg(fmt.Sprintf("t=msg&th=%d&start=20&", T), long, 2), msg(fmt.Sprintf("t=msg&th=%d&start=27&", T), long, 2),
		msg(fmt.Sprintf("t=msg&th=%d&prevloaded=1&&start=20", T), long, 2), msg(fmt.Sprintf("t=msg&&prevloaded=1&th=%d&start=40", T), long, 3),
		msg(fmt.Sprintf("t=msg&th=%d&unread=1&", T), long, 1), msg(fmt.Sprintf("t=msg&th=%d&goto=end&", T), long, pages),
		missing(fmt.Sprintf("/forum/index.php?t=msg&th=%d&start=%d&", T, len(long.Posts))),
		missing("/forum/index.php?t=msg&th=99999&"), missing("/forum/index.php?t=msg&"),
		// Message permalinks render the page holding the message.
		msg(fmt.Sprintf("t=msg&th=%d&goto=%d&", T, f.d.msg[p21]), long, 2), msg(fmt.Sprintf("t=msg&goto=%d&", f.d.msg[p21]), long, 2),
		msg(fmt.Sprintf("t=msg&goto=%d&", f.d.msg[last]), long, pages), msg(fmt.Sprintf("t=msg&goto=%d&", f.d.msg[long.Posts[0]]), long, 1),
		msg(fmt.Sprintf("t=msg&th=%d&goto=%d&", ST, f.d.msg[short.Posts[1]]), short, 1),
		missing(fmt.Sprintf("/forum/index.php?t=msg&th=%d&goto=%d&", ST, f.d.msg[p21])), missing("/forum/index.php?t=msg&goto=999999&"),
		// Everything else is other.
		other(fmt.Sprintf("/forum/index.php?t=tree&th=%d&", T)), other(fmt.Sprintf("/forum/index.php?t=tree&th=%d&mid=%d&", T, f.d.msg[p21])),
		missing(fmt.Sprintf("/forum/index.php?t=tree&th=%d&mid=%d&", ST, f.d.msg[p21])),
		other(fmt.Sprintf("/forum/index.php?t=post&frm_id=%d&", b.ID)), other(fmt.Sprintf("/forum/index.php?t=post&reply_to=%d&", f.d.msg[p21])),
		other(fmt.Sprintf("/forum/index.php?t=post&reply_to=%d&quote=true&", f.d.msg[p21])),
		other(fmt.Sprintf("/forum/index.php?t=post&th_id=%d&reply_to=%d&&start=20", T, f.d.msg[long.Posts[0]])),
		missing("/forum/index.php?t=post&reply_to=999999&"),
		other(fmt.Sprintf("/forum/index.php?t=usrinfo&id=%d&", u.ID)), other(fmt.Sprintf("/forum/index.php?t=showposts&id=%d&", u.ID)),
		other(fmt.Sprintf("/forum/index.php?t=showposts&id=%d&&start=20", u.ID)), missing("/forum/index.php?t=usrinfo&id=9999&"),
		other("/forum/index.php?t=finduser&btn_submit=Find&"), other("/forum/index.php?t=finduser&usr_login=&pc=1&btn_submit=Find&&start=40"),
		other("/forum/index.php?t=search&"), other(fmt.Sprintf("/forum/index.php?t=search&forum_limiter=%d&", b.ID)),
		other("/forum/index.php?t=search&srch=the&btn_submit=Search"),
		other(fmt.Sprintf("/forum/index.php?t=selmsg&date=today&&frm_id=%d&th=", b.ID)), other("/forum/index.php?t=polllist&"),
		other("/forum/index.php?t=actv&"), other("/forum/index.php?t=online_today&"), other("/forum/index.php?t=help_index&"),
		other("/forum/index.php?t=login&"), other("/forum/index.php?t=register&"), other("/forum/index.php?t=reset&"), other("/forum/index.php?t=pmsg&"),
		other("/forum/feed.php?mode=m&l=1&basic=1"), other(fmt.Sprintf("/forum/feed.php?mode=m&th=%d&basic=1", T)),
		other(fmt.Sprintf("/forum/feed.php?mode=m&l=1&basic=1&frm=%d&n=10", b.ID)),
		missing("/forum/viewtopic.php"),
	}
	checkURLs(t, f.s, tests)
}

// Guests without cookies get S=<32 hex> where the templates put _rsid:
// before the pager's &start, before a permalink's anchor, ahead of prevloaded.
func TestFUDforumSession(t *testing.T) {
	f := newFDFixture(t)
	const sid = "0123456789abcdef0123456789abcdef"
	get := func(path string) string {
		u, err := url.Parse(testBase + path)
		if err != nil {
			t.Fatal(err)
		}
		return f.s.Respond(u, sid).Body
	}
	b, long := f.board, f.long
	T := f.d.th[long]
	last := f.d.msg[long.LastPost()]
	board := get(fmt.Sprintf("/forum/index.php?t=thread&frm_id=%d&", b.ID))
	topic := get(fmt.Sprintf("/forum/index.php?t=msg&th=%d&start=0&", T))
	hasAll(t, "topic list", board, fmt.Sprintf(`href="/forum/index.php?t=thread&amp;frm_id=%d&amp;S=%s&amp;start=40"`, b.ID, sid),
		`<input type="hidden" name="S" value="`+sid+`" />`)
	hasAll(t, "topic", topic, fmt.Sprintf(`href="/forum/index.php?t=msg&amp;th=%d&amp;goto=%d&amp;S=%s#msg_%d"`, T, f.d.msg[long.Posts[1]], sid, f.d.msg[long.Posts[1]]),
		fmt.Sprintf(`href="/forum/index.php?t=msg&amp;th=%d&amp;prevloaded=1&amp;S=%s&amp;start=20"`, T, sid),
		fmt.Sprintf(`href="/forum/index.php?t=msg&amp;S=%s&amp;prevloaded=1&amp;th=%d&amp;start=20"`, sid, T),
		fmt.Sprintf(`href="/forum/index.php?t=usrinfo&amp;id=%d&amp;S=%s"`, long.Author.ID, sid))
	ls := linkSet(board)
	if !ls[fmt.Sprintf("/forum/index.php?t=msg&th=%d&goto=%d&S=%s#msg_%d", T, last, sid, last)] && long.Board == b {
		t.Error("topic list lacks the last-message link with the session")
	}
	// The syndication help link is the one template link without _rsid.
	for _, l := range Links(topic) {
		if strings.HasPrefix(l, "/forum/index.php") && !strings.Contains(l, "section=boardusage") && !strings.Contains(l, "S="+sid) {
			t.Errorf("link %s lacks the session", l)
		}
	}
	// Without a session the same links end in "&", the pager's in "&&start".
	plain := linkSet(f.get(t, fmt.Sprintf("/forum/index.php?t=msg&th=%d&start=0&", T)).Body)
	for _, l := range []string{fmt.Sprintf("/forum/index.php?t=msg&th=%d&prevloaded=1&&start=20", T), fmt.Sprintf("/forum/index.php?t=tree&th=%d&", T),
		"/forum/index.php?t=index&", "/forum/index.php?t=login&"} {
		if !plain[l] {
			t.Errorf("topic page lacks %s", l)
		}
	}
}

// What a reader of the HTML notices: the forum list, the topic list with its
// mini-pagers, MsgTable messages, tmpl_create_pager's pager, FUDforum's dates.
func TestFUDforumMarkup(t *testing.T) {
	f := newFDFixture(t)
	w := f.s.World
	sk := f.s.Pkg.Skin

	t.Run("index", func(t *testing.T) {
		r := f.get(t, "/forum/index.php")
		hasAll(t, "index", r.Body, `<div id="UserControlPanel">`, `<th colspan="3" class="wa">Forum</th>`, `class="CatLink"`, `<td class="RowStyleA wa"><a href="`,
			`class="big">`, `<br />By: <a href="/forum/index.php?t=usrinfo&amp;id=`, "Powered by: FUDforum")
		ls := linkSet(r.Body)
		for _, b := range w.Boards {
			if !ls["/forum/"+sk.BoardURL(b, 1)] {
				t.Errorf("index does not link forum %d", b.ID)
			}
			p := b.Latest()
			if !ls[fmt.Sprintf("/forum/index.php?t=msg&goto=%d&#msg_%d", f.d.msg[p], f.d.msg[p])] {
				t.Errorf("index lacks forum %d's last message", b.ID)
			}
		}
	})

	t.Run("topic list", func(t *testing.T) {
		b := f.board
		r := f.get(t, "/forum/"+sk.BoardURL(b, 1))
		hasAll(t, "topic list", r.Body, `<th class="wa">Topic</th>`, `<div class="TopBy">By: <a href=`,
			fmt.Sprintf(`<span class="SmallText fb">Pages (%d): [1&nbsp;&nbsp;<a href="/forum/index.php?t=thread&amp;frm_id=%d&amp;&amp;start=40" class="PagerLink">2</a>`, b.Pages(40), b.ID))
		if n := strings.Count(r.Body, `<tr class="row">`); n != 40 {
			t.Errorf("page one lists %d topics", n)
		}
		ls := linkSet(r.Body)
		for _, th := range b.Threads[:40] {
			if !ls["/forum/"+sk.ThreadURL(th, 1)] {
				t.Errorf("topic list does not link topic %d", th.ID)
			}
			for p := 2; p <= th.Pages(20); p++ {
				if !ls["/forum/"+sk.ThreadURL(th, p)] {
					t.Errorf("topic %d's mini-pager lacks page %d", th.ID, p)
				}
			}
		}
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		T := f.d.th[long]
		r := f.get(t, "/forum/"+sk.ThreadURL(long, 2))
		p := long.Posts[20]
		hasAll(t, "topic", r.Body, `<table cellspacing="0" cellpadding="0" class="MsgTable">`, `<td class="msgud">`, `<td colspan="2" class="MsgR3">`,
			fmt.Sprintf(`<a name="msg_%d"></a>`, f.d.msg[p]), `<span class="DateText">`+p.Time.Format("Mon, 02 January 2006 15:04")+`</span>`,
			fmt.Sprintf(`<b>Registered:</b> %s`, p.Author.Joined.Format("January 2006")),
			fmt.Sprintf(`Pages (%d): [&nbsp;<a href="/forum/index.php?t=msg&amp;th=%d&amp;prevloaded=1&amp;&amp;start=0" class="PagerLink">&laquo;</a>`, long.Pages(20), T),
			`<a href="/forum/index.php?t=msg&amp;th=`+fmt.Sprint(T)+`&amp;prevloaded=1&amp;&amp;start=0" class="PagerLink">1</a>&nbsp;&nbsp;2&nbsp;&nbsp;`)
		if n := strings.Count(r.Body, `class="MsgTable"`); n != min(20, len(long.Posts)-20) {
			t.Errorf("page two shows %d messages", n)
		}
		if strings.Contains(f.get(t, "/forum/"+sk.ThreadURL(f.short, 1)).Body, "Pages (") {
			t.Error("a topic of one page has a pager")
		}
	})

	t.Run("dates", func(t *testing.T) {
		at := time.Date(2026, 11, 29, 3, 37, 0, 0, time.UTC)
		if got := at.Format(fdDate); got != "Sun, 29 November 2026 03:37" {
			t.Errorf("date prints %q", got)
		}
	})
}
