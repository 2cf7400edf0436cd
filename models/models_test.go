package models

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestEmbeddedModelLoads(t *testing.T) {
	if _, err := PageType(""); err != nil {
		t.Fatal(err)
	}
}

func TestBadModelFiles(t *testing.T) {
	dir := t.TempDir()
	tests := []struct{ name, body, want string }{
		{"truncated.json", `{"features": [`, "page-type model"},
		{"shape.json", `{"features":["records"],"classes":["index","thread"],"mean":[0],"scale":[1],"weights":[[1]],"bias":[0,0]}`, "does not fit"},
		{"features.json", `{"features":["x"],"classes":["index","thread"],"mean":[0],"scale":[1],"weights":[[1],[1]],"bias":[0,0]}`, "do not match"},
	}
	for _, tc := range tests {
		p := filepath.Join(dir, tc.name)
		if err := os.WriteFile(p, []byte(tc.body), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := PageType(p); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error saying %q", tc.name, err, tc.want)
		}
	}
	if _, err := PageType(filepath.Join(dir, "missing.json")); err == nil {
		t.Error("a missing model file loaded")
	}
}
