/* chess-browse-bar.c: first, previous, next and last position, as buttons
 * for the window's win.view-* actions: one template that the side panel
 * and the analysis panel both show
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-browse-bar"

#include "chess-browse-bar.h"

struct _ChessBrowseBar
{
  GtkBox parent_instance;
};

G_DEFINE_FINAL_TYPE (ChessBrowseBar, chess_browse_bar, GTK_TYPE_BOX)

static void
chess_browse_bar_class_init (ChessBrowseBarClass *klass)
{
  gtk_widget_class_set_template_from_resource (GTK_WIDGET_CLASS (klass),
                                               "/io/github/chess960/Chess960/ui/chess-browse-bar.ui");
}

static void
chess_browse_bar_init (ChessBrowseBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
