// Package bench holds the cross-crawler benchmarks: focus's crawler
// against a generic crawler built on colly, over the same farm site
// served on loopback. See docs/benchmarks.md for the figures and the
// commands that produce them.
//
// It is a module of its own (focus/bench, with focus replaced by the
// parent folder) so that colly and its dependencies stay out of focus's
// go.mod: requiring colly there would raise versions that the focus binary
// links (nlnwa/whatwg-url under gowarc, protobuf under pebble). The
// package itself is empty; the benchmarks are in its tests.
package bench
