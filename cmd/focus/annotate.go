package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"focus/annotations"
)

func runAnnotate(ctx context.Context, e *env, args []string) error {
	fs := flags(e, "annotate")
	dir := fs.String("dir", "annotations", "annotations folder: one sub-folder of labels and pages per site")
	addr := fs.String("addr", "127.0.0.1:8377", "loopback address to serve the app on")
	fetchConfig := fetchFlags(fs, true)
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 1 {
		return usagef("give at most one site URL")
	}
	fc, err := fetchConfig()
	if err != nil {
		return err
	}
	app, err := annotations.NewApp(annotations.AppConfig{Dir: *dir, Fetch: fc, Logger: e.log})
	if err != nil {
		return err
	}
	if len(pos) == 1 {
		if err := app.Start(ctx, pos[0]); err != nil {
			return err
		}
	}
	ln, err := annotations.Listen(*addr)
	if errors.Is(err, annotations.ErrNotLoopback) {
		return usageError{err.Error()}
	}
	if err != nil {
		return err
	}
	// Requests share ctx, so Ctrl-C ends a page fetch at once, while
	// Shutdown still waits for a label being written.
	srv := &http.Server{Handler: app, ReadHeaderTimeout: 10 * time.Second, BaseContext: func(net.Listener) context.Context { return ctx }}
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
		defer cancel()
		srv.Shutdown(sctx)
	}()
	fmt.Fprintf(e.stdout, "labelling app on http://%s/ (Ctrl-C stops it)\n", ln.Addr())
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	<-stopped
	return ctx.Err()
}
