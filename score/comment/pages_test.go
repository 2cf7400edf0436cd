package comment

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSaveLoad(t *testing.T) {
	dir := t.TempDir()
	in := []Labelled{
		{Site: "blog", URL: "http://127.0.0.1:18110/a/", Comments: true, HTML: []byte(`<p class="comment-body">hi</p>`)},
		{Site: "blog", URL: "http://127.0.0.1:18110/b/", HTML: []byte(`<p>none</p>`)},
		{URL: "http://Example.org:8080/x", Comments: true, HTML: []byte(`<p>x</p>`)},
	}
	if err := Save(dir, in); err != nil {
		t.Fatal(err)
	}
	got, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(in) {
		t.Fatalf("loaded %d pages, want %d", len(got), len(in))
	}
	bySite := map[string]int{}
	for _, p := range got {
		bySite[p.Site]++
		for _, w := range in {
			if w.URL == p.URL && (w.Comments != p.Comments || !bytes.Equal(w.HTML, p.HTML)) {
				t.Errorf("%s: loaded %+v, saved %+v", p.URL, p, w)
			}
		}
	}
	// A page without a site goes where annotations would put its host.
	if bySite["blog"] != 2 || bySite["example.org_8080"] != 1 {
		t.Errorf("sites %v", bySite)
	}

	// Bad lines are reported with their file and line; good ones still load,
	// and the last line for a URL wins.
	labels := filepath.Join(dir, "blog", labelsFile)
	f, err := os.OpenFile(labels, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"url":"http://127.0.0.1:18110/a/","label":"thread","file":"pages/x.html.gz"}` + "\n")
	f.WriteString(`{"url":"http://127.0.0.1:18110/b/","label":"comments","file":"` + mustPageFile(t, dir, "http://127.0.0.1:18110/b/") + `"}` + "\n")
	f.WriteString("{torn\n")
	f.Close()
	got, err = Load(dir)
	if err == nil || !strings.Contains(err.Error(), "line 3") || !strings.Contains(err.Error(), "line 5") || !strings.Contains(err.Error(), `"thread"`) {
		t.Errorf("error %v, want lines 3 and 5 reported", err)
	}
	for _, p := range got {
		if p.URL == "http://127.0.0.1:18110/b/" && !p.Comments {
			t.Error("the last label of /b/ did not win")
		}
	}
	if len(got) != 3 {
		t.Errorf("loaded %d pages beside the errors, want 3", len(got))
	}
}

// mustPageFile is the page file Save wrote for url, relative to its site folder.
func mustPageFile(t *testing.T, dir, url string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "blog", labelsFile))
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(data)) {
		if strings.Contains(line, url) {
			i := strings.Index(line, `"file":"`) + len(`"file":"`)
			return line[i : i+strings.Index(line[i:], `"`)]
		}
	}
	t.Fatalf("%s not saved", url)
	return ""
}
