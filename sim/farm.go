package sim

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"slices"
	"time"
)

// Packages lists every package of the farm, freshly built, in a stable order.
func Packages() []*Package {
	all := []*Package{phpbb3(), vbulletin(), mybb(), smf(), xenforo(), invision(), punbb(), vanilla(),
		discourse(), discuz(), wordpress(), blogger(), stackexchange(), answers(), flickr(), news(), bbpress(), nodebb(), flarum(), kunena(), jforum(), khoros(),
		wbb(), q2a(), drupal(), vb5(), ipb3(), phorum(), yabb(), fudforum(), ipb2(), spirit(), redmine(), moodle(), askbot(), djangobb(), phpbb2(), xmb(), wpforo(), mwforum(), simplepress(), usebb(), yafnet(), mvnforum(), e107(), beehive(), misago(), tiki(), elgg(), xoops(), lobsters(), thredded(), mbin(), machina(), apacheanswer(), esotalk(), carbon(), mvcforum(), hyperkitty(), lemmy()}
	return slices.DeleteFunc(all, func(p *Package) bool { return p == nil })
}

// Lookup finds a package by name.
func Lookup(name string) (*Package, error) {
	for _, p := range Packages() {
		if p.Name == name {
			return p, nil
		}
	}
	return nil, fmt.Errorf("no farm package %q (see focus sim list)", name)
}

// DefaultPort is where `focus sim serve` puts a package unless told otherwise:
// 18100 plus its place in the list, so truth files stay valid between runs.
func DefaultPort(name string) int {
	for i, p := range Packages() {
		if p.Name == name {
			return 18100 + i
		}
	}
	return 0
}

// Server is one farm site running on loopback.
type Server struct {
	Site *Site
	Base string // "http://127.0.0.1:PORT"
	srv  *http.Server
}

// Entry is the absolute entry URL of the running site.
func (s *Server) Entry() string { return s.Base + s.Site.EntryPath() }

// Close stops the server.
func (s *Server) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	return s.srv.Shutdown(ctx)
}

// Start serves a package on addr ("127.0.0.1:0" picks a free port).
func Start(p *Package, addr string) (*Server, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("serve %s: %w", p.Name, err)
	}
	site := NewSite(p)
	srv := &http.Server{Handler: site, ReadHeaderTimeout: 10 * time.Second}
	s := &Server{Site: site, Base: "http://" + ln.Addr().String(), srv: srv}
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			slog.Error("farm site stopped", "package", p.Name, "err", err)
		}
	}()
	return s, nil
}
