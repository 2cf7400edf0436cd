package sim

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

var bhOnce = truthOnce(beehive)

// bhFixture is the Beehive site and its truth, built once for the tests of
// this file, with a thread of three pages or more and a folder of two pages or more.
type bhFixture struct {
	fixture
	tr *Truth
	d  *bhTables
}

func newBHFixture(t *testing.T) bhFixture {
	t.Helper()
	s, tr := bhOnce(t)
	return bhFixture{fixture: newFixture(t, s), tr: tr, d: bhTab(s.World)}
}

// bhKind names a URL of the site by its script and the query that picks its view.
func bhKind(u *url.URL) string {
	q := u.Query()
	script := strings.TrimPrefix(u.Path, "/forum/")
	switch script {
	case "thread_list.php":
		switch {
		case q.Has("folder") && (q.Get("mode") == "" || q.Get("mode") == "0"):
			return "folder"
		case q.Get("mode") != "" && q.Get("mode") != "0":
			return "list mode"
		case q.Has("page") && q.Get("page") != "1":
			return "list paged"
		}
		return "list"
	case "messages.php", "lmessages.php":
		if _, pid, ok := bhParseMsg(q.Get("msg")); ok && (pid-1)%bhPostsPerPage == 0 {
			return strings.TrimSuffix(script, ".php") + " window"
		}
		return strings.TrimSuffix(script, ".php") + " post"
	case "", "index.php", "discussion.php", "start.php":
		return "frameset"
	}
	return strings.TrimSuffix(script, ".php")
}

// The ground truth: thread_list.php the entry, its later pages and a folder's pages index pages,
// messages.php windows threads (those off the 20-post grid under the canonical
// page holding their first post), and the framesets, profiles, feeds and
// walls other.
func TestBeehiveTruth(t *testing.T) {
	f := newBHFixture(t)
	s, tr := f.s, f.tr
	t.Logf("counts %+v", tr.Counts)
	// The folders' pages, and the entry list's pages after its first.
	if want := pagesOfBoards(s) + pageCount(len(s.World.Threads), bhThreadsPerPage) - 1; tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (folder pages and the entry's later pages)", tr.Counts.IndexPages, want)
	}
	if got := tr.Pages[tr.EntryURL]; tr.EntryURL != testBase+"/forum/thread_list.php?webtag=DEFAULT" || got.Type != TypeEntry {
		t.Errorf("entry %s labelled %+v", tr.EntryURL, got)
	}
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := bhKind(u)
		kinds[k+" "+p.Type]++
		if p.Status != 200 {
			continue
		}
		if p.Type == TypeThread {
			cu, _ := url.Parse(p.Canonical)
			_, pid, ok := bhParseMsg(cu.Query().Get("msg"))
			if !ok || cu.Path != "/forum/messages.php" || (pid-1)%bhPostsPerPage != 0 || PageOf(pid-1, bhPostsPerPage) != p.Page {
				t.Errorf("%s labelled %+v: canonical names another page", raw, p)
			}
		}
		isThread := strings.HasSuffix(k, " window") || strings.HasSuffix(k, " post")
		if (p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != (k == "folder" || k == "list paged") || (p.Type == TypeEntry) != (k == "list") {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "list entry", "list paged index", "folder index", "messages window thread", "messages post thread",
		"frameset other", "user_profile other", "threads_rss other", "thread_options other", "folder_options other",
		"post other", "create_poll other", "search other", "pm other")
}

// What each kind of URL answers and how it is labelled.
func TestBeehiveURLs(t *testing.T) {
	f := newBHFixture(t)
	sk := f.s.Pkg.Skin.(bhSkin)
	long, b := f.long, f.board
	tid := f.d.o.threadID[long]
	pages, bpages := long.Pages(bhPostsPerPage), b.Pages(bhThreadsPerPage)
	other := otherCase
	entry := func(path string) urlCase { return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, sk.Entry(), ""} }
	view := func(pid, page int) urlCase {
		return urlCase{fmt.Sprintf("/forum/messages.php?webtag=DEFAULT&msg=%d.%d", tid, pid), 200, TypeThread, long.ID, page, 0, 0, sk.ThreadURL(long, page), ""}
	}
	list := func(query string, page int) urlCase {
		return urlCase{"/forum/thread_list.php?webtag=DEFAULT" + query, 200, TypeIndex, 0, 0, b.ID, page, sk.BoardURL(b, page), ""}
	}
	tests := []urlCase{
		entry("/forum/thread_list.php?webtag=DEFAULT"), entry("/forum/thread_list.php?webtag=DEFAULT&mode=0"), entry("/forum/thread_list.php?webtag=DEFAULT&mode=1"),
		{"/forum/thread_list.php?webtag=DEFAULT&mode=0&page=2", 200, TypeIndex, 0, 0, 0, 2, "thread_list.php?webtag=DEFAULT&mode=0&page=2", ""},
		other("/forum/thread_list.php?webtag=DEFAULT&mode=3"),
		other(fmt.Sprintf("/forum/thread_list.php?webtag=DEFAULT&mode=0&msg=%d.1", tid)),
		list(fmt.Sprintf("&mode=0&folder=%d", b.ID), 1), list(fmt.Sprintf("&folder=%d", b.ID), 1),
		list(fmt.Sprintf("&mode=0&folder=%d&page=%d", b.ID, bpages), bpages),
		other(fmt.Sprintf("/forum/thread_list.php?webtag=DEFAULT&mode=0&folder=%d&page=%d", b.ID, bpages+1)),
		other(fmt.Sprintf("/forum/thread_list.php?webtag=DEFAULT&mode=5&folder=%d", b.ID)),
		// Windows of 20 posts from the PID: on the grid they are the pages, off it they
		// are labelled as the page of their first post.
		view(1, 1), view(21, 2), view(bhPagePID(pages), pages), view(5, 1), view(25, 2), view(len(long.Posts), pages),
		{fmt.Sprintf("/forum/lmessages.php?webtag=DEFAULT&msg=%d.21", tid), 200, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), ""},
		other(fmt.Sprintf("/forum/messages.php?webtag=DEFAULT&msg=%d.%d", tid, len(long.Posts)+1)),
		other("/forum/messages.php?webtag=DEFAULT&msg=999999.1"), other("/forum/messages.php?webtag=DEFAULT&msg=junk"),
		// The framesets and frame documents.
		other("/forum/"), other("/forum/index.php?webtag=DEFAULT"), other(fmt.Sprintf("/forum/index.php?webtag=DEFAULT&msg=%d.3", tid)),
		other(fmt.Sprintf("/forum/index.php?webtag=DEFAULT&folder=%d", b.ID)), other("/forum/index.php?webtag=DEFAULT&final_uri=logon.php%3Fwebtag%3DDEFAULT"),
		other("/forum/discussion.php?webtag=DEFAULT"), other("/forum/start.php?webtag=DEFAULT"), other("/forum/nav.php?webtag=DEFAULT"),
		other("/forum/start_left.php?webtag=DEFAULT"), other("/forum/start_main.php?webtag=DEFAULT"), other("/forum/top.php?webtag=DEFAULT"),
		// Profiles, feeds, walls.
		other(fmt.Sprintf("/forum/user_profile.php?webtag=DEFAULT&uid=%d", bhUID(long.Author))), other(fmt.Sprintf("/forum/threads_rss.php?webtag=DEFAULT&fid=%d", b.ID)),
		other("/forum/logon.php?webtag=DEFAULT"), other("/forum/register.php?webtag=DEFAULT"), other("/forum/forgot_pw.php?webtag=DEFAULT"),
		other("/forum/post.php?webtag=DEFAULT"), other("/forum/search.php?webtag=DEFAULT"), other("/forum/pm.php"),
		other(fmt.Sprintf("/forum/thread_options.php?webtag=DEFAULT&msg=%d.1", tid)), other("/forum/links.php?webtag=DEFAULT"),
		{"/forum/nothing.php", 404, TypeOther, 0, 0, 0, 0, "", ""},
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: framesets with no links but their
// frames, the thread list's folders and threads, the messages' strip and
// permalinks into the frameset.
func TestBeehiveMarkup(t *testing.T) {
	f := newBHFixture(t)
	sk := f.s.Pkg.Skin.(bhSkin)
	long := f.long
	tid := f.d.o.threadID[long]

	r := f.get(t, "/forum/index.php?webtag=DEFAULT")
	hasAll(t, "index.php", r.Body, `<frameset rows="60,22,*"`, `<frame src="/forum/nav.php?webtag=DEFAULT" name="fnav"`,
		`<frame src="/forum/start.php?webtag=DEFAULT" name="main" />`, "<noframes>")
	if n := len(Links(r.Body)); n != 0 {
		t.Errorf("a parser finds %d links in the frameset", n)
	}
	d := f.get(t, fmt.Sprintf("/forum/discussion.php?webtag=DEFAULT&msg=%d.1", tid))
	hasAll(t, "discussion.php", d.Body, fmt.Sprintf(`<frame src="/forum/thread_list.php?webtag=DEFAULT&amp;mode=0&amp;msg=%d.1" name="left"`, tid),
		fmt.Sprintf(`<frame src="/forum/messages.php?webtag=DEFAULT&amp;msg=%d.1" name="right"`, tid))

	e := f.get(t, "/forum/"+sk.Entry())
	ls := linkSet(e.Body)
	for _, b := range f.s.World.Boards {
		if !ls["/forum/"+sk.BoardURL(b, 1)] {
			t.Errorf("the entry does not link folder %d", b.ID)
		}
	}
	hasAll(t, "entry", e.Body, `class="threadname"`, `target="right"`, "Next 50 threads", `href="/forum/post.php?webtag=DEFAULT" target="main">New Discussion</a>`)

	m := f.get(t, "/forum/"+sk.ThreadURL(long, 2))
	hasAll(t, "messages page 2", m.Body, `<table class="messages_nav_strip"`,
		fmt.Sprintf(`<a href="/forum/messages.php?webtag=DEFAULT&amp;msg=%d.1" target="_self">1&ndash;20</a>`, tid),
		fmt.Sprintf(`<a href="/forum/index.php?webtag=DEFAULT&amp;msg=%d.21" target="_top" title="Link to this post">%d.21</a>`, tid, tid),
		fmt.Sprintf(`<a name="a%d_21"></a>`, tid), `class="popup 650x500"`)
	if n := strings.Count(m.Body, `class="message" id="message_`); n != min(bhPostsPerPage, len(long.Posts)-bhPostsPerPage) {
		t.Errorf("page 2 shows %d posts", n)
	}
	if strings.Contains(m.Body, "reply_to=") {
		t.Error("a guest is offered a reply link")
	}
}
