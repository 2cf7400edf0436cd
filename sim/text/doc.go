// Package text generates deterministic forum, blog and news text in English,
// German and French for the focus farm of emulated forum sites.
//
// The farm fills posts, thread titles, board names and descriptions, user
// names, tags, signatures and quoted replies from this package. Later parts
// of focus run scorers over that text: a TextCat-style language identifier,
// a topical scorer, a VADER-based sentiment scorer and a comment detector.
// So the generated text has to be real language (genuine function words,
// grammar and diacritics), topics with distinct vocabularies, and opinions
// that use common sentiment words — otherwise the scorers would have nothing
// to find.
//
// Everything is data-driven: per language there are word tables per topic
// (nouns carrying gender/number flags so German and French articles are
// inflected correctly, verb phrases in the infinitive) and sentence
// templates with slots. A Gen owns a seeded random source; the same seed and
// the same sequence of calls always produce the same text. Package-level
// tables are built once at init and are read-only afterwards.
package text
