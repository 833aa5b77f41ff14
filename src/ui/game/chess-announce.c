/* chess-announce.c: what screen readers say as a game goes on: each move
 * played and the result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-announce"

#include "config.h"

#include <gmodule.h>
#include <glib/gi18n-lib.h>

#include "chess-announce.h"
#include "chess-ui-names.h"

#define LAST_MESSAGE_KEY "chess-announce-last"

/* Another piece of the same kind could go to the same square: SAN names
 * the file or rank it comes from; spoken, its whole square is clearer. */
static gboolean
is_ambiguous (const ChessPosition *before,
              const ChessMove     *move)
{
  g_autoptr(GPtrArray) moves = chess_position_get_legal_moves (before);

  for (guint i = 0; i < moves->len; i++)
    {
      const ChessMove *other = g_ptr_array_index (moves, i);

      if (!chess_move_is_castle (other)
          && chess_move_get_piece (other) == chess_move_get_piece (move)
          && chess_move_get_to (other) == chess_move_get_to (move)
          && chess_move_get_from (other) != chess_move_get_from (move))
        return TRUE;
    }
  return FALSE;
}

static char *
describe_castle (const ChessMove *move)
{
  const char *color = chess_ui_color_name (chess_move_get_color (move));

  if (chess_move_get_castling_side (move) == CHESS_CASTLING_SIDE_H)
    /* Translators: a move read by a screen reader; the argument is
     * “White” or “Black”. Kingside is the h-side castle, O-O. */
    return g_strdup_printf (_("%s castles kingside"), color);
  /* Translators: a move read by a screen reader; the argument is “White”
   * or “Black”. Queenside is the a-side castle, O-O-O. */
  return g_strdup_printf (_("%s castles queenside"), color);
}

static char *
describe_ordinary (const ChessPosition *before,
                   const ChessMove     *move)
{
  const char *piece = chess_ui_piece_name (chess_move_get_piece (move));
  gboolean capture = chess_move_get_captured (move) != CHESS_PIECE_TYPE_NONE;
  g_autofree char *from = chess_square_to_string (chess_move_get_from (move));
  g_autofree char *to = chess_square_to_string (chess_move_get_to (move));
  g_autofree char *text = NULL;

  if (is_ambiguous (before, move))
    text = capture
           /* Translators: a move read by a screen reader: the piece, the
            * square it leaves and the square of the piece it takes, e.g.
            * “Pawn e4 takes d5” */
           ? g_strdup_printf (_("%s %s takes %s"), piece, from, to)
           /* Translators: a move read by a screen reader: the piece, the
            * square it leaves and the one it goes to, e.g. “Knight b1 to d2” */
           : g_strdup_printf (_("%s %s to %s"), piece, from, to);
  else
    text = capture
           /* Translators: a move read by a screen reader: the piece and the
            * square of the piece it takes, e.g. “Knight takes e5” */
           ? g_strdup_printf (_("%s takes %s"), piece, to)
           /* Translators: a move read by a screen reader: the piece and
            * where it goes, e.g. “Knight f3” */
           : g_strdup_printf (C_("spoken move", "%s %s"), piece, to);

  if (chess_move_is_en_passant (move))
    {
      char *longer = g_strdup_printf (
        /* Translators: after a pawn's capture read by a screen reader,
         * e.g. “Pawn takes d6, en passant” */
        _("%s, en passant"), text);

      g_free (text);
      text = longer;
    }
  if (chess_move_get_promotion (move) != CHESS_PIECE_TYPE_NONE)
    {
      char *longer = g_strdup_printf (
        /* Translators: after a pawn's move read by a screen reader, and the
         * piece it becomes, e.g. “Pawn e8, promotes to Queen” */
        _("%s, promotes to %s"), text, chess_ui_piece_name (chess_move_get_promotion (move)));

      g_free (text);
      text = longer;
    }
  return g_steal_pointer (&text);
}

char *
chess_announce_describe_move (const ChessPosition *before,
                              const ChessMove     *move)
{
  g_autoptr(ChessPosition) after = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (before != NULL, NULL);
  g_return_val_if_fail (move != NULL, NULL);

  text = chess_move_is_castle (move) ? describe_castle (move) : describe_ordinary (before, move);
  after = chess_position_play (before, move);
  if (after != NULL && chess_position_is_checkmate (after))
    /* Translators: after a move read by a screen reader, e.g. “Queen h4,
     * checkmate” */
    return g_strdup_printf (_("%s, checkmate"), text);
  if (after != NULL && chess_position_is_check (after))
    /* Translators: after a move read by a screen reader, e.g. “Bishop b5,
     * check” */
    return g_strdup_printf (_("%s, check"), text);
  return g_steal_pointer (&text);
}

typedef void      (*AnnounceFunc)         (GtkAccessible *accessible,
                                           const char    *message,
                                           int            priority);
typedef GObject  *(*GetATContextFunc)     (GtkAccessible *accessible);

typedef struct {
  AnnounceFunc     announce;
  GetATContextFunc get_at_context;
} AnnounceApi;

/* gtk_accessible_announce() came with GTK 4.14, and the build allows only
 * GTK 4.8's API (GDK_VERSION_MAX_ALLOWED), even against newer headers. The
 * Flatpak and current distributions run a newer GTK: there it is looked
 * up when the app runs, with gtk_accessible_get_at_context() (4.10). */
static const AnnounceApi *
lookup_announce (void)
{
  static gsize initialized;
  static AnnounceApi api;

  if (g_once_init_enter (&initialized))
    {
      GModule *program = NULL;
      gpointer announce = NULL;
      gpointer get_at_context = NULL;

      if (gtk_get_major_version () > 4 || gtk_get_minor_version () >= 14)
        program = g_module_open (NULL, 0);
      if (program != NULL
          && g_module_symbol (program, "gtk_accessible_announce", &announce)
          && g_module_symbol (program, "gtk_accessible_get_at_context", &get_at_context))
        {
          api.announce = (AnnounceFunc) announce;
          api.get_at_context = (GetATContextFunc) get_at_context;
        }
      /* The program itself stays loaded: the symbols remain valid. */
      if (program != NULL)
        g_module_close (program);
      g_once_init_leave (&initialized, 1);
    }
  return &api;
}

/* Only the AT-SPI context speaks. GTK's other contexts (GTK_A11Y=none or
 * test, or no accessibility bus) leave the announce hook empty, and GTK
 * 4.14 to 4.18 call it without looking: the app would crash on every
 * move. */
static gboolean
can_announce (const AnnounceApi *api,
              GtkAccessible     *accessible)
{
  g_autoptr(GObject) context = NULL;

  if (api->announce == NULL)
    return FALSE;
  context = api->get_at_context (accessible);
  return context != NULL && g_str_equal (G_OBJECT_TYPE_NAME (context), "GtkAtSpiContext");
}

void
chess_announce (GtkWidget  *widget,
                const char *message)
{
  /* GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM: said after what is being
   * said, not instead. */
  const int medium_priority = 1;
  const AnnounceApi *api;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (message != NULL);

  g_object_set_data_full (G_OBJECT (widget), LAST_MESSAGE_KEY, g_strdup (message), g_free);
  api = lookup_announce ();
  if (can_announce (api, GTK_ACCESSIBLE (widget)))
    api->announce (GTK_ACCESSIBLE (widget), message, medium_priority);
}

const char *
chess_announce_get_last (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  return g_object_get_data (G_OBJECT (widget), LAST_MESSAGE_KEY);
}

/* The results a move brings about: said together with that move. */
static gboolean
is_result_of_move (ChessResultReason reason)
{
  switch (reason)
    {
    case CHESS_RESULT_REASON_CHECKMATE:
    case CHESS_RESULT_REASON_STALEMATE:
    case CHESS_RESULT_REASON_FIVEFOLD_REPETITION:
    case CHESS_RESULT_REASON_SEVENTY_FIVE_MOVES:
    case CHESS_RESULT_REASON_INSUFFICIENT_MATERIAL:
      return TRUE;
    case CHESS_RESULT_REASON_NONE:
    case CHESS_RESULT_REASON_THREEFOLD_REPETITION:
    case CHESS_RESULT_REASON_FIFTY_MOVES:
    case CHESS_RESULT_REASON_RESIGNATION:
    case CHESS_RESULT_REASON_DRAW_AGREED:
    case CHESS_RESULT_REASON_TIMEOUT:
    case CHESS_RESULT_REASON_TIMEOUT_INSUFFICIENT_MATERIAL:
    default:
      return FALSE;
    }
}

static void
on_move_played (ChessGame       *game,
                guint            ply,
                const ChessMove *move,
                GtkWidget       *widget)
{
  g_autofree char *text = chess_announce_describe_move (chess_game_get_position_at (game, ply - 1), move);
  ChessResult result = chess_game_get_result (game);

  /* One message: a second one could cut the first short. */
  if (result != CHESS_RESULT_NONE && is_result_of_move (chess_game_get_result_reason (game)))
    {
      g_autofree char *outcome = chess_ui_describe_result (result, chess_game_get_result_reason (game));
      char *both = g_strdup_printf (
        /* Translators: a move and the result it brings, read by a screen
         * reader, e.g. “Queen h4, checkmate. Black wins by checkmate” */
        C_("spoken move and result", "%s. %s"), text, outcome);

      g_free (text);
      text = both;
    }
  chess_announce (widget, text);
}

/* Resignations, agreed and claimed draws, flag falls: no move brings
 * them, so they are said on their own. */
static void
on_result_changed (ChessGame  *game,
                   GParamSpec *pspec,
                   GtkWidget  *widget)
{
  g_autofree char *text = NULL;
  ChessResult result = chess_game_get_result (game);
  ChessResultReason reason = chess_game_get_result_reason (game);

  if (result == CHESS_RESULT_NONE || is_result_of_move (reason))
    return;
  text = chess_ui_describe_result (result, reason);
  chess_announce (widget, text);
}

void
chess_announce_follow_game (GtkWidget *widget,
                            ChessGame *game)
{
  GSignalGroup *group;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (game == NULL || CHESS_IS_GAME (game));

  /* One game at a time: the group moves the handlers to the next. */
  group = g_object_get_data (G_OBJECT (widget), "chess-announce-game");
  if (group == NULL)
    {
      group = g_signal_group_new (CHESS_TYPE_GAME);
      g_signal_group_connect (group, "move-played", G_CALLBACK (on_move_played), widget);
      g_signal_group_connect (group, "notify::result", G_CALLBACK (on_result_changed), widget);
      g_object_set_data_full (G_OBJECT (widget), "chess-announce-game", group, g_object_unref);
    }
  g_signal_group_set_target (group, game);
}
