// Package sentiment owns the sentiment-focused crawl of Vural, Cambazoglu
// and Senkul, "Sentiment-focused web crawling" (seeds/002): how
// sentimental a page is, how sentimental the page behind a link is
// likely to be, and the [crawl.Scorer] that fetches the most sentimental
// pages first. The metric is the accumulated sentimentality of the pages
// fetched, against the number fetched ([Stats.Sentiment]).
//
// # Page sentimentality
//
// The paper scores text with SentiStrength, which is not free to ship.
// This package uses the VADER lexicon and rules (Hutto and Gilbert,
// ICWSM 2014) through github.com/jonreiter/govader, both under the MIT
// licence, so focus may ship them. An [Analyzer] measures the visible text
// of a page ([score.Text]) at two levels, as the paper does:
//
//   - sentence ([LevelSentence], the paper's SS): the text is split into
//     sentences ([Sentences]); a sentence scores the sum of its positive
//     and negative VADER scores, the shares of its sentiment intensity
//     that are positive and negative, so in [0, 1]; the page scores the
//     mean over its sentences, as the paper averages SentiStrength's
//     |positive| + |negative| over a page's sentences.
//   - word ([LevelWord], the paper's WS): the mean over the page's words
//     of each word's absolute lexicon valence, divided by 4, VADER's
//     largest, so in [0, 1].
//
// The paper found WS the closer to its judges (BP-WS-Adj), so the word
// level is the default. Its best lexicon kept only the emotional
// adjectives; VADER's lexicon has no part-of-speech tags, so the whole
// lexicon is used (the paper's "All"), and the page text is the whole
// visible text (its HP parser), not boilerplate-stripped.
//
// VADER is English. A text is taken as English when at least a tenth of
// its words are common English function words (or it has fewer than 20
// words); other text scores 0 at both levels, since VADER would score
// false friends (German "die", -2.9) and miss the real sentiment words.
// [Options.AnyLanguage] scores every text regardless.
//
// # Link priorities
//
// The crawl fetches the URL of highest predicted sentimentality first.
// The paper's three predictors are the three [Mode]s:
//
//   - S-AT ([ModeSAT]): the sentimentality of the link's anchor text (an
//     image's alt text when it has none), at the scorer's level, the
//     anchor scored as one sentence. The paper uses the anchor text
//     alone, and so does this: crawl.Link carries no surrounding text.
//   - S-PC ([ModeSPC]): the sentimentality of the page holding the link;
//     the page's links inherit it, on the paper's second assumption that
//     sentimental pages link to sentimental pages.
//   - S-ML ([ModeSML]): a regressor over the features of the paper's
//     Table 1 (the referring page's sentiment score, the anchor text's
//     term count and average sentiment score, the URL's sentiment
//     score), plus the in-degree so far and hashed indicators of the
//     anchor's words, the URL's words, its host and its url_type. Each
//     fetched page reached by a link the scorer saw is a sample, (the
//     features of its links, its measured sentimentality); every
//     [Options.RetrainEvery] fetched pages (the paper: 1,000) the model is
//     rebuilt over all samples so far. Until the first fit S-ML predicts
//     as S-PC does.
//
// A URL linked from several pages is predicted from the mean of its
// links' evidence: the crawl moves a queued URL to the priority returned
// for its latest link, so each link updates the means and the URL moves to
// the prediction from all of them.
//
// The paper's regressor is LibSVM's epsilon-SVR. This one is ridge
// regression on the sufficient statistics X'X and X'y: a rebuild over
// all samples is one Cholesky solve (12 ms with the default 512 buckets
// on one core of the test machine), memory stays fixed however long the crawl, there is no
// kernel or epsilon to tune (an epsilon of LibSVM's default 0.1 would be
// a third of the range of sentimentality scores), and it is deterministic.
//
// # Limits
//
// The scorer's state (link evidence and the model) is in memory: a
// resumed crawl starts S-ML afresh from S-PC, and a URL that was queued
// before the resume has no evidence until it is linked again. A refit
// re-ranks the URLs already queued lazily: the crawl asks again before
// it fetches one (Rescore), and one whose prediction has dropped goes back
// into the queue. Evidence costs about 100 bytes per queued URL (S-ML,
// which keeps the anchor's hashed words: up to 200).
package sentiment
