// Command ferretdb runs FerretDB v1 through its embeddable package: a MongoDB-wire server on
// SQLite for the native launcher and the tests (MongoDB's own server cannot be installed here).
//
// Why a wrapper and not `go install github.com/FerretDB/FerretDB/cmd/ferretdb@v1.24.2`:
// the module zip lacks build/version/version.txt, and FerretDB's own command panics on start
// without it; the embeddable package skips that check. It also locks telemetry off.
package main

import (
	"context"
	"flag"
	"log"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on (loopback only)")
	dataDir := flag.String("data", "", "folder that holds the SQLite databases")
	logLevel := flag.String("log-level", "warn", "debug, info, warn or error")
	flag.Parse()

	if *dataDir == "" {
		log.Fatal("-data is required")
	}
	abs, err := filepath.Abs(*dataDir)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.MkdirAll(abs, 0o700); err != nil {
		log.Fatal(err)
	}

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		log.Fatal(err)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + abs + "/",
	})
	if err != nil {
		log.Fatal(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	go keepIDIndexes(ctx, abs, 500*time.Millisecond, logger)

	logger.Info("ferretdb listening", "addr", *listen, "data", abs)
	if err := f.Run(ctx); err != nil && ctx.Err() == nil {
		log.Fatal(err)
	}
}
