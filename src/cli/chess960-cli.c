/* chess960-cli.c: the rules core for scripts
 *
 * The interface is fixed; scripts depend on it (see README.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess960-cli"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chess-cli-event.h"
#include "chess-diagram.h"
#include "chess-position.h"
#include "chess-random.h"
#include "chess-startpos.h"

enum {
  EXIT_OK = 0,
  EXIT_FAILED = 1,
  EXIT_USAGE = 2,
};

/* Pixels for PNG, points for SVG and PDF: from a thumbnail to a poster. */
#define MIN_DIAGRAM_SIZE 16
#define MAX_DIAGRAM_SIZE 8192

typedef struct {
  ChessVariant   variant;
  gboolean       divide;
  gboolean       shredder;
  gboolean       black_at_bottom;
  guint          size;        /* 0: the format's default */
  const char    *pieces;      /* NULL: classic */
  GArray        *excluded;    /* guint */
  GPtrArray     *args;        /* positional, borrowed */
} Options;

static const char usage_text[] =
  "Usage:\n"
  "  chess960-cli startpos N [--variant V]\n"
  "  chess960-cli roll [--variant V] [--exclude 518,534]\n"
  "  chess960-cli legal [--variant V] FEN\n"
  "  chess960-cli play [--variant V] FEN MOVE...\n"
  "  chess960-cli perft [--variant V] [--divide] DEPTH FEN\n"
  "  chess960-cli bench\n"
  "  chess960-cli diagram [--variant V] [--black-at-bottom] [--size N]\n"
  "               [--pieces classic|contrast] NUMBER FILE\n"
  "\n"
  "V is chess960 (the default), chess960x3 or standard.\n"
  "--shredder writes castling rights as rook files (HAha) instead of X-FEN.\n"
  "diagram writes PNG, SVG or PDF by FILE's ending; --size is in pixels for\n"
  "PNG (default 800) and in points for SVG and PDF (default 400).\n";

static int
fail (int         status,
      const char *format,
      ...) G_GNUC_PRINTF (2, 3);

static int
fail (int         status,
      const char *format,
      ...)
{
  va_list args;

  fputs ("chess960-cli: ", stderr);
  va_start (args, format);
  vfprintf (stderr, format, args);
  va_end (args);
  fputc ('\n', stderr);
  return status;
}

static gboolean
parse_number (const char *text,
              guint64     max,
              guint64    *value)
{
  return g_ascii_string_to_unsigned (text, 10, 0, max, value, NULL);
}

static gboolean
parse_exclusions (Options    *options,
                  const char *list)
{
  g_auto(GStrv) parts = g_strsplit (list, ",", -1);

  for (guint i = 0; parts[i]; i++)
    {
      guint64 n;
      guint number;

      g_strstrip (parts[i]);
      if (*parts[i] == '\0')
        continue;
      if (!parse_number (parts[i], G_MAXUINT, &n))
        return FALSE;
      number = (guint) n;
      g_array_append_val (options->excluded, number);
    }
  return TRUE;
}

/* Options may stand anywhere after the command. */
static int
parse_options (int       argc,
               char    **argv,
               Options  *options)
{
  for (int i = 2; i < argc; i++)
    {
      const char *arg = argv[i];
      const char *value = NULL;

      if (g_str_has_prefix (arg, "--variant") || g_str_has_prefix (arg, "--exclude")
          || g_str_has_prefix (arg, "--size") || g_str_has_prefix (arg, "--pieces"))
        {
          const char *eq = strchr (arg, '=');

          if (eq)
            value = eq + 1;
          else if (i + 1 < argc)
            value = argv[++i];
          else
            return fail (EXIT_USAGE, "%s needs a value", arg);
        }

      if (g_str_has_prefix (arg, "--variant"))
        {
          if (!chess_variant_from_string (value, &options->variant))
            return fail (EXIT_USAGE, "unknown variant '%s': use chess960, chess960x3 or standard", value);
        }
      else if (g_str_has_prefix (arg, "--exclude"))
        {
          if (!parse_exclusions (options, value))
            return fail (EXIT_USAGE, "--exclude takes position numbers separated by commas, not '%s'", value);
        }
      else if (g_str_has_prefix (arg, "--size"))
        {
          guint64 size;

          if (!parse_number (value, MAX_DIAGRAM_SIZE, &size) || size < MIN_DIAGRAM_SIZE)
            return fail (EXIT_USAGE, "--size takes a number from %d to %d, not '%s'",
                         MIN_DIAGRAM_SIZE, MAX_DIAGRAM_SIZE, value);
          options->size = (guint) size;
        }
      else if (g_str_has_prefix (arg, "--pieces"))
        {
          if (strcmp (value, "classic") != 0 && strcmp (value, "contrast") != 0)
            return fail (EXIT_USAGE, "unknown piece set '%s': use classic or contrast", value);
          options->pieces = value;
        }
      else if (strcmp (arg, "--black-at-bottom") == 0)
        options->black_at_bottom = TRUE;
      else if (strcmp (arg, "--divide") == 0)
        options->divide = TRUE;
      else if (strcmp (arg, "--shredder") == 0)
        options->shredder = TRUE;
      else if (strcmp (arg, "--") == 0)
        {
          for (i++; i < argc; i++)
            g_ptr_array_add (options->args, argv[i]);
        }
      else if (arg[0] == '-' && arg[1] == '-')
        return fail (EXIT_USAGE, "unknown option '%s'\n%s", arg, usage_text);
      else
        g_ptr_array_add (options->args, (char *) arg);
    }
  return EXIT_OK;
}

static ChessPosition *
position_or_fail (Options    *options,
                  const char *fen)
{
  g_autoptr(GError) error = NULL;
  ChessPosition *pos = chess_position_new_from_fen (options->variant, fen, &error);

  if (pos == NULL)
    fail (EXIT_FAILED, "bad FEN '%s': %s", fen, error->message);
  return pos;
}

static char *
fen_of (Options             *options,
        const ChessPosition *pos)
{
  return chess_position_to_fen (pos, options->shredder ? CHESS_FEN_FLAGS_SHREDDER : CHESS_FEN_FLAGS_NONE);
}

static int
command_startpos (Options *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessPosition) pos = NULL;
  g_autofree char *fen = NULL;
  guint64 number;

  if (options->args->len != 1)
    return fail (EXIT_USAGE, "startpos takes one position number\n%s", usage_text);
  if (!parse_number (g_ptr_array_index (options->args, 0), G_MAXUINT, &number))
    return fail (EXIT_FAILED, "'%s' is not a start position number",
                 (char *) g_ptr_array_index (options->args, 0));

  pos = chess_position_new_start (options->variant, (guint) number, &error);
  if (pos == NULL)
    return fail (EXIT_FAILED, "%s", error->message);
  fen = fen_of (options, pos);
  printf ("%s\n", fen);
  return EXIT_OK;
}

static int
command_roll (Options *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessPosition) pos = NULL;
  g_autofree char *fen = NULL;
  char back_rank[9];
  guint number;

  if (options->args->len != 0)
    return fail (EXIT_USAGE, "roll takes no arguments\n%s", usage_text);
  if (!chess_random_draw (options->variant, (guint *) (void *) options->excluded->data,
                          options->excluded->len, &number, &error))
    return fail (EXIT_FAILED, "%s", error->message);

  pos = chess_position_new_start (options->variant, number, &error);
  if (pos == NULL || !chess_startpos_get_back_rank (options->variant, number, back_rank, &error))
    return fail (EXIT_FAILED, "%s", error->message);
  fen = fen_of (options, pos);
  printf ("%u %s %s\n", number, back_rank, fen);
  return EXIT_OK;
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

static int
command_legal (Options *options)
{
  g_autoptr(ChessPosition) pos = NULL;
  g_autoptr(GPtrArray) names = NULL;

  if (options->args->len != 1)
    return fail (EXIT_USAGE, "legal takes one FEN (quote it)\n%s", usage_text);
  pos = position_or_fail (options, g_ptr_array_index (options->args, 0));
  if (pos == NULL)
    return EXIT_FAILED;

  names = sorted_uci_moves (pos, NULL);
  for (guint i = 0; i < names->len; i++)
    printf ("%s\n", (char *) g_ptr_array_index (names, i));
  return EXIT_OK;
}

static int
command_play (Options *options)
{
  g_autoptr(ChessPosition) pos = NULL;

  if (options->args->len < 1)
    return fail (EXIT_USAGE, "play takes a FEN and moves\n%s", usage_text);
  pos = position_or_fail (options, g_ptr_array_index (options->args, 0));
  if (pos == NULL)
    return EXIT_FAILED;

  for (guint i = 1; i < options->args->len; i++)
    {
      const char *text = g_ptr_array_index (options->args, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessMove) move = chess_position_parse_move (pos, text, &error);
      g_autofree char *san = NULL;
      g_autofree char *fen = NULL;
      ChessPosition *next;

      if (move == NULL)
        {
          g_autofree char *fen_before = fen_of (options, pos);
          return fail (EXIT_FAILED, "move %u, %s (position %s)", i, error->message, fen_before);
        }
      san = chess_position_move_to_san (pos, move, CHESS_SAN_FLAGS_NONE);
      next = chess_position_play (pos, move);
      chess_position_free (pos);
      pos = next;
      fen = fen_of (options, pos);
      printf ("%s\t%s\n", san, fen);
    }
  return EXIT_OK;
}

static int
command_perft (Options *options)
{
  g_autoptr(ChessPosition) pos = NULL;
  guint64 depth;

  if (options->args->len != 2)
    return fail (EXIT_USAGE, "perft takes a depth and a FEN\n%s", usage_text);
  if (!parse_number (g_ptr_array_index (options->args, 0), 20, &depth))
    return fail (EXIT_FAILED, "'%s' is not a perft depth (0–20)", (char *) g_ptr_array_index (options->args, 0));
  pos = position_or_fail (options, g_ptr_array_index (options->args, 1));
  if (pos == NULL)
    return EXIT_FAILED;

  if (options->divide && depth > 0)
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
  return EXIT_OK;
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

static int
command_bench (Options *options)
{
  guint64 nodes = 0;
  gint64 start = g_get_monotonic_time ();
  double seconds;

  for (guint i = 0; i < G_N_ELEMENTS (bench_fens); i++)
    {
      g_autoptr(ChessPosition) pos = chess_position_new_from_fen (CHESS_VARIANT_CHESS960, bench_fens[i], NULL);
      nodes += chess_position_perft (pos, 5);
    }
  seconds = (g_get_monotonic_time () - start) / 1e6;
  printf ("%" G_GUINT64_FORMAT " nodes in %.3f s: %.0f nodes/s\n", nodes, seconds, nodes / MAX (seconds, 1e-9));
  return EXIT_OK;
}

/* Needs no display: the diagram is drawn with cairo alone. */
static int
command_diagram (Options *options)
{
  g_autoptr(GError) error = NULL;
  const char *number_text;
  const char *filename;
  ChessDiagramFormat format;
  ChessDiagramInfo info = { 0 };
  guint64 number;
  guint size;

  if (options->args->len != 2)
    return fail (EXIT_USAGE, "diagram takes a position number and a file name\n%s", usage_text);
  number_text = g_ptr_array_index (options->args, 0);
  filename = g_ptr_array_index (options->args, 1);
  if (!parse_number (number_text, G_MAXUINT, &number)
      || !chess_startpos_is_valid (options->variant, (guint) number))
    return fail (EXIT_USAGE, "'%s' is not a start position number of %s",
                 number_text, chess_variant_to_string (options->variant));
  if (!chess_diagram_format_from_filename (filename, &format, &error))
    return fail (EXIT_USAGE, "%s", error->message);

  info.variant = options->variant;
  info.number = (guint) number;
  info.black_at_bottom = options->black_at_bottom;
  info.piece_set = options->pieces;
  size = options->size;
  if (size == 0)
    size = format == CHESS_DIAGRAM_FORMAT_PNG ? 800 : 400;
  if (!chess_diagram_export (&info, format, filename, (int) size, &error))
    return fail (EXIT_FAILED, "%s", error->message);
  return EXIT_OK;
}

int
main (int    argc,
      char **argv)
{
  static const struct {
    const char *name;
    int (*run) (Options *options);
  } commands[] = {
    { "startpos", command_startpos },
    { "roll", command_roll },
    { "legal", command_legal },
    { "play", command_play },
    { "perft", command_perft },
    { "bench", command_bench },
    { "diagram", command_diagram },
  };
  Options options = { .variant = CHESS_VARIANT_CHESS960 };
  int status;

  setlocale (LC_ALL, "");

  if (argc < 2 || strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      fputs (usage_text, argc < 2 ? stderr : stdout);
      return argc < 2 ? EXIT_USAGE : EXIT_OK;
    }

  if (strcmp (argv[1], "event") == 0)
    return chess_cli_event (argc - 1, argv + 1);

  options.excluded = g_array_new (FALSE, FALSE, sizeof (guint));
  options.args = g_ptr_array_new ();
  status = parse_options (argc, argv, &options);

  if (status == EXIT_OK)
    {
      status = -1;
      for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
        if (strcmp (argv[1], commands[i].name) == 0)
          status = commands[i].run (&options);
      if (status == -1)
        status = fail (EXIT_USAGE, "unknown command '%s'\n%s", argv[1], usage_text);
    }

  g_array_unref (options.excluded);
  g_ptr_array_unref (options.args);
  return status;
}
