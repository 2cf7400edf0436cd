// Package comment owns comment detection and the comment-focused crawl
// scorers of "Focused Crawling for Building Web Comment Corpora"
// (Neunerdt et al.): the CSS class-name keyword list, how it is learned
// from labelled pages, the hard rule COMMD, and OPIC with and without
// relevance feedback (OPIC+COMMD and its baseline).
//
// # Detection
//
// A page has comments when one of its CSS class names contains one of the
// keywords as a substring ([Keywords.Detect]), counting only the class
// names of elements that carry prose ([ProseClasses]): that hold, outside
// links, buttons, forms, form controls and headings, a run of at least
// [MinProseWords] words. The paper collects the class names "located
// closely to Web comments"; a comment is prose, and the word "comment"
// also sits in the names of things that are not: comment counts and
// "comments" links in listings, the bylines of a "recent comments" box,
// an empty comment form, a "replies" column of numbers. Those hold no
// prose and do not count, so the keyword can be as plain as "comment".
// Learning reads the same class uses as detection: one rule for both.
//
// [Learn] composes the list from pages labelled with and without
// comments; the default list ships in models/comment/keywords.txt
// ([LoadKeywords] with an empty path), learned with `focus comment learn`
// from the farm's blog, news and media packages ([FarmPages]), the Chyrp
// blog mirror ([MirrorPages]) and the other pages of the farm's forums and
// Q&A sites ([FarmBackground]). Forum threads take no part in learning:
// forum software writes the opening post and its replies in one markup,
// and names it its own way, so no class name tells a thread with replies
// from one without (see commentKind). The list finds forum replies where
// the software calls them comments (Vanilla, Invision).
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
// farm's blog, news and media packages, Chyrp and the forum and Q&A
// background pages (precision 0.997, recall 1.000), the hand-made pages
// of testdata, the farm's forum threads, and the crawl-evaluation web of
// sim/web, which was never learned from (precision 0.864, recall 0.264:
// six of its eight comment markups use words no training site does).
package comment
