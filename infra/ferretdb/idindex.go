package main

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the SQLite driver FerretDB itself uses
)

// idLookupExpr is the expression FerretDB v1's SQLite backend compares when it pushes a
// {_id: <string or ObjectId>} filter down to SQL. Its own unique index is on a different
// expression (_ferretdb_sjson->"_id"), which SQLite cannot use for that comparison, so every
// lookup by _id scanned the whole table. MongoDB always has an _id index; this restores it.
const idLookupExpr = `_ferretdb_sjson->'$._id'`

// keepIDIndexes gives every collection table an index on idLookupExpr, checking each database
// file every interval: a new collection gets its index while it is still small.
func keepIDIndexes(ctx context.Context, dataDir string, every time.Duration, logger *slog.Logger) {
	done := map[string]bool{}
	dbs := map[string]*sql.DB{}
	defer func() {
		for _, db := range dbs {
			db.Close()
		}
	}()
	ticker := time.NewTicker(every)
	defer ticker.Stop()
	for {
		files, _ := filepath.Glob(filepath.Join(dataDir, "*.sqlite"))
		for _, file := range files {
			db, ok := dbs[file]
			if !ok {
				var err error
				db, err = sql.Open("sqlite", "file:"+file+"?_pragma=busy_timeout(10000)")
				if err != nil {
					logger.Warn("id index: open failed", "file", file, "err", err)
					continue
				}
				db.SetMaxOpenConns(1)
				dbs[file] = db
			}
			if err := indexTables(ctx, db, file, done); err != nil && ctx.Err() == nil {
				// A database dropped meanwhile, or busy: the next pass tries again.
				logger.Debug("id index: pass failed", "file", file, "err", err)
				if _, statErr := os.Stat(file); statErr != nil {
					db.Close()
					delete(dbs, file)
				}
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

func indexTables(ctx context.Context, db *sql.DB, file string, done map[string]bool) error {
	rows, err := db.QueryContext(ctx, `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\_ferretdb\_%' ESCAPE '\' AND name NOT LIKE 'sqlite\_%' ESCAPE '\'`)
	if err != nil {
		return err
	}
	var tables []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			rows.Close()
			return err
		}
		tables = append(tables, name)
	}
	rows.Close()
	for _, table := range tables {
		key := file + "\x00" + table
		if done[key] {
			continue
		}
		index := table + "__id_lookup"
		stmt := fmt.Sprintf(`CREATE INDEX IF NOT EXISTS %s ON %s (%s)`, quoteIdent(index), quoteIdent(table), idLookupExpr)
		if _, err := db.ExecContext(ctx, stmt); err != nil {
			return err
		}
		done[key] = true
	}
	return nil
}

func quoteIdent(name string) string {
	return `"` + strings.ReplaceAll(name, `"`, `""`) + `"`
}
