/* chess-move-list-text.c: how the move list words moves, NAGs, comments
 * and variations
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-move-list"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "chess-announce.h"
#include "chess-move-list-private.h"
#include "chess-ui-names.h"

const char *
chess_ui_castling_method_caption (ChessCastlingMethod method)
{
  switch (method)
    {
    case CHESS_CASTLING_METHOD_DOUBLE_MOVE:
      /* Translators: FIDE's castling method "double move", as a short
       * caption in the move list */
      return C_("castling method", "double move");
    case CHESS_CASTLING_METHOD_TRANSPOSITION:
      /* Translators: FIDE's castling method "transposition" (king and rook
       * swap squares), as a short caption in the move list */
      return C_("castling method", "swap");
    case CHESS_CASTLING_METHOD_KING_MOVE_ONLY:
      /* Translators: FIDE's castling method "king move only" (the rook
       * already stands on its castled square), as a short caption in the
       * move list */
      return C_("castling method", "king only");
    case CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY:
      /* Translators: FIDE's castling method "rook move only" (the king
       * already stands on its castled square), as a short caption in the
       * move list */
      return C_("castling method", "rook only");
    case CHESS_CASTLING_METHOD_NONE:
    default:
      return NULL;
    }
}

const char *
chess_ui_castling_method_description (ChessCastlingMethod method)
{
  switch (method)
    {
    case CHESS_CASTLING_METHOD_DOUBLE_MOVE:
      return _("Castled by a double move: the king and the rook both move to their castled squares");
    case CHESS_CASTLING_METHOD_TRANSPOSITION:
      return _("Castled by transposition: the king and the rook swap squares");
    case CHESS_CASTLING_METHOD_KING_MOVE_ONLY:
      return _("Castled by a king move only: the rook already stands on its castled square");
    case CHESS_CASTLING_METHOD_ROOK_MOVE_ONLY:
      return _("Castled by a rook move only: the king already stands on its castled square");
    case CHESS_CASTLING_METHOD_NONE:
    default:
      return NULL;
    }
}

PangoAttrList *
chess_ui_figurine_attributes (const char *text)
{
  PangoAttrList *attributes = pango_attr_list_new ();

  g_return_val_if_fail (text != NULL, attributes);

  /* Text fonts draw the chess symbols at the size of a small letter, so
   * that ♘ next to f3 is hard to read: they get the size of a capital. */
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar ch = g_utf8_get_char (p);

      if (ch >= 0x2654 && ch <= 0x265F)
        {
          PangoAttribute *scale = pango_attr_scale_new (1.35);
          PangoAttribute *weight = pango_attr_weight_new (PANGO_WEIGHT_BOLD);

          /* Bold, as the letters beside them: thin outlines look grey. */
          scale->start_index = weight->start_index = (guint) (p - text);
          scale->end_index = weight->end_index = (guint) (g_utf8_next_char (p) - text);
          pango_attr_list_insert (attributes, scale);
          pango_attr_list_insert (attributes, weight);
        }
    }
  return attributes;
}

char *
chess_ui_move_san (const ChessPosition *position,
                   const ChessMove     *move,
                   gboolean             figurine)
{
  char *san;

  g_return_val_if_fail (position != NULL && move != NULL, NULL);

  if (!figurine)
    {
      g_autofree char *letters = chess_position_move_to_san (position, move, CHESS_SAN_FLAGS_NONE);

      return chess_ui_localize_san (letters);
    }
  san = chess_position_move_to_san (position, move, CHESS_SAN_FLAGS_FIGURINE);
  /* The solid figurines (♞ for ♘): beside bold letters the outlined ones
   * look thin and grey. U+2654–2659 and U+265A–265F differ in their
   * last UTF-8 byte only. */
  for (char *p = san; *p != '\0'; p++)
    if ((guchar) p[0] == 0xe2 && (guchar) p[1] == 0x99 && (guchar) p[2] >= 0x94 && (guchar) p[2] <= 0x99)
      {
        p[2] = (char) ((guchar) p[2] + 6);
        p += 2;
      }
  return san;
}

char *
_chess_move_list_node_san (const ChessGameNode *node,
                           gboolean             figurine)
{
  if (!figurine)
    return chess_ui_localize_san (chess_game_node_get_san (node));
  return chess_ui_move_san (chess_game_node_get_position (chess_game_node_get_parent (node)),
                            chess_game_node_get_move (node), TRUE);
}

char *
chess_ui_number_move (guint       number,
                      ChessColor  color,
                      const char *move)
{
  if (color == CHESS_COLOR_BLACK)
    /* Translators: a move number and Black's move, e.g. "12… Nf6" */
    return g_strdup_printf (_("%u… %s"), number, move);
  /* Translators: a move number and White's move, e.g. "12. Nf3" */
  return g_strdup_printf (_("%u. %s"), number, move);
}

/* A move read out in words, in the user's language (“12. Knight f3”), as
 * the moves are announced: letters such as “Nf3” mean nothing spoken. */
char *
_chess_move_list_spoken_node (const ChessGameNode *node)
{
  g_autofree char *spoken = chess_announce_describe_move (chess_game_node_get_position (chess_game_node_get_parent (node)),
                                                          chess_game_node_get_move (node));

  return chess_ui_number_move (_chess_move_list_move_number (node),
                               chess_move_get_color (chess_game_node_get_move (node)), spoken);
}

guint
_chess_move_list_move_number (const ChessGameNode *node)
{
  const ChessGameNode *root = node;
  const ChessPosition *start;

  while (chess_game_node_get_parent (root) != NULL)
    root = chess_game_node_get_parent (root);
  start = chess_game_node_get_position (root);
  return chess_position_get_fullmove_number (start)
         + (chess_game_node_get_ply (node) - 1
            + (chess_position_get_side_to_move (start) == CHESS_COLOR_BLACK ? 1 : 0)) / 2;
}

/* The meanings players look up, in their language; the core's English
 * table (chess_nag_get_description ()) names the same NAGs. */
static const char *
nag_meaning (guint nag)
{
  switch (nag)
    {
    case 1: return _("Good move");
    case 2: return _("Mistake");
    case 3: return _("Brilliant move");
    case 4: return _("Blunder");
    case 5: return _("Interesting move");
    case 6: return _("Dubious move");
    case 7: case 8: return _("Only move");
    case 10: case 11: case 12: return _("Equal position");
    case 13: return _("Unclear position");
    case 14: return _("White is slightly better");
    case 15: return _("Black is slightly better");
    case 16: return _("White is better");
    case 17: return _("Black is better");
    case 18: case 20: return _("White is winning");
    case 19: case 21: return _("Black is winning");
    case 22: return _("White is in zugzwang");
    case 23: return _("Black is in zugzwang");
    case 32: return _("White has a lead in development");
    case 33: return _("Black has a lead in development");
    case 36: return _("White has the initiative");
    case 37: return _("Black has the initiative");
    case 40: return _("White has the attack");
    case 41: return _("Black has the attack");
    case 44: return _("White has compensation");
    case 45: return _("Black has compensation");
    case 132: return _("White has counterplay");
    case 133: return _("Black has counterplay");
    case 138: return _("White is short of time");
    case 139: return _("Black is short of time");
    case 140: return _("With the idea");
    case 146: return _("Novelty");
    default: return NULL;
    }
}

/* What annotators typed before fonts had the signs, for a font that
 * lacks one: each character of a symbol in turn ("=∞" reads "=~"). */
static const struct {
  gunichar    ch;
  const char *plain;
} plain_signs[] = {
  { 0x25A1, "[]" },   /* □ only move */
  { 0x221E, "~" },    /* ∞ unclear */
  { 0x2A72, "+=" },   /* ⩲ */
  { 0x2A71, "=+" },   /* ⩱ */
  { 0x00B1, "+/-" },  /* ± */
  { 0x2213, "-/+" },  /* ∓ */
  { 0x2212, "-" },    /* − in +− and −+ */
  { 0x2A00, "zz" },   /* ⨀ zugzwang */
  { 0x27F3, "@" },    /* ⟳ development */
  { 0x2191, "^" },    /* ↑ initiative */
  { 0x2192, "->" },   /* → attack */
  { 0x21C6, "<=>" },  /* ⇆ counterplay */
  { 0x2295, "(+)" },  /* ⊕ time trouble */
  { 0x2206, "/\\" },  /* ∆ with the idea */
};

static char *
plain_symbol (const char *symbol)
{
  GString *text = g_string_new (NULL);

  for (const char *p = symbol; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar ch = g_utf8_get_char (p);
      const char *plain = NULL;

      for (guint i = 0; i < G_N_ELEMENTS (plain_signs) && plain == NULL; i++)
        if (plain_signs[i].ch == ch)
          plain = plain_signs[i].plain;
      if (plain != NULL)
        g_string_append (text, plain);
      else
        g_string_append_len (text, p, g_utf8_next_char (p) - p);
    }
  return g_string_free (text, FALSE);
}

/* Whether SELF's fonts (with the fallbacks fontconfig finds) draw every
 * character of SYMBOL: a character none has is drawn as a box, an
 * unknown glyph for Pango. Measured once per symbol and font setup. */
static gboolean
symbol_is_drawable (ChessMoveList *self,
                    const char    *symbol)
{
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  guint serial = pango_context_get_serial (context);
  g_autoptr(PangoLayout) layout = NULL;
  gpointer known;
  gboolean drawable;

  if (self->drawable_symbols == NULL || self->drawable_serial != serial)
    {
      g_clear_pointer (&self->drawable_symbols, g_hash_table_unref);
      self->drawable_symbols = g_hash_table_new (g_str_hash, g_str_equal);
      self->drawable_serial = serial;
    }
  if (g_hash_table_lookup_extended (self->drawable_symbols, symbol, NULL, &known))
    return GPOINTER_TO_INT (known);
  layout = pango_layout_new (context);
  pango_layout_set_text (layout, symbol, -1);
  drawable = pango_layout_get_unknown_glyphs_count (layout) == 0;
  /* The symbols are the core's static strings. */
  g_hash_table_insert (self->drawable_symbols, (gpointer) symbol, GINT_TO_POINTER (drawable));
  return drawable;
}

char *
_chess_move_list_nag_symbol (ChessMoveList *self,
                             guint          nag)
{
  const char *symbol = chess_nag_get_symbol (nag);

  if (symbol == NULL)
    return g_strdup_printf ("$%u", nag);
  if (symbol_is_drawable (self, symbol))
    return g_strdup (symbol);
  return plain_symbol (symbol);
}

/* Move assessments stick to the move ("Nf3!"), the rest stand apart
 * ("Nf3 ±"), as in print. */
char *
_chess_move_list_nag_text (ChessMoveList       *self,
                           const ChessGameNode *node)
{
  GString *text = g_string_new (NULL);
  guint n_nags = 0;
  const guint8 *nags = chess_game_node_get_nags (node, &n_nags);

  for (guint i = 0; i < n_nags; i++)
    {
      g_autofree char *symbol = _chess_move_list_nag_symbol (self, nags[i]);

      if (nags[i] > 6)
        g_string_append_c (text, ' ');
      g_string_append (text, symbol);
    }
  return g_string_free (text, FALSE);
}

char *
_chess_move_list_nag_tooltip (ChessMoveList       *self,
                              const ChessGameNode *node)
{
  GString *text = NULL;
  guint n_nags = 0;
  const guint8 *nags = chess_game_node_get_nags (node, &n_nags);

  for (guint i = 0; i < n_nags; i++)
    {
      const char *meaning = nag_meaning (nags[i]);
      g_autofree char *symbol = NULL;

      if (meaning == NULL)
        continue;
      symbol = _chess_move_list_nag_symbol (self, nags[i]);
      if (text == NULL)
        text = g_string_new (NULL);
      else
        g_string_append_c (text, '\n');
      /* Translators: a NAG's symbol and what it means, e.g. "!? Interesting move" */
      g_string_append_printf (text, _("%s %s"), symbol, meaning);
    }
  return text != NULL ? g_string_free (text, FALSE) : NULL;
}

char *
chess_ui_comment_text (const char *comment)
{
  GString *text;
  const char *p = comment;

  if (comment == NULL)
    return NULL;
  text = g_string_new (NULL);
  while (*p != '\0')
    {
      const char *end;

      if (g_str_has_prefix (p, "[%") && (end = strchr (p, ']')) != NULL)
        {
          p = end + 1;
          continue;
        }
      g_string_append_c (text, *p);
      p++;
    }
  g_strstrip (text->str);
  text->len = strlen (text->str);
  /* The commands' spaces: "a [%clk 0:01:00] b" reads "a b". */
  for (char *q = strstr (text->str, "  "); q != NULL; q = strstr (q, "  "))
    {
      memmove (q, q + 1, strlen (q + 1) + 1);
      text->len--;
    }
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  return g_string_free (text, FALSE);
}

static guint
link_index (ChessMoveList *self,
            ChessGameNode *node)
{
  guint index = GPOINTER_TO_UINT (g_hash_table_lookup (self->link_index, node));

  if (index == 0)
    {
      g_ptr_array_add (self->link_nodes, node);
      index = self->link_nodes->len;
      g_hash_table_insert (self->link_index, node, GUINT_TO_POINTER (index));
    }
  return index - 1;
}

/* A space between words, none after an opening parenthesis. */
static void
separate (GString *markup)
{
  if (markup->len > 0 && markup->str[markup->len - 1] != '(')
    g_string_append_c (markup, ' ');
}

static void
append_comment (GString    *markup,
                const char *comment)
{
  g_autofree char *text = chess_ui_comment_text (comment);
  g_autofree char *escaped = NULL;

  if (text == NULL)
    return;
  escaped = g_markup_escape_text (text, -1);
  separate (markup);
  g_string_append_printf (markup, "<span alpha=\"70%%\" style=\"italic\">%s</span>", escaped);
}

void
chess_ui_append_figurine_markup (GString    *markup,
                                 const char *escaped)
{
  g_return_if_fail (markup != NULL && escaped != NULL);

  for (const char *p = escaped; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar ch = g_utf8_get_char (p);

      if (ch >= 0x2654 && ch <= 0x265F)
        g_string_append (markup, "<span size=\"larger\">");
      g_string_append_len (markup, p, g_utf8_next_char (p) - p);
      if (ch >= 0x2654 && ch <= 0x265F)
        g_string_append (markup, "</span>");
    }
}

static void
append_move (ChessMoveList *self,
             GString       *markup,
             ChessGameNode *node,
             gboolean       numbered)
{
  g_autofree char *san = _chess_move_list_node_san (node, self->figurine);
  g_autofree char *nags = _chess_move_list_nag_text (self, node);
  g_autofree char *tooltip = _chess_move_list_nag_tooltip (self, node);
  g_autofree char *text = NULL;
  g_autofree char *escaped = NULL;
  gboolean black = chess_move_get_color (chess_game_node_get_move (node)) == CHESS_COLOR_BLACK;
  guint number = _chess_move_list_move_number (node);

  if (black && !numbered)
    text = g_strdup (san);
  else
    text = chess_ui_number_move (number, black ? CHESS_COLOR_BLACK : CHESS_COLOR_WHITE, san);
  escaped = g_markup_escape_text (text, -1);

  separate (markup);
  g_string_append_printf (markup, "<a href=\"%u\"", link_index (self, node));
  if (tooltip != NULL)
    {
      g_autofree char *title = g_markup_escape_text (tooltip, -1);

      g_string_append_printf (markup, " title=\"%s\"", title);
    }
  g_string_append_c (markup, '>');
  /* The move shown stands out as the main line's button does. */
  if (node == self->current_node)
    g_string_append (markup, "<span weight=\"bold\" background=\"#3584e4\" bgalpha=\"25%\">");
  chess_ui_append_figurine_markup (markup, escaped);
  g_string_append (markup, nags);
  if (node == self->current_node)
    g_string_append (markup, "</span>");
  g_string_append (markup, "</a>");
}

/* The line from NODE on: its first move's own comment, each move with
 * its NAGs and comment, and after each of its moves the variations of
 * that move in parentheses. Iterative along the line: lines are long;
 * only nesting recurses. */
static void
append_line (ChessMoveList *self,
             GString       *markup,
             ChessGameNode *node)
{
  gboolean numbered = TRUE;

  append_comment (markup, chess_game_node_get_comment_before (node));
  for (ChessGameNode *n = node; n != NULL; n = chess_game_node_get_next (n))
    {
      ChessGameNode *parent = chess_game_node_get_parent (n);

      append_move (self, markup, n, numbered);
      numbered = FALSE;
      if (chess_game_node_get_comment (n) != NULL)
        {
          g_autofree char *text = chess_ui_comment_text (chess_game_node_get_comment (n));

          append_comment (markup, chess_game_node_get_comment (n));
          numbered = text != NULL;
        }
      /* The variations of the line's later moves; those of its first are
       * its sisters, shown beside it. */
      if (n != node)
        for (guint i = 1; i < chess_game_node_get_n_children (parent); i++)
          {
            g_string_append (markup, " (");
            append_line (self, markup, chess_game_node_get_child (parent, i));
            g_string_append_c (markup, ')');
            numbered = TRUE;
          }
    }
}

char *
_chess_move_list_line_markup (ChessMoveList *self,
                              ChessGameNode *node)
{
  GString *markup = g_string_new (NULL);

  append_line (self, markup, node);
  return g_string_free (markup, FALSE);
}
