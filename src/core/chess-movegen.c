/* chess-movegen.c: attacks, castling geometry, and the choice of kernel
 *
 * The move generator proper is in chess-movegen-kernel.c, built once per
 * instruction-set level; chess_movegen_init() picks the one for this CPU.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-movegen"

#include "chess-movegen-private.h"

ChessBitboard
chess_position_attackers_to (const ChessPosition *pos,
                             guint                square,
                             ChessBitboard        occupied)
{
  return (chess_bb_pawn_attacks[CHESS_COLOR_WHITE][square] & chess_position_pieces (pos, CHESS_COLOR_BLACK, CHESS_PIECE_TYPE_PAWN))
       | (chess_bb_pawn_attacks[CHESS_COLOR_BLACK][square] & chess_position_pieces (pos, CHESS_COLOR_WHITE, CHESS_PIECE_TYPE_PAWN))
       | (chess_bb_knight[square] & pos->by_type[CHESS_PIECE_TYPE_KNIGHT])
       | (chess_bb_king[square] & pos->by_type[CHESS_PIECE_TYPE_KING])
       | (chess_bb_rook_attacks (square, occupied) & (pos->by_type[CHESS_PIECE_TYPE_ROOK] | pos->by_type[CHESS_PIECE_TYPE_QUEEN]))
       | (chess_bb_bishop_attacks (square, occupied) & (pos->by_type[CHESS_PIECE_TYPE_BISHOP] | pos->by_type[CHESS_PIECE_TYPE_QUEEN]));
}

ChessBitboard
chess_position_checkers (const ChessPosition *pos)
{
  return chess_enemy_attackers (pos, pos->side, pos->king_square[pos->side], chess_position_occupied (pos));
}

void
chess_position_update_ep (ChessPosition *pos,
                          guint          candidate)
{
  ChessBitboard capturers;
  ChessBitboard checkers;

  /* Set only when a capture is legal, as X-FEN writes it and as the
   * repetition rule compares positions. */
  pos->ep_square = candidate;
  capturers = chess_bb_pawn_attacks[pos->side ^ 1][candidate]
            & chess_position_pieces (pos, pos->side, CHESS_PIECE_TYPE_PAWN);
  if (capturers == 0)
    {
      pos->ep_square = CHESS_NO_SQUARE;
      return;
    }

  checkers = chess_position_checkers (pos);
  while (capturers)
    if (chess_en_passant_is_legal (pos, pos->side, chess_bb_pop_lsb (&capturers), checkers))
      {
        pos->key ^= chess_zobrist_ep[candidate & 7];
        return;
      }
  pos->ep_square = CHESS_NO_SQUARE;
}

typedef struct {
  const char *name;
  void      (*legal) (const ChessPosition *pos, ChessMoveList *list);
  guint     (*count) (const ChessPosition *pos);
  guint64   (*perft) (const ChessPosition *pos, guint depth);
} ChessMovegenKernel;

#define KERNEL_ENTRY(impl) \
  { #impl, _chess_movegen_legal_##impl, _chess_movegen_count_##impl, _chess_movegen_perft_##impl }

static const ChessMovegenKernel kernels[] = {
  KERNEL_ENTRY (baseline),
#ifdef CHESS_MOVEGEN_HAVE_X86_KERNELS
  KERNEL_ENTRY (popcnt),
  KERNEL_ENTRY (bmi2),
#endif
};

/* Until chess_movegen_init() runs (every position constructor calls it
 * through chess_core_init()), the kernel that runs everywhere. */
static const ChessMovegenKernel *kernel = &kernels[0];

static gboolean
kernel_runs_here (const ChessMovegenKernel *k)
{
#ifdef CHESS_MOVEGEN_HAVE_X86_KERNELS
  __builtin_cpu_init ();
  if (g_str_equal (k->name, "popcnt"))
    return __builtin_cpu_supports ("popcnt");
  if (g_str_equal (k->name, "bmi2"))
    return __builtin_cpu_supports ("popcnt") && __builtin_cpu_supports ("bmi") && __builtin_cpu_supports ("bmi2");
#endif
  return TRUE;
}

static const ChessMovegenKernel *
best_kernel (void)
{
#ifdef CHESS_MOVEGEN_HAVE_X86_KERNELS
  __builtin_cpu_init ();
  /* AMD's family 17h (Zen 1, Zen+, Zen 2) runs PEXT in microcode, some
   * 18 times slower than a multiplication: there the magic tables win. */
  if (kernel_runs_here (&kernels[2]) && !__builtin_cpu_is ("amdfam17h"))
    return &kernels[2];
  if (kernel_runs_here (&kernels[1]))
    return &kernels[1];
#endif
  return &kernels[0];
}

gboolean
chess_movegen_use (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (kernels); i++)
    if (g_str_equal (kernels[i].name, name))
      {
        if (!kernel_runs_here (&kernels[i]))
          return FALSE;
        kernel = &kernels[i];
        return TRUE;
      }
  return FALSE;
}

gboolean
chess_movegen_kernel_runs (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (kernels); i++)
    if (g_str_equal (kernels[i].name, name))
      return kernel_runs_here (&kernels[i]);
  return FALSE;
}

const char **
chess_movegen_list_kernels (void)
{
  static const char *names[G_N_ELEMENTS (kernels) + 1];

  for (guint i = 0; i < G_N_ELEMENTS (kernels); i++)
    names[i] = kernels[i].name;
  return names;
}

const char *
chess_movegen_get_kernel (void)
{
  return kernel->name;
}

void
chess_movegen_init (void)
{
  const char *forced = g_getenv ("CHESS960_MOVEGEN");

  kernel = best_kernel ();
  /* For benchmarks that compare the kernels on one machine. */
  if (forced != NULL && !chess_movegen_use (forced))
    g_debug ("CHESS960_MOVEGEN=%s: no such kernel for this CPU", forced);
  g_debug ("move generator: %s", kernel->name);
}

void
chess_movegen_legal (const ChessPosition *pos,
                     ChessMoveList       *list)
{
  kernel->legal (pos, list);
}

guint
chess_movegen_count (const ChessPosition *pos)
{
  return kernel->count (pos);
}

guint64
chess_movegen_perft (const ChessPosition *pos,
                     guint                depth)
{
  return kernel->perft (pos, depth);
}
