/* bench-open-big.c: a file of 100,000 games opened in the main window:
 * the time until the picker shows, until it lists every game, and until
 * a game picked near the end is on the board; the longest the main loop
 * went without a turn meanwhile; and the whole process's memory beside
 * the file's size: resident at idle before opening, after each step,
 * and its peak (VmHWM, start-up included), split into what the GL
 * driver's libraries map (Mesa, LLVM), other files, and anonymous memory
 * (the heaps: GTK, Mesa's shaders and textures, ours). Figures, not a
 * test: tests/bench/open-big runs it under both renderers.
 * Each stall over 30 ms is listed with when it began; with
 * BENCH_PRINT_T0 set, the start in g_get_monotonic_time () is printed
 * too, to find the stalls in `perf record -k CLOCK_MONOTONIC`.
 *
 * The file: 1,000 random legal Chess960 games (8 to 36 moves each, with
 * comments and a variation) written 100 times over with other rounds and
 * players: 100,000 games, each one whole PGN.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "bench-open-big"

#include <time.h>

#include "chess-compat.h"
#include "test-window-files-common.h"

#define N_DISTINCT 1000
#define N_COPIES 100

static char *
random_movetext (GRand *rand)
{
  g_autoptr(ChessGame) game = chess_game_new_start (CHESS_VARIANT_CHESS960, g_rand_int_range (rand, 0, 960), NULL);
  guint n_plies = (guint) g_rand_int_range (rand, 16, 72);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *pgn = NULL;
  const char *movetext;

  for (guint ply = 0; ply < n_plies && chess_game_get_result (game) == CHESS_RESULT_NONE; ply++)
    {
      g_autoptr(GPtrArray) legal = chess_position_get_legal_moves (chess_game_get_position (game));

      chess_game_play (game, g_ptr_array_index (legal, g_rand_int_range (rand, 0, legal->len)), NULL);
    }
  pgn = chess_pgn_write (game);
  /* The start and the moves; the tags are the copies' own. */
  movetext = strstr (pgn, "\n\n");
  {
    g_autofree char *fen = chess_position_to_fen (chess_game_get_start_position (game), 0);

    g_string_append_printf (text, "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"%s\"]\n\n", fen);
  }
  g_string_append (text, "{ Random legal moves } ");
  g_string_append (text, movetext != NULL ? movetext + 2 : pgn);
  g_strchomp (text->str);
  text->len = strlen (text->str);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
write_file (const char *path)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (960);
  g_autoptr(GPtrArray) movetexts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) text = g_string_sized_new (48 * 1024 * 1024);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < N_DISTINCT; i++)
    g_ptr_array_add (movetexts, random_movetext (rand));
  for (guint copy = 0; copy < N_COPIES; copy++)
    for (guint i = 0; i < N_DISTINCT; i++)
      {
        guint n = copy * N_DISTINCT + i;
        const char *movetext = g_ptr_array_index (movetexts, i);
        const char *result = movetext + strlen (movetext);

        /* The last word, after a space or a line break. */
        while (result > movetext && !g_ascii_isspace (result[-1]))
          result--;

        g_string_append_printf (text,
                                "[Event \"Random Open %u\"]\n[Site \"Internet\"]\n[Date \"2026.11.%02u\"]\n"
                                "[Round \"%u\"]\n[White \"Player %u\"]\n[Black \"Player %u\"]\n[Result \"%s\"]\n",
                                copy, 1 + n % 28, n + 1, n % 5000, (n * 7) % 5000, result);
        g_string_append (text, movetext);
        g_string_append (text, "\n\n");
      }
  g_file_set_contents (path, text->str, text->len, &error);
  g_assert_no_error (error);
}

/* The main thread's CPU time: what a stall's length would be on an idle
 * machine, whatever the load on this one. */
static gint64
thread_cpu_us (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

typedef struct {
  gint64  last;
  gint64  longest;
  gint64  last_cpu;
  gint64  longest_cpu; /* the main thread's CPU time in its longest turn */
  gint64  t0;
  GArray *gaps; /* gint64 pairs: when (from t0) and how long, over 30 ms */
} Stall;

static gboolean
on_tick (gpointer data)
{
  Stall *stall = data;
  gint64 now = g_get_monotonic_time ();
  gint64 cpu = thread_cpu_us ();

  if (stall->last != 0)
    {
      stall->longest = MAX (stall->longest, now - stall->last);
      stall->longest_cpu = MAX (stall->longest_cpu, cpu - stall->last_cpu);
      if (now - stall->last > 30000 && stall->gaps != NULL)
        {
          gint64 gap[2] = { stall->last - stall->t0, now - stall->last };

          g_array_append_vals (stall->gaps, gap, 2);
        }
    }
  stall->last = now;
  stall->last_cpu = cpu;
  return G_SOURCE_CONTINUE;
}

/* The process's memory now, from /proc/self: what is resident, split by
 * kind, and the peak so far. In kB. */
typedef struct {
  guint64 rss;
  guint64 anonymous; /* heaps and other private memory */
  guint64 gl_files;  /* the GL driver's libraries: Mesa, LLVM */
  guint64 hwm;       /* the peak resident size since the start */
} Memory;

static gboolean
is_gl_driver (const char *path)
{
  const char *name = strrchr (path, '/');

  name = name != NULL ? name + 1 : path;
  return g_str_has_prefix (name, "libLLVM") || strstr (name, "_dri.so") != NULL ||
         g_str_has_prefix (name, "libgallium") || g_str_has_prefix (name, "libglapi") ||
         g_str_has_prefix (name, "libGLX_mesa") || g_str_has_prefix (name, "libEGL_mesa");
}

/* A mapping's line in smaps starts with its address range, in hex: the
 * lines after it say how much of it is where. */
static gboolean
is_mapping_line (const char *line)
{
  const char *c = line;

  while (g_ascii_isxdigit (*c))
    c++;
  return c > line && *c == '-';
}

static Memory
read_memory (void)
{
  Memory memory = { 0 };
  g_autofree char *smaps = NULL;
  g_autofree char *status = NULL;
  gboolean in_gl_driver = FALSE;
  const char *hwm;

  if (!g_file_get_contents ("/proc/self/smaps", &smaps, NULL, NULL) ||
      !g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    g_error ("no /proc/self/smaps or status: this benchmark needs Linux");
  for (char *line = smaps, *end; *line != '\0'; line = end + (*end != '\0'))
    {
      guint64 kb;

      end = strchr (line, '\n');
      if (end == NULL)
        end = line + strlen (line);
      if (is_mapping_line (line))
        {
          const char *path = memchr (line, '/', end - line);
          g_autofree char *name = path != NULL ? g_strndup (path, end - path) : NULL;

          in_gl_driver = name != NULL && is_gl_driver (name);
        }
      else if (sscanf (line, "Rss: %" G_GUINT64_FORMAT, &kb) == 1)
        {
          memory.rss += kb;
          if (in_gl_driver)
            memory.gl_files += kb;
        }
      else if (sscanf (line, "Anonymous: %" G_GUINT64_FORMAT, &kb) == 1)
        {
          memory.anonymous += kb;
          /* Relocated data of the libraries is private, not the file's. */
          if (in_gl_driver)
            memory.gl_files -= MIN (kb, memory.gl_files);
        }
    }
  hwm = strstr (status, "VmHWM:");
  if (hwm == NULL || sscanf (hwm, "VmHWM: %" G_GUINT64_FORMAT, &memory.hwm) != 1)
    g_error ("no VmHWM in /proc/self/status");
  return memory;
}

/* FILE_SIZE 0: no file to compare with. */
static void
print_memory (const char   *when,
              const Memory *memory,
              gsize         file_size)
{
  g_autofree char *ratio = file_size > 0 ? g_strdup_printf (" (%.2f times the file)", memory->rss * 1024.0 / file_size)
                                         : g_strdup ("");

  g_print ("%-22s %4.0f MB resident%s: %3.0f MB anonymous, %3.0f MB GL driver files, "
           "%3.0f MB other files; peak so far %.0f MB\n",
           when, memory->rss / 1024.0, ratio, memory->anonymous / 1024.0,
           memory->gl_files / 1024.0, (memory->rss - memory->anonymous - memory->gl_files) / 1024.0,
           memory->hwm / 1024.0);
}

/* What any GTK app costs under the same renderer: an empty libadwaita
 * window of the main window's size, drawn, with the memory then. */
static int
measure_bare_window (void)
{
  GtkWidget *bare = adw_window_new ();
  Memory memory;

  gtk_window_set_default_size (GTK_WINDOW (bare), 880, 600);
  adw_window_set_content (ADW_WINDOW (bare), gtk_label_new ("Chess960"));
  gtk_window_present (GTK_WINDOW (bare));
  chess_test_ui_wait_for_frame (bare);
  chess_test_ui_wait_idle ();
  memory = read_memory ();
  print_memory ("a bare window:", &memory, 0);
  g_print ("result: renderer=%s idle=%" G_GUINT64_FORMAT " peak=%" G_GUINT64_FORMAT "\n",
           G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (bare))), memory.rss, memory.hwm);
  gtk_window_destroy (GTK_WINDOW (bare));
  return 0;
}

/* bench-open-big --write FILE: makes the file (a process of its own, so
 * that making it does not count in the peak memory);
 * bench-open-big FILE: opens it;
 * bench-open-big --bare: an empty window, for comparison. */
int
main (int   argc,
      char *argv[])
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(ChessGame) start = NULL;
  const char *path;
  ChessWindow *window;
  ChessGamePicker *picker = NULL;
  Stall stall = { 0 };
  gint64 stall_listing, stall_search, stall_jump, cpu_listing, cpu_search, cpu_jump;
  gint64 searched;
  guint n_listed, n_found;
  GtkFilterListModel *filtered;
  gsize size;
  gint64 t0, shown = 0, listed, picked, opened;
  Memory idle, at_listed, at_searched, at_jumped, at_opened;
  ChessGame *before;
  guint source;
  GStatBuf info;

  if (argc == 3 && g_str_equal (argv[1], "--write"))
    {
      write_file (argv[2]);
      return 0;
    }
  /* As main () does: under the cairo renderer GDK sets no GL up. */
  chess_ui_skip_gl_for_cairo_renderer ();
  if (!chess_test_ui_init (&argc, &argv))
    return 77;
  if (argc == 2 && g_str_equal (argv[1], "--bare"))
    return measure_bare_window ();
  if (argc != 2 || g_stat (argv[1], &info) != 0)
    {
      g_printerr ("usage: bench-open-big --write FILE | bench-open-big FILE | bench-open-big --bare\n");
      return 2;
    }
  path = argv[1];
  size = (gsize) info.st_size;
  file = g_file_new_for_path (path);
  start = chess_game_new_start (CHESS_VARIANT_CHESS960, 518, NULL);
  window = g_object_new (CHESS_TYPE_WINDOW, NULL);
  chess_window_set_game (window, start);
  gtk_window_present (GTK_WINDOW (window));
  chess_test_ui_wait_for_frame (GTK_WIDGET (window));
  chess_test_ui_wait_idle ();
  idle = read_memory ();
  before = chess_window_get_game (window);

  source = g_timeout_add (5, on_tick, &stall);
  t0 = g_get_monotonic_time ();
  stall.t0 = t0;
  if (g_getenv ("BENCH_PRINT_T0") != NULL)
    g_print ("t0 %" G_GINT64_FORMAT "\n", t0);
  stall.gaps = g_array_new (FALSE, FALSE, sizeof (gint64));
  chess_window_open_file (window, file);
  while ((picker = find_picker ()) == NULL || chess_game_picker_get_n_shown (picker) < N_DISTINCT * N_COPIES)
    {
      if (picker != NULL && shown == 0)
        shown = g_get_monotonic_time ();
      g_main_context_iteration (NULL, TRUE);
    }
  if (shown == 0)
    shown = g_get_monotonic_time ();
  chess_test_ui_wait_for_frame (GTK_WIDGET (picker));
  listed = g_get_monotonic_time ();
  n_listed = chess_game_picker_get_n_shown (picker);
  at_listed = read_memory ();
  /* The stall going on when the list was done ends with the next tick:
   * it belongs to the listing, not to the opening that follows. */
  while (stall.last < listed)
    g_main_context_iteration (NULL, TRUE);
  stall_listing = stall.longest;
  cpu_listing = stall.longest_cpu;
  stall.longest = stall.longest_cpu = 0;

  /* A search typed: the list filtered to the games of one player (and
   * the rounds that hold the number), then the search cleared. */
  {
    GListModel *model = gtk_single_selection_get_model (
      GTK_SINGLE_SELECTION (gtk_list_view_get_model (picker_child (picker, "list_view"))));

    /* The search's filter, under what the list has been given so far. */
    while (!GTK_IS_FILTER_LIST_MODEL (model))
      model = gtk_slice_list_model_get_model (GTK_SLICE_LIST_MODEL (model));
    filtered = GTK_FILTER_LIST_MODEL (model);
  }
  searched = g_get_monotonic_time ();
  gtk_editable_set_text (GTK_EDITABLE (picker_child (picker, "search_entry")), "player 4321");
  while (gtk_filter_list_model_get_pending (filtered) > 0 ||
         chess_game_picker_get_n_shown (picker) == N_DISTINCT * N_COPIES)
    g_main_context_iteration (NULL, TRUE);
  chess_test_ui_wait_for_frame (GTK_WIDGET (picker));
  searched = g_get_monotonic_time () - searched;
  n_found = chess_game_picker_get_n_shown (picker);
  gtk_editable_set_text (GTK_EDITABLE (picker_child (picker, "search_entry")), "");
  while (chess_game_picker_get_n_shown (picker) < N_DISTINCT * N_COPIES)
    g_main_context_iteration (NULL, TRUE);
  chess_test_ui_wait_for_frame (GTK_WIDGET (picker));
  {
    gint64 now = g_get_monotonic_time ();

    while (stall.last < now)
      g_main_context_iteration (NULL, TRUE);
  }
  stall_search = stall.longest;
  at_searched = read_memory ();
  cpu_search = stall.longest_cpu;
  stall.longest = stall.longest_cpu = 0;

  /* End, to the last game, and Home, back to the first: the list view
   * binds its rows anew there. */
  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *list_view = picker_child (picker, "list_view");
      GtkAdjustment *scroll = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (list_view));
      gint64 now;

      gtk_widget_grab_focus (list_view);
      g_assert_true (chess_test_ui_press_key (list_view, i == 0 ? GDK_KEY_End : GDK_KEY_Home, 0));
      chess_test_ui_wait_for_frame (GTK_WIDGET (picker));
      chess_test_ui_wait_for_frame (GTK_WIDGET (picker));
      /* Really at the end, and back at the top. */
      g_assert_true ((gtk_adjustment_get_value (scroll) > 0) == (i == 0));
      now = g_get_monotonic_time ();
      while (stall.last < now)
        g_main_context_iteration (NULL, TRUE);
    }
  stall_jump = stall.longest;
  at_jumped = read_memory ();
  cpu_jump = stall.longest_cpu;
  stall.longest = stall.longest_cpu = 0;

  picked = g_get_monotonic_time ();
  g_signal_emit_by_name (picker_child (picker, "list_view"), "activate", 77776);
  while (chess_window_get_game (window) == before)
    g_main_context_iteration (NULL, TRUE);
  chess_test_ui_wait_for_frame (GTK_WIDGET (window));
  opened = g_get_monotonic_time ();
  g_source_remove (source);
  at_opened = read_memory ();

  g_print ("file: %u games, %.1f MB\n", n_listed, size / 1e6);
  g_print ("picker shown after:   %.3f s\n", (shown - t0) / 1e6);
  g_print ("every game listed:    %.3f s\n", (listed - t0) / 1e6);
  g_print ("game 77,777 on board: %.3f s after it was picked\n", (opened - picked) / 1e6);
  g_print ("search for one player: %u games in %.3f s, longest stall %.0f ms\n", n_found, searched / 1e6,
           stall_search / 1e3);
  g_print ("End and Home in the list: longest stall %.0f ms\n", stall_jump / 1e3);
  g_print ("main thread's CPU in its longest turn: %.0f ms listing, %.0f ms searching, %.0f ms at End and Home, "
           "%.0f ms opening\n", cpu_listing / 1e3, cpu_search / 1e3, cpu_jump / 1e3, stall.longest_cpu / 1e3);
  g_print ("longest main-loop stall: %.0f ms while reading and listing, %.0f ms opening the game\n",
           stall_listing / 1e3, stall.longest / 1e3);
  for (guint i = 0; i + 1 < stall.gaps->len; i += 2)
    g_print ("  stall at %.3f s: %.0f ms\n", g_array_index (stall.gaps, gint64, i) / 1e6,
             g_array_index (stall.gaps, gint64, i + 1) / 1e3);
  g_array_unref (stall.gaps);

  g_print ("renderer: %s\n", G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (window))));
  print_memory ("idle, before opening:", &idle, size);
  print_memory ("every game listed:", &at_listed, size);
  print_memory ("after the search:", &at_searched, size);
  print_memory ("after End and Home:", &at_jumped, size);
  print_memory ("game on the board:", &at_opened, size);
  g_print ("peak RSS (VmHWM): %.0f MB, %.2f times the file; opening it added %.0f MB to the idle %.0f MB, "
           "%.2f times the file\n",
           at_opened.hwm / 1024.0, at_opened.hwm * 1024.0 / size, (at_opened.hwm - (double) idle.rss) / 1024.0,
           idle.rss / 1024.0, (at_opened.hwm - (double) idle.rss) * 1024.0 / size);
  /* For tests/bench/open-big, in kB. */
  g_print ("result: renderer=%s file=%" G_GSIZE_FORMAT " idle=%" G_GUINT64_FORMAT " idle_hwm=%" G_GUINT64_FORMAT
           " idle_anon=%" G_GUINT64_FORMAT " idle_gl=%" G_GUINT64_FORMAT " peak=%" G_GUINT64_FORMAT
           " end=%" G_GUINT64_FORMAT " end_anon=%" G_GUINT64_FORMAT " end_gl=%" G_GUINT64_FORMAT
           " picker=%.3f listed=%.3f\n",
           G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (window))), size / 1024, idle.rss, idle.hwm,
           idle.anonymous, idle.gl_files, at_opened.hwm, at_opened.rss, at_opened.anonymous, at_opened.gl_files,
           (shown - t0) / 1e6, (listed - t0) / 1e6);

  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
