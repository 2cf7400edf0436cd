package main

import (
	"context"
	"encoding/json"
	"fmt"

	"focus/sim"
)

func runSim(ctx context.Context, e *env, args []string) error {
	if len(args) == 0 {
		return usagef("missing sub-command: list, serve or truth")
	}
	switch args[0] {
	case "list":
		for _, p := range sim.Packages() {
			fmt.Fprintf(e.stdout, "%s\t%s\t%s\t%s\n", p.Name, p.Kind, p.Mount, p.Software)
		}
		return nil
	case "serve":
		return simServe(ctx, e, args[1:])
	case "truth":
		return simTruth(e, args[1:])
	case "--help", "-h":
		flags(e, "sim").Usage()
		return nil
	}
	return usagef("unknown sub-command %q: list, serve or truth", args[0])
}

func simServe(ctx context.Context, e *env, args []string) error {
	fs := flags(e, "sim")
	host := fs.String("host", "127.0.0.1", "address to listen on (keep it loopback)")
	port := fs.Int("port", 0, "port of the first package, the next ones after it (default: each package's fixed port, 18100+)")
	names, err := parse(fs, args)
	if err != nil {
		return err
	}
	pkgs, err := packages(names)
	if err != nil {
		return err
	}
	var servers []*sim.Server
	defer func() {
		for _, s := range servers {
			_ = s.Close()
		}
	}()
	for i, p := range pkgs {
		pt := sim.DefaultPort(p.Name)
		if *port != 0 {
			pt = *port + i
		}
		s, err := sim.Start(p, fmt.Sprintf("%s:%d", *host, pt))
		if err != nil {
			return err
		}
		servers = append(servers, s)
		fmt.Fprintf(e.stdout, "%-14s %s\n", p.Name, s.Entry())
	}
	<-ctx.Done()
	return nil
}

func simTruth(e *env, args []string) error {
	fs := flags(e, "sim")
	base := fs.String("base", "", "base URL the site is served at (default http://127.0.0.1:<its fixed port>)")
	names, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(names) != 1 {
		return usagef("sim truth takes one package name")
	}
	pkgs, err := packages(names)
	if err != nil {
		return err
	}
	b := *base
	if b == "" {
		b = fmt.Sprintf("http://127.0.0.1:%d", sim.DefaultPort(names[0]))
	}
	t, err := sim.NewSite(pkgs[0]).Truth(b)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(e.stdout)
	enc.SetIndent("", " ")
	return enc.Encode(t)
}

// packages looks names up; no names means every package.
func packages(names []string) ([]*sim.Package, error) {
	if len(names) == 0 {
		return sim.Packages(), nil
	}
	var out []*sim.Package
	for _, n := range names {
		p, err := sim.Lookup(n)
		if err != nil {
			return nil, usageError{err.Error()}
		}
		out = append(out, p)
	}
	return out, nil
}
