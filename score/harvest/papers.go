package harvest

import (
	"context"
	"fmt"
	"path/filepath"

	"focus/fetch"
	"focus/score/comment"
	"focus/sim"
	"focus/sim/web"
)

// Options size the papers' experiments.
type Options struct {
	Pages        int     // fetches per crawl
	Seed         int64   // of the web of linked sites
	Scale        float64 // of the web (see web.Options); 0 = 1
	RetrainEvery int     // S-ML's retraining interval; 0 = Pages/10
}

// Result is one experiment's curves.
type Result struct {
	Experiment Experiment
	Curves     []Curve
	Plot       string // the PNG file
	Note       string // how the scorer was trained, where that needs saying
}

// Papers runs the four papers' experiments, each scorer against
// breadth-first and OPIC: topical, web comments and sentiment over a web
// of linked sites (sim/web), profiles over the farm's media-sharing site.
// Crawls go into dir/<experiment>/<strategy>, plots into dir/<experiment>.png.
func Papers(ctx context.Context, dir string, o Options) ([]Result, error) {
	if o.RetrainEvery == 0 {
		o.RetrainEvery = max(o.Pages/10, 10)
	}
	kw, err := comment.LoadKeywords("")
	if err != nil {
		return nil, err
	}
	w := web.New(o.Seed, web.Options{Scale: o.Scale})
	if err := w.Start(ctx); err != nil {
		return nil, fmt.Errorf("start the web: %w", err)
	}
	defer w.Close()
	media, err := sim.Lookup("flickr")
	if err != nil {
		return nil, err
	}
	srv, err := sim.Start(media, "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	defer srv.Close()
	fc := fetch.DefaultConfig()
	fc.Delay = 0 // loopback

	topical, err := Topical(w, OPIC(kw))
	if err != nil {
		return nil, err
	}
	profiles, err := Profiles(ctx, srv, "medicine", kw, fc)
	if err != nil {
		return nil, err
	}
	labels := web.New(o.Seed+1, web.Options{Scale: o.Scale})
	if err := labels.Start(ctx); err != nil {
		return nil, fmt.Errorf("start the web to label: %w", err)
	}
	defer labels.Close()
	cl, err := LearnComments(ctx, labels, w, kw, fc)
	if err != nil {
		return nil, err
	}
	notes := map[string]string{"comments": fmt.Sprintf(
		"keywords %v: the shipped list and those learned from %d labelled pages of %v on another web of the same sites;\n"+
			"each site held out in turn: precision %.3f, recall %.3f; on every page of the web crawled: precision %.3f, recall %.3f",
		cl.Keywords, cl.Pages, cl.Sites, cl.HeldOut.Precision(), cl.HeldOut.Recall(), cl.Crawled.Precision(), cl.Crawled.Recall())}
	var out []Result
	for _, exp := range []Experiment{topical, Comments(w, cl.Keywords), Sentiment(w, OPIC(kw), o.RetrainEvery), profiles} {
		curves, err := Run(ctx, exp, o.Pages, dir, fc)
		if err != nil {
			return out, err
		}
		r := Result{Experiment: exp, Curves: curves, Plot: filepath.Join(dir, exp.Name+".png"), Note: notes[exp.Name]}
		if err := Plot(r.Plot, exp, curves); err != nil {
			return out, err
		}
		out = append(out, r)
	}
	return out, nil
}
