package sim

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"
)

var pb2Once = truthOnce(phpbb2)

// pb2Fixture is the phpBB 2 site and its truth, built once for the tests of
// this file, with a topic of three pages or more, a one-page topic with
// replies and a forum of two pages or more.
type pb2Fixture struct {
	fixture
	tr *Truth
	d  *pb2Tables
}

func newPB2Fixture(t *testing.T) pb2Fixture {
	t.Helper()
	s, tr := pb2Once(t)
	f := pb2Fixture{fixture: newFixture(t, s), tr: tr, d: pb2Tab(s.World)}
	if f.short == nil {
		t.Fatal("fixture incomplete: no topic of one page with replies")
	}
	return f
}

// pb2Kind names a phpBB 2 URL by its script and what picks its page.
func pb2Kind(u *url.URL) string {
	q := u.Query()
	script := strings.TrimPrefix(u.Path, "/phpBB2/")
	if script == "" {
		script = "index.php"
	}
	switch script {
	case "index.php":
		if q.Has("c") {
			return "index cat"
		}
		return "index"
	case "viewforum.php":
		switch {
		case q.Has("mark"):
			return "viewforum mark"
		case q.Has("topicdays"):
			return "viewforum pager"
		case q.Has("start"):
			return "viewforum start"
		}
		return "viewforum"
	case "viewtopic.php":
		switch {
		case q.Has("view"):
			return "viewtopic view"
		case q.Has("p") && q.Has("highlight"):
			return "viewtopic post highlight"
		case q.Has("p"):
			return "viewtopic post"
		case q.Has("highlight") && q.Has("postdays"):
			return "viewtopic title"
		case q.Has("highlight"):
			return "viewtopic highlight"
		case q.Has("postdays"):
			return "viewtopic pager"
		case q.Has("start"):
			return "viewtopic start"
		}
		return "viewtopic"
	case "search.php":
		switch {
		case q.Has("search_author"):
			return "search author"
		case q.Get("search_id") == "unanswered":
			return "search unanswered"
		case q.Has("search_id"):
			return "search stored"
		}
		return "search"
	case "login.php":
		if r := q.Get("redirect"); r != "" {
			return "login " + r + " " + q.Get("mode")
		}
		return "login"
	case "posting.php", "profile.php", "memberlist.php":
		return strings.TrimSuffix(script, ".php") + " " + q.Get("mode")
	}
	return strings.TrimSuffix(script, ".php")
}

var pb2ThreadCanon = regexp.MustCompile(`^` + regexp.QuoteMeta(testBase) + `/phpBB2/viewtopic\.php\?t=(\d+)(?:&start=(\d+))?$`)

// The ground truth: forum pages and categories are index pages, topic pages
// thread pages under t=T[&start=N], post links the page holding the post,
// view=next|previous the neighbouring topic, the pagers' duplicates the page
// their start names, and everything else other.
func TestPhpBB2Truth(t *testing.T) {
	f := newPB2Fixture(t)
	s, tr := f.s, f.tr
	t.Logf("counts %+v", tr.Counts)
	if want := pagesOfBoards(s) + len(s.World.Categories); tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (forum pages and categories)", tr.Counts.IndexPages, want)
	}
	if len(tr.SessionParams) != 1 || tr.SessionParams[0] != "sid" {
		t.Errorf("session params %v, want [sid]", tr.SessionParams)
	}
	if tr.EntryURL != testBase+"/phpBB2/index.php" {
		t.Errorf("entry %s", tr.EntryURL)
	}
	per := s.Pkg.Shape.PostsPerPage
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		if u.Query().Has("sid") {
			t.Errorf("%s: the truth's walk met a sid", raw)
		}
		k := pb2Kind(u)
		kinds[k+" "+p.Type]++
		if p.Type == TypeThread {
			m := pb2ThreadCanon.FindStringSubmatch(p.Canonical)
			if m == nil || p.Status != 200 {
				t.Errorf("%s: thread page under canonical %q, status %d", raw, p.Canonical, p.Status)
				continue
			}
			if th := f.d.topicByID(atoi(m[1])); th == nil || th.ID != p.TID || (m[2] == "") != (p.Page == 1) || m[2] != "" && atoi(m[2]) != (p.Page-1)*per {
				t.Errorf("%s labelled %+v: its canonical names another page", raw, p)
			}
		}
		q := u.Query()
		switch k {
		case "viewtopic post", "viewtopic post highlight":
			post := f.d.postByID(atoi(q.Get("p")))
			if p.Type != TypeThread || p.TID != post.Thread.ID || p.Page != PageOf(post.Index, per) {
				t.Errorf("%s labelled %+v, want page %d of thread %d", raw, p, PageOf(post.Index, per), post.Thread.ID)
			}
		case "viewtopic view":
			cur := f.d.topicByID(atoi(q.Get("t")))
			n := pb2Neighbour(f.d, cur, q.Get("view") == "next")
			if n == nil && p.Type != TypeOther || n != nil && (p.Type != TypeThread || p.TID != n.ID || p.Page != 1) {
				t.Errorf("%s labelled %+v, want the neighbouring topic %v", raw, p, n)
			}
		case "viewtopic pager", "viewtopic start", "viewtopic title":
			if p.Type != TypeThread || p.Page != atoi(q.Get("start"))/per+1 {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "viewforum pager", "viewforum start":
			if p.Type != TypeIndex || p.FPage != atoi(q.Get("start"))/s.Pkg.Shape.ThreadsPerPage+1 {
				t.Errorf("%s labelled %+v", raw, p)
			}
		}
		isThread := strings.HasPrefix(k, "viewtopic") && k != "viewtopic view" || k == "viewtopic view" && p.Type == TypeThread
		isIndex := k == "index cat" || strings.HasPrefix(k, "viewforum") && k != "viewforum mark"
		if p.Status == 200 && ((p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex || (p.Type == TypeEntry) != (k == "index")) {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	hasKinds(t, kinds, "index entry", "index cat index", "viewforum index", "viewforum pager index", "viewforum start index",
		"viewforum mark other", "viewtopic thread", "viewtopic start thread", "viewtopic pager thread", "viewtopic title thread",
		"viewtopic post thread", "viewtopic view thread", "viewtopic view other", "viewtopic highlight thread", "viewtopic post highlight thread",
		"posting newtopic other", "posting reply other", "posting quote other", "login posting.php newtopic other", "login posting.php reply other",
		"login posting.php quote other", "login privmsg.php post other", "login privmsg.php  other", "login profile.php editprofile other",
		"login other", "profile viewprofile other", "profile register other", "profile sendpassword other", "memberlist  other",
		"memberlist joined other", "groupcp other", "search other", "search author other", "search unanswered other", "search stored other",
		"faq other", "viewonline other", "privmsg other")
}

// What each kind of URL answers and how it is labelled.
func TestPhpBB2URLs(t *testing.T) {
	f := newPB2Fixture(t)
	sk := f.s.Pkg.Skin
	d := f.d
	long, short, b := f.long, f.short, f.board
	T, ST := d.topic[long], d.topic[short]
	pages, bpages := long.Pages(15), b.Pages(50)
	p16, last := long.Posts[15], long.LastPost()
	cat := b.Category
	u := long.Author
	entry := func(path string) urlCase { return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, "index.php", ""} }
	other := otherCase
	missing := missingCase
	login := func(path, where string) urlCase {
		return urlCase{path, 302, TypeOther, 0, 0, 0, 0, "", "/phpBB2/login.php?redirect=" + where}
	}
	topic := func(q string, th *Thread, page int) urlCase {
		return urlCase{"/phpBB2/viewtopic.php?" + q, 200, TypeThread, th.ID, page, 0, 0, sk.ThreadURL(th, page), ""}
	}
	forum := func(q string, page int) urlCase {
		return urlCase{"/phpBB2/viewforum.php?" + q, 200, TypeIndex, 0, 0, b.ID, page, sk.BoardURL(b, page), ""}
	}
	next, prev := pb2Neighbour(d, long, true), pb2Neighbour(d, long, false)
	view := func(dir string, n *Thread) urlCase {
		if n == nil {
			return other(fmt.Sprintf("/phpBB2/viewtopic.php?t=%d&view=%s", T, dir))
		}
		return topic(fmt.Sprintf("t=%d&view=%s", T, dir), n, 1)
	}
	catURL := fmt.Sprintf("index.php?c=%d", cat.ID)
	tests := []urlCase{
		entry("/phpBB2/"), entry("/phpBB2/index.php"), entry("/phpBB2/index.php?c=0"), entry("/phpBB2/index.php?c=-1"),
		{"/phpBB2", 301, TypeEntry, 0, 0, 0, 0, "", "/phpBB2/"},
		{"/", 302, TypeEntry, 0, 0, 0, 0, "", "/phpBB2/index.php"},
		{"/phpBB2/" + catURL, 200, TypeIndex, 0, 0, 0, 1, catURL, ""},
		other("/phpBB2/index.php?c=99"), other("/phpBB2/index.php?c=abc"), other("/phpBB2/index.php?mark=forums"),
		// Forums: start an item offset, the pager's topicdays=0 a duplicate, past the end "no posts".
		forum(fmt.Sprintf("f=%d", b.ID), 1), forum(fmt.Sprintf("f=%d&start=0", b.ID), 1), forum(fmt.Sprintf("f=%d&topicdays=0&start=0", b.ID), 1),
		forum(fmt.Sprintf("f=%d&topicdays=0&start=50", b.ID), 2), forum(fmt.Sprintf("f=%d&start=50", b.ID), 2), forum(fmt.Sprintf("f=%d&start=51", b.ID), 2),
		forum(fmt.Sprintf("f=%d&start=-50", b.ID), 1), forum(fmt.Sprintf("forum=%d", b.ID), 1), forum(fmt.Sprintf("f=%d&topicdays=3650", b.ID), 1),
		other(fmt.Sprintf("/phpBB2/viewforum.php?f=%d&start=%d", b.ID, bpages*50)), other(fmt.Sprintf("/phpBB2/viewforum.php?f=%d&mark=topics", b.ID)),
		missing("/phpBB2/viewforum.php?f=999"), missing("/phpBB2/viewforum.php"),
		// Topics and their duplicates.
		topic(fmt.Sprintf("t=%d", T), long, 1), topic(fmt.Sprintf("t=%d&start=0", T), long, 1), topic(fmt.Sprintf("t=%d&start=15", T), long, 2),
		topic(fmt.Sprintf("t=%d&start=20", T), long, 2), topic(fmt.Sprintf("t=%d&postdays=0&postorder=asc&start=30", T), long, 3),
		topic(fmt.Sprintf("t=%d&start=15&postdays=0&postorder=asc&highlight=", T), long, 2), topic(fmt.Sprintf("t=%d&highlight=", T), long, 1),
		topic(fmt.Sprintf("topic=%d", T), long, 1), topic(fmt.Sprintf("t=%d&postorder=desc&start=15", T), long, 2),
		topic(fmt.Sprintf("t=%d&postdays=3650", T), long, 1), topic(fmt.Sprintf("t=%d&view=print", T), long, 1),
		topic(fmt.Sprintf("t=%d&watch=topic", T), long, 1),
		missing(fmt.Sprintf("/phpBB2/viewtopic.php?t=%d&start=%d", T, len(long.Posts))), missing(fmt.Sprintf("/phpBB2/viewtopic.php?t=%d&postdays=1", ST)),
		missing("/phpBB2/viewtopic.php?t=99999"), missing("/phpBB2/viewtopic.php"),
		// Post links render the page holding the post.
		topic(fmt.Sprintf("p=%d", d.post[p16]), long, 2), topic(fmt.Sprintf("p=%d&highlight=", d.post[last]), long, pages),
		topic(fmt.Sprintf("p=%d&t=%d", d.post[long.Posts[0]], ST), long, 1), topic(fmt.Sprintf("p=%d&view=next", d.post[short.Posts[1]]), short, 1),
		missing("/phpBB2/viewtopic.php?p=999999"),
		view("next", next), view("previous", prev), other("/phpBB2/viewtopic.php?t=99999&view=next"),
		{fmt.Sprintf("/phpBB2/viewtopic.php?t=%d&view=newest", T), 302, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), fmt.Sprintf("/phpBB2/viewtopic.php?t=%d", T)},
		login(fmt.Sprintf("/phpBB2/viewtopic.php?t=%d&unwatch=topic", T), fmt.Sprintf("viewtopic.php&t=%d&unwatch=topic", T)),
		// Guests meet log-in walls.
		login(fmt.Sprintf("/phpBB2/posting.php?mode=newtopic&f=%d", b.ID), fmt.Sprintf("posting.php&mode=newtopic&f=%d", b.ID)),
		login(fmt.Sprintf("/phpBB2/posting.php?mode=reply&t=%d", T), fmt.Sprintf("posting.php&mode=reply&t=%d", T)),
		login(fmt.Sprintf("/phpBB2/posting.php?mode=quote&p=%d", d.post[p16]), fmt.Sprintf("posting.php&mode=quote&p=%d", d.post[p16])),
		login(fmt.Sprintf("/phpBB2/posting.php?mode=editpost&p=%d", d.post[p16]), fmt.Sprintf("posting.php&mode=quote&p=%d", d.post[p16])),
		login(fmt.Sprintf("/phpBB2/posting.php?mode=delete&p=%d", d.post[p16]), "posting.php&"),
		other(fmt.Sprintf("/phpBB2/posting.php?mode=topicreview&t=%d", T)), other("/phpBB2/posting.php"),
		missing("/phpBB2/posting.php?mode=newtopic&f=999"), missing("/phpBB2/posting.php?mode=quote&p=999999"),
		login("/phpBB2/privmsg.php?folder=inbox", "privmsg.php&folder=inbox"),
		login(fmt.Sprintf("/phpBB2/privmsg.php?mode=post&u=%d", pb2UID(u)), fmt.Sprintf("privmsg.php&folder=inbox&mode=post&u=%d", pb2UID(u))),
		login("/phpBB2/profile.php?mode=editprofile", "profile.php&mode=editprofile"),
		login("/phpBB2/search.php?search_id=newposts", "search.php&search_id=newposts"),
		{"/phpBB2/profile.php", 302, TypeEntry, 0, 0, 0, 0, "index.php", "/phpBB2/index.php"},
		{"/phpBB2/login.php?logout=true", 302, TypeEntry, 0, 0, 0, 0, "index.php", "/phpBB2/index.php"},
		other("/phpBB2/login.php"), other("/phpBB2/login.php?redirect=posting.php&mode=reply&t=1"),
		// Members, groups, search and the rest.
		other(fmt.Sprintf("/phpBB2/profile.php?mode=viewprofile&u=%d", pb2UID(u))), missing("/phpBB2/profile.php?mode=viewprofile&u=9999"),
		missing("/phpBB2/profile.php?mode=viewprofile&u=1"),
		other("/phpBB2/profile.php?mode=register"), other("/phpBB2/profile.php?mode=register&agreed=true"), other("/phpBB2/profile.php?mode=sendpassword"),
		other("/phpBB2/memberlist.php"), other("/phpBB2/memberlist.php?mode=joined&order=ASC&start=50"), other("/phpBB2/memberlist.php?mode=topten&order=DESC"),
		other("/phpBB2/groupcp.php"), other(fmt.Sprintf("/phpBB2/groupcp.php?g=%d", d.groupID)), missing("/phpBB2/groupcp.php?g=1"),
		other("/phpBB2/search.php"), other("/phpBB2/search.php?mode=results"), other("/phpBB2/search.php?search_author=" + url.QueryEscape(u.Name) + "&showresults=posts"),
		other("/phpBB2/search.php?search_author=nobody-at-all"), other("/phpBB2/search.php?search_id=unanswered"),
		other("/phpBB2/search.php?search_id=123&start=15"), other("/phpBB2/search.php?search_keywords=the"),
		other("/phpBB2/faq.php"), other("/phpBB2/viewonline.php"),
		missing("/phpBB2/modcp.php"), missing("/phpBB2/viewtopic.html"),
	}
	checkURLs(t, f.s, tests)
}

// Guests without cookies get sid=<32 hex> in every internal link and form
// action, before a link's anchor; view=newest and stored searches depend on
// the sid the request carries; over HTTP every visit without one gets a new one.
func TestPhpBB2Session(t *testing.T) {
	f := newPB2Fixture(t)
	const sid = "0123456789abcdef0123456789abcdef"
	ask := func(path string) Response {
		t.Helper()
		u, err := url.Parse(testBase + path)
		if err != nil {
			t.Fatal(err)
		}
		return f.s.Respond(u, sid)
	}
	d, long, b := f.d, f.long, f.board
	T := d.topic[long]
	for _, path := range []string{"/phpBB2/index.php", "/phpBB2/" + f.s.Pkg.Skin.BoardURL(b, 1), fmt.Sprintf("/phpBB2/viewtopic.php?t=%d&sid=%s", T, sid),
		"/phpBB2/memberlist.php", "/phpBB2/search.php?search_id=unanswered"} {
		r := ask(path)
		for _, l := range Links(r.Body) {
			if strings.HasPrefix(l, "/phpBB2/") && !strings.Contains(l, "sid="+sid) {
				t.Errorf("%s: link %s lacks the session", path, l)
			}
		}
	}
	topic := ask(fmt.Sprintf("/phpBB2/viewtopic.php?t=%d", T)).Body
	p := d.post[long.Posts[1]]
	hasAll(t, "topic", topic, fmt.Sprintf(`href="/phpBB2/viewtopic.php?p=%d&amp;sid=%s#%d"`, p, sid, p),
		fmt.Sprintf(`href="/phpBB2/viewtopic.php?t=%d&amp;postdays=0&amp;postorder=asc&amp;start=15&amp;sid=%s"`, T, sid),
		fmt.Sprintf(`<link rel="next" href="/phpBB2/viewtopic.php?t=%d&amp;view=next&amp;sid=%s" title="View next topic" />`, T, sid),
		`<input type="hidden" name="sid" value="`+sid+`" />`)
	if r := ask(fmt.Sprintf("/phpBB2/posting.php?mode=reply&t=%d", T)); r.Location != fmt.Sprintf("/phpBB2/login.php?redirect=posting.php&mode=reply&t=%d&sid=%s", T, sid) {
		t.Errorf("reply wall sends to %q", r.Location)
	}

	// view=newest: a live sid finds the first post (a guest has never visited), a dead one nothing.
	first := d.post[long.Posts[0]]
	if r := ask(fmt.Sprintf("/phpBB2/viewtopic.php?t=%d&view=newest&sid=%s", T, sid)); r.Status != 302 ||
		r.Location != fmt.Sprintf("/phpBB2/viewtopic.php?sid=%s&p=%d#%d", sid, first, first) || r.Info.TID != long.ID {
		t.Errorf("view=newest with a live sid: %d %q %+v", r.Status, r.Location, r.Info)
	}
	if r := ask(fmt.Sprintf("/phpBB2/viewtopic.php?t=%d&view=newest&sid=ffff", T)); r.Status != 200 || !strings.Contains(r.Body, "No new posts since your last visit") {
		t.Errorf("view=newest with a dead sid: %d", r.Status)
	}

	// A stored search is found only by the session that made it.
	author := long.Author
	results := ask("/phpBB2/search.php?search_author=" + url.QueryEscape(author.Name)).Body
	n := pb2SearchID(sid, "author:"+strings.ToLower(author.Name))
	stored := fmt.Sprintf("/phpBB2/search.php?search_id=%d&start=15", n)
	if len(d.byUser[author]) > 15 {
		hasAll(t, "author search", results, Esc(stored+"&sid="+sid))
	}
	if r := ask(stored); !strings.Contains(r.Body, "Search found") {
		t.Error("the session that searched does not find its search")
	}
	if r := respond(t, f.s, testBase+stored); strings.Contains(r.Body, "Search found") {
		t.Error("a request without the session finds the search")
	}

	// Over HTTP: a new sid for each visit without one, the same while it is sent back.
	srv, err := Start(f.s.Pkg, "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	sidRe := regexp.MustCompile(`sid=([0-9a-f]{32})`)
	sidOf := func(body string) string {
		m := sidRe.FindStringSubmatch(body)
		if m == nil {
			t.Fatal("no sid in the page")
		}
		return m[1]
	}
	_, one := get(t, srv.Entry())
	_, two := get(t, srv.Entry())
	a := sidOf(one)
	if a == sidOf(two) {
		t.Errorf("two visits share session %s", a)
	}
	if _, body := get(t, srv.Base+fmt.Sprintf("/phpBB2/viewtopic.php?t=%d&sid=%s", T, a)); sidOf(body) != a {
		t.Error("a live sid sent back is not kept")
	}
}

// What a reader of the HTML notices: subSilver's tables, the forum list, the
// topic list with its "Goto page" links, phpBB 2's pager and dates.
func TestPhpBB2Markup(t *testing.T) {
	f := newPB2Fixture(t)
	w := f.s.World
	sk := f.s.Pkg.Skin
	d := f.d

	t.Run("index", func(t *testing.T) {
		r := f.get(t, "/phpBB2/index.php")
		hasAll(t, "index", r.Body, `<title>Millbrook Makers :: Index</title>`, `class="forumline"`, `class="cattitle"`, `class="forumlink"`,
			`View unanswered posts`, `Who is Online`, `Powered by <a href="http://www.phpbb.com/" target="_phpbb" class="copyright">phpBB</a>`)
		ls := linkSet(r.Body)
		for _, b := range w.Boards {
			if !ls["/phpBB2/"+sk.BoardURL(b, 1)] {
				t.Errorf("index does not link forum %d", b.ID)
			}
			if p := b.Latest(); !ls[fmt.Sprintf("/phpBB2/viewtopic.php?p=%d#%d", d.post[p], d.post[p])] {
				t.Errorf("index lacks forum %d's latest post", b.ID)
			}
		}
		cat := f.get(t, "/phpBB2/"+pb2CatURL(w.Categories[0])).Body
		if n := strings.Count(cat, `" class="forumlink"`); n != len(w.Categories[0].Boards) {
			t.Errorf("a category page lists %d forums", n)
		}
		if n := strings.Count(cat, `" class="cattitle"`); n != len(w.Categories)+1 {
			t.Errorf("a category page shows %d headings", n)
		}
	})

	t.Run("forum", func(t *testing.T) {
		b := f.board
		r := f.get(t, "/phpBB2/"+sk.BoardURL(b, 1))
		hasAll(t, "forum", r.Body, fmt.Sprintf(`Goto page <b>1</b>, <a href="/phpBB2/viewforum.php?f=%d&amp;topicdays=0&amp;start=50">2</a>`, b.ID),
			fmt.Sprintf(`Page <b>1</b> of <b>%d</b>`, b.Pages(50)), `Display topics from previous:&nbsp;<select name="topicdays">`,
			fmt.Sprintf(`<a href="/phpBB2/viewforum.php?f=%d&amp;mark=topics">Mark all topics read</a>`, b.ID), `name="jumpbox"`)
		if n := strings.Count(r.Body, `" class="topictitle"`); n != 50 {
			t.Errorf("page one lists %d topics", n)
		}
		ls := linkSet(r.Body)
		for _, th := range b.Threads[:50] {
			if !ls["/phpBB2/"+sk.ThreadURL(th, 1)] {
				t.Errorf("forum does not link topic %d", th.ID)
			}
			for p := 2; p <= th.Pages(15); p++ {
				if !ls["/phpBB2/"+sk.ThreadURL(th, p)] {
					t.Errorf("topic %d's Goto page lacks page %d", th.ID, p)
				}
			}
		}
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		T := d.topic[long]
		r := f.get(t, "/phpBB2/"+sk.ThreadURL(long, 2))
		p := long.Posts[15]
		hasAll(t, "topic", r.Body, fmt.Sprintf(`<a name="%d"></a><b>%s</b>`, d.post[p], Esc(p.Author.Name)),
			`Posted: `+p.Time.Format("Mon Jan 02, 2006 3:04 pm"), `Joined: `+p.Author.Joined.Format("02 Jan 2006"),
			fmt.Sprintf(`Goto page  <a href="/phpBB2/viewtopic.php?t=%d&amp;postdays=0&amp;postorder=asc&amp;start=0">Previous</a>&nbsp;&nbsp;<a href="/phpBB2/viewtopic.php?t=%d&amp;postdays=0&amp;postorder=asc&amp;start=0">1</a>, <b>2</b>`, T, T),
			fmt.Sprintf(`href="/phpBB2/posting.php?mode=quote&amp;p=%d"`, d.post[p]), fmt.Sprintf(`href="/phpBB2/privmsg.php?mode=post&amp;u=%d"`, pb2UID(p.Author)),
			`Display posts from previous: <select name="postdays">`, `You <b>cannot</b> reply to topics in this forum`)
		if n := strings.Count(r.Body, `<span class="postbody">`); n != min(15, len(long.Posts)-15) {
			t.Errorf("page two shows %d posts", n)
		}
		if strings.Contains(f.get(t, "/phpBB2/"+sk.ThreadURL(f.short, 1)).Body, "Goto page") {
			t.Error("a topic of one page has a pager")
		}
		if strings.Contains(r.Body, "watch=topic") || strings.Contains(r.Body, "view=newest") {
			t.Error("a guest sees watch or newest-post links")
		}
	})

	t.Run("pager", func(t *testing.T) {
		c := &Ctx{Pkg: f.s.Pkg}
		plain := regexp.MustCompile(`<a href="[^"]*">([^<]*)</a>`)
		for _, tc := range []struct {
			on   int
			want string
		}{
			{1, "Goto page <b>1</b>, 2, 3 ... 18, 19, 20&nbsp;&nbsp;Next"},
			{2, "Goto page  Previous&nbsp;&nbsp;1, <b>2</b>, 3,  ... 18, 19, 20&nbsp;&nbsp;Next"},
			{10, "Goto page  Previous&nbsp;&nbsp;1, 2, 3 ... 9, <b>10</b>, 11 ... 18, 19, 20&nbsp;&nbsp;Next"},
			{18, "Goto page  Previous&nbsp;&nbsp;1, 2, 3 ... 17, <b>18</b>, 19, 20&nbsp;&nbsp;Next"},
			{20, "Goto page  Previous&nbsp;&nbsp;1, 2, 3 ... 18, 19, <b>20</b>"},
		} {
			got := plain.ReplaceAllString(pb2Pagination(c, "x.php?a=1", 200, 10, (tc.on-1)*10), "$1")
			if got != tc.want {
				t.Errorf("page %d of 20:\n got %s\nwant %s", tc.on, got, tc.want)
			}
		}
		if pb2Pagination(c, "x.php?a=1", 10, 10, 0) != "" {
			t.Error("one page has a pager")
		}
	})

	t.Run("dates", func(t *testing.T) {
		at := time.Date(2026, 11, 29, 15, 7, 0, 0, time.UTC)
		if got := at.Format(pb2Date); got != "Sun Nov 29, 2026 3:07 pm" {
			t.Errorf("date prints %q", got)
		}
	})
}
