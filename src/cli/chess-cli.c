/* chess-cli.c: option parsing and messages shared by chess960-cli's commands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess960-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include "chess-cli.h"

/* What parsing fills in before it is checked. */
typedef struct
{
  char     *variant;
  gboolean  shredder;
  gboolean  help;
  char    **remaining;
} ParseState;

static void
parse_state_clear (ParseState *state)
{
  g_clear_pointer (&state->variant, g_free);
  g_clear_pointer (&state->remaining, g_strfreev);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ParseState, parse_state_clear)

/* Every command's options, in one place for its help and the general
 * help. ENTRIES has room for 4. */
static void
fill_common_entries (GOptionEntry *entries,
                     ParseState   *state)
{
  const GOptionEntry common[] = {
    { "variant", 0, 0, G_OPTION_ARG_STRING, &state->variant,
      "The variant: chess960 (the default), chess960x3 or standard", "V" },
    { "shredder", 0, 0, G_OPTION_ARG_NONE, &state->shredder,
      "Write castling rights as rook files (HAha) instead of X-FEN", NULL },
    { "help", 'h', 0, G_OPTION_ARG_NONE, &state->help,
      "Show this help", NULL },
    G_OPTION_ENTRY_NULL
  };

  memcpy (entries, common, sizeof common);
}

static int
vfail (int         status,
       const char *format,
       va_list     args) G_GNUC_PRINTF (2, 0);

static int
vfail (int         status,
       const char *format,
       va_list     args)
{
  fputs ("chess960-cli: ", stderr);
  vfprintf (stderr, format, args);
  fputc ('\n', stderr);
  return status;
}

/* Prints "chess960-cli: MESSAGE" on standard error and returns STATUS. */
int
chess_cli_fail (int         status,
                const char *format,
                ...)
{
  va_list args;

  va_start (args, format);
  vfail (status, format, args);
  va_end (args);
  return status;
}

/* A command line that makes no sense: the message, where to find the
 * usage, and CHESS_CLI_EXIT_USAGE. */
int
chess_cli_usage_error (const char *command,
                       const char *format,
                       ...)
{
  va_list args;

  va_start (args, format);
  vfail (CHESS_CLI_EXIT_USAGE, format, args);
  va_end (args);
  fprintf (stderr, "Try “chess960-cli %s%s--help”.\n", command ? command : "", command ? " " : "");
  return CHESS_CLI_EXIT_USAGE;
}

/* GLib takes `--flag=no` for `--flag`: refuse a value given to an option
 * that takes none, rather than turn the board on `--black-at-bottom=false`. */
static const char *
find_flag_with_value (char              **argv,
                      const GOptionEntry *entries)
{
  for (guint i = 1; argv[i] != NULL && strcmp (argv[i], "--") != 0; i++)
    {
      const char *eq = strchr (argv[i], '=');

      if (!g_str_has_prefix (argv[i], "--") || eq == NULL)
        continue;
      for (guint e = 0; entries[e].long_name != NULL; e++)
        if (entries[e].arg == G_OPTION_ARG_NONE
            && strlen (entries[e].long_name) == (gsize) (eq - argv[i] - 2)
            && strncmp (argv[i] + 2, entries[e].long_name, eq - argv[i] - 2) == 0)
          return argv[i];
    }
  return NULL;
}

/* Parses a command's ARGV with GOptionContext: the common options
 * (--variant, --shredder, --help) and ENTRIES, by their exact names,
 * anywhere among the arguments; `--` ends the options. Returns
 * CHESS_CLI_CONTINUE with the positional arguments in *ARGS (free them
 * with g_strfreev()), or the exit status when the command is done: after
 * --help, or after a message on standard error. PARAMETERS and SUMMARY are
 * for the help. */
int
chess_cli_parse (int                 argc,
                 char              **argv,
                 const char         *parameters,
                 const char         *summary,
                 const GOptionEntry *entries,
                 ChessCliOptions    *options,
                 char             ***args)
{
  g_auto(ParseState) state = { 0 };
  GOptionEntry common[4];
  const GOptionEntry remaining[] = {
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &state.remaining, NULL, NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *parameter_string = NULL;
  g_auto(GStrv) strv = NULL;
  const char *command = argv[0];
  const char *flag;

  options->variant = CHESS_VARIANT_CHESS960;
  options->shredder = FALSE;
  *args = NULL;

  parameter_string = g_strdup_printf ("%s%s%s", command, *parameters ? " " : "", parameters);
  context = g_option_context_new (parameter_string);
  g_option_context_set_summary (context, summary);
  /* Our own --help: GLib's would exit() from inside the parser and print
   * options (--help-all) that make no sense here. */
  g_option_context_set_help_enabled (context, FALSE);
  fill_common_entries (common, &state);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_add_main_entries (context, common, NULL);
  g_option_context_add_main_entries (context, remaining, NULL);

  strv = g_new (char *, argc + 1);
  for (int i = 0; i < argc; i++)
    strv[i] = g_strdup (argv[i]);
  strv[argc] = NULL;
  flag = find_flag_with_value (strv, common);
  if (flag == NULL && entries != NULL)
    flag = find_flag_with_value (strv, entries);
  if (flag != NULL)
    return chess_cli_usage_error (command, "%.*s takes no value", (int) (strchr (flag, '=') - flag), flag);
  if (!g_option_context_parse_strv (context, &strv, &error))
    return chess_cli_usage_error (command, "%s", error->message);

  if (state.help)
    {
      g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

      fputs (help, stdout);
      return CHESS_CLI_EXIT_OK;
    }

  if (state.variant != NULL && !chess_variant_from_string (state.variant, &options->variant))
    return chess_cli_usage_error (command, "unknown variant “%s”: use chess960, chess960x3 or standard",
                                  state.variant);
  options->shredder = state.shredder;

  *args = state.remaining ? g_steal_pointer (&state.remaining) : g_new0 (char *, 1);
  return CHESS_CLI_CONTINUE;
}

/* `chess960-cli --help`: the commands of COMMANDS and the options they
 * all take. */
char *
chess_cli_general_help (const ChessCliCommand *commands,
                        gsize                  n_commands)
{
  g_auto(ParseState) state = { 0 };
  GOptionEntry common[4];
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GString) summary = g_string_new ("Commands:");
  int width = 0;

  /* Widths in characters: parameters may hold an ellipsis. */
  for (gsize i = 0; i < n_commands; i++)
    width = MAX (width, (int) (strlen (commands[i].name) + 1 + g_utf8_strlen (commands[i].parameters, -1)));
  for (gsize i = 0; i < n_commands; i++)
    {
      g_autofree char *usage = g_strdup_printf ("%s %s", commands[i].name, commands[i].parameters);
      int padding = width - (int) g_utf8_strlen (usage, -1);

      g_string_append_printf (summary, "\n  %s%*s  %s", usage, padding, "", commands[i].summary);
    }

  context = g_option_context_new ("COMMAND [ARGUMENT…]");
  g_option_context_set_summary (context, summary->str);
  g_option_context_set_description (context,
                                    "The options above go before or after the command. "
                                    "“chess960-cli COMMAND --help”\nlists a command’s own options.\n"
                                    "Version " PACKAGE_VERSION ".");
  g_option_context_set_help_enabled (context, FALSE);
  fill_common_entries (common, &state);
  g_option_context_add_main_entries (context, common, NULL);
  return g_option_context_get_help (context, TRUE, NULL);
}

gboolean
chess_cli_parse_number (const char *text,
                        guint64     max,
                        guint64    *value)
{
  return g_ascii_string_to_unsigned (text, 10, 0, max, value, NULL);
}

/* A FEN as the options ask: X-FEN, or Shredder-FEN with --shredder. */
char *
chess_cli_fen (const ChessCliOptions *options,
               const ChessPosition   *position)
{
  return chess_position_to_fen (position, options->shredder ? CHESS_FEN_FLAGS_SHREDDER : CHESS_FEN_FLAGS_NONE);
}
