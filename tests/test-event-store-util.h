/* test-event-store-util.h: what the event store's tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-event-store.h"

G_BEGIN_DECLS

/* A temporary folder, deleted with everything in it at the end. */
typedef struct {
  char *root;
  char *events;   /* ROOT/data/events: not there until a store makes it */
} Fixture;

/* What a store announces. */
typedef struct {
  GPtrArray *damaged;       /* DamagedReport* */
  guint      n_save_failed;
  GError    *save_error;
  GString   *changes;       /* "position,removed,added " */
} Recorder;

typedef struct {
  char   *path;
  char   *backup_path;
  GError *error;
} DamagedReport;

/* An event file with two rounds. */
extern const char event_text[];

void             fixture_set_up    (Fixture       *fixture,
                                    gconstpointer  data);
void             fixture_tear_down (Fixture       *fixture,
                                    gconstpointer  data);
char            *read_contents     (const char *path);
void             write_contents    (const char *directory,
                                    const char *name,
                                    const char *data,
                                    gssize      length);
ChessEvent      *event_with        (const char *name,
                                    const char *created);
char            *basename_of       (ChessEventStore *store,
                                    ChessEvent      *event);
/* The file of EVENT in STORE holds exactly EVENT. */
void             assert_saved      (ChessEventStore *store,
                                    ChessEvent      *event);
ChessEvent      *item              (ChessEventStore *store,
                                    guint            position);
void             recorder_init     (Recorder        *recorder,
                                    ChessEventStore *store);
void             recorder_clear    (Recorder        *recorder,
                                    ChessEventStore *store);
ChessEventStore *loaded_store      (const char *directory);

G_END_DECLS
