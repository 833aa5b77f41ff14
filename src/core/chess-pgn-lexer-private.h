/* chess-pgn-lexer-private.h: PGN text cut into tokens, for chess-pgn.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-types.h"

G_BEGIN_DECLS

/* A tag pair as read: [Name "value"] on line LINE. */
typedef struct {
  char  *name;
  char  *value;
  guint  line;
} ChessPgnTag;

void      chess_pgn_tag_free           (ChessPgnTag *tag);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessPgnTag, chess_pgn_tag_free)

typedef enum {
  CHESS_PGN_TOKEN_END,
  CHESS_PGN_TOKEN_TAG,
  CHESS_PGN_TOKEN_SYMBOL,     /* a move, or garbage that SAN parsing rejects */
  CHESS_PGN_TOKEN_SKIPPED,    /* move numbers, e.p., $0 */
  CHESS_PGN_TOKEN_NAG,        /* $1-$255 and the suffixes !, ?, !!, ??, !?, ?! */
  CHESS_PGN_TOKEN_COMMENT,    /* {…} or ;… to the line end: START, LEN its text */
  CHESS_PGN_TOKEN_RESULT,
  CHESS_PGN_TOKEN_OPEN,
  CHESS_PGN_TOKEN_CLOSE,
} ChessPgnTokenKind;

typedef struct {
  ChessPgnTokenKind  kind;
  guint              line;
  const char        *start;   /* into the lexer's text, LEN bytes */
  gsize              len;
  ChessResult        result;  /* of a RESULT token */
  guint              nag;     /* of a NAG token */
} ChessPgnToken;

typedef struct {
  char       *text;        /* owned: NUL-terminated UTF-8 */
  const char *p;
  guint       line;
  gboolean    line_start;  /* nothing but a line end read since the last line */
} ChessPgnLexer;

/* Takes LEN bytes of TEXT, whose first line is FIRST_LINE of its file;
 * fails on a NUL byte among them. */
gboolean  chess_pgn_lexer_init         (ChessPgnLexer  *lex,
                                        const char     *text,
                                        gsize           len,
                                        guint           first_line,
                                        GError        **error);
void      chess_pgn_lexer_clear        (ChessPgnLexer  *lex);
/* The next token; a tag's name and value come back in TAG. */
gboolean  chess_pgn_lexer_next         (ChessPgnLexer  *lex,
                                        ChessPgnToken  *token,
                                        ChessPgnTag   **tag,
                                        GError        **error);

/* A CHESS_ERROR_INVALID_PGN error "Line LINE: <message>"; returns FALSE. */
gboolean  chess_pgn_error              (GError        **error,
                                        guint           line,
                                        const char     *format,
                                        ...) G_GNUC_PRINTF (3, 4);
/* TEXT as valid UTF-8 for a message, cut when it is long. */
char     *chess_pgn_shown              (const char     *text,
                                        gsize           len);
gboolean  chess_pgn_result_from_text   (const char     *text,
                                        gsize           len,
                                        ChessResult    *result);
/* Letters, digits and underscores: what the lexer reads as a tag name. */
gboolean  chess_pgn_is_tag_name        (const char     *name);

G_END_DECLS
