// Package score is what the crawl's scorers share: Combine, which makes one
// priority scorer and any number of post-filters into the crawl's
// [crawl.Scorer], and the visible text of a page. The scorers themselves
// live in the packages below it, one per paper: topic (language and topic,
// TextCat n-grams), comment (CSS-class keywords, COMMD and OPIC),
// sentiment (lexicon, S-AT / S-PC / S-ML) and profile (user profiles on
// media-sharing sites).
package score
