package main

import (
	"flag"
	"strconv"
	"strings"

	"focus/crawl"
	"focus/score"
	"focus/score/comment"
	"focus/score/profile"
	"focus/score/sentiment"
	"focus/score/topic"
)

// scorerOptions are the crawl's flags that choose its scorers: one
// priority (the order of the frontier) and any post-filters.
type scorerOptions struct {
	priority, keep  *string
	keywords        *string
	sentimentMode   *string
	profileTopic    *string
	sentimentRetain *int
}

func scorerFlags(fs *flag.FlagSet) scorerOptions {
	return scorerOptions{
		priority:        fs.String("priority", "bfs", "order of the frontier: bfs, opic, commd, opic+commd, commd+links (web comments), topic (needs --keep lang=/topic=), sentiment, profile"),
		keep:            fs.String("keep", "", "post-filters, all must pass: lang=CODES (e.g. lang=de+fr), topic=MODEL.json, comments, sentiment=MIN, profile; comma-separated"),
		keywords:        fs.String("comment-keywords", "", "comment keyword file (default: the shipped list)"),
		sentimentMode:   fs.String("sentiment-mode", "sml", "sentiment priority: sat (anchor text), spc (parent page), sml (online regressor)"),
		sentimentRetain: fs.Int("sentiment-retrain", 0, "S-ML: retrain every this many pages (0: 1000)"),
		profileTopic:    fs.String("profile-topic", "", "profile scorer: topic terms, comma-separated (e.g. from focus profile expand)"),
	}
}

// scorer builds the crawl's Scorer; nil is plain breadth-first.
func (o scorerOptions) scorer() (crawl.Scorer, error) {
	filters, topical, err := o.filters()
	if err != nil {
		return nil, err
	}
	var prio crawl.Scorer
	switch *o.priority {
	case "bfs":
	case "opic", "commd", "opic+commd", "commd+links":
		kw, err := comment.LoadKeywords(*o.keywords)
		if err != nil {
			return nil, err
		}
		switch *o.priority {
		case "opic":
			prio = comment.NewOPIC(kw, false)
		case "commd":
			prio = comment.NewCOMMD(kw)
		case "commd+links":
			prio = comment.NewLearned(kw)
		default:
			prio = comment.NewOPIC(kw, true)
		}
	case "topic":
		if topical == nil {
			return nil, usagef("--priority topic needs --keep lang=CODES and/or topic=MODEL")
		}
		prio = topical
	case "sentiment":
		if prio, err = o.sentiment(0); err != nil {
			return nil, err
		}
	case "profile":
		if prio, err = o.profile(); err != nil {
			return nil, err
		}
	default:
		return nil, usagef("unknown --priority %q", *o.priority)
	}
	if prio == nil && len(filters) == 0 {
		return nil, nil
	}
	return score.Combine(prio, filters...), nil
}

// filters builds the --keep filters; topical is the filter of the lang=
// and topic= items (nil without them), which --priority topic shares.
func (o scorerOptions) filters() (filters []crawl.Scorer, topical *topic.Scorer, err error) {
	var topicItems []string
	for item := range strings.SplitSeq(*o.keep, ",") {
		item = strings.TrimSpace(item)
		k, v, _ := strings.Cut(item, "=")
		switch k {
		case "":
		case "comments":
			kw, err := comment.LoadKeywords(*o.keywords)
			if err != nil {
				return nil, nil, err
			}
			filters = append(filters, comment.NewFilter(kw))
		case "sentiment":
			least, err := strconv.ParseFloat(v, 64)
			if err != nil || least < 0 {
				return nil, nil, usagef("--keep sentiment=MIN: %q is not a sentiment score (e.g. 0.1)", v)
			}
			s, err := o.sentiment(least)
			if err != nil {
				return nil, nil, err
			}
			filters = append(filters, s)
		case "profile":
			p, err := o.profile()
			if err != nil {
				return nil, nil, err
			}
			filters = append(filters, p)
		default: // lang=, topic= and the bare codes of "lang=de,fr"
			topicItems = append(topicItems, item)
		}
	}
	if len(topicItems) > 0 {
		opts, err := topic.ParseKeep(strings.Join(topicItems, ","))
		if err != nil {
			return nil, nil, usageError{err.Error()}
		}
		if topical, err = topic.New(opts); err != nil {
			return nil, nil, usageError{err.Error()} // a language without a profile: the shipped ones load
		}
		filters = append(filters, topical)
	}
	return filters, topical, nil
}

func (o scorerOptions) sentiment(threshold float64) (*sentiment.Scorer, error) {
	s, err := sentiment.New(sentiment.Options{Mode: sentiment.Mode(*o.sentimentMode), RetrainEvery: *o.sentimentRetain, Threshold: threshold})
	if err != nil {
		return nil, usageError{err.Error()}
	}
	return s, nil
}

func (o scorerOptions) profile() (*profile.Scorer, error) {
	var terms []string
	for t := range strings.SplitSeq(*o.profileTopic, ",") {
		if t = strings.TrimSpace(t); t != "" {
			terms = append(terms, t)
		}
	}
	if len(terms) == 0 {
		return nil, usagef("the profile scorer needs --profile-topic TERMS")
	}
	return profile.New(profile.Options{Topic: terms})
}
