// Package comment owns comment detection and the comment-focused crawl
// scorers of "Focused Crawling for Building Web Comment Corpora"
// (Neunerdt et al.): the CSS class-name keyword list, how it is learned
// from labelled pages, the hard rule COMMD, and OPIC with and without
// relevance feedback (OPIC+COMMD and its baseline).
//
// # Detection
//
// A page has comments when one of its CSS class names (each
// white-space-separated token of a class attribute, lower-cased) contains
// one of the keywords as a substring ([Keywords.Detect]): comments under
// content the site wrote (blog posts, news articles, photos). [Learn]
// composes the list from pages labelled with and without comments; the
// default list ships in models/comment/keywords.txt ([LoadKeywords] with
// an empty path), learned with `focus comment learn` from the farm's blog,
// news and media packages ([FarmPages]), the Chyrp blog mirror
// ([MirrorPages]) and the other pages of the farm's forums and Q&A sites
// ([FarmBackground]). Forum threads are not comment sections here: their
// opening post and replies share one markup, so no class name tells a
// thread with replies from one without (see commentKind).
//
// A keyword file is text: one keyword a line, blank lines and lines
// starting with # ignored.
//
// # Labelled pages
//
// A comment-pages folder has the layout of an annotations folder (see
// package annotations): one folder per site, named as annotations names
// it, holding
//
//	labels.jsonl     one JSON object a line:
//	                 {"url": "...", "label": "comments", "file": "pages/<sha1 of url>.html.gz",
//	                  "fetched_at": "...", "labelled_at": "..."}
//	                 label is "comments" (the page shows at least one user
//	                 comment) or "none" (it shows none: a comment form, a
//	                 comment count or a "recent comments" box alone is none).
//	                 The last line for a URL wins.
//	pages/<sha1>.html.gz
//	                 the page's HTML, UTF-8, gzip-compressed.
//
// The labels are not annotations' page types, and package annotations
// rejects them: keep comment pages in a folder of their own, not in an
// annotations folder. [Save] writes such folders (focus comment learn
// --export), [Load] reads them (--pages).
//
// # Scorers
//
// [COMMD] and [OPIC] implement crawl.Scorer: Keep keeps the pages with
// comments (score: how many class names hold a keyword), Priority orders
// the frontier. They hold per-URL state for the URLs queued (see each
// type), are used from the crawl's single scoring goroutine and are not
// safe for concurrent use. Their evidence is not saved with the crawl
// state: a resumed crawl starts it afresh.
//
// # Measured
//
// models/comment/README.md has the numbers: leave-one-site-out over the
// farm's blog, news and media packages and Chyrp (precision 0.99, recall
// 0.60: sites whose comment markup no other site shares are missed), the
// hand-made pages of testdata, and the crawl-evaluation web of sim/web.
package comment
