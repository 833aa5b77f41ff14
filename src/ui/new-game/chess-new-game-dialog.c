/* chess-new-game-dialog.c: choosing the variant and start position of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-new-game-dialog"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-application.h"
#include "chess-board-palette.h"
#include "chess-clock-group.h"
#include "chess-compat.h"
#include "chess-engine-setup.h"
#include "chess-new-game-dialog.h"
#include "chess-opponent-group.h"
#include "chess-piece-textures.h"
#include "chess-roller-dialog.h"
#include "chess-roller-text.h"
#include "chess-settings.h"
#include "chess-startpos.h"
#include "chess-ui-names.h"

#define PREVIEW_SQUARE_SIZE 40

struct _ChessNewGameDialog
{
  AdwBin               parent_instance;

  /* The window the dialog shows over (a weak pointer). */
  GtkWindow           *parent;
  GSettings           *settings;
  /* What the widgets show, as chess_new_game_dialog_get_setup() gives it. */
  ChessGameSetup      *setup;
  ChessPieceSet       *pieces;
  /* White's pieces for the preview, by ChessPieceType, at
   * piece_surface_size device pixels, from the app's shared cache;
   * empty until first drawn. */
  cairo_surface_t     *piece_surfaces[CHESS_PIECE_TYPE_KING + 1];
  int                  piece_surface_size;
  /* White's back rank a→h as in the preview, or "" while it is unknown. */
  char                 back_rank[9];
  gboolean             setting_up;
  /* The last position the roller drew, while the variant is the same:
   * the preview says how it was drawn. G_MAXUINT for none. */
  guint                drawn_number;
  ChessDrawMethod      drawn_method;

  /* Template widgets */
  GtkDrawingArea      *back_rank_area;
  GtkLabel            *preview_title;
  GtkLabel            *preview_subtitle;
  AdwComboRow         *variant_row;
  GtkToggleButton     *white_button;
  GtkToggleButton     *black_button;
  AdwPreferencesGroup *start_position_group;
  AdwActionRow        *random_row;
  AdwActionRow        *number_row;
  AdwActionRow        *roll_row;
  GtkCheckButton      *random_check;
  GtkCheckButton      *number_check;
  GtkSpinButton       *number_spin;
  GtkButton           *start_button;
  GtkButton           *cancel_button;
  ChessClockGroup     *clock_group;
  AdwActionRow        *side_row;
  ChessOpponentGroup  *opponent_group;
};

enum {
  SIGNAL_START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (ChessNewGameDialog, chess_new_game_dialog, ADW_TYPE_BIN)

static const GdkRGBA unknown_mark = { 0.0, 0.0, 0.0, 0.35 };

/* The combo row lists the variants in ChessVariant's order. */
static ChessVariant
chess_new_game_dialog_get_variant (ChessNewGameDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->variant_row);

  return selected <= CHESS_VARIANT_STANDARD ? (ChessVariant) selected : CHESS_VARIANT_CHESS960;
}

static const char *
variant_description (ChessVariant variant)
{
  switch (variant)
    {
    case CHESS_VARIANT_CHESS960X3:
      return _("2,880 start positions");
    case CHESS_VARIANT_STANDARD:
      return _("Ordinary chess");
    case CHESS_VARIANT_CHESS960:
    default:
      return _("960 start positions");
    }
}

/* How the roller drew the position shown. */
static const char *
describe_draw_method (ChessDrawMethod method)
{
  switch (method)
    {
    case CHESS_DRAW_METHOD_ROLLER:
    case CHESS_DRAW_METHOD_PHYSICAL_DIE:
      return _("Drawn with the die");
    case CHESS_DRAW_METHOD_RANDOM:
      return _("Drawn by the computer");
    case CHESS_DRAW_METHOD_NUMBER:
    case CHESS_DRAW_METHOD_REPLAY:
    default:
      return _("Drawn by other means");
    }
}

/* The setup as the widgets show it. */
static void
chess_new_game_dialog_read_widgets (ChessNewGameDialog *self)
{
  ChessGameSetup *setup = self->setup;
  g_autoptr(ChessTimeControl) time_control = chess_clock_group_get_time_control (self->clock_group);
  g_autoptr(ChessTimeControl) custom = chess_clock_group_get_custom (self->clock_group);

  chess_game_setup_set_variant (setup, chess_new_game_dialog_get_variant (self));
  chess_game_setup_set_start_choice (setup, gtk_check_button_get_active (self->number_check)
                                            ? CHESS_START_CHOICE_NUMBER : CHESS_START_CHOICE_RANDOM);
  chess_game_setup_set_start_number (setup, (guint) gtk_spin_button_get_value_as_int (self->number_spin));
  chess_game_setup_set_black_at_bottom (setup, gtk_toggle_button_get_active (self->black_button));
  chess_game_setup_set_time_control (setup, time_control);
  chess_game_setup_set_custom_time_control (setup, custom);
  chess_opponent_group_save (self->opponent_group, setup);
}

/* What Random draws from: the preferences' exclusions and, against the
 * computer, the starts it cannot play. */
static ChessExclusions *
chess_new_game_dialog_get_draw_exclusions (ChessNewGameDialog *self)
{
  g_autoptr(ChessExclusions) preferences
    = chess_settings_get_exclusions (self->settings, chess_game_setup_get_variant (self->setup));

  return chess_game_setup_get_draw_exclusions (self->setup, preferences);
}

const ChessGameSetup *
chess_new_game_dialog_get_setup (ChessNewGameDialog *self)
{
  g_return_val_if_fail (CHESS_IS_NEW_GAME_DIALOG (self), NULL);

  /* A number typed but not yet committed (no Enter, focus still in the
   * field) is what the user sees, so it is what starts. */
  gtk_spin_button_update (self->number_spin);
  chess_new_game_dialog_read_widgets (self);
  return self->setup;
}

static void
chess_new_game_dialog_clear_piece_surfaces (ChessNewGameDialog *self)
{
  for (guint type = 0; type < G_N_ELEMENTS (self->piece_surfaces); type++)
    g_clear_pointer (&self->piece_surfaces[type], cairo_surface_destroy);
  self->piece_surface_size = 0;
}

static void
chess_new_game_dialog_load_pieces (ChessNewGameDialog *self)
{
  g_autofree char *set = g_settings_get_string (self->settings, "piece-set");
  /* As the boards draw them: high contrast where the system asks. */
  ChessPieceSet *pieces = chess_piece_set_get (chess_board_palette_wants_high_contrast (GTK_WIDGET (self))
                                               ? "contrast" : set);

  /* An unknown set has warned; the old pieces stay. */
  if (pieces == NULL)
    return;
  g_set_object (&self->pieces, pieces);
  chess_new_game_dialog_clear_piece_surfaces (self);
}

/* White's piece of the back rank's LETTER, SIZE device pixels square. */
static cairo_surface_t *
chess_new_game_dialog_get_piece (ChessNewGameDialog *self,
                                 char                letter,
                                 int                 size)
{
  ChessPieceType type = chess_piece_type_from_letter (letter);

  if (type == CHESS_PIECE_TYPE_NONE || self->pieces == NULL || size <= 0)
    return NULL;
  if (size != self->piece_surface_size)
    {
      chess_new_game_dialog_clear_piece_surfaces (self);
      self->piece_surface_size = size;
    }
  if (self->piece_surfaces[type] != NULL)
    return self->piece_surfaces[type];

  self->piece_surfaces[type] = chess_ui_piece_surface (self->pieces, CHESS_COLOR_WHITE, type, size);
  return self->piece_surfaces[type];
}

/* The pieces are rendered at the square's size in device pixels, so that
 * they stay sharp at any scale factor. */
static void
draw_back_rank (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        user_data)
{
  ChessNewGameDialog *self = CHESS_NEW_GAME_DIALOG (user_data);
  const ChessBoardPalette *palette = chess_board_palette_for_widget (GTK_WIDGET (area));
  double square = MIN (width / 8.0, (double) height);
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (area));
  int piece_size = (int) (square * scale + 0.5);
  gboolean known = self->back_rank[0] != '\0';
  g_autoptr(PangoLayout) layout = NULL;
  int mark_width = 0, mark_height = 0;

  if (!known)
    {
      g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans Bold");

      pango_font_description_set_absolute_size (font, square * 0.5 * PANGO_SCALE);
      layout = gtk_widget_create_pango_layout (GTK_WIDGET (area), "?");
      pango_layout_set_font_description (layout, font);
      pango_layout_get_pixel_size (layout, &mark_width, &mark_height);
    }

  for (guint file = 0; file < 8; file++)
    {
      /* a1 is a dark square. */
      const GdkRGBA *color = file % 2 == 1 ? &palette->light_square : &palette->dark_square;
      cairo_surface_t *piece;

      gdk_cairo_set_source_rgba (cr, color);
      cairo_rectangle (cr, file * square, 0, square, square);
      cairo_fill (cr);

      if (!known)
        {
          gdk_cairo_set_source_rgba (cr, &unknown_mark);
          cairo_move_to (cr, file * square + (square - mark_width) / 2, (square - mark_height) / 2);
          pango_cairo_show_layout (cr, layout);
          continue;
        }

      piece = chess_new_game_dialog_get_piece (self, self->back_rank[file], piece_size);
      if (piece != NULL)
        {
          cairo_save (cr);
          cairo_translate (cr, file * square, 0);
          cairo_scale (cr, square / piece_size, square / piece_size);
          cairo_set_source_surface (cr, piece, 0, 0);
          cairo_paint (cr);
          cairo_restore (cr);
        }
    }
}

static void
chess_new_game_dialog_update_preview (ChessNewGameDialog *self)
{
  ChessVariant variant;
  gint number;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *accessible = NULL;

  chess_new_game_dialog_read_widgets (self);
  variant = chess_game_setup_get_variant (self->setup);
  /* Standard chess has SP 518 whatever the start choice says. */
  number = chess_game_setup_get_fixed_number (self->setup);
  chess_opponent_group_set_start (self->opponent_group, variant, number);

  if (number >= 0 && chess_startpos_get_back_rank (variant, (guint) number, self->back_rank, NULL))
    {
      /* Translators: a start position number and White's back rank,
       * e.g. "SP 518 · RNBQKBNR" */
      title = g_strdup_printf (_("SP %u · %s"), (guint) number, self->back_rank);
      if ((guint) number == self->drawn_number)
        subtitle = g_strdup (describe_draw_method (self->drawn_method));
      else if (number == CHESS_STANDARD_POSITION)
        subtitle = g_strdup (_("The standard chess position"));
      else if (variant == CHESS_VARIANT_CHESS960X3 && number >= CHESS960_N_POSITIONS)
        subtitle = g_strdup (_("A Chess960x3 start position"));
      else
        subtitle = g_strdup (_("A Chess960 start position"));
      /* Translators: read out for the back rank diagram; the argument is
       * White's back rank in letters, e.g. "RNBQKBNR" */
      accessible = g_strdup_printf (_("White’s back rank: %s"), self->back_rank);
    }
  else
    {
      g_autoptr(ChessExclusions) exclusions = chess_new_game_dialog_get_draw_exclusions (self);
      guint count = chess_exclusions_get_n_allowed (exclusions);

      self->back_rank[0] = '\0';
      title = g_strdup (_("Random Start Position"));
      /* Translators: the argument is how many start positions the draw
       * picks from, e.g. 959 */
      subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "Drawn from %u position when the game starts",
                                               "Drawn from %u positions when the game starts",
                                               count),
                                  count);
      accessible = g_strdup (_("The back rank is drawn when the game starts"));
    }

  gtk_label_set_label (self->preview_title, title);
  gtk_label_set_label (self->preview_subtitle, subtitle);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->back_rank_area),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);
  gtk_widget_queue_draw (GTK_WIDGET (self->back_rank_area));
}

static void
chess_new_game_dialog_update_random_row (ChessNewGameDialog *self)
{
  g_autoptr(ChessExclusions) exclusions
    = chess_settings_get_exclusions (self->settings, chess_new_game_dialog_get_variant (self));
  gsize n_excluded = chess_exclusions_get_count (exclusions);
  g_autofree char *subtitle = NULL;

  if (n_excluded == 0)
    subtitle = g_strdup (_("Any position, the standard one included"));
  else if (n_excluded == 1 && chess_exclusions_contains (exclusions, CHESS_STANDARD_POSITION))
    subtitle = g_strdup (_("Any position but the standard one, SP 518"));
  else
    subtitle = chess_roller_describe_exclusions (exclusions);
  adw_action_row_set_subtitle (self->random_row, subtitle);
}

static void
chess_new_game_dialog_update_variant (ChessNewGameDialog *self)
{
  ChessVariant variant = chess_new_game_dialog_get_variant (self);
  gboolean numbered = variant != CHESS_VARIANT_STANDARD;
  gboolean was_setting_up = self->setting_up;

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->variant_row), variant_description (variant));

  /* Narrowing to Chess960 clamps the number: that is no choice of the
   * user's, so it must not switch to By Number. */
  self->setting_up = TRUE;
  if (numbered)
    gtk_spin_button_set_range (self->number_spin, 0, chess_startpos_count (variant) - 1);
  self->setting_up = was_setting_up;

  gtk_widget_set_sensitive (GTK_WIDGET (self->start_position_group), numbered);
  adw_preferences_group_set_description (self->start_position_group,
                                         numbered ? NULL
                                         : _("Standard Chess always starts from SP 518."));
  chess_new_game_dialog_update_random_row (self);
  chess_new_game_dialog_update_preview (self);
}

static void
on_variant_selected (ChessNewGameDialog *self)
{
  /* A number drawn for one variant says nothing of how another's was. */
  self->drawn_number = G_MAXUINT;
  chess_new_game_dialog_update_variant (self);
}

static void
on_drawn (ChessNewGameDialog *self,
          guint               number,
          ChessDrawMethod     method)
{
  /* Set first: the number's change shows the preview. */
  self->drawn_number = number;
  self->drawn_method = method;
  gtk_spin_button_set_value (self->number_spin, number);
  gtk_check_button_set_active (self->number_check, TRUE);
  chess_new_game_dialog_update_preview (self);
}

/* The roller draws for the variant chosen, avoiding what Random avoids. */
static void
on_roll_activated (ChessNewGameDialog *self)
{
  ChessVariant variant = chess_new_game_dialog_get_variant (self);
  g_autoptr(ChessExclusions) exclusions = NULL;
  ChessRollerDialog *roller;

  if (variant == CHESS_VARIANT_STANDARD)
    return;

  exclusions = chess_settings_get_exclusions (self->settings, variant);
  roller = chess_roller_dialog_new (chess_ui_dialog_get_window (GTK_WIDGET (self)), exclusions, NULL);
  g_signal_connect_object (roller, "drawn", G_CALLBACK (on_drawn), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (roller));
}

static void
on_start_choice_toggled (ChessNewGameDialog *self)
{
  chess_new_game_dialog_update_preview (self);
}

static void
on_number_changed (ChessNewGameDialog *self)
{
  /* Typing or stepping a number means the user wants that number. */
  if (!self->setting_up)
    gtk_check_button_set_active (self->number_check, TRUE);
  chess_new_game_dialog_update_preview (self);
}

static void
on_piece_set_changed (ChessNewGameDialog *self)
{
  chess_new_game_dialog_load_pieces (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->back_rank_area));
}

static void
on_exclusion_changed (ChessNewGameDialog *self)
{
  chess_new_game_dialog_update_random_row (self);
  chess_new_game_dialog_update_preview (self);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ChessNewGameDialog *self = CHESS_NEW_GAME_DIALOG (widget);
  g_autoptr(ChessNewGameDialog) hold = g_object_ref (self);
  const ChessGameSetup *setup = chess_new_game_dialog_get_setup (self);

  /* The group says why: a start the computer cannot play. */
  if (!chess_game_setup_can_start (setup))
    return;

  chess_game_setup_save_to_settings (setup, self->settings);
  g_signal_emit (self, signals[SIGNAL_START], 0, setup);
  chess_ui_content_dialog_close (widget);
}

static void
on_can_start_changed (ChessNewGameDialog *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dialog.start",
                                 chess_opponent_group_get_can_start (self->opponent_group));
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  chess_ui_content_dialog_close (widget);
}

static void
chess_new_game_dialog_dispose (GObject *object)
{
  ChessNewGameDialog *self = CHESS_NEW_GAME_DIALOG (object);

  if (self->parent != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->parent), (gpointer *) &self->parent);
  self->parent = NULL;
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->setup, chess_game_setup_free);
  g_clear_object (&self->pieces);
  chess_new_game_dialog_clear_piece_surfaces (self);

  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_NEW_GAME_DIALOG);

  G_OBJECT_CLASS (chess_new_game_dialog_parent_class)->dispose (object);
}

static void
chess_new_game_dialog_class_init (ChessNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_new_game_dialog_dispose;

  /**
   * ChessNewGameDialog::start:
   * @setup: (transfer none): everything the user chose, already saved
   *   as the next dialog's choices
   *
   * The user pressed Start; the dialog closes right after. The game is
   * made from @setup with chess_game_setup_create_game().
   */
  signals[SIGNAL_START] =
    g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, CHESS_TYPE_GAME_SETUP | G_SIGNAL_TYPE_STATIC_SCOPE);

  /* The template names them. */
  g_type_ensure (CHESS_TYPE_CLOCK_GROUP);
  g_type_ensure (CHESS_TYPE_OPPONENT_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, back_rank_area);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, preview_title);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, preview_subtitle);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, variant_row);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, white_button);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, black_button);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, start_position_group);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, random_row);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, number_row);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, roll_row);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, random_check);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, number_check);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, number_spin);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, clock_group);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, side_row);
  gtk_widget_class_bind_template_child (widget_class, ChessNewGameDialog, opponent_group);

  gtk_widget_class_install_action (widget_class, "dialog.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "dialog.cancel", NULL, cancel_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "dialog.cancel", NULL);
}

static void
chess_new_game_dialog_init (ChessNewGameDialog *self)
{
  GtkEditable *number_text;
  g_autoptr(GtkStringList) variants = gtk_string_list_new (NULL);
  g_autofree char *missing_engine = NULL;
  g_autofree char *engine_path = NULL;
  g_autofree char *engine_name = NULL;
  gboolean default_engine;
  g_autoptr(ChessGameSetup) last = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = chess_settings_new ();
  /* The widgets show LAST; SETUP follows the widgets from the start. */
  last = chess_game_setup_new_from_settings (self->settings);
  self->setup = chess_game_setup_copy (last);
  self->drawn_number = G_MAXUINT;
  chess_new_game_dialog_load_pieces (self);

  /* Cancel comes first in the focus chain, and a focused button takes
   * Enter for itself: begin on Start, so that Enter starts the game. */
  chess_ui_content_dialog_wrap (GTK_WIDGET (self), _("New Game"), 460, -1, GTK_WIDGET (self->start_button));

  gtk_drawing_area_set_content_width (self->back_rank_area, 8 * PREVIEW_SQUARE_SIZE);
  gtk_drawing_area_set_content_height (self->back_rank_area, PREVIEW_SQUARE_SIZE);
  gtk_drawing_area_set_draw_func (self->back_rank_area, draw_back_rank, self, NULL);

  /* GTK 4.8's spin button has no activates-default of its own: Enter in
   * the number field starts the game, as in every other field. */
  number_text = gtk_editable_get_delegate (GTK_EDITABLE (self->number_spin));
  if (GTK_IS_TEXT (number_text))
    gtk_text_set_activates_default (GTK_TEXT (number_text), TRUE);

  /* The names live in one place, chess-ui-names.c. */
  for (ChessVariant variant = CHESS_VARIANT_CHESS960; variant <= CHESS_VARIANT_STANDARD; variant++)
    gtk_string_list_append (variants, chess_ui_variant_name (variant));
  adw_combo_row_set_model (self->variant_row, G_LIST_MODEL (variants));

  missing_engine = chess_engine_setup_describe_missing (self->settings);
  engine_path = chess_engine_setup_get_path (self->settings, &default_engine);
  if (missing_engine == NULL)
    engine_name = default_engine ? g_strdup (_("Stockfish")) : g_path_get_basename (engine_path);
  chess_opponent_group_set_engine (self->opponent_group, missing_engine, engine_name);

  /* The widgets show the setup last started. */
  self->setting_up = TRUE;
  adw_combo_row_set_selected (self->variant_row, chess_game_setup_get_variant (last));
  chess_new_game_dialog_update_variant (self);
  gtk_spin_button_set_value (self->number_spin, chess_game_setup_get_start_number (last));
  gtk_check_button_set_active (chess_game_setup_get_start_choice (last) == CHESS_START_CHOICE_NUMBER
                               ? self->number_check : self->random_check,
                               TRUE);
  gtk_toggle_button_set_active (chess_game_setup_get_black_at_bottom (last)
                                ? self->black_button : self->white_button,
                                TRUE);
  chess_clock_group_set_custom (self->clock_group, chess_game_setup_get_custom_time_control (last));
  chess_clock_group_set_time_control (self->clock_group, chess_game_setup_get_time_control (last));
  chess_opponent_group_load (self->opponent_group, last);
  self->setting_up = FALSE;

  g_signal_connect_swapped (self->variant_row, "notify::selected",
                            G_CALLBACK (on_variant_selected), self);
  /* Both: the group turns the old choice off before it turns the new one
   * on, so the first signal alone would still see neither chosen. */
  g_signal_connect_swapped (self->random_check, "toggled",
                            G_CALLBACK (on_start_choice_toggled), self);
  g_signal_connect_swapped (self->number_check, "toggled",
                            G_CALLBACK (on_start_choice_toggled), self);
  g_signal_connect_swapped (self->number_spin, "value-changed",
                            G_CALLBACK (on_number_changed), self);
  g_signal_connect_swapped (self->roll_row, "activated",
                            G_CALLBACK (on_roll_activated), self);
  g_signal_connect_swapped (self->settings, "changed::piece-set",
                            G_CALLBACK (on_piece_set_changed), self);
  chess_settings_connect_exclusions_changed (self->settings, G_CALLBACK (on_exclusion_changed), self);
  /* Against the computer, You Play says which side is at the bottom. */
  g_object_bind_property (self->opponent_group, "computer", self->side_row, "sensitive",
                          G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
  g_signal_connect_swapped (self->opponent_group, "notify::computer",
                            G_CALLBACK (chess_new_game_dialog_update_preview), self);
  g_signal_connect_swapped (self->opponent_group, "notify::can-start",
                            G_CALLBACK (on_can_start_changed), self);

  chess_new_game_dialog_update_preview (self);
  on_can_start_changed (self);
}

ChessNewGameDialog *
chess_new_game_dialog_new (GtkWindow *parent)
{
  ChessNewGameDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  self = g_object_new (CHESS_TYPE_NEW_GAME_DIALOG, NULL);
  self->parent = parent;
  if (parent != NULL)
    g_object_add_weak_pointer (G_OBJECT (parent), (gpointer *) &self->parent);
  return self;
}

void
chess_new_game_dialog_present (ChessNewGameDialog *self)
{
  g_return_if_fail (CHESS_IS_NEW_GAME_DIALOG (self));

  chess_ui_content_dialog_present (GTK_WIDGET (self), GTK_WIDGET (self->parent));
}

void
chess_new_game_dialog_close (ChessNewGameDialog *self)
{
  g_return_if_fail (CHESS_IS_NEW_GAME_DIALOG (self));

  chess_ui_content_dialog_close (GTK_WIDGET (self));
}
