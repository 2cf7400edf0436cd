// Package sim is the forum farm: emulated forum, blog, Q&A, news and
// media-sharing packages served over HTTP on loopback, each generated
// deterministically from a seed, with the ground truth of every page.
//
// A Package pairs a Shape (how big its World is) with a Skin (its URL scheme
// and markup, modelled on real software). The noise that makes real forums hard
// to crawl is part of each skin: post permalinks, last-post shortcuts, sort and
// print variants, login and member pages, session ids, traps.
// Site.Truth walks a site in process and labels every page it reaches.
package sim
