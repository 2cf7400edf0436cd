// Package topic is the language and topic filter of Medelyan et al.,
// "Language specific and topic focused web crawling" (seeds/001): a page is
// kept only if its language is the one wanted and its topic is the sample
// collection's, both told by TextCat, the character n-gram classifier of
// Cavnar and Trenkle.
//
// It owns:
//
//   - n-gram profiles (n = 1..5 over lower-case letter runs, each word
//     padded with '_', ranked by frequency) and the out-of-place distance
//     ([Counts], [Profile], [Profile.Distance]);
//   - language identification by the nearest language profile
//     ([Identifier]); the profiles and stopword lists that ship with focus
//     are in models/lang (English, German, French, Spanish, Italian, Dutch,
//     Portuguese, Polish), trained on Debian's man pages and fortune
//     cookies by [TrainLanguages] (`focus topic languages`); how to rebuild
//     them is in models/lang/README.md;
//   - topic models: the profiles of a sample collection on the topic and a
//     contrast collection off it, each first reduced to its unique
//     paragraphs as the paper does, and the decision rule, saved as JSON
//     ([Train], [Model], `focus topic train`);
//   - seed phrases: 2-5 consecutive non-stopwords ranked by the paper's
//     average TF×IDF ([Phrases], `focus topic phrases`);
//   - the crawl scorer: Keep = language allowed and topic passes, score =
//     topic relevance, Priority = the parent page's score ([Scorer], [New],
//     [ParseKeep] for the crawl's --keep lang=de,topic=FILE).
//
// Measured (go test -v ./score/topic): language identification is 100% right
// on 300 held-out page-sized snippets per language of Debian documentation
// (testdata/lang; the profiles never saw these documents), 99-99.3% on
// their first 100 bytes, and 100% on the pages of the farm's German,
// French and English sites and of the mirrored English training forums. A
// medicine topic model trained on the farm's posts keeps 99-100% of held-out
// medicine posts and rejects 100% of posts on other topics, in English,
// German and French.
package topic
