// Package models holds the trained default models that ship inside the
// focus binary (embedded with go:embed) and loads them, or a model file
// the user names instead. `focus train` writes pagetype.json here.
package models
