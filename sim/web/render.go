package web

import (
	"fmt"
	"html"
	"math/rand/v2"
	"strings"
	"time"

	"focus/sim"
	"focus/sim/text"
)

// theme is a site's markup vocabulary. No class here holds a comment
// keyword (comment, reply, respond, discuss, kommentar, reaction,
// feedback, antwort) but commentBox and the decoy classes.
type theme struct {
	body, header, brand, nav, wrap, main, sidebar, widget, footer            string
	post, postTitle, meta, content, tags, related, list, item, teaser, pager string
	commentBox                                                               string // the comment section's container
	count                                                                    string // decoy next to listing items: their comment count
}

func themeFor(s *site) theme {
	t := theme{body: "wp-theme blog", header: "site-header", brand: "site-branding", nav: "main-navigation", wrap: "site-content",
		main: "site-main", sidebar: "widget-area", widget: "widget", footer: "site-footer", post: "post type-post hentry",
		postTitle: "entry-title", meta: "entry-meta", content: "entry-content", tags: "tags-links", related: "related-posts",
		list: "post-list", item: "post-preview", teaser: "entry-summary", pager: "pagination"}
	switch s.kind {
	case "news", "portal":
		t = theme{body: "layout-news", header: "masthead", brand: "logo", nav: "section-nav", wrap: "page-wrap", main: "content",
			sidebar: "rail", widget: "rail-box", footer: "page-footer", post: "story", postTitle: "headline", meta: "byline",
			content: "story-body", tags: "topics", related: "more-stories", list: "teaser-list", item: "teaser", teaser: "standfirst", pager: "pager"}
	case "review":
		t = theme{body: "rv-site", header: "rv-top", brand: "rv-logo", nav: "rv-menu", wrap: "rv-container", main: "rv-main",
			sidebar: "rv-aside", widget: "rv-box", footer: "rv-bottom", post: "review-article", postTitle: "review-title", meta: "review-meta",
			content: "post-body", tags: "review-tags", related: "similar-reviews", list: "card-grid", item: "card", teaser: "card-text", pager: "page-links"}
	case "reference":
		t = theme{body: "mr-body", header: "mr-header", brand: "mr-brand", nav: "mr-nav", wrap: "mr-layout", main: "mr-content",
			sidebar: "mr-sidebar", widget: "mr-panel", footer: "mr-footer", post: "encyclopedia-entry", postTitle: "entry-heading", meta: "entry-info",
			content: "entry-text", tags: "entry-keywords", related: "see-related", list: "index-list", item: "index-item", teaser: "index-summary", pager: "paging"}
	case "forum":
		t = theme{body: "forum-body", header: "forum-header", brand: "forum-logo", nav: "forum-nav", wrap: "forum-wrap", main: "forum-main",
			sidebar: "forum-side", widget: "forum-box", footer: "forum-footer", post: "post", postTitle: "thread-title", meta: "post-meta",
			content: "post-content", tags: "thread-tags", related: "similar-threads", list: "thread-list", item: "thread-row", teaser: "thread-snippet", pager: "pagenav"}
	case "directory":
		t = theme{body: "dir-body", header: "dir-header", brand: "dir-logo", nav: "dir-nav", wrap: "dir-wrap", main: "dir-main",
			sidebar: "dir-side", widget: "dir-box", footer: "dir-footer", post: "dir-page", postTitle: "dir-title", meta: "dir-meta",
			content: "dir-text", tags: "dir-tags", related: "dir-related", list: "dir-listing", item: "dir-entry", teaser: "dir-desc", pager: "dir-pages"}
	}
	switch s.family {
	case famWPModern:
		t.commentBox, t.count = "comments-area", "comments-link"
	case famWPOld:
		t.commentBox, t.count = "commentlist", ""
	case famFeedback:
		t.commentBox, t.count = "user-feedback", ""
	case famDiscuss:
		t.commentBox, t.count = "discussion", ""
	case famReply:
		t.commentBox, t.count = "thread-replies", "replies"
	case famKommentar:
		t.commentBox, t.count = "kommentare", ""
	case famReaction:
		t.commentBox, t.count = "reactions", ""
	case famAntwort:
		t.commentBox, t.count = "thread-antworten", "antworten"
	}
	return t
}

// labels are a language's user-interface words.
type labels struct {
	home, about, contact, privacy, imprint, login, register, more, seeAlso, related, recent, popular, sections,
	tags, archives, partners, print, prev, next, page, by, comments, search, rss, leave, loginToComment, noItems string
}

var ui = map[text.Lang]labels{
	text.English: {"Home", "About", "Contact", "Privacy policy", "Terms of use", "Log in", "Register", "Read more", "See also",
		"Related", "Recent posts", "Most popular", "Sections", "Tags", "Archives", "Friends of this site", "Print", "Previous",
		"Next", "Page", "by", "comments", "Search", "Subscribe (RSS)", "Leave a reply", "You must be %s to post a comment.", "Nothing here yet."},
	text.German: {"Startseite", "Über uns", "Kontakt", "Datenschutz", "Impressum", "Anmelden", "Registrieren", "Weiterlesen", "Siehe auch",
		"Ähnliche Beiträge", "Neueste Beiträge", "Beliebt", "Kategorien", "Schlagwörter", "Archiv", "Befreundete Seiten", "Drucken", "Zurück",
		"Weiter", "Seite", "von", "Kommentare", "Suche", "RSS abonnieren", "Schreibe einen Kommentar", "%s, um einen Kommentar abzugeben.", "Noch nichts hier."},
	text.French: {"Accueil", "À propos", "Contact", "Confidentialité", "Mentions légales", "Connexion", "Inscription", "Lire la suite", "Voir aussi",
		"À lire aussi", "Articles récents", "Les plus lus", "Rubriques", "Mots-clés", "Archives", "Sites amis", "Imprimer", "Précédent",
		"Suivant", "Page", "par", "réactions", "Recherche", "Flux RSS", "Réagir", "%s pour participer.", "Rien pour l'instant."},
}

var months = map[text.Lang][]string{
	text.English: {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"},
	text.German:  {"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"},
	text.French:  {"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"},
}

func dateText(l text.Lang, t time.Time) string {
	m := months[l][t.Month()-1]
	switch l {
	case text.German:
		return fmt.Sprintf("%d. %s %d", t.Day(), m, t.Year())
	case text.French:
		return fmt.Sprintf("%d %s %d", t.Day(), m, t.Year())
	}
	return fmt.Sprintf("%s %d, %d", m, t.Day(), t.Year())
}

func monthText(l text.Lang, ym string) string {
	t, _ := time.Parse("2006-01", ym)
	return fmt.Sprintf("%s %d", months[l][t.Month()-1], t.Year())
}

// rdr renders one page.
type rdr struct {
	w *Web
	s *site
	b strings.Builder
}

func esc(s string) string { return html.EscapeString(s) }

func (r *rdr) p(format string, args ...any) { fmt.Fprintf(&r.b, format, args...) }
func (r *rdr) s_(s string)                  { r.b.WriteString(s) }

// url is the href of path on site t: root-relative on the page's own site.
func (r *rdr) url(t *site, path string) string {
	if t == r.s {
		return path
	}
	return r.w.bases[t.idx] + path
}

// a writes a link.
func (r *rdr) a(t *site, path, text, class string) {
	cl := ""
	if class != "" {
		cl = ` class="` + class + `"`
	}
	r.p(`<a href="%s"%s>%s</a>`, esc(r.url(t, path)), cl, esc(text))
}

// item links to an article by its title.
func (r *rdr) item(a *article, class string) { r.a(a.s, a.path, a.title, class) }

func (r *rdr) ui() labels { return ui[r.s.lang] }

// open writes the document head, the site header and navigation.
func (r *rdr) open(title string, lang text.Lang, bodyClass string) {
	s, th := r.s, r.s.th
	if lang == "" {
		lang = s.lang
	}
	r.p("<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n", lang)
	r.p("<title>%s | %s</title>\n<meta name=\"generator\" content=\"%s\">\n", esc(title), esc(s.title), generator(s))
	r.s_(r.w.chrome(s, "css"))
	r.p("</head>\n<body class=\"%s %s\">\n<div id=\"page\" class=\"site\">\n", th.body, bodyClass)
	r.p("<a class=\"skip-link screen-reader-text\" href=\"#main\">Skip to content</a>\n")
	r.p("<header id=\"masthead\" class=\"%s\">\n<div class=\"%s\"><p class=\"site-title\">", th.header, th.brand)
	r.a(s, "/", s.title, "")
	r.p("</p><p class=\"site-description\">%s</p></div>\n<nav class=\"%s\" aria-label=\"Primary\"><ul class=\"menu\">\n", esc(s.specs.tagline), th.nav)
	for _, l := range r.nav() {
		r.s_("<li class=\"menu-item\">")
		r.a(s, l.href, l.text, "")
		r.s_("</li>\n")
	}
	r.p("</ul></nav>\n<form class=\"search-form\" role=\"search\" method=\"get\" action=\"/search\"><label>%s <input type=\"search\" name=\"q\"></label><button type=\"submit\">%s</button></form>\n</header>\n",
		r.ui().search, r.ui().search)
	r.p("<div id=\"content\" class=\"%s\">\n<main id=\"main\" class=\"%s\">\n", th.wrap, th.main)
}

func generator(s *site) string {
	switch s.kind {
	case "blog":
		return "WordPress 6.4.2"
	case "forum":
		return "Community Board 4.2"
	case "news":
		return "NewsDesk CMS"
	}
	return "StaticGen 2.1"
}

// nav is the site's main menu: home, sections, about.
func (r *rdr) nav() []link {
	s := r.s
	out := []link{{"/", r.ui().home}}
	for _, sec := range s.secs {
		out = append(out, link{sec.path, sec.name})
	}
	out = append(out, s.navx...)
	for _, l := range s.boiler {
		if len(out) >= 10 {
			break
		}
		out = append(out, l)
	}
	return out[:min(len(out), 10)]
}

// close ends main, writes the sidebar and the footer.
func (r *rdr) close(sidebar bool) {
	s, th := r.s, r.s.th
	r.s_("</main>\n")
	if sidebar {
		r.p("<aside id=\"secondary\" class=\"%s\">\n", th.sidebar)
		r.sidebar()
		r.s_("</aside>\n")
	}
	r.p("</div>\n<footer id=\"colophon\" class=\"%s\">\n<nav class=\"footer-links\"><ul>\n", th.footer)
	for _, l := range s.boiler {
		r.s_("<li>")
		r.a(s, l.href, l.text, "")
		r.s_("</li>\n")
	}
	r.s_("</ul></nav>\n<p class=\"badges\">")
	if len(s.items) > 0 {
		for _, o := range r.w.sites {
			if (o.kind == "directory" || o.kind == "portal") && (o.lang == text.English) == (s.lang == text.English) {
				r.a(o, "/", o.title, "badge")
				r.s_(" ")
			}
		}
	}
	r.p("</p>\n<p class=\"copyright\">&copy; 2019&ndash;2024 %s</p>\n</footer>\n</div>\n", esc(s.title))
	r.s_(r.w.chrome(s, "js"))
	r.s_("</body>\n</html>\n")
}

// sidebar writes the site's widgets.
func (r *rdr) sidebar() {
	s, th, l := r.s, r.s.th, r.ui()
	widget := func(title string, links []link) {
		if len(links) == 0 {
			return
		}
		r.p("<section class=\"%s\"><h2 class=\"widget-title\">%s</h2><ul>\n", th.widget, esc(title))
		for _, k := range links {
			r.s_("<li>")
			r.a(s, k.href, k.text, "")
			r.s_("</li>\n")
		}
		r.s_("</ul></section>\n")
	}
	arts := func(list []*article) []link {
		var out []link
		for _, a := range list {
			out = append(out, link{r.url(a.s, a.path), a.title})
		}
		return out
	}
	widget(l.recent, arts(s.recent))
	widget(l.popular, arts(s.popular))
	var secs []link
	for _, sec := range s.secs {
		secs = append(secs, link{sec.path, sec.name})
	}
	widget(l.sections, secs)
	if s.kind == "blog" || s.kind == "review" {
		var tags []link
		seen := map[string]bool{}
		for _, a := range s.recent {
			for _, t := range a.tags {
				if !seen[t] {
					seen[t] = true
					tags = append(tags, link{s.tagPath(t), t})
				}
			}
		}
		widget(l.tags, tags)
	}
	if s.kind == "blog" || s.kind == "news" {
		var ms []link
		for _, m := range s.months[:min(6, len(s.months))] {
			ms = append(ms, link{s.monthPath(m), monthText(s.lang, m)})
		}
		widget(l.archives, ms)
	}
	var ps []link
	for _, o := range s.partner {
		ps = append(ps, link{r.url(o, "/"), o.title})
	}
	widget(l.partners, ps)
}

// pager writes links to every page of a listing.
func (r *rdr) pager(cur, n int, pathOf func(int) string) {
	if n <= 1 {
		return
	}
	l := r.ui()
	r.p("<nav class=\"%s\" aria-label=\"%s\">", r.s.th.pager, l.page)
	if cur > 1 {
		r.a(r.s, pathOf(cur-1), "« "+l.prev, "prev")
		r.s_(" ")
	}
	for k := 1; k <= n; k++ {
		if k == cur {
			r.p("<span class=\"current\">%d</span> ", k)
			continue
		}
		r.a(r.s, pathOf(k), fmt.Sprint(k), "page-numbers")
		r.s_(" ")
	}
	if cur < n {
		r.a(r.s, pathOf(cur+1), l.next+" »", "next")
	}
	r.s_("</nav>\n")
}

// chrome is a site's inline stylesheet or script, the same on every page.
func (w *Web) chrome(s *site, kind string) string { return w.chromes[s.id+kind] }

// styles is a stylesheet of 5-8 KB over the site's own class names.
func styles(s *site) string {
	r := rand.New(rand.NewPCG(hash("css", s.id), 1))
	th := s.th
	words := strings.Fields(strings.Join([]string{th.body, th.header, th.brand, th.nav, th.wrap, th.main, th.sidebar, th.widget,
		th.footer, th.post, th.postTitle, th.meta, th.content, th.tags, th.related, th.list, th.item, th.teaser, th.pager,
		"menu", "button", "icon", "logo", "search-form", "badge", "screen-reader-text", "page-numbers", "current"}, " "))
	props := []string{"margin:0 auto", "padding:%dpx", "color:#%06x", "background:#%06x", "border:1px solid #%06x",
		"font-size:%dpx", "line-height:1.%d", "display:flex", "display:block", "text-decoration:none", "max-width:%d%%",
		"border-radius:%dpx", "font-weight:600", "overflow:hidden", "gap:%dpx", "letter-spacing:.0%dem"}
	var b strings.Builder
	b.WriteString("<style>\n")
	size := 5*1024 + r.IntN(3*1024)
	for b.Len() < size {
		sel := "." + words[r.IntN(len(words))]
		switch r.IntN(4) {
		case 0:
			sel += " ." + words[r.IntN(len(words))]
		case 1:
			sel += " a:hover"
		}
		media := r.IntN(6) == 0
		if media {
			fmt.Fprintf(&b, "@media (max-width:%dpx){", 480+r.IntN(600))
		}
		b.WriteString(sel + "{")
		sim.Decls(&b, r, props, 2+r.IntN(4), 2)
		b.WriteString("}")
		if media {
			b.WriteString("}")
		}
		b.WriteString("\n")
	}
	b.WriteString("</style>\n")
	return b.String()
}

// scripts is 2-4 KB of analytics and helper code.
func scripts(s *site) string {
	r := rand.New(rand.NewPCG(hash("js", s.id), 2))
	var b strings.Builder
	fmt.Fprintf(&b, "<script>\nwindow.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','UA-%d-1');\n", 1000000+r.IntN(9000000))
	verbs := []string{"toggle", "load", "show", "hide", "bind", "init", "lazy", "render", "track", "fetch"}
	nouns := []string{"Menu", "Images", "Search", "Cookies", "Tooltip", "Banner", "Share", "Gallery", "Newsletter", "Consent"}
	size := 2*1024 + r.IntN(2*1024)
	for b.Len() < size {
		name := verbs[r.IntN(len(verbs))] + nouns[r.IntN(len(nouns))] + fmt.Sprint(r.IntN(100))
		fmt.Fprintf(&b, "function %s(el){var n=document.querySelector(el);if(!n){return false;}n.classList.toggle('is-open');return n.dataset.v%d!==undefined;}\n", name, r.IntN(1000))
	}
	b.WriteString("</script>\n")
	return b.String()
}

// notFound is a site's 404 page.
func (w *Web) notFound(s *site) string {
	r := &rdr{w: w, s: s}
	msg := map[text.Lang][2]string{
		text.English: {"Page not found", "Sorry, the page you were looking for does not exist or has been moved."},
		text.German:  {"Seite nicht gefunden", "Die gesuchte Seite gibt es leider nicht (mehr)."},
		text.French:  {"Page introuvable", "La page que vous cherchez n'existe pas ou a été déplacée."},
	}[s.lang]
	r.open(msg[0], "", "error404")
	r.p("<section class=\"error-404 not-found\"><h1>%s</h1><p>%s</p></section>\n", msg[0], esc(msg[1]))
	r.close(false)
	return r.b.String()
}
