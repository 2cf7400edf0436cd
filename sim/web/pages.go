package web

import (
	"fmt"
	"slices"
	"strings"

	"focus/sim/text"
)

// paged is the path of page k of a listing whose first page is base.
func (s *site) paged(base string, k int) string {
	if k <= 1 {
		return base
	}
	if s.kind == "blog" {
		return fmt.Sprintf("%spage/%d/", base, k)
	}
	return fmt.Sprintf("%s?page=%d", base, k)
}

func (s *site) secBase(sec *section) string {
	switch s.kind {
	case "blog":
		return "/category/" + sec.slug + "/"
	case "review":
		return "/c/" + sec.slug
	case "news":
		return "/" + sec.slug + "/"
	case "reference":
		return "/topics/" + sec.slug
	case "forum":
		return fmt.Sprintf("/board/%d-%s", slices.Index(s.secs, sec)+1, slug(sec.name, 30))
	}
	return "/" + sec.slug
}

func (s *site) tagPath(t string) string {
	if s.kind == "review" {
		return "/t/" + slug(t, 40)
	}
	return "/tag/" + slug(t, 40) + "/"
}

func (s *site) monthPath(m string) string {
	if s.kind == "news" {
		return "/archive/" + m
	}
	return "/" + strings.ReplaceAll(m, "-", "/") + "/"
}

func (s *site) authorPath(name string) string {
	if s.kind == "news" {
		return "/authors/" + slug(name, 40)
	}
	return "/author/" + slug(name, 40) + "/"
}

// perPage is how many items a listing page shows.
func (s *site) perPage() int {
	switch s.kind {
	case "blog":
		return 10
	case "review":
		return 12
	}
	return 20
}

// list registers the pages of a listing of items (in display order).
func (w *Web) list(s *site, base, title, topic string, items []*article, per int, after ...func(r *rdr)) {
	n := max((len(items)+per-1)/per, 1)
	for k := 1; k <= n; k++ {
		page := items[min((k-1)*per, len(items)):min(k*per, len(items))]
		t := title
		if k > 1 {
			t = fmt.Sprintf("%s – %s %d", title, ui[s.lang].page, k)
		}
		p := listTruth(t, topic, s.lang, page)
		if s.th.count != "" && (s.kind == "forum" || slices.ContainsFunc(page, func(a *article) bool { return len(a.comments) > 0 })) {
			p.Decoy = s.th.count
		}
		s.register(s.paged(base, k), p, func(r *rdr) {
			r.open(t, "", "archive")
			r.p("<header class=\"page-header\"><h1 class=\"page-title\">%s</h1></header>\n", esc(title))
			if s.kind == "forum" {
				r.threadTable(page)
			} else {
				r.items(page)
			}
			r.pager(k, n, func(i int) string { return s.paged(base, i) })
			for _, f := range after {
				f(r)
			}
			r.close(s.kind != "forum")
		})
	}
}

// items writes listing entries: title, meta, teaser, read-more link.
func (r *rdr) items(list []*article) {
	th, l := r.s.th, r.ui()
	if len(list) == 0 {
		r.p("<p class=\"no-results\">%s</p>\n", l.noItems)
		return
	}
	r.p("<div class=\"%s\">\n", th.list)
	for _, a := range list {
		r.p("<article class=\"%s\"><h2 class=\"%s\">", th.item, th.postTitle)
		r.item(a, "")
		r.p("</h2>\n<div class=\"%s\"><time>%s</time>", th.meta, dateText(a.lang, a.date))
		if a.s != r.s {
			r.s_(" · ")
			r.a(a.s, "/", a.s.title, "source")
		} else if a.s.kind != "reference" {
			r.p(" · %s ", l.by)
			r.a(a.s, a.s.authorPath(a.author), a.author, "author")
			r.s_(" · ")
			r.a(a.s, a.sec.path, a.sec.name, "section")
		}
		if n := len(a.comments); n > 0 && a.s == r.s {
			// Real themes differ: some mark the count up with a class
			// that names comments, most do not.
			class := r.s.th.count
			if class == "" {
				class = "meta-count"
			}
			r.p(" · <a class=\"%s\" href=\"%s#%s\">%d %s</a>", class, esc(a.path), r.s.th.commentBox, n, l.comments)
		}
		r.p("</div>\n<p class=\"%s\">%s</p>\n<p class=\"more\">", th.teaser, esc(a.teaser))
		r.a(a.s, a.path, l.more+" →", "more-link")
		r.s_("</p></article>\n")
	}
	r.s_("</div>\n")
}

// articles registers a blog, news, review or reference site.
func (w *Web) articles(s *site) {
	w.registerBoiler(s)
	l := ui[s.lang]
	per := s.perPage()
	newest := slices.Clone(s.items)
	slices.Reverse(newest)
	// Home.
	switch s.kind {
	case "news", "reference":
		home := newest[:min(30, len(newest))]
		p := listTruth(s.title, "", s.lang, home)
		if s.th.count != "" && slices.ContainsFunc(home, func(a *article) bool { return len(a.comments) > 0 }) {
			p.Decoy = s.th.count
		}
		s.register("/", p, func(r *rdr) {
			r.open(s.specs.tagline, "", "home")
			if s.kind == "reference" {
				r.azNav()
			}
			r.items(home)
			r.close(true)
		})
	default:
		w.list(s, "/", s.title, "", newest, per)
	}
	for _, sec := range s.secs {
		w.list(s, sec.path, sec.name, sec.topic, sec.items, per)
	}
	// Tags, archives, authors.
	if s.kind == "blog" || s.kind == "review" {
		tags := map[string][]*article{}
		var order []string
		for _, a := range newest {
			for _, t := range a.tags {
				if tags[t] == nil {
					order = append(order, t)
				}
				tags[t] = append(tags[t], a)
			}
		}
		for _, t := range order {
			topic := tags[t][0].topic
			for _, a := range tags[t] {
				if a.topic != topic {
					topic = ""
				}
			}
			w.list(s, s.tagPath(t), l.tags+": "+t, topic, tags[t], per)
		}
	}
	if s.kind == "blog" || s.kind == "news" {
		byMonth := map[string][]*article{}
		for _, a := range newest {
			m := a.date.Format("2006-01")
			byMonth[m] = append(byMonth[m], a)
		}
		// The sidebar shows the last six months; each month links to its
		// neighbours.
		for i, m := range s.months {
			w.list(s, s.monthPath(m), l.archives+": "+monthText(s.lang, m), "", byMonth[m], per, func(r *rdr) {
				r.s_("<nav class=\"archive-nav\">")
				if i+1 < len(s.months) {
					r.a(s, s.monthPath(s.months[i+1]), "« "+monthText(s.lang, s.months[i+1]), "")
					r.s_(" ")
				}
				if i > 0 {
					r.a(s, s.monthPath(s.months[i-1]), monthText(s.lang, s.months[i-1])+" »", "")
				}
				r.s_("</nav>\n")
			})
		}
	}
	if s.kind != "reference" {
		for _, name := range s.authors {
			var mine []*article
			for _, a := range newest {
				if a.author == name {
					mine = append(mine, a)
				}
			}
			w.list(s, s.authorPath(name), l.by+" "+name, "", mine, per)
		}
	} else {
		for _, c := range azLetters(s) {
			var mine []*article
			for _, a := range s.items {
				if strings.HasPrefix(strings.ToUpper(a.title), c) {
					mine = append(mine, a)
				}
			}
			slices.SortFunc(mine, func(a, b *article) int { return strings.Compare(a.title, b.title) })
			topic := ""
			if len(s.secs) == 1 {
				topic = s.secs[0].topic
			}
			w.list(s, "/a-z/"+strings.ToLower(c), "A–Z: "+c, topic, mine, 40)
		}
	}
	// Items, print views, logins.
	for _, a := range s.items {
		s.register(a.path, itemTruth(a, Article, 1), func(r *rdr) { r.article(a) })
		if s.specs.print {
			s.register(s.printPath(a), itemTruth(a, Print, 1), func(r *rdr) { r.printView(a) })
		}
		if s.loginLinked(a) {
			s.register(s.loginPath(a.path), Page{Kind: Boilerplate, Title: l.login}, func(r *rdr) {
				r.open(l.login, "", "login")
				r.boilerBody("login", l.login)
				r.close(false)
			})
		}
	}
}

func azLetters(s *site) []string {
	var out []string
	for _, a := range s.items {
		c := strings.ToUpper(a.title[:1])
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	slices.Sort(out)
	return out
}

func (r *rdr) azNav() {
	r.s_("<nav class=\"az-index\"><ul>")
	for _, c := range azLetters(r.s) {
		r.s_("<li>")
		r.a(r.s, "/a-z/"+strings.ToLower(c), c, "")
		r.s_("</li>")
	}
	r.s_("</ul></nav>\n")
}

// seeAlso is the lead-in of cross-site links.
var seeAlso = map[text.Lang][]string{
	text.English: {"See also:", "More on this elsewhere:", "Worth reading:", "Via"},
	text.German:  {"Siehe auch:", "Lesenswert dazu:", "Mehr dazu:", "Via"},
	text.French:  {"Voir aussi :", "À lire ailleurs :", "Sur le même sujet :", "Via"},
}

// article writes an article page with its comments.
func (r *rdr) article(a *article) {
	s, th, l := r.s, r.s.th, r.ui()
	r.open(a.title, a.lang, "single")
	r.p("<nav class=\"breadcrumbs\">")
	r.a(s, "/", l.home, "")
	r.s_(" › ")
	r.a(s, a.sec.path, a.sec.name, "")
	r.s_("</nav>\n")
	r.p("<article id=\"post-%d\" class=\"%s\">\n<header><h1 class=\"%s\">%s</h1>\n<div class=\"%s\"><time datetime=\"%s\">%s</time>",
		a.id, th.post, th.postTitle, esc(a.title), th.meta, a.date.Format("2006-01-02T15:04"), dateText(a.lang, a.date))
	if s.kind != "reference" {
		r.p(" · %s ", l.by)
		r.a(s, s.authorPath(a.author), a.author, "author")
	}
	r.s_(" · ")
	r.a(s, a.sec.path, a.sec.name, "cat-links")
	r.p("</div></header>\n<div class=\"%s\">\n", th.content)
	r.body(a, a.paras)
	r.s_("</div>\n")
	if s.kind == "blog" || s.kind == "review" {
		r.p("<footer class=\"%s\">%s: ", th.tags, l.tags)
		for i, t := range a.tags {
			if i > 0 {
				r.s_(", ")
			}
			r.a(s, s.tagPath(t), t, "")
		}
		r.s_("</footer>\n")
	}
	r.s_("<div class=\"share-tools\">")
	if s.specs.print {
		r.a(s, s.printPath(a), l.print, "print-link")
		r.s_(" ")
	}
	r.p("<a class=\"mail-link\" href=\"mailto:?subject=%s\">E-mail</a></div>\n", esc(strings.ReplaceAll(a.title, " ", "%20")))
	if a.prev != nil || a.next != nil {
		r.s_("<nav class=\"post-navigation\">")
		if a.prev != nil {
			r.a(s, a.prev.path, "← "+a.prev.title, "nav-previous")
			r.s_(" ")
		}
		if a.next != nil {
			r.a(s, a.next.path, a.next.title+" →", "nav-next")
		}
		r.s_("</nav>\n")
	}
	r.p("<section class=\"%s\"><h2>%s</h2><ul>\n", th.related, l.related)
	for _, b := range a.related {
		r.s_("<li>")
		r.item(b, "")
		r.s_("</li>\n")
	}
	r.s_("</ul></section>\n</article>\n")
	r.comments(a)
	r.alsoOn(a)
	r.close(true)
}

// body writes an item's paragraphs and its cross-site links.
func (r *rdr) body(a *article, paras []string) {
	for _, p := range paras {
		r.p("<p>%s</p>\n", esc(p))
	}
	if len(a.ext) > 0 {
		lead := seeAlso[a.lang]
		r.p("<p class=\"see-also\">%s ", lead[int(hash(a.s.id, a.id)%uint64(len(lead)))])
		for i, b := range a.ext {
			if i > 0 {
				r.s_(" · ")
			}
			r.item(b, "")
		}
		r.s_("</p>\n")
	}
}

// printView writes the printer-friendly copy: the text, no comments, no chrome.
func (r *rdr) printView(a *article) {
	r.p("<!DOCTYPE html>\n<html lang=\"%s\">\n<head><meta charset=\"utf-8\"><title>%s | %s</title><meta name=\"robots\" content=\"noindex\">\n", a.lang, esc(a.title), esc(r.s.title))
	r.s_(r.w.chrome(r.s, "css"))
	r.s_("<style media=\"print\">body{font-family:Georgia,serif;max-width:40em;margin:2em auto}h1{font-size:1.6em}.print-meta{color:#555}</style></head>\n<body class=\"print\">\n")
	r.p("<h1>%s</h1>\n<p class=\"print-meta\">%s · %s</p>\n<div class=\"print-text\">\n", esc(a.title), esc(a.author), dateText(a.lang, a.date))
	for _, p := range a.paras {
		r.p("<p>%s</p>\n", esc(p))
	}
	if a.s.kind == "forum" {
		for _, c := range a.comments {
			r.p("<div class=\"print-post\"><p><b>%s</b></p>", esc(c.author))
			for _, p := range c.paras {
				r.p("<p>%s</p>", esc(p))
			}
			r.s_("</div>\n")
		}
	}
	r.p("</div>\n<p class=\"print-source\">%s%s</p>\n<p>", r.w.bases[r.s.idx], esc(a.path))
	r.item(a, "")
	r.s_("</p>\n</body>\n</html>\n")
}

// loginLinked reports whether an item's page links to a login page that
// returns to it: under its comments, or under the empty reply form.
func (s *site) loginLinked(a *article) bool {
	return s.specs.login && a.sec.spec.comment > 0 && (len(a.comments) > 0 || s.family == famWPModern)
}

// comments writes an article's comment section in the site's markup.
func (r *rdr) comments(a *article) {
	s, l := r.s, r.ui()
	n := len(a.comments)
	if a.sec.spec.comment == 0 {
		return
	}
	login := func() {
		if s.loginLinked(a) {
			// As WordPress has it: "You must be <a>logged in</a> to post a comment."
			before, after, _ := strings.Cut(l.loginToComment, "%s")
			r.p("<p class=\"must-log-in\">%s", esc(before))
			r.a(s, s.loginPath(a.path), l.login, "")
			r.p("%s</p>\n", esc(after))
		}
	}
	if n == 0 {
		if s.family == famWPModern {
			r.p("<div id=\"respond\" class=\"comment-respond\"><h3 class=\"comment-reply-title\">%s</h3>\n", l.leave)
			login()
			r.s_("</div>\n")
		}
		return
	}
	cid := func(c comment) int { return a.id*100 + c.id }
	switch s.family {
	case famWPModern:
		r.p("<div id=\"comments\" class=\"comments-area\">\n<h2 class=\"comments-title\">%d thoughts on “%s”</h2>\n<ol class=\"comment-list\">\n", n, esc(a.title))
		for i, c := range a.comments {
			parity := "even"
			if i%2 == 1 {
				parity = "odd alt"
			}
			r.p("<li id=\"comment-%d\" class=\"comment %s thread-%s depth-1\"><article class=\"comment-body\"><footer class=\"comment-meta\"><div class=\"comment-author vcard\"><b class=\"fn\">%s</b> <span class=\"says\">says:</span></div><div class=\"comment-metadata\"><time>%s</time></div></footer>\n<div class=\"comment-content\">",
				cid(c), parity, parity, esc(c.author), dateText(a.lang, c.date))
			r.paraList(c.paras)
			r.p("</div><div class=\"reply\"><a rel=\"nofollow\" class=\"comment-reply-link\" href=\"#respond\">Reply</a></div></article></li>\n")
		}
		r.p("</ol>\n<div id=\"respond\" class=\"comment-respond\"><h3 class=\"comment-reply-title\">%s</h3>\n", l.leave)
		login()
		r.s_("</div>\n</div>\n")
	case famWPOld:
		r.p("<h3 id=\"comments\">%d Responses to “%s”</h3>\n<ol class=\"commentlist\">\n", n, esc(a.title))
		for _, c := range a.comments {
			r.p("<li class=\"comment byuser\" id=\"comment-%d\"><div class=\"comment-author vcard\"><cite class=\"fn\">%s</cite> <span class=\"says\">says:</span></div><div class=\"comment-meta commentmetadata\">%s</div>\n",
				cid(c), esc(c.author), dateText(a.lang, c.date))
			r.paraList(c.paras)
			r.s_("</li>\n")
		}
		r.p("</ol>\n<div id=\"respond\"><h3>%s</h3><form action=\"/wp-comments-post.php\" method=\"post\" id=\"commentform\"><textarea name=\"comment\" rows=\"8\"></textarea><input type=\"submit\" value=\"Submit Comment\"></form></div>\n", l.leave)
	case famFeedback:
		r.p("<section class=\"user-feedback\" id=\"feedback\"><h2>Reader feedback (%d)</h2>\n<ul class=\"feedback-list\">\n", n)
		for _, c := range a.comments {
			r.p("<li class=\"feedback-item\" id=\"fb-%d\"><div class=\"feedback-author\">%s · %s</div><div class=\"feedback-text\">", cid(c), esc(c.author), dateText(a.lang, c.date))
			r.paraList(c.paras)
			r.p("</div><span class=\"feedback-votes\">%d found this helpful</span></li>\n", c.id*7%23)
		}
		r.s_("</ul></section>\n")
	case famDiscuss:
		r.p("<section class=\"discussion\" id=\"discussion\"><header class=\"discussion-header\"><h2>Join the discussion (%d)</h2></header>\n<ul class=\"discussion-thread\">\n", n)
		for _, c := range a.comments {
			r.p("<li class=\"discussion-post\" id=\"d%d\"><span class=\"discussion-author\">%s</span> <time>%s</time><div class=\"discussion-text\">", cid(c), esc(c.author), dateText(a.lang, c.date))
			r.paraList(c.paras)
			r.s_("</div></li>\n")
		}
		r.s_("</ul>\n")
		login()
		r.s_("</section>\n")
	case famKommentar:
		r.p("<div id=\"kommentare\" class=\"kommentare\"><h3>%d Kommentare</h3>\n<ol class=\"kommentar-liste\">\n", n)
		for _, c := range a.comments {
			r.p("<li class=\"kommentar\" id=\"kommentar-%d\"><div class=\"kommentar-autor\">%s</div><div class=\"kommentar-datum\">%s</div><div class=\"kommentar-text\">", cid(c), esc(c.author), dateText(a.lang, c.date))
			r.paraList(c.paras)
			r.s_("</div><a class=\"antworten-link\" href=\"#kommentar-formular\" rel=\"nofollow\">Antworten</a></li>\n")
		}
		r.p("</ol>\n<div id=\"kommentar-formular\" class=\"kommentar-formular\"><h3>%s</h3><form method=\"post\" action=\"/wp-comments-post.php\"><textarea name=\"comment\"></textarea><button>Absenden</button></form></div>\n</div>\n", l.leave)
	case famReaction:
		r.p("<section class=\"reactions\" id=\"reactions\"><h2>Réactions (%d)</h2>\n<ol class=\"liste-reactions\">\n", n)
		for _, c := range a.comments {
			r.p("<li class=\"reaction\" id=\"r%d\"><span class=\"reaction-auteur\">%s</span> <span class=\"reaction-date\">%s</span><div class=\"reaction-texte\">", cid(c), esc(c.author), dateText(a.lang, c.date))
			r.paraList(c.paras)
			r.s_("</div></li>\n")
		}
		r.s_("</ol>\n")
		login()
		r.s_("</section>\n")
	}
}

var alsoOn = map[text.Lang]string{text.English: "Also on %s", text.German: "Auch auf %s", text.French: "Aussi sur %s"}

// alsoOn writes the "also on this site" block under an item's comments.
func (r *rdr) alsoOn(a *article) {
	if len(a.also) == 0 {
		return
	}
	r.p("<aside class=\"also-on\"><h2>%s</h2><ul>\n", esc(fmt.Sprintf(alsoOn[a.lang], r.s.title)))
	for _, b := range a.also {
		r.s_("<li>")
		r.item(b, "")
		r.p(" <span class=\"meta-count\">%d %s</span></li>\n", len(b.comments), r.ui().comments)
	}
	r.s_("</ul></aside>\n")
}

func (r *rdr) paraList(ps []string) {
	for _, p := range ps {
		r.p("<p>%s</p>", esc(p))
	}
}
