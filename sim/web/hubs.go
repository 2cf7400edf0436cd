package web

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"focus/sim/text"
)

// dirEntry is one link in a directory category.
type dirEntry struct {
	t      *site
	path   string
	anchor string
	desc   string
	a      *article // nil for site and section entries
	dead   bool     // the target is gone: a 404
}

var langNames = map[text.Lang]map[text.Lang]string{
	text.English: {text.English: "English", text.German: "German", text.French: "French"},
	text.German:  {text.English: "Englisch", text.German: "Deutsch", text.French: "Französisch"},
}

// combos lists the (language, topic) pairs the content sites cover.
func (w *Web) combos(langs ...text.Lang) [][2]string {
	var out [][2]string
	for _, l := range langs {
		for _, t := range text.Topics() {
			for _, s := range w.sites {
				if s.lang == l && slices.ContainsFunc(s.secs, func(sec *section) bool { return sec.topic == t }) {
					out = append(out, [2]string{string(l), t})
					break
				}
			}
		}
	}
	return out
}

// directory registers a link directory: categories by language and topic,
// each listing the sites' sections and some of their articles, a few of
// them dead.
func (w *Web) directory(s *site) {
	w.registerBoiler(s)
	langs := []text.Lang{text.English, text.German, text.French}
	catBase := func(l, t string) string { return "/" + l + "/" + sectionSlug(text.Lang(l), t) + "/" }
	submit := "/submit"
	if s.lang == text.German {
		langs = []text.Lang{text.German, text.French}
		catBase = func(l, t string) string { return "/kategorie/" + l + "-" + sectionSlug(text.Lang(l), t) }
		submit = "/eintragen"
	}
	type cat struct {
		lang, topic, name, base string
		entries                 []dirEntry
	}
	var cats []*cat
	var all []dirEntry
	for _, c := range w.combos(langs...) {
		l, t := text.Lang(c[0]), c[1]
		k := &cat{lang: c[0], topic: t, name: sectionName(l, t), base: catBase(c[0], t)}
		r := w.rng("dir", s.id, c[0], t)
		var pool []*article
		for _, o := range w.sites {
			for _, sec := range o.secs {
				if sec.lang == l && sec.topic == t {
					k.entries = append(k.entries, dirEntry{t: o, path: sec.path, anchor: o.title + ": " + sec.name, desc: o.specs.tagline})
					pool = append(pool, sec.items...)
				}
			}
		}
		for _, i := range r.Perm(len(pool))[:min(len(pool), 6)] {
			a := pool[i]
			k.entries = append(k.entries, dirEntry{t: a.s, path: a.path, anchor: a.title, desc: a.teaser, a: a})
		}
		if r.IntN(10) < 6 {
			a := pool[r.IntN(len(pool))]
			g := w.gen(l, "dead", s.id, c[0], t)
			title := g.Title(t)
			k.entries = append(k.entries, dirEntry{t: a.s, path: deadPath(a.s, title), anchor: title, desc: g.Sentence(t), dead: true})
		}
		slices.SortStableFunc(k.entries, func(a, b dirEntry) int { return strings.Compare(strings.ToLower(a.anchor), strings.ToLower(b.anchor)) })
		cats = append(cats, k)
		all = append(all, k.entries...)
	}
	s.navx = []link{{"/new", map[text.Lang]string{text.English: "New listings", text.German: "Neue Einträge"}[s.lang]},
		{"/top", map[text.Lang]string{text.English: "Top sites", text.German: "Top-Seiten"}[s.lang]}}
	lnames := langNames[s.lang]
	s.register("/", Page{Kind: Listing, Title: s.title}, func(r *rdr) {
		r.open(s.specs.tagline, "", "dir-home")
		for _, l := range langs {
			r.p("<section class=\"dir-group\"><h2>%s</h2><ul class=\"dir-cats\">\n", lnames[l])
			for _, k := range cats {
				if k.lang == string(l) {
					r.s_("<li>")
					r.a(s, k.base, k.name, "dir-cat")
					r.p(" <span class=\"dir-n\">(%d)</span></li>\n", len(k.entries))
				}
			}
			r.s_("</ul></section>\n")
		}
		r.close(false)
	})
	per := 15
	for _, k := range cats {
		n := (len(k.entries) + per - 1) / per
		title := fmt.Sprintf("%s (%s)", k.name, lnames[text.Lang(k.lang)])
		for p := 1; p <= n; p++ {
			page := k.entries[(p-1)*per : min(p*per, len(k.entries))]
			t := title
			if p > 1 {
				t = fmt.Sprintf("%s – %s %d", title, ui[s.lang].page, p)
			}
			tr := listTruth(t, k.topic, text.Lang(k.lang), entryItems(page))
			s.register(s.paged(k.base, p), tr, func(r *rdr) {
				r.open(t, text.Lang(k.lang), "dir-category")
				r.p("<h1 class=\"%s\">%s</h1>\n", s.th.postTitle, esc(title))
				r.entries(page)
				r.pager(p, n, func(i int) string { return s.paged(k.base, i) })
				r.s_("<p class=\"dir-suggest\">")
				r.a(s, submit+"?cat="+k.lang+"-"+sectionSlug(text.Lang(k.lang), k.topic), map[text.Lang]string{text.English: "Suggest a site for this category", text.German: "Seite für diese Kategorie vorschlagen"}[s.lang], "")
				r.s_("</p>\n")
				r.close(false)
			})
		}
		sp := submit + "?cat=" + k.lang + "-" + sectionSlug(text.Lang(k.lang), k.topic)
		s.register(sp, Page{Kind: Boilerplate, Title: "Submit"}, func(r *rdr) {
			r.open(title, "", "submit")
			r.boilerBody("submit", title)
			r.close(false)
		})
	}
	// New listings: the newest article entries; top sites: every content site.
	var fresh []dirEntry
	for _, e := range all {
		if e.a != nil {
			fresh = append(fresh, e)
		}
	}
	slices.SortStableFunc(fresh, func(a, b dirEntry) int { return b.a.date.Compare(a.a.date) })
	fresh = fresh[:min(20, len(fresh))]
	s.register("/new", listTruth("New", "", s.lang, entryItems(fresh)), func(r *rdr) {
		r.open(s.navx[0].text, "", "dir-new")
		r.entries(fresh)
		r.close(false)
	})
	var top []dirEntry
	for _, o := range w.sites {
		if len(o.items) > 0 && slices.Contains(langs, o.lang) {
			top = append(top, dirEntry{t: o, path: "/", anchor: o.title, desc: o.specs.tagline})
		}
	}
	s.register("/top", Page{Kind: Listing, Title: "Top"}, func(r *rdr) {
		r.open(s.navx[1].text, "", "dir-top")
		r.entries(top)
		r.close(false)
	})
}

func entryItems(es []dirEntry) []*article {
	var out []*article
	for _, e := range es {
		if e.a != nil {
			out = append(out, e.a)
		}
	}
	return out
}

// deadPath is a plausible path on t that serves nothing.
func deadPath(t *site, title string) string {
	sl := slug(title, 50)
	switch t.kind {
	case "blog":
		return "/2019/04/" + sl + "/"
	case "news":
		return "/archiv/2019/" + sl + ".html"
	case "forum":
		return "/thread/99" + fmt.Sprint(len(sl)) + "-" + sl
	case "review":
		return "/review/9" + fmt.Sprint(len(sl)) + "/" + sl
	}
	return "/article/" + sl + "-old"
}

func (r *rdr) entries(es []dirEntry) {
	r.p("<ul class=\"%s\">\n", r.s.th.list)
	for _, e := range es {
		r.p("<li class=\"%s\">", r.s.th.item)
		r.a(e.t, e.path, e.anchor, "dir-link")
		host := strings.TrimPrefix(r.w.bases[e.t.idx], "http://")
		r.p(" <span class=\"dir-url\">%s%s</span><p class=\"%s\">%s</p></li>\n", host, esc(e.path), r.s.th.teaser, esc(e.desc))
	}
	r.s_("</ul>\n")
}

// portal registers the news portal: a front page of blocks and section,
// international, most-discussed and opinion listings, all pointing at the
// other sites.
func (w *Web) portal(s *site) {
	w.registerBoiler(s)
	var en, world, all []*article
	for _, o := range w.sites {
		for _, a := range o.items {
			all = append(all, a)
			if a.lang == text.English {
				en = append(en, a)
			} else {
				world = append(world, a)
			}
		}
	}
	newest := func(list []*article) []*article {
		out := slices.Clone(list)
		slices.SortStableFunc(out, func(a, b *article) int { return b.date.Compare(a.date) })
		return out
	}
	en, world = newest(en), newest(world)
	var topics []string
	for _, t := range text.Topics() {
		if slices.ContainsFunc(en, func(a *article) bool { return a.topic == t }) {
			topics = append(topics, t)
		}
	}
	discussed := slices.Clone(all)
	slices.SortStableFunc(discussed, func(a, b *article) int { return cmp.Compare(len(b.comments), len(a.comments)) })
	discussed = discussed[:min(30, len(discussed))]
	var opinion []*article
	for _, a := range en {
		if a.opinion && len(opinion) < 40 {
			opinion = append(opinion, a)
		}
	}
	world = world[:min(60, len(world))]
	for _, t := range topics {
		s.navx = append(s.navx, link{"/section/" + sectionSlug(text.English, t), sectionName(text.English, t)})
	}
	s.navx = append(s.navx, link{"/world", "International"}, link{"/discussed", "Most discussed"}, link{"/opinion", "Opinion"})
	s.register("/", Page{Kind: Listing, Title: s.title}, func(r *rdr) {
		r.open(s.specs.tagline, "", "front")
		block := func(title, more string, list []*article) {
			r.p("<section class=\"front-block\"><h2>%s</h2>\n", esc(title))
			r.items(list)
			if more != "" {
				r.s_("<p class=\"block-more\">")
				r.a(s, more, "More: "+title, "")
				r.s_("</p>\n")
			}
			r.s_("</section>\n")
		}
		block("Top stories", "", en[:min(12, len(en))])
		for _, t := range topics {
			var list []*article
			for _, a := range en {
				if a.topic == t && len(list) < 4 {
					list = append(list, a)
				}
			}
			block(sectionName(text.English, t), "/section/"+sectionSlug(text.English, t), list)
		}
		block("Most discussed", "/discussed", discussed[:min(5, len(discussed))])
		block("Opinion", "/opinion", opinion[:min(5, len(opinion))])
		block("International", "/world", world[:min(5, len(world))])
		r.close(false)
	})
	for _, t := range topics {
		var list []*article
		for _, a := range en {
			if a.topic == t && len(list) < 40 {
				list = append(list, a)
			}
		}
		w.list(s, "/section/"+sectionSlug(text.English, t), sectionName(text.English, t), t, list, 20)
	}
	w.list(s, "/world", "International", "", world, 20)
	w.list(s, "/discussed", "Most discussed", "", discussed, 20)
	w.list(s, "/opinion", "Opinion", "", opinion, 20)
}
