package harvest

import (
	"context"
	"fmt"
	"image/color"
	"io"
	"path/filepath"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"focus/crawl"
	"focus/eval"
	"focus/fetch"
)

// Strategy is one way to crawl: Scorer makes a fresh scorer for each crawl
// (a nil func is plain breadth-first).
type Strategy struct {
	Name   string
	Scorer func() (crawl.Scorer, error)
}

// Experiment is one paper's measure over one web.
type Experiment struct {
	Name    string // short, used in file names
	Title   string
	Measure string // the y axis
	// Value judges a fetched page by the ground truth: 1 or 0 for a
	// relevant page, or an amount (sentiment) when Accumulate is set.
	Value func(url string) float64
	// Accumulate plots the running sum of Value; otherwise the running
	// mean (the harvest rate).
	Accumulate bool
	Seeds      []string
	Gate       func() crawl.Gate
	Strategies []Strategy
}

// Curve is one strategy's crawl: the measure after each fetch.
type Curve struct {
	Strategy string
	Points   []float64
}

// Run crawls with every strategy into dir/<experiment>/<strategy>, pages
// fetches each, and returns their curves.
func Run(ctx context.Context, exp Experiment, pages int, dir string, fc fetch.Config) ([]Curve, error) {
	var curves []Curve
	for _, s := range exp.Strategies {
		var sc crawl.Scorer
		if s.Scorer != nil {
			var err error
			if sc, err = s.Scorer(); err != nil {
				return nil, fmt.Errorf("%s, %s: %w", exp.Name, s.Name, err)
			}
		}
		out := filepath.Join(dir, exp.Name, s.Name)
		cfg := crawl.Config{Out: out, MaxPages: pages, Concurrency: 1, Fetch: fc, Scorer: sc, Seeds: exp.Seeds[1:]}
		if _, err := crawl.Run(ctx, exp.Seeds[0], exp.Gate(), cfg); err != nil {
			return nil, fmt.Errorf("%s, %s: %w", exp.Name, s.Name, err)
		}
		log, err := eval.LoadLog(filepath.Join(out, crawl.LogFile))
		if err != nil {
			return nil, err
		}
		curves = append(curves, Curve{Strategy: s.Name, Points: exp.curve(log)})
	}
	return curves, nil
}

// curve turns a crawl log, in fetch order, into the measure after each
// fetch. Failed fetches count as pages crawled: they cost as much.
func (exp Experiment) curve(log []eval.Fetch) []float64 {
	points := make([]float64, len(log))
	sum := 0.0
	for i, f := range log {
		if f.Status == 200 {
			sum += exp.Value(f.URL)
		}
		points[i] = sum
		if !exp.Accumulate {
			points[i] = sum / float64(i+1)
		}
	}
	return points
}

// At is the curve's value after n fetches (its last value if shorter).
func (c Curve) At(n int) float64 {
	if len(c.Points) == 0 {
		return 0
	}
	return c.Points[min(n, len(c.Points))-1]
}

// Table prints the curves at a quarter, half and all of pages.
func Table(w io.Writer, exp Experiment, curves []Curve, pages int) {
	fmt.Fprintf(w, "%s (%s)\n", exp.Title, exp.Measure)
	marks := []int{pages / 4, pages / 2, pages}
	fmt.Fprintf(w, "%-16s", "strategy")
	for _, m := range marks {
		fmt.Fprintf(w, " %10s", fmt.Sprintf("@%d", m))
	}
	fmt.Fprintln(w)
	for _, c := range curves {
		fmt.Fprintf(w, "%-16s", c.Strategy)
		for _, m := range marks {
			if exp.Accumulate {
				fmt.Fprintf(w, " %10.1f", c.At(m))
			} else {
				fmt.Fprintf(w, " %9.1f%%", 100*c.At(m))
			}
		}
		fmt.Fprintln(w)
	}
}

// lineStyle tells the strategies apart in print as on screen: seven
// colours that stay distinct for colour-blind readers, then dashes.
func lineStyle(l *plotter.Line, i int) {
	palette := [...]color.RGBA{
		{0, 0, 0, 255}, {213, 94, 0, 255}, {0, 114, 178, 255}, {0, 158, 115, 255},
		{204, 121, 167, 255}, {230, 159, 0, 255}, {86, 180, 233, 255},
	}
	l.Color = palette[i%len(palette)]
	l.Width = vg.Points(1.5)
	if i >= len(palette) {
		l.Dashes = []vg.Length{vg.Points(4), vg.Points(2)}
	}
}

// Plot draws the curves into a PNG file.
func Plot(path string, exp Experiment, curves []Curve) error {
	p := plot.New()
	p.Title.Text = exp.Title
	p.X.Label.Text = "pages crawled"
	p.Y.Label.Text = exp.Measure
	p.Legend.Top = true
	if !exp.Accumulate {
		p.Y.Min, p.Y.Max = 0, 1
	}
	for i, c := range curves {
		xys := make(plotter.XYs, len(c.Points))
		for j, v := range c.Points {
			xys[j] = plotter.XY{X: float64(j + 1), Y: v}
		}
		l, err := plotter.NewLine(xys)
		if err != nil {
			return fmt.Errorf("plot %s: %w", c.Strategy, err)
		}
		lineStyle(l, i)
		p.Add(l)
		p.Legend.Add(c.Strategy, l)
	}
	if err := p.Save(6*vg.Inch, 4*vg.Inch, path); err != nil {
		return fmt.Errorf("plot %s: %w", path, err)
	}
	return nil
}
