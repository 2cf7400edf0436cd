package learn

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"focus/entry"
	"focus/fetch"
	"focus/pagetype"
)

// Site learns the profile of the site that input, any page of it, belongs
// to: it finds the entry page (entry.Find), then learns from it, both within
// opts.Budget; the profile's Fetches count both. When entry discovery finds
// no forum, it learns from the page given, and keeps what it learns when it
// found boards there and threads that page. When learning from the entry
// found finds no threads, it learns from the runner-up candidate.
//
// When the classifier called (nearly) every page it read 'other' (a forum whose
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
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if _, err := fetch.ParseURL(input); err != nil {
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
	case qerr == nil && threadsPage(q):
		opts.Logger.Warn("every page looked unlike the forums the classifier was trained on; "+
			"learned judging each page by its index and thread scores alone", "site", input)
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
	learnOpts := opts
	learnOpts.Budget = max(1, opts.Budget-found.Fetches)
	if errors.Is(err, entry.ErrNoForum) && learnOpts.Budget > 1 {
		// Entry discovery judges a page by a sample of its heaviest list,
		// which may be a sidebar of the latest posts whose shortcuts look
		// unlike the threads they stand for, or a list of lists (courses,
		// each a page of forums) that reads as 'other'; learning votes on
		// every list of the page, and looks deeper (see listsLists). A
		// page it learns boards from, and threads that page, is the
		// forum's entry after all.
		p, lerr := Learn(ctx, client, classifier, input, learnOpts)
		if lerr == nil && p.Regexes.Index.LearnedFrom >= 2 && threadsPage(p) {
			opts.Logger.Info("entry discovery found no forum; learning found one on the page given", "page", input)
			p.Fetches += found.Fetches
			return p, nil
		}
		found.Fetches += spent(p, lerr)
		switch {
		case errors.Is(err, pagetype.ErrAllOther) && errors.Is(lerr, pagetype.ErrAllOther):
			// Said once: the second time would only add a page count.
			err = fmt.Errorf("%w; learning from the page itself found no thread URLs, reading its pages 'other' too", err)
		case lerr != nil:
			err = fmt.Errorf("%w; learning from the page itself: %w", err, lerr)
		case !threadsPage(p):
			err = fmt.Errorf("%w; learning from the page itself found no thread that pages", err)
		default:
			err = fmt.Errorf("%w; learning from the page itself found no boards", err)
		}
	}
	if err != nil {
		return nil, &Error{Fetches: found.Fetches, Err: fmt.Errorf("%s: %w", input, err)}
	}
	p, err := Learn(ctx, client, classifier, found.Entry, learnOpts)
	if next := runnerUp(found); errors.Is(err, ErrNoThreads) && !errors.Is(err, pagetype.ErrAllOther) && next != "" {
		// The home of the site a forum is part of (a blog at the host's
		// root, rel=home, above a forum at /community/) can outscore the
		// forum's own: a forum has threads.
		first := spent(nil, err)
		left := learnOpts
		left.Budget -= first
		if left.Budget > 1 {
			opts.Logger.Info("learning from the entry found no threads; trying the runner-up", "entry", found.Entry, "runner-up", next)
			q, qerr := Learn(ctx, client, classifier, next, left)
			if qerr == nil {
				q.Fetches += found.Fetches + first
				return q, nil
			}
			found.Fetches += first
			err = fmt.Errorf("no threads from it, and from the runner-up %s: %w", next, qerr)
		}
	}
	if err != nil {
		return nil, &Error{Fetches: found.Fetches + spent(nil, err), Entry: found.Entry, Err: fmt.Errorf("%s: %w", found.Entry, err)}
	}
	p.Fetches += found.Fetches
	return p, nil
}

// runnerUp is the candidate entry after the one found, if one scored
// above zero.
func runnerUp(r entry.Result) string {
	for _, c := range r.Candidates {
		if c.URL != r.Entry && c.Score > 0 {
			return c.URL
		}
	}
	return ""
}

// threadsPage reports whether learning found the site's threads paging (a
// thread page-flipping regex): what a forum learned on weaker evidence
// must show, as a shop's catalogue, lists and items too, does not.
func threadsPage(p *Profile) bool { return p.Regexes.ThreadFlip.LearnedFrom > 0 }

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
