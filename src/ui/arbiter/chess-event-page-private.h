/* chess-event-page-private.h: what the event page's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-event-page.h"
#include "chess-record-list.h"
#include "chess-round-list.h"

G_BEGIN_DECLS

/* The round list's rows (style.css makes them this tall), and how many
 * show before it scrolls. */
#define ROUND_ROW_HEIGHT 67
#define ROUND_LIST_MAX_ROWS 8

struct _ChessEventPage
{
  AdwBin              parent_instance;

  ChessEvent         *event;
  /* The event's store: saves, retries, the lock. */
  ChessEventStore    *store;
  /* Weak: one hall screen per event page, reused for every round. */
  GtkWindow          *presentation;
  /* What it shows, so that it closes when that round is taken back. */
  guint               presented_round;
  guint               presented_number;

  /* The rounds, newest first; the list view shows the rows in view. */
  ChessRoundList     *rounds;
  ChessRecordList    *record;
  /* While the event's last change is not on disk: retries. */
  guint               retry_source;

  /* Template widgets */
  AdwPreferencesGroup *unsaved_group;
  GtkRevealer        *unsaved_revealer;
  GtkLabel           *unsaved_label;
  AdwPreferencesGroup *draw_group;
  AdwActionRow       *draw_row;
  AdwActionRow       *replay_row;
  AdwActionRow       *verifiable_row;
  AdwPreferencesGroup *rounds_group;
  GtkListView        *round_list;
  GtkListView        *record_list;
  GtkWidget          *record_scroller;
  AdwPreferencesGroup *notice_group;
  GtkLabel           *notice_label;
  GtkButton          *notice_button;
  GtkWidget          *round_scroller;
  GtkWidget          *no_rounds_label;
  AdwPreferencesGroup *exclusions_group;
  GtkSwitch          *exclude_standard_switch;
  AdwEntryRow        *custom_row;
  GtkLabel           *used_label;
  AdwEntryRow        *name_row;
  GtkLabel           *variant_label;
  AdwActionRow       *commitment_row;
  AdwActionRow       *reveal_row;
  AdwActionRow       *key_elsewhere_row;
  AdwPreferencesRow  *key_row;
  GtkLabel           *key_label;
};

/* chess-event-page.c */
void       _chess_event_page_say               (ChessEventPage   *self,
                                                const char       *message);
GtkWindow *_chess_event_page_get_window        (ChessEventPage   *self);
void       _chess_event_page_announce          (ChessEventPage   *self,
                                                const ChessRound *round);
/* The roller for the event's next round, or the one already open. */
void       _chess_event_page_open_roller       (ChessEventPage   *self);

/* chess-event-page-save.c: whether the event's last change is on disk */
void       _chess_event_page_note_change       (ChessEventPage   *self);
void       _chess_event_page_update_saved      (ChessEventPage   *self);
gboolean   _chess_event_page_round_unsaved     (ChessEvent       *event,
                                                guint             index);
void       _chess_event_page_retry_save_action (GtkWidget        *widget,
                                                const char       *action_name,
                                                GVariant         *parameter);

/* chess-event-page-lists.c: the rounds and the record, read-only notes,
 * a pending result */
void       _chess_event_page_init_lists        (ChessEventPage   *self);
void       _chess_event_page_update_notice     (ChessEventPage   *self);
/* A result the event holds unconfirmed comes back in the roller: one
 * the app left when it ended, or (ANY) any, when the page has just
 * been given the event. */
void       _chess_event_page_resume_pending    (ChessEventPage   *self,
                                                gboolean          any);
void       _chess_event_page_edit_here_action  (GtkWidget        *widget,
                                                const char       *action_name,
                                                GVariant         *parameter);
void       _chess_event_page_keep_recovered_action (GtkWidget    *widget,
                                                    const char   *action_name,
                                                    GVariant     *parameter);

/* chess-event-page-verifiable.c */
void       _chess_event_page_update_key         (ChessEventPage *self);
void       _chess_event_page_reveal_key_action  (GtkWidget  *widget,
                                                 const char *action_name,
                                                 GVariant   *parameter);
void       _chess_event_page_copy_key_action    (GtkWidget  *widget,
                                                 const char *action_name,
                                                 GVariant   *parameter);
void       _chess_event_page_draw_verifiable_action (GtkWidget  *widget,
                                                     const char *action_name,
                                                     GVariant   *parameter);

/* The round an action's "u" target names, or NULL. */
const ChessRound *_chess_event_page_round_from_target (ChessEventPage *self,
                                                       GVariant       *parameter);
/* Printing and export (chess-event-page-print.c). */
void _chess_event_page_print_sheet_action    (GtkWidget  *widget,
                                              const char *action_name,
                                              GVariant   *parameter);
void _chess_event_page_print_cards_action    (GtkWidget  *widget,
                                              const char *action_name,
                                              GVariant   *parameter);
void _chess_event_page_print_all_action      (GtkWidget  *widget,
                                              const char *action_name,
                                              GVariant   *parameter);
void _chess_event_page_print_protocol_action (GtkWidget  *widget,
                                              const char *action_name,
                                              GVariant   *parameter);
void _chess_event_page_export_diagram_action (GtkWidget  *widget,
                                              const char *action_name,
                                              GVariant   *parameter);

G_END_DECLS
