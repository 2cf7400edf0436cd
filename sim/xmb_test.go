package sim

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"
)

var xmOnce = truthOnce(xmb)

// xmFixture is the XMB site and its truth, built once for the tests of this
// file, with a thread of three pages or more, a one-page thread with replies,
// a forum of two pages or more and a forum with sub-forums.
type xmFixture struct {
	fixture
	tr *Truth
	d  *xmTables
}

func newXMFixture(t *testing.T) xmFixture {
	t.Helper()
	s, tr := xmOnce(t)
	f := xmFixture{fixture: newFixture(t, s), tr: tr, d: xmTab(s.World)}
	if f.short == nil || f.parent == nil {
		t.Fatal("fixture incomplete: no thread of one page with replies, or no forum with sub-forums")
	}
	return f
}

// xmKind names an XMB URL by its script and what its query asks for.
func xmKind(u *url.URL) string {
	q := u.Query()
	script := strings.TrimPrefix(u.Path, "/forum/")
	if script == "" {
		script = "index.php"
	}
	switch {
	case script == "viewthread.php" && q.Get("goto") != "":
		return script + " goto=" + q.Get("goto")
	case script == "viewthread.php" && q.Get("action") != "":
		return script + " " + q.Get("action")
	case script == "index.php" && q.Has("gid"):
		return script + " gid"
	case (script == "misc.php" || script == "member.php") && q.Get("action") != "":
		return script + " " + q.Get("action")
	case q.Has("page"):
		return script + " page"
	}
	return script
}

var xmThreadCanon = regexp.MustCompile(`^http://127\.0\.0\.1:18999/forum/viewthread\.php\?tid=(\d+)(?:&page=(\d+))?$`)

// The ground truth: the mount the entry, groups and forum pages index pages,
// thread pages under viewthread.php?tid=T[&page=N], the goto shortcuts the
// pages they redirect to, and the rest other.
func TestXMBTruth(t *testing.T) {
	f := newXMFixture(t)
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
		k := xmKind(u)
		kinds[k+" "+p.Type]++
		if p.Type == TypeThread {
			m := xmThreadCanon.FindStringSubmatch(p.Canonical)
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
		q := u.Query()
		switch k {
		case "viewthread.php goto=search":
			post := f.d.post(atoi(q.Get("pid")))
			if p.Status != 302 || p.Type != TypeThread || p.TID != post.Thread.ID || p.Page != PageOf(post.Index, per) {
				t.Errorf("%s labelled %+v, want page %d of thread %d", raw, p, PageOf(post.Index, per), post.Thread.ID)
			}
			if !strings.HasSuffix(p.RedirectTo, fmt.Sprintf("#pid%d", f.d.pid[post])) {
				t.Errorf("%s redirects to %s, without the post's anchor", raw, p.RedirectTo)
			}
		case "viewthread.php goto=lastpost":
			if p.Status != 302 || p.Type != TypeThread || p.RedirectTo == "" {
				t.Errorf("%s labelled %+v", raw, p)
			}
			if q.Has("tid") {
				th := f.d.thread(atoi(q.Get("tid")))
				if p.TID != th.ID || p.Page != th.Pages(per) {
					t.Errorf("%s labelled %+v, want the last page of thread %d", raw, p, th.ID)
				}
			}
		}
		isThread := k == "viewthread.php" || k == "viewthread.php page" || strings.HasPrefix(k, "viewthread.php goto=")
		isIndex := k == "forumdisplay.php" || k == "forumdisplay.php page" || k == "index.php gid"
		if p.Status/100 != 4 && ((p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex || (p.Type == TypeEntry) != (k == "index.php")) {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "index.php entry", "index.php gid index", "forumdisplay.php index", "forumdisplay.php page index",
		"viewthread.php thread", "viewthread.php page thread", "viewthread.php goto=search thread", "viewthread.php goto=lastpost thread",
		"viewthread.php printable other", "member.php viewpro other", "member.php reg other", "member.php coppa other",
		"misc.php list other", "misc.php online other", "misc.php onlinetoday other", "misc.php login other", "misc.php lostpw other",
		"search.php other", "search.php page other", "today.php other", "stats.php other", "faq.php other")
}

// What each kind of URL answers and how it is labelled.
func TestXMBURLs(t *testing.T) {
	f := newXMFixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World
	long, short, b := f.long, f.short, f.board
	T, ST := f.d.tid[long], f.d.tid[short]
	pages, bpages := long.Pages(25), b.Pages(30)
	F := nodeID(b)
	p26, last := long.Posts[25], long.LastPost()
	cat := w.Categories[0]
	G := catNodeID(cat)
	u := long.Author
	entry := func(path string) urlCase { return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, "/forum/", ""} }
	other := otherCase
	missing := missingCase
	view := func(q string, th *Thread, page int) urlCase {
		return urlCase{"/forum/viewthread.php?" + q, 200, TypeThread, th.ID, page, 0, 0, sk.ThreadURL(th, page), ""}
	}
	jump := func(q string, p *Post) urlCase {
		page := PageOf(p.Index, 25)
		loc := fmt.Sprintf("/forum/viewthread.php?tid=%d", f.d.tid[p.Thread])
		if page > 1 {
			loc += fmt.Sprintf("&page=%d", page)
		}
		return urlCase{"/forum/viewthread.php?" + q, 302, TypeThread, p.Thread.ID, page, 0, 0, sk.ThreadURL(p.Thread, page), loc + fmt.Sprintf("#pid%d", f.d.pid[p])}
	}
	list := func(q string, page int) urlCase {
		return urlCase{"/forum/forumdisplay.php?" + q, 200, TypeIndex, 0, 0, b.ID, page, sk.BoardURL(b, page), ""}
	}
	moved := func(path, to string, c urlCase) urlCase {
		c.path, c.status, c.location = path, 301, to
		return c
	}
	tests := []urlCase{
		entry("/forum/"), entry("/forum/index.php"), entry("/forum/index.php?foo=bar"),
		{"/forum", 301, TypeEntry, 0, 0, 0, 0, "", "/forum/"},
		{"/", 302, TypeEntry, 0, 0, 0, 0, "", "/forum/"},
		// Groups and forums share the fids: index.php?gid wants a group, forumdisplay.php a forum.
		{fmt.Sprintf("/forum/index.php?gid=%d", G), 200, TypeIndex, 0, 0, 0, 1, fmt.Sprintf("index.php?gid=%d", G), ""},
		missing(fmt.Sprintf("/forum/index.php?gid=%d", F)), missing("/forum/index.php?gid=999"), missing("/forum/index.php?gid=x"),
		missing(fmt.Sprintf("/forum/forumdisplay.php?fid=%d", G)), missing("/forum/forumdisplay.php?fid=999"), missing("/forum/forumdisplay.php"),
		// Forums: page=N; page=1 301s to the plain URL; 0, junk and pages past the end 404; the sort form's GET variants are ignored.
		list(fmt.Sprintf("fid=%d", F), 1), list(fmt.Sprintf("fid=%d&page=2", F), 2), list(fmt.Sprintf("fid=%d&page=%d", F, bpages), bpages),
		list(fmt.Sprintf("fid=%d&cusdate=86400&ascdesc=ASC", F), 1), list(fmt.Sprintf("page=2&fid=%d", F), 2),
		moved(fmt.Sprintf("/forum/forumdisplay.php?fid=%d&page=1", F), fmt.Sprintf("/forum/forumdisplay.php?fid=%d", F), list(fmt.Sprintf("fid=%d", F), 1)),
		missing(fmt.Sprintf("/forum/forumdisplay.php?fid=%d&page=%d", F, bpages+1)), missing(fmt.Sprintf("/forum/forumdisplay.php?fid=%d&page=0", F)),
		missing(fmt.Sprintf("/forum/forumdisplay.php?fid=%d&page=x", F)),
		{fmt.Sprintf("/forum/forumdisplay.php?page=1&fid=%d", F), 301, TypeOther, 0, 0, 0, 0, "", fmt.Sprintf("/forum/forumdisplay.php?page=1&fid=%d", F)},
		// Threads.
		view(fmt.Sprintf("tid=%d", T), long, 1), view(fmt.Sprintf("tid=%d&page=2", T), long, 2), view(fmt.Sprintf("tid=%d&page=%d", T, pages), long, pages),
		view(fmt.Sprintf("tid=%d&fid=999", T), long, 1), view(fmt.Sprintf("tid=%dabc", T), long, 1),
		moved(fmt.Sprintf("/forum/viewthread.php?tid=%d&page=1", T), fmt.Sprintf("/forum/viewthread.php?tid=%d", T), view(fmt.Sprintf("tid=%d", T), long, 1)),
		missing(fmt.Sprintf("/forum/viewthread.php?tid=%d&page=%d", T, pages+1)), missing("/forum/viewthread.php?tid=999999"), missing("/forum/viewthread.php"),
		missing(fmt.Sprintf("/forum/viewthread.php?tid=%d&action=nothing", T)),
		// The goto shortcuts: 302 to the page holding the post, with its anchor.
		jump(fmt.Sprintf("tid=%d&goto=search&pid=%d", T, f.d.pid[p26]), p26), jump(fmt.Sprintf("tid=%d&goto=search&pid=%d", T, f.d.pid[long.Posts[0]]), long.Posts[0]),
		jump(fmt.Sprintf("tid=%d&goto=search&pid=%d", ST, f.d.pid[short.Posts[1]]), short.Posts[1]),
		missing(fmt.Sprintf("/forum/viewthread.php?tid=%d&goto=search&pid=%d", ST, f.d.pid[p26])),
		jump(fmt.Sprintf("goto=lastpost&tid=%d", T), last), jump(fmt.Sprintf("goto=lastpost&pid=%d", f.d.pid[p26]), p26),
		jump(fmt.Sprintf("goto=lastpost&fid=%d", nodeID(f.parent)), f.parent.Latest()),
		jump(fmt.Sprintf("goto=lastpost&fid=%d", G), xmForumLast(f.d, G)),
		missing("/forum/viewthread.php?goto=lastpost"), missing("/forum/viewthread.php?goto=lastpost&tid=999999"),
		// The printable version.
		other(fmt.Sprintf("/forum/viewthread.php?action=printable&tid=%d", T)),
		missing(fmt.Sprintf("/forum/viewthread.php?action=printable&tid=%d&page=2", T)),
		// Members, lists and the rest are other.
		other("/forum/" + xmProfile(u)), other("/forum/member.php?action=viewpro&member=" + strings.ToUpper(u.Name)),
		missing("/forum/member.php?action=viewpro&member=nobody-here"), missing("/forum/member.php?action=viewpro&member=ab"),
		other("/forum/member.php?action=reg"), {"/forum/member.php?action=coppa", 302, TypeOther, 0, 0, 0, 0, "", "/forum/member.php?action=reg"},
		missing("/forum/member.php"),
		other("/forum/misc.php?action=list"), other("/forum/misc.php?action=list&order=username"), other("/forum/misc.php?action=list&desc=desc&order=postnum"),
		other("/forum/misc.php?action=list&page=2"), missing("/forum/misc.php?action=list&page=9"),
		{"/forum/misc.php?action=list&order=status&page=1", 301, TypeOther, 0, 0, 0, 0, "", "/forum/misc.php?action=list&order=status"},
		other("/forum/misc.php?action=online"), other("/forum/misc.php?action=onlinetoday"), other("/forum/misc.php?action=login"),
		other("/forum/misc.php?action=lostpw"), other("/forum/misc.php?action=logout"), other("/forum/misc.php?action=smilies"),
		{"/forum/misc.php?action=search", 301, TypeOther, 0, 0, 0, 0, "", "/forum/search.php"},
		{"/forum/misc.php?action=search&srchuname=abc", 301, TypeOther, 0, 0, 0, 0, "", "/forum/search.php?srchuname=abc"},
		missing("/forum/misc.php"), missing("/forum/misc.php?action=nothing"),
		other("/forum/search.php"), other(fmt.Sprintf("/forum/search.php?fid=%d", F)), other("/forum/" + xmUserSearch(u)),
		other("/forum/search.php?searchsubmit=a"),
		other("/forum/today.php"), other("/forum/today.php?daysold=30"), other("/forum/stats.php"), other("/forum/faq.php"), other("/forum/faq.php?page=using"),
		{fmt.Sprintf("/forum/post.php?action=newthread&fid=%d", F), 302, TypeOther, 0, 0, 0, 0, "", "/forum/misc.php?action=login"},
		{fmt.Sprintf("/forum/post.php?action=reply&tid=%d&repquote=%d", T, f.d.pid[p26]), 302, TypeOther, 0, 0, 0, 0, "", "/forum/misc.php?action=login"},
		missing("/forum/post.php?action=newthread&fid=999"), missing("/forum/post.php?action=reply&tid=999999"),
		{"/forum/memcp.php", 302, TypeOther, 0, 0, 0, 0, "", "/forum/misc.php?action=login"},
		other("/forum/u2u.php"),
		missing("/forum/showthread.php"), missing("/robots.txt"),
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: XMB's table templates, relative links,
// the base element, multi()'s page bar, the post permalinks, the Davis theme.
func TestXMBMarkup(t *testing.T) {
	f := newXMFixture(t)
	w := f.s.World
	sk := f.s.Pkg.Skin

	t.Run("index", func(t *testing.T) {
		r := f.get(t, "/forum/")
		hasAll(t, "index", r.Body, `<base href="/forum/" />`, `<td class="nav"> <a href="index.php">`+xmSite+`</a> </td>`,
			`<td colspan="5" class="category"><a href="index.php?gid=`, `<a href="misc.php?action=online">`, `<a href="misc.php?action=onlinetoday">`,
			`Please welcome our newest member`, "Powered by XMB 1.9.11", `<select onchange="if (this.options[this.selectedIndex].value)`,
			`<strong>Sub-Forums:</strong> <a href="forumdisplay.php?fid=`, `src="images/davis/logo.gif"`)
		if strings.Contains(r.Body, `rel="canonical"`) {
			t.Error("the index under its canonical URL prints a canonical link")
		}
		ls := linkSet(r.Body)
		for _, b := range w.Boards {
			if b.Parent == nil && !ls[fmt.Sprintf("./forumdisplay.php?fid=%d", nodeID(b))] {
				t.Errorf("index does not link forum %d", b.ID)
			}
			if b.Parent == nil && !ls[fmt.Sprintf("./viewthread.php?goto=lastpost&fid=%d", nodeID(b))] {
				t.Errorf("index lacks forum %d's last-post shortcut", b.ID)
			}
		}
		for _, l := range []string{"search.php", "faq.php", "misc.php?action=list", "today.php", "stats.php", "misc.php?action=login", "member.php?action=reg"} {
			if !ls[l] {
				t.Errorf("index lacks %s", l)
			}
		}
		alias := f.get(t, "/forum/index.php")
		hasAll(t, "index.php", alias.Body, `<link rel="canonical" href="./" />`, `<base href="/forum/index.php" />`)
	})

	t.Run("forum", func(t *testing.T) {
		b := f.board
		F := nodeID(b)
		r := f.get(t, "/forum/"+sk.BoardURL(b, 2))
		hasAll(t, "forum page 2", r.Body, `<td colspan="7" class="multi">&nbsp;Pages:`,
			fmt.Sprintf(`&nbsp;<u><a href="forumdisplay.php?fid=%d" rel="prev start">1</a></u>`, F), "&nbsp;<strong>2</strong>")
		if strings.Contains(r.Body, `rel="canonical"`) {
			t.Error("a forum page under its canonical URL prints a canonical link")
		}
		dup := f.get(t, fmt.Sprintf("/forum/forumdisplay.php?page=2&fid=%d", F))
		hasAll(t, "forum page 2 as a duplicate", dup.Body, fmt.Sprintf(`<link rel="canonical" href="forumdisplay.php?fid=%d&amp;page=2" />`, F))
	})

	t.Run("thread", func(t *testing.T) {
		long := f.long
		T := f.d.tid[long]
		r := f.get(t, "/forum/"+sk.ThreadURL(long, 2))
		p := long.Posts[25]
		P := f.d.pid[p]
		hasAll(t, "thread page 2", r.Body, fmt.Sprintf(`<a name="pid%d"></a>`, P),
			fmt.Sprintf(`<a href="viewthread.php?tid=%d&amp;goto=search&amp;pid=%d" title="%s" rel="nofollow">posted on %s at %s</a>`, T, P, Esc(long.Title), p.Time.Format("2-1-2006"), p.Time.Format("03:04 PM")),
			fmt.Sprintf(`<a href="./member.php?action=viewpro&amp;member=%s">%s</a>`, Esc(xmRecode(p.Author.Name)), Esc(p.Author.Name)),
			fmt.Sprintf(`<a href="viewthread.php?action=printable&amp;tid=%d" rel="alternate">Printable Version</a>`, T),
			fmt.Sprintf(`&nbsp;<u><a href="viewthread.php?tid=%d" rel="prev start">1</a></u>`, T), `<td colspan="2" class="multi">&nbsp;Pages:`)
		if n := strings.Count(r.Body, `<td rowspan="3" valign="top" class="tablerow"`); n != min(25, len(long.Posts)-25) {
			t.Errorf("page 2 shows %d posts", n)
		}
		for _, bad := range []string{"post.php?action=reply", "post.php?action=newthread", "u2u.php?action=send", "vtmisc.php?action=report"} {
			if strings.Contains(r.Body, bad) {
				t.Errorf("a guest's thread page links %s", bad)
			}
		}
		if strings.Contains(f.get(t, "/forum/"+sk.ThreadURL(f.short, 1)).Body, "Pages:") {
			t.Error("a thread of one page has a page bar")
		}
		pv := f.get(t, fmt.Sprintf("/forum/viewthread.php?action=printable&tid=%d", T))
		hasAll(t, "printable", pv.Body, fmt.Sprintf(`<link rel="canonical" href="viewthread.php?tid=%d" />`, T), `<span class="14px">`)
		if strings.Contains(pv.Body, `<td class="nav">`) {
			t.Error("the printable version has the header")
		}
	})

	t.Run("multi", func(t *testing.T) {
		got := xmMulti(6, 12, "viewthread.php?tid=7", true)
		want := "Pages:\n&nbsp;<u><a href=\"viewthread.php?tid=7\" rel=\"start\">1</a></u>\n&nbsp;..\n" +
			"&nbsp;<u><a href=\"viewthread.php?tid=7&amp;page=4\">4</a></u>\n&nbsp;<u><a href=\"viewthread.php?tid=7&amp;page=5\" rel=\"prev\">5</a></u>\n" +
			"&nbsp;<strong>6</strong>\n&nbsp;<u><a href=\"viewthread.php?tid=7&amp;page=7\" rel=\"next\">7</a></u>\n&nbsp;<u><a href=\"viewthread.php?tid=7&amp;page=8\">8</a></u>\n" +
			"&nbsp;..\n&nbsp;<u><a href=\"viewthread.php?tid=7&amp;page=12\">12</a></u>"
		if got != want {
			t.Errorf("multi(6, 12) =\n%s\nwant\n%s", got, want)
		}
		if xmMulti(1, 1, "x.php", true) != "" {
			t.Error("one page has a page bar")
		}
	})

	t.Run("members", func(t *testing.T) {
		r := f.get(t, "/forum/misc.php?action=list&order=username")
		hasAll(t, "member list", r.Body, `<a href="misc.php?action=list&amp;desc=desc&amp;order=username"><strong>Descending</strong></a>`,
			`<a href="misc.php?action=list&amp;order=postnum&amp;desc=desc">`, `&nbsp;<u><a href="misc.php?action=list&amp;order=username&amp;page=2"`)
		desc := f.get(t, "/forum/misc.php?action=list&desc=desc&order=username")
		hasAll(t, "member list, descending", desc.Body, `<a href="misc.php?action=list&amp;order=username"><strong>Ascending</strong></a>`)
		u := f.long.Author
		pro := f.get(t, "/forum/"+xmProfile(u))
		hasAll(t, "profile", pro.Body, "Profile for "+Esc(u.Name), `<a href="`+Esc(xmUserSearch(u))+`">Search</a> for all posts by this user`,
			`<a href="./viewthread.php?tid=`)
	})

	t.Run("dates", func(t *testing.T) {
		at := time.Date(2026, 3, 5, 15, 7, 0, 0, time.UTC)
		if got := at.Format(xmDate) + " " + at.Format(xmTime); got != "5-3-2026 03:07 PM" {
			t.Errorf("date prints %q", got)
		}
	})
}
