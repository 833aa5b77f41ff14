/* bench-event-page.c: a 1,000-round event in the app: how long it takes
 * to open, to record a round, and to take a die face (run through
 * tests/bench/event-page, which gives it a display and a private home)
 *
 *   bench-event-page [--runs N] [--rounds N]
 *
 * Builds a Chess960x3 event of 1,000 rounds (or --rounds) with about 10,000 record
 * entries (each round's die faces, result, confirmation, hall screen) in a
 * folder of its own, then, N times each, prints the median and the worst:
 *   open    reading the folder (the store: read, check, lock) and showing
 *           the event's page until its first frame is painted;
 *   round   Use This Position in the roller (By Number, SP shown first)
 *           until the page has painted the new round: the confirmation on
 *           the record, the file written (atomic, synced) and the row;
 *   face    one tap of a real die's face in the roller until the roller
 *           has painted it: the face on the record and the file written;
 *   close   the roller closed with nothing drawn, until the page has
 *           painted: what closing the modal roller costs by itself;
 *   write   the event's file written alone (text, temporary file, fsync,
 *           rename), what every change costs at least.
 * Issue 13 asks for opening under 1 s and recording a round under 100 ms.
 * Wall time is what the arbiter waits; the CPU time says how much of it
 * was this process's work rather than waiting for a core or the disk.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <glib/gstdio.h>

#include <adwaita.h>

#include "chess-event-page.h"
#include "chess-events-window.h"
#include "chess-roller-dialog.h"
#include "chess-roller-view.h"
#include "chess-test-ui.h"

/* The rounds of the event: 1,000 unless --rounds says otherwise. */
static guint n_rounds = 1000;

typedef struct {
  gint64 wall;
  double cpu;
} Stamp;

typedef struct {
  const char *name;
  GArray     *wall;   /* double, ms */
  GArray     *cpu;
} Figure;

static Stamp
stamp_now (void)
{
  struct timespec cpu;
  Stamp stamp;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &cpu);
  stamp.wall = g_get_monotonic_time ();
  stamp.cpu = cpu.tv_sec + cpu.tv_nsec / 1e9;
  return stamp;
}

static void
figure_add (Figure *figure,
            Stamp   start)
{
  Stamp end = stamp_now ();
  double wall = (end.wall - start.wall) / 1e3;
  double cpu = (end.cpu - start.cpu) * 1e3;

  g_array_append_val (figure->wall, wall);
  g_array_append_val (figure->cpu, cpu);
}

static gint
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
figure_print (Figure     *figure,
              const char *limit)
{
  g_array_sort (figure->wall, compare_doubles);
  g_array_sort (figure->cpu, compare_doubles);
  printf ("%-6s median %7.1f ms (CPU %6.1f ms), worst %7.1f ms of %u%s\n",
          figure->name,
          g_array_index (figure->wall, double, figure->wall->len / 2),
          g_array_index (figure->cpu, double, figure->cpu->len / 2),
          g_array_index (figure->wall, double, figure->wall->len - 1),
          figure->wall->len, limit);
}

/* Every round drawn with the die as an arbiter would: its faces, the
 * result shown and confirmed, the hall screen revealed and covered. */
static ChessEvent *
build_event (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (960);
  ChessEvent *event = chess_event_new ("Marathon", CHESS_VARIANT_CHESS960X3);

  for (guint round = 1; round <= n_rounds; round++)
    {
      const ChessPendingResult *pending = NULL;

      while (pending == NULL)
        {
          g_autoptr(ChessDice) dice = chess_dice_new (CHESS_VARIANT_CHESS960X3);
          ChessDiceRoll roll;

          chess_dice_set_rand (dice, rand);
          while (!chess_dice_is_complete (dice))
            if (!chess_dice_throw (dice, &roll) || !chess_event_record_die_face (event, &roll, &error))
              g_error ("die: %s", error != NULL ? error->message : "no throw");
          pending = chess_event_show_result (event, chess_dice_get_number (dice),
                                             CHESS_DRAW_METHOD_ROLLER, NULL, &error);
          g_clear_error (&error);
        }
      if (chess_event_confirm_pending (event, &error) == NULL ||
          !chess_event_record_hall (event, round, TRUE, &error) ||
          !chess_event_record_hall (event, round, FALSE, &error))
        g_error ("round %u: %s", round, error->message);
    }

  return event;
}

static GtkWidget *
template_child (gpointer    widget,
                GType       type,
                const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert (object != NULL);
  return GTK_WIDGET (object);
}

static ChessRollerDialog *
find_roller (ChessEvent *event)
{
  ChessRollerDialog *roller;

  WAIT_UNTIL ((roller = chess_roller_dialog_find_for_event (event)) != NULL
              && gtk_widget_get_mapped (GTK_WIDGET (roller)));
  return roller;
}

int
main (int    argc,
      char **argv)
{
  Figure open = { "open", g_array_new (FALSE, FALSE, sizeof (double)), g_array_new (FALSE, FALSE, sizeof (double)) };
  Figure round = { "round", g_array_new (FALSE, FALSE, sizeof (double)), g_array_new (FALSE, FALSE, sizeof (double)) };
  Figure write = { "write", g_array_new (FALSE, FALSE, sizeof (double)), g_array_new (FALSE, FALSE, sizeof (double)) };
  Figure close = { "close", g_array_new (FALSE, FALSE, sizeof (double)), g_array_new (FALSE, FALSE, sizeof (double)) };
  Figure face = { "face", g_array_new (FALSE, FALSE, sizeof (double)), g_array_new (FALSE, FALSE, sizeof (double)) };
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessEvent) built = NULL;
  g_autofree char *directory = NULL;
  g_autofree char *data = NULL;
  g_autofree char *free_number = NULL;
  guint runs = 9;
  gsize length;

  /* Before GTK's test set-up, which takes the arguments it knows. */
  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--runs") == 0 && i + 1 < argc)
        {
          int value = atoi (argv[++i]);

          runs = (guint) MAX (1, value);
        }
      else if (strcmp (argv[i], "--rounds") == 0 && i + 1 < argc)
        {
          int value = atoi (argv[++i]);

          n_rounds = (guint) CLAMP (value, 1, 2000);
        }
      else
        {
          fprintf (stderr, "usage: %s [--runs N] [--rounds N]\n", argv[0]);
          return 2;
        }
    }
  argc = 1;
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  directory = g_dir_make_tmp ("bench-event-page-XXXXXX", &error);
  g_assert_no_error (error);
  built = build_event ();
  data = chess_event_to_data (built, &length);
  {
    g_autoptr(ChessEventStore) store = chess_event_store_new (directory);

    if (!chess_event_store_load (store, &error) || !chess_event_store_add (store, built, &error))
      g_error ("%s", error->message);
  }
  /* A number no round has used, for the round the runs draw. */
  {
    g_autoptr(ChessExclusions) exclusions = chess_event_get_exclusions (built);
    guint number = 2879;

    while (chess_exclusions_contains (exclusions, number))
      number--;
    free_number = g_strdup_printf ("%u", number);
  }
  printf ("event: %u rounds, %u record entries, %.2f MB\n",
          chess_event_get_n_rounds (built), chess_event_get_n_entries (built), length / 1e6);
  g_clear_object (&built);

  for (guint run = 0; run < runs; run++)
    {
      g_autoptr(ChessEventStore) store = chess_event_store_new (directory);
      ChessEventsWindow *window;
      ChessRollerDialog *roller;
      ChessEvent *event;
      GtkWidget *view;
      Stamp start;

      /* Open: what the app does when the arbiter picks the event (the
       * window already up, as the list is). */
      window = chess_events_window_new (store);
      gtk_window_set_default_size (GTK_WINDOW (window), 1024, 768);
      gtk_window_present (GTK_WINDOW (window));
      WAIT_UNTIL (gtk_widget_get_mapped (GTK_WIDGET (window)));
      chess_test_ui_wait_idle ();
      start = stamp_now ();
      if (!chess_event_store_load (store, &error))
        g_error ("%s", error->message);
      event = g_list_model_get_item (G_LIST_MODEL (store), 0);
      g_object_unref (event);
      chess_events_window_show_event (window, event);
      chess_test_ui_wait_for_frame (GTK_WIDGET (window));
      figure_add (&open, start);
      g_assert (chess_event_get_n_rounds (event) == n_rounds);

      /* The roller closed with nothing drawn: what closing it costs the
       * window (a modal window gone: the page restyled and painted). */
      g_assert (gtk_widget_activate_action (template_child (window, CHESS_TYPE_EVENTS_WINDOW, "event_page"),
                                            "event.draw", NULL));
      roller = find_roller (event);
      chess_test_ui_wait_for_frame (GTK_WIDGET (roller));
      start = stamp_now ();
      gtk_widget_activate_action (GTK_WIDGET (roller), "window.close", NULL);
      chess_test_ui_wait_for_frame (GTK_WIDGET (window));
      figure_add (&close, start);
      WAIT_UNTIL (chess_roller_dialog_find_for_event (event) == NULL);

      /* A round: shown by number first, untimed; then Use. */
      g_assert (gtk_widget_activate_action (template_child (window, CHESS_TYPE_EVENTS_WINDOW, "event_page"),
                                            "event.draw", NULL));
      roller = find_roller (event);
      view = chess_test_ui_find_descendant (GTK_WIDGET (roller), CHESS_TYPE_ROLLER_VIEW);
      gtk_stack_set_visible_child_name (GTK_STACK (template_child (view, CHESS_TYPE_ROLLER_VIEW, "mode_stack")),
                                        "number");
      gtk_editable_set_text (GTK_EDITABLE (template_child (view, CHESS_TYPE_ROLLER_VIEW, "number_entry")),
                             free_number);
      gtk_widget_activate_action (view, "roller.enter-number", NULL);
      g_assert (chess_event_get_pending (event) != NULL);
      chess_test_ui_wait_idle ();
      start = stamp_now ();
      gtk_widget_activate_action (GTK_WIDGET (roller), "dialog.use", NULL);
      chess_test_ui_wait_for_frame (GTK_WIDGET (window));
      figure_add (&round, start);
      g_assert (chess_event_get_n_rounds (event) == n_rounds + 1);

      /* What every change costs at least: the whole file written
       * atomically (temporary file, fsync, rename), beside the event's. */
      {
        g_autofree char *path = g_build_filename (directory, "copy.bench", NULL);
        g_autoptr(GFile) copy = g_file_new_for_path (path);

        start = stamp_now ();
        if (!chess_event_save_to_file (event, copy, &error))
          g_error ("%s", error->message);
        figure_add (&write, start);
        g_unlink (path);
      }

      /* A face of a real die, for the round after. */
      g_assert (gtk_widget_activate_action (template_child (window, CHESS_TYPE_EVENTS_WINDOW, "event_page"),
                                            "event.draw", NULL));
      roller = find_roller (event);
      view = chess_test_ui_find_descendant (GTK_WIDGET (roller), CHESS_TYPE_ROLLER_VIEW);
      gtk_stack_set_visible_child_name (GTK_STACK (template_child (view, CHESS_TYPE_ROLLER_VIEW, "mode_stack")),
                                        "physical");
      chess_test_ui_wait_for_frame (GTK_WIDGET (roller));
      start = stamp_now ();
      g_signal_emit_by_name (template_child (view, CHESS_TYPE_ROLLER_VIEW, "face_button_2"), "clicked");
      chess_test_ui_wait_for_frame (GTK_WIDGET (roller));
      figure_add (&face, start);

      /* Back as it was, for the next run: the face left, the round
       * taken back (both on the record: the file only grows). */
      gtk_widget_activate_action (GTK_WIDGET (roller), "window.close", NULL);
      chess_test_ui_wait_idle ();
      if (!chess_event_remove_last_round (event))
        g_error ("the round just drawn cannot be removed");

      g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
      gtk_window_destroy (GTK_WINDOW (window));
      WAIT_UNTIL (window == NULL);
    }

  printf ("%u runs, a window of 1024×768\n", runs);
  figure_print (&open, "; limit 1000 ms");
  figure_print (&round, "; limit 100 ms");
  figure_print (&close, " (the roller closed, nothing drawn)");
  figure_print (&face, "");
  figure_print (&write, " (the file alone)");

  {
    g_autoptr(GDir) dir = g_dir_open (directory, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (directory, name, NULL);

        g_unlink (path);
      }
    g_rmdir (directory);
  }
  g_array_unref (open.wall);
  g_array_unref (open.cpu);
  g_array_unref (round.wall);
  g_array_unref (round.cpu);
  g_array_unref (close.wall);
  g_array_unref (close.cpu);
  g_array_unref (write.wall);
  g_array_unref (write.cpu);
  g_array_unref (face.wall);
  g_array_unref (face.cpu);

  return 0;
}
