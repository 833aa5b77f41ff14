/* chess-about.c: the About window, with its credits and release notes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "chess-about"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "chess-about.h"
#include "chess-compat.h"
#include "chess-engine-setup.h"
#include "chess-settings.h"

/* The metainfo as installed, translations merged in (data/meson.build),
 * compiled into the app by src/ui/meson.build. */
#define METAINFO_RESOURCE "/io/github/chess960/Chess960/metainfo.xml"

#define HOMEPAGE_URL "https://github.com/chess960/chess960"
#define ISSUES_URL "https://github.com/chess960/chess960/issues"

/* One part of a release description: a list's start or end tag, or a
 * paragraph or list item in each language it is written in. */
typedef struct
{
  char       *tag;
  char       *element;
  /* Language (“C” for the original) → the block's inner markup. */
  GHashTable *texts;
} NotesPart;

typedef struct
{
  const char *version;
  gboolean    in_release;
  gboolean    release_done;
  gboolean    in_description;
  /* The paragraph or item being read, or NULL. */
  GString    *block;
  char       *block_language;
  GPtrArray  *parts;
} NotesParser;

static void
notes_part_free (NotesPart *part)
{
  g_free (part->tag);
  g_free (part->element);
  g_clear_pointer (&part->texts, g_hash_table_unref);
  g_free (part);
}

static gboolean
is_block (const char *element)
{
  return g_str_equal (element, "p") || g_str_equal (element, "li");
}

static gboolean
is_list (const char *element)
{
  return g_str_equal (element, "ul") || g_str_equal (element, "ol");
}

/* The inline markup the About window shows; AppStream allows no other. */
static gboolean
is_inline (const char *element)
{
  return g_str_equal (element, "em") || g_str_equal (element, "code");
}

static void
notes_start_element (GMarkupParseContext  *context,
                     const char           *element,
                     const char          **attribute_names,
                     const char          **attribute_values,
                     gpointer              user_data,
                     GError              **error)
{
  NotesParser *parser = user_data;

  if (g_str_equal (element, "release") && !parser->release_done)
    {
      for (guint i = 0; attribute_names[i] != NULL; i++)
        if (g_str_equal (attribute_names[i], "version"))
          parser->in_release = g_strcmp0 (attribute_values[i], parser->version) == 0;
      return;
    }
  if (parser->in_release && g_str_equal (element, "description"))
    {
      parser->in_description = TRUE;
      return;
    }
  if (!parser->in_description)
    return;

  if (parser->block != NULL)
    {
      if (is_inline (element))
        g_string_append_printf (parser->block, "<%s>", element);
    }
  else if (is_list (element))
    {
      NotesPart *part = g_new0 (NotesPart, 1);

      part->tag = g_strdup_printf ("<%s>", element);
      g_ptr_array_add (parser->parts, part);
    }
  else if (is_block (element))
    {
      const char *language = "C";

      for (guint i = 0; attribute_names[i] != NULL; i++)
        if (g_str_equal (attribute_names[i], "xml:lang"))
          language = attribute_values[i];
      parser->block = g_string_new (NULL);
      parser->block_language = g_strdup (language);
    }
}

/* A translation comes right after the original it translates: it joins
 * that part. */
static void
notes_end_block (NotesParser *parser,
                 const char  *element)
{
  NotesPart *last = parser->parts->len > 0 ? g_ptr_array_index (parser->parts, parser->parts->len - 1) : NULL;
  gboolean original = g_str_equal (parser->block_language, "C");
  NotesPart *part;

  if (!original && last != NULL && g_strcmp0 (last->element, element) == 0)
    part = last;
  else
    {
      part = g_new0 (NotesPart, 1);
      part->element = g_strdup (element);
      part->texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      g_ptr_array_add (parser->parts, part);
    }

  g_hash_table_replace (part->texts, g_steal_pointer (&parser->block_language),
                        g_strdup (g_strstrip (parser->block->str)));
  g_string_free (g_steal_pointer (&parser->block), TRUE);
}

static void
notes_end_element (GMarkupParseContext  *context,
                   const char           *element,
                   gpointer              user_data,
                   GError              **error)
{
  NotesParser *parser = user_data;

  if (g_str_equal (element, "release"))
    {
      parser->release_done |= parser->in_release;
      parser->in_release = FALSE;
      return;
    }
  if (!parser->in_description)
    return;

  if (g_str_equal (element, "description"))
    parser->in_description = FALSE;
  else if (parser->block != NULL && is_block (element))
    notes_end_block (parser, element);
  else if (parser->block != NULL && is_inline (element))
    g_string_append_printf (parser->block, "</%s>", element);
  else if (parser->block == NULL && is_list (element))
    {
      NotesPart *part = g_new0 (NotesPart, 1);

      part->tag = g_strdup_printf ("</%s>", element);
      g_ptr_array_add (parser->parts, part);
    }
}

/* The XML's line breaks and indentation are no part of the text. */
static void
notes_text (GMarkupParseContext  *context,
            const char           *text,
            gsize                 length,
            gpointer              user_data,
            GError              **error)
{
  NotesParser *parser = user_data;
  g_autofree char *escaped = NULL;
  gboolean space = FALSE;

  if (parser->block == NULL)
    return;

  escaped = g_markup_escape_text (text, (gssize) length);
  for (const char *c = escaped; *c != '\0'; c++)
    {
      if (g_ascii_isspace (*c))
        {
          space = TRUE;
          continue;
        }
      if (space && parser->block->len > 0 && parser->block->str[parser->block->len - 1] != ' ')
        g_string_append_c (parser->block, ' ');
      space = FALSE;
      g_string_append_c (parser->block, *c);
    }
  if (space && parser->block->len > 0)
    g_string_append_c (parser->block, ' ');
}

static const char *
notes_part_text (NotesPart          *part,
                 const char * const *languages)
{
  for (guint i = 0; languages != NULL && languages[i] != NULL; i++)
    {
      const char *text = g_hash_table_lookup (part->texts, languages[i]);

      if (text != NULL)
        return text;
    }
  return g_hash_table_lookup (part->texts, "C");
}

char *
chess_about_release_notes (const char         *metainfo,
                           gssize              length,
                           const char         *version,
                           const char * const *languages,
                           GError            **error)
{
  static const GMarkupParser callbacks = {
    .start_element = notes_start_element,
    .end_element = notes_end_element,
    .text = notes_text,
  };
  NotesParser parser = {
    .version = version,
    .parts = g_ptr_array_new_with_free_func ((GDestroyNotify) notes_part_free),
  };
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GPtrArray) parts = parser.parts;
  g_autoptr(GString) notes = g_string_new (NULL);

  g_return_val_if_fail (metainfo != NULL, NULL);
  g_return_val_if_fail (version != NULL, NULL);

  context = g_markup_parse_context_new (&callbacks, G_MARKUP_PREFIX_ERROR_POSITION, &parser, NULL);
  if (!g_markup_parse_context_parse (context, metainfo, length, error)
      || !g_markup_parse_context_end_parse (context, error))
    {
      if (parser.block != NULL)
        g_string_free (parser.block, TRUE);
      g_free (parser.block_language);
      return NULL;
    }

  for (guint i = 0; i < parts->len; i++)
    {
      NotesPart *part = g_ptr_array_index (parts, i);
      const char *text;

      if (part->tag != NULL)
        {
          g_string_append (notes, part->tag);
          continue;
        }
      text = notes_part_text (part, languages);
      if (text != NULL)
        g_string_append_printf (notes, "<%s>%s</%s>", part->element, text, part->element);
    }

  return notes->len > 0 ? g_string_free (g_steal_pointer (&notes), FALSE) : NULL;
}

/* For bug reports: what the app runs with. */
static char *
debug_info (void)
{
  g_autoptr(GSettings) settings = chess_settings_new ();
  g_autofree char *engine = chess_engine_setup_get_path (settings, NULL);

  return g_strdup_printf ("%s %s\nGLib %u.%u.%u\nGTK %u.%u.%u\nlibadwaita %u.%u.%u\nEngine: %s\n",
                          APP_ID, PACKAGE_VERSION,
                          glib_major_version, glib_minor_version, glib_micro_version,
                          gtk_get_major_version (), gtk_get_minor_version (), gtk_get_micro_version (),
                          adw_get_major_version (), adw_get_minor_version (), adw_get_micro_version (),
                          engine != NULL ? engine : "none");
}

static char *
release_notes (void)
{
  g_autoptr(GBytes) metainfo = NULL;
  g_autoptr(GError) error = NULL;
  char *notes;

  metainfo = g_resources_lookup_data (METAINFO_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (metainfo == NULL)
    {
      g_warning ("No release notes: %s", error->message);
      return NULL;
    }
  notes = chess_about_release_notes (g_bytes_get_data (metainfo, NULL), (gssize) g_bytes_get_size (metainfo),
                                     PACKAGE_VERSION, g_get_language_names (), &error);
  if (error != NULL)
    g_warning ("No release notes: %s", error->message);
  return notes;
}

GtkWidget *
chess_about_new (void)
{
  const char *developers[] = { _("The Chess960 developers"), NULL };
  /* Our own drawings, under the app's licence. */
  const char *artists[] = { _("The Chess960 developers: pieces, die and app icon"), NULL };
  /* The texts the Rules page and the castling rules were written from. */
  const char *rule_texts[] = {
    _("FIDE, Laws of Chess, Guidelines II: Chess960 Rules, in English and in Russian"),
    _("A.D. Circolo Scacchistico Alfieri, Turin: the club’s Fischer-random regulation"),
    _("The authors of the Chess960x3 rules"),
    _("Wikipedia’s contributors: “Fischer random chess”"),
    NULL
  };
  g_autofree char *debug = debug_info ();
  gboolean has_notes = FALSE;
  GtkWidget *about;

  /* AdwAboutDialog where libadwaita has it (1.5), reading this version's
   * notes from the metainfo itself; 1.2's AdwAboutWindow cannot, and
   * gets them from chess_about_release_notes(). */
  about = chess_ui_about_new (METAINFO_RESOURCE, PACKAGE_VERSION, &has_notes);
  g_object_set (about,
                "application-name", _("Chess960"),
                "application-icon", APP_ID,
                "version", PACKAGE_VERSION,
                "developer-name", _("The Chess960 developers"),
                "developers", developers,
                "artists", artists,
                /* Translators: your names, one per line, to be
                 * credited in the About window; leave it as
                 * “translator-credits” and nobody is */
                "translator-credits", _("translator-credits"),
                "copyright", _("© 2026 The Chess960 developers"),
                "license-type", GTK_LICENSE_GPL_3_0,
                "website", HOMEPAGE_URL,
                "issue-url", ISSUES_URL,
                "comments", _("Draw fair random start positions and play Fischer random chess"),
                "debug-info", debug,
                "debug-info-filename", "chess960-debug-info.txt",
                NULL);
  if (!has_notes)
    {
      g_autofree char *notes = release_notes ();

      g_object_set (about,
                    "release-notes-version", notes != NULL ? PACKAGE_VERSION : NULL,
                    "release-notes", notes,
                    NULL);
    }
  chess_ui_about_add_acknowledgements (about, _("Rule Texts"), rule_texts);

  return about;
}
