package crawl

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/cockroachdb/pebble/v2"

	"focus/align"
)

// Thread is one line of threads.jsonl: a thread, its pages in order and
// their posts.
type Thread struct {
	Thread string       `json:"thread"`          // id: the Gate.Key of the first page's URL
	URL    string       `json:"url"`             // the first page, as linked
	Title  string       `json:"title,omitempty"` // the first page's <title>
	Pages  []ThreadPage `json:"pages"`
	// Posts are page by page, in page order. A post repeated from an
	// earlier page (a question atop each page of answers, a blog post atop
	// each page of comments, an article's lead atop each page of its
	// comments) is given once.
	Posts []Post `json:"posts"`
	// Partial marks a thread written when the fetch budget ran out with
	// pages of it still queued. Resuming the crawl with a larger budget
	// writes it again, whole: the last line of a thread id is the one to
	// keep.
	Partial bool `json:"partial,omitempty"`
}

// ThreadPage is a page of a thread.
type ThreadPage struct {
	URL       string    `json:"url"`  // as in crawl.jsonl
	Page      int       `json:"page"` // 1-based place in the thread
	FetchedAt time.Time `json:"fetched_at"`
}

// Post is a post of a thread page, as align reads it.
type Post struct {
	Author    string    `json:"author,omitempty"`
	AuthorURL string    `json:"author_url,omitempty"`
	Time      time.Time `json:"time,omitzero"` // UTC when the page printed no zone
	Text      string    `json:"text"`
	URL       string    `json:"url,omitempty"` // permalink
	Page      int       `json:"page"`          // the thread page it is on, as in Pages
}

// threadPage is what a fetch worker reads from a thread page.
type threadPage struct {
	title string
	posts []Post
}

// readThreadPage parses a thread page once for its links, title and posts.
// clock is the server's time of the answer (fetch.Page.Clock).
func readThreadPage(body []byte, pageURL string, clock time.Time, dates align.DateOrder) (*threadPage, *align.Doc, error) {
	d, err := align.Parse(bytes.NewReader(body), pageURL)
	if err != nil {
		return nil, nil, err
	}
	d.Now = clock.UTC() // anchors "2 hours ago"; zone-less dates read as UTC
	d.Dates = dates
	tp := &threadPage{title: title(d.Root)}
	for _, p := range d.Posts() {
		tp.posts = append(tp.posts, Post{Author: p.Author, AuthorURL: p.AuthorURL, Time: p.Time.UTC(), Text: p.Text, URL: p.URL})
	}
	return tp, d, nil
}

// threadState is a thread being crawled; it stays in the store until the
// thread is complete and written.
type threadState struct {
	ID      string `json:"id"`
	URL     string `json:"u"`
	Title   string `json:"t,omitempty"`
	Pending int    `json:"n"`           // its items in the frontier, in-flight ones included
	Written int    `json:"w,omitempty"` // pages in its partial line, if one was written
}

// storedPage is a fetched page of a thread waiting for the rest.
type storedPage struct {
	ThreadPage
	Key   string `json:"k"` // Gate.Key of URL, which orders the flip pages
	First bool   `json:"f,omitempty"`
	Posts []Post `json:"p,omitempty"`
	dbKey []byte // where it is stored
}

// startThread opens the thread of a newly queued thread URL.
func (t *tx) startThread(id, u string) error {
	return t.putThread(&threadState{ID: id, URL: u, Pending: 1})
}

// flipQueued counts a newly queued flip page of thread id.
func (t *tx) flipQueued(id string) error {
	ts, err := t.thread(id)
	if err != nil {
		return err
	}
	ts.Pending++
	return t.putThread(ts)
}

func (t *tx) thread(id string) (*threadState, error) {
	v, closer, err := t.b.Get(hashed(threadPrefix, id))
	if err != nil {
		return nil, fmt.Errorf("read thread %s: %w", id, err)
	}
	defer closer.Close()
	var ts threadState
	if err := json.Unmarshal(v, &ts); err != nil {
		return nil, fmt.Errorf("thread %s is corrupt: %w", id, err)
	}
	return &ts, nil
}

func (t *tx) putThread(ts *threadState) error {
	v, err := json.Marshal(ts)
	if err != nil {
		return fmt.Errorf("encode thread: %w", err)
	}
	if err := t.b.Set(hashed(threadPrefix, ts.ID), v, nil); err != nil {
		return fmt.Errorf("save thread %s: %w", ts.ID, err)
	}
	return nil
}

// addPage stores a fetched page of thread id under the page's queue key.
func (t *tx) addPage(id, queueKey string, p *storedPage) error {
	v, err := json.Marshal(p)
	if err != nil {
		return fmt.Errorf("encode thread page: %w", err)
	}
	if err := t.b.Set(append(hashed(pagePrefix, id), queueKey...), v, nil); err != nil {
		return fmt.Errorf("save thread page %s: %w", p.URL, err)
	}
	return nil
}

// pages returns the stored pages of thread id in thread order: its first
// page, then its flip pages by Key, shorter first, which puts page=9
// before page=10. Flip links are ordered neither by discovery (page 1
// links to 2, 3 and the last page at once) nor by the chain's depth.
func (t *tx) pages(id string) ([]storedPage, error) {
	prefix := hashed(pagePrefix, id)
	iter, err := t.b.NewIter(&pebble.IterOptions{LowerBound: prefix, UpperBound: upper(prefix)})
	if err != nil {
		return nil, fmt.Errorf("read thread pages: %w", err)
	}
	defer iter.Close()
	var ps []storedPage
	for valid := iter.First(); valid; valid = iter.Next() {
		p := storedPage{dbKey: bytes.Clone(iter.Key())}
		if err := json.Unmarshal(iter.Value(), &p); err != nil {
			return nil, fmt.Errorf("thread page %x is corrupt: %w", iter.Key(), err)
		}
		ps = append(ps, p)
	}
	if err := iter.Error(); err != nil {
		return nil, fmt.Errorf("read thread pages: %w", err)
	}
	slices.SortFunc(ps, func(a, b storedPage) int {
		if a.First != b.First {
			if a.First {
				return -1
			}
			return 1
		}
		return cmp.Or(cmp.Compare(len(a.Key), len(b.Key)), cmp.Compare(a.Key, b.Key))
	})
	return ps, nil
}

// dropThread deletes a thread and its pages ps. Point deletions: a range
// deletion per thread would leave a million range tombstones for pebble
// to wade through.
func (t *tx) dropThread(id string, ps []storedPage) error {
	for _, p := range ps {
		if err := t.b.Delete(p.dbKey, nil); err != nil {
			return fmt.Errorf("drop thread page: %w", err)
		}
	}
	if err := t.b.Delete(hashed(threadPrefix, id), nil); err != nil {
		return fmt.Errorf("drop thread: %w", err)
	}
	return nil
}

// upper returns the smallest key above every key that starts with prefix.
func upper(prefix []byte) []byte {
	u := bytes.Clone(prefix)
	for i := len(u) - 1; i >= 0; i-- {
		if u[i]++; u[i] != 0 {
			return u[:i+1]
		}
	}
	return nil // all 0xff: no upper bound
}

// threadFetched records the Get of a page of a thread, whose page counts
// if it was read and kept, and writes the thread once none of it is
// queued.
func (c *crawler) threadFetched(t *tx, r result, kept bool) error {
	id := r.it.Thread
	ts, err := t.thread(id)
	if err != nil {
		return err
	}
	if kept && r.thread != nil {
		first := r.it.Type == TypeThread
		if first {
			ts.Title = r.thread.title
		}
		p := &storedPage{
			ThreadPage: ThreadPage{URL: r.it.URL, FetchedAt: r.page.FetchedAt.UTC()},
			Key:        c.gateKey(r.it.URL),
			First:      first,
			Posts:      r.thread.posts,
		}
		if err := t.addPage(id, r.key, p); err != nil {
			return err
		}
	}
	ts.Pending--
	if ts.Pending > 0 {
		return t.putThread(ts)
	}
	return c.writeThread(t, ts, false)
}

// writeThread appends ts to threads.jsonl. A complete thread then leaves
// the store; a partial one stays, for a resumed crawl to complete.
func (c *crawler) writeThread(t *tx, ts *threadState, partial bool) error {
	ps, err := t.pages(ts.ID)
	if err != nil {
		return err
	}
	// Nothing new to say: all its pages failed, or a finished crawl is
	// resumed and flushed again.
	skip := len(ps) == 0 || (partial && len(ps) == ts.Written)
	if !skip {
		th := Thread{Thread: ts.ID, URL: ts.URL, Title: ts.Title, Partial: partial, Pages: []ThreadPage{}, Posts: []Post{}}
		before := map[Post]bool{} // the posts of earlier pages, Page unset; times are UTC, as stored
		for i, p := range ps {
			p.Page = i + 1
			th.Pages = append(th.Pages, p.ThreadPage)
			for j, post := range p.Posts {
				if before[post] || i > 0 && j == 0 && len(th.Posts) > 0 && atop(post, th.Posts[0]) {
					continue
				}
				post.Page = p.Page
				th.Posts = append(th.Posts, post)
			}
			for _, post := range p.Posts {
				before[post] = true
			}
		}
		line, err := json.Marshal(th)
		if err != nil {
			return fmt.Errorf("encode thread: %w", err)
		}
		if err := c.out.threads.append(append(line, '\n')); err != nil {
			return err
		}
		if ts.Written == 0 {
			c.st.Stats.ThreadsDone++
		}
		ts.Written = len(ps)
	}
	if partial {
		return t.putThread(ts)
	}
	return t.dropThread(ts.ID, ps)
}

// atop reports whether post, the first of a later page, is the thread's
// first post shown again above the page's replies, abridged: a news site
// shows its article's lead and byline atop each page of comments. Its
// author and date say so, and its text is no longer than the first
// post's: a longer one holds more than the first post (a topic's header
// read together with the page's first reply), which is not dropped.
func atop(post, first Post) bool {
	return post.Author != "" && post.Author == first.Author && !post.Time.IsZero() && post.Time.Equal(first.Time) &&
		len(post.Text) <= len(first.Text)
}

// flushThreads writes, as partial, the threads that still have pages
// queued when the crawl ends with its budget spent.
func (c *crawler) flushThreads() error {
	t := c.fr.begin(&c.st)
	defer t.close()
	iter, err := t.b.NewIter(&pebble.IterOptions{LowerBound: []byte{threadPrefix}, UpperBound: []byte{threadPrefix + 1}})
	if err != nil {
		return fmt.Errorf("read threads: %w", err)
	}
	var open []*threadState
	for valid := iter.First(); valid; valid = iter.Next() {
		var ts threadState
		if err := json.Unmarshal(iter.Value(), &ts); err != nil {
			iter.Close()
			return fmt.Errorf("thread %x is corrupt: %w", iter.Key(), err)
		}
		open = append(open, &ts)
	}
	if err := iter.Close(); err != nil {
		return fmt.Errorf("read threads: %w", err)
	}
	for _, ts := range open {
		if err := c.writeThread(t, ts, true); err != nil {
			return err
		}
	}
	if len(open) > 0 {
		c.log.Info("budget spent with threads still queued: written as partial", "threads", len(open))
	}
	return c.commit(t)
}
