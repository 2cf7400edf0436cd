package learn

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"focus/align"
	"focus/fetch"
	"focus/urlpattern"
)

// Version is the profile format written by this package; Load accepts it
// alone.
const Version = 1

// URL types, as the crawl log names them.
const (
	TypeIndex      = "index"
	TypeThread     = "thread"
	TypeIndexFlip  = "index-flip"
	TypeThreadFlip = "thread-flip"
)

// Profile is what learning found out about a site: all the crawl needs.
type Profile struct {
	Version       int       `json:"version"`
	Site          string    `json:"site"` // host[:port] of the entry URL
	EntryURL      string    `json:"entry_url"`
	LearnedAt     time.Time `json:"learned_at"`
	SessionParams []string  `json:"session_params"`
	// IgnoredParams do not change the thread page they are on (see
	// contextParams). The crawl strips the parameters each regex's patterns
	// list as ignore (session parameters everywhere, these on thread URLs,
	// a pager's form defaults on index page-flipping URLs, see
	// formDefaults) before it matches and deduplicates a URL.
	IgnoredParams []string `json:"ignored_params"`
	Regexes       Regexes  `json:"regexes"`
	Fetches       int      `json:"fetches"` // pages fetched while learning
	// NumericDates is the order the site prints numeric dates in
	// (04-08-2026 is month first where 04-27-2026 is printed too), as the
	// pages fetched while learning show it; omitted when they show neither
	// order alone. The crawl reads in it the thread pages whose own dates
	// leave the order open.
	NumericDates align.DateOrder `json:"numeric_dates,omitempty"`
	// JudgedWithoutOther is set when (nearly) every page looked 'other' to the
	// classifier and learning judged them by index and thread scores
	// alone (see Site).
	JudgedWithoutOther bool `json:"judged_without_other,omitempty"`
}

// Regexes are the four ITF regexes of a site.
type Regexes struct {
	Index      Regex `json:"index"`
	Thread     Regex `json:"thread"`
	IndexFlip  Regex `json:"index_flip"`
	ThreadFlip Regex `json:"thread_flip"`
}

// Regex is one ITF regex: the URLs of one type, the page type they lead to,
// and the evidence it was learned from.
type Regex struct {
	URLType     string         `json:"url_type"`
	PageType    string         `json:"page_type"` // of the destination: index or thread
	Patterns    urlpattern.Set `json:"patterns"`
	LearnedFrom int            `json:"learned_from"` // distinct URLs in the training set
	Samples     []string       `json:"samples"`
}

// All lists the four regexes in the order the crawl should try them: the
// page-flipping ones first, as they are the more specific.
func (r *Regexes) All() []*Regex {
	return []*Regex{&r.ThreadFlip, &r.IndexFlip, &r.Thread, &r.Index}
}

// slots are the regexes' fixed URL and page types, keyed as in the JSON.
var slots = []struct{ key, urlType, pageType string }{
	{"index", TypeIndex, TypeIndex},
	{"thread", TypeThread, TypeThread},
	{"index_flip", TypeIndexFlip, TypeIndex},
	{"thread_flip", TypeThreadFlip, TypeThread},
}

func (r *Regexes) byKey(key string) *Regex {
	switch key {
	case "index":
		return &r.Index
	case "thread":
		return &r.Thread
	case "index_flip":
		return &r.IndexFlip
	}
	return &r.ThreadFlip
}

// validate checks what Load promises: a known version, an absolute entry
// URL on the profile's site, the four regexes with their fixed types, all
// compiling, and a thread regex that matches something.
func (p *Profile) validate() error {
	if p.Version != Version {
		return fmt.Errorf("version %d is not %d", p.Version, Version)
	}
	u, err := fetch.ParseURL(p.EntryURL)
	if err != nil {
		return fmt.Errorf("entry_url: %w", err)
	}
	if p.Site != u.Host {
		return fmt.Errorf("site %q is not the entry URL's host %q", p.Site, u.Host)
	}
	for _, s := range slots {
		r := p.Regexes.byKey(s.key)
		if r.URLType != s.urlType || r.PageType != s.pageType {
			return fmt.Errorf("regexes.%s: url_type %q and page_type %q, want %q and %q",
				s.key, r.URLType, r.PageType, s.urlType, s.pageType)
		}
		if _, err := r.Patterns.Compile(); err != nil {
			return fmt.Errorf("regexes.%s: %w", s.key, err)
		}
	}
	if len(p.Regexes.Thread.Patterns.Patterns) == 0 {
		return errors.New("regexes.thread has no pattern")
	}
	return nil
}

// FileName is the profile file of the site u belongs to:
// "<host>_<port>.json", the port made explicit from the scheme.
func FileName(u string) (string, error) {
	u = strings.TrimSpace(u)
	if !strings.Contains(u, "://") {
		u = "http://" + u // a bare host[:port], as "focus crawl example.org" allows
	}
	pu, err := url.Parse(u)
	if err != nil || pu.Hostname() == "" {
		return "", fmt.Errorf("%q is not a site URL", u)
	}
	port := pu.Port()
	if port == "" {
		port = map[string]string{"https": "443"}[pu.Scheme]
		if port == "" {
			port = "80"
		}
	}
	host := strings.NewReplacer(":", "-", "/", "-", `\`, "-").Replace(pu.Hostname()) // IPv6
	return host + "_" + port + ".json", nil
}

// Save writes the profile to dir as indented JSON, atomically (a temporary
// file renamed into place), and returns the file's path.
func (p *Profile) Save(dir string) (string, error) {
	name, err := FileName(p.EntryURL)
	if err != nil {
		return "", fmt.Errorf("save profile: %w", err)
	}
	data, err := json.MarshalIndent(p, "", "  ")
	if err != nil {
		return "", fmt.Errorf("save profile: %w", err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("save profile: %w", err)
	}
	path := filepath.Join(dir, name)
	if err := writeAtomic(path, append(data, '\n')); err != nil {
		return "", fmt.Errorf("save profile: %w", err)
	}
	return path, nil
}

func writeAtomic(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name()) // fails harmlessly once renamed
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}

// Load reads and validates a profile file. Its errors are one line naming
// the file and what is wrong with it.
func Load(path string) (*Profile, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("profile %s does not exist", path)
		}
		return nil, fmt.Errorf("profile %s: %w", path, err)
	}
	p, err := parseProfile(data)
	if err != nil {
		return nil, fmt.Errorf("profile %s is corrupt: %w", path, err)
	}
	return p, nil
}

// parseProfile decodes and validates a profile, rejecting unknown fields
// (a misspelt key in a hand-edited profile would otherwise be lost
// silently) and trailing data.
func parseProfile(data []byte) (*Profile, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var p Profile
	if err := dec.Decode(&p); err != nil {
		return nil, jsonError(data, err)
	}
	if dec.More() {
		return nil, errors.New("data after the profile object")
	}
	if err := p.validate(); err != nil {
		return nil, err
	}
	return &p, nil
}

// jsonError adds the line of a syntax error, which encoding/json gives only
// as a byte offset.
func jsonError(data []byte, err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		line := 1 + bytes.Count(data[:min(int(se.Offset), len(data))], []byte("\n"))
		return fmt.Errorf("line %d: %w", line, err)
	}
	return err
}

// Find loads the profile of the site siteURL belongs to from dir.
func Find(dir, siteURL string) (*Profile, error) {
	name, err := FileName(siteURL)
	if err != nil {
		return nil, err
	}
	path := filepath.Join(dir, name)
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("no profile for %s in %s (run focus learn first)", siteOf(siteURL), dir)
	}
	return Load(path)
}

// siteOf is the host[:port] of u, or u itself when it has none.
func siteOf(u string) string {
	if pu, err := url.Parse(u); err == nil && pu.Host != "" {
		return pu.Host
	}
	return u
}
