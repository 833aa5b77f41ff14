/* chess-preferences-pages.c: the app's preferences pages, bound to GSettings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-preferences-pages"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-board-palette.h"
#include "chess-compat.h"
#include "chess-engine-group.h"
#include "chess-engine-setup.h"
#include "chess-piece-set.h"
#include "chess-piece-textures.h"
#include "chess-preferences-pages.h"
#include "chess-settings.h"
#include "chess-startpos.h"

#define THEME_SWATCH_SIZE 32
#define PIECE_PREVIEW_SIZE 32

/* The excluded-positions key is an array of guint32, read and written
 * straight from and to arrays of guint. */
G_STATIC_ASSERT (sizeof (guint) == sizeof (guint32));

struct _ChessPreferencesPages
{
  GtkWidget             parent_instance;

  GSettings            *settings;
  GtkWindow            *parent;

  /* Template widgets */
  AdwPreferencesPage   *appearance_page;
  AdwPreferencesPage   *games_page;
  AdwPreferencesGroup  *board_theme_group;
  AdwPreferencesGroup  *piece_set_group;
  GtkSwitch            *show_coordinates_switch;
  GtkSwitch            *show_legal_moves_switch;
  AdwComboRow          *animation_speed_row;
  GtkSwitch            *figurine_notation_switch;
  GtkSwitch            *auto_flip_switch;
  GtkSwitch            *exclude_standard_switch;
  GtkSwitch            *exclude_mirrored_switch;
  AdwEntryRow          *excluded_positions_row;
  GtkSwitch            *presentation_high_contrast_switch;
  ChessEngineGroup     *engine_group;
  AdwComboRow          *engine_level_row;
};

G_DEFINE_FINAL_TYPE (ChessPreferencesPages, chess_preferences_pages, GTK_TYPE_WIDGET)

static gboolean
nick_to_index (GValue   *value,
               GVariant *variant,
               gpointer  user_data)
{
  const char *const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (g_str_equal (nicks[i], nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
index_to_nick (const GValue       *value,
               const GVariantType *expected_type,
               gpointer            user_data)
{
  const char *const *nicks = user_data;
  guint index = g_value_get_uint (value);

  if (index >= g_strv_length ((char **) nicks))
    return NULL;
  return g_variant_new_string (nicks[index]);
}

/* The values KEY may take, in the schema's order: an enum's nicks or a
 * string's choices. */
static char **
key_choices (GSettings  *settings,
             const char *key)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) schema_key = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) values = NULL;
  const char *range_type;

  g_object_get (settings, "settings-schema", &schema, NULL);
  schema_key = g_settings_schema_get_key (schema, key);
  range = g_settings_schema_key_get_range (schema_key);
  g_variant_get (range, "(&sv)", &range_type, &values);
  g_return_val_if_fail (g_str_equal (range_type, "enum"), NULL);
  return g_variant_dup_strv (values, NULL);
}

/* The row's items are the key's values in the schema's order, labelled
 * for people in the template; the nicks come from the schema alone. */
static void
bind_combo_row (ChessPreferencesPages *self,
                const char            *key,
                AdwComboRow           *row)
{
  char **nicks = key_choices (self->settings, key);

  g_return_if_fail (nicks != NULL);
  g_warn_if_fail (g_list_model_get_n_items (adw_combo_row_get_model (row)) == g_strv_length (nicks));
  g_settings_bind_with_mapping (self->settings, key, row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                nick_to_index, index_to_nick,
                                nicks, (GDestroyNotify) g_strfreev);
}

/* A radio button is on while its key holds the value it stands for
 * (USER_DATA). */
static gboolean
nick_to_active (GValue   *value,
                GVariant *variant,
                gpointer  user_data)
{
  g_value_set_boolean (value, g_str_equal (g_variant_get_string (variant, NULL), user_data));
  return TRUE;
}

/* Only the button turned on writes its value; the one turned off with it
 * writes nothing. */
static GVariant *
active_to_nick (const GValue       *value,
                const GVariantType *expected_type,
                gpointer            user_data)
{
  return g_value_get_boolean (value) ? g_variant_new_string (user_data) : NULL;
}

/* A corner of the board, 2 × 2 squares in the theme's frame, in the
 * colors of the style it is shown in. */
static void
draw_theme_swatch (GtkDrawingArea *area,
                   cairo_t        *cr,
                   int             width,
                   int             height,
                   gpointer        user_data)
{
  const ChessBoardPalette *palette = chess_board_palette_for_theme (GTK_WIDGET (area),
                                                                    GPOINTER_TO_UINT (user_data));
  double side = MIN (width, height);
  double frame = side / 10.0;
  double square = (side - 2 * frame) / 2;
  double radius = side / 6.0;

  cairo_new_sub_path (cr);
  cairo_arc (cr, side - radius, radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, side - radius, side - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, radius, side - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, radius, radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, &palette->frame);
  cairo_fill (cr);

  /* Top left is light, as a8 is. */
  for (guint row = 0; row < 2; row++)
    for (guint column = 0; column < 2; column++)
      {
        gdk_cairo_set_source_rgba (cr, (row + column) % 2 == 0 ? &palette->light_square : &palette->dark_square);
        cairo_rectangle (cr, frame + column * square, frame + row * square, square, square);
        cairo_fill (cr);
      }
}

/* A radio row titled TITLE (and SUBTITLE, may be NULL) in GROUP, on
 * while KEY is NICK, with PREVIEW (which says nothing to screen readers)
 * beside the title; *RADIOS is the first radio of the group, NULL before
 * the first row. */
static void
add_radio_row (ChessPreferencesPages *self,
               AdwPreferencesGroup   *group,
               const char            *key,
               const char            *nick,
               const char            *title,
               const char            *subtitle,
               GtkWidget             *preview,
               GtkCheckButton       **radios)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();

  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_check_button_set_group (GTK_CHECK_BUTTON (check), *radios);
  if (*radios == NULL)
    *radios = GTK_CHECK_BUTTON (check);
  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  /* Prefixes go in from the outside in: the radio first, as in every
   * list of choices, then the preview beside the name. */
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), preview);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  adw_preferences_group_add (group, row);

  g_settings_bind_with_mapping (self->settings, key, check, "active",
                                G_SETTINGS_BIND_DEFAULT,
                                nick_to_active, active_to_nick,
                                g_strdup (nick), g_free);
}

/* A drawing of SIZE × SIZE that the row's title says all of. */
static GtkWidget *
new_preview (int                   size,
             GtkDrawingAreaDrawFunc draw,
             gpointer              data,
             GDestroyNotify        destroy)
{
  GtkWidget *preview = g_object_new (GTK_TYPE_DRAWING_AREA,
                                     "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                     "content-width", size,
                                     "content-height", size,
                                     "valign", GTK_ALIGN_CENTER,
                                     NULL);

  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (preview), draw, data, destroy);
  return preview;
}

/* A row for each value of board-theme, in the schema's order. */
static void
add_theme_rows (ChessPreferencesPages *self)
{
  g_auto(GStrv) nicks = key_choices (self->settings, "board-theme");
  GtkCheckButton *radios = NULL;

  g_return_if_fail (nicks != NULL && g_strv_length (nicks) == CHESS_BOARD_N_THEMES);

  for (guint theme = 0; theme < CHESS_BOARD_N_THEMES; theme++)
    add_radio_row (self, self->board_theme_group, "board-theme", nicks[theme],
                   chess_ui_board_theme_name (theme), NULL,
                   new_preview (THEME_SWATCH_SIZE, draw_theme_swatch, GUINT_TO_POINTER (theme), NULL),
                   &radios);
}

/* The piece sets the schema allows, as people call them. */
static const char *
piece_set_name (const char *nick)
{
  if (g_str_equal (nick, "classic"))
    return _("Classic");
  if (g_str_equal (nick, "contrast"))
    return _("High Contrast");
  g_return_val_if_reached (nick);
}

static const char *
piece_set_description (const char *nick)
{
  if (g_str_equal (nick, "contrast"))
    return _("Reads better on projectors");
  return NULL;
}

/* A white knight of the set named USER_DATA, as the board draws it. */
static void
draw_piece_preview (GtkDrawingArea *area,
                    cairo_t        *cr,
                    int             width,
                    int             height,
                    gpointer        user_data)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (area));
  int side = MIN (width, height);
  cairo_surface_t *knight = chess_ui_piece_surface (chess_piece_set_get (user_data), CHESS_COLOR_WHITE,
                                                    CHESS_PIECE_TYPE_KNIGHT, side * scale);

  if (knight == NULL)
    return;
  cairo_scale (cr, 1.0 / scale, 1.0 / scale);
  cairo_set_source_surface (cr, knight, 0, 0);
  cairo_paint (cr);
  cairo_surface_destroy (knight);
}

/* A row for each value of piece-set, in the schema's order: a radio
 * row rather than a menu, so that no width cuts a set's name short and
 * each shows its knight. */
static void
add_piece_set_rows (ChessPreferencesPages *self)
{
  g_auto(GStrv) nicks = key_choices (self->settings, "piece-set");
  GtkCheckButton *radios = NULL;

  g_return_if_fail (nicks != NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    add_radio_row (self, self->piece_set_group, "piece-set", nicks[i],
                   piece_set_name (nicks[i]), piece_set_description (nicks[i]),
                   new_preview (PIECE_PREVIEW_SIZE, draw_piece_preview, g_strdup (nicks[i]), g_free),
                   &radios);
}

static gboolean
level_to_index (GValue   *value,
                GVariant *variant,
                gpointer  user_data)
{
  g_value_set_uint (value, g_variant_get_uint32 (variant) - CHESS_ENGINE_MIN_LEVEL);
  return TRUE;
}

static GVariant *
index_to_level (const GValue       *value,
                const GVariantType *expected_type,
                gpointer            user_data)
{
  guint index = g_value_get_uint (value);

  if (index > CHESS_ENGINE_MAX_LEVEL - CHESS_ENGINE_MIN_LEVEL)
    return NULL;
  return g_variant_new_uint32 (CHESS_ENGINE_MIN_LEVEL + index);
}

/* The New Game dialog starts from the same key, with the same names. */
static void
bind_engine_level (ChessPreferencesPages *self)
{
  g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);

  for (guint level = CHESS_ENGINE_MIN_LEVEL; level <= CHESS_ENGINE_MAX_LEVEL; level++)
    gtk_string_list_append (levels, chess_ui_engine_level_name (level));
  adw_combo_row_set_model (self->engine_level_row, G_LIST_MODEL (levels));
  g_settings_bind_with_mapping (self->settings, "new-game-engine-level", self->engine_level_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                level_to_index, index_to_level, NULL, NULL);
}

/* The list as the key has it, tidied: “12, 700”. */
static void
show_excluded_positions (ChessPreferencesPages *self)
{
  g_autoptr(GVariant) listed = g_settings_get_value (self->settings, "excluded-positions");
  g_autoptr(GString) text = g_string_new (NULL);
  const guint32 *numbers;
  gsize n_numbers;

  numbers = g_variant_get_fixed_array (listed, &n_numbers, sizeof (guint32));
  for (gsize i = 0; i < n_numbers; i++)
    g_string_append_printf (text, "%s%u", i > 0 ? ", " : "", numbers[i]);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->excluded_positions_row)), text->str) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->excluded_positions_row), text->str);
  gtk_widget_remove_css_class (GTK_WIDGET (self->excluded_positions_row), "error");
}

static void
refuse_excluded_positions (ChessPreferencesPages *self,
                           const char            *message)
{
  g_autofree char *escaped = g_markup_escape_text (message, -1);
  AdwToast *toast = adw_toast_new (escaped);

  gtk_widget_add_css_class (GTK_WIDGET (self->excluded_positions_row), "error");
  adw_toast_set_timeout (toast, 5);
  chess_ui_preferences_add_toast (GTK_WIDGET (self), toast);
}

/* Whether a draw of either variant still has a position to give with
 * NUMBERS excluded, and SP 518 and SP 534 too, whose switches may be
 * turned on later. */
static gboolean
leaves_positions (const guint *numbers,
                  gsize        n_numbers)
{
  static const ChessVariant variants[] = { CHESS_VARIANT_CHESS960, CHESS_VARIANT_CHESS960X3 };

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      g_autoptr(ChessExclusions) exclusions = chess_exclusions_new (variants[v]);

      chess_exclusions_add (exclusions, CHESS_STANDARD_POSITION, CHESS_EXCLUSION_STANDARD, 0);
      chess_exclusions_add (exclusions, CHESS_MIRRORED_STANDARD_POSITION, CHESS_EXCLUSION_CUSTOM, 0);
      for (gsize i = 0; i < n_numbers; i++)
        chess_exclusions_add (exclusions, numbers[i], CHESS_EXCLUSION_CUSTOM, 0);
      if (chess_exclusions_get_n_allowed (exclusions) == 0)
        return FALSE;
    }
  return TRUE;
}

static void
excluded_positions_apply_cb (ChessPreferencesPages *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->excluded_positions_row));
  /* Chess960x3's numbers go furthest; a Chess960 draw ignores those
   * beyond its own. */
  g_autoptr(ChessExclusions) listed = chess_exclusions_new (CHESS_VARIANT_CHESS960X3);
  g_autoptr(GArray) parsed = NULL;
  g_autofree guint *numbers = NULL;
  gsize n_numbers;

  if (!chess_exclusions_parse_list (CHESS_VARIANT_CHESS960X3, text, &parsed, NULL))
    {
      g_autofree char *message = NULL;

      /* Translators: %u is the highest position number, 959 or 2879 */
      message = g_strdup_printf (_("Enter start position numbers from 0 to %u, separated by commas"),
                                 chess_startpos_count (CHESS_VARIANT_CHESS960X3) - 1);
      refuse_excluded_positions (self, message);
      return;
    }

  /* In ascending order without repeats, as the key keeps them. */
  for (guint i = 0; i < parsed->len; i++)
    chess_exclusions_add (listed, g_array_index (parsed, guint, i), CHESS_EXCLUSION_CUSTOM, 0);
  numbers = chess_exclusions_get_numbers (listed, CHESS_EXCLUSION_CUSTOM, &n_numbers);

  if (!leaves_positions (numbers, n_numbers))
    {
      refuse_excluded_positions (self, _("That list leaves no start position to draw"));
      return;
    }

  g_settings_set_value (self->settings, "excluded-positions",
                        g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, numbers, n_numbers, sizeof (guint32)));
  /* The key may not change (the same list again): tidy up anyway. */
  show_excluded_positions (self);
}

static void
excluded_positions_changed_cb (ChessPreferencesPages *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->excluded_positions_row), "error");
}

static void
chess_preferences_pages_dispose (GObject *object)
{
  ChessPreferencesPages *self = CHESS_PREFERENCES_PAGES (object);

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_PREFERENCES_PAGES);
  g_clear_object (&self->settings);
  g_clear_weak_pointer (&self->parent);

  G_OBJECT_CLASS (chess_preferences_pages_parent_class)->dispose (object);
}

static void
chess_preferences_pages_class_init (ChessPreferencesPagesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_preferences_pages_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  /* The template names it. */
  g_type_ensure (CHESS_TYPE_ENGINE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-preferences-pages.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesPages, appearance_page);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesPages, games_page);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesPages, board_theme_group);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesPages, piece_set_group);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesPages, show_coordinates_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesPages, show_legal_moves_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesPages, animation_speed_row);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesPages, figurine_notation_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesPages, auto_flip_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesPages, exclude_standard_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesPages, exclude_mirrored_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesPages, excluded_positions_row);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesPages, presentation_high_contrast_switch);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesPages, engine_group);
  gtk_widget_class_bind_template_child (widget_class, ChessPreferencesPages, engine_level_row);
  gtk_widget_class_bind_template_callback (widget_class, excluded_positions_apply_cb);
  gtk_widget_class_bind_template_callback (widget_class, excluded_positions_changed_cb);
}

static void
chess_preferences_pages_init (ChessPreferencesPages *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = chess_settings_new ();

  add_theme_rows (self);
  add_piece_set_rows (self);
  bind_combo_row (self, "animation-speed", self->animation_speed_row);
  g_settings_bind (self->settings, "show-coordinates",
                   self->show_coordinates_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-legal-moves",
                   self->show_legal_moves_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "figurine-notation",
                   self->figurine_notation_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "auto-flip",
                   self->auto_flip_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "exclude-standard-position",
                   self->exclude_standard_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "exclude-mirrored-standard-position",
                   self->exclude_mirrored_switch, "active", G_SETTINGS_BIND_DEFAULT);
  show_excluded_positions (self);
  g_signal_connect_swapped (self->settings, "changed::excluded-positions",
                            G_CALLBACK (show_excluded_positions), self);
  g_settings_bind (self->settings, "presentation-high-contrast",
                   self->presentation_high_contrast_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "engine-path",
                   self->engine_group, "engine-path", G_SETTINGS_BIND_DEFAULT);
  bind_engine_level (self);

  {
    GtkWidget *pages[] = { GTK_WIDGET (self->appearance_page), GTK_WIDGET (self->games_page) };

    chess_ui_preferences_wrap (GTK_WIDGET (self), pages, G_N_ELEMENTS (pages), 560, 720);
  }
}

ChessPreferencesPages *
chess_preferences_pages_new (GtkWindow *parent)
{
  ChessPreferencesPages *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  /* The dialog holds the content (chess_ui_preferences_wrap). */
  self = g_object_new (CHESS_TYPE_PREFERENCES_PAGES, NULL);
  g_set_weak_pointer (&self->parent, parent);
  return self;
}

void
chess_preferences_pages_present (ChessPreferencesPages *self)
{
  g_return_if_fail (CHESS_IS_PREFERENCES_PAGES (self));

  chess_ui_content_dialog_present (GTK_WIDGET (self), GTK_WIDGET (self->parent));
}

void
chess_preferences_pages_close (ChessPreferencesPages *self)
{
  g_return_if_fail (CHESS_IS_PREFERENCES_PAGES (self));

  chess_ui_content_dialog_close (GTK_WIDGET (self));
}

GtkWidget *
chess_preferences_pages_get_dialog (ChessPreferencesPages *self)
{
  g_return_val_if_fail (CHESS_IS_PREFERENCES_PAGES (self), NULL);

  return chess_ui_content_dialog_get (GTK_WIDGET (self));
}
