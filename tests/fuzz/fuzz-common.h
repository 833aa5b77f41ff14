/* fuzz-common.h: what the fuzz targets share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

/* A warning, critical or error aborts: a g_return_if_fail() that bad input
 * can reach is a bug. abort() rather than GLib's breakpoint trap, because
 * libFuzzer saves the input that crashed on SIGABRT but not on SIGTRAP. */
static inline void
fuzz_log_handler (const char     *log_domain,
                  GLogLevelFlags  log_level,
                  const char     *message,
                  gpointer        user_data)
{
  if (log_level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    {
      fprintf (stderr, "%s: %s\n", log_domain != NULL ? log_domain : "(no domain)", message);
      abort ();
    }
}

/* Fuzz input as a NUL-terminated string (it ends at the first NUL byte if
 * there is one). */
static inline char *
fuzz_input_to_string (const uint8_t *data,
                      size_t         size)
{
  static gboolean initialized = FALSE;
  char *text;

  if (!initialized)
    {
      g_log_set_default_handler (fuzz_log_handler, NULL);
      g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL);
      initialized = TRUE;
    }

  text = g_malloc (size + 1);
  if (size > 0)
    memcpy (text, data, size);
  text[size] = '\0';
  return text;
}
