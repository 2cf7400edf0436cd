package profile

import (
	"errors"
	"fmt"
	"net/url"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"focus/align"
	"focus/crawl"
	"focus/score"
)

// Defaults of Options. The paper prints no alpha and beta; inner rank is
// the direct evidence (the member's own terms) and inter rank the
// circumstantial one, hence 0.7 and 0.3. The threshold is the paper's
// RANK_TH of its harvest figures.
const (
	DefaultAlpha     = 0.7
	DefaultBeta      = 0.3
	DefaultThreshold = 0.01
)

// Options configure a Scorer.
type Options struct {
	Topic []string // topic terms: seed tags, or a topic Expand grew from them
	// Alpha and Beta weigh inner and inter rank in a link's priority; both
	// 0 = DefaultAlpha and DefaultBeta.
	Alpha, Beta float64
	// Threshold is the least alpha*inner + beta*inter of a favoured link,
	// and the least inner rank of a kept profile; 0 = DefaultThreshold.
	Threshold float64
	Model     *Model // the site's page classes; nil = DefaultModel
}

// Scorer is profile-based focused crawling as a crawl.Scorer.
//
// Keep classifies each page by its path strings and keeps the profile
// pages of members relevant to the topic (inner rank at least the
// threshold), scored by alpha*inner + beta*inter. It also reads what each
// page says of members: a profile page gives its owner's terms; a link to
// a profile gives, through the text of the record around it (a contact
// list's row with the contact's interests), terms of the member linked;
// and a link to a profile from a page of another member (their contact
// list) makes the two contacts.
//
// Priority favours, as the paper does, the links to the profiles of
// members whose alpha*inner + beta*inter reaches the threshold: they get
// 2 + that rank. Every other link gets a priority below 1, learned per
// link group (the class of the page it is on, the path string of the
// link and, within that, its anchor text) from what the group's links
// have found: a relevant profile, a member newly favoured, a tenth for a
// member never seen before; half of what a page finds is credited to the
// group of the link that led to it too, as an irrelevant profile is
// worth fetching for its link to the contact list. So the crawl tunnels
// through the photostreams, profiles and contact lists that reveal
// relevant members and leaves tag clouds and photo sizes alone.
//
// It keeps state across pages (members, link groups, and the group of
// each queued URL) and, as crawl.Run does, must be called from one
// goroutine.
type Scorer struct {
	opt      Options
	model    *Model
	cls      *Classifier
	topic    map[string]float64
	members  map[string]*member
	groups   map[string]*yield
	queuedAs map[string]queued // URL -> how it was last queued
	cur      seen              // the page Keep saw last
	// profiles and kept count the profile pages seen and kept.
	profiles, kept float64
	links          int // calls of Priority for unfavoured links
}

// member is what the crawl knows of one member.
type member struct {
	profile  map[string]float64 // terms of their fetched profile page
	contexts map[string]bool    // texts seen around links to their profile
	inner    float64
	fetched  bool // their profile page was classified as one
	contacts map[string]bool
}

// yield is a link group's record: fetches and what they found.
type yield struct{ n, gain float64 }

// queued is how a URL was last queued: its link group, and the group its
// parent page was fetched from, which earns a share of what the URL finds
// (a member's profile is worth little in itself but leads to their
// contacts).
type queued struct {
	group, sub        string // sub: the group and the link's anchor text
	parent, parentSub string
}

// credit is the share of a page's gain that goes to its parent's group.
const credit = 0.5

// seen is what Priority needs of the page whose links it is asked about.
type seen struct {
	url     string
	class   string
	group   string            // the link group it was queued in
	sub     string            // and its subgroup
	anchors map[string]string // link URL -> path string of its first <a>
}

// priorGain is a link group's gain per fetch before it has any record.
const priorGain = 0.1

// newMemberGain is what a page gains for each member it is the first to
// name: their profile may be relevant, and leads to their contacts. It is
// about the share of members relevant to one of a dozen topics.
const newMemberGain = 0.1

// Link groups with a fixed meaning.
const groupFavoured = "favoured"

// New returns a Scorer for o.
func New(o Options) (*Scorer, error) {
	if o.Alpha == 0 && o.Beta == 0 {
		o.Alpha, o.Beta = DefaultAlpha, DefaultBeta
	}
	if o.Alpha < 0 || o.Beta < 0 {
		return nil, fmt.Errorf("profile scorer: alpha %v and beta %v must not be negative", o.Alpha, o.Beta)
	}
	if o.Threshold == 0 {
		o.Threshold = DefaultThreshold
	}
	topic := TopicVector(o.Topic)
	if len(topic) == 0 {
		return nil, errors.New("profile scorer: no topic terms")
	}
	if o.Model == nil {
		m, err := DefaultModel()
		if err != nil {
			return nil, err
		}
		o.Model = m
	}
	if o.Model.ProfileURL == "" {
		return nil, errors.New("profile scorer: the model knows no profile URL pattern")
	}
	return &Scorer{opt: o, model: o.Model, cls: o.Model.Classifier(), topic: topic,
		members: map[string]*member{}, groups: map[string]*yield{}, queuedAs: map[string]queued{}}, nil
}

// rank is a member's alpha*inner + beta*inter.
func (s *Scorer) rank(m *member) float64 {
	var inner []float64
	for k := range m.contacts {
		if c := s.members[k]; c != nil && (c.fetched || c.inner > 0) {
			inner = append(inner, c.inner)
		}
	}
	return Rank(s.opt.Alpha, s.opt.Beta, m.inner, Inter(inner))
}

func (s *Scorer) favoured(m *member) bool { return !m.fetched && s.rank(m) >= s.opt.Threshold }

func (s *Scorer) member(key string) *member {
	m := s.members[key]
	if m == nil {
		m = &member{contexts: map[string]bool{}, contacts: map[string]bool{}}
		s.members[key] = m
	}
	return m
}

// reinner recomputes a member's inner rank from all their terms.
func (s *Scorer) reinner(m *member) {
	v := map[string]float64{}
	for t, x := range m.profile {
		v[t] += x
	}
	for c := range m.contexts {
		AddTerms(v, c)
	}
	m.inner = Inner(v, s.topic)
}

// Keep classifies the page, reads what it says of members (its owner's
// profile, the members it links to) and keeps it if it is the profile of
// a relevant member.
func (s *Scorer) Keep(p *crawl.Page) (bool, float64) {
	q, ok := s.queuedAs[p.URL]
	delete(s.queuedAs, p.URL)
	if !ok {
		q = queued{group: groupFavoured}
	}
	s.cur = seen{url: p.URL, class: Other, group: q.group, sub: q.sub}
	if p.Root == nil {
		s.record(q, 0)
		return false, 0
	}
	real := RealData(PathStrings(p.Root), s.cls.schema)
	class := s.cls.classify(real).Class
	s.cur.class = class
	base, err := url.Parse(p.URL)
	if err != nil {
		s.record(q, 0)
		return false, 0
	}

	// The links first: they name the members (and so the owner of a
	// contact page, whose key is only known once a link to them is seen).
	type profileLink struct {
		key string
		a   *html.Node
	}
	var links []profileLink
	s.cur.anchors = map[string]string{}
	before := map[string]bool{}
	newMembers := 0
	linkBase := align.BaseURL(p.Root, base)
	for n, u := range hrefs(p.Root, linkBase) {
		abs := u.String()
		if _, ok := s.cur.anchors[abs]; !ok {
			s.cur.anchors[abs] = pathOf(n)
		}
		if key, ok := s.model.ProfileKey(abs); ok {
			links = append(links, profileLink{key, n})
			if m, ok := s.members[key]; ok {
				before[key] = s.favoured(m)
			} else {
				newMembers++
				before[key] = false
				s.member(key)
			}
		}
	}
	owner := s.ownerOf(base)
	var om *member
	if owner != "" {
		om = s.member(owner)
	}
	if class == Profile && om != nil {
		om.fetched = true
		om.profile = map[string]float64{}
		for _, x := range real {
			if x.Attr == "" {
				AddTerms(om.profile, x.Value)
			}
		}
		s.reinner(om)
	}
	for _, l := range links {
		if l.key == owner {
			continue
		}
		m := s.members[l.key]
		if c := linkContext(l.a, s.model, linkBase); c != "" && !m.contexts[c] {
			m.contexts[c] = true
			s.reinner(m)
		}
		if owner != "" {
			m.contacts[owner] = true
			om.contacts[l.key] = true
		}
	}

	keep := class == Profile && om != nil && om.inner >= s.opt.Threshold
	gain := 0.0
	if class == Profile && om != nil {
		s.profiles++
	}
	if keep {
		s.kept++
		gain++
	}
	for key, was := range before {
		if !was && s.favoured(s.members[key]) {
			gain++
		}
	}
	gain += newMemberGain * float64(newMembers)
	s.record(q, gain)
	if om == nil || class != Profile {
		return false, 0
	}
	return keep, s.rank(om)
}

// record adds a fetch's gain to the group its URL was queued in, and a
// share of it to its parent's.
func (s *Scorer) record(q queued, gain float64) {
	for _, key := range []string{q.group, q.sub} {
		if g := s.group(key); g != nil {
			g.n++
			g.gain += gain
		}
	}
	for _, key := range []string{q.parent, q.parentSub} {
		if g := s.group(key); g != nil {
			g.gain += credit * gain
		}
	}
}

// group is a link group's record, nil for those that keep none.
func (s *Scorer) group(key string) *yield {
	if key == "" || key == groupFavoured {
		return nil
	}
	y := s.groups[key]
	if y == nil {
		y = &yield{}
		s.groups[key] = y
	}
	return y
}

// ownerOf is the member a page belongs to: the one its URL is the profile
// of, else the known member whose key is one of its path segments or query
// values (their photostream, their contacts, their photos).
func (s *Scorer) ownerOf(u *url.URL) string {
	if key, ok := s.model.ProfileKey(u.String()); ok {
		return key
	}
	for seg := range strings.SplitSeq(u.EscapedPath(), "/") {
		if _, ok := s.members[seg]; ok && seg != "" {
			return seg
		}
	}
	for _, vs := range u.Query() {
		for _, v := range vs {
			if _, ok := s.members[v]; ok && v != "" {
				return v
			}
		}
	}
	return ""
}

// maxContext bounds the text around a link taken as what it says of the
// member: a contact's row, a member card, not the whole page.
const maxContext = 400

// linkContext is the text of the largest element around a profile link
// that links to no other member's profile and holds at most maxContext
// bytes of text: the record (table row, list item, card) the link is part
// of.
func linkContext(a *html.Node, m *Model, base *url.URL) string {
	key, _ := m.ProfileKey(linkURL(base, a))
	text := score.Text(a)
	for x := a.Parent; x != nil && x.Type == html.ElementNode; x = x.Parent {
		if x.DataAtom == atom.Body || otherProfile(x, m, base, key) {
			break
		}
		t := score.Text(x)
		if len(t) > maxContext {
			break
		}
		text = t
	}
	return text
}

// linkURL is where a leads, resolved against base (align.BaseURL), or ""
// if nowhere a crawler goes.
func linkURL(base *url.URL, a *html.Node) string {
	href, _ := attrOf(a, "href")
	if u, ok := align.Resolve(base, href); ok {
		return u.String()
	}
	return ""
}

// otherProfile reports whether n holds a link to a profile other than key's.
func otherProfile(n *html.Node, m *Model, base *url.URL, key string) bool {
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && d.DataAtom == atom.A {
			if k, ok := m.ProfileKey(linkURL(base, d)); ok && k != key {
				return true
			}
		}
	}
	return false
}

// Priority ranks a link: 2 + alpha*inner + beta*inter for a link to the
// profile of a member whose rank reaches the threshold, else what links
// of its group have yielded so far, below 1.
func (s *Scorer) Priority(from *crawl.Page, l crawl.Link, urlType string) float64 {
	key, isProfile := s.model.ProfileKey(l.URL)
	kind := ""
	if isProfile {
		m := s.members[key]
		switch {
		case m != nil && s.favoured(m):
			s.queuedAs[l.URL] = queued{group: groupFavoured}
			return 2 + s.rank(m)
		case m == nil || !(m.fetched || m.inner > 0):
			kind = "profile?"
		default:
			kind = "profile-"
		}
	}
	q := queued{}
	class, anchor := Other, ""
	if from != nil && from.URL == s.cur.url {
		class, anchor = s.cur.class, s.cur.anchors[l.URL]
		q.parent, q.parentSub = s.cur.group, s.cur.sub
	}
	// A link group is the links of one perceptual group (one path string)
	// on pages of one class; its subgroups split it by anchor text, which
	// tells apart the menu items that share a path string ("Faves" and
	// "Following"), while links whose text is their content (names,
	// titles) fall back on the group's record.
	q.group = class + "\x00" + kind + "\x00" + anchor
	q.sub = q.group + "\x00" + strings.ToLower(l.Anchor)
	s.queuedAs[l.URL] = q
	// Until a group has shown what it yields, it is given a tenth of a
	// find per fetch, as much as a page naming one new member: a higher
	// prior would leave every link queued early at a priority that groups
	// which have shown their worth cannot beat (queued links are only
	// re-ranked when linked again).
	// A link to the profile of a member nothing is known of is, before
	// its group has a record, worth the share of profiles kept so far
	// (Laplace's rule): profiles are what the crawl is after.
	prior := priorGain
	if kind == "profile?" {
		prior = (s.kept + 1) / (s.profiles + 2)
	}
	y := prior
	if g := s.groups[q.group]; g != nil {
		y = (g.gain + y) / (g.n + 1)
	}
	if g := s.groups[q.sub]; g != nil {
		y = (g.gain + y) / (g.n + 1)
	}
	// Among equals the link seen last goes first: it follows the trail
	// the crawl is on, while links queued long ago keep the priority their
	// group had then, often a prior the group has since fallen short of.
	s.links++
	return y/(1+y) + recency*float64(s.links)
}

// recency is the priority a link gains over one queued before it: small
// enough not to matter between groups a million links apart.
const recency = 1e-9

// Member is what the crawl has learned of one member so far.
type Member struct {
	Key      string
	Inner    float64
	Rank     float64 // alpha*inner + beta*inter
	Fetched  bool    // their profile page was fetched
	Contacts int
}

// Members lists what the scorer knows of the members it has seen.
func (s *Scorer) Members() []Member {
	out := make([]Member, 0, len(s.members))
	for k, m := range s.members {
		out = append(out, Member{Key: k, Inner: m.inner, Rank: s.rank(m), Fetched: m.fetched, Contacts: len(m.contacts)})
	}
	return out
}
