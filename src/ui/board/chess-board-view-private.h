/* chess-board-view-private.h: what the board's input and drawing share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-board-animation.h"
#include "chess-board-palette.h"
#include "chess-piece-set.h"
#include "chess-board-square.h"
#include "chess-board-view.h"
#include "chess-move-chooser.h"

G_BEGIN_DECLS

#define CHESS_BOARD_N_PIECE_TYPES (CHESS_PIECE_TYPE_KING + 1)

struct _ChessBoardView
{
  GtkWidget         parent_instance;

  ChessGame        *game;
  gboolean          flipped;
  gboolean          show_legal_moves;
  gboolean          show_coordinates;
  /* -1: the live game; otherwise the position after that ply, read-only. */
  int               view_ply;
  /* The node of the game's tree shown, or NULL: set with view_ply by the
   * window, it may lie in a variation. Moves made on it are not played
   * but offered (::move-chosen), for the window to add or ask about. */
  ChessGameNode    *view_node;

  ChessPieceSet    *pieces;
  /* At the square size in device pixels, from the app's shared cache
   * (chess-piece-textures.c); fetched again on a resize. */
  GdkTexture       *textures[2][CHESS_BOARD_N_PIECE_TYPES];
  int               texture_size;
  /* The set the textures are of (not owned: sets are shared). */
  ChessPieceSet    *texture_pieces;

  guint             selected;
  /* Bit n set: square n is a destination of an ordinary move of the
   * selected piece, or (castle_targets) a square that castles: the rook's,
   * or where the king lands. */
  guint64           move_targets;
  guint64           castle_targets;

  /* The keyboard's square, drawn only while focus is visible. */
  guint             cursor;
  /* The keyboard's, not the pointer's: focus came by keyboard, or the
   * cursor keys were used since the last click (see
   * chess_board_view_get_keyboard_cursor ()). */
  gboolean          keyboard_cursor;
  /* Under the pointer, or CHESS_NO_SQUARE. */
  guint             hover;

  /* A press decides on release when it lands on the selected piece: a
   * drag moves it, a click puts it down. */
  guint             press_square;
  gboolean          press_on_selected;
  guint             drag_from;
  gboolean          dragging;
  double            drag_x;
  double            drag_y;

  /* Castles whose landing squares are shown. The explicit preview (the
   * window's castle buttons) wins over the chooser's, which wins over the
   * one that follows pointer, drag and cursor. */
  GPtrArray        *preview;
  ChessMove        *explicit_preview;
  ChessMove        *chooser_preview;

  ChessMoveChooser *chooser;
  guint             chooser_square;

  /* A move suggested for the side to move, drawn as an arrow. */
  ChessMove        *hint;

  /* The last move travelling to its squares; see chess-board-view-motion.c. */
  ChessBoardAnimation *animation;
  /* An ordinary move's length in ms; 0 turns animations off. */
  guint             animation_duration;
  gboolean          auto_flip;
  /* FALSE: shown only, never played on. */
  gboolean          interactive;
  /* Set while a drop plays its move: the piece is already there. */
  gboolean          dropping;

  /* For screen readers (chess-board-view-squares.c): a row per rank,
   * and in them a ChessBoardSquare per square, both indexed as the
   * core numbers them. */
  GtkWidget        *ranks[8];
  GtkWidget        *squares[64];

  /* Beyond the allocation: what stands next to it, and the free room
   * beyond that, where a castling king may wait (chess-board-view-parking.c). */
  GtkBorder         taken;
  GtkBorder         room;
};

typedef struct
{
  int square_size;
  /* The wooden edge around the squares, where the coordinates go. */
  int frame;
  /* Top-left corner of the squares (not of the frame). */
  int x0;
  int y0;
} ChessBoardGeometry;

void                 _chess_board_view_get_geometry       (ChessBoardView      *self,
                                                          ChessBoardGeometry  *geometry);
void                 _chess_board_view_square_rect        (ChessBoardView      *self,
                                                          const ChessBoardGeometry *geometry,
                                                          guint                square,
                                                          graphene_rect_t     *rect);
guint                _chess_board_view_square_at          (ChessBoardView      *self,
                                                          double               x,
                                                          double               y);
/* The position on the board: the live one, the view node's or the one
 * at view-ply. */
const ChessPosition *_chess_board_view_get_shown_position (ChessBoardView      *self);
/* The ply whose move the last-move highlight shows, 0 for none. */
guint                _chess_board_view_get_shown_ply      (ChessBoardView      *self);

/* chess-board-view-input.c */
void                 _chess_board_view_class_init_input   (GtkWidgetClass      *widget_class);
void                 _chess_board_view_init_input         (ChessBoardView      *self);
gboolean             _chess_board_view_chooser_is_open    (ChessBoardView      *self);
void                 _chess_board_view_close_chooser      (ChessBoardView      *self);
void                 _chess_board_view_set_selected       (ChessBoardView      *self,
                                                          guint                square);
void                 _chess_board_view_set_cursor         (ChessBoardView      *self,
                                                          guint                square);
guint                _chess_board_view_initial_cursor     (ChessBoardView      *self);
void                 _chess_board_view_end_drag           (ChessBoardView      *self);
/* Recomputes which castles' landing is shown, and redraws. */
void                 _chess_board_view_update_preview     (ChessBoardView      *self);

/* chess-board-view-motion.c */
void                 _chess_board_view_init_motion        (ChessBoardView      *self);
void                 _chess_board_view_dispose_motion     (ChessBoardView      *self);
void                 _chess_board_view_connect_motion     (ChessBoardView      *self,
                                                          ChessGame           *game);
/* Turns the board towards the side to move, when auto-flip is on. */
void                 _chess_board_view_apply_auto_flip    (ChessBoardView      *self);
/* Squares whose pieces are still on their way there. */
guint64              chess_board_view_get_travelling_squares (ChessBoardView  *self);
/* Where PIECE, travelling, is drawn. */
void                 _chess_board_view_piece_rect         (ChessBoardView           *self,
                                                          const ChessBoardGeometry *geometry,
                                                          const ChessAnimatedPiece *piece,
                                                          graphene_rect_t          *rect);
void                 _chess_board_view_append_travelling_pieces (ChessBoardView           *self,
                                                                GtkSnapshot              *snapshot,
                                                                const ChessBoardGeometry *geometry);

/* chess-board-view-squares.c */
void                 _chess_board_view_init_squares       (ChessBoardView      *self);
void                 _chess_board_view_dispose_squares    (ChessBoardView      *self);
/* Rows and cells in the order the board shows them (after a flip). */
void                 _chess_board_view_order_squares      (ChessBoardView      *self);
void                 _chess_board_view_allocate_squares   (ChessBoardView      *self);
/* Each square's piece, selection and notes, as the board shows them. */
void                 _chess_board_view_update_squares     (ChessBoardView      *self);
/* The cursor's square: active descendant and accessible description. */
void                 _chess_board_view_update_description (ChessBoardView      *self);

/* chess-board-view-parking.c */
/* Tells a castle's animation where its king waits: again after a
 * resize, a flip or a change of the room around the board. */
void                 _chess_board_view_update_parking     (ChessBoardView      *self);

/* chess-board-view-coordinates.c */
void                 _chess_board_view_append_coordinates (ChessBoardView           *self,
                                                          GtkSnapshot              *snapshot,
                                                          const ChessBoardGeometry *geometry,
                                                          const ChessBoardPalette  *palette);
/* The coordinates' font at GEOMETRY's size (transfer full). */
PangoFontDescription *_chess_board_view_dup_coordinate_font (ChessBoardView           *self,
                                                            const ChessBoardGeometry *geometry);
/* The coordinates' ink rectangles, as drawn (none when hidden); returns
 * how many (at most 32). */
guint                _chess_board_view_get_coordinate_bounds (ChessBoardView  *self,
                                                             graphene_rect_t  bounds[32]);

/* chess-board-view-draw.c */
/* The squares the last-move highlight tints (the shown ply's move), or
 * CHESS_NO_SQUARE; a castle in which the king stays shows its rook's. */
void                 _chess_board_view_get_last_move_squares (ChessBoardView   *self,
                                                             guint            *from,
                                                             guint            *to);
void                 _chess_board_view_clear_textures     (ChessBoardView      *self);
/* The piece set drawn: the chosen one, or the high-contrast set. */
ChessPieceSet       *_chess_board_view_get_drawn_pieces   (ChessBoardView      *self);
void                 _chess_board_view_snapshot           (GtkWidget           *widget,
                                                          GtkSnapshot         *snapshot);

/* Emits ::view-move: MOVE was made on the view node's position. */
void                 _chess_board_view_offer_move (ChessBoardView   *self,
                                                   const ChessMove  *move);

G_END_DECLS
