/* chess-castling-demo.c: a small board that castles example positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-castling-demo"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "chess-animation-speed.h"
#include "chess-board-view.h"
#include "chess-castling-demo.h"
#include "chess-settings.h"
#include "chess-startpos.h"

/* Reading about a castle in which the king stays put, or jumps over its
 * own rook, is one thing; seeing it is another. Each example is a real
 * start position with the pieces in the way gone, and Play castles it
 * through ChessGame, so that the board shows it exactly as in a game: the
 * king leaves the board, the rook goes, the king comes back. */

static const ChessCastlingExample chess960_examples[] = {
  { CHESS_VARIANT_CHESS960, 518,
    "rnbqk2r/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R w KQkq - 0 1",
    "e1h1", "O-O", "e1", "g1", "h1", "f1",
    N_("Ordinary Chess"),
    N_("Every O-O ends like this one, wherever king and rook start.") },
  { CHESS_VARIANT_CHESS960, 959,
    "rkr4b/pppppppp/8/8/8/8/PPPPPPPP/RKR4B w KQkq - 0 1",
    "b1c1", "O-O", "b1", "g1", "c1", "f1",
    N_("King and Rook Pass Each Other"),
    N_("The bishop on h1 may stay: neither piece crosses its square.") },
  { CHESS_VARIANT_CHESS960, 2,
    "bqnnr1kr/pppppppp/8/8/8/8/PPPPPPPP/BQNNR1KR w KQkq - 0 1",
    "g1h1", "O-O", "g1", "g1", "h1", "f1",
    /* Titled with the method's name the move list gives it. */
    N_("Rook Only: King Already on g1"),
    N_("Only the rook moves, yet it is a castle: the king cannot castle again.") },
  { CHESS_VARIANT_CHESS960, 83,
    "bnnrkr1b/pppppppp/8/8/8/8/PPPPPPPP/BNNRKR1B w KQkq - 0 1",
    "e1f1", "O-O", "e1", "g1", "f1", "f1",
    N_("King Only: Rook Already on f1"),
    N_("Only the king moves, jumping over its own rook as no ordinary king move could.") },
  { CHESS_VARIANT_CHESS960, 3,
    "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1",
    "f1g1", "O-O", "f1", "g1", "g1", "f1",
    N_("King and Rook Swap"),
    N_("Nothing stands in the way, so White may castle with the very first move.") },
  { CHESS_VARIANT_CHESS960, 170,
    "nr1kbbqr/pppppppp/8/8/8/8/PPPPPPPP/NR1KBBQR w KQkq - 0 1",
    "d1b1", "O-O-O", "d1", "c1", "b1", "d1",
    N_("Queenside, Rook on b1"),
    N_("The knight on a1 may stay: only the squares king and rook cross must be empty.") },
  { CHESS_VARIANT_CHESS960, 709,
    "rk2qnnr/pppppppp/8/8/8/8/PPPPPPPP/RK2QNNR w KQkq - 0 1",
    "b1a1", "O-O-O", "b1", "c1", "a1", "d1",
    N_("Queenside, King on b1"),
    N_("The king castles queenside by stepping towards the h-file.") },
};

static const ChessCastlingExample chess960x3_examples[] = {
  { CHESS_VARIANT_CHESS960X3, 518,
    "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
    "e1a1h", "O-O:a", "e1", "f1", "a1", "g1",
    N_("Left Rook, Kingside"),
    N_("A rook from the king’s left castling kingside ends on g1, the king beside it on f1.") },
  { CHESS_VARIANT_CHESS960X3, 518,
    "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
    "e1h1a", "O-O-O:h", "e1", "d1", "h1", "c1",
    N_("Right Rook, Queenside"),
    N_("A rook from the king’s right castling queenside ends on c1, the king beside it on d1.") },
  { CHESS_VARIANT_CHESS960X3, 1478,
    "rnbqr2k/pppppppp/8/8/8/8/PPPPPPPP/RNBQR2K w EQeq - 0 1",
    "h1e1h", "O-O:e", "h1", "f1", "e1", "g1",
    N_("Two Rooks on the Left, Kingside"),
    N_("The nearer rook castles; the rook on a1 keeps its right to castle later.") },
  { CHESS_VARIANT_CHESS960X3, 1478,
    "rn2r2k/pppppppp/8/8/8/8/PPPPPPPP/RN2R2K w EQeq - 0 1",
    "h1e1", "O-O-O", "h1", "c1", "e1", "d1",
    N_("Two Rooks on the Left, Queenside"),
    N_("The king crosses most of the rank; the rook on a1 and the knight on b1 may stay.") },
  { CHESS_VARIANT_CHESS960X3, 1920,
    "bbqnnkrr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNKRR w KGkg - 0 1",
    "f1g1", "O-O", "f1", "g1", "g1", "f1",
    N_("Two Rooks on the Right, Swap"),
    N_("The nearer rook swaps with the king, here with the very first move.") },
  { CHESS_VARIANT_CHESS960X3, 1920,
    "bb3krr/pppppppp/8/8/8/8/PPPPPPPP/BB3KRR w KGkg - 0 1",
    "f1g1a", "O-O-O:g", "f1", "d1", "g1", "c1",
    N_("Two Rooks on the Right, Queenside"),
    N_("The nearer rook crosses over the king to c1; the king steps to d1.") },
};

struct _ChessCastlingDemo
{
  GtkWidget                   parent_instance;

  ChessVariant                variant;
  const ChessCastlingExample *examples;
  guint                       n_examples;
  guint                       example;
  ChessGame                  *game;
  ChessMove                  *castle;
  GSettings                  *settings;
  GPtrArray                  *checks;   /* GtkCheckButton*, one per example */

  /* Template widgets */
  ChessBoardView             *board_view;
  GtkLabel                   *state_label;
  GtkLabel                   *title_label;
  GtkLabel                   *squares_label;
  GtkLabel                   *note_label;
  GtkLabel                   *start_label;
  GtkLabel                   *animations_off_label;
  GtkButton                  *play_button;
  GtkButton                  *reset_button;
  GtkListBox                 *example_list;
};

enum {
  PROP_0,
  PROP_EXAMPLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessCastlingDemo, chess_castling_demo, GTK_TYPE_WIDGET)

const ChessCastlingExample *
chess_castling_demo_get_examples (ChessVariant  variant,
                             guint        *n_examples)
{
  g_return_val_if_fail (n_examples != NULL, NULL);

  switch (variant)
    {
    case CHESS_VARIANT_CHESS960:
      *n_examples = G_N_ELEMENTS (chess960_examples);
      return chess960_examples;
    case CHESS_VARIANT_CHESS960X3:
      *n_examples = G_N_ELEMENTS (chess960x3_examples);
      return chess960x3_examples;
    case CHESS_VARIANT_STANDARD:
    default:
      *n_examples = 0;
      g_return_val_if_reached (NULL);
    }
}

/* Where the pieces go, in words, after what the page documents (not after
 * the move: the tests compare the two). */
static char *
describe_squares (const ChessCastlingExample *example)
{
  if (g_str_equal (example->king_from, example->king_to))
    /* Translators: a castle in which the king does not move, e.g. "The
     * king stays on g1; the rook goes from h1 to f1." */
    return g_strdup_printf (_("The king stays on %s; the rook goes from %s to %s."),
                            example->king_from, example->rook_from, example->rook_to);
  if (g_str_equal (example->rook_from, example->rook_to))
    /* Translators: a castle in which the rook does not move, e.g. "The
     * rook stays on f1; the king goes from e1 to g1." */
    return g_strdup_printf (_("The rook stays on %s; the king goes from %s to %s."),
                            example->rook_from, example->king_from, example->king_to);
  /* Translators: e.g. "The king goes from b1 to g1 and the rook from c1
   * to f1." */
  return g_strdup_printf (_("The king goes from %s to %s and the rook from %s to %s."),
                          example->king_from, example->king_to, example->rook_from, example->rook_to);
}

static gboolean
animations_enabled (ChessCastlingDemo *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled && chess_board_view_get_animation_duration (self->board_view) > 0;
}

static void
update_state (ChessCastlingDemo *self)
{
  const ChessCastlingExample *example = &self->examples[self->example];
  gboolean played = chess_game_get_n_moves (self->game) > 0;
  g_autofree char *state = NULL;

  if (played)
    /* Translators: under the demo board once the castle is played, e.g.
     * "After O-O" */
    state = g_strdup_printf (_("After %s"), example->san);
  else
    /* Translators: under the demo board before the castle is played, e.g.
     * "Before O-O" */
    state = g_strdup_printf (_("Before %s"), example->san);
  gtk_label_set_label (self->state_label, state);

  gtk_button_set_label (self->play_button, played ? _("Play _Again") : _("_Play"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "demo.reset", played);
  /* Without the animation, before and after are all there is to see:
   * say so rather than leave the reader wondering what Play did. */
  gtk_widget_set_visible (GTK_WIDGET (self->animations_off_label), !animations_enabled (self));
}

static void
show_example (ChessCastlingDemo *self,
              guint              index)
{
  const ChessCastlingExample *example = &self->examples[index];
  g_autoptr(ChessPosition) position = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *squares = NULL;
  char back_rank[9];

  /* The table is ours: a position or castle that does not parse is a
   * bug, which the tests catch. */
  position = chess_position_new_from_fen (example->variant, example->fen, &error);
  if (position == NULL)
    {
      g_critical ("Example position %s: %s", example->fen, error->message);
      return;
    }
  g_clear_pointer (&self->castle, chess_move_free);
  self->castle = chess_position_parse_uci (position, example->uci, &error);
  if (self->castle == NULL)
    {
      g_critical ("Example castle %s: %s", example->uci, error->message);
      return;
    }
  self->example = index;

  g_clear_object (&self->game);
  self->game = chess_game_new (position);
  chess_board_view_set_game (self->board_view, self->game);

  gtk_label_set_label (self->title_label, _(example->title));
  squares = describe_squares (example);
  gtk_label_set_label (self->squares_label, squares);

  gtk_label_set_label (self->note_label, _(example->note));
  if (chess_startpos_get_back_rank (example->variant, example->number, back_rank, NULL))
    {
      /* Translators: the start position a castling example comes from,
       * as the app names start positions, e.g. "From SP 959 · RKRNNQBB" */
      g_autofree char *start = g_strdup_printf (_("From SP %u · %s"), example->number, back_rank);

      gtk_label_set_label (self->start_label, start);
    }

  if (index < self->checks->len)
    gtk_check_button_set_active (g_ptr_array_index (self->checks, index), TRUE);

  update_state (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXAMPLE]);
}

static void
on_check_toggled (GtkCheckButton    *check,
                  ChessCastlingDemo *self)
{
  guint index;

  if (!gtk_check_button_get_active (check)
      || !g_ptr_array_find (self->checks, check, &index)
      || index == self->example)
    return;
  show_example (self, index);
}

static GtkWidget *
create_example_row (ChessCastlingDemo          *self,
                    const ChessCastlingExample *example,
                    GtkCheckButton             *group)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();
  g_autofree char *squares = NULL;

  if (g_str_equal (example->king_from, example->king_to))
    /* Translators: a castle in which the king does not move, in short,
     * e.g. "King stays on g1 · Rook h1 → f1" */
    squares = g_strdup_printf (_("King stays on %s · Rook %s → %s"),
                               example->king_from, example->rook_from, example->rook_to);
  else if (g_str_equal (example->rook_from, example->rook_to))
    /* Translators: a castle in which the rook does not move, in short,
     * e.g. "King e1 → g1 · Rook stays on f1" */
    squares = g_strdup_printf (_("King %s → %s · Rook stays on %s"),
                               example->king_from, example->king_to, example->rook_from);
  else
    /* Translators: where a castle takes the king and the rook, in
     * short, e.g. "King e1 → g1 · Rook h1 → f1" */
    squares = g_strdup_printf (_("King %s → %s · Rook %s → %s"),
                               example->king_from, example->king_to,
                               example->rook_from, example->rook_to);

  gtk_check_button_set_group (GTK_CHECK_BUTTON (check), group);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(example->title));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), squares);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  g_signal_connect (check, "toggled", G_CALLBACK (on_check_toggled), self);
  g_ptr_array_add (self->checks, check);

  return row;
}

static void
on_animation_setting_changed (ChessCastlingDemo *self)
{
  update_state (self);
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  chess_castling_demo_play (CHESS_CASTLING_DEMO (widget));
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  chess_castling_demo_reset (CHESS_CASTLING_DEMO (widget));
}

static void
chess_castling_demo_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  ChessCastlingDemo *self = CHESS_CASTLING_DEMO (object);

  switch (prop_id)
    {
    case PROP_EXAMPLE:
      g_value_set_uint (value, self->example);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_castling_demo_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  ChessCastlingDemo *self = CHESS_CASTLING_DEMO (object);

  switch (prop_id)
    {
    case PROP_EXAMPLE:
      chess_castling_demo_set_example (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_castling_demo_dispose (GObject *object)
{
  ChessCastlingDemo *self = CHESS_CASTLING_DEMO (object);
  GtkWidget *child;

  /* Taking the radio group apart may toggle the buttons: not an example
   * to show any more. */
  for (guint i = 0; self->checks != NULL && i < self->checks->len; i++)
    g_signal_handlers_disconnect_by_data (g_ptr_array_index (self->checks, i), self);
  if (self->board_view != NULL)
    chess_board_view_set_game (self->board_view, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_CASTLING_DEMO);
  /* The template's unnamed boxes too: this widget has a layout manager,
   * not a container to drop them. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->game);
  g_clear_pointer (&self->castle, chess_move_free);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->checks, g_ptr_array_unref);

  G_OBJECT_CLASS (chess_castling_demo_parent_class)->dispose (object);
}

static void
chess_castling_demo_class_init (ChessCastlingDemoClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = chess_castling_demo_get_property;
  object_class->set_property = chess_castling_demo_set_property;
  object_class->dispose = chess_castling_demo_dispose;

  properties[PROP_EXAMPLE] =
    g_param_spec_uint ("example", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (CHESS_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/chess960/Chess960/ui/chess-castling-demo.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessCastlingDemo, board_view);
  gtk_widget_class_bind_template_child (widget_class, ChessCastlingDemo, state_label);
  gtk_widget_class_bind_template_child (widget_class, ChessCastlingDemo, title_label);
  gtk_widget_class_bind_template_child (widget_class, ChessCastlingDemo, squares_label);
  gtk_widget_class_bind_template_child (widget_class, ChessCastlingDemo, note_label);
  gtk_widget_class_bind_template_child (widget_class, ChessCastlingDemo, start_label);
  gtk_widget_class_bind_template_child (widget_class, ChessCastlingDemo, animations_off_label);
  gtk_widget_class_bind_template_child (widget_class, ChessCastlingDemo, play_button);
  gtk_widget_class_bind_template_child (widget_class, ChessCastlingDemo, reset_button);
  gtk_widget_class_bind_template_child (widget_class, ChessCastlingDemo, example_list);

  gtk_widget_class_install_action (widget_class, "demo.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "demo.reset", NULL, reset_action);
}

static void
chess_castling_demo_init (ChessCastlingDemo *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The castling king waits outside the frame, above or below it: in the
   * board's margins. */
  chess_board_view_set_outer_room (self->board_view, NULL,
                                   &(GtkBorder) { 0, 0, gtk_widget_get_margin_top (GTK_WIDGET (self->board_view)),
                                                  gtk_widget_get_margin_bottom (GTK_WIDGET (self->board_view)) });

  self->checks = g_ptr_array_new ();
  self->settings = chess_settings_new ();
  g_settings_bind (self->settings, "piece-set", self->board_view, "piece-set", G_SETTINGS_BIND_GET);
  chess_animation_speed_bind (self->settings, self->board_view);
  g_signal_connect_object (self->board_view, "notify::animation-duration",
                           G_CALLBACK (on_animation_setting_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_widget_get_settings (GTK_WIDGET (self)), "notify::gtk-enable-animations",
                           G_CALLBACK (on_animation_setting_changed), self, G_CONNECT_SWAPPED);
}

GtkWidget *
chess_castling_demo_new (ChessVariant variant)
{
  ChessCastlingDemo *self;
  GtkCheckButton *group = NULL;

  g_return_val_if_fail (variant == CHESS_VARIANT_CHESS960 || variant == CHESS_VARIANT_CHESS960X3, NULL);

  self = g_object_new (CHESS_TYPE_CASTLING_DEMO, NULL);
  self->variant = variant;
  self->examples = chess_castling_demo_get_examples (variant, &self->n_examples);
  for (guint i = 0; i < self->n_examples; i++)
    {
      GtkWidget *row = create_example_row (self, &self->examples[i], group);

      gtk_list_box_append (self->example_list, row);
      if (group == NULL)
        group = g_ptr_array_index (self->checks, 0);
    }
  show_example (self, 0);

  return GTK_WIDGET (self);
}

ChessVariant
chess_castling_demo_get_variant (ChessCastlingDemo *self)
{
  g_return_val_if_fail (CHESS_IS_CASTLING_DEMO (self), CHESS_VARIANT_CHESS960);
  return self->variant;
}

guint
chess_castling_demo_get_n_examples (ChessCastlingDemo *self)
{
  g_return_val_if_fail (CHESS_IS_CASTLING_DEMO (self), 0);
  return self->n_examples;
}

guint
chess_castling_demo_get_example (ChessCastlingDemo *self)
{
  g_return_val_if_fail (CHESS_IS_CASTLING_DEMO (self), 0);
  return self->example;
}

void
chess_castling_demo_set_example (ChessCastlingDemo *self,
                                 guint              index)
{
  g_return_if_fail (CHESS_IS_CASTLING_DEMO (self));
  g_return_if_fail (index < self->n_examples);

  if (index != self->example)
    show_example (self, index);
}

ChessGame *
chess_castling_demo_get_game (ChessCastlingDemo *self)
{
  g_return_val_if_fail (CHESS_IS_CASTLING_DEMO (self), NULL);
  return self->game;
}

void
chess_castling_demo_play (ChessCastlingDemo *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (CHESS_IS_CASTLING_DEMO (self));
  g_return_if_fail (self->castle != NULL);

  /* Taking back shows the start at once; the castle then plays from it. */
  while (chess_game_can_undo (self->game))
    chess_game_undo (self->game);
  if (!chess_game_play (self->game, self->castle, &error))
    g_critical ("Example castle %s refused: %s", self->examples[self->example].uci, error->message);
  update_state (self);
}

void
chess_castling_demo_reset (ChessCastlingDemo *self)
{
  g_return_if_fail (CHESS_IS_CASTLING_DEMO (self));

  while (chess_game_can_undo (self->game))
    chess_game_undo (self->game);
  update_state (self);
}
