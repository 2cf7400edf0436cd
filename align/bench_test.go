package align

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// benchPage is the largest page of the training mirrors, a PunBB thread
// page of six posts (21 KB, about 900 DOM nodes).
const benchPage = "punbb-topic12-p10.html"

func benchData(b *testing.B) []byte {
	data, err := os.ReadFile(filepath.Join("testdata", benchPage))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	return data
}

func BenchmarkParse(b *testing.B) {
	data := benchData(b)
	for b.Loop() {
		if _, err := Parse(bytes.NewReader(data), golden[benchPage]); err != nil {
			b.Fatal(err)
		}
	}
}

// The next two start from a parsed tree: a fresh Doc per iteration, as
// a Doc caches its analysis. They include finding the regions.

func BenchmarkLinkTables(b *testing.B) {
	d := goldenDoc(b, benchPage)
	benchData(b)
	for b.Loop() {
		fresh := &Doc{Root: d.Root, Base: d.Base, Now: d.Now}
		if len(fresh.LinkTables()) == 0 {
			b.Fatal("no tables")
		}
	}
}

func BenchmarkPosts(b *testing.B) {
	d := goldenDoc(b, benchPage)
	benchData(b)
	for b.Loop() {
		fresh := &Doc{Root: d.Root, Base: d.Base, Now: d.Now}
		if len(fresh.Posts()) != 6 {
			b.Fatal("want 6 posts")
		}
	}
}
