package learn

import (
	"context"
	"errors"
	"fmt"
	"net/url"

	"focus/entry"
	"focus/fetch"
	"focus/pagetype"
)

// Site learns the profile of the site that input, any page of it, belongs
// to: it finds the entry page (entry.Find), then learns from it, both within
// opts.Budget; the profile's Fetches count both.
//
// When the classifier called every page it read 'other' (a forum whose
// layout is unlike every training site's, as Flarum's view for crawlers
// is), Site tries once more with 'other' set aside, within what is left of
// the budget. It keeps that profile, marked JudgedWithoutOther, only when
// the site's threads page (a thread page-flipping regex was learned): a
// shop's catalogue has lists and items too, but its items do not page.
// Its errors are *Error.
func Site(ctx context.Context, client *fetch.Client, classifier *pagetype.Classifier, input string, opts Options) (*Profile, error) {
	if opts.Budget == 0 {
		opts.Budget = DefaultBudget
	}
	if _, err := absolute(input); err != nil {
		return nil, &Error{Err: err}
	}
	p, err := site(ctx, client, classifier, input, opts)
	left := opts.Budget - spent(p, err)
	if !errors.Is(err, pagetype.ErrAllOther) || left <= 0 {
		return p, err
	}
	again := opts
	again.Budget = left
	q, qerr := site(ctx, client, classifier.Without(pagetype.Other), input, again)
	total := spent(p, err) + spent(q, qerr)
	switch {
	case qerr == nil && q.Regexes.ThreadFlip.LearnedFrom > 0:
		if opts.Logger != nil {
			opts.Logger.Warn("every page looked unlike the forums the classifier was trained on; "+
				"learned judging each page by its index and thread scores alone", "site", input)
		}
		q.JudgedWithoutOther = true
		q.Fetches = total
		return q, nil
	case qerr == nil:
		err = fmt.Errorf("%w; learning again with 'other' set aside found no thread that pages", err)
	default:
		err = fmt.Errorf("%w; learning again with 'other' set aside failed too", err)
	}
	var first *Error
	errors.As(err, &first)
	return nil, &Error{Fetches: total, Entry: first.Entry, Err: err}
}

// site finds the entry page and learns from it, once.
func site(ctx context.Context, client *fetch.Client, classifier *pagetype.Classifier, input string, opts Options) (*Profile, error) {
	found, err := entry.Find(ctx, client, classifier, input,
		entry.Options{Budget: min(entry.DefaultBudget, opts.Budget/4), Logger: opts.Logger})
	if err != nil {
		return nil, &Error{Fetches: found.Fetches, Err: fmt.Errorf("%s: %w", input, err)}
	}
	learnOpts := opts
	learnOpts.Budget = max(1, opts.Budget-found.Fetches)
	p, err := Learn(ctx, client, classifier, found.Entry, learnOpts)
	if err != nil {
		return nil, &Error{Fetches: found.Fetches + spent(nil, err), Entry: found.Entry, Err: fmt.Errorf("%s: %w", found.Entry, err)}
	}
	p.Fetches += found.Fetches
	return p, nil
}

// absolute parses an absolute http(s) URL.
func absolute(s string) (*url.URL, error) {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("%q is not an absolute http(s) URL", s)
	}
	return u, nil
}

// spent is the fetches that learning a profile, or failing to, took.
func spent(p *Profile, err error) int {
	if p != nil {
		return p.Fetches
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Fetches
	}
	return 0
}
