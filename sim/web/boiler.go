package web

import (
	"fmt"
	"strings"

	"focus/sim/text"
)

// bp is a boilerplate page: what it is ("about", "privacy", "login" ...),
// its path and title.
type bp struct{ what, path, title string }

// boilerplate lists a site's fixed boilerplate pages; the first ones are
// in its footer.
func boilerplate(s *site) []bp {
	l := ui[s.lang]
	switch s.kind {
	case "blog":
		if s.lang == text.German {
			return []bp{{"about", "/ueber-mich/", "Über mich"}, {"contact", "/kontakt/", l.contact}, {"privacy", "/datenschutz/", l.privacy},
				{"imprint", "/impressum/", l.imprint}, {"login", "/wp-login.php", l.login}, {"feed", "/feed/", l.rss}}
		}
		return []bp{{"about", "/about/", l.about}, {"contact", "/contact/", l.contact}, {"privacy", "/privacy-policy/", l.privacy},
			{"login", "/wp-login.php", l.login}, {"feed", "/feed/", l.rss}}
	case "news":
		if s.lang == text.French {
			return []bp{{"about", "/a-propos", l.about}, {"contact", "/contact", l.contact}, {"imprint", "/mentions-legales", l.imprint},
				{"privacy", "/confidentialite", l.privacy}, {"newsletter", "/newsletter", "Newsletter"}, {"login", "/connexion", l.login},
				{"register", "/inscription", l.register}, {"feed", "/rss.xml", l.rss}}
		}
		return []bp{{"about", "/about", l.about}, {"contact", "/contact", l.contact}, {"terms", "/terms", l.imprint},
			{"privacy", "/privacy", l.privacy}, {"newsletter", "/newsletter", "Newsletter"}, {"advertise", "/advertise", "Advertise with us"},
			{"login", "/account/login", l.login}, {"register", "/account/register", l.register}, {"feed", "/rss.xml", l.rss}}
	case "review":
		return []bp{{"about", "/about", l.about}, {"method", "/how-we-test", "How we test"}, {"contact", "/contact", l.contact},
			{"privacy", "/privacy", l.privacy}, {"login", "/login", l.login}, {"register", "/register", l.register}, {"feed", "/feed.xml", l.rss}}
	case "reference":
		return []bp{{"about", "/about", l.about}, {"policy", "/editorial-policy", "Editorial policy"}, {"disclaimer", "/disclaimer", "Disclaimer"},
			{"contact", "/contact", l.contact}, {"privacy", "/privacy", l.privacy}, {"login", "/login", l.login}}
	case "forum":
		if s.lang == text.German {
			return []bp{{"rules", "/regeln", "Forenregeln"}, {"faq", "/hilfe", "Hilfe"}, {"contact", "/kontakt", l.contact},
				{"privacy", "/datenschutz", l.privacy}, {"imprint", "/impressum", l.imprint}, {"login", "/login", l.login}, {"register", "/register", l.register}}
		}
		return []bp{{"rules", "/rules", "Forum rules"}, {"faq", "/faq", "FAQ"}, {"contact", "/contact", l.contact},
			{"privacy", "/privacy", l.privacy}, {"login", "/login", l.login}, {"register", "/register", l.register}}
	case "directory":
		if s.lang == text.German {
			return []bp{{"about", "/ueber", "Über den Katalog"}, {"submit", "/eintragen", "Seite eintragen"}, {"contact", "/kontakt", l.contact},
				{"privacy", "/datenschutz", l.privacy}, {"imprint", "/impressum", l.imprint}, {"login", "/login", l.login}}
		}
		return []bp{{"about", "/about", l.about}, {"submit", "/submit", "Submit a site"}, {"contact", "/contact", l.contact},
			{"privacy", "/privacy", l.privacy}, {"login", "/login", l.login}, {"register", "/register", l.register}}
	case "portal":
		return []bp{{"about", "/about", l.about}, {"contact", "/contact", l.contact}, {"advertise", "/advertise", "Advertise"},
			{"newsletter", "/newsletter", "Newsletter"}, {"privacy", "/privacy", l.privacy}, {"terms", "/terms", "Terms of service"},
			{"login", "/login", l.login}, {"register", "/register", l.register}}
	}
	return nil
}

// boilerText is the body of a boilerplate page: fixed, topic-free text.
var boilerText = map[text.Lang]map[string][]string{
	text.English: {
		"about": {"%s started as a small side project and is run by a handful of volunteers in their spare time.",
			"We publish new pages every week and read every message we receive, even if we cannot answer all of them.",
			"This site is independent: nobody pays us to write about anything, and we keep advertising to a minimum."},
		"contact": {"Questions, corrections or ideas? Use the form below and we will get back to you within a few days.",
			"Please do not send attachments. For press enquiries, mention your publication in the subject line."},
		"privacy": {"We use cookies to remember your settings and to count visits. We do not sell your data to anyone.",
			"Our server keeps access logs for fourteen days. After that they are deleted automatically.",
			"You can ask us at any time which data we store about you and have it corrected or deleted."},
		"terms": {"By using %s you agree to these terms. Content is provided as is, without any warranty.",
			"You may quote short excerpts with a link to the original page. Everything else needs our written permission."},
		"login": {"Sign in with your user name or e-mail address.", "Forgot your password? Use the reset link we sent you when you registered."},
		"register": {"Creating an account takes a minute. Choose a user name, enter your e-mail address and confirm the link we send you.",
			"Accounts that stay inactive for two years are removed."},
		"newsletter": {"Get our newsletter once a week, every Friday morning. You can unsubscribe with one click at any time."},
		"advertise":  {"Reach our readers with display ads and sponsored newsletters. Ask for our media kit and current rates."},
		"method":     {"Every device we review is bought at retail or lent to us for at least two weeks, and it goes back afterwards.", "Scores are given by two editors independently."},
		"policy":     {"Every entry is written by an editor and checked by a second editor before publication.", "Entries are reviewed at least once every two years."},
		"disclaimer": {"The information on this site is general and does not replace professional advice.", "In an emergency, call your local emergency number."},
		"rules":      {"Be polite. No personal attacks, no spam, no advertising without permission.", "Search before you post, and post in the right board.", "Moderators may edit or remove posts that break these rules."},
		"faq":        {"How do I change my avatar? Open your profile settings and upload a picture.", "Why can I not post? New accounts need to confirm their e-mail address first."},
		"submit":     {"Suggest a website for the directory. Every suggestion is checked by an editor before it is listed.", "Listings are free. We do not accept paid links."},
		"imprint":    {"Responsible for the content of this site: the editors.", "Address on request."},
	},
	text.German: {
		"about": {"%s ist ein kleines Projekt, das wir in unserer Freizeit betreiben.",
			"Jede Woche erscheinen neue Seiten, und wir lesen jede Nachricht, auch wenn wir nicht alle beantworten können."},
		"contact": {"Fragen, Korrekturen oder Ideen? Schreib uns über das Formular, wir melden uns in ein paar Tagen.",
			"Bitte keine Anhänge schicken."},
		"privacy": {"Wir verwenden Cookies, um deine Einstellungen zu speichern und Besuche zu zählen. Wir verkaufen keine Daten.",
			"Die Zugriffsprotokolle des Servers werden nach vierzehn Tagen automatisch gelöscht.",
			"Du kannst jederzeit Auskunft über deine gespeicherten Daten verlangen und sie löschen lassen."},
		"imprint": {"Verantwortlich für den Inhalt dieser Seite ist die Redaktion.", "Die Anschrift teilen wir auf Anfrage mit."},
		"login":   {"Melde dich mit deinem Benutzernamen oder deiner E-Mail-Adresse an.", "Passwort vergessen? Nutze den Link aus deiner Registrierungsmail."},
		"register": {"Die Registrierung dauert nur eine Minute. Wähle einen Benutzernamen und bestätige den Link in der E-Mail.",
			"Konten, die zwei Jahre lang nicht genutzt werden, löschen wir."},
		"rules":  {"Bleibt freundlich. Keine persönlichen Angriffe, keine Werbung, kein Spam.", "Erst suchen, dann fragen, und bitte im richtigen Unterforum."},
		"faq":    {"Wie ändere ich mein Profilbild? In den Profileinstellungen kannst du ein Bild hochladen.", "Neue Konten müssen zuerst ihre E-Mail-Adresse bestätigen."},
		"submit": {"Schlage eine Website für den Katalog vor. Jeder Vorschlag wird von der Redaktion geprüft.", "Der Eintrag ist kostenlos, bezahlte Links nehmen wir nicht an."},
	},
	text.French: {
		"about": {"%s est un petit projet mené par une équipe de bénévoles sur leur temps libre.",
			"Nous publions de nouvelles pages chaque semaine et nous lisons tous les messages que nous recevons."},
		"contact": {"Une question, une correction ou une idée ? Utilisez le formulaire ci-dessous, nous répondons sous quelques jours."},
		"privacy": {"Nous utilisons des cookies pour mémoriser vos préférences et mesurer l'audience. Nous ne vendons aucune donnée.",
			"Vous pouvez à tout moment demander l'accès à vos données et leur suppression."},
		"imprint":    {"Directeur de la publication : la rédaction.", "Hébergement : un serveur quelque part en Europe."},
		"newsletter": {"Recevez notre lettre d'information chaque vendredi matin. Désinscription en un clic."},
		"login":      {"Connectez-vous avec votre identifiant ou votre adresse e-mail.", "Mot de passe oublié ? Utilisez le lien reçu lors de votre inscription."},
		"register":   {"L'inscription ne prend qu'une minute. Choisissez un identifiant et confirmez le lien reçu par e-mail."},
	},
}

// boilerBody writes a boilerplate page's text and, for some, a form.
func (r *rdr) boilerBody(what, title string) {
	paras := boilerText[r.s.lang][what]
	if len(paras) == 0 {
		paras = boilerText[text.English][what]
	}
	r.p("<article class=\"%s page\"><h1 class=\"%s\">%s</h1>\n<div class=\"%s\">\n", r.s.th.post, r.s.th.postTitle, esc(title), r.s.th.content)
	for _, p := range paras {
		if strings.Contains(p, "%s") {
			p = fmt.Sprintf(p, r.s.title)
		}
		r.p("<p>%s</p>\n", esc(p))
	}
	l := r.ui()
	switch what {
	case "login":
		r.p("<form class=\"login-form\" method=\"post\" action=\"%s\"><p><label>E-mail <input type=\"text\" name=\"log\"></label></p><p><label>Password <input type=\"password\" name=\"pwd\"></label></p><p><button type=\"submit\">%s</button></p></form>\n",
			esc(r.loginAction()), esc(l.login))
	case "register", "contact", "submit", "newsletter":
		r.p("<form class=\"form-%s\" method=\"post\" action=\"/form/%s\"><p><label>E-mail <input type=\"email\" name=\"email\"></label></p><p><textarea name=\"message\" rows=\"6\"></textarea></p><p><button type=\"submit\">OK</button></p></form>\n", what, what)
	}
	r.s_("</div></article>\n")
}

func (r *rdr) loginAction() string {
	for _, b := range boilerplate(r.s) {
		if b.what == "login" {
			return b.path
		}
	}
	return "/login"
}

// registerBoiler registers a site's boilerplate pages and sets its footer links.
func (w *Web) registerBoiler(s *site) {
	for _, b := range boilerplate(s) {
		s.boiler = append(s.boiler, link{b.path, b.title})
		if b.what == "feed" {
			s.register(b.path, Page{Kind: Feed, Title: b.title}, func(r *rdr) { r.feed() })
			s.pages[key(b.path, "")].ctype = "application/rss+xml; charset=utf-8"
			continue
		}
		s.register(b.path, Page{Kind: Boilerplate, Title: b.title}, func(r *rdr) {
			r.open(b.title, "", "page-"+b.what)
			r.boilerBody(b.what, b.title)
			r.close(false)
		})
	}
}

// feed writes the site's RSS: the 15 newest items.
func (r *rdr) feed() {
	s := r.s
	base := r.w.bases[s.idx]
	r.p("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\"><channel><title>%s</title><link>%s/</link><description>%s</description><language>%s</language>\n",
		esc(s.title), base, esc(s.specs.tagline), s.lang)
	for i := len(s.items) - 1; i >= max(len(s.items)-15, 0); i-- {
		a := s.items[i]
		r.p("<item><title>%s</title><link>%s%s</link><pubDate>%s</pubDate><description>%s</description></item>\n",
			esc(a.title), base, esc(a.path), a.date.Format("Mon, 02 Jan 2006 15:04:05 -0700"), esc(a.teaser))
	}
	r.s_("</channel></rss>\n")
}
