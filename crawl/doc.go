// Package crawl owns the online crawl: durable frontier and seen set, the
// link gate, fetching, outputs, resumption.
//
// [Run] crawls one site from a seed, breadth-first. Links are read from
// 2xx HTML pages only. Each link passes, in order, the depth limit, the
// trap guards (URL length, a query parameter name or path segment repeated
// more than three times), a [Gate], which picks the links to follow and
// their url_type, and the seen set, keyed by a hash of [Gate.Key]. [BFS]
// is the generic gate; a learned gate plugs in the same way. An optional
// [Scorer] orders the frontier and filters what is archived.
//
// # Layout of Config.Out
//
//	crawl.jsonl     one JSON object per Get (see [Record]); URLs robots.txt
//	                disallows are not fetched and not logged
//	pages.warc.gz   WARC/1.1, one gzip member per record: a warcinfo record,
//	                then a request and a response record per response
//	state/          pebble: the frontier, the seen set and the crawl state
//
// # Durability and resumption
//
// One goroutine records results, one fetch at a time: it appends the log
// line and the WARC records and fsyncs both files, then commits one synced
// pebble batch that removes the URL from the frontier, queues its new
// links, and stores the lengths of both output files. A crawl killed at any
// moment and started again with Config.Resume first cuts both outputs back
// to the lengths of the last committed batch. That drops a torn last line
// or gzip member, and the outputs of a fetch whose batch never committed;
// that fetch is still queued and is fetched again.
//
// The guarantee: every fetch committed before the kill is in the outputs
// exactly once, no URL is logged or archived twice, and only the fetches
// in flight at the kill (at most Config.Concurrency) are requested from the
// server again. It holds as far as fsync does.
package crawl
