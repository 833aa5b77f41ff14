/* test-engine-fake.h: the fake UCI engine and its log, for the engine tests
 *
 * tests/fake-uci-engine.py logs every command it receives, so the tests
 * check what was sent as well as what came back, and that every process
 * started has ended by the end of each test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-engine.h"

/* The fake engine's folder: a link to the script, its settings, its log. */
typedef struct {
  char        *dir;
  char        *log;
  char        *fake;
  char        *conf;
  GKeyFile    *settings;
  ChessEngine *engine;
} Fixture;

void          fixture_set_up         (Fixture             *f,
                                      gconstpointer        data);
void          fixture_tear_down      (Fixture             *f,
                                      gconstpointer        data);
/* Read by the next engine process at its start. */
void          fake_set               (Fixture             *f,
                                      const char          *key,
                                      const char          *value);

GStrv         log_lines              (Fixture             *f);
/* The processes started, in order. */
GArray       *log_pids               (Fixture             *f);
guint         log_count_pids         (Fixture             *f);
gboolean      log_contains           (Fixture             *f,
                                      const char          *line);
void          log_clear              (Fixture             *f);
gint          log_find               (GStrv                lines,
                                      const char          *line,
                                      gint                 from);
void          assert_logged          (Fixture             *f,
                                      const char          *line);
/* The lines logged in this order, others between them allowed. */
void          assert_logged_in_order (Fixture             *f,
                                      const char * const  *expected);
void          assert_process_ends    (GPid                 pid,
                                      guint                timeout_ms);

/* For async calls: stores the result in *DATA, and waits for it. */
void          store_result           (GObject             *source,
                                      GAsyncResult        *result,
                                      gpointer             data);
void          wait_for               (GAsyncResult       **slot);

ChessMove    *find_move              (ChessEngine         *engine,
                                      ChessGame           *game,
                                      ChessEngineSearch    kind,
                                      GError             **error);
char         *move_to_uci            (ChessGame           *game,
                                      const ChessMove     *move);
void          assert_finds           (ChessEngine         *engine,
                                      ChessGame           *game,
                                      const char          *expected);
ChessGame    *new_game_from_fen      (ChessVariant         variant,
                                      const char          *fen);
ChessGame    *new_standard_game      (void);

/* The "go" of a search at the default level (3). */
const char   *default_go             (void);

#define ADD_ENGINE_TEST(path, func) \
  g_test_add ("/engine/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
