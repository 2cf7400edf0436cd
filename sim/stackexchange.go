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

// A Stack Exchange (Stack Overflow 2023 "unified theme") Q&A site at "/", no
// session. A board is a question's main tag, a thread a question (Posts[0]) and
// its answers (Posts[1:]). Questions and answers share one id space (post id +
// seIDBase), as on Stack Exchange. URL scheme:
//
//	""                                      entry: top questions (?tab=hot|week|month: variants)
//	questions[?tab=newest&page=P]           all questions, newest first, 15 a page
//	questions?tab=active|votes|unanswered   sort variants (canonical: the same page of newest)
//	unanswered                              the unanswered list (canonical: questions)
//	questions/tagged/TAG[?tab=newest&page=P]  tag listings: a board's (its main tag) or any tag's
//	questions/ID/slug[?page=P&tab=votes]    question with answers, 10 posts a page, by votes
//	questions/ID/slug?answertab=oldest|active|votes, ?page=1&tab=votes   variants of page 1
//	questions/ID/slug/AID, ?lastactivity    the page holding an answer (duplicate render)
//	questions/ID, q/ID, a/AID               301 / share links (302)
//	posts/ID/revisions, posts/ID/edit       edit history, suggest-an-edit form
//	users[?page=P], users/U/name[?tab=..]   users; users/U redirects (301)
//	users/login, users/signup, search?q=, tags, feeds/question/ID, help, tour, ...
func stackexchange() *Package {
	return &Package{
		Name: "stackexchange", Software: "Stack Exchange (Stack Overflow, 2023 unified theme)", Kind: QA,
		Shape: Shape{Categories: 1, BoardsPerCategory: [2]int{6, 10}, SubBoardChance: 0, Threads: [2]int{14, 44},
			Posts: [2]int{1, 11}, LongThreadChance: 0.12, ThreadsPerPage: 15, PostsPerPage: 10, Users: 170,
			Lang: text.English, Opinion: 0.15},
		Mount: "/", Seed: 3014,
		Robots: "User-Agent: *\nDisallow: /users/login\nDisallow: /users/signup\nDisallow: /search\nDisallow: /posts/*/ivc\nDisallow: /*/ivc/\n" +
			"Disallow: /questions/*answertab=*\nDisallow: /review/\nDisallow: /posts/*/edit\nDisallow: /questions/ask\n\nSitemap: /sitemap.xml\n",
		Skin: seSkin{},
	}
}

type seSkin struct{}

const (
	seIDBase   = 78400000
	seUserBase = 1200000
	sePerUsers = 36
)

func (seSkin) Entry() string { return "" }

// seTag is a board's tag name: its name as a slug, made unique within the site.
func seTag(b *Board) string { return boardSlug(b, false) }

// seList is the canonical-or-variant URL of a listing under base ("questions", "questions/tagged/x").
func seList(base, tab string, p int) string {
	switch {
	case tab == "newest" && p <= 1:
		return base
	case p <= 1:
		return base + "?tab=" + tab
	}
	return fmt.Sprintf("%s?tab=%s&page=%d", base, tab, p)
}

func (seSkin) BoardURL(b *Board, p int) string {
	return seList("questions/tagged/"+url.PathEscape(seTag(b)), "newest", p)
}

func seQID(t *Thread) int { return seIDBase + t.Posts[0].ID }
func sePID(p *Post) int   { return seIDBase + p.ID }

func seQPath(t *Thread) string {
	return fmt.Sprintf("questions/%d/%s", seQID(t), slugOr(t.Title, "question"))
}

func (seSkin) ThreadURL(t *Thread, p int) string {
	if p <= 1 {
		return seQPath(t)
	}
	return fmt.Sprintf("%s?page=%d&tab=votes", seQPath(t), p)
}

func seUID(u *User) int { return seUserBase + u.ID*173 }

func seUserURL(u *User) string { return fmt.Sprintf("users/%d/%s", seUID(u), slugOr(u.Name, "user")) }

func seUserByID(w *World, id int) *User {
	n := id - seUserBase
	if n <= 0 || n%173 != 0 {
		return nil
	}
	return w.User(n / 173)
}

// sePost finds a post by its public id.
func sePost(w *World, id int) *Post { return w.Post(id - seIDBase) }

// seScore is a post's vote score.
func seScore(p *Post) int {
	if p.Index == 0 {
		return int(Hash("se-q", p.ID)%48) - 4
	}
	return int(Hash("se-a", p.ID)%36) - 3
}

// seAccepted is the accepted answer of a question, or nil.
func seAccepted(t *Thread) *Post {
	if len(t.Posts) < 2 || Hash("se-acc", t.ID)%5 < 2 {
		return nil
	}
	best := t.Posts[1]
	for _, p := range t.Posts[1:] {
		if seScore(p) > seScore(best) {
			best = p
		}
	}
	return best
}

// seOrder is a question's posts as its pages show them: the question, then the
// accepted answer, then the other answers by score (tab=votes, the default).
func seOrder(t *Thread, tab string) []*Post {
	ans := slices.Clone(t.Posts[1:])
	switch tab {
	case "oldest":
	case "active":
		slices.Reverse(ans)
	default:
		acc := seAccepted(t)
		slices.SortStableFunc(ans, func(a, b *Post) int {
			if (a == acc) != (b == acc) {
				if a == acc {
					return -1
				}
				return 1
			}
			return seScore(b) - seScore(a)
		})
	}
	return append([]*Post{t.Posts[0]}, ans...)
}

// sePageOf is the page (in vote order) that holds post p.
func sePageOf(p *Post, per int) int {
	return PageOf(slices.Index(seOrder(p.Thread, "votes"), p), per)
}

func seRep(u *User) int { return 1 + u.Posts*41 + int(Hash("se-rep", u.ID)%9000) }

func seTime(now, t time.Time) string {
	if now.Sub(t) < 48*time.Hour {
		return Ago(now, t)
	}
	return t.Format("Jan 2, 2006 at 15:04")
}

func seStamp(t time.Time) string { return t.Format("2006-01-02 15:04:05Z") }

// seTags is a question's tags: its board's tag first.
func seTags(t *Thread) []string {
	tags := []string{seTag(t.Board)}
	for _, g := range t.Tags {
		if !slices.Contains(tags, g) {
			tags = append(tags, g)
		}
	}
	return tags
}

func (s seSkin) Serve(c *Ctx) Response {
	sh := c.W.Shape
	other := Info{Type: TypeOther}
	parts := strings.Split(c.Path, "/")
	switch {
	case c.Path == "":
		return c.Page(Info{Type: TypeEntry, Canonical: "/"}, s.home(c))
	case c.Path == "questions":
		return s.listing(c, "questions", c.W.Threads, nil, "All Questions")
	case c.Path == "unanswered":
		q := url.Values{"tab": {"unanswered"}}
		if c.Query.Has("page") {
			q.Set("page", c.Query.Get("page"))
		}
		c.Query = q
		return s.listing(c, "questions", c.W.Threads, nil, "Unanswered Questions")
	case len(parts) == 3 && parts[0] == "questions" && parts[1] == "tagged":
		tag := parts[2]
		for _, b := range c.W.Boards {
			if seTag(b) == tag {
				return s.listing(c, "questions/tagged/"+url.PathEscape(tag), b.Threads, b, "Questions tagged ["+tag+"]")
			}
		}
		if ts := c.W.ThreadsTagged(tag); len(ts) > 0 {
			return s.listing(c, "questions/tagged/"+url.PathEscape(tag), ts, nil, "Questions tagged ["+tag+"]")
		}
		return s.notFound(c)
	case c.Path == "questions/ask":
		return c.Redirect("users/login?ssrc=anon_ask&returnurl=%2fquestions%2fask", other)
	case parts[0] == "questions" && len(parts) >= 2 && len(parts) <= 4:
		p := sePost(c.W, seAtoi(parts[1]))
		if p == nil || p.Index != 0 {
			return s.notFound(c)
		}
		t := p.Thread
		if len(parts) == 2 {
			return Response{Status: http.StatusMovedPermanently, Location: s.ThreadURL(t, 1), Info: threadInfo(s, t, 1)}
		}
		if parts[2] != slug(t.Title) {
			return Response{Status: http.StatusMovedPermanently, Location: s.ThreadURL(t, 1), Info: threadInfo(s, t, 1)}
		}
		page, tab := 1, "votes"
		if len(parts) == 4 {
			a := sePost(c.W, seAtoi(parts[3]))
			if a == nil || a.Thread != t {
				return s.notFound(c)
			}
			page = sePageOf(a, sh.PostsPerPage)
		} else if c.Query.Has("lastactivity") {
			page = sePageOf(t.LastPost(), sh.PostsPerPage)
		} else {
			if c.Query.Has("page") {
				page = c.Int("page")
			}
			if at := c.Query.Get("answertab"); at == "oldest" || at == "active" {
				tab = at
			}
		}
		if page < 1 || page > t.Pages(sh.PostsPerPage) {
			return s.notFound(c)
		}
		return c.Page(threadInfo(s, t, page), s.question(c, t, page, tab))
	case len(parts) == 2 && (parts[0] == "q" || parts[0] == "a"):
		p := sePost(c.W, seAtoi(parts[1]))
		if p == nil || (parts[0] == "q") != (p.Index == 0) {
			return s.notFound(c)
		}
		if p.Index == 0 {
			return c.Redirect(s.ThreadURL(p.Thread, 1), threadInfo(s, p.Thread, 1))
		}
		pg := sePageOf(p, sh.PostsPerPage)
		return c.Redirect(fmt.Sprintf("%s#%d", s.ThreadURL(p.Thread, pg), sePID(p)), threadInfo(s, p.Thread, pg))
	case len(parts) == 3 && parts[0] == "posts" && (parts[2] == "revisions" || parts[2] == "edit"):
		p := sePost(c.W, seAtoi(parts[1]))
		if p == nil {
			return s.notFound(c)
		}
		if parts[2] == "edit" {
			return c.Page(other, s.frame(c, "Edit", "", s.edit(c, p)))
		}
		return c.Page(other, s.frame(c, "Revisions to "+p.Thread.Title, "", s.revisions(c, p)))
	case c.Path == "users":
		return c.Page(other, s.frame(c, "Users", "users", s.users(c)))
	case c.Path == "users/login" || c.Path == "users/signup" || c.Path == "users/account-recovery":
		return c.Page(other, s.frame(c, map[bool]string{true: "Log in", false: "Sign up"}[c.Path == "users/login"], "", s.login(c)))
	case len(parts) >= 2 && len(parts) <= 3 && parts[0] == "users":
		u := seUserByID(c.W, seAtoi(parts[1]))
		if u == nil {
			return s.notFound(c)
		}
		if len(parts) == 2 || parts[2] != slug(u.Name) {
			return Response{Status: http.StatusMovedPermanently, Location: seUserURL(u), Info: other}
		}
		return c.Page(other, s.frame(c, "User "+u.Name, "users", s.profile(c, u)))
	case c.Path == "tags":
		return c.Page(other, s.frame(c, "Tags", "tags", s.tagList(c)))
	case c.Path == "search":
		return c.Page(other, s.frame(c, "Search results", "", s.search(c)))
	case len(parts) == 3 && parts[0] == "feeds" && parts[1] == "question":
		p := sePost(c.W, seAtoi(parts[2]))
		if p == nil || p.Index != 0 {
			return s.notFound(c)
		}
		return Response{Status: 200, ContentType: "application/atom+xml; charset=utf-8", Body: s.feed(c, p.Thread), Info: other}
	}
	switch c.Path {
	case "help", "help/how-to-ask", "help/how-to-answer", "tour", "about", "legal/privacy-policy", "legal/terms-of-service/public", "contact":
		return c.Page(other, s.frame(c, "Help Center", "", s.help(c)))
	}
	return s.notFound(c)
}

func seAtoi(s string) int { n, _ := strconv.Atoi(s); return n }

func (s seSkin) notFound(c *Ctx) Response {
	return c.NotFound(s.frame(c, "Page not found", "", `<div id="mainbar" role="main"><div class="s-empty-state wmx4 p48"><h1 class="fs-headline1 mb4">Page not found</h1><p class="fs-body3">We're sorry, we couldn't find the page you requested.</p><p>Try <a href="`+c.Href("search")+`">searching for similar questions</a></p><p>Browse our <a href="`+c.Href("questions")+`">recent questions</a></p><p>Browse our <a href="`+c.Href("tags")+`">popular tags</a></p></div></div>`))
}

// returnTo is the returnurl a question page's login links carry: its path, no query.
func (s seSkin) returnTo(c *Ctx) string {
	if !strings.HasPrefix(c.Path, "questions/") || strings.Count(c.Path, "/") != 2 {
		return ""
	}
	return "&returnurl=" + url.QueryEscape("/"+c.Path)
}

// frame is the page chrome: top bar, left navigation, content, footer.
func (s seSkin) frame(c *Ctx, title, here, main string) string {
	return s.frameWith(c, title, here, "", main)
}

func (s seSkin) frameWith(c *Ctx, title, here, canonical, main string) string {
	var h strings.Builder
	canon := ""
	if canonical != "" {
		canon = `<link rel="canonical" href="` + c.Href(canonical) + `" />`
	}
	nav := func(id, href, label string) string {
		cls := "ps-relative"
		if id == here {
			cls += " youarehere"
		}
		return fmt.Sprintf(`<li class="%s"><a id="nav-%s" href="%s" class="pl8 js-gps-track nav-links--link" data-gps-track="top_nav.click({is_current: %t, location:2, destination:1})"><div class="d-flex ai-center"><div class="flex--item truncate">%s</div></div></a></li>`, cls, id, c.Href(href), id == here, label)
	}
	ret := s.returnTo(c)
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html class="html__responsive html__unpinned-leftnav" lang="en">
<head>
<title>%s - Stack Overflow</title>
<link rel="shortcut icon" href="https://cdn.sstatic.net/Sites/stackoverflow/Img/favicon.ico?v=ec617d715196">
<meta name="viewport" content="width=device-width, height=device-height, initial-scale=1.0, minimum-scale=1.0">
<meta property="og:type" content="website" />
<meta property="og:site_name" content="Stack Overflow" />
%s
%s</head>
<body class="question-page unified-theme">
<div id="notify-container"></div>
<div id="custom-header"></div>
<header class="s-topbar ps-fixed t0 l0 js-top-bar">
<div class="s-topbar--skip-link">Skip to main content</div>
<div class="s-topbar--container">
<a href="#" class="s-topbar--menu-btn js-left-sidebar-toggle" role="menuitem" aria-haspopup="true" aria-controls="left-sidebar" aria-expanded="false"><span></span></a>
<a class="s-topbar--logo js-gps-track" href="%s" data-gps-track="top_nav.click({is_current:false, location:2, destination:8})"><span class="-img _glyph">Stack Overflow</span></a>
<ol class="s-navigation" role="presentation">
<li class="md:d-none"><a href="https://stackoverflow.co/" class="s-navigation--item js-gps-track js-products-menu" aria-controls="products-popover">About</a></li>
<li><a href="https://stackoverflow.co/teams/" class="s-navigation--item js-gps-track">For Teams</a></li>
</ol>
<form id="search" role="search" action="%s" class="s-topbar--searchbar js-searchbar" autocomplete="off">
<div class="s-topbar--searchbar--input-group"><input name="q" type="text" role="combobox" placeholder="Search…" value="" autocomplete="off" maxlength="240" class="s-input s-input__search js-search-field" aria-label="Search" /></div>
</form>
<nav class="h100 ml-auto overflow-x-auto pr12"><ol class="s-topbar--content" role="menubar">
<li class="-ctas">
<a href="%s" class="s-topbar--item s-topbar--item__unset s-btn s-btn__filled ws-nowrap js-gps-track" rel="nofollow" data-gps-track="login.click" data-ga="[&quot;top navigation&quot;,&quot;login button click&quot;,null,null,null]">Log in</a>
<a href="%s" class="s-topbar--item s-topbar--item__unset ml4 s-btn s-btn__primary ws-nowrap" rel="nofollow" data-gps-track="signup.click">Sign up</a>
</li>
</ol></nav>
</div>
</header>
<div class="container">
<div id="left-sidebar" data-is-here-when="md lg" class="left-sidebar js-pinned-left-sidebar ps-relative">
<div class="left-sidebar--sticky-container js-sticky-leftnav">
<nav role="navigation"><ol class="nav-links">
%s
<li><ol class="nav-links">
<li class="fs-fine tt-uppercase ml8 mt16 mb4 fc-light">Public</li>
%s%s%s%s
</ol></li>
<li class="ps-relative"><div class="fs-fine tt-uppercase ml8 mt16 mb4 fc-light">Collectives</div><a href="%s" class="pl8 js-gps-track nav-links--link">Explore Collectives</a></li>
</ol></nav>
</div>
</div>
<div id="content" class="snippet-hidden">
%s
</div>
</div>
<footer id="footer" class="site-footer js-footer" role="contentinfo">
<div class="site-footer--container">
<div class="site-footer--logo"><a href="https://stackoverflow.com" aria-label="Stack Overflow"><svg aria-hidden="true" class="svg-icon native iconLogoGlyphMd" width="32" height="37" viewBox="0 0 32 37"></svg></a></div>
<nav class="site-footer--nav">
<div class="site-footer--col"><h5 class="-title"><a href="%s">Stack Overflow</a></h5><ul class="-list js-primary-footer-links">
<li><a href="%s" class="js-gps-track -link">Questions</a></li>
<li><a href="%s" class="js-gps-track -link">Help</a></li>
<li><a href="https://chat.stackoverflow.com/?tab=site&amp;host=stackoverflow.com" class="js-gps-track -link">Chat</a></li>
</ul></div>
<div class="site-footer--col"><h5 class="-title"><a href="https://stackoverflow.co/" class="js-gps-track">Products</a></h5><ul class="-list">
<li><a href="https://stackoverflow.co/teams/" class="js-gps-track -link">Teams</a></li>
<li><a href="https://stackoverflow.co/advertising/" class="js-gps-track -link">Advertising</a></li>
<li><a href="https://stackoverflow.co/talent/" class="js-gps-track -link">Talent</a></li>
</ul></div>
<div class="site-footer--col"><h5 class="-title"><a class="js-gps-track" href="%s">Company</a></h5><ul class="-list">
<li><a href="%s" class="js-gps-track -link">About</a></li>
<li><a href="%s" class="js-gps-track -link">Tour</a></li>
<li><a href="%s" class="js-gps-track -link">Privacy Policy</a></li>
<li><a href="%s" class="js-gps-track -link">Terms of Service</a></li>
<li><a href="%s" class="js-gps-track -link">Contact Us</a></li>
<li><button type="button" class="s-btn s-btn__link py4 js-gps-track -link" data-consent-popup-loader="footer">Cookie Settings</button></li>
</ul></div>
<div class="site-footer--col site-footer--categories-nav"><div><h5 class="-title"><a href="https://stackexchange.com" data-gps-track="footer.click({ location: 2, link: 30 })">Stack Exchange Network</a></h5><ul class="-list">
<li><a href="https://stackexchange.com/sites#technology" class="-link js-gps-track">Technology</a></li>
<li><a href="https://stackexchange.com/sites#culturerecreation" class="-link js-gps-track">Culture &amp; recreation</a></li>
<li><a href="https://stackexchange.com/sites#lifearts" class="-link js-gps-track">Life &amp; arts</a></li>
<li><a href="https://stackexchange.com/sites#science" class="-link js-gps-track">Science</a></li>
</ul></div></div>
</nav>
<div class="site-footer--copyright fs-fine md:mt24"><ul class="-list -social md:mb8"><li><a class="js-gps-track -link" href="https://stackoverflow.blog?blb=1">Blog</a></li><li><a href="https://www.facebook.com/officialstackoverflow/" class="-link js-gps-track">Facebook</a></li><li><a href="https://twitter.com/stackoverflow" class="-link js-gps-track">Twitter</a></li></ul>
<p class="md:mb0">Site design / logo &copy; 2026 Stack Exchange Inc; user contributions licensed under <span class="td-underline"><a href="https://stackoverflow.com/help/licensing">CC BY-SA</a></span>. <span id="svnrev">rev 2026.9.30.%d</span></p></div>
</div>
</footer>
%s</body>
</html>`,
		Esc(title), canon, c.Styles(24),
		c.Href(""), c.Href("search"),
		c.Href("users/login?ssrc=head"+ret), c.Href("users/signup?ssrc=head"+ret),
		nav("home", "", "Home"), nav("questions", "questions", "Questions"), nav("tags", "tags", "Tags"), nav("users", "users", "Users"), nav("unanswered", "unanswered", "Unanswered"),
		"https://stackoverflow.com/collectives",
		main,
		c.Href(""), c.Href("questions"), c.Href("help"),
		c.Href("about"), c.Href("about"), c.Href("tour"), c.Href("legal/privacy-policy"), c.Href("legal/terms-of-service/public"), c.Href("contact"),
		31000+int(Hash("rev", c.Path)%999),
		c.Scripts(10))
	return h.String()
}

// userCard is the compact user block of a question summary.
func (s seSkin) userCard(c *Ctx, u *User, verb string, at time.Time, href string) string {
	label := fmt.Sprintf(`%s <span title="%s" class="relativetime">%s</span>`, verb, seStamp(at), seTime(c.W.Now, at))
	if href != "" {
		label = fmt.Sprintf(`<a href="%s" class="s-link s-link__muted">%s</a>`, c.Href(href), label)
	}
	return fmt.Sprintf(`<div class="s-user-card s-user-card__minimal"><a href="%s" class="s-avatar s-avatar__16 s-user-card--avatar" data-user-id="%d"><div class="gravatar-wrapper-16"><img src="https://www.gravatar.com/avatar/%x?s=32&amp;d=identicon&amp;r=PG" alt="%s&#39;s user avatar" width="16" height="16" class="s-avatar--image"></div></a>
<div class="s-user-card--info"><div class="s-user-card--link d-flex gs4"><a href="%s" class="flex--item">%s</a></div>
<ul class="s-user-card--awards"><li class="s-user-card--rep"><span class="todo-no-class-here" title="reputation score " dir="ltr">%s</span></li></ul></div>
<time class="s-user-card--time">%s</time></div>`,
		c.Href(seUserURL(u)), seUID(u), Hash("grav", u.ID), Esc(u.Name), c.Href(seUserURL(u)), Esc(u.Name), thousands(seRep(u), ","), label)
}

func (s seSkin) tagLinks(c *Ctx, t *Thread, cls string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<ul class="ml0 list-ls-none js-post-tag-list-wrapper d-inline %s">`, cls)
	for _, g := range seTags(t) {
		fmt.Fprintf(&h, `<li class="d-inline mr4 js-post-tag-list-item"><a href="%s" class="post-tag flex--item mt0 js-tagname-%s" title="show questions tagged &#39;%s&#39;" aria-label="show questions tagged &#39;%s&#39;" rel="tag" aria-labelledby="tag-%s-tooltip-container">%s</a></li>`,
			c.Href("questions/tagged/"+url.PathEscape(g)), Esc(g), Esc(g), Esc(g), Esc(g), Esc(g))
	}
	h.WriteString(`</ul>`)
	return h.String()
}

// summary is one question in a listing; active shows the last activity instead of the asking.
func (s seSkin) summary(c *Ctx, t *Thread, active bool) string {
	q := t.Posts[0]
	ans := ""
	switch {
	case seAccepted(t) != nil:
		ans = " has-answers has-accepted-answer"
	case len(t.Posts) > 1:
		ans = " has-answers"
	}
	card := s.userCard(c, t.Author, "asked", q.Time, "")
	if active && len(t.Posts) > 1 {
		last := t.LastPost()
		card = s.userCard(c, last.Author, "answered", last.Time, fmt.Sprintf("%s/%d#%d", seQPath(t), sePID(last), sePID(last)))
	}
	return fmt.Sprintf(`<div id="question-summary-%d" class="s-post-summary js-post-summary" data-post-id="%d" data-post-type-id="1">
<div class="s-post-summary--stats js-post-summary-stats">
<div class="s-post-summary--stats-item s-post-summary--stats-item__emphasized" title="Score of %d"><span class="s-post-summary--stats-item-number">%d</span><span class="s-post-summary--stats-item-unit">votes</span></div>
<div class="s-post-summary--stats-item%s" title="%d answers"><span class="s-post-summary--stats-item-number">%d</span><span class="s-post-summary--stats-item-unit">answers</span></div>
<div class="s-post-summary--stats-item" title="%s views"><span class="s-post-summary--stats-item-number">%s</span><span class="s-post-summary--stats-item-unit">views</span></div>
</div>
<div class="s-post-summary--content">
<h3 class="s-post-summary--content-title"><a href="%s" class="s-link">%s</a></h3>
<div class="s-post-summary--content-excerpt">%s</div>
<div class="s-post-summary--meta"><div class="s-post-summary--meta-tags d-inline-block tags js-tags t-%s">%s</div>
%s
</div></div></div>
`, seQID(t), seQID(t), seScore(q), seScore(q), ans, len(t.Posts)-1, len(t.Posts)-1, thousands(t.Views, ","), thousands(t.Views, ","),
		c.Href(s.ThreadURL(t, 1)), Esc(t.Title), Esc(clip(q.Body[0], 200)), Esc(strings.Join(seTags(t), " t-")), s.tagLinks(c, t, ""), card)
}

func (s seSkin) sidebar(c *Ctx, t *Thread) string {
	var h strings.Builder
	h.WriteString(`<div id="sidebar" class="show-votes" role="complementary" aria-label="sidebar">
<div class="s-sidebarwidget s-sidebarwidget__yellow s-anchors s-anchors__grayscale mb16" data-tracker="cb=1"><ul class="d-block p0 m0">
<li class="s-sidebarwidget--header s-sidebarwidget__small-bold-text fc-light d:fc-black-900 bb bbw1">The Overflow Blog</li>
<li class="s-sidebarwidget--item d-flex px16"><div class="flex--item1 fl-shrink0"><svg aria-hidden="true" class="va-text-top svg-icon iconPencilSm" width="14" height="14" viewBox="0 0 14 14"></svg></div><div class="flex--item wmn0 ow-break-word">Featured posts are chosen by the community team</div></li>
<li class="s-sidebarwidget--header s-sidebarwidget__small-bold-text fc-light d:fc-black-900 bb bbw1">Featured on Meta</li>
<li class="s-sidebarwidget--item d-flex px16"><div class="flex--item wmn0 ow-break-word">Policy: Generative AI (e.g., ChatGPT) is banned</div></li>
</ul></div>`)
	if t != nil {
		ts := t.Board.Threads
		if n := int(Hash("se-linked", t.ID) % 4); n > 0 {
			h.WriteString(`<div class="module sidebar-linked"><h4 id="h-linked">Linked</h4><div class="linked" data-tracker="lq=1">`)
			for i := range n {
				o := pick(c.W.Threads, "se-link", t.ID, i)
				if o == t {
					continue
				}
				fmt.Fprintf(&h, `<div class="spacer"><a href="%s" title="Question score (highest is best)"><div class="answer-votes%s default">%d</div></a><a href="%s" class="question-hyperlink">%s</a></div>`,
					c.Href(fmt.Sprintf("q/%d", seQID(o))), map[bool]string{true: " answered-accepted"}[seAccepted(o) != nil], seScore(o.Posts[0]), c.Href(fmt.Sprintf("questions/%d", seQID(o))), Esc(o.Title))
			}
			h.WriteString(`</div></div>`)
		}
		h.WriteString(`<div class="module sidebar-related"><h4 id="h-related">Related</h4><div class="related js-gps-related-questions" data-tracker="rq=1">`)
		start := int(Hash("se-rel", t.ID) % uint64(len(ts)))
		for i := 0; i < min(10, len(ts)); i++ {
			o := ts[(start+i)%len(ts)]
			if o == t {
				continue
			}
			fmt.Fprintf(&h, `<div class="spacer js-gps-track" data-gps-track="sidebar.click({ type: 2, position: %d })"><a href="%s" title="Question score (highest is best)"><div class="answer-votes default">%d</div></a><a href="%s" class="question-hyperlink">%s</a></div>`,
				i, c.Href(fmt.Sprintf("q/%d", seQID(o))), seScore(o.Posts[0]), c.Href(s.ThreadURL(o, 1)), Esc(o.Title))
		}
		h.WriteString(`</div></div>`)
	}
	h.WriteString(`<div id="hot-network-questions" class="module tex2jax_ignore"><h4><a href="https://stackexchange.com/questions?tab=hot" class="js-gps-track s-link s-link__inherit">Hot Network Questions</a></h4><ul>`)
	for i := range 6 {
		o := pick(c.W.Threads, "se-hot", c.Path, i)
		fmt.Fprintf(&h, `<li><div class="favicon favicon-stackoverflow" title="Stack Overflow"></div><a href="%s" class="js-gps-track question-hyperlink mb0" data-gps-track="site.switch({ item_type:11, target_site:1 }); posts_hot_network.click({ item_type:2, location:11 })">%s</a></li>`,
			c.Href(s.ThreadURL(o, 1)), Esc(o.Title))
	}
	fmt.Fprintf(&h, `</ul><a href="#" class="show-more js-show-more js-gps-track">more hot questions</a></div>`)
	if t != nil {
		fmt.Fprintf(&h, `<div id="feed-link" class="js-feed-link"><div id="feed-link-text"><a href="%s" title="Feed of this question and its answers"><svg aria-hidden="true" class="fc-orange-400 svg-icon iconRss" width="18" height="18" viewBox="0 0 18 18"></svg>Question feed</a></div></div>`,
			c.Href(fmt.Sprintf("feeds/question/%d", seQID(t))))
	}
	h.WriteString(`</div>`)
	return h.String()
}

func (s seSkin) home(c *Ctx) string {
	ts := c.W.ThreadsByActivity()
	tab := c.Query.Get("tab")
	switch tab {
	case "hot":
		ts = slices.Clone(ts)
		slices.SortStableFunc(ts, func(a, b *Thread) int { return b.Views - a.Views })
	case "week":
		ts = slices.Clone(ts[:min(len(ts), 120)])
		slices.SortStableFunc(ts, func(a, b *Thread) int { return seScore(b.Posts[0]) - seScore(a.Posts[0]) })
	case "month":
		ts = slices.Clone(ts[:min(len(ts), 240)])
		slices.SortStableFunc(ts, func(a, b *Thread) int { return len(b.Posts) - len(a.Posts) })
	default:
		tab = "interesting"
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="mainbar" role="main" aria-label="question and answers">
<div class="d-flex"><h1 class="flex--item fl1 fs-headline1 mb0">Top Questions</h1><div class="ml12 aside-cta flex--item print:d-none"><a class="ws-nowrap s-btn s-btn__primary" href="%s">Ask Question</a></div></div>
<div class="d-flex fw-wrap ai-stretch md:d-block"><div class="flex--item mb12 ps-relative"><div class="d-flex s-btn-group js-filter-btn">`, c.Href("questions/ask"))
	for _, tb := range [][2]string{{"interesting", "Interesting"}, {"hot", "Hot"}, {"week", "Week"}, {"month", "Month"}} {
		sel := ""
		if tb[0] == tab {
			sel = " is-selected"
		}
		href := "?tab=" + tb[0]
		if tb[0] == "interesting" {
			href = ""
		}
		fmt.Fprintf(&h, `<a class="js-sort-preference-change flex--item s-btn s-btn__muted s-btn__outlined%s" href="%s" data-nav-xhref="" title="Questions that may be of interest to you" data-value="%s" data-shortcut="">%s</a>`, sel, c.Href(href), tb[0], tb[1])
	}
	h.WriteString(`</div></div></div><div id="question-mini-list" class="flush-left">`)
	for _, t := range ts[:min(len(ts), 25)] {
		h.WriteString(s.summary(c, t, tab == "interesting"))
	}
	fmt.Fprintf(&h, `</div><h2 class="bottom-notice fs-body3 mt32">Looking for more? Browse the <a href="%s">complete list of questions</a>, or <a href="%s">popular tags</a>. Help us answer <a href="%s">unanswered questions</a>.</h2></div>`,
		c.Href("questions"), c.Href("tags"), c.Href("unanswered"))
	h.WriteString(s.sidebar(c, nil))
	return s.frame(c, "Stack Overflow - Where Developers Learn, Share, &amp; Build Careers", "home", h.String())
}

// listing renders a question list under base (all questions, or a tag).
func (s seSkin) listing(c *Ctx, base string, all []*Thread, b *Board, title string) Response {
	per := c.W.Shape.ThreadsPerPage
	tab := strings.ToLower(c.Query.Get("tab"))
	ts := slices.Clone(all)
	switch tab {
	case "active":
		slices.SortStableFunc(ts, func(a, b *Thread) int { return b.LastPost().Time.Compare(a.LastPost().Time) })
	case "votes":
		slices.SortStableFunc(ts, func(a, b *Thread) int { return seScore(b.Posts[0]) - seScore(a.Posts[0]) })
	case "unanswered":
		ts = slices.DeleteFunc(ts, func(t *Thread) bool { return len(t.Posts) > 1 })
		fallthrough
	default:
		if tab != "unanswered" {
			tab = "newest"
		}
		slices.SortStableFunc(ts, func(a, b *Thread) int { return b.Posts[0].Time.Compare(a.Posts[0].Time) })
	}
	page := 1
	if c.Query.Has("page") {
		page = c.Int("page")
	}
	total := pageCount(len(ts), per)
	if page < 1 || page > total {
		return s.notFound(c)
	}
	canon := seList(base, "newest", page)
	fid := 0
	if b != nil {
		fid = b.ID
	}
	info := Info{Type: TypeIndex, FID: fid, FPage: page, Canonical: canon}
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="mainbar" role="main" aria-label="questions">
<div class="d-flex ai-center"><h1 class="flex--item fl1 fs-headline1 mb0">%s</h1><div class="ml12 aside-cta flex--item print:d-none"><a class="ws-nowrap s-btn s-btn__primary" href="%s">Ask Question</a></div></div>`,
		Esc(title), c.Href("questions/ask"))
	if b != nil {
		fmt.Fprintf(&h, `<div class="mb24"><p>%s</p><a href="%s" class="s-link">Learn more…</a></div>`, Esc(b.Description), c.Href("tags"))
	}
	fmt.Fprintf(&h, `<div class="d-flex ai-center jc-space-between fw-wrap mb12"><div class="flex--item fl1 fs-body3 mr12" data-owner="">%s questions</div><div class="flex--item"><div class="d-flex s-btn-group js-filter-btn">`, thousands(len(ts), ","))
	for _, tb := range [][2]string{{"newest", "Newest"}, {"active", "Active"}, {"votes", "Score"}, {"unanswered", "Unanswered"}} {
		sel := ""
		if tb[0] == tab {
			sel = " is-selected"
		}
		fmt.Fprintf(&h, `<a class="js-sort-preference-change flex--item s-btn s-btn__muted s-btn__outlined%s" href="%s" data-nav-xhref="" data-value="%s" data-shortcut="">%s</a>`, sel, c.Href(seList(base, tb[0], 1)), tb[0], tb[1])
	}
	h.WriteString(`</div></div></div><div id="questions" class="flush-left">`)
	for _, t := range Page(ts, page, per) {
		h.WriteString(s.summary(c, t, tab == "active"))
	}
	h.WriteString(`</div>`)
	h.WriteString(s.pager(c, page, total, func(p int) string { return seList(base, tab, p) }, false))
	h.WriteString(`</div>`)
	// Related tags: the boards, as Stack Exchange lists co-occurring tags.
	var side strings.Builder
	side.WriteString(`<div class="module js-gps-related-tags"><h4 id="h-related-tags">Related Tags</h4>`)
	for _, o := range c.W.Boards {
		fmt.Fprintf(&side, `<div class="mb8"><a href="%s" class="post-tag" title="show questions tagged &#39;%s&#39;" rel="tag">%s</a>&nbsp;<span class="item-multiplier"><span class="item-multiplier-x">&times;</span>&nbsp;<span class="item-multiplier-count">%d</span></span></div>`,
			c.Href(s.BoardURL(o, 1)), Esc(seTag(o)), Esc(seTag(o)), len(o.Threads))
	}
	side.WriteString(`</div>`)
	sb := s.sidebar(c, nil)
	sb = strings.Replace(sb, `<div id="hot-network-questions"`, side.String()+`<div id="hot-network-questions"`, 1)
	h.WriteString(sb)
	return c.Page(info, s.frame(c, title, "questions", h.String()))
}

// pager is Stack Exchange's s-pagination; thread pages add the #tab-top anchor.
func (s seSkin) pager(c *Ctx, cur, total int, link func(int) string, anchor bool) string {
	if total <= 1 {
		return ""
	}
	frag := ""
	if anchor {
		frag = "#tab-top"
	}
	var h strings.Builder
	cls := "s-pagination site1 themed pager float-left"
	if anchor {
		cls = "s-pagination pager-answers"
	}
	fmt.Fprintf(&h, `<div class="%s">`, cls)
	if cur > 1 {
		fmt.Fprintf(&h, `<a class="s-pagination--item js-pagination-item" href="%s" rel="prev" title="Go to page %d">Prev</a>`, c.Href(link(cur-1)+frag), cur-1)
	}
	for _, it := range Pager(cur, total, 2) {
		switch {
		case it.Gap:
			h.WriteString(`<span class="s-pagination--item s-pagination--item__clear">…</span>`)
		case it.Current:
			fmt.Fprintf(&h, `<span class="s-pagination--item is-selected" aria-current="page">%d</span>`, it.N)
		default:
			fmt.Fprintf(&h, `<a class="s-pagination--item js-pagination-item" href="%s" title="Go to page %d">%d</a>`, c.Href(link(it.N)+frag), it.N, it.N)
		}
	}
	if cur < total {
		fmt.Fprintf(&h, `<a class="s-pagination--item js-pagination-item" href="%s" rel="next" title="Go to page %d">Next</a>`, c.Href(link(cur+1)+frag), cur+1)
	}
	h.WriteString(`</div>`)
	return h.String()
}

// post renders the question or one answer with its voting cell and signatures.
func (s seSkin) post(c *Ctx, p *Post, pos int, acc *Post) string {
	t := p.Thread
	id := sePID(p)
	var h strings.Builder
	kind, verb, share, improve := "answer", "answered", fmt.Sprintf("a/%d", id), "Improve this answer"
	if p.Index == 0 {
		kind, verb, share, improve = "question", "asked", fmt.Sprintf("q/%d", id), "Improve this question"
	}
	if p.Index == 0 {
		fmt.Fprintf(&h, `<div class="question js-question" data-questionid="%d" data-position-on-page="0" data-score="%d" id="question">`, id, seScore(p))
	} else {
		cls, prop := "answer js-answer", "suggestedAnswer"
		if p == acc {
			cls, prop = "answer js-answer accepted-answer js-accepted-answer", "acceptedAnswer"
		}
		fmt.Fprintf(&h, `<a name="%d"></a><div id="answer-%d" class="%s" data-answerid="%d" data-parentid="%d" data-score="%d" data-position-on-page="%d" data-highest-scored="%d" itemprop="%s" itemscope="" itemtype="https://schema.org/Answer">`,
			id, id, cls, id, seQID(t), seScore(p), pos, map[bool]int{true: 1}[pos == 1], prop)
	}
	fmt.Fprintf(&h, `<div class="post-layout"><div class="votecell post-layout--left"><div class="js-voting-container d-flex jc-center fd-column ai-stretch gs4 fc-black-200" data-post-id="%d">
<button class="js-vote-up-btn flex--item s-btn s-btn__unset c-pointer py6 mx-auto" data-controller="s-tooltip" data-s-tooltip-placement="right" aria-pressed="false" aria-label="Up vote" data-selected-classes="fc-theme-primary"><svg aria-hidden="true" class="svg-icon iconArrowUp" width="18" height="18" viewBox="0 0 18 18"><path d="M1 12h16L9 4l-8 8Z"></path></svg></button>
<div class="js-vote-count flex--item d-flex fd-column ai-center fc-theme-body-font fw-bold fs-subheading py4" itemprop="upvoteCount" data-value="%d">%d</div>
<button class="js-vote-down-btn flex--item s-btn s-btn__unset c-pointer py6 mx-auto" aria-pressed="false" aria-label="Down vote"><svg aria-hidden="true" class="svg-icon iconArrowDown" width="18" height="18" viewBox="0 0 18 18"><path d="M1 6h16l-8 8-8-8Z"></path></svg></button>`,
		id, seScore(p), seScore(p))
	if p == acc {
		h.WriteString(`<div class="js-accepted-answer-indicator flex--item fc-green-400 py6 mtn8" data-s-tooltip-placement="right" title="Loading when this answer was accepted…" tabindex="0" role="note" aria-label="Accepted"><div class="ta-center"><svg aria-hidden="true" class="svg-icon iconCheckmarkLg" width="36" height="36" viewBox="0 0 36 36"></svg></div></div>`)
	}
	fmt.Fprintf(&h, `</div></div><div class="%scell post-layout--right"><div class="s-prose js-post-body" itemprop="text">%s</div>`, map[bool]string{true: "post", false: "answer"}[p.Index == 0], Paras(p.Body, "<p>", "</p>\n"))
	if p.Index == 0 {
		fmt.Fprintf(&h, `<div class="mt24 mb12"><div class="post-taglist d-flex gs4 gsy fd-column"><div class="d-flex ps-relative fw-wrap">%s</div></div></div>`, s.tagLinks(c, t, ""))
	}
	fmt.Fprintf(&h, `<div class="mb0"><div class="mt16 d-flex gs8 gsy fw-wrap jc-end ai-start pt4 mb16"><div class="flex--item mr16 fl1 w96"><div class="js-post-menu pt2" data-post-id="%d" data-post-type-id="%d"><div class="d-flex gs8 s-anchors s-anchors__muted fw-wrap">
<div class="flex--item"><a href="%s" rel="nofollow" itemprop="url" class="js-share-link js-gps-track" title="Short permalink to this %s" data-controller="se-share-sheet" data-se-share-sheet-title="Share a link to this %s" data-se-share-sheet-subtitle="" data-se-share-sheet-post-type="%s" data-se-share-sheet-social="facebook twitter " data-se-share-sheet-location="1" data-se-share-sheet-license-url="https%%3a%%2f%%2fcreativecommons.org%%2flicenses%%2fby-sa%%2f4.0%%2f" data-se-share-sheet-license-name="CC BY-SA 4.0">Share</a></div>
<div class="flex--item"><a href="%s" class="js-suggest-edit-post js-gps-track" data-gps-track="post.click({ item: 6, priv: 0, post_type: %d })" title="">%s</a></div>
<div class="flex--item"><button type="button" id="btnFollowPost-%d" class="s-btn s-btn__link js-follow-post js-follow-%s js-gps-track" data-controller="s-tooltip " data-s-tooltip-placement="bottom" data-s-popover-placement="bottom" aria-controls="">Follow</button></div>
</div></div></div>`,
		id, map[bool]int{true: 1, false: 2}[p.Index == 0], c.Href(share), kind, kind, kind, c.Href(fmt.Sprintf("posts/%d/edit", id)), map[bool]int{true: 1, false: 2}[p.Index == 0], improve, id, kind)
	if Hash("se-edit", p.ID)%3 == 0 {
		ed := pick(c.W.Users, "se-editor", p.ID)
		at := p.Time.Add(time.Duration(10+Hash("se-edt", p.ID)%600) * time.Minute)
		if at.After(c.W.Now) {
			at = p.Time
		}
		fmt.Fprintf(&h, `<div class="post-signature flex--item"><div class="user-info user-hover"><div class="user-action-time"><a href="%s" title="show all edits to this post" class="js-gps-track" data-gps-track="post.click({ item: 4, priv: 0, post_type: %d })">edited <span title="%s" class="relativetime">%s</span></a></div>
<div class="user-gravatar32"><a href="%s"><div class="gravatar-wrapper-32"><img src="https://www.gravatar.com/avatar/%x?s=64&amp;d=identicon&amp;r=PG" alt="%s&#39;s user avatar" width="32" height="32" class="bar-sm"></div></a></div>
<div class="user-details"><a href="%s">%s</a><div class="-flair"><span class="reputation-score" title="reputation score " dir="ltr">%s</span></div></div></div></div>`,
			c.Href(fmt.Sprintf("posts/%d/revisions", id)), map[bool]int{true: 1, false: 2}[p.Index == 0], seStamp(at), seTime(c.W.Now, at),
			c.Href(seUserURL(ed)), Hash("grav", ed.ID), Esc(ed.Name), c.Href(seUserURL(ed)), Esc(ed.Name), thousands(seRep(ed), ","))
	}
	owner := ""
	if p.Index == 0 {
		owner = " owner"
	}
	u := p.Author
	fmt.Fprintf(&h, `<div class="post-signature%s flex--item"><div class="user-info user-hover"><div class="user-action-time">%s <span title="%s" class="relativetime">%s</span></div>
<div class="user-gravatar32"><a href="%s"><div class="gravatar-wrapper-32"><img src="https://www.gravatar.com/avatar/%x?s=64&amp;d=identicon&amp;r=PG" alt="%s&#39;s user avatar" width="32" height="32" class="bar-sm"></div></a></div>
<div class="user-details" itemprop="author" itemscope itemtype="http://schema.org/Person"><a href="%s">%s</a><span class="d-none" itemprop="name">%s</span><div class="-flair"><span class="reputation-score" title="reputation score %s" dir="ltr">%s</span><span title="%d silver badges" aria-hidden="true"><span class="badge2"></span><span class="badgecount">%d</span></span><span title="%d bronze badges" aria-hidden="true"><span class="badge3"></span><span class="badgecount">%d</span></span></div></div></div></div>
</div></div>`,
		owner, verb, seStamp(p.Time), seTime(c.W.Now, p.Time),
		c.Href(seUserURL(u)), Hash("grav", u.ID), Esc(u.Name), c.Href(seUserURL(u)), Esc(u.Name), Esc(u.Name), thousands(seRep(u), ","), thousands(seRep(u), ","),
		Hash("b2", u.ID)%40, Hash("b2", u.ID)%40, Hash("b3", u.ID)%70, Hash("b3", u.ID)%70)
	fmt.Fprintf(&h, `<div id="comments-%d" class="comments js-comments-container bt bc-black-075 mt12 " data-post-id="%d" data-min-length="15"><ul class="comments-list js-comments-list" data-remaining-comments-count="0" data-canpost="false" data-cansee="true" data-comments-unavailable="false" data-addlink-disabled="true"></ul></div>
<div id="comments-link-%d" data-rep="50" data-anon="true"><a class="js-add-link comments-link disabled-link" title="Use comments to ask for more information or suggest improvements. Avoid answering questions in comments." href="#" role="button">Add a comment</a><span class="js-link-separator d-none">&nbsp;|&nbsp;</span></div>
</div></div></div>
`, id, id, id)
	return h.String()
}

// question renders a question page: the question, answers page, sidebar.
func (s seSkin) question(c *Ctx, t *Thread, page int, tab string) string {
	per := c.W.Shape.PostsPerPage
	ord := seOrder(t, tab)
	acc := seAccepted(t)
	q := t.Posts[0]
	last := t.LastPost()
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="inner-content clearfix">
<div id="question-header" class="d-flex sm:fd-column"><h1 itemprop="name" class="fs-headline1 ow-break-word mb8 flex--item fl1"><a href="%s" class="question-hyperlink">%s</a></h1>
<div class="ml12 aside-cta flex--item sm:ml0 sm:mb12 sm:order-first d-flex jc-end"><div class="ws-nowrap s-btn s-btn__primary"><a href="%s" class="ws-nowrap s-btn s-btn__primary">Ask Question</a></div></div></div>
<div class="d-flex fw-wrap pb8 mb16 bb bc-black-075">
<div class="flex--item ws-nowrap mr16 mb8" title="%s"><span class="fc-light mr2">Asked</span> <time itemprop="dateCreated" datetime="%s">%s</time></div>
<div class="flex--item ws-nowrap mr16 mb8"><span class="fc-light mr2">Modified</span> <a href="%s" class="s-link s-link__inherit" title="%s">%s</a></div>
<div class="flex--item ws-nowrap mb8" title="Viewed %s times"><span class="fc-light mr2">Viewed</span> %s times</div></div>
<div id="mainbar" role="main" aria-label="question and answers">
<div class="question-page"><div id="question-view-%d" itemprop="mainEntity" itemscope itemtype="https://schema.org/Question">`,
		c.Href(s.ThreadURL(t, 1)), Esc(t.Title), c.Href("questions/ask"),
		seStamp(q.Time), q.Time.Format("2006-01-02T15:04:05"), seTime(c.W.Now, q.Time),
		c.Href(seQPath(t)+"?lastactivity"), seStamp(last.Time), seTime(c.W.Now, last.Time),
		thousands(t.Views, ","), thousands(t.Views, ","), seQID(t))
	h.WriteString(s.post(c, q, 0, acc))
	n := len(t.Posts) - 1
	fmt.Fprintf(&h, `<div id="answers"><a name="tab-top"></a><div id="answers-header"><div class="answers-subheader d-flex ai-center mb8"><div class="flex--item fl1"><h2 class="mb0" data-answercount="%d">%d Answer%s<span style="display:none;" itemprop="answerCount">%d</span></h2></div>
<div class="flex--item"><div class="d-flex g4 gsx ai-center sm:fd-column sm:ai-start"><div class="d-flex fd-column ai-end sm:ai-start"><label class="flex--item fs-caption" for="answer-sort-dropdown-select-menu">Sorted by:</label></div>
<div class="flex--item s-select"><select id="answer-sort-dropdown-select-menu"><option value="scoredesc" selected="selected">Highest score (default)</option><option value="modifieddesc">Date modified (newest first)</option><option value="createdasc">Date created (oldest first)</option></select></div></div>
<div id="tabs" class="d-none js-filter-btn"><a href="%s" data-nav-xhref="" title="Answers with the latest activity first" data-value="active">active</a><a href="%s" data-nav-xhref="" title="Answers in the order they were provided" data-value="oldest">oldest</a><a href="%s" data-nav-xhref="" title="Answers with the highest score first" data-value="votes">votes</a></div></div></div></div>`,
		n, n, map[bool]string{true: "s"}[n != 1], n,
		c.Href(seQPath(t)+"?answertab=active#tab-top"), c.Href(seQPath(t)+"?answertab=oldest#tab-top"), c.Href(seQPath(t)+"?answertab=votes#tab-top"))
	total := t.Pages(per)
	if total > 1 {
		h.WriteString(s.pager(c, page, total, func(p int) string { return fmt.Sprintf("%s?page=%d&tab=votes", seQPath(t), p) }, true))
	}
	for i, p := range Page(ord, page, per) {
		if p.Index == 0 {
			continue
		}
		h.WriteString(s.post(c, p, (page-1)*per+i, acc))
	}
	if total > 1 {
		h.WriteString(s.pager(c, page, total, func(p int) string { return fmt.Sprintf("%s?page=%d&tab=votes", seQPath(t), p) }, true))
	}
	ret := url.QueryEscape("/" + seQPath(t))
	fmt.Fprintf(&h, `<a name="new-answer"></a><form id="post-form" action="/questions/%d/answer/submit" method="post" class="js-add-answer-component post-form"><h2 class="space">Your Answer</h2>
<div class="wmd-container mb8"><textarea id="wmd-input" class="wmd-input s-input bar0 js-post-body-field" name="post-text" cols="92" rows="15" aria-labelledby="your-answer-header" disabled></textarea></div>
<div class="js-login-prompt"><p>Thanks for contributing an answer to Stack Overflow! <a href="%s">Sign up</a> or <a href="%s">log in</a> to answer.</p></div>
<div class="ps-relative"><p class="ps-relative">By clicking “Post Your Answer”, you agree to our <a href="%s" target="_blank">terms of service</a> and acknowledge you have read our <a href="%s" name="privacy" target="_blank">privacy policy</a>.</p></div></form>
<h2 class="bottom-notice" data-loc="1">Not the answer you're looking for? Browse other questions tagged `,
		seQID(t), c.Href("users/signup?ssrc=head&returnurl="+ret), c.Href("users/login?ssrc=head&returnurl="+ret),
		c.Href("legal/terms-of-service/public"), c.Href("legal/privacy-policy"))
	h.WriteString(s.tagLinks(c, t, ""))
	fmt.Fprintf(&h, ` or <a href="%s">ask your own question</a>.</h2></div></div></div></div>`, c.Href("questions/ask"))
	h.WriteString(s.sidebar(c, t))
	h.WriteString(`</div>`)
	return s.frameWith(c, t.Title, "questions", s.ThreadURL(t, page), h.String())
}

func (s seSkin) edit(c *Ctx, p *Post) string {
	return fmt.Sprintf(`<div id="mainbar-full"><h1 class="fs-headline1">Edit</h1><form id="post-form" class="post-form" action="/posts/%d/edit-submit" method="post"><div class="wmd-container"><textarea id="wmd-input" name="post-text" class="wmd-input s-input" cols="92" rows="15">%s</textarea></div><p>Your edit will be placed in a queue until it is peer reviewed.</p><p><a href="%s">Return to the question</a> &middot; <a href="%s">How to edit</a></p></form></div>`,
		sePID(p), Esc(strings.Join(p.Body, "\n\n")), c.Href(s.ThreadURL(p.Thread, 1)), c.Href("help"))
}

func (s seSkin) revisions(c *Ctx, p *Post) string {
	return fmt.Sprintf(`<div id="mainbar-full"><div class="subheader"><h1 class="fs-headline1"><a href="%s">%s</a></h1></div><h2>2 revisions</h2>
<div class="js-revision"><div class="s-card"><div class="d-flex"><span class="fc-light">2</span> <span>edited <span title="%s" class="relativetime">%s</span></span></div><div class="s-prose">%s</div></div></div>
<div class="js-revision"><div class="s-card"><div class="d-flex"><span class="fc-light">1</span> <span>%s <span class="relativetime">%s</span> by <a href="%s">%s</a></span></div></div></div></div>`,
		c.Href(s.ThreadURL(p.Thread, 1)), Esc(p.Thread.Title), seStamp(p.Time), seTime(c.W.Now, p.Time), Paras(p.Body, "<p>", "</p>"),
		map[bool]string{true: "asked", false: "answered"}[p.Index == 0], seTime(c.W.Now, p.Time), c.Href(seUserURL(p.Author)), Esc(p.Author.Name))
}

func (s seSkin) users(c *Ctx) string {
	page := max(1, c.Int("page"))
	us := slices.Clone(c.W.Users)
	slices.SortStableFunc(us, func(a, b *User) int { return seRep(b) - seRep(a) })
	var h strings.Builder
	h.WriteString(`<div id="mainbar-full"><h1 class="fs-headline1 mb24">Users</h1><div id="user-browser" class="d-grid grid__4 lg:grid__3 md:grid__2 sm:grid__1 g12">`)
	for _, u := range Page(us, page, sePerUsers) {
		fmt.Fprintf(&h, `<div class="grid--item user-info"><div class="user-gravatar48"><a href="%s"><div class="gravatar-wrapper-48"><img src="https://www.gravatar.com/avatar/%x?s=96&amp;d=identicon&amp;r=PG" alt="%s&#39;s user avatar" width="48" height="48" class="bar-sm"></div></a></div><div class="user-details"><a href="%s">%s</a><span class="user-location">%s</span><div class="-flair"><span class="reputation-score" title="reputation score " dir="ltr">%s</span></div></div><div class="user-tags"><a href="%s">%s</a></div></div>`,
			c.Href(seUserURL(u)), Hash("grav", u.ID), Esc(u.Name), c.Href(seUserURL(u)), Esc(u.Name), Esc(u.Topic), thousands(seRep(u), ","), c.Href("search?q=%5B"+url.QueryEscape(u.Tags[0])+"%5D"), Esc(u.Tags[0]))
	}
	h.WriteString(`</div>`)
	h.WriteString(s.pager(c, page, pageCount(len(us), sePerUsers), func(p int) string { return fmt.Sprintf("users?page=%d", p) }, false))
	h.WriteString(`</div>`)
	return h.String()
}

func (s seSkin) profile(c *Ctx, u *User) string {
	tab := c.Query.Get("tab")
	var qs, as []*Post
	for _, p := range c.W.Posts {
		if p.Author != u {
			continue
		}
		if p.Index == 0 {
			qs = append(qs, p)
		} else {
			as = append(as, p)
		}
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="mainbar-full" class="user-show-new"><div class="d-flex mb48"><a href="%s"><div class="gravatar-wrapper-128"><img src="https://www.gravatar.com/avatar/%x?s=256&amp;d=identicon&amp;r=PG" alt="user avatar" width="128" height="128" class="bar-md"></div></a>
<div class="flex--item"><div class="fs-headline2 fw-bold">%s</div><ul class="list-reset s-anchors s-anchors__inherit d-flex fc-light gs8 mln4 fw-wrap"><li class="flex--item"><span title="%s">Member for %d years</span></li><li class="flex--item">Last seen this week</li></ul></div></div>
<nav class="s-navigation mb16"><a href="%s" class="s-navigation--item%s">Profile</a><a href="%s" class="s-navigation--item%s">Answers</a><a href="%s" class="s-navigation--item%s">Questions</a></nav>
<div class="d-flex"><div class="flex--item3"><h2 class="fs-title">Stats</h2><div class="s-card"><div class="fs-body3">%s</div>reputation<div class="fs-body3">%d</div>answers<div class="fs-body3">%d</div>questions</div></div>
<div class="flex--item fl1"><h2 class="fs-title">About</h2><div class="s-prose profile-about">%s</div>`,
		c.Href(seUserURL(u)), Hash("grav", u.ID), Esc(u.Name), u.Joined.Format("2006-01-02 15:04:05Z"), max(1, c.W.Now.Year()-u.Joined.Year()),
		c.Href(seUserURL(u)), map[bool]string{true: " is-selected"}[tab == ""], c.Href(seUserURL(u)+"?tab=answers"), map[bool]string{true: " is-selected"}[tab == "answers"], c.Href(seUserURL(u)+"?tab=questions"), map[bool]string{true: " is-selected"}[tab == "questions"],
		thousands(seRep(u), ","), len(as), len(qs), Esc(u.Bio))
	list := func(title string, ps []*Post, n int) {
		fmt.Fprintf(&h, `<h2 class="fs-title mt24">%s</h2><div class="s-card bar-md p0"><div class="js-post-summaries">`, title)
		for _, p := range ps[:min(n, len(ps))] {
			href := s.ThreadURL(p.Thread, 1)
			if p.Index > 0 {
				href = fmt.Sprintf("%s/%d#%d", seQPath(p.Thread), sePID(p), sePID(p))
			}
			fmt.Fprintf(&h, `<div class="s-post-summary s-post-summary__minimal"><div class="s-post-summary--stats"><div class="s-post-summary--stats-item">%d</div></div><div class="s-post-summary--content"><h3 class="s-post-summary--content-title"><a href="%s" class="s-link">%s</a></h3><span class="relativetime" title="%s">%s</span></div></div>`,
				seScore(p), c.Href(href), Esc(p.Thread.Title), seStamp(p.Time), p.Time.Format("Jan 2, 2006"))
		}
		h.WriteString(`</div></div>`)
	}
	switch tab {
	case "answers":
		list("Answers", as, len(as))
	case "questions":
		list("Questions", qs, len(qs))
	default:
		list("Top questions", qs, 5)
		list("Top answers", as, 5)
		h.WriteString(`<h2 class="fs-title mt24">Top tags</h2><div class="s-card">`)
		for _, g := range u.Tags {
			fmt.Fprintf(&h, `<a href="%s" class="post-tag" rel="tag">%s</a> `, c.Href("search?q=%5B"+url.QueryEscape(g)+"%5D"), Esc(g))
		}
		h.WriteString(`</div>`)
	}
	h.WriteString(`</div></div></div>`)
	return h.String()
}

func (s seSkin) tagList(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<div id="mainbar-full"><h1 class="fs-headline1 mb24">Tags</h1><p class="fs-body2 wmx6 mb16">A tag is a keyword or label that categorizes your question with other, similar questions.</p><div id="tags-browser" class="d-grid grid__4 lg:grid__3 md:grid__2 sm:grid__1 g12">`)
	for _, b := range c.W.Boards {
		fmt.Fprintf(&h, `<div class="s-card js-tag-cell d-flex fd-column"><div class="d-flex jc-space-between ai-center mb12"><div class="flex--item"><a href="%s" class="post-tag" title="show questions tagged &#39;%s&#39;" rel="tag">%s</a></div></div><div class="flex--item fc-medium mb12 v-truncate4">%s</div><div class="flex--item d-flex fd-row jc-space-between fc-light tt-lowercase fs-caption"><div class="flex--item">%d questions</div></div></div>`,
			c.Href(s.BoardURL(b, 1)), Esc(seTag(b)), Esc(seTag(b)), Esc(b.Description), len(b.Threads))
	}
	for _, g := range c.W.Tags() {
		fmt.Fprintf(&h, `<div class="s-card js-tag-cell d-flex fd-column"><div class="flex--item"><a href="%s" class="post-tag" rel="tag">%s</a></div><div class="flex--item fc-light fs-caption">%d questions</div></div>`,
			c.Href("questions/tagged/"+url.PathEscape(g)), Esc(g), len(c.W.ThreadsTagged(g)))
	}
	h.WriteString(`</div></div>`)
	return h.String()
}

func (s seSkin) login(c *Ctx) string {
	return fmt.Sprintf(`<div id="mainbar-full" class="d-flex flex__center"><div class="wmx3 mx-auto mb24 p24 bg-white bar-lg bs-xl"><form id="login-form" class="d-flex fd-column gs12 gsy" action="/users/login" method="POST"><div class="d-flex fd-column gs4 gsy js-auth-item"><label class="flex--item s-label" for="email">Email</label><input class="s-input" id="email" type="email" size="30" maxlength="100" name="email"></div><div class="d-flex fd-column gs4 gsy js-auth-item"><label class="flex--item s-label" for="password">Password</label><input class="flex--item s-input" type="password" autocomplete="off" name="password" id="password"></div><button class="flex--item s-btn s-btn__primary" id="submit-button" name="submit-button">Log in</button></form>
<div class="mx-auto ta-center fs-body1 p16 pb0 mb24 w100 wmx3">Don’t have an account? <a href="%s">Sign up</a></div><p><a href="%s">Forgot password?</a></p></div></div>`,
		c.Href("users/signup?ssrc=head"), c.Href("users/account-recovery"))
}

func (s seSkin) search(c *Ctx) string {
	q := strings.ToLower(strings.Trim(c.Query.Get("q"), "[] "))
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="mainbar" role="main"><div class="d-flex"><h1 class="flex--item fl1 fs-headline1 mb24">Search Results</h1></div><form action="%s" method="get"><input name="q" type="text" class="s-input" value="%s"></form><div class="js-search-results flush-left">`, c.Href("search"), Esc(c.Query.Get("q")))
	n := 0
	if q != "" {
		for _, t := range c.W.Threads {
			if n < 15 && (strings.Contains(strings.ToLower(t.Title), q) || slices.Contains(seTags(t), q)) {
				h.WriteString(s.summary(c, t, false))
				n++
			}
		}
	}
	fmt.Fprintf(&h, `</div><p>%d results</p></div>`, n)
	return h.String()
}

func (s seSkin) help(c *Ctx) string {
	return fmt.Sprintf(`<div id="mainbar-full"><h1 class="fs-headline1">Help Center</h1><div class="s-prose"><p>Our model is a little different. Ask questions, get answers, no distractions.</p>
<ul><li><a href="%s">How do I ask a good question?</a></li><li><a href="%s">How do I write a good answer?</a></li><li><a href="%s">Take the tour</a></li><li><a href="%s">Privacy policy</a></li></ul></div></div>`,
		c.Href("help/how-to-ask"), c.Href("help/how-to-answer"), c.Href("tour"), c.Href("legal/privacy-policy"))
}

func (s seSkin) feed(c *Ctx, t *Thread) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:creativeCommons="http://backend.userland.com/creativeCommonsRssModule" xmlns:re="http://purl.org/atompub/rank/1.0"><title type="text">%s - Stack Overflow</title><link rel="self" href="%s" type="application/atom+xml" /><link rel="alternate" href="%s" type="text/html" /><updated>%s</updated><id>%s</id>`,
		Esc(t.Title), Esc(c.URL(fmt.Sprintf("feeds/question/%d", seQID(t)))), Esc(c.URL(fmt.Sprintf("q/%d", seQID(t)))), t.LastPost().Time.Format(time.RFC3339), Esc(c.URL(fmt.Sprintf("feeds/question/%d", seQID(t)))))
	for _, p := range t.Posts {
		link := fmt.Sprintf("questions/%d", seQID(t))
		if p.Index > 0 {
			link = fmt.Sprintf("%s/%d#%d", seQPath(t), sePID(p), sePID(p))
		}
		fmt.Fprintf(&b, `<entry><id>%s</id><re:rank scheme="https://stackoverflow.com">%d</re:rank><title type="text">%s</title><author><name>%s</name><uri>%s</uri></author><link rel="alternate" href="%s" /><published>%s</published><summary type="html">%s</summary></entry>`,
			Esc(c.URL(fmt.Sprintf("%s/%d", map[bool]string{true: "q", false: "a"}[p.Index == 0], sePID(p)))), seScore(p), Esc(t.Title), Esc(p.Author.Name), Esc(c.URL(seUserURL(p.Author))), Esc(c.URL(link)), p.Time.Format(time.RFC3339), Esc(strings.Join(escAll(p.Body), "<br/>")))
	}
	b.WriteString(`</feed>`)
	return b.String()
}
