package sim

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// Khoros Community (formerly Lithium), classic "lia" skin, as it serves a guest
// without JavaScript, at the host root, no session ids. Every forum URL lies
// under /t5/ and carries display text the server ignores: a board's title
// ("Board-Name") and a message's subject ("Subject-Slug", "Re-Subject-Slug" for
// replies) stand before the part that matters, so any text there renders the
// same page. Topics and messages share one community-wide id sequence (td-p
// ids are those of a topic's first message); "#M42" fragments and message-id/42
// are a message's number within its board. Categories hold boards only (no
// sub-boards). URL scheme (mount-relative):
//
//	"" (and t5, which 302s to it)                        entry: the community's category tiles and boards
//	t5/Category-Name/ct-p/category-id                    category: its boards (index page, no board id)
//	t5/Board-Name/bd-p/board-id[/page/N]                 board, 20 topics a page; /page/1 and pages past the end (the last) are duplicates
//	t5/Board-Name/bd-p/board-id[/page/N]?sort=S          sort variants (recent, kudos, views, replies, subject): duplicates of the page
//	t5/Board-Name/Subject/td-p/T[/page/N]                topic, 20 messages a page; /page/1 a duplicate
//	t5/Board-Name/Subject/td-p/T/jump-to/first-unread-message   302 to the topic (a guest has read nothing)
//	t5/Board-Name/Re-Subject/m-p/M                       message permalink (#M42): the topic page holding it
//	t5/Board-Name/Re-Subject/m-p/M/highlight/true|false  message with search terms highlighted: the same topic page
//	t5/Board-Name/Re-Subject/m-p/M/thread-id/K           the same again
//	t5/tag/TAG/tg-p[/page/N]                             topics tagged TAG (index pages)
//	t5/user/viewprofilepage/user-id/U                    profile (other)
//	t5/forums/recentpostspage/user-id/U[/page/N]         a member's messages (other)
//	t5/kudos/leaderboardpage[/timerange/R]               kudos leaderboard (other)
//	t5/forums/searchpage/tab/message?q=...               search; results link m-p/M/highlight/true (other)
//	t5/forums/forumtopicprintpage/board-id/B/message-id/K/print-single-message/false/page/N   printer friendly page (other)
//	t5/forums/postpage/board-id/B, t5/forums/replypage/board-id/B/message-id/K   302 to the sign-in (other)
//	plugins/common/feature/saml/doauth/login?referer=URL 302 to t5/user/userloginpage?dest_url=URL (other)
//	t5/user/userloginpage, t5/user/userregistrationpage  sign-in and registration (other)
//	khoros/rss/board?board.id=B, khoros/rss/message?board.id=B&message.id=K   RSS (other)
func khoros() *Package {
	return &Package{
		Name: "khoros", Software: "Khoros Community (Lithium), classic skin, no JavaScript", Kind: Forum,
		Shape: Shape{Categories: 4, BoardsPerCategory: [2]int{2, 4}, Threads: [2]int{12, 45},
			Posts: [2]int{1, 16}, LongThreadChance: 0.06, ThreadsPerPage: 20, PostsPerPage: 20, Users: 90,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/", Seed: 3109, Unseen: true,
		Robots: `User-agent: *
Disallow: /t5/forums/searchpage/
Disallow: /plugins/
Disallow: /t5/forums/forumtopicprintpage/
`,
		Skin: khSkin{},
	}
}

// khSkin renders Khoros.
type khSkin struct{}

const khSite = "Greenhouse Community"

// khTables are what the skin derives from a world: board and category ids,
// display names as URL text, each message's number within its board, solutions.
type khTables struct {
	boardID  map[*Board]string
	boardBy  map[string]*Board
	catID    map[*Category]string
	catBy    map[string]*Category
	msgNo    map[*Post]int
	solution map[*Thread]*Post
	byUser   map[*User][]*Post // newest first
}

func khTab(w *World) *khTables {
	return w.Derived("khoros", func() any {
		t := &khTables{boardID: map[*Board]string{}, boardBy: map[string]*Board{}, catID: map[*Category]string{},
			catBy: map[string]*Category{}, msgNo: map[*Post]int{}, solution: map[*Thread]*Post{}, byUser: map[*User][]*Post{}}
		var names []string
		for _, cat := range w.Categories {
			names = append(names, slugOr(cat.Name, "category"))
		}
		for _, b := range w.Boards {
			names = append(names, slugOr(b.Name, "board"))
		}
		ids := uniqueSlugs(names)
		for i, cat := range w.Categories {
			t.catID[cat], t.catBy[ids[i]] = ids[i], cat
		}
		for i, b := range w.Boards {
			id := ids[len(w.Categories)+i]
			t.boardID[b], t.boardBy[id] = id, b
		}
		posts := slices.Clone(w.Posts)
		slices.SortStableFunc(posts, func(a, b *Post) int { return a.ID - b.ID })
		n := map[*Board]int{}
		for _, p := range posts {
			n[p.Thread.Board]++
			t.msgNo[p] = n[p.Thread.Board]
		}
		for i := len(w.Posts) - 1; i >= 0; i-- {
			p := w.Posts[i]
			t.byUser[p.Author] = append(t.byUser[p.Author], p)
		}
		for _, ps := range t.byUser {
			slices.SortStableFunc(ps, func(a, b *Post) int { return b.Time.Compare(a.Time) })
		}
		for _, th := range w.Threads {
			if len(th.Posts) >= 3 && Hash("khsolved", th.ID)%4 == 0 {
				t.solution[th] = th.Posts[1+int(Hash("khsol", th.ID)%uint64(len(th.Posts)-1))]
			}
		}
		return t
	}).(*khTables)
}

// khText is a title as Khoros writes it into a URL: case kept, each run of
// anything but letters and digits one hyphen.
func khText(s, fallback string) string {
	var b strings.Builder
	dash := false
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9':
			b.WriteRune(r)
			dash = false
		case r > 127 && asciiFold[r] != "":
			b.WriteString(asciiFold[r])
			dash = false
		default:
			if !dash && b.Len() > 0 {
				b.WriteByte('-')
				dash = true
			}
		}
	}
	if out := strings.TrimSuffix(b.String(), "-"); out != "" {
		return out
	}
	return fallback
}

func khPaged(base string, p int) string {
	if p > 1 {
		return fmt.Sprintf("%s/page/%d", base, p)
	}
	return base
}

func (khSkin) Entry() string { return "" }

func khBoardBase(b *Board) string {
	return "t5/" + khText(b.Name, "Board") + "/bd-p/" + khTab(b.World).boardID[b]
}

func (khSkin) BoardURL(b *Board, p int) string { return khPaged(khBoardBase(b), p) }

func khTopicBase(t *Thread) string {
	return fmt.Sprintf("t5/%s/%s/td-p/%d", khText(t.Board.Name, "Board"), khText(t.Title, "Topic"), t.Posts[0].ID)
}

func (khSkin) ThreadURL(t *Thread, p int) string { return khPaged(khTopicBase(t), p) }

func khCatURL(c *Ctx, cat *Category) string {
	return "t5/" + khText(cat.Name, "Category") + "/ct-p/" + khTab(c.W).catID[cat]
}

// khSubject is a message's subject: the topic's title, "Re: " before it on replies.
func khSubject(p *Post) string {
	if p.Index == 0 {
		return p.Thread.Title
	}
	return "Re: " + p.Thread.Title
}

// khMsgBase is a message's permalink without its fragment.
func khMsgBase(p *Post) string {
	return fmt.Sprintf("t5/%s/%s/m-p/%d", khText(p.Thread.Board.Name, "Board"), khText(khSubject(p), "Topic"), p.ID)
}

// khMsgURL is a message's permalink as links carry it, "#M42" on the end.
func khMsgURL(c *Ctx, p *Post) string {
	return fmt.Sprintf("%s#M%d", khMsgBase(p), khTab(c.W).msgNo[p])
}

func khUserURL(u *User) string { return fmt.Sprintf("t5/user/viewprofilepage/user-id/%d", u.ID) }

// khSignIn is the header's sign-in link, back to the page it was on.
func khSignIn(here string) string {
	return "plugins/common/feature/saml/doauth/login?referer=" + url.QueryEscape("/"+here)
}

func khReplyURL(c *Ctx, t *Thread) string {
	tab := khTab(c.W)
	return fmt.Sprintf("t5/forums/replypage/board-id/%s/message-id/%d", tab.boardID[t.Board], tab.msgNo[t.Posts[0]])
}

// khDate is Khoros's date and time, with the left-to-right mark it puts before the date.
func khDate(t time.Time) string {
	return fmt.Sprintf(`<span class="DateTime lia-component-common-widget-date"><span class="local-date">&lrm;%s</span> <span class="local-time">%s</span></span>`,
		t.Format("01-02-2006"), t.Format("03:04 PM"))
}

func khKudos(p *Post) int {
	if h := Hash("khkudo", p.ID) % 10; h < 5 {
		return int(h % 3)
	}
	return int(Hash("khk2", p.ID) % 25)
}

func khRank(u *User) string {
	switch {
	case u.Posts > 60:
		return "Super Contributor"
	case u.Posts > 20:
		return "Regular Contributor"
	case u.Posts > 5:
		return "Contributor"
	}
	return "Visitor"
}

// khNum reads a path number, ok false when it is not one.
func khNum(s string) (int, bool) {
	n, err := strconv.Atoi(s)
	return n, err == nil && n >= 0 && strings.Trim(s, "0123456789") == ""
}

// khPage reads a trailing "page/N", answering 1 without one; rest is what comes before.
func khPage(parts segments) (rest segments, page int, ok bool) {
	if len(parts) >= 2 && parts[len(parts)-2] == "page" {
		n, ok := khNum(parts[len(parts)-1])
		if !ok {
			return nil, 0, false
		}
		return parts[:len(parts)-2], max(n, 1), true
	}
	return parts, 1, true
}

// Serve routes a request the way Khoros's URL mapper does.
func (s khSkin) Serve(c *Ctx) Response {
	parts := segments(strings.Split(strings.TrimSuffix(c.Path, "/"), "/"))
	other := Info{Type: TypeOther}
	switch parts[0] {
	case "":
		if len(parts) == 1 {
			return c.Page(Info{Type: TypeEntry}, s.home(c))
		}
	case "t5":
		if len(parts) == 1 {
			return c.Redirect("", Info{Type: TypeEntry})
		}
		return s.serveT5(c, parts[1:])
	case "plugins":
		if strings.Join(parts, "/") == "plugins/common/feature/saml/doauth/login" {
			dest := c.Query.Get("referer")
			if dest == "" {
				dest = "/"
			}
			return c.Redirect("t5/user/userloginpage?dest_url="+url.QueryEscape(dest), other)
		}
	case "khoros":
		if len(parts) == 3 && parts[1] == "rss" {
			return s.rss(c, parts[2])
		}
	}
	return s.notFound(c)
}

func (s khSkin) serveT5(c *Ctx, parts segments) Response {
	tab := khTab(c.W)
	sh := c.W.Shape
	other := Info{Type: TypeOther}
	switch {
	case len(parts) == 3 && parts[1] == "ct-p":
		if cat := tab.catBy[parts[2]]; cat != nil {
			return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: khCatURL(c, cat)}, s.category(c, cat))
		}
	case len(parts) >= 3 && parts[1] == "bd-p":
		rest, p, ok := khPage(parts)
		b := tab.boardBy[rest.at(2)]
		if !ok || len(rest) != 3 || b == nil {
			break
		}
		p = min(p, b.Pages(sh.ThreadsPerPage))
		return c.Page(boardInfo(s, b, p), s.board(c, b, p))
	case len(parts) >= 4 && parts[2] == "td-p":
		n, ok := khNum(parts[3])
		p := c.W.Post(n)
		if !ok || p == nil || p.Index != 0 {
			break
		}
		t := p.Thread
		if len(parts) == 6 && parts[4] == "jump-to" && parts[5] == "first-unread-message" {
			return c.Redirect(s.ThreadURL(t, 1), threadInfo(s, t, 1))
		}
		rest, pg, ok := khPage(parts)
		if !ok || len(rest) != 4 {
			break
		}
		pg = min(pg, t.Pages(sh.PostsPerPage))
		return c.Page(threadInfo(s, t, pg), s.topic(c, t, pg, nil))
	case len(parts) >= 4 && parts[2] == "m-p":
		n, ok := khNum(parts[3])
		p := c.W.Post(n)
		tail := strings.Join(parts[4:], "/")
		if !ok || p == nil || !(tail == "" || tail == "highlight/true" || tail == "highlight/false" ||
			len(parts) == 6 && parts[4] == "thread-id" && parts[5] != "") {
			break
		}
		pg := PageOf(p.Index, sh.PostsPerPage)
		return c.Page(threadInfo(s, p.Thread, pg), s.topic(c, p.Thread, pg, p))
	case len(parts) >= 3 && parts[0] == "tag" && parts[2] == "tg-p":
		rest, p, ok := khPage(parts)
		tag, err := url.PathUnescape(parts[1])
		ts := c.W.ThreadsTagged(tag)
		if !ok || err != nil || len(rest) != 3 || len(ts) == 0 {
			break
		}
		p = min(p, pageCount(len(ts), sh.ThreadsPerPage))
		base := "t5/tag/" + url.PathEscape(tag) + "/tg-p"
		return c.Page(Info{Type: TypeIndex, FPage: p, Canonical: khPaged(base, p)}, s.tagPage(c, tag, base, ts, p))
	case len(parts) == 4 && parts[0] == "user" && parts[1] == "viewprofilepage" && parts[2] == "user-id":
		if n, ok := khNum(parts[3]); ok && c.W.User(n) != nil {
			return c.Page(other, s.profile(c, c.W.User(n)))
		}
	case len(parts) == 2 && parts[0] == "user" && (parts[1] == "userloginpage" || parts[1] == "userregistrationpage"):
		return c.Page(other, s.login(c, parts[1] == "userregistrationpage"))
	case len(parts) >= 4 && parts[0] == "forums" && parts[1] == "recentpostspage" && parts[2] == "user-id":
		rest, p, ok := khPage(parts)
		n, okn := khNum(rest.at(3))
		if !ok || !okn || len(rest) != 4 || c.W.User(n) == nil {
			break
		}
		return c.Page(other, s.recentPosts(c, c.W.User(n), p))
	case parts[0] == "kudos" && parts.at(1) == "leaderboardpage" && (len(parts) == 2 || len(parts) == 4 && parts[2] == "timerange" && slices.Contains(khRanges, parts[3])):
		return c.Page(other, s.leaderboard(c, parts.at(3)))
	case strings.Join(parts, "/") == "help/faqpage":
		return c.Page(other, s.frame(c, "Help", "FaqPage", "t5/help/faqpage", []khCrumb{{khSite, ""}, {"Help", ""}},
			"<div class=\"lia-panel lia-panel-standard FaqTaplet\"><h1>Community Help</h1><p>Kudos say thanks for a helpful message. Mark a reply as an accepted solution when it answers your question.</p></div>\n"))
	case strings.Join(parts, "/") == "forums/searchpage/tab/message":
		return c.Page(other, s.search(c, c.Query.Get("q")))
	case len(parts) == 10 && parts[0] == "forums" && parts[1] == "forumtopicprintpage" && parts[2] == "board-id" && parts[4] == "message-id" &&
		parts[6] == "print-single-message" && parts[8] == "page":
		b := tab.boardBy[parts[3]]
		no, _ := khNum(parts[5])
		pg, okp := khNum(parts[9])
		if t := s.topicByNo(c, b, no); t != nil && okp && pg >= 1 && pg <= t.Pages(sh.PostsPerPage) {
			return c.Page(other, s.print(c, t, pg))
		}
	case len(parts) == 4 && parts[0] == "forums" && parts[1] == "postpage" && parts[2] == "board-id" && tab.boardBy[parts[3]] != nil,
		len(parts) == 6 && parts[0] == "forums" && parts[1] == "replypage" && parts[2] == "board-id" && parts[4] == "message-id" && tab.boardBy[parts[3]] != nil:
		return c.Redirect(khSignIn(c.Path), other)
	}
	return s.notFound(c)
}

// topicByNo is the topic whose first message is number no of board b.
func (khSkin) topicByNo(c *Ctx, b *Board, no int) *Thread {
	if b == nil {
		return nil
	}
	tab := khTab(c.W)
	for _, t := range b.Threads {
		if tab.msgNo[t.Posts[0]] == no {
			return t
		}
	}
	return nil
}

var khRanges = []string{"one_day", "one_week", "one_month", "all"}

type khCrumb struct{ name, href string }

// frame wraps a page's content in Khoros's page chrome; here is the page's own
// mount-relative URL, the sign-in link's way back.
func (s khSkin) frame(c *Ctx, title, pageID, here string, crumbs []khCrumb, main string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html lang="en" class="no-js">
<head>
	<meta http-equiv="X-UA-Compatible" content="IE=edge" />
	<title>%s - %s</title>
	<meta content="width=device-width, initial-scale=1.0" name="viewport"/>
	<meta name="generator" content="Khoros Community"/>
	<link rel="canonical" href="%s"/>
	<link rel="icon" href="/html/assets/favicon.ico" type="image/x-icon"/>
	<link rel="stylesheet" href="/skins/6772578/5D2D1A8F4EE8D1C7F3A5B5F0A1C6A1D2/greenhouse/desktop.css"/>
%s</head>
<body class="lia-body lia-forum %s lia-user-status-anonymous" id="lia-body">
<div id="%s" class="lia-page">
<center>
<div class="MinimumWidthContainer"><div class="min-width-wrapper"><div class="min-width">
<div class="lia-content">
<div class="lia-quilt lia-quilt-header">
	<div class="lia-header-nav">
		<a class="lia-link-navigation lia-component-common-widget-link" href="%s">%s</a>
		<ul role="list" class="lia-list-standard-inline UserNavigation lia-component-common-widget-user-navigation">
			<li role="listitem"><a class="lia-link-navigation registration-link lia-component-users-action-registration" rel="nofollow" href="%s">Register</a></li>
			<li role="listitem"><a class="lia-link-navigation login-link lia-authentication-link lia-component-users-action-login" rel="nofollow" href="%s">Sign In</a></li>
			<li role="listitem"><a class="lia-link-navigation help-link lia-component-help-action-help" rel="nofollow" href="%s">Help</a></li>
		</ul>
	</div>
	<form class="lia-form lia-form-inline SearchForm" action="%s" method="get" id="form">
		<input class="lia-form-type-text lia-autocomplete-input search-input" name="q" type="text" placeholder="Search all content" aria-label="Search"/>
		<input class="lia-button lia-button-image-search-action lia-button-search" type="submit" value="Search" />
	</form>
</div>
`, Esc(title), khSite, Esc(c.URL(here)), c.Styles(14), pageID, pageID,
		c.Href(""), khSite, c.Href("t5/user/userregistrationpage"), c.Href(khSignIn(here)),
		c.Href("t5/help/faqpage"), c.Href("t5/forums/searchpage/tab/message"))
	if len(crumbs) > 0 {
		h.WriteString("<div class=\"BreadCrumb crumb-line lia-breadcrumb lia-component-common-widget-breadcrumb\" aria-label=\"breadcrumbs\" role=\"navigation\">\n\t<ul role=\"list\" id=\"list\" class=\"lia-list-standard-inline\">\n")
		for i, cr := range crumbs {
			if i == len(crumbs)-1 {
				fmt.Fprintf(&h, "\t\t<li class=\"lia-breadcrumb-node crumb final-crumb\"><span class=\"lia-link-navigation child-thread lia-link-disabled\">%s</span></li>\n", Esc(cr.name))
				continue
			}
			cls := "crumb-board"
			if i == 0 {
				cls = "crumb-community"
			}
			fmt.Fprintf(&h, "\t\t<li class=\"lia-breadcrumb-node crumb\"><a class=\"lia-link-navigation %s lia-breadcrumb-community\" href=\"%s\">%s</a></li>\n\t\t<li class=\"lia-breadcrumb-seperator crumb-board lia-breadcrumb-board\"><span class=\"separator\">:</span></li>\n",
				cls, c.Href(cr.href), Esc(cr.name))
		}
		h.WriteString("\t</ul>\n</div>\n")
	}
	h.WriteString(main)
	fmt.Fprintf(&h, `<div class="lia-quilt lia-quilt-footer">
	<ul role="list" class="lia-list-standard-inline">
		<li><a class="lia-link-navigation" href="%s">Kudos Leaderboard</a></li>
		<li><a class="lia-link-navigation" href="%s">Help</a></li>
	</ul>
	<div class="lia-footer-powered-by">Powered by Khoros</div>
</div>
</div></div></div></div>
</center>
</div>
%s</body>
</html>
`, c.Href("t5/kudos/leaderboardpage"), c.Href("t5/help/faqpage"), c.Scripts(6))
	return h.String()
}

// pager is Khoros's full pager; base is the first page's URL, page/N after it.
func (s khSkin) pager(c *Ctx, base string, cur, total int) string {
	if total <= 1 {
		return ""
	}
	link := func(n int) string { return c.Href(fmt.Sprintf("%s/page/%d", base, n)) }
	var h strings.Builder
	h.WriteString("<div class=\"lia-paging-full-wrapper lia-paging-pager lia-component-forums-widget-paging\" id=\"pager\">\n\t<ul class=\"lia-paging-full\">\n")
	if cur > 1 {
		fmt.Fprintf(&h, "\t\t<li class=\"lia-paging-page-previous lia-component-previous\"><a class=\"lia-link-navigation lia-js-data-pageNum-%d lia-custom-event\" rel=\"prev\" href=\"%s\"><span class=\"lia-paging-page-arrow\">&laquo;</span><span class=\"lia-paging-page-link\">Previous</span></a></li>\n", cur-1, link(cur-1))
	} else {
		h.WriteString("\t\t<li class=\"lia-paging-page-previous lia-component-previous\"><span class=\"lia-link-navigation lia-js-data-pageNum-1 lia-link-disabled\"><span class=\"lia-paging-page-arrow\">&laquo;</span><span class=\"lia-paging-page-link\">Previous</span></span></li>\n")
	}
	h.WriteString("\t\t<li class=\"lia-component-pagesnumbered\">\n\t\t\t<ul class=\"lia-paging-full-pages\">\n")
	for _, it := range Pager(cur, total, 2) {
		cls := "lia-paging-page-link"
		switch {
		case it.Gap:
			h.WriteString("\t\t\t\t<li class=\"lia-paging-page-ellipsis\">&hellip;</li>\n")
			continue
		case it.N == 1:
			cls = "lia-paging-page-first"
		case it.N == total:
			cls = "lia-paging-page-last"
		}
		if it.Current {
			fmt.Fprintf(&h, "\t\t\t\t<li class=\"%s lia-js-data-pageNum-%d\"><span class=\"lia-js-data-pageNum-%d lia-link-navigation lia-link-disabled\" aria-current=\"page\">%d</span></li>\n", cls, it.N, it.N, it.N)
			continue
		}
		fmt.Fprintf(&h, "\t\t\t\t<li class=\"%s lia-js-data-pageNum-%d\"><a class=\"lia-js-data-pageNum-%d lia-link-navigation lia-custom-event\" href=\"%s\">%d</a></li>\n", cls, it.N, it.N, link(it.N), it.N)
	}
	h.WriteString("\t\t\t</ul>\n\t\t</li>\n")
	if cur < total {
		fmt.Fprintf(&h, "\t\t<li class=\"lia-paging-page-next lia-component-next\"><a class=\"lia-link-navigation lia-js-data-pageNum-%d lia-custom-event\" rel=\"next\" href=\"%s\"><span class=\"lia-paging-page-link\">Next</span><span class=\"lia-paging-page-arrow\">&raquo;</span></a></li>\n", cur+1, link(cur+1))
	} else {
		fmt.Fprintf(&h, "\t\t<li class=\"lia-paging-page-next lia-component-next\"><span class=\"lia-link-navigation lia-js-data-pageNum-%d lia-link-disabled\"><span class=\"lia-paging-page-link\">Next</span><span class=\"lia-paging-page-arrow\">&raquo;</span></span></li>\n", total)
	}
	h.WriteString("\t</ul>\n</div>\n")
	return h.String()
}

func (s khSkin) userLink(c *Ctx, u *User) string {
	return fmt.Sprintf(`<span class="UserName lia-user-name lia-user-rank-%s lia-component-message-view-widget-author-username"><a class="lia-link-navigation lia-page-link lia-user-name-link" style="" target="_self" aria-label="View Profile of %s" itemprop="url" href="%s"><span class="login-bold">%s</span></a></span>`,
		khText(khRank(u), "Visitor"), Esc(u.Name), c.Href(khUserURL(u)), Esc(u.Name))
}

func (s khSkin) home(c *Ctx) string {
	var h strings.Builder
	fmt.Fprintf(&h, "<div class=\"lia-quilt lia-quilt-community-page\">\n<h1 class=\"PageTitle lia-component-common-widget-page-title\"><span class=\"lia-link-navigation lia-link-disabled\">Welcome to the %s</span></h1>\n", khSite)
	h.WriteString("<div class=\"lia-panel lia-panel-standard CategoryListTaplet\">\n<div class=\"lia-decoration-border-content\">\n<div class=\"lia-node-list lia-category-tiles\">\n")
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, "\t<div class=\"lia-category-tile lia-js-data-categoryId-%s\">\n\t\t<h2 class=\"category-title\"><a class=\"lia-link-navigation category-title-link\" href=\"%s\">%s</a></h2>\n\t\t<ul role=\"list\" class=\"lia-list-standard lia-node-list-boards\">\n",
			khTab(c.W).catID[cat], c.Href(khCatURL(c, cat)), Esc(cat.Name))
		for _, b := range cat.Boards {
			fmt.Fprintf(&h, "\t\t\t<li class=\"lia-node-board\"><a class=\"lia-link-navigation board-title\" href=\"%s\">%s</a> <span class=\"lia-node-stats\">%d Topics &middot; %d Posts</span></li>\n",
				c.Href(s.BoardURL(b, 1)), Esc(b.Name), b.AllThreads(), b.AllPosts())
		}
		h.WriteString("\t\t</ul>\n\t</div>\n")
	}
	h.WriteString("</div>\n</div>\n</div>\n")
	h.WriteString(s.recentWidget(c, "Recent Discussions", c.W.ThreadsByActivity(), 10))
	h.WriteString(s.kudoedAuthors(c))
	h.WriteString("</div>\n")
	return s.frame(c, "Community Home", "CommunityPage", "", nil, h.String())
}

// recentWidget lists topics with their latest message's permalink.
func (s khSkin) recentWidget(c *Ctx, title string, ts []*Thread, n int) string {
	var h strings.Builder
	fmt.Fprintf(&h, "<div class=\"lia-panel lia-panel-standard RecentMessagesTaplet\">\n<h2 class=\"lia-panel-heading-bar-title\">%s</h2>\n<div class=\"lia-panel-content\">\n<ul role=\"list\" class=\"lia-list-standard\">\n", Esc(title))
	for _, t := range ts[:min(n, len(ts))] {
		lp := t.LastPost()
		fmt.Fprintf(&h, "\t<li class=\"lia-recent-message\"><div class=\"lia-message-subject\"><a class=\"page-link lia-link-navigation lia-custom-event\" href=\"%s\">%s</a></div> <span class=\"lia-message-byline\">by %s</span> %s</li>\n",
			c.Href(khMsgURL(c, lp)), Esc(khSubject(lp)), s.userLink(c, lp.Author), khDate(lp.Time))
	}
	h.WriteString("</ul>\n</div>\n</div>\n")
	return h.String()
}

func (s khSkin) kudoedAuthors(c *Ctx) string {
	users := slices.Clone(c.W.Users)
	slices.SortStableFunc(users, func(a, b *User) int { return b.Posts - a.Posts })
	var h strings.Builder
	h.WriteString("<div class=\"lia-panel lia-panel-standard KudosLeaderboardTaplet\">\n<h2 class=\"lia-panel-heading-bar-title\">Top Kudoed Authors</h2>\n<div class=\"lia-panel-content\">\n<table class=\"lia-list-slim\">\n")
	for _, u := range users[:min(5, len(users))] {
		fmt.Fprintf(&h, "\t<tr><td class=\"UserColumn lia-data-cell-primary\">%s</td><td class=\"cKudosCountColumn lia-data-cell-secondary lia-data-cell-integer\">%d</td></tr>\n", s.userLink(c, u), u.Posts*2+int(Hash("khuk", u.ID)%9))
	}
	fmt.Fprintf(&h, "</table>\n<a class=\"lia-link-navigation view-all-link\" href=\"%s\">View All</a>\n</div>\n</div>\n", c.Href("t5/kudos/leaderboardpage"))
	return h.String()
}

func (s khSkin) category(c *Ctx, cat *Category) string {
	var h strings.Builder
	fmt.Fprintf(&h, "<h1 class=\"PageTitle lia-component-common-widget-page-title\"><span class=\"lia-link-navigation lia-link-disabled\">%s</span></h1>\n", Esc(cat.Name))
	h.WriteString("<div class=\"lia-panel lia-panel-standard NodeSummaryListTaplet\">\n<table class=\"lia-list-wide lia-node-summary\">\n<thead><tr class=\"lia-list-row-header\"><th>Board</th><th>Topics</th><th>Posts</th><th>Latest Post</th></tr></thead>\n<tbody>\n")
	var ts []*Thread
	for i, b := range cat.Boards {
		ts = append(ts, b.Threads...)
		row := "lia-row-odd"
		if i%2 == 1 {
			row = "lia-row-even"
		}
		latest := ""
		if lp := b.Latest(); lp != nil {
			latest = fmt.Sprintf("<a class=\"lia-link-navigation\" href=\"%s\">%s</a> %s", c.Href(khMsgURL(c, lp)), Esc(clip(khSubject(lp), 40)), khDate(lp.Time))
		}
		fmt.Fprintf(&h, "\t<tr class=\"lia-list-row %s\"><td class=\"cNodeColumn lia-data-cell-primary\"><h3 class=\"lia-node-title\"><a class=\"lia-link-navigation board-title\" href=\"%s\">%s</a></h3><p class=\"lia-node-description\">%s</p></td><td class=\"cTopicsCountColumn lia-data-cell-integer\">%d</td><td class=\"cPostsCountColumn lia-data-cell-integer\">%d</td><td class=\"cLatestPostColumn\">%s</td></tr>\n",
			row, c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description), b.AllThreads(), b.AllPosts(), latest)
	}
	h.WriteString("</tbody>\n</table>\n</div>\n")
	slices.SortStableFunc(ts, func(a, b *Thread) int { return b.LastPost().Time.Compare(a.LastPost().Time) })
	h.WriteString(s.recentWidget(c, "Latest Activity in "+cat.Name, ts, 5))
	return s.frame(c, cat.Name, "CategoryPage", khCatURL(c, cat), []khCrumb{{khSite, ""}, {cat.Name, ""}}, h.String())
}

var khSorts = []struct{ key, name string }{
	{"recent", "Most Recent"}, {"kudos", "Most Kudoed"}, {"views", "Most Viewed"}, {"replies", "Most Replies"}, {"subject", "Subject"}}

func (s khSkin) board(c *Ctx, b *Board, p int) string {
	per := c.W.Shape.ThreadsPerPage
	sortKey := c.Query.Get("sort")
	ts := b.Threads
	switch sortKey {
	case "kudos":
		ts = stickyFirst(ts, func(x, y *Thread) int { return khKudos(x.Posts[0]) - khKudos(y.Posts[0]) }, true)
	case "views":
		ts = stickyFirst(ts, byViews, true)
	case "replies":
		ts = stickyFirst(ts, byReplies, true)
	case "subject":
		ts = stickyFirst(ts, byTitle, false)
	}
	base := khBoardBase(b)
	var h strings.Builder
	fmt.Fprintf(&h, "<h1 class=\"PageTitle lia-component-common-widget-page-title\"><span class=\"lia-link-navigation lia-link-disabled\">%s</span></h1>\n<p class=\"lia-board-description\">%s</p>\n", Esc(b.Name), Esc(b.Description))
	fmt.Fprintf(&h, `<div class="lia-menu-bar lia-menu-bar-top">
	<a class="lia-button lia-button-primary lia-component-forums-action-new-topic" rel="nofollow" href="%s">Start a topic</a>
	<div class="lia-menu-navigation-wrapper lia-js-hidden lia-menu-action" id="actionMenuDropDown">
		<ul role="list" class="lia-menu-dropdown-items">
			<li role="listitem"><span class="lia-link-navigation lia-link-disabled">Mark all as New</span></li>
			<li role="listitem"><a class="lia-link-navigation rss-board-link lia-component-rss-action-board" href="%s">Subscribe to RSS Feed</a></li>
		</ul>
	</div>
	<div class="lia-sort-options">Sort by: `, c.Href("t5/forums/postpage/board-id/"+khTab(c.W).boardID[b]), c.Href("khoros/rss/board?board.id="+khTab(c.W).boardID[b]))
	for _, so := range khSorts {
		if so.key == sortKey || sortKey == "" && so.key == "recent" {
			fmt.Fprintf(&h, "<span class=\"lia-link-navigation lia-link-disabled\">%s</span> ", so.name)
			continue
		}
		fmt.Fprintf(&h, "<a class=\"lia-link-navigation\" rel=\"nofollow\" href=\"%s?sort=%s\">%s</a> ", c.Href(khPaged(base, p)), so.key, so.name)
	}
	h.WriteString("</div>\n</div>\n")
	h.WriteString("<div class=\"lia-panel lia-panel-standard MessageList lia-component-forums-widget-message-list\">\n<table role=\"presentation\" class=\"lia-list-wide\">\n<thead><tr class=\"lia-list-row-header\"><th class=\"cMessageSubjectColumn\">Subject</th><th class=\"cKudosCountColumn\">Kudos</th><th class=\"cRepliesCountColumn\">Replies</th><th class=\"cViewsCountColumn\">Views</th></tr></thead>\n<tbody>\n")
	for i, t := range Page(ts, p, per) {
		row := "lia-row-odd"
		if i%2 == 1 {
			row = "lia-row-even"
		}
		if t.Sticky {
			row += " lia-list-row-float"
		}
		if _, ok := khTab(c.W).solution[t]; ok {
			row += " lia-list-row-thread-solved"
		}
		lp := t.LastPost()
		fmt.Fprintf(&h, `	<tr class="lia-list-row %s lia-list-row-thread-unread">
		<td class="cMessageSubjectColumn lia-data-cell-primary lia-data-cell-text">
			<div class="MessageSubjectCell"><div class="MessageSubject"><h2 itemprop="name" class="message-subject"><span class="lia-message-unread"><a class="page-link lia-link-navigation lia-custom-event" href="%s">%s</a></span></h2></div></div>
			<div class="lia-info-area"><span class="lia-info-area-item">by %s on %s</span> <span class="lia-info-area-item">Latest post <a class="lia-link-navigation lia-last-post-link" href="%s">%s</a> by %s</span></div>
		</td>
		<td class="cKudosCountColumn lia-data-cell-secondary lia-data-cell-integer"><span class="lia-message-stats-count">%d</span> Kudos</td>
		<td class="cRepliesCountColumn lia-data-cell-secondary lia-data-cell-integer"><span class="lia-message-stats-count">%d</span> Replies</td>
		<td class="cViewsCountColumn lia-data-cell-secondary lia-data-cell-integer"><span class="lia-message-stats-count">%s</span> Views</td>
	</tr>
`, row, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), s.userLink(c, t.Author), khDate(t.Posts[0].Time),
			c.Href(khMsgURL(c, lp)), khDate(lp.Time), s.userLink(c, lp.Author), khKudos(t.Posts[0]), len(t.Posts)-1, thousands(t.Views, ","))
	}
	h.WriteString("</tbody>\n</table>\n</div>\n")
	h.WriteString(s.pager(c, base, p, b.Pages(per)))
	crumbs := []khCrumb{{khSite, ""}, {b.Category.Name, khCatURL(c, b.Category)}, {b.Name, ""}}
	title := b.Name
	if p > 1 {
		title = fmt.Sprintf("%s - Page %d", b.Name, p)
	}
	return s.frame(c, title, "ForumPage", s.BoardURL(b, p), crumbs, h.String())
}

// topic renders page p of topic t; at is the message an m-p URL asked for, nil for td-p.
func (s khSkin) topic(c *Ctx, t *Thread, p int, at *Post) string {
	tab := khTab(c.W)
	per := c.W.Shape.PostsPerPage
	bid := tab.boardID[t.Board]
	var h strings.Builder
	fmt.Fprintf(&h, "<h1 class=\"PageTitle lia-component-common-widget-page-title\"><span class=\"lia-link-navigation lia-link-disabled\">%s</span></h1>\n", Esc(t.Title))
	fmt.Fprintf(&h, `<div class="lia-menu-bar lia-menu-bar-top">
	<a class="lia-button lia-button-primary reply-action-link lia-component-reply-button" rel="nofollow" href="%s">Reply</a>
	<div class="lia-menu-navigation-wrapper lia-js-hidden lia-menu-action" id="actionMenuDropDown">
		<ul role="list" class="lia-menu-dropdown-items">
			<li role="listitem"><a class="lia-link-navigation rss-thread-link lia-component-rss-action-thread" href="%s">Subscribe to RSS Feed</a></li>
			<li role="listitem"><a class="lia-link-navigation print-thread-link lia-component-forums-action-print-thread" rel="nofollow" href="%s">Printer Friendly Page</a></li>
		</ul>
	</div>
</div>
`, c.Href(khReplyURL(c, t)), c.Href(fmt.Sprintf("khoros/rss/message?board.id=%s&message.id=%d", bid, tab.msgNo[t.Posts[0]])),
		c.Href(fmt.Sprintf("t5/forums/forumtopicprintpage/board-id/%s/message-id/%d/print-single-message/false/page/%d", bid, tab.msgNo[t.Posts[0]], p)))
	if sol, ok := tab.solution[t]; ok {
		fmt.Fprintf(&h, "<div class=\"lia-message-solution-link lia-component-solutions-widget-accepted-solutions-link\"><span class=\"solved-label\">Solved!</span> <a class=\"lia-link-navigation accepted-solution-link\" href=\"%s\">Go to Solution.</a></div>\n", c.Href(khMsgURL(c, sol)))
	}
	h.WriteString("<div class=\"lia-component-message-list linear-message-list message-list\">\n")
	for _, m := range Page(t.Posts, p, per) {
		cls := "lia-thread-reply"
		if m.Index == 0 {
			cls = "lia-thread-topic"
		}
		if m == at {
			cls += " lia-message-view-highlighted"
		}
		if tab.solution[t] == m {
			cls += " lia-list-row-thread-solved lia-accepted-solution"
		}
		fmt.Fprintf(&h, `<div class="lia-message-view-wrapper lia-js-data-messageUid-%d lia-component-forums-widget-message-view-two" id="M%d">
<div class="MessageView lia-message-view-forum-message lia-message-view-display lia-row-standard-unread %s">
	<div class="lia-quilt-column lia-quilt-column-04 lia-quilt-column-left">
		<div class="lia-message-author-avatar lia-component-author-avatar"><a class="UserAvatar lia-link-navigation" tabindex="-1" target="_self" href="%s"><img class="lia-user-avatar-message" title="%s" alt="%s" src="/t5/image/serverpage/avatar-name/Avatar%d/avatar-theme/candy/avatar-collection/Greenhouse/avatar-display-size/message/version/2?xdesc=1.0"/></a></div>
		<div class="lia-message-author-username">%s</div>
		<div class="lia-message-author-rank lia-component-author-rank">%s</div>
		<div class="lia-message-author-post-count">Posts: %d</div>
	</div>
	<div class="lia-quilt-column lia-quilt-column-20 lia-quilt-column-right">
		<div class="lia-message-subject lia-component-message-view-widget-subject"><h2 class="message-subject"><a class="page-link lia-link-navigation lia-custom-event" href="%s">%s</a></h2></div>
		<div class="lia-message-post-date lia-component-post-date-last-edited">%s</div>
		<div class="lia-message-body-wrapper lia-component-message-view-widget-body"><div class="lia-message-body lia-component-body" itemprop="text"><div class="lia-message-body-content">%s</div></div></div>
`, m.ID, tab.msgNo[m], cls, c.Href(khUserURL(m.Author)), Esc(m.Author.Name), Esc(m.Author.Name), 1+int(Hash("khav", m.Author.ID)%12),
			s.userLink(c, m.Author), khRank(m.Author), m.Author.Posts, c.Href(khMsgURL(c, m)), Esc(khSubject(m)), khDate(m.Time), Paras(m.Body, "<p>", "</p>"))
		if m.Index == 0 && len(t.Tags) > 0 {
			h.WriteString("\t\t<div class=\"TagList lia-message-tags lia-component-message-view-widget-tags\"><span class=\"tag-list-label\">Tags:</span><ul role=\"list\" class=\"lia-list-standard-inline\">")
			for _, tag := range t.Tags {
				fmt.Fprintf(&h, "<li><a class=\"lia-link-navigation lia-tag tag_link\" href=\"%s\">%s</a></li>", c.Href("t5/tag/"+url.PathEscape(tag)+"/tg-p"), Esc(tag))
			}
			h.WriteString("</ul></div>\n")
		}
		if sig := signature(m.Author); sig != "" {
			fmt.Fprintf(&h, "\t\t<div class=\"lia-message-signature\">%s</div>\n", Esc(sig))
		}
		fmt.Fprintf(&h, `		<div class="lia-message-footer">
			<div class="KudosButton lia-button-image-kudos-wrapper lia-component-kudos-widget-button-version-3"><span class="lia-button-image-kudos-count"><span class="MessageKudosCount lia-component-kudos-widget-message-kudos-count">%d</span> Kudos</span></div>
			<a class="lia-button lia-button-secondary reply-action-link" rel="nofollow" href="%s">Reply</a>
		</div>
	</div>
</div>
</div>
`, khKudos(m), c.Href(khReplyURL(c, t)))
	}
	h.WriteString("</div>\n")
	h.WriteString(s.pager(c, khTopicBase(t), p, t.Pages(per)))
	fmt.Fprintf(&h, "<div class=\"lia-panel lia-panel-standard RelatedContentTaplet\">\n<h2 class=\"lia-panel-heading-bar-title\">Related Content</h2>\n<ul role=\"list\" class=\"lia-list-standard\">\n")
	for _, o := range similarThreads(t, "khrelated") {
		fmt.Fprintf(&h, "\t<li><a class=\"lia-link-navigation\" href=\"%s\">%s</a></li>\n", c.Href(s.ThreadURL(o, 1)), Esc(o.Title))
	}
	h.WriteString("</ul>\n</div>\n")
	crumbs := []khCrumb{{khSite, ""}, {t.Board.Category.Name, khCatURL(c, t.Board.Category)}, {t.Board.Name, s.BoardURL(t.Board, 1)}, {t.Title, ""}}
	title := fmt.Sprintf("%s - %s", t.Title, t.Board.Name)
	if p > 1 {
		title = fmt.Sprintf("%s - Page %d - %s", t.Title, p, t.Board.Name)
	}
	if at != nil && at.Index > 0 {
		title = fmt.Sprintf("%s - %s", khSubject(at), t.Board.Name)
	}
	return s.frame(c, title, "ForumTopicPage", s.ThreadURL(t, p), crumbs, h.String())
}

// threadRows is a slim list of topics: tag pages and the like.
func (s khSkin) threadRows(c *Ctx, ts []*Thread) string {
	var h strings.Builder
	h.WriteString("<table role=\"presentation\" class=\"lia-list-wide\">\n<tbody>\n")
	for i, t := range ts {
		row := "lia-row-odd"
		if i%2 == 1 {
			row = "lia-row-even"
		}
		fmt.Fprintf(&h, "\t<tr class=\"lia-list-row %s\"><td class=\"cMessageSubjectColumn lia-data-cell-primary\"><h2 class=\"message-subject\"><a class=\"page-link lia-link-navigation lia-custom-event\" href=\"%s\">%s</a></h2><div class=\"lia-info-area\">by %s on %s in <a class=\"lia-link-navigation\" href=\"%s\">%s</a></div></td><td class=\"cRepliesCountColumn lia-data-cell-integer\">%d Replies</td></tr>\n",
			row, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), s.userLink(c, t.Author), khDate(t.Posts[0].Time), c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), len(t.Posts)-1)
	}
	h.WriteString("</tbody>\n</table>\n")
	return h.String()
}

func (s khSkin) tagPage(c *Ctx, tag, base string, ts []*Thread, p int) string {
	per := c.W.Shape.ThreadsPerPage
	var h strings.Builder
	fmt.Fprintf(&h, "<h1 class=\"PageTitle lia-component-common-widget-page-title\"><span class=\"lia-link-navigation lia-link-disabled\">Tag: %s</span></h1>\n", Esc(tag))
	h.WriteString("<div class=\"lia-panel lia-panel-standard TaggedMessageList\">\n")
	h.WriteString(s.threadRows(c, Page(ts, p, per)))
	h.WriteString("</div>\n")
	h.WriteString(s.pager(c, base, p, pageCount(len(ts), per)))
	return s.frame(c, "Tag: "+tag, "TagPage", khPaged(base, p), []khCrumb{{khSite, ""}, {"Tag: " + tag, ""}}, h.String())
}

func (s khSkin) profile(c *Ctx, u *User) string {
	ps := khTab(c.W).byUser[u]
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="lia-quilt lia-quilt-view-profile">
<h1 class="PageTitle lia-component-common-widget-page-title"><span class="lia-link-navigation lia-link-disabled">%s</span></h1>
<div class="lia-user-rank">%s</div>
<div class="lia-profile-stats"><ul role="list" class="lia-list-standard">
	<li><span class="lia-user-stat-label">Member since</span> <span class="DateTime"><span class="local-date">&lrm;%s</span></span></li>
	<li><span class="lia-user-stat-label">Posts</span> %d</li>
	<li><span class="lia-user-stat-label">Kudos given</span> %d</li>
</ul></div>
<div class="lia-profile-bio">%s</div>
<div class="lia-panel lia-panel-standard LatestContributions"><h2 class="lia-panel-heading-bar-title">Latest Contributions by %s</h2>
<ul role="list" class="lia-list-standard">
`, Esc(u.Name), khRank(u), u.Joined.Format("01-02-2006"), u.Posts, int(Hash("khkg", u.ID)%80), Esc(u.Bio), Esc(u.Name))
	for _, p := range ps[:min(5, len(ps))] {
		fmt.Fprintf(&h, "\t<li><a class=\"lia-link-navigation\" href=\"%s\">%s</a> %s</li>\n", c.Href(khMsgURL(c, p)), Esc(khSubject(p)), khDate(p.Time))
	}
	fmt.Fprintf(&h, "</ul>\n<a class=\"lia-link-navigation view-all-link\" href=\"%s\">View All</a>\n</div>\n</div>\n", c.Href(fmt.Sprintf("t5/forums/recentpostspage/user-id/%d", u.ID)))
	return s.frame(c, "About "+u.Name, "ViewProfilePage", khUserURL(u), []khCrumb{{khSite, ""}, {u.Name, ""}}, h.String())
}

func (s khSkin) recentPosts(c *Ctx, u *User, p int) string {
	ps := khTab(c.W).byUser[u]
	per := c.W.Shape.PostsPerPage
	total := max(1, pageCount(len(ps), per))
	p = min(p, total)
	var h strings.Builder
	fmt.Fprintf(&h, "<h1 class=\"PageTitle lia-component-common-widget-page-title\"><span class=\"lia-link-navigation lia-link-disabled\">Posts by %s</span></h1>\n<div class=\"lia-panel lia-panel-standard MessageList\">\n", Esc(u.Name))
	for _, m := range Page(ps, p, per) {
		fmt.Fprintf(&h, "<div class=\"lia-message-view-wrapper lia-message-view-message-list-item\"><div class=\"lia-message-subject\"><h2 class=\"message-subject\"><a class=\"page-link lia-link-navigation lia-custom-event\" href=\"%s\">%s</a></h2></div><div class=\"lia-message-post-date\">%s</div><div class=\"lia-message-body lia-truncated-body-container\">%s</div></div>\n",
			c.Href(khMsgURL(c, m)), Esc(khSubject(m)), khDate(m.Time), Esc(clip(strings.Join(m.Body, " "), 200)))
	}
	h.WriteString("</div>\n")
	base := fmt.Sprintf("t5/forums/recentpostspage/user-id/%d", u.ID)
	h.WriteString(s.pager(c, base, p, total))
	return s.frame(c, "Posts by "+u.Name, "RecentPostsPage", khPaged(base, p), []khCrumb{{khSite, ""}, {u.Name, khUserURL(u)}, {"Posts", ""}}, h.String())
}

func (s khSkin) leaderboard(c *Ctx, rng string) string {
	if rng == "" {
		rng = "one_month"
	}
	users := slices.Clone(c.W.Users)
	score := func(u *User) int { return u.Posts*2 + int(Hash("khlb", u.ID, rng)%15) }
	slices.SortStableFunc(users, func(a, b *User) int { return score(b) - score(a) })
	var h strings.Builder
	h.WriteString("<h1 class=\"PageTitle lia-component-common-widget-page-title\"><span class=\"lia-link-navigation lia-link-disabled\">Kudos Leaderboard</span></h1>\n<ul role=\"list\" class=\"lia-tabs-standard\">\n")
	names := map[string]string{"one_day": "Today", "one_week": "This Week", "one_month": "This Month", "all": "All Time"}
	for _, r := range khRanges {
		if r == rng {
			fmt.Fprintf(&h, "\t<li class=\"lia-tabs-active\"><span>%s</span></li>\n", names[r])
			continue
		}
		fmt.Fprintf(&h, "\t<li class=\"lia-tabs\"><a class=\"lia-link-navigation\" href=\"%s\">%s</a></li>\n", c.Href("t5/kudos/leaderboardpage/timerange/"+r), names[r])
	}
	h.WriteString("</ul>\n<table class=\"lia-list-wide\">\n")
	for i, u := range users[:min(20, len(users))] {
		fmt.Fprintf(&h, "\t<tr class=\"lia-list-row\"><td>%d</td><td>%s</td><td class=\"cKudosCountColumn\">%d</td></tr>\n", i+1, s.userLink(c, u), score(u))
	}
	h.WriteString("</table>\n")
	here := "t5/kudos/leaderboardpage"
	if c.Path != here {
		here += "/timerange/" + rng
	}
	return s.frame(c, "Kudos Leaderboard", "KudosLeaderboardPage", here, []khCrumb{{khSite, ""}, {"Kudos Leaderboard", ""}}, h.String())
}

func (s khSkin) search(c *Ctx, q string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<h1 class="PageTitle lia-component-common-widget-page-title"><span class="lia-link-navigation lia-link-disabled">Search</span></h1>
<form class="lia-form lia-form-inline SearchForm" action="%s" method="get">
	<input class="lia-form-type-text search-input" name="q" type="text" value="%s"/>
	<input class="lia-button lia-button-search" type="submit" value="Search" />
</form>
`, c.Href("t5/forums/searchpage/tab/message"), Esc(q))
	if q != "" {
		lq := strings.ToLower(q)
		var hits []*Post
		for _, t := range c.W.ThreadsByActivity() {
			for _, p := range t.Posts {
				if len(hits) < 20 && (p.Index == 0 && strings.Contains(strings.ToLower(t.Title), lq) || strings.Contains(strings.ToLower(strings.Join(p.Body, " ")), lq)) {
					hits = append(hits, p)
				}
			}
		}
		fmt.Fprintf(&h, "<div class=\"lia-search-results-count\">%d results</div>\n<div class=\"lia-panel lia-panel-standard SearchResultsTaplet\">\n", len(hits))
		for _, p := range hits {
			fmt.Fprintf(&h, "<div class=\"lia-message-view-wrapper lia-message-view-search-item\"><div class=\"lia-message-subject\"><h2 class=\"message-subject\"><a class=\"page-link lia-link-navigation lia-custom-event\" href=\"%s\">%s</a></h2></div><div class=\"lia-message-post-date\">%s</div><div class=\"lia-truncated-body-container\">%s</div></div>\n",
				c.Href(fmt.Sprintf("%s/highlight/true#M%d", khMsgBase(p), khTab(c.W).msgNo[p])), Esc(khSubject(p)), khDate(p.Time), Esc(clip(strings.Join(p.Body, " "), 200)))
		}
		h.WriteString("</div>\n")
	}
	here := "t5/forums/searchpage/tab/message"
	if q != "" {
		here += "?q=" + url.QueryEscape(q)
	}
	return s.frame(c, "Search", "SearchPage", here, []khCrumb{{khSite, ""}, {"Search", ""}}, h.String())
}

func (s khSkin) print(c *Ctx, t *Thread, p int) string {
	var h strings.Builder
	fmt.Fprintf(&h, "<!DOCTYPE html>\n<html lang=\"en\"><head><title>%s - %s</title><meta name=\"robots\" content=\"noindex\"/></head>\n<body class=\"lia-body lia-print\" id=\"lia-body\" onload=\"window.print()\">\n<h1>%s</h1>\n", Esc(t.Title), khSite, Esc(t.Title))
	for _, m := range Page(t.Posts, p, c.W.Shape.PostsPerPage) {
		fmt.Fprintf(&h, "<div class=\"lia-message-view-wrapper lia-print-message\"><div class=\"lia-message-subject\">%s</div><div class=\"lia-message-author-username\">%s</div><div class=\"lia-message-post-date\">%s</div><div class=\"lia-message-body\">%s</div></div>\n",
			Esc(khSubject(m)), Esc(m.Author.Name), khDate(m.Time), Paras(m.Body, "<p>", "</p>"))
	}
	h.WriteString("</body>\n</html>\n")
	return h.String()
}

func (s khSkin) login(c *Ctx, register bool) string {
	title, main := "Sign In", fmt.Sprintf(`<div class="lia-panel lia-panel-standard UserLoginForm">
<form class="lia-form lia-form-inline" action="%s" method="post">
	<label for="login">Username</label><input class="lia-form-type-text" id="login" name="login" type="text"/>
	<label for="password">Password</label><input class="lia-form-type-password" id="password" name="password" type="password"/>
	<input type="hidden" name="dest_url" value="%s"/>
	<input class="lia-button lia-button-primary" type="submit" value="Sign In"/>
</form>
<p><a class="lia-link-navigation" href="%s">Forgot your password?</a> &middot; <a class="lia-link-navigation" href="%s">Register</a></p>
</div>
`, c.Href("t5/user/userloginpage"), Esc(c.Query.Get("dest_url")), c.Href("t5/user/userloginpage"), c.Href("t5/user/userregistrationpage"))
	if register {
		title, main = "Register", fmt.Sprintf(`<div class="lia-panel lia-panel-standard UserRegistrationForm">
<form class="lia-form" action="%s" method="post">
	<label for="email">Email</label><input class="lia-form-type-text" id="email" name="email" type="text"/>
	<label for="login">Username</label><input class="lia-form-type-text" id="login" name="login" type="text"/>
	<input class="lia-button lia-button-primary" type="submit" value="Continue"/>
</form>
</div>
`, c.Href("t5/user/userregistrationpage"))
	}
	return s.frame(c, title, "UserPage", "t5/user/userloginpage", []khCrumb{{khSite, ""}, {title, ""}}, main)
}

func (s khSkin) notFound(c *Ctx) Response {
	return c.NotFound(s.frame(c, "Page not found", "ErrorPage", "", []khCrumb{{khSite, ""}, {"Page not found", ""}},
		fmt.Sprintf("<div class=\"lia-panel-message lia-panel-error\"><h1>Sorry, the page you are looking for cannot be found.</h1><p>It may have been moved or deleted. <a class=\"lia-link-navigation\" href=\"%s\">Return to the community</a>.</p></div>\n", c.Href(""))))
}

// rss answers khoros/rss/board?board.id=B and khoros/rss/message?board.id=B&message.id=K.
func (s khSkin) rss(c *Ctx, kind string) Response {
	tab := khTab(c.W)
	b := tab.boardBy[c.Query.Get("board.id")]
	if b == nil {
		return s.notFound(c)
	}
	feed := func(title, link, items string) Response {
		return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8", Body: rssFeed(c, title, link, items), Info: Info{Type: TypeOther}}
	}
	switch kind {
	case "board":
		ts := newestFirst(b.Threads)
		return feed(b.Name+" topics", s.BoardURL(b, 1), rssItems(c, ts[:min(20, len(ts))]))
	case "message":
		no, _ := khNum(c.Query.Get("message.id"))
		t := s.topicByNo(c, b, no)
		if t == nil {
			break
		}
		var items strings.Builder
		for _, p := range t.Posts[max(0, len(t.Posts)-20):] {
			link := Esc(c.URL(khMsgURL(c, p)))
			fmt.Fprintf(&items, `<item><title>%s</title><link>%s</link><dc:creator><![CDATA[%s]]></dc:creator><pubDate>%s</pubDate><guid>%s</guid><description><![CDATA[%s]]></description></item>`,
				Esc(khSubject(p)), link, p.Author.Name, p.Time.Format(http.TimeFormat), link, Paras(p.Body, "<p>", "</p>"))
		}
		return feed(t.Title, s.ThreadURL(t, 1), items.String())
	}
	return s.notFound(c)
}
