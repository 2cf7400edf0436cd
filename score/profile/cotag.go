package profile

import (
	"cmp"
	"maps"
	"net/url"
	"slices"
	"strings"

	"golang.org/x/net/html"

	"focus/align"
	"focus/score"
)

// ExpandOptions tune cotagging topic expansion.
type ExpandOptions struct {
	// MinPhi is the least phi for a tag to join the topic: how many times
	// more often it is cotagged with a topic tag than chance would have
	// it. 0 = 2.
	MinPhi float64
	// MinVotes is the least number of photos the two tags must share. The
	// paper thresholds phi alone (0 = 1); on a large crawl a few votes more
	// keep one odd photo from making a rare tag topical.
	MinVotes int
	Top      int // the most tags one round adds; 0 = 10
	Rounds   int // 0 = 2, as in the paper
}

// Cotag is one tag of an expanded topic.
type Cotag struct {
	Tag   string  `json:"tag"`
	Phi   float64 `json:"phi"`   // its best phi with a tag of the round before (0 for a seed)
	Votes int     `json:"votes"` // photos it shares with that tag
	Round int     `json:"round"` // 0 for a seed
	From  string  `json:"from,omitempty"`
}

// Expand grows a topic from its seed tags over the tag sets of photos (the
// paper's section 6): a tag T1 joins when, for a topic tag T of the round
// before, phi = P(T and T1) / (P(T) P(T1)) reaches MinPhi, P being shares
// of the photos. Photos with an identical tag set count once, as uploaders
// tag batches alike. The second round starts from the tags the first one
// found. The result is the seeds, then the tags found, best phi first
// within a round.
func Expand(seeds []string, photos [][]string, o ExpandOptions) []Cotag {
	if o.MinPhi == 0 {
		o.MinPhi = 2
	}
	if o.MinVotes == 0 {
		o.MinVotes = 1
	}
	if o.Top == 0 {
		o.Top = 10
	}
	if o.Rounds == 0 {
		o.Rounds = 2
	}
	var sets [][]string
	seenSet := map[string]bool{}
	for _, p := range photos {
		var s []string
		for _, t := range p {
			if t = normTag(t); t != "" && !slices.Contains(s, t) {
				s = append(s, t)
			}
		}
		slices.Sort(s)
		if k := strings.Join(s, "\x00"); len(s) > 0 && !seenSet[k] {
			seenSet[k] = true
			sets = append(sets, s)
		}
	}
	n := float64(len(sets))
	count := map[string]int{}
	co := map[[2]string]int{}
	for _, s := range sets {
		for i, a := range s {
			count[a]++
			for _, b := range s[i+1:] {
				co[[2]string{a, b}]++
				co[[2]string{b, a}]++
			}
		}
	}
	var out []Cotag
	in := map[string]bool{}
	var front []string
	for _, t := range seeds {
		if t = normTag(t); t != "" && !in[t] {
			in[t] = true
			out = append(out, Cotag{Tag: t})
			front = append(front, t)
		}
	}
	for round := 1; round <= o.Rounds && len(front) > 0; round++ {
		best := map[string]Cotag{}
		for _, t := range front {
			for t1, c := range count {
				v := co[[2]string{t, t1}]
				if in[t1] || v < o.MinVotes {
					continue
				}
				phi := float64(v) / n / ((float64(count[t]) / n) * (float64(c) / n))
				if b, ok := best[t1]; phi >= o.MinPhi && (!ok || phi > b.Phi) {
					best[t1] = Cotag{Tag: t1, Phi: phi, Votes: v, Round: round, From: t}
				}
			}
		}
		found := slices.Collect(maps.Values(best))
		slices.SortFunc(found, func(a, b Cotag) int {
			if c := cmp.Compare(b.Phi, a.Phi); c != 0 {
				return c
			}
			if c := cmp.Compare(b.Votes, a.Votes); c != 0 {
				return c
			}
			return strings.Compare(a.Tag, b.Tag)
		})
		found = found[:min(len(found), o.Top)]
		front = front[:0]
		for _, c := range found {
			in[c.Tag] = true
			out = append(out, c)
			front = append(front, c.Tag)
		}
	}
	return out
}

func normTag(t string) string { return strings.ToLower(strings.TrimSpace(t)) }

// TopicTerms is the tags of an expanded topic.
func TopicTerms(cs []Cotag) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Tag
	}
	return out
}

// Tags reads a detail page's tags: the text of its links to tag pages,
// URLs with a "tags" (or "tag") path segment followed by the tag, the way
// media-sharing sites (Flickr, YouTube's old pages, Instagram's explore)
// name them.
func Tags(root *html.Node, pageURL string) []string {
	page, err := url.Parse(pageURL)
	if err != nil {
		return nil
	}
	var out []string
	for n, u := range hrefs(root, align.BaseURL(root, page)) {
		segs := strings.Split(strings.Trim(u.Path, "/"), "/")
		i := slices.IndexFunc(segs, func(s string) bool { return s == "tags" || s == "tag" })
		if i < 0 || i+1 >= len(segs) || segs[i+1] == "" {
			continue
		}
		if t := normTag(score.Text(n)); t != "" && !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}
