package sim

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// A German news site (a publisher's own CMS) with reader comments, mounted at
// the host root. Board = Ressort (section), thread = article (Posts[0] the
// article, Posts[1:] the reader comments). URL scheme:
//
//	/                                        front page: top story, every Ressort's teasers (entry)
//	RESSORT/, RESSORT/seite-P/               Ressort pages, 15 teasers each (board)
//	RESSORT/YYYY-MM-DD/slug-ID.html          article with the first 9 comments (thread page 1)
//	RESSORT/YYYY-MM-DD/slug-ID.html?seite=P  further comment pages, numbered pager with "Weiter" (thread pages)
//	...slug-ID.html?kommentar=C#kC           comment permalink (duplicate of the page holding it)
//	thema/TAG/                               topic page listing articles (index)
//	drucken/ID, autor/NAME/, nutzer/NAME/, suche?q=, login, abo/, impressum/, datenschutz/, kontakt/, rss/RESSORT.xml   other
func news() *Package {
	return &Package{
		Name: "news", Software: "AutoKurier (German news site, publisher CMS)", Kind: News,
		Shape: Shape{Categories: 1, BoardsPerCategory: [2]int{5, 9}, SubBoardChance: 0, Threads: [2]int{12, 26},
			Posts: [2]int{1, 32}, LongThreadChance: 0.12, ThreadsPerPage: 15, PostsPerPage: 10, Users: 160,
			Lang: text.German, Topics: []string{"cars"}, Opinion: 0.35},
		Mount: "/", Seed: 3013,
		Robots: "User-agent: *\nDisallow: /suche\nDisallow: /login\n",
		Skin:   newsSkin{},
	}
}

type newsSkin struct{}

type newsData struct {
	names     []string // Ressort names, by board position
	ressort   map[*Board]string
	byRessort map[string]*Board
	posts     []*Thread // newest first
	secPosts  map[*Board][]*Thread
	tagSlug   map[string]string
	byTag     map[string]string
	tagPosts  map[string][]*Thread
	userSlug  map[*User]string
	byUser    map[string]*User
	byAuthor  map[*User][]*Thread
}

// data is the site's Ressort, topic and user slugs, built once per world.
func (s newsSkin) data(w *World) *newsData {
	return w.Derived("news", func() any {
		cat := w.Categories[0] // the shape makes one
		d := &newsData{names: distinctNames(cat), ressort: map[*Board]string{}, byRessort: map[string]*Board{}, secPosts: map[*Board][]*Thread{},
			tagSlug: map[string]string{}, byTag: map[string]string{}, tagPosts: map[string][]*Thread{},
			userSlug: map[*User]string{}, byUser: map[string]*User{}, byAuthor: map[*User][]*Thread{}}
		slugs := make([]string, len(cat.Boards))
		for i, b := range cat.Boards {
			slugs[i] = slug(d.names[i])
			d.posts = append(d.posts, b.Threads...)
			d.secPosts[b] = newestFirst(b.Threads)
		}
		for i, rs := range uniqueSlugs(slugs) {
			d.ressort[cat.Boards[i]], d.byRessort[rs] = rs, cat.Boards[i]
		}
		d.posts = newestFirst(d.posts)
		var tags []string
		users := map[*User]bool{}
		for _, t := range d.posts {
			for _, tag := range t.Tags {
				if d.tagPosts[tag] == nil {
					tags = append(tags, tag)
				}
				d.tagPosts[tag] = append(d.tagPosts[tag], t)
			}
			d.byAuthor[t.Author] = append(d.byAuthor[t.Author], t)
			for _, p := range t.Posts {
				users[p.Author] = true
			}
		}
		slices.Sort(tags)
		ts := make([]string, len(tags))
		for i, tag := range tags {
			ts[i] = slug(tag)
		}
		for i, x := range uniqueSlugs(ts) {
			d.tagSlug[tags[i]], d.byTag[x] = x, tags[i]
		}
		var us []*User
		for u := range users {
			us = append(us, u)
		}
		slices.SortFunc(us, func(a, b *User) int { return a.ID - b.ID })
		names := make([]string, len(us))
		for i, u := range us {
			names[i] = slug(u.Name)
		}
		for i, x := range uniqueSlugs(names) {
			d.userSlug[us[i]], d.byUser[x] = x, us[i]
		}
		return d
	}).(*newsData)
}

const newsSite = "AutoKurier"

// newsDoc is an article's document id in its URL.
func newsDoc(t *Thread) int { return 480000 + t.ID*3 }

func (s newsSkin) Entry() string { return "" }

func (s newsSkin) BoardURL(b *Board, p int) string {
	u := s.data(b.World).ressort[b] + "/"
	if p > 1 {
		u += fmt.Sprintf("seite-%d/", p)
	}
	return u
}

func (s newsSkin) articleURL(t *Thread) string {
	return fmt.Sprintf("%s/%s/%s-%d.html", s.data(t.Board.World).ressort[t.Board], t.Posts[0].Time.Format("2006-01-02"), slug(t.Title), newsDoc(t))
}

func (s newsSkin) ThreadURL(t *Thread, p int) string {
	if p > 1 {
		return fmt.Sprintf("%s?seite=%d", s.articleURL(t), p)
	}
	return s.articleURL(t)
}

// newsDate is a date the German way: 01.05.2026, 10:00 Uhr.
func newsDate(t time.Time) string { return t.Format("02.01.2006, 15:04") + " Uhr" }

func (s newsSkin) Serve(c *Ctx) Response {
	d := s.data(c.W)
	other := Info{Type: TypeOther}
	path := c.Path
	switch path {
	case "":
		return c.Page(Info{Type: TypeEntry, Canonical: "/"}, s.front(c, d))
	case "suche":
		return c.Page(other, s.search(c, d))
	case "login":
		return c.Page(other, s.frame(c, d, "Anmelden", "page-login", fmt.Sprintf(`<section class="login"><h1>Anmelden</h1><form action="%s" method="post" class="form form--login"><label for="email">E-Mail-Adresse</label><input type="email" id="email" name="email" autocomplete="username"><label for="passwort">Passwort</label><input type="password" id="passwort" name="passwort" autocomplete="current-password"><button type="submit" class="button">Anmelden</button></form><p><a href="%s">Passwort vergessen?</a> · Noch kein Konto? <a href="%s">Jetzt registrieren</a></p></section>`,
			c.Href("login"), c.Href("login?passwort-vergessen=1"), c.Href("abo/"))))
	case "abo/":
		return c.Page(other, s.frame(c, d, "Abo", "page-abo", `<section class="abo-offer"><h1>AutoKurier Plus</h1><p class="abo-offer__lead">Alle Tests, Ratgeber und Hintergründe ohne Werbung lesen.</p><ul class="abo-offer__list"><li class="abo-offer__item"><h2>Digital</h2><p class="price">4,99 € im Monat</p><p>Monatlich kündbar.</p></li><li class="abo-offer__item abo-offer__item--highlight"><h2>Digital Jahr</h2><p class="price">49,90 € im Jahr</p><p>Zwei Monate gratis.</p></li></ul></section>`))
	case "impressum/", "datenschutz/", "kontakt/":
		title := map[string]string{"impressum/": "Impressum", "datenschutz/": "Datenschutzerklärung", "kontakt/": "Kontakt"}[path]
		return c.Page(other, s.frame(c, d, title, "page-static", `<section class="static-page"><h1>`+title+`</h1><p>AutoKurier Verlag GmbH, Hafenstraße 12, 20457 Hamburg. Geschäftsführung: Petra Lindner. Registergericht Hamburg, HRB 123456. Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Jan Oberländer.</p><p>Leserbriefe und Hinweise an die Redaktion senden Sie bitte an redaktion (at) autokurier.example.</p></section>`))
	}
	seg := strings.Split(strings.TrimSuffix(path, "/"), "/")
	switch {
	case len(seg) == 2 && seg[0] == "drucken":
		id, _ := strconv.Atoi(seg[1])
		if t := s.byDoc(c, id); t != nil && path == "drucken/"+seg[1] {
			return c.Page(other, s.print(c, t))
		}
	case len(seg) == 2 && seg[0] == "autor" && strings.HasSuffix(path, "/"):
		if u := d.byUser[seg[1]]; u != nil && d.byAuthor[u] != nil {
			return c.Page(other, s.person(c, d, u, true))
		}
	case len(seg) == 2 && seg[0] == "nutzer" && strings.HasSuffix(path, "/"):
		if u := d.byUser[seg[1]]; u != nil {
			return c.Page(other, s.person(c, d, u, false))
		}
	case len(seg) == 2 && seg[0] == "thema" && strings.HasSuffix(path, "/"):
		if tag, ok := d.byTag[seg[1]]; ok {
			return c.Page(Info{Type: TypeIndex, Canonical: path}, s.topic(c, d, tag))
		}
	case len(seg) == 2 && seg[0] == "rss" && strings.HasSuffix(seg[1], ".xml"):
		if b := d.byRessort[strings.TrimSuffix(seg[1], ".xml")]; b != nil {
			return Response{Status: 200, ContentType: "application/rss+xml; charset=UTF-8", Info: other,
				Body: rssFeed(c, newsSite+" – "+d.names[slices.Index(b.Category.Boards, b)], s.BoardURL(b, 1), rssItems(c, d.secPosts[b][:min(20, len(d.secPosts[b]))]))}
		}
	case len(seg) == 1 && strings.HasSuffix(path, "/"):
		if b := d.byRessort[seg[0]]; b != nil {
			return s.section(c, d, b, 1)
		}
	case len(seg) == 2 && strings.HasPrefix(seg[1], "seite-") && strings.HasSuffix(path, "/"):
		b := d.byRessort[seg[0]]
		p, err := strconv.Atoi(strings.TrimPrefix(seg[1], "seite-"))
		if b != nil && err == nil && p == 1 {
			return Response{Status: http.StatusMovedPermanently, Location: s.BoardURL(b, 1), Info: boardInfo(s, b, 1)}
		}
		if b != nil && err == nil && p > 1 {
			return s.section(c, d, b, p)
		}
	case len(seg) == 3 && strings.HasSuffix(seg[2], ".html"):
		name := strings.TrimSuffix(seg[2], ".html")
		id, _ := strconv.Atoi(name[strings.LastIndex(name, "-")+1:])
		t := s.byDoc(c, id)
		if t == nil {
			break
		}
		if path != s.articleURL(t) {
			// Old slug or wrong Ressort: the CMS finds the article by its id and redirects.
			return Response{Status: http.StatusMovedPermanently, Location: s.articleURL(t), Info: threadInfo(s, t, 1)}
		}
		return s.article(c, d, t)
	}
	return s.notFound(c, d)
}

func (s newsSkin) byDoc(c *Ctx, id int) *Thread {
	if (id-480000)%3 != 0 {
		return nil
	}
	return c.W.Thread((id - 480000) / 3)
}

func (s newsSkin) notFound(c *Ctx, d *newsData) Response {
	var h strings.Builder
	fmt.Fprintf(&h, `<section class="error-page"><h1>Seite nicht gefunden</h1><p>Die angeforderte Seite existiert leider nicht (mehr). Vielleicht hilft Ihnen unsere <a href="%s">Startseite</a> weiter.</p><h2>Aktuelle Artikel</h2><ul>`, c.Href(""))
	for _, t := range d.posts[:min(5, len(d.posts))] {
		fmt.Fprintf(&h, `<li><a href="%s">%s</a></li>`, c.Href(s.articleURL(t)), Esc(t.Title))
	}
	h.WriteString(`</ul></section>`)
	return c.NotFound(s.frame(c, d, "Seite nicht gefunden", "page-error", h.String()))
}

func (s newsSkin) name(d *newsData, b *Board) string {
	return d.names[slices.Index(b.Category.Boards, b)]
}

// kicker is the small line above a headline: the article's first topic.
func newsKicker(t *Thread) string {
	if len(t.Tags) == 0 {
		return ""
	}
	return tagLabel(t.Tags[0])
}

func (s newsSkin) commentsLink(c *Ctx, t *Thread) string {
	n := len(t.Posts) - 1
	if n == 0 {
		return ""
	}
	word := "Kommentare"
	if n == 1 {
		word = "Kommentar"
	}
	return fmt.Sprintf(` · <a class="teaser__comments" href="%s#kommentare">%d %s</a>`, c.Href(s.articleURL(t)), n, word)
}

// teaser is one article.teaser; size is "", "large" or "small".
func (s newsSkin) teaser(c *Ctx, t *Thread, size, heading string) string {
	cls := "teaser"
	if size != "" {
		cls += " teaser--" + size
	}
	text := ""
	if size != "small" {
		text = `<p class="teaser__text">` + Esc(clip(t.Posts[0].Body[0], 220)) + `</p>`
	}
	img := ""
	if size != "small" {
		img = fmt.Sprintf(`<a class="teaser__image" href="%s" tabindex="-1" aria-hidden="true"><img src="/bilder/%d-teaser.jpg" alt="" loading="lazy" width="%d" height="%d"></a>`,
			c.Href(s.articleURL(t)), newsDoc(t), map[bool]int{true: 960, false: 320}[size == "large"], map[bool]int{true: 540, false: 180}[size == "large"])
	}
	return fmt.Sprintf(`<article class="%s">%s<div class="teaser__content"><span class="teaser__kicker">%s</span><%s class="teaser__title"><a href="%s">%s</a></%s>%s<div class="teaser__meta"><time datetime="%s">%s</time>%s</div></div></article>`,
		cls, img, Esc(newsKicker(t)), heading, c.Href(s.articleURL(t)), Esc(t.Title), heading, text, t.Posts[0].Time.Format(time3339), t.Posts[0].Time.Format("02.01.2006"), s.commentsLink(c, t))
}

func (s newsSkin) frame(c *Ctx, d *newsData, title, bodyClass, main string) string {
	var h strings.Builder
	full := newsSite + " – Nachrichten, Tests und Ratgeber rund ums Auto"
	if title != "" {
		full = Esc(title) + " | " + newsSite
	}
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>%s</title>
<meta name="description" content="Aktuelle Nachrichten, Tests, Ratgeber und Debatten rund ums Auto – jeden Tag neu bei %s.">
<link rel="alternate" type="application/rss+xml" title="%s" href="%s">
%s</head>
<body class="%s">
<a class="skip-link" href="#main">Zum Inhalt springen</a>
<header class="site-header">
<div class="site-header__top"><a class="site-header__logo" href="%s" title="%s – Startseite">%s</a><div class="site-header__actions"><form class="site-header__search" action="%s" method="get" role="search"><input type="search" name="q" placeholder="Suchbegriff eingeben" aria-label="Suche"><button type="submit">Suchen</button></form><a class="button button--abo" href="%s">Abo</a> <a class="site-header__login" href="%s" rel="nofollow">Anmelden</a></div></div>
<nav class="ressorts" aria-label="Ressorts"><span class="ressorts__label">Ressorts</span><ul class="ressorts__list">`,
		full, newsSite, newsSite, c.Href("rss/"+d.ressort[c.W.Categories[0].Boards[0]]+".xml"), c.Styles(25), bodyClass,
		c.Href(""), newsSite, newsSite, c.Href("suche"), c.Href("abo/"), c.Href("login"))
	fmt.Fprintf(&h, `<li class="ressorts__item"><a href="%s">Startseite</a></li>`, c.Href(""))
	for _, b := range c.W.Categories[0].Boards {
		fmt.Fprintf(&h, `<li class="ressorts__item"><a href="%s">%s</a></li>`, c.Href(s.BoardURL(b, 1)), Esc(s.name(d, b)))
	}
	h.WriteString(`</ul></nav></header>
<div class="page"><main id="main" class="main">
`)
	h.WriteString(main)
	h.WriteString(`</main>
<aside class="sidebar">`)
	most := slices.Clone(d.posts)
	slices.SortStableFunc(most, func(a, b *Thread) int { return b.Views - a.Views })
	h.WriteString(`<section class="widget widget--most-read"><h2 class="widget__title">Meistgelesen</h2><ol class="ranking">`)
	for _, t := range most[:min(5, len(most))] {
		fmt.Fprintf(&h, `<li class="ranking__item"><a href="%s">%s</a></li>`, c.Href(s.articleURL(t)), Esc(t.Title))
	}
	h.WriteString(`</ol></section>`)
	slices.SortStableFunc(most, func(a, b *Thread) int { return len(b.Posts) - len(a.Posts) })
	h.WriteString(`<section class="widget widget--most-commented"><h2 class="widget__title">Meistkommentiert</h2><ol class="ranking">`)
	for _, t := range most[:min(5, len(most))] {
		fmt.Fprintf(&h, `<li class="ranking__item"><a href="%s#kommentare">%s</a> <span class="ranking__count">%d Kommentare</span></li>`, c.Href(s.articleURL(t)), Esc(t.Title), len(t.Posts)-1)
	}
	h.WriteString(`</ol></section><section class="widget widget--newsletter"><h2 class="widget__title">Newsletter</h2><p>Die wichtigsten Auto-Nachrichten jeden Morgen in Ihrem Postfach.</p><form action="#" method="post"><input type="email" name="email" placeholder="Ihre E-Mail-Adresse"><button type="submit">Abonnieren</button></form></section></aside></div>
<footer class="site-footer"><nav class="site-footer__ressorts" aria-label="Ressorts"><ul>`)
	for _, b := range c.W.Categories[0].Boards {
		fmt.Fprintf(&h, `<li><a href="%s">%s</a></li>`, c.Href(s.BoardURL(b, 1)), Esc(s.name(d, b)))
	}
	fmt.Fprintf(&h, `</ul></nav><nav class="site-footer__service"><ul><li><a href="%s">Impressum</a></li><li><a href="%s">Datenschutz</a></li><li><a href="%s">Kontakt</a></li><li><a href="%s">Abo</a></li><li><a href="%s">RSS</a></li></ul></nav><p class="site-footer__copy">&copy; 2026 AutoKurier Verlag GmbH. Alle Rechte vorbehalten.</p></footer>
%s</body>
</html>`, c.Href("impressum/"), c.Href("datenschutz/"), c.Href("kontakt/"), c.Href("abo/"), c.Href("rss/"+d.ressort[c.W.Categories[0].Boards[0]]+".xml"), c.Scripts(10))
	return h.String()
}

func (s newsSkin) front(c *Ctx, d *newsData) string {
	var h strings.Builder
	h.WriteString(`<h1 class="visually-hidden">AutoKurier – Nachrichten rund ums Auto</h1><section class="top-story">`)
	h.WriteString(s.teaser(c, d.posts[0], "large", "h2"))
	h.WriteString(`</section><section class="teaser-list teaser-list--latest"><h2 class="section-title">Neueste Artikel</h2>`)
	for _, t := range d.posts[1:min(7, len(d.posts))] {
		h.WriteString(s.teaser(c, t, "", "h2"))
	}
	h.WriteString(`</section>`)
	for _, b := range c.W.Categories[0].Boards {
		fmt.Fprintf(&h, `<section class="teaser-list teaser-list--ressort" id="ressort-%s"><h2 class="section-title"><a href="%s">%s</a></h2>`, d.ressort[b], c.Href(s.BoardURL(b, 1)), Esc(s.name(d, b)))
		for i, t := range d.secPosts[b][:min(4, len(d.secPosts[b]))] {
			size := "small"
			if i == 0 {
				size = ""
			}
			h.WriteString(s.teaser(c, t, size, "h2"))
		}
		fmt.Fprintf(&h, `<a class="section-more" href="%s">Mehr aus %s</a></section>`, c.Href(s.BoardURL(b, 1)), Esc(s.name(d, b)))
	}
	return s.frame(c, d, "", "page-home", h.String())
}

// pagination is the numbered pager: "Zurück 1 2 3 … 9 Weiter".
func (s newsSkin) pagination(c *Ctx, cur, total int, label string, link func(int) string) string {
	if total <= 1 {
		return ""
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<nav class="pagination" aria-label="%s"><ul class="pagination__list">`, label)
	if cur > 1 {
		fmt.Fprintf(&h, `<li class="pagination__item"><a class="pagination__prev" href="%s" rel="prev">Zurück</a></li>`, c.Href(link(cur-1)))
	}
	for _, it := range Pager(cur, total, 2) {
		switch {
		case it.Gap:
			h.WriteString(`<li class="pagination__item pagination__item--gap">…</li>`)
		case it.Current:
			fmt.Fprintf(&h, `<li class="pagination__item is-active"><span aria-current="page">%d</span></li>`, it.N)
		default:
			fmt.Fprintf(&h, `<li class="pagination__item"><a href="%s">%d</a></li>`, c.Href(link(it.N)), it.N)
		}
	}
	if cur < total {
		fmt.Fprintf(&h, `<li class="pagination__item"><a class="pagination__next" href="%s" rel="next">Weiter</a></li>`, c.Href(link(cur+1)))
	}
	h.WriteString(`</ul></nav>`)
	return h.String()
}

func (s newsSkin) section(c *Ctx, d *newsData, b *Board, page int) Response {
	per := c.W.Shape.ThreadsPerPage
	ts := d.secPosts[b]
	total := pageCount(len(ts), per)
	if page > total {
		return s.notFound(c, d)
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<nav class="breadcrumb" aria-label="Brotkrumen"><a href="%s">Startseite</a> › <span>%s</span></nav><header class="section-header"><h1 class="section-header__title">%s</h1><p class="section-header__text">%s</p></header><section class="teaser-list">`,
		c.Href(""), Esc(s.name(d, b)), Esc(s.name(d, b)), Esc(b.Description))
	for _, t := range Page(ts, page, per) {
		h.WriteString(s.teaser(c, t, "", "h2"))
	}
	h.WriteString(`</section>`)
	h.WriteString(s.pagination(c, page, total, "Seiten", func(p int) string { return s.BoardURL(b, p) }))
	title := s.name(d, b)
	if page > 1 {
		title += fmt.Sprintf(" – Seite %d", page)
	}
	return c.Page(boardInfo(s, b, page), s.frame(c, d, title, "page-ressort", h.String()))
}

func (s newsSkin) topic(c *Ctx, d *newsData, tag string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<nav class="breadcrumb" aria-label="Brotkrumen"><a href="%s">Startseite</a> › <span>Thema: %s</span></nav><header class="section-header"><h1 class="section-header__title">Thema: %s</h1><p class="section-header__text">Alle Artikel, Tests und Kommentare zum Thema %s.</p></header><section class="teaser-list">`,
		c.Href(""), Esc(tag), Esc(tag), Esc(tag))
	for _, t := range d.tagPosts[tag][:min(30, len(d.tagPosts[tag]))] {
		h.WriteString(s.teaser(c, t, "", "h2"))
	}
	h.WriteString(`</section>`)
	return s.frame(c, d, "Thema: "+tag, "page-topic", h.String())
}

// article is one page of an article: page 1 carries the full text, further
// pages the headline and lead above their comments.
func (s newsSkin) article(c *Ctx, d *newsData, t *Thread) Response {
	per := c.W.Shape.PostsPerPage
	total := t.Pages(per)
	page := 1
	if v := c.Query.Get("seite"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > total {
			return s.notFound(c, d)
		}
		page = n
	}
	if v := c.Query.Get("kommentar"); v != "" {
		id, _ := strconv.Atoi(v)
		p := c.W.Post(id)
		if p == nil || p.Thread != t || p.Index == 0 {
			return s.notFound(c, d)
		}
		page = PageOf(p.Index, per)
	}
	body := t.Posts[0].Body
	var h strings.Builder
	fmt.Fprintf(&h, `<nav class="breadcrumb" aria-label="Brotkrumen"><a href="%s">Startseite</a> › <a href="%s">%s</a> › <span>%s</span></nav>`,
		c.Href(""), c.Href(s.BoardURL(t.Board, 1)), Esc(s.name(d, t.Board)), Esc(clip(t.Title, 50)))
	n := len(t.Posts) - 1
	fmt.Fprintf(&h, `<article class="article" id="artikel-%d"><header class="article__header"><span class="article__kicker">%s</span><h1 class="article__title">%s</h1><p class="article__lead">%s</p><div class="byline">Von <a class="author" href="%s">%s</a> · <time class="article__date" datetime="%s">%s</time> · <a class="byline__comments" href="#kommentare">%d Kommentare</a></div></header>`,
		newsDoc(t), Esc(newsKicker(t)), Esc(t.Title), Esc(body[0]), c.Href("autor/"+d.userSlug[t.Author]+"/"), Esc(t.Author.Name), t.Posts[0].Time.Format(time3339), newsDate(t.Posts[0].Time), n)
	if page == 1 {
		fmt.Fprintf(&h, `<figure class="article__image"><img src="/bilder/%d-aufmacher.jpg" alt="" width="960" height="540"><figcaption>Symbolbild. Foto: AutoKurier</figcaption></figure><div class="article__body">`, newsDoc(t))
		rest := body[1:]
		ss := d.secPosts[t.Board]
		k := slices.Index(ss, t)
		for i, p := range rest {
			fmt.Fprintf(&h, "<p>%s</p>\n", Esc(p))
			if i == 0 && len(ss) > 1 {
				o := ss[(k+1)%len(ss)]
				fmt.Fprintf(&h, `<aside class="inline-teaser"><span class="inline-teaser__label">Lesen Sie auch:</span> <a href="%s">%s</a></aside>`, c.Href(s.articleURL(o)), Esc(o.Title))
			}
		}
		h.WriteString(`</div>`)
	} else {
		fmt.Fprintf(&h, `<p class="article__continue"><a href="%s">Zum vollständigen Artikel</a></p>`, c.Href(s.articleURL(t)))
	}
	abs := "https://www.autokurier.example/" + s.articleURL(t)
	h.WriteString(`<footer class="article__footer"><div class="article__tags">Themen: `)
	for i, tag := range t.Tags {
		if i > 0 {
			h.WriteString(" · ")
		}
		fmt.Fprintf(&h, `<a class="tag" href="%s">%s</a>`, c.Href("thema/"+d.tagSlug[tag]+"/"), Esc(tag))
	}
	fmt.Fprintf(&h, `</div><div class="share" aria-label="Teilen"><a class="share__facebook" href="https://www.facebook.com/sharer/sharer.php?u=%s" target="_blank" rel="noopener">Facebook</a> <a class="share__x" href="https://twitter.com/intent/tweet?url=%s" target="_blank" rel="noopener">X</a> <a class="share__whatsapp" href="https://wa.me/?text=%s" target="_blank" rel="noopener">WhatsApp</a> <a class="share__mail" href="mailto:?subject=%s">E-Mail</a> <a class="share__print" href="%s" rel="nofollow">Drucken</a></div></footer></article>`,
		abs, abs, abs, Esc(t.Title), c.Href(fmt.Sprintf("drucken/%d", newsDoc(t))))
	// Comments.
	fmt.Fprintf(&h, `<section id="kommentare" class="comments-section"><h2 class="comments-section__title">Kommentare (%d)</h2><p class="comments-section__note">Um zu kommentieren, <a href="%s" rel="nofollow">melden Sie sich bitte an</a>. Bitte beachten Sie unsere Netiquette.</p>`, n, c.Href("login"))
	if n == 0 {
		h.WriteString(`<p class="comments-section__empty">Noch keine Kommentare. Schreiben Sie den ersten!</p>`)
	} else {
		h.WriteString(`<ol class="comments">`)
		for _, p := range Page(t.Posts, page, per) {
			if p.Index == 0 {
				continue
			}
			fmt.Fprintf(&h, `<li class="comment" id="k%d"><div class="comment__meta"><span class="comment__author"><a href="%s">%s</a></span> <time class="comment__date" datetime="%s">%s</time> <a class="comment__permalink" href="%s" title="Link zu diesem Kommentar">#%d</a></div><div class="comment__text">%s</div><div class="comment__actions"><a href="%s" rel="nofollow">Antworten</a> <a href="%s" rel="nofollow">Melden</a> <span class="comment__likes">%d Leser empfehlen diesen Kommentar</span></div></li>`,
				p.ID, c.Href("nutzer/"+d.userSlug[p.Author]+"/"), Esc(p.Author.Name), p.Time.Format(time3339), newsDate(p.Time),
				c.Href(fmt.Sprintf("%s?kommentar=%d#k%d", s.articleURL(t), p.ID, p.ID)), p.Index, Paras(p.Body, "<p>", "</p>"), c.Href("login"), c.Href("login"), Hash("likes", p.ID)%40)
		}
		h.WriteString(`</ol>`)
		h.WriteString(s.pagination(c, page, total, "Kommentarseiten", func(p int) string { return s.ThreadURL(t, p) + "#kommentare" }))
	}
	h.WriteString(`</section>`)
	// Related articles: the same Ressort, then other Ressorts.
	ss := d.secPosts[t.Board]
	k := slices.Index(ss, t)
	fmt.Fprintf(&h, `<aside class="more-from-section"><h2 class="more-from-section__title">Mehr aus dem Ressort %s</h2><div class="teaser-list teaser-list--small">`, Esc(s.name(d, t.Board)))
	for i := 1; i <= min(5, len(ss)-1); i++ {
		h.WriteString(s.teaser(c, ss[(k+i)%len(ss)], "small", "h3"))
	}
	h.WriteString(`</div></aside><aside class="recommendations"><h2 class="recommendations__title">Das könnte Sie auch interessieren</h2><div class="teaser-list teaser-list--small">`)
	shown := 0
	for i := 0; i < len(d.posts) && shown < 4; i++ {
		o := d.posts[(int(Hash("reco", t.ID)%uint64(len(d.posts)))+i*7)%len(d.posts)]
		if o.Board != t.Board {
			h.WriteString(s.teaser(c, o, "small", "h3"))
			shown++
		}
	}
	h.WriteString(`</div></aside>`)
	info := threadInfo(s, t, page)
	title := t.Title
	if page > 1 {
		title += fmt.Sprintf(" – Kommentare, Seite %d", page)
	}
	return c.Page(info, s.frame(c, d, title, "page-article", h.String()))
}

func (s newsSkin) print(c *Ctx, t *Thread) string {
	return fmt.Sprintf(`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>%s | %s</title><meta name="robots" content="noindex, follow"></head><body class="print" onload="window.print()"><p class="print__logo">%s</p><article class="article article--print"><h1 class="article__title">%s</h1><p class="article__lead">%s</p><p class="byline">Von %s, %s</p><div class="article__body">%s</div></article><p class="print__source">Quelle: <a href="%s">%s</a></p></body></html>`,
		Esc(t.Title), newsSite, newsSite, Esc(t.Title), Esc(t.Posts[0].Body[0]), Esc(t.Author.Name), newsDate(t.Posts[0].Time), Paras(t.Posts[0].Body[1:], "<p>", "</p>"), c.Href(s.articleURL(t)), Esc(c.URL(s.articleURL(t))))
}

func (s newsSkin) person(c *Ctx, d *newsData, u *User, author bool) string {
	var h strings.Builder
	if author {
		fmt.Fprintf(&h, `<section class="author-profile"><h1 class="author-profile__name">%s</h1><p class="author-profile__role">Redakteur</p><p class="author-profile__bio">%s</p></section><section class="teaser-list"><h2 class="section-title">Artikel von %s</h2>`, Esc(u.Name), Esc(u.Bio), Esc(u.Name))
		for _, t := range d.byAuthor[u] {
			h.WriteString(s.teaser(c, t, "", "h3"))
		}
		h.WriteString(`</section>`)
		return s.frame(c, d, u.Name, "page-author", h.String())
	}
	fmt.Fprintf(&h, `<section class="user-profile"><h1 class="user-profile__name">%s</h1><p class="user-profile__since">Mitglied seit %s</p><p class="user-profile__count">%d Kommentare</p></section>`, Esc(u.Name), u.Joined.Format("01/2006"), u.Posts)
	return s.frame(c, d, "Profil von "+u.Name, "page-user", h.String())
}

func (s newsSkin) search(c *Ctx, d *newsData) string {
	q := c.Query.Get("q")
	var h strings.Builder
	fmt.Fprintf(&h, `<section class="search"><h1>Suche</h1><form action="%s" method="get" class="search__form"><input type="search" name="q" value="%s"><button type="submit">Suchen</button></form>`, c.Href("suche"), Esc(q))
	if q != "" {
		n := 0
		h.WriteString(`<div class="teaser-list">`)
		for _, t := range d.posts {
			if n < 15 && strings.Contains(strings.ToLower(t.Title), strings.ToLower(q)) {
				n++
				h.WriteString(s.teaser(c, t, "small", "h2"))
			}
		}
		fmt.Fprintf(&h, `</div><p class="search__count">%d Treffer für „%s“</p>`, n, Esc(q))
	}
	h.WriteString(`</section>`)
	return s.frame(c, d, "Suche", "page-search", h.String())
}
