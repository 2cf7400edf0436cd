package sentiment

import (
	"cmp"
	"fmt"
	"math"
	"net/url"
	"strings"
	"unicode"

	"focus/crawl"
)

// Mode is how a link's priority, the predicted sentimentality of the page
// it leads to, is estimated.
type Mode string

const (
	ModeSAT Mode = "sat" // S-AT: the sentimentality of the link's anchor text
	ModeSPC Mode = "spc" // S-PC: the sentimentality of the page holding the link
	ModeSML Mode = "sml" // S-ML: a regressor trained on the pages fetched so far
)

// Options configures a [Scorer]. The zero value is S-ML (which the paper
// finds works as a hybrid of S-AT and S-PC) at the word level (that of
// the paper's ground truth), refitted every 1,000 pages, keeping every
// page.
type Options struct {
	Mode  Mode  // "" = ModeSML
	Level Level // "" = LevelWord, the level of the paper's ground truth
	// RetrainEvery is how many fetched pages pass between two fits of the
	// S-ML regressor; 0 = 1,000, the paper's interval.
	RetrainEvery int
	// Threshold: Keep keeps the pages whose sentimentality is at least
	// this; 0 keeps every page.
	Threshold float64
	// AnyLanguage scores pages that do not look English as if they were
	// (see [Result.English]); by default they score 0.
	AnyLanguage bool
	// Lambda is the S-ML regressor's L2 penalty; 0 = 1.
	Lambda float64
	// HashBits sets the 2^HashBits buckets that hash the words of anchors
	// and URLs for S-ML; 0 = 9 (512). A fit solves a system of that size
	// plus six: 12 ms at 9 bits (BenchmarkFit), about eight times as
	// long for each bit more.
	HashBits int
}

// Stats describes what a Scorer has seen.
type Stats struct {
	Pages     int     // pages measured by Keep
	Sentiment float64 // their accumulated sentimentality, the paper's metric
	Samples   int     // S-ML training samples: pages reached by a link the scorer saw
	Trainings int     // S-ML fits
	Tracked   int     // URLs with link evidence, waiting to be fetched
	FitError  string  // the last failed fit's error, if any (the previous model stays)
}

// Scorer is the sentiment-focused [crawl.Scorer]. Like every crawl scorer
// it is called from one goroutine; it is not safe for concurrent use.
type Scorer struct {
	opt   Options
	an    *Analyzer
	links map[uint64]*evidence // by hash of the link URL
	model *ridge               // S-ML only
	last  *crawl.Page          // the page Keep (or Priority) measured last
	lastV float64              // and its sentimentality
	st    Stats
}

// evidence is what the links to one queued URL said about it. A URL met
// on several pages keeps the means over all its links, so its priority
// rests on every parent and anchor seen, not the last one: the crawl
// moves a queued URL to the priority returned last.
type evidence struct {
	n      int32   // links seen
	parent float64 // sum of the parents' sentimentality
	anchor float64 // sum of the anchors' sentimentality
	terms  float64 // sum of the anchors' word counts
	typ    uint32  // S-ML: bucket of the url_type last given
	words  []int32 // S-ML: distinct buckets of anchor words, at most maxAnchorWords
}

const (
	maxAnchorWords = 24
	maxURLWords    = 16
	// The dense S-ML features, before the hashed buckets.
	fBias   = 0
	fParent = 1 // mean sentimentality of the parents (S-PC's estimate)
	fAnchor = 2 // mean sentimentality of the anchors (S-AT's estimate)
	fTerms  = 3 // log(1 + mean word count of the anchors)
	fURL    = 4 // sentimentality of the URL's words
	fLinks  = 5 // log(1 + links seen): in-degree so far
	nDense  = 6
)

// New returns a Scorer; it loads the lexicon.
func New(o Options) (*Scorer, error) {
	if o.Mode == "" {
		o.Mode = ModeSML
	}
	if o.Level == "" {
		o.Level = LevelWord
	}
	switch o.Mode {
	case ModeSAT, ModeSPC, ModeSML:
	default:
		return nil, fmt.Errorf("sentiment mode %q: want sat, spc or sml", string(o.Mode))
	}
	if err := o.Level.valid(); err != nil {
		return nil, err
	}
	switch {
	case o.RetrainEvery < 0:
		return nil, fmt.Errorf("sentiment: retrain interval %d is negative", o.RetrainEvery)
	case math.IsNaN(o.Threshold) || math.IsInf(o.Threshold, 0):
		return nil, fmt.Errorf("sentiment: threshold %v is not a number", o.Threshold)
	case o.Lambda < 0 || math.IsNaN(o.Lambda):
		return nil, fmt.Errorf("sentiment: penalty %v is negative", o.Lambda)
	case o.HashBits != 0 && (o.HashBits < 4 || o.HashBits > 14):
		return nil, fmt.Errorf("sentiment: %d hash bits: want 4 to 14", o.HashBits)
	}
	if o.RetrainEvery == 0 {
		o.RetrainEvery = 1000
	}
	if o.Lambda == 0 {
		o.Lambda = 1
	}
	if o.HashBits == 0 {
		o.HashBits = 9
	}
	s := &Scorer{opt: o, an: NewAnalyzer(o.AnyLanguage), links: map[uint64]*evidence{}}
	if o.Mode == ModeSML {
		s.model = newRidge(nDense+1<<o.HashBits, nDense, o.Lambda)
	}
	return s, nil
}

// Options returns the options in force, defaults filled in.
func (s *Scorer) Options() Options { return s.opt }

// Analyzer returns the scorer's analyzer.
func (s *Scorer) Analyzer() *Analyzer { return s.an }

// Stats returns what the scorer has seen so far.
func (s *Scorer) Stats() Stats {
	st := s.st
	st.Tracked = len(s.links)
	return st
}

// Keep measures a fetched page: its score is its sentimentality at the
// scorer's level, kept if at least the threshold. Under S-ML the page is
// also a training sample, (the features of the links that led to it, its
// sentimentality), and every RetrainEvery pages the regressor is refitted
// over all samples so far.
func (s *Scorer) Keep(p *crawl.Page) (bool, float64) {
	v := s.an.Page(p.Root).Value(s.opt.Level)
	s.last, s.lastV = p, v
	s.st.Pages++
	s.st.Sentiment += v
	key := hashURL(cmp.Or(p.Queued, p.URL)) // the URL its links named, before any redirect
	if ev := s.links[key]; ev != nil {
		if s.model != nil {
			s.model.add(s.features(ev, p.URL), v)
			s.st.Samples++
		}
		// A fetched URL is never prioritised again: its evidence is done.
		delete(s.links, key)
	}
	if s.model != nil && s.st.Pages%s.opt.RetrainEvery == 0 && s.model.n > 0 {
		if err := s.model.fit(); err != nil {
			s.st.FitError = err.Error()
		} else {
			s.st.Trainings++
		}
	}
	return v >= s.opt.Threshold, v
}

// Priority records the link's evidence about the URL it leads to and
// returns the URL's predicted sentimentality. Before the first S-ML fit,
// S-ML predicts as S-PC does.
func (s *Scorer) Priority(from *crawl.Page, l crawl.Link, urlType string) float64 {
	key := hashURL(l.URL)
	ev := s.links[key]
	if ev == nil {
		ev = &evidence{}
		s.links[key] = ev
	}
	ev.n++
	ev.parent += s.parent(from)
	ev.anchor += s.an.short(l.Anchor, s.opt.Level)
	ev.terms += float64(len(strings.Fields(l.Anchor)))
	if s.model != nil {
		ev.typ = bucket("t", urlType, s.opt.HashBits)
		forWords(l.Anchor, nil, func(w string) {
			if len(ev.words) < maxAnchorWords {
				b := int32(bucket("a", w, s.opt.HashBits))
				for _, have := range ev.words {
					if have == b {
						return
					}
				}
				ev.words = append(ev.words, b)
			}
		})
	}
	n := float64(ev.n)
	switch s.opt.Mode {
	case ModeSAT:
		return ev.anchor / n
	case ModeSML:
		if y, ok := s.model.predict(s.features(ev, l.URL)); ok {
			return y
		}
	}
	return ev.parent / n
}

// Rescore is, under S-ML, a queued URL's prediction by the latest fit,
// asked before it is fetched: a refit re-ranks the URLs queued before it.
func (s *Scorer) Rescore(u, _ string, queued float64) float64 {
	if s.model == nil {
		return queued
	}
	ev := s.links[hashURL(u)]
	if ev == nil {
		return queued
	}
	if y, ok := s.model.predict(s.features(ev, u)); ok {
		return y
	}
	return queued
}

// parent is the sentimentality of the page a link is on; Keep has
// normally just measured it.
func (s *Scorer) parent(from *crawl.Page) float64 {
	if from == nil {
		return 0
	}
	if from != s.last {
		s.last, s.lastV = from, s.an.Page(from.Root).Value(s.opt.Level)
	}
	return s.lastV
}

// features is the S-ML feature vector of a URL and the links seen to it.
// The paper's features (its Table 1) are the referring page's sentiment
// score, the anchor text's term count and average sentiment score, and
// the sentiment score of the URL's words; so S-ML sees what S-PC and S-AT
// predict and can weigh them, the hybrid the paper finds it to be. Added
// here, cheap and linear: the in-degree so far, and hashed indicators of
// the anchor's words, the URL's words, its host and its url_type, so the
// regressor can learn that /reviews/ or "owners say" lead to opinions
// where the lexicon sees nothing.
func (s *Scorer) features(ev *evidence, rawURL string) []feature {
	n := float64(ev.n)
	words := urlWords(rawURL)
	x := make([]feature, 0, nDense+len(ev.words)+len(words)+2)
	x = append(x,
		feature{fBias, 1},
		feature{fParent, ev.parent / n},
		feature{fAnchor, ev.anchor / n},
		feature{fTerms, math.Log1p(ev.terms / n)},
		feature{fURL, s.an.short(strings.Join(words[min(1, len(words)):], " "), s.opt.Level)},
		feature{fLinks, math.Log1p(n)},
	)
	// Each group of indicators has unit norm, so a long anchor or URL
	// weighs as much as a short one.
	if len(ev.words) > 0 {
		v := 1 / math.Sqrt(float64(len(ev.words)))
		for _, b := range ev.words {
			x = append(x, feature{nDense + int(b), v})
		}
	}
	if len(words) > 0 {
		v := 1 / math.Sqrt(float64(len(words)))
		for i, w := range words {
			group := "u"
			if i == 0 {
				group = "h" // the host, apart: a site's pages share a tone
			}
			x = append(x, feature{nDense + int(bucket(group, w, s.opt.HashBits)), v})
		}
	}
	// Buckets may collide, within a group or across: ridge.add and
	// predict sum repeated indices, which is the vector they add up to.
	return append(x, feature{nDense + int(ev.typ), 1})
}

// urlWords are the host of a URL, then the words of its path and query:
// runs of letters and digits, lower-cased, without the all-digit ones
// (ids, dates, page numbers: they do not recur) and single characters.
func urlWords(raw string) []string {
	u, err := url.Parse(raw)
	if err != nil {
		return nil
	}
	words := []string{strings.ToLower(u.Hostname())}
	for _, part := range []string{u.EscapedPath(), u.RawQuery} {
		part, err := url.QueryUnescape(part)
		if err != nil {
			continue
		}
		for _, w := range strings.FieldsFunc(strings.ToLower(part), func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r)
		}) {
			if len(words) > maxURLWords {
				return words
			}
			if len(w) > 1 && strings.IndexFunc(w, unicode.IsLetter) >= 0 {
				words = append(words, w)
			}
		}
	}
	return words
}

// hashURL keys the evidence map: 8 bytes instead of the URL, so a large
// frontier costs memory per URL for its evidence only.
func hashURL(u string) uint64 {
	h := uint64(14695981039346656037)
	for i := range len(u) {
		h ^= uint64(u[i])
		h *= 1099511628211
	}
	return h
}

// bucket hashes a word of a feature group into 2^bits buckets (FNV-1a).
func bucket(group, w string, bits int) uint32 {
	h := uint32(2166136261)
	for _, s := range [...]string{group, "\x00", w} {
		for i := range len(s) {
			h ^= uint32(s[i])
			h *= 16777619
		}
	}
	return h & (1<<bits - 1)
}
