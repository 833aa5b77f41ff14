/* chess-event-page-print.c: an event's rounds and record on paper, and
 * a round's diagram as a file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-event-page"

#include "config.h"

#include "chess-event-page-private.h"
#include "chess-export.h"
#include "chess-print.h"

static void
print_rounds (ChessEventPage   *self,
              GVariant         *parameter,
              ChessPrintLayout  layout)
{
  const ChessRound *round = _chess_event_page_round_from_target (self, parameter);

  if (round != NULL)
    chess_print_rounds (_chess_event_page_get_window (self), self->event, &round, 1, layout);
}

void
_chess_event_page_print_sheet_action (GtkWidget  *widget,
                                      const char *action_name,
                                      GVariant   *parameter)
{
  print_rounds (CHESS_EVENT_PAGE (widget), parameter, CHESS_PRINT_SHEET);
}

void
_chess_event_page_print_cards_action (GtkWidget  *widget,
                                      const char *action_name,
                                      GVariant   *parameter)
{
  print_rounds (CHESS_EVENT_PAGE (widget), parameter, CHESS_PRINT_CARDS);
}

void
_chess_event_page_print_all_action (GtkWidget  *widget,
                                    const char *action_name,
                                    GVariant   *parameter)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (widget);
  g_autofree const ChessRound **rounds = NULL;
  guint n_rounds;

  if (self->event == NULL || (n_rounds = chess_event_get_n_rounds (self->event)) == 0)
    return;

  rounds = g_new (const ChessRound *, n_rounds);
  for (guint i = 0; i < n_rounds; i++)
    rounds[i] = chess_event_get_round (self->event, i);
  chess_print_rounds (_chess_event_page_get_window (self), self->event, rounds, n_rounds,
                      CHESS_PRINT_SHEET);
}

void
_chess_event_page_print_protocol_action (GtkWidget  *widget,
                                         const char *action_name,
                                         GVariant   *parameter)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (widget);

  if (self->event != NULL)
    chess_print_protocol (_chess_event_page_get_window (self), self->event);
}

void
_chess_event_page_export_diagram_action (GtkWidget  *widget,
                                         const char *action_name,
                                         GVariant   *parameter)
{
  ChessEventPage *self = CHESS_EVENT_PAGE (widget);
  const ChessRound *round = _chess_event_page_round_from_target (self, parameter);
  ChessDiagramInfo info = { 0 };
  g_autofree char *note = NULL;
  g_autofree char *code = NULL;

  if (round == NULL)
    return;

  chess_print_fill_info (&info, self->event, round, &note, &code);
  info.caption = TRUE;
  chess_export_diagram (_chess_event_page_get_window (self), &info);
}
