package sim

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

var wfOnce = truthOnce(wpforo)

// wfFixture is the wpForo site and its truth, built once for the tests of
// this file, with a thread of three pages or more, a one-page thread with
// replies, a forum of two pages or more and a forum with sub-forums.
type wfFixture struct {
	fixture
	tr *Truth
	d  *wfTables
}

func newWFFixture(t *testing.T) wfFixture {
	t.Helper()
	s, tr := wfOnce(t)
	f := wfFixture{fixture: newFixture(t, s), tr: tr, d: wfTab(s.World)}
	if f.short == nil || f.parent == nil {
		t.Fatal("fixture incomplete: no thread of one page with replies, or no forum with sub-forums")
	}
	return f
}

// wfKind names a URL of the site by its route: the board's templates, its
// query-driven actions, or the WordPress site around it.
func wfKind(d *wfTables, u *url.URL) string {
	q := u.Query()
	switch {
	case q.Get("type") == "rss2":
		return "feed"
	case q.Get("foro") == "allread":
		return "allread"
	case q.Has("wpfs") && q.Get("wpfin") == "tag":
		return "tag search"
	case q.Has("wpfs"):
		return "search"
	}
	rest, ok := strings.CutPrefix(u.Path, "/community/")
	if !ok {
		return "wordpress"
	}
	var segs []string
	paged := ""
	for _, s := range strings.Split(rest, "/") {
		switch {
		case s == "paged":
			paged = " paged"
		case s != "" && paged == "":
			segs = append(segs, s)
		}
	}
	if q.Has("wpfpaged") {
		paged = " paged"
	}
	if len(segs) == 0 {
		return "index" + paged
	}
	switch segs[0] {
	case "recent", "tags", "participants", "sign-in", "sign-up", "change-password", "sign-out", "postid", "topicid":
		return segs[0] + paged
	case "participant":
		if len(segs) > 2 {
			return "member " + segs[2] + paged
		}
		return "member profile"
	}
	if len(segs) == 1 {
		if d.catBy[segs[0]] != nil {
			return "category" + paged
		}
		return "forum" + paged
	}
	return "topic" + paged
}

var wfThreadCanon = regexp.MustCompile(`^http://127\.0\.0\.1:18999/community/([^/]+)/([^/]+)/(?:paged/(\d+)/)?$`)

// The ground truth: the board's root the entry, categories and forum pages
// index pages, topic pages (and the short URLs rendered in place) threads,
// the "Mark all read" twins the pages they return to, and the rest, the
// WordPress site's pages included, other.
func TestWpForoTruth(t *testing.T) {
	f := newWFFixture(t)
	s, tr := f.s, f.tr
	t.Logf("counts %+v", tr.Counts)
	if want := pagesOfBoards(s) + len(s.World.Categories); tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (forum pages and categories)", tr.Counts.IndexPages, want)
	}
	opensAt(t, tr, testBase+"/community/")
	per := s.Pkg.Shape.PostsPerPage
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := wfKind(f.d, u)
		kinds[k+" "+p.Type]++
		if p.Type == TypeThread {
			m := wfThreadCanon.FindStringSubmatch(p.Canonical)
			if m == nil {
				t.Errorf("%s: thread page under canonical %q", raw, p.Canonical)
				continue
			}
			page := 1
			if m[3] != "" {
				page = atoi(m[3])
			}
			th := f.d.topicBy[m[2]]
			if th == nil || th.ID != p.TID || page != p.Page || f.d.fslug[th.Board] != m[1] || page > th.Pages(per) {
				t.Errorf("%s labelled %+v: canonical names another page", raw, p)
			}
		}
		switch k {
		case "allread":
			target := raw[:strings.Index(raw, "?")]
			if p.Status != 302 || p.RedirectTo != target || p.Type != tr.Pages[target].Type || p.Canonical != tr.Pages[target].Canonical {
				t.Errorf("%s labelled %+v, want a 302 to %s labelled as it is (%+v)", raw, p, target, tr.Pages[target])
			}
			continue
		case "feed":
			if p.Type != TypeOther || p.Status != 200 {
				t.Errorf("feed %s labelled %+v", raw, p)
			}
			continue
		}
		if p.Status != 200 {
			continue
		}
		isThread := k == "topic" || k == "topic paged" || k == "postid" || k == "topicid"
		isIndex := k == "forum" || k == "forum paged" || k == "category"
		if (p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex || (p.Type == TypeEntry) != (k == "index") {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "index entry", "category index", "forum index", "forum paged index", "topic thread", "topic paged thread",
		"allread entry", "allread index", "allread thread", "allread other", "feed other", "recent other", "tags other", "tag search other",
		"participants other", "participants paged other", "member profile other", "member activity other", "sign-in other", "sign-up other",
		"change-password other", "wordpress other")
	// The WordPress site around the board is reached too: its front page, pages, posts and archives.
	for _, p := range []string{"/", "/about/", "/contact/", "/privacy-policy/", "/author/admin/", "/category/" + wfBlogCats[f.d.blog[0].cat].slug + "/", "/" + f.d.blog[0].slug + "/"} {
		if got, ok := tr.Pages[testBase+p]; !ok || got.Type != TypeOther || got.Status != 200 {
			t.Errorf("WordPress page %s: %+v (in truth %v)", p, got, ok)
		}
	}
}

// What each kind of URL answers and how it is labelled.
func TestWpForoURLs(t *testing.T) {
	f := newWFFixture(t)
	sk := f.s.Pkg.Skin.(wfSkin)
	d := f.d
	w := f.s.World
	long, short, b := f.long, f.short, f.board
	pages, bpages := long.Pages(15), b.Pages(10)
	p20, last := long.Posts[20], long.LastPost()
	cat := w.Categories[0]
	u := long.Author
	nice := d.nice[u]
	topic := "/" + sk.ThreadURL(long, 1)
	forum := "/" + sk.BoardURL(b, 1)
	entry := func(path string) urlCase { return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, "community/", ""} }
	other := otherCase
	missing := missingCase
	signIn := func(path string) urlCase { return urlCase{path, 302, TypeOther, 0, 0, 0, 0, "", "/community/sign-in/"} }
	view := func(path string, th *Thread, page int) urlCase {
		return urlCase{path, 200, TypeThread, th.ID, page, 0, 0, sk.ThreadURL(th, page), ""}
	}
	list := boardCases(sk, b)
	moved := func(path, to string, c urlCase) urlCase {
		c.path, c.status, c.location = path, 301, to
		return c
	}
	found := func(path, to string, c urlCase) urlCase {
		c.path, c.status, c.location = path, 302, to
		return c
	}
	otherForum := d.fslug[w.Boards[0]]
	if w.Boards[0] == long.Board {
		otherForum = d.fslug[w.Boards[1]]
	}
	tests := []urlCase{
		// The board's root; the WordPress site's root is the blog.
		entry("/community/"), entry("/community/?foro=allread&foro_n=stale"), entry("/community/paged/2/"),
		moved("/community", "/community/", entry("/community/")),
		other("/"), moved("/?p=7", "/community/", entry("/community/")),
		// Categories and forums: paged/N/; paged/1/ and paged/0/ render page 1; past the end 301s to page 1.
		{"/" + sk.catURL(d, cat), 200, TypeIndex, 0, 0, 0, 1, sk.catURL(d, cat), ""},
		{"/" + sk.catURL(d, cat) + "paged/3/", 200, TypeIndex, 0, 0, 0, 1, sk.catURL(d, cat), ""},
		list(forum, 1), list("/"+sk.BoardURL(b, 2), 2), list("/"+sk.BoardURL(b, bpages), bpages),
		list(forum+"paged/1/", 1), list(forum+"paged/0/", 1), list(forum+"paged/x/", 1), list(forum+"?wpfpaged=2", 2),
		list("/community/"+strings.ToUpper(d.fslug[b])+"/", 1),
		moved(forum+fmt.Sprintf("paged/%d/", bpages+1), forum, list(forum, 1)),
		moved(forum+"paged/99/?foo=1", forum+"?foo=1", list(forum, 1)),
		moved(strings.TrimSuffix(forum, "/"), forum, list(forum, 1)),
		missing("/community/no-such-forum/"),
		// Topics: the same paging; another forum's slug 301s to the topic; a longer path is read by its last two segments.
		view(topic, long, 1), view("/"+sk.ThreadURL(long, 2), long, 2), view("/"+sk.ThreadURL(long, pages), long, pages),
		view(topic+"paged/1/", long, 1), view("/community/x"+topic[len("/community"):], long, 1),
		moved(topic+fmt.Sprintf("paged/%d/", pages+1), topic, view(topic, long, 1)),
		moved("/community/"+otherForum+"/"+d.tslug[long]+"/paged/2/", topic, view(topic, long, 1)),
		view("/"+sk.ThreadURL(short, 1), short, 1),
		missing(forum + "no-such-topic/"),
		// Short URLs render the page they name in place.
		view(fmt.Sprintf("/community/postid/%d/", d.postID(p20)), long, 2), view(fmt.Sprintf("/community/postid/%d/", d.postID(last)), long, pages),
		view(fmt.Sprintf("/community/topicid/%d/", d.topicID(long)), long, 1),
		missing("/community/postid/999999/"), missing("/community/topicid/0/"),
		// "Mark all read": with the nonce, back to the page; without, the page itself.
		found(topic+"paged/2/?foro=allread&foro_n="+wfNonce, topic+"paged/2/", view("/"+sk.ThreadURL(long, 2), long, 2)),
		found(forum+"?foro=allread&foro_n="+wfNonce, forum, list(forum, 1)),
		found("/community/?foro=allread&foro_n="+wfNonce, "/community/", entry("/community/")),
		view(topic+"?foro=allread&foro_n=0123456789", long, 1),
		// Feeds answer on any board path.
		other(topic + fmt.Sprintf("?type=rss2&forum=%d&topic=%d", wfForumID(long.Board), d.topicID(long))),
		other("/community/recent/?type=rss2&forum=g"), other("/community/?type=rss2&forum=999"),
		// Members.
		other("/community/participant/" + nice + "/"), other("/community/participant/" + nice + "/activity/"),
		other("/community/participant/" + nice + "/activity/?filter=topics"), other("/community/participant/" + nice + "/profile/"),
		signIn("/community/participant/" + nice + "/subscriptions/"), signIn("/community/participant/" + nice + "/account/"),
		signIn("/community/participant/"), signIn("/community/activity/"), signIn("/community/login-message/"),
		missing("/community/participant/nobody-at-all/"), missing("/community/participant/" + nice + "/nothing/"),
		found("/community/profile/"+nice+"/", "/community/participant/"+nice+"/", other("")),
		found("/community/activity/"+nice+"/", "/community/participant/"+nice+"/activity/", other("")),
		other("/community/participants/"), other("/community/participants/paged/2/"), other("/community/participants/?wpfms=a&_wpfms=Search"),
		moved("/community/participants/paged/99/", "/community/participants/", other("")),
		// Recent posts, tags, search, forms.
		other("/community/recent/"), other("/community/recent/?view=unread"), other("/community/recent/?view=no-replies&wpfpaged=2"),
		other("/community/tags/"), other("/community/?wpfin=tag&wpfs=" + long.Tags[0]), other("/community/" + otherForum + "/?wpfs=stock"),
		other("/community/sign-in/"), other("/community/sign-up/"), other("/community/change-password/"), other("/community/sign-out/"),
		other("/community/sitemap_index.xml"), other("/community/topic-sitemap1.xml"), missing("/community/topic-sitemap2.xml"),
		// The WordPress site.
		other("/about/"), moved("/about", "/about/", other("")), other("/" + d.blog[0].slug + "/"), other("/author/admin/"),
		other("/category/" + wfBlogCats[d.blog[0].cat].slug + "/"), other(d.blog[0].at.Format("/2006/01/")), other("/?s=the"), other("/feed/"), other("/wp-login.php"),
		moved(fmt.Sprintf("/?p=%d", d.blog[0].id), "/"+d.blog[0].slug+"/", other("")),
		missing("/no-such-page/"), missing("/category/no-such-category/"), missing("/?p=999"),
	}
	checkURLs(t, f.s, tests)

	// Feeds are XML, sent with the charset wpForo misspells.
	r := f.get(t, topic+fmt.Sprintf("?type=rss2&forum=%d&topic=%d", wfForumID(long.Board), d.topicID(long)))
	hasAll(t, "topic feed", r.Body, "<generator>wpForo</generator>", "<rss version=\"2.0\"",
		fmt.Sprintf("<link>%s#post-%d</link>", Esc(wfAbs(f, sk.ThreadURL(long, pages))), d.postID(last)))
	if r.ContentType != "application/xml; charsetUTF-8" {
		t.Errorf("feed sent as %q", r.ContentType)
	}
}

// wfAbs is a mount-relative URL as an absolute path.
func wfAbs(f wfFixture, rel string) string { return f.s.Pkg.Mount + rel }

// What a reader of the HTML notices: the WordPress page around the board,
// the Extended layout's panels and topic lists, the page bar, the posts.
func TestWpForoMarkup(t *testing.T) {
	f := newWFFixture(t)
	sk := f.s.Pkg.Skin.(wfSkin)
	d := f.d
	w := f.s.World

	t.Run("index", func(t *testing.T) {
		r := f.get(t, "/community/")
		hasAll(t, "index", r.Body, `<link rel="canonical" href="/community/" />`, `<title>`+wfBoard+` &#8211; `+wfSite+`</title>`,
			`<div class="wpfl-1 wpforo-section">`, `<span class="cat-name" >`+Esc(w.Categories[0].Name)+`</span>`,
			`href="/community/?type=rss2&#038;forum=g&#038;topic=g"`, `<a href="/community/recent/?view=unread">`,
			`<li class="first wpfcl-2">Subforums:</li>`, `view all topics`, `<a href="/community/participants/">Members</a>`,
			`<a href="/about/">About</a>`, `href="?foro=allread&amp;foro_n=`+wfNonce+`"`, "Powered by wpForo version "+wfVersion,
			`<a href="/community/" aria-current="page">Community</a>`)
		ls := linkSet(r.Body)
		for _, b := range w.Boards {
			if !ls[wfAbs(f, sk.forumURL(b))] {
				t.Errorf("the index does not link forum %d", b.ID)
			}
		}
		for _, cat := range w.Categories {
			if ls[wfAbs(f, sk.catURL(d, cat))] {
				t.Errorf("the index links category %d: its title is not a link", cat.ID)
			}
		}
	})

	t.Run("forum", func(t *testing.T) {
		b := f.board
		base := wfAbs(f, sk.forumURL(b))
		r := f.get(t, wfAbs(f, sk.BoardURL(b, 2)))
		hasAll(t, "forum page 2", r.Body, "Page 2 / ", `<a href="`+base+`" class="wpf-prev-button" rel="prev">`,
			`<link rel="canonical" href="`+base+`paged/2/" />`, `<a href="/community/sign-in/" class="wpf-button">`,
			fmt.Sprintf(`<a href="%spaged/2/?type=rss2&#038;forum=%d"`, base, wfForumID(b)), `<div class="wpforo-topic-head">`,
			`<a itemprop="item" href="`+wfAbs(f, sk.catURL(d, b.Category))+`"`, `First post and replies`)
		if n := strings.Count(r.Body, `<div class="topic-wrap `); n != len(Page(b.Threads, 2, 10)) {
			t.Errorf("page 2 lists %d topics", n)
		}
		p := f.get(t, wfAbs(f, sk.forumURL(f.parent)))
		for _, ch := range f.parent.Children {
			hasAll(t, "a forum with sub-forums", p.Body, `<a href="`+wfAbs(f, sk.forumURL(ch))+`">`+Esc(ch.Name)+`</a>`)
		}
		dup := f.get(t, base+"?foo=bar")
		hasAll(t, "a forum page with a query", dup.Body, `<link rel="canonical" href="/community/?foo=bar" />`)
	})

	t.Run("topic", func(t *testing.T) {
		long := f.long
		r := f.get(t, wfAbs(f, sk.ThreadURL(long, 2)))
		p := long.Posts[15]
		pid := d.postID(p)
		hasAll(t, "topic page 2", r.Body, fmt.Sprintf(`<div id="post-%d" data-postid="%d"`, pid, pid),
			fmt.Sprintf(`data-copy-wpf-shurl="/community/postid/%d/"`, pid), `class="wpf-action not_reg_user"`,
			`<a href="`+wfAbs(f, sk.topicURL(long))+`" class="wpf-prev-button" rel="prev">`, `Forum Jump:`, `var wpf_forum_json = '{"forum_`,
			`title="Activity" href="`+wfAbs(f, sk.profileURL(d, p.Author, "activity"))+`"`, `You need to log in to create posts and topics.`)
		if n := strings.Count(r.Body, `class="post-wrap wpfn-`); n != min(15, len(long.Posts)-15) {
			t.Errorf("page 2 shows %d posts", n)
		}
		one := f.get(t, wfAbs(f, sk.ThreadURL(f.short, 1)))
		first := one.Body[strings.Index(one.Body, "wpfp-first"):]
		first = first[:strings.Index(first, "<!-- post-wrap -->")]
		if strings.Contains(first, ">Reply<") || !strings.Contains(first, "Topic starter") {
			t.Error("the first post has a reply button, or no topic starter badge")
		}
		if strings.Contains(one.Body, "wpf-page-info") {
			t.Error("a topic of one page has a page bar")
		}
		for _, tag := range f.short.Tags {
			hasAll(t, "topic tags", one.Body, `href="/community/?wpfin=tag&amp;wpfs=`+tag+`"`)
		}
	})

	t.Run("pagenavi", func(t *testing.T) {
		cx := &Ctx{W: w, Pkg: f.s.Pkg, Path: "community/x/", Query: url.Values{}}
		got := sk.pagenavi(cx, "top", 2, 25, 10, func(n int) string { return wfPaged("community/x/", n) })
		for _, want := range []string{"Page 2 / 3", `<a href="/community/x/" class="wpf-prev-button" rel="prev">`,
			`<a href="/community/x/paged/3/" class="wpf-next-button" rel="next">`, `<option value="/community/x/paged/2/" selected>2</option>`} {
			if !strings.Contains(got, want) {
				t.Errorf("pagenavi lacks %q:\n%s", want, got)
			}
		}
		if sk.pagenavi(cx, "top", 1, 10, 10, nil) != "" {
			t.Error("one page has a page bar")
		}
		cx.RawQuery = "view=unread&wpfpaged=3"
		if got := sk.queryPages(cx)(2); got != "community/x/?view=unread&wpfpaged=2" {
			t.Errorf("the recent page's page 2 is %q", got)
		}
	})

	t.Run("members", func(t *testing.T) {
		u := f.long.Author
		r := f.get(t, wfAbs(f, sk.profileURL(d, u, "")))
		hasAll(t, "profile", r.Body, `<a class="wpf-profile-menu wpforo-active" href="`+wfAbs(f, sk.profileURL(d, u, ""))+`">`,
			`href="`+wfAbs(f, sk.profileURL(d, u, "activity"))+`"`, "@"+d.nice[u])
		if strings.Contains(r.Body, "/subscriptions/") {
			t.Error("a guest sees the subscriptions tab")
		}
		a := f.get(t, wfAbs(f, sk.profileURL(d, u, "activity")))
		hasAll(t, "activity", a.Body, `<div class="wpf-activity wpfa-`, `<option value="`+wfAbs(f, sk.profileURL(d, u, "activity"))+`?filter=topics">`)
		l := f.get(t, "/community/participants/")
		hasAll(t, "members", l.Body, "Forum Members", `<a href="/community/participants/paged/2/" class="wpf-next-button" rel="next">`,
			`<a href="`+wfAbs(f, sk.profileURL(d, d.members[0], ""))+`"`)
	})

	t.Run("wordpress", func(t *testing.T) {
		r := f.get(t, "/")
		hasAll(t, "front page", r.Body, `<a href="/community/">Community</a>`, `<a href="/`+d.blog[0].slug+`/">`, `Proudly powered by`)
		if strings.Contains(r.Body, "wpforo-wrap") {
			t.Error("the blog has wpForo's wrap")
		}
	})
}
