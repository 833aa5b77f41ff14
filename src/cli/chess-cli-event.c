/* chess-cli-event.c: `chess960-cli event`, an arbiter's event files for
 * scripts and for anyone checking an event
 *
 * The files are the app's own: the same lock keeps the app and the
 * command line from writing one at once, and every draw is on the record.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess960-cli"

#include <stdio.h>
#include <string.h>

#include "chess-cli-event.h"
#include "chess-dice.h"
#include "chess-event-store.h"
#include "chess-exclusions.h"

enum {
  EXIT_OK = 0,
  EXIT_FAILED = 1,
  EXIT_USAGE = 2,
};

static const char usage_text[] =
  "Usage:\n"
  "  chess960-cli event new FILE [--name NAME] [--variant chess960|chess960x3]\n"
  "                          [--exclude LIST] [--verifiable]\n"
  "  chess960-cli event draw FILE random [--input TEXT]\n"
  "  chess960-cli event draw FILE number N\n"
  "  chess960-cli event draw FILE die FACE...\n"
  "  chess960-cli event show FILE\n"
  "  chess960-cli event verify FILE [--key KEY]\n"
  "  chess960-cli event reveal FILE\n";

typedef struct {
  char     *name;
  char     *variant;
  char     *exclude;
  gboolean  verifiable;
  char     *input;
  char     *key;
} Options;

static int fail (int         status,
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
  if (status == EXIT_USAGE)
    fputs (usage_text, stderr);

  return status;
}

/* Options a command does not take are bad usage, not silently ignored. */
static int
check_options (const Options *options,
               const char    *command,
               const char    *allowed)
{
  static const struct {
    const char *name;
    gsize       offset;
    gboolean    is_flag;
  } all[] = {
    { "name", G_STRUCT_OFFSET (Options, name), FALSE },
    { "variant", G_STRUCT_OFFSET (Options, variant), FALSE },
    { "exclude", G_STRUCT_OFFSET (Options, exclude), FALSE },
    { "verifiable", G_STRUCT_OFFSET (Options, verifiable), TRUE },
    { "input", G_STRUCT_OFFSET (Options, input), FALSE },
    { "key", G_STRUCT_OFFSET (Options, key), FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    {
      const guint8 *field = (const guint8 *) options + all[i].offset;
      gboolean given = all[i].is_flag ? *(const gboolean *) field != FALSE
                                      : *(char * const *) field != NULL;
      g_autofree char *word = g_strdup_printf (" %s ", all[i].name);

      if (given && strstr (allowed, word) == NULL)
        return fail (EXIT_USAGE, "event %s does not take --%s", command, all[i].name);
    }

  return EXIT_OK;
}

/* Opens FILE as its one writer, as the app would. */
static ChessEvent *
open_for_writing (const char       *path,
                  ChessEventStore **store,
                  int              *status)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;
  ChessEvent *event;

  *store = chess_event_store_new (dir);
  event = chess_event_store_open (*store, path, &error);
  if (event == NULL)
    {
      *status = fail (EXIT_FAILED, "%s: %s", path, error->message);
      return NULL;
    }

  if (chess_event_get_damage (event) != NULL)
    {
      *status = fail (EXIT_FAILED, "%s is damaged and was set aside: %s",
                      path, chess_event_get_damage (event));
      g_object_unref (event);
      return NULL;
    }

  if (chess_event_get_read_only (event))
    {
      *status = fail (EXIT_FAILED, "%s is open in another copy of Chess960; "
                      "it can only be read until that copy closes it", path);
      g_object_unref (event);
      return NULL;
    }

  return event;
}

/* Reads FILE without taking it from anyone: what a checker does. */
static ChessEvent *
open_for_reading (const char  *path,
                  int         *status)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;
  ChessEvent *event;

  if (!g_file_get_contents (path, &data, &length, &error))
    {
      *status = fail (EXIT_FAILED, "%s", error->message);
      return NULL;
    }

  event = chess_event_recover_from_data (data, length, &error);
  if (event == NULL)
    *status = fail (EXIT_FAILED, "%s: %s", path, error->message);

  return event;
}

static int
command_new (const Options  *options,
             char          **args)
{
  g_autoptr(ChessEventStore) store = NULL;
  g_autoptr(ChessEvent) event = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) excluded = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *name = NULL;
  ChessVariant variant = CHESS_VARIANT_CHESS960;
  int status;

  if ((status = check_options (options, "new", " name variant exclude verifiable ")) != EXIT_OK)
    return status;
  if (args[0] == NULL || args[1] != NULL)
    return fail (EXIT_USAGE, "event new takes one FILE");

  if (options->variant != NULL &&
      (!chess_variant_from_string (options->variant, &variant) ||
       variant == CHESS_VARIANT_STANDARD))
    return fail (EXIT_USAGE, "unknown variant '%s': use chess960 or chess960x3", options->variant);

  if (options->exclude != NULL &&
      !chess_exclusions_parse_list (variant, options->exclude, &excluded, &error))
    return fail (EXIT_USAGE, "--exclude: %s", error->message);

  if (options->name != NULL)
    name = g_strdup (options->name);
  else
    {
      g_autofree char *base = g_path_get_basename (args[0]);
      char *dot = strchr (base, '.');

      if (dot != NULL && dot != base)
        *dot = '\0';
      name = g_steal_pointer (&base);
    }

  if (options->verifiable)
    {
      event = chess_event_new_verifiable (name, variant, &error);
      if (event == NULL)
        return fail (EXIT_FAILED, "%s", error->message);
    }
  else
    event = chess_event_new (name, variant);

  if (excluded != NULL)
    chess_event_set_custom_exclusions (event, (const guint *) (void *) excluded->data,
                                       excluded->len);

  dir = g_path_get_dirname (args[0]);
  store = chess_event_store_new (dir);
  file = g_file_new_for_path (args[0]);
  if (!chess_event_store_add_at (store, event, file, &error))
    return fail (EXIT_FAILED, "%s", error->message);

  if (options->verifiable)
    printf ("commitment %s\n", chess_event_get_commitment (event));

  return EXIT_OK;
}

static void
print_round (const ChessRound *round)
{
  printf ("%u %u %s\n", round->round, round->number, round->back_rank);
}

/* Faces must make one whole draw, checked before anything is recorded. */
static int
check_faces (ChessVariant   variant,
             char         **faces,
             GArray        *parsed)
{
  g_autoptr(ChessDice) dice = chess_dice_new (variant);

  for (guint i = 0; faces[i] != NULL; i++)
    {
      guint64 face;
      guint value;

      if (!g_ascii_string_to_unsigned (faces[i], 10, 1, 6, &face, NULL))
        return fail (EXIT_USAGE, "'%s' is not a face of a die (1 to 6)", faces[i]);

      if (chess_dice_get_stage (dice) == CHESS_DICE_STAGE_ROOKS_AND_KING &&
          variant == CHESS_VARIANT_CHESS960)
        chess_dice_place_rooks_and_king (dice, NULL);
      if (chess_dice_is_complete (dice))
        return fail (EXIT_FAILED, "the position was complete before face %u ('%s')",
                     i + 1, faces[i]);

      value = (guint) face;
      g_array_append_val (parsed, value);
      chess_dice_apply (dice, value, NULL);
    }

  if (chess_dice_get_stage (dice) == CHESS_DICE_STAGE_ROOKS_AND_KING &&
      variant == CHESS_VARIANT_CHESS960)
    chess_dice_place_rooks_and_king (dice, NULL);
  if (!chess_dice_is_complete (dice))
    return fail (EXIT_FAILED, "the faces do not complete a position (%s so far)",
                 chess_dice_get_back_rank (dice));

  return EXIT_OK;
}

/* Throws the checked faces again, each on the record, and shows the
 * result. */
static const ChessPendingResult *
roll_faces (ChessEvent  *event,
            GArray      *faces,
            GError     **error)
{
  ChessVariant variant = chess_event_get_variant (event);
  g_autoptr(ChessDice) dice = chess_dice_new (variant);
  ChessDiceRoll roll;

  for (guint i = 0; i <= faces->len; i++)
    {
      if (chess_dice_get_stage (dice) == CHESS_DICE_STAGE_ROOKS_AND_KING &&
          variant == CHESS_VARIANT_CHESS960)
        {
          chess_dice_place_rooks_and_king (dice, &roll);
          if (!chess_event_record_die_face (event, &roll, error))
            return NULL;
        }
      if (i == faces->len)
        break;

      chess_dice_apply (dice, g_array_index (faces, guint, i), &roll);
      if (!chess_event_record_die_face (event, &roll, error))
        return NULL;
    }

  return chess_event_show_result (event, chess_dice_get_number (dice),
                                  CHESS_DRAW_METHOD_PHYSICAL_DIE, NULL, error);
}

static int
command_draw (const Options  *options,
              char          **args)
{
  g_autoptr(ChessEventStore) store = NULL;
  g_autoptr(ChessEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) faces = g_array_new (FALSE, FALSE, sizeof (guint));
  const ChessPendingResult *pending = NULL;
  const ChessRound *round;
  const char *method;
  guint64 number = 0;
  int status;

  if (args[0] == NULL || args[1] == NULL)
    return fail (EXIT_USAGE, "event draw takes FILE and random, number N or die FACE...");

  method = args[1];
  if (strcmp (method, "random") == 0)
    {
      if ((status = check_options (options, "draw random", " input ")) != EXIT_OK)
        return status;
      if (args[2] != NULL)
        return fail (EXIT_USAGE, "event draw random takes no more arguments");
    }
  else if (strcmp (method, "number") == 0)
    {
      if ((status = check_options (options, "draw number", " ")) != EXIT_OK)
        return status;
      if (args[2] == NULL || args[3] != NULL ||
          !g_ascii_string_to_unsigned (args[2], 10, 0, G_MAXUINT, &number, NULL))
        return fail (EXIT_USAGE, "event draw number takes one number N");
    }
  else if (strcmp (method, "die") == 0)
    {
      if ((status = check_options (options, "draw die", " ")) != EXIT_OK)
        return status;
      if (args[2] == NULL)
        return fail (EXIT_USAGE, "event draw die takes the faces thrown, e.g. 2 3 3 2 3");
    }
  else
    return fail (EXIT_USAGE, "unknown draw method '%s': use random, number or die", method);

  event = open_for_writing (args[0], &store, &status);
  if (event == NULL)
    return status;

  if (chess_event_get_pending (event) != NULL)
    return fail (EXIT_FAILED, "SP %u is shown for round %u and not yet confirmed: "
                 "confirm it or set it aside in the app first",
                 chess_event_get_pending (event)->number, chess_event_get_pending (event)->round);

  if (strcmp (method, "die") == 0 &&
      (status = check_faces (chess_event_get_variant (event), args + 2, faces)) != EXIT_OK)
    return status;

  if (strcmp (method, "random") == 0)
    {
      if (chess_event_get_verifiable (event) && options->input == NULL)
        return fail (EXIT_FAILED, "a verifiable event's random draw needs --input "
                     "(a number called out by a player, or die faces thrown by one)");
      if (!chess_event_get_verifiable (event) && options->input != NULL)
        return fail (EXIT_FAILED, "--input is for verifiable events; this one is not");
      pending = chess_event_draw_random (event, options->input, &error);
    }
  else if (strcmp (method, "number") == 0)
    pending = chess_event_show_result (event, (guint) MIN (number, G_MAXUINT),
                                       CHESS_DRAW_METHOD_NUMBER, NULL, &error);
  else
    pending = roll_faces (event, faces, &error);

  if (pending == NULL)
    return fail (EXIT_FAILED, "%s", error->message);

  /* The command line has no second look: what it shows, it records. */
  round = chess_event_confirm_pending (event, &error);
  if (round == NULL)
    return fail (EXIT_FAILED, "%s", error->message);

  print_round (round);

  return EXIT_OK;
}

static int
command_show (const Options  *options,
              char          **args)
{
  g_autoptr(ChessEvent) event = NULL;
  const ChessPendingResult *pending;
  int status;

  if ((status = check_options (options, "show", " ")) != EXIT_OK)
    return status;
  if (args[0] == NULL || args[1] != NULL)
    return fail (EXIT_USAGE, "event show takes one FILE");

  event = open_for_reading (args[0], &status);
  if (event == NULL)
    return status;

  printf ("event %s\n", chess_event_get_name (event));
  printf ("id %s\n", chess_event_get_id (event));
  printf ("variant %s\n", chess_variant_to_string (chess_event_get_variant (event)));
  if (chess_event_get_verifiable (event))
    printf ("commitment %s\n", chess_event_get_commitment (event));
  if (chess_event_get_damage (event) != NULL)
    printf ("damaged %s\n", chess_event_get_damage (event));

  for (guint i = 0; i < chess_event_get_n_rounds (event); i++)
    {
      const ChessRound *round = chess_event_get_round (event, i);
      g_autofree char *time = g_date_time_format (round->time, "%Y-%m-%dT%H:%M:%SZ");

      /* The input as the record spells it: one word, %-escaped. */
      g_autofree char *input = round->input != NULL
                               ? g_uri_escape_string (round->input, ":;,+@/!*'()", TRUE) : NULL;

      printf ("round %u %u %s %s %s%s%s%s\n", round->round, round->number, round->back_rank,
              chess_draw_method_to_string (round->method), time,
              round->colours_reversed ? " colours-reversed" : "",
              input != NULL ? " input=" : "", input != NULL ? input : "");
    }

  pending = chess_event_get_pending (event);
  if (pending != NULL)
    printf ("pending %u %u %s %s\n", pending->round, pending->number, pending->back_rank,
            chess_draw_method_to_string (pending->method));

  for (guint i = 0; i < chess_event_get_n_entries (event); i++)
    {
      g_autofree char *line = chess_record_entry_to_line (chess_event_get_entry (event, i));

      printf ("entry %s\n", line);
    }

  return EXIT_OK;
}

static int
command_verify (const Options  *options,
                char          **args)
{
  g_autoptr(ChessEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  if ((status = check_options (options, "verify", " key ")) != EXIT_OK)
    return status;
  if (args[0] == NULL || args[1] != NULL)
    return fail (EXIT_USAGE, "event verify takes one FILE");

  event = open_for_reading (args[0], &status);
  if (event == NULL)
    return status;

  if (!chess_event_verify (event, options->key, NULL, &error))
    {
      if (g_error_matches (error, CHESS_ERROR, CHESS_ERROR_NO_KEY))
        return fail (EXIT_USAGE, "--key: %s", error->message);
      return fail (EXIT_FAILED, "%s: %s", args[0], error->message);
    }

  printf ("ok: %u rounds, %u entries, last hash %s\n",
          chess_event_get_n_rounds (event), chess_event_get_n_entries (event),
          chess_event_get_last_hash (event));

  return EXIT_OK;
}

static int
command_reveal (const Options  *options,
                char          **args)
{
  g_autoptr(ChessEventStore) store = NULL;
  g_autoptr(ChessEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *key = NULL;
  int status;

  if ((status = check_options (options, "reveal", " ")) != EXIT_OK)
    return status;
  if (args[0] == NULL || args[1] != NULL)
    return fail (EXIT_USAGE, "event reveal takes one FILE");

  event = open_for_writing (args[0], &store, &status);
  if (event == NULL)
    return status;

  key = chess_event_reveal_key (event, &error);
  if (key == NULL)
    return fail (EXIT_FAILED, "%s", error->message);

  printf ("%s\n", key);

  return EXIT_OK;
}

int
chess_cli_event (int    argc,
                 char **argv)
{
  static const struct {
    const char *name;
    int (*run) (const Options *options, char **args);
  } commands[] = {
    { "new", command_new },
    { "draw", command_draw },
    { "show", command_show },
    { "verify", command_verify },
    { "reveal", command_reveal },
  };
  Options options = { 0 };
  GOptionEntry entries[] = {
    { "name", 0, 0, G_OPTION_ARG_STRING, &options.name, "The event's name", "NAME" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &options.variant, "chess960 or chess960x3", "V" },
    { "exclude", 0, 0, G_OPTION_ARG_STRING, &options.exclude, "Positions to exclude", "LIST" },
    { "verifiable", 0, 0, G_OPTION_ARG_NONE, &options.verifiable, "Verifiable draws", NULL },
    { "input", 0, 0, G_OPTION_ARG_STRING, &options.input, "A verifiable draw's public input", "TEXT" },
    { "key", 0, 0, G_OPTION_ARG_STRING, &options.key, "The revealed key", "KEY" },
    { NULL },
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("COMMAND FILE ...");
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) args = NULL;
  int status = -1;

  g_return_val_if_fail (argc >= 1, EXIT_USAGE);

  for (int i = 1; i < argc && strcmp (argv[i], "--") != 0; i++)
    if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0)
      {
        fputs (usage_text, stdout);
        return EXIT_OK;
      }

  /* GOptionContext takes the options from anywhere and leaves the rest,
   * with argv[0] ("event") first. */
  args = g_new0 (char *, argc + 1);
  for (int i = 0; i < argc; i++)
    args[i] = g_strdup (argv[i]);
  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_help_enabled (context, FALSE);
  if (!g_option_context_parse_strv (context, &args, &error))
    status = fail (EXIT_USAGE, "%s", error->message);
  else if (args[1] == NULL)
    status = fail (EXIT_USAGE, "event needs a command");
  else
    {
      for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
        if (strcmp (args[1], commands[i].name) == 0)
          status = commands[i].run (&options, args + 2);
      if (status == -1)
        status = fail (EXIT_USAGE, "unknown event command '%s'", args[1]);
    }

  g_free (options.name);
  g_free (options.variant);
  g_free (options.exclude);
  g_free (options.input);
  g_free (options.key);

  return status;
}
