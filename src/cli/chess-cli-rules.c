/* chess-cli-rules.c: chess960-cli's rules commands: startpos, roll, legal,
 * play, perft and bench
 *
 * They need only the rules core and GLib, so that a script that asks
 * thousands of questions pays for nothing else. Their output is fixed
 * (README.md, tests/test-cli.sh).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess960-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "chess-cli.h"
#include "chess-random.h"
#include "chess-startpos.h"

static ChessPosition *
position_or_fail (const ChessCliOptions *options,
                  const char            *fen)
{
  g_autoptr(GError) error = NULL;
  ChessPosition *pos = chess_position_new_from_fen (options->variant, fen, &error);

  if (pos == NULL)
    chess_cli_fail (CHESS_CLI_EXIT_FAILED, "bad FEN '%s': %s", fen, error->message);
  return pos;
}

int
chess_cli_startpos (int    argc,
                    char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessPosition) pos = NULL;
  g_autofree char *fen = NULL;
  g_auto(GStrv) args = NULL;
  ChessCliOptions options;
  guint64 number;
  int status;

  status = chess_cli_parse (argc, argv, "N", "Prints the start position numbered N as FEN.",
                            NULL, &options, &args);
  if (status != CHESS_CLI_CONTINUE)
    return status;
  if (g_strv_length (args) != 1)
    return chess_cli_usage_error (argv[0], "startpos takes one position number");
  if (!chess_cli_parse_number (args[0], G_MAXUINT, &number))
    return chess_cli_fail (CHESS_CLI_EXIT_FAILED, "'%s' is not a start position number", args[0]);

  pos = chess_position_new_start (options.variant, (guint) number, &error);
  if (pos == NULL)
    return chess_cli_fail (CHESS_CLI_EXIT_FAILED, "%s", error->message);
  fen = chess_cli_fen (&options, pos);
  printf ("%s\n", fen);
  return CHESS_CLI_EXIT_OK;
}

/* --exclude's lists ("518,534", possibly given more than once) into
 * EXCLUDED. */
static gboolean
parse_exclusions (char   **lists,
                  GArray  *excluded)
{
  for (guint l = 0; lists != NULL && lists[l] != NULL; l++)
    {
      g_auto(GStrv) parts = g_strsplit (lists[l], ",", -1);

      for (guint i = 0; parts[i]; i++)
        {
          guint64 n;
          guint number;

          g_strstrip (parts[i]);
          if (*parts[i] == '\0')
            continue;
          if (!chess_cli_parse_number (parts[i], G_MAXUINT, &n))
            return FALSE;
          number = (guint) n;
          g_array_append_val (excluded, number);
        }
    }
  return TRUE;
}

int
chess_cli_roll (int    argc,
                char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessPosition) pos = NULL;
  g_autoptr(GArray) excluded = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *fen = NULL;
  g_auto(GStrv) args = NULL;
  g_auto(GStrv) exclude = NULL;
  const GOptionEntry entries[] = {
    { "exclude", 0, 0, G_OPTION_ARG_STRING_ARRAY, &exclude,
      "Never these position numbers (may be given more than once)", "N,N…" },
    G_OPTION_ENTRY_NULL
  };
  ChessCliOptions options;
  char back_rank[9];
  guint number;
  int status;

  status = chess_cli_parse (argc, argv, "",
                            "Draws a random start position from the operating system’s random source\n"
                            "and prints its number, back rank and FEN.",
                            entries, &options, &args);
  if (status != CHESS_CLI_CONTINUE)
    return status;
  if (g_strv_length (args) != 0)
    return chess_cli_usage_error (argv[0], "roll takes no arguments");
  if (!parse_exclusions (exclude, excluded))
    return chess_cli_usage_error (argv[0], "--exclude takes position numbers separated by commas");
  if (!chess_random_draw (options.variant, (guint *) (void *) excluded->data, excluded->len,
                          &number, &error))
    return chess_cli_fail (CHESS_CLI_EXIT_FAILED, "%s", error->message);

  pos = chess_position_new_start (options.variant, number, &error);
  if (pos == NULL || !chess_startpos_get_back_rank (options.variant, number, back_rank, &error))
    return chess_cli_fail (CHESS_CLI_EXIT_FAILED, "%s", error->message);
  fen = chess_cli_fen (&options, pos);
  printf ("%u %s %s\n", number, back_rank, fen);
  return CHESS_CLI_EXIT_OK;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

static GPtrArray *
sorted_uci_moves (const ChessPosition *pos,
                  GPtrArray          **moves_out)
{
  g_autoptr(GPtrArray) moves = chess_position_get_legal_moves (pos);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < moves->len; i++)
    g_ptr_array_add (names, chess_position_move_to_uci (pos, g_ptr_array_index (moves, i)));
  g_ptr_array_sort (names, compare_strings);
  if (moves_out)
    *moves_out = g_steal_pointer (&moves);
  return names;
}

int
chess_cli_legal (int    argc,
                 char **argv)
{
  g_autoptr(ChessPosition) pos = NULL;
  g_autoptr(GPtrArray) names = NULL;
  g_auto(GStrv) args = NULL;
  ChessCliOptions options;
  int status;

  status = chess_cli_parse (argc, argv, "FEN",
                            "Prints every legal move in UCI, sorted, one per line; castles as the king\n"
                            "moving onto its own rook.",
                            NULL, &options, &args);
  if (status != CHESS_CLI_CONTINUE)
    return status;
  if (g_strv_length (args) != 1)
    return chess_cli_usage_error (argv[0], "legal takes one FEN (quote it)");
  pos = position_or_fail (&options, args[0]);
  if (pos == NULL)
    return CHESS_CLI_EXIT_FAILED;

  names = sorted_uci_moves (pos, NULL);
  for (guint i = 0; i < names->len; i++)
    printf ("%s\n", (char *) g_ptr_array_index (names, i));
  return CHESS_CLI_EXIT_OK;
}

int
chess_cli_play (int    argc,
                char **argv)
{
  g_autoptr(ChessPosition) pos = NULL;
  g_auto(GStrv) args = NULL;
  ChessCliOptions options;
  int status;

  status = chess_cli_parse (argc, argv, "FEN MOVE…",
                            "Plays the moves (SAN or UCI) from FEN and prints, for each, its SAN,\n"
                            "a tab and the FEN after it.",
                            NULL, &options, &args);
  if (status != CHESS_CLI_CONTINUE)
    return status;
  if (g_strv_length (args) < 1)
    return chess_cli_usage_error (argv[0], "play takes a FEN and moves");
  pos = position_or_fail (&options, args[0]);
  if (pos == NULL)
    return CHESS_CLI_EXIT_FAILED;

  for (guint i = 1; args[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessMove) move = chess_position_parse_move (pos, args[i], &error);
      g_autofree char *san = NULL;
      g_autofree char *fen = NULL;
      ChessPosition *next;

      if (move == NULL)
        {
          g_autofree char *fen_before = chess_cli_fen (&options, pos);
          return chess_cli_fail (CHESS_CLI_EXIT_FAILED, "move %u, %s (position %s)",
                                 i, error->message, fen_before);
        }
      san = chess_position_move_to_san (pos, move, CHESS_SAN_FLAGS_NONE);
      next = chess_position_play (pos, move);
      chess_position_free (pos);
      pos = next;
      fen = chess_cli_fen (&options, pos);
      printf ("%s\t%s\n", san, fen);
    }
  return CHESS_CLI_EXIT_OK;
}

int
chess_cli_perft (int    argc,
                 char **argv)
{
  g_autoptr(ChessPosition) pos = NULL;
  g_auto(GStrv) args = NULL;
  gboolean divide = FALSE;
  const GOptionEntry entries[] = {
    { "divide", 0, 0, G_OPTION_ARG_NONE, &divide,
      "First print each legal move with its count", NULL },
    G_OPTION_ENTRY_NULL
  };
  ChessCliOptions options;
  guint64 depth;
  int status;

  status = chess_cli_parse (argc, argv, "DEPTH FEN",
                            "Counts the leaf nodes of the move tree DEPTH plies deep; the total is\n"
                            "the last line.",
                            entries, &options, &args);
  if (status != CHESS_CLI_CONTINUE)
    return status;
  if (g_strv_length (args) != 2)
    return chess_cli_usage_error (argv[0], "perft takes a depth and a FEN");
  if (!chess_cli_parse_number (args[0], 20, &depth))
    return chess_cli_fail (CHESS_CLI_EXIT_FAILED, "'%s' is not a perft depth (0–20)", args[0]);
  pos = position_or_fail (&options, args[1]);
  if (pos == NULL)
    return CHESS_CLI_EXIT_FAILED;

  if (divide && depth > 0)
    {
      g_autoptr(GPtrArray) moves = NULL;
      g_autoptr(GPtrArray) names = sorted_uci_moves (pos, &moves);
      guint64 total = 0;

      for (guint i = 0; i < names->len; i++)
        {
          const char *name = g_ptr_array_index (names, i);
          g_autoptr(ChessMove) move = chess_position_parse_uci (pos, name, NULL);
          g_autoptr(ChessPosition) child = chess_position_play (pos, move);
          guint64 nodes = chess_position_perft (child, depth - 1);

          printf ("%s %" G_GUINT64_FORMAT "\n", name, nodes);
          total += nodes;
        }
      printf ("%" G_GUINT64_FORMAT "\n", total);
    }
  else
    printf ("%" G_GUINT64_FORMAT "\n", chess_position_perft (pos, (guint) depth));
  return CHESS_CLI_EXIT_OK;
}

/* Ten middle-game Chess960 positions from the perft suite, at depth 5. */
static const char *const bench_fens[] = {
  "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
  "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
  "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9",
  "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9",
  "1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf - 0 9",
  "qnbnr1kr/ppp1b1pp/4p3/3p1p2/8/2NPP3/PPP1BPPP/QNB1R1KR w HEhe - 1 9",
  "q1bnrkr1/ppppp2p/2n2p2/4b1p1/2NP4/8/PPP1PPPP/QNB1RRKB w ge - 1 9",
  "qbn1brkr/ppp1p1p1/2n4p/3p1p2/P7/6PP/QPPPPP2/1BNNBRKR w HFhf - 0 9",
  "qnnbbrkr/1p2ppp1/2pp3p/p7/1P5P/2NP4/P1P1PPP1/Q1NBBRKR w HFhf - 0 9",
  "qn1rbbkr/ppp2p1p/1n1pp1p1/8/3P4/P6P/1PP1PPPK/QNNRBB1R w hd - 0 9",
};

int
chess_cli_bench (int    argc,
                 char **argv)
{
  g_auto(GStrv) args = NULL;
  ChessCliOptions options;
  guint64 nodes = 0;
  gint64 start;
  double seconds;
  int status;

  status = chess_cli_parse (argc, argv, "",
                            "Times a fixed workload: perft 5 in ten Chess960 positions.",
                            NULL, &options, &args);
  if (status != CHESS_CLI_CONTINUE)
    return status;
  if (g_strv_length (args) != 0)
    return chess_cli_usage_error (argv[0], "bench takes no arguments");

  start = g_get_monotonic_time ();
  for (guint i = 0; i < G_N_ELEMENTS (bench_fens); i++)
    {
      g_autoptr(ChessPosition) pos = chess_position_new_from_fen (CHESS_VARIANT_CHESS960, bench_fens[i], NULL);
      nodes += chess_position_perft (pos, 5);
    }
  seconds = (g_get_monotonic_time () - start) / 1e6;
  printf ("%" G_GUINT64_FORMAT " nodes in %.3f s: %.0f nodes/s\n", nodes, seconds, nodes / MAX (seconds, 1e-9));
  return CHESS_CLI_EXIT_OK;
}
