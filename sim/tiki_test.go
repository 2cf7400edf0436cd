package sim

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

var tkOnce = truthOnce(tiki)

// tkFixture is the Tiki site and its truth, built once for the tests of this
// file, with a topic of three pages or more, a one-page topic with replies and
// a forum of two pages or more.
type tkFixture struct {
	fixture
	tr *Truth
	d  *tkTables
}

func newTKFixture(t *testing.T) tkFixture {
	t.Helper()
	s, tr := tkOnce(t)
	f := tkFixture{fixture: newFixture(t, s), tr: tr, d: tkTab(s.World)}
	if f.short == nil {
		t.Fatal("fixture incomplete: no topic of one page with replies")
	}
	return f
}

// tkKind names a URL of the site by its script and the parameters that pick its view.
func tkKind(u *url.URL) string {
	q := u.Query()
	switch p := strings.TrimPrefix(u.Path, "/"); p {
	case "tiki-forums.php":
		if q.Has("sort_mode") {
			return "forums sorted"
		}
		return "forums"
	case "tiki-view_forum.php":
		k := "forum"
		if q.Has("thread_sort_mode") {
			k += " sorted"
		}
		if q.Get("comments_offset") != "" && q.Get("comments_offset") != "0" {
			k += " paged"
		}
		return k
	case "tiki-view_forum_thread.php":
		switch {
		case q.Has("display"):
			return "print"
		case q.Get("comments_per_page") == "1":
			return "reply"
		case q.Get("comments_offset") != "" && q.Get("comments_offset") != "0":
			return "topic paged"
		case q.Has("topics_offset"):
			return "topic listed"
		}
		return "topic"
	case "tiki-forum_rss.php", "tiki-forums_rss.php":
		return "feed"
	case "tiki-user_information.php":
		return "user"
	case "tiki-index.php", "tiki-lastchanges.php", "tiki-listpages.php":
		return "wiki"
	case "tiki-searchindex.php", "tiki-login_scr.php", "tiki-register.php", "tiki-remind_password.php", "index.php", "":
		return "site " + strings.TrimSuffix(p, ".php")
	}
	return "unknown " + u.Path
}

// Tiki shows a topic's first post on every page and pages its replies; the
// farm counts a thread's pages over all its posts. The two agree unless a
// topic has a multiple of 10 replies, and this world has none.
func TestTikiPageCounts(t *testing.T) {
	s, _ := tkOnce(t)
	for _, th := range s.World.Threads {
		if got, want := tkPages(th), th.Pages(s.Pkg.Shape.PostsPerPage); got != want {
			t.Errorf("topic %d of %d posts: Tiki has %d pages, the farm %d", th.ID, len(th.Posts), got, want)
		}
	}
}

// The ground truth: tiki-forums.php the entry, forum pages index pages (their
// sorted views too), topic pages threads under whatever topics_offset they are
// reached with, and a reply alone, the printable views, profiles and the wiki other.
func TestTikiTruth(t *testing.T) {
	f := newTKFixture(t)
	s, tr := f.s, f.tr
	t.Logf("counts %+v", tr.Counts)
	if want := pagesOfBoards(s); tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (forum pages; sections have no page)", tr.Counts.IndexPages, want)
	}
	opensAt(t, tr, testBase+"/tiki-forums.php")
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := tkKind(u)
		kinds[k+" "+p.Type]++
		if p.Status != 200 {
			continue
		}
		isThread := k == "topic" || k == "topic paged" || k == "topic listed"
		isIndex := strings.HasPrefix(k, "forum ") || k == "forum"
		isEntry := strings.HasPrefix(k, "forums")
		if (p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex || (p.Type == TypeEntry) != isEntry {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
		if p.Type == TypeThread {
			cu, _ := url.Parse(p.Canonical)
			th := f.d.topicByID[atoi(cu.Query().Get("comments_parentId"))]
			if th == nil || th.ID != p.TID || p.Page > tkPages(th) {
				t.Errorf("%s labelled %+v: canonical names another page", raw, p)
			}
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "forums entry", "forums sorted entry", "forum index", "forum paged index", "forum sorted index",
		"topic thread", "topic paged thread", "topic listed thread", "reply other", "print other", "feed other", "user other",
		"wiki other", "site tiki-searchindex other", "site tiki-login_scr other", "site tiki-register other", "site tiki-remind_password other")
}

// What each kind of URL answers and how it is labelled.
func TestTikiURLs(t *testing.T) {
	f := newTKFixture(t)
	sk := f.s.Pkg.Skin.(tkSkin)
	d := f.d
	long, b := f.long, f.board
	pages, bpages := tkPages(long), b.Pages(20)
	tid := d.o.postID[long.Posts[0]]
	fid := long.Board.ID
	rid := d.o.postID[long.Posts[3]]
	vt := "/tiki-view_forum_thread.php"
	vf := "/tiki-view_forum.php"
	entry := func(path string) urlCase { return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, sk.Entry(), ""} }
	other := otherCase
	missing := missingCase
	view := func(path string, page int) urlCase {
		return urlCase{path, 200, TypeThread, long.ID, page, 0, 0, sk.ThreadURL(long, page), ""}
	}
	list := boardCases(sk, b)
	tests := []urlCase{
		entry("/tiki-forums.php"), entry("/tiki-forums.php?sort_mode=name_asc"),
		// Forums: forumId, the pager's comments_offset (0 is page 1), sorted views; past the end or off the grid lists nothing.
		list(vf+fmt.Sprintf("?forumId=%d", b.ID), 1), list(vf+fmt.Sprintf("?forumId=%d&comments_offset=0", b.ID), 1),
		list(vf+fmt.Sprintf("?forumId=%d&comments_offset=20", b.ID), 2), list(vf+fmt.Sprintf("?forumId=%d&comments_offset=%d", b.ID, (bpages-1)*20), bpages),
		list(vf+fmt.Sprintf("?forumId=%d&thread_sort_mode=title_asc&comments_offset=20", b.ID), 2),
		other(vf + fmt.Sprintf("?forumId=%d&comments_offset=%d", b.ID, bpages*20)), other(vf + fmt.Sprintf("?forumId=%d&comments_offset=7", b.ID)),
		other(vf + "?forumId=999"), other(vf),
		// Topics: the sefurl form, the list's topics_offset form, the pager's long form.
		view(vt+fmt.Sprintf("?comments_parentId=%d", tid), 1), view(vt+fmt.Sprintf("?comments_parentId=%d&topics_offset=4", tid), 1),
		view(vt+fmt.Sprintf("?threadId=%d&forumId=%d", tid, fid), 1),
		view("/"+tkPageURL(fid, tid, 0), 1), view("/"+tkPageURL(fid, tid, 10), 2), view("/"+tkPageURL(fid, tid, (pages-1)*10), pages),
		other("/" + tkPageURL(fid, tid, pages*10)), other(vt + fmt.Sprintf("?comments_parentId=%d&comments_offset=5", tid)),
		other(vt + fmt.Sprintf("?comments_parentId=%d&display=print", tid)), other(vt + fmt.Sprintf("?comments_parentId=%d&display=print_all", tid)),
		other(vt + fmt.Sprintf("?comments_parentId=%d&comments_per_page=999999", tid)),
		other("/" + tkReplyURL(fid, rid)), other(vt + fmt.Sprintf("?comments_parentId=%d", rid)),
		other(vt + "?comments_parentId=999999"), other(vt),
		// Feeds, profiles, the wiki and the site's forms.
		other("/tiki-forum_rss.php?forumId=1"), other("/tiki-forums_rss.php"),
		other(fmt.Sprintf("/tiki-user_information.php?userId=%d", tkUID(long.Author))),
		other("/tiki-user_information.php?view_user=" + url.QueryEscape(long.Author.Name)), other("/tiki-user_information.php?userId=1"),
		{"/", 302, TypeOther, 0, 0, 0, 0, "", "/tiki-index.php"}, {"/index.php", 302, TypeOther, 0, 0, 0, 0, "", "/tiki-index.php"},
		other("/tiki-index.php"), other("/tiki-index.php?page=About"), other("/tiki-lastchanges.php"), other("/tiki-listpages.php"),
		other("/tiki-searchindex.php?filter~content=the"), other("/tiki-login_scr.php"), other("/tiki-register.php"), other("/tiki-remind_password.php"),
		missing("/tiki-nothing.php"), missing("/forum/"),
	}
	checkURLs(t, f.s, tests)

	r := f.get(t, "/tiki-forum_rss.php?forumId=1")
	hasAll(t, "forum feed", r.Body, `<rss version="2.0"`)
	if r.ContentType != "application/rss+xml; charset=utf-8" {
		t.Errorf("feed sent as %q", r.ContentType)
	}
}

// What a reader of the HTML notices: sections as header rows, the forum's
// offset pager and sort links, topic links with their list position, the
// topic's first post on every page, the thread pager's long links, the
// replies' own links, prev/next topic, no posting buttons for a guest.
func TestTikiMarkup(t *testing.T) {
	f := newTKFixture(t)
	sk := f.s.Pkg.Skin.(tkSkin)
	d := f.d
	w := f.s.World

	t.Run("forums", func(t *testing.T) {
		r := f.get(t, "/tiki-forums.php")
		hasAll(t, "forums", r.Body, `<td class="third info" colspan="6">`+Esc(w.Categories[0].Name)+`</td>`,
			`href="/tiki-forums.php?sort_mode=name_asc"`, `<a href="/tiki-index.php">Home</a>`, `name="loginbox"`, `href="tiki-register.php"`)
		ls := linkSet(r.Body)
		for _, b := range w.Boards {
			if !ls["/"+sk.BoardURL(b, 1)] {
				t.Errorf("the forums list does not link forum %d", b.ID)
			}
		}
	})

	t.Run("forum", func(t *testing.T) {
		b := f.board
		r := f.get(t, "/"+sk.BoardURL(b, 2))
		hasAll(t, "forum page 2", r.Body, `<ul class="pagination">`,
			fmt.Sprintf(`<a class="prevnext prev" href="/tiki-view_forum.php?forumId=%d&amp;comments_offset=0">&laquo;</a>`, b.ID),
			fmt.Sprintf(`href="/tiki-view_forum.php?forumId=%d&amp;thread_sort_mode=title_asc"`, b.ID),
			fmt.Sprintf(`href="/tiki-forum_rss.php?forumId=%d"`, b.ID), `<li class="active"><span>2 <span class="sr-only">(current)</span></span></li>`)
		first := b.Threads[20]
		hasAll(t, "forum page 2", r.Body, fmt.Sprintf(`href="/tiki-view_forum_thread.php?comments_parentId=%d&amp;topics_offset=20"`, d.o.postID[first.Posts[0]]))
		if strings.Contains(r.Body, "New Topic") {
			t.Error("a guest is offered a new-topic button")
		}
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		tid := d.o.postID[long.Posts[0]]
		r := f.get(t, "/"+sk.ThreadURL(long, 2))
		hasAll(t, "topic page 2", r.Body, fmt.Sprintf(`id="threadId%d"`, tid), fmt.Sprintf(`id="threadId%d"`, d.o.postID[long.Posts[11]]),
			"Page: 2/", `&nbsp;[<a class="prevnext" href="/`+Esc(tkPageURL(long.Board.ID, tid, 20))+`">Next</a>]`,
			`href="/`+Esc(tkReplyURL(long.Board.ID, d.o.postID[long.Posts[11]]))+`"`, "display=print_all", "Jump to forum:")
		if strings.Contains(r.Body, "[Prev]") || strings.Contains(r.Body, ">Prev</a>") {
			t.Error("the thread pager shows Prev, which comments.tpl never draws")
		}
		if n := strings.Count(r.Body, `<div class="media post `); n != 1+min(10, len(long.Posts)-11) {
			t.Errorf("page 2 shows %d posts", n)
		}
		if strings.Contains(r.Body, "post_reply=1") || strings.Contains(r.Body, "comments_vote=") {
			t.Error("a guest is offered reply or vote links")
		}
		one := f.get(t, "/"+sk.ThreadURL(f.short, 1))
		if strings.Contains(one.Body, "thread_style=commentStyle_plain\">Next") || strings.Contains(one.Body, "Page: 1/") {
			t.Error("a topic of one page has a pager")
		}
		// In the list at position 1 the topic links the one before it and the one after.
		b := long.Board
		i := 0
		for j, x := range b.Threads {
			if x == long {
				i = j
			}
		}
		nav := f.get(t, fmt.Sprintf("/tiki-view_forum_thread.php?comments_parentId=%d&topics_offset=%d", tid, i))
		if i > 0 {
			hasAll(t, "topic in the list", nav.Body, fmt.Sprintf(`href="/tiki-view_forum_thread.php?comments_parentId=%d&amp;topics_offset=%d" class="link">prev topic</a>`, d.o.postID[b.Threads[i-1].Posts[0]], i-1))
		}
		if i+1 < len(b.Threads) {
			hasAll(t, "topic in the list", nav.Body, fmt.Sprintf(`href="/tiki-view_forum_thread.php?comments_parentId=%d&amp;topics_offset=%d" class="link">next topic</a>`, d.o.postID[b.Threads[i+1].Posts[0]], i+1))
		}
	})

	t.Run("reply", func(t *testing.T) {
		p := f.long.Posts[3]
		r := f.get(t, "/"+tkReplyURL(f.long.Board.ID, d.o.postID[p]))
		hasAll(t, "a reply alone", r.Body, "You are viewing a reply to", fmt.Sprintf(`id="threadId%d"`, d.o.postID[p]))
		if strings.Count(r.Body, `<div class="media post `) != 1 {
			t.Error("a reply alone shows other posts")
		}
	})

	t.Run("wiki", func(t *testing.T) {
		r := f.get(t, "/tiki-index.php")
		hasAll(t, "HomePage", r.Body, "Welcome to the Harbour Makers wiki", `href="/tiki-index.php?page=About"`)
		if strings.Contains(r.Body, "table-forum") || strings.Contains(r.Body, "top_post") {
			t.Error("a wiki page carries the forum's templates")
		}
	})
}
