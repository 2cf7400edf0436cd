package sim

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

var sprOnce = truthOnce(simplepress)

// sprFixture is the Simple:Press site and its truth, built once for the tests
// of this file, with a sub-forum besides the shared fixture's threads and forum.
type sprFixture struct {
	fixture
	tr  *Truth
	d   *sprTables
	sub *Board
}

func newSPRFixture(t *testing.T) sprFixture {
	t.Helper()
	s, tr := sprOnce(t)
	f := sprFixture{fixture: newFixture(t, s), tr: tr, d: sprTab(s.World)}
	for _, b := range s.World.Boards {
		if f.sub == nil && b.Parent != nil {
			f.sub = b
		}
	}
	if f.short == nil || f.sub == nil {
		t.Fatal("fixture incomplete: no one-page thread with replies, or no sub-forum")
	}
	return f
}

var sprThreadCanon = regexp.MustCompile(`^http://127\.0\.0\.1:18999/forum/(.+?)/([^/]+)/(?:page-(\d+)/)?$`)

// The ground truth: the forum page the entry, group views and forum pages
// index pages, topic pages threads, and the rest, the WordPress site, the
// login forms, members, profiles, searches and feeds, other.
func TestSimplePressTruth(t *testing.T) {
	f := newSPRFixture(t)
	s, tr := f.s, f.tr
	t.Logf("counts %+v", tr.Counts)
	if want := pagesOfBoards(s) + len(s.World.Categories); tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (forum pages and groups)", tr.Counts.IndexPages, want)
	}
	opensAt(t, tr, testBase+"/forum/")
	per := s.Pkg.Shape.PostsPerPage
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := "wordpress"
		switch {
		case strings.HasPrefix(u.Path, "/wp-login.php"):
			k = "login"
		case u.Query().Has("search"):
			k = "search"
		case strings.HasSuffix(u.Path, "/rss/"):
			k = "feed"
		case strings.HasPrefix(u.Path, "/forum/members/"), strings.HasPrefix(u.Path, "/forum/profile/"), u.Path == "/forum/newposts/":
			k = strings.Split(u.Path, "/")[2]
		case u.Path == "/forum/" && u.Query().Has("group"):
			k = "group"
		case strings.HasPrefix(u.Path, "/forum/"):
			k = "forum"
		}
		kinds[k+" "+p.Type]++
		switch p.Type {
		case TypeThread:
			m := sprThreadCanon.FindStringSubmatch(p.Canonical)
			if m == nil {
				t.Errorf("%s: thread page under canonical %q", raw, p.Canonical)
				continue
			}
			page := 1
			if m[3] != "" {
				page = atoi(m[3])
			}
			th := f.d.topicBy[m[2]]
			if th == nil || th.ID != p.TID || page != p.Page || f.d.plink[th.Board] != m[1] || page > th.Pages(per) {
				t.Errorf("%s labelled %+v: canonical names another page", raw, p)
			}
			if k != "forum" {
				t.Errorf("%s (%s) labelled thread", raw, k)
			}
		case TypeIndex:
			if k != "forum" && k != "group" {
				t.Errorf("%s (%s) labelled index", raw, k)
			}
		case TypeEntry:
			if raw != tr.EntryURL {
				t.Errorf("%s labelled entry", raw)
			}
		}
	}
	t.Logf("kinds %v", kinds)
	for _, k := range []string{"login other", "search other", "feed other", "members other", "profile other", "newposts other", "group index", "wordpress other"} {
		if kinds[k] == 0 {
			t.Errorf("no %s page reached", k)
		}
	}
}

// What single URLs answer: page-1/ and page-0/ in place, a moved topic's 301,
// the missing slash, the search that dies, the group view, walls and 404s.
func TestSimplePressURLs(t *testing.T) {
	f := newSPRFixture(t)
	sk := sprSkin{}
	long, b, sub := f.long, f.board, f.sub
	d := f.d
	topic := "/" + sk.topicURL(long)
	other := b
	if other == long.Board {
		other = f.s.World.Boards[len(f.s.World.Boards)-1]
	}
	name := d.members[0].Name
	checkURLs(t, f.s, []urlCase{
		{path: "/forum/", status: 200, typ: TypeEntry},
		{path: "/forum", status: 301, typ: TypeEntry, location: "/forum/"},
		{path: "/", status: 200, typ: TypeOther},
		{path: "/forum/?group=1", status: 200, typ: TypeIndex, fpage: 1, canonical: "forum/?group=1"},
		{path: "/forum/?group=99", status: 200, typ: TypeOther},
		{path: "/" + sk.BoardURL(b, 2), status: 200, typ: TypeIndex, fid: b.ID, fpage: 2},
		{path: "/" + sk.BoardURL(b, 1) + "page-1/", status: 200, typ: TypeIndex, fid: b.ID, fpage: 1, canonical: sk.BoardURL(b, 1)},
		{path: "/" + sk.BoardURL(b, 1) + "page-0/", status: 200, typ: TypeIndex, fid: b.ID, fpage: 1, canonical: sk.BoardURL(b, 1)},
		{path: "/" + sk.BoardURL(b, 1) + "page-99/", status: 200, typ: TypeOther},
		{path: "/forum/" + d.fslug[sub] + "/", status: 200, typ: TypeIndex, fid: sub.ID, fpage: 1, canonical: sk.BoardURL(sub, 1)},
		{path: "/" + sk.BoardURL(sub, 1), status: 200, typ: TypeIndex, fid: sub.ID, fpage: 1, canonical: sk.BoardURL(sub, 1)},
		{path: topic, status: 200, typ: TypeThread, tid: long.ID, page: 1},
		{path: topic + "page-3/", status: 200, typ: TypeThread, tid: long.ID, page: 3, canonical: sk.ThreadURL(long, 3)},
		{path: strings.TrimSuffix(topic, "/") + "/page-2", status: 301, typ: TypeThread, tid: long.ID, page: 2, location: topic + "page-2/"},
		{path: topic + "page-99/", status: 200, typ: TypeOther},
		{path: "/forum/" + d.fslug[other] + "/" + d.tslug[long] + "/page-2/", status: 301, typ: TypeThread, tid: long.ID, page: 2, location: topic + "page-2/"},
		{path: "/forum/nothing-here/", status: 404, typ: TypeOther},
		{path: "/forum/" + d.fslug[b] + "/nothing-here/", status: 404, typ: TypeOther},
		{path: topic + "rss/", status: 200, typ: TypeOther},
		{path: "/forum/rss/?group=2", status: 200, typ: TypeOther},
		{path: "/forum/?search=1&value=x", status: 200, typ: TypeOther},
		{path: "/forum/?forum=all&value=the&type=1&include=3&search=2", status: 200, typ: TypeOther},
		{path: "/forum/members/page-2/", status: 200, typ: TypeOther},
		{path: "/forum/profile/" + name + "/", status: 200, typ: TypeOther},
		{path: "/forum/profile/" + strings.ToUpper(name) + "/", status: 200, typ: TypeOther},
		{path: "/forum/profile/" + name + "/edit/", status: 200, typ: TypeOther},
		{path: "/forum/profile/", status: 200, typ: TypeOther},
		{path: "/forum/profile/nobody-at-all/", status: 404, typ: TypeOther},
		{path: "/wp-login.php?action=register", status: 200, typ: TypeOther},
		{path: fmt.Sprintf("/?p=%d", sprPageID), status: 301, typ: TypeEntry, location: "/forum/"},
		{path: "/about", status: 301, typ: TypeOther, location: "/about/"},
		{path: "/nothing-here/", status: 404, typ: TypeOther},
	})
	if body := f.get(t, "/forum/?search=1&value=x").Body; body != "" {
		t.Errorf("a search without forum= answers %d bytes; the plugin dies", len(body))
	}
}

// The links a guest meets: the page bar, in-row page links, post permalinks,
// the login wall with the page to come back to, the breadcrumb's group link.
func TestSimplePressLinks(t *testing.T) {
	f := newSPRFixture(t)
	sk := sprSkin{}
	long, b := f.long, f.board
	per := f.s.Pkg.Shape.PostsPerPage
	r := f.get(t, "/"+sk.ThreadURL(long, 2))
	links := linkSet(r.Body)
	last := long.Pages(per)
	for _, want := range []string{"/" + sk.ThreadURL(long, 1), "/" + sk.ThreadURL(long, 3), "/" + sk.topicURL(long) + "rss/",
		"/wp-login.php?redirect_to=" + url.QueryEscape("/"+sk.ThreadURL(long, 2)),
		"/forum/?group=" + fmt.Sprint(long.Board.Category.ID), "/" + sk.forumURL(long.Board)} {
		if !links[want] {
			t.Errorf("topic page 2 lacks a link to %s", want)
		}
	}
	p := long.Posts[per]
	if want := fmt.Sprintf("/%s#p%d", sk.ThreadURL(long, 2), f.d.o.postID[p]); !links[want] {
		t.Errorf("topic page 2 lacks the permalink %s", want)
	}
	if links["/"+sk.ThreadURL(long, 1)+"page-1/"] {
		t.Error("the page bar names page 1 page-1/")
	}
	hasAll(t, "topic page 2", r.Body, fmt.Sprintf(`id="p%d"`, f.d.o.postID[p]), `class="spPageLinks spCurrent">2<`, "You must be")
	bl := linkSet(f.get(t, "/"+sk.BoardURL(b, 1)).Body)
	for _, want := range []string{"/" + sk.BoardURL(b, 2), "/" + sk.topicURL(b.Threads[0])} {
		if !bl[want] {
			t.Errorf("forum page 1 lacks a link to %s", want)
		}
	}
	// The topic's row on its forum page links its pages.
	for i, x := range long.Board.Threads {
		if x == long {
			rl := linkSet(f.get(t, "/"+sk.BoardURL(long.Board, i/f.s.Pkg.Shape.ThreadsPerPage+1)).Body)
			if !rl["/"+sk.ThreadURL(long, last)] {
				t.Errorf("the forum's row of topic %d lacks its page %d", long.ID, last)
			}
		}
	}
	el := linkSet(f.get(t, "/forum/").Body)
	for _, want := range []string{"/forum/members/", "/forum/newposts/", "/forum/rss/?group=1", "/" + sk.forumURL(f.sub), "/wp-login.php?action=register"} {
		if !el[want] {
			t.Errorf("the index lacks a link to %s", want)
		}
	}
}
