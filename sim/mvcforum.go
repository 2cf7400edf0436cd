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

// MVCForum 2.x (YodasMyDad/mvcforum, ASP.NET MVC) with its default theme, at
// the host root, as a guest sees it. The home page is Home/Index, whose
// default view renders the LatestTopics child action (the categories list is
// the commented-out alternative): the latest discussions, newest last post
// first, capped at ActiveTopicsListSize (100) topics, 20 a page
// (TopicsPerPage). That page is the entry: it is the forum's front door and
// every topic list hangs off it. Farm categories are MVCForum's sections
// (headings on the categories page, with no page of their own), farm boards
// its top-level categories and sub-boards their sub-categories; a category
// lists its own topics only, stickies first, then newest last post first.
//
// Routes lower-case every URL and append a trailing slash (RouteConfig:
// LowercaseUrls, AppendTrailingSlash); the identifiers are forum.config's
// (cat, thread, tagged, profile); everything else is the default
// {controller}/{action}/{id} route. Pagers are Html.Pager: ?p=N links, page 1
// included, in groups of 10 (PagingGroupSize) with « and » and "..." jumps. A
// topic shows its starter post, then its replies, 20 a page (PostsPerPage):
// further pages come from the "Show more posts" button, which posts to
// Topic/AjaxMorePosts from JavaScript, so ?p=N of a topic is served but
// linked from nowhere. Each post's "#Permalink" and each list row's "latest
// by" link read ?order=all#comment-GUID: the whole topic on one page. Post ids
// are GUIDs; topics, categories and members are addressed by slug (a repeated
// slug gets "-1", "-2"). Guests keep their session in a cookie. URL scheme:
//
//	"" (the mount), ?p=1                   entry: the latest topics (Home/Index)
//	?p=N                                   the latest topics' later pages (index, no board)
//	home/, home/index/                     Home/Index again (entry)
//	category/                              all categories, under their sections (index, no board)
//	cat/SLUG/[?p=N]                        a category: sub-categories, its topics (index; ?p=1 is page 1)
//	thread/SLUG/[?p=N]                     a topic, 20 replies a page (thread; page 2 on only through ?p=N)
//	thread/SLUG/?order=all                 the whole topic (thread, labelled page 1)
//	thread/SLUG/?order=Newest|Votes        newest or best voted replies first (thread: the page
//	                                       holding the newest reply shown, and page 1)
//	tagged/TAG/[?p=N]                      a tag's topics (index, no board)
//	profile/SLUG/                          a member's public profile (other)
//	home/activity/[?p=N], home/leaderboard/, badge/allbadges/   activity, points, badges (other)
//	search/?term=W                         search results (other)
//	members/logon/, members/register/, members/forgotpassword/  the guest's forms (other)
//	topic/create/, members/edit/, privatemessage/, home/following/, home/postedin/, favourite/
//	                                       [Authorize]: 302 to members/logon/?ReturnUrl=… (other)
//	home/latestrss/, home/activityrss/, cat/rss/SLUG/   RSS (other)
//	topicxmlsitemap, categoryxmlsitemap, memberxmlsitemap  sitemaps (other)
//
// A page past a list's end renders an empty list (other). An unknown topic or
// category is ErrorToHomePage: a 302 to the home page with the message kept
// for it (labelled as the entry). An unknown member or route is IIS's 404.
// MVCForum ships no robots.txt.
func mvcforum() *Package {
	return &Package{
		Name: "mvcforum", Software: "MVCForum 2.x (default theme)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.25, Threads: [2]int{12, 44},
			Posts: [2]int{1, 30}, LongThreadChance: 0.1, ThreadsPerPage: mfTopicsPer, PostsPerPage: mfPostsPer, Users: 70,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/", Seed: 9547, Unseen: true, JSPaging: true,
		Skin: mfSkin{},
	}
}

// mfSkin renders MVCForum's default theme.
type mfSkin struct{}

const (
	mfSite       = "Riverside Workshop Forum"
	mfSiteDesc   = "A friendly place to talk tools, projects and the odd disaster."
	mfTopicsPer  = 20  // TopicsPerPage
	mfPostsPer   = 20  // PostsPerPage
	mfActivePer  = 20  // ActivitiesPerPage
	mfLatestMax  = 100 // ActiveTopicsListSize
	mfGroup      = 10  // PagingGroupSize
	mfHotN       = 5   // HotTopics' amountToShow
	mfTagsN      = 20  // the popular tags box
	mfEarnersN   = 10  // this week's top earners
	mfOnlineN    = 8   // members active in the last minutes, in the footer
	mfSearchMax  = 30  // search results
	mfPointsPost = 1   // PointsAddedPerPost
)

// mfCat is one MVCForum category: a farm board, its parent the board's parent.
type mfCat struct {
	board  *Board
	slug   string
	parent *mfCat
	kids   []*mfCat
	colour string
}

// mfBadge is one of the badges the install ships.
type mfBadge struct {
	name, display, desc, image string
	holders                    []*User
}

// mfActivity is one row of the activity feed.
type mfActivity struct {
	at    time.Time
	user  *User
	badge *mfBadge // nil: the member joined
}

// mfTables are what the skin derives from a world.
type mfTables struct {
	o        idOrder
	cats     []*mfCat // display order
	ofBoard  map[*Board]*mfCat
	bySlug   map[string]*mfCat
	tslug    map[*Thread]string
	byTSlug  map[string]*Thread
	uslug    map[*User]string
	byUSlug  map[string]*User
	pid      map[*Post]string
	latest   []*Thread // the latest topics, capped
	tags     []string  // by use, most used first
	tagged   map[string][]*Thread
	hot      []*Thread
	earners  []*User
	online   []*User
	newest   *User
	badges   []*mfBadge
	activity []mfActivity // newest first
	points   map[*User]int
}

func mfTab(w *World) *mfTables {
	return w.Derived("mvcforum", func() any {
		d := &mfTables{o: newIDOrder(w), ofBoard: map[*Board]*mfCat{}, bySlug: map[string]*mfCat{},
			tslug: map[*Thread]string{}, byTSlug: map[string]*Thread{}, uslug: map[*User]string{}, byUSlug: map[string]*User{},
			pid: map[*Post]string{}, tagged: map[string][]*Thread{}, points: map[*User]int{}}
		for _, b := range w.Boards {
			mc := &mfCat{board: b, slug: mfUnique(mfSlug(b.Name, "category"), func(s string) bool { return d.bySlug[s] != nil }),
				colour: pick([]string{"#2a8bca", "#5cb85c", "#e67e22", "#8e44ad", "#c0392b", "#16a085"}, "mfcolour", b.ID)}
			if b.Parent != nil {
				mc.parent = d.ofBoard[b.Parent]
				mc.parent.kids = append(mc.parent.kids, mc)
			}
			d.ofBoard[b], d.bySlug[mc.slug] = mc, mc
			d.cats = append(d.cats, mc)
		}
		for _, t := range d.o.threads {
			s := mfUnique(mfSlug(t.Title, "topic"), func(s string) bool { return d.byTSlug[s] != nil })
			d.tslug[t], d.byTSlug[s] = s, t
			for _, tag := range t.Tags {
				d.tagged[tag] = append(d.tagged[tag], t)
			}
		}
		for _, u := range w.Users {
			s := mfUnique(mfSlug(u.Name, "member"), func(s string) bool { return d.byUSlug[s] != nil })
			d.uslug[u], d.byUSlug[s] = s, u
			if d.newest == nil || u.Joined.After(d.newest.Joined) {
				d.newest = u
			}
		}
		for _, p := range w.Posts {
			h1, h2 := Hash("mfguid", p.ID), Hash("mfguid2", p.ID)
			d.pid[p] = fmt.Sprintf("%08x-%04x-%04x-%04x-%012x", uint32(h1), uint16(h1>>32), uint16(h1>>48), uint16(h2), h2>>16&0xffffffffffff)
			d.points[p.Author] += mfPointsPost
		}
		byActivity := w.ThreadsByActivity()
		d.latest = byActivity[:min(mfLatestMax, len(byActivity))]
		count := map[string]int{}
		for tag, ts := range d.tagged {
			count[tag] = len(ts)
			mfByLast(ts)
		}
		d.tags = byCount(count)
		d.hot = slices.Clone(w.Threads)
		slices.SortStableFunc(d.hot, func(a, b *Thread) int { return b.Views - a.Views })
		d.hot = d.hot[:min(mfHotN, len(d.hot))]
		d.earners = slices.Clone(w.Users)
		slices.SortStableFunc(d.earners, func(a, b *User) int { return d.points[b] - d.points[a] })
		d.earners = d.earners[:min(mfEarnersN, len(d.earners))]
		for _, u := range w.Users {
			if Hash("mfonline", u.ID)%9 == 0 && len(d.online) < mfOnlineN {
				d.online = append(d.online, u)
			}
		}
		d.badges = []*mfBadge{
			{name: "PosterVoteUp", display: "First Vote Up Received", desc: "This member has received their first vote up.", image: "PosterVoteUpBadge.png"},
			{name: "UserVoteUp", display: "You've Given Your First Vote Up", desc: "Awarded for voting up a post for the first time.", image: "UserVoteUpBadge.png"},
			{name: "MemberForAYear", display: "First Anniversary", desc: "This member joined a year ago or more.", image: "MemberForAYearBadge.png"},
			{name: "Padawan", display: "Padawan", desc: "Had 10 or more posts successfully marked as an answer.", image: "padawan.png"},
			{name: "AuthorMarkAsSolution", display: "Post Selected As Answer", desc: "The creator of the topic marked this member's post as the solution.", image: "MarkAsSolutionBadge.png"},
			{name: "Photogenic", display: "Photogenic", desc: "Uploaded a profile picture.", image: "photogenic.png"},
		}
		for _, u := range w.Users {
			d.activity = append(d.activity, mfActivity{at: u.Joined, user: u})
			for i, bd := range d.badges {
				if Hash("mfbadge", u.ID, i)%4 == 0 {
					bd.holders = append(bd.holders, u)
					at := u.Joined.Add(time.Duration(1+Hash("mfbadgeat", u.ID, i)%2000) * time.Hour)
					if at.Before(w.Now) {
						d.activity = append(d.activity, mfActivity{at: at, user: u, badge: bd})
					}
				}
			}
		}
		slices.SortStableFunc(d.activity, func(a, b mfActivity) int { return b.at.Compare(a.at) })
		return d
	}).(*mfTables)
}

// mfByLast orders topics newest last post first, as GetRecentTopics does.
func mfByLast(ts []*Thread) {
	slices.SortStableFunc(ts, func(a, b *Thread) int { return b.LastPost().Time.Compare(a.LastPost().Time) })
}

// mfSlug is ServiceHelpers.CreateUrl: lower case, anything not a letter or
// digit a hyphen, runs of hyphens one; fallback when nothing is left.
func mfSlug(s, fallback string) string {
	return slugOr(s, fallback)
}

// mfUnique is GenerateSlug's answer to a taken slug: "-1", "-2" and on.
func mfUnique(base string, taken func(string) bool) string {
	s := base
	for n := 1; taken(s); n++ {
		s = fmt.Sprintf("%s-%d", base, n)
	}
	return s
}

func (mfSkin) Entry() string { return "" }

func mfPaged(base string, p int) string {
	if p <= 1 {
		return base
	}
	return fmt.Sprintf("%s?p=%d", base, p)
}

func (mfSkin) BoardURL(b *Board, p int) string {
	return mfPaged(mfCatURL(mfTab(b.World).ofBoard[b]), p)
}

func (mfSkin) ThreadURL(t *Thread, p int) string {
	return mfPaged("thread/"+mfTab(t.Board.World).tslug[t]+"/", p)
}

func mfCatURL(mc *mfCat) string            { return "cat/" + mc.slug + "/" }
func (d *mfTables) userURL(u *User) string { return "profile/" + d.uslug[u] + "/" }
func mfTagURL(tag string) string           { return "tagged/" + url.PathEscape(strings.ToLower(tag)) + "/" }

// permaLink is a post's permalink: the whole topic, at the post's anchor.
func (d *mfTables) permaLink(p *Post) string {
	return "thread/" + d.tslug[p.Thread] + "/?order=all#comment-" + d.pid[p]
}

// Serve routes as ASP.NET routing does: case-insensitive, the trailing slash optional.
func (s mfSkin) Serve(c *Ctx) Response {
	d := mfTab(c.W)
	path := strings.Trim(c.Path, "/")
	seg := segments(strings.Split(path, "/"))
	if path == "" {
		seg = nil
	}
	lower := strings.ToLower(path)
	other := Info{Type: TypeOther}
	switch {
	case len(seg) == 0 || lower == "home" || lower == "home/index":
		return s.home(c, d)
	case lower == "category" || lower == "category/index":
		return s.categories(c, d)
	case strings.EqualFold(seg[0], "cat") && len(seg) == 3 && strings.EqualFold(seg[1], "rss"):
		return s.categoryRSS(c, d, seg[2])
	case (strings.EqualFold(seg[0], "thread") || strings.EqualFold(seg[0], "cat")) && len(seg) == 1:
		// The slug is optional in the route: no slug is no topic or category.
		return toHome(c)
	case strings.EqualFold(seg[0], "cat") && len(seg) == 2:
		return s.category(c, d, seg[1])
	case strings.EqualFold(seg[0], "thread") && len(seg) == 2:
		return s.topic(c, d, seg[1])
	case strings.EqualFold(seg[0], "tagged") && len(seg) == 2:
		return s.tag(c, d, seg[1])
	case strings.EqualFold(seg[0], "profile") && len(seg) == 2:
		return s.profile(c, d, seg[1])
	case lower == "home/activity":
		return s.activityPage(c, d)
	case lower == "home/leaderboard":
		return s.leaderboard(c, d)
	case lower == "badge/allbadges":
		return s.allBadges(c, d)
	case lower == "search" || lower == "search/index":
		return s.search(c, d)
	case lower == "members/logon", lower == "members/register", lower == "members/forgotpassword":
		return s.form(c, seg[1])
	case lower == "home/latestrss":
		return mfRSS(c, "Latest activity", "", rssItems(c, d.latest[:min(50, len(d.latest))]))
	case lower == "home/activityrss":
		return s.activityRSS(c, d)
	case lower == "topicxmlsitemap", lower == "categoryxmlsitemap", lower == "memberxmlsitemap":
		return s.sitemap(c, d, lower)
	case lower == "topic/create", lower == "members/edit", lower == "privatemessage", lower == "privatemessage/index",
		lower == "home/following", lower == "home/postedin", lower == "favourite", lower == "favourite/index":
		// [Authorize]: forms authentication sends the guest to the log-on page.
		return c.Redirect("members/logon/?ReturnUrl="+strings.ToLower(url.QueryEscape("/"+lower+"/")), other)
	}
	return s.notFound(c)
}

// notFound is IIS's 404 for a path no route or action answers.
func (s mfSkin) notFound(c *Ctx) Response {
	return c.NotFound(`<!DOCTYPE html><html><head><title>The resource cannot be found.</title></head><body><h1>Server Error in '/' Application.</h1><h2><i>The resource cannot be found.</i></h2><p><b>Description:</b> HTTP 404. The resource you are looking for (or one of its dependencies) could have been removed, had its name changed, or is temporarily unavailable.</p></body></html>`)
}

// toHome is ErrorToHomePage: the message is kept for the home page, which the guest is sent to.
func toHome(c *Ctx) Response {
	return c.Redirect("", Info{Type: TypeEntry, Canonical: "/"})
}

// page reads ?p as MVC binds an int?: absent or unreadable is page 1.
func mfPage(c *Ctx) int {
	p, err := strconv.Atoi(c.Query.Get("p"))
	if err != nil || p < 1 {
		return 1
	}
	return p
}

// pager is Html.Pager: «, the "..." back to the previous group, the group's
// numbers, "..." on to the next group, », each ?p=N on base.
func mfPager(c *Ctx, base string, cur, total int) string {
	pages := pageCount(total, mfTopicsPer)
	if total <= mfTopicsPer {
		return ""
	}
	return mfPagerN(c, base, cur, pages)
}

func mfPagerN(c *Ctx, base string, cur, pages int) string {
	cur = max(1, min(cur, pages))
	last := cur
	for last%mfGroup != 0 {
		last++
	}
	end := min(last, pages)
	start := last - (mfGroup - 1)
	link := func(p int) string { return c.Href(fmt.Sprintf("%s?p=%d", base, p)) }
	var h strings.Builder
	h.WriteString(`<nav><ul class="pagination">`)
	if cur > 1 {
		fmt.Fprintf(&h, `<li><a class="previous" href="%s">&#171;</a></li>`, link(cur-1))
	}
	if cur > mfGroup {
		fmt.Fprintf(&h, `<li><a class="previous-dots" href="%s">...</a></li>`, link(start-mfGroup))
	}
	for i := start; i <= end; i++ {
		cls := "p"
		if i == cur {
			cls = "active"
		}
		fmt.Fprintf(&h, `<li class="%s"><a href="%s">%d</a></li>`, cls, link(i), i)
	}
	if pages > end {
		fmt.Fprintf(&h, `<li><a class="next-dots" href="%s">...</a></li>`, link(end+1))
	}
	if cur < pages {
		fmt.Fprintf(&h, `<li><a class="next" href="%s">&#187;</a></li>`, link(cur+1))
	}
	h.WriteString("</ul></nav>\n")
	return h.String()
}

// canonicalTags is AppHelpers.CanonicalPagingTag: canonical, next and prev links.
func mfCanonicalTags(c *Ctx, base string, page, pages int) string {
	abs := func(p int) string { return Esc(c.URL(mfPaged(base, p))) }
	h := fmt.Sprintf(`<link href="%s" rel="canonical" />`+"\n", abs(page))
	if pages > 1 && page < pages {
		h += fmt.Sprintf(`<link href="%s" rel="next" />`+"\n", Esc(c.URL(fmt.Sprintf("%s?p=%d", base, page+1))))
	}
	if pages > 1 && page > 1 {
		h += fmt.Sprintf(`<link href="%s" rel="prev" />`+"\n", Esc(c.URL(fmt.Sprintf("%s?p=%d", base, page-1))))
	}
	return h
}

// home is Home/Index: the LatestTopics child action.
func (s mfSkin) home(c *Ctx, d *mfTables) Response {
	page := mfPage(c)
	pages := pageCount(len(d.latest), mfTopicsPer)
	rows := Page(d.latest, page, mfTopicsPer)
	info := Info{Type: TypeEntry, Canonical: "/"}
	switch {
	case page > pages:
		info = Info{Type: TypeOther}
	case page > 1:
		info = Info{Type: TypeIndex, FPage: page, Canonical: mfPaged("", page)}
	}
	var h strings.Builder
	h.WriteString(`<div class="latesttopics">
    <div class="mainheading clearfix">
        <div class="widgetright hidden-xs">
            <a href="` + c.Href("home/latestrss/") + `" class="rsssubscribe" title="RSS"><i class="fa fa-rss-square orange-colour"></i></a>
        </div>
        <h2>Latest Discussions</h2>
    </div>
`)
	for _, t := range rows {
		h.WriteString(s.topicRow(c, d, t))
	}
	h.WriteString(mfPager(c, "", page, len(d.latest)))
	h.WriteString("</div>\n")
	return c.Page(info, s.frame(c, d, mfSite, mfCanonicalTags(c, "", page, pages), h.String(), true))
}

// topicRow is _Topic.cshtml: the starter's avatar, the category, the title,
// tags, and the "latest by" line with its permalink and counts.
func (s mfSkin) topicRow(c *Ctx, d *mfTables, t *Thread) string {
	mc := d.ofBoard[t.Board]
	last := t.LastPost()
	var tags strings.Builder
	if len(t.Tags) > 0 {
		tags.WriteString(`            <div class="tagsinput clearfix">`)
		for _, tag := range t.Tags {
			fmt.Fprintf(&tags, `<span class="tag"><span><a href="%s">%s</a></span></span>`, c.Href(mfTagURL(tag)), Esc(strings.ToLower(tag)))
		}
		tags.WriteString("</div>\n")
	}
	sticky := ""
	if t.Sticky {
		sticky = `<span class="glyphicon glyphicon-exclamation-sign" aria-hidden="true"></span> `
	}
	up, down := mfVotes(t.Posts[0])
	return fmt.Sprintf(`    <div class="topicrow topicsticky-%t topiclocked-false topicsolved-false">
        <div class="rowcreater hidden-xs">
            <a href="%s"><img src="%s" alt="%s"></a>
        </div>
        <div class="rowdetails">
            <p class="category categorysolvedfalse" style="border-color: %s">Category: <a href="%s">%s</a></p>
            <h3><a title="%s" href="%s">%s%s</a></h3>
%s            <p class="topicrowfooterinfo">
                <a href="%s"><img src="%s" class="latestby" alt="%s"></a>
                <a href="%s">Latest By</a>
                <a href="%s">%s</a>
                %s.
                <span class="stats topicanswers"><span class="glyphicon glyphicon-comment" aria-hidden="true"></span> %s</span>
                <span class="stats topicviews"><span class="glyphicon glyphicon-eye-open" aria-hidden="true"></span> %s</span>
                <span class="stats topicupvotes"><span class="glyphicon glyphicon-thumbs-up" aria-hidden="true"></span> %d</span>
                <span class="stats topicdownvotes"><span class="glyphicon glyphicon-thumbs-down" aria-hidden="true"></span> %d</span>
            </p>
        </div>
    </div>
`, t.Sticky, c.Href(d.userURL(t.Author)), mfGravatar(t.Author, 50), Esc(t.Author.Name),
		mc.colour, c.Href(mfCatURL(mc)), Esc(t.Board.Name),
		Esc(clip(strings.Join(t.Posts[0].Body, " "), 280)+"...."), c.Href(s.ThreadURL(t, 1)), sticky, Esc(t.Title),
		tags.String(),
		c.Href(d.permaLink(last)), mfGravatar(last.Author, 15), Esc(last.Author.Name), c.Href(d.permaLink(last)),
		c.Href(d.userURL(last.Author)), Esc(last.Author.Name), mfPretty(c.W.Now, last.Time),
		mfKilo(len(t.Posts)-1), mfKilo(t.Views), up, down)
}

// mfVotes are a post's votes up and down.
func mfVotes(p *Post) (int, int) {
	return int(Hash("mfup", p.ID) % 5), int(Hash("mfdown", p.ID) % 7 / 5)
}

// mfGravatar is a member's Gravatar image URL at size.
func mfGravatar(u *User, size int) string {
	return fmt.Sprintf("//www.gravatar.com/avatar/%016x%016x?s=%d&amp;d=identicon", Hash("mfmail", u.ID), Hash("mfmail2", u.ID), size)
}

// mfKilo is KiloFormat: 1.2K, 15K, 1.1M.
func mfKilo(n int) string {
	switch {
	case n >= 1000000:
		return strings.TrimSuffix(fmt.Sprintf("%.1f", float64(n)/1e6), ".0") + "M"
	case n >= 10000:
		return thousands(n/1000, ",") + "K"
	case n >= 1000:
		return strings.TrimSuffix(fmt.Sprintf("%.1f", float64(n)/1e3), ".0") + "K"
	}
	return strconv.Itoa(n)
}

// mfPretty is DatesUI.GetPrettyDate: "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago", then the date.
func mfPretty(now, t time.Time) string {
	d := now.Sub(t)
	switch {
	case d < time.Minute:
		return "just now"
	case d < 2*time.Minute:
		return "1 minute ago"
	case d < time.Hour:
		return fmt.Sprintf("%d minutes ago", int(d.Minutes()))
	case d < 2*time.Hour:
		return "1 hour ago"
	case d < 24*time.Hour:
		return fmt.Sprintf("%d hours ago", int(d.Hours()))
	case d < 48*time.Hour:
		return "yesterday"
	case d < 31*24*time.Hour:
		return fmt.Sprintf("%d days ago", int(d.Hours()/24))
	}
	return t.Format("02 January 2006")
}

// breadcrumb is GetCategoryBreadcrumb: the category's parents, then the category or the topic.
func (s mfSkin) breadcrumb(c *Ctx, mc *mfCat, t *Thread) string {
	var trail []*mfCat
	for x := mc; x != nil; x = x.parent {
		trail = append([]*mfCat{x}, trail...)
	}
	var h strings.Builder
	h.WriteString(`<ul class="breadcrumb" itemscope="itemscope" itemtype="http://data-vocabulary.org/Breadcrumb">` + "\n")
	for i, x := range trail {
		if i == len(trail)-1 && t == nil {
			fmt.Fprintf(&h, `    <li itemprop="child" class="active"><span itemprop="title">%s</span></li>`+"\n", Esc(x.board.Name))
			continue
		}
		fmt.Fprintf(&h, `    <li><a itemprop="url" href="%s"><span itemprop="title">%s</span></a></li>`+"\n", c.Href(mfCatURL(x)), Esc(x.board.Name))
	}
	if t != nil {
		fmt.Fprintf(&h, `    <li itemprop="child" class="active"><span itemprop="title">%s</span></li>`+"\n", Esc(t.Title))
	}
	h.WriteString("</ul>\n")
	return h.String()
}

// category is Category/Show: the heading, the sub-categories, the topics and the pager.
func (s mfSkin) category(c *Ctx, d *mfTables, slug string) Response {
	mc := d.bySlug[strings.ToLower(slug)]
	if mc == nil {
		return toHome(c)
	}
	b := mc.board
	page := mfPage(c)
	pages := b.Pages(mfTopicsPer)
	info := boardInfo(s, b, page)
	if page > pages {
		info = Info{Type: TypeOther}
	}
	base := mfCatURL(mc)
	var h strings.Builder
	h.WriteString(s.breadcrumb(c, mc, nil))
	fmt.Fprintf(&h, `<div class="category">
    <div class="mainheading clearfix">
        <div class="widgetright">
            <a title="RSS" href="%s" class="rsssubscribe"><i class="fa fa-rss"></i></a>
        </div>
        <h1>%s</h1>
        <p>%s</p>
    </div>
`, c.Href("cat/rss/"+mc.slug+"/"), Esc(b.Name), Esc(b.Description))
	if len(mc.kids) > 0 {
		h.WriteString("    <div class=\"subcategoryholder\">\n        <ul class=\"clearfix\">\n")
		for _, k := range mc.kids {
			fmt.Fprintf(&h, `            <li><a style="border-color: %s" href="%s">%s</a></li>`+"\n", k.colour, c.Href(mfCatURL(k)), Esc(k.board.Name))
		}
		h.WriteString("        </ul>\n    </div>\n")
	}
	if len(b.Threads) == 0 {
		h.WriteString("    <p>There are no discussions in this category yet.</p>\n")
	}
	for _, t := range Page(b.Threads, page, mfTopicsPer) {
		h.WriteString(s.topicRow(c, d, t))
	}
	h.WriteString(mfPager(c, base, page, len(b.Threads)))
	h.WriteString("</div>\n")
	return c.Page(info, s.frame(c, d, b.Name, mfCanonicalTags(c, base, page, pages), h.String(), true))
}

// categories is Category/Index: ListSections, a panel a section, a _Category row a category.
func (s mfSkin) categories(c *Ctx, d *mfTables) Response {
	var h strings.Builder
	h.WriteString("<div class=\"categoryindex\">\n")
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, "    <div class=\"panel panel-mvc\">\n        <div class=\"panel-heading\">%s</div>\n        <div class=\"panel-body\">\n", Esc(cat.Name))
		for _, b := range cat.Boards {
			h.WriteString(s.categoryRow(c, d, d.ofBoard[b]))
		}
		h.WriteString("        </div>\n    </div>\n")
	}
	h.WriteString("</div>\n")
	return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: "category/"}, s.frame(c, d, "All Categories", "", h.String(), false))
}

// categoryRow is _Category.cshtml: name, description, RSS, counts and the most recent topic.
func (s mfSkin) categoryRow(c *Ctx, d *mfTables, mc *mfCat) string {
	b := mc.board
	posts := 0
	for _, t := range b.Threads {
		posts += len(t.Posts)
	}
	recent := ""
	if len(b.Threads) > 0 {
		ts := slices.Clone(b.Threads)
		slices.SortStableFunc(ts, func(x, y *Thread) int { return y.Posts[0].Time.Compare(x.Posts[0].Time) })
		t := ts[0]
		recent = fmt.Sprintf(`Most Recent <a href="%s">%s</a> started %s by <a href='%s'>%s</a>`,
			c.Href(s.ThreadURL(t, 1)), Esc(t.Title), mfPretty(c.W.Now, t.Posts[0].Time), c.Href(d.userURL(t.Author)), Esc(t.Author.Name))
	}
	var kids strings.Builder
	for _, k := range mc.kids {
		fmt.Fprintf(&kids, `<li><a style="border-color: %s" href="%s">%s</a></li>`, k.colour, c.Href(mfCatURL(k)), Esc(k.board.Name))
	}
	sub := ""
	if kids.Len() > 0 {
		sub = `            <div class="subcategoryholder"><ul class="clearfix">` + kids.String() + "</ul></div>\n"
	}
	return fmt.Sprintf(`            <div class="categoryrow">
                <h2 style="border-color: %s"><a href="%s">%s</a></h2>
                <p>%s</p>
%s                <div class="row categoryrowfooter">
                    <div class="col-md-1 catrss"><a title="RSS" href="%s" class="rsssubscribe"><i class="fa fa-rss"></i></a></div>
                    <div class="col-md-2 catdiscussions">%d Discussions</div>
                    <div class="col-md-2 catcomments">%d Comments</div>
                    <div class="col-md-7 catmostrecent">%s</div>
                </div>
            </div>
`, mc.colour, c.Href(mfCatURL(mc)), Esc(b.Name), Esc(b.Description), sub, c.Href("cat/rss/"+mc.slug+"/"), len(b.Threads), posts, recent)
}

// topic is Topic/Show: the starter post, the order links, one page of replies.
func (s mfSkin) topic(c *Ctx, d *mfTables, slug string) Response {
	t := d.byTSlug[strings.ToLower(slug)]
	if t == nil {
		return toHome(c)
	}
	per := mfPostsPer
	pages := t.Pages(per)
	page := mfPage(c)
	order := c.Query.Get("order")
	var replies []*Post
	var info Info
	switch strings.ToLower(order) {
	case "all":
		// amountPerPage is int.MaxValue: every reply on the one page.
		replies = t.Posts[1:]
		info = threadInfo(s, t, 1)
		if page > 1 {
			replies, info = nil, Info{Type: TypeOther}
		}
	case "newest":
		rev := slices.Clone(t.Posts[1:])
		slices.Reverse(rev)
		replies = Page(rev, page, per)
		info = Info{Type: TypeOther}
		if len(replies) > 0 {
			info = threadInfo(s, t, PageOf(replies[0].Index, per))
		}
	case "votes":
		if page == 1 {
			byVotes := slices.Clone(t.Posts[1:])
			slices.SortStableFunc(byVotes, func(a, b *Post) int {
				ua, da := mfVotes(a)
				ub, db := mfVotes(b)
				return (ub - db) - (ua - da)
			})
			replies = byVotes[:min(per, len(byVotes))]
			info = threadInfo(s, t, 1)
		} else {
			info = Info{Type: TypeOther}
		}
	default:
		if page > pages {
			info = Info{Type: TypeOther}
			break
		}
		// The starter leads every page; on the first it is the grid's first post.
		lo := max(1, (page-1)*per)
		replies = t.Posts[lo:min(page*per, len(t.Posts))]
		info = threadInfo(s, t, page)
	}
	base := s.ThreadURL(t, 1)
	var h strings.Builder
	h.WriteString(s.breadcrumb(c, d.ofBoard[t.Board], t))
	fmt.Fprintf(&h, `<div class="topicshow">
    <div class="topicheading">
        <div class="widgetright"></div>
        <h1>%s</h1>
        <ul class="topicinfo">
`, Esc(t.Title))
	if t.Sticky {
		h.WriteString(`            <li><span class="glyphicon glyphicon-exclamation-sign" aria-hidden="true"></span> This topic is sticky</li>` + "\n")
	}
	fmt.Fprintf(&h, `            <li><span class="glyphicon glyphicon-eye-open" aria-hidden="true"></span> %s Views</li>
            <li><span class="glyphicon glyphicon-comment" aria-hidden="true"></span> Last Post %s</li>
        </ul>
    </div>
    <div class="topicstarterpost">
`, mfKilo(t.Views), mfPretty(c.W.Now, t.LastPost().Time))
	h.WriteString(s.post(c, d, t.Posts[0]))
	fmt.Fprintf(&h, `        <div class="row topicstarterpostbeginpostsheading">
            <div class="col-md-8 topicstarterpostcomments">%d Comments</div>
            <div class="col-md-4 topicpostorderfilter">
`, len(t.Posts)-1)
	if len(t.Posts) > 1 {
		act := func(o string) string {
			if strings.EqualFold(order, o) {
				return " orderfilerlinkactive"
			}
			return ""
		}
		fmt.Fprintf(&h, `                 Order By
                <a class="orderfilerlink%s" href="%s">Standard</a> |
                <a class="orderfilerlink%s" href="?order=Newest">Newest</a> |
                <a class="orderfilerlink%s" href="?order=Votes">Votes</a>
`, act(""), c.Href(base), act("Newest"), act("Votes"))
	}
	h.WriteString("            </div>\n        </div>\n    </div>\n")
	for _, p := range replies {
		h.WriteString(s.post(c, d, p))
	}
	if pages > 1 && order == "" {
		h.WriteString(`    <a href="#" class="showmoreposts btn-mvc btn-mvc-large btn-mvc-fullwidth">
        <span class="smpactive">Show More Posts</span>
        <span class="smploading" style="display: none;">Please wait...</span>
    </a>
`)
	}
	fmt.Fprintf(&h, `    <span id="newpostmarker"></span>
    <a id="createpost"></a>
    <input type="hidden" id="pageIndex" value="%d" />
    <input type="hidden" id="topicId" value="%s" />
    <input type="hidden" id="totalPages" value="%d" />
</div>
`, page+1, mfTopicGUID(d, t), pages)
	canon := ""
	if c.RawQuery != "" {
		canon = fmt.Sprintf(`<link rel="canonical" href="%s"/>`+"\n", Esc(c.URL(base)))
	}
	return c.Page(info, s.frame(c, d, t.Title, canon, h.String(), true))
}

// mfTopicGUID is a topic's id.
func mfTopicGUID(d *mfTables, t *Thread) string {
	h := Hash("mftopic", d.o.threadID[t])
	return fmt.Sprintf("%08x-%04x-%04x-%04x-%012x", uint32(h), uint16(h>>32), uint16(h>>48), uint16(h>>8), Hash("mftopic2", t.ID)&0xffffffffffff)
}

// post is _Post.cshtml for a guest: no quote, report, edit or vote links.
func (s mfSkin) post(c *Ctx, d *mfTables, p *Post) string {
	u := p.Author
	pid := d.pid[p]
	var body strings.Builder
	for i, para := range p.Body {
		if i > 0 {
			body.WriteString("</p><p>")
		}
		body.WriteString(Esc(para))
	}
	sig := ""
	if sg := signature(u); sg != "" {
		sig = `<div class="userpostsignature">` + Esc(sg) + `</div>`
	}
	admin := ""
	if u.ID == 1 {
		admin = `<span class="label label-default">Admin</span>`
	}
	up, down := mfVotes(p)
	tags := ""
	if p.Index == 0 && len(p.Thread.Tags) > 0 {
		var tg strings.Builder
		tg.WriteString(`            <div class="posttags tagsinput">`)
		for _, tag := range p.Thread.Tags {
			fmt.Fprintf(&tg, `<span class="tag"><span><a href="%s">%s</a></span></span>`, c.Href(mfTagURL(tag)), Esc(strings.ToLower(tag)))
		}
		tg.WriteString("</div>\n")
		tags = tg.String()
	}
	likedBy := ""
	if up > 0 {
		var lb strings.Builder
		lb.WriteString(`            <div class="postlikedby"><ul><li class="text">Liked by</li>`)
		for i := 0; i < up; i++ {
			v := byID(c.W.Users, 1+int(Hash("mfvoter", p.ID, i)%uint64(len(c.W.Users))))
			fmt.Fprintf(&lb, `<li><a href="%s"><img src="%s" alt="%s" title="%s"></a></li>`, c.Href(d.userURL(v)), mfGravatar(v, 20), Esc(v.Name), Esc(v.Name))
		}
		lb.WriteString("</ul></div>\n")
		likedBy = lb.String()
	}
	return fmt.Sprintf(`<div class="post solution-false post-%s" data-id="%s">
    <div class="rowcreater hidden-xs">
        <a id="comment-%s"></a>
        <a href="%s"><img src="%s" alt="%s"></a>
        %s
    </div>
    <div class="rowdetails clearfix">
        <div class="postdetails postdetails-guest">
            <div class="postbodytop">
                <a class="postmember-%s" href="%s">%s</a>
                posted this
                %s
            </div>
            <div id="postcontent-%s" class="postcontent">
                <p>%s</p>
                %s
            </div>
            <div class="postsocial">
                <ul>
                    <li class="permalink"><a href="%s">#Permalink</a></li>
                    <li><span class="glyphicon glyphicon-thumbs-up" aria-hidden="true"></span> <span class="count">%d</span></li>
                    <li><span class="glyphicon glyphicon-thumbs-down" aria-hidden="true"></span> <span class="count">%d</span></li>
                    <li><span class="glyphicon glyphicon-star-empty" aria-hidden="true"></span> <span class="count">%d</span></li>
                </ul>
            </div>
%s%s        </div>
    </div>
</div>
`, pid, pid, pid, c.Href(d.userURL(u)), mfGravatar(u, 50), Esc(u.Name), admin,
		pid, c.Href(d.userURL(u)), Esc(u.Name), mfPretty(c.W.Now, p.Time),
		pid, body.String(), sig, c.Href(d.permaLink(p)), up, down, Hash("mffav", p.ID)%3, tags, likedBy)
}

// tag is Topic/TopicsByTag: the tag's topics, newest last post first, paged.
func (s mfSkin) tag(c *Ctx, d *mfTables, raw string) Response {
	tag := strings.ToLower(raw)
	ts := d.tagged[tag]
	if ts == nil {
		return toHome(c)
	}
	page := mfPage(c)
	pages := pageCount(len(ts), mfTopicsPer)
	base := mfTagURL(tag)
	info := Info{Type: TypeIndex, FPage: page, Canonical: mfPaged(base, page)}
	if page > pages {
		info = Info{Type: TypeOther}
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="tagtopics">
    <div class="mainheading clearfix">
        <h1>%s</h1>
    </div>
`, Esc(tag))
	for _, t := range Page(ts, page, mfTopicsPer) {
		h.WriteString(s.topicRow(c, d, t))
	}
	h.WriteString(mfPager(c, base, page, len(ts)))
	h.WriteString("</div>\n")
	return c.Page(info, s.frame(c, d, tag, mfCanonicalTags(c, base, page, pages), h.String(), true))
}

// profile is Members/GetByName: the member's details and badges; the
// discussions load by a POST from JavaScript.
func (s mfSkin) profile(c *Ctx, d *mfTables, slug string) Response {
	u := d.byUSlug[strings.ToLower(slug)]
	if u == nil {
		return s.notFound(c)
	}
	var badges strings.Builder
	for _, bd := range d.badges {
		if slices.Contains(bd.holders, u) {
			fmt.Fprintf(&badges, `<div class="badge-item"><img src="%s" alt="%s" title="%s"> <span>%s</span></div>`,
				c.Href("content/badges/"+bd.image), Esc(bd.display), Esc(bd.desc), Esc(bd.display))
		}
	}
	badgeSec := ""
	if badges.Len() > 0 {
		badgeSec = `            <div class="membersection badgeactivity"><h3>Badges</h3>` + badges.String() + "</div>\n"
	}
	posts := len(d.o.byUser[u])
	body := fmt.Sprintf(`<div class="memberprofilepublic">
    <div class="row">
        <div class="col-md-3 memberavatardetails">
            <p><img src="%s" alt="%s"></p>
        </div>
        <div class="col-md-9 membermaindetails">
            <div class="membersection memberbio">
                <div class="row">
                    <div class="col-md-12"><h3>%s</h3></div>
                    <div class="col-md-6">
                        <p>Joined %s</p>
                        <p>Posts %d</p>
                        <p>Points %d</p>
                        <p>Age </p>
                    </div>
                    <div class="col-md-6">
                        <p>Location </p>
                        <p>Website </p>
                        <p>Twitter </p>
                        <p>Facebook </p>
                    </div>
                </div>
            </div>
            <div class="membersection memberlatesttopics">
                <h3>Discussion Activity</h3>
                <div class="memberdiscussions"><span class="ajaxspinner" title="Please wait...">Please wait...</span></div>
            </div>
%s        </div>
    </div>
</div>
`, mfGravatar(u, 85), Esc(u.Name), Esc(u.Name), mfPretty(c.W.Now, u.Joined), posts, d.points[u], badgeSec)
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, u.Name+" - Profile", "", body, true))
}

// activityPage is Home/Activity: joins and badges, newest first, paged.
func (s mfSkin) activityPage(c *Ctx, d *mfTables) Response {
	page := mfPage(c)
	var h strings.Builder
	h.WriteString("<div class=\"activitylist\">\n    <div class=\"mainheading clearfix\"><div class=\"widgetright\"><a href=\"" + c.Href("home/activityrss/") + "\" class=\"rsssubscribe\"><i class=\"fa fa-rss\"></i></a></div><h1>Activity</h1></div>\n")
	for _, a := range Page(d.activity, page, mfActivePer) {
		what := "has just joined the forum"
		if a.badge != nil {
			what = fmt.Sprintf(`was awarded the <a href="%s">%s</a> badge`, c.Href("badge/allbadges/"), Esc(a.badge.display))
		}
		fmt.Fprintf(&h, `    <div class="activityrow"><a href="%s"><img src="%s" alt="%s"></a> <a href="%s">%s</a> %s <span class="activitydate">%s</span></div>`+"\n",
			c.Href(d.userURL(a.user)), mfGravatar(a.user, 50), Esc(a.user.Name), c.Href(d.userURL(a.user)), Esc(a.user.Name), what, mfPretty(c.W.Now, a.at))
	}
	if len(d.activity) > mfActivePer {
		h.WriteString(mfPagerN(c, "home/activity/", page, pageCount(len(d.activity), mfActivePer)))
	}
	h.WriteString("</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, "Activity", "", h.String(), true))
}

// leaderboard is Home/Leaderboard: this week's and this year's top earners.
func (s mfSkin) leaderboard(c *Ctx, d *mfTables) Response {
	var h strings.Builder
	h.WriteString("<div class=\"leaderboard\">\n    <h1>Leaderboard</h1>\n")
	for _, period := range []string{"This Week", "This Year"} {
		fmt.Fprintf(&h, "    <div class=\"leaderboardsection\"><h3>%s</h3><table class=\"table\">\n", period)
		for i, u := range d.earners {
			pts := d.points[u]
			if period == "This Week" {
				pts = max(1, pts/7)
			}
			fmt.Fprintf(&h, `        <tr><td>%d</td><td><a href="%s"><img src="%s" alt="%s"></a> <a href="%s">%s</a></td><td>%d</td></tr>`+"\n",
				i+1, c.Href(d.userURL(u)), mfGravatar(u, 20), Esc(u.Name), c.Href(d.userURL(u)), Esc(u.Name), pts)
		}
		h.WriteString("    </table></div>\n")
	}
	h.WriteString("</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, "Leaderboard", "", h.String(), false))
}

// allBadges is Badge/AllBadges: every badge with the members who hold it.
func (s mfSkin) allBadges(c *Ctx, d *mfTables) Response {
	var h strings.Builder
	h.WriteString("<div class=\"allbadges\">\n    <h1>Badges</h1>\n")
	for _, bd := range d.badges {
		fmt.Fprintf(&h, `    <div class="badgerow"><img src="%s" alt="%s"><h3>%s</h3><p>%s</p><ul class="badgeusers">`,
			c.Href("content/badges/"+bd.image), Esc(bd.display), Esc(bd.display), Esc(bd.desc))
		for _, u := range bd.holders[:min(12, len(bd.holders))] {
			fmt.Fprintf(&h, `<li><a href="%s"><img src="%s" alt="%s" title="%s"></a></li>`, c.Href(d.userURL(u)), mfGravatar(u, 20), Esc(u.Name), Esc(u.Name))
		}
		h.WriteString("</ul></div>\n")
	}
	h.WriteString("</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, "Badges", "", h.String(), false))
}

// search is Search/Index: topics whose title holds the term.
func (s mfSkin) search(c *Ctx, d *mfTables) Response {
	term := strings.TrimSpace(c.Query.Get("term"))
	var h strings.Builder
	fmt.Fprintf(&h, "<div class=\"searchresults\">\n    <h1>Search results for %s</h1>\n", Esc(term))
	if len(term) < 2 {
		h.WriteString("    <p>Please enter a search term</p>\n")
	} else {
		w := strings.ToLower(term)
		hits := firstN(d.latest, mfSearchMax, func(t *Thread) bool { return strings.Contains(strings.ToLower(t.Title), w) })
		if len(hits) == 0 {
			h.WriteString("    <p>No results found</p>\n")
		}
		for _, t := range hits {
			h.WriteString(s.topicRow(c, d, t))
		}
	}
	h.WriteString("</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, "Search", "", h.String(), true))
}

// form is the log-on, register and forgotten-password pages.
func (s mfSkin) form(c *Ctx, which string) Response {
	which = strings.ToLower(which)
	title, fields, button := "Log On", []string{"UserName:text:Username", "Password:password:Password"}, "Log On"
	switch which {
	case "register":
		title, fields, button = "Register", []string{"UserName:text:Username", "Email:email:Email Address", "Password:password:Password", "ConfirmPassword:password:Confirm Password"}, "Register"
	case "forgotpassword":
		title, fields, button = "Forgot Password", []string{"EmailAddress:email:Email Address"}, "Reset Password"
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<div class=\"row\"><div class=\"col-md-6 col-md-offset-3 logonform\">\n    <h1>%s</h1>\n    <form action=\"%s\" method=\"post\">\n        <input name=\"__RequestVerificationToken\" type=\"hidden\" value=\"%s\" />\n",
		title, c.Href("members/"+which+"/"), mfToken(c))
	if rt := c.Query.Get("ReturnUrl"); rt != "" && which == "logon" {
		fmt.Fprintf(&h, "        <input id=\"ReturnUrl\" name=\"ReturnUrl\" type=\"hidden\" value=\"%s\" />\n", Esc(rt))
	}
	for _, f := range fields {
		p := strings.SplitN(f, ":", 3)
		fmt.Fprintf(&h, "        <div class=\"form-group\"><label for=\"%s\">%s</label><input class=\"form-control\" id=\"%s\" name=\"%s\" type=\"%s\" value=\"\" /></div>\n", p[0], p[2], p[0], p[0], p[1])
	}
	fmt.Fprintf(&h, "        <button type=\"submit\" class=\"btn-mvc\">%s</button>\n    </form>\n", button)
	if which == "logon" {
		fmt.Fprintf(&h, "    <p><a href=\"%s\">Forgot your password?</a></p>\n    <p><a href=\"%s\">Register</a></p>\n", c.Href("members/forgotpassword/"), c.Href("members/register/"))
	}
	h.WriteString("</div></div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, mfTab(c.W), title, "", h.String(), false))
}

// mfToken is a form's anti-forgery token (fixed per URL, for determinism).
func mfToken(c *Ctx) string {
	const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"
	b := make([]byte, 92)
	for i := range b {
		b[i] = alnum[Hash("mftoken", c.Path, c.RawQuery, i)%uint64(len(alnum))]
	}
	return string(b)
}

// mfRSS is RssResult: an RSS 2.0 document.
func mfRSS(c *Ctx, title, link, items string) Response {
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8", Body: rssFeed(c, title, link, items), Info: Info{Type: TypeOther}}
}

func (s mfSkin) categoryRSS(c *Ctx, d *mfTables, slug string) Response {
	mc := d.bySlug[strings.ToLower(slug)]
	if mc == nil {
		return toHome(c)
	}
	ts := slices.Clone(mc.board.Threads)
	mfByLast(ts)
	return mfRSS(c, mc.board.Name, mfCatURL(mc), rssItems(c, ts[:min(50, len(ts))]))
}

func (s mfSkin) activityRSS(c *Ctx, d *mfTables) Response {
	var b strings.Builder
	link := Esc(c.URL("home/activity/"))
	for _, a := range d.activity[:min(50, len(d.activity))] {
		title := a.user.Name + " has just joined the forum"
		if a.badge != nil {
			title = a.user.Name + " was awarded the " + a.badge.display + " badge"
		}
		fmt.Fprintf(&b, `<item><title>%s</title><link>%s</link><pubDate>%s</pubDate><guid isPermaLink="false">%s</guid></item>`,
			Esc(title), link, a.at.Format(http.TimeFormat), link)
	}
	return mfRSS(c, "Latest Activity", "home/activity/", b.String())
}

// sitemap is GoogleSitemapResult: topics, categories or members.
func (s mfSkin) sitemap(c *Ctx, d *mfTables, which string) Response {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="utf-8"?>` + "\n" + `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`)
	entry := func(u string, at time.Time, freq string) {
		fmt.Fprintf(&b, "<url><loc>%s</loc><lastmod>%s</lastmod><changefreq>%s</changefreq></url>", Esc(c.URL(u)), at.Format("2006-01-02"), freq)
	}
	switch which {
	case "topicxmlsitemap":
		for _, t := range d.o.threads {
			entry(s.ThreadURL(t, 1), t.LastPost().Time, "daily")
		}
	case "categoryxmlsitemap":
		for _, mc := range d.cats {
			at := c.W.Now
			if l := mc.board.Latest(); l != nil {
				at = l.Time
			}
			entry(mfCatURL(mc), at, "monthly")
		}
	default:
		for _, u := range c.W.Users {
			entry(d.userURL(u), u.Joined, "weekly")
		}
	}
	b.WriteString("</urlset>")
	return Response{Status: http.StatusOK, ContentType: "text/xml; charset=utf-8", Body: b.String(), Info: Info{Type: TypeOther}}
}

// side is _CommonSideNav: categories, search, popular tags, this week's top earners, hot topics.
func (s mfSkin) side(c *Ctx, d *mfTables) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="side-box categories-box">
<h5>Categories</h5>
    <ul>
        <li><a href="%s">All Categories</a></li>
`, c.Href("category/"))
	for _, mc := range d.cats {
		if mc.parent != nil {
			continue
		}
		fmt.Fprintf(&h, `        <li class="catitem"><a style="border-color: %s" href="%s">%s</a>`, mc.colour, c.Href(mfCatURL(mc)), Esc(mc.board.Name))
		if len(mc.kids) > 0 {
			h.WriteString("<ul>")
			for _, k := range mc.kids {
				fmt.Fprintf(&h, `<li class="catitem"><a style="border-color: %s" href="%s">%s</a></li>`, k.colour, c.Href(mfCatURL(k)), Esc(k.board.Name))
			}
			h.WriteString("</ul>")
		}
		h.WriteString("</li>\n")
	}
	h.WriteString("    </ul>\n</div>\n")
	fmt.Fprintf(&h, `<div class="side-box search-box">
    <form action="%s" method="get">
        <div class="input-group"><input class="form-control" id="term" name="term" placeholder="Search..." type="text" value="" /><span class="input-group-btn"><button class="btn btn-default" type="submit"><span class="glyphicon glyphicon-search"></span></button></span></div>
    </form>
</div>
<div class="side-box tags-box">
<h5>Popular Tags</h5>
    <div class="tagsinput">`, c.Href("search/"))
	for _, tag := range d.tags[:min(mfTagsN, len(d.tags))] {
		fmt.Fprintf(&h, `<span class="tag"><span><a href="%s">%s</a></span></span>`, c.Href(mfTagURL(tag)), Esc(strings.ToLower(tag)))
	}
	h.WriteString("</div>\n</div>\n<div class=\"side-box points-box\">\n<h5>This Week's Top Earners</h5>\n    <ul>\n")
	for _, u := range d.earners {
		fmt.Fprintf(&h, `        <li><img src="%s" alt="%s"> <a href="%s">%s</a> <span>%d</span></li>`+"\n", mfGravatar(u, 20), Esc(u.Name), c.Href(d.userURL(u)), Esc(u.Name), max(1, d.points[u]/7))
	}
	h.WriteString("    </ul>\n</div>\n<div class=\"side-box hottopics-box\">\n<h5>Hot Topics</h5>\n    <ul>\n")
	for _, t := range d.hot {
		fmt.Fprintf(&h, `        <li><a href="%s">%s</a></li>`+"\n", c.Href(s.ThreadURL(t, 1)), Esc(t.Title))
	}
	h.WriteString("    </ul>\n</div>\n")
	return h.String()
}

// subNav is SubNavigation.cshtml for a guest: Latest, Leaderboard, Activity, Badges.
func mfSubNav(c *Ctx) string {
	return fmt.Sprintf(`<li><a class="auto-latest" href="%s">Latest</a></li><!--
--><li><a href="%s">Leaderboard</a></li><!--
--><li><a href="%s">Activity</a></li><!--
--><li><a href="%s">Badges</a></li>`, c.Href(""), c.Href("home/leaderboard/"), c.Href("home/activity/"), c.Href("badge/allbadges/"))
}

// frame is _Layout.cshtml (with _LayoutRightSideBar's column when side is
// set): the pushy menu, the navbar with Register and Log On, the sub
// navigation, the page, the footer's stats and active members.
func (s mfSkin) frame(c *Ctx, d *mfTables, title, canonical, content string, side bool) string {
	var h strings.Builder
	theme := c.Pkg.Mount + "themes/metro/"
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html lang="en">
<head prefix="og: http://ogp.me/ns# fb: http://ogp.me/ns/fb# website: http://ogp.me/ns/website#">
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>%s</title>
    <meta name="description" content="%s" />
    <meta property="og:title" content="%s" />
    <meta property="og:site_name" content="%s" />
    <meta property="og:type" content="website" />
    %s
    <link href="%scontent/styles/theme.min.css" rel="stylesheet" />
    <link rel="shortcut icon" href="%scontent/images/favicon.ico">
`, Esc(title), mfSiteDesc, Esc(title), mfSite, canonical, theme, theme)
	h.WriteString(c.Styles(16))
	fmt.Fprintf(&h, `    <script src="%sscripts/jquery-2.1.4.min.js"></script>
    <script>var app_base = '%s';</script>
</head>
<body class="desktop loggedin-false">
    <nav class="pushy pushy-left">
        <ul>
            <li><a href="%s">Register</a></li>
            <li><a href="%s">Log On</a></li>
            <li><a href="%s">All Categories</a></li>
            %s
        </ul>
    </nav>
    <div class="site-overlay"></div>
    <header>
        <nav class="navbar navbar-default" role="navigation">
            <div class="container">
                <div class="navbar-header">
                    <button type="button" class="navbar-toggle menu-btn"><span class="sr-only">Toggle navigation</span><span class="icon-bar"></span><span class="icon-bar"></span><span class="icon-bar"></span></button>
                    <a class="navbar-brand" href="%s"><img src="%scontent/images/logo.png" alt="MVCForum" class="logoimg"/></a>
                </div>
                <div class="collapse navbar-collapse" id="mvcforum-nav">
                    <ul class="nav navbar-nav navbar-right">
                        <li><a href="%s">Register</a></li>
                        <li><a href="%s">Log On</a></li>
                    </ul>
                </div>
            </div>
        </nav>
    </header>
    <section class="content-strip content-strip-false">
        <div class="container sub-nav-container"><div class="row"><div class="col-sm-12"><ul>
            %s
        </ul></div></div></div>
    </section>
    <section class="container main-section">
        <noscript><div class="alert alert-warning">Please enable JavaScript to use this forum to its full potential.</div></noscript>
        <div id="main" class="mainbody">
`, c.Pkg.Mount, c.Pkg.Mount, c.Href("members/register/"), c.Href("members/logon/"), c.Href("category/"), mfSubNav(c),
		c.Href(""), theme, c.Href("members/register/"), c.Href("members/logon/"), mfSubNav(c))
	if side {
		h.WriteString("<div class=\"row\">\n<div class=\"col-md-9\">\n" + content + "</div>\n<div class=\"col-md-3 sidebar\">\n" + s.side(c, d) + "</div>\n</div>\n")
	} else {
		h.WriteString(content)
	}
	topics, posts := len(c.W.Threads), len(c.W.Posts)
	fmt.Fprintf(&h, `        </div>
    </section>
    <footer>
        <div class="container">
            <div class="row">
                <div class="col-sm-6">
                    <div class="mainstats">
                        <p>Members <strong>%s</strong> &middot; Discussions <strong>%s</strong> &middot; Posts <strong>%s</strong></p>
                        <p>Newest Member <a href="%s">%s</a></p>
                    </div>
                </div>
                <div class="col-sm-6">
                    <div class="activemembers"><p>Online Members</p><ul>`,
		thousands(len(c.W.Users), ","), thousands(topics, ","), thousands(posts, ","), c.Href(d.userURL(d.newest)), Esc(d.newest.Name))
	for _, u := range d.online {
		fmt.Fprintf(&h, `<li><a href="%s"><img src="%s" alt="%s" title="%s"></a></li>`, c.Href(d.userURL(u)), mfGravatar(u, 30), Esc(u.Name), Esc(u.Name))
	}
	fmt.Fprintf(&h, `</ul></div>
                </div>
            </div>
            <div class="row">
                <div class="col-md-12">
                    <div class="licenceblock">
                        <p>&copy; %d - Powered by <a rel="nofollow" href="http://www.mvcforum.com">MvcForum.com</a></p>
                    </div>
                </div>
            </div>
        </div>
    </footer>
`, c.W.Now.Year())
	h.WriteString(c.Scripts(10))
	h.WriteString("</body>\n</html>\n")
	return h.String()
}
