package web

import (
	"cmp"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"net/url"
	"slices"
	"strings"
	"time"

	"focus/sim/text"
)

// secSpec is one section of a content site: a topic in a language.
type secSpec struct {
	topic   string
	n       int     // items (articles or threads)
	opShare float64 // share of opinion items (reviews, rants, praise)
	comment float64 // share of items with comments (on news sites: of news items; columns get 0.9)
}

// siteSpec is one site of the web.
type siteSpec struct {
	id, title, tagline string
	kind               string // directory, portal, blog, news, reference, review, forum
	lang               text.Lang
	family             string // comment markup family, "" for none
	secs               []secSpec
	print              bool // print views of the items
	login              bool // a login link per commentable item (redirect back to it)
	authors            int
}

// Comment markup families (Site.Family).
const (
	famWPModern  = "comments-area" // WordPress 5+: comments-area, comment-list, comment-body, comment-respond
	famWPOld     = "commentlist"   // classic WordPress themes: commentlist, comment-author, respond
	famFeedback  = "user-feedback" // review site: user-feedback, feedback-list, feedback-item
	famDiscuss   = "discussion"    // news site: discussion, discussion-thread, discussion-post
	famReply     = "reply"         // English forum: thread-replies, reply, reply-body
	famKommentar = "kommentare"    // German blog: kommentare, kommentar-liste, kommentar
	famReaction  = "reactions"     // French news: reactions, liste-reactions, reaction
	famAntwort   = "antworten"     // German forum: thread-antworten, antwort, antwort-text
)

var specs = []siteSpec{
	{id: "linkhub", title: "Open Link Directory", tagline: "Hand-picked websites, sorted by topic and language", kind: "directory", lang: text.English},
	{id: "morningwire", title: "Morning Wire", tagline: "The best of the web, every morning", kind: "portal", lang: text.English},
	{id: "healthblog", title: "Healthy Days", tagline: "Living well with real advice from real people", kind: "blog", lang: text.English, family: famWPModern,
		secs: []secSpec{{"medicine", 130, 0.35, 0.85}, {"cooking", 40, 0.3, 0.8}}, print: true, login: true, authors: 3},
	{id: "medref", title: "MedReference", tagline: "Plain facts about health and medicine", kind: "reference", lang: text.English,
		secs: []secSpec{{"medicine", 220, 0, 0}}, print: true},
	{id: "wanderwiki", title: "WanderWiki", tagline: "The free guide to travel, cameras, cars and gardens", kind: "reference", lang: text.English,
		secs: []secSpec{{"travel", 90, 0, 0}, {"photography", 60, 0, 0}, {"cars", 50, 0, 0}, {"gardening", 50, 0, 0}}, print: true},
	{id: "gadgetverdict", title: "Gadget Verdict", tagline: "Honest reviews of phones and cameras", kind: "review", lang: text.English, family: famFeedback,
		secs: []secSpec{{"phones", 110, 0.65, 0.8}, {"photography", 70, 0.6, 0.75}}, authors: 4},
	{id: "dailyledger", title: "The Daily Ledger", tagline: "News you can use", kind: "news", lang: text.English, family: famDiscuss,
		secs:  []secSpec{{"medicine", 70, 0.12, 0.08}, {"cars", 50, 0.12, 0.08}, {"travel", 50, 0.12, 0.08}, {"music", 40, 0.12, 0.08}, {"phones", 40, 0.12, 0.08}, {"cooking", 35, 0.12, 0.08}},
		print: true, login: true, authors: 8},
	{id: "torquetalk", title: "TorqueTalk", tagline: "The friendly car forum", kind: "forum", lang: text.English, family: famReply,
		secs: []secSpec{{"cars", 140, 0.4, 1}, {"medicine", 35, 0.4, 1}, {"travel", 25, 0.4, 1}}, print: true},
	{id: "crumbs", title: "Crumbs & Kettles", tagline: "Home cooking and kitchen garden notes", kind: "blog", lang: text.English, family: famWPOld,
		secs: []secSpec{{"cooking", 90, 0.4, 0.85}, {"gardening", 45, 0.4, 0.8}}, authors: 2},
	{id: "gartenzeit", title: "Gartenzeit", tagline: "Ein Blog über Garten, Küche und gesundes Leben", kind: "blog", lang: text.German, family: famKommentar,
		secs: []secSpec{{"gardening", 80, 0.3, 0.8}, {"cooking", 30, 0.3, 0.8}, {"medicine", 25, 0.3, 0.8}}, authors: 2},
	{id: "lequotidien", title: "Le Quotidien", tagline: "L'actualité au quotidien", kind: "news", lang: text.French, family: famReaction,
		secs:  []secSpec{{"medicine", 50, 0.15, 0.1}, {"travel", 40, 0.15, 0.1}, {"music", 40, 0.15, 0.1}, {"cars", 30, 0.15, 0.1}, {"cooking", 30, 0.15, 0.1}, {"photography", 25, 0.15, 0.1}},
		print: true, authors: 6},
	{id: "klangraum", title: "Klangraum", tagline: "Das Forum für Musiker und Technikfans", kind: "forum", lang: text.German, family: famAntwort,
		secs: []secSpec{{"music", 85, 0.4, 1}, {"phones", 40, 0.4, 1}, {"medicine", 25, 0.4, 1}}},
	{id: "webkatalog", title: "Webkatalog", tagline: "Das Verzeichnis deutscher und französischer Websites", kind: "directory", lang: text.German},
}

// site is one generated site.
type site struct {
	specs   siteSpec
	idx     int
	id      string
	title   string
	kind    string
	lang    text.Lang
	family  string
	secs    []*section
	items   []*article // content items, oldest first
	authors []string
	members []*member // forum members
	pages   map[string]*pageDef
	order   []string // page keys in registration order
	partner []*site  // blogroll
	recent  []*article
	popular []*article
	months  []string
	boiler  []link // footer and header boilerplate links of the site
	navx    []link // extra menu entries of directories and portals
	th      theme
}

type section struct {
	s     *site
	topic string
	lang  text.Lang
	name  string
	desc  string
	slug  string
	path  string // first listing page
	spec  secSpec
	items []*article
}

type member struct {
	id    int
	name  string
	path  string
	posts []*article // threads posted in
}

type comment struct {
	id     int
	author string
	mem    *member
	date   time.Time
	paras  []string
	sig    string
	t      tally
}

// article is a content item: an article or a forum thread.
type article struct {
	s          *site
	sec        *section
	id         int
	title      string
	slug       string
	path       string
	date       time.Time
	author     string
	mem        *member
	lang       text.Lang
	topic      string
	opinion    bool    // a review, rant or praise
	ppos       float64 // chance an opinion sentence is positive
	paras      []string
	body       tally
	teaser     string
	teaserT    tally
	comments   []comment
	tags       []string
	related    []*article
	also       []*article // other items with comments on the site, shown under the comments
	ext        []*article
	prev, next *article
	pages      int // forum thread pages
}

// tally counts sentences.
type tally struct{ n, op, pos int }

func (t *tally) add(o tally) { t.n += o.n; t.op += o.op; t.pos += o.pos }

func (t tally) scores() (sentiment, polarity float64) {
	if t.n == 0 {
		return 0, 0
	}
	sentiment = float64(t.op) / float64(t.n)
	if t.op > 0 {
		polarity = float64(2*t.pos-t.op) / float64(t.op)
	}
	return
}

// pageDef is one page a site serves.
type pageDef struct {
	truth  Page
	render func(r *rdr)
	ctype  string
}

// link is an href and its anchor text.
type link struct{ href, text string }

func hash(parts ...any) uint64 {
	h := fnv.New64a()
	for _, p := range parts {
		fmt.Fprint(h, p, "\x00")
	}
	return h.Sum64()
}

func (w *Web) rng(parts ...any) *rand.Rand {
	return rand.New(rand.NewPCG(uint64(w.seed), hash(parts...)))
}

func (w *Web) gen(l text.Lang, parts ...any) *text.Gen {
	return text.New(int64(hash(append([]any{w.seed}, parts...)...)>>1), l)
}

var epoch = time.Date(2023, 1, 1, 8, 0, 0, 0, time.UTC)

// build generates every site.
func (w *Web) build() {
	for i, sp := range specs {
		s := &site{specs: sp, idx: i, id: sp.id, title: sp.title, kind: sp.kind, lang: sp.lang, family: sp.family, pages: map[string]*pageDef{}}
		s.th = themeFor(s)
		w.sites = append(w.sites, s)
	}
	w.chromes = map[string]string{}
	for _, s := range w.sites {
		w.chromes[s.id+"css"], w.chromes[s.id+"js"] = styles(s), scripts(s)
	}
	for _, s := range w.sites {
		if len(s.specs.secs) > 0 {
			w.content(s)
		}
	}
	w.crossLinks()
	for _, s := range w.sites {
		switch s.kind {
		case "directory":
			w.directory(s)
		case "portal":
			w.portal(s)
		case "forum":
			w.forum(s)
		default:
			w.articles(s)
		}
	}
}

// content generates a content site's sections and items.
func (w *Web) content(s *site) {
	r := w.rng("site", s.id)
	g := w.gen(s.lang, "people", s.id)
	for range max(s.specs.authors, 1) {
		s.authors = append(s.authors, g.UserName())
	}
	if s.kind == "forum" {
		for i := range 110 {
			s.members = append(s.members, &member{id: i + 1, name: g.UserName()})
		}
		for _, m := range s.members {
			m.path = fmt.Sprintf("/member/%d-%s", m.id, slug(m.name, 30))
		}
	}
	for _, sp := range s.specs.secs {
		sec := &section{s: s, topic: sp.topic, lang: s.lang, spec: sp, name: sectionName(s.lang, sp.topic), slug: sectionSlug(s.lang, sp.topic)}
		s.secs = append(s.secs, sec)
		if s.kind == "forum" {
			sec.name, sec.desc = g.BoardName(sp.topic)
		}
		sec.path = s.secBase(sec)
		scale := w.opts.Scale
		if scale <= 0 {
			scale = 1
		}
		for i := range max(int(float64(sp.n)*scale+0.5), 6) {
			a := w.item(s, sec, i)
			sec.items = append(sec.items, a)
			s.items = append(s.items, a)
		}
	}
	slices.SortStableFunc(s.items, func(a, b *article) int { return a.date.Compare(b.date) })
	for i, a := range s.items {
		a.id = 101 + i
		if i > 0 {
			a.prev, s.items[i-1].next = s.items[i-1], a
		}
	}
	for _, sec := range s.secs {
		slices.SortStableFunc(sec.items, func(a, b *article) int { return b.date.Compare(a.date) })
	}
	used := map[string]bool{}
	for _, a := range s.items {
		a.path = s.itemPath(a)
		for k := 2; used[a.path]; k++ {
			a.slug = fmt.Sprintf("%s-%d", strings.TrimSuffix(a.slug, fmt.Sprintf("-%d", k-1)), k)
			a.path = s.itemPath(a)
		}
		used[a.path] = true
	}
	// Sidebars: the five newest, and the five most commented (else the
	// five newest opinion pieces, else five picked by hand).
	n := len(s.items)
	for i := n - 1; i >= max(n-5, 0); i-- {
		s.recent = append(s.recent, s.items[i])
	}
	pop := slices.Clone(s.items)
	slices.SortStableFunc(pop, func(a, b *article) int { return cmp.Compare(len(b.comments), len(a.comments)) })
	if len(pop[0].comments) == 0 {
		r.Shuffle(len(pop), func(i, j int) { pop[i], pop[j] = pop[j], pop[i] })
	}
	s.popular = pop[:min(5, len(pop))]
	seen := map[string]bool{}
	for i := n - 1; i >= 0; i-- {
		m := s.items[i].date.Format("2006-01")
		if !seen[m] {
			seen[m] = true
			s.months = append(s.months, m)
		}
	}
}

var sentenceCounts = []int{2, 3, 3, 3, 4, 4, 4, 5, 5, 6}

// paras writes n paragraphs on topic; each sentence is an opinion with
// probability strength, positive with probability ppos.
func paras(g *text.Gen, r *rand.Rand, topic string, n int, strength, ppos float64, t *tally) []string {
	out := make([]string, 0, n)
	for range n {
		var b strings.Builder
		for i := range sentenceCounts[r.IntN(len(sentenceCounts))] {
			if i > 0 {
				b.WriteByte(' ')
			}
			t.n++
			if r.Float64() < strength {
				pos := r.Float64() < ppos
				t.op++
				if pos {
					t.pos++
				}
				b.WriteString(g.Opinion(topic, pos))
			} else {
				b.WriteString(g.Sentence(topic))
			}
		}
		out = append(out, b.String())
	}
	return out
}

// item generates one article or thread.
func (w *Web) item(s *site, sec *section, i int) *article {
	r := w.rng("item", s.id, sec.topic, i)
	g := w.gen(s.lang, "item", s.id, sec.topic, i)
	a := &article{s: s, sec: sec, lang: s.lang, topic: sec.topic, ppos: 0.5}
	a.date = epoch.Add(time.Duration(r.IntN(730*24*60)) * time.Minute)
	a.opinion = r.Float64() < sec.spec.opShare
	strength := 0.0
	switch s.kind {
	case "blog":
		strength = 0.05 + 0.15*r.Float64()
	case "review":
		strength = 0.1 + 0.15*r.Float64()
	case "forum":
		strength = 0.15 + 0.25*r.Float64()
	case "news":
		strength = 0.05 * r.Float64()
	}
	if a.opinion {
		strength = 0.55 + 0.35*r.Float64()
		a.ppos = 0.15
		if r.IntN(2) == 0 {
			a.ppos = 0.85
		}
	}
	a.title = w.title(g, r, s, a)
	a.slug = slug(a.title, 60)
	n := 5 + r.IntN(8)
	switch s.kind {
	case "reference":
		n = 8 + r.IntN(8)
	case "forum":
		n = 1 + r.IntN(4)
	}
	a.paras = paras(g, r, a.topic, n, strength, a.ppos, &a.body)
	// The teaser, first sentence of the text, is what listings show.
	a.teaserT.n = 1
	if r.Float64() < strength {
		pos := r.Float64() < a.ppos
		a.teaserT.op = 1
		if pos {
			a.teaserT.pos = 1
		}
		a.teaser = g.Opinion(a.topic, pos)
	} else {
		a.teaser = g.Sentence(a.topic)
	}
	a.paras[0] = a.teaser + " " + a.paras[0]
	a.body.add(a.teaserT)
	a.tags = g.Tags(a.topic, 1+r.IntN(3))
	if s.kind == "forum" {
		a.mem = s.members[r.IntN(len(s.members))]
		a.author = a.mem.name
	} else {
		a.author = s.authors[r.IntN(len(s.authors))]
	}
	// Comments or replies.
	commentRate := sec.spec.comment
	if s.kind == "news" && a.opinion {
		commentRate = 0.9 // news sites open comments on their columns
	}
	if r.Float64() < commentRate {
		k := 1 + int(r.ExpFloat64()*6)
		if s.kind == "forum" {
			k = 1 + int(r.ExpFloat64()*8)
			if r.IntN(10) < 2 {
				k = 0 // unanswered
			}
		}
		k = min(k, 44)
		cp := 0.5
		switch {
		case a.opinion && a.ppos > 0.5:
			cp = 0.7
		case a.opinion:
			cp = 0.3
		}
		when := a.date
		for j := range k {
			c := comment{id: j + 1}
			when = when.Add(time.Duration(20+r.IntN(3000)) * time.Minute)
			c.date = when
			if s.kind == "forum" {
				c.mem = s.members[r.IntN(len(s.members))]
				c.author = c.mem.name
				c.sig = g.Signature()
			} else {
				c.author = g.UserName()
			}
			strength := 0.3 + 0.4*r.Float64()
			if s.kind == "forum" {
				strength = 0.15 + 0.4*r.Float64()
			}
			c.paras = paras(g, r, a.topic, 1+r.IntN(3), strength, cp, &c.t)
			a.comments = append(a.comments, c)
		}
	}
	a.pages = 1
	if s.kind == "forum" {
		a.pages = 1 + len(a.comments)/perThread
	}
	return a
}

// perThread is the number of posts on a page of a forum thread.
const perThread = 15

var opinionTails = map[text.Lang][2][]string{
	text.English: {
		{"I love it", "absolutely brilliant", "best decision ever", "a wonderful surprise", "highly recommended", "simply amazing", "what a great experience"},
		{"a total disaster", "never again", "what a waste of money", "an awful experience", "deeply disappointing", "avoid at all costs", "I regret it"},
	},
	text.German: {
		{"ich bin begeistert", "einfach großartig", "absolut empfehlenswert", "ein wunderbares Erlebnis", "die beste Entscheidung"},
		{"eine totale Katastrophe", "nie wieder", "was für eine Enttäuschung", "reine Geldverschwendung", "einfach furchtbar"},
	},
	text.French: {
		{"un vrai bonheur", "tout simplement génial", "je recommande vivement", "une expérience formidable", "le meilleur choix"},
		{"une vraie catastrophe", "plus jamais", "quelle déception", "de l'argent jeté par les fenêtres", "une expérience horrible"},
	},
}

var refTails = []string{"an overview", "what you need to know", "facts and figures", "a beginner's guide", "history and background"}

var medTails = []string{"an overview", "causes, symptoms and treatment", "what you need to know", "facts and figures", "a guide for patients"}

// title makes an item's title; opinion items carry their verdict.
func (w *Web) title(g *text.Gen, r *rand.Rand, s *site, a *article) string {
	var t string
	switch s.kind {
	case "reference":
		name, _ := g.BoardName(a.topic)
		tails := refTails
		if a.topic == "medicine" {
			tails = medTails
		}
		return name + ": " + tails[r.IntN(len(tails))]
	case "review":
		name, _ := g.BoardName(a.topic)
		t = name + " review"
		if !a.opinion {
			t = name + ": first look"
		}
	default:
		t = g.Title(a.topic)
	}
	if a.opinion {
		tails := opinionTails[s.lang]
		list := tails[1]
		if a.ppos > 0.5 {
			list = tails[0]
		}
		t = strings.TrimRight(t, "?!.") + " – " + list[r.IntN(len(list))]
	}
	return t
}

// itemPath is the canonical path of an item, in the site's URL scheme.
func (s *site) itemPath(a *article) string {
	switch s.kind {
	case "blog":
		return fmt.Sprintf("/%s/%s/", a.date.Format("2006/01"), a.slug)
	case "review":
		return fmt.Sprintf("/review/%d/%s", a.id, a.slug)
	case "news":
		return fmt.Sprintf("/%s/%s/%s-%d.html", a.sec.slug, a.date.Format("2006/01/02"), a.slug, a.id)
	case "reference":
		return fmt.Sprintf("/article/%s-%d", a.slug, a.id)
	case "forum":
		return fmt.Sprintf("/thread/%d-%s", a.id, a.slug)
	}
	return "/" + a.slug
}

// pagePath is the path of page k (1-based) of an item.
func (a *article) pagePath(k int) string {
	if k <= 1 {
		return a.path
	}
	return a.path + fmt.Sprintf("?page=%d", k)
}

// printPath is the path of an item's print view.
func (s *site) printPath(a *article) string {
	switch s.kind {
	case "blog":
		return a.path + "print/"
	case "news":
		return fmt.Sprintf("/print/%d", a.id)
	case "forum":
		return fmt.Sprintf("/printthread.php?t=%d", a.id)
	}
	return a.path + "?format=print"
}

// loginPath is the login page that returns to path.
func (s *site) loginPath(path string) string {
	switch s.kind {
	case "blog":
		return "/wp-login.php?" + url.Values{"redirect_to": {path}}.Encode()
	case "news":
		return "/account/login?" + url.Values{"return": {path}}.Encode()
	}
	return "/login?" + url.Values{"next": {path}}.Encode()
}

// crossLinks picks related items on the same site and "see also" items on
// other sites, mostly on the same topic, and the sites' partners.
func (w *Web) crossLinks() {
	byTopic := map[string][]*article{}
	var all []*article
	for _, s := range w.sites {
		for _, a := range s.items {
			byTopic[a.topic] = append(byTopic[a.topic], a)
			all = append(all, a)
		}
	}
	for _, s := range w.sites {
		for _, a := range s.items {
			r := w.rng("links", s.id, a.id)
			// Related: same section, the same sort (opinion or not) preferred.
			pool := a.sec.items
			for try := 0; len(a.related) < 5 && try < 40; try++ {
				b := pool[r.IntN(len(pool))]
				if b == a || slices.Contains(a.related, b) || (b.opinion != a.opinion && r.Float64() < 0.7) ||
					(s.kind == "forum" && len(b.comments) == 0 && r.Float64() < 0.7) {
					continue
				}
				a.related = append(a.related, b)
			}
			// Also on this site (as Disqus shows it under the comments):
			// four other items with comments, the topic preferred.
			if len(a.comments) > 0 {
				for try := 0; len(a.also) < 4 && try < 60; try++ {
					b := s.items[r.IntN(len(s.items))]
					if b == a || len(b.comments) == 0 || slices.Contains(a.also, b) || slices.Contains(a.related, b) || (b.topic != a.topic && r.Float64() < 0.6) {
						continue
					}
					a.also = append(a.also, b)
				}
			}
			// See also: 0-3 items on other sites, 80% on the topic, the
			// language preferred.
			k := r.IntN(4)
			for try := 0; len(a.ext) < k && try < 40; try++ {
				var b *article
				if r.Float64() < 0.8 {
					p := byTopic[a.topic]
					b = p[r.IntN(len(p))]
					if b.lang != a.lang && r.Float64() < 0.7 {
						continue
					}
				} else {
					b = all[r.IntN(len(all))]
				}
				if b.s == s || slices.Contains(a.ext, b) {
					continue
				}
				a.ext = append(a.ext, b)
			}
		}
	}
	// Partners: the content sites sharing most topics, then the language.
	for _, s := range w.sites {
		if len(s.items) == 0 {
			continue
		}
		var cands []*site
		for _, o := range w.sites {
			if o != s && len(o.items) > 0 {
				cands = append(cands, o)
			}
		}
		score := func(o *site) int {
			n := 0
			for _, a := range s.secs {
				for _, b := range o.secs {
					if a.topic == b.topic {
						n += 2
					}
				}
			}
			if o.lang == s.lang {
				n++
			}
			return n
		}
		slices.SortStableFunc(cands, func(a, b *site) int { return cmp.Compare(score(b), score(a)) })
		s.partner = cands[:min(4, len(cands))]
	}
}

// register adds a page to its site.
func (s *site) register(path string, p Page, render func(r *rdr)) {
	k := key(path, "")
	if i := strings.IndexByte(path, '?'); i >= 0 {
		k = key(path[:i], path[i+1:])
	}
	if _, dup := s.pages[k]; dup {
		panic("web: page registered twice: " + s.id + k)
	}
	p.Site, p.SiteKind = s.id, s.kind
	if p.Lang == "" {
		p.Lang = string(s.lang)
	}
	s.pages[k] = &pageDef{truth: p, render: render}
	s.order = append(s.order, k)
}

// itemTruth is the truth of page k of an item, with or without its comments.
func itemTruth(a *article, kind Kind, k int) Page {
	p := Page{Kind: kind, Lang: string(a.lang), Topic: a.topic, Title: a.title}
	var t tally
	switch {
	case kind == Print:
		t = a.body
		for _, c := range a.comments {
			if a.s.kind == "forum" {
				t.add(c.t)
			}
		}
	case a.s.kind == "forum":
		if k == 1 {
			t = a.body
		}
		for _, c := range a.threadPage(k) {
			t.add(c.t)
		}
		p.Comments = len(a.threadPage(k))
	default:
		t = a.body
		for _, c := range a.comments {
			t.add(c.t)
		}
		p.Comments = len(a.comments)
	}
	p.HasComments = p.Comments > 0
	if p.HasComments {
		p.CommentClass = a.s.th.commentBox
	}
	if kind == Article && !p.HasComments && a.s.family == famWPModern && a.sec.spec.comment > 0 {
		p.Decoy = "comment-respond"
	}
	p.Sentiment, p.Polarity = t.scores()
	return p
}

// threadPage is the replies shown on page k of a thread.
func (a *article) threadPage(k int) []comment {
	lo := 0
	if k > 1 {
		lo = (perThread - 1) + (k-2)*perThread
	}
	hi := perThread - 1
	if k > 1 {
		hi = lo + perThread
	}
	return a.comments[min(lo, len(a.comments)):min(hi, len(a.comments))]
}

// listTruth is the truth of a listing page showing items.
func listTruth(title, topic string, lang text.Lang, items []*article) Page {
	var t tally
	for _, a := range items {
		t.add(a.teaserT)
	}
	p := Page{Kind: Listing, Lang: string(lang), Topic: topic, Title: title}
	p.Sentiment, p.Polarity = t.scores()
	return p
}

// slug makes a URL slug of at most n bytes.
func slug(s string, n int) string {
	var b strings.Builder
	dash := false
	for _, c := range strings.ToLower(s) {
		rep := ""
		switch {
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			rep = string(c)
		case c == 'ä':
			rep = "ae"
		case c == 'ö':
			rep = "oe"
		case c == 'ü':
			rep = "ue"
		case c == 'ß':
			rep = "ss"
		case c == 'œ':
			rep = "oe"
		case strings.ContainsRune("àâá", c):
			rep = "a"
		case strings.ContainsRune("éèêë", c):
			rep = "e"
		case strings.ContainsRune("îï", c):
			rep = "i"
		case strings.ContainsRune("ôó", c):
			rep = "o"
		case strings.ContainsRune("ûùú", c):
			rep = "u"
		case c == 'ç':
			rep = "c"
		}
		if rep == "" {
			if b.Len() > 0 {
				dash = true
			}
			continue
		}
		if dash {
			b.WriteByte('-')
			dash = false
		}
		b.WriteString(rep)
	}
	out := b.String()
	if len(out) > n {
		out = strings.TrimRight(out[:n], "-")
	}
	if out == "" {
		out = "x"
	}
	return out
}

var secNames = map[text.Lang]map[string][2]string{
	text.English: {"gardening": {"Gardening", "gardening"}, "phones": {"Phones", "phones"}, "cars": {"Cars", "cars"}, "cooking": {"Food & Cooking", "food"},
		"travel": {"Travel", "travel"}, "photography": {"Photography", "photography"}, "medicine": {"Health & Medicine", "health"}, "music": {"Music", "music"}},
	text.German: {"gardening": {"Garten", "garten"}, "phones": {"Handys", "handys"}, "cars": {"Auto", "auto"}, "cooking": {"Kochen", "kochen"},
		"travel": {"Reisen", "reisen"}, "photography": {"Fotografie", "fotografie"}, "medicine": {"Gesundheit", "gesundheit"}, "music": {"Musik", "musik"}},
	text.French: {"gardening": {"Jardinage", "jardinage"}, "phones": {"Téléphones", "telephones"}, "cars": {"Automobile", "auto"}, "cooking": {"Cuisine", "cuisine"},
		"travel": {"Voyage", "voyage"}, "photography": {"Photographie", "photo"}, "medicine": {"Santé", "sante"}, "music": {"Musique", "musique"}},
}

func sectionName(l text.Lang, topic string) string { return secNames[l][topic][0] }
func sectionSlug(l text.Lang, topic string) string { return secNames[l][topic][1] }
