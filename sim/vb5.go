package sim

import (
	"encoding/base64"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// vBulletin 5 Connect (5.6) with the default style, installed in the folder
// /forum/, friendly URLs on, as a guest without JavaScript receives it.
// Everything is a node of one id sequence: the root channels (Home, Forum,
// Blogs, Groups, Special), then categories and forums, then every post, the
// first post of a topic giving the topic its id. A channel's URL is its
// parents' URL identifiers and its own, starting at the root Forum channel
// ("forum"), so under the install folder the paths read /forum/forum/...;
// a topic's URL is its channel's, "/ID-title" and "/pageN" past page 1.
//
// Every page prints its canonical URL (the route's own URL, "/pageN" kept
// past page 1), the breadcrumbs (Home, Forum, category, forums, with the last
// crumb unlinked), the header's login form (Forgot password, and "Sign Up"
// whose ?urlpath= is the current URL in base64, so every page has a
// registration URL of its own; on the registration page it nests without
// end: a trap), the navigation (Home, Blogs, Articles, Groups; New Topics,
// Today's Posts, Member List, Calendar) and the footer ("All times are GMT").
// The topic list's filter (sort, time, type) is a JavaScript overlay form:
// guests' links never carry filter_sort, though the router honours it.
// 20 topics and 10 posts a page, the defaults. No robots.txt ships with the
// software. URL scheme (below the mount):
//
//	""                                   entry: the home page, the forum list and "What's Going On?"
//	forum                                the root Forum channel: the same list (entry, its own canonical)
//	forum/CAT                            a category channel: its forums (index)
//	forum/CAT/FORUM[/SUB][/pageN]        forum channel: subforums, 20 topics a page (index);
//	                                     /page1 renders page 1 under the bare canonical
//	forum/CAT/FORUM[/pageN]?filter_sort=S&filter_order=O   the same page reordered (index, canonical
//	                                     without the query; S lastcontent, created, title, replies)
//	forum/CAT/FORUM/ID-title[/pageN]     topic, 10 posts a page (thread); a wrong channel or title,
//	                                     or none, is a 301 to the canonical URL, the query kept
//	forum/CAT/FORUM/ID-title?p=P#postP   post permalink, on each post's "#N" and every last-post link:
//	                                     the page holding the post, canonical that page (thread)
//	node/N                               301 to the node's URL: a channel, a topic, a reply's permalink
//	member/U-name[/subscriptions|/subscribers]   profile with its activity, and its lists (other)
//	memberlist[/pageN], online, search?searchJSON=J, advanced_search, calendar, blogs, articles,
//	social-groups, help, contact-us, lostpw, auth/login-form   other
//	register?urlpath=B64                 registration form (other, a trap)
//	external?type=rss2[&nodeid=N]        RSS (other)
func vb5() *Package {
	return &Package{
		Name: "vb5", Software: "vBulletin 5 Connect 5.6 (default style)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.3, Threads: [2]int{8, 34},
			Posts: [2]int{1, 14}, LongThreadChance: 0.06, ThreadsPerPage: 20, PostsPerPage: 10, Users: 90,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.05},
		Mount: "/forum/", Seed: 3181, Unseen: true,
		Skin: vb5Skin{},
	}
}

// vb5Skin renders vBulletin 5.
type vb5Skin struct{}

const (
	vb5Site     = "Riverside Makers Forum"
	vb5Version  = "5.6.9"
	vb5Members  = 20   // members a page on the member list
	vb5ChanBase = 5    // the root channels come first in the node sequence
	vb5PostBase = 1000 // posts' node ids follow every channel's
)

// vb5Tables are what the skin derives from a world.
type vb5Tables struct {
	boardPath map[*Board]string    // channel URL, "forum/cat/forum[/sub]"
	catPath   map[*Category]string // "forum/cat"
	byPath    map[string]any       // channel URL -> *Board or *Category
	byNode    map[int]any          // channel node id -> *Board or *Category
	posts     map[*User][]*Post    // each member's posts, newest first
	newest    *User
}

func vb5Tab(w *World) *vb5Tables {
	return w.Derived("vb5", func() any {
		d := &vb5Tables{boardPath: map[*Board]string{}, catPath: map[*Category]string{}, byPath: map[string]any{}, byNode: map[int]any{}, posts: map[*User][]*Post{}}
		// URL identifiers are unique among a channel's children: a repeated one gets "-2".
		child := func(parent, name string) string {
			base := parent + "/" + slugOr(name, "channel")
			p := base
			for n := 2; d.byPath[p] != nil; n++ {
				p = fmt.Sprintf("%s-%d", base, n)
			}
			return p
		}
		for _, cat := range w.Categories {
			p := child("forum", cat.Name)
			d.catPath[cat], d.byPath[p], d.byNode[vb5ChanBase+catNodeID(cat)] = p, cat, cat
		}
		for _, b := range w.Boards {
			parent := d.catPath[b.Category]
			if b.Parent != nil {
				parent = d.boardPath[b.Parent]
			}
			p := child(parent, b.Name)
			d.boardPath[b], d.byPath[p], d.byNode[vb5ChanBase+nodeID(b)] = p, b, b
		}
		for i := len(w.Posts) - 1; i >= 0; i-- {
			p := w.Posts[i]
			d.posts[p.Author] = append(d.posts[p.Author], p)
		}
		d.newest = w.Users[0]
		for _, u := range w.Users {
			if u.Joined.After(d.newest.Joined) {
				d.newest = u
			}
		}
		return d
	}).(*vb5Tables)
}

// vb5Node is a post's node id; a topic's is its first post's.
func vb5Node(p *Post) int { return vb5PostBase + p.ID }

func vb5TopicID(t *Thread) int { return vb5Node(t.Posts[0]) }

// vb5Paged adds "/pageN" past page 1.
func vb5Paged(base string, p int) string {
	if p > 1 {
		return fmt.Sprintf("%s/page%d", base, p)
	}
	return base
}

func (vb5Skin) Entry() string { return "" }

func (vb5Skin) BoardURL(b *Board, p int) string { return vb5Paged(vb5Tab(b.World).boardPath[b], p) }

func vb5TopicBase(t *Thread) string {
	seg := strconv.Itoa(vb5TopicID(t))
	if sl := slug(t.Title); sl != "" {
		seg += "-" + sl
	}
	return vb5Tab(t.Board.World).boardPath[t.Board] + "/" + seg
}

func (vb5Skin) ThreadURL(t *Thread, p int) string { return vb5Paged(vb5TopicBase(t), p) }

// vb5PostURL is a post's permalink: the topic URL with ?p= and the post's anchor.
func vb5PostURL(p *Post) string {
	n := vb5Node(p)
	return fmt.Sprintf("%s?p=%d#post%d", vb5TopicBase(p.Thread), n, n)
}

func vb5MemberURL(u *User) string { return fmt.Sprintf("member/%d-%s", u.ID, slugOr(u.Name, "user")) }

// The navigation's activity links are searches, their JSON in the query.
const (
	vb5NewTopics    = `{"date":"lastVisit","view":"topic","unread_only":1,"sort":{"lastcontent":"desc"},"exclude_type":["vBForum_PrivateMessage"]}`
	vb5TodaysPosts  = `{"last":{"from":"lastDay"},"view":"topic","starter_only":1,"sort":{"lastcontent":"desc"},"exclude_type":["vBForum_PrivateMessage"]}`
	vb5PageNotFound = "Invalid Page URL. If this is an error and the page should exist, please contact the system administrator and tell them how you got this message."
)

func vb5SearchURL(json string) string { return "search?searchJSON=" + url.QueryEscape(json) }

func vb5AuthorSearch(u *User) string {
	return vb5SearchURL(fmt.Sprintf(`{"authorid":%d,"view":"topic","sort":{"lastcontent":"desc"}}`, u.ID))
}

// vb5PageNum reads a "pageN" segment.
func vb5PageNum(seg string) (int, bool) {
	num, ok := strings.CutPrefix(seg, "page")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(num)
	return n, err == nil
}

// vb5TopicSeg reads an "ID-title" (or "ID") segment's node id.
func vb5TopicSeg(seg string) (int, bool) {
	id, _, _ := strings.Cut(seg, "-")
	n, err := strconv.Atoi(id)
	return n, err == nil && n > 0
}

// Serve routes a request the way vB5's router matches route prefixes.
func (s vb5Skin) Serve(c *Ctx) Response {
	d := vb5Tab(c.W)
	other := Info{Type: TypeOther}
	path := strings.TrimSuffix(c.Path, "/")
	switch path {
	case "":
		return c.Page(Info{Type: TypeEntry, Canonical: ""}, s.home(c, d, false))
	case "forum":
		return c.Page(Info{Type: TypeEntry, Canonical: "forum"}, s.home(c, d, true))
	case "memberlist":
		return s.memberList(c, d, 1)
	case "search":
		return s.search(c, d)
	case "external":
		return s.rss(c, d)
	case "register":
		// Its own Sign Up link carries its URL, which carries the previous one: endless.
		return c.Page(Info{Type: TypeOther, Trap: true}, s.frame(c, vb5Chrome{title: "Register", canon: "register"}, s.form(c, "Register", "register")))
	}
	if st, ok := vb5Static[path]; ok {
		return c.Page(other, s.frame(c, vb5Chrome{title: st.title, canon: path, nav: st.nav}, s.static(c, d, path)))
	}
	seg := segments(strings.Split(path, "/"))
	switch seg[0] {
	case "forum":
		return s.channelRoute(c, d, seg)
	case "member":
		return s.member(c, d, seg)
	case "memberlist":
		if n, ok := vb5PageNum(seg.at(1)); ok && len(seg) == 2 {
			return s.memberList(c, d, n)
		}
	case "node":
		if n, err := strconv.Atoi(seg.at(1)); err == nil && len(seg) == 2 {
			return s.node(c, d, n)
		}
	}
	return s.notFound(c)
}

// channelRoute matches the longest channel prefix, then a page or a topic below it.
func (s vb5Skin) channelRoute(c *Ctx, d *vb5Tables, seg segments) Response {
	for i := len(seg); i >= 2; i-- {
		chPath := strings.Join(seg[:i], "/")
		ch := d.byPath[chPath]
		if ch == nil {
			continue
		}
		rest := seg[i:]
		switch ch := ch.(type) {
		case *Category:
			if len(rest) == 0 {
				info := Info{Type: TypeIndex, FPage: 1, Canonical: d.catPath[ch]}
				return c.Page(info, s.category(c, d, ch))
			}
		case *Board:
			page := 1
			if len(rest) > 0 {
				if n, ok := vb5PageNum(rest[len(rest)-1]); ok {
					page, rest = n, rest[:len(rest)-1]
				}
			}
			switch len(rest) {
			case 0:
				return s.channel(c, d, ch, page)
			case 1:
				if id, ok := vb5TopicSeg(rest[0]); ok {
					return s.topic(c, d, chPath+"/"+rest[0], id, page)
				}
			}
		}
		return s.notFound(c)
	}
	return s.notFound(c)
}

// vb5Orders are the topic list's sort fields, as the filter overlay names them.
var vb5Orders = map[string]func(a, b *Thread) int{
	"lastcontent": byLastPost,
	"created":     func(a, b *Thread) int { return a.Posts[0].Time.Compare(b.Posts[0].Time) },
	"title":       byTitle,
	"replies":     byReplies,
}

func (s vb5Skin) channel(c *Ctx, d *vb5Tables, b *Board, page int) Response {
	per := c.W.Shape.ThreadsPerPage
	if page < 1 || page > b.Pages(per) {
		return s.notFound(c)
	}
	ts := b.Threads
	keep := ""
	if by, ok := vb5Orders[c.Query.Get("filter_sort")]; ok {
		order := c.Query.Get("filter_order")
		if order != "asc" {
			order = "desc"
		}
		ts = stickyFirst(ts, by, order == "desc")
		keep = "?filter_sort=" + c.Query.Get("filter_sort") + "&filter_order=" + order
	}
	return c.Page(boardInfo(s, b, page), s.channelPage(c, d, b, ts, page, keep))
}

// topic renders page page of the topic with node id id, asked for under base
// ("channel/ID-title"); ?p= moves to the page holding the post.
func (s vb5Skin) topic(c *Ctx, d *vb5Tables, base string, id, page int) Response {
	per := c.W.Shape.PostsPerPage
	first := c.W.Post(id - vb5PostBase)
	if first == nil || first.Index != 0 || page < 1 || page > first.Thread.Pages(per) {
		return s.notFound(c)
	}
	t := first.Thread
	hold := page
	if p := c.W.Post(c.Int("p") - vb5PostBase); p != nil && p.Thread == t {
		hold = PageOf(p.Index, per)
	}
	info := threadInfo(s, t, hold)
	if base != vb5TopicBase(t) {
		// A moved topic or a mistyped title: the route's canonical URL, the query kept.
		loc := s.ThreadURL(t, page)
		if c.RawQuery != "" {
			loc += "?" + c.RawQuery
		}
		return Response{Status: http.StatusMovedPermanently, Location: loc, Info: info}
	}
	return c.Page(info, s.topicPage(c, d, t, hold))
}

// node is vB5_Route_Node: 301 to the node's own route.
func (s vb5Skin) node(c *Ctx, d *vb5Tables, n int) Response {
	if n == 2 {
		return Response{Status: http.StatusMovedPermanently, Location: "forum", Info: Info{Type: TypeEntry, Canonical: "forum"}}
	}
	switch ch := d.byNode[n].(type) {
	case *Category:
		return Response{Status: http.StatusMovedPermanently, Location: d.catPath[ch], Info: Info{Type: TypeIndex, FPage: 1, Canonical: d.catPath[ch]}}
	case *Board:
		return Response{Status: http.StatusMovedPermanently, Location: s.BoardURL(ch, 1), Info: boardInfo(s, ch, 1)}
	}
	p := c.W.Post(n - vb5PostBase)
	if p == nil {
		return s.notFound(c)
	}
	info := threadInfo(s, p.Thread, PageOf(p.Index, c.W.Shape.PostsPerPage))
	loc := s.ThreadURL(p.Thread, 1)
	if p.Index > 0 {
		loc = fmt.Sprintf("%s?p=%d", vb5TopicBase(p.Thread), n)
	}
	return Response{Status: http.StatusMovedPermanently, Location: loc, Info: info}
}

func (s vb5Skin) member(c *Ctx, d *vb5Tables, seg segments) Response {
	id, ok := vb5TopicSeg(seg.at(1))
	u := c.W.User(id)
	if !ok || u == nil || len(seg) > 3 {
		return s.notFound(c)
	}
	tab := seg.at(2)
	if tab != "" && tab != "subscriptions" && tab != "subscribers" {
		return s.notFound(c)
	}
	canon := vb5MemberURL(u)
	if tab != "" {
		canon += "/" + tab
	}
	if c.Path != canon {
		return Response{Status: http.StatusMovedPermanently, Location: canon, Info: Info{Type: TypeOther}}
	}
	ch := vb5Chrome{title: u.Name, canon: canon, crumbs: []vb5Crumb{{u.Name, ""}}}
	if tab != "" {
		return c.Page(Info{Type: TypeOther}, s.frame(c, ch, s.subscriptions(c, d, u, tab)))
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, ch, s.profile(c, d, u)))
}

func (s vb5Skin) rss(c *Ctx, d *vb5Tables) Response {
	if c.Query.Get("type") != "rss2" {
		return s.notFound(c)
	}
	title, link, ts := vb5Site, "", newestFirst(c.W.Threads)
	if n := c.Int("nodeid"); n != 0 {
		b, ok := d.byNode[n].(*Board)
		if !ok {
			return s.notFound(c)
		}
		title, link, ts = vb5Site+" - "+b.Name, s.BoardURL(b, 1), newestFirst(b.Threads)
	}
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=UTF-8",
		Body: rssFeed(c, title, link, rssItems(c, ts[:min(20, len(ts))])), Info: Info{Type: TypeOther}}
}

// notFound is vB5's "Invalid Page URL" error page, a 404.
func (s vb5Skin) notFound(c *Ctx) Response {
	return c.NotFound(s.frame(c, vb5Chrome{title: "Page Not Found"}, `<div class="b-module canvas-widget default-widget"><div class="widget-content"><div class="error-message"><h1 class="main-title">Page Not Found</h1><p>`+vb5PageNotFound+`</p></div></div></div>`))
}

// vb5Static are pages with little more than a form or a text.
var vb5Static = map[string]struct{ title, nav string }{
	"online":          {"Who's Online", ""},
	"advanced_search": {"Advanced Search", ""},
	"calendar":        {"Calendar", "calendar"},
	"blogs":           {"Blogs", "blogs"},
	"articles":        {"Articles", "articles"},
	"social-groups":   {"Groups", "groups"},
	"help":            {"Help", ""},
	"contact-us":      {"Contact Us", ""},
	"lostpw":          {"Forgot Password", ""},
	"auth/login-form": {"Log in", ""},
}

func vb5DateTime(now, t time.Time) string {
	clock := t.Format("03:04 PM")
	switch calendarDays(now, t) {
	case 0:
		return "Today, " + clock
	case 1:
		return "Yesterday, " + clock
	}
	return t.Format("01-02-2006") + ", " + clock
}

// vb5Time is a date as the default style prints it, machine-readable in datetime.
func vb5Time(now, t time.Time, prop string) string {
	return fmt.Sprintf(`<time itemprop="%s" datetime="%s">%s</time>`, prop, t.Format("2006-01-02T15:04:05"), vb5DateTime(now, t))
}

func vb5Num(n int) string { return thousands(n, ",") }

func (s vb5Skin) userLink(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a href="%s" data-vbnamecard="%d">%s</a>`, c.Href(vb5MemberURL(u)), u.ID, Esc(u.Name))
}

func vb5Avatar(c *Ctx, u *User, size int) string {
	return fmt.Sprintf(`<img src="%score/image.php?userid=%d&amp;thumb=1&amp;dateline=%d" alt="%s" title="%s" width="%d" height="%d" />`, c.Pkg.Mount, u.ID, u.Joined.Unix(), Esc(u.Name), Esc(u.Name), size, size)
}

// pagenav is the pagenav template: numbered buttons, prev and next, and the "Page N of M" box.
func (s vb5Skin) pagenav(c *Ctx, base, keep string, cur, total int) string {
	if total < 2 {
		return ""
	}
	link := func(n int) string { return c.Href(vb5Paged(base, n) + keep) }
	var h strings.Builder
	h.WriteString(`<div class="pagenav-container h-clearfix noselect"><div class="js-pagenav pagenav h-right js-shrink-event-parent">`)
	if cur > 1 {
		fmt.Fprintf(&h, `<a class="js-pagenav-button js-pagenav-prev-button b-button b-button--secondary b-button--narrow js-shrink-event-child" data-page="%d" href="%s" tabindex="0"><span class="vb-icon vb-icon-arrow-left"></span></a>`, cur-1, link(cur-1))
	} else {
		h.WriteString(`<a class="js-pagenav-button js-pagenav-prev-button b-button b-button--secondary h-disabled b-button--narrow js-shrink-event-child" data-page="0" tabindex="-1"><span class="vb-icon vb-icon-arrow-left"></span></a>`)
	}
	for _, it := range Pager(cur, total, 2) {
		switch {
		case it.Gap:
			h.WriteString(`<span class="pagenav-ellipsis">...</span>`)
		case it.Current:
			fmt.Fprintf(&h, `<a class="js-pagenav-button js-pagenav-current-button b-button b-button--primary b-button--narrow js-shrink-event-child" data-page="%d" href="%s" tabindex="0">%d</a>`, it.N, link(it.N), it.N)
		default:
			fmt.Fprintf(&h, `<a class="js-pagenav-button b-button b-button--secondary b-button--narrow js-shrink-event-child" data-page="%d" href="%s" tabindex="0">%d</a>`, it.N, link(it.N), it.N)
		}
	}
	if cur < total {
		fmt.Fprintf(&h, `<a class="js-pagenav-button js-pagenav-next-button b-button b-button--secondary b-button--narrow js-shrink-event-child" data-page="%d" href="%s" tabindex="0"><span class="vb-icon vb-icon-arrow-right"></span></a>`, cur+1, link(cur+1))
	} else {
		fmt.Fprintf(&h, `<a class="js-pagenav-button js-pagenav-next-button b-button b-button--secondary h-disabled b-button--narrow js-shrink-event-child" data-page="%d" tabindex="-1"><span class="vb-icon vb-icon-arrow-right"></span></a>`, total)
	}
	fmt.Fprintf(&h, `</div><div class="pagenav-controls h-right"><form class="pagenav-form h-left"><input type="hidden" class="js-pagenav-pagelink" value="%s" /><label class="pagenav-form__label">Page</label> <input type="text" class="js-pagenum textbox b-form-input__input b-form-input__input--shadow" value="%d" /> of <span class="pagetotal">%d</span></form></div></div>`,
		c.Href(base+"/page{{pagenum}}"+keep), cur, total)
	return h.String()
}

// forumRows is the forum list widget's rows for boards: title, description,
// subforums, topic and post counts, last post.
func (s vb5Skin) forumRows(c *Ctx, d *vb5Tables, bs []*Board) string {
	var h strings.Builder
	for _, b := range bs {
		var subs strings.Builder
		if len(b.Children) > 0 {
			subs.WriteString(`<div class="subforum-list"><span class="subforum-header">Subforums:</span><ul class="subforum-list h-clearfix">`)
			for _, ch := range b.Children {
				fmt.Fprintf(&subs, `<li class="subforum-item h-left"><span class="subforum-icon vb-icon vb-icon-forum-read"></span><a href="%s" class="subforum-title">%s</a></li>`, c.Href(s.BoardURL(ch, 1)), Esc(ch.Name))
			}
			subs.WriteString(`</ul></div>`)
		}
		last := `<span class="no-lastpost">No posts yet</span>`
		if p := b.Latest(); p != nil {
			last = fmt.Sprintf(`<div class="lastpost-wrapper"><div class="lastpost-title ellipsis"><a href="%s" class="lastpost-title">%s</a></div><div class="lastpost-by">by %s</div><div class="lastpost-date">%s <a href="%s" class="go-to-last-post"><span class="vb-icon vb-icon-circle-arrow-right" title="Go to last post"></span></a></div></div>`,
				c.Href(vb5PostURL(p)), Esc(clip(p.Thread.Title, 40)), s.userLink(c, p.Author), vb5Time(c.W.Now, p.Time, "dateModified"), c.Href(vb5PostURL(p)))
		}
		fmt.Fprintf(&h, `<tr class="forum-item main h-clear" data-channel-id="%d">
<td class="cell-forum"><div class="forum-wrapper"><div class="forum-info"><span class="icon vb-icon vb-icon-forum-read h-left"></span><a href="%s" class="forum-title">%s</a><div class="forum-desc">%s</div>%s</div></div></td>
<td class="cell-topics">%s</td>
<td class="cell-posts">%s</td>
<td class="cell-lastpost">%s</td>
</tr>
`, vb5ChanBase+nodeID(b), c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description), subs.String(), vb5Num(b.AllThreads()), vb5Num(b.AllPosts()), last)
	}
	return h.String()
}

const vb5ForumHead = `<thead><tr class="forum-list-header"><th class="cell-forum">Title</th><th class="cell-topics">Topics</th><th class="cell-posts">Posts</th><th class="cell-lastpost">Last Post</th></tr></thead>`

func (s vb5Skin) forumList(c *Ctx, d *vb5Tables, cats []*Category) string {
	var h strings.Builder
	h.WriteString(`<div class="b-module canvas-widget default-widget forum-list-widget widget-no-header-buttons" id="widget_3" data-widget-id="3" data-widget-instance-id="3">
<div class="widget-header h-clearfix"><div class="module-title h-left"><h1 class="main-title js-main-title hide-on-editmode">Forums</h1></div></div>
<div class="widget-content">
<table class="forum-list-container" id="forums">
` + vb5ForumHead + "\n")
	for _, cat := range cats {
		fmt.Fprintf(&h, `<tbody><tr class="category-header" data-channel-id="%d"><td colspan="4"><div class="category-title-wrapper"><h2 class="forum-list-category-title"><a href="%s" class="category">%s</a></h2></div></td></tr>
%s</tbody>
`, vb5ChanBase+catNodeID(cat), c.Href(d.catPath[cat]), Esc(cat.Name), s.forumRows(c, d, cat.Boards))
	}
	h.WriteString("</table>\n</div>\n</div>\n")
	return h.String()
}

// whatsGoingOn is the forum home's "What's Going On?" module: who is online and the statistics.
func (s vb5Skin) whatsGoingOn(c *Ctx, d *vb5Tables) string {
	w := c.W
	var names []string
	for i := range 3 + int(Hash("vb5online", c.Path)%6) {
		names = append(names, s.userLink(c, w.Users[int(Hash("vb5on", c.Path, i)%uint64(len(w.Users)))]))
	}
	guests := 40 + int(Hash("vb5guests", c.Path)%90)
	active := 0
	for _, u := range w.Users {
		if u.Posts > 0 {
			active++
		}
	}
	return fmt.Sprintf(`<div class="b-module canvas-widget default-widget whos-online-widget" id="widget_6" data-widget-id="6" data-widget-instance-id="6">
<div class="widget-header h-clearfix"><div class="module-title h-left"><h1 class="main-title js-main-title hide-on-editmode">What's Going On?</h1></div></div>
<div class="widget-content">
<div class="wgo-section"><h3 class="wgo-section-title"><a href="%s">Currently Active Users</a></h3>
<div class="wgo-section-content">There are currently %d users online. %d members and %d guests.<br />Most users ever online was %s at %s.<div class="wgo-users">%s</div></div></div>
<div class="wgo-section"><h3 class="wgo-section-title">Forum Statistics</h3>
<div class="wgo-section-content"><dl class="stats"><dt>Topics:</dt><dd>%s</dd><dt>Posts:</dt><dd>%s</dd><dt>Members:</dt><dd>%s</dd><dt>Active Members:</dt><dd>%s</dd></dl>
<div class="newest-member">Welcome to our newest member, %s.</div></div></div>
</div>
</div>
`, c.Href("online"), len(names)+guests, len(names), guests, vb5Num(900+int(Hash("vb5record")%3000)), vb5DateTime(w.Now, w.Now.AddDate(-1, -2, -9)),
		strings.Join(names, ", "), vb5Num(len(w.Threads)), vb5Num(len(w.Posts)), vb5Num(len(w.Users)), vb5Num(active), s.userLink(c, d.newest))
}

// home is the forum home: at "" the home page, at "forum" the root Forum channel.
func (s vb5Skin) home(c *Ctx, d *vb5Tables, root bool) string {
	ch := vb5Chrome{title: vb5Site, canon: "", nav: "home", home: true}
	if root {
		ch = vb5Chrome{title: "Forum", canon: "forum", nav: "home", crumbs: []vb5Crumb{{"Forum", ""}}, node: 2}
	}
	return s.frame(c, ch, s.forumList(c, d, c.W.Categories)+s.whatsGoingOn(c, d))
}

// crumbs is a channel's breadcrumb trail, its own crumb unlinked.
func (s vb5Skin) crumbs(d *vb5Tables, cat *Category, trail []*Board, last string) []vb5Crumb {
	cr := []vb5Crumb{{"Forum", "forum"}, {cat.Name, d.catPath[cat]}}
	for _, b := range trail {
		cr = append(cr, vb5Crumb{b.Name, s.BoardURL(b, 1)})
	}
	if last == "" {
		cr[len(cr)-1].href = ""
	} else {
		cr = append(cr, vb5Crumb{last, ""})
	}
	return cr
}

func (s vb5Skin) category(c *Ctx, d *vb5Tables, cat *Category) string {
	return s.frame(c, vb5Chrome{title: cat.Name, canon: d.catPath[cat], nav: "home", crumbs: s.crumbs(d, cat, nil, ""), node: vb5ChanBase + catNodeID(cat)},
		s.forumList(c, d, []*Category{cat}))
}

// topicRow is one row of a channel's topic list.
func (s vb5Skin) topicRow(c *Ctx, t *Thread) string {
	per := c.W.Shape.PostsPerPage
	var pages strings.Builder
	if n := t.Pages(per); n > 1 {
		pages.WriteString(`<div class="pagenav-mini h-left"><span class="b-icon b-icon__doc--gray"></span>`)
		for _, it := range Pager(n, n, 2) {
			if it.Gap {
				pages.WriteString(`<span>...</span>`)
				continue
			}
			fmt.Fprintf(&pages, `<a href="%s" class="pagenav-mini__page">%d</a>`, c.Href(s.ThreadURL(t, it.N)), it.N)
		}
		pages.WriteString(`</div>`)
	}
	sticky, cls := "", ""
	if t.Sticky {
		sticky, cls = `<span class="topic-prefix sticky">Sticky:</span> `, " sticky"
	}
	last := t.LastPost()
	return fmt.Sprintf(`<tr class="topic-item%s" data-node-id="%d">
<td class="cell-icon"><span class="vb-icon vb-icon-topic-read"></span></td>
<td class="cell-topic"><div class="topic-wrapper">%s<a href="%s" class="topic-title js-topic-title">%s</a>
<div class="topic-info h-clear">Started by %s, %s</div>%s</div></td>
<td class="cell-count"><div class="posts-count">%s replies</div><div class="views-count">%s views</div><div class="votes-count">%d likes</div></td>
<td class="cell-lastpost"><div class="lastpost-wrapper"><a href="%s" class="avatar h-left">%s</a><div class="lastpost-by">%s</div><div class="lastpost-date">%s <a href="%s" class="go-to-last-post"><span class="vb-icon vb-icon-circle-arrow-right" title="Go to last post"></span></a></div></div></td>
</tr>
`, cls, vb5TopicID(t), sticky, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), s.userLink(c, t.Author), vb5Time(c.W.Now, t.Posts[0].Time, "dateCreated"), pages.String(),
		vb5Num(len(t.Posts)-1), vb5Num(t.Views), int(Hash("vb5likes", t.ID)%12),
		c.Href(vb5MemberURL(last.Author)), vb5Avatar(c, last.Author, 32), s.userLink(c, last.Author), vb5Time(c.W.Now, last.Time, "dateModified"), c.Href(vb5PostURL(last)))
}

// vb5Filter is the conversation toolbar's filter overlay: radio buttons JavaScript applies.
const vb5Filter = `<form action="" method="post" class="toolbar-filter-overlay h-clearfix">
<ul class="filter-options-list">
<li><div class="filter-header">Sort By</div><div class="filter-options">
<label><input type="radio" name="filter_sort" value="lastcontent" checked="checked" class="js-default-checked" /><span>Latest Activity</span></label>
<label><input type="radio" name="filter_sort" value="created" /><span>Date Created</span></label>
<label><input type="radio" name="filter_sort" value="title" /><span>Title</span></label>
<label><input type="radio" name="filter_sort" value="replies" /><span>Most Replies</span></label>
</div></li>
<li><div class="filter-header">Time</div><div class="filter-options">
<label><input type="radio" name="filter_time" value="time_all" checked="checked" class="js-default-checked" /><span>All Time</span></label>
<label><input type="radio" name="filter_time" value="time_today" /><span>Today</span></label>
<label><input type="radio" name="filter_time" value="time_lastweek" /><span>Last Week</span></label>
<label><input type="radio" name="filter_time" value="time_lastmonth" /><span>Last Month</span></label>
</div></li>
<li><div class="filter-header">Show</div><div class="filter-options">
<label><input type="radio" name="filter_show" value="show_all" checked="checked" class="js-default-checked" /><span>All</span></label>
<label><input type="radio" name="filter_show" value="vBForum_Text" /><span>Discussions only</span></label>
<label><input type="radio" name="filter_show" value="vBForum_Gallery" /><span>Photos only</span></label>
<label><input type="radio" name="filter_show" value="vBForum_Poll" /><span>Polls only</span></label>
</div></li>
</ul>
</form>
`

func (s vb5Skin) channelPage(c *Ctx, d *vb5Tables, b *Board, ts []*Thread, page int, keep string) string {
	per := c.W.Shape.ThreadsPerPage
	base := d.boardPath[b]
	nav := s.pagenav(c, base, keep, page, b.Pages(per))
	var h strings.Builder
	if len(b.Children) > 0 {
		h.WriteString(`<div class="b-module canvas-widget default-widget forum-list-widget subforum-list-widget" id="widget_21" data-widget-id="21">
<div class="widget-header h-clearfix"><div class="module-title h-left"><h1 class="main-title js-main-title">Subforums</h1></div></div>
<div class="widget-content"><table class="forum-list-container">` + vb5ForumHead + "<tbody>\n" + s.forumRows(c, d, b.Children) + "</tbody></table></div>\n</div>\n")
	}
	fmt.Fprintf(&h, `<div class="b-module canvas-widget default-widget channel-content-widget forum-channel-content-widget widget-tabs" id="widget_22" data-widget-id="22" data-widget-instance-id="22">
<div class="widget-header h-clearfix"><div class="module-title h-left"><h1 class="main-title js-main-title hide-on-editmode">%s</h1><p class="channel-description">%s</p></div></div>
<div class="widget-content">
<div class="conversation-toolbar-wrapper top h-clear hide-on-editmode" data-allow-history="1">
<div class="conversation-toolbar">
<ul class="toolset-left"><li class="toolbar-new-topic"><a href="%s" class="b-button b-button--special js-button-new-topic">+ New Topic</a></li></ul>
<ul class="toolset-right"><li class="toolbar-filter toolbar-filter-top"><div class="filter-wrapper h-clearfix js-button" tabindex="0"><div class="label h-left">Filter</div><div class="arrow vb-icon-wrapper h-left"><span class="vb-icon vb-icon-triangle-down-wide"></span></div></div></li>
<li class="toolbar-pagenav">%s</li></ul>
</div>
%s</div>
<div id="topic-tab" class="tab widget-tabs-panel">
<table class="topic-list h-clear js-topic-list" data-channel-id="%d">
<thead><tr class="topic-list-header"><th class="cell-icon"></th><th class="cell-topic">Topics</th><th class="cell-count">Replies / Views</th><th class="cell-lastpost">Last Post</th></tr></thead>
<tbody>
`, Esc(b.Name), Esc(b.Description), c.Href("auth/login-form"), nav, vb5Filter, vb5ChanBase+nodeID(b))
	for _, t := range Page(ts, page, per) {
		h.WriteString(s.topicRow(c, t))
	}
	h.WriteString("</tbody>\n</table>\n</div>\n<div class=\"conversation-toolbar-wrapper bottom h-clear\"><div class=\"conversation-toolbar\"><ul class=\"toolset-right\"><li class=\"toolbar-pagenav\">" + nav + "</li></ul></div></div>\n</div>\n</div>\n")
	return s.frame(c, vb5Chrome{title: b.Name, canon: s.BoardURL(b, page), nav: "home", crumbs: s.crumbs(d, b.Category, b.Trail(), ""),
		node: vb5ChanBase + nodeID(b), feed: nodeID(b) + vb5ChanBase, page: page}, h.String())
}

func vb5Rank(u *User) string {
	switch {
	case u.Posts > 60:
		return "Senior Member"
	case u.Posts > 20:
		return "Member"
	}
	return "Junior Member"
}

func (s vb5Skin) post(c *Ctx, t *Thread, p *Post) string {
	u := p.Author
	n := vb5Node(p)
	title, kind := "", "b-post--text"
	if p.Index == 0 {
		title, kind = `<h2 class="b-post__title js-post-title b-post__hide-when-deleted">`+Esc(t.Title)+"</h2>\n", "b-post--first"
	}
	sig := ""
	if sg := signature(u); sg != "" {
		sig = `<div class="post-signature restore"><div class="h-clearfix">` + Esc(sg) + `</div></div>`
	}
	return fmt.Sprintf(`<li class="b-post js-post js-comment-entry__parent h-restore--on-preview %s" data-node-id="%d" data-node-publishdate="%d" itemscope itemtype="http://schema.org/DiscussionForumPosting" itemprop="%s">
<a id="post%d" class="anchor"></a>
<div class="l-row l-row__fixed--left">
<div class="l-col__fixed-3 l-col__small--full h-hide--on-preview">
<div class="b-userinfo b-post__hide-when-deleted" data-userid="%d" itemprop="author" itemscope itemtype="https://schema.org/Person">
<div class="b-avatar b-avatar--m b-avatar--thread"><a href="%s">%s</a></div>
<div class="b-userinfo__details">
<div class="author h-text-size--14"><strong><a href="%s" data-vbnamecard="%d" itemprop="url"><span itemprop="name">%s</span></a></strong></div>
<div class="b-userinfo__rank">%s</div>
<div class="b-userinfo__rank-icons"><span class="b-icon b-icon__rank"></span></div>
</div>
<ul class="b-userinfo__additional-info-block h-margin-top-xl">
<li class="b-userinfo__additional-info"><label>Join Date:</label> <span>%s</span></li>
<li class="b-userinfo__additional-info"><label>Posts:</label> <span>%s</span></li>
</ul>
</div>
</div>
<div class="l-col__flex-3">
<div class="b-post__body">
<div class="b-post__timestamp"><span class="h-hide-on-small">%s</span></div>
<div class="b-post__hide-when-deleted">
<div class="js-post__content-wrapper">
%s<div class="b-post__content js-post__content">
<div class="js-post__content-text restore h-wordwrap" itemprop="text">
%s</div>
</div>
%s</div>
</div>
<div class="b-post__footer h-hide--on-preview h-clear h-padding-bottom-m">
<div class="h-clearfix">
<hr class="b-divider b-divider--post-controls" />
<ul class="h-left js-post-info"><li class="b-post__count-item"><a href="%s" class="b-post__count js-show-post-link">#%d</a></li></ul>
<ul class="h-right js-post-controls b-comp-menu-horizontal js-comp-menu-horizontal js-comp-menu--dropdown-on-xsmall b-comp-menu-dropdown--inactive" data-node-id="%d">
<li class="b-post-control js-reply-control"><span class="b-icon b-icon__speech-double--gray b-post-control__icon"></span><span class="b-post-control__label">Reply</span></li>
<li class="b-post-control js-post-control__vote"><span class="b-icon b-icon__thumb-up--gray b-post-control__icon"></span><span class="b-post-control__label">Like</span></li>
</ul>
</div>
</div>
</div>
</div>
</div>
</li>
`, kind, n, p.Time.Unix(), map[bool]string{true: "mainEntity", false: "comment"}[p.Index == 0], n,
		u.ID, c.Href(vb5MemberURL(u)), vb5Avatar(c, u, 80), c.Href(vb5MemberURL(u)), u.ID, Esc(u.Name), vb5Rank(u),
		u.Joined.Format("Jan 2006"), vb5Num(u.Posts), vb5Time(c.W.Now, p.Time, "dateCreated"),
		title, Paras(p.Body, "", "<br />\n<br />\n"), sig, c.Href(vb5PostURL(p)), p.Index+1, n)
}

func (s vb5Skin) topicPage(c *Ctx, d *vb5Tables, t *Thread, page int) string {
	per := c.W.Shape.PostsPerPage
	nav := s.pagenav(c, vb5TopicBase(t), "", page, t.Pages(per))
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="b-module canvas-widget default-widget conversation-content-widget forum-conversation-content-widget widget-tabs widget-no-border widget-no-header" id="widget_30" data-widget-id="30" data-widget-instance-id="30" data-node-id="%d">
<div class="conversation-status-messages"></div>
<div class="widget-header h-clearfix"><div class="module-title h-left"><h1 class="main-title js-main-title hide-on-editmode">%s</h1></div></div>
<div class="widget-content">
<div class="conversation-toolbar-wrapper top h-clear">
<div class="conversation-toolbar">
<ul class="toolset-left"><li><a href="%s" class="b-button b-button--primary js-post-reply-btn">Reply</a></li></ul>
<ul class="toolset-right"><li class="toolbar-pagenav">%s</li></ul>
</div>
</div>
<div id="thread-view-tab" class="conversation-view conversation-thread-view">
<ul class="conversation-list list-container h-clearfix thread-view">
`, vb5TopicID(t), Esc(t.Title), c.Href("auth/login-form"), nav)
	for _, p := range Page(t.Posts, page, per) {
		h.WriteString(s.post(c, t, p))
	}
	h.WriteString("</ul>\n</div>\n<div class=\"conversation-toolbar-wrapper bottom h-clear\"><div class=\"conversation-toolbar\"><ul class=\"toolset-right\"><li class=\"toolbar-pagenav\">" + nav + "</li></ul></div></div>\n")
	h.WriteString(`<div class="conversation-quick-reply"><p class="h-align-center">Please <a href="` + c.Href("auth/login-form") + `">log in</a> or <a href="` + c.Href(s.registerURL(c)) + `">sign up</a> to reply.</p></div>` + "\n</div>\n</div>\n")
	return s.frame(c, vb5Chrome{title: t.Title, canon: s.ThreadURL(t, page), nav: "home", crumbs: s.crumbs(d, t.Board.Category, t.Board.Trail(), t.Title),
		node: vb5TopicID(t), feed: vb5ChanBase + nodeID(t.Board), page: page, desc: clip(strings.Join(t.Posts[0].Body, " "), 160)}, h.String())
}

// activity is a list of posts as the profile's Activities tab and search results show them.
func (s vb5Skin) activity(c *Ctx, posts []*Post) string {
	var h strings.Builder
	h.WriteString(`<ul class="conversation-list list-container stream-view activity-view h-clearfix">` + "\n")
	for _, p := range posts {
		t := p.Thread
		what, target := "replied to a topic", vb5PostURL(p)
		if p.Index == 0 {
			what, target = "started a topic", s.ThreadURL(t, 1)
		}
		fmt.Fprintf(&h, `<li data-node-id="%d" class="b-post js-post list-item list-item-text h-left h-clear">
<div class="list-item-header h-left"><a href="%s" class="avatar h-left">%s</a>
<div class="post-header h-left"><div class="post-action-wrapper ellipsis multiline"><a href="%s" class="user-profile author">%s</a> %s <a href="%s" class="b-post__stream-post-title starter">%s</a></div>
<div class="channel-info ellipsis">in <a href="%s" class="ellipsis">%s</a></div></div>
<div class="info h-right"><span class="post-date h-left">%s</span></div></div>
<div class="js-post__content-wrapper list-item-body-wrapper h-clear"><div class="js-post__content list-item-body conversation-body"><div class="post-content restore js-post__content-text h-wordwrap">%s</div>
<div class="post-links"><a href="%s" class="goto-post">Go to post</a></div></div></div>
</li>
`, vb5Node(p), c.Href(vb5MemberURL(p.Author)), vb5Avatar(c, p.Author, 48), c.Href(vb5MemberURL(p.Author)), Esc(p.Author.Name), what, c.Href(target), Esc(t.Title),
			c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), vb5Time(c.W.Now, p.Time, "dateCreated"), Esc(clip(strings.Join(p.Body, " "), 240)), c.Href(vb5PostURL(p)))
	}
	h.WriteString("</ul>\n")
	return h.String()
}

func (s vb5Skin) profile(c *Ctx, d *vb5Tables, u *User) string {
	posts := d.posts[u]
	return fmt.Sprintf(`<div class="canvas-layout-row has-columns l-row">
<div class="l-narrow-column canvas-widget-list section-0 l-col__fixed-6 l-col__small--full">
<div class="b-module canvas-widget default-widget profile-sidebar-widget widget-no-border widget-no-header profileSidebar" id="widget_39" data-widget-id="80">
<div class="widget-content profile_sidebar_content"><div class="profileContainer h-padding-l">
<div class="profile-photo-wrapper h-align-center">%s</div>
<div class="profile-acct"><div class="username">%s <span class="online-status offline" title="%s is offline"><span class="vb-icon vb-icon-status-offline"></span></span></div><div class="usertitle">%s</div></div>
<div class="profile-info-item"><label>Joined</label> %s</div>
<div class="profile-info-item"><label>Last Activity</label> %s</div>
<ul class="profile-counts"><li><a href="%s"><span class="count">%d</span> Following</a></li><li><a href="%s"><span class="count">%d</span> Followers</a></li></ul>
<div class="profile-info-item"><a href="%s">Find latest posts</a></div>
</div></div>
</div>
</div>
<div class="canvas-widget-list section-1 l-col__flex-6 l-col__small--full">
<div class="b-module canvas-widget default-widget profile-widget widget-no-border widget-no-header" id="widget_40" data-widget-id="78" data-widget-default-tab="#activities-tab">
<div class="widget-content"><div class="profile-container h-clearfix">
<div class="tabs profileTabs widget-tabs ui-tabs" id="profileTabs">
<ul class="widget-tabs-nav profile-tabs-nav ui-tabs-nav" data-allow-history="1">
<li class="ui-tabs-active"><a href="#activities-tab" data-url-path="activities">Activities</a></li>
<li><a href="#about-tab" data-url-path="about">About</a></li>
<li><a href="#media-tab" data-url-path="media">Media</a></li>
</ul>
<div id="activities-tab" class="tab activities-tab widget-tabs-panel h-clearfix">%s</div>
<div id="about-tab" class="tab about-tab widget-tabs-panel h-clearfix h-hide"><div class="js-profile-about-container" data-user-id="%d"><p>%s</p></div></div>
<div id="media-tab" class="tab media-tab widget-tabs-panel h-clearfix h-hide"><div class="js-profile-media-container" data-user-id="%d" data-perpage="15"></div></div>
</div>
</div></div>
</div>
</div>
</div>
`, vb5Avatar(c, u, 200), Esc(u.Name), Esc(u.Name), vb5Rank(u), u.Joined.Format("01-02-2006"), vb5DateTime(c.W.Now, c.W.Now.Add(-time.Duration(Hash("vb5seen", u.ID)%500)*time.Hour)),
		c.Href(vb5MemberURL(u)+"/subscriptions"), len(u.Contacts), c.Href(vb5MemberURL(u)+"/subscribers"), int(Hash("vb5fans", u.ID)%9),
		c.Href(vb5AuthorSearch(u)), s.activity(c, posts[:min(10, len(posts))]), u.ID, Esc(u.Bio), u.ID)
}

// subscriptions lists whom a member follows, or (subscribers) who follows them.
func (s vb5Skin) subscriptions(c *Ctx, d *vb5Tables, u *User, tab string) string {
	users := u.Contacts
	title := "Following"
	if tab == "subscribers" {
		title = "Followers"
		users = nil
		for _, o := range c.W.Users {
			for _, x := range o.Contacts {
				if x == u {
					users = append(users, o)
				}
			}
		}
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="b-module canvas-widget default-widget subscriptions-widget"><div class="widget-header h-clearfix"><h1 class="main-title">%s: %s</h1><a href="%s">Back to profile</a></div><div class="widget-content"><ul class="subscriptions-list">`, Esc(u.Name), title, c.Href(vb5MemberURL(u)))
	for _, o := range users {
		fmt.Fprintf(&h, `<li class="subscription-item h-clearfix"><a href="%s" class="avatar">%s</a> %s <span class="usertitle">%s</span></li>`, c.Href(vb5MemberURL(o)), vb5Avatar(c, o, 48), s.userLink(c, o), vb5Rank(o))
	}
	if len(users) == 0 {
		h.WriteString(`<li class="no-subscriptions">There are no users to display.</li>`)
	}
	h.WriteString("</ul></div></div>\n")
	return h.String()
}

func (s vb5Skin) memberList(c *Ctx, d *vb5Tables, page int) Response {
	users := vb5SortedUsers(c.W.Users)
	total := pageCount(len(users), vb5Members)
	if page < 1 || page > total {
		return s.notFound(c)
	}
	var h strings.Builder
	h.WriteString(`<div class="b-module canvas-widget default-widget memberlist-widget"><div class="widget-header h-clearfix"><h1 class="main-title">Member List</h1></div><div class="widget-content">
<table class="memberlist-table"><thead><tr><th class="username">User Name</th><th class="usertitle">Title</th><th class="joindate">Join Date</th><th class="posts">Posts</th><th class="lastvisit">Last Activity</th></tr></thead><tbody>
`)
	for _, u := range Page(users, page, vb5Members) {
		fmt.Fprintf(&h, `<tr><td class="username"><a href="%s" class="avatar">%s</a> %s</td><td class="usertitle">%s</td><td class="joindate">%s</td><td class="posts">%s</td><td class="lastvisit">%s</td></tr>
`, c.Href(vb5MemberURL(u)), vb5Avatar(c, u, 32), s.userLink(c, u), vb5Rank(u), u.Joined.Format("01-02-2006"), vb5Num(u.Posts), vb5DateTime(c.W.Now, c.W.Now.Add(-time.Duration(Hash("vb5seen", u.ID)%500)*time.Hour)))
	}
	h.WriteString("</tbody></table>\n" + s.pagenav(c, "memberlist", "", page, total) + "</div></div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, vb5Chrome{title: "Member List", canon: vb5Paged("memberlist", page), nav: "memberlist", crumbs: []vb5Crumb{{"Member List", ""}}}, h.String()))
}

// vb5SortedUsers is the member list's order: by user name.
func vb5SortedUsers(us []*User) []*User {
	out := slices.Clone(us)
	slices.SortStableFunc(out, func(a, b *User) int { return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)) })
	return out
}

// search answers searchJSON queries: the navigation's activity searches and a member's topics.
func (s vb5Skin) search(c *Ctx, d *vb5Tables) Response {
	j := c.Query.Get("searchJSON")
	if j == "" {
		return c.Page(Info{Type: TypeOther}, s.frame(c, vb5Chrome{title: "Advanced Search", canon: "advanced_search"}, s.form(c, "Advanced Search", "search")))
	}
	var posts []*Post
	title := "Search Results"
	w := c.W
	switch {
	case j == vb5TodaysPosts, j == vb5NewTopics:
		title = map[bool]string{true: "Today's Posts", false: "New Topics"}[j == vb5TodaysPosts]
		for _, t := range firstN(w.ThreadsByActivity(), 20, func(*Thread) bool { return true }) {
			posts = append(posts, t.LastPost())
		}
	case strings.HasPrefix(j, `{"authorid":`):
		var id int
		fmt.Sscanf(j, `{"authorid":%d`, &id)
		u := w.User(id)
		if u == nil {
			return s.notFound(c)
		}
		ps := d.posts[u]
		posts = ps[:min(20, len(ps))]
	default:
		title = "No Results Found"
	}
	body := fmt.Sprintf(`<div class="b-module canvas-widget default-widget search-results-widget"><div class="widget-header h-clearfix"><h1 class="main-title">%s</h1><div class="search-result-count">%d results</div></div><div class="widget-content">%s</div></div>`, Esc(title), len(posts), s.activity(c, posts))
	return c.Page(Info{Type: TypeOther}, s.frame(c, vb5Chrome{title: title, canon: "search", nav: map[bool]string{true: "today", false: "new"}[j == vb5TodaysPosts], crumbs: []vb5Crumb{{"Search", ""}}}, body))
}

func (s vb5Skin) form(c *Ctx, title, action string) string {
	return fmt.Sprintf(`<div class="b-module canvas-widget default-widget form-widget"><div class="widget-header h-clearfix"><h1 class="main-title">%s</h1></div><div class="widget-content"><form method="post" action="%s" class="b-form"><div class="b-form-row"><label for="f_q">%s</label><input type="text" id="f_q" name="q" class="b-form-input__input" /></div><div class="b-button-group"><button type="submit" class="b-button b-button--primary">Submit</button></div></form></div></div>`,
		Esc(title), c.Href(action), Esc(title))
}

func (s vb5Skin) static(c *Ctx, d *vb5Tables, path string) string {
	title := vb5Static[path].title
	switch path {
	case "online":
		var h strings.Builder
		h.WriteString(`<div class="b-module canvas-widget default-widget online-widget"><div class="widget-header h-clearfix"><h1 class="main-title">Who's Online</h1></div><div class="widget-content"><table class="online-list"><tbody>`)
		for i := range 12 {
			u := c.W.Users[int(Hash("vb5onl", i)%uint64(len(c.W.Users)))]
			t := c.W.Threads[int(Hash("vb5onlt", i)%uint64(len(c.W.Threads)))]
			fmt.Fprintf(&h, `<tr><td>%s</td><td>Viewing topic <a href="%s">%s</a></td></tr>`, s.userLink(c, u), c.Href(s.ThreadURL(t, 1)), Esc(t.Title))
		}
		h.WriteString(`</tbody></table></div></div>`)
		return h.String()
	case "advanced_search", "lostpw", "contact-us":
		return s.form(c, title, path)
	case "auth/login-form":
		return fmt.Sprintf(`<div class="b-module canvas-widget default-widget login-widget"><div class="widget-header h-clearfix"><h1 class="main-title">Log in</h1></div><div class="widget-content"><form action="%s" method="post" class="js-login-form-main"><input type="text" name="username" placeholder="User Name" /><input type="password" name="password" placeholder="Password" /><label><input type="checkbox" name="rememberme" /> Remember me</label><button type="submit" class="b-button b-button--primary">Log in</button><a href="%s">Forgot password or user name?</a></form><p>Don't have an account? <a href="%s">Sign Up</a></p></div></div>`,
			c.Href("auth/login"), c.Href("lostpw"), c.Href(s.registerURL(c)))
	}
	return `<div class="b-module canvas-widget default-widget"><div class="widget-header h-clearfix"><h1 class="main-title">` + Esc(title) + `</h1></div><div class="widget-content"><p>` + Esc(c.W.Users[0].Bio) + `</p></div></div>`
}

// registerURL is the Sign Up link: the registration form with the current URL, base64 encoded, to return to.
func (s vb5Skin) registerURL(c *Ctx) string {
	here := c.Pkg.Mount + c.Path
	if c.RawQuery != "" {
		here += "?" + c.RawQuery
	}
	return "register?urlpath=" + url.QueryEscape(base64.StdEncoding.EncodeToString([]byte(here)))
}

// vb5Chrome is what the page frame needs to know about a page.
type vb5Chrome struct {
	title  string
	canon  string // mount-relative canonical URL
	nav    string // the active navigation item
	crumbs []vb5Crumb
	node   int    // pageData's nodeid/channelid
	feed   int    // channel node id of the channel's RSS feed, 0 for none
	page   int    // pageData's pagenum
	desc   string // meta description
	home   bool   // the home page: no breadcrumbs
}

type vb5Crumb struct{ name, href string }

// frame is the default style's page: header with the logo, search and login,
// the navigation tabs, breadcrumbs, content, footer.
func (s vb5Skin) frame(c *Ctx, ch vb5Chrome, content string) string {
	m := c.Pkg.Mount
	var head strings.Builder
	if ch.canon != "" || ch.home {
		fmt.Fprintf(&head, "<link rel=\"canonical\" href=\"%s\" />\n", c.Href(ch.canon))
	}
	fmt.Fprintf(&head, "<link rel=\"alternate\" title=\"%s\" type=\"application/rss+xml\" href=\"%s\" />\n", vb5Site, c.Href("external?type=rss2"))
	if ch.feed != 0 {
		fmt.Fprintf(&head, "<link rel=\"alternate\" title=\"%s -- %s\" type=\"application/rss+xml\" href=\"%s\" />\n", vb5Site, Esc(ch.title), c.Href(fmt.Sprintf("external?type=rss2&nodeid=%d", ch.feed)))
	}
	desc := ch.desc
	if desc == "" {
		desc = "Riverside Makers Forum: workshops, tools and projects."
	}
	active := func(item string) string {
		if ch.nav == item {
			return " selected"
		}
		return ""
	}
	var crumbs strings.Builder
	if !ch.home {
		crumbs.WriteString(`<div id="breadcrumbs" class="breadcrumbs"><ul class="h-clearfix" itemscope itemtype="https://schema.org/BreadcrumbList">` + "\n")
		fmt.Fprintf(&crumbs, `<li class="crumb ellipsis"><a class="crumb-link h-flex-valign-center" href="%s"><span class="vb-icon vb-icon-home" title="Home"></span><span class="h-hide-imp">Home</span></a></li>`+"\n", c.Href(""))
		for i, cr := range ch.crumbs {
			if cr.href == "" {
				fmt.Fprintf(&crumbs, `<li class="crumb ellipsis" itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><span class="b-icon b-icon__chevron-right--gray separator"></span><span itemprop="name">%s</span><meta itemprop="position" content="%d" /></li>`+"\n", Esc(cr.name), i+1)
				continue
			}
			fmt.Fprintf(&crumbs, `<li class="crumb ellipsis" itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><span class="b-icon b-icon__chevron-right--gray separator"></span><a class="crumb-link" href="%s" itemprop="item"><span itemprop="name">%s</span></a><meta itemprop="position" content="%d" /></li>`+"\n", c.Href(cr.href), Esc(cr.name), i+1)
		}
		crumbs.WriteString("</ul></div>\n")
	}
	title := ch.title
	if !ch.home {
		title += " - " + vb5Site
	}
	page := max(ch.page, 1)
	reg := c.Href(s.registerURL(c))
	return fmt.Sprintf(`<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="en-US" id="vbulletin" class="">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<base href="%s" />
<link rel="Shortcut Icon" href="%sfavicon.ico" type="image/x-icon" />
<meta name="generator" content="vBulletin %s" />
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
<link rel="stylesheet" type="text/css" href="%scss.php?styleid=22&amp;td=ltr&amp;sheet=css_reset.css,css_unreset.css,css_utilities.css&amp;ts=1697049213" />
<link rel="stylesheet" type="text/css" href="%scss.php?styleid=22&amp;td=ltr&amp;sheet=css_imgareaselect-animated.css,css_jquery-ui-1_12_1_custom.css,css_jquery_qtip.css,css_jquery_selectBox.css,css_jquery_fileupload.css,css_fonts_fontawesome.css,css_global.css&amp;ts=1697049213" />
<script type="text/javascript">
	if (location.hash) { document.write('<style type="text/css"> a.anchor { display:none;} <\/style>'); }
	var uploadUrlTarget = "%suploader/url";
	var pageData = {
		"baseurl": "%s",
		"baseurl_path": "%s",
		"baseurl_core": "%score",
		"baseurl_pmchat": "%spmchat/chat",
		"pageid": "%d",
		"pagetemplateid": "%d",
		"channelid": "%d",
		"pagenum": "%d",
		"phrasedate": "1697049213",
		"optionsdate": "1697049214",
		"nodeid": "%d",
		"userid": "0",
		"username": "Guest",
		"musername": "Guest",
		"user_startofweek": "1",
		"user_lang_pickerdateformatoverride": "",
		"user_editorstate": "",
		"textDirLeft": "left",
		"textDirRight": "right",
		"textdirection": "ltr",
		"can_use_sitebuilder": "",
		"cookie_prefix": "bb",
		"cookie_path": "/",
		"cookie_domain": "",
		"inlinemod_cookie_name": "inlinemod_nodes",
		"pmchat_enabled": "0",
		"securitytoken": "guest",
		"languageid": "1",
		"threadmarking": "2",
		"lastvisit": "%d",
		"timenow": "%d",
		"simpleversion": "v=569"
	};
</script>
%s<title>%s</title>
<meta name="description" content="%s" />
%s</head>
<body id="vb-page-body" class="l-desktop page%d vb-page view-mode logged-out" itemscope itemtype="http://schema.org/WebPage" data-usergroupid="1" data-styleid="22">
<a id="top" class="anchor"></a>
<div id="outer-wrapper">
<div id="wrapper">
<div id="header-axd" class="header-edit-box axdnum_1 h-clearfix"><div class="axd-container axd-container_header"><div class="axd axd_header"></div></div></div>
<div id="header" class="noselect">
<div class="header-cell">
<div class="site-logo header-edit-box"><a href="%s"><img src="%simages/misc/vbulletin5_logo.png" data-orig-src="images/misc/vbulletin5_logo.png" alt="Logo" title="Powered by vBulletin" /></a></div>
</div>
<div class="toolbar">
<ul class="h-right">
<li class="search-container">
<form id="searchForm" action="%s" class="h-left" method="GET">
<div class="h-left"><div class="search-box h-clearfix"><div class="search-term-container">
<input type="text" name="q" id="q" placeholder="Search" class="search-term b-form-input__input b-form-input__input--shadow" autocomplete="off" />
<div class="search-menu-container h-clearfix"><div class="vertical-divider-left"></div>
<div class="b-comp-menu-dropdown js-comp-menu-dropdown b-comp-menu-dropdown--headerbar b-comp-menu-dropdown--direction-down" id="searchPopupMenu">
<ul class="b-comp-menu-dropdown__content js-comp-menu-dropdown__content b-comp-menu-dropdown__content--right">
<li class="b-comp-menu-dropdown__content-item js-comp-menu-dropdown__content-maintain-menu b-comp-menu-dropdown__content-item--no-hover"><label><input type="checkbox" name="searchFields[title_only]" class="searchFields_title_only" value="1" /> Search in titles only</label></li>
<li class="b-comp-menu-dropdown__content-item b-comp-menu-dropdown__content-item--last"><a href="%s" class="adv-search-btn">Advanced Search</a></li>
</ul></div></div>
</div><button type="submit" id="btnSearch" class="search-btn" title="Search"><span class="b-icon b-icon__search"></span></button></div></div>
<input type="hidden" name="searchJSON" value="" />
</form>
</li>
<li id="idLoginBtn" class="h-left" data-account-on-logged-out="1">
<div class="b-comp-menu-dropdown b-comp-menu-dropdown--headerbar js-comp-menu-dropdown js-login-menu" id="loginPopupMenu">
<div class="b-comp-menu-dropdown__trigger js-comp-menu-dropdown__trigger"><a href="%s" class="b-top-menu__item-link">Log in</a></div>
<ul class="b-comp-menu-dropdown__content js-comp-menu-dropdown__content">
<li class="b-comp-menu-dropdown__content-item js-comp-menu-dropdown__content-maintain-menu">
<form action="%s" method="post" class="h-clearfix js-login-form-main">
<div class="login-fieldset table"><div class="tr"><span class="td"><input type="text" name="username" value="" class="js-login-username b-form-input__input" placeholder="User Name" autocomplete="username" /></span></div>
<div class="tr"><span class="td"><input type="password" autocomplete="current-password" name="password" class="js-login-password b-form-input__input" placeholder="Password" /></span></div></div>
<div class="secondary-controls h-left h-clear-left h-margin-top-s"><label><input type="checkbox" name="rememberme" /> Remember me</label></div>
<div class="primary-controls h-right h-clear-right h-margin-top-s"><button type="submit" class="js-login-button b-button b-button--primary">Log in</button></div>
<div class="secondary-controls h-left h-clear-left"><a href="%s" class="b-link lost-password-link">Forgot password or user name?</a></div>
</form>
</li>
<li class="b-comp-menu-dropdown__content-item b-comp-menu-dropdown__content-item--no-hover"><div class="h-align-center">Don't have an account? <a href="%s" target="_top">Sign Up</a></div></li>
</ul>
</div>
</li>
</ul>
</div>
</div>
<div id="channel-tabbar" class="h-clearfix">
<ul class="channel-tabbar-list h-left b-comp-menu-horizontal js-comp-menu-horizontal">
<li class="%s"><a href="%s" class="h-left navbar_home">Home</a></li>
<li class="%s"><a href="%s" class="h-left navbar_blogs">Blogs</a></li>
<li class="%s"><a href="%s" class="h-left navbar_articles">Articles</a></li>
<li class="%s"><a href="%s" class="h-left navbar_groups">Groups</a></li>
</ul>
</div>
<div id="channel-subtabbar" class="h-clearfix">
<ul class="h-left channel-subtabbar-list">
<li class="%s"><a href="%s" class="navbar_new_topics">New Topics</a></li>
<li class="%s"><a href="%s" class="navbar_todays_posts">Today's Posts</a></li>
<li class="%s"><a href="%s" class="navbar_member_list">Member List</a></li>
<li class="%s"><a href="%s" class="navbar_calendar">Calendar</a></li>
</ul>
</div>
%s<div id="content">
<div class="canvas-layout-container js-canvas-layout-container">
<div id="canvas-layout-full" class="canvas-layout" data-layout-id="1">
<div class="canvas-layout-row l-row no-columns h-clearfix">
<div class="canvas-widget-list section-0 js-sectiontype-global_after_breadcrumb h-clearfix"></div>
%s
</div>
</div>
</div>
</div>
</div>
<div id="footer">
<div id="footer-tabbar" class="h-clearfix"><ul class="h-right footer-tabbar-list">
<li><a href="%s" class="navbar_help">Help</a></li>
<li><a href="%s" class="navbar_contact_us">Contact Us</a></li>
<li><a href="#top" class="navbar_go_to_top js-footer-go-to-top">Go to top</a></li>
</ul></div>
<div id="footer-copyright">
<div id="footer-user-copyright">%s</div>
<div id="footer-vb-copyright">Powered by <a href="https://www.vbulletin.com" id="vbulletinlink">vBulletin&reg;</a> Version %s <br />Copyright &copy; 2026 MH Sub I, LLC dba vBulletin. All rights reserved.</div>
<div id="footer-current-datetime">All times are GMT. This page was generated at %s.</div>
</div>
</div>
</div>
<div id="loading-indicator" class="js-loading-indicator b-ajax-loading-indicator h-hide"><span>Working...</span></div>
%s<script type="text/javascript" src="%sjs/jquery/jquery-3.5.1.min.js"></script>
<script type="text/javascript" src="%sjs/js-sprite/global.js?v=569"></script>
</body>
</html>
`, c.Href(""), m, vb5Version, m, m,
		m, m, m, m, m, 10+ch.node%7, 1+ch.node%5, ch.node, page, ch.node, c.W.Now.Add(-90*time.Minute).Unix(), c.W.Now.Unix(),
		c.Styles(12), Esc(title), Esc(desc), head.String(), page,
		c.Href(""), m,
		c.Href("search"), c.Href("advanced_search"),
		c.Href("auth/login-form"), c.Href("auth/login"), c.Href("lostpw"), reg,
		strings.TrimSpace(active("home")), c.Href(""), strings.TrimSpace(active("blogs")), c.Href("blogs"), strings.TrimSpace(active("articles")), c.Href("articles"), strings.TrimSpace(active("groups")), c.Href("social-groups"),
		strings.TrimSpace(active("new")), c.Href(vb5SearchURL(vb5NewTopics)), strings.TrimSpace(active("today")), c.Href(vb5SearchURL(vb5TodaysPosts)),
		strings.TrimSpace(active("memberlist")), c.Href("memberlist"), strings.TrimSpace(active("calendar")), c.Href("calendar"),
		crumbs.String(), content,
		c.Href("help"), c.Href("contact-us"), vb5Site, vb5Version, c.W.Now.Format("03:04 PM"),
		c.Scripts(10), m, m)
}
