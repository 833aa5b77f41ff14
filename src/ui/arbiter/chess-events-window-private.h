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
  /* Keeps a native file chooser alive while it is shown. */
  GtkNativeDialog *chooser;

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

/* Shows CHOOSER for event files, modal, kept alive while shown; its
 * "response" goes to RESPONSE_CB with the window first. */
void _chess_events_window_run_chooser  (ChessEventsWindow    *self,
                                        GtkFileChooserNative *chooser,
                                        GCallback             response_cb);
/* events.import (chess-events-window-import.c). */
void _chess_events_window_import_action (GtkWidget           *widget,
                                         const char          *action_name,
                                         GVariant            *parameter);

G_END_DECLS
