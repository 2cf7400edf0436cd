// Package harvest runs the focused-crawling papers' experiments: crawls of
// one web (sites linked to each other, on- and off-topic) with several
// strategies, each judged by the web's ground truth, never by the scorer
// itself. It turns each crawl log into a curve (harvest rate, or
// accumulated value, against pages crawled), draws the curves as a PNG
// (gonum/plot) and prints them as a table.
package harvest
