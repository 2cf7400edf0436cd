// Package crawl owns the online crawl: durable frontier and seen set, the
// link gate, fetching, outputs, resumption.
//
// [Run] crawls from a seed (and Config.Seeds, for a crawl across sites),
// breadth-first unless a [Scorer] orders the frontier. Links are read from
// 2xx HTML pages only, and not from a page whose robots meta tag or
// X-Robots-Tag header says nofollow. Each link passes, in order, the depth
// limit, the trap guards (URL length, a query parameter name or path
// segment repeated more than three times), a [Gate], which picks the links
// to follow and their url_type, and the seen set, keyed by a hash of
// [Gate.Key]. [BFS] is the generic gate; [ITF] is FoCUS's, which follows
// only the URLs a site profile's regexes match and never classifies a
// page; [NewWeb] follows links to any host. An optional [Scorer] orders
// the frontier and filters what is archived; it may move queued URLs as it
// learns (Priority for a URL already queued, and [Rescorer], asked again
// just before a fetch). With Config.PruneLists and a gate that is a
// [Lister] (ITF is), the crawl pages through a list before opening others
// and stops fetching kinds of lists whose pages show only threads it has
// already found (a blog's tags and archives, once its home page's pages
// are done; see lists.go), however many fetches run at once. [Progress]
// displays a running crawl.
//
// # Layout of Config.Out
//
//	crawl.jsonl     one JSON object per Get (see [Record]); URLs robots.txt
//	                disallows are not fetched and not logged
//	pages.warc.gz   WARC/1.1, one gzip member per record: a warcinfo record,
//	                then a request and a response record per response
//	threads.jsonl   one JSON object per thread (see [Thread]); empty unless
//	                the gate gives url_types thread and thread-flip
//	state/          pebble: the frontier, the seen set, threads in progress
//	                and the crawl state
//
// # Threads
//
// A URL queued as a thread starts a thread, whose id is its Gate.Key; a
// thread-flip URL found on a page of a thread joins that thread. Each
// thread counts its URLs still queued. Its fetched pages (2xx HTML, kept
// by the Scorer) wait in the state store, with their <title> and the posts
// align reads, until the count falls to zero: then the thread is written
// whole, its pages in order, each post with the number of its page, and
// leaves the store. When the budget ends
// the crawl, threads with pages still queued are written too, marked
// partial.
//
// # Durability and resumption
//
// One goroutine records results, a group of fetches at a time: it appends
// the log lines, the WARC records and the threads completed, fsyncs the
// files, then commits one synced pebble batch that removes the URLs from
// the frontier, queues their new links, updates the threads in progress,
// and stores the lengths of the output files. A crawl killed at any moment
// and started again with Config.Resume first cuts the outputs back to the
// lengths of the last committed batch. That drops a torn last line or gzip
// member, and the outputs of fetches whose batch never committed; those
// fetches are still queued and are fetched again.
//
// The guarantee: every fetch committed before the kill is in the outputs
// exactly once, no URL is logged or archived twice, no thread is written
// twice (but for a partial thread completed by a resumed crawl with a
// larger budget), and only the fetches in flight at the kill (at most
// Config.Concurrency) are requested from the server again. It holds as far
// as fsync does. A cancelled context is a clean stop with the same
// guarantee and nothing in flight lost.
//
// A Get that got no answer at all is held, still queued, until a response
// shows the site is up: then it is logged as failed. Ten in a row, or every
// Get of a run, stop the crawl of a site (ErrNoAnswer), a clean stop too:
// the site or the network is down, and a resume fetches them again rather
// than spending each queued URL on its retries and losing it as failed. A
// crawl across sites logs them as failed and goes on with the others.
package crawl
