package sim

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"focus/sim/text"
)

// mvnForum 1.2 (Java, JSP templates) deployed as mvnforum.war, so under the
// /mvnforum/ context, with its user servlet mapped to /mvnforum/* (web.xml):
// every page is an action below /mvnforum/mvnforum/, and the context root's
// index.jsp answers with a redirect to mvnforum/index. Links are built by
// urlResolver.encodeURL(request, response, "action?query"): plain servlet
// paths relative to the servlet, session kept in a cookie (jsessionid is not
// modelled: the farm sees only the URL). Categories are mvnForum's
// categories, boards its forums; mvnForum has no sub-forums in this model.
// Thread and post ids run over the whole site in posting order. A guest's
// posts per page (10, OnlineUserImpl's memberPostsPerPage) pages both the
// forum's thread list and the thread. The pager taglib (isOffset) names
// every page by offset, page 1 as offset=0; a thread row's page links
// (inc_pages.jsp) do the same. Stickies and announcements sit outside the
// pager in mvnForum, so the farm's forums carry none. Guests see the reply,
// quote, new-thread and private-message links, which answer with the log-in
// form in place of the page. No rel=canonical: a thread page's canonical URL
// is the thread list's form, viewthread?thread=T, and &offset=N past page 1;
// a forum page's listthreads?forum=F and &offset=N past page 1.
// URL scheme (mount-relative):
//
//	"" (the context root)                      302 to mvnforum/index (entry)
//	mvnforum/index                             entry: the home page, the last post of each forum and the forum tree
//	mvnforum/listforums                        every category with its forums (entry, its own canonical)
//	mvnforum/listforums?category=C             one category (index); an unknown one 404
//	mvnforum/listthreads?forum=F[&offset=N]    forum, 10 threads a page (index); offset=0 and unaligned offsets are
//	                                           the page they fall in; past the last thread an error (other)
//	mvnforum/listthreads?sort=S&order=O&forum=F[&offset=N]   the sort form's result (GET): the page of that
//	                                           number, canonical the plain page (index)
//	mvnforum/viewthread?thread=T[&offset=N]    thread, 10 posts a page (thread); offset=0 is page 1, unaligned offsets
//	                                           the page they fall in; past the last post an empty list (other)
//	mvnforum/viewthread?thread=T&lastpage=yes  the last page in place (thread, a duplicate); linked with #lastpost
//	mvnforum/viewthread?thread=T&hl=KEY        search results' links: the page itself (thread, a duplicate)
//	mvnforum/printthread?thread=T              the whole thread, printer-friendly (other)
//	mvnforum/printpost?post=P                  one post, printer-friendly (other)
//	mvnforum/addpost?forum=F, ?parent=P[&quote=yes], addmessage?MessageToList=NAME, myprofile, mymessage
//	                                           the log-in form in place (other)
//	mvnforum/login, registermember, iforgotpasswords, help, listonlineusers, search[?key=K|member=NAME]   other
//	mvnforum/viewmember?member=NAME            member profile (other); an unknown name 404
//	mvnforum/listmembers[?sort=S&order=O][&offset=N]   members, 10 a page (other)
//	mvnforum/listrecentthreads[?offset=N], listunansweredthreads[?offset=N]   thread lists, 10 a page (other)
//	mvnforum/rss, rss2[?forum=F], atom          feeds (other)
//	an unknown forum, thread, post or member   404
func mvnforum() *Package {
	return &Package{
		Name: "mvnforum", Software: "mvnForum 1.2.2", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 3}, Threads: [2]int{16, 42},
			Posts: [2]int{1, 14}, LongThreadChance: 0.06, ThreadsPerPage: 10, PostsPerPage: 10, Users: 50,
			Lang: text.English, Opinion: 0.3, StickyChance: 0},
		Mount: "/mvnforum/", Seed: 8179, Unseen: true,
		Skin: mvSkin{},
	}
}

// mvSkin renders mvnForum 1.2 with its default template.
type mvSkin struct{}

const (
	mvSite  = "Riverbend Java Users"
	mvDate  = "02/01/2006 15:04:05" // getGMTTimestampFormat
	mvDay   = "02/01/2006"          // getGMTDateFormat
	mvPre   = "mvnforum/"           // the user servlet's mapping below the context
	mvIcons = "mvnplugin/mvnforum/images/icon/"
)

// mvTables are the site's thread and post ids in posting order and each
// member's posts, newest first.
type mvTables struct {
	o     idOrder
	users map[string]*User // by lower-case name
}

func mvTab(w *World) *mvTables {
	return w.Derived("mvnforum", func() any {
		d := &mvTables{o: newIDOrder(w), users: map[string]*User{}}
		for _, u := range w.Users {
			d.users[strings.ToLower(u.Name)] = u
		}
		return d
	}).(*mvTables)
}

func (mvSkin) Entry() string { return mvPre + "index" }

func (mvSkin) BoardURL(b *Board, p int) string {
	if p <= 1 {
		return fmt.Sprintf(mvPre+"listthreads?forum=%d", b.ID)
	}
	return fmt.Sprintf(mvPre+"listthreads?forum=%d&offset=%d", b.ID, (p-1)*b.World.Shape.ThreadsPerPage)
}

func (mvSkin) ThreadURL(t *Thread, p int) string {
	w := t.Board.World
	id := mvTab(w).o.threadID[t]
	if p <= 1 {
		return fmt.Sprintf(mvPre+"viewthread?thread=%d", id)
	}
	return fmt.Sprintf(mvPre+"viewthread?thread=%d&offset=%d", id, (p-1)*w.Shape.PostsPerPage)
}

func mvMember(u *User) string { return mvPre + "viewmember?member=" + url.QueryEscape(u.Name) }

func mvCat(cat *Category) string { return fmt.Sprintf(mvPre+"listforums?category=%d", cat.ID) }

func mvTID(d *mvTables, t *Thread) int { return d.o.threadID[t] }

func (s mvSkin) Serve(c *Ctx) Response {
	if c.Path == "" || c.Path == "index.jsp" {
		return c.Redirect(s.Entry(), Info{Type: TypeEntry})
	}
	action, ok := strings.CutPrefix(c.Path, mvPre)
	if !ok {
		return c.NotFound(notFoundPage)
	}
	switch action {
	case "index":
		return c.Page(Info{Type: TypeEntry, Canonical: s.Entry()}, s.frame(c, "Home", s.home(c)))
	case "listforums":
		return s.listforums(c)
	case "listthreads":
		return s.listthreads(c)
	case "viewthread":
		return s.viewthread(c)
	case "printthread":
		return s.printthread(c)
	case "printpost":
		return s.printpost(c)
	case "addpost", "addmessage", "myprofile", "mymessage", "mywatch", "myfavoritethread", "login":
		return c.Page(Info{Type: TypeOther}, s.frame(c, "Login", s.loginForm(c, action != "login")))
	case "registermember":
		return c.Page(Info{Type: TypeOther}, s.frame(c, "Register", s.simple(c, "Register", `<form action="`+c.Href(mvPre+"registermemberprocess")+`" method="post"><input type="text" name="MemberName"/><input type="password" name="MemberMatkhau"/><input type="text" name="MemberEmail"/><input type="submit" value="Register"/></form>`)))
	case "iforgotpasswords":
		return c.Page(Info{Type: TypeOther}, s.frame(c, "Forgot Password", s.simple(c, "Forgot Password", `<form action="`+c.Href(mvPre+"forgotpasswordprocess")+`" method="post"><input type="text" name="MemberName"/><input type="submit" value="Submit"/></form>`)))
	case "help":
		return c.Page(Info{Type: TypeOther}, s.frame(c, "Help", s.simple(c, "Help", `<p>mvnForum help: reading forums, posting, private messages and your profile.</p><p><a href="`+c.Href(mvPre+"index")+`">Index</a></p>`)))
	case "listonlineusers":
		return c.Page(Info{Type: TypeOther}, s.frame(c, "Who is online", s.online(c)))
	case "viewmember":
		return s.viewmember(c)
	case "listmembers":
		return c.Page(Info{Type: TypeOther}, s.frame(c, "Members list", s.listmembers(c)))
	case "listrecentthreads", "listunansweredthreads":
		return c.Page(Info{Type: TypeOther}, s.frame(c, "Threads", s.recent(c, action)))
	case "search":
		return c.Page(Info{Type: TypeOther}, s.frame(c, "Search", s.search(c)))
	case "rss", "rss2", "atom":
		return s.feed(c, action)
	}
	return c.NotFound(notFoundPage)
}

// missing is the error page for a record that does not exist.
func (s mvSkin) missing(c *Ctx, msg string) Response {
	return c.NotFound(s.frame(c, "Error", s.simple(c, "Error", `<span class="warning">`+Esc(msg)+`</span>`)))
}

func (s mvSkin) simple(c *Ctx, title, body string) string {
	return fmt.Sprintf(`<table class="tborder" width="95%%" cellspacing="0" cellpadding="3" align="center">
  <tr class="portlet-section-header"><td>%s</td></tr>
  <tr class="portlet-section-body"><td>%s</td></tr>
</table>
`, Esc(title), body)
}

// frame is header.jsp and footer.jsp around a page.
func (s mvSkin) frame(c *Ctx, title, body string) string {
	var h strings.Builder
	ctx := c.Pkg.Mount
	fmt.Fprintf(&h, `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="en" xml:lang="en">
<head>
  <title>%s - %s</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="generator" content="mvnForum" />
<link href="%smvnplugin/mvnforum/css/style.css" rel="stylesheet" type="text/css"/>
<link rel="alternate" type="application/rss+xml" href="%s" title="RSS"/>
%s</head>
<body>
<table width="95%%" border="0" cellspacing="0" cellpadding="0" align="center">
  <tr>
    <td height="60">
      <table width="100%%" border="0" cellpadding="0" cellspacing="0">
        <tr>
          <td rowspan="2"><a href="%s"><img src="%smvnplugin/mvnforum/images/logo.gif" height="50" border="0" alt="Homepage" title="Homepage"/></a></td>
          <td width="100%%" height="25" align="right" valign="top" nowrap="nowrap" class="portlet-font">
            <span class="welcomeHeader">Welcome</span> Guest
               &nbsp;|&nbsp;&nbsp;<a class="command" href="%s">New user</a>
               &nbsp;|&nbsp;&nbsp;<a class="command" href="%s">Login</a>
          </td>
        </tr>
        <tr>
          <td height="35" valign="top">
            <form action="%s" id="submitformsearch" name="submitformsearch" method="get">
            <table class="tborder" cellspacing="0" cellpadding="2" align="right" style="width: 0%%">
              <tr class="topmenu">
                <td align="left" valign="top" nowrap="nowrap">&nbsp;
                  <a href="%s" class="topmenu"><img src="%s%ssearch.gif" alt="Search" title="Search" hspace="0" vspace="0" border="0" align="bottom"/></a>
                  <input type="text" size="10" name="key"/>
                  <input type="button" name="submitbutton" value="Search" onclick="javascript:SubmitFormSearch();" class="portlet-form-button"/>&nbsp;
                </td>
              </tr>
            </table>
            </form>
          </td>
        </tr>
      </table>
    </td>
  </tr>
</table>

<table class="tborder" width="95%%" cellspacing="0" cellpadding="2" align="center">
  <tr class="topmenu">
    <td nowrap="nowrap">&nbsp;
      <a href="%s" class="topmenu">Index</a>
      &nbsp;|&nbsp;<a href="%s" class="topmenu">Recent Threads</a>
      &nbsp;|&nbsp;<a href="%s" class="topmenu">Unanswered Threads</a>
      &nbsp;|&nbsp;<a href="%s" class="topmenu">Who is online</a>
      &nbsp;|&nbsp;<a href="%s" class="topmenu">User List</a>
      &nbsp;|&nbsp;<a href="%s" class="topmenu">Help</a>
    </td>
  </tr>
</table>
`, mvSite, Esc(title), ctx, c.Href(mvPre+"rss2"), c.Styles(14),
		c.Href(mvPre+"index"), ctx, c.Href(mvPre+"registermember"), c.Href(mvPre+"login"),
		c.Href(mvPre+"search"), c.Href(mvPre+"search"), ctx, mvIcons,
		c.Href(mvPre+"index"), c.Href(mvPre+"listrecentthreads"), c.Href(mvPre+"listunansweredthreads"),
		c.Href(mvPre+"listonlineusers"), c.Href(mvPre+"listmembers"), c.Href(mvPre+"help"))
	h.WriteString(body)
	fmt.Fprintf(&h, `
<br/>
<table width="95%%" align="center" class="noborder">
  <tr>
    <td class="portlet-font" align="center">
      <a href="%s"><img src="%s%srss.gif" border="0" alt="RSS" title="RSS"/></a>
      <a href="%s"><img src="%s%satom.gif" border="0" alt="Atom" title="Atom"/></a>
      <br/>Powered by <a href="http://www.mvnforum.com" class="command">mvnForum 1.2.2</a> &copy; 2002-2008 by <a href="http://www.MyVietnam.net" class="command">MyVietnam.net</a>
    </td>
  </tr>
</table>
</body>
</html>
`, c.Href(mvPre+"rss2"), ctx, mvIcons, c.Href(mvPre+"atom"), ctx, mvIcons)
	return h.String()
}

// tree is the category tree's path: Index » category » forum » what.
func (s mvSkin) tree(c *Ctx, b *Board, what string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<table width="95%%" align="center">
  <tr class="nav">
    <td width="100%%" nowrap="nowrap"><a class="nav" href="%s">Index</a>`, c.Href(mvPre+"index"))
	if b != nil {
		fmt.Fprintf(&h, `&nbsp;&raquo;&nbsp;<a class="nav" href="%s">%s</a>`, c.Href(mvCat(b.Category)), Esc(b.Category.Name))
		if what != "" {
			fmt.Fprintf(&h, `&nbsp;&raquo;&nbsp;<a class="nav" href="%s">%s</a>`, c.Href(s.BoardURL(b, 1)), Esc(b.Name))
		} else {
			fmt.Fprintf(&h, `&nbsp;&raquo;&nbsp;%s`, Esc(b.Name))
		}
	}
	if what != "" {
		h.WriteString(`&nbsp;&raquo;&nbsp;` + what)
	}
	h.WriteString("</td>\n  </tr>\n</table>\n<br/>\n")
	return h.String()
}

// quickGo is the "Quick go" forum selector: a select, no links.
func (s mvSkin) quickGo(c *Ctx, cur *Board) string {
	return `<table width="95%" align="center"><tr class="portlet-font"><td><form action="">Quick go &raquo; <select name="FastGoForum" onchange="gotoPage(this.options[this.selectedIndex].value)">` +
		boardOptions(c.W, cur) + "</select></form></td></tr></table>\n"
}

func (s mvSkin) userLink(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a href="%s" class="memberName">%s</a>`, c.Href(mvMember(u)), Esc(u.Name))
}

// home is index.jsp: the left column (log-in box, who is online, most
// active threads and members, statistics, the forum tree) and the last
// post of each forum.
func (s mvSkin) home(c *Ctx) string {
	d := mvTab(c.W)
	var h strings.Builder
	h.WriteString(s.tree(c, nil, "Homepage"))
	fmt.Fprintf(&h, `<table align="center" border="0" cellpadding="0" cellspacing="0" width="95%%">
  <tr>
    <td width="25%%" valign="top">
      <table class="tborder" border="0" cellspacing="0" cellpadding="4" width="100%%">
        <tr><td align="center" class="portlet-section-header">Welcome Guest</td></tr>
        <tr><td class="portlet-section-body">
            <form action="%s" method="post" name="submitform" onsubmit="return false;">
              <input type="hidden" name="FromLoginPage" value="true" /><input type="hidden" name="md5pw" value="" />
              Login name<br/><input type="text" name="MemberName" size="15" /><br/>
              Password<br/><input type="password" name="MemberMatkhau" size="15" /><br/><br/>
              <input type="button" name="submitbutton" value="Login" onclick="javascript:SubmitForm();" class="portlet-form-button" /><br/>
            </form>
            <a href="%s" class="command">Forgot your password?</a>
        </td></tr>
      </table>
      <br/>
`, c.Href(mvPre+"loginprocess"), c.Href(mvPre+"iforgotpasswords"))
	online := s.onlineUsers(c)
	fmt.Fprintf(&h, `      <table class="tborder" border="0" cellspacing="0" cellpadding="4" width="100%%">
        <tr><td align="center" class="portlet-section-header">Who is online</td></tr>
        <tr><td class="portlet-section-body">There are <b>%d</b> online users (<b>%d</b> guests, <b>%d</b> members)<br/>Who is online:`,
		len(online)+4, 4, len(online))
	for _, u := range online {
		h.WriteString(" " + s.userLink(c, u))
	}
	fmt.Fprintf(&h, `<br/><a href="%s" class="command">What are they doing?</a></td></tr>
      </table>
<br/>
      <table class="tborder" border="0" cellspacing="0" cellpadding="3" width="100%%">
        <tr><td align="center" nowrap="nowrap" class="portlet-section-header">Most active threads since last week</td></tr>
`, c.Href(mvPre+"listonlineusers"))
	for i, t := range c.W.ThreadsByActivity()[:min(8, len(c.W.Threads))] {
		fmt.Fprintf(&h, `        <tr class="%s"><td class="portlet-font"><a href="%s" class="command">%s</a> (<b>%d</b> new posts)</td></tr>
`, mvRow(i), c.Href(s.ThreadURL(t, 1)), Esc(t.Title), 1+int(Hash("mvact", t.ID)%5))
	}
	h.WriteString(`      </table>
<br/>
      <table class="tborder" border="0" cellspacing="0" cellpadding="3" width="100%">
        <tr><td align="center" nowrap="nowrap" class="portlet-section-header">Most active members since last week</td></tr>
`)
	for i, u := range c.W.Users[:min(6, len(c.W.Users))] {
		fmt.Fprintf(&h, `        <tr class="%s"><td class="portlet-font"><a href="%s" class="command">%s</a> (%d new posts)</td></tr>
`, mvRow(i), c.Href(mvMember(u)), Esc(u.Name), 1+u.Posts%7)
	}
	newest := c.W.Users[len(c.W.Users)-1]
	fmt.Fprintf(&h, `      </table>
<br/>
      <table class="tborder" border="0" cellspacing="0" cellpadding="3" width="100%%">
        <tr><td align="center" class="portlet-section-header">Statistics</td></tr>
        <tr><td class="portlet-section-body">Total categories: <b>%d</b><br/>Total forums: <b>%d</b><br/>Total threads: <b>%d</b><br/>Total posts: <b>%d</b><br/>Total members: <b>%d</b><br/>Latest member: <a href="%s">%s</a><br/></td></tr>
      </table>
      <br/>
`, len(c.W.Categories), len(c.W.Boards), len(c.W.Threads), len(c.W.Posts), len(c.W.Users), c.Href(mvMember(newest)), Esc(newest.Name))
	// The forum tree (CategoryTree's "Result").
	fmt.Fprintf(&h, `      <table class="tborder" border="0" cellspacing="1" cellpadding="3" width="100%%">
        <tr><td align="center" class="portlet-section-header"><a href="%s" class="portlet-section-header">Forum list</a></td></tr>
`, c.Href(mvPre+"listforums"))
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, `        <tr><td align="center" class="portlet-section-subheader"><b><a href="%s">%s</a></b></td></tr>
        <tbody id="category_%d">
`, c.Href(mvCat(cat)), Esc(cat.Name), cat.ID)
		for i, b := range cat.Boards {
			fmt.Fprintf(&h, `            <tr><td align="center" class="%s"><a href="%s">%s</a></td></tr>
`, mvRow(i), c.Href(s.BoardURL(b, 1)), Esc(b.Name))
		}
		h.WriteString("        </tbody>\n")
	}
	h.WriteString(`      </table>
    </td>
    <td style="width: 5px;">&nbsp;&nbsp;</td>
    <td width="80%" valign="top">
      <table class="tborder" border="0" cellpadding="4" cellspacing="0" width="100%"><tr><td class="portlet-section-header">Last post in each forum</td></tr></table>
`)
	for _, b := range c.W.Boards {
		if len(b.Threads) == 0 {
			continue
		}
		t := b.Threads[0]
		p := t.LastPost()
		fmt.Fprintf(&h, `      <table class="tborder" border="0" cellpadding="4" cellspacing="0" width="100%%">
        <tr class="portlet-section-body"><td>Category: <a href="%s">%s</a> &raquo; Forum: <a href="%s">%s</a> &raquo; Thread: <a href="%s">%s</a></td></tr>
        <tr class="portlet-section-body"><td>Posted by %s at %s</td></tr>
        <tr class="portlet-section-body"><td><b>Re: %s</b><br/>%s</td></tr>
        <tr class="portlet-section-body"><td>Replies: %d :: <a href="%s" class="command">Reply</a></td></tr>
      </table>
      <br/>
`, c.Href(mvCat(b.Category)), Esc(b.Category.Name), c.Href(s.BoardURL(b, 1)), Esc(b.Name), c.Href(s.ThreadURL(t, 1)), Esc(t.Title),
			s.userLink(c, p.Author), p.Time.Format(mvDate), Esc(t.Title), Esc(clip(strings.Join(p.Body, " "), 400)),
			len(t.Posts)-1, c.Href(fmt.Sprintf(mvPre+"addpost?parent=%d", d.o.postID[p])))
	}
	h.WriteString("    </td>\n  </tr>\n</table>\n")
	return h.String()
}

func mvRow(i int) string {
	if i%2 == 0 {
		return "portlet-section-body"
	}
	return "portlet-section-alternate"
}

// onlineUsers is who is online: a few members, the same on every page of the moment.
func (s mvSkin) onlineUsers(c *Ctx) []*User {
	var out []*User
	for _, u := range c.W.Users {
		if Hash("mvonline", u.ID, c.W.Now.YearDay())%13 == 0 {
			out = append(out, u)
		}
	}
	return out
}

func (s mvSkin) online(c *Ctx) string {
	var h strings.Builder
	h.WriteString(s.tree(c, nil, "Who is online"))
	h.WriteString(`<table class="tborder" width="95%" cellspacing="0" cellpadding="3" align="center"><tr class="portlet-section-header"><td>Member</td><td>Action</td></tr>`)
	for i, u := range s.onlineUsers(c) {
		fmt.Fprintf(&h, `<tr class="%s"><td>%s</td><td>Viewing the index</td></tr>`, mvRow(i), s.userLink(c, u))
	}
	h.WriteString(`<tr class="portlet-section-body"><td>Guest</td><td>Viewing the index</td></tr></table>`)
	return h.String()
}

// listforums is listforums.jsp: every category, or the one asked for.
func (s mvSkin) listforums(c *Ctx) Response {
	info := Info{Type: TypeEntry}
	var only *Category
	if c.Query.Has("category") {
		id := c.Int("category")
		if id < 1 || id > len(c.W.Categories) {
			return s.missing(c, fmt.Sprintf("Cannot find the category with id = %s.", c.Query.Get("category")))
		}
		only = c.W.Categories[id-1]
		info = Info{Type: TypeIndex, FPage: 1, Canonical: mvCat(only)}
	}
	var h strings.Builder
	if only != nil {
		fmt.Fprintf(&h, `<table width="95%%" align="center"><tr class="nav"><td width="100%%" nowrap="nowrap"><a class="nav" href="%s">Index</a>&nbsp;&raquo;&nbsp;<a class="nav" href="%s">Forum list</a>&nbsp;&raquo;&nbsp;%s</td></tr></table><br/>
`, c.Href(mvPre+"index"), c.Href(mvPre+"listforums"), Esc(only.Name))
	} else {
		h.WriteString(s.tree(c, nil, "Forum list"))
	}
	h.WriteString(`<table class="tborder" width="95%" cellspacing="0" cellpadding="3" align="center">
  <tr class="portlet-section-header"><td colspan="2">Forum</td><td align="center">Threads</td><td align="center">Posts</td><td align="center">Last post</td></tr>
`)
	for _, cat := range c.W.Categories {
		if only != nil && cat != only {
			continue
		}
		fmt.Fprintf(&h, `  <tr class="portlet-section-subheader"><td colspan="5"><a href="%s" class="portlet-section-subheader">%s</a></td></tr>
`, c.Href(mvCat(cat)), Esc(cat.Name))
		for i, b := range cat.Boards {
			last := "&nbsp;"
			if len(b.Threads) > 0 {
				p := b.Latest()
				last = fmt.Sprintf(`%s<br/>by %s&nbsp;<a href="%s"><img src="%s%sright.gif" border="0" alt="Last" title="Last" /></a>`,
					p.Time.Format(mvDate), s.userLink(c, p.Author), c.Href(fmt.Sprintf(mvPre+"viewthread?thread=%d&lastpage=yes#lastpost", mvTab(c.W).o.threadID[p.Thread])), c.Pkg.Mount, mvIcons)
			}
			fmt.Fprintf(&h, `  <tr class="%s">
    <td width="16"><img src="%s%sf_norm_no.gif" border="0" alt="" /></td>
    <td><a href="%s" class="messageTopic">%s</a><br/>%s</td>
    <td align="center"><b>%d</b></td><td align="center"><b>%d</b></td>
    <td align="center" nowrap="nowrap">%s</td>
  </tr>
`, mvRow(i), c.Pkg.Mount, mvIcons, c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description), len(b.Threads), b.AllPosts(), last)
		}
	}
	h.WriteString("</table>\n")
	title := "Forum list"
	if only != nil {
		title = only.Name
	}
	return c.Page(info, s.frame(c, title, h.String()))
}

// offset reads the offset parameter as GenericParamUtil.getParameterUnsignedInt
// does inside a try: a missing, negative or malformed one is 0.
func mvOffset(c *Ctx) int {
	n, err := strconv.Atoi(c.Query.Get("offset"))
	if err != nil || n < 0 {
		return 0
	}
	return n
}

// mvSorts are the thread list's sort choices.
var mvSorts = []struct{ key, label string }{{"ThreadLastPostDate", "Last post date"}, {"ThreadCreationDate", "First post date"},
	{"MemberName", "Author"}, {"ThreadReplyCount", "Replies"}, {"ThreadViewCount", "Views"}, {"ThreadPriority", "Priority"}}

func (s mvSkin) listthreads(c *Ctx) Response {
	b := c.W.Board(c.Int("forum"))
	if b == nil {
		return s.missing(c, fmt.Sprintf("Cannot find the forum with id = %s.", c.Query.Get("forum")))
	}
	per := c.W.Shape.ThreadsPerPage
	off := mvOffset(c)
	if off > len(b.Threads) {
		return c.Page(Info{Type: TypeOther}, s.frame(c, "Error", s.simple(c, "Error", "The offset is not allowed to be greater than total rows.")))
	}
	sort, order := c.Query.Get("sort"), c.Query.Get("order")
	ts := b.Threads
	switch sort {
	case "ThreadCreationDate":
		ts = stickyFirst(ts, func(a, b *Thread) int { return a.Posts[0].Time.Compare(b.Posts[0].Time) }, order != "ASC")
	case "MemberName":
		ts = stickyFirst(ts, byStarter, order != "ASC")
	case "ThreadReplyCount":
		ts = stickyFirst(ts, byReplies, order != "ASC")
	case "ThreadViewCount":
		ts = stickyFirst(ts, byViews, order != "ASC")
	case "ThreadLastPostDate", "ThreadPriority", "":
		if order == "ASC" {
			ts = stickyFirst(ts, byLastPost, false)
		}
	}
	info := boardInfo(s, b, off/per+1)
	if off >= len(b.Threads) && off > 0 {
		// offset equal to the total: the list is empty, no page of the forum.
		info = Info{Type: TypeOther}
	}
	d := mvTab(c.W)
	var h strings.Builder
	h.WriteString(s.tree(c, b, ""))
	h.WriteString(s.quickGo(c, b))
	if sort == "" {
		sort = "ThreadLastPostDate"
	}
	if order == "" {
		order = "DESC"
	}
	fmt.Fprintf(&h, `<table width="95%%" align="center"><tr><td nowrap="nowrap" class="portlet-font">
    <form name="form" action="%s" method="get"><input type="hidden" name="forum" value="%d" />Sort by <select name="sort">`, c.Href(mvPre+"listthreads"), b.ID)
	for _, o := range mvSorts {
		sel := ""
		if o.key == sort {
			sel = ` selected="selected"`
		}
		fmt.Fprintf(&h, `<option value="%s"%s>%s</option>`, o.key, sel, o.label)
	}
	fmt.Fprintf(&h, `</select> Order <select name="order"><option value="ASC"%s>Ascending</option><option value="DESC"%s>Descending</option></select>
      <input type="button" name="go" value="Go" onclick="javascript:handleGo();" class="liteoption" /></form></td></tr></table>
`, mvSel(order == "ASC"), mvSel(order != "ASC"))
	fmt.Fprintf(&h, `<table width="95%%" align="center"><tr><td valign="bottom" class="highlight">List all threads in this forum (%d posts in %d threads)</td>
<td align="right" valign="bottom"><a class="command" href="%s"><img src="%s%sbutton_new_thread.gif" border="0" alt="New Thread" title="New Thread" /></a></td></tr></table>
<table class="tborder" width="95%%" cellspacing="0" cellpadding="3" align="center">
  <tr class="portlet-section-header"><td colspan="3">Thread</td><td align="center">Author</td><td align="center">Replies</td><td align="center">Views</td><td align="center">Last post</td></tr>
  <tr><td class="portlet-section-subheader" colspan="7">Normal threads</td></tr>
`, b.AllPosts(), len(b.Threads), c.Href(fmt.Sprintf(mvPre+"addpost?forum=%d", b.ID)), c.Pkg.Mount, mvIcons)
	end := min(off+per, len(ts))
	for i, t := range ts[off:end] {
		id := mvTID(d, t)
		icon := "f_norm_no.gif"
		if len(t.Posts) > 20 {
			icon = "f_hot_no.gif"
		}
		last := t.LastPost()
		fmt.Fprintf(&h, `    <tr class="%s">
      <td width="16"><img src="%s%s%s" border="0" alt="" /></td>
      <td width="16">&nbsp;</td>
      <td>
      <a href="%s" class="messageTopic">
        %s</a>
      <br/>
      %s%s
      </td>
      <td align="center">%s</td>
      <td align="center"><b>%d</b></td>
      <td align="center"><b>%d</b></td>
      <td align="center">
        %s<br/>
        by %s&nbsp;
        <a href="%s" class="messageTopic"><img src="%s%sright.gif" border="0" alt="Last" title="Last" /></a>
      </td>
    </tr>
`, mvRow(i), c.Pkg.Mount, mvIcons, icon, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), Esc(clip(strings.Join(t.Posts[0].Body, " "), 100)),
			s.pages(c, id, len(t.Posts)), s.userLink(c, t.Author), len(t.Posts)-1, t.Views, last.Time.Format(mvDate), s.userLink(c, last.Author),
			c.Href(fmt.Sprintf(mvPre+"viewthread?thread=%d&lastpage=yes#lastpost", id)), c.Pkg.Mount, mvIcons)
	}
	h.WriteString("</table>\n")
	base := mvPre + "listthreads?"
	if c.Query.Has("sort") {
		base += "sort=" + url.QueryEscape(c.Query.Get("sort")) + "&"
	}
	if c.Query.Has("order") {
		base += "order=" + url.QueryEscape(c.Query.Get("order")) + "&"
	}
	base += fmt.Sprintf("forum=%d", b.ID)
	fmt.Fprintf(&h, `<table width="95%%" align="center"><tr><td>%s</td></tr></table>
`, s.pager(c, base, "Normal threads", len(b.Threads), per, off))
	return c.Page(info, s.frame(c, b.Name, h.String()))
}

func mvSel(on bool) string {
	if on {
		return ` selected="selected"`
	}
	return ""
}

// pages is inc_pages.jsp: a thread row's page links, every page by offset
// up to 12 pages, past that the first five and the last five.
func (s mvSkin) pages(c *Ctx, id, posts int) string {
	per := c.W.Shape.PostsPerPage
	if posts <= per {
		return ""
	}
	total := pageCount(posts, per)
	var h strings.Builder
	h.WriteString("\n    <br/>\n    Page:")
	link := func(i int) {
		fmt.Fprintf(&h, "\n    &nbsp;<a href=\"%s\" class=\"messageTopic\">%d</a>", c.Href(fmt.Sprintf(mvPre+"viewthread?thread=%d&offset=%d", id, i*per)), i+1)
	}
	if total <= 12 {
		for i := range total {
			link(i)
		}
	} else {
		for i := range 5 {
			link(i)
		}
		h.WriteString("\n    . . .")
		for i := total - 5; i < total; i++ {
			link(i)
		}
	}
	return h.String()
}

// pager is inc_pager.jsp over the pager taglib: the count of rows and pages,
// Previous, every page by base&offset=N (page 1 as offset=0), Next.
func (s mvSkin) pager(c *Ctx, base, rows string, items, per, off int) string {
	total := pageCount(items, per)
	cur := off/per + 1
	var h strings.Builder
	fmt.Fprintf(&h, `<table cellspacing="0" cellpadding="0">
  <tr class="pager">
    <td align="right" nowrap="nowrap">
      %s: %d&nbsp;&nbsp;&nbsp;Pages: %d&nbsp;&nbsp;&nbsp;[`, rows, items, total)
	href := func(p int) string { return c.Href(fmt.Sprintf("%s&offset=%d", base, (p-1)*per)) }
	if cur > 1 {
		fmt.Fprintf(&h, "\n      <a href=\"%s\" class=\"pager\">Previous</a> |", href(cur-1))
	}
	for p := max(1, cur-5); p <= min(total, max(1, cur-5)+9); p++ {
		if p == cur {
			fmt.Fprintf(&h, "\n          <span class=\"pagerCurrent\">%d</span>", p)
		} else {
			fmt.Fprintf(&h, "\n          <a href=\"%s\" class=\"pager\">%d</a>", href(p), p)
		}
	}
	if cur < total {
		fmt.Fprintf(&h, "\n      | <a href=\"%s\" class=\"pager\">Next</a>", href(cur+1))
	}
	h.WriteString(" ]\n    </td>\n  </tr>\n</table>\n")
	return h.String()
}

func (s mvSkin) thread(c *Ctx) (*Thread, int, bool) {
	d := mvTab(c.W)
	id := c.Int("thread")
	t := byID(d.o.threads, id)
	return t, id, t != nil
}

func (s mvSkin) viewthread(c *Ctx) Response {
	t, id, ok := s.thread(c)
	if !ok {
		return s.missing(c, fmt.Sprintf("Cannot find the thread with id = %s.", c.Query.Get("thread")))
	}
	if c.Query.Get("printall") == "yes" {
		return s.printthread(c)
	}
	per := c.W.Shape.PostsPerPage
	off := mvOffset(c)
	if v := c.Query.Get("lastpage"); v == "yes" || v == "true" {
		off = (t.Pages(per) - 1) * per
	}
	d := mvTab(c.W)
	b := t.Board
	info := Info{Type: TypeOther}
	if off < len(t.Posts) {
		info = threadInfo(s, t, off/per+1)
	}
	var h strings.Builder
	h.WriteString(s.tree(c, b, "Thread: "+Esc(t.Title)))
	h.WriteString(s.quickGo(c, b))
	prev, next := neighbour(t, false), neighbour(t, true)
	nav := func(n *Thread, img, alt string) string {
		if n == nil {
			return ""
		}
		return fmt.Sprintf(`<a href="%s"><img src="%s%s%s" border="0" alt="%s" title="%s"/></a>`, c.Href(s.ThreadURL(n, 1)), c.Pkg.Mount, mvIcons, img, alt, alt)
	}
	fmt.Fprintf(&h, `<table width="95%%" align="center"><tr><td valign="bottom" align="right"><a class="command" href="%s"><img src="%s%sbutton_new_thread.gif" border="0" alt="New Thread" title="New Thread"/></a></td></tr></table>
<table class="tborder" width="95%%" cellspacing="0" cellpadding="5" align="center">
  <tr class="portlet-section-header">
    <td width="155" align="center" nowrap="nowrap">Author</td>
    <td align="center"><table width="100%%" class="noborder" cellpadding="0" cellspacing="0"><tr>
      <td nowrap="nowrap">%s</td>
      <td class="portlet-section-header" width="100%%" align="center">This thread has been viewed <font color="Aqua">%d</font> times and has <font color="Yellow">%d</font> replies</td>
      <td nowrap="nowrap">%s</td>
    </tr></table></td>
  </tr>
</table>
`, c.Href(fmt.Sprintf(mvPre+"addpost?forum=%d", b.ID)), c.Pkg.Mount, mvIcons, nav(prev, "left.gif", "Previous Thread"), t.Views+1, len(t.Posts)-1, nav(next, "right.gif", "Next Thread"))
	var shown []*Post
	if off < len(t.Posts) {
		shown = t.Posts[off:min(off+per, len(t.Posts))]
	}
	for i, p := range shown {
		pid := d.o.postID[p]
		u := p.Author
		last := ""
		if i == len(shown)-1 {
			last = `<a name="lastpost"></a>`
		}
		topic := "Re: " + t.Title
		if p.Index == 0 {
			topic = t.Title
		}
		sig := ""
		if sg := signature(u); sg != "" {
			sig = "<br/>----------------------------------------<br/>\n" + Esc(sg)
		}
		fmt.Fprintf(&h, `<a name="%d"></a>%s
<table class="tborder" width="95%%" cellspacing="0" cellpadding="5" align="center">
  <tr class="%s">
    <td width="155" rowspan="2" valign="top">
        <img src="%s%snogender.gif" border="0" alt="" />
        %s
        <br/>
        %s
        <br/><br/><br/>
        <br/>
        Joined: <b>%s</b><br/>
        Messages: <b>%d</b><br/>
        Offline
    </td>
    <td valign="top">
      <table width="100%%" class="noborder" cellpadding="0" cellspacing="0">
        <tr>
          <td width="100%%" valign="top" class="messageTextBold">
               <a href="%s"><img src="%s%sbutton_reply.gif" border="0" alt="Reply to this Post" title="Reply to this Post" /></a>&nbsp;
               <a href="%s"><img src="%s%sbutton_quote.gif" border="0" alt="Reply with quote" title="Reply with quote" /></a>&nbsp;
          </td>
        </tr>
        <tr><td width="100%%" colspan="2" valign="top" class="messageTextBold" align="left"><span id="posttopic_%d">%s</span></td></tr>
      </table>
      <hr size="1" noshade="noshade"/>
      %s%s
    </td>
  </tr>
  <tr class="%s">
    <td>
      <table class="noborder" width="100%%" cellpadding="0" cellspacing="0">
        <tr>
          <td nowrap="nowrap">
          [%s]
            <a href="%s"><img src="%s%sprinter.gif" border="0" alt="Print Post" title="Print Post" /></a>
          </td>
          <td width="100%%">
              &nbsp;&nbsp;&nbsp;<a href="%s"><img src="%s%sbutton_profile.gif" border="0" alt="View Member" title="View Member" /></a>
              &nbsp;&nbsp;&nbsp;<a href="%s"><img src="%s%sbutton_pm.gif" border="0" alt="Send Private Message" title="Send Private Message" /></a>
          </td>
          <td nowrap="nowrap">
            <a href="#%d">[Link]</a>
            <img src="%s%sthreat.gif" border="0" alt="Report threatening content (login needed)" title="Report threatening content (login needed)" />
            &nbsp;<a href="#"><img src="%s%sup.gif" border="0" alt="Go to top" title="Go to top" /></a>&nbsp;
          </td>
        </tr>
      </table>
    </td>
  </tr>
</table>
`, pid, last, mvRow(i), c.Pkg.Mount, mvIcons, s.userLink(c, u), rank(u), u.Joined.Format(mvDay), u.Posts,
			c.Href(fmt.Sprintf(mvPre+"addpost?parent=%d", pid)), c.Pkg.Mount, mvIcons,
			c.Href(fmt.Sprintf(mvPre+"addpost?parent=%d&quote=yes", pid)), c.Pkg.Mount, mvIcons,
			pid, Esc(topic), "<p>"+strings.Join(escAll(p.Body), "</p>\n<p>")+"</p>", sig, mvRow(i),
			p.Time.Format(mvDate), c.Href(fmt.Sprintf(mvPre+"printpost?post=%d", pid)), c.Pkg.Mount, mvIcons,
			c.Href(mvMember(u)), c.Pkg.Mount, mvIcons, c.Href(mvPre+"addmessage?MessageToList="+url.QueryEscape(u.Name)), c.Pkg.Mount, mvIcons,
			pid, c.Pkg.Mount, mvIcons, c.Pkg.Mount, mvIcons)
	}
	fmt.Fprintf(&h, `<table width="95%%" align="center">
  <tr>
    <td><table cellspacing="0" cellpadding="0"><tr><td>%s</td>
          <td nowrap="nowrap"><b>[</b> <a href="%s" class="pager">Jump to the last post</a> <b>]</b></td></tr></table></td>
    <td align="right">
      <a class="command" href="%s"><img src="%s%sbutton_printer_friendly_version.gif" border="0" alt="Printable version" title="Printable version" /></a>&nbsp;
      <a class="command" href="%s"><img src="%s%sbutton_new_thread.gif" border="0" alt="New Thread" title="New Thread" /></a>
    </td>
  </tr>
</table>
`, s.pager(c, fmt.Sprintf(mvPre+"viewthread?thread=%d", id), "Posts", len(t.Posts), per, off),
		c.Href(fmt.Sprintf(mvPre+"viewthread?thread=%d&lastpage=yes#lastpost", id)),
		c.Href(fmt.Sprintf(mvPre+"printthread?thread=%d", id)), c.Pkg.Mount, mvIcons,
		c.Href(fmt.Sprintf(mvPre+"addpost?forum=%d", b.ID)), c.Pkg.Mount, mvIcons)
	return c.Page(info, s.frame(c, "View Thread - "+t.Title, h.String()))
}

// printthread is printthread.jsp: every post of the thread on a bare page.
func (s mvSkin) printthread(c *Ctx) Response {
	t, id, ok := s.thread(c)
	if !ok {
		return s.missing(c, fmt.Sprintf("Cannot find the thread with id = %s.", c.Query.Get("thread")))
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<html><head><title>%s - Print Thread - %s</title></head><body>
<h3>%s</h3><p>URL: <a href="%s">%s</a></p>
`, mvSite, Esc(t.Title), Esc(t.Title), c.Href(fmt.Sprintf(mvPre+"viewthread?thread=%d", id)), Esc(c.URL(fmt.Sprintf(mvPre+"viewthread?thread=%d", id))))
	for _, p := range t.Posts {
		fmt.Fprintf(&h, "<hr/><b>%s</b> [%s]<br/>%s\n", Esc(p.Author.Name), p.Time.Format(mvDate), strings.Join(escAll(p.Body), "<br/>"))
	}
	h.WriteString("</body></html>")
	return c.Page(Info{Type: TypeOther}, h.String())
}

// printpost is printpost.jsp: one post on a bare page.
func (s mvSkin) printpost(c *Ctx) Response {
	d := mvTab(c.W)
	p := byID(d.o.posts, c.Int("post"))
	if p == nil {
		return s.missing(c, fmt.Sprintf("Cannot find the post with id = %s.", c.Query.Get("post")))
	}
	id := d.o.threadID[p.Thread]
	return c.Page(Info{Type: TypeOther}, fmt.Sprintf(`<html><head><title>%s - Print Post</title></head><body>
<h3>%s</h3><p>URL: <a href="%s">%s</a></p><hr/><b>%s</b> [%s]<br/>%s</body></html>`, mvSite, Esc(p.Thread.Title),
		c.Href(fmt.Sprintf(mvPre+"viewthread?thread=%d", id)), Esc(c.URL(fmt.Sprintf(mvPre+"viewthread?thread=%d", id))),
		Esc(p.Author.Name), p.Time.Format(mvDate), strings.Join(escAll(p.Body), "<br/>")))
}

// loginForm is login.jsp; wall adds the reason a guest was sent there.
func (s mvSkin) loginForm(c *Ctx, wall bool) string {
	reason := ""
	if wall {
		reason = `<tr class="portlet-section-body"><td colspan="2" class="warning">You have not logged in or your session has expired. Please login.</td></tr>`
	}
	return s.tree(c, nil, "Login") + fmt.Sprintf(`<form action="%s" method="post" name="submitform">
<table class="tborder" width="95%%" cellspacing="0" cellpadding="3" align="center">
  <tr class="portlet-section-header"><td colspan="2">Login</td></tr>
  %s
  <tr class="portlet-section-body"><td>Login name</td><td><input type="text" name="MemberName" /></td></tr>
  <tr class="portlet-section-alternate"><td>Password</td><td><input type="password" name="MemberMatkhau" /></td></tr>
  <tr class="portlet-section-footer"><td colspan="2" align="center"><input type="button" name="submitbutton" value="Login" class="portlet-form-button" /></td></tr>
</table>
</form>
<table width="95%%" align="center"><tr><td class="portlet-font"><a href="%s" class="command">Forgot your password?</a> | <a href="%s" class="command">New user</a></td></tr></table>
`, c.Href(mvPre+"loginprocess"), reason, c.Href(mvPre+"iforgotpasswords"), c.Href(mvPre+"registermember"))
}

func (s mvSkin) viewmember(c *Ctx) Response {
	u := mvTab(c.W).users[strings.ToLower(c.Query.Get("member"))]
	if u == nil {
		return s.missing(c, fmt.Sprintf("Cannot find the member with name = %s.", c.Query.Get("member")))
	}
	body := fmt.Sprintf(`<table class="tborder" width="95%%" cellspacing="0" cellpadding="3" align="center">
  <tr class="portlet-section-header"><td colspan="2">View Member - %s</td></tr>
  <tr class="portlet-section-body"><td>Login name</td><td>%s</td></tr>
  <tr class="portlet-section-alternate"><td>Title</td><td>%s</td></tr>
  <tr class="portlet-section-body"><td>Join date</td><td>%s</td></tr>
  <tr class="portlet-section-alternate"><td>Messages</td><td>%d (<a href="%s">search all posts by this member</a>)</td></tr>
  <tr class="portlet-section-body"><td>Signature</td><td>%s</td></tr>
  <tr class="portlet-section-alternate"><td colspan="2"><a href="%s">Send Private Message</a></td></tr>
</table>
`, Esc(u.Name), Esc(u.Name), rank(u), u.Joined.Format(mvDate), u.Posts, c.Href(mvPre+"search?member="+url.QueryEscape(u.Name)),
		Esc(signature(u)), c.Href(mvPre+"addmessage?MessageToList="+url.QueryEscape(u.Name)))
	return c.Page(Info{Type: TypeOther}, s.frame(c, "View Member", s.tree(c, nil, "View Member")+body))
}

// listmembers is listmembers.jsp: 10 members a page, newest first unless the
// sort form asks otherwise.
func (s mvSkin) listmembers(c *Ctx) string {
	users := c.W.Users
	ordered := make([]*User, len(users))
	for i := range users {
		ordered[i] = users[len(users)-1-i]
	}
	if c.Query.Get("order") == "ASC" {
		ordered = users
	}
	per := c.W.Shape.PostsPerPage
	off := min(mvOffset(c), len(users))
	var h strings.Builder
	h.WriteString(s.tree(c, nil, "Members list"))
	fmt.Fprintf(&h, `<table width="95%%" align="center"><tr class="portlet-font"><td nowrap="nowrap">
    <form name="form" action="%s" method="get">Sort by <select name="sort"><option value="MemberID">ID</option><option value="MemberName">Login name</option><option value="MemberCreationDate" selected="selected">Join date</option><option value="MemberPostCount">Messages</option></select>
      Order <select name="order"><option value="ASC">Ascending</option><option value="DESC" selected="selected">Descending</option></select>
      <input type="button" name="go" value="Go" onclick="javascript:handleGo();" class="liteoption"/></form></td></tr></table>
`, c.Href(mvPre+"listmembers"))
	base := mvPre + "listmembers?"
	var params []string
	for _, k := range []string{"sort", "order"} {
		if c.Query.Has(k) {
			params = append(params, k+"="+url.QueryEscape(c.Query.Get(k)))
		}
	}
	base += strings.Join(params, "&")
	pg := strings.ReplaceAll(s.pager(c, base, "Members", len(users), per, off), "?&amp;", "?")
	h.WriteString(pg)
	h.WriteString(`<table class="tborder" width="95%" cellspacing="0" cellpadding="3" align="center"><tr class="portlet-section-header"><td>Login name</td><td>Email</td><td>Messages</td><td>Join date</td></tr>`)
	for i, u := range ordered[off:min(off+per, len(ordered))] {
		fmt.Fprintf(&h, `<tr class="%s"><td nowrap="nowrap"><img src="%s%snogender.gif" border="0" alt=""/> <a class="memberName" href="%s">%s</a></td><td>Hidden to guest</td><td align="center">%d</td><td align="center">%s</td></tr>`,
			mvRow(i), c.Pkg.Mount, mvIcons, c.Href(mvMember(u)), Esc(u.Name), u.Posts, u.Joined.Format(mvDate))
	}
	h.WriteString("</table>\n" + pg)
	return h.String()
}

// recent is listrecentthreads.jsp and listunansweredthreads.jsp.
func (s mvSkin) recent(c *Ctx, action string) string {
	ts := c.W.ThreadsByActivity()
	title := "Recent Threads"
	if action == "listunansweredthreads" {
		title = "Unanswered Threads"
		ts = firstN(ts, len(ts), func(t *Thread) bool { return len(t.Posts) == 1 })
	}
	per := c.W.Shape.ThreadsPerPage
	off := min(mvOffset(c), len(ts))
	var h strings.Builder
	h.WriteString(s.tree(c, nil, title))
	h.WriteString(`<table class="tborder" width="95%" cellspacing="0" cellpadding="3" align="center"><tr class="portlet-section-header"><td>Thread</td><td>Forum</td><td>Author</td><td>Replies</td><td>Last post</td></tr>`)
	for i, t := range ts[off:min(off+per, len(ts))] {
		fmt.Fprintf(&h, `<tr class="%s"><td><a href="%s" class="messageTopic">%s</a></td><td><a href="%s">%s</a></td><td>%s</td><td>%d</td><td>%s</td></tr>`,
			mvRow(i), c.Href(s.ThreadURL(t, 1)), Esc(t.Title), c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), s.userLink(c, t.Author), len(t.Posts)-1, t.LastPost().Time.Format(mvDate))
	}
	h.WriteString("</table>\n")
	if len(ts) > 0 {
		h.WriteString(strings.ReplaceAll(s.pager(c, mvPre+action+"?", "Threads", len(ts), per, off), "?&amp;", "?"))
	}
	return h.String()
}

// search is search.jsp: the form, and with key or member the matching
// threads, 20 a page, each linked with the search words to highlight.
func (s mvSkin) search(c *Ctx) string {
	key, member := c.Query.Get("key"), c.Query.Get("member")
	var h strings.Builder
	h.WriteString(s.tree(c, nil, "Search"))
	fmt.Fprintf(&h, `<form action="%s" method="get"><table class="tborder" width="95%%" cellspacing="0" cellpadding="3" align="center">
  <tr class="portlet-section-header"><td colspan="2">Search</td></tr>
  <tr class="portlet-section-body"><td>Keywords</td><td><input type="text" name="key" value="%s"/></td></tr>
  <tr class="portlet-section-alternate"><td>Member</td><td><input type="text" name="member" value="%s"/></td></tr>
  <tr class="portlet-section-footer"><td colspan="2"><input type="submit" value="Search"/></td></tr>
</table></form>
`, c.Href(mvPre+"search"), Esc(key), Esc(member))
	if key == "" && member == "" {
		return h.String()
	}
	lk := strings.ToLower(key)
	u := mvTab(c.W).users[strings.ToLower(member)]
	hits := firstN(c.W.ThreadsByActivity(), 20, func(t *Thread) bool {
		if member != "" && (u == nil || !postedIn(t, u)) {
			return false
		}
		return key == "" || strings.Contains(strings.ToLower(t.Title), lk)
	})
	h.WriteString(`<table class="tborder" width="95%" cellspacing="0" cellpadding="3" align="center"><tr class="portlet-section-header"><td>Search results</td></tr>`)
	for i, t := range hits {
		link := s.ThreadURL(t, 1)
		if key != "" {
			link += "&hl=" + url.QueryEscape(key)
		}
		fmt.Fprintf(&h, `<tr class="%s"><td><a href="%s" class="messageTopic">%s</a> in <a href="%s">%s</a></td></tr>`, mvRow(i), c.Href(link), Esc(t.Title), c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name))
	}
	if len(hits) == 0 {
		h.WriteString(`<tr class="portlet-section-body"><td>No matches found.</td></tr>`)
	}
	h.WriteString("</table>\n")
	return h.String()
}

// feed answers rss, rss2 and atom: the newest threads, of one forum with forum=F.
func (s mvSkin) feed(c *Ctx, kind string) Response {
	ts := c.W.ThreadsByActivity()
	title, link := mvSite, mvPre+"index"
	if c.Query.Has("forum") {
		b := c.W.Board(c.Int("forum"))
		if b == nil {
			return s.missing(c, "Cannot find the forum.")
		}
		ts, title, link = b.Threads, mvSite+" - "+b.Name, s.BoardURL(b, 1)
	}
	ts = ts[:min(20, len(ts))]
	r := Response{Status: 200, Info: Info{Type: TypeOther}}
	if kind == "atom" {
		r.ContentType, r.Body = "application/atom+xml; charset=utf-8", atomFeed(c, ts)
	} else {
		r.ContentType, r.Body = "application/rss+xml; charset=utf-8", rssFeed(c, title, link, rssItems(c, ts))
	}
	return r
}
