/* chess-game-picker.c: a dialog that lists the games of a PGN file and
 * opens the one the user picks
 *
 * A club's or a site's export can hold thousands of games: the list is a
 * GtkListView over the games themselves, and the search filters it as
 * the user types.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-game-picker"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "chess-compat.h"
#include "chess-game-picker-private.h"
#include "chess-picker-items.h"
#include "chess-ui-names.h"

struct _ChessGamePicker
{
  AdwBin              parent_instance;

  /* The window the dialog shows over (weak). */
  GtkWindow          *parent;

  /* An indexed file's text, or the open file and its etag when it was
   * indexed, and its index; NULL for parsed games. */
  GBytes             *text;
  GFileInputStream   *stream;
  char               *etag;
  ChessPgnIndex      *pgn;
  /* A game being read from the stream. */
  GCancellable       *reading;
  gboolean            loading;
  /* A game was opened: the dialog closes, and opens nothing more. */
  gboolean            chosen;
  char               *name;

  GListStore         *games;
  GtkCustomFilter    *filter;
  GtkFilterListModel *filtered;
  /* What the list has been given so far of those the search leaves
   * (see reveal_rows ()). */
  GtkSliceListModel  *revealed;
  guint               reveal_tick;
  guint               close_source;
  /* The digits of the last game's number: every row's number as wide,
   * so that the games' text lines up down to game 100,000. */
  int                 number_chars;
  GtkSingleSelection *selection;
  /* The search, case-folded and split into words, all of which a game
   * must contain. */
  GStrv               words;

  /* Template widgets */
  AdwWindowTitle     *window_title;
  GtkSearchEntry     *search_entry;
  GtkStack           *stack;
  GtkListView        *list_view;
  AdwStatusPage      *loading_page;
  GtkProgressBar     *progress_bar;
  GtkWidget          *open_button;
};

enum {
  GAME_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (ChessGamePicker, chess_game_picker, ADW_TYPE_BIN)

/* Every word of the search is in one of the tags it looks in. */
static gboolean
filter_game (gpointer item,
             gpointer user_data)
{
  static const char *const tags[] = { "White", "Black", "Event", "Site", "Date", "Round" };
  ChessGamePicker *self = user_data;

  if (self->words == NULL)
    return TRUE;
  for (guint i = 0; self->words[i] != NULL; i++)
    {
      gboolean found = FALSE;

      for (guint t = 0; t < G_N_ELEMENTS (tags) && !found; t++)
        {
          const char *value = _chess_game_picker_item_get_tag (CHESS_PICKER_ITEM (item), tags[t]);

          found = value != NULL && _chess_game_picker_value_contains (value, self->words[i]);
        }
      if (!found)
        return FALSE;
    }
  return TRUE;
}

/* GTK 4.8's list view makes and measures a row for each of the first
 * 200 or so items it is given, at once: 30 ms and more of the main loop
 * for 100,000 games, when they are listed and again when a search is
 * cleared. Given a few rows a frame, it builds them a few at a time;
 * past those it builds no more, and the rest is given at once. */
#define REVEAL_FIRST 24
#define REVEAL_PER_FRAME 24
#define REVEAL_BUILT 240

static gboolean
on_reveal_tick (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  ChessGamePicker *self = user_data;
  guint size = gtk_slice_list_model_get_size (self->revealed);

  if (size + REVEAL_PER_FRAME >= REVEAL_BUILT)
    {
      self->reveal_tick = 0;
      gtk_slice_list_model_set_size (self->revealed, G_MAXUINT);
      return G_SOURCE_REMOVE;
    }
  gtk_slice_list_model_set_size (self->revealed, size + REVEAL_PER_FRAME);
  return G_SOURCE_CONTINUE;
}

/* Before the games the list is given change (N_GAMES of them, or a
 * search): a long list from its top, a few rows a frame. */
static void
reveal_rows (ChessGamePicker *self,
             guint            n_games)
{
  int digits = 1;

  for (guint n = n_games; n >= 10; n /= 10)
    digits++;
  self->number_chars = MAX (3, digits);
  if (self->reveal_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->list_view), self->reveal_tick);
  self->reveal_tick = 0;
  gtk_slice_list_model_set_size (self->revealed, n_games > REVEAL_BUILT ? REVEAL_FIRST : G_MAXUINT);
  if (n_games > REVEAL_BUILT)
    self->reveal_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->list_view), on_reveal_tick, self, NULL);
}

static void
on_search_changed (GtkSearchEntry  *entry,
                   ChessGamePicker *self)
{
  g_autofree char *folded = g_utf8_casefold (gtk_editable_get_text (GTK_EDITABLE (entry)), -1);
  g_auto(GStrv) words = g_strsplit_set (g_strstrip (folded), " \t", -1);
  GPtrArray *kept = g_ptr_array_new ();

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_ptr_array_add (kept, g_strdup (words[i]));
  g_ptr_array_add (kept, NULL);
  g_strfreev (self->words);
  self->words = (GStrv) g_ptr_array_free (kept, FALSE);

  reveal_rows (self, g_list_model_get_n_items (gtk_filter_list_model_get_model (self->filtered)));
  /* No search matches every game without looking at one. */
  if (self->words[0] == NULL)
    gtk_custom_filter_set_filter_func (self->filter, NULL, NULL, NULL);
  else
    gtk_custom_filter_set_filter_func (self->filter, filter_game, self, NULL);
}

static void
update_state (ChessGamePicker *self)
{
  gboolean empty = g_list_model_get_n_items (G_LIST_MODEL (self->filtered)) == 0;

  gtk_widget_set_sensitive (GTK_WIDGET (self->search_entry), !self->loading);
  if (self->loading || self->reading != NULL || self->chosen)
    {
      if (self->loading)
        gtk_stack_set_visible_child_name (self->stack, "loading");
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "picker.open", FALSE);
      return;
    }
  gtk_stack_set_visible_child_name (self->stack, empty ? "empty" : "list");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "picker.open",
                                 gtk_single_selection_get_selected_item (self->selection) != NULL);
}

static void
show_read_error (ChessGamePicker *self,
                 const char      *message)
{
  GtkWidget *dialog = chess_ui_alert_new (_("Cannot Open Game"), message);

  chess_ui_alert_add_response (dialog, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
  chess_ui_alert_set_responses (dialog, "close", "close");
  gtk_widget_add_css_class (dialog, "file-error");
  chess_ui_dialog_present (dialog, GTK_WIDGET (self));
}

static gboolean
close_when_idle (gpointer data)
{
  ChessGamePicker *self = data;

  self->close_source = 0;
  chess_ui_content_dialog_close (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

/* GAME, the INDEX-th, opened. */
static void
chosen (ChessGamePicker *self,
        ChessGame       *game,
        guint            index)
{
  /* Kept alive through the handlers, which replace the window's game. */
  g_object_ref (self);
  self->chosen = TRUE;
  update_state (self);
  g_signal_emit (self, signals[GAME_CHOSEN], 0, game, index);
  /* Closed a turn of the main loop later: its rows and the index go
   * apart from the game's first frame, not in the same stall. */
  if (self->close_source == 0)
    self->close_source = g_idle_add (close_when_idle, self);
  g_object_unref (self);
}

typedef struct {
  GFileInputStream *stream;
  char             *etag;
  ChessPgnIndex    *pgn;
  guint             index;
} GameRead;

static void
game_read_free (GameRead *read)
{
  g_clear_object (&read->stream);
  g_free (read->etag);
  chess_pgn_index_unref (read->pgn);
  g_free (read);
}

static void
read_game_in_thread (GTask        *task,
                     gpointer      source_object,
                     gpointer      task_data,
                     GCancellable *cancellable)
{
  GameRead *read = task_data;
  g_autoptr(GFileInfo) info = g_file_input_stream_query_info (read->stream, G_FILE_ATTRIBUTE_ETAG_VALUE,
                                                              cancellable, NULL);
  GError *error = NULL;
  ChessGame *game;

  /* Replaced by a save (a new file renamed over it), the file read is
   * still the one open; written over in place, it is not. */
  if (read->etag != NULL && info != NULL && g_strcmp0 (read->etag, g_file_info_get_etag (info)) != 0)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "%s",
                               _("The file has changed since its games were listed. Open it again."));
      return;
    }
  game = chess_pgn_index_read_game_from_stream (read->pgn, G_INPUT_STREAM (read->stream), read->index,
                                                cancellable, &error);
  if (game == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, game, g_object_unref);
}

static void
on_game_read (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  ChessGamePicker *self = CHESS_GAME_PICKER (source);
  GameRead *read = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessGame) game = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->reading);
  update_state (self);
  if (game == NULL)
    show_read_error (self, error->message);
  else
    chosen (self, game, read->index);
}

static void
choose (ChessGamePicker *self,
        ChessPickerItem *item)
{
  g_autoptr(ChessGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (item == NULL || self->reading != NULL || self->chosen)
    return;
  /* A game of a big file is read now, and only it: in a thread, from
   * the file, when its text was not kept. */
  if (item->game == NULL && self->stream != NULL)
    {
      g_autoptr(GTask) task = NULL;
      GameRead *read = g_new0 (GameRead, 1);

      read->stream = g_object_ref (self->stream);
      read->etag = g_strdup (self->etag);
      read->pgn = chess_pgn_index_ref (self->pgn);
      read->index = item->index;
      self->reading = g_cancellable_new ();
      update_state (self);
      task = g_task_new (self, self->reading, on_game_read, NULL);
      g_task_set_source_tag (task, choose);
      g_task_set_task_data (task, read, (GDestroyNotify) game_read_free);
      g_task_run_in_thread (task, read_game_in_thread);
      return;
    }
  if (item->game != NULL)
    game = g_object_ref (item->game);
  else
    game = chess_pgn_index_read_game (self->pgn, g_bytes_get_data (self->text, NULL), item->index, &error);
  if (game == NULL)
    show_read_error (self, error->message);
  else
    chosen (self, game, item->index);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ChessGamePicker *self = CHESS_GAME_PICKER (widget);

  choose (self, gtk_single_selection_get_selected_item (self->selection));
}

static void
on_list_activate (GtkListView     *list_view,
                  guint            position,
                  ChessGamePicker *self)
{
  g_autoptr(ChessPickerItem) item = g_list_model_get_item (G_LIST_MODEL (self->filtered), position);

  choose (self, item);
}

/* Enter in the search opens the game the list has selected. */
static void
on_search_activate (GtkSearchEntry  *entry,
                    ChessGamePicker *self)
{
  if (gtk_widget_is_sensitive (GTK_WIDGET (self)))
    gtk_widget_activate_action (GTK_WIDGET (self), "picker.open", NULL);
}

/* The details, ellipsized in a narrow list, whole in the tooltip. Asked
 * for when the pointer rests on a row: setting each row's tooltip as it
 * is bound asks the display where the pointer is, a round trip per row,
 * which made filling and scrolling the list of 100,000 games stall. */
static gboolean
on_row_query_tooltip (GtkWidget  *text,
                      int         x,
                      int         y,
                      gboolean    keyboard_mode,
                      GtkTooltip *tooltip,
                      gpointer    user_data)
{
  GtkWidget *details = gtk_widget_get_last_child (text);
  const char *value = gtk_label_get_text (GTK_LABEL (details));

  if (value == NULL || value[0] == '\0')
    return FALSE;
  gtk_tooltip_set_text (tooltip, value);
  return TRUE;
}

/* A row: the game's number in the file, the players over the details,
 * and the result. */
static void
setup_row (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  GtkWidget *number = gtk_label_new (NULL);
  GtkWidget *players = gtk_label_new (NULL);
  GtkWidget *details = gtk_label_new (NULL);
  GtkWidget *result = gtk_label_new (NULL);

  gtk_widget_set_margin_top (box, 9);
  gtk_widget_set_margin_bottom (box, 9);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);

  gtk_label_set_xalign (GTK_LABEL (number), 1);
  gtk_widget_add_css_class (number, "dim-label");
  gtk_widget_add_css_class (number, "numeric");

  gtk_widget_set_hexpand (text, TRUE);
  gtk_label_set_xalign (GTK_LABEL (players), 0);
  gtk_label_set_ellipsize (GTK_LABEL (players), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (players, "heading");
  gtk_label_set_xalign (GTK_LABEL (details), 0);
  gtk_label_set_ellipsize (GTK_LABEL (details), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (details, "dim-label");
  gtk_widget_add_css_class (details, "caption");
  gtk_box_append (GTK_BOX (text), players);
  gtk_box_append (GTK_BOX (text), details);
  gtk_widget_set_has_tooltip (text, TRUE);
  g_signal_connect (text, "query-tooltip", G_CALLBACK (on_row_query_tooltip), NULL);

  gtk_widget_add_css_class (result, "numeric");
  gtk_widget_add_css_class (result, "heading");

  gtk_box_append (GTK_BOX (box), number);
  gtk_box_append (GTK_BOX (box), text);
  gtk_box_append (GTK_BOX (box), result);
  gtk_list_item_set_child (item, box);
}

static void
bind_row (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          ChessGamePicker          *self)
{
  ChessPickerItem *picked = gtk_list_item_get_item (item);
  ChessGame *game = picked->game;
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *number = gtk_widget_get_first_child (box);
  GtkWidget *text = gtk_widget_get_next_sibling (number);
  GtkWidget *result = gtk_widget_get_next_sibling (text);
  GtkWidget *players_label = gtk_widget_get_first_child (text);
  GtkWidget *details = gtk_widget_get_next_sibling (players_label);
  g_autofree char *players = _chess_game_picker_players_text (_chess_game_picker_item_get_tag (picked, "White"), _chess_game_picker_item_get_tag (picked, "Black"));
  g_autofree char *details_text = game != NULL ? chess_game_picker_describe_details (game)
                                               : _chess_game_picker_describe_index_details (picked);
  g_autofree char *number_text = g_strdup_printf ("%u", picked->index + 1);

  g_autofree char *accessible = NULL;

  if (gtk_label_get_width_chars (GTK_LABEL (number)) != self->number_chars)
    gtk_label_set_width_chars (GTK_LABEL (number), self->number_chars);
  gtk_label_set_text (GTK_LABEL (number), number_text);
  gtk_label_set_text (GTK_LABEL (players_label), players);
  gtk_label_set_text (GTK_LABEL (details), details_text);
  gtk_label_set_text (GTK_LABEL (result), game != NULL ? _chess_game_picker_result_label (chess_game_get_result (game))
                                                       : _chess_game_picker_result_tag_label (_chess_game_picker_item_get_tag (picked, "Result")));

  /* Translators: a game in the list for screen readers: its number in
   * the file, its players and the rest of its description */
  accessible = g_strdup_printf (_("Game %s: %s, %s"), number_text, players, details_text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
}

static void
chess_game_picker_dispose (GObject *object)
{
  ChessGamePicker *self = CHESS_GAME_PICKER (object);

  self->reveal_tick = 0;
  g_clear_handle_id (&self->close_source, g_source_remove);
  g_clear_weak_pointer (&self->parent);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_GAME_PICKER);
  g_clear_object (&self->selection);
  g_clear_object (&self->games);
  g_clear_object (&self->revealed);
  g_clear_pointer (&self->words, g_strfreev);
  g_clear_pointer (&self->text, g_bytes_unref);
  g_clear_object (&self->stream);
  g_clear_pointer (&self->etag, g_free);
  g_clear_pointer (&self->pgn, chess_pgn_index_unref);
  g_clear_pointer (&self->name, g_free);
  if (self->reading != NULL)
    g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);

  G_OBJECT_CLASS (chess_game_picker_parent_class)->dispose (object);
}

static void
chess_game_picker_class_init (ChessGamePickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_game_picker_dispose;

  signals[GAME_CHOSEN] =
    g_signal_new ("game-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, CHESS_TYPE_GAME, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-game-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessGamePicker, window_title);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePicker, search_entry);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePicker, stack);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePicker, list_view);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePicker, loading_page);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePicker, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessGamePicker, open_button);

  gtk_widget_class_install_action (widget_class, "picker.open", NULL, open_action);
  /* Cancel, Escape and closing the window (1.2) are one: while a file is
   * read, its reader cancels as the picker goes ("destroy"). */
  chess_ui_content_dialog_class_add_close (widget_class);
}

static void
chess_game_picker_init (ChessGamePicker *self)
{
  GtkListItemFactory *factory;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* As wide as a game's players and details read on one line each, and
   * a dozen games high; narrower and lower in a small window. */
  chess_ui_content_dialog_wrap (GTK_WIDGET (self), _("Choose a Game"), 680, 560, self->open_button);
  self->number_chars = 3;

  self->games = g_list_store_new (CHESS_TYPE_PICKER_ITEM);
  self->filter = gtk_custom_filter_new (NULL, NULL, NULL);
  self->filtered = gtk_filter_list_model_new (g_object_ref (G_LIST_MODEL (self->games)),
                                              GTK_FILTER (self->filter));
  /* The slice owns the filter model, the selection the slice. */
  self->revealed = gtk_slice_list_model_new (G_LIST_MODEL (self->filtered), 0, G_MAXUINT);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->revealed)));
  gtk_single_selection_set_autoselect (self->selection, TRUE);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), self);
  gtk_list_view_set_factory (self->list_view, factory);
  g_object_unref (factory);
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (self->selection));

  g_signal_connect_swapped (self->filtered, "items-changed", G_CALLBACK (update_state), self);
  g_signal_connect_swapped (self->selection, "notify::selected", G_CALLBACK (update_state), self);
  g_signal_connect (self->list_view, "activate", G_CALLBACK (on_list_activate), self);
  g_signal_connect (self->search_entry, "search-changed", G_CALLBACK (on_search_changed), self);
  g_signal_connect (self->search_entry, "activate", G_CALLBACK (on_search_activate), self);
  /* Typing anywhere in the dialog searches. */
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
}

/* The list, its count in the subtitle, and the focus on it. */
static void
show_list (ChessGamePicker *self,
           guint            n)
{
  g_autofree char *count = chess_ui_format_count (n);
  g_autofree char *subtitle = NULL;

  update_state (self);
  if (self->name != NULL)
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: the file's name and how many games it
                                              * holds, the number's digits grouped as the locale
                                              * groups them (“100,000”) */
                                             "%s · %s game", "%s · %s games", n),
                                self->name, count);
  else
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: how many games the pasted text holds,
                                              * the number's digits grouped (“100,000”) */
                                             "%s game", "%s games", n),
                                count);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  chess_ui_content_dialog_set_focus (GTK_WIDGET (self), GTK_WIDGET (self->list_view));
}

void
chess_game_picker_set_games (ChessGamePicker *self,
                             GPtrArray       *games)
{
  g_autoptr(GPtrArray) items = NULL;

  g_return_if_fail (CHESS_IS_GAME_PICKER (self));
  g_return_if_fail (games != NULL);

  items = g_ptr_array_new_full (games->len, g_object_unref);
  for (guint i = 0; i < games->len; i++)
    {
      ChessPickerItem *item = g_object_new (CHESS_TYPE_PICKER_ITEM, NULL);

      item->index = i;
      item->game = g_object_ref (g_ptr_array_index (games, i));
      g_ptr_array_add (items, item);
    }
  self->loading = FALSE;
  reveal_rows (self, items->len);
  gtk_filter_list_model_set_model (self->filtered, G_LIST_MODEL (self->games));
  g_list_store_splice (self->games, 0, g_list_model_get_n_items (G_LIST_MODEL (self->games)),
                       items->pdata, items->len);
  show_list (self, items->len);
}

ChessGamePicker *
chess_game_picker_new (GtkWindow  *parent,
                       GPtrArray  *games,
                       const char *name)
{
  ChessGamePicker *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (games != NULL, NULL);

  self = g_object_new (CHESS_TYPE_GAME_PICKER, NULL);
  g_set_weak_pointer (&self->parent, parent);
  self->name = g_strdup (name);
  chess_game_picker_set_games (self, games);
  return self;
}

ChessGamePicker *
chess_game_picker_new_loading (GtkWindow  *parent,
                               const char *name)
{
  ChessGamePicker *self;
  g_autofree char *title = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  self = g_object_new (CHESS_TYPE_GAME_PICKER, NULL);
  g_set_weak_pointer (&self->parent, parent);
  self->name = g_strdup (name);
  self->loading = TRUE;
  if (name != NULL)
    {
      /* Translators: while a big file is read; the argument is its name */
      title = g_strdup_printf (_("Reading “%s”…"), name);
      adw_status_page_set_title (self->loading_page, title);
      adw_window_title_set_subtitle (self->window_title, name);
    }
  update_state (self);
  return self;
}

void
chess_game_picker_present (ChessGamePicker *self)
{
  g_return_if_fail (CHESS_IS_GAME_PICKER (self));

  chess_ui_content_dialog_present (GTK_WIDGET (self), GTK_WIDGET (self->parent));
}

void
chess_game_picker_close (ChessGamePicker *self)
{
  g_return_if_fail (CHESS_IS_GAME_PICKER (self));

  chess_ui_content_dialog_close (GTK_WIDGET (self));
}

void
chess_game_picker_set_progress (ChessGamePicker *self,
                                double           fraction)
{
  g_return_if_fail (CHESS_IS_GAME_PICKER (self));
  gtk_progress_bar_set_fraction (self->progress_bar, CLAMP (fraction, 0, 1));
}

static void
list_index (ChessGamePicker *self,
            ChessPgnIndex   *index)
{
  g_autoptr(GListModel) model = NULL;
  guint n;

  g_clear_pointer (&self->pgn, chess_pgn_index_unref);
  self->pgn = chess_pgn_index_ref (index);
  n = chess_pgn_index_get_n_games (index);
  model = chess_picker_index_model_new (index);
  /* A search through 100,000 games goes on in pieces, not in one freeze. */
  gtk_filter_list_model_set_incremental (self->filtered, n > 5000);
  self->loading = FALSE;
  reveal_rows (self, n);
  gtk_filter_list_model_set_model (self->filtered, model);
  show_list (self, n);
}

void
chess_game_picker_set_index (ChessGamePicker *self,
                             GBytes          *text,
                             ChessPgnIndex   *index)
{
  g_return_if_fail (CHESS_IS_GAME_PICKER (self));
  g_return_if_fail (text != NULL && index != NULL);

  g_clear_pointer (&self->text, g_bytes_unref);
  self->text = g_bytes_ref (text);
  list_index (self, index);
}

void
chess_game_picker_set_index_stream (ChessGamePicker  *self,
                                    GFileInputStream *stream,
                                    const char       *etag,
                                    ChessPgnIndex    *index)
{
  g_return_if_fail (CHESS_IS_GAME_PICKER (self));
  g_return_if_fail (G_IS_SEEKABLE (stream) && index != NULL);

  g_set_object (&self->stream, stream);
  g_free (self->etag);
  self->etag = g_strdup (etag);
  list_index (self, index);
}

guint
chess_game_picker_get_n_shown (ChessGamePicker *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_PICKER (self), 0);

  return g_list_model_get_n_items (G_LIST_MODEL (self->filtered));
}
