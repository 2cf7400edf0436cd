package profile

import _ "embed"

// defaultModel was learned from a dozen labelled pages of the farm's
// flickr package (see TestDefaultModel, which rebuilds it with -update).
//
//go:embed default_model.json
var defaultModel []byte

// DefaultModel is the embedded model of Flickr-style pages.
func DefaultModel() (*Model, error) { return parseModel(defaultModel) }
