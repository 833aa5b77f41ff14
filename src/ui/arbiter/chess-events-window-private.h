/* chess-events-window-private.h: what the events window's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "chess-event-page.h"
#include "chess-event-store.h"
#include "chess-events-window.h"

G_BEGIN_DECLS

struct _ChessEventsWindow
{
  AdwWindow        parent_instance;

  ChessEventStore *store;
  GSettings       *settings;
  /* The file chooser shown: a new one, or the window going, takes it away. */
  GCancellable    *chooser_cancellable;

  /* Template widgets */
  GtkButton       *back_button;
  GtkButton       *new_button;
  AdwWindowTitle  *window_title;
  GtkMenuButton   *menu_button;
  AdwToastOverlay *toast_overlay;
  GtkStack        *stack;
  GtkListBox      *event_list;
  ChessEventPage  *event_page;
  GMenuModel      *list_menu;
  GMenuModel      *event_menu;
};

/* Shows a file chooser for event files with TITLE and ACCEPT_LABEL, to
 * save under NAME when SAVE; CHOSEN gets the file the user chose, never
 * after the window went. */
typedef void (*ChessEventsWindowChosen) (ChessEventsWindow *self,
                                         GFile             *file);
void _chess_events_window_run_chooser  (ChessEventsWindow       *self,
                                        const char              *title,
                                        const char              *accept_label,
                                        gboolean                 save,
                                        const char              *name,
                                        ChessEventsWindowChosen  chosen);
/* events.import (chess-events-window-import.c). */
void _chess_events_window_import_action (GtkWidget           *widget,
                                         const char          *action_name,
                                         GVariant            *parameter);

G_END_DECLS
