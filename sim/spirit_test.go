package sim

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"
)

var spOnce = truthOnce(spirit)

// spFixture is the Spirit site and its truth, built once for the tests of
// this file, with a topic of three pages or more, a one-page topic with
// replies and a subcategory of two pages or more.
type spFixture struct {
	fixture
	tr *Truth
	d  *spTables
}

func newSPFixture(t *testing.T) spFixture {
	t.Helper()
	s, tr := spOnce(t)
	f := spFixture{fixture: newFixture(t, s), tr: tr, d: spTab(s.World)}
	if f.short == nil {
		t.Fatal("fixture incomplete: no topic of one page with replies")
	}
	return f
}

// spKind names a Spirit URL by its route, with " page" when it names a page.
func spKind(u *url.URL) string {
	p := strings.Trim(u.Path, "/")
	seg := strings.Split(p, "/")
	paged := ""
	if u.Query().Has("page") {
		paged = " page"
	}
	switch {
	case p == "":
		return "home" + paged
	case p == "topic/active":
		return "active" + paged
	case p == "user/login":
		return "login"
	case len(seg) == 3 && seg[0] == "topic" && spIsNum(seg[1]):
		return "topic" + paged
	case len(seg) == 3 && seg[0] == "category":
		return "category" + paged
	case seg[0] == "user":
		return "user"
	case seg[0] == "topic" && seg[1] == "publish":
		return "publish"
	case seg[0] == "comment" && len(seg) == 3 && seg[2] == "publish":
		return "reply"
	case seg[0] == "comment" && seg[1] == "history":
		return "history"
	}
	return p
}

// The ground truth: the home page the entry and its later pages index pages,
// /topic/active/ the same, every category page an index page (subcategories
// under their boards), topic pages thread pages under their plain URL, the
// login walls other pages that redirect to the login form naming them.
func TestSpiritTruth(t *testing.T) {
	f := newSPFixture(t)
	s, tr, d := f.s, f.tr, f.d
	sh := s.Pkg.Shape
	t.Logf("counts %+v", tr.Counts)
	if tr.EntryURL != testBase+"/" {
		t.Errorf("entry %s", tr.EntryURL)
	}
	want := pagesOfBoards(s) + 1 + pageCount(len(d.active), sh.ThreadsPerPage) - 1
	for _, cat := range s.World.Categories {
		want += pageCount(len(d.ofCat[cat].topics), sh.ThreadsPerPage)
	}
	if tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (subcategory, category, Uncategorized and later home pages)", tr.Counts.IndexPages, want)
	}
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := spKind(u)
		kinds[k+" "+p.Type]++
		page := 1
		if u.Query().Has("page") {
			page = atoi(u.Query().Get("page"))
		}
		switch k {
		case "topic", "topic page":
			th := s.World.Thread(p.TID)
			if p.Status != 200 || p.Type != TypeThread || th == nil || p.Page != page || p.Canonical != testBase+"/"+s.Pkg.Skin.ThreadURL(th, page) {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "home", "home page", "active", "active page":
			if page == 1 && (p.Type != TypeEntry || p.Canonical != testBase+"/") ||
				page > 1 && (p.Type != TypeIndex || p.FPage != page || p.Canonical != fmt.Sprintf("%s/?page=%d", testBase, page)) {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "category", "category page":
			if p.Status != 200 || p.Type != TypeIndex || p.FPage != page || strings.Contains(p.Canonical, "?page=1") {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "user", "publish", "reply", "history":
			if p.Status != 302 || p.Type != TypeOther || p.RedirectTo != testBase+"/user/login/?next="+spQuote(u.RequestURI()) {
				t.Errorf("login wall %s labelled %+v", raw, p)
			}
		case "login":
			if p.Status != 200 || p.Type != TypeOther {
				t.Errorf("%s labelled %+v", raw, p)
			}
		}
		isThread := k == "topic" || k == "topic page"
		isIndex := k == "category" || k == "category page" || (k == "home page" || k == "active page") && page > 1
		if p.Status == 200 && ((p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex) {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "home entry", "home page index", "active entry", "active page index", "topic thread", "topic page thread",
		"category index", "category page index", "login other", "user other", "publish other", "reply other", "history other")
}

// What each kind of URL answers and how it is labelled.
func TestSpiritURLs(t *testing.T) {
	f := newSPFixture(t)
	sk := f.s.Pkg.Skin
	d := f.d
	long, short, b := f.long, f.short, f.board
	T := d.topicID[long]
	pages, bpages := long.Pages(20), b.Pages(20)
	sc := d.ofBoard[b]
	pc := sc.parent
	ppages := pageCount(len(pc.topics), 20)
	p21, last := long.Posts[20], long.LastPost()
	u := long.Author
	topic := func(path string, page int) urlCase {
		return urlCase{path, 200, TypeThread, long.ID, page, 0, 0, sk.ThreadURL(long, page), ""}
	}
	list := boardCases(sk, b)
	wall := func(path string) urlCase {
		return urlCase{path, 302, TypeOther, 0, 0, 0, 0, "", "/user/login/?next=" + spQuote(path)}
	}
	other := otherCase
	missing := missingCase
	plain := "/" + sk.ThreadURL(long, 1)
	homePages := pageCount(len(d.active), 20)
	tests := []urlCase{
		// The home page and its other name.
		{"/", 200, TypeEntry, 0, 0, 0, 0, "/", ""}, {"/?page=1", 200, TypeEntry, 0, 0, 0, 0, "/", ""},
		{"/topic/active/", 200, TypeEntry, 0, 0, 0, 0, "/", ""},
		{"/?page=2", 200, TypeIndex, 0, 0, 0, 2, "?page=2", ""}, {"/topic/active/?page=2", 200, TypeIndex, 0, 0, 0, 2, "?page=2", ""},
		{fmt.Sprintf("/?page=%d", homePages), 200, TypeIndex, 0, 0, 0, homePages, fmt.Sprintf("?page=%d", homePages), ""},
		missing(fmt.Sprintf("/?page=%d", homePages+1)), missing("/?page=0"), missing("/?page=x"), missing("/?page="),
		{"/topic/active", 301, TypeEntry, 0, 0, 0, 0, "/", "/topic/active/"},
		// Categories: subcategories are the boards, parents list their subcategories' topics.
		list("/"+sk.BoardURL(b, 1), 1), list("/"+sk.BoardURL(b, 1)+"?page=1", 1), list("/"+sk.BoardURL(b, 1)+"?page=2", 2),
		list(fmt.Sprintf("/%s?page=%d", sk.BoardURL(b, 1), bpages), bpages), list("/"+sk.BoardURL(b, 1)+"?page=+2", 2),
		missing(fmt.Sprintf("/%s?page=%d", sk.BoardURL(b, 1), bpages+1)), missing("/" + sk.BoardURL(b, 1) + "?page=-1"),
		{fmt.Sprintf("/category/%d/", sc.id), 301, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), "/" + sk.BoardURL(b, 1)},
		{fmt.Sprintf("/category/%d/wrong-slug/?page=2", sc.id), 301, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), "/" + sk.BoardURL(b, 1)},
		{fmt.Sprintf("/category/%d/%s", sc.id, sc.slug), 301, TypeIndex, 0, 0, b.ID, 1, sk.BoardURL(b, 1), "/" + sk.BoardURL(b, 1)},
		{"/" + spCatURL(pc, 1), 200, TypeIndex, 0, 0, 0, 1, spCatURL(pc, 1), ""},
		{fmt.Sprintf("/%s?page=%d", spCatURL(pc, 1), ppages), 200, TypeIndex, 0, 0, 0, ppages, spCatURL(pc, ppages), ""},
		{"/category/2/uncategorized/", 200, TypeIndex, 0, 0, 0, 1, "category/2/uncategorized/", ""},
		missing("/category/2/uncategorized/?page=2"), missing("/category/1/private/"), missing("/category/999/x/"),
		{"/category/", 200, TypeIndex, 0, 0, 0, 1, "category/", ""},
		// Topics: the slug checked first, then the page.
		topic(plain, 1), topic(plain+"?page=1", 1), topic(plain+"?page=2", 2), topic(fmt.Sprintf("%s?page=%d", plain, pages), pages),
		topic(plain+"?page=2&page=3", 3), topic(plain+"?page=0_2", 2), topic(plain+"?utm=x&page=2", 2),
		missing(fmt.Sprintf("%s?page=%d", plain, pages+1)), missing(plain + "?page=2.0"), missing(plain + "?page=0"),
		{fmt.Sprintf("/topic/%d/", T), 301, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), plain},
		{fmt.Sprintf("/topic/%d/wrong/?page=2", T), 301, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), plain},
		{fmt.Sprintf("/topic/%d", T), 301, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), fmt.Sprintf("/topic/%d/", T)},
		{strings.TrimSuffix(plain, "/") + "?page=2", 301, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), plain + "?page=2"},
		missing("/topic/99999/x/"), missing(fmt.Sprintf("/topic/%d/bad.slug/", T)),
		// Comment permalinks: the page holding the comment, #c its number in the topic.
		{fmt.Sprintf("/comment/%d/find/", d.commentID[p21]), 302, TypeThread, long.ID, 2, 0, 0, sk.ThreadURL(long, 2), "/" + sk.ThreadURL(long, 2) + "#c21"},
		{fmt.Sprintf("/comment/%d/find/", d.commentID[long.Posts[0]]), 302, TypeThread, long.ID, 1, 0, 0, sk.ThreadURL(long, 1), plain + "#c1"},
		{fmt.Sprintf("/comment/%d/find/", d.commentID[last]), 302, TypeThread, long.ID, pages, 0, 0, sk.ThreadURL(long, pages),
			fmt.Sprintf("/%s#c%d", sk.ThreadURL(long, pages), len(long.Posts))},
		{fmt.Sprintf("/comment/%d/find/", d.commentID[short.Posts[1]]), 302, TypeThread, short.ID, 1, 0, 0, sk.ThreadURL(short, 1), "/" + sk.ThreadURL(short, 1) + "#c2"},
		missing("/comment/999999/find/"),
		// Login walls, before any lookup.
		wall(fmt.Sprintf("/user/%d/%s/", u.ID, d.userSlug[u])), wall(fmt.Sprintf("/user/%d/", u.ID)), wall("/user/99999/x/"),
		wall(fmt.Sprintf("/user/topics/%d/%s/", u.ID, d.userSlug[u])), wall(fmt.Sprintf("/user/likes/%d/", u.ID)), wall("/user/"),
		wall("/topic/publish/"), wall(fmt.Sprintf("/topic/publish/%d/", sc.id)), wall(fmt.Sprintf("/comment/%d/publish/", T)),
		wall(fmt.Sprintf("/comment/%d/publish/%d/quote/", T, d.commentID[p21])), wall(fmt.Sprintf("/comment/history/%d/", d.commentID[p21])),
		wall("/search/"), wall("/search/?q=soil"), wall("/topic/unread/"), wall("/topic/private/"),
		{fmt.Sprintf("/user/%d", u.ID), 301, TypeOther, 0, 0, 0, 0, "", fmt.Sprintf("/user/%d/", u.ID)},
		// The login form and the forms it links.
		other("/user/login/"), other("/user/login/?next=/%3Fpage%3D2"), other("/user/register/"), other("/user/password-reset/"),
		other("/user/resend-activation/"),
		missing("/viewtopic.php"), missing("/robots.txt"), missing("/st/nothing/"),
	}
	checkURLs(t, f.s, tests)
}

// What a reader of the HTML notices: the header's login link naming the page,
// the categories menu, the topic rows, the two paginators, the comment blocks
// with their c<number> anchors and share boxes, Spirit's dates.
func TestSpiritMarkup(t *testing.T) {
	f := newSPFixture(t)
	sk := f.s.Pkg.Skin
	w := f.s.World
	d := f.d

	t.Run("home", func(t *testing.T) {
		r := f.get(t, "/")
		hasAll(t, "home", r.Body, `<title>Latest active topics - `+spSite+`</title>`, `<a class="header__login"
      href="/user/login/?next=/"`, `<div class="layout__topics">`, `<a class="button" href="/topic/publish/"`,
			`href="/topic/active/"
            >All Categories</a>`, `<li class="paginator__button"><span>1</span></li>`, `<a href="?page=2">2</a>`,
			`<footer class="layout__footer">`)
		if n := strings.Count(r.Body, `<div class="layout__topics__topic js-clickable-area">`); n != 20 {
			t.Errorf("home lists %d topics", n)
		}
		ls := linkSet(r.Body)
		for _, pc := range d.parents {
			if !ls["/"+spCatURL(pc, 1)] {
				t.Errorf("home's menu lacks category %s", pc.title)
			}
		}
		for _, th := range d.active[:20] {
			if !ls["/"+sk.ThreadURL(th, 1)] || !ls["/"+spCatURL(d.ofBoard[th.Board].parent, 1)] {
				t.Errorf("home lacks topic %d or its category", th.ID)
			}
		}
		two := f.get(t, "/?page=2")
		hasAll(t, "home page 2", two.Body, `href="/user/login/?next=/%3Fpage%3D2"`, `<a href="?page=1"><i class="fa fa-chevron-left"></i></a>`)
	})

	t.Run("category", func(t *testing.T) {
		b := f.board
		sc := d.ofBoard[b]
		r := f.get(t, "/"+sk.BoardURL(b, 1))
		hasAll(t, "subcategory", r.Body, fmt.Sprintf(`<a class="button" href="/topic/publish/%d/"`, sc.id),
			`>All Subcategories</a>`, `<title>`+Esc(sc.title)+` - `, `<a href="?page=2"><i class="fa fa-chevron-right"></i></a>`)
		ls := linkSet(r.Body)
		if !ls["/"+spCatURL(sc.parent, 1)] {
			t.Error("subcategory lacks its parent")
		}
		for _, th := range b.Threads[:20] {
			if !ls["/"+sk.ThreadURL(th, 1)] {
				t.Errorf("subcategory lacks topic %d", th.ID)
			}
		}
		parent := f.get(t, "/"+spCatURL(sc.parent, 1))
		pl := linkSet(parent.Body)
		for _, kid := range sc.parent.kids {
			if !pl["/"+spCatURL(kid, 1)] {
				t.Errorf("parent category's menu lacks %s", kid.title)
			}
		}
		if !pl["/topic/active/"] {
			t.Error("parent category lacks All Categories")
		}
		empty := f.get(t, "/category/2/uncategorized/")
		hasAll(t, "Uncategorized", empty.Body, "There are no topics here, yet", `<ul class="paginator">`)
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		T := d.topicID[long]
		pages := long.Pages(20)
		p := long.Posts[20]
		r := f.get(t, "/"+sk.ThreadURL(long, 2))
		hasAll(t, "topic", r.Body, `<ul class="breadcrumb_nav">`, `<h1 class="headline">`, `<div class="comments_list">`,
			fmt.Sprintf(`id="c21"
    data-number="21"
    data-pk="%d"`, d.commentID[p]),
			fmt.Sprintf(`<a class="comment__info__username__link" href="/%s"><span>%s</span>`, d.userURL(p.Author), Esc(p.Author.Name)),
			fmt.Sprintf(`value="/comment/%d/find/"`, d.commentID[p]), fmt.Sprintf(`<li title="%s">%s</li>`, spDateTime(p.Time), spNatural(w.Now, p.Time)),
			fmt.Sprintf(`<li class="paginator__pages">Page 2 of %d</li>`, pages), `<a href="?page=1"><i class="fa fa-chevron-left"></i></a>`,
			`<a href="?page=3"><i class="fa fa-chevron-right"></i></a>`, fmt.Sprintf(`href="/user/login/?next=/%s%%3Fpage%%3D2"`, sk.ThreadURL(long, 1)))
		if !spClosed(long) {
			hasAll(t, "topic", r.Body, fmt.Sprintf(`href="/comment/%d/publish/"
          >Reply</a>`, T))
		}
		if n := strings.Count(r.Body, `class="comments_list__comment js-comment"`); n != min(20, len(long.Posts)-20) {
			t.Errorf("page two shows %d comments", n)
		}
		first := f.get(t, "/"+sk.ThreadURL(long, 1))
		hasAll(t, "topic page 1", first.Body, fmt.Sprintf(`<a href="?page=%d">Last <i class="fa fa-chevron-right"></i></a>`, pages))
		end := f.get(t, "/"+sk.ThreadURL(long, pages))
		hasAll(t, "last topic page", end.Body, `<a href="?page=1"><i class="fa fa-chevron-left"></i> First</a>`)
		short := f.get(t, "/"+sk.ThreadURL(f.short, 1))
		hasAll(t, "one-page topic", short.Body, `<ul class="paginator"><li class="paginator__pages">Page 1 of 1</li></ul>`)
	})

	t.Run("noise", func(t *testing.T) {
		edited, quoted := 0, 0
		for _, p := range w.Posts {
			if spEdits(p) > 0 {
				edited++
			}
			if spQuoted(p) != nil {
				quoted++
			}
		}
		if edited == 0 || quoted == 0 {
			t.Errorf("%d edited and %d quoting comments", edited, quoted)
		}
		login := f.get(t, "/user/login/?next=/")
		hasAll(t, "login", login.Body, `<h1 class="headline">Login</h1>`, `href="/user/login/?next=/user/login/%3Fnext%3D/"`,
			`href="/user/register/"`, `<input type="hidden" name="next" value="/" />`)
		if !login.Info.Trap {
			t.Error("the login page is not a trap")
		}
	})
}

// Spirit's text rules: Django's slugify and int(), quote, and dates.
func TestSpiritHelpers(t *testing.T) {
	slugs := map[string]string{
		"Don't panic: it's fine!":       "dont-panic-its-fine",
		"Flowers & Ornamentals":         "flowers-ornamentals",
		"  Über   straße -- test_case ": "über-straße-test_case",
		"What is the best way to switch to a generic drugs for the allergies?": "what-is-the-best-way-to-switch-to-a-generic-drugs",
		"??": "",
	}
	for in, want := range slugs {
		if got := spSlug(in); got != want {
			t.Errorf("spSlug(%q) = %q, want %q", in, got, want)
		}
	}
	ints := map[string]int{"2": 2, " 3 ": 3, "+4": 4, "007": 7, "1_0": 10}
	for in, want := range ints {
		if got, ok := spPyInt(in); !ok || got != want {
			t.Errorf("spPyInt(%q) = %d, %v", in, got, ok)
		}
	}
	for _, bad := range []string{"", "x", "2.0", "_1", "1_", "1__0", "0x10"} {
		if _, ok := spPyInt(bad); ok {
			t.Errorf("spPyInt(%q) reads a number", bad)
		}
	}
	if got := spQuote("/topic/5/a-b/?page=2&x=%"); got != "/topic/5/a-b/%3Fpage%3D2%26x%3D%25" {
		t.Errorf("spQuote: %s", got)
	}
	dates := map[time.Time]string{
		time.Date(2026, 9, 3, 0, 0, 0, 0, time.UTC):   "Sept. 3, 2026, midnight",
		time.Date(2026, 3, 14, 12, 0, 0, 0, time.UTC): "March 14, 2026, noon",
		time.Date(2025, 1, 2, 13, 5, 0, 0, time.UTC):  "Jan. 2, 2025, 1:05 p.m.",
		time.Date(2025, 5, 9, 9, 0, 0, 0, time.UTC):   "May 9, 2025, 9 a.m.",
	}
	for at, want := range dates {
		if got := spDateTime(at); got != want {
			t.Errorf("spDateTime(%v) = %q, want %q", at, got, want)
		}
	}
	now := time.Date(2026, 10, 1, 12, 0, 0, 0, time.UTC)
	naturals := map[time.Duration]string{0: "now", 40 * time.Second: "40s", 7 * time.Minute: "7m", 5 * time.Hour: "5h",
		30 * 24 * time.Hour: "1 Sep", 400 * 24 * time.Hour: "27 Aug '25"}
	for ago, want := range naturals {
		if got := spNatural(now, now.Add(-ago)); got != want {
			t.Errorf("spNatural(-%v) = %q, want %q", ago, got, want)
		}
	}
}
