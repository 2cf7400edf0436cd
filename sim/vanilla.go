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

// Vanilla Forums 2.8 with the default theme, in French, mounted at /discuss/,
// no session ids. Category URL codes are the slugs of their names (numbered when
// taken). No sub-categories: the shape has three headings of two to four categories. URL scheme:
//
//	discussions[/pN]                     entry: recent discussions, 30 a page ("" 302s here; p1 is a duplicate)
//	categories                           all categories (an index page)
//	categories/code[/pN]                 a category heading (its categories) or a category's discussions
//	discussions/tagged/tag[/pN]          discussions carrying a tag (an index page)
//	discussion/T/slug[/pN]               discussion and its comments, 30 posts a page (p1, another slug or none: duplicates)
//	discussion/comment/P/                302 to the page holding the comment, #Comment_P
//	discussions/bookmarked, discussions/mine, post/discussion[/code]   sign-in page (guests)
//	profile/U/name, profile/comments/U/name, profile/discussions/U/name, activity, search?Search=,
//	entry/signin?Target=..., entry/register?Target=..., entry/passwordrequest       other
//	discussions/feed.rss, categories/code/feed.rss                                 RSS
func vanilla() *Package {
	return &Package{
		Name: "vanilla", Software: "Vanilla Forums 2.8 (fr)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0, Topics: []string{"cooking", "travel", "gardening"}, Threads: [2]int{10, 50},
			Posts: [2]int{1, 44}, LongThreadChance: 0.08, ThreadsPerPage: 30, PostsPerPage: 30, Users: 140,
			Lang: text.French, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/discuss/", Seed: 3008,
		Skin: vnSkin{},
	}
}

type vnSkin struct{}

const vnSite = "Le Forum des Passionnés"

func (vnSkin) Entry() string { return "discussions" }

// vnCode is a category's URL code: the slug of its name, numbered when a sibling
// (or the heading above it) already uses it, as an admin would have to.
func vnCode(b *Board) string { return boardSlug(b, true) }

func (vnSkin) BoardURL(b *Board, p int) string {
	u := "categories/" + vnCode(b)
	if p > 1 {
		u += fmt.Sprintf("/p%d", p)
	}
	return u
}

func (vnSkin) ThreadURL(t *Thread, p int) string {
	u := fmt.Sprintf("discussion/%d/%s", t.ID, slug(t.Title))
	if p > 1 {
		u += fmt.Sprintf("/p%d", p)
	}
	return u
}

func vnCatURL(c *Category) string { return "categories/" + slug(c.Name) }

func vnUserURL(u *User) string { return fmt.Sprintf("profile/%d/%s", u.ID, url.PathEscape(u.Name)) }

func vnTagURL(tag string, p int) string {
	u := "discussions/tagged/" + url.PathEscape(tag)
	if p > 1 {
		u += fmt.Sprintf("/p%d", p)
	}
	return u
}

func vnCommentURL(p *Post) string {
	return fmt.Sprintf("discussion/comment/%d/#Comment_%d", p.ID, p.ID)
}

// vnPage reads a trailing "pN" segment; 0 when malformed.
func vnPage(seg string) int {
	n, err := strconv.Atoi(strings.TrimPrefix(seg, "p"))
	if err != nil || !strings.HasPrefix(seg, "p") || n < 1 {
		return 0
	}
	return n
}

var vnMonths = []string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"}

// vnTime is Gdn_Format::date(..., 'html') in French: the time today, the day this year, else the month.
func vnTime(c *Ctx, t time.Time) string {
	now := c.W.Now
	m := vnMonths[t.Month()-1]
	label := fmt.Sprintf("%s %d", m, t.Year())
	switch {
	case now.Sub(t) < 24*time.Hour && now.YearDay() == t.YearDay():
		label = t.Format("15:04")
	case now.Year() == t.Year():
		label = fmt.Sprintf("%d %s", t.Day(), m)
	}
	return fmt.Sprintf(`<time title="%d %s %d %s" datetime="%s">%s</time>`, t.Day(), m, t.Year(), t.Format("15:04"), t.Format("2006-01-02T15:04:05+00:00"), label)
}

func vnPlural(n int, one, many string) string {
	if n <= 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

func (s vnSkin) Serve(c *Ctx) Response {
	sh := c.W.Shape
	other := Info{Type: TypeOther}
	parts := segments(strings.Split(strings.TrimSuffix(c.Path, "/"), "/"))
	entryInfo := func(p int) Info {
		if p == 1 {
			return Info{Type: TypeEntry, Canonical: "discussions"}
		}
		return Info{Type: TypeIndex, FPage: p, Canonical: fmt.Sprintf("discussions/p%d", p)}
	}
	all := c.W.ThreadsByActivity()
	switch parts[0] {
	case "":
		return c.Redirect("discussions", entryInfo(1))
	case "discussions":
		switch {
		case len(parts) == 1:
			return c.Page(entryInfo(1), s.recent(c, 1))
		case len(parts) == 2 && vnPage(parts.at(1)) > 0:
			p := vnPage(parts.at(1))
			if p > pageCount(len(all), sh.ThreadsPerPage) {
				break
			}
			return c.Page(entryInfo(p), s.recent(c, p))
		case c.Path == "discussions/feed.rss":
			return s.rss(c, all[:20])
		case c.Path == "discussions/bookmarked", c.Path == "discussions/mine", c.Path == "discussions/unanswered":
			return c.Page(other, s.signin(c, "Connexion", "Vous devez être connecté pour voir cette page."))
		case parts.at(1) == "tagged" && len(parts) >= 3 && len(parts) <= 4:
			tag := parts.at(2)
			ts := c.W.ThreadsTagged(tag)
			p := 1
			if len(parts) == 4 {
				p = vnPage(parts.at(3))
			}
			if len(ts) == 0 || p == 0 || p > pageCount(len(ts), sh.ThreadsPerPage) {
				break
			}
			return c.Page(Info{Type: TypeIndex, FPage: p, Canonical: vnTagURL(tag, p)}, s.tagged(c, tag, ts, p))
		}
	case "categories":
		if len(parts) == 1 {
			return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: "categories"}, s.categories(c))
		}
		if len(parts) > 3 {
			break
		}
		for _, cat := range c.W.Categories {
			if slug(cat.Name) == parts.at(1) && len(parts) == 2 {
				return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: vnCatURL(cat)}, s.heading(c, cat))
			}
		}
		for _, b := range c.W.Boards {
			if vnCode(b) != parts.at(1) {
				continue
			}
			if parts.at(2) == "feed.rss" {
				return s.rss(c, b.Threads[:min(20, len(b.Threads))])
			}
			p := 1
			if len(parts) == 3 {
				p = vnPage(parts.at(2))
			}
			if p == 0 || p > b.Pages(sh.ThreadsPerPage) {
				break
			}
			return c.Page(boardInfo(s, b, p), s.category(c, b, p))
		}
	case "discussion":
		if parts.at(1) == "comment" && len(parts) == 3 {
			id, _ := strconv.Atoi(parts.at(2))
			if p := c.W.Post(id); p != nil {
				pg := PageOf(p.Index, sh.PostsPerPage)
				return c.Redirect(s.ThreadURL(p.Thread, pg)+fmt.Sprintf("#Comment_%d", p.ID), threadInfo(s, p.Thread, pg))
			}
			return s.notFound(c)
		}
		id, _ := strconv.Atoi(parts.at(1))
		t := c.W.Thread(id)
		if t == nil || len(parts) > 4 {
			break
		}
		p := 1
		if len(parts) == 4 {
			p = vnPage(parts.at(3))
		}
		if p == 0 || p > t.Pages(sh.PostsPerPage) {
			break
		}
		return c.Page(threadInfo(s, t, p), s.discussion(c, t, p))
	case "profile":
		var id int
		switch parts.at(1) {
		case "comments", "discussions":
			id, _ = strconv.Atoi(parts.at(2))
		default:
			id, _ = strconv.Atoi(parts.at(1))
		}
		if u := c.W.User(id); u != nil {
			return c.Page(other, s.profile(c, u, parts.at(1)))
		}
	case "entry":
		switch parts.at(1) {
		case "signin":
			return c.Page(other, s.signin(c, "Connexion", ""))
		case "register":
			return c.Page(other, s.signin(c, "Inscription", ""))
		case "passwordrequest":
			return c.Page(other, s.signin(c, "Mot de passe oublié", ""))
		}
	case "post":
		return c.Page(other, s.signin(c, "Connexion", "Vous devez être connecté pour publier une discussion."))
	case "search":
		if len(parts) == 1 {
			return c.Page(other, s.search(c))
		}
	case "activity":
		if len(parts) == 1 {
			return c.Page(other, s.activity(c))
		}
	}
	return s.notFound(c)
}

func (s vnSkin) notFound(c *Ctx) Response {
	return c.NotFound(s.frame(c, vnSpec{title: "Page introuvable", body: "Vanilla Dashboard error", main: `<div class="Center SplashInfo"><h1>Page introuvable</h1><div id="Message">La page que vous avez demandée est introuvable.</div></div>`}))
}

func (s vnSkin) user(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a href="%s" class="Username">%s</a>`, c.Href(vnUserURL(u)), Esc(u.Name))
}

func (s vnSkin) photo(c *Ctx, u *User) string {
	return fmt.Sprintf(`<a title="%s" href="%s" class="PhotoWrap"><img src="%s" alt="%s" class="ProfilePhoto ProfilePhotoMedium" /></a>`,
		Esc(u.Name), c.Href(vnUserURL(u)), c.Href(fmt.Sprintf("uploads/userpics/%03d/n%x.jpg", u.ID%1000, Hash("pic", u.ID)%0xffffff)), Esc(u.Name))
}

type vnSpec struct {
	title, body, canonical, main string
	crumbs                       [][2]string
}

func (s vnSkin) frame(c *Ctx, p vnSpec) string {
	var h strings.Builder
	canon := ""
	if p.canonical != "" {
		canon = fmt.Sprintf(`<link rel="canonical" href="%s" />`, c.Href(p.canonical))
	}
	target := url.QueryEscape(c.Path)
	var crumbs strings.Builder
	fmt.Fprintf(&crumbs, `<span class="CrumbLabel HomeCrumb"><a href="%s" itemprop="url"><span itemprop="title">Accueil</span></a></span>`, c.Href(""))
	for _, cr := range p.crumbs {
		fmt.Fprintf(&crumbs, `<span itemprop="child" itemscope itemtype="http://data-vocabulary.org/Breadcrumb"> <span class="Crumb">›</span> <span class="CrumbLabel"><a href="%s" itemprop="url"><span itemprop="title">%s</span></a></span></span>`, c.Href(cr[1]), Esc(cr[0]))
	}
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8" />
<title>%s — %s</title>
<link rel="stylesheet" href="%s" media="all" />
<link rel="stylesheet" href="%s" media="all" />
%s
<link rel="alternate" type="application/rss+xml" title="Discussions récentes" href="%s" />
<meta property="og:site_name" content="%s" />
<meta property="og:title" content="%s" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
%s<script>gdn=window.gdn||{};gdn.meta={"AnalyticsTask":"tick","TransientKey":"","WebRoot":"/discuss/","UrlFormat":"/discuss/{Path}","Path":"%s","Locale":"fr","SignedIn":0,"ui":{"siteName":"%s","locale":"fr"}};</script>
</head>
<body id="%s" class="Vanilla Discussions index  Section-DiscussionList">
<div id="Frame">
	<div class="Top"><div class="Row"><div class="TopMenu"></div></div></div>
	<div class="Banner">
		<div class="Row">
			<strong class="SiteTitle"><a href="%s">%s</a></strong>
			<ul>
				<li><a href="%s" class="">Discussions</a></li>
				<li><a href="%s" class="">Catégories</a></li>
				<li><a href="%s" class="">Activité</a></li>
				<li><a href="%s" rel="nofollow" class="SignInPopup">Connexion</a></li>
			</ul>
		</div>
	</div>
	<div id="Body">
		<div class="Row">
			<div class="BreadcrumbsWrapper"><span class="Breadcrumbs" itemscope itemtype="http://data-vocabulary.org/Breadcrumb">%s</span></div>
			<div class="SiteSearch" role="search"><form method="get" action="%s"><div><input type="text" id="Form_Search" name="Search" value="" placeholder="Rechercher" accesskey="/" aria-label="Saisissez votre terme de recherche." title="Saisissez votre terme de recherche." class="InputBox js-search" /><input type="submit" id="Form_Go" name="" aria-label="Rechercher" class="Button" value="Aller" /></div></form></div>
			<div class="Column PanelColumn" id="Panel" role="complementary">
				<div class="MeBox MeBox-SignIn"><div class="SignInLinks"><a href="%s" class="SignInPopup" rel="nofollow">Connexion</a> <span class="Bullet">&middot;</span> <a href="%s" class="ApplyButton" rel="nofollow">S'inscrire</a></div></div>
				<div class="BoxButtons BoxNewDiscussion"><a href="%s" class="Button Primary Action NewDiscussion">Nouvelle discussion</a></div>
				<div class="BoxFilter BoxDiscussionFilter" role="navigation"><ul class="FilterMenu">
					<li class="AllCategories"><a href="%s"><span aria-hidden="true" class="Sprite SpAllCategories"></span> Toutes les catégories</a></li>
					<li class="Discussions"><a href="%s"><span aria-hidden="true" class="Sprite SpDiscussions"></span> Discussions récentes</a></li>
					<li class="MyBookmarks"><a href="%s"><span aria-hidden="true" class="Sprite SpBookmarks"></span> Mes favoris</a></li>
					<li class="MyDiscussions"><a href="%s"><span aria-hidden="true" class="Sprite SpMyDiscussions"></span> Mes discussions</a></li>
				</ul></div>
				%s
			</div>
			<div class="Column ContentColumn" id="Content" role="main">
%s
			</div>
		</div>
	</div>
	<div id="Foot" role="contentinfo">
		<div class="Row">
			<a href="https://open.vanillaforums.com" class="PoweredByVanilla" title="Communauté réalisée avec Vanilla Forums">Réalisé avec Vanilla</a>
		</div>
	</div>
</div>
%s</body>
</html>`,
		Esc(p.title), vnSite, c.Href("applications/dashboard/design/style.css?v=2.8.4"), c.Href("applications/dashboard/design/style-compat.css?v=2.8.4"),
		canon, c.Href("discussions/feed.rss"), vnSite, Esc(p.title), c.Styles(26), Esc(c.Path), vnSite,
		map[bool]string{true: p.body, false: "vanilla_discussions_index"}[p.body != ""],
		c.Href("discussions"), vnSite, c.Href("discussions"), c.Href("categories"), c.Href("activity"), c.Href("entry/signin?Target="+target),
		crumbs.String(), c.Href("search"),
		c.Href("entry/signin?Target="+target), c.Href("entry/register?Target="+target), c.Href("post/discussion"),
		c.Href("categories"), c.Href("discussions"), c.Href("discussions/bookmarked"), c.Href("discussions/mine"),
		s.panel(c), p.main, c.Scripts(9))
	return h.String()
}

// panel is the sidebar's category list and tag cloud.
func (s vnSkin) panel(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<div class="Box BoxCategories"><h4 aria-level="2">Catégories</h4><ul class="PanelInfo PanelCategories">`)
	fmt.Fprintf(&h, `<li class="ClearFix"><a href="%s" class="ItemLink">Toutes les catégories</a></li>`, c.Href("categories"))
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, `<li class="ClearFix Heading Depth1"><a href="%s" class="ItemLink">%s</a></li>`, c.Href(vnCatURL(cat)), Esc(cat.Name))
		for _, b := range cat.Boards {
			fmt.Fprintf(&h, `<li class="ClearFix Depth2"><a href="%s" class="ItemLink"><span class="Aside"><span class="Count">%d</span></span> %s</a></li>`, c.Href(s.BoardURL(b, 1)), len(b.Threads), Esc(b.Name))
		}
	}
	h.WriteString(`</ul></div><div class="Box Tags"><h4>Mots-clés populaires</h4><ul class="TagCloud">`)
	tags := c.W.Tags()
	for i, tag := range tags {
		if Hash("cloud", tag)%4 == 0 || i < 5 {
			fmt.Fprintf(&h, `<li class="TagCloud-Item"><a href="%s" class="Tag_%s">%s</a></li>`, c.Href(vnTagURL(tag, 1)), Esc(tag), Esc(tag))
		}
	}
	h.WriteString(`</ul></div><div class="Box BoxOnline"><h4>Qui est en ligne</h4><ul class="PhotoGrid">`)
	for i := range 8 {
		u := pick(c.W.Users, "on", i, len(c.W.Posts))
		fmt.Fprintf(&h, `<li>%s</li>`, s.user(c, u))
	}
	h.WriteString(`</ul></div>`)
	return h.String()
}

// pager is Vanilla's NumberedPager: « 1 2 … N », the first page linked as p1.
func (s vnSkin) pager(c *Ctx, id string, cur, total int, link func(int) string) string {
	if total <= 1 {
		return ""
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="Pager NumberedPager" id="%s" aria-label="Pagination">`, id)
	if cur > 1 {
		fmt.Fprintf(&h, `<a href="%s" class="Previous Pager-nav" rel="prev" aria-label="Page précédente" title="Précédent">«</a>`, c.Href(link(cur-1)))
	} else {
		h.WriteString(`<span class="Previous Pager-nav" aria-disabled="true">«</span>`)
	}
	for _, it := range Pager(cur, total, 2) {
		switch {
		case it.Gap:
			h.WriteString(`<span class="Pager-ellipsis">…</span>`)
		default:
			cls := fmt.Sprintf("Pager-p p-%d", it.N)
			if it.N == 1 {
				cls += " FirstPage"
			}
			if it.N == total {
				cls += " LastPage"
			}
			aria := ""
			if it.Current {
				cls += " Highlight"
				aria = ` aria-current="page"`
			}
			fmt.Fprintf(&h, `<a href="%s" class="%s" aria-label="Page %d"%s>%d</a>`, c.Href(link(it.N)), cls, it.N, aria, it.N)
		}
	}
	if cur < total {
		fmt.Fprintf(&h, `<a href="%s" class="Next Pager-nav" rel="next" aria-label="Page suivante" title="Suivant">»</a>`, c.Href(link(cur+1)))
	} else {
		h.WriteString(`<span class="Next Pager-nav" aria-disabled="true">»</span>`)
	}
	h.WriteString(`</div>`)
	return h.String()
}

// vnPLink builds "base/pN" pager links, the first page as p1 the way Vanilla's pager does.
func vnPLink(base string) func(int) string {
	return func(p int) string { return fmt.Sprintf("%s/p%d", base, p) }
}

// item is one discussion row of a list; showCat adds the category link.
func (s vnSkin) item(c *Ctx, t *Thread, showCat bool) string {
	sh := c.W.Shape
	var h strings.Builder
	cls := "Item ItemDiscussion Read"
	if t.Sticky {
		cls += " Announcement"
	}
	fmt.Fprintf(&h, `<li id="Discussion_%d" class="%s">
	<span class="Options"></span>
	<div class="ItemContent Discussion">
		<div class="Title" role="heading" aria-level="3"><a href="%s">%s</a></div>`, t.ID, cls, c.Href(s.ThreadURL(t, 1)), Esc(t.Title))
	if n := t.Pages(sh.PostsPerPage); n > 1 {
		h.WriteString(`<span class="MiniPager">`)
		pages := []int{1, 2, 0, n - 1, n}
		if n < 5 {
			pages = nil
			for i := 1; i <= n; i++ {
				pages = append(pages, i)
			}
		}
		for _, p := range pages {
			if p == 0 {
				h.WriteString(`<span class="Elipsis">...</span>`)
				continue
			}
			fmt.Fprintf(&h, `<a href="%s">%d</a>`, c.Href(s.ThreadURL(t, p)), p)
		}
		h.WriteString(`</span>`)
	}
	h.WriteString(`
		<div class="Meta Meta-Discussion">`)
	if t.Sticky {
		h.WriteString(` <span class="Tag Tag-Announcement" title="Annonce">Annonce</span> `)
	}
	fmt.Fprintf(&h, `<span class="MItem MCount ViewCount">%s</span> <span class="MItem MCount CommentCount">%s</span> `,
		vnPlural(t.Views, "vue", "vues"), vnPlural(len(t.Posts)-1, "commentaire", "commentaires"))
	if len(t.Posts) > 1 {
		last := t.LastPost()
		fmt.Fprintf(&h, `<span class="MItem LastCommentBy">Commentaire le plus récent par <a href="%s">%s</a></span> <span class="MItem LastCommentDate">%s</span>`,
			c.Href(vnUserURL(last.Author)), Esc(last.Author.Name), vnTime(c, last.Time))
	} else {
		fmt.Fprintf(&h, `<span class="MItem LastCommentBy">Démarré par <a href="%s">%s</a></span> <span class="MItem LastCommentDate">%s</span>`,
			c.Href(vnUserURL(t.Author)), Esc(t.Author.Name), vnTime(c, t.Posts[0].Time))
	}
	if showCat {
		fmt.Fprintf(&h, ` <span class="MItem Category Category-%s"><a href="%s">%s</a></span>`, slug(t.Board.Name), c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name))
	}
	h.WriteString("</div>\n\t</div>\n</li>\n")
	return h.String()
}

func (s vnSkin) list(c *Ctx, title string, ts []*Thread, page int, base string, showCat bool, before string) string {
	sh := c.W.Shape
	total := pageCount(len(ts), sh.ThreadsPerPage)
	var h strings.Builder
	fmt.Fprintf(&h, `<h1 class="H HomepageTitle">%s</h1>%s<div class="PageControls Top">%s</div><div class="DataListWrap"><h2 class="Hidden">%s</h2><ul class="DataList Discussions">`,
		Esc(title), before, s.pager(c, "PagerBefore", page, total, vnPLink(base)), Esc(title))
	for _, t := range Page(ts, page, sh.ThreadsPerPage) {
		h.WriteString(s.item(c, t, showCat))
	}
	fmt.Fprintf(&h, `</ul></div><div class="PageControls Bottom">%s</div>`, s.pager(c, "PagerAfter", page, total, vnPLink(base)))
	return h.String()
}

func (s vnSkin) recent(c *Ctx, page int) string {
	canon := "discussions"
	if page > 1 {
		canon = fmt.Sprintf("discussions/p%d", page)
	}
	return s.frame(c, vnSpec{title: "Discussions récentes", body: "vanilla_discussions_index", canonical: canon,
		main:   s.list(c, "Discussions récentes", c.W.ThreadsByActivity(), page, "discussions", true, ""),
		crumbs: [][2]string{{"Discussions", "discussions"}}})
}

func (s vnSkin) tagged(c *Ctx, tag string, ts []*Thread, page int) string {
	return s.frame(c, vnSpec{title: "Mot-clé : " + tag, body: "vanilla_discussions_tagged", canonical: vnTagURL(tag, page),
		main:   s.list(c, "Discussions avec le mot-clé « "+tag+" »", ts, page, "discussions/tagged/"+url.PathEscape(tag), true, ""),
		crumbs: [][2]string{{"Discussions", "discussions"}, {tag, vnTagURL(tag, 1)}}})
}

func (s vnSkin) category(c *Ctx, b *Board, page int) string {
	before := fmt.Sprintf(`<div class="P PageDescription">%s</div><div class="BoxButtons"><a href="%s" class="Button Primary Action NewDiscussion">Nouvelle discussion</a> <a href="%s" class="Button RSS" title="Flux RSS">RSS</a></div>`,
		Esc(b.Description), c.Href("post/discussion/"+vnCode(b)), c.Href(s.BoardURL(b, 1)+"/feed.rss"))
	return s.frame(c, vnSpec{title: b.Name, body: "vanilla_categories_index", canonical: s.BoardURL(b, page),
		main:   s.list(c, b.Name, b.Threads, page, s.BoardURL(b, 1), false, before),
		crumbs: [][2]string{{b.Category.Name, vnCatURL(b.Category)}, {b.Name, s.BoardURL(b, 1)}}})
}

func (s vnSkin) catRows(c *Ctx, boards []*Board) string {
	var h strings.Builder
	h.WriteString(`<ul class="DataList CategoryList">`)
	for _, b := range boards {
		fmt.Fprintf(&h, `<li id="Category_%d" class="Item Depth2 Category-%s"><div class="ItemContent Category"><div class="TitleWrap"><a class="Title" href="%s">%s</a></div><div class="CategoryDescription">%s</div><div class="Meta"><span class="MItem RSS"><a href="%s" title="Flux RSS"><span class="Sprite SpRSS"></span></a></span> <span class="MItem DiscussionCount">%s</span> <span class="MItem CommentCount">%s</span>`,
			b.ID, slug(b.Name), c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description), c.Href(s.BoardURL(b, 1)+"/feed.rss"),
			vnPlural(len(b.Threads), "discussion", "discussions"), vnPlural(b.AllPosts()-len(b.Threads), "commentaire", "commentaires"))
		if p := b.Latest(); p != nil {
			fmt.Fprintf(&h, ` <span class="MItem LastDiscussionTitle">Plus récent : <a href="%s" class="LatestPostTitle">%s</a></span> <span class="MItem LastCommentBy">par <a href="%s">%s</a></span> <span class="MItem LastCommentDate">%s</span>`,
				c.Href(s.ThreadURL(p.Thread, 1)), Esc(clip(p.Thread.Title, 40)), c.Href(vnUserURL(p.Author)), Esc(p.Author.Name), vnTime(c, p.Time))
		}
		h.WriteString(`</div></div></li>`)
	}
	h.WriteString(`</ul>`)
	return h.String()
}

func (s vnSkin) categories(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<h1 class="H HomepageTitle">Catégories</h1><div class="DataListWrap">`)
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, `<h2 class="H CategoryHeading"><a href="%s">%s</a></h2>%s`, c.Href(vnCatURL(cat)), Esc(cat.Name), s.catRows(c, cat.Boards))
	}
	h.WriteString(`</div>`)
	return s.frame(c, vnSpec{title: "Catégories", body: "vanilla_categories_all", canonical: "categories", main: h.String(), crumbs: [][2]string{{"Catégories", "categories"}}})
}

func (s vnSkin) heading(c *Ctx, cat *Category) string {
	main := fmt.Sprintf(`<h1 class="H HomepageTitle">%s</h1><div class="DataListWrap">%s</div>`, Esc(cat.Name), s.catRows(c, cat.Boards))
	return s.frame(c, vnSpec{title: cat.Name, body: "vanilla_categories_index", canonical: vnCatURL(cat), main: main, crumbs: [][2]string{{cat.Name, vnCatURL(cat)}}})
}

// message renders the discussion body (first post) or a comment.
func (s vnSkin) message(c *Ctx, p *Post, alt bool) string {
	u := p.Author
	body := Paras(p.Body, "", "<br /><br />")
	body = strings.TrimSuffix(body, "<br /><br />")
	if p.Index == 0 {
		return fmt.Sprintf(`<div id="Discussion_%d" class="Item ItemDiscussion">
	<div class="Discussion">
		<div class="Item-Header DiscussionHeader">
			<div class="AuthorWrap"><span class="Author">%s%s</span><span class="AuthorInfo"><span class="MItem RoleTitle">%s</span></span></div>
			<div class="Meta DiscussionMeta"><span class="MItem DateCreated"><a href="%s" class="Permalink" rel="nofollow">%s</a></span> <span class="MItem Category"><a href="%s">%s</a></span></div>
		</div>
		<div class="Item-BodyWrap"><div class="Item-Body"><div class="Message userContent">%s</div></div></div>
	</div>
</div>
`, p.Thread.ID, s.photo(c, u), s.user(c, u), vnRank(u), c.Href(s.ThreadURL(p.Thread, 1)), vnTime(c, p.Time), c.Href(s.BoardURL(p.Thread.Board, 1)), Esc(p.Thread.Board.Name), body)
	}
	cls := "Item ItemComment"
	if alt {
		cls = "Item Alt ItemComment"
	}
	sig := ""
	if sg := signature(u); sg != "" {
		sig = `<div class="UserSignature">` + Esc(sg) + `</div>`
	}
	return fmt.Sprintf(`<li class="%s" id="Comment_%d">
	<div class="Comment">
		<div class="Options"></div>
		<div class="Item-Header CommentHeader">
			<div class="AuthorWrap"><span class="Author">%s%s</span><span class="AuthorInfo"><span class="MItem RoleTitle">%s</span></span></div>
			<div class="Meta CommentMeta CommentInfo"><span class="MItem DateCreated"><a href="%s" class="Permalink" name="Item_%d" rel="nofollow">%s</a></span></div>
		</div>
		<div class="Item-BodyWrap"><div class="Item-Body"><div class="Message userContent">%s</div>%s</div></div>
	</div>
</li>
`, cls, p.ID, s.photo(c, u), s.user(c, u), vnRank(u), c.Href(vnCommentURL(p)), p.Index+1, vnTime(c, p.Time), body, sig)
}

func vnRank(u *User) string {
	switch {
	case u.Posts > 60:
		return "Membre vétéran"
	case u.Posts > 20:
		return "Habitué"
	}
	return "Membre"
}

func (s vnSkin) discussion(c *Ctx, t *Thread, page int) string {
	sh := c.W.Shape
	var h strings.Builder
	posts := Page(t.Posts, page, sh.PostsPerPage)
	pager := func(id string) string {
		return s.pager(c, id, page, t.Pages(sh.PostsPerPage), vnPLink(s.ThreadURL(t, 1)))
	}
	fmt.Fprintf(&h, `<div class="MessageList Discussion"><div id="Item_0" class="PageTitle"><div class="Options"></div><h1>%s</h1></div>`, Esc(t.Title))
	if page == 1 {
		h.WriteString(s.message(c, posts[0], false))
		posts = posts[1:]
		if len(t.Tags) > 0 {
			h.WriteString(`<div class="InlineTags Meta">Mots-clés : <ul>`)
			for _, tag := range t.Tags {
				fmt.Fprintf(&h, `<li><a href="%s" class="Tag_%s">%s</a></li>`, c.Href(vnTagURL(tag, 1)), Esc(tag), Esc(tag))
			}
			h.WriteString(`</ul></div>`)
		}
	}
	fmt.Fprintf(&h, `</div>
<div class="CommentsWrap">
	<span class="BeforeCommentHeading"><div class="PageControls Top">%s</div></span>
	<div class="DataBox DataBox-Comments">`, pager("PagerBefore"))
	if len(posts) > 0 {
		h.WriteString(`<h2 class="CommentHeading">Commentaires</h2><ul class="MessageList DataList Comments">`)
		for i, p := range posts {
			h.WriteString(s.message(c, p, i%2 == 0))
		}
		h.WriteString(`</ul>`)
	}
	target := url.QueryEscape(c.Path)
	fmt.Fprintf(&h, `</div>
	<div class="P PagerWrap"><div class="PageControls Bottom">%s</div></div>
</div>
<div class="Foot Closed"><div class="Note Closed SignInOrRegister">Connectez-vous ou inscrivez-vous pour commenter.</div><a href="%s" class="Button Primary Stash SignInPopup" rel="nofollow">Connexion</a> <a href="%s" class="Button Stash" rel="nofollow">S'inscrire</a></div>`,
		pager("PagerAfter"), c.Href("entry/signin?Target="+target), c.Href("entry/register?Target="+target))
	title := t.Title
	if page > 1 {
		title = fmt.Sprintf("%s — page %d", t.Title, page)
	}
	return s.frame(c, vnSpec{title: title, body: "vanilla_discussion_index", canonical: s.ThreadURL(t, page), main: h.String(),
		crumbs: [][2]string{{t.Board.Category.Name, vnCatURL(t.Board.Category)}, {t.Board.Name, s.BoardURL(t.Board, 1)}}})
}

func (s vnSkin) profile(c *Ctx, u *User, tab string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="Profile"><div class="User" itemscope itemtype="http://schema.org/Person"><h1 class="H"><span itemprop="name">%s</span></h1><div class="Photo">%s</div><dl class="About"><dt class="Name">Nom d'utilisateur</dt><dd class="Name" itemprop="name">%s</dd><dt class="Joined">Inscrit</dt><dd class="Joined">%s</dd><dt class="Roles">Rôles</dt><dd class="Roles">%s</dd></dl><p class="Bio">%s</p></div>
<div class="Tabs ProfileTabs"><ul><li><a href="%s" class="TabLink">Activité</a></li><li><a href="%s" class="TabLink">Discussions</a></li><li><a href="%s" class="TabLink">Commentaires <span class="Aside"><span class="Count">%d</span></span></a></li></ul></div>`,
		Esc(u.Name), s.photo(c, u), Esc(u.Name), vnTime(c, u.Joined), vnRank(u), Esc(u.Bio),
		c.Href(vnUserURL(u)), c.Href(fmt.Sprintf("profile/discussions/%d/%s", u.ID, url.PathEscape(u.Name))), c.Href(fmt.Sprintf("profile/comments/%d/%s", u.ID, url.PathEscape(u.Name))), u.Posts)
	if tab == "discussions" {
		h.WriteString(`<ul class="DataList Discussions">`)
		for _, t := range firstN(c.W.ThreadsByDate(), 10, func(t *Thread) bool { return t.Author == u }) {
			h.WriteString(s.item(c, t, true))
		}
		h.WriteString(`</ul>`)
	}
	h.WriteString(`</div>`)
	return s.frame(c, vnSpec{title: u.Name, body: "dashboard_profile_index", main: h.String()})
}

func (s vnSkin) signin(c *Ctx, title, msg string) string {
	note := ""
	if msg != "" {
		note = `<div class="Messages Errors"><ul><li>` + Esc(msg) + `</li></ul></div>`
	}
	main := fmt.Sprintf(`<h1>%s</h1>%s<div class="FormWrapper"><form method="post" action="%s"><ul><li><label for="Form_Email">Courriel/Nom d'utilisateur</label><input type="text" id="Form_Email" name="Email" class="InputBox" /></li><li><label for="Form_Password">Mot de passe</label><input type="password" id="Form_Password" name="Password" class="InputBox Password" /><a href="%s" class="ForgotPassword">Mot de passe oublié ?</a></li></ul><div class="Buttons"><input type="submit" id="Form_SignIn" name="Sign_In" value="Connexion" class="Button Primary" /></div></form><p class="CreateAccount">Pas encore inscrit ? <a href="%s">Créer un compte</a></p></div>`,
		Esc(title), note, c.Href("entry/signin"), c.Href("entry/passwordrequest"), c.Href("entry/register"))
	return s.frame(c, vnSpec{title: title, body: "dashboard_entry_signin", main: main})
}

func (s vnSkin) search(c *Ctx) string {
	q := c.Query.Get("Search")
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="SearchForm"><form method="get" action="%s"><input type="text" name="Search" value="%s" class="InputBox BigInput" /><input type="submit" value="Rechercher" class="Button" /></form></div>`, c.Href("search"), Esc(q))
	if q != "" {
		h.WriteString(`<ol id="search-results" class="DataList DataList-Search">`)
		n := 0
		for _, t := range c.W.ThreadsByActivity() {
			if n < 10 && strings.Contains(strings.ToLower(t.Title), strings.ToLower(q)) {
				fmt.Fprintf(&h, `<li class="Item Item-Search"><h3><a href="%s">%s</a></h3></li>`, c.Href(s.ThreadURL(t, 1)), Esc(t.Title))
				n++
			}
		}
		h.WriteString(`</ol>`)
	}
	return s.frame(c, vnSpec{title: "Rechercher", body: "dashboard_search_index", main: h.String()})
}

func (s vnSkin) activity(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<h1 class="H">Activité récente</h1><ul class="DataList Activities">`)
	for _, t := range c.W.ThreadsByActivity()[:15] {
		p := t.LastPost()
		fmt.Fprintf(&h, `<li class="Item Activity Activity-Comment"><div class="ItemContent Activity"><div class="Title">%s a commenté <a href="%s">%s</a></div><div class="Meta"><span class="MItem DateCreated">%s</span></div></div></li>`,
			s.user(c, p.Author), c.Href(vnCommentURL(p)), Esc(t.Title), vnTime(c, p.Time))
	}
	h.WriteString(`</ul>`)
	return s.frame(c, vnSpec{title: "Activité récente", body: "dashboard_activity_index", main: h.String()})
}

func (s vnSkin) rss(c *Ctx, ts []*Thread) Response {
	return Response{Status: http.StatusOK, ContentType: "application/atom+xml; charset=utf-8",
		Body: atomFeed(c, ts), Info: Info{Type: TypeOther}}
}
