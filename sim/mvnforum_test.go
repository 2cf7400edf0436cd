package sim

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

var mvOnce = truthOnce(mvnforum)

// mvFixture is the mvnForum site and its truth, built once for the tests of this file.
type mvFixture struct {
	fixture
	tr *Truth
	d  *mvTables
}

func newMVFixture(t *testing.T) mvFixture {
	t.Helper()
	s, tr := mvOnce(t)
	f := mvFixture{fixture: newFixture(t, s), tr: tr, d: mvTab(s.World)}
	if f.short == nil {
		t.Fatal("fixture incomplete: no thread of one page with replies")
	}
	return f
}

// mvKind names an mvnForum URL by its action and what picks its page.
func mvKind(u *url.URL) string {
	q := u.Query()
	action := strings.TrimPrefix(u.Path, "/mvnforum/mvnforum/")
	switch {
	case u.Path == "/mvnforum/":
		return "root"
	case action == "listforums" && q.Has("category"):
		return "listforums category"
	case action == "listthreads" && q.Has("offset"):
		return "listthreads offset"
	case action == "viewthread" && q.Has("lastpage"):
		return "viewthread lastpage"
	case action == "viewthread" && q.Has("hl"):
		return "viewthread hl"
	case action == "viewthread" && q.Has("offset"):
		return "viewthread offset"
	case action == "addpost" && q.Has("quote"):
		return "addpost quote"
	case action == "addpost" && q.Has("parent"):
		return "addpost parent"
	case action == "addpost":
		return "addpost forum"
	case (action == "listmembers" || action == "listrecentthreads") && q.Has("offset"):
		return action + " offset"
	}
	return action
}

var mvThreadCanon = regexp.MustCompile(`^` + regexp.QuoteMeta(testBase) + `/mvnforum/mvnforum/viewthread\?thread=(\d+)(?:&offset=(\d+))?$`)

// The ground truth: forum pages and categories are index pages, thread pages
// thread pages under thread=T[&offset=N], the home page and the forum list
// entry pages, and everything else other.
func TestMvnForumTruth(t *testing.T) {
	f := newMVFixture(t)
	s, tr := f.s, f.tr
	t.Logf("counts %+v", tr.Counts)
	if want := pagesOfBoards(s) + len(s.World.Categories); tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (forum pages and categories)", tr.Counts.IndexPages, want)
	}
	if tr.EntryURL != testBase+"/mvnforum/mvnforum/index" {
		t.Errorf("entry %s", tr.EntryURL)
	}
	per := s.Pkg.Shape.PostsPerPage
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := mvKind(u)
		kinds[k+" "+p.Type]++
		if p.Type == TypeThread {
			m := mvThreadCanon.FindStringSubmatch(p.Canonical)
			if m == nil || p.Status != 200 {
				t.Errorf("%s: thread page under canonical %q, status %d", raw, p.Canonical, p.Status)
				continue
			}
			th := byID(f.d.o.threads, atoi(m[1]))
			if th == nil || th.ID != p.TID || (m[2] == "") != (p.Page == 1) || m[2] != "" && atoi(m[2]) != (p.Page-1)*per {
				t.Errorf("%s labelled %+v: its canonical names another page", raw, p)
			}
		}
		isThread := strings.HasPrefix(k, "viewthread")
		isIndex := k == "listforums category" || strings.HasPrefix(k, "listthreads")
		isEntry := k == "index" || k == "listforums" || k == "root"
		if p.Status == 200 && ((p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex || (p.Type == TypeEntry) != isEntry) {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	hasKinds(t, kinds, "index entry", "listforums entry", "listforums category index", "listthreads index", "listthreads offset index",
		"viewthread thread", "viewthread offset thread", "viewthread lastpage thread", "printthread other", "printpost other",
		"addpost forum other", "addpost parent other", "addpost quote other", "addmessage other", "login other", "registermember other",
		"iforgotpasswords other", "viewmember other", "listmembers other", "listmembers offset other", "listrecentthreads other",
		"listrecentthreads offset other", "listunansweredthreads other", "listonlineusers other", "help other", "search other", "rss2 other", "atom other")
}

// What each kind of URL answers and how it is labelled.
func TestMvnForumURLs(t *testing.T) {
	f := newMVFixture(t)
	sk := f.s.Pkg.Skin
	d := f.d
	long, b := f.long, f.board
	T := d.o.threadID[long]
	pages, bpages := long.Pages(10), b.Pages(10)
	p11 := long.Posts[10]
	u := long.Author
	const pre = "/mvnforum/mvnforum/"
	entry := func(path string) urlCase { return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, "", ""} }
	other := otherCase
	missing := missingCase
	topic := func(q string, th *Thread, page int) urlCase {
		return urlCase{pre + "viewthread?" + q, 200, TypeThread, th.ID, page, 0, 0, sk.ThreadURL(th, page), ""}
	}
	forum := func(q string, page int) urlCase {
		return urlCase{pre + "listthreads?" + q, 200, TypeIndex, 0, 0, b.ID, page, sk.BoardURL(b, page), ""}
	}
	cat := b.Category
	tests := []urlCase{
		entry(pre + "index"), entry(pre + "listforums"),
		{"/mvnforum/", 302, TypeEntry, 0, 0, 0, 0, "", "/mvnforum/mvnforum/index"},
		{"/mvnforum", 301, TypeEntry, 0, 0, 0, 0, "", "/mvnforum/"},
		{fmt.Sprintf(pre+"listforums?category=%d", cat.ID), 200, TypeIndex, 0, 0, 0, 1, fmt.Sprintf("mvnforum/listforums?category=%d", cat.ID), ""},
		missing(pre + "listforums?category=99"),
		forum(fmt.Sprintf("forum=%d", b.ID), 1), forum(fmt.Sprintf("forum=%d&offset=0", b.ID), 1), forum(fmt.Sprintf("forum=%d&offset=10", b.ID), 2),
		forum(fmt.Sprintf("forum=%d&offset=13", b.ID), 2), forum(fmt.Sprintf("forum=%d&offset=-5", b.ID), 1),
		forum(fmt.Sprintf("sort=ThreadViewCount&order=ASC&forum=%d&offset=10", b.ID), 2),
		other(fmt.Sprintf(pre+"listthreads?forum=%d&offset=%d", b.ID, bpages*10+10)),
		missing(pre + "listthreads?forum=999"), missing(pre + "listthreads"),
		topic(fmt.Sprintf("thread=%d", T), long, 1), topic(fmt.Sprintf("thread=%d&offset=0", T), long, 1),
		topic(fmt.Sprintf("thread=%d&offset=10", T), long, 2), topic(fmt.Sprintf("thread=%d&offset=15", T), long, 2),
		topic(fmt.Sprintf("thread=%d&lastpage=yes", T), long, pages), topic(fmt.Sprintf("thread=%d&hl=word", T), long, 1),
		other(fmt.Sprintf(pre+"viewthread?thread=%d&offset=%d", T, len(long.Posts))),
		other(fmt.Sprintf(pre+"viewthread?thread=%d&printall=yes", T)),
		missing(pre + "viewthread?thread=99999"), missing(pre + "viewthread"),
		other(fmt.Sprintf(pre+"printthread?thread=%d", T)), other(fmt.Sprintf(pre+"printpost?post=%d", d.o.postID[p11])),
		missing(pre + "printpost?post=999999"),
		other(fmt.Sprintf(pre+"addpost?forum=%d", b.ID)), other(fmt.Sprintf(pre+"addpost?parent=%d&quote=yes", d.o.postID[p11])),
		other(pre + "addmessage?MessageToList=" + url.QueryEscape(u.Name)), other(pre + "login"), other(pre + "registermember"),
		other(pre + "viewmember?member=" + url.QueryEscape(u.Name)), other(pre + "viewmember?member=" + url.QueryEscape(strings.ToUpper(u.Name))),
		missing(pre + "viewmember?member=nobody-at-all"),
		other(pre + "listmembers"), other(pre + "listmembers?offset=10"), other(pre + "listmembers?sort=MemberName&order=ASC"),
		other(pre + "listrecentthreads?offset=20"), other(pre + "listunansweredthreads"), other(pre + "search?key=the"),
		other(pre + "search?member=" + url.QueryEscape(u.Name)), other(pre + "rss2"), other(fmt.Sprintf(pre+"rss2?forum=%d", b.ID)), other(pre + "atom"),
		missing(pre + "nothing"), missing("/mvnforum/other/index"),
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: the forum's thread rows with their page
// links, the offset pager, the post anchors and the guest's links.
func TestMvnForumMarkup(t *testing.T) {
	f := newMVFixture(t)
	sk := f.s.Pkg.Skin
	d := f.d
	b, long := f.board, f.long
	T := d.o.threadID[long]

	r := f.get(t, "/mvnforum/"+sk.BoardURL(b, 1))
	hasAll(t, "forum", r.Body, fmt.Sprintf(`<a href="/mvnforum/mvnforum/listthreads?forum=%d&amp;offset=10" class="pager">2</a>`, b.ID),
		`<span class="pagerCurrent">1</span>`, `<select name="sort">`, fmt.Sprintf(`href="/mvnforum/mvnforum/addpost?forum=%d"`, b.ID))
	if n := strings.Count(r.Body, `class="messageTopic">
        `); n != 10 {
		t.Errorf("page one lists %d threads", n)
	}
	ls := linkSet(r.Body)
	for _, th := range b.Threads[:10] {
		id := d.o.threadID[th]
		if !ls["/mvnforum/"+sk.ThreadURL(th, 1)] || !ls[fmt.Sprintf("/mvnforum/mvnforum/viewthread?thread=%d&lastpage=yes#lastpost", id)] {
			t.Errorf("forum does not link thread %d or its last post", id)
		}
		for p := 1; p <= th.Pages(10) && th.Pages(10) > 1 && th.Pages(10) <= 12; p++ {
			if !ls[fmt.Sprintf("/mvnforum/mvnforum/viewthread?thread=%d&offset=%d", id, (p-1)*10)] {
				t.Errorf("thread %d's row lacks page %d", id, p)
			}
		}
	}

	r = f.get(t, "/mvnforum/"+sk.ThreadURL(long, 2))
	p := long.Posts[10]
	pid := d.o.postID[p]
	hasAll(t, "thread", r.Body, fmt.Sprintf(`<a name="%d"></a>`, pid), `<a name="lastpost"></a>`,
		fmt.Sprintf(`href="/mvnforum/mvnforum/addpost?parent=%d&amp;quote=yes"`, pid), fmt.Sprintf(`href="/mvnforum/mvnforum/printpost?post=%d"`, pid),
		fmt.Sprintf(`<a href="/mvnforum/mvnforum/viewthread?thread=%d&amp;offset=0" class="pager">Previous</a>`, T),
		fmt.Sprintf(`href="/mvnforum/mvnforum/printthread?thread=%d"`, T), `<span class="pagerCurrent">2</span>`)
	if n := strings.Count(r.Body, `<hr size="1" noshade="noshade"/>`); n != min(10, len(long.Posts)-10) {
		t.Errorf("page two shows %d posts", n)
	}
	if strings.Contains(f.get(t, "/mvnforum/"+sk.ThreadURL(f.short, 1)).Body, `class="pagerCurrent"`) != true {
		t.Error("a thread of one page lacks its one-page pager")
	}

	r = f.get(t, "/mvnforum/mvnforum/index")
	ls = linkSet(r.Body)
	for _, cat := range f.s.World.Categories {
		if !ls["/mvnforum/"+mvCat(cat)] {
			t.Errorf("home does not link category %d", cat.ID)
		}
	}
	for _, x := range f.s.World.Boards {
		if !ls["/mvnforum/"+sk.BoardURL(x, 1)] {
			t.Errorf("home does not link forum %d", x.ID)
		}
	}
	if !ls["/mvnforum/mvnforum/listforums"] {
		t.Error("home does not link the forum list")
	}
}
