package sim

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// Invision Community 4.x with the default theme, at the host root, friendly URLs,
// no session ids. Categories and forums share one id sequence. URL scheme:
//
//	""                                   entry: the forum index
//	forum/C-slug/                        a category: its forums (an index page of its own)
//	forum/F-slug/[page/P/]               forum, 25 topics a page (page/1/ and a wrong slug 301 to the canonical URL)
//	forum/F-slug/[page/P/]?sortby=title&sortdirection=asc   sort variants (also start_date, posts, views)
//	forum/F-slug/?do=markRead|add        mark read, start topic: login (rel=nofollow)
//	topic/T-slug/[page/P/]               topic, 25 posts a page
//	topic/T-slug/?do=getNewComment       302 to the newest post (guests have no read markers)
//	topic/T-slug/?do=getLastComment      302 to the last page #comment-P
//	topic/T-slug/?do=findComment&comment=P   302 to the page holding the post, #comment-P
//	topic/T-slug/?do=showReactions|reply other
//	profile/U-name/[content/], tags/tag/, online/, staff/, leaderboard/, login/, register/,
//	lostpassword/, search/, discover/, privacy/, contact/, guidelines/, cookies/      other
func invision() *Package {
	return &Package{
		Name: "invision", Software: "Invision Community 4.7 (default theme)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.2, Threads: [2]int{8, 44},
			Posts: [2]int{1, 40}, LongThreadChance: 0.08, ThreadsPerPage: 25, PostsPerPage: 25, Users: 170,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.05},
		Mount: "/", Seed: 3007,
		Skin: ipsSkin{},
	}
}

type ipsSkin struct{}

const ipsSite = "Driftwood Forums"

func (ipsSkin) Entry() string { return "" }

func ipsSeg(id int, name string) string {
	if s := slug(name); s != "" {
		return fmt.Sprintf("%d-%s/", id, s)
	}
	return fmt.Sprintf("%d/", id)
}

func (ipsSkin) BoardURL(b *Board, p int) string {
	u := "forum/" + ipsSeg(nodeID(b), b.Name)
	if p > 1 {
		u += fmt.Sprintf("page/%d/", p)
	}
	return u
}

func (ipsSkin) ThreadURL(t *Thread, p int) string {
	u := "topic/" + ipsSeg(t.ID, t.Title)
	if p > 1 {
		u += fmt.Sprintf("page/%d/", p)
	}
	return u
}

func ipsCatURL(c *Category) string { return "forum/" + ipsSeg(catNodeID(c), c.Name) }
func ipsUserURL(u *User) string    { return "profile/" + ipsSeg(u.ID, u.Name) }
func ipsTagURL(tag string) string  { return "tags/" + url.PathEscape(tag) + "/" }

// ipsFind is the page of a topic holding post p, with the #comment anchor.
func (s ipsSkin) ipsFind(c *Ctx, p *Post) string {
	return s.ThreadURL(p.Thread, PageOf(p.Index, c.W.Shape.PostsPerPage)) + fmt.Sprintf("#comment-%d", p.ID)
}

func (s ipsSkin) Serve(c *Ctx) Response {
	sh := c.W.Shape
	other := Info{Type: TypeOther}
	parts := segments(strings.Split(c.Path, "/"))
	id, _ := strconv.Atoi(strings.SplitN(parts.at(1), "-", 2)[0])
	// rest is what follows "kind/ID-slug/": "" or "page/P/" (or "content/" for profiles).
	rest := strings.Join(parts[min(2, len(parts)):], "/")
	page := 1
	if strings.HasPrefix(rest, "page/") {
		n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(rest, "page/"), "/"))
		if err != nil || n < 1 || !strings.HasSuffix(rest, "/") {
			page = 0
		} else {
			page = n
		}
	} else if rest != "" {
		page = 0
	}
	switch parts[0] {
	case "":
		if c.Path == "" {
			if c.Query.Get("do") != "" {
				return c.Page(other, s.loginPage(c, "Sign In"))
			}
			return c.Page(Info{Type: TypeEntry, Canonical: ""}, s.index(c))
		}
	case "forum":
		for _, cat := range c.W.Categories {
			if catNodeID(cat) == id && rest == "" {
				if parts.at(1)+"/" != ipsSeg(id, cat.Name) {
					return c.Redirect(ipsCatURL(cat), Info{Type: TypeIndex, FPage: 1, Canonical: ipsCatURL(cat)})
				}
				return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: ipsCatURL(cat)}, s.category(c, cat))
			}
		}
		var b *Board
		for _, x := range c.W.Boards {
			if nodeID(x) == id {
				b = x
			}
		}
		if b == nil || page == 0 || page > b.Pages(sh.ThreadsPerPage) || len(parts) < 3 {
			break
		}
		switch c.Query.Get("do") {
		case "":
		case "markRead", "add", "follow":
			return c.Page(other, s.loginPage(c, "Sign In"))
		default:
			return s.message(c, "2S119/1")
		}
		info := boardInfo(s, b, page)
		if rest == "page/1/" || parts.at(1)+"/" != ipsSeg(id, b.Name) {
			return Response{Status: http.StatusMovedPermanently, Location: s.BoardURL(b, page) + s.sortQuery(c), Info: info}
		}
		return c.Page(info, s.forum(c, b, page))
	case "topic":
		t := c.W.Thread(id)
		if t == nil || page == 0 || page > t.Pages(sh.PostsPerPage) || len(parts) < 3 {
			return s.message(c, "2F173/2")
		}
		last := t.LastPost()
		at := func(p *Post) Response {
			pg := PageOf(p.Index, sh.PostsPerPage)
			return c.Redirect(s.ipsFind(c, p), threadInfo(s, t, pg))
		}
		switch c.Query.Get("do") {
		case "":
		case "getNewComment", "getLastComment":
			return at(last)
		case "findComment":
			if p := c.W.Post(c.Int("comment")); p != nil && p.Thread == t {
				return at(p)
			}
			return s.message(c, "2F173/F")
		case "showReactions", "showReactionsComment":
			return c.Page(other, s.reactions(c, t))
		case "reply", "follow", "report":
			return c.Page(other, s.loginPage(c, "Sign In"))
		default:
			return s.message(c, "2S136/L")
		}
		info := threadInfo(s, t, page)
		if rest == "page/1/" || parts.at(1)+"/" != ipsSeg(id, t.Title) {
			return Response{Status: http.StatusMovedPermanently, Location: s.ThreadURL(t, page), Info: info}
		}
		return c.Page(info, s.topic(c, t, page))
	case "profile":
		u := c.W.User(id)
		if u == nil || len(parts) < 3 {
			break
		}
		switch rest {
		case "":
			return c.Page(other, s.profile(c, u, false))
		case "content/":
			return c.Page(other, s.profile(c, u, true))
		}
	case "tags":
		tag, err := url.PathUnescape(parts.at(1))
		if err == nil && len(parts) == 3 && parts.at(2) == "" && len(c.W.ThreadsTagged(tag)) > 0 {
			return c.Page(other, s.tagged(c, tag))
		}
	case "online", "staff", "leaderboard":
		if len(parts) == 2 && parts.at(1) == "" {
			return c.Page(other, s.people(c, parts[0]))
		}
	case "login", "register", "lostpassword":
		if len(parts) == 2 && parts.at(1) == "" {
			return c.Page(other, s.loginPage(c, map[string]string{"login": "Sign In", "register": "Sign Up", "lostpassword": "Forgot Password"}[parts[0]]))
		}
	case "search", "discover":
		if len(parts) == 2 && parts.at(1) == "" {
			return c.Page(other, s.discover(c, parts[0]))
		}
	case "privacy", "contact", "guidelines", "cookies", "terms":
		if len(parts) == 2 && parts.at(1) == "" {
			return c.Page(other, s.frame(c, ipsSpec{title: strings.ToUpper(parts[0][:1]) + parts[0][1:], main: `<div class="ipsBox ipsPad ipsType_richText"><p>Please treat other members with respect. This community is moderated; content that breaks the guidelines will be removed.</p></div>`}))
		}
	}
	return s.message(c, "2S100/1")
}

func (s ipsSkin) sortQuery(c *Ctx) string {
	return sortQuery(c, "sortby", "sortdirection", "title", "start_date", "posts", "views")
}

// message is the "Sorry, we could not find that!" page, with IPS's error code.
func (s ipsSkin) message(c *Ctx, code string) Response {
	main := fmt.Sprintf(`<section id="elError" class="ipsBox ipsPad"><div class="ipsType_center"><i class="fa fa-exclamation-circle ipsType_huge"></i></div><h1 class="ipsType_pageTitle ipsType_center">Sorry, we could not find that!</h1><p class="ipsType_reset ipsType_center ipsType_light"><strong>Error code:</strong> %s</p><div class="ipsType_center ipsSpacer_top"><a href="%s" class="ipsButton ipsButton_primary ipsButton_medium">Go to the home page</a> <a href="%s" class="ipsButton ipsButton_light ipsButton_medium">Contact Us</a></div></section>`,
		code, c.Href(""), c.Href("contact/"))
	return c.NotFound(s.frame(c, ipsSpec{title: "Sorry, we could not find that!", main: main}))
}

// ipsTime renders IPS's <time> with its relative text for recent dates.
func ipsTime(c *Ctx, t time.Time) string {
	d := c.W.Now.Sub(t)
	short := fmt.Sprintf("%d yr", int(d.Hours()/24/365))
	switch {
	case d < 24*time.Hour:
		short = fmt.Sprintf("%d hr", int(d.Hours()))
	case d < 30*24*time.Hour:
		short = fmt.Sprintf("%d dy", int(d.Hours()/24))
	case d < 365*24*time.Hour:
		short = fmt.Sprintf("%d mo", int(d.Hours()/24/30))
	}
	label := Ago(c.W.Now, t)
	if d >= 30*24*time.Hour {
		label = t.Format("January 2, 2006")
	}
	return fmt.Sprintf(`<time datetime='%s' title='%s' data-short='%s'>%s</time>`, t.UTC().Format("2006-01-02T15:04:05Z"), t.Format("01/02/2006 03:04  PM"), short, label)
}

func (s ipsSkin) user(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a href='%s' rel="nofollow" data-ipsHover data-ipsHover-width="370" data-ipsHover-target='%s' title="Go to %s's profile" class="ipsType_break">%s</a>`,
		c.Href(ipsUserURL(u)), c.Href(ipsUserURL(u)+"?do=hovercard"), Esc(u.Name), Esc(u.Name))
}

func (s ipsSkin) photo(c *Ctx, u *User, size string) string {
	return fmt.Sprintf(`<a href="%s" rel="nofollow" data-ipsHover data-ipsHover-width="370" data-ipsHover-target="%s" class="ipsUserPhoto ipsUserPhoto_%s" title="Go to %s's profile"><img src='%s' alt='%s' loading="lazy"></a>`,
		c.Href(ipsUserURL(u)), c.Href(ipsUserURL(u)+"?do=hovercard"), size, Esc(u.Name), c.Href(fmt.Sprintf("uploads/monthly_2024_%02d/avatar_%d.thumb.png.%x.png", 1+u.ID%12, u.ID, Hash("av", u.ID)%0xffffff)), Esc(u.Name))
}

type ipsSpec struct {
	title, canonical, main, sidebar string
	crumbs                          [][2]string // name, mount-relative href
}

func (s ipsSkin) frame(c *Ctx, p ipsSpec) string {
	var h strings.Builder
	canon := ""
	if p.canonical != "" || p.title == ipsSite {
		canon = fmt.Sprintf(`<link rel="canonical" href="%s" />`, c.Href(p.canonical))
	}
	var crumbs strings.Builder
	fmt.Fprintf(&crumbs, `<li><a title="Home" href="%s"><span><i class="fa fa-home"></i> Home <i class="fa fa-angle-right"></i></span></a></li>`, c.Href(""))
	for _, cr := range p.crumbs {
		fmt.Fprintf(&crumbs, `<li><a href="%s"><span>%s <i class="fa fa-angle-right" aria-hidden="true"></i></span></a></li>`, c.Href(cr[1]), Esc(cr[0]))
	}
	col := ""
	if p.sidebar != "" {
		col = "ipsLayout_sidebarright"
	}
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html lang="en-US" dir="ltr">
<head>
	<meta charset="utf-8">
	<title>%s - %s</title>
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<meta property="og:site_name" content="%s">
	<meta property="og:locale" content="en_US">
	<meta name="theme-color" content="#3d6594">
	%s
	<link rel="manifest" href="%s">
	<link rel='stylesheet' href='%s' media='all'>
	<link rel='stylesheet' href='%s' media='all'>
%s	<script type='text/javascript'>var ipsDebug = false; var CKEDITOR_BASEPATH = '%s'; var ipsSettings = {cookie_path: "/", cookie_prefix: "ips4_", cookie_ssl: true, upload_imgURL: "", message_imgURL: "", notification_imgURL: "", baseURL: "/", jsURL: "/applications/core/interface/js/js.php", csrfKey: "%x", antiCache: "%x", disableNotificationSounds: true, useCompiledFiles: true, links_external: true, memberID: 0, lazyLoadEnabled: true, blankImg: "/applications/core/interface/js/spacer.png"};</script>
</head>
<body class="ipsApp ipsApp_front ipsJS_none ipsClearfix" data-controller="core.front.core.app" data-message="" data-pageApp="forums" data-pageLocation="front" data-pageModule="forums" data-pageController="forums">
	<a href="#ipsLayout_mainArea" class="ipsHide" title="Go to main content on this page" accesskey="m">Jump to content</a>
	<div id="ipsLayout_header" class="ipsClearfix">
		<header>
			<div class="ipsLayout_container">
				<a href='%s' id='elSiteTitle' accesskey='1'>%s</a>
				<ul id="elUserNav" class="ipsList_inline cSignedOut ipsResponsive_showDesktop">
					<li id="elSignInLink"><a href="%s" data-ipsMenu-closeOnClick="false" data-ipsMenu id="elUserSignIn">Existing user? Sign In &nbsp;<i class="fa fa-caret-down"></i></a>
						<div id='elUserSignIn_menu' class='ipsMenu ipsMenu_auto ipsHide'><form accept-charset='utf-8' method='post' action='%s'><input type="hidden" name="csrfKey" value="%x"><div class="ipsPad ipsForm ipsForm_vertical"><h4 class="ipsType_sectionHead">Sign In</h4><ul class='ipsList_reset'><li class="ipsFieldRow ipsFieldRow_noLabel ipsFieldRow_fullWidth"><input type="email" placeholder="Email Address" name="auth" autocomplete="email"></li><li class="ipsFieldRow ipsFieldRow_noLabel ipsFieldRow_fullWidth"><input type="password" placeholder="Password" name="password" autocomplete="current-password"></li><li class="ipsFieldRow ipsFieldRow_checkbox ipsClearfix"><a href='%s' data-ipsDialog data-ipsDialog-title='Forgot your password?'>Forgot your password?</a></li><li class="ipsFieldRow ipsFieldRow_fullWidth"><button type="submit" name="_processLogin" value="usernamepassword" class="ipsButton ipsButton_primary ipsButton_small" id="elSignIn_submit">Sign In</button></li></ul></div></form></div>
					</li>
					<li><a href="%s" data-ipsDialog data-ipsDialog-size="narrow" data-ipsDialog-title="Sign Up" id="elRegisterButton" class="ipsButton ipsButton_normal ipsButton_primary">Sign Up</a></li>
				</ul>
			</div>
		</header>
		<nav data-controller="core.front.core.navBar" class="ipsNavBar_noSubBars ipsResponsive_showDesktop">
			<div class="ipsNavBar_primary ipsLayout_container ipsNavBar_noSubBars">
				<ul data-role="primaryNavBar" class="ipsClearfix">
					<li class="ipsNavBar_active" data-active id="elNavSecondary_1" data-role="navBarItem" data-navApp="core" data-navExt="CustomItem"><a href="%s" data-navItem-id="1" data-navDefault>Browse<span class="ipsNavBar_active__identifier"></span></a>
						<ul class="ipsNavBar_secondary" data-role="secondaryNavBar">
							<li class="ipsNavBar_active" data-active id="elNavSecondary_10" data-role="navBarItem" data-navApp="forums" data-navExt="Forums"><a href="%s" data-navItem-id="10">Forums</a></li>
							<li id="elNavSecondary_11" data-role="navBarItem" data-navApp="core" data-navExt="Guidelines"><a href="%s" data-navItem-id="11">Guidelines</a></li>
							<li id="elNavSecondary_12" data-role="navBarItem" data-navApp="core" data-navExt="StaffDirectory"><a href="%s" data-navItem-id="12">Staff</a></li>
							<li id="elNavSecondary_13" data-role="navBarItem" data-navApp="core" data-navExt="OnlineUsers"><a href="%s" data-navItem-id="13">Online Users</a></li>
							<li id="elNavSecondary_14" data-role="navBarItem" data-navApp="core" data-navExt="Leaderboard"><a href="%s" data-navItem-id="14">Leaderboard</a></li>
						</ul>
					</li>
					<li id="elNavSecondary_2" data-role="navBarItem" data-navApp="core" data-navExt="CustomItem"><a href="%s" data-navItem-id="2">Activity</a>
						<ul class="ipsNavBar_secondary ipsHide" data-role="secondaryNavBar">
							<li id="elNavSecondary_4" data-role="navBarItem" data-navApp="core" data-navExt="AllActivity"><a href="%s" data-navItem-id="4">All Activity</a></li>
							<li id="elNavSecondary_6" data-role="navBarItem" data-navApp="core" data-navExt="Search"><a href="%s" data-navItem-id="6">Search</a></li>
						</ul>
					</li>
				</ul>
				<div id="elSearchWrapper"><div id='elSearch' data-controller="core.front.core.quickSearch"><form accept-charset='utf-8' action='%s' method='post'><input type='search' id='elSearchField' placeholder='Search...' name='q' autocomplete='off' aria-label='Search'><button class='cSearchSubmit' type="submit" aria-label='Search'><i class="fa fa-search"></i></button></form></div></div>
			</div>
		</nav>
	</div>
	<main id="ipsLayout_body" class="ipsLayout_container">
		<div id="ipsLayout_contentArea">
			<div id="ipsLayout_contentWrapper">
				<nav class='ipsBreadcrumb ipsBreadcrumb_top ipsFaded_withHover'><ul class='ipsList_inline ipsPos_right'><li><a data-action="defaultStream" class='ipsType_light ' href='%s'><i class="fa fa-newspaper-o" aria-hidden="true"></i> <span>All Activity</span></a></li></ul><ul data-role="breadcrumbList">%s</ul></nav>
				<div id="ipsLayout_mainArea" class="%s">
%s
				</div>
				%s
				<nav class='ipsBreadcrumb ipsBreadcrumb_bottom ipsFaded_withHover'><ul data-role="breadcrumbList">%s</ul></nav>
			</div>
		</div>
	</main>
	<footer id="ipsLayout_footer" class="ipsClearfix">
		<div class="ipsLayout_container">
			<ul class="ipsList_inline ipsType_center ipsSpacer_top" id="elFooterLinks">
				<li><a href="#elNavTheme_menu" id="elNavTheme" data-ipsMenu data-ipsMenu-above>Theme <i class="fa fa-caret-down"></i></a></li>
				<li><a href="%s">Privacy Policy</a></li>
				<li><a href="%s">Cookies</a></li>
				<li><a rel="nofollow" href="%s" data-ipsdialog data-ipsDialog-remoteSubmit data-ipsDialog-flashMessage="Thanks, your message has been sent to the administrators." data-ipsdialog-title="Contact Us">Contact Us</a></li>
			</ul>
			<p id="elCopyright"><span id="elCopyright_userLine">%s</span> <a rel="nofollow" title="Invision Community" href="https://www.invisioncommunity.com/">Powered by Invision Community</a></p>
		</div>
	</footer>
	<div id="elMobileDrawer" class="ipsDrawer ipsHide"></div>
	<script type='text/javascript' src='%s' data-ips></script>
%s	<script type='application/ld+json'>{"@context": "http://schema.org","@type": "WebSite","url": "/","name": "%s","potentialAction": {"type": "SearchAction","query-input": "required name=query","target": "/search/?q={query}"},"inLanguage": [{"@type": "Language","name": "English (USA)","alternateName": "en-US"}]}</script>
</body>
</html>`,
		Esc(p.title), ipsSite, ipsSite, canon, c.Href("manifest.webmanifest/"),
		c.Href("uploads/css_built_1/341e4a57816af3ba440d891ca87450ff_framework.css?v=8c5d1c3f0a1700000000"),
		c.Href("uploads/css_built_1/05e81b71abe4f22d6eb8d1a929494829_responsive.css?v=8c5d1c3f0a1700000000"),
		c.Styles(20), c.Href("applications/core/interface/ckeditor/ckeditor/"), Hash("csrf", p.title), Hash("anti", ipsSite),
		c.Href(""), ipsSite, c.Href("login/"), c.Href("login/"), Hash("csrf", p.title), c.Href("lostpassword/"), c.Href("register/"),
		c.Href(""), c.Href(""), c.Href("guidelines/"), c.Href("staff/"), c.Href("online/"), c.Href("leaderboard/"),
		c.Href("discover/"), c.Href("discover/"), c.Href("search/"), c.Href("search/"),
		c.Href("discover/"), crumbs.String(), col, p.main, p.sidebar, crumbs.String(),
		c.Href("privacy/"), c.Href("cookies/"), c.Href("contact/"), ipsSite,
		c.Href("uploads/javascript_global/root_library.js?v=8c5d1c3f0a1700000000"), c.Scripts(8), ipsSite)
	return h.String()
}

// forumRows renders forums as the index's ipsDataList rows.
func (s ipsSkin) forumRows(c *Ctx, boards []*Board) string {
	var h strings.Builder
	h.WriteString(`<ol class="ipsDataList ipsDataList_large ipsDataList_zebra ipsAreaBackground_reset" data-role="forums">`)
	for _, b := range boards {
		fmt.Fprintf(&h, `<li class="cForumRow ipsDataItem ipsDataItem_responsivePhoto ipsClearfix" data-forumID="%d">
	<div class="ipsDataItem_icon ipsDataItem_category"><span class='ipsItemStatus ipsItemStatus_large cForumIcon_normal ipsItemStatus_read'><i class="fa fa-comments"></i></span></div>
	<div class="ipsDataItem_main">
		<h4 class="ipsDataItem_title ipsType_large ipsType_break"><a href="%s">%s</a></h4>
		<div class="ipsDataItem_meta ipsType_richText">%s</div>`, nodeID(b), c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description))
		if len(b.Children) > 0 {
			h.WriteString(`<ul class="ipsDataItem_subList ipsList_inline">`)
			for _, ch := range b.Children {
				fmt.Fprintf(&h, `<li class=""><a href="%s">%s</a></li>`, c.Href(s.BoardURL(ch, 1)), Esc(ch.Name))
			}
			h.WriteString(`</ul>`)
		}
		fmt.Fprintf(&h, `
	</div>
	<div class="ipsDataItem_stats ipsDataItem_statsLarge"><dl><dt class="ipsDataItem_stats_number">%d</dt><dd class="ipsDataItem_stats_type ipsType_light">posts</dd></dl></div>
	<ul class="ipsDataItem_lastPoster ipsDataItem_withPhoto">`, b.AllPosts())
		if p := b.Latest(); p != nil {
			fmt.Fprintf(&h, `<li>%s</li><li><a href="%s" class='ipsType_break ipsContained' title='%s'>%s</a></li><li class='ipsType_light ipsType_blendLinks'>By %s</li><li class="ipsType_light"><a href='%s' title='Go to last post' class='ipsType_blendLinks'>%s</a></li>`,
				s.photo(c, p.Author, "tiny"), c.Href(s.ThreadURL(p.Thread, 1)+"?do=getLastComment"), Esc(p.Thread.Title), Esc(clip(p.Thread.Title, 40)),
				s.user(c, p.Author), c.Href(s.ThreadURL(p.Thread, 1)+"?do=getLastComment"), ipsTime(c, p.Time))
		} else {
			h.WriteString(`<li class='ipsType_light ipsResponsive_showDesktop'>No posts here yet</li>`)
		}
		h.WriteString("</ul>\n</li>\n")
	}
	h.WriteString(`</ol>`)
	return h.String()
}

func (s ipsSkin) index(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<div class="ipsPageHeader ipsClearfix ipsResponsive_hidePhone"><h1 class="ipsType_pageTitle">Forums</h1></div>
<ul class="ipsToolList ipsToolList_horizontal ipsResponsive_hidePhone ipsClearfix"><li class="ipsToolList_primaryAction"><a href="#" data-ipsDialog class="ipsButton ipsButton_medium ipsButton_important ipsButton_fullWidth">Start new topic</a></li></ul>
<section><ol class="ipsList_reset cForumList" data-controller="core.global.core.table, forums.front.forum.forumList" data-baseURL="">`)
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, `<li data-categoryID="%d" class="cForumRow ipsBox ipsSpacer_bottom">
	<h2 class="ipsType_sectionTitle ipsType_reset cForumTitle"><a href="#" class="ipsPos_right ipsJS_show ipsType_noUnderline cForumToggle" data-action="toggleCategory" data-ipsTooltip title="Toggle this category"></a><a href="%s">%s</a></h2>
	%s
</li>
`, catNodeID(cat), c.Href(ipsCatURL(cat)), Esc(cat.Name), s.forumRows(c, cat.Boards))
	}
	h.WriteString(`</ol></section>`)
	return s.frame(c, ipsSpec{title: ipsSite, main: h.String(), sidebar: s.sidebar(c)})
}

func (s ipsSkin) category(c *Ctx, cat *Category) string {
	main := fmt.Sprintf(`<div class="ipsPageHeader ipsClearfix"><h1 class="ipsType_pageTitle">%s</h1></div><section class="cForumRow ipsBox ipsSpacer_bottom"><h2 class="ipsType_sectionTitle ipsType_reset cForumTitle">%s</h2>%s</section>`,
		Esc(cat.Name), Esc(cat.Name), s.forumRows(c, cat.Boards))
	return s.frame(c, ipsSpec{title: cat.Name, canonical: ipsCatURL(cat), main: main, crumbs: [][2]string{{cat.Name, ipsCatURL(cat)}}, sidebar: s.sidebar(c)})
}

// sidebar is the forum index's widgets: topic feed, top contributors, who's online, statistics.
func (s ipsSkin) sidebar(c *Ctx) string {
	w := c.W
	var h strings.Builder
	h.WriteString(`<div id="ipsLayout_sidebar" class="ipsLayout_sidebarright " data-controller="core.front.widgets.sidebar"><div data-role='sidebarAd'></div><div class="ipsWidgetContainer" data-controller='core.front.widgets.area' data-role='widgetReceiver' data-orientation='vertical' data-widgetArea='sidebar'><ul class='ipsList_reset'>`)
	h.WriteString(`<li class='ipsWidget ipsWidget_vertical ipsBox' data-blockID='app_forums_topicFeed_1' data-blockConfig="true" data-blockTitle="Topics" data-controller='core.front.widgets.block'><h3 class='ipsType_reset ipsWidget_title'>Topics</h3><div class='ipsWidget_inner'><ul class='ipsDataList ipsDataList_reducedSpacing'>`)
	for _, t := range w.ThreadsByActivity()[:6] {
		fmt.Fprintf(&h, `<li class='ipsDataItem ipsDataItem_responsivePhoto'><div class='ipsDataItem_icon ipsPos_top'>%s</div><div class='ipsDataItem_main cWidgetComments'><div class="ipsCommentCount ipsPos_right" data-ipsTooltip title='%d replies'>%d</div><div class='ipsType_break ipsContained'><a href="%s" title='View the topic %s' class='ipsDataItem_title'>%s</a></div><p class='ipsType_reset ipsType_medium ipsType_blendLinks ipsContained'><span>By %s, </span><br><span class='ipsType_light'>Started %s</span></p></div></li>`,
			s.photo(c, t.Author, "tiny"), len(t.Posts)-1, len(t.Posts)-1, c.Href(s.ThreadURL(t, 1)+"?do=getNewComment"), Esc(t.Title), Esc(clip(t.Title, 50)), s.user(c, t.Author), ipsTime(c, t.Posts[0].Time))
	}
	h.WriteString(`</ul></div></li>`)
	h.WriteString(`<li class='ipsWidget ipsWidget_vertical ipsBox' data-blockID='app_core_topContributors_2'><h3 class='ipsType_reset ipsWidget_title'>Popular Contributors</h3><div class='ipsWidget_inner'><ol class='ipsDataList ipsDataList_reducedSpacing'>`)
	for i := range 5 {
		u := pick(w.Users, "top", i)
		fmt.Fprintf(&h, `<li class='ipsDataItem'><div class='ipsDataItem_icon ipsPos_middle ipsType_center ipsType_large ipsType_light'><strong>%d</strong></div><div class='ipsDataItem_main ipsType_break'>%s<br><span title="Reputation card" class='ipsRepBadge ipsRepBadge_positive'><i class='fa fa-plus-circle'></i> %d</span></div></li>`,
			i+1, s.user(c, u), 5+int(Hash("rep", u.ID)%40))
	}
	h.WriteString(`</ol></div></li>`)
	n := 5 + int(Hash("online", len(w.Posts))%10)
	fmt.Fprintf(&h, `<li class='ipsWidget ipsWidget_vertical ipsBox' data-blockID='app_core_whosOnline_3'><h3 class='ipsType_reset ipsWidget_title'>Who's Online <span class='ipsType_light ipsType_unbold ipsType_medium'>(See full list)</span></h3><div class='ipsWidget_inner ipsPad'><ul class='ipsList_inline ipsList_csv ipsList_noSpacing ipsType_normal'>`)
	for i := range n {
		fmt.Fprintf(&h, `<li>%s</li>`, s.user(c, pick(w.Users, "on", i, len(w.Posts))))
	}
	fmt.Fprintf(&h, `</ul><p class='ipsType_right ipsType_reset'><a href='%s' class='ipsType_blendLinks ipsType_smaller'>See full list</a></p></div></li>`, c.Href("online/"))
	fmt.Fprintf(&h, `<li class='ipsWidget ipsWidget_vertical ipsBox' data-blockID='app_forums_forumStatistics_4'><h3 class='ipsType_reset ipsWidget_title'>Forum Statistics</h3><div class='ipsWidget_inner ipsPad'><ul class='ipsDataList'><li class='ipsDataItem'><div class='ipsDataItem_main ipsPos_middle'><strong>Total Topics</strong></div><div class='ipsDataItem_stats ipsDataItem_statsLarge'><span class='ipsDataItem_stats_number'>%d</span></div></li><li class='ipsDataItem'><div class='ipsDataItem_main ipsPos_middle'><strong>Total Posts</strong></div><div class='ipsDataItem_stats ipsDataItem_statsLarge'><span class='ipsDataItem_stats_number'>%d</span></div></li></ul></div></li>`,
		len(w.Threads), len(w.Posts))
	h.WriteString(`</ul></div></div>`)
	return h.String()
}

// pagination renders ipsPagination: first, prev, a window of pages, next, last, the page jump.
func (s ipsSkin) pagination(c *Ctx, id string, cur, total int, link func(int) string) string {
	if total <= 1 {
		return ""
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<ul class="ipsPagination" id="elPagination_%s" data-ipsPagination-seoPagination="true" data-pages="%d" data-ipsPagination data-ipsPagination-pages="%d" data-ipsPagination-perPage="25">`, id, total, total)
	if cur > 1 {
		fmt.Fprintf(&h, `<li class="ipsPagination_first"><a href="%s" rel="first" data-page="1" data-ipsTooltip title="First page"><i class="fa fa-angle-double-left"></i></a></li><li class="ipsPagination_prev"><a href="%s" rel="prev" data-page="%d" data-ipsTooltip title="Previous page">Prev</a></li>`,
			c.Href(link(1)), c.Href(link(cur-1)), cur-1)
	} else {
		h.WriteString(`<li class="ipsPagination_first ipsPagination_inactive"><a href="#" rel="first" data-page="1"><i class="fa fa-angle-double-left"></i></a></li><li class="ipsPagination_prev ipsPagination_inactive"><a href="#" rel="prev" data-page="0">Prev</a></li>`)
	}
	for n := max(1, cur-5); n <= min(total, cur+5); n++ {
		act := ""
		if n == cur {
			act = " ipsPagination_active"
		}
		fmt.Fprintf(&h, `<li class="ipsPagination_page%s"><a href="%s" data-page="%d">%d</a></li>`, act, c.Href(link(n)), n, n)
	}
	if cur < total {
		fmt.Fprintf(&h, `<li class="ipsPagination_next"><a href="%s" rel="next" data-page="%d" data-ipsTooltip title="Next page">Next</a></li><li class="ipsPagination_last"><a href="%s" rel="last" data-page="%d" data-ipsTooltip title="Last page"><i class="fa fa-angle-double-right"></i></a></li>`,
			c.Href(link(cur+1)), cur+1, c.Href(link(total)), total)
	} else {
		fmt.Fprintf(&h, `<li class="ipsPagination_next ipsPagination_inactive"><a href="#" rel="next" data-page="%d">Next</a></li><li class="ipsPagination_last ipsPagination_inactive"><a href="#" rel="last" data-page="%d"><i class="fa fa-angle-double-right"></i></a></li>`, total, total)
	}
	fmt.Fprintf(&h, `<li class="ipsPagination_pageJump"><a href="#" data-ipsMenu data-ipsMenu-closeOnClick="false" data-ipsMenu-appendTo="#elPagination_%s" id="elPagination_%s_jump">Page %d of %d &nbsp;<i class="fa fa-caret-down"></i></a><div class="ipsMenu ipsMenu_narrow ipsPadding ipsHide" id="elPagination_%s_jump_menu"><form accept-charset="utf-8" method="post" action="%s" data-role="pageJump"><ul class="ipsForm ipsForm_horizontal"><li class="ipsFieldRow"><input type="number" min="1" max="%d" placeholder="Page number" class="ipsField_fullWidth" name="page"></li><li class="ipsFieldRow ipsFieldRow_fullWidth"><input type="submit" class="ipsButton_fullWidth ipsButton ipsButton_verySmall ipsButton_primary" value="Go"></li></ul></form></div></li></ul>`,
		id, id, cur, total, id, c.Href(link(1)), total)
	return h.String()
}

func (s ipsSkin) forum(c *Ctx, b *Board, page int) string {
	sh := c.W.Shape
	base := s.BoardURL(b, 1)
	sq := s.sortQuery(c)
	threads := b.Threads
	switch c.Query.Get("sortby") {
	case "title":
		threads = sortedBy(threads, func(t *Thread) string { return strings.ToLower(t.Title) })
	case "start_date":
		threads = sortedBy(threads, func(t *Thread) string { return fmt.Sprintf("%012d", 1<<36-t.Posts[0].Time.Unix()) })
	case "posts":
		threads = sortedBy(threads, func(t *Thread) string { return fmt.Sprintf("%08d", 1<<24-len(t.Posts)) })
	case "views":
		threads = sortedBy(threads, func(t *Thread) string { return fmt.Sprintf("%08d", 1<<24-t.Views) })
	}
	if sq != "" && strings.HasSuffix(sq, "asc") != (c.Query.Get("sortby") == "title") {
		for i, j := 0, len(threads)-1; i < j; i, j = i+1, j-1 {
			threads[i], threads[j] = threads[j], threads[i]
		}
	}
	tableID := fmt.Sprintf("%x", Hash("table", b.ID)%0xfffffff)
	pag := s.pagination(c, tableID, page, b.Pages(sh.ThreadsPerPage), func(p int) string { return s.BoardURL(b, p) + sq })
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="ipsPageHeader ipsClearfix"><header class="ipsSpacer_bottom"><h1 class="ipsType_pageTitle">%s</h1><div class="ipsType_richText ipsType_normal">%s</div></header></div>
<ul class="ipsToolList ipsToolList_horizontal ipsClearfix ipsSpacer_both">
	<li class="ipsToolList_primaryAction"><a class="ipsButton ipsButton_medium ipsButton_important ipsButton_fullWidth" href="%s" title="Start a new topic in this forum" rel="nofollow noindex">Start new topic</a></li>
	<li class="ipsResponsive_hidePhone"><a href="%s" class="ipsButton ipsButton_link ipsButton_medium ipsButton_fullWidth" rel="nofollow" data-action="markAsRead"><i class="fa fa-check"></i> Mark forum as read</a></li>
</ul>`, Esc(b.Name), Esc(b.Description), c.Href(base+"?do=add"), c.Href(base+"?do=markRead"))
	if len(b.Children) > 0 {
		fmt.Fprintf(&h, `<section class="ipsBox ipsSpacer_bottom"><h2 class="ipsType_sectionTitle ipsType_reset">Subforums</h2>%s</section>`, s.forumRows(c, b.Children))
	}
	fmt.Fprintf(&h, `<div class="ipsBox ipsResponsive_pull" data-baseurl="%s" data-resort="listResort" data-tableID="topics" data-controller="core.global.core.table,forums.front.forum.forumPage">
	<div class="ipsButtonBar ipsPad_half ipsClearfix ipsClear">
		<ul class="ipsButtonRow ipsPos_right ipsClearfix">
			<li><a href="#elSortByMenu_menu" id="elSortByMenu_%s" data-role="sortButton" data-ipsTooltip title="Sort By" data-ipsMenu data-ipsMenu-activeClass="ipsButtonRow_active" data-ipsMenu-selectable="radio">Sort By <i class="fa fa-caret-down"></i></a>
				<ul class="ipsMenu ipsMenu_auto ipsMenu_withStem ipsMenu_selectable ipsHide" id="elSortByMenu_%s_menu">
					<li class="ipsMenu_item ipsMenu_itemChecked" data-ipsMenuValue="last_post" data-sortDirection="desc"><a href="%s" rel="nofollow">Recently Updated</a></li>
					<li class="ipsMenu_item" data-ipsMenuValue="title" data-sortDirection="asc"><a href="%s" rel="nofollow">Title</a></li>
					<li class="ipsMenu_item" data-ipsMenuValue="start_date" data-sortDirection="desc"><a href="%s" rel="nofollow">Start Date</a></li>
					<li class="ipsMenu_item" data-ipsMenuValue="posts" data-sortDirection="desc"><a href="%s" rel="nofollow">Most Replies</a></li>
					<li class="ipsMenu_item" data-ipsMenuValue="views" data-sortDirection="desc"><a href="%s" rel="nofollow">Most Viewed</a></li>
				</ul>
			</li>
		</ul>
		<div data-role="tablePagination">%s</div>
	</div>
	<ol class="ipsClear ipsDataList cForumTopicTable cTopicList" id="elTable_%s" data-role="tableRows">
`, c.Href(base), tableID, tableID, c.Href(base+"?sortby=last_post&sortdirection=desc"), c.Href(base+"?sortby=title&sortdirection=asc"),
		c.Href(base+"?sortby=start_date&sortdirection=desc"), c.Href(base+"?sortby=posts&sortdirection=desc"), c.Href(base+"?sortby=views&sortdirection=desc"), pag, tableID)
	for _, t := range Page(threads, page, sh.ThreadsPerPage) {
		h.WriteString(s.topicRow(c, t))
	}
	fmt.Fprintf(&h, `	</ol>
	<div class="ipsButtonBar ipsPad_half ipsClearfix ipsClear"><div data-role="tablePagination">%s</div></div>
</div>
<div class="ipsResponsive_noFloat ipsResponsive_showPhone ipsSpacer_top"><a href="%s" class="ipsButton ipsButton_light ipsButton_small ipsButton_fullWidth"><i class="fa fa-angle-left"></i> Go to forums list</a></div>`, pag, c.Href(""))
	crumbs := [][2]string{{b.Category.Name, ipsCatURL(b.Category)}}
	if b.Parent != nil {
		crumbs = append(crumbs, [2]string{b.Parent.Name, s.BoardURL(b.Parent, 1)})
	}
	crumbs = append(crumbs, [2]string{b.Name, base})
	title := b.Name
	if page > 1 {
		title = fmt.Sprintf("%s - Page %d", b.Name, page)
	}
	return s.frame(c, ipsSpec{title: title, canonical: s.BoardURL(b, page), main: h.String(), crumbs: crumbs})
}

func (s ipsSkin) topicRow(c *Ctx, t *Thread) string {
	sh := c.W.Shape
	last := t.LastPost()
	var h strings.Builder
	pinned := ""
	if t.Sticky {
		pinned = `<span><span class="ipsBadge ipsBadge_icon ipsBadge_small ipsBadge_positive" data-ipsTooltip title="Pinned"><i class="fa fa-thumb-tack"></i></span></span>`
	}
	fmt.Fprintf(&h, `<li class="ipsDataItem ipsDataItem_responsivePhoto" data-rowID="%d" data-location="" data-controller="forums.front.forum.topicRow">
	<div class="ipsDataItem_icon ipsPos_top"><span class="ipsItemStatus ipsItemStatus_read ipsItemStatus_small"><i class="fa fa-circle"></i></span></div>
	<div class="ipsDataItem_main">
		<h4 class="ipsDataItem_title ipsContained_container">%s
			<span class="ipsType_break ipsContained"><a href="%s" class="" title="%s" data-ipsHover data-ipsHover-target="%s" data-ipsHover-timeout="1.5"><span>%s</span></a></span>`,
		t.ID, pinned, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), c.Href(s.ThreadURL(t, 1)+"?preview=1"), Esc(t.Title))
	if n := t.Pages(sh.PostsPerPage); n > 1 {
		fmt.Fprintf(&h, `<span><ul class="ipsPagination ipsPagination_mini" id="elPagination_%d">`, t.ID)
		for p := 1; p <= min(3, n); p++ {
			fmt.Fprintf(&h, `<li class="ipsPagination_page"><a href="%s#comments" data-ipsTooltip title="Go to page %d">%d</a></li>`, c.Href(s.ThreadURL(t, p)), p, p)
		}
		if n > 3 {
			fmt.Fprintf(&h, `<li class="ipsPagination_last"><a href="%s#comments" data-ipsTooltip title="Go to last page">%d <i class="fa fa-caret-right"></i></a></li>`, c.Href(s.ThreadURL(t, n)), n)
		}
		h.WriteString(`</ul></span>`)
	}
	fmt.Fprintf(&h, `
		</h4>
		<div class="ipsDataItem_meta ipsType_reset ipsType_light ipsType_blendLinks"><span>By %s, </span>%s`, s.user(c, t.Author), ipsTime(c, t.Posts[0].Time))
	if len(t.Tags) > 0 {
		h.WriteString(`&nbsp;&nbsp;<ul class="ipsTags ipsTags_inline ipsList_inline ipsGap:1 ipsGap_row:0">`)
		for _, tag := range t.Tags[:min(2, len(t.Tags))] {
			fmt.Fprintf(&h, `<li><a href="%s" class="ipsTag" title="Find other content tagged with '%s'" rel="tag"><span>%s</span></a></li>`, c.Href(ipsTagURL(tag)), Esc(tag), Esc(tag))
		}
		h.WriteString(`</ul>`)
	}
	fmt.Fprintf(&h, `</div>
	</div>
	<ul class="ipsDataItem_stats"><li><span class="ipsDataItem_stats_number">%d</span><span class="ipsDataItem_stats_type"> replies</span></li><li class="ipsType_light"><span class="ipsDataItem_stats_number">%d</span><span class="ipsDataItem_stats_type"> views</span></li></ul>
	<ul class="ipsDataItem_lastPoster ipsDataItem_withPhoto ipsType_blendLinks"><li>%s</li><li>%s</li><li class="ipsType_light"><a href="%s" title="Go to last post" class="ipsType_blendLinks">%s</a></li></ul>
</li>
`, len(t.Posts)-1, t.Views, s.photo(c, last.Author, "tiny"), s.user(c, last.Author), c.Href(s.ThreadURL(t, 1)+"?do=getLastComment"), ipsTime(c, last.Time))
	return h.String()
}

func (s ipsSkin) topic(c *Ctx, t *Thread, page int) string {
	sh := c.W.Shape
	base := s.ThreadURL(t, 1)
	pag := s.pagination(c, fmt.Sprintf("%x", Hash("tp", t.ID)%0xfffffff), page, t.Pages(sh.PostsPerPage), func(p int) string { return s.ThreadURL(t, p) + "#comments" })
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="ipsPageHeader ipsResponsive_pull ipsBox ipsPadding sm:ipsPadding:half ipsMargin_bottom">
	<div class="ipsFlex ipsFlex-ai:center ipsFlex-fw:wrap ipsGap:4">
		<div class="ipsFlex-flex:11"><h1 class="ipsType_pageTitle ipsContained_container"><span class="ipsType_break ipsContained"><span>%s</span></span></h1></div>
		<div class="ipsFlex-flex:00 ipsType_light"><div class="ipsReact_blurb ipsClearfix"><a href="%s" class="ipsReact_reactCount" data-ipsDialog data-ipsDialog-size="medium" data-ipsDialog-title="See who reacted to this" rel="nofollow"><span><i class="fa fa-heart"></i></span><span>%d</span></a></div></div>
	</div>
	<hr class="ipsHr">
	<div class="ipsPageHeader__meta ipsFlex ipsFlex-jc:between ipsFlex-ai:center ipsFlex-fw:wrap ipsGap:3">
		<div class="ipsFlex-flex:11"><div class="ipsPhotoPanel ipsPhotoPanel_mini ipsPhotoPanel_notPhone ipsClearfix">%s<div><p class="ipsType_reset ipsType_blendLinks"><span class="ipsType_normal">By <strong>%s</strong></span><br><span class="ipsType_light">%s in <a href="%s">%s</a></span></p></div></div></div>
		<div class="ipsFlex-flex:01 ipsResponsive_hidePhone"><div class="ipsFlex ipsFlex-ai:center ipsFlex-jc:center ipsGap:3 ipsGap_row:0"><ul class="ipsList_inline ipsTags">`,
		Esc(t.Title), c.Href(base+"?do=showReactions"), 1+Hash("reacts", t.ID)%20, s.photo(c, t.Author, "tiny"), s.user(c, t.Author), ipsTime(c, t.Posts[0].Time), c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name))
	for _, tag := range t.Tags {
		fmt.Fprintf(&h, `<li><a href="%s" class="ipsTag" title="Find other content tagged with '%s'" rel="tag"><span>%s</span></a></li>`, c.Href(ipsTagURL(tag)), Esc(tag), Esc(tag))
	}
	fmt.Fprintf(&h, `</ul><div data-followApp="forums" data-followArea="topic" data-followID="%d" data-controller="core.front.core.followButton"><a href="%s" class="ipsFollow ipsPos_middle ipsButton ipsButton_light ipsButton_verySmall" rel="nofollow">Follow</a></div></div></div>
	</div>
</div>
<div class="ipsClearfix"><ul class="ipsToolList ipsToolList_horizontal ipsClearfix ipsSpacer_both ipsResponsive_hidePhone"><li class="ipsToolList_primaryAction"><a href="#replyForm" rel="nofollow" class="ipsButton ipsButton_important ipsButton_medium ipsButton_fullWidth">Reply to this topic</a></li><li class="ipsToolList_primaryAction"><a href="%s" class="ipsButton ipsButton_light ipsButton_medium ipsButton_fullWidth">Start new topic</a></li></ul></div>
<div id="comments" data-controller="core.front.core.commentFeed,forums.front.topic.view, core.front.core.ignoredComments" data-autoPoll data-baseURL="%s" data-feedID="topic-%d" class="cTopic ipsClear ipsSpacer_top">
	<div class="ipsClearfix ipsClear ipsSpacer_bottom">%s</div>
	<div data-role="commentFeed" data-controller="core.front.core.moderation">
`, t.ID, c.Href(base+"?do=follow"), c.Href(s.BoardURL(t.Board, 1)+"?do=add"), c.Href(base), t.ID, pag)
	for _, p := range Page(t.Posts, page, sh.PostsPerPage) {
		u := p.Author
		find := c.Href(base + fmt.Sprintf("?do=findComment&comment=%d", p.ID))
		fmt.Fprintf(&h, `<a id="comment-%d"></a>
<article id="elComment_%d" class="cPost ipsBox ipsResponsive_pull ipsComment ipsComment_parent ipsClearfix ipsClear ipsColumns ipsColumns_noSpacing ipsColumns_collapsePhone">
	<aside class="ipsComment_author cAuthorPane ipsColumn ipsColumn_medium ipsResponsive_hidePhone">
		<h3 class="ipsType_sectionHead cAuthorPane_author ipsType_blendLinks ipsType_break"><strong>%s</strong></h3>
		<ul class="cAuthorPane_info ipsList_reset">
			<li data-role="photo" class="cAuthorPane_photo"><div class="cAuthorPane_photoWrap">%s</div></li>
			<li data-role="group">%s</li>
			<li data-role="stats" class="ipsMargin_top"><ul class="ipsList_reset ipsType_light ipsFlex ipsFlex-ai:center ipsFlex-jc:center ipsGap_row:2 cAuthorPane_stats"><li><a href="%s" title="%d posts" data-ipsTooltip class="ipsType_blendLinks"><i class="fa fa-comment"></i> %d</a></li></ul></li>
		</ul>
	</aside>
	<div class="ipsColumn ipsColumn_fluid ipsMargin:none">
		<div id="comment-%d_wrap" data-controller="core.front.core.comment" data-commentApp="forums" data-commentType="forums" data-commentID="%d" data-quoteData='{"userid":%d,"username":"%s","timestamp":%d,"contentapp":"forums","contenttype":"forums","contentid":%d,"contentclass":"forums_Topic","contentcommentid":%d}' class="ipsComment_content ipsType_medium">
			<div class="ipsComment_meta ipsType_light ipsFlex ipsFlex-ai:center ipsFlex-jc:between ipsFlex-fd:row-reverse">
				<div class="ipsType_light ipsType_reset ipsType_blendLinks ipsComment_toolWrap"><ul class="ipsList_reset ipsComment_tools"><li><a href="%s" data-ipsTooltip title="Share this post" data-ipsMenu data-ipsMenu-closeOnClick="false" id="elSharePost_%d" data-role="shareComment"><i class="fa fa-share-alt"></i></a></li></ul></div>
				<div class="ipsType_reset ipsResponsive_hidePhone"><a href="%s" rel="nofollow" class="ipsType_blendLinks">Posted %s</a></div>
			</div>
			<div class="cPost_contentWrap">
				<div data-role="commentContent" class="ipsType_normal ipsType_richText ipsPadding_bottom ipsContained" data-controller="core.front.core.lightboxedImages">
%s
				</div>
				<div class="ipsItemControls"><ul class="ipsComment_controls ipsClearfix ipsItemControls_left" data-role="commentControls"><li class="ipsHide" data-role="commentLoading"><span class="ipsLoading ipsLoading_tiny ipsLoading_noAnim"></span></li></ul></div>`,
			p.ID, p.ID, s.user(c, u), s.photo(c, u, "large"), rank(u),
			c.Href(ipsUserURL(u)+"content/"), u.Posts, u.Posts,
			p.ID, p.ID, u.ID, Esc(u.Name), p.Time.Unix(), t.ID, p.ID, find, p.ID, find, ipsTime(c, p.Time),
			Paras(p.Body, "<p>\n\t", "\n</p>\n"))
		if sig := signature(u); sig != "" {
			fmt.Fprintf(&h, `<div class="ipsSpacer_top ipsPadding_top ipsBorder_top cPost_signature" data-role="memberSignature"><div data-ipsLazyLoad class="ipsType_normal ipsType_richText ipsType_medium"><p>%s</p></div></div>`, Esc(sig))
		}
		h.WriteString("\n\t\t\t</div>\n\t\t</div>\n\t</div>\n</article>\n")
	}
	fmt.Fprintf(&h, `	</div>
	<div class="ipsClearfix ipsClear ipsSpacer_top">%s</div>
	<a id="replyForm"></a>
	<div data-role="replyArea" class="cTopicPostArea ipsBox ipsResponsive_pull ipsPadding cTopicPostArea_noSize ipsSpacer_top">
		<div class="ipsType_center ipsPad cGuestTeaser"><h2 class="ipsType_pageTitle">Create an account or sign in to comment</h2><p class="ipsType_light ipsType_normal ipsType_reset ipsSpacer_top ipsSpacer_half">You need to be a member in order to leave a comment</p>
		<div class="ipsBox ipsPad ipsSpacer_top"><div class="ipsGrid ipsGrid_collapsePhone"><div class="ipsGrid_span6 cGuestTeaser_left"><h2 class="ipsType_sectionHead">Create an account</h2><p class="ipsType_normal ipsType_reset ipsType_light ipsSpacer_bottom">Sign up for a new account in our community. It's easy!</p><a href="%s" class="ipsButton ipsButton_primary ipsButton_small">Register a new account</a></div><div class="ipsGrid_span6 cGuestTeaser_right"><h2 class="ipsType_sectionHead">Sign in</h2><p class="ipsType_normal ipsType_reset ipsType_light ipsSpacer_bottom">Already have an account? Sign in here.</p><a href="%s" data-ipsDialog data-ipsDialog-size="medium" data-ipsDialog-title="Sign In Now" class="ipsButton ipsButton_primary ipsButton_small">Sign In Now</a></div></div></div></div>
	</div>
</div>
`, pag, c.Href("register/"), c.Href("login/"))
	prev, next := neighbour(t, false), neighbour(t, true)
	h.WriteString(`<div class="ipsGrid ipsGrid_collapsePhone ipsPager ipsClearfix ipsSpacer_top ipsBox ipsResponsive_pull ipsPadding:half ipsClearfix">`)
	if prev != nil {
		fmt.Fprintf(&h, `<div class="ipsGrid_span4 ipsType_left ipsPager_prev"><a href="%s" title="Go to previous topic" rel="prev"><span class="ipsPager_type">Previous topic</span><span class="ipsPager_title ipsType_light ipsTruncate ipsTruncate_line">%s</span></a></div>`, c.Href(s.ThreadURL(prev, 1)), Esc(prev.Title))
	}
	fmt.Fprintf(&h, `<div class="ipsGrid_span4 ipsType_center ipsPager_center"><a href="%s" title="Go to %s"><span class="ipsPager_type">Go to topic listing</span></a></div>`, c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name))
	if next != nil {
		fmt.Fprintf(&h, `<div class="ipsGrid_span4 ipsType_right ipsPager_next"><a href="%s" title="Go to next topic" rel="next"><span class="ipsPager_type">Next topic</span><span class="ipsPager_title ipsType_light ipsTruncate ipsTruncate_line">%s</span></a></div>`, c.Href(s.ThreadURL(next, 1)), Esc(next.Title))
	}
	h.WriteString(`</div>`)
	crumbs := [][2]string{{t.Board.Category.Name, ipsCatURL(t.Board.Category)}}
	if t.Board.Parent != nil {
		crumbs = append(crumbs, [2]string{t.Board.Parent.Name, s.BoardURL(t.Board.Parent, 1)})
	}
	crumbs = append(crumbs, [2]string{t.Board.Name, s.BoardURL(t.Board, 1)}, [2]string{t.Title, base})
	title := t.Title
	if page > 1 {
		title = fmt.Sprintf("%s - Page %d", t.Title, page)
	}
	return s.frame(c, ipsSpec{title: title + " - " + t.Board.Name, canonical: s.ThreadURL(t, page), main: h.String(), crumbs: crumbs})
}

func (s ipsSkin) reactions(c *Ctx, t *Thread) string {
	var h strings.Builder
	h.WriteString(`<div class="ipsTabs ipsClearfix" data-ipsTabBar><ul role="tablist"><li><a href="#" class="ipsTabs_item ipsTabs_activeItem" role="tab">All</a></li></ul></div><div class="ipsTabs_panels"><ol class="ipsDataList ipsDataList_reducedSpacing">`)
	for i := range 1 + int(Hash("reacts", t.ID)%6) {
		u := pick(c.W.Users, "rx", t.ID, i)
		fmt.Fprintf(&h, `<li class="ipsDataItem"><div class="ipsDataItem_icon">%s</div><div class="ipsDataItem_main">%s</div></li>`, s.photo(c, u, "tiny"), s.user(c, u))
	}
	h.WriteString(`</ol></div>`)
	return s.frame(c, ipsSpec{title: "See who reacted to this", main: h.String()})
}

func (s ipsSkin) profile(c *Ctx, u *User, content bool) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div data-controller="core.front.profile.main"><header data-role="profileHeader"><div class="ipsPageHead_special" id="elProfileHeader"><div id="elProfilePhoto">%s</div><div class="ipsColumns ipsColumns_collapsePhone" data-ipsSticky><div class="ipsColumn ipsColumn_fluid"><div class="ipsPadding:half"><h1 class="ipsType_reset ipsPageHead_barText">%s</h1><span><span class="ipsPageHead_barText">%s</span></span></div></div></div></div>
<div class="ipsGrid ipsAreaBackground ipsPad ipsResponsive_showDesktop ipsResponsive_block" id="elProfileStats"><ul class="ipsList_inline ipsPos_left"><li><h4 class="ipsType_minorHeading">Content Count</h4><a href="%s">%d</a></li><li><h4 class="ipsType_minorHeading">Joined</h4>%s</li></ul></div></header>`,
		s.photo(c, u, "xlarge"), Esc(u.Name), rank(u), c.Href(ipsUserURL(u)+"content/"), u.Posts, ipsTime(c, u.Joined))
	if content {
		h.WriteString(`<div class="ipsBox"><ol class="ipsDataList">`)
		for _, t := range firstN(c.W.ThreadsByActivity(), 10, func(t *Thread) bool { return t.Author == u }) {
			h.WriteString(s.topicRow(c, t))
		}
		h.WriteString(`</ol></div>`)
	} else {
		fmt.Fprintf(&h, `<div class="ipsBox ipsPad"><h2 class="ipsType_sectionHead">About %s</h2><div class="ipsType_richText ipsType_normal"><p>%s</p></div></div>`, Esc(u.Name), Esc(u.Bio))
	}
	h.WriteString(`</div>`)
	return s.frame(c, ipsSpec{title: u.Name, main: h.String()})
}

func (s ipsSkin) tagged(c *Ctx, tag string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="ipsPageHeader ipsClearfix"><h1 class="ipsType_pageTitle">Showing results for tags '%s'.</h1></div><div class="ipsBox"><ol class="ipsStream ipsList_reset">`, Esc(tag))
	for _, t := range c.W.ThreadsTagged(tag) {
		h.WriteString(s.topicRow(c, t))
	}
	h.WriteString(`</ol></div>`)
	return s.frame(c, ipsSpec{title: "Showing results for tags '" + tag + "'", main: h.String()})
}

func (s ipsSkin) people(c *Ctx, kind string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="ipsPageHeader ipsClearfix"><h1 class="ipsType_pageTitle">%s</h1></div><div class="ipsBox"><ol class="ipsDataList">`, map[string]string{"online": "Online Users", "staff": "Staff", "leaderboard": "Leaderboard"}[kind])
	for i := range 12 {
		u := pick(c.W.Users, kind, i)
		fmt.Fprintf(&h, `<li class="ipsDataItem"><div class="ipsDataItem_icon">%s</div><div class="ipsDataItem_main"><h4 class="ipsDataItem_title">%s</h4><div class="ipsDataItem_meta">%s</div></div></li>`, s.photo(c, u, "tiny"), s.user(c, u), rank(u))
	}
	h.WriteString(`</ol></div>`)
	return s.frame(c, ipsSpec{title: kind, main: h.String()})
}

func (s ipsSkin) discover(c *Ctx, kind string) string {
	var h strings.Builder
	if kind == "search" {
		fmt.Fprintf(&h, `<form accept-charset="utf-8" class="ipsForm" action="%s" method="get" data-role="searchForm"><input type="search" name="q" class="ipsField_fullWidth ipsField_primary" placeholder="Search..."><button type="submit" class="ipsButton ipsButton_primary">Search</button></form>`, c.Href("search/"))
		return s.frame(c, ipsSpec{title: "Search", main: h.String()})
	}
	h.WriteString(`<div class="ipsPageHeader ipsClearfix"><h1 class="ipsType_pageTitle">All Activity</h1></div><ol class="ipsStream ipsList_reset">`)
	for _, t := range c.W.ThreadsByActivity()[:20] {
		p := t.LastPost()
		fmt.Fprintf(&h, `<li class="ipsStreamItem ipsStreamItem_contentBlock ipsStreamItem_expanded ipsAreaBackground_reset ipsPad" data-role="activityItem"><div class="ipsStreamItem_container ipsClearfix"><div class="ipsStreamItem_header ipsPhotoPanel ipsPhotoPanel_mini">%s<div><h2 class="ipsType_reset ipsStreamItem_title ipsContained_container"><span class="ipsType_break ipsContained"><a href="%s" data-linkType="link" data-searchable>%s</a></span></h2><p class="ipsType_reset ipsStreamItem_status ipsType_blendLinks">%s replied to %s's topic in <a href="%s">%s</a></p></div></div><ul class="ipsList_inline ipsStreamItem_meta"><li class="ipsType_light ipsType_medium"><a href="%s" class="ipsType_blendLinks"><i class="fa fa-clock-o"></i> %s</a></li></ul></div></li>`,
			s.photo(c, p.Author, "mini"), c.Href(s.ThreadURL(t, 1)+fmt.Sprintf("?do=findComment&comment=%d", p.ID)), Esc(t.Title), s.user(c, p.Author), s.user(c, t.Author),
			c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), c.Href(s.ThreadURL(t, 1)+fmt.Sprintf("?do=findComment&comment=%d", p.ID)), ipsTime(c, p.Time))
	}
	h.WriteString(`</ol>`)
	return s.frame(c, ipsSpec{title: "All Activity", main: h.String()})
}

func (s ipsSkin) loginPage(c *Ctx, title string) string {
	main := fmt.Sprintf(`<div class="ipsBox ipsPad"><h1 class="ipsType_pageTitle">%s</h1><p class="ipsType_normal ipsType_reset ipsType_light">Don't have an account? <a href="%s">Sign up</a></p><form accept-charset="utf-8" method="post" action="%s"><ul class="ipsForm ipsForm_vertical"><li class="ipsFieldRow ipsFieldRow_fullWidth"><label class="ipsFieldRow_label" for="auth">Email Address</label><input type="email" name="auth" id="auth"></li><li class="ipsFieldRow ipsFieldRow_fullWidth"><label class="ipsFieldRow_label" for="password">Password</label><input type="password" name="password" id="password"></li><li class="ipsFieldRow"><a href="%s">Forgot your password?</a></li><li class="ipsFieldRow ipsFieldRow_fullWidth"><button type="submit" name="_processLogin" value="usernamepassword" class="ipsButton ipsButton_primary ipsButton_large ipsButton_fullWidth">Sign In</button></li></ul></form></div>`,
		Esc(title), c.Href("register/"), c.Href("login/"), c.Href("lostpassword/"))
	return s.frame(c, ipsSpec{title: title, main: main})
}
