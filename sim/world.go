package sim

import (
	"cmp"
	"hash/fnv"
	"slices"
	"sync"
	"time"

	"focus/sim/text"
)

// Shape sets the size of a generated site. Ranges are [min, max], inclusive.
type Shape struct {
	Categories        int
	BoardsPerCategory [2]int
	SubBoardChance    float64 // chance that a board has 1-3 sub-boards
	Threads           [2]int  // threads per board
	Posts             [2]int  // posts per thread; long tails are added on top
	LongThreadChance  float64 // chance that a thread runs to Posts[1]*3 posts
	ThreadsPerPage    int
	PostsPerPage      int
	Users             int
	Lang              text.Lang
	Topics            []string // nil: a different topic per category
	Opinion           float64  // share of opinionated sentences in posts
	StickyChance      float64
}

// World is the whole content of one site, generated deterministically from a seed.
type World struct {
	Seed       int64
	Shape      Shape
	Categories []*Category
	Boards     []*Board // every board and sub-board, in display order
	Threads    []*Thread
	Posts      []*Post
	Users      []*User
	Now        time.Time // the site's "current" time; every timestamp is before it

	mu      sync.Mutex
	derived map[string]*derivation
}

type derivation struct {
	once sync.Once
	v    any
}

// Derived is what build makes of the world, built once per world and key:
// skins keep their slug tables and lookups here, as BoardURL and ThreadURL
// reach the world only through Board.World.
func (w *World) Derived(key string, build func() any) any {
	w.mu.Lock()
	d := w.derived[key]
	if d == nil {
		if w.derived == nil {
			w.derived = map[string]*derivation{}
		}
		d = &derivation{}
		w.derived[key] = d
	}
	w.mu.Unlock()
	d.once.Do(func() { d.v = build() })
	return d.v
}

// Category groups top-level boards on the entry page.
type Category struct {
	ID     int
	Name   string
	Topic  string
	Boards []*Board
}

// Board is a forum board (or a blog category, a Q&A tag, a news section, a photo group).
type Board struct {
	World       *World
	ID          int
	Name        string
	Description string
	Topic       string
	Category    *Category
	Parent      *Board
	Children    []*Board
	Threads     []*Thread // display order: stickies first, then newest last post first
}

// Thread is a thread (or a blog post, a question, a news article, a photo).
type Thread struct {
	ID     int
	Board  *Board
	Title  string
	Topic  string
	Author *User
	Sticky bool
	Views  int
	Tags   []string
	Posts  []*Post // oldest first; Posts[0] is the opening post
}

// Post is one post (or a comment or an answer).
type Post struct {
	ID     int
	Thread *Thread
	Index  int // position in the thread, 0-based
	Author *User
	Time   time.Time
	Body   []string // paragraphs
}

// User is a member of the site.
type User struct {
	ID       int
	Name     string
	Joined   time.Time
	Posts    int
	Bio      string
	Tags     []string // interests (media-sharing profiles)
	Contacts []*User
	Topic    string
}

// LastPost is the newest post of a thread.
func (t *Thread) LastPost() *Post { return t.Posts[len(t.Posts)-1] }

// Pages is how many pages a thread takes with per posts a page.
func (t *Thread) Pages(per int) int { return pageCount(len(t.Posts), per) }

// PageOf is the 1-based page that holds post index i.
func PageOf(i, per int) int { return i/per + 1 }

// Pages is how many pages the board's thread list takes.
func (b *Board) Pages(per int) int { return pageCount(len(b.Threads), per) }

// Trail is the board's parents, top-level first, then the board: a breadcrumb.
// A nil board has none.
func (b *Board) Trail() []*Board {
	var trail []*Board
	for x := b; x != nil; x = x.Parent {
		trail = append([]*Board{x}, trail...)
	}
	return trail
}

// AllPosts counts the posts of the board and its sub-boards.
func (b *Board) AllPosts() int {
	n := 0
	for _, t := range b.Threads {
		n += len(t.Posts)
	}
	for _, c := range b.Children {
		n += c.AllPosts()
	}
	return n
}

// AllThreads counts the threads of the board and its sub-boards.
func (b *Board) AllThreads() int {
	n := len(b.Threads)
	for _, c := range b.Children {
		n += c.AllThreads()
	}
	return n
}

// Latest is the newest post in the board or its sub-boards, or nil.
func (b *Board) Latest() *Post {
	var best *Post
	consider := func(p *Post) {
		if p != nil && (best == nil || p.Time.After(best.Time)) {
			best = p
		}
	}
	for _, t := range b.Threads {
		consider(t.LastPost())
	}
	for _, c := range b.Children {
		consider(c.Latest())
	}
	return best
}

// Page returns the items of 1-based page p, per items a page.
func Page[T any](items []T, p, per int) []T {
	lo := (p - 1) * per
	if p < 1 || lo >= len(items) {
		return nil
	}
	return items[lo:min(lo+per, len(items))]
}

func pageCount(n, per int) int {
	if n == 0 {
		return 1
	}
	return (n + per - 1) / per
}

// ThreadsByDate is every thread, newest opening post first (blog front pages, news feeds).
func (w *World) ThreadsByDate() []*Thread {
	return newestFirst(w.Threads)
}

// ThreadsByActivity is every thread, newest last post first ("recent topics" sidebars).
func (w *World) ThreadsByActivity() []*Thread {
	ts := slices.Clone(w.Threads)
	slices.SortStableFunc(ts, func(a, b *Thread) int { return b.LastPost().Time.Compare(a.LastPost().Time) })
	return ts
}

// byID is the id-th of s, ids counting from 1; nil for an id no row has.
func byID[T any](s []*T, id int) *T {
	if id < 1 || id > len(s) {
		return nil
	}
	return s[id-1]
}

// Thread finds a thread by id.
func (w *World) Thread(id int) *Thread {
	return byID(w.Threads, id)
}

// Board finds a board by id.
func (w *World) Board(id int) *Board {
	return byID(w.Boards, id)
}

// Post finds a post by id.
func (w *World) Post(id int) *Post {
	return byID(w.Posts, id)
}

// User finds a user by id.
func (w *World) User(id int) *User {
	return byID(w.Users, id)
}

// Tags lists every thread tag in the world, sorted.
func (w *World) Tags() []string {
	seen := map[string]bool{}
	for _, t := range w.Threads {
		for _, tag := range t.Tags {
			seen[tag] = true
		}
	}
	tags := make([]string, 0, len(seen))
	for tag := range seen {
		tags = append(tags, tag)
	}
	slices.Sort(tags)
	return tags
}

// ThreadsTagged lists the threads carrying tag, newest first.
func (w *World) ThreadsTagged(tag string) []*Thread {
	var out []*Thread
	for _, t := range w.ThreadsByDate() {
		if slices.Contains(t.Tags, tag) {
			out = append(out, t)
		}
	}
	return out
}

// Hash mixes values into a stable number, for per-page details (view counts,
// ad slots) that must not change between two fetches of the same page.
func Hash(parts ...any) uint64 {
	h := fnv.New64a()
	for _, p := range parts {
		switch v := p.(type) {
		case string:
			h.Write([]byte(v))
		case int:
			var b [8]byte
			for i := range b {
				b[i] = byte(v >> (8 * i))
			}
			h.Write(b[:])
		}
		h.Write([]byte{0})
	}
	return h.Sum64()
}

// NewWorld generates a site's content. Same seed and shape, same world.
func NewWorld(seed int64, s Shape) *World {
	g := text.New(seed, s.Lang)
	w := &World{Seed: seed, Shape: s, Now: time.Date(2026, 10, 1, 12, 0, 0, 0, time.UTC)}
	span := func(r [2]int) int { return r[0] + g.Intn(r[1]-r[0]+1) }
	chance := func(p float64) bool { return float64(g.Intn(10000)) < p*10000 }

	for i := 1; i <= s.Users; i++ {
		topic := g.Topic()
		u := &User{ID: i, Name: g.UserName(), Topic: topic, Tags: g.Tags(topic, 3+g.Intn(5)),
			Joined: w.Now.AddDate(-6, 0, 0).Add(time.Duration(g.Intn(5*365*24)) * time.Hour)}
		u.Bio = g.Sentence(topic)
		w.Users = append(w.Users, u)
	}
	for _, u := range w.Users {
		for range g.Intn(8) {
			c := w.Users[g.Intn(len(w.Users))]
			if c != u && !slices.Contains(u.Contacts, c) {
				u.Contacts = append(u.Contacts, c)
			}
		}
	}

	newBoard := func(c *Category, parent *Board, topic string) *Board {
		name, desc := g.BoardName(topic)
		b := &Board{World: w, ID: len(w.Boards) + 1, Name: name, Description: desc, Topic: topic, Category: c, Parent: parent}
		w.Boards = append(w.Boards, b)
		return b
	}
	for ci := 1; ci <= s.Categories; ci++ {
		topic := g.Topic()
		if len(s.Topics) > 0 {
			topic = s.Topics[(ci-1)%len(s.Topics)]
		}
		name, _ := g.BoardName(topic)
		c := &Category{ID: ci, Name: name, Topic: topic}
		w.Categories = append(w.Categories, c)
		for range span(s.BoardsPerCategory) {
			b := newBoard(c, nil, topic)
			c.Boards = append(c.Boards, b)
			if chance(s.SubBoardChance) {
				for range 1 + g.Intn(3) {
					b.Children = append(b.Children, newBoard(c, b, topic))
				}
			}
		}
	}

	for _, b := range w.Boards {
		n := span(s.Threads)
		if b.Parent != nil {
			n = max(1, n/2)
		}
		for range n {
			w.addThread(g, b, span, chance)
		}
	}
	for _, b := range w.Boards {
		b.Threads = slices.Clone(b.Threads)
		slices.SortStableFunc(b.Threads, func(x, y *Thread) int {
			if x.Sticky != y.Sticky {
				if x.Sticky {
					return -1
				}
				return 1
			}
			return cmp.Compare(y.LastPost().Time.UnixNano(), x.LastPost().Time.UnixNano())
		})
	}
	return w
}

func (w *World) addThread(g *text.Gen, b *Board, span func([2]int) int, chance func(float64) bool) {
	s := w.Shape
	t := &Thread{ID: len(w.Threads) + 1, Board: b, Topic: b.Topic, Title: g.Title(b.Topic),
		Sticky: chance(s.StickyChance), Tags: g.Tags(b.Topic, 1+g.Intn(4))}
	t.Author = w.Users[g.Intn(len(w.Users))]
	n := span(s.Posts)
	if chance(s.LongThreadChance) {
		n = s.Posts[1] * (2 + g.Intn(2))
	}
	// Threads start within the last two years, early enough that replies,
	// each minutes to two days after the last, all fall before Now.
	at := w.Now.Add(-time.Duration(n*49+1+g.Intn(2*365*24)) * time.Hour)
	for i := range n {
		author := t.Author
		if i > 0 {
			author = w.Users[g.Intn(len(w.Users))]
			at = at.Add(time.Duration(5+g.Intn(48*60)) * time.Minute)
		}
		paras := 1 + g.Intn(3)
		if i == 0 {
			paras++
		}
		p := &Post{ID: len(w.Posts) + 1, Thread: t, Index: i, Author: author, Time: at,
			Body: g.Paragraphs(t.Topic, paras, s.Opinion)}
		author.Posts++
		t.Posts = append(t.Posts, p)
		w.Posts = append(w.Posts, p)
	}
	t.Views = len(t.Posts)*17 + int(Hash("views", t.ID)%900)
	b.Threads = append(b.Threads, t)
	w.Threads = append(w.Threads, t)
}
