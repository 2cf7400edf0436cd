package sim

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// Simple Machines Forum 2.0 with the Curve theme, in German, mounted at the
// host root, guest session ids (PHPSESSID=) in every link. SMF's query strings
// use ';' between parameters, which Go's query parser drops: the skin reads
// Ctx.RawQuery. URL scheme:
//
//	index.php, ""                               entry (board index)
//	index.php?board=B.S                         board, 20 topics a page, S the offset (B.20 is page 2)
//	index.php?board=B.S;sort=subject[;desc]     sort variants (subject, starter, replies, views, last_post)
//	index.php?topic=T.S                         topic, 15 posts a page, S the offset
//	index.php?topic=T.msgM#msgM                 post permalink (renders the page holding it)
//	index.php?topic=T.new#new                   first new post: for guests the last page
//	index.php?topic=T.0;prev_next=prev|next     302 to the neighbouring topic
//	index.php?action=printpage;topic=T.0        print view (other)
//	index.php?action=profile;u=U[;area=showposts|statistics], action=mlist[;sort=K;start=N]
//	index.php?action=calendar[;year=Y;month=M]  calendar: an endless trap
//	index.php?action=login|register|reminder|search|help|recent|stats|who|credits, action=.xml;type=rss
//	index.php?wap2, ?board=B.S;wap2, ?topic=T.S;wap2   the WAP2 mobile version (other)
func smf() *Package {
	return &Package{
		Name: "smf", Software: "Simple Machines Forum 2.0 (Curve), German", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.2, Threads: [2]int{8, 40},
			Posts: [2]int{1, 24}, LongThreadChance: 0.07, ThreadsPerPage: 20, PostsPerPage: 15, Users: 160,
			Lang: text.German, Opinion: 0.25, StickyChance: 0.05},
		Mount: "/", Session: "PHPSESSID", Seed: 3004,
		Robots: "User-agent: *\nDisallow: /index.php?action=*\n",
		Skin:   smfSkin{},
	}
}

type smfSkin struct{}

const smfSite = "Hobbykeller Forum"

func (smfSkin) Entry() string { return "index.php" }

func (smfSkin) BoardURL(b *Board, p int) string {
	return fmt.Sprintf("index.php?board=%d.%d", b.ID, (max(1, p)-1)*20)
}

func (smfSkin) ThreadURL(t *Thread, p int) string {
	return fmt.Sprintf("index.php?topic=%d.%d", t.ID, (max(1, p)-1)*15)
}

// smfQuery is an SMF query string: parameters split on ';' and '&', flags
// without a value ("desc", "wap2") kept with an empty one.
type smfQuery map[string]string

func smfParse(raw, session string) smfQuery {
	q := smfQuery{}
	for _, part := range strings.FieldsFunc(raw, func(r rune) bool { return r == ';' || r == '&' }) {
		k, v, _ := strings.Cut(part, "=")
		if uk, err := url.QueryUnescape(k); err == nil {
			k = uk
		}
		if uv, err := url.QueryUnescape(v); err == nil {
			v = uv
		}
		if k != session && k != "" {
			q[k] = v
		}
	}
	return q
}

func (q smfQuery) has(k string) bool { _, ok := q[k]; return ok }

func (q smfQuery) int(k string) int { n, _ := strconv.Atoi(q[k]); return n }

// smfSplit reads "45.msg200" into 45 and "msg200".
func smfSplit(v string) (int, string) {
	id, rest, _ := strings.Cut(v, ".")
	n, err := strconv.Atoi(id)
	if err != nil {
		return 0, ""
	}
	return n, rest
}

var smfMonths = []string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"}

// smfDate prints a time in SMF's German format: "17. Januar 2021, 10:15:32", "Heute um 10:15:32".
func smfDate(now, t time.Time) string {
	switch calendarDays(now, t) {
	case 0:
		return "<strong>Heute</strong> um " + t.Format("15:04:05")
	case 1:
		return "<strong>Gestern</strong> um " + t.Format("15:04:05")
	}
	return fmt.Sprintf("%02d. %s %d, %s", t.Day(), smfMonths[t.Month()-1], t.Year(), t.Format("15:04:05"))
}

func (s smfSkin) Serve(c *Ctx) Response {
	if c.Path != "" && c.Path != "index.php" {
		return c.NotFound(s.frame(c, "Ein Fehler ist aufgetreten!", nil, nil, "", s.fatal("Die angeforderte Seite existiert nicht.")))
	}
	q := smfParse(c.RawQuery, c.Pkg.Session)
	wap := q.has("wap2") || q.has("wap") || q.has("imode")
	sh := c.W.Shape
	switch {
	case q["action"] != "":
		return s.action(c, q)
	case q.has("topic"):
		id, rest := smfSplit(q["topic"])
		t := c.W.Thread(id)
		if t == nil {
			return s.missing(c)
		}
		page := 1
		switch {
		case strings.HasPrefix(rest, "msg"):
			n, _ := strconv.Atoi(rest[3:])
			p := c.W.Post(n)
			if p == nil || p.Thread != t {
				return s.missing(c)
			}
			page = PageOf(p.Index, sh.PostsPerPage)
		case rest == "new":
			page = t.Pages(sh.PostsPerPage)
		case rest == "":
		default:
			n, err := strconv.Atoi(rest)
			if err != nil || n < 0 {
				return s.missing(c)
			}
			page = n/sh.PostsPerPage + 1
		}
		if page > t.Pages(sh.PostsPerPage) {
			return s.missing(c)
		}
		if pn := q["prev_next"]; pn == "prev" || pn == "next" {
			// Previous is the newer topic in the board's list, next the older one.
			n := neighbour(t, pn == "next")
			if n == nil {
				n = t
			}
			return c.Redirect(s.ThreadURL(n, 1)+"#new", threadInfo(s, n, 1))
		}
		if wap {
			return c.Page(Info{Type: TypeOther}, s.wapTopic(c, t, page))
		}
		return c.Page(threadInfo(s, t, page), s.topic(c, t, page))
	case q.has("board"):
		id, rest := smfSplit(q["board"])
		b := c.W.Board(id)
		start, err := strconv.Atoi(rest)
		if rest == "" {
			start, err = 0, nil
		}
		if b == nil || err != nil || start < 0 {
			return s.missing(c)
		}
		page := start/sh.ThreadsPerPage + 1
		if page > b.Pages(sh.ThreadsPerPage) {
			return s.missing(c)
		}
		if wap {
			return c.Page(Info{Type: TypeOther}, s.wapBoard(c, b, page))
		}
		return c.Page(boardInfo(s, b, page), s.board(c, b, page, q))
	}
	if wap {
		return c.Page(Info{Type: TypeOther}, s.wapHome(c))
	}
	return c.Page(Info{Type: TypeEntry, Canonical: "index.php"}, s.frame(c, smfSite+" - Übersicht", nil, nil, "", s.home(c)))
}

func (s smfSkin) action(c *Ctx, q smfQuery) Response {
	other := Info{Type: TypeOther}
	page := func(title, main string) Response { return c.Page(other, s.frame(c, title, nil, nil, "", main)) }
	switch q["action"] {
	case "printpage":
		id, _ := smfSplit(q["topic"])
		t := c.W.Thread(id)
		if t == nil {
			return s.missing(c)
		}
		return c.Page(other, s.print(c, t))
	case "profile":
		u := c.W.User(q.int("u"))
		if u == nil {
			return c.NotFound(s.frame(c, "Ein Fehler ist aufgetreten!", nil, nil, "", s.fatal("Das Profil, das Sie ansehen wollten, existiert nicht.")))
		}
		return page("Profil von "+u.Name, s.profile(c, u, q["area"]))
	case "mlist":
		return page("Mitgliederliste", s.members(c, q))
	case "calendar":
		return c.Page(Info{Type: TypeOther, Trap: true}, s.frame(c, "Kalender", nil, nil, "", s.calendar(c, q)))
	case "login", "reminder":
		return page("Anmelden", s.login(c, ""))
	case "post", "unread", "unreadreplies", "pm", "notify", "markasread":
		return page("Anmelden", s.login(c, `<p class="information centertext">Gäste haben leider keine Berechtigung für diese Aktion. Bitte melden Sie sich an oder registrieren Sie sich.</p>`))
	case "register":
		return page("Registrieren", s.register(c))
	case "search":
		return page("Suche", s.search(c))
	case "help":
		return page("Hilfe", s.help(c))
	case "recent":
		return page("Neueste Beiträge", s.recent(c, q.int("start")))
	case "stats":
		return page("Forum-Statistiken", s.stats(c))
	case "who":
		return page("Wer ist online?", s.who(c))
	case "credits":
		return page("Danksagungen", `<div id="credits"><div class="cat_bar"><h3 class="catbg">Danksagungen</h3></div><div class="windowbg"><span class="topslice"><span></span></span><div class="content"><p>Simple Machines bedankt sich bei allen, die an SMF 2.0 mitgewirkt haben.</p></div><span class="botslice"><span></span></span></div></div>`)
	case ".xml":
		return Response{Status: 200, ContentType: "application/rss+xml; charset=UTF-8", Body: s.rss(c), Info: other}
	}
	return c.NotFound(s.frame(c, "Ein Fehler ist aufgetreten!", nil, nil, "", s.fatal("Diese Aktion ist nicht möglich.")))
}

func (s smfSkin) fatal(msg string) string {
	return `<div id="fatal_error">
	<div class="cat_bar"><h3 class="catbg">Ein Fehler ist aufgetreten!</h3></div>
	<div class="windowbg"><span class="topslice"><span></span></span><div class="padding">` + msg + `</div><span class="botslice"><span></span></span></div>
</div>
<div class="centertext"><a href="javascript:history.go(-1)">Zurück</a></div>`
}

func (s smfSkin) missing(c *Ctx) Response {
	return c.NotFound(s.frame(c, "Ein Fehler ist aufgetreten!", nil, nil, "", s.fatal("Das Thema oder Board, das Sie gesucht haben, ist nicht verfügbar oder Sie haben keinen Zugang dazu.")))
}

func (s smfSkin) user(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a href="%s" title="Profil von %s ansehen">%s</a>`, c.Href(fmt.Sprintf("index.php?action=profile;u=%d", u.ID)), Esc(u.Name), Esc(u.Name))
}

// linktree is SMF's breadcrumb: forum, category anchor, boards, topic.
func (s smfSkin) linktree(c *Ctx, b *Board, t *Thread) string {
	var items []string
	items = append(items, fmt.Sprintf(`<li><a href="%s"><span>%s</span></a></li>`, c.Href("index.php"), smfSite))
	if b != nil {
		items = append(items, fmt.Sprintf(`<li><a href="%s"><span>%s</span></a></li>`, c.Href(fmt.Sprintf("index.php#c%d", b.Category.ID)), Esc(b.Category.Name)))
		for _, x := range b.Trail() {
			items = append(items, fmt.Sprintf(`<li><a href="%s"><span>%s</span></a></li>`, c.Href(s.BoardURL(x, 1)), Esc(x.Name)))
		}
	}
	if t != nil {
		items = append(items, fmt.Sprintf(`<li><a href="%s"><span>%s</span></a></li>`, c.Href(s.ThreadURL(t, 1)), Esc(t.Title)))
	}
	last := len(items) - 1
	items[last] = strings.Replace(items[last], "<li>", `<li class="last">`, 1)
	for i := range last {
		items[i] = strings.Replace(items[i], "</li>", " &#187;</li>", 1)
	}
	return `<div class="navigate_section"><ul>` + strings.Join(items, "\n") + `</ul></div>`
}

func (s smfSkin) frame(c *Ctx, title string, b *Board, t *Thread, canonical, main string) string {
	canon := ""
	if canonical != "" {
		canon = fmt.Sprintf(`<link rel="canonical" href="%s" />`+"\n", Esc(c.Pkg.Mount+canonical))
	}
	index := ""
	if b != nil {
		index = fmt.Sprintf(`<link rel="index" href="%s" />`+"\n", c.Href(s.BoardURL(b, 1)))
	}
	return fmt.Sprintf(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="de-DE">
<head>
	<link rel="stylesheet" type="text/css" href="/Themes/default/css/index.css?fin20" />
	<link rel="stylesheet" type="text/css" href="/Themes/default/css/webkit.css" />
%s	<script type="text/javascript" src="/Themes/default/scripts/script.js?fin20"></script>
	<script type="text/javascript" src="/Themes/default/scripts/theme.js?fin20"></script>
	<script type="text/javascript"><!-- // --><![CDATA[
		var smf_theme_url = "/Themes/default";
		var smf_default_theme_url = "/Themes/default";
		var smf_images_url = "/Themes/default/images";
		var smf_scripturl = "%s";
		var smf_iso_case_folding = false;
		var smf_charset = "UTF-8";
		var ajax_notification_text = "Lade...";
		var ajax_notification_cancel_text = "Abbrechen";
	// ]]></script>
	<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
	<meta name="description" content="%s" />
	<meta name="keywords" content="Forum, Hobby, Garten, Auto, Kochen, Reisen, Fotografie" />
	<title>%s</title>
%s	<link rel="help" href="%s" />
	<link rel="search" href="%s" />
	<link rel="contents" href="%s" />
	<link rel="alternate" type="application/rss+xml" title="%s - RSS" href="%s" />
%s</head>
<body>
<div id="wrapper" style="width: 90%%">
	<div id="header"><div class="frame">
		<div id="top_section">
			<h1 class="forumtitle">
				<a href="%s">%s</a>
			</h1>
			<img id="upshrink" src="/Themes/default/images/upshrink.png" alt="*" title="Kopfbereich ein- oder ausklappen." style="display: none;" />
			<img id="smflogo" src="/Themes/default/images/smflogo.png" alt="Simple Machines Forum" title="Simple Machines Forum" />
		</div>
		<div id="upper_section" class="middletext">
			<div class="user">
				<script type="text/javascript" src="/Themes/default/scripts/sha1.js"></script>
				<form id="guest_form" action="%s" method="post" accept-charset="UTF-8"  onsubmit="hashLoginPassword(this, '%016x');">
					<div class="info">Willkommen, <strong>Gast</strong>. Bitte <a href="%s">anmelden</a> oder <a href="%s">registrieren</a>.<br />Aktivierungs-E-Mail nicht erhalten?</div>
					<input type="text" name="user" size="10" class="input_text" />
					<input type="password" name="passwrd" size="10" class="input_password" />
					<select name="cookielength">
						<option value="60">1 Stunde</option>
						<option value="1440">1 Tag</option>
						<option value="10080">1 Woche</option>
						<option value="43200">1 Monat</option>
						<option value="-1" selected="selected">Immer</option>
					</select>
					<input type="submit" value="Anmelden" class="button_submit" /><br />
					<div class="info">Mit Benutzername, Passwort und Sitzungslänge anmelden</div>
					<input type="hidden" name="hash_passwrd" value="" />
				</form>
			</div>
			<div class="news normaltext">
				<form id="search_form" action="%s" method="post" accept-charset="UTF-8">
					<input type="text" name="search" value="" class="input_text" />&nbsp;
					<input type="submit" name="submit" value="Suche" class="button_submit" />
					<input type="hidden" name="advanced" value="0" />
				</form>
				<h2>Neuigkeiten: </h2>
				<p>Willkommen im %s! Bitte lest vor dem ersten Beitrag die Forenregeln.</p>
			</div>
		</div>
		<br class="clear" />
		<script type="text/javascript"><!-- // --><![CDATA[
			var oMainHeaderToggle = new smc_Toggle({
				bToggleEnabled: true,
				bCurrentlyCollapsed: false,
				aSwappableContainers: ['upper_section'],
				aSwapImages: [{sId: 'upshrink', srcExpanded: smf_images_url + '/upshrink.png', altExpanded: 'Kopfbereich ein- oder ausklappen.', srcCollapsed: smf_images_url + '/upshrink2.png', altCollapsed: 'Kopfbereich ein- oder ausklappen.'}],
				oThemeOptions: {bUseThemeSettings: false, sOptionName: 'collapse_header', sSessionVar: 'e4a1b0', sSessionId: ''},
				oCookieOptions: {bUseCookie: true, sCookieName: 'upshrink'}
			});
		// ]]></script>
		<div id="main_menu">
			<ul class="dropmenu" id="menu_nav">
				<li id="button_home"><a class="active firstlevel" href="%s"><span class="last firstlevel">Übersicht</span></a></li>
				<li id="button_help"><a class="firstlevel" href="%s"><span class="firstlevel">Hilfe</span></a></li>
				<li id="button_search"><a class="firstlevel" href="%s"><span class="firstlevel">Suche</span></a></li>
				<li id="button_calendar"><a class="firstlevel" href="%s"><span class="firstlevel">Kalender</span></a></li>
				<li id="button_mlist"><a class="firstlevel" href="%s"><span class="firstlevel">Mitglieder</span></a></li>
				<li id="button_login"><a class="firstlevel" href="%s"><span class="firstlevel">Anmelden</span></a></li>
				<li id="button_register"><a class="firstlevel" href="%s"><span class="last firstlevel">Registrieren</span></a></li>
			</ul>
		</div>
		%s
	</div></div>
	<div id="content_section"><div class="frame">
		<div id="main_content_section">
%s
		%s
		</div>
	</div></div>
	<div id="footer_section"><div class="frame">
		<ul class="reset">
			<li class="copyright"><span class="smalltext" style="display: inline; visibility: visible; font-family: Verdana, Arial, sans-serif;"><a href="%s" title="Simple Machines Forum" target="_blank" class="new_win">SMF 2.0.19</a> |
 <a href="http://www.simplemachines.org/about/smf/license.php" title="License" target="_blank" class="new_win">SMF &copy; 2021</a>, <a href="http://www.simplemachines.org" title="Simple Machines" target="_blank" class="new_win">Simple Machines</a>
			</span></li>
			<li><a id="button_xhtml" href="http://validator.w3.org/check?uri=referer" target="_blank" class="new_win" title="Valides XHTML 1.0!"><span>XHTML</span></a></li>
			<li><a id="button_rss" href="%s" class="new_win"><span>RSS</span></a></li>
			<li class="last"><a id="button_wap2" href="%s" class="new_win"><span>WAP2</span></a></li>
		</ul>
		<p>Seite erstellt in %d.%03d Sekunden mit %d Abfragen.</p>
	</div></div>
</div>
%s</body></html>`,
		c.Styles(18), c.Pkg.Mount+"index.php", Esc(title), Esc(title), canon,
		c.Href("index.php?action=help"), c.Href("index.php?action=search"), c.Href("index.php"), smfSite, c.Href("index.php?type=rss;action=.xml"), index,
		c.Href("index.php"), smfSite,
		c.Href("index.php?action=login2"), Hash("smfsess", c.Sid), c.Href("index.php?action=login"), c.Href("index.php?action=register"),
		c.Href("index.php?action=search2"), smfSite,
		c.Href("index.php"), c.Href("index.php?action=help"), c.Href("index.php?action=search"), c.Href("index.php?action=calendar"),
		c.Href("index.php?action=mlist"), c.Href("index.php?action=login"), c.Href("index.php?action=register"),
		s.linktree(c, b, t), main, s.linktree(c, b, t),
		c.Href("index.php?action=credits"), c.Href("index.php?action=.xml;type=rss"), c.Href("index.php?wap2"),
		Hash("gen", title)%2, Hash("gen2", title)%1000, 12+Hash("queries", title)%20,
		c.Scripts(8))
}

// boardRows renders board rows of the board index (or a board's child boards).
func (s smfSkin) boardRows(c *Ctx, boards []*Board) string {
	var h strings.Builder
	for _, b := range boards {
		fmt.Fprintf(&h, `<tr id="board_%d" class="windowbg2">
	<td class="icon windowbg"><a href="%s"><img src="/Themes/default/images/off.png" alt="Keine neuen Beiträge" title="Keine neuen Beiträge" /></a></td>
	<td class="info">
		<a class="subject" href="%s" name="b%d">%s</a>
		<p>%s</p>
		<p class="moderators">Moderator: %s</p>
	</td>
	<td class="stats windowbg"><p>%s Beiträge <br />%s Themen</p></td>
	<td class="lastpost">`, b.ID, c.Href(s.BoardURL(b, 1)), c.Href(s.BoardURL(b, 1)), b.ID, Esc(b.Name), Esc(b.Description),
			s.user(c, pick(c.W.Users, "smfmod", b.ID)), thousands(b.AllPosts(), "."), thousands(b.AllThreads(), "."))
		if p := b.Latest(); p != nil {
			fmt.Fprintf(&h, `<p><strong>Letzter Beitrag</strong>  von %s<br />in <a href="%s" title="%s">%s</a><br />am %s</p>`,
				s.user(c, p.Author), c.Href(fmt.Sprintf("index.php?topic=%d.msg%d#new", p.Thread.ID, p.ID)), Esc(p.Thread.Title), Esc(clip(p.Thread.Title, 24)), smfDate(c.W.Now, p.Time))
		}
		h.WriteString("</td>\n</tr>\n")
		if len(b.Children) > 0 {
			fmt.Fprintf(&h, `<tr id="board_%d_children"><td colspan="3" class="children windowbg"><strong>Unterboards</strong>: `, b.ID)
			for i, ch := range b.Children {
				if i > 0 {
					h.WriteString(", ")
				}
				fmt.Fprintf(&h, `<a href="%s" title="Keine neuen Beiträge (Themen: %d, Beiträge: %d)">%s</a>`, c.Href(s.BoardURL(ch, 1)), ch.AllThreads(), ch.AllPosts(), Esc(ch.Name))
			}
			h.WriteString("</td></tr>\n")
		}
	}
	return h.String()
}

func (s smfSkin) home(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<div id="boardindex_table">
	<table class="table_list">
`)
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, `		<tbody class="header" id="category_%d">
			<tr><td colspan="4"><div class="cat_bar"><h3 class="catbg"><a id="c%d"></a>%s</h3></div></td></tr>
		</tbody>
		<tbody class="content" id="category_%d_boards">
%s		</tbody>
		<tbody class="divider"><tr><td colspan="4"></td></tr></tbody>
`, cat.ID, cat.ID, Esc(cat.Name), cat.ID, s.boardRows(c, cat.Boards))
	}
	h.WriteString(`	</table>
</div>
<div id="posting_icons" class="flow_hidden">
	<ul class="reset">
		<li class="floatleft"><img src="/Themes/default/images/new_some.png" alt="" /> Neue Beiträge</li>
		<li class="floatleft"><img src="/Themes/default/images/new_none.png" alt="" /> Keine neuen Beiträge</li>
		<li class="floatleft"><img src="/Themes/default/images/new_redirect.png" alt="" /> Weiterleitungs-Board</li>
	</ul>
</div>
`)
	w := c.W
	fmt.Fprintf(&h, `<span class="clear upperframe"><span></span></span>
<div class="roundframe"><div class="innerframe">
	<div class="cat_bar"><h3 class="catbg"><img class="icon" id="upshrink_ic" src="/Themes/default/images/collapse.gif" alt="*" title="Info-Center ein- oder ausklappen." style="display: none;" />%s - Info-Center</h3></div>
	<div id="upshrinkHeaderIC">
		<div class="title_barIC"><h4 class="titlebg"><span class="ie6_header floatleft"><a href="%s"><img class="icon" src="/Themes/default/images/post/xx.gif" alt="Neueste Beiträge" /></a>Neueste Beiträge</span></h4></div>
		<div class="hslice" id="recent_posts_content">
			<div class="entry-title" style="display: none;">%s - Neueste Beiträge</div>
			<div class="entry-content" style="display: none;"><a rel="feedurl" href="%s">Mit WebSlice abonnieren</a></div>
			<dl id="ic_recentposts" class="middletext">
`, smfSite, c.Href("index.php?action=recent"), smfSite, c.Href("index.php?action=.xml;type=webslice"))
	for _, t := range w.ThreadsByActivity()[:min(10, len(w.Threads))] {
		p := t.LastPost()
		fmt.Fprintf(&h, `				<dt><strong><a href="%s" rel="nofollow">%s</a></strong> von %s (<a href="%s">%s</a>)</dt>
				<dd>%s</dd>
`, c.Href(fmt.Sprintf("index.php?topic=%d.new#new", t.ID)), Esc(clip(t.Title, 40)), s.user(c, p.Author), c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), smfDate(w.Now, p.Time))
	}
	latest := w.ThreadsByActivity()[0].LastPost()
	online := 6 + int(Hash("smfonline")%25)
	var names []string
	for i := range online / 5 {
		names = append(names, s.user(c, pick(w.Users, "smfactive", i)))
	}
	fmt.Fprintf(&h, `			</dl>
		</div>
		<div class="title_barIC"><h4 class="titlebg"><span class="ie6_header floatleft"><a href="%s"><img class="icon" src="/Themes/default/images/icons/info.gif" alt="Forum-Statistiken" /></a>Forum-Statistiken</span></h4></div>
		<p>%s Beiträge in %s Themen von %s Mitgliedern. Neuestes Mitglied: <strong> %s</strong><br />
			Neuester Beitrag: <strong>&quot;<a href="%s" title="%s">%s</a>&quot;</strong>  ( %s )<br />
			<a href="%s">Neueste Beiträge anzeigen.</a><br />
			<a href="%s">[Weitere Statistiken]</a>
		</p>
		<div class="title_barIC"><h4 class="titlebg"><span class="ie6_header floatleft"><a href="%s"><img class="icon" src="/Themes/default/images/icons/online.gif" alt="Benutzer online" /></a>Benutzer online</span></h4></div>
		<p class="inline stats"><a href="%s">%d Gäste, %d Mitglieder</a></p>
		<p class="inline smalltext">%s</p>
		<p class="last smalltext">Am meisten online (heute): <strong>%d</strong>.<br />Am meisten online (insgesamt): 312 (14. März 2019, 20:12:44)</p>
		<div class="title_barIC"><h4 class="titlebg"><span class="ie6_header floatleft"><a href="%s"><img class="icon" src="/Themes/default/images/icons/calendar.gif" alt="Kalender" /></a>Bevorstehende Ereignisse im Kalender</span></h4></div>
		<p class="smalltext">Keine Ereignisse in den nächsten 7 Tagen.</p>
	</div>
</div></div>
<span class="lowerframe"><span></span></span>`,
		c.Href("index.php?action=stats"), thousands(len(w.Posts), "."), thousands(len(w.Threads), "."), thousands(len(w.Users), "."), s.user(c, w.Users[len(w.Users)-1]),
		c.Href(fmt.Sprintf("index.php?topic=%d.msg%d#new", latest.Thread.ID, latest.ID)), Esc(latest.Thread.Title), Esc(clip(latest.Thread.Title, 30)), smfDate(w.Now, latest.Time),
		c.Href("index.php?action=recent"), c.Href("index.php?action=stats"), c.Href("index.php?action=who"), c.Href("index.php?action=who"),
		online-online/5, online/5, strings.Join(names, ", "), online+7, c.Href("index.php?action=calendar"))
	return h.String()
}

// pageIndex renders SMF's "Seiten: [1] 2 3 ... 9"; link builds page p's URL.
func (s smfSkin) pageIndex(c *Ctx, cur, total int, link func(int) string) string {
	var h strings.Builder
	h.WriteString("Seiten: ")
	for _, it := range Pager(cur, total, 2) {
		switch {
		case it.Gap:
			h.WriteString(`<span style="font-weight: bold;" onclick="expandPages(this, '', 0, 0, 0);" onmouseover="this.style.cursor = 'pointer';"> ... </span>`)
		case it.Current:
			fmt.Fprintf(&h, "[<strong>%d</strong>] ", it.N)
		default:
			fmt.Fprintf(&h, `<a class="navPages" href="%s">%d</a> `, c.Href(link(it.N)), it.N)
		}
	}
	return h.String()
}

// smfSortKeys are the topic-list headers a board offers for sorting.
var smfSortKeys = []string{"subject", "starter", "replies", "views", "last_post"}

func smfSorted(ts []*Thread, key string, desc bool) []*Thread {
	cmp := byLastPost
	switch key {
	case "subject":
		cmp = byTitle
	case "starter":
		cmp = byStarter
	case "replies":
		cmp = byReplies
	case "views":
		cmp = byViews
	}
	return stickyFirst(ts, cmp, desc)
}

func (s smfSkin) board(c *Ctx, b *Board, page int, q smfQuery) string {
	sh := c.W.Shape
	key := q["sort"]
	if !slices.Contains(smfSortKeys, key) {
		key = ""
	}
	desc := q.has("desc")
	threads := b.Threads
	suffix := ""
	if key != "" {
		threads = smfSorted(threads, key, desc)
		suffix = ";sort=" + key
		if desc {
			suffix += ";desc"
		}
	}
	link := func(p int) string { return s.BoardURL(b, p) + suffix }
	start := (page - 1) * sh.ThreadsPerPage
	var h strings.Builder
	fmt.Fprintf(&h, `<a id="top"></a>
`)
	if len(b.Children) > 0 {
		fmt.Fprintf(&h, `<div class="tborder childboards" id="board_%d_childboards">
	<div class="cat_bar"><h3 class="catbg">Unterboards</h3></div>
	<div class="table_frame"><table class="table_list"><tbody id="board_%d_children" class="content">
%s	</tbody></table></div>
</div>
`, b.ID, b.ID, s.boardRows(c, b.Children))
	}
	pages := s.pageIndex(c, page, b.Pages(sh.ThreadsPerPage), link)
	fmt.Fprintf(&h, `<div class="pagesection">
	<div class="pagelinks floatleft">%s&nbsp;&nbsp;<a href="#bot"><strong>Nach unten</strong></a></div>
</div>
<div class="tborder topic_table" id="messageindex">
	<table class="table_grid" cellspacing="0">
		<thead>
			<tr class="catbg">
				<th scope="col" class="first_th" width="8%%" colspan="2">&nbsp;</th>
				<th scope="col" class="lefttext">%s / %s</th>
				<th scope="col" width="14%%">%s / %s</th>
				<th scope="col" class="lefttext last_th" width="22%%">%s</th>
			</tr>
		</thead>
		<tbody>
`, pages,
		s.sortHead(c, b, start, "subject", "Betreff", key, desc), s.sortHead(c, b, start, "starter", "Begonnen von", key, desc),
		s.sortHead(c, b, start, "replies", "Antworten", key, desc), s.sortHead(c, b, start, "views", "Aufrufe", key, desc),
		s.sortHead(c, b, start, "last_post", "Letzter Beitrag", key, desc))
	for _, t := range Page(threads, page, sh.ThreadsPerPage) {
		h.WriteString(s.topicRow(c, t))
	}
	fmt.Fprintf(&h, `		</tbody>
	</table>
</div>
<a id="bot"></a>
<div class="pagesection">
	<div class="pagelinks">%s&nbsp;&nbsp;<a href="#top"><strong>Nach oben</strong></a></div>
</div>
<div class="tborder" id="topic_icons">
	<div class="description">
		<p class="floatright" id="message_index_jump_to">&nbsp;</p>
		<p class="floatleft smalltext">
			<img src="/Themes/default/images/topic/normal_post.gif" alt="" align="middle" /> Normales Thema<br />
			<img src="/Themes/default/images/topic/hot_post.gif" alt="" align="middle" /> Heißes Thema (mehr als 15 Antworten)<br />
			<img src="/Themes/default/images/topic/veryhot_post.gif" alt="" align="middle" /> Sehr heißes Thema (mehr als 25 Antworten)
		</p>
		<p class="smalltext">
			<img src="/Themes/default/images/icons/quick_lock.gif" align="middle" alt="" /> Thema geschlossen<br />
			<img src="/Themes/default/images/icons/quick_sticky.gif" align="middle" alt="" /> Fixiertes Thema<br />
			<img src="/Themes/default/images/topic/normal_poll.gif" align="middle" alt="" /> Umfrage
		</p>
		<script type="text/javascript"><!-- // --><![CDATA[
			if (typeof(window.XMLHttpRequest) != "undefined")
				aJumpTo[aJumpTo.length] = new JumpTo({
					sContainerId: "message_index_jump_to",
					sJumpToTemplate: "<label class=\"smalltext\" for=\"%%select_id%%\">Springe zu:<" + "/label> %%dropdown_list%%",
					iCurBoardId: %d,
					iCurBoardChildLevel: 0,
					sCurBoardName: "%s",
					sBoardChildLevelIndicator: "==",
					sBoardPrefix: "=> ",
					sCatSeparator: "-----------------------------",
					sCatPrefix: "",
					sGoButtonLabel: "Los"
				});
		// ]]></script>
		<br class="clear" />
	</div>
</div>
<p class="smalltext">%d Gäste betrachten dieses Board.</p>`, pages, b.ID, Esc(b.Name), 1+Hash("smfview", b.ID)%5)
	return s.frame(c, b.Name, b, nil, s.BoardURL(b, page), h.String())
}

// sortHead is one sortable column header; the active column toggles to ";desc".
func (s smfSkin) sortHead(c *Ctx, b *Board, start int, key, label, cur string, desc bool) string {
	u := fmt.Sprintf("index.php?board=%d.%d;sort=%s", b.ID, start, key)
	img := ""
	active := cur == key || (cur == "" && key == "last_post")
	if active && !desc && cur != "" {
		u += ";desc"
	}
	if active {
		dir := "up"
		if desc || cur == "" {
			dir = "down"
		}
		img = fmt.Sprintf(` <img src="/Themes/default/images/sort_%s.gif" alt="" />`, dir)
	}
	return fmt.Sprintf(`<a href="%s">%s%s</a>`, c.Href(u), label, img)
}

func (s smfSkin) topicRow(c *Ctx, t *Thread) string {
	sh := c.W.Shape
	last := t.LastPost()
	color := "windowbg"
	if t.Sticky {
		color = "stickybg"
	}
	icon := "normal_post"
	switch {
	case len(t.Posts) > 25:
		icon = "veryhot_post"
	case len(t.Posts) > 15:
		icon = "hot_post"
	}
	open, close := "", ""
	if t.Sticky {
		icon += "_sticky"
		open, close = "<strong>", "</strong>"
	}
	var pages string
	if n := t.Pages(sh.PostsPerPage); n > 1 {
		var p strings.Builder
		fmt.Fprintf(&p, `<small id="pages%d">&#171; `, t.Posts[0].ID)
		for _, it := range Pager(0, n, 2) {
			if it.Gap {
				p.WriteString(`<span style="font-weight: bold;" onclick="expandPages(this, '', 0, 0, 0);" onmouseover="this.style.cursor = 'pointer';"> ... </span>`)
				continue
			}
			fmt.Fprintf(&p, `<a class="navPages" href="%s">%d</a> `, c.Href(s.ThreadURL(t, it.N)), it.N)
		}
		p.WriteString(` &#187;</small>`)
		pages = p.String()
	}
	return fmt.Sprintf(`			<tr>
				<td class="icon1 %s"><img src="/Themes/default/images/topic/%s.gif" alt="" /></td>
				<td class="icon2 %s"><img src="/Themes/default/images/post/xx.gif" alt="" /></td>
				<td class="subject %s2">
					<div>
						%s<span id="msg_%d"><a href="%s">%s</a></span>%s
						<p>Begonnen von %s
							%s
						</p>
					</div>
				</td>
				<td class="stats %s">%s Antworten<br />%s Aufrufe</td>
				<td class="lastpost %s2">
					<a href="%s"><img src="/Themes/default/images/icons/last_post.gif" alt="Letzter Beitrag" title="Letzter Beitrag" /></a>
					%s<br />
					von %s
				</td>
			</tr>
`, color, icon, color, color, open, t.Posts[0].ID, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), close,
		s.user(c, t.Author), pages, color, thousands(len(t.Posts)-1, "."), thousands(t.Views, "."), color,
		c.Href(fmt.Sprintf("%s#msg%d", s.ThreadURL(t, PageOf(last.Index, sh.PostsPerPage)), last.ID)), smfDate(c.W.Now, last.Time), s.user(c, last.Author))
}

func (s smfSkin) topic(c *Ctx, t *Thread, page int) string {
	sh := c.W.Shape
	pages := s.pageIndex(c, page, t.Pages(sh.PostsPerPage), func(p int) string { return s.ThreadURL(t, p) })
	posts := Page(t.Posts, page, sh.PostsPerPage)
	var h strings.Builder
	fmt.Fprintf(&h, `<a id="top"></a>
<a id="msg%d"></a>
<div class="pagesection">
	<div class="nextlinks"><a href="%s">&#171; vorheriges</a> <a href="%s">nächstes &#187;</a></div>
	<div class="buttonlist floatright">
		<ul>
			<li><a class="button_strip_print" href="%s" rel="new_win nofollow"><span class="last">Drucken</span></a></li>
		</ul>
	</div>
	<div class="pagelinks floatleft">%s&nbsp;&nbsp;<a href="#lastPost"><strong>Nach unten</strong></a></div>
</div>
<div id="forumposts">
	<div class="cat_bar">
		<h3 class="catbg">
			<img src="/Themes/default/images/topic/normal_post.gif" align="bottom" alt="" />
			<span id="author">Autor</span>
			Thema: %s &nbsp;(Gelesen %s mal)
		</h3>
	</div>
	<form action="%s" method="post" accept-charset="UTF-8" name="quickModForm" id="quickModForm" style="margin: 0;" onsubmit="return oQuickModify.bInEditMode ? oQuickModify.modifySave('', '') : false">
`, posts[0].ID, c.Href(s.ThreadURL(t, 1)+";prev_next=prev#new"), c.Href(s.ThreadURL(t, 1)+";prev_next=next#new"),
		c.Href(fmt.Sprintf("index.php?action=printpage;topic=%d.0", t.ID)), pages, Esc(t.Title), thousands(t.Views, "."), c.Href(fmt.Sprintf("index.php?action=quickmod2;topic=%d.%d", t.ID, (page-1)*sh.PostsPerPage)))
	for i, p := range posts {
		u := p.Author
		bg := "windowbg"
		if i%2 == 1 {
			bg = "windowbg2"
		}
		subject := t.Title
		if p.Index > 0 {
			subject = "Re: " + t.Title
		}
		reply := ""
		if p.Index > 0 {
			reply = fmt.Sprintf("<strong>Antwort #%d am:</strong> ", p.Index)
		} else {
			reply = "<strong> am:</strong> "
		}
		sig := ""
		if sg := signature(u); sg != "" {
			sig = fmt.Sprintf(`<div class="signature" id="msg_%d_signature">%s</div>`, p.ID, Esc(sg))
		}
		if i > 0 {
			fmt.Fprintf(&h, `<a id="msg%d"></a>`, p.ID)
		}
		if p == t.LastPost() {
			h.WriteString(`<a id="new"></a>`)
		}
		fmt.Fprintf(&h, `
		<div class="%s">
			<span class="topslice"><span></span></span>
			<div class="post_wrapper">
				<div class="poster">
					<h4>
						<img src="/Themes/default/images/useroff.gif" alt="Offline" />
						%s
					</h4>
					<ul class="reset smalltext" id="msg_%d_extra_info">
						<li class="postgroup">%s</li>
						<li class="stars">%s</li>
						<li class="postcount">Beiträge: %s</li>
						<li class="profile">
							<ul>
								<li><a href="%s"><img src="/Themes/default/images/icons/profile_sm.gif" alt="Profil anzeigen" title="Profil anzeigen" /></a></li>
							</ul>
						</li>
					</ul>
				</div>
				<div class="postarea">
					<div class="flow_hidden">
						<div class="keyinfo">
							<div class="messageicon"><img src="/Themes/default/images/post/xx.gif" alt="" /></div>
							<h5 id="subject_%d"><a href="%s" rel="nofollow">%s</a></h5>
							<div class="smalltext">&#171; %s%s &#187;</div>
							<div id="msg_%d_quick_mod"></div>
						</div>
					</div>
					<div class="post">
						<div class="inner" id="msg_%d">%s</div>
					</div>
				</div>
				<div class="moderatorbar">
					<div class="smalltext modified" id="modified_%d"></div>
					<div class="smalltext reportlinks"><img src="/Themes/default/images/ip.gif" alt="" /> Gespeichert</div>
					%s
				</div>
			</div>
			<span class="botslice"><span></span></span>
		</div>
		<hr class="post_separator" />
`, bg, s.user(c, u), p.ID, smfRank(u), strings.Repeat(`<img src="/Themes/default/images/star.gif" alt="*" />`, 1+min(4, u.Posts/20)), thousands(u.Posts, "."),
			c.Href(fmt.Sprintf("index.php?action=profile;u=%d", u.ID)),
			p.ID, c.Href(fmt.Sprintf("index.php?topic=%d.msg%d#msg%d", t.ID, p.ID, p.ID)), Esc(subject), reply, smfDate(c.W.Now, p.Time), p.ID,
			p.ID, strings.Join(escAll(p.Body), "<br /><br />"), p.ID, sig)
	}
	fmt.Fprintf(&h, `	</form>
</div>
<a id="lastPost"></a>
<div class="pagesection">
	<div class="buttonlist floatright">
		<ul>
			<li><a class="button_strip_print" href="%s" rel="new_win nofollow"><span class="last">Drucken</span></a></li>
		</ul>
	</div>
	<div class="pagelinks floatleft">%s&nbsp;&nbsp;<a href="#top"><strong>Nach oben</strong></a></div>
	<div class="nextlinks_bottom"><a href="%s">&#171; vorheriges</a> <a href="%s">nächstes &#187;</a></div>
</div>
<div class="plainbox" id="display_jump_to">&nbsp;</div>
<p class="smalltext">%d Gäste betrachten dieses Thema.</p>`,
		c.Href(fmt.Sprintf("index.php?action=printpage;topic=%d.0", t.ID)), pages,
		c.Href(s.ThreadURL(t, 1)+";prev_next=prev#new"), c.Href(s.ThreadURL(t, 1)+";prev_next=next#new"), 1+Hash("smftv", t.ID)%3)
	title := t.Title
	return s.frame(c, title, t.Board, t, s.ThreadURL(t, page), h.String())
}

// smfRank is SMF's default post-count group, in German.
func smfRank(u *User) string {
	switch {
	case u.Posts >= 500:
		return "Hero Member"
	case u.Posts >= 250:
		return "Sr. Member"
	case u.Posts >= 100:
		return "Full Member"
	case u.Posts >= 50:
		return "Jr. Member"
	}
	return "Newbie"
}

func (s smfSkin) print(c *Ctx, t *Thread) string {
	var h strings.Builder
	first := t.Posts[0]
	fmt.Fprintf(&h, `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="de-DE">
	<head>
		<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
		<meta name="robots" content="noindex" />
		<link rel="canonical" href="%s" />
		<title>Drucken Seite - %s</title>
		<style type="text/css">
			body, a { color: #000; background: #fff; }
			body, td, .normaltext { font-family: Verdana, arial, helvetica, serif; font-size: small; }
			h1#title { font-size: large; font-weight: bold; }
			h2#linktree { margin: 1em 0 2.5em 0; font-size: small; font-weight: bold; }
			dl#posts { width: 90%%; margin: 0; padding: 0; list-style: none; }
			dt.postheader { border: solid #000; border-width: 1px 0; padding: 4px 0; }
			dd.postbody { margin: 1em 0 2em 2em; }
		</style>
	</head>
	<body>
		<h1 id="title">%s</h1>
		<h2 id="linktree">%s =&gt; %s =&gt; Thema gestartet von: %s am %s</h2>
		<dl id="posts">
`, Esc(c.Pkg.Mount+s.ThreadURL(t, 1)), Esc(t.Title), smfSite, Esc(t.Board.Category.Name), Esc(t.Board.Name), Esc(first.Author.Name), smfDate(c.W.Now, first.Time))
	for _, p := range t.Posts {
		subject := t.Title
		if p.Index > 0 {
			subject = "Re: " + t.Title
		}
		fmt.Fprintf(&h, `			<dt class="postheader">
				Titel: %s<br />
				Beitrag von: <strong>%s</strong> am <strong>%s</strong>
			</dt>
			<dd class="postbody">
				%s
			</dd>
`, Esc(subject), Esc(p.Author.Name), smfDate(c.W.Now, p.Time), strings.Join(escAll(p.Body), "<br /><br />"))
	}
	h.WriteString(`		</dl>
		<div id="footer" class="smalltext">
			<span class="smalltext" style="display: inline; visibility: visible; font-family: Verdana, Arial, sans-serif;">SMF 2.0.19 | SMF &copy; 2021, Simple Machines</span>
		</div>
	</body>
</html>`)
	return h.String()
}

func (s smfSkin) profile(c *Ctx, u *User, area string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="admin_menu">
	<ul class="dropmenu" id="dropdown_menu_1">
		<li><a class="active firstlevel" href="%s"><span class="firstlevel">Profil-Info</span></a>
			<ul>
				<li><a href="%s"><span>Zusammenfassung</span></a></li>
				<li><a href="%s"><span>Statistiken anzeigen</span></a></li>
				<li><a href="%s"><span>Beiträge anzeigen...</span></a></li>
			</ul>
		</li>
	</ul>
</div>
<div id="admin_content">
`, c.Href(fmt.Sprintf("index.php?action=profile;u=%d", u.ID)), c.Href(fmt.Sprintf("index.php?action=profile;u=%d", u.ID)),
		c.Href(fmt.Sprintf("index.php?action=profile;area=statistics;u=%d", u.ID)), c.Href(fmt.Sprintf("index.php?action=profile;area=showposts;u=%d", u.ID)))
	switch area {
	case "showposts":
		fmt.Fprintf(&h, `<div class="cat_bar"><h3 class="catbg"><span class="ie6_header floatleft"><img src="/Themes/default/images/icons/profile_sm.gif" alt="" class="icon" />Beiträge anzeigen - %s</span></h3></div>
`, Esc(u.Name))
		n := 0
		for _, t := range c.W.ThreadsByActivity() {
			for _, p := range t.Posts {
				if p.Author != u || n >= 15 {
					continue
				}
				n++
				fmt.Fprintf(&h, `<div class="topic"><div class="windowbg core_posts"><span class="topslice"><span></span></span><div class="content"><div class="counter">%d</div><div class="topic_details"><h5><strong><a href="%s">%s</a> / <a href="%s">%s</a></strong></h5><span class="smalltext">&#171;&nbsp;<strong>am:</strong> %s&nbsp;&#187;</span></div><div class="list_posts">%s</div></div><span class="botslice"><span></span></span></div></div>
`, n, c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), c.Href(fmt.Sprintf("index.php?topic=%d.msg%d#msg%d", t.ID, p.ID, p.ID)), Esc(t.Title), smfDate(c.W.Now, p.Time), Esc(clip(p.Body[0], 300)))
			}
		}
	case "statistics":
		fmt.Fprintf(&h, `<div class="cat_bar"><h3 class="catbg">Allgemeine Statistiken - %s</h3></div><div class="windowbg2"><span class="topslice"><span></span></span><div class="content"><dl><dt>Beiträge insgesamt:</dt><dd>%s Beiträge</dd><dt>Gestartete Themen:</dt><dd>%d Themen</dd></dl></div><span class="botslice"><span></span></span></div>`,
			Esc(u.Name), thousands(u.Posts, "."), int(Hash("smftopics", u.ID)%20))
	default:
		fmt.Fprintf(&h, `<div id="profileview" class="flow_auto">
	<div class="cat_bar"><h3 class="catbg"><span class="ie6_header floatleft"><img src="/Themes/default/images/icons/profile_sm.gif" alt="" class="icon" />Zusammenfassung</span></h3></div>
	<div id="basicinfo"><div class="windowbg"><span class="topslice"><span></span></span><div class="content flow_auto"><div class="username"><h4>%s <span class="position">%s</span></h4></div><img class="avatar" src="/Themes/default/images/noavatar.gif" alt="" /><ul class="reset"></ul><span id="userstatus"><img src="/Themes/default/images/useroff.gif" alt="Offline" align="middle" /><span class="smalltext"> Offline</span></span></div><span class="botslice"><span></span></span></div></div>
	<div id="detailedinfo"><div class="windowbg2"><span class="topslice"><span></span></span><div class="content">
		<dl><dt>Beiträge: </dt><dd>%s</dd><dt>Registriert: </dt><dd>%s</dd><dt>Zuletzt aktiv: </dt><dd>%s</dd></dl>
		<div class="signature"><h5>Signatur:</h5>%s</div>
	</div><span class="botslice"><span></span></span></div></div>
</div>`, Esc(u.Name), smfRank(u), thousands(u.Posts, "."), smfDate(c.W.Now, u.Joined), smfDate(c.W.Now, c.W.Now.Add(-time.Duration(Hash("smfseen", u.ID)%2000)*time.Hour)), Esc(u.Bio))
	}
	h.WriteString("\n</div>")
	return h.String()
}

func (s smfSkin) members(c *Ctx, q smfQuery) string {
	const per = 30
	key := q["sort"]
	desc := q.has("desc")
	users := slices.Clone(c.W.Users)
	switch key {
	case "registered":
		slices.SortStableFunc(users, func(a, b *User) int { return a.Joined.Compare(b.Joined) })
	case "posts":
		slices.SortStableFunc(users, func(a, b *User) int { return a.Posts - b.Posts })
	default:
		key = "real_name"
		slices.SortStableFunc(users, func(a, b *User) int { return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)) })
	}
	if desc {
		slices.Reverse(users)
	}
	total := (len(users) + per - 1) / per
	page := min(max(0, q.int("start"))/per+1, total)
	suffix := ""
	if desc {
		suffix = ";desc"
	}
	link := func(p int) string {
		return fmt.Sprintf("index.php?action=mlist;sort=%s;start=%d%s", key, (p-1)*per, suffix)
	}
	head := func(k, label string) string {
		u := fmt.Sprintf("index.php?action=mlist;sort=%s;start=0", k)
		if k == key && !desc {
			u += ";desc"
		}
		return fmt.Sprintf(`<a href="%s">%s</a>`, c.Href(u), label)
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="main_section" id="memberlist">
	<div class="pagesection"><div class="pagelinks floatleft">%s</div></div>
	<div class="cat_bar"><h4 class="catbg"><span class="floatleft">Mitgliederliste</span></h4></div>
	<div id="mlist" class="tborder topic_table">
		<table class="table_grid" cellspacing="0" width="100%%">
			<thead><tr class="catbg">
				<th scope="col" class="first_th">%s</th>
				<th scope="col">%s</th>
				<th scope="col" class="last_th">%s</th>
			</tr></thead>
			<tbody>
`, s.pageIndex(c, page, total, link), head("real_name", "Name"), head("registered", "Registriert"), head("posts", "Beiträge"))
	for _, u := range Page(users, page, per) {
		fmt.Fprintf(&h, `				<tr><td class="windowbg2 lefttext">%s</td><td class="windowbg lefttext">%s</td><td class="windowbg2" style="white-space: nowrap" width="15">%s</td></tr>
`, s.user(c, u), smfDate(c.W.Now, u.Joined), thousands(u.Posts, "."))
	}
	h.WriteString("			</tbody>\n		</table>\n	</div>\n</div>")
	return h.String()
}

var smfWeekdays = []string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}

func (s smfSkin) calendar(c *Ctx, q smfQuery) string {
	y, m, first := calendarMonth(c.W.Now, q.int("year"), q.int("month"))
	prev, next := first.AddDate(0, -1, 0), first.AddDate(0, 1, 0)
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="calendar">
	<div id="main_grid" style="width: 100%%">
		<table cellspacing="1" class="calendar_table">
			<tr class="titlebg2">
				<th colspan="8">
					<a href="%s" class="floatleft">&#171; %s %d</a>
					<a href="%s" class="floatright">%s %d &#187;</a>
					%s %d
				</th>
			</tr>
			<tr class="titlebg2"><th class="days" scope="col" style="width: 2%%;"></th>`,
		c.Href(fmt.Sprintf("index.php?action=calendar;year=%d;month=%d", prev.Year(), int(prev.Month()))), smfMonths[prev.Month()-1], prev.Year(),
		c.Href(fmt.Sprintf("index.php?action=calendar;year=%d;month=%d", next.Year(), int(next.Month()))), smfMonths[next.Month()-1], next.Year(),
		smfMonths[m-1], y)
	for _, d := range smfWeekdays {
		fmt.Fprintf(&h, `<th class="days" scope="col">%s</th>`, d)
	}
	h.WriteString("</tr>\n<tr>")
	week := func(d time.Time) {
		fmt.Fprintf(&h, `<td class="windowbg2 weeks"><a href="%s">&#187;</a></td>`, c.Href(fmt.Sprintf("index.php?action=calendar;viewweek;year=%d;month=%d;day=%d", d.Year(), int(d.Month()), d.Day())))
	}
	week(first)
	for range int(first.Weekday()) {
		h.WriteString(`<td class="windowbg days"></td>`)
	}
	for d := first; d.Month() == first.Month(); d = d.AddDate(0, 0, 1) {
		if d.Weekday() == time.Sunday && d.Day() > 1 {
			h.WriteString("</tr>\n<tr>")
			week(d)
		}
		fmt.Fprintf(&h, `<td class="windowbg days"><a href="%s">%d</a></td>`, c.Href(fmt.Sprintf("index.php?action=calendar;sa=post;month=%d;year=%d;day=%d", m, y, d.Day())), d.Day())
	}
	h.WriteString("</tr>\n		</table>\n	</div>\n</div>")
	return h.String()
}

func (s smfSkin) login(c *Ctx, msg string) string {
	return fmt.Sprintf(`<form action="%s" name="frmLogin" id="frmLogin" method="post" accept-charset="UTF-8">
<div class="tborder login">
	<div class="cat_bar"><h3 class="catbg"><span class="ie6_header floatleft"><img src="/Themes/default/images/icons/login_sm.gif" alt="" class="icon" /> Anmelden</span></h3></div>
	<span class="upperframe"><span></span></span>
	<div class="roundframe">%s
		<dl><dt>Benutzername:</dt><dd><input type="text" name="user" size="20" value="" class="input_text" /></dd>
		<dt>Passwort:</dt><dd><input type="password" name="passwrd" value="" size="20" class="input_password" /></dd></dl>
		<p><input type="submit" value="Anmelden" class="button_submit" /></p>
		<p class="smalltext"><a href="%s">Passwort vergessen?</a></p>
	</div>
	<span class="lowerframe"><span></span></span>
</div>
</form>`, c.Href("index.php?action=login2"), msg, c.Href("index.php?action=reminder"))
}

func (s smfSkin) register(c *Ctx) string {
	return fmt.Sprintf(`<form action="%s" method="post" accept-charset="UTF-8" id="registration">
	<div class="cat_bar"><h3 class="catbg">Registrieren - Nutzungsbedingungen</h3></div>
	<span class="upperframe"><span></span></span>
	<div class="roundframe">
		<p>Mit der Registrierung in diesem Forum akzeptieren Sie die folgenden Bedingungen. Sie verpflichten sich, keine Beiträge zu schreiben, die gegen geltendes Recht verstoßen.</p>
	</div>
	<span class="lowerframe"><span></span></span>
	<div id="confirm_buttons"><input type="submit" name="accept_agreement" value="Ich akzeptiere die Bedingungen" class="button_submit" /></div>
	<input type="hidden" name="step" value="1" />
</form>`, c.Href("index.php?action=register"))
}

func (s smfSkin) search(c *Ctx) string {
	return fmt.Sprintf(`<form action="%s" method="post" accept-charset="UTF-8" name="searchform" id="searchform">
	<div class="cat_bar"><h3 class="catbg"><span class="ie6_header floatleft"><img src="/Themes/default/images/buttons/search.gif" alt="" class="icon" />Parameter festlegen</span></h3></div>
	<fieldset id="simple_search">
		<span class="upperframe"><span></span></span>
		<div class="roundframe">
			<div id="search_term_input"><strong>Suche nach:</strong> <input type="text" name="search" maxlength="100" size="40" class="input_text" />&nbsp;<input type="submit" name="submit" value="Suche" class="button_submit" /></div>
			<a href="%s">Erweiterte Suche</a>
		</div>
		<span class="lowerframe"><span></span></span>
	</fieldset>
</form>`, c.Href("index.php?action=search2"), c.Href("index.php?action=search;advanced"))
}

func (s smfSkin) help(c *Ctx) string {
	return fmt.Sprintf(`<div id="help_container">
	<div class="cat_bar"><h3 class="catbg">Hilfe</h3></div>
	<div id="helpmain" class="windowbg2"><span class="topslice"><span></span></span>
		<p>Hier finden Sie Hilfe zur Bedienung des Forums: <a href="%s">Anmelden</a>, <a href="%s">Registrieren</a>, Beiträge schreiben und die <a href="%s">Suche</a>. Das vollständige Handbuch gibt es im <a href="http://wiki.simplemachines.org/smf/Main_Page" target="_blank" class="new_win">Online-Handbuch von Simple Machines</a>.</p>
	<span class="botslice"><span></span></span></div>
</div>`, c.Href("index.php?action=login"), c.Href("index.php?action=register"), c.Href("index.php?action=search"))
}

func (s smfSkin) recent(c *Ctx, start int) string {
	const per, limit = 10, 50
	start = min(max(0, start), limit-per) / per * per
	var posts []*Post
	for _, t := range c.W.ThreadsByActivity() {
		posts = append(posts, t.LastPost())
		if len(posts) == limit {
			break
		}
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="recent" class="main_section">
	<div class="cat_bar"><h3 class="catbg"><span class="ie6_header floatleft"><img src="/Themes/default/images/post/xx.gif" alt="" class="icon" />Neueste Beiträge</span></h3></div>
	<div class="pagesection"><span>%s</span></div>
`, s.pageIndex(c, start/per+1, limit/per, func(p int) string { return fmt.Sprintf("index.php?action=recent;start=%d", (p-1)*per) }))
	for i, p := range Page(posts, start/per+1, per) {
		t := p.Thread
		fmt.Fprintf(&h, `	<div class="windowbg core_posts"><span class="topslice"><span></span></span>
		<div class="content">
			<div class="counter">%d</div>
			<div class="topic_details">
				<h5><a href="%s">%s</a> / <a href="%s" rel="nofollow">%s</a></h5>
				<span class="smalltext">&#171;&nbsp;Antwort #%d am: %s&nbsp;&#187;</span>
			</div>
			<div class="list_posts">%s</div>
		</div>
		<div class="floatleft">Begonnen von %s | Letzter Beitrag von %s</div>
		<span class="botslice clear"><span></span></span>
	</div>
`, start+i+1, c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name), c.Href(fmt.Sprintf("index.php?topic=%d.msg%d#msg%d", t.ID, p.ID, p.ID)), Esc(t.Title),
			p.Index, smfDate(c.W.Now, p.Time), Esc(clip(strings.Join(p.Body, " "), 400)), s.user(c, t.Author), s.user(c, p.Author))
	}
	h.WriteString("</div>")
	return h.String()
}

func (s smfSkin) stats(c *Ctx) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="statistics" class="main_section">
	<div class="cat_bar"><h3 class="catbg">%s - Forum-Statistiken</h3></div>
	<div class="title_bar"><h4 class="titlebg"><span class="ie6_header floatleft"><img src="/Themes/default/images/stats_info.gif" class="icon" alt="" /> Allgemeine Statistiken</span></h4></div>
	<div class="windowbg2"><span class="topslice"><span></span></span><div class="content"><dl class="stats">
		<dt>Mitglieder insgesamt:</dt><dd><a href="%s">%s</a></dd>
		<dt>Beiträge insgesamt:</dt><dd>%s</dd>
		<dt>Themen insgesamt:</dt><dd>%s</dd>
	</dl></div><span class="botslice"><span></span></span></div>
	<div class="title_bar"><h4 class="titlebg"><span class="ie6_header floatleft"><img src="/Themes/default/images/stats_replies.gif" class="icon" alt="" /> Top 10 Themen (nach Antworten)</span></h4></div>
	<div class="windowbg2"><span class="topslice"><span></span></span><div class="content"><dl class="stats">
`, smfSite, c.Href("index.php?action=mlist"), thousands(len(c.W.Users), "."), thousands(len(c.W.Posts), "."), thousands(len(c.W.Threads), "."))
	ts := slices.Clone(c.W.Threads)
	slices.SortStableFunc(ts, func(a, b *Thread) int { return len(b.Posts) - len(a.Posts) })
	for _, t := range ts[:min(10, len(ts))] {
		fmt.Fprintf(&h, `		<dt><a href="%s">%s</a></dt><dd class="statsbar"><span class="righttext">%d</span></dd>
`, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), len(t.Posts)-1)
	}
	h.WriteString("	</dl></div><span class=\"botslice\"><span></span></span></div>\n</div>")
	return h.String()
}

func (s smfSkin) who(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<div class="main_section" id="whos_online">
	<div class="cat_bar"><h3 class="catbg">Wer ist online?</h3></div>
	<table class="table_grid" cellspacing="0">
		<thead><tr class="catbg"><th scope="col" class="lefttext first_th" width="40%">Name</th><th scope="col" class="lefttext" width="10%">Zeit</th><th class="lefttext last_th" scope="col">Aktion</th></tr></thead>
		<tbody>
`)
	for i := range 15 {
		t := pick(c.W.Threads, "smfwho", i)
		who := "<span>Gast</span>"
		if i%4 == 0 {
			who = s.user(c, pick(c.W.Users, "smfwhou", i))
		}
		fmt.Fprintf(&h, `			<tr class="windowbg"><td>%s</td><td nowrap="nowrap">%s</td><td>Liest das Thema <a href="%s">%s</a>.</td></tr>
`, who, c.W.Now.Add(-time.Duration(i)*time.Minute).Format("15:04:05"), c.Href(s.ThreadURL(t, 1)), Esc(t.Title))
	}
	h.WriteString("		</tbody>\n	</table>\n</div>")
	return h.String()
}

func (s smfSkin) rss(c *Ctx) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<?xml version="1.0" encoding="UTF-8"?>
<rss version="0.92" xml:lang="de-DE">
	<channel>
		<title>%s</title>
		<link>%s</link>
		<description><![CDATA[Live-Informationen von %s]]></description>
`, smfSite, Esc(c.URL("index.php")), smfSite)
	for _, t := range c.W.ThreadsByDate()[:min(5, len(c.W.Threads))] {
		fmt.Fprintf(&h, `		<item>
			<title>%s</title>
			<link>%s</link>
			<description><![CDATA[%s]]></description>
			<category>%s</category>
			<comments>%s</comments>
			<pubDate>%s</pubDate>
			<guid>%s</guid>
		</item>
`, Esc(t.Title), Esc(c.URL(fmt.Sprintf("index.php?topic=%d.msg%d#msg%d", t.ID, t.Posts[0].ID, t.Posts[0].ID))), clip(strings.Join(t.Posts[0].Body, " "), 300),
			Esc(t.Board.Name), Esc(c.URL(fmt.Sprintf("index.php?action=post;topic=%d.0", t.ID))), t.Posts[0].Time.Format(time.RFC1123Z),
			Esc(c.URL(fmt.Sprintf("index.php?topic=%d.msg%d#msg%d", t.ID, t.Posts[0].ID, t.Posts[0].ID))))
	}
	h.WriteString("\t</channel>\n</rss>")
	return h.String()
}

// The WAP2 version: plain pages for old phones, linked from every footer.

func (s smfSkin) wapPage(c *Ctx, title, main string) string {
	return fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html PUBLIC "-//WAPFORUM//DTD XHTML Mobile 1.0//EN" "http://www.wapforum.org/DTD/xhtml-mobile10.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
	<head>
		<title>%s</title>
		<link rel="stylesheet" href="/Themes/default/css/wireless.css" type="text/css" />
	</head>
	<body>
%s
		<p class="titlebg">Optionen</p>
		<p class="windowbg">
			<a href="%s">Anmelden</a><br />
			<a href="%s" rel="nofollow">Zur Vollversion</a>
		</p>
	</body>
</html>`, Esc(title), main, c.Href("index.php?action=login;wap2"), c.Href("index.php?nowap"))
}

func (s smfSkin) wapHome(c *Ctx) string {
	var h strings.Builder
	fmt.Fprintf(&h, "\t\t<p class=\"catbg\">%s</p>\n", smfSite)
	n := 0
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, "\t\t<p class=\"titlebg\">%s</p>\n", Esc(cat.Name))
		for _, b := range cat.Boards {
			n++
			fmt.Fprintf(&h, "\t\t<p class=\"windowbg\"><a href=\"%s\" accesskey=\"%d\">%d. %s</a></p>\n", c.Href(s.BoardURL(b, 1)+";wap2"), n%10, n, Esc(b.Name))
		}
	}
	return s.wapPage(c, smfSite, h.String())
}

func (s smfSkin) wapBoard(c *Ctx, b *Board, page int) string {
	sh := c.W.Shape
	var h strings.Builder
	fmt.Fprintf(&h, "\t\t<p class=\"titlebg\">%s</p>\n", Esc(b.Name))
	for _, ch := range b.Children {
		fmt.Fprintf(&h, "\t\t<p class=\"windowbg\"><a href=\"%s\">%s</a></p>\n", c.Href(s.BoardURL(ch, 1)+";wap2"), Esc(ch.Name))
	}
	fmt.Fprintf(&h, "\t\t<p class=\"titlebg\">%s</p>\n", s.wapPager(c, page, b.Pages(sh.ThreadsPerPage), func(p int) string { return s.BoardURL(b, p) + ";wap2" }))
	for i, t := range Page(b.Threads, page, sh.ThreadsPerPage) {
		fmt.Fprintf(&h, "\t\t<p class=\"windowbg\"><a href=\"%s\">%d. %s</a> - %d</p>\n", c.Href(s.ThreadURL(t, 1)+";wap2"), (page-1)*sh.ThreadsPerPage+i+1, Esc(t.Title), len(t.Posts)-1)
	}
	return s.wapPage(c, b.Name, h.String())
}

func (s smfSkin) wapTopic(c *Ctx, t *Thread, page int) string {
	sh := c.W.Shape
	var h strings.Builder
	fmt.Fprintf(&h, "\t\t<p class=\"titlebg\">%s</p>\n\t\t<p class=\"windowbg\">%s</p>\n", Esc(t.Title),
		s.wapPager(c, page, t.Pages(sh.PostsPerPage), func(p int) string { return s.ThreadURL(t, p) + ";wap2" }))
	for _, p := range Page(t.Posts, page, sh.PostsPerPage) {
		fmt.Fprintf(&h, "\t\t<p class=\"windowbg\"><strong>%s</strong>:<br />%s</p>\n", Esc(p.Author.Name), strings.Join(escAll(p.Body), "<br />"))
	}
	fmt.Fprintf(&h, "\t\t<p class=\"windowbg\"><a href=\"%s\">&lt;&lt; %s</a></p>\n", c.Href(s.BoardURL(t.Board, 1)+";wap2"), Esc(t.Board.Name))
	return s.wapPage(c, t.Title, h.String())
}

func (s smfSkin) wapPager(c *Ctx, cur, total int, link func(int) string) string {
	if total <= 1 {
		return ""
	}
	var h strings.Builder
	h.WriteString("Seiten: ")
	for p := 1; p <= total; p++ {
		if p == cur {
			fmt.Fprintf(&h, "[<strong>%d</strong>] ", p)
		} else {
			fmt.Fprintf(&h, `<a href="%s">%d</a> `, c.Href(link(p)), p)
		}
	}
	if cur < total {
		fmt.Fprintf(&h, `- <a href="%s">Weiter</a>`, c.Href(link(cur+1)))
	}
	return h.String()
}
