package sim

import (
	"fmt"
	"math"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// Redmine 5.1 with its default theme, at the site root, guests allowed to
// read. Redmine is a project tracker; its forums are the Forums tab of a
// project, here the one public project "lanternfish". The site's front page
// is Redmine's welcome page, which links the projects list; the forum is
// /projects/lanternfish/boards, the list of all the project's boards, and
// that list is the entry page: it is the only page that links every board,
// and the forum holds nothing above it. The World's categories are parent
// boards (Redmine has had sub-boards since 3.0) without topics of their own;
// the World's boards are their children and sub-boards their grandchildren,
// and the boards list shows the whole tree, each level indented. Boards,
// messages and users each have one id sequence over the whole site: a
// topic's id is its first message's, replies are messages of the same table
// (numbered in posting order), so topic ids have gaps. A topic page shows
// the first message on every page and 25 replies under it
// (REPLIES_PER_PAGE); a board page lists 25 topics (the first of the
// per_page options 25,50,100), stickies first, then by last message. Every
// paging, sort and per-page link is the current URL with its query merged
// (Rails' url_for, keys in order), so ?page=1 duplicates page one and the
// sort criteria (up to three, most recent first) chain into each other.
// Guests get no posting, quoting or watching links (the Anonymous role may
// only view); every "Added by ... ago" links the project's activity of that
// day, an endless calendar. Redmine prints no rel=canonical: the canonical
// page is the one the board list links, and each duplicate names it for the
// truth. URL scheme (all below the root):
//
//	"" (welcome), projects, projects/1|lanternfish (overview; ?jump=boards 302s to the forums)   other
//	projects/lanternfish/boards               entry: every board as a tree (projects/1/boards the same page)
//	projects/lanternfish/boards/B             a board, 25 topics a page (index; a category's board lists none)
//	  ?page=N, ?page=1                        later pages, page one again; past the end "No data to display" (other)
//	  ?sort=created_on,updated_on:desc...     sortable Created, Replies and Last message columns: the same page, other order
//	  ?per_page=50|100[&page=N]               the "Per page" links: index, labelled as the 25-topic page holding its first topic
//	projects/lanternfish/boards/B.atom        the board's messages (Atom, other)
//	boards/B/topics/T[?page=N]                a topic: its first message and 25 replies a page (thread); past the end other
//	boards/B/topics/T?r=R#message-R           a reply's permalink: the page holding it, rendered in place ("last message"
//	                                          links, reply headers, activity and feeds); the pager keeps r: ?page=N&r=R
//	boards/B/topics/R                         a reply's id in the topic's place: the topic it belongs to
//	users/U                                   a member's page: projects, latest activity (other)
//	projects/lanternfish/activity[?from=YYYY-MM-DD&...], activity[?from=...&user_id=U]   30 days of activity, Previous
//	                                          without end (other, a trap); *.atom feeds of it (other)
//	projects/lanternfish/{issues,time_entries,news,documents,wiki,files,search}, news/N, wiki pages, their
//	history and versions, issues, time_entries, news, search, login, account/register, account/lost_password   other
//	projects/lanternfish/issues/{gantt,calendar}, issues/{gantt,calendar}   month navigation without end (other, traps)
//	an unknown project, board, topic, user or a topic under another board   404
func redmine() *Package {
	return &Package{
		Name: "redmine", Software: "Redmine 5.1 (default theme)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.3, Threads: [2]int{8, 40},
			Posts: [2]int{1, 18}, LongThreadChance: 0.07, ThreadsPerPage: 25, PostsPerPage: 25, Users: 60,
			Lang: text.English, Topics: []string{"phones", "photography", "phones"}, Opinion: 0.3, StickyChance: 0.03},
		Mount: "/", Seed: 3271, Unseen: true,
		Robots: rmRobots,
		Skin:   rmSkin{},
	}
}

// rmSkin renders Redmine 5.1.
type rmSkin struct{}

const (
	rmApp     = "Lanternfish Labs" // Setting.app_title
	rmName    = "Lanternfish OS"   // the project
	rmIdent   = "lanternfish"      // its identifier; its id is 1
	rmProj    = "projects/" + rmIdent
	rmAsset   = "?1700813412" // asset timestamps
	rmDate    = "01/02/2006"  // English date format, %m/%d/%Y
	rmTime    = "01/02/2006 03:04 PM"
	rmClock   = "03:04 PM"
	rmReplies = 25 // MessagesController::REPLIES_PER_PAGE
	rmFeeds   = 15 // Setting.feeds_limit
	rmDays    = 30 // Setting.activity_days_default
	rmUserOff = 4  // user ids up to here are the admin and the built-in principals
)

// rmPerPage is Setting.per_page_options.
var rmPerPage = []int{25, 50, 100}

const rmRobots = "User-agent: *\nDisallow: /projects/lanternfish/repository\nDisallow: /projects/lanternfish/issues\nDisallow: /projects/lanternfish/activity\n" +
	"Disallow: /projects/1/repository\nDisallow: /projects/1/issues\nDisallow: /projects/1/activity\nDisallow: /issues/gantt\nDisallow: /issues/calendar\n" +
	"Disallow: /activity\nDisallow: /search\nDisallow: /issues?sort=\nDisallow: /issues?query_id=\nDisallow: /issues?*set_filter=\n" +
	"Disallow: /issues/*.pdf$\nDisallow: /projects/*.pdf$\n"

// rmBoard is one of the project's boards: a category's, or a World board.
type rmBoard struct {
	id, level int
	name      string
	descr     string
	b         *Board // nil for a category's board
	parent    *rmBoard
}

// rmNews is a news item of the project.
type rmNews struct {
	id      int
	title   string
	summary string
	body    string
	author  *User
	at      time.Time
}

// rmTables are what the skin derives from a world: board ids in tree order,
// message ids in posting order, each member's messages, the project's members.
type rmTables struct {
	boards  []*rmBoard // by id - 1, in tree order
	of      map[*Board]*rmBoard
	msg     map[*Post]int
	byMsg   []*Post
	byUser  map[*User][]*Post // newest first
	members []*User           // managers first
	news    []rmNews          // newest first
}

func rmTab(w *World) *rmTables {
	return w.Derived("redmine", func() any {
		d := &rmTables{of: map[*Board]*rmBoard{}, msg: map[*Post]int{}, byUser: map[*User][]*Post{}}
		add := func(rb *rmBoard) *rmBoard {
			rb.id = len(d.boards) + 1
			d.boards = append(d.boards, rb)
			if rb.b != nil {
				d.of[rb.b] = rb
			}
			return rb
		}
		for _, cat := range w.Categories {
			top := add(&rmBoard{name: cat.Name, descr: "Everything about " + strings.ToLower(cat.Name) + "."})
			for _, b := range cat.Boards {
				mid := add(&rmBoard{level: 1, name: b.Name, descr: b.Description, b: b, parent: top})
				for _, ch := range b.Children {
					add(&rmBoard{level: 2, name: ch.Name, descr: ch.Description, b: ch, parent: mid})
				}
			}
		}
		d.byMsg = slices.Clone(w.Posts)
		slices.SortStableFunc(d.byMsg, func(a, b *Post) int { return a.Time.Compare(b.Time) })
		for i, p := range d.byMsg {
			d.msg[p] = i + 1
		}
		for i := len(d.byMsg) - 1; i >= 0; i-- {
			p := d.byMsg[i]
			d.byUser[p.Author] = append(d.byUser[p.Author], p)
		}
		d.members = slices.Clone(w.Users)
		slices.SortStableFunc(d.members, func(a, b *User) int { return b.Posts - a.Posts })
		d.members = d.members[:min(5, len(d.members))]
		titles := [][2]string{
			{rmName + " 4.2 released", "Camera fixes, a new dialer and better battery life."},
			{"Forums moved to the project site", "Please use the Forums tab for questions and help."},
			{"Nightly builds for two more handsets", "Testers wanted for the new device trees."},
			{rmName + " 4.1 released", "The first release with the new installer."},
		}
		for i, t := range titles {
			at := w.Now.AddDate(0, -2*i, -3-5*i).Add(-time.Duration(i*7+2) * time.Hour)
			d.news = append(d.news, rmNews{id: len(titles) - i, title: t[0], summary: t[1],
				body: t[1] + " Read the release notes on the wiki and report problems in the forums.", author: d.members[i%len(d.members)], at: at})
		}
		return d
	}).(*rmTables)
}

func (d *rmTables) board(id int) *rmBoard {
	return byID(d.boards, id)
}

func (d *rmTables) post(id int) *Post {
	return byID(d.byMsg, id)
}

func (d *rmTables) newsItem(id int) *rmNews {
	for i := range d.news {
		if d.news[i].id == id {
			return &d.news[i]
		}
	}
	return nil
}

// member tells whether u is one of the project's members, and as what.
func (d *rmTables) member(u *User) (string, bool) {
	i := slices.Index(d.members, u)
	switch {
	case i < 0:
		return "", false
	case i < 2:
		return "Manager", true
	}
	return "Developer", true
}

// rmPages is how many pages a topic takes: 25 replies a page, the first
// message above them on each, one page without replies.
func rmPages(t *Thread) int { return max(1, (len(t.Posts)-1+rmReplies-1)/rmReplies) }

// rmPageOf is the topic page showing post index i.
func rmPageOf(i int) int {
	if i == 0 {
		return 1
	}
	return (i-1)/rmReplies + 1
}

func (rmSkin) Entry() string { return rmProj + "/boards" }

func rmBoardPath(rb *rmBoard) string { return fmt.Sprintf("%s/boards/%d", rmProj, rb.id) }

func rmTopicPath(d *rmTables, t *Thread) string {
	return fmt.Sprintf("boards/%d/topics/%d", d.of[t.Board].id, d.msg[t.Posts[0]])
}

func (rmSkin) BoardURL(b *Board, p int) string {
	u := rmBoardPath(rmTab(b.World).of[b])
	if p > 1 {
		u += fmt.Sprintf("?page=%d", p)
	}
	return u
}

func (rmSkin) ThreadURL(t *Thread, p int) string {
	u := rmTopicPath(rmTab(t.Board.World), t)
	if p > 1 {
		u += fmt.Sprintf("?page=%d", p)
	}
	return u
}

// rmMsgURL is link_to_message's target: the topic, or for a reply the topic
// with r and the reply's anchor.
func rmMsgURL(d *rmTables, p *Post) string {
	if p.Index == 0 {
		return rmTopicPath(d, p.Thread)
	}
	m := d.msg[p]
	return fmt.Sprintf("%s?r=%d#message-%d", rmTopicPath(d, p.Thread), m, m)
}

func rmSubject(p *Post) string {
	if p.Index == 0 {
		return p.Thread.Title
	}
	return "RE: " + p.Thread.Title
}

func rmUserURL(u *User) string { return fmt.Sprintf("users/%d", u.ID+rmUserOff) }

func rmUser(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a class="user active" href="%s">%s</a>`, c.Href(rmUserURL(u)), Esc(u.Name))
}

// rmToI reads a parameter as Ruby's to_i: leading digits, else 0.
func rmToI(s string) int {
	s = strings.TrimSpace(s)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' || n > 1e8 {
			break
		}
		n = n*10 + int(r-'0')
	}
	if neg {
		return -n
	}
	return n
}

// rmQuery is the request's query merged with set, as Rails' url_for writes
// it: keys in order, an empty value dropping the key; "" or "?...".
func rmQuery(c *Ctx, set ...string) string {
	q := url.Values{}
	for k, v := range c.Query {
		q[k] = slices.Clone(v)
	}
	for i := 0; i+1 < len(set); i += 2 {
		if set[i+1] == "" {
			q.Del(set[i])
		} else {
			q.Set(set[i], set[i+1])
		}
	}
	if e := q.Encode(); e != "" {
		return "?" + e
	}
	return ""
}

func (s rmSkin) Serve(c *Ctx) Response {
	// Rails routes a path with a trailing slash as without.
	path := strings.TrimSuffix(c.Path, "/")
	seg := segments(strings.Split(path, "/"))
	d := rmTab(c.W)
	switch seg.at(0) {
	case "":
		if path == "" {
			return s.welcome(c, d)
		}
	case "projects.atom":
		if len(seg) == 1 {
			return s.atom(c, rmApp+": Latest projects", "projects", nil, nil)
		}
	case "projects":
		if len(seg) == 1 {
			return s.projects(c)
		}
		if seg.at(1) != rmIdent && seg.at(1) != "1" {
			return s.notFound(c)
		}
		return s.project(c, d, seg[2:])
	case "boards":
		if len(seg) == 4 && seg.at(2) == "topics" {
			return s.topic(c, d, rmToI(seg.at(1)), seg.at(3))
		}
	case "users":
		if len(seg) == 2 {
			return s.user(c, d, seg.at(1))
		}
	case "news", "news.atom":
		return s.news(c, d, seg, false)
	case "activity", "activity.atom":
		if len(seg) == 1 {
			return s.activity(c, d, false, seg.at(0) == "activity.atom")
		}
	case "issues", "issues.atom", "issues.csv", "issues.pdf", "time_entries":
		return s.stub(c, seg, false)
	case "search":
		if len(seg) == 1 {
			return s.search(c, d, false)
		}
	case "login", "account":
		return s.account(c, path)
	}
	return s.notFound(c)
}

// rmFormat splits a path segment's format suffix: "3.atom" -> "3", "atom".
func rmFormat(seg string) (string, string) {
	if i := strings.LastIndexByte(seg, '.'); i >= 0 {
		return seg[:i], seg[i+1:]
	}
	return seg, ""
}

// project answers the routes below projects/lanternfish.
func (s rmSkin) project(c *Ctx, d *rmTables, rest segments) Response {
	switch rest.at(0) {
	case "":
		if len(rest) == 0 {
			if j := c.Query.Get("jump"); j != "" {
				for _, m := range rmProjectMenu {
					if strings.ReplaceAll(m.name, "-", "_") == j {
						info := Info{Type: TypeOther}
						if m.name == "boards" {
							info = Info{Type: TypeEntry, Canonical: s.Entry()}
						}
						return c.Redirect(rmProj+m.path, info)
					}
				}
			}
			return s.overview(c, d)
		}
	case "boards":
		switch len(rest) {
		case 1:
			return c.Page(Info{Type: TypeEntry, Canonical: s.Entry()}, s.boardsIndex(c, d))
		case 2:
			id, f := rmFormat(rest.at(1))
			rb := d.board(rmToI(id))
			if rb == nil || strconv.Itoa(rmToI(id)) != id {
				return s.notFound(c)
			}
			switch f {
			case "":
				return s.boardShow(c, d, rb)
			case "atom":
				var ps []*Post
				if rb.b != nil {
					for _, t := range rb.b.Threads {
						ps = append(ps, t.Posts...)
					}
				}
				return s.atom(c, rmName+": "+rb.name, rmBoardPath(rb), d, ps)
			}
		}
	case "activity", "activity.atom":
		if len(rest) == 1 {
			return s.activity(c, d, true, rest.at(0) == "activity.atom")
		}
	case "news", "news.atom":
		if len(rest) == 1 {
			return s.news(c, d, rest, true)
		}
	case "issues", "issues.atom", "issues.csv", "issues.pdf", "time_entries", "documents", "files":
		return s.stub(c, rest, true)
	case "wiki":
		return s.wiki(c, d, rest[1:])
	case "search":
		if len(rest) == 1 {
			return s.search(c, d, true)
		}
	}
	return s.notFound(c)
}

// rmMenuItem is a main-menu tab: its name (the link's class), caption and
// path below the project (or the root, for the application menu).
type rmMenuItem struct{ name, caption, path string }

var rmProjectMenu = []rmMenuItem{
	{"overview", "Overview", ""}, {"activity", "Activity", "/activity"}, {"issues", "Issues", "/issues"},
	{"time-entries", "Spent time", "/time_entries"}, {"gantt", "Gantt", "/issues/gantt"}, {"calendar", "Calendar", "/issues/calendar"},
	{"news", "News", "/news"}, {"documents", "Documents", "/documents"}, {"wiki", "Wiki", "/wiki"},
	{"boards", "Forums", "/boards"}, {"files", "Files", "/files"},
}

var rmAppMenu = []rmMenuItem{
	{"projects", "Projects", "projects"}, {"activity", "Activity", "activity"}, {"issues", "Issues", "issues"},
	{"time-entries", "Spent time", "time_entries"}, {"gantt", "Gantt", "issues/gantt"}, {"calendar", "Calendar", "issues/calendar"},
	{"news", "News", "news"},
}

// rmPage is what the layout needs to know of a page.
type rmPage struct {
	title   string // html_title before the project's and the site's names
	project bool   // a project page: its name in the header, its menu
	menu    string // the selected main-menu tab; "" with project false: no main menu
	ctrl    string // controller and action, for the body classes
	action  string
	scope   string      // the controller's default search scope, a hidden search field
	feeds   [][2]string // auto-discovery links: title, mount-relative URL
	sidebar string
}

// frame is layouts/base.html.erb around a page's content.
func (s rmSkin) frame(c *Ctx, pg rmPage, content string) string {
	var h strings.Builder
	title := []string{}
	if pg.title != "" {
		title = append(title, pg.title)
	}
	if pg.project {
		title = append(title, rmName)
	}
	title = append(title, rmApp)
	search := "search"
	if pg.project {
		search = rmProj + "/search"
	}
	bodyClass := fmt.Sprintf("controller-%s action-%s avatars-off", pg.ctrl, pg.action)
	if pg.menu != "" {
		bodyClass = "has-main-menu " + bodyClass
	}
	if pg.project {
		bodyClass = "project-" + rmIdent + " " + bodyClass
	}
	token := fmt.Sprintf("%016x%016x%016x", Hash("rmcsrf", c.Path, c.RawQuery), Hash("rmcsrf2", c.Path), Hash("rmcsrf3", c.RawQuery))
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge"/>
<title>%s</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Redmine" />
<meta name="keywords" content="issue,bug,tracker" />
<meta name="csrf-param" content="authenticity_token" />
<meta name="csrf-token" content="%s" />
<link rel='shortcut icon' href='/favicon.ico%s' />
<link rel="stylesheet" media="all" href="/stylesheets/jquery/jquery-ui-1.13.2.css%s" />
<link rel="stylesheet" media="all" href="/stylesheets/tribute-5.1.3.css%s" />
<link rel="stylesheet" media="all" href="/stylesheets/tablesort-5.2.1.css%s" />
<link rel="stylesheet" media="all" href="/stylesheets/application.css%s" />
<link rel="stylesheet" media="all" href="/stylesheets/responsive.css%s" />
<script src="/javascripts/jquery-3.6.1-ui-1.13.2-ujs-6.1.7.6.js%s"></script>
<script src="/javascripts/tribute-5.1.3.min.js%s"></script>
<script src="/javascripts/tablesort-5.2.1.min.js%s"></script>
<script src="/javascripts/tablesort-5.2.1.number.min.js%s"></script>
<script src="/javascripts/application.js%s"></script>
<script src="/javascripts/responsive.js%s"></script>
<script>
//<![CDATA[
$(window).on('load', function(){ warnLeavingUnsaved('The current page contains unsaved text that will be lost if you leave this page.'); });
//]]>
</script>
`, Esc(strings.Join(title, " - ")), token, rmAsset, rmAsset, rmAsset, rmAsset, rmAsset, rmAsset, rmAsset, rmAsset, rmAsset, rmAsset, rmAsset, rmAsset)
	if pg.project {
		fmt.Fprintf(&h, "<script>\n//<![CDATA[\nrm = window.rm || {};rm.AutoComplete = rm.AutoComplete || {};rm.AutoComplete.dataSources = JSON.parse('{\"issues\":\"/issues/auto_complete?project_id=%s\\u0026q=\",\"wiki_pages\":\"/wiki_pages/auto_complete?project_id=%s\\u0026q=\"}');\n//]]>\n</script>\n", rmIdent, rmIdent)
	}
	h.WriteString(c.Styles(12))
	h.WriteString(c.Scripts(6))
	h.WriteString("\n<!-- page specific tags -->\n")
	for _, f := range pg.feeds {
		fmt.Fprintf(&h, "<link rel=\"alternate\" type=\"application/atom+xml\" title=\"%s\" href=\"%s\" />\n", Esc(f[0]), c.Href(f[1]))
	}
	hidden := `<input type="hidden" name="scope" autocomplete="off" />`
	if pg.scope != "" {
		hidden += fmt.Sprintf("\n        <input type=\"hidden\" name=\"%s\" value=\"1\" autocomplete=\"off\" />", pg.scope)
	}
	projectMenu := ""
	if pg.project {
		projectMenu = "\n        <h3>Project</h3>\n        <span class=\"js-project-menu\"></span>\n"
	}
	fmt.Fprintf(&h, `</head>
<body class="%s">

<div id="wrapper">

<div class="flyout-menu js-flyout-menu">

        <div class="flyout-menu__search">
            <form action="%s" accept-charset="UTF-8" name="form-%08x" method="get"><input name="utf8" type="hidden" value="&#x2713;" autocomplete="off" />
            %s
            <label class="search-magnifier search-magnifier--flyout" for="flyout-search">&#9906;</label>
            <input type="text" name="q" id="flyout-search" class="small js-search-input" placeholder="Search" />
</form>        </div>

%s
    <h3>General</h3>
    <span class="js-general-menu"></span>

    <span class="js-sidebar flyout-menu__sidebar"></span>

    <h3>Profile</h3>
    <span class="js-profile-menu"></span>

</div>

<div id="wrapper2">
<div id="wrapper3">
<div id="top-menu">
    <div id="account">
        <ul><li><a class="login" href="%s">Sign in</a></li><li><a class="register" href="%s">Register</a></li></ul>    </div>
    
    <ul><li><a class="home" href="%s">Home</a></li><li><a class="projects" href="%s">Projects</a></li><li><a class="help" href="https://www.redmine.org/guide">Help</a></li></ul></div>

<div id="header">

    <a href="#" class="mobile-toggle-button js-flyout-menu-toggle-button"></a>

    <div id="quick-search">
        <form action="%s" accept-charset="UTF-8" name="form-%08x" method="get"><input name="utf8" type="hidden" value="&#x2713;" autocomplete="off" />
        %s
        <label for='q'>
          <a accesskey="4" href="%s">Search</a>:
        </label>
        <input type="text" name="q" id="q" size="20" class="small" accesskey="f" data-auto-complete="true" />
</form>        %s
    </div>

`, bodyClass, c.Href(search), uint32(Hash("rmform", c.Path)), hidden, projectMenu,
		c.Href("login"), c.Href("account/register"), c.Href(""), c.Href("projects"),
		c.Href(search), uint32(Hash("rmform2", c.Path)), hidden, c.Href(search), s.jumpBox(c, pg))
	if pg.project {
		fmt.Fprintf(&h, "    <h1><span class=\"current-project\">%s</span></h1>\n", rmName)
	} else {
		fmt.Fprintf(&h, "    <h1>%s</h1>\n", rmApp)
	}
	if pg.menu != "" {
		items, base := rmAppMenu, ""
		if pg.project {
			items, base = rmProjectMenu, rmProj
		}
		h.WriteString("\n    <div id=\"main-menu\" class=\"tabs\">\n        <ul>")
		for _, m := range items {
			cls := m.name
			if m.name == pg.menu {
				cls += " selected"
			}
			fmt.Fprintf(&h, `<li><a class="%s" href="%s">%s</a></li>`, cls, c.Href(base+m.path), m.caption)
		}
		h.WriteString("</ul>\n        <div class=\"tabs-buttons\" style=\"display:none;\">\n            <button class=\"tab-left\" onclick=\"moveTabLeft(this); return false;\"></button>\n            <button class=\"tab-right\" onclick=\"moveTabRight(this); return false;\"></button>\n        </div>\n    </div>\n")
	}
	mainClass := "nosidebar"
	if pg.sidebar != "" {
		mainClass = ""
	}
	fmt.Fprintf(&h, `</div>

<div id="main" class="%s">
    <div id="sidebar">
        %s
        
    </div>

    <div id="content">
        
        %s
        
        <div style="clear:both;"></div>
    </div>
</div>
<div id="footer">
    Powered by <a target="_blank" rel="noopener" href="https://www.redmine.org/">Redmine</a> &copy; 2006-2023 Jean-Philippe Lang
</div>

<div id="ajax-indicator" style="display:none;"><span>Loading...</span></div>
<div id="ajax-modal" style="display:none;"></div>

</div>
</div>
</div>

</body>
</html>
`, mainClass, pg.sidebar, content)
	return h.String()
}

// jumpBox is render_project_jump_box: the project (or "Jump to a project...")
// over an autocomplete and the projects list, jump naming the current tab.
func (s rmSkin) jumpBox(c *Ctx, pg rmPage) string {
	trigger, jump := "Jump to a project...", pg.ctrl
	if pg.project {
		trigger = rmName
	}
	if pg.menu != "" {
		jump = strings.ReplaceAll(pg.menu, "-", "_")
	}
	return fmt.Sprintf(`<div id="project-jump" class="drdn"><span class="drdn-trigger">%s</span><div class="drdn-content"><div class="quick-search"><input type="text" name="q" id="projects-quick-search" value="" class="autocomplete" data-automcomplete-url="%s" autocomplete="off" /></div><div class="drdn-items projects selection"></div><div class="drdn-items all-projects selection"><a href="%s">All Projects</a></div></div></div>`,
		trigger, c.Href("projects/autocomplete.js?jump="+jump), c.Href("projects?jump="+jump))
}

// notFound is Redmine's 404 page in the layout.
func (s rmSkin) notFound(c *Ctx) Response {
	return c.NotFound(s.frame(c, rmPage{title: "404", ctrl: "welcome", action: "index"},
		`<h2>404</h2>

<p id="errorExplanation">The page you were trying to access doesn't exist or has been removed.</p>

<p><a href="javascript:history.back()">Back</a></p>`))
}

// rmAgo is Rails' distance_of_time_in_words from t to now.
func rmAgo(now, t time.Time) string {
	from, to := t, now
	if from.After(to) {
		from, to = to, from
	}
	mins := int(math.Round(to.Sub(from).Minutes()))
	round := func(div float64) int { return int(math.Round(float64(mins) / div)) }
	plural := func(n int, one, many string) string {
		if n == 1 {
			return one
		}
		return fmt.Sprintf(many, n)
	}
	switch {
	case mins == 0:
		return "less than a minute"
	case mins < 45:
		return plural(mins, "1 minute", "%d minutes")
	case mins < 90:
		return "about 1 hour"
	case mins < 1440:
		return plural(round(60), "about 1 hour", "about %d hours")
	case mins < 2520:
		return "1 day"
	case mins < 43200:
		return plural(round(1440), "1 day", "%d days")
	case mins < 86400:
		return plural(round(43200), "about 1 month", "about %d months")
	case mins < 525600:
		return plural(round(43200), "1 month", "%d months")
	}
	fy, ty := from.Year(), to.Year()
	if from.Month() >= 3 {
		fy++
	}
	if to.Month() < 3 {
		ty--
	}
	leap := 0
	for y := fy; y <= ty; y++ {
		if y%4 == 0 && (y%100 != 0 || y%400 == 0) {
			leap++
		}
	}
	m := mins - leap*1440
	rem, years := m%525600, m/525600
	switch {
	case rem < 131400:
		return plural(years, "about 1 year", "about %d years")
	case rem < 394200:
		return plural(years, "over 1 year", "over %d years")
	}
	return plural(years+1, "almost 1 year", "almost %d years")
}

// authoring is "Added by USER AGE ago", AGE time_tag's link to the project's
// activity of that day (an abbr outside a project).
func rmAuthoring(c *Ctx, t time.Time, u *User, inProject bool) string {
	age := fmt.Sprintf(`<abbr title="%s">%s</abbr>`, t.Format(rmTime), rmAgo(c.W.Now, t))
	if inProject {
		age = fmt.Sprintf(`<a title="%s" href="%s">%s</a>`, t.Format(rmTime), c.Href(rmProj+"/activity?from="+t.Format("2006-01-02")), rmAgo(c.W.Now, t))
	}
	return fmt.Sprintf("Added by %s %s ago", rmUser(c, u), age)
}

// otherFormats is "Also available in:" with the page's feed.
func rmOtherFormats(c *Ctx, atom string) string {
	return fmt.Sprintf("<p class=\"other-formats\">Also available in: <span><a class=\"atom\" rel=\"nofollow\" href=\"%s\">Atom</a></span>\n</p>\n", c.Href(atom))
}

// rmPagination is pagination_links_full: the page list (first, last and
// two around the current page), the item range and, for listings, the
// "Per page" links; each link is the current URL with its query merged.
func rmPagination(c *Ctx, base string, page, per, total int, perPage bool) string {
	var h strings.Builder
	h.WriteString(`<span class="pagination"><ul class="pages">`)
	last := pageCount(total, per)
	link := func(p int) string { return c.Href(base + rmQuery(c, "page", strconv.Itoa(p))) }
	if total > per {
		if page > 1 {
			fmt.Fprintf(&h, `<li class="previous page"><a accesskey="p" href="%s">&#171; Previous</a></li>`, link(page-1))
		} else {
			h.WriteString(`<li class="previous "><span>&#171; Previous</span></li>`)
		}
		for _, it := range Pager(page, last, 2) {
			switch {
			case it.Gap:
				h.WriteString(`<li class="spacer"><span>&hellip;</span></li>`)
			case it.Current:
				fmt.Fprintf(&h, `<li class="current"><span>%d</span></li>`, it.N)
			default:
				fmt.Fprintf(&h, `<li class="page"><a href="%s">%d</a></li>`, link(it.N), it.N)
			}
		}
		if page < last {
			fmt.Fprintf(&h, `<li class="next page"><a accesskey="n" href="%s">Next &#187;</a></li>`, link(page+1))
		} else {
			h.WriteString(`<li class="next "><span>Next &#187;</span></li>`)
		}
	}
	first, lastItem := min((page-1)*per+1, total), min(page*per, total)
	fmt.Fprintf(&h, `</ul><span><span class="items">(%d-%d/%d)</span> `, first, lastItem, total)
	if perPage {
		// per_page_options: the options up to the first that holds every item.
		var opts []int
		limit := total
		if total > rmPerPage[0] {
			limit = total
			for _, n := range rmPerPage {
				if n >= total {
					limit = n
					break
				}
			}
		}
		for _, n := range rmPerPage {
			if n <= limit || n == per {
				opts = append(opts, n)
			}
		}
		if len(opts) > 1 || len(opts) == 1 && opts[0] != per {
			var links []string
			for _, n := range opts {
				if n == per {
					links = append(links, fmt.Sprintf(`<span class="selected">%d</span>`, n))
				} else {
					links = append(links, fmt.Sprintf(`<a href="%s">%d</a>`, c.Href(base+rmQuery(c, "per_page", strconv.Itoa(n), "page", "")), n))
				}
			}
			fmt.Fprintf(&h, `<span class="per-page">Per page: %s</span>`, strings.Join(links, ", "))
		}
	}
	h.WriteString("</span></span>")
	return h.String()
}

// boardsIndex is boards/index.html.erb: every board of the project as a tree.
func (s rmSkin) boardsIndex(c *Ctx, d *rmTables) string {
	var h strings.Builder
	h.WriteString(`<div class="contextual">
  
</div>

<h2>Forums</h2>

<table class="list boards">
  <thead><tr>
    <th>Forum</th>
    <th>Topics</th>
    <th>Messages</th>
    <th>Last message</th>
  </tr></thead>
  <tbody>
`)
	for _, rb := range d.boards {
		topics, msgs, last := 0, 0, ""
		if rb.b != nil {
			topics = len(rb.b.Threads)
			for _, t := range rb.b.Threads {
				msgs += len(t.Posts)
			}
			var p *Post
			for _, t := range rb.b.Threads {
				if lp := t.LastPost(); p == nil || lp.Time.After(p.Time) {
					p = lp
				}
			}
			if p != nil {
				last = fmt.Sprintf("\n      %s<br />\n      <a href=\"%s\">%s</a>\n      ", rmAuthoring(c, p.Time, p.Author, true), c.Href(rmMsgURL(d, p)), Esc(clip(rmSubject(p), 60)))
			}
		}
		fmt.Fprintf(&h, `  <tr>
    <td class="name" style="padding-left: %dpx;">
      <a class="board" href="%s">%s</a><br />
      %s
    </td>
    <td class="topic-count">%d</td>
    <td class="message-count">%d</td>
    <td class="last-message">%s
    </td>
  </tr>
`, rb.level*18, c.Href(rmBoardPath(rb)), Esc(rb.name), Esc(rb.descr), topics, msgs, last)
	}
	h.WriteString("  </tbody>\n</table>\n\n")
	h.WriteString(rmOtherFormats(c, rmProj+"/activity.atom?show_messages=1"))
	return s.frame(c, rmPage{title: "Forums", project: true, menu: "boards", ctrl: "boards", action: "index", scope: "messages",
		feeds: [][2]string{{"ATOM", rmProj + "/activity.atom?show_messages=1"}}}, h.String())
}

// rmCrit is one sort criterion: a column, ascending or not.
type rmCrit struct {
	key string
	asc bool
}

// rmSort is a board's sort criteria, most recent first, three at most.
type rmSort []rmCrit

// rmParseSort reads SortCriteria from the sort parameter, the default
// (last message, newest first) when absent.
func rmParseSort(raw string, present bool) rmSort {
	if !present {
		return rmSort{{"updated_on", false}}
	}
	var out rmSort
	for _, part := range strings.Split(raw, ",") {
		kv := strings.Split(part, ":")
		k := kv[0]
		if k == "" || slices.ContainsFunc(out, func(x rmCrit) bool { return x.key == k }) {
			continue
		}
		out = append(out, rmCrit{k, !(len(kv) > 1 && kv[1] == "desc")})
		if len(out) == 3 {
			break
		}
	}
	return out
}

func (cr rmSort) param() string {
	var parts []string
	for _, x := range cr {
		if x.asc {
			parts = append(parts, x.key)
		} else {
			parts = append(parts, x.key+":desc")
		}
	}
	return strings.Join(parts, ",")
}

// add puts key first with its order, as SortCriteria#add does.
func (cr rmSort) add(key string, asc bool) rmSort {
	out := rmSort{{key, asc}}
	for _, x := range cr {
		if x.key != key && len(out) < 3 {
			out = append(out, x)
		}
	}
	return out
}

// sortTopics orders a board's topics: stickies first, then the criteria.
func (cr rmSort) sortTopics(ts []*Thread) []*Thread {
	out := slices.Clone(ts)
	slices.SortStableFunc(out, func(a, b *Thread) int {
		if a.Sticky != b.Sticky {
			if a.Sticky {
				return -1
			}
			return 1
		}
		for _, x := range cr {
			var n int
			switch x.key {
			case "created_on":
				n = a.Posts[0].Time.Compare(b.Posts[0].Time)
			case "replies":
				n = len(a.Posts) - len(b.Posts)
			case "updated_on":
				n = a.LastPost().Time.Compare(b.LastPost().Time)
			}
			if !x.asc {
				n = -n
			}
			if n != 0 {
				return n
			}
		}
		return 0
	})
	return out
}

// boardShow is boards/show.html.erb: the breadcrumb, the topic table with
// its sortable columns, the pagination.
func (s rmSkin) boardShow(c *Ctx, d *rmTables, rb *rmBoard) Response {
	per := 25
	if n := rmToI(c.Query.Get("per_page")); slices.Contains(rmPerPage, n) {
		per = n
	}
	page := max(1, rmToI(c.Query.Get("page")))
	var topics []*Thread
	if rb.b != nil {
		topics = rb.b.Threads
	}
	info := Info{Type: TypeIndex, FPage: 1, Canonical: rmBoardPath(rb)}
	if rb.b != nil {
		first := (page - 1) * per
		info = boardInfo(s, rb.b, first/c.W.Shape.ThreadsPerPage+1)
	}
	if (page-1)*per >= max(1, len(topics)) {
		info = Info{Type: TypeOther}
	}
	cr := rmParseSort(c.Query.Get("sort"), c.Query.Has("sort"))
	base := rmBoardPath(rb)
	var h strings.Builder
	h.WriteString(s.breadcrumb(c, rb, false))
	fmt.Fprintf(&h, `<div class="contextual">


</div>

<div id="add-message" style="display:none;">
</div>

<h2>%s</h2>
<p class="subtitle">%s</p>

`, Esc(rb.name), Esc(rb.descr))
	shown := Page(cr.sortTopics(topics), page, per)
	if len(shown) == 0 {
		h.WriteString("<p class=\"nodata\">No data to display</p>\n\n")
	} else {
		head := func(key, caption string) string {
			cls, asc := "", true
			if len(cr) > 0 && cr[0].key == key {
				if cr[0].asc {
					cls, asc = ` class="sort asc"`, false
				} else {
					cls = ` class="sort desc"`
				}
			}
			return fmt.Sprintf(`<th title="Sort by &quot;%s&quot;"><a%s href="%s">%s</a></th>`, caption, cls, c.Href(base+rmQuery(c, "sort", cr.add(key, asc).param())), caption)
		}
		fmt.Fprintf(&h, `<table class="list messages">
  <thead><tr>
    <th>Subject</th>
    <th>Author</th>
    %s
    %s
    %s
  </tr></thead>
  <tbody>
`, head("created_on", "Created"), head("replies", "Replies"), head("updated_on", "Last message"))
		for _, t := range shown {
			sticky, locked, icons := "", "", ""
			if t.Sticky {
				sticky, icons = "sticky", "icon-sticky"
			}
			if Hash("rmlocked", t.ID)%19 == 0 {
				locked = "locked"
				icons += " icon-locked"
			}
			last := ""
			if len(t.Posts) > 1 {
				lp := t.LastPost()
				last = fmt.Sprintf("\n        %s<br />\n        <a href=\"%s\">%s</a>\n        ", rmAuthoring(c, lp.Time, lp.Author, true), c.Href(rmMsgURL(d, lp)), Esc(clip(rmSubject(lp), 60)))
			}
			fmt.Fprintf(&h, `    <tr id="message-%d" class="message %s %s">
      <td class="subject icon %s"><a href="%s">%s</a></td>
      <td class="author">%s</td>
      <td class="created_on">%s</td>
      <td class="reply-count">%d</td>
      <td class="last_message">%s
      </td>
    </tr>
`, d.msg[t.Posts[0]], sticky, locked, icons, c.Href(rmTopicPath(d, t)), Esc(t.Title), rmUser(c, t.Author),
				t.Posts[0].Time.Format(rmTime), len(t.Posts)-1, last)
		}
		h.WriteString("  </tbody>\n</table>\n")
		h.WriteString(rmPagination(c, base, page, per, len(topics), true))
		h.WriteString("\n\n")
	}
	h.WriteString(rmOtherFormats(c, base+".atom"))
	return c.Page(info, s.frame(c, rmPage{title: rb.name, project: true, menu: "boards", ctrl: "boards", action: "show", scope: "messages",
		feeds: [][2]string{{rmName + ": " + rb.name, base + ".atom"}}}, h.String()))
}

// breadcrumb is board_breadcrumb: Forums and the board's ancestors, the
// board itself too on a topic page.
func (s rmSkin) breadcrumb(c *Ctx, rb *rmBoard, self bool) string {
	links := []string{fmt.Sprintf(`<a href="%s">Forums</a>`, c.Href(rmProj+"/boards"))}
	var chain []*rmBoard
	for x := rb.parent; x != nil; x = x.parent {
		chain = append([]*rmBoard{x}, chain...)
	}
	if self {
		chain = append(chain, rb)
	}
	for _, x := range chain {
		links = append(links, fmt.Sprintf(`<a href="%s">%s</a>`, c.Href(rmBoardPath(x)), Esc(x.name)))
	}
	return "<p class=\"breadcrumb\">" + strings.Join(links, " &#187; ") + " &#187; </p>\n\n"
}

// topic is messages#show: the topic of message id under board bid, the page
// the page parameter names or the one holding reply r.
func (s rmSkin) topic(c *Ctx, d *rmTables, bid int, id string) Response {
	rb := d.board(bid)
	m := d.post(rmToI(id))
	if rb == nil || m == nil || d.of[m.Thread.Board] != rb || strconv.Itoa(rmToI(id)) != id {
		return s.notFound(c)
	}
	t := m.Thread
	page := 1
	switch {
	case c.Query.Has("page"):
		page = max(1, rmToI(c.Query.Get("page")))
	case c.Query.Has("r"):
		// The replies with ids below r come before it.
		r, before := rmToI(c.Query.Get("r")), 0
		for _, p := range t.Posts[1:] {
			if d.msg[p] < r {
				before++
			}
		}
		page = 1 + before/rmReplies
	}
	info := threadInfo(s, t, page)
	if page > rmPages(t) {
		info = Info{Type: TypeOther}
	}
	var replies []*Post
	if lo := 1 + (page-1)*rmReplies; lo < len(t.Posts) {
		replies = t.Posts[lo:min(lo+rmReplies, len(t.Posts))]
	}
	var h strings.Builder
	h.WriteString(s.breadcrumb(c, rb, true))
	root := t.Posts[0]
	fmt.Fprintf(&h, `<div class="contextual">
    
    
    
    
</div>

<h2>%s</h2>

<div class="message">
<p><span class="author">%s</span></p>
<div class="wiki">
%s
</div>

</div>
<br />

`, Esc(t.Title), rmAuthoring(c, root.Time, root.Author, true), Paras(root.Body, "<p>", "</p>\n"))
	if len(replies) > 0 {
		fmt.Fprintf(&h, "<div id=\"replies\">\n<h3 class=\"comments icon icon-comments\">Replies (%d)</h3>\n", len(t.Posts)-1)
		for _, p := range replies {
			fmt.Fprintf(&h, `  <div class="message reply" id="message-%d">
    <div class="contextual">
      
      
      
    </div>
  <h4 class='reply-header'>
    
    <a href="%s">%s</a>
    -
    %s
  </h4>
  <div class="wiki">%s</div>
  
  </div>
`, d.msg[p], c.Href(rmMsgURL(d, p)), Esc(rmSubject(p)), rmAuthoring(c, p.Time, p.Author, true), Paras(p.Body, "<p>", "</p>"))
		}
		h.WriteString("</div>\n")
		h.WriteString(rmPagination(c, rmTopicPath(d, t), page, rmReplies, len(t.Posts)-1, false))
		h.WriteString("\n")
	}
	return c.Page(info, s.frame(c, rmPage{title: t.Title, project: true, menu: "boards", ctrl: "messages", action: "show", scope: "messages"}, h.String()))
}

// welcome is welcome/index.html.erb: the welcome text and the latest news.
func (s rmSkin) welcome(c *Ctx, d *rmTables) Response {
	var news strings.Builder
	for _, n := range d.news {
		news.WriteString(s.newsItem(c, n, false))
	}
	body := fmt.Sprintf(`<h2>Home</h2>

<div class="splitcontent">
<div class="splitcontentleft">
  <div class="wiki">
    <p>Welcome to %s, home of <a class="project" href="%s">%s</a>, a free operating system for phones and their cameras.</p>
<p>Browse the code, read the documentation in the wiki, and ask for help in the <a class="external" href="%s">forums</a>. You need an account to post; reading is open to everyone.</p>
  </div>
  
</div>

<div class="splitcontentright">
  <div class="news box">
  <h3 class="icon icon-news">Latest news</h3>
    %s
    <a href="%s">View all news</a>
  </div>
  
</div>
</div>
`, rmApp, c.Href(rmProj), rmName, c.Href(rmProj+"/boards"), news.String(), c.Href("news"))
	return c.Page(Info{Type: TypeOther}, s.frame(c, rmPage{ctrl: "welcome", action: "index",
		feeds: [][2]string{{rmApp + ": Latest news", "news.atom"}, {rmApp + ": Activity", "activity.atom"}}}, body))
}

// newsItem is news/_news.html.erb; outside the project it names the project.
func (s rmSkin) newsItem(c *Ctx, n rmNews, inProject bool) string {
	proj := ""
	if !inProject {
		proj = fmt.Sprintf(`<span class="project"><a href="%s">%s</a></span>: `, c.Href(rmProj), rmName)
	}
	return fmt.Sprintf(`<div class="news">
<p>%s
<a href="%s">%s</a>

<br />
<span class="fav summary">%s</span><br />
<span class="author">%s</span></p>
</div>
`, proj, c.Href(fmt.Sprintf("news/%d", n.id)), Esc(n.title), Esc(n.summary), rmAuthoring(c, n.at, n.author, inProject))
}

// projects is projects/index.html.erb in its default board view.
func (s rmSkin) projects(c *Ctx) Response {
	body := fmt.Sprintf(`<div class="contextual">
  
</div>

<h2>Projects</h2>

<form id="query_form" action="%s" accept-charset="UTF-8" method="get"><input name="utf8" type="hidden" value="&#x2713;" autocomplete="off" />
<input type="hidden" name="set_filter" id="set_filter" value="1" autocomplete="off" />
<div id="query_form_with_buttons" class="hide-when-print">
<div id="query_form_content">
  <fieldset id="filters" class="collapsible collapsed">
    <legend onclick="toggleFieldset(this);" class="icon icon-collapsed">Filters</legend>
    <div style="display: none;"><table id="filters-table"></table></div>
  </fieldset>
</div>
<p class="buttons">
  <a href="#" onclick="$(&quot;#query_form&quot;).submit(); return false;" class="icon icon-checked">Apply</a>
  <a class="icon icon-reload" href="%s">Clear</a>
</p>
</div>
</form>

<div id="projects-index">
<ul class="projects root"><li class="root"><div class="root"><a class="project root leaf public" href="%s">%s</a><div class="wiki description"><p>A free operating system for phones and their cameras.</p></div></div></li></ul>
</div>

%s`, c.Href("projects"), c.Href("projects?set_filter=1&sort="), c.Href(rmProj), rmName, rmOtherFormats(c, "projects.atom"))
	return c.Page(Info{Type: TypeOther}, s.frame(c, rmPage{title: "Projects", menu: "projects", ctrl: "projects", action: "index",
		feeds: [][2]string{{rmApp + ": Latest projects", "projects.atom"}}}, body))
}

// overview is projects/show.html.erb: description, issue tracking, members, news.
func (s rmSkin) overview(c *Ctx, d *rmTables) Response {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="contextual">
</div>

<h2>Overview</h2>

<div class="splitcontent">
<div class="splitcontentleft">
  <div class="wiki description">
    <p>A free operating system for phones and their cameras. Questions and ideas go to the <a href="%s">forums</a>.</p>
  </div>
  <ul>
  <li><span class="label">Homepage:</span> <a class="external" href="https://lanternfish.example.org/">https://lanternfish.example.org/</a></li>
  </ul>
  <div class="issues box">
    <h3 class="icon icon-issue">Issue tracking</h3>
    <table class="list issue-report">
      <thead><tr><th></th><th>open</th><th>closed</th><th>Total</th></tr></thead>
      <tbody>
`, c.Href(rmProj+"/boards"))
	for i, tr := range []string{"Bug", "Feature", "Support"} {
		q := fmt.Sprintf("set_filter=1&tracker_id=%d", i+1)
		fmt.Fprintf(&h, `        <tr>
          <td class="name"><a href="%s">%s</a></td>
          <td><a href="%s">0</a></td>
          <td><a href="%s">0</a></td>
          <td class="total"><a href="%s">0</a></td>
        </tr>
`, c.Href(rmProj+"/issues?"+q), tr, c.Href(rmProj+"/issues?"+q+"&status_id=o"), c.Href(rmProj+"/issues?"+q+"&status_id=c"), c.Href(rmProj+"/issues?"+q+"&status_id=%2A"))
	}
	fmt.Fprintf(&h, `      </tbody>
    </table>
    <p>
      <a href="%s">View all issues</a>
      | <a href="%s">Summary</a>
      | <a href="%s">Calendar</a>
      | <a href="%s">Gantt</a>
    </p>
  </div>
</div>

<div class="splitcontentright">
  <div class="members box">
    <h3 class="icon icon-group">Members</h3>
`, c.Href(rmProj+"/issues?set_filter=1"), c.Href(rmProj+"/issues/report"), c.Href(rmProj+"/issues/calendar"), c.Href(rmProj+"/issues/gantt"))
	for _, role := range []string{"Manager", "Developer"} {
		var us []string
		for _, u := range d.members {
			if r, _ := d.member(u); r == role {
				us = append(us, rmUser(c, u))
			}
		}
		fmt.Fprintf(&h, "    <p><span class=\"label\">%s:</span> %s</p>\n", role, strings.Join(us, ", "))
	}
	h.WriteString("  </div>\n  <div class=\"news box\">\n    <h3 class=\"icon icon-news\">Latest news</h3>\n")
	for _, n := range d.news {
		h.WriteString(s.newsItem(c, n, true))
	}
	fmt.Fprintf(&h, "    <p><a href=\"%s\">View all news</a></p>\n  </div>\n</div>\n</div>\n", c.Href(rmProj+"/news"))
	return c.Page(Info{Type: TypeOther}, s.frame(c, rmPage{title: "Overview", project: true, menu: "overview", ctrl: "projects", action: "show",
		feeds: [][2]string{{rmName + ": Activity", rmProj + "/activity.atom"}}}, h.String()))
}

// user is users/show.html.erb: the member's dates, projects and latest activity.
func (s rmSkin) user(c *Ctx, d *rmTables, id string) Response {
	u := c.W.User(rmToI(id) - rmUserOff)
	if u == nil || strconv.Itoa(rmToI(id)) != id {
		return s.notFound(c)
	}
	role, member := d.member(u)
	ps := d.byUser[u]
	if !member && len(ps) == 0 {
		// Redmine hides users with neither memberships nor activity.
		return s.notFound(c)
	}
	uid := u.ID + rmUserOff
	seen := c.W.Now.Add(-time.Duration(Hash("rmseen", u.ID)%(90*24)) * time.Hour)
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="contextual">

</div>

<h2> %s</h2>

<div class="splitcontentleft">
<ul>
    <li>Registered on: %s</li>
    <li>Last connection: %s</li>
</ul>

<h3>Issues</h3>
<table class="list issue-report">
  <thead><tr><th></th><th>open</th><th>closed</th><th>Total</th></tr></thead>
  <tbody>
    <tr><td class="name"><a href="%s">Assigned issues</a></td><td>0</td><td>0</td><td class="total">0</td></tr>
    <tr><td class="name"><a href="%s">Reported issues</a></td><td>0</td><td>0</td><td class="total">0</td></tr>
  </tbody>
</table>
`, Esc(u.Name), u.Joined.Format(rmDate), seen.Format(rmDate),
		c.Href(fmt.Sprintf("issues?assigned_to_id=%d&set_filter=1&sort=priority%%3Adesc%%2Cupdated_on%%3Adesc", uid)),
		c.Href(fmt.Sprintf("issues?author_id=%d&set_filter=1&status_id=%%2A", uid)))
	if member {
		fmt.Fprintf(&h, "\n<h3>Projects</h3>\n<ul>\n  <li><a href=\"%s\">%s</a>\n    (%s, %s)</li>\n</ul>\n", c.Href(rmProj), rmName, role, u.Joined.AddDate(0, 1, 0).Format(rmDate))
	}
	h.WriteString("\n</div>\n\n<div class=\"splitcontentright\">\n")
	if len(ps) > 0 {
		ps = ps[:min(10, len(ps))]
		fmt.Fprintf(&h, "\n<h3><a href=\"%s\">Activity</a></h3>\n", c.Href(fmt.Sprintf("activity?from=%s&user_id=%d", ps[0].Time.Format("2006-01-02"), uid)))
		h.WriteString(s.events(c, d, ps, false))
		h.WriteString(rmOtherFormats(c, fmt.Sprintf("activity.atom?user_id=%d", uid)))
	}
	h.WriteString("</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, rmPage{title: u.Name, menu: "", ctrl: "users", action: "show",
		feeds: [][2]string{{"ATOM", fmt.Sprintf("activity.atom?user_id=%d", uid)}}}, h.String()))
}

// events is activities/_activities.html.erb for messages, grouped by day.
func (s rmSkin) events(c *Ctx, d *rmTables, ps []*Post, inProject bool) string {
	var h strings.Builder
	h.WriteString("<div id=\"activity\">\n")
	day := ""
	for _, p := range ps {
		if k := p.Time.Format(rmDate); k != day {
			if day != "" {
				h.WriteString("</dl>\n")
			}
			day = k
			label := k
			switch calendarDays(c.W.Now, p.Time) {
			case 0:
				label = "Today"
			case 1:
				label = "Yesterday"
			}
			fmt.Fprintf(&h, "<h3>%s</h3>\n<dl>\n", label)
		}
		kind := "message"
		if p.Index > 0 {
			kind = "reply"
		}
		proj := ""
		if !inProject {
			proj = fmt.Sprintf("\n  <span class=\"project\">%s</span>", rmName)
		}
		fmt.Fprintf(&h, `  <dt class="%s icon icon-%s  ">
  
  <span class="time">%s</span>%s
  <a href="%s">%s</a>
  </dt>
  <dd class=""><span class="description">%s</span>
  <span class="author">%s</span></dd>
`, kind, kind, p.Time.Format(rmClock), proj, c.Href(rmMsgURL(d, p)), Esc(clip(d.of[p.Thread.Board].name+": "+rmSubject(p), 100)),
			Esc(clip(strings.Join(p.Body, " "), 240)), rmUser(c, p.Author))
	}
	if day != "" {
		h.WriteString("</dl>\n")
	}
	h.WriteString("</div>\n\n")
	return h.String()
}

// activity is activities/index: 30 days up to from, messages only when
// asked (they are off by default), Previous without end: a trap. The atom
// form is the feed of the same.
func (s rmSkin) activity(c *Ctx, d *rmTables, inProject, atom bool) Response {
	today := time.Date(c.W.Now.Year(), c.W.Now.Month(), c.W.Now.Day(), 0, 0, 0, 0, time.UTC)
	to := today.AddDate(0, 0, 1)
	if f, err := time.Parse("2006-01-02", c.Query.Get("from")); err == nil {
		to = f.AddDate(0, 0, 1)
	}
	from := to.AddDate(0, 0, -rmDays)
	withMessages := c.Query.Get("show_messages") == "1"
	var author *User
	if c.Query.Has("user_id") {
		author = c.W.User(rmToI(c.Query.Get("user_id")) - rmUserOff)
		if author == nil {
			return s.notFound(c)
		}
		withMessages = true
	}
	var ps []*Post
	for i := len(d.byMsg) - 1; i >= 0; i-- {
		p := d.byMsg[i]
		if !withMessages || p.Time.Before(from) && !atom || author != nil && p.Author != author {
			continue
		}
		if !p.Time.Before(to) {
			continue
		}
		ps = append(ps, p)
		if atom && len(ps) == rmFeeds {
			break
		}
	}
	base := "activity"
	if inProject {
		base = rmProj + "/activity"
	}
	if atom {
		return s.atom(c, rmName+": Activity", base, d, ps)
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<h2>Activity</h2>\n<p class=\"subtitle\">From %s to %s</p>\n\n", from.Format(rmDate), to.AddDate(0, 0, -1).Format(rmDate))
	if len(ps) == 0 {
		h.WriteString("<p class=\"nodata\">No data to display</p>\n")
	} else {
		h.WriteString(s.events(c, d, ps, inProject))
	}
	prev := from.AddDate(0, 0, -1)
	fmt.Fprintf(&h, `<span class="pagination"><ul class="pages">
<li class="previous page"><a title="From %s to %s" accesskey="p" href="%s">&#171; Previous</a></li>`,
		prev.AddDate(0, 0, 1-rmDays).Format(rmDate), prev.Format(rmDate), c.Href(base+rmQuery(c, "from", prev.Format("2006-01-02"))))
	if !to.After(today) {
		next := to.AddDate(0, 0, rmDays-1)
		fmt.Fprintf(&h, `<li class="next page"><a title="From %s to %s" accesskey="n" href="%s">Next &#187;</a></li>`,
			to.Format(rmDate), next.Format(rmDate), c.Href(base+rmQuery(c, "from", next.Format("2006-01-02"))))
	}
	h.WriteString("</ul></span>\n\n")
	h.WriteString(rmOtherFormats(c, base+".atom"+rmQuery(c, "from", "")))
	var side strings.Builder
	fmt.Fprintf(&side, `<form id="activity_scope_form" action="%s" accept-charset="UTF-8" method="get"><input name="utf8" type="hidden" value="&#x2713;" autocomplete="off" />
<h3>Activity</h3>
<ul>
`, c.Href(base))
	for _, k := range [][2]string{{"issues", "Issues"}, {"changesets", "Changesets"}, {"news", "News"}, {"documents", "Documents"},
		{"files", "Files"}, {"wiki_edits", "Wiki edits"}, {"messages", "Messages"}, {"time_entries", "Spent time"}} {
		checked := ""
		if c.Query.Get("show_"+k[0]) == "1" || !withMessages && k[0] != "wiki_edits" && k[0] != "messages" && k[0] != "time_entries" {
			checked = ` checked="checked"`
		}
		fmt.Fprintf(&side, "  <li><label><input type=\"checkbox\" name=\"show_%s\" value=\"1\"%s /> %s</label></li>\n", k[0], checked, k[1])
	}
	fmt.Fprintf(&side, "</ul>\n<p><input type=\"hidden\" name=\"from\" value=\"%s\" autocomplete=\"off\" /><input type=\"submit\" value=\"Apply\" class=\"button-small\" /></p>\n</form>\n", to.AddDate(0, 0, -1).Format("2006-01-02"))
	pg := rmPage{title: "Activity", project: inProject, menu: "activity", ctrl: "activities", action: "index", sidebar: side.String(),
		feeds: [][2]string{{"ATOM", base + ".atom"}}}
	return Response{Status: http.StatusOK, Body: s.frame(c, pg, h.String()), Info: Info{Type: TypeOther, Trap: true}}
}

// atom is Redmine's Atom feed of messages (or of nothing, for the other lists).
func (s rmSkin) atom(c *Ctx, title, alternate string, d *rmTables, ps []*Post) Response {
	var b strings.Builder
	updated := c.W.Now
	if len(ps) > 0 {
		slices.SortStableFunc(ps, func(a, b *Post) int { return b.Time.Compare(a.Time) })
		ps = ps[:min(rmFeeds, len(ps))]
		updated = ps[0].Time
	}
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>%s</title>
  <link rel="self" href="%s"/>
  <link rel="alternate" href="%s"/>
  <id>%s</id>
  <icon>%s</icon>
  <updated>%s</updated>
  <author>
    <name>%s</name>
  </author>
  <generator uri="https://www.redmine.org/">Redmine</generator>
`, Esc(title), Esc(c.URL(c.Path+rmQuery(c))), Esc(c.URL(alternate)), Esc(c.URL("")), Esc(c.URL("favicon.ico"+rmAsset)), updated.Format(time3339), rmApp)
	for _, p := range ps {
		link := Esc(c.URL(rmMsgURL(d, p)))
		fmt.Fprintf(&b, `  <entry>
    <title>%s</title>
    <link rel="alternate" href="%s"/>
    <id>%s</id>
    <updated>%s</updated>
    <author>
      <name>%s</name>
    </author>
    <content type="html">%s</content>
  </entry>
`, Esc(rmName+" - "+d.of[p.Thread.Board].name+": "+rmSubject(p)), link, link, p.Time.Format(time3339), Esc(p.Author.Name), Esc(Paras(p.Body, "<p>", "</p>")))
	}
	b.WriteString("</feed>\n")
	return Response{Status: http.StatusOK, ContentType: "application/atom+xml; charset=utf-8", Body: b.String(), Info: Info{Type: TypeOther}}
}

// news answers news, news/N and the project's news list, and their feeds.
func (s rmSkin) news(c *Ctx, d *rmTables, seg segments, inProject bool) Response {
	if seg.at(0) == "news.atom" {
		return s.atom(c, rmName+": News", "news", d, nil)
	}
	if len(seg) == 2 && !inProject {
		n := d.newsItem(rmToI(seg.at(1)))
		if n == nil || strconv.Itoa(n.id) != seg.at(1) {
			return s.notFound(c)
		}
		body := fmt.Sprintf(`<div class="contextual">
</div>

<h2>%s</h2>

<p><em>%s</em><br />
<span class="author">%s</span></p>
<div class="wiki">
<p>%s</p>
</div>

<div id="comments" style="margin-bottom:16px;">
<h3 class="comments">Comments</h3>
</div>
`, Esc(n.title), Esc(n.summary), rmAuthoring(c, n.at, n.author, true), Esc(n.body))
		return c.Page(Info{Type: TypeOther}, s.frame(c, rmPage{title: n.title, project: true, menu: "news", ctrl: "news", action: "show", scope: "news"}, body))
	}
	if len(seg) != 1 {
		return s.notFound(c)
	}
	var h strings.Builder
	h.WriteString("<div class=\"contextual\">\n</div>\n\n<h2>News</h2>\n\n")
	for _, n := range d.news {
		proj := ""
		if !inProject {
			proj = fmt.Sprintf(`<a href="%s">%s</a>: `, c.Href(rmProj), rmName)
		}
		fmt.Fprintf(&h, `  <article class="news-article">
  <header>
    <h3>%s<a href="%s">%s</a></h3>
    <p class="author">%s</p>
  </header>
  <div class="wiki">
    <p>%s</p>
  </div>
  </article>
`, proj, c.Href(fmt.Sprintf("news/%d", n.id)), Esc(n.title), rmAuthoring(c, n.at, n.author, inProject), Esc(n.body))
	}
	feed := "news.atom"
	if inProject {
		feed = rmProj + "/news.atom"
	}
	h.WriteString("<span class=\"pagination\"><ul class=\"pages\"></ul><span><span class=\"items\">(1-4/4)</span> </span></span>\n\n")
	h.WriteString(rmOtherFormats(c, feed))
	pg := rmPage{title: "News", project: inProject, menu: "news", ctrl: "news", action: "index", scope: "news", feeds: [][2]string{{rmName + ": News", feed}}}
	return c.Page(Info{Type: TypeOther}, s.frame(c, pg, h.String()))
}

// stub answers the project's (and the site's) modules that hold nothing
// here: issues, spent time, documents, files, with the gantt and the
// calendar paging by month without end.
func (s rmSkin) stub(c *Ctx, seg segments, inProject bool) Response {
	base := ""
	if inProject {
		base = rmProj + "/"
	}
	page := func(title, menu, ctrl, action, body string, trap bool) Response {
		r := c.Page(Info{Type: TypeOther, Trap: trap}, s.frame(c, rmPage{title: title, project: inProject, menu: menu, ctrl: ctrl, action: action}, body))
		return r
	}
	nodata := "<p class=\"nodata\">No data to display</p>\n"
	switch strings.Join(seg, "/") {
	case "issues.atom":
		return s.atom(c, rmApp+": Issues", base+"issues", nil, nil)
	case "issues.csv":
		return Response{Status: http.StatusOK, ContentType: "text/csv; header=present", Body: "#,Project,Tracker,Status,Subject\n", Info: Info{Type: TypeOther}}
	case "issues.pdf":
		return Response{Status: http.StatusOK, ContentType: "application/pdf", Body: "%PDF-1.4\n% Issues\n", Info: Info{Type: TypeOther}}
	case "issues":
		return page("Issues", "issues", "issues", "index", fmt.Sprintf(`<div class="contextual">
</div>

<h2>Issues</h2>

<form id="query_form" action="%s" accept-charset="UTF-8" method="get"><input name="utf8" type="hidden" value="&#x2713;" autocomplete="off" />
<input type="hidden" name="set_filter" id="set_filter" value="1" autocomplete="off" />
<div id="query_form_with_buttons" class="hide-when-print">
  <fieldset id="filters" class="collapsible">
    <legend onclick="toggleFieldset(this);" class="icon icon-expanded">Filters</legend>
    <div><table id="filters-table"><tr class="filter" id="tr_status_id"><td class="field"><label for="cb_status_id"> Status</label></td><td class="operator"><select name="op[status_id]" id="operators_status_id"><option value="o" selected="selected">open</option><option value="c">closed</option><option value="*">any</option></select></td></tr></table></div>
  </fieldset>
<p class="buttons">
  <a href="#" onclick="$(&quot;#query_form&quot;).submit(); return false;" class="icon icon-checked">Apply</a>
  <a class="icon icon-reload" href="%s">Clear</a>
</p>
</div>
</form>

%s
<p class="other-formats">Also available in: <span><a class="atom" rel="nofollow" href="%s">Atom</a></span>
  <span><a class="csv" rel="nofollow" onclick="showModal('csv-export-options', '350px'); return false;" href="%s">CSV</a></span>
  <span><a class="pdf" rel="nofollow" href="%s">PDF</a></span>
</p>
`, c.Href(base+"issues"), c.Href(base+"issues?set_filter=1&sort="), nodata, c.Href(base+"issues.atom"), c.Href(base+"issues.csv"), c.Href(base+"issues.pdf")), false)
	case "issues/report":
		if inProject {
			return page("Summary", "issues", "reports", "issue_report", "<h2>Summary</h2>\n"+nodata, false)
		}
	case "issues/gantt", "issues/calendar":
		kind, title := seg.at(1), "Gantt"
		if kind == "calendar" {
			title = "Calendar"
		}
		y, m, first := calendarMonth(c.W.Now, c.Int("year"), c.Int("month"))
		prev, next := first.AddDate(0, -1, 0), first.AddDate(0, 1, 0)
		link := func(t time.Time) string {
			return c.Href(base + "issues/" + kind + rmQuery(c, "month", strconv.Itoa(int(t.Month())), "year", strconv.Itoa(t.Year())))
		}
		return page(title, kind, kind+"s", "show", fmt.Sprintf(`<h2>%s</h2>

<p class="subtitle">%s %d</p>
%s
<p style="float:left;"><a accesskey="p" href="%s">&#171; %s</a></p>
<p style="float:right;"><a accesskey="n" href="%s">%s &#187;</a></p>
`, title, time.Month(m), y, nodata, link(prev), prev.Format("January"), link(next), next.Format("January")), true)
	case "time_entries", "time_entries/report":
		return page("Spent time", "time-entries", "timelog", "index", fmt.Sprintf(`<h2>Spent time</h2>

<div class="tabs hide-when-print">
<ul>
  <li><a class="selected" href="%s">Details</a></li>
  <li><a href="%s">Report</a></li>
</ul>
</div>

%s`, c.Href(base+"time_entries"), c.Href(base+"time_entries/report"), nodata), false)
	case "documents":
		if inProject {
			var side strings.Builder
			side.WriteString("<h3>Sort by</h3>\n<ul>\n")
			for _, k := range [][2]string{{"category", "Category"}, {"date", "Date"}, {"title", "Title"}, {"author", "Author"}} {
				fmt.Fprintf(&side, "  <li><a href=\"%s\">%s</a></li>\n", c.Href(base+"documents?sort_by="+k[0]), k[1])
			}
			side.WriteString("</ul>\n")
			return c.Page(Info{Type: TypeOther}, s.frame(c, rmPage{title: "Documents", project: true, menu: "documents", ctrl: "documents", action: "index",
				sidebar: side.String()}, "<div class=\"contextual\">\n</div>\n\n<h2>Documents</h2>\n\n"+nodata))
		}
	case "files":
		if inProject {
			return page("Files", "files", "files", "index", "<div class=\"contextual\">\n</div>\n\n<h2>Files</h2>\n\n"+nodata, false)
		}
	}
	return s.notFound(c)
}

// rmWikiPages are the project's wiki pages: title, text, and the page each links.
var rmWikiPages = [][3]string{
	{"Wiki", "Welcome to the " + rmName + " wiki. Start with Installing, then read the FAQ; questions go to the forums.", "Installing"},
	{"Installing", "How to unlock a handset, flash the installer and restore a backup.", "FAQ"},
	{"FAQ", "Answers to the questions asked most often in the forums.", "Wiki"},
}

// wiki answers the wiki: pages (the start page also as wiki itself), their
// exports, history and versions, and the two indexes.
func (s rmSkin) wiki(c *Ctx, d *rmTables, rest segments) Response {
	base := rmProj + "/wiki"
	side := fmt.Sprintf("<h3>Wiki</h3>\n<ul>\n  <li><a href=\"%s\">Start page</a></li>\n  <li><a href=\"%s\">Index by title</a></li>\n  <li><a href=\"%s\">Index by date</a></li>\n</ul>\n",
		c.Href(base), c.Href(base+"/index"), c.Href(base+"/date_index"))
	page := func(title, action, body string) Response {
		return c.Page(Info{Type: TypeOther}, s.frame(c, rmPage{title: title, project: true, menu: "wiki", ctrl: "wiki", action: action, scope: "wiki_pages", sidebar: side}, body))
	}
	find := func(name string) int {
		return slices.IndexFunc(rmWikiPages, func(p [3]string) bool { return p[0] == name })
	}
	at := func(i, version int) time.Time {
		return c.W.Now.AddDate(0, -3*(i+1), -version*9)
	}
	name := rest.at(0)
	if len(rest) == 0 {
		name = "Wiki"
	}
	switch {
	case len(rest) == 1 && (name == "index" || name == "date_index"):
		var h strings.Builder
		title := "Index by title"
		if name == "date_index" {
			title = "Index by date"
		}
		fmt.Fprintf(&h, "<h2>%s</h2>\n\n<ul class=\"pages-hierarchy\">\n", title)
		for _, p := range rmWikiPages {
			fmt.Fprintf(&h, "<li><a href=\"%s\">%s</a></li>\n", c.Href(base+"/"+p[0]), p[0])
		}
		h.WriteString("</ul>\n\n")
		h.WriteString(fmt.Sprintf("<p class=\"other-formats\">Also available in: <span><a class=\"atom\" rel=\"nofollow\" href=\"%s\">Atom</a></span>\n  <span><a class=\"pdf\" rel=\"nofollow\" href=\"%s\">PDF</a></span>\n  <span><a class=\"html\" rel=\"nofollow\" href=\"%s\">HTML</a></span>\n</p>\n",
			c.Href(rmProj+"/activity.atom?show_wiki_edits=1"), c.Href(base+"/export.pdf"), c.Href(base+"/export")))
		return page(title, name, h.String())
	case len(rest) == 1 && name == "export":
		return c.Page(Info{Type: TypeOther}, fmt.Sprintf("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\" />\n<title>%s</title>\n</head>\n<body>\n%s</body>\n</html>\n", rmName, s.wikiText(c, base, rmWikiPages)))
	}
	pageName, format := rmFormat(name)
	i := find(pageName)
	if i < 0 {
		return s.notFound(c)
	}
	p := rmWikiPages[i]
	switch {
	case len(rest) <= 1 && format == "":
		return page(p[0], "show", s.wikiShow(c, base, i, 2))
	case len(rest) == 1 && format == "txt":
		return Response{Status: http.StatusOK, ContentType: "text/plain; charset=utf-8", Body: "h1. " + p[0] + "\n\n" + p[1] + "\n", Info: Info{Type: TypeOther}}
	case len(rest) == 1 && format == "pdf":
		return Response{Status: http.StatusOK, ContentType: "application/pdf", Body: "%PDF-1.4\n% " + p[0] + "\n", Info: Info{Type: TypeOther}}
	case len(rest) == 1 && format == "html":
		return c.Page(Info{Type: TypeOther}, fmt.Sprintf("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\" />\n<title>%s</title>\n</head>\n<body>\n%s</body>\n</html>\n", p[0], s.wikiText(c, base, rmWikiPages[i:i+1])))
	case len(rest) == 2 && rest.at(1) == "history":
		var h strings.Builder
		fmt.Fprintf(&h, "<h2>%s</h2>\n\n<h3>History</h3>\n\n<table class=\"list wiki-page-versions\">\n<thead><tr><th>#</th><th>Updated</th><th>Author</th><th>Comment</th><th></th></tr></thead>\n<tbody>\n", p[0])
		for v := 2; v >= 1; v-- {
			fmt.Fprintf(&h, "<tr class=\"wiki-page-version\"><td class=\"id\"><a href=\"%s\">%d</a></td><td class=\"updated_on\">%s</td><td class=\"author\">%s</td><td class=\"comments\"></td><td class=\"buttons\"><a href=\"%s\">Annotate</a></td></tr>\n",
				c.Href(fmt.Sprintf("%s/%s/%d", base, p[0], v)), v, at(i, 2-v).Format(rmTime), rmUser(c, d.members[(i+v)%len(d.members)]), c.Href(fmt.Sprintf("%s/%s/%d/annotate", base, p[0], v)))
		}
		fmt.Fprintf(&h, "</tbody>\n</table>\n<p><a href=\"%s\">View differences</a></p>\n", c.Href(fmt.Sprintf("%s/%s/diff?version=2&version_from=1", base, p[0])))
		return page(p[0], "history", h.String())
	case len(rest) == 2 && rest.at(1) == "diff":
		return page(p[0], "diff", fmt.Sprintf("<h2>%s (Diff)</h2>\n\n<div class=\"text-diff\">\n<ins class=\"diffins\">%s</ins>\n</div>\n", p[0], Esc(p[1])))
	case len(rest) >= 2 && (rest.at(1) == "1" || rest.at(1) == "2"):
		v := rmToI(rest.at(1))
		switch {
		case len(rest) == 2:
			return page(p[0], "show", s.wikiShow(c, base, i, v))
		case len(rest) == 3 && (rest.at(2) == "annotate" || rest.at(2) == "diff"):
			return page(p[0], rest.at(2), fmt.Sprintf("<h2>%s</h2>\n\n<p>Version %d/2</p>\n<table class=\"filecontent annotate\"><tbody><tr><th class=\"line-num\">1</th><td class=\"revision\"><a href=\"%s\">%d</a></td><td class=\"line-code\">%s</td></tr></tbody></table>\n",
				p[0], v, c.Href(fmt.Sprintf("%s/%s/%d", base, p[0], v)), v, Esc(p[1])))
		}
	}
	return s.notFound(c)
}

// wikiShow is a wiki page, version v of 2 (2 the current one).
func (s rmSkin) wikiShow(c *Ctx, base string, i, v int) string {
	p := rmWikiPages[i]
	var h strings.Builder
	fmt.Fprintf(&h, "<div class=\"contextual\">\n  <a class=\"icon icon-history\" href=\"%s\">History</a>\n</div>\n\n", c.Href(base+"/"+p[0]+"/history"))
	if v < 2 {
		fmt.Fprintf(&h, "<p>\n  &#171; Previous |\n  <a href=\"%s\">Version %d/2</a> |\n  <a href=\"%s\">Next &#187;</a> |\n  <a href=\"%s\">Current version</a>\n</p>\n\n",
			c.Href(fmt.Sprintf("%s/%s/%d", base, p[0], v)), v, c.Href(fmt.Sprintf("%s/%s/%d", base, p[0], v+1)), c.Href(base+"/"+p[0]))
	}
	h.WriteString(s.wikiText(c, base, rmWikiPages[i:i+1]))
	fmt.Fprintf(&h, "\n<p class=\"other-formats\">Also available in: <span><a class=\"pdf\" rel=\"nofollow\" href=\"%s\">PDF</a></span>\n  <span><a class=\"html\" rel=\"nofollow\" href=\"%s\">HTML</a></span>\n  <span><a class=\"txt\" rel=\"nofollow\" href=\"%s\">TXT</a></span>\n</p>\n",
		c.Href(base+"/"+p[0]+".pdf"), c.Href(base+"/"+p[0]+".html"), c.Href(base+"/"+p[0]+".txt"))
	return h.String()
}

func (s rmSkin) wikiText(c *Ctx, base string, pages [][3]string) string {
	var h strings.Builder
	for _, p := range pages {
		fmt.Fprintf(&h, "<div class=\"wiki wiki-page\">\n<h1 >%s<a href=\"#%s\" class=\"wiki-anchor\">&para;</a></h1>\n<p>%s See also <a class=\"wiki-page\" href=\"%s\">%s</a> and the <a class=\"board\" href=\"%s\">Forums</a>.</p>\n</div>\n",
			p[0], p[0], Esc(p[1]), c.Href(base+"/"+p[2]), p[2], c.Href(rmProj+"/boards"))
	}
	return h.String()
}

// search is search/index: the form, and for q the topics whose subjects hold it.
func (s rmSkin) search(c *Ctx, d *rmTables, inProject bool) Response {
	q := strings.TrimSpace(c.Query.Get("q"))
	action := "search"
	if inProject {
		action = rmProj + "/search"
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<h2>Search</h2>

<form action="%s" accept-charset="UTF-8" method="get"><input name="utf8" type="hidden" value="&#x2713;" autocomplete="off" />
<div class="box">
<p><input type="search" name="q" id="search-input" value="%s" size="60" data-auto-complete="true" />
<input type="hidden" name="scope" autocomplete="off" />
<label><input type="checkbox" name="all_words" value="1" checked="checked" /> All words</label>
<label><input type="checkbox" name="titles_only" value="1" /> Search titles only</label>
</p>
<p id="search-types">
<label><input type="checkbox" name="issues" value="1" checked="checked" /> Issues</label>
<label><input type="checkbox" name="news" value="1" checked="checked" /> News</label>
<label><input type="checkbox" name="documents" value="1" checked="checked" /> Documents</label>
<label><input type="checkbox" name="wiki_pages" value="1" checked="checked" /> Wiki pages</label>
<label><input type="checkbox" name="messages" value="1" checked="checked" /> Messages</label>
</p>
</div>
<p><input type="submit" name="commit" value="Submit" data-disable-with="Submit" /></p>
</form>
`, c.Href(action), Esc(q))
	if q != "" {
		kw := strings.ToLower(q)
		var found []*Post
		for i := len(d.byMsg) - 1; i >= 0 && len(found) < 10; i-- {
			if p := d.byMsg[i]; strings.Contains(strings.ToLower(p.Thread.Title), kw) {
				found = append(found, p)
			}
		}
		fmt.Fprintf(&h, "\n<div id=\"search-results-counts\">\n<ul>\n<li><a href=\"%s\">Messages (%d)</a></li>\n</ul>\n</div>\n\n<h3>Results (%d)</h3>\n<dl id=\"search-results\">\n",
			c.Href(action+rmQuery(c, "messages", "1")), len(found), len(found))
		for _, p := range found {
			kind := "message"
			if p.Index > 0 {
				kind = "reply"
			}
			fmt.Fprintf(&h, "  <dt class=\"%s icon icon-%s\"><a href=\"%s\">%s</a></dt>\n  <dd><span class=\"description\">%s</span>\n  <span class=\"author\">%s</span></dd>\n",
				kind, kind, c.Href(rmMsgURL(d, p)), Esc(d.of[p.Thread.Board].name+": "+rmSubject(p)), Esc(clip(strings.Join(p.Body, " "), 200)), p.Time.Format(rmTime))
		}
		h.WriteString("</dl>\n")
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, rmPage{title: "Search", project: inProject, ctrl: "search", action: "index"}, h.String()))
}

// account answers login, account/register and account/lost_password.
func (s rmSkin) account(c *Ctx, path string) Response {
	var title, body string
	switch path {
	case "login":
		title = "Sign in"
		body = fmt.Sprintf(`<div id="login-form">
    <form onsubmit="return keepAnchorOnSignIn(this);" action="%s" accept-charset="UTF-8" method="post"><input name="utf8" type="hidden" value="&#x2713;" autocomplete="off" /><input type="hidden" name="authenticity_token" value="%016x" autocomplete="off" />
    <input type="hidden" name="back_url" value="%s" autocomplete="off" />

    <label for="username">Login</label>
    <input type="text" name="username" id="username" tabindex="1" autofocus="autofocus" />

    <label for="password">Password</label>
    <a class="lost_password" href="%s">Lost password</a>
    <input type="password" name="password" id="password" tabindex="2" />

    <label for="autologin"><input type="checkbox" name="autologin" id="autologin" value="1" tabindex="4" /> Stay logged in</label>

    <input type="submit" name="login" value="Login" tabindex="5" id="login-submit" />
</form></div>
`, c.Href("login"), Hash("rmlogin", c.RawQuery), Esc(c.Query.Get("back_url")), c.Href("account/lost_password"))
	case "account/register":
		title = "Register"
		body = fmt.Sprintf(`<h2>Register</h2>

<form class="tabular" action="%s" accept-charset="UTF-8" method="post"><input name="utf8" type="hidden" value="&#x2713;" autocomplete="off" />
<div class="box tabular">
<p><label for="user_login">Login <span class="required">*</span></label><input size="25" type="text" name="user[login]" id="user_login" /></p>
<p><label for="user_password">Password <span class="required">*</span></label><input size="25" type="password" name="user[password]" id="user_password" />
<em class="info">Must be at least 8 characters long.</em></p>
<p><label for="user_password_confirmation">Confirmation <span class="required">*</span></label><input size="25" type="password" name="user[password_confirmation]" id="user_password_confirmation" /></p>
<p><label for="user_firstname">First name <span class="required">*</span></label><input type="text" name="user[firstname]" id="user_firstname" /></p>
<p><label for="user_lastname">Last name <span class="required">*</span></label><input type="text" name="user[lastname]" id="user_lastname" /></p>
<p><label for="user_mail">Email <span class="required">*</span></label><input type="text" name="user[mail]" id="user_mail" /></p>
</div>
<input type="submit" name="commit" value="Submit" data-disable-with="Submit" />
</form>
`, c.Href("account/register"))
	case "account/lost_password":
		title = "Lost password"
		body = fmt.Sprintf(`<h2>Lost password</h2>

<form action="%s" accept-charset="UTF-8" method="post"><input name="utf8" type="hidden" value="&#x2713;" autocomplete="off" />
<div class="box tabular">
<p><label for="mail">Email <span class="required">*</span></label>
<input type="text" name="mail" id="mail" size="40" /></p>
<p><input type="submit" name="commit" value="Submit" data-disable-with="Submit" /></p>
</div>
</form>
`, c.Href("account/lost_password"))
	default:
		return s.notFound(c)
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, rmPage{title: title, ctrl: "account", action: strings.TrimPrefix(path, "account/")}, body))
}
