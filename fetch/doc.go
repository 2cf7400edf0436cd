// Package fetch owns fetching pages as a good citizen: it is the one HTTP
// client every part of focus uses.
//
// A [Client] honours robots.txt (RFC 9309) and its Crawl-delay, sends one
// request at a time to a host, each [Config.Delay] after the previous ended, retries
// transient failures with exponential backoff, follows redirects one polite
// hop at a time and only within [Config.Scope], caps body sizes, and decodes
// text to UTF-8 while keeping the received bytes for archiving (WARC).
package fetch
