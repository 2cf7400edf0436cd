package sim

import (
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

var mwOnce = truthOnce(mwforum)

// mwFixture is the mwForum site and its truth, built once for the tests of
// this file, with a topic of three pages or more, a one-page topic with
// replies and a board of two pages or more.
type mwFixture struct {
	fixture
	tr *Truth
	d  *mwTables
}

func newMWFixture(t *testing.T) mwFixture {
	t.Helper()
	s, tr := mwOnce(t)
	f := mwFixture{fixture: newFixture(t, s), tr: tr, d: mwTab(s.World)}
	if f.short == nil {
		t.Fatal("fixture incomplete: no topic of one page with replies")
	}
	return f
}

// mwKind names an mwForum URL by its script and what its query asks for.
func mwKind(u *url.URL) string {
	script := strings.TrimSuffix(strings.TrimPrefix(u.Path, "/mwf/"), ".pl")
	q := mwParse(u.RawQuery)
	switch script {
	case "board_show", "topic_show":
		for _, k := range []string{"tid", "pid", "msg", "pg"} {
			if q.has(k) && !(script == "topic_show" && k == "tid") {
				return script + " " + k
			}
		}
	case "prevnext":
		if q.has("bid") {
			return script + " bid"
		}
		return script + " tid"
	case "forum_show", "user_login", "forum_search", "user_list", "user_agents", "user_mark":
		for _, k := range []string{"msg", "ori", "uid", "pg", "days", "act"} {
			if q.has(k) {
				return script + " " + k
			}
		}
	}
	if strings.HasPrefix(script, "attach/xml/") {
		return "feed"
	}
	return script
}

var mwThreadCanon = regexp.MustCompile(`^http://127\.0\.0\.1:18999/mwf/topic_show\.pl\?tid=(\d+)(?:;pg=(\d+))?$`)

// The ground truth: the forum page (and forum.pl, which leads there) the entry, board pages index
// pages, topic pages under topic_show.pl?tid=T[;pg=N], post links the page
// holding the post, redirects labelled as where they land, the rest other.
func TestMwForumTruth(t *testing.T) {
	f := newMWFixture(t)
	s, tr := f.s, f.tr
	t.Logf("counts %+v", tr.Counts)
	if want := pagesOfBoards(s); tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d: board pages only, categories have none", tr.Counts.IndexPages, want)
	}
	if len(tr.SessionParams) != 0 {
		t.Errorf("session params %v: mwForum keeps guests' state in cookies", tr.SessionParams)
	}
	if entry := tr.Pages[tr.EntryURL]; tr.EntryURL != testBase+"/mwf/forum_show.pl" || entry.Type != TypeEntry || entry.Status != 200 {
		t.Errorf("entry %s labelled %+v", tr.EntryURL, entry)
	}
	per := s.Pkg.Shape.PostsPerPage
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := mwKind(u)
		kinds[k+" "+p.Type]++
		if p.Type == TypeThread {
			m := mwThreadCanon.FindStringSubmatch(p.Canonical)
			if m == nil {
				t.Errorf("%s: thread page under canonical %q", raw, p.Canonical)
				continue
			}
			page := 1
			if m[2] != "" {
				page = atoi(m[2])
			}
			if th := f.d.thread(atoi(m[1])); th == nil || th.ID != p.TID || page != p.Page {
				t.Errorf("%s labelled %+v: canonical names another page", raw, p)
			}
		}
		q := mwParse(u.RawQuery)
		if k == "topic_show pid" {
			post := f.d.post(q.num("pid"))
			if p.Status != 200 || p.Type != TypeThread || p.TID != post.Thread.ID || p.Page != PageOf(post.Index, per) {
				t.Errorf("%s labelled %+v, want page %d of thread %d", raw, p, PageOf(post.Index, per), post.Thread.ID)
			}
		}
		if p.Status == 303 {
			// A redirect is labelled as the page it lands on.
			to := p.RedirectTo
			if i := strings.IndexByte(to, '#'); i >= 0 {
				to = to[:i]
			}
			if got, ok := tr.Pages[to]; ok && (got.Type != p.Type || got.TID != p.TID || got.Page != p.Page ||
				got.FID != p.FID || got.FPage != p.FPage || got.Canonical != p.Canonical) {
				t.Errorf("%s labelled %+v, but lands on %s labelled %+v", raw, p, to, got)
			}
			continue
		}
		if p.Status != 200 {
			continue
		}
		if (p.Type == TypeThread) != strings.HasPrefix(k, "topic_show") && k != "topic_show" ||
			(p.Type == TypeIndex) != strings.HasPrefix(k, "board_show") ||
			(p.Type == TypeEntry) != strings.HasPrefix(k, "forum_show") {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	t.Logf("kinds %v", kinds)
	for _, k := range []string{"forum_show entry", "forum_show msg entry", "user_mark act entry",
		"board_show index", "board_show pg index", "board_show tid index", "prevnext bid index",
		"topic_show thread", "topic_show pg thread", "topic_show pid thread", "prevnext tid thread",
		"user_info other", "user_list other", "user_list pg other", "forum_search other", "forum_search uid other", "forum_search pg other",
		"user_login other", "user_login ori other", "user_register other", "forum_info other", "user_agents other", "user_agents days other",
		"forum_activity other", "forum_help other", "forum_feeds other", "feed other", "chat_show other", "board_info other"} {
		if kinds[k] == 0 {
			t.Errorf("no %q pages in the truth", k)
		}
	}
}

// What each kind of URL answers and how it is labelled.
func TestMwForumURLs(t *testing.T) {
	f := newMWFixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World
	long, short, b := f.long, f.short, f.board
	T, ST := f.d.tid[long], f.d.tid[short]
	pages, bpages := long.Pages(mwPostsPP), b.Pages(mwTopicsPP)
	B := b.ID
	p21 := long.Posts[20]
	u := long.Author
	U := f.d.uid[u]
	entry := func(path string) urlCase { return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, "forum_show.pl", ""} }
	other := otherCase
	view := func(q string, th *Thread, page int) urlCase {
		return urlCase{"/mwf/topic_show.pl?" + q, 200, TypeThread, th.ID, page, 0, 0, sk.ThreadURL(th, page), ""}
	}
	list := func(q string, bd *Board, page int) urlCase {
		return urlCase{"/mwf/board_show.pl?" + q, 200, TypeIndex, 0, 0, bd.ID, page, sk.BoardURL(bd, page), ""}
	}
	see := func(path, to string, c urlCase) urlCase {
		c.path, c.status, c.location = path, 303, to
		return c
	}
	// The topics before and after long in its board's last-post order.
	byLast := f.d.byLast[long.Board]
	i := slices.Index(byLast, long)
	var newer, older *Thread
	if i+1 < len(byLast) {
		newer = byLast[i+1]
	}
	if i > 0 {
		older = byLast[i-1]
	}
	newest, oldest := byLast[len(byLast)-1], byLast[0]
	bs := w.Boards
	tests := []urlCase{
		{"/mwf/", 403, TypeOther, 0, 0, 0, 0, "", ""}, {"/mwf/MwfConfig.pm", 403, TypeOther, 0, 0, 0, 0, "", ""},
		{"/mwf", 301, TypeEntry, 0, 0, 0, 0, "", "/mwf/"},
		{"/", 302, TypeEntry, 0, 0, 0, 0, "", "/mwf/forum_show.pl"},
		see("/mwf/forum.pl", "/mwf/forum_show.pl", entry("")),
		see(fmt.Sprintf("/mwf/forum.pl?bid=%d", B), fmt.Sprintf("/mwf/board_show.pl?bid=%d", B), list("", b, 1)),
		entry("/mwf/forum_show.pl"), entry("/mwf/forum_show.pl?msg=MarkOld"), entry("/mwf/forum_show.pl?foo=bar"),
		see("/mwf/user_mark.pl?act=old;time=1790856000", "/mwf/forum_show.pl?msg=MarkOld", entry("")),
		other("/mwf/user_mark.pl?act=read"),
		// Boards: pg=N with ';' or '&'; pg=1 is page 1 again; past the end an empty list; tid the page holding a topic.
		list(fmt.Sprintf("bid=%d", B), b, 1), list(fmt.Sprintf("bid=%d;pg=1", B), b, 1), list(fmt.Sprintf("bid=%d;pg=2", B), b, 2),
		list(fmt.Sprintf("bid=%d&pg=2", B), b, 2), list(fmt.Sprintf("pg=%d;bid=%d", bpages, B), b, bpages), list(fmt.Sprintf("bid=%d;pg=0", B), b, 1),
		list(fmt.Sprintf("bid=%dx", B), b, 1),
		other(fmt.Sprintf("/mwf/board_show.pl?bid=%d;pg=%d", B, bpages+1)), other(fmt.Sprintf("/mwf/board_show.pl?bid=%d;pg=-1", B)),
		other("/mwf/board_show.pl"), other("/mwf/board_show.pl?bid=999"), other("/mwf/board_show.pl?tid=999999"),
		list(fmt.Sprintf("tid=%d", T), long.Board, PageOf(slices.Index(long.Board.Threads, long), mwTopicsPP)),
		list(fmt.Sprintf("tid=%d;bid=%d", T, bs[0].ID), long.Board, PageOf(slices.Index(long.Board.Threads, long), mwTopicsPP)),
		see("/mwf/board_show.pl?bid=cid2", "/mwf/forum_show.pl#cid2", entry("")), see("/mwf/board_show.pl?bid=0", "/mwf/forum_show.pl", entry("")),
		// Topics: pg=N; pg=1 is page 1 again; past the end and below 1 an error; pid the page holding the post.
		view(fmt.Sprintf("tid=%d", T), long, 1), view(fmt.Sprintf("tid=%d;pg=1", T), long, 1), view(fmt.Sprintf("tid=%d;pg=2", T), long, 2),
		view(fmt.Sprintf("tid=%d&pg=%d", T, pages), long, pages), view(fmt.Sprintf("pg=2;tid=%d", T), long, 2), view(fmt.Sprintf("tid=%d;pg=0", T), long, 1),
		view(fmt.Sprintf("tid=%d;hl=foo", T), long, 1), view(fmt.Sprintf("tid=%d;tid=1", T), long, 1),
		other(fmt.Sprintf("/mwf/topic_show.pl?tid=%d;pg=%d", T, pages+1)), other(fmt.Sprintf("/mwf/topic_show.pl?tid=%d;pg=-2", T)),
		other("/mwf/topic_show.pl"), other("/mwf/topic_show.pl?tid=999999"), other("/mwf/topic_show.pl?pid=9999999"),
		view(fmt.Sprintf("pid=%d", f.d.pid[p21]), long, 2), view(fmt.Sprintf("pid=%d;hl=the%%20lens", f.d.pid[p21]), long, 2),
		view(fmt.Sprintf("pid=%d", f.d.pid[long.Posts[0]]), long, 1), view(fmt.Sprintf("pid=%d", f.d.pid[long.LastPost()]), long, pages),
		view(fmt.Sprintf("tid=%d;pid=%d", T, f.d.pid[p21]), long, 2),
		view(fmt.Sprintf("tid=%d;pid=%d;pg=2", T, f.d.pid[short.Posts[1]]), long, 2),
		view(fmt.Sprintf("tid=%d;pid=%d", ST, f.d.pid[p21]), short, 1),
		// Previous and next: the neighbouring topics by last post, the end of the list back to the board.
		see(fmt.Sprintf("/mwf/prevnext.pl?bid=%d;dir=next", bs[0].ID), fmt.Sprintf("/mwf/board_show.pl?bid=%d", bs[1].ID), list("", bs[1], 1)),
		see(fmt.Sprintf("/mwf/prevnext.pl?bid=%d;dir=prev", bs[0].ID), fmt.Sprintf("/mwf/board_show.pl?bid=%d", bs[len(bs)-1].ID), list("", bs[len(bs)-1], 1)),
		see(fmt.Sprintf("/mwf/prevnext.pl?tid=%d;dir=next", f.d.tid[oldest]), fmt.Sprintf("/mwf/board_show.pl?tid=%d;msg=EolTpc", f.d.tid[oldest]),
			list("", oldest.Board, PageOf(slices.Index(oldest.Board.Threads, oldest), mwTopicsPP))),
		see(fmt.Sprintf("/mwf/prevnext.pl?tid=%d;dir=prev", f.d.tid[newest]), fmt.Sprintf("/mwf/board_show.pl?tid=%d;msg=EolTpc", f.d.tid[newest]),
			list("", newest.Board, 1)),
		see("/mwf/prevnext.pl?dir=next", "/mwf/forum_show.pl", entry("")),
		other("/mwf/prevnext.pl?tid=1"), other("/mwf/prevnext.pl?tid=999999;dir=prev"), other("/mwf/prevnext.pl?bid=999;dir=prev"),
		// Members, lists, search and the rest are other.
		other(fmt.Sprintf("/mwf/user_info.pl?uid=%d", U)), other("/mwf/user_info.pl?uid=0"), other("/mwf/user_info.pl?uid=-1"), other("/mwf/user_info.pl?uid=9999"),
		other("/mwf/user_list.pl"), other("/mwf/user_list.pl?search=;field=regTime;sort=field;order=desc;hide=0;pg=2"),
		other("/mwf/user_list.pl?field=postNum;sort=field;order=asc"), other("/mwf/user_list.pl?pg=99"),
		other("/mwf/forum_search.pl"), other(fmt.Sprintf("/mwf/forum_search.pl?uid=%d", U)),
		other("/mwf/forum_search.pl?words=;user=" + url.PathEscape(u.Name) + ";min=0;max=0;board=;field=body;order=desc;pg=2"),
		other("/mwf/forum_search.pl?words=lens"), other("/mwf/forum_search.pl?user=nobody-here"),
		other("/mwf/forum_overview.pl?act=new"), other("/mwf/forum_overview.pl?act=unread"), other("/mwf/forum_overview.pl"),
		other("/mwf/forum_info.pl"), other("/mwf/forum_info.pl?details=1"), other("/mwf/user_agents.pl"), other("/mwf/user_agents.pl?days=7"),
		other("/mwf/forum_activity.pl"), other("/mwf/forum_help.pl"), other("/mwf/forum_feeds.pl"), other("/mwf/chat_show.pl"),
		other(fmt.Sprintf("/mwf/board_info.pl?bid=%d", B)), other("/mwf/board_info.pl?bid=999"),
		other("/mwf/user_login.pl"), other("/mwf/user_login.pl?ori=topic_show.pl%3ftid%3d5"), other("/mwf/user_register.pl"),
		other(fmt.Sprintf("/mwf/post_add.pl?tid=%d", T)), other(fmt.Sprintf("/mwf/post_add.pl?pid=%d", f.d.pid[p21])), other("/mwf/post_add.pl"),
		other(fmt.Sprintf("/mwf/topic_add.pl?bid=%d", B)), other("/mwf/topic_add.pl?bid=999"),
		other("/mwf/attach/xml/forum.atom10.xml"), other("/mwf/attach/xml/forum.rss200.xml"),
		other(fmt.Sprintf("/mwf/attach/xml/board%d.atom10.xml", B)), other(fmt.Sprintf("/mwf/attach/xml/board%d.rss200.xml", B)),
		{"/mwf/attach/xml/board999.rss200.xml", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/mwf/message_list.pl", 404, TypeOther, 0, 0, 0, 0, "", ""}, {"/mwf/viewtopic.php", 404, TypeOther, 0, 0, 0, 0, "", ""},
		{"/robots.txt", 404, TypeOther, 0, 0, 0, 0, "", ""},
	}
	if newer != nil {
		tests = append(tests, see(fmt.Sprintf("/mwf/prevnext.pl?tid=%d;dir=prev", T), fmt.Sprintf("/mwf/topic_show.pl?tid=%d", f.d.tid[newer]), view("", newer, 1)))
	}
	if older != nil {
		tests = append(tests, see(fmt.Sprintf("/mwf/prevnext.pl?tid=%d;dir=next", T), fmt.Sprintf("/mwf/topic_show.pl?tid=%d", f.d.tid[older]), view("", older, 1)))
	}
	checkURLs(t, f.s, tests)
}

// A topic is a tree printed depth first, and that order is the posting
// order, so a page is a slice of the posts by time.
func TestMwForumTree(t *testing.T) {
	f := newMWFixture(t)
	deep := 0
	for _, th := range f.s.World.Threads {
		var order []*Post
		var walk func(p *Post, depth int)
		walk = func(p *Post, depth int) {
			if f.d.depth[p] != depth {
				t.Fatalf("post %d of thread %d at depth %d, recorded %d", p.Index, th.ID, depth, f.d.depth[p])
			}
			deep = max(deep, depth)
			order = append(order, p)
			for _, k := range f.d.children[p] {
				if f.d.parent[k] != p {
					t.Fatalf("post %d of thread %d: parent and children disagree", k.Index, th.ID)
				}
				walk(k, depth+1)
			}
		}
		for _, r := range f.d.roots[th] {
			walk(r, 0)
		}
		if !slices.Equal(order, th.Posts) {
			t.Fatalf("thread %d prints its posts out of posting order", th.ID)
		}
	}
	if deep < 3 {
		t.Errorf("the deepest reply is at depth %d: the topics are hardly threaded", deep)
	}
}

// What a reader of the HTML notices: relative links joined with ';', the
// threaded posts, the page bars, the login button carrying its page.
func TestMwForumMarkup(t *testing.T) {
	f := newMWFixture(t)
	sk := f.s.Pkg.Skin

	t.Run("forum", func(t *testing.T) {
		r := f.get(t, "/mwf/forum_show.pl")
		hasAll(t, "forum page", r.Body, "<body class='forum_show'>", "<meta name='robots' content='noindex'/>",
			"<span class='nav'>Not logged in</span><span class='htt'>"+mwForumName+"</span>",
			"<a href='user_login.pl' title='Login with username and password'>", "<a href='user_mark.pl?act=old;time=1790856000' title='Mark all posts as old'>",
			"<tr class='hrw' id='cid1'>", "<td><a id='bid1' href='board_show.pl?bid=1'>", "<div class='frm sta'>",
			"Powered by <a href='http://www.mwforum.org/'>mwForum</a> 2.26.0")
		ls := linkSet(r.Body)
		for _, l := range []string{"forum_info.pl", "user_list.pl", "forum_feeds.pl", "forum_help.pl", "forum_search.pl", "chat_show.pl", "user_register.pl"} {
			if !ls[l] {
				t.Errorf("forum page lacks %s", l)
			}
		}
		for _, b := range f.s.World.Boards {
			if !ls[sk.BoardURL(b, 1)] {
				t.Errorf("forum page lacks board %d", b.ID)
			}
		}
	})

	t.Run("board", func(t *testing.T) {
		b := f.board
		r := f.get(t, "/mwf/"+sk.BoardURL(b, 2))
		hasAll(t, "board page 2", r.Body, fmt.Sprintf("<a href='board_show.pl?bid=%d;pg=1'>1</a>\n<span>2</span>", b.ID),
			fmt.Sprintf("<a href='prevnext.pl?bid=%d;dir=prev'><img class='sic sic_nav_prev'", b.ID),
			fmt.Sprintf("<a href='forum_show.pl#bid%d'>", b.ID), fmt.Sprintf("<a href='board_info.pl?bid=%d' title='Show board info'>", b.ID),
			fmt.Sprintf("<a href='user_login.pl?ori=board_show.pl%%3fbid%%3d%d%%3bpg%%3d2' title=", b.ID))
		if n := strings.Count(r.Body, "<tr class='crw tpc"); n != min(mwTopicsPP, len(b.Threads)-mwTopicsPP) {
			t.Errorf("board page 2 lists %d topics", n)
		}
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		T := f.d.tid[long]
		r := f.get(t, "/mwf/"+sk.ThreadURL(long, 2))
		hasAll(t, "topic page 2", r.Body, fmt.Sprintf("<a href='topic_show.pl?tid=%d;pg=1'>1</a>\n<span>2</span>", T),
			fmt.Sprintf("<a href='prevnext.pl?tid=%d;dir=next'>", T), fmt.Sprintf("<a href='board_show.pl?tid=%d#tid%d'>", T, T),
			fmt.Sprintf("<a href='user_login.pl?ori=topic_show.pl%%3ftid%%3d%d%%3bpg%%3d2' title=", T), "\"scrollPostId\": 0")
		if strings.Contains(r.Body, "<meta name='robots'") {
			t.Error("a topic page under tid and pg is marked noindex")
		}
		if n := strings.Count(r.Body, "<div class='frm pst'"); n != min(mwPostsPP, len(long.Posts)-mwPostsPP) {
			t.Errorf("topic page 2 shows %d posts", n)
		}
		for _, p := range Page(long.Posts, 2, mwPostsPP) {
			P := f.d.pid[p]
			hasAll(t, "topic page 2", r.Body, fmt.Sprintf("<div class='frm pst' id='pid%d' style='margin-left: %d%%'>", P, min(70, 3*f.d.depth[p])),
				fmt.Sprintf("<a class='psl' href='topic_show.pl?pid=%d#pid%d'>", P, P))
			if par := f.d.parent[p]; par != nil {
				want := fmt.Sprintf("<a class='prl' href='#pid%d'>", f.d.pid[par])
				if PageOf(par.Index, mwPostsPP) != 2 {
					want = fmt.Sprintf("<a class='prl' href='topic_show.pl?pid=%d'>", f.d.pid[par])
				}
				hasAll(t, "topic page 2", r.Body, want)
			}
		}
		for _, bad := range []string{"post_add.pl", "report_add.pl", "post_edit.pl", "topic_add.pl"} {
			if strings.Contains(r.Body, bad) {
				t.Errorf("a guest's topic page links %s", bad)
			}
		}
		dup := f.get(t, fmt.Sprintf("/mwf/topic_show.pl?tid=%d;pg=1", T))
		hasAll(t, "topic page 1 under pg=1", dup.Body, "<meta name='robots' content='noindex,nofollow'/>")
		post := f.get(t, fmt.Sprintf("/mwf/topic_show.pl?pid=%d", f.d.pid[long.Posts[25]]))
		hasAll(t, "a post link", post.Body, fmt.Sprintf("\"scrollPostId\": %d", f.d.pid[long.Posts[25]]),
			fmt.Sprintf("user_login.pl?ori=topic_show.pl%%3fpid%%3d%d'", f.d.pid[long.Posts[25]]))
		if strings.Contains(f.get(t, "/mwf/"+sk.ThreadURL(f.short, 1)).Body, "<span class='pln'>") {
			t.Error("a topic of one page has page links")
		}
	})

	t.Run("pages", func(t *testing.T) {
		var got []string
		for _, l := range mwPageLinks("topic_show", []string{"tid", "7"}, 6, 12) {
			got = append(got, l.txt)
		}
		if want := "1 2 &#8230; 4 5 6 7 8 &#8230; 11 12 comPgPrev comPgNext"; strings.Join(got, " ") != want {
			t.Errorf("page links of 6 of 12: %s, want %s", strings.Join(got, " "), want)
		}
		if u := mwURL("forum_search", "words", "", "user", "Anna K", "tgt", "x"); u != "forum_search.pl?words=;user=Anna%20K#x" {
			t.Errorf("url() gave %s", u)
		}
	})

	t.Run("errors", func(t *testing.T) {
		r := f.get(t, "/mwf/topic_show.pl?tid=999999")
		hasAll(t, "a missing topic", r.Body, "<p>Topic doesn&#39;t exist.</p>", "<a href='user_login.pl?ori=' title=",
			"<meta name='robots' content='noindex,nofollow'/>")
		hasAll(t, "a guest's reply", f.get(t, fmt.Sprintf("/mwf/post_add.pl?tid=%d", f.d.tid[f.long])).Body, "<p>Access denied.</p>")
		hasAll(t, "a deleted user", f.get(t, "/mwf/user_info.pl?uid=0").Body, "\nerrUsrDel\n")
	})

	t.Run("members", func(t *testing.T) {
		r := f.get(t, "/mwf/user_list.pl")
		hasAll(t, "user list", r.Body, "<a href='user_list.pl?search=;field=regTime;sort=field;order=desc;hide=0;pg=2'>2</a>",
			"<option value='regTime' selected='selected'>Registered</option>", "<a href='user_login.pl' title=")
		u := f.long.Author
		hasAll(t, "profile", f.get(t, "/mwf/"+mwUserURL(f.d, u)).Body, fmt.Sprintf("<a href='forum_search.pl?uid=%d' title='Show posts by this user'>", f.d.uid[u]),
			"<a href='user_login.pl' title=")
		if f.d.uid[f.d.byUid[0]] != 1 || f.d.byUid[0].Joined.After(f.d.byUid[1].Joined) {
			t.Error("user ids are not in registration order")
		}
		posts := f.get(t, "/mwf/forum_search.pl?uid="+strconv.Itoa(f.d.uid[u]))
		hasAll(t, "a member's posts", posts.Body, fmt.Sprintf("<a href='topic_show.pl?pid=%d'>", f.d.pid[f.d.byUser[u][0]]))
	})

	t.Run("feeds", func(t *testing.T) {
		r := f.get(t, "/mwf/attach/xml/forum.atom10.xml")
		if r.ContentType != "application/xml" || strings.Count(r.Body, "<entry>") != mwRssItems {
			t.Errorf("the forum feed is %q with %d entries", r.ContentType, strings.Count(r.Body, "<entry>"))
		}
		hasAll(t, "feeds page", f.get(t, "/mwf/forum_feeds.pl").Body, "<a href='/mwf/attach/xml/forum.rss200.xml'>RSS 2.0</a>")
	})
}
