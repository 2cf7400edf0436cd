package sim

import (
	"fmt"
	"net/url"
	"slices"
	"strings"

	"focus/sim/text"
)

// Discuz! X3.4 with the default style and the English language pack, mounted
// at /bbs/ beside a shop, no session id in URLs but the guest formhash on
// action links. URL scheme:
//
//	forum.php (also index.php, /bbs/)                       entry: categories, boards, the latest-threads grid
//	forum.php?gid=G                                         one category's boards (index, canonical self)
//	forum.php?mod=forumdisplay&fid=F[&page=P]               board, 20 threads a page (pager links always carry &page=P)
//	...&filter=lastpost&orderby=lastpost, &filter=heat&orderby=heats, &filter=digest&digest=1
//	                                                        listing variants (canonical: the plain page)
//	...&orderby=dateline[&orderby=dateline...]              the "Author" order toggle appends one more orderby each time: a trap
//	forum-F-P.html                                          static rewrite of a listing page
//	forum.php?mod=viewthread&tid=T[&extra=page%3DL][&page=P] thread, 10 posts a page; extra is the listing page it came from
//	thread-T-P-L.html                                       static rewrite of thread page P
//	forum.php?mod=redirect&goto=lastpost&tid=T#lastpost     302 to the last page
//	forum.php?mod=redirect&goto=findpost&ptid=T&pid=P       302 to the page holding post P
//	forum.php?mod=redirect&goto=nextoldset|nextnewset&tid=T 302 to the neighbouring thread
//	forum.php?mod=viewthread&tid=T&page=1&authorid=U        "show this author only" (other)
//	forum.php?mod=viewthread&action=printable&tid=T         print view (other)
//	forum.php?mod=post&..., home.php?mod=spacecp&...&formhash=H, forum.php?mod=misc&action=recommend&...&hash=H
//	                                                        guest actions: "you need to login" (other)
//	home.php?mod=space&uid=U[&do=profile|thread...], home.php?mod=space&username=N  profiles (other)
//	member.php?mod=register, member.php?mod=logging&action=login, search.php, misc.php?mod=faq|ranklist, forum.php?mod=rss&fid=F
func discuz() *Package {
	return &Package{
		Name: "discuz", Software: "Discuz! X3.4 (English)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.25, Threads: [2]int{5, 40},
			Posts: [2]int{1, 22}, LongThreadChance: 0.06, ThreadsPerPage: 20, PostsPerPage: 10, Users: 180,
			Lang: text.English, Opinion: 0.25, StickyChance: 0.04},
		Mount: "/bbs/", Beside: true, Seed: 3010,
		Skin: discuzSkin{},
	}
}

type discuzSkin struct{}

const (
	dzSite = "Pixel &amp; Piston"
	dzTime = "2006-1-2 15:04"
	dzDay  = "2006-1-2"
)

func (discuzSkin) Entry() string { return "forum.php" }

func (discuzSkin) BoardURL(b *Board, p int) string {
	if p <= 1 {
		return fmt.Sprintf("forum.php?mod=forumdisplay&fid=%d", b.ID)
	}
	return fmt.Sprintf("forum.php?mod=forumdisplay&fid=%d&page=%d", b.ID, p)
}

func (discuzSkin) ThreadURL(t *Thread, p int) string {
	if p <= 1 {
		return fmt.Sprintf("forum.php?mod=viewthread&tid=%d", t.ID)
	}
	return fmt.Sprintf("forum.php?mod=viewthread&tid=%d&page=%d", t.ID, p)
}

// formhash is the guest form hash Discuz puts on action links.
func (discuzSkin) formhash(c *Ctx) string {
	return fmt.Sprintf("%08x", uint32(Hash("formhash", int(c.W.Seed))))
}

func (s discuzSkin) Serve(c *Ctx) Response {
	other := Info{Type: TypeOther}
	switch c.Path {
	case "", "index.php":
		return c.Page(Info{Type: TypeEntry, Canonical: "forum.php"}, s.index(c, nil))
	case "forum.php":
		switch c.Query.Get("mod") {
		case "", "index":
			if gid := c.Int("gid"); gid != 0 {
				if gid < 1 || gid > len(c.W.Categories) {
					return s.message(c, "Sorry, the specified forum does not exist")
				}
				cat := c.W.Categories[gid-1]
				return c.Page(Info{Type: TypeIndex, Canonical: fmt.Sprintf("forum.php?gid=%d", gid)}, s.index(c, cat))
			}
			return c.Page(Info{Type: TypeEntry, Canonical: "forum.php"}, s.index(c, nil))
		case "forumdisplay":
			return s.forumdisplay(c, c.W.Board(c.Int("fid")), max(1, c.Int("page")), false)
		case "viewthread":
			t := c.W.Thread(c.Int("tid"))
			if t == nil {
				return s.message(c, "Sorry, the specified thread does not exist or has been deleted or is being reviewed")
			}
			if c.Query.Get("action") == "printable" {
				return c.Page(other, s.printable(c, t))
			}
			if u := c.W.User(c.Int("authorid")); u != nil {
				return c.Page(other, s.authorOnly(c, t, u))
			}
			return s.viewthread(c, t, max(1, c.Int("page")), false)
		case "redirect":
			return s.redirect(c)
		case "post", "misc":
			return c.Page(other, s.loginRequired(c))
		case "rss":
			b := c.W.Board(c.Int("fid"))
			if b == nil {
				return s.message(c, "Sorry, the specified forum does not exist")
			}
			return Response{Status: 200, ContentType: "application/xml; charset=utf-8", Info: other,
				Body: rssFeed(c, b.Name, "forum.php?mod=forumdisplay&fid="+fmt.Sprint(b.ID), rssItems(c, Page(b.Threads, 1, 20)))}
		}
	case "home.php":
		if c.Query.Get("mod") == "space" {
			u := c.W.User(c.Int("uid"))
			if name := c.Query.Get("username"); name != "" && u == nil {
				u = s.lookups(c.W).byName[name]
			}
			if u == nil {
				return s.message(c, "Sorry, this user does not exist or has been deleted")
			}
			return c.Page(other, s.space(c, u))
		}
		return c.Page(other, s.loginRequired(c))
	case "member.php":
		if c.Query.Get("mod") == "register" {
			return c.Page(other, s.frame(c, "Register", "", nil, s.register(c)))
		}
		return c.Page(other, s.frame(c, "Login", "", nil, s.loginForm(c)))
	case "search.php":
		return c.Page(other, s.search(c))
	case "misc.php":
		switch c.Query.Get("mod") {
		case "faq":
			return c.Page(other, s.frame(c, "Help", "", nil, `<div id="ct" class="ct2_a wp cl"><div class="mn"><div class="bm bw0"><h1 class="mt mbm">Help</h1><div class="bm_c"><ul class="tbmu"><li><a href="javascript:;">User guide</a></li><li><a href="javascript:;">Credits and ranks</a></li><li><a href="javascript:;">Posting and replying</a></li><li><a href="javascript:;">Discuz! code</a></li></ul><p>Welcome! Registered members can post threads, reply, rate posts and send private messages. Guests can read most of the boards.</p></div></div></div></div>`))
		case "ranklist":
			return c.Page(other, s.ranklist(c))
		}
		return c.Page(other, s.loginRequired(c))
	}
	var tid, page, prev, fid int
	if n, _ := fmt.Sscanf(c.Path, "thread-%d-%d-%d.html", &tid, &page, &prev); n == 3 && c.Path == fmt.Sprintf("thread-%d-%d-%d.html", tid, page, prev) {
		if t := c.W.Thread(tid); t != nil {
			return s.viewthread(c, t, page, true)
		}
		return s.message(c, "Sorry, the specified thread does not exist or has been deleted or is being reviewed")
	}
	if n, _ := fmt.Sscanf(c.Path, "forum-%d-%d.html", &fid, &page); n == 2 && c.Path == fmt.Sprintf("forum-%d-%d.html", fid, page) {
		return s.forumdisplay(c, c.W.Board(fid), page, true)
	}
	return s.message(c, "Sorry, the page you requested does not exist")
}

// message is Discuz's showmessage() box, answered as a 404.
func (s discuzSkin) message(c *Ctx, msg string) Response {
	return c.NotFound(s.frame(c, "Message", "", nil, fmt.Sprintf(`<div id="ct" class="wp cl w"><div class="nfl"><div class="f_c altw"><div id="messagetext" class="alert_error"><p>%s</p><script type="text/javascript">if(history.length > (BROWSER.ie ? 0 : 1)) document.write('<p class="alert_btnleft"><a href="javascript:history.back()">[ Back ]</a></p>');</script><p class="alert_btnleft"><a href="%s">[ Forum home ]</a></p></div></div></div></div>`,
		Esc(msg), c.Href("forum.php"))))
}

func (s discuzSkin) loginRequired(c *Ctx) string {
	return s.frame(c, "Message", "", nil, `<div id="ct" class="wp cl w"><div class="nfl"><div class="f_c altw"><div id="messagetext" class="alert_info"><p>You need to login before you can continue</p></div><div id="messagelogin"></div></div></div></div>`+s.loginForm(c))
}

func (s discuzSkin) loginForm(c *Ctx) string {
	return fmt.Sprintf(`<div id="main_messaqge" class="bm"><div class="bm_h bbs"><h3 class="flb">Login</h3></div><form method="post" autocomplete="off" name="login" id="loginform" class="cl" action="%s"><div class="c cl"><input type="hidden" name="formhash" value="%s" /><div class="rfm"><table><tr><th><label for="username">Username:</label></th><td><input type="text" name="username" id="username" autocomplete="off" size="30" class="px p_fre" value="" /></td><td class="tipcol"><a href="%s">Register</a></td></tr></table></div><div class="rfm"><table><tr><th><label for="password3">Password:</label></th><td><input type="password" id="password3" name="password" size="30" class="px p_fre" /></td><td class="tipcol"><a href="javascript:;" onclick="display('layer_login');display('layer_lostpw');">Forgot password</a></td></tr></table></div><div class="rfm mbw bw0"><table><tr><th>&nbsp;</th><td><button class="pn pnc" type="submit" name="loginsubmit" value="true"><strong>Login</strong></button></td></tr></table></div></div></form></div>`,
		c.Href("member.php?mod=logging&action=login&loginsubmit=yes&loginhash=L"+s.formhash(c)[:4]), s.formhash(c), c.Href("member.php?mod=register"))
}

func (s discuzSkin) register(c *Ctx) string {
	return fmt.Sprintf(`<div id="ct" class="ptm wp w cl"><div class="mn"><div class="bm" id="main_message"><div class="bm_h bbs"><span class="y"><a href="%s" class="xi2">Already have an account? Login</a></span><h3 class="xs2">Register</h3></div><form method="post" autocomplete="off" name="register" id="registerform" action="%s"><input type="hidden" name="formhash" value="%s" /><div class="rfm"><table><tr><th><span class="rq">*</span><label for="un">Username:</label></th><td><input type="text" id="un" name="username" class="px" size="25" /></td></tr></table></div><div class="rfm"><table><tr><th><span class="rq">*</span><label for="pw">Password:</label></th><td><input type="password" id="pw" name="password" size="25" class="px" /></td></tr></table></div><div class="rfm"><table><tr><th><span class="rq">*</span><label for="em">Email:</label></th><td><input type="text" id="em" name="email" size="25" class="px" /></td></tr></table></div><button class="pn pnc" id="registerformsubmit" type="submit" name="regsubmit" value="true"><strong>Submit</strong></button></form></div></div></div>`,
		c.Href("member.php?mod=logging&action=login"), c.Href("member.php?mod=register&inajax=1"), s.formhash(c))
}

// crumbs is the #pt breadcrumb bar: Home › Forum › category › board › thread.
func (s discuzSkin) crumbs(c *Ctx, b *Board, tail string, static bool) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="pt" class="bm cl"><div class="z"><a href="/" class="nvhm" title="Home">%s</a><em>&raquo;</em><a href="%s">Forum</a>`, dzSite, c.Href("forum.php"))
	if b != nil {
		fmt.Fprintf(&h, ` <em>&rsaquo;</em> <a href="%s">%s</a>`, c.Href(fmt.Sprintf("forum.php?gid=%d", b.Category.ID)), Esc(b.Category.Name))
		for _, x := range b.Trail() {
			href := s.BoardURL(x, 1)
			if static {
				href = fmt.Sprintf("forum-%d-1.html", x.ID)
			}
			fmt.Fprintf(&h, ` <em>&rsaquo;</em> <a href="%s">%s</a>`, c.Href(href), Esc(x.Name))
		}
	}
	if tail != "" {
		fmt.Fprintf(&h, ` <em>&rsaquo;</em> %s`, tail)
	}
	h.WriteString(`</div></div>`)
	return h.String()
}

func (s discuzSkin) frame(c *Ctx, title, bodyClass string, b *Board, main string) string {
	if bodyClass == "" {
		bodyClass = "pg_index"
	}
	hot := []string{"tyres", "battery", "lens", "warranty", "firmware"}
	var hs strings.Builder
	for _, w := range hot {
		fmt.Fprintf(&hs, `<a href="%s" target="_blank" class="xi2" sc="1">%s</a>`, c.Href(fmt.Sprintf("search.php?mod=forum&srchtxt=%s&formhash=%s&searchsubmit=true&source=hotsearch", w, s.formhash(c))), w)
	}
	crumb := ""
	if bodyClass == "pg_index" || bodyClass == "pg_message" {
		crumb = s.crumbs(c, b, "", false)
	}
	return fmt.Sprintf(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>%s - %s - Powered by Discuz!</title>
<meta name="keywords" content="%s" />
<meta name="description" content="%s" />
<meta name="generator" content="Discuz! X3.4" />
<meta name="author" content="Discuz! Team and Comsenz UI Team" />
<meta name="copyright" content="2001-2021 Tencent Cloud." />
<meta name="MSSmartTagsPreventParsing" content="True" />
<meta http-equiv="MSThemeCompatible" content="Yes" />
%s<script type="text/javascript">var STYLEID = '1', STATICURL = 'static/', IMGDIR = 'static/image/common', VERHASH = 'Xa7', charset = 'utf-8', discuz_uid = '0', cookiepre = 'xk3D_2132_', cookiedomain = '', cookiepath = '/', showusercard = '1', attackevasive = '0', disallowfloat = 'newthread', creditnotice = '1|Prestige|,2|Money|,3|Contribution|', defaultstyle = '', REPORTURL = 'aHR0cDovL2xvY2FsaG9zdC9iYnMv', SITEURL = '/bbs/', JSPATH = 'data/cache/', CSSPATH = 'data/cache/style_', DYNAMICURL = '';</script>
</head>
<body id="nv_forum" class="%s" onkeydown="if(event.keyCode==27) return false;">
<div id="append_parent"></div><div id="ajaxwaitid"></div>
<div id="toptb" class="cl"><div class="wp"><div class="z"><a href="javascript:;" onclick="setHomepage('/bbs/');">Set Homepage</a><a href="javascript:;" onclick="addFavorite(this.href, '%s');return false;">Bookmark</a></div><div class="y"><a id="switchblind" href="javascript:;" onclick="toggleBlind(this)" title="Accessibility" class="switchblind">Accessibility</a><a href="javascript:;" id="switchwidth" onclick="widthauto(this)" title="Wide screen" class="switchwidth">Wide</a></div></div></div>
<div id="hd"><div class="wp"><div class="hdc cl"><h2><a href="%s" title="%s"><img src="static/image/common/logo.png" alt="%s" border="0" /></a></h2>
<form method="post" autocomplete="off" id="lsform" action="%s" onsubmit="return lsSubmit();"><div class="fastlg cl"><span id="return_ls" style="display:none"></span><div class="y pns"><table cellspacing="0" cellpadding="0"><tr><td><label for="ls_username">Username</label></td><td><input type="text" name="username" id="ls_username" class="px vm xg1" value="" /></td><td class="fastlg_l"><label for="ls_cookietime"><input type="checkbox" name="cookietime" id="ls_cookietime" class="pc" value="2592000" />Remember me</label></td><td>&nbsp;<a href="javascript:;" onclick="showWindow('login', 'member.php?mod=logging&action=login&viewlostpw=1')">Forgot password</a></td></tr><tr><td><label for="ls_password">Password</label></td><td><input type="password" name="password" id="ls_password" class="px vm" autocomplete="off" /></td><td class="fastlg_l"><button type="submit" class="pn vm" style="width: 75px;"><em>Login</em></button></td><td>&nbsp;<a href="%s" class="xi2 xw1">Register</a></td></tr></table><input type="hidden" name="formhash" value="%s" /><input type="hidden" name="quickforward" value="yes" /><input type="hidden" name="handlekey" value="ls" /></div></div></form>
</div>
<div id="nv"><a href="javascript:;" id="qmenu" onmouseover="delayShow(this, function () {showMenu({'ctrlid':'qmenu','pos':'34!','ctrlclass':'a','duration':2});showForummenu(0);})">Quick</a><ul>
<li class="a" id="mn_forum"><a href="%s" hidefocus="true" title="BBS">Forum<span>BBS</span></a></li>
<li id="mn_home"><a href="%s" hidefocus="true" title="Space">Space<span>Space</span></a></li>
<li id="mn_N12a7"><a href="%s" hidefocus="true" title="Ranklist">Ranklist<span>Ranklist</span></a></li>
<li id="mn_Nhelp"><a href="%s" hidefocus="true" title="Help">Help<span>Help</span></a></li>
<li id="mn_Nshop"><a href="/" hidefocus="true" title="Shop">Shop<span>Shop</span></a></li>
</ul></div>
<div id="mu" class="cl"></div>
<div id="scbar" class="cl"><form id="scbar_form" method="post" autocomplete="off" onsubmit="searchFocus($('scbar_txt'))" action="%s" target="_blank"><input type="hidden" name="mod" id="scbar_mod" value="search" /><input type="hidden" name="formhash" value="%s" /><table cellspacing="0" cellpadding="0"><tr><td class="scbar_icon_td"></td><td class="scbar_txt_td"><input type="text" name="srchtxt" id="scbar_txt" value="" autocomplete="off" x-webkit-speech speech /></td><td class="scbar_type_td"><a href="javascript:;" id="scbar_type" class="xg1" onclick="showMenu(this.id)" hidefocus="true">Search</a></td><td class="scbar_btn_td"><button type="submit" name="searchsubmit" id="scbar_btn" sc="1" class="pn pnc" value="true"><strong class="xi2">Search</strong></button></td><td class="scbar_hot_td"><div id="scbar_hot"><strong class="xw1">Hot searches: </strong>%s</div></td></tr></table></form></div>
</div></div>
<div id="wp" class="wp">
%s%s
</div>
<div id="ft" class="wp cl"><div id="flk" class="y"><p><a href="%s">Help</a><span class="pipe">|</span><a href="/contact.html">Contact us</a><span class="pipe">|</span><strong><a href="/" target="_blank">%s</a></strong></p><p class="xs0">GMT+8, 2026-10-1 20:00<span id="debuginfo">, Processed in 0.0%d second(s), %d queries.</span></p></div>
<div id="frt"><p>Powered by <strong><a href="https://www.discuz.net" target="_blank">Discuz!</a></strong> <em>X3.4</em></p><p class="xs0">&copy; 2001-2021 <a href="https://www.comsenz.com" target="_blank">Comsenz Inc.</a></p></div></div>
<div id="scrolltop"><span hidefocus="true"><a title="Back to top" onclick="window.scrollTo('0','0')" class="scrolltopa"><b>Back to top</b></a></span></div>
%s</body>
</html>`,
		Esc(title), dzSite, Esc(title), Esc(title), c.Styles(22), bodyClass, dzSite,
		c.Href("forum.php"), dzSite, dzSite, c.Href("member.php?mod=logging&action=login&loginsubmit=yes&infloat=yes&lssubmit=yes"),
		c.Href("member.php?mod=register"), s.formhash(c),
		c.Href("forum.php"), c.Href("home.php"), c.Href("misc.php?mod=ranklist"), c.Href("misc.php?mod=faq"),
		c.Href("search.php?searchsubmit=yes"), s.formhash(c), hs.String(),
		crumb, main, c.Href("misc.php?mod=faq"), dzSite, 30+int(Hash("dbg", title)%60), 5+int(Hash("q", title)%9),
		c.Scripts(11))
}

func (s discuzSkin) uid(c *Ctx, u *User, class string) string {
	return fmt.Sprintf(`<a href="%s"%s c="1">%s</a>`, c.Href(fmt.Sprintf("home.php?mod=space&uid=%d", u.ID)), class, Esc(u.Name))
}

func (s discuzSkin) uname(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a href="%s" c="1">%s</a>`, c.Href("home.php?mod=space&username="+url.QueryEscape(u.Name)), Esc(u.Name))
}

// dzLookups is what the pages count or look up across the site, once per world.
type dzLookups struct {
	today  map[*Board]int   // the board's posts of the last day, the "(N)" beside its name
	byName map[string]*User // the last member of each name
}

func (discuzSkin) lookups(w *World) *dzLookups {
	return w.Derived("discuz", func() any {
		l := &dzLookups{today: map[*Board]int{}, byName: map[string]*User{}}
		for _, b := range w.Boards {
			for _, t := range b.Threads {
				for _, p := range t.Posts {
					if w.Now.Sub(p.Time).Hours() < 24 {
						l.today[b]++
					}
				}
			}
		}
		for _, u := range w.Users {
			l.byName[u.Name] = u
		}
		return l
	}).(*dzLookups)
}

func (s discuzSkin) today(c *Ctx, b *Board) int { return s.lookups(c.W).today[b] }

// boardTable is the fl_tb table of a category's (or a board's sub-) boards.
func (s discuzSkin) boardTable(c *Ctx, boards []*Board) string {
	var h strings.Builder
	h.WriteString(`<table cellspacing="0" cellpadding="0" class="fl_tb">`)
	for _, b := range boards {
		fmt.Fprintf(&h, `<tr><td class="fl_icn"><a href="%s"><img src="static/image/common/forum%s.gif" alt="%s" /></a></td><td><h2><a href="%s">%s</a>`,
			c.Href(s.BoardURL(b, 1)), map[bool]string{true: "_new", false: ""}[s.today(c, b) > 0], Esc(b.Name), c.Href(s.BoardURL(b, 1)), Esc(b.Name))
		if n := s.today(c, b); n > 0 {
			fmt.Fprintf(&h, `<em class="xw0 xi1" title="Today"> (%d)</em>`, n)
		}
		fmt.Fprintf(&h, `</h2><p class="xg2">%s</p>`, Esc(b.Description))
		if len(b.Children) > 0 {
			h.WriteString(`<p>Sub forums: `)
			for _, ch := range b.Children {
				fmt.Fprintf(&h, `<a href="%s">%s</a> `, c.Href(s.BoardURL(ch, 1)), Esc(ch.Name))
			}
			h.WriteString(`</p>`)
		}
		fmt.Fprintf(&h, `</td><td class="fl_i"><span class="xi2">%d</span><span class="xg1"> / %d</span></td><td class="fl_by"><div>`, b.AllThreads(), b.AllPosts())
		if p := b.Latest(); p != nil {
			fmt.Fprintf(&h, `<a href="%s" class="xi2">%s</a> <cite>%s %s</cite>`,
				c.Href(fmt.Sprintf("forum.php?mod=redirect&goto=lastpost&tid=%d#lastpost", p.Thread.ID)), Esc(clip(p.Thread.Title, 24)), p.Time.Format(dzTime), s.uname(c, p.Author))
		} else {
			h.WriteString("Never")
		}
		h.WriteString("</div></td></tr>\n<tr class=\"fl_row\"></tr>\n")
	}
	h.WriteString(`</table>`)
	return h.String()
}

// index is forum.php (cat nil) or a category page forum.php?gid=G.
func (s discuzSkin) index(c *Ctx, cat *Category) string {
	w := c.W
	var h strings.Builder
	cats := w.Categories
	if cat != nil {
		cats = []*Category{cat}
	}
	h.WriteString(`<div id="ct" class="wp cl"><div class="mn">`)
	if cat == nil {
		today := 0
		for _, b := range w.Boards {
			today += s.today(c, b)
		}
		newest := w.Users[len(w.Users)-1]
		fmt.Fprintf(&h, `<div id="chart" class="bm bw0 cl"><p class="chart z">Today: <em>%d</em><span class="pipe">|</span>Yesterday: <em>%d</em><span class="pipe">|</span>Posts: <em>%d</em><span class="pipe">|</span>Members: <em>%d</em><span class="pipe">|</span>Welcome new member: <em>%s</em></p></div>`,
			today, today+int(Hash("yday", int(w.Seed))%40), len(w.Posts), len(w.Users), s.uname(c, newest))
		// The four-grid of latest threads, latest replies and hot threads; these use the static thread URLs.
		fresh := w.ThreadsByDate()[:min(10, len(w.Threads))]
		active := w.ThreadsByActivity()[:min(10, len(w.Threads))]
		hot := slices.Clone(w.Threads)
		slices.SortStableFunc(hot, func(a, b *Thread) int { return b.Views - a.Views })
		hot = hot[:min(10, len(hot))]
		list := func(ts []*Thread, link func(*Thread) string) string {
			var l strings.Builder
			l.WriteString(`<ul class="category_newlist">`)
			for _, t := range ts {
				fmt.Fprintf(&l, `<li><a href="%s" tip="Title: <strong>%s</strong><br/>Author: %s (%s)<br/>Views/Replies: %d/%d" onmouseover="showTip(this)" target="_blank">%s</a></li>`,
					c.Href(link(t)), Esc(t.Title), Esc(t.Author.Name), t.Posts[0].Time.Format(dzTime), t.Views, len(t.Posts)-1, Esc(clip(t.Title, 26)))
			}
			l.WriteString(`</ul>`)
			return l.String()
		}
		static := func(t *Thread) string { return fmt.Sprintf("thread-%d-1-1.html", t.ID) }
		last := func(t *Thread) string {
			return fmt.Sprintf("forum.php?mod=redirect&goto=lastpost&tid=%d#lastpost", t.ID)
		}
		fmt.Fprintf(&h, `<div class="fl bm"><div class="bm bmw cl"><div id="category_grid" class="bm_c"><table cellspacing="0" cellpadding="0"><tr><td valign="top" class="category_l1"><div class="newimgbox"><h4><span class="tit_newimg"></span>Latest pictures</h4><div class="module cl slidebox_grid" style="width:218px"></div></div></td>
<td valign="top" class="category_l3"><div class="newimgbox"><h4><span class="tit_newpost"></span>Latest threads</h4><div class="module cl xl xl1">%s</div></div></td>
<td valign="top" class="category_l3"><div class="newimgbox"><h4><span class="tit_newreply"></span>Latest replies</h4><div class="module cl xl xl1">%s</div></div></td>
<td valign="top" class="category_l3"><div class="newimgbox"><h4><span class="tit_hottopic"></span>Hot threads</h4><div class="module cl xl xl1">%s</div></div></td></tr></table></div></div></div>`,
			list(fresh, static), list(active, last), list(hot, static))
	}
	for _, ct := range cats {
		fmt.Fprintf(&h, `<div class="bm bmw flg cl"><div class="bm_h cl"><span class="o"><img id="category_%d_img" src="static/image/common/collapsed_no.gif" title="Collapse" alt="Collapse" onclick="toggle_collapse('category_%d');" /></span><h2><a href="%s" style="">%s</a></h2></div><div id="category_%d" class="bm_c" style="">%s</div></div>`,
			ct.ID, ct.ID, c.Href(fmt.Sprintf("forum.php?gid=%d", ct.ID)), Esc(ct.Name), ct.ID, s.boardTable(c, ct.Boards))
	}
	if cat == nil {
		h.WriteString(`<div id="online" class="bm oll"><div class="bm_h"><h3><strong><a href="javascript:;">Online members</a></strong><span class="xs1">- Total <strong>`)
		fmt.Fprintf(&h, `%d</strong> online, <strong>3</strong> members, <strong>%d</strong> guests</span></h3></div><dl id="onlinelist" class="bm_c"><dd class="ptm pbm"><ul class="cl">`, 19+len(w.Users)%23, 16+len(w.Users)%23)
		for i := range 3 {
			u := pick(w.Users, "online", i, int(w.Seed))
			fmt.Fprintf(&h, `<li title="Time: %s"><img src="static/image/common/online_member.gif" alt="icon" />%s</li>`, w.Now.Format(dzTime), s.uid(c, u, ""))
		}
		h.WriteString(`</ul></dd></dl></div>`)
	}
	h.WriteString(`</div></div>`)
	title := "Forum"
	if cat != nil {
		title = cat.Name
	}
	return s.frame(c, title, "pg_index", nil, h.String())
}

// pager is Discuz's multi(): "‹‹ 1 ... 4 5 [6] 7 8 ... 20 / 20 pages Next ››". Every link carries &page=N.
func (s discuzSkin) pager(c *Ctx, cur, total int, link func(int) string) string {
	if total <= 1 {
		return ""
	}
	var h strings.Builder
	h.WriteString(`<div class="pg">`)
	if cur > 1 {
		fmt.Fprintf(&h, `<a href="%s" class="prev">&nbsp;&nbsp;</a>`, c.Href(link(cur-1)))
	}
	from, to := max(1, cur-4), min(total, max(cur-4, 1)+9)
	if to-from < 9 {
		from = max(1, to-9)
	}
	if from > 1 {
		fmt.Fprintf(&h, `<a href="%s" class="first">1 ...</a>`, c.Href(link(1)))
	}
	for n := from; n <= to; n++ {
		if n == cur {
			fmt.Fprintf(&h, `<strong>%d</strong>`, n)
		} else {
			fmt.Fprintf(&h, `<a href="%s">%d</a>`, c.Href(link(n)), n)
		}
	}
	if to < total {
		fmt.Fprintf(&h, `<a href="%s" class="last">... %d</a>`, c.Href(link(total)), total)
	}
	fmt.Fprintf(&h, `<label><input type="text" name="custompage" class="px" size="2" title="Enter page number and press Enter" value="%d" onkeydown="if(event.keyCode==13) {window.location='%s'+this.value;; doane(event);}" /><span title="Total %d pages"> / %d pages</span></label>`,
		cur, Esc(strings.TrimSuffix(link(2), "2")), total, total)
	if cur < total {
		fmt.Fprintf(&h, `<a href="%s" class="nxt">Next</a>`, c.Href(link(cur+1)))
	}
	h.WriteString(`</div>`)
	return h.String()
}

func (s discuzSkin) forumdisplay(c *Ctx, b *Board, page int, static bool) Response {
	sh := c.W.Shape
	if b == nil {
		return s.message(c, "Sorry, the specified forum does not exist")
	}
	filter, orderbys := c.Query.Get("filter"), c.Query["orderby"]
	if static {
		filter, orderbys = "", nil
	}
	threads := b.Threads
	if filter == "digest" {
		threads = slices.DeleteFunc(slices.Clone(threads), func(t *Thread) bool { return !s.digest(t) })
	}
	order := ""
	if filter == "heat" {
		order = "heats"
	}
	if len(orderbys) > 0 {
		order = orderbys[len(orderbys)-1]
	}
	switch order {
	case "dateline":
		threads = slices.Clone(threads)
		slices.SortStableFunc(threads, func(x, y *Thread) int { return y.Posts[0].Time.Compare(x.Posts[0].Time) })
	case "heats", "replies":
		threads = slices.Clone(threads)
		slices.SortStableFunc(threads, func(x, y *Thread) int { return len(y.Posts) - len(x.Posts) })
	case "views":
		threads = slices.Clone(threads)
		slices.SortStableFunc(threads, func(x, y *Thread) int { return y.Views - x.Views })
	}
	total := pageCount(len(threads), sh.ThreadsPerPage)
	if page < 1 || page > total || page > b.Pages(sh.ThreadsPerPage) {
		return s.message(c, "Sorry, the page you requested does not exist")
	}
	// The URL this listing variant lives under, without its page.
	variant := fmt.Sprintf("forum.php?mod=forumdisplay&fid=%d", b.ID)
	if filter != "" {
		variant += "&filter=" + url.QueryEscape(filter)
	}
	for _, o := range orderbys {
		variant += "&orderby=" + url.QueryEscape(o)
	}
	if c.Query.Get("digest") != "" && !static {
		variant += "&digest=1"
	}
	link := func(p int) string { return fmt.Sprintf("%s&page=%d", variant, p) }
	threadLink := func(t *Thread, p int) string {
		if p > 1 {
			return fmt.Sprintf("forum.php?mod=viewthread&tid=%d&extra=page%%3D%d&page=%d", t.ID, page, p)
		}
		return fmt.Sprintf("forum.php?mod=viewthread&tid=%d&extra=page%%3D%d", t.ID, page)
	}
	if static {
		link = func(p int) string { return fmt.Sprintf("forum-%d-%d.html", b.ID, p) }
		threadLink = func(t *Thread, p int) string { return fmt.Sprintf("thread-%d-%d-%d.html", t.ID, p, page) }
	}
	fh := s.formhash(c)
	var h strings.Builder
	h.WriteString(s.crumbs(c, b, "", static))
	fmt.Fprintf(&h, `<div class="wp"></div><div class="boardnav"><div id="ct" class="wp cl"><div class="mn"><div class="bm bml pbn"><div class="bm_h cl"><span class="y"><a href="%s" id="a_favorite" class="fa_fav" onclick="showWindow(this.id, this.href, 'get', 0);">Favorite</a><span class="pipe">|</span><a href="%s" class="fa_rss" target="_blank" title="RSS">Subscribe</a></span><h1 class="xs2"><a href="%s">%s</a><span class="xs1 xw0 i">Today: <strong class="xi1">%d</strong><span class="pipe">|</span>Threads: <strong class="xi1">%d</strong></span></h1></div><div class="bm_c cl pbn"><div>%s</div><div class="ptn"><span class="xg2">Moderator: <span class="xi2">%s</span></span></div></div></div>`,
		c.Href(fmt.Sprintf("home.php?mod=spacecp&ac=favorite&type=forum&id=%d&handlekey=favoriteforum&formhash=%s", b.ID, fh)),
		c.Href(fmt.Sprintf("forum.php?mod=rss&fid=%d&auth=0", b.ID)), c.Href(s.BoardURL(b, 1)), Esc(b.Name), s.today(c, b), len(b.Threads), Esc(b.Description),
		s.uid(c, c.W.Users[b.ID%len(c.W.Users)], ` class="notabs"`))
	if len(b.Children) > 0 {
		fmt.Fprintf(&h, `<div class="bm bmw fl"><div class="bm_h cl"><h2>Sub forums</h2></div><div id="subforum_%d" class="bm_c">%s</div></div>`, b.ID, s.boardTable(c, b.Children))
	}
	pg := s.pager(c, page, total, link)
	fmt.Fprintf(&h, `<div class="drag"></div><div id="pgt" class="bm bw0 pgs cl"><span id="fd_page_top">%s</span><span class="pgb y"><a href="%s">Back</a></span><a href="%s" id="newspecial" onmouseover="$('newspecial').id = 'newspecialtmp';this.id = 'newspecial';showMenu({'ctrlid':this.id})" onclick="showWindow('newthread', 'forum.php?mod=post&action=newthread&fid=%d')" title="New thread"><img src="static/image/common/pn_post.png" alt="New thread" /></a></div>`,
		pg, c.Href("forum.php"), c.Href(fmt.Sprintf("forum.php?mod=post&action=newthread&fid=%d", b.ID)), b.ID)
	base := fmt.Sprintf("forum.php?mod=forumdisplay&fid=%d", b.ID)
	fmt.Fprintf(&h, `<div id="threadlist" class="tl bm bmw"><div class="th"><table cellspacing="0" cellpadding="0"><tr><th colspan="2"><div class="tf"><span id="atarget" onclick="setatarget(1)" class="y" title="Open in new window">New window</span><a id="filter_special" href="javascript:;" class="showmenu xi2" onclick="showMenu(this.id)">All</a>&nbsp;<a href="%s" class="xi2">Latest</a>&nbsp;<a href="%s" class="xi2">Hot</a>&nbsp;<a href="%s" class="xi2">Digest</a>&nbsp;<a id="filter_dateline" href="javascript:;" class="showmenu xi2" onclick="showMenu(this.id)">More</a></div></th><td class="by"><a href="%s" class="xi2" title="Order by post time">Author</a></td><td class="num">Replies/Views</td><td class="by">Last post</td></tr></table></div>`,
		c.Href(base+"&filter=lastpost&orderby=lastpost"), c.Href(base+"&filter=heat&orderby=heats"), c.Href(base+"&filter=digest&digest=1"), c.Href(variant+"&orderby=dateline"))
	fmt.Fprintf(&h, `<div class="bm_c"><form method="post" autocomplete="off" name="moderate" id="moderate" action="%s"><input type="hidden" name="formhash" value="%s" /><table summary="forum_%d" cellspacing="0" cellpadding="0" id="threadlisttableid">`,
		c.Href(fmt.Sprintf("forum.php?mod=topicadmin&action=moderate&fid=%d&infloat=yes&nopost=yes", b.ID)), fh, b.ID)
	sep := false
	for _, t := range Page(threads, page, sh.ThreadsPerPage) {
		if !t.Sticky && !sep {
			sep = true
			fmt.Fprintf(&h, `<tbody id="separatorline" class="emptb"><tr class="ts"><td>&nbsp;</td><th><a href="javascript:;" onclick="checkForumnew_btn('%d')" title="View new threads" class="forumrefresh">Normal threads</a></th><td>&nbsp;</td><td>&nbsp;</td><td>&nbsp;</td></tr></tbody>`, b.ID)
		}
		last := t.LastPost()
		id, icon, cls := "normalthread", "folder_common.gif", "common"
		if c.W.Now.Sub(last.Time).Hours() < 24*120 {
			icon, cls = "folder_new.gif", "new"
		}
		if t.Sticky {
			id, icon = "stickthread", "pin_1.gif"
		}
		fmt.Fprintf(&h, `<tbody id="%s_%d"><tr><td class="icn"><a href="%s" title="Open in new window" target="_blank"><img src="static/image/common/%s" /></a></td><th class="%s"><a href="javascript:;" id="content_%d" class="showcontent y" title="Preview" onclick="CONTENT_TID='%d';CONTENT_ID='%s_%d';showMenu({'ctrlid':this.id,'menuid':'content_%d_menu'})">Preview</a> <a href="%s" onclick="atarget(this)" class="s xst">%s</a>`,
			id, t.ID, c.Href(threadLink(t, 1)), icon, cls, t.ID, t.ID, id, t.ID, t.ID, c.Href(threadLink(t, 1)), Esc(t.Title))
		if s.digest(t) {
			h.WriteString(` <img src="static/image/common/digest_1.gif" align="absmiddle" alt="digest" title="Digest 1" />`)
		}
		if n := t.Pages(sh.PostsPerPage); n > 1 {
			h.WriteString(` <span class="tps">&nbsp;...`)
			hi := n
			if n > 6 {
				hi = 5
			}
			for p := 2; p <= hi; p++ {
				fmt.Fprintf(&h, `<a href="%s">%d</a>`, c.Href(threadLink(t, p)), p)
			}
			if n > 6 {
				fmt.Fprintf(&h, `..<a href="%s">%d</a>`, c.Href(threadLink(t, n)), n)
			}
			h.WriteString(`</span>`)
		}
		fmt.Fprintf(&h, `</th><td class="by"><cite>%s</cite><em><span>%s</span></em></td><td class="num"><a href="%s" class="xi2">%d</a><em>%d</em></td><td class="by"><cite>%s</cite><em><a href="%s">%s</a></em></td></tr></tbody>
`, s.uid(c, t.Author, ""), t.Posts[0].Time.Format(dzDay), c.Href(threadLink(t, 1)), len(t.Posts)-1, t.Views, s.uname(c, last.Author),
			c.Href(fmt.Sprintf("forum.php?mod=redirect&goto=lastpost&tid=%d#lastpost", t.ID)), last.Time.Format(dzTime))
	}
	h.WriteString(`</table></form></div></div>`)
	fmt.Fprintf(&h, `<div class="bm bw0 pgs cl"><span id="fd_page_bottom">%s</span><span class="pgb y"><a href="%s">Back</a></span></div></div></div></div>`, pg, c.Href("forum.php"))
	info := boardInfo(s, b, page)
	info.Trap = len(orderbys) >= 2 // each Author click appends another orderby
	return c.Page(info, s.frame(c, b.Name, "pg_forumdisplay", b, h.String()))
}

// digest marks about one thread in six as a digest (featured) thread.
func (discuzSkin) digest(t *Thread) bool { return Hash("digest", t.ID)%6 == 0 }

func (s discuzSkin) viewthread(c *Ctx, t *Thread, page int, static bool) Response {
	sh := c.W.Shape
	total := t.Pages(sh.PostsPerPage)
	if page < 1 || page > total {
		return s.message(c, "Sorry, the page you requested does not exist")
	}
	extra := c.Query.Get("extra")
	link := func(p int) string {
		u := fmt.Sprintf("forum.php?mod=viewthread&tid=%d", t.ID)
		if extra != "" {
			u += "&extra=" + url.QueryEscape(extra)
		}
		return fmt.Sprintf("%s&page=%d", u, p)
	}
	if static {
		prev := 1
		fmt.Sscanf(c.Path, "thread-%d-%d-%d.html", new(int), new(int), &prev)
		link = func(p int) string { return fmt.Sprintf("thread-%d-%d-%d.html", t.ID, p, prev) }
	}
	fh := s.formhash(c)
	var h strings.Builder
	h.WriteString(s.crumbs(c, t.Board, fmt.Sprintf(`<a href="%s">%s</a>`, c.Href(s.ThreadURL(t, 1)), Esc(clip(t.Title, 40))), static))
	pg := s.pager(c, page, total, link)
	back := s.BoardURL(t.Board, 1)
	if static {
		back = fmt.Sprintf("forum-%d-1.html", t.Board.ID)
	}
	fmt.Fprintf(&h, `<div id="ct" class="wp cl"><div id="pgt" class="pgs mbm cl "><div class="pgt">%s</div><span class="y pgb"><a href="%s">Back</a></span><a id="newspecial" onmouseover="$('newspecial').id = 'newspecialtmp';this.id = 'newspecial';showMenu({'ctrlid':this.id})" onclick="showWindow('newthread', 'forum.php?mod=post&action=newthread&fid=%d')" href="%s" title="New thread"><img src="static/image/common/pn_post.png" alt="New thread" /></a><a id="post_reply" onclick="showWindow('reply', 'forum.php?mod=post&action=reply&fid=%d&tid=%d')" href="%s" title="Reply"><img src="static/image/common/pn_reply.png" alt="Reply" /></a></div>`,
		pg, c.Href(back), t.Board.ID, c.Href(fmt.Sprintf("forum.php?mod=post&action=newthread&fid=%d", t.Board.ID)), t.Board.ID, t.ID,
		c.Href(fmt.Sprintf("forum.php?mod=post&action=reply&fid=%d&tid=%d", t.Board.ID, t.ID)))
	fmt.Fprintf(&h, `<div id="postlist" class="pl bm"><table cellspacing="0" cellpadding="0"><tr><td class="pls ptn pbn"><div class="hm ptn"><span class="xg1">Views:</span> <span class="xi1">%d</span><span class="pipe">|</span><span class="xg1">Replies:</span> <span class="xi1">%d</span></div></td><td class="plc ptm pbn vwthd"><div class="y"><a href="%s" title="Print" target="_blank"><img src="static/image/common/print.png" alt="Print" class="vm" /></a> <a href="%s" title="Previous thread"><img src="static/image/common/thread-prev.png" alt="Previous thread" class="vm" /></a> <a href="%s" title="Next thread"><img src="static/image/common/thread-next.png" alt="Next thread" class="vm" /></a></div><h1 class="ts"><span id="thread_subject">%s</span></h1><span class="xg1"><a href="%s" onclick="return copyThreadUrl(this, '%s')">[Copy link]</a></span></td></tr></table>`,
		t.Views, len(t.Posts)-1, c.Href(fmt.Sprintf("forum.php?mod=viewthread&action=printable&tid=%d", t.ID)),
		c.Href(fmt.Sprintf("forum.php?mod=redirect&goto=nextoldset&tid=%d", t.ID)), c.Href(fmt.Sprintf("forum.php?mod=redirect&goto=nextnewset&tid=%d", t.ID)),
		Esc(t.Title), c.Href(s.ThreadURL(t, 1)), dzSite)
	for _, p := range Page(t.Posts, page, sh.PostsPerPage) {
		u := p.Author
		floor := fmt.Sprintf("<em>%d</em><sup>#</sup>", p.Index+1)
		if p.Index == 0 {
			floor = "OP"
		}
		fmt.Fprintf(&h, `<div id="post_%d"><table id="pid%d" class="plhin" summary="pid%d" cellspacing="0" cellpadding="0"><tr><td class="pls" rowspan="2"><div id="favatar%d" class="pls favatar"><div class="pi"><div class="authi"><a href="%s" target="_blank" class="xw1">%s</a></div></div><div><div class="avatar" onmouseover="showauthor(this, 'userinfo%d')"><a href="%s" class="avtm" target="_blank"><img src="uc_server/avatar.php?uid=%d&amp;size=middle" /></a></div></div><div class="tns xg2"><table cellspacing="0" cellpadding="0"><th><p><a href="%s" class="xi2">%d</a></p>Threads</th><th><p><a href="%s" class="xi2">%d</a></p>Posts</th><td><p><a href="%s" class="xi2">%d</a></p>Credits</td></table></div><p><em><a href="javascript:;">%s</a></em></p></div></td>
<td class="plc"><div class="pi"><strong><a href="%s" id="postnum%d" onclick="setCopy(this.href, 'Post URL copied');return false;">%s</a></strong><div class="pti"><div class="pdbt"></div><div class="authi"><img class="authicn vm" id="authicon%d" src="static/image/common/online_member.gif" /> <em id="authorposton%d">Posted on %s</em><span class="pipe">|</span><a href="%s" rel="nofollow">Show this author only</a></div></div></div>
<div class="pct"><div class="pcb"><div class="t_fsz"><table cellspacing="0" cellpadding="0"><tr><td class="t_f" id="postmessage_%d">
%s</td></tr></table></div><div id="comment_%d" class="cm"></div><div id="post_rate_div_%d"></div></div></div></td></tr>
<tr><td class="plc plm">`,
			p.ID, p.ID, p.ID, p.ID, c.Href(fmt.Sprintf("home.php?mod=space&uid=%d", u.ID)), Esc(u.Name), p.ID, c.Href(fmt.Sprintf("home.php?mod=space&uid=%d", u.ID)), u.ID,
			c.Href(fmt.Sprintf("home.php?mod=space&uid=%d&do=thread&type=thread&view=me&from=space", u.ID)), u.Posts/7,
			c.Href(fmt.Sprintf("home.php?mod=space&uid=%d&do=thread&type=reply&view=me&from=space", u.ID)), u.Posts,
			c.Href(fmt.Sprintf("home.php?mod=space&uid=%d&do=profile", u.ID)), u.Posts*3+int(Hash("cr", u.ID)%40), rank(u),
			c.Href(fmt.Sprintf("forum.php?mod=redirect&goto=findpost&ptid=%d&pid=%d", t.ID, p.ID)), p.ID, floor, p.ID, p.ID, p.Time.Format(dzTime),
			c.Href(fmt.Sprintf("forum.php?mod=viewthread&tid=%d&page=1&authorid=%d", t.ID, u.ID)),
			p.ID, strings.Join(escAll(p.Body), "<br />\r\n<br />\r\n"), p.ID, p.ID)
		if sig := signature(u); sig != "" {
			fmt.Fprintf(&h, `<div class="sign" style="max-height:100px;maxHeightIE:100px;">%s</div>`, Esc(sig))
		}
		h.WriteString(`</td></tr><tr><td class="pls"></td><td class="plc" style="overflow:visible;"><div class="po hin"><div class="pob cl"><em>`)
		if p.Index == 0 {
			fmt.Fprintf(&h, `<a class="followp" href="javascript:;">Share</a><a href="%s" id="k_favorite" onclick="showWindow(this.id, this.href, 'get', 0);">Favorite</a><a href="%s" id="recommend_add" onclick="showWindow('login', this.href)">Support</a>`,
				c.Href(fmt.Sprintf("home.php?mod=spacecp&ac=favorite&type=thread&id=%d&formhash=%s", t.ID, fh)),
				c.Href(fmt.Sprintf("forum.php?mod=misc&action=recommend&do=add&tid=%d&hash=%s", t.ID, fh)))
		}
		h.WriteString(`</em><p><a href="javascript:;" onclick="showWindow('miscreport', 'misc.php?mod=report&rtype=post&rid=0', 'get', -1);return false;">Report</a></p></div></div></td></tr><tr class="ad"><td class="pls"></td><td class="plc"></td></tr></table></div>` + "\n")
	}
	fmt.Fprintf(&h, `<div id="postlistreply" class="pl"><div id="post_new" class="viewthread_table" style="display: none"></div></div></div>
<div class="pgs mtm mbm cl">%s<span class="pgb y"><a href="%s">Back</a></span></div>
<div id="f_pst" class="pl bm bmw"><form method="post" autocomplete="off" id="fastpostform" action="%s"><table cellspacing="0" cellpadding="0"><tr><td class="pls"></td><td class="plc"><div class="cl"><div class="hasfsl" id="fastposteditor"><div class="tedt mtn"><div class="area"><div class="pt hm">You need to login before you can reply <a href="%s" onclick="showWindow('login', this.href)" class="xi2">Login</a> | <a href="%s" class="xi2">Register</a></div></div></div></div></div><input type="hidden" name="formhash" value="%s" /></td></tr></table></form></div></div>`,
		pg, c.Href(back), c.Href(fmt.Sprintf("forum.php?mod=post&action=reply&fid=%d&tid=%d&extra=&replysubmit=yes&infloat=yes&handlekey=fastpost", t.Board.ID, t.ID)),
		c.Href("member.php?mod=logging&action=login"), c.Href("member.php?mod=register"), fh)
	info := threadInfo(s, t, page)
	return c.Page(info, s.frame(c, t.Title+" - "+t.Board.Name, "pg_viewthread", t.Board, h.String()))
}

func (s discuzSkin) redirect(c *Ctx) Response {
	per := c.W.Shape.PostsPerPage
	land := func(t *Thread, page int, frag string) Response {
		return c.Redirect(fmt.Sprintf("forum.php?mod=viewthread&tid=%d&page=%d%s", t.ID, page, frag),
			threadInfo(s, t, page))
	}
	switch c.Query.Get("goto") {
	case "lastpost":
		if t := c.W.Thread(c.Int("tid")); t != nil {
			return land(t, t.Pages(per), fmt.Sprintf("#pid%d", t.LastPost().ID))
		}
	case "findpost":
		if p := c.W.Post(c.Int("pid")); p != nil && p.Thread.ID == c.Int("ptid") {
			return land(p.Thread, PageOf(p.Index, per), fmt.Sprintf("#pid%d", p.ID))
		}
	case "nextoldset", "nextnewset":
		if t := c.W.Thread(c.Int("tid")); t != nil {
			if n := neighbour(t, c.Query.Get("goto") == "nextoldset"); n != nil {
				return land(n, 1, "")
			}
			if c.Query.Get("goto") == "nextoldset" {
				return c.Page(Info{Type: TypeOther}, s.frame(c, "Message", "pg_message", nil, `<div id="ct" class="wp cl w"><div class="nfl"><div class="f_c altw"><div id="messagetext" class="alert_info"><p>There are no older threads</p></div></div></div></div>`))
			}
			return c.Page(Info{Type: TypeOther}, s.frame(c, "Message", "pg_message", nil, `<div id="ct" class="wp cl w"><div class="nfl"><div class="f_c altw"><div id="messagetext" class="alert_info"><p>There are no newer threads</p></div></div></div></div>`))
		}
	}
	return s.message(c, "Sorry, the specified thread does not exist or has been deleted or is being reviewed")
}

func (s discuzSkin) printable(c *Ctx, t *Thread) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>%s - %s - Powered by Discuz!</title><style type="text/css">body{font: 12px/1.5 Tahoma;} .t_f{margin:10px 0;} hr{border:0;border-top:1px solid #ccc;}</style></head><body><div><h1>%s</h1><p><a href="%s">View full version</a></p>`,
		Esc(t.Title), dzSite, Esc(t.Title), c.Href(s.ThreadURL(t, 1)))
	for _, p := range t.Posts {
		fmt.Fprintf(&h, `<hr /><div><b>%s</b> %s</div><div class="t_f">%s</div>`, Esc(p.Author.Name), p.Time.Format(dzTime), strings.Join(escAll(p.Body), "<br /><br />"))
	}
	h.WriteString(`<hr /><p>Powered by Discuz! X3.4</p></div></body></html>`)
	return h.String()
}

func (s discuzSkin) authorOnly(c *Ctx, t *Thread, u *User) string {
	var h strings.Builder
	h.WriteString(s.crumbs(c, t.Board, fmt.Sprintf(`<a href="%s">%s</a>`, c.Href(s.ThreadURL(t, 1)), Esc(clip(t.Title, 40))), false))
	fmt.Fprintf(&h, `<div id="ct" class="wp cl"><div id="postlist" class="pl bm"><table cellspacing="0" cellpadding="0"><tr><td class="plc ptm pbn vwthd"><h1 class="ts"><span id="thread_subject">%s</span></h1><span class="xg1">Showing posts by %s only. <a href="%s">Show all posts</a></span></td></tr></table>`,
		Esc(t.Title), Esc(u.Name), c.Href(s.ThreadURL(t, 1)))
	n := 0
	for _, p := range t.Posts {
		if p.Author != u || n >= c.W.Shape.PostsPerPage {
			continue
		}
		n++
		fmt.Fprintf(&h, `<div id="post_%d"><table id="pid%d" class="plhin" cellspacing="0" cellpadding="0"><tr><td class="pls"><div class="pi"><div class="authi"><a href="%s" class="xw1">%s</a></div></div></td><td class="plc"><div class="pi"><strong><a href="%s">%d#</a></strong><div class="pti"><div class="authi"><em>Posted on %s</em></div></div></div><div class="pct"><div class="pcb"><div class="t_fsz"><table cellspacing="0" cellpadding="0"><tr><td class="t_f" id="postmessage_%d">%s</td></tr></table></div></div></div></td></tr></table></div>`,
			p.ID, p.ID, c.Href(fmt.Sprintf("home.php?mod=space&uid=%d", u.ID)), Esc(u.Name), c.Href(fmt.Sprintf("forum.php?mod=redirect&goto=findpost&ptid=%d&pid=%d", t.ID, p.ID)), p.Index+1,
			p.Time.Format(dzTime), p.ID, strings.Join(escAll(p.Body), "<br />\r\n<br />\r\n"))
	}
	h.WriteString(`</div></div>`)
	return s.frame(c, t.Title, "pg_viewthread", t.Board, h.String())
}

func (s discuzSkin) space(c *Ctx, u *User) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="ct" class="ct1 wp cl"><div class="mn"><div class="bm bw0"><div id="uhd"><div class="h cl"><div class="icn avt"><a href="%s"><img src="uc_server/avatar.php?uid=%d&amp;size=small" /></a></div><h2 class="mt">%s</h2><p><a href="%s" class="xg1">%s</a></p></div><ul class="tb cl" style="padding-left: 75px;"><li><a href="%s">Threads</a></li><li class="a"><a href="%s">Profile</a></li></ul></div>`,
		c.Href(fmt.Sprintf("home.php?mod=space&uid=%d", u.ID)), u.ID, Esc(u.Name), c.Href(fmt.Sprintf("home.php?mod=space&uid=%d", u.ID)), c.Href(fmt.Sprintf("home.php?mod=space&uid=%d", u.ID)),
		c.Href(fmt.Sprintf("home.php?mod=space&uid=%d&do=thread&type=thread&view=me&from=space", u.ID)), c.Href(fmt.Sprintf("home.php?mod=space&uid=%d&do=profile", u.ID)))
	if c.Query.Get("do") == "thread" {
		h.WriteString(`<div class="bm_c"><div class="tl"><table cellspacing="0" cellpadding="0"><tr class="th"><td class="icn">&nbsp;</td><th>Subject</th><td class="frm">Forum</td><td class="num">Replies/Views</td><td class="by"><cite>Last post</cite></td></tr>`)
		ts := firstN(c.W.ThreadsByActivity(), 20, func(t *Thread) bool { return t.Author == u })
		for _, t := range ts {
			fmt.Fprintf(&h, `<tr><td class="icn"><img src="static/image/feed/thread.gif" /></td><th><a href="%s" target="_blank">%s</a></th><td><a href="%s" class="xg1">%s</a></td><td class="num"><a href="%s" class="xi2">%d</a><em>%d</em></td><td class="by"><cite>%s</cite></td></tr>`,
				c.Href(s.ThreadURL(t, 1)), Esc(t.Title), c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), c.Href(s.ThreadURL(t, 1)), len(t.Posts)-1, t.Views, t.LastPost().Time.Format(dzTime))
		}
		if len(ts) == 0 {
			h.WriteString(`<tr><td colspan="5"><p class="emp">No related content</p></td></tr>`)
		}
		h.WriteString(`</table></div></div>`)
	} else {
		fmt.Fprintf(&h, `<div class="bm_c u_profile"><div class="pbm mbm bbda cl"><h2 class="mbn">%s <span class="xw0">(UID: %d)</span></h2><ul class="pf_l cl pbm mbm"><li><em>Signature</em>%s</li></ul><ul class="cl bbda pbm mbm"><li><a href="%s" target="_blank">Threads %d</a><span class="pipe">|</span><a href="%s" target="_blank">Replies %d</a></li></ul></div><div class="pbm mbm bbda cl"><h2 class="mbn">Activity</h2><ul><li><em>User group</em><span>%s</span></li></ul><ul id="pbbs" class="pf_l"><li><em>Registration time</em>%s</li><li><em>Last visit</em>%s</li></ul></div></div>`,
			Esc(u.Name), u.ID, Esc(u.Bio), c.Href(fmt.Sprintf("home.php?mod=space&uid=%d&do=thread&type=thread&view=me&from=space", u.ID)), u.Posts/7,
			c.Href(fmt.Sprintf("home.php?mod=space&uid=%d&do=thread&type=reply&view=me&from=space", u.ID)), u.Posts, rank(u), u.Joined.Format(dzTime), c.W.Now.Add(-3*3600).Format(dzTime))
	}
	h.WriteString(`</div></div></div>`)
	return s.frame(c, u.Name+"'s profile", "pg_space", nil, h.String())
}

func (s discuzSkin) ranklist(c *Ctx) string {
	users := slices.Clone(c.W.Users)
	slices.SortStableFunc(users, func(a, b *User) int { return b.Posts - a.Posts })
	var h strings.Builder
	h.WriteString(`<div id="ct" class="ct2_a wp cl"><div class="mn"><div class="bm bw0"><h1 class="mt">Ranklist: posts</h1><div class="tl"><table cellspacing="0" cellpadding="0"><tr class="th"><td>Rank</td><td>Member</td><td>Posts</td></tr>`)
	for i, u := range users[:min(20, len(users))] {
		fmt.Fprintf(&h, `<tr><td>%d</td><td>%s</td><td>%d</td></tr>`, i+1, s.uid(c, u, ""), u.Posts)
	}
	h.WriteString(`</table></div></div></div></div>`)
	return s.frame(c, "Ranklist", "pg_ranklist", nil, h.String())
}

func (s discuzSkin) search(c *Ctx) string {
	q := strings.ToLower(c.Query.Get("srchtxt"))
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="ct" class="cl w"><div class="mw"><form class="searchform" method="post" autocomplete="off" action="%s"><input type="hidden" name="formhash" value="%s" /><table class="mtw" width="100%%" cellspacing="0" cellpadding="0"><tr><td><input type="text" id="scform_srchtxt" name="srchtxt" size="65" maxlength="40" value="%s" class="px" /></td><td><button type="submit" id="scform_submit" class="schbtn"><strong>Search</strong></button></td></tr></table></form>`,
		c.Href("search.php?mod=forum"), s.formhash(c), Esc(q))
	if q != "" {
		h.WriteString(`<div class="tl"><div id="threadlist" class="slst mtw"><ul>`)
		n := 0
		for _, t := range c.W.ThreadsByActivity() {
			if n < 20 && strings.Contains(strings.ToLower(t.Title), q) {
				n++
				fmt.Fprintf(&h, `<li class="pbw"><h3 class="xs3"><a href="%s" target="_blank">%s</a></h3><p class="xg1">%d replies - %d views</p><p><span>%s</span> - <span>%s</span></p></li>`,
					c.Href(s.ThreadURL(t, 1)), Esc(t.Title), len(t.Posts)-1, t.Views, t.Posts[0].Time.Format(dzTime), s.uid(c, t.Author, ""))
			}
		}
		h.WriteString(`</ul></div></div>`)
	}
	h.WriteString(`</div></div>`)
	return s.frame(c, "Search", "pg_search", nil, h.String())
}
