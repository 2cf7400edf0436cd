package topic

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"focus/align"
	"focus/score"
)

// Doc is one document of a collection: its path and visible text.
type Doc struct {
	Path string
	Text string
}

// ReadCollection reads every .txt, .html and .htm file under dir (sub
// folders included, in path order); HTML is reduced to the text a reader
// sees ([score.Text]).
func ReadCollection(dir string) ([]Doc, error) {
	var docs []Doc
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		ext := strings.ToLower(filepath.Ext(p))
		if ext != ".txt" && ext != ".html" && ext != ".htm" {
			return nil
		}
		b, err := readFile(p)
		if err != nil {
			return err
		}
		t := string(b)
		if ext != ".txt" {
			t = HTMLText(b)
		}
		docs = append(docs, Doc{Path: p, Text: t})
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("read collection: %w", err)
	}
	if len(docs) == 0 {
		return nil, fmt.Errorf("read collection: no .txt, .html or .htm files under %s", dir)
	}
	return docs, nil
}

// HTMLText is the visible text of an HTML page. The HTML parser accepts
// any input, so there is no error: garbage gives its text.
func HTMLText(b []byte) string {
	n, err := align.ParseHTML(b)
	if err != nil {
		return ""
	}
	return score.Text(n)
}

// UniqueParagraphs drops every paragraph (line) already seen earlier in the
// collection, as the paper does before building its models: pages of one
// site repeat navigation, footers and quotes, and repetitions would weigh
// in the frequencies as if they were the topic's language. It returns a
// new slice; docs is not changed.
func UniqueParagraphs(docs []Doc) []Doc {
	seen := map[string]bool{}
	out := slices.Clone(docs)
	for i, d := range out {
		var b strings.Builder
		for line := range strings.Lines(d.Text) {
			key := strings.ToLower(strings.Join(strings.Fields(line), " "))
			if key == "" || seen[key] {
				continue
			}
			seen[key] = true
			b.WriteString(strings.TrimRight(line, "\n"))
			b.WriteByte('\n')
		}
		out[i].Text = b.String()
	}
	return out
}

// maxFile bounds a file of a collection: a stray archive or image must not
// exhaust memory.
const maxFile = 64 << 20

func readFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxFile+1))
	if err != nil {
		return nil, err
	}
	if len(b) > maxFile {
		return nil, fmt.Errorf("%s is larger than %d MB", name, maxFile>>20)
	}
	return b, nil
}
