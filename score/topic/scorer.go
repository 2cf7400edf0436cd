package topic

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"focus/crawl"
	"focus/models"
	"focus/score"
)

// Options configure a [Scorer]. Both tests are optional; with neither,
// every page is kept.
type Options struct {
	// Langs are the languages a kept page may be in (codes of the language
	// profiles, e.g. "de"); empty: any.
	Langs []string
	// Topic is the topic model a kept page must pass; nil: any topic.
	Topic *Model
	// Languages holds the language profiles; nil: the ones shipped with
	// focus ([models.Languages]).
	Languages fs.FS
}

// Scorer is the paper's filter as a crawl scorer: a page is kept only if
// its language is one of Options.Langs and its topic passes the model.
//
// Its score is the page's topic relevance ([Model.Relevance]), or, without
// a topic model, 1 for a page in an allowed language and 0 otherwise.
//
// Priority follows the paper. Its crawl (Nutch) orders nothing: it runs
// breadth first to a fixed depth and lets the filter decide what is kept,
// trusting the premise it starts from, that pages on a topic link to pages
// on the same topic; anchors and link structure play no part (the paper
// argues graph structure can be ignored). So a link's priority is the
// score of the page it was found on, and 0 when that page failed the
// language test: links out of relevant pages go first, and among links of
// equally relevant pages the crawl stays breadth first (ties are FIFO),
// which is the paper's order. The anchor text is not used, as in the
// paper.
//
// A Scorer is used from the crawl's single scoring goroutine; it is not
// safe for concurrent use.
type Scorer struct {
	id    *Identifier
	langs []string
	model *Model
	// last is the page Keep saw last and the priority of its links: the
	// crawl calls Priority for a page's links right after its Keep.
	last     *crawl.Page
	lastPrio float64
}

// New makes the scorer of opts.
func New(opts Options) (*Scorer, error) {
	s := &Scorer{langs: slices.Clone(opts.Langs), model: opts.Topic}
	if len(s.langs) > 0 {
		fsys := opts.Languages
		if fsys == nil {
			fsys = models.Languages()
		}
		id, err := LoadLanguages(fsys)
		if err != nil {
			return nil, err
		}
		for _, l := range s.langs {
			if !slices.Contains(id.langs, l) {
				return nil, fmt.Errorf("no profile for language %q (known: %s)", l, strings.Join(id.langs, ", "))
			}
		}
		s.id = id
	}
	return s, nil
}

// Verdict is what the scorer makes of a page.
type Verdict struct {
	Lang      string  // identified language; "" when no language test or no letters
	LangOK    bool    // the language is allowed (true without a language test)
	TopicOK   bool    // the topic passes (true without a topic model)
	Relevance float64 // topic relevance; 0 without a topic model
}

// Keep reports whether the page passes both tests (see [Scorer]).
func (s *Scorer) Keep(p *crawl.Page) (bool, float64) {
	v := s.Judge(PageText(p))
	score := v.Relevance
	if s.model == nil {
		score = b2f(v.LangOK)
	}
	s.last, s.lastPrio = p, score*b2f(v.LangOK)
	return v.LangOK && v.TopicOK, score
}

// Priority is the score of the page the link was found on, or 0 when that
// page is not in an allowed language (see [Scorer]).
func (s *Scorer) Priority(from *crawl.Page, _ crawl.Link, _ string) float64 {
	if from == nil {
		return 0
	}
	if from != s.last {
		s.Keep(from) // not the page just kept: judge it now
	}
	return s.lastPrio
}

// Judge applies the scorer's tests to a page's text.
func (s *Scorer) Judge(text string) Verdict {
	v := Verdict{LangOK: true, TopicOK: true}
	if s.id != nil {
		v.Lang, _ = s.id.Identify(text)
		v.LangOK = slices.Contains(s.langs, v.Lang)
	}
	if s.model != nil {
		v.TopicOK, v.Relevance = s.model.OnTopic(text)
	}
	return v
}

// PageText is the text of a crawled page a reader sees: the visible text
// of its HTML, or its body when it is not HTML.
func PageText(p *crawl.Page) string {
	if p.Root != nil {
		return score.Text(p.Root)
	}
	return string(p.Body)
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// ParseKeep reads keep specs, as the crawl's --keep flag gives them, into
// options: "lang=de" or "lang=de+fr" (allowed languages) and "topic=FILE"
// (a topic model file). Specs accumulate; one spec may hold several
// separated by ',' or ';', and a bare code right after a lang item is one
// more language ("lang=de,fr,topic=m.json").
func ParseKeep(specs ...string) (Options, error) {
	var o Options
	afterLang := false
	for _, spec := range specs {
		for item := range strings.FieldsFuncSeq(spec, func(r rune) bool { return r == ',' || r == ';' }) {
			item = strings.TrimSpace(item)
			k, v, ok := strings.Cut(item, "=")
			k, v = strings.TrimSpace(k), strings.TrimSpace(v)
			switch {
			case item == "":
				continue
			case !ok && afterLang && validCode(item):
				o.Langs = appendLangs(o.Langs, item)
				continue
			case !ok || v == "":
				return Options{}, fmt.Errorf("keep spec %q: want lang=CODES or topic=FILE", item)
			case k == "lang":
				for l := range strings.SplitSeq(v, "+") {
					if !validCode(l) {
						return Options{}, fmt.Errorf("keep spec %q: %q is not a language code", item, l)
					}
					o.Langs = appendLangs(o.Langs, l)
				}
			case k == "topic":
				if o.Topic != nil {
					return Options{}, errors.New("keep spec: more than one topic model")
				}
				m, err := LoadModel(v)
				if err != nil {
					return Options{}, err
				}
				o.Topic = m
			default:
				return Options{}, fmt.Errorf("keep spec %q: unknown key %q (lang or topic)", item, k)
			}
			afterLang = k == "lang"
		}
	}
	return o, nil
}

func appendLangs(langs []string, l string) []string {
	if slices.Contains(langs, l) {
		return langs
	}
	return append(langs, l)
}
