/* chess-rules-dialog.c: Chess960 and Chess960x3 explained, with a demo board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-rules-dialog"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "chess-compat.h"
#include "chess-rules-dialog.h"

/* The rules in our own words, from FIDE's Chess960 guidelines and the
 * Chess960x3 rule text, for a player who knows ordinary chess. Each page
 * is a list of blocks rather than a template full of labels: the text
 * reads top to bottom here, and every block gets the same margins,
 * wrapping and accessible role. */

typedef enum {
  BLOCK_HEADING,
  BLOCK_PARAGRAPH,
  BLOCK_BULLET,
  /* The page's castling demo board. */
  BLOCK_DEMO,
} BlockKind;

typedef struct {
  BlockKind   kind;
  const char *text;   /* N_() */
} Block;

static const Block chess960_page[] = {
  { BLOCK_PARAGRAPH, N_("Chess960, also called Fischer random chess, is chess with the pieces behind the pawns "
                        "shuffled before each game. Prepared openings are worth little, so both players have to "
                        "find their own way from the first move.") },

  { BLOCK_HEADING, N_("Setting Up") },
  { BLOCK_PARAGRAPH, N_("The pawns stand on their usual squares. White’s other eight pieces go on the first rank "
                        "in a random order, with two conditions:") },
  { BLOCK_BULLET, N_("the two bishops stand on squares of different colors;") },
  { BLOCK_BULLET, N_("the king stands somewhere between the two rooks.") },
  { BLOCK_PARAGRAPH, N_("Black’s pieces mirror White’s: each stands on the eighth rank on the same file as its "
                        "white counterpart, so a white king on f1 faces a black king on f8.") },
  { BLOCK_PARAGRAPH, N_("That makes 960 possible arrangements: four squares for each bishop, six for the queen "
                        "among the squares left, ten ways to place the two knights on five squares, and then a "
                        "single way for rook, king and rook. Once the pieces are set up, the game follows the "
                        "ordinary rules of chess; only castling needs a closer look.") },

  { BLOCK_HEADING, N_("Start Position Numbers") },
  /* Translators: “SP 518” has a no-break space, so that the number
   * never starts a line; keep it */
  { BLOCK_PARAGRAPH, N_("Each of the 960 positions has a number from 0 to 959. The app writes a start position "
                        "as its number followed by White’s first rank from a to h, for example "
                        "“SP 518 · RNBQKBNR”, with the English piece letters: K king, Q queen, R rook, "
                        "B bishop, N knight.") },
  /* Translators: “SP 518” has a no-break space; keep it */
  { BLOCK_PARAGRAPH, N_("SP 518 is the set-up of ordinary chess. The numbering is the usual one, so other "
                        "Chess960 programs and tournaments give the same number to the same position.") },

  { BLOCK_HEADING, N_("Castling") },
  { BLOCK_PARAGRAPH, N_("Each player may castle once per game, moving the king and one of its rooks in a single "
                        "move. Wherever the two pieces start, they end on the same squares as in ordinary "
                        "chess:") },
  { BLOCK_BULLET, N_("O-O, castling kingside (towards the h-file): the king goes to g1 and the rook to f1.") },
  { BLOCK_BULLET, N_("O-O-O, castling queenside (towards the a-file): the king goes to c1 and the rook to d1.") },
  { BLOCK_PARAGRAPH, N_("Black castles the same way on the eighth rank, onto g8 and f8, or onto c8 and d8.") },

  { BLOCK_HEADING, N_("When You May Castle") },
  { BLOCK_BULLET, N_("Neither the king nor the rook it castles with has moved earlier in the game.") },
  { BLOCK_BULLET, N_("Every square between the king and its final square, and between the rook and its final "
                     "square, is empty, the final squares included. King and rook are no obstacle to each "
                     "other.") },
  { BLOCK_BULLET, N_("The king is not in check, and no square it passes over or lands on is attacked by the "
                     "opponent.") },
  { BLOCK_PARAGRAPH, N_("Squares outside these two paths do not matter: unlike in ordinary chess, a piece on b1 "
                        "does not always prevent castling queenside.") },

  { BLOCK_HEADING, N_("Special Cases") },
  { BLOCK_BULLET, N_("If the king already stands on its final square, only the rook moves.") },
  { BLOCK_BULLET, N_("If the rook already stands on its final square, only the king moves.") },
  { BLOCK_BULLET, N_("King and rook may simply swap squares, as a king on f1 and a rook on g1 do in O-O.") },
  { BLOCK_BULLET, N_("In some positions castling is possible with the very first move.") },
  { BLOCK_BULLET, N_("The king may even move towards the h-file to castle queenside, from b1 to c1.") },

  { BLOCK_HEADING, N_("Castling, Step by Step") },
  { BLOCK_PARAGRAPH, N_("Pick an example and press Play. In each one, the pieces that stood in the way have "
                        "already left the first rank.") },
  { BLOCK_DEMO, NULL },

  { BLOCK_HEADING, N_("On a Real Board") },
  { BLOCK_PARAGRAPH, N_("Say “I am about to castle” before you castle, so that your opponent does not take the "
                        "move for an ordinary king move. Then castle as FIDE recommends: lift the king off the "
                        "board and hold it beside its final square, move the rook to its final square, and put "
                        "the king down on its own. The demo board above castles exactly this way.") },

  { BLOCK_HEADING, N_("Castling in This App") },
  { BLOCK_BULLET, N_("Drop the king onto its own rook, or click the king and then that rook: the king castles "
                     "towards that rook.") },
  { BLOCK_BULLET, N_("Or move the king to its final square. When that could also be an ordinary king move, a "
                     "small menu asks which one you mean.") },
  { BLOCK_BULLET, N_("Or press a castle button in the game panel. There is one for each castle allowed right "
                     "now, showing where king and rook will land.") },
  { BLOCK_BULLET, N_("Or type O-O or O-O-O (0-0 and 0-0-0 work too): start typing anywhere, or press "
                     "Ctrl+L.") },
  { BLOCK_PARAGRAPH, N_("A selected king marks its castles in blue, and the move list says how each castle was "
                        "made: double move, swap, king only or rook only.") },

  /* Words an arbiter can read out to the players before round 1. */
  { BLOCK_HEADING, N_("Draws Anyone Can Check") },
  { BLOCK_PARAGRAPH, N_("An arbiter can make an event verifiable when creating it. Before round 1 the app makes "
                        "a secret key and shows and prints its commitment, a fingerprint of the key (SHA-256). "
                        "The key itself stays secret until the event is over.") },
  { BLOCK_BULLET, N_("At each computer draw a player gives a public input: a number called out, or the faces "
                     "of a die thrown in front of everyone.") },
  { BLOCK_BULLET, N_("The position follows from the secret key, the round’s number and that input, and from "
                     "nothing else; every allowed position is equally likely.") },
  { BLOCK_BULLET, N_("The arbiter cannot choose the position, because the input comes from a player; the "
                     "players cannot, because they do not know the key.") },
  { BLOCK_PARAGRAPH, N_("After the event the arbiter publishes the key. Anyone can then check that it matches "
                        "the commitment printed before round 1 and recompute every round, with this app or with "
                        "“chess960-cli event verify FILE --key KEY”.") },
};

static const Block chess960x3_page[] = {
  { BLOCK_PARAGRAPH, N_("Chess960x3 extends Chess960 to 2,880 start positions by letting both rooks stand on "
                        "the same side of the king. Everything but castling works as in Chess960, and castling "
                        "gains new choices.") },

  { BLOCK_HEADING, N_("Setting Up") },
  { BLOCK_PARAGRAPH, N_("The pawns, the bishops on different colors and Black mirroring White are as in "
                        "Chess960. King and rooks may stand in three ways:") },
  { BLOCK_BULLET, N_("the king between the two rooks, as in Chess960;") },
  { BLOCK_BULLET, N_("both rooks to the left of the king;") },
  { BLOCK_BULLET, N_("both rooks to the right of the king.") },
  { BLOCK_PARAGRAPH, N_("Each way gives 960 arrangements of the first rank, 2,880 in all.") },

  { BLOCK_HEADING, N_("Start Position Numbers") },
  { BLOCK_PARAGRAPH, N_("The numbers run from 0 to 2879, in three blocks of 960:") },
  { BLOCK_BULLET, N_("0 to 959: the king between the rooks. These are the Chess960 positions, with the same "
                     "numbers.") },
  { BLOCK_BULLET, N_("960 to 1919: both rooks left of the king.") },
  { BLOCK_BULLET, N_("1920 to 2879: both rooks right of the king.") },
  /* Translators: “SP 1478”, “518 + 960” and the like have no-break
   * spaces, so that they never break across lines; keep them */
  { BLOCK_PARAGRAPH, N_("Within a block, bishops, queen and knights stand as in the Chess960 position whose "
                        "number is 960 or 1920 lower; only king and rooks are arranged differently. SP 1478 "
                        "(518 + 960) is RNBQRBNK, and SP 2438 (518 + 1920) is KNBQRBNR.") },

  { BLOCK_HEADING, N_("Castling") },
  { BLOCK_PARAGRAPH, N_("The conditions are those of Chess960: king and rook have not moved, the squares they "
                        "cross and land on are empty, and the king is not in check and does not pass over or "
                        "land on an attacked square. What changes is that every rook may castle to either side "
                        "of the board:") },
  { BLOCK_BULLET, N_("A rook left of the king, castling queenside: king c1, rook d1, as in Chess960.") },
  { BLOCK_BULLET, N_("A rook left of the king, castling kingside: king f1, rook g1.") },
  { BLOCK_BULLET, N_("A rook right of the king, castling kingside: king g1, rook f1, as in Chess960.") },
  { BLOCK_BULLET, N_("A rook right of the king, castling queenside: king d1, rook c1.") },
  { BLOCK_PARAGRAPH, N_("King and rook always end side by side, the rook on the other side of the king from "
                        "where it started. Black castles the same way on the eighth rank.") },
  { BLOCK_PARAGRAPH, N_("With both rooks on one side, each keeps its own right to castle. While both are in "
                        "place, the nearer rook usually stands in the way of the farther one, which can then "
                        "castle only once the nearer one has moved away.") },

  { BLOCK_HEADING, N_("Writing Castles Down") },
  { BLOCK_PARAGRAPH, N_("Castles that Chess960 also has keep their usual names, O-O and O-O-O. The two new kinds "
                        "add a colon and the file the rook comes from: O-O:a castles the rook from a1 kingside "
                        "(king f1, rook g1), and O-O-O:h castles the rook from h1 queenside (king d1, "
                        "rook c1).") },

  { BLOCK_HEADING, N_("Castling, Step by Step") },
  { BLOCK_PARAGRAPH, N_("Pick an example and press Play. In each one, the pieces that stood in the way have "
                        "already left the first rank.") },
  { BLOCK_DEMO, NULL },

  { BLOCK_HEADING, N_("Castling in This App") },
  { BLOCK_BULLET, N_("Each castle allowed right now has its own button in the game panel, named as above and "
                     "showing where king and rook will land.") },
  { BLOCK_BULLET, N_("Dropping the king onto its own rook castles towards that rook, as in Chess960. To castle "
                     "to the other side, move the king to its final square instead; whenever a move could mean "
                     "more than one thing, a small menu asks which one you mean.") },
  { BLOCK_BULLET, N_("When the king does not move at all, such as a king on d1 castling queenside with a rook "
                     "from its right, click the selected king once more and pick the castle from the menu.") },
  { BLOCK_BULLET, N_("In the move entry, type a castle as it is written, for example O-O:a.") },
  { BLOCK_PARAGRAPH, N_("The computer opponent cannot play from a position with both rooks on one side of the "
                        "king: chess engines do not know these castles.") },
};

struct _ChessRulesDialog
{
  AdwBin             parent_instance;

  /* The window the dialog shows over (weak). */
  GtkWindow         *parent;
  ChessCastlingDemo *chess960_demo;
  ChessCastlingDemo *chess960x3_demo;

  /* Template widgets */
  GtkBox            *chess960_box;
  GtkBox            *chess960x3_box;
};

G_DEFINE_FINAL_TYPE (ChessRulesDialog, chess_rules_dialog, ADW_TYPE_BIN)

static GtkWidget *
create_text_label (const char *text)
{
  GtkWidget *label = gtk_label_new (_(text));

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* A narrow window must never be widened by a long word. */
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
  gtk_widget_set_hexpand (label, TRUE);
  return label;
}

static GtkWidget *
create_heading (const char *text,
                gboolean    first)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL,
                                   "label", _(text),
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                                   "wrap", TRUE,
                                   "xalign", 0.0f,
                                   NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LEVEL, 2, -1);
  gtk_widget_add_css_class (label, "title-4");
  /* More room above a section than between its paragraphs. */
  if (!first)
    gtk_widget_set_margin_top (label, 12);
  return label;
}

static GtkWidget *
create_bullet (const char *text)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *bullet = gtk_label_new ("•");

  gtk_widget_set_valign (bullet, GTK_ALIGN_START);
  gtk_widget_set_margin_start (bullet, 6);
  /* Screen readers read the list as sentences, not the dots. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (bullet), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (row), bullet);
  gtk_box_append (GTK_BOX (row), create_text_label (text));
  return row;
}

static ChessCastlingDemo *
fill_page (GtkBox       *page,
           const Block  *blocks,
           guint         n_blocks,
           ChessVariant  variant)
{
  ChessCastlingDemo *demo = NULL;
  GtkWidget *list = NULL;

  for (guint i = 0; i < n_blocks; i++)
    {
      const Block *block = &blocks[i];

      /* Consecutive bullets form one list, spaced closer than paragraphs. */
      if (block->kind != BLOCK_BULLET)
        list = NULL;

      switch (block->kind)
        {
        case BLOCK_HEADING:
          gtk_box_append (page, create_heading (block->text, i == 0));
          break;
        case BLOCK_PARAGRAPH:
          gtk_box_append (page, create_text_label (block->text));
          break;
        case BLOCK_BULLET:
          if (list == NULL)
            {
              list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
              gtk_box_append (page, list);
            }
          gtk_box_append (GTK_BOX (list), create_bullet (block->text));
          break;
        case BLOCK_DEMO:
          g_assert (demo == NULL);
          demo = CHESS_CASTLING_DEMO (chess_castling_demo_new (variant));
          gtk_widget_set_margin_top (GTK_WIDGET (demo), 6);
          gtk_widget_set_margin_bottom (GTK_WIDGET (demo), 6);
          gtk_box_append (page, GTK_WIDGET (demo));
          break;
        default:
          g_assert_not_reached ();
        }
    }

  g_assert (demo != NULL);
  return demo;
}

static void
chess_rules_dialog_dispose (GObject *object)
{
  ChessRulesDialog *self = CHESS_RULES_DIALOG (object);

  self->chess960_demo = NULL;
  self->chess960x3_demo = NULL;
  g_clear_weak_pointer (&self->parent);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_RULES_DIALOG);

  G_OBJECT_CLASS (chess_rules_dialog_parent_class)->dispose (object);
}

static void
chess_rules_dialog_class_init (ChessRulesDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_rules_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/chess960/Chess960/ui/chess-rules-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessRulesDialog, chess960_box);
  gtk_widget_class_bind_template_child (widget_class, ChessRulesDialog, chess960x3_box);

  /* A page to read, closed as quickly as it opens. */
  chess_ui_content_dialog_class_add_close (widget_class);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "dialog.close", NULL);
}

static void
chess_rules_dialog_init (ChessRulesDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* A page of text beside its demo board: wide enough for a comfortable
   * line, as high as the window lets it be. */
  chess_ui_content_dialog_wrap (GTK_WIDGET (self), _("Rules"), 720, 820, NULL);

  self->chess960_demo = fill_page (self->chess960_box, chess960_page, G_N_ELEMENTS (chess960_page),
                                   CHESS_VARIANT_CHESS960);
  self->chess960x3_demo = fill_page (self->chess960x3_box, chess960x3_page, G_N_ELEMENTS (chess960x3_page),
                                     CHESS_VARIANT_CHESS960X3);
}

ChessRulesDialog *
chess_rules_dialog_new (GtkWindow *parent)
{
  ChessRulesDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  self = g_object_new (CHESS_TYPE_RULES_DIALOG, NULL);
  g_set_weak_pointer (&self->parent, parent);
  return self;
}

void
chess_rules_dialog_present (ChessRulesDialog *self)
{
  g_return_if_fail (CHESS_IS_RULES_DIALOG (self));

  chess_ui_content_dialog_present (GTK_WIDGET (self), GTK_WIDGET (self->parent));
}

void
chess_rules_dialog_close (ChessRulesDialog *self)
{
  g_return_if_fail (CHESS_IS_RULES_DIALOG (self));

  chess_ui_content_dialog_close (GTK_WIDGET (self));
}

ChessCastlingDemo *
chess_rules_dialog_get_demo (ChessRulesDialog *self,
                             ChessVariant      variant)
{
  g_return_val_if_fail (CHESS_IS_RULES_DIALOG (self), NULL);

  switch (variant)
    {
    case CHESS_VARIANT_CHESS960:
      return self->chess960_demo;
    case CHESS_VARIANT_CHESS960X3:
      return self->chess960x3_demo;
    case CHESS_VARIANT_STANDARD:
    default:
      g_return_val_if_reached (NULL);
    }
}
