// Package annotations owns labelled training pages: their on-disk format,
// reading and writing, and the local labelling app (focus annotate).
//
// # Format
//
// An annotations folder (default ./annotations) holds one folder per
// training site, named after the site's host and port: the lower-cased host,
// then "_" and the port when the URL names a port other than its scheme's
// default, with any character outside [a-z0-9.-] replaced by "_"
// (http://127.0.0.1:18100/ -> 127.0.0.1_18100, https://example.org/ ->
// example.org). A site folder holds:
//
//	labels.jsonl       one JSON object per line, one line per labelling:
//	                   {"url": "http://127.0.0.1:18100/t/7",
//	                    "label": "thread",
//	                    "file": "pages/<sha1 of url, hex>.html.gz",
//	                    "fetched_at": "2025-01-02T03:04:05Z",
//	                    "labelled_at": "2025-01-02T03:04:09Z"}
//	                   label is entry, index, thread or other. Re-labelling a
//	                   URL appends a line; the last line for a URL wins.
//	pages/<sha1>.html.gz
//	                   the page's HTML as fetched, gzip-compressed, its body
//	                   decoded to UTF-8 (a <meta charset> inside may still
//	                   name the original charset: ignore it). sha1 is taken
//	                   over the URL string exactly as in labels.jsonl.
//	queue.json         the labelling app's breadth-first walk, so it resumes:
//	                   {"start": URL, "pending": [URL...], "seen": [URL...]}
//	                   pending are the URLs still to show, in order; seen
//	                   every URL ever queued (shown, skipped or pending).
//
// Every line is appended with one write and fsync'd; page files and
// queue.json are replaced atomically (temporary file, fsync, rename), a page
// file before its label line, so a crash never leaves a label without its
// page. A corrupt line (a hand edit, a write torn by a crash) is reported as
// an error naming the file and line; every other line is still read, and
// later appends start on a fresh line.
//
// # The app
//
// [App] is a net/http handler for one person on the same machine: give it a
// site URL and it walks the site breadth-first through [fetch] (robots.txt,
// politeness), showing each HTML page in a sandboxed, script-free,
// network-free preview with buttons (keys e, i, t, o; s skips) that save a
// label at once. [Listen] refuses addresses other than loopback ones.
package annotations
