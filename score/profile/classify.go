package profile

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/url"
	"os"
	"slices"
	"strings"

	"golang.org/x/net/html"
)

// Page classes.
const (
	List    = "list"    // many thumbnails and their uploaders: a crawling hub
	Detail  = "detail"  // one media object with its title, uploader and tags
	Profile = "profile" // a member's own page: interests, tags, contacts
	Other   = "other"
)

// Labelled is a training page.
type Labelled struct {
	URL   string
	Root  *html.Node
	Class string // List, Detail, Profile or Other
}

// Model is what the crawler knows of one site's pages: its schema pairs,
// the characteristic path strings of each page class, and what a profile
// page's URL looks like. It is plain JSON, so a person can read and edit it.
type Model struct {
	Schema []PSNV `json:"schema"`
	// Classes maps a class to its characteristic path strings: one or more
	// groups of them, each found on every training page of a kind of the
	// class (as real data) and on no page of another class. A class has
	// several groups when its pages come in layouts with nothing in common
	// (a photostream and a member's faves are both photo lists).
	Classes map[string][][]string `json:"classes"`
	// MinMatch is the least share of a class's path strings a page must
	// show to be of that class. The paper asks for all of them (1); a
	// little less forgives a held-out page that lacks an optional group
	// (a photo nobody commented on).
	MinMatch float64 `json:"min_match"`
	// ProfileURL is the pattern of profile page URLs learned from the
	// training ones, the member's key as "*": "/people/*/", "/user.php?id=*".
	ProfileURL string `json:"profile_url"`
}

// LearnOptions tune Learn.
type LearnOptions struct {
	SchemaShare float64 // see Schema; 0 = 1, on every training page
	MinMatch    float64 // see Model.MinMatch; 0 = 0.8
}

// Learn builds a model from labelled pages: schema pairs first (the
// paper's Algorithm 1), then each class's characteristic path strings
// (Algorithm 2) among the real data, then the profile URL pattern.
func Learn(pages []Labelled, o LearnOptions) (*Model, error) {
	if o.SchemaShare == 0 {
		o.SchemaShare = 1
	}
	if o.MinMatch == 0 {
		o.MinMatch = 0.8
	}
	pairs := make([][]PSNV, len(pages))
	for i, p := range pages {
		if p.Root == nil {
			return nil, fmt.Errorf("learn: %s is not a parsed page", p.URL)
		}
		pairs[i] = PathStrings(p.Root)
	}
	schema := Schema(pairs, o.SchemaShare)
	m := &Model{Classes: map[string][][]string{}, MinMatch: o.MinMatch}
	for x := range schema {
		m.Schema = append(m.Schema, x)
	}
	slices.SortFunc(m.Schema, func(a, b PSNV) int {
		return strings.Compare(a.Path+"\x00"+a.Value+"\x00"+a.Attr, b.Path+"\x00"+b.Value+"\x00"+b.Attr)
	})
	sets := make([]map[string]bool, len(pages))
	for i := range pages {
		sets[i] = pathSet(RealData(pairs[i], schema))
	}
	var profileURLs []string
	for _, class := range []string{List, Detail, Profile} {
		var in []map[string]bool
		var out []map[string]bool
		for i, p := range pages {
			if p.Class == class {
				in = append(in, sets[i])
				if class == Profile {
					profileURLs = append(profileURLs, p.URL)
				}
			} else {
				out = append(out, sets[i])
			}
		}
		if len(in) == 0 {
			continue
		}
		groups := characteristic(in, out)
		if len(groups) == 0 {
			return nil, fmt.Errorf("learn: no path string tells %s pages from the others", class)
		}
		m.Classes[class] = groups
	}
	if len(profileURLs) > 0 {
		pat, err := urlPattern(profileURLs)
		if err != nil {
			return nil, fmt.Errorf("learn: %w", err)
		}
		m.ProfileURL = pat
	}
	return m, nil
}

// minGroup is the fewest characteristic path strings a group may have:
// fewer would let one stray node decide a page's class.
const minGroup = 3

// characteristic is the paper's Algorithm 2 for one class: the path
// strings on all its pages (in) and on none of the others (out). Pages
// are taken in order; one that would leave its group fewer than minGroup
// path strings starts a group of its own.
func characteristic(in, out []map[string]bool) [][]string {
	var groups []map[string]bool
	for _, page := range in {
		placed := false
		for _, g := range groups {
			n := 0
			for ps := range g {
				if page[ps] {
					n++
				}
			}
			if n >= minGroup {
				for ps := range g {
					if !page[ps] {
						delete(g, ps)
					}
				}
				placed = true
				break
			}
		}
		if !placed {
			g := map[string]bool{}
			for ps := range page {
				if none(out, ps) {
					g[ps] = true
				}
			}
			if len(g) >= minGroup {
				groups = append(groups, g)
			}
		}
	}
	var res [][]string
	for _, g := range groups {
		res = append(res, slices.Sorted(maps.Keys(g)))
	}
	return res
}

func all(sets []map[string]bool, ps string) bool {
	for _, s := range sets {
		if !s[ps] {
			return false
		}
	}
	return true
}

func none(sets []map[string]bool, ps string) bool {
	for _, s := range sets {
		if s[ps] {
			return false
		}
	}
	return true
}

// Result is a page's class and, per class, the share of its
// characteristic path strings the page shows.
type Result struct {
	Class  string
	Scores map[string]float64
}

// Classifier applies a model; build it with Model.Classifier.
type Classifier struct {
	m      *Model
	schema map[PSNV]bool
}

// Classifier readies the model for classifying pages.
func (m *Model) Classifier() *Classifier {
	c := &Classifier{m: m, schema: make(map[PSNV]bool, len(m.Schema))}
	for _, x := range m.Schema {
		c.schema[x] = true
	}
	return c
}

// Classify tells a page's class: the class whose characteristic path
// strings it shows the largest share of, if at least MinMatch, else Other.
func (c *Classifier) Classify(root *html.Node) Result {
	return c.classify(RealData(PathStrings(root), c.schema))
}

func (c *Classifier) classify(real []PSNV) Result {
	have := pathSet(real)
	r := Result{Class: Other, Scores: map[string]float64{}}
	best := 0.0
	for _, class := range slices.Sorted(maps.Keys(c.m.Classes)) {
		s := 0.0
		for _, chars := range c.m.Classes[class] {
			n := 0
			for _, ps := range chars {
				if have[ps] {
					n++
				}
			}
			s = max(s, float64(n)/float64(len(chars)))
		}
		r.Scores[class] = s
		if s >= c.m.MinMatch && s > best {
			r.Class, best = class, s
		}
	}
	return r
}

// urlPattern generalises URLs of one kind of page into a pattern: parts
// that differ between them become "*". The URLs must share their shape
// (path segments, query keys); at least two are needed to see what varies.
func urlPattern(urls []string) (string, error) {
	if len(urls) < 2 {
		return "", errors.New("two profile pages at least are needed to learn their URL pattern")
	}
	var first []string
	for i, raw := range urls {
		parts, err := urlParts(raw)
		if err != nil {
			return "", err
		}
		if i == 0 {
			first = parts
			continue
		}
		if len(parts) != len(first) {
			return "", fmt.Errorf("profile URLs %s and %s differ in shape", urls[0], raw)
		}
		for j := range parts {
			if parts[j] != first[j] && first[j] != wild(parts[j]) {
				if strings.HasSuffix(first[j], "=") || strings.HasSuffix(parts[j], "=") || wild(first[j]) != wild(parts[j]) {
					return "", fmt.Errorf("profile URLs %s and %s differ in shape", urls[0], raw)
				}
				first[j] = wild(parts[j])
			}
		}
	}
	if !slices.ContainsFunc(first, func(p string) bool { return strings.Contains(p, "*") }) {
		return "", errors.New("the profile URLs are all the same")
	}
	return joinParts(first), nil
}

// urlParts splits a URL into its path segments, each with its leading
// "/" and any trailing one, then its query as "?key=" (or "&key=") and
// value pieces: the pieces a pattern matches one to one.
func urlParts(raw string) ([]string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("profile URL: %w", err)
	}
	return splitParts(u.EscapedPath(), u.Query()), nil
}

func splitParts(path string, q url.Values) []string {
	var parts []string
	for s := range strings.SplitAfterSeq(strings.TrimPrefix(path, "/"), "/") {
		if s != "" {
			parts = append(parts, s)
		}
	}
	if len(parts) == 0 {
		parts = []string{""}
	}
	parts[0] = "/" + parts[0]
	for i, k := range slices.Sorted(maps.Keys(q)) {
		parts = append(parts, map[bool]string{true: "?", false: "&"}[i == 0]+k+"=", q.Get(k))
	}
	return parts
}

// wild turns a differing piece into its wildcard, keeping its slashes.
func wild(part string) string {
	w := "*"
	if strings.HasPrefix(part, "/") {
		w = "/" + w
	}
	if len(part) > 1 && strings.HasSuffix(part, "/") {
		w += "/"
	}
	return w
}

func joinParts(parts []string) string { return strings.Join(parts, "") }

// patternParts splits a pattern as urlParts splits a URL, keeping "*".
func patternParts(pat string) []string {
	path, rawQuery, _ := strings.Cut(pat, "?")
	q := url.Values{}
	for kv := range strings.SplitSeq(rawQuery, "&") {
		if k, v, ok := strings.Cut(kv, "="); ok {
			q.Set(k, v)
		}
	}
	return splitParts(path, q)
}

// ProfileKey returns the member key a profile URL carries (what "*" stands
// for in the model's pattern), and whether rawURL is a profile URL at all.
func (m *Model) ProfileKey(rawURL string) (string, bool) {
	if m.ProfileURL == "" {
		return "", false
	}
	pat := patternParts(m.ProfileURL)
	parts, err := urlParts(rawURL)
	if err != nil || len(parts) != len(pat) {
		return "", false
	}
	key := ""
	for i, p := range pat {
		if !strings.Contains(p, "*") {
			if p != parts[i] {
				return "", false
			}
			continue
		}
		v := strings.Trim(parts[i], "/")
		if v == "" || wild(parts[i]) != p {
			return "", false
		}
		if key == "" {
			key = v
		}
	}
	return key, key != ""
}

// LoadModel reads a model saved by Model.Save.
func LoadModel(path string) (*Model, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("load profile model: %w", err)
	}
	return parseModel(b)
}

func parseModel(b []byte) (*Model, error) {
	var m Model
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("parse profile model: %w", err)
	}
	if len(m.Classes) == 0 {
		return nil, errors.New("parse profile model: no page classes")
	}
	if m.MinMatch <= 0 || m.MinMatch > 1 {
		return nil, fmt.Errorf("parse profile model: min_match %v is not in (0, 1]", m.MinMatch)
	}
	return &m, nil
}

// Save writes the model as indented JSON.
func (m *Model) Save(path string) error {
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return fmt.Errorf("save profile model: %w", err)
	}
	if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("save profile model: %w", err)
	}
	return nil
}
