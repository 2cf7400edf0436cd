package sim

import (
	"encoding/base64"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"focus/sim/text"
)

// Askbot 0.11 (the Django Q&A engine) with its default skin, at the host
// root, as a guest sees it. Askbot has no boards or categories: a question
// carries up to five tags and every list is one view, questions/, filtered by
// a search state written into the path (scope, sort, tags, page). Each board
// of the world becomes a tag, the first on each of its questions (a slug of
// the board's name, at most 20 characters as MAX_TAG_LENGTH allows), and the
// board's page N is that tag's list in the default scope and order; the
// thread's own tags follow it. A thread is a question (Posts[0]) and its
// answers; comments are derived from the world, never on a thread's last
// post, so a question's last activity is its last answer. Questions, answers
// and comments share one id sequence in posting order, as Askbot's Post table
// does. Guests see scopes "all" and "unanswered" ("followed" is for members
// and falls back to "all"); unanswered means without an accepted answer
// (UNANSWERED_QUESTION_MEANING's default). Defaults: 30 questions a list page,
// sorted by activity; answers 10 a page, most voted first with the accepted
// answer on top; 60 tags and 30 users a page. Answers paging counts the
// question as the first post of page 1 (so page 1 shows 9 answers, the rest
// 10), which keeps a question's pages those of its thread.
//
// The links are the templates': every list link is SearchState.full_url(),
// which always names scope, sort and page (page:1 too); a sort tab resets the
// page, a tag link adds the tag to the current state, keeping scope and sort,
// and appends it unsorted (the view sorts tags when it reads them, so tags:b,a
// and tags:a,b show one list). The answers paginator always prints its
// previous and next links, hidden when there is no such page, as page=None.
// A question page's rel=canonical names its first page whatever page it shows.
// Guests may start an answer (ALLOW_POSTING_BEFORE_LOGGING_IN), so the login
// walls are the edit, retag and close links (@login_required: a 302 to
// account/signin/?next=PATH) and the members' profile tabs. The lists' links
// span every combination of tags, orders and scopes; the ground truth follows
// the lists in their scope's own order, untagged or a board's, and treats
// the others (re-sorted lists, tag lists of no board, tag intersections) as
// traps: it labels them but does not follow their links. URL scheme:
//
//	""                                        302 to questions/ (entry)
//	questions/                                entry: all questions by activity, 30 a page
//	questions/scope:S/sort:O/[tags:T1,T2/][author:U/]page:N/[page-size:K/][query:Q/]
//	                                          the lists: S all|unanswered (followed and unknown: all), O age|activity|answers|
//	                                          votes -desc|-asc (unknown: activity-desc), unknown tags dropped, past the last page page 1,
//	                                          page-size ignored; scope all with no tag, page 1, in any order: the entry; a board's tag in
//	                                          scope all: that board's pages (index); other tags, scopes and orders: index pages under their
//	                                          scope's own order (unanswered: answers-asc); author and query lists: search results (other)
//	question/ID/SLUG/                         a question and page 1 of its answers (thread)
//	question/ID/SLUG/?sort=votes&page=N       answers page N; the paginator's links (page=1 and page=None name page 1)
//	question/ID/SLUG/?sort=oldest|latest|votes[&page=N]#sort-top   answer sort tabs: the same page, reordered (thread)
//	question/ID/SLUG/?answer=A#post-id-A      an answer's permalink: the page holding it, most voted order (thread)
//	question/ID/SLUG/?comment=C#post-id-C     a comment's permalink: the page holding its post (thread)
//	question/ID/[OTHER[/]]                    302 to question/ID/SLUG/ with the query (a profile's answer links are
//	                                          question/ID/SLUG#A, without the slash); past the last page 302 to page 1
//	questions/ID/revisions/, answers/ID/revisions/   revision history (other)
//	questions/ID/edit/, questions/ID/retag/, questions/close/ID, answers/ID/edit/   302 to account/signin/?next=PATH
//	questions/ask/                            the ask form (other)
//	tags/[?sort=used|name&page=N]             every tag, 60 a page (other)
//	users/[?sort=reputation|newest|last|user&page=N]   users, 30 a page (other; "user" is the template's, read as reputation)
//	users/ID/SLUG/[?sort=stats|recent|reputation|favorites]   profile tabs (other); inbox, votes, email alerts: 302 to
//	                                          sign in, the way back in a signed token; users/ID/OTHER/ 302s to users/ID/SLUG/?
//	badges/, badges/ID/SLUG/                  badges and who earned them (other)
//	feeds/rss/[?tags=T], feeds/question/ID/   RSS (other); feeds/question/ID, as the sidebar links it, 301s to the slash
//	account/signin/?next=PATH, account/signup/, account/recover/, help/, faq/, about/, privacy/, feedback/   other
//	a path without its trailing slash         301 to the slashed path when that is a page (Django's APPEND_SLASH)
//
// Askbot ships no robots.txt.
func askbot() *Package {
	return &Package{
		Name: "askbot", Software: "Askbot 0.11 (default skin)", Kind: QA,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{3, 4}, Threads: [2]int{10, 40},
			Posts: [2]int{1, 7}, LongThreadChance: 0.12, ThreadsPerPage: 30, PostsPerPage: 10, Users: 90,
			Lang: text.English, Opinion: 0.2},
		Mount: "/", Seed: 3319, Unseen: true,
		Skin: abSkin{},
	}
}

// abSkin renders Askbot's default skin.
type abSkin struct{}

const (
	abTitle    = "Hearth & Harrow Q&A"
	abShort    = "Hearth & Harrow"
	abDescr    = "Questions and answers about growing, fixing, cooking and getting around."
	abVersion  = "0.11.2"
	abMedia    = "m/default/media/" // STATIC_URL and the skin, below the mount
	abPerTags  = 60                 // const.TAGS_PAGE_SIZE
	abPerUsers = 30                 // USERS_PAGE_SIZE
	abPerUser  = 10                 // const.USER_POSTS_PAGE_SIZE: a profile's lists
	abTagLen   = 20                 // MAX_TAG_LENGTH
	abFeed     = 30                 // items of the latest questions feed
	abAvatars  = 16                 // the main page's contributors
	abRecent   = 30                 // rows of a profile's activity tab
	abDefault  = "activity-desc"    // const.DEFAULT_POST_SORT_METHOD
)

// abSorts are the list orders (const.POST_SORT_METHODS without relevance).
var abSorts = []string{"age-desc", "age-asc", "activity-desc", "activity-asc", "answers-desc", "answers-asc", "votes-desc", "votes-asc"}

// abAnswerSorts are the answer orders (const.ANSWER_SORT_METHODS); votes is the default.
var abAnswerSorts = []string{"latest", "oldest", "votes"}

// abComment is a comment under a question or an answer.
type abComment struct {
	id     int
	parent *Post
	author *User
	at     time.Time
	text   string
}

// abRef is what a post id names: a question or answer, or a comment.
type abRef struct {
	post    *Post
	comment *abComment
}

// abAct is one row of a member's activity.
type abAct struct {
	at      time.Time
	post    *Post
	comment *abComment
}

// abBadge is one of Askbot's built-in badges.
type abBadge struct {
	id          int
	slug, name  string
	level       int // 1 gold, 2 silver, 3 bronze
	description string
}

var abBadges = []abBadge{
	{1, "disciplined", "Disciplined", 3, "Deleted own post with score of 3 or higher"},
	{2, "peer-pressure", "Peer Pressure", 3, "Deleted own post with score of -3 or lower"},
	{3, "teacher", "Teacher", 3, "Gave an answer voted up at least 1 time"},
	{4, "supporter", "Supporter", 3, "First upvote"},
	{5, "critic", "Critic", 3, "First downvote"},
	{6, "self-learner", "Self-Learner", 3, "Answered own question with at least 3 up votes"},
	{7, "editor", "Editor", 3, "First edit"},
	{8, "organizer", "Organizer", 3, "First retag"},
	{9, "autobiographer", "Autobiographer", 3, "Completed all user profile fields"},
	{10, "scholar", "Scholar", 3, "Asked a question and accepted an answer"},
	{11, "student", "Student", 3, "Asked a question with at least one up vote"},
	{12, "commentator", "Commentator", 3, "Posted 10 comments"},
	{13, "nice-answer", "Nice Answer", 3, "Answer voted up 2 times"},
	{14, "nice-question", "Nice Question", 3, "Question voted up 2 times"},
	{15, "popular-question", "Popular Question", 3, "Asked a question with 15 views"},
	{16, "civic-duty", "Civic Duty", 2, "Voted 300 times"},
	{17, "good-answer", "Good Answer", 2, "Answer voted up 4 times"},
	{18, "good-question", "Good Question", 2, "Question voted up 4 times"},
	{19, "notable-question", "Notable Question", 2, "Asked a question with 25 views"},
	{20, "taxonomist", "Taxonomist", 2, "Created a tag used by 15 questions"},
	{21, "enlightened", "Enlightened", 2, "First answer was accepted with 3 or more votes"},
	{22, "great-answer", "Great Answer", 1, "Answer voted up 6 times"},
	{23, "great-question", "Great Question", 1, "Question voted up 6 times"},
	{24, "famous-question", "Famous Question", 1, "Asked a question with 50 views"},
	{25, "guru", "Guru", 1, "Answer accepted with 5 or more votes"},
	{26, "necromancer", "Necromancer", 1, "Answered a question more than 30 days later with at least 5 votes"},
}

// abTables are what the skin derives from a world.
type abTables struct {
	pid      map[*Post]int // post ids: questions, answers and comments in posting order
	byID     map[int]abRef
	comments map[*Post][]*abComment
	btag     map[*Board]string // a board's tag
	tagBoard map[string]*Board
	ttags    map[*Thread][]string // a question's tags, its board's first
	used     map[string]int       // questions per tag
	tags     []string             // every tag, by name
	slug     map[*Thread]string
	uslug    map[*User]string
	activity []*Thread // every question, latest activity first
	accepted map[*Thread]*Post
	acts     map[*User][]abAct // each member's posts and comments, newest first
	karma    map[*User]int
	awards   map[*User][]abBadge
	avatars  []*User // the main page's contributors: the latest authors
}

func abTab(w *World) *abTables {
	return w.Derived("askbot", func() any {
		d := &abTables{pid: map[*Post]int{}, byID: map[int]abRef{}, comments: map[*Post][]*abComment{},
			btag: map[*Board]string{}, tagBoard: map[string]*Board{}, ttags: map[*Thread][]string{}, used: map[string]int{},
			slug: map[*Thread]string{}, uslug: map[*User]string{}, accepted: map[*Thread]*Post{}, acts: map[*User][]abAct{},
			karma: map[*User]int{}, awards: map[*User][]abBadge{}}
		taken := map[string]bool{}
		for _, t := range w.Threads {
			for _, tag := range t.Tags {
				taken[tag] = true
			}
		}
		for _, b := range w.Boards {
			base := abClip(djSlug(b.Name, "forum"), abTagLen)
			tag := base
			for n := 2; taken[tag]; n++ {
				suf := fmt.Sprintf("-%d", n)
				tag = abClip(base, abTagLen-len(suf)) + suf
			}
			taken[tag] = true
			d.btag[b], d.tagBoard[tag] = tag, b
		}
		for _, t := range w.Threads {
			tags := []string{d.btag[t.Board]}
			for _, tag := range t.Tags {
				if !slices.Contains(tags, tag) && len(tags) < 5 {
					tags = append(tags, tag)
				}
			}
			d.ttags[t] = tags
			for _, tag := range tags {
				d.used[tag]++
			}
			d.slug[t] = djSlug(t.Title, "question")
			if len(t.Posts) > 1 && Hash("ab-acc", t.ID)%5 < 2 {
				d.accepted[t] = abByVotes(t.Posts[1:])[0]
			}
		}
		for tag := range d.used {
			d.tags = append(d.tags, tag)
		}
		slices.Sort(d.tags)
		for _, u := range w.Users {
			d.uslug[u] = djSlug(u.Name, "user")
		}

		// Comments fall between their post and the next one, so they never bump a question.
		type item struct {
			at   time.Time
			post *Post
			cm   *abComment
		}
		var items []item
		for _, p := range w.Posts {
			items = append(items, item{at: p.Time, post: p})
			t := p.Thread
			if p.Index == len(t.Posts)-1 {
				continue
			}
			gap := t.Posts[p.Index+1].Time.Sub(p.Time)
			n := [...]int{0, 0, 0, 0, 0, 1, 1, 1, 2}[Hash("ab-c", p.ID)%9]
			for i := range n {
				src := pick(t.Posts, "ab-cs", p.ID, i)
				s := src.Body[0]
				if j := strings.IndexAny(s, ".?!"); j > 0 {
					s = s[:j+1]
				}
				cm := &abComment{parent: p, author: pick(w.Users, "ab-cu", p.ID, i), at: p.Time.Add(gap * time.Duration(i+1) / time.Duration(n+1)), text: s}
				d.comments[p] = append(d.comments[p], cm)
				items = append(items, item{at: cm.at, cm: cm})
			}
		}
		slices.SortStableFunc(items, func(a, b item) int { return a.at.Compare(b.at) })
		for i, it := range items {
			id := i + 1
			if it.post != nil {
				d.pid[it.post] = id
				d.byID[id] = abRef{post: it.post}
				d.acts[it.post.Author] = append(d.acts[it.post.Author], abAct{at: it.at, post: it.post})
			} else {
				it.cm.id = id
				d.byID[id] = abRef{comment: it.cm}
				d.acts[it.cm.author] = append(d.acts[it.cm.author], abAct{at: it.at, comment: it.cm})
			}
		}
		for u, as := range d.acts {
			slices.Reverse(as)
			d.acts[u] = as
		}
		d.activity = slices.Clone(w.Threads)
		slices.SortStableFunc(d.activity, func(a, b *Thread) int { return b.LastPost().Time.Compare(a.LastPost().Time) })

		for _, u := range w.Users {
			k := 1
			for _, a := range d.acts[u] {
				switch {
				case a.post != nil && a.post.Index == 0:
					k += 5 * abScore(a.post)
				case a.post != nil:
					k += 10 * abScore(a.post)
					if d.accepted[a.post.Thread] == a.post {
						k += 15
					}
				}
			}
			d.karma[u] = max(1, k)
			for _, b := range abBadges {
				if Hash("ab-badge", u.ID, b.id)%uint64([...]int{0, 23, 9, 3}[b.level]) == 0 {
					d.awards[u] = append(d.awards[u], b)
				}
			}
		}
		seen := map[*User]bool{}
		for i := len(w.Posts) - 1; i >= 0 && len(d.avatars) < abAvatars; i-- {
			if u := w.Posts[i].Author; !seen[u] {
				seen[u] = true
				d.avatars = append(d.avatars, u)
			}
		}
		return d
	}).(*abTables)
}

// djSlug is Django's slugify: word characters kept (accents folded), spaces
// and dashes made one dash, everything else dropped; fallback when nothing is left.
func djSlug(s, fallback string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_':
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		case r == '-' || unicode.IsSpace(r):
			dash = true
		case r > 127:
			if a, ok := asciiFold[r]; ok {
				if dash && b.Len() > 0 {
					b.WriteByte('-')
				}
				dash = false
				b.WriteString(a)
			}
		}
	}
	if b.Len() == 0 {
		return fallback
	}
	return strings.Trim(b.String(), "-_")
}

// abClip cuts an ASCII slug to n bytes, at a dash when there is one, as an
// admin shortening a tag would.
func abClip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := s[:n]
	if i := strings.LastIndexByte(cut, '-'); i > 0 && s[n] != '-' {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, "-")
}

// abScore is a post's vote count.
func abScore(p *Post) int {
	if p.Index == 0 {
		return int(Hash("ab-qv", p.ID)%9) - 1
	}
	return int(Hash("ab-av", p.ID)%7) - 1
}

// abByVotes is answers most voted first, the older first among equals.
func abByVotes(as []*Post) []*Post {
	out := slices.Clone(as)
	slices.SortStableFunc(out, func(a, b *Post) int { return abScore(b) - abScore(a) })
	return out
}

// answers is a question's answers in a sort order, the accepted answer on top (SHOW_ACCEPTED_ANSWER_FIRST).
func (d *abTables) answers(t *Thread, sort string) []*Post {
	var as []*Post
	switch sort {
	case "oldest":
		as = slices.Clone(t.Posts[1:])
	case "latest":
		as = slices.Clone(t.Posts[1:])
		slices.Reverse(as)
	default:
		as = abByVotes(t.Posts[1:])
	}
	if acc := d.accepted[t]; acc != nil {
		as = append([]*Post{acc}, slices.DeleteFunc(as, func(p *Post) bool { return p == acc })...)
	}
	return as
}

// answerPage is the page holding answer a in a sort order: the question counts as page 1's first post.
func (d *abTables) answerPage(a *Post, sort string, per int) int {
	return PageOf(slices.Index(d.answers(a.Thread, sort), a)+1, per)
}

// pageAnswers are the answers page p shows.
func (d *abTables) pageAnswers(t *Thread, sort string, p, per int) []*Post {
	as := d.answers(t, sort)
	lo, hi := max(0, (p-1)*per-1), min(len(as), p*per-1)
	if lo >= hi {
		return nil
	}
	return as[lo:hi]
}

func (d *abTables) qURL(t *Thread) string {
	return fmt.Sprintf("question/%d/%s/", d.pid[t.Posts[0]], d.slug[t])
}

// postURL is Post.get_absolute_url(): the question, or an answer's permalink.
func (d *abTables) postURL(p *Post) string {
	if p.Index == 0 {
		return d.qURL(p.Thread)
	}
	id := d.pid[p]
	return d.qURL(p.Thread) + fmt.Sprintf("?answer=%d#post-id-%d", id, id)
}

func (d *abTables) commentURL(cm *abComment) string {
	return d.qURL(cm.parent.Thread) + fmt.Sprintf("?comment=%d#post-id-%d", cm.id, cm.id)
}

func (d *abTables) userURL(u *User) string { return fmt.Sprintf("users/%d/%s/", u.ID, d.uslug[u]) }

func abBadgeURL(b abBadge) string { return fmt.Sprintf("badges/%d/%s/", b.id, b.slug) }

func (abSkin) Entry() string { return "questions/" }

func (abSkin) BoardURL(b *Board, p int) string {
	return abState{scope: "all", sort: abDefault, tags: []string{abTab(b.World).btag[b]}, page: p}.url()
}

func (abSkin) ThreadURL(t *Thread, p int) string {
	u := abTab(t.Board.World).qURL(t)
	if p > 1 {
		u += fmt.Sprintf("?sort=votes&page=%d", p)
	}
	return u
}

// abState is Askbot's SearchState: what a list shows.
type abState struct {
	scope, sort string
	tags        []string
	author      int
	page        int
	query       string
}

var abEmpty = abState{scope: "all", sort: abDefault, page: 1}

// url is SearchState.full_url(), mount-relative.
func (s abState) url() string {
	u := "questions/scope:" + s.scope + "/sort:" + s.sort + "/"
	if len(s.tags) > 0 {
		u += "tags:" + strings.Join(s.tags, ",") + "/" // tags are slugs: nothing to quote
	}
	if s.author != 0 {
		u += fmt.Sprintf("author:%d/", s.author)
	}
	u += fmt.Sprintf("page:%d/", s.page)
	if s.query != "" {
		u += "query:" + url.PathEscape(s.query) + "/"
	}
	return u
}

// addTag appends tag unsorted and goes back to page 1, unless the state has it already.
func (s abState) addTag(tag string) abState {
	if slices.Contains(s.tags, tag) {
		return s
	}
	s.tags = append(slices.Clone(s.tags), tag)
	s.page = 1
	return s
}

func (s abState) withScope(scope string) abState { s.scope, s.page = scope, 1; return s }
func (s abState) withSort(sort string) abState   { s.sort, s.page = sort, 1; return s }
func (s abState) withPage(p int) abState         { s.page = p; return s }

// defaultSort is a scope's own order: the one its scope link asks for.
func abDefaultSort(scope string) string {
	if scope == "unanswered" {
		return "answers-asc"
	}
	return abDefault
}

// parseList reads a questions/ path as urls.py's pattern does: optional
// parts in a fixed order, each ended by a slash, the query last.
func (d *abTables) parseList(path string) (abState, bool) {
	rest, ok := strings.CutPrefix(path, "questions/")
	if !ok {
		return abState{}, false
	}
	keys := []string{"scope", "sort", "tags", "author", "page", "page-size", "query"}
	vals := map[string]string{}
	for _, k := range keys {
		v, ok := strings.CutPrefix(rest, k+":")
		if !ok {
			continue
		}
		if k == "query" {
			if !strings.HasSuffix(v, "/") || len(v) < 2 {
				return abState{}, false
			}
			vals[k], rest = v[:len(v)-1], ""
			break
		}
		i := strings.IndexByte(v, '/')
		if i <= 0 || !abValid(k, v[:i]) {
			return abState{}, false
		}
		vals[k], rest = v[:i], v[i+1:]
	}
	if rest != "" {
		return abState{}, false
	}
	st := abState{scope: vals["scope"], sort: vals["sort"], page: 1}
	if st.scope != "all" && st.scope != "unanswered" {
		st.scope = "all" // DEFAULT_SCOPE_ANONYMOUS; "followed" is for members
	}
	if q, err := url.PathUnescape(vals["query"]); err == nil {
		st.query = strings.TrimSpace(q)
	}
	if !slices.Contains(abSorts, st.sort) && !(st.sort == "relevance-desc" && st.query != "") {
		st.sort = abDefault
	}
	st.author, _ = strconv.Atoi(vals["author"])
	if n, err := strconv.Atoi(vals["page"]); err == nil && n > 0 {
		st.page = n
	}
	if t, err := url.PathUnescape(vals["tags"]); err == nil && t != "" {
		for _, tag := range strings.Split(t, ",") {
			tag = strings.TrimSpace(tag)
			switch {
			case d.used[tag] == 0:
				st.page = 1 // the view drops unknown tags, and the page with them
			case !slices.Contains(st.tags, tag):
				st.tags = append(st.tags, tag)
			}
		}
		slices.Sort(st.tags)
	}
	return st, true
}

// abValid checks a path part against its pattern in urls.py.
func abValid(key, v string) bool {
	for _, r := range v {
		word := unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_'
		switch key {
		case "scope":
			if !word {
				return false
			}
		case "sort":
			if !word && r != '-' {
				return false
			}
		case "tags":
			if !word && !strings.ContainsRune("+.#,-%", r) {
				return false
			}
		default:
			if r < '0' || r > '9' {
				return false
			}
		}
	}
	return true
}

// list is the questions a state selects, in its order.
func (d *abTables) list(w *World, st abState) []*Thread {
	var out []*Thread
	var author *User
	if st.author != 0 {
		author = w.User(st.author)
	}
	q := strings.ToLower(st.query)
	for _, t := range d.activity {
		if st.scope == "unanswered" && d.accepted[t] != nil {
			continue
		}
		if slices.ContainsFunc(st.tags, func(tag string) bool { return !slices.Contains(d.ttags[t], tag) }) {
			continue
		}
		if st.author != 0 && (author == nil || !postedIn(t, author)) {
			continue
		}
		if q != "" && !strings.Contains(strings.ToLower(t.Title), q) {
			continue
		}
		out = append(out, t)
	}
	key := func(t *Thread) int64 { return t.LastPost().Time.Unix() }
	switch strings.TrimSuffix(strings.TrimSuffix(st.sort, "-asc"), "-desc") {
	case "age":
		key = func(t *Thread) int64 { return t.Posts[0].Time.Unix() }
	case "answers":
		key = func(t *Thread) int64 { return int64(len(t.Posts) - 1) }
	case "votes":
		key = func(t *Thread) int64 { return int64(abScore(t.Posts[0])) }
	}
	asc := strings.HasSuffix(st.sort, "-asc")
	slices.SortStableFunc(out, func(a, b *Thread) int {
		ka, kb := key(a), key(b)
		switch {
		case ka == kb:
			return 0
		case (ka < kb) == asc:
			return -1
		}
		return 1
	})
	return out
}

func (s abSkin) entryInfo() Info { return Info{Type: TypeEntry, Canonical: s.Entry()} }

// listInfo labels a list: the entry and its re-sorted first pages, else an
// index page under its scope's own order. Only the lists in their scope's own
// order without a tag, and the boards' tag lists, are followed: from any other
// list the sort, scope and tag links lead into every combination of tags,
// orders and scopes, a trap.
func (s abSkin) listInfo(d *abTables, st abState, n int) Info {
	if st.query != "" || st.author != 0 || n == 0 {
		return Info{Type: TypeOther}
	}
	b := d.tagBoard[strings.Join(st.tags, ",")]
	own := st.sort == abDefaultSort(st.scope)
	trap := !own || len(st.tags) > 0 && (b == nil || st.scope != "all")
	if st.scope == "all" && len(st.tags) == 0 && st.page == 1 {
		info := s.entryInfo()
		info.Trap = trap
		return info
	}
	canon := abState{scope: st.scope, sort: abDefaultSort(st.scope), tags: st.tags, page: st.page}
	info := Info{Type: TypeIndex, FPage: st.page, Canonical: canon.url(), Trap: trap}
	if b != nil && st.scope == "all" {
		info.FID = b.ID
	}
	return info
}

func (s abSkin) Serve(c *Ctx) Response {
	d := abTab(c.W)
	p := c.Path
	parts := strings.Split(p, "/")
	id := 0
	if len(parts) > 1 && abDigits(parts[1]) {
		id, _ = strconv.Atoi(parts[1])
	}
	other := Info{Type: TypeOther}
	switch {
	case p == "":
		return c.Redirect(s.Entry(), s.entryInfo())
	case p == "questions/ask/":
		return c.Page(other, s.frame(c, abPage{title: "Ask a question", class: "ask-page", tab: "ask", oneCol: true}, s.ask(c)))
	case parts[0] == "question" && id > 0 && len(parts) > 2:
		return s.question(c, parts)
	case parts[0] == "question" && id > 0:
		// question/(?P<id>\d+)/ needs the slash: APPEND_SLASH adds it.
		target := p + "/"
		if c.RawQuery != "" {
			target += "?" + c.RawQuery
		}
		r := s.redirect(c, target)
		r.Status = http.StatusMovedPermanently
		return r
	case len(parts) == 4 && parts[3] == "" && id > 0 && (parts[0] == "questions" || parts[0] == "answers") && parts[2] == "revisions":
		if ref := d.byID[id]; ref.post != nil && (ref.post.Index == 0) == (parts[0] == "questions") {
			return c.Page(other, s.frame(c, abPage{title: "Revision history", class: "revisions-page"}, s.revisions(c, ref.post)))
		}
		return s.notFound(c)
	case len(parts) == 4 && parts[3] == "" && id > 0 && (parts[0] == "questions" && (parts[2] == "edit" || parts[2] == "retag") || parts[0] == "answers" && parts[2] == "edit"),
		len(parts) == 3 && parts[0] == "questions" && (parts[1] == "close" || parts[1] == "reopen") && abDigits(parts[2]):
		// @login_required: guests are sent to sign in, and back after.
		return c.Redirect("account/signin/?next=/"+p, other)
	case strings.HasPrefix(p, "questions/"):
		if st, ok := d.parseList(p); ok {
			return s.questions(c, st)
		}
	case p == "tags/":
		return s.tagsPage(c)
	case p == "users/":
		return s.users(c)
	case parts[0] == "users" && id > 0 && len(parts) >= 4 && strings.HasSuffix(p, "/"):
		return s.profile(c, parts)
	case p == "badges/":
		return c.Page(other, s.frame(c, abPage{title: "Badges", class: "badges-page", tab: "badges"}, s.badges(c)))
	case parts[0] == "badges" && len(parts) >= 3 && abDigits(parts[1]):
		// badges/(?P<badge_id>\d+)//* is not anchored at its end.
		if id <= len(abBadges) {
			b := abBadges[id-1]
			return c.Page(other, s.frame(c, abPage{title: b.name, class: "badge-page", tab: "badges"}, s.badge(c, b)))
		}
		return s.notFound(c)
	case p == "feeds/rss/":
		return s.latestFeed(c)
	case len(parts) == 4 && parts[0] == "feeds" && parts[1] == "question" && parts[3] == "" && abDigits(parts[2]):
		return s.questionFeed(c, abAtoi(parts[2]))
	case p == "account/signin/", p == "account/signup/", p == "account/recover/":
		return c.Page(other, s.frame(c, abPage{title: "User login", class: "signin-page", oneCol: true}, s.account(c, parts[1])))
	case p == "help/", p == "faq/", p == "about/", p == "privacy/", p == "feedback/":
		return c.Page(other, s.frame(c, abPage{title: abMetaTitles[parts[0]], class: "meta", oneCol: true}, s.meta(c, parts[0])))
	}
	if !strings.HasSuffix(p, "/") {
		// Django's APPEND_SLASH: a path no pattern takes is tried again with a slash.
		if r, ok := addSlash(c, s.Serve); ok {
			return r
		}
	}
	return s.notFound(c)
}

func abDigits(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil && s != "" && s[0] != '-' && s[0] != '+'
}

func abAtoi(s string) int { n, _ := strconv.Atoi(s); return n }

// notFound is Askbot's 404 page.
func (s abSkin) notFound(c *Ctx) Response {
	body := s.frame(c, abPage{title: "Page not found", class: "page-404", oneCol: true}, fmt.Sprintf(`<div id="main-body" class="">
    <h1 class="section-title">Sorry, could not find the page you requested.</h1>
    <div>
        <p>This might have happened for the following reasons:</p>
        <ul>
            <li>this question or answer has been deleted;</li>
            <li>url has error - please check it;</li>
            <li>the page you tried to visit is protected or you don't have sufficient points, see <a href="%s">faq</a>;</li>
            <li>if you believe this error 404 should not have occurred, please <a href="%s">report this problem</a></li>
        </ul>
        <ul>
            <li><a href="%s">see all questions</a></li>
            <li><a href="%s">see all tags</a></li>
        </ul>
    </div>
</div>
`, c.Href("faq/"), c.Href("feedback/"), c.Href(s.Entry()), c.Href("tags/")))
	return c.NotFound(body)
}

// questions is readers.questions: a list and the sidebar of its tags.
func (s abSkin) questions(c *Ctx, st abState) Response {
	d := abTab(c.W)
	per := c.W.Shape.ThreadsPerPage
	ts := d.list(c.W, st)
	total := pageCount(len(ts), per)
	if st.page > total {
		st.page = 1
	}
	info := s.listInfo(d, st, len(ts))
	shown := Page(ts, st.page, per)

	feed := "feeds/rss/"
	if len(st.tags) > 0 {
		q := url.Values{"tags": st.tags}
		feed += "?" + q.Encode()
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<a class="rss" href="%s" title="subscribe to the questions feed">RSS</a>
<div class="tabBar">
    <div id="sort_tabs" class="tabsA">
        <span class="label">Sort by &raquo;</span>
`, c.Href(feed))
	for _, b := range [][4]string{
		{"age", "by date", "click to see the oldest questions", "click to see the newest questions"},
		{"activity", "by activity", "click to see the least recently updated questions", "click to see the most recently updated questions"},
		{"answers", "by answers", "click to see the least answered questions", "click to see the most answered questions"},
		{"votes", "by votes", "click to see least voted questions", "click to see most voted questions"},
	} {
		h.WriteString(s.sortButton(c, st, b[0], b[1], b[2], b[3]))
	}
	h.WriteString("    </div>\n</div>\n")
	if len(ts) > 0 {
		fmt.Fprintf(&h, "        <h1 id=\"questionCount\" class=\"search-result-summary\">\n            %s\n        </h1>\n        <div class=\"clearfix\"></div>\n", abCount(len(ts), "question", "questions"))
		hide := ""
		if len(st.tags) == 0 {
			hide = ` style="display: none;"`
		}
		fmt.Fprintf(&h, "        <div id=\"listSearchTags\"%s>\n            <span class=\"left\">Tagged</span>\n            <ul id=\"searchTags\" class=\"tags\">", hide)
		for _, tag := range st.tags {
			fmt.Fprintf(&h, `<li><div class="js-tag  js-deletable-tag"><span class="js-tag-name" rel="tag" data-tag-name="%s">%s</span><span class="js-delete-icon">&times;</span></div></li>`, Esc(tag), Esc(tag))
		}
		h.WriteString("</ul>\n        </div>\n")
	}
	h.WriteString("    <div id=\"question-list\">\n")
	if len(shown) == 0 {
		fmt.Fprintf(&h, `<p class="evenMore" style="padding-top:30px;text-align:center;">There are no questions here.</p>
<p class="evenMore" style="text-align:center"><a href="%s">Ask your question!</a></p>
`, c.Href("questions/ask/"))
	}
	for _, t := range shown {
		h.WriteString(s.summary(c, t, st))
	}
	if len(shown) > 0 {
		fmt.Fprintf(&h, "    <div class=\"evenMore\">\n        Did not find what you were looking for? \n        <a href=\"%s\">Ask your question!</a>\n    </div>\n", c.Href("questions/ask/"))
	}
	h.WriteString("    </div>\n")
	if len(ts) > per {
		fmt.Fprintf(&h, "    <div id=\"pager\" class=\"pager\">\n        %s\n        <div class=\"clean\"></div>\n    </div>\n", s.mainPager(c, st, total))
	}
	return c.Page(info, s.frame(c, abPage{title: "Questions", class: "main-page", tab: "questions", state: &st, feed: feed,
		sidebar: s.listSidebar(c, st, shown)}, h.String()))
}

// sortButton is macros.reversible_sort_button: descending first, a second click ascending.
func (s abSkin) sortButton(c *Ctx, st abState, key, label, ascTip, descTip string) string {
	var a string
	switch st.sort {
	case key + "-asc":
		a = fmt.Sprintf(`<a id="by_%s"
           href="%s"
           class="rev on"
           title="%s"><span>%s &#9650;</span></a>`, key, c.Href(st.withSort(key+"-desc").url()), descTip, label)
	case key + "-desc":
		a = fmt.Sprintf(`<a id="by_%s"
           href="%s"
           class="rev on"
           title="%s"><span>%s &#9660;</span></a>`, key, c.Href(st.withSort(key+"-asc").url()), ascTip, label)
	default:
		a = fmt.Sprintf(`<a id="by_%s"
           href="%s"
           class="off"
           title="%s"><span>%s</span></a>`, key, c.Href(st.withSort(key+"-desc").url()), descTip, label)
	}
	return fmt.Sprintf(`        %s
    <script type="text/javascript">
        askbot['data']['sortButtonData'] = askbot['data']['sortButtonData'] || {};
        askbot['data']['sortButtonData']['%s'] = {
            label: '%s',
            asc_tooltip: '%s',
            desc_tooltip: '%s'
        };
    </script>
`, a, key, label, ascTip, descTip)
}

// summary is widgets/question_summary.html; its tag links add to the list's state.
func (s abSkin) summary(c *Ctx, t *Thread, st abState) string {
	d := abTab(c.W)
	q := t.Posts[0]
	answers := len(t.Posts) - 1
	acls := "some-answers"
	switch {
	case answers == 0:
		acls = "no-answers"
	case d.accepted[t] != nil:
		acls = "accepted"
	}
	vcls := "some-votes"
	if abScore(q) == 0 {
		vcls = "no-votes"
	}
	last := t.LastPost()
	return fmt.Sprintf(`<div class="short-summary" id="question-%d">
    <div class="counts">
        <div class="views
             some-views">
             <span class="item-count">%s</span>
            <div>
            %s
            </div>
        </div>
        <div class="answers
                %s"> 
            <span 
                class="item-count"
            >%d</span>
            <div>
            %s
            </div>
        </div>
        <div class="votes 
                    %s">
            <span class="item-count">%d</span>
            <div>
            %s
            </div>
        </div>
        <div class="clearfix"></div>
        <div class="userinfo">
            %s
                <a href="%s">%s</a> 
        </div>
    </div>
    <h2><a href="%s">%s</a></h2>
    %s
</div>
`, d.pid[q], abHumanize(t.Views), abPlural(t.Views, "view", "views"), acls, answers, abPlural(answers, "answer", "answers"),
		vcls, abScore(q), abPlural(abScore(q), "vote", "votes"), abTimeago(last.Time), c.Href(d.userURL(last.Author)), Esc(last.Author.Name),
		c.Href(d.qURL(t)), Esc(t.Title), s.tagList(c, d.ttags[t], "", "", st))
}

// tagList is macros.tag_list_widget: each tag a link adding it to st.
func (s abSkin) tagList(c *Ctx, tags []string, id, class string, st abState) string {
	var h strings.Builder
	h.WriteString("<ul")
	if id != "" {
		fmt.Fprintf(&h, ` id="%s"`, id)
	}
	fmt.Fprintf(&h, ` class="tags%s">`, class)
	for _, tag := range tags {
		fmt.Fprintf(&h, "\n        <li>\n            %s\n        </li>", s.tagWidget(c, tag, st, ""))
	}
	h.WriteString("\n</ul>")
	return h.String()
}

// tagWidget is macros.tag_widget: a link to st with the tag added.
func (s abSkin) tagWidget(c *Ctx, tag string, st abState, extra string) string {
	if extra != "" {
		extra = `<span class="js-tag-extra-content">` + extra + `</span>`
	}
	return fmt.Sprintf(`<div class="js-tag "><a class="js-tag-name" rel="tag" href="%s" data-tag-name="%s">%s</a>%s</div>`,
		c.Href(st.addTag(tag).url()), Esc(tag), Esc(tag), extra)
}

// listSidebar is main_page/sidebar.html: the contributors and the tags of the questions shown.
func (s abSkin) listSidebar(c *Ctx, st abState, shown []*Thread) string {
	d := abTab(c.W)
	var h strings.Builder
	h.WriteString("<div id=\"contrib-users\" class=\"box\">\n    <h2 class=\"contributorback\">Contributors</h2>\n    <div class=\"row\">")
	for _, u := range d.avatars {
		fmt.Fprintf(&h, `<div class="col-md-3 col-2 col-sm-1">%s</div>`, s.gravatar(c, u, 48))
	}
	h.WriteString("</div>\n</div>\n")
	count := map[string]int{}
	for _, t := range shown {
		for _, tag := range d.ttags[t] {
			count[tag]++
		}
	}
	if len(count) == 0 {
		return h.String()
	}
	tags := byCount(count)
	h.WriteString("  <div class=\"box\">\n    <h2>Tags</h2>\n      <ul class=\"tags js-related-tags\">\n")
	for _, tag := range tags[:min(50, len(tags))] {
		fmt.Fprintf(&h, "        <li>\n        %s\n        </li>\n", s.tagWidget(c, tag, st, fmt.Sprintf(`<span class="tag-number">&#215; %d</span>`, count[tag])))
	}
	h.WriteString("      </ul>\n  </div>\n")
	return h.String()
}

// abPaging is functions.setup_paginator: the page numbers shown around the current one.
type abPaging struct {
	numbers                   []int
	inLeading, inTrailing     bool
	outsideLead, outsideTrail []int
}

func abSetupPaging(cur, total int) abPaging {
	var p abPaging
	rng := func(lo, hi int) []int {
		var out []int
		for n := max(1, lo); n <= min(total, hi); n++ {
			out = append(out, n)
		}
		return out
	}
	switch {
	case total <= 5:
		p.inLeading, p.inTrailing, p.numbers = true, true, rng(1, total)
	case cur <= 4:
		p.inLeading, p.numbers, p.outsideLead = true, rng(1, 5), []int{total}
	case cur > total-4:
		p.inTrailing, p.numbers, p.outsideTrail = true, rng(total-4, total), []int{1}
	default:
		p.numbers, p.outsideLead, p.outsideTrail = rng(cur-2, cur+2), []int{total}, []int{1}
	}
	return p
}

// mainPager is macros.paginator_main_page: links are the list's state on another page.
func (s abSkin) mainPager(c *Ctx, st abState, total int) string {
	p := abSetupPaging(st.page, total)
	var h strings.Builder
	h.WriteString(`<div class="paginator" style="float:left">`)
	if st.page > 1 {
		fmt.Fprintf(&h, `<span class="prev"><a href="%s" title="previous">&laquo; previous</a></span>`, c.Href(st.withPage(st.page-1).url()))
	}
	if !p.inLeading {
		for _, n := range p.outsideTrail {
			fmt.Fprintf(&h, `<span class="page"><a href="%s" >%d</a></span>`, c.Href(st.withPage(n).url()), n)
		}
		h.WriteString("...")
	}
	for _, n := range p.numbers {
		if n == st.page && total != 1 {
			fmt.Fprintf(&h, `<span class="curr page" title="current page"><a>%d</a></span>`, n)
		} else {
			fmt.Fprintf(&h, `<span class="page"><a href="%s" title="page %d">%d</a></span>`, c.Href(st.withPage(n).url()), n, n)
		}
	}
	if !p.inTrailing {
		h.WriteString("...")
		for _, n := range p.outsideLead {
			fmt.Fprintf(&h, `<span class="page"><a href="%s" title="page %d">%d</a></span>`, c.Href(st.withPage(n).url()), n, n)
		}
	}
	if st.page < total {
		fmt.Fprintf(&h, `<span class="next"><a href="%s" title="next page">next page &raquo;</a></span>`, c.Href(st.withPage(st.page+1).url()))
	}
	h.WriteString("</div>")
	return h.String()
}

// pager is macros.paginator: base ends in "&" or "?", each link adds
// page=N and the anchor; the previous and next links are always there,
// hidden and naming page None when there is no such page.
func (s abSkin) pager(c *Ctx, base, anchor string, cur, total int) string {
	if total <= 1 {
		return ""
	}
	p := abSetupPaging(cur, total)
	link := func(n string) string { return c.Href(base + "page=" + n + anchor) }
	hidden := func(hide bool) string {
		if hide {
			return ` style="display: none"`
		}
		return ""
	}
	prev, next := "None", "None"
	if cur > 1 {
		prev = strconv.Itoa(cur - 1)
	}
	if cur < total {
		next = strconv.Itoa(cur + 1)
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="paginator" style="float:left" data-num-pages="%d">`, total)
	fmt.Fprintf(&h, `<span class="prev"%s><a href="%s" title="previous">&laquo; previous</a></span>`, hidden(cur <= 1), link(prev))
	fmt.Fprintf(&h, `<span class="first-page-nav"%s><span class="page first-page" data-page="1"><a href="%s" >1</a></span><span class="leading-sep">...</span></span>`,
		hidden(p.inLeading), link("1"))
	h.WriteString(`<span class="main-pages-nav">`)
	for _, n := range p.numbers {
		if n == cur {
			fmt.Fprintf(&h, `<span class="curr page" data-page="%d" title="current page"><a>%d</a></span>`, n, n)
		} else {
			fmt.Fprintf(&h, `<span class="page" data-page="%d"><a href="%s" title="page %d">%d</a></span>`, n, link(strconv.Itoa(n)), n, n)
		}
	}
	h.WriteString(`</span>`)
	fmt.Fprintf(&h, `<span class="last-page-nav"%s><span class="trailing-sep">...</span><span class="page last-page" data-page="%d"><a href="%s" title="page %d">%d</a></span></span>`,
		hidden(p.inTrailing), total, link(strconv.Itoa(total)), total, total)
	fmt.Fprintf(&h, `<span class="next"%s><a href="%s" title="next page">next &raquo;</a></span>`, hidden(cur >= total), link(next))
	h.WriteString(`</div>`)
	return h.String()
}

// question is readers.question: the permalinks, the slug check, then a page of answers.
func (s abSkin) question(c *Ctx, parts []string) Response {
	d := abTab(c.W)
	ref := d.byID[abAtoi(parts[1])]
	if ref.post == nil || ref.post.Index != 0 {
		return s.notFound(c)
	}
	t := ref.post.Thread
	per := c.W.Shape.PostsPerPage
	answerID, aerr := strconv.Atoi(c.Query.Get("answer"))
	commentID, cerr := strconv.Atoi(c.Query.Get("comment"))
	permalink := (aerr == nil) != (cerr == nil)
	// A permalink to a post of another kind or another question goes to that post.
	if permalink {
		if target := d.byID[answerID+commentID]; target.post != nil || target.comment != nil {
			switch {
			case aerr == nil && target.post != nil && target.post.Index == 0:
				return s.redirect(c, d.qURL(target.post.Thread))
			case aerr == nil && target.comment != nil:
				return s.redirect(c, d.commentURL(target.comment))
			case cerr == nil && target.post != nil:
				return s.redirect(c, d.postURL(target.post))
			}
		}
	}
	if segs := strings.Split(c.Path, "/"); segs[len(segs)-2] != d.slug[t] {
		u := d.qURL(t)
		if c.RawQuery != "" {
			u += "?" + c.RawQuery
		}
		return s.redirect(c, u)
	}
	sort := c.Query.Get("sort")
	if !slices.Contains(abAnswerSorts, sort) {
		sort = "votes"
	}
	page := 1
	if n, err := strconv.Atoi(c.Query.Get("page")); err == nil && n > 0 {
		page = n
	}
	if permalink {
		sort = "votes"
		switch {
		case cerr == nil:
			cm := d.byID[commentID].comment
			if cm == nil {
				// The comment is gone: the question, with a message.
				return s.redirect(c, d.qURL(t))
			}
			if cm.parent.Thread != t {
				return s.redirect(c, d.commentURL(cm))
			}
			page = 1
			if cm.parent.Index > 0 {
				page = d.answerPage(cm.parent, sort, per)
			}
		default:
			a := d.byID[answerID].post
			if a == nil {
				return s.notFound(c)
			}
			if a.Thread != t {
				return s.redirect(c, d.postURL(a))
			}
			page = d.answerPage(a, sort, per)
		}
	} else if page > t.Pages(per) {
		return s.redirect(c, d.qURL(t))
	}
	q := t.Posts[0]
	return c.Page(threadInfo(s, t, page), s.frame(c, abPage{title: t.Title, desc: clip(strings.Join(q.Body, " "), 300),
		keywords: strings.Join(d.ttags[t], ","), class: "question-page", tab: "questions", canonical: d.qURL(t),
		sidebar: s.questionSidebar(c, t)}, s.questionBody(c, t, sort, page)))
}

// redirect answers 302 to a mount-relative URL, labelled as the page it lands on.
func (s abSkin) redirect(c *Ctx, target string) Response {
	path, query, _ := strings.Cut(target, "?")
	query, _, _ = strings.Cut(query, "#")
	path, _, _ = strings.Cut(path, "#")
	sub := *c
	sub.Path = path
	sub.RawQuery = query
	sub.Query, _ = url.ParseQuery(query)
	r := s.Serve(&sub)
	return c.Redirect(target, r.Info)
}

// questionBody is question/content.html: the question, its answers with their paging, the answer form.
func (s abSkin) questionBody(c *Ctx, t *Thread, sort string, page int) string {
	d := abTab(c.W)
	per := c.W.Shape.PostsPerPage
	q := t.Posts[0]
	qid := d.pid[q]
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="post js-question" data-post-id="%d">
    <div class="vote-buttons">
        %s
    </div>
    <div id="post-id-%d" class="post-content">
        <h1 class="js-editable"
            id="js-question-title-%d"
            data-get-text-url="/get-question-title/?question_id=%d"
            data-save-text-url="/set-question-title/?question_id=%d"
            data-save-text-param-name="title"
            data-min-lines="1"
            data-editor-type="plain"
        >
            <div class="js-editable-content">%s</div>
            <div class="js-editable-controls">
                <button id="js-edit-btn-question-title-%d"
                    class="btn-link js-edit"
                >edit</button>
            </div>
        </h1>
        %s
        <div class="clearfix"></div>

        <div class="post-body">
            <div class="js-editable-hide-post-body-%d">
                <div class="post-update-info-container">
                    %s
                </div>
            </div>
            <div class="js-editable"
                id="js-post-body-%d"
                data-get-text-url="/get-post-body/?post_id=%d"
                data-save-text-url="/set-post-body/?post_id=%d"
                data-min-lines="10"
                data-editor-type="markdown"
            >
                <div class="js-editable-content">%s</div>
                <div class="js-editable-controls"></div>
            </div>
        </div>
        <div id="question-controls" class="post-controls">
            <a id="js-edit-btn-post-body-%d"
   class="question-edit js-edit"
   href="%s"><i class="fa fa-pencil" aria-hidden="true"></i>edit</a>
<a id="retag" class="question-retag"
   href="%s"
><i class="fa fa-tag" aria-hidden="true"></i>retag</a>
    <span
        id="question-offensive-flag-%d" class="offensive-flag"
        title="report as offensive (i.e containing spam, advertising, malicious text, etc.)"
    >
        <a class="question-flag"><i class="fa fa-flag" aria-hidden="true"></i>flag offensive</a>
    </span>
    <a class="question-close" href="%s"><i class="fa fa-times" aria-hidden="true"></i>close</a>
<a class="question-merge"><i class="fa fa-compress" aria-hidden="true"></i>merge</a>
<a
    id="post-%d-delete"
    class="question-delete"
><i class="fa fa-trash-o" aria-hidden="true"></i>delete</a>
<script type="text/javascript">
    askbot['functions']['renderPostControls']('%d');
</script>
        </div>
        %s
    </div>
</div>
`, qid, abVoteButtons("question", qid, abScore(q)), qid, qid, qid, qid, Esc(t.Title), qid,
		s.tagList(c, d.ttags[t], "question-tags", " post-tags", abEmpty), qid, s.authorInfo(c, q, "asked", fmt.Sprintf("questions/%d/revisions/", qid)),
		qid, qid, qid, abBody(q.Body), qid, c.Href(fmt.Sprintf("questions/%d/edit/", qid)), c.Href(fmt.Sprintf("questions/%d/retag/", qid)), qid,
		c.Href(fmt.Sprintf("questions/close/%d", qid)), qid, qid, s.comments(c, q))
	answers := d.pageAnswers(t, sort, page, per)
	if len(t.Posts) > 1 {
		base := d.qURL(t)
		fmt.Fprintf(&h, `    <div class="clearfix"></div>
<a name="sort-top"></a>
<div class="tabBar tabBar-answer">
    <h2 id="questionCount">
        %s
    </h2>
    <div class="tabsA">
                    <span class="label">
                    Sort by »
                    </span>
        <a id="oldest" href="%s"
        ><span>oldest</span></a>
        <a id="latest" href="%s"
        ><span>newest</span></a>
        <a id="votes" href="%s"
        ><span>most voted</span></a>
    </div>
</div>

    <div class="clearfix"></div>
    %s
    <div class="clearfix"></div>

`, abCount(len(t.Posts)-1, "Answer", "Answers"), c.Href(base+"?sort=oldest#sort-top"), c.Href(base+"?sort=latest#sort-top"), c.Href(base+"?sort=votes#sort-top"),
			s.pager(c, base+"?sort="+sort+"&", "#sort-top", page, t.Pages(per)))
		for _, a := range answers {
			h.WriteString(s.answerCard(c, a))
		}
		fmt.Fprintf(&h, "    %s\n    <div class=\"clearfix\"></div>\n", s.pager(c, base+"?sort="+sort+"&", "#sort-top", page, t.Pages(per)))
	}
	heading := "Your Answer"
	if len(t.Posts) == 1 {
		heading = "Be the first one to answer this question!"
	}
	fmt.Fprintf(&h, `<form
        id="fmanswer"
        action="%s"
        method="post"
        ><div style="display:none"><input type="hidden" name="csrfmiddlewaretoken" value="%016x%016x"></div>
    <div style="clear:both"></div>
            <div>
                    <h2>%s</h2>
            </div>
            <p class="message">
                <span class="strong big">Please start posting anonymously</span> - your entry will be published after you log in or create a new account. Try to give a substantial answer, for discussions, please use comments and please do remember to vote (after you log in)!
            </p>
            <div class="folded-editor" tabindex="6">
              <p class="prompt"><a>Add Answer</a></p>
                <div class="editor-proper">
                    <div class="wmd-container">
                        <div id="wmd-button-bar" class="wmd-panel"></div>
                        <textarea id="editor" class="wmd-input" cols="40" name="text" rows="10"></textarea>
                    </div>
                    <div id="previewer" class="wmd-preview"></div>
                    <div class="answer-options">
                        <div class="checkbox" title="if you choose community wiki option, the question and answer do not generate points and name of author will not be shown">
                            <input id="id_wiki" name="wiki" type="checkbox" /> 
                            <label for="id_wiki">community wiki (karma is not awarded &amp; many others can edit wiki post)</label> 
                        </div>
                    </div>
                    <input id="add-answer-btn" type="submit" class="submit"/>
                    <script type="text/javascript">
                        askbot['functions']['renderAddAnswerButton']();
                    </script>
                </div>
            </div>
</form>
`, c.Href(fmt.Sprintf("questions/%d/answer/", qid)), Hash("ab-csrf", qid), Hash("ab-csrf2", qid), heading)
	return h.String()
}

// abVoteButtons is macros.post_vote_buttons.
func abVoteButtons(kind string, id, score int) string {
	return fmt.Sprintf(`<div id="%s-img-upvote-%d"
    class="%s-img-upvote post-vote upvote">
</div>
<div 
    id="%s-vote-number-%d"
    class="vote-number"
    title="current number of votes"
>%d</div>
<div
    id="%s-img-downvote-%d"
    class="%s-img-downvote post-vote downvote">
</div>
<script type="text/javascript">
    askbot['functions']['renderPostVoteButtons']('%s', '%d');
</script>`, kind, id, kind, kind, id, score, kind, id, kind, kind, id)
}

// abBody is a post's paragraphs as Markdown renders them.
func abBody(ps []string) string {
	return "<p>" + strings.Join(escAll(ps), "</p>\n<p>") + "</p>"
}

// authorInfo is macros.post_contributor_info: when, linking the revisions, and who.
func (s abSkin) authorInfo(c *Ctx, p *Post, action, revisions string) string {
	return fmt.Sprintf(`<div class='post-update-info'>
    <p style="line-height:12px;">
        <a 
            href="%s"
        ><strong>%s %s</strong></a>
    </p>
        %s
</div>`, c.Href(revisions), action, abTimeago(p.Time), s.userCard(c, p.Author))
}

// answerCard is question/answer_card.html.
func (s abSkin) answerCard(c *Ctx, a *Post) string {
	d := abTab(c.W)
	id := d.pid[a]
	classes := ""
	if d.accepted[a.Thread] == a {
		classes += "accepted-answer"
	}
	if a.Author == a.Thread.Author {
		classes += "  answered-by-owner"
	}
	return fmt.Sprintf(`<a name="%d"></a>
<div
    id="post-id-%d"
    data-post-id="%d"
    class="post answer %s"
>

    <div class="vote-buttons">
        %s
    </div>
    <div class="post-content">
        <div class="post-body">
            <div class="post-update-info-container">
                %s
            </div>
            %s
        </div>
        <div class="answer-controls post-controls">
<span id='post-%d-edit' class="action-link">
    <a class="question-edit" href="%s">edit</a>
</span>
<span 
    id="answer-offensive-flag-%d"
    class="action-link offensive-flag"
    title="report as offensive (i.e containing spam, advertising, malicious text, etc.)"
>
    <a class="question-flag">flag offensive</a>
</span>
<span id='post-%d-delete' class="action-link delete-post">
    <a class="question-delete"
    >delete</a>
</span>
<span class="action-link">
    <a  class="permant-link"
        href="%s"
        title="permanent link">
        link
    </a>
</span>
<span class="action-link dropdown-toggle">more
<ul class="dropdown-menu">
    <li id='post-%d-convert'>
        <form 
            class="answer-convert"
            action="/answer/repost-as-comment-under-question/"
            method="post"
        >
            <input type="hidden" name="answer_id" id="id_answer_id" value="%d"/>
            <input 
                type="submit"
                value="repost as a question comment"
            />
        </form>
    </li>
</ul>
</span>
<script type="text/javascript">
    askbot['functions']['hideConvertAnswerLinks']('%d');
    askbot['functions']['renderPostControls']('%d');
</script>
        </div>
        %s
    </div>
    <div class="clearfix"></div>
</div>
<div class="clearfix"></div>
`, id, id, id, classes, abVoteButtons("answer", id, abScore(a)), s.authorInfo(c, a, "answered", fmt.Sprintf("answers/%d/revisions/", id)),
		abBody(a.Body), id, c.Href(fmt.Sprintf("answers/%d/edit/", id)), id, id, c.Href(d.postURL(a)), id, id, id, id, s.comments(c, a))
}

// comments is macros.post_comments_widget: the comments under a post.
func (s abSkin) comments(c *Ctx, p *Post) string {
	d := abTab(c.W)
	cms := d.comments[p]
	kind := "answer"
	if p.Index == 0 {
		kind = "question"
	}
	var h strings.Builder
	if len(cms) > 0 {
		h.WriteString(`<h2 class="comment-title">Comments</h2><div class="clean"></div>`)
	}
	empty := ""
	if len(cms) == 0 {
		empty = " empty"
	}
	fmt.Fprintf(&h, `<div class="comments%s ordering-forward" data-parent-post-type="%s" data-parent-post-id="%d"><div class="content">`, empty, kind, d.pid[p])
	for _, cm := range cms {
		fmt.Fprintf(&h, `<div id="post-id-%d" class="comment js-comment" data-post-id="%d"><div class="comment-votes"><div id="comment-img-upvote-%d" class="upvote js-score"></div><script type="text/javascript">askbot['functions']['renderPostVoteButtons']('comment', '%d');</script></div><div class="comment-content"><div id="post-%d-delete" class="comment-delete"><span class="js-delete-icon" title="delete this comment"></span></div><div class="comment-body">%s</div><div class="comment-controls">%s<a class="author" href="%s">%s</a><span class="age">&nbsp;(%s)</span><a id="post-%d-edit" class="js-edit">edit</a></div></div></div>`,
			cm.id, cm.id, cm.id, cm.id, cm.id, Esc(cm.text), s.gravatar(c, cm.author, 16), c.Href(d.userURL(cm.author)), Esc(cm.author.Name), abTimeago(cm.at), cm.id)
	}
	h.WriteString(`</div><div class="controls"><a class="js-open-editor-btn">add a comment</a></div></div>`)
	return h.String()
}

// questionSidebar is question/sidebar.html: tools, feed, stats, related questions.
func (s abSkin) questionSidebar(c *Ctx, t *Thread) string {
	d := abTab(c.W)
	q := t.Posts[0]
	followers := ""
	if n := int(Hash("ab-follow", t.ID) % 4); n > 0 {
		followers = abCount(n, "follower", "followers")
	}
	var rel strings.Builder
	for _, o := range similarThreads(t, "askbot") {
		fmt.Fprintf(&rel, "            <p>\n                <a href=\"%s\">%s</a>\n            </p>\n", c.Href(d.qURL(o)), Esc(o.Title))
	}
	return fmt.Sprintf(`<div class="box vote-buttons">
    <h2 >Question tools</h2>
        <a class="button followed"
            alt="click to follow this question">
            Follow
        </a>
    <div class="clearfix"></div>
    <div id="favorite-number" class="favorite-number">
            %s
    </div>
    <div class="notify-sidebar">
        <p class="rss">
            <a
                href="%s"
                title="subscribe to this question rss feed"
                >subscribe to rss feed</a>
        </p>
    </div> 
</div>

<div class="clearfix"></div>
<div class="box statsWidget">
    <div class="clearfix"></div>
    <h2>Stats</h2>
    <p>
        Asked: <strong>%s</strong>
    </p>
    <p> 
        Seen: <strong>%s times</strong>
    </p>
    <p>
        Last updated: <strong title="%s">%s</strong>
    </p>
</div>
    <div class="box">
        <h2>Related questions</h2>
        <div class="questions-related">
%s        </div>
    </div>
`, followers, c.Href(fmt.Sprintf("feeds/question/%d", d.pid[q])), abTimeago(q.Time), thousands(t.Views, ","),
		t.LastPost().Time.UTC().Format("2006-01-02 15:04:05.000000+00:00"), abDiffDate(c.W.Now, t.LastPost().Time), rel.String())
}

// revisions is the revision history of a post: its only, initial version.
func (s abSkin) revisions(c *Ctx, p *Post) string {
	d := abTab(c.W)
	kind, back := "answer", d.postURL(p)
	if p.Index == 0 {
		kind = "question"
	}
	return fmt.Sprintf(`<h1 class="section-title">Revision history for the %s: <a href="%s">%s</a></h1>
<div id="revisions">
    <div class="revision">
        <div class="header rev-header" id="rev-header-1">
            <div class="header-controls">
                <table width="100%%">
                    <tr>
                        <td width="20" style="vertical-align:middle"><span class="rev-number">1</span></td>
                        <td width="180" style="vertical-align:middle"><div class="summary"><span>initial version</span></div></td>
                        <td align="right">
                            <div class="revision-mark" >
                                %s
                            </div>
                        </td>
                    </tr>
                </table>
            </div>
        </div>
        <div class="diff body rev-body" id="rev-body-1">
            %s
        </div>
    </div>
</div>
`, kind, c.Href(back), Esc(p.Thread.Title), s.userCard(c, p.Author), abBody(p.Body))
}

// ask is ask/index.html: guests may write a question and are asked to log in when they post it.
func (s abSkin) ask(c *Ctx) string {
	var opts strings.Builder
	for _, tag := range abTab(c.W).tags[:min(12, len(abTab(c.W).tags))] {
		fmt.Fprintf(&opts, `<span class="tag-suggestion">%s</span> `, Esc(tag))
	}
	return fmt.Sprintf(`<div id="askFormBar">
    <h1 class="section-title">Ask a question</h1>
</div>
<form id="fmask" action="%s" method="post" >
    <div style="display:none"><input type="hidden" name="csrfmiddlewaretoken" value="%016x"></div>
    <div class="form-item">
        <label for="id_title">title</label>
        <input autocomplete="off" id="id_title" maxlength="255" name="title" size="70" type="text" class="questionTitleInput" />
    </div>
    <div class="form-item">
        <textarea cols="40" id="editor" name="text" rows="10" class="wmd-input"></textarea>
    </div>
    <div class="form-item">
        <label for="id_tags">tags</label>
        <input autocomplete="off" id="id_tags" maxlength="125" name="tags" size="70" type="text" />
        <p class="tag-hints">%s</p>
    </div>
    <p class="message">Please start posting anonymously - your entry will be published after you log in or create a new account.</p>
    <input type="submit" name="post_anon" value="Login/Signup to Post" class="submit" />
</form>
`, c.Href("questions/ask/"), Hash("ab-ask-csrf", 1), opts.String())
}

// tagsPage is readers.tags: every tag with its count, 60 a page, by use or by name.
func (s abSkin) tagsPage(c *Ctx) Response {
	d := abTab(c.W)
	sort := c.Query.Get("sort")
	if sort != "name" {
		sort = "used"
	}
	tags := slices.Clone(d.tags)
	if sort == "used" {
		slices.SortStableFunc(tags, func(a, b string) int { return d.used[b] - d.used[a] })
	}
	total := pageCount(len(tags), abPerTags)
	page := 1
	if n, err := strconv.Atoi(c.Query.Get("page")); err == nil && n > 0 {
		page = n
	}
	cur := min(page, total) // EmptyPage shows the last page
	on := func(v string) string {
		if v == sort {
			return ` class="on"`
		}
		return ""
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="content-header">
            <h1 class="section-title">Tags</h1>
    <div class="tabBar tabBar-tags">
        <div class="tabsA">
            <span class="label">Sort by &raquo;</span>
            <a
                id="sort_name"
                href="%s"
                %s
                title="sorted alphabetically"
            ><span>by name</span></a>
            <a
                id="sort_used"
                href="%s"
                %s
                title="sorted by frequency of tag use"
            ><span>by popularity</span></a>
        </div>
    </div>
</div>
<div class="clearfix"></div>
        <div class='clearfix'></div>
        <ul class='tags'>
`, c.Href("tags/?sort=name"), on("name"), c.Href("tags/?sort=used"), on("used"))
	for _, tag := range Page(tags, cur, abPerTags) {
		fmt.Fprintf(&h, "            <li>\n                %s\n            </li>\n", s.tagWidget(c, tag, abEmpty, fmt.Sprintf(`<span class="tag-number">&#215; %d</span>`, d.used[tag])))
	}
	fmt.Fprintf(&h, "        </ul>\n        <div class=\"clean\"></div>\n        <div class=\"pager\">\n            %s\n        </div>\n", s.pager(c, "tags/?sort="+sort+"&", "", cur, total))
	return c.Page(Info{Type: TypeOther}, s.frame(c, abPage{title: "Tags", class: "tags-page", tab: "tags", oneCol: true}, h.String()))
}

// users is users.users_list: 30 a page by karma, by joining date either way, or by name.
func (s abSkin) users(c *Ctx) Response {
	d := abTab(c.W)
	sort := c.Query.Get("sort")
	if sort != "newest" && sort != "last" && sort != "name" {
		sort = "reputation" // SortField's default, for "user" too
	}
	us := slices.Clone(c.W.Users)
	switch sort {
	case "newest":
		slices.SortStableFunc(us, func(a, b *User) int { return b.Joined.Compare(a.Joined) })
	case "last":
		slices.SortStableFunc(us, func(a, b *User) int { return a.Joined.Compare(b.Joined) })
	case "name":
		slices.SortStableFunc(us, func(a, b *User) int { return strings.Compare(a.Name, b.Name) })
	default:
		slices.SortStableFunc(us, func(a, b *User) int { return d.karma[b] - d.karma[a] })
	}
	total := pageCount(len(us), abPerUsers)
	page := 1
	if n, err := strconv.Atoi(c.Query.Get("page")); err == nil && n > 0 {
		page = n
	}
	cur := min(page, total)
	tab := func(id, v, title, label string) string {
		on := ""
		if v == sort {
			on = ` class="on"`
		}
		return fmt.Sprintf(`            <a 
                id="%s"
                href="%s"
                %s
                title="%s"
            ><span>%s</span></a>
`, id, c.Href("users/?sort="+v), on, title, label)
	}
	var h strings.Builder
	h.WriteString("<div id=\"content-header\">\n    <h1 class=\"section-title\">\n        Users\n    </h1>\n    <div class=\"tabBar\">\n        <div class=\"tabsC\">\n            <span class=\"label\">Sort by &raquo;</span>\n")
	h.WriteString(tab("sort_reputation", "reputation", "see people with the highest reputation", "karma"))
	h.WriteString(tab("sort_newest", "newest", "see people who joined most recently", "recent"))
	h.WriteString(tab("sort_last", "last", "see people who joined the site first", "oldest"))
	h.WriteString(tab("sort_user", "user", "see people sorted by name", "by username"))
	h.WriteString("        </div>\n    </div>\n    <div class=\"clearfix\"></div>\n</div>\n<div class=\"user-list\">\n    <table class=\"list-table\">\n        <tr>\n            <td class=\"list-td\">\n")
	for i, u := range Page(us, cur, abPerUsers) {
		fmt.Fprintf(&h, `                <div class="user">
                    <ul>
                            <li class="thumb">%s</li>
                            <li class="userlink"><a href="%s">%s</a></li>
                            <li><span class="reputation-score" title="%d karma">%s</span>%s</li>
                        </ul>
                </div>
`, s.gravatar(c, u, 32), c.Href(d.userURL(u)), Esc(u.Name), d.karma[u], abHumanize(d.karma[u]), s.badgeSummary(d, u))
		if (i+1)%7 == 0 {
			h.WriteString("            </td>\n            <td>\n")
		}
	}
	fmt.Fprintf(&h, "            </td>\n        </tr>   \n    </table>\n</div>\n<div class=\"pager\">\n    %s\n</div>\n", s.pager(c, "users/?sort="+sort+"&", "", cur, total))
	return c.Page(Info{Type: TypeOther}, s.frame(c, abPage{title: "Users", class: "users-page", tab: "users", oneCol: true}, h.String()))
}

// badgeSummary is the gold, silver and bronze counts beside a member's karma.
func (s abSkin) badgeSummary(d *abTables, u *User) string {
	var n [4]int
	for _, b := range d.awards[u] {
		n[b.level]++
	}
	var h strings.Builder
	for lvl := 1; lvl <= 3; lvl++ {
		if n[lvl] > 0 {
			fmt.Fprintf(&h, `<span class='badge%d'>&#9679;</span><span class="badgecount">%d</span>`, lvl, n[lvl])
		}
	}
	if h.Len() == 0 {
		return ""
	}
	return `<span class="badges">` + h.String() + `</span>`
}

// profile is users.user: the tabs a guest may see, the others behind a login.
func (s abSkin) profile(c *Ctx, parts []string) Response {
	d := abTab(c.W)
	u := c.W.User(abAtoi(parts[1]))
	if u == nil || len(parts) > 5 || len(parts) == 5 && parts[3] != "subscriptions" {
		return s.notFound(c)
	}
	tab := c.Query.Get("sort")
	if len(parts) == 5 {
		tab = "email_subscriptions"
	}
	if parts[2] != d.uslug[u] {
		// The view redirects on a wrong slug, its query re-encoded after a "?" always there.
		return s.redirect(c, d.userURL(u)+"?"+c.Query.Encode())
	}
	switch tab {
	case "inbox", "votes", "email_subscriptions":
		// owner_or_moderator_required: guests sign in, the way back in a signed token.
		next := "/" + c.Path + "?" + c.Query.Encode()
		payload := base64.RawURLEncoding.EncodeToString([]byte(`{"next_url": "` + next + `"}`))
		return c.Redirect(fmt.Sprintf("account/signin/?next=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.%s.%016x", payload, Hash("ab-jwt", next)), Info{Type: TypeOther})
	case "manage-account":
		return Response{Status: http.StatusForbidden, Body: "", Info: Info{Type: TypeOther}}
	case "network", "moderation":
		return s.notFound(c)
	case "recent", "reputation", "favorites":
	default:
		tab = "stats"
	}
	labels := map[string]string{"stats": "overview", "recent": "activity", "reputation": "karma", "favorites": "followed questions"}
	var h strings.Builder
	fmt.Fprintf(&h, "<h1 class=\"section-title\">%s <span class=\"section-subtitle\">&ndash; %s</span></h1>\n", Esc(u.Name), labels[tab])
	h.WriteString("<!-- user_tabs.html -->\n<div class=\"tabBar tabBar-profile\">\n    <div class=\"tabsC\">\n")
	for _, tb := range [][2]string{{"stats", "overview"}, {"reputation", "karma"}, {"favorites", "followed questions"}, {"recent", "activity"}} {
		cls := ""
		if tb[0] == "stats" {
			cls = "first"
		}
		if tb[0] == tab {
			cls = strings.TrimSpace("on " + cls)
		}
		if cls != "" {
			cls = fmt.Sprintf(` class="%s"`, cls)
		}
		fmt.Fprintf(&h, "        <a id=\"%s\"%s \n            href=\"%s\"\n        ><span>%s</span></a>\n", tb[0], cls, c.Href(d.userURL(u)+"?sort="+tb[0]), tb[1])
	}
	h.WriteString("    </div>\n</div>\n<div class=\"clean\"></div>\n<!-- end user_tabs.html -->\n")
	switch tab {
	case "recent":
		h.WriteString(s.userRecent(c, u))
	case "reputation":
		h.WriteString(s.userKarma(c, u))
	case "favorites":
		h.WriteString(s.userFavorites(c, u))
	default:
		h.WriteString(s.userStats(c, u))
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, abPage{title: u.Name, class: "user-profile-page", tab: "users", oneCol: true}, h.String()))
}

// asked is a member's questions, most voted first.
func (d *abTables) asked(w *World, u *User) []*Thread {
	var out []*Thread
	for _, t := range w.Threads {
		if t.Author == u {
			out = append(out, t)
		}
	}
	slices.SortStableFunc(out, func(a, b *Thread) int { return abScore(b.Posts[0]) - abScore(a.Posts[0]) })
	return out
}

// userStats is user_profile/user_stats.html.
func (s abSkin) userStats(c *Ctx, u *User) string {
	d := abTab(c.W)
	st := abEmpty
	qs := d.asked(c.W, u)
	var as []*Post
	var tags []string
	tagUse := map[string]int{}
	for _, a := range d.acts[u] {
		if a.post != nil && a.post.Index > 0 {
			as = append(as, a.post)
		}
		if a.post != nil {
			for _, tag := range d.ttags[a.post.Thread] {
				if tagUse[tag] == 0 {
					tags = append(tags, tag)
				}
				tagUse[tag]++
			}
		}
	}
	as = abByVotes(as)
	slices.SortStableFunc(tags, func(a, b string) int { return tagUse[b] - tagUse[a] })
	var h strings.Builder
	last := u.Joined
	if len(d.acts[u]) > 0 {
		last = d.acts[u][0].at
	}
	fmt.Fprintf(&h, `<div id="user-info-table">
    <div class="col-left">
        %s
        <div class="scoreNumber">%s</div>
        <p><b style="color:#777;">karma</b></p>
    </div>
    <div class="col-right">
        <table class="user-details">
            <tr><td>member since</td><td><strong>%s</strong></td></tr>
            <tr><td>last seen</td><td><strong title="%s">%s</strong></td></tr>
        </table>
    </div>
</div>
<a name="questions"></a>
<h2><span class="count">%d</span> %s</h2>
<div class="user-stats-table">
`, s.gravatar(c, u, 128), abHumanize(d.karma[u]), abDiffDate(c.W.Now, u.Joined), last.UTC().Format("2006-01-02 15:04:05"), abDiffDate(c.W.Now, last),
		len(qs), abPlural(len(qs), "Question", "Questions"))
	for _, t := range Page(qs, 1, abPerUser) {
		h.WriteString(s.summary(c, t, st))
	}
	fmt.Fprintf(&h, "</div>\n%s\n<a name=\"answers\"></a>\n<h2 style=\"clear:both;\"><span class=\"count\">%d</span> %s</h2>\n<div class=\"user-stats-table\">\n",
		s.pager(c, d.userURL(u)+"?", "", 1, pageCount(len(qs), abPerUser)), len(as), abPlural(len(as), "Answer", "Answers"))
	for _, a := range as[:min(len(as), abPerUser)] {
		// The template joins the question URL and the slug without the closing slash.
		link := fmt.Sprintf("question/%d/%s#%d", d.pid[a.Thread.Posts[0]], d.slug[a.Thread], d.pid[a])
		acc := ""
		if d.accepted[a.Thread] == a {
			acc = "answered-accepted"
		}
		fmt.Fprintf(&h, `        <div class="answer-summary">
            <a title="%s"
                href="%s">
                <span class="answer-votes %s"
                      title="the answer has been voted for %d times">
                    %d
                </span>
            </a>
            <div class="answer-link">
                <a href="%s">%s</a>
            </div>
        </div>
`, Esc(clip(strings.Join(a.Body, " "), 120)), c.Href(link), acc, abScore(a), abScore(a), c.Href(link), Esc(a.Thread.Title))
	}
	fmt.Fprintf(&h, "</div>\n<br/>\n<a name=\"tags\"></a>\n<h2><span class=\"count\">%d</span> %s</h2>\n<div class=\"user-stats-table\">\n    <table class=\"tags\">\n        <tr>\n            <td valign=\"top\">\n                <ul id=\"ab-user-tags\" class=\"tags\">\n",
		len(tags), abPlural(len(tags), "Tag", "Tags"))
	for _, tag := range tags[:min(len(tags), 50)] {
		fmt.Fprintf(&h, "                    <li>\n                    %s\n                    </li>\n", s.tagWidget(c, tag, st, fmt.Sprintf(`<span class="tag-number">&#215; %d</span>`, tagUse[tag])))
	}
	awards := d.awards[u]
	fmt.Fprintf(&h, "                </ul>\n            </td>\n        </tr>\n    </table>\n</div>\n<a name=\"badges\"></a>\n<h2><span class=\"count\">%d</span> %s</h2>\n<div class=\"user-stats-table badges\">\n    <table>\n        <tr>\n            <td style=\"line-height:35px\">\n",
		len(awards), abPlural(len(awards), "Badge", "Badges"))
	for _, b := range awards {
		fmt.Fprintf(&h, "                <a\n                    href=\"%s\"\n                    title=\"%s\"\n                    class=\"medal\"\n                ><span class=\"badge%d\">&#9679;</span>&nbsp;%s\n                </a>&nbsp;\n                <span class=\"tag-number\">&#215;\n                    <span class=\"badge-context-toggle\">1</span>\n                </span>\n",
			c.Href(abBadgeURL(b)), Esc(b.description), b.level, Esc(b.name))
	}
	h.WriteString("            </td>\n        </tr>\n    </table>\n</div>\n")
	return h.String()
}

// userRecent is user_profile/user_recent.html: what the member did, newest first.
func (s abSkin) userRecent(c *Ctx, u *User) string {
	d := abTab(c.W)
	var h strings.Builder
	h.WriteString("<div class=\"user-stats-table\">\n    <table class=\"user-activity\">\n")
	for _, a := range d.acts[u][:min(len(d.acts[u]), abRecent)] {
		var what, link, title string
		switch {
		case a.comment != nil && a.comment.parent.Index == 0:
			what, link, title = "commented question", d.commentURL(a.comment), a.comment.parent.Thread.Title
		case a.comment != nil:
			what, link, title = "commented answer", d.commentURL(a.comment), a.comment.parent.Thread.Title
		case a.post.Index == 0:
			what, link, title = "asked a question", d.qURL(a.post.Thread), a.post.Thread.Title
		default:
			what, link, title = "answered a question", d.postURL(a.post), a.post.Thread.Title
		}
		fmt.Fprintf(&h, `        <tr>
            <td class="date">%s</td>
            <td class="action-type">%s</td>
            <td class="title-link"><a class="question-title" href="%s">%s</a></td>
        </tr>
`, abTimeago(a.at), what, c.Href(link), Esc(title))
	}
	h.WriteString("    </table>\n</div>\n")
	return h.String()
}

// userKarma is user_profile/user_reputation.html: the karma changes, on question links.
func (s abSkin) userKarma(c *Ctx, u *User) string {
	d := abTab(c.W)
	var h strings.Builder
	fmt.Fprintf(&h, "<div id=\"rep_graph\" style=\"width:100%%;height:150px\"></div>\n<h2>Karma history <span class=\"count\">%d</span></h2>\n<div class=\"karma-summary\">\n", d.karma[u])
	for _, a := range d.acts[u] {
		if a.post == nil || abScore(a.post) <= 0 {
			continue
		}
		pts := 5 * abScore(a.post)
		if a.post.Index > 0 {
			pts *= 2
		}
		fmt.Fprintf(&h, `    <p><span class="reputation-positive">+%d</span> <a href="%s">%s</a> <span class="date">%s</span></p>
`, pts, c.Href(d.qURL(a.post.Thread)), Esc(a.post.Thread.Title), abTimeago(a.at))
	}
	h.WriteString("</div>\n")
	return h.String()
}

// userFavorites is user_profile/user_favorites.html: the questions the member follows (own questions are followed automatically).
func (s abSkin) userFavorites(c *Ctx, u *User) string {
	d := abTab(c.W)
	qs := d.asked(c.W, u)
	page := 1
	if n, err := strconv.Atoi(c.Query.Get("page")); err == nil && n > 0 {
		page = n
	}
	total := pageCount(len(qs), abPerUser)
	page = min(page, total)
	var h strings.Builder
	fmt.Fprintf(&h, "<h2><span class=\"count\">%d</span> followed questions</h2>\n<div class=\"user-stats-table\">\n", len(qs))
	for _, t := range Page(qs, page, abPerUser) {
		h.WriteString(s.summary(c, t, abEmpty))
	}
	fmt.Fprintf(&h, "</div>\n%s\n", s.pager(c, d.userURL(u)+"?sort=favorites&", "", page, total))
	return h.String()
}

// badges is badges.html.
func (s abSkin) badges(c *Ctx) string {
	d := abTab(c.W)
	count := map[int]int{}
	for _, u := range c.W.Users {
		for _, b := range d.awards[u] {
			count[b.id]++
		}
	}
	var h strings.Builder
	h.WriteString("<h1 class=\"section-title\">Badges</h1>\n<p>\nCommunity gives you awards for your questions, answers and votes.\n<br/>\nBelow is the list of available badges and number of times each type of badge has been awarded.\n</p>\n<table>\n  <tbody class=\"badge-list\">\n")
	for _, b := range abBadges {
		fmt.Fprintf(&h, `   <tr class="badge-ctnr" data-badge-id="%d">
   <td>
   </td>
   <td>
    <div class="badge-item">
     <a href="%s" 
         title="%s : %s" 
         class="medal"><span class="badge%d">&#9679;</span>&nbsp;%s</a><strong> 
         &#215; %d</strong>
    </div>
   </td>
   <td>
      <p class="badge-description">%s</p>
   </td>
   </tr>
`, b.id, c.Href(abBadgeURL(b)), [...]string{"", "gold", "silver", "bronze"}[b.level], Esc(b.description), b.level, Esc(b.name), count[b.id], Esc(b.description))
	}
	h.WriteString("  </tbody>\n</table>\n")
	return h.String()
}

// badge is badge.html: a badge and the members who earned it.
func (s abSkin) badge(c *Ctx, b abBadge) string {
	d := abTab(c.W)
	var us []*User
	for _, u := range c.W.Users {
		if slices.ContainsFunc(d.awards[u], func(x abBadge) bool { return x.id == b.id }) {
			us = append(us, u)
		}
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<h1 class="section-title">Badge</h1>
<p>
    <a href="%s" title="%s" class="medal"><span class="badge%d">&#9679;</span>&nbsp;%s</a> %s
</p>
<div>
    <h2>%s</h2>
</div>
<div id="award-list">
`, c.Href(abBadgeURL(b)), Esc(b.description), b.level, Esc(b.name), Esc(b.description), abCount(len(us), "user received this badge:", "users received this badge:"))
	for _, u := range us {
		fmt.Fprintf(&h, "    <div class=\"user\">%s<a href=\"%s\">%s</a></div>\n", s.gravatar(c, u, 32), c.Href(d.userURL(u)), Esc(u.Name))
	}
	h.WriteString("</div>\n")
	return h.String()
}

// latestFeed is RssLastestQuestionsFeed: 30 questions by activity, filtered by tags=.
func (s abSkin) latestFeed(c *Ctx) Response {
	d := abTab(c.W)
	var items strings.Builder
	n := 0
	for _, t := range d.activity {
		if n == abFeed {
			break
		}
		if slices.ContainsFunc(c.Query["tags"], func(tag string) bool { return !slices.Contains(d.ttags[t], tag) }) {
			continue
		}
		n++
		q := t.Posts[0]
		fmt.Fprintf(&items, `<item><title>%s</title><link>%s</link><description>%s</description><dc:creator>%s</dc:creator><pubDate>%s</pubDate><guid>%s</guid></item>`,
			Esc(t.Title), Esc(c.URL(d.qURL(t))), Esc(abBody(q.Body)), Esc(q.Author.Name), q.Time.Format(http.TimeFormat), Esc(c.URL(fmt.Sprintf("question/%d/", d.pid[q]))))
	}
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8",
		Body: rssFeed(c, abTitle+" - Latest questions feed", s.Entry(), items.String()), Info: Info{Type: TypeOther}}
}

// questionFeed is RssIndividualQuestionFeed: the question, its comments, then each answer and its comments.
func (s abSkin) questionFeed(c *Ctx, id int) Response {
	d := abTab(c.W)
	ref := d.byID[id]
	if ref.post == nil || ref.post.Index != 0 {
		return s.notFound(c)
	}
	t := ref.post.Thread
	var items strings.Builder
	item := func(title, link, body string, at time.Time) {
		fmt.Fprintf(&items, `<item><title>%s</title><link>%s</link><description>%s</description><pubDate>%s</pubDate><guid>%s</guid></item>`,
			Esc(title), Esc(c.URL(link)), Esc(body), at.Format(http.TimeFormat), Esc(c.URL(link)))
	}
	for _, p := range t.Posts {
		if p.Index == 0 {
			item(t.Title, d.qURL(t), abBody(p.Body), p.Time)
		} else {
			item(fmt.Sprintf("Answer by %s for %s ", p.Author.Name, clip(strings.Join(t.Posts[0].Body, " "), 80)), d.postURL(p), abBody(p.Body), p.Time)
		}
		for _, cm := range d.comments[p] {
			item(fmt.Sprintf("Comment by %s for %s", cm.author.Name, clip(strings.Join(p.Body, " "), 80)), d.commentURL(cm), cm.text, cm.at)
		}
	}
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8",
		Body: rssFeed(c, abTitle+" - Individual question feed", s.Entry(), items.String()), Info: Info{Type: TypeOther}}
}

// account is the sign-in, sign-up and recovery pages of django_authopenid.
func (s abSkin) account(c *Ctx, which string) string {
	switch which {
	case "signup":
		return fmt.Sprintf(`<h1 class="section-title">Create login name and password</h1>
<form id="signup-form" action="%s" method="post" accept-charset="utf-8">
    <ul class="form-horizontal-rows">
        <li><label for="id_username">Choose a screen name</label><input id="id_username" name="username" type="text" /></li>
        <li><label for="id_email">Your email <i>(never shared)</i></label><input id="id_email" name="email" type="text" /></li>
        <li><label for="id_password1">Password</label><input id="id_password1" name="password1" type="password" /></li>
        <li><label for="id_password2">Password <i>(please retype)</i></label><input id="id_password2" name="password2" type="password" /></li>
    </ul>
    <input type="submit" class="submit" value="Signup" />
</form>
<p>or <a href="%s">sign in</a></p>
`, c.Href("account/signup/"), c.Href("account/signin/"))
	case "recover":
		return fmt.Sprintf(`<h1 class="section-title">Account recovery</h1>
<form action="%s" method="post">
    <p class="hint">Please enter the email address you registered with.</p>
    <input id="id_email" name="email" type="text" />
    <input type="submit" class="submit" value="Send recovery link" />
</form>
`, c.Href("account/recover/"))
	}
	next := c.Query.Get("next")
	return fmt.Sprintf(`<h1 class="section-title">User login</h1>
<form id="signin-form" method="post" action="%s">
    <input type="hidden" name="next" value="%s" />
    <input type="hidden" name="login_provider_name" value="local" />
    <fieldset id="password-fs">
        <h2 id="password-heading">Please enter your login name and password:</h2>
        <table class="login">
            <tr><td><label for="id_username">Login name</label></td><td><input class="required login" id="id_username" maxlength="255" name="username" type="text" /></td></tr>
            <tr><td><label for="id_password">Password</label></td><td><input class="required login" id="id_password" name="password" type="password" /></td></tr>
        </table>
        <p id="local_login_buttons">
            <input class="submit" name="login_with_password" type="submit" value="Sign in" />
            <a class="create-password-account" href="%s">Create a password-protected account</a>
        </p>
    </fieldset>
</form>
<p class="account-recovery"><a href="%s">Trouble signing in?</a></p>
`, c.Href("account/signin/"), Esc(next), c.Href("account/signup/"), c.Href("account/recover/"))
}

var abMetaTitles = map[string]string{"help": "Help", "faq": "FAQ", "about": "About", "privacy": "Privacy policy", "feedback": "Feedback"}

// meta is the help, faq, about, privacy and feedback pages.
func (s abSkin) meta(c *Ctx, page string) string {
	switch page {
	case "feedback":
		return fmt.Sprintf(`<h1 class="section-title">Give us your feedback!</h1>
<form method="post" action="%s">
    <div class="form-row"><label for="id_name">Your name (optional):</label><input id="id_name" name="name" type="text" /></div>
    <div class="form-row"><label for="id_email">Email:</label><input id="id_email" name="email" type="text" /></div>
    <div class="form-row"><label for="id_message">Your message:</label><textarea cols="60" id="id_message" name="message" rows="10"></textarea></div>
    <input type="hidden" name="next" value="/" />
    <input type="submit" class="submit" value="Send Feedback" />
</form>
`, c.Href("feedback/"))
	case "faq", "help":
		return fmt.Sprintf(`<h1 class="section-title">%s</h1>
<h2>What kinds of questions can I ask here?</h2>
<p>Most importantly - questions should be <strong>relevant</strong> to this community. Before you ask - please make sure to <a href="%s">search</a> for a similar question. You can search questions by their title or tags.</p>
<h2>What should I avoid in my answers?</h2>
<p>%s is a <strong>question and answer</strong> site - <strong>it is not a discussion group</strong>. Please avoid holding debates in your answers as they tend to dilute the essense of questions and answers. For the brief discussions please use commenting facility.</p>
<h2>Who moderates this community?</h2>
<p>The short answer is: <strong>you</strong>. This website is moderated by the users. Karma system allows users to earn rights to perform a variety of moderation tasks.</p>
<h2>How does karma system work?</h2>
<p>When a question or answer is upvoted, the user who posted them will gain some points, which are called "karma points". These points serve as a rough measure of the community trust.</p>
<p>See also the <a href="%s">list of badges</a> and <a href="%s">the tags</a>.</p>
`, abMetaTitles[page], c.Href(s.Entry()), Esc(abShort), c.Href("badges/"), c.Href("tags/"))
	}
	return fmt.Sprintf("<h1 class=\"section-title\">%s</h1>\n<p>%s</p>\n<p>Please <a href=\"%s\">tell us</a> what you think of this site.</p>\n",
		abMetaTitles[page], Esc(abDescr), c.Href("feedback/"))
}

// abPage is what base.html needs to know of a page.
type abPage struct {
	title, desc, keywords string
	class                 string   // the body's page class
	tab                   string   // active navigation: questions, tags, users, badges, ask
	state                 *abState // the list's search state; nil for the empty one
	canonical, feed       string   // rel=canonical; the RSS alternate (default feeds/rss/)
	oneCol                bool     // one_column_body.html
	sidebar               string   // two_column_body.html's right column
}

// frame is base.html with the header, the scope bar and the footer.
func (s abSkin) frame(c *Ctx, pg abPage, content string) string {
	st := abEmpty
	if pg.state != nil {
		st = *pg.state
	}
	feed := pg.feed
	if feed == "" {
		feed = "feeds/rss/"
	}
	desc := pg.desc
	if desc == "" {
		desc = abDescr
	}
	cols := "two-col"
	if pg.oneCol {
		cols = "one-col"
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html lang="en">
    <head>
        <meta charset="utf-8">
        <meta http-equiv="X-UA-Compatible" content="IE=edge">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>%s - %s</title>
        <meta name="description" content="%s" />
        <meta name="keywords" content="%s,Askbot,forum,community" />
        <meta name="referrer" content="always" />
        <link rel="shortcut icon" href="%simages/favicon.gif" />
        <link
            rel="alternate"
            type="application/rss+xml"
            title="RSS feed from %s"
            href="%s"
        />
`, Esc(pg.title), Esc(abTitle), Esc(desc), Esc(pg.keywords), c.Href(abMedia), Esc(abShort), c.Href(feed))
	if pg.canonical != "" {
		fmt.Fprintf(&h, "        <link rel=\"canonical\" href=\"%s\" />\n", c.Href(pg.canonical))
	}
	fmt.Fprintf(&h, "        <link href=\"%sstyle/style.css?v=3\" rel=\"stylesheet\" type=\"text/css\" />\n", c.Href(abMedia))
	h.WriteString(c.Styles(12))
	fmt.Fprintf(&h, `        <script type="text/javascript">
            var askbot = {};
            askbot['data'] = {};
            askbot['data']['userIsAuthenticated'] = false;
            askbot['data']['languageCode'] = 'en';
            askbot['urls'] = {};
            askbot['settings'] = {};
            askbot['messages'] = {};
            askbot['settings']['static_url'] = '%s';
        </script>
`, c.Pkg.Mount+abMedia)
	h.WriteString(c.Scripts(7))
	fmt.Fprintf(&h, "    </head>\n    <body class=\"%s %s anon lang-en\">\n        <div class=\"container\">\n", cols, pg.class)
	next := "/" + c.Path
	if strings.HasPrefix(c.Path, "account/") {
		next = "/"
	}
	fmt.Fprintf(&h, `<!-- template header.html -->
<div 
    id="header"
    class="with-logo"
>
    <div class="content-wrapper">
        <div id="userToolsNav">
    <a href="%s">Hi there! Please sign in</a>
    <a class="help" href="%s" title="help">help</a>
        </div>
            <a id="logo" href="%s"><img src="%simages/logo.gif" alt="%s logo"/></a>
        <div id="metaNav">
<!-- meta_nav.html -->
<a 
    id="navTags"
    href="%s"
    %s
    >tags</a>
<a 
    id="navUsers"
    href="%s"
    %s
    >users</a>
<a 
    id="navBadges"
    href="%s"
    %s
    >badges</a>
<!-- end meta_nav.html -->
        </div>
        <div class="clean"></div>
    </div>
</div>
<!-- end template header.html -->
`, c.Href("account/signin/?next="+next), c.Href("help/"), c.Href(s.Entry()), c.Href(abMedia), Esc(abShort),
		c.Href("tags/"), abOn(pg.tab == "tags"), c.Href("users/"), abOn(pg.tab == "users"), c.Href("badges/"), abOn(pg.tab == "badges"))
	var scopes string
	if pg.tab == "ask" {
		scopes = `    <div class="scope-selector ask-message">Please ask your question here</div>`
	} else {
		allOn, unOn := "", ""
		if pg.state != nil && st.scope == "all" {
			allOn = "on"
		}
		if pg.state != nil && st.scope == "unanswered" {
			unOn = "on"
		}
		scopes = fmt.Sprintf(`    <a class="scope-selector %s"
        href="%s" title="see all questions">ALL</a>
    <a class="scope-selector %s"
        href="%s" title="see unanswered questions">UNANSWERED</a>`,
			allOn, c.Href(st.withScope("all").url()), unOn, c.Href(st.withScope("unanswered").withSort("answers-asc").url()))
	}
	ask := ""
	if pg.tab != "ask" {
		ask = fmt.Sprintf(`                    <td width="1">
    <a
        id="askButton"
        class="button"
        href="%s"
        >Ask Your Question</a>
                    </td>
`, c.Href("questions/ask/"))
	}
	query := ""
	if pg.state != nil {
		query = Esc(st.query)
	}
	fmt.Fprintf(&h, `<!-- template secondary_header.html -->
<div id="secondaryHeader">
    <div class="content-wrapper">
        <form
                action="%s" id="searchForm"
            class="scopes-True-True-False"
            method="get">
            <table width="100%%">
                <tr>
                    <td width="1"><a id="homeButton" href="%s"><i class="fa fa-home"></i></a></td>
                    <td width="1"><div id="scopeNav">
%s
</div>
</td>
                    <td class="search-bar"><div id="searchBar" class=""><input class="searchInput" type="text" autocomplete="off" value="%s" name="query" id="keywords"/></div></td>
%s                </tr>
            </table>
        </form>
    </div>
</div>
`, c.Href(s.Entry()), c.Href(s.Entry()), scopes, query, ask)
	if pg.oneCol {
		fmt.Fprintf(&h, "<div class=\"content-wrapper\">\n<div id=\"ContentFull\">\n%s</div>\n</div>\n", content)
	} else {
		fmt.Fprintf(&h, "<div class=\"content-wrapper\">\n<div id=\"ContentLeft\">\n%s</div>\n<div id=\"ContentRight\">\n%s</div>\n</div>\n", content, pg.sidebar)
	}
	fmt.Fprintf(&h, `<!-- template footer.html -->
<div id="ground">
    <div class="content-wrapper">
        <div class="footer-links" >
            <a href="%s">about</a><span class="link-separator"> |</span>
            <a href="%s">faq</a><span class="link-separator"> |</span>
            <a href="%s" title="help">help</a>
            <span class="link-separator"> |</span>
            <a href="%s">privacy policy</a><span class="link-separator"> |</span>
            <a href="%s">give feedback</a>
        </div>
        <div class="powered-link">
            <a href="http://askbot.com" target="_blank">
                Powered by Askbot version %s
            </a>
        </div>
        <div class="clean"></div>
    </div>
</div>
<!-- end template footer.html -->
        <script type="text/javascript" src="%sjslib/jquery-1.7.2.min.js"></script>
        <script type="text/javascript" src="%sjs/utils.js?v=3"></script>
        </div><!--.container-->
    </body>
</html>
`, c.Href("about/"), c.Href("faq/"), c.Href("help/"), c.Href("privacy/"), c.Href("feedback/"), abVersion, c.Href(abMedia), c.Href(abMedia))
	return h.String()
}

func abOn(on bool) string {
	if on {
		return `class="on"`
	}
	return ""
}

// userCard is widgets/user_card.html.
func (s abSkin) userCard(c *Ctx, u *User) string {
	d := abTab(c.W)
	return fmt.Sprintf(`<div class="user-card">
    %s
    <div class="user-info">
        <a href="%s">%s</a>
        <br/>
            <span class="reputation-score">%s</span>
            %s
    </div>
</div>`, s.gravatar(c, u, 32), c.Href(d.userURL(u)), Esc(u.Name), abHumanize(d.karma[u]), s.badgeSummary(d, u))
}

// gravatar is macros.gravatar: the avatar linking the profile.
func (s abSkin) gravatar(c *Ctx, u *User, size int) string {
	return fmt.Sprintf(`<a class="js-avatar-box" href="%s"><img class="js-avatar gravatar" width="%d" height="%d" src="//www.gravatar.com/avatar/%016x%016x?s=%d&amp;d=identicon&amp;r=PG" title="%s" alt="%s gravatar image" /></a>`,
		c.Href(abTab(c.W).userURL(u)), size, size, Hash("ab-grav", u.ID), Hash("ab-grav2", u.ID), size, Esc(u.Name), Esc(u.Name))
}

// abTimeago is macros.timeago: an abbr the timeago script rewrites in the browser.
func abTimeago(t time.Time) string {
	s := t.UTC().Format("2006-01-02 15:04:05-07:00")
	return `<abbr class="timeago" title="` + s + `">` + s + `</abbr>`
}

// abDiffDate is functions.diff_date: minutes or hours ago, yesterday, 2 days ago, else the date.
func abDiffDate(now, t time.Time) string {
	diff := now.Sub(t)
	days := int(diff.Hours() / 24)
	switch {
	case days > 2 && t.Year() == now.Year():
		return t.Format("Jan 02")
	case days > 2:
		return t.Format("Jan 02 '06")
	case days == 2:
		return "2 days ago"
	case days == 1:
		return "yesterday"
	case diff >= time.Hour:
		return abCount(int(diff.Hours()), "hour ago", "hours ago")
	}
	return abCount(int(diff.Minutes()), "min ago", "mins ago")
}

// abHumanize is the humanize_counter filter: 1.2k past a thousand.
func abHumanize(n int) string {
	if n < 1000 {
		return strconv.Itoa(n)
	}
	return fmt.Sprintf("%.1fk", float64(n)/1000)
}

func abPlural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func abCount(n int, one, many string) string { return fmt.Sprintf("%d %s", n, abPlural(n, one, many)) }
