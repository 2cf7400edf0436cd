package sentiment

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/jonreiter/govader"
	"golang.org/x/net/html"

	"focus/score"
)

// Level is how a text's sentimentality is measured.
type Level string

const (
	// LevelSentence: the mean over the text's sentences of each sentence's
	// positive plus negative score (the paper's SS).
	LevelSentence Level = "sentence"
	// LevelWord: the mean over the text's words of each word's absolute
	// lexicon score (the paper's WS).
	LevelWord Level = "word"
)

func (l Level) valid() error {
	switch l {
	case LevelSentence, LevelWord:
		return nil
	}
	return fmt.Errorf("sentiment level %q: want sentence or word", string(l))
}

// maxValence is the largest absolute valence in the VADER lexicon (its
// raters' scale runs from -4 to +4); word scores are divided by it so that
// both levels lie in [0, 1].
const maxValence = 4.0

// Analyzer measures the sentimentality of English text with the VADER
// lexicon and rules. It is read only after NewAnalyzer and safe for
// concurrent use.
type Analyzer struct {
	vader       *govader.SentimentIntensityAnalyzer
	anyLanguage bool
}

// NewAnalyzer loads the VADER lexicon (7,500 entries, a few milliseconds).
// With anyLanguage, text that does not look English is scored all the
// same; otherwise it scores 0 (see [Result.English]).
func NewAnalyzer(anyLanguage bool) *Analyzer {
	return &Analyzer{vader: govader.NewSentimentIntensityAnalyzer(), anyLanguage: anyLanguage}
}

// Result is the sentimentality of one text at both levels.
type Result struct {
	Sentence  float64 // sentence level, in [0, 1]
	Word      float64 // word level, in [0, 1]
	Sentences int     // sentences holding at least one word
	Words     int     // words (tokens with a letter, or emoticons VADER knows)
	// English reports whether the text looks English. VADER's lexicon is
	// English, and on other languages it scores false friends (German
	// "die" is -2.9, Spanish "no" -1.2) and misses every real sentiment
	// word, so unless the Analyzer scores any language both scores of a
	// text that does not look English are 0.
	English bool
}

// Value is the sentimentality at level l.
func (r Result) Value(l Level) float64 {
	if l == LevelWord {
		return r.Word
	}
	return r.Sentence
}

// Page measures the visible text of a parsed page (nil: an empty text).
func (a *Analyzer) Page(root *html.Node) Result {
	if root == nil {
		return Result{English: true}
	}
	return a.Text(score.Text(root))
}

// Text measures a text. Lines (the blocks of [score.Text]) never join
// into one sentence: a heading or a table cell ends where it ends even
// without a full stop.
func (a *Analyzer) Text(text string) Result {
	r := Result{English: looksEnglish(text)}
	var sentSum, wordSum float64
	for _, s := range Sentences(text) {
		// VADER's own sentence scores: the shares of the sentence's
		// intensity that are positive and negative. Their sum is what
		// SentiStrength's |positive| + |negative| is in the paper, already
		// normalised to [0, 1] (VADER divides by the sentence's total, so
		// long sentences are not favoured over short ones).
		p := a.vader.PolarityScores(s)
		sentSum += p.Positive + p.Negative
		r.Sentences++
	}
	forWords(text, a.known, func(w string) {
		wordSum += a.wordScore(w)
		r.Words++
	})
	if r.English || a.anyLanguage {
		if r.Sentences > 0 {
			r.Sentence = sentSum / float64(r.Sentences)
		}
		if r.Words > 0 {
			r.Word = wordSum / float64(r.Words)
		}
	}
	return r
}

// short is the sentimentality at level l of a short text (an anchor, the
// words of a URL), scored as one sentence at the sentence level: an anchor
// has no full stops to split at, and no language to detect.
func (a *Analyzer) short(text string, l Level) float64 {
	text = strings.Join(strings.Fields(text), " ")
	if text == "" {
		return 0
	}
	if l == LevelWord {
		sum, n := 0.0, 0
		forWords(text, a.known, func(w string) {
			sum += a.wordScore(w)
			n++
		})
		if n == 0 {
			return 0
		}
		return sum / float64(n)
	}
	p := a.vader.PolarityScores(text)
	return p.Positive + p.Negative
}

// wordScore is a word's absolute lexicon valence over maxValence. The word
// level takes lexicon entries as they are, without VADER's rules (negation,
// boosters, capitals), as the paper does: negation flips polarity but not
// the presence of sentiment, which is what a page's sentimentality counts.
func (a *Analyzer) wordScore(w string) float64 {
	v, ok := a.vader.Lexicon[w]
	if !ok {
		return 0
	}
	return min(abs(v)/maxValence, 1)
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// forWords calls f with each word of text, lower-cased: the token without
// its leading and trailing punctuation if a letter is left, else the token
// as it stands if known (nil: never) says so, which is how VADER's
// emoticons (":)", "<3") count as words.
func forWords(text string, known func(string) bool, f func(string)) {
	for _, tok := range strings.Fields(text) {
		low := strings.ToLower(tok)
		switch {
		case hasLetter(low):
			f(strings.TrimFunc(low, func(r rune) bool { return unicode.IsPunct(r) || unicode.IsSymbol(r) }))
		case known != nil && known(low):
			f(low)
		}
	}
}

// known reports whether the lexicon lists w.
func (a *Analyzer) known(w string) bool {
	_, ok := a.vader.Lexicon[w]
	return ok
}

func hasLetter(s string) bool {
	return strings.IndexFunc(s, unicode.IsLetter) >= 0
}

// abbreviation reports words whose full stop does not end a sentence.
func abbreviation(w string) bool {
	switch w {
	case "mr", "mrs", "ms", "dr", "prof", "st", "jr", "sr", "vs", "etc", "e.g", "i.e", "inc", "ltd",
		"co", "no", "fig", "approx", "vol", "ca", "cf", "al":
		return true
	}
	return false
}

// Sentences splits text into sentences: at line breaks, and after a run of
// '.', '!', '?' or '…' (with any closing quotes or brackets) followed by a
// space, unless the run is one full stop after an abbreviation or a single
// letter (an initial), or the next word starts lower case. The paper used
// the Stanford splitter; these rules get review and forum prose right,
// which is what the score needs. Pieces without a letter are dropped.
func Sentences(text string) []string {
	var out []string
	add := func(s string) {
		s = strings.Join(strings.Fields(s), " ")
		if hasLetter(s) {
			out = append(out, s)
		}
	}
	for line := range strings.SplitSeq(text, "\n") {
		start := 0
		for i := 0; i < len(line); {
			r, size := utf8.DecodeRuneInString(line[i:])
			if !terminator(r) {
				i += size
				continue
			}
			end, dots, run := i, 0, 0
			for end < len(line) {
				r, size := utf8.DecodeRuneInString(line[end:])
				if terminator(r) {
					run++
					if r == '.' {
						dots++
					}
				} else if !closer(r) {
					break
				}
				end += size
			}
			if end == len(line) {
				break
			}
			if r, _ := utf8.DecodeRuneInString(line[end:]); !unicode.IsSpace(r) {
				i = end
				continue
			}
			if run == 1 && dots == 1 && noStop(line[start:i], line[end:]) {
				i = end
				continue
			}
			add(line[start:end])
			start, i = end, end
		}
		add(line[start:])
	}
	return out
}

// noStop reports whether a single full stop between before and after does
// not end a sentence.
func noStop(before, after string) bool {
	word := before[strings.LastIndexFunc(before, unicode.IsSpace)+1:]
	word = strings.ToLower(strings.TrimLeft(word, "(\"'"))
	if abbreviation(word) || utf8.RuneCountInString(word) == 1 && hasLetter(word) {
		return true
	}
	next, _ := utf8.DecodeRuneInString(strings.TrimLeftFunc(after, unicode.IsSpace))
	return unicode.IsLower(next)
}

func terminator(r rune) bool { return r == '.' || r == '!' || r == '?' || r == '…' }

func closer(r rune) bool {
	return r == '"' || r == '\'' || r == ')' || r == ']' || r == '”' || r == '’' || r == '»'
}

// englishWord reports frequent English function words that are rare in
// the other languages of the Latin script: "a", "in", "an", "so", "no",
// "was", "will", "die", "also", "me" and "on" are left out, as German,
// Dutch, French, Spanish or Italian use them as often.
func englishWord(w string) bool {
	switch w {
	case "the", "and", "of", "to", "is", "it", "that", "for", "you", "with", "this", "are", "not",
		"have", "be", "i", "my", "we", "they", "he", "she", "his", "her", "at", "or", "from", "but",
		"what", "can", "would", "there", "their", "all", "if", "about", "which", "when", "been", "has",
		"had", "were", "do", "does", "did", "just", "very", "our", "your", "them", "by", "as", "out",
		"up", "more", "than", "then", "only", "these", "those", "who", "how", "because", "after",
		"before", "into", "over", "some", "any", "could", "should", "its", "it's", "i'm", "don't",
		"didn't", "doesn't", "isn't", "can't", "won't", "i've", "you're", "they're", "that's":
		return true
	}
	return false
}

// looksEnglish reports whether at least 10% of a text's words are English
// function words (English prose runs at 30-50%, German, French or Spanish
// at 0-3%). Texts of fewer than 20 words are given the benefit of the
// doubt: there is too little to tell.
func looksEnglish(text string) bool {
	words, hits := 0, 0
	forWords(text, nil, func(w string) {
		words++
		if englishWord(w) {
			hits++
		}
	})
	return words < 20 || float64(hits) >= 0.10*float64(words)
}
