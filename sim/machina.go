package sim

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"focus/sim/text"
)

// django-machina 1.x (ellmetha/django-machina, the Django forum application)
// with its board theme, mounted at /forum/ in a Django project whose own
// sign-in and sign-up pages live beside it under the same prefix, as a guest
// sees it. No session ids (Django keeps sessions in cookies), no robots.txt
// (machina ships none).
//
// Machina's forums form one tree: each farm category is a category forum at
// the top level, each board a default ("post") forum below it and each
// sub-board a forum below that. Forum ids follow the tree in display order,
// categories and forums sharing one sequence, as an admin creates them; topics
// and posts are numbered in posting order (their database ids). Slugs are
// Django's slugify of the names (allow_unicode). The admin has granted guests
// the right to see and read every forum and nothing more, so no "New topic",
// "Post reply" or "Subscribe" button shows; the actions themselves answer a
// guest with machina's PermissionRequiredMixin (or Django's
// LoginRequiredMixin): a 302 to LOGIN_URL with ?next= the request's full path.
//
// The board index (forum:index, the application's root) lists each category's
// panel, its forums' rows and their sub-forums inline: it is the entry page,
// the one page every forum and category is linked from. A category's page
// lists its forums only; a forum's page shows its sub-forums above its topics,
// 20 a page (MACHINA_FORUM_TOPICS_NUMBER_PER_PAGE), stickies first, then by
// last post. A topic shows 15 posts a page (MACHINA_TOPIC_POSTS_NUMBER_PER_PAGE).
// Both page with Django's ListView by ?page=N: page 1 is the bare URL and
// ?page=1 renders it too, ?page=last the last page, anything else that is no
// page a 404. The pagination partial links every page as the relative
// "?page=N" (page 1 included), the disabled arrows as "" and the gaps as "#" or
// "". Topic rows carry an inline list of the first pages and the last one.
// Each post's pilcrow, every "last post" arrow and the profiles' post lists
// link forum_conversation:topic with ?post=PID#PID: TopicView renders (200)
// the page holding that post. The index's and a parent forum's rows build
// that link from the row's own forum, so a sub-forum's last post comes under
// its parent's path; TopicView and ForumView look up their object by pk alone,
// whatever the slugs (and forum) in the path. URL scheme (paths end in "/";
// without it Django's APPEND_SLASH answers 301 to the slashed path):
//
//	"" (the mount)                            entry: the board index
//	forum/SLUG-ID/                            a category: its forums (index, no board)
//	forum/SLUG-ID/[?page=N]                   a forum: sub-forums, then its topics (index)
//	forum/FSLUG-FID/topic/SLUG-ID/[?page=N]   a topic, 15 posts a page (thread)
//	forum/FSLUG-FID/topic/SLUG-ID/?post=PID   the page holding post PID (thread, under that page's URL)
//	forum/F-ID/topic/create/, forum/F-ID/topic/T-ID/update/, .../post/create/, .../PID/post/update/,
//	.../PID/post/delete/, member/profile/edit/, member/subscriptions/, member/topic/ID/subscribe/,
//	member/topic/ID/unsubscribe/, tracking/unread-topics/, tracking/mark/forums/[ID/],
//	tracking/mark/forum/ID/topics/, moderation/queue/   302 to accounts/login/?next=PATH (other)
//	member/profile/ID/                        a member's profile, 15 recent posts (other)
//	member/profile/ID/posts/[?page=N]         a member's posts, 15 a page (other)
//	feeds/topics/, feeds/forum/SLUG-ID/topics/[all/]   RSS of the latest topics (other)
//	search/[?q=WORD]                          the search form and its results (other)
//	accounts/login/, accounts/register/       the project's forms (other)
//	an unknown forum, topic, member or page   404, Django's page
func machina() *Package {
	return &Package{
		Name: "machina", Software: "django-machina 1.9 (board theme)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.3, Threads: [2]int{8, 42},
			Posts: [2]int{1, 28}, LongThreadChance: 0.07, ThreadsPerPage: mcTopicsPer, PostsPerPage: mcPostsPer, Users: 70,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.05},
		Mount: "/forum/", Seed: 9967, Unseen: true,
		Skin: mcSkin{},
	}
}

// mcSkin renders machina's board theme.
type mcSkin struct{}

const (
	mcSite       = "Fernhill Community Forum" // MACHINA_FORUM_NAME
	mcTopicsPer  = 20                         // MACHINA_FORUM_TOPICS_NUMBER_PER_PAGE
	mcPostsPer   = 15                         // MACHINA_TOPIC_POSTS_NUMBER_PER_PAGE
	mcProfilePer = 15                         // MACHINA_PROFILE_POSTS_NUMBER_PER_PAGE
	mcRecentN    = 15                         // MACHINA_PROFILE_RECENT_POSTS_NUMBER
	mcFeedN      = 15                         // items a topics feed carries
	mcSearchN    = 20                         // results a search page shows
	mcLogin      = "accounts/login/"          // the project's LOGIN_URL
)

// mcTables are what the skin derives from a world.
type mcTables struct {
	o       idOrder
	fslug   map[*Board]string
	cslug   map[*Category]string
	tslug   map[*Thread]string
	boards  map[int]*Board    // forum id -> board
	cats    map[int]*Category // forum id -> category
	started map[*User]int
	byLast  []*Thread // every topic, newest last post first (feeds, search)
}

func mcTab(w *World) *mcTables {
	return w.Derived("machina", func() any {
		d := &mcTables{o: newIDOrder(w), fslug: map[*Board]string{}, cslug: map[*Category]string{}, tslug: map[*Thread]string{},
			boards: map[int]*Board{}, cats: map[int]*Category{}, started: map[*User]int{}}
		for _, cat := range w.Categories {
			d.cslug[cat] = mcSlug(cat.Name, "category")
			d.cats[catNodeID(cat)] = cat
		}
		for _, b := range w.Boards {
			d.fslug[b] = mcSlug(b.Name, "forum")
			d.boards[nodeID(b)] = b
		}
		for _, t := range w.Threads {
			d.tslug[t] = mcSlug(t.Title, "topic")
			d.started[t.Author]++
		}
		d.byLast = w.ThreadsByActivity()
		return d
	}).(*mcTables)
}

// mcSlug is Django's slugify (djangoSlug), uncut. A name with nothing left
// takes fallback, as an empty slug would leave its URL unbuildable.
func mcSlug(s, fallback string) string {
	if sl := djangoSlug(s); sl != "" {
		return sl
	}
	return fallback
}

// mcSlugPK reads a "<str:slug>-<int:pk>" segment: the greedy [^/]+ leaves the
// last hyphen and its digits to the pk.
func mcSlugPK(seg string) (string, int, bool) {
	i := strings.LastIndexByte(seg, '-')
	if i < 1 || !mcDigits(seg[i+1:]) {
		return "", 0, false
	}
	n, err := strconv.Atoi(seg[i+1:])
	return seg[:i], n, err == nil
}

// mcDigits is the int converter's [0-9]+.
func mcDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

func (mcSkin) Entry() string { return "" }

func (mcSkin) BoardURL(b *Board, p int) string {
	u := mcForumURL(mcTab(b.World), b)
	if p > 1 {
		u += fmt.Sprintf("?page=%d", p)
	}
	return u
}

func (mcSkin) ThreadURL(t *Thread, p int) string {
	d := mcTab(t.Board.World)
	u := mcTopicURL(d, t.Board, t)
	if p > 1 {
		u += fmt.Sprintf("?page=%d", p)
	}
	return u
}

func mcForumURL(d *mcTables, b *Board) string {
	return fmt.Sprintf("forum/%s-%d/", d.fslug[b], nodeID(b))
}

func mcCatURL(d *mcTables, cat *Category) string {
	return fmt.Sprintf("forum/%s-%d/", d.cslug[cat], catNodeID(cat))
}

// mcTopicURL is forum_conversation:topic built with forum f's slug and pk,
// which need not be the topic's own forum.
func mcTopicURL(d *mcTables, f *Board, t *Thread) string {
	return fmt.Sprintf("%stopic/%s-%d/", mcForumURL(d, f), d.tslug[t], d.o.threadID[t])
}

// mcPostURL is a post's link: its topic under forum f, ?post=PID#PID.
func mcPostURL(d *mcTables, f *Board, p *Post) string {
	id := d.o.postID[p]
	return fmt.Sprintf("%s?post=%d#%d", mcTopicURL(d, f, p.Thread), id, id)
}

func mcProfileURL(u *User) string { return fmt.Sprintf("member/profile/%d/", u.ID) }

func mcFeedURL(d *mcTables, b *Board) string {
	return fmt.Sprintf("feeds/forum/%s-%d/topics/all/", d.fslug[b], nodeID(b))
}

// mcSubject is a post's subject: the topic's for its first post, "Re: " and
// the topic's for a reply (MACHINA_TOPIC_ANSWER_SUBJECT_PREFIX).
func mcSubject(p *Post) string {
	if p.Index == 0 {
		return p.Thread.Title
	}
	return "Re: " + p.Thread.Title
}

// mcPageNumber is ListView.paginate_queryset's page: the last ?page value,
// 1 when absent or empty, "last" the last page, Python's int() of the rest;
// ok is false for what Django answers with a 404.
func mcPageNumber(c *Ctx, pages int) (int, bool) {
	vs := c.Query["page"]
	if len(vs) == 0 || vs[len(vs)-1] == "" {
		return 1, true
	}
	v := vs[len(vs)-1]
	if v == "last" {
		return pages, true
	}
	n, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(v), "+"))
	if err != nil || n < 1 || n > pages {
		return 0, false
	}
	return n, true
}

func (s mcSkin) Serve(c *Ctx) Response {
	return djangoRoute(c, s.route, s.notFound)
}

// route matches the project's URL patterns, machina's under the mount.
func (s mcSkin) route(c *Ctx) (Response, bool) {
	d := mcTab(c.W)
	p := strings.TrimSuffix(c.Path, "/")
	if p == "" {
		return s.index(c, d), true
	}
	seg := segments(strings.Split(p, "/"))
	n := len(seg)
	switch seg[0] {
	case "forum":
		if n < 2 {
			return Response{}, false
		}
		_, fid, ok := mcSlugPK(seg[1])
		if !ok {
			return Response{}, false
		}
		if n == 2 {
			return s.forum(c, d, fid), true
		}
		if seg[2] != "topic" || n < 4 {
			return Response{}, false
		}
		if n == 4 && seg[3] == "create" {
			// TopicCreateView checks the forum exists, then the guest's permission.
			if d.boards[fid] == nil && d.cats[fid] == nil {
				return s.notFound(c), true
			}
			return s.wall(c), true
		}
		_, tid, ok := mcSlugPK(seg[3])
		if !ok {
			return Response{}, false
		}
		t := byID(d.o.threads, tid)
		tail := strings.Join(seg[4:], "/")
		switch {
		case tail == "":
			if t == nil {
				return s.notFound(c), true
			}
			return s.topic(c, d, t), true
		case tail == "update" || tail == "post/create":
		case n == 7 && mcDigits(seg[4]) && seg[5] == "post" && (seg[6] == "update" || seg[6] == "delete"):
			pid, _ := strconv.Atoi(seg[4])
			if byID(d.o.posts, pid) == nil {
				return s.notFound(c), true
			}
		default:
			return Response{}, false
		}
		if t == nil {
			return s.notFound(c), true
		}
		return s.wall(c), true
	case "feeds":
		return s.feeds(c, d, seg)
	case "member":
		return s.member(c, d, seg)
	case "search":
		if n == 1 {
			return s.search(c, d), true
		}
	case "tracking":
		switch {
		case n == 2 && seg[1] == "unread-topics", n == 3 && seg[1] == "mark" && seg[2] == "forums",
			n == 4 && seg[1] == "mark" && seg[2] == "forums" && mcDigits(seg[3]),
			n == 5 && seg[1] == "mark" && seg[2] == "forum" && mcDigits(seg[3]) && seg[4] == "topics":
			return s.wall(c), true
		}
	case "moderation":
		if n == 2 && seg[1] == "queue" {
			return s.wall(c), true
		}
	case "accounts":
		if n == 2 && (seg[1] == "login" || seg[1] == "register") {
			return s.account(c, seg[1]), true
		}
	}
	return Response{}, false
}

// wall is the guest's answer to an action it may not take: 302 to the login
// page, the request's full path (urlquote, "/" kept) in next.
func (s mcSkin) wall(c *Ctx) Response {
	full := c.Pkg.Mount + c.Path
	if c.RawQuery != "" {
		full += "?" + c.RawQuery
	}
	next := strings.ReplaceAll(url.QueryEscape(full), "%2F", "/")
	next = strings.ReplaceAll(next, "+", "%20")
	return c.Redirect(mcLogin+"?next="+next, Info{Type: TypeOther})
}

// notFound is Django's 404 page with DEBUG off.
func (s mcSkin) notFound(c *Ctx) Response {
	return c.NotFound("\n<!doctype html>\n<html lang=\"en\">\n<head>\n  <title>Not Found</title>\n</head>\n<body>\n  <h1>Not Found</h1><p>The requested resource was not found on this server.</p>\n</body>\n</html>\n")
}

// index is forum/index.html: the forums tree from the categories down, then the statistics.
func (s mcSkin) index(c *Ctx, d *mcTables) Response {
	var h strings.Builder
	h.WriteString("<div class=\"row\">\n  <div class=\"forumlist-top-controls col-12\">\n  </div>\n</div>\n")
	h.WriteString("<div class=\"row\">\n  <div class=\"col-12\">\n")
	topics, posts := 0, 0
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, `    <div class="card forumlist">
      <div class="card-header">
        <div class="row">
          <div class="col-md-8 col-sm-9 col-12 forum-name-col">
            <h3 class="m-0 h5"><a href="%s" class="brand">%s</a></h3>
          </div>
          <div class="col-md-1 d-none d-md-block forum-count-col">Topics</div>
          <div class="col-md-1 d-none d-md-block forum-count-col">Posts</div>
          <div class="col-md-2 col-sm-3 d-none d-sm-block forum-last-post-col">Last post</div>
        </div>
      </div>
      <div class="card-body">
`, c.Href(mcCatURL(d, cat)), Esc(cat.Name))
		for _, b := range cat.Boards {
			h.WriteString(s.forumRow(c, d, b))
			topics += b.AllThreads()
			posts += b.AllPosts()
		}
		h.WriteString("      </div>\n    </div>\n")
	}
	h.WriteString("  </div>\n</div>\n")
	fmt.Fprintf(&h, `<div class="row">
  <div class="forum-page-statistics col-12">
    <h4 class="page-header">Statistics</h4>
    <p class="statistics">Total posts:&nbsp;<b>%d</b>&nbsp;&#8226;&nbsp;Total topics:&nbsp;<b>%d</b>&nbsp;</p>
  </div>
</div>
`, posts, topics)
	return c.Page(Info{Type: TypeEntry}, s.frame(c, d, "Index", nil, nil, nil, h.String()))
}

// forumRow is one forum's row of forum_list.html: its name, description and
// sub-forums, its feed, counts and last post, whose arrow names the row's forum.
func (s mcSkin) forumRow(c *Ctx, d *mcTables, b *Board) string {
	var subs strings.Builder
	for i, ch := range b.Children {
		if i == 0 {
			subs.WriteString("<b>Subforums:</b>&nbsp;\n")
		}
		fmt.Fprintf(&subs, "                <i class=\"fas fa-file\"></i>&nbsp;<a href=\"%s\">%s</a>&nbsp;&nbsp;\n", c.Href(mcForumURL(d, ch)), Esc(ch.Name))
	}
	last := "No posts"
	if p := b.Latest(); p != nil {
		last = fmt.Sprintf("By: <a href=\"%s\">%s</a>\n            &nbsp;<a href=\"%s\"><i class=\"fas fa-arrow-circle-right \"></i></a>\n            <br />\n            %s",
			c.Href(mcProfileURL(p.Author)), Esc(p.Author.Name), c.Href(mcPostURL(d, b, p)), djDateTime(p.Time))
	}
	return fmt.Sprintf(`        <div class="row">
          <div class="col-md-7 col-sm-9 col-11 forum-name">
            <table class="forum-data-table">
              <tr>
                <td class="pt-1 pr-2 forum-icon"><i class="far fa-circle fa-2x"></i></td>
                <td>
                  <a href="%s" class="forum-name-link">%s</a>
                  <div class="forum-description"><p>%s</p></div>
                  <div class="sub-forums">%s</div>
                </td>
              </tr>
            </table>
          </div>
          <div class="col-md-1 d-none d-md-block forum-syndication"><a href="%s" title="RSS feed"><i class="fas fa-rss-square"></i></a></div>
          <div class="col-md-1 d-none d-md-block forum-count">%d</div>
          <div class="col-md-1 d-none d-md-block forum-count">%d</div>
          <div class="col-md-2 col-sm-3 d-none d-sm-block forum-last-post">
            %s
          </div>
        </div>
`, c.Href(mcForumURL(d, b)), Esc(b.Name), Esc(b.Description), subs.String(), c.Href(mcFeedURL(d, b)),
		b.AllThreads(), b.AllPosts(), last)
}

// subForums is forum_list.html below a category or a forum: a "Forums" panel of rows.
func (s mcSkin) subForums(c *Ctx, d *mcTables, bs []*Board) string {
	var h strings.Builder
	h.WriteString(`<div class="row">
  <div class="col-12">
    <div class="card forumlist">
      <div class="card-header">
        <div class="row">
          <div class="col-md-8 col-sm-9 col-12 forum-name-col"><h3 class="m-0 h5">Forums</h3></div>
          <div class="col-md-1 d-none d-md-block forum-count-col">Topics</div>
          <div class="col-md-1 d-none d-md-block forum-count-col">Posts</div>
          <div class="col-md-2 col-sm-3 d-none d-sm-block forum-last-post-col">Last post</div>
        </div>
      </div>
      <div class="card-body">
`)
	for _, b := range bs {
		h.WriteString(s.forumRow(c, d, b))
	}
	h.WriteString("      </div>\n    </div>\n  </div>\n</div>\n")
	return h.String()
}

// forum is ForumView: a category's forums, or a forum's sub-forums and topics.
func (s mcSkin) forum(c *Ctx, d *mcTables, fid int) Response {
	if cat := d.cats[fid]; cat != nil {
		// A category has no topics: its one page lists its forums.
		if _, ok := mcPageNumber(c, 1); !ok {
			return s.notFound(c)
		}
		var h strings.Builder
		fmt.Fprintf(&h, "<div class=\"row\">\n  <div class=\"col-12\">\n    <h1>%s</h1>\n  </div>\n</div>\n", Esc(cat.Name))
		h.WriteString(s.subForums(c, d, cat.Boards))
		info := Info{Type: TypeIndex, FPage: 1, Canonical: mcCatURL(d, cat)}
		return c.Page(info, s.frame(c, d, cat.Name, cat, nil, nil, h.String()))
	}
	b := d.boards[fid]
	if b == nil {
		return s.notFound(c)
	}
	pages := b.Pages(mcTopicsPer)
	pg, ok := mcPageNumber(c, pages)
	if !ok {
		return s.notFound(c)
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<div class=\"row\">\n  <div class=\"col-12\">\n    <h1>%s</h1>\n  </div>\n</div>\n", Esc(b.Name))
	if len(b.Children) > 0 {
		h.WriteString("<div class=\"row\">\n  <div class=\"forumlist-top-controls col-12\">\n  </div>\n</div>\n")
		h.WriteString(s.subForums(c, d, b.Children))
	}
	pager := mcPager(pg, pages)
	fmt.Fprintf(&h, `<div class="mt-4 mb-3 row">
  <div class="col-6 col-md-4 forum-actions-block">
  </div>
  <div class="col-12 col-md-8">
    %s
  </div>
</div>
`, pager)
	h.WriteString(s.topicList(c, d, Page(b.Threads, pg, mcTopicsPer)))
	fmt.Fprintf(&h, `<div class="mt-3 mb-5 row">
  <div class="col-6 col-md-4 forum-actions-block">
  </div>
  <div class="col-12 col-md-8">
    %s
  </div>
</div>
`, pager)
	return c.Page(boardInfo(s, b, pg), s.frame(c, d, b.Name, b.Category, b, nil, h.String()))
}

// topicList is forum_conversation/topic_list.html: each topic's pages, starter, counts and last post.
func (s mcSkin) topicList(c *Ctx, d *mcTables, ts []*Thread) string {
	var h strings.Builder
	h.WriteString(`<div class="row">
  <div class="col-12">
    <div class="card topiclist">
      <div class="card-header">
        <div class="row">
          <div class="col-md-8 col-sm-9 col-12 topic-name-col"><h3 class="m-0 h5">Topics</h3></div>
          <div class="col-md-1 d-none d-md-block topic-count-col">Replies</div>
          <div class="col-md-1 d-none d-md-block topic-count-col">Views</div>
          <div class="col-md-2 col-sm-3 d-none d-sm-block topic-last-post-col">Last post</div>
        </div>
      </div>
      <div class="card-body">
`)
	if len(ts) == 0 {
		h.WriteString("        <div class=\"row\"><div class=\"col-12\">There are no topics in this forum.</div></div>\n")
	}
	for _, t := range ts {
		base := mcTopicURL(d, t.Board, t)
		icon := "fa-dot-circle"
		if t.Sticky {
			icon = "fa-lightbulb"
		}
		lp := t.LastPost()
		fmt.Fprintf(&h, `        <div class="row">
          <div class="col-md-8 col-sm-9 col-11 topic-name">
            <div class="topic-inline-pagination float-right d-none d-sm-block">%s</div>
            <table class="topic-data-table">
              <tr>
                <td class="pt-1 pr-2 topic-icon"><i class="far %s fa-2x"></i></td>
                <td class="topic-name">
                  <a href="%s" class="topic-name-link">%s</a>
                  <div class="topic-created">By: <a href="%s">%s</a> on %s</div>
                </td>
              </tr>
            </table>
          </div>
          <div class="col-md-1 d-none d-md-block topic-count">%d</div>
          <div class="col-md-1 d-none d-md-block topic-count">%d</div>
          <div class="col-md-2 col-sm-3 d-none d-sm-block topic-last-post">
            By: <a href="%s">%s</a>
            &nbsp;<a href="%s"><i class="fas fa-arrow-circle-right "></i></a>
            <br />
            %s
          </div>
        </div>
`, s.inlinePages(c, base, t.Pages(mcPostsPer)), icon, c.Href(base), Esc(t.Title), c.Href(mcProfileURL(t.Author)), Esc(t.Author.Name),
			djDateTime(t.Posts[0].Time), len(t.Posts)-1, t.Views, c.Href(mcProfileURL(lp.Author)), Esc(lp.Author.Name),
			c.Href(mcPostURL(d, t.Board, lp)), djDateTime(lp.Time))
	}
	h.WriteString("      </div>\n    </div>\n  </div>\n</div>\n")
	return h.String()
}

// inlinePages is topic_pages_inline_list: every page up to five, else the
// first four and the last, each ?page=N.
func (s mcSkin) inlinePages(c *Ctx, base string, pages int) string {
	if pages <= 1 {
		return ""
	}
	first, last := pages, 0
	if pages > 5 {
		first, last = 4, pages
	}
	var h strings.Builder
	h.WriteString("\n&#91;&nbsp;\nGo to the page:&nbsp;\n")
	for p := 1; p <= first; p++ {
		fmt.Fprintf(&h, "<a href=\"%s?page=%d\">%d</a>", c.Href(base), p, p)
		if p < first || last > 0 {
			h.WriteString("&#44;&nbsp;")
		}
		h.WriteString("\n")
	}
	if last > 0 {
		fmt.Fprintf(&h, "&#133;&#44;&nbsp;<a href=\"%s?page=%d\">%d</a>\n", c.Href(base), last, last)
	}
	h.WriteString("&nbsp;&#93;\n")
	return h.String()
}

// mcPager is partials/pagination.html: nothing for one page; the arrows,
// the first page, a window about the current one and the last, every link
// the relative "?page=N". Django's {% if %} reads a failing
// previous_page_number or next_page_number as false, so page 1 shows pages 1
// to 5 and the last page the last five.
func mcPager(cur, total int) string {
	if total <= 1 {
		return ""
	}
	var h strings.Builder
	item := func(n int) {
		active := ""
		if n == cur {
			active = " active"
		}
		fmt.Fprintf(&h, "  <li class=\"page-item%s\"><a href=\"?page=%d\" class=\"page-link\">%d</a></li>\n", active, n, n)
	}
	h.WriteString("<ul class=\"m-0 pagination pagination-sm justify-content-end\">\n")
	if cur > 1 {
		fmt.Fprintf(&h, "  <li class=\"page-item \">\n    <a href=\"?page=%d\" class=\"page-link\">&laquo;</a>\n  </li>\n", cur-1)
	} else {
		h.WriteString("  <li class=\"page-item disabled\">\n    <a href=\"\" class=\"page-link\">&laquo;</a>\n  </li>\n")
	}
	for n := 1; n <= total; n++ {
		switch {
		case n == 1:
			item(n)
			if cur > 4 && total > 6 {
				h.WriteString("  <li class=\"page-item disabled\"><a href=\"#\" class=\"page-link\">...</a></li>\n")
			}
		case n == total:
			if cur < total-3 && total > 6 {
				h.WriteString("  <li class=\"page-item disabled\"><a href=\"\" class=\"page-link\">...</a></li>\n")
			}
			item(n)
		case cur < 3 && n <= 5, cur > total-2 && n >= total-4:
			item(n)
		case cur > 1 && cur < total && n >= cur-2 && n <= cur+2:
			item(n)
		}
	}
	if cur < total {
		fmt.Fprintf(&h, "  <li class=\"page-item \">\n    <a href=\"?page=%d\" class=\"page-link\">&raquo;</a>\n  </li>\n", cur+1)
	} else {
		h.WriteString("  <li class=\"page-item disabled\">\n    <a href=\"\" class=\"page-link\">&raquo;</a>\n  </li>\n")
	}
	h.WriteString("</ul>")
	return h.String()
}

// topic is TopicView: ?post=PID, a post of the topic, picks the page holding it.
func (s mcSkin) topic(c *Ctx, d *mcTables, t *Thread) Response {
	pages := t.Pages(mcPostsPer)
	if pid := c.Query.Get("post"); pid != "" && mcDigits(pid) {
		id, _ := strconv.Atoi(pid)
		if p := byID(d.o.posts, id); p != nil && p.Thread == t {
			c.Query["page"] = append(c.Query["page"], strconv.Itoa(PageOf(p.Index, mcPostsPer)))
		}
	}
	pg, ok := mcPageNumber(c, pages)
	if !ok {
		return s.notFound(c)
	}
	var h strings.Builder
	pager := mcPager(pg, pages)
	fmt.Fprintf(&h, `<div class="row"><div class="col-12"><h1>%s</h1></div></div>
<div class="mb-2 row">
  <div class="col-12 col-md-4 topic-actions-block">
  </div>
  <div class="col-12 col-md-8">
    %s
  </div>
</div>
<div class="row">
  <div class="col-12">
`, Esc(t.Title), pager)
	self := mcTopicURL(d, t.Board, t)
	for _, p := range Page(t.Posts, pg, mcPostsPer) {
		id := d.o.postID[p]
		sig := ""
		if sg := signature(p.Author); sg != "" {
			sig = fmt.Sprintf("\n          <div class=\"post-signature\"><p>%s</p></div>", Esc(sg))
		}
		fmt.Fprintf(&h, `    <div id="%d" class="my-3 card post">
      <div class="card-body">
        <div class="row">
          <div class="col-md-10 post-content-wrapper">
            <h4 class="subject">%s&nbsp;<a href="%s?post=%d#%d">&#182;</a></h4>
            <p><small class="text-muted"><i class="fas fa-clock"></i>&nbsp;By: <a href="%s">%s</a> on %s</small></p>
            <div class="post-content">
              %s
            </div>%s
          </div>
          <div class="col-md-2 d-none d-md-block post-sidebar">
            <div class="avatar"><a href="%s"><img src="/media/machina/avatar_images/%d.png" alt="" class="img-thumbnail" /></a></div>
            <div class="username"><a href="%s"><b>%s</b></a></div>
            <div class="posts-count text-muted"><b>Posts:</b>&nbsp;%d</div>
          </div>
        </div>
      </div>
    </div>
`, id, Esc(mcSubject(p)), c.Href(self), id, id, c.Href(mcProfileURL(p.Author)), Esc(p.Author.Name), djDateTime(p.Time),
			Paras(escAll(p.Body), "<p>", "</p>"), sig, c.Href(mcProfileURL(p.Author)), p.Author.ID,
			c.Href(mcProfileURL(p.Author)), Esc(p.Author.Name), len(d.o.byUser[p.Author]))
	}
	fmt.Fprintf(&h, `  </div>
</div>
<div class="row">
  <div class="col-12 col-md-4 topic-actions-block">
  </div>
  <div class="col-12 col-md-8">
    %s
  </div>
</div>
`, pager)
	return c.Page(threadInfo(s, t, pg), s.frame(c, d, t.Title, t.Board.Category, t.Board, t, h.String()))
}

// member answers member/: the profiles and their posts, and the account's walls.
func (s mcSkin) member(c *Ctx, d *mcTables, seg segments) (Response, bool) {
	n := len(seg)
	switch {
	case n == 3 && seg[1] == "profile" && seg[2] == "edit", n == 2 && seg[1] == "subscriptions":
		return s.wall(c), true
	case n == 4 && seg[1] == "topic" && mcDigits(seg[2]) && (seg[3] == "subscribe" || seg[3] == "unsubscribe"):
		return s.wall(c), true
	case (n == 3 || n == 4 && seg[3] == "posts") && seg[1] == "profile":
		id, err := strconv.Atoi(seg[2])
		u := c.W.User(id)
		if err != nil || u == nil {
			return s.notFound(c), true
		}
		if n == 3 {
			return s.profile(c, d, u), true
		}
		return s.userPosts(c, d, u), true
	}
	return Response{}, false
}

// profile is forum_profile_detail.html: the counts and the recent posts.
func (s mcSkin) profile(c *Ctx, d *mcTables, u *User) Response {
	posts := d.o.byUser[u]
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="row">
  <div class="col-12">
    <h1>%s profile</h1>
    <br />
  </div>
</div>
<div class="row profile">
  <div class="col-md-3">
    <div class="profile-sidebar">
      <div class="card">
        <div class="profile-avatar"><img src="/static/img/avatar_placeholder.png" alt="" class="img-thumbnail" /></div>
        <div class="profile-username"><h3 class="text-center text-muted">%s</h3></div>
      </div>
    </div>
  </div>
  <div class="col-md-9">
    <div class="card profile-content">
      <div class="card-header">Statistics</div>
      <div class="card-body">
        <div class="row">
          <div class="col-12 col-sm-6 text-center emphasis"><h2><strong>%d</strong></h2><p><small>Posts</small></p></div>
          <div class="col-12 col-sm-6 text-center emphasis"><h2><strong>%d</strong></h2><p><small>Topics</small></p></div>
        </div>
      </div>
    </div>
    <div class="mt-3 card recent-posts">
`, Esc(u.Name), Esc(u.Name), len(posts), d.started[u])
	if len(posts) > 0 {
		fmt.Fprintf(&h, "      <div class=\"card-header\">Recent posts&nbsp;(<a href=\"%s\">View all</a>)</div>\n", c.Href(mcProfileURL(u)+"posts/"))
	} else {
		h.WriteString("      <div class=\"card-header\">Recent posts</div>\n")
	}
	h.WriteString("      <div class=\"card-body\">\n")
	for _, p := range posts[:min(mcRecentN, len(posts))] {
		fmt.Fprintf(&h, `        <div class="row post">
          <div class="col-12 post-content-wrapper">
            <div class="post-title"><a href="%s">%s</a></div>
            <p><small class="text-muted"><i class="fas fa-clock"></i>&nbsp;On %s</small></p>
            <div class="post-content"><p>%s</p></div>
          </div>
        </div>
`, c.Href(mcPostURL(d, p.Thread.Board, p)), Esc(mcSubject(p)), djDateTime(p.Time), Esc(clip(p.Body[0], 160)))
	}
	h.WriteString("      </div>\n    </div>\n  </div>\n</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, u.Name+" profile", nil, nil, nil, h.String()))
}

// userPosts is user_posts_list.html: a member's posts, newest first, 15 a page.
func (s mcSkin) userPosts(c *Ctx, d *mcTables, u *User) Response {
	posts := d.o.byUser[u]
	pages := pageCount(len(posts), mcProfilePer)
	pg, ok := mcPageNumber(c, pages)
	if !ok {
		return s.notFound(c)
	}
	found := "No posts found"
	if len(posts) > 0 {
		found = fmt.Sprintf("%d %s found", len(posts), plural(len(posts), "post", "posts"))
	}
	var h strings.Builder
	pager := mcPager(pg, pages)
	fmt.Fprintf(&h, `<div class="row">
  <div class="col-12">
    <h1>%s's posts</h1>
  </div>
</div>
<div class="row">
  <div class="col-6 col-md-4 forum-actions-block">
    <p class="mt-1 mb-0 text-muted">%s</p>
  </div>
  <div class="col-12 col-md-8 pagination-block">
    %s
  </div>
</div>
<div class="row member-posts">
  <div class="col-12">
`, Esc(u.Name), found, pager)
	for _, p := range Page(posts, pg, mcProfilePer) {
		fmt.Fprintf(&h, `    <div id="%d" class="my-3 card post">
      <div class="card-body">
        <div class="row">
          <div class="col-md-10 post-content-wrapper">
            <h4 class="subject"><a href="%s">%s</a></h4>
            <p><small class="text-muted"><i class="fas fa-clock"></i>&nbsp;By: <a href="%s">%s</a> on %s</small></p>
            <div class="post-content"><p>%s</p></div>
          </div>
          <div class="col-md-2 post-sidebar">
            <div class="username"><a href="%s"><b>%s</b></a></div>
            <div class="posts-count text-muted"><b>Posts:</b>&nbsp;%d</div>
          </div>
        </div>
      </div>
    </div>
`, d.o.postID[p], c.Href(mcPostURL(d, p.Thread.Board, p)), Esc(mcSubject(p)), c.Href(mcProfileURL(u)), Esc(u.Name), djDateTime(p.Time),
			Esc(clip(strings.Join(p.Body, " "), 250)), c.Href(mcProfileURL(u)), Esc(u.Name), len(posts))
	}
	fmt.Fprintf(&h, "  </div>\n</div>\n<div class=\"row\">\n  <div class=\"col-12 pagination-block\">\n    %s\n  </div>\n</div>\n", pager)
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, u.Name+"'s posts", nil, nil, nil, h.String()))
}

// feeds answers the topics feeds: the site's, a forum's, a forum's with its descendants.
func (s mcSkin) feeds(c *Ctx, d *mcTables, seg segments) (Response, bool) {
	var ts []*Thread
	title, link := "Latest topics", ""
	switch {
	case len(seg) == 2 && seg[1] == "topics":
		ts = d.byLast
	case (len(seg) == 4 || len(seg) == 5 && seg[4] == "all") && seg[1] == "forum" && seg[3] == "topics":
		slug, fid, ok := mcSlugPK(seg[2])
		if !ok || !mcSlugOK(slug) {
			return Response{}, false
		}
		b := d.boards[fid]
		if b == nil {
			if d.cats[fid] == nil {
				return s.notFound(c), true
			}
		} else {
			title, link = "Latest topics on forum "+b.Name, mcForumURL(d, b)
			all := len(seg) == 5
			for _, t := range d.byLast {
				for x := t.Board; x != nil; x = x.Parent {
					if x == b {
						ts = append(ts, t)
						break
					}
					if !all {
						break
					}
				}
			}
		}
		if cat := d.cats[fid]; cat != nil && len(seg) == 5 {
			title, link = "Latest topics on forum "+cat.Name, mcCatURL(d, cat)
			for _, t := range d.byLast {
				if t.Board.Category == cat {
					ts = append(ts, t)
				}
			}
		}
	default:
		return Response{}, false
	}
	body := rssFeed(c, mcSite+" — "+title, link, rssItems(c, ts[:min(mcFeedN, len(ts))]))
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8", Body: body, Info: Info{Type: TypeOther}}, true
}

// mcSlugOK is the slug converter's [-a-zA-Z0-9_]+.
func mcSlugOK(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// search is forum_search/search.html: haystack's form, and for a query the first matching posts.
func (s mcSkin) search(c *Ctx, d *mcTables) Response {
	q := strings.TrimSpace(c.Query.Get("q"))
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="row">
  <div class="col-12">
    <h1>Search</h1>
    <form method="get" action="%s" class="search-form">
      <div class="form-group"><label for="id_q">Search</label><input type="search" name="q" value="%s" class="form-control" id="id_q"></div>
      <div class="form-group"><label for="id_search_topics">Search only in topic subjects</label><input type="checkbox" name="search_topics" id="id_search_topics"></div>
      <div class="form-group"><label for="id_search_poster_name">Search for poster</label><input type="text" name="search_poster_name" class="form-control" id="id_search_poster_name"></div>
      <div class="form-group"><label for="id_search_forums">Search in specific forums</label><select name="search_forums" class="form-control" id="id_search_forums" multiple>%s</select></div>
      <button type="submit" class="btn btn-primary">Search</button>
    </form>
`, c.Href("search/"), Esc(q), boardOptions(c.W, nil))
	if q != "" {
		word := strings.ToLower(q)
		hits := firstN(d.byLast, mcSearchN, func(t *Thread) bool { return strings.Contains(strings.ToLower(t.Title), word) })
		if len(hits) == 0 {
			h.WriteString("    <p>No results found.</p>\n")
		}
		for _, t := range hits {
			fmt.Fprintf(&h, "    <div class=\"my-3 card post\"><div class=\"card-body\"><h4 class=\"subject\"><a href=\"%s\">%s</a></h4><p><small class=\"text-muted\">By: <a href=\"%s\">%s</a> on %s</small></p></div></div>\n",
				c.Href(mcPostURL(d, t.Board, t.Posts[0])), Esc(t.Title), c.Href(mcProfileURL(t.Author)), Esc(t.Author.Name), djDateTime(t.Posts[0].Time))
		}
	}
	h.WriteString("  </div>\n</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, "Search", nil, nil, nil, h.String()))
}

// account is the project's sign-in and sign-up forms.
func (s mcSkin) account(c *Ctx, which string) Response {
	title, fields, button := "Sign in", []string{"username:text:Username", "password:password:Password"}, "Sign in"
	if which == "register" {
		title, fields, button = "Sign up", []string{"username:text:Username", "email:email:Email address", "password1:password:Password", "password2:password:Password confirmation"}, "Sign up"
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<div class=\"row\">\n  <div class=\"col-md-6 offset-md-3\">\n    <h1>%s</h1>\n    <form method=\"post\" action=\"%s\">\n      <input type=\"hidden\" name=\"csrfmiddlewaretoken\" value=\"%s\">\n",
		title, c.Href("accounts/"+which+"/"), mcCSRF(c))
	if next := c.Query.Get("next"); next != "" && which == "login" {
		fmt.Fprintf(&h, "      <input type=\"hidden\" name=\"next\" value=\"%s\">\n", Esc(next))
	}
	for _, f := range fields {
		p := strings.SplitN(f, ":", 3)
		fmt.Fprintf(&h, "      <div class=\"form-group\"><label for=\"id_%s\">%s</label><input type=\"%s\" name=\"%s\" class=\"form-control\" id=\"id_%s\" required></div>\n", p[0], p[2], p[1], p[0], p[0])
	}
	fmt.Fprintf(&h, "      <button type=\"submit\" class=\"btn btn-primary\">%s</button>\n    </form>\n", button)
	if which == "login" {
		fmt.Fprintf(&h, "    <p class=\"mt-3\">No account yet? <a href=\"%s\">Sign up</a></p>\n", c.Href("accounts/register/"))
	} else {
		fmt.Fprintf(&h, "    <p class=\"mt-3\">Already registered? <a href=\"%s\">Sign in</a></p>\n", c.Href("accounts/login/"))
	}
	h.WriteString("  </div>\n</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, mcTab(c.W), title, nil, nil, nil, h.String()))
}

// mcCSRF is a page's CSRF token: 64 masked alphanumerics (fixed per URL, for determinism).
func mcCSRF(c *Ctx) string {
	const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	b := make([]byte, 64)
	for i := range b {
		b[i] = alnum[Hash("mccsrf", c.Path, c.RawQuery, i)%uint64(len(alnum))]
	}
	return string(b)
}

// frame is board_base.html inside the project's layout: the navbar with the
// search form, "Advanced search" and the guest's sign-up and sign-in links,
// the breadcrumb (index, the forum's ancestors, the forum, the topic), the
// page and the footer.
func (s mcSkin) frame(c *Ctx, d *mcTables, sub string, cat *Category, b *Board, t *Thread, content string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
  <title>%s &mdash; %s</title>
  <link rel="stylesheet" href="/static/css/machina.board_theme.vendor.min.css" />
  <link rel="stylesheet" href="/static/css/machina.board_theme.min.css" />
  <link rel="stylesheet" type="text/css" href="/static/css/theme.css" />
`, mcSite, Esc(sub))
	h.WriteString(c.Styles(16))
	fmt.Fprintf(&h, `</head>
<body>
<div id="wrap">
  <nav class="navbar navbar-expand-lg navbar-dark bg-dark">
    <div class="container">
      <a class="navbar-brand" href="%s">%s</a>
      <button class="navbar-toggler" type="button" data-toggle="collapse" data-target="#navbarSupportedContent" aria-controls="navbarSupportedContent" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>
      <div class="collapse navbar-collapse" id="navbarSupportedContent">
        <form class="form-inline my-2 my-lg-0" role="search" action="%s">
          <input class="form-control mr-sm-2" type="search" placeholder="Search" aria-label="Search" name="q">
          <button class="btn btn-outline-success my-2 my-sm-0" type="submit"><i class="fas fa-search">&nbsp;</i></button>
        </form>
        <a href="%s" class="text-light">Advanced search</a>
        <ul class="navbar-nav ml-auto">
          <li class="nav-item"><a href="%s" class="nav-link">Sign up</a></li>
          <li class="nav-item"><a href="%s" class="nav-link">Sign in</a></li>
        </ul>
      </div>
    </div>
  </nav>
  <div class="my-3 container" id="main_container">
    <div class="row">
      <div class="col-12">
        <nav aria-label="breadcrumb">
          <ol class="breadcrumb">
            <li class="breadcrumb-item"><a href="%s"><i class="fas fa-home">&nbsp;</i>Forum index</a></li>
`, c.Href(""), mcSite, c.Href("search/"), c.Href("search/"), c.Href("accounts/register/"), c.Href(mcLogin), c.Href(""))
	if cat != nil && b == nil {
		fmt.Fprintf(&h, "            <li class=\"breadcrumb-item\"><a href=\"%s\">%s</a></li>\n", c.Href(mcCatURL(d, cat)), Esc(cat.Name))
	}
	if b != nil {
		fmt.Fprintf(&h, "            <li class=\"breadcrumb-item\"><a href=\"%s\">%s</a></li>\n", c.Href(mcCatURL(d, b.Category)), Esc(b.Category.Name))
		for _, x := range b.Trail() {
			fmt.Fprintf(&h, "            <li class=\"breadcrumb-item\"><a href=\"%s\">%s</a></li>\n", c.Href(mcForumURL(d, x)), Esc(x.Name))
		}
	}
	if t != nil {
		fmt.Fprintf(&h, "            <li class=\"breadcrumb-item\"><a href=\"%s\">%s</a></li>\n", c.Href(mcTopicURL(d, b, t)), Esc(t.Title))
	}
	fmt.Fprintf(&h, `          </ol>
        </nav>
        <div class="float-right controls-link-wrapper">
        </div>
      </div>
    </div>
    <div class="row">
      <div class="col-12">
        <br />
      </div>
    </div>
%s  </div>
  <div id="push"></div>
</div>
<footer id="footer" class="py-2 bg-light">
  <div class="container">
    <div class="row">
      <div class="col-12">
        <p class="text-right text-muted">Powered by <a href="https://www.djangoproject.com/">Django</a> &amp; <a href="https://github.com/ellmetha/django-machina">django-machina</a></p>
      </div>
    </div>
  </div>
</footer>
<script src="/static/js/machina.packages.min.js" type="text/javascript" charset="utf-8"></script>
<script src="/static/js/machina.min.js" type="text/javascript" charset="utf-8"></script>
<script type="text/javascript">
  $(function() {
    machina.init();
  });
</script>
`, content)
	h.WriteString(c.Scripts(10))
	h.WriteString("</body>\n</html>\n")
	return h.String()
}
