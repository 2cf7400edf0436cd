// Package web is a small deterministic web for evaluating focused crawlers:
// thirteen interlinked sites (two link directories, a news portal, blogs,
// news sites, two reference sites, a review site and two forums) in
// English, German and French, each served by its own HTTP server on
// loopback, with the ground truth of every page.
//
// It owns the sites' content and link graph, their markup, their servers
// and the truth ([Page]: language, topic, kind, comments, sentiment). The
// forum farm of package sim emulates forum software for FoCUS; this web is
// what the focused-crawling scorers (comments, language and topic,
// sentiment) are measured on against breadth-first and OPIC: the
// harvest-rate curves of the papers. Text comes from package sim/text.
//
//	w := web.New(1, web.Options{})     // about 5,300 pages; Options.Scale shrinks it
//	err := w.Start(ctx)                // every site on 127.0.0.1, OS-chosen ports (or Options.BasePort+i)
//	defer w.Close()
//	seeds := w.Seeds()                 // the homes of the two directories and of the portal
//	p, ok := w.Truth(record.FinalURL)  // what the crawl fetched; no truth for 404s and robots.txt
//
// # Why focus pays
//
// Relevant pages are a minority: English medicine pages (any kind) are
// about 19% of all pages, pages with comments 18%, opinionated pages 15%
// (English 11%). Every page links to boilerplate (login, print views, tag,
// archive and author pages, feeds, forum profiles and reply forms), while
// links carry signal as on the real web:
//   - topical locality: related posts come from the same section, "see
//     also" links go to other sites mostly on the same topic (language
//     preferred), directory categories and portal sections list one topic,
//     and the reference site medref is all medicine;
//   - opinion locality: related posts prefer the same sort (opinion or
//     not); the review site is mostly opinion; the portal has an Opinion
//     section;
//   - comments cluster by site: the blogs, the review site and the forums
//     have comments on most items, the news sites mainly on their opinion
//     columns, the reference sites and the hubs never; pages with comments
//     show an "Also on <site>" block of four other commented items; the
//     portal has a "Most discussed" section;
//   - anchors: a link to an article or thread carries its title (listings
//     add "Read more →" / "Weiterlesen" / "Lire la suite" and a comment
//     count such as "12 comments" to the same URL; post navigation puts
//     arrows around the title); directory entries for sections read
//     "<site title>: <section name>".
//
// Opinion titles end in a verdict ("… – a total disaster", "… – I love
// it", "… – nie wieder", "… – quelle déception"), so anchors of opinion
// pages carry sentiment words (S-AT). The sentiment lexicon is English:
// German and French opinion pages exist but only the English ones are its
// target.
//
// # Language and topic
//
// English: medicine (healthblog, medref, dailyledger, torquetalk), cars,
// cooking, gardening, music, phones, photography, travel. German
// (gartenzeit, klangraum): gardening, cooking, medicine, music, phones.
// French (lequotidien): medicine, travel, music, cars, cooking,
// photography.
//
// # Comment markup
//
// Each site has its own markup family (Site.Family; Page.CommentClass is
// the container's class on a page with comments):
//
//	healthblog     comments-area, comment-list, comment-body, comment-respond (WordPress 5+)
//	crumbs         commentlist, comment byuser, comment-author (classic WordPress)
//	gadgetverdict  user-feedback, feedback-list, feedback-item
//	dailyledger    discussion, discussion-thread, discussion-post
//	gartenzeit     kommentare, kommentar-liste, kommentar
//	lequotidien    reactions, liste-reactions, reaction
//	torquetalk     thread-replies, reply, reply-body (forum replies)
//	klangraum      thread-antworten, antwort, antwort-text (forum replies)
//
// Substrings that catch every family: comment, kommentar, feedback,
// discuss, reaction, repl, antwort. A page without comments carries no
// class holding any of them, except for the decoys that real sites have,
// named in Page.Decoy: "comments-link" next to listing items on
// healthblog, "comment-respond" (the empty reply form) under its articles
// nobody commented, and "replies" / "antworten" columns on the forums'
// board lists (about 4% of pages). The other sites show comment counts as
// "meta-count". A forum thread's opening post uses "post", "post-content".
package web
