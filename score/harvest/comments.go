package harvest

import (
	"context"
	"fmt"
	"slices"

	"focus/fetch"
	"focus/score/comment"
	"focus/sim/web"
)

// perSite is how many pages with comments, and as many without, are
// labelled on each site: the paper's "set of training data".
const perSite = 40

// CommentList is the comment keyword list of a comment crawl, learned as
// the paper learns it: from labelled pages of the kinds of sites the crawl
// will meet (here, another web built by sim/web with another seed: other
// pages, other URLs, the same site software), joined to the list focus
// ships.
type CommentList struct {
	Keywords comment.Keywords
	Sites    []string        // the sites labelled
	Pages    int             // pages labelled
	HeldOut  comment.Metrics // leave-one-site-out over the labelled sites
	Crawled  comment.Metrics // the list on every page of the web crawled
}

// LearnComments labels perSite pages with comments and as many without on
// every site of label that has comment sections (forums aside: their posts
// and replies share one markup), by label's truth; learns their keywords;
// measures the list site by site held out, and on every page of crawled.
func LearnComments(ctx context.Context, label, crawled *web.Web, shipped comment.Keywords, fc fetch.Config) (CommentList, error) {
	var cl CommentList
	sites := map[string]bool{}
	for _, s := range label.Sites() {
		if s.Family != "" && s.Kind != "forum" {
			sites[s.ID] = true
			cl.Sites = append(cl.Sites, s.ID)
		}
	}
	c := fetch.New(fc)
	type siteLabel struct {
		site     string
		comments bool
	}
	taken := map[siteLabel]int{}
	var pages []comment.Labelled
	for _, p := range label.Pages() {
		k := siteLabel{p.Site, p.HasComments}
		if !sites[p.Site] || p.Kind == web.Feed || taken[k] >= perSite {
			continue
		}
		l, err := labelled(ctx, c, p)
		if err != nil {
			return cl, err
		}
		taken[k]++
		pages = append(pages, l)
	}
	cl.Pages = len(pages)
	opts := comment.LearnOptions{MinSites: 1} // each site has its own markup
	learned, err := comment.Learn(pages, opts)
	if err != nil {
		return cl, err
	}
	cl.Keywords = slices.Clone(shipped)
	for _, k := range learned {
		if !slices.Contains(cl.Keywords, k) {
			cl.Keywords = append(cl.Keywords, k)
		}
	}
	folds, err := comment.CrossValidate(pages, opts)
	if err != nil {
		return cl, err
	}
	for _, f := range folds {
		cl.HeldOut.TP, cl.HeldOut.FP = cl.HeldOut.TP+f.Metrics.TP, cl.HeldOut.FP+f.Metrics.FP
		cl.HeldOut.FN, cl.HeldOut.TN = cl.HeldOut.FN+f.Metrics.FN, cl.HeldOut.TN+f.Metrics.TN
	}
	var all []comment.Labelled
	for _, p := range crawled.Pages() {
		if p.Kind == web.Feed {
			continue
		}
		l, err := labelled(ctx, c, p)
		if err != nil {
			return cl, err
		}
		all = append(all, l)
	}
	m, err := comment.Evaluate(cl.Keywords, all)
	if err != nil {
		return cl, err
	}
	cl.Crawled = m[""]
	return cl, nil
}

// labelled fetches p and labels it by the truth.
func labelled(ctx context.Context, c *fetch.Client, p web.Page) (comment.Labelled, error) {
	got, err := c.Get(ctx, p.URL)
	if err != nil {
		return comment.Labelled{}, fmt.Errorf("label %s: %w", p.URL, err)
	}
	return comment.Labelled{Site: p.Site, URL: p.URL, Comments: p.HasComments, HTML: got.Body}, nil
}
