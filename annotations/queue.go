package annotations

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// Queue is the labelling app's breadth-first walk of a site, kept in
// queue.json so a restarted app continues where it stopped.
type Queue struct {
	Start   string   `json:"start"`   // the URL the walk began at
	Pending []string `json:"pending"` // still to show, in order
	Seen    []string `json:"seen"`    // every URL ever queued
}

// LoadQueue reads the site's queue; ok is false when there is none yet.
func (s *Set) LoadQueue() (q Queue, ok bool, err error) {
	p := filepath.Join(s.dir, queueFile)
	data, err := os.ReadFile(p)
	if errors.Is(err, os.ErrNotExist) {
		return Queue{}, false, nil
	}
	if err != nil {
		return Queue{}, false, fmt.Errorf("read queue: %w", err)
	}
	if err := json.Unmarshal(data, &q); err != nil {
		return Queue{}, false, fmt.Errorf("%s: corrupt queue (delete it to start the walk afresh): %w", p, err)
	}
	return q, true, nil
}

// SaveQueue replaces the site's queue atomically.
func (s *Set) SaveQueue(ctx context.Context, q Queue) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	data, err := json.MarshalIndent(q, "", "  ")
	if err != nil {
		return fmt.Errorf("save queue: %w", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := writeAtomic(filepath.Join(s.dir, queueFile), append(data, '\n')); err != nil {
		return fmt.Errorf("save queue: %w", err)
	}
	return nil
}
