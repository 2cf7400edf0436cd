package models

import (
	_ "embed"
	"fmt"
	"os"

	"focus/pagetype"
	"focus/svm"
)

//go:embed pagetype.json
var pageTypeJSON []byte

// PageType is the page-type classifier: the embedded default when path is
// empty, else the model file at path.
func PageType(path string) (*pagetype.Classifier, error) {
	b := pageTypeJSON
	if path != "" {
		var err error
		if b, err = os.ReadFile(path); err != nil {
			return nil, fmt.Errorf("page-type model: %w", err)
		}
	}
	m, err := svm.Load(b)
	if err != nil {
		return nil, fmt.Errorf("page-type model %s: %w", orDefault(path), err)
	}
	return pagetype.New(m)
}

func orDefault(path string) string {
	if path == "" {
		return "(embedded)"
	}
	return path
}
