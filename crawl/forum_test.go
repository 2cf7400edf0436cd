package crawl

import (
	"fmt"
	"strings"
	"time"

	"focus/urlpattern"
)

// itfForum is a small forum for the ITF gate: an entry page, three boards
// of three index pages (/f/B, /f/B?page=2, /f/B?page=3), six threads per
// index page, each one to three pages long (/t/T, /t/T?page=N), but thread
// 7 with twelve pages, whose pagination shows a window of pages, as
// phpBB's does, so that discovery order is not page order. Around them is
// what the gate must not follow: login, profile and permalink pages, a
// last-post shortcut on index pages, and, on thread pages only, links to
// an index page and a thread reachable from nowhere else. Some links carry
// a session id (sid), which the gate strips. Three-page threads repeat
// their first post atop their later pages, as Q&A sites and blogs do.
type itfForum struct {
	pages   map[string]string // request URI -> HTML
	threads []Thread          // expected threads.jsonl lines, with relative URLs
	types   map[string]string // URI the crawl must fetch (as linked) -> its url_type
}

const (
	itfBoards      = 3
	itfBoardPages  = 3
	itfPerPage     = 6
	itfPostsOnPage = 3
	itfLongThread  = 7 // the twelve-page thread
)

// itfPostTime is the date of post n: dates are printed without a zone,
// which the crawl reads as UTC.
func itfPostTime(n int) time.Time {
	return time.Date(2024, 3, 1, 9, 0, 0, 0, time.UTC).Add(time.Duration(n) * 37 * time.Minute)
}

func newITFForum() *itfForum {
	f := &itfForum{pages: map[string]string{}, types: map[string]string{"/": TypeEntry}}
	var boards []string
	for b := 1; b <= itfBoards; b++ {
		boards = append(boards, a(fmt.Sprintf("/f/%d", b), fmt.Sprintf("Board %d", b)))
	}
	f.pages["/"] = page("Forum", append(boards, a("/login?sid=0a1b", "Log in"), a("/u/1", "Newest member"))...)
	post := 0
	for b := 1; b <= itfBoards; b++ {
		for p := 1; p <= itfBoardPages; p++ {
			uri, typ := fmt.Sprintf("/f/%d", b), TypeIndex
			if p > 1 {
				uri, typ = fmt.Sprintf("/f/%d?page=%d", b, p), TypeIndexFlip
			}
			links := []string{a("/", "Forum"), a("/login", "Log in")}
			for q := 2; q <= itfBoardPages; q++ {
				links = append(links, a(fmt.Sprintf("/f/%d?page=%d", b, q), fmt.Sprint(q)))
			}
			for i := 1; i <= itfPerPage; i++ {
				tid := ((b-1)*itfBoardPages+p-1)*itfPerPage + i
				// Every other topic link carries a session id.
				href := fmt.Sprintf("/t/%d", tid)
				if tid%2 == 0 {
					href += "?sid=5e55" + fmt.Sprint(tid)
				}
				links = append(links, a(href, fmt.Sprintf("Topic %d", tid)),
					a(fmt.Sprintf("/t/%d?view=last", tid), "last post"),
					a(fmt.Sprintf("/u/%d", tid%5+1), "starter"))
				if n := itfThreadPages(tid); n > 1 {
					links = append(links, a(fmt.Sprintf("/t/%d?page=%d", tid, n), fmt.Sprint(n)))
				}
				post = f.addThread(b, tid, post)
			}
			f.pages[uri], f.types[uri] = page(fmt.Sprintf("Board %d, page %d", b, p), links...), typ
		}
	}
	return f
}

func itfThreadPages(tid int) int {
	if tid == itfLongThread {
		return 12
	}
	return tid%3 + 1
}

// addThread adds the pages of thread tid and its expected record; post is
// the number of posts so far, which numbers the new ones.
func (f *itfForum) addThread(board, tid, post int) int {
	n := itfThreadPages(tid)
	th := Thread{Thread: fmt.Sprintf("/t/%d", tid), URL: fmt.Sprintf("/t/%d", tid), Title: fmt.Sprintf("Topic %d", tid)}
	var firstPost string // its HTML
	if tid%2 == 0 {
		th.URL += "?sid=5e55" + fmt.Sprint(tid)
	}
	for pg := 1; pg <= n; pg++ {
		uri, typ := fmt.Sprintf("/t/%d", tid), TypeThread
		if pg > 1 {
			uri, typ = fmt.Sprintf("/t/%d?page=%d", tid, pg), TypeThreadFlip
		}
		linked := uri
		if pg == 1 {
			linked = th.URL
		}
		th.Pages = append(th.Pages, ThreadPage{URL: linked, Page: pg})
		body := []string{
			`<div class="nav">` + a("/", "Forum") + " » " + a(fmt.Sprintf("/f/%d", board), fmt.Sprintf("Board %d", board)) + " " + a("/login", "Log in") + "</div>",
			`<div class="pagination">` + strings.Join(itfPagination(tid, pg, n), " ") + "</div>",
			`<div class="posts">`,
		}
		switch {
		case pg > 1 && n == 3:
			body = append(body, firstPost)
		case pg > 1 && tid%3 == 1:
			// An article's lead and byline atop its comments: the first
			// post again, its text cut short.
			body = append(body, firstPost[:strings.Index(firstPost, "Some words")]+"</div></div>")
		}
		// The last page of an even thread holds a lone post.
		count := itfPostsOnPage
		if pg == n && tid%2 == 0 {
			count = 1
		}
		for range count {
			post++
			author := fmt.Sprintf("member%d", post%4+1)
			p := Post{
				Author:    author,
				AuthorURL: fmt.Sprintf("/u/%d", post%4+1),
				Time:      itfPostTime(post),
				Text:      fmt.Sprintf("Post %d of topic %d.%s", post, tid, strings.Repeat(" Some words about the topic at hand.", 1+post%3)),
				URL:       fmt.Sprintf("/p/%d#p%d", post, post),
				Page:      pg,
			}
			th.Posts = append(th.Posts, p)
			body = append(body, fmt.Sprintf(`<div class="post" id="p%d"><div class="postauthor">%s</div>`+
				`<div class="postdate">%s</div><div class="content">%s</div></div>`,
				post, a(p.AuthorURL, author), a(p.URL, p.Time.Format("2006-01-02 15:04")), p.Text))
			if firstPost == "" {
				firstPost = body[len(body)-1]
			}
		}
		// Similar topics, with the pager of the next one: its later
		// page is its own, not this thread's.
		similar := a("/t/999", "Similar topic") + " " + a("/f/99", "Hidden board")
		if next := tid + 1; next <= itfBoards*itfBoardPages*itfPerPage && itfThreadPages(next) > 1 {
			similar += " " + a(fmt.Sprintf("/t/%d?page=2", next), "2")
		}
		body = append(body, "</div>", `<div class="similar">`+similar+"</div>")
		f.pages[uri], f.types[linked] = page(fmt.Sprintf("Topic %d", tid), body...), typ
		f.pages[linked] = f.pages[uri]
	}
	f.threads = append(f.threads, th)
	return post
}

// itfPagination links page pg of an n-page thread to the first page, the
// pages two either side and the last page, as phpBB does.
func itfPagination(tid, pg, n int) []string {
	var links []string
	for q := 1; q <= n; q++ {
		if q != 1 && q != n && (q < pg-2 || q > pg+2) {
			continue
		}
		href := fmt.Sprintf("/t/%d?page=%d", tid, q)
		if q == 1 {
			href = fmt.Sprintf("/t/%d", tid)
		}
		links = append(links, a(href, fmt.Sprint(q)))
	}
	return links
}

// itfRegexes are hand-written regexes for itfForum, as a profile would
// hold them.
func itfRegexes() ITFRegexes {
	return ITFRegexes{
		Index:         matcher(`^http://[^/]+/f/\d+$`),
		IndexFlip:     matcher(`^http://[^/]+/f/\d+\?page=\d+$`),
		Thread:        matcher(`^http://[^/]+/t/\d+$`),
		ThreadFlip:    matcher(`^http://[^/]+/t/\d+\?page=\d+$`),
		SessionParams: []string{"sid"},
	}
}

// matcher compiles one regex.
func matcher(re string) *urlpattern.Matcher {
	m, err := urlpattern.Set{Patterns: []urlpattern.Pattern{{Regex: re}}}.Compile()
	if err != nil {
		panic(err)
	}
	return m
}

// scenario is a site that a gate crawls whole.
type scenario struct {
	name    string            // of the gate: bfs or itf
	pages   map[string]string // request URI -> HTML
	want    map[string]string // URI crawl.jsonl must hold, as linked -> url_type
	threads []Thread          // what threads.jsonl must hold, URLs relative
}

// scenarios are forum with the BFS gate and itfForum with the ITF gate.
func scenarios() []scenario {
	bfs := forum()
	want := map[string]string{}
	for uri := range bfs {
		want[uri] = "link"
	}
	want["/"] = TypeEntry
	f := newITFForum()
	return []scenario{{"bfs", bfs, want, nil}, {"itf", f.pages, f.types, f.threads}}
}

// gateFor returns the gate of the scenario named name.
func gateFor(name, seed string) (Gate, error) {
	if name == "itf" {
		return NewITF(seed, itfRegexes())
	}
	return NewBFS(seed)
}
