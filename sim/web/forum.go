package web

import (
	"fmt"
	"slices"

	"focus/sim/text"
)

// forumWords are a forum's interface words.
var forumWords = map[text.Lang]map[string]string{
	text.English: {"board": "Board", "threads": "Threads", "posts": "Posts", "replies": "Replies", "views": "Views", "last": "Last post",
		"started": "Started by", "reply": "Post Reply", "print": "Printable version", "members": "Members", "new": "New posts",
		"joined": "Joined", "member": "Member", "latest": "Latest threads", "activity": "Threads with posts by"},
	text.German: {"board": "Forum", "threads": "Themen", "posts": "Beiträge", "replies": "Antworten", "views": "Aufrufe", "last": "Letzter Beitrag",
		"started": "Erstellt von", "reply": "Antworten", "print": "Druckansicht", "members": "Mitglieder", "new": "Neue Beiträge",
		"joined": "Registriert seit", "member": "Mitglied", "latest": "Neueste Themen", "activity": "Themen mit Beiträgen von"},
}

func (s *site) fw(k string) string { return forumWords[s.lang][k] }

func (s *site) replyPath(a *article) string { return fmt.Sprintf("/newreply.php?t=%d", a.id) }

// forum registers a forum: index, boards, threads, members.
func (w *Web) forum(s *site) {
	w.registerBoiler(s)
	s.navx = []link{{"/whatsnew", s.fw("new")}, {"/members", s.fw("members")}}
	newest := slices.Clone(s.items)
	slices.Reverse(newest)
	for _, a := range s.items {
		a.mem.posts = append(a.mem.posts, a)
		for _, c := range a.comments {
			if !slices.Contains(c.mem.posts, a) {
				c.mem.posts = append(c.mem.posts, a)
			}
		}
	}
	s.register("/", Page{Kind: Listing, Title: s.title}, func(r *rdr) {
		r.open(s.specs.tagline, "", "forum-index")
		r.p("<table class=\"board-index\"><thead><tr><th>%s</th><th>%s</th><th>%s</th></tr></thead><tbody>\n", s.fw("board"), s.fw("threads"), s.fw("posts"))
		for _, sec := range s.secs {
			posts := 0
			for _, a := range sec.items {
				posts += 1 + len(a.comments)
			}
			r.s_("<tr class=\"board-row\"><td>")
			r.a(s, sec.path, sec.name, "board-title")
			r.p("<p class=\"board-desc\">%s</p></td><td>%d</td><td>%d</td></tr>\n", esc(sec.desc), len(sec.items), posts)
		}
		r.p("</tbody></table>\n<section class=\"latest-threads\"><h2>%s</h2><ul>\n", s.fw("latest"))
		for _, a := range newest[:min(10, len(newest))] {
			r.s_("<li>")
			r.item(a, "")
			r.s_("</li>\n")
		}
		r.s_("</ul></section>\n")
		r.close(false)
	})
	for _, sec := range s.secs {
		w.list(s, sec.path, sec.name, sec.topic, sec.items, 20)
	}
	w.list(s, "/whatsnew", s.fw("new"), "", newest[:min(20, len(newest))], 20)
	// Members.
	per := 30
	n := (len(s.members) + per - 1) / per
	for k := 1; k <= n; k++ {
		page := s.members[(k-1)*per : min(k*per, len(s.members))]
		s.register(s.paged("/members", k), Page{Kind: Listing, Title: s.fw("members")}, func(r *rdr) {
			r.open(s.fw("members"), "", "memberlist")
			r.p("<table class=\"member-list\"><tbody>\n")
			for _, m := range page {
				r.s_("<tr><td>")
				r.a(s, m.path, m.name, "username")
				r.p("</td><td>%d</td></tr>\n", len(m.posts))
			}
			r.s_("</tbody></table>\n")
			r.pager(k, n, func(i int) string { return s.paged("/members", i) })
			r.close(false)
		})
	}
	for _, m := range s.members {
		s.register(m.path, Page{Kind: Profile, Title: m.name}, func(r *rdr) { r.profile(m) })
	}
	for _, a := range s.items {
		for k := 1; k <= a.pages; k++ {
			s.register(a.pagePath(k), itemTruth(a, Thread, k), func(r *rdr) { r.thread(a, k) })
		}
		s.register(s.printPath(a), itemTruth(a, Print, 1), func(r *rdr) { r.printView(a) })
		s.register(s.replyPath(a), Page{Kind: Boilerplate, Title: s.fw("reply")}, func(r *rdr) {
			r.open(s.fw("reply"), "", "login")
			r.boilerBody("login", ui[s.lang].login)
			r.close(false)
		})
	}
}

// threadTable writes a board's thread list; the replies column carries the
// forum's count class.
func (r *rdr) threadTable(list []*article) {
	s := r.s
	r.p("<table class=\"%s\"><thead><tr><th>%s</th><th>%s</th><th>%s</th><th>%s</th></tr></thead><tbody>\n",
		s.th.list, s.fw("threads"), s.fw("replies"), s.fw("views"), s.fw("last"))
	for _, a := range list {
		r.p("<tr class=\"%s\"><td>", s.th.item)
		r.item(a, "thread-link")
		r.p("<div class=\"thread-starter\">%s ", s.fw("started"))
		r.a(s, a.mem.path, a.author, "username")
		r.p("</div></td><td class=\"%s\">%d</td><td class=\"views\">%d</td><td class=\"lastpost\">", s.th.count, len(a.comments), 20+int(hash(s.id, a.id)%3000))
		last := a.date
		if len(a.comments) > 0 {
			last = a.comments[len(a.comments)-1].date
		}
		r.a(s, a.pagePath(a.pages), dateText(s.lang, last), "")
		r.s_("</td></tr>\n")
	}
	r.s_("</tbody></table>\n")
}

// thread writes page k of a thread.
func (r *rdr) thread(a *article, k int) {
	s := r.s
	title := a.title
	if k > 1 {
		title = fmt.Sprintf("%s – %s %d", a.title, ui[s.lang].page, k)
	}
	r.open(title, a.lang, "thread")
	r.s_("<nav class=\"breadcrumbs\">")
	r.a(s, "/", ui[s.lang].home, "")
	r.s_(" › ")
	r.a(s, a.sec.path, a.sec.name, "")
	r.p("</nav>\n<h1 class=\"%s\">%s</h1>\n", s.th.postTitle, esc(a.title))
	pathOf := func(i int) string { return a.pagePath(i) }
	r.pager(k, a.pages, pathOf)
	r.s_("<div class=\"thread-view\">\n")
	author := func(m *member, class string) {
		r.p("<aside class=\"%s\">", class)
		r.a(s, m.path, m.name, "username")
		r.p("<span class=\"user-title\">%s</span><span class=\"user-posts\">%s: %d</span></aside>\n", s.fw("member"), s.fw("posts"), len(m.posts)*3+int(hash(m.name)%200))
	}
	if k == 1 {
		r.p("<article class=\"%s first-post\" id=\"post-%d\">\n", s.th.post, a.id*100)
		author(a.mem, "post-author")
		r.p("<div class=\"%s\"><time>%s</time></div>\n<div class=\"%s\">\n", s.th.meta, dateText(s.lang, a.date), s.th.content)
		r.body(a, a.paras)
		r.s_("</div>\n</article>\n")
	}
	replies := a.threadPage(k)
	if len(replies) > 0 {
		item, text, who := "reply", "reply-body", "reply-author"
		if s.family == famAntwort {
			item, text, who = "antwort", "antwort-text", "antwort-autor"
		}
		r.p("<div class=\"%s\">\n", s.th.commentBox)
		for _, c := range replies {
			r.p("<article class=\"%s\" id=\"post-%d\">\n", item, a.id*100+c.id)
			author(c.mem, who)
			r.p("<div class=\"%s\"><time>%s</time></div>\n<div class=\"%s\">", s.th.meta, dateText(s.lang, c.date), text)
			r.paraList(c.paras)
			r.s_("</div>\n")
			if c.sig != "" {
				r.p("<div class=\"signature\">%s</div>\n", esc(c.sig))
			}
			r.s_("</article>\n")
		}
		r.s_("</div>\n")
	}
	r.s_("</div>\n")
	r.pager(k, a.pages, pathOf)
	r.s_("<div class=\"thread-tools\">")
	r.a(s, s.replyPath(a), s.fw("reply"), "button")
	r.s_(" ")
	r.a(s, s.printPath(a), s.fw("print"), "")
	r.p("</div>\n<section class=\"%s\"><h2>%s</h2><ul>\n", s.th.related, ui[s.lang].related)
	for _, b := range a.related {
		r.s_("<li>")
		r.item(b, "")
		r.s_("</li>\n")
	}
	r.s_("</ul></section>\n")
	if len(replies) > 0 {
		r.alsoOn(a)
	}
	r.close(false)
}

// profile writes a member's page.
func (r *rdr) profile(m *member) {
	s := r.s
	r.open(m.name, "", "member-profile")
	r.p("<section class=\"profile\"><h1>%s</h1><dl><dt>%s</dt><dd>%d</dd><dt>%s</dt><dd>%s</dd></dl>\n",
		esc(m.name), s.fw("joined"), 2008+int(hash(m.name)%15), s.fw("posts"), fmt.Sprint(len(m.posts)*3+int(hash(m.name)%200)))
	r.p("<h2>%s %s</h2><ul>\n", s.fw("activity"), esc(m.name))
	for _, a := range m.posts[:min(len(m.posts), 15)] {
		r.s_("<li>")
		r.item(a, "")
		r.s_("</li>\n")
	}
	r.s_("</ul></section>\n")
	r.close(false)
}
