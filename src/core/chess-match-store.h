/* chess-match-store.h: the matches of the open windows, saved after every
 * change and reopened at the next start
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-match.h"

G_BEGIN_DECLS

#define CHESS_MATCH_STORE_ERROR (chess_match_store_error_quark ())
GQuark chess_match_store_error_quark (void);

typedef enum
{
  /* Another copy of the app (or another window) has the session. */
  CHESS_MATCH_STORE_ERROR_LOCKED,
  /* The session cannot be read; it was set aside. */
  CHESS_MATCH_STORE_ERROR_DAMAGED,
} ChessMatchStoreError;

#define CHESS_TYPE_MATCH_STORE (chess_match_store_get_type ())
G_DECLARE_FINAL_TYPE (ChessMatchStore, chess_match_store, CHESS, MATCH_STORE, GObject)

/* Signals:
 *   ::save-failed (ChessMatch *match, GError *error): the first failed
 *     write of MATCH's session since the last one that worked.
 *   ::save-recovered (ChessMatch *match): the first write that worked
 *     after ::save-failed: everything is saved again. */

/* Sessions in DIRECTORY; NULL for $XDG_STATE_HOME/chess960. */
ChessMatchStore *chess_match_store_new           (const char       *directory);
/* The app's store, made on first use. */
ChessMatchStore *chess_match_store_get_default   (void);
const char      *chess_match_store_get_directory (ChessMatchStore  *self);

/* The sessions to reopen, oldest window first: those that neither this
 * process nor another running copy of the app has. Removes what writes
 * killed half way left behind. */
GStrv            chess_match_store_list          (ChessMatchStore  *self);

/* Takes PATH for MATCH and loads it into MATCH. The session is locked
 * while this process runs: CHESS_MATCH_STORE_ERROR_LOCKED when another
 * has it. A file that cannot be read is set aside
 * (CHESS_MATCH_STORE_ERROR_DAMAGED, with the new name in the message) and
 * PATH stays MATCH's; so it does when the file has gone (G_FILE_ERROR_NOENT).
 * Nothing is written before chess_match_store_add(). */
gboolean         chess_match_store_restore       (ChessMatchStore  *self,
                                                  ChessMatch       *match,
                                                  const char       *path,
                                                  GError          **error);
/* Saves MATCH from now on, after every ::changed: to the session
 * restored for it, else to a new one (the lowest number free). */
void             chess_match_store_add           (ChessMatchStore  *self,
                                                  ChessMatch       *match);
/* MATCH's session file, or NULL. */
const char      *chess_match_store_get_path      (ChessMatchStore  *self,
                                                  ChessMatch       *match);
/* Writes MATCH's session now unless nothing changed since the last
 * write (e.g. for the running clock's time before a window closes). */
gboolean         chess_match_store_save          (ChessMatchStore  *self,
                                                  ChessMatch       *match,
                                                  GError          **error);
/* The user put MATCH away (closed its window): its file goes, unless it
 * is the store's last match, which comes back at the next start. */
void             chess_match_store_close         (ChessMatchStore  *self,
                                                  ChessMatch       *match);
/* The process is done with MATCH (the app quits): the file stays for the
 * next start, and its lock goes. */
void             chess_match_store_release       (ChessMatchStore  *self,
                                                  ChessMatch       *match);

G_END_DECLS
