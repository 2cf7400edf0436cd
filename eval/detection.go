package eval

// Detection counts the hits and misses of a detector against labels (a page
// type, comment pages, a URL type): true positives, false positives and
// false negatives.
type Detection struct {
	TP, FP, FN int
}

// Precision is TP/(TP+FP), 1 when nothing was detected.
func (c Detection) Precision() float64 { return ratio(c.TP, c.TP+c.FP) }

// Recall is TP/(TP+FN), 1 when there was nothing to find.
func (c Detection) Recall() float64 { return ratio(c.TP, c.TP+c.FN) }

// ratio is a/b, 1 when b is 0: no claim made is no claim wrong.
func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}
