/* test-about.c: the About window's credits, links and release notes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-about"

#include <string.h>

#include <adwaita.h>

#include "chess-about.h"
#include "chess-compat.h"
#include "chess-test-ui.h"

#define METAINFO_RESOURCE "/io/github/chess960/Chess960/metainfo.xml"

/* As data/meson.build merges translations in: each paragraph and item
 * followed by its translations. */
static const char merged[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<component type=\"desktop-application\">\n"
  "  <description><p>Not the release notes.</p></description>\n"
  "  <releases>\n"
  "    <release version=\"0.2.0\" date=\"2027-01-01\">\n"
  "      <description>\n"
  "        <p>Second\n"
  "           release.</p>\n"
  "        <p xml:lang=\"de\">Zweite Version.</p>\n"
  "        <ul>\n"
  "          <li>Board colours &amp; <em>themes</em></li>\n"
  "          <li xml:lang=\"de\">Brettfarben &amp; <em>Themen</em></li>\n"
  "          <li>Only in English, <code>chess960-cli</code></li>\n"
  "        </ul>\n"
  "      </description>\n"
  "    </release>\n"
  "    <release version=\"0.1.0\" date=\"2026-11-21\">\n"
  "      <description><p>The first release.</p></description>\n"
  "    </release>\n"
  "  </releases>\n"
  "</component>\n";

static char *
notes_for (const char         *version,
           const char * const *languages)
{
  g_autoptr(GError) error = NULL;
  char *notes = chess_about_release_notes (merged, -1, version, languages, &error);

  g_assert_no_error (error);
  return notes;
}

static void
test_release_notes (void)
{
  const char *german[] = { "de_DE.UTF-8", "de_DE", "de", "C", NULL };
  const char *english[] = { "en_GB", "en", "C", NULL };
  const char *none[] = { NULL };
  g_autofree char *notes_de = notes_for ("0.2.0", german);
  g_autofree char *notes_en = notes_for ("0.2.0", english);
  g_autofree char *notes_default = notes_for ("0.2.0", none);
  g_autofree char *first = notes_for ("0.1.0", english);
  g_autofree char *missing = notes_for ("9.9", english);
  g_autoptr(GError) error = NULL;
  char *broken;

  g_assert_cmpstr (notes_de, ==,
                   "<p>Zweite Version.</p><ul><li>Brettfarben &amp; <em>Themen</em></li>"
                   "<li>Only in English, <code>chess960-cli</code></li></ul>");
  g_assert_cmpstr (notes_en, ==,
                   "<p>Second release.</p><ul><li>Board colours &amp; <em>themes</em></li>"
                   "<li>Only in English, <code>chess960-cli</code></li></ul>");
  /* No language matches: the original. */
  g_assert_cmpstr (notes_default, ==, notes_en);
  g_assert_cmpstr (first, ==, "<p>The first release.</p>");
  g_assert_null (missing);

  broken = chess_about_release_notes ("<component><releases><release version=\"1\">", -1, "1", english, &error);
  g_assert_null (broken);
  g_assert_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_PARSE);
}

/* The text of the metainfo's first <url type="TYPE">. */
static char *
metainfo_url (const char *metainfo,
              const char *type)
{
  g_autofree char *open = g_strdup_printf ("<url type=\"%s\">", type);
  const char *start = strstr (metainfo, open);
  const char *end;

  g_assert_nonnull (start);
  start += strlen (open);
  end = strstr (start, "</url>");
  g_assert_nonnull (end);
  return g_strndup (start, end - start);
}

/* The About dialog credits people and texts, links where the metainfo
 * does, and shows this version's notes from the metainfo built into the
 * app: on libadwaita 1.5 read by AdwAboutDialog itself, on 1.2 by
 * chess_about_release_notes() for AdwAboutWindow. Both kinds have the
 * same properties. */
static void
test_window (void)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (METAINFO_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  const char *metainfo = g_bytes_get_data (bytes, NULL);
  g_autofree char *homepage = metainfo_url (metainfo, "homepage");
  g_autofree char *bugtracker = metainfo_url (metainfo, "bugtracker");
  GtkWidget *about = chess_about_new ();
  g_autofree char *name = NULL, *icon = NULL, *credits = NULL, *website = NULL, *issues = NULL;
  g_autofree char *debug = NULL, *version = NULL, *notes_version = NULL, *notes = NULL;
  g_auto(GStrv) developers = NULL;
  g_auto(GStrv) artists = NULL;
  GtkLicense license;
  g_autofree char *version_tag = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkWindow *window;

  g_assert_nonnull (bytes);
  g_assert_true (G_TYPE_CHECK_INSTANCE_TYPE (about, chess_ui_about_type ()));
  g_object_ref_sink (about);
  g_object_get (about,
                "application-name", &name, "application-icon", &icon,
                "developers", &developers, "artists", &artists,
                "license-type", &license, "translator-credits", &credits,
                "website", &website, "issue-url", &issues, "debug-info", &debug,
                "version", &version, "release-notes-version", &notes_version,
                "release-notes", &notes,
                NULL);
  g_assert_cmpstr (name, ==, "Chess960");
  g_assert_cmpstr (icon, ==, "io.github.chess960.Chess960");
  g_assert_nonnull (developers);
  g_assert_nonnull (developers[0]);
  g_assert_nonnull (artists);
  g_assert_true (strstr (artists[0], "pieces") != NULL);
  g_assert_cmpint (license, ==, GTK_LICENSE_GPL_3_0);
  g_assert_cmpstr (credits, ==, "translator-credits");
  g_assert_cmpstr (website, ==, homepage);
  g_assert_cmpstr (issues, ==, bugtracker);
  g_assert_nonnull (debug);

  /* The version shown is a release the metainfo describes, with its
   * notes. */
  version_tag = g_strdup_printf ("<release version=\"%s\"", version);
  g_assert_nonnull (strstr (metainfo, version_tag));
  g_assert_cmpstr (notes_version, ==, version);
  g_assert_nonnull (notes);
  g_test_message ("release notes: %s", notes);
  g_assert_true (g_str_has_prefix (notes, "<p>"));

  /* GtkApplication looks for icons in its resources; so does the test. */
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    "/io/github/chess960/Chess960/icons");
  g_assert_true (gtk_icon_theme_has_icon (gtk_icon_theme_get_for_display (gdk_display_get_default ()), icon));

  chess_ui_dialog_present (about, NULL);
  window = chess_ui_dialog_get_window (about);
  g_assert_nonnull (window);
  gtk_window_set_default_size (window, 400, 560);
  texture = chess_test_ui_render (GTK_WIDGET (window));
  chess_test_ui_save_screenshot (texture, "about");
  gtk_window_destroy (window);
  g_object_unref (about);
}

int
main (int   argc,
      char *argv[])
{
  if (!chess_test_ui_init (&argc, &argv))
    return 77;

  g_test_add_func ("/about/release-notes", test_release_notes);
  g_test_add_func ("/about/window", test_window);

  return g_test_run ();
}
