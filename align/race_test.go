//go:build race

package align

// raceEnabled skips the size-limit tests, which run on one goroutine: the
// race detector finds nothing there and slows them twentyfold.
const raceEnabled = true
