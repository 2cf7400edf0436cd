package harvest

import (
	"context"
	"fmt"
	"net/url"
	"strings"

	"focus/crawl"
	"focus/fetch"
	"focus/score/comment"
	"focus/score/profile"
	"focus/score/sentiment"
	"focus/score/topic"
	"focus/sim"
	"focus/sim/text"
	"focus/sim/web"
)

// Topical is the topical crawl of paper 001 over w: English pages on
// medicine, by a scorer that keeps English pages the topic model passes
// and follows links from relevant pages first.
func Topical(w *web.Web, opic Strategy) (Experiment, error) {
	model, err := medicineModel()
	if err != nil {
		return Experiment{}, err
	}
	scorer := func() (crawl.Scorer, error) {
		return topic.New(topic.Options{Langs: []string{"en"}, Topic: model})
	}
	return Experiment{
		Name: "topic", Title: "Topical crawl: English pages on medicine", Measure: "harvest rate",
		Value: truth(w, func(p web.Page) float64 { return b2f(p.Lang == "en" && p.Topic == "medicine") }),
		Seeds: w.Seeds(), Gate: webGate,
		Strategies: []Strategy{{Name: "breadth-first"}, opic, {Name: "topic+lang", Scorer: scorer}},
	}, nil
}

// medicineModel is a topic model trained as a user would, from a sample
// collection (English medicine text) and a contrast collection (the other
// topics), written by the text generator with seeds the web does not use.
func medicineModel() (*topic.Model, error) {
	var sample, contrast []topic.Doc
	g := text.New(424242, text.English)
	for i := range 60 {
		sample = append(sample, topic.Doc{Path: fmt.Sprintf("sample/%d", i), Text: strings.Join(g.Paragraphs("medicine", 3, 0.2), "\n")})
	}
	for i, t := range text.Topics() {
		if t == "medicine" {
			continue
		}
		for j := range 10 {
			contrast = append(contrast, topic.Doc{Path: fmt.Sprintf("contrast/%d-%d", i, j), Text: strings.Join(g.Paragraphs(t, 3, 0.2), "\n")})
		}
	}
	m, err := topic.Train(sample, contrast, topic.TrainOptions{})
	if err != nil {
		return nil, fmt.Errorf("medicine topic model: %w", err)
	}
	return m, nil
}

// Sentiment is the sentiment-focused crawl of paper 002 over w: the
// sentiment of the English pages fetched, accumulated, by the three
// priorities S-AT, S-PC and S-ML.
func Sentiment(w *web.Web, opic Strategy, retrainEvery int) Experiment {
	mode := func(m sentiment.Mode) func() (crawl.Scorer, error) {
		return func() (crawl.Scorer, error) {
			return sentiment.New(sentiment.Options{Mode: m, RetrainEvery: retrainEvery})
		}
	}
	return Experiment{
		Name: "sentiment", Title: "Sentiment-focused crawl: English opinion", Measure: "accumulated sentiment",
		Value: truth(w, func(p web.Page) float64 {
			if p.Lang != "en" {
				return 0
			}
			return p.Sentiment
		}),
		Accumulate: true,
		Seeds:      w.Seeds(), Gate: webGate,
		Strategies: []Strategy{{Name: "breadth-first"}, opic,
			{Name: "S-AT", Scorer: mode(sentiment.ModeSAT)},
			{Name: "S-PC", Scorer: mode(sentiment.ModeSPC)},
			{Name: "S-ML", Scorer: mode(sentiment.ModeSML)}},
	}
}

func webGate() crawl.Gate { return crawl.NewWeb() }

// truth judges a fetched URL by w's ground truth; URLs it does not know
// (404s, robots.txt) are worth nothing.
func truth(w *web.Web, value func(web.Page) float64) func(string) float64 {
	return func(u string) float64 {
		p, ok := w.Truth(u)
		if !ok {
			return 0
		}
		return value(p)
	}
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// OPIC is the link-based baseline of the papers: plain OPIC cash, no
// relevance feedback.
func OPIC(kw comment.Keywords) Strategy {
	return Strategy{Name: "OPIC", Scorer: func() (crawl.Scorer, error) { return comment.NewOPIC(kw, false), nil }}
}

// Comments is the web-comment crawl of paper 000 over w: pages showing
// user comments, by the hard rule (COMMD) and by OPIC cash with relevance
// feedback (OPIC+COMMD).
func Comments(w *web.Web, kw comment.Keywords) Experiment {
	return Experiment{
		Name: "comments", Title: "Web comments", Measure: "harvest rate",
		Value: truth(w, func(p web.Page) float64 { return b2f(p.HasComments) }),
		Seeds: w.Seeds(), Gate: webGate,
		Strategies: []Strategy{{Name: "breadth-first"}, OPIC(kw),
			{Name: "COMMD", Scorer: func() (crawl.Scorer, error) { return comment.NewCOMMD(kw), nil }},
			{Name: "OPIC+COMMD", Scorer: func() (crawl.Scorer, error) { return comment.NewOPIC(kw, true), nil }},
			{Name: "COMMD+links", Scorer: func() (crawl.Scorer, error) { return comment.NewLearned(kw), nil }}},
	}
}

// Profiles is the profile-based crawl of paper 004 over the farm's media
// site srv: profile pages of members interested in topicSeed. The topic
// grows from the seed by cotagging over the site's photos first (the
// paper's first stage, a separate crawl of at most 300 pages).
func Profiles(ctx context.Context, srv *sim.Server, topicSeed string, kw comment.Keywords, fc fetch.Config) (Experiment, error) {
	m, err := profile.DefaultModel()
	if err != nil {
		return Experiment{}, err
	}
	sets, err := profile.CollectTags(ctx, fetch.New(fc), m, []string{srv.Base + "/photos/tags/" + topicSeed + "/"}, 300, nil)
	if err != nil {
		return Experiment{}, err
	}
	terms := profile.TopicTerms(profile.Expand([]string{topicSeed}, sets, profile.ExpandOptions{}))
	return Experiment{
		// The site has some 20 relevant members among 150: the count found
		// says more than a rate that every crawl drives towards zero.
		Name: "profiles", Title: "Media-sharing site: profiles of members into " + topicSeed, Measure: "relevant profiles found",
		Accumulate: true,
		Value: func(raw string) float64 {
			u, err := url.Parse(raw)
			if err != nil {
				return 0
			}
			class, owner := sim.FlickrClass(srv.Site, u.Path)
			return b2f(class == sim.MediaProfile && owner != nil && owner.Topic == topicSeed)
		},
		Seeds: []string{srv.Entry()},
		Gate: func() crawl.Gate {
			g, _ := crawl.NewBFS(srv.Entry()) // an absolute URL: no error
			return g
		},
		Strategies: []Strategy{{Name: "breadth-first"}, OPIC(kw),
			{Name: "profile", Scorer: func() (crawl.Scorer, error) { return profile.New(profile.Options{Topic: terms}) }}},
	}, nil
}
