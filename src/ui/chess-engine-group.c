/* chess-engine-group.c: the preferences' choice of chess engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-engine-group"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-compat.h"
#include "chess-engine-group.h"
#include "chess-engine-setup.h"

struct _ChessEngineGroup
{
  AdwPreferencesGroup   parent_instance;

  char                 *engine_path;
  /* A chosen engine is started once, to show its name or what is wrong
   * with it; cancelled when the choice changes or the group goes. */
  GCancellable         *probe_cancellable;
  /* The file chooser shown, taken away when the group goes. */
  GCancellable         *chooser_cancellable;
  /* In the row only when something is wrong: a hidden prefix would
   * still push the title out of line with the other rows'. */
  GtkWidget            *warning_icon;

  /* Template widgets */
  AdwActionRow         *engine_row;
  GtkButton            *reset_button;
};

enum {
  PROP_0,
  PROP_ENGINE_PATH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessEngineGroup, chess_engine_group, ADW_TYPE_PREFERENCES_GROUP)

static void
chess_engine_group_show (ChessEngineGroup *self,
                         const char       *title,
                         const char       *subtitle,
                         gboolean          warning)
{
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->engine_row), title);
  adw_action_row_set_subtitle (self->engine_row, subtitle);
  if (warning && gtk_widget_get_parent (self->warning_icon) == NULL)
    adw_action_row_add_prefix (self->engine_row, self->warning_icon);
  else if (!warning && gtk_widget_get_parent (self->warning_icon) != NULL)
    adw_action_row_remove (self->engine_row, self->warning_icon);
}

static void
on_probed (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  ChessEngine *engine = CHESS_ENGINE (source);
  ChessEngineGroup *self;
  g_autoptr(GError) error = NULL;
  gboolean started = chess_engine_start_finish (engine, result, &error);

  /* The engine was only started to be looked at. */
  chess_engine_stop (engine);
  /* Cancelled: another choice, or the group is gone (USER_DATA with it). */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  self = CHESS_ENGINE_GROUP (user_data);
  g_clear_object (&self->probe_cancellable);
  if (started)
    {
      const char *name = chess_engine_get_name (engine);
      g_autofree char *basename = g_path_get_basename (chess_engine_get_path (engine));

      chess_engine_group_show (self, name != NULL && name[0] != '\0' ? name : basename,
                               chess_engine_get_path (engine), FALSE);
    }
  else
    {
      g_autofree char *message = chess_ui_engine_describe_error (error);
      g_autofree char *basename = g_path_get_basename (chess_engine_get_path (engine));

      chess_engine_group_show (self, basename, message, TRUE);
    }
}

static void
chess_engine_group_update (ChessEngineGroup *self)
{
  gboolean custom = self->engine_path != NULL && self->engine_path[0] != '\0';

  g_cancellable_cancel (self->probe_cancellable);
  g_clear_object (&self->probe_cancellable);
  gtk_widget_set_visible (GTK_WIDGET (self->reset_button), custom);

  if (!custom)
    {
      g_autofree char *found = chess_engine_find_default ();

      if (found != NULL)
        chess_engine_group_show (self, _("Stockfish (default)"), found, FALSE);
      else
        chess_engine_group_show (self, _("No chess engine installed"),
                                 chess_ui_engine_missing_advice (chess_ui_runs_in_flatpak (), FALSE),
                                 TRUE);
    }
  else if (!chess_engine_setup_is_runnable (self->engine_path))
    {
      g_autofree char *basename = g_path_get_basename (self->engine_path);
      /* Translators: the argument is the path of a program */
      g_autofree char *subtitle = g_strdup_printf (_("Cannot be run: %s"), self->engine_path);

      chess_engine_group_show (self, basename, subtitle, TRUE);
    }
  else
    {
      g_autoptr(ChessEngine) engine = chess_engine_new (self->engine_path);
      g_autofree char *basename = g_path_get_basename (self->engine_path);

      chess_engine_group_show (self, basename, _("Checking the engine…"), FALSE);
      self->probe_cancellable = g_cancellable_new ();
      chess_engine_start_async (engine, self->probe_cancellable, on_probed, self);
    }
}

static void
on_engine_chosen (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(ChessEngineGroup) self = user_data;
  g_autoptr(GFile) file = chess_ui_choose_file_finish (result, NULL);

  /* (A chooser taken away answers NULL.) */
  if (file != NULL)
    {
      g_autofree char *path = g_file_get_path (file);

      if (path != NULL)
        chess_engine_group_set_engine_path (self, path);
    }
  g_clear_object (&self->chooser_cancellable);
}

static void
choose_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ChessEngineGroup *self = CHESS_ENGINE_GROUP (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  ChessUiFileChoice choice = { .title = _("Choose a UCI Chess Engine"), .accept_label = _("_Choose") };

  if (self->chooser_cancellable != NULL)
    return;
  self->chooser_cancellable = g_cancellable_new ();
  chess_ui_choose_file (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, &choice,
                        self->chooser_cancellable, on_engine_chosen, g_object_ref (self));
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  chess_engine_group_set_engine_path (CHESS_ENGINE_GROUP (widget), "");
}

const char *
chess_engine_group_get_engine_path (ChessEngineGroup *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_GROUP (self), NULL);
  return self->engine_path;
}

void
chess_engine_group_set_engine_path (ChessEngineGroup *self,
                                    const char       *engine_path)
{
  g_return_if_fail (CHESS_IS_ENGINE_GROUP (self));

  if (engine_path == NULL)
    engine_path = "";
  if (g_strcmp0 (self->engine_path, engine_path) == 0)
    return;

  g_free (self->engine_path);
  self->engine_path = g_strdup (engine_path);
  chess_engine_group_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENGINE_PATH]);
}

static void
chess_engine_group_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  ChessEngineGroup *self = CHESS_ENGINE_GROUP (object);

  switch (prop_id)
    {
    case PROP_ENGINE_PATH:
      g_value_set_string (value, self->engine_path);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_engine_group_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  ChessEngineGroup *self = CHESS_ENGINE_GROUP (object);

  switch (prop_id)
    {
    case PROP_ENGINE_PATH:
      chess_engine_group_set_engine_path (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_engine_group_dispose (GObject *object)
{
  ChessEngineGroup *self = CHESS_ENGINE_GROUP (object);

  g_cancellable_cancel (self->probe_cancellable);
  g_clear_object (&self->probe_cancellable);
  if (self->chooser_cancellable != NULL)
    g_cancellable_cancel (self->chooser_cancellable);

  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_ENGINE_GROUP);
  g_clear_object (&self->warning_icon);

  G_OBJECT_CLASS (chess_engine_group_parent_class)->dispose (object);
}

static void
chess_engine_group_finalize (GObject *object)
{
  ChessEngineGroup *self = CHESS_ENGINE_GROUP (object);

  g_free (self->engine_path);

  G_OBJECT_CLASS (chess_engine_group_parent_class)->finalize (object);
}

static void
chess_engine_group_class_init (ChessEngineGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_engine_group_dispose;
  object_class->finalize = chess_engine_group_finalize;
  object_class->get_property = chess_engine_group_get_property;
  object_class->set_property = chess_engine_group_set_property;

  properties[PROP_ENGINE_PATH] =
    g_param_spec_string ("engine-path", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/chess960/Chess960/ui/chess-engine-group.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessEngineGroup, engine_row);
  gtk_widget_class_bind_template_child (widget_class, ChessEngineGroup, reset_button);

  gtk_widget_class_install_action (widget_class, "engine.choose", NULL, choose_action);
  gtk_widget_class_install_action (widget_class, "engine.reset", NULL, reset_action);
}

static void
chess_engine_group_init (ChessEngineGroup *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->warning_icon = g_object_ref_sink (g_object_new (GTK_TYPE_IMAGE,
                                                       "icon-name", "dialog-warning-symbolic",
                                                       "valign", GTK_ALIGN_CENTER,
                                                       "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                                       NULL));
  gtk_widget_add_css_class (self->warning_icon, "warning");
  self->engine_path = g_strdup ("");
  chess_engine_group_update (self);
}
