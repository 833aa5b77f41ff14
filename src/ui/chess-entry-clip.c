/* chess-entry-clip.c: an entry's text clipped only when there is text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GtkText clips what it draws to its box (its overflow is hidden), since
 * typed text scrolls and would otherwise spill over the entry. An empty
 * entry shows only its placeholder, which GtkText ellipsizes to fit its
 * box: there the clip changes no pixel, but it puts the placeholder's text
 * under a clip, and on software GL (Mesa's llvmpipe: Xvfb, VMs, machines
 * without a GPU driver) drawing text under a clip needs three shader
 * functions that nothing else in our first frame needs, each compiled by
 * LLVM before the window can show (issue 16; counted with a uprobe on
 * LLVMGetPointerToGlobal). So the clip is on only while the entry holds
 * text, typed or being composed by an input method.
 */
#define G_LOG_DOMAIN "chess-entry-clip"

#include "chess-entry-clip.h"

#define PREEDIT_KEY "chess-entry-clip-preedit"

static void
update_clip (GtkEditable *entry)
{
  GtkEditable *text = gtk_editable_get_delegate (entry);
  gboolean composing = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (text), PREEDIT_KEY));
  gboolean empty = *gtk_editable_get_text (entry) == '\0' && !composing;

  gtk_widget_set_overflow (GTK_WIDGET (text), empty ? GTK_OVERFLOW_VISIBLE : GTK_OVERFLOW_HIDDEN);
}

static void
on_preedit_changed (GtkText    *text,
                    const char *preedit,
                    gpointer    entry)
{
  g_object_set_data (G_OBJECT (text), PREEDIT_KEY,
                     GINT_TO_POINTER (preedit != NULL && *preedit != '\0'));
  update_clip (GTK_EDITABLE (entry));
}

/* Keeps ENTRY's text unclipped while the entry is empty (see above). */
void
chess_entry_clip_typed_text_only (GtkEntry *entry)
{
  GtkEditable *text;

  g_return_if_fail (GTK_IS_ENTRY (entry));

  text = gtk_editable_get_delegate (GTK_EDITABLE (entry));
  g_return_if_fail (GTK_IS_TEXT (text));
  g_signal_connect_object (text, "preedit-changed", G_CALLBACK (on_preedit_changed), entry, 0);
  g_signal_connect (entry, "changed", G_CALLBACK (update_clip), NULL);
  update_clip (GTK_EDITABLE (entry));
}
