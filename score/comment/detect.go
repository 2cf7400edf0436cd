package comment

import (
	"bufio"
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode"

	"golang.org/x/net/html"

	"focus/align"
	"focus/models"
)

// Keywords is a comment keyword list: a page has comments when one of its
// CSS class names contains one of the keywords as a substring, counting
// the class names of elements that carry prose ([ProseClasses]). Keywords
// are lower case, as class names are compared lower-cased (HTML class
// names are case-sensitive, but sites spell the same word both ways).
type Keywords []string

// ReadKeywords reads a keyword file: one keyword per line; blank lines and
// lines starting with # are ignored, so a learned file can carry its
// provenance and a person can edit it.
func ReadKeywords(r io.Reader) (Keywords, error) {
	var kw Keywords
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.ContainsFunc(line, unicode.IsSpace) {
			return nil, fmt.Errorf("keyword line %d: %q has white space, which no class name can contain", n, line)
		}
		kw = append(kw, strings.ToLower(line))
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read keywords: %w", err)
	}
	if len(kw) == 0 {
		return nil, errors.New("no keywords")
	}
	return kw, nil
}

// WriteKeywords writes kw in the form ReadKeywords reads, after a header of
// comment lines (each line of header gets a "# ").
func WriteKeywords(w io.Writer, kw Keywords, header string) error {
	var b strings.Builder
	for line := range strings.Lines(header) {
		b.WriteString("# " + strings.TrimRight(line, "\n") + "\n")
	}
	for _, k := range kw {
		b.WriteString(k + "\n")
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return fmt.Errorf("write keywords: %w", err)
	}
	return nil
}

// Classes returns the distinct CSS class names used on the page under n,
// lower-cased, in document order of first use: every use, prose or not
// (detection reads [ProseClasses]).
func Classes(n *html.Node) []string {
	names, _ := classUses(n, nil)
	return names
}

// ProseClasses returns the distinct CSS class names, lower-cased, in
// document order of first use, of the elements under n that carry prose:
// that hold, outside links, buttons, forms (but for one that wraps the
// page), form controls and headings, a run of text of at least
// [MinProseWords] words; inline markup does not break a run. A comment is prose; the
// names the word "comment" sits in elsewhere mark links ("comments-link",
// "12 comments"), counts, bylines in a "recent comments" box, empty
// comment forms and number columns, and carry none. These are the class
// uses the hard rule reads, in learning as in detection.
func ProseClasses(n *html.Node) []string {
	names, _ := proseUses(n)
	return names
}

// Detection is what the hard rule found on a page.
type Detection struct {
	Comments bool // at least one class name holds a keyword
	// Hits is how many of the page's distinct class names hold a keyword:
	// a rough measure of how much comment markup the page has.
	Hits    int
	Matched []string // the keywords found, in list order
}

// Detect applies the paper's hard rule to a page's class names: the page
// has comments if at least one class name contains one of kw. The class
// names are [ProseClasses]' (as DetectPage, DetectRoot and HasComments
// take them), or any list a caller chooses.
func (kw Keywords) Detect(classes []string) Detection {
	var d Detection
	found := make([]bool, len(kw))
	for _, c := range classes {
		hit := false
		for i, k := range kw {
			if strings.Contains(c, k) {
				hit, found[i] = true, true
			}
		}
		if hit {
			d.Hits++
		}
	}
	for i, k := range kw {
		if found[i] {
			d.Matched = append(d.Matched, k)
		}
	}
	d.Comments = d.Hits > 0
	return d
}

// DetectPage parses body and detects comments on it ([Keywords.DetectRoot]).
func (kw Keywords) DetectPage(body []byte) (Detection, error) {
	root, err := align.ParseHTML(body)
	if err != nil {
		return Detection{}, fmt.Errorf("parse page: %w", err)
	}
	return kw.DetectRoot(root), nil
}

// DetectRoot detects comments on the page under root: the hard rule on
// its prose class names ([ProseClasses]). A nil root (no HTML) has none.
func (kw Keywords) DetectRoot(root *html.Node) Detection {
	if root == nil {
		return Detection{}
	}
	return kw.Detect(ProseClasses(root))
}

// HasComments reports whether the page under root has comments
// ([Keywords.DetectRoot]). A page that is not HTML (nil root) has none.
func (kw Keywords) HasComments(root *html.Node) bool {
	return kw.DetectRoot(root).Comments
}

// LoadKeywords reads the keyword file at path, or the list that ships with
// focus (models/comment/keywords.txt) when path is empty.
func LoadKeywords(path string) (Keywords, error) {
	var r io.Reader
	if path == "" {
		r = bytes.NewReader(models.CommentKeywords())
	} else {
		f, err := os.Open(path)
		if err != nil {
			return nil, fmt.Errorf("comment keywords: %w", err)
		}
		defer f.Close()
		r = f
	}
	kw, err := ReadKeywords(r)
	if err != nil {
		return nil, fmt.Errorf("comment keywords %s: %w", cmp.Or(path, "(embedded)"), err)
	}
	return kw, nil
}
