package sim

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

var etOnce = truthOnce(esotalk)

// etFixture is the esoTalk site and its truth, built once for the tests of
// this file, with a thread of three pages or more, a one-page thread with
// replies, a board of two pages or more and a board with sub-boards.
type etFixture struct {
	fixture
	tr *Truth
	d  *etTables
}

func newETFixture(t *testing.T) etFixture {
	t.Helper()
	s, tr := etOnce(t)
	f := etFixture{fixture: newFixture(t, s), tr: tr, d: etTab(s.World)}
	if f.short == nil || f.parent == nil {
		t.Fatal("fixture incomplete: no thread of one page with replies, or no board with sub-boards")
	}
	return f
}

// etKind names an esoTalk URL by its route.
func etKind(u *url.URL) string {
	seg := strings.Split(strings.Trim(u.Path, "/"), "/")
	search := u.Query().Get("search")
	switch {
	case u.Path == "/":
		return "root"
	case seg[0] != "" && seg[0][0] >= '0' && seg[0][0] <= '9':
		switch {
		case len(seg) == 1:
			return "thread"
		case seg[1] == "last" || seg[1] == "unread":
			return "last"
		case len(seg) == 3:
			return "month"
		case strings.HasPrefix(seg[1], "p"):
			return "thread paged"
		}
		return "position"
	case seg[0] == "conversations":
		switch {
		case search == "":
			return "list"
		case strings.HasPrefix(search, "#limit:") && !strings.Contains(search, "+"):
			return "list more"
		}
		return "search"
	case seg[0] == "conversation" && len(seg) == 3 && seg[1] == "post":
		return "post"
	case seg[0] == "conversation" && len(seg) == 2 && seg[1] == "start":
		return "start"
	case seg[0] == "channels":
		return "channels"
	case seg[0] == "member" && len(seg) == 2:
		return "profile"
	case seg[0] == "member" && len(seg) >= 3:
		return "profile " + seg[1]
	case seg[0] == "user" && len(seg) == 2:
		return "user " + seg[1]
	}
	return "unknown " + u.Path
}

// The ground truth: the root and the all-channels list the entry, channel
// lists and their "View more" pages index pages, the channel list an index
// of no board, conversation pages threads under their ID-SLUG[/pN] URL
// (position and month entries labelled by the page of their first post),
// permalinks and last-post shortcuts 302s labelled as their page, searches,
// profiles and the guests' walls other pages.
func TestEsotalkTruth(t *testing.T) {
	f := newETFixture(t)
	s, tr, d := f.s, f.tr, f.d
	t.Logf("counts %+v", tr.Counts)
	if tr.EntryURL != testBase+"/" {
		t.Errorf("entry %s", tr.EntryURL)
	}
	if e := tr.Pages[tr.EntryURL]; e.Type != TypeEntry || e.Canonical != testBase+"/conversations/all" {
		t.Errorf("entry labelled %+v", e)
	}
	if len(tr.SessionParams) != 0 {
		t.Errorf("session params %v: esoTalk keeps its guests in cookies", tr.SessionParams)
	}
	want := etPages(len(d.all)) - 1 + 1 // the all list's later pages, the channel list
	for _, ch := range d.chans {
		want += etPages(len(ch.list))
	}
	if tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d", tr.Counts.IndexPages, want)
	}
	kinds := map[string]int{}
	for raw, p := range tr.Pages {
		u, _ := url.Parse(raw)
		k := etKind(u)
		kinds[k+" "+p.Type]++
		switch k {
		case "thread", "thread paged":
			// p1 names the first page under another URL.
			dup := strings.HasSuffix(u.Path, "/p1")
			if p.Status == 200 && (p.Type != TypeThread || s.World.Thread(p.TID) == nil || (p.Canonical != raw) != dup) {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "position", "month":
			if p.Status == 200 && p.Type != TypeThread {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "post", "last":
			if p.Status != 302 || p.Type != TypeThread || !strings.Contains(p.RedirectTo, "#p") {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "list more":
			// A #limit past a short list's end shows its whole list: a duplicate of its last page.
			if p.Status != 200 || p.Type != TypeIndex && p.Type != TypeEntry || p.Type == TypeIndex && p.FPage < 1 {
				t.Errorf("%s labelled %+v", raw, p)
			}
		case "search":
			if p.Type != TypeOther {
				t.Errorf("%s labelled %+v", raw, p)
			}
		}
		if p.Status != 200 {
			continue
		}
		isThread := k == "thread" || k == "thread paged" || k == "position" || k == "month"
		isIndex := k == "list" && p.Type != TypeEntry || k == "list more" || k == "channels"
		if (p.Type == TypeThread) != isThread || (p.Type == TypeIndex) != isIndex {
			t.Errorf("%s (%s) labelled %s", raw, k, p.Type)
		}
	}
	t.Logf("kinds %v", kinds)
	hasKinds(t, kinds, "root entry", "list entry", "list index", "list more index", "channels index", "search other",
		"thread thread", "thread paged thread", "month thread", "post thread", "last thread", "start other",
		"profile other", "profile activity other", "profile statistics other", "user login other", "user join other")
	for k := range kinds {
		if strings.HasPrefix(k, "unknown") {
			t.Errorf("the truth reached a page esoTalk has not: %s", k)
		}
	}
}

// What each kind of URL answers and how it is labelled.
func TestEsotalkURLs(t *testing.T) {
	f := newETFixture(t)
	sk := f.s.Pkg.Skin.(etSkin)
	d := f.d
	long, b := f.long, f.board
	ch := d.ofBoard[b]
	pages := long.Pages(20)
	cu := "/" + d.convURL(long)
	id := d.o.threadID[long]
	p25, last := long.Posts[24], long.LastPost()
	u := long.Author
	thread := threadCases(sk, long)
	list := boardCases(sk, b)
	to := movedTo
	other := otherCase
	missing := missingCase
	entry := func(path string) urlCase {
		return urlCase{path, 200, TypeEntry, 0, 0, 0, 0, "conversations/all", ""}
	}
	lastStart := len(long.Posts) - 20
	tests := []urlCase{
		// The lists.
		entry("/"), entry("/conversations"), entry("/conversations/all"), entry("/conversations/all/"), entry("/conversations/no-such-channel"),
		{"/conversations/all?search=%23limit%3A250", 200, TypeIndex, 0, 0, 0, 2, "conversations/all?search=%23limit%3A250", ""},
		list("/conversations/"+ch.slug, 1), list("/conversations/"+ch.slug+"/", 1),
		list("/conversations/"+ch.slug+"?search=%23limit%3A250", 2),
		other("/conversations/" + ch.slug + "/?search=%23sticky"), other("/conversations/all?search=%23limit%3A100"),
		{"/channels", 200, TypeIndex, 0, 0, 0, 1, "channels", ""},
		// Conversations: pages, positions, months, shortcuts, wrong slugs.
		thread(cu, 1), thread(cu+"/p2", 2), thread(fmt.Sprintf("%s/p%d", cu, pages), pages), thread(cu+"/p1", 1),
		thread(cu+"/0", 1), thread(cu+"/20", 2), thread(cu+"/25", 2), thread(cu+"/p999", pages),
		thread(fmt.Sprintf("/conversation/%d-%s/p2", id, d.tslug[long]), 2),
		thread(fmt.Sprintf("%s/%d/%d", cu, long.Posts[0].Time.Year(), int(long.Posts[0].Time.Month())), 1),
		to(fmt.Sprintf("/%d", id), 301, fmt.Sprintf("%s/0", cu), thread("", 1)),
		to(fmt.Sprintf("/%d-wrong/p2", id), 301, fmt.Sprintf("%s/20", cu), thread("", 2)),
		to(cu+"/last", 302, fmt.Sprintf("%s/%d#p%d", cu, lastStart, d.o.postID[last]), thread("", lastStart/20+1)),
		to(cu+"/unread", 302, fmt.Sprintf("%s/%d#p%d", cu, lastStart, d.o.postID[last]), thread("", lastStart/20+1)),
		to(fmt.Sprintf("/conversation/post/%d", d.o.postID[p25]), 302, fmt.Sprintf("%s/p2#p%d", cu, d.o.postID[p25]), thread("", 2)),
		other(cu + "/?search=the"),
		missing("/999999-nothing"), missing("/conversation/post/99999999"),
		// Profiles, the member list, the walls.
		other("/" + d.memberURL(u, "")), other("/" + d.memberURL(u, "activity")), other("/" + d.memberURL(u, "activity") + "/2"),
		other("/" + d.memberURL(u, "statistics")), missing("/member/99999-nobody"),
		missing("/members"), missing("/members/online"),
		{"/conversation/start", 302, TypeOther, 0, 0, 0, 0, "", "/user/login?return=conversation/start"},
		other("/user/login"), other("/user/login?return=conversations%2Fall"), other("/user/join"), other("/user/forgot"),
		missing("/nothing.php"),
	}
	checkURLs(t, f.s, tests)
	if r := f.get(t, "/robots.txt"); r.Status != 200 || strings.Contains(r.Body, "Crawl-delay") || !strings.Contains(r.Body, "Disallow: /conversations/*?search=*") {
		t.Errorf("robots.txt: %d %q", r.Status, r.Body)
	}
}

// What a reader of the HTML notices: the header's walls, the list rows and
// their "View more", the gambit cloud, the channel tabs, the conversation's
// Older/Newer rows, its scrubber and its posts' permalinks.
func TestEsotalkMarkup(t *testing.T) {
	f := newETFixture(t)
	sk := f.s.Pkg.Skin.(etSkin)
	d := f.d

	t.Run("lists", func(t *testing.T) {
		r := f.get(t, "/")
		hasAll(t, "root", r.Body, "<title>"+etSite+"</title>", "<link rel='canonical' href='/conversations/all'>",
			"href='/user/login?return=' class='link-login'>Log In</a>", "href='/conversation/start' class='link-newConversation button'",
			"href='/conversations/all/?search=%23sticky' class='gambit-sticky'",
			"href='/conversations/all?search=%23limit%3A250'>View more</a>", "href='/channels' class='channel-list'")
		if n := strings.Count(r.Body, "<div class='col-conversation'>"); n != etLimit {
			t.Errorf("the root lists %d conversations", n)
		}
		ls := linkSet(r.Body)
		for _, th := range d.all[:etLimit] {
			if !ls["/"+sk.ThreadURL(th, 1)] || !ls["/"+d.convURL(th)+"/unread"] || !ls["/conversations/"+d.ofBoard[th.Board].slug+"/"] {
				t.Errorf("the root lacks conversation %d, its last-post link or its channel", th.ID)
			}
		}
		b := f.board
		ch := d.ofBoard[b]
		more := f.get(t, "/"+sk.BoardURL(b, 2))
		if n := strings.Count(more.Body, "<div class='col-conversation'>"); n != min(len(ch.list), etLimitOf(2)) {
			t.Errorf("the channel's second page lists %d conversations", n)
		}
		hasAll(t, "second page", more.Body, "?search=%23limit%3A250+%2B+%23sticky")
		p := f.get(t, "/"+sk.BoardURL(f.parent, 1))
		pl := linkSet(p.Body)
		for _, k := range f.parent.Children {
			if !pl["/conversations/"+d.ofBoard[k].slug] {
				t.Errorf("channel %d does not tab its child %d", f.parent.ID, k.ID)
			}
		}
	})

	t.Run("conversation", func(t *testing.T) {
		long := f.long
		cu := d.convURL(long)
		r := f.get(t, "/"+sk.ThreadURL(long, 2))
		p := long.Posts[20]
		first := long.Posts[0].Time
		hasAll(t, "page 2", r.Body, "<title>"+Esc(long.Title)+" - "+etSite+"</title>",
			fmt.Sprintf("<link rel='canonical' href='/%s/20'>", cu), "<ol id='conversationPosts' class='postList' start='21'>",
			fmt.Sprintf("href='/%s/p1'>&lsaquo; Older</a>", cu), fmt.Sprintf("href='/%s/p3'>Newer &rsaquo;</a>", cu),
			fmt.Sprintf("id='p%d'", d.o.postID[p]), fmt.Sprintf("href='/conversation/post/%d' class='time'", d.o.postID[p]),
			fmt.Sprintf("<a href='/%s'>Original Post</a>", cu),
			fmt.Sprintf("href='/%s/%d/%d'>%s</a>", cu, first.Year(), int(first.Month()), etMonths[first.Month()-1]),
			fmt.Sprintf("href='/%s/last'>Now</a>", cu),
			"href='/user/login?return=%2F"+cu+"%2Fp2' class='link-login'>Log in</a>")
		if n := strings.Count(r.Body, "<div class='post hasControls group-member'"); n != min(20, len(long.Posts)-20) {
			t.Errorf("page 2 shows %d posts", n)
		}
		one := f.get(t, "/"+sk.ThreadURL(f.short, 1))
		if strings.Contains(one.Body, "scrubberMore") {
			t.Error("a conversation of one page has Older or Newer rows")
		}
	})

	t.Run("profile", func(t *testing.T) {
		u := f.long.Author
		r := f.get(t, "/"+d.memberURL(u, ""))
		hasAll(t, "profile", r.Body, fmt.Sprintf("<link rel='canonical' href='/%s'>", d.memberURL(u, "activity")),
			fmt.Sprintf("href='/%s'>Statistics</a>", d.memberURL(u, "statistics")))
		if posts := d.o.byUser[u]; len(posts) > 0 && !strings.Contains(r.Body, "href='/"+d.postURL(posts[0])+"'") {
			t.Error("the activity pane does not link the member's newest post")
		}
	})
}

// esoTalk's slug(): runs of anything but letters and digits one hyphen, 63 characters at most.
func TestEsotalkSlug(t *testing.T) {
	for in, want := range map[string]string{
		"Don't panic: it's fine!": "don-t-panic-it-s-fine",
		"Über straße":             "uber-strasse",
		"??":                      "",
		strings.Repeat("a", 70):   strings.Repeat("a", 63),
	} {
		if got := etSlug(in); got != want {
			t.Errorf("etSlug(%q) = %q, want %q", in, got, want)
		}
	}
}
